"""Timing the classic engine: whole random games, each action chosen at random among the legal
ones, through the same ``Game`` the program plays (``figures bench --game NAME`` reads this)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from figures.classic.game import Chance, Game, SeededChance, StreamChance
from figures.classic.rules import Rules


@dataclass(frozen=True, slots=True)
class Timing:
    games: int
    actions: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else float("inf")


def random_game(
    rules: Rules, seed: int, rng: random.Random, chance: Chance | None = None
) -> tuple[Game, int]:
    """A whole game between random players, dealt by ``chance`` (by default from ``seed``);
    returns it and its number of actions."""
    chance = SeededChance(seed) if chance is None else chance
    game = Game(rules, chance, first=seed % rules.players)
    actions = 0
    while True:
        current = game.current  # the round in play: what a computer player asks
        result = current.result
        if result is not None and result.game_over:
            return game, actions
        legal = current.legal_actions()
        game.push(legal[rng.randrange(len(legal))])
        actions += 1


def time_random_games(rules: Rules, games: int, seed: int = 0) -> Timing:
    """Play ``games`` random games, dealt and played from one generator seeded by ``seed``
    (as the peers' benchmarks deal from one generator), and time them."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        actions += random_game(rules, index, rng, StreamChance(rng))[1]
    return Timing(games, actions, time.perf_counter() - start)
