"""The geometry tables against the notation, written out independently."""

from __future__ import annotations

import pytest

from figures.colour.board import domino_triangles
from figures.colour.geometry import (
    ADJACENT,
    OPPOSITE,
    Side,
    neighbour,
    square_cells,
    square_of,
    square_triangles,
)
from figures.colour.tiles import Face

N, E, S, W = Side.N, Side.E, Side.S, Side.W

# (slot of c1..c6 -> (cell, side)), core sides, for A at (0, 0): as docs/notation.md states them.
TABLES = {
    E: ([("A", W), ("A", N), ("B", N), ("B", E), ("B", S), ("A", S)], (("A", E), ("B", W))),
    N: ([("A", S), ("A", W), ("B", W), ("B", N), ("B", E), ("A", E)], (("A", N), ("B", S))),
    W: ([("A", E), ("A", S), ("B", S), ("B", W), ("B", N), ("A", N)], (("A", W), ("B", E))),
    S: ([("A", N), ("A", E), ("B", E), ("B", S), ("B", W), ("A", W)], (("A", S), ("B", N))),
}


@pytest.mark.parametrize("direction", [E, N, W, S])
def test_orientation_tables_follow_the_notation(direction: Side) -> None:
    face = Face.parse("RYGBRY/G")  # c1..c6 = R Y G B R Y, core G
    at = (3, -2)
    cells = {"A": at, "B": neighbour(at, direction)}
    external, core = TABLES[direction]
    got = domino_triangles(face, at, direction)
    for slot, (cell, side) in enumerate(external):
        (x, y, got_side), colour = got[slot]
        assert ((x, y), got_side) == (cells[cell], side), f"c{slot + 1}"
        assert colour is face.colours[slot]
    for index, (cell, side) in enumerate(core):
        (x, y, got_side), colour = got[6 + index]
        assert ((x, y), got_side) == (cells[cell], side)
        assert colour is face.core


def test_example_from_the_spec_dir_n() -> None:
    # With dir = N the west end (c1) lies on A's south side; the core between A.N and B.S.
    got = domino_triangles(Face.parse("RYYYYY/G"), (0, 0), N)
    assert got[0] == ((0, 0, S), Face.parse("RYYYYY/G").colours[0])
    assert {t for t, _ in got[6:]} == {(0, 0, N), (0, 1, S)}


def test_sides_opposite_and_adjacent() -> None:
    assert OPPOSITE == {N: S, S: N, E: W, W: E}
    assert set(ADJACENT[N]) == {W, E}
    assert set(ADJACENT[E]) == {N, S}
    for side in Side:
        assert OPPOSITE[side] not in ADJACENT[side]


def test_squares_are_named_by_their_edge() -> None:
    assert square_of(0, 0, E) == square_of(1, 0, W) == (0, 0, E)
    assert square_of(0, 0, N) == square_of(0, 1, S) == (0, 0, N)
    assert square_cells((0, 0, E)) == ((0, 0), (1, 0))
    assert square_triangles((2, 5, N)) == ((2, 5, N), (2, 6, S))


def test_side_parse() -> None:
    assert Side.parse("n") is N
    with pytest.raises(ValueError, match="unknown direction"):
        Side.parse("X")


@pytest.mark.parametrize("direction", [E, N, W, S])
def test_facing_table_matches_the_orientation_table(direction: Side) -> None:
    from figures.colour.geometry import FACING, OFFSET, OPPOSITE

    face = Face.parse("RYGBRY/G")
    triangles = domino_triangles(face, (0, 0), direction)[:6]
    for (x, y, side, fx, fy, facing, slot), ((tx, ty, tside), colour) in zip(
        FACING[direction], triangles, strict=True
    ):
        assert (x, y, side) == (tx, ty, tside)
        dx, dy = OFFSET[Side(side)]
        assert (fx, fy, facing) == (x + dx, y + dy, OPPOSITE[Side(side)])
        assert face.colours[slot] is colour


def test_shapes_have_the_areas_of_the_notation() -> None:
    from figures.colour.board import Placed
    from figures.colour.shapes import domino_polygon, square_polygon, triangle_polygon

    assert triangle_polygon((3, -1, N)).area == pytest.approx(0.25)
    square = square_polygon((3, -1, E))
    assert square.area == pytest.approx(0.5)
    assert square.contains(triangle_polygon((4, -1, W)).centroid)
    assert domino_polygon(Placed(Face.parse("RRRRRR/R"), (0, 0), S)).bounds == (0, -1, 1, 1)
