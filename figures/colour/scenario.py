"""Scenario files: a table built from placements, then plays judged and scored one by one.

Rule designers write these to test the placement and scoring rules; ``figures score`` and
``figures check`` read them. Faces are written directly and need not belong to the tile set.
An optional ``rules`` object gives house rules (:mod:`figures.colour.house`: ``cost``,
``bonus_from``, ``hand``, ``square``, ``targets``; the others keep the defaults): both models
score the plays under them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from figures.colour.board import Board, Placed
from figures.colour.errors import IllegalMoveError, NotationError, RecordError
from figures.colour.geometry import MAX_COORDINATE, Cell, Side
from figures.colour.house import DEFAULT_RULES, NAMES, HouseRules, parse_house_rules
from figures.colour.judges import Fault, Judges
from figures.colour.tiles import TILE_COUNT, Face
from figures.core.errors import SettingsError
from figures.core.files import json_shown
from figures.core.text import shown
from figures.core.values import is_whole


@dataclass(frozen=True, slots=True)
class ScenarioPlay:
    face: Face
    at: Cell
    dir: Side


@dataclass(frozen=True, slots=True)
class Scenario:
    board: tuple[ScenarioPlay, ...]
    plays: tuple[ScenarioPlay, ...]
    expect: tuple[dict[str, Any], ...] | None
    description: str = ""
    #: The house rules the plays are scored under.
    rules: HouseRules = DEFAULT_RULES


_TOP_KEYS = frozenset({"description", "why", "rules", "board", "play", "expect"})
_ENTRY_KEYS = frozenset({"face", "at", "dir", "why"})
EXPECT_KEYS = frozenset(
    {"legal", "kind", "reason", "connected_edges", "bonus", "closed_surfaces", "points"}
)


def _unknown(keys: Any, allowed: frozenset[str], where: str) -> None:
    extra = sorted(str(k) for k in keys if k not in allowed)
    if extra:
        known = ", ".join(sorted(allowed))
        raise RecordError(f"{where}: unknown field {shown(extra[0])} (known: {known})")


def _check_expect(entry: dict[str, Any], where: str) -> None:
    _unknown(entry, EXPECT_KEYS, where)

    for key in ("connected_edges", "bonus", "points"):
        if key in entry and not is_whole(entry[key]):
            raise RecordError(f"{where}: {key!r} must be a whole number, not {shown(entry[key])}")
    closed = entry.get("closed_surfaces", [])
    if not isinstance(closed, list) or not all(is_whole(v) for v in closed):
        raise RecordError(f"{where}: 'closed_surfaces' must be a list of whole numbers")
    if "legal" in entry and not isinstance(entry["legal"], bool):
        raise RecordError(f"{where}: 'legal' must be true or false")
    for key in ("reason", "kind"):
        if key in entry and not isinstance(entry[key], str):
            raise RecordError(f"{where}: {key!r} must be a string")


def _entry(item: Any, where: str) -> ScenarioPlay:
    if not isinstance(item, dict):
        raise RecordError(f"{where}: expected an object with 'face', 'at' and 'dir'")
    for key in ("face", "at", "dir"):
        if key not in item:
            raise RecordError(f"{where}: missing {key!r}")
    _unknown(item, _ENTRY_KEYS, where)
    try:
        face = Face.parse(item["face"])
    except NotationError as exc:
        raise RecordError(f"{where}: {exc}") from None
    at = item["at"]
    if not isinstance(at, list) or len(at) != 2 or not all(is_whole(v) for v in at):
        raise RecordError(f"{where}: 'at' must be a cell [x, y] of whole numbers, not {shown(at)}")
    if not all(abs(v) <= MAX_COORDINATE for v in at):
        raise RecordError(f"{where}: 'at' is beyond the table's edge (at most {MAX_COORDINATE})")
    try:
        direction = Side.parse(item["dir"])
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}") from None
    return ScenarioPlay(face, (at[0], at[1]), direction)


def parse_scenario(data: Any, source: str = "scenario") -> Scenario:
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a scenario is a JSON object with 'board' and 'play'")
    if "format" in data:
        raise RecordError(
            f"{source} is a {shown(data['format'])} file, not a scenario (a saved game goes to "
            "'figures replay')"
        )
    _unknown(data, _TOP_KEYS, source)
    if "play" not in data:
        raise RecordError(f"{source}: missing 'play', the list of placements to judge")
    board = data.get("board", [])
    plays = data.get("play")
    if not isinstance(board, list):
        raise RecordError(f"{source}: 'board' must be a list")
    if not isinstance(plays, list):
        raise RecordError(f"{source}: 'play' must be a list")
    # No table holds more dominoes than the tile set has: longer lists are refused before
    # anything is placed (a chain of 100,000 took 24 s and 1.6 GB to build).
    if len(board) > TILE_COUNT:
        raise RecordError(
            f"{source}: 'board' lists {len(board)} dominoes: a table holds at most {TILE_COUNT}"
        )
    if len(plays) > TILE_COUNT:
        raise RecordError(
            f"{source}: 'play' lists {len(plays)} placements: a table holds at most {TILE_COUNT}"
        )
    expect = data.get("expect")
    if expect is not None:
        if not isinstance(expect, list) or not all(isinstance(e, dict) for e in expect):
            raise RecordError(f"{source}: 'expect' must be a list of objects")
        for index, entry in enumerate(expect, 1):
            _check_expect(entry, f"{source}: expect {index}")
        if len(expect) != len(plays):
            raise RecordError(
                f"{source}: 'expect' has {len(expect)} entries for {len(plays)} plays"
            )
    description = data.get("description", "")
    rules = scenario_rules(data.get("rules", {}), source)
    return Scenario(
        tuple(_entry(item, f"{source}: board entry {i}") for i, item in enumerate(board, 1)),
        tuple(_entry(item, f"{source}: play {i}") for i, item in enumerate(plays, 1)),
        None if expect is None else tuple(expect),
        description if isinstance(description, str) else "",
        rules,
    )


def scenario_rules(data: Any, source: str = "scenario") -> HouseRules:
    """The house rules of a scenario's ``rules`` object (the defaults for those not given)."""
    if not isinstance(data, dict):
        raise RecordError(f"{source}: 'rules' must be an object of house rules")
    _unknown(data, frozenset(NAMES), f"{source}: rules")
    try:
        return parse_house_rules(data)
    except SettingsError as exc:
        raise RecordError(f"{source}: rules: {exc}") from None


