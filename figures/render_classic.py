"""Pictures of classic domino positions, drawn with Pillow.

:func:`render_round` is a pure function of a :class:`~figures.classic.round.Round`: it reads
the layout the engine built (every placement in order, with its end and touching half, the
open ends, the spinner, the uncovered double, the markers) and never changes it. Nothing here
decides a rule: where a tile goes follows from the end the engine put it on, the numbers on
the end tags are the engine's ``ends``, and the All Fives count is checked against
:meth:`~figures.classic.layout.Layout.fives_count`.

Geometry, in *units* of one tile half (a square): a tile is 2 units long and 1 wide; a double
lies crosswise, 1 unit along its arm and 2 across. Every open end is a cursor (the middle of
the edge the next tile will touch, and the direction the arm grows); a tile placed there fills
the next 2 units (1 for a double) and moves the cursor on. The line runs left and right from
the lead; the arms of a double (``d-d.U`` up, ``d-d.D`` down on a level arm; left and right on
an upright one) start at its long sides. Mexican Train draws the hub on the left and one row
per train. Model ``y`` grows upwards; the image flips it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageDraw

from figures.classic.layout import ARMS, EMPTY, TRAINS, sums_to_join
from figures.classic.round import Round
from figures.classic.tiles import HIGH, IS_DOUBLE, LOW, TEXT
from figures.colour.tiles import Colour
from figures.render import (
    GRID,
    HIGHLIGHT,
    INK,
    PALETTE,
    PAPER,
    RGB,
    SEAM,
    TABLE,
    WARNING,
    font,
    mix,
    save_image,
    shade,
)

Point = tuple[float, float]
Vector = tuple[int, int]

#: The face of a tile: ivory, a shade warmer than the paper the pictures sit on.
IVORY: RGB = (253, 250, 240)
#: The seats' colours (markers, train names): the colour game's palette, in seat order.
SEAT_COLOURS: tuple[RGB, ...] = (
    PALETTE[Colour.R],
    PALETTE[Colour.B],
    PALETTE[Colour.G],
    PALETTE[Colour.Y],
    shade(PALETTE[Colour.R], 0.7),
    shade(PALETTE[Colour.B], 0.7),
    shade(PALETTE[Colour.G], 0.7),
    shade(PALETTE[Colour.Y], 0.7),
)
#: The tag of an open end, and of the All Fives count.
TAG: RGB = mix(PALETTE[Colour.B], PAPER, 0.82)
TAG_INK: RGB = shade(PALETTE[Colour.B], 0.55)
_SUPERSAMPLE = 3

#: Pip positions in a unit square (x right, y down), by number.
_C3 = (0.25, 0.5, 0.75)
_C4 = (0.2, 0.4, 0.6, 0.8)


def _pip_layout(n: int) -> tuple[Point, ...]:
    lo, mid, hi = _C3
    centre = (mid, mid)
    corners = ((lo, lo), (hi, hi), (hi, lo), (lo, hi))
    sides = ((lo, mid), (hi, mid))
    if n == 0:
        return ()
    if n == 1:
        return (centre,)
    if n == 2:
        return corners[:2]
    if n == 3:
        return (*corners[:2], centre)
    if n == 4:
        return corners
    if n == 5:
        return (*corners, centre)
    if n == 6:
        return (*corners, *sides)
    if n == 7:
        return (*corners, *sides, centre)
    if n == 8:
        return (*corners, *sides, (mid, lo), (mid, hi))
    if n == 9:
        return tuple((x, y) for x in _C3 for y in _C3)
    # 10 to 12: four rows in the outer columns, and 2, 3 or 4 in the middle one.
    outer = tuple((x, y) for x in (0.22, 0.78) for y in _C4)
    middle = {10: (0.35, 0.65), 11: (0.25, 0.5, 0.75), 12: _C4}[n]
    return (*outer, *((0.5, y) for y in middle))


PIPS_AT: tuple[tuple[Point, ...], ...] = tuple(_pip_layout(n) for n in range(13))


# ----------------------------------------------------------------------------- the scene


@dataclass(frozen=True, slots=True)
class Piece:
    """A tile on the table: its two halves' centres (units), the number on each, whether it
    lies along the x axis, and its order of placement (-1: the Mexican Train engine)."""

    tile: int
    first: Point  # centre of the touching half (the left half of the lead)
    second: Point
    first_number: int
    second_number: int
    index: int

    @property
    def centre(self) -> Point:
        return ((self.first[0] + self.second[0]) / 2, (self.first[1] + self.second[1]) / 2)

    @property
    def level(self) -> bool:
        """True when the tile's long side runs along x."""
        return abs(self.first[1] - self.second[1]) < 1e-9

    @property
    def box(self) -> tuple[float, float, float, float]:
        (x, y), level = self.centre, self.level
        hx, hy = (1.0, 0.5) if level else (0.5, 1.0)
        return (x - hx, y - hy, x + hx, y + hy)


