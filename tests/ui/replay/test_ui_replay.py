"""The replay screen, headless (ARCADE_HEADLESS=1): opened from the set-up (its button and R)
through the file dialog, a score sheet and a bad file refused in one line; stepped, paged,
jumped to a turn, Home and End, played on with Space, left with Esc; the colour end screen's
Replay; a classic game; French."""

from __future__ import annotations

import itertools
import os
import random
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from conftest import choose, play, settings  # noqa: E402

from figures.classic.bench import random_game  # noqa: E402
from figures.classic.records import save_record  # noqa: E402
from figures.colour.game import Game, Settings  # noqa: E402
from figures.colour.records import save_game  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.games import GAMES  # noqa: E402
from figures.sheet.files import SHEET_FORMAT  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.colour.end import EndView  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.replay.view import PACE, ReplayView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
K = arcade.key


def click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def colour_file(folder: Path) -> Path:
    game = play(Game(settings()), random.Random(3))
    path = folder / "colour-game.json"
    save_game(game, path)
    return path


def classic_file(folder: Path) -> Path:
    game, _ = random_game(GAMES["all-fives"].rules(2), 5, random.Random(5))
    path = folder / "fives.json"
    save_record(path, game)
    return path


def setup_of(app: App) -> SetupView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    return setup


def open_through_dialog(setup: SetupView, path: Path) -> None:
    assert setup.dialog is not None
    setup.on_text(str(path))
    setup.on_key_press(K.ENTER, 0)


def test_the_setup_button_opens_a_game_through_the_dialog(app: App, tmp_path: Path) -> None:
    path = colour_file(tmp_path)
    setup = setup_of(app)
    button = setup.replay_button
    assert button.visible() and button.text() == "Replay (R)"
    click(setup, button.rect.cx, button.rect.cy)
    assert setup.dialog is not None and setup.dialog.title == "replay.dialog.title"
    setup.on_draw()
    open_through_dialog(setup, path)
    view = app.window.current_view
    assert isinstance(view, ReplayView)
    assert view.title == "Colour figures · colour-game.json"
    assert view.position == 0 and len(view.replay) == 98
    view.on_draw()
    view.on_key_press(K.ESCAPE, 0)
    assert app.window.current_view is setup and setup.dialog is None


def test_r_opens_the_dialog_but_is_a_letter_in_a_name(app: App) -> None:
    setup = setup_of(app)
    field = setup.seats[0].name
    setup.focus(field)
    setup.on_key_press(K.R, 0)
    setup.on_text("r")
    assert setup.dialog is None and field.value.endswith("r")
    setup.focus(type(field)())
    setup.on_key_press(K.R, 0)
    setup.on_text("r")  # (the letter the key types, after it)
    assert setup.dialog is not None and setup.dialog.field.value == ""
    setup.on_text("r")
    assert setup.dialog.field.value == "r"


def test_a_score_sheet_or_a_bad_file_says_why_in_one_line(app: App, tmp_path: Path) -> None:
    sheet = tmp_path / "a-score-sheet.json"
    sheet.write_text(f'{{"format": "{SHEET_FORMAT}", "version": 1}}')
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "figures-game", "version": 99}')
    setup = setup_of(app)
    setup.on_key_press(K.R, 0)
    open_through_dialog(setup, sheet)
    assert setup.dialog is not None
    assert setup.dialog.error == (
        "This is a score sheet, not a game record: it has no moves to replay."
    )
    setup.dialog.field.value = ""
    open_through_dialog(setup, bad)
    assert setup.dialog is not None
    error = setup.dialog.error
    assert error.startswith("This file cannot be replayed: ") and "\n" not in error
    assert app.window.current_view is setup
    setup.on_draw()


def test_stepping_paging_jumping_and_playing_on(app: App, tmp_path: Path) -> None:
    setup = setup_of(app)
    setup.on_key_press(K.R, 0)
    open_through_dialog(setup, colour_file(tmp_path))
    view = app.window.current_view
    assert isinstance(view, ReplayView)
    replay = view.replay
    view.on_key_press(K.RIGHT, 0)
    view.on_key_press(K.RIGHT, 0)
    view.on_key_press(K.RIGHT, 0)
    assert view.position == 3
    assert view.current is not None and view.current.head == "P1 +2 (2 edges)"
    assert view.current.why == "2 edges = 2"
    assert view.last_mark() == (0, replay.steps[2].mark)
    assert len(view.state.board.placed) == 3  # type: ignore[union-attr]
    view.on_draw()
    view.on_key_press(K.LEFT, 0)
    assert view.position == 2 and view.current.what == "lays opening domino #72"
    view.on_key_press(K.PAGEDOWN, 0)  # at the end of the opening: turn 1's placement
    assert view.position == 3 and view.current.group == 1 and view.current.kind != "end"
    view.on_key_press(K.PAGEDOWN, 0)
    turn_2 = view.position
    assert view.current.group == 2 and view.current.kind != "end"
    view.on_key_press(K.PAGEUP, 0)
    assert view.position == 3
    view.on_key_press(K.PAGEUP, 0)
    assert view.position == 2
    assert turn_2 > 3
    # A turn's number, then Enter: its first move.
    view.on_text("5")
    assert view.typed == "5"
    view.on_draw()
    view.on_key_press(K.ENTER, 0)
    assert view.position == 11 and view.current.group == 5
    assert view.current.line == "P1 +1 (1 edge)"
    assert view.replay.scores_at(view.position) == (4, 5)
    view.on_text("999")
    view.on_key_press(K.ENTER, 0)
    assert view.position == 11 and view.note == "There is no turn 999"
    view.on_draw()
    view.on_key_press(K.END, 0)
    assert view.position == 98 and view.current.scores == replay.colour.outcome.scores  # type: ignore[union-attr]
    view.on_key_press(K.HOME, 0)
    assert view.position == 0 and view.current is None
    assert len(view.state.board.placed) == 0  # type: ignore[union-attr]
    view.on_draw()
    # A click on a move of the list.
    rect, position = view.row_rects[6]
    click(view, rect.cx, rect.cy)
    assert view.position == position == 7
    # Space plays on at a steady pace, and only then is the screen animating.
    assert not view.animating()
    view.on_key_press(K.SPACE, 0)
    assert view.animating()
    view.on_update(PACE * 0.5)
    assert view.position == 7
    view.on_update(PACE * 0.6)
    assert view.position == 8
    view.on_update(PACE * 2.01)
    assert view.position == 10
    view.on_key_press(K.SPACE, 0)
    assert not view.animating()
    view.on_update(PACE * 3)
    assert view.position == 10
    view.on_key_press(K.END, 0)
    view.on_key_press(K.SPACE, 0)  # at the end: from the start again
    assert view.position == 0 and view.animating()
    view.on_key_press(K.ESCAPE, 0)
    assert app.window.current_view is setup and not view.animating()


