"""Statistics in the app: a game that ends on screen (either family) is recorded once in the
statistics beside its autosave, never a finished game opened again, and a failure there never
reaches the game; the statistics page shows a player's real figures, in English and French;
the set-up's button (and S) opens it over the set-up, and its Sound row sets the volume and
mute. Headless (ARCADE_HEADLESS=1)."""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from conftest import choose  # noqa: E402

from figures.analysis import stats  # noqa: E402
from figures.app import storage  # noqa: E402
from figures.app.autosave import flush_autosaves  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.colour.game import Settings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.texts.i18n import tr  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell import sound  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.stats.view import StatsView  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
K = arcade.key


def click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def colour_match(folder: Path, seed: int = 3, level: str = "easy", flush: bool = True) -> Match:
    """A colour game of Ann's against a computer, played to its end through the match."""
    seats = (PlayerSpec("Ann"), PlayerSpec("Computer", level))
    match = Match.new(Settings(seats, 60, seed, 0), autosave=folder / "autosave.json")
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(choose(match.game, rng))
    if flush:
        flush_autosaves(timeout=None)  # (the statistics are written by a thread of their own)
    return match


def classic_match(folder: Path, seed: int = 3, level: str = "hard") -> ClassicMatch:
    """An All Fives game of Ann's against a computer, played to its end through the match."""
    seats = (PlayerSpec("Ann"), PlayerSpec("Computer", level))
    match = ClassicMatch.new(
        ClassicSettings("all-fives", seats, seed), autosave=folder / "autosave.json"
    )
    rng = random.Random(seed)
    while not match.is_over:
        if match.round_end is not None:
            match.next_round()
        match.apply(rng.choice(match.legal()))
    flush_autosaves(timeout=None)
    return match


# --------------------------------------------------------------------------- recording


def test_a_colour_game_ended_in_the_app_is_recorded_once(tmp_path: Path) -> None:
    match = colour_match(tmp_path)
    recorded = stats.load(tmp_path).games
    assert [g.id for g in recorded] == [match.stats_id] and match.stats_error is None
    assert recorded[0].seats[0].name == "Ann" and recorded[0].scores == (61, 64)
    match.undo()  # the end taken back and played again: still one game
    while not match.is_over:
        match.redo()
    flush_autosaves(timeout=None)
    assert [g.id for g in stats.load(tmp_path).games] == [match.stats_id]


def test_the_statistics_are_written_off_the_game_s_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started, release = threading.Event(), threading.Event()
    keep = stats.keep

    def slow(*args: Any) -> None:
        started.set()
        release.wait(10)
        keep(*args)

    monkeypatch.setattr(stats, "keep", slow)
    match = colour_match(tmp_path, flush=False)  # (the last action returned at once)
    assert started.wait(10) and match.is_over and not (tmp_path / "stats.json").exists()
    release.set()
    assert flush_autosaves(timeout=None)
    assert [g.id for g in stats.load(tmp_path).games] == [match.stats_id]


def test_a_classic_game_ended_in_the_app_is_recorded(tmp_path: Path) -> None:
    match = classic_match(tmp_path)
    (recorded,) = stats.load(tmp_path).games
    assert (recorded.game, recorded.rounds, recorded.seats[0].rounds_won) == ("all-fives", 7, 5)
    assert recorded.rounds == len(match.game.rounds)
    assert (recorded.scores, recorded.winners, recorded.seats[0].best) == ((250, 180), (0,), 80)
    assert recorded.id == match.stats_id


def test_a_finished_game_opened_again_is_not_recorded(tmp_path: Path) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    colour = colour_match(first)
    colour.save(tmp_path / "colour.json")
    classic = classic_match(first)
    classic.save(tmp_path / "classic.json")
    opened = Match.open(tmp_path / "colour.json", autosave=second / "autosave.json")
    opened.write_autosave()
    ClassicMatch.load(tmp_path / "classic.json", autosave=second / "autosave.json")
    flush_autosaves(timeout=None)
    assert (second / "autosave.json").exists() and not (second / "stats.json").exists()
    assert len(stats.load(first).games) == 2


def test_a_failure_to_record_never_reaches_the_game(tmp_path: Path) -> None:
    (tmp_path / "stats.json").mkdir()  # (neither read, nor set aside, nor written over)
    match = colour_match(tmp_path)
    assert match.is_over and match.stats_id is None
    assert match.stats_error is not None and "stats.json" in match.stats_error
    assert (tmp_path / "stats.json").is_dir()
    flush_autosaves(timeout=None)
    assert (tmp_path / "autosave.json").exists()  # the game itself is kept