@dataclass(frozen=True, slots=True)
class EndTag:
    """An open end: its name, the number it shows, where its cursor is and which way it grows;
    ``empty`` for an arm or train with no tile yet; ``closed`` for a spinner arm not open yet."""

    name: str
    shows: int
    at: Point
    way: Vector
    empty: bool = False
    closed: bool = False
    #: The tile at this end is a double (All Fives counts it twice).
    double: bool = False


@dataclass(frozen=True, slots=True)
class Join:
    """Where a tile touched an end: the sum of the two numbers that met (Matador)."""

    at: Point
    before: int
    touch: int


@dataclass(slots=True)
class Scene:
    pieces: list[Piece] = field(default_factory=list)
    tags: list[EndTag] = field(default_factory=list)
    joins: list[Join] = field(default_factory=list)
    #: Mexican Train: the hub's centre and the rows' names, y and owner seat (-1 for mex).
    hub: Point | None = None
    rows: list[tuple[str, float, int]] = field(default_factory=list)


def _perp(way: Vector) -> tuple[Vector, Vector]:
    """The two arms of a double lying across ``way``: (up, down) on a level arm, (left,
    right) on an upright one."""
    if way[1] == 0:
        return (0, 1), (0, -1)
    return (-1, 0), (1, 0)


def _step(at: Point, way: Vector, length: float) -> Point:
    return (at[0] + way[0] * length, at[1] + way[1] * length)


#: Mexican Train: where the rows start (units right of the hub's centre) and their spacing.
TRAIN_START = 6.0
ROW_GAP = 2.6


def scene_of(game: Round) -> Scene:
    """Where every tile of ``game``'s layout lies, replayed from its placements in order."""
    layout = game.layout
    scene = Scene()
    cursors: dict[str, tuple[Point, Vector]] = {}
    showing: dict[str, int] = {}
    arms_open_for = layout.spinner if layout.branching == "spinner" else EMPTY
    #: Matador's doubles lie in line, like any tile (§A8); elsewhere they lie across.
    crosswise = game.rules.match != "matador"
    if layout.branching == "trains":
        names = [TRAINS[s] for s in range(game.players)] + ["mex"]
        scene.hub = (0.0, 0.0)
        middle = (len(names) - 1) / 2
        for row, name in enumerate(names):
            y = (middle - row) * ROW_GAP
            cursors[name] = ((TRAIN_START, y), (1, 0))
            showing[name] = LOW[layout.engine]
            scene.rows.append((name, y, row if name != "mex" else -1))
        e = layout.engine
        scene.pieces.append(Piece(e, (0.0, 0.5), (0.0, -0.5), LOW[e], LOW[e], -1))

    def open_arms(double: int, centre: Point, way: Vector) -> None:
        for name, arm in zip(ARMS[LOW[double]], _perp(way), strict=True):
            cursors[name] = (_step(centre, arm, 1.0), arm)
            showing[name] = LOW[double]

    for index, (t, end, touch) in enumerate(layout.placed):
        outer = HIGH[t] if LOW[t] == touch else LOW[t]
        if not end:  # the lead: touch is the left half
            if IS_DOUBLE[t] and crosswise:
                first, second = (0.0, 0.5), (0.0, -0.5)
                cursors["L"], cursors["R"] = ((-0.5, 0.0), (-1, 0)), ((0.5, 0.0), (1, 0))
            else:
                first, second = (-0.5, 0.0), (0.5, 0.0)
                cursors["L"], cursors["R"] = ((-1.0, 0.0), (-1, 0)), ((1.0, 0.0), (1, 0))
            showing["L"], showing["R"] = touch, outer
            scene.pieces.append(Piece(t, first, second, touch, outer, index))
            if IS_DOUBLE[t] and (layout.branching == "all-doubles" or t == arms_open_for):
                open_arms(t, (0.0, 0.0), (1, 0))
            continue
        at, way = cursors[end]
        scene.joins.append(Join(at, showing[end], touch))
        if IS_DOUBLE[t] and crosswise:
            centre = _step(at, way, 0.5)
            across = _perp(way)[0]
            first, second = _step(centre, across, 0.5), _step(centre, across, -0.5)
            cursors[end] = (_step(at, way, 1.0), way)
            if layout.branching == "all-doubles" or t == arms_open_for:
                open_arms(t, centre, way)
        else:
            first, second = _step(at, way, 0.5), _step(at, way, 1.5)
            cursors[end] = (_step(at, way, 2.0), way)
        showing[end] = outer
        scene.pieces.append(Piece(t, first, second, touch, outer, index))

    for name, shows in layout.ends.items():
        at, way = cursors[name]
        tail = layout.tails[name]
        scene.tags.append(
            EndTag(
                name, shows, at, way, empty=tail == EMPTY, double=tail != EMPTY and IS_DOUBLE[tail]
            )
        )
    if layout.spinner != EMPTY and layout.spinner_sides:
        for name in ARMS[LOW[layout.spinner]]:
            at, way = cursors[name]
            scene.tags.append(EndTag(name, LOW[layout.spinner], at, way, empty=True, closed=True))
    return scene


