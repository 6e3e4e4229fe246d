"""Tournaments: many seeded games between computer players, in parallel processes, with
per-player statistics (win rate with a Wilson 95% interval, scores, turns, decision times).
The colour game (:func:`run_games`) and the classic games (:func:`run_classic_games`) share the
workers, the rotation and the summary; in a classic game played in teams the summary is per
side.

Game ``i`` (from 0) is played with seed ``seed + i`` and first player ``i % players``, so the
first player rotates fairly, and every game is fixed by its index: results are the same
whatever the number of processes (decision times aside, which are measured).

The worker processes end with the process that started them, however it ends: killed
(``SIGKILL``), terminated, interrupted or crashed. Without care they would not: a worker left
behind by a killed parent plays on through the games already handed to it, writing records
nobody reads, then waits for work forever (it holds its own copy of the work queue's pipe, so
it never sees the end of it). See ``_worker_start``.

With ``cluster`` the games are tasks of a Dask cluster instead (``dask.distributed``, the
optional extra ``cluster``): each task plays one game and sends back its result and its
record, and the records are written here, so the results and the files are those of the
local processes, whatever machines played the games. See :func:`_play_on_cluster`."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ctypes
import gc
import logging
import os
import signal
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from multiprocessing.connection import wait as wait_for_ends
from pathlib import Path
from typing import Any

from figures.ai.classic import classic_player
from figures.ai.players import ComputerPlayer, computer_player
from figures.analysis.balance import classic_detail, colour_detail, wilson
from figures.classic.game import Game as ClassicGame
from figures.classic.game import SeededChance
from figures.classic.rules import Rules
from figures.classic.scoring import points_json
from figures.colour.game import Game, Settings
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.tiles import TileSet
from figures.colour.views import view_of
from figures.core.errors import FiguresError
from figures.core.records import write_json_atomic
from figures.core.seats import PlayerSpec, seats_of_sides
from figures.core.text import shown

#: How long reaching a cluster's scheduler, and then its first worker, may take, in seconds.
CONNECT_TIMEOUT = 10.0


@dataclass(frozen=True)
class GameResult:
    index: int
    seed: int
    first_player: int
    #: Per seat, or per side in a classic game in teams (a classic score may end in .5).
    scores: tuple[int | float, ...]
    #: Seats, or sides in a classic game in teams.
    winners: tuple[int, ...]
    #: The colour game's reason for the end; a classic game's kind of target (points, rounds
    #: or instant).
    reason: str
    #: Turns played by each seat.
    turns: tuple[int, ...]
    #: Decisions made by each seat, their total and their longest time in seconds.
    decisions: tuple[int, ...]
    decision_total: tuple[float, ...]
    decision_max: tuple[float, ...]
    file: str | None = None
    #: Rounds played (a classic game; None for the colour game).
    rounds: int | None = None
    #: What a rule designer measures of the game (:mod:`figures.analysis.balance`), worked out where
    #: it was played; not part of ``simulate --json``.
    detail: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The game's entry in ``simulate --json`` (the fields it has always had first)."""
        data: dict[str, Any] = {
            "seed": self.seed,
            "first_player": self.first_player,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "turns": sum(self.turns),
            "turns_by_player": list(self.turns),
        }
        if self.rounds is not None:
            data["rounds"] = self.rounds
        if self.file is not None:
            data["file"] = self.file
        return data


@dataclass(frozen=True)
class PlayerSummary:
    #: The seat, or the side when the summary is per side.
    seat: int
    #: The seat's kind; a side's kinds joined by "+".
    kind: str
    games: int
    #: Wins, a tie counting as a share (a two-way tie is half a win each).
    wins: float
    win_rate: float
    #: Wilson score interval at 95% for the win rate (ties as shares).
    ci_low: float
    ci_high: float
    mean_score: float
    mean_turns: float
    mean_decision_s: float
    max_decision_s: float
    #: The seats of a side (a summary per side only).
    seats: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        if not self.seats:
            del data["seats"]
        else:
            data["seats"] = list(self.seats)
        return data


def settings_for(
    kinds: Sequence[str],
    *,
    target: int,
    seed: int,
    first_player: int,
    house: HouseRules = DEFAULT_RULES,
) -> Settings:
    """Names are ``P1``..``P4`` with the kind in brackets; the kind is recorded as given."""
    return Settings(
        tuple(PlayerSpec(f"P{i + 1} ({kind})", kind) for i, kind in enumerate(kinds)),
        target=target,
        seed=seed,
        first_player=first_player,
        rules=house,
    )


