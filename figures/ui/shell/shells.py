"""What the window asks of each family of games: one entry per family of
:data:`figures.games.GAMES`, the one place that knows which match, screen, set-up panel
(:mod:`figures.ui.setup.panel`), rules text and summaries go with a family.

The window (:mod:`figures.ui.shell.app`) and the set-up (:mod:`figures.ui.setup.view`) hold no
family's name: they look the family up here (:func:`shell_of_game`, :func:`shell_of_settings`,
:func:`shell_of_match`, :func:`shell_of_file`). A new game adds its entry to :data:`SHELLS`
(and its game to :data:`figures.games.GAMES`), nothing else.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from figures.app.autosave import flush_autosaves
from figures.classic.settings import ClassicSettings
from figures.colour.game import Settings
from figures.core.errors import FiguresError, SettingsError
from figures.core.files import read_json
from figures.games import CLASSIC, COLOUR, GAMES, record_family
from figures.ui.classic.match import ClassicMatch
from figures.ui.classic.setup import ClassicPane
from figures.ui.colour.match import Match
from figures.ui.colour.setup import ColourPanel
from figures.ui.setup.panel import OptionsPanel, SetupHost
from figures.ui.shell.navigation import GameMatch, GameScreen, Navigator

if TYPE_CHECKING:
    import arcade

    from figures.app.options import Options
    from figures.net.protocol import State
    from figures.ui.online.link import OnlineLink

__all__ = [
    "SHELLS",
    "ClassicShell",
    "ColourShell",
    "Shell",
    "shell_of_file",
    "shell_of_game",
    "shell_of_match",
    "shell_of_settings",
    "shell_of_view",
]


class Shell(Protocol):
    """One family of games, as the window and the set-up see it."""

    #: The family's name (:attr:`figures.games.GameInfo.family`).
    family: str
    #: The name of its rules text (``RulesView(nav, back, game=rules)``).
    rules: str

    def takes(self, settings: object) -> bool:
        """Whether ``settings`` are a new game of this family."""
        ...

    def owns(self, match: GameMatch) -> bool:
        """Whether ``match`` is a game of this family."""
        ...

    def new(self, settings: object, autosave: Path | None) -> GameMatch:
        """A new game with ``settings``; a one-line FiguresError when they are not
        allowed."""
        ...

    def load(self, path: str | Path) -> GameMatch:
        """The game saved in ``path``, not yet autosaved anywhere (nothing is written); a
        one-line FiguresError when the file is bad."""
        ...

    def resume(self, path: Path) -> GameMatch | None:
        """The game autosaved in ``path``, playing on in it, when it is not finished (None
        when it is); a FiguresError when it cannot be read."""
        ...

    def remember(self, options: Options, settings: object) -> None:
        """Keep ``settings`` in ``options`` as the family's last set-up."""
        ...

    def opened(self, options: Options, match: GameMatch) -> None:
        """A saved game was opened and given the autosave: what of it the options keep,
        and its first write to the autosave when the family's screen does not make it."""
        ...

    def screen(self, nav: Navigator, match: GameMatch) -> GameScreen:
        """The game screen of ``match`` (an ``arcade.View``), not yet shown (the colour
        game's writes the autosave first, as it always did; a classic match is written when
        it is made, opened or resumed)."""
        ...

    def panel(self, host: SetupHost, game: str) -> OptionsPanel:
        """The set-up's options of game ``game`` of the family."""
        ...

    def end_of_round(self, match: GameMatch, number: int | None = None) -> object | None:
        """The summary of a round's end (None: the family plays no rounds)."""
        ...

    def end_of_game(self, nav: Navigator, match: GameMatch) -> arcade.View | None:
        """The screen of the game's end (None: the game screen shows it itself)."""
        ...

    def online(
        self, nav: Navigator, link: OnlineLink, state: State, folder: Path | None
    ) -> GameScreen:
        """The game screen of an online table's game (``link``), from the server's first
        ``state``, its record kept in the statistics of ``folder`` at the end; a one-line
        FiguresError when the family is not played online from the app."""
        ...


# ----------------------------------------------------------------------------- colour


class ColourShell:
    """The colour-figure game: :class:`Match` on :class:`~figures.ui.colour.view.GameView`,
    its end on :class:`~figures.ui.colour.end.EndView`."""

    family = COLOUR
    rules = COLOUR

    def takes(self, settings: object) -> bool:
        return isinstance(settings, Settings)

    def owns(self, match: GameMatch) -> bool:
        return isinstance(match, Match)

    def new(self, settings: object, autosave: Path | None) -> Match:
        if not isinstance(settings, Settings):
            raise SettingsError("a colour game needs colour settings", "settings")
        return Match.new(settings, autosave=autosave)

    def load(self, path: str | Path) -> Match:
        return Match.open(path)

    def resume(self, path: Path) -> Match | None:
        return Match.resume(path)

    def remember(self, options: Options, settings: object) -> None:
        if isinstance(settings, Settings):
            options.settings = settings
        options.game = COLOUR

    def opened(self, options: Options, match: GameMatch) -> None:
        if isinstance(match, Match):
            options.settings = match.settings

    def screen(self, nav: Navigator, match: GameMatch) -> GameScreen:
        from figures.ui.colour.view import GameView

        assert isinstance(match, Match)
        match.write_autosave()  # (a match opened or new is on disk before it is shown)
        return GameView(nav, match)

    def panel(self, host: SetupHost, game: str) -> OptionsPanel:
        return ColourPanel(host, game)

    def end_of_round(self, match: GameMatch, number: int | None = None) -> object | None:
        return None  # one game, no rounds

    def end_of_game(self, nav: Navigator, match: GameMatch) -> arcade.View | None:
        from figures.ui.colour.end import EndView

        assert isinstance(match, Match)
        return EndView(nav, match)

    def online(
        self, nav: Navigator, link: OnlineLink, state: State, folder: Path | None
    ) -> GameScreen:
        from figures.ui.online.colour import RemoteColourView
        from figures.ui.online.match import RemoteColourMatch

        match = RemoteColourMatch(
            state, link.send, takeback=link.takeback, folder=folder, prepared=link.prepared
        )
        return RemoteColourView(nav, match, link)


