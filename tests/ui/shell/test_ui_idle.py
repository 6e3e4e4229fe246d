"""The window at rest costs almost nothing: ``figures play`` runs as a real process in a virtual
X server on four screens (the set-up, a colour game, a classic game, the score sheet), and once
it has settled its CPU time is read from ``/proc/<pid>/stat`` over a few seconds; each screen
must use under 5% of a core. Then a key press that changes the screen must show within a
frame or two (the screenshot changes), so a window at rest is asleep, not dead.

Run alone, inside an X server, it is the driver: ``xvfb-run -a python tests/ui/shell/test_ui_idle.py
OUT [SCREEN...]`` prints and writes ``OUT/idle.json`` (each screen's share of a core at rest,
and how long a key took to show).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]

#: A share of one core the window may use at rest.
LIMIT = 0.05
#: How long the window is left to settle (its first frames, a computer's first move, a
#: toast), then how long its CPU time is measured.
SETTLE = 4.0
MEASURE = 4.0
#: How long a key may take to show on screen: a frame or two at 60 frames a second, plus
#: xdotool, the X server and the screenshots' own time (about 40 ms each) on a loaded
#: machine; the sheet's key builds a form first.
RESPONSE = 0.4

#: Each screen: the command line's options, the keys that bring it on (after the window
#: opens), and a key that changes what it shows (to check that it still draws).
SCREENS: dict[str, dict[str, Any]] = {
    "setup": {"args": [], "keys": [], "probe": "Next"},
    "colour": {
        "args": ["--players", "human,medium", "--seed", "3"],
        "keys": [],
        "probe": "question",
    },
    "classic": {
        "args": ["--game", "all-fives", "--players", "human,medium", "--seed", "5"],
        "keys": [],
        "probe": "Tab",
    },
    "sheet": {"args": [], "keys": ["k"], "probe": "n", "response": 0.8},
}


# ----------------------------------------------------------------------------- the driver


def cpu_seconds(pid: int) -> float:
    """The process's user and system time so far (all its threads), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def find_window(timeout: float = 60.0) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "Figures"],
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout.split()
        if found:
            return found[0]
        time.sleep(0.2)
    raise SystemExit("idle: no window")


def grab() -> Any:
    from PIL import ImageGrab

    return ImageGrab.grab(xdisplay=os.environ["DISPLAY"])


def key(window: str, name: str) -> None:
    subprocess.run(["xdotool", "key", "--window", window, name], check=True, timeout=30)


def measure(name: str, out: Path, data: Path) -> dict[str, Any]:
    screen = SCREENS[name]
    log = open(out / f"{name}.log", "w")  # noqa: SIM115 (closed below)
    window = subprocess.Popen(
        [sys.executable, "-m", "figures.cli", "play", "--size", "1280x800", *screen["args"]],
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
    )
    try:
        wid = find_window()
        time.sleep(2.0)
        for k in screen["keys"]:
            key(wid, k)
            time.sleep(0.5)
        time.sleep(SETTLE)
        start, clock = cpu_seconds(window.pid), time.monotonic()
        time.sleep(MEASURE)
        used = (cpu_seconds(window.pid) - start) / (time.monotonic() - clock)
        before = grab()
        before.save(out / f"{name}-rest.png")
        pressed = time.monotonic()
        key(wid, screen["probe"])
        shown = None
        while time.monotonic() - pressed < 3.0:
            after = grab()
            if after.tobytes() != before.tobytes():
                shown = time.monotonic() - pressed
                after.save(out / f"{name}-key.png")
                break
        return {"cpu": round(used, 4), "key": None if shown is None else round(shown, 3)}
    finally:
        window.terminate()
        window.wait(timeout=20)
        log.close()


def main(out: Path, names: list[str]) -> None:
    data = Path(os.environ["FIGURES_DATA_DIR"])
    results = {}
    for name in names:
        shutil.rmtree(data, ignore_errors=True)
        data.mkdir(parents=True)
        results[name] = measure(name, out, data)
        print(name, results[name], flush=True)
    (out / "idle.json").write_text(json.dumps(results, indent=1))


# ----------------------------------------------------------------------------- the tests

