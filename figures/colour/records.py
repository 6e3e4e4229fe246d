"""Saved games: JSON records in the envelope every family shares (:mod:`figures.core.records`),
written atomically, loaded and checked through the engine.

A record lists every draw, so that a reader can rebuild each hand and re-check every turn
without the random generator (see docs/notation.md for the format). Loading replays the
record's actions through :class:`~figures.colour.game.Game`, which is also how a record is
checked: no rule is written here.

The writer writes version 2; the reader reads version 2 and version 1, whose fields are the
same ones in other places (the settings at the top, the one round's fields beside them):
:func:`parse_record` reads both into one :class:`Record`, and one replay serves both.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from figures.colour.actions import Action, EndTurn, Place, Return, parse_action
from figures.colour.errors import FiguresError, NotationError, RecordError
from figures.colour.game import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    RULES_VERSION,
    Game,
    OpeningRecord,
    Phase,
    PlacementRecord,
    ScriptedBag,
    Settings,
    most_actions,
    most_turns,
)
from figures.colour.geometry import Side
from figures.colour.house import (
    DEFAULT_RULES,
    MOST_PLACEMENTS,
    NAMES,
    HouseRules,
    parse_house_rules,
)
from figures.colour.tiles import TileSet
from figures.core import fairness
from figures.core.errors import SettingsError
from figures.core.files import json_shown, read_json
from figures.core.records import (
    ENVELOPE_FIELDS,
    Reader,
    at,
    first_of,
    mismatch,
    place,
    players_json,
    read_final,
    read_players,
    read_rounds,
    record_version,
    refused,
    write_json_atomic,
)
from figures.core.text import shown

RECORD_FORMAT = "figures-game"
#: The version the writer writes.
RECORD_VERSION = 2
#: The versions the reader reads.
READ_VERSIONS = (1, 2)
#: The top-level fields of a version-2 record: the envelope's and the colour game's own.
TOP_FIELDS = (*ENVELOPE_FIELDS, "seed", "tiles")
#: The top-level fields a record may carry besides: the deal's commitment of an online game
#: (:mod:`figures.core.fairness`).
OPTIONAL_FIELDS = (fairness.FIELD,)
#: The fields of the one round of a version-2 record.
ROUND_FIELDS = ("opening", "opening_pending", "deal", "actions", "turns", "result")
#: Where each setting lies in a record of each version (for messages).
_SETTING_PLACES = {
    1: {
        "target": "settings.target",
        "seed": "settings.seed",
        "first_player": "settings.first_player",
    },
    2: {"target": "rules.target", "seed": "seed", "first_player": "first"},
}
#: The fields of a version-2 record's ``rules``: the version, the target, the house rules
#: (each optional: a record written before them is played under the defaults).
RULES_FIELDS = ("version", "target", *NAMES)


# ----------------------------------------------------------------------------- writing


def _placement_json(p: PlacementRecord) -> dict[str, Any]:
    return {
        "tile": p.tile,
        "face": p.face,
        "at": list(p.at),
        "dir": p.dir,
        **p.score.to_json(),
        "paid": p.paid,
    }


def _opening_json(o: OpeningRecord) -> dict[str, Any]:
    return {
        "player": o.player,
        "tile": o.tile,
        "face": o.face,
        "at": list(o.at),
        "dir": o.dir,
        "returned": list(o.returned),
    }


def game_to_json(game: Game) -> dict[str, Any]:
    """The record of a game, finished or in progress (version 2)."""
    turns = []
    for index, turn in enumerate(game.turns):
        entry: dict[str, Any] = {
            "player": turn.player,
            "placements": [_placement_json(p) for p in turn.placements],
            "returned": list(turn.returned),
            "drawn": list(turn.drawn),
            "score_after": turn.score_after,
        }
        if index == len(game.turns) - 1 and game.phase is Phase.SECOND:
            entry["complete"] = False
        turns.append(entry)
    outcome = game.outcome
    settings = game.settings
    the_round = {
        "opening": [_opening_json(o) for o in game.opening],
        "opening_pending": None
        if game.opening_tile is None
        else {
            "player": game.current,
            "tile": game.opening_tile,
            "returned": list(game.opening_returned),
        },
        "deal": [list(d) for d in game.deal],
        "actions": [str(a) for a in game.actions],
        "turns": turns,
        "result": None
        if outcome is None
        else {"how": outcome.reason.value, "scores": list(outcome.scores)},
    }
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules": {"version": RULES_VERSION, "target": settings.target, **settings.rules.to_json()},
        "players": players_json(settings.players),
        "first": settings.first_player,
        "seed": settings.seed,
        "tiles": game.tileset.to_json(),
        "rounds": [the_round],
        "final": None
        if outcome is None
        else {
            "scores": list(outcome.scores),
            "winners": list(outcome.winners),
            "reason": outcome.reason.value,
        },
    }


def save_game(game: Game, path: str | Path) -> None:
    """Write the game's record atomically (a crash never leaves half a file)."""
    write_json_atomic(path, game_to_json(game))


