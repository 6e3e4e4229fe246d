"""Classic tiles painted with Arcade, in batches: the second painter of the classic scene.

A tile is a sprite whose face is the pictures' own tile (:func:`figures.pictures.classic.tile_face`:
the rim and ivory face with rounded corners, the divider with its brass pin, round pips laid
out as :data:`~figures.scene.classic.PIPS_AT` says, or numerals when pips would be too small
to count: the double-twelve set on a crowded table), painted once per size, over a sprite of
its soft shadow; a hidden tile is its back, a dark face with an inlaid border. Frames, slots,
tracks and markers are triangles in a :class:`~figures.ui.colour.paint.Batch`. Everything is in
window pixels: a component builds its sprites and batch once per change of position or size,
and a frame draws each list in one call. (Sprites, not triangles, for the tiles: under a
software renderer thousands of small triangles cost more than the pixels they cover.)

The colours are the pictures' (:mod:`figures.pictures.classic`), so the docs and the game look
alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import arcade
from PIL import Image, ImageDraw

from figures.pictures.classic import (
    SEAT_COLOURS,
    TAG,
    TAG_INK,
    pip_colour,
    shadow_pad,
    tile_face,
    tile_shadow,
)
from figures.pictures.colour import font
from figures.scene.classic import Box, Point
from figures.ui import theme
from figures.ui.draw.batch import Batch
from figures.ui.theme import RGB, RGBA, rgba

__all__ = ["SEAT_COLOURS", "TAG", "TAG_INK"]

#: The smallest half a tile is painted with, in pixels: smaller, its rounded corners would be
#: wider than its rim (a window far below its minimum size lays tiles that small).
MIN_SIDE = 8


@dataclass(frozen=True, slots=True)
class Look:
    """How a set's faces are painted: ``top`` (6 or 12), and numerals instead of pips."""

    top: int
    numerals: bool = False

    @staticmethod
    def for_set(top: int) -> Look:
        """The one look of a game's tiles, whatever their size, in the hand, on the table and
        flying between: pips for the double-six set, numerals for the double-twelve (its
        twelve pips cannot be counted on the table's small tiles, and a look chosen by size
        would change as a hand grows or shrinks)."""
        return Look(top, numerals=top > 9)

    def pip_colour(self, number: int) -> RGB:
        return pip_colour(number, self.top)


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
def numeral_texture(number: int, height: int = 72) -> arcade.Texture:
    """The numeral ``number`` in white on nothing (tinted by its sprite), drawn once with the
    pictures' font about ``height`` pixels tall: made at the size it is shown, so that no
    stroke is lost (a "1" shrunk from a large picture could vanish, "12" reading "'2")."""
    size = max(6, round(height * 1.4))  # (a digit is about 0.7 of the font's size)
    image = Image.new("RGBA", (size * 2, size + 16), (255, 255, 255, 0))
    draw = ImageDraw.Draw(image)
    draw.text(
        (size, size // 2 + 8), str(number), font=font(size), fill=(255, 255, 255, 255), anchor="mm"
    )
    bbox = image.getbbox() or (0, 0, 1, 1)
    return arcade.Texture(image.crop(bbox), hash=f"figures-classic-numeral-{number}-{size}")


def numeral(
    sprites: arcade.SpriteList[arcade.Sprite],
    centre: Point,
    height: float,
    number: int,
    colour: RGB,
    alpha: int = 255,
    room: tuple[float, float] | None = None,
) -> None:
    """A numeral ``height`` pixels tall centred on ``centre`` (on whole pixels), smaller if
    need be to lie within ``room`` (width, height in pixels)."""
    texture = numeral_texture(number, max(4, round(height)))
    # Two digits are condensed, no wider than a half's room, rather than made smaller.
    width = min(height * texture.width / texture.height, height * 1.1)
    if room is not None:
        shrink = min(1.0, room[0] / max(width, 1e-6), room[1] / max(height, 1e-6))
        width, height = width * shrink, height * shrink
        if shrink < 0.8:
            texture = numeral_texture(number, max(4, round(height)))
    sprite = arcade.Sprite(texture, center_x=round(centre[0]), center_y=round(centre[1]))
    sprite.height = height
    sprite.width = width
    sprite.color = arcade.types.Color(colour[0], colour[1], colour[2], alpha)
    sprites.append(sprite)


# ----------------------------------------------------------------------------- tiles


def texture_side(side: float) -> int:
    """The side a tile's pictures are made at for a half ``side`` pixels wide: the whole
    pixel nearest up to 24, then the even pixel above, then the fourth (drawn at most 6%
    smaller, still sharp): a table zoomed or fitted again and again makes pictures at a few
    sizes, not at every pixel, and the window's texture atlas (8192 pictures) holds them."""
    whole = max(MIN_SIDE, round(side))
    if whole <= 24:
        return whole
    step = 2 if whole <= 48 else 4
    return -(-whole // step) * step


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
    """A tile's face (or back) ``side`` pixels to a half, ``left`` on its left (top) half: the
    pictures' own tile (:func:`~figures.pictures.classic.tile_face`), made a texture once."""
    image = tile_face(
        left, right, level=level, side=side, top=look.top, numerals=look.numerals, back=back
    )
    name = f"figures-classic-{left}-{right}-{level}-{side}-{look.top}-{look.numerals}-{back}"
    return arcade.Texture(image, hash=name)


@cache
def shadow_texture(level: bool, side: int) -> arcade.Texture:
    """A tile's soft shadow (:func:`~figures.pictures.classic.tile_shadow`) as a texture."""
    image = tile_shadow(level=level, side=side)
    return arcade.Texture(image, hash=f"figures-classic-shadow-{level}-{side}")


class TileLayer:
    """Tiles as sprites: every shadow first, then every face, each list drawn in one call."""

    def __init__(self) -> None:
        self.shadows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.faces: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        #: Each tile's two sprites, by what they were made from (for :meth:`refill`).
        self._made: dict[tuple[Tile, Look, bool, int, float], tuple[arcade.Sprite, ...]] = {}

    def __len__(self) -> int:
        return len(self.faces)

    def refill(self, tiles: Sequence[tuple[Tile, Look]]) -> int:
        """Hold exactly ``tiles`` (plain faces), keeping the sprites of those already held
        where they were and making only the new ones: a table one tile longer, or with one
        train moved, costs that tile or that train, not the whole table. Returns how many
        tiles were made."""
        wanted = {(tile, look, False, 255, 0.0) for tile, look in tiles}
        stale = [k for k in self._made if k not in wanted]
        if len(stale) * 4 > len(self._made):  # (the table laid anew: start afresh, as a
            self.shadows = arcade.SpriteList()  # sprite list removes one sprite at a time)
            self.faces = arcade.SpriteList()
            self._made = {}
            stale = []
        for key in stale:
            shadow, face = self._made.pop(key)
            self.shadows.remove(shadow)
            self.faces.remove(face)
        made = 0
        for tile, look in tiles:
            if (tile, look, False, 255, 0.0) not in self._made:
                self.add(tile, look)
                made += 1
        return made

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
        side = texture_side(tile.side)
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
        pad = shadow_pad(side) * scale
        shadow.width, shadow.height = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad
        shadow.alpha = alpha
        face = arcade.Sprite(
            face_texture(left, right, level, side, look, back), center_x=cx, center_y=cy + lift
        )
        face.width, face.height = x1 - x0, y1 - y0
        face.alpha = alpha
        self.shadows.append(shadow)
        self.faces.append(face)
        self._made[(tile, look, back, alpha, lift)] = (shadow, face)

    def draw(self) -> None:
        self.shadows.draw()
        self.faces.draw()


def frame(batch: Batch, tile: Tile, colour: RGB, lift: float = 0.0, grow: float = 0.1) -> None:
    """A coloured frame round a tile (a seat's last, the double to cover, the held tile),
    ``grow`` halves' sides wide."""
    grow *= tile.side
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
