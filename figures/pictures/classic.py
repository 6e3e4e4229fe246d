"""Pictures of classic domino positions, drawn with Pillow.

:func:`render_round` is a pure function of a :class:`~figures.classic.round.Round`: it paints
the :class:`~figures.scene.classic.Scene` of its table (where every tile, open end, join,
train and marker lies, worked out once in :mod:`figures.scene.classic`, which the desktop
game's Arcade table paints too) and never changes the round. Nothing here decides a rule or
a place: the numbers on the end tags are the engine's ``ends``, and the All Fives count is
the engine's :meth:`~figures.classic.layout.Layout.fives_terms`.

Sizes are in the scene's *units* (one tile half); model ``y`` grows upwards and the image
flips it. The pictures of the docs are unbounded (every arm straight on); ``bounds`` lays the
line as the game does, turning at the edges.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

from figures.classic.layout import EMPTY, sums_to_join
from figures.classic.round import Round
from figures.colour.tiles import Colour
from figures.pictures.colour import (
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
from figures.scene.classic import (
    PIP_RADIUS,
    PIPS_AT,
    TRAIN_START,
    Box,
    EndTag,
    Join,
    Marker,
    Piece,
    Point,
    Scene,
    Track,
    count_terms,
    count_text,
    describe_tile,
    scene_of,
)

__all__ = [
    "IVORY",
    "SEAT_COLOURS",
    "TAG",
    "TAG_INK",
    "count_terms",
    "count_text",
    "describe_tile",
    "render_round",
    "scene_of",
]

#: The face of a tile: ivory, a shade warmer than the paper the pictures sit on.
IVORY: RGB = (253, 250, 240)
#: The seats' colours (markers, train names, frames, the scores' swatches): the colour
#: game's palette, in seat order, then four hues of their own (purple, pink, teal, brown)
#: rather than darker shades of the first four (seat 6's blue was seat 2's, darker), every
#: two more than 30 apart in CIELAB (checked in a test).
SEAT_COLOURS: tuple[RGB, ...] = (
    PALETTE[Colour.R],
    PALETTE[Colour.B],
    PALETTE[Colour.G],
    PALETTE[Colour.Y],
    (118, 64, 170),
    (216, 84, 168),
    (0, 136, 140),
    (124, 84, 44),
)
#: The tag of an open end, and of the All Fives count.
TAG: RGB = mix(PALETTE[Colour.B], PAPER, 0.82)
TAG_INK: RGB = shade(PALETTE[Colour.B], 0.55)
#: The rim round a face, a shade under the ivory, and the brass pin of the divider.
RIM: RGB = (178, 168, 148)
PIN: RGB = (182, 150, 92)
#: The back of a hidden tile, its rim and its inlay.
BACK: RGB = (44, 92, 96)
BACK_RIM: RGB = (28, 62, 66)
BACK_INLAY: RGB = (112, 160, 156)
#: The double-twelve set's pips, coloured by number as real sets colour them, so that ten,
#: eleven and twelve are told apart at a glance (0 has no pip); the double-six set's are ink.
PIP_COLOURS: tuple[RGB, ...] = (
    INK,
    (52, 52, 60),
    (36, 118, 64),
    (170, 50, 60),
    (138, 82, 30),
    (40, 86, 160),
    (176, 120, 20),
    (112, 56, 150),
    (24, 120, 128),
    (60, 60, 68),
    (150, 40, 100),
    (70, 110, 40),
    (96, 70, 50),
)
_SUPERSAMPLE = 3


def pip_colour(number: int, top: int) -> RGB:
    return PIP_COLOURS[number] if top > 9 else INK


# ----------------------------------------------------------------------------- a tile


def tile_face(
    first: int,
    second: int,
    *,
    level: bool,
    side: int,
    top: int = 6,
    numerals: bool = False,
    back: bool = False,
    supersample: int = _SUPERSAMPLE,
) -> Image.Image:
    """A tile ``side`` pixels to a half, on nothing (RGBA): ``first`` on its left half (its
    top one when upright) and ``second`` on the other; the rim and the ivory face with round
    corners, the divider and its brass pin, round pips laid out as
    :data:`~figures.scene.classic.PIPS_AT` says (or ``numerals``), or its ``back``. The one
    look of a tile: the pictures paste it, the game's table makes its sprites of it. Drawn
    ``supersample`` times larger, then reduced."""
    ss = supersample
    s = side * ss
    width, height = (2 * s, s) if level else (s, 2 * s)
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    gap = max(0.75 * ss, s * 0.035)  # a hair of cloth between tiles that touch
    radius = s * 0.16
    rim = max(ss, s * 0.05)
    draw.rounded_rectangle(
        [gap, gap, width - gap, height - gap], radius, fill=(*(BACK_RIM if back else RIM), 255)
    )
    draw.rounded_rectangle(
        [gap + rim, gap + rim, width - gap - rim, height - gap - rim],
        radius - rim,
        fill=(*(BACK if back else IVORY), 255),
    )
    cx, cy = width / 2, height / 2
    if back:
        inset = s * 0.22
        draw.rounded_rectangle(
            [inset, inset, width - inset, height - inset],
            s * 0.08,
            outline=(*BACK_INLAY, 255),
            width=max(ss, round(s * 0.04)),
        )
        r = s * 0.09
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(*BACK_INLAY, 255))
        return image.reduce(ss) if ss > 1 else image
    reach = s * 0.34
    line = max(ss, round(s * 0.05))
    if level:
        draw.line([(cx, cy - reach), (cx, cy + reach)], fill=(*SEAM, 255), width=line)
        halves = ((cx - s / 2, cy), (cx + s / 2, cy))
    else:
        draw.line([(cx - reach, cy), (cx + reach, cy)], fill=(*SEAM, 255), width=line)
        halves = ((cx, cy - s / 2), (cx, cy + s / 2))
    r = s * 0.065
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(*PIN, 255))
    for (hx, hy), number in zip(halves, (first, second), strict=True):
        colour = (*pip_colour(number, top), 255)
        if numerals:
            if number:
                size = round(s * (0.6 if number < 10 else 0.5))  # two digits smaller
                draw.text((hx, hy), str(number), font=font(size), fill=colour, anchor="mm")
            continue
        pr = s * PIP_RADIUS[number]
        for px, py in PIPS_AT[number]:
            if not level:
                px, py = py, px
            x, y = hx + (px - 0.5) * s * 0.92, hy + (py - 0.5) * s * 0.92
            draw.ellipse([x - pr, y - pr, x + pr, y + pr], fill=colour)
    return image.reduce(ss) if ss > 1 else image


def shadow_pad(side: int) -> int:
    """How far a tile's shadow reaches beyond it, in pixels, for halves of ``side``."""
    return max(2, math.ceil(side * 0.2))


