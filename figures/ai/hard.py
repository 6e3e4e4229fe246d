"""The ``hard`` player: plans the whole turn and looks one reply ahead on sampled hands.

For the player to move it lists *turn plans*: a first placement, and for the best first
placements the best paid second placements of the other domino (so a first placement that
sets up the second is seen as one plan). Each plan is valued in points:

    value = points this turn − payment
            + ``keep`` × the value of the hand the plan leaves for the next turn
            − ``threat`` × what the plan adds to the next player's best reply

The next player's hand is modelled as two dominoes from ``view.unseen()``: a fixed number of
pairs drawn with a generator fixed by the seed and the public state, so every decision is
reproducible and depends on nothing a player cannot see. The reply term compares, for each
sampled hand, its best placement near the plan's dominoes with its best on the table as it
is: only what the plan opens counts against it. The hand term compares keeping the second
domino (worth its best placement after the plan) with drawing afresh. When the game ends with
this turn the hand term is dropped, and so is the reply term when nobody plays after it.
``finish`` (off: it measured no gain) values plans that end the game by their chance of
winning instead.

The work per decision is fixed by :class:`HardConfig` (not by the clock), which keeps
decisions reproducible; the defaults take about 80 ms a decision (see docs/ai.md).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from statistics import fmean
from typing import Any

from figures.ai.common import (
    CHECK_EVERY,
    Control,
    Player,
    decision_rng,
    fallback,
    placements,
    places_of,
    scored,
)
from figures.colour.actions import Action, EndTurn, Place
from figures.colour.board import Board, Placed
from figures.colour.errors import FiguresError
from figures.colour.game import Phase
from figures.colour.geometry import DIRS, OFFSET, SIDES, Cell, Side
from figures.colour.rules import Score, is_legal, score_spot
from figures.colour.tiles import TileSet
from figures.colour.views import PlayerView


@dataclass(frozen=True)
class HardConfig:
    #: Two-domino hands sampled from the unseen dominoes (0: weigh every pair exactly).
    samples: int = 8
    #: First placements per hand domino that get a second placement searched after them.
    firsts_per_tile: int = 60
    #: Best second placements kept per first placement.
    seconds_per_first: int = 2
    #: Plans (best by points and hand) whose replies are sampled.
    plans_searched: int = 80
    #: Weight of what a plan adds to the next player's best reply.
    threat: float = 1.0
    #: Weight of the value of the hand left for the next turn.
    keep: float = 0.5
    #: Drop the hand term when the player has no next turn, the reply term when nobody
    #: replies (measured neutral, kept as what the rules imply: see docs/ai.md).
    endgame: bool = True
    #: Value plans that end the game by their chance of winning (the equal-turns ending).
    #: Off: it measured no gain (docs/ai.md).
    finish: bool = False


class Hands:
    """The hands the next player may hold: sampled pairs of unseen dominoes, or (``pairs`` is
    None) every pair of them, all equally likely, weighed exactly."""

    def __init__(self, tiles: list[int], pairs: list[tuple[int, int]] | None) -> None:
        self.tiles = tiles
        self.pairs = pairs

    def __bool__(self) -> bool:
        return len(self.tiles) >= 2

    def pairs_to_weigh(self) -> Iterable[tuple[int, int]]:
        if self.pairs is not None:
            return self.pairs
        return combinations(self.tiles, 2)

    def mean_max(self, value: dict[int, int]) -> float:
        """The mean over hands of the better of the two dominoes' values."""
        if self.pairs is not None:
            return fmean(max(value[a], value[b]) for a, b in self.pairs)
        ranked = sorted(value[t] for t in self.tiles)  # the i-th is the better in i pairs
        count = len(ranked)
        return sum(i * v for i, v in enumerate(ranked)) / (count * (count - 1) / 2)

    def mean_with(self, kept: int, value: dict[int, int]) -> float:
        """The mean of the better of ``kept`` and one fresh domino."""
        if self.pairs is not None:
            return fmean(max(kept, value[a]) for a, _ in self.pairs)
        return fmean(max(kept, value[t]) for t in self.tiles)


#: What winning is worth against points, when a plan decides the game.
WIN_VALUE = 1000.0
#: Points of lead that make a game that goes on about 73% won (logistic scale).
FINISH_SCALE = 10.0


def _share(mine: int, outcomes: Sequence[Sequence[int]]) -> float:
    """The mean share of the win over outcomes, each the rivals' final scores: 1 when ahead
    of all, a share when level with the best, else 0."""
    total = 0.0
    for rivals in outcomes:
        top = max(rivals)
        if mine > top:
            total += 1
        elif mine == top:
            total += 1 / (1 + sum(1 for r in rivals if r == top))
    return total / len(outcomes) if outcomes else 0.0


