"""Checks of plain values read from files and callers, shared by every game."""

from __future__ import annotations

from typing import TypeGuard


def is_whole(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a whole number (an ``int``, and not a ``bool``, which JSON's
    ``true`` and Python's ``True`` would otherwise pass for)."""
    return isinstance(value, int) and not isinstance(value, bool)
