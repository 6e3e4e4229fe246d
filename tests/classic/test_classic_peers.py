"""The classic engine beside its peers, each a test-only dependency (skipped when it is not
installed): the ``dominoes`` package and OpenSpiel's ``python_block_dominoes`` and
``python_team_dominoes``. On random deals both engines play the same moves; at every step they
must agree on the seat on turn, the legal plays, the open ends, when the round ends, and the
remaining pips and points.

- ``dominoes``' partnership game is ours with ``block-teams`` rules and ``scoring: all-pips``
  (the Puerto Rican partnership count).
- OpenSpiel's block game is ``block-points`` for 2 with ``lead: any`` (seat 0 leads any tile);
  its team game is ``block-teams`` with ``lead: any`` and ``scoring: opponents``. Its team game
  departs from every published rule in one place: when a player goes out it still compares the
  team totals, so the team that went out can lose (or tie) the round. Those rounds are counted
  and checked to be exactly that case.
"""

from __future__ import annotations

import importlib.util
import os
import random
from types import ModuleType
from typing import Any

import pytest

from figures.classic.actions import PASS, Lead, Play
from figures.classic.round import Round
from figures.classic.rules import Rules
from figures.classic.tiles import HIGH, LOW, bits, pips_of, tile

try:
    import dominoes
except ImportError:  # a test-only dependency
    dominoes = None


def _open_spiel_games() -> tuple[Any, ModuleType, ModuleType] | None:
    """pyspiel and OpenSpiel's two dominoes games, loaded from their files (the package's
    ``games/__init__`` imports every game and their dependencies)."""
    try:
        import pyspiel
    except ImportError:
        return None
    base = os.path.join(os.path.dirname(pyspiel.__file__), "open_spiel", "python", "games")
    modules = []
    for name in ("block_dominoes", "team_dominoes"):
        spec = importlib.util.spec_from_file_location(
            f"peer_{name}", os.path.join(base, name + ".py")
        )
        if spec is None or spec.loader is None:
            return None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules.append(module)
    return pyspiel, modules[0], modules[1]


OPEN_SPIEL = _open_spiel_games()
RULES = Rules.preset("block-teams", scoring="all-pips")
DEALS = 250
#: Both peers are in the ``dev`` extra, which ``make test`` installs.
NOT_INSTALLED = "{} is not installed (a test-only dependency: pip install -e '.[dev]')"


def peer_game(hands: list[list[int]]) -> Any:
    """The package's game on our deal, started as its ``Game.new(starting_domino=6-6)``."""
    double_six = dominoes.Domino(6, 6)
    peer_hands = [dominoes.Hand([dominoes.Domino(LOW[t], HIGH[t]) for t in h]) for h in hands]
    holder = next(s for s, h in enumerate(hands) if tile(6, 6) in h)
    game = dominoes.Game(
        dominoes.Board(), peer_hands, [], holder, ((double_six, True),), holder, None
    )
    game.make_move(double_six, True)
    return game


def our_plays(game: Round) -> set[tuple[int, bool]]:
    """Our legal plays in the package's terms: (tile, on the left). The package lists a tile
    that fits both ends once, on the left, when both ends show the same number."""
    ends = game.layout.ends
    plays = set()
    for action in game.legal_actions():
        assert isinstance(action, Play)
        if action.end == "R" and ends["L"] == ends["R"]:
            continue
        plays.add((action.tile, action.end == "L"))
    return plays


@pytest.mark.skipif(dominoes is None, reason=NOT_INSTALLED.format("the dominoes package"))
def test_the_dominoes_package_plays_our_partnership_game() -> None:
    rng = random.Random(2026)
    agreed = 0
    for _ in range(DEALS):
        tiles = list(range(28))
        rng.shuffle(tiles)
        hands = [tiles[s * 7 : (s + 1) * 7] for s in range(4)]
        ours = Round(RULES, hands)
        ours.apply(ours.legal_actions()[0])  # 6-6, as the package starts
        peer = peer_game(hands)
        while True:
            while ours.result is None and ours.legal_actions() == [PASS]:
                ours.apply(PASS)  # the package passes for a seat by itself
            assert (ours.result is None) == (peer.result is None)
            if ours.result is not None:
                break
            assert ours.turn == peer.turn
            assert (ours.layout.ends["L"], ours.layout.ends["R"]) == (
                peer.board.left_end(),
                peer.board.right_end(),
            )
            moves = {(tile(d.first, d.second), left) for d, left in peer.valid_moves}
            assert our_plays(ours) == moves
            domino, left = rng.choice(peer.valid_moves)
            peer.make_move(domino, left)
            t = tile(domino.first, domino.second)
            end = "L" if left else "R"
            ours.apply(Play(t, end, ours.layout.ends[end]))
        result = ours.result
        assert result is not None and peer.result is not None
        assert result.pips == tuple(sum(d.first + d.second for d in h) for h in peer.hands)
        assert result.pips == tuple(pips_of(h) for h in ours.hands)
        assert (result.how == "out") == peer.result.won
        points = peer.result.points
        if points == 0:
            assert result.winner is None
        else:
            assert result.winner == (0 if points > 0 else 1)
            assert result.points[result.winner] == abs(points)
        assert sorted(t for h in ours.hands for t in bits(h)) == sorted(
            tile(d.first, d.second) for h in peer.hands for d in h
        )
        agreed += 1
    assert agreed == DEALS


