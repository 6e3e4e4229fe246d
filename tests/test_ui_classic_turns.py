"""The classic screen's turn flow, headless, driven through the real ClassicGameView's own
handlers: one rule of confirming a play (a first click on an end shows the tile there, a
second click there or Enter plays it, even on a tile's only end; the held tile clicked again
in the hand goes back, as the screen says); other seats' names and counts said apart."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import random
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import (  # noqa: E402
    KEY,
    FakeNavigator,
    click,
    end_point,
    key,
    make_view,
    reach,
    tile_point,
)

from figures.core.seats import PlayerSpec  # noqa: E402
from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic.match import ClassicMatch, ClassicSettings  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.i18n import set_language, tr  # noqa: E402


def ends_of(view: ClassicGameView, tile: int) -> frozenset[str]:
    """The ends ``tile`` lights (asked of the table as the view asks it), nothing held."""
    lit = view.table.select(tile, view.match.legal())
    view.table.highlight(())
    return lit


def tile_with(view: ClassicGameView, count: int) -> int | None:
    """A playable tile of the hand with exactly ``count`` ends, or with at least two when
    ``count`` is 2."""
    for tile in view.playable_order():
        n = len(ends_of(view, tile))
        if n == count or (count == 2 and n >= 2):
            return tile
    return None


def played(view: ClassicGameView) -> int:
    return len(view.match.game.history())


@pytest.mark.parametrize("seed", [1, 2])
def test_a_tile_with_one_end_is_shown_there_by_a_first_click_and_played_by_a_second(
    window: Any, seed: int
) -> None:
    view, _ = make_view(window, "block", ("human", "random"), seed=seed)
    reach(view, lambda v: v.match.human_to_move and tile_with(v, 1) is not None, random.Random(3))
    tile = tile_with(view, 1)
    assert tile is not None
    (end,) = ends_of(view, tile)
    before = played(view)
    click(view, *tile_point(view, tile))
    # Held, its one end lit, nothing shown yet: the screen says how to go on.
    assert view.held == tile and view.table.lit == {end}
    assert view.end is None and view.current_action() is None and len(view.ghost) == 0
    words = tr("classic.held", tile=presenter.held_words(tile))
    assert view.message()[0] == words
    assert "a second click there or Enter plays it" in words
    # A first click on the end shows the tile there, and plays nothing.
    click(view, *end_point(view, end))
    assert played(view) == before
    assert view.end == end and len(view.ghost) == 1 and view.ghost_text
    assert view.status().endswith(": click there again or Enter")
    # A second click on the same end plays it.
    click(view, *end_point(view, end))
    assert played(view) == before + 1
    assert view.match.game.history()[-1].action.tile == tile  # type: ignore[union-attr]


def test_enter_shows_the_tile_on_its_end_then_plays_it(window: Any) -> None:
    view, _ = make_view(window, "block", ("human", "random"), seed=1)
    reach(view, lambda v: v.match.human_to_move and tile_with(v, 1) is not None, random.Random(4))
    tile = tile_with(view, 1)
    assert tile is not None
    before = played(view)
    click(view, *tile_point(view, tile))
    assert view.held == tile and view.end is None
    key(view, KEY.ENTER)  # shows it on its (first) lit end
    assert played(view) == before and view.end is not None and len(view.ghost) == 1
    key(view, KEY.ENTER)  # plays what is shown
    assert played(view) == before + 1


def test_a_click_on_another_end_moves_the_preview_and_the_held_tile_clicked_again_goes_back(
    window: Any,
) -> None:
    view, _ = make_view(window, "draw-5", ("human", "random"), seed=2)
    reach(view, lambda v: v.match.human_to_move and tile_with(v, 2) is not None, random.Random(5))
    tile = tile_with(view, 2)
    assert tile is not None
    before = played(view)
    click(view, *tile_point(view, tile))
    first, second = view.lit_order()[:2]
    click(view, *end_point(view, first))
    assert view.end == first and played(view) == before
    click(view, *end_point(view, second))  # another end: shown there instead, not played
    assert view.end == second and played(view) == before
    # What the screen says a click on the held tile in the hand does, it does: it goes back.
    click(view, *tile_point(view, tile))
    assert view.held is None and view.end is None and played(view) == before
    click(view, *tile_point(view, tile))
    assert "clicked again in your hand goes back" in view.message()[0]
    click(view, *tile_point(view, tile))
    assert view.held is None and played(view) == before
    # And the rule said the same way in the guide's first lesson.
    assert "a second click there or Enter plays it" in tr(
        "tutorial.classic.match.do", tile="3-5", end="the left end"
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_another_seats_row_says_its_name_and_its_tiles_apart(window: Any, language: str) -> None:
    """ "Computer 2" over "7 tiles" (or "Computer 2 · 7 tiles" when it fits), never
    "Computer 2  7", read as one name and number."""
    set_language(language)
    try:
        computer = "Computer" if language == "en" else "Ordinateur"
        computers = [PlayerSpec(f"{computer} {n}", "random") for n in range(2, 6)]
        players = (PlayerSpec("You"), *computers)
        match = ClassicMatch.new(ClassicSettings("mexican-train", players, seed=1))
        view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
        window.show_view(view)
        view.on_resize(1280, 800)
        for seat, row in view.rows.items():
            view.on_draw()
            said = [label.text for label in row._labels]
            count = view.match.current.hands[seat].bit_count()
            words = presenter.tiles_words(count)
            name = view.match.names()[seat]
            assert said in ([f"{name} · {words}"], [name, words]), said
    finally:
        set_language("en")
