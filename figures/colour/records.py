"""Saved games: JSON records, written atomically, loaded and checked through the engine.

A record lists every draw, so that a reader can rebuild each hand and re-check every turn
without the random generator (see docs/notation.md for the format). Loading replays the
record through :class:`~figures.colour.game.Game`, which is also how a record is checked:
no rule is written here.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from figures.colour.actions import Action, EndTurn, Place, Return
from figures.colour.errors import FiguresError, RecordError
from figures.colour.game import (
    HAND_SIZE,
    RULES_VERSION,
    Game,
    Phase,
    PlacementRecord,
    ScriptedBag,
    Settings,
    most_actions,
    most_turns,
)
from figures.colour.geometry import Side
from figures.colour.tiles import TileSet
from figures.core.files import atomic_writer, json_shown, read_json
from figures.core.seats import PlayerSpec
from figures.core.text import shown

RECORD_FORMAT = "figures-game"
RECORD_VERSION = 1


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


def settings_json(settings: Settings) -> dict[str, Any]:
    return {
        "players": [{"name": p.name, "kind": p.kind} for p in settings.players],
        "target": settings.target,
        "seed": settings.seed,
        "first_player": settings.first_player,
    }


def game_to_json(game: Game) -> dict[str, Any]:
    """The record of a game, finished or in progress."""
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
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules": RULES_VERSION,
        "settings": settings_json(game.settings),
        "tiles": game.tileset.to_json(),
        "opening": [
            {
                "player": o.player,
                "tile": o.tile,
                "face": o.face,
                "at": list(o.at),
                "dir": o.dir,
                "returned": list(o.returned),
            }
            for o in game.opening
        ],
        "opening_pending": None
        if game.opening_tile is None
        else {
            "player": game.current,
            "tile": game.opening_tile,
            "returned": list(game.opening_returned),
        },
        "deal": [list(d) for d in game.deal],
        "turns": turns,
        "final": None
        if outcome is None
        else {
            "scores": list(outcome.scores),
            "winners": list(outcome.winners),
            "reason": outcome.reason.value,
        },
        "actions": [str(a) for a in game.actions],
    }


def write_json_atomic(path: str | Path, data: Any) -> None:
    """Write JSON to a temporary file beside ``path``, then rename it over ``path``."""
    with atomic_writer(path) as handle:
        json.dump(data, handle, indent=1)
        handle.write("\n")


def save_game(game: Game, path: str | Path) -> None:
    write_json_atomic(path, game_to_json(game))


# ----------------------------------------------------------------------------- reading


class _Reader:
    """Typed access to a JSON document that names the place of every error."""

    def __init__(self, data: Any, where: str, index: int | None = None) -> None:
        self.data = data
        self._where = where
        self._index = index

    @property
    def where(self) -> str:
        """Where the value lies (``record.turns[3].drawn``), written only when needed: a
        list may hold millions of items."""
        return self._where if self._index is None else f"{self._where}[{self._index}]"

    def fail(self, message: str) -> RecordError:
        return RecordError(f"{self.where}: {message}")

    def field(self, key: str) -> _Reader:
        if not isinstance(self.data, dict):
            raise self.fail("expected an object")
        if key not in self.data:
            raise self.fail(f"missing field {key!r}")
        return _Reader(self.data[key], f"{self.where}.{key}")

    def optional(self, key: str) -> _Reader | None:
        return self.field(key) if isinstance(self.data, dict) and key in self.data else None

    def as_int(self) -> int:
        if isinstance(self.data, bool) or not isinstance(self.data, int):
            raise self.fail(f"expected a whole number, found {shown(self.data)}")
        return self.data

    def as_str(self) -> str:
        if not isinstance(self.data, str):
            raise self.fail(f"expected a string, found {shown(self.data)}")
        return self.data

    def _list(self, most: int | None) -> list[Any]:
        """The list itself; one longer than ``most`` is refused before any item is read."""
        if not isinstance(self.data, list):
            raise self.fail(f"expected a list, found {type(self.data).__name__}")
        if most is not None and len(self.data) > most:
            raise self.fail(
                f"lists {len(self.data)} entries, more than a game can have (at most {most})"
            )
        return self.data

    def as_list(self, most: int | None = None) -> list[_Reader]:
        where = self.where
        return [_Reader(item, where, i) for i, item in enumerate(self._list(most))]

    def as_ints(self, most: int | None = None) -> list[int]:
        items = self._list(most)
        for index, item in enumerate(items):
            if isinstance(item, bool) or not isinstance(item, int):
                _Reader(item, self.where, index).as_int()  # raises, naming the place
        return list(items)

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
    """A record's JSON, its structure validated, ready to be replayed."""

    settings: Settings
    tileset: TileSet
    data: dict[str, Any]
    source: str = "record"

    def draws(self) -> Iterator[int]:
        """Every draw in the order the game makes them."""
        for entry in self.data["opening"]:
            yield from entry["returned"]
            yield entry["tile"]
        pending = self.data.get("opening_pending")
        if pending is not None:
            yield from pending["returned"]
            yield pending["tile"]
        count = len(self.settings.players)
        for offset in range(count):
            yield from self.data["deal"][(self.settings.first_player + offset) % count]
        for turn in self.data["turns"]:
            yield from turn["drawn"]


