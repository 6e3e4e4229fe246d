"""Texts in window pixels, sharp at the interface's scale.

Texts are :class:`arcade.Text` objects kept in a cache and reused from frame to frame (making
a text is slow, drawing one is cheap); :func:`fit_text` cuts one to a width. Widgets take
their label as a function, so that a change of language shows at the next frame. A text
wrapped into rows breaks only where :func:`words` cuts it, as pyglet's layout does.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import arcade
import pyglet
from pyglet.math import Mat4, Vec3

from figures.ui import theme
from figures.ui.theme import RGB, SIZES, rgba

_TEXTS: OrderedDict[tuple[object, ...], arcade.Text] = OrderedDict()
_LIMIT = 600


class SharpText(arcade.Text):
    """A text placed and measured in the layout's pixels but made at the screen's: its font
    size (and its width, when it wraps) times ``ratio`` (:func:`theme.pixels`), drawn shrunk
    back into the layout, which the window shows ``ratio`` times larger: its letters land
    one to one on the screen's pixels, sharp, instead of a small text's stretched. Its
    ``font_size`` is the size made (the screen's)."""

    def __init__(self, content: str, x: float, y: float, *, ratio: float, **kwargs: object) -> None:
        self.ratio = ratio
        size = float(kwargs.get("font_size", 12))  # type: ignore[arg-type]
        kwargs["font_size"] = size * ratio
        width = kwargs.get("width")
        if width is not None:
            kwargs["width"] = round(float(width) * ratio)  # type: ignore[arg-type]
        super().__init__(content, *self._on_screen(x, y), **kwargs)  # type: ignore[arg-type]
        if kwargs.get("multiline"):
            # A font's height is rounded at each size (Liberation Sans: 18 pixels at 11, 25
            # at 16.5): its lines, wrapped or not, are spaced as at the layout's size.
            font = (kwargs.get("font_name", ("calibri", "arial")), bool(kwargs.get("bold")))
            extra = round(line_height(*font, size) * ratio) - line_height(*font, size * ratio)
            if extra:
                end = len(self.label.document.text)
                self.label.document.set_style(0, end, {"leading": extra, "margin_bottom": extra})

    def _on_screen(self, x: float, y: float) -> tuple[int, int]:
        """A layout point on the screen's pixels, rounded to a whole one (a text on a half
        pixel is blurred, and pyglet cuts its descenders off)."""
        return round(x * self.ratio), round(y * self.ratio)

    @property
    def x(self) -> float:
        return float(self.label.x) / self.ratio

    @x.setter
    def x(self, x: float) -> None:
        self.label.x = round(x * self.ratio)

    @property
    def y(self) -> float:
        return float(self.label.y) / self.ratio

    @y.setter
    def y(self, y: float) -> None:
        self.label.y = round(y * self.ratio)

    @property
    def position(self) -> tuple[float, float]:
        return (self.x, self.y)

    @position.setter
    def position(self, point: tuple[float, float]) -> None:
        self.label.position = (*self._on_screen(point[0], point[1]), self.label.z)

    @property
    def content_width(self) -> int:
        return round(self.label.content_width / self.ratio)

    @property
    def content_height(self) -> int:
        return round(self.label.content_height / self.ratio)

    @property
    def left(self) -> float:
        return float(self.label.left) / self.ratio

    @property
    def right(self) -> float:
        return float(self.label.right) / self.ratio

    @property
    def top(self) -> float:
        return float(self.label.top) / self.ratio

    @property
    def bottom(self) -> float:
        return float(self.label.bottom) / self.ratio

    def draw(self) -> None:
        with layout_pixels(self.ratio):
            super().draw()


@lru_cache(maxsize=64)
def line_height(name: object, bold: bool, size: float) -> int:
    """The pixels from one line of a wrapped text to the next in font ``name`` at ``size``."""
    weight = pyglet.text.Weight.BOLD if bold else pyglet.text.Weight.NORMAL
    font = pyglet.font.load(name, size, weight=weight)  # type: ignore[arg-type]
    return int(font.ascent - font.descent)


@contextmanager
def layout_pixels(ratio: float) -> Iterator[None]:
    """Texts made ``ratio`` times larger (:class:`SharpText`) drawn at the layout's size:
    the view shrinks them back while they draw."""
    if ratio == 1.0:
        yield
        return
    ctx = arcade.get_window().ctx
    view = ctx.view_matrix
    ctx.view_matrix = view @ Mat4.from_scale(Vec3(1 / ratio, 1 / ratio, 1.0))
    try:
        yield
    finally:
        ctx.view_matrix = view


class TextBatch(pyglet.graphics.Batch):
    """A batch of texts made by :func:`make_text` (``batch=``) at the scale of the moment it
    was made, drawn sharp in one call."""

    def __init__(self) -> None:
        super().__init__()
        self.ratio = theme.pixels()

    def draw(self) -> None:
        with layout_pixels(self.ratio):
            super().draw()


#: ``arcade.Text``'s arguments after the text and its point, in their order.
_TEXT_ARGUMENTS = ("color", "font_size", "width", "align", "font_name", "bold", "italic")


def make_text(content: str, x: float, y: float, *args: object, **kwargs: object) -> arcade.Text:
    """An ``arcade.Text`` (the same arguments) in the layout's pixels, sharp at the
    interface's scale: a :class:`SharpText` when the screen has more pixels than the layout;
    in a batch, a :class:`TextBatch`'s (at its scale; in another batch, a plain text)."""
    kwargs.update(zip(_TEXT_ARGUMENTS, args, strict=False))
    batch = kwargs.get("batch")
    if batch is None:
        ratio = theme.pixels()
    else:
        ratio = batch.ratio if isinstance(batch, TextBatch) else 1.0
    if ratio == 1.0:
        return arcade.Text(content, x, y, **kwargs)  # type: ignore[arg-type]
    return SharpText(content, x, y, ratio=ratio, **kwargs)


def text(
    content: str,
    x: float,
    y: float,
    *,
    size: float = SIZES.text,
    colour: RGB = theme.TEXT,
    bold: bool = False,
    anchor_x: str = "left",
    anchor_y: str = "baseline",
    width: int | None = None,
    alpha: int = 255,
) -> arcade.Text:
    """A cached Text at ``(x, y)`` (drawn by the caller with ``.draw()``)."""
    key = (content, size, colour, bold, anchor_x, anchor_y, width, alpha, theme.pixels())
    label = _TEXTS.get(key)
    if label is None:
        label = make_text(
            content,
            x,
            y,
            color=rgba(colour, alpha),
            font_size=size,
            font_name=theme.FONT,
            bold=bold,
            anchor_x=anchor_x,
            anchor_y=anchor_y,
            width=width,
            multiline=width is not None,
        )
        _TEXTS[key] = label
        if len(_TEXTS) > _LIMIT:
            _TEXTS.popitem(last=False)
    else:
        _TEXTS.move_to_end(key)
        if label.x != x or label.y != y:
            label.position = (x, y)
    return label


def draw_text(content: str, x: float, y: float, **kwargs: object) -> arcade.Text:
    label = text(content, x, y, **kwargs)  # type: ignore[arg-type]
    label.draw()
    return label


#: Where a row of text may end: at ordinary spaces (and tabs, new lines), as in pyglet's
#: layout of a wrapped text; never at a no-break space (U+00A0, the narrow U+202F), which
#: French puts before ":", ";", "?", "!" and inside « » to keep them with their word.
_BREAKS = re.compile(r"[ \t\n]+")


def words(content: str) -> list[str]:
    r"""``content`` cut where a row may end, for a wrapper that joins its words with a space:
    ``"Tour 3\u00a0: un bord"`` is ``["Tour", "3\u00a0:", "un", "bord"]`` (``str.split()``
    would cut at the no-break space too)."""
    return [word for word in _BREAKS.split(content) if word]


def fit_text(content: str, width: float, size: float = SIZES.text, bold: bool = False) -> str:
    """``content`` cut with an ellipsis so that it fits ``width`` pixels."""
    label = text(content, 0, 0, size=size, bold=bold)
    if label.content_width <= width:
        return content
    low, high = 0, len(content)
    while low < high:
        mid = (low + high + 1) // 2
        if text(content[:mid] + "…", 0, 0, size=size, bold=bold).content_width <= width:
            low = mid
        else:
            high = mid - 1
    return content[:low] + "…"


def fit_tail(content: str, width: float, size: float = SIZES.text) -> str:
    """The end of ``content`` that fits ``width`` pixels (for a field being typed in)."""
    low, high = 0, len(content)
    while low < high:
        mid = (low + high) // 2
        if text(content[mid:], 0, 0, size=size).content_width <= width:
            high = mid
        else:
            low = mid + 1
    return content[low:]
