"""The search that found the classic family's guided first game (run it to write
:mod:`figures.ui.tutorial.classic_script` again): ``python -m tools.find_classic_deal``.

Over the real double-six set and the real engine (All Fives for two, the computer leading),
seeded deals (drawn round the first two plays, the rest shuffled) in which the player then
meets each lesson on cue:

1. *match*: at the player's first turn one tile fits (no double), on one end, scoring
   nothing;
2. *draw*: at the player's next turn no tile fits; the first tile drawn does not fit
   either, the second does (draw until one fits), on one end only, scoring nothing;
3. *five*: at the player's third turn one play makes the ends add up to a multiple of 5
   and scores; it is the only play that scores.

The computer leads a tile whose pips are no multiple of 5 and plays, between the lessons, a
play that scores nothing (so that the first points are the player's), never drawing. No
double is played in the script: the line keeps its two ends, left and right. The stock
after the two draws is in the shuffled order (so that play can go on after the guide).
"""

from __future__ import annotations

import random

from figures.classic.actions import DRAW, Action, Lead, Play
from figures.classic.game import Deal, Game, ScriptedChance, ScriptedRound, SeededChance
from figures.classic.rules import Rules
from figures.classic.tiles import HIGH, LOW, tile_count
from figures.core.seats import PlayerSpec
from tools import deal_finding as finding

#: The game of the guide, its seats (the player first) and the seat that leads.
PRESET = "all-fives"
FIRST_PLAYER = 1
LESSONS = ("match", "draw", "five")
#: The docstring of the module written.
DOC = """The classic family's guided first game (All Fives for two), as data: the deal and
every action, each with who plays it (``computer``, ``you``) or the lesson it teaches.
Written by :mod:`tools.find_classic_deal` (the search over the real set);
replayed through the engine by the tests. A tile is its two numbers."""


def rules() -> Rules:
    return Rules.preset(PRESET, 2)


def game_of(hands: tuple[tuple[int, ...], ...], stock: tuple[int, ...]) -> Game:
    """The guided game at its start: the real engine dealing ``hands`` and ``stock``, later
    rounds from a seed."""
    chance = ScriptedChance(
        [ScriptedRound((Deal(hands, stock),), FIRST_PLAYER)], then=SeededChance(0)
    )
    players = (PlayerSpec("You", "human"), PlayerSpec("Computer", "medium"))
    return Game(rules(), chance, FIRST_PLAYER, players=players)


def plays(game: Game) -> list[Play | Lead]:
    return [a for a in game.legal_actions() if isinstance(a, Play | Lead)]


def single(actions: list[Play | Lead]) -> list[Play | Lead]:
    """The plays of tiles that are no double (no spinner: the line keeps two ends)."""
    return [a for a in actions if HIGH[a.tile] != LOW[a.tile]]


def scoring(game: Game, action: Action) -> int:
    step, _ = game.preview(action)
    return step.points


def quiet(game: Game, rng: random.Random) -> Play | None:
    """A computer's play that scores nothing (None: it has none, or must draw)."""
    options = [p for p in single(plays(game)) if isinstance(p, Play) and not scoring(game, p)]
    return rng.choice(options) if options else None


def only_quiet(game: Game) -> Play | Lead | None:
    """The player's one play, when it is no double and scores nothing (None: no such)."""
    options = plays(game)
    if len(options) != 1 or not single(options):
        return None
    if any(scoring(game, p) for p in options):
        return None
    return options[0]


