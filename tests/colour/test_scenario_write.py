"""The position editor's scenario writer (figures/colour/scenario_write.py): a position laid
freely becomes a scenario file that the scenario module reads and ``figures check`` passes;
it opens again as the same position; every scenario of the tests opens and saves to an
equivalent file; a table the rules cannot build is refused with each domino's reason; the
fields of an opened file the writer does not write are kept; the file is written atomically.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from figures.cli import main
from figures.colour.board import Board
from figures.colour.errors import RecordError
from figures.colour.geometry import Side
from figures.colour.rules import evaluate
from figures.colour.scenario import build_board, judge, parse_scenario
from figures.colour.scenario_write import (
    Domino,
    Position,
    UnsaveableError,
    arrange,
    judge_plays,
    position_of,
    read_position,
    scenario_json,
    write_scenario,
)
from figures.colour.tiles import Face, default_tileset

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))
ALL_R = Face.parse("RRRRRR/R")
ALL_G = Face.parse("GGGGGG/G")


def d(face: Face | str, x: int, y: int, direction: str = "E") -> Domino:
    if isinstance(face, str):
        face = Face.parse(face)
    return Domino(face, (x, y), Side.parse(direction))


def places(position: Position) -> list[tuple[str, tuple[int, int], str]]:
    return sorted((str(x.face), x.at, x.dir.name) for x in position.board)


def plays(position: Position) -> list[tuple[str, tuple[int, int], str]]:
    return [(str(x.face), x.at, x.dir.name) for x in position.plays]


def pocket() -> Position:
    """The five-domino ring of tests/scenarios/014 laid in a scrambled order (the first laid
    touches nothing laid before it until the ring closes), and three plays: a mismatch, the
    six-edge fill, then one lying on it."""
    ring = [
        d("YRRRYY/Y", -1, 0, "N"),
        d("RRRYYY/Y", 2, -1, "W"),
        d("YRRYYY/Y", 0, 1, "E"),
        d("YRRRYY/Y", 0, -1, "W"),
        d("RRRYYY/Y", 2, 1, "S"),
    ]
    position = Position(tuple(ring))
    for play in (d("YYYYYR/Y", 0, 0), d("YYYYYY/Y", 1, 0, "W"), d(ALL_R, 0, 0, "N")):
        position = position.add_play(play)
    return position


def check_exit(path: Path) -> int:
    return main(["check", str(path)])


def test_a_position_round_trips_through_the_file_and_figures_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    position = pocket()
    path = tmp_path / "pocket.json"
    data = write_scenario(path, position)
    # The scenario module reads it and builds the same table.
    scenario = parse_scenario(json.loads(path.read_text("utf-8")), str(path))
    assert len(build_board(scenario).placed) == 5
    verdicts = judge(scenario)
    assert [v["legal"] for v in verdicts] == [False, True, False]
    assert verdicts[1]["points"] == 27 and verdicts[1]["closed_surfaces"] == [17]
    assert data["expect"][0] == {"legal": False, "reason": "colour-mismatch"}
    assert data["expect"][1] == {
        "legal": True,
        "connected_edges": 6,
        "bonus": 4,
        "closed_surfaces": [17],
        "points": 27,
    }
    assert data["expect"][2] == {"legal": False, "reason": "overlap"}
    # figures check passes it, in-process and as the real command.
    assert check_exit(path) == 0
    assert "1 scenario passed, 0 failed" in capsys.readouterr().out
    run = subprocess.run(
        [sys.executable, "-m", "figures.cli", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    # Opened again: the same dominoes on the table and the same plays, in order.
    again = read_position(path, default_tileset())
    assert places(again) == places(position)
    assert plays(again) == plays(position)
    assert again.plays[1].expected  # the file's expectations are kept beside the plays
    table = arrange(again.board)
    verdicts_again = judge_plays(table.board, again.plays)
    assert [v.differs(p.expected) for v, p in zip(verdicts_again, again.plays, strict=True)] == [
        [],
        [],
        [],
    ]


def test_the_scrambled_order_is_put_right_and_the_board_written_legally() -> None:
    position = pocket()
    table = arrange(position.board)
    assert table.saveable
    # The first laid is placed first; the ring's others when they touch the table.
    assert table.order[0] == 0 and sorted(table.order) == [0, 1, 2, 3, 4]
    board = Board()
    for index in table.order:
        domino = position.board[index]
        evaluate(board, domino.face, domino.at, domino.dir)  # raises when illegal
        board.place(domino.placed())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_scenario_of_the_tests_opens_and_saves_to_an_equivalent_file(
    path: Path, tmp_path: Path
) -> None:
    original: dict[str, Any] = json.loads(path.read_text("utf-8"))
    position = read_position(path, default_tileset())
    out = tmp_path / path.name
    data = write_scenario(out, position)
    assert check_exit(out) == 0
    # The same table (in the file's order: it was legal), the same plays, the same verdicts,
    # the description and the why kept.
    assert data["board"] == original.get("board", [])
    assert data["play"] == original["play"]
    assert data["description"] == original["description"]
    assert data["why"] == original["why"]
    assert judge(parse_scenario(data)) == judge(parse_scenario(original))
    # Every field the original expected is in the new expectations, with the same value.
    for mine, theirs in zip(data["expect"], original["expect"], strict=True):
        for key, value in theirs.items():
            assert mine[key] == value, (key, mine, theirs)


def test_faces_of_the_tile_set_know_their_tile(tmp_path: Path) -> None:
    tiles = default_tileset()
    face = tiles[17].faces[1]
    path = tmp_path / "one.json"
    write_scenario(path, Position((Domino(face, (0, 0), Side.N, 17, 1),)).add_play(d(ALL_R, 5, 5)))
    again = read_position(path, tiles)
    assert (again.board[0].tile, again.board[0].side) == (17, 1)


def test_a_table_the_rules_cannot_build_is_refused_with_each_reason(tmp_path: Path) -> None:
    # Red beside red, then a green one touching the red (a clash), then one far away.
    position = Position((d(ALL_R, 0, 0), d(ALL_R, 0, 1), d(ALL_G, 2, 0), d(ALL_R, 9, 9)))
    table = arrange(position.board)
    assert not table.saveable
    assert {i: e.reason for i, e in table.refused.items()} == {
        2: "colour-mismatch",
        3: "not-touching",
    }
    path = tmp_path / "bad.json"
    path.write_text("old", "utf-8")
    with pytest.raises(UnsaveableError) as caught:
        write_scenario(path, position)
    message = str(caught.value)
    assert "2 of the table's dominoes" in message and "\n" not in message
    assert "domino 3" in message and "domino 4" in message
    assert path.read_text("utf-8") == "old"  # nothing written over the old file
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left


def test_the_largest_group_starts_the_table() -> None:
    # A lone domino laid first, then a group of three: the lone one is the one refused.
    position = Position((d(ALL_R, 20, 20), d(ALL_R, 0, 0), d(ALL_R, 0, 1), d(ALL_R, 2, 0)))
    table = arrange(position.board)
    assert set(table.refused) == {0}
    assert table.refused[0].reason == "not-touching"


def test_dominoes_lying_on_one_another_are_refused() -> None:
    position = Position((d(ALL_R, 0, 0), d(ALL_R, 1, 0, "N")))
    table = arrange(position.board)
    assert {i: e.reason for i, e in table.refused.items()} == {1: "overlap"}
    assert position.at_cell((1, 0)) == 1 and position.at_cell((0, 0)) == 0
    assert position.lift(1).board == (position.board[0],)


def test_fields_of_the_opened_file_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    source = json.loads((SCENARIOS / "015-pocket-mismatch-then-fill-west.json").read_text())
    position = position_of(source, "015")
    edited = Position(position.board, position.plays[:1], position.fields)
    data = scenario_json(edited)
    assert list(data) == ["description", "why", "board", "play", "expect"]
    assert data["description"] == source["description"] and data["why"] == source["why"]
    assert data["expect"] == [{"legal": False, "reason": "colour-mismatch"}]
    # A top-level field of a later format (house rules, being added to the scenario files)
    # is written back as it was; today's reader would refuse it, so the check is skipped.
    monkeypatch.setattr("figures.colour.scenario_write._verify", lambda data: None)
    later = Position(edited.board, edited.plays, {**edited.fields, "rules": {"cost": 3}})
    assert scenario_json(later)["rules"] == {"cost": 3}


def test_an_empty_position_saves_an_empty_scenario(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    data = write_scenario(path, Position())
    assert data == {"board": [], "play": [], "expect": []}
    assert check_exit(path) == 0


def test_bad_files_are_one_line_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"board": [], "play": [{"face": "XX", "at": [0, 0], "dir": "E"}]}')
    with pytest.raises(RecordError) as caught:
        read_position(bad)
    assert "\n" not in str(caught.value) and "play 1" in str(caught.value)
    classic = tmp_path / "classic.json"
    classic.write_text('{"rules": {"preset": "block", "players": 2}, "hands": [], "actions": []}')
    with pytest.raises(RecordError, match="classic"):
        read_position(classic)
    ruled = tmp_path / "ruled.json"  # a colour scenario whose rules are house rules
    ruled.write_text('{"rules": {}, "play": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "E"}]}')
    assert len(read_position(ruled).plays) == 1
    record = tmp_path / "game.json"
    record.write_text('{"format": "figures-game", "version": 1}')
    with pytest.raises(RecordError, match="not a scenario"):
        read_position(record)


def test_house_rules_of_the_file_score_the_plays(tmp_path: Path) -> None:
    try:
        parse_scenario({"rules": {"square": 2}, "play": []})
    except RecordError:
        pytest.skip("the scenario files do not take house rules yet")
    # Scenario 039's table and plays, under a bonus from the 2nd edge and 2 points a square.
    source = json.loads((SCENARIOS / "039-closure-over-two-plays.json").read_text())
    plain = position_of(source, "039")
    rules = {"bonus_from": 2, "square": 2}
    ruled = Position(plain.board, plain.plays, {**plain.fields, "rules": rules})
    assert ruled.rules.square == 2
    path = tmp_path / "ruled.json"
    data = write_scenario(path, ruled)
    assert data["rules"] == rules
    before = scenario_json(plain)["expect"][1]
    after = data["expect"][1]
    assert after["connected_edges"] == before["connected_edges"] == 3
    assert after["bonus"] == 2 and before["bonus"] == 1
    assert after["points"] == 3 + 2 + 2 * sum(after["closed_surfaces"])
    assert check_exit(path) == 0
    again = read_position(path)
    assert again.rules == ruled.rules
    bad = Position(plain.board, plain.plays, {"rules": {"square": 99}})
    with pytest.raises(RecordError, match="square"):
        scenario_json(bad)
