"""The command line on classic files (../shared/specs/classic-rules.md §B4-§B6, Part C):
scenarios judged and checked by ``figures score`` and ``figures check`` beside the colour
game's, records re-checked and shown by ``figures replay``, and bad input refused with one
line and exit status 2."""

from __future__ import annotations

import copy
import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from test_classic_records import SPEC_RECORD

from figures.classic.game import Game, SeededChance
from figures.classic.records import save_record
from figures.classic.rules import Rules
from figures.classic.scenario import judge, load_scenario
from figures.cli import main
from figures.core.seats import PlayerSpec
from figures.games import lookup

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
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
    # (the path column is padded to the longest path, wherever the checkout lies)
    assert re.search(re.escape(str(bad)) + r" +ERROR  unknown field 'hand'", out)
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
action 1 (seat 1): 5-5: illegal (wrong-lead)
action 2 (seat 1): 6-6@L: illegal (no-such-end)
action 3 (seat 1): 4-4: illegal (not-in-hand)
action 4 (seat 1): 6-6: legal, 0 points, seat 2 next
action 5 (seat 2): pass: illegal (must-play)
action 6 (seat 2): draw: illegal (no-drawing)
action 7 (seat 2): 6-3@R: legal, 0 points, the round is over
  blocked, won by seat 2; pips seat 1 13, seat 2 9; points seat 1 0, seat 2 1; \
scores seat 1 0, seat 2 1; game over, won by seat 2
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
    assert "action 1 (seat 1): draw: legal, drew 0-6, seat 1 next" in out
    assert "action 3 (seat 1): pass: legal, seat 2 next" in out
    out = score("051-all-fives-3p-share-third-half-five.json")
    assert "blocked, tied;" in out and "points seat 1 7.5, seat 2 7.5, seat 3 0" in out
    assert "next lead: by lot" in out
    out = score("059-all-fives-teams-blocked-tie.json")
    assert "seat 1 and seat 3" in out and "seat 2 and seat 4" in out


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
    ({**SMALL, "rules": {"preset": "all-fives", "players": 9}}, "for 2 to 4 players, not 9"),
    ({**SMALL, "rules": {"preset": "block"}}, "need 'players'"),
    ({**SMALL, "rules": {"preset": "block", "players": 2, "lead": "left"}}, "lead"),
    ({**SMALL, "stock": ["6-6"]}, "tile 6-6 is listed twice"),
    ({**SMALL, "hands": [["6-6", "5-5"], []]}, "hand 1 is empty"),
    ({**SMALL, "hands": [["6-6", "5-5"], ["4-4", "3-3"], ["1-1"]]}, "a list of 2 hands"),
    ({**SMALL, "hands": [["6-6", "five-five"], ["4-4"]]}, "bad tile 'five-five'"),
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


# ----------------------------------------------------------------------------- records


def record_file(tmp_path: Path, data: Any = None, name: str = "record.json") -> Path:
    return write(tmp_path, copy.deepcopy(SPEC_RECORD) if data is None else data, name)


def played_record(tmp_path: Path, preset: str, players: int, seed: int) -> Path:
    """A whole game of random legal actions, saved as the program writes its records."""
    rules = Rules.preset(preset, players)
    game = Game(rules, SeededChance(seed), first=1)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / f"{preset}-{players}.json"
    names = ["Ada", "Bob", "Cy", "Di"]
    save_record(path, game, [PlayerSpec(names[s], "random") for s in range(players)])
    return path


