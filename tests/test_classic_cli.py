"""The command line on classic files (../shared/specs/classic-rules.md §B4-§B6, Part C):
scenarios judged and checked by ``figures score`` and ``figures check`` beside the colour
game's, records re-checked and shown by ``figures replay``, and bad input refused with one
line and exit status 2."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from figures.classic.scenario import judge, load_scenario
from figures.cli import main

SCENARIOS = Path(__file__).parent / "scenarios"
CLASSIC = sorted((SCENARIOS / "classic").glob("*.json"))
COLOUR = sorted(SCENARIOS.glob("*.json"))

#: A small valid scenario that the bad-input cases below each break in one way.
SMALL: dict[str, Any] = {
    "rules": {"preset": "block", "players": 2},
    "hands": [["6-6", "5-5", "1-2"], ["4-4", "6-3", "0-1"]],
    "actions": ["6-6", "6-3@R"],
    "expect": [{"legal": True, "next": 1}, {"legal": True, "next": None}],
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def write(tmp_path: Path, data: Any, name: str = "case.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), "utf-8")
    return path


# ----------------------------------------------------------------------------- scenarios


def test_every_classic_scenario_agrees_with_the_engine(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert len(CLASSIC) >= 80
    code, out, err = run(capsys, "check", *map(str, CLASSIC))
    assert code == 0, out
    assert err == ""
    assert out.splitlines()[-1] == f"{len(CLASSIC)} scenarios passed, 0 failed"
    assert out.count("  pass  ") == len(CLASSIC)


def test_check_takes_colour_and_classic_files_together(
    capsys: pytest.CaptureFixture[str],
) -> None:
    files = [str(COLOUR[0]), str(CLASSIC[0]), str(COLOUR[1]), str(CLASSIC[1])]
    code, out, _ = run(capsys, "check", *files)
    assert code == 0
    assert out.splitlines()[-1] == "4 scenarios passed, 0 failed"


def test_check_reports_each_disagreement_by_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(CLASSIC[0].read_text("utf-8"))
    data["expect"][3] = {"legal": True, "points": 5, "next": 0}
    data["expect"][6]["round_end"]["pips"] = [13, 8]
    wrong = write(tmp_path, data, "wrong.json")
    code, out, _ = run(capsys, "check", str(COLOUR[0]), str(wrong), str(CLASSIC[1]))
    assert code == 1
    row = next(line for line in out.splitlines() if line.startswith(str(wrong)))
    assert "  FAIL  " in row
    assert "action 4: points: expected 5, got 0" in row
    assert "action 4: next: expected 0, got 1" in row
    assert "action 7: round_end.pips: expected [13, 8], got [13, 9]" in row
    assert out.splitlines()[-1] == "2 scenarios passed, 1 failed"


def test_a_malformed_file_among_others_makes_check_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = write(tmp_path, {**SMALL, "hand": []}, "bad.json")
    code, out, _ = run(capsys, "check", str(CLASSIC[0]), str(bad))
    assert code == 2
    assert f"{bad}  ERROR  unknown field 'hand'" in out
    assert out.splitlines()[-1] == "1 scenario passed, 0 failed, 1 could not be read"


def test_check_needs_an_expect_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, {k: v for k, v in SMALL.items() if k != "expect"})
    code, out, _ = run(capsys, "check", str(path))
    assert code == 2 and "no 'expect' list in this file" in out


def test_score_json_is_the_engines_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    for path in CLASSIC[::10]:
        code, out, _ = run(capsys, "score", str(path), "--json")
        assert code == 0
        assert json.loads(out) == {"actions": judge(load_scenario(path))}


GOLDEN_SCORE = """\
action 1 (seat 0): 5-5: illegal (wrong-lead)
action 2 (seat 0): 6-6@L: illegal (no-such-end)
action 3 (seat 0): 4-4: illegal (not-in-hand)
action 4 (seat 0): 6-6: legal, 0 points, seat 1 next
action 5 (seat 1): pass: illegal (must-play)
action 6 (seat 1): draw: illegal (no-drawing)
action 7 (seat 1): 6-3@R: legal, 0 points, the round is over
  blocked, won by seat 1; pips seat 0 13, seat 1 9; points seat 0 0, seat 1 1; \
