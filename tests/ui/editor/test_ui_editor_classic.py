"""The position editor's classic side, headless (ARCADE_HEADLESS=1): reached from the colour
editor (C) and back; tiles dealt with clicks to each seat and the stock; a line laid on an
open end; actions added by clicking a tile and how it is played (legal or not), draw and
pass; each judged as the classic scenario module judges it; a position that is no scenario
yet said in one line and not saved; saved through the dialog, passing ``figures check``,
opened again the same; a classic file opened from the colour editor's Open; every classic
scenario of the tests opens and saves to an equivalent file; French at 900x600."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.classic.scenario import judge, parse_scenario  # noqa: E402
from figures.classic.tiles import TEXT, parse_tile  # noqa: E402
from figures.cli import main  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.editor.classic_model import (  # noqa: E402
    ACTIONS,
    DEAL,
    LINE,
    STOCK,
    read_classic,
    write_classic,
)
from figures.ui.editor.classic_view import ClassicEditorView  # noqa: E402
from figures.ui.editor.view import EditorView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
RIGHT = arcade.MOUSE_BUTTON_RIGHT
K = arcade.key
CLASSIC = Path(__file__).resolve().parents[2] / "scenarios" / "classic"


def click(view: arcade.View, x: float, y: float, button: int = LEFT) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), button, 0)
    view.on_mouse_release(int(x), int(y), button, 0)


def classic_of(app: App) -> ClassicEditorView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_key_press(K.E, 0)
    colour = app.window.current_view
    assert isinstance(colour, EditorView)
    colour.on_key_press(K.C, 0)
    view = app.window.current_view
    assert isinstance(view, ClassicEditorView) and view.colour is colour
    view.on_draw()
    return view


def chip(view: ClassicEditorView, written: str) -> None:
    t = parse_tile(written, view.editor.rules.set)
    rect = next(r for r, tile in view.chip_rects if tile == t)
    click(view, rect.cx, rect.cy)
    view.on_draw()


def option(view: ClassicEditorView, label: str) -> None:
    button = next(b for b in view.option_buttons if b.text() == label)
    click(view, button.rect.cx, button.rect.cy)
    view.on_draw()


def deal_block(view: ClassicEditorView) -> None:
    """Scenario 001's deal: seat 1 holds 6-6 5-5 1-2, seat 2 4-4 6-3 0-1."""
    view.on_key_press(K.D, 0)
    view.on_key_press(K.KEY_1, 0)
    for written in ("6-6", "5-5", "1-2"):
        chip(view, written)
    view.on_key_press(K.KEY_2, 0)
    for written in ("4-4", "6-3", "0-1"):
        chip(view, written)


def test_c_goes_to_the_classic_side_and_back(app: App) -> None:
    view = classic_of(app)
    assert view.editor.preset == "block" and view.editor.mode == DEAL
    view.on_key_press(K.C, 0)
    assert app.window.current_view is view.colour
    assert isinstance(view.colour, EditorView)
    view.colour.on_key_press(K.C, 0)
    assert app.window.current_view is view  # the same one, with its work


