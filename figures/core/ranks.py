"""Places at the end (or in the middle) of a game, for every game of the app: the sides best
first, tied sides sharing a place, as competition ranking says it ("1, 1, 3").

:func:`ranking` is the one home of that rule: the engines' standing
(:func:`figures.classic.scoring.standing`), the score sheet's (:meth:`figures.sheet.model.
Sheet.ranking`) and every screen's ranking read it, so no caller sorts scores, breaks ties or
numbers places again.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from figures.core.match import Score


@dataclass(frozen=True, slots=True)
class Place:
    """One side's place: ``rank`` from 1, shared by sides tied with it (the next rank after
    two sides tied first is 3); ``side`` its index in the scores."""

    rank: int
    side: int


def ranking(
    scores: Sequence[Score], *, lowest_best: bool = False, winners: Collection[int] = ()
) -> list[Place]:
    """The sides of ``scores`` best first, each with its place.

    The best score is the highest, or the lowest with ``lowest_best`` (penalty points). The
    ``winners`` a game named (say, the side that reached an instant target in play) come before
    every other side, whatever their scores. Sides equal in both (both winners or neither, the
    same score) share a rank and keep their order in ``scores``; the rank after them skips as
    many places as they share (competition ranking: 1, 1, 3)."""

    def key(side: int) -> tuple[bool, Score]:
        # (sorted lowest first: with the highest best, both the winners and the scores reversed)
        if lowest_best:
            return (side not in winners, scores[side])
        return (side in winners, scores[side])

    order = sorted(range(len(scores)), key=key, reverse=not lowest_best)  # (stable either way)
    places: list[Place] = []
    for index, side in enumerate(order):
        tied = index > 0 and key(side) == key(order[index - 1])
        places.append(Place(places[-1].rank if tied else index + 1, side))
    return places