def tile_shadow(*, level: bool, side: int, supersample: int = 2) -> Image.Image:
    """A tile's soft shadow (RGBA): its shape blurred, :func:`shadow_pad` wider on every
    side than the tile; laid a little below and right of it."""
    ss = supersample
    s = side * ss
    pad = shadow_pad(side) * ss
    width, height = (2 * s, s) if level else (s, 2 * s)
    image = Image.new("RGBA", (width + 2 * pad, height + 2 * pad), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([pad, pad, pad + width, pad + height], s * 0.16, fill=(0, 0, 0, 70))
    image = image.filter(ImageFilter.GaussianBlur(max(1.0, s * 0.06)))
    return image.reduce(ss) if ss > 1 else image


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
    x, y = tag.at[0] + tag.way[0] * reach, tag.at[1] + tag.way[1] * reach
    dx, dy = tag.way
    if dx > 0:
        return (x, y - h / 2, x + w, y + h / 2)
    if dx < 0:
        return (x - w, y - h / 2, x, y + h / 2)
    if dy > 0:
        return (x - w / 2, y, x + w / 2, y + h)
    return (x - w / 2, y - h, x + w / 2, y)


def _slot_box(tag: EndTag) -> Box:
    """Where the next tile of an empty arm or train would lie, a little inside its box."""
    x0, y0, x1, y1 = tag.slot
    return (x0 + 0.08, y0 + 0.08, x1 - 0.08, y1 - 0.08)


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


def _draw_piece(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    frame: _Frame,
    piece: Piece,
    *,
    top: int,
    highlight: bool,
    warn: bool,
) -> None:
    """A tile as the game draws it (:func:`tile_face`), framed when it is the last laid
    (``highlight``) or a double to cover (``warn``)."""
    box = _rect(frame, piece.box)
    if highlight or warn:
        grow = frame.size(0.1)
        draw.rounded_rectangle(
            [box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow],
            radius=frame.size(0.16) + grow,
            fill=WARNING if warn else HIGHLIGHT,
        )
    side = round(frame.size(1.0))
    level = piece.level
    if level:
        first, second = (piece.first_number, piece.second_number)
        if piece.first[0] > piece.second[0]:
            first, second = second, first
    else:  # the upper half first, as the face is drawn
        first, second = (piece.first_number, piece.second_number)
        if piece.first[1] < piece.second[1]:
            first, second = second, first
    face = tile_face(first, second, level=level, side=side, top=top, supersample=1)
    image.paste(face, (round(box[0]), round(box[1])), face)


def _draw_shadow(image: Image.Image, frame: _Frame, piece: Piece) -> None:
    """A tile's soft shadow (all are laid before any face, so none falls on a tile)."""
    box = _rect(frame, piece.box)
    side = round(frame.size(1.0))
    shadow = tile_shadow(level=piece.level, side=side, supersample=1)
    pad = shadow_pad(side)
    at = (round(box[0]) - pad + round(side * 0.05), round(box[1]) - pad + round(side * 0.08))
    image.paste(shadow, at, shadow)


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
    for track in scene.tracks:
        seat = track.seat
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)] if seat >= 0 else INK
        points = [frame.px(p) for p in track.points]
        draw.line(points, fill=mix(colour, TABLE, 0.35), width=5 * ss)
        _text(
            draw,
            frame.px(track.label),
            _track_label(track, names),
            frame.size(0.36),
            shade(colour, 0.75),
            anchor="ls" if track.side > 0 else "rs",
        )
    r = frame.size(1.45)
    draw.ellipse(
        [hx - r, hy - r, hx + r, hy + r],
        fill=mix(GRID, PAPER, 0.2),
        outline=mix(INK, TABLE, 0.3),
        width=3 * ss,
    )


