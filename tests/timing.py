"""Measures of time on a shared machine: the bench tests (``@pytest.mark.bench``) take the best
of a few tries, since another process can stall any one of them but none can make the code
faster than it is: code too slow fails every try."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

#: How many times a bench test measures at most before it says the code is too slow.
TRIES = 3


def best_of(measure: Callable[[], T], good: Callable[[T], bool], tries: int = TRIES) -> T:
    """``measure()`` until ``good`` holds of what it measured, ``tries`` times at most: the
    first good measure, or the last one (for the test to fail on and print)."""
    for _ in range(tries - 1):
        got = measure()
        if good(got):
            return got
    return measure()
