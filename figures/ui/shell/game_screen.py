"""What every game screen shares, of either family: the base of
:class:`~figures.ui.colour.view.GameView` and
:class:`~figures.ui.classic.view.ClassicGameView`.

- the **modal stack** (:mod:`figures.ui.widgets.modal`): the file dialog and the question over
  the screen take its keys, text, clicks and wheel; the screen gets them (``game_key``,
  ``game_text``, ``game_press``, ``game_scroll``) only when nothing is open;
- the **key table** (:mod:`figures.ui.shell.keys`): the keys of the actions the top bar's
  buttons do too (:meth:`commands`, :meth:`command_key`);
- **files**: save and open through the file dialog;
- **navigation**: back to the set-up, the guide (asked first when the game is under way);
- the **clock**: covered by another screen (the rules, passing), the computer stops and the
  animations stand still (:meth:`shift_clocks` on return);
- the **computer's turns** (:class:`~figures.ui.shell.ai_driver.ComputerTurns`), the screen
  saying what differs (:class:`~figures.ui.shell.ai_driver.TurnHost`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import arcade

from figures.app.storage import saves_dir
from figures.core.errors import FiguresError
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.shell.ai_driver import ComputerTurns, Sliding, Task, TurnHost
from figures.ui.shell.keys import bound, ctrl_held
from figures.ui.widgets.dialog import FileDialog
from figures.ui.widgets.message import ConfirmPanel
from figures.ui.widgets.modal import ModalSlot, ModalStack

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["GameScreenBase"]

A = TypeVar("A")


class GameScreenBase(arcade.View, Generic[A]):
    """A game screen: ``nav`` is the window's navigation, ``match`` the game (a colour
    :class:`~figures.ui.colour.match.Match` or a
    :class:`~figures.ui.classic.match.ClassicMatch`); ``question`` the panel its questions
    are asked in, ``computer`` the name of its computers' threads, ``turns`` what the driver of
    the computers' turns asks (the screen itself unless a part of it is given)."""

    def __init__(
        self,
        nav: Navigator,
        match: Any,
        question: ConfirmPanel,
        computer: str,
        turns: TurnHost[A] | None = None,
    ) -> None:
        super().__init__(nav.window)
        self.nav = nav
        self.match = match
        #: What is open over the screen, taking its input.
        self.modals = ModalStack()
        #: A question over the screen (the guide asked for during a game).
        self.question = question
        self.hover: tuple[float, float] | None = None
        self.now = time.monotonic()
        #: When another screen covered this one (the game is paused meanwhile).
        self.hidden_at: float | None = None
        #: A computer's tile on its way to the table.
        self.slide: Sliding | None = None
        self.hint_task: Task[Any] | None = None
        #: The computer's turns.
        self.computer: ComputerTurns[A] = ComputerTurns(self if turns is None else turns, computer)

    # ----------------------------------------------------------------- what the screen says

    def say(self, message: str) -> None:
        """A short message on the screen."""
        raise NotImplementedError

    def layout(self, width: int, height: int) -> None:
        raise NotImplementedError

    # ----------------------------------------------------------------- the modal stack

    #: The file dialog open over the screen, if any.
    dialog = ModalSlot(FileDialog)

    @property
    def asking(self) -> bool:
        """Whether a question is asked over the screen (it takes the keys and the clicks)."""
        return self.question.open

    def ask(self, title: str, body: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        """Ask a question over the screen; ``on_yes`` when it is answered yes."""
        question = self.question
        self.place_question()
        question.ask(title, body, yes, no, on_yes)
        question.on_close = lambda: self.modals.close(question)
        if question not in self.modals:
            self.modals.push(question)

    def place_question(self) -> None:
        """Where the question shows (by default, over the middle of the window)."""
        self.question.place((0, 0, self.window.width, self.window.height))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if not self.modals.key(symbol, modifiers):
            self.game_key(symbol, modifiers)

    def on_text(self, content: str) -> None:
        if not self.modals.text(content):
            self.game_text(content)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        if not self.modals.press(x, y):
            self.game_press(x, y, button, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if not self.modals.scroll():
            self.game_scroll(x, y, scroll_x, scroll_y)

    def game_key(self, symbol: int, modifiers: int) -> None:
        """A key press with nothing open over the screen."""

    def game_text(self, content: str) -> None:
        """Typed text with nothing open over the screen."""

    def game_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        """A click with nothing open over the screen."""

    def game_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel with nothing open over the screen."""

    # ----------------------------------------------------------------- the key table

    def commands(self) -> dict[str, Callable[[], None]]:
        """What each action of the key table does on this screen (its top bar's buttons do
        the same)."""
        return {
            "undo": self.undo,
            "redo": self.redo,
            "save": lambda: self.open_dialog("save"),
            "open": lambda: self.open_dialog("open"),
            "rules": self.open_rules,
        }

    def command_key(self, symbol: int, modifiers: int, among: tuple[str, ...]) -> bool:
        """The action of ``among`` the key press is, done; whether it was one. A key with
        Ctrl held is always taken (nothing else on a game screen is bound to one)."""
        action = bound(symbol, modifiers, among)
        if action is not None:
            self.commands()[action]()
            return True
        return ctrl_held(modifiers)

    def undo(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        raise NotImplementedError

    def open_rules(self) -> None:
        raise NotImplementedError

    # ----------------------------------------------------------------- files

    def open_dialog(self, mode: str) -> None:
        """The file dialog, to save the game (``mode`` "save") or open one ("open")."""
        dialog = FileDialog(
            mode, self.save_to if mode == "save" else self.open_from, self.close_dialog
        )
        dialog.layout(self.window.width, self.window.height)
        self.dialog = dialog

    def open_save(self) -> None:
        self.open_dialog("save")

    def close_dialog(self) -> None:
        self.dialog = None

    def save_to(self, path: Path) -> str | None:
        """Save the game; only the game's own save folder is created (the dialog has refused
        any other folder that does not exist)."""
        try:
            if path.parent.resolve() == saves_dir().resolve():
                path.parent.mkdir(parents=True, exist_ok=True)
            self.match.save(path)
        except (FiguresError, OSError) as exc:
            return str(exc)
        self.say(tr("toast.saved", path=str(path)))
        return None

    def open_from(self, path: Path) -> str | None:
        """A saved game of either family, on its own screen (None), or what went wrong."""
        self.stop()
        error = self.nav.open_game(path)
        if error is None:
            self.opened(path)
        return error

    def opened(self, path: Path) -> None:
        """The game saved in ``path`` is shown on its own screen."""

    # ----------------------------------------------------------------- navigation

    def to_setup(self) -> None:
        """Back to the set-up, which offers to resume this game when it is not finished."""
        self.stop()
        self.nav.close_game()
        self.nav.show_setup(resume=self.resume_offer())

    def resume_offer(self) -> Any:
        """The game the set-up offers to resume."""
        return None if self.match.is_over else self.match

    def guided(self) -> bool:
        """Whether this is the guided game itself."""
        return False

    def ask_guide(self) -> None:
        """The More menu's "Replay the guide": at once when no move was made yet, the game
        is over or this is the guided game itself, else after asking (the game stays in its
        autosave, as when the Set-up button leaves it, and the set-up offers to resume it
        when the guide ends)."""
        if self.match.is_over or not self.match.played() or self.guided():
            self.start_guide()
            return
        self.ask(
            tr("guide.confirm.title"),
            tr("guide.confirm.body"),
            tr("guide.confirm.yes"),
            tr("guide.confirm.no"),
            self.start_guide,
        )

    def start_guide(self) -> None:
        """Leave the game for the guide as a player would: it stays in its autosave, and the
        set-up offers it again when the guide ends."""
        self.stop()
        self.match.flush_autosave()
        self.nav.close_game()
        self.nav.start_guide(self.guide_game())

    def guide_game(self) -> str:
        """The game whose guide :meth:`start_guide` starts."""
        raise NotImplementedError

    # ----------------------------------------------------------------- the clock

    def on_show_view(self) -> None:
        self.layout(self.window.width, self.window.height)
        if self.hidden_at is not None:  # back from the rules (or passing): time stood still
            self.shift_clocks(time.monotonic() - self.hidden_at)
            self.hidden_at = None

    def on_hide_view(self) -> None:
        """Another screen (the rules, passing between players) covers the game: the computer
        stops thinking (its decision starts afresh on return), the hint search too, and the
        animations stand still."""
        self.hidden_at = time.monotonic()
        self.stop()

    def shift_clocks(self, paused: float) -> None:
        """Move every animation's start ``paused`` seconds later, as if no time had gone by."""
        if self.slide is not None:
            self.slide.start += paused

    def stop(self) -> None:
        """Cancel background work: the computer's decision and the hint search."""
        self.computer.cancel()
        if self.hint_task is not None:
            self.hint_task.cancel()
        self.hint_task = None

    # ----------------------------------------------------------------- the computer

    @property
    def task(self) -> Task[A] | None:
        """The computer's decision under way, if any."""
        return self.computer.task

    @task.setter
    def task(self, task: Task[A] | None) -> None:
        self.computer.task = task

    def update_computer(self) -> None:
        self.computer.update(self.now)

    def turn_version(self) -> int:
        return int(self.match.version)

    def computer_thinks(self) -> bool:
        return bool(self.match.computer_to_move) and not self.modals.open

    def least_think(self, result: A | None) -> float:
        return theme.THINK_AT_LEAST

    def slide_seconds(self) -> float:
        return theme.SLIDE

    def fallback(self, error: BaseException | None) -> A | None:
        if error is not None:
            self.say(tr("toast.error", message=str(error)))
        legal = self.legal_actions()
        return legal[0] if legal else None

    def legal_actions(self) -> list[A]:
        raise NotImplementedError

    def decision(self) -> Any:
        raise NotImplementedError

    def slides(self, action: A) -> bool:
        raise NotImplementedError

    def start_slide(self, action: Any) -> None:
        raise NotImplementedError

    def apply_computer(self, action: A) -> object:
        raise NotImplementedError
