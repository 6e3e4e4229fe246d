"""The hand-worked rule scenarios in tests/scenarios/ all agree with the engine.

Each scenario file was worked out by hand from the placement and scoring rules before the
engine was run on it; its ``why`` field holds that reasoning. A failure here means the engine
and the rules as written disagree: re-derive the scenario by hand before touching either.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from figures.cli import main

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))
LEGAL_FIELDS = {"legal", "connected_edges", "bonus", "closed_surfaces", "points"}
REASON_KINDS = {"overlap", "not-touching", "colour-mismatch"}

# A legal, tiny scenario that the malformed variants below each break in one way.
GOOD: dict[str, Any] = {
    "description": "one domino placed next to another",
    "board": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "E"}],
    "play": [{"face": "RRRRRR/R", "at": [0, 1], "dir": "N"}],
}


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def test_there_are_enough_scenarios() -> None:
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_play_has_a_full_expectation(path: Path) -> None:
    data = load(path)
    assert isinstance(data.get("description"), str) and data["description"]
    assert isinstance(data.get("why"), str) and data["why"]
    plays, expect = data["play"], data.get("expect")
    assert plays, "a scenario needs at least one play"
    assert isinstance(expect, list) and len(expect) == len(plays)
    rules = data.get("rules", {})  # house rules: the seed's numbers unless given
    bonus_from, square = rules.get("bonus_from", 3), rules.get("square", 1)
    for entry in expect:
        if entry["legal"]:
            assert set(entry) == LEGAL_FIELDS
            edges = entry["connected_edges"]
            bonus = 0 if bonus_from == "never" else max(0, edges - (bonus_from - 1))
            assert entry["bonus"] == bonus
            closed = square * sum(entry["closed_surfaces"])
            assert entry["points"] == edges + entry["bonus"] + closed
        else:
            assert set(entry) == {"legal", "reason"}
            assert entry["reason"] in REASON_KINDS


def test_all_scenarios_pass_the_checker(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", *map(str, FILES)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert f"{len(FILES)} scenarios passed, 0 failed" in out


def test_check_reports_a_wrong_expectation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = load(SCENARIOS / "014-pocket-six-edges-large-closure.json")
    data["expect"][0]["points"] += 1
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data), "utf-8")
    assert main(["check", str(wrong)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "points: expected 28, got 27" in out


def test_score_json_prints_the_documented_fields(capsys: pytest.CaptureFixture[str]) -> None:
    path = SCENARIOS / "015-pocket-mismatch-then-fill-west.json"
    assert main(["score", str(path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"plays"}
    illegal, legal = result["plays"]
    assert illegal["legal"] is False
    assert set(illegal) == {"legal", "reason", "kind"}
    assert illegal["kind"] in {"overlap", "not-touching", "colour-mismatch"}
    assert isinstance(illegal["reason"], str) and illegal["reason"]
    assert legal == {
        "legal": True,
        "connected_edges": 6,
        "bonus": 4,
        "closed_surfaces": [17],
        "points": 27,
    }


def test_score_json_lists_closed_surfaces_largest_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = SCENARIOS / "028-south-four-edges-three-surfaces.json"
    assert main(["score", str(path), "--json"]) == 0
    (play,) = json.loads(capsys.readouterr().out)["plays"]
    assert play["closed_surfaces"] == [7, 2, 1]


def _with(section: str, key: str, value: Any) -> str:
    data = json.loads(json.dumps(GOOD))
    data[section][0][key] = value
    return json.dumps(data)


def _illegal_board() -> str:
    data = json.loads(json.dumps(GOOD))
    data["board"].append({"face": "RRRRRR/R", "at": [7, 7], "dir": "E"})
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        pytest.param('{"board": [], "play": [', "not valid JSON", id="bad-json"),
        pytest.param(_with("play", "face", "RRRXRR/R"), "unknown colour letter", id="colour"),
        pytest.param(_with("board", "face", "RRRRRR/Q"), "unknown colour letter", id="core"),
        pytest.param(_with("play", "dir", "NE"), "unknown direction", id="dir"),
        pytest.param(_illegal_board(), "board entry 2 is not a legal placement", id="board"),
        pytest.param(
            json.dumps({**GOOD, "rules": {"square": 9}}),
            "rules: the house rule square",
            id="rules-range",
        ),
        pytest.param(
            json.dumps({**GOOD, "rules": {"bonus": 2}}), "rules: unknown field 'bonus'", id="rule"
        ),
        pytest.param(json.dumps({**GOOD, "rules": [2]}), "'rules' must be an object", id="rules"),
    ],
)
def test_malformed_file_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, words: str
) -> None:
    path = tmp_path / "malformed.json"
    path.write_text(text, "utf-8")
    assert main(["score", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("figures: error: ")
    assert words in lines[0]


def test_the_good_base_scenario_is_legal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(GOOD), "utf-8")
    assert main(["score", str(path), "--json"]) == 0
    (play,) = json.loads(capsys.readouterr().out)["plays"]
    assert play == {
        "legal": True,
        "connected_edges": 1,
        "bonus": 0,
        "closed_surfaces": [],
        "points": 1,
    }


HOUSE = SCENARIOS / "048-house-rules-closure-over-two-plays.json"


@pytest.mark.parametrize("models", ["fast", "both"])
def test_a_scenario_is_scored_under_its_house_rules_by_both_models(
    models: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["score", str(HOUSE), "--json", "--models", models]) == 0
    plays = json.loads(capsys.readouterr().out)["plays"]
    assert [p["points"] for p in plays] == [1, 13]
    assert main(["score", str(HOUSE), "--models", models]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "house rules: cost 3, bonus_from 2, square 2"


def test_the_reference_model_scores_with_the_scenarios_rules() -> None:
    from figures.colour.board import Placed
    from figures.colour.reference import ReferenceBoard
    from figures.colour.reference import evaluate as reference_evaluate
    from figures.colour.scenario import parse_scenario

    scenario = parse_scenario(load(HOUSE))
    board = ReferenceBoard((Placed(e.face, e.at, e.dir) for e in scenario.board), scenario.rules)
    first, second = scenario.plays
    score = reference_evaluate(board, first.face, first.at, first.dir)
    assert score is not None and score.points == 1
    board.place(Placed(first.face, first.at, first.dir))
    score = reference_evaluate(board, second.face, second.at, second.dir)
    assert score is not None and (score.bonus, score.points) == (2, 13)


def test_without_its_house_rules_the_scenario_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = load(HOUSE)
    del data["rules"]
    path = tmp_path / "plain.json"
    path.write_text(json.dumps(data), "utf-8")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "play 2: bonus: expected 2, got 1; play 2: points: expected 13, got 8" in out
