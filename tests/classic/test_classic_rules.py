"""Tiles, actions and the rules object of the classic family (§A1, §A2, §B1, §B3)."""

from __future__ import annotations

import pytest

from figures.classic.actions import DRAW, PASS, Lead, Play, parse_action
from figures.classic.errors import RulesError
from figures.classic.rules import PRESETS, Rules
from figures.classic.tiles import (
    HAS,
    HIGH,
    LOW,
    PIPS,
    TEXT,
    bits,
    mask_of,
    parse_tile,
    set_mask,
    tile,
    tile_count,
)
from figures.core.errors import FiguresError, NotationError


def test_the_sets_share_one_numbering() -> None:
    assert tile_count(6) == 28 and tile_count(12) == 91
    assert {(LOW[t], HIGH[t]) for t in range(28)} == {
        (a, b) for b in range(7) for a in range(b + 1)
    }
    assert tile(3, 5) == tile(5, 3)
    assert TEXT[tile(5, 3)] == "3-5"
    assert PIPS[tile(6, 6)] == 12 and PIPS[tile(0, 0)] == 0
    assert set_mask(6).bit_count() == 28
    assert (HAS[5] & set_mask(6)).bit_count() == 7
    assert (HAS[12]).bit_count() == 13
    assert list(bits(mask_of([5, 1, 27]))) == [1, 5, 27]


@pytest.mark.parametrize("text", ["7-1", "3", "a-b", "3-5-1", "", "-1-2", "13-0", "३-1"])
def test_bad_tiles_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_tile(text, 6)


def test_tiles_of_the_double_twelve_set() -> None:
    assert TEXT[parse_tile(" 12-7 ", 12)] == "7-12"
    with pytest.raises(NotationError):
        parse_tile("12-7", 6)


@pytest.mark.parametrize("text", ["6-6", "3-5@L", "5-3@L", "4-3@6-6.U", "2-12@p7", "0-9@mex"])
def test_actions_round_trip(text: str) -> None:
    action = parse_action(text, 12)
    assert str(action) == text
    assert parse_action(str(action), 12) == action
    assert hash(action) == hash(parse_action(f"  {text} ", 12))


def test_action_forms() -> None:
    assert parse_action("draw") is DRAW and parse_action(" pass ") is PASS
    assert parse_action("6-3", 6) == Lead(tile(3, 6), 6)
    assert parse_action("4-3@L", 6) == Play(tile(3, 4), "L", 4)
    for bad in ["", "drew", "3-5@", "3-5@ L", "x@L", "3-5@L!", "3-9@L", 5, None, "6-6" * 20]:
        with pytest.raises(NotationError):
            parse_action(bad, 6)


@pytest.mark.parametrize("name", list(PRESETS))
def test_presets_round_trip(name: str) -> None:
    players = 4
    rules = Rules.preset(name, players)
    assert Rules.from_json(rules.to_json()) == rules
    assert rules.to_json() == {"preset": name, "players": players}
    changed = Rules.from_json(
        {"preset": name, "players": 4, "reserve": 2, "target": {"points": 50}}
    )
    assert changed.reserve == 2 and changed.target.value == 50
    assert Rules.from_json(changed.to_json()) == changed


def test_preset_tables() -> None:
    assert Rules.preset("block", 2).hand_size == 7
    assert Rules.preset("block", 3).hand_size == 6
    assert Rules.from_json({"preset": "block-teams"}).players == 4
    assert Rules.preset("block-teams").sides == 2
    assert Rules.preset("all-fives", 2).hand_size == 9
    assert Rules.preset("all-fives", 3).instant_threshold == 200
    assert Rules.preset("all-fives", 2).instant_threshold == 250
    assert Rules.preset("mexican-train", 8).hand_size == 10
    assert Rules.preset("mexican-train", 5).hand_size == 12
    assert Rules.preset("mexican-train", 2).set == 12
    assert Rules.preset("draw-5", 4, teams=True).side_of(3) == 1
    assert Rules.preset("matador", 3).matador_optional


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"preset": "chess", "players": 2}, "unknown preset"),
        ({"players": 2}, "need a 'preset'"),
        ([], "must be an object"),
        ({"preset": "block", "players": 2, "hands": 7}, "unknown rules switch"),
        ({"preset": "block", "players": 2, "lead": "lowest"}, "lead cannot be"),
        ({"preset": "block", "players": 5}, "2 to 4 players"),
        ({"preset": "mexican-train", "players": 9}, "2 to 8 players"),
        ({"preset": "block", "players": 3, "teams": True}, "teams need 4 players"),
        ({"preset": "block-teams", "players": 3}, "block-teams is for 4 players, not 3"),
        ({"preset": "block", "players": 2, "branching": "trains"}, "go together"),
        ({"preset": "mexican-train", "players": 2, "lead": "any"}, "go together"),
        ({"preset": "all-fives", "players": 2, "branching": "all-doubles"}, "fives"),
        ({"preset": "block", "players": 2, "teams": 1}, "true or false"),
        ({"preset": "block", "players": 2, "set": 9}, "set must be 6 or 12"),
        ({"preset": "block", "players": 2, "reserve": -1}, "reserve"),
        ({"preset": "block", "players": "2"}, "whole number"),
        ({"preset": "block", "players": 2, "target": {"goals": 3}}, "unknown target"),
        ({"preset": "block", "players": 2, "target": {"points": 0}}, "from 1"),
        ({"preset": "block", "players": 2, "hand": {"2": 15}}, "need 30 tiles"),
        ({"preset": "block", "players": 2, "hand": {"two": 7}}, "not a player count"),
        ({"preset": "draw", "players": 4, "reserve": 5}, "reserve of 5"),
        ({"preset": "all-fives", "players": 4, "target": {"instant": {"2": 250}}}, "threshold"),
        ({"preset": "block"}, "need 'players'"),
    ],
)
def test_bad_rules_are_one_line_errors(data: object, words: str) -> None:
    with pytest.raises(RulesError) as info:
        Rules.from_json(data)
    assert isinstance(info.value, FiguresError)
    message = str(info.value)
    assert words in message and "\n" not in message


def test_allowed_combinations() -> None:
    Rules.from_json({"preset": "block-points", "players": 3, "lead": "any"})
    Rules.from_json({"preset": "draw", "players": 2, "target": {"points": 50}})
    Rules.from_json({"preset": "all-fives", "players": 4, "teams": True})
