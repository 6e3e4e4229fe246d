"""Positions of classic games for the screenshots, the draw benchmark and the tests.

Every position is reached by seeded random play through the engine's own ``apply`` (so every
tile lies where the rules allow), and is the same on every run. No arcade here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from figures.classic.actions import Play
from figures.classic.game import Game, SeededChance
from figures.classic.round import Round
from figures.classic.rules import Rules


def round_ends(rules: Rules, seed: int, rounds: int = 1) -> Iterator[Round]:
    """The last position of each of the first ``rounds`` rounds of a seeded random game: the
    table as full as that round gets, the round still in play (its last action taken back)."""
    rng = random.Random(seed)
    game = Game(rules, SeededChance(seed))
    played = 0
    while not game.is_over and played < rounds:
        current = game.current
        legal = current.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        if current.result is not None:
            current.undo()
            yield current
            played += 1
            if game.current is current:  # the game ended with that round
                return


def fullest(rules: Rules, seeds: range, keep: Callable[[Round], bool] = lambda _: True) -> Round:
    """Of the first round of each seeded game, the fullest table among those ``keep``
    accepts."""
    best: Round | None = None
    for seed in seeds:
        for position in round_ends(rules, seed):
            if keep(position) and (
                best is None or len(position.layout.placed) > len(best.layout.placed)
            ):
                best = position
    if best is None:
        raise ValueError("no position kept")
    return best


def largest(name: str) -> Round:
    """The largest table of its game the benchmark draws: Mexican Train with eight seats (nine
    trains), All Fives with the spinner's four arms laid; any other preset's fullest line."""
    if name == "mexican-train":
        return fullest(Rules.preset(name, 8), range(40))
    if name == "all-fives":
        return fullest(Rules.preset(name, 2), range(60), _spinner_arms_laid)
    return fullest(Rules.preset(name, 4 if name == "block-teams" else 2), range(30))


def _spinner_arms_laid(position: Round) -> bool:
    layout = position.layout
    tails = layout.tails
    return (
        layout.spinner >= 0
        and sum(1 for name in layout.ends if name not in "LR") == 2
        and all(tails[name] >= 0 for name in layout.ends)
    )


def in_play(rules: Rules, seed: int, fill: float = 0.6) -> Round:
    """A round in play at seat 0's turn, with a tile to play and a table about ``fill`` as
    full as the round's end would be (for a screenshot of a table being played)."""
    end = next(round_ends(rules, seed))
    target = max(1, int(len(end.layout.placed) * fill))
    rng = random.Random(seed)
    game = Game(rules, SeededChance(seed))
    fallback: Round | None = None
    while not game.is_over:
        current = game.current
        legal = current.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        if current.turn == 0 and plays and len(current.layout.placed) >= target:
            return current
        if current.turn == 0 and plays:
            fallback = current.copy()
        game.apply(legal[rng.randrange(len(legal))])
        if current.result is not None:
            break
    if fallback is None:
        raise ValueError("seat 0 never had a play")
    return fallback
