"""Holding a tile on the classic screen, as plain data: the tile picked from the hand, the
ends of the line of play it fits (as the engine's legal actions list them), the end chosen
for it and which of its plays there (Matador's matadors join either way round).

No drawing and no arcade: the screen (:class:`~figures.ui.classic.view.ClassicGameView`)
lights the ends and shows the ghost from what this says, its clicks and keys change it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from figures.classic.actions import Action, Lead, Play
from figures.scene.classic import LEAD

#: The plays of a tile on an end the engine allows ("" for a lead), as
#: :meth:`~figures.ui.classic.match.ClassicMatch.action_for` lists them.
Options = Callable[[int, str], list[Play | Lead]]


def ends_for(tile: int | None, legal: Iterable[Action]) -> frozenset[str]:
    """The ends ``tile`` may go on, as the engine lists them (``LEAD`` for a lead)."""
    if tile is None:
        return frozenset()
    ends = set()
    for action in legal:
        if isinstance(action, Play) and action.tile == tile:
            ends.add(action.end)
        elif isinstance(action, Lead) and action.tile == tile:
            ends.add(LEAD)
    return frozenset(ends)


class Holding:
    """The tile held (None: nothing), the ends it fits, the end chosen (None: not yet) and
    which of its plays on that end (an index into them, turning round)."""

    def __init__(self) -> None:
        self.tile: int | None = None
        self.fits: frozenset[str] = frozenset()
        self.end: str | None = None
        self.choice = 0

    def take(self, tile: int, legal: Iterable[Action]) -> frozenset[str]:
        """Hold ``tile``, no end chosen yet (even when it fits only one); the ends it fits."""
        self.tile = tile
        self.end = None
        self.choice = 0
        self.fits = ends_for(tile, legal)
        return self.fits

    def refit(self, legal: Iterable[Action]) -> None:
        """After a change of the game: the ends the tile fits now, the end chosen forgotten
        when it no longer does."""
        self.fits = ends_for(self.tile, legal)
        if self.end is not None and self.end not in self.fits:
            self.end = None

    def choose(self, end: str) -> bool:
        """``end`` chosen for the tile held, its first play there; False (nothing changed)
        when nothing is held or the tile does not fit there."""
        if self.tile is None or end not in self.fits:
            return False
        self.end = end
        self.choice = 0
        return True

    def unchoose(self) -> None:
        """The end forgotten, the tile still held (Esc once)."""
        self.end = None
        self.choice = 0

    def flip(self) -> bool:
        """The tile's other play on the end chosen (a matador: the other half touching);
        False when no end is chosen."""
        if self.end is None:
            return False
        self.choice += 1
        return True

    def let_go(self) -> None:
        """Nothing held any more."""
        self.tile = None
        self.fits = frozenset()
        self.end = None
        self.choice = 0

    def options(self, options: Options) -> list[Play | Lead]:
        """The plays of the tile held on the end chosen (none before both are)."""
        if self.tile is None or self.end is None:
            return []
        return options(self.tile, "" if self.end == LEAD else self.end)

    def action(self, options: Options) -> Play | Lead | None:
        """The play chosen: the tile held on the end chosen, the way round chosen."""
        found = self.options(options)
        return found[self.choice % len(found)] if found else None

    def aim(self, action: Action, options: Options) -> None:
        """The way round of ``action`` (a hint's play of the tile held on the end chosen)."""
        found = self.options(options)
        if action in found:
            self.choice = found.index(action)