def parse_config(text: str) -> HardConfig:
    """``"threat=0:keep=0.3"`` -> a HardConfig with those fields changed."""
    defaults = HardConfig()
    changes: dict[str, Any] = {}
    for item in text.split(":"):
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or key not in HardConfig.__dataclass_fields__:
            known = ", ".join(HardConfig.__dataclass_fields__)
            raise FiguresError(f"bad hard player setting {item!r} (known: {known})")
        kind = type(getattr(defaults, key))
        try:
            if kind is bool:
                flag = value.strip().lower()
                if flag not in ("0", "1", "true", "false", "yes", "no", "on", "off"):
                    raise ValueError(flag)
                changes[key] = flag in ("1", "true", "yes", "on")
            else:
                changes[key] = kind(value)
        except ValueError:
            raise FiguresError(f"bad value for hard player setting {key!r}: {value!r}") from None
    return replace(defaults, **changes)


@dataclass(eq=False)
class Plan:
    first: Place | None  # None: the first placement is already down (the SECOND phase)
    first_score: Score | None
    second: Place | None
    second_score: Score | None
    kept: int | None = None  # the domino kept for the next turn, if any
    kept_best: int = 0  # its best points on the table after the plan
    value: float = 0.0
    parts: dict[str, float] = field(default_factory=dict)

    @property
    def action(self) -> Action:
        """What to do now to follow the plan."""
        if self.first is not None:
            return self.first
        return self.second if self.second is not None else EndTurn()

    @property
    def points(self) -> int:
        total = self.first_score.points if self.first_score is not None else 0
        if self.second_score is not None:
            total += self.second_score.points - self.second_score.rules.cost
        return total

    def placed(self, tileset: TileSet) -> list[Placed]:
        return [
            Placed(tileset[p.tile].faces[p.face], p.at, p.dir, p.tile)
            for p in (self.first, self.second)
            if p is not None
        ]


def _first_score(plan: Plan) -> Score:
    """The score of the placement a plan makes now."""
    score = plan.first_score if plan.first is not None else plan.second_score
    assert score is not None
    return score


def _best_points(board: Board, tileset: TileSet, tile: int) -> int:
    ranked = scored(board, tileset, placements(board, tileset, [tile]))
    return max((s.points for _, s in ranked), default=0)


def _spots_near(board: Board, cells: Sequence[Cell]) -> list[tuple[Cell, Side]]:
    """Empty two-cell spots with a cell next to one of ``cells``: where a reply could use
    what a plan has just put down."""
    covered = board.cells
    spots: set[tuple[Cell, Side]] = set()
    for x, y in cells:
        for side in SIDES:
            sx, sy = OFFSET[side]
            n = (x + sx, y + sy)
            if n in covered:
                continue
            for d in DIRS:
                dx, dy = OFFSET[d]
                for at in (n, (n[0] - dx, n[1] - dy)):
                    if at not in covered and (at[0] + dx, at[1] + dy) not in covered:
                        spots.add((at, d))
    return sorted(spots)


def _best_near(
    board: Board, tileset: TileSet, tile: int, spots: Sequence[tuple[Cell, Side]]
) -> int:
    best = 0
    for face in tileset[tile].faces:
        for at, d in spots:
            if is_legal(board, face, at, d):
                best = max(best, score_spot(board, face, at, d).points)
    return best