def parse_record(data: Any, source: str = "record") -> Record:
    """Validate a record's structure and types; the rules are checked by replaying it."""
    root = _Reader(data, source)
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError(f"{source} is not a Figures game record (format {RECORD_FORMAT!r})")
    if "version" not in data:
        raise RecordError(f"{source}: missing field 'version'")
    if data["version"] != RECORD_VERSION:
        raise RecordError(f"{source}: unsupported record version {shown(data['version'])}")
    if data.get("rules", RULES_VERSION) != RULES_VERSION:
        raise RecordError(
            f"{source} was played under rules version {shown(data.get('rules'))}; "
            f"this build plays version {RULES_VERSION}"
        )
    s = root.field("settings")
    players = tuple(
        PlayerSpec(p.field("name").as_str(), p.field("kind").as_str())
        for p in s.field("players").as_list()
    )
    target, seed = s.field("target").as_int(), s.field("seed").as_int()
    first_player = s.field("first_player").as_int()
    try:
        settings = Settings(players, target, seed, first_player)
    except FiguresError as exc:
        raise s.fail(str(exc)) from None
    try:
        tileset = TileSet.from_json(root.field("tiles").data)
    except RecordError as exc:
        raise RecordError(f"{source}.tiles: {exc}") from None
    # Lists longer than a game allows are refused before anything is replayed. (Dominoes
    # drawn for an opening and put back because none fits have no bound in the rules; the
    # size of the file bounds them.)
    count = len(players)
    for o in root.field("opening").as_list(most=count):
        o.field("player").as_int(), o.field("tile").as_int(), o.field("face").as_int()
        o.field("at").cell(), o.field("dir").direction(), o.field("returned").as_ints()
    pending = root.optional("opening_pending")
    if pending is not None and pending.data is not None:
        pending.field("player").as_int(), pending.field("tile").as_int()
        pending.field("returned").as_ints()
    deal = root.field("deal").as_list()
    if len(deal) != count:
        raise root.field("deal").fail(f"expected one hand per player ({count})")
    for hand in deal:
        hand.as_ints(most=HAND_SIZE)
    for t in root.field("turns").as_list(most=most_turns(len(tileset), count)):
        t.field("player").as_int(), t.field("score_after").as_int()
        t.field("returned").as_ints(most=HAND_SIZE), t.field("drawn").as_ints(most=HAND_SIZE)
        for p in t.field("placements").as_list(most=HAND_SIZE):
            p.field("tile").as_int(), p.field("face").as_int(), p.field("at").cell()
            p.field("dir").direction()
            for key in ("connected_edges", "bonus", "points", "paid"):
                p.field(key).as_int()
            p.field("closed_surfaces").as_ints()
    final = root.field("final")
    if final.data is not None:
        (
            final.field("scores").as_ints(most=count),
            final.field("winners").as_ints(most=count),
            final.field("reason").as_str(),
        )
    if "actions" in data:
        for item in root.field("actions").as_list(most=most_actions(len(tileset), count)):
            item.as_str()
    return Record(settings, tileset, data, source)