def play(
    kinds: Sequence[str],
    *,
    target: int,
    seed: int,
    first_player: int = 0,
    tileset: TileSet | None = None,
    house: HouseRules = DEFAULT_RULES,
) -> tuple[Game, list[list[float]]]:
    """Play one game to its end (under the house rules ``house``); returns it with every
    decision's time, per seat."""
    settings = settings_for(kinds, target=target, seed=seed, first_player=first_player, house=house)
    players: list[ComputerPlayer] = [
        computer_player(kind, seed * 31 + index) for index, kind in enumerate(kinds)
    ]
    times: list[list[float]] = [[] for _ in kinds]
    game = Game(settings, tileset)
    while not game.is_over:
        seat = game.current
        view = view_of(game, seat)
        start = time.perf_counter()
        action = players[seat].choose(view)
        times[seat].append(time.perf_counter() - start)
        game.apply(action)
    return game, times


def play_classic(
    kinds: Sequence[str], rules: Rules, *, seed: int, first_player: int = 0
) -> tuple[ClassicGame, list[list[float]]]:
    """Play one classic game to its end through ``Game.apply``; returns it with every
    decision's time, per seat. Seat ``j``'s player is seeded ``seed * 31 + j`` and given the
    rules (``medium`` and ``hard`` decide by them)."""
    players = [classic_player(kind, seed * 31 + index, rules) for index, kind in enumerate(kinds)]
    times: list[list[float]] = [[] for _ in kinds]
    game = ClassicGame(rules, SeededChance(seed), first_player, players=tuple(classic_specs(kinds)))
    while not game.is_over:
        seat = game.turn
        legal = game.legal_actions()
        view = game.view(seat)
        start = time.perf_counter()
        action = players[seat].choose(view, legal)
        times[seat].append(time.perf_counter() - start)
        game.apply(action)
    return game, times


def classic_specs(kinds: Sequence[str]) -> list[PlayerSpec]:
    """A classic record's players: ``P1``, ``P2``... (the replay shows each with its kind)."""
    return [PlayerSpec(f"P{i + 1}", kind) for i, kind in enumerate(kinds)]


def sides_of(rules: Rules) -> list[tuple[int, ...]]:
    """The seats of each side: one seat a side, or partners opposite in teams (the core's
    grouping)."""
    return seats_of_sides(rules.players, rules.teams)


@dataclass(frozen=True)
class _Job:
    kinds: tuple[str, ...]
    target: int
    seed: int
    index: int
    save_dir: str | None
    #: A classic game's rules; None for the colour game.
    rules: Rules | None = None
    #: The colour game's house rules.
    house: HouseRules = DEFAULT_RULES


# ----------------------------------------------------------------------------- workers

#: Set in worker processes only (by ``_worker_start``): the parent they were started by, as
#: ``os.getppid()`` saw it then, and the pid of the process that made the pool.
_parent: int | None = None
_owner: int | None = None
#: How often a worker's watchdog looks at its parent, in seconds.
WATCH_INTERVAL = 0.5
#: How long ``_stop`` waits for workers to end on ``SIGTERM`` before it kills them.
STOP_GRACE = 5.0
#: linux/prctl.h
_PR_SET_PDEATHSIG = 1


def _die_with_parent(signum: int) -> None:
    """Ask Linux to send ``signum`` to this process when its parent ends (``prctl
    PR_SET_PDEATHSIG``): immediate, and it works when the parent is killed with ``SIGKILL``
    and can clean up nothing. A no-op elsewhere; the watchdog covers those systems."""
    if not sys.platform.startswith("linux"):
        return
    # The running program's own symbols, libc's among them (find_library would start a
    # process in every worker to look for it).
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signum, 0, 0, 0)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, but not ours to signal
        return True
    return True


def _orphaned() -> bool:
    """Whether this worker's parent has ended. A process whose parent ends is adopted by
    another (init, or a subreaper), so ``getppid()`` changes; the pool's owner is checked
    too, for start methods where the parent is a fork server (which ends with the owner)."""
    if _parent is None or _owner is None:
        return False  # not a worker: games played in the calling process
    return os.getppid() != _parent or not _alive(_owner)


