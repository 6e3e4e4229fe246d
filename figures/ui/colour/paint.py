"""Drawing the table in batches, from the engine's shapely geometry.

Every domino becomes one shape of triangles (its eight coloured triangles, the seams between
them, its outline and, in colour-blind mode, a symbol per triangle) added to a
:class:`arcade.shape_list.ShapeElementList`; a frame draws the whole table in a handful of
draw calls whatever the number of dominoes. Shapes are added as dominoes are placed, those
taken back by an undo are removed, and the list is rebuilt only when the colour-blind mode
changes. Coordinates are table units (one per cell); the camera scales them.

A domino's triangles and the colour-blind symbols are those of the scene the Pillow pictures
share (:mod:`figures.scene.colour`), turned here into triangles and thick lines.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_lines,
)
from shapely import Polygon
from shapely.ops import unary_union

from figures.colour.board import Board, Placed
from figures.colour.geometry import Cell, Side, Triangle, square_triangles
from figures.colour.shapes import (
    domino_polygon,
    square_polygon,
    surface_polygon,
    triangle_polygon,
)
from figures.colour.surfaces import Surface
from figures.colour.tiles import Colour
from figures.pictures.colour import polygons
from figures.scene.colour import (
    SYMBOL_WIDTH,
    Box,
    Outline,
    Ring,
    cells_of,
    domino_pieces,
    edge_middle,
    middle_of,
    symbol_strokes,
)
from figures.ui import theme
from figures.ui.draw.batch import Batch, Point
from figures.ui.theme import RGB, RGBA, SIZES, rgba

#: The grid grows by blocks of this many cells when the view goes past it.
GRID_STEP = 16
#: The colour-blind symbols on the table, this many times the scene's size (the pictures'),
#: so that they read at the starting zoom (about 11 pixels across at 46 pixels a cell).
SYMBOL_SCALE = 1.6


# ------------------------------------------------------------------------------- dominoes


def _coords(polygon: Polygon) -> list[Point]:
    return [(float(x), float(y)) for x, y in polygon.exterior.coords]


def symbol(batch: Batch, centre: Point, colour: Colour, alpha: int = 255) -> None:
    """The colour-blind symbol of ``colour`` (the scene's strokes), centred on ``centre``."""
    ink = rgba(theme.SYMBOL_INK[colour], alpha)
    width = SYMBOL_WIDTH * SYMBOL_SCALE
    for stroke in symbol_strokes(colour, centre, SYMBOL_SCALE):
        if isinstance(stroke, Ring):
            batch.circle(stroke.centre, stroke.radius, width, ink)
        elif isinstance(stroke, Outline):
            batch.ring([*stroke.points, stroke.points[0]], width, ink)
        elif isinstance(stroke, Box):
            (x, y), q = stroke.centre, stroke.half
            batch.ring(
                [(x - q, y - q), (x + q, y - q), (x + q, y + q), (x - q, y + q), (x - q, y - q)],
                width,
                ink,
            )
        else:
            batch.segment(stroke.start, stroke.end, width, ink)


def add_domino(
    batch: Batch,
    triangles: Iterable[tuple[Triangle, Colour]],
    rectangle: Polygon,
    *,
    colour_blind: bool,
    alpha: int = 255,
    outline: RGB = theme.INK,
    outline_width: float = SIZES.outline,
    fade: float = 0.0,
) -> None:
    """One domino: its triangles from shapely, the seams, the outline, the symbols."""
    pieces = domino_pieces(triangles)
    for piece in pieces:
        tile = theme.TILE[piece.colour]
        fill = theme.mix(tile, theme.TABLE, fade) if fade else tile
        batch.triangle(*piece.corners, rgba(fill, alpha))
    seam = rgba(theme.SEAM, min(alpha, 110))
    cells = {(p.triangle[0], p.triangle[1]) for p in pieces}
    for x, y in cells:
        batch.segment((x, y), (x + 1, y + 1), SIZES.seam, seam, cap=False)
        batch.segment((x, y + 1), (x + 1, y), SIZES.seam, seam, cap=False)
    if colour_blind:
        for piece in pieces:
            symbol(batch, piece.centre, piece.colour, alpha)
    batch.ring(_coords(rectangle), outline_width, rgba(outline, alpha))


def domino_shape(
    placed: Placed, *, colour_blind: bool, alpha: int = 255, outline: RGB = theme.INK
) -> Shape | None:
    batch = Batch()
    add_domino(
        batch,
        placed.triangles(),
        domino_polygon(placed),
        colour_blind=colour_blind,
        alpha=alpha,
        outline=outline,
    )
    return batch.shape()


def surface_outline(
    batch: Batch, surface: Surface, board: Board, colour: RGBA, width: float
) -> None:
    """A line just inside a surface's edge."""
    shape = surface_polygon(surface.squares, board).buffer(-0.07, join_style="mitre")
    for polygon in polygons(shape):
        for ring in (polygon.exterior, *polygon.interiors):
            batch.ring([(float(x), float(y)) for x, y in ring.coords], width, colour)


def closing_batch(batch: Batch, surfaces: Sequence[Surface], *, strong: bool) -> None:
    """The surfaces a placement would close: each square tinted white, then the surface
    outlined in its colour's dark ink (``strong`` once the placement is previewed)."""
    tint = rgba((255, 255, 255), 110 if strong else 80)
    for surface in surfaces:
        diamonds = [square_polygon(square) for square in surface.squares]
        for diamond in diamonds:
            batch.polygon(_coords(diamond)[:-1], tint)
        shape = unary_union(diamonds).buffer(-0.06, join_style="mitre")
        colour = rgba(theme.CLOSED_OF[surface.colour])
        for polygon in polygons(shape):
            for ring in (polygon.exterior, *polygon.interiors):
                points = [(float(x), float(y)) for x, y in ring.coords]
                batch.ring(points, SIZES.closed * (2.0 if strong else 1.5), colour)


#: Seconds a newly closed surface takes to fill in, and how much of that the wave of colour
#: takes to cross it from the placement (each square then clears in the rest).
FILL = 0.6
FILL_WAVE = 0.6
#: The wash a newly closed surface starts under (its squares pale, then their colour).
FILL_WASH = 215


@dataclass(frozen=True)
class Filling:
    """Surfaces just closed, ready to fill in: the triangles of each square (covered ones,
    in table units), each square's place in the wave (0 at the placement, 1 furthest), and
    the surfaces' outlines."""

    squares: tuple[tuple[tuple[Point, Point, Point], ...], ...]
    wave: tuple[float, ...]
    outlines: tuple[tuple[Point, ...], ...]


def filling(surfaces: Sequence[Surface], board: Board, origin: Point) -> Filling:
    """What :func:`fill_batch` draws of ``surfaces`` closed on ``board`` by a placement
    whose middle is ``origin``: worked out once (shapely), drawn every frame."""
    squares: list[tuple[tuple[Point, Point, Point], ...]] = []
    far: list[float] = []
    outlines: list[tuple[Point, ...]] = []
    for surface in surfaces:
        for square in sorted(surface.squares):
            triangles = []
            for triangle in square_triangles(square):
                if triangle in board.colours:
                    ring = _coords(triangle_polygon(triangle))[:3]
                    triangles.append((ring[0], ring[1], ring[2]))
            if not triangles:
                continue
            xs = [p[0] for t in triangles for p in t]
            ys = [p[1] for t in triangles for p in t]
            middle = (sum(xs) / len(xs), sum(ys) / len(ys))
            squares.append(tuple(triangles))
            far.append(math.dist(middle, origin))
        shape = surface_polygon(surface.squares, board).buffer(-0.07, join_style="mitre")
        for polygon in polygons(shape):
            for ring in (polygon.exterior, *polygon.interiors):
                outlines.append(tuple((float(x), float(y)) for x, y in ring.coords))
    low, high = min(far, default=0.0), max(far, default=0.0)
    span = high - low or 1.0
    return Filling(tuple(squares), tuple((d - low) / span for d in far), tuple(outlines))


def fill_alphas(fill: Filling, progress: float) -> tuple[list[int], int]:
    """At ``progress`` (0 to 1) of the fill: each square's wash (its alpha: the square pale
    under it until the wave of colour from the placement reaches it, clear once it has
    passed) and the white over the outlines (fading into their own colour)."""
    progress = min(1.0, max(0.0, progress))
    rest = 1.0 - FILL_WAVE
    washes = []
    for place in fill.wave:
        done = min(1.0, max(0.0, (progress - FILL_WAVE * place) / rest))
        washes.append(round(FILL_WASH * (1.0 - done)))
    return washes, round(255 * (1.0 - progress))


def fill_batch(fill: Filling, progress: float) -> Batch:
    """A newly closed surface filling in at ``progress`` (0 to 1): its squares pale under a
    wash that clears as a wave from the placement, its outline white fading to its colour
    (drawn over the table's own outline)."""
    batch = Batch()
    washes, white = fill_alphas(fill, progress)
    for triangles, alpha in zip(fill.squares, washes, strict=True):
        if alpha:
            for a, b, c in triangles:
                batch.triangle(a, b, c, rgba(theme.TABLE, alpha))
    if white:
        for ring in fill.outlines:
            batch.ring(ring, SIZES.closed * 1.6, rgba((255, 255, 255), white))
    return batch


def dead_batch(cells: Sequence[Cell]) -> Batch:
    """Cells no domino can ever fill: a grey wash crossed by two hatch lines."""
    batch = Batch()
    wash = rgba(theme.DEAD, 110)
    ink = rgba(theme.DEAD, 200)
    for x, y in cells:
        batch.polygon([(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)], wash)
        batch.segment((x + 0.2, y + 0.2), (x + 0.8, y + 0.8), 0.05, ink)
        batch.segment((x + 0.2, y + 0.8), (x + 0.8, y + 0.2), 0.05, ink)
    return batch


def rect_outline(
    batch: Batch, cells: Sequence[Cell], inset: float, width: float, colour: RGBA
) -> None:
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, y0 = min(xs) + inset, min(ys) + inset
    x1, y1 = max(xs) + 1 - inset, max(ys) + 1 - inset
    batch.ring([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)], width, colour)