# ----------------------------------------------------------------------------- reading


class _Reader(Reader):
    """The core's reader with the colour game's values: cells and directions."""

    __slots__ = ()

    def cell(self) -> tuple[int, int]:
        items = self.as_list()
        if len(items) != 2:
            raise self.fail("expected a cell [x, y]")
        return items[0].as_int(), items[1].as_int()

    def direction(self) -> Side:
        try:
            return Side.parse(self.as_str())
        except ValueError as exc:
            raise self.fail(str(exc)) from None


@dataclass(frozen=True, slots=True)
class Record:
    """A record's JSON, its structure validated, ready to be replayed. ``round`` is its one
    round's fields as version 2 writes them (a version-1 record has them at the top)."""

    settings: Settings
    tileset: TileSet
    data: dict[str, Any]
    source: str = "record"
    version: int = RECORD_VERSION

    @property
    def round(self) -> dict[str, Any]:
        if self.version == 1:
            return self.data
        the_round: dict[str, Any] = self.data["rounds"][0]
        return the_round

    @property
    def final(self) -> Any:
        return self.data["final"]

    def draws(self) -> Iterator[int]:
        """Every draw in the order the game makes them."""
        the_round = self.round
        for entry in the_round["opening"]:
            yield from entry["returned"]
            yield entry["tile"]
        pending = the_round.get("opening_pending")
        if pending is not None:
            yield from pending["returned"]
            yield pending["tile"]
        count = len(self.settings.players)
        for offset in range(count):
            yield from the_round["deal"][(self.settings.first_player + offset) % count]
        for turn in the_round["turns"]:
            yield from turn["drawn"]


def parse_record(data: Any, source: str = "record") -> Record:
    """Validate a record's structure and types, version 1 or 2; the rules are checked by
    replaying it."""
    version = record_version(data, source, RECORD_FORMAT, READ_VERSIONS)
    root = _Reader(data, source)
    if version == 1:
        if data.get("rules", RULES_VERSION) != RULES_VERSION:
            raise _rules_version_error(source, data.get("rules"))
        where = root.field("settings")
        players = read_players(where.field("players"), MIN_PLAYERS, MAX_PLAYERS)
        target, seed = where.field("target").as_int(), where.field("seed").as_int()
        first = where.field("first_player").as_int()
        house = DEFAULT_RULES  # (version 1 came before the house rules)
        the_round = root
    else:
        root.only((*TOP_FIELDS, *OPTIONAL_FIELDS), TOP_FIELDS)
        rules = root.field("rules")
        rules.only(RULES_FIELDS, ("version", "target"))
        if rules.data["version"] != RULES_VERSION:
            raise _rules_version_error(source, rules.data["version"])
        house = _house_rules(rules)
        players = read_players(root.field("players"), MIN_PLAYERS, MAX_PLAYERS)
        first = root.field("first").seat(len(players))
        target, seed = rules.field("target").as_int(), root.field("seed").as_int()
        (the_round,) = read_rounds(root.field("rounds"), 1, ROUND_FIELDS, ROUND_FIELDS)
    if fairness.FIELD in data:
        fairness.Fairness.from_json(data[fairness.FIELD], source)
    try:
        settings = Settings(players, target, seed, first, house)
    except SettingsError as exc:
        field = _SETTING_PLACES[version].get(exc.field or "", "")
        raise RecordError(at(f"{source}: {field}" if field else source, str(exc))) from None
    try:
        tileset = TileSet.from_json(root.field("tiles").data)
    except RecordError as exc:
        raise RecordError(f"{source}: tiles: {exc}") from None
    _check_round(the_round, len(players), len(tileset), version, house.hand)
    final = root.field("final")
    if read_final(final, len(players), ("scores", "winners", "reason")) is not None:
        final.field("scores").as_ints()
        final.field("reason").as_str()
    return Record(settings, tileset, data, source, version)


def _house_rules(rules: _Reader) -> HouseRules:
    """The house rules of a record's ``rules`` (the defaults for those it does not give)."""
    try:
        return parse_house_rules(rules.object())
    except SettingsError as exc:
        field = f".{exc.field}" if exc.field else ""
        raise RecordError(f"{rules.source}: rules{field}: {exc}") from None


def _rules_version_error(source: str, rules: object) -> RecordError:
    return RecordError(
        f"{source} was played under rules version {shown(rules)}; "
        f"this build plays version {RULES_VERSION}"
    )


