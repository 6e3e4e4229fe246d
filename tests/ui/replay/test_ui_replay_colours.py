"""The replay shows each seat in the colour its game's screen gave it (issue 13): read back
from the pixels drawn, the game screen's seat strip against the replay's score swatch and its
last move's frame, for the colour game and the classic family (two players, Mexican Train's
four, Block teams' partners). Headless (ARCADE_HEADLESS=1)."""

from __future__ import annotations

import os
import random
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from conftest import play, settings  # noqa: E402

from figures.classic.bench import random_game  # noqa: E402
from figures.classic.records import save_record  # noqa: E402
from figures.colour.game import Game  # noqa: E402
from figures.colour.records import save_game  # noqa: E402
from figures.games import GAMES  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.replay.steps import Replay, open_replay  # noqa: E402
from figures.ui.replay.view import ReplayView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

K = arcade.key


def pixel(x: float, y: float) -> tuple[int, int, int]:
    image = arcade.get_image(int(x), int(y), 1, 1)
    r, g, b = image.getpixel((0, 0))[:3]
    return (r, g, b)


def replay_of(app: App, path: Path) -> ReplayView:
    replay, error = open_replay(path)
    assert replay is not None, error
    view = ReplayView(app.window, replay, None)
    app.window.show_view(view)
    return view


def swatch_colours(view: ReplayView) -> dict[int, tuple[int, int, int]]:
    view.on_draw()
    assert view.swatches
    return {side: pixel(rect.cx, rect.cy) for rect, side in view.swatches}


def test_colour_game_seats_as_on_its_table(app: App, tmp_path: Path) -> None:
    game = play(Game(settings(players=4, seed=5)), random.Random(5))
    path = tmp_path / "colour.json"
    save_game(game, path)
    app.open(path)
    screen = app.window.current_view
    assert isinstance(screen, GameView)
    screen.on_draw()
    seen = {}
    for seat in range(4):
        row = screen.side.row(seat)
        seen[seat] = pixel(row.left + 9, row.bottom + 22)  # the seat's strip on its row
    assert len(set(seen.values())) == 4
    view = replay_of(app, path)
    assert swatch_colours(view) == seen
    assert all(view.seat_colour(s) == seen[s] for s in range(4))


@pytest.mark.parametrize(("name", "players"), [("all-fives", 2), ("mexican-train", 4)])
def test_classic_seats_as_on_its_screen(app: App, tmp_path: Path, name: str, players: int) -> None:
    game, _ = random_game(GAMES[name].rules(players), 7, random.Random(7))
    path = tmp_path / f"{name}.json"
    save_record(path, game)
    app.open(path)
    screen = app.window.current_view
    assert isinstance(screen, ClassicGameView)
    screen.on_draw()
    seen = {}
    for seat, rect in screen.seat_rows.rects.items():  # each row's strip at its left edge
        seen[seat] = pixel(rect.left + 2, rect.cy)
    assert len(seen) == players and len(set(seen.values())) == players
    view = replay_of(app, path)
    assert swatch_colours(view) == seen
    # The last move's frame, on the tile's own edge, in its player's colour.
    view.on_key_press(K.HOME, 0)
    for _ in range(3):
        view.on_key_press(K.RIGHT, 0)
    mark = view.last_mark()
    assert mark is not None
    seat, tile = mark
    view.on_draw()
    table = view.classic_table
    assert table is not None
    piece = next(p for p in table.scene.pieces if p.tile == tile)
    x0, y0, _x1, y1 = table.frame.box(piece.box)
    assert pixel(x0, (y0 + y1) / 2) == seen[seat]


def test_classic_teams_take_their_first_partners_colour(app: App, tmp_path: Path) -> None:
    game, _ = random_game(GAMES["block-teams"].rules(4), 3, random.Random(3))
    replay = Replay.of_game(game)
    assert replay.side_seats == ((0, 2), (1, 3))
    path = tmp_path / "teams.json"
    save_record(path, game)
    app.open(path)
    screen = app.window.current_view
    assert isinstance(screen, ClassicGameView)
    screen.on_draw()
    strip = {seat: pixel(rect.left + 2, rect.cy) for seat, rect in screen.seat_rows.rects.items()}
    view = replay_of(app, path)
    assert swatch_colours(view) == {0: strip[0], 1: strip[1]}
