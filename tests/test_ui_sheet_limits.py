"""The score sheet's screens within bounds (issue 21), headless: the colour turn's form
refuses points and surfaces no placement can have, in the player's words."""

from __future__ import annotations

import os
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.sheet.model import Sheet  # noqa: E402
from figures.ui.app import App  # noqa: E402
from figures.ui.i18n import set_language  # noqa: E402
from figures.ui.sheet.forms import ColourTurnForm  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402

K = arcade.key


def key(view: Any, symbol: int, modifiers: int = 0) -> None:
    view.on_key_press(symbol, modifiers)
    view.on_key_release(symbol, modifiers)


def typed(view: Any, content: str) -> None:
    """Each character as a key press then its text, as pyglet sends them."""
    for char in content:
        symbol = K.KEY_0 + int(char) if char.isdigit() else getattr(K, char.upper())
        view.on_key_press(symbol, 0)
        view.on_text(char)


def colour_form(app: App) -> tuple[SheetView, ColourTurnForm]:
    app.show_sheet(Sheet.colour(("Ann", "Bob"), 60))
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    key(view, K.N)
    view.on_text("n")
    assert isinstance(view.form, ColourTurnForm)
    return view, view.form


def test_the_colour_form_refuses_surfaces_and_points_no_placement_can_have(app: App) -> None:
    view, form = colour_form(app)
    typed(view, "2")
    key(view, K.TAB)
    typed(view, "9999999")
    view.on_draw()
    assert form._breakdown(0) == ""  # no sum of a placement that cannot be
    key(view, K.ENTER)
    assert form.message == "First placement: the surfaces closed have at most 480 squares in all"
    assert view.form is form and view.sheet.entries == []
    view.on_draw()
    form.placements[0].closed.value = "400 80"
    key(view, K.ENTER)
    assert view.form is None and view.sheet.scores == (482, 0)  # 2 edges + 480 squares
    key(view, K.N)  # Bob's turn, his points given directly
    view.on_text("n")
    form = view.form
    assert isinstance(form, ColourTurnForm) and form.seat == 1
    typed(view, "p")
    typed(view, "491")
    key(view, K.ENTER)
    assert form.message == "First placement: a placement earns at most 490 points"
    set_language("fr")
    try:
        view.on_draw()
        key(view, K.ENTER)
        assert form.message == "Première pose : une pose rapporte au plus 490 points"
    finally:
        set_language("en")