def _check_round(the_round: _Reader, count: int, tiles: int, version: int, hand: int) -> None:
    """The types of the one round's fields. Lists longer than a game allows are refused
    before anything is replayed. (Dominoes drawn for an opening and put back because none
    fits have no bound in the rules; the size of the file bounds them.)"""
    for o in the_round.field("opening").as_list(most=count):
        o.field("player").as_int(), o.field("tile").as_int(), o.field("face").as_int()
        o.field("at").cell(), o.field("dir").direction(), o.field("returned").as_ints()
    pending = the_round.optional("opening_pending")
    if pending is not None and pending.data is not None:
        pending.field("player").as_int(), pending.field("tile").as_int()
        pending.field("returned").as_ints()
    deal = the_round.field("deal")
    hands = deal.as_list()
    if len(hands) != count:
        raise deal.fail(f"expected one hand per player ({count})")
    for held in hands:
        held.as_ints(most=hand)
    for t in the_round.field("turns").as_list(most=most_turns(tiles, count)):
        t.field("player").as_int(), t.field("score_after").as_int()
        t.field("returned").as_ints(most=hand), t.field("drawn").as_ints(most=hand)
        for p in t.field("placements").as_list(most=MOST_PLACEMENTS):
            p.field("tile").as_int(), p.field("face").as_int(), p.field("at").cell()
            p.field("dir").direction()
            for key in ("connected_edges", "bonus", "points", "paid"):
                p.field(key).as_int()
            p.field("closed_surfaces").as_ints()
    actions = the_round.optional("actions")  # optional in version 1: the turns say it all
    if actions is not None:
        actions.as_strs(most=most_actions(tiles, count))
    if version > 1:
        result = the_round.field("result")
        if result.data is not None:
            result.only(("how", "scores"), ("how", "scores"))
            result.field("how").as_str(), result.field("scores").as_ints(most=count)


def _place(entry: dict[str, Any]) -> Place:
    return Place(
        entry["tile"], entry["face"], (entry["at"][0], entry["at"][1]), Side.parse(entry["dir"])
    )


def _moves(record: Record, game: Game) -> Iterator[tuple[str, Action]]:
    """The record's actions, each with its place; reads ``game`` as it advances."""
    the_round = record.round
    if "actions" in the_round:
        for number, text in enumerate(the_round["actions"], 1):
            try:
                yield place(1, number), parse_action(text)
            except NotationError as exc:
                raise RecordError(f"{record.source}: {at(place(1, number), str(exc))}") from None
        return
    # A version-1 record without its actions: they follow from the opening and the turns.
    for index, entry in enumerate(the_round["opening"], 1):
        yield _next(game, f"opening {index}"), _place(entry)
    for index, turn in enumerate(the_round["turns"], 1):
        if not turn["placements"]:
            yield _next(game, f"turn {index}"), Return(tuple(turn["returned"]))
            continue
        for number, entry in enumerate(turn["placements"], 1):
            yield _next(game, f"turn {index}, placement {number}"), _place(entry)
        if game.phase is Phase.SECOND and turn.get("complete", True):
            yield _next(game, f"turn {index}"), EndTurn()


def _next(game: Game, detail: str) -> str:
    """The place of the next action of ``game``: ``round 1, action 7 (turn 3, placement 1)``."""
    return f"{place(1, len(game.actions) + 1)} ({detail})"


@dataclass(frozen=True, slots=True)
class _Numbers:
    """The number of the action (from 1) behind each figure of a game: each opening domino,
    each placement of each turn, and the action that ends each turn."""

    opening: list[int]
    placements: list[list[int]]
    ends: list[int]


def _numbers(game: Game) -> _Numbers:
    actions = game.actions
    number = len(game.opening)  # the opening's actions come first, one per domino
    placements: list[list[int]] = []
    ends: list[int] = []
    for turn in game.turns:
        numbers = []
        for _ in turn.placements:
            number += 1
            numbers.append(number)
        if not turn.placements or (number < len(actions) and isinstance(actions[number], EndTurn)):
            number += 1  # the return (or pass), or the 'end' after one placement
        placements.append(numbers)
        ends.append(number)
    return _Numbers(list(range(1, len(game.opening) + 1)), placements, ends)


def _compare(where: str, field: str, expected: Any, got: Any, problems: list[str]) -> None:
    """Note every difference between the record's value (``expected``) and the rules'
    (``got``), an object field by field: ``round 1, action 9: points: expected 9, got 7``."""
    if expected == got:  # the usual case, settled at once (a list may hold millions)
        return
    if isinstance(expected, dict) and isinstance(got, dict):
        for key in [*expected, *(k for k in got if k not in expected)]:
            name = f"{field}.{key}" if field else str(key)
            if key not in got:
                problems.append(at(where, f"{name}: the record has it, the rules do not"))
            elif key not in expected:
                problems.append(
                    at(where, f"{name}: the record lacks it, the rules say {json_shown(got[key])}")
                )
            else:
                _compare(where, name, expected[key], got[key], problems)
        return
    problems.append(mismatch(where, field, expected, got))


