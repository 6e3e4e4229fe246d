"""``figures simulate``: whole games between computer players, in several processes, with a
progress bar and a summary of each seat's results (each side's in a classic game in teams).
``--game`` picks any game of the registry (:mod:`figures.games`); without it, the colour
game."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figures.cli.classic_text import score_text
from figures.cli.common import EXIT_TERMINATED, UsageError, plural, usage_error
from figures.colour.errors import SettingsError
from figures.colour.game import MAX_TARGET, MIN_TARGET
from figures.core.errors import FiguresError
from figures.games import CLASSIC, COLOUR, GAMES, GameInfo, lookup

if TYPE_CHECKING:
    from figures.ai.tournament import GameResult
    from figures.classic.rules import Rules

#: The classic games ``--game`` names.
CLASSIC_NAMES = tuple(name for name, info in GAMES.items() if info.family == CLASSIC)


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play whole games between computer players")
    p.add_argument(
        "--game",
        metavar="NAME",
        help="the game: colour (the default) or a classic preset: " + ", ".join(CLASSIC_NAMES),
    )
    p.add_argument(
        "--players",
        help="2 to 4 of random, easy, medium, hard, separated by commas (default "
        "random,random); game i (from 0) has seed SEED+i and starts with seat i mod players; "
        "hard takes settings for experiments, e.g. hard:threat=0:keep=0.25 (docs/ai.md); "
        "a classic game: one level a seat, e.g. random,random,random (2 to 8 seats in "
        "mexican-train, 4 in block-teams; default: its smallest table, 4 with --teams)",
    )
    p.add_argument("--teams", action="store_true", help="a classic game for 4 in two teams")
    p.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    p.add_argument(
        "--target",
        type=_target,
        help=f"the colour game: {MIN_TARGET} to {MAX_TARGET} (default 120); a classic game: "
        "points:N (first to N points; with block's scoring, N rounds won), rounds:N (exactly "
        "N rounds, the best total wins) or instant:N (N reached in play wins at once); N "
        "alone: points; default the preset's",
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--save-dir", metavar="DIR", help="write one record per game here")
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="games played at once in separate processes (default 1; results do not depend on it)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the results as JSON (seats counted from 0; a tie counts as a shared win)",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar on standard error")
    p.set_defaults(run=cmd_simulate)


def _players(text: str) -> list[str]:
    from figures.ai.players import computer_player

    kinds = [k.strip() for k in text.split(",")]
    if "" in kinds:
        raise UsageError(f"--players has an empty name in {text!r}")
    for kind in kinds:
        computer_player(kind)  # refuses an unknown name or setting with a one-line error
    return kinds


def _target(text: str) -> int | tuple[str, int]:
    """``--target``: a number, or a classic game's ``points:N``, ``rounds:N``, ``instant:N``."""
    kind, colon, value = text.partition(":")
    if not colon:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if kind not in TARGET_KINDS or not value.strip().isdigit():
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a target: points:N, rounds:N or instant:N"
        )
    return kind, int(value)


#: The kinds of a classic game's target (``--target KIND:N``).
TARGET_KINDS = ("points", "rounds", "instant")


def _classic_rules(args: argparse.Namespace, info: GameInfo) -> tuple[list[str], Rules]:
    """A classic game's seats and rules from the options; one-line errors for what the game
    does not allow."""
    from figures.ai.classic import classic_player

    if args.players is None:
        kinds = ["random"] * (4 if args.teams else info.players[0])
    else:
        kinds = [k.strip() for k in args.players.split(",")]
        if "" in kinds:
            raise UsageError(f"--players has an empty name in {args.players!r}")
    for kind in kinds:
        classic_player(kind)  # refuses a level classic games do not have, in one line
    overrides: dict[str, object] = {}
    if args.teams:
        if not info.teams:
            offered = ", ".join(g.name for g in GAMES.values() if g.teams)
            raise UsageError(f"{info.name} is not played in teams (teams: {offered})")
        overrides["teams"] = True
    if args.target is not None:
        if isinstance(args.target, int):
            overrides["target"] = {"points": args.target}
        else:
            kind, value = args.target
            overrides["target"] = (
                {"instant": {str(len(kinds)): value}} if kind == "instant" else {kind: value}
            )
    try:  # what the game allows (seat counts, teams of four, targets) is its rules' to say
        rules = info.rules(len(kinds), **overrides)
    except FiguresError as exc:
        raise UsageError(str(exc)) from None
    return kinds, rules


