"""The core's chance and matches, the same for every family: keyed seeded events, a stream
that keeps what it drew, a record's script, and the targets that end a match."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from figures.core.chance import Script, SeededChance, StreamChance
from figures.core.errors import RecordError
from figures.core.match import Played, Target, instant_winner, target_winners


def test_a_seeded_event_has_the_same_outcome_whatever_came_before() -> None:
    chance = SeededChance(7, "test")
    first = list(range(20))
    chance.shuffle(first, 1, 0)
    chance.randrange(4, 1, "lot")  # another event in between
    again = list(range(20))
    chance.shuffle(again, 1, 0)
    assert first == again and first != list(range(20))
    other = list(range(20))
    chance.shuffle(other, 2, 0)
    assert other != first
    assert SeededChance(8, "test").randrange(10**9, 1) != chance.randrange(10**9, 1)


def test_a_stream_keeps_a_keyed_outcome_and_draws_an_unkeyed_one_every_time() -> None:
    rng = random.Random(3)
    chance = StreamChance(rng)
    a = list(range(10))
    chance.shuffle(a, "deal", 1)
    b = list(range(10))
    chance.shuffle(b, "deal", 1)
    assert a == b
    lot = chance.randrange(1000, "lot")
    assert chance.randrange(1000, "lot") == lot
    # without keys it is one generator in order: the same as shuffling with it directly
    plain, reference = list(range(10)), list(range(10))
    StreamChance(random.Random(5)).shuffle(plain)
    random.Random(5).shuffle(reference)
    assert plain == reference


def test_a_script_hands_out_a_records_outcomes_and_says_when_it_runs_out() -> None:
    script = Script([4, 5], "draw")
    assert script.next() == 4 and script.leftover() == 1
    fresh = script.fresh()
    assert script.next() == 5 and script.leftover() == 0
    with pytest.raises(RecordError, match="fewer draws than the game needs"):
        script.next()
    assert fresh.next() == 4


def test_points_target_the_best_score_wins_once_someone_reaches_it() -> None:
    target = Target("points", 100)
    assert target_winners(target, [99, 40], 5, players=2) is None
    assert target_winners(target, [120, 101], 5, players=2) == (0,)
    assert target_winners(target, [101, 101], 5, players=2) == (0, 1)  # a tie
    assert target_winners(target, [100, 30], 5, players=2, lowest_best=True) == (1,)


def test_rounds_target_ends_after_its_rounds() -> None:
    target = Target("rounds", 3)
    assert target_winners(target, [5, 9], 2, players=2) is None
    assert target_winners(target, [5, 9], 3, players=2) == (1,)
    assert target_winners(target, [5, 9], 3, players=2, lowest_best=True) == (0,)


def test_instant_target_a_side_alone_at_the_threshold_wins_at_once() -> None:
    target = Target("instant", instant=((2, 250), (3, 200)))
    assert target.threshold(3) == 200 and Target("points", 5).threshold(2) is None
    assert target_winners(target, [205, 10, 0], 4, players=3) == (0,)
    assert target_winners(target, [205, 205, 0], 4, players=3) is None
    assert instant_winner(200, [Fraction(401, 2), 200]) == 0
    assert instant_winner(None, [999]) is None
    assert target.to_json() == {"instant": {"2": 250, "3": 200}}


def test_a_played_entry_names_its_seat_action_and_round() -> None:
    played = Played(2, "6-6", 3)
    seat, action, number = played
    assert (seat, action, number) == (2, "6-6", 3) and played.round == 3
