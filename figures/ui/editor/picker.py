"""The editor's tile picker: the 120 tiles of the set as small pictures in a grid, each on
the face shown (a or b, F), scrolled by rows with the wheel; a click holds a tile.

The pictures are the table's own dominoes (:func:`figures.ui.colour.paint.add_domino`) laid on a
grid of cells and seen through a :class:`~figures.ui.draw.camera.TableCamera` whose viewport is
the picker's rectangle: one tile every three cells across and two down.
"""

from __future__ import annotations

import math

from figures.colour.board import Placed, domino_triangles
from figures.colour.geometry import Side
from figures.colour.shapes import domino_polygon
from figures.colour.tiles import TileSet
from figures.ui import theme
from figures.ui.colour.paint import add_domino
from figures.ui.draw.batch import Batch, CachedShape
from figures.ui.draw.camera import TableCamera
from figures.ui.widgets.scroll import clamped, in_sight
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect

#: Tiles a row.
COLUMNS = 10
#: The grid's width in cells: the tiles and a fifth of a cell each side (their outlines).
SPAN = COLUMNS * 3 - 1 + 0.4
#: A tile's pitch in cells (two cells and a gap across, one cell and a gap down).
PITCH_X = 3
PITCH_Y = 2
#: The veil over a tile already used (the panel's colour, half see-through).
USED = (*theme.PANEL, 190)


class Picker:
    def __init__(self, tileset: TileSet) -> None:
        self.tileset = tileset
        self.rect = Rect()
        self.camera = TableCamera((0, 0, 100, 100))
        self.shape = CachedShape()
        #: The first row shown.
        self.top_row = 0
        self.cell = 12.0

    @property
    def rows(self) -> int:
        return -(-len(self.tileset) // COLUMNS)

    @property
    def visible_rows(self) -> int:
        return max(1, int(self.rect.height // (PITCH_Y * self.cell)))

    def place(self, rect: Rect, max_cell: float = 16.0) -> None:
        """The grid in ``rect``: cells as large as the width allows (at most ``max_cell``
        pixels), as many rows as fit."""
        self.cell = min(max_cell, rect.width / SPAN)
        rows_fit = max(1, int(rect.height // (PITCH_Y * self.cell)))
        rows = min(rows_fit, self.rows)
        width = SPAN * self.cell
        height = rows * PITCH_Y * self.cell
        self.rect = Rect(rect.left, rect.top - height, width, height)
        self.camera.resize((int(self.rect.left), int(self.rect.bottom), int(width), int(height)))
        self.scroll(0)

    def scroll(self, rows: int) -> None:
        self.top_row = clamped(self.top_row + rows, self.rows, self.visible_rows)
        self._aim()

    def show_tile(self, tile: int) -> None:
        """Scroll so that ``tile`` is in sight."""
        self.top_row = in_sight(self.top_row, tile // COLUMNS, self.visible_rows)
        self.scroll(0)

    def _aim(self) -> None:
        """The camera on the rows shown: row ``r`` lies from cell y ``-PITCH_Y * r`` down."""
        camera = self.camera
        _, _, width, height = camera.viewport
        camera.scale = self.cell
        left_edge = -0.2
        top_edge = -PITCH_Y * self.top_row + 1.0 + 0.5  # (half a gap above the first row)
        camera.centre = (left_edge + width / 2 / self.cell, top_edge - height / 2 / self.cell)
        camera.camera.zoom = camera.scale
        camera.camera.position = camera.centre

    @staticmethod
    def at_of(tile: int) -> tuple[int, int]:
        """Cell A of ``tile``'s picture."""
        row, column = divmod(tile, COLUMNS)
        return (column * PITCH_X, -PITCH_Y * row)

    def tile_at(self, x: float, y: float) -> int | None:
        """The tile under the pixel ``(x, y)``, or None."""
        if not self.rect.contains(x, y):
            return None
        wx, wy = self.camera.to_world(x, y)
        column = math.floor(wx / PITCH_X)
        row = math.floor((1 - wy) / PITCH_Y)
        inside_x = 0 <= wx - column * PITCH_X <= 2
        inside_y = -PITCH_Y * row <= wy <= -PITCH_Y * row + 1
        if not (inside_x and inside_y and 0 <= column < COLUMNS and row >= 0):
            return None
        tile = row * COLUMNS + column
        return tile if tile < len(self.tileset) else None

    def tile_rect(self, tile: int) -> Rect:
        """The picture of ``tile`` in window pixels."""
        x, y = self.at_of(tile)
        left, bottom = self.camera.to_screen(x, y)
        return Rect(left, bottom, 2 * self.cell, self.cell)

    def draw(self, side: int, held: int | None, *, colour_blind: bool) -> None:
        """The tiles on face ``side``, the held one outlined (through the picker's camera;
        the caller puts the window's camera back)."""
        key = ("picker", side, colour_blind)
        if key != self.shape.key:
            batch = Batch()
            for tile in self.tileset:
                at = self.at_of(tile.id)
                face = tile.faces[side]
                add_domino(
                    batch,
                    domino_triangles(face, at, Side.E),
                    domino_polygon(Placed(face, at, Side.E)),
                    colour_blind=colour_blind,
                    outline_width=0.07,
                )
            self.shape.update(key, batch)
        self.camera.use()
        self.shape.draw()

    def draw_used(self, used: set[int]) -> None:
        """The tiles already on the table or among the plays greyed (in window pixels, after
        :meth:`draw`)."""
        for tile in used:
            r = self.tile_rect(tile)
            if self.rect.bottom - 1 <= r.bottom and r.top <= self.rect.top + 1:
                fill_rect(r, USED)

    def draw_held(self, held: int | None) -> None:
        """The held tile framed, in window pixels (after :meth:`draw`)."""
        if held is None:
            return
        r = self.tile_rect(held)
        if not (self.rect.bottom - 1 <= r.bottom and r.top <= self.rect.top + 1):
            return
        outline_rect(Rect(r.left - 3, r.bottom - 3, r.width + 6, r.height + 6), theme.FOCUS, 3)