def _place(entry: dict[str, Any]) -> Place:
    return Place(
        entry["tile"], entry["face"], (entry["at"][0], entry["at"][1]), Side.parse(entry["dir"])
    )


def _actions(record: Record, game: Game) -> Iterator[tuple[str, Action]]:
    """The record's actions, with where each comes from; reads ``game`` as it advances."""
    for index, entry in enumerate(record.data["opening"]):
        yield f"opening {index + 1}", _place(entry)
    turns = record.data["turns"]
    for index, turn in enumerate(turns):
        where = f"turn {index + 1}"
        if not turn["placements"]:
            yield where, Return(tuple(turn["returned"]))
            continue
        for number, entry in enumerate(turn["placements"]):
            yield f"{where}, placement {number + 1}", _place(entry)
        if game.phase is Phase.SECOND and turn.get("complete", True):
            yield where, EndTurn()


_ITEM_NAMES = {"opening": "opening", "turns": "turn", "placements": "placement"}


def _item(where: str, key: str, index: int) -> str:
    if key == "deal":
        return f"deal of seat {index}"
    if key in _ITEM_NAMES:
        inner = f"{_ITEM_NAMES[key]} {index + 1}"
        return inner if key in ("opening", "turns") else f"{where}, {inner}"
    return f"{where}[{index}]"


def _compare(expected: Any, actual: Any, where: str, key: str, problems: list[str]) -> None:
    """Note every difference between the file's JSON and the rules' (human places: 'turn 3,
    placement 1, points')."""
    if expected == actual:  # the usual case, settled at once (a list may hold millions)
        return
    if isinstance(expected, dict) and isinstance(actual, dict):
        for name, value in expected.items():
            if name in actual:
                _compare(value, actual[name], f"{where}, {name}", name, problems)
            else:
                problems.append(f"{where}: the file has {shown(name)}, the rules do not")
        for name in actual:
            if name not in expected:
                problems.append(f"{where}: the file lacks {name!r}")
        return
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            problems.append(f"{where}: the file lists {len(expected)}, the rules {len(actual)}")
        for index, (a, b) in enumerate(zip(expected, actual, strict=False)):
            _compare(a, b, _item(where, key, index), "", problems)
        return
    if expected != actual:
        problems.append(
            f"{where}: the file says {json_shown(expected)}, the rules say {json_shown(actual)}"
        )


_CHECKED = ("opening", "deal", "turns", "final", "actions")


def replay_record(record: Record, *, scripted: bool) -> tuple[Game, list[str]]:
    """Play a record through the engine and list every figure the rules disagree with.

    With ``scripted`` the draws come from the record itself (no random generator needed);
    otherwise from the seed, which must then produce the very same draws.
    """
    bag = ScriptedBag(range(len(record.tileset)), record.draws()) if scripted else None
    try:
        game = Game(record.settings, record.tileset, bag)
    except FiguresError as exc:
        raise RecordError(f"{record.source}: opening: {exc}") from None
    for where, action in _actions(record, game):
        try:
            game.apply(action)
        except FiguresError as exc:
            raise RecordError(
                f"{record.source}: {where}: {shown(str(action))} is refused: {exc}"
            ) from None
    problems: list[str] = []
    rebuilt = game_to_json(game)
    for key in _CHECKED:
        if key in record.data:  # 'actions' is optional: the other fields say it all
            _compare(record.data[key], rebuilt[key], key, key, problems)
    _compare(
        record.data.get("opening_pending"),
        rebuilt["opening_pending"],
        "opening_pending",
        "opening_pending",
        problems,
    )
    if isinstance(bag, ScriptedBag) and bag.leftover():
        problems.append(f"the record lists {bag.leftover()} more draws than the game made")
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
        raise RecordError(f"{source} does not follow from its seed and moves: {problems[0]}")
    return game


def check_record(path: str | Path) -> tuple[Game, list[str]]:
    """Re-check every figure of a record from the rules, using the draws it lists."""
    return replay_record(parse_record(read_json(path), str(path)), scripted=True)
