"""Timing the classic engine: whole random games, each action chosen at random among the legal
ones, through the same ``Game`` the program plays, and the hot path a search calls (the legal
actions of a position, an action pushed and taken back) on positions of such games
(``figures bench --game NAME`` reads this). Every figure is a median of several runs.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from figures.classic.actions import Action
from figures.classic.game import Chance, Game, SeededChance, StreamChance
from figures.classic.round import Round
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


def time_checked_games(rules: Rules, games: int, seed: int = 0) -> Timing:
    """:func:`time_random_games` with every action judged first (``Game.apply``, the path of a
    human's move or a record's), where a search pushes actions it knows to be legal."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        game = Game(rules, StreamChance(rng), first=index % rules.players)
        while True:
            current = game.current
            result = current.result
            if result is not None and result.game_over:
                break
            legal = current.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            actions += 1
    return Timing(games, actions, time.perf_counter() - start)


def positions(rules: Rules, count: int, seed: int = 0) -> list[tuple[Round, Action]]:
    """``count`` positions of random games, each a round in play (an independent copy) with
    an action chosen at random among its legal ones, every decision kept one time in four."""
    rng = random.Random(seed)
    found: list[tuple[Round, Action]] = []
    index = 0
    while len(found) < count:
        game = Game(rules, StreamChance(rng), first=index % rules.players)
        index += 1
        while len(found) < count:
            current = game.current
            result = current.result
            if result is not None and result.game_over:
                break
            legal = current.legal_actions()
            action = legal[rng.randrange(len(legal))]
            if rng.random() < 0.25:
                found.append((current.copy(), action))
            game.push(action)
    return found


def median_seconds(work: Callable[[], object], runs: int) -> float:
    """The median time of ``runs`` calls of ``work``."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def time_legal_actions(found: list[tuple[Round, Action]], runs: int) -> float:
    """Seconds per call of ``Round.legal_actions`` over the positions (median of ``runs``)."""
    rounds = [position for position, _ in found]

    def work() -> None:
        for position in rounds:
            position.legal_actions()

    return median_seconds(work, runs) / len(rounds)


def time_push_undo(found: list[tuple[Round, Action]], runs: int) -> float:
    """Seconds per ``Round.push`` of a legal action and the ``undo`` that takes it back, over
    the positions (median of ``runs``); every position is left as it was."""

    def work() -> None:
        for position, action in found:
            position.push(action)
            position.undo()

    return median_seconds(work, runs) / len(found)
