"""The window and the way between the screens: set-up, game, rules, passing, end.

``run()`` is what ``figures play`` calls. The :class:`App` owns what lasts across screens
(the language, colour-blind mode, the last settings, the autosave file) and switches views
with ``show_view``. It plays every family of games the same way: what differs (the match,
its screen, its end, its rules) is asked from the family's entry in
:mod:`figures.ui.shell.shells`; the autosave and a file opened hold a game of any family, their
record's ``format`` says which.
"""

from __future__ import annotations

import contextlib
import math
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import arcade
import pyglet

from figures.app import sheet_session
from figures.app.autosave import flush_autosaves
from figures.app.options import Options, save_options, settings_path
from figures.app.storage import (
    Claim,
    autosave_path,
    claim_autosave,
    orphaned_slots,
    remove_leftovers,
    saves_dir,
    set_aside,
    sheet_path,
    unused_name,
)
from figures.colour.errors import FiguresError
from figures.core.files import read_json
from figures.games import COLOUR
from figures.sheet import files
from figures.sheet.model import Sheet
from figures.texts.i18n import set_language, tr
from figures.ui import theme
from figures.ui.rules.view import RulesView
from figures.ui.setup.view import SetupView
from figures.ui.shell import frames, sound
from figures.ui.shell.frames import FramePolicy
from figures.ui.shell.navigation import GameMatch, GameScreen
from figures.ui.shell.shells import (
    resume_autosave,
    shell_of_file,
    shell_of_match,
    shell_of_settings,
    shell_of_view,
)

if TYPE_CHECKING:
    from figures.colour.house import HouseRules
    from figures.net.protocol import State
    from figures.ui.classic.view import ClassicGameView
    from figures.ui.colour.match import Match
    from figures.ui.colour.view import GameView
    from figures.ui.online.link import OnlineLink
    from figures.ui.sheet.view import SheetView

    #: The screens the families' entries show are game screens to the window (checked by
    #: the type checker: the window handles them through that interface only).
    _SCREENS: tuple[type[GameScreen], ...] = (GameView, ClassicGameView)

__all__ = ["App", "FiguresWindow", "run"]


#: The mouse's events, and which of their arguments are positions or moves (in the
#: platform's pixels, turned into the layout's).
_MOUSE_EVENTS: dict[str, int] = {
    "on_mouse_motion": 4,
    "on_mouse_drag": 4,
    "on_mouse_press": 2,
    "on_mouse_release": 2,
    "on_mouse_scroll": 2,
    "on_mouse_enter": 2,
    "on_mouse_leave": 2,
}


