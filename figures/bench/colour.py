"""``figures bench``: how fast the engine and the computer players are, on fixed seeded
positions, with the same work done by the slow reference model in the same run.

Every figure is a median. The reference column redoes exactly the fast path's work with
:mod:`figures.colour.reference`: the same positions, the same hands, and for whole games the
same action sequences (legal placements of both hand dominoes at every decision, every
placement scored for ``medium``, then the chosen one placed).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from figures.ai.players import computer_player
from figures.ai.tournament import play
from figures.colour import reference
from figures.colour.actions import Action, EndTurn, Place
from figures.colour.board import Board, Placed
from figures.colour.game import Game, Phase, Settings
from figures.colour.rules import evaluate, legal_spots, score_spot
from figures.colour.views import view_of
from figures.core.seats import PlayerSpec

#: The seed of every position and game the bench uses.
SEED = 2026
TABLE_SIZES = (10, 60, 110)


@dataclass
class Measure:
    name: str
    unit: str
    fast: float
    reference: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ratio(self) -> float | None:
        if self.reference is None or self.fast == 0:
            return None
        return self.reference / self.fast

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "unit": self.unit, "fast": self.fast}
        out["reference"] = self.reference
        out["ratio"] = None if self.ratio is None else round(self.ratio, 1)
        out.update(self.extra)
        return out


def _median_time(work: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def position(dominoes: int, seed: int = SEED) -> Game:
    """A two-player game played by seeded random moves until ``dominoes`` are on the table,
    stopped at the start of a turn."""
    settings = Settings((PlayerSpec("A", "random"), PlayerSpec("B", "random")), 240, seed)
    game = Game(settings)
    rng = random.Random(seed)
    while len(game.board) < dominoes or game.phase is not Phase.TURN:
        if game.is_over:
            raise RuntimeError(f"the bench game ended before {dominoes} dominoes")
        actions = game.legal_actions()
        places = [a for a in actions if isinstance(a, Place)]
        if game.phase is Phase.SECOND:
            game.apply(EndTurn())
        else:
            game.apply(rng.choice(places or actions))
    return game


def _reference_placements(
    ref: reference.ReferenceBoard, game: Game, tiles: list[int]
) -> list[Place]:
    out: list[Place] = []
    for tile in tiles:
        for index, face in enumerate(game.tileset[tile].faces):
            out.extend(Place(tile, index, at, d) for at, d in reference.legal_spots(ref, face))
    return out


def _legal_at(size: int, repeat: int) -> Measure:
    game = position(size)
    hand = list(game.hands[game.current])
    ref = reference.ReferenceBoard(game.board.placed)
    fast = _median_time(lambda: [game.legal_placements(t) for t in hand], repeat)
    slow = _median_time(lambda: _reference_placements(ref, game, hand), max(3, repeat // 10))
    count = sum(len(game.legal_placements(t)) for t in hand)
    return Measure(
        f"legal placements, two-domino hand, {size} on the table",
        "ms",
        fast * 1e3,
        slow * 1e3,
        {"placements": count},
    )


def bench_legal(repeat: int) -> list[Measure]:
    return [_legal_at(size, repeat) for size in TABLE_SIZES]


def bench_score(repeat: int) -> Measure:
    game = position(60)
    tile = game.hands[game.current][0]
    ref = reference.ReferenceBoard(game.board.placed)
    candidates = [
        (game.tileset[p.tile].faces[p.face], p.at, p.dir) for p in game.legal_placements(tile)
    ]

    def each(score: Callable[[Any, Any, Any], object]) -> float:
        times = []
        for face, at, direction in candidates:
            times.append(_median_time(partial(score, face, at, direction), repeat))
        return statistics.median(times)

    fast = each(lambda f, at, d: evaluate(game.board, f, at, d))
    slow = each(lambda f, at, d: reference.evaluate(ref, f, at, d))
    return Measure(
        "scoring one candidate placement, 60 on the table",
        "us",
        fast * 1e6,
        slow * 1e6,
        {"candidates": len(candidates)},
    )


class _Engine:
    """One path's three hot functions, so that both paths replay a game the same way."""

    def __init__(self, fast: bool) -> None:
        self.board: Board | reference.ReferenceBoard = (
            Board() if fast else reference.ReferenceBoard()
        )
        self.spots = legal_spots if fast else reference.legal_spots
        self.score = score_spot if fast else reference.evaluate