def _peer_tile(t: int) -> tuple[float, float]:
    return (float(LOW[t]), float(HIGH[t]))


def _open_spiel_round(
    module: ModuleType, game_name: str, rules: Rules, seed: int, rng: random.Random
) -> tuple[bool, tuple[int, ...], int | None]:
    """One deal through OpenSpiel and through our engine, move for move. Returns whether our
    result agrees with OpenSpiel's returns, the pips, and the seat that went out (or None)."""
    pyspiel = OPEN_SPIEL[0] if OPEN_SPIEL else None
    assert pyspiel is not None
    n = rules.players
    tiles = list(range(28))
    random.Random(seed).shuffle(tiles)
    dealt = tiles[: 7 * n]
    state = pyspiel.load_game(game_name).new_initial_state()
    for t in dealt:  # chance deals hand by hand (2 players) or round the table (4)
        state.apply_action(module._DECK.index(_peer_tile(t)))
    hands = [dealt[:7], dealt[7:14]] if n == 2 else [dealt[s::4] for s in range(4)]
    ours = Round(rules, hands, tiles[7 * n :])
    while True:
        while ours.result is None and ours.legal_actions() == [PASS]:
            ours.apply(PASS)  # OpenSpiel passes for a seat by itself
        assert (ours.result is None) == (not state.is_terminal())
        if ours.result is not None:
            break
        player = state.current_player()
        assert ours.turn == player
        ends = ours.layout.ends
        assert sorted(ends.values()) == [int(e) for e in state.open_edges]
        theirs = {(module._ACTIONS[a].tile, module._ACTIONS[a].edge) for a in state.legal_actions()}
        mine = set()
        for action in ours.legal_actions():
            if isinstance(action, Lead):
                mine.add((_peer_tile(action.tile), None))
            else:
                assert isinstance(action, Play)
                mine.add((_peer_tile(action.tile), float(ends[action.end])))
        assert mine == theirs
        chosen = module._ACTIONS[rng.choice(state.legal_actions())]
        state.apply_action(module._ACTIONS_STR.index(str(chosen)))
        t = tile(int(chosen.tile[0]), int(chosen.tile[1]))
        if chosen.edge is None:
            ours.apply(Lead(t, LOW[t]))
        else:
            value = int(chosen.edge)
            ours.apply(Play(t, "L" if ends["L"] == value else "R", value))
    result = ours.result
    assert result is not None
    assert result.pips == tuple(int(sum(a + b for a, b in h)) for h in state.hands)
    returns = state.returns()
    if returns[0] == 0:
        same = result.winner is None or result.points[result.winner] == 0
    else:
        winner = 0 if returns[0] > 0 else 1
        same = result.winner == winner and result.points[winner] == abs(returns[0])
    went_out = ours.log[-1].seat if result.how == "out" else None
    return same, result.pips, went_out


@pytest.mark.skipif(OPEN_SPIEL is None, reason=NOT_INSTALLED.format("OpenSpiel (open-spiel)"))
def test_open_spiel_block_dominoes_is_our_two_player_block_game() -> None:
    assert OPEN_SPIEL is not None
    rules = Rules.preset("block-points", 2, lead="any")
    rng = random.Random(7)
    for seed in range(DEALS):
        same, _, _ = _open_spiel_round(OPEN_SPIEL[1], "python_block_dominoes", rules, seed, rng)
        assert same


@pytest.mark.skipif(OPEN_SPIEL is None, reason=NOT_INSTALLED.format("OpenSpiel (open-spiel)"))
def test_open_spiel_team_dominoes_differs_only_after_going_out() -> None:
    assert OPEN_SPIEL is not None
    rules = Rules.preset("block-teams", lead="any", scoring="opponents")
    rng = random.Random(8)
    departures = 0
    for seed in range(DEALS):
        same, pips, went_out = _open_spiel_round(
            OPEN_SPIEL[2], "python_team_dominoes", rules, seed, rng
        )
        if not same:  # someone went out, yet that team's total is not the lower
            departures += 1
            assert went_out is not None
            team = pips[went_out] + pips[(went_out + 2) % 4]
            other = pips[(went_out + 1) % 4] + pips[(went_out + 3) % 4]
            assert team >= other
    assert departures < DEALS // 2
