"""The game's own files never lose a game and never stop it from starting (issue 12, cases 1,
2, 3, 5 and 6), tested on the real App and views, headless.

- A new game over an unfinished one keeps the unfinished one in the saves folder and says so,
  by every path: the command line, the set-up, a new or the same deal.
- Each window plays in an autosave slot it holds a lock on; a second window takes the next
  slot, says so, and never writes over the first window's game.
- Temporary files of a killed write are removed at the next start: ours and old only.
- A damaged ``settings.json`` is set aside and the defaults are used, with a message.
- Names that are not valid text are refused at every entry point with one line.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

arcade = pytest.importorskip("arcade")

from conftest import play  # noqa: E402

from figures.app.options import Options, load_options, save_options  # noqa: E402
from figures.app.storage import (  # noqa: E402
    SlotLock,
    claim_autosave,
    orphaned_slots,
    remove_leftovers,
    saves_dir,
)
from figures.cli import main  # noqa: E402
from figures.colour.errors import RecordError, SettingsError  # noqa: E402
from figures.colour.game import Game, Settings  # noqa: E402
from figures.colour.records import load_game, save_game  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.core.text import MAX_NAME_LENGTH, check_name, printable, shown  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.colour.end import EndView  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App, FiguresWindow  # noqa: E402


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    set_language("en")
    return tmp_path


def make_app(window: FiguresWindow, data: Path, options: Options | None = None) -> App:
    app = App(window, options or Options(), autosave=data / "autosave.json")
    claim = claim_autosave(data / "autosave.json")
    assert claim.path == app.autosave
    app.settle_in(claim)
    window.claims.append(claim)  # type: ignore[attr-defined]
    return app


@pytest.fixture
def claims(window: FiguresWindow) -> Iterator[None]:
    window.claims = []  # type: ignore[attr-defined]
    yield
    for claim in window.claims:  # type: ignore[attr-defined]
        claim.release()


def settings(seed: int = 4) -> Settings:
    return Settings((PlayerSpec("Ada", "human"), PlayerSpec("Hal", "random")), 60, seed)


def unfinished(path: Path, seed: int = 9, actions: int = 7) -> list[str]:
    """An unfinished game of ``actions`` actions saved at ``path``; its actions as text."""
    game = play(Game(settings(seed)), random.Random(seed), limit=actions)
    assert not game.is_over and len(game.actions) == actions
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(game, path)
    return [str(a) for a in game.actions]


def game_view(app: App) -> GameView:
    view = app.window.current_view
    assert isinstance(view, GameView)
    return view


def kept_games() -> list[Path]:
    return sorted(saves_dir().glob("unfinished-*.json"))


def stop(app: App) -> None:
    if app.game_view is not None:
        app.game_view.stop()  # type: ignore[attr-defined]
    assert app.match is None or app.match.flush_autosave()


# --------------------------------------------------------------------------- case 1


def test_a_new_game_from_the_command_line_keeps_the_unfinished_one(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    """Case 1: ``figures play --players ... --seed 4`` over an unfinished autosave used to
    start over it, leaving 0 actions and no copy. The path of ``run()``: resumable, start."""
    played = unfinished(data / "autosave.json")
    app = make_app(window, data)
    app.resumable()
    app.start(settings(4))
    view = game_view(app)
    assert view.match.game.actions == []
    kept = kept_games()
    assert len(kept) == 1 and [str(a) for a in load_game(kept[0]).actions] == played
    assert view.message.toast is not None and kept[0].name in view.message.toast[0]
    assert "kept in the saves folder" in view.message.toast[0]
    stop(app)
    assert load_game(data / "autosave.json").actions == []  # the new game, autosaved


def test_start_twice_in_the_setup_keeps_the_unfinished_game(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    played = unfinished(data / "autosave.json")
    app = make_app(window, data)
    app.show_setup(offer_resume=True)
    setup = window.current_view
    assert isinstance(setup, SetupView) and setup.resume is not None
    setup.on_draw()
    setup.start()
    assert setup.confirming and window.current_view is setup and not kept_games()
    setup.on_draw()  # the banner says what Start again does
    setup.start()
    kept = kept_games()
    assert len(kept) == 1 and [str(a) for a in load_game(kept[0]).actions] == played
    assert kept[0].name in (game_view(app).message.toast or ("",))[0]
    stop(app)


def test_discard_in_the_setup_is_the_only_way_to_drop_a_game(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    unfinished(data / "autosave.json")
    app = make_app(window, data)
    app.show_setup(offer_resume=True)
    setup = window.current_view
    assert isinstance(setup, SetupView)
    setup.discard()  # the player's own choice
    setup.start()
    assert not kept_games() and game_view(app).match.game.actions == []
    stop(app)


@pytest.mark.parametrize("again", ["new", "same"])
def test_new_and_same_deal_never_drop_a_game(
    window: FiguresWindow, data: Path, claims: None, again: str
) -> None:
    """From the end screen the game is over (nothing to keep); if the autosave was meanwhile
    an unfinished game (another path wrote it), it is still kept, never overwritten."""
    app = make_app(window, data)
    game = play(Game(settings(3)), random.Random(3))
    assert game.is_over
    match = Match(game, autosave=app.autosave)
    app.show_match(match)
    end = EndView(app, match)
    window.show_view(end)
    end.same_deal()
    assert not kept_games()  # a finished game needs no copy
    stop(app)
    played = unfinished(data / "autosave.json", seed=11)  # (undone back from its end)
    end.new_game() if again == "new" else end.same_deal()
    kept = kept_games()
    assert len(kept) == 1 and [str(a) for a in load_game(kept[0]).actions] == played
    stop(app)


# --------------------------------------------------------------------------- case 2


def test_a_second_window_takes_another_slot_and_says_so(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    """Case 2: a window holds the lock of ``autosave.json``; a second one on the same folder
    plays in ``autosave-2.json``, never offers or writes the first one's game, and says so."""
    played = unfinished(data / "autosave.json")
    first = SlotLock.take(data / "autosave.json")  # the other window (a lock of its own)
    assert first is not None
    try:
        claim = claim_autosave(data / "autosave.json")
        assert claim.number == 2 and claim.path == data / "autosave-2.json"
        assert claim.busy_with == os.getpid()
        app = App(window, Options(), autosave=claim.path)
        app.settle_in(claim)
        window.claims.append(claim)  # type: ignore[attr-defined]
        assert "Another Figures window" in app.note and "autosave-2.json" in app.note
        app.show_setup(offer_resume=True)
        setup = window.current_view
        assert isinstance(setup, SetupView) and setup.resume is None  # not the other's game
        setup.on_draw()  # the banner says it
        setup.start()
        assert game_view(app).match.autosave == data / "autosave-2.json"
        stop(app)
        assert [str(a) for a in load_game(data / "autosave.json").actions] == played
        assert load_game(data / "autosave-2.json").actions == []
        # A third window takes slot 3; slot 2 is not an orphan while its window plays.
        third = claim_autosave(data / "autosave.json")
        assert third.number == 3
        third.release()
        assert orphaned_slots(data / "autosave.json") == []
    finally:
        first.release()
    # The first window is gone: its slot is free again, for the next window.
    again = claim_autosave(data / "autosave.json")
    assert again.number == 1
    again.release()


