"""The search that found the colour game's guided first game (run it to write
:mod:`figures.ui.tutorial.colour_script` again): ``python -m tools.find_colour_deal``.

Over the real tile set and the real engine, seeded tries of a short two-player game in
which the computer opens and the player then meets each lesson on cue:

1. *touch*: the player's opening domino, touching the computer's;
2. *match*: a first turn's placement matching two edges' colours, closing nothing and
   scoring less than 4 (so no second domino is on offer yet), on cells where a wrong face
   or turn of the same domino is refused for its colours;
3. *close*: a placement that closes a small surface (2 to 4 squares), which brings the
   score to 4 or more;
4. *second*: the other domino placed in the same turn, paying 4, for 5 points or more.

Each lesson's placement is the only legal one of its domino on its two cells, so the one
the player finds is the one the script goes on from. The computer plays its best
placement between the lessons and never pays. The bag's order: the draws the game asks
for, then the rest of the tile set in a shuffled order (so that play can go on after the
guide).
"""

from __future__ import annotations

import random

from figures.colour.actions import Action, EndTurn, Place
from figures.colour.errors import ColourMismatchError, IllegalMoveError
from figures.colour.game import Game, ScriptedBag, Settings
from figures.colour.geometry import DIRS, OFFSET, Side
from figures.colour.tiles import default_tileset
from figures.core.seats import PlayerSpec
from tools import deal_finding as finding

LESSONS = ("touch", "match", "close", "second")
#: The docstring of the module written.
DOC = """The colour game's guided first game, as data: the bag's order and every action, each
with who plays it (``computer``, ``you``) or the lesson it teaches. Written by
:mod:`tools.find_colour_deal` (the search over the real tile set); replayed
through the engine by the tests."""


def cells(action: Place) -> frozenset[tuple[int, int]]:
    dx, dy = OFFSET[action.dir]
    return frozenset({action.at, (action.at[0] + dx, action.at[1] + dy)})


def same_cells(game: Game, action: Place) -> list[Place]:
    """Every way of putting ``action``'s domino on ``action``'s two cells (both faces, both
    ends first)."""
    out = []
    a, b = sorted(cells(action))
    for face in (0, 1):
        for at, other in ((a, b), (b, a)):
            for side in DIRS:
                dx, dy = OFFSET[side]
                if (at[0] + dx, at[1] + dy) == other:
                    out.append(Place(action.tile, face, at, side))
    return out


def unique_and_refused(game: Game, action: Place) -> bool:
    """The placement is the only legal one of its domino on its cells, and at least one
    other way onto them is refused for its colours."""
    refused = False
    for other in same_cells(game, action):
        if other == action:
            continue
        try:
            game.preview(other)
        except ColourMismatchError:
            refused = True
        except IllegalMoveError:
            pass
        else:
            return False
    return refused


def settings() -> Settings:
    players = (PlayerSpec("You", "human"), PlayerSpec("Computer", "medium"))
    return Settings(players, target=120, seed=0, first_player=1)


def near(action: Place) -> int:
    return max(abs(action.at[0]), abs(action.at[1]))


def computer_move(game: Game) -> Place | None:
    """The computer's best placement near the middle (the first of equals)."""
    places = [a for a in game.legal_actions() if isinstance(a, Place) and near(a) <= 3]
    if not places:
        return None
    return max(places, key=lambda p: (game.preview(p).points, -near(p)))


def attempt(rng: random.Random) -> tuple[list[int], list[tuple[str, Action]]] | None:
    tileset = default_tileset()
    ids = list(range(len(tileset)))
    rng.shuffle(ids)
    pool = iter(ids)
    draws: list[int] = []
    steps: list[tuple[str, Action]] = []

    class Bag(ScriptedBag):
        """Draws the next tile of the shuffled pool, writing down the order."""

        def draw(self) -> int:
            tile = next(pool)
            draws.append(tile)
            self._tiles.discard(tile)
            return tile

    game = Game(settings(), tileset, Bag(ids, ()))

    def play(who: str, action: Action) -> None:
        steps.append((who, action))
        game.apply(action)

    # The computer's opening domino in the middle.
    play("computer", Place(game.opening_tile or 0, 0, (0, 0), Side.E))
    # 1. touch: the player's opening domino.
    assert game.opening_tile is not None
    touching = [p for p in game.legal_placements(game.opening_tile) if near(p) <= 2]
    touching = [p for p in touching if unique_and_refused(game, p)]
    if not touching:
        return None
    play("touch", rng.choice(touching))
    # The computer's first turn.
    move = computer_move(game)
    if move is None:
        return None
    play("computer", move)
    play("computer", EndTurn())
    # 2. match.
    hand = game.hands[0]
    matches = [
        p
        for t in hand
        for p in game.legal_placements(t)
        if near(p) <= 3
        and (s := game.preview(p).score).connected_edges == 2
        and not s.closed_surfaces
        and unique_and_refused(game, p)
    ]
    if not matches:
        return None
    play("match", rng.choice(matches))
    play("you", EndTurn())
    # The computer's second turn.
    move = computer_move(game)
    if move is None:
        return None
    play("computer", move)
    play("computer", EndTurn())
    # 3. close, then 4. second.
    score = game.scores[0]
    pairs = []
    for p in (p for t in game.hands[0] for p in game.legal_placements(t)):
        s = game.preview(p).score
        if (
            near(p) <= 3
            and len(s.closed_surfaces) == 1
            and 2 <= s.closed_surfaces[0] <= 4
            and score + s.points >= 4
            and unique_and_refused(game, p)
        ):
            pairs.append(p)
    rng.shuffle(pairs)
    for close in pairs:
        trial = Game.replay(settings(), [*game.actions, close], tileset, _fixed(draws, ids))
        if trial.hands[0] == []:
            continue
        seconds = [
            q
            for q in trial.legal_placements(trial.hands[0][0])
            if near(q) <= 3
            and trial.preview(q).score.points >= 5
            and not trial.preview(q).score.closed_surfaces
            and unique_and_refused(trial, q)
        ]
        if seconds:
            play("close", close)
            play("second", rng.choice(seconds))
            move = computer_move(game)
            if move is None:
                return None
            play("computer", move)
            play("computer", EndTurn())
            rest = [t for t in ids if t not in draws]
            random.Random(7).shuffle(rest)
            return draws + rest, steps
    return None


def _fixed(draws: list[int], ids: list[int]) -> ScriptedBag:
    return ScriptedBag(ids, draws + [t for t in ids if t not in draws])


def search(seed: int = 1, tries: int = 4000) -> tuple[list[int], list[tuple[str, Action]]]:
    return finding.search(attempt, seed, tries)


def main() -> int:
    draws, steps = search()
    lines = finding.header(DOC)
    lines += [
        "#: The seats: the player first, the computer opening the game.",
        "FIRST_PLAYER: Final = 1",
        "#: The order the bag gives its dominoes in.",
        "DRAWS: Final[tuple[int, ...]] = (",
    ]
    for i in range(0, len(draws), 16):
        lines.append("    " + ", ".join(str(t) for t in draws[i : i + 16]) + ",")
    lines += [
        ")",
        "#: Every action of the guided game, in the notation, with who plays it.",
        "STEPS: Final[tuple[tuple[str, str], ...]] = (",
    ]
    for who, action in steps:
        lines.append(f'    ("{who}", "{action}"),')
    lines.append(")")
    return finding.write("colour_script.py", lines)


if __name__ == "__main__":
    raise SystemExit(main())
