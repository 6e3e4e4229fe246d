"""The bridge to the ``dominoes`` package (tests/classic/peer_bridge.py), on a few whole games:
the two engines agree at every step, the games end at the package's target with the side that
reached it as the winner, each hand is started as the package's ``Series`` starts it, a game is
fixed by its seed, each deal is played from both sides, and the package's heuristic players
decide without looking at the hidden hands. The 400-game matches are
tests/classic/peer_match.py's (docs/ai-peers.md); here ``hard`` searches little, so that the
games are quick."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

dominoes = pytest.importorskip(
    "dominoes", reason="the dominoes package is a test-only dependency: pip install -e '.[dev]'"
)

from peer_bridge import (  # noqa: E402 (after the skip)
    OPPONENTS,
    RULES,
    TARGET,
    Disagreement,
    GameResult,
    deal,
    first_peer_game,
    peer_choice,
    play_game,
    with_hidden_redealt,
)
from peer_match import main  # noqa: E402

from figures.classic.rules import Rules  # noqa: E402
from figures.classic.tiles import tile  # noqa: E402

#: ``hard`` searching little: a game takes a fraction of a second.
QUICK = "hard:samples=2:nodes=60"


def check_game(g: GameResult) -> None:
    """What every whole game must show, from its hands alone."""
    assert g.hands and g.checks > 0 and g.decisions > 0
    scores = [0, 0]
    for h in g.hands:
        assert h.how in ("out", "blocked")
        if h.points:
            scores[0 if h.points > 0 else 1] += abs(h.points)
        assert h.scores == tuple(scores)
    assert g.scores == tuple(scores)
    assert max(scores) >= TARGET and min(scores) < TARGET
    assert all(max(h.scores) < TARGET for h in g.hands[:-1])  # it ended at once
    assert g.winner == scores.index(max(scores))
    assert g.won == (g.winner == g.ours)
    # who starts: the holder of 6-6, then the package's Series rule
    holder = next(s for s, hand in enumerate(deal(g.deal_seed, 1)) if tile(6, 6) in hand)
    assert g.hands[0].starter == holder
    for before, h in zip(g.hands, g.hands[1:], strict=False):
        won = before.points != 0 and (before.points > 0) == (before.last % 2 == 0)
        if before.how == "out" or won:
            expected = before.last
        elif before.points == 0:
            expected = before.starter
        else:
            expected = (before.last + 1) % 4
        assert h.starter == expected


@pytest.mark.parametrize("opponent", sorted(OPPONENTS))
def test_whole_games_through_both_engines(opponent: str) -> None:
    games = [play_game(i, seed=11, opponent=opponent, player=QUICK) for i in range(4)]
    for g in games:
        check_game(g)
    # each deal from both sides: the same first hand, our players on the other seats
    assert [g.deal_seed for g in games] == [11, 11, 12, 12]
    assert [g.ours for g in games] == [0, 1, 0, 1]
    assert games[0].hands[0].starter == games[1].hands[0].starter
    assert sum(len(g.hands) for g in games) > 8  # games of several hands, some blocked
    assert any(h.how == "blocked" for g in games for h in g.hands)


def test_a_game_is_fixed_by_its_seed_and_index() -> None:
    a = play_game(3, seed=5, opponent="bota_gorda", player=QUICK)
    b = play_game(3, seed=5, opponent="bota_gorda", player=QUICK)
    assert (a.hands, a.scores, a.winner, a.checks) == (b.hands, b.scores, b.winner, b.checks)
    assert deal(5, 2) != deal(5, 1) != deal(6, 1)
    assert sorted(t for hand in deal(5, 1) for t in hand) == list(range(28))


def test_the_bridge_sees_the_engines_disagree() -> None:
    """With our engine scoring only the opponents' pips, the first hand's points differ."""
    other = Rules.preset("block-teams", scoring="opponents", target={"points": TARGET})
    assert other != RULES
    with pytest.raises(Disagreement, match="in the package"):
        play_game(0, seed=1, opponent="double", player=QUICK, rules=other)


def positions(count: int) -> list[Any]:
    """Package games in play with several valid moves, reached by random play."""
    rng = random.Random(3)
    found: list[Any] = []
    while len(found) < count:
        tiles = list(range(28))
        rng.shuffle(tiles)
        game = first_peer_game([tiles[s * 7 : (s + 1) * 7] for s in range(4)])
        while game.result is None:
            if len(game.valid_moves) > 1:
                found.append(game)
                game = copy.deepcopy(game)  # play on a copy
            game.make_move(*rng.choice(game.valid_moves))
    return found


@pytest.mark.parametrize("opponent", sorted(OPPONENTS))
def test_the_package_heuristics_decide_from_their_own_hand(opponent: str) -> None:
    heuristic = OPPONENTS[opponent]
    for game in positions(60):
        for seed in range(3):
            other = with_hidden_redealt(game, random.Random(seed))
            assert other.hands[game.turn] == game.hands[game.turn]
            assert sorted(map(str, (d for h in other.hands for d in h))) == sorted(
                map(str, (d for h in game.hands for d in h))
            )
            heuristic(other)
            before = game.valid_moves
            heuristic(game)
            assert game.valid_moves[0] == other.valid_moves[0]
            assert set(game.valid_moves) == set(before)  # only reordered
            peer_choice(heuristic, game, random.Random(seed))  # the bridge's own check


def test_the_honesty_check_catches_a_peeking_player() -> None:
    def peeking(game: Any) -> None:  # plays the tile its partner lacks most
        partner = game.hands[(game.turn + 2) % 4]
        game.valid_moves = tuple(
            sorted(game.valid_moves, key=lambda m: sum(m[0].first in d for d in partner))
        )

    caught = 0
    for game in positions(60):
        try:
            peer_choice(peeking, game, random.Random(1))
        except Disagreement:
            caught += 1
    assert caught > 5


def test_the_match_runner(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "2", "--opponent", "double", "--player", QUICK, "--quiet"]) == 0
    out = capsys.readouterr().out
    assert f"2 games to {TARGET} points" in out
    assert "(95% Wilson)" in out and "no disagreement" in out
    assert "settings: HardConfig(samples=2," in out
