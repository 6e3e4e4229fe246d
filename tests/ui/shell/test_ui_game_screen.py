"""What the two game screens share (issue 22), on the real screens of both families: the key
binding table behind both the keys and the buttons' labels, the modal stack over a screen
(the top layer takes the input, closing it gives the input back to the one below) and the
computer-turn driver (a result for a game that changed is dropped; a decision that fails or
outlasts its budget falls back on the first legal action)."""

from __future__ import annotations

import os
import re
import time
from typing import Any

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.ai.common import DecisionCancelled
from figures.colour.game import Settings
from figures.core.errors import FiguresError
from figures.core.seats import PlayerSpec
from figures.texts.i18n import set_language, tr
from figures.ui.classic.match import ClassicSettings
from figures.ui.classic.view import ClassicGameView
from figures.ui.colour.view import GameView
from figures.ui.shell.app import App
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.shell.keys import BINDINGS, Chord, bound, key_name

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT
FAMILIES = ("colour", "classic")


def screen(app: App, family: str, *, first: int = 0) -> Any:
    """A new game of ``family`` on its real screen, the human Ada against a computer (the
    computer first with ``first=1``)."""
    if family == "colour":
        players = (PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium"))
        app.start(Settings(players, 120, 7, first))
    else:
        players = (PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random"))
        app.start(ClassicSettings("draw", players, seed=1, first=first))
    view = app.game_view
    assert isinstance(view, GameScreenBase)
    if isinstance(view, ClassicGameView):
        view.think_at_least = view.slide_time = view.turns.moment = 0.0
    view.on_draw()
    return view


def click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def press_chord(view: arcade.View, chord: Chord) -> None:
    modifiers = (K.MOD_CTRL if chord.ctrl else 0) | (K.MOD_SHIFT if chord.shift else 0)
    view.on_key_press(chord.symbol, modifiers)


def press_button(view: Any, name: str) -> None:
    """A click on the top bar's button ``name``, through the More menu when it is there."""
    view.on_draw()
    bar = view.top_bar
    button = bar.button(name)
    if button not in bar.toolbar:
        click(view, bar.more.rect.cx, bar.more.rect.cy)
        view.on_draw()
    assert button in bar.widgets(), name
    click(view, button.rect.cx, button.rect.cy)


# --------------------------------------------------------------------------- the key table


def keyed_buttons(view: Any) -> dict[str, str]:
    """The top bar's buttons whose label shows a key: their name and the key shown."""
    keyed = {}
    for name, button in view.top_bar.named.items():
        found = re.search(r"\(([^()]+)\)$", button.label())
        if found:
            keyed[name] = found.group(1)
    return keyed


def effect(view: Any, app: App) -> tuple[object, ...]:
    """What the bar's keyed buttons change: the hints, the keys panel, the spots aid, the
    screen shown, the table's framing."""
    framing = view.camera.goal() if isinstance(view, GameView) else view.table.following
    return (
        view.show_hints,
        getattr(view, "help", False),
        app.options.show_spots,
        type(app.window.current_view).__name__,
        framing,
    )


def move_table(view: Any) -> None:
    if isinstance(view, GameView):
        view.camera.pan_pixels(240, 160)
    else:
        view.table.pan(240, 160)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("family", FAMILIES)
def test_every_button_label_shows_the_key_that_does_what_the_button_does(
    app: App, family: str, language: str
) -> None:
    set_language(language)
    try:
        view = screen(app, family)
        keyed = keyed_buttons(view)
        # Rules, Fit and Hint on both screens; Spots and Keys on the colour game's too.
        assert {"rules", "fit", "hint"} <= set(keyed), keyed
        for name, shown in keyed.items():
            actions = [a for a in BINDINGS if key_name(a) == shown]
            assert actions == [name], (name, shown)  # the key shown is this button's action's
            chord = BINDINGS[name].chords[0]
            modifiers = (K.MOD_CTRL if chord.ctrl else 0) | (K.MOD_SHIFT if chord.shift else 0)
            assert bound(chord.symbol, modifiers, BINDINGS) == name
            if name == "fit":
                move_table(view)  # (away from the framing Fit gives)
            before = effect(view, app)
            press_chord(view, chord)
            by_key = effect(view, app)
            assert by_key != before, f"{shown} did nothing"
            if app.window.current_view is not view:
                app.back_to_game()  # (the rules were shown)
            elif name != "fit":
                press_chord(view, chord)  # (a toggle: off again)
            if name == "fit":
                move_table(view)
            else:
                assert effect(view, app) == before
            press_button(view, name)
            assert effect(view, app) == by_key, f"the button {name} and its key {shown} differ"
            if app.window.current_view is not view:
                app.back_to_game()
            elif name != "fit":
                press_button(view, name)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keys_panel_and_the_editor_buttons_name_the_tables_keys(language: str) -> None:
    set_language(language)
    try:
        body = tr("help.body")
        for action in ("undo", "redo", "save", "open", "rules", "help", "fit", "hint", "spots"):
            assert key_name(action) in body, action
        assert key_name("fit") == ("Espace" if language == "fr" else "Space")
        assert tr("editor.undo").endswith(f"({key_name('undo')})")
        assert tr("editor.save").endswith("(Ctrl+S)") and tr("editor.open").endswith("(Ctrl+O)")
        assert "{" not in body and "Ctrl+Y" in tr("top.paused")
    finally:
        set_language("en")


@pytest.mark.parametrize("family", FAMILIES)
def test_ctrl_s_and_ctrl_o_open_the_file_dialog_and_undo_takes_back(app: App, family: str) -> None:
    view = screen(app, family)
    view.on_key_press(K.S, K.MOD_CTRL)
    assert view.dialog is not None and view.dialog.mode == "save"
    view.on_key_press(K.ESCAPE, 0)
    assert view.dialog is None
    view.on_key_press(K.O, K.MOD_COMMAND)  # (Cmd on a Mac)
    assert view.dialog is not None and view.dialog.mode == "open"
    view.on_key_press(K.ESCAPE, 0)
    view.on_key_press(K.H, K.MOD_CTRL)  # Ctrl with any other key does nothing
    assert not view.show_hints and view.dialog is None


# --------------------------------------------------------------------------- the modal stack


@pytest.mark.parametrize("family", FAMILIES)
def test_the_top_layer_takes_the_input_and_closing_it_returns_to_the_one_below(
    app: App, family: str
) -> None:
    view = screen(app, family)
    view.on_key_press(K.S, K.MOD_CTRL)
    dialog = view.dialog
    assert dialog is not None and view.modals.top is dialog
    answered: list[bool] = []
    view.ask("Leave?", "A question over the dialog.", "Yes", "No", lambda: answered.append(True))
    assert view.modals.top is view.question and view.dialog is dialog and view.asking
    name = dialog.field.value
    view.on_text("x")
    view.on_key_press(K.BACKSPACE, 0)
    click(view, dialog.cancel.rect.cx, dialog.cancel.rect.cy)  # the dialog's Cancel, under it
    view.on_key_press(K.H, 0)
    view.on_mouse_scroll(10, 10, 0, 3)
    # Nothing reached the dialog under the question, nor the screen under both.
    assert dialog.field.value == name and view.dialog is dialog and not view.show_hints
    assert not answered
    view.on_draw()  # (both layers drawn, the question over the dialog)
    yes = view.question.yes.rect
    click(view, yes.cx, yes.cy)
    assert answered == [True] and not view.asking and view.modals.top is dialog
    view.on_text("x")  # the dialog has the input again
    assert dialog.field.value != name
    view.on_key_press(K.ESCAPE, 0)
    assert view.dialog is None and not view.modals.open
    view.on_key_press(K.H, 0)  # and then the screen
    assert view.show_hints


@pytest.mark.parametrize("family", FAMILIES)
def test_esc_answers_no_and_the_screen_takes_the_keys_again(app: App, family: str) -> None:
    view = screen(app, family)
    answered: list[bool] = []
    view.ask("Leave?", "A question.", "Yes", "No", lambda: answered.append(True))
    view.on_key_press(K.H, 0)
    assert view.asking and not view.show_hints
    view.on_key_press(K.ESCAPE, 0)
    assert not view.asking and not answered and not view.modals.open
    view.on_key_press(K.H, 0)
    assert view.show_hints


# --------------------------------------------------------------------------- the driver


def legal(view: Any) -> list[Any]:
    return list(view.legal_actions())


def wait_for_slide(view: Any) -> None:
    deadline = time.monotonic() + 5
    while view.slide is not None and time.monotonic() < deadline:
        time.sleep(0.02)
        view.on_update(1 / 30)


class SlowComputer:
    """A computer that thinks until it is told to stop."""

    def __init__(self) -> None:
        self.stopped = False

    def choose(self, *args: Any, cancelled: Any = None, **kwargs: Any) -> Any:
        while not cancelled():
            time.sleep(0.005)
        self.stopped = True
        raise DecisionCancelled("stopped")


class BrokenComputer:
    """A computer whose decision fails."""

    def choose(self, *args: Any, **kwargs: Any) -> Any:
        raise FiguresError("the computer's search broke")


@pytest.mark.parametrize("family", FAMILIES)
def test_a_decision_for_a_game_that_changed_meanwhile_is_dropped(
    app: App, family: str, quick_computer: None
) -> None:
    view = screen(app, family, first=1)
    match = view.match
    assert match.computer_to_move
    view.on_update(1 / 30)
    task = view.task
    assert task is not None and task.wait(10)
    # The game changes under the decision (a move made elsewhere than by the driver).
    match.apply(legal(view)[-1])
    played = len(match.played())
    view.on_update(1 / 30)
    wait_for_slide(view)
    assert view.task is None and view.slide is None
    assert len(match.played()) == played, "the stale decision was played"


@pytest.mark.parametrize("family", FAMILIES)
def test_a_decision_slower_than_its_budget_falls_back_on_the_first_legal_action(
    app: App, family: str
) -> None:
    view = screen(app, family, first=1)
    slow = SlowComputer()
    view.match.computers[1] = slow
    view.computer.budget = 0.05
    view.on_update(1 / 30)
    task = view.task
    assert task is not None and not task.done
    time.sleep(0.1)
    first = legal(view)[0]
    played = len(view.match.played())
    view.on_update(1 / 30)
    assert task.cancelled and view.task is None
    wait_for_slide(view)  # (a colour domino slides in first)
    actions = view.match.played()
    assert len(actions) > played
    last = actions[played]
    assert (last if family == "colour" else last.action) == first
    assert task.wait(5) and slow.stopped


@pytest.mark.parametrize("family", FAMILIES)
def test_a_decision_that_fails_is_said_and_falls_back(
    app: App, family: str, quick_computer: None
) -> None:
    view = screen(app, family, first=1)
    view.match.computers[1] = BrokenComputer()
    view.computer.budget = None
    first = legal(view)[0]
    played = len(view.match.played())
    view.on_update(1 / 30)
    task = view.task
    assert task is not None and task.wait(5)
    view.on_update(1 / 30)
    assert "the computer's search broke" in (view.live_toast() or "")
    wait_for_slide(view)
    last = view.match.played()[played]
    assert (last if family == "colour" else last.action) == first


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("family", FAMILIES)
def test_the_questions_answers_show_the_keys_that_give_them(
    app: App, family: str, language: str
) -> None:
    set_language(language)
    try:
        view = screen(app, family)
        answered: list[bool] = []
        for answer, expected in (("yes", [True]), ("no", [])):
            answered.clear()
            yes, no = tr("guide.confirm.yes"), tr("guide.confirm.no")
            view.ask(tr("guide.confirm.title"), "", yes, no, lambda: answered.append(True))
            button = view.question.yes if answer == "yes" else view.question.no
            shown = re.search(r"\(([^()]+)\)$", button.label())
            assert shown is not None, button.label()
            actions = [a for a in BINDINGS if key_name(a) == shown.group(1)]
            assert actions == ["confirm" if answer == "yes" else "cancel"], shown.group(1)
            press_chord(view, BINDINGS[actions[0]].chords[0])
            assert not view.asking and answered == expected
    finally:
        set_language("en")


def test_the_classic_draw_button_shows_the_key_that_draws_as_it_does(app: App) -> None:
    view = screen(app, "classic", first=1)  # (Bob's turn: the button greyed, its key shown)
    shown = re.search(r"\(([^()]+)\)$", view.draw_button.label())
    assert shown is not None and [a for a in BINDINGS if key_name(a) == shown.group(1)] == ["draw"]
    match = view.match
    while not (match.human_to_move and match.can_draw()):  # (until Ada may only draw)
        assert not match.is_over
        if match.round_end is not None:
            match.next_round()
        else:
            match.apply(legal(view)[0])
    view.sync()
    played = len(match.played())
    press_chord(view, BINDINGS["draw"].chords[0])
    by_key = match.played()[played:]
    assert len(by_key) == 1 and by_key[0].drew >= 0
    view.undo()
    assert len(match.played()) == played
    view.on_draw()
    click(view, view.draw_button.rect.cx, view.draw_button.rect.cy)
    assert match.played()[played:] == by_key
