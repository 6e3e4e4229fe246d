"""End to end: the classic games through a real window in a virtual X server, with xdotool.

Each test starts ``xvfb-run`` on ``tests/e2e/e2e_classic.py``, which starts ``figures play`` as
a real process and plays the human seat with keys and clicks only, choosing each move from
the autosave (see that file). Then the test reads what the window wrote:

- All Fives (against the hard computer, to 70 points): the whole game, to its ranking,
  rounds closed with Enter, then saved with Ctrl+S; the game ended with a winner, the
  autosave and the saved file re-play, and the human's actions are the moves the driver
  made with its keys and clicks, in order;
- Mexican Train (the human, medium and easy): one round to its summary, with draws and
  passes; the round ended and the autosave re-plays.

The screenshots must not be blank. Each game takes about a minute on two cores.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from figures.classic.game import Game
from figures.classic.records import check_record, load_record

pytestmark = [
    pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed"),
    pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed"),
]

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("e2e_classic.py")
SIZE = (1280, 800)
#: The driver gives up on a game after 600 s; this leaves it room to say why.
TIMEOUT = 720


def run_driver(out: Path, game: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The driver's moves and summary, after it played ``game`` in a virtual X server."""
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run(
        [
            "xvfb-run",
            "-a",
            "-s",
            f"-screen 0 {SIZE[0]}x{SIZE[1]}x24",
            sys.executable,
            str(DRIVER),
            str(out),
            game,
        ],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    log = out / "figures.log"
    said = log.read_text("utf-8", "replace") if log.exists() else ""
    assert result.returncode == 0, result.stdout + result.stderr + said
    moves = json.loads((out / "moves.json").read_text("utf-8"))
    summary = json.loads((out / "summary.json").read_text("utf-8"))
    return moves, summary


def human_actions(game: Game) -> list[str]:
    return [str(step.action) for entry in game.rounds for step in entry.round.log if not step.seat]


def replay_check(path: Path) -> str:
    """``figures replay --check`` on ``path``: it must agree with the rules."""
    result = subprocess.run(
        [sys.executable, "-m", "figures.cli", "replay", "--check", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert ": ok" in result.stdout, result.stdout
    return result.stdout


def assert_not_blank(out: Path, names: list[str]) -> None:
    from PIL import Image

    for name in names:
        image = Image.open(out / f"{name}.png")
        assert image.size == SIZE, f"{name}.png is {image.size}"
        low, high = image.convert("L").getextrema()
        assert isinstance(low, int) and isinstance(high, int)
        assert high - low > 100, f"{name}.png looks blank"
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 50, f"{name}.png has {len(colours)} colours"


def ways(moves: list[dict[str, Any]]) -> set[str]:
    """The kinds of input the moves used: ``Tab``, ``key``, ``click tile``, ``Enter``..."""
    return {re.sub(r" x?\d+(/\d+)?$", "", sent) for move in moves for sent in move["inputs"]}


def test_a_whole_all_fives_game_through_the_window(tmp_path: Path) -> None:
    moves, summary = run_driver(tmp_path, "all-fives")
    autosave = tmp_path / "data" / "autosave.json"
    game, players = load_record(autosave)
    assert [p.kind for p in players] == ["human", "hard"]
    assert game.is_over and game.outcome is not None
    assert game.outcome.winners, "the game ended without a winner"
    assert max(game.outcome.scores) >= 70
    record = json.loads(autosave.read_text("utf-8"))
    assert record["final"]["winners"] == list(game.outcome.winners)
    # Several rounds, each closed with Enter on its summary (the seed gives three).
    assert len(game.rounds) >= 2, "pick a seed whose game has more than one round"
    assert summary["rounds"] == len(game.rounds)
    # Every action of the human seat is a move the driver made with its keys and clicks.
    assert human_actions(game) == [m["action"] for m in moves]
    used = ways(moves)
    for way in ("Tab", "Left", "key", "click tile", "Enter", "click Play"):
        assert way in used, f"no move made with {way}: {sorted(used)}"
    # The record re-plays: the autosave, and the file Ctrl+S saved (the same game).
    assert check_record(autosave) == []
    saved = list((tmp_path / "data" / "saves").glob("*.json"))
    assert len(saved) == 1
    assert human_actions(load_record(saved[0])[0]) == human_actions(game)
    assert "(finished)" in replay_check(saved[0])
    replay_check(autosave)
    shots = ["start", "move-001", "round-1-end", "round-2-start", "final", "save-dialog", "saved"]
    assert_not_blank(tmp_path, shots)


def test_a_mexican_train_round_through_the_window(tmp_path: Path) -> None:
    moves, summary = run_driver(tmp_path, "mexican-train")
    autosave = tmp_path / "data" / "autosave.json"
    game, players = load_record(autosave)
    assert [p.kind for p in players] == ["human", "medium", "easy"]
    first = game.rounds[0]
    assert first.result is not None, "the first round did not end"
    assert first.result.how in ("out", "blocked")
    assert not game.is_over and len(game.rounds) == 2  # (the next round is dealt, not played)
    assert not game.rounds[1].round.log
    assert human_actions(game) == [m["action"] for m in moves]
    done = [m["action"] for m in moves]
    assert "draw" in done and "pass" in done, "pick a seed where the human draws and passes"
    used = ways(moves)
    for way in ("Tab", "key", "click tile", "Enter", "click Play", "D"):
        assert way in used, f"no move made with {way}: {sorted(used)}"
    assert check_record(autosave) == []
    replay_check(autosave)
    assert summary["actions"] == len(first.round.log)
    assert_not_blank(tmp_path, ["start", "move-001", "move-013", "final"])
