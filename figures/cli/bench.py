"""``figures bench``: the engine and the computer players timed against the reference model."""

from __future__ import annotations

import argparse
import json
from typing import Any

from figures.cli.common import UsageError


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "bench", help="time the engine and the computer players against the reference model"
    )
    p.add_argument("--json", action="store_true", help="print the measurements as JSON")
    p.add_argument("--repeat", type=int, default=50, help="timings per micro-measure (50)")
    p.add_argument("--games", type=int, default=5, help="whole games per player kind (5)")
    p.add_argument("--decisions", type=int, default=60, help="hard decisions to time (60)")
    p.set_defaults(run=cmd_bench)


def cmd_bench(args: argparse.Namespace) -> int:
    from figures import bench

    for name in ("repeat", "games", "decisions"):
        if getattr(args, name) < 1:
            raise UsageError(f"--{name} must be at least 1, not {getattr(args, name)}")
    measures = bench.run(repeat=args.repeat, games=args.games, decisions=args.decisions)
    if args.json:
        print(json.dumps({"seed": bench.SEED, "measures": [m.to_json() for m in measures]}))
    else:
        print(bench.report(measures))
    return 0
