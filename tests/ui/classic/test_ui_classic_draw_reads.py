"""Drawing the classic screen only reads: in every situation worth drawing (a tile held and
previewed with the pointer on the table, tiles drawn flying, points rising and the count
popping, a computer's tile sliding, the round's end, the pass-and-play cover, the plays
scrolled back, the smallest window), a frame drawn leaves every attribute of the screen
and of its parts (holding, side panel, round panel, motion, top bar, message line,
buttons) as it found them: the hit boxes the clicks read are laid out before, never while
drawing. (The table's and the hands' tile batches, and the top bar's picture, are their
pixels, built on their first draw: the screen's attributes name the same objects before
and after.)"""

from __future__ import annotations

import dataclasses
import os

os.environ["ARCADE_HEADLESS"] = "1"

import random
import time
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import make_view, pump  # noqa: E402

from figures.classic.actions import DRAW  # noqa: E402
from figures.ui.classic.holding import Holding  # noqa: E402
from figures.ui.classic.motion import Flight, Motion, Slide  # noqa: E402
from figures.ui.classic.round_panel import RoundPanel  # noqa: E402
from figures.ui.classic.side import SidePanel  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.shell.top_bar import TopBar  # noqa: E402
from figures.ui.theme import SIZES  # noqa: E402
from figures.ui.widgets.buttons import Button  # noqa: E402
from figures.ui.widgets.message import ConfirmPanel, MessageLine  # noqa: E402
from figures.ui.widgets.shapes import Picture, Rect  # noqa: E402

#: The objects looked into, attribute by attribute (others are compared by identity).
PARTS = (
    ClassicGameView,
    Holding,
    SidePanel,
    RoundPanel,
    Motion,
    TopBar,
    MessageLine,
    ConfirmPanel,
    Button,
)


def state(value: Any, depth: int = 0) -> Any:
    """``value`` as plain data to compare: numbers, texts, rectangles and the screen's own
    records by value, containers item by item, a picture by what it was painted for, a part
    attribute by attribute, anything else by identity."""
    if value is None or isinstance(value, int | float | str | bytes | Rect):
        return value if not isinstance(value, Rect) else dataclasses.astuple(value)
    if isinstance(value, Flight | Slide):
        return (type(value).__name__, dataclasses.astuple(value))
    if isinstance(value, Picture):
        return ("picture", value.key)
    if isinstance(value, list | tuple):
        return (type(value).__name__, tuple(state(v, depth) for v in value))
    if isinstance(value, frozenset | set):
        return ("set", frozenset(state(v, depth) for v in value))
    if isinstance(value, dict):
        return ("dict", tuple((state(k, depth), state(v, depth)) for k, v in value.items()))
    if isinstance(value, PARTS) and depth < 4:
        return (type(value).__name__, id(value), snapshot(value, depth + 1))
    return ("object", id(value))


def snapshot(obj: Any, depth: int = 0) -> dict[str, Any]:
    out = {name: state(value, depth) for name, value in vars(obj).items()}
    if isinstance(obj, TopBar):
        # (the bar's picture is its pixels, painted on its draw for the pointer over it;
        # its status, buttons and their places are arranged before)
        out["picture"] = ("picture", id(obj.picture))
    return out


