"""The whole set on one picture, to tap a seat's remaining tiles at a round's end.

:class:`TilePicker` lays the set out one row per high number (0-0 on the first row, 6-0 to
6-6 on the last of the double-six set; the double-twelve set has thirteen rows, its round's
engine left out), each tile painted by the classic painter (:mod:`figures.ui.classic.paint`)
as on the table. A click or the arrows and Space toggle a tile; a tile already given to
another seat this round is shown taken (faded, with that player's initial) and refused; the
total of the chosen tiles' pips is shown big. Enter accepts (``accept`` gets the tiles), Esc
goes back (``back``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import arcade
from arcade.shape_list import Shape, ShapeElementList

from figures.classic.tiles import PIPS, TEXT, tile
from figures.texts.i18n import count_text, number_text, tr, trn
from figures.ui import theme
from figures.ui.classic.paint import Look, Tile, TileLayer, frame
from figures.ui.draw.batch import Batch
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text, fit_text

#: The largest half a picked tile is painted with, in pixels.
LARGEST_HALF = 58.0
#: Room between two tiles of a row, and between two rows, as a share of a half.
GAP_X = 0.22
GAP_Y = 0.24
#: How opaque a tile given to another seat is drawn.
TAKEN_ALPHA = 70
#: How high a chosen tile rises, as a share of a half.
CHOSEN_LIFT = 0.12
#: The width of the total and the tiles chosen, in the top right corner that the triangle
#: of the set leaves empty.
SIDE_ROOM = 240.0


class TilePicker:
    """The tiles of the set to choose a seat's remaining tiles from."""

    def __init__(
        self,
        top: int,
        *,
        engine: int | None = None,
        taken: Mapping[int, str] | None = None,
        chosen: tuple[int, ...] = (),
        name: str = "",
        accept: Callable[[tuple[int, ...]], None] = lambda tiles: None,
        back: Callable[[], None] = lambda: None,
    ) -> None:
        self.top = top
        self.engine = engine
        #: Tiles given to other seats this round: each with its holder's name (its initial shown).
        self.taken = dict(taken or {})
        self.chosen: set[int] = set(chosen)
        self.name = name
        self.accept = accept
        self.back = back
        self.cursor = (top, top)  # (high, low): the heaviest double first
        self.message = ""
        self.rect = Rect(0, 0, 1000, 600)
        self.half = 20.0
        self.boxes: dict[int, tuple[float, float, float, float]] = {}
        self._key: object = None
        self._shapes: ShapeElementList[Shape] = ShapeElementList()
        self._layer = TileLayer()

    # ----------------------------------------------------------------- reading

    @property
    def tiles(self) -> tuple[int, ...]:
        """The chosen tiles, in the set's order."""
        return tuple(sorted(self.chosen))

    @property
    def total(self) -> int:
        return sum(PIPS[t] for t in self.chosen)

    def in_set(self, t: int) -> bool:
        return t != self.engine

    # ----------------------------------------------------------------- changing

    def toggle(self, t: int) -> bool:
        """Choose or give back tile ``t``; False (with a message) when it is refused."""
        if not self.in_set(t):
            self.message = tr("forms.picker.engine", tile=_shown(t))
            return False
        if t in self.taken:
            self.message = trn("forms.picker.taken", self.taken[t], tile=_shown(t))
            return False
        self.message = ""
        if t in self.chosen:
            self.chosen.discard(t)
        else:
            self.chosen.add(t)
        return True

    def move(self, dx: int, dy: int) -> None:
        """The keyboard's cursor one tile left, right, up (a lighter row) or down."""
        high, low = self.cursor
        if dy:
            high = max(0, min(self.top, high + dy))
            low = min(low, high)
        if dx:
            low = max(0, min(high, low + dx))
        self.cursor = (high, low)

    # ----------------------------------------------------------------- events

    def layout(self, rect: Rect) -> None:
        self.rect = rect

    def on_key(self, symbol: int, modifiers: int) -> bool:
        key = arcade.key
        moves = {key.LEFT: (-1, 0), key.RIGHT: (1, 0), key.UP: (0, -1), key.DOWN: (0, 1)}
        if symbol in moves:
            self.move(*moves[symbol])
        elif symbol == key.SPACE:
            self.toggle(tile(*self.cursor))
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.accept(self.tiles)
        elif symbol == key.ESCAPE:
            self.back()
        elif symbol == key.BACKSPACE:
            self.chosen.clear()
            self.message = ""
        else:
            return False
        return True

    def on_mouse_press(self, x: float, y: float) -> bool:
        t = self.tile_at(x, y)
        if t is None:
            return self.rect.contains(x, y)
        self.cursor = (max(_halves(t)), min(_halves(t)))
        self.toggle(t)
        return True

    def tile_at(self, x: float, y: float) -> int | None:
        self._build()
        for t, (x0, y0, x1, y1) in self.boxes.items():
            if x0 <= x <= x1 and y0 <= y <= y1:
                return t
        return None

    # ----------------------------------------------------------------- drawing

    def _area(self) -> tuple[float, float, float, float]:
        """Where the set goes: left, bottom, width, height (its top rows are short: the
        total goes in the corner they leave)."""
        r = self.rect
        return r.left, r.bottom, r.width, r.height

    def _build(self) -> None:
        key = (
            self.rect.left,
            self.rect.bottom,
            self.rect.width,
            self.rect.height,
            frozenset(self.chosen),
            self.cursor,
        )
        if key == self._key:
            return
        self._key = key
        left, bottom, width, height = self._area()
        rows = self.top + 1
        half = min(
            LARGEST_HALF,
            width / (rows * (2 + GAP_X)),
            height / (rows * (1 + GAP_Y) + 0.3),
        )
        self.half = half
        look = Look.for_set(self.top)
        step_x = half * (2 + GAP_X)
        step_y = half * (1 + GAP_Y)
        y_top = bottom + height - step_y / 2  # the centre of the first row
        batch = Batch()
        layer = TileLayer()
        self.boxes = {}
        for high in range(rows):
            cy = y_top - high * step_y
            for low in range(high + 1):
                t = tile(low, high)
                if not self.in_set(t):
                    continue
                x0 = left + low * step_x + half * GAP_X / 2
                shape = Tile((x0 + half / 2, cy), (x0 + half * 1.5, cy), half, high, low)
                chosen = t in self.chosen
                lift = half * CHOSEN_LIFT if chosen else 0.0
                if chosen:
                    frame(batch, shape, theme.SELECTED, lift)
                alpha = TAKEN_ALPHA if t in self.taken else 255
                layer.add(shape, look, alpha=alpha, lift=lift)
                self.boxes[t] = (x0, cy - half / 2 + lift, x0 + 2 * half, cy + half / 2 + lift)
        self._shapes = ShapeElementList()
        made = batch.shape()
        if made is not None:
            self._shapes.append(made)
        self._layer = layer

    def draw(self, hover: tuple[float, float] | None) -> None:
        self._build()
        self._draw_side()
        self._shapes.draw()
        self._layer.draw()
        half = self.half
        for t, holder in self.taken.items():
            box = self.boxes.get(t)
            if box is None:
                continue
            cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            arcade.draw_circle_filled(cx, cy, half * 0.42, (*theme.TOP_BAR, 235))
            draw_text(
                holder[:1].upper(),
                cx,
                cy,
                size=max(10.0, half * 0.42),
                colour=theme.TOP_TEXT,
                bold=True,
                anchor_x="center",
                anchor_y="center",
            )
        over = self.tile_at(*hover) if hover is not None else None
        cursor = self.boxes.get(tile(*self.cursor))
        if cursor is not None:
            grow = 4
            arcade.draw_lrbt_rectangle_outline(
                cursor[0] - grow,
                cursor[2] + grow,
                cursor[1] - grow,
                cursor[3] + grow,
                theme.HINT,
                3,
            )
        if over is not None and over != tile(*self.cursor):
            box = self.boxes[over]
            arcade.draw_lrbt_rectangle_outline(
                box[0] - 2, box[2] + 2, box[1] - 2, box[3] + 2, theme.FOCUS, 2
            )

    def _draw_side(self) -> None:
        """The seat, its total and its tiles, in the top right corner."""
        r = self.rect
        x = r.right - SIDE_ROOM + 16
        room = SIDE_ROOM - 24
        y = r.top - 4
        draw_text(
            fit_text(self.name, room, theme.SIZES.heading, bold=True),
            x,
            y,
            size=theme.SIZES.heading,
            bold=True,
            anchor_y="top",
        )
        y -= 34
        draw_text(tr("forms.picker.total"), x, y, colour=theme.MUTED, anchor_y="top")
        y -= 20
        draw_text(number_text(self.total), x, y, size=44, bold=True, anchor_y="top")
        y -= 64
        count = len(self.chosen)
        draw_text(count_text("forms.picker.tiles", count), x, y, colour=theme.MUTED, anchor_y="top")
        y -= 22
        listed = " ".join(_shown(t) for t in sorted(self.chosen, reverse=True))
        if listed:
            draw_text(listed, x, y, anchor_y="top", width=int(room))
        if self.message:
            draw_text(
                self.message,
                x,
                y - 56,
                colour=theme.WARNING,
                bold=True,
                width=int(room),
                anchor_y="top",
            )

    @staticmethod
    def keys() -> str:
        """The picker's keys, for the line at the bottom of the form."""
        return " · ".join(
            (
                tr("forms.picker.keys.toggle"),
                tr("forms.picker.keys.accept"),
                tr("forms.picker.keys.back"),
            )
        )


def _halves(t: int) -> tuple[int, int]:
    low, high = (int(n) for n in TEXT[t].split("-"))
    return high, low


def _shown(t: int) -> str:
    """A tile as a player names it, the higher half first ("6-5")."""
    high, low = _halves(t)
    return f"{high}-{low}"
