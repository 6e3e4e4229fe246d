"""``figures simulate``: whole games between computer players, in several processes, with a
progress bar and a summary of each seat's results."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from figures.cli.common import EXIT_TERMINATED, UsageError, check_target, plural
from figures.engine.game import MAX_PLAYERS, MAX_TARGET, MIN_PLAYERS, MIN_TARGET


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play whole games between computer players")
    p.add_argument(
        "--players",
        default="random,random",
        help="2 to 4 of random, easy, medium, hard, separated by commas (default "
        "random,random); game i (from 0) has seed SEED+i and starts with seat i mod players; "
        "hard takes settings for experiments, e.g. hard:threat=0:keep=0.25 (docs/ai.md)",
    )
    p.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    p.add_argument(
        "--target", type=int, default=120, help=f"{MIN_TARGET} to {MAX_TARGET} (default 120)"
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
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        raise UsageError(
            f"--players needs {MIN_PLAYERS} to {MAX_PLAYERS} names separated by commas, "
            f"got {text!r}"
        )
    for kind in kinds:
        computer_player(kind)  # refuses an unknown name or setting with a one-line error
    return kinds


def cmd_simulate(args: argparse.Namespace) -> int:
    from figures.ai.tournament import GameResult, run_games, summarise

    kinds = _players(args.players)
    target = check_target(args.target)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    save_dir = Path(args.save_dir) if args.save_dir else None
    if save_dir is not None:
        if save_dir.exists() and not save_dir.is_dir():
            raise UsageError(f"--save-dir {save_dir} is a file, not a folder")
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot create {save_dir}: {exc.strerror}") from None
        from figures.core.files import remove_stale_temporaries

        remove_stale_temporaries(save_dir)  # what an earlier run killed mid-write left
    bar = _ProgressBar(args.games, enabled=not args.no_progress)

    def finished(result: GameResult) -> None:
        bar.advance()

    try:
        with _sigterm_raises():
            try:
                results = run_games(
                    kinds,
                    games=args.games,
                    target=target,
                    seed=args.seed,
                    jobs=min(args.jobs, args.games),
                    save_dir=save_dir,
                    on_result=finished,
                )
            finally:
                bar.close()
    except _Terminated:
        # run_games has ended its workers on the way out (Ctrl+C, a KeyboardInterrupt, takes
        # the same way, and main() prints its one line).
        print(f"figures: terminated after {bar.done} of {args.games} games", file=sys.stderr)
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
