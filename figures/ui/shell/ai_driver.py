"""Work off the UI thread: computer decisions and hints.

A :class:`Task` runs one function in a daemon thread with a progress callback and a
cancellation flag; the view polls it in ``on_update`` and never waits. Nothing here touches
OpenGL or the game: the function gets a private copy of what it needs.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

from figures.ai.players import ComputerPlayer
from figures.colour.actions import Action
from figures.colour.views import PlayerView

T = TypeVar("T")

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
