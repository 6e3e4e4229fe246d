"""Issue 12, cases 7 to 11: hostile files and values met by the command line and the library.

Each test is named after its case. The command line runs as a user meets it, a real process
with a UTF-8 terminal's strict standard output, bounded in time and memory (tests/bounded.py).
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from bounded import Run, figures
from conftest import play
from conftest import settings as game_settings

from figures.colour.actions import EndTurn, Place, Return
from figures.colour.errors import FiguresError, NothingToUndoError, RecordError
from figures.colour.game import Game, Phase, ScriptedBag, Settings
from figures.colour.geometry import Side
from figures.colour.records import check_record, game_to_json, parse_record, save_game
from figures.colour.scenario import parse_scenario
from figures.colour.tiles import Face, Tile, TileSet, load_tileset
from figures.core.seats import PlayerSpec

pytestmark = pytest.mark.slow  # (each case a real process)

PASSING = {
    "description": "one domino placed next to another",
    "board": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "E"}],
    "play": [{"face": "RRRRRR/R", "at": [0, 1], "dir": "N"}],
    "expect": [{"legal": True}],
}
ESCAPES = "\x1b]0;PWNED\x07\x1b[2J\x1b[31m\r\x08\u202e"


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return game_to_json(play(Game(game_settings(seed=5)), random.Random(5)))


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data))
    return path


def clean_failure(run: Run, code: int = 2) -> str:
    """The one line of a refusal: the exit code asked for, no traceback, one short line."""
    assert run.code == code, run
    assert b"Traceback" not in run.err, run.err[-2000:]
    lines = run.error_lines()
    assert len(lines) == 1, run.err[:2000]
    assert len(lines[0]) < 400, lines[0][:400]
    return lines[0]


def no_raw_controls(run: Run) -> None:
    """Nothing a terminal acts on reaches it: no escape, bell, carriage return, backspace or
    bidirectional override (stdout and stderr are UTF-8, so they decode)."""
    for stream in (run.out, run.err):
        text = stream.decode("utf-8")
        for char in "\x1b\x07\r\x08\u202e":
            assert char not in text, text[:500]


# ------------------------------------------------------------------------------------ case 7


def test_case7_lone_surrogates_do_not_crash_the_command_line(
    tmp_path: Path, record: dict[str, Any]
) -> None:
    # A description with a lone surrogate ("\ud800" in JSON): check shows it escaped.
    scenario = write(tmp_path / "s.json", {**PASSING, "description": "x\ud800y"})
    run = figures("check", str(scenario))
    assert run.code == 0 and b"Traceback" not in run.err, run.err
    assert "x\\ud800y" in run.out.decode("utf-8")

    # A player's name with one: refused when the record is read, in one line.
    named = copy.deepcopy(record)
    named["players"][0]["name"] = "A\ud800B"
    path = write(tmp_path / "named.json", named)
    for argv in (["replay", str(path)], ["replay", str(path), "--check"]):
        assert "not valid text" in clean_failure(figures(*argv))

    # A file name that is not valid UTF-8 (as a downloaded file's may be) becomes lone
    # surrogates on the command line; check and replay print it.
    folder = os.fsencode(tmp_path)
    bad_scenario = folder + b"/caf\xe9.json"
    bad_record = folder + b"/partie-\xe9t\xe9.json"
    Path(os.fsdecode(bad_scenario)).write_text(json.dumps(PASSING))
    Path(os.fsdecode(bad_record)).write_text(json.dumps(record))
    run = figures("check", bad_scenario)
    assert run.code == 0 and b"Traceback" not in run.err, run.err
    assert "caf\\udce9.json" in run.out.decode("utf-8")
    run = figures("replay", "--check", bad_record)
    assert run.code == 0 and b"Traceback" not in run.err, run.err
    assert ": ok:" in run.out.decode("utf-8")
    run = figures("check", bad_scenario, folder + b"/missing-\xe9.json")
    assert run.code == 2 and b"Traceback" not in run.err, run.err


# ------------------------------------------------------------------------------------ case 8


def test_case8_text_from_files_reaches_the_terminal_escaped(
    tmp_path: Path, record: dict[str, Any]
) -> None:
    # check prints a passing scenario's description.
    scenario = write(tmp_path / "s.json", {**PASSING, "description": f"hi {ESCAPES} there"})
    run = figures("check", str(scenario))
    assert run.code == 0
    no_raw_controls(run)
    assert "hi \\x1b]0;PWNED\\x07\\x1b[2J" in run.out.decode("utf-8")

    # A description on several lines stays on its one row.
    write(scenario, {**PASSING, "description": "one\ntwo\nthree"})
    run = figures("check", str(scenario))
    assert run.code == 0 and len(run.out.decode().splitlines()) == 2, run.out

    # Player names with escapes are refused when the record is read, the message escaped.
    named = copy.deepcopy(record)
    named["players"][1]["name"] = f"Bob{ESCAPES}"
    path = write(tmp_path / "named.json", named)
    for argv in (["replay", str(path)], ["replay", str(path), "--check"]):
        run = figures(*argv)
        assert "control character" in clean_failure(run)
        no_raw_controls(run)

    # File names are text from outside too (a glob over a downloads folder).
    evil = tmp_path / f"evil{ESCAPES}.json"
    write(evil, PASSING)
    runs = [figures("check", str(evil)), figures("score", str(evil))]
    write(evil, record)
    runs += [figures("replay", "--check", str(evil)), figures("replay", str(evil))]
    for run in runs:
        assert run.code == 0, run
        no_raw_controls(run)
    for argv in (
        ["score", f"{evil}.missing"],
        ["check", f"{evil}.missing"],
        ["replay", "--check", f"{evil}.missing"],
        ["tiles", "--file", f"{evil}.missing"],
    ):
        run = figures(*argv)
        assert run.code == 2
        no_raw_controls(run)

    # The replay display of a game: every line free of raw controls.
    run = figures("replay", str(write(tmp_path / "plain.json", record)))
    assert run.code == 0 and run.out.decode().startswith("opening")
    no_raw_controls(run)


# ------------------------------------------------------------------------------------ case 9


def _chain(count: int) -> dict[str, Any]:
    board = [{"face": "RRRRRR/R", "at": [2 * i, 0], "dir": "E"} for i in range(count)]
    return {"board": board, "play": [{"face": "RRRRRR/R", "at": [0, 1], "dir": "E"}]}


def _many_plays(count: int) -> str:
    play_entry = {"face": "RRRRRR/R", "at": [0, 0], "dir": "E"}
    return json.dumps({"board": [], "play": [play_entry] * count}, separators=(",", ":"))


def _longer(record: dict[str, Any], key: str, times: int) -> dict[str, Any]:
    longer = copy.deepcopy(record)
    the_round = longer["rounds"][0]
    the_round[key] = the_round[key] * times
    return longer


@pytest.mark.bench
def test_case9_input_larger_than_any_game_is_refused_up_front(
    tmp_path: Path, record: dict[str, Any]
) -> None:
    text = json.dumps(record)
    huge = tmp_path / "padded.json"
    huge.write_text(text + " " * 11_000_000)  # a valid record, padded past 10 MB
    chain = write(tmp_path / "chain.json", _chain(100_000))  # 5 MB
    plays = tmp_path / "plays.json"
    plays.write_text(_many_plays(225_000))  # 9 MB
    assert chain.stat().st_size < 10_000_000 and plays.stat().st_size < 10_000_000
    deal = copy.deepcopy(record)
    deal["rounds"][0]["deal"][0] = deal["rounds"][0]["deal"][0] * 500_000
    turn = copy.deepcopy(record)
    turn["rounds"][0]["turns"][0]["drawn"] = [1] * 1_000_000
    name = copy.deepcopy(record)
    name["players"][0]["name"] = "N" * 1_000_000
    cases: list[tuple[list[str], bytes | None, str]] = [
        (["replay", "--check", str(huge)], None, "larger than 10 MB: not a Figures file"),
        (["replay", str(huge)], None, "larger than 10 MB: not a Figures file"),
        (["score", str(huge)], None, "larger than 10 MB: not a Figures file"),
        (["tiles", "--file", str(huge)], None, "larger than 10 MB: not a Figures file"),
        (["replay", "--check", "-"], text.encode() + b" " * 11_000_000, "standard input is larger"),
        (["score", "-"], b" " * 11_000_000, "standard input is larger than 10 MB"),
        (["replay", "--check", "/dev/zero"], None, "not a regular file"),
        (["score", "/dev/urandom"], None, "not a regular file"),
        (["score", str(chain)], None, "'board' lists 100000 dominoes"),
        (["check", str(chain)], None, ""),
        (["score", str(plays)], None, "'play' lists 225000 placements"),
        (
            ["replay", "--check", str(write(tmp_path / "t.json", _longer(record, "turns", 50)))],
            None,
            "more than a game can have (at most",
        ),
        (
            ["replay", str(write(tmp_path / "o.json", _longer(record, "opening", 10_000)))],
            None,
            "more than a game can have",
        ),
        (["replay", "--check", str(write(tmp_path / "d.json", deal))], None, "at most 2"),
        (["replay", "--check", str(write(tmp_path / "dr.json", turn))], None, "at most 2"),
        (
            ["replay", str(write(tmp_path / "a.json", _longer(record, "actions", 2000)))],
            None,
            "more than a game can have",
        ),
        (["replay", str(write(tmp_path / "n.json", name))], None, "longer than 40 characters"),
    ]
    for argv, stdin, message in cases:
        run = figures(*argv, stdin=stdin, timeout=20)
        if argv[0] == "check":  # check reports unreadable files on its table, exit 2
            assert run.code == 2 and b"Traceback" not in run.err, run
            assert "'board' lists 100000 dominoes" in run.out.decode()
        else:
            assert message in clean_failure(run), (argv, run.err[:300])
        assert run.cpu_seconds < 5, (argv, run.cpu_seconds, run.seconds)
        assert run.peak_mb < 300, (argv, run.peak_mb)


def test_case9_special_files_neither_hang_nor_grow(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    # No writer: nothing to read, at once (a plain read would wait for a writer forever).
    run = figures("replay", "--check", str(fifo), timeout=10)
    assert "is empty" in clean_failure(run)
    # A writer that never stops: read up to the limit, then refused.
    writer = subprocess.Popen(["sh", "-c", f"exec yes > '{fifo}'"], stderr=subprocess.DEVNULL)
    try:
        run = figures("score", str(fifo), timeout=10)
    finally:
        writer.kill()
        writer.wait()
    assert "larger than 10 MB" in clean_failure(run)
    assert run.peak_mb < 300, run.peak_mb
    # A folder, and /dev/null.
    assert "is a folder, not a file" in clean_failure(figures("score", str(tmp_path)))
    assert "not a regular file" in clean_failure(figures("score", "/dev/null"))


@pytest.mark.bench
def test_case9_draws_the_rules_leave_unbounded_cost_little(tmp_path: Path) -> None:
    # An opening domino that fits nowhere goes back and the player draws again: the rules set
    # no bound on those draws, only the size of the file does. 4.9 million of them (9.8 MB)
    # took 19 s and 1 GB to check; each is now judged once and read without a reader each.
    red, blue = Face.parse("RRRRRR/R"), Face.parse("BBBBBB/B")
    tiles = TileSet([Tile(i, (blue, blue) if i < 2 else (red, red)) for i in range(120)])
    game = Game(game_settings(), tiles, ScriptedBag(range(120), [10, 0, *range(11, 20)]))
    game.apply(Place(10, 0, (0, 0), Side.E))
    game.apply(Place(11, 0, (0, 1), Side.E))
    data = game_to_json(game)
    assert data["rounds"][0]["opening"][1]["returned"] == [0]
    data["rounds"][0]["opening"][1]["returned"] = [0] * 4_900_000
    path = tmp_path / "returns.json"
    path.write_text(json.dumps(data, separators=(",", ":")))
    assert path.stat().st_size < 10_000_000
    run = figures("replay", "--check", str(path))
    assert run.code == 0 and b": ok:" in run.out, run
    assert run.cpu_seconds < 10 and run.peak_mb < 500, run


# ----------------------------------------------------------------------------------- case 10

BIG = "R" * 1_000_000
PLACED = {"face": "RRRRRR/R", "at": [0, 0], "dir": "E"}


def _record_with(record: dict[str, Any], where: tuple[Any, ...], value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(record)
    node = changed
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    return changed


def _bad_values(record: dict[str, Any], tmp_path: Path) -> list[tuple[str, Callable[[], object]]]:
    players = (PlayerSpec("A"), PlayerSpec("B"))
    game = Game(Settings(players))
    huge_int = 10**4000

    def replayed(where: tuple[Any, ...], value: Any) -> Callable[[], object]:
        def read() -> object:
            data = _record_with(record, where, value)
            game, problems = check_record(write(tmp_path / "r.json", data))
            if problems:
                raise RecordError("; ".join(problems))
            return game

        return read

    tiles = tmp_path / "tiles.json"
    write(tiles, {"format": "figures-tiles", "version": BIG, "tiles": []})
    return [
        ("face", lambda: Face.parse(BIG)),
        ("face not text", lambda: Face.parse([0] * 100_000)),  # type: ignore[arg-type]
        ("scenario dir", lambda: parse_scenario({"play": [{**PLACED, "dir": BIG}]})),
        ("scenario at", lambda: parse_scenario({"play": [{**PLACED, "at": [0] * 100_000}]})),
        ("scenario key", lambda: parse_scenario({BIG: 1, "play": []})),
        ("scenario format", lambda: parse_scenario({"format": BIG})),
        (
            "scenario expect",
            lambda: parse_scenario({"play": [PLACED], "expect": [{"points": BIG}]}),
        ),
        ("record version", lambda: parse_record({**record, "version": BIG})),
        ("record rules", lambda: parse_record({**record, "rules": BIG})),
        ("record target", lambda: parse_record(_record_with(record, ("rules", "target"), BIG))),
        (
            "record seed",
            lambda: parse_record(_record_with(record, ("seed",), [0] * 100_000)),
        ),
        (
            "record huge target",
            lambda: parse_record(_record_with(record, ("rules", "target"), huge_int)),
        ),
        (
            "record name",
            lambda: parse_record(_record_with(record, ("players", 0, "name"), [0] * 100_000)),
        ),
        (
            "record dir",
            lambda: parse_record(_record_with(record, ("rounds", 0, "opening", 0, "dir"), BIG)),
        ),
        ("record tile id", lambda: TileSet.from_json([{"id": BIG, "faces": []}], count=None)),
        (
            "record tile face",
            lambda: TileSet.from_json([{"id": 0, "faces": [BIG, BIG]}], count=None),
        ),
        ("tile set version", lambda: load_tileset(tiles)),
        ("record final reason", replayed(("final", "reason"), BIG)),
        ("record action", replayed(("rounds", 0, "actions", 3), BIG)),
        (
            "record huge tile",
            replayed(("rounds", 0, "turns", 0, "placements", 0, "tile"), huge_int),
        ),
        ("record huge draw", replayed(("rounds", 0, "deal", 0, 0), huge_int)),
        (
            "record huge cell",
            replayed(("rounds", 0, "turns", 0, "placements", 0, "at", 0), huge_int),
        ),
        ("record huge score", replayed(("rounds", 0, "turns", 0, "score_after"), huge_int)),
        ("place tile", lambda: game.apply(Place(BIG, 0, (0, 0), Side.E))),  # type: ignore[arg-type]
        ("place face", lambda: game.apply(Place(0, BIG, (0, 0), Side.E))),  # type: ignore[arg-type]
        ("place cell", lambda: game.apply(Place(0, 0, (huge_int, 0), Side.E))),
        ("place cell type", lambda: game.apply(Place(0, 0, [0] * 100_000, Side.E))),  # type: ignore[arg-type]
        ("place dir", lambda: game.apply(Place(0, 0, (0, 0), BIG))),  # type: ignore[arg-type]
        ("unknown action", lambda: game.apply(BIG)),  # type: ignore[arg-type]
        ("settings target", lambda: Settings(players, BIG)),  # type: ignore[arg-type]
        ("settings huge target", lambda: Settings(players, huge_int)),
        ("settings seed", lambda: Settings(players, 120, BIG)),  # type: ignore[arg-type]
        ("settings first", lambda: Settings(players, 120, 0, huge_int)),
    ]


def test_case10_error_messages_quote_a_short_prefix(record: dict[str, Any], tmp_path: Path) -> None:
    too_long = []
    for label, action in _bad_values(record, tmp_path):
        try:
            action()
        except FiguresError as exc:
            message = str(exc)
            assert "\n" not in message, label
            if len(message) > 300:
                too_long.append(f"{label}: {len(message)} characters: {message[:120]}")
        else:
            pytest.fail(f"{label}: accepted")
    assert not too_long, "\n".join(too_long)

    # On the command line: a 9 MB face (under the size limit) gives one short line.
    face = write(tmp_path / "face.json", {"play": [{**PLACED, "face": "R" * 9_000_000}]})
    assert "bad face 'RRRR" in clean_failure(figures("score", str(face)))


# ----------------------------------------------------------------------------------- case 11


def _nothing_fits() -> Game:
    """A game at the start of a turn where the player to play holds tiles 0 and 1 and neither
    fits: they are blue, the table red."""
    red, blue = Face.parse("RRRRRR/R"), Face.parse("BBBBBB/B")
    tiles = TileSet([Tile(i, (blue, blue) if i < 2 else (red, red)) for i in range(120)])
    script = [10, 11, 12, 13, 0, 1, *range(14, 40)]
    game = Game(game_settings(), tiles, ScriptedBag(range(120), script))
    game.apply(Place(10, 0, (0, 0), Side.E))
    game.apply(Place(11, 0, (0, 1), Side.E))
    game.apply(Place(12, 0, (2, 0), Side.E))
    game.apply(EndTurn())
    assert game.must_return() and sorted(game.hands[game.current]) == [0, 1]
    return game


def test_case11_every_action_is_type_checked_at_apply(tmp_path: Path) -> None:
    game = _nothing_fits()
    before = (game_to_json(game), sorted(game.bag.contents()), game.phase, game.current)
    bad: list[object] = [
        Return((1.0,)),
        Return((True,)),
        Return((False, 1)),
        Return([0]),  # type: ignore[arg-type]
        Return((0, "1")),  # type: ignore[arg-type]
        Return(None),  # type: ignore[arg-type]
        Return("01"),  # type: ignore[arg-type]
        Return(((0,),)),  # type: ignore[arg-type]
        Return(0),  # type: ignore[arg-type]
        None,
        "pass",
        (),
        object(),
        EndTurn,  # the class, not an action
    ]
    for action in bad:
        with pytest.raises(FiguresError):
            game.apply(action)  # type: ignore[arg-type]
        assert (game_to_json(game), sorted(game.bag.contents()), game.phase, game.current) == (
            before
        ), action
    assert game.phase is Phase.TURN and len(game.actions) == 4

    # What it does accept, it can save and read again (with the draws the record lists: the
    # bag here is scripted, not seeded).
    game.apply(Return((1,)))
    save_game(game, tmp_path / "g.json")
    loaded, problems = check_record(tmp_path / "g.json")
    assert problems == [] and game_to_json(loaded) == game_to_json(game)

    # undo with a count that is not a whole number: the library's own error, nothing changed.
    before = (game_to_json(game), sorted(game.bag.contents()), game.phase, game.current)
    for count in ("1", None, 1.0, True, [1], 0, -1, 99):
        with pytest.raises(NothingToUndoError):
            game.undo(count)  # type: ignore[arg-type]
        assert (game_to_json(game), sorted(game.bag.contents()), game.phase, game.current) == (
            before
        ), count
    game.undo(1)
    assert len(game.actions) == 4
