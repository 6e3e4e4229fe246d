"""Issue 12, cases 7 to 11: hostile files and values met by the command line and the library.

Each test is named after its case. The command line runs as a user meets it, a real process
with a UTF-8 terminal's strict standard output, bounded in time and memory (tests/bounded.py).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from bounded import Run
from conftest import play
from conftest import settings as game_settings

from figures.engine.actions import EndTurn, Place, Return
from figures.engine.errors import FiguresError, NothingToUndoError
from figures.engine.game import Game, Phase, ScriptedBag
from figures.engine.geometry import Side
from figures.engine.records import check_record, game_to_json, save_game
from figures.engine.tiles import Face, Tile, TileSet

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