def test_a_slot_left_by_a_closed_window_is_kept_in_the_saves_folder(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    played = unfinished(data / "autosave-2.json", seed=12)
    unfinished(data / "autosave-3.json", seed=13, actions=0)  # nothing played: nothing kept
    app = make_app(window, data)
    kept = kept_games()
    assert len(kept) == 1 and [str(a) for a in load_game(kept[0]).actions] == played
    assert kept[0].name in app.note
    assert not (data / "autosave-2.json").exists() and not (data / "autosave-3.json").exists()


def test_a_folder_without_locks_still_plays(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("root writes into read-only folders")
        claim = claim_autosave(folder / "autosave.json")
        assert claim.number == 1 and claim.lock is None
    finally:
        folder.chmod(0o700)


# --------------------------------------------------------------------------- case 3


def test_old_temporary_files_of_ours_are_removed_at_start(data: Path) -> None:
    saves = data / "saves"
    saves.mkdir()
    old = time.time() - 3600
    ours = [data / ".autosave.json.k3j_x9q2.tmp", saves / ".game-0001-seed1.json.ab12cd34.tmp"]
    kept = [
        data / ".autosave.json.newer123.tmp",  # a write maybe still under way
        data / "notes.tmp",  # not of our making
        data / ".other.tmp",
        data / ".notes.txt.abcdefgh.tmp",  # another program's temporary file
        data / ".other.json.abcdefgh.tmp",  # a JSON file that is not ours
        data / "autosave.json",
    ]
    for path in ours + kept:
        path.write_text("{")
    for path in ours + kept[1:]:
        os.utime(path, (old, old))
    (data / ".dir.json.abcdefgh.tmp").mkdir()  # a folder of that name is never removed
    os.utime(data / ".dir.json.abcdefgh.tmp", (old, old))
    assert sorted(remove_leftovers(data / "autosave.json")) == sorted(ours)
    assert not any(p.exists() for p in ours)
    assert all(p.exists() for p in kept) and (data / ".dir.json.abcdefgh.tmp").is_dir()


# --------------------------------------------------------------------------- case 5


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "figures-settings", "version": 1, "target": Infinity, "players": []}',
        '{"format": "figures-settings", "version": 1, "target": 1e400, "players": []}',
        '{"format": "figures-settings", "version": 1, "target": 120, "first": Infinity,'
        ' "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}]}',
        "[" * 100_000,
        '{"format": "figures-settings", "version": 1, "target": 120, "players": '
        '[{"name": "Y\\ud800", "kind": "human"}, {"name": "B", "kind": "easy"}]}',
        '{"format": "figures-settings", "version": 1, "target": 500, "players": []}',
        '{"format": "figures-settings", "version": 1, "target": 120, "colour_blind": [],'
        ' "language": [], "players": [{"name": "A", "kind": "human"}, {"name": "B", '
        '"kind": "easy"}]}',
        "\x00\xff",
        "",
    ],
)
def test_a_damaged_settings_file_is_set_aside_and_the_defaults_used(
    data: Path, content: str
) -> None:
    path = data / "settings.json"
    path.write_text(content, "utf-8", errors="surrogatepass")
    options = load_options(path)
    assert options.settings == Options().settings and options.language == "en"
    aside = list(data.glob("settings.bad-*.json"))
    assert len(aside) == 1 and not path.exists()
    assert "could not be read" in options.note and aside[0].name in options.note
    assert "\n" not in options.note and len(options.note) < 400


