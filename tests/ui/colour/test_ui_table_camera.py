"""The colour table's camera after the new-user play test (issue 13): the hints shown are
brought wholly into the table's view (never under the hand, the top bar or the scores panel),
gently and zoomed out when they do not fit, without Space; and the table stays still while
the placements stay in view, moving the least, gently, when one would not."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.colour.actions import EndTurn, Place
from figures.colour.game import Phase, Settings
from figures.core.seats import PlayerSpec
from figures.scene.colour import box_of
from figures.ui.colour.match import Match
from figures.ui.colour.table import hint_marker_rects, hints_box
from figures.ui.colour.view import BANNER, GameView
from figures.ui.draw.camera import TableCamera
from figures.ui.shell.app import App, FiguresWindow
from figures.ui.theme import SIZES

K = arcade.key

#: The shared ``app`` (conftest.py), the computer playing without its least thinking time.
pytestmark = pytest.mark.usefixtures("quick_computer")


def _run(view: GameView, done: Callable[[], bool], timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not done() and time.monotonic() < end:
        view.on_update(1 / 60)
        time.sleep(0.004)
    assert done(), "timed out"


def _game(app: App, seed: int) -> GameView:
    """Ada (human) against the medium computer, past the openings, Ada to move."""
    players = (PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium"))
    match = Match.new(Settings(players, 120, seed))
    view = GameView(app, match)
    app.window.show_view(view)
    while True:
        _run(view, lambda: match.human_to_move or match.game.is_over)
        if match.game.phase is not Phase.OPENING:
            return view
        view.apply(next(a for a in match.game.legal_actions() if isinstance(a, Place)))


def _settled(view: GameView) -> bool:
    match = view.match
    return (
        match.human_to_move
        and view.slide is None
        and view.camera.glide is None
        and (not view.show_hints or view.hints is not None)
    )


def _in_table(view: GameView, box: tuple[float, float, float, float]) -> bool:
    """Whether ``box`` (table units) lies wholly in the table's view, under the banner."""
    left, bottom, width, height = view.camera.viewport
    x0, y0 = view.camera.to_screen(box[0], box[1])
    x1, y1 = view.camera.to_screen(box[2], box[3])
    return left <= x0 and x1 <= left + width and bottom <= y0 and y1 <= bottom + height - BANNER


def _play_own(view: GameView) -> None:
    """Ada plays the best hint (found now, hints shown or not) and ends her turn."""
    from figures.ui.colour.match import find_hints, private_view

    game = view.match.game
    hints = view.hints or find_hints(private_view(game, game.current), 1)
    if hints:
        view.apply(hints[0].action)
    if game.phase is Phase.SECOND:
        view.apply(EndTurn())
    elif not hints:
        view.pass_turn()


# --------------------------------------------------------------------------- the camera alone


def test_reveal_moves_the_least_and_zooms_out_only_when_needed(window: FiguresWindow) -> None:
    camera = TableCamera((0, 168, 950, 588))
    camera.scale = 46.0
    camera.centre = (0.0, 0.0)
    camera._sync()
    # In view: nothing moves.
    assert camera.reveals((-1, -1, 1, 1), top=BANNER)
    assert not camera.reveal((-1, -1, 1, 1), 0.0, top=BANNER)
    assert camera.glide is None
    # Off to the right: a pan to the right only, as far as the box's right edge needs.
    centre, scale = camera.reveal_target((12, 0, 14, 1))
    assert scale == 46.0 and centre[1] == 0.0
    right = camera.to_screen(14, 0)[0] - (centre[0] - camera.centre[0]) * 46.0
    assert right == pytest.approx(950 - 14)
    # Larger than the view: zoomed out just enough, and the box in view.
    assert camera.reveal((-30, -2, 30, 3), 0.0, top=BANNER)
    camera.step(10.0)
    assert camera.glide is None and camera.scale < 46.0
    x0, _ = camera.to_screen(-30, 0)
    x1, _ = camera.to_screen(30, 0)
    assert x0 == pytest.approx(14) and x1 == pytest.approx(950 - 14)
    # Never below the smallest zoom.
    camera.reveal((-1000, 0, 1000, 1), 0.0)
    camera.step(10.0)
    assert camera.scale == SIZES.cell_min


