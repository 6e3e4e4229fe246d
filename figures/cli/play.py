"""``figures play``: the desktop game, its set-up, straight into a game of any game of the
registry (``--game``: the colour game by default, or a classic preset with its switches), or
a saved one of either family."""

from __future__ import annotations

import argparse
import os
from typing import Any

from figures.classic.rules import CHOICES
from figures.cli.common import UsageError, whole_number
from figures.cli.settings import (
    add_house_option,
    choose,
    classic_switches,
    house_rules,
    parse_target,
    seat_kinds,
    seat_names,
)
from figures.colour.game import MAX_TARGET, MIN_TARGET
from figures.games import CLASSIC, COLOUR, GAMES, GameInfo, lookup
from figures.texts.i18n import languages

#: The classic presets ``--game`` names.
CLASSIC_NAMES = tuple(name for name, info in GAMES.items() if info.family == CLASSIC)

#: The smallest game window (the desktop theme's ``SIZES.minimum``, which the window enforces).
MIN_WINDOW = (900, 600)


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="open the desktop game",
        description="Open the desktop game: the set-up screen, or straight into a game with "
        "--players/--target/--seed (and a classic preset's switches), or a saved game of "
        "either family with --open.",
    )
    p.add_argument(
        "--game",
        metavar="NAME",
        help="the game: colour (the default) or a classic preset: "
        + ", ".join(CLASSIC_NAMES)
        + "; alone, the set-up opens on it",
    )
    p.add_argument(
        "--players",
        help="seat kinds separated by commas: human, or a computer level "
        "(e.g. human,medium; a classic game's levels: random, easy, medium, hard); skips the "
        "set-up (default: you against medium, as many seats as the game's smallest table, "
        "4 with --teams)",
    )
    p.add_argument("--names", help="the players' names, separated by commas")
    p.add_argument(
        "--target",
        type=parse_target,
        help=f"the colour game: {MIN_TARGET} to {MAX_TARGET} (default 120); a classic game: "
        "points:N, rounds:N or instant:N (N alone: points), as figures simulate reads it; "
        "default the preset's",
    )
    p.add_argument("--teams", action="store_true", help="a classic game for 4 in two teams")
    p.add_argument(
        "--hand", type=whole_number, metavar="N", help="a classic game: tiles in each hand"
    )
    p.add_argument(
        "--lead", choices=CHOICES["lead"], help="a classic game: who leads the first round"
    )
    p.add_argument(
        "--cannot-play",
        choices=CHOICES["cannot_play"],
        help="a classic game: what a player who cannot play does (pass: the block game)",
    )
    add_house_option(p)
    p.add_argument("--seed", type=whole_number, help="deal number, for a repeatable game")
    p.add_argument(
        "--first", type=whole_number, default=1, help="the seat that starts, from 1 (default 1)"
    )
    p.add_argument("--open", metavar="FILE", help="open a saved game (a record)")
    p.add_argument(
        "--lang",
        choices=languages(),
        help=f"language ({', '.join(languages())}; default: the last one used)",
    )
    p.add_argument("--colour-blind", action="store_true", help="draw a symbol on every triangle")
    p.add_argument("--size", metavar="WxH", help="window size in pixels (default 1280x800)")
    p.add_argument(
        "--bench-draw",
        type=whole_number,
        metavar="FRAMES",
        help="time FRAMES frames of a full table of 120 dominoes and print the median",
    )
    p.set_defaults(run=cmd_play)


def _switches(args: argparse.Namespace) -> dict[str, Any]:
    """The classic switches given, by their rules' names (teams apart)."""
    given = {"hand": args.hand, "lead": args.lead, "cannot_play": args.cannot_play}
    return {key: value for key, value in given.items() if value is not None}


def _game(args: argparse.Namespace) -> GameInfo:
    return lookup(args.game if args.game is not None else COLOUR)


def _play_settings(args: argparse.Namespace) -> Any:
    """The settings ``--players/--target/--seed/--first/--names`` (and a classic preset's
    ``--teams``, ``--hand``, ``--lead``, ``--cannot-play``) ask for, or None: a colour
    :class:`Settings` or a classic game's ``ClassicSettings``; the game judges them
    (:func:`figures.cli.settings.choose`)."""
    from figures.core.seats import PlayerSpec

    info = _game(args)
    switches = _switches(args)
    asked = (args.players, args.target, args.seed, args.names)
    plain = not args.teams and not switches and not args.house
    if all(v is None for v in asked) and args.first == 1 and plain:
        return None
    house = house_rules(args.house) if args.house else None
    if args.players is not None:
        kinds = seat_kinds(args.players, info, humans=True)
    elif info.family == COLOUR:
        kinds = ["human", "medium"]
    else:
        count = 4 if args.teams or info.players[0] == 4 else info.players[0]
        kinds = ["human"] + ["medium"] * (count - 1)
    names = seat_names(kinds, args.names)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "big")
    seats = [PlayerSpec(n, k) for n, k in zip(names, kinds, strict=True)]
    overrides = classic_switches(len(seats), **switches)
    chosen = choose(
        info,
        seats,
        seed=seed,
        first=args.first - 1,  # --first counts from 1
        teams=args.teams,
        target=args.target,
        names_option="--names" if args.names is not None else "--players",
        switches=overrides,
        house=house,
    )
    if chosen.settings is not None:  # (the colour game's)
        return chosen.settings
    assert chosen.rules is not None
    from figures.classic.settings import ClassicSettings, overrides_of

    return ClassicSettings(
        game=info.name,
        players=chosen.table.players,
        seed=seed,
        first=args.first - 1,
        teams=args.teams,
        overrides=overrides_of(chosen.rules),
    )


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
    if args.open is not None and (settings is not None or args.game is not None):
        raise UsageError(
            "--open plays a saved game: it does not go with --game, --players, --target, --seed "
            "or --set"
        )
    if args.open is not None:
        from figures.games import load_record

        load_record(args.open)  # a damaged or foreign file is refused before a window opens
    size = _window_size(args.size) if args.size else None
    if args.bench_draw:
        from figures.ui.bench.colour import main as bench_main

        return bench_main(["--frames", str(args.bench_draw)])
    from figures.app.options import load_options, settings_path
    from figures.app.storage import autosave_path
    from figures.ui.shell.app import run

    # The set-up remembered from the last launch; --lang and --colour-blind win over it.
    options = load_options(settings_path(autosave_path()))
    if args.lang is not None:
        options.language = args.lang
    if args.colour_blind:
        options.colour_blind = True
    if args.game is not None:  # the set-up shows the game asked for
        options.game = args.game
    return run(settings=settings, open_path=args.open, options=options, size=size)