class HardPlayer(Player):
    name = "hard"

    def __init__(self, seed: int = 0, config: HardConfig | None = None) -> None:
        self.seed = seed
        self.config = config if config is not None else HardConfig()

    def decide(self, view: PlayerView, control: Control) -> Action:
        places = places_of(view)
        if not places:
            return fallback(view)
        if view.phase is Phase.OPENING:  # the opening scores nothing: touch the most edges
            ranked = scored(view.board, view.tileset, places)  # scoring never changes it
            return max(ranked, key=lambda ps: ps[1].points)[0]
        plans = self.plans(view, control)
        return max(plans, key=lambda p: p.value).action  # the first made among equals

    def ranked(
        self, view: PlayerView, cancelled: Callable[[], bool] | None = None
    ) -> list[tuple[Place, Score, float]]:
        """Every placement the player to move may make now, with its score and its value
        (that of the best plan starting with it), best first. For hints."""
        out: list[tuple[Place, Score, float]] = []
        for plan in self.ranked_plans(view, cancelled):
            action = plan.action
            assert isinstance(action, Place)
            out.append((action, _first_score(plan), plan.value))
        return out

    def ranked_plans(
        self, view: PlayerView, cancelled: Callable[[], bool] | None = None
    ) -> list[Plan]:
        """:meth:`ranked` with the numbers behind each value: the best plan starting with
        each placement (its ``parts``: points, the kept domino's term, the threat of the
        next player's reply, the chance to win), best first."""
        control = Control(None, cancelled)
        control.check()
        if view.phase is Phase.OPENING or not places_of(view):
            return []
        best: dict[Place, Plan] = {}
        for plan in self.plans(view, control):
            action = plan.action
            if not isinstance(action, Place):
                continue
            if action not in best or plan.value > best[action].value:
                best[action] = plan
        return sorted(best.values(), key=lambda plan: -plan.value)

    # ------------------------------------------------------------------ planning

    def plans(self, view: PlayerView, control: Control) -> list[Plan]:
        """Every plan considered for this decision, each with its value (in the order made)."""
        config = self.config
        tileset = view.tileset
        board = view.board.copy()
        me = view.player
        rng = decision_rng(self.seed, view, self.name)
        unseen = sorted(view.unseen())
        if len(unseen) < 2:  # the last dominoes: no two-domino hand to imagine
            hands = Hands(unseen, [])
        elif config.samples > 0:
            pairs = [(a, b) for a, b in (rng.sample(unseen, 2) for _ in range(config.samples))]
            hands = Hands(sorted({t for pair in pairs for t in pair}), pairs)
        else:
            hands = Hands(unseen, None)
        sample_tiles = hands.tiles if hands else []
        control.report(0.05)

        plans = self._turn_plans(view, board, control)
        control.report(0.4)

        # Whose turns remain: players after this one in the round, and whether this player
        # has another turn (not when someone is at or past the target after this plan).
        later = sum(
            1 for p, n in enumerate(view.turns_played) if p != me and n == view.turns_played[me]
        )
        reached_before = any(view.reaches_target(p) for p in range(len(view.scores)))
        base = {}
        for index, tile in enumerate(sample_tiles):
            base[tile] = _best_points(board, tileset, tile)
            if index % 4 == 0:
                control.report(0.4 + 0.2 * index / max(1, len(sample_tiles)))
        fresh = hands.mean_max(base) if hands else 0.0

        for plan in plans:
            ends = reached_before or view.reaches_target(me, plan.points)
            has_next = not (config.endgame and ends)
            hand_term = 0.0
            if has_next and hands:
                if plan.second is not None or plan.kept is None:
                    hand_term = fresh
                else:
                    hand_term = hands.mean_with(plan.kept_best, base)
            plan.parts = {"points": plan.points, "hand": hand_term}
            plan.value = plan.points + config.keep * hand_term

        if config.threat and hands:
            searched = sorted(plans, key=lambda p: -p.value)[: config.plans_searched]
            for index, plan in enumerate(searched):
                ends = reached_before or view.reaches_target(me, plan.points)
                if config.endgame and later == 0 and ends:
                    plan.parts["threat"] = 0.0  # the game ends with this turn: nobody replies
                    continue
                threat = self._threat(board, tileset, plan, hands, base, control)
                plan.parts["threat"] = threat
                plan.value -= config.threat * threat
                control.report(0.6 + 0.4 * (index + 1) / len(searched))
            # plans whose replies were not looked at count as if they opened the most
            worst = max((p.parts["threat"] for p in searched), default=0.0)
            for plan in plans:
                if "threat" not in plan.parts:
                    plan.parts["threat"] = worst
                    plan.value -= config.threat * worst
        if config.finish:
            self._finish(view, board, plans, hands, control)
        return plans

    def _finish(
        self,
        view: PlayerView,
        board: Board,
        plans: Sequence[Plan],
        hands: Hands,
        control: Control,
    ) -> None:
        """The equal-turns ending. When a plan ends the game (someone is at the target and
        the round ends with this turn or after the players still to play in it), what counts
        is winning: such a plan is worth its chance of winning, exact when nobody plays after
        this turn, otherwise sampled from the replies of the players still to play (their
        best placement, plus a paid second when it gains). A plan that lets the game go on
        is worth a chance taken from the current lead."""
        me = view.player
        scores = view.scores
        reached = any(view.reaches_target(p) for p in range(len(scores)))
        ending = [p for p in plans if reached or view.reaches_target(me, p.points)]
        if not ending:
            return
        later = [
            p for p, n in enumerate(view.turns_played) if p != me and n == view.turns_played[me]
        ]
        earlier_best = max(
            (s for p, s in enumerate(scores) if p != me and p not in later), default=-1
        )
        searched = ending
        if later:
            searched = sorted(ending, key=lambda p: -p.value)[: self.config.plans_searched]
        chances: dict[int, float] = {}
        for index, plan in enumerate(searched):
            mine = scores[me] + plan.points
            if not later or not hands:
                rivals = [earlier_best, *(scores[p] for p in later)]
                chances[id(plan)] = _share(mine, [rivals])
                continue
            best = self._replies(board, view.tileset, plan, hands, control)
            outcomes = []
            for a, b in hands.pairs_to_weigh():
                high, low = max(best[a], best[b]), min(best[a], best[b])
                reply = high + max(0, low - view.rules.cost)
                outcomes.append([earlier_best, *(scores[p] + reply for p in later)])
            chances[id(plan)] = _share(mine, outcomes)
            control.report(0.9 + 0.1 * (index + 1) / len(searched))
        ends = {id(p) for p in ending}
        going_on = [p for p in plans if id(p) not in ends]
        lead = scores[me] + max((p.points for p in going_on), default=0)
        lead -= max(s for p, s in enumerate(scores) if p != me)
        chance_going_on = 1 / (1 + math.exp(-lead / FINISH_SCALE))
        for plan in plans:
            chance = chances.get(id(plan), 0.0) if id(plan) in ends else chance_going_on
            plan.parts["win"] = chance
            plan.value += WIN_VALUE * chance

    def _replies(
        self,
        board: Board,
        tileset: TileSet,
        plan: Plan,
        hands: Hands,
        control: Control,
    ) -> dict[int, int]:
        """Each sampled domino's best points anywhere on the table after the plan."""
        placed = plan.placed(tileset)
        for p in placed:
            board.place(p)
        try:
            best = {}
            for tile in hands.tiles:
                best[tile] = _best_points(board, tileset, tile)
                control.check()
        finally:
            for _ in placed:
                board.undo()
        return best

    def _turn_plans(self, view: PlayerView, board: Board, control: Control) -> list[Plan]:
        config = self.config
        tileset = view.tileset
        places = places_of(view)
        if view.phase is Phase.SECOND:
            # The first placement is down: end the turn (keeping the domino) or pay.
            kept = view.hand[0] if view.hand else None
            ranked = scored(board, tileset, places)
            ranked.sort(key=lambda ps: -ps[1].points)
            best = ranked[0][1].points if ranked else 0
            if kept is not None and not ranked:
                best = _best_points(board, tileset, kept)
            plans = [Plan(None, None, None, None, kept, best)]
            plans += [Plan(None, None, p, s) for p, s in ranked[: config.seconds_per_first]]
            return plans

        firsts = scored(board, tileset, places)
        firsts.sort(key=lambda ps: -ps[1].points)  # stable: engine order among equals
        chosen: list[tuple[Place, Score]] = []
        for tile in dict.fromkeys(p.tile for p, _ in firsts):
            chosen += [ps for ps in firsts if ps[0].tile == tile][: config.firsts_per_tile]
        plans = []
        for index, (first, score) in enumerate(chosen):
            if index % 2 == 0:
                control.report(0.05 + 0.35 * index / len(chosen))
            others = [t for t in view.hand if t != first.tile]
            if not others:
                plans.append(Plan(first, score, None, None))
                continue
            other = others[0]
            face = tileset[first.tile].faces[first.face]
            board.place(Placed(face, first.at, first.dir, first.tile))
            seconds = scored(board, tileset, placements(board, tileset, [other]))
            board.undo()
            seconds.sort(key=lambda ps: -ps[1].points)
            kept_best = seconds[0][1].points if seconds else 0
            plans.append(Plan(first, score, None, None, other, kept_best))
            if view.affords_second_after(score.points):
                plans += [Plan(first, score, p, s) for p, s in seconds[: config.seconds_per_first]]
        # First placements not searched further still count as plans (ending the turn).
        # (their kept domino is valued by its best placement on the table as it is).
        searched = {p for p, _ in chosen}
        best_now: dict[int, int] = {}
        for p, s in firsts:
            best_now[p.tile] = max(best_now.get(p.tile, 0), s.points)
        for p, s in firsts:
            if p not in searched:
                others = [t for t in view.hand if t != p.tile]
                if others:
                    plans.append(Plan(p, s, None, None, others[0], best_now.get(others[0], 0)))
                else:
                    plans.append(Plan(p, s, None, None))
        return plans

    def _threat(
        self,
        board: Board,
        tileset: TileSet,
        plan: Plan,
        hands: Hands,
        base: dict[int, int],
        control: Control,
    ) -> float:
        """How much the plan raises the next player's best reply, averaged over the hands."""
        placed = plan.placed(tileset)
        for p in placed:
            board.place(p)
        try:
            cells = [c for p in placed for c in p.cells]
            spots = _spots_near(board, cells)
            near: dict[int, int] = {}
            for count, tile in enumerate(hands.tiles):
                near[tile] = max(base[tile], _best_near(board, tileset, tile, spots))
                if count % CHECK_EVERY == 0:
                    control.check()
        finally:
            for _ in placed:
                board.undo()
        return hands.mean_max(near) - hands.mean_max(base)
