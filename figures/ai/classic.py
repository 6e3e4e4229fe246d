"""Computer players of the classic games, looked up by the name used on the command line and
in records: ``random``, ``easy``, ``medium`` and ``hard`` (``hard`` takes settings after colons,
``hard:samples=32``; see :mod:`figures.ai.classic_search`).

A player decides from what its seat may see (:class:`~figures.classic.round.SeatView`), the
actions the engine allows it (``Game.legal_actions``, which that view alone determines: the
seat's hand, the open ends and whether the stock has tiles) and the game's rules, which every
seat knows. The interface is the colour game's (:mod:`figures.ai.players`): ``choose`` takes
the front end's ``progress`` and ``cancelled`` hooks, raises
:class:`~figures.ai.common.DecisionCancelled` once ``cancelled()`` is true, and a decision is
fixed by the player's seed and what the view shows (:func:`decision_rng`), whatever was asked
before.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from figures.ai.classic_deals import public_round
from figures.ai.common import Control, DecisionCancelled
from figures.classic.actions import Action, Lead, Play
from figures.classic.layout import TRAINS, matadors
from figures.classic.round import SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import IS_DOUBLE, PIPS
from figures.core.errors import FiguresError
from figures.core.text import shown

__all__ = [
    "CLASSIC_PLAYERS",
    "ClassicPlayer",
    "DecisionCancelled",
    "EasyClassicPlayer",
    "MediumClassicPlayer",
    "RandomClassicPlayer",
    "classic_player",
    "decision_rng",
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


class RandomClassicPlayer(BasePlayer):
    """An allowed play at random; a draw or a pass only when it has no play (the engine also
    offers a draw instead of a matador in Matador, which no level without a search takes: a
    seat drawing while it holds a playable tile can empty the stock into its hand)."""

    name = "random"

    def decide(self, view: SeatView, legal: Sequence[Action], control: Control) -> Action:
        return decision_rng(self.seed, view, self.name).choice(plays_of(legal) or legal)


class EasyClassicPlayer(BasePlayer):
    """A play at random, a heavy tile likelier than a light one (weight: its pips plus one);
    draws or passes only when it cannot play."""

    name = "easy"

    def decide(self, view: SeatView, legal: Sequence[Action], control: Control) -> Action:
        plays = plays_of(legal)
        if not plays:
            return legal[0]
        rng = decision_rng(self.seed, view, self.name)
        return rng.choices(plays, weights=[1 + PIPS[p.tile] for p in plays])[0]


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


class MediumClassicPlayer(BasePlayer):
    """A sound greedy player (:func:`medium_key`). In Matador it keeps its matadors for when
    they are needed: it plays another tile when it can, and a matador when only matadors fit.
    It never draws instead (the rules let it, but with blank ends drawing can take the whole
    stock: only ``hard``, whose search weighs the draw, ever does)."""

    name = "medium"

    def decide(self, view: SeatView, legal: Sequence[Action], control: Control) -> Action:
        rules = self.game_rules()
        plays = plays_of(legal)
        if not plays:
            return legal[0]
        if rules.match == "matador":
            kept = matadors(rules.set)
            plays = [p for p in plays if not kept >> p.tile & 1] or plays
        judged = judge(view, rules, plays)
        return max(judged, key=lambda j: medium_key(rules, view.seat, j)).action


def _hard(seed: int, rules: Rules | None) -> ClassicPlayer:
    from figures.ai.classic_search import HardClassicPlayer

    return HardClassicPlayer(seed, rules)


CLASSIC_PLAYERS: dict[str, Callable[[int, Rules | None], ClassicPlayer]] = {
    "random": RandomClassicPlayer,
    "easy": EasyClassicPlayer,
    "medium": MediumClassicPlayer,
    "hard": _hard,
}


def classic_player(name: str, seed: int = 0, rules: Rules | None = None) -> ClassicPlayer:
    """The classic player called ``name``, seeded, for a game played by ``rules`` (``medium``
    and ``hard`` need them to decide; any level can be named without them, to check the name).
    ``hard`` takes settings after colons (``hard:samples=16:nodes=400``); a one-line
    FiguresError for an unknown level or setting."""
    base, _, options = name.partition(":")
    try:
        factory = CLASSIC_PLAYERS[base]
    except KeyError:
        known = ", ".join(CLASSIC_PLAYERS)
        raise FiguresError(
            f"unknown computer player {shown(name)} for a classic game (known: {known})"
        ) from None
    if not options:
        return factory(seed, rules)
    if base != "hard":
        raise FiguresError(f"only 'hard' takes settings, not {shown(base)}")
    from figures.ai.classic_search import HardClassicPlayer, parse_config

    return HardClassicPlayer(seed, rules, parse_config(options))
