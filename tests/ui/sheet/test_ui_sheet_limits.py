"""The score sheet's screens within bounds (issue 21), headless: an autosaved sheet with
4,300-digit totals is set aside at launch and the set-up says so, K then starts a new sheet;
the same file opened with Ctrl+O from the set-up is refused in the dialog's line; the colour
turn's form refuses points and surfaces no placement can have, in the player's words, and the
points in play no round can score; the app's CSV export neutralises names a spreadsheet would
run as formulas."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.classic.rules import Rules  # noqa: E402
from figures.sheet import files  # noqa: E402
from figures.sheet.model import ColourTurn, Placement, Sheet  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.sheet.forms.colour import ColourTurnForm  # noqa: E402
from figures.ui.sheet.forms.in_play import InPlayForm  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

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


def huge_sheet(path: Path) -> Path:
    """A colour sheet whose first placement and total have 4,300 digits, agreeing with each
    other (the old reader took it as valid)."""
    sheet = Sheet.colour(("Ann", "Bob"), 60)
    sheet.add(ColourTurn((Placement(points=5),)))
    data = files.to_json(sheet)
    data["turns"][0]["placements"][0]["points"] = "@n@"
    data["turns"][0]["scores"] = ["@n@", 0]
    path.write_text(json.dumps(data).replace('"@n@"', "9" * 4300))
    return path


def test_an_autosaved_sheet_of_4300_digit_totals_is_set_aside_and_k_starts_anew(
    app: App, tmp_path: Path
) -> None:
    huge_sheet(tmp_path / "sheet.json")
    app.show_setup(offer_resume=True)
    setup = app.window.current_view
    assert isinstance(setup, SetupView) and setup.sheet_resume is None
    setup.on_draw()
    aside = list(tmp_path.glob("sheet.bad-*.json"))
    assert len(aside) == 1 and not (tmp_path / "sheet.json").exists()
    assert app.note.startswith("The score sheet in progress could not be read (")
    assert "a number of 4300 digits (at most 15)" in app.note
    assert app.note.endswith(f"it was renamed {aside[0].name}.")
    key(setup, K.K)
    view = app.window.current_view
    assert isinstance(view, SheetView) and view.sheet.entries == []
    view.on_draw()
    assert aside[0].read_text().count("9" * 4300) == 2  # the damaged file, kept as it was


def test_ctrl_o_of_such_a_sheet_from_the_set_up_says_why_in_one_line(
    app: App, tmp_path: Path
) -> None:
    path = huge_sheet(tmp_path / "huge.json")
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    said = app.open_game(path)  # what the set-up's Ctrl+O dialog calls with the file chosen
    assert said is not None and "\n" not in said and len(said) < 300
    assert "holds a number of 4300 digits (at most 30)" in said  # refused as it is parsed
    assert app.window.current_view is setup
    setup.on_draw()
    assert path.read_text().count("9" * 4300) == 2  # the file opened is left alone


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
    assert form.message == (
        "Turn 1, placement 1: the surfaces a placement closes have at most 480 squares in all"
    )
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
    assert form.message == "Turn 2, placement 1: a placement earns at most 490 points"
    set_language("fr")
    try:
        view.on_draw()
        key(view, K.ENTER)
        assert form.message == "Tour 2, pose 1\u00a0: une pose rapporte au plus 490 points"
    finally:
        set_language("en")


def test_points_in_play_no_round_can_score_are_refused_in_the_form(app: App) -> None:
    app.show_sheet(Sheet.classic(Rules.preset("all-fives", 2), ("Ann", "Bob")))
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    key(view, K.F)
    view.on_text("f")
    form = view.form
    assert isinstance(form, InPlayForm)
    typed(view, "1")
    typed(view, "9999995")
    key(view, K.ENTER)
    assert view.form is form and view.sheet.pending == []
    assert form.message == "a side scores at most 4,700 points in play in a round"


def test_the_app_s_csv_export_neutralises_formulas(app: App, tmp_path: Path) -> None:
    sheet = Sheet.colour(('=HYPERLINK("http://x")', "@SUM(A1)"), 60)
    sheet.add(ColourTurn((Placement(points=5),)))
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    assert view.export_to(tmp_path / "s.csv") is None
    rows = list(csv.reader((tmp_path / "s.csv").open()))
    assert rows[0][2] == '\'=HYPERLINK("http://x") points'
    assert rows[1] == ["1", '\'=HYPERLINK("http://x")', "5", "5", "0", "0"]
