"""The placement rule and the scoring of a placement. Every caller goes through here."""

from __future__ import annotations

from figures.colour.board import Board, Placed
from figures.colour.errors import ColourMismatchError, NotTouchingError, OverlapError
from figures.colour.geometry import DIRS, FACING, OFFSET, Cell, Side, Triangle
from figures.colour.house import (
    DEFAULT_RULES,
    SECOND_PLACEMENT_COST,
    HouseRules,
    Score,
)
from figures.colour.spots import connection
from figures.colour.surfaces import closable
from figures.colour.tiles import Face


def affords_second(score: int, rules: HouseRules = DEFAULT_RULES) -> bool:
    """Whether a player with ``score`` points may pay for a second placement (under
    ``rules``; the seed's cost, :data:`SECOND_PLACEMENT_COST`, by default)."""
    return rules.affords_second(score)


def reaches_target(score: int, target: int) -> bool:
    """Whether ``score`` reaches the target: the game then ends with the round, once every
    player has had as many turns."""
    return score >= target


_OVERLAP_A = -1
_OVERLAP_B = -2
_NOT_TOUCHING = -3
_MISMATCH = -10  # minus the colour slot


def _verdict(board: Board, face: Face, at: Cell, direction: Side) -> int:
    """The placement rule, once: the number of connected edges when the placement is legal,
    otherwise a negative code that :func:`check` turns into its error. It reads what the
    spot's neighbours require from the board's spot index."""
    cells = board.cells
    if at in cells:
        return _OVERLAP_A
    dx, dy = OFFSET[direction]
    if (at[0] + dx, at[1] + dy) in cells:
        return _OVERLAP_B
    need = board.spots.need.get((at, direction))
    if need is None:
        return _NOT_TOUCHING if board.placed else 0
    mask, bits = need
    code = face.code
    if code & mask == bits:
        return connection(need)[0]
    for slot in range(6):
        part = 15 << (4 * slot)
        if code & mask & part != bits & part:
            return _MISMATCH - slot
    raise AssertionError("a mismatch in no slot")


__all__ = [
    "DEFAULT_RULES",
    "SECOND_PLACEMENT_COST",
    "HouseRules",
    "Score",
    "affords_second",
    "check",
    "contacts",
    "evaluate",
    "fits_somewhere",
    "is_legal",
    "legal_spots",
    "place",
    "reaches_target",
    "score_spot",
]


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
    return Score(connected, tuple(board.place(placed)), board.rules)


def evaluate(board: Board, face: Face, at: Cell, direction: Side) -> Score:
    """The score a placement would earn, leaving the table as it was (nothing is placed)."""
    check(board, face, at, direction)
    return score_spot(board, face, at, direction)


def score_spot(board: Board, face: Face, at: Cell, direction: Side) -> Score:
    """:func:`evaluate` for a spot already known to be legal (from :func:`legal_spots`): the
    search's inner loop, which skips judging it again."""
    need = board.spots.need.get((at, direction))
    if need is None:  # the first domino on an empty table
        return Score(0, tuple(board.surfaces.closures(face, at, direction)), board.rules)
    edges, slots = connection(need)
    if not (closable(face) >> slots) & 1:
        return board.rules.plain[edges]
    return Score(edges, tuple(board.surfaces.closures(face, at, direction, slots)), board.rules)


def _origin() -> list[tuple[Cell, Side]]:
    """On an empty table the first domino may go anywhere; the origin stands for anywhere."""
    return [((0, 0), d) for d in DIRS]


def fits_somewhere(board: Board, face: Face) -> bool:
    """Whether ``face`` has at least one legal spot."""
    return board.is_empty() or board.spots.fits(face.code)


def legal_spots(board: Board, face: Face) -> list[tuple[Cell, Side]]:
    """Every ``(at, dir)`` where ``face`` may be placed, in a stable order (by row, column,
    then direction)."""
    if board.is_empty():
        return _origin()
    return board.spots.spots_for(face.code)
