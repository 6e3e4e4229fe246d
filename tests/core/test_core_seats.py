"""The core's table: one check of the seats, the seed and the first seat, errors that carry
values, and the sides of a game in teams."""

from __future__ import annotations

import random

import pytest
from conftest import play

from figures.colour.game import Game, Settings
from figures.colour.records import game_from_json, game_to_json
from figures.core.errors import SettingsError
from figures.core.seats import PlayerSpec, Table, check_deal_number, seats_of_sides

SEATS = (PlayerSpec("Ada"), PlayerSpec("Bob", "medium"))


def test_a_table_error_carries_its_field_reason_and_values() -> None:
    with pytest.raises(SettingsError) as refused:
        Table(SEATS, 0, 2).check(2, 4)
    error = refused.value
    assert (error.field, error.reason, error.value, error.low, error.high) == (
        "first_player",
        "range",
        2,
        0,
        1,
    )
    with pytest.raises(SettingsError) as refused:
        Table((*SEATS, PlayerSpec("  ")), 0, 0).check(2, 4)
    assert (refused.value.field, refused.value.reason) == ("players[2]", "empty")
    with pytest.raises(SettingsError) as refused:
        Table(SEATS, 0, 0, teams=True).check(2, 4, teams=True)
    assert (refused.value.reason, refused.value.value, refused.value.high) == ("teams", 2, 4)
    with pytest.raises(SettingsError, match="not played in teams"):
        Table(SEATS * 2, 0, 0, teams=True).check(2, 4)
    with pytest.raises(SettingsError) as refused:
        Table(SEATS, True, 0).check(2, 4)  # type: ignore[arg-type]
    assert (refused.value.field, refused.value.reason) == ("seed", "type")


def test_a_new_games_seed_is_a_deal_number_but_a_saved_game_keeps_its_own() -> None:
    assert check_deal_number(0) == 0 and check_deal_number(12345) == 12345
    for bad in (-1, 1.5, "7", None):
        with pytest.raises(SettingsError) as refused:
            check_deal_number(bad)
        assert refused.value.field == "seed"
    # an older command line dealt from negative seeds: those games still load
    game = play(Game(Settings(SEATS, 60, -5)), random.Random(1), limit=12)
    again = game_from_json(game_to_json(game))
    assert again.settings.seed == -5 and again.actions == game.actions


def test_sides_are_single_seats_or_partners_opposite() -> None:
    assert seats_of_sides(3, False) == [(0,), (1,), (2,)]
    assert seats_of_sides(4, True) == [(0, 2), (1, 3)]
    assert Table(SEATS * 2, teams=True).sides() == [(0, 2), (1, 3)]