def cmd_simulate(args: argparse.Namespace) -> int:
    info = lookup(args.game if args.game is not None else COLOUR)
    if info.family == CLASSIC:
        return _simulate_classic(args, info)
    if args.teams:
        raise UsageError("the colour game is not played in teams")
    if isinstance(args.target, tuple):
        raise UsageError(
            f"the colour game's --target is a number from {MIN_TARGET} to {MAX_TARGET}"
        )
    return _simulate_colour(args)


def _check_counts(args: argparse.Namespace) -> None:
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")


def _prepare_save_dir(text: str | None) -> Path | None:
    save_dir = Path(text) if text else None
    if save_dir is not None:
        if save_dir.exists() and not save_dir.is_dir():
            raise UsageError(f"--save-dir {save_dir} is a file, not a folder")
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot create {save_dir}: {exc.strerror}") from None
        from figures.core.files import remove_stale_temporaries

        # What an earlier run killed in the middle of writing a record left there.
        remove_stale_temporaries(save_dir, r"game-\d+-seed\d+\.json")
    return save_dir


def _play_with_progress(
    args: argparse.Namespace, play: Callable[[Callable[[GameResult], None]], list[GameResult]]
) -> list[GameResult] | None:
    """Run ``play`` (given the callback of each finished game) under the progress bar; None
    when SIGTERM stopped it (its one line printed)."""
    bar = _ProgressBar(args.games, enabled=not args.no_progress)

    def finished(result: GameResult) -> None:
        bar.advance()

    try:
        with _sigterm_raises():
            try:
                return play(finished)
            finally:
                bar.close()
    except _Terminated:
        # run_games has ended its workers on the way out (Ctrl+C, a KeyboardInterrupt, takes
        # the same way, and main() prints its one line).
        print(f"figures: terminated after {bar.done} of {args.games} games", file=sys.stderr)
        return None


def _simulate_classic(args: argparse.Namespace, info: GameInfo) -> int:
    from figures.ai.tournament import run_classic_games, sides_of, summarise

    kinds, rules = _classic_rules(args, info)
    _check_counts(args)
    save_dir = _prepare_save_dir(args.save_dir)
    results = _play_with_progress(
        args,
        lambda finished: run_classic_games(
            kinds,
            rules,
            games=args.games,
            seed=args.seed,
            jobs=min(args.jobs, args.games),
            save_dir=save_dir,
            on_result=finished,
        ),
    )
    if results is None:
        return EXIT_TERMINATED
    sides = sides_of(rules)
    summary = summarise(kinds, results, sides)
    if args.json:
        print(
            json.dumps(
                {
                    "game": info.name,
                    "rules": rules.to_json(),
                    "players": kinds,
                    "sides": [list(seats) for seats in sides],
                    "target": rules.target.to_json(),
                    "seed": args.seed,
                    "games": [r.to_json() for r in results],
                    "wins": [s.wins for s in summary],
                    "summary": [s.to_json() for s in summary],
                    "interval": "Wilson score interval, 95%, ties counted as shared wins",
                }
            )
        )
        return 0
    names = ["+".join(f"P{s + 1}" for s in seats) for seats in sides]
    for result in results:
        scores = ", ".join(
            f"{n} {score_text(s)}" for n, s in zip(names, result.scores, strict=True)
        )
        every = len(result.winners) == len(names) > 1  # all listed: a drawn game
        won = "a draw" if every else "won by " + " and ".join(names[w] for w in result.winners)
        print(
            f"game {result.index + 1}: seed {result.seed}: {scores}; {won} "
            f"({result.reason} target, {plural(result.rounds or 0, 'round')})"
        )
    for name, s in zip(names, summary, strict=True):
        kinds_shown = ", ".join(kinds[seat] for seat in s.seats)
        print(
            f"{name} ({kinds_shown}): {plural(s.wins, 'win')} of {s.games} (ties count shared), "
            f"win rate {100 * s.win_rate:.1f}% [95% CI {100 * s.ci_low:.1f}-"
            f"{100 * s.ci_high:.1f}%, Wilson], mean score {s.mean_score:.1f}, "
            f"mean actions {s.mean_turns:.1f}"
        )
    return 0


