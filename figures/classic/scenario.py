"""Classic scenario files (§B4): a round set up in progress, a list of actions judged one by
one into verdicts (§B5), and their comparison with the file's ``expect``.

A malformed file (every case §B4 lists) is a one-line :class:`RecordError`; nothing is judged.
The round is built and played by :class:`~figures.classic.round.Round`, the same code as a game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from figures.classic.actions import Action, Draw, Lead, Pass, Play, parse_action
from figures.classic.errors import ClassicMoveError, RulesError
from figures.classic.game import engine_of
from figures.classic.round import Round, Step
from figures.classic.rules import Rules
from figures.classic.scoring import Points, points_json
from figures.classic.tiles import TEXT, parse_tile
from figures.core.errors import FiguresError, IllegalMoveError, NotationError, RecordError
from figures.core.files import json_shown, read_json
from figures.core.text import shown
from figures.core.values import is_whole

TOP_KEYS = frozenset(
    {
        "description",
        "why",
        "rules",
        "hands",
        "line",
        "stock",
        "turn",
        "scores",
        "round",
        "first",
        "markers",
        "lead",
        "actions",
        "expect",
    }
)
VERDICT_KEYS = frozenset({"legal", "reason", "points", "drew", "next", "round_end"})
ROUND_END_KEYS = frozenset(
    {"how", "winner", "pips", "points", "scores", "game_over", "game_winners", "next_lead"}
)
#: More actions than any round can hold (91 tiles, each drawn and played, and passes).
MAX_ACTIONS = 2000


@dataclass(frozen=True, slots=True)
class Scenario:
    rules: Rules
    hands: tuple[tuple[int, ...], ...]
    line: tuple[Action, ...]
    stock: tuple[int, ...]
    turn: int | None
    scores: tuple[Points, ...] | None
    number: int
    first: int
    markers: tuple[int, ...]
    free_lead: bool
    actions: tuple[Action, ...]
    expect: tuple[dict[str, Any], ...] | None
    description: str = ""

    def start(self) -> Round:
        """The round as the file sets it up."""
        leader = self.turn if self.free_lead else None
        return Round(
            self.rules,
            self.hands,
            self.stock,
            number=self.number,
            first=self.first,
            leader=leader,
            scores=self.scores,
            line=self.line,
            turn=self.turn,
            markers=self.markers,
        )


def _points(value: object) -> Points | None:
    """A score read from JSON: a whole number or a half, else None."""
    if is_whole(value):
        assert isinstance(value, int)
        return value
    if isinstance(value, float) and math.isfinite(value) and (value * 2).is_integer():
        half = Fraction(value)
        return int(half) if half.denominator == 1 else half
    return None


def _tiles(value: Any, top: int, where: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f'{where} must be a list of tiles such as "3-5", not {shown(value)}')
    try:
        return [parse_tile(text, top) for text in value]
    except NotationError as exc:
        raise RecordError(f"{where}: {exc}") from None


def _seat(value: Any, players: int, where: str) -> int:
    if not is_whole(value) or not 0 <= value < players:
        raise RecordError(f"{where} must be a seat from 0 to {players - 1}, not {shown(value)}")
    assert isinstance(value, int)
    return value


def is_classic_scenario(data: Any) -> bool:
    """Whether a scenario file's JSON is a classic one (§B4) rather than a colour one: it has
    the ``rules`` field and neither of the colour game's (``board``, ``play``: a colour
    scenario's ``rules`` are its house rules). A file with a classic scenario's fields and
    neither of the colour game's is classic too, so that a missing ``rules`` is named as such.
    The one test: the command line, the editor and the file dialog all ask it."""
    if not isinstance(data, dict) or {"board", "play"} & data.keys():
        return False
    return "rules" in data or bool({"hands", "actions"} & data.keys())


def parse_scenario(data: Any, source: str = "scenario") -> Scenario:
    """A scenario from its JSON, or a one-line RecordError naming what is wrong."""
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a scenario is a JSON object with 'rules', 'hands', 'actions'")
    if "format" in data:
        raise RecordError(f"{source} is a {shown(data['format'])} file, not a scenario")
    extra = sorted(str(k) for k in data if k not in TOP_KEYS)
    if extra:
        raise RecordError(
            f"{source}: unknown field {shown(extra[0])} (known: {', '.join(sorted(TOP_KEYS))})"
        )
    for key in ("rules", "hands", "actions"):
        if key not in data:
            raise RecordError(f"{source}: missing {key!r}")
    try:
        rules = Rules.from_json(data["rules"])
    except RulesError as exc:
        raise RecordError(f"{source}: rules: {exc}") from None
    top, n = rules.set, rules.players
    trains = rules.branching == "trains"
    hands_data = data["hands"]
    if not isinstance(hands_data, list) or len(hands_data) != n:
        raise RecordError(f"{source}: 'hands' must be a list of {n} hands, one per seat")
    hands = [_tiles(h, top, f"{source}: hand {seat}") for seat, h in enumerate(hands_data)]
    for seat, hand in enumerate(hands):
        if not hand:
            raise RecordError(f"{source}: hand {seat} is empty: the round would be over")
    stock = _tiles(data.get("stock", []), top, f"{source}: 'stock'")
    line_data = data.get("line", [])
    if not isinstance(line_data, list):
        raise RecordError(f"{source}: 'line' must be a list of placements")
    line: list[Lead | Play] = []
    for index, text in enumerate(line_data, 1):
        try:
            action = parse_action(text, top)
        except NotationError as exc:
            raise RecordError(f"{source}: line {index}: {exc}") from None
        if not isinstance(action, Lead | Play):
            raise RecordError(f"{source}: line {index}: {shown(text)} is not a placement")
        if trains and not (
            isinstance(action, Play) and (action.end == "mex" or action.end[:1] == "p")
        ):
            raise RecordError(f"{source}: line {index}: with trains, write 'tile@train'")
        line.append(action)
    number = data.get("round", 1)
    if not is_whole(number) or not 1 <= number <= 1000:
        raise RecordError(f"{source}: 'round' must be a whole number from 1, not {shown(number)}")
    first = _seat(data.get("first", 0), n, f"{source}: 'first'")
    if rules.lead == "any" and "first" not in data and not line and is_whole(data.get("turn")):
        first = _seat(data["turn"], n, f"{source}: 'turn'")  # the seat chosen to lead
    # Each tile once, and never the engine.
    seen: dict[int, str] = {}
    engine = engine_of(rules, number)
    if engine is not None:
        seen[engine] = "the engine"
    placed = [(a.tile, f"line {i}") for i, a in enumerate(line, 1)]
    held = [(t, f"hand {s}") for s, hand in enumerate(hands) for t in hand]
    for t, where in [*held, *placed, *((t, "the stock") for t in stock)]:
        if t in seen:
            raise RecordError(f"{source}: tile {TEXT[t]} is listed twice ({seen[t]} and {where})")
        seen[t] = where
    markers: list[int] = []
    markers_data = data.get("markers", [])
    if not isinstance(markers_data, list):
        raise RecordError(f"{source}: 'markers' must be a list of trains such as [\"p1\"]")
    for name in markers_data:
        if not trains:
            raise RecordError(f"{source}: 'markers' are for Mexican Train only")
        if not (
            isinstance(name, str) and name[:1] == "p" and name[1:].isdigit() and int(name[1:]) < n
        ):
            raise RecordError(f"{source}: marker {shown(name)} is not a seat's train (p0...)")
        markers.append(int(name[1:]))
    free = data.get("lead")
    if free is not None:
        if free != "free":
            raise RecordError(f"{source}: 'lead' can only be \"free\", not {shown(free)}")
        if line or trains:
            raise RecordError(f"{source}: 'lead': \"free\" needs an empty table (and no trains)")
    turn: int | None = None
    if "turn" in data:
        turn = _seat(data["turn"], n, f"{source}: 'turn'")
    elif line or free == "free":
        raise RecordError(f"{source}: missing 'turn', the seat on turn")
    scores: tuple[Points, ...] | None = None
    if "scores" in data:
        raw = data["scores"]
        if not isinstance(raw, list) or len(raw) != rules.sides:
            raise RecordError(f"{source}: 'scores' must list {rules.sides} numbers, one per side")
        values = [_points(v) for v in raw]
        if any(v is None for v in values):
            raise RecordError(f"{source}: 'scores' must be whole numbers or halves: {shown(raw)}")
        scores = tuple(v for v in values if v is not None)
    actions_data = data["actions"]
    if not isinstance(actions_data, list) or len(actions_data) > MAX_ACTIONS:
        raise RecordError(f"{source}: 'actions' must be a list of at most {MAX_ACTIONS} actions")
    actions: list[Action] = []
    for index, text in enumerate(actions_data, 1):
        try:
            actions.append(parse_action(text, top))
        except NotationError as exc:
            raise RecordError(f"{source}: action {index}: {exc}") from None
    expect = data.get("expect")
    if expect is not None:
        if not isinstance(expect, list) or not all(isinstance(e, dict) for e in expect):
            raise RecordError(f"{source}: 'expect' must be a list of objects")
        if len(expect) != len(actions):
            raise RecordError(
                f"{source}: 'expect' has {len(expect)} entries for {len(actions)} actions"
            )
        for index, entry in enumerate(expect, 1):
            _check_expect(entry, f"{source}: expect {index}")
    description = data.get("description", "")
    scenario = Scenario(
        rules,
        tuple(tuple(h) for h in hands),
        tuple(line),
        tuple(stock),
        turn,
        scores,
        number,
        first,
        tuple(markers),
        free == "free",
        tuple(actions),
        None if expect is None else tuple(expect),
        description if isinstance(description, str) else "",
    )
    _check_position(scenario, source)
    return scenario


def _check_expect(entry: dict[str, Any], where: str) -> None:
    extra = sorted(str(k) for k in entry if k not in VERDICT_KEYS)
    if extra:
        known = ", ".join(sorted(VERDICT_KEYS))
        raise RecordError(f"{where}: unknown field {shown(extra[0])} (known: {known})")
    end = entry.get("round_end")
    if isinstance(end, dict):
        extra = sorted(str(k) for k in end if k not in ROUND_END_KEYS)
        if extra:
            known = ", ".join(sorted(ROUND_END_KEYS))
            raise RecordError(f"{where}: round_end: unknown field {shown(extra[0])} ({known})")
    elif end is not None:
        raise RecordError(f"{where}: 'round_end' must be null or an object")
    if "legal" in entry and not isinstance(entry["legal"], bool):
        raise RecordError(f"{where}: 'legal' must be true or false")


def _check_position(scenario: Scenario, source: str) -> None:
    """Build the round once: a line placement that does not join, a turn that is not the
    leader's, or a round already over makes the file malformed."""
    try:
        game = scenario.start()
    except IllegalMoveError as exc:
        raise RecordError(f"{source}: 'line' does not build: {exc}") from None
    if game.lead_by_rule and scenario.turn is not None and scenario.turn != game.leader:
        raise RecordError(
            f"{source}: 'turn' is {scenario.turn}, but seat {game.leader} leads by rule"
        )
    if game.blocked_now():
        raise RecordError(f"{source}: the round is already over: nobody can play or draw")


