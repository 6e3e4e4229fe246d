"""Real ``figures play`` windows in a virtual X server, killed and doubled up on one data
folder (issue 12, cases 1, 2 and 3): every game survives.

- Two windows on one folder each play their own game: the second takes ``autosave-2.json``
  and never writes ``autosave.json``; a window started after the second was killed takes
  its slot over and keeps its unfinished game in the saves folder.
- ``figures play --players ... --seed N`` over an unfinished autosave keeps it.
- A window killed with SIGKILL in the middle of play leaves a loadable autosave, and the
  temporary files of killed writes are removed at the next start (old ones only).

Skipped where ``Xvfb`` is missing (``.ci/run`` installs it).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from xvfb import virtual_display

from figures.colour.records import load_game

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")

SIZE = "1000x700"


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A virtual X server of our own for the module; its display name."""
    with virtual_display() as name:
        yield name


class Windows:
    """``figures play`` processes on one data folder, all ended at the end of the test."""

    def __init__(self, display: str, data: Path) -> None:
        self.data = data
        self.env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
        self.env.update(DISPLAY=display, FIGURES_DATA_DIR=str(data))
        self.processes: list[subprocess.Popen[bytes]] = []

    def start(self, *args: str) -> subprocess.Popen[bytes]:
        command = [sys.executable, "-m", "figures.cli", "play", "--size", SIZE, *args]
        process = subprocess.Popen(
            command, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        self.processes.append(process)
        return process

    def close(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.kill()
            process.wait(timeout=10)
            if process.stderr is not None:
                process.stderr.close()


@pytest.fixture
def windows(display: str, tmp_path: Path) -> Iterator[Windows]:
    group = Windows(display, tmp_path)
    try:
        yield group
    finally:
        group.close()


def record(path: Path) -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data


def seed_of(path: Path) -> int | None:
    seed = record(path).get("seed")
    return seed if isinstance(seed, int) else None


def actions_in(path: Path) -> int:
    return len((record(path).get("rounds") or [{}])[0].get("actions", []))


def wait(what: str, test: Callable[[], object], timeout: float = 45.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if test():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def unfinished(path: Path, seed: int) -> int:
    """An unfinished game saved at ``path``; the number of its actions."""
    import random

    from conftest import play

    from figures.colour.game import Game, Settings
    from figures.colour.records import save_game
    from figures.core.seats import PlayerSpec

    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Hal", "random")), 60, seed)
    game = play(Game(settings), random.Random(seed), limit=9)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(game, path)
    return len(game.actions)


def kept(data: Path) -> dict[int | None, int]:
    """The games kept in the saves folder: seed -> actions."""
    return {seed_of(p): actions_in(p) for p in (data / "saves").glob("unfinished-*.json")}


def test_two_windows_on_one_folder_keep_both_games(windows: Windows) -> None:
    data = windows.data
    first, second = data / "autosave.json", data / "autosave-2.json"
    # Computers against each other: both windows play on by themselves.
    a = windows.start("--players", "random,random", "--seed", "4", "--target", "240")
    wait("the first window's game", lambda: seed_of(first) == 4 and actions_in(first) >= 2)
    b = windows.start("--players", "random,random", "--seed", "5", "--target", "240")
    wait("the second window's game", lambda: seed_of(second) == 5 and actions_in(second) >= 2)
    # Each window writes its own slot only, and both go on.
    before = actions_in(first), actions_in(second)
    wait("the first game to go on", lambda: actions_in(first) > before[0])
    wait("the second game to go on", lambda: actions_in(second) > before[1])
    assert seed_of(first) == 4 and seed_of(second) == 5
    # The second window is killed; a third one started meanwhile takes its slot over (the
    # first still holds its own), keeping the second's unfinished game in the saves folder.
    b.send_signal(signal.SIGKILL)
    b.wait(timeout=10)
    left = actions_in(second)
    assert load_game(second).actions  # what a kill leaves loads
    windows.start("--players", "human,random", "--seed", "6", "--target", "60")
    wait("the third window in slot 2", lambda: seed_of(second) == 6)
    assert kept(data) == {5: left}
    # The first window never stopped and never lost a move.
    going = actions_in(first)
    wait("the first window to go on", lambda: actions_in(first) > going)
    assert seed_of(first) == 4 and a.poll() is None


def test_a_new_game_from_the_command_line_keeps_the_unfinished_one(windows: Windows) -> None:
    """Case 1, as the issue found it: the autosave dropped to 0 actions, with no copy."""
    autosave = windows.data / "autosave.json"
    played = unfinished(autosave, seed=9)
    process = windows.start("--players", "human,medium", "--target", "60", "--seed", "4")
    wait("the new game", lambda: seed_of(autosave) == 4)
    assert kept(windows.data) == {9: played}
    process.terminate()
    assert process.wait(timeout=10) is not None


def test_a_killed_window_leaves_a_game_and_its_leftovers_go_at_the_next_start(
    windows: Windows,
) -> None:
    """Case 3: killed mid-play, the autosave is whole; temporary files such kills leave
    are removed when the next window starts (ours, and only old ones)."""
    data = windows.data
    autosave = data / "autosave.json"
    for round_ in range(3):
        process = windows.start("--players", "random,random", "--seed", "8", "--target", "240")
        wait("moves", lambda: seed_of(autosave) == 8 and actions_in(autosave) > 2)
        time.sleep(0.07 * round_)  # somewhere in the middle of a write, or not
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        assert load_game(autosave).actions  # never half-written
    (data / "saves").mkdir(exist_ok=True)
    old = time.time() - 3600
    leftovers = [data / ".autosave.json.abcd1234.tmp", data / "saves" / ".game.json.efgh5678.tmp"]
    young = data / ".autosave.json.ijkl9012.tmp"
    foreign = data / ".mine.tmp"
    for path in [*leftovers, young, foreign]:
        path.write_text("{")
    for path in [*leftovers, foreign]:
        os.utime(path, (old, old))
    process = windows.start()  # the set-up, offering the game the kills left
    wait("the leftovers to go", lambda: not any(p.exists() for p in leftovers))
    assert young.exists() and foreign.exists()
    assert process.poll() is None
