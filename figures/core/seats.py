"""Who sits at the table and how the game is set: the seats (a name and a kind each), the
partnerships of a four-player game, the seed of the deals and who starts.

Every game of the app seats its players with :class:`PlayerSpec` and checks its table here
(:meth:`Table.check`), so a name, a seed or a first seat is refused the same way, with the
same values on the error, whichever game, file, option or field it comes from. A game's own
options (the colour game's target, a classic preset's switches) are that game's to check.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from figures.core.errors import SettingsError
from figures.core.text import check_name, shown
from figures.core.values import is_whole

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
            f"a game needs {low} to {high} players, not {len(players)}",
            "players",
            reason="count",
            value=len(players),
            low=low,
            high=high,
        )
    for seat, spec in enumerate(players):
        if not isinstance(spec, PlayerSpec):
            raise SettingsError(
                f"seat {seat + 1} is not a player", f"players[{seat}]", reason="type", value=spec
            )
        check_name(spec.name, f"player {seat + 1}'s name", field=f"players[{seat}]")
        check_name(
            spec.kind, f"player {seat + 1}'s kind", MAX_KIND_LENGTH, field=f"players[{seat}].kind"
        )


@lru_cache(maxsize=64)
def _check_seats_once(players: tuple[PlayerSpec, ...], low: int, high: int) -> None:
    """:func:`check_seats`, remembered for the tables seen last (a simulation or a search
    seats the same players at thousands of games; a refusal is not remembered)."""
    check_seats(players, low, high)


@dataclass(frozen=True, slots=True)
class Table:
    """The settings every game shares: the seats in order of play, the seed of the deals, the
    seat that starts (from 0) and whether four players play as two teams, partners opposite."""

    players: tuple[PlayerSpec, ...]
    seed: int = 0
    first: int = 0
    teams: bool = False

    def check(self, low: int, high: int, *, teams: bool = False) -> None:
        """Raise a SettingsError unless the table suits a game of ``low`` to ``high`` players
        (``teams``: whether the game may be played in teams)."""
        try:
            _check_seats_once(self.players, low, high)
        except TypeError:  # not a tuple of hashable seats: checked (and refused) plainly
            check_seats(self.players, low, high)
        if not is_whole(self.seed):
            raise SettingsError(
                f"the seed must be a whole number, not {shown(self.seed)}",
                "seed",
                reason="type",
                value=self.seed,
            )
        last = len(self.players) - 1
        if not is_whole(self.first) or not 0 <= self.first <= last:
            raise SettingsError(
                f"the first player must be a seat from 0 to {last}, not {shown(self.first)}",
                "first_player",
                reason="range",
                value=self.first,
                low=0,
                high=last,
            )
        if not isinstance(self.teams, bool):
            raise SettingsError(
                f"teams is true or false, not {shown(self.teams)}",
                "teams",
                reason="type",
                value=self.teams,
            )
        if self.teams and not (teams and len(self.players) == 4):
            raise SettingsError(
                "teams are two pairs of partners: four players"
                if teams
                else "this game is not played in teams",
                "teams",
                reason="teams",
                value=len(self.players),
                low=4,
                high=4,
            )

    def sides(self) -> list[tuple[int, ...]]:
        """The seats of each side, in order: one seat a side, or partners opposite."""
        return seats_of_sides(len(self.players), self.teams)

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for (see :func:`side_of`)."""
        return side_of(seat, len(self.players), self.teams)


def check_deal_number(seed: object) -> int:
    """A seed a player chooses for a new game (the deal number the set-up and the command line
    take): a whole number, 0 or more. Games read from files keep whatever whole seed they were
    dealt from, so this is asked only of a new game's seed."""
    if not is_whole(seed) or seed < 0:
        raise SettingsError(
            f"the seed must be 0 or more, not {shown(seed)}",
            "seed",
            reason="range",
            value=seed,
            low=0,
        )
    return seed


def seats_of_sides(players: int, teams: bool) -> list[tuple[int, ...]]:
    """The seats of each side: one seat a side, or (teams of four) seats 0 and 2, 1 and 3."""
    sides: dict[int, tuple[int, ...]] = {}
    for seat in range(players):
        side = side_of(seat, players, teams)
        sides[side] = (*sides.get(side, ()), seat)
    return [sides[side] for side in sorted(sides)]


def side_of(seat: int, players: int, teams: bool) -> int:
    """The side a seat scores for: itself, or with teams (four players, partners opposite)
    side 0 for seats 0 and 2 and side 1 for seats 1 and 3."""
    return seat % 2 if teams and players == 4 else seat
