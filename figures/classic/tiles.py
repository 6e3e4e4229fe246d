"""Tiles of a double-top set as small ints, with tables built once at import.

Tile ``i`` is the pair (``LOW[i]``, ``HIGH[i]``) with ``LOW[i] <= HIGH[i]``, numbered by the
higher half first: 0-0, 0-1, 1-1, 0-2, 1-2, 2-2, ... so the double-six set is exactly the
tiles ``0 .. 27`` of the double-twelve set and one table serves both. A hand, the stock's
contents or a set of tiles is a bit mask (bit ``i`` for tile ``i``): membership, union and
"which of my tiles carry a 5" (``hand & HAS[5]``) are one integer operation each.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from figures.core.errors import NotationError
from figures.core.text import shown

#: The highest top number of a set the engine knows (the double-twelve set).
MAX_TOP = 12
#: The tops a rules object may choose.
TOPS = (6, 12)


def tile_count(top: int) -> int:
    """Number of tiles of the double-``top`` set: 28 for 6, 91 for 12."""
    return (top + 1) * (top + 2) // 2


def tile(a: int, b: int) -> int:
    """The tile with halves ``a`` and ``b`` (either order)."""
    low, high = (a, b) if a <= b else (b, a)
    return high * (high + 1) // 2 + low


ALL = tile_count(MAX_TOP)
LOW: tuple[int, ...] = tuple(lo for hi in range(MAX_TOP + 1) for lo in range(hi + 1))
HIGH: tuple[int, ...] = tuple(hi for hi in range(MAX_TOP + 1) for _ in range(hi + 1))
PIPS: tuple[int, ...] = tuple(lo + hi for lo, hi in zip(LOW, HIGH, strict=True))
IS_DOUBLE: tuple[bool, ...] = tuple(lo == hi for lo, hi in zip(LOW, HIGH, strict=True))
#: ``HAS[n]``: the mask of every tile (of the largest set) with a half ``n``.
HAS: tuple[int, ...] = tuple(
    sum(1 << i for i in range(ALL) if n in (LOW[i], HIGH[i])) for n in range(MAX_TOP + 1)
)
#: ``DOUBLE[n]``: the tile n-n.
DOUBLE: tuple[int, ...] = tuple(tile(n, n) for n in range(MAX_TOP + 1))
#: ``TEXT[i]``: the tile as the program writes it, smaller half first ("3-5").
TEXT: tuple[str, ...] = tuple(f"{lo}-{hi}" for lo, hi in zip(LOW, HIGH, strict=True))


def set_mask(top: int) -> int:
    """The mask of every tile of the double-``top`` set."""
    return (1 << tile_count(top)) - 1


def other_half(t: int, half: int) -> int:
    """The half of tile ``t`` that is not ``half`` (``half`` itself for a double)."""
    return HIGH[t] if LOW[t] == half else LOW[t]


def bits(mask: int) -> Iterator[int]:
    """The tiles of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(tiles: Iterable[int]) -> int:
    result = 0
    for t in tiles:
        result |= 1 << t
    return result


def pips_of(mask: int) -> int:
    """The pips of every tile of a mask."""
    total = 0
    while mask:
        low = mask & -mask
        total += PIPS[low.bit_length() - 1]
        mask ^= low
    return total


def tile_text(t: int) -> str:
    return TEXT[t]


def parse_halves(text: object, top: int) -> tuple[int, int]:
    """The two numbers of ``"a-b"`` in the written order, each from 0 to ``top``."""
    if not isinstance(text, str):
        raise NotationError(f"a tile is written 'a-b', not {shown(text)}")
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 2 for p in parts):
        raise NotationError(f"bad tile {shown(text)}: expected 'a-b' such as '3-5'")
    a, b = int(parts[0]), int(parts[1])
    if a > top or b > top:
        raise NotationError(f"bad tile {shown(text)}: the double-{top} set has numbers 0 to {top}")
    return a, b


def parse_tile(text: object, top: int) -> int:
    """The tile written ``"a-b"`` (either order) in the double-``top`` set."""
    return tile(*parse_halves(text, top))