def test_the_game_starts_with_a_damaged_settings_file(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    """The first screen says what became of it, in the set-up's banner."""
    (data / "settings.json").write_text('{"format": "figures-settings", "target": 1e400}')
    app = make_app(window, data, load_options(data / "settings.json"))
    app.show_setup(offer_resume=True)
    setup = window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    assert "could not be read" in app.note and "settings.bad-" in app.note


def test_figures_play_starts_with_a_damaged_settings_file(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import figures.ui.shell.app as ui_app

    (data / "settings.json").write_text('{"format": "figures-settings", "first": Infinity}')
    seen: list[Options] = []
    monkeypatch.setattr(ui_app, "run", lambda **kwargs: seen.append(kwargs["options"]) or 0)
    assert main(["play"]) == 0
    assert seen[-1].settings == Options().settings and "could not be read" in seen[-1].note


def test_a_good_settings_file_round_trips(data: Path) -> None:
    options = Options(
        language="fr",
        colour_blind=True,
        settings=Settings((PlayerSpec("Zoé", "human"), PlayerSpec("Hal", "hard")), 90, 0, 1),
    )
    save_options(data / "settings.json", options)
    again = load_options(data / "settings.json")
    assert again.settings.players == options.settings.players and again.note == ""
    assert (again.language, again.colour_blind, again.settings.target) == ("fr", True, 90)
    assert not list(data.glob("settings.bad-*"))


# --------------------------------------------------------------------------- case 6


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Jos\udce9", "not valid text"),  # b"Jos\xe9" on a UTF-8 command line
        ("Y\ud800", "not valid text"),
        ("A\x1b[2JB", "control character"),
        ("A\u202eB", "control character"),
        ("x" * (MAX_NAME_LENGTH + 1), f"longer than {MAX_NAME_LENGTH}"),
        ("x" * 1_000_000, f"longer than {MAX_NAME_LENGTH}"),
        ("   ", "player 1's name is empty"),
    ],
)
def test_bad_names_are_refused_with_one_line(name: str, why: str) -> None:
    with pytest.raises(SettingsError, match=why) as info:
        Settings((PlayerSpec(name, "human"), PlayerSpec("Hal", "easy")))
    assert "\n" not in str(info.value) and len(str(info.value)) < 200
    str(info.value).encode("utf-8")  # printable as it is


