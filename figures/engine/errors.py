"""Every error the engine raises on purpose. Each carries a one-line message for the user."""

from __future__ import annotations


class FiguresError(Exception):
    """Base of every error the project reports to a user as a one-line message."""


class SettingsError(FiguresError, ValueError):
    """Game settings outside what the rules allow (a player's name included)."""


class NotationError(FiguresError, ValueError):
    """A face, direction, move or cell written in a form the notation does not allow."""


class IllegalMoveError(FiguresError, ValueError):
    """A move the rules do not allow. The game is left exactly as it was."""

    reason = "illegal"


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


class GameOverError(IllegalMoveError):
    reason = "game-over"


class WrongActionError(IllegalMoveError):
    """An action that does not fit the moment (placing after the turn is over, passing while a
    domino could be placed, returning dominoes that are not in the hand...)."""

    reason = "wrong-action"


class NothingToUndoError(FiguresError):
    """Undo at the start of the game, or redo with nothing undone."""


class RecordError(FiguresError):
    """A saved game, tile set or scenario file that is damaged, foreign or inconsistent."""


class FileWriteError(FiguresError):
    """A file that could not be written (no such folder, no permission, disk full)."""
