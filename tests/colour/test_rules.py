"""One test per placement and scoring rule, on tables small enough to check by hand."""

from __future__ import annotations

import contextlib

import pytest

from figures.colour.board import Board, Placed
from figures.colour.errors import ColourMismatchError, NotTouchingError, OverlapError
from figures.colour.geometry import SIDES, Side
from figures.colour.rules import Score, check, evaluate, legal_spots, place
from figures.colour.tiles import Face

N, E, S, W = Side.N, Side.E, Side.S, Side.W
RED = Face.parse("RRRRRR/R")


def board_of(*entries: tuple[str, tuple[int, int], Side]) -> Board:
    board = Board()
    for face, at, direction in entries:
        place(board, Placed(Face.parse(face), at, direction))
    return board


def snapshot(board: Board) -> tuple[object, ...]:
    """Everything the board holds, the fast path's index and union-find included."""
    forest = board.surfaces
    return (
        dict(board.cells),
        dict(board.colours),
        dict(board.codes),
        list(board.placed),
        dict(board.spots.need),
        {
            (mask, bits): set(spots)
            for mask, table in board.spots.by_mask.items()
            for bits, spots in table.items()
        },
        list(forest.parent),
        list(forest.size),
        list(forest.open),
        list(forest.colour),
        list(forest.squares),
        [list(m) for m in forest.members],
        dict(forest.owner),
    )


def test_first_domino_goes_anywhere_and_touches_nothing() -> None:
    score = place(Board(), Placed(RED, (40, -7), N))
    assert score == Score(0, ())


def test_overlap_is_refused() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    with pytest.raises(OverlapError, match="1,0") as caught:
        check(board, RED, (1, 0), N)
    assert caught.value.cell == (1, 0)


def test_a_domino_must_touch_along_an_edge() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    with pytest.raises(NotTouchingError):
        check(board, RED, (2, 1), E)  # touches (1, 0) at a corner only


def test_every_touching_edge_must_match() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    # Above the first domino, lying east: its c6 (A.S) and c5 (B.S) touch the red A.N, B.N.
    check(board, Face.parse("YYYYRR/Y"), (0, 1), E)
    with pytest.raises(ColourMismatchError, match="cell 0,1 side S") as caught:
        check(board, Face.parse("YYYYRY/Y"), (0, 1), E)
    assert (caught.value.cell, caught.value.side) == ((0, 1), "S")
    assert (caught.value.colour, caught.value.other) == ("yellow", "red")


def test_connected_edges_and_bonus() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    assert evaluate(board, RED, (2, 0), E).connected_edges == 1
    assert evaluate(board, RED, (0, 1), E) == Score(2, ())
    assert Score(2, ()).bonus == 0
    assert Score(3, ()).bonus == 1 and Score(3, ()).points == 4
    assert Score(6, (2, 1)).points == 6 + 4 + 3


def test_a_core_unlike_its_four_neighbours_is_closed_at_once() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    score = evaluate(board, Face.parse("RRRRRR/Y"), (0, 1), E)
    assert score == Score(2, (1,))
    assert score.points == 3


def test_two_dominoes_close_a_surface_through_both_cores() -> None:
    # Bottom domino: A.N, B.N and the core yellow. Top domino: A.S, B.S and the core yellow.
    board = board_of(("RYYRRR/Y", (0, 0), E))
    score = evaluate(board, Face.parse("RRRRYY/Y"), (0, 1), E)
    # Yellow: bottom core, the two squares where the dominoes meet, top core; all complete.
    assert score.connected_edges == 2
    assert score.closed_surfaces == (4,)
    assert score.points == 6


def test_open_surface_scores_nothing() -> None:
    board = board_of(("RYYRRR/Y", (0, 0), E))
    # The top domino's yellow touches the bottom yellow, but its own c2 is yellow: open.
    score = evaluate(board, Face.parse("RYRRYY/Y"), (0, 1), E)
    assert score.closed_surfaces == ()


def test_surfaces_touching_at_a_cell_centre_stay_apart() -> None:
    # In cell A of a domino lying east, A.W (c1) and the core's A.E are opposite sides.
    board = board_of(("YRRRRR/Y", (0, 0), E))
    yellow = [s.size for s in board.surfaces.surfaces() if s.colour.value == "Y"]
    assert sorted(yellow) == [1, 1]


def test_evaluate_leaves_the_table_as_it_was() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E), ("RRRRRR/R", (0, 1), E))
    before = snapshot(board)
    for at, direction in [((x, y), d) for x in range(-3, 4) for y in range(-3, 4) for d in SIDES]:
        with contextlib.suppress(OverlapError, NotTouchingError, ColourMismatchError):
            evaluate(board, RED, at, direction)
    assert snapshot(board) == before


def test_undo_restores_the_table_exactly() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    before = snapshot(board)
    place(board, Placed(Face.parse("RRRRRR/Y"), (0, 1), E))
    board.undo()
    assert snapshot(board) == before


def test_illegal_check_changes_nothing() -> None:
    board = board_of(("RRRRRR/R", (0, 0), E))
    before = snapshot(board)
    with pytest.raises(ColourMismatchError):
        place(board, Placed(Face.parse("BBBBBB/B"), (0, 1), E))
    assert snapshot(board) == before


def test_legal_spots_are_exactly_the_candidates_that_check() -> None:
    board = board_of(("RRGGGB/G", (0, 0), E), ("RBGYYB/B", (0, -1), E))
    face = Face.parse("GGYYBB/Y")
    expected = []
    for x in range(-4, 6):
        for y in range(-4, 4):
            for direction in (E, N, W, S):
                try:
                    check(board, face, (x, y), direction)
                except (OverlapError, NotTouchingError, ColourMismatchError):
                    continue
                expected.append(((x, y), direction))
    assert sorted(legal_spots(board, face)) == sorted(expected)


def test_contacts_list_the_touching_edges_and_whether_they_agree() -> None:
    from figures.colour.rules import contacts

    board = board_of(("RRRRRR/R", (0, 0), E))
    agree = contacts(board, Face.parse("YYYYRR/Y"), (0, 1), E)
    assert sorted(agree) == [((0, 1, S), True), ((1, 1, S), True)]
    clash = contacts(board, Face.parse("YYYYRY/Y"), (0, 1), E)
    assert sorted(clash) == [((0, 1, S), False), ((1, 1, S), True)]
    assert contacts(board, RED, (5, 5), E) == []
