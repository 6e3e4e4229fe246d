"""Game records of every family: the colour game's version-1 files (tests/records/), made by
the version-1 writer and kept as they were, load and check through the library and through
``figures replay``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from figures.cli import main
from figures.colour.game import Phase
from figures.colour.records import check_record, load_game

RECORDS = Path(__file__).parent / "records"
COLOUR_V1 = sorted(RECORDS.glob("colour-v1-*.json"))


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def test_the_version_1_fixtures_are_there() -> None:
    names = {p.name for p in COLOUR_V1}
    assert {
        "colour-v1-finished-target.json",
        "colour-v1-finished-pass.json",
        "colour-v1-mid-turn.json",
        "colour-v1-opening.json",
        "colour-v1-no-actions.json",
    } <= names
    for path in COLOUR_V1:
        data = read(path)
        assert (data["format"], data["version"]) == ("figures-game", 1)


@pytest.mark.parametrize("path", COLOUR_V1, ids=lambda p: p.name)
def test_colour_version_1_records_load_and_check(path: Path) -> None:
    data = read(path)
    for game in (load_game(path), check_record(path)[0]):
        assert [p.name for p in game.settings.players] == [
            p["name"] for p in data["settings"]["players"]
        ]
        assert game.settings.seed == data["settings"]["seed"]
        if "actions" in data:
            assert [str(a) for a in game.actions] == data["actions"]
        assert [t.score_after for t in game.turns] == [t["score_after"] for t in data["turns"]]
        assert game.deal == data["deal"]
        if data["final"] is None:
            assert game.outcome is None
        else:
            assert game.outcome is not None
            assert list(game.outcome.scores) == data["final"]["scores"]
            assert list(game.outcome.winners) == data["final"]["winners"]
            assert game.outcome.reason.value == data["final"]["reason"]
        if data["opening_pending"] is not None:
            assert game.phase is Phase.OPENING
            assert game.opening_tile == data["opening_pending"]["tile"]
        if data["turns"] and data["turns"][-1].get("complete") is False:
            assert game.phase is Phase.SECOND
    assert check_record(path)[1] == []


def test_colour_version_1_records_pass_replay_check(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["replay", "--check", *map(str, COLOUR_V1)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out.count(": ok: ") == len(COLOUR_V1) and "note:" not in out


@pytest.mark.parametrize("path", COLOUR_V1, ids=lambda p: p.name)
def test_colour_version_1_records_replay(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    finished = read(path)["final"] is not None
    assert out.splitlines()[-1].startswith("final" if finished else "not finished")
