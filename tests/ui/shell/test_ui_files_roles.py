"""The default names are held as roles (``@you``, ``@computer``...: :mod:`figures.texts.names`)
in every file a new game writes (its record, its autosave, the remembered set-up, the score
sheet, the statistics) and shown in the reader's language when read, in a language known only
by its catalogue too; the files of older versions, which held the words ("You", "Vous",
"Computer 2 (medium)"), read as the same roles. Tested on the real App and views, headless.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from conftest import choose  # noqa: E402

from figures.analysis import stats  # noqa: E402
from figures.analysis.stats import GameSummary, SeatSummary, Stats  # noqa: E402
from figures.app.autosave import flush_autosaves  # noqa: E402
from figures.app.options import default_choice, settings_path  # noqa: E402
from figures.app.sheet_session import row_words  # noqa: E402
from figures.classic.rules import Rules  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.colour.game import Settings  # noqa: E402
from figures.core.records import write_json_atomic  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.sheet import files  # noqa: E402
from figures.sheet.model import ClassicRound, Remaining, Sheet  # noqa: E402
from figures.texts import i18n  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.shell.file_summary import describe  # noqa: E402
from figures.ui.stats.view import StatsView  # noqa: E402

#: The default names as the set-up showed them, in the languages older files wrote them in:
#: none is in a file a new game writes.
WORDS = ("You", "Vous", "Computer", "Ordinateur", "Seat", "Joueur", "Player")
#: Enough Spanish for the default names and a turn (a language is only its catalogue).
SPANISH = """
setup-default-you = Tú
setup-default-computer = Computadora
names-computer = Computadora { $n } ({ $level })
names-computer-seat = Computadora { $n }
names-level-medium = medio
top-turn =
    { $role ->
        [you] Te toca
       *[other] Turno de { $name }
    }
top-opening =
    { $role ->
        [you] Apertura: pon una ficha
       *[other] Apertura: { $name } pone una ficha
    }
"""


@pytest.fixture
def spanish() -> Iterator[Any]:
    """A function that makes the current language a Spanish of the test's own."""

    def to_spanish() -> None:
        i18n.add_texts("es", SPANISH)
        i18n.CURRENT.language = "es"

    yield to_spanish
    i18n.CURRENT.language = "en"
    i18n.catalogue.cache_clear()


def strings(data: Any) -> list[str]:
    """Every text of a JSON document, keys and values."""
    if isinstance(data, dict):
        return [t for k, v in data.items() for t in (k, *strings(v))]
    if isinstance(data, list):
        return [t for item in data for t in strings(item)]
    return [data] if isinstance(data, str) else []


def names_of(path: Path) -> list[str]:
    data = json.loads(path.read_text("utf-8"))
    players = data["players"] if "players" in data else data["settings"]["players"]
    return [p["name"] if isinstance(p, dict) else p for p in players]


def no_words(path: Path) -> None:
    """``path`` holds no default name in words, only roles."""
    held = strings(json.loads(path.read_text("utf-8")))
    assert not [t for t in held if t.split(" ")[0] in WORDS], path


def status(app: App) -> str:
    view = app.window.current_view
    assert isinstance(view, GameView)
    view.on_draw()
    return view.presenter.status_line(thinking=False)


# ----------------------------------------------------------------------------- a new game


def test_a_colour_game_started_in_english_is_kept_as_roles_and_read_in_each_language(
    app: App, tmp_path: Path, spanish: Any
) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    setup.start()  # (the set-up's defaults: You against the computer)
    match = app.match
    assert isinstance(match, Match) and match.names() == ["You", "Computer"]
    assert match.game.current == 0  # (you open)
    saved = tmp_path / "saved.json"
    match.save(saved)
    assert match.flush_autosave()
    path = settings_path(app.autosave)
    assert path is not None and path.exists()
    for written in (saved, tmp_path / "autosave.json", path):  # record, autosave, set-up
        assert names_of(written) == ["@you", "@computer"], written
        no_words(written)
    for language, you, computer in (("fr", "Vous", "Ordinateur"), ("es", "Tú", "Computadora")):
        if language == "es":
            spanish()
        else:
            set_language(language)
        opened = app.open(saved)
        assert opened.names() == [you, computer]
        assert opened.names()[0].role == "you" and opened.names()[1].role == "computer"
        # (the role, not the words, says it is your turn to open)
        assert status(app) == tr("top.opening", name=you, role="you")
        assert you in describe(saved).title
    assert status(app) == "Apertura: pon una ficha"