def test_a_score_sheet_is_no_game_played(tmp_path: Path) -> None:
    from figures.app.autosave import Autosaved
    from figures.ui.classic.match import ClassicMatch as Played

    assert issubclass(Match, Autosaved) and issubclass(Played, Autosaved)
    from figures.ui.sheet import view as sheet_view

    assert not any(
        isinstance(c, type) and issubclass(c, Autosaved) for c in vars(sheet_view).values()
    )


# --------------------------------------------------------------------------- the page


def two_games(folder: Path) -> None:
    colour_match(folder, level="easy")  # Ann loses 61 to 64
    classic_match(folder, level="hard")  # Ann wins 250 to 180, her best round 80


def page(app: App, folder: Path | None) -> StatsView:
    setup = SetupView(app)
    view = StatsView(app, setup, folder)
    app.window.show_view(view)
    view.on_draw()
    return view


def test_the_page_shows_a_player_s_figures(app: App, tmp_path: Path) -> None:
    two_games(tmp_path)
    view = page(app, tmp_path)
    assert view.names == ["Ann", "@computer"] and view.name == "Ann"  # (a role: its token)
    bigs = {b.label: b for b in view.big_figures()}
    assert [b.value for b in bigs.values()] == ["2", "1", "50%", "250", "13", "5", "1"]
    assert bigs["Winning streak"].note == "longest 1"
    # (the average of one game, never of two games' scores mixed: here the last played)
    assert bigs["Average score"].note == "All Fives"
    assert "round (the other games)" in tr("stats.col.best.note")
    # The colour game has one name on the page: the set-up's, in its table as under its
    # figures (not "Colour figures" here and "colour game" there).
    colour = view.table_rows()[1][0]
    assert bigs["Best placement"].note == bigs["Largest surface"].note == colour
    assert f"({colour})" in tr("stats.col.best.note")
    assert view.table_rows() == [
        ("All Fives", "1", "1", "100%", "250", "80"),
        ("Colour figures", "1", "0", "0%", "61", "13"),
    ]
    assert view.level_rows() == [
        ("Easy", "0 won of 1", 0.0),
        ("Medium", "not played yet", None),
        ("Hard", "1 won of 1", 1.0),
    ]
    chart = view.chart_games()
    assert [(p.score, p.won, rate) for p, rate in chart] == [(61, False, 0.0), (250, True, 0.5)]
    view.on_key_press(K.RIGHT, 0)  # the computer's
    view.on_draw()
    assert view.name == "@computer" and [b.value for b in view.big_figures()][:3] == [
        "2",
        "1",
        "50%",
    ]
    press = view.name_buttons[0]
    click(view, press.rect.cx, press.rect.cy)
    assert view.name == "Ann"


def test_the_page_in_french(app: App, tmp_path: Path) -> None:
    seats = (PlayerSpec("Vous"), PlayerSpec("Ordinateur", "medium"))
    for seed in (3, 4):
        match = Match.new(Settings(seats, 60, seed, 0), autosave=tmp_path / "autosave.json")
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(choose(match.game, rng))
    flush_autosaves(timeout=None)
    app.set_language("fr")
    view = page(app, tmp_path)
    assert view.names == ["@you", "@computer"]  # (one player in either language: a role)
    assert [b.label() for b in view.name_buttons] == ["Vous", "Ordinateur"]
    bigs = view.big_figures()
    assert [b.label for b in bigs][:4] == [
        "Parties",
        "Victoires",
        "Taux de victoire",
        "Score moyen",
    ]
    figures = view.figures
    assert figures is not None and figures.count == 2
    assert bigs[2].value == f"{round(figures.win_rate * 100)}\u202f%"
    assert "," in bigs[3].value or bigs[3].value.isdigit()
    assert bigs[3].value.replace(",", ".") == str(figures.average).removesuffix(".0")
    assert bigs[3].note == "Figures de couleurs"  # (one game: its name)
    assert bigs[4].note == bigs[5].note == "Figures de couleurs"  # (the same name)
    assert view.table_rows()[0][0] == "Figures de couleurs"
    assert "(Figures de couleurs)" in tr("stats.col.best.note")
    won = "gagnée" if figures.wins < 2 else "gagnées"  # (French: 0 and 1 are singular)
    assert view.level_rows()[1][:2] == ("Moyen", f"{figures.wins} {won} sur 2")


def kept_games(folder: Path, scores: tuple[int, ...] = (61, 64, 60, 62, 60)) -> None:
    """Ann's colour games against a medium computer, one per score, kept in the statistics
    as the game keeps them: the first three won (by default 3 of 5, an average of 61.4)."""
    kept = stats.Stats()
    for index, score in enumerate(scores):
        ann = stats.SeatSummary("Ann", "human", score, index < 3, 0, best=13, largest=5)
        computer = stats.SeatSummary("Computer", "medium", 58, index >= 3, 1)
        day = f"2026-12-0{index + 1}"
        kept.add(stats.GameSummary(f"g{index}", "colour", "colour", day, 9, (ann, computer)))
    kept.save(folder)


