"""Hints for a human: the best placements for the player to move, best first, each with the
score breakdown the front end shows and explains."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from figures.ai.common import Control, paying, places_of, scored
from figures.engine.actions import Place
from figures.engine.game import Phase
from figures.engine.rules import SECOND_PLACEMENT_COST, Score
from figures.engine.views import PlayerView


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
) -> list[Hint]:
    """Up to ``count`` placements for the player to move, best first. Empty when the player
    has no placement to make (not their move, the opening, or nothing fits)."""
    control = Control(None, cancelled)
    control.check()
    if view.phase is Phase.OPENING or count < 1:
        return []
    places = places_of(view)
    if not places:
        return []
    paid = SECOND_PLACEMENT_COST if paying(view) else 0
    board = view.board.copy()
    ranked = [
        Hint(place, score, paid, float(score.points - paid))
        for place, score in scored(board, view.tileset, places)
    ]
    control.check()
    ranked.sort(key=lambda h: -h.value)  # stable: the engine's order among equals
    return ranked[:count]
