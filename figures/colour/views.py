"""What one player may see of a game: their own hand, the table, scores and counts.

Computer players and hints decide from a :class:`PlayerView` only; it never holds another
player's hand or the order of the bag.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from figures.colour.actions import Action
from figures.colour.board import Board
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.phase import Phase
from figures.colour.rules import reaches_target
from figures.colour.tiles import TileSet


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The game as one player sees it at the moment the view is made. Make a new view after
    every action: ``board`` is the game's own table, which moves on with the game."""

    player: int
    phase: Phase
    current: int
    target: int
    tileset: TileSet
    #: The table. Shared with the game: read it, never change it.
    board: Board
    hand: tuple[int, ...]
    #: The opening domino to place, when it is this player's opening.
    opening_tile: int | None
    scores: tuple[int, ...]
    turns_played: tuple[int, ...]
    hand_counts: tuple[int, ...]
    bag_count: int
    #: Dominoes each player last showed because they could place neither.
    shown: tuple[tuple[int, ...], ...]
    #: What this player may do now (empty when it is not their move).
    legal_actions: tuple[Action, ...]
    #: What a placement costs this player now (the price of a second placement, or 0).
    placement_cost: int = 0
    #: The house rules of the game.
    rules: HouseRules = DEFAULT_RULES

    def affords_second_after(self, points: int) -> bool:
        """Whether this player could pay for a second placement after a first one scoring
        ``points`` (the engine's rule, so that no player works it out again)."""
        return self.rules.affords_second(self.scores[self.player] + points)

    def reaches_target(self, seat: int, points: int = 0) -> bool:
        """Whether ``seat`` is at the target, or would be with ``points`` more."""
        return reaches_target(self.scores[seat] + points, self.target)

    @property
    def to_move(self) -> bool:
        return self.current == self.player and self.phase is not Phase.OVER

    def unseen(self) -> frozenset[int]:
        """Tiles this player has not seen: in the bag or another hand, order unknown."""
        seen = set(self.hand) | {p.tile for p in self.board.placed if p.tile is not None}
        if self.opening_tile is not None:
            seen.add(self.opening_tile)
        return frozenset(t.id for t in self.tileset if t.id not in seen)


class Viewed(Protocol):
    """A game a player's view is made of (:meth:`figures.colour.game.Game.view`)."""

    def view(self, seat: int) -> PlayerView: ...


def view_of(game: Viewed, player: int) -> PlayerView:
    """The view ``player`` has of ``game`` right now (the game makes it: it alone reads its
    hidden state)."""
    return game.view(player)
