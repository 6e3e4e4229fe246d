"""Pictures of the table and of the tile set, drawn with Pillow.

The colours, the colour-blind symbols and a domino's triangles come from the scene
description the desktop table shares (:mod:`figures.scene.colour`); this module turns them
into Pillow's calls.

Rendering is a pure function of the state: :func:`render_board` reads a
:class:`~figures.colour.board.Board` (and never changes it) and returns an image, saved
atomically when a path is given. The engine never imports this module.

Table units follow the engine: cell ``(x, y)`` is the unit square from ``(x, y)`` to
``(x + 1, y + 1)`` with ``y`` growing north (see :mod:`figures.colour.shapes`). In an image
``y`` grows downwards, so the view is flipped: with ``scale`` pixels per cell and the drawn
cells running from ``x0..x1`` and ``y0..y1``, the point ``(X, Y)`` lands on the pixel
``(margin + (X - x0) * scale, margin + (y1 + 1 - Y) * scale)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Final

from PIL import Image, ImageDraw, ImageFont
from shapely import Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from figures.colour.board import Board, Placed, domino_triangles
from figures.colour.errors import FileWriteError
from figures.colour.geometry import Cell, Side, Square, Triangle, square_triangles
from figures.colour.shapes import domino_polygon, surface_polygon, triangle_polygon
from figures.colour.tiles import Colour, Face, TileSet
from figures.core.files import atomic_writer
from figures.scene.colour import (
    CLOSED_INK,
    SYMBOL_INK,
    SYMBOL_WIDTH,
    Box,
    Outline,
    Ring,
    domino_pieces,
    symbol_strokes,
)
from figures.scene.colour import GRID as GRID
from figures.scene.colour import HIGHLIGHT as HIGHLIGHT
from figures.scene.colour import INK as INK
from figures.scene.colour import PALETTE as PALETTE
from figures.scene.colour import PAPER as PAPER
from figures.scene.colour import SEAM as SEAM
from figures.scene.colour import SYMBOLS as SYMBOLS
from figures.scene.colour import TABLE as TABLE
from figures.scene.colour import WARNING as WARNING
from figures.scene.colour import edge_middle as edge_middle
from figures.scene.colour import mix as mix
from figures.scene.colour import shade as shade
from figures.scene.colour import triangle_centre as triangle_centre

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: Drawing happens this many times larger, then is reduced: smooth edges, exact flat colours.
_SUPERSAMPLE: Final = 3


# ------------------------------------------------------------------------------- marks


@dataclass(frozen=True, slots=True)
class EdgeMark:
    """A disc on the middle of the cell side that ``triangle`` lies on.

    ``text`` goes inside the disc, or a tick when there is none; ``bad`` draws a warning
    cross instead (a colour mismatch).
    """

    triangle: Triangle
    text: str = ""
    bad: bool = False


@dataclass(frozen=True, slots=True)
class PointMark:
    """A ring round a point of the table (e.g. a cell centre), with an optional text beside."""

    at: Point
    text: str = ""


@dataclass(frozen=True, slots=True)
class TextMark:
    """A text centred on a point of the table; ``size`` is the text height in cells."""

    at: Point
    text: str
    size: float = 0.2


@dataclass(frozen=True, slots=True)
class SquareMark:
    """A square, outlined just inside: solid when both its triangles are on the table, and for
    a half square a dashed outline of the missing half."""

    square: Square


Mark = EdgeMark | PointMark | TextMark | SquareMark


# ------------------------------------------------------------------------------- fonts


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's own font, so that every machine draws the same text."""
    try:
        return ImageFont.load_default(size=max(size, 6))
    except (TypeError, OSError):  # Pillow without FreeType: the fixed bitmap font
        return ImageFont.load_default()


