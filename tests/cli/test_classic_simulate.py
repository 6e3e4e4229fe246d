"""``figures simulate --game NAME`` for the classic presets: every preset plays, the first seat
rotates, the results do not depend on the number of processes, every record written re-checks
with ``figures replay --check``, the summary is per side in teams, and bad input gets one line
and exit 2."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from test_simulate_signals import GRACE, _group, _records, _wait_for

from figures.ai.classic import classic_player
from figures.ai.tournament import GameResult, sides_of, summarise, wilson
from figures.classic.rules import PRESETS, Rules
from figures.cli import main
from figures.core.errors import FiguresError
from figures.games import lookup


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as stop:  # argparse's own mistakes end here
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def simulate_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, "simulate", *argv, "--json", "--no-progress")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def without_times(data: dict[str, Any]) -> dict[str, Any]:
    for entry in data["summary"]:
        del entry["mean_decision_s"], entry["max_decision_s"]
    for game in data["games"]:
        game.pop("file", None)
    return data


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_simulates_and_its_records_recheck(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    games = 2 if name == "mexican-train" else 4
    data = simulate_json(
        capsys, "--game", name, "--games", str(games), "--seed", "1", "--save-dir", str(tmp_path)
    )
    rules = Rules.preset(name, lookup(name).players[0])
    assert data["game"] == name and data["rules"] == rules.to_json()
    assert data["players"] == ["random"] * rules.players
    assert [g["seed"] for g in data["games"]] == list(range(1, games + 1))
    assert [g["first_player"] for g in data["games"]] == [i % rules.players for i in range(games)]
    assert sum(data["wins"]) == pytest.approx(games)
    for game in data["games"]:
        assert game["rounds"] >= 1 and game["winners"]
        assert game["turns"] == sum(game["turns_by_player"]) > 0
        assert game["reason"] == rules.target.kind
    for side, entry in enumerate(data["summary"]):
        assert entry["seat"] == side and entry["games"] == games
        assert (entry["ci_low"], entry["ci_high"]) == pytest.approx(wilson(entry["wins"], games))
    files = sorted(str(p) for p in tmp_path.glob("*.json"))
    assert files == sorted(g["file"] for g in data["games"])
    code, out, err = run(capsys, "replay", "--check", *files)
    assert code == 0, out + err
    assert out.count(": ok:") == games and "(finished)" in out


def test_the_results_do_not_depend_on_the_jobs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outputs = []
    for jobs in ("1", "2"):
        argv = ["--game", "all-fives", "--players", "random,random,random", "--games", "6",
                "--seed", "3", "--jobs", jobs, "--save-dir", str(tmp_path / jobs)]  # fmt: skip
        outputs.append(without_times(simulate_json(capsys, *argv)))
    assert outputs[0] == outputs[1]
    for one in (tmp_path / "1").iterdir():
        assert one.read_bytes() == (tmp_path / "2" / one.name).read_bytes()


def test_teams_are_summed_up_by_side(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(
        capsys, "--game", "all-fives", "--players", "random,random,random,random", "--teams",
        "--games", "3", "--target", "points:60",
    )  # fmt: skip
    assert data["rules"]["teams"] is True and data["target"] == {"points": 60}
    assert data["sides"] == [[0, 2], [1, 3]]
    assert [e["seats"] for e in data["summary"]] == [[0, 2], [1, 3]]
    assert [e["kind"] for e in data["summary"]] == ["random+random"] * 2
    for game in data["games"]:
        assert len(game["scores"]) == 2 and max(game["scores"]) >= 60
    code, out, _ = run(capsys, "simulate", "--game", "block-teams", "--games", "2", "--no-progress")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("game 1: seed 1: P1+P3 ")
    assert lines[2].startswith("P1+P3 (random, random): ") and "Wilson" in lines[2]
    assert lines[3].startswith("P2+P4 (random, random): ")


def test_targets_of_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "--game", "block", "--target", "rounds:3", "--games", "2")
    assert data["target"] == {"rounds": 3} and [g["rounds"] for g in data["games"]] == [3, 3]
    data = simulate_json(capsys, "--game", "draw", "--target", "40")
    assert data["target"] == {"points": 40} and max(data["games"][0]["scores"]) >= 40
    data = simulate_json(capsys, "--game", "all-fives", "--target", "instant:50")
    assert data["target"] == {"instant": {"2": 50}}


def test_summary_by_side_with_half_points() -> None:
    def result(index: int, scores: tuple[float, float], winners: tuple[int, ...]) -> GameResult:
        return GameResult(
            index, index, index % 4, scores, winners, "points", (10, 11, 12, 13), (10, 11, 12, 13),
            (0.1, 0.2, 0.3, 0.4), (0.01, 0.02, 0.03, 0.04), rounds=3,
        )  # fmt: skip

    results = [result(0, (100, 42.5), (0,)), result(1, (60.5, 60.5), (0, 1))]
    rules = Rules.preset("all-fives", 4, teams=True)
    first, second = summarise(["random"] * 4, results, sides_of(rules))
    assert (first.seats, second.seats) == ((0, 2), (1, 3))
    assert first.wins == 1.5 and second.wins == 0.5
    assert first.mean_score == 80.25 and second.mean_score == 51.5
    assert first.mean_turns == 22 and second.mean_turns == 24
    assert first.mean_decision_s == pytest.approx(0.4 * 2 / 44) and second.max_decision_s == 0.04
    assert first.to_json()["seats"] == [0, 2] and "seats" not in summarise(["a"], [])[0].to_json()
    assert results[0].to_json()["rounds"] == 3


def test_classic_players_are_named_as_the_colour_games() -> None:
    for name in ("random", "easy", "medium", "hard"):
        assert classic_player(name).name == name
    with pytest.raises(
        FiguresError, match="for a classic game \\(known: random, easy, medium, hard\\)"
    ):
        classic_player("wizard")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game 'chess' (known: colour, block"),
        (["--game", "all-fives", "--players", "random,random,random", "--teams"],
         "teams need 4 players, not 3"),
        (["--game", "block-teams", "--teams", "--players", "random,random"],
         "block-teams is for 4 players, not 2"),
        (["--game", "mexican-train", "--players", ",".join(["random"] * 9)],
         "mexican-train is for 2 to 8 players, not 9"),
        (["--game", "block", "--players", ",".join(["random"] * 9)],
         "block is for 2 to 4 players, not 9"),
        (["--game", "block", "--teams", "--players", "random,random,random,random"],
         "block is not played in teams"),
        (["--game", "all-fives", "--players", "random,wizard"],
         "unknown computer player 'wizard' for a classic game (known: random, easy, medium, hard)"),
        (["--game", "draw", "--players", "random,,random"], "empty name"),
        (["--game", "draw", "--target", "abc"], "invalid int value: 'abc'"),
        (["--game", "draw", "--target", "score:5"], "points:N, rounds:N or instant:N"),
        (["--game", "draw", "--target", "0"], "target points must be a whole number from 1"),
        (["--game", "draw", "--target", "rounds:x"], "points:N, rounds:N or instant:N"),
        (["--game", "mexican-train", "--target", "rounds:14"], "13 engines, not 14 rounds"),
        (["--game", "draw", "--games", "0"], "--games must be at least 1"),
        (["--game", "draw", "--jobs", "0"], "--jobs must be at least 1"),
        (["--teams"], "the colour game is not played in teams"),
        (["--target", "rounds:2"], "the colour game's --target is a number from 60 to 240"),
    ],
)  # fmt: skip
def test_bad_input_gets_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, "simulate", *argv, "--no-progress")
    assert code == 2 and out == "" and message in one_line_error(err)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds workers through /proc")
def test_classic_workers_end_with_their_parent(tmp_path: Path) -> None:
    """The colour game's pool serves the classic games: killed with SIGKILL, the parent takes
    its workers with it, and no record is left half-written."""
    folder = tmp_path / "records"
    command = [
        sys.executable, "-m", "figures.cli", "simulate", "--game", "mexican-train",
        "--games", "2000", "--jobs", "2", "--save-dir", str(folder), "--no-progress",
    ]  # fmt: skip
    parent = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        started = _wait_for(
            lambda: (
                len(_group(parent.pid) - {parent.pid}) >= 2
                and folder.is_dir()
                and any(name.endswith(".json") for name in _records(folder))
            ),
            GRACE,
        )
        assert started, f"the workers did not start: {parent.poll()=}"
        workers = _group(parent.pid) - {parent.pid}
        parent.kill()
        parent.wait(timeout=GRACE)
        assert _wait_for(lambda: not (_group(parent.pid) & workers), GRACE)
        before = _records(folder)
        time.sleep(0.3)
        assert _records(folder) == before
        assert all(name.endswith(".json") and not name.startswith(".") for name in before)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(timeout=GRACE)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(parent.pid, signal.SIGKILL)  # any stray worker: the group is ours alone


@pytest.mark.slow
def test_every_level_plays_with_the_same_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The classic levels are given the game's rules (medium and hard decide by them), and the
    summary has what the colour game's has: wins with ties shared, the win rate and its
    interval, the mean score, and the mean and worst decision time."""
    argv = ["--game", "block", "--players", "hard,medium", "--games", "2", "--target",
            "rounds:2", "--save-dir", str(tmp_path)]  # fmt: skip
    data = simulate_json(capsys, *argv)
    assert data["players"] == ["hard", "medium"] and sum(data["wins"]) == pytest.approx(2)
    for entry in data["summary"]:
        assert entry["ci_low"] <= entry["win_rate"] <= entry["ci_high"]
        assert 0 < entry["mean_decision_s"] <= entry["max_decision_s"]
    code, out, err = run(capsys, "replay", "--check", *sorted(map(str, tmp_path.iterdir())))
    assert code == 0 and out.count(": ok:") == 2, out + err
    code, out, err = run(capsys, "simulate", *argv[:-2], "--seed", "5", "--no-progress")
    lines = out.splitlines()
    assert code == 0 and err == "" and len(lines) == 4
    for line, kind in zip(lines[2:], ("hard", "medium"), strict=True):
        assert f"({kind}): " in line and "[95% CI " in line and "mean score " in line
        assert "decision time mean " in line and " ms worst " in line
        assert re.search(r"\b\d+(\.5)? wins? of 2 \(ties count shared\)", line), line
