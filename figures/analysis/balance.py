"""What a rule designer measures over many games: where the points come from, how long games
last, how they end, whether the first player has an edge.

:func:`colour_detail` and :func:`classic_detail` summarise one finished game (worked out
where it was played, a worker of a simulation included, and sent back with its result);
:func:`aggregate` puts the games of one setting together; the figures are plain numbers, the
report (:mod:`figures.analysis.report`) draws and writes them. No arcade, no plotting here.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from figures.classic.game import Game as ClassicGame
    from figures.colour.game import Game

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054
#: Where a colour game's points come from (the payments are negative).
SOURCES = ("edges", "bonus", "closures", "payments")


def colour_detail(game: Game) -> dict[str, Any]:
    """One colour game in numbers: per seat the points from each source, the paid second
    placements and what they earned (their points less the payment), the sizes of the surfaces
    closed, the turns played."""
    n = game.player_count
    sources = {name: [0] * n for name in SOURCES}
    seconds = [0] * n
    second_net = [0] * n
    closed: list[int] = []
    for turn in game.turns:
        seat = turn.player
        for placement in turn.placements:
            score = placement.score
            sources["edges"][seat] += score.connected_edges
            sources["bonus"][seat] += score.bonus
            sources["closures"][seat] += sum(score.closed_surfaces)
            sources["payments"][seat] -= placement.paid
            closed.extend(score.closed_surfaces)
            if placement.paid:
                seconds[seat] += 1
                second_net[seat] += score.points - placement.paid
    return {
        "sources": sources,
        "seconds": seconds,
        "second_net": second_net,
        "closed": closed,
        "turns": len(game.turns),
    }


def classic_detail(game: ClassicGame) -> dict[str, Any]:
    """One classic game in numbers: how each round ended, the points scored in play and at
    the end of rounds (per side, summed over the rounds)."""
    sides = game.rules.sides
    in_play = [0] * sides
    at_end = [0.0] * sides
    endings: Counter[str] = Counter()
    for entry in game.rounds:
        result = entry.round.result
        if result is None:
            continue
        tied = result.how == "blocked" and result.winner is None
        endings["tied" if tied else result.how] += 1
        for step in entry.round.log:
            if step.points:
                in_play[game.rules.side_of(step.seat)] += step.points
        for side, points in enumerate(result.points):
            at_end[side] += float(points)
    return {
        "rounds": len(game.rounds),
        "endings": dict(endings),
        "in_play": in_play,
        "at_end": at_end,
        "actions": len(game.history()),
    }


@dataclass(slots=True)
class Aggregate:
    """The games of one setting, put together."""

    label: str
    games: int = 0
    #: Wins by position in the order of play (0: the first player), ties as shares.
    wins_by_position: list[float] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    #: Colour: points from each source, summed over seats and games.
    sources: dict[str, int] = field(default_factory=dict)
    seconds: int = 0
    second_net: int = 0
    turns: int = 0
    closed: list[int] = field(default_factory=list)
    #: Classic: rounds per game, round endings, points in play and at the end.
    rounds: list[int] = field(default_factory=list)
    round_endings: Counter[str] = field(default_factory=Counter)
    in_play: float = 0.0
    at_end: float = 0.0
    #: Colour: the price of a second placement under the setting's house rules.
    cost: int = 4

    def win_rate(self, position: int) -> float:
        return self.wins_by_position[position] / self.games if self.games else 0.0


def aggregate(label: str, results: Sequence[Any], players: int, *, cost: int = 4) -> Aggregate:
    """The :class:`~figures.ai.tournament.GameResult` of one setting's games together (each
    with its ``detail``), played with a second placement at ``cost``."""
    total = Aggregate(label, wins_by_position=[0.0] * players, cost=cost)
    total.sources = dict.fromkeys(SOURCES, 0)
    for result in results:
        total.games += 1
        sides = len(result.scores)
        for winner in result.winners:
            position = (winner - result.first_player) % sides
            total.wins_by_position[position] += 1 / len(result.winners)
        total.endings[result.reason] += 1
        detail = result.detail or {}
        if "sources" in detail:
            total.lengths.append(detail["turns"])
            for name in SOURCES:
                total.sources[name] += sum(detail["sources"][name])
            total.seconds += sum(detail["seconds"])
            total.second_net += sum(detail["second_net"])
            total.turns += detail["turns"]
            total.closed.extend(detail["closed"])
        elif "rounds" in detail:
            total.rounds.append(detail["rounds"])
            total.lengths.append(detail["actions"])
            total.round_endings.update(detail["endings"])
            total.in_play += sum(detail["in_play"])
            total.at_end += sum(detail["at_end"])
    return total


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else 0.0


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (successes may be fractional)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)
