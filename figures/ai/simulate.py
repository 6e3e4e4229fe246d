"""Whole games between computer players, through the engine's one ``apply``."""

from __future__ import annotations

from collections.abc import Sequence

from figures.ai.tournament import play
from figures.colour.game import Game
from figures.colour.tiles import TileSet


def play_game(
    kinds: Sequence[str],
    *,
    target: int,
    seed: int,
    first_player: int = 0,
    tileset: TileSet | None = None,
) -> Game:
    """Play one game to its end. Names are ``P1``..``P4`` with the kind in brackets."""
    game, _ = play(kinds, target=target, seed=seed, first_player=first_player, tileset=tileset)
    return game
