"""The phases of a colour game's turn flow (:class:`figures.colour.game.Game`), which a player's
view (:mod:`figures.colour.views`) shows too."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    OPENING = "opening"  # the current player places the domino drawn for the opening
    TURN = "turn"  # the current player places a domino, or returns when none fits
    SECOND = "second"  # one domino placed: place the other (paying) or end the turn
    OVER = "over"
