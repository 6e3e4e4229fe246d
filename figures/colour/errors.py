"""The colour game's own refusals (overlap, not touching, colour mismatch...), on the errors
every game shares (:mod:`figures.core.errors`, re-exported here for the colour engine's
callers)."""

from __future__ import annotations

from figures.core.errors import (
    FiguresError,
    FileWriteError,
    GameOverError,
    IllegalMoveError,
    NotationError,
    NothingToUndoError,
    RecordError,
    SettingsError,
    WrongActionError,
)

__all__ = [
    "ColourMismatchError",
    "FiguresError",
    "FileWriteError",
    "GameOverError",
    "IllegalMoveError",
    "NotAffordableError",
    "NotTouchingError",
    "NotYourTileError",
    "NotationError",
    "NothingToUndoError",
    "OverlapError",
    "RecordError",
    "SettingsError",
    "WrongActionError",
]


class OverlapError(IllegalMoveError):
    reason = "overlap"

    def __init__(self, cell: tuple[int, int]) -> None:
        super().__init__(f"cell {cell[0]},{cell[1]} is already covered")
        self.cell = cell


class NotTouchingError(IllegalMoveError):
    reason = "not-touching"


class ColourMismatchError(IllegalMoveError):
    reason = "colour-mismatch"

    def __init__(self, cell: tuple[int, int], side: str, colour: str, other: str) -> None:
        super().__init__(
            f"colour mismatch at cell {cell[0]},{cell[1]} side {side}: {colour} against {other}"
        )
        self.cell = cell
        self.side = side
        self.colour = colour
        self.other = other


class NotYourTileError(IllegalMoveError):
    reason = "not-your-tile"


class NotAffordableError(IllegalMoveError):
    reason = "not-affordable"

    def __init__(self, cost: int, score: int) -> None:
        super().__init__(f"a second placement costs {cost} points and the score is {score}")
        self.cost = cost
        self.score = score
