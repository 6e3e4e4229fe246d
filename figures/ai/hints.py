"""Hints for a human: the best placements for the player to move, best first, each with the
score breakdown the front end shows and explains, and the numbers behind its rank."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from figures.ai.common import Control, places_of
from figures.ai.hard import HardPlayer, Plan
from figures.colour.actions import Place
from figures.colour.board import Board
from figures.colour.closing import opened
from figures.colour.game import Phase
from figures.colour.rules import Score
from figures.colour.tiles import TileSet
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
    #: The numbers behind ``value`` (the ``hard`` player's): how much the next player's best
    #: reply gains after the placement (None when not weighed)...
    threat: float | None = None
    #: ... the best points of the domino kept for the next turn (None: none kept) ...
    kept: int | None = None
    #: ... and the chance to win, when the placement may end the game (None: it does not).
    win: float | None = None
    #: The largest surface still open that the placement joins: its colour's label and its
    #: size in squares (``("", 0)``: none).
    opens: tuple[str, int] = ("", 0)
    #: The paid second placement the plan makes after this one, and what it earns (None:
    #: the plan ends the turn after this placement).
    then: Place | None = None
    then_points: int | None = None


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
    plans = HardPlayer(seed).ranked_plans(view, cancelled)
    return [_hint(plan, paid, view.board, view.tileset) for plan in plans[:count]]


def _hint(plan: Plan, paid: int, board: Board, tileset: TileSet) -> Hint:
    action = plan.action
    assert isinstance(action, Place)
    score = plan.first_score if plan.first is not None else plan.second_score
    assert score is not None
    parts = plan.parts
    face = tileset[action.tile].faces[action.face]
    surface = opened(board, face, action.at, action.dir)
    return Hint(
        action,
        score,
        paid,
        plan.value,
        threat=parts.get("threat"),
        kept=plan.kept_best if plan.kept is not None and plan.second is None else None,
        win=parts.get("win"),
        opens=(surface.colour.label, surface.size) if surface is not None else ("", 0),
        then=plan.second if plan.first is not None else None,
        then_points=(
            plan.second_score.points
            if plan.first is not None and plan.second_score is not None
            else None
        ),
    )