class TableRenderer:
    """The dominoes on the table, the closed surfaces and the grid, as batched shapes."""

    def __init__(self) -> None:
        self.dominoes: ShapeElementList[Shape] = ShapeElementList()
        self.closed: ShapeElementList[Shape] = ShapeElementList()
        self.grid: ShapeElementList[Shape] = ShapeElementList()
        self._drawn: list[Placed] = []
        #: The shape of each domino drawn (None for one that made none).
        self._shapes: list[Shape | None] = []
        self._colour_blind = False
        self._closed_keys: set[frozenset[tuple[int, int, int]]] = set()
        #: Surfaces closed by the latest change, for the view to fill in.
        self.new_closed: list[Surface] = []
        self._grid_bounds: tuple[int, int, int, int] | None = None

    def sync(self, board: Board, *, colour_blind: bool) -> bool:
        """Bring the shapes up to date with ``board``. True when something changed.

        Dominoes are compared by value (an undo replays the game into new objects): the
        shapes of those still on the table are kept, those taken back removed, the new ones
        added; everything is rebuilt only when the colour-blind mode changes."""
        placed = board.placed
        if colour_blind != self._colour_blind:
            self.dominoes = ShapeElementList()
            self._drawn, self._shapes = [], []
            self._colour_blind = colour_blind
        kept = 0
        for a, b in zip(placed, self._drawn, strict=False):
            if a != b:
                break
            kept += 1
        if kept == len(placed) == len(self._drawn) and self._grid_bounds is not None:
            self._drawn = list(placed)  # the same dominoes, maybe new objects
            return False
        grew = kept == len(self._drawn) and len(placed) == kept + 1  # one domino just placed
        if len(self._shapes) > kept:
            self.dominoes.update()  # (arcade removes only shapes already uploaded)
        for shape in self._shapes[kept:]:
            if shape is not None:
                self.dominoes.remove(shape)
        self._shapes = self._shapes[:kept]
        for domino in placed[kept:]:
            shape = domino_shape(domino, colour_blind=colour_blind)
            if shape is not None:
                self.dominoes.append(shape)
            self._shapes.append(shape)
        self._drawn = list(placed)
        self._sync_closed(board, flash=grew)
        self._sync_grid(board)
        return True

    def _sync_closed(self, board: Board, *, flash: bool) -> None:
        batch = Batch()
        keys = set()
        new = []
        for surface in board.surfaces.surfaces():
            if not surface.closed:
                continue
            keys.add(surface.squares)
            if surface.squares not in self._closed_keys:
                new.append(surface)
            surface_outline(
                batch, surface, board, rgba(theme.CLOSED_OF[surface.colour]), SIZES.closed
            )
        self.new_closed = new if flash else []
        self._closed_keys = keys
        self.closed = ShapeElementList()
        shape = batch.shape()
        if shape is not None:
            self.closed.append(shape)

    def _sync_grid(self, board: Board) -> None:
        cells = list(board.cells) or [(0, 0)]
        pad = 12
        bounds = (
            min(c[0] for c in cells) - pad,
            min(c[1] for c in cells) - pad,
            max(c[0] for c in cells) + pad + 1,
            max(c[1] for c in cells) + pad + 1,
        )
        if self._grid_bounds is not None:  # it only grows: the view may reach past the table
            old = self._grid_bounds
            bounds = (
                min(bounds[0], old[0]),
                min(bounds[1], old[1]),
                max(bounds[2], old[2]),
                max(bounds[3], old[3]),
            )
        self._cover(bounds)

    def cover(self, visible: tuple[float, float, float, float]) -> None:
        """Make the grid reach over ``visible`` (``x0, y0, x1, y1`` in table units), so that
        no strip of the table is left without it however far it is dragged."""
        if self._grid_bounds is not None:
            gx0, gy0, gx1, gy1 = self._grid_bounds
            x0, y0, x1, y1 = visible
            if gx0 <= x0 and gy0 <= y0 and x1 <= gx1 and y1 <= gy1:
                return
            step = GRID_STEP
            self._cover(
                (
                    min(gx0, math.floor(x0 / step) * step),
                    min(gy0, math.floor(y0 / step) * step),
                    max(gx1, math.ceil(x1 / step) * step),
                    max(gy1, math.ceil(y1 / step) * step),
                )
            )

    def _cover(self, bounds: tuple[int, int, int, int]) -> None:
        if bounds == self._grid_bounds:
            return
        self._grid_bounds = bounds
        x0, y0, x1, y1 = bounds
        points: list[Point] = []
        for x in range(x0, x1 + 1):
            points += [(x, y0), (x, y1)]
        for y in range(y0, y1 + 1):
            points += [(x0, y), (x1, y)]
        self.grid = ShapeElementList()
        # One-pixel lines whatever the zoom (thin triangles would round to one or two pixels).
        self.grid.append(create_lines(points, rgba(theme.GRID)))

    def draw(self) -> None:
        self.grid.draw()
        self.dominoes.draw()
        self.closed.draw()


