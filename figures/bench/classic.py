"""``figures bench --game NAME``: the classic engine timed, and for ``block-teams`` the same
number of random partnership games played in the same run by its peers, when they are
installed (test-only dependencies): the ``dominoes`` package and OpenSpiel's
``python_team_dominoes``.

Beside the engine, the classic computer players' decisions are timed (:func:`time_decisions`):
``medium`` (its median against its target, under a millisecond) and ``hard`` (median at most
100 ms, worst at most a second), each in seeded games against ``medium``.

Whole games are timed in several runs, ours and the peers' taking turns within each run so that
the machine's load falls on all alike; every figure is the median of the runs. Our engine plays
through ``Game.push`` (the path a search takes: actions it knows to be legal, unchecked), and
again through ``Game.apply`` (every action judged first). Each peer plays its own way: the
package's ``make_move`` (which checks the tile and the end), and OpenSpiel's ``apply_action``
for every chance outcome of the deal and every move.

This module is a front end: it may import the peers, which the classic family never does.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from figures.classic.bench import (
    Timing,
    positions,
    time_checked_games,
    time_legal_actions,
    time_push_undo,
    time_random_games,
)
from figures.classic.game import Game, SeededChance
from figures.classic.rules import Rules
from figures.games import lookup

#: The seed of every deal and choice the bench makes.
SEED = 2026
#: Whole-game runs, and positions of the micro timings.
RUNS = 5
POSITIONS = 500
#: Games a run when ``--games`` is not given: about a tenth of a second of our engine.
DEFAULT_GAMES = {"block": 1000, "block-teams": 1000, "mexican-train": 20}
OTHER_GAMES = 100
#: The peers of each game: names, and how to play ``games`` random games with a seed.
PEER_GAMES = {"block-teams": ("dominoes", "open-spiel")}
#: The computer players timed, each with the decisions timed by default and its targets: the
#: median and the worst decision, in seconds (None: no target).
LEVELS: dict[str, tuple[int, float, float | None]] = {
    "medium": (300, 0.001, None),
    "hard": (60, 0.1, 1.0),
}
#: Who plays the other seats while a level is timed.
OPPONENT = "medium"


@dataclass
class Rate:
    """Games a second of one engine: the median of its runs, and each run's."""

    name: str
    runs: list[float] = field(default_factory=list)
    actions: list[float] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return statistics.median(self.runs)

    @property
    def actions_per_second(self) -> float | None:
        return statistics.median(self.actions) if self.actions else None

    def add(self, timing: Timing) -> None:
        self.runs.append(timing.games_per_second)
        if timing.actions:  # the peers' actions are not counted alike: theirs go without
            self.actions.append(timing.actions_per_second)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "games_per_second": round(self.games_per_second, 1),
            "actions_per_second": None
            if self.actions_per_second is None
            else round(self.actions_per_second),
            "runs": [round(r, 1) for r in self.runs],
        }


@dataclass
class DecisionTimes:
    """The times of one computer player's decisions with a choice (more than one action
    allowed: a forced action is taken without deciding), in seconds."""

    level: str
    games: int
    times: list[float]
    median_target: float
    worst_target: float | None

    @property
    def median(self) -> float:
        return statistics.median(self.times) if self.times else 0.0

    @property
    def p95(self) -> float:
        if len(self.times) < 2:
            return self.worst
        return statistics.quantiles(self.times, n=20, method="inclusive")[-1]

    @property
    def worst(self) -> float:
        return max(self.times, default=0.0)

    @property
    def within(self) -> bool:
        """Whether the median, and the worst when it has a target, are within their targets."""
        if self.median > self.median_target:
            return False
        return self.worst_target is None or self.worst <= self.worst_target

    def to_json(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "opponent": OPPONENT,
            "decisions": len(self.times),
            "games": self.games,
            "median_ms": round(self.median * 1e3, 4),
            "p95_ms": round(self.p95 * 1e3, 4),
            "worst_ms": round(self.worst * 1e3, 4),
            "median_target_ms": self.median_target * 1e3,
            "worst_target_ms": None if self.worst_target is None else self.worst_target * 1e3,
            "within_targets": self.within,
        }