scores seat 0 0, seat 1 1; game over, won by seat 1
action 8: 0-1@L: illegal (round-over)
"""


def test_score_prints_one_readable_verdict_per_action(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = SCENARIOS / "classic" / "001-block-lead-highest-double.json"
    code, out, err = run(capsys, "score", str(path))
    assert (code, out, err) == (0, GOLDEN_SCORE, "")


def test_score_shows_draws_halves_teams_and_the_next_lead(
    capsys: pytest.CaptureFixture[str],
) -> None:
    def score(name: str) -> str:
        code, out, _ = run(capsys, "score", str(SCENARIOS / "classic" / name))
        assert code == 0
        return out

    out = score("031-draw-3p-turn-order.json")
    assert "action 1 (seat 0): draw: legal, drew 0-6, seat 0 next" in out
    assert "action 3 (seat 0): pass: legal, seat 1 next" in out
    out = score("051-all-fives-3p-share-third-half-five.json")
    assert "blocked, tied;" in out and "points seat 0 7.5, seat 1 7.5, seat 2 0" in out
    assert "next lead: by lot" in out
    out = score("059-all-fives-teams-blocked-tie.json")
    assert "seat 0 and seat 2" in out and "seat 1 and seat 3" in out


def test_score_reads_a_classic_scenario_from_standard_input() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "figures.cli", "score", "-", "--json"],
        input=json.dumps(SMALL),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    verdicts = json.loads(result.stdout)["actions"]
    assert [v["legal"] for v in verdicts] == [True, True]


def test_score_with_no_actions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, {**SMALL, "actions": [], "expect": []})
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0 and out == "no actions to judge (the 'actions' list is empty)\n"


BAD_SCENARIOS = [
    ({"hands": SMALL["hands"], "actions": []}, "missing 'rules'"),
    ({**SMALL, "hand": []}, "unknown field 'hand'"),
    ({**SMALL, "rules": {"preset": "dominoes", "players": 2}}, "unknown preset 'dominoes'"),
    ({**SMALL, "rules": {"preset": "block", "players": 2, "spinner": 1}}, "unknown rules switch"),
    ({**SMALL, "rules": {"preset": "block", "players": 3, "teams": True}}, "teams need 4 players"),
    ({**SMALL, "rules": {"preset": "all-fives", "players": 9}}, "players"),
    ({**SMALL, "hands": [["7-1"], ["4-4"]]}, "bad tile '7-1'"),
    ({**SMALL, "actions": ["6-6", "6-3@"]}, "action 2: bad action '6-3@'"),
    ({**SMALL, "actions": ["6-6", "play 6-3"]}, "action 2: bad action"),
    ({**SMALL, "actions": ["6-6", 7]}, "action 2: an action is text"),
    ({**SMALL, "hands": [["6-6"], ["6-6"]]}, "tile 6-6 is listed twice"),
    ({**SMALL, "line": ["3-3", "1-4@R"], "turn": 0}, "'line' does not build"),
    ({**SMALL, "turn": 1}, "seat 0 leads by rule"),
    ({**SMALL, "expect": [{"legal": True}]}, "'expect' has 1 entries for 2 actions"),
    ({**SMALL, "expect": [{"legal": True, "score": 1}, {}]}, "unknown field 'score'"),
    ([SMALL], "a scenario is a JSON object"),
    ('{"rules": {"preset": "block", "players": 2}, "hands": [', "not valid JSON"),
]


@pytest.mark.parametrize(("data", "message"), BAD_SCENARIOS)
def test_a_malformed_scenario_gets_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: Any, message: str
) -> None:
    path = write(tmp_path, data)
    code, out, err = run(capsys, "score", str(path))
    assert code == 2 and out == ""
    line = one_line_error(err)
    assert line.startswith(f"figures: error: {path}") and message in line
    code, out, err = run(capsys, "check", str(path))
    assert code == 2 and err == ""
    assert "  ERROR  " in out and message in out


def test_text_from_a_scenario_reaches_the_terminal_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, {**SMALL, "description": "red \x1b[31m\u202e bell \x07"})
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    assert "\\x1b[31m" in out
    bad = write(tmp_path, {**SMALL, "hands\x1b[2J": []}, "bad.json")
    code, out, err = run(capsys, "score", str(bad))
    assert code == 2 and "\x1b" not in err and "\\x1b" in err


def test_the_scenario_folder_is_not_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "classic"
    shutil.copytree(SCENARIOS / "classic", copy)
    before = {p.name: p.read_bytes() for p in copy.iterdir()}
    run(capsys, "check", *map(str, sorted(copy.glob("*.json"))))
    assert {p.name: p.read_bytes() for p in copy.iterdir()} == before
