"""A question over the classic game screen, with a yes and a no: "Leave this game for the
guide?" (Enter or a click on yes; Esc or a click on no or outside keeps the game)."""

from __future__ import annotations

from collections.abc import Callable

from figures.ui import theme
from figures.ui.theme import SIZES
from figures.ui.widgets import Button, Rect, draw_text, fill_rect, press_widgets, shadowed_panel


class Ask:
    """A question, a line under it, and its two answers."""

    def __init__(
        self,
        question: str,
        note: str,
        yes: tuple[Callable[[], str], Callable[[], None]],
        no: tuple[Callable[[], str], Callable[[], None]],
    ) -> None:
        self.question = question
        self.note = note
        self.yes_button = Button(label=yes[0], action=yes[1], primary=True)
        self.no_button = Button(label=no[0], action=no[1])
        self.rect = Rect()

    def layout(self, width: float, height: float) -> None:
        w = min(560.0, width - 40)
        h = 170.0
        self.rect = Rect(round((width - w) / 2), round((height - h) / 2), round(w), h)
        bw = (self.rect.width - 60) / 2
        self.no_button.rect = Rect(self.rect.left + 20, self.rect.bottom + 20, bw, 36)
        self.yes_button.rect = Rect(self.rect.right - 20 - bw, self.rect.bottom + 20, bw, 36)

    def press(self, x: float, y: float) -> None:
        """A click: an answer, or outside the question (no)."""
        answered = press_widgets([self.yes_button, self.no_button], x, y)
        if not answered and not self.rect.contains(x, y):
            self.no_button.action()

    def draw(self, width: float, height: float, hover: tuple[float, float] | None) -> None:
        self.layout(width, height)
        fill_rect(Rect(0, 0, width, height), theme.rgba(theme.TOP_BAR, 150))
        shadowed_panel(self.rect)
        rect = self.rect
        draw_text(
            self.question,
            rect.left + 24,
            rect.top - 40,
            size=SIZES.heading + 2,
            bold=True,
            width=int(rect.width - 48),
        )
        draw_text(
            self.note,
            rect.left + 24,
            rect.top - 58,
            colour=theme.MUTED,
            width=int(rect.width - 48),
            anchor_y="top",
        )
        for button in (self.no_button, self.yes_button):
            button.draw(hover)
