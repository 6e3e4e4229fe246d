"""The placement rule and the scoring of a placement. Every caller goes through here."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from figures.engine.board import Board, Placed, domino_triangles
from figures.engine.errors import ColourMismatchError, NotTouchingError, OverlapError
from figures.engine.geometry import DIRS, OFFSET, Cell, Side
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


def check(board: Board, face: Face, at: Cell, direction: Side) -> int:
    """Judge a placement against the table. Returns its number of connected edges.

    Raises OverlapError, ColourMismatchError or NotTouchingError, and changes nothing.
    """
    dx, dy = OFFSET[direction]
    for cell in (at, (at[0] + dx, at[1] + dy)):
        if cell in board.cells:
            raise OverlapError(cell)
    connected = 0
    for triangle, colour in domino_triangles(face, at, direction)[:6]:
        other = board.neighbour_colour(triangle)
        if other is None:
            continue
        if other is not colour:
            x, y, side = triangle
            raise ColourMismatchError((x, y), Side(side).name, colour.label, other.label)
        connected += 1
    if connected == 0 and not board.is_empty():
        raise NotTouchingError("the domino must touch a domino on the table along an edge")
    return connected


def is_legal(board: Board, face: Face, at: Cell, direction: Side) -> bool:
    try:
        check(board, face, at, direction)
    except (OverlapError, ColourMismatchError, NotTouchingError):
        return False
    return True


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