def test_a_block_position_dealt_played_judged_saved_and_reopened(app: App, tmp_path: Path) -> None:
    view = classic_of(app)
    editor = view.editor
    assert editor.error  # no tile dealt: no scenario yet, said in one line
    view.on_key_press(K.S, K.MOD_CTRL)
    assert view.dialog is None and view.note.startswith("Cannot be saved:")
    assert "Seat 1 holds no tile yet" in view.note  # (in the player's words, counted from 1)
    deal_block(view)
    assert editor.position.hands == (
        tuple(parse_tile(t, 6) for t in ("6-6", "5-5", "1-2")),
        tuple(parse_tile(t, 6) for t in ("4-4", "6-3", "0-1")),
    )
    assert editor.error == ""
    # A click on a dealt tile takes it back out; 0 deals to the stock.
    chip(view, "0-1")
    assert parse_tile("0-1", 6) not in editor.position.hands[1]
    chip(view, "0-1")
    view.on_key_press(K.KEY_0, 0)
    chip(view, "2-2")
    assert editor.position.stock == (parse_tile("2-2", 6),)
    view.on_key_press(K.Z, K.MOD_CTRL)
    assert editor.position.stock == ()
    # The actions: a wrong lead, the right one, then a play on an open end.
    view.on_key_press(K.A, 0)
    assert editor.mode == ACTIONS
    chip(view, "5-5")
    option(view, "5-5")
    chip(view, "6-6")
    option(view, "6-6")
    option(view, "pass")
    chip(view, "6-3")
    labels = [b.text() for b in view.option_buttons]
    assert "6-3@R" in labels and "6-3@L" in labels
    option(view, "6-3@R")
    assert editor.position.actions == ("5-5", "6-6", "pass", "6-3@R")
    verdicts = editor.verdicts()
    assert verdicts == judge(parse_scenario(editor.position.data()))
    assert [v["legal"] for v in verdicts] == [False, True, False, True]
    assert verdicts[0]["reason"] == "wrong-lead" and verdicts[2]["reason"] == "must-play"
    assert verdicts[3]["round_end"]["how"] == "blocked"
    view.on_draw()
    assert len(view.row_rects) == 4
    # The table after the second action: a click on its row.
    rect = view.row_rects[1][0]
    click(view, rect.cx, rect.cy)
    assert view.selected == 1
    shown = view.shown_round()
    assert shown is not None and len(shown.layout.placed) == 1
    view.on_draw()
    # A right click on a row removes the action; undo brings it back.
    rect = view.row_rects[2][0]
    click(view, rect.cx, rect.cy, RIGHT)
    assert editor.position.actions == ("5-5", "6-6", "6-3@R")
    view.on_key_press(K.Z, K.MOD_CTRL)
    assert len(editor.position.actions) == 4
    # Saved through the dialog, in the scenarios folder.
    view.on_key_press(K.S, K.MOD_CTRL)
    assert view.dialog is not None and view.dialog.folder == tmp_path / "scenarios"
    view.dialog.field.value = str(tmp_path / "scenarios" / "block.json")
    view.on_key_press(K.ENTER, 0)
    path = tmp_path / "scenarios" / "block.json"
    assert view.dialog is None and path.is_file() and not editor.changed
    assert main(["check", str(path)]) == 0
    data = json.loads(path.read_text("utf-8"))
    assert data["expect"] == verdicts and data["rules"] == {"preset": "block", "players": 2}
    # Opened again from the colour side's Open: the classic side shows it.
    colour = view.colour
    assert isinstance(colour, EditorView)
    view.on_key_press(K.C, 0)
    colour.on_key_press(K.O, K.MOD_CTRL)
    assert colour.dialog is not None
    colour.dialog.field.value = str(path)
    colour.on_key_press(K.ENTER, 0)
    assert app.window.current_view is view and colour.dialog is None
    assert read_classic(path) == editor.position


def test_the_line_grows_on_its_open_ends(app: App) -> None:
    view = classic_of(app)
    editor = view.editor
    deal_block(view)
    view.on_key_press(K.L, 0)
    assert editor.mode == LINE
    chip(view, "6-5")  # a tile of nobody's: leads the line
    assert [b.text() for b in view.option_buttons] == ["5-6"]
    option(view, "5-6")
    assert editor.position.line == ("5-6",) and editor.position.turn == 0
    chip(view, "5-2")
    labels = [b.text() for b in view.option_buttons]
    assert labels == ["5-2@R"] or labels == ["5-2@L"]
    option(view, labels[0])
    assert len(editor.position.line) == 2 and editor.error == ""
    chip(view, "6-6")  # dealt to seat 1: not for the line
    assert view.option_buttons == [] and "no place" in view.note
    view.on_key_press(K.DELETE, 0)
    assert editor.position.line == ("5-6",)


def test_presets_and_players_change(app: App) -> None:
    view = classic_of(app)
    editor = view.editor
    deal_block(view)
    game, players, turn = view.setting_buttons
    click(view, players.rect.cx, players.rect.cy)
    assert len(editor.position.hands) == 3 and editor.position.hands[2] == ()
    assert editor.error  # seat 3 holds nothing yet
    view.on_key_press(K.PAGEDOWN, 0)
    assert editor.preset != "block"
    while editor.preset != "mexican-train":
        click(view, game.rect.cx, game.rect.cy)
    assert editor.tiles == 91 and editor.position.hands == ((),) * len(editor.position.hands)
    view.on_draw()
    assert len(view.chip_rects) == 91
    click(view, turn.rect.cx, turn.rect.cy)
    assert editor.position.turn == 0