GOLDEN_REPLAY = """\
Block game to 100 points (block-points), 2 players
players: Ada (human), Bob (medium)
round 1: Ada leads by rule
  deal: Ada 1-5 1-3 3-4 3-6 3-5 4-4 1-4; Bob 3-3 1-2 2-5 5-6 2-6 0-0 0-6; \
stock 0-3 0-4 5-5 1-1 2-4 2-2 4-6 1-6 0-5 4-5 0-2 6-6 0-1 2-3
  1. Ada: 4-4
  2. Bob: pass
  3. Ada: 4-3@R
  4. Bob: 3-3@R
  5. Ada: 3-1@R
  6. Bob: 1-2@R
  7. Ada: 4-1@L
  8. Bob: 2-5@R
  9. Ada: 1-5@L
  10. Bob: 5-6@R
  11. Ada: 5-3@L
  12. Bob: 6-2@R
  13. Ada: 3-6@L
  result: out, won by Ada; pips Ada 0, Bob 6; points Ada 6, Bob 0; scores Ada 6, Bob 0; \
next lead: Ada
round 2: Ada leads any tile
  deal: Ada 4-4 5-5 4-6 0-4 2-2 5-6 3-3; Bob 6-6 0-2 2-4 1-3 0-5 0-0 2-5; \
stock 3-4 0-6 1-1 1-5 2-6 3-5 1-2 1-4 0-1 3-6 1-6 2-3 4-5 0-3
  1. Ada: 3-3
  2. Bob: 3-1@R
  result: blocked, won by Bob; pips Ada 47, Bob 32; points Ada 0, Bob 47; scores Ada 6, Bob 47; \
next lead: Bob
not finished: scores Ada 6, Bob 47; the next round is not dealt
"""


def test_replay_shows_a_classic_record_round_by_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "replay", str(record_file(tmp_path)))
    assert (code, out, err) == (0, GOLDEN_REPLAY, "")


def test_replay_check_agrees_with_the_specs_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record_file(tmp_path)
    code, out, _ = run(capsys, "replay", str(path), "--check")
    assert code == 0
    assert out == f"{path}: ok: 2 rounds (not finished), 15 actions re-checked\n"


@pytest.mark.parametrize(
    ("preset", "players"),
    [("block-teams", 4), ("all-fives", 3), ("mexican-train", 3), ("matador", 2), ("draw-5", 4)],
)
def test_whole_games_replay_and_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], preset: str, players: int
) -> None:
    path = played_record(tmp_path, preset, players, seed=5)
    code, out, _ = run(capsys, "replay", str(path), "--check")
    assert code == 0 and ": ok: " in out and "(finished)" in out
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith(lookup(preset).title + f" ({preset}), {players} players")
    assert lines[1].startswith("players: Ada (random), Bob (random)")
    assert lines[-1].startswith("final ranking: 1 ")
    data = json.loads(path.read_text("utf-8"))
    assert sum(line.startswith("round ") for line in lines) == len(data["rounds"])
    assert sum(line.startswith("  result: ") for line in lines) == len(data["rounds"])
    actions = sum(len(r["actions"]) for r in data["rounds"])
    assert sum(line.startswith("  ") and ". " in line[:8] for line in lines) == actions
    if preset == "block-teams":
        assert "Ada and Cy" in out and "Bob and Di" in out
    if preset == "mexican-train":
        assert "round 1: engine 12-12, Bob plays first" in out


def test_replay_check_reports_each_disagreement_by_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(SPEC_RECORD)
    data["rounds"][0]["result"]["points"] = [7, 0]
    data["rounds"][1]["play_points"] = [1, 0]
    path = record_file(tmp_path, data)
    code, out, _ = run(capsys, "replay", str(path), "--check")
    assert code == 1
    assert out.splitlines() == [
        f"{path}: round 1: result.points: expected [7, 0], got [6, 0]",
        f"{path}: round 2: play_points: expected [1, 0], got [0, 0]",
        f"{path}: 2 disagreements with the rules",
    ]
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == ""
    assert "round 1: result.points: expected [7, 0], got [6, 0]" in one_line_error(err)


def test_replay_check_takes_colour_and_classic_records_together(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "simulate", "--games", "1", "--save-dir", str(tmp_path / "colour"))[0] == 0
    colour = next((tmp_path / "colour").glob("*.json"))
    classic = record_file(tmp_path)
    code, out, _ = run(capsys, "replay", "--check", str(colour), str(classic))
    assert code == 0 and out.count(": ok: ") == 2
    wrong = copy.deepcopy(SPEC_RECORD)
    wrong["final"] = {"scores": [6, 47], "winners": [1]}
    bad = record_file(tmp_path, wrong, "wrong.json")
    code, out, _ = run(capsys, "replay", "--check", str(colour), str(bad), str(classic))
    assert code == 1 and out.count(": ok: ") == 2
    assert f"{bad}: final: expected" in out


