"""Score sheets for games played on a real table (:mod:`figures.sheet.model`), scored by the
engines' own rules, and their files (:mod:`figures.sheet.files`)."""

from figures.sheet.model import (
    COLOUR,
    ClassicRound,
    ColourTurn,
    Lead,
    Line,
    Placement,
    Remaining,
    Sheet,
    SheetError,
)

__all__ = [
    "COLOUR",
    "ClassicRound",
    "ColourTurn",
    "Lead",
    "Line",
    "Placement",
    "Remaining",
    "Sheet",
    "SheetError",
]