class FiguresWindow(arcade.Window):
    """The game's window: draws only when something changed or moves
    (:mod:`figures.ui.shell.frames`), and at the interface's scale (:func:`theme.interface_scale`).

    Every screen lays itself out in the pixels of the layout, as in a window of the design's
    size: the window tells them its size divided by the scale (``width``, ``height``, their
    ``on_resize``), turns the mouse's positions into the layout's, and tells arcade that each
    layout pixel covers ``scale`` pixels of the screen (:meth:`get_pixel_ratio`, the way a
    Retina screen is drawn), so shapes and the table are drawn at the screen's resolution;
    texts are made at the scaled size (:mod:`figures.ui.widgets.text`), so they stay sharp. A
    window of 1280x800 or less has the scale 1: nothing changes."""

    #: The interface's scale (:func:`theme.interface_scale`; class defaults: the window asks
    #: for its size while it opens, before ``__init__`` sets them).
    ui_scale: float = 1.0
    #: The platform's own pixels per window unit (2 on a Retina screen, else 1).
    _native_ratio: float = 1.0
    #: Above 0 while pyglet turns the platform's events into its own: its sizes then.
    _native_units: int = 0

    def __init__(self, size: tuple[int, int], *, visible: bool = True) -> None:
        #: When to draw and how fast to tick (set before the window exists: opening it
        #: dispatches events).
        self.frames = FramePolicy()
        self._tick_rate = frames.ACTIVE_RATE  # (arcade schedules its ticks at 60 a second)
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
        self.rescale()
        self.set_minimum_size(*theme.SIZES.minimum)
        self.background_color = arcade.types.Color(*theme.BACKGROUND)
        for path in theme.FONT_FILES:
            with contextlib.suppress(FileNotFoundError, OSError):  # the default font will do
                arcade.load_font(path)

    # ----------------------------------------------------------------- the scale

    def rescale(self) -> None:
        """The interface's scale for the window's size now (and the system's factor, or
        the one the environment fixes), told to :mod:`figures.ui.theme`."""
        width, height = super().get_size()
        frame_w, _ = self.get_framebuffer_size()
        self._native_ratio = frame_w / width if width > 0 and frame_w > 0 else 1.0
        system = max(1.0, float(self.scale) / self._native_ratio)
        self.ui_scale = theme.interface_scale((width, height), system, theme.scale_setting())
        theme.set_scale(self.ui_scale, self.ui_scale * self._native_ratio)

    def get_size(self) -> tuple[int, int]:
        """The window's size in the layout's pixels (the platform's while pyglet reads its
        events)."""
        width, height = super().get_size()
        if self._native_units or self.ui_scale == 1.0:
            return width, height
        return math.ceil(width / self.ui_scale - 1e-6), math.ceil(height / self.ui_scale - 1e-6)

    def get_framebuffer_size(self) -> tuple[int, int]:
        """The window's size in the screen's pixels."""
        self._native_units += 1
        try:
            width, height = super().get_framebuffer_size()
            return int(width), int(height)
        finally:
            self._native_units -= 1

    def get_pixel_ratio(self) -> float:
        """The screen's pixels per pixel of the layout (arcade's viewports and scissor boxes
        are multiplied by it)."""
        return self.ui_scale * self._native_ratio

    def set_size(self, width: int, height: int) -> None:
        """Resize the window to ``width`` x ``height`` of the platform's pixels. A window
        that keeps its size (a hidden one with no screen, as the tests draw in) still takes
        the new size and says it, as a real one does."""
        super().set_size(width, height)
        if super().get_size() != (width, height):
            pyglet.window.BaseWindow.set_size(self, width, height)
            allow: bool = self._allow_dispatch_event  # type: ignore[has-type]
            self._allow_dispatch_event = True
            try:  # (at once, not queued for an event loop that does not run)
                self.dispatch_event("_on_internal_resize", width, height)
            finally:
                self._allow_dispatch_event = allow

    def dispatch_platform_event(self, *args: Any) -> Any:
        """A platform's event, read by pyglet in the platform's pixels."""
        self._native_units += 1
        try:
            return super().dispatch_platform_event(*args)
        finally:
            self._native_units -= 1

    def dispatch_platform_event_view(self, *args: Any) -> Any:
        self._native_units += 1
        try:
            return super().dispatch_platform_event_view(*args)
        finally:
            self._native_units -= 1

    def dispatch_event(self, *args: Any) -> Any:
        """Every event goes through here (to the window and to the view shown): input and
        the window's own events make it draw; a resize (or a new system factor) sets the
        scale first, and the mouse's positions are turned into the layout's pixels."""
        if args and args[0] in frames.WAKE_EVENTS:
            self.frames.wake()
            self._tick_at(frames.ACTIVE_RATE)
        native, self._native_units = self._native_units, 0
        try:
            if args and args[0] in ("_on_internal_resize", "_on_internal_scale"):
                self.rescale()
            moved = _MOUSE_EVENTS.get(args[0]) if args else None
            if moved is not None and self.ui_scale != 1.0:
                s = self.ui_scale
                args = (args[0], *(a / s for a in args[1 : moved + 1]), *args[moved + 1 :])
            return super().dispatch_event(*args)
        finally:
            self._native_units = native

    def show_view(self, new_view: arcade.View) -> None:
        super().show_view(new_view)
        self.request_frame()

    def on_network(self) -> None:
        """News of an online table, posted by the network thread (the view shown and the
        navigation's handler take it)."""

    def request_frame(self) -> None:
        """Draw at the next tick (a change no event says)."""
        self.frames.changed()
        self._tick_at(frames.ACTIVE_RATE)

    def _dispatch_frame(self, delta_time: float) -> None:
        """Each tick (replacing arcade's, which draws every tick): the updates, then a frame
        when the policy wants one; then the tick rate the policy asks (slow at rest)."""
        self._dispatch_updates(delta_time)
        if self.closed:
            return
        if self.frames.wants_frame(self.current_view):
            self.draw(delta_time)
        self._tick_at(self.frames.rate())

    def _tick_at(self, rate: float) -> None:
        """Tick ``rate`` times a second (rescheduled only when it changes, so that a stream
        of events does not keep pushing the next tick back)."""
        if rate != self._tick_rate:
            self._tick_rate = rate
            self.set_update_rate(1 / rate)


