"""Every spot a domino could take next, indexed by what its neighbours require.

A *spot* is ``(at, dir)``: where cell A goes and the direction of B. The index holds every
spot whose two cells are empty and that touches the table, with its *need*: a pair of bit
masks ``(mask, bits)`` over the colour slots of a face (see :attr:`Face.code`). A face fits a
spot exactly when ``face.code & mask == bits``; the number of connected edges is the number of
slots in ``mask``. Each placement updates the spots around it and undo restores them, so
finding the legal spots of a face costs one ``&`` and one look-up per distinct mask (at most
63), whatever the size of the table.
"""

from __future__ import annotations

from typing import Final

from figures.colour.geometry import DIR_ORDER, DIRS, FACING, OFFSET, Cell, Side, Triangle

Spot = tuple[Cell, Side]
Need = tuple[int, int]

#: For each direction, the offsets of A for the two spots of that direction that cover a cell.
_COVERING: Final = tuple((d, ((0, 0), (-OFFSET[d][0], -OFFSET[d][1]))) for d in DIRS)


def spot_key(spot: Spot) -> int:
    """The stable order of spots, by row, then column, then direction, as one integer."""
    (x, y), direction = spot
    return ((y + _BIAS) << 24 | (x + _BIAS) << 2) | DIR_ORDER[direction]


_BIAS: Final = 1 << 21  # beyond MAX_COORDINATE, so that every key is positive


class SpotIndex:
    def __init__(self) -> None:
        self.need: dict[Spot, Need] = {}
        #: The sort key of every spot ever indexed (see :func:`spot_key`).
        self.order: dict[Spot, int] = {}
        #: The spots by need: mask, then bits, then the spots (a dict used as an ordered set).
        #: A face's spots are then one look-up per distinct mask (at most 63).
        self.by_mask: dict[int, dict[int, dict[Spot, None]]] = {}
        self._history: list[dict[Spot, Need | None]] = []

    def __len__(self) -> int:
        return len(self.need)

    def copy(self) -> SpotIndex:
        """The same index, without the history (see :meth:`Board.copy`)."""
        index = SpotIndex()
        index.need = dict(self.need)
        index.order = dict(self.order)
        index.by_mask = {
            mask: {bits: dict(spots) for bits, spots in table.items()}
            for mask, table in self.by_mask.items()
        }
        return index

    def _set(self, spot: Spot, need: Need | None) -> None:
        old = self.need.get(spot)
        if old is not None:
            table = self.by_mask[old[0]]
            group = table[old[1]]
            del group[spot]
            if not group:
                del table[old[1]]
                if not table:
                    del self.by_mask[old[0]]
        if need is None:
            self.need.pop(spot, None)
            return
        if spot not in self.order:
            self.order[spot] = spot_key(spot)
        self.need[spot] = need
        self.by_mask.setdefault(need[0], {}).setdefault(need[1], {})[spot] = None

    def update(
        self, cells: tuple[Cell, Cell], covered: dict[Cell, int], codes: dict[Triangle, int]
    ) -> None:
        """Refresh the spots around a domino just placed on ``cells``. ``covered`` and
        ``codes`` (colour index of every triangle) already include it."""
        changed: dict[Spot, Need | None] = {}
        need = self.need
        for x, y in cells:
            for direction, starts in _COVERING:
                for sx, sy in starts:
                    spot = ((x + sx, y + sy), direction)
                    if spot in need:
                        changed.setdefault(spot, need[spot])
                        self._set(spot, None)
        for x, y in cells:
            for dx, dy in OFFSET.values():
                n = (x + dx, y + dy)
                if n in covered:
                    continue
                for direction, starts in _COVERING:
                    ox, oy = OFFSET[direction]
                    for sx, sy in starts:
                        ax, ay = n[0] + sx, n[1] + sy
                        if (ax, ay) in covered or (ax + ox, ay + oy) in covered:
                            continue
                        spot = ((ax, ay), direction)
                        new = _need(ax, ay, direction, codes)
                        old = need.get(spot)
                        if new != old:
                            changed.setdefault(spot, old)
                            self._set(spot, new)
        self._history.append(changed)

    def undo(self) -> None:
        for spot, need in self._history.pop().items():
            self._set(spot, need)

    def spots_for(self, code: int) -> list[Spot]:
        """The spots a face with this code fits, in the order of :func:`spot_key`."""
        out: list[Spot] = []
        for mask, table in self.by_mask.items():
            spots = table.get(code & mask)
            if spots:
                out.extend(spots)
        out.sort(key=self.order.__getitem__)
        return out

    def fits(self, code: int) -> bool:
        return any(code & mask in table for mask, table in self.by_mask.items())


def _need(x: int, y: int, direction: Side, codes: dict[Triangle, int]) -> Need | None:
    mask = bits = 0
    for _, _, _, fx, fy, facing_side, slot in FACING[direction]:
        colour = codes.get((x + fx, y + fy, facing_side))
        if colour is not None:
            mask |= 15 << (4 * slot)
            bits |= 1 << (4 * slot + colour)
    return (mask, bits) if mask else None


_CONNECTION: dict[int, tuple[int, int]] = {}


def connection(need: Need) -> tuple[int, int]:
    """The number of connected edges of a need, and its connected slots as bits."""
    mask = need[0]
    found = _CONNECTION.get(mask)
    if found is None:
        slots = sum(1 << s for s in range(6) if (mask >> (4 * s)) & 15)
        found = _CONNECTION[mask] = (slots.bit_count(), slots)
    return found
