"""A classic table at a round's end (issue 21): the other seats' hands shown face up in their
grown rows keep clear of their labels ("Cy · 41 pips"), and the table of a round over shows
no open slot. Headless, through the real screen, at 1280x800 and 900x600."""

from __future__ import annotations

import os
import random
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import make_view, pump  # noqa: E402

from figures.classic.actions import Lead, Play  # noqa: E402
from figures.scene.classic import overlap  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402

SIZES = [(1280, 800), (900, 600)]


@pytest.fixture
def sized(window: Any) -> Any:
    yield lambda size: window.set_size(*size)
    window.set_size(1280, 800)


def _to_the_rounds_end(view: ClassicGameView, seed: int) -> None:
    rng = random.Random(seed)
    match = view.match
    while match.round_end is None and not match.is_over:
        pump(view)
        if match.round_end is not None or match.is_over:
            break
        legal = match.legal()
        plays = [a for a in legal if isinstance(a, Play | Lead)]
        assert view.apply(rng.choice(plays or legal))
    view.on_update(1 / 30)
    view.on_draw()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "900x600"])
@pytest.mark.parametrize(("game", "players"), [("mexican-train", 6), ("all-fives", 4)])
def test_the_hands_at_a_rounds_end_keep_off_their_labels(
    window: Any, sized: Any, size: tuple[int, int], game: str, players: int
) -> None:
    sized(size)
    kinds = ("human", *["random"] * (players - 1))
    view, _ = make_view(window, game, kinds, seed=3, first=0)
    view.on_resize(*size)
    _to_the_rounds_end(view, 2)
    rows = 0
    for seat, row in view.seat_rows.rows.items():
        assert row.face_up and row.label.startswith(view.match.names()[seat])
        label = row._labels[-1]
        assert label.text == row.label
        top = label.y  # (anchored at its top)
        box = (label.x, top - label.content_height, label.x + label.content_width, top)
        for tile, tile_box in row.boxes:
            assert not overlap(box, tile_box), (seat, row.label, tile, box, tile_box)
            assert tile_box[3] - tile_box[1] >= 48  # (still large enough to read)
        rows += bool(row.boxes)
    assert rows >= players - 2  # (one seat may have gone out)


@pytest.mark.parametrize("game", ["mexican-train", "all-fives", "block"])
def test_a_round_over_shows_no_open_slot(window: Any, game: str) -> None:
    """Its ends were open while it was played; once it is over none is drawn nor found."""
    view, _ = make_view(window, game, ("human", "random", "random"), seed=5, first=0)
    pump(view)
    assert view.table.targets()
    _to_the_rounds_end(view, 4)
    table = view.table
    assert view.match.shown_round().over
    assert table.targets() == []
    assert table.numerals == {}
    left, bottom, width, height = table.view_rect
    for x in range(int(left), int(left + width), 7):
        for y in range(int(bottom), int(bottom + height), 7):
            assert table.end_at(x, y) is None
