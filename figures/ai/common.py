"""What every computer player shares: cancellation and progress, seeded randomness per
decision, and placements scored on a private copy of the table."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from figures.colour.actions import Action, EndTurn, Place, Return
from figures.colour.board import Board
from figures.colour.errors import FiguresError
from figures.colour.rules import Score, legal_spots, score_spot
from figures.colour.tiles import TileSet
from figures.colour.views import PlayerView

#: How often (in placements scored) a long decision looks at ``cancelled`` and reports progress.
CHECK_EVERY = 64


class DecisionCancelled(FiguresError):
    """Raised by ``choose`` (and ``hints``) when ``cancelled()`` turned true meanwhile."""


class Control:
    """The front end's two hooks, made safe to call: ``tick`` raises when cancelled."""

    def __init__(
        self,
        progress: Callable[[float], None] | None,
        cancelled: Callable[[], bool] | None,
    ) -> None:
        self._progress = progress
        self._cancelled = cancelled
        self._last = 0.0

    def check(self) -> None:
        if self._cancelled is not None and self._cancelled():
            raise DecisionCancelled("the computer player's decision was cancelled")

    def report(self, fraction: float) -> None:
        """Report progress (never backwards) and look at the cancel flag."""
        self.check()
        fraction = min(1.0, max(self._last, fraction))
        self._last = fraction
        if self._progress is not None:
            self._progress(fraction)

    def done(self) -> None:
        self.report(1.0)


class Player:
    """What every level shares: ``choose`` wraps the level's :meth:`decide` in the front
    end's two hooks (cancellation is looked at first, progress ends at 1.0)."""

    name: str

    def choose(
        self,
        view: PlayerView,
        *,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Action:
        control = Control(progress, cancelled)
        control.check()
        action = self.decide(view, control)
        control.done()
        return action

    def decide(self, view: PlayerView, control: Control) -> Action:
        raise NotImplementedError


def decision_rng(seed: int, view: PlayerView, salt: str = "") -> random.Random:
    """A generator fixed by the seed and what the view shows publicly, so that a decision
    depends on nothing else (not on earlier calls, not on hidden dominoes)."""
    key = (
        f"{seed}|{salt}|{view.player}|{view.phase.value}|{len(view.board)}|"
        f"{sorted(view.hand)}|{view.scores}|{view.turns_played}|{view.bag_count}"
    )
    return random.Random(key)


def places_of(view: PlayerView) -> list[Place]:
    return [a for a in view.legal_actions if isinstance(a, Place)]


def scored(board: Board, tileset: TileSet, places: Iterable[Place]) -> list[tuple[Place, Score]]:
    """Each legal placement with the score it would earn on ``board`` (which is not changed)."""
    faces = [tile.faces for tile in tileset]
    return [(p, score_spot(board, faces[p.tile][p.face], p.at, p.dir)) for p in places]


def placements(board: Board, tileset: TileSet, tiles: Sequence[int]) -> list[Place]:
    """Every legal placement of ``tiles`` on ``board``, through the engine's rules."""
    out: list[Place] = []
    for tile in tiles:
        for index, face in enumerate(tileset[tile].faces):
            out.extend(Place(tile, index, at, d) for at, d in legal_spots(board, face))
    return out


def fallback(view: PlayerView) -> Action:
    """What to do when no placement is on offer: end the turn, or give every domino back
    (fresh draws are likelier to fit than dominoes that fit nowhere), or pass."""
    actions = view.legal_actions
    if not actions:
        raise FiguresError("it is not this player's move")
    if any(isinstance(a, EndTurn) for a in actions):
        return EndTurn()
    returns = [a for a in actions if isinstance(a, Return)]
    if returns:
        return max(returns, key=lambda r: len(r.tiles))
    return actions[0]
