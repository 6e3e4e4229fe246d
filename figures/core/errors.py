"""Errors every game of the app raises on purpose. Each carries a one-line message for the
user; a refused action is an :class:`IllegalMoveError` whose ``reason`` is a short code, and
leaves the game exactly as it was."""

from __future__ import annotations


class FiguresError(Exception):
    """Base of every error the project reports to a user as a one-line message."""


class SettingsError(FiguresError, ValueError):
    """Game settings outside what the rules allow (a player's name included).

    Besides its English line, the error carries values, so that a front end says it in its
    own words and points at its own field or option instead of reading the words:

    - ``field``: the setting at fault (``players``, ``target``, ``seed``, ``first_player``,
      ``teams``, or ``players[N]`` for one seat's name or kind, N from 0);
    - ``reason``: what is wrong with it (``count``, ``range``, ``type``, ``empty``, ``long``,
      ``control``, ``teams``), or None;
    - ``value``: the value refused; ``low`` and ``high``: the range allowed, when there is one.
    """

    def __init__(
        self,
        message: str,
        field: str | None = None,
        *,
        reason: str | None = None,
        value: object = None,
        low: int | None = None,
        high: int | None = None,
    ) -> None:
        super().__init__(message)
        self.field = field
        self.reason = reason
        self.value = value
        self.low = low
        self.high = high


class NotationError(FiguresError, ValueError):
    """A face, direction, move or cell written in a form the notation does not allow."""


class IllegalMoveError(FiguresError, ValueError):
    """A move the rules do not allow. The game is left exactly as it was."""

    reason = "illegal"


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
