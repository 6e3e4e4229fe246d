"""The open dialog says what each saved file is before it is opened (the game, the players, how
it stands, when) and opens only on confirmation: a click chooses, Enter or a second click
opens, the arrows move the choice."""

from __future__ import annotations

import os
import shutil
import time
from datetime import datetime
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

from figures.classic.rules import Rules
from figures.sheet import ClassicRound, Remaining, Sheet
from figures.sheet.files import save
from figures.texts.i18n import set_language
from figures.ui.shell.file_summary import describe

RECORDS = Path(__file__).resolve().parents[2] / "records"


@pytest.fixture(autouse=True)
def english() -> object:
    set_language("en")
    yield None
    set_language("en")


def _sheet(path: Path) -> Path:
    sheet = Sheet.classic(Rules.preset("draw", 2), ["Ada", "Bob"])
    sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(23))))
    save(sheet, path)
    return path


def test_each_file_is_said_in_words(tmp_path: Path) -> None:
    finished = describe(RECORDS / "colour-v1-finished-target.json")
    assert finished.title == "Colour figures — Ada, Zoé, Hal"
    assert finished.detail.endswith(" · finished: Ada 40, Zoé 58, Hal 63")
    sheet = describe(_sheet(tmp_path / "s.json"))
    assert sheet.title == "Score sheet: Draw game — Ada, Bob"
    assert sheet.detail.endswith(" · in progress")
    (tmp_path / "bad.json").write_text("{not json")
    assert describe(tmp_path / "bad.json").detail == "cannot be read"
    set_language("fr")
    assert (
        describe(tmp_path / "s.json").title == "Feuille de marque\u00a0: Jeu avec pioche — Ada, Bob"
    )


def test_a_file_s_date_and_scores_are_written_as_the_language_writes_them(
    tmp_path: Path,
) -> None:
    path = tmp_path / "finished.json"
    shutil.copy(RECORDS / "colour-v1-finished-target.json", path)
    when = datetime(2026, 12, 2, 15, 4).timestamp()
    os.utime(path, (when, when))
    assert describe(path).detail == "Dec 2, 2026, 3:04\u202fPM · finished: Ada 40, Zoé 58, Hal 63"
    set_language("fr")
    assert describe(path).detail.startswith("2 déc. 2026, 15:04 · ")


def test_scores_of_a_file_are_numbers_as_the_language_writes_them() -> None:
    from figures.ui.shell.file_summary import _number

    assert [_number(v) for v in (1234, -3, 12.5, 12.0, 0.25, "x")] == [
        "1,234",
        "−3",
        "12½",
        "12",
        "0.25",
        "x",
    ]
    set_language("fr")
    assert _number(12345) == "12\u202f345" and _number(0.25) == "0,25"


def test_a_saved_game_shows_a_small_picture_of_its_table(tmp_path: Path) -> None:
    from figures.ui.shell.file_summary import THUMBNAIL, thumbnail

    image = thumbnail(RECORDS / "colour-v1-finished-target.json")
    assert image is not None and image.mode == "RGBA"
    assert image.width <= THUMBNAIL[0] and image.height <= THUMBNAIL[1]
    assert len(set(image.getdata())) > 10  # a picture, not a blank
    assert thumbnail(_sheet(tmp_path / "s.json")) is None  # a score sheet has no table
    (tmp_path / "bad.json").write_text("{}")
    assert thumbnail(tmp_path / "bad.json") is None


