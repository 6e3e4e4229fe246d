"""The table's geometry: cells, sides, triangles, squares and the domino orientation tables.

Everything here is computed once at import. Cells are ``(x, y)`` with ``x`` growing east and
``y`` north. Each cell is cut by its diagonals into four triangles, one per side. Two triangles
facing each other across a cell edge form a *square*, identified by the edge it sits on.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from figures.core.text import shown

Cell = tuple[int, int]
#: The table is unbounded in the rules; coordinates beyond a million cells are refused as input
#: mistakes (no game of 120 dominoes reaches that far from its first one).
MAX_COORDINATE: Final = 1_000_000
#: A triangle: the cell it lies in and the side it lies on, ``(x, y, side)``.
Triangle = tuple[int, int, int]
#: A square: the edge it sits on, written as the triangle on the E or N side of its west or
#: south cell, ``(x, y, Side.E)`` or ``(x, y, Side.N)``.
Square = tuple[int, int, int]


class Side(IntEnum):
    """A side of a cell, in clockwise order. Also used as a direction."""

    N = 0
    E = 1
    S = 2
    W = 3

    @classmethod
    def parse(cls, text: str) -> Side:
        """``"N"`` -> ``Side.N``; raises ``ValueError`` on anything else."""
        key = text.strip().upper() if isinstance(text, str) else text
        if key in ("N", "E", "S", "W"):
            return cls[key]
        raise ValueError(f"unknown direction {shown(text)} (expected N, E, S or W)")


SIDES: Final = (Side.N, Side.E, Side.S, Side.W)
#: Directions in the order the notation and the tables use them.
DIRS: Final = (Side.E, Side.N, Side.W, Side.S)

OFFSET: Final[dict[Side, Cell]] = {
    Side.N: (0, 1),
    Side.E: (1, 0),
    Side.S: (0, -1),
    Side.W: (-1, 0),
}
OPPOSITE: Final[dict[Side, Side]] = {s: Side((s + 2) % 4) for s in SIDES}
#: The two sides whose triangles share half a diagonal with this side's triangle.
ADJACENT: Final[dict[Side, tuple[Side, Side]]] = {
    s: (Side((s + 3) % 4), Side((s + 1) % 4)) for s in SIDES
}


def neighbour(cell: Cell, side: Side) -> Cell:
    dx, dy = OFFSET[side]
    return (cell[0] + dx, cell[1] + dy)


def square_of(x: int, y: int, side: int) -> Square:
    """The square that contains the triangle ``(x, y, side)``."""
    if side == Side.W:
        return (x - 1, y, Side.E)
    if side == Side.S:
        return (x, y - 1, Side.N)
    return (x, y, side)


def square_cells(square: Square) -> tuple[Cell, Cell]:
    """The two cells a square lies between."""
    x, y, side = square
    dx, dy = OFFSET[Side(side)]
    return (x, y), (x + dx, y + dy)


def square_triangles(square: Square) -> tuple[Triangle, Triangle]:
    """The two triangles that make up a square."""
    x, y, side = square
    dx, dy = OFFSET[Side(side)]
    return (x, y, side), (x + dx, y + dy, OPPOSITE[Side(side)])


def _turn(side: Side, quarter_turns: int) -> Side:
    """Turn a side counter-clockwise by a number of quarter turns."""
    return Side((side - quarter_turns) % 4)


#: Colour slots of a face, in the order c1..c7 of the notation, for ``dir = E``:
#: (cell 0 = A or 1 = B, side). Slot 6 is the core, made of A.E and B.W.
_BASE_SLOTS: Final = (
    (0, Side.W),
    (0, Side.N),
    (1, Side.N),
    (1, Side.E),
    (1, Side.S),
    (0, Side.S),
)
_BASE_CORE: Final = ((0, Side.E), (1, Side.W))
_QUARTER_TURNS: Final = {Side.E: 0, Side.N: 1, Side.W: 2, Side.S: 3}

#: For each direction: the six external triangles as (cell index, side, colour slot) and the
#: two core triangles as (cell index, side), turned rigidly so that B lies in ``dir`` from A.
EXTERNAL: Final[dict[Side, tuple[tuple[int, Side, int], ...]]] = {
    d: tuple(
        (cell, _turn(side, _QUARTER_TURNS[d]), slot)
        for slot, (cell, side) in enumerate(_BASE_SLOTS)
    )
    for d in DIRS
}
CORE: Final[dict[Side, tuple[tuple[int, Side], tuple[int, Side]]]] = {
    d: (
        (_BASE_CORE[0][0], _turn(_BASE_CORE[0][1], _QUARTER_TURNS[d])),
        (_BASE_CORE[1][0], _turn(_BASE_CORE[1][1], _QUARTER_TURNS[d])),
    )
    for d in DIRS
}


def _facing(direction: Side) -> tuple[tuple[int, int, int, int, int, int, int], ...]:
    rows = []
    for cell, side, slot in EXTERNAL[direction]:
        x, y = OFFSET[direction] if cell else (0, 0)
        dx, dy = OFFSET[side]
        rows.append((x, y, int(side), x + dx, y + dy, int(OPPOSITE[side]), slot))
    return tuple(rows)


#: For each direction, the six external triangles of a domino whose cell A is at ``(0, 0)``,
#: each with the triangle that faces it: ``(x, y, side, facing x, facing y, facing side,
#: colour slot)``. Sides are plain ints so that the hot path does no enum look-ups.
FACING: Final = {d: _facing(d) for d in DIRS}


#: The colour slot of the core in :attr:`Face.colours`.
CORE_SLOT: Final = 6


def _slot_links() -> tuple[tuple[int, int], ...]:
    """Pairs of colour slots whose triangles share half a diagonal inside one cell of the
    domino (the same for every direction, a domino being rigid)."""
    where: dict[tuple[int, Side], int] = {
        (cell, side): slot for cell, side, slot in EXTERNAL[Side.E]
    }
    for cell, side in CORE[Side.E]:
        where[(cell, side)] = CORE_SLOT
    links = set()
    for (cell, side), slot in where.items():
        for other in ADJACENT[side]:
            links.add(tuple(sorted((slot, where[(cell, other)]))))
    return tuple(sorted(links))  # type: ignore[arg-type]


#: See :func:`_slot_links`.
SLOT_LINKS: Final[tuple[tuple[int, int], ...]] = _slot_links()
#: The order of directions in sorted lists of spots.
DIR_ORDER: Final = {d: i for i, d in enumerate(DIRS)}