#: The network thread's news reaches the window as this event (pyglet's thread-safe posting).
FiguresWindow.register_event_type("on_network")


class App:
    """Navigation between the screens of one window (the screens see it as a
    :class:`~figures.ui.shell.navigation.Navigator`)."""

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
        sound.configure(self.options)  # the remembered volume and mute; the sounds loaded
        #: The game in play, of any family.
        self.match: GameMatch | None = None
        #: Its screen (its family's, :meth:`~figures.ui.shell.shells.Shell.screen`).
        self.game_view: GameScreen | None = None
        #: Where the last ``open`` or ``start`` kept the unfinished game it replaced, if it
        #: did.
        self.kept: Path | None = None
        #: What became of the files the game keeps (an autosave or a remembered set-up that
        #: could not be read, another window on the same folder...), for the set-up's banner,
        #: or the first game screen's message when the set-up is skipped.
        self.note = self.options.note
        self.options.note = ""
        #: The score sheet's screen last shown.
        self.sheet_view: SheetView | None = None
        #: The sheet last read from this window's sheet autosave (the file holds it still
        #: unless a screen changed it since, and the sheet's screen changes both at once).
        self.sheet_read: Sheet | None = None
        #: The online table this window is at, if any (its screens take its news).
        self.online: OnlineLink | None = None
        with contextlib.suppress(Exception):  # (a window that is no pyglet window: tests)
            window.push_handlers(on_network=self.on_network)

    def on_network(self) -> None:
        """The network thread posted news: the online table's screen takes it."""
        if self.online is not None:
            self.online.pump()

    def add_note(self, text: str) -> None:
        self.note = f"{self.note} {text}".strip()

    # ----------------------------------------------------------------- the last set-up

    def remember(self) -> None:
        """Keep the set-up for the next launch, beside the autosave (never an error: the
        game goes on if the file cannot be written)."""
        path = settings_path(self.autosave)
        if path is not None:
            with contextlib.suppress(FiguresError, OSError):
                save_options(path, self.options)

    # ----------------------------------------------------------------- screens

    def show_setup(self, *, offer_resume: bool = False, resume: GameMatch | None = None) -> None:
        """The set-up; it offers to resume ``resume`` (a game left for the set-up, of any
        family), or with ``offer_resume`` the autosaved game, when it is not finished."""
        if resume is not None and resume.is_over:
            resume = None
        if resume is None and offer_resume:
            resume = self.resumable()
        self.window.show_view(SetupView(self, resume=resume))

    def start(self, settings: object) -> None:
        """A new game in the autosave, of the family whose settings ``settings`` are. An
        unfinished game there (of any family) is kept in the saves folder first, whichever
        way the new game was asked for (set-up, command line, new deal, same deal), the new
        game's screen says where, and the game's set-up is remembered."""
        shell = shell_of_settings(settings)
        shell.remember(self.options, settings)
        self.remember()
        self.kept = self.keep_unfinished()
        if self.kept is not None:
            self.add_note(tr("toast.kept.new", name=self.kept.name))
        self.show_game(shell.new(settings, self.autosave))

    def start_classic(self, settings: object) -> None:
        """:meth:`start` (the classic screen's name for it)."""
        self.start(settings)

    def show_game(self, match: GameMatch) -> None:
        """``match`` on a new game screen of its family (the screen shown so far stops)."""
        shell = shell_of_match(match)
        self.stop_game_view()
        self.match = match
        view = shell.screen(self, match)
        assert isinstance(view, arcade.View)
        self.game_view = view
        self.window.show_view(view)
        if self.note:
            view.say(self.note)
            self.note = ""

    def show_online(self, settings: object) -> None:
        """Play online: host a table of the set-up's ``settings``, or join one."""
        from figures.ui.online.lobby import OnlineView

        self.window.show_view(OnlineView(self, settings))

    def play_online(self, link: OnlineLink, state: State) -> None:
        """The game of the online table ``link`` is at, from its first ``state``, on its
        family's screen driven by the server (the local game autosaved stays as it was)."""
        folder = self.autosave.parent if self.autosave is not None else None
        try:
            view = shell_of_view(state.view).online(self, link, state, folder)
        except FiguresError as exc:
            self.say(str(exc))
            return
        assert isinstance(view, arcade.View)
        self.stop_game_view()
        self.online = link
        self.game_view = view
        self.window.show_view(view)

    def show_match(self, match: Match) -> None:
        """A colour match on a new game screen (:meth:`show_game`)."""
        self.show_game(match)

    def show_classic(self, match: GameMatch) -> None:
        """A classic match on a new classic game screen (:meth:`show_game`)."""
        self.show_game(match)

    def stop_game_view(self) -> None:
        """The game screen shown so far stops (its computer players' threads end)."""
        if self.game_view is not None:
            self.game_view.stop()

    def open(self, path: str | Path) -> GameMatch:
        """A saved game of any family (its record's format says which) shown on its game
        screen; raises FiguresError on a bad file, changing nothing. An unfinished game it
        replaces in the autosave is kept in the saves folder first (``self.kept`` says
        where)."""
        shell = shell_of_file(path)
        match = shell.load(path)  # a bad file changes nothing
        self.kept = self.keep_unfinished(Path(path))
        match.autosave = self.autosave  # (written by its family: as opened, or as shown)
        shell.opened(self.options, match)
        self.show_game(match)
        return match

    def open_game(self, path: Path) -> str | None:
        """The saved game at ``path`` (chosen in a file dialog) shown in the game view; None
        when it is, else what went wrong, for the dialog to show. A score sheet's file is
        shown on the sheet's screen."""
        try:
            data = read_json(path)
            if files.is_sheet(data):
                self.show_sheet(files.from_json(data, str(path)))
                return None
            self.open(path)
        except FiguresError as exc:
            return tr("file.error", message=str(exc))
        except OSError as exc:
            return tr("file.error", message=exc.strerror or str(exc))
        return None

    def close_game(self) -> None:
        """The game screen is left for the set-up: no screen comes back to it."""
        self.game_view = None

    def say(self, message: str) -> None:
        """A short message on the game screen, when there is one."""
        if self.game_view is not None:
            self.game_view.say(message)

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
        if match is None or not match.played():
            return None
        return _keep(match)

    # ----------------------------------------------------------------- score sheets

    @property
    def sheet_autosave(self) -> Path | None:
        """Where this window keeps its score sheet: beside its autosave slot."""
        return None if self.autosave is None else sheet_path(self.autosave)

    def resumable_sheet(self) -> Sheet | None:
        """The autosaved score sheet when it is not finished. One that cannot be read is
        moved aside (``note`` says so), never overwritten."""
        path = self.sheet_autosave
        try:
            self.sheet_read = sheet_session.unfinished(path)
            return self.sheet_read
        except (FiguresError, OSError) as exc:
            assert path is not None
            try:
                aside = set_aside(path)
            except OSError:
                return None
            self.add_note(tr("sheet.bad", problem=str(exc), name=aside.name))
            return None

    def start_sheet(self, settings: object) -> str | None:
        """A new score sheet for the game of the set-up's ``settings`` (the names, target and
        first player; the seats' kinds mean nothing at a table), on its screen; None when it
        is shown, else the one-line reason. An unfinished sheet it replaces is kept in the
        saves folder first."""
        try:
            sheet = sheet_session.sheet_from_settings(settings)
        except FiguresError as exc:
            return str(exc)
        shell_of_settings(settings).remember(self.options, settings)
        self.remember()
        self.show_sheet(sheet)
        return None

    def show_sheet(self, sheet: Sheet) -> None:
        """``sheet`` on the score sheet's screen, autosaved at once (an unfinished sheet it
        replaces in the autosave is kept in the saves folder first)."""
        from figures.ui.sheet.view import SheetView

        # (a sheet resumed from the autosave is what it holds: not read a second time)
        old = None if sheet is self.sheet_read else self.resumable_sheet()
        if old is not None and sheet_session.started(old) and old is not sheet:
            same = self.sheet_view is not None and self.sheet_view.sheet is sheet
            if not same and files.to_json(old) != files.to_json(sheet):
                kept = sheet_session.keep(old)
                if kept is not None:
                    self.add_note(tr("sheet.kept", name=kept.name))
        view = SheetView(self, sheet, autosave=self.sheet_autosave)
        self.sheet_view = view
        view.write_autosave()
        self.window.show_view(view)
        if self.note:
            view.say(self.note)
            self.note = ""

    def start_guide(self, game: str = COLOUR) -> None:
        from figures.ui import tutorial

        tutorial.start(self, game=game)

    def show_rules(
        self,
        back: arcade.View,
        game: str = COLOUR,
        house: HouseRules | None = None,
        chosen: bool = False,
    ) -> None:
        """The rules text ``game`` (a family's :attr:`~figures.ui.shell.shells.Shell.rules`), with
        a note on the ``house`` rules when they are not the usual ones (``chosen``: the
        set-up's choice; without ``house``, those of the game ``back`` shows)."""
        self.window.show_view(RulesView(self, back, game=game, house=house, chosen=chosen))

    def show_end(self, match: GameMatch) -> None:
        """The end of ``match``, on its family's screen of a game's end, when it has one."""
        view = shell_of_match(match).end_of_game(self, match)
        if view is not None:
            self.window.show_view(view)

    def back_to_game(self) -> None:
        view = self.game_view
        if view is not None:
            assert isinstance(view, arcade.View)  # (a family's screen is a view)
            self.window.show_view(view)

    # ----------------------------------------------------------------- autosave

    def resumable(self) -> GameMatch | None:
        """The autosaved game of any family, when there is one that is not finished. One
        that cannot be loaded (damaged, foreign, another version of the rules) is moved
        aside, before any new game overwrites it, and ``note`` tells the player."""
        if self.autosave is None:
            return None
        try:
            return resume_autosave(self.autosave)
        except (FiguresError, OSError) as exc:
            self.set_aside(self.autosave, str(exc))
            return None

    def set_aside(self, path: Path, problem: str) -> None:
        """Rename an autosave that cannot be loaded to ``autosave.bad-<time>.json``."""
        try:
            aside = set_aside(path)
        except OSError as exc:
            self.add_note(tr("autosave.bad.kept", problem=problem, error=exc.strerror))
            return
        self.add_note(tr("autosave.bad", problem=problem, name=aside.name))

    def settle_in(self, claim: Claim) -> None:
        """Say which autosave slot this window plays in when it is not the usual one (another
        window holds it); in the usual one, keep the games other windows left behind."""
        if claim.path is None:
            self.add_note(tr("slot.none"))
        elif claim.number > 1:
            # (a process's id names it: its digits as they are, never grouped as a number's)
            who = tr("slot.busy.who", pid=str(claim.busy_with)) if claim.busy_with else ""
            self.add_note(tr("slot.busy", who=who, name=claim.path.name))
        else:
            self.adopt_orphans()

    def adopt_orphans(self) -> None:
        """Keep in the saves folder the unfinished games of windows that played in other
        autosave slots and are gone (closed or killed), and free their slots."""
        if self.autosave is None:
            return
        for lock in orphaned_slots(self.autosave):
            self.adopt_sheet(sheet_path(lock.path))
            if not lock.path.exists():  # (a score sheet alone was left there)
                lock.release()
                continue
            try:
                match = resume_autosave(lock.path)
            except (FiguresError, OSError) as exc:
                self.set_aside(lock.path, str(exc))
                lock.release()
                continue
            if match is not None and match.played():  # a game to keep
                kept = _keep(match)
                if kept is None:  # (not written: the slot's file stays where it is)
                    lock.release()
                    continue
                self.add_note(tr("slot.orphan", name=kept.name))
            lock.path.unlink(missing_ok=True)
            lock.release()

    def adopt_sheet(self, path: Path) -> None:
        """Keep in the saves folder the unfinished score sheet a window left at ``path`` (its
        slot's), then remove it; one that cannot be read is set aside."""
        try:
            sheet = sheet_session.unfinished(path)
        except (FiguresError, OSError) as exc:
            with contextlib.suppress(OSError):
                aside = set_aside(path)
                self.add_note(tr("sheet.bad", problem=str(exc), name=aside.name))
            return
        if sheet is not None and sheet_session.started(sheet):
            kept = sheet_session.keep(sheet)
            if kept is None:
                return  # (not written: the file stays where it is)
            self.add_note(tr("sheet.kept", name=kept.name))
        path.unlink(missing_ok=True)

    def discard_autosave(self) -> None:
        if self.autosave is not None:
            flush_autosaves()  # (a write still waiting would bring it back)
            self.autosave.unlink(missing_ok=True)

    def set_language(self, language: str) -> None:
        self.options.language = language
        set_language(language)
        self.window.set_caption(tr("app.title"))
        self.remember()


