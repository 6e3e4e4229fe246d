"""The scroll list: which part of a long list (or page) a box shows, ``room`` rows (or
pixels) of ``total`` from ``first``.

The file dialog's list, the sheet's rounds, the editor's tiles, plays and chips, the classic
game's log, the replay's moves and the rules page scroll through these two: the first row
kept where the box stays full, and moved so that a chosen row is in sight."""

from __future__ import annotations

from typing import TypeVar

N = TypeVar("N", int, float)


def clamped(first: N, total: N, room: N) -> N:
    """``first`` between the top (0) and the last place from which ``room`` is still full
    (the top when all of ``total`` fits)."""
    return max(0, min(first, total - room))


def in_sight(first: int, index: int, room: int) -> int:
    """The first row moved as little as it takes for row ``index`` to be among the ``room``
    shown."""
    if index < first:
        return index
    if index >= first + room:
        return index - room + 1
    return first