# ----------------------------------------------------------------------------- the count


def count_terms(game: Round) -> list[tuple[str, int, bool]]:
    """The All Fives count (§A9.1) end by end, as the engine gives it
    (:meth:`~figures.classic.layout.Layout.fives_terms`)."""
    return game.layout.fives_terms()


def count_text(game: Round) -> str:
    """``L 3 + R (5+5) + 5-5.U 4 = 17``: the count as a sum, with its total."""
    terms = count_terms(game)
    parts = [f"{name} {f'({v}+{v})' if double else v}" for name, v, double in terms]
    total = game.layout.fives_count()
    return " + ".join(parts) + f" = {total}"


# ----------------------------------------------------------------------------- drawing


@dataclass(frozen=True, slots=True)
class _Frame:
    x0: float
    y1: float
    unit: int
    margin: int
    ss: int

    def px(self, point: Point) -> Point:
        x, y = point
        return (
            (self.margin + (x - self.x0) * self.unit) * self.ss,
            (self.margin + (self.y1 - y) * self.unit) * self.ss,
        )

    def size(self, units: float) -> float:
        return units * self.unit * self.ss


def _text(
    draw: ImageDraw.ImageDraw, at: Point, text: str, size: float, fill: RGB, anchor: str = "mm"
) -> None:
    draw.text(at, text, font=font(round(size)), fill=fill, anchor=anchor)


def _text_box(text: str, size: float) -> tuple[float, float]:
    left, top, right, bottom = font(round(size)).getbbox(text)
    return float(right - left), float(bottom - top)


def _tag_label(tag: EndTag, count: bool = False) -> str:
    if tag.closed:
        return f"{tag.name}: after both sides"
    if count and tag.double:
        return f"{tag.name}  {tag.shows}+{tag.shows}"
    return f"{tag.name}  {tag.shows}"


#: Label sizes, in units.
TAG_TEXT = 0.36
TAG_PAD = 0.14


def _tag_box(tag: EndTag, unit: int, count: bool) -> tuple[float, float, float, float]:
    """The tag's box in units: just beyond the end (past an empty slot), along its arm."""
    w, h = _text_box(_tag_label(tag, count), TAG_TEXT * unit)
    w = w / unit + 2 * TAG_PAD
    h = h / unit + 2 * TAG_PAD
    reach = 2.2 if tag.empty else 0.2
    x, y = _step(tag.at, tag.way, reach)
    dx, dy = tag.way
    if dx > 0:
        return (x, y - h / 2, x + w, y + h / 2)
    if dx < 0:
        return (x - w, y - h / 2, x, y + h / 2)
    if dy > 0:
        return (x - w / 2, y, x + w / 2, y + h)
    return (x - w / 2, y - h, x + w / 2, y)