def time_decisions(rules: Rules, level: str, count: int, seed: int = SEED) -> DecisionTimes:
    """Time ``count`` decisions with a choice of the computer player ``level`` (its targets
    from :data:`LEVELS`), playing seat 0 of seeded games against :data:`OPPONENT` (every seat,
    when it is the opponent's own level): game ``i`` dealt from ``seed + i`` and started by seat
    ``i mod players``, seat ``j``'s player seeded ``(seed + i) * 31 + j``, as ``figures simulate``
    plays them. Only the decisions are timed, not the engine's work between them."""
    from figures.ai.classic import classic_player

    _, median_target, worst_target = LEVELS[level]
    kinds = [level] + [OPPONENT] * (rules.players - 1)
    timed = {seat for seat, kind in enumerate(kinds) if kind == level}
    times: list[float] = []
    games = 0
    # A game gives a level dozens of decisions with a choice; the bound only stops a game in
    # which it would have none from looping forever.
    while len(times) < count and games < 10 * count:
        game_seed = seed + games
        players = [classic_player(kind, game_seed * 31 + j, rules) for j, kind in enumerate(kinds)]
        game = Game(rules, SeededChance(game_seed), games % rules.players)
        games += 1
        while not game.is_over and len(times) < count:
            seat = game.turn
            legal = game.legal_actions()
            view = game.view(seat)
            start = time.perf_counter()
            action = players[seat].choose(view, legal)
            spent = time.perf_counter() - start
            if seat in timed and len(legal) > 1:
                times.append(spent)
            game.apply(action)
    return DecisionTimes(level, games, times, median_target, worst_target)


@dataclass
class ClassicBench:
    game: str
    games: int
    runs: int
    repeat: int
    ours: Rate
    checked: Rate
    #: Seconds per call of ``legal_actions`` and per push and undo, over ``positions``.
    legal_s: float
    push_undo_s: float
    positions: int
    peers: list[Rate]
    #: Peers of this game that are not installed.
    missing: list[str]
    #: The computer players' decision times, one entry a level of :data:`LEVELS`.
    decisions: list[DecisionTimes] = field(default_factory=list)

    def ratio(self, peer: Rate) -> float:
        """How many times as fast as ``peer`` our engine is (through ``Game.push``)."""
        return self.ours.games_per_second / peer.games_per_second

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": SEED,
            "games": self.games,
            "runs": self.runs,
            "figures": self.ours.to_json(),
            "figures_checked": self.checked.to_json(),
            "legal_actions_us": round(self.legal_s * 1e6, 3),
            "push_undo_us": round(self.push_undo_s * 1e6, 3),
            "positions": self.positions,
            "repeat": self.repeat,
            "peers": [
                {**peer.to_json(), "figures_ratio": round(self.ratio(peer), 2)}
                for peer in self.peers
            ],
            "peers_missing": self.missing,
            "decisions": [d.to_json() for d in self.decisions],
        }


# ----------------------------------------------------------------------------- the peers


def _version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "?"


def _dominoes_player() -> Callable[[int, int], Timing] | None:
    """Random partnership games of the ``dominoes`` package, as its ``Game.new`` plays them
    (the holder of 6-6 leads it), a random valid move each turn; None when not installed."""
    try:
        import dominoes
    except ImportError:
        return None

    def play(games: int, seed: int) -> Timing:
        rng = random.Random(seed)
        state = random.getstate()
        random.seed(seed)  # the package deals from the random module
        six = dominoes.Domino(6, 6)
        try:
            start = time.perf_counter()
            for _ in range(games):
                game = dominoes.Game.new(starting_domino=six)
                while game.result is None:
                    moves = game.valid_moves
                    game.make_move(*moves[rng.randrange(len(moves))])
            return Timing(games, 0, time.perf_counter() - start)
        finally:
            random.setstate(state)

    return play