def _simulate_colour(args: argparse.Namespace) -> int:
    from figures.ai.tournament import run_games, settings_for, summarise

    kinds = _players(args.players if args.players is not None else "random,random")
    target = args.target if args.target is not None else 120
    try:  # the game's own check of the settings every game of the run is played with
        settings_for(kinds, target=target, seed=args.seed, first_player=0)
    except SettingsError as exc:
        raise usage_error(exc) from None
    _check_counts(args)
    save_dir = _prepare_save_dir(args.save_dir)
    results = _play_with_progress(
        args,
        lambda finished: run_games(
            kinds,
            games=args.games,
            target=target,
            seed=args.seed,
            jobs=min(args.jobs, args.games),
            save_dir=save_dir,
            on_result=finished,
        ),
    )
    if results is None:
        return EXIT_TERMINATED
    summary = summarise(kinds, results)
    if args.json:
        print(
            json.dumps(
                {
                    "players": kinds,
                    "target": target,
                    "seed": args.seed,
                    "games": [r.to_json() for r in results],
                    "wins": [s.wins for s in summary],
                    "summary": [s.to_json() for s in summary],
                    "interval": "Wilson score interval, 95%, ties counted as shared wins",
                }
            )
        )
        return 0
    for result in results:
        scores = ", ".join(f"{k} {s}" for k, s in zip(kinds, result.scores, strict=True))
        won = " and ".join(f"P{w + 1}" for w in result.winners)
        print(
            f"game {result.index + 1}: seed {result.seed}: {scores}; won by {won} ({result.reason})"
        )
    for s in summary:
        print(
            f"P{s.seat + 1} ({s.kind}): {plural(s.wins, 'win')} of {s.games} (ties count shared), "
            f"win rate {100 * s.win_rate:.1f}% [95% CI {100 * s.ci_low:.1f}-"
            f"{100 * s.ci_high:.1f}%, Wilson], mean score {s.mean_score:.1f}, "
            f"mean turns {s.mean_turns:.1f}, decision time mean {1000 * s.mean_decision_s:.1f} ms"
            f" worst {1000 * s.max_decision_s:.0f} ms"
        )
    return 0


class _Terminated(BaseException):
    """SIGTERM received during ``figures simulate`` (a BaseException, like
    KeyboardInterrupt, so that nothing on the way mistakes it for an error to handle)."""


@contextlib.contextmanager
def _sigterm_raises() -> Iterator[None]:
    """Turn SIGTERM into ``_Terminated`` while the games run, so that ``run_games`` stops its
    worker processes before the command ends (by default SIGTERM ends the parent on the spot
    and the workers play on). The previous handler comes back afterwards. Only the main
    thread may set a handler; elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    owner = os.getpid()

    def terminated(signum: int, frame: object) -> None:
        # Once only: a second SIGTERM during the clean-up ends the process at once (the
        # workers, on Linux, are ended by the kernel with it).
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        if os.getpid() != owner:
            # A worker, forked with this handler, told to end before its set-up gave SIGTERM
            # its default action back: it ends, as that action would.
            os.kill(os.getpid(), signal.SIGTERM)
            return
        raise _Terminated

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        yield
    finally:
        # None: a handler set outside Python, which cannot be put back; the default then.
        signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)


class _ProgressBar:
    """A one-line progress bar on standard error, redrawn as games finish."""

    def __init__(self, total: int, *, enabled: bool = True, width: int = 30) -> None:
        self.total = total
        self.done = 0
        self.enabled = enabled
        self.width = width
        self._start = time.monotonic()
        self._draw()

    def advance(self) -> None:
        self.done += 1
        self._draw()

    def _draw(self) -> None:
        if not self.enabled:
            return
        filled = self.width * self.done // max(1, self.total)
        elapsed = time.monotonic() - self._start
        line = (
            f"\r[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} games "
            f"{elapsed:.0f} s"
        )
        sys.stderr.write(line)
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()