def _leave() -> None:
    """End this worker, as its parent has ended. By ``SIGTERM`` to itself where signals can
    be held back, so that a record being written is finished first (``_record_guard``): sent
    from the thread playing, it ends the process at once; from the watchdog, as soon as the
    record is complete. ``os._exit`` is the last resort."""
    if hasattr(signal, "pthread_sigmask"):
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(STOP_GRACE)  # writing a record takes milliseconds
    os._exit(1)


def _watch() -> None:
    while True:
        time.sleep(WATCH_INTERVAL)
        if _orphaned():
            _leave()


def _worker_start(owner: int) -> None:
    """Run in each worker before its first game: make sure the worker ends with its parent.

    - On Linux the kernel sends ``SIGTERM`` as soon as the parent ends (``PR_SET_PDEATHSIG``).
    - Everywhere, a watchdog thread checks every ``WATCH_INTERVAL`` seconds whether the
      parent has ended, and every game starts with the same check. The thread is what catches
      an idle worker, blocked waiting for work that will never come.
    - ``SIGTERM`` gets its default action back (a fork copies the parent's handler, which
      would raise in the worker instead of ending it), and ``SIGINT`` is ignored: Ctrl+C in a
      terminal reaches the whole process group, and the parent, which gets it too, stops the
      workers itself; otherwise each worker would print its own traceback.
    """
    global _parent, _owner
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _die_with_parent(signal.SIGTERM)
    _parent, _owner = os.getppid(), owner
    # The parent may have ended before the line above asked to be told.
    if _orphaned():
        _leave()
    # Started with SIGTERM blocked, the watchdog keeps it blocked for good: the signal then
    # always goes to the thread playing, which holds it back while writing a record.
    with _record_guard():
        threading.Thread(target=_watch, name="figures-watchdog", daemon=True).start()


@contextlib.contextmanager
def _record_guard() -> Iterator[None]:
    """Hold ``SIGTERM`` back while writing a record: a worker told to end while writing one
    ends as soon as the file is complete, leaving no temporary file beside it."""
    if _parent is None or not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})


def record_path(save_dir: str | Path, result: GameResult) -> Path:
    """Where a game's record goes: ``game-0001-seed7.json`` for the first game, seed 7."""
    return Path(save_dir) / f"game-{result.index + 1:04d}-seed{result.seed}.json"


def _run(job: _Job) -> GameResult:
    """Play the job's game in this process (a worker of the pool, or the caller with one
    job) and write its record into ``job.save_dir``."""
    if _orphaned():  # between games: no new game for a parent that has gone
        _leave()
    if job.rules is not None:
        game, result = _play_classic_job(job, job.rules)
        if job.save_dir is None:
            return result
        from figures.classic.records import save_record

        path = record_path(job.save_dir, result)
        with _record_guard():
            save_record(path, game)
    else:
        colour, result = _play_colour_job(job)
        if job.save_dir is None:
            return result
        from figures.colour.records import save_game

        path = record_path(job.save_dir, result)
        with _record_guard():
            save_game(colour, path)
    return replace(result, file=str(path))


def _run_remote(job: _Job, record: bool) -> tuple[GameResult, Any]:
    """A cluster's task: play the job's game, and send back its result and, when asked, its
    record's JSON (the very data ``save_game`` and ``save_record`` write), which the client
    writes: the workers need no folder of their own, nor one shared between machines."""
    if job.rules is not None:
        game, result = _play_classic_job(job, job.rules)
        if not record:
            return result, None
        from figures.classic.records import game_to_json

        return result, game_to_json(game)
    colour, result = _play_colour_job(job)
    if not record:
        return result, None
    from figures.colour.records import game_to_json as colour_json

    return result, colour_json(colour)


def _play_colour_job(job: _Job) -> tuple[Game, GameResult]:
    seed = job.seed + job.index
    first = job.index % len(job.kinds)
    game, times = play(job.kinds, target=job.target, seed=seed, first_player=first, house=job.house)
    outcome = game.outcome
    assert outcome is not None
    return game, GameResult(
        index=job.index,
        seed=seed,
        first_player=first,
        scores=tuple(outcome.scores),
        winners=tuple(outcome.winners),
        reason=outcome.reason.value,
        turns=tuple(game.turns_played),
        decisions=tuple(len(t) for t in times),
        decision_total=tuple(sum(t) for t in times),
        decision_max=tuple(max(t, default=0.0) for t in times),
        detail=colour_detail(game),
    )


