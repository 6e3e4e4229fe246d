"""Shapely polygons for triangles, squares, dominoes and surfaces, in table units.

Cell ``(x, y)`` is the unit square from ``(x, y)`` to ``(x + 1, y + 1)``; a triangle has area
1/4 and a square 1/2. The front end draws and picks with these shapes, and the tests check the
surface graph against the same-colour pieces of their union.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from shapely import Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from figures.colour.board import Board, Placed
from figures.colour.geometry import Side, Square, Triangle, square_triangles
from figures.colour.tiles import Colour

#: Corners of a cell's side, as offsets from the cell's south-west corner, clockwise.
_SIDE_CORNERS = {
    Side.N: ((0.0, 1.0), (1.0, 1.0)),
    Side.E: ((1.0, 1.0), (1.0, 0.0)),
    Side.S: ((1.0, 0.0), (0.0, 0.0)),
    Side.W: ((0.0, 0.0), (0.0, 1.0)),
}


@lru_cache(maxsize=65536)
def triangle_polygon(triangle: Triangle) -> Polygon:
    x, y, side = triangle
    (ax, ay), (bx, by) = _SIDE_CORNERS[Side(side)]
    return Polygon([(x + ax, y + ay), (x + bx, y + by), (x + 0.5, y + 0.5)])


def square_polygon(square: Square) -> Polygon:
    """The diamond centred on the square's edge (both triangles, whether covered or not)."""
    first, second = square_triangles(square)
    return unary_union([triangle_polygon(first), triangle_polygon(second)])


def domino_polygon(placed: Placed) -> Polygon:
    (ax, ay), (bx, by) = placed.cells
    x0, y0 = min(ax, bx), min(ay, by)
    x1, y1 = max(ax, bx) + 1, max(ay, by) + 1
    return Polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def colour_pieces(board: Board) -> dict[Colour, list[Polygon]]:
    """For each colour, the connected pieces of the union of its triangles on the table.

    Pieces that meet at a single point stay apart, as the rules want.
    """
    by_colour: dict[Colour, list[Polygon]] = {}
    for colour in Colour:
        triangles = [triangle_polygon(t) for t, c in board.colours.items() if c is colour]
        by_colour[colour] = _parts(unary_union(triangles)) if triangles else []
    return by_colour


def _parts(geometry: BaseGeometry) -> list[Polygon]:
    if isinstance(geometry, Polygon):
        return [geometry]
    return [g for g in getattr(geometry, "geoms", []) if isinstance(g, Polygon)]


def surface_polygon(squares: Iterable[Square], board: Board) -> BaseGeometry:
    """The covered part of a set of squares: what a surface looks like on the table."""
    covered = [
        triangle_polygon(t)
        for square in squares
        for t in square_triangles(square)
        if t in board.colours
    ]
    return unary_union(covered)
