"""The text field: a line of text edited as in any desktop field.

The caret goes where a click in the focused field puts it, and moves with ← → Home End
(Ctrl+← → by words); Shift with a motion, or the mouse dragged, selects; a double click
selects a word, Ctrl+A everything. Backspace and Delete remove the selection or one
character, Ctrl+Backspace the word before the caret, Ctrl+U everything. Ctrl+C, Ctrl+X and
Ctrl+V copy, cut and paste through the system clipboard. A field keeps its length limit and
its allowed characters whatever arrives: what is typed or pasted beyond them is left out.

**Built on pyglet's** :class:`~pyglet.text.layout.IncrementalTextLayout` **and**
:class:`~pyglet.text.caret.Caret`, given the window (whose ``set_clipboard_text`` and
``get_clipboard_text`` reach the system clipboard), rather than on a subclass of
``arcade.gui.UIInputText``: that widget is the same layout and caret wrapped for
``arcade.gui``'s manager, which draws its widgets into surfaces of its own and routes
events to them, while every screen here draws its widgets itself in the layout's pixels and
routes the events to the one that has the focus (the set-up, the sheet's forms, the file
dialog, the editor). The layout shows the focused text at the screen's pixels and shrunk
into the layout (as :class:`figures.ui.widgets.text.SharpText` does), scrolls it to keep the
caret in sight and paints the selection; the caret maps a click or a drag to a place in the
text and finds a word's bounds. What the text, the caret and the selection are is kept by
the field itself (the caret's word patterns are the same), so that a field is edited
without a window (the sheet's forms are tested so) and a value set by a screen is taken as
it is.

The window sends an editing key twice, as ``on_key_press`` and as ``on_text_motion`` (and
only the second while the key repeats): :meth:`TextField.edit_key` does the edit and
:meth:`TextField.text_motion` passes over the motion of the key just pressed, acting on the
repeats. An unfocused field is drawn as a plain text (cut with an ellipsis to its width).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass

import arcade
import pyglet
from pyglet.text.caret import Caret
from pyglet.text.layout import IncrementalTextLayout
from pyglet.window import key

from figures.ui import theme
from figures.ui.theme import SIZES, rgba
from figures.ui.widgets.buttons import Widget
from figures.ui.widgets.shapes import fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, layout_pixels

#: The motions of the editing keys, without and with Ctrl (as the window names them).
MOTIONS: dict[tuple[int, bool], int] = {
    (key.LEFT, False): key.MOTION_LEFT,
    (key.RIGHT, False): key.MOTION_RIGHT,
    (key.LEFT, True): key.MOTION_PREVIOUS_WORD,
    (key.RIGHT, True): key.MOTION_NEXT_WORD,
    (key.HOME, False): key.MOTION_BEGINNING_OF_LINE,
    (key.END, False): key.MOTION_END_OF_LINE,
    (key.HOME, True): key.MOTION_BEGINNING_OF_FILE,
    (key.END, True): key.MOTION_END_OF_FILE,
    (key.BACKSPACE, False): key.MOTION_BACKSPACE,
    (key.DELETE, False): key.MOTION_DELETE,
    (key.C, True): key.MOTION_COPY,
    (key.V, True): key.MOTION_PASTE,
}
#: Two presses closer in time than this (seconds), and in space than :data:`NEAR`
#: pixels, are a double click.
DOUBLE_CLICK = 0.4
NEAR = 4


class _Caret(Caret):
    """pyglet's caret, still: the field draws its own (as wide as the old one, in the focus
    colour), so it needs no blinking clock."""

    PERIOD = 0.0


class _Shown:
    """The focused field's text on screen: a document in an incremental layout with its
    caret, for one rectangle, scale and font; made again when one of them changes."""

    def __init__(self, field: TextField, ratio: float, size: float, bold: bool) -> None:
        r, pad = field.rect, field.pad()
        self.ratio = ratio
        self.key = field.shown_key(ratio, size, bold)
        self.batch = pyglet.graphics.Batch()
        document = pyglet.text.document.UnformattedDocument(field.value)
        document.set_style(
            0,
            len(field.value),
            {
                "font_name": theme.FONT,
                "font_size": size * ratio,
                "weight": pyglet.text.Weight.BOLD if bold else pyglet.text.Weight.NORMAL,
                "color": rgba(theme.TEXT),
            },
        )
        self.layout = IncrementalTextLayout(
            document,
            round((r.left + pad) * ratio),
            round(r.bottom * ratio),
            width=max(1, round((r.width - 2 * pad) * ratio)),
            height=max(1, round(r.height * ratio)),
            multiline=False,
            batch=self.batch,
        )
        self.layout.content_valign = "center"
        self.layout.selection_background_color = rgba(theme.mix(theme.FOCUS, (255, 255, 255), 0.7))
        self.layout.selection_color = rgba(theme.TEXT)
        self.caret = _Caret(self.layout, color=rgba(theme.FOCUS), window=TextField.window())
        self.caret.visible = False

    def show(self, field: TextField) -> None:
        """The layout showing ``field``'s text, caret and selection."""
        document = self.layout.document
        if document.text != field.value:
            document.text = field.value
        self.caret.position = field.caret
        self.caret.mark = field.anchor  # type: ignore[assignment]

    def index_at(self, x: float, y: float) -> int:
        """The place in the text nearest the layout point ``(x, y)``."""
        self.caret.move_to_point(round(x * self.ratio), round(y * self.ratio))
        return self.caret.position

    def caret_x(self) -> float:
        """Where the caret stands, in the layout's pixels."""
        x, _ = self.layout.get_point_from_position(self.caret.position)
        return (self.layout.left + x - self.layout.view_x) / self.ratio

    def delete(self) -> None:
        self.caret.delete()
        self.layout.delete()