if __name__ != "__main__":
    import threading

    import pytest

    from figures.ui.shell import frames
    from figures.ui.shell.frames import FramePolicy

    class Clock:
        def __init__(self) -> None:
            self.now = 100.0

        def __call__(self) -> float:
            return self.now

    class Still:
        """A screen that says whether it animates."""

        def __init__(self) -> None:
            self.moving = False

        def animating(self) -> bool:
            return self.moving

    def ticks(policy: FramePolicy, clock: Clock, view: object, seconds: float) -> int:
        """Frames drawn over ``seconds`` of ticks at the rate the policy asks."""
        drawn, end = 0, clock.now + seconds
        while clock.now < end:
            drawn += policy.wants_frame(view)
            clock.now += 1 / policy.rate()
        return drawn

    def test_at_rest_nothing_is_drawn_and_the_window_ticks_slowly() -> None:
        clock = Clock()
        policy, view = FramePolicy(clock), Still()
        assert policy.wants_frame(view)  # (the first frame is owed)
        ticks(policy, clock, view, 1.0)
        assert ticks(policy, clock, view, 10.0) == 0
        assert policy.rate() == frames.REST_RATE

    def test_input_draws_at_once_and_for_a_moment_then_rests() -> None:
        clock = Clock()
        policy, view = FramePolicy(clock), Still()
        ticks(policy, clock, view, 2.0)
        policy.wake()
        assert policy.rate() == frames.ACTIVE_RATE
        assert policy.wants_frame(view)  # the next tick draws
        drawn = ticks(policy, clock, view, 2.0)
        assert 0.8 * frames.LINGER * 60 <= drawn <= frames.LINGER * 60 + 2
        assert ticks(policy, clock, view, 5.0) == 0

    def test_a_change_without_input_draws_one_frame() -> None:
        clock = Clock()
        policy, view = FramePolicy(clock), Still()
        ticks(policy, clock, view, 2.0)
        policy.changed()
        assert policy.rate() == frames.ACTIVE_RATE
        assert ticks(policy, clock, view, 2.0) == 1

    def test_an_animating_screen_is_drawn_every_tick_and_once_more_after() -> None:
        clock = Clock()
        policy, view = FramePolicy(clock), Still()
        ticks(policy, clock, view, 2.0)
        view.moving = True
        clock.now += 1 / frames.REST_RATE
        assert policy.wants_frame(view)
        assert policy.rate() == frames.ACTIVE_RATE
        assert ticks(policy, clock, view, 1.0) >= 59
        view.moving = False  # (its last change, say a computer's result, is drawn too)
        assert policy.wants_frame(view)
        assert not policy.wants_frame(view)
        assert policy.rate() == frames.REST_RATE

    def test_a_screen_that_cannot_say_gets_a_heartbeat() -> None:
        clock = Clock()
        policy, quiet = FramePolicy(clock), object()
        ticks(policy, clock, quiet, 3.0)
        drawn = ticks(policy, clock, quiet, 10.0)
        assert drawn == pytest.approx(10 / frames.HEARTBEAT, abs=1)

    @pytest.mark.parametrize("says", [False, True])
    def test_a_thinking_computer_is_drawn_on_any_screen(says: bool) -> None:
        """A computer thinking in its thread, and a moment after: drawn, even when the
        screen's ``animating()`` forgets it; other threads of the game do not count."""
        clock = Clock()
        policy = FramePolicy(clock)
        view = Still() if says else object()
        ticks(policy, clock, view, 3.0)
        stop = threading.Event()
        other = threading.Thread(target=stop.wait, name="figures-autosave", daemon=True)
        worker = threading.Thread(target=stop.wait, name="figures-computer", daemon=True)
        other.start()
        try:
            if says:
                assert ticks(policy, clock, view, 1.0) == 0
            worker.start()
            assert ticks(policy, clock, view, 1.0) >= 59  # a computer thinks: drawn
        finally:
            stop.set()
            worker.join()
            other.join()
        linger = frames.QUIET_LINGER
        assert ticks(policy, clock, view, linger) >= 0.9 * linger * 60
        assert ticks(policy, clock, view, 1.0) <= 1

    def test_the_window_draws_after_a_change_of_screen_and_input_only(
        window: Any, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """The real window's tick: a new screen is drawn, then nothing at rest; a key press is
        drawn at the next tick, which comes at 60 a second again."""
        import arcade

        class Screen(arcade.View):
            def __init__(self) -> None:
                super().__init__(window)
                self.moving = False

            def animating(self) -> bool:
                return self.moving

            def on_draw(self) -> None:
                self.clear()

        drawn: list[float] = []
        monkeypatch.setattr(window, "draw", lambda dt: drawn.append(dt))
        clock = Clock()
        monkeypatch.setattr(window, "frames", FramePolicy(clock))
        screen = Screen()
        window.show_view(screen)

        def tick() -> None:
            clock.now += 1 / window._tick_rate
            window._dispatch_frame(1 / window._tick_rate)

        tick()
        assert len(drawn) == 1
        for _ in range(60):
            tick()
        assert len(drawn) <= 1 + frames.LINGER * 60 + 1
        before = len(drawn)
        for _ in range(30):
            tick()
        assert len(drawn) == before and window._tick_rate == frames.REST_RATE
        window.dispatch_event("on_key_press", arcade.key.TAB, 0)
        assert window._tick_rate == frames.ACTIVE_RATE  # (the event itself may be queued)
        tick()
        assert len(drawn) == before + 1
        screen.moving = True
        for _ in range(60):
            tick()
        assert len(drawn) >= before + 61

    @pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
    @pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
    @pytest.mark.bench
    def test_the_window_at_rest_uses_under_five_percent_of_a_core(tmp_path: Path) -> None:
        data = tmp_path / "data"
        env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
        env["PYTHONPATH"] = str(ROOT)
        env["FIGURES_DATA_DIR"] = str(data)
        result = subprocess.run(
            [
                *("xvfb-run", "-a", "-s", "-screen 0 1280x800x24"),
                *(sys.executable, __file__, str(tmp_path), *SCREENS),
            ],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=300,
        )
        logs = "".join(
            (tmp_path / f"{n}.log").read_text() for n in SCREENS if (tmp_path / f"{n}.log").exists()
        )
        assert result.returncode == 0, result.stdout + result.stderr + logs
        assert "Traceback" not in logs, logs
        results = json.loads((tmp_path / "idle.json").read_text())
        print(results)
        for name, got in results.items():
            assert got["cpu"] < LIMIT, f"{name}: {got['cpu']:.1%} of a core at rest: {results}"
            assert got["key"] is not None, f"{name}: a key did not change the screen: {results}"
            limit = SCREENS[name].get("response", RESPONSE)
            assert got["key"] < limit, f"{name}: a key took {got['key']:.2f} s: {results}"


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:] or list(SCREENS))
