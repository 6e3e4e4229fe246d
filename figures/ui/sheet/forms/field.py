"""The forms' number field, and the sizes and number forms they share."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from figures.texts.i18n import number_text, signed_text
from figures.ui import theme
from figures.ui.widgets import Rect, TextField, draw_text, fill_rect, fit_text, outline_rect, text

#: The size of the digits typed in a field, and of the totals.
DIGITS = 28
TOTALS = 34
#: A field's height for :data:`DIGITS`.
FIELD_HEIGHT = 46
CHOICE = 18
LABEL = 16
MARGIN = 24

ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)


#: Points as written on the sheet ("12", "12½"), and won or lost ("+5", "−2"): the
#: catalogue's own forms.
points_shown = number_text
signed = signed_text


def numbers(content: str) -> list[int] | None:
    """The whole numbers of "10+15+5", "4 3" or "4, 3" (none for an empty text); None when
    anything else is in it."""
    parts = content.replace("+", " ").replace(",", " ").split()
    if not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


# ----------------------------------------------------------------------------- a field


@dataclass(eq=False)
class NumberField(TextField):
    """A text field for numbers, its digits big; it takes only the characters of
    ``allowed``. Two fields are the same field only when they are one (not when their
    texts are equal)."""

    allowed: str = "0123456789"
    size: float = DIGITS
    max_length: int = 16

    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def takes(self, content: str) -> bool:
        return bool(content) and all(c in self.allowed for c in content)

    def draw(self, hover: tuple[float, float] | None) -> None:
        if not self.visible():
            return
        r = self.rect
        fill_rect(r, theme.FIELD)
        outline_rect(r, theme.FOCUS if self.focused else theme.PANEL_EDGE, 3 if self.focused else 1)
        size = min(self.size, max(12.0, r.height * 0.62))
        shown = self.value or self.placeholder()
        colour = theme.TEXT if self.value else theme.MUTED
        room = r.width - 18
        drawn = size if self.value else min(size, LABEL)
        content = fit_text(shown, room, drawn, bold=bool(self.value))
        if self.focused and self.value and content != shown:
            content = "…" + shown[-max(1, len(content) - 2) :]
        if self.focused and self.selected and self.value:
            probe = text(content, 0, 0, size=size)
            fill_rect(
                Rect(r.left + 6, r.bottom + 5, probe.content_width + 6, r.height - 10),
                theme.mix(theme.FOCUS, (255, 255, 255), 0.7),
            )
        label = draw_text(
            content,
            r.left + 9,
            r.cy,
            size=drawn,
            colour=colour,
            anchor_y="center",
            bold=bool(self.value),
        )
        if self.focused and not self.selected:
            caret = r.left + 11 + (label.content_width if self.value else 0)
            arcade.draw_line(caret, r.bottom + 7, caret, r.top - 7, theme.FOCUS, 2)


# ----------------------------------------------------------------------------- the base
