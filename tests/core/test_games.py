"""The registry of games by name: every game the app plays, looked up, not imported."""

from __future__ import annotations

import pytest

from figures.classic.rules import PRESETS
from figures.games import CLASSIC, COLOUR, GAMES, UnknownGameError, lookup


def test_every_game_is_registered_once() -> None:
    assert list(GAMES) == [COLOUR, *PRESETS]
    assert lookup("colour").family == COLOUR and lookup("colour").players == (2, 3, 4)
    assert all(lookup(name).family == CLASSIC for name in PRESETS)


def test_what_a_game_allows_comes_from_its_rules() -> None:
    assert lookup("block-teams").players == (4,) and lookup("block-teams").teams
    assert lookup("mexican-train").players == tuple(range(2, 9))
    assert not lookup("block").teams and lookup("all-fives").teams and lookup("draw-5").teams
    rules = lookup("all-fives").rules(3)
    assert rules.players == 3 and rules.hand_size == 7


@pytest.mark.parametrize("name", ["chess", "", None, 3, "x" * 10_000])
def test_an_unknown_game_is_one_line(name: object) -> None:
    with pytest.raises(UnknownGameError, match="unknown game") as info:
        lookup(name)
    assert "\n" not in str(info.value) and len(str(info.value)) < 200
