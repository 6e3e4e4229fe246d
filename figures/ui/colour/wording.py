"""What the colour game screen tells the player now, in words and colours: its status line,
the hand's lines, the hints' text, the log (the words are the
:class:`~figures.ui.colour.presenter.Presenter`'s, fed the screen's state)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.ui.colour.presenter import hint_text
from figures.ui.colour.tones import colour_of

if TYPE_CHECKING:
    from figures.ui.colour.screen import Screen
    from figures.ui.theme import RGB

__all__ = ["Wording"]


class Wording:
    """The words of ``screen`` at this moment."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen

    def status_line(self) -> str:
        return self.screen.presenter.status_line(thinking=self.screen.thinking())

    def hand_status(self) -> list[tuple[str, RGB]]:
        screen = self.screen
        lines = screen.presenter.hand_status(show_hints=screen.show_hints, hints=screen.hints)
        return [(line, colour_of(tone)) for line, tone in lines]

    def hint_text(self) -> tuple[str, RGB]:
        screen = self.screen
        words = screen.presenter.hand_words()
        line, tone = hint_text(screen.hints, screen.game.board, hand=words)
        return line, colour_of(tone)

    def log_lines(self) -> list[tuple[int, str]]:
        return self.screen.presenter.log_lines()
