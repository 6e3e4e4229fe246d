"""Classic game records (§B6): written, re-loaded through the engine, checked by place."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from figures.classic.game import Game, SeededChance
from figures.classic.records import (
    check_record,
    game_to_json,
    load_record,
    replay,
    save_record,
)
from figures.classic.rules import PRESETS, Rules
from figures.core.errors import RecordError
from figures.core.seats import PlayerSpec

#: The worked example of §B6, as the spec writes it.
SPEC_RECORD: dict[str, Any] = {
    "format": "classic-dominoes-game",
    "version": 1,
    "rules": {"preset": "block-points", "players": 2},
    "players": [{"name": "Ada", "kind": "human"}, {"name": "Bob", "kind": "medium"}],
    "first": 0,
    "rounds": [
        {
            "deal": {
                "hands": [
                    ["1-5", "1-3", "3-4", "3-6", "3-5", "4-4", "1-4"],
                    ["3-3", "1-2", "2-5", "5-6", "2-6", "0-0", "0-6"],
                ],
                "stock": [
                    "0-3",
                    "0-4",
                    "5-5",
                    "1-1",
                    "2-4",
                    "2-2",
                    "4-6",
                    "1-6",
                    "0-5",
                    "4-5",
                    "0-2",
                    "6-6",
                    "0-1",
                    "2-3",
                ],
            },
            "redeals": [],
            "leader": 0,
            "actions": [
                "4-4",
                "pass",
                "4-3@R",
                "3-3@R",
                "3-1@R",
                "1-2@R",
                "4-1@L",
                "2-5@R",
                "1-5@L",
                "5-6@R",
                "5-3@L",
                "6-2@R",
                "3-6@L",
            ],
            "result": {
                "how": "out",
                "winner": 0,
                "pips": [0, 6],
                "points": [6, 0],
                "scores": [6, 0],
                "game_over": False,
                "game_winners": [],
                "next_lead": 0,
            },
            "play_points": [0, 0],
        },
        {
            "deal": {
                "hands": [
                    ["4-4", "5-5", "4-6", "0-4", "2-2", "5-6", "3-3"],
                    ["6-6", "0-2", "2-4", "1-3", "0-5", "0-0", "2-5"],
                ],
                "stock": [
                    "3-4",
                    "0-6",
                    "1-1",
                    "1-5",
                    "2-6",
                    "3-5",
                    "1-2",
                    "1-4",
                    "0-1",
                    "3-6",
                    "1-6",
                    "2-3",
                    "4-5",
                    "0-3",
                ],
            },
            "redeals": [],
            "leader": 0,
            "actions": ["3-3", "3-1@R"],
            "result": {
                "how": "blocked",
                "winner": 1,
                "pips": [47, 32],
                "points": [0, 47],
                "scores": [6, 47],
                "game_over": False,
                "game_winners": [],
                "next_lead": 1,
            },
            "play_points": [0, 0],
        },
    ],
    "final": None,
}


def test_the_spec_record_checks_and_is_written_back_the_same() -> None:
    game, players, problems = replay(SPEC_RECORD)
    assert problems == []
    assert game.scores == (6, 47) and game.waiting and not game.is_over
    assert game_to_json(game, players) == SPEC_RECORD


def changed(path: list[Any], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(SPEC_RECORD)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (["rounds", 0, "actions", 2], "3-4@U", "round 1, action 3: 3-4@U is refused (no-such-end"),
        (["rounds", 0, "actions", 1], "draw", "round 1, action 2: draw is refused (no-drawing"),
        (["rounds", 0, "actions", 1], "go", "round 1, action 2: bad action"),
        (["rounds", 0, "leader"], 1, "round 1: player 1 leads by the rules, not player 2"),
        (["rounds", 0, "redeals"], [{"hands": [[], []], "stock": []}], "hand 0 has 0 tiles"),
        (["rounds", 1, "deal", "stock", 0], "6-6", "dealt twice"),
        (["rounds", 1, "deal", "stock", 0], "9-9", "bad tile"),
        (["rounds", 0, "actions"], ["4-4", "pass"], "round 1 is not over"),
        (["rounds", 0, "actions"], [*SPEC_RECORD["rounds"][0]["actions"], "pass"], "after the"),
        (["rules"], {"preset": "block-points", "players": 3}, "3 players"),
        (["rules"], {"preset": "nope", "players": 2}, "unknown preset"),
        (["format"], "figures-game", "format"),
        (["version"], 2, "version"),
        (["players", 0, "name"], "", "players[0].name: player 1's name is empty"),
        (["first"], 2, "first: expected a seat from 0 to 1, found 2"),
        (["players", 1, "name"], "B\x1b[2J", "players[1].name: player 2's name has a control"),
        (["final"], {"scores": [1], "winners": [5]}, "final.winners[0]: expected a side from 0"),
    ],
)
def test_broken_records_name_the_place(path: list[Any], value: Any, words: str) -> None:
    with pytest.raises(RecordError) as info:
        replay(changed(path, value), "g.json")
    message = str(info.value)
    assert words in message and "\n" not in message, message


def test_result_disagreements_are_listed_by_place() -> None:
    data = changed(["rounds", 1, "result", "points"], [0, 46])
    data["rounds"][0]["play_points"] = [5, 0]
    data["final"] = {"scores": [6, 47], "winners": [1]}
    assert replay(data)[2] == [
        "round 1: play_points: expected [5, 0], got [0, 0]",
        "round 2: result.points: expected [0, 46], got [0, 47]",
        'final: expected {"scores": [6, 47], "winners": [1]}, the game is not over',
    ]


def play(rules: Rules, seed: int, rng: random.Random) -> Game:
    game = Game(rules, SeededChance(seed), first=seed % rules.players)
    while not game.is_over:
        actions = game.legal_actions()
        game.push(actions[rng.randrange(len(actions))])
    return game


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_saves_and_reloads_to_the_same_game(name: str, tmp_path: Path) -> None:
    rng = random.Random(11)
    players = 4 if name != "mexican-train" else 3
    rules = Rules.preset(name, players)
    game = play(rules, 5, rng)
    names = [PlayerSpec(f"P{s}", "random") for s in range(players)]
    path = tmp_path / "game.json"
    save_record(path, game, names)
    assert check_record(path) == []
    loaded, loaded_players = load_record(path)
    assert loaded_players == names
    assert game_to_json(loaded, names) == json.loads(path.read_text("utf-8"))
    assert loaded.outcome == game.outcome
    # An unfinished game: every round up to the middle of the last.
    while loaded.current.log and len(loaded.current.log) > 1:
        loaded.undo()
    half = tmp_path / "half.json"
    save_record(half, loaded, names)
    assert check_record(half) == []
