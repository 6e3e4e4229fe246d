"""The placement rule and the scoring of a placement. Every caller goes through here."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from figures.engine.board import Board, Placed
from figures.engine.errors import ColourMismatchError, NotTouchingError, OverlapError
from figures.engine.geometry import DIRS, FACING, OFFSET, Cell, Side, Triangle
from figures.engine.tiles import Face

#: Points paid for placing a second domino in the same turn.
SECOND_PLACEMENT_COST = 4


@dataclass(frozen=True, slots=True)
class Score:
    """What a placement earns."""

    connected_edges: int
    closed_surfaces: tuple[int, ...]  # sizes, largest first

    @property
    def bonus(self) -> int:
        return max(0, self.connected_edges - 2)

    @property
    def points(self) -> int:
        return self.connected_edges + self.bonus + sum(self.closed_surfaces)

    def to_json(self) -> dict[str, Any]:
        return {
            "connected_edges": self.connected_edges,
            "bonus": self.bonus,
            "closed_surfaces": list(self.closed_surfaces),
            "points": self.points,
        }


_OVERLAP_A = -1
_OVERLAP_B = -2
_NOT_TOUCHING = -3
_MISMATCH = -10  # minus the colour slot


def _verdict(board: Board, face: Face, at: Cell, direction: Side) -> int:
    """The placement rule, once: the number of connected edges when the placement is legal,
    otherwise a negative code that :func:`check` turns into its error."""
    x, y = at
    cells = board.cells
    if at in cells:
        return _OVERLAP_A
    dx, dy = OFFSET[direction]
    if (x + dx, y + dy) in cells:
        return _OVERLAP_B
    colours = board.colours
    face_colours = face.colours
    connected = 0
    for _, _, _, fx, fy, facing_side, slot in FACING[direction]:
        other = colours.get((x + fx, y + fy, facing_side))
        if other is None:
            continue
        if other is not face_colours[slot]:
            return _MISMATCH - slot
        connected += 1
    if connected == 0 and board.placed:
        return _NOT_TOUCHING
    return connected


def check(board: Board, face: Face, at: Cell, direction: Side) -> int:
    """Judge a placement against the table. Returns its number of connected edges.

    Raises OverlapError, ColourMismatchError or NotTouchingError, and changes nothing.
    """
    verdict = _verdict(board, face, at, direction)
    if verdict >= 0:
        return verdict
    if verdict in (_OVERLAP_A, _OVERLAP_B):
        dx, dy = OFFSET[direction]
        raise OverlapError(at if verdict == _OVERLAP_A else (at[0] + dx, at[1] + dy))
    if verdict == _NOT_TOUCHING:
        raise NotTouchingError("the domino must touch a domino on the table along an edge")
    slot = _MISMATCH - verdict
    x, y, side, fx, fy, facing_side, _ = FACING[direction][slot]
    other = board.colours[(at[0] + fx, at[1] + fy, facing_side)]
    cell = (at[0] + x, at[1] + y)
    raise ColourMismatchError(cell, Side(side).name, face.colours[slot].label, other.label)


def contacts(board: Board, face: Face, at: Cell, direction: Side) -> list[tuple[Triangle, bool]]:
    """The external triangles of a placement that face a covered cell, each with whether the
    colours agree: what a picture or a front end marks on the edges."""
    out = []
    for x, y, side, fx, fy, facing_side, slot in FACING[direction]:
        other = board.colours.get((at[0] + fx, at[1] + fy, facing_side))
        if other is not None:
            out.append(((at[0] + x, at[1] + y, side), other is face.colours[slot]))
    return out


def is_legal(board: Board, face: Face, at: Cell, direction: Side) -> bool:
    return _verdict(board, face, at, direction) >= 0


def place(board: Board, placed: Placed) -> Score:
    """Check a placement, put it on the table and score it."""
    connected = check(board, placed.face, placed.at, placed.dir)
    closed = board.place(placed)
    return Score(connected, tuple(sorted((s.size for s in closed), reverse=True)))


def evaluate(board: Board, face: Face, at: Cell, direction: Side) -> Score:
    """The score a placement would earn, leaving the table as it was."""
    score = place(board, Placed(face, at, direction))
    board.undo()
    return score


def candidate_spots(board: Board) -> Iterator[tuple[Cell, Side]]:
    """Every ``(at, dir)`` whose two cells are empty and at least one touches the table.

    On an empty table the first domino may go anywhere; the origin stands for anywhere.
    """
    if board.is_empty():
        for direction in DIRS:
            yield (0, 0), direction
        return
    seen: set[tuple[Cell, Side]] = set()
    cells = board.cells
    for fx, fy in board.frontier:
        for direction in DIRS:
            dx, dy = OFFSET[direction]
            for at in ((fx, fy), (fx - dx, fy - dy)):
                spot = (at, direction)
                if spot in seen:
                    continue
                seen.add(spot)
                if at not in cells and (at[0] + dx, at[1] + dy) not in cells:
                    yield spot


def fits_somewhere(board: Board, face: Face) -> bool:
    """Whether ``face`` has at least one legal spot (stops at the first)."""
    return any(is_legal(board, face, *spot) for spot in candidate_spots(board))


def legal_spots(board: Board, face: Face) -> list[tuple[Cell, Side]]:
    """Every ``(at, dir)`` where ``face`` may be placed, in a stable order."""
    spots = [s for s in candidate_spots(board) if is_legal(board, face, *s)]
    spots.sort(key=lambda s: (s[0][1], s[0][0], DIRS.index(s[1])))
    return spots