def _text(
    draw: ImageDraw.ImageDraw,
    at: Point,
    text: str,
    size: int,
    fill: RGB = INK,
    *,
    halo: RGB | None = PAPER,
    anchor: str = "mm",
) -> None:
    draw.text(
        at,
        text,
        font=font(size),
        fill=fill,
        anchor=anchor,
        stroke_width=max(1, size // 7) if halo is not None else 0,
        stroke_fill=halo,
    )


def cell_label(cell: Cell) -> str:
    """``x,y`` with true minus signs (a hyphen is hard to see at small sizes)."""
    return f"{cell[0]},{cell[1]}".replace("-", "\u2212")


def text_width(text: str, size: int) -> int:
    """Width in pixels of ``text`` drawn ``size`` pixels high (for laying out pictures)."""
    left, _, right, _ = font(size).getbbox(text)
    return int(right - left)


# ------------------------------------------------------------------------------- the frame


@dataclass(frozen=True, slots=True)
class Frame:
    """Where table units land on the (supersampled) image."""

    x0: int
    y0: int
    x1: int
    y1: int
    scale: int
    margin: int
    ss: int = 1

    @property
    def size(self) -> tuple[int, int]:
        """The final image size (not supersampled)."""
        return (
            (self.x1 - self.x0 + 1) * self.scale + 2 * self.margin,
            (self.y1 - self.y0 + 1) * self.scale + 2 * self.margin,
        )

    def px(self, point: Point) -> Point:
        x, y = point
        return (
            (self.margin + (x - self.x0) * self.scale) * self.ss,
            (self.margin + (self.y1 + 1 - y) * self.scale) * self.ss,
        )

    def ring(self, coords: Iterable[tuple[float, float]]) -> list[Point]:
        return [self.px((float(x), float(y))) for x, y in coords]

    @property
    def unit(self) -> int:
        """One cell in supersampled pixels."""
        return self.scale * self.ss


def board_bounds(
    board: Board, extra: Iterable[Cell] = (), pad: int = 0
) -> tuple[int, int, int, int]:
    """``(x0, y0, x1, y1)``: the cells a picture of ``board`` shows (at least one cell)."""
    cells = [*board.cells, *extra]
    if not cells:
        cells = [(0, 0)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def _margin(scale: int, margin: int | None) -> int:
    return max(4, scale // 3) if margin is None else margin


# ------------------------------------------------------------------------------- primitives


def _dashed(
    draw: ImageDraw.ImageDraw, points: Sequence[Point], fill: RGB, width: int, dash: float
) -> None:
    """A dashed polyline (closed when the last point repeats the first); the dash pattern runs
    on round the corners."""
    gap = dash * 0.8
    drawing, remaining = True, dash / 2
    current: list[Point] = []
    for (ax, ay), (bx, by) in pairwise(points):
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        t = 0.0
        while length - t > 1e-9:
            step = min(remaining, length - t)
            start = (ax + (bx - ax) * t / length, ay + (by - ay) * t / length)
            t += step
            end = (ax + (bx - ax) * t / length, ay + (by - ay) * t / length)
            if drawing:
                current.extend([start, end] if not current else [end])
            remaining -= step
            if remaining <= 1e-9:
                if drawing and current:
                    _polyline(draw, current, fill, width)
                    current = []
                drawing = not drawing
                remaining = dash if drawing else gap
    if current:
        _polyline(draw, current, fill, width)


def _polyline(draw: ImageDraw.ImageDraw, points: Sequence[Point], fill: RGB, width: int) -> None:
    draw.line(list(points), fill=fill, width=width, joint="curve")
    r = width / 2
    for x, y in points:  # round the corners
        draw.ellipse([x - r, y - r, x + r, y + r], fill=fill)


def _symbol(draw: ImageDraw.ImageDraw, centre: Point, colour: Colour, unit: float) -> None:
    """The colour-blind symbol of ``colour`` centred on ``centre``; ``unit`` is one cell."""
    ink = SYMBOL_INK[colour]
    width = max(1, round(unit * SYMBOL_WIDTH))
    for stroke in symbol_strokes(colour, centre, unit, y_down=True):
        if isinstance(stroke, Ring):
            (x, y), r = stroke.centre, stroke.radius
            draw.ellipse([x - r, y - r, x + r, y + r], outline=ink, width=width)
        elif isinstance(stroke, Outline):
            draw.polygon(list(stroke.points), outline=ink, width=width)
        elif isinstance(stroke, Box):
            (x, y), q = stroke.centre, stroke.half
            draw.rectangle([x - q, y - q, x + q, y + q], outline=ink, width=width)
        else:
            draw.line([stroke.start, stroke.end], fill=ink, width=width)


def _fill_triangles(
    draw: ImageDraw.ImageDraw,
    frame: Frame,
    triangles: Iterable[tuple[Triangle, Colour]],
    *,
    colour_blind: bool,
    fade: float = 0.0,
) -> None:
    seam = max(1, frame.ss)
    for piece in domino_pieces(triangles):
        fill = mix(PALETTE[piece.colour], TABLE, fade)
        points = [frame.px(point) for point in piece.ring]
        draw.polygon(points, fill=fill, outline=mix(SEAM, fill, 0.45 + fade / 2), width=seam)
        if colour_blind:
            _symbol(draw, frame.px(piece.centre), piece.colour, frame.unit)


def _outline(
    draw: ImageDraw.ImageDraw,
    frame: Frame,
    polygon: Polygon,
    fill: RGB,
    width: int,
    *,
    dashed: bool = False,
) -> None:
    rings = [polygon.exterior, *polygon.interiors]
    for ring in rings:
        points = frame.ring(ring.coords)
        if dashed:
            _dashed(draw, points, fill, width, frame.unit * 0.12)
        else:
            _polyline(draw, points, fill, width)


def polygons(geometry: BaseGeometry) -> list[Polygon]:
    if isinstance(geometry, Polygon):
        return [geometry] if not geometry.is_empty else []
    return [g for g in getattr(geometry, "geoms", []) if isinstance(g, Polygon) and not g.is_empty]


# ------------------------------------------------------------------------------- saving


RenderError = FileWriteError  # what a picture that cannot be written raises


def save_image(image: Image.Image, path: str | Path) -> None:
    """Write a PNG to a temporary file beside ``path``, then rename it over ``path``.

    Raises FileWriteError, with a one-line message, when the file cannot be written."""
    with atomic_writer(path, "wb") as handle:
        image.save(handle, format="PNG", optimize=True)


# ------------------------------------------------------------------------------- the table


def render_board(
    board: Board,
    path: str | Path | None = None,
    *,
    scale: int = 48,
    margin: int | None = None,
    highlight: Placed | None = None,
    outline_closed: bool = True,
    label_cells: bool = False,
    marks: Sequence[Mark] = (),
    ghosts: Sequence[Placed] = (),
    extra_cells: Iterable[Cell] = (),
    pad: int = 0,
    colour_blind: bool = False,
) -> Image.Image:
    """A picture of the table.

    Every triangle is filled with its colour, with thin seams between triangles, a thicker
    outline round each domino and, with ``outline_closed``, a line in a darker shade just
    inside each closed same-colour surface. ``highlight`` (usually the domino just placed)
    gets a coloured frame. ``ghosts`` are dominoes drawn faded with a dashed outline, not on
    the table (a placement being considered). ``extra_cells`` and ``pad`` widen the view
    beyond the covered cells; the empty cells show as a faint grid. ``label_cells`` writes
    ``x,y`` in every cell; ``colour_blind`` adds a symbol per colour in every triangle.
    The board is only read. The image is saved as PNG (atomically) when ``path`` is given.
    """
    ghost_cells = [c for g in ghosts for c in g.cells]
    x0, y0, x1, y1 = board_bounds(board, [*ghost_cells, *extra_cells], pad)
    frame = Frame(x0, y0, x1, y1, scale, _margin(scale, margin), _SUPERSAMPLE)
    width, height = frame.size
    ss = frame.ss
    image = Image.new("RGB", (width * ss, height * ss), TABLE)
    draw = ImageDraw.Draw(image)

    for x in range(x0, x1 + 2):  # the grid of empty cells
        draw.line([frame.px((x, y0)), frame.px((x, y1 + 1))], fill=GRID, width=ss)
    for y in range(y0, y1 + 2):
        draw.line([frame.px((x0, y)), frame.px((x1 + 1, y))], fill=GRID, width=ss)

    _fill_triangles(draw, frame, board.colours.items(), colour_blind=colour_blind)
    for ghost in ghosts:
        _fill_triangles(draw, frame, ghost.triangles(), colour_blind=colour_blind, fade=0.45)

    domino_width = min(5, max(2, round(scale / 24))) * ss
    for placed in board.placed:
        _outline(draw, frame, domino_polygon(placed), INK, domino_width)
    for ghost in ghosts:
        _outline(draw, frame, domino_polygon(ghost), INK, domino_width, dashed=True)
    if highlight is not None:
        ring = domino_polygon(highlight).buffer(0.04, join_style="mitre")
        _outline(draw, frame, ring, PAPER, domino_width * 2 + 2 * ss)
        _outline(draw, frame, ring, HIGHLIGHT, domino_width * 2)

    if outline_closed:
        inset = 0.07
        line = max(2, round(scale / 18)) * ss
        for surface in board.surfaces.surfaces():
            if not surface.closed:
                continue
            shape = surface_polygon(surface.squares, board)
            for polygon in polygons(shape.buffer(-inset, join_style="mitre")):
                _outline(draw, frame, polygon, CLOSED_INK[surface.colour], line)

    for mark in marks:
        _draw_mark(draw, frame, board, mark)

    if label_cells:
        size = max(8, round(scale * 0.22)) * ss
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                _text(draw, frame.px((x + 0.5, y + 0.5)), cell_label((x, y)), size)

    result = image.reduce(ss)
    if path is not None:
        save_image(result, path)
    return result


def _draw_mark(draw: ImageDraw.ImageDraw, frame: Frame, board: Board, mark: Mark) -> None:
    unit = frame.unit
    if isinstance(mark, EdgeMark):
        x, y = frame.px(edge_middle(mark.triangle))
        r = unit * 0.15
        if mark.bad:
            draw.ellipse(
                [x - r, y - r, x + r, y + r], fill=PAPER, outline=WARNING, width=unit // 20
            )
            q = r * 0.5
            w = max(1, unit // 16)
            draw.line([(x - q, y - q), (x + q, y + q)], fill=WARNING, width=w)
            draw.line([(x - q, y + q), (x + q, y - q)], fill=WARNING, width=w)
        else:
            draw.ellipse([x - r, y - r, x + r, y + r], fill=INK, outline=PAPER, width=unit // 32)
            if not mark.text:
                q = r * 0.5
                tick = [(x - q, y), (x - q * 0.25, y + q * 0.7), (x + q, y - q * 0.7)]
                _polyline(draw, tick, PAPER, max(1, unit // 20))
        if mark.text and not mark.bad:
            _text(draw, (x, y), mark.text, round(r * 1.2), PAPER, halo=None)
    elif isinstance(mark, PointMark):
        x, y = frame.px(mark.at)
        r = unit * 0.17
        draw.ellipse([x - r, y - r, x + r, y + r], outline=PAPER, width=unit // 10)
        draw.ellipse([x - r, y - r, x + r, y + r], outline=INK, width=unit // 24)
        if mark.text:
            _text(draw, (x + r * 1.4, y), mark.text, round(unit * 0.2), anchor="lm")
    elif isinstance(mark, TextMark):
        _text(draw, frame.px(mark.at), mark.text, round(unit * mark.size))
    else:
        width = max(2, unit // 28)
        missing = [t for t in square_triangles(mark.square) if t not in board.colours]
        shown = missing or list(square_triangles(mark.square))
        shape = unary_union([triangle_polygon(t) for t in shown])
        for t in missing:  # a tint that stops short of the domino outlines
            for part in polygons(triangle_polygon(t).buffer(-0.035, join_style="mitre")):
                draw.polygon(frame.ring(part.exterior.coords), fill=mix(TABLE, INK, 0.07))
        for polygon in polygons(shape.buffer(-0.08 if missing else -0.06, join_style="mitre")):
            _outline(draw, frame, polygon, INK, width, dashed=bool(missing))


# ------------------------------------------------------------------------------- the tile set


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Where :func:`render_tile_sheet` puts each tile (final pixels)."""

    count: int
    scale: int
    columns: int = 6

    @property
    def label_width(self) -> int:
        return round(self.scale * 1.2)

    @property
    def gap(self) -> int:
        return round(self.scale * 0.4)

    @property
    def text_size(self) -> int:
        return max(8, round(self.scale * 0.36))

    @property
    def entry(self) -> tuple[int, int]:
        s = self.scale
        return (self.label_width + 4 * s + self.gap * 3, s + self.text_size + self.gap * 2)

    @property
    def header(self) -> int:
        return round(self.scale * 1.2)

    @property
    def margin(self) -> int:
        return round(self.scale * 0.5)

    @property
    def rows(self) -> int:
        return -(-self.count // self.columns)

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.entry
        return (
            self.columns * w + 2 * self.margin,
            self.header + self.rows * h + 2 * self.margin,
        )

    def entry_origin(self, index: int) -> tuple[int, int]:
        row, column = divmod(index, self.columns)
        w, h = self.entry
        return self.margin + column * w, self.margin + self.header + row * h

    def face_origin(self, index: int, face: int) -> tuple[int, int]:
        """Top-left pixel of face ``face`` of the ``index``-th tile, drawn lying east."""
        x, y = self.entry_origin(index)
        return x + self.label_width + face * (2 * self.scale + self.gap), y + self.gap // 2


def _draw_face(
    draw: ImageDraw.ImageDraw, origin: Point, face: Face, scale: int, ss: int, colour_blind: bool
) -> None:
    """One face lying east (A west of B), its top-left corner at ``origin`` (final pixels)."""
    ox, oy = origin
    frame = Frame(0, 0, 1, 0, scale, 0, ss)
    triangles = domino_triangles(face, (0, 0), Side.E)

    def px(point: Point) -> Point:
        x, y = frame.px(point)
        return (x + ox * ss, y + oy * ss)

    seam = max(1, ss)
    for piece in domino_pieces(triangles):
        points = [px(point) for point in piece.ring]
        fill = PALETTE[piece.colour]
        draw.polygon(points, fill=fill, outline=mix(SEAM, fill, 0.45), width=seam)
        if colour_blind:
            _symbol(draw, px(piece.centre), piece.colour, scale * ss)
    corners = [px((0.0, 0.0)), px((2.0, 0.0)), px((2.0, 1.0)), px((0.0, 1.0)), px((0.0, 0.0))]
    _polyline(draw, corners, INK, min(5, max(2, round(scale / 24))) * ss)


def render_tile_sheet(
    tileset: TileSet,
    path: str | Path | None = None,
    *,
    scale: int = 32,
    colour_blind: bool = False,
) -> Image.Image:
    """Both faces of every tile, lying east, with the tile id and each face's text form."""
    layout = SheetLayout(len(tileset), scale)
    ss = _SUPERSAMPLE
    width, height = layout.size
    image = Image.new("RGB", (width * ss, height * ss), PAPER)
    draw = ImageDraw.Draw(image)
    title = f"Figures tile set: {len(tileset)} tiles, face 0 and face 1, each drawn with dir E"
    _text(
        draw,
        (layout.margin * ss, (layout.margin + layout.header // 2) * ss),
        title,
        round(scale * 0.5) * ss,
        halo=None,
        anchor="lm",
    )
    _, h = layout.entry
    for index, tile in enumerate(tileset):
        ex, ey = layout.entry_origin(index)
        if index % layout.columns == 0 and (index // layout.columns) % 2 == 1:
            draw.rectangle(
                [layout.margin * ss, ey * ss, (width - layout.margin) * ss, (ey + h) * ss],
                fill=(246, 244, 240),
            )
        _text(
            draw,
            (
                (ex + layout.label_width - layout.gap // 2) * ss,
                (ey + layout.gap // 2 + scale / 2) * ss,
            ),
            f"{tile.id}",
            round(scale * 0.45) * ss,
            halo=None,
            anchor="rm",
        )
        for number, face in enumerate(tile.faces):
            fx, fy = layout.face_origin(index, number)
            _draw_face(draw, (fx, fy), face, scale, ss, colour_blind)
            _text(
                draw,
                ((fx + scale) * ss, (fy + scale + layout.gap // 2) * ss),
                str(face),
                layout.text_size * ss,
                halo=None,
                anchor="mt",
            )
    result = image.reduce(ss)
    if path is not None:
        save_image(result, path)
    return result
