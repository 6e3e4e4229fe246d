"""End-of-round scoring and the end of the game as pure functions (§A9.2, §A9.3, §A10)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from figures.classic.rules import Rules
from figures.classic.scoring import (
    end_awards,
    game_winners,
    instant_winner,
    points_json,
    round_result,
    round_to_five,
)


@pytest.mark.parametrize(
    ("value", "rounded"),
    [(0, 0), (1, 0), (2, 0), (3, 5), (4, 5), (5, 5), (12, 10), (13, 15), (17, 15), (18, 20)],
)
def test_round_to_five(value: int, rounded: int) -> None:
    assert round_to_five(value) == rounded


@pytest.mark.parametrize(
    ("scoring", "how", "winner", "totals", "awards"),
    [
        ("win", "out", 0, [0, 9, 4], [1, 0, 0]),
        ("opponents", "out", 0, [0, 9, 4], [13, 0, 0]),
        ("opponents", "blocked", 2, [5, 9, 4], [0, 0, 14]),
        ("difference", "out", 0, [0, 9, 4], [13, 0, 0]),
        ("difference", "blocked", 2, [5, 9, 4], [0, 0, 1 + 5]),
        ("fives", "out", 1, [12, 0, 1], [0, 15, 0]),
        ("fives", "blocked", 1, [7, 3, 5], [0, 10, 0]),
        ("penalty", "out", 1, [12, 0, 1], [12, 0, 1]),
        ("penalty", "blocked", None, [4, 4, 9], [4, 4, 9]),
        ("all-pips", "blocked", 2, [5, 9, 4], [0, 0, 18]),
        ("opponents", "blocked", None, [4, 4, 9], [0, 0, 0]),
    ],
)
def test_end_awards(
    scoring: str, how: str, winner: int | None, totals: list[int], awards: list[int]
) -> None:
    rules = Rules.preset("draw", 3, scoring=scoring)
    assert end_awards(rules, how, winner, totals) == awards


def test_share_third() -> None:
    rules = Rules.preset("all-fives", 3)
    assert end_awards(rules, "blocked", None, [4, 4, 13]) == [Fraction(15, 2), Fraction(15, 2), 0]
    assert end_awards(rules, "blocked", None, [4, 4, 18]) == [10, 10, 0]
    assert end_awards(rules, "blocked", None, [4, 4, 4]) == [0, 0, 0]
    four = Rules.preset("all-fives", 4)
    assert end_awards(four, "blocked", None, [4, 4, 13, 9]) == [0, 0, 0, 0]
    assert points_json(Fraction(15, 2)) == 7.5 and points_json(Fraction(4, 2)) == 2


def test_targets() -> None:
    fives = Rules.preset("all-fives", 3)
    assert instant_winner(fives, [200, 195, 0]) == 0
    assert instant_winner(fives, [Fraction(401, 2), Fraction(401, 2), 0]) is None
    assert instant_winner(fives, [199, 0, 0]) is None
    assert game_winners(fives, [205, 200, 0], 4) == (0,)
    points = Rules.preset("draw", 2)
    assert game_winners(points, [99, 98], 9) is None
    assert game_winners(points, [100, 98], 9) == (0,)
    block = Rules.preset("block", 2)
    assert game_winners(block, [0, 0], 1) == (0, 1)
    train = Rules.preset("mexican-train", 3)
    assert game_winners(train, [40, 30, 30], 12) is None
    assert game_winners(train, [40, 30, 30], 13) == (1, 2)


def test_round_result_leads() -> None:
    teams = Rules.preset("block-points", 4, teams=True)
    result = round_result(teams, "blocked", 3, (3, 7, 1, 6), (0, 0), 1, 0)
    assert result.winner == 0 and result.points == (13, 0) and result.next_lead == 2
    fives = Rules.preset("all-fives", 2)
    out = round_result(fives, "out", 1, (13, 0), (0, 240), 3, 0)
    assert out.game_over and out.game_winners == (1,) and out.next_lead is None
    train = Rules.preset("mexican-train", 3)
    assert round_result(train, "out", 0, (0, 5, 9), (0, 0, 0), 2, 1).next_lead == 0


def test_standing_is_the_engines_order_at_the_end_of_a_game() -> None:
    from figures.classic.scoring import lowest_wins, standing

    train = Rules.preset("mexican-train", 3)
    assert lowest_wins(train) and standing(train, [10, 3, 3], (1, 2)) == [1, 2, 0]
    points = Rules.preset("block-points", 3)
    assert not lowest_wins(points) and standing(points, [50, 120, 7], (1,)) == [1, 0, 2]
