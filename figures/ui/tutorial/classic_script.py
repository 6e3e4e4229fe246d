"""The classic family's guided first game (All Fives for two), as data: the deal and
every action, each with who plays it (``computer``, ``you``) or the lesson it teaches.
Written by :mod:`figures.ui.tutorial.find_classic` (the search over the real set);
replayed through the engine by the tests."""

from __future__ import annotations

from typing import Final

#: The player's hand, the computer's and the stock in the order it is drawn from.
YOURS: Final = ("0-0", "0-1", "0-3", "1-3", "3-3", "0-5", "1-5", "4-5", "5-5")
THEIRS: Final = ("1-1", "0-2", "2-2", "2-4", "3-4", "3-5", "0-6", "3-6", "5-6")
STOCK: Final = ("1-4", "4-6", "0-4", "4-4", "1-2", "1-6", "2-5", "6-6", "2-6", "2-3")
#: Every action of the guided game, in the notation, with who plays it.
STEPS: Final[tuple[tuple[str, str], ...]] = (
    ("computer", "2-4"),
    ("match", "4-5@R"),
    ("computer", "5-6@R"),
    ("you", "draw"),
    ("you", "draw"),
    ("draw", "6-4@R"),
    ("computer", "2-0@L"),
    ("five", "0-1@L"),
    ("computer", "4-3@R"),
)
