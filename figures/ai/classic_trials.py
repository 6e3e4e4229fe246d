"""Strength and speed trials of the classic computer players, in one process:

    python -m figures.ai.classic_trials --game all-fives --players hard,medium --games 200 --seed 1

The games are those ``figures simulate --game G --players ... --seed S`` plays, through the
same loop (:func:`~figures.ai.tournament.play_classic`: game ``i`` dealt from seed ``S + i`` and
started by seat ``i mod players``), one process only, so that the times are not shared with
another game. It prints each side's wins (a tie shared) with the 95% Wilson interval, the
rounds each side won, the points a round (each side's final scores over the rounds played,
which tell two levels apart with fewer games than the wins do), and per level the median,
95th percentile and worst time of the decisions it had to think about (more than one action
allowed) and of all its decisions. ``hard`` settings go after colons as in ``simulate``
(``hard:samples=16``).

``--duplicate DEALS`` plays instead the first round of each deal twice, the second time with
every kind one seat on, and prints the margin a round of seat 0's kind (:func:`duplicate`):
the luck of the deal cancels out, so two settings of ``hard`` are told apart with far fewer
rounds than whole games need.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from figures.ai.classic import classic_player
from figures.ai.tournament import play_classic, sides_of
from figures.analysis.balance import wilson
from figures.classic.game import Game, SeededChance
from figures.classic.rules import Rules, target_from_json


@dataclass
class Trial:
    """The results of a run, per side, and the decision times per level."""

    wins: list[float]
    rounds_won: list[float]
    #: Points each side scored over all the games (in play and at the rounds' ends).
    points: list[float]
    rounds: int = 0
    games: int = 0
    #: Per level: the times of decisions with a choice, and of every decision.
    thought: dict[str, list[float]] = field(default_factory=dict)
    every: dict[str, list[float]] = field(default_factory=dict)


def play(kinds: Sequence[str], rules: Rules, seed: int, first: int, trial: Trial) -> Game:
    """One game, played by the tournament's own loop, its results added to ``trial``."""
    game, times = play_classic(kinds, rules, seed=seed, first_player=first)
    # Which decisions had a choice: the game's actions again on the same deals.
    replay = Game(rules, SeededChance(seed), first)
    made = [0] * len(kinds)
    for played in game.history():
        seat = played.seat
        spent = times[seat][made[seat]]
        made[seat] += 1
        trial.every.setdefault(kinds[seat], []).append(spent)
        if len(replay.legal_actions()) > 1:
            trial.thought.setdefault(kinds[seat], []).append(spent)
        replay.apply(played.action)
    outcome = game.outcome
    assert outcome is not None
    for side in outcome.winners:
        trial.wins[side] += 1 / len(outcome.winners)
    for side, score in enumerate(outcome.scores):
        trial.points[side] += float(score)
    for entry in game.rounds:
        result = entry.result
        if result is not None and result.how != "target":
            trial.rounds += 1
            if result.winner is not None:
                trial.rounds_won[result.winner] += 1
    trial.games += 1
    return game


def _counted(total: int, unit: str, progress: bool) -> Iterable[int]:
    """``range(total)`` with tqdm's progress bar on standard error (as ``figures simulate``
    draws it), when ``progress`` and standard error is a terminal."""
    from tqdm import tqdm

    bar: Iterable[int] = tqdm(
        range(total), file=sys.stderr, disable=None if progress else True, unit=f" {unit}"
    )
    return bar


def run(
    kinds: Sequence[str], rules: Rules, games: int, seed: int, *, progress: bool = True
) -> Trial:
    trial = Trial([0.0] * rules.sides, [0.0] * rules.sides, [0.0] * rules.sides)
    for index in _counted(games, "games", progress):
        play(kinds, rules, seed + index, index % len(kinds), trial)
    return trial


def _ms(values: list[float], q: float) -> str:
    ordered = sorted(values)
    return f"{1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]:.2f}"