def test_a_click_chooses_and_a_second_click_or_enter_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import arcade

    from figures.ui.widgets import dialog as dialog_module
    from figures.ui.widgets.dialog import FileDialog

    saves = tmp_path / "saves"
    saves.mkdir()
    _sheet(saves / "a.json")
    time.sleep(0.01)
    shutil.copy(RECORDS / "colour-v1-finished-target.json", saves / "b.json")
    monkeypatch.setattr(dialog_module, "saves_dir", lambda: saves)
    opened: list[Path] = []
    closed: list[bool] = []

    def submit(path: Path) -> None:
        opened.append(path)

    dialog = FileDialog("open", submit, lambda: closed.append(True))
    dialog.layout(1280, 800)
    assert [p.name for _, p in dialog.file_rects] == ["b.json", "a.json"]  # newest first
    rects = [r for r, _ in dialog.file_rects]
    assert rects[0].bottom >= rects[1].top  # rows apart
    second = rects[1]
    dialog.press(second.cx, second.cy)
    assert dialog.chosen == saves / "a.json" and opened == []  # chosen, not opened
    dialog.press(second.cx, second.cy)  # the same row again at once: opened
    assert opened == [saves / "a.json"] and closed == [True]
    dialog = FileDialog("open", submit, lambda: None)
    dialog.layout(1280, 800)
    dialog.key(arcade.key.DOWN, 0)
    dialog.key(arcade.key.DOWN, 0)
    dialog.key(arcade.key.UP, 0)
    assert dialog.chosen == saves / "b.json" and dialog.field.value == str(saves / "b.json")
    dialog.key(arcade.key.ENTER, 0)
    assert opened[-1] == saves / "b.json"


SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def test_scenario_files_are_said_as_scenarios_with_their_description_and_table() -> None:
    from figures.ui.shell.file_summary import thumbnail

    colour = describe(SCENARIOS / "046-ring-built-by-plays.json")
    assert colour.title.startswith("Scenario: Colour figures — A later play closes a surface")
    assert colour.detail.endswith(" · dominoes on the table: 1 · plays judged: 2")
    assert thumbnail(SCENARIOS / "046-ring-built-by-plays.json") is not None
    assert thumbnail(SCENARIOS / "001-empty-board-east-open.json") is None  # an empty table
    classic = describe(SCENARIOS / "classic" / "001-block-lead-highest-double.json")
    assert classic.title.startswith("Scenario: Block game — Block, 2 players:")
    assert classic.detail.endswith(" · actions judged: 8")
    set_language("fr")
    assert describe(SCENARIOS / "046-ring-built-by-plays.json").detail.endswith(
        " · dominos sur la table\u00a0: 1 · coups jugés\u00a0: 2"
    )


def test_a_dialog_lists_the_folder_it_is_given_under_its_own_heading(tmp_path: Path) -> None:
    from figures.ui.widgets.dialog import FileDialog

    shutil.copy(SCENARIOS / "046-ring-built-by-plays.json", tmp_path / "ring.json")
    dialog = FileDialog(
        "open", lambda path: None, lambda: None, folder=tmp_path, recent="editor.dialog.recent"
    )
    assert dialog.folder == tmp_path and dialog.files == [tmp_path / "ring.json"]
    assert dialog.recent == "editor.dialog.recent"


def test_default_names_are_said_in_the_player_s_language(tmp_path: Path) -> None:
    import json

    data = json.loads((RECORDS / "colour-v1-mid-turn.json").read_text("utf-8"))
    players = data.get("players") or data["settings"]["players"]
    for player, name in zip(players, ("You", "Computer", "Seat 3"), strict=False):
        player["name"] = name
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), "utf-8")
    count = min(3, len(players))
    set_language("fr")
    title = describe(path).title
    assert title.startswith(
        "Figures de couleurs — " + ", ".join(["Vous", "Ordinateur", "Joueur 3"][:count])
    )


def test_a_name_alone_is_saved_in_the_folder_listed_not_where_the_game_was_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A name typed without a folder goes to the folder the dialog lists (the saves folder),
    as the README says, whatever folder the program was started from; a full path is kept."""
    from figures.ui.widgets.dialog import FileDialog

    started = tmp_path / "started"
    started.mkdir()
    monkeypatch.chdir(started)
    saves = tmp_path / "saves"
    saves.mkdir()
    given: list[Path] = []

    def submit(path: Path) -> str:
        given.append(path)
        return ""

    dialog = FileDialog("save", submit, lambda: None, folder=saves)
    dialog.field.value = "my game"
    dialog.submit()
    dialog.field.value = str(tmp_path / "elsewhere.json")
    dialog.submit()
    assert given == [saves / "my game.json", tmp_path / "elsewhere.json"]
    assert not list(started.iterdir())
