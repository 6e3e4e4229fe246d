"""``figures bench --game NAME``: a smoke test of every part of its report (the classic
computer players' decision times included), and, for
``block-teams``, our engine side by side with its peers when they are installed: it must be at
least as fast as the fastest of them (the issue's bar)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from timing import best_of

from figures.bench import classic as bench_classic
from figures.classic.rules import Rules
from figures.cli import main


def bench_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code = main(["bench", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    data: dict[str, Any] = json.loads(out)
    return data


@pytest.mark.slow
def test_bench_of_a_classic_game(capsys: pytest.CaptureFixture[str]) -> None:
    data = bench_json(
        capsys, "--game", "all-fives", "--games", "3", "--runs", "2", "--repeat", "2",
        "--decisions", "3",
    )  # fmt: skip
    assert (data["game"], data["games"], data["runs"]) == ("all-fives", 3, 2)
    for rate in (data["figures"], data["figures_checked"]):
        assert len(rate["runs"]) == 2 and rate["games_per_second"] > 0
        assert rate["actions_per_second"] > rate["games_per_second"]
    assert data["legal_actions_us"] > 0 and data["push_undo_us"] > 0
    assert data["positions"] == bench_classic.POSITIONS
    assert data["peers"] == [] and data["peers_missing"] == []
    assert [d["level"] for d in data["decisions"]] == ["medium", "hard"]
    for entry in data["decisions"]:
        assert entry["decisions"] == 3 and entry["games"] >= 1 and entry["opponent"] == "medium"
        assert 0 < entry["median_ms"] <= entry["p95_ms"] <= entry["worst_ms"]
    medium, hard = data["decisions"]
    assert (medium["median_target_ms"], medium["worst_target_ms"]) == (1, None)
    assert (hard["median_target_ms"], hard["worst_target_ms"]) == (100, 1000)
    assert main(["bench", "--game", "mexican-train", "--games", "1", "--runs", "1",
                 "--repeat", "1", "--decisions", "2"]) == 0  # fmt: skip
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("figures bench --game mexican-train: 1 random games a run")
    assert "(Game.push)" in lines[1] and "(Game.apply)" in lines[2]
    assert "legal actions of a position" in lines[3] and "push + undo" in lines[3]
    assert lines[4].startswith("computer players, decisions with a choice")
    assert lines[5].split()[:3] == ["medium", "2", "decisions"]
    assert "(target median <= 1 ms: " in lines[5]
    assert lines[6].split()[:3] == ["hard", "2", "decisions"]
    assert "(target median <= 100 ms, worst <= 1 s: " in lines[6]


@pytest.mark.bench
def test_decision_times_of_the_classic_players() -> None:
    """The decisions timed are the level's own, with a choice, in games against medium as
    figures simulate plays them; medium decides in well under a millisecond (its target):
    the best of a few tries (:mod:`timing`)."""
    rules = Rules.preset("draw", 2)
    medium = best_of(
        lambda: bench_classic.time_decisions(rules, "medium", 200),
        lambda got: got.median < 0.001 and got.within,
    )
    assert len(medium.times) == 200 and medium.games >= 2
    assert medium.median < 0.001 and medium.within, bench_classic.decision_line(medium)
    assert medium.median <= medium.p95 <= medium.worst
    hard = bench_classic.time_decisions(rules, "hard", 4)
    assert len(hard.times) == 4 and hard.games == 1 and hard.worst_target == 1.0
    slow = bench_classic.DecisionTimes("hard", 1, [0.05, 0.09, 1.5], 0.1, 1.0)
    assert slow.median == 0.09 and not slow.within
    assert bench_classic.decision_line(slow).endswith("worst 1500 ms (target median <= 100 ms, "
                                                      "worst <= 1 s: OVER)")  # fmt: skip


@pytest.mark.bench
def test_block_teams_beside_its_peers(capsys: pytest.CaptureFixture[str]) -> None:
    data = bench_json(
        capsys, "--game", "block-teams", "--games", "200", "--repeat", "3", "--decisions", "1"
    )
    peers = data["peers"]
    assert len(peers) + len(data["peers_missing"]) == 2
    if not peers:
        pytest.skip("neither peer is installed (pip install -e '.[dev]')")
    names = " ".join(p["name"] for p in peers)
    for peer in peers:
        assert len(peer["runs"]) == bench_classic.RUNS and peer["games_per_second"] > 0
        ratio = data["figures"]["games_per_second"] / peer["games_per_second"]
        assert peer["figures_ratio"] == pytest.approx(ratio, rel=0.01)
        assert ratio >= 1, f"our engine is slower than {peer['name']}: {names}: {data}"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", "colour"], "--game times a classic game, not colour"),
        (["--game", "block", "--decisions", "0"], "--decisions must be at least 1, not 0"),
        (["--runs", "2"], "--runs is for a classic game's bench"),
        (["--game", "block", "--runs", "0"], "--runs must be at least 1, not 0"),
        (["--game", "block", "--games", "0"], "--games must be at least 1, not 0"),
    ],
)
def test_bad_input_gets_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code = main(["bench", *argv])
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and len(lines) == 1 and message in lines[0]