# ----------------------------------------------------------------------------- classic


class ClassicShell:
    """The double-six presets: :class:`ClassicMatch` on the classic screen
    (:mod:`figures.ui.classic.view`, imported when a classic game is first shown), which
    shows the ends of rounds and of the game itself
    (:mod:`figures.ui.classic.presenter`)."""

    family = CLASSIC
    rules = CLASSIC

    def takes(self, settings: object) -> bool:
        return isinstance(settings, ClassicSettings)

    def owns(self, match: GameMatch) -> bool:
        return isinstance(match, ClassicMatch)

    def new(self, settings: object, autosave: Path | None) -> ClassicMatch:
        if not isinstance(settings, ClassicSettings):
            raise SettingsError("a classic game needs classic settings", "settings")
        return ClassicMatch.new(settings, autosave=autosave)

    def load(self, path: str | Path) -> ClassicMatch:
        return ClassicMatch.load(path)

    def resume(self, path: Path) -> ClassicMatch | None:
        match = ClassicMatch.load(path, autosave=path)
        return None if match.is_over else match

    def remember(self, options: Options, settings: object) -> None:
        if isinstance(settings, ClassicSettings):
            options.game = settings.game

    def opened(self, options: Options, match: GameMatch) -> None:
        match.write_autosave()  # (a classic match is in its autosave before it is shown)

    def screen(self, nav: Navigator, match: GameMatch) -> GameScreen:
        from figures.ui.classic.view import ClassicGameView

        assert isinstance(match, ClassicMatch)
        return ClassicGameView(nav, match)

    def panel(self, host: SetupHost, game: str) -> OptionsPanel:
        return ClassicPane(host, game)

    def end_of_round(self, match: GameMatch, number: int | None = None) -> object | None:
        from figures.ui.classic.presenter import round_summary

        assert isinstance(match, ClassicMatch)
        return round_summary(match, number)

    def end_of_game(self, nav: Navigator, match: GameMatch) -> arcade.View | None:
        from figures.ui.classic.end import ClassicEndView

        assert isinstance(match, ClassicMatch)
        return ClassicEndView(nav, match)

    def online(
        self, nav: Navigator, link: OnlineLink, state: State, folder: Path | None
    ) -> GameScreen:
        from figures.ui.online.game import RemoteClassicView
        from figures.ui.online.match import RemoteClassicMatch

        match = RemoteClassicMatch(
            state, link.send, takeback=link.takeback, folder=folder, prepared=link.prepared
        )
        return RemoteClassicView(nav, match, link)


# ----------------------------------------------------------------------------- the registry

#: Every family's entry, by family name (the families of :data:`figures.games.GAMES`).
SHELLS: dict[str, Shell] = {COLOUR: ColourShell(), CLASSIC: ClassicShell()}


def shell_of_game(name: str) -> Shell:
    """The entry of game ``name`` of :data:`figures.games.GAMES`."""
    return SHELLS[GAMES[name].family]


def shell_of_settings(settings: object) -> Shell:
    """The entry of the family whose settings ``settings`` are; a SettingsError for
    settings of no family."""
    for shell in SHELLS.values():
        if shell.takes(settings):
            return shell
    raise SettingsError(f"no game plays {type(settings).__name__}", "settings")


def shell_of_match(match: GameMatch) -> Shell:
    """The entry of the family ``match`` is a game of."""
    for shell in SHELLS.values():
        if shell.owns(match):
            return shell
    raise FiguresError(f"no game plays {type(match).__name__}")


def shell_of_view(view: dict[str, object]) -> Shell:
    """The entry of the family a server's view of a seat is of (its ``family``); a
    FiguresError for a view of no family."""
    family = view.get("family")
    if not isinstance(family, str) or family not in SHELLS:
        raise FiguresError(f"no game plays the family {family!r}")
    return SHELLS[family]


def shell_of_file(path: str | Path) -> Shell:
    """The entry of the family whose record ``path`` holds: from its format; anything else,
    unreadable included, goes the colour game's way, whose errors say what is wrong."""
    try:
        family = record_family(read_json(path), str(path))
    except (FiguresError, OSError):
        family = COLOUR
    return SHELLS.get(family, SHELLS[COLOUR])


def resume_autosave(path: Path) -> GameMatch | None:
    """The game autosaved in ``path``, of any family, when it is not finished (None when it
    is, or when there is no file); a FiguresError when it cannot be read."""
    flush_autosaves()
    if not path.exists():
        return None
    return shell_of_file(path).resume(path)