def _play_classic_job(job: _Job, rules: Rules) -> tuple[ClassicGame, GameResult]:
    seed = job.seed + job.index
    first = job.index % len(job.kinds)
    game, times = play_classic(job.kinds, rules, seed=seed, first_player=first)
    outcome = game.outcome
    assert outcome is not None
    turns = [0] * len(job.kinds)
    for played in game.history():
        turns[played.seat] += 1
    return game, GameResult(
        index=job.index,
        seed=seed,
        first_player=first,
        scores=tuple(points_json(s) for s in outcome.scores),
        winners=tuple(outcome.winners),
        reason=rules.target.kind,
        turns=tuple(turns),
        decisions=tuple(len(t) for t in times),
        decision_total=tuple(sum(t) for t in times),
        decision_max=tuple(max(t, default=0.0) for t in times),
        rounds=len(game.rounds),
        detail=classic_detail(game),
    )


def run_games(
    kinds: Sequence[str],
    *,
    games: int,
    target: int,
    seed: int,
    jobs: int = 1,
    save_dir: str | Path | None = None,
    on_result: Callable[[GameResult], None] | None = None,
    cluster: str | None = None,
    connect_timeout: float = CONNECT_TIMEOUT,
    house: HouseRules = DEFAULT_RULES,
) -> list[GameResult]:
    """Play ``games`` games (under the house rules ``house``), ``jobs`` at a time in separate
    processes, or on the Dask cluster whose scheduler is at ``cluster``
    (:func:`_play_on_cluster`); results in game order. ``on_result`` is called as each game
    finishes (in finishing order)."""
    folder = str(save_dir) if save_dir is not None else None
    work = [_Job(tuple(kinds), target, seed, index, folder, None, house) for index in range(games)]
    if cluster is not None:
        return _play_on_cluster(work, cluster, on_result, connect_timeout)
    return _play_all(work, jobs, on_result)


def run_classic_games(
    kinds: Sequence[str],
    rules: Rules,
    *,
    games: int,
    seed: int,
    jobs: int = 1,
    save_dir: str | Path | None = None,
    on_result: Callable[[GameResult], None] | None = None,
    cluster: str | None = None,
    connect_timeout: float = CONNECT_TIMEOUT,
) -> list[GameResult]:
    """:func:`run_games` for a classic game: game ``i`` is dealt from seed ``seed + i`` and
    started by seat ``i mod players``; ``save_dir`` gets a record of each (§B6)."""
    folder = str(save_dir) if save_dir is not None else None
    work = [_Job(tuple(kinds), 0, seed, index, folder, rules) for index in range(games)]
    if cluster is not None:
        return _play_on_cluster(work, cluster, on_result, connect_timeout)
    return _play_all(work, jobs, on_result)