def _slot_box(tag: EndTag) -> tuple[float, float, float, float]:
    """Where the first tile of an empty arm or train would lie."""
    a = tag.at
    b = _step(a, tag.way, 2.0)
    lo_x, hi_x = sorted((a[0], b[0]))
    lo_y, hi_y = sorted((a[1], b[1]))
    if tag.way[1] == 0:
        return (lo_x + 0.08, lo_y - 0.42, hi_x - 0.08, hi_y + 0.42)
    return (lo_x - 0.42, lo_y + 0.08, hi_x + 0.42, hi_y - 0.08)


def _rect(frame: _Frame, box: tuple[float, float, float, float]) -> list[float]:
    x0, y0, x1, y1 = box
    ax, ay = frame.px((x0, y1))
    bx, by = frame.px((x1, y0))
    return [ax, ay, bx, by]


def _dashed_rect(
    draw: ImageDraw.ImageDraw, xy: list[float], fill: RGB, width: int, dash: float
) -> None:
    x0, y0, x1, y1 = xy
    for (ax, ay), (bx, by) in (
        ((x0, y0), (x1, y0)),
        ((x1, y0), (x1, y1)),
        ((x1, y1), (x0, y1)),
        ((x0, y1), (x0, y0)),
    ):
        length = max(abs(bx - ax), abs(by - ay))
        t = 0.0
        while t < length:
            u = min(t + dash, length)
            draw.line(
                [
                    (ax + (bx - ax) * t / length, ay + (by - ay) * t / length),
                    (ax + (bx - ax) * u / length, ay + (by - ay) * u / length),
                ],
                fill=fill,
                width=width,
            )
            t += dash * 1.8


def _draw_half(
    draw: ImageDraw.ImageDraw, frame: _Frame, centre: Point, number: int, upright: bool
) -> None:
    cx, cy = frame.px(centre)
    side = frame.size(1.0)
    r = side * (0.085 if number <= 9 else 0.066)
    for px, py in PIPS_AT[number]:
        if upright:
            px, py = py, px
        x = cx + (px - 0.5) * side * 0.92
        y = cy + (py - 0.5) * side * 0.92
        draw.ellipse([x - r, y - r, x + r, y + r], fill=INK)


def _draw_piece(
    draw: ImageDraw.ImageDraw, frame: _Frame, piece: Piece, *, highlight: bool, warn: bool
) -> None:
    ss = frame.ss
    box = _rect(frame, piece.box)
    radius = frame.size(0.14)
    if highlight or warn:
        colour = WARNING if warn else HIGHLIGHT
        grow = frame.size(0.09)
        draw.rounded_rectangle(
            [box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow],
            radius=radius + grow,
            fill=colour,
        )
    # A soft shadow, then the face.
    off = frame.size(0.05)
    draw.rounded_rectangle(
        [box[0] + off, box[1] + off, box[2] + off, box[3] + off],
        radius=radius,
        fill=mix(TABLE, INK, 0.18),
    )
    draw.rounded_rectangle(box, radius=radius, fill=IVORY, outline=INK, width=2 * ss)
    (cx, cy), level = frame.px(piece.centre), piece.level
    inset = frame.size(0.16)
    if level:
        draw.line([(cx, box[1] + inset), (cx, box[3] - inset)], fill=SEAM, width=2 * ss)
    else:
        draw.line([(box[0] + inset, cy), (box[2] - inset, cy)], fill=SEAM, width=2 * ss)
    _draw_half(draw, frame, piece.first, piece.first_number, not level)
    _draw_half(draw, frame, piece.second, piece.second_number, not level)


def _draw_tag(draw: ImageDraw.ImageDraw, frame: _Frame, tag: EndTag, count: bool) -> None:
    ss = frame.ss
    if tag.empty:
        slot = _rect(frame, _slot_box(tag))
        _dashed_rect(
            draw, slot, mix(INK, TABLE, 0.55 if tag.closed else 0.25), 2 * ss, frame.size(0.14)
        )
    box = _rect(frame, _tag_box(tag, frame.unit, count))
    fill = mix(GRID, PAPER, 0.3) if tag.closed else TAG
    ink = mix(INK, TABLE, 0.45) if tag.closed else TAG_INK
    draw.rounded_rectangle(box, radius=frame.size(0.16), fill=fill, outline=ink, width=ss)
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    _text(draw, centre, _tag_label(tag, count), frame.size(TAG_TEXT), ink)