def test_a_classic_game_and_its_sheet_are_kept_as_roles(app: App, tmp_path: Path) -> None:
    settings = ClassicSettings("all-fives", default_choice("all-fives").players, 3)
    app.start(settings)
    match = app.match
    assert isinstance(match, ClassicMatch) and match.names() == ["You", "Computer"]
    saved = tmp_path / "classic.json"
    match.save(saved)
    assert names_of(saved) == ["@you", "@computer"]
    no_words(saved)
    set_language("fr")
    assert app.open(saved).names() == ["Vous", "Ordinateur"]
    # The score sheet of the same set-up: its file holds the roles too.
    assert app.start_sheet(settings) is None
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    assert view.sheet.players == ("@you", "@computer")
    assert [view.sheet.name(s) for s in (0, 1)] == ["Vous", "Ordinateur"]
    sheet_file = tmp_path / "sheet.json"
    files.save(view.sheet, sheet_file)
    assert names_of(sheet_file) == ["@you", "@computer"]
    no_words(sheet_file)


def test_a_finished_game_is_counted_under_its_roles(app: App, tmp_path: Path) -> None:
    seats = (PlayerSpec("@you"), PlayerSpec("@computer:2:medium", "medium"))
    match = Match.new(Settings(seats, 60, 3, 0), autosave=tmp_path / "autosave.json")
    rng = random.Random(3)
    while not match.is_over:
        match.apply(choose(match.game, rng))
    flush_autosaves(timeout=None)
    written = tmp_path / stats.STATS_FILE
    assert {s["name"] for g in json.loads(written.read_text())["games"] for s in g["players"]} == {
        "@you",
        "@computer:2:medium",
    }
    no_words(written)


# ----------------------------------------------------------------------------- older files


def test_an_older_colour_record_with_the_words_shows_them_in_each_language(
    app: App, tmp_path: Path, spanish: Any
) -> None:
    seats = (PlayerSpec("You"), PlayerSpec("Computer 2 (medium)", "medium"))
    old = tmp_path / "old.json"
    Match.new(Settings(seats, 60, 4, 0)).save(old)  # (as versions before the roles wrote it)
    assert names_of(old) == ["You", "Computer 2 (medium)"]
    opened = app.open(old)
    assert opened.names() == ["You", "Computer 2 (medium)"]
    set_language("fr")
    assert app.open(old).names() == ["Vous", "Ordinateur 2 (moyen)"]
    assert status(app) == tr("top.opening", name="Vous", role="you")
    assert "Vous" in describe(old).title
    spanish()
    assert app.open(old).names() == ["Tú", "Computadora 2 (medio)"]
    assert status(app) == "Apertura: pon una ficha"


def test_an_older_french_classic_record_shows_in_english(app: App, tmp_path: Path) -> None:
    seats = (PlayerSpec("Vous"), PlayerSpec("Ordinateur", "medium"))
    old = tmp_path / "old.json"
    ClassicMatch.new(ClassicSettings("all-fives", seats, 3)).save(old)
    assert app.open(old).names() == ["You", "Computer"]
    set_language("fr")
    assert app.open(old).names() == ["Vous", "Ordinateur"]


def test_an_older_sheet_with_the_words_shows_them_and_says_you(app: App, tmp_path: Path) -> None:
    old = tmp_path / "old-sheet.json"
    files.save(Sheet.classic(Rules.preset("draw", 2), ["Vous", "Computer 2 (medium)"], 0), old)
    assert app.open_game(old) is None
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    assert [view.sheet.name(s) for s in (0, 1)] == ["You", "Computer 2 (medium)"]
    set_language("fr")
    assert [view.sheet.name(s) for s in (0, 1)] == ["Vous", "Ordinateur 2 (moyen)"]
    assert view.submit_entry(None)(ClassicRound("out", 0, (Remaining(0), Remaining(9)))) is None
    assert row_words(view.sheet, 0) == "vous avez fini"  # (the role's words: not "Vous a fini")


def test_older_statistics_with_the_words_are_one_player_with_the_new(
    app: App, tmp_path: Path
) -> None:
    def game(n: int, you: str, computer: str) -> GameSummary:
        seats = (
            SeatSummary(you, "human", 60, True, 0),
            SeatSummary(computer, "medium", 50, False, 1),
        )
        return GameSummary(f"id{n}", "colour", "colour", f"2026-01-0{n + 1}T10:00:00Z", 1, seats)

    played = [
        ("You", "Computer 2 (medium)"),
        ("Vous", "Ordinateur 2 (moyen)"),
        ("@you", "@computer:2:medium"),
    ]
    write_json_atomic(
        tmp_path / stats.STATS_FILE,
        Stats([game(n, *p) for n, p in enumerate(played)]).to_json(),
    )
    view = StatsView(app, arcade.View(), tmp_path, player="Vous")
    assert view.names == ["@you", "@computer:2:medium"] and view.name == "@you"
    assert [b.label() for b in view.name_buttons] == ["You", "Computer 2 (medium)"]
    figures = view.figures
    assert figures is not None and figures.count == 3
    set_language("fr")
    assert [b.label() for b in view.name_buttons] == ["Vous", "Ordinateur 2 (moyen)"]
    view.on_draw()