def report(kinds: Sequence[str], rules: Rules, trial: Trial) -> list[str]:
    lines = []
    for side, seats in enumerate(sides_of(rules)):
        low, high = wilson(trial.wins[side], trial.games)
        rate = trial.wins[side] / trial.games if trial.games else 0.0
        names = "+".join(kinds[s] for s in seats)
        lines.append(
            f"side {side} ({names}): {trial.wins[side]:g} of {trial.games} games, "
            f"{100 * rate:.1f}% [{100 * low:.1f}-{100 * high:.1f}]; "
            f"rounds won {trial.rounds_won[side]:g} of {trial.rounds}, "
            f"{trial.points[side] / max(1, trial.rounds):.2f} points a round"
        )
    for kind in sorted(trial.every):
        for label, times in (
            ("with a choice", trial.thought.get(kind, [])),
            ("all", trial.every[kind]),
        ):
            if times:
                lines.append(
                    f"{kind} decisions {label}: {len(times)}, median "
                    f"{1000 * statistics.median(times):.2f} ms, 95th {_ms(times, 0.95)} ms, "
                    f"worst {1000 * max(times):.1f} ms"
                )
    return lines


def first_round(kinds: Sequence[str], rules: Rules, seed: int) -> tuple[list[float], int | None]:
    """The first round of game ``seed`` (first seat 0) between ``kinds``: each side's points
    (in play and at the end) and the winning side (None: a tie)."""
    players = [classic_player(kind, seed * 31 + j, rules) for j, kind in enumerate(kinds)]
    game = Game(rules, SeededChance(seed), 0)
    r = game.current
    while r.result is None:
        legal = r.legal_actions()
        game.apply(players[r.turn].choose(r.view(r.turn), legal))
    result = r.result
    points = [float(a) + float(p) for a, p in zip(result.points, r.play_points, strict=True)]
    return points, result.winner


def duplicate(
    kinds: Sequence[str], rules: Rules, deals: int, seed: int, *, progress: bool = True
) -> tuple[float, float, float]:
    """Each deal's first round played twice, the second time with every kind one seat on, so
    that seat 0's kind holds each hand in turn: its side's mean margin a round (its points
    less the best other side's; with penalties, the lowest other total less its own), the
    margin's standard error, and the share of rounds its side won."""
    turned = [kinds[-1], *kinds[:-1]]
    margins = []
    won = 0.0
    for index in _counted(deals, "deals", progress):
        margin = 0.0
        for order, side in ((kinds, rules.side_of(0)), (turned, rules.side_of(1))):
            points, winner = first_round(order, rules, seed + index)
            others = [p for i, p in enumerate(points) if i != side]
            if rules.scoring == "penalty":
                margin += min(others) - points[side]
            else:
                margin += points[side] - max(others)
            won += winner == side
        margins.append(margin / 2)
    spread = statistics.stdev(margins) / math.sqrt(deals) if deals > 1 else math.inf
    return statistics.fmean(margins), spread, won / (2 * deals)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m figures.ai.classic_trials")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", required=True)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--teams", action="store_true")
    parser.add_argument("--target", help="points:N, rounds:N or instant:N")
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument("--duplicate", type=int, metavar="DEALS", help="duplicate rounds")
    args = parser.parse_args(argv)
    kinds = [k.strip() for k in args.players.split(",")]
    options: dict[str, object] = {}
    if args.teams:
        options["teams"] = True
    if args.target:
        kind, _, value = args.target.partition(":")
        number = int(value)
        options["target"] = target_from_json(
            {kind: {str(len(kinds)): number} if kind == "instant" else number}
        ).to_json()
    rules = Rules.preset(args.game, len(kinds), **options)
    if args.duplicate:
        mean, spread, won = duplicate(
            kinds, rules, args.duplicate, args.seed, progress=not args.no_progress
        )
        print(
            f"{kinds[0]}: {mean:+.2f} ± {spread:.2f} points a round against the best other "
            f"side over {args.duplicate} deals played twice; rounds won {100 * won:.1f}%"
        )
        return 0
    trial = run(kinds, rules, args.games, args.seed, progress=not args.no_progress)
    print("\n".join(report(kinds, rules, trial)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
