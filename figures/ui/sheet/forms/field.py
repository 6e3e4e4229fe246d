"""The forms' number field, and the sizes and number forms they share."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from figures.texts.i18n import number_text, signed_text
from figures.ui.widgets.field import TextField

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
    bold: bool = True
    max_length: int = 16

    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def takes(self, content: str) -> bool:
        return bool(content) and all(c in self.allowed for c in content)


# ----------------------------------------------------------------------------- the base