def load_scenario(path: str | Path) -> Scenario:
    return parse_scenario(read_json(path), str(path))


# ----------------------------------------------------------------------------- verdicts


def verdict_of(game: Round, step: Step) -> dict[str, Any]:
    """The §B5 verdict of a legal action that ``game`` has just played."""
    verdict: dict[str, Any] = {"legal": True}
    action = step.action
    if isinstance(action, Play | Lead):
        verdict["points"] = step.points
    elif isinstance(action, Draw):
        verdict["drew"] = TEXT[step.drew]
    else:
        assert isinstance(action, Pass)
    verdict["next"] = game.next_seat()
    verdict["round_end"] = None if game.result is None else game.result.to_json()
    return verdict


def judge(scenario: Scenario) -> list[dict[str, Any]]:
    """Each action's verdict; legal actions are played, illegal ones change nothing."""
    game = scenario.start()
    verdicts: list[dict[str, Any]] = []
    for action in scenario.actions:
        try:
            step = game.apply(action)
        except ClassicMoveError as exc:
            verdicts.append({"legal": False, "reason": exc.reason})
        except FiguresError as exc:  # a wrong kind of action: not a rules reason
            verdicts.append({"legal": False, "reason": getattr(exc, "reason", "illegal")})
        else:
            verdicts.append(verdict_of(game, step))
    return verdicts


