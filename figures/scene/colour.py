"""The look of the colour game worked out once, for both of its painters: the Pillow pictures
(:mod:`figures.pictures.colour`) and the desktop table (:mod:`figures.ui.colour.paint`).

What is here is a description, not a drawing: the four tile colours and the colours of the
table, the colour-blind symbol of each tile colour as strokes (:func:`symbol_strokes`), a
domino's cells, middle and box (:func:`cells_of`, :func:`middle_of`, :func:`box_of`), and its
triangles with their corners and centres (:func:`domino_pieces`). Neither painter
works out a symbol's shape or a triangle's corners again; each turns the strokes and points
into its own calls (Pillow's in image pixels, ``y`` growing downwards; Arcade's in table
units, ``y`` growing upwards, under a camera).

Table units follow the engine: cell ``(x, y)`` is the unit square from ``(x, y)`` to
``(x + 1, y + 1)`` with ``y`` growing north (see :mod:`figures.colour.shapes`). No arcade and
no Pillow here: the engine's geometry only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from figures.colour.geometry import OFFSET, Cell, Side, Triangle, neighbour
from figures.colour.shapes import triangle_polygon
from figures.colour.tiles import Colour

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: The four colours of the game: calm, readable, apart in lightness as well as in hue.
PALETTE: Final[dict[Colour, RGB]] = {
    Colour.R: (208, 92, 76),
    Colour.Y: (238, 196, 88),
    Colour.G: (96, 160, 104),
    Colour.B: (80, 126, 186),
}
#: The symbol drawn in every triangle in colour-blind mode.
SYMBOLS: Final[dict[Colour, str]] = {
    Colour.R: "circle",
    Colour.Y: "triangle",
    Colour.G: "square",
    Colour.B: "cross",
}
TABLE: Final[RGB] = (244, 240, 232)
GRID: Final[RGB] = (226, 219, 205)
INK: Final[RGB] = (46, 46, 52)
SEAM: Final[RGB] = (92, 88, 84)
PAPER: Final[RGB] = (255, 255, 255)
HIGHLIGHT: Final[RGB] = (128, 40, 140)
WARNING: Final[RGB] = (190, 30, 45)


def cells_of(at: Cell, direction: Side) -> tuple[Cell, Cell]:
    """The two cells of a domino at ``at`` facing ``direction``."""
    return (at, neighbour(at, direction))


def middle_of(at: Cell, direction: Side) -> Point:
    """The middle of a domino's two cells, in table units (the one place it is worked out:
    the ghost, the spots, the hints, the slides, the floating points)."""
    dx, dy = OFFSET[direction]
    return (at[0] + 0.5 + dx / 2, at[1] + 0.5 + dy / 2)


def box_of(at: Cell, direction: Side) -> tuple[float, float, float, float]:
    """The rectangle ``(x0, y0, x1, y1)`` a domino covers, in table units."""
    cells = cells_of(at, direction)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)


#: A symbol's size and its strokes' width, in cells.
SYMBOL_RADIUS: Final = 0.075
SYMBOL_WIDTH: Final = 0.03


def shade(rgb: RGB, factor: float) -> RGB:
    """A darker version of a colour (``factor`` from 0, black, to 1, unchanged)."""
    return (int(rgb[0] * factor), int(rgb[1] * factor), int(rgb[2] * factor))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved towards ``b`` by ``t`` (0: a, 1: b)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# ------------------------------------------------------------------------------- points


#: The ink of a colour's colour-blind symbols, and of a closed surface's outline: dark shades
#: of the colour itself, the same in every picture and on the screen.
SYMBOL_INK: Final[dict[Colour, RGB]] = {c: shade(rgb, 0.35) for c, rgb in PALETTE.items()}
CLOSED_INK: Final[dict[Colour, RGB]] = {c: shade(rgb, 0.4) for c, rgb in PALETTE.items()}


def triangle_centre(triangle: Triangle) -> Point:
    """The centroid of a triangle, in table units."""
    c = triangle_polygon(triangle).centroid
    return (float(c.x), float(c.y))


def edge_middle(triangle: Triangle) -> Point:
    """The middle of the cell side a triangle lies on."""
    x, y, side = triangle
    dx, dy = OFFSET[Side(side)]
    return (x + 0.5 + dx / 2, y + 0.5 + dy / 2)


# ------------------------------------------------------------------------------- symbols


@dataclass(frozen=True, slots=True)
class Ring:
    """A circle's outline."""

    centre: Point
    radius: float


@dataclass(frozen=True, slots=True)
class Outline:
    """A closed polygon's outline (its first corner not repeated)."""

    points: tuple[Point, ...]


@dataclass(frozen=True, slots=True)
class Box:
    """A square's outline, ``half`` its half side."""

    centre: Point
    half: float


@dataclass(frozen=True, slots=True)
class Segment:
    start: Point
    end: Point


Stroke = Ring | Outline | Box | Segment


def symbol_strokes(
    colour: Colour, centre: Point, unit: float = 1.0, *, y_down: bool = False
) -> tuple[Stroke, ...]:
    """The colour-blind symbol of ``colour`` centred on ``centre``, ``unit`` the size of a
    cell where it is drawn (1 in table units; ``y_down`` for an image, whose ``y`` grows
    downwards: the triangle still points up). Stroked ``SYMBOL_WIDTH * unit`` wide."""
    x, y = centre
    r = unit * SYMBOL_RADIUS
    kind = SYMBOLS[colour]
    if kind == "circle":
        return (Ring(centre, r),)
    if kind == "triangle":
        up = -r if y_down else r
        return (
            Outline(((x, y + up * 1.15), (x + r * 1.1, y - up * 0.8), (x - r * 1.1, y - up * 0.8))),
        )
    if kind == "square":
        return (Box(centre, r * 0.85),)
    return (Segment((x - r, y - r), (x + r, y + r)), Segment((x - r, y + r), (x + r, y - r)))


# ------------------------------------------------------------------------------- dominoes


@dataclass(frozen=True, slots=True)
class Piece:
    """One coloured triangle of a domino: its corners (the ring closed on its first
    corner, as the engine's polygon gives it) and its centre (where its symbol goes)."""

    triangle: Triangle
    colour: Colour
    ring: tuple[Point, ...]

    @property
    def corners(self) -> tuple[Point, Point, Point]:
        return (self.ring[0], self.ring[1], self.ring[2])

    @property
    def centre(self) -> Point:
        return triangle_centre(self.triangle)


def domino_pieces(triangles: Iterable[tuple[Triangle, Colour]]) -> list[Piece]:
    """The coloured triangles of a domino (or of the table), in the order given."""
    out = []
    for triangle, colour in triangles:
        polygon = triangle_polygon(triangle)
        ring = tuple((float(x), float(y)) for x, y in polygon.exterior.coords)
        out.append(Piece(triangle, colour, ring))
    return out
