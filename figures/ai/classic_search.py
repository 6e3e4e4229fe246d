"""The classic games' ``hard`` player: deals of the hidden tiles sampled from what the seat
knows, each played out by a perfect-information search, and the action with the best mean.

For each of ``samples`` deals (:meth:`~figures.ai.classic_deals.Knowledge.deal`: the other
hands and the stock's order, consistent with the tiles seen, the counts and the numbers each
seat showed it lacks) a :class:`~figures.classic.round.Round` is built in the view's position
and every allowed action is valued by alpha-beta over the engine's own ``push`` and ``undo``:
to the end of the round when the tree is small enough, otherwise by iterative deepening to the
deepest depth that fits the node budget (``nodes`` a deal), with an evaluation of the
positions left open (:meth:`Search.leaf`). Actions forced on a seat (a single allowed action:
a pass, a draw, the lead by rule) are played through without counting as depth.

Values are in points for the seat's side: what it gains in the round less what the best other
side gains (its own pips lost, with Mexican Train's penalties), plus ``win`` points for winning
the game when the round decides it. The two gains behind each value are kept beside it
(:attr:`Search.split`), so that a hint can say what a play buys: points kept for the seat, or
denied to the others. The seat's side maximises, every other seat minimises (in
teams the partner plays for the side; with three or more sides the others are taken as allied
against it).

The work per decision is fixed by :class:`HardConfig` (deals and nodes, not the clock), so a
decision is reproducible from the seed; its time is measured in docs/ai.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from figures.ai.classic_base import BasePlayer, decision_rng, judge, medium_key, plays_of
from figures.ai.classic_deals import Knowledge, public_round
from figures.ai.common import Control
from figures.classic.actions import Action
from figures.classic.round import Round, SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import PIPS, pips_of
from figures.core.errors import FiguresError

__all__ = ["HardClassicPlayer", "HardConfig", "Search", "parse_config"]


@dataclass(frozen=True)
class HardConfig:
    #: Deals of the hidden tiles searched.
    samples: int = 48
    #: Positions a deal's search may visit (its first depth always completes).
    nodes: int = 250
    #: The deepest search, in choices (forced actions are free).
    depth: int = 60
    #: The round-win chance from the tile counts at the search's horizon: logistic slope per
    #: tile of difference.
    slope: float = 0.8
    #: What winning the game is worth, in points, when a round decides it.
    win: float = 100.0
    #: What winning a round is worth, in points, when the scoring counts rounds won.
    round: float = 30.0
    #: Remember positions reached by other orders of the same plays (1) or not (0).
    table: int = 1


def parse_config(text: str) -> HardConfig:
    """``"samples=16:nodes=300"`` -> a HardConfig with those fields changed."""
    defaults = HardConfig()
    changes: dict[str, Any] = {}
    for item in text.split(":"):
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or key not in HardConfig.__dataclass_fields__:
            known = ", ".join(HardConfig.__dataclass_fields__)
            raise FiguresError(f"bad hard player setting {item!r} (known: {known})")
        try:
            changes[key] = type(getattr(defaults, key))(value)
        except ValueError:
            raise FiguresError(f"bad value for hard player setting {key!r}: {value!r}") from None
    return replace(defaults, **changes)


class _OverBudget(Exception):
    """The search of one depth ran out of nodes: its values are dropped."""


#: A position remembered: the depth searched, the bounds found, the split of the value.
_Entry = tuple[int, float, float, tuple[float, float]]

INF = math.inf
#: The depth remembered for a position whose search reached every end of the round.
EXACT = 10**6
#: How often (in positions) the search looks at the cancel flag.
CHECK_EVERY = 256


class Search:
    """Alpha-beta over a :class:`Round`, valued for ``seat``'s side (see the module)."""

    def __init__(self, rules: Rules, seat: int, config: HardConfig, control: Control) -> None:
        self.rules = rules
        self.config = config
        self.control = control
        self.side_of = tuple(rules.side_of(s) for s in range(rules.players))
        self.me = rules.side_of(seat)
        self.sides = rules.sides
        self.penalty = rules.scoring == "penalty"
        self.unit = config.round if rules.scoring == "win" else 1.0
        # Whether every round ends the game (block's one round): the horizon's chance of
        # winning the round is then that of winning the game.
        self.last_round = rules.target.kind == "rounds" and rules.target.value == 1
        self.nodes = 0
        self.limit = INF
        self.cut = False
        self.base: tuple[float, ...] = ()
        self.fives = rules.in_play == "fives"
        self.table: dict[tuple[Any, ...], _Entry] | None = None
        #: The pips of the hands met (a hand recurs in many positions).
        self.pips: dict[int, int] = {}
        #: What the value last returned is made of: the seat's side's gain and the best other
        #: side's (the value is the first less the second, plus the game's ``win`` part).
        self.split: tuple[float, float] = (0.0, 0.0)
        #: The split of each action's value, in the order of the last :meth:`root`.
        self.splits: list[tuple[float, float]] = []

    # ------------------------------------------------------------------------- values

    def _gains(self, scores: Sequence[Any]) -> list[float]:
        base = self.base
        sign = -self.unit if self.penalty else self.unit
        return [sign * (float(scores[i]) - base[i]) for i in range(self.sides)]

    def terminal(self, r: Round) -> float:
        """The value of a round that has ended."""
        result = r.result
        assert result is not None
        gains = self._gains(result.scores)
        me = self.me
        mine, theirs = gains[me], max(g for i, g in enumerate(gains) if i != me)
        self.split = (mine, theirs)
        value = mine - theirs
        if result.game_over:
            winners = result.game_winners
            share = 1 / len(winners) if me in winners else 0.0
            value += self.config.win * (2 * share - 1)
        return value

    def leaf(self, r: Round) -> float:
        """The value of a round still in play at the search's horizon: the points scored so
        far, and the end of the round as the tile counts make it likely."""
        me = self.me
        side_of = self.side_of
        memo = self.pips
        tiles = [99] * self.sides
        pips = [0] * self.sides
        for seat, hand in enumerate(r.hands):
            side = side_of[seat]
            count = hand.bit_count()
            if count < tiles[side]:
                tiles[side] = count
            weight = memo.get(hand)
            if weight is None:
                weight = memo[hand] = pips_of(hand)
            pips[side] += weight
        mine = theirs = 0.0
        if self.fives:  # the only points scored in play
            gains = self._gains(r.scores)
            mine, theirs = gains[me], max(g for i, g in enumerate(gains) if i != me)
        if self.penalty:
            lightest = min(p for i, p in enumerate(pips) if i != me)
            self.split = (-pips[me], -lightest)
            return lightest - pips[me]
        rival = min(t for i, t in enumerate(tiles) if i != me)
        lead = rival - tiles[me] + (0.5 if side_of[r.turn] == me else -0.5)
        chance = 1 / (1 + math.exp(-self.config.slope * lead))
        if self.unit != 1.0:
            award, loss = self.unit, self.unit
        else:
            award, loss = sum(pips) - pips[me], pips[me]
        self.split = (mine + chance * award, theirs + (1 - chance) * loss)
        value = mine - theirs + (chance * award - (1 - chance) * loss)  # the split, summed
        if self.last_round:
            value += self.config.win * (2 * chance - 1)
        return value

    # ------------------------------------------------------------------------- search

    def key(self, r: Round) -> tuple[Any, ...]:
        """What decides a position's future: the hands, the stock drawn, the turn and its
        draws, the markers, the ends (and in All Fives the tiles there and the scores)."""
        layout = r.layout
        if self.fives:
            return (
                *r.hands, r.turn, r.drawn, *layout.ends.values(), *layout.tails.values(),
                layout.spinner, layout.spinner_sides, r.scores,
            )  # fmt: skip
        return (
            *r.hands, r.turn, r.drawn, r.draws, r.markers, *layout.ends.values(),
            layout.uncovered, layout.spinner,
        )  # fmt: skip

    def value(self, r: Round, depth: int, alpha: float, beta: float) -> float:
        """The position's value by alpha-beta to ``depth`` choices (fail-soft). With the
        table, each position searched is remembered with the bounds found and the depth it was
        searched to (any depth, when its search reached every end of the round)."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OverBudget
        if not self.nodes % CHECK_EVERY:
            self.control.check()
        if r.result is not None:
            return self.terminal(r)
        legal = r.legal_actions()
        if len(legal) == 1:
            r.push(legal[0])
            value = self.value(r, depth, alpha, beta)
            r.undo()
            return value
        if depth <= 0:
            self.cut = True
            return self.leaf(r)
        table = self.table
        if table is not None:
            key = self.key(r)
            entry = table.get(key)
            if entry is not None and entry[0] >= depth:
                low, high = entry[1], entry[2]
                if low >= beta or low == high or high <= alpha:
                    if entry[0] < EXACT:
                        self.cut = True
                    self.split = entry[3]
                    return low if low >= beta or low == high else high
        if len(legal) > 2:
            legal.sort(key=_heavy_first)
        start_alpha, start_beta = alpha, beta
        outer_cut = self.cut
        self.cut = False
        child = depth - 1
        split = self.split
        if self.side_of[r.turn] == self.me:
            best = -INF
            for action in legal:
                r.push(action)
                value = self.value(r, child, alpha, beta)
                r.undo()
                if value > best:
                    best = value
                    split = self.split
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
        else:
            best = INF
            for action in legal:
                r.push(action)
                value = self.value(r, child, alpha, beta)
                r.undo()
                if value < best:
                    best = value
                    split = self.split
                    if value < beta:
                        beta = value
                        if alpha >= beta:
                            break
        if table is not None:
            searched = depth if self.cut else EXACT
            if best <= start_alpha:
                table[key] = (searched, -INF, best, split)
            elif best >= start_beta:
                table[key] = (searched, best, INF, split)
            else:
                table[key] = (searched, best, best, split)
        self.cut = self.cut or outer_cut
        self.split = split
        return best

    def root(self, r: Round, legal: Sequence[Action]) -> list[float]:
        """The value of each allowed action on this deal: the deepest search that fits the
        budget (the first depth always completes), or the exact one when it reaches every
        end of the round; each value's split is in :attr:`splits`."""
        self.base = tuple(float(s) for s in r.scores)
        self.table = {} if self.config.table else None
        values: list[float] = []
        budget = self.nodes + self.config.nodes
        for depth in range(1, self.config.depth + 1):
            self.limit = INF if depth == 1 else budget
            self.cut = False
            try:
                found, splits = [], []
                for action in legal:
                    r.push(action)
                    found.append(self.value(r, depth - 1, -INF, INF))
                    splits.append(self.split)
                    r.undo()
            except _OverBudget:
                break  # the round is left half played: the caller drops it
            values = found
            self.splits = splits
            if not self.cut:
                break
        return values


