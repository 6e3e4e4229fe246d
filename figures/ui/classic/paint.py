"""Classic tiles painted with Arcade, in batches: the second painter of the classic scene.

A tile is a sprite whose face is painted once per size with Pillow, supersampled (the rim
and ivory face with rounded corners, the divider with its brass pin, round pips laid out as
:data:`~figures.classic_scene.PIPS_AT` says, the layouts the pictures draw, or numerals when
pips would be too small to count: the double-twelve set on a crowded table), over a sprite of
its soft shadow; a hidden tile is its back, a dark face with an inlaid border. Frames, slots,
tracks and markers are triangles in a :class:`~figures.ui.table.Batch`. Everything is in
window pixels: a component builds its sprites and batch once per change of position or size,
and a frame draws each list in one call. (Sprites, not triangles, for the tiles: under a
software renderer thousands of small triangles cost more than the pixels they cover.)

The colours are the pictures' (:mod:`figures.render_classic`), so the docs and the game look
alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import arcade
from PIL import Image, ImageDraw

from figures.classic_scene import PIP_RADIUS, PIPS_AT, Box, Point
from figures.render import font
from figures.render_classic import IVORY, SEAT_COLOURS, TAG, TAG_INK
from figures.ui import theme
from figures.ui.table import Batch
from figures.ui.theme import RGB, RGBA, rgba

__all__ = ["SEAT_COLOURS", "TAG", "TAG_INK"]

#: The rim of a face, a shade under the ivory.
RIM: RGB = (178, 168, 148)
#: The back of a hidden tile, its border and its pin.
BACK: RGB = (44, 92, 96)
BACK_RIM: RGB = (28, 62, 66)
BACK_INLAY: RGB = (112, 160, 156)
#: The brass pin at the middle of the divider.
PIN: RGB = (182, 150, 92)
#: The double-twelve set's pips, coloured by number as real sets colour them, so that ten,
#: eleven and twelve are told apart at a glance (0 has no pip).
PIP_COLOURS: tuple[RGB, ...] = (
    theme.INK,
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
#: Below this many pixels to a half, the double-twelve set shows numerals instead of pips.
NUMERALS_BELOW = 40.0


@dataclass(frozen=True, slots=True)
class Look:
    """How a set's faces are painted: ``top`` (6 or 12), and numerals instead of pips."""

    top: int
    numerals: bool = False

    @staticmethod
    def for_size(top: int, half: float) -> Look:
        """The look for halves of ``half`` pixels: pips, or numerals for the double-twelve
        set when its twelve pips would be too small to count."""
        return Look(top, numerals=top > 9 and half < NUMERALS_BELOW)

    def pip_colour(self, number: int) -> RGB:
        return PIP_COLOURS[number] if self.top > 9 else theme.INK


# ----------------------------------------------------------------------------- shapes


def rounded(batch: Batch, box: Box, radius: float, colour: RGBA, steps: int = 4) -> None:
    """A filled rectangle ``(x0, y0, x1, y1)`` with round corners, as one convex fan."""
    x0, y0, x1, y1 = box
    r = max(0.0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
    ring: list[Point] = []
    for cx, cy, start in ((x1 - r, y0 + r, -90), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 90)):
        ring += _arc(cx, cy, r, start, steps)
    ring += _arc(x0 + r, y0 + r, r, 180, steps)
    batch.polygon(ring, colour)


def _arc(cx: float, cy: float, r: float, start: float, steps: int) -> list[Point]:
    return [
        (
            cx + r * math.cos(math.radians(start + 90 * i / steps)),
            cy + r * math.sin(math.radians(start + 90 * i / steps)),
        )
        for i in range(steps + 1)
    ]


def disc(batch: Batch, centre: Point, radius: float, colour: RGBA, steps: int = 10) -> None:
    x, y = centre
    batch.polygon(
        [
            (
                x + radius * math.cos(2 * math.pi * i / steps),
                y + radius * math.sin(2 * math.pi * i / steps),
            )
            for i in range(steps)
        ],
        colour,
    )


def outline(batch: Batch, box: Box, width: float, colour: RGBA) -> None:
    x0, y0, x1, y1 = box
    batch.ring([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)], width, colour)