def engine_time(game: Game, kind: str, fast: bool) -> float:
    """The time one path takes for the engine work of ``game``'s decisions: the legal spots
    of both faces of every domino in hand (or of the opening domino), every one of them
    scored when ``kind`` is ``medium``, then the chosen placement put down. The game flow
    itself (turns, draws, records) is the same for both paths and is not counted."""
    replay = Game(game.settings, game.tileset)
    engine = _Engine(fast)
    board, spots_of, score = engine.board, engine.spots, engine.score
    elapsed = 0.0
    for action in game.actions:
        start = time.perf_counter()
        if replay.phase is Phase.OPENING:
            assert replay.opening_tile is not None
            tiles = [replay.opening_tile]
        elif replay.phase is Phase.SECOND and not replay.can_pay_second():
            tiles = []
        else:
            tiles = list(replay.hands[replay.current])
        for tile in tiles:
            for face in replay.tileset[tile].faces:
                spots = spots_of(board, face)  # type: ignore[arg-type]
                if kind == "medium" and replay.phase is not Phase.OPENING:
                    for at, direction in spots:
                        score(board, face, at, direction)  # type: ignore[arg-type]
        if isinstance(action, Place):
            face = replay.tileset[action.tile].faces[action.face]
            board.place(Placed(face, action.at, action.dir, action.tile))
        elapsed += time.perf_counter() - start
        replay.apply(action)
    return elapsed


def bench_games(kind: str, games: int) -> list[Measure]:
    whole = []
    fast_times = []
    slow_times = []
    for index in range(games):
        start = time.perf_counter()
        game, _ = play([kind, kind], target=120, seed=SEED + index, first_player=index % 2)
        whole.append(time.perf_counter() - start)
        fast_times.append(engine_time(game, kind, fast=True))
        slow_times.append(engine_time(game, kind, fast=False))
    return [
        Measure(
            f"whole two-player game of {kind} players, target 120",
            "s",
            statistics.median(whole),
            None,
            {"games": games},
        ),
        Measure(
            f"  its engine work (enumerate{', score' if kind == 'medium' else ''}, place)",
            "s",
            statistics.median(fast_times),
            statistics.median(slow_times),
            {"games": games},
        ),
    ]


def bench_hard(decisions: int) -> Measure:
    """``hard`` choosing the first placement of its turns (its longest decisions: a second
    placement only weighs the other domino) in games against ``medium``, from one seed on,
    until ``decisions`` are timed. Fast path only: the reference model is far too slow to
    search with."""
    times: list[float] = []
    seed = SEED
    while len(times) < decisions:
        settings = Settings((PlayerSpec("H", "hard"), PlayerSpec("M", "medium")), 120, seed)
        game = Game(settings)
        hard = computer_player("hard", seed)
        medium = computer_player("medium", seed + 1)
        while not game.is_over and len(times) < decisions:
            view = view_of(game, game.current)
            if game.current == 0 and game.phase is not Phase.OPENING:
                start = time.perf_counter()
                action: Action = hard.choose(view)
                if game.phase is Phase.TURN:
                    times.append(time.perf_counter() - start)
            else:
                action = medium.choose(view)
            game.apply(action)
        seed += 1
    return Measure(
        "a hard decision: first placement of a turn, against medium",
        "s",
        statistics.median(times),
        None,
        {"decisions": len(times), "max": max(times)},
    )


def run(repeat: int = 50, games: int = 3, decisions: int = 60) -> list[Measure]:
    """Every measurement; smaller numbers make a quicker, rougher run."""
    measures = bench_legal(repeat)
    measures.append(bench_score(repeat))
    measures.extend(bench_games("random", games))
    measures.extend(bench_games("medium", games))
    measures.append(bench_hard(decisions))
    return measures


def report(measures: list[Measure]) -> str:
    lines = [f"{'median':<58} {'fast':>10} {'reference':>11} {'ratio':>7}"]
    for m in measures:
        ref = "-" if m.reference is None else f"{m.reference:.3g} {m.unit}"
        ratio = "-" if m.ratio is None else f"{m.ratio:.0f}x"
        lines.append(f"{m.name:<58} {m.fast:>7.3g} {m.unit:<2} {ref:>11} {ratio:>7}")
        if "max" in m.extra:
            lines.append(
                f"{'  worst of ' + str(m.extra['decisions']) + ' decisions':<58} "
                f"{m.extra['max']:>7.3g} {m.unit:<2}"
            )
    return "\n".join(lines)
