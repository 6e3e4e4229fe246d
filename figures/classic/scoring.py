"""The end of a round and of a game (§A9.2, §A9.3, §A10, and ``next_lead`` of §A3.3), as pure
functions of the rules, the remaining pips and the scores.

Scores may end in .5 (the three-player All Fives share): they are ints, or ``Fraction`` halves,
and JSON writes them as ``7`` or ``7.5``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from figures.classic.rules import Rules
from figures.core import match
from figures.core.ranks import ranking

#: A score or an award: a whole number, or a half (the three-player All Fives share).
Points = int | Fraction


def normal(value: Points) -> Points:
    """``value`` as an int when it is whole."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    return value


def points_json(value: Points) -> int | float:
    """A score as JSON writes it: ``7`` or ``7.5``."""
    value = normal(value)
    return value if isinstance(value, int) else float(value)


def round_to_five(value: int) -> int:
    """To the nearest multiple of 5: a remainder of 1 or 2 down, 3 or 4 up (§A9.2)."""
    return (value + 2) // 5 * 5


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended (the ``round_end`` object of §B5)."""

    how: str  # "out", "blocked" or "target"
    winner: int | None  # a side, None for a tied round
    pips: tuple[int, ...]  # per seat
    points: tuple[Points, ...]  # per side, awarded at the end of the round
    scores: tuple[Points, ...]  # per side, after them
    game_over: bool
    game_winners: tuple[int, ...]
    next_lead: int | str | None  # a seat, "rule", "same", "lot", or None when the game is over

    def to_json(self) -> dict[str, Any]:
        return {
            "how": self.how,
            "winner": self.winner,
            "pips": list(self.pips),
            "points": [points_json(p) for p in self.points],
            "scores": [points_json(s) for s in self.scores],
            "game_over": self.game_over,
            "game_winners": list(self.game_winners),
            "next_lead": self.next_lead,
        }


def instant_winner(rules: Rules, scores: Sequence[Points]) -> int | None:
    """The side that wins at once (§A10 ``instant``): alone with the highest score, and that
    score at least the threshold for the player count (the core's judgement)."""
    return match.instant_winner(rules.instant_threshold, scores)


def lowest_wins(rules: Rules) -> bool:
    """Whether the lowest score is the best (``penalty`` scoring: each side's own pips)."""
    return rules.scoring == "penalty"


def standing(rules: Rules, scores: Sequence[Points], winners: Sequence[int]) -> list[int]:
    """The sides best first at the end of a game: the winners the game named, then the
    others by score (lowest first with ``penalty``); equal scores keep seat order (the core's
    :func:`~figures.core.ranks.ranking`)."""
    return [p.side for p in ranking(scores, lowest_best=lowest_wins(rules), winners=winners)]


def game_winners(rules: Rules, scores: Sequence[Points], number: int) -> tuple[int, ...] | None:
    """The sides that win the game once round ``number`` is scored, or None when it goes on
    (the core's :func:`~figures.core.match.target_winners`). With ``penalty`` the lowest score
    is the best."""
    return match.target_winners(
        rules.target, scores, number, players=rules.players, lowest_best=lowest_wins(rules)
    )


def end_awards(rules: Rules, how: str, winner: int | None, totals: Sequence[int]) -> list[Points]:
    """The points each side receives at the end of a round (§A9.2, ties §A9.3). ``totals`` are
    the sides' remaining pips, ``winner`` the winning side (None: a tied blocked round)."""
    sides = len(totals)
    awards: list[Points] = [0] * sides
    scoring = rules.scoring
    if scoring == "penalty":
        return list(totals)
    if winner is not None:
        others = sum(totals) - totals[winner]
        if scoring == "win":
            awards[winner] = 1
        elif scoring == "opponents":
            awards[winner] = others
        elif scoring == "difference":
            awards[winner] = others - (sides - 1) * totals[winner] if how == "blocked" else others
        elif scoring == "fives":
            awards[winner] = round_to_five(others)
        else:  # all-pips
            awards[winner] = sum(totals)
    elif (
        rules.blocked_tie == "share-third"
        and sides == 3
        and scoring != "win"
        and totals.count(min(totals)) == 2
    ):
        lowest = min(totals)
        third = next(s for s in range(3) if totals[s] != lowest)
        share = normal(Fraction(round_to_five(totals[third]), 2))
        awards = [0 if s == third else share for s in range(3)]
    return awards


def next_lead(
    rules: Rules,
    how: str,
    seat: int,
    winner: int | None,
    pips: Sequence[int],
    number: int,
    first: int,
) -> int | str:
    """Who leads the next round (§A3.3): a seat, ``"rule"``, ``"same"`` or ``"lot"``. ``seat``
    is the seat that acted last (the one that went out, after ``out``)."""
    mode = rules.next_lead
    if mode == "rule":
        return "rule"
    if mode == "rotate":
        return (first + number) % rules.players
    if mode == "out-else-lot":
        return seat if how == "out" else "lot"
    if winner is None:  # winner: a tied round is led the same way again
        return "same"
    if how == "out":
        return seat
    partners = [s for s in range(rules.players) if rules.side_of(s) == winner]
    return min(partners, key=lambda s: (pips[s], s))


def round_result(
    rules: Rules,
    how: str,
    seat: int,
    pips: tuple[int, ...],
    scores: tuple[Points, ...],
    number: int,
    first: int,
) -> RoundResult:
    """The result of a round that ended ``how`` (``out``, ``blocked`` or ``target``) after
    ``seat`` acted, with the seats' remaining ``pips`` and the sides' ``scores`` so far."""
    sides = rules.sides
    if how == "target":
        winner = instant_winner(rules, scores)
        assert winner is not None
        return RoundResult(how, winner, pips, (0,) * sides, scores, True, (winner,), None)
    totals = [0] * sides
    for s, count in enumerate(pips):
        totals[rules.side_of(s)] += count
    if how == "out":
        best: int | None = rules.side_of(seat)
    else:
        lowest = min(totals)
        best = totals.index(lowest) if totals.count(lowest) == 1 else None
    awards = tuple(normal(a) for a in end_awards(rules, how, best, totals))
    after = tuple(normal(s + a) for s, a in zip(scores, awards, strict=True))
    winners = game_winners(rules, after, number)
    lead = None if winners is not None else next_lead(rules, how, seat, best, pips, number, first)
    return RoundResult(how, best, pips, awards, after, winners is not None, winners or (), lead)
