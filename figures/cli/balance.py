"""``figures balance``: many games between computer players, for each setting asked, and the
report a rule designer reads (:mod:`figures.analysis.report`): the first player's edge, game
length, where the points come from, the paid second placement, the surfaces closed, how games
end; for a classic preset, rounds per game, how rounds end, points in play and at the end.

Settings: ``--set target=60,120,240`` plays every value (several ``--set``: every
combination), side by side in the report.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figures.cli.common import MAX_GAMES, UsageError, games_count, plural, whole_number
from figures.cli.settings import (
    HOUSE_HELP,
    Chosen,
    checked_house_rules,
    choose,
    house_rule_fields,
    parse_target,
    seat_kinds,
)
from figures.colour.house import NAMES
from figures.core.errors import FiguresError
from figures.core.seats import PlayerSpec
from figures.core.text import printable
from figures.games import COLOUR, GameInfo, lookup

if TYPE_CHECKING:
    from figures.analysis.report import ReportFolder

#: What ``--set`` may set: the game's target (the colour game's points, or a classic target
#: written as ``--target`` takes it), and the colour game's house rules.
SETTABLE = ("target", *NAMES)


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "balance", help="play many games and write a balance report (HTML, plots and CSV)"
    )
    p.add_argument("--game", metavar="NAME", default=COLOUR, help="the game (default colour)")
    p.add_argument(
        "--players",
        default="medium,medium",
        help="the computer players, one level a seat (default medium,medium)",
    )
    p.add_argument("--teams", action="store_true", help="a classic game for 4 in two teams")
    p.add_argument(
        "--games",
        type=games_count,
        default=200,
        help=f"games per setting (default 200, at most {MAX_GAMES:,})",
    )
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUES",
        help="a setting and its values separated by commas, each played and reported side by "
        "side: target=60,120,240 (a classic preset: target=points:50,points:100), or "
        + HOUSE_HELP
        + " (cost=3,4)",
    )
    p.add_argument(
        "--seed", type=whole_number, default=1, help="seed of the first game (default 1)"
    )
    p.add_argument("--jobs", type=whole_number, default=1, metavar="N", help="games played at once")
    p.add_argument(
        "--cluster", metavar="ADDRESS", help="play the games on this Dask cluster's workers"
    )
    p.add_argument("--out", required=True, metavar="DIR", help="the report's folder")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(run=cmd_balance)


def parse_sets(texts: list[str]) -> list[dict[str, str]]:
    """``["target=60,120"]`` -> ``[{"target": "60"}, {"target": "120"}]`` (every combination
    of several settings; one empty setting when none is given)."""
    names: list[str] = []
    values: list[list[str]] = []
    for text in texts:
        name, sep, listed = text.partition("=")
        name = name.strip()
        if not sep or not listed.strip():
            raise UsageError(f"--set takes NAME=VALUES, such as target=60,120, not {text!r}")
        name = name.lower().replace("-", "_")
        if name not in SETTABLE:
            raise UsageError(f"--set: unknown setting {name!r} (settable: {', '.join(SETTABLE)})")
        if name in names:
            raise UsageError(f"--set {name} is given twice")
        items = [v.strip() for v in listed.split(",") if v.strip()]
        names.append(name)
        values.append(items)
    return [dict(zip(names, combo, strict=True)) for combo in itertools.product(*values)]


def cmd_balance(args: argparse.Namespace) -> int:
    from figures.ai.tournament import classic_specs
    from figures.analysis.report import ReportFolder

    _check_plotting()
    info = lookup(args.game)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    kinds = seat_kinds(args.players, info)
    seats = (
        [PlayerSpec(f"P{i + 1} ({k})", k) for i, k in enumerate(kinds)]
        if info.family == COLOUR
        else classic_specs(kinds)
    )
    combos = parse_sets(args.set)
    chosen = []
    for combo in combos:  # every setting judged before any game is played
        try:
            target = parse_target(combo["target"]) if "target" in combo else None
        except argparse.ArgumentTypeError as exc:
            raise UsageError(f"--set target: {exc}") from None
        label = ", ".join(f"{k} {v}" for k, v in combo.items()) or "default rules"
        fields: dict[str, object] = {}
        for name, value in combo.items():
            if name != "target":
                fields.update(house_rule_fields(name, value))
        house = checked_house_rules(fields) if fields else None
        setting = choose(info, seats, seed=args.seed, teams=args.teams, target=target, house=house)
        chosen.append((label, setting))
    out = Path(args.out)
    try:  # (the folder judged before any game, and made ready: a bad one is said at once)
        folder = ReportFolder.prepare(out)
    except FiguresError as exc:
        raise UsageError(f"--out: {exc}") from None
    try:
        return _play_and_report(args, info, kinds, chosen, folder)
    finally:
        folder.discard()  # (interrupted, or a game failed: no half report left)


def _play_and_report(
    args: argparse.Namespace,
    info: GameInfo,
    kinds: list[str],
    chosen: list[tuple[str, Chosen]],
    folder: ReportFolder,
) -> int:
    from figures.ai.tournament import run_classic_games, run_games
    from figures.analysis.balance import aggregate
    from figures.analysis.report import findings, write_report

    sides = 0
    totals = []
    for label, setting in chosen:
        bar = _bar(args, label)
        where: dict[str, Any] = {"jobs": min(args.jobs, args.games), "on_result": bar}
        if args.cluster:
            where = {"cluster": args.cluster, "on_result": bar}
        if setting.rules is not None:
            results = run_classic_games(
                kinds, setting.rules, games=args.games, seed=args.seed, **where
            )
            sides = setting.rules.sides
        else:
            assert setting.settings is not None
            results = run_games(
                kinds,
                games=args.games,
                target=setting.settings.target,
                seed=args.seed,
                house=setting.settings.rules,
                **where,
            )
            sides = len(kinds)
        bar.close()
        cost = setting.settings.rules.cost if setting.settings is not None else 0
        totals.append(aggregate(label, results, sides, cost=cost))
    title = f"Balance of {info.title}: {', '.join(kinds)}, {plural(args.games, 'game')} a setting"
    colour = info.family == COLOUR
    found = findings(totals, sides, colour=colour)
    written = folder.publish(
        lambda place: write_report(place, title, totals, sides, colour=colour, findings=found)
    )
    for line in found:
        print(printable(line))
    print(f"report: {printable(str(Path(args.out) / 'index.html'))} ({len(written)} files)")
    return 0


def _check_plotting() -> None:
    """The report's plots are drawn with matplotlib, the ``report`` extra: without it, one
    line saying how to install it, before any game is played."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise UsageError(
            "figures balance draws its plots with matplotlib, which is not installed: "
            "pip install 'figures[report]' (or pip install matplotlib)"
        ) from None


class _bar:
    """A tqdm progress bar on standard error (when it is a terminal and not turned off)."""

    def __init__(self, args: argparse.Namespace, label: str) -> None:
        from tqdm import tqdm

        enabled = not args.no_progress and sys.stderr.isatty()
        self.tqdm = tqdm(total=args.games, desc=label, unit="game", disable=not enabled)

    def __call__(self, result: object) -> None:
        self.tqdm.update(1)

    def close(self) -> None:
        self.tqdm.close()
