"""The position editor's state, without arcade: the position being edited (through
:mod:`figures.colour.scenario_write`), the domino held (any tile of the set, either face, any
direction), where it would go, whether a click lays it on the table or adds it as a play,
undo and redo, the file it came from and goes to.

Every judgement is the engine's: the table as a scenario's board would be built
(:func:`~figures.colour.scenario_write.arrange`), each play judged as ``figures check``
judges it, the held domino judged where it would go (:func:`~figures.colour.scenario_write.
judge`). The view only draws this and turns input into calls here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from figures.colour.board import Board
from figures.colour.closing import closing
from figures.colour.errors import FiguresError, IllegalMoveError
from figures.colour.geometry import Cell, Side, Triangle
from figures.colour.rules import contacts
from figures.colour.scenario_write import (
    Domino,
    Position,
    Table,
    UnsaveableError,
    Verdict,
    arrange,
    judge,
    judge_plays,
    read_position,
    table_before,
    write_scenario,
)
from figures.colour.surfaces import Surface
from figures.colour.tiles import TileSet, default_tileset
from figures.ui.colour.controller import CLOCKWISE, snap
from figures.ui.editor.common import History

#: Lay the held domino on the table, or add it to the plays.
TABLE = "table"
PLAYS = "plays"


@dataclass(frozen=True, slots=True)
class Judged:
    """The held domino where it would go, judged on the table it would go on: the verdict,
    its contacts with the table (each with whether the colours agree) and the surfaces it
    would close."""

    domino: Domino
    verdict: Verdict
    contacts: list[tuple[Triangle, bool]]
    closing: list[Surface]


class Editor(History[Position]):
    """The position edited, with its history."""

    def __init__(self, tileset: TileSet | None = None) -> None:
        super().__init__(Position())
        self.tileset = tileset or default_tileset()
        self.mode = TABLE
        #: The held domino: its tile, which face (0 or 1), which way it faces.
        self.tile: int | None = 0
        self.side = 0
        self.dir = Side.E
        #: Cell A of the held domino where it would go (None: off the table).
        self.at: Cell | None = None
        #: The play shown on the table and lit in the list (None: none).
        self.selected: int | None = None
        self._table: tuple[Position, Table] | None = None
        self._verdicts: tuple[Position, list[Verdict]] | None = None
        self._judged: dict[object, tuple[tuple[object, ...], Judged]] = {}
        #: The tile the last :meth:`put` laid or added again, already on the table or among
        #: the plays (None: it was not): a game could not play it twice.
        self.repeated: int | None = None

    # ----------------------------------------------------------------- derived

    @property
    def table(self) -> Table:
        """The position's table as a scenario's board builds it (kept until it changes)."""
        if self._table is None or self._table[0] is not self.position:
            position = self.position
            self._table = (position, arrange(position.board, position.rules))
        return self._table[1]

    @property
    def verdicts(self) -> list[Verdict]:
        """Each play judged in order, as ``figures check`` judges them."""
        if self._verdicts is None or self._verdicts[0] is not self.position:
            self._verdicts = (self.position, judge_plays(self.table.board, self.position.plays))
        return self._verdicts[1]

    def held(self) -> Domino | None:
        """The held domino where it would go, or None."""
        if self.tile is None or self.at is None:
            return None
        face = self.tileset[self.tile].faces[self.side]
        return Domino(face, self.at, self.dir, self.tile, self.side)

    def ground(self, play: int | None = None) -> Board:
        """The table a domino is judged on: in table mode the table's legal dominoes; for
        play ``play`` (by default the next one) the table with the legal plays before it."""
        if self.mode == TABLE and play is None:
            return self.table.board
        count = len(self.position.plays) if play is None else play
        return table_before(self.table.board, self.position.plays, count)

    def judged(self, domino: Domino, board: Board) -> Judged:
        verdict = judge(board, domino)
        # (where it would lie on the table, no edge is said to touch: as in the game)
        lies_on = any(cell in board.cells for cell in domino.cells)
        touching = [] if lies_on else contacts(board, domino.face, domino.at, domino.dir)
        closes = (
            closing(board, domino.face, domino.at, domino.dir)
            if verdict.score is not None and verdict.score.closed_surfaces
            else []
        )
        return Judged(domino, verdict, touching, closes)

    def _memo(self, key: tuple[object, ...], make: Callable[[], Judged]) -> Judged:
        """A judgement kept until the position, the mode or the domino changes (a frame
        asks for it several times)."""
        found = self._judged.get(key[0])
        if found is not None and found[0] == key:
            return found[1]
        judged = make()
        self._judged[key[0]] = (key, judged)
        return judged

    def hover(self) -> Judged | None:
        """The held domino judged where it would go."""
        domino = self.held()
        if domino is None:
            return None
        key = ("hover", self.position, self.mode, domino)
        return self._memo(key, lambda: self.judged(domino, self.ground()))

    def play_shown(self) -> Judged | None:
        """The selected play, judged on the table it finds."""
        index = self.selected
        if index is None or not 0 <= index < len(self.position.plays):
            return None
        key = ("play", self.position, index)
        return self._memo(key, lambda: self.judged(self.position.plays[index], self.ground(index)))

    def used(self) -> set[int]:
        """The tiles of the set already on the table or among the plays. A scenario may lay
        a tile twice (its faces need not be the set's), but a game could not play it twice,
        so the picker marks them."""
        dominoes = (*self.position.board, *self.position.plays)
        return {d.tile for d in dominoes if d.tile is not None}

    def refused(self, index: int) -> IllegalMoveError | None:
        """Why the table's domino ``index`` cannot be placed by the rules, or None."""
        return self.table.refused.get(index)

    # ----------------------------------------------------------------- the held domino

    def pick(self, tile: int, side: int | None = None) -> None:
        """Hold ``tile`` (on ``side``, else the face shown); picking the held one turns it
        over."""
        if side is None:
            side = 1 - self.side if tile == self.tile else self.side
        self.tile, self.side = tile, side

    def step_tile(self, delta: int) -> None:
        self.tile = ((self.tile or 0) + delta) % len(self.tileset)

    def flip(self) -> None:
        self.side = 1 - self.side

    def rotate(self, steps: int = 1, world: tuple[float, float] | None = None) -> None:
        """A quarter turn clockwise per step; with the cursor at ``world``, snapped to it."""
        self.dir = CLOCKWISE[(CLOCKWISE.index(self.dir) + steps) % 4]
        if world is not None:
            self.move_to(world)

    def move_to(self, world: tuple[float, float]) -> None:
        self.at = snap(world, self.dir)

    def move_by(self, dx: int, dy: int) -> None:
        at = self.at or (0, 0)
        self.at = (at[0] + dx, at[1] + dy)

    def set_mode(self, mode: str) -> None:
        self.mode = mode

    # ----------------------------------------------------------------- changes

    def put(self) -> bool:
        """The held domino laid on the table (legal or not), or added as the next play."""
        domino = self.held()
        if domino is None:
            return False
        self.repeated = domino.tile if domino.tile in self.used() else None
        if self.mode == TABLE:
            self._change(self.position.lay(domino))
        else:
            self._change(self.position.add_play(domino))
            self.selected = len(self.position.plays) - 1
        return True

    def remove_at(self, cell: Cell) -> bool:
        """Right click or Delete: in table mode the table's domino on ``cell``; in plays
        mode the last play covering it."""
        if self.mode == TABLE:
            index = self.position.at_cell(cell)
            if index is None:
                return False
            self._change(self.position.lift(index))
            return True
        for index in range(len(self.position.plays) - 1, -1, -1):
            if cell in self.position.plays[index].cells:
                return self.remove_play(index)
        return False

    def remove_play(self, index: int) -> bool:
        if not 0 <= index < len(self.position.plays):
            return False
        self._change(self.position.drop_play(index))
        count = len(self.position.plays)
        if self.selected is not None:
            self.selected = min(self.selected, count - 1) if count else None
        return True

    def select(self, index: int | None) -> None:
        if index is None or 0 <= index < len(self.position.plays):
            self.selected = index

    def clear(self) -> None:
        """A new empty position (undone by undo); the file forgotten."""
        if self.position != Position():
            self._change(Position())
        self.path = None
        self.selected = None

    def _restored(self) -> None:
        """After undo or redo: the play chosen kept among the plays."""
        count = len(self.position.plays)
        if self.selected is not None and self.selected >= count:
            self.selected = count - 1 if count else None

    # ----------------------------------------------------------------- files

    def _write(self, path: Path) -> None:
        """UnsaveableError (with each refused domino) or another FiguresError when the
        scenario cannot be written."""
        write_scenario(path, self.position)

    def _read(self, path: Path) -> Position:
        return read_position(path, self.tileset)

    def open(self, path: Path) -> None:
        """As :meth:`History.open`; the first play chosen."""
        super().open(path)
        self.selected = 0 if self.position.plays else None


__all__ = [
    "PLAYS",
    "TABLE",
    "Editor",
    "FiguresError",
    "Judged",
    "UnsaveableError",
]
