"""The window's frame policy: draw only when something changed or moves.

Under software OpenGL (Mesa's llvmpipe) a frame of the table costs 5 to 15 ms of a core, so
a window drawing 60 frames a second with nothing moving used a third to four fifths of a core
at rest. :class:`FramePolicy` decides, at each of the window's ticks, whether to draw, and
how often to tick:

- **after input**: any input event (keys, text, the mouse) or window event (resize, expose,
  (de)activation, show, move) makes the next frames be drawn, for :data:`LINGER` seconds
  (:data:`QUIET_LINGER` on a screen that cannot say whether it animates);
- **after a change of screen** (``show_view``), or when :meth:`FramePolicy.changed` is called
  (``FiguresWindow.request_frame``: for a change made outside input, in a thread's result);
- **while the screen animates**: a screen says so with ``animating() -> bool`` (read at each
  tick, after its ``on_update``). A screen must answer True for as long as it changes on its
  own: a tile sliding, points rising, a message fading, **and a computer player or a hint
  search thinking in its thread** (the result is taken in ``on_update`` and changes the
  screen: the tick where ``animating()`` turns False is drawn too, so the last state always
  shows);
- **while a computer or a hint search thinks**, on any screen (a safety net for a screen
  whose ``animating()`` forgets them): one of the game's worker threads
  (:class:`figures.ui.shell.ai_driver.Task` threads named ``figures-...computer`` or
  ``figures-...hints``) is alive, and for :data:`QUIET_LINGER` seconds after it ends (time
  for the screen to take the result, wait its least thinking time and slide the tile);
- a screen without ``animating()`` is trusted less: it is drawn for :data:`QUIET_LINGER`
  seconds after input, and at rest once every :data:`HEARTBEAT` seconds (a safety net for
  whatever it changes on its own), which costs one frame in that many seconds;
- **at rest** nothing is drawn and the window ticks :data:`REST_RATE` times a second only
  (the screens' ``on_update`` still runs, to notice a change, start a computer's turn or
  take its result); the first input event brings the 60 ticks a second back at once, so
  the frame that shows it comes at most a tick later.

Skipping a frame never shows a stale or black buffer: the window does not swap its buffers
when it does not draw (pyglet's ``Window.draw`` draws, then flips), so the front buffer keeps
the last frame drawn, and every frame drawn clears and paints the whole window.

The policy is plain logic over a clock (tested without a window); the window
(:class:`figures.ui.shell.app.FiguresWindow`) feeds it the events and asks it at each tick.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Final

#: Ticks a second while drawing, and at rest.
ACTIVE_RATE: Final = 60.0
REST_RATE: Final = 10.0
#: How long frames keep coming after an input event, on a screen that says whether it
#: animates, and on one that does not (a hover or a press may start something it draws).
LINGER: Final = 0.35
QUIET_LINGER: Final = 1.5
#: At rest, a screen without ``animating()`` is drawn once every so many seconds.
HEARTBEAT: Final = 2.0

#: The window's events that make it draw: input and the window's own.
WAKE_EVENTS: Final = frozenset(
    {
        # (the network thread's news of an online table, posted to the window)
        "on_network",
        "on_key_press",
        "on_key_release",
        "on_text",
        "on_text_motion",
        "on_text_motion_select",
        "on_mouse_motion",
        "on_mouse_press",
        "on_mouse_release",
        "on_mouse_drag",
        "on_mouse_scroll",
        "on_mouse_enter",
        "on_mouse_leave",
        "on_resize",
        "on_expose",
        "on_activate",
        "on_deactivate",
        "on_show",
        "on_hide",
        "on_move",
        "on_context_state_lost",
        "on_context_lost",
        "on_file_drop",
    }
)


def animates(view: object) -> bool | None:
    """Whether ``view`` says it animates now; None when it cannot say (no ``animating``)."""
    animating: Callable[[], bool] | None = getattr(view, "animating", None)
    if animating is None or not callable(animating):
        return None
    return bool(animating())


#: The worker threads whose results change the screen: their names' ends (after
#: ``figures-``).
WORKERS: Final = ("computer", "hints")


def working() -> bool:
    """Whether one of the game's worker threads (a computer's decision, a hint search) is
    alive."""
    return any(
        t.name.startswith("figures-") and t.name.endswith(WORKERS) and t.is_alive()
        for t in threading.enumerate()
    )


class FramePolicy:
    """When to draw and how fast to tick (see the module's text). ``clock`` gives seconds."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        #: Frames are drawn until then (after input or a change).
        self.until = 0.0
        #: A frame is owed (a change): the next tick draws.
        self.owed = True
        #: The screen animated at the last tick (its last change is drawn too).
        self.was_animating = False
        #: The latest input, the latest tick a worker thread was seen alive, and the latest
        #: frame drawn.
        self.input_at = -1e9
        self.worked_at = -1e9
        self.drawn_at = -1e9
        #: Frames drawn and ticks without one (for tests and measurements).
        self.frames = 0
        self.skipped = 0
        #: The screen at the last tick could not say whether it animates.
        self.quiet = True

    def wake(self) -> None:
        """An input or window event: draw now and for a moment."""
        self.owed = True
        self.input_at = self.clock()

    def changed(self) -> None:
        """Something changed that no event says (a new screen, a thread's result): one frame."""
        self.owed = True

    def wants_frame(self, view: object) -> bool:
        """Whether this tick draws ``view`` (asked after its ``on_update``)."""
        now = self.clock()
        animating = animates(view)
        if working():
            self.worked_at = now
        linger = QUIET_LINGER if animating is None else LINGER
        draw = (
            self.owed
            or bool(animating)
            or self.was_animating
            or now - self.input_at < linger
            or now - self.worked_at < QUIET_LINGER
            or (animating is None and now - self.drawn_at >= HEARTBEAT)
        )
        self.was_animating = bool(animating)
        self.quiet = animating is None
        if draw:
            self.owed = False
            self.drawn_at = now
            self.frames += 1
        else:
            self.skipped += 1
        return draw

    def resting(self) -> bool:
        """Whether the window may tick slowly now (as the last tick found the screen): nothing
        owed, nothing moving, no input for a while."""
        linger = QUIET_LINGER if self.quiet else LINGER
        now = self.clock()
        return (
            not self.owed
            and not self.was_animating
            and now - self.input_at >= linger
            and now - self.worked_at >= QUIET_LINGER
        )

    def rate(self) -> float:
        """Ticks a second the window should run at now."""
        return REST_RATE if self.resting() else ACTIVE_RATE
