"""Over the table: the message line (a short message that fades after a few seconds, near
the table's bottom) and the panel of the keys."""

from __future__ import annotations

import time

from figures.ui import theme
from figures.ui.i18n import tr
from figures.ui.theme import SIZES
from figures.ui.widgets import Rect, draw_message, draw_text, shadowed_panel


class MessageLine:
    """The latest message said to the player, shown for ``theme.TOAST`` seconds."""

    def __init__(self) -> None:
        #: The message and when it was said (None: nothing to show).
        self.toast: tuple[str, float] | None = None
        #: The table area it is centred in: left, bottom, width.
        self.area = (0.0, 0.0, 800.0)

    def place(self, left: float, bottom: float, width: float) -> None:
        self.area = (left, bottom, width)

    def say(self, message: str, now: float) -> None:
        self.toast = (message, now)

    def update(self, now: float) -> None:
        """Forget the message once its time is up."""
        if self.toast is not None and now - self.toast[1] > theme.TOAST:
            self.toast = None

    def live(self) -> str | None:
        """The message being shown, if it is still time (by the clock, for the screens that
        cover the game and show it where the player is)."""
        if self.toast is None or time.monotonic() - self.toast[1] > theme.TOAST:
            return None
        return self.toast[0]

    def draw(self, now: float) -> None:
        if self.toast is None:
            return
        message, start = self.toast
        if now - start > theme.TOAST:
            return
        draw_message(message, *self.area)


class KeysPanel:
    """The keys of the game, in a panel across the middle of the table."""

    def __init__(self) -> None:
        self.rect = Rect()

    def place(self, viewport: tuple[float, float, float, float]) -> None:
        left, bottom, width, height = viewport
        self.rect = Rect(left + 30, bottom + height / 2 - 110, width - 60, 220)

    def contains(self, x: float, y: float) -> bool:
        return self.rect.contains(x, y)

    def draw(self) -> None:
        rect = self.rect
        shadowed_panel(rect)
        draw_text(tr("help.title"), rect.left + 20, rect.top - 30, size=SIZES.heading, bold=True)
        draw_text(
            tr("help.body"),
            rect.left + 20,
            rect.top - 46,
            width=int(rect.width - 40),
            anchor_y="top",
        )
