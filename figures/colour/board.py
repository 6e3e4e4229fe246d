"""The table: which cells are covered, the colour of every triangle, the open spots, the surfaces.

The board applies placements without judging them; :mod:`figures.colour.rules` judges.
Every placement can be taken back with :meth:`Board.undo`, exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from figures.colour.geometry import CORE, EXTERNAL, OFFSET, OPPOSITE, Cell, Side, Triangle
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.spots import SpotIndex
from figures.colour.surfaces import SurfaceForest
from figures.colour.tiles import COLOUR_INDEX, Colour, Face


@dataclass(frozen=True, slots=True)
class Placed:
    """A domino on the table. ``tile`` is None for dominoes that belong to no tile set
    (scenario files)."""

    face: Face
    at: Cell
    dir: Side
    tile: int | None = None

    @property
    def cells(self) -> tuple[Cell, Cell]:
        dx, dy = OFFSET[self.dir]
        return self.at, (self.at[0] + dx, self.at[1] + dy)

    def triangles(self) -> list[tuple[Triangle, Colour]]:
        """The eight triangles of the domino with their colours: six external, then the core."""
        return domino_triangles(self.face, self.at, self.dir)

    def external(self) -> list[tuple[Triangle, Colour]]:
        return self.triangles()[:6]


def domino_triangles(face: Face, at: Cell, direction: Side) -> list[tuple[Triangle, Colour]]:
    """The eight triangles a face covers when placed at ``at`` facing ``direction``."""
    dx, dy = OFFSET[direction]
    cells = (at, (at[0] + dx, at[1] + dy))
    colours = face.colours
    out: list[tuple[Triangle, Colour]] = []
    for index, side, slot in EXTERNAL[direction]:
        x, y = cells[index]
        out.append(((x, y, side), colours[slot]))
    for index, side in CORE[direction]:
        x, y = cells[index]
        out.append(((x, y, side), colours[6]))
    return out


class Board:
    """The table. Besides what is on it, it keeps the two structures of the fast path: the
    :class:`SpotIndex` of every spot that touches the table, and the :class:`SurfaceForest`.
    It carries the house rules its placements are scored under (:attr:`rules`)."""

    def __init__(self, rules: HouseRules = DEFAULT_RULES) -> None:
        #: The house rules every score on this table is worked out under.
        self.rules = rules
        #: Covered cell -> index of its domino in :attr:`placed`.
        self.cells: dict[Cell, int] = {}
        #: Colour of every triangle on the table.
        self.colours: dict[Triangle, Colour] = {}
        #: The same, as an index into ``COLOURS`` (what the spot index reads).
        self.codes: dict[Triangle, int] = {}
        self.placed: list[Placed] = []
        self.spots = SpotIndex()
        self.surfaces = SurfaceForest()

    def __len__(self) -> int:
        return len(self.placed)

    def copy(self) -> Board:
        """An independent table with the same dominoes, for search to play on freely. Its
        :meth:`undo` takes back only what is placed on the copy itself."""
        board = Board.__new__(Board)
        board.rules = self.rules
        board.cells = dict(self.cells)
        board.colours = dict(self.colours)
        board.codes = dict(self.codes)
        board.placed = list(self.placed)
        board.spots = self.spots.copy()
        board.surfaces = self.surfaces.copy()
        return board

    def is_empty(self) -> bool:
        return not self.placed

    def colour(self, triangle: Triangle) -> Colour | None:
        return self.colours.get(triangle)

    def place(self, placed: Placed) -> list[int]:
        """Put a domino on the table, unchecked. Returns the sizes of the surfaces it closes,
        largest first."""
        index = len(self.placed)
        self.placed.append(placed)
        cells = placed.cells
        for cell in cells:
            self.cells[cell] = index
        for triangle, colour in placed.triangles():
            self.colours[triangle] = colour
            self.codes[triangle] = COLOUR_INDEX[colour]
        closed = self.surfaces.add(placed.face, placed.at, placed.dir)
        self.spots.update(cells, self.cells, self.codes)
        return closed

    def undo(self) -> Placed:
        """Take the last domino back off the table."""
        placed = self.placed.pop()
        for cell in placed.cells:
            del self.cells[cell]
        for triangle, _ in placed.triangles():
            del self.colours[triangle]
            del self.codes[triangle]
        self.surfaces.undo()
        self.spots.undo()
        return placed

    def neighbour_colour(self, triangle: Triangle) -> Colour | None:
        """The colour of the triangle facing ``triangle`` across its cell edge, if covered."""
        x, y, side = triangle
        dx, dy = OFFSET[Side(side)]
        return self.colours.get((x + dx, y + dy, OPPOSITE[Side(side)]))
