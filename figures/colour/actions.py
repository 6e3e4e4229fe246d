"""The actions a player can take, as small hashable values with a text form that round-trips.

- ``Place(tile, face, at, dir)``, written ``17.1@3,-2N``: tile 17, face 1, cell A at (3, -2),
  cell B to the north of A.
- ``EndTurn()``, written ``end``: stop after one placement instead of paying for a second.
- ``Return(tiles)``, written ``return 4,88`` (or ``pass`` when nothing is returned): the player
  could place neither domino, gives those back to the bag and draws as many.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from figures.colour.errors import NotationError
from figures.colour.geometry import Cell, Side
from figures.core.text import shown

_PLACE = re.compile(r"^\s*(\d+)\.([01])@(-?\d+),(-?\d+)([NESWnesw])\s*$")


class Place(NamedTuple):
    """A placement. A named tuple rather than a dataclass: legal-move lists hold thousands of
    them per game and a tuple is made twice as fast."""

    tile: int
    face: int
    at: Cell
    dir: Side

    def __str__(self) -> str:
        return f"{self.tile}.{self.face}@{self.at[0]},{self.at[1]}{self.dir.name}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Return:
    tiles: tuple[int, ...] = ()

    def __str__(self) -> str:
        if not self.tiles:
            return "pass"
        return "return " + ",".join(str(t) for t in self.tiles)


Action = Place | EndTurn | Return


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``."""
    if len(text) > 200:
        raise NotationError(f"bad action {shown(text)}: too long")
    stripped = text.strip().lower()
    if stripped == "end":
        return EndTurn()
    if stripped == "pass":
        return Return(())
    if stripped.startswith("return "):
        try:
            return Return(tuple(int(t) for t in stripped[len("return ") :].split(",")))
        except ValueError:
            raise NotationError(f"bad return {shown(text)}: expected 'return 4,88'") from None
    match = _PLACE.match(text)
    if match is None:
        raise NotationError(
            f"bad action {shown(text)}: expected a placement like '17.1@3,-2N', 'end', 'pass' "
            "or 'return 4,88'"
        )
    tile, face, x, y, direction = match.groups()
    return Place(int(tile), int(face), (int(x), int(y)), Side.parse(direction))
