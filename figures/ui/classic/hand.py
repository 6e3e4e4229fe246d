"""A seat's tiles: a component the desktop shell hosts in a rectangle of its window.

:class:`HandRow` lays a hand out in a row of upright tiles, centred in its rectangle, smaller
(and then overlapping) when many tiles must fit. Shown face up (:meth:`HandRow.show`, the
seat at the screen) its tiles can be picked: :meth:`HandRow.tile_at` names the tile under a
pixel, :meth:`HandRow.select` lifts and frames the held one, and the tiles with no legal play
fade when the caller says which can be played. Shown face down (:meth:`HandRow.show_backs`,
any other seat) it is a fan of backs with the count, as many as the seat holds and nothing
more: a hidden hand's tiles never reach it.

Built once per change into a batch of shapes, a sprite list and a batch of texts, in window
pixels (draw it with the window's default camera in use).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

import arcade
from arcade.shape_list import Shape, ShapeElementList

from figures.classic.round import SeatView
from figures.classic.tiles import HIGH, LOW
from figures.scene.classic import Box
from figures.ui import theme
from figures.ui.classic.paint import Look, Tile, TileLayer, frame, outline
from figures.ui.draw.batch import Batch
from figures.ui.theme import rgba
from figures.ui.widgets.text import TextBatch, fit_text, make_text, text

#: A tile's height in a hand, as a share of the row's height, and its limits in pixels.
HEIGHT_SHARE = 0.74
LARGEST = 120.0
SMALLEST = 28.0
#: The room between two tiles, as a share of a tile's width; backs overlap by this share.
GAP = 0.22
BACKS_STEP = 0.42
#: How high a held tile rises, and a tile under the pointer, as a share of its height.
LIFT = 0.16
HOVER_LIFT = 0.05
#: How opaque a tile with no legal play is drawn (out of 255).
FADED = 120
#: The frame round a tile just drawn (until the player's next action).
DRAWN_MARK: Final = (214, 150, 40)
#: Pixels kept clear at each side of a face-up row: a tile's frame (just drawn, or the
#: guide's "click this") stays inside the row, clear of the buttons beside it.
EDGE: Final = 12.0
#: Pixels left of a row of backs for the seat's name and count.
LABEL_ROOM = 96.0
#: A face-up row lower than this has its label beside its tiles, not above them.
BESIDE_BELOW = 60.0


class HandRow:
    """One seat's hand in a row: face up and selectable, or face down with its count."""

    def __init__(self, top: int = 6) -> None:
        self.top = top
        self.rect: tuple[float, float, float, float] = (0.0, 0.0, 800.0, 150.0)
        self.tiles: tuple[int, ...] = ()
        self.face_up = True
        self.count = 0
        self.label = ""
        self.counted = ""
        #: The tiles with a legal play (None: not said, none faded).
        self.playable: frozenset[int] | None = None
        self.selected: int | None = None
        self.hovered: int | None = None
        #: Tiles just drawn (framed), and tiles not drawn yet (on their way from the stock).
        self.marked: frozenset[int] = frozenset()
        self.hidden: frozenset[int] = frozenset()
        #: Each tile's box in window pixels, as laid (without the lift).
        self.boxes: list[tuple[int, Box]] = []
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.tiles_drawn = TileLayer()
        self.texts = TextBatch()
        self._labels: list[arcade.Text] = []
        self._key: object = None

    @property
    def look(self) -> Look:
        """How the faces are painted: the game's one look, whatever the tiles' size."""
        return Look.for_set(self.top)

    # ----------------------------------------------------------------- feeding

    def place(self, left: float, bottom: float, width: float, height: float) -> None:
        self.rect = (float(left), float(bottom), max(1.0, float(width)), max(1.0, float(height)))

    def show(
        self, tiles: Sequence[int], *, playable: Iterable[int] | None = None, label: str = ""
    ) -> None:
        """The seat's own tiles, face up, in the order given; those not in ``playable``
        fade when it is given. A held tile no longer in the hand is let go."""
        self.tiles = tuple(tiles)
        self.face_up = True
        self.count = len(self.tiles)
        self.label = label
        self.playable = None if playable is None else frozenset(playable)
        if self.selected not in self.tiles:
            self.selected = None

    def show_view(self, view: SeatView, *, playable: Iterable[int] | None = None) -> None:
        """The hand of the seat whose view this is."""
        self.show(view.hand, playable=playable)

    def show_backs(self, count: int, label: str = "", counted: str = "") -> None:
        """Another seat's hand: ``count`` backs, the ``label`` (its name) and the count (in
        words when ``counted`` says it: "7 tiles"); no tile."""
        self.tiles = ()
        self.face_up = False
        self.count = count
        self.label = label
        self.counted = counted
        self.playable = None
        self.selected = None

    def select(self, tile: int | None) -> int | None:
        """Hold ``tile`` (None lets go); a tile not in the face-up hand is refused (None)."""
        self.selected = tile if tile in self.tiles else None
        return self.selected

    def hover(self, x: float, y: float) -> int | None:
        self.hovered = self.tile_at(x, y)
        return self.hovered

    # ----------------------------------------------------------------- reading

    def tile_at(self, x: float, y: float) -> int | None:
        """The face-up tile under the pixel ``(x, y)`` (the one drawn on top where tiles
        overlap; a held tile where it has risen to), or None."""
        self._build()
        for tile, box in reversed(self.boxes):
            lift = self._lift(tile, box)
            if box[0] <= x < box[2] and box[1] + lift <= y < box[3] + lift:
                return tile
        return None

    def tile_centred(self, tile: int, x: float, y: float) -> Tile | None:
        """``tile`` as the hand draws it (upright, its size) but centred on ``(x, y)``: a tile
        being dragged; None when it is not in the hand."""
        box = self.box_of(tile)
        if box is None:
            return None
        wide, tall = box[2] - box[0], box[3] - box[1]
        return Tile((x, y + tall / 4), (x, y - tall / 4), wide, HIGH[tile], LOW[tile])

    def box_of(self, tile: int) -> Box | None:
        """Where ``tile`` is drawn, in window pixels (its lift included)."""
        self._build()
        for t, box in self.boxes:
            if t == tile:
                lift = self._lift(t, box)
                return (box[0], box[1] + lift, box[2], box[3] + lift)
        return None

    def _lift(self, tile: int, box: Box) -> float:
        height = box[3] - box[1]
        if tile == self.selected:
            return height * LIFT
        if tile == self.hovered:
            return height * HOVER_LIFT
        return 0.0

    # ----------------------------------------------------------------- building

    def _layout(self) -> tuple[float, float, float, float]:
        """The tile's height and width, the step from one tile to the next, and the first
        tile's left edge."""
        left, _bottom, width, height = self.rect
        n = max(1, self.count)
        if self.face_up:  # (a short row's label goes beside its tiles, as a back row's)
            label_room = self._beside_room() if self._beside() else 0.0
        else:
            label_room = min(width * 0.45, LABEL_ROOM)
        edge = EDGE if self.face_up else 4.0
        room = width - label_room - 2 * edge
        tall = max(SMALLEST, min(LARGEST, height * HEIGHT_SHARE))
        if self._above():  # (under the label, never over it)
            tall = max(SMALLEST, min(tall, self._ceiling() - self.rect[1]))
        wide = tall / 2
        share = (1 + GAP) if self.face_up else BACKS_STEP
        step = wide * share
        if n > 1 and wide + step * (n - 1) > room:
            fit = room / (1 + share * (n - 1))  # smaller, down to the smallest...
            wide = max(SMALLEST / 2, fit)
            tall = wide * 2
            step = min(wide * share, (room - wide) / (n - 1))  # ...then overlapping
        used = wide + step * (n - 1)
        first = left + label_room + edge + (room - used) / 2
        return tall, wide, step, first

    def _build(self) -> None:
        key = (
            self.rect,
            self.tiles,
            self.face_up,
            self.count,
            self.label,
            self.counted,
            self.playable,
            self.selected,
            self.hovered,
            self.marked,
            self.hidden,
        )
        if key == self._key:
            return
        self._key = key
        tall, wide, step, first = self._layout()
        left, bottom, _width, height = self.rect
        y0 = bottom + (height - tall) / 2 - (tall * LIFT / 2 if self.face_up else 0)
        if self._above():
            y0 = max(bottom, min(y0, self._ceiling() - tall))
        look = self.look
        batch = Batch()
        layer = TileLayer()
        self.boxes = []
        self.texts = TextBatch()
        self._labels = []
        if self.face_up:
            for i, t in enumerate(self.tiles):
                x0 = first + i * step
                box = (x0, y0, x0 + wide, y0 + tall)
                self.boxes.append((t, box))
                cx = x0 + wide / 2
                faded = self.playable is not None and t not in self.playable
                tile = Tile((cx, y0 + tall * 0.75), (cx, y0 + tall * 0.25), wide, HIGH[t], LOW[t])
                lift = self._lift(t, box)
                if t in self.hidden:
                    continue
                if t == self.selected:
                    frame(batch, tile, theme.SELECTED, lift)
                elif t in self.marked:  # (a ring: a faded tile would show a fill through)
                    grow = wide * 0.1
                    ring = (x0 - grow, y0 - grow + lift, x0 + wide + grow, y0 + tall + grow + lift)
                    outline(batch, ring, max(2.0, wide * 0.07), rgba(DRAWN_MARK))
                layer.add(tile, look, alpha=FADED if faded else 255, lift=lift)
        else:
            size = theme.SIZES.small if height < 40 else theme.SIZES.text
            for i in range(self.count):
                x0 = first + i * step
                cx = x0 + wide / 2
                layer.add(
                    Tile((cx, y0 + tall * 0.75), (cx, y0 + tall * 0.25), wide, 0, 0),
                    look,
                    back=True,
                )
            lines = self._count_lines(first - left - 8, size)
            gap = size + 4  # (two rows a line apart, centred on the row)
            for i, line in enumerate(lines):
                self._labels.append(
                    make_text(
                        line,
                        left + 4,
                        bottom + height / 2 + gap * ((len(lines) - 1) / 2 - i),
                        rgba(theme.TEXT if i == 0 else theme.MUTED),
                        size,
                        font_name=theme.FONT,
                        anchor_y="center",
                        batch=self.texts,
                    )
                )
        if self.face_up and self.label:
            beside = self._beside()
            self._labels.append(
                make_text(
                    fit_text(self.label, first - left - 8, theme.SIZES.small)
                    if beside
                    else self.label,
                    left + 6 if not beside else left + 4,
                    bottom + height - 4 if not beside else bottom + height / 2,
                    rgba(theme.MUTED),
                    theme.SIZES.small,
                    font_name=theme.FONT,
                    anchor_y="top" if not beside else "center",
                    batch=self.texts,
                )
            )
        self.shapes = ShapeElementList()
        shape = batch.shape()
        if shape is not None:
            self.shapes.append(shape)
        self.tiles_drawn = layer

    def _beside(self) -> bool:
        """A face-up row too short for its label above its tiles (another seat's row at a
        round's end): the label goes left of them."""
        return bool(self.label) and self.rect[3] < BESIDE_BELOW

    def _above(self) -> bool:
        """A face-up row with its label above its tiles."""
        return self.face_up and bool(self.label) and not self._beside()

    def _ceiling(self) -> float:
        """The highest a tile of a face-up row reaches: 2 pixels under its label above."""
        _left, bottom, _width, height = self.rect
        label = text(self.label, 0, 0, size=theme.SIZES.small)
        return bottom + height - 4 - label.content_height - 2

    def _beside_room(self) -> float:
        """The room a label beside the tiles takes: its width, at most nearly half the row."""
        width = text(self.label, 0, 0, size=theme.SIZES.small).content_width + 12
        return min(self.rect[2] * 0.45, width)

    def _count_lines(self, room: float, size: float) -> tuple[str, ...]:
        """A face-down row's name and count, left of the backs in ``room`` pixels (never over
        them): "Bob · 7 tiles" on one row when the count is given in words and it fits, else
        the name over the count in words ("Computer 2" over "12 tiles", never "Computer 2
        12"), each cut if need be. Without words for the count: "Bob  7"."""
        if self.counted:
            full = f"{self.label} · {self.counted}" if self.label else self.counted
            if text(full, 0, 0, size=size).content_width <= room:
                return (full,)
            counted = fit_text(self.counted, room, size)
            return (fit_text(self.label, room, size), counted) if self.label else (counted,)
        short = f"{self.label}  {self.count}" if self.label else str(self.count)
        if not self.label or text(short, 0, 0, size=size).content_width <= room:
            return (short,)
        tail = f"  {self.count}"
        name = fit_text(self.label, room - text(tail, 0, 0, size=size).content_width, size)
        return (name + tail,)

    def draw(self) -> None:
        self._build()
        self.shapes.draw()
        self.tiles_drawn.draw()
        self.texts.draw()