def test_the_page_writes_its_figures_as_the_language_does(app: App, tmp_path: Path) -> None:
    """The win rates, the averages and the counts by the language's rule: "60%" and "61.4"
    in English, "60 %" (a thin no-break space) and "61,4" in French."""
    kept_games(tmp_path)
    view = page(app, tmp_path)
    bigs = {b.label: b.value for b in view.big_figures()}
    assert bigs["Win rate"] == "60%" and bigs["Average score"] == "61.4"
    assert view.table_rows() == [("Colour figures", "5", "3", "60%", "61.4", "13")]
    app.set_language("fr")
    view = page(app, tmp_path)
    bigs = {b.label: b.value for b in view.big_figures()}
    assert bigs["Taux de victoire"] == "60\u202f%" and bigs["Score moyen"] == "61,4"
    assert view.table_rows() == [("Figures de couleurs", "5", "3", "60\u202f%", "61,4", "13")]
    assert view.level_rows()[1] == ("Moyen", "3 gagnées sur 5", 0.6)


def test_a_large_figure_is_grouped_as_the_language_groups_it(app: App, tmp_path: Path) -> None:
    kept_games(tmp_path, (61, 64, 60, 12345))  # (3 won of 4)
    app.set_language("fr")
    view = page(app, tmp_path)
    bigs = {b.label: b.value for b in view.big_figures()}
    # (61 + 64 + 60 + 12 345) / 4 = 3 132,5
    assert bigs["Taux de victoire"] == "75\u202f%" and bigs["Score moyen"] == "3\u202f132,5"
    app.set_language("en")
    view = page(app, tmp_path)
    assert {b.label: b.value for b in view.big_figures()}["Average score"] == "3,132.5"


def test_the_page_with_no_game_and_a_damaged_file(app: App, tmp_path: Path) -> None:
    view = page(app, tmp_path)
    assert view.name is None and view.big_figures() == [] and view.note == ""
    (tmp_path / "stats.json").write_text("{damaged", "utf-8")
    view = page(app, tmp_path)
    assert view.name is None and "stats.bad-" in view.note
    assert not (tmp_path / "stats.json").exists()


# --------------------------------------------------------------------------- the set-up


def test_the_set_up_s_button_and_s_open_the_page_and_esc_comes_back(
    app: App, tmp_path: Path
) -> None:
    two_games(tmp_path)
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    button = setup.stats_button
    assert button.visible() and button.label() == "Statistics (S)"
    click(setup, button.rect.cx, button.rect.cy)
    view = app.window.current_view
    assert isinstance(view, StatsView) and view.folder == tmp_path
    view.on_draw()
    assert view.figures is not None and view.figures.count == 2
    view.on_key_press(K.ESCAPE, 0)
    assert app.window.current_view is setup
    setup.on_key_press(K.S, 0)
    again = app.window.current_view
    assert isinstance(again, StatsView) and again.name == "Ann"
    click(again, again.back_button.rect.cx, again.back_button.rect.cy)
    assert app.window.current_view is setup


def test_s_typed_in_a_name_is_a_letter(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    field = setup.seats[0].name
    setup.focus(field)
    setup.on_key_press(K.S, 0)
    setup.on_text("s")
    assert app.window.current_view is setup and field.value.endswith("s")


def test_the_sound_row_sets_the_volume_and_mute(app: App) -> None:
    sound.set_volume(0.8)
    sound.set_muted(False)
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    for button in (setup.louder_button, setup.louder_button, setup.quieter_button):
        click(setup, button.rect.cx, button.rect.cy)
    assert sound.volume() == app.options.volume == 0.9
    click(setup, setup.louder_button.rect.cx, setup.louder_button.rect.cy)
    assert sound.volume() == 1.0 and not setup.louder_button.enabled()
    assert setup.mute_button.label() == "On"
    click(setup, setup.mute_button.rect.cx, setup.mute_button.rect.cy)
    assert sound.muted() and app.options.muted and setup.mute_button.label() == "Muted"
    assert setup.quieter_button.rect.right < setup.louder_button.rect.left
    assert setup.louder_button.rect.right < setup.mute_button.rect.left


def test_a_game_ended_in_the_app_is_kept_once_for_the_replay_list(tmp_path: Path) -> None:
    """Each family's game, once ended, is kept in the saves folder's finished games (what the
    replay list offers), once even when its end is taken back and played again."""
    match = colour_match(tmp_path)
    match.undo()
    while not match.is_over:
        match.redo()
    flush_autosaves(timeout=None)
    classic_match(tmp_path / "classic")
    for folder in (tmp_path, tmp_path / "classic"):
        kept = sorted(storage.finished_dir(folder / "saves").glob("finished-*.json"))
        assert len(kept) == 1, kept
        assert storage.replayable_games(folder / "saves") == kept
