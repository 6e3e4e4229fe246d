"""``figures simulate``: whole games between computer players, in several processes or on a
Dask cluster (``--cluster``), with a progress bar (tqdm) and a summary of each seat's results
(each side's in a classic game in teams). ``--game`` picks any game of the registry
(:mod:`figures.games`); without it, the colour game."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figures.cli.classic_text import score_text
from figures.cli.common import (
    EXIT_TERMINATED,
    MAX_GAMES,
    UsageError,
    games_count,
    plural,
    whole_number,
)
from figures.cli.settings import (
    Chosen,
    add_house_option,
    choose,
    house_rules,
    parse_target,
    seat_kinds,
)
from figures.colour.game import MAX_TARGET, MIN_TARGET
from figures.core.seats import PlayerSpec
from figures.games import CLASSIC, COLOUR, GAMES, GameInfo, lookup

#: ``--connect-timeout``: the default (the tournament's) and the most allowed, in seconds.
CONNECT_TIMEOUT = 10.0
MAX_CONNECT_TIMEOUT = 3600.0

if TYPE_CHECKING:
    from figures.ai.tournament import GameResult, PlayerSummary

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
    p.add_argument(
        "--games",
        type=games_count,
        default=1,
        help=f"how many games (default 1, at most {MAX_GAMES:,})",
    )
    p.add_argument(
        "--target",
        type=parse_target,
        help=f"the colour game: {MIN_TARGET} to {MAX_TARGET} (default 120); a classic game: "
        "points:N (first to N points; with block's scoring, N rounds won), rounds:N (exactly "
        "N rounds, the best total wins) or instant:N (N reached in play wins at once); N "
        "alone: points; default the preset's",
    )
    add_house_option(p)
    p.add_argument(
        "--seed", type=whole_number, default=1, help="seed of the first game (default 1)"
    )
    p.add_argument("--save-dir", metavar="DIR", help="write one record per game here")
    p.add_argument(
        "--jobs",
        type=whole_number,
        metavar="N",
        help="games played at once in separate processes (default 1; results do not depend on it)",
    )
    p.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play the games on the Dask cluster whose scheduler is at ADDRESS (tcp://HOST:8786), "
        "each game a task; the same results and records as --jobs (README: 'Tournaments on a "
        "cluster')",
    )
    p.add_argument(
        "--connect-timeout",
        type=float,
        metavar="SECONDS",
        help="with --cluster: how long reaching the scheduler, then its first worker, may take, "
        f"and how long the games wait for a worker when none is left (default "
        f"{CONNECT_TIMEOUT:g})",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the results as JSON (seats counted from 0; a tie counts as a shared win)",
    )
    p.add_argument(
        "--no-progress",
        action="store_true",
        help="no progress bar (it is drawn on standard error when that is a terminal)",
    )
    p.set_defaults(run=cmd_simulate)


def cmd_simulate(args: argparse.Namespace) -> int:
    info = lookup(args.game if args.game is not None else COLOUR)
    chosen = _chosen(args, info)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    _check_where(args)
    save_dir = _prepare_save_dir(args.save_dir)
    results = _play_with_progress(args, partial(_run, args, chosen, save_dir))
    if results is None:
        return EXIT_TERMINATED
    if args.json:
        print(json.dumps(_as_json(args, chosen, results)))
    else:
        _print_results(chosen, results)
    return 0


def _check_where(args: argparse.Namespace) -> None:
    """``--jobs`` (1 by default) or ``--cluster`` with its ``--connect-timeout``."""
    if args.cluster is not None:
        if args.jobs is not None:
            raise UsageError("--jobs and --cluster: the cluster's workers play the games")
        if not args.cluster.strip():
            raise UsageError("--cluster needs the scheduler's address, e.g. tcp://HOST:8786")
        timeout = CONNECT_TIMEOUT if args.connect_timeout is None else args.connect_timeout
        if not 0 < timeout <= MAX_CONNECT_TIMEOUT:  # NaN fails too
            raise UsageError(
                f"--connect-timeout must be more than 0 and at most {MAX_CONNECT_TIMEOUT:g} "
                f"seconds, not {args.connect_timeout:g}"
            )
        args.connect_timeout = timeout
        return
    if args.connect_timeout is not None:
        raise UsageError("--connect-timeout goes with --cluster")
    if args.jobs is None:
        args.jobs = 1
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")


def _chosen(args: argparse.Namespace, info: GameInfo) -> Chosen:
    """The settings every game of the run is played with (each game then takes its own seed
    and first seat), as the game accepts them."""
    if args.players is not None:
        kinds = seat_kinds(args.players, info)
    elif info.family == COLOUR:
        kinds = ["random", "random"]
    else:  # the game's smallest table, four in teams
        kinds = ["random"] * (4 if args.teams else info.players[0])
    if info.family == COLOUR:  # named as figures.ai.tournament.settings_for names them
        seats = [PlayerSpec(f"P{i + 1} ({kind})", kind) for i, kind in enumerate(kinds)]
    else:
        from figures.ai.tournament import classic_specs

        seats = classic_specs(kinds)
    house = house_rules(args.house) if args.house else None
    return choose(info, seats, seed=args.seed, teams=args.teams, target=args.target, house=house)


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
    bar = _Progress(args.games, enabled=not args.no_progress)

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


def _run(
    args: argparse.Namespace,
    chosen: Chosen,
    save_dir: Path | None,
    finished: Callable[[GameResult], None],
) -> list[GameResult]:
    from figures.ai.tournament import run_classic_games, run_games

    where: dict[str, Any] = {
        "jobs": min(args.jobs or 1, args.games),
        "save_dir": save_dir,
        "on_result": finished,
    }
    if args.cluster is not None:
        where.update(cluster=args.cluster, connect_timeout=args.connect_timeout)
    if chosen.rules is not None:
        return run_classic_games(
            chosen.kinds, chosen.rules, games=args.games, seed=args.seed, **where
        )
    assert chosen.settings is not None
    return run_games(
        chosen.kinds,
        games=args.games,
        target=chosen.settings.target,
        seed=args.seed,
        house=chosen.settings.rules,
        **where,
    )


def _summary(chosen: Chosen, results: list[GameResult]) -> list[PlayerSummary]:
    """Each seat's results, or each side's in a classic game (partners in teams)."""
    from figures.ai.tournament import sides_of, summarise

    if chosen.rules is None:
        return summarise(chosen.kinds, results)
    return summarise(chosen.kinds, results, sides_of(chosen.rules))


def _as_json(args: argparse.Namespace, chosen: Chosen, results: list[GameResult]) -> Any:
    from figures.ai.tournament import sides_of

    summary = _summary(chosen, results)
    head: dict[str, Any]
    if chosen.rules is not None:
        head = {
            "game": chosen.info.name,
            "rules": chosen.rules.to_json(),
            "players": chosen.kinds,
            "sides": [list(seats) for seats in sides_of(chosen.rules)],
            "target": chosen.rules.target.to_json(),
        }
    else:
        assert chosen.settings is not None
        head = {"players": chosen.kinds, "target": chosen.settings.target}
        if not chosen.settings.rules.is_default:
            head["house_rules"] = chosen.settings.rules.to_json()
    return {
        **head,
        "seed": args.seed,
        "games": [r.to_json() for r in results],
        "wins": [s.wins for s in summary],
        "summary": [s.to_json() for s in summary],
        "interval": "Wilson score interval, 95%, ties counted as shared wins",
    }


def _print_results(chosen: Chosen, results: list[GameResult]) -> None:
    """A line per game (the scores, who won, how it ended) and a line per seat, or per side
    in a classic game: wins (a tie shared), win rate with its interval, mean score and turns
    (a classic game counts actions), and the mean and worst decision time."""
    summary = _summary(chosen, results)
    kinds = chosen.kinds
    # Who scores: the players named P1, P2... (partners P1+P3); a colour game line shows
    # each seat's kind beside its score.
    names = ["+".join(f"P{seat + 1}" for seat in s.seats or (s.seat,)) for s in summary]
    colour = chosen.rules is None
    labels = kinds if colour else names
    if chosen.settings is not None and not chosen.settings.rules.is_default:
        print(f"house rules: {chosen.settings.rules.label()}")
    for result in results:
        scores = ", ".join(
            f"{label} {score_text(s)}" for label, s in zip(labels, result.scores, strict=True)
        )
        every = len(result.winners) == len(names) > 1  # all listed: a drawn game
        won = (
            "a draw"
            if every and not colour
            else "won by " + " and ".join(names[w] for w in result.winners)
        )
        how = (
            result.reason
            if colour
            else f"{result.reason} target, {plural(result.rounds or 0, 'round')}"
        )
        print(f"game {result.index + 1}: seed {result.seed}: {scores}; {won} ({how})")
    for name, s in zip(names, summary, strict=True):
        kinds_shown = ", ".join(kinds[seat] for seat in s.seats or (s.seat,))
        print(
            f"{name} ({kinds_shown}): {plural(s.wins, 'win')} of {s.games} (ties count shared), "
            f"win rate {100 * s.win_rate:.1f}% [95% CI {100 * s.ci_low:.1f}-"
            f"{100 * s.ci_high:.1f}%, Wilson], mean score {s.mean_score:.1f}, "
            f"mean {'turns' if colour else 'actions'} {s.mean_turns:.1f}, "
            f"decision time mean {milliseconds(s.mean_decision_s)} "
            f"worst {milliseconds(s.max_decision_s)}"
        )


def milliseconds(seconds: float) -> str:
    """A decision time in milliseconds, with the digits that matter: "615 ms", "91.2 ms",
    "0.184 ms" (a classic random player decides in microseconds)."""
    ms = 1000 * seconds
    if ms >= 100:
        return f"{ms:.0f} ms"
    return f"{ms:.1f} ms" if ms >= 1 else f"{ms:.3f} ms"


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


class _Progress:
    """The progress bar: tqdm's, on standard error, drawn only when that is a terminal (a log
    or a pipe gets no carriage returns) and not with ``--no-progress``. ``done`` counts the
    games finished either way (for the line SIGTERM prints)."""

    def __init__(self, total: int, *, enabled: bool = True) -> None:
        from tqdm import tqdm

        # No monitor thread (tqdm's way of saying so is monitor_interval 0, here for this bar
        # alone): the bar is redrawn as games finish, and the pool's workers are forked.
        bar: Any = type("Bar", (tqdm,), {"monitor_interval": 0})
        self.done = 0
        self._bar = bar(
            total=total,
            file=sys.stderr,
            disable=None if enabled else True,  # None: off when not a terminal
            bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} games [{elapsed}<{remaining}]",
            dynamic_ncols=True,
        )

    def advance(self) -> None:
        self.done += 1
        self._bar.update(1)

    def close(self) -> None:
        self._bar.close()
