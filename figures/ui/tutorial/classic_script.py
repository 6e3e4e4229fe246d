"""The classic family's guided first game (All Fives for two), as data: the deal and
every action, each with who plays it (``computer``, ``you``) or the lesson it teaches.
Written by :mod:`tools.find_classic_deal` (the search over the real set);
replayed through the engine by the tests. A tile is its two numbers."""

from __future__ import annotations

from typing import Final

#: The player's hand, the computer's and the stock in the order it is drawn from.
YOURS: Final = ((0, 0), (0, 1), (0, 3), (1, 3), (3, 3), (0, 5), (1, 5), (4, 5), (5, 5))
THEIRS: Final = ((1, 1), (0, 2), (2, 2), (2, 4), (3, 4), (3, 5), (0, 6), (3, 6), (5, 6))
STOCK: Final = ((1, 4), (4, 6), (0, 4), (4, 4), (1, 2), (1, 6), (2, 5), (6, 6), (2, 6), (2, 3))
#: Every action of the guided game with who plays it: a lead (its left number first),
#: a play on an end (its touching number first), or a draw.
STEPS: Final[tuple[tuple[str, str, tuple[int, ...]], ...]] = (
    ("computer", "lead", (2, 4)),
    ("match", "R", (4, 5)),
    ("computer", "R", (5, 6)),
    ("you", "draw", ()),
    ("you", "draw", ()),
    ("draw", "R", (6, 4)),
    ("computer", "L", (2, 0)),
    ("five", "L", (0, 1)),
    ("computer", "R", (4, 3)),
)
