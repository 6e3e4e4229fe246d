"""``figures replay``: a saved game shown turn by turn, or records re-checked with
``--check``."""

from __future__ import annotations

import argparse
from typing import Any

from figures.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_MISMATCH,
    UsageError,
    breakdown,
    plural,
    print_error,
)
from figures.core.text import printable
from figures.engine.actions import Place
from figures.engine.errors import FiguresError
from figures.engine.game import OpeningRecord, PlacementRecord
from figures.engine.geometry import Side


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("replay", help="show a saved game, or re-check records with --check")
    p.add_argument("files", nargs="+", metavar="FILE", help="game record (JSON)")
    p.add_argument(
        "--check",
        action="store_true",
        help="re-score every placement from the rules and verify every figure, using the "
        "draws the record lists (exit 1 on any disagreement)",
    )
    p.set_defaults(run=cmd_replay)


def cmd_replay(args: argparse.Namespace) -> int:
    if args.check:
        codes = [_check_record(path) for path in args.files]
        return max(codes)
    if len(args.files) > 1:
        raise UsageError("show one game at a time (several files go with --check)")
    _show_record(args.files[0])
    return 0


def _check_record(path: str) -> int:
    from figures.core.files import read_json
    from figures.engine.records import follows_seed, parse_record, replay_record

    try:
        record = parse_record(read_json(path), path)
        game, problems = replay_record(record, scripted=True)
    except FiguresError as exc:
        print_error(exc)
        return EXIT_BAD_INPUT
    name = printable(path)
    for problem in problems:
        print(f"{name}: {printable(problem)}")
    if problems:
        print(f"{name}: {plural(len(problems), 'disagreement')} with the rules")
        return EXIT_MISMATCH
    placements = sum(len(t.placements) for t in game.turns)
    state = "finished" if game.is_over else "not finished"
    print(
        f"{name}: ok: {plural(len(game.opening), 'opening domino', 'opening dominoes')}, "
        f"{plural(len(game.turns), 'turn')} ({state}), "
        f"{plural(placements, 'scored placement')} re-checked"
    )
    if not follows_seed(record):
        print(f"{name}: note: its draws do not come from seed {record.settings.seed} in this build")
    return 0


def _show_record(path: str) -> None:
    from figures.engine.records import load_game

    game = load_game(path)
    names = [printable(p.name) for p in game.settings.players]  # Settings refuses controls too
    for entry in game.opening:
        print(f"opening: {names[entry.player]}: {_move(entry)}")
    for number, turn in enumerate(game.turns, 1):
        parts = [
            f"{_move(p)} +{p.score.points} "
            f"({breakdown(p.score.connected_edges, p.score.bonus, p.score.closed_surfaces)})"
            + (f" -{p.paid}" if p.paid else "")
            for p in turn.placements
        ] or [f"cannot place, returns {', '.join(map(str, turn.returned)) or 'nothing'}"]
        drawn = f", draws {len(turn.drawn)}" if turn.placements or turn.returned else ""
        print(
            f"turn {number}: {names[turn.player]}: {'; '.join(parts)}{drawn} -> {turn.score_after}"
        )
    scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores, strict=True))
    if game.outcome is None:
        print(f"not finished: {scores}; {names[game.current]} to play")
    else:
        winners = " and ".join(names[w] for w in game.outcome.winners)
        print(f"final ({game.outcome.reason.value}): {scores}; won by {winners}")


def _move(entry: OpeningRecord | PlacementRecord) -> str:
    return str(Place(entry.tile, entry.face, entry.at, Side.parse(entry.dir)))
