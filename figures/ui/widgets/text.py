"""Small widgets drawn in window pixels: text, buttons, text fields, toggles, a stepper.

Texts are :class:`arcade.Text` objects kept in a cache and reused from frame to frame (making
a text is slow, drawing one is cheap). Widgets take their label as a function, so that a
change of language shows at the next frame.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

import arcade
import pyglet
from arcade.shape_list import Shape, ShapeElementList
from pyglet.math import Mat4, Vec3

from figures.ui import theme
from figures.ui.table import Batch
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


def draw_message(message: str, left: float, bottom: float, width: float) -> None:
    """A short message (a toast) in a dark box, centred near the bottom of an area."""
    label = fit_text(message, width - 60)
    probe = text(label, -1000, -1000)
    w = probe.content_width + 28
    rect = Rect(left + (width - w) / 2, bottom + 14, w, 30)
    fill_rect(rect, (58, 62, 74, 230))
    draw_text(label, rect.cx, rect.cy, colour=(255, 255, 255), anchor_x="center", anchor_y="center")


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
        label = make_text(
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


@dataclass
class Widget:
    rect: Rect = field(default_factory=Rect)
    visible: Callable[[], bool] = lambda: True

    def draw(self, hover: tuple[float, float] | None) -> None:
        raise NotImplementedError

    def press(self, x: float, y: float) -> bool:
        return False


@dataclass
class Button(Widget):
    label: Callable[[], str] = lambda: ""
    action: Callable[[], None] = lambda: None
    enabled: Callable[[], bool] = lambda: True
    primary: bool = False
    size: float = SIZES.text
    selected: Callable[[], bool] = lambda: False
    dark: bool = False
    #: A shorter label for narrow windows, used when ``compact`` is set.
    short: Callable[[], str] | None = None
    compact: bool = False

    def text(self) -> str:
        """The label shown: the short one when the button is compact."""
        if self.compact and self.short is not None:
            return self.short()
        return self.label()

    def draw(self, hover: tuple[float, float] | None, canvas: Canvas | None = None) -> None:
        canvas = canvas or SCREEN
        if not self.visible():
            return
        enabled = self.enabled()
        over = enabled and hover is not None and self.rect.contains(*hover)
        if self.primary and enabled:
            colour = theme.BUTTON_PRIMARY_HOVER if over else theme.BUTTON_PRIMARY
            ink = (255, 255, 255)
        elif self.dark:
            colour = (84, 90, 104) if over else (70, 75, 88)
            ink = theme.TOP_TEXT if enabled else (140, 140, 150)
            if self.selected():
                colour = (108, 128, 160)
        else:
            colour = (
                theme.BUTTON_HOVER if over else theme.BUTTON if enabled else theme.BUTTON_DISABLED
            )
            ink = theme.TEXT if enabled else theme.MUTED
            if self.selected():
                colour = theme.mix(theme.SELECTED, (255, 255, 255), 0.7)
        canvas.fill(self.rect, colour)
        if not self.dark:
            canvas.outline(self.rect, theme.PANEL_EDGE if not self.selected() else theme.SELECTED)
        content = fit_text(self.text(), self.rect.width - 12, self.size)
        canvas.text(
            content,
            self.rect.cx,
            self.rect.cy,
            size=self.size,
            colour=ink,
            anchor_x="center",
            anchor_y="center",
        )

    def press(self, x: float, y: float) -> bool:
        if self.visible() and self.rect.contains(x, y):
            if self.enabled():
                self.action()
            return True
        return False


@dataclass
class TextField(Widget):
    value: str = ""
    focused: bool = False
    max_length: int = 24
    placeholder: Callable[[], str] = lambda: ""
    on_focus: Callable[[TextField], None] = lambda field: None
    #: The whole text is selected (Ctrl+A, or a suggested value): typing replaces it.
    selected: bool = False

    def draw(self, hover: tuple[float, float] | None) -> None:
        if not self.visible():
            return
        fill_rect(self.rect, theme.FIELD)
        outline_rect(
            self.rect, theme.FOCUS if self.focused else theme.PANEL_EDGE, 2 if self.focused else 1
        )
        shown = self.value or self.placeholder()
        colour = theme.TEXT if self.value else theme.MUTED
        room = self.rect.width - 16
        content = shown
        if self.focused and self.value and text(shown, 0, 0).content_width > room:
            content = "…" + fit_tail(shown, room - 12)  # the end, where the typing goes
        elif not self.focused or not self.value:
            content = fit_text(shown, room)
        probe = text(content, 0, 0)
        if self.focused and self.selected and self.value:
            fill_rect(
                Rect(self.rect.left + 6, self.rect.bottom + 6, probe.content_width + 4, 22),
                theme.mix(theme.FOCUS, (255, 255, 255), 0.7),
            )
        label = draw_text(
            content,
            self.rect.left + 8,
            self.rect.cy,
            colour=colour,
            anchor_y="center",
        )
        if self.focused and not self.selected:
            caret = self.rect.left + 9 + (label.content_width if self.value else 0)
            arcade.draw_line(caret, self.rect.bottom + 6, caret, self.rect.top - 6, theme.FOCUS, 2)

    def press(self, x: float, y: float) -> bool:
        if self.visible() and self.rect.contains(x, y):
            self.on_focus(self)
            return True
        return False

    def type(self, content: str) -> None:
        typed = "".join(c for c in content if c.isprintable())
        if not typed:
            return
        if self.selected:
            self.value = ""
            self.selected = False
        for char in typed:
            if len(self.value) < self.max_length:
                self.value += char

    def backspace(self) -> None:
        self.value = "" if self.selected else self.value[:-1]
        self.selected = False

    def select_all(self) -> None:
        self.selected = bool(self.value)

    def edit_key(self, symbol: int, modifiers: int) -> bool:
        """The editing keys of a focused field: Ctrl+A selects all, Backspace deletes (the
        selection or a character), Ctrl+Backspace and Ctrl+U clear. True when handled."""
        key = arcade.key
        ctrl = bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))
        if ctrl and symbol == key.A:
            self.select_all()
        elif (ctrl and symbol == key.BACKSPACE) or (ctrl and symbol == key.U):
            self.value, self.selected = "", False
        elif symbol == key.BACKSPACE:
            self.backspace()
        elif symbol in (key.LEFT, key.RIGHT, key.HOME, key.END) and self.selected:
            self.selected = False  # the caret goes to the end, keeping the text
        else:
            return False
        return True


def draw_widgets(widgets: list[Widget], hover: tuple[float, float] | None) -> None:
    for widget in widgets:
        widget.draw(hover)


def press_widgets(widgets: list[Widget], x: float, y: float) -> bool:
    return any(widget.press(x, y) for widget in reversed(widgets))


def shadowed_panel(rect: Rect, colour: RGB = theme.PANEL) -> None:
    fill_rect(Rect(rect.left + 3, rect.bottom - 3, rect.width, rect.height), theme.SHADOW)
    fill_rect(rect, colour)
    outline_rect(rect, theme.PANEL_EDGE)
