"""Rectangles and where panels are painted: straight to the screen (:data:`SCREEN`) or into
a :class:`Picture` kept from frame to frame."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList

from figures.ui import theme
from figures.ui.draw.batch import Batch
from figures.ui.theme import RGB, SIZES, rgba
from figures.ui.widgets import text as texts
from figures.ui.widgets.text import TextBatch, draw_text


@dataclass
class Rect:
    left: float = 0
    bottom: float = 0
    width: float = 0
    height: float = 0

    def contains(self, x: float, y: float) -> bool:
        return (
            self.left <= x < self.left + self.width and self.bottom <= y < self.bottom + self.height
        )

    @property
    def cx(self) -> float:
        return self.left + self.width / 2

    @property
    def cy(self) -> float:
        return self.bottom + self.height / 2

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def top(self) -> float:
        return self.bottom + self.height


class Canvas:
    """Where a panel is painted: straight to the screen (this class), or into a
    :class:`Picture` kept from frame to frame."""

    def fill(self, rect: Rect, colour: RGB | tuple[int, int, int, int]) -> None:
        fill_rect(rect, colour)

    def outline(
        self, rect: Rect, colour: RGB | tuple[int, int, int, int], width: float = 1
    ) -> None:
        outline_rect(rect, colour, width)

    def line(
        self, x0: float, y0: float, x1: float, y1: float, colour: RGB, width: float = 1
    ) -> None:
        arcade.draw_line(x0, y0, x1, y1, colour, width)

    def disc(self, x: float, y: float, radius: float, colour: RGB) -> None:
        arcade.draw_circle_filled(x, y, radius, colour)

    def circle(self, x: float, y: float, radius: float, colour: RGB, width: float = 1) -> None:
        arcade.draw_circle_outline(x, y, radius, colour, width)

    def text(self, content: str, x: float, y: float, **kwargs: object) -> arcade.Text:
        return draw_text(content, x, y, **kwargs)


#: Painting straight to the screen.
SCREEN = Canvas()


class Picture(Canvas):
    """Shapes and texts painted once and drawn in two calls (one shape list, one text batch)
    until :meth:`start` is called with another key: for panels that change only when the
    game does, not every frame."""

    def __init__(self) -> None:
        self.key: object = None
        self._shapes: ShapeElementList[Shape] = ShapeElementList()
        self._texts = TextBatch()
        self._labels: list[arcade.Text] = []
        self._batch = Batch()

    def start(self, key: object) -> bool:
        """Begin painting anew for ``key``; False (and nothing to do) when it is the key
        already painted (at the same scale)."""
        key = (key, theme.pixels())
        if key == self.key:
            return False
        self.key = key
        self._texts = TextBatch()
        self._labels = []
        self._batch = Batch()
        return True

    def finish(self) -> None:
        self._shapes = ShapeElementList()
        shape = self._batch.shape()
        if shape is not None:
            self._shapes.append(shape)

    def fill(self, rect: Rect, colour: RGB | tuple[int, int, int, int]) -> None:
        r = rect
        ring = [(r.left, r.bottom), (r.right, r.bottom), (r.right, r.top), (r.left, r.top)]
        self._batch.polygon(ring, _rgba(colour))

    def outline(
        self, rect: Rect, colour: RGB | tuple[int, int, int, int], width: float = 1
    ) -> None:
        r = rect
        ring = [(r.left, r.bottom), (r.right, r.bottom), (r.right, r.top), (r.left, r.top)]
        self._batch.ring([*ring, ring[0]], width, _rgba(colour))

    def line(
        self, x0: float, y0: float, x1: float, y1: float, colour: RGB, width: float = 1
    ) -> None:
        self._batch.segment((x0, y0), (x1, y1), width, _rgba(colour), cap=False)

    def disc(self, x: float, y: float, radius: float, colour: RGB) -> None:
        self._batch.disc((x, y), radius, _rgba(colour))

    def circle(self, x: float, y: float, radius: float, colour: RGB, width: float = 1) -> None:
        self._batch.circle((x, y), radius, width, _rgba(colour))

    def text(self, content: str, x: float, y: float, **kwargs: object) -> arcade.Text:
        size = kwargs.get("size", SIZES.text)
        colour = kwargs.get("colour", theme.TEXT)
        alpha = kwargs.get("alpha", 255)
        width = kwargs.get("width")
        label = texts.make_text(  # (looked up when called: tests watch it)
            content,
            x,
            y,
            color=rgba(colour, alpha),  # type: ignore[arg-type]
            font_size=size,
            font_name=theme.FONT,
            bold=bool(kwargs.get("bold", False)),
            anchor_x=str(kwargs.get("anchor_x", "left")),
            anchor_y=str(kwargs.get("anchor_y", "baseline")),
            width=width,
            multiline=width is not None,
            batch=self._texts,
        )
        self._labels.append(label)
        return label

    def draw(self) -> None:
        self._shapes.draw()
        self._texts.draw()  # (as arcade.Text.draw does for one label)


def _rgba(colour: RGB | tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    return colour if len(colour) == 4 else rgba(colour)


def fill_rect(rect: Rect, colour: RGB | tuple[int, int, int, int]) -> None:
    arcade.draw_lbwh_rectangle_filled(rect.left, rect.bottom, rect.width, rect.height, colour)


def outline_rect(rect: Rect, colour: RGB | tuple[int, int, int, int], width: float = 1) -> None:
    arcade.draw_lbwh_rectangle_outline(
        rect.left, rect.bottom, rect.width, rect.height, colour, width
    )


def shadowed_panel(rect: Rect, colour: RGB = theme.PANEL) -> None:
    fill_rect(Rect(rect.left + 3, rect.bottom - 3, rect.width, rect.height), theme.SHADOW)
    fill_rect(rect, colour)
    outline_rect(rect, theme.PANEL_EDGE)
