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

from collections.abc import Callable, Sequence

from figures.ai.classic_base import (
    BasePlayer,
    ClassicPlayer,
    Judged,
    decision_rng,
    judge,
    medium_key,
    plays_of,
)
from figures.ai.classic_search import HardClassicPlayer, parse_config
from figures.ai.common import Control, DecisionCancelled
from figures.classic.actions import Action
from figures.classic.layout import matadors
from figures.classic.round import SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import PIPS
from figures.core.errors import FiguresError
from figures.core.text import shown

__all__ = [
    "CLASSIC_PLAYERS",
    "BasePlayer",
    "ClassicPlayer",
    "DecisionCancelled",
    "EasyClassicPlayer",
    "HardClassicPlayer",
    "Judged",
    "MediumClassicPlayer",
    "RandomClassicPlayer",
    "classic_player",
    "decision_rng",
    "judge",
    "medium_key",
    "plays_of",
]


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


CLASSIC_PLAYERS: dict[str, Callable[[int, Rules | None], ClassicPlayer]] = {
    "random": RandomClassicPlayer,
    "easy": EasyClassicPlayer,
    "medium": MediumClassicPlayer,
    "hard": HardClassicPlayer,
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
    return HardClassicPlayer(seed, rules, parse_config(options))
