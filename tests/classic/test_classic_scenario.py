"""Classic scenario files (§B4): parsing, every malformation, verdicts and comparison (§B5)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from figures.classic.scenario import check, judge, load_scenario, mismatches, parse_scenario
from figures.core.errors import RecordError

#: The worked example of §B4, as the spec writes it.
SPEC_EXAMPLE: dict[str, Any] = {
    "description": "All Fives, 3 players: a spinner arm before and after both sides are covered",
    "rules": {"preset": "all-fives", "players": 3},
    "scores": [20, 35, 10],
    "hands": [["6-1", "3-3"], ["6-4", "2-2", "1-0"], ["5-5", "4-2"]],
    "line": ["6-6", "6-5@L"],
    "stock": [],
    "turn": 0,
    "actions": ["6-1@6-6.U", "6-1@R", "5-5@L", "6-4@6-6.U"],
    "expect": [
        {"legal": False, "reason": "spinner-sides-first"},
        {"legal": True, "points": 0, "next": 1, "round_end": None},
        {"legal": False, "reason": "not-in-hand"},
        {"legal": True, "points": 10, "next": 2},
    ],
}


def test_the_spec_example_agrees(tmp_path: Path) -> None:
    path = tmp_path / "example.json"
    path.write_text(json.dumps(SPEC_EXAMPLE), "utf-8")
    scenario = load_scenario(path)
    assert check(scenario) == []
    assert judge(scenario) == [
        {"legal": False, "reason": "spinner-sides-first"},
        {"legal": True, "points": 0, "next": 1, "round_end": None},
        {"legal": False, "reason": "not-in-hand"},
        {"legal": True, "points": 10, "next": 2, "round_end": None},
    ]


def with_changes(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(SPEC_EXAMPLE)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"hand": []}, "unknown field 'hand'"),
        ({"rules": {"preset": "dominoes"}}, "unknown preset"),
        ({"rules": {"preset": "all-fives", "players": 3, "teams": True}}, "teams need 4"),
        ({"rules": {"preset": "draw", "players": 9}}, "2 to 4 players"),
        ({"hands": [["7-1"], ["6-4"], ["5-5"]]}, "bad tile"),
        ({"hands": [["6-1"], ["6-4"]]}, "3 hands"),
        ({"hands": [[], ["6-4", "2-2"], ["5-5", "4-2"]]}, "empty"),
        ({"actions": ["6-1@"], "expect": None}, "action 1"),
        ({"actions": ["go"], "expect": None}, "action 1"),
        ({"line": ["6-6", "2-3@L"]}, "does not build"),
        ({"line": ["6-6", "6-5@Q"]}, "does not build"),
        ({"line": ["6-6", "6-5"]}, "does not build"),
        ({"hands": [["6-1", "3-3"], ["6-4", "2-2", "1-0"], ["5-5", "6-6"]]}, "listed twice"),
        ({"stock": ["3-3"]}, "listed twice"),
        ({"turn": 3}, "'turn'"),
        ({"turn": None}, "missing 'turn'"),
        ({"lead": "free"}, "empty table"),
        ({"lead": "mine"}, "'lead'"),
        ({"markers": ["p1"]}, "Mexican Train"),
        ({"scores": [1, 2]}, "'scores'"),
        ({"scores": [1, 2, "3"]}, "halves"),
        ({"scores": [1, 2, 0.3]}, "halves"),
        ({"expect": [{"legal": True}]}, "1 entries for 4 actions"),
        ({"expect": [{"lgeal": True}] * 4}, "unknown field 'lgeal'"),
        ({"expect": [{"round_end": {"who": 1}}] * 4}, "unknown field 'who'"),
        ({"hands": [["2-3"], ["2-2", "1-0"], ["4-2"]]}, "already over"),
        ({"round": 0}, "'round'"),
        ({"format": "classic-dominoes-game"}, "not a scenario"),
        ({"actions": None}, "missing 'actions'"),
    ],
)
def test_malformed_files_are_one_line_errors(changes: dict[str, Any], words: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_scenario(with_changes(**changes), "f.json")
    message = str(info.value)
    assert words in message and "\n" not in message and message.startswith("f.json")


def test_the_lead_turn_and_free_lead() -> None:
    base = {
        "rules": {"preset": "block", "players": 2},
        "hands": [["1-4", "3-3"], ["4-4", "0-0"]],
        "actions": ["4-4"],
        "expect": [{"legal": True, "next": 0}],
    }
    assert check(parse_scenario(base)) == []
    with pytest.raises(RecordError, match="seat 1 leads by rule"):
        parse_scenario({**base, "turn": 0})
    free = {**base, "rules": {"preset": "block-points", "players": 2}, "lead": "free", "turn": 0}
    free["actions"] = ["1-4"]
    free["expect"] = [{"legal": True, "next": 1}]
    assert check(parse_scenario(free)) == []
    redeal = {**base, "hands": [["1-2"], ["4-5"]], "actions": ["1-2"]}
    assert judge(parse_scenario(redeal)) == [{"legal": False, "reason": "redeal"}]
    fives = {"rules": {"preset": "all-fives", "players": 2}, "hands": [["1-2"], ["4-5"]]}
    scenario = parse_scenario({**fives, "turn": 1, "actions": ["5-4"]})
    assert judge(scenario)[0]["points"] == 0 and scenario.first == 1


def test_mexican_train_files() -> None:
    data = {
        "rules": {"preset": "mexican-train", "players": 3},
        "hands": [["12-1", "5-6"], ["11-2", "12-3"], ["0-0", "9-9"]],
        "line": ["12-4@p2"],
        "stock": ["3-4"],
        "markers": ["p2"],
        "turn": 0,
        "actions": ["5-6@p2", "12-1@p1", "12-1@p2"],
        "expect": [
            {"legal": False, "reason": "no-match"},
            {"legal": False, "reason": "train-closed"},
            {"legal": False, "reason": "no-match"},
        ],
    }
    assert check(parse_scenario(data)) == []
    with pytest.raises(RecordError, match="the engine"):
        parse_scenario({**data, "stock": ["12-12"]})
    with pytest.raises(RecordError, match="tile@train"):
        parse_scenario({**data, "line": ["12-4"]})
    with pytest.raises(RecordError, match="empty table"):
        parse_scenario({**data, "line": [], "lead": "free"})
    with pytest.raises(RecordError, match="must be covered first"):
        parse_scenario({**data, "line": ["12-4@p2", "4-4@p2", "12-6@mex"], "markers": []})
    round_two = {**data, "round": 2, "line": [], "markers": [], "stock": ["12-12"]}
    round_two["actions"] = ["11-2@p1"]
    round_two["expect"] = [{"legal": False, "reason": "not-in-hand"}]
    assert check(parse_scenario(round_two)) == []


def test_comparison_rules() -> None:
    verdict = {
        "legal": True,
        "drew": "3-5",
        "next": None,
        "round_end": {"how": "blocked", "points": [7.5, 7.5, 0], "scores": [10, 0.5, 2]},
    }
    assert mismatches({"drew": "5-3"}, verdict) == []
    assert mismatches({"round_end": {"points": [7.50, 7.5, 0.0]}}, verdict) == []
    assert mismatches({"round_end": {"how": "blocked"}}, verdict) == []
    assert mismatches({"round_end": {"how": "out"}}, verdict) == [
        'round_end.how: expected "out", got "blocked"'
    ]
    assert mismatches({"next": 0}, verdict) == ["next: expected 0, got null"]
    assert mismatches({"round_end": None}, verdict)
    assert mismatches({"legal": 1}, verdict)
    assert mismatches({"round_end": {"points": [7.5, 7.5]}}, verdict)


def test_a_disagreement_is_reported_by_action() -> None:
    data = with_changes(expect=[{"legal": True}, {}, {}, {"points": 5}])
    assert check(parse_scenario(data)) == [
        "action 1: legal: expected true, got false",
        "action 4: points: expected 5, got 10",
    ]