def differences(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    return [name for name in before.keys() | after.keys() if before.get(name) != after.get(name)]


def draw_changes_nothing(view: ClassicGameView) -> None:
    """A tick (what the window does before it draws), then frames drawn: nothing changed."""
    view.on_update(0)
    before = snapshot(view)
    parts = {
        "holding": view.holding,
        "side": view.side_panel,
        "round": view.round_panel,
        "motion": view.motion,
        "top": view.top_bar,
    }
    inside = {name: snapshot(part) for name, part in parts.items()}
    for _ in range(2):
        view.on_draw()
    assert differences(before, snapshot(view)) == []
    for name, part in parts.items():
        assert differences(inside[name], snapshot(part)) == [], name


def to_a_human_play(view: ClassicGameView) -> None:
    pump(view)
    assert view.match.human_to_move and view.match.plays()


def test_a_tile_held_and_previewed_with_the_pointer_on_the_table(window: Any) -> None:
    view, _ = make_view(window, "all-fives", ("human", "medium", "medium"), seed=3)
    to_a_human_play(view)
    view.picking.step_tile(1)
    view.picking.step_end(1)
    assert view.end is not None and view.ghost.text
    table = view.table_rect
    view.on_mouse_motion(int(table.cx), int(table.cy), 0, 0)
    draw_changes_nothing(view)
    # the pointer over the hand, a tile pressed and dragged over the table
    box = view.hand.box_of(view.held or view.hand.tiles[0])
    assert box is not None
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_drag(int(table.cx), int(table.cy), 40, 40, arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.pointer.dragged_tile() is not None
    draw_changes_nothing(view)


def test_tiles_drawn_flying_to_the_hand(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "medium"), seed=11)
    match = view.match
    for _ in range(400):
        if match.human_to_move and match.can_draw() and not match.plays():
            break
        if match.round_end is not None or match.is_over:
            pytest.fail("no draw for the human in this deal")
        legal = match.legal()
        match.apply(legal[-1] if match.human_to_move else legal[0])
    view.sync()
    view.draw_tile()
    assert view.motion.flights and view.hand.hidden
    draw_changes_nothing(view)


def test_points_rising_and_the_count_popping(window: Any) -> None:
    view, _ = make_view(window, "all-fives", ("human", "medium"), seed=4)
    match = view.match
    for _ in range(300):
        scoring = [a for a in match.plays() if match.preview(a)[0].points]
        if match.human_to_move and scoring:
            break
        match.apply(match.legal()[0])
    else:
        pytest.fail("no scoring play for the human")
    view.sync()
    view.apply(scoring[0])
    assert view.motion.floats and view.motion.pop_at is not None
    draw_changes_nothing(view)
    assert view.motion.pop_size is not None and view.motion.rising


def test_a_computers_tile_sliding_while_it_thinks_and_plays(window: Any) -> None:
    view, _ = make_view(window, "block", ("human", "medium", "medium"), seed=2)
    view.slide_time = 30.0  # (a long slide: it is still on its way when drawn)
    match = view.match
    deadline = time.monotonic() + 60
    while view.slide is None and time.monotonic() < deadline:
        if match.human_to_move:
            view.apply(match.legal()[0])
        view.on_update(1 / 30)
        task = view.task
        if task is not None:
            draw_changes_nothing(view)  # (thinking: the status says so)
            task.wait(5)
    assert view.slide is not None
    draw_changes_nothing(view)
    assert view.motion.sliding is not None


def test_the_round_end_its_table_and_the_finished_game(window: Any) -> None:
    view, _ = make_view(window, "block-points", ("human", "random"), seed=4)
    rng = random.Random(3)
    match = view.match
    while match.round_end is None:
        legal = match.legal()
        view.apply(legal[rng.randrange(len(legal))])
    view.sync()
    draw_changes_nothing(view)
    assert view.round_panel.rect.height > 0 and view.next_button.rect.width > 0
    view.peek = True
    draw_changes_nothing(view)
    while not match.is_over:
        if match.round_end is not None:
            view.next_round()
            continue
        legal = match.legal()
        view.apply(legal[rng.randrange(len(legal))])
    view.sync()
    draw_changes_nothing(view)
    view.results_seen = True
    draw_changes_nothing(view)


def test_the_pass_and_play_cover(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "human", "medium"), seed=3)
    assert view.covered()
    draw_changes_nothing(view)
    assert view.show_button.rect.width > 0
    view.reveal()
    draw_changes_nothing(view)


def test_the_plays_scrolled_back_and_the_smallest_window(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "human"), seed=5, first=0)
    side = view.side_panel
    for _ in range(200):
        if side.log_total > side.log_room + 6:
            break
        match = view.match
        if match.round_end is not None:
            view.next_round()
        view.apply(match.legal()[0])
    area = side.log_area
    view.on_mouse_scroll(int(area.cx), int(area.cy), 0, 1)
    assert side.log_scroll > 0
    draw_changes_nothing(view)
    try:
        window.set_size(*SIZES.minimum)
        view.on_resize(*SIZES.minimum)
        view.top_bar.more_open = bool(view.top_bar.overflow)
        draw_changes_nothing(view)
    finally:
        window.set_size(1280, 800)
        view.on_resize(1280, 800)


def test_a_draw_for_the_player_with_hints_on(window: Any) -> None:
    view, _ = make_view(window, "all-fives", ("human", "medium"), seed=2)
    to_a_human_play(view)
    view.hinting.toggle()
    deadline = time.monotonic() + 30
    while view.hints is None and time.monotonic() < deadline:
        view.on_update(1 / 30)
        if view.hint_task is not None:
            view.hint_task.wait(5)
    assert view.hints is not None
    draw_changes_nothing(view)
    if view.match.can_draw():
        view.apply(DRAW)
        draw_changes_nothing(view)


def test_the_guided_first_game_its_band_laid_out_before_drawing(app: Any) -> None:
    from figures.ui import tutorial

    view = tutorial.start(app, game="classic")
    assert isinstance(view, ClassicGameView)
    view.think_at_least = 0.0
    view.slide_time = 0.0
    draw_changes_nothing(view)
    band = view.lesson_band.rect.height  # type: ignore[attr-defined]
    view.go_on()  # type: ignore[attr-defined]  # (the next page: the band says more)
    draw_changes_nothing(view)
    assert view.lesson_band.rect.height >= band  # type: ignore[attr-defined]
    assert view.table_rect.top <= view.lesson_band.rect.bottom + 1  # type: ignore[attr-defined]