def build_board(scenario: Scenario, source: str = "scenario") -> Board:
    """The table the scenario's ``board`` entries make, each placed by the placement rule."""
    return _built(scenario, source, Judges("fast", scenario.rules)).board


def _built(scenario: Scenario, source: str, judges: Judges) -> Judges:
    for index, entry in enumerate(scenario.board, 1):
        try:
            judges.place(Placed(entry.face, entry.at, entry.dir), f"board entry {index}")
        except IllegalMoveError as exc:
            raise RecordError(
                f"{source}: board entry {index} is not a legal placement: {exc}"
            ) from None
    return judges


def judge(scenario: Scenario, source: str = "scenario") -> list[dict[str, Any]]:
    """Each play's verdict, judged against the table as it stands; legal plays are placed."""
    return judge_with(scenario, source, "fast")[0]


def judge_with(
    scenario: Scenario, source: str = "scenario", models: str = "both"
) -> tuple[list[dict[str, Any]], list[Fault]]:
    """:func:`judge`, with ``models="both"`` every placement (the board's included) judged
    by the graph model and the table checked against the geometry too: the verdicts (the fast
    path's) and the engine faults, where the models disagree."""
    judges = _built(scenario, source, Judges(models, scenario.rules))
    verdicts: list[dict[str, Any]] = []
    for index, entry in enumerate(scenario.plays, 1):
        try:
            score = judges.place(Placed(entry.face, entry.at, entry.dir), f"play {index}")
        except IllegalMoveError as exc:
            verdicts.append({"legal": False, "reason": str(exc), "kind": exc.reason})
        else:
            verdicts.append({"legal": True, **score.to_json()})
    return verdicts, judges.faults


def mismatches(expected: dict[str, Any], verdict: dict[str, Any]) -> list[str]:
    """The fields of a partial ``expect`` object that the verdict contradicts.

    ``reason`` matches when the expected text is part of the verdict's reason or equals its
    kind (``overlap``, ``not-touching``, ``colour-mismatch``).
    """
    out = []
    for key, value in expected.items():
        actual = verdict.get(key)
        if key == "reason" and isinstance(value, str) and isinstance(actual, str):
            if value == verdict.get("kind") or value.lower() in actual.lower():
                continue
        elif key == "closed_surfaces" and isinstance(value, list) and isinstance(actual, list):
            if sorted(value, reverse=True) == actual:
                continue
        elif actual == value:
            continue
        out.append(f"{key}: expected {json_shown(value)}, got {json_shown(actual)}")
    return out
