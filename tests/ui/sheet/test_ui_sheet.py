"""The score sheet's screen, headless (ARCADE_HEADLESS=1): started from the set-up with K,
rounds and turns entered (through the sheet, as the forms hand them), the standings and what
each side needs, whose turn it is (Mexican Train's engine), undo and redo, a past round edited
and every later total changed, All Fives points in play, the autosave after every change and
its resumption at the next launch, save, open and CSV export (the files
:mod:`figures.sheet.files` writes), the finished sheet's ranking, French."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.app.options import Options  # noqa: E402
from figures.app.storage import sheet_path  # noqa: E402
from figures.classic.rules import Rules  # noqa: E402
from figures.sheet import files  # noqa: E402
from figures.sheet.model import (  # noqa: E402
    ClassicRound,
    ColourTurn,
    Placement,
    Remaining,
    Sheet,
)
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.rules.view import RulesView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.sheet.view import BIG, SheetView, ranks  # noqa: E402
from figures.ui.shell.app import App, FiguresWindow  # noqa: E402

K = arcade.key


def key(view: Any, symbol: int, modifiers: int = 0) -> None:
    view.on_key_press(symbol, modifiers)
    view.on_key_release(symbol, modifiers)


def sheet_view(app: App) -> SheetView:
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    return view


def show(app: App, sheet: Sheet) -> SheetView:
    app.show_sheet(sheet)
    return sheet_view(app)


def enter(view: SheetView, entry: ClassicRound | ColourTurn, editing: int | None = None) -> None:
    """An entry handed to the screen as a form hands it (its ``submit``)."""
    assert view.submit_entry(editing)(entry) is None
    view.on_draw()


def out(seat: int, *pips: int) -> ClassicRound:
    return ClassicRound("out", seat, tuple(Remaining(p) for p in pips))


def saved(app: App) -> Sheet:
    path = app.sheet_autosave
    assert path is not None and path.exists()
    return files.load(path)


def draw_game() -> Sheet:
    return Sheet.classic(Rules.preset("draw", 2), ["Ann", "Bob"], 0)


# --------------------------------------------------------------------------- from the set-up


def test_k_on_the_set_up_starts_a_sheet_of_the_game_chosen_with_its_names(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.choose("all-fives")
    pane = setup.pane
    pane.seats[0].name.value = "Ann"  # type: ignore[attr-defined]
    pane.seats[1].name.value = "Bob"  # type: ignore[attr-defined]
    setup.on_draw()
    assert setup.sheet_button.label() == "Keep score of a table game (K)"
    key(setup, K.K)
    view = sheet_view(app)
    assert view.sheet.game == "all-fives"
    assert view.sheet.players == ("Ann", "Bob")
    assert view.status() == "Score sheet: All Fives"
    # Saved at once, beside the game's autosave, named after its slot.
    assert app.sheet_autosave == app.autosave.with_name("sheet.json")  # type: ignore[union-attr]
    assert saved(app).players == ("Ann", "Bob")


def test_the_sheet_autosave_follows_the_window_s_slot(tmp_path: Path) -> None:
    assert sheet_path(tmp_path / "autosave.json") == tmp_path / "sheet.json"
    assert sheet_path(tmp_path / "autosave-2.json") == tmp_path / "sheet-2.json"


def test_a_colour_sheet_from_the_set_up_has_its_target_and_first_player(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.target = 90
    setup.on_draw()
    key(setup, K.K)
    view = sheet_view(app)
    assert view.sheet.game == "colour" and view.sheet.target == 90
    assert view.sheet.players == ("@you", "@computer") and view.sheet.first == 0
    assert view.turn_words() == "Turn 1 — your turn"  # (the set-up's default names)
    assert view.needs_words(0) == "needs 90"


# --------------------------------------------------------------------------- rounds entered


def test_rounds_entered_show_scores_needs_and_the_leader(app: App) -> None:
    view = show(app, draw_game())
    assert view.turn_words() == "Round 1 — the highest double leads"
    enter(view, out(0, 0, 23))  # Ann went out, Bob holds 23: Ann scores them
    assert view.sheet.scores == (23, 0)
    assert view.turn_words() == "Round 2 — Ann leads (any tile)"
    assert view.needs_words(0) == "needs 77" and view.needs_words(1) == "needs 100"
    assert view.target_words() == "to 100"
    assert leaders_of(view) == [0]
    enter(view, out(1, 31, 0))  # Bob went out, Ann holds 31
    assert view.sheet.scores == (23, 31)
    assert leaders_of(view) == [1]
    assert [line.number for line in view.sheet.lines] == [1, 2]
    assert saved(app).scores == (23, 31)  # autosaved after each entry


def leaders_of(view: SheetView) -> list[int]:
    from figures.ui.sheet.view import leaders

    return leaders(view.sheet)


def test_undo_and_redo_from_the_keys_and_a_refused_undo_said(app: App) -> None:
    view = show(app, draw_game())
    key(view, K.Z, K.MOD_CTRL)
    assert view.message.live() == "Nothing to undo: the sheet is empty."
    enter(view, out(0, 0, 23))
    enter(view, out(1, 31, 0))
    key(view, K.Z, K.MOD_CTRL)
    assert view.sheet.scores == (23, 0) and saved(app).scores == (23, 0)
    key(view, K.Y, K.MOD_CTRL)
    assert view.sheet.scores == (23, 31) and saved(app).scores == (23, 31)
    key(view, K.Y, K.MOD_CTRL)
    assert view.message.live() == "Nothing to redo."


def test_a_past_round_edited_changes_every_later_total(app: App) -> None:
    view = show(app, draw_game())
    for entry in (out(0, 0, 23), out(1, 31, 0), out(0, 0, 12)):
        enter(view, entry)
    assert view.sheet.scores == (35, 31)
    key(view, K.UP)  # the last row
    key(view, K.UP)
    key(view, K.UP)
    assert view.selected == 0
    enter(view, out(0, 0, 44), editing=0)  # Bob held 44 in round 1, not 23
    assert [line.scores for line in view.sheet.lines] == [(44, 0), (44, 31), (56, 31)]
    assert saved(app).scores == (56, 31)
    # Ctrl+Z takes back the edit (not the last round), Ctrl+Y makes it again
    key(view, K.Z, K.MOD_CTRL)
    assert [line.scores for line in view.sheet.lines] == [(23, 0), (23, 31), (35, 31)]
    key(view, K.Y, K.MOD_CTRL)
    assert saved(app).scores == (56, 31)
    # A change the sheet refuses is the form's one line; nothing changes.
    assert view.submit_entry(0)(out(0, 5, 44)) == "Round 1: Ann went out, so holds no tile"
    assert view.sheet.scores == (56, 31)
    # in the player's language, from the refusal's code and values
    set_language("fr")
    assert view.submit_entry(0)(out(0, 5, 44)) == (
        "Manche 1\u00a0: Ann a fini ses dominos et n'en a donc plus"
    )
    # an edit after which the game would be over before a later round
    assert view.submit_entry(0)(out(0, 0, 120)) == (
        "Manche 2\u00a0: la partie serait finie avant cette saisie\u00a0: "
        "annulez d'abord les suivantes"
    )
    assert view.sheet.scores == (56, 31)


def test_the_table_scrolls_to_the_row_chosen(app: App) -> None:
    sheet = Sheet.colour(["Ann", "Bob"], 240, 0)
    view = show(app, sheet)
    for _ in range(60):
        enter(view, ColourTurn((Placement(points=1),)))
    shown = view.visible_rows()
    assert shown < 60
    assert view.first_row() == 60 - shown  # the latest rows
    key(view, K.UP)
    assert view.selected == 59
    key(view, K.PAGEUP)
    key(view, K.PAGEUP)
    key(view, K.PAGEUP)
    assert view.selected == max(0, 59 - 3 * shown)
    assert view.first_row() == view.selected
    key(view, K.ESCAPE)  # the row let go, the screen stays
    assert view.selected is None and app.window.current_view is view


def test_a_sheet_of_one_round_says_it_in_the_singular(app: App) -> None:
    """A target of one round: "1 round" and "The round is played", never "1 rounds" (nor in
    French "1 manches" or "Les 1 manches sont jouées")."""
    from dataclasses import replace

    from figures.core.match import Target

    rules = replace(Rules.preset("block", 2), target=Target("rounds", 1))
    view = show(app, Sheet.classic(rules, ["Ann", "Bea"], 0))
    assert view.target_words() == "1 round"
    enter(view, out(0, 0, 12))
    assert view.sheet.over and view.end_reason() == "The round is played."
    set_language("fr")
    try:
        assert view.target_words() == "1 manche"
        assert view.end_reason() == "La manche est jouée."
    finally:
        set_language("en")


# --------------------------------------------------------------------------- the games' own


def test_mexican_train_shows_the_engine_and_who_starts(app: App) -> None:
    sheet = Sheet.classic(Rules.preset("mexican-train", 3), ["Ann", "Bea", "Cy"], 1)
    view = show(app, sheet)
    assert view.turn_words() == "Round 1 — engine 12-12: Bea starts"
    assert view.turn_rect.height >= 120  # room for the engine drawn big
    enter(view, out(1, 12, 0, 30))
    assert view.turn_words() == "Round 2 — engine 11-11: Cy starts"
    assert view.sheet.scores == (12, 0, 30)
    assert view.needs_words(0) == "12 rounds left"
    assert view.target_words() == "13 rounds, the lowest total wins"
    assert leaders_of(view) == [1]  # the lowest total leads


def test_all_fives_points_in_play_count_at_once(app: App) -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), ["Ann", "Bob"], 0)
    view = show(app, sheet)
    assert view.submit_in_play(0, 15) is None
    assert view.submit_in_play(1, 10) is None
    assert view.submit_in_play(0, 7) == "points in play are multiples of 5, not 7"
    view.on_draw()
    assert view.sheet.live_scores == (15, 10)
    assert view.needs_words(0) == "needs 235"
    assert saved(app).pending == [(0, 15), (1, 10)]  # (kept in the autosave too)
    # Ending the round counts the points in play with it.
    view.sheet.end_round("out", 0, (Remaining(0), Remaining(12)))
    view.changed()
    assert view.sheet.lines[0].in_play == (15, 10)
    assert view.sheet.scores == (15 + 10, 10)
    # Reaching 250 in play ends the game at once.
    assert view.submit_in_play(0, 225) is None
    view.on_draw()
    assert view.sheet.over and view.end_title() == "Ann wins"
    assert view.end_reason() == "250 was reached in play: the game ends at once."


def test_the_colour_game_turn_by_turn_with_its_bonus_and_payment(app: App) -> None:
    view = show(app, Sheet.colour(["Ann", "Bob"], 60, 0))
    enter(view, ColourTurn((Placement(edges=4, closed=(3,)),)))
    enter(view, ColourTurn())
    line = view.sheet.lines[0]
    assert view.turn_words() == "Turn 3 — Ann plays"
    from figures.app.sheet_session import row_words

    assert row_words(view.sheet, 1) == "Bob · no placement"
    assert row_words(view.sheet, 0).startswith("Ann · 1 placement")
    assert view.sheet.scores[0] == line.scores[0] > 0
    enter(view, ColourTurn((Placement(points=10), Placement(points=5))))
    assert view.sheet.lines[2].paid == 4
    assert "−4 paid" in row_words(view.sheet, 2)
    assert view.sheet.scores[0] == line.scores[0] + 10 + 5 - 4


# --------------------------------------------------------------------------- files


def test_the_unfinished_sheet_is_resumed_from_the_set_up_at_the_next_launch(
    app: App, window: FiguresWindow
) -> None:
    view = show(app, draw_game())
    enter(view, out(0, 0, 23))
    enter(view, out(1, 31, 0))
    again = App(window, Options(), autosave=app.autosave)
    again.show_setup(offer_resume=True)
    setup = window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    assert setup.sheet_button.label() == "Resume the score sheet (K)"
    assert setup.sheet_summary() == "Score sheet under way: Draw game, round 3"
    key(setup, K.K)
    resumed = sheet_view(again)
    assert resumed.sheet.scores == (23, 31) and len(resumed.sheet.entries) == 2


def test_a_new_sheet_over_an_unfinished_one_keeps_it_in_the_saves_folder(
    app: App, tmp_path: Path
) -> None:
    view = show(app, draw_game())
    enter(view, out(0, 0, 23))
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    key(setup, K.K, K.MOD_SHIFT)  # Shift+K: a new sheet
    fresh = sheet_view(app)
    assert not fresh.sheet.entries
    kept = list((tmp_path / "saves").glob("unfinished-sheet-*.json"))
    assert len(kept) == 1 and files.load(kept[0]).scores == (23, 0)


def test_save_open_and_export_write_what_the_sheet_files_write(app: App, tmp_path: Path) -> None:
    view = show(app, draw_game())
    enter(view, out(0, 0, 23))
    enter(view, out(1, 31, 0))
    assert view.save_to(tmp_path / "mine.json") is None
    files.save(view.sheet, tmp_path / "reference.json")
    assert (tmp_path / "mine.json").read_bytes() == (tmp_path / "reference.json").read_bytes()
    assert view.message.live() == f"Sheet saved to {tmp_path / 'mine.json'}"
    assert view.export_to(tmp_path / "table.csv") is None
    assert (tmp_path / "table.csv").read_text() == files.to_csv(view.sheet)
    # Open: the sheet on a new screen.
    other = Sheet.colour(["Cy", "Dee"], 60, 1)
    files.save(other, tmp_path / "other.json")
    assert view.open_from(tmp_path / "other.json") is None
    opened = sheet_view(app)
    assert opened.sheet.players == ("Cy", "Dee") and saved(app).players == ("Cy", "Dee")
    # A bad file is one line, nothing changes.
    data = json.loads((tmp_path / "mine.json").read_text())
    data["rounds"][1]["scores"] = [23, 99]
    (tmp_path / "bad.json").write_text(json.dumps(data))
    error = opened.open_from(tmp_path / "bad.json")
    assert error is not None and "\n" not in error and "rounds[1].scores" in error
    (tmp_path / "junk.json").write_text("{not json")
    assert opened.open_from(tmp_path / "junk.json")
    assert app.window.current_view is opened


def test_the_set_up_s_open_also_opens_a_sheet(app: App, tmp_path: Path) -> None:
    sheet = draw_game()
    sheet.add(out(0, 0, 23))
    files.save(sheet, tmp_path / "table.json")
    assert app.open_game(tmp_path / "table.json") is None
    assert sheet_view(app).sheet.scores == (23, 0)


# --------------------------------------------------------------------------- the end


def test_a_finished_sheet_shows_the_ranking_and_starts_again_with_the_same_players(
    app: App,
) -> None:
    view = show(app, draw_game())
    enter(view, out(0, 0, 60))  # Ann 60
    enter(view, out(0, 0, 40))  # Ann 100: the target
    assert view.sheet.over
    assert view.end_title() == "Ann wins"
    assert view.end_reason() == "The target of 100 was reached."
    assert view.sheet.ranking() == [0, 1] and ranks(view.sheet) == {0: 1, 1: 2}
    assert view.needs_words(0) == ""
    assert [b.label() for b in view.end_buttons] == [
        "New sheet, same players (N)",
        "Set-up (Esc)",
        "See the rounds (T)",
    ]
    key(view, K.T)
    assert view.show_rounds
    key(view, K.N)
    fresh = sheet_view(app)
    assert fresh is not view and fresh.sheet.players == ("Ann", "Bob") and not fresh.sheet.entries


def test_tied_sides_share_their_rank(app: App) -> None:
    sheet = Sheet.colour(["Ann", "Bob", "Cy"], 60, 0)
    view = show(app, sheet)
    enter(view, ColourTurn((Placement(points=5),)))
    enter(view, ColourTurn((Placement(points=5),)))
    enter(view, ColourTurn((Placement(points=2),)))
    key(view, K.A)  # every domino placed
    assert view.sheet.over
    assert ranks(view.sheet) == {0: 1, 1: 1, 2: 3}
    assert view.end_title() == "Ann, Bob share the win"
    assert view.end_reason() == "Every domino was placed."


# --------------------------------------------------------------------------- keys and looks


def test_rules_from_the_sheet_are_the_game_s(app: App) -> None:
    view = show(app, draw_game())
    key(view, K.R)
    rules = app.window.current_view
    assert isinstance(rules, RulesView)
    assert rules.game == "classic"


def test_without_forms_or_with_nothing_chosen_the_keys_say_why(app: App) -> None:
    view = show(app, draw_game())
    key(view, K.E)
    assert view.message.live() == "Choose a row with ↑ and ↓ first."
    key(view, K.F)
    assert view.message.live() == "This game scores nothing in play."


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_layout_keeps_big_digits_and_a_large_form(app: App, size: tuple[int, int]) -> None:
    app.window.on_resize(*size)
    view = show(app, Sheet.classic(Rules.preset("all-fives", 4), ["A", "B", "C", "D"], 0))
    view.on_resize(*size)
    assert BIG >= 48
    assert view.form_rect.width >= 720 and view.form_rect.height >= 440
    assert view.form_rect.left >= 0 and view.form_rect.top <= size[1]
    assert view.standings.top <= size[1] - 44 and view.table_rect.bottom > 0
    assert view.standings.bottom > view.turn_rect.top > view.table_rect.top
    view.on_draw()


def test_french(app: App) -> None:
    set_language("fr")
    view = show(app, Sheet.classic(Rules.preset("mexican-train", 3), ["Ann", "Bea", "Cy"], 0))
    assert view.turn_words() == "Manche 1 — double de départ 12-12\u00a0: Ann commence"
    assert view.needs_words(0) == "13 manches restantes"
    assert view.status() == "Feuille de score\u00a0: Train mexicain"
    key(view, K.Z, K.MOD_CTRL)
    assert view.message.live() == "Rien à annuler\u00a0: la feuille est vide."
    enter(view, out(0, 0, 5, 9))
    key(view, K.Z, K.MOD_CTRL)
    assert view.message.live() == "Annulé."


# --------------------------------------------------------------------------- through the forms


def typed(view: SheetView, content: str) -> None:
    for char in content:
        view.on_text(char)


def test_a_round_entered_through_the_form_opened_with_n(app: App) -> None:
    view = show(app, Sheet.classic(Rules.preset("draw", 3), ["Ann", "Bob", "Cy"], 0))
    key(view, K.N)
    assert view.form is not None
    view.on_draw()  # the form over the dimmed sheet
    typed(view, "2")  # Bob went out: the hands, Ann's field first
    typed(view, "12")
    key(view, K.TAB)
    typed(view, "7")
    key(view, K.ENTER)
    assert view.form is None  # taken: the form closed
    assert view.sheet.scores == (0, 19, 0)  # the others' 12 + 7 pips
    assert saved(app).scores == (0, 19, 0)
    # The round edited through the form: Up chooses it, E opens it filled in.
    key(view, K.UP)
    key(view, K.E)
    form = view.form
    assert form is not None
    for _ in range(3):  # Tab to Cy's field
        if form.focus is not form.pips[2]:
            key(view, K.TAB)
    assert form.focus is form.pips[2]
    typed(view, "17")  # Cy held 17, not 7
    key(view, K.ENTER)
    assert view.form is None
    assert view.sheet.scores == (0, 29, 0)
    # Esc in a form closes it; the sheet is as it was.
    key(view, K.N)
    key(view, K.ESCAPE)
    assert view.form is None and view.sheet.scores == (0, 29, 0)


def test_points_in_play_through_the_form_opened_with_f(app: App) -> None:
    view = show(app, Sheet.classic(Rules.preset("all-fives", 2), ["Ann", "Bob"], 0))
    key(view, K.F)
    assert view.form is not None
    typed(view, "2")  # Bob
    typed(view, "15")
    key(view, K.ENTER)
    assert view.form is None
    assert view.sheet.live_scores == (0, 15) and view.sheet.pending == [(1, 15)]
    view.on_draw()
    key(view, K.Z, K.MOD_CTRL)  # the points in play taken back first
    assert view.sheet.pending == []


def test_a_colour_turn_through_the_form(app: App) -> None:
    view = show(app, Sheet.colour(["Ann", "Bob"], 60, 0))
    key(view, K.ENTER)  # Enter opens the form too
    assert view.form is not None
    typed(view, "3")  # three edges
    key(view, K.ENTER)
    assert view.form is None, getattr(view.form, "message", "")
    assert view.sheet.lines[0].seat == 0 and view.sheet.scores[0] > 0


def test_the_sheet_dialogs_say_what_they_save_and_the_export_is_csv(
    app: App, tmp_path: Path
) -> None:
    view = show(app, draw_game())
    key(view, K.X)
    assert view.dialog is not None
    assert view.dialog.title == "sheet.file.export.title"
    view.dialog.field.value = str(tmp_path / "table")
    view.dialog.submit()
    assert view.dialog is None
    assert (tmp_path / "table.csv").read_text() == files.to_csv(view.sheet)
    view.open_save()
    assert view.dialog is not None and view.dialog.title == "sheet.file.save.title"
    assert view.dialog.field.value.endswith(".json")
    assert Path(view.dialog.field.value).name.startswith("sheet-")


def test_the_letter_of_the_key_that_opens_a_form_or_a_dialog_is_not_typed_in_it(
    app: App,
) -> None:
    view = show(app, draw_game())
    key(view, K.X)  # Export: the dialog's suggested name, selected
    assert view.dialog is not None
    name = view.dialog.field.value
    assert name.endswith(".csv")
    view.on_text("x")  # the text event of the same key
    assert view.dialog.field.value == name
    key(view, K.ESCAPE)
    assert view.dialog is None
    key(view, K.N)
    view.on_text("n")
    typed(view, "1")  # the choice the form waits for: Ann went out
    assert view.form is not None and view.form.how == "out" and view.form.seat == 0


def test_every_text_the_screen_builds_from_a_name_exists_in_both_languages() -> None:
    from figures.texts.i18n import message_id, sources

    keys = [f"sheet.turn.{how}" for how in ("rule", "seat", "lot")]
    keys += [f"sheet.turn.engine.{how}" for how in ("rule", "seat", "lot")]
    keys += ["sheet.turn.colour", "sheet.how.out", "sheet.end.you"]
    keys += [f"sheet.how.{how}" for how in ("out", "blocked", "target")]
    keys += [f"sheet.end.how.{how}" for how in ("target", "all-placed", "blocked")]
    for name in ("sheet_round", "sheet_turn", "sheet_in_play", "sheet_export", "sheet_rules"):
        keys += [f"button.{name}", f"button.{name}.short"]
    for text_key in keys:
        for language in ("en", "fr"):
            assert message_id(text_key) in sources(language), text_key


def test_the_default_name_you_reads_as_you(app: App) -> None:
    view = show(app, Sheet.classic(Rules.preset("draw", 2), ["You", "Computer"], 0))
    enter(view, out(0, 0, 23))
    from figures.app.sheet_session import row_words

    assert view.turn_words() == "Round 2 — you lead (any tile)"
    assert row_words(view.sheet, 0) == "you went out"
    colour = show(app, Sheet.colour(["You", "Bea"], 60, 0))
    assert colour.turn_words() == "Turn 1 — your turn"


def click(view: SheetView, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)


def test_a_row_clicked_is_chosen_and_clicked_again_edited(app: App) -> None:
    view = show(app, draw_game())
    enter(view, out(0, 0, 23))
    enter(view, out(1, 31, 0))
    top = view.table_rect.top - 12 - 26  # under the headings: the first row
    click(view, view.table_rect.cx, top - 13 - 26)  # the second row
    assert view.selected == 1
    click(view, view.table_rect.cx, top - 13 - 26)
    assert view.form is not None  # round 2's form, filled in
    key(view, K.ESCAPE)
    key(view, K.ESCAPE)
    assert view.form is None


def test_the_bar_s_buttons_and_set_up_and_back(app: App) -> None:
    view = show(app, draw_game())
    enter(view, out(0, 0, 23))
    view.top_bar.arrange(view.status())
    undo = view.top_bar.button("undo")
    click(view, undo.rect.cx, undo.rect.cy)
    assert not view.sheet.entries
    redo = view.top_bar.button("redo")
    click(view, redo.rect.cx, redo.rect.cy)
    assert view.sheet.scores == (23, 0)
    setup_button = view.top_bar.button("setup")
    click(view, setup_button.rect.cx, setup_button.rect.cy)
    setup = app.window.current_view
    assert isinstance(setup, SetupView) and setup.sheet_resume is not None
    assert setup.sheet_resume.scores == (23, 0)
    click(setup, setup.sheet_button.rect.cx, setup.sheet_button.rect.cy)  # type: ignore[arg-type]
    assert sheet_view(app).sheet.scores == (23, 0)


def test_a_sheet_autosave_that_cannot_be_read_is_set_aside_and_said(
    app: App, tmp_path: Path
) -> None:
    (tmp_path / "sheet.json").write_text('{"format": "figures-sheet", "version": 1}')
    app.show_setup(offer_resume=True)
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    assert setup.sheet_resume is None
    assert not (tmp_path / "sheet.json").exists()
    aside = list(tmp_path.glob("sheet.bad-*.json"))
    assert len(aside) == 1
    assert app.note.startswith("The score sheet in progress could not be read (")
    assert app.note.endswith(f"it was renamed {aside[0].name}.")
    setup.on_draw()


def test_the_sheet_of_a_second_window_that_is_gone_is_kept_by_the_first(
    window: FiguresWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from figures.app.storage import Claim

    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    set_language("en")
    left = draw_game()
    left.add(out(0, 0, 23))
    files.save(left, tmp_path / "sheet-2.json")  # the second window's, closed since
    first = App(window, Options(), autosave=tmp_path / "autosave.json")
    first.settle_in(Claim(tmp_path / "autosave.json", None, 1))
    assert not (tmp_path / "sheet-2.json").exists()
    (kept,) = list((tmp_path / "saves").glob("unfinished-sheet-*.json"))
    assert files.load(kept).scores == (23, 0)
    assert first.note == f"The unfinished sheet was kept as {kept.name}."


def test_old_temporary_files_of_the_sheets_are_removed_at_start(tmp_path: Path) -> None:
    from figures.app.storage import remove_leftovers

    saves = tmp_path / "saves"
    saves.mkdir()
    old = time.time() - 3600
    ours = [
        tmp_path / ".sheet.json.k3j_x9q2.tmp",
        tmp_path / ".sheet-2.json.ab12cd34.tmp",
        saves / ".sheet-20261201-101010.csv.ab12cd34.tmp",
    ]
    kept = [tmp_path / ".sheets.json.ab12cd34.tmp", tmp_path / "sheet.json"]
    for path in ours + kept:
        path.write_text("{")
        os.utime(path, (old, old))
    assert sorted(remove_leftovers(tmp_path / "autosave.json")) == sorted(ours)
    assert all(p.exists() for p in kept)


def test_the_screen_animates_only_while_a_message_shows(app: App) -> None:
    view = show(app, draw_game())
    view.message.toast = None
    assert not view.animating()
    view.say("hello")
    assert view.animating()
    view.message.toast = ("hello", time.monotonic() - 60)
    view.on_draw()  # the message's time is up: forgotten as the screen draws
    assert not view.animating()


def test_p_changes_who_starts_before_the_first_entry(app: App) -> None:
    from figures.classic.rules import Rules
    from figures.sheet import Sheet

    view = show(app, Sheet.classic(Rules.preset("mexican-train", 4), ["Ada", "Bob", "Cy", "Di"]))
    assert view.turn_words() == "Round 1 — engine 12-12: Ada starts"
    key(view, K.P)
    assert view.turn_words() == "Round 1 — engine 12-12: Bob starts"
    assert saved(app).first == 1
    key(view, K.Z, K.MOD_CTRL)
    assert view.sheet.first == 0
    enter(view, out(1, 34, 0, 0, 51))
    key(view, K.P)  # once a round is entered, who started is kept
    assert view.sheet.first == 0
    # a game led by the highest double: nobody to choose
    draw = show(app, Sheet.classic(Rules.preset("draw", 2), ["Ada", "Bob"]))
    key(draw, K.P)
    assert draw.sheet.first == 0 and not draw.sheet.can_undo


def test_the_colour_game_says_when_the_last_round_of_turns_is_played(app: App) -> None:
    from figures.sheet import ColourTurn, Placement, Sheet

    view = show(app, Sheet.colour(["Ada", "Bob"], 60))
    enter(view, ColourTurn((Placement(points=61),)))
    assert view.turn_words() == "Turn 2 — Bob plays · last round: Ada reached 60"


def test_the_rules_opened_from_the_sheet_do_not_say_computers_wait(app: App) -> None:
    view = show(app, draw_game())
    key(view, K.R)
    rules = app.window.current_view
    assert rules.back_view is view
    assert not any("computer" in note for note in rules.notes())


def test_the_rules_opened_from_the_set_up_do_not_say_computers_wait(app: App) -> None:
    from figures.ui.setup.view import SetupView

    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.show_rules()
    rules = app.window.current_view
    assert not any("computer" in note for note in rules.notes())
