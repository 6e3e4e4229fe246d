"""What a screen may ask of the window: the way to the other screens and what lasts across
them.

The screens (``views/``) depend on this interface only, never on :mod:`figures.ui.shell.app`, whose
:class:`~figures.ui.shell.app.App` implements it; so the window imports the screens and no screen
imports the window.

A game of any family is seen here as a :class:`GameMatch` (the colour game's
:class:`~figures.ui.colour.match.Match`, a classic preset's
:class:`~figures.ui.classic.match.ClassicMatch`), its screen as a :class:`GameScreen`; what
differs between the families is asked from :mod:`figures.ui.shell.shells`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import arcade

    from figures.app.options import Options
    from figures.colour.house import HouseRules
    from figures.net.protocol import State
    from figures.sheet.model import Sheet
    from figures.ui.colour.match import Match
    from figures.ui.online.link import OnlineLink

__all__ = ["GameMatch", "GameScreen", "Navigator"]


class GameMatch(Protocol):
    """A game in play, of any family, as the window handles it: what it needs to keep it,
    offer to resume it and save it."""

    #: The file every change is written to (None: not autosaved).
    autosave: Path | None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def unchanged(self) -> bool:
        """Whether the game is as it was last opened from or saved to a file."""
        ...

    def played(self) -> Sequence[object]:
        """Every action of the game so far, in order (none: a game not worth keeping)."""
        ...

    def summary(self) -> str:
        """The game in a few words, for the set-up's offer to resume it."""
        ...

    def save(self, path: str | Path) -> None:
        """Write the game's record to ``path``."""
        ...

    def write_autosave(self) -> None:
        """Hand a snapshot of the game to the autosave's writer."""
        ...

    def flush_autosave(self, timeout: float | None = 10.0) -> bool:
        """Wait until every snapshot handed over is written; False on timeout."""
        ...


class GameScreen(Protocol):
    """A game's screen, as the window handles it (the screen is an ``arcade.View``)."""

    def stop(self) -> None:
        """The screen is left for good: its computer players' threads end."""
        ...

    def say(self, message: str) -> None:
        """A short message on the screen."""
        ...


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
    #: The autosave slot the window plays in (its folder holds the statistics too), or None.
    autosave: Path | None
    #: The online table this window is at (its connection), if any.
    online: OnlineLink | None

    def show_setup(self, *, offer_resume: bool = False, resume: GameMatch | None = None) -> None:
        """The set-up, offering to resume ``resume`` (a game of any family; with
        ``offer_resume``, the autosaved game)."""
        ...

    def start_guide(self, game: str = "colour") -> None:
        """The guided first game of ``game``'s family (``"colour"``, ``"classic"`` or a
        classic game's name) on its real table; the player's own game, autosaved, is left as
        it is and offered again when the guide ends. The screens reach the guide through
        here: the guide's screens are game screens, so a game screen never imports them."""
        ...

    def start(self, settings: object) -> None:
        """A new game with ``settings`` (a colour game's :class:`Settings`, a classic
        preset's ``ClassicSettings``...: the family whose settings they are plays it) on its
        game screen."""
        ...

    def start_classic(self, settings: object) -> None:
        """:meth:`start`, by the name the classic screen knows it."""
        ...

    def show_online(self, settings: object) -> None:
        """Play online: host a table of the set-up's ``settings``, or join one."""
        ...

    def play_online(self, link: OnlineLink, state: State) -> None:
        """The game of the online table ``link`` is at, from its first ``state``, on its
        family's screen driven by the server."""
        ...

    def show_game(self, match: GameMatch) -> None:
        """``match``, of any family, on a new game screen of its family."""
        ...

    def show_match(self, match: Match) -> None:
        """A colour match on a new game screen (:meth:`show_game`)."""
        ...

    def show_classic(self, match: GameMatch) -> None:
        """A classic match on a new classic game screen (:meth:`show_game`)."""
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

    def show_rules(
        self,
        back: arcade.View,
        game: str = "colour",
        house: HouseRules | None = None,
        chosen: bool = False,
    ) -> None:
        """The rules of ``game``'s family (``colour`` or ``classic``), and back to ``back``
        when they are closed; a note names the ``house`` rules (those of the game ``back``
        shows when None) that are not the usual ones (``chosen``: the set-up's choice)."""
        ...

    def show_end(self, match: GameMatch) -> None:
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

    def resumable_sheet(self) -> Sheet | None:
        """The autosaved score sheet, when one is not finished."""
        ...

    def start_sheet(self, settings: object) -> str | None:
        """A new score sheet for the game of the set-up's ``settings`` on its screen; None
        when it is shown, else the one-line reason."""
        ...

    def show_sheet(self, sheet: Sheet) -> None:
        """``sheet`` on a new score sheet screen, autosaved."""
        ...