def test_every_classic_scenario_of_the_tests_opens_and_saves_the_same(tmp_path: Path) -> None:
    files = sorted(CLASSIC.glob("*.json"))
    assert len(files) >= 40
    for path in files:
        original = json.loads(path.read_text("utf-8"))
        position = read_classic(path)
        out = tmp_path / path.name
        data = write_classic(out, position)
        assert main(["check", str(out)]) == 0, path
        set_top = parse_scenario(original).rules.set

        def tiles(listed: list[str], top: int = set_top) -> list[int]:
            return [parse_tile(t, top) for t in listed]

        for key in ("rules", "actions", "description"):
            assert data[key] == original[key], (path, key)
        assert [tiles(h) for h in data["hands"]] == [tiles(h) for h in original["hands"]]
        assert tiles(data.get("stock", [])) == tiles(original.get("stock", []))
        assert data.get("line", []) == original.get("line", [])
        for key in ("turn", "scores", "first", "markers", "lead", "round"):
            assert data.get(key) == original.get(key), (path, key)
        assert judge(parse_scenario(data)) == judge(parse_scenario(original))


def test_french_at_900_by_600(app: App) -> None:
    set_language("fr")
    view = classic_of(app)
    view.open_from(CLASSIC / "044-all-fives-spinner-placed-later.json")
    app.window.set_size(900, 600)
    for mode in (K.D, K.L, K.A):
        view.on_resize(900, 600)
        view.on_key_press(mode, 0)
        view.on_draw()
        rects = [b.rect for b in view.buttons] + [r for r, _ in view.chip_rects]
        for rect in rects:
            assert rect.left >= 0 and rect.right <= 900 and rect.top <= 600, rect
        assert view.panel.right <= 900
        for rect, _ in view.chip_rects:
            assert view.panel.left < rect.left and rect.right < view.panel.right
    assert view.mode_buttons[0].text() == "Donner (D)"
    assert TEXT[0] == "0-0"
    assert view.editor.position.owner(parse_tile("0-0", 6)) in (0, 1, STOCK, None)


def test_mexican_train_s_91_tiles_scroll_in_a_small_window(app: App) -> None:
    view = classic_of(app)
    view.open_from(CLASSIC / "067-mexican-train-round1-engine-12.json")
    app.window.set_size(900, 600)
    view.on_resize(900, 600)
    view.on_draw()
    rows, shown = view.chip_rows
    assert view.editor.tiles == 91 and shown < rows
    first = [t for _, t in view.chip_rects]
    assert first[0] == 0 and len(first) < 91
    area = view.chips_area
    for _ in range(rows):
        view.on_mouse_scroll(int(area.cx), int(area.cy), 0, -1)
        view.on_draw()
    last = [t for _, t in view.chip_rects]
    assert last[-1] == 90 and view.chip_row == rows - shown
    for rect, _ in view.chip_rects:
        assert rect.bottom >= area.bottom - 1 and rect.top <= area.top + 1
    assert view.row_rects  # the actions still have their rows


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1200)])
def test_the_titles_and_labels_are_whole(
    app: App, language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The title, the panel's heading, the buttons and the chips' key are whole (a shorter
    wording where the whole one has no room), never cut, and the key stays on the panel."""
    from conftest import texts_drawn

    from figures.ui.widgets.text import text

    set_language(language)
    view = classic_of(app)
    app.window.set_size(*size)
    view.on_resize(*app.window.get_size())
    shown = texts_drawn(view.on_draw, monkeypatch)
    labels = {b.text() for b in view.buttons}  # (a button's own "Open…")
    cut = [t for t in shown if t.endswith("…") and t not in labels]
    assert not cut, cut
    for button in view.buttons:
        if button.visible():
            words = button.text()
            assert text(words, 0, 0, size=button.size).content_width <= button.rect.width - 12
    placed: list[tuple[str, float, float]] = []
    real = arcade.Text.draw

    def spy(label: arcade.Text) -> None:
        placed.append((label.text, label.left, label.left + label.content_width))
        real(label)

    monkeypatch.setattr(arcade.Text, "draw", spy)
    view.on_draw()
    monkeypatch.setattr(arcade.Text, "draw", real)
    keys = [tr("editor.classic.stock"), tr("editor.classic.on_line")]
    drawn = [(t, left, right) for t, left, right in placed if t in keys]
    assert {t for t, _, _ in drawn} == set(keys)
    for words, left, right in drawn:  # the chips' key on the panel
        assert view.panel.left <= left and right <= view.panel.right - 6, (words, right)