def _join_label(join: Join, top: int) -> tuple[str, bool]:
    total = join.before + join.touch
    fine = sums_to_join(join.before, join.touch, top)
    return (f"{join.before}+{join.touch}={total}" if fine else f"{join.before}+{join.touch}"), fine


def _join_box(join: Join, unit: int, top: int) -> tuple[float, float, float, float]:
    """The label of a join, in units: above the edge where the two halves met."""
    w, h = _text_box(_join_label(join, top)[0], JOIN_TEXT * unit)
    w = w / unit + 2 * TAG_PAD
    h = h / unit + 2 * TAG_PAD
    x, y = join.at
    return (x - w / 2, y + 0.85, x + w / 2, y + 0.85 + h)


JOIN_TEXT = 0.34
BANNER_TEXT = 0.4


def _draw_join(draw: ImageDraw.ImageDraw, frame: _Frame, join: Join, top: int) -> None:
    """Where two halves met: a stem from the edge and the sum in a tag above it, green when
    the numbers make top + 1 (the Matador rule), purple when a matador joined."""
    text, fine = _join_label(join, top)
    colour = shade(PALETTE[Colour.G], 0.75) if fine else HIGHLIGHT
    box = _rect(frame, _join_box(join, frame.unit, top))
    stem = frame.px((join.at[0], join.at[1] + 0.5))
    draw.line([stem, (stem[0], box[3])], fill=colour, width=2 * frame.ss)
    r = frame.size(0.07)
    draw.ellipse([stem[0] - r, stem[1] - r, stem[0] + r, stem[1] + r], fill=colour)
    draw.rounded_rectangle(box, radius=frame.size(0.16), fill=colour)
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    _text(draw, centre, text, frame.size(JOIN_TEXT), PAPER)


def _draw_hub(draw: ImageDraw.ImageDraw, frame: _Frame, scene: Scene, names: Sequence[str]) -> None:
    assert scene.hub is not None
    ss = frame.ss
    hx, hy = frame.px(scene.hub)
    # Each train's track: from the hub to its first tile.
    for name, y, seat in scene.rows:
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)] if seat >= 0 else INK
        start = frame.px((1.2, y * 0.35))
        corner = frame.px((2.4, y))
        end = frame.px((TRAIN_START, y))
        draw.line([(hx, hy), start, corner, end], fill=mix(colour, TABLE, 0.35), width=5 * ss)
        label = name if seat < 0 else f"{name}  {names[seat]}" if seat < len(names) else name
        lx, ly = frame.px((2.55, y + 0.42))
        _text(draw, (lx, ly), label, frame.size(0.36), shade(colour, 0.75), anchor="ls")
    r = frame.size(1.45)
    draw.ellipse(
        [hx - r, hy - r, hx + r, hy + r],
        fill=mix(GRID, PAPER, 0.2),
        outline=mix(INK, TABLE, 0.3),
        width=3 * ss,
    )


def _draw_marker(draw: ImageDraw.ImageDraw, frame: _Frame, y: float, seat: int) -> None:
    """A seat's marker on its train: a small flag in its colour before the first tile."""
    ss = frame.ss
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    bx, by = frame.px((TRAIN_START - 0.55, y - 0.55))
    tx, ty = frame.px((TRAIN_START - 0.55, y + 0.75))
    draw.line([(bx, by), (tx, ty)], fill=INK, width=3 * ss)
    flag = [(tx, ty), (tx - frame.size(0.75), ty + frame.size(0.2)), (tx, ty + frame.size(0.45))]
    draw.polygon(flag, fill=colour, outline=INK, width=ss)
    r = frame.size(0.12)
    draw.ellipse([bx - r * 1.6, by - r, bx + r * 1.6, by + r], fill=INK)


