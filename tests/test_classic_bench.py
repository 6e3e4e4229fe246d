"""``figures bench --game NAME``: a smoke test of every part of its report, and, for
``block-teams``, our engine side by side with its peers when they are installed: it must be at
least as fast as the fastest of them (the issue's bar)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from figures import bench_classic
from figures.cli import main


def bench_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code = main(["bench", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    data: dict[str, Any] = json.loads(out)
    return data


def test_bench_of_a_classic_game(capsys: pytest.CaptureFixture[str]) -> None:
    data = bench_json(capsys, "--game", "all-fives", "--games", "3", "--runs", "2", "--repeat", "2")
    assert (data["game"], data["games"], data["runs"]) == ("all-fives", 3, 2)
    for rate in (data["figures"], data["figures_checked"]):
        assert len(rate["runs"]) == 2 and rate["games_per_second"] > 0
        assert rate["actions_per_second"] > rate["games_per_second"]
    assert data["legal_actions_us"] > 0 and data["push_undo_us"] > 0
    assert data["positions"] == bench_classic.POSITIONS
    assert data["peers"] == [] and data["peers_missing"] == []
    assert main(["bench", "--game", "mexican-train", "--games", "1", "--runs", "1",
                 "--repeat", "1"]) == 0  # fmt: skip
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("figures bench --game mexican-train: 1 random games a run")
    assert "(Game.push)" in lines[1] and "(Game.apply)" in lines[2]
    assert "legal actions of a position" in lines[3] and "push + undo" in lines[3]


def test_block_teams_beside_its_peers(capsys: pytest.CaptureFixture[str]) -> None:
    data = bench_json(capsys, "--game", "block-teams", "--games", "200", "--repeat", "3")
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
        (["--game", "block", "--decisions", "3"], "--decisions times the colour game's"),
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
