"""The modal stack (issue 22) over the screens that are not game screens, on the real views:
with the file dialog open over the set-up, the score sheet, the two sides of the position
editor and the guided game (or an entry form over the sheet), a key, typed text, a click and
the wheel reach only what is open; once it is closed, they reach the screen again."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.classic.rules import Rules
from figures.sheet.model import ClassicRound, Remaining, Sheet
from figures.ui import tutorial
from figures.ui.editor.classic_model import ACTIONS
from figures.ui.editor.classic_view import ClassicEditorView
from figures.ui.editor.model import PLAYS, TABLE
from figures.ui.editor.view import EditorView
from figures.ui.setup.view import SetupView
from figures.ui.sheet.view import FormLayer, SheetView
from figures.ui.shell.app import App
from figures.ui.tutorial.view import GuidedView
from figures.ui.widgets.dialog import FileDialog

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


def click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def opened(view: Any) -> FileDialog:
    """The file dialog Ctrl+O opened over ``view``: the top of its stack."""
    view.on_key_press(K.O, K.MOD_CTRL)
    dialog = view.dialog
    assert isinstance(dialog, FileDialog) and view.modals.top is dialog
    view.on_draw()  # (the dialog drawn over the screen, its buttons placed)
    return dialog


def typed_into(view: Any, dialog: FileDialog) -> None:
    """Text and an editing key reach the dialog's field."""
    name = dialog.field.value
    view.on_text("q")
    assert dialog.field.value != name
    view.on_key_press(K.BACKSPACE, 0)
    assert dialog.field.value == name


def cancel(view: Any, dialog: FileDialog) -> None:
    """The dialog's Cancel clicked: it closes and the stack is empty."""
    click(view, dialog.cancel.rect.cx, dialog.cancel.rect.cy)
    assert view.dialog is None and not view.modals.open


def test_the_set_up_under_the_file_dialog(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    game = setup.game
    other = next(card for card in setup.cards if card.name != game)
    dialog = opened(setup)
    typed_into(setup, dialog)
    setup.on_key_press(K.PAGEDOWN, 0)  # (the set-up's next game: not under the dialog)
    click(setup, other.rect.cx, other.rect.cy)
    assert setup.game == game and setup.dialog is dialog
    cancel(setup, dialog)
    setup.on_draw()
    click(setup, other.rect.cx, other.rect.cy)
    assert setup.game == other.name
    setup.on_key_press(K.PAGEDOWN, 0)
    assert setup.game != other.name


def sheet_of_rounds(app: App, rounds: int) -> SheetView:
    sheet = Sheet.classic(Rules.preset("draw", 2), ["Ann", "Bob"], 0)
    for _ in range(rounds):
        sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(1))))
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    return view


def first_row(view: SheetView) -> tuple[float, float]:
    """The middle of the rounds table's first row."""
    rect = view.table_rect
    return rect.left + rect.width / 2, rect.top - 12 - 26 - 13


def test_the_sheet_under_the_file_dialog(app: App) -> None:
    view = sheet_of_rounds(app, 30)
    scroll = view.scroll
    dialog = opened(view)
    typed_into(view, dialog)
    view.on_key_press(K.DOWN, 0)  # (the dialog's list, not the sheet's rows)
    view.on_mouse_scroll(int(view.table_rect.cx), int(view.table_rect.cy), 0, 3)
    click(view, *first_row(view))
    assert view.selected is None and view.scroll == scroll and view.dialog is dialog
    view.on_key_press(K.ESCAPE, 0)
    assert view.dialog is None and not view.modals.open
    view.on_mouse_scroll(int(view.table_rect.cx), int(view.table_rect.cy), 0, 3)
    assert view.scroll != scroll
    view.on_key_press(K.DOWN, 0)
    assert view.selected is not None


