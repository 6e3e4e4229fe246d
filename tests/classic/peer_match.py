"""Our ``hard`` partnership against the ``dominoes`` package's heuristic players, whole games
to the package's target, through the bridge (tests/classic/peer_bridge.py):

    .venv/bin/python tests/classic/peer_match.py --games 400 --opponent double --seed 1

Game ``i`` (from 0) is dealt from ``seed + i // 2``, with our players at seats 0 and 2 when
``i`` is even and 1 and 3 when it is odd, so each series of deals is played from both sides.
It prints our wins, the win rate with its 95% Wilson interval, the wins from each pair of
seats, the hands, the mean final scores, and the time our players took to decide (the
decisions with a choice). One process: the games run one after the other.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from peer_bridge import OPPONENTS, RULES, TARGET, GameResult, play_game

from figures.ai.classic import classic_player
from figures.ai.tournament import wilson


def settings(player: str) -> str:
    """The player's settings in full (``hard``'s HardConfig), so that a result says what was
    measured even after the defaults change."""
    config = getattr(classic_player(player, 0, RULES), "config", None)
    return repr(config) if config is not None else player


def summary(results: Sequence[GameResult], player: str, opponent: str, seed: int) -> dict[str, Any]:
    games = len(results)
    wins = sum(g.won for g in results)
    low, high = wilson(wins, games)
    by_side = {
        side: [g for g in results if g.ours == side] for side in (0, 1)
    }  # seats 0 and 2, seats 1 and 3
    hands = [h for g in results for h in g.hands]
    hands_won = sum(
        1
        for g in results
        for h in g.hands
        if h.points != 0 and (0 if h.points > 0 else 1) == g.ours
    )
    decisions = sum(g.decisions for g in results)
    thinking = sum(g.thinking for g in results)
    return {
        "player": player,
        "settings": settings(player),
        "opponent": opponent,
        "target": TARGET,
        "seed": seed,
        "games": games,
        "wins": wins,
        "rate": wins / games if games else 0.0,
        "wilson95": [low, high],
        "wins_by_seats": {
            "0,2": [sum(g.won for g in by_side[0]), len(by_side[0])],
            "1,3": [sum(g.won for g in by_side[1]), len(by_side[1])],
        },
        "hands": len(hands),
        "hands_won": hands_won,
        "hands_tied": sum(1 for h in hands if h.points == 0),
        "hands_blocked": sum(1 for h in hands if h.how == "blocked"),
        "mean_scores": [
            statistics.fmean(g.scores[g.ours] for g in results) if results else 0.0,
            statistics.fmean(g.scores[1 - g.ours] for g in results) if results else 0.0,
        ],
        "checks": sum(g.checks for g in results),
        "decisions": decisions,
        "mean_decision_ms": 1000 * thinking / decisions if decisions else 0.0,
        "seconds": sum(g.seconds for g in results),
    }


def report(s: dict[str, Any]) -> str:
    games, wins = s["games"], s["wins"]
    low, high = s["wilson95"]
    seats = s["wins_by_seats"]
    ours, theirs = s["mean_scores"]
    last = s["seed"] + (games - 1) // 2
    return "\n".join(
        [
            f"{s['player']} partners against the dominoes package's {s['opponent']}: {games} games "
            f"to {s['target']} points (dominoes.Series), deals {s['seed']}-{last}, each dealt "
            "to both sides",
            f"  {s['player']} wins {wins} of {games}: {100 * s['rate']:.1f}% "
            f"[{100 * low:.1f}-{100 * high:.1f}] (95% Wilson)",
            f"  from seats 0 and 2: {seats['0,2'][0]} of {seats['0,2'][1]}; "
            f"from seats 1 and 3: {seats['1,3'][0]} of {seats['1,3'][1]}",
            f"  hands: {s['hands']} ({s['hands'] / max(games, 1):.1f} a game), {s['player']} won "
            f"{s['hands_won']}, {s['hands_tied']} tied, {s['hands_blocked']} blocked",
            f"  mean final score: {ours:.1f} to {theirs:.1f}",
            f"  engines compared at {s['checks']} steps, no disagreement",
            f"  {s['player']}: {s['decisions']} decisions with a choice, "
            f"{s['mean_decision_ms']:.1f} ms each on average; {s['seconds']:.0f} s in all",
            f"  settings: {s['settings']}",
        ]
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--opponent", choices=sorted(OPPONENTS), default="double")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--player", default="hard", help="our player, with settings: hard, hard:samples=8..."
    )
    parser.add_argument("--json", action="store_true", help="one JSON object, games included")
    parser.add_argument("--quiet", action="store_true", help="no progress on standard error")
    args = parser.parse_args(argv)
    results: list[GameResult] = []
    terminal = sys.stderr.isatty()
    start = time.perf_counter()
    try:
        for index in range(args.games):
            results.append(
                play_game(index, seed=args.seed, opponent=args.opponent, player=args.player)
            )
            done = index + 1
            if not args.quiet and (terminal or done % 25 == 0 or done == args.games):
                wins = sum(g.won for g in results)
                print(
                    f"{done}/{args.games} games, {wins} won, {time.perf_counter() - start:.0f} s",
                    end="\r" if terminal else "\n",
                    file=sys.stderr,
                    flush=True,
                )
    except KeyboardInterrupt:
        print(f"\ninterrupted after {len(results)} games", file=sys.stderr)
    if not args.quiet and terminal:
        print(file=sys.stderr)
    s = summary(results, args.player, args.opponent, args.seed)
    if args.json:
        s["per_game"] = [
            {
                "index": g.index,
                "deal_seed": g.deal_seed,
                "ours": g.ours,
                "winner": g.winner,
                "scores": list(g.scores),
                "hands": len(g.hands),
                "seconds": round(g.seconds, 3),
            }
            for g in results
        ]
        print(json.dumps(s, indent=1))
    else:
        print(report(s))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