@dataclass(eq=False)
class TextField(Widget):
    """A one-line field. ``value`` is its text (a screen may set it; the caret then goes to
    its end), ``caret`` the place of the caret in it and ``anchor`` the other end of the
    selection (None: nothing selected). Two fields are the same field only when they are
    one."""

    value: str = ""
    focused: bool = False
    max_length: int = 24
    placeholder: Callable[[], str] = lambda: ""
    on_focus: Callable[[TextField], None] = lambda field: None
    #: The characters it takes (None: any printable one).
    allowed: str | None = None
    #: Its text's size, and whether its text is bold (its placeholder never is). A large
    #: text shrinks to the field's height.
    size: float = SIZES.text
    bold: bool = False

    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def __post_init__(self) -> None:
        self.caret = len(self.value)
        self.anchor: int | None = None
        #: The value the caret was placed in (another one was set by the screen).
        self._known = self.value
        #: The motion of the key just pressed, which the window sends next.
        self._pending: int | None = None
        #: The last press: when, where, how many in a row.
        self._clicks = (0.0, 0.0, 0.0, 0)
        self._dragged_from: float | None = None
        self._shown: _Shown | None = None

    # ----------------------------------------------------------------- the text

    def _sync(self) -> None:
        if self.value != self._known:  # set by the screen: the caret at its end
            self._known = self.value
            self.caret, self.anchor = len(self.value), None
        self.caret = min(self.caret, len(self.value))
        if self.anchor is not None:
            self.anchor = min(self.anchor, len(self.value))

    def _set(self, value: str, caret: int) -> None:
        self.value = self._known = value
        self.caret, self.anchor = caret, None

    def span(self) -> tuple[int, int]:
        """The selection's start and end (equal when nothing is selected)."""
        self._sync()
        anchor = self.caret if self.anchor is None else self.anchor
        return min(anchor, self.caret), max(anchor, self.caret)

    def selection(self) -> str:
        start, end = self.span()
        return self.value[start:end]

    @property
    def selected(self) -> bool:
        """Whether the whole text is selected (typing replaces it)."""
        return bool(self.value) and self.span() == (0, len(self.value))

    @selected.setter
    def selected(self, whole: bool) -> None:
        if whole:
            self.select_all()
        else:
            self._sync()
            self.anchor = None

    def takes(self, content: str) -> bool:
        """Whether every character of ``content`` may be typed into the field."""
        return bool(content) and all(self._allowed(c) for c in content)

    def _allowed(self, char: str) -> bool:
        return char.isprintable() and (self.allowed is None or char in self.allowed)

    def type(self, content: str) -> None:
        """``content`` typed (or pasted) at the caret, over the selection: only the allowed
        characters, as many as the length limit leaves room for."""
        typed = "".join(c for c in content if self._allowed(c))
        if not typed:
            return
        start, end = self.span()
        room = self.max_length - (len(self.value) - (end - start))
        typed = typed[: max(0, room)]
        self._set(self.value[:start] + typed + self.value[end:], start + len(typed))

    def _remove(self, start: int, end: int) -> None:
        self._set(self.value[:start] + self.value[end:], start)

    def backspace(self) -> None:
        """The selection deleted, or the character before the caret."""
        start, end = self.span()
        if start == end:
            start = max(0, start - 1)
        self._remove(start, end)

    def delete(self) -> None:
        """The selection deleted, or the character after the caret."""
        start, end = self.span()
        if start == end:
            end = min(len(self.value), end + 1)
        self._remove(start, end)

    def delete_word(self) -> None:
        """The selection deleted, or the word before the caret (and the spaces after it)."""
        start, end = self.span()
        if start == end:
            start = self._word_before(start)
        self._remove(start, end)

    def select_all(self) -> None:
        self._sync()
        self.anchor, self.caret = 0, len(self.value)

    def select_word(self, at: int) -> None:
        """The word at place ``at`` selected (nothing between words)."""
        self._sync()
        for match in Caret._word_re.finditer(self.value):  # (the caret's own words)
            if match.start() <= at <= match.end():
                self.anchor, self.caret = match.span()
                return
        self.anchor, self.caret = None, at

    def _word_before(self, at: int) -> int:
        found = Caret._previous_word_re.search(self.value, 0, at)
        return found.start() if found else 0

    def _word_after(self, at: int) -> int:
        found: re.Match[str] | None = Caret._next_word_re.search(self.value, at + 1)
        return found.start() if found else len(self.value)

    def move(self, motion: int, select: bool = False) -> None:
        """The caret moved by ``motion`` (one of pyglet's ``MOTION_*``), the selection
        stretched when ``select``; an arrow without it goes to that end of the selection."""
        self._sync()
        start, end = self.span()
        at = self.caret
        if motion == key.MOTION_LEFT:
            at = start if start != end and not select else max(0, at - 1)
        elif motion == key.MOTION_RIGHT:
            at = end if start != end and not select else min(len(self.value), at + 1)
        elif motion == key.MOTION_PREVIOUS_WORD:
            at = self._word_before(at)
        elif motion == key.MOTION_NEXT_WORD:
            at = self._word_after(at)
        elif motion in (key.MOTION_BEGINNING_OF_LINE, key.MOTION_BEGINNING_OF_FILE):
            at = 0
        elif motion in (key.MOTION_END_OF_LINE, key.MOTION_END_OF_FILE):
            at = len(self.value)
        if select:
            self.anchor = self.caret if self.anchor is None else self.anchor
        else:
            self.anchor = None
        self.caret = at
        if self.anchor == self.caret:
            self.anchor = None

    # ----------------------------------------------------------------- the clipboard

    @staticmethod
    def window() -> pyglet.window.BaseWindow | None:
        try:
            return arcade.get_window()
        except RuntimeError:
            return None

    def copy(self) -> None:
        """The selection put on the system clipboard (nothing selected: nothing put)."""
        content = self.selection()
        window = self.window()
        if content and window is not None:
            with suppress(NotImplementedError):  # (a window with no system: headless)
                window.set_clipboard_text(content)

    def cut(self) -> None:
        if self.selection():
            self.copy()
            self.backspace()

    def paste(self) -> None:
        """The system clipboard's text typed at the caret (what the field takes of it)."""
        window = self.window()
        if window is None:
            return
        try:
            content = window.get_clipboard_text()
        except NotImplementedError:
            return
        self.type(" ".join(content.splitlines()))

    # ----------------------------------------------------------------- keys

    def edit_key(self, symbol: int, modifiers: int) -> bool:
        """The editing keys of a focused field (the module's docstring says which). True when
        handled: the screen does nothing else with it."""
        ctrl = bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))
        shift = bool(modifiers & key.MOD_SHIFT)
        self._pending = None
        motion = MOTIONS.get((symbol, ctrl))
        if ctrl and symbol == key.A:
            self.select_all()
        elif ctrl and symbol == key.X:
            self.cut()
        elif ctrl and symbol == key.U:
            self._set("", 0)
        elif ctrl and symbol == key.BACKSPACE:
            self.delete_word()
        elif motion is not None:
            self.text_motion(motion, shift)
            self._pending = motion
        else:
            return False
        return True

    def text_motion(self, motion: int, select: bool = False) -> bool:
        """The window's ``on_text_motion`` (``on_text_motion_select``: ``select``): a key
        held down repeats its motion; the motion of the key just pressed was done."""
        if self._pending is not None:
            done, self._pending = self._pending == motion, None
            if done:
                return True
        if motion == key.MOTION_BACKSPACE:
            self.backspace()
        elif motion == key.MOTION_DELETE:
            self.delete()
        elif motion == key.MOTION_COPY:
            self.copy()
        elif motion == key.MOTION_PASTE:
            self.paste()
        elif motion in MOTIONS.values():
            self.move(motion, select)
        else:
            return False
        return True

    # ----------------------------------------------------------------- the mouse

    def press(self, x: float, y: float) -> bool:
        """A click: on an unfocused field it gives the focus (what the screen does then:
        the caret at the end, or the whole text selected); in the focused one it places the
        caret, two in a row select a word, three the whole text."""
        if not (self.visible() and self.rect.contains(x, y)):
            return False
        then, x0, y0, count = self._clicks
        now = time.monotonic()
        near = abs(x - x0) <= NEAR and abs(y - y0) <= NEAR
        count = count + 1 if now - then < DOUBLE_CLICK and near else 1
        self._clicks = (now, x, y, count)
        self._dragged_from = x
        if not self.focused:
            self.on_focus(self)
            self._clicks = (now, x, y, 0)  # (a focusing click starts no double click)
            return True
        at = self.index_at(x, y)
        if count == 2:
            self.select_word(at)
        elif count >= 3:
            self.select_all()
        else:
            self._sync()
            self.caret, self.anchor = at, None
        return True

    def drag(self, x: float, y: float) -> bool:
        """The mouse dragged from a press in the field: the text between selected."""
        if self._dragged_from is None or not self.focused:
            return False
        start = self.index_at(self._dragged_from, self.rect.cy)
        self._sync()
        self.anchor, self.caret = start, self.index_at(x, y)
        if self.anchor == self.caret:
            self.anchor = None
        return True

    def release(self) -> None:
        self._dragged_from = None

    def index_at(self, x: float, y: float) -> int:
        """The place in the text nearest the window point ``(x, y)``."""
        self._sync()
        shown = self._show()
        if shown is None:
            return len(self.value)
        return shown.index_at(x, self.rect.cy)

    # ----------------------------------------------------------------- drawing

    def large(self) -> bool:
        return self.size > SIZES.text

    def pad(self) -> int:
        """The room between the edge and the text."""
        return 9 if self.large() else 8

    def sizes(self) -> tuple[float, float]:
        """The text's size (a large one shrunk to the field's height) and the placeholder's."""
        size = min(self.size, max(float(SIZES.text), self.rect.height * 0.62))
        return size, min(size, 16.0)

    def shown_key(self, ratio: float, size: float, bold: bool) -> object:
        r = self.rect
        return (r.left, r.bottom, r.width, r.height, ratio, size, bold)

    def _show(self) -> _Shown | None:
        """The layout showing the text (made for the field's rectangle and the scale)."""
        if self.window() is None:
            return None
        size, _ = self.sizes()
        ratio = theme.pixels()
        if self._shown is None or self._shown.key != self.shown_key(ratio, size, self.bold):
            if self._shown is not None:
                self._shown.delete()
            self._shown = _Shown(self, ratio, size, self.bold)
        self._shown.show(self)
        return self._shown

    def draw(self, hover: tuple[float, float] | None) -> None:
        if not self.visible():
            return
        self._sync()
        r, pad, large = self.rect, self.pad(), self.large()
        fill_rect(r, theme.FIELD)
        focus = (3 if large else 2) if self.focused else 1
        outline_rect(r, theme.FOCUS if self.focused else theme.PANEL_EDGE, focus)
        size, hint = self.sizes()
        inset = 7 if large else 6
        if not self.focused or not self.value:
            shown = self.value or self.placeholder()
            drawn, bold = (size, self.bold) if self.value else (hint, False)
            draw_text(
                fit_text(shown, r.width - 2 * pad, drawn, bold=bold),
                r.left + pad,
                r.cy,
                size=drawn,
                colour=theme.TEXT if self.value else theme.MUTED,
                anchor_y="center",
                bold=bold,
            )
            caret = r.left + pad + (2 if large else 1)
        else:
            layout = self._show()
            if layout is None:
                return
            with layout_pixels(layout.ratio):
                layout.batch.draw()
            caret = layout.caret_x() + (2 if large else 1)
        if self.focused and self.anchor is None:
            arcade.draw_line(caret, r.bottom + inset, caret, r.top - inset, theme.FOCUS, 2)
