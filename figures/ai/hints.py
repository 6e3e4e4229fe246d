"""Hints for a human: the best placements for the player to move, best first, each with the
score breakdown the front end shows and explains."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from figures.ai.common import Control, places_of
from figures.ai.hard import HardPlayer
from figures.colour.actions import Place
from figures.colour.game import Phase
from figures.colour.rules import Score
from figures.colour.views import PlayerView


@dataclass(frozen=True)
class Hint:
    #: The placement to make.
    action: Place
    #: What it earns: edges, bonus, closed surfaces (``score.points`` in all).
    score: Score
    #: Points paid for it: 4 when it is a second placement in the turn, else 0.
    paid: int
    #: How good the placement is by the ``hard`` player's judgement, in points (higher is
    #: better); it weighs what the placement leaves open, so it can differ from
    #: ``score.points - paid``.
    value: float


def hints(
    view: PlayerView,
    count: int = 3,
    *,
    cancelled: Callable[[], bool] | None = None,
    seed: int = 0,
) -> list[Hint]:
    """Up to ``count`` placements for the player to move, best first. Empty when the player
    has no placement to make (not their move, the opening, or nothing fits). The ranking is
    the ``hard`` player's (seeded by ``seed``): its first hint is what it would play, except
    in a second placement, where it may prefer to end the turn (``value`` says how much each
    placement is worth to it, payment included)."""
    control = Control(None, cancelled)
    control.check()
    if view.phase is Phase.OPENING or count < 1:
        return []
    places = places_of(view)
    if not places:
        return []
    paid = view.placement_cost
    ranked = HardPlayer(seed).ranked(view, cancelled)
    return [Hint(place, score, paid, value) for place, score, value in ranked[:count]]
