"""``figures play``: the desktop game, its set-up, straight into a game, or a saved one."""

from __future__ import annotations

import argparse
import os
from typing import Any

from figures.cli.common import UsageError
from figures.cli.settings import choose, seat_kinds, seat_names
from figures.colour.game import MAX_TARGET, MIN_TARGET, Settings
from figures.games import COLOUR, lookup

#: The smallest game window (``figures.ui.theme.SIZES.minimum``, which the window enforces).
MIN_WINDOW = (900, 600)


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="open the desktop game",
        description="Open the desktop game: the set-up screen, or straight into a game with "
        "--players/--target/--seed, or a saved game with --open.",
    )
    p.add_argument(
        "--players",
        help="seat kinds separated by commas: human, or a computer level "
        "(e.g. human,medium); skips the set-up",
    )
    p.add_argument("--names", help="the players' names, separated by commas")
    p.add_argument(
        "--target", type=int, help=f"target score, {MIN_TARGET} to {MAX_TARGET} (default 120)"
    )
    p.add_argument("--seed", type=int, help="deal number, for a repeatable game")
    p.add_argument("--first", type=int, default=1, help="the seat that starts, from 1 (default 1)")
    p.add_argument("--open", metavar="FILE", help="open a saved game (a record)")
    p.add_argument(
        "--lang", choices=("en", "fr"), help="language (en or fr; default: the last one used)"
    )
    p.add_argument("--colour-blind", action="store_true", help="draw a symbol on every triangle")
    p.add_argument("--size", metavar="WxH", help="window size in pixels (default 1280x800)")
    p.add_argument(
        "--bench-draw",
        type=int,
        metavar="FRAMES",
        help="time FRAMES frames of a full table of 120 dominoes and print the median",
    )
    p.set_defaults(run=cmd_play)


def _play_settings(args: argparse.Namespace) -> Settings | None:
    """The settings ``--players/--target/--seed/--first/--names`` ask for, or None; the game
    judges them (:func:`figures.cli.settings.choose`)."""
    from figures.core.seats import PlayerSpec

    asked = (args.players, args.target, args.seed, args.names)
    if all(value is None for value in asked) and args.first == 1:
        return None
    info = lookup(COLOUR)
    kinds = seat_kinds(args.players or "human,medium", info, humans=True)
    names = seat_names(kinds, args.names)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "big")
    chosen = choose(
        info,
        [PlayerSpec(n, k) for n, k in zip(names, kinds, strict=True)],
        seed=seed,
        first=args.first - 1,  # --first counts from 1
        target=args.target,
        names_option="--names" if args.names is not None else "--players",
    )
    assert chosen.settings is not None  # (the colour game's)
    return chosen.settings


def _window_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size is WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    low_w, low_h = MIN_WINDOW
    if width < low_w or height < low_h or width > 10000 or height > 10000:
        raise UsageError(f"--size must be at least {low_w}x{low_h}, not {text!r}")
    return width, height


def cmd_play(args: argparse.Namespace) -> int:
    settings = _play_settings(args)
    if args.open is not None and settings is not None:
        raise UsageError(
            "--open plays a saved game: it does not go with --players, --target or --seed"
        )
    if args.open is not None:
        from figures.colour.records import load_game

        load_game(args.open)  # a damaged or foreign file is refused before a window opens
    size = _window_size(args.size) if args.size else None
    if args.bench_draw:
        from figures.ui.bench_draw import main as bench_main

        return bench_main(["--frames", str(args.bench_draw)])
    from figures.ui.app import run
    from figures.ui.options import load_options, settings_path
    from figures.ui.storage import autosave_path

    # The set-up remembered from the last launch; --lang and --colour-blind win over it.
    options = load_options(settings_path(autosave_path()))
    if args.lang is not None:
        options.language = args.lang
    if args.colour_blind:
        options.colour_blind = True
    return run(settings=settings, open_path=args.open, options=options, size=size)