def _spec_with(change: str) -> dict[str, Any]:
    data = copy.deepcopy(SPEC_RECORD)
    exec(change, {"d": data})
    return data


BAD_RECORDS = [
    ("d['rules']['preset'] = 'dominoes'", "unknown preset 'dominoes'"),
    ("d['rules']['reserve'] = 'x'", "reserve"),
    ("d['rules']['colour'] = 1", "unknown rules switch 'colour'"),
    ("d['rules'] = {'preset': 'block', 'players': 3, 'teams': True}", "teams need 4 players"),
    ("d['rounds'][0]['deal']['hands'][0][0] = '7-1'", "bad tile '7-1'"),
    ("d['rounds'][0]['deal']['hands'][0][0] = '3-3'", "tile 3-3 is dealt twice"),
    ("d['rounds'][0]['actions'][2] = '4-3@'", "round 1, action 3: bad action '4-3@'"),
    ("d['rounds'][0]['actions'][2] = 'play'", "round 1, action 3: bad action 'play'"),
    ("d['rounds'][0]['actions'][2] = '6-6@R'", "round 1, action 3: 6-6@R is refused"),
    ("d['rounds'][1]['leader'] = 1", "round 2: player 1 leads by the rules, not player 2"),
    ("d['rounds'][0]['actions'].append('pass')", "comes after the round's end"),
    ("d['extra'] = 1", "unknown field 'extra'"),
    ("d['version'] = 2", "unknown record format: 'classic-dominoes-game' version 2"),
    ("del d['players']", "missing field 'players'"),
    ("d['players'][0]['name'] = 'A\\x1b[2J'", "player 1's name has a control character"),
    ("d['rounds'] = []", "rounds: expected at least one round, found none"),
]


@pytest.mark.parametrize(("change", "message"), BAD_RECORDS)
def test_a_malformed_record_gets_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, message: str
) -> None:
    path = record_file(tmp_path, _spec_with(change))
    for argv in (["replay", str(path), "--check"], ["replay", str(path)]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == ""
        line = one_line_error(err)
        assert line.startswith(f"figures: error: {path}: ") and message in line
        assert "\x1b" not in line


def test_a_record_that_is_not_json_or_not_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = write(tmp_path, '{"format": "classic-dominoes-game", "rounds": [', "broken.json")
    code, _, err = run(capsys, "replay", str(broken), "--check")
    assert code == 2 and "not valid JSON" in one_line_error(err)
    scenario = CLASSIC[0]
    code, _, err = run(capsys, "replay", str(scenario))
    assert code == 2 and "unknown record format: no 'format' field" in one_line_error(err)


# ----------------------------------------------------------------------------- as a process


def test_the_command_is_the_packages_main() -> None:
    from importlib.metadata import entry_points

    (script,) = entry_points(group="console_scripts", name="figures")
    assert script.value == "figures.cli:main" and script.load() is main


@pytest.mark.parametrize(
    ("argv", "content", "message"),
    [
        (["score"], {**SMALL, "rules": {"preset": "block", "players": 3, "teams": True}}, "teams"),
        (["check"], {**SMALL, "actions": ["6-6", "6-3 R"], "expect": [{}, {}]}, "bad action"),
        (["replay", "--check"], _spec_with("d['rules']['preset'] = 'x'"), "unknown preset"),
        (["replay"], _spec_with("d['rounds'][0]['actions'][2] = '5-5@L'"), "is refused"),
    ],
)
@pytest.mark.slow
def test_bad_input_in_a_real_process_is_one_line_and_exit_2(
    tmp_path: Path, argv: list[str], content: Any, message: str
) -> None:
    path = write(tmp_path, content)
    result = subprocess.run(
        [sys.executable, "-m", "figures.cli", *argv, str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    if argv == ["check"]:
        assert result.stderr == "" and message in result.stdout
    else:
        assert result.stdout == ""
        assert message in one_line_error(result.stderr)
