"""Replaying the guide from the colour game's More menu (issue 13): the entry is always in
the menu, asks first while a game is in progress (which stays autosaved, offered again by the
set-up when the guide ends); in the guided game it starts the guide again."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.colour.actions import Place
from figures.colour.game import MIN_TARGET, Settings
from figures.colour.views import view_of
from figures.core.seats import PlayerSpec
from figures.texts.i18n import tr
from figures.ui.colour.view import GameView
from figures.ui.setup.view import SetupView
from figures.ui.shell.app import App
from figures.ui.tutorial.view import GuidedView

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


def _click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def _start(app: App, target: int = 120) -> GameView:
    players = (PlayerSpec("Ada", "human"), PlayerSpec("Bob", "human"))
    app.start(Settings(players, target, 3))
    view = app.game_view
    assert isinstance(view, GameView)
    return view


def _choose_guide(view: GameView) -> None:
    """More, then "Replay the guide", with the mouse."""
    bar = view.top_bar
    view.on_draw()
    _click(view, bar.more.rect.cx, bar.more.rect.cy)
    assert bar.more_open
    view.on_draw()
    guide = bar.button("guide")
    assert guide in bar.overflow and guide.text() == tr("button.guide")
    _click(view, guide.rect.cx, guide.rect.cy)
    assert not bar.more_open


@pytest.mark.parametrize("width", [1280, 640])
def test_the_more_menu_always_offers_the_guide(app: App, width: int) -> None:
    view = _start(app)
    view.layout(width, 600 if width < 900 else 800)
    view.on_draw()
    bar = view.top_bar
    assert bar.overflow[-1] is bar.button("guide")  # last in the menu, whatever the width
    assert bar.button("guide") not in bar.toolbar
    assert bar.more in bar.widgets()
    if width >= 1280:  # the other buttons all stay in the bar
        assert bar.overflow == [bar.button("guide")]
    view.layout(1280, 800)


def _move(view: GameView) -> None:
    """The opening domino placed: the game is in progress."""
    game = view.match.game
    view.apply(next(a for a in game.legal_actions() if isinstance(a, Place)))
    assert view.match.played()


def test_a_game_in_progress_asks_first_and_is_offered_back_after_the_guide(app: App) -> None:
    view = _start(app)
    match = view.match
    _move(view)
    _choose_guide(view)
    panel = view.confirm_panel
    assert panel.open and app.window.current_view is view
    view.on_key_press(K.H, 0)  # other keys wait for the answer
    assert not view.show_hints and panel.open
    view.on_key_press(K.ESCAPE, 0)  # Esc: keep playing
    assert not panel.open and app.window.current_view is view
    _choose_guide(view)
    assert panel.open
    _click(view, panel.no.rect.cx, panel.no.rect.cy)  # "Keep playing" with the mouse
    assert not panel.open and app.window.current_view is view
    _choose_guide(view)
    view.on_key_press(K.ENTER, 0)  # Enter: the guide
    guided = app.window.current_view
    assert isinstance(guided, GuidedView) and app.game_view is None
    assert view.task is None and view.hint_task is None  # the game left is stopped
    # From the guided game itself, the entry starts the guide again from its welcome, at
    # once (nothing of the player's is at stake), the game in progress still kept.
    guided.guide.next()
    assert guided.guide.lesson != "intro"
    _choose_guide(guided)
    again = app.window.current_view
    assert isinstance(again, GuidedView) and again is not guided
    assert again.guide.lesson == "intro" and not guided.confirm_panel.open
    guided = again
    guided.skip()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    assert setup.resume is not None  # the game in progress, autosaved, offered back
    assert setup.resume.game.actions == match.game.actions
    saved = app.resumable()  # (read from the autosave written before the guide)
    assert saved is not None and saved.game.actions == match.game.actions


def test_a_game_with_no_move_yet_goes_to_the_guide_at_once(app: App) -> None:
    view = _start(app)
    _choose_guide(view)
    assert not view.confirm_panel.open
    assert isinstance(app.window.current_view, GuidedView)


def test_a_finished_game_goes_to_the_guide_at_once(app: App) -> None:
    view = _start(app, MIN_TARGET)
    match = view.match
    view.stop()
    from figures.ai.players import RandomPlayer

    player = RandomPlayer(4)
    while not match.game.is_over:
        match.apply(player.choose(view_of(match.game, match.game.current)))
    view.sync()
    _choose_guide(view)
    assert not view.confirm_panel.open
    assert isinstance(app.window.current_view, GuidedView)
