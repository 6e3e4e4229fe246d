"""How long a frame of a full table takes to draw: ``python -m figures.ui.bench.colour``.

Lays all 120 dominoes on a table (each placed legally, greedily, from a fixed seed), opens
the game screen on it and times frames, waiting for the GPU to finish each one (under
Xvfb + Mesa that is the software renderer). Prints the median time of the table alone (the
batched dominoes, closed surfaces and grid) and of the whole game screen, in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence

from figures.colour.board import Board, Placed
from figures.colour.rules import legal_spots
from figures.colour.tiles import TileSet, default_tileset

#: The budget the issue sets for drawing a full table under software OpenGL.
BUDGET_MS = 8.0


def full_board(seed: int = 1, tileset: TileSet | None = None) -> Board:
    """All the tiles laid legally, each at its legal spot nearest the first domino."""
    tiles = tileset or default_tileset()
    rng = random.Random(seed)
    board = Board()
    left = list(range(len(tiles)))
    rng.shuffle(left)
    progress = True
    while left and progress:
        progress = False
        for tile in list(left):
            options = [
                (abs(at[0]) + abs(at[1]), index, at, direction)
                for index, face in enumerate(tiles[tile].faces)
                for at, direction in legal_spots(board, face)
            ]
            if options:
                _, index, at, direction = min(options)
                board.place(Placed(tiles[tile].faces[index], at, direction, tile))
                left.remove(tile)
                progress = True
    return board


def measure(
    frames: int = 120, *, colour_blind: bool = False, size: tuple[int, int] = (1280, 800)
) -> dict[str, float]:
    import arcade

    from figures.app.options import Options
    from figures.colour.game import Game, Settings
    from figures.core.seats import PlayerSpec
    from figures.ui.colour.match import Match
    from figures.ui.colour.view import GameView
    from figures.ui.shell.app import App, FiguresWindow

    window = arcade.get_window() if _has_window() else FiguresWindow(size, visible=True)
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "human")), 120, 1, 0)
    game = Game(settings)
    game.board = full_board()
    app = App(window, Options(colour_blind=colour_blind))
    match = Match(game)
    view = GameView(app, match)
    window.show_view(view)
    view.fit()
    ctx = window.ctx
    table: list[float] = []
    whole: list[float] = []
    for _ in range(5):  # warm up: shapes uploaded, texts made
        window.clear()
        view.on_draw()
        ctx.finish()
    for _ in range(frames):
        window.clear()
        ctx.finish()
        start = time.perf_counter()
        view.camera.use()
        view.table.renderer.draw()
        ctx.finish()
        table.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        view.on_draw()
        ctx.finish()
        whole.append((time.perf_counter() - start) * 1000)
        window.flip()
    return {
        "dominoes": float(len(game.board)),
        "frames": float(frames),
        "table_median_ms": statistics.median(table),
        "frame_median_ms": statistics.median(whole),
        "table_p90_ms": sorted(table)[int(len(table) * 0.9) - 1],
    }


def _has_window() -> bool:
    import arcade

    try:
        arcade.get_window()
    except RuntimeError:
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m figures.ui.bench.colour", description=__doc__)
    parser.add_argument("--frames", type=int, default=120, help="frames to time (default 120)")
    parser.add_argument("--colour-blind", action="store_true", help="with the symbols")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.frames < 1:
        print("figures: error: --frames must be at least 1", file=sys.stderr)
        return 2
    result = measure(args.frames, colour_blind=args.colour_blind)
    import arcade

    renderer = arcade.get_window().ctx.info.RENDERER
    if args.json:
        print(json.dumps({**result, "renderer": renderer, "budget_ms": BUDGET_MS}))
    else:
        print(
            f"{int(result['dominoes'])} dominoes, {int(result['frames'])} frames, {renderer}"
            f"{' (headless)' if os.environ.get('ARCADE_HEADLESS') else ''}:\n"
            f"  table median {result['table_median_ms']:.2f} ms "
            f"(p90 {result['table_p90_ms']:.2f} ms, budget {BUDGET_MS:g} ms)\n"
            f"  whole game screen median {result['frame_median_ms']:.2f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
