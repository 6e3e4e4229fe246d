"""``figures score`` and ``figures check``: the verdicts of a scenario file's plays, and
scenario files checked against their ``expect`` lists."""

from __future__ import annotations

import argparse
import json
from typing import Any

from figures.cli.common import (
    DESCRIPTION_SHOWN,
    EXIT_BAD_INPUT,
    EXIT_MISMATCH,
    UsageError,
    breakdown,
    plural,
    print_rows,
)
from figures.core.text import printable
from figures.engine.errors import FiguresError
from figures.engine.scenario import judge, mismatches, parse_scenario


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("score", help="judge and score the plays of a scenario file")
    p.add_argument("file", help="scenario file (JSON), or - for standard input")
    p.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    p.set_defaults(run=cmd_score)

    p = sub.add_parser("check", help="check scenario files against their 'expect' lists")
    p.add_argument("files", nargs="+", metavar="FILE", help="scenario files with 'expect'")
    p.set_defaults(run=cmd_check)


def _verdict_line(index: int, verdict: dict[str, Any]) -> str:
    if not verdict["legal"]:
        return f"play {index}: illegal ({verdict['kind']}): {verdict['reason']}"
    parts = breakdown(
        verdict["connected_edges"], verdict["bonus"], verdict["closed_surfaces"], every_part=True
    )
    return f"play {index}: legal, {parts} = {plural(verdict['points'], 'point')}"


def _load_scenario(path: str) -> tuple[Any, list[dict[str, Any]]]:
    from figures.core.files import read_json

    name = "standard input" if path == "-" else path
    scenario = parse_scenario(read_json(path), name)
    return scenario, judge(scenario, name)


def cmd_score(args: argparse.Namespace) -> int:
    _, verdicts = _load_scenario(args.file)
    if args.json:
        print(json.dumps({"plays": verdicts}))
    elif not verdicts:
        print("no plays to judge (the 'play' list is empty)")
    else:
        for index, verdict in enumerate(verdicts, 1):
            print(_verdict_line(index, verdict))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    rows: list[tuple[str, str, str]] = []
    passed = failed = broken = 0
    for path in args.files:
        try:
            scenario, verdicts = _load_scenario(path)
            if scenario.expect is None:
                raise UsageError("no 'expect' list in this file")
        except FiguresError as exc:
            rows.append((path, "ERROR", str(exc).removeprefix(f"{path}: ")))
            broken += 1
            continue
        problems = [
            f"play {i}: {m}"
            for i, (expected, verdict) in enumerate(zip(scenario.expect, verdicts, strict=True), 1)
            for m in mismatches(expected, verdict)
        ]
        if problems:
            failed += 1
            rows.append((path, "FAIL", "; ".join(problems)))
        else:
            passed += 1
            rows.append((path, "pass", printable(scenario.description, DESCRIPTION_SHOWN)))
    print_rows(rows)
    summary = f"{plural(passed, 'scenario')} passed, {failed} failed"
    print(summary + (f", {broken} could not be read" if broken else ""))
    if broken:
        return EXIT_BAD_INPUT
    return EXIT_MISMATCH if failed else 0