def render_round(
    game: Round,
    path: str | Path | None = None,
    *,
    unit: int = 44,
    margin: int = 18,
    tags: bool = True,
    joins: bool = False,
    count: bool = False,
    highlight_last: bool = True,
    mark_lead: bool = False,
    names: Sequence[str] = (),
) -> Image.Image:
    """A picture of ``game``'s table, read only.

    Every tile with its pips, doubles crosswise; with ``tags``, every open end named with the
    number it shows (an empty arm or train as a dashed slot, a spinner arm not open yet greyed);
    with ``count``, a double's end tag reads ``5+5`` and a banner gives the All Fives count
    term by term; with ``joins``, the two numbers that met at every join (green when they make
    top + 1, the Matador rule); the last tile placed framed (``highlight_last``); an uncovered
    Mexican Train double framed in red; with ``mark_lead``, the word "lead" under the lead; the
    hub, each train's owner (``names``, by seat) and markers.
    Saved as PNG (atomically) when ``path`` is given."""
    scene = scene_of(game)
    boxes = [p.box for p in scene.pieces] or [(-1.0, -0.5, 1.0, 0.5)]  # an empty table
    if tags:
        for tag in scene.tags:
            boxes.append(_tag_box(tag, unit, count))
            if tag.empty:
                boxes.append(_slot_box(tag))
    if joins:
        boxes.extend(_join_box(j, unit, game.top) for j in scene.joins)
    lead = next((p for p in scene.pieces if p.index == 0), None) if mark_lead else None
    if lead is not None:
        x = lead.centre[0]
        boxes.append((x - 0.6, lead.box[1] - 0.7, x + 0.6, lead.box[1]))
    if scene.hub is not None:
        boxes.append((-1.5, -1.5, 1.5, 1.5))
        for _, y, _ in scene.rows:
            boxes.append((TRAIN_START - 1.4, y - 1.0, TRAIN_START + 1.0, y + 1.0))
    banner = f"count: {count_text(game)}" if count else ""
    if banner:
        top = max(b[3] for b in boxes) + 0.5
        w, h = _text_box(banner, BANNER_TEXT * unit)
        left = min(b[0] for b in boxes)
        boxes.append((left, top, left + w / unit + 2 * TAG_PAD, top + h / unit + 2 * TAG_PAD))
    x0 = min(b[0] for b in boxes) - 0.25
    y0 = min(b[1] for b in boxes) - 0.25
    x1 = max(b[2] for b in boxes) + 0.25
    y1 = max(b[3] for b in boxes) + 0.25
    ss = _SUPERSAMPLE
    frame = _Frame(x0, y1, unit, margin, ss)
    width = round((x1 - x0) * unit + 2 * margin)
    height = round((y1 - y0) * unit + 2 * margin)
    image = Image.new("RGB", (width * ss, height * ss), TABLE)
    draw = ImageDraw.Draw(image)

    layout = game.layout
    if scene.hub is not None:
        _draw_hub(draw, frame, scene, names)
        for seat in range(game.players):
            if game.markers >> seat & 1:
                _draw_marker(draw, frame, scene.rows[seat][1], seat)
    last = len(layout.placed) - 1
    uncovered = layout.tails[layout.uncovered] if layout.uncovered is not None else EMPTY
    for piece in scene.pieces:
        _draw_piece(
            draw,
            frame,
            piece,
            highlight=highlight_last and piece.index == last and piece.tile != uncovered,
            warn=piece.index >= 0 and piece.tile == uncovered,
        )
    if joins:
        for join in scene.joins:
            _draw_join(draw, frame, join, game.top)
    if tags:
        for tag in scene.tags:
            _draw_tag(draw, frame, tag, count)

    if lead is not None:
        under = frame.px((lead.centre[0], lead.box[1] - 0.12))
        _text(draw, under, "lead", frame.size(0.34), TAG_INK, anchor="mt")
    if banner:
        box = _rect(frame, boxes[-1])
        draw.rounded_rectangle(box, radius=frame.size(0.16), fill=TAG_INK)
        at = (box[0] + frame.size(TAG_PAD), (box[1] + box[3]) / 2)
        _text(draw, at, banner, frame.size(BANNER_TEXT), PAPER, anchor="lm")

    result = image.reduce(ss)
    if path is not None:
        save_image(result, path)
    return result


def describe_tile(t: int) -> str:
    """A tile as the program writes it (``3-5``)."""
    return TEXT[t]
