"""The rules screen names the house rules that differ from the usual ones: F1 from a game
played with a second domino at 3 says so at the top, and so does the set-up's Rules button
for the house rules chosen there (headless, ARCADE_HEADLESS=1 set by conftest.py)."""

from __future__ import annotations

import pytest

arcade = pytest.importorskip("arcade")

from figures.colour.house import HouseRules  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.colour.setup import HOUSE_ROWS  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.rules.view import RulesView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


def press(setup: SetupView, button: object) -> None:
    rect = button.rect  # type: ignore[attr-defined]
    setup.on_mouse_press(int(rect.cx), int(rect.cy), LEFT, 0)
    setup.on_draw()


def test_the_setup_and_the_game_show_their_house_rules(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    setup.show_rules()
    usual = app.window.current_view
    assert isinstance(usual, RulesView) and usual.house_note == ""
    usual.on_key_press(K.ESCAPE, 0)
    pane = setup.colour
    while pane.seats[1].kind != "human":
        pane.cycle_kind(pane.seats[1])
    press(setup, pane.house_button)
    press(setup, pane.house_steps[HOUSE_ROWS.index("cost")][0])
    press(setup, pane.done_button)
    setup.show_rules()
    chosen = app.window.current_view
    assert isinstance(chosen, RulesView)
    assert chosen.house_note == "The house rules chosen: a second domino costs 3 (usually 4)."
    chosen.on_key_press(K.ESCAPE, 0)
    setup.seed.value = "7"
    setup.on_key_press(K.ENTER, 0)
    view = app.game_view
    assert isinstance(view, GameView) and view.match.game.rules == HouseRules(cost=3)
    set_language("fr")
    try:
        view.on_key_press(K.F1, 0)
        rules = app.window.current_view
        assert isinstance(rules, RulesView)
        assert rules.house_note.startswith("Règles maison de cette partie\u00a0: un second domino")
        rules.on_draw()
        assert min(rules.laid, key=lambda item: item.top).block.kind == "house"
    finally:
        set_language("en")
