"""The text field."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from figures.ui import theme
from figures.ui.widgets.buttons import Widget
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_tail, fit_text, text


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
