"""The small picture of each game the set-up shows beside its name: a table in play, drawn
by the project's own Pillow painters (:func:`figures.pictures.colour.render_board` for the colour
game,
:func:`figures.pictures.classic.render_round` for a classic preset), from seeded play through
each engine's ``apply``, so the same on every run.

The pictures ship inside the package (``figures/data/pictures/<game>.png``, package data of
the wheel): made once with ``python -m figures.pictures.games`` when a game or its look
changes, they cost a launch nothing and need no folder the player can write. A game with no
picture shipped (one added without running the command) has its picture painted on first
use into the data folder's ``pictures`` cache instead. No arcade here.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image

from figures.games import COLOUR, GAMES
from figures.pictures.colour import TABLE, save_image

#: Every picture's size in pixels (drawn smaller on the screen, sharp on a dense display).
SIZE = (240, 150)
#: The seats of each classic preset's picture, and the seed of its deal.
SEATS = {"block-teams": 4, "mexican-train": 4}
SEED = 4
#: Each game's own deal, so that two presets alike on the table (block, block to 100
#: points) do not show the same picture.
SEEDS = {name: SEED + index for index, name in enumerate(GAMES)}


def _colour_table() -> Image.Image:
    from figures.colour.actions import EndTurn, Place
    from figures.colour.game import Game, Phase, Settings
    from figures.core.seats import PlayerSpec
    from figures.pictures.colour import render_board

    players = (PlayerSpec("A", "random"), PlayerSpec("B", "random"))
    game = Game(Settings(players, 120, SEED, 0))
    rng = random.Random(SEED)
    while not game.is_over and len(game.board.placed) < 10:
        actions = game.legal_actions()
        places = [a for a in actions if isinstance(a, Place)]
        if game.phase is Phase.SECOND or not places:
            game.apply(EndTurn() if game.phase is Phase.SECOND else rng.choice(actions))
        else:
            game.apply(rng.choice(places))
    return render_board(game.board, scale=40, margin=8)


def _classic_table(name: str) -> Image.Image:
    from figures.classic.rules import Rules
    from figures.pictures.classic import render_round
    from figures.scene.classic_samples import in_play

    rules = Rules.preset(name, SEATS.get(name, 2))
    trains = rules.branching == "trains"  # (the hub and its trains need the room)
    game = in_play(rules, SEEDS[name], fill=0.8 if trains else 0.45)
    bounds = (15.0, 9.4) if trains else (11.0, 6.9)
    return render_round(game, unit=36, margin=6, tags=False, highlight_last=False, bounds=bounds)


def render_picture(name: str) -> Image.Image:
    """The picture of game ``name``: its table in play, fitted into :data:`SIZE` on the
    table's colour."""
    table = _colour_table() if GAMES[name].family == COLOUR else _classic_table(name)
    table.thumbnail(SIZE, Image.Resampling.LANCZOS)
    picture = Image.new("RGB", SIZE, TABLE)
    picture.paste(table, ((SIZE[0] - table.width) // 2, (SIZE[1] - table.height) // 2))
    return picture


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m figures.pictures.games", description=__doc__)
    parser.add_argument("folder", nargs="?", default="figures/data/pictures", help="where to write")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    for name in GAMES:
        save_image(render_picture(name), folder / f"{name}.png")
        print(f"wrote {folder / name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
