"""The classic engine beside a peer: the ``dominoes`` package (PyPI, a test-only dependency;
skipped when it is not installed). Its partnership game is ours with ``block-teams`` rules and
``scoring: all-pips`` (the Puerto Rican partnership count). On random deals both engines play
the same moves; at every step they must agree on the seat on turn, the legal plays, the open
ends, when the round ends, and the remaining pips and points."""

from __future__ import annotations

import random
from typing import Any

import pytest

from figures.classic.actions import PASS, Play
from figures.classic.round import Round
from figures.classic.rules import Rules
from figures.classic.tiles import HIGH, LOW, bits, pips_of, tile

dominoes: Any = pytest.importorskip("dominoes")

RULES = Rules.preset("block-teams", scoring="all-pips")
DEALS = 250


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


def test_same_deals_same_moves_same_game() -> None:
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
