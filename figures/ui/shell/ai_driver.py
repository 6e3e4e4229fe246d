"""Work off the UI thread: computer decisions and hints.

A :class:`Task` runs one function in a daemon thread with a progress callback and a
cancellation flag; the view polls it in ``on_update`` and never waits. Nothing here touches
OpenGL or the game: the function gets a private copy of what it needs.

:class:`ComputerTurns` is the computer's turn on every game screen, of either family: it
starts the decision when a computer is to move, polls it, drops a result decided on a game
that has changed since (the match's version), holds a decision back until the computer has
seemed to think long enough, falls back on the first legal action when the decision fails
(or, with a ``budget``, takes too long), and brings a placed tile in with a slide before it is
played. What differs between the families is asked from the screen (:class:`TurnHost`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from figures.ai.players import ComputerPlayer, DecisionCancelled
from figures.colour.actions import Action
from figures.colour.views import PlayerView

T = TypeVar("T")
A = TypeVar("A")

Progress = Callable[[float], None]
Cancelled = Callable[[], bool]


class Cancelled_(Exception):
    """Raised inside a task's function when it notices the cancellation."""


#: A thinking thread lets the drawing thread run for YIELD_FOR seconds after every
#: YIELD_EVERY seconds of work (measured when it polls for cancellation). The interpreter
#: lock alone is not enough: the drawing thread gives it up at every OpenGL call and must then
#: wait a whole switch interval to get it back, so a busy thread cut frames to about 15 a
#: second under software OpenGL.
YIELD_EVERY = 0.005
YIELD_FOR = 0.001


class Task(Generic[T]):
    """One function running in a background thread."""

    def __init__(
        self, work: Callable[[Progress, Cancelled], T], name: str = "figures-task"
    ) -> None:
        self._work = work
        self._cancel = threading.Event()
        self._done = threading.Event()
        self.progress = 0.0
        self.result: T | None = None
        self.error: BaseException | None = None
        self.started = time.monotonic()
        self._last_yield = self.started
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = self._work(self._set_progress, self._poll)
        except BaseException as exc:  # handed to the UI thread, which decides
            self.error = exc
        finally:
            self._done.set()

    def _poll(self) -> bool:
        """Whether the task is cancelled, as the work asks; also where it lets the drawing
        thread run (see :data:`YIELD_EVERY`)."""
        now = time.monotonic()
        if now - self._last_yield >= YIELD_EVERY:
            time.sleep(YIELD_FOR)
            self._last_yield = time.monotonic()
        return self._cancel.is_set()

    def _set_progress(self, value: float) -> None:
        self.progress = max(0.0, min(1.0, float(value)))

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and shutdown only)."""
        return self._done.wait(timeout)

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started


def decide(player: ComputerPlayer, view: PlayerView) -> Callable[[Progress, Cancelled], Action]:
    """The work of one computer decision; the player reports its progress and stops (raising
    ``DecisionCancelled``) when the task is cancelled."""

    def work(progress: Progress, cancelled: Cancelled) -> Action:
        action = player.choose(view, progress=progress, cancelled=cancelled)
        if cancelled():
            raise Cancelled_()
        return action

    return work


class Sliding(Protocol):
    """A computer's tile on its way to the table: what it plays, when it started and the
    match's version it is for."""

    action: Any
    start: float
    version: int


class TurnHost(Protocol[A]):
    """What :class:`ComputerTurns` asks of the game screen it drives."""

    #: The tile sliding in (None: none), the screen's (it draws it).
    slide: Sliding | None

    def turn_version(self) -> int:
        """The match's version: a decision or a slide made for another one is dropped."""
        ...

    def computer_thinks(self) -> bool:
        """Whether a computer is to move and may think now (nothing open over the screen)."""
        ...

    def decision(self) -> Callable[[Progress, Cancelled], A] | None:
        """The work of the decision of the computer to move, or None when it is not to start
        yet (the game paused after an undo, the last move still the news)."""
        ...

    def least_think(self, result: A | None) -> float:
        """How long the computer seems to think at least before ``result`` is played."""
        ...

    def slide_seconds(self) -> float:
        """How long a slide takes."""
        ...

    def fallback(self, error: BaseException | None) -> A | None:
        """What the computer plays when its decision failed with ``error`` (said to the
        player) or took longer than the budget (None): the first legal action, if any."""
        ...

    def slides(self, action: A) -> bool:
        """Whether ``action``'s tile slides in before it is played."""
        ...

    def start_slide(self, action: Any) -> None:
        """Start the slide of ``action``'s tile (see :attr:`slide`)."""
        ...

    def apply_computer(self, action: A) -> object:
        """Play the computer's ``action``."""
        ...


class ComputerTurns(Generic[A]):
    """The computer's turns of a game screen ``host``, moved on at each ``update``.

    ``budget``: the most seconds a decision may take before it is cancelled and the fallback
    played (None, as the screens run: a computer takes the time it needs)."""

    def __init__(self, host: TurnHost[A], name: str, budget: float | None = None) -> None:
        self.host = host
        self.name = name
        self.budget = budget
        #: The decision under way (None: none).
        self.task: Task[A] | None = None
        #: The match's version when the decision started: a result for another is dropped.
        self.version = -1

    def cancel(self) -> None:
        """Stop the decision under way (a new one starts afresh when it is time)."""
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def update(self, now: float) -> None:
        """One frame of the computer's turn: the slide, or the decision polled."""
        host = self.host
        slide = host.slide
        if slide is not None:
            if slide.version != host.turn_version():
                host.slide = None  # the game changed under it
            elif now - slide.start >= host.slide_seconds():
                host.slide = None
                host.apply_computer(slide.action)
            return
        if not host.computer_thinks():
            self.cancel()
            return
        if self.task is None:
            work = host.decision()
            if work is not None:
                self.task = Task(work, name=self.name)
                self.version = host.turn_version()
            return
        task = self.task
        if not task.done:
            if self.budget is not None and task.elapsed >= self.budget:
                self.cancel()  # too slow: the fallback, for the same game
                if self.version == host.turn_version():
                    self.play(host.fallback(None))
            return
        if task.elapsed < host.least_think(task.result):
            return
        self.task = None
        if self.version != host.turn_version():
            return  # decided on a game that has changed since: the next frame asks again
        if task.error is not None:
            if isinstance(task.error, (Cancelled_, DecisionCancelled)):
                return
            self.play(host.fallback(task.error))
            return
        assert task.result is not None
        self.play(task.result)

    def play(self, action: A | None) -> None:
        """The computer's decision: its tile slides in first, or it is played at once."""
        if action is None:
            return
        if self.host.slides(action):
            self.host.start_slide(action)
        else:
            self.host.apply_computer(action)
