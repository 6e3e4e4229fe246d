"""``figures sheet``: a sheet shown with its standings, re-checked, printed as CSV; a sheet that
does not add up exits 1, a bad file 2, each with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figures.classic.rules import Rules
from figures.cli import main
from figures.sheet import ClassicRound, ColourTurn, Placement, Remaining, Sheet
from figures.sheet.files import save

NAMES = ("Ann", "Bob", "Cy")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _all_fives(path: Path) -> Path:
    sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES)
    left = (Remaining(0), Remaining(12), Remaining(3))
    sheet.add(ClassicRound("out", 0, left, ((0, 10), (1, 5))))
    sheet.score_in_play(2, 15)
    save(sheet, path)
    return path


def test_a_sheet_is_shown_with_its_standings_and_what_comes_next(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "sheet", str(_all_fives(tmp_path / "a.json")))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "All Fives (all-fives), 3 players",
        "players: Ann, Bob, Cy",
        "round 1: out, won by Ann; pips Ann 0, Bob 12, Cy 3; points Ann 15, Bob 0, Cy 0; "
        "scores Ann 25, Bob 5, Cy 0; next lead: Ann; in play Ann 10, Bob 5",
        "in play this round: Cy +15",
        "standings: Ann 25, Bob 5, Cy 15",
        "still needed: Ann 175, Bob 195, Cy 185",
        "next: round 2: Ann leads any tile",
    ]


def test_mexican_train_names_the_next_engine_and_colour_turns_their_parts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = Sheet.classic(Rules.preset("mexican-train", 3), NAMES, first=1)
    sheet.add(ClassicRound("out", 2, (Remaining(30), Remaining(12), Remaining(0))))
    save(sheet, tmp_path / "m.json")
    _, out, _ = run(capsys, "sheet", str(tmp_path / "m.json"))
    assert out.splitlines()[-2:] == [
        "still to play: 12 rounds",
        "next: round 2: engine 11-11, Cy plays first",
    ]
    colour = Sheet.colour(NAMES[:2], 60)
    colour.add(ColourTurn((Placement(3, (4,)),)))
    colour.add(ColourTurn((Placement(points=6), Placement(2))))
    save(colour, tmp_path / "c.json")
    _, out, _ = run(capsys, "sheet", str(tmp_path / "c.json"))
    assert "turn 1: Ann: 3 edges + 1 bonus + closed [4] = 8 -> 8" in out
    assert "turn 2: Bob: 6 points given; 2 edges + 0 bonus = 2, -4 paid -> 4" in out


def test_check_csv_and_a_sheet_that_does_not_add_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _all_fives(tmp_path / "a.json")
    code, out, _ = run(capsys, "sheet", "--check", str(good))
    assert code == 0
    assert out == f"{good}: ok: 1 round (not finished), every total agrees\n"
    code, out, _ = run(capsys, "sheet", "--csv", str(good))
    assert out.splitlines() == [
        "round,how,Ann points,Ann total,Bob points,Bob total,Cy points,Cy total",
        "1,out: Ann,25,25,5,5,0,0",
    ]
    data = json.loads(good.read_text())
    data["rounds"][0]["scores"] = [30, 5, 0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    code, out, err = run(capsys, "sheet", "--check", str(good), str(bad))
    assert code == 1 and err == ""
    assert out.splitlines()[-1] == (
        f"{bad}: rounds[0].scores: the sheet says 30, 5, 0, the rules give 25, 5, 0"
    )
    code, _, err = run(capsys, "sheet", str(bad))
    assert code == 2 and len(err.splitlines()) == 1 and "the rules give 25, 5, 0" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "is empty"),
        ('{"format": "figures-game", "version": 1}', "is not a Figures score sheet"),
        ('{"format": "figures-sheet", "version": 9}', "unsupported record version 9"),
        (
            '{"format": "figures-sheet", "version": 1, "game": "colour", "target": 20, '
            '"players": ["A", "B"], "first": 0, "turns": [], "finished": null, "final": null}',
            "the target is a whole number from 60 to 240, not 20",
        ),
    ],
)
def test_bad_files_get_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "s.json"
    path.write_text(content)
    code, out, err = run(capsys, "sheet", str(path))
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and message in err and "Traceback" not in err
