"""The fast path (spot index, union-find of surfaces) against the slow reference model, on
random legal games chosen by hypothesis: same legal spots, same score breakdowns, same
surfaces, and an exact undo."""

from __future__ import annotations

import random

import pytest
from conftest import settings as game_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_rules import snapshot

from figures.colour import reference
from figures.colour.board import Placed
from figures.colour.game import Game
from figures.colour.rules import evaluate, legal_spots, score_spot

GAMES = settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def surfaces(board: object) -> list[tuple[str, list[tuple[int, int, int]], bool]]:
    return sorted(
        (s.colour.value, sorted(s.squares), s.closed)
        for s in board.surfaces.surfaces()  # type: ignore[attr-defined]
    )


def compare_position(game: Game, rng: random.Random) -> None:
    """Every face the current player could place: same spots, same scores; and placing one of
    them then undoing it leaves every structure of the board as it was."""
    board = game.board
    ref = reference.ReferenceBoard(board.placed)
    tiles = [*game.hands[game.current], game.opening_tile]
    for tile in (t for t in tiles if t is not None):
        for face in game.tileset[tile].faces:
            fast = legal_spots(board, face)
            assert fast == reference.legal_spots(ref, face)
            for at, direction in fast:
                expected = reference.evaluate(ref, face, at, direction)
                assert evaluate(board, face, at, direction) == expected
                assert score_spot(board, face, at, direction) == expected
            if fast:
                before = snapshot(board)
                at, direction = rng.choice(fast)
                closed = board.place(Placed(face, at, direction))
                assert tuple(closed) == reference.evaluate(ref, face, at, direction).closed_surfaces  # type: ignore[union-attr]
                board.undo()
                assert snapshot(board) == before


@pytest.mark.slow
@GAMES
@given(seed=st.integers(min_value=0, max_value=10_000), players=st.integers(2, 4))
def test_fast_path_agrees_with_the_reference(seed: int, players: int) -> None:
    game = Game(game_settings(players=players, target=240, seed=seed))
    rng = random.Random(seed)
    step = 0
    while not game.is_over:
        if step % 3 == 0:
            compare_position(game, rng)
        game.apply(rng.choice(game.legal_actions()))
        step += 1
    ref = reference.ReferenceBoard(game.board.placed)
    assert surfaces(game.board) == surfaces(ref)


def test_copy_is_independent_and_equal() -> None:
    game = Game(game_settings(seed=3))
    rng = random.Random(3)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    copy = game.board.copy()
    assert snapshot(copy) == snapshot(game.board)
    before = snapshot(game.board)
    face = game.tileset[game.hands[game.current][0]].faces[0]
    spots = legal_spots(copy, face)
    if spots:
        copy.place(Placed(face, *spots[0]))
    assert snapshot(game.board) == before


def test_a_copy_plays_and_undoes_on_its_own() -> None:
    game = Game(game_settings(seed=4))
    rng = random.Random(4)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    copy = game.board.copy()
    before = snapshot(copy)
    tile = game.hands[game.current][0]
    for face in game.tileset[tile].faces:
        for at, direction in legal_spots(copy, face)[:5]:
            copy.place(Placed(face, at, direction))
            copy.undo()
    assert snapshot(copy) == before == snapshot(game.board)
