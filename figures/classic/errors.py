"""The errors of the classic engine. Each refusal of an action is an
:class:`~figures.core.errors.IllegalMoveError` whose ``reason`` is the reason code of §B5,
with a one-line message and the values it is about (a tile, an end) as attributes."""

from __future__ import annotations

from figures.core.errors import FiguresError, IllegalMoveError


class RulesError(FiguresError, ValueError):
    """A rules object the family does not allow: an unknown preset or switch, a bad value, an
    impossible combination. One-line message."""


class ClassicMoveError(IllegalMoveError):
    """An action the rules refuse; the round is left exactly as it was."""

    reason = "illegal"

    def __init__(self, message: str, tile: int | None = None, end: str | None = None) -> None:
        super().__init__(message)
        self.tile = tile
        self.end = end


class RoundOverError(ClassicMoveError):
    reason = "round-over"


class RedealError(ClassicMoveError):
    reason = "redeal"


class NotInHandError(ClassicMoveError):
    reason = "not-in-hand"


class NoSuchEndError(ClassicMoveError):
    reason = "no-such-end"


class WrongLeadError(ClassicMoveError):
    reason = "wrong-lead"


class SpinnerSidesFirstError(ClassicMoveError):
    reason = "spinner-sides-first"


class MustCoverDoubleError(ClassicMoveError):
    reason = "must-cover-double"


class TrainClosedError(ClassicMoveError):
    reason = "train-closed"


class NoMatchError(ClassicMoveError):
    reason = "no-match"


class NoDrawingError(ClassicMoveError):
    reason = "no-drawing"


class MustPlayError(ClassicMoveError):
    reason = "must-play"


class AlreadyDrewError(ClassicMoveError):
    reason = "already-drew"


class StockEmptyError(ClassicMoveError):
    reason = "stock-empty"


class MustDrawError(ClassicMoveError):
    reason = "must-draw"


#: Every reason code of §B5, in the order the table lists them.
REASONS = (
    "round-over",
    "redeal",
    "not-in-hand",
    "no-such-end",
    "wrong-lead",
    "spinner-sides-first",
    "must-cover-double",
    "train-closed",
    "no-match",
    "no-drawing",
    "must-play",
    "already-drew",
    "stock-empty",
    "must-draw",
)