def test_names_within_the_rules_are_kept() -> None:
    for name in ("Zoé", "李小龙", "x" * MAX_NAME_LENGTH, "Ada Lovelace", "🂡 Ace"):
        assert check_name(name) == name
        Settings((PlayerSpec(name, "human"), PlayerSpec("Hal", "easy")))


def test_a_bad_name_on_the_command_line_is_one_line(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Case 6: ``figures play --names "$(printf 'Jos\\xe9')",Bot`` crashed saving the
    set-up with a UnicodeEncodeError."""
    for names in ("Jos\udce9,Bot", "A\x07,Bot", "x" * 41 + ",Bot"):
        assert main(["play", "--players", "human,medium", "--names", names]) == 2
        err = capsys.readouterr().err
        assert err.startswith("figures: error: ") and err.count("\n") == 1, err
        assert "Traceback" not in err and "\x07" not in err
    assert not (data / "settings.json").exists()


def test_a_bad_name_in_a_record_is_refused_on_loading(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    unfinished(path)
    record = json.loads(path.read_text("utf-8"))
    record["players"][0]["name"] = "A\ud800B"
    path.write_text(json.dumps(record), "utf-8")  # (json writes the surrogate escaped)
    with pytest.raises(RecordError, match="player 1's name is not valid text"):
        load_game(path)


def test_the_setup_field_takes_only_printable_text(
    window: FiguresWindow, data: Path, claims: None
) -> None:
    app = make_app(window, data)
    app.show_setup()
    setup = window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    field = setup.seats[0].name
    setup.focus(field)
    field.value = ""
    setup.on_text("A\x1b[2J\u202e\ud800B" + "c" * 100)
    assert field.value.startswith("A[2JB") and len(field.value) <= MAX_NAME_LENGTH
    setup.start()
    assert game_view(app).match.settings.players[0].name == field.value
    stop(app)


# --------------------------------------------------------------------------- text helpers


def test_printable_escapes_what_a_terminal_acts_on() -> None:
    hostile = "ok\x1b]0;pwned\x07\x1b[2J\r\u202eX\ud800\x9b"
    shown_text = printable(hostile)
    assert shown_text == "ok\\x1b]0;pwned\\x07\\x1b[2J\\r\\u202eX\\ud800\\x9b"
    shown_text.encode("utf-8")
    assert printable("Zoé 李") == "Zoé 李"
    assert printable("x" * 100, limit=10) == "xxxxxxx..."


def test_shown_quotes_a_short_prefix() -> None:
    assert shown("x" * 10_000_000) == repr("x" * 37) + "..."
    assert len(shown(list(range(10_000)))) <= 40
    assert shown("a\x1bb") == "'a\\x1bb'"
    assert "digits" in shown(10**5000) and len(shown(10**5000)) < 60


def test_a_device_or_a_folder_is_never_set_aside(data: Path) -> None:
    """Setting a damaged file aside renames it; a device, a pipe or a folder at that name is
    left where it is (renaming /dev/null would break the system), and the note says so."""
    fifo = data / "settings.json"
    os.mkfifo(fifo)
    options = load_options(fifo)
    assert fifo.is_fifo() and "could not be set aside either" in options.note
    assert options.settings == Options().settings
    options = load_options(data)  # a folder
    assert data.is_dir() and "could not be set aside either" in options.note
    options = load_options("/dev/null")
    assert Path("/dev/null").is_char_device() and "could not be set aside either" in options.note


def test_a_second_window_never_plays_unlocked_beside_the_first(data: Path) -> None:
    """When another window holds slot 1 and the next slot's lock cannot be made, this window
    plays without an autosave, never in the other's file."""
    first = SlotLock.take(data / "autosave.json")
    assert first is not None
    (data / ".autosave-2.json.lock").mkdir()  # no lock file can be made there
    try:
        claim = claim_autosave(data / "autosave.json")
        assert claim.path is None and claim.lock is None and claim.busy_with == os.getpid()
    finally:
        first.release()
