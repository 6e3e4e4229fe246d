"""Scenario files written from a position edited freely (the app's position editor).

A :class:`Position` is what the editor holds: dominoes laid on the table in any order, legal
or not, and a list of plays to judge. :func:`arrange` builds the table the way
:mod:`figures.colour.scenario` builds a file's ``board`` (every entry placed by the placement
rule, in the file's order): it finds an order in which the dominoes can be placed legally,
starting from the largest group of dominoes that touch, and says why each one that cannot be
placed is refused (a colour clash, nothing touched, a domino lying on another). Only a table
with no refused domino can be saved: ``figures check`` could not read the others.

The plays are judged one after another on that table, the legal ones placed, exactly as
:func:`figures.colour.scenario.judge` does; their verdicts become the file's ``expect``.
:func:`scenario_json` makes the file's JSON, checked by reading it back through the
scenario module and judging it with both models (the fast path and the graph model) before
:func:`write_scenario` writes it atomically. Fields of an opened file other than ``board``,
``play`` and ``expect`` (its description, a ``why``, fields added to the format later) are
kept as they were.

Nothing here imports arcade.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from figures.colour.board import Board, Placed
from figures.colour.errors import IllegalMoveError, NotTouchingError, OverlapError, RecordError
from figures.colour.geometry import OFFSET, Cell, Side
from figures.colour.house import DEFAULT_RULES, HouseRules, parse_house_rules
from figures.colour.rules import Score, check, evaluate, is_legal, place
from figures.colour.scenario import judge_with, mismatches, parse_scenario
from figures.colour.tiles import Face, TileSet
from figures.core.errors import SettingsError
from figures.core.files import atomic_writer, read_json

#: The fields of a scenario file the editor writes itself; every other one is kept.
WRITTEN = ("board", "play", "expect")


class UnsaveableError(RecordError):
    """The table holds dominoes ``figures check`` could not place: each refused one (its index
    in the position's board) with the engine's reason."""

    def __init__(self, refused: Mapping[int, IllegalMoveError]) -> None:
        self.refused = dict(refused)
        parts = [f"domino {i + 1}: {error}" for i, error in sorted(self.refused.items())]
        super().__init__(
            f"{len(self.refused)} of the table's dominoes cannot be placed by the rules "
            f"(a scenario's board is placed legally, one after another): {'; '.join(parts)}"
        )


@dataclass(frozen=True, slots=True)
class Domino:
    """A domino of the editor, on the table or as a play. ``tile`` and ``side`` say which
    tile of the set and which of its faces it is, when it is one (a file's faces need not
    be); ``why`` and ``expected`` are what an opened file said of it (kept, and compared)."""

    face: Face
    at: Cell
    dir: Side
    tile: int | None = None
    side: int = 0
    why: str = ""
    #: The file's ``expect`` entry for this play, as JSON text ("" when none).
    expected: str = ""

    @property
    def cells(self) -> tuple[Cell, Cell]:
        dx, dy = OFFSET[self.dir]
        return self.at, (self.at[0] + dx, self.at[1] + dy)

    def placed(self) -> Placed:
        return Placed(self.face, self.at, self.dir, self.tile)

    def entry(self) -> dict[str, Any]:
        """The domino in a scenario file's notation."""
        out: dict[str, Any] = {"face": str(self.face), "at": list(self.at), "dir": self.dir.name}
        if self.why:
            out["why"] = self.why
        return out

    def same_place(self, other: Domino) -> bool:
        """Whether ``other`` is the same face at the same place, facing the same way."""
        return (self.face, self.at, self.dir) == (other.face, other.at, other.dir)


@dataclass(frozen=True)
class Position:
    """The editor's position: the table's dominoes in the order they were laid, the plays in
    the order they are judged, and the other fields of the file it came from."""

    board: tuple[Domino, ...] = ()
    plays: tuple[Domino, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=dict)

    @property
    def rules(self) -> HouseRules:
        """The house rules the file's ``rules`` object gives (the defaults without one): the
        plays are scored under them. A RecordError in one line when they are not valid."""
        return house_rules(self.fields)

    @property
    def description(self) -> str:
        value = self.fields.get("description", "")
        return value if isinstance(value, str) else ""

    def lay(self, domino: Domino) -> Position:
        return replace(self, board=(*self.board, domino))

    def lift(self, index: int) -> Position:
        return replace(self, board=self.board[:index] + self.board[index + 1 :])

    def add_play(self, domino: Domino) -> Position:
        return replace(self, plays=(*self.plays, domino))

    def drop_play(self, index: int) -> Position:
        return replace(self, plays=self.plays[:index] + self.plays[index + 1 :])

    def at_cell(self, cell: Cell) -> int | None:
        """The index of the domino of the table covering ``cell`` (the last laid, when
        several lie there), or None."""
        for index in range(len(self.board) - 1, -1, -1):
            if cell in self.board[index].cells:
                return index
        return None


def house_rules(fields: Mapping[str, Any]) -> HouseRules:
    """The house rules of a scenario file's ``rules`` object, the defaults without one."""
    data = fields.get("rules")
    if data is None:
        return DEFAULT_RULES
    if not isinstance(data, Mapping):
        raise RecordError("'rules' must be an object of house rules")
    try:
        return parse_house_rules(data)
    except SettingsError as exc:
        raise RecordError(f"rules: {exc}") from None


# ----------------------------------------------------------------------------- the table


@dataclass
class Table:
    """The position's table as a scenario file's board would be built: ``board`` holds the
    dominoes placed by the rule, in ``order`` (indexes into the position's board); each
    refused domino has the engine's reason against that table."""

    board: Board
    order: tuple[int, ...]
    refused: dict[int, IllegalMoveError]

    @property
    def saveable(self) -> bool:
        return not self.refused


def _groups(board: Sequence[Domino]) -> list[list[int]]:
    """The dominoes in groups that touch along an edge (through one another), each group in
    the order laid, the groups in the order of their first domino."""
    where: dict[Cell, list[int]] = {}
    for index, domino in enumerate(board):
        for cell in domino.cells:
            where.setdefault(cell, []).append(index)
    parent = list(range(len(board)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for index, domino in enumerate(board):
        for x, y in domino.cells:
            for dx, dy in OFFSET.values():
                for other in where.get((x + dx, y + dy), ()):
                    if other != index:
                        a, b = root(index), root(other)
                        if a != b:
                            parent[max(a, b)] = min(a, b)
    groups: dict[int, list[int]] = {}
    for index in range(len(board)):
        groups.setdefault(root(index), []).append(index)
    return list(groups.values())


def arrange(board: Sequence[Domino], rules: HouseRules = DEFAULT_RULES) -> Table:
    """Place the dominoes by the placement rule in an order that places as many as it can:
    the first laid of the largest group of touching dominoes first, then, pass after pass,
    every domino that fits where the table stands (earlier laid first). Placing a domino
    never makes another fit less (its edges either match or clash whatever the order), so
    when some order places them all, this one does. The table scores under ``rules``."""
    table = Board(rules)
    order: list[int] = []
    groups = _groups(board)
    if groups:
        start = max(groups, key=len)[0]
        place(table, board[start].placed())
        order.append(start)
    pending = [i for i in range(len(board)) if i not in order]
    progress = True
    while pending and progress:
        progress = False
        left = []
        for index in pending:
            domino = board[index]
            if is_legal(table, domino.face, domino.at, domino.dir):
                place(table, domino.placed())
                order.append(index)
                progress = True
            else:
                left.append(index)
        pending = left
    refused: dict[int, IllegalMoveError] = {}
    for index in pending:
        domino = board[index]
        try:
            check(table, domino.face, domino.at, domino.dir)
        except IllegalMoveError as error:
            refused[index] = error
        else:  # (legal only on an empty table: never, one domino is always placed)
            refused[index] = NotTouchingError("the domino must touch the table")
    # Two refused dominoes on the same cells: the later one lies on the earlier.
    for index in pending:
        for other in pending:
            if other < index and set(board[other].cells) & set(board[index].cells):
                cell = next(c for c in board[index].cells if c in board[other].cells)
                refused[index] = OverlapError(cell)
    return Table(table, tuple(order), refused)


# ----------------------------------------------------------------------------- the plays


@dataclass(frozen=True, slots=True)
class Verdict:
    """A play judged where the table stands: its score when legal, else the engine's
    error."""

    legal: bool
    score: Score | None = None
    error: IllegalMoveError | None = None

    def to_json(self) -> dict[str, Any]:
        """The verdict as ``figures score --json`` gives it and ``expect`` checks it: a
        legal play's score in full, an illegal one's reason code."""
        if self.score is not None:
            return {"legal": True, **self.score.to_json()}
        assert self.error is not None
        return {"legal": False, "reason": self.error.reason}

    def differs(self, expected: str) -> list[str]:
        """What an opened file's ``expect`` entry (JSON text) says that this verdict does not
        (none when it had no entry)."""
        if not expected:
            return []
        full = self.to_json()
        if self.error is not None:
            full = {**full, "kind": self.error.reason, "reason": str(self.error)}
        return mismatches(json.loads(expected), full)


def judge(table: Board, domino: Domino) -> Verdict:
    """``domino`` judged on ``table`` (left as it was)."""
    try:
        return Verdict(True, score=evaluate(table, domino.face, domino.at, domino.dir))
    except IllegalMoveError as error:
        return Verdict(False, error=error)


def judge_plays(table: Board, plays: Sequence[Domino]) -> list[Verdict]:
    """Each play judged on the table as the plays before it left it (the legal ones placed),
    as :func:`figures.colour.scenario.judge` does; ``table`` is left as it was."""
    board = table.copy()
    out = []
    for play in plays:
        try:
            score = place(board, play.placed())
        except IllegalMoveError as error:
            out.append(Verdict(False, error=error))
        else:
            out.append(Verdict(True, score=score))
    return out


def table_before(table: Board, plays: Sequence[Domino], index: int) -> Board:
    """A copy of the table as play ``index`` finds it: the legal plays before it placed."""
    board = table.copy()
    for play in plays[:index]:
        if is_legal(board, play.face, play.at, play.dir):
            place(board, play.placed())
    return board


# ----------------------------------------------------------------------------- the file


def scenario_json(position: Position, table: Table | None = None) -> dict[str, Any]:
    """The scenario file of ``position``: its kept fields, the board in an order the rule
    places, the plays and what the engine says of each. Raises :class:`UnsaveableError`
    when a domino of the table cannot be placed, and RecordError when the file read back
    would not pass ``figures check`` (the models disagree): never a file that fails."""
    if table is None:
        table = arrange(position.board, position.rules)
    if not table.saveable:
        raise UnsaveableError(table.refused)
    data: dict[str, Any] = {k: v for k, v in position.fields.items() if k not in WRITTEN}
    data["board"] = [position.board[i].entry() for i in table.order]
    data["play"] = [play.entry() for play in position.plays]
    data["expect"] = [v.to_json() for v in judge_plays(table.board, position.plays)]
    _verify(data)
    return data


def _verify(data: dict[str, Any]) -> None:
    """Read ``data`` back as ``figures check`` does and judge it with both models: the
    expectations must hold and the models agree."""
    scenario = parse_scenario(data, "the position")
    verdicts, faults = judge_with(scenario, "the position", "both")
    if faults:
        raise RecordError(
            "the engine's two models disagree on this position (an engine fault, please "
            f"report it): {faults[0].text()}"
        )
    for index, (expected, verdict) in enumerate(zip(data["expect"], verdicts, strict=True), 1):
        problems = mismatches(expected, verdict)
        if problems:
            raise RecordError(f"play {index} read back differs: {'; '.join(problems)}")


def scenario_text(data: Mapping[str, Any]) -> str:
    """The file's text: one field a line at the top, one domino (one verdict) a line in
    the lists, like the scenario files of the tests."""
    lines = ["{"]
    items = list(data.items())
    for number, (key, value) in enumerate(items):
        comma = "," if number < len(items) - 1 else ""
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            inner = ",\n".join(f"    {json.dumps(v, ensure_ascii=False)}" for v in value)
            lines.append(f"  {json.dumps(key)}: [\n{inner}\n  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_scenario(path: str | Path, position: Position) -> dict[str, Any]:
    """Write ``position``'s scenario file to ``path`` (a temporary file renamed over it: an
    old file is never left half written). Returns the JSON written."""
    data = scenario_json(position)
    with atomic_writer(path) as handle:
        handle.write(scenario_text(data))
    return data


def tile_index(tileset: TileSet) -> dict[Face, tuple[int, int]]:
    """Every face of the set, with its tile and which of its faces it is."""
    out: dict[Face, tuple[int, int]] = {}
    for tile in tileset:
        for side, face in enumerate(tile.faces):
            out.setdefault(face, (tile.id, side))
    return out


def position_of(data: Any, source: str = "scenario", tileset: TileSet | None = None) -> Position:
    """The position a colour scenario file's JSON holds (checked by the scenario module: a
    malformed file is a one-line RecordError); faces of the tile set know their tile."""
    scenario = parse_scenario(data, source)
    faces = tile_index(tileset) if tileset is not None else {}
    assert isinstance(data, dict)

    def domino(raw: dict[str, Any], parsed: Any, expected: str = "") -> Domino:
        tile, side = faces.get(parsed.face, (None, 0))
        why = raw.get("why", "")
        return Domino(
            parsed.face,
            parsed.at,
            parsed.dir,
            tile,
            side,
            why if isinstance(why, str) else "",
            expected,
        )

    expect = data.get("expect")
    board = tuple(domino(r, p) for r, p in zip(data.get("board", []), scenario.board, strict=True))
    plays = tuple(
        domino(r, p, json.dumps(expect[i]) if expect is not None else "")
        for i, (r, p) in enumerate(zip(data["play"], scenario.plays, strict=True))
    )
    fields = {k: v for k, v in data.items() if k not in WRITTEN}
    return Position(board, plays, fields)


def read_position(path: str | Path, tileset: TileSet | None = None) -> Position:
    """The position of the colour scenario file at ``path``; one-line errors."""
    data = read_json(path)
    classic_fields = {"rules", "hands", "actions"}
    if (
        isinstance(data, dict)
        and not {"board", "play"} & data.keys()
        and classic_fields & data.keys()
    ):
        raise RecordError(
            f"{path} is a classic dominoes scenario: the position editor edits the colour "
            "game's scenarios"
        )
    return position_of(data, str(path), tileset)
