"""What a placement would close, and the cells no domino can ever fill: two questions a
front end asks of the table, answered by the engine's own structures (the surface forest
and the spot index), never by a rule written again.

Pure: no drawing, and the table asked about is left as it was.
"""

from __future__ import annotations

from collections.abc import Iterable

from figures.colour.board import Board, Placed
from figures.colour.geometry import DIRS, OFFSET, Cell, Side, square_cells
from figures.colour.surfaces import Surface
from figures.colour.tiles import Face


def closing(board: Board, face: Face, at: Cell, direction: Side) -> list[Surface]:
    """The surfaces a legal placement would close, with their squares, largest first: the
    engine places it on a copy of the table (their sizes are those
    :func:`figures.colour.rules.evaluate` counts)."""
    copy = board.copy()
    before = {s.squares for s in copy.surfaces.surfaces() if s.closed}
    copy.place(Placed(face, at, direction))
    new = [s for s in copy.surfaces.surfaces() if s.closed and s.squares not in before]
    return sorted(new, key=lambda s: (-s.size, sorted(s.squares)))


def dead_cells(board: Board, faces: Iterable[Face], sides: int = 2) -> set[Cell]:
    """The empty cells hemmed in by the table (``sides`` or more of their four neighbours
    covered) that no domino of ``faces`` (those not placed yet) can ever cover: every spot
    over the cell either overlaps the table or asks, of the colours facing it, what none of
    the faces has. Placing more dominoes only adds to what a spot asks, so such a cell stays
    empty for the rest of the game. None once no face is left to place."""
    covered = board.cells
    codes = {face.code for face in faces}
    if not covered or not codes:
        return set()
    need = board.spots.need
    seen: dict[int, set[int]] = {}

    def fits(spot: tuple[Cell, Side]) -> bool:
        found = need.get(spot)
        if found is None:
            return False
        mask, bits = found
        values = seen.get(mask)
        if values is None:
            values = seen[mask] = {code & mask for code in codes}
        return bits in values

    out: set[Cell] = set()
    near: dict[Cell, int] = {}
    for x, y in covered:
        for dx, dy in OFFSET.values():
            cell = (x + dx, y + dy)
            if cell not in covered:
                near[cell] = near.get(cell, 0) + 1
    for (x, y), count in near.items():
        if count < sides:
            continue
        spots = [((x - sx, y - sy), d) for d in DIRS for sx, sy in ((0, 0), OFFSET[d])]
        if not any(fits(spot) for spot in spots):
            out.add((x, y))
    return out


def opened(board: Board, face: Face, at: Cell, direction: Side) -> Surface | None:
    """The largest surface still open after a legal placement among those it joins (what it
    leaves for the next player to close), or None when it joins none still open."""
    copy = board.copy()
    placed = Placed(face, at, direction)
    copy.place(placed)
    mine = {(x, y) for x, y in placed.cells}
    best: Surface | None = None
    for surface in copy.surfaces.surfaces():
        if surface.closed:
            continue
        if not any(cell in mine for s in surface.squares for cell in square_cells(s)):
            continue
        if best is None or surface.size > best.size:
            best = surface
    return best
