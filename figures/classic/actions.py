"""The actions of a classic round (§B3), as small hashable values whose text form round-trips.

- ``Lead(tile, left)``, written ``6-3``: the first tile on an empty table, ``left`` the half
  that goes on the left (``L``).
- ``Play(tile, end, touch)``, written ``3-5@L``: tile 3-5 on end ``L``, ``touch`` the half
  written first. The engine finds the half that joins, except for a matador, which joins either
  way round: then the written first half touches. The engine logs every play with its touching
  half first.
- ``Draw()``, written ``draw``; ``Pass()``, written ``pass``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from figures.classic.tiles import HIGH, LOW, MAX_TOP, parse_halves, tile
from figures.core.errors import NotationError
from figures.core.text import shown


class Lead(NamedTuple):
    tile: int
    left: int

    def __str__(self) -> str:
        right = HIGH[self.tile] if LOW[self.tile] == self.left else LOW[self.tile]
        return f"{self.left}-{right}"


class Play(NamedTuple):
    """A tile on an open end. Named tuples: legal-move lists are made in the hot path."""

    tile: int
    end: str
    touch: int

    def __str__(self) -> str:
        outer = HIGH[self.tile] if LOW[self.tile] == self.touch else LOW[self.tile]
        return f"{self.touch}-{outer}@{self.end}"


@dataclass(frozen=True, slots=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


Action = Lead | Play | Draw | Pass
DRAW = Draw()
PASS = Pass()

#: The longest end name (``12-12.U``) and action text the parser looks at.
MAX_ACTION_LENGTH = 40


def parse_action(text: object, top: int = MAX_TOP) -> Action:
    """The inverse of ``str(action)``, for tiles of the double-``top`` set."""
    if not isinstance(text, str):
        raise NotationError(
            f"an action is text such as '3-5@L', 'draw' or 'pass', not {shown(text)}"
        )
    if len(text) > MAX_ACTION_LENGTH:
        raise NotationError(f"bad action {shown(text)}: too long")
    stripped = text.strip()
    if stripped == "draw":
        return DRAW
    if stripped == "pass":
        return PASS
    written, at, end = stripped.partition("@")
    try:
        a, b = parse_halves(written, top)
    except NotationError:
        raise NotationError(
            f"bad action {shown(text)}: expected a lead '6-6', a play '3-5@L', 'draw' or 'pass'"
        ) from None
    if not at:
        return Lead(tile(a, b), a)
    if not end or not end.isascii() or not end.replace("-", "").replace(".", "").isalnum():
        raise NotationError(f"bad action {shown(text)}: no end after '@'")
    return Play(tile(a, b), end, a)
