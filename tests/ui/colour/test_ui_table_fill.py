"""A surface closed on the colour table fills in (issue 13, animations): its squares start
pale and take their colour in a wave from the placement over :data:`FILL` seconds, its outline
white fading to its own colour; the points float clear of it; the screen animates for that
long only (the idle frame policy)."""

from __future__ import annotations

import math
import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.colour.actions import Place
from figures.colour.game import Phase, Settings
from figures.colour.geometry import square_triangles
from figures.colour.rules import evaluate
from figures.core.seats import PlayerSpec
from figures.ui import theme
from figures.ui.colour.match import Match
from figures.ui.colour.paint import FILL, FILL_WASH, fill_alphas
from figures.ui.colour.view import GameView
from figures.ui.shell.app import App
from tools.screenshots import play_turn


def _closing_view(app: App) -> tuple[GameView, Place]:
    """Seed 7 after 16 turns, Ada to move, and her placement closing the most."""
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium")), 120, 7)
    match = Match.new(settings)
    while True:
        play_turn(match)
        game = match.game
        if match.human_to_move and game.phase is Phase.TURN and len(game.turns) >= 16:
            break
    view = GameView(app, match)
    app.window.show_view(view)
    view.fit()
    best: tuple[int, Place] | None = None
    for action in game.legal_actions():
        if isinstance(action, Place):
            face = game.tileset[action.tile].faces[action.face]
            closed = evaluate(game.board, face, action.at, action.dir).closed_surfaces
            if closed and (best is None or sum(closed) > best[0]):
                best = (sum(closed), action)
    assert best is not None
    return view, best[1]


def _pixel(view: GameView, point: tuple[float, float]) -> tuple[int, int, int]:
    x, y = view.camera.to_screen(*point)
    image = arcade.get_image(int(x), int(y), 1, 1).convert("RGB")
    r, g, b = image.getpixel((0, 0))  # type: ignore[misc]
    return (r, g, b)


def test_a_closed_surface_fills_in_from_the_placement(app: App) -> None:
    view, action = _closing_view(app)
    view.apply(action)
    table = view.table
    closed = table.renderer.new_closed
    fill = table.fill
    assert closed and fill is not None
    # Every covered triangle of the surfaces closed, and those only.
    wanted = {
        t
        for s in closed
        for q in s.squares
        for t in square_triangles(q)
        if t in view.game.board.colours
    }
    assert sum(len(square) for square in fill.squares) == len(wanted)
    # Pale at first, its colour at the end; the outline white fading to its own colour.
    washes, white = fill_alphas(fill, 0.0)
    assert set(washes) == {FILL_WASH} and white == 255
    washes, white = fill_alphas(fill, 1.0)
    assert set(washes) == {0} and white == 0
    # A wave from the placement: halfway, a square nearer the placement is clearer.
    washes, _ = fill_alphas(fill, 0.5)
    order = sorted(range(len(washes)), key=lambda i: fill.wave[i])
    assert [washes[i] for i in order] == sorted(washes)
    assert washes[order[0]] < washes[order[-1]]
    # Drawn: a square of the surface is paler at the start than at the end.
    square = sorted(closed[0].squares)[0]
    triangle = next(t for t in square_triangles(square) if t in view.game.board.colours)
    x, y, _ = triangle
    corners = {0: (x + 0.5, y + 0.8), 1: (x + 0.8, y + 0.5), 2: (x + 0.5, y + 0.2)}
    point = corners.get(triangle[2], (x + 0.2, y + 0.5))
    start = view.now
    view.on_draw()
    pale = _pixel(view, point)
    view.now = start + FILL + 0.01
    view.on_draw()
    coloured = _pixel(view, point)
    assert table.fill is None
    assert math.dist(pale, theme.TABLE) < math.dist(coloured, theme.TABLE)
    # The points float clear of the surfaces.
    top = max(s[1] + 1 for surface in closed for s in surface.squares)
    assert table.floats and table.floats[0].at[1] >= top


def test_the_filling_in_counts_as_animating_for_its_time_only(app: App) -> None:
    view, action = _closing_view(app)
    view.apply(action)
    table = view.table
    start = table.fill_start
    table.floats = []  # (the points floating up animate longer)
    view.camera.glide = None
    assert table.animating(start) and table.animating(start + FILL * 0.9)
    assert not table.animating(start + FILL + 0.01)
    # Paused while another screen covers the game: it goes on where it was.
    table.shift_clocks(5.0)
    assert table.animating(start + 5.0 + FILL * 0.5)