def _keep(match: GameMatch) -> Path | None:
    """Save ``match`` into the saves folder as ``unfinished-<time>.json``; None when it
    cannot be written (the autosave it came from is then left where it is)."""
    folder = saves_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = unused_name(folder, time.strftime("unfinished-%Y%m%d-%H%M%S"))
        match.save(target)
    except (FiguresError, OSError):
        return None
    return target


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
    settings: object = None,
    open_path: str | None = None,
    options: Options | None = None,
    size: tuple[int, int] | None = None,
    autosave: Path | bool | None = True,
) -> int:
    """Open the window: on the set-up, on a new game with ``settings`` (the settings of any
    family's game: the family whose settings they are plays it), or on a saved game of any
    family.

    Raises FiguresError (one line, exit status 2 in ``figures play``) when no window can be
    opened."""
    window = open_window(size or theme.SIZES.window)
    save_file = autosave_path() if autosave is True else (autosave or None)
    claim = Claim(save_file, None, 1)
    if save_file is not None:
        remove_leftovers(save_file)  # what a killed window was writing
        claim = claim_autosave(save_file)  # never the slot of a window still playing
    app = App(window, options, autosave=claim.path)
    app.settle_in(claim)
    try:
        return _run(app, window, settings=settings, open_path=open_path)
    finally:
        claim.release()


def _run(app: App, window: arcade.Window, *, settings: object, open_path: str | None) -> int:
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
    app.stop_game_view()
    if app.online is not None:  # (the seat stays the player's; a table hosted here stops)
        app.online.close()
    flush_autosaves(timeout=None)  # the game in progress is never lost
    return 0
