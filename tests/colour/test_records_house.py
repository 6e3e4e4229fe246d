"""Records of games played under house rules: the rules are written into the record's
``rules``, the record replays (and re-checks) under them, and the same record with its rules
taken out or changed is refused or reported as not matching, in one line."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from conftest import play

from figures.cli import main
from figures.colour.errors import RecordError
from figures.colour.game import Game, Settings
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.records import check_json, game_from_json, game_to_json, save_game
from figures.core.seats import PlayerSpec

HOUSE = HouseRules(cost=3, bonus_from=2, hand=3, square=2, min_target=30, max_target=300)
#: Only the cost changed: the deal and every draw are the default game's.
CHEAPER = HouseRules(cost=2)


def _settings(rules: HouseRules, target: int = 60, seed: int = 5) -> Settings:
    players = (PlayerSpec("Ada", "random"), PlayerSpec("Bob", "random"))
    return Settings(players, target, seed, 0, rules)


@pytest.fixture(scope="module")
def house_game() -> Game:
    return play(Game(_settings(HOUSE, target=40)), random.Random(5))


@pytest.fixture(scope="module")
def cheaper_game() -> Game:
    """A game under CHEAPER where a second placement was paid at 2 points with less than 4."""
    for seed in range(1, 60):
        game = play(Game(_settings(CHEAPER, seed=seed)), random.Random(seed))
        for turn in game.turns:
            if len(turn.placements) == 2:
                before = turn.score_after - sum(p.score.points - p.paid for p in turn.placements)
                first = turn.placements[0].score.points
                if before + first < DEFAULT_RULES.cost:
                    return game
    raise AssertionError("no game paid a second placement it could not pay at the default cost")


def _without_house_rules(data: dict[str, Any]) -> dict[str, Any]:
    stripped = copy.deepcopy(data)
    stripped["rules"] = {k: stripped["rules"][k] for k in ("version", "target")}
    return stripped


def test_the_house_rules_are_written_and_the_game_plays_under_them(house_game: Game) -> None:
    data = game_to_json(house_game)
    assert data["rules"] == {
        "version": 1,
        "target": 40,
        "cost": 3,
        "bonus_from": 2,
        "hand": 3,
        "square": 2,
        "targets": [30, 300],
    }
    assert all(len(hand) == 3 for hand in data["rounds"][0]["deal"])
    placements = [p for t in house_game.turns for p in t.placements]
    assert {p.paid for p in placements} <= {0, 3}
    for p in placements:  # every placement scored by these rules
        score = p.score
        assert score.bonus == max(0, score.connected_edges - 1)
        assert score.points == score.connected_edges + score.bonus + 2 * sum(score.closed_surfaces)


def test_a_house_rule_record_replays_and_checks_under_its_rules(house_game: Game) -> None:
    data = json.loads(json.dumps(game_to_json(house_game)))
    loaded = game_from_json(data)
    assert loaded.settings == house_game.settings and loaded.rules == HOUSE
    assert loaded.scores == house_game.scores
    game, problems = check_json(data)
    assert problems == [] and game.scores == house_game.scores


def test_without_its_house_rules_the_record_is_refused(house_game: Game) -> None:
    data = _without_house_rules(game_to_json(house_game))
    with pytest.raises(RecordError) as caught:
        game_from_json(data, "g.json")
    message = str(caught.value)
    assert "\n" not in message and message.startswith("g.json")
    with pytest.raises(RecordError):
        check_json(data)


def test_with_its_cost_changed_the_record_does_not_match(cheaper_game: Game) -> None:
    data = game_to_json(cheaper_game)
    assert check_json(data)[1] == []
    for rules in (_without_house_rules(data)["rules"], {**data["rules"], "cost": 4}):
        changed = {**data, "rules": rules}
        with pytest.raises(RecordError) as caught:  # a second placement it cannot pay
            check_json(changed, "g.json")
        assert "costs 4" in str(caught.value) or "cost" in str(caught.value)
        assert "\n" not in str(caught.value)


def test_a_changed_square_is_reported_figure_by_figure(house_game: Game) -> None:
    data = game_to_json(house_game)
    closed = [
        p for t in data["rounds"][0]["turns"] for p in t["placements"] if p["closed_surfaces"]
    ]
    assert closed, "the game closed no surface"
    changed = {**data, "rules": {**data["rules"], "square": 1}}
    _, problems = check_json(changed)
    assert any("points: expected" in p for p in problems)


def test_the_command_line_refuses_a_record_without_its_rules(
    house_game: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "house.json"
    save_game(house_game, good)
    assert main(["replay", "--check", str(good)]) == 0
    assert "ok:" in capsys.readouterr().out
    assert main(["replay", str(good)]) == 0
    shown = capsys.readouterr().out
    assert "house rules: cost 3, bonus_from 2, hand 3, square 2, targets 30..300" in shown
    bad = tmp_path / "stripped.json"
    bad.write_text(json.dumps(_without_house_rules(game_to_json(house_game))))
    for argv in (["replay", str(bad)], ["replay", "--check", str(bad)]):
        code = main(argv)
        err = capsys.readouterr().err
        assert code != 0 and len(err.strip().splitlines()) == 1 and "stripped.json" in err


def test_a_record_from_before_the_house_rules_loads_with_the_defaults(tmp_path: Path) -> None:
    game = play(Game(_settings(DEFAULT_RULES)), random.Random(3))
    data = _without_house_rules(game_to_json(game))
    loaded = game_from_json(data)
    assert loaded.rules == DEFAULT_RULES and loaded.scores == game.scores
    assert check_json(data)[1] == []


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ({"cost": 99}, "rules.cost: the house rule cost"),
        ({"bonus_from": "sometimes"}, "rules.bonus_from"),
        ({"targets": [200, 100]}, "rules.targets"),
        ({"hand": 0}, "rules.hand"),
        ({"houserule": 1}, "unknown field 'houserule'"),
    ],
)
def test_bad_house_rules_in_a_record_are_refused_in_one_line(
    house_game: Game, rules: dict[str, Any], message: str
) -> None:
    data = game_to_json(house_game)
    data["rules"] = {**data["rules"], **rules}
    with pytest.raises(RecordError) as caught:
        game_from_json(data, "g.json")
    assert message in str(caught.value) and "\n" not in str(caught.value)