def dashed(batch: Batch, box: Box, width: float, dash: float, colour: RGBA) -> None:
    """The outline of ``box`` in dashes ``dash`` pixels long."""
    x0, y0, x1, y1 = box
    for a, b in (
        ((x0, y0), (x1, y0)),
        ((x1, y0), (x1, y1)),
        ((x1, y1), (x0, y1)),
        ((x0, y1), (x0, y0)),
    ):
        length = math.dist(a, b)
        t = 0.0
        while t < length:
            u = min(t + dash, length)
            batch.segment(
                (a[0] + (b[0] - a[0]) * t / length, a[1] + (b[1] - a[1]) * t / length),
                (a[0] + (b[0] - a[0]) * u / length, a[1] + (b[1] - a[1]) * u / length),
                width,
                colour,
                cap=False,
            )
            t += dash * 1.8


def dotted(batch: Batch, a: Point, b: Point, radius: float, gap: float, colour: RGBA) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length / gap))
    for i in range(steps + 1):
        disc(
            batch,
            (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps),
            radius,
            colour,
            6,
        )


# ----------------------------------------------------------------------------- numerals


@cache
def numeral_texture(number: int) -> arcade.Texture:
    """The numeral ``number`` in white on nothing (tinted by its sprite), drawn once with the
    pictures' font."""
    size = 96
    image = Image.new("RGBA", (size * 2, size + 16), (255, 255, 255, 0))
    draw = ImageDraw.Draw(image)
    draw.text(
        (size, size // 2 + 8), str(number), font=font(size), fill=(255, 255, 255, 255), anchor="mm"
    )
    bbox = image.getbbox() or (0, 0, 1, 1)
    return arcade.Texture(image.crop(bbox), hash=f"figures-classic-numeral-{number}")


def numeral(
    sprites: arcade.SpriteList[arcade.Sprite],
    centre: Point,
    height: float,
    number: int,
    colour: RGB,
    alpha: int = 255,
) -> None:
    """A numeral ``height`` pixels tall centred on ``centre``."""
    texture = numeral_texture(number)
    sprite = arcade.Sprite(texture, center_x=centre[0], center_y=centre[1])
    # Two digits are condensed, no wider than a half's room, rather than made smaller.
    sprite.height = height
    sprite.width = min(height * texture.width / texture.height, height * 1.1)
    sprite.color = arcade.types.Color(colour[0], colour[1], colour[2], alpha)
    sprites.append(sprite)


# ----------------------------------------------------------------------------- tiles

#: Faces are drawn this many times larger, then reduced: round pips and corners, smooth
#: edges, whatever the window's antialiasing.
_SUPERSAMPLE = 3


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile to paint, in window pixels: the centres of its two halves, the side of a half,
    and the number on each."""

    first: Point
    second: Point
    side: float
    first_number: int
    second_number: int

    @property
    def box(self) -> Box:
        h = self.side / 2
        return (
            min(self.first[0], self.second[0]) - h,
            min(self.first[1], self.second[1]) - h,
            max(self.first[0], self.second[0]) + h,
            max(self.first[1], self.second[1]) + h,
        )

    @property
    def level(self) -> bool:
        return abs(self.first[1] - self.second[1]) < 1e-6

    def lifted(self, by: float) -> Tile:
        return Tile(
            (self.first[0], self.first[1] + by),
            (self.second[0], self.second[1] + by),
            self.side,
            self.first_number,
            self.second_number,
        )


@cache
def face_texture(
    left: int, right: int, level: bool, side: int, look: Look, back: bool = False
) -> arcade.Texture:
    """A tile's face (or back) ``side`` pixels to a half: ``left`` on its left (top) half and
    ``right`` on the other, painted once with Pillow: the rim and the ivory face with round
    corners, the divider and its brass pin, round pips (or numerals) laid out as
    :data:`~figures.classic_scene.PIPS_AT` says."""
    ss = _SUPERSAMPLE
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
    else:
        reach = s * 0.34
        line = max(ss, round(s * 0.05))
        seam = (*theme.SEAM, 255)
        if level:
            draw.line([(cx, cy - reach), (cx, cy + reach)], fill=seam, width=line)
            halves = ((cx - s / 2, cy), (cx + s / 2, cy))
        else:
            draw.line([(cx - reach, cy), (cx + reach, cy)], fill=seam, width=line)
            halves = ((cx, cy - s / 2), (cx, cy + s / 2))
        r = s * 0.065
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(*PIN, 255))
        for (hx, hy), number in zip(halves, (left, right), strict=True):
            colour = (*look.pip_colour(number), 255)
            if look.numerals:
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
    image = image.reduce(ss)
    name = f"figures-classic-{left}-{right}-{level}-{side}-{look.top}-{look.numerals}-{back}"
    return arcade.Texture(image, hash=name)


@cache
def shadow_texture(level: bool, side: int) -> arcade.Texture:
    """A tile's soft shadow: its shape blurred, wider than the tile by :func:`_shadow_pad`."""
    from PIL import ImageFilter

    ss = 2
    s = side * ss
    pad = _shadow_pad(side) * ss
    width, height = (2 * s, s) if level else (s, 2 * s)
    image = Image.new("RGBA", (width + 2 * pad, height + 2 * pad), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([pad, pad, pad + width, pad + height], s * 0.16, fill=(0, 0, 0, 70))
    image = image.filter(ImageFilter.GaussianBlur(max(1.0, s * 0.06))).reduce(ss)
    return arcade.Texture(image, hash=f"figures-classic-shadow-{level}-{side}")


def _shadow_pad(side: int) -> int:
    return max(2, math.ceil(side * 0.2))


class TileLayer:
    """Tiles as sprites: every shadow first, then every face, each list drawn in one call."""

    def __init__(self) -> None:
        self.shadows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.faces: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def __len__(self) -> int:
        return len(self.faces)

    def add(
        self,
        tile: Tile,
        look: Look,
        *,
        back: bool = False,
        alpha: int = 255,
        lift: float = 0.0,
    ) -> None:
        """A tile (its back when ``back``), faded to ``alpha``, raised by ``lift`` pixels
        over its shadow."""
        side = max(4, round(tile.side))
        level = tile.level
        x0, y0, x1, y1 = tile.box
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if level:
            left, right = (
                (tile.first_number, tile.second_number)
                if tile.first[0] <= tile.second[0]
                else (tile.second_number, tile.first_number)
            )
        else:  # the top half first, as the texture draws it
            left, right = (
                (tile.first_number, tile.second_number)
                if tile.first[1] >= tile.second[1]
                else (tile.second_number, tile.first_number)
            )
        scale = tile.side / side
        shadow = arcade.Sprite(
            shadow_texture(level, side),
            center_x=cx + tile.side * 0.05 + lift * 0.15,
            center_y=cy - tile.side * 0.08 - lift * 0.25,
        )
        pad = _shadow_pad(side) * scale
        shadow.width, shadow.height = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad
        shadow.alpha = alpha
        face = arcade.Sprite(
            face_texture(left, right, level, side, look, back), center_x=cx, center_y=cy + lift
        )
        face.width, face.height = x1 - x0, y1 - y0
        face.alpha = alpha
        self.shadows.append(shadow)
        self.faces.append(face)

    def draw(self) -> None:
        self.shadows.draw()
        self.faces.draw()


def frame(batch: Batch, tile: Tile, colour: RGB, lift: float = 0.0) -> None:
    """A coloured frame round a tile (the last laid, the double to cover, the held tile)."""
    grow = tile.side * 0.1
    x0, y0, x1, y1 = tile.box
    rounded(
        batch,
        (x0 - grow, y0 - grow + lift, x1 + grow, y1 + grow + lift),
        tile.side * 0.16 + grow,
        rgba(colour),
    )


def seat_colour(seat: int) -> RGB:
    """A seat's colour (its train's track, its marker), -1 the Mexican train's ink."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)] if seat >= 0 else theme.INK


def polyline(batch: Batch, points: Sequence[Point], width: float, colour: RGBA) -> None:
    batch.ring(list(points), width, colour)
