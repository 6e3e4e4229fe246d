"""How long a frame of the largest classic tables takes to draw:
``python -m figures.ui.bench.classic``.

The largest table of each game with the most tiles (:func:`figures.scene.classic_samples.largest`:
a first round of Mexican Train with eight seats and nine trains, played to its fullest by
seeded random play, and an All Fives table with the spinner's four arms laid) is shown by a
:class:`~figures.ui.classic.ClassicTable` over the window with seat 0's
:class:`~figures.ui.classic.HandRow` under it, a tile held and its ends lit; frames are timed
waiting for the GPU to finish each one (under Xvfb + Mesa that is the software renderer).
Prints, for each table, the median and worst time of the table alone and with the hand, and
the time to build the table once (a position change), in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Sequence

#: The budget the issue sets for a frame of the largest classic table under software OpenGL.
BUDGET_MS = 8.0
#: The tables timed.
GAMES = ("mexican-train", "all-fives")


def measure(name: str, frames: int = 120, size: tuple[int, int] = (1280, 800)) -> dict[str, float]:
    import arcade

    from figures.classic.actions import Play
    from figures.scene import classic_samples as samples
    from figures.ui.classic import ClassicTable, HandRow
    from figures.ui.shell.app import FiguresWindow

    window = arcade.get_window() if _has_window() else FiguresWindow(size, visible=True)
    width, height = window.get_size()
    game = samples.largest(name)
    rules = game.rules
    hand_height = 150
    table = ClassicTable(rules, [f"Player {s + 1}" for s in range(rules.players)])
    table.place(0, hand_height, width, height - hand_height)
    start = time.perf_counter()
    table.show(game)
    build_ms = (time.perf_counter() - start) * 1000
    hand = HandRow(rules.set)
    hand.place(0, 0, width, hand_height)
    legal = game.legal_actions()
    playable = sorted({a.tile for a in legal if isinstance(a, Play)})
    hand.show(game.hand(game.turn), playable=playable)
    if playable:
        hand.select(playable[0])
        table.select(playable[0], legal)
    ctx = window.ctx
    for _ in range(5):  # warm up: shapes uploaded, textures made
        window.clear()
        table.draw()
        hand.draw()
        ctx.finish()
    alone: list[float] = []
    whole: list[float] = []
    for _ in range(frames):
        window.clear()
        ctx.finish()
        start = time.perf_counter()
        table.draw()
        ctx.finish()
        alone.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        table.draw()
        hand.draw()
        ctx.finish()
        whole.append((time.perf_counter() - start) * 1000)
        window.flip()
    return {
        "tiles": float(len(game.layout.placed) + (rules.branching == "trains")),
        "players": float(rules.players),
        "frames": float(frames),
        "table_median_ms": statistics.median(alone),
        "table_worst_ms": max(alone),
        "table_p90_ms": sorted(alone)[int(len(alone) * 0.9) - 1],
        "frame_median_ms": statistics.median(whole),
        "frame_worst_ms": max(whole),
        "build_ms": build_ms,
    }


def _has_window() -> bool:
    import arcade

    try:
        arcade.get_window()
    except RuntimeError:
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m figures.ui.bench.classic", description=__doc__)
    parser.add_argument("--frames", type=int, default=120, help="frames to time (default 120)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.frames < 1:
        print("figures: error: --frames must be at least 1", file=sys.stderr)
        return 2
    results = {name: measure(name, args.frames) for name in GAMES}
    import arcade

    renderer = arcade.get_window().ctx.info.RENDERER
    if args.json:
        print(json.dumps({"games": results, "renderer": renderer, "budget_ms": BUDGET_MS}))
        return 0
    headless = " (headless)" if os.environ.get("ARCADE_HEADLESS") else ""
    print(f"{args.frames} frames, {renderer}{headless}, budget {BUDGET_MS:g} ms:")
    for name, figures in results.items():
        print(
            f"  {name} ({int(figures['players'])} players, {int(figures['tiles'])} tiles): "
            f"table median {figures['table_median_ms']:.2f} ms, worst "
            f"{figures['table_worst_ms']:.2f} ms; with the hand median "
            f"{figures['frame_median_ms']:.2f} ms, worst {figures['frame_worst_ms']:.2f} ms; "
            f"built in {figures['build_ms']:.0f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
