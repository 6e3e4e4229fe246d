"""``figures bench``: the engine and the computer players timed against the reference model;
with ``--game NAME``, a classic game's engine, beside its peers for ``block-teams``, and the
classic computer players' decisions."""

from __future__ import annotations

import argparse
import json
from typing import Any

from figures.cli.common import UsageError, whole_number


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "bench", help="time the engine and the computer players against the reference model"
    )
    p.add_argument(
        "--game",
        metavar="NAME",
        help="a classic preset: random games a second, the legal actions of a position and a "
        "push and undo; block-teams also plays the same games through the dominoes package "
        "and OpenSpiel's team game (when installed), with the ratios; and the decision times of "
        "the medium and hard computer players against their targets",
    )
    p.add_argument("--json", action="store_true", help="print the measurements as JSON")
    p.add_argument("--repeat", type=whole_number, default=50, help="timings per micro-measure (50)")
    p.add_argument(
        "--games",
        type=whole_number,
        help="whole games per player kind (5); with --game, random games a run (1000 for "
        "block and block-teams, 20 for mexican-train, 100 for the others)",
    )
    p.add_argument(
        "--decisions",
        type=whole_number,
        help="hard decisions to time (60); with --game, the decisions with a choice timed for "
        "each classic computer player (300 for medium, 60 for hard)",
    )
    p.add_argument(
        "--runs",
        type=whole_number,
        help="with --game: runs of the whole games, the median taken (5)",
    )
    p.set_defaults(run=cmd_bench)


def cmd_bench(args: argparse.Namespace) -> int:
    for name in ("repeat", "games", "decisions", "runs"):
        value = getattr(args, name)
        if value is not None and value < 1:
            raise UsageError(f"--{name} must be at least 1, not {value}")
    if args.game is not None:
        return _bench_classic(args)
    if args.runs is not None:
        raise UsageError("--runs is for a classic game's bench (--game NAME)")
    from figures.bench import colour as bench

    measures = bench.run(
        repeat=args.repeat,
        games=5 if args.games is None else args.games,
        decisions=60 if args.decisions is None else args.decisions,
    )
    if args.json:
        print(json.dumps({"seed": bench.SEED, "measures": [m.to_json() for m in measures]}))
    else:
        print(bench.report(measures))
    return 0


def _bench_classic(args: argparse.Namespace) -> int:
    from figures.bench import classic as bench_classic
    from figures.games import CLASSIC, lookup

    info = lookup(args.game)
    if info.family != CLASSIC:
        raise UsageError(f"--game times a classic game, not {info.name} (leave it out)")
    result = bench_classic.run(
        info.name,
        games=args.games,
        runs=bench_classic.RUNS if args.runs is None else args.runs,
        repeat=args.repeat,
        decisions=args.decisions,
    )
    print(json.dumps(result.to_json()) if args.json else bench_classic.report(result))
    return 0