def _play_all(
    work: Sequence[_Job], jobs: int, on_result: Callable[[GameResult], None] | None
) -> list[GameResult]:
    results: list[GameResult] = []
    if jobs <= 1:
        for job in work:
            result = _run(job)
            results.append(result)
            if on_result is not None:
                on_result(result)
        return results
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_worker_start, initargs=(os.getpid(),))
    try:
        futures = [pool.submit(_run, job) for job in work]
        for future in as_completed(futures):
            result = future.result()
            results.append(result)
            if on_result is not None:
                on_result(result)
    except BaseException:
        # Interrupted (Ctrl+C, a signal turned into an exception, on_result failing) or a
        # game failed: stop the games under way rather than wait for them, as leaving the
        # ``with`` block of a pool would (a hard game can take minutes).
        _stop(pool)
        raise
    pool.shutdown()
    return sorted(results, key=lambda r: r.index)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel the games not started and end the workers now: ``SIGTERM`` first, which a
    worker writing a record holds back until the file is complete (milliseconds), then
    ``SIGKILL`` for any still there after ``STOP_GRACE`` seconds."""
    # The pool has no public way to end its workers; its process table is read before
    # shutdown() drops it.
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        with contextlib.suppress(OSError, ValueError):
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    # Waiting on the sentinels, not join(): the pool's own thread reaps its workers too.
    pending = {}
    for process in processes:
        with contextlib.suppress(ValueError):
            pending[process.sentinel] = process
    deadline = time.monotonic() + STOP_GRACE
    while pending and (left := deadline - time.monotonic()) > 0:
        for sentinel in wait_for_ends(list(pending), left):
            del pending[sentinel]
    for process in pending.values():
        with contextlib.suppress(OSError, ValueError):
            process.kill()


# ----------------------------------------------------------------------------- a cluster


class ClusterError(FiguresError):
    """The cluster cannot be reached, has no worker, or lost a game: one line."""


def _play_on_cluster(
    work: Sequence[_Job],
    address: str,
    on_result: Callable[[GameResult], None] | None,
    timeout: float,
) -> list[GameResult]:
    """Play each job as a task of the Dask cluster whose scheduler is at ``address``
    (``tcp://host:8786``), gathering the results as they finish; each record is written
    here, from the JSON its task sends back, to the path the local processes would use.

    Reaching the scheduler, then its first worker, takes at most ``timeout`` seconds each,
    and the games wait at most as long for a worker when the cluster has none left (the last
    one died or left); then a :class:`ClusterError`. Stopped on the way (Ctrl+C, SIGTERM
    turned into an exception, ``on_result`` failing), the games not finished are cancelled on
    the cluster."""
    dask = _distributed()
    results: list[GameResult] = []
    with _quiet_dask(), _connected(dask, address, timeout) as client:
        folder = {job.index: job.save_dir for job in work}
        futures = [
            client.submit(
                _run_remote,
                replace(job, save_dir=None),  # the workers write nothing
                job.save_dir is not None,
                key=f"figures-game-{job.index + 1}-{os.getpid()}-{time.time_ns()}",
                pure=False,
            )
            for job in work
        ]
        try:
            for future in _finished(dask, client, futures, address, timeout):
                try:
                    result, record = _result(
                        client, future, address, timeout, len(work) - len(results)
                    )
                except ClusterError:
                    raise
                except (Exception, asyncio.CancelledError) as exc:
                    raise ClusterError(
                        f"the games on the cluster at {shown(address)} stopped: {_reason(exc)}"
                    ) from None
                save_dir = folder[result.index]
                if save_dir is not None:
                    path = record_path(save_dir, result)
                    write_json_atomic(path, record)
                    result = replace(result, file=str(path))
                results.append(result)
                if on_result is not None:
                    on_result(result)
        except BaseException:
            # Nothing more to play: the games under way or waiting are cancelled (waiting
            # for them would take as long as they do).
            with contextlib.suppress(Exception):
                client.cancel(futures, force=True)
            raise
    return sorted(results, key=lambda r: r.index)


def _distributed() -> Any:
    """The ``distributed`` package (untyped, hence ``Any``), or a one-line error saying how
    to install it."""
    try:
        import distributed
    except ImportError:
        raise ClusterError(
            "--cluster needs Dask's distributed package: pip install -e '.[cluster]'"
        ) from None
    return distributed


@contextlib.contextmanager
def _connected(dask: Any, address: str, timeout: float) -> Iterator[Any]:
    """A Dask client of the scheduler at ``address`` with at least one worker, closed on the
    way out; a one-line :class:`ClusterError` when either cannot be had within ``timeout``
    seconds."""
    where = shown(address)
    client = None
    failure = _probe(dask, address, timeout)
    if failure is None:
        try:
            client = dask.Client(address, timeout=timeout, set_as_default=False)
        except OSError:  # it answered the probe, then went away
            failure = f"cannot reach a Dask scheduler at {where} within {timeout:g} s"
    if client is None:
        # Once the error is handled, the half-built client is closed while its event loop
        # still runs; left to the exit of the interpreter, it would wait seconds for a dead
        # loop and print a traceback.
        gc.collect()
        raise ClusterError(failure or f"cannot reach a Dask scheduler at {where}")
    try:
        try:
            client.wait_for_workers(1, timeout=timeout)
        except OSError:  # TimeoutError
            raise ClusterError(
                f"the Dask scheduler at {where} has no worker (waited {timeout:g} s)"
            ) from None
        yield client
    finally:
        with contextlib.suppress(Exception):
            client.close(timeout=timeout)


#: Address schemes Dask knows that ``--cluster`` cannot use, and why.
UNSUPPORTED_SCHEMES = {
    "tls": "TLS needs certificates, which figures does not take",
    "wss": "TLS needs certificates, which figures does not take",
    "ucx": "UCX needs its own networking packages and set-up",
    "inproc": "it names a scheduler inside another process's memory",
}


def _probe(dask: Any, address: str, timeout: float) -> str | None:
    """Whether a Dask scheduler answers at ``address`` within ``timeout`` seconds: None when
    one does, else the one line saying what is there instead. Dask's client waits without
    end for the answer of whatever accepted its connection (an HTTP server, a silent
    socket), so it is asked here first, by a connection and a question (its identity) under
    a deadline of our own."""
    where = shown(address)
    scheme = address.partition("://")[0].lower() if "://" in address else "tcp"
    if scheme in UNSUPPORTED_SCHEMES:
        return (
            f"{where}: {scheme}:// addresses are not supported ({UNSUPPORTED_SCHEMES[scheme]}); "
            "give the scheduler's tcp://HOST:PORT address"
        )
    try:
        scheme, place = dask.comm.parse_address(address)
        dask.comm.registry.get_backend(scheme)
        if scheme in ("tcp", "ws"):
            dask.comm.parse_host_port(place)
    except ValueError as exc:  # no port, an unknown scheme...
        return f"{where} is not a Dask scheduler's address (tcp://HOST:8786): {exc}"

    async def identity() -> Any:
        comm = await dask.comm.connect(address, timeout=timeout)
        try:
            await comm.write({"op": "identity", "n_workers": 0})
            return await comm.read()
        finally:
            comm.abort()

    async def ask() -> Any:
        # The connection is retried until ``timeout`` by Dask itself (a refused one raises
        # OSError then); what follows it, the handshake and the answer, gets a little more.
        return await asyncio.wait_for(identity(), timeout + 0.5)

    try:
        answer = asyncio.run(ask())
    except TimeoutError:  # connected, but no answer came (asyncio's is the built-in one)
        return f"nothing at {where} answered as a Dask scheduler within {timeout:g} s"
    except dask.comm.CommClosedError:
        return f"{where} closed the connection: it is not a Dask scheduler"
    except OSError:  # refused, unknown host: all retried until the timeout
        return f"cannot reach a Dask scheduler at {where} within {timeout:g} s"
    except Exception as exc:  # what it sent was not Dask's protocol
        return f"{where} is not a Dask scheduler (its answer: {_reason(exc)})"
    if not isinstance(answer, dict) or answer.get("type") != "Scheduler":
        kind = answer.get("type") if isinstance(answer, dict) else None
        found = f"a Dask {kind}" if isinstance(kind, str) else "something else"
        return f"{where} is not a Dask scheduler but {found}"
    return None


#: How often (in seconds) the games' wait looks at the cluster's workers.
POLL = 0.5


def _finished(
    dask: Any, client: Any, futures: Sequence[Any], address: str, timeout: float
) -> Iterator[Any]:
    """The futures as they finish. Meanwhile the scheduler is asked, every ``POLL`` seconds,
    whether it still has a worker: when it has had none for ``timeout`` seconds (the last one
    died or left, and the games would wait for ever for another), or cannot be asked for as
    long, a one-line :class:`ClusterError`."""
    finished = dask.as_completed(futures, loop=client.loop)
    asked = time.monotonic()
    alone_since: float | None = None
    while not finished.is_empty():
        if finished.has_ready():
            alone_since = None
            yield next(finished)
            continue
        time.sleep(0.05)  # as Dask's own iterator waits
        now = time.monotonic()
        if now - asked < POLL:
            continue
        asked = now
        if _workers(client, timeout):
            alone_since = None
        elif alone_since is None:
            alone_since = now
        elif now - alone_since >= timeout:
            left = finished.count()
            raise ClusterError(
                f"the Dask scheduler at {shown(address)} has had no worker for {timeout:g} s: "
                f"{left} {'game' if left == 1 else 'games'} not played"
            )


def _result(client: Any, future: Any, address: str, timeout: float, left: int) -> Any:
    """The result of a finished game's ``future``. It is fetched from the worker that holds
    it; when that worker died meanwhile, the scheduler plays the game again, which waits for
    a worker: the fetch is retried every :data:`POLL` seconds while the cluster has one, and
    a one-line :class:`ClusterError` comes when it has had none for ``timeout`` seconds (with
    the ``left`` games not played, this one among them)."""
    alone_since: float | None = None
    while True:
        try:
            return future.result(timeout=POLL)
        except TimeoutError:
            pass
        now = time.monotonic()
        if _workers(client, timeout):
            alone_since = None
        elif alone_since is None:
            alone_since = now
        elif now - alone_since >= timeout:
            raise ClusterError(
                f"the Dask scheduler at {shown(address)} has had no worker for {timeout:g} s: "
                f"{left} {'game' if left == 1 else 'games'} not played"
            )


def _workers(client: Any, timeout: float) -> int:
    """How many running workers the client's scheduler has (0 when it cannot say within
    ``timeout`` seconds)."""
    try:
        info = client.sync(client.scheduler.identity, n_workers=-1, callback_timeout=timeout)
    except Exception:
        return 0
    workers = info.get("workers", {}) if isinstance(info, dict) else {}
    return sum(1 for w in workers.values() if w.get("status", "running") == "running")


def _reason(exc: BaseException) -> str:
    """An error from the cluster, on one line (its type, and its text when it has one)."""
    if isinstance(exc, asyncio.CancelledError | concurrent.futures.CancelledError):
        # dask's FutureCancelledError says why: scheduler-connection-lost...
        return f"cancelled ({getattr(exc, 'reason', None) or 'no reason given'})"
    text = " ".join(str(exc).split())
    if len(text) > 200:
        text = text[:200] + "..."
    if isinstance(exc, ModuleNotFoundError):
        text += " (is figures installed on every worker?)"
    name = type(exc).__name__
    return f"{name}: {text}" if text else name


@contextlib.contextmanager
def _quiet_dask() -> Iterator[None]:
    """Dask's own log lines and warnings (several lines each, tracebacks included) are kept
    off standard error while the games run: what goes wrong is reported as one line
    (:class:`ClusterError`). Dask gives its loggers levels of their own, so logging is held
    off as a whole (nothing else of this command logs)."""
    previous = logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    # A gather cut short leaves dask's waiting task holding an AllExit nobody reads; asyncio
    # reports it when the task is collected, which may be after this block, at exit.
    asyncio_logger = logging.getLogger("asyncio")
    if not any(isinstance(f, _UnreadAllExit) for f in asyncio_logger.filters):
        asyncio_logger.addFilter(_UnreadAllExit())
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        gc.collect()  # the tasks left unread are reported now, while logging is off
        logging.disable(previous)


class _UnreadAllExit(logging.Filter):
    """Drops asyncio's "Task exception was never retrieved" for dask's ``AllExit``: the
    signal dask's client gives its own waiting task when a gather is cancelled, not an error
    of the games."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not (
            exc is not None
            and type(exc).__name__ == "AllExit"
            and type(exc).__module__.startswith("distributed")
        )


