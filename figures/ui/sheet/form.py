"""What the sheet's screen asks of an entry form (:mod:`figures.ui.sheet.forms`).

While a form is open, the screen (:mod:`figures.ui.sheet.view`) lays it out in a rectangle,
draws it over the sheet and hands it every key, typed text and click; the form hands back a
finished entry through the ``submit`` callback it was built with, which answers None when the
sheet took it (the screen then closes the form) or the one-line reason it was refused (the form
shows it and stays open, as it was), and calls ``cancel`` when the player gives up (Esc).
"""

from __future__ import annotations

from typing import Protocol

from figures.ui.widgets.shapes import Rect


class EntryForm(Protocol):
    """An entry being made on the sheet's screen."""

    def layout(self, rect: Rect) -> None:
        """Place everything inside ``rect`` (at least 720 × 440 pixels)."""
        ...

    def draw(self, hover: tuple[float, float] | None) -> None:
        """Draw the form (its own panel included) inside the rectangle of :meth:`layout`."""
        ...

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """A key pressed; True when the form used it."""
        ...

    def on_text(self, text: str) -> bool:
        """Text typed; True when the form used it."""
        ...

    def on_text_motion(self, motion: int, select: bool) -> bool:
        """The motion of an editing key (repeated while it is held down); True when used."""
        ...

    def on_mouse_press(self, x: float, y: float) -> bool:
        """A click; True when the form used it."""
        ...