def test_an_entry_form_is_a_layer_over_the_sheet(app: App) -> None:
    view = sheet_of_rounds(app, 30)
    scroll = view.scroll
    view.on_key_press(K.N, 0)
    form = view.form
    layer = view.modals.top
    assert form is not None and isinstance(layer, FormLayer) and layer.form is form
    view.on_text("n")  # (the letter of the key that opened it: not the form's)
    view.on_draw()
    view.on_key_press(K.DOWN, 0)
    view.on_mouse_scroll(int(view.table_rect.cx), int(view.table_rect.cy), 0, 3)
    view.on_key_press(K.O, K.MOD_CTRL)  # (the form's key: no dialog over it)
    assert view.selected is None and view.scroll == scroll
    assert view.dialog is None and view.form is form and view.modals.top is layer
    view.on_key_press(K.ESCAPE, 0)
    assert view.form is None and not view.modals.open
    view.on_key_press(K.DOWN, 0)
    assert view.selected is not None
    view.on_key_press(K.O, K.MOD_CTRL)
    assert view.dialog is not None


def editor(app: App) -> EditorView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_key_press(K.E, 0)
    view = app.window.current_view
    assert isinstance(view, EditorView)
    view.on_draw()
    return view


def test_the_position_editor_under_the_file_dialog(app: App) -> None:
    view = editor(app)
    assert view.editor.mode == TABLE
    scale = view.camera.scale
    middle = (view.table_rect.cx, view.table_rect.cy)
    classic = next(b for b in view.buttons if b.action == view.show_classic)
    dialog = opened(view)
    typed_into(view, dialog)
    view.on_key_press(K.P, 0)  # (plays mode: not under the dialog)
    view.on_mouse_scroll(int(middle[0]), int(middle[1]), 0, 2)
    click(view, classic.rect.cx, classic.rect.cy)  # (the classic side: not under the dialog)
    assert view.editor.mode == TABLE and view.camera.scale == scale and view.dialog is dialog
    assert app.window.current_view is view
    assert not view.on_hover_table()
    cancel(view, dialog)
    view.on_mouse_scroll(int(middle[0]), int(middle[1]), 0, 2)
    assert view.camera.scale != scale
    view.on_key_press(K.P, 0)
    assert view.editor.mode == PLAYS


def test_the_classic_editor_under_the_file_dialog(app: App) -> None:
    colour = editor(app)
    colour.on_key_press(K.C, 0)
    view = app.window.current_view
    assert isinstance(view, ClassicEditorView)
    view.on_draw()
    mode, row = view.editor.mode, view.chip_row
    chips = view.chips_area
    open_button = next(b for b in view.buttons if b.action == view.open_dialog)
    dialog = opened(view)
    typed_into(view, dialog)
    view.on_key_press(K.A, 0)  # (the actions mode: not under the dialog)
    view.on_mouse_scroll(int(chips.cx), int(chips.cy), 0, -1)
    click(view, open_button.rect.cx, open_button.rect.cy)  # (no second dialog in its place)
    assert view.editor.mode == mode and view.chip_row == row and view.dialog is dialog
    cancel(view, dialog)
    view.on_mouse_scroll(int(chips.cx), int(chips.cy), 0, -1)
    assert view.chip_row == row + 1
    view.on_key_press(K.A, 0)
    assert view.editor.mode == ACTIONS


def test_the_guide_is_not_drawn_over_the_file_dialog(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = tutorial.start(app)
    assert isinstance(view, GuidedView) and app.window.current_view is view
    drawn: list[bool] = []
    real = view.draw_guide

    def draw_guide() -> None:
        drawn.append(True)
        real()

    monkeypatch.setattr(view, "draw_guide", draw_guide)
    view.on_draw()
    assert drawn == [True]
    view.open_dialog("open")
    dialog = view.dialog
    assert dialog is not None and view.modals.top is dialog
    view.on_draw()
    assert drawn == [True]
    typed_into(view, dialog)
    cancel(view, dialog)
    view.on_draw()
    assert drawn == [True, True]
