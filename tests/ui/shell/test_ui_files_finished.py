"""Finished games kept and offered in the replay list (issue 13): kept atomically in the saves
folder's ``finished`` folder, once per game, the newest 50; the replay dialog (R on the set-up)
lists the saved games, the finished ones and a finished game still in an autosave slot, both
families, newest first, each described with its picture; the list scrolls (wheel, arrows,
pages) and reads only the rows it shows; the pictures are made off the UI thread and kept by
file, date and size. Headless (ARCADE_HEADLESS=1)."""

from __future__ import annotations

import json
import os
import random
import shutil
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from conftest import play, settings  # noqa: E402

from figures.analysis.stats import game_id  # noqa: E402
from figures.app import storage  # noqa: E402
from figures.classic.bench import random_game  # noqa: E402
from figures.classic.records import game_to_json as classic_json  # noqa: E402
from figures.colour.game import Game  # noqa: E402
from figures.colour.records import game_to_json  # noqa: E402
from figures.games import GAMES  # noqa: E402
from figures.texts.i18n import datetime_text, set_language  # noqa: E402
from figures.ui.replay.view import ReplayView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell import file_summary  # noqa: E402
from figures.ui.shell.app import App, FiguresWindow  # noqa: E402
from figures.ui.shell.file_summary import Thumbnails, thumbnail  # noqa: E402
from figures.ui.widgets import dialog as dialog_module  # noqa: E402
from figures.ui.widgets.dialog import FileDialog  # noqa: E402

K = arcade.key
RECORDS = Path(__file__).resolve().parents[2] / "records"


def colour_record(seed: int) -> dict[str, Any]:
    game = play(Game(settings(players=3, seed=seed)), random.Random(seed))
    assert game.is_over
    return game_to_json(game)


def classic_record(seed: int) -> dict[str, Any]:
    game, _ = random_game(GAMES["all-fives"].rules(2), 5, random.Random(seed))
    assert game.is_over
    return classic_json(game)


def at(path: Path, when: float) -> Path:
    os.utime(path, (when, when))
    return path


def wheel(window: FiguresWindow, x: float, y: float, amount: float) -> None:
    """A turn of the mouse wheel, through the window's events (as pyglet sends it)."""
    window.dispatch_event("on_mouse_scroll", int(x), int(y), 0, amount)
    window.dispatch_events()


def setup_of(app: App) -> SetupView:
    app.show_setup()
    view = app.window.current_view
    assert isinstance(view, SetupView)
    return view


# ---------------------------------------------------------------------------- keeping them


def test_a_finished_game_is_kept_once_atomically_and_the_newest_fifty_only(
    tmp_path: Path,
) -> None:
    saves = tmp_path / "saves"
    record = colour_record(1)
    kept = storage.keep_finished(record, saves=saves, when=1_700_000_000)
    assert kept.parent == saves / "finished" == storage.finished_dir(saves)
    assert kept.name.startswith("finished-") and kept.name.endswith(f"-{game_id(record)[:12]}.json")
    assert json.loads(kept.read_text("utf-8")) == record
    assert [p.name for p in kept.parent.iterdir()] == [kept.name]  # no temporary left
    # The same game again (another write of the same end): not written twice.
    assert storage.keep_finished(record, saves=saves, when=1_700_000_100) == kept
    # The statistics' id names it as well (the same hash of the same record).
    assert storage.keep_finished(record, saves=saves, key=game_id(record)) == kept
    # The same match finished again after an undo: the new end takes the old one's place.
    other = colour_record(2)
    again = storage.keep_finished(other, saves=saves, replaces=game_id(record), when=1_700_000_200)
    assert sorted(p.name for p in kept.parent.iterdir()) == [again.name]
    # Bounded: the newest only.
    for n in range(6):
        storage.keep_finished({**other, "n": n}, saves=saves, keep=4, when=1_700_001_000 + n)
    names = sorted(p.name for p in kept.parent.iterdir())
    assert len(names) == 4
    assert names[0].startswith(
        "finished-" + time.strftime("%Y%m%d-%H%M%S", time.localtime(1_700_001_002))
    )