def summarise(
    kinds: Sequence[str],
    results: Sequence[GameResult],
    sides: Sequence[Sequence[int]] | None = None,
) -> list[PlayerSummary]:
    """Each seat's results; with ``sides`` (the seats of each side, as :func:`sides_of` gives
    them), each side's: the results' scores and winners are then per side, and a side's turns
    and decisions those of its seats together."""
    out = []
    n = len(results)
    groups = [tuple(s) for s in sides] if sides is not None else [(s,) for s in range(len(kinds))]
    for index, seats in enumerate(groups):
        wins = sum(1 / len(r.winners) for r in results if index in r.winners)
        low, high = wilson(wins, n)
        decisions = sum(r.decisions[s] for r in results for s in seats)
        total = sum(r.decision_total[s] for r in results for s in seats)
        out.append(
            PlayerSummary(
                seat=index,
                kind="+".join(kinds[s] for s in seats),
                games=n,
                wins=wins,
                win_rate=wins / n if n else 0.0,
                ci_low=low,
                ci_high=high,
                mean_score=sum(r.scores[index] for r in results) / n if n else 0.0,
                mean_turns=sum(r.turns[s] for r in results for s in seats) / n if n else 0.0,
                mean_decision_s=total / decisions if decisions else 0.0,
                max_decision_s=max(
                    (r.decision_max[s] for r in results for s in seats), default=0.0
                ),
                seats=seats if sides is not None else (),
            )
        )
    return out