def test_a_classic_game(app: App, tmp_path: Path) -> None:
    setup = setup_of(app)
    setup.on_key_press(K.R, 0)
    open_through_dialog(setup, classic_file(tmp_path))
    view = app.window.current_view
    assert isinstance(view, ReplayView)
    assert view.title == "All Fives · fives.json"
    assert view.classic_table is not None
    for _ in range(6):
        view.on_key_press(K.RIGHT, 0)
    assert view.current is not None
    assert view.current.head == "Player 1: 2-5 on the right end"
    assert view.current.why == "the ends count 10: +10"
    assert view.last_mark() == (0, view.current.mark)
    assert len(view.classic_table.scene.pieces) == 6
    view.on_draw()
    view.on_key_press(K.PAGEDOWN, 0)  # the end of round 1
    assert view.current.kind == "round"
    assert view.current.why == "Player 1 went out; points: Player 1 +20"
    view.on_text("3")
    view.on_key_press(K.ENTER, 0)
    assert view.current.group == 3 and view.current.kind == "lead"
    assert view.last_mark() == (view.current.seat, view.current.mark)
    assert len(view.classic_table.scene.pieces) == 1
    view.on_draw()
    view.on_key_press(K.END, 0)
    assert view.current.why.endswith("The game is over: Player 1 won")
    view.on_draw()


def test_french(app: App, tmp_path: Path) -> None:
    set_language("fr")
    setup = setup_of(app)
    assert setup.replay_button.text() == "Revoir (R)"
    setup.on_key_press(K.R, 0)
    open_through_dialog(setup, colour_file(tmp_path))
    view = app.window.current_view
    assert isinstance(view, ReplayView)
    view.on_text("5")
    view.on_key_press(K.ENTER, 0)
    view.on_key_press(K.RIGHT, 0)
    assert view.current is not None
    assert view.current.head == "P1 +2 −4 (1 bord + fermée 1)"
    assert (
        view.current.why == "1 bord + ferme un bleu de 1 = 2, − 4 payés\u00a0: −2\u202f; pioche 2"
    )
    assert view.unit == "tour"
    view.on_text("999")
    view.on_key_press(K.ENTER, 0)
    assert view.note == "Il n'y a pas de tour 999"
    view.on_draw()


def test_the_colour_end_screen_replays_the_game_just_finished(app: App, tmp_path: Path) -> None:
    seats = (PlayerSpec("Ann"), PlayerSpec("Computer", "easy"))
    match = Match.new(Settings(seats, 60, 3, 0), autosave=tmp_path / "autosave.json")
    rng = random.Random(3)
    while not match.is_over:
        match.apply(choose(match.game, rng))
    end = EndView(app, match)
    app.window.show_view(end)
    end.on_draw()
    button = end.buttons[-1]
    assert button.label() == "Replay (R)"
    assert button.rect.right <= app.window.width - 30
    click(end, button.rect.cx, button.rect.cy)
    view = app.window.current_view
    assert isinstance(view, ReplayView)
    assert view.replay.names == ("Ann", "Computer") and view.title == "Colour figures"
    assert len(view.replay) == len(match.game.actions)
    view.on_key_press(K.END, 0)
    assert view.replay.scores_at(view.position) == match.game.outcome.scores  # type: ignore[union-attr]
    winner = view.replay.names[match.game.outcome.winners[0]]  # type: ignore[union-attr]
    assert view.replay.over_text() == f"The game is over: {winner} won."
    view.on_draw()
    view.on_key_press(K.ESCAPE, 0)
    assert app.window.current_view is end
    end.on_key_press(K.R, 0)
    assert isinstance(app.window.current_view, ReplayView)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_setup_bottom_row_keeps_every_label_whole(app: App, language: str) -> None:
    """With the replay's button, every button of the set-up's bottom row shows its whole
    label and none overlaps the next (the headless window keeps its size: the small window,
    where Open says "Open…", was looked at under Xvfb)."""
    from figures.ui.widgets.text import text

    set_language(language)
    setup = setup_of(app)
    row = [
        setup.open_button,
        setup.replay_button,
        setup.rules_button,
        setup.stats_button,
        setup.sheet_button,
        setup.start_button,
    ]
    for button, after in itertools.pairwise(row):
        assert button.rect.right <= after.rect.left, button.text()
    for button in row[:-1]:
        assert text(button.text(), 0, 0).content_width + 16 <= button.rect.width, button.text()
    assert setup.open_button.text() == tr("setup.open")
    assert setup.replay_button.text() == ("Revoir (R)" if language == "fr" else "Replay (R)")
