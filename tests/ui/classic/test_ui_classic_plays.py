"""The classic screen's plays list (the side panel's log): it shows the newest plays and
follows each new one; the wheel over it scrolls back to older plays and on again, with a bar
saying where; the wheel elsewhere leaves it. Driven headless through the view's handlers."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import make_view  # noqa: E402

from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402


def lines_shown(view: ClassicGameView) -> list[str]:
    view.on_draw()
    return [
        line for line, *_ in view.side_panel.log_texts[1:]
    ]  # (the first: the round and the stock)


def play_on(view: ClassicGameView, count: int) -> None:
    """``count`` actions of the game, each the first the engine allows, through the view
    (a round's end read, the next round played)."""
    for _ in range(count):
        match = view.match
        if match.is_over:
            break
        if match.round_end is not None:
            view.next_round()
        assert view.apply(match.legal()[0])


def test_the_plays_list_scrolls_with_the_wheel_and_follows_the_newest(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "human"), seed=5, first=0)
    view.on_resize(1280, 800)
    while (
        view.side_panel.log_total < view.side_panel.log_room + 12
    ):  # (rounds on until the plays overflow)
        play_on(view, 10)
        view.on_draw()
    if view.match.round_end is not None:
        view.next_round()
    everything = [
        part for _, line in presenter.log_lines(view.match, None, view.towards) for part in [line]
    ]
    newest = lines_shown(view)
    assert (
        view.side_panel.log_total > view.side_panel.log_room > 3
    )  # more plays than fit: a list to scroll
    assert newest[-1] in everything[-1]  # the newest play at the bottom
    area = view.side_panel.log_area
    x, y = int(area.cx), int(area.cy)
    view.on_mouse_scroll(x, y, 0, 1)  # the wheel up: older plays
    older = lines_shown(view)
    assert view.side_panel.log_scroll == 3 and older != newest
    assert older[-1] == newest[-4]  # three rows back
    assert newest[-1] not in older[-1:]
    for _ in range(200):  # all the way back: the round's heading on top, and no further
        view.on_mouse_scroll(x, y, 0, 1)
    first = lines_shown(view)
    assert (
        first[0] == "Round 1"
        and view.side_panel.log_scroll == view.side_panel.log_total - view.side_panel.log_room
    )
    view.on_mouse_scroll(x, y, 0, -1)  # the wheel down: newer again
    assert view.side_panel.log_scroll == view.side_panel.log_total - view.side_panel.log_room - 3
    # The wheel elsewhere (over the table) leaves the list where it is.
    scroll = view.side_panel.log_scroll
    table = view.table_rect
    view.on_mouse_scroll(int(table.cx), int(table.cy), 0, 1)
    assert view.side_panel.log_scroll == scroll
    # A new play: the list follows it, the newest at the bottom again.
    play_on(view, 1)
    after = lines_shown(view)
    assert view.side_panel.log_scroll == 0
    latest = presenter.log_lines(view.match, None, view.towards)[-1][1]
    assert after[-1] in latest or latest.startswith(after[-1].rstrip("…"))


def test_the_scroll_bar_shows_only_when_the_plays_overflow(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "human"), seed=5, first=0)
    view.on_resize(1280, 800)
    lines_shown(view)
    assert (
        view.side_panel.log_total <= view.side_panel.log_room
    )  # a new game: everything fits, nothing to scroll
    area = view.side_panel.log_area
    view.on_mouse_scroll(int(area.cx), int(area.cy), 0, 1)
    assert view.side_panel.log_scroll == 0