# --------------------------------------------------------------------------- hints in view


@pytest.mark.parametrize("seed", [7, 11])
def test_every_hint_shown_comes_wholly_into_the_table_view(app: App, seed: int) -> None:
    view = _game(app, seed)
    view.on_key_press(K.H, 0)
    checked = 0
    for _ in range(10):
        _run(view, lambda: _settled(view) or view.match.game.is_over)
        if view.match.game.is_over:
            break
        hints = view.hints
        if hints:
            for hint in hints:
                assert _in_table(view, box_of(hint.action.at, hint.action.dir))
            for rect in hint_marker_rects(view.camera, hints):  # the badges too
                assert _in_table(
                    view,
                    (
                        *view.camera.to_world(rect.left, rect.bottom),
                        *view.camera.to_world(rect.right, rect.top),
                    ),
                )
            checked += 1
        _play_own(view)
    assert checked >= 5


def test_hints_too_spread_for_the_zoom_come_into_view_zoomed_out(app: App) -> None:
    view = _game(app, 7)
    for _ in range(6):  # a larger table
        _play_own(view)
        _run(view, lambda: _settled(view))
    view.on_key_press(K.H, 0)
    _run(view, lambda: view.hints is not None)
    hints = view.hints
    assert hints and len(hints) >= 2
    box = hints_box(hints)
    assert box is not None
    # Zoomed right in on the first hint, the others partly under the panels.
    first = hints[0].action
    middle = ((box_of(first.at, first.dir)[0] + 1), box_of(first.at, first.dir)[1] + 0.5)
    x, y = view.camera.to_screen(*middle)
    view.camera.zoom_at(x, y, 100.0)
    assert view.camera.scale == SIZES.cell_max and not _in_table(view, box)
    view.on_key_press(K.H, 0)  # hidden...
    view.on_key_press(K.H, 0)  # ...and shown again: no Space needed
    _run(view, lambda: view.hints is not None and view.camera.glide is None)
    assert _in_table(view, box) and view.camera.scale < SIZES.cell_max
    # Space fits the table and the hints, as before.
    view.camera.pan_cells(40, 40)
    view.on_key_press(K.SPACE, 0)
    assert _in_table(view, box)


# --------------------------------------------------------------------------- no drift


def test_the_table_stays_still_while_the_placements_stay_in_view(app: App) -> None:
    view = _game(app, 3)
    # Zoomed out enough that the table keeps growing inside the view.
    view.camera.scale = 18.0
    view.camera._sync()
    still = moved = 0
    for _ in range(8):
        _run(view, lambda: _settled(view) or view.match.game.is_over)
        if view.match.game.is_over:
            break
        before = (view.camera.centre, view.camera.scale)
        count = len(view.match.events)
        _play_own(view)
        _run(view, lambda: _settled(view) or view.match.game.is_over)
        placed = [e.action for e in view.match.events[count:] if isinstance(e.action, Place)]
        for action in placed:  # every new domino in view, after the camera has settled
            assert _in_table(view, box_of(action.at, action.dir))
        view.camera.glide = None
        camera = view.camera
        if (camera.centre, camera.scale) == before:
            still += 1
        else:
            moved += 1
    assert still >= 6 and moved <= 2


def test_a_resize_keeps_the_table_where_it_is_when_it_still_fits(app: App) -> None:
    view = _game(app, 3)
    view.camera.scale = 20.0
    view.camera._sync()
    centre = view.camera.centre
    view.on_resize(1200, 780)
    assert view.camera.centre == centre and view.camera.scale == 20.0 and view.camera.glide is None
    view.on_resize(1280, 800)
