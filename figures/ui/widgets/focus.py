"""The focus ring: what Tab and Shift+Tab go through, in reading order.

The screens keep the focus their own way (a field's ``focused``, a button given the keys, a
button's index) and ask the ring where it goes next: the set-up through its fields and
buttons, the sheet's forms through their fields, the classic end screen through its
buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def next_in_ring(ring: Sequence[T], current: object, back: bool = False) -> T:
    """The one after ``current`` in ``ring`` (before it when ``back``), round the end; from
    outside the ring (nothing focused yet), its first (its last when ``back``). ``ring`` is
    not empty."""
    if current in ring:
        at = ring.index(current)
        return ring[(at + (-1 if back else 1)) % len(ring)]
    return ring[-1] if back else ring[0]