def attempt(rng: random.Random) -> tuple[Deal, list[tuple[str, Action]]] | None:
    # The deal drawn round the first two plays: the computer's lead a-b, the player's one
    # tile with an a (no b, no double) and eight tiles with neither; the rest shuffled.
    tiles = list(range(tile_count(6)))
    size = rules().hand_size
    lead = rng.choice([t for t in tiles if HIGH[t] != LOW[t]])
    a, b = rng.sample((LOW[lead], HIGH[lead]), 2)
    firsts = [t for t in tiles if a in (LOW[t], HIGH[t]) and b not in (LOW[t], HIGH[t])]
    first = rng.choice([t for t in firsts if HIGH[t] != LOW[t]])
    others = [t for t in tiles if a not in (LOW[t], HIGH[t]) and b not in (LOW[t], HIGH[t])]
    mine = [first, *rng.sample(others, size - 1)]
    rest = [t for t in tiles if t not in mine and t != lead]
    rng.shuffle(rest)
    theirs = [lead, *rest[: size - 1]]
    hands = (tuple(sorted(mine)), tuple(sorted(theirs)))
    stock = tuple(rest[size - 1 :])
    game = game_of(hands, stock)
    if game.current.redeal or game.turn != FIRST_PLAYER:
        return None
    steps: list[tuple[str, Action]] = []

    def play(who: str, action: Action) -> None:
        steps.append((who, action))
        game.apply(action)

    def computer_quiet() -> bool:
        """The computer's quiet play, if it has one."""
        move = quiet(game, rng)
        if move is not None:
            play("computer", move)
        return move is not None

    def lesson(name: str, action: Play | Lead | None) -> bool:
        """The lesson's play, if there is one, and the computer's quiet answer."""
        if action is None:
            return False
        play(name, action)
        return computer_quiet()

    # The computer leads a tile that is no double and scores nothing.
    leading = next(p for p in plays(game) if p.tile == lead)
    if scoring(game, leading):
        return None
    play("computer", leading)
    # 1. match: one play, scoring nothing.
    if not lesson("match", only_quiet(game)):
        return None
    # 2. draw: nothing fits; the first tile drawn does not fit, the second does.
    if plays(game) or game.legal_actions() != [DRAW]:
        return None
    play("you", DRAW)  # the first tile drawn does not fit either: draw again
    if plays(game):
        return None
    play("you", DRAW)
    if not lesson("draw", only_quiet(game)):
        return None
    # 3. five: one play scores, and it is the only one that does.
    options = plays(game)
    scorers = [p for p in options if scoring(game, p)]
    if len(scorers) != 1 or not single(scorers):
        return None
    play("five", scorers[0])
    if game.current.result is not None or not computer_quiet():
        return None
    return Deal(hands, stock), steps


def search(seed: int = 1, tries: int = 200_000) -> tuple[Deal, list[tuple[str, Action]]]:
    return finding.search(attempt, seed, tries)


def main() -> int:
    deal, steps = search()

    def tiles(values: tuple[int, ...]) -> str:
        return ", ".join(f"({LOW[t]}, {HIGH[t]})" for t in values)

    lines = finding.header(DOC)
    lines += [
        "#: The player's hand, the computer's and the stock in the order it is drawn from.",
        f"YOURS: Final = ({tiles(deal.hands[0])})",
        f"THEIRS: Final = ({tiles(deal.hands[1])})",
        f"STOCK: Final = ({tiles(deal.stock)})",
        "#: Every action of the guided game with who plays it: a lead (its left number first),",
        "#: a play on an end (its touching number first), or a draw.",
        "STEPS: Final[tuple[tuple[str, str, tuple[int, ...]], ...]] = (",
    ]
    for who, action in steps:
        if isinstance(action, Lead):
            right = HIGH[action.tile] if LOW[action.tile] == action.left else LOW[action.tile]
            lines.append(f'    ("{who}", "lead", ({action.left}, {right})),')
        elif isinstance(action, Play):
            t = action.tile
            outer = HIGH[t] if LOW[t] == action.touch else LOW[t]
            lines.append(f'    ("{who}", "{action.end}", ({action.touch}, {outer})),')
        else:
            lines.append(f'    ("{who}", "draw", ()),')
    lines.append(")")
    return finding.write("classic_script.py", lines)


if __name__ == "__main__":
    raise SystemExit(main())
