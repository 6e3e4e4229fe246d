"""Two models judge every placement: the fast path and the networkx graph model agree, and the
table agrees with the geometry of the shapely union, on every scenario of the suite and on
random games; a planted disagreement is reported as an engine fault, with the position."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import play
from conftest import settings as game_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from figures.cli import main
from figures.colour import judges
from figures.colour.game import Game
from figures.colour.records import save_game
from figures.colour.rules import Score
from figures.colour.scenario import judge_with, parse_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.json"))


def _scenario(path: Path):  # type: ignore[no-untyped-def]
    return parse_scenario(json.loads(path.read_text()), str(path))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_both_models_agree_on_every_scenario(path: Path) -> None:
    fast, _ = judge_with(_scenario(path), str(path), "fast")
    both, faults = judge_with(_scenario(path), str(path), "both")
    assert faults == []
    assert both == fast  # the verdicts are the fast path's either way


@settings(
    max_examples=6, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_both_models_agree_on_random_games(seed: int, players: int) -> None:
    game = play(Game(game_settings(players, 60, seed)), random.Random(seed))
    assert judges.judge_game(game) == []


def _planted(monkeypatch: pytest.MonkeyPatch) -> None:
    """The graph model made wrong on purpose: it finds one edge more than there is."""
    honest = judges.reference_evaluate

    def wrong(board, face, at, direction):  # type: ignore[no-untyped-def]
        score = honest(board, face, at, direction)
        return None if score is None else Score(score.connected_edges + 1, score.closed_surfaces)

    monkeypatch.setattr(judges, "reference_evaluate", wrong)


def test_a_planted_disagreement_is_an_engine_fault_with_the_position(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = SCENARIOS[7]
    _planted(monkeypatch)
    _, faults = judge_with(_scenario(path), str(path), "both")
    assert faults and faults[0].where == "board entry 1"
    assert "the graph model says legal, " in faults[0].what
    assert faults[0].position == ()  # the first domino: an empty table
    later = [f for f in faults if f.where.startswith("play")]
    assert later and later[0].position  # the dominoes on the table before the play
    code = main(["score", str(path)])
    out, err = capsys.readouterr()
    assert code == 3
    assert err.splitlines()[0].startswith("figures: engine fault at board entry 1: the fast path")
    assert '"board": [' in err
    assert main(["score", str(path), "--models", "fast"]) == 0  # the fast path alone: no fault
    capsys.readouterr()
    code = main(["check", str(path)])
    out, _ = capsys.readouterr()
    assert code == 3 and "FAULT" in out and "1 engine fault (the models disagree)" in out


def test_a_planted_disagreement_in_a_game_record(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = play(Game(game_settings(2, 60, 3)), random.Random(3), limit=30)
    record = tmp_path / "game.json"
    save_game(game, record)
    assert main(["replay", "--check", "--models", "both", str(record)]) == 0
    assert "the graph model and the geometry agree" in capsys.readouterr().out
    _planted(monkeypatch)
    assert main(["replay", "--check", str(record)]) == 0  # fast alone: nothing judged again
    capsys.readouterr()
    assert main(["replay", "--check", "--models", "both", str(record)]) == 3
    out = capsys.readouterr().out
    assert "engine fault at opening 2: the fast path says legal" in out


def test_a_planted_geometry_disagreement(monkeypatch: pytest.MonkeyPatch) -> None:
    path = SCENARIOS[7]
    honest = judges.colour_pieces

    def missing_one(board):  # type: ignore[no-untyped-def]
        pieces = honest(board)
        colour = next(c for c, found in pieces.items() if found)
        return {**pieces, colour: pieces[colour][1:]}

    monkeypatch.setattr(judges, "colour_pieces", missing_one)
    _, faults = judge_with(_scenario(path), str(path), "both")
    assert faults and "surfaces of the fast path are no piece of the table" in faults[0].what
