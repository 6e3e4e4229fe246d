"""Invariants over random legal games, checked after every action (hypothesis picks the games)."""

from __future__ import annotations

import random

import pytest
from conftest import examples, play
from conftest import settings as game_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from figures.colour.actions import Action
from figures.colour.game import Game, Phase
from figures.colour.geometry import OFFSET, OPPOSITE, Side, square_of
from figures.colour.records import game_to_json, load_game, save_game
from figures.colour.shapes import colour_pieces, triangle_polygon

GAMES = settings(
    max_examples=examples(12),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
game_seeds = st.integers(min_value=0, max_value=10_000)
player_counts = st.integers(min_value=2, max_value=4)


class Invariants:
    """Checks every invariant after each action of one game."""

    def __init__(self) -> None:
        self.closed: set[frozenset[tuple[int, int, int]]] = set()

    def __call__(self, game: Game, action: Action) -> None:
        self.tiles_are_conserved(game)
        self.touching_edges_match(game)
        self.scores_add_up(game)
        self.closed_surfaces_never_change(game)

    @staticmethod
    def tiles_are_conserved(game: Game) -> None:
        pending = 1 if game.phase is Phase.OPENING and game.opening_tile is not None else 0
        total = len(game.bag) + sum(len(h) for h in game.hands) + len(game.board) + pending
        assert total == 120
        on_table = [p.tile for p in game.board.placed]
        everywhere = on_table + [t for h in game.hands for t in h] + sorted(game.bag.contents())
        assert len(set(everywhere)) == len(everywhere)

    @staticmethod
    def touching_edges_match(game: Game) -> None:
        colours = game.board.colours
        for (x, y, side), colour in colours.items():
            dx, dy = OFFSET[Side(side)]
            other = colours.get((x + dx, y + dy, OPPOSITE[Side(side)]))
            assert other is None or other is colour

    @staticmethod
    def scores_add_up(game: Game) -> None:
        totals = [0] * game.player_count
        for turn in game.turns:
            for p in turn.placements:
                totals[turn.player] += p.score.points - p.paid
        assert totals == game.scores
        assert all(s >= 0 for s in game.scores)

    def closed_surfaces_never_change(self, game: Game) -> None:
        now = {s.squares for s in game.board.surfaces.surfaces() if s.closed}
        assert self.closed <= now
        self.closed = now


def graph_agrees_with_geometry(game: Game) -> None:
    """Each same-colour piece of the shapely union is one surface of the graph, same size,
    closed exactly when its area is half a unit per square."""
    board = game.board
    graph = {s.squares: s for s in board.surfaces.surfaces()}
    pieces = colour_pieces(board)
    found = set()
    for colour, polygons in pieces.items():
        for polygon in polygons:
            squares = frozenset(
                square_of(*t)
                for t, c in board.colours.items()
                if c is colour and polygon.contains(triangle_polygon(t).representative_point())
            )
            assert squares in graph, f"a {colour.label} piece is not a surface of the graph"
            surface = graph[squares]
            assert surface.colour is colour
            assert surface.closed == (abs(polygon.area - 0.5 * len(squares)) < 1e-9)
            found.add(squares)
    assert found == set(graph)


@pytest.mark.slow
@GAMES
@given(seed=game_seeds, players=player_counts, target=st.sampled_from([60, 90, 240]))
def test_invariants_hold_after_every_action(seed: int, players: int, target: int) -> None:
    game = Game(game_settings(players=players, target=target, seed=seed, first=seed % players))
    play(game, random.Random(seed), after=Invariants())
    assert game.is_over
    graph_agrees_with_geometry(game)


@GAMES
@given(seed=game_seeds, steps=st.integers(min_value=1, max_value=60))
def test_graph_and_geometry_agree_mid_game(seed: int, steps: int) -> None:
    game = play(Game(game_settings(seed=seed)), random.Random(seed), limit=steps)
    graph_agrees_with_geometry(game)


@GAMES
@given(seed=game_seeds, steps=st.integers(min_value=0, max_value=80))
def test_saved_games_load_to_the_same_state(seed: int, steps: int, tmp_path_factory) -> None:  # type: ignore[no-untyped-def]
    game = play(Game(game_settings(players=3, seed=seed)), random.Random(seed), limit=steps)
    path = tmp_path_factory.mktemp("records") / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert game_to_json(loaded) == game_to_json(game)
    assert loaded.legal_actions() == game.legal_actions()
