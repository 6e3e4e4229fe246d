"""``figures score`` and ``figures check``: the verdicts of a scenario file's plays or actions,
and scenario files checked against their ``expect`` lists. Both families' files are read: a
classic scenario (``../shared/specs/classic-rules.md`` §B4) is one with a ``rules`` field.

A colour scenario is judged by two models (:mod:`figures.colour.judges`): the fast path gives
the verdicts, and the graph model and the geometry of the table judge every placement again;
where they disagree, an engine fault is reported with the position (exit 3). ``--models
fast`` judges with the fast path alone."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NamedTuple

from figures.classic import scenario as classic_scenario
from figures.cli.classic_text import seat_names, verdict_text
from figures.cli.common import (
    DESCRIPTION_SHOWN,
    EXIT_BAD_INPUT,
    EXIT_ENGINE_FAULT,
    EXIT_MISMATCH,
    UsageError,
    breakdown,
    plural,
    print_rows,
)
from figures.colour.errors import FiguresError
from figures.colour.judges import MODELS, Fault
from figures.colour.scenario import judge_with, mismatches, parse_scenario
from figures.core.text import printable


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("score", help="judge and score the plays (or actions) of a scenario file")
    p.add_argument(
        "file", help="scenario file (JSON; classic when it has 'rules'), or - for standard input"
    )
    p.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    _models_option(p)
    p.set_defaults(run=cmd_score)

    p = sub.add_parser("check", help="check scenario files against their 'expect' lists")
    p.add_argument("files", nargs="+", metavar="FILE", help="scenario files with 'expect'")
    _models_option(p)
    p.set_defaults(run=cmd_check)


def _models_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--models",
        choices=MODELS,
        default="both",
        help="colour scenarios: judge every placement with the fast path and the graph model "
        "and check the table's geometry (both, the default; a disagreement is an engine fault, "
        "exit 3), or with the fast path alone (fast)",
    )


def fault_lines(faults: list[Fault]) -> list[str]:
    """Engine faults as the command line reports them: each with the position, in the
    ``board`` notation of scenario files, on a second line."""
    lines = []
    for fault in faults:
        lines.append(fault.text())
        lines.append("  position: " + json.dumps({"board": list(fault.position)}))
    return lines


def _verdict_line(index: int, verdict: dict[str, Any]) -> str:
    if not verdict["legal"]:
        return f"play {index}: illegal ({verdict['kind']}): {verdict['reason']}"
    parts = breakdown(
        verdict["connected_edges"], verdict["bonus"], verdict["closed_surfaces"], every_part=True
    )
    return f"play {index}: legal, {parts} = {plural(verdict['points'], 'point')}"


class _Loaded(NamedTuple):
    """A scenario file read and parsed, of either family."""

    classic: bool
    scenario: Any


def _load(path: str) -> _Loaded:
    """The scenario ``path`` holds (``-``: standard input), of whichever family its fields
    name; a malformed file is a one-line FiguresError."""
    from figures.core.files import read_json

    name = "standard input" if path == "-" else path
    data = read_json(path)
    if classic_scenario.is_classic_scenario(data):
        return _Loaded(True, classic_scenario.parse_scenario(data, name))
    return _Loaded(False, parse_scenario(data, name))


def cmd_score(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    if loaded.classic:
        return _score_classic(loaded.scenario, as_json=args.json)
    name = "standard input" if args.file == "-" else args.file
    verdicts, faults = judge_with(loaded.scenario, name, args.models)
    if args.json:
        found: dict[str, Any] = {"plays": verdicts}
        if faults:
            found["engine_faults"] = [
                {"where": f.where, "what": f.what, "board": list(f.position)} for f in faults
            ]
        print(json.dumps(found))
    elif not verdicts:
        print("no plays to judge (the 'play' list is empty)")
    else:
        rules = loaded.scenario.rules
        if not rules.is_default:
            print(f"house rules: {rules.label()}")
        for index, verdict in enumerate(verdicts, 1):
            print(_verdict_line(index, verdict))
    if faults:
        for line in fault_lines(faults):
            print(f"figures: {line}", file=sys.stderr)
        return EXIT_ENGINE_FAULT
    return 0


def _score_classic(scenario: classic_scenario.Scenario, *, as_json: bool) -> int:
    verdicts = classic_scenario.judge(scenario)
    if as_json:
        print(json.dumps({"actions": verdicts}))
        return 0
    if not verdicts:
        print("no actions to judge (the 'actions' list is empty)")
        return 0
    rules = scenario.rules
    names = seat_names(rules)
    # The seat acting: the one on turn as the file sets the round up, then each legal
    # verdict's "next" (an illegal action leaves the same seat on turn); none once it is over.
    seat: int | None = scenario.start().turn
    for index, (action, verdict) in enumerate(zip(scenario.actions, verdicts, strict=True), 1):
        for line in verdict_text(index, str(action), seat, verdict, rules, names):
            print(line)
        if verdict["legal"]:
            seat = verdict["next"]
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    rows: list[tuple[str, str, str]] = []
    passed = failed = broken = faulty = 0
    for path in args.files:
        try:
            loaded = _load(path)
            if loaded.scenario.expect is None:
                raise UsageError("no 'expect' list in this file")
            problems, faults = _disagreements(loaded, path, args.models)
        except FiguresError as exc:
            rows.append((path, "ERROR", str(exc).removeprefix(f"{path}: ")))
            broken += 1
            continue
        if faults:
            faulty += 1
            rows.append((path, "FAULT", "; ".join(f.text() for f in faults)))
        elif problems:
            failed += 1
            rows.append((path, "FAIL", "; ".join(problems)))
        else:
            passed += 1
            description = loaded.scenario.description
            rows.append((path, "pass", printable(description, DESCRIPTION_SHOWN)))
    print_rows(rows)
    summary = f"{plural(passed, 'scenario')} passed, {failed} failed"
    summary += f", {plural(faulty, 'engine fault')} (the models disagree)" if faulty else ""
    print(summary + (f", {broken} could not be read" if broken else ""))
    if faulty:
        return EXIT_ENGINE_FAULT
    if broken:
        return EXIT_BAD_INPUT
    return EXIT_MISMATCH if failed else 0


def _disagreements(loaded: _Loaded, path: str, models: str) -> tuple[list[str], list[Fault]]:
    """Every field of the file's ``expect`` that the verdicts contradict, by place ("play 2:
    points: ...", "action 3: next: ..."), and the engine faults of a colour scenario."""
    if loaded.classic:
        return classic_scenario.check(loaded.scenario), []
    scenario = loaded.scenario
    verdicts, faults = judge_with(scenario, "standard input" if path == "-" else path, models)
    problems = [
        f"play {i}: {m}"
        for i, (expected, verdict) in enumerate(zip(scenario.expect, verdicts, strict=True), 1)
        for m in mismatches(expected, verdict)
    ]
    return problems, faults
