"""What every classic computer player shares: the interface (:class:`ClassicPlayer`), the
base of the levels (:class:`BasePlayer`: the front end's hooks, a seat with one action allowed),
the seeded generator of a decision (:func:`decision_rng`), and a play judged by what it does at
once (:func:`judge`, :func:`medium_key`), which ``medium`` ranks by and ``hard``'s search
orders its moves by. The levels themselves and the registry of their names are
:mod:`figures.ai.classic`; ``hard`` is :mod:`figures.ai.classic_search`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from figures.ai.classic_deals import public_round
from figures.ai.common import Control
from figures.classic.actions import Action, Lead, Play
from figures.classic.layout import TRAINS
from figures.classic.round import SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import IS_DOUBLE, PIPS
from figures.core.errors import FiguresError

__all__ = [
    "BasePlayer",
    "ClassicPlayer",
    "Judged",
    "decision_rng",
    "judge",
    "medium_key",
    "plays_of",
]


class ClassicPlayer(Protocol):
    name: str

    def choose(
        self,
        view: SeatView,
        legal: Sequence[Action],
        *,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Action: ...


def decision_rng(seed: int, view: SeatView, salt: str = "") -> random.Random:
    """A generator fixed by the seed and what the view shows, so that a decision depends on
    nothing else (not on earlier calls, not on hidden tiles or the stock's order)."""
    history = ",".join(f"{seat}:{action}" for seat, action in view.history)
    key = (
        f"{seed}|{salt}|{view.seat}|{view.turn}|{view.hand}|{view.hand_counts}|"
        f"{view.stock_count}|{view.placed}|{view.scores}|{view.markers}|{history}"
    )
    return random.Random(key)


class BasePlayer:
    """What every level shares: ``choose`` wraps the level's :meth:`decide` in the front end's
    two hooks (cancellation looked at first, progress ending at 1.0); a seat with one action
    allowed takes it without deciding."""

    name: str

    def __init__(self, seed: int = 0, rules: Rules | None = None) -> None:
        self.seed = seed
        self.rules = rules

    def choose(
        self,
        view: SeatView,
        legal: Sequence[Action],
        *,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Action:
        control = Control(progress, cancelled)
        control.check()
        if not legal:
            raise FiguresError("it is not this player's move")
        action = legal[0] if len(legal) == 1 else self.decide(view, legal, control)
        control.done()
        return action

    def decide(self, view: SeatView, legal: Sequence[Action], control: Control) -> Action:
        raise NotImplementedError

    def game_rules(self) -> Rules:
        """The rules of the game played (a level that plans needs them)."""
        if self.rules is None:
            raise FiguresError(
                f"the classic {self.name} player needs the game's rules "
                "(classic_player(name, seed, rules))"
            )
        return self.rules


def plays_of(legal: Sequence[Action]) -> list[Play | Lead]:
    return [a for a in legal if isinstance(a, Play | Lead)]


class Judged(NamedTuple):
    """What a play does at once, read from the engine: its points in play (All Fives), whether
    it empties the hand, and how many of the seat's tiles it can play next (while a double it
    placed waits to be covered: on that double)."""

    action: Play | Lead
    points: int
    out: bool
    playable: int


def judge(view: SeatView, rules: Rules, plays: Sequence[Play | Lead]) -> list[Judged]:
    """Each play put down and taken back on a round in the view's position (the hidden hands
    left empty: none of this depends on them)."""
    r = public_round(view, rules)
    me = view.seat
    judged = []
    for play in plays:
        step = r.push(play)
        judged.append(Judged(play, step.points, not r.hands[me], r.playable(me).bit_count()))
        r.undo()
    return judged


def medium_key(rules: Rules, me: int, judged: Judged) -> tuple[int, ...]:
    """How ``medium`` ranks a play, best highest: going out first; then in All Fives the most
    points now; in Mexican Train its own train, then the Mexican train, a double it can cover
    (one it cannot last), the heaviest; elsewhere a play after which it can still play, a
    double first (doubles fit fewer ends), then the most pips plus two for each tile it can
    play next (docs/ai.md has what the variants measured)."""
    t = judged.action.tile
    if rules.in_play == "fives":
        return (judged.out, judged.points, PIPS[t])
    if rules.branching == "trains":
        end = judged.action.end if isinstance(judged.action, Play) else ""
        train = 2 if end == TRAINS[me] else 1 if end == "mex" else 0
        double = (2 if judged.playable else 0) if IS_DOUBLE[t] else 1
        return (judged.out, train, double, PIPS[t])
    return (judged.out, judged.playable > 0, IS_DOUBLE[t], PIPS[t] + 2 * judged.playable)
