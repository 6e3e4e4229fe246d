"""The classic game screen keeps drawing while a computer thinks: the decision runs on a
background thread, and the screen's frames keep coming (as the colour game's do, see
``test_frames_keep_coming_while_the_computer_thinks`` in test_ui.py)."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import time
from typing import Any

import pytest

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


def test_the_classic_screen_keeps_drawing_while_the_computer_thinks(window: Any) -> None:
    """At least 30 frames a second while the computer thinks; on a machine too loaded to
    draw even that many when nobody thinks, at least 60% of what it draws then (measured
    here, just before, on the same screen)."""
    human = ("human", "medium")
    idle_view, _ = make_view(window, "draw", human, seed=5)  # the human leads: nothing thinks
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
    assert view.task is not None and not view.task.done, "the decision should still be running"
    assert view.animating()  # (the window keeps drawing it: its result must show)
    print(f"{frames} frames in 0.8 s while the computer thinks, {idle} when it does not")
    assert frames >= min(24, 0.6 * idle), f"{frames} frames while thinking, {idle} without"
    assert "thinking" in view.status()
    deadline = time.monotonic() + 10
    while view.match.turn == 1 and time.monotonic() < deadline:
        frame(view)
    assert view.match.turn == 0 and view.task is None  # Busy's play was made
    assert len(view.match.shown_round().log) == 1
    assert not view.animating() or view.floats or view.toast_line.live()