def _open_spiel_player() -> Callable[[int, int], Timing] | None:
    """Random games of OpenSpiel's ``python_team_dominoes``: every chance outcome of the deal
    and every move drawn at random among those offered; None when not installed. The game's
    file is loaded by itself (the package's ``games/__init__`` imports every game and their
    dependencies), which registers it with pyspiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    path = os.path.join(
        os.path.dirname(pyspiel.__file__), "open_spiel", "python", "games", "team_dominoes.py"
    )
    spec = importlib.util.spec_from_file_location("figures_peer_team_dominoes", path)
    if spec is None or spec.loader is None:
        return None
    spec.loader.exec_module(importlib.util.module_from_spec(spec))
    game = pyspiel.load_game("python_team_dominoes")

    def play(games: int, seed: int) -> Timing:
        rng = random.Random(seed)
        start = time.perf_counter()
        for _ in range(games):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[rng.randrange(len(legal))])
        return Timing(games, 0, time.perf_counter() - start)

    return play


_PEERS: dict[str, tuple[str, Callable[[], Callable[[int, int], Timing] | None]]] = {
    "dominoes": ("dominoes", _dominoes_player),
    "open-spiel": ("OpenSpiel python_team_dominoes", _open_spiel_player),
}


# ----------------------------------------------------------------------------- the run


def default_games(name: str) -> int:
    return DEFAULT_GAMES.get(name, OTHER_GAMES)


def run(
    name: str,
    *,
    games: int | None = None,
    runs: int = RUNS,
    repeat: int = 50,
    decisions: int | None = None,
) -> ClassicBench:
    """Time game ``name`` (a classic preset, for its smallest table), with its peers, and the
    decisions of the computer players of :data:`LEVELS` (``decisions`` of each, or each
    level's default)."""
    info = lookup(name)
    rules: Rules = info.rules(info.players[0])
    count = default_games(name) if games is None else games
    ours, checked = Rate("figures"), Rate("figures, every action judged")
    peers: list[tuple[Rate, Callable[[int, int], Timing]]] = []
    missing = []
    for distribution in PEER_GAMES.get(name, ()):
        label, load = _PEERS[distribution]
        player = load()
        if player is None:
            missing.append(distribution)
        else:
            peers.append((Rate(f"{label} {_version(distribution)}"), player))
    for index in range(runs):
        seed = SEED + index
        ours.add(time_random_games(rules, count, seed))
        checked.add(time_checked_games(rules, count, seed))
        for rate, player in peers:
            rate.add(player(count, seed))
    found = positions(rules, POSITIONS, SEED)
    return ClassicBench(
        game=name,
        games=count,
        runs=runs,
        repeat=repeat,
        ours=ours,
        checked=checked,
        legal_s=time_legal_actions(found, repeat),
        push_undo_s=time_push_undo(found, repeat),
        positions=len(found),
        peers=[rate for rate, _ in peers],
        missing=missing,
        decisions=[
            time_decisions(rules, level, default if decisions is None else decisions)
            for level, (default, _, _) in LEVELS.items()
        ],
    )


def report(bench: ClassicBench) -> str:
    def rate_line(rate: Rate, note: str) -> str:
        actions = rate.actions_per_second
        shown_actions = "" if actions is None else f"{actions:>11,.0f} actions/s"
        return f"  {rate.name:<44}{rate.games_per_second:>10,.0f} games/s{shown_actions}{note}"

    lines = [
        f"figures bench --game {bench.game}: {bench.games} random games a run, medians of "
        f"{bench.runs} run{'' if bench.runs == 1 else 's'} (seed {SEED})",
        rate_line(bench.ours, "  (Game.push)"),
        rate_line(bench.checked, "  (Game.apply)"),
        f"  legal actions of a position {bench.legal_s * 1e6:>8.2f} us   push + undo "
        f"{bench.push_undo_s * 1e6:.2f} us   ({bench.positions} positions, medians of "
        f"{bench.repeat})",
    ]
    if bench.peers or bench.missing:
        lines.append("peers, the same number of random games in the same runs:")
        for peer in bench.peers:
            lines.append(rate_line(peer, f"  figures {bench.ratio(peer):.2f}x as fast"))
        for name in bench.missing:
            lines.append(f"  {name}: not installed (pip install -e '.[dev]')")
    if bench.decisions:
        lines.append(
            f"computer players, decisions with a choice (seat 0 against {OPPONENT}, seed {SEED}):"
        )
        lines.extend(decision_line(d) for d in bench.decisions)
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    ms = seconds * 1e3
    return f"{ms:.0f} ms" if ms >= 100 else f"{ms:.1f} ms" if ms >= 1 else f"{ms:.3f} ms"


def decision_line(d: DecisionTimes) -> str:
    """``  hard       60 decisions in 2 games: median 95.1 ms, 95% 116 ms, worst 125 ms (target
    median <= 100 ms, worst <= 1 s: within)``."""
    target = f"median <= {_limit(d.median_target)}"
    if d.worst_target is not None:
        target += f", worst <= {_limit(d.worst_target)}"
    games = f"{d.games} game{'' if d.games == 1 else 's'}"
    decisions = "decision " if len(d.times) == 1 else "decisions"
    return (
        f"  {d.level:<8}{len(d.times):>5} {decisions} in {games}: median {_ms(d.median)}, "
        f"95% {_ms(d.p95)}, worst {_ms(d.worst)} (target {target}: "
        f"{'within' if d.within else 'OVER'})"
    )


def _limit(seconds: float) -> str:
    """A target as it is said: "1 ms", "100 ms", "1 s"."""
    return f"{seconds:g} s" if seconds >= 1 else f"{seconds * 1e3:g} ms"