def _same(expected: Any, actual: Any, key: str) -> bool:
    """Compare as §B5 says: numbers as numbers, tiles as tiles, lists element by element,
    objects field by field as listed."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and _same(v, actual[k], k) for k, v in expected.items()
        )
    if isinstance(expected, list):
        return (
            isinstance(actual, list)
            and len(expected) == len(actual)
            and all(_same(e, a, key) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return expected == actual
    if key == "drew" and isinstance(expected, str) and isinstance(actual, str):
        try:
            return parse_tile(expected, 12) == parse_tile(actual, 12)
        except NotationError:
            return False
    return bool(expected == actual)


def mismatches(expected: dict[str, Any], verdict: dict[str, Any]) -> list[str]:
    """The fields of a partial ``expect`` object that the verdict contradicts."""
    out = []
    for key, value in expected.items():
        actual = verdict.get(key)
        if not (key in verdict and _same(value, actual, key)):
            if isinstance(value, dict) and isinstance(actual, dict):
                for sub, want in value.items():
                    got = actual.get(sub)
                    if not (sub in actual and _same(want, got, sub)):
                        out.append(
                            f"{key}.{sub}: expected {json_shown(want)}, got {json_shown(got)}"
                        )
                continue
            out.append(f"{key}: expected {json_shown(value)}, got {json_shown(actual)}")
    return out


def check(scenario: Scenario) -> list[str]:
    """Every disagreement between the verdicts and ``expect``, as "action 3: points: ..."."""
    if scenario.expect is None:
        return []
    problems: list[str] = []
    verdicts = judge(scenario)
    for index, (expected, verdict) in enumerate(zip(scenario.expect, verdicts, strict=True), 1):
        problems.extend(f"action {index}: {m}" for m in mismatches(expected, verdict))
    return problems


__all__ = [
    "Scenario",
    "check",
    "judge",
    "load_scenario",
    "mismatches",
    "parse_scenario",
    "points_json",
    "verdict_of",
]
