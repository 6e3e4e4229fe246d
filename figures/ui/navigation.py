"""What a screen may ask of the window: the way to the other screens and what lasts across
them.

The screens (``views/``) depend on this interface only, never on :mod:`figures.ui.app`, whose
:class:`~figures.ui.app.App` implements it; so the window imports the screens and no screen
imports the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import arcade

    from figures.colour.game import Settings
    from figures.ui.match import Match
    from figures.ui.options import Options

__all__ = ["Navigator"]


class Navigator(Protocol):
    """The window's navigation, as the screens see it."""

    #: The window the screens are shown in.
    window: arcade.Window
    #: The choices that outlive a game (language, colour-blind mode, the last set-up...).
    options: Options
    #: What became of the files the game keeps, for the set-up's banner; a screen that has
    #: shown it clears it.
    note: str
    #: Where the last ``open_game`` or ``start`` kept the unfinished game it replaced, if it
    #: did.
    kept: Path | None

    def show_setup(self, *, offer_resume: bool = False, resume: Any = None) -> None:
        """The set-up, offering to resume ``resume`` (a colour :class:`Match` or a classic
        match; with ``offer_resume``, the autosaved game of either family)."""
        ...

    def start(self, settings: Settings) -> None:
        """A new colour game with ``settings`` on the game screen."""
        ...

    def start_classic(self, settings: Any) -> None:
        """A new classic game with ``settings`` (a
        :class:`~figures.ui.classic.match.ClassicSettings`) on the classic game screen."""
        ...

    def show_match(self, match: Match) -> None:
        """``match`` on a new game screen."""
        ...

    def show_classic(self, match: Any) -> None:
        """A classic match (:class:`~figures.ui.classic.match.ClassicMatch`) on a new classic
        game screen."""
        ...

    def open_game(self, path: Path) -> str | None:
        """The saved game at ``path``, of either family (its record's format says which), on
        a new game screen; None when it is shown, else what went wrong, for the file
        dialog."""
        ...

    def close_game(self) -> None:
        """The game screen is left for the set-up: no screen comes back to it."""
        ...

    def say(self, message: str) -> None:
        """A short message on the game screen, when there is one."""
        ...

    def show_rules(self, back: arcade.View, game: str = "colour") -> None:
        """The rules of ``game``'s family (``colour`` or ``classic``), and back to ``back``
        when they are closed."""
        ...

    def show_end(self, match: Match) -> None:
        """The end of ``match``."""
        ...

    def back_to_game(self) -> None:
        """Back to the game screen, when there is one."""
        ...

    def remember(self) -> None:
        """Keep the options for the next launch."""
        ...

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on, and remember it."""
        ...

    def discard_autosave(self) -> None:
        """Forget the autosaved game."""
        ...
