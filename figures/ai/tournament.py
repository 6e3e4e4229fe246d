"""Tournaments: many seeded games between computer players, in parallel processes, with
per-player statistics (win rate with a Wilson 95% interval, scores, turns, decision times).

Game ``i`` (from 0) is played with seed ``seed + i`` and first player ``i % players``, so the
first player rotates fairly, and every game is fixed by its index: results are the same
whatever the number of processes (decision times aside, which are measured)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from figures.ai.players import ComputerPlayer, computer_player
from figures.engine.game import Game, PlayerSpec, Settings
from figures.engine.tiles import TileSet
from figures.engine.views import view_of

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054


@dataclass(frozen=True)
class GameResult:
    index: int
    seed: int
    first_player: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    #: Turns played by each seat.
    turns: tuple[int, ...]
    #: Decisions made by each seat, their total and their longest time in seconds.
    decisions: tuple[int, ...]
    decision_total: tuple[float, ...]
    decision_max: tuple[float, ...]
    file: str | None = None

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
        if self.file is not None:
            data["file"] = self.file
        return data


@dataclass(frozen=True)
class PlayerSummary:
    seat: int
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

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (successes may be fractional)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def settings_for(kinds: Sequence[str], *, target: int, seed: int, first_player: int) -> Settings:
    """Names are ``P1``..``P4`` with the kind in brackets; the kind is recorded as given."""
    return Settings(
        tuple(PlayerSpec(f"P{i + 1} ({kind})", kind) for i, kind in enumerate(kinds)),
        target=target,
        seed=seed,
        first_player=first_player,
    )


def play(
    kinds: Sequence[str],
    *,
    target: int,
    seed: int,
    first_player: int = 0,
    tileset: TileSet | None = None,
) -> tuple[Game, list[list[float]]]:
    """Play one game to its end; returns it with every decision's time, per seat."""
    settings = settings_for(kinds, target=target, seed=seed, first_player=first_player)
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


@dataclass(frozen=True)
class _Job:
    kinds: tuple[str, ...]
    target: int
    seed: int
    index: int
    save_dir: str | None


def _run(job: _Job) -> GameResult:
    seed = job.seed + job.index
    first = job.index % len(job.kinds)
    game, times = play(job.kinds, target=job.target, seed=seed, first_player=first)
    outcome = game.outcome
    assert outcome is not None
    file = None
    if job.save_dir is not None:
        from figures.engine.records import save_game

        path = Path(job.save_dir) / f"game-{job.index + 1:04d}-seed{seed}.json"
        save_game(game, path)
        file = str(path)
    return GameResult(
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
        file=file,
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
) -> list[GameResult]:
    """Play ``games`` games, ``jobs`` at a time in separate processes; results in game order.
    ``on_result`` is called as each game finishes (in finishing order)."""
    folder = str(save_dir) if save_dir is not None else None
    work = [_Job(tuple(kinds), target, seed, index, folder) for index in range(games)]
    results: list[GameResult] = []
    if jobs <= 1:
        for job in work:
            result = _run(job)
            results.append(result)
            if on_result is not None:
                on_result(result)
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_run, job) for job in work]
        try:
            for future in as_completed(futures):
                result = future.result()
                results.append(result)
                if on_result is not None:
                    on_result(result)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    return sorted(results, key=lambda r: r.index)


def summarise(kinds: Sequence[str], results: Sequence[GameResult]) -> list[PlayerSummary]:
    out = []
    n = len(results)
    for seat, kind in enumerate(kinds):
        wins = sum(1 / len(r.winners) for r in results if seat in r.winners)
        low, high = wilson(wins, n)
        decisions = sum(r.decisions[seat] for r in results)
        total = sum(r.decision_total[seat] for r in results)
        out.append(
            PlayerSummary(
                seat=seat,
                kind=kind,
                games=n,
                wins=wins,
                win_rate=wins / n if n else 0.0,
                ci_low=low,
                ci_high=high,
                mean_score=sum(r.scores[seat] for r in results) / n if n else 0.0,
                mean_turns=sum(r.turns[seat] for r in results) / n if n else 0.0,
                mean_decision_s=total / decisions if decisions else 0.0,
                max_decision_s=max((r.decision_max[seat] for r in results), default=0.0),
            )
        )
    return out