def _heavy_first(action: Action) -> int:
    """Search order: the heaviest tiles first, draws and passes last."""
    return -PIPS[action[0]] if isinstance(action, tuple) else 1


class HardClassicPlayer(BasePlayer):
    """Plans by sampling the hidden hands and searching each deal (see the module)."""

    name = "hard"

    def __init__(
        self, seed: int = 0, rules: Rules | None = None, config: HardConfig | None = None
    ) -> None:
        super().__init__(seed, rules)
        self.config = config or HardConfig()

    def values(self, view: SeatView, legal: Sequence[Action], control: Control) -> list[float]:
        """The mean value of each allowed action over the sampled deals, in ``legal``'s
        order; progress rises by one step a deal."""
        return [value for value, _, _ in self.means(view, legal, control)]

    def means(
        self, view: SeatView, legal: Sequence[Action], control: Control
    ) -> list[tuple[float, float, float]]:
        """Each allowed action's mean value over the sampled deals, with the means of the two
        gains it is made of (the seat's side's, the best other side's: :attr:`Search.split`),
        in ``legal``'s order; progress rises by one step a deal."""
        rules = self.game_rules()
        knowledge = Knowledge(view, rules)
        rng = decision_rng(self.seed, view, self.name)
        search = Search(rules, view.seat, self.config, control)
        totals = [[0.0, 0.0, 0.0] for _ in legal]
        samples = max(1, self.config.samples)
        for index in range(samples):
            hands, stock = knowledge.deal(rng)
            r = public_round(view, rules, hands, stock)
            values = search.root(r, legal)
            for total, value, (mine, theirs) in zip(totals, values, search.splits, strict=True):
                total[0] += value
                total[1] += mine
                total[2] += theirs
            control.report((index + 1) / samples)
        return [(v / samples, m / samples, t / samples) for v, m, t in totals]

    def ranked(
        self, view: SeatView, legal: Sequence[Action], control: Control
    ) -> list[tuple[Action, float]]:
        """Every allowed action with its mean value, best first; among equals, the one
        ``medium`` prefers first."""
        return [(action, value) for action, (value, _, _) in self.explained(view, legal, control)]

    def explained(
        self, view: SeatView, legal: Sequence[Action], control: Control
    ) -> list[tuple[Action, tuple[float, float, float]]]:
        """:meth:`ranked` with each action's :meth:`means` (its value and the two gains it is
        made of)."""
        means = self.means(view, legal, control)
        rules = self.game_rules()
        plays = plays_of(legal)
        order = {j.action: medium_key(rules, view.seat, j) for j in judge(view, rules, plays)}
        return sorted(
            zip(legal, means, strict=True),
            key=lambda am: (am[1][0], order.get(am[0], ())),  # type: ignore[arg-type]
            reverse=True,
        )

    def decide(self, view: SeatView, legal: Sequence[Action], control: Control) -> Action:
        return self.ranked(view, legal, control)[0][0]