def _compare_lists(
    where: str, field: str, expected: list[Any], got: list[Any], problems: list[str]
) -> None:
    if len(expected) != len(got):
        problems.append(mismatch(where, field, len(expected), len(got), count="entries"))


def _compare_round(
    expected: dict[str, Any], got: dict[str, Any], numbers: _Numbers, problems: list[str]
) -> None:
    here = place(1)
    _compare_lists(here, "opening", expected["opening"], got["opening"], problems)
    for number, a, b in zip(numbers.opening, expected["opening"], got["opening"], strict=False):
        _compare(place(1, number), "", a, b, problems)
    _compare(
        here, "opening_pending", expected.get("opening_pending"), got["opening_pending"], problems
    )
    _compare(here, "deal", expected["deal"], got["deal"], problems)
    _compare_lists(here, "turns", expected["turns"], got["turns"], problems)
    for a, b, placed, end in zip(
        expected["turns"], got["turns"], numbers.placements, numbers.ends, strict=False
    ):
        if len(a["placements"]) != len(b["placements"]):
            problems.append(
                mismatch(
                    place(1, end),
                    "placements",
                    len(a["placements"]),
                    len(b["placements"]),
                    count="entries",
                )
            )
        for number, x, y in zip(placed, a["placements"], b["placements"], strict=False):
            _compare(place(1, number), "", x, y, problems)
        rest_a = {k: v for k, v in a.items() if k != "placements"}
        rest_b = {k: v for k, v in b.items() if k != "placements"}
        _compare(place(1, end), "", rest_a, rest_b, problems)
    if "result" in expected:  # (version 1 has none: its final says it)
        _compare(here, "result", expected["result"], got["result"], problems)


def replay_record(record: Record, *, scripted: bool) -> tuple[Game, list[str]]:
    """Play a record through the engine and list every figure the rules disagree with, by
    place (``round 1, action 9: points: expected 9, got 7``).

    With ``scripted`` the draws come from the record itself (no random generator needed);
    otherwise from the seed, which must then produce the very same draws. An action the
    rules refuse, or a draw that cannot be made, raises a RecordError naming its place.
    """
    source = record.source
    bag = ScriptedBag(range(len(record.tileset)), record.draws()) if scripted else None
    try:
        game = Game(record.settings, record.tileset, bag)
    except FiguresError as exc:
        raise RecordError(f"{source}: {at(place(1), f'the opening: {exc}')}") from None
    for where, action in _moves(record, game):
        try:
            game.apply(action)
        except FiguresError as exc:
            raise RecordError(f"{source}: {refused(where, str(action), exc)}") from None
    problems: list[str] = []
    rebuilt = game_to_json(game)
    _compare_round(record.round, rebuilt["rounds"][0], _numbers(game), problems)
    _compare("", "final", record.final, rebuilt["final"], problems)
    if isinstance(bag, ScriptedBag) and bag.leftover():
        problems.append(
            at(place(1), f"the record lists {bag.leftover()} more draws than the game made")
        )
    return game, problems


def follows_seed(record: Record) -> bool:
    """Whether this build's generator, seeded as the record says, makes the record's draws."""
    try:
        _, problems = replay_record(record, scripted=False)
    except RecordError:
        return False
    return not problems


def load_game(path: str | Path) -> Game:
    """A saved game, rebuilt through the engine so that play can go on. Refuses damaged files."""
    return game_from_json(read_json(path), str(path))


def game_from_json(data: Any, source: str = "record") -> Game:
    """:func:`load_game` for a record already read (``source`` names it in messages)."""
    record = parse_record(data, source)
    game, problems = replay_record(record, scripted=False)
    if problems:
        raise RecordError(f"{source} does not follow from its seed and moves: {first_of(problems)}")
    return game


def check_record(path: str | Path) -> tuple[Game, list[str]]:
    """Re-check every figure of a record from the rules, using the draws it lists."""
    return check_json(read_json(path), str(path))


def check_json(data: Any, source: str = "record") -> tuple[Game, list[str]]:
    """:func:`check_record` for a record already read."""
    return replay_record(parse_record(data, source), scripted=True)


__all__ = [
    "READ_VERSIONS",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "Record",
    "check_json",
    "check_record",
    "follows_seed",
    "game_from_json",
    "game_to_json",
    "load_game",
    "parse_record",
    "replay_record",
    "save_game",
    "write_json_atomic",
]
