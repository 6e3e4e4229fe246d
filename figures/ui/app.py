"""The window and the way between the screens: set-up, game, rules, passing, end.

``run()`` is what ``figures play`` calls. The :class:`App` owns what lasts across screens
(the language, colour-blind mode, the last settings, the autosave file) and switches views
with ``show_view``.
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

import arcade
import pyglet

from figures.engine.errors import FiguresError
from figures.engine.files import atomic_writer
from figures.engine.game import PlayerSpec, Settings
from figures.engine.records import load_game
from figures.ui import theme
from figures.ui.i18n import COMPUTER_NAMES, LANGUAGES, YOU_NAMES, set_language, tr
from figures.ui.match import (
    HUMAN,
    Match,
    autosave_path,
    default_computer,
    flush_autosaves,
    saves_dir,
)


@dataclass
class Options:
    """What the player chose that outlives one game."""

    language: str = "en"
    colour_blind: bool = False
    show_spots: bool = False
    settings: Settings = field(
        default_factory=lambda: Settings(
            (PlayerSpec("You", HUMAN), PlayerSpec("Computer", default_computer())), 120, 0, 0
        )
    )
    #: Seed chosen in the set-up (None: a new deal each game) and whether the first player is
    #: drawn at random.
    seed: int | None = None
    random_first: bool = False


SETTINGS_FORMAT = "figures-settings"


def settings_path(autosave: Path | None) -> Path | None:
    """Where the last set-up is remembered: ``settings.json`` beside the autosave."""
    return None if autosave is None else autosave.parent / "settings.json"


def load_options(path: Path | None) -> Options:
    """The set-up remembered in ``path`` (target, seats, who starts, language, colour-blind
    mode), or the defaults when there is none or it cannot be read."""
    options = Options()
    if path is None or not path.exists():
        return options
    try:
        data = json.loads(path.read_text("utf-8"))
        if data.get("format") != SETTINGS_FORMAT:
            return options
        players = tuple(PlayerSpec(str(p["name"]), str(p["kind"])) for p in data["players"])
        first = data.get("first")
        settings = Settings(players, int(data["target"]), 0, int(first or 0))
        language = str(data.get("language", "en"))
        if language not in LANGUAGES:
            language = "en"
        return Options(
            language=language,
            colour_blind=bool(data.get("colour_blind", False)),
            settings=settings,
            random_first=first is None,
        )
    except (OSError, ValueError, TypeError, KeyError, AttributeError, FiguresError):
        return options


def save_options(path: Path, options: Options) -> None:
    """Remember the set-up in ``path`` (written whole or not at all)."""
    settings = options.settings
    data = {
        "format": SETTINGS_FORMAT,
        "version": 1,
        "language": options.language,
        "colour_blind": options.colour_blind,
        "target": settings.target,
        "players": [{"name": p.name, "kind": p.kind} for p in settings.players],
        "first": None if options.random_first else settings.first_player,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_writer(path) as handle:
        json.dump(data, handle, ensure_ascii=False, indent=2)
        handle.write("\n")


class FiguresWindow(arcade.Window):
    def __init__(self, size: tuple[int, int], *, visible: bool = True) -> None:
        super().__init__(
            size[0],
            size[1],
            tr("app.title"),
            resizable=True,
            visible=visible,
            update_rate=1 / 60,
            draw_rate=1 / 60,
            # Multisampling quadruples the cost of every pixel under software OpenGL (a
            # full-window fill goes from 3 to 16 ms with Mesa's llvmpipe); the table's
            # seams and outlines hide the stair-steps well enough without it.
            antialiasing=False,
        )
        self.set_minimum_size(*theme.SIZES.minimum)
        self.background_color = arcade.types.Color(*theme.BACKGROUND)
        for path in theme.FONT_FILES:
            with contextlib.suppress(FileNotFoundError, OSError):  # the default font will do
                arcade.load_font(path)


class App:
    """Navigation between the screens of one window."""

    def __init__(
        self,
        window: arcade.Window,
        options: Options | None = None,
        *,
        autosave: Path | None = None,
    ) -> None:
        self.window = window
        # A computer player thinking in its thread holds the interpreter for up to the switch
        # interval whenever the drawing thread wants it back (after every OpenGL call): 1 ms
        # instead of 5 keeps the frame rate up while it thinks (about 65 fps instead of 40
        # under software OpenGL, with a thread that never waits).
        sys.setswitchinterval(0.001)
        self.options = options or Options()
        self.autosave = autosave
        set_language(self.options.language)
        self.options.settings = replace(  # the default names, in the language
            self.options.settings,
            players=tuple(
                replace(p, name=_default_name(p.name)) for p in self.options.settings.players
            ),
        )
        self.match: Match | None = None
        self.game_view: arcade.View | None = None
        #: Where the last ``open`` kept the unfinished game it replaced, if it did.
        self.kept: Path | None = None
        #: What became of an autosave that could not be loaded, for the set-up's banner (and
        #: the first game screen's message when the set-up is skipped).
        self.autosave_note = ""

    # ----------------------------------------------------------------- the last set-up

    def remember(self) -> None:
        """Keep the set-up for the next launch, beside the autosave (never an error: the
        game goes on if the file cannot be written)."""
        path = settings_path(self.autosave)
        if path is not None:
            with contextlib.suppress(FiguresError, OSError):
                save_options(path, self.options)

    # ----------------------------------------------------------------- screens

    def show_setup(self, *, offer_resume: bool = False, resume: Match | None = None) -> None:
        """The set-up; it offers to resume ``resume`` (a game left for the set-up), or with
        ``offer_resume`` the autosaved game, when it is not finished."""
        from figures.ui.views.setup import SetupView

        if resume is not None and resume.game.is_over:
            resume = None
        if resume is None and offer_resume:
            resume = self.resumable()
        self.window.show_view(SetupView(self, resume=resume))

    def start(self, settings: Settings) -> None:
        self.options.settings = settings
        self.remember()
        self.show_match(Match.new(settings, autosave=self.autosave))

    def show_match(self, match: Match) -> None:
        from figures.ui.views.game import GameView

        if self.game_view is not None:
            self.game_view.stop()  # type: ignore[attr-defined]
        self.match = match
        match.write_autosave()
        view = GameView(self, match)
        self.game_view = view
        self.window.show_view(view)
        if self.autosave_note:
            view.say(self.autosave_note)
            self.autosave_note = ""

    def open(self, path: str | Path) -> Match:
        """A saved game shown in the game view; raises FiguresError on a bad file. An
        unfinished game it replaces in the autosave is kept in the saves folder first
        (``self.kept`` says where)."""
        match = Match.open(path, autosave=self.autosave)
        self.kept = self.keep_unfinished(Path(path))
        self.options.settings = match.settings
        self.show_match(match)
        return match

    def keep_unfinished(self, opened: Path | None = None) -> Path | None:
        """Copy an unfinished autosaved game into the saves folder, so that a game opened
        over it does not lose it; None when there is none, when it is the file opened, or when
        the game in progress is unchanged since it was opened or saved (a copy is on disk)."""
        if self.autosave is None or (
            opened is not None and opened.resolve() == self.autosave.resolve()
        ):
            return None
        if self.match is not None and self.match.unchanged:
            return None
        match = self.resumable()
        if match is None or not match.game.actions:
            return None
        target = saves_dir() / time.strftime("unfinished-%Y%m%d-%H%M%S.json")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            match.save(target)
        except (FiguresError, OSError):
            return None
        return target

    def show_rules(self, back: arcade.View) -> None:
        from figures.ui.views.rules import RulesView

        self.window.show_view(RulesView(self, back))

    def show_end(self, match: Match) -> None:
        from figures.ui.views.end import EndView

        self.window.show_view(EndView(self, match))

    def back_to_game(self) -> None:
        if self.game_view is not None:
            self.window.show_view(self.game_view)

    # ----------------------------------------------------------------- autosave

    def resumable(self) -> Match | None:
        """The autosaved game, when there is one that is not finished. One that cannot be
        loaded (damaged, foreign, another version of the rules) is moved aside, before any
        new game overwrites it, and ``autosave_note`` tells the player."""
        flush_autosaves()  # what was handed to the writer thread is on disk
        if self.autosave is None or not self.autosave.exists():
            return None
        try:
            match = Match(load_game(self.autosave), autosave=self.autosave)
        except (FiguresError, OSError, ValueError) as exc:
            self.set_aside(self.autosave, str(exc))
            return None
        return None if match.game.is_over else match

    def set_aside(self, path: Path, problem: str) -> None:
        """Rename an autosave that cannot be loaded to ``autosave.bad-<time>.json``."""
        aside = path.with_name(f"{path.stem}.bad-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
        try:
            path.rename(aside)
        except OSError as exc:
            self.autosave_note = tr("autosave.bad.kept", problem=problem, error=exc.strerror)
            return
        self.autosave_note = tr("autosave.bad", problem=problem, name=aside.name)

    def discard_autosave(self) -> None:
        if self.autosave is not None:
            flush_autosaves()  # (a write still waiting would bring it back)
            self.autosave.unlink(missing_ok=True)

    def set_language(self, language: str) -> None:
        self.options.language = language
        set_language(language)
        self.window.set_caption(tr("app.title"))
        self.remember()


def _default_name(name: str) -> str:
    """A default name of the set-up ("You", "Ordinateur"...) in the current language."""
    if name in YOU_NAMES:
        return tr("setup.default.you")
    if name in COMPUTER_NAMES:
        return tr("setup.default.computer")
    return name


def open_window(size: tuple[int, int]) -> FiguresWindow:
    """The game window; a FiguresError with one line when there is no display to open it on
    (no X server or Wayland compositor, or no OpenGL 3.3)."""
    try:
        return FiguresWindow(size)
    except Exception as exc:
        if type(exc).__name__ == "NoSuchDisplayException":
            raise FiguresError(
                f"no display to open the game window on ({exc}; start it from a desktop "
                "session, or under xvfb-run)"
            ) from None
        if isinstance(exc, (pyglet.window.WindowException, pyglet.gl.ContextException)):
            raise FiguresError(f"cannot open the game window ({exc})") from None
        raise


def run(
    *,
    settings: Settings | None = None,
    open_path: str | None = None,
    options: Options | None = None,
    size: tuple[int, int] | None = None,
    autosave: Path | bool | None = True,
) -> int:
    """Open the window: on the set-up, on a new game with ``settings``, or on a saved game.

    Raises FiguresError (one line, exit status 2 in ``figures play``) when no window can be
    opened."""
    window = open_window(size or theme.SIZES.window)
    save_file = autosave_path() if autosave is True else (autosave or None)
    app = App(window, options, autosave=save_file)
    if open_path is not None:
        try:
            app.open(open_path)
        except FiguresError as exc:
            window.close()
            print(f"figures: error: {exc}", file=sys.stderr)
            return 2
    elif settings is not None:
        app.resumable()  # an autosave that cannot be loaded is set aside, not overwritten
        app.start(settings)
    else:
        app.show_setup(offer_resume=True)
    arcade.run()
    if app.game_view is not None:
        app.game_view.stop()  # type: ignore[attr-defined]
    flush_autosaves(timeout=None)  # the game in progress is never lost
    return 0
