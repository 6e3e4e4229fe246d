"""The one ranking of the app (figures/core/ranks.py): the sides best first, tied sides sharing
a place (competition ranking), the highest or the lowest score best, a game's named winners
first; by examples, then by properties over any scores (hypothesis) checked against the
definition: a side's rank is one more than the sides strictly better than it."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from figures.core.match import Score
from figures.core.ranks import Place, ranking


def places(scores: list[Score], **how: object) -> list[tuple[int, int]]:
    return [(p.rank, p.side) for p in ranking(scores, **how)]  # type: ignore[arg-type]


def test_competition_ranking_from_the_highest_score() -> None:
    assert places([5, 10, 10]) == [(1, 1), (1, 2), (3, 0)]
    assert places([7, 3, 7, 9]) == [(1, 3), (2, 0), (2, 2), (4, 1)]
    assert places([0, 0, 0]) == [(1, 0), (1, 1), (1, 2)]
    assert places([4]) == [(1, 0)]
    assert places([]) == []


def test_the_lowest_score_best_for_penalty_points() -> None:
    assert places([10, 3, 3], lowest_best=True) == [(1, 1), (1, 2), (3, 0)]
    assert places([Fraction(5, 2), 2, 3], lowest_best=True) == [(1, 1), (2, 0), (3, 2)]


def test_the_winners_a_game_named_come_first_whatever_their_scores() -> None:
    # (All Fives: a side reached the instant target in play with fewer points than the other's)
    assert places([240, 250], winners=(1,)) == [(1, 1), (2, 0)]
    assert places([300, 250], winners=(1,)) == [(1, 1), (2, 0)]
    assert places([10, 3, 3], lowest_best=True, winners=(1, 2)) == [(1, 1), (1, 2), (3, 0)]
    # a winner and a side of the same score do not share its place
    assert places([50, 50, 7], winners=(1,)) == [(1, 1), (2, 0), (3, 2)]
    assert places([10, 3, 10], lowest_best=True, winners=(2,)) == [(1, 2), (2, 1), (3, 0)]


def test_halves_and_whole_numbers_compare() -> None:
    assert places([Fraction(5, 2), 3, Fraction(6, 2)]) == [(1, 1), (1, 2), (3, 0)]


def test_a_place_is_a_small_value() -> None:
    assert ranking([1, 2])[0] == Place(1, 1)


scores_ = st.lists(
    st.one_of(st.integers(-50, 50), st.fractions(-50, 50, max_denominator=2)),
    max_size=9,
)


@given(scores_, st.booleans(), st.data())
def test_the_ranking_is_the_definition_of_competition_ranking(
    scores: list[Score], lowest_best: bool, data: st.DataObject
) -> None:
    n = len(scores)
    winners = data.draw(st.frozensets(st.integers(0, max(0, n - 1)), max_size=n)) if n else set()
    got = ranking(scores, lowest_best=lowest_best, winners=winners)

    def better(a: int, b: int) -> bool:
        """Whether side ``a`` is strictly ahead of side ``b``."""
        if (a in winners) != (b in winners):
            return a in winners
        return scores[a] < scores[b] if lowest_best else scores[a] > scores[b]

    assert sorted(p.side for p in got) == list(range(n))  # every side once
    for index, place in enumerate(got):
        assert place.rank == 1 + sum(better(o, place.side) for o in range(n))
        if index:
            before = got[index - 1]
            assert not better(place.side, before.side)  # best first
            if place.rank == before.rank:
                assert before.side < place.side  # ties keep the order of the scores
            else:
                assert place.rank == index + 1  # (a rank skips the places shared above)
    assert {p.side for p in got[: len(winners)]} == set(winners)  # the winners first


@given(st.lists(st.integers(-1000, 1000), max_size=9))
def test_the_lowest_best_is_the_highest_best_of_the_scores_negated(scores: list[int]) -> None:
    assert ranking(scores, lowest_best=True) == ranking([-s for s in scores])


@given(st.lists(st.integers(0, 5), min_size=1, max_size=9))
def test_the_ranks_are_1_for_the_best_and_the_best_share_it(scores: list[int]) -> None:
    got = ranking(scores)
    best = max(scores)
    assert [p.side for p in got if p.rank == 1] == [s for s, v in enumerate(scores) if v == best]
