"""Computer players, looked up by the name used on the command line and in records."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from figures.engine.actions import Action, Place, Return
from figures.engine.errors import FiguresError
from figures.engine.views import PlayerView


class ComputerPlayer(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action: ...


class RandomPlayer:
    """A legal placement at random. When a second placement is on offer it pays for one only
    now and then (``pay_rate``), so that its games run on to the target as real games do
    instead of bleeding four points on most turns."""

    name = "random"

    def __init__(self, seed: int = 0, pay_rate: float = 0.1) -> None:
        self._rng = random.Random(seed)
        self._pay_rate = pay_rate

    def choose(self, view: PlayerView) -> Action:
        actions = view.legal_actions
        if not actions:
            raise FiguresError("it is not this player's move")
        places = [a for a in actions if isinstance(a, Place)]
        others = [a for a in actions if not isinstance(a, Place)]
        if places and others:  # a second placement is on offer: decide first, then where
            if self._rng.random() >= self._pay_rate:
                return self._rng.choice(others)
            return self._rng.choice(places)
        if places:
            return self._rng.choice(places)
        returns = [a for a in others if isinstance(a, Return)]
        return self._rng.choice(returns or others)


PLAYERS: dict[str, Callable[[int], ComputerPlayer]] = {"random": RandomPlayer}


def computer_player(name: str, seed: int = 0) -> ComputerPlayer:
    try:
        factory = PLAYERS[name]
    except KeyError:
        known = ", ".join(sorted(PLAYERS))
        raise FiguresError(f"unknown computer player {name!r} (known: {known})") from None
    return factory(seed)
