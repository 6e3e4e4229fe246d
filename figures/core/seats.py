"""Who sits at the table: a seat's name and kind, and the partnerships of a four-player game.

Every game of the app seats its players with :class:`PlayerSpec` and checks them here, so a
name is refused the same way whichever game, file or field it comes from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from figures.core.errors import SettingsError
from figures.core.text import check_name

HUMAN = "human"
#: The longest kind of player (a computer level with its settings, ``hard:samples=32``).
MAX_KIND_LENGTH = 100


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A seat: the player's name and kind (``human`` or the name of a computer level)."""

    name: str
    kind: str = HUMAN


def check_seats(players: Sequence[PlayerSpec], low: int, high: int) -> None:
    """Raise a SettingsError unless there are ``low`` to ``high`` seats, each with a name and a
    kind within the rules of :func:`~figures.core.text.check_name`."""
    if not low <= len(players) <= high:
        raise SettingsError(
            f"a game needs {low} to {high} players, not {len(players)}", field="players"
        )
    for seat, spec in enumerate(players, 1):
        if not isinstance(spec, PlayerSpec):
            raise SettingsError(f"seat {seat} is not a player")
        check_name(spec.name, f"player {seat}'s name")
        check_name(spec.kind, f"player {seat}'s kind", limit=MAX_KIND_LENGTH)


def side_of(seat: int, players: int, teams: bool) -> int:
    """The side a seat scores for: itself, or with teams (four players, partners opposite)
    side 0 for seats 0 and 2 and side 1 for seats 1 and 3."""
    return seat % 2 if teams and players == 4 else seat
