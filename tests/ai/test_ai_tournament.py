"""Tournaments: fair rotation, the same results whatever the number of processes, the
statistics, and ``figures simulate`` with its JSON form."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from dataclasses import replace
from pathlib import Path

import pytest

from figures.ai.tournament import GameResult, run_games, summarise, wilson
from figures.cli import main

pytestmark = pytest.mark.slow  # (tournaments of whole games, in child processes too)


def without_times(result: GameResult) -> GameResult:
    return replace(result, decision_total=(), decision_max=())


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson(174, 300)  # 58%: the interval clears one half
    assert 0.52 < low < 0.58 < high < 0.64
    assert wilson(0, 0) == (0.0, 1.0)


def test_games_rotate_the_first_player_and_do_not_depend_on_the_jobs() -> None:
    kinds = ["medium", "easy"]
    one = run_games(kinds, games=4, target=60, seed=3, jobs=1)
    two = run_games(kinds, games=4, target=60, seed=3, jobs=2)
    assert [r.first_player for r in one] == [0, 1, 0, 1]
    assert [r.seed for r in one] == [3, 4, 5, 6]
    assert [without_times(r) for r in one] == [without_times(r) for r in two]
    for r in one:
        assert sum(r.decisions) >= sum(r.turns) > 0
        assert all(t >= 0 for t in r.decision_max)


def test_summary_counts_ties_as_shared_wins() -> None:
    def result(index: int, scores: tuple[int, int], winners: tuple[int, ...]) -> GameResult:
        return GameResult(
            index, index, index % 2, scores, winners, "target", (10, 10), (12, 11),
            (1.2, 0.11), (0.5, 0.02),
        )  # fmt: skip

    results = [result(0, (120, 100), (0,)), result(1, (110, 110), (0, 1))]
    first, second = summarise(["hard", "medium"], results)
    assert first.wins == 1.5 and second.wins == 0.5
    assert first.win_rate == 0.75 and (first.ci_low, first.ci_high) == wilson(1.5, 2)
    assert first.mean_score == 115 and first.mean_turns == 10
    assert first.mean_decision_s == pytest.approx(2.4 / 24) and first.max_decision_s == 0.5


def test_simulate_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "--players", "medium,easy", "--games", "2", "--target", "60",
         "--seed", "5", "--jobs", "2", "--json"]
    )  # fmt: skip
    captured = capsys.readouterr()
    # No progress bar: standard error is not a terminal here (see the test below).
    assert code == 0 and captured.err == ""
    data = json.loads(captured.out)
    assert data["players"] == ["medium", "easy"] and data["target"] == 60
    assert len(data["games"]) == 2 and sum(data["wins"]) == 2
    assert [g["first_player"] for g in data["games"]] == [0, 1]
    assert "Wilson" in data["interval"]
    for seat, entry in enumerate(data["summary"]):
        assert entry["seat"] == seat and entry["games"] == 2
        assert set(entry) >= {
            "kind", "wins", "win_rate", "ci_low", "ci_high", "mean_score", "mean_turns",
            "mean_decision_s", "max_decision_s",
        }  # fmt: skip
        assert entry["ci_low"] <= entry["win_rate"] <= entry["ci_high"]


def test_simulate_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--players", "hard,medium", "--games", "1", "--target", "60",
                 "--no-progress"])  # fmt: skip
    captured = capsys.readouterr()
    assert code == 0 and captured.err == ""
    lines = captured.out.splitlines()
    assert lines[0].startswith("game 1: seed 1: hard ")
    assert lines[1].startswith("P1 (hard): ") and "95% CI" in lines[1] and "Wilson" in lines[1]
    assert "mean turns" in lines[2] and "worst" in lines[2]


def test_simulate_refuses_bad_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--jobs", "0"]) == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err


def test_simulate_jobs_do_not_change_the_results(capsys: pytest.CaptureFixture[str]) -> None:
    outputs = []
    for jobs in ("1", "2"):
        argv = ["simulate", "--players", "hard,medium", "--games", "2", "--target", "60",
                "--seed", "8", "--jobs", jobs, "--json", "--no-progress"]  # fmt: skip
        assert main(argv) == 0
        data = json.loads(capsys.readouterr().out)
        for entry in data["summary"]:
            del entry["mean_decision_s"], entry["max_decision_s"]
        outputs.append(data)
    assert outputs[0] == outputs[1]


def on_a_terminal(tmp_path: Path, *argv: str, timeout: float = 120) -> tuple[int, str, str]:
    """``figures`` as a process whose standard error is a terminal (a pseudo-terminal 100
    columns wide) and standard output a file: its exit status, the output and what the
    terminal showed."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    out = tmp_path / "out.txt"
    with out.open("w") as stdout:
        process = subprocess.Popen(
            [sys.executable, "-m", "figures.cli", *argv],
            stdin=subprocess.DEVNULL,
            stdout=stdout,
            stderr=follower,
        )
    os.close(follower)
    shown = b""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 0.1)
            if not ready:
                if process.poll() is not None:
                    break
                continue
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # EIO: every end of the terminal closed
                break
            if not chunk:
                break
            shown += chunk
        code = process.wait(timeout=max(1.0, deadline - time.monotonic()))
    finally:
        os.close(leader)
        if process.poll() is None:
            process.kill()
            process.wait()
    return code, out.read_text(), shown.decode("utf-8", "replace")


def test_the_progress_bar_draws_on_a_terminal_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """tqdm's bar on standard error when it is a terminal, --json or not (the JSON goes to
    standard output, whole); none with --no-progress, and none in a pipe or a log (above)."""
    argv = ["simulate", "--players", "random,random", "--games", "3", "--jobs", "2", "--json"]
    code, out, shown = on_a_terminal(tmp_path, *argv)
    assert code == 0 and len(json.loads(out)["games"]) == 3
    assert "3/3 games" in shown and "100%" in shown and "\r" in shown, shown
    assert "Traceback" not in shown
    code, out, shown = on_a_terminal(tmp_path, *argv, "--no-progress")
    assert code == 0 and len(json.loads(out)["games"]) == 3 and shown == ""
    # The same games as a run without a terminal.
    assert main([*argv, "--no-progress"]) == 0
    assert json.loads(capsys.readouterr().out)["wins"] == json.loads(out)["wins"]
