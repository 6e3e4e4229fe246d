"""Computer players of the classic games, looked up by the name used on the command line and
in records. Only ``random`` exists so far: the stronger levels come with the classic family's
computer players.

A player decides from what its seat may see (:class:`~figures.classic.round.SeatView`) and the
actions the engine allows it (``Game.legal_actions``, which that view alone determines: the
seat's hand, the open ends and whether the stock has tiles).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from figures.classic.actions import Action
from figures.classic.round import SeatView
from figures.core.errors import FiguresError
from figures.core.text import shown

__all__ = ["CLASSIC_PLAYERS", "ClassicPlayer", "RandomClassicPlayer", "classic_player"]


class ClassicPlayer(Protocol):
    name: str

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action: ...


class RandomClassicPlayer:
    """An allowed action at random (a play, a draw or a pass: the engine offers a draw or a
    pass only when the seat may not play)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise FiguresError("it is not this player's move")
        return legal[self._rng.randrange(len(legal))]


CLASSIC_PLAYERS: dict[str, Callable[[int], ClassicPlayer]] = {"random": RandomClassicPlayer}


def classic_player(name: str, seed: int = 0) -> ClassicPlayer:
    """The classic player called ``name``, seeded; a one-line FiguresError for a level the
    classic games do not have (yet)."""
    try:
        factory = CLASSIC_PLAYERS[name]
    except KeyError:
        known = ", ".join(sorted(CLASSIC_PLAYERS))
        raise FiguresError(
            f"unknown computer player {shown(name)} for a classic game (known: {known})"
        ) from None
    return factory(seed)