def ghost_batch(
    placed: Placed, *, legal: bool | None, colour_blind: bool, alpha: int = 190
) -> Batch:
    """A domino not on the table: faded, outlined green when it fits, red when not, ink
    when unknown."""
    batch = Batch()
    outline = theme.INK if legal is None else (theme.LEGAL if legal else theme.ILLEGAL)
    add_domino(
        batch,
        placed.triangles(),
        domino_polygon(placed),
        colour_blind=colour_blind,
        alpha=alpha,
        outline=outline,
        outline_width=SIZES.outline * 2.2,
        fade=0.0 if legal is not False else 0.35,
    )
    return batch


def contact_marks(batch: Batch, touching: Sequence[tuple[Triangle, bool]]) -> None:
    """On each edge where a placement touches the table: a green dot where the colours agree,
    a red cross in a white disc where they do not."""
    for triangle, agree in touching:
        centre = edge_middle(triangle)
        batch.disc(centre, 0.13, rgba((255, 255, 255)))
        if agree:
            batch.disc(centre, 0.09, rgba(theme.LEGAL))
        else:
            q = 0.07
            ink = rgba(theme.ILLEGAL)
            batch.segment((centre[0] - q, centre[1] - q), (centre[0] + q, centre[1] + q), 0.04, ink)
            batch.segment((centre[0] - q, centre[1] + q), (centre[0] + q, centre[1] - q), 0.04, ink)


def spots_batch(spots: Sequence[tuple[Cell, Side]], current: Side) -> Batch:
    """Every legal spot of a face: its two cells outlined, brighter in the held direction."""
    batch = Batch()
    for at, direction in spots:
        strong = direction == current
        colour = rgba(theme.SPOT, 230 if strong else 90)
        cells = cells_of(at, direction)
        rect_outline(batch, cells, 0.12 if strong else 0.2, 0.06 if strong else 0.035, colour)
        if strong:
            batch.circle(middle_of(at, direction), 0.09, 0.05, colour)
    return batch