def test_a_failed_write_leaves_nothing_half_written(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    with pytest.raises(TypeError):
        storage.keep_finished({"final": {}, "bad": object()}, saves=saves, key="k" * 12)
    assert list((saves / "finished").iterdir()) == []


def test_the_replay_list_holds_saved_finished_and_autosaved_games_newest_first(
    tmp_path: Path,
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    saved = saves / "saved.json"
    shutil.copy(RECORDS / "colour-v1-mid-turn.json", saved)
    at(saved, 1000)
    colour = at(storage.keep_finished(colour_record(3), saves=saves), 3000)
    fives = at(storage.keep_finished(classic_record(4), saves=saves), 2000)
    autosave = tmp_path / "autosave.json"
    autosave.write_text(json.dumps(classic_record(6)), "utf-8")
    at(autosave, 4000)
    unfinished = tmp_path / "autosave-2.json"
    shutil.copy(RECORDS / "colour-v1-mid-turn.json", unfinished)
    (tmp_path / "settings.json").write_text("{}")
    assert storage.replayable_games(saves) == [autosave, colour, fives, saved]
    # A finished autosave whose game is kept among the finished already: once.
    shutil.copy(colour, autosave)
    assert storage.replayable_games(saves) == [colour, fives, saved]
    assert storage.replayable_games(saves, autosaves=False) == [colour, fives, saved]
    assert storage.replayable_games(tmp_path / "none" / "saves") == []


# ---------------------------------------------------------------------------- the list


def test_r_offers_every_finished_game_of_both_families_and_replays_one(
    app: App, tmp_path: Path
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    shutil.copy(RECORDS / "colour-v1-mid-turn.json", saves / "saved.json")
    at(saves / "saved.json", 1000)
    colour = at(storage.keep_finished(colour_record(3), saves=saves), 3000)
    fives = at(storage.keep_finished(classic_record(4), saves=saves), 2000)
    setup = setup_of(app)
    setup.on_key_press(K.R, 0)
    setup.on_text("r")
    dialog = setup.dialog
    assert dialog is not None and dialog.replays
    setup.on_draw()
    assert [p for _, p in dialog.file_rects] == [colour, fives, saves / "saved.json"]
    titles = [dialog.summary(p).title for _, p in dialog.file_rects]
    assert titles[0] == "Colour figures — P1, P2, P3"
    assert titles[1].startswith("All Fives — ")
    assert "finished: P1 " in dialog.summary(colour).detail
    setup.on_draw()  # (the pictures are asked for from the second frame on)
    assert file_summary.THUMBNAILS.wait(20)
    setup.on_draw()
    assert dialog.picture(colour) is not None and dialog.picture(fives) is not None
    setup.on_key_press(K.DOWN, 0)
    setup.on_key_press(K.DOWN, 0)
    setup.on_key_press(K.ENTER, 0)
    view = app.window.current_view
    assert isinstance(view, ReplayView) and view.classic_table is not None
    # A kept game is named by its players and when it ended (as the language writes a date:
    # "Jan 1, 1970, 12:33 AM"), not by its generated file name.
    ended = datetime_text(datetime.fromtimestamp(2000))
    assert view.title == f"All Fives — Player 1, Player 2 · {ended}"
    view.on_key_press(K.END, 0)
    assert "The game is over" in view.current.why  # type: ignore[union-attr]


def test_rows_say_where_a_game_comes_from_and_teams_scores(app: App, tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    teams, _ = random_game(GAMES["block-teams"].rules(4), 3, random.Random(3))
    kept = storage.keep_finished(classic_json(teams), saves=saves)
    autosave = tmp_path / "autosave.json"
    autosave.write_text(json.dumps(colour_record(8)), "utf-8")
    shutil.copy(RECORDS / "colour-v1-mid-turn.json", saves / "mine.json")
    dialog = FileDialog("open", lambda p: None, lambda: None, title="replay.dialog.title")
    assert set(dialog.files) == {kept, autosave, saves / "mine.json"}
    assert dialog.source(kept) == "kept when it ended"
    assert dialog.source(autosave) == "the last game played"
    assert dialog.source(saves / "mine.json") == "mine.json"
    a, b = json.loads(kept.read_text("utf-8"))["final"]["scores"]
    detail = dialog.summary(kept).detail
    assert detail.endswith(f"finished: Player 1 & Player 3 {a}, Player 2 & Player 4 {b}"), detail
    set_language("fr")
    assert dialog.source(kept) == "gardée à sa fin"


def test_the_open_dialog_lists_the_saves_folder_only(app: App, tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    storage.keep_finished(colour_record(3), saves=saves)
    shutil.copy(RECORDS / "colour-v1-mid-turn.json", saves / "saved.json")
    dialog = FileDialog("open", lambda p: None, lambda: None)
    assert not dialog.replays and dialog.files == [saves / "saved.json"]


def many(saves: Path, count: int) -> list[Path]:
    saves.mkdir(parents=True, exist_ok=True)
    out = []
    for n in range(count):
        path = saves / f"g{n:03}.json"
        shutil.copy(RECORDS / "colour-v1-finished-target.json", path)
        out.append(at(path, 10_000 - n))  # g000 newest
    return out


def test_a_long_list_scrolls_and_reads_only_the_rows_shown(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = many(tmp_path / "saves", 60)
    asked: list[Path] = []

    def summary_of(path: Path) -> file_summary.FileSummary:
        asked.append(path)
        return file_summary.describe(path)

    monkeypatch.setattr(dialog_module, "summary_of", summary_of)
    setup = setup_of(app)
    setup.on_key_press(K.R, 0)
    setup.on_text("r")
    dialog = setup.dialog
    assert dialog is not None
    setup.on_draw()
    room = dialog.room
    assert 3 <= room < 60 and dialog.files == files
    assert [p for _, p in dialog.file_rects] == files[:room]
    assert asked == files[:room]  # the rows shown only
    # The arrows walk past the last row shown: the list follows.
    for _ in range(room + 2):
        setup.on_key_press(K.DOWN, 0)
    assert dialog.chosen == files[room + 1]
    setup.on_draw()
    assert [p for _, p in dialog.file_rects] == files[2 : room + 2]
    setup.on_key_press(K.PAGEDOWN, 0)
    assert dialog.chosen == files[2 * room + 1]
    setup.on_key_press(K.PAGEUP, 0)
    setup.on_key_press(K.PAGEUP, 0)
    setup.on_key_press(K.UP, 0)
    assert dialog.chosen == files[0] and dialog.first == 0
    # The wheel over the list, through the window (down: older files).
    setup.on_draw()
    x, y = dialog.list_rect.cx, dialog.list_rect.cy
    wheel(app.window, x, y, -1)
    assert dialog.first == 3
    wheel(app.window, x, y, -100)
    setup.on_draw()
    assert dialog.first == 60 - room and dialog.file_rects[-1][1] == files[-1]
    app.window.dispatch_event("on_mouse_scroll", x, dialog.rect.top - 10, 0, 1)  # not on it
    assert dialog.first == 60 - room
    wheel(app.window, x, y, 1)
    assert dialog.first == 60 - room - 3
    assert len(set(asked)) <= 3 * room + 6  # never the whole list
    # Gone, the dialog no longer takes the wheel.
    setup.on_key_press(K.ESCAPE, 0)
    assert setup.dialog is None
    first = dialog.first
    wheel(app.window, x, y, 1)
    assert dialog.first == first


def test_the_pictures_are_made_off_the_ui_thread_and_kept_by_file_date_and_size(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[tuple[str, str]] = []

    def make(path: Path):  # type: ignore[no-untyped-def]
        made.append((path.name, threading.current_thread().name))
        return thumbnail(path)

    thumbnails = Thumbnails(make)
    monkeypatch.setattr(dialog_module, "THUMBNAILS", thumbnails)
    monkeypatch.setattr(dialog_module, "_TEXTURES", {})
    files = many(tmp_path / "saves", 8)
    setup = setup_of(app)
    setup.on_key_press(K.R, 0)
    setup.on_text("r")
    dialog = setup.dialog
    assert dialog is not None
    setup.on_draw()  # the first frame draws no picture, and none is made meanwhile
    shown = [p for _, p in dialog.file_rects]
    assert all(dialog.picture(p) is None and dialog.pending(p) for p in shown)
    assert thumbnails.wait(0) and made == []
    setup.on_draw()  # the next frame has them made
    assert thumbnails.wait(20)
    assert sorted(name for name, _ in made) == sorted(p.name for p in shown)
    assert {thread for _, thread in made} == {"figures-thumbnails"}
    setup.on_draw()
    assert all(dialog.picture(p) is not None for p in shown)
    # The dialog again: every picture at once, none made again.
    setup.on_key_press(K.ESCAPE, 0)
    setup.on_key_press(K.R, 0)
    setup.on_text("r")
    assert setup.dialog is not None and setup.dialog is not dialog
    setup.on_draw()
    assert all(setup.dialog.picture(p) is not None for p in shown)
    assert len(made) == len(shown)
    # A file changed since (another date): made again.
    at(files[0], 20_000)
    setup.on_key_press(K.ESCAPE, 0)
    setup.on_key_press(K.R, 0)
    setup.on_text("r")
    setup.on_draw()
    setup.on_draw()
    assert thumbnails.wait(20)
    assert [name for name, _ in made].count(files[0].name) == 2


def test_a_picture_that_fails_is_none_and_the_thread_goes_on(tmp_path: Path) -> None:
    files = many(tmp_path, 3)

    def make(path: Path):  # type: ignore[no-untyped-def]
        if path == files[1]:
            raise RuntimeError("broken")
        return thumbnail(path)

    thumbnails = Thumbnails(make)
    thumbnails.want(files)
    assert thumbnails.wait(20)
    assert [thumbnails.get(p)[0] for p in files] == [True, True, True]
    assert thumbnails.get(files[1])[1] is None and thumbnails.get(files[2])[1] is not None
    assert thumbnails.get(tmp_path / "gone.json") == (True, None)


def test_a_game_in_progress_shows_its_scores_once_replayed(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An unfinished game has no scores in a field of its own: the replay that makes its
    picture gives them, and its row then says them (both families)."""
    from figures.classic.game import Game as ClassicGame
    from figures.classic.game import SeededChance
    from figures.games import load_record

    saves = tmp_path / "saves"
    saves.mkdir()
    shutil.copy(RECORDS / "colour-v1-mid-turn.json", saves / "colour.json")
    fives = ClassicGame(GAMES["all-fives"].rules(2), SeededChance(5), first=0)
    rng = random.Random(5)
    while not any(fives.scores) or fives.current.result is not None:
        legal = fives.current.legal_actions()
        fives.push(legal[rng.randrange(len(legal))])
    (saves / "fives.json").write_text(json.dumps(classic_json(fives)), "utf-8")
    thumbnails = Thumbnails()
    monkeypatch.setattr(dialog_module, "THUMBNAILS", thumbnails)
    try:
        dialog = FileDialog("open", lambda p: None, lambda: None, folder=saves)
        for path in (saves / "colour.json", saves / "fives.json"):
            assert dialog.summary(path).detail.endswith(" · in progress")
            assert thumbnails.scores(path) is None  # (not replayed yet)
        setup = setup_of(app)
        setup.dialog = dialog
        setup.on_draw()
        setup.on_draw()  # (the pictures are asked for from the second frame on)
        assert thumbnails.wait(20)
        colour = load_record(saves / "colour.json").game
        names = [p.name for p in colour.settings.players]
        said = ", ".join(f"{n} {s}" for n, s in zip(names, colour.scores, strict=True))
        summary = dialog.summary(saves / "colour.json")
        shown = summary.with_scores(thumbnails.scores(saves / "colour.json"))
        assert shown == f"{summary.when} · in progress: {said}"
        fives_shown = dialog.summary(saves / "fives.json").with_scores(
            thumbnails.scores(saves / "fives.json")
        )
        a, b = fives.scores
        assert fives_shown.endswith(f"in progress: Player 1 {a}, Player 2 {b}"), fives_shown
        set_language("fr")
        summary = file_summary.describe(saves / "fives.json")
        # (the default names in the language too)
        assert summary.with_scores((a, b)).endswith(f"en cours\u00a0: Joueur 1 {a}, Joueur 2 {b}")
    finally:
        set_language("en")
