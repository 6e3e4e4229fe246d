"""Whole games between computer players, through the engine's one ``apply``."""

from __future__ import annotations

from collections.abc import Sequence

from figures.ai.players import ComputerPlayer, computer_player
from figures.engine.game import Game, PlayerSpec, Settings
from figures.engine.tiles import TileSet
from figures.engine.views import view_of


def play_game(
    kinds: Sequence[str],
    *,
    target: int,
    seed: int,
    first_player: int = 0,
    tileset: TileSet | None = None,
) -> Game:
    """Play one game to its end. Names are ``P1``..``P4`` with the kind in brackets."""
    settings = Settings(
        tuple(PlayerSpec(f"P{i + 1} ({kind})", kind) for i, kind in enumerate(kinds)),
        target=target,
        seed=seed,
        first_player=first_player,
    )
    players: list[ComputerPlayer] = [
        computer_player(kind, seed * 31 + index) for index, kind in enumerate(kinds)
    ]
    game = Game(settings, tileset)
    while not game.is_over:
        player = game.current
        game.apply(players[player].choose(view_of(game, player)))
    return game
