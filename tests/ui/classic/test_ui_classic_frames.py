"""The classic game screen keeps drawing while a computer thinks: the decision runs on a
background thread, and the screen's frames keep coming (as the colour game's do, see
``test_frames_keep_coming_while_the_computer_thinks`` in test_ui.py)."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import sys
import time
from typing import Any

import pytest
from timing import best_of

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import make_view  # noqa: E402

from figures.ui.classic.view import ClassicGameView  # noqa: E402


class Busy:
    """A classic computer player that thinks for a while in pure Python (holding the
    interpreter)."""

    name = "busy"

    def choose(self, view, legal, *, progress=None, cancelled=None):  # type: ignore[no-untyped-def]
        end = time.monotonic() + 1.6
        total = 0
        while time.monotonic() < end:
            total += sum(i * i for i in range(2000))
            if cancelled is not None and cancelled():
                raise RuntimeError("cancelled")
        return legal[0]


@pytest.fixture
def app_switching() -> Any:
    """The interpreter's switch interval as the App sets it (1 ms: the drawing thread gets
    the interpreter back soon from a thinking one), whichever test ran before."""
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.001)
    yield
    sys.setswitchinterval(switch)


def frame(view: ClassicGameView) -> None:
    view.on_update(1 / 60)
    view.on_draw()


def frames_in(view: ClassicGameView, seconds: float) -> int:
    frames, start = 0, time.monotonic()
    while time.monotonic() - start < seconds:
        frame(view)
        view.window.ctx.finish()
        frames += 1
    return frames


@pytest.mark.bench
@pytest.mark.usefixtures("app_switching")
def test_the_classic_screen_keeps_drawing_while_the_computer_thinks(window: Any) -> None:
    """At least 30 frames a second while the computer thinks; on a machine too loaded to
    draw even that many when nobody thinks, at least 60% of what it draws then (measured
    here, just before, on the same screen). The best of a few tries (:mod:`timing`)."""
    human = ("human", "medium")

    def measure() -> tuple[int, int, ClassicGameView]:
        idle_view, _ = make_view(window, "draw", human, seed=5)  # the human leads
        assert not idle_view.match.computer_to_move
        idle = frames_in(idle_view, 0.8)
        assert idle_view.task is None
        assert not idle_view.animating()  # (the window stops drawing it at rest)
        view, _ = make_view(window, "draw", human, seed=1)  # Bob leads
        assert view.match.computer_to_move and view.match.turn == 1
        view.match.computers[1] = Busy()  # type: ignore[assignment]
        frame(view)
        assert view.task is not None
        frames = frames_in(view, 0.8)
        assert view.task is not None and not view.task.done, "the decision should be running"
        assert view.animating()  # (the window keeps drawing it: its result must show)
        print(f"{frames} frames in 0.8 s while the computer thinks, {idle} when it does not")
        return frames, idle, view

    frames, idle, view = best_of(measure, lambda got: got[0] >= min(24, 0.6 * got[1]))
    assert frames >= min(24, 0.6 * idle), f"{frames} frames while thinking, {idle} without"
    assert "thinking" in view.status()
    deadline = time.monotonic() + 10
    while view.match.turn == 1 and time.monotonic() < deadline:
        frame(view)
    assert view.match.turn == 0 and view.task is None  # Busy's play was made
    assert len(view.match.shown_round().log) == 1
    assert not view.animating() or view.motion.floats or view.toast_line.live()


def policy_frames_in(window: Any, seconds: float) -> int:
    """Frames the window's own tick draws in ``seconds`` (its frame policy deciding)."""
    start, drawn = time.monotonic(), window.frames.frames
    while time.monotonic() - start < seconds:
        window._dispatch_frame(1 / 60)
        window.ctx.finish()
    return int(window.frames.frames - drawn)


@pytest.mark.bench
@pytest.mark.usefixtures("app_switching")
def test_the_windows_frame_policy_draws_while_the_computer_thinks_and_rests_after(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the window's tick (:mod:`figures.ui.shell.frames`): at rest the classic screen is
    not drawn at all; while the computer thinks it is drawn every tick (at least 30 frames
    a second, or 60% of what the machine draws), and its play shows when it is made. The
    rate is the best of a few tries (:mod:`timing`)."""
    monkeypatch.setattr(window, "_enable_event_queue", False)  # (as in pyglet's event loop)
    human = ("human", "medium")

    def measure() -> tuple[int, float, ClassicGameView]:
        idle_view, _ = make_view(window, "draw", human, seed=5)
        assert policy_frames_in(window, 0.3) == 1  # the new screen, once
        assert policy_frames_in(window, 0.5) == 0  # then nothing: at rest
        idle = frames_in(idle_view, 0.5) / 0.5  # (what this machine draws a second)
        view, _ = make_view(window, "draw", human, seed=1)  # Bob leads
        view.match.computers[1] = Busy()  # type: ignore[assignment]
        frames = policy_frames_in(window, 0.8)
        print(f"the window's tick: {frames} frames in 0.8 s while the computer thinks")
        assert view.task is not None and not view.task.done, "the decision should be running"
        return frames, idle, view

    frames, idle, view = best_of(measure, lambda got: got[0] >= min(24, 0.6 * got[1] * 0.8))
    assert frames >= min(24, 0.6 * idle * 0.8), f"{frames} frames while thinking"
    deadline = time.monotonic() + 10
    while view.match.turn == 1 and time.monotonic() < deadline:
        policy_frames_in(window, 0.05)
    assert view.match.turn == 0 and len(view.match.shown_round().log) == 1
    drawn_at = window.frames.drawn_at
    assert drawn_at >= window.frames.clock() - 0.1  # its play was drawn