def _track_label(track: Track, names: Sequence[str]) -> str:
    """``p1  Bob``: the train's name and its owner's."""
    if 0 <= track.seat < len(names):
        return f"{track.name}  {names[track.seat]}"
    return track.name


def _draw_marker(draw: ImageDraw.ImageDraw, frame: _Frame, marker: Marker) -> None:
    """A seat's marker on its train: a small flag in its colour before the first tile, its
    pennant towards the hub."""
    ss = frame.ss
    colour = SEAT_COLOURS[marker.seat % len(SEAT_COLOURS)]
    x, y = marker.at
    bx, by = frame.px((x, y - 0.55))
    tx, ty = frame.px((x, y + 0.75))
    draw.line([(bx, by), (tx, ty)], fill=INK, width=3 * ss)
    reach = frame.size(0.75) * marker.side
    flag = [(tx, ty), (tx - reach, ty + frame.size(0.2)), (tx, ty + frame.size(0.45))]
    draw.polygon(flag, fill=colour, outline=INK, width=ss)
    r = frame.size(0.12)
    draw.ellipse([bx - r * 1.6, by - r, bx + r * 1.6, by + r], fill=INK)


def _draw_jump(draw: ImageDraw.ImageDraw, frame: _Frame, start: Point, end: Point) -> None:
    """A dotted line from an end to the tile that had to be laid apart from it."""
    (ax, ay), (bx, by) = frame.px(start), frame.px(end)
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    r = frame.size(0.06)
    steps = max(2, int(length / frame.size(0.25)))
    for i in range(steps + 1):
        x, y = ax + (bx - ax) * i / steps, ay + (by - ay) * i / steps
        draw.ellipse([x - r, y - r, x + r, y + r], fill=TAG_INK)


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
    bounds: tuple[float, float] | None = None,
) -> Image.Image:
    """A picture of ``game``'s table, read only.

    Every tile with its pips, doubles crosswise; with ``tags``, every open end named with the
    number it shows (an empty arm or train as a dashed slot, a spinner arm not open yet greyed);
    with ``count``, a double's end tag reads ``5+5`` and a banner gives the All Fives count
    term by term; with ``joins``, the two numbers that met at every join (green when they make
    top + 1, the Matador rule); the last tile placed framed (``highlight_last``); an uncovered
    Mexican Train double framed in red; with ``mark_lead``, the word "lead" under the lead; the
    hub, each train's owner (``names``, by seat) and markers. With ``bounds`` (units), the
    line laid in them as the game lays it, and a dotted line to any tile laid apart.
    Saved as PNG (atomically) when ``path`` is given."""
    scene = scene_of(game, bounds)
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
        for track in scene.tracks:
            x, y = TRAIN_START * track.side, track.points[-1][1]
            near, far = (1.4, 1.0) if track.side > 0 else (1.0, 1.4)
            boxes.append((x - near, y - 1.0, x + far, y + 1.0))
    if scene.bounds is not None:
        boxes.append(scene.bounds)
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
        for marker in scene.markers:
            _draw_marker(draw, frame, marker)
    for jump in scene.jumps:
        _draw_jump(draw, frame, jump.start, jump.end)
    last = len(layout.placed) - 1
    uncovered = layout.tails[layout.uncovered] if layout.uncovered is not None else EMPTY
    for piece in scene.pieces:
        _draw_shadow(image, frame, piece)
    for piece in scene.pieces:
        _draw_piece(
            image,
            draw,
            frame,
            piece,
            top=game.top,
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
