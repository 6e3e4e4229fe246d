"""Computer players, looked up by the name used on the command line and in records.

Every player decides from a :class:`PlayerView` alone: its own hand, the table, the scores,
the counts and the dominoes it has not seen. ``choose`` never changes ``view.board`` (the
front end may be drawing it): scoring reads the table without changing it, and a search that
places dominoes works on a copy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from figures.ai.common import (
    Control,
    DecisionCancelled,
    Player,
    decision_rng,
    fallback,
    places_of,
    scored,
)
from figures.colour.actions import Action, EndTurn, Place, Return
from figures.colour.errors import FiguresError
from figures.colour.views import PlayerView

__all__ = [
    "PLAYERS",
    "ComputerPlayer",
    "DecisionCancelled",
    "EasyPlayer",
    "MediumPlayer",
    "RandomPlayer",
    "computer_player",
]


class ComputerPlayer(Protocol):
    name: str

    def choose(
        self,
        view: PlayerView,
        *,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Action: ...


class RandomPlayer(Player):
    """A legal placement at random. When a second placement is on offer it pays for one only
    now and then (``pay_rate``), so that its games run on to the target as real games do
    instead of bleeding four points on most turns."""

    name = "random"

    def __init__(self, seed: int = 0, pay_rate: float = 0.1) -> None:
        self._rng = random.Random(seed)
        self._pay_rate = pay_rate

    def decide(self, view: PlayerView, control: Control) -> Action:
        actions = view.legal_actions
        if not actions:
            raise FiguresError("it is not this player's move")
        places = [a for a in actions if isinstance(a, Place)]
        others = [a for a in actions if not isinstance(a, Place)]
        if places and others:  # a second placement is on offer: decide first, then where
            if self._rng.random() >= self._pay_rate:
                choice: Action = self._rng.choice(others)
            else:
                choice = self._rng.choice(places)
        elif places:
            choice = self._rng.choice(places)
        else:
            returns = [a for a in others if isinstance(a, Return)]
            choice = self._rng.choice(returns or others)
        return choice


class EasyPlayer(Player):
    """A decent placement at random: any whose points are at least half of the best one's.
    Never pays for a second placement."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: PlayerView, control: Control) -> Action:
        places = places_of(view)
        if not places or view.placement_cost:
            return fallback(view)
        ranked = scored(view.board, view.tileset, places)  # scoring never changes the table
        best = max(score.points for _, score in ranked)
        decent = [p for p, score in ranked if 2 * score.points >= best]
        return decision_rng(self.seed, view, self.name).choice(decent)


class MediumPlayer(Player):
    """The placement with the most points now (the first in the engine's order among equals);
    a second placement when its points are more than it costs (4 by default: the house rule
    ``cost``, read in the view's ``placement_cost``)."""

    name = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: PlayerView, control: Control) -> Action:
        places = places_of(view)
        if not places:
            return fallback(view)
        ranked = scored(view.board, view.tileset, places)  # scoring never changes the table
        best, score = max(ranked, key=lambda ps: ps[1].points)
        if view.placement_cost and score.points <= view.placement_cost:
            return EndTurn()
        return best


def _hard(seed: int) -> ComputerPlayer:
    from figures.ai.hard import HardPlayer

    return HardPlayer(seed)


PLAYERS: dict[str, Callable[[int], ComputerPlayer]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": _hard,
}


def computer_player(name: str, seed: int = 0) -> ComputerPlayer:
    """The player called ``name``, seeded. ``hard`` takes settings after colons, for
    experiments: ``hard:threat=0:keep=0.3`` (see :class:`figures.ai.hard.HardConfig`)."""
    base, _, options = name.partition(":")
    try:
        factory = PLAYERS[base]
    except KeyError:
        known = ", ".join(sorted(PLAYERS))
        raise FiguresError(f"unknown computer player {name!r} (known: {known})") from None
    if not options:
        return factory(seed)
    if base != "hard":
        raise FiguresError(f"only 'hard' takes settings, not {base!r}")
    from figures.ai.hard import HardPlayer, parse_config

    return HardPlayer(seed, parse_config(options))
