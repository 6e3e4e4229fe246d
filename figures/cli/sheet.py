"""``figures sheet``: a score sheet kept at a real table (docs/notation.md, "Score sheets"),
shown entry by entry with its standings, or re-checked with ``--check``; ``--csv`` prints it as
CSV.

Every figure printed comes from :class:`figures.sheet.model.Sheet`, which scored the sheet's
entries with the engines' rules when it was read; nothing is added up here.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from figures.cli.classic_text import ranking_text, round_end_text, score_text
from figures.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_MISMATCH,
    UsageError,
    breakdown,
    plural,
    print_error,
)
from figures.core.errors import FiguresError
from figures.core.text import printable
from figures.games import lookup
from figures.sheet.files import SheetMismatchError, load, to_csv
from figures.sheet.model import ClassicRound, ColourTurn, Line, Sheet, engine_text


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "sheet", help="show a score sheet kept at a table, or re-check sheets with --check"
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="score sheet (JSON)")
    p.add_argument(
        "--check",
        action="store_true",
        help="score every entry again with the rules and compare every total the sheet "
        "writes; exit 1 when a sheet does not add up",
    )
    p.add_argument("--csv", action="store_true", help="print the sheet as CSV")
    p.set_defaults(run=cmd_sheet)


def cmd_sheet(args: argparse.Namespace) -> int:
    if args.check:
        return max(_check(path) for path in args.files)
    if len(args.files) > 1:
        raise UsageError("show one sheet at a time (several files go with --check)")
    sheet = load(args.files[0])
    if args.csv:
        sys.stdout.write(to_csv(sheet))
        return 0
    for line in sheet_text(sheet):
        print(line)
    return 0


def _check(path: str) -> int:
    name = printable(path)
    try:
        sheet = load(path)
    except SheetMismatchError as exc:  # the message names the file and the place
        print(printable(str(exc)))
        return EXIT_MISMATCH
    except FiguresError as exc:
        print_error(exc)
        return EXIT_BAD_INPUT
    unit = "round" if sheet.is_classic else "turn"
    state = "finished" if sheet.over else "not finished"
    print(f"{name}: ok: {plural(len(sheet.entries), unit)} ({state}), every total agrees")
    return 0


def sheet_text(sheet: Sheet) -> list[str]:
    """The sheet in words: the game, each entry, then the standings and what comes next (or
    the final ranking)."""
    names = [printable(sheet.name(s)) for s in range(len(sheet.players))]
    sides = [printable(sheet.side_name(s)) for s in range(sheet.sides)]
    info = lookup(sheet.game)
    head = f"{info.title} ({sheet.game}), {plural(len(names), 'player')}"
    if sheet.rules is not None and sheet.rules.teams:
        head += ", two teams"
    if sheet.target is not None:
        head += f", target {sheet.target}"
        if not sheet.house.is_default:
            head += f", house rules: {sheet.house.label()}"
    lines = [head, "players: " + ", ".join(names)]
    for entry, line in zip(sheet.entries, sheet.lines, strict=True):
        if isinstance(entry, ClassicRound):
            lines.append(_round_text(sheet, entry, line, names, sides))
        else:
            lines.append(_turn_text(sheet, entry, line, names))
    for side, points in sheet.pending:
        lines.append(f"in play this round: {sides[side]} +{points}")
    if sheet.outcome is not None:
        if sheet.rules is not None:
            ranking = ranking_text(sheet.rules, sheet.outcome.scores, sheet.outcome.winners, sides)
            lines.append(f"final ranking: {ranking}")
        else:
            scores = _each(sides, sheet.scores)
            winners = " and ".join(sides[w] for w in sheet.outcome.winners)
            lines.append(f"final ({sheet.outcome.how}): {scores}; won by {winners}")
        return lines
    needs = sheet.needs()
    standing = ", ".join(
        f"{sides[s]} {score_text(sheet.live_scores[s])}" for s in range(sheet.sides)
    )
    lines.append(f"standings: {standing}")
    rules = sheet.rules
    if rules is not None and rules.target.kind == "rounds":
        lines.append(f"still to play: {plural(float(needs[0] or 0), 'round')}")
    else:
        lines.append("still needed: " + _each(sides, [n or 0 for n in needs]))
    lines.append("next: " + _next_text(sheet, names))
    return lines


def _each(labels: list[str], values: Any) -> str:
    return ", ".join(f"{label} {score_text(v)}" for label, v in zip(labels, values, strict=True))


def _round_text(
    sheet: Sheet, entry: ClassicRound, line: Line, names: list[str], sides: list[str]
) -> str:
    rules = sheet.rules
    result = line.result
    assert rules is not None and result is not None
    in_play = [(sides[s], p) for s, p in enumerate(line.in_play) if p]
    played = "; in play " + _each([s for s, _ in in_play], [p for _, p in in_play])
    if result.how == "target":
        text = f"won in play by {sides[result.winner or 0]}{played}"
        text += f"; scores {_each(sides, result.scores)}"
        return f"round {line.number}: {text}; game over"
    text = round_end_text(rules, result.to_json(), names)
    return f"round {line.number}: {text}" + (played if in_play else "")


def _turn_text(sheet: Sheet, entry: ColourTurn, line: Line, names: list[str]) -> str:
    parts = []
    for index, placement in enumerate(entry.placements):
        score = placement.score_under(sheet.house)
        text = (
            f"{placement.points} points given"
            if score is None
            else f"{breakdown(score.connected_edges, score.bonus, score.closed_surfaces)}"
            f" = {score.points}"
        )
        parts.append(text + (f", -{line.paid} paid" if index == 1 else ""))
    seat = line.seat or 0
    done = "; ".join(parts) or "no placement"
    return f"turn {line.number}: {names[seat]}: {done} -> {line.scores[seat]}"


def _next_text(sheet: Sheet, names: list[str]) -> str:
    lead = sheet.next_lead()
    if lead is None:
        seat = sheet.next_seat()
        return f"turn {sheet.number}: {names[seat or 0]} plays"
    number = f"round {sheet.number}: "
    if lead.engine is not None:
        return number + f"engine {engine_text(lead.engine)}, {names[lead.seat or 0]} plays first"
    if lead.how == "rule":
        return number + "led by rule (the highest double, else the heaviest tile)"
    if lead.how == "lot":
        return number + "the leader is drawn by lot, and leads any tile"
    return number + f"{names[lead.seat or 0]} leads any tile"


__all__ = ["add_parsers", "cmd_sheet", "sheet_text"]
