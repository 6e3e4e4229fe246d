"""The command line as a user meets it: right answers, and one clear line for bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from figures.cli import main

SCENARIO = {
    "board": [{"face": "RYYRRR/Y", "at": [0, 0], "dir": "E"}],
    "play": [
        {"face": "RRRRYY/Y", "at": [0, 1], "dir": "E"},
        {"face": "BBBBBB/B", "at": [2, 0], "dir": "E"},
    ],
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


def test_score_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(SCENARIO))
    code, out, _ = run(capsys, "score", str(path), "--json")
    assert code == 0
    plays = json.loads(out)["plays"]
    assert plays[0] == {
        "legal": True,
        "connected_edges": 2,
        "bonus": 0,
        "closed_surfaces": [4],
        "points": 6,
    }
    assert plays[1]["legal"] is False and "red" in plays[1]["reason"]


def test_score_reads_standard_input(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(SCENARIO)))
    code, out, _ = run(capsys, "score", "-")
    assert code == 0 and "= 6 points" in out and "illegal (colour-mismatch)" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{broken", "not valid JSON"),
        ('{"play": [{"face": "RRXRRR/R", "at": [0, 0], "dir": "E"}]}', "unknown colour letter"),
        ('{"play": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "Q"}]}', "unknown direction"),
        ('{"play": [{"face": "RRRRRR", "at": [0, 0], "dir": "E"}]}', "six colour letters"),
        ('{"play": [{"face": "RRRRRR/R", "at": [0], "dir": "E"}]}', "'at' must be a cell"),
        (
            '{"board": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "E"},'
            ' {"face": "RRRRRR/R", "at": [5, 5], "dir": "E"}], "play": []}',
            "board entry 2 is not a legal placement",
        ),
        ("[]", "a scenario is a JSON object"),
    ],
)
def test_score_refuses_malformed_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, _, err = run(capsys, "score", str(path))
    assert code == 2
    assert message in one_line_error(err)


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "no-such-file.json")
    assert code == 2 and "no such file" in one_line_error(err)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--target", "59"], "from 60 to 240, not 59"),
        (["--target", "241"], "from 60 to 240, not 241"),
        (["--players", "random"], "--players: a game needs 2 to 4 players, not 1"),
        (["--players", "random,wizard"], "unknown computer player 'wizard'"),
        (["--games", "0"], "at least 1"),
    ],
)
def test_simulate_refuses_bad_values(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, _, err = run(capsys, "simulate", *argv)
    assert code == 2 and message in one_line_error(err)


def test_simulate_then_replay_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "simulate", "--games", "2", "--seed", "4", "--save-dir", str(tmp_path), "--json"
    )
    assert code == 0
    result = json.loads(out)
    assert len(result["games"]) == 2 and sum(result["wins"]) == 2
    assert [g["first_player"] for g in result["games"]] == [0, 1]
    for game in result["games"]:
        code, out, _ = run(capsys, "replay", game["file"], "--check")
        assert code == 0 and "ok" in out
        code, out, _ = run(capsys, "replay", game["file"])
        assert code == 0 and out.startswith("opening") and "final" in out


def test_replay_check_reports_a_wrong_figure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "simulate", "--games", "1", "--save-dir", str(tmp_path))
    path = next(tmp_path.glob("*.json"))
    data = json.loads(path.read_text())
    data["final"]["scores"][0] += 1
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "replay", str(path), "--check")
    assert code == 1 and "final.scores: expected [" in out


def test_replay_refuses_a_foreign_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "tiles.json"
    path.write_text(json.dumps({"format": "figures-tiles", "version": 1, "tiles": []}))
    code, _, err = run(capsys, "replay", str(path), "--check")
    assert code == 2 and "unknown record format: 'figures-tiles'" in one_line_error(err)


def test_tiles_lists_the_set(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "tiles")
    assert code == 0 and len(out.splitlines()) == 120


@pytest.mark.slow
def test_console_script_help_and_errors() -> None:
    figures = Path(sys.executable).with_name("figures")
    for argv in ([], ["score"], ["simulate"], ["replay"], ["check"], ["tiles"], ["sheet"]):
        done = subprocess.run([str(figures), *argv, "--help"], capture_output=True, text=True)
        assert done.returncode == 0 and "usage: figures" in done.stdout
    done = subprocess.run(
        [str(figures), "simulate", "--target", "abc"], capture_output=True, text=True
    )
    assert done.returncode == 2 and "invalid int value" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"bord": [], "play": []}', "unknown field 'bord'"),
        ('{"play": [], "expect": [], "extra": 1}', "unknown field 'extra'"),
        ('{"play": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "E", "x": 1}]}', "unknown field"),
        ('{"format": "figures-game", "version": 1}', "not a scenario"),
        ('{"board": []}', "missing 'play'"),
        ("", "is empty"),
    ],
)
def test_scenario_typos_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "typo.json"
    path.write_text(content)
    code, _, err = run(capsys, "score", str(path))
    assert code == 2 and message in one_line_error(err)


def test_expect_typos_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "typo.json"
    path.write_text(json.dumps({**SCENARIO, "expect": [{"pointz": 6}, {"legal": False}]}))
    code, out, _ = run(capsys, "check", str(path))
    assert code == 2 and "ERROR" in out and "unknown field 'pointz'" in out


def test_a_byte_order_mark_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(SCENARIO).encode())
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0 and "= 6 points" in out


def test_check_tells_unreadable_files_from_failures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({**SCENARIO, "expect": [{"points": 5}, {"legal": False}]}))
    code, out, _ = run(capsys, "check", str(wrong))
    assert code == 1 and "play 1: points: expected 5, got 6" in out
    code, out, _ = run(capsys, "check", str(wrong), str(tmp_path / "missing.json"))
    assert code == 2 and "1 could not be read" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--target", "abc"], "invalid int value: 'abc'"),
        (["simulate", "--players", "random,,random"], "empty name"),
        (["frobnicate"], "invalid choice"),
        ([], "required"),
        (["tiles", "--render", "sheet.jpg"], "ending in .png"),
    ],
)
def test_usage_mistakes_get_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse's own mistakes end here
        code = int(stop.code or 0)
    _, err = capsys.readouterr()
    assert code == 2 and message in one_line_error(err)


def test_save_dir_must_be_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "afile"
    afile.write_text("")
    code, _, err = run(capsys, "simulate", "--save-dir", str(afile))
    assert code == 2 and "is a file, not a folder" in one_line_error(err)


def test_replay_check_takes_many_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "simulate", "--games", "2", "--save-dir", str(tmp_path))
    files = sorted(str(p) for p in tmp_path.glob("*.json"))
    code, out, _ = run(capsys, "replay", "--check", *files)
    assert code == 0 and out.count(": ok:") == 2 and "(finished)" in out
    assert "note:" not in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[" * 100_000, "not usable JSON"),
        ('{"play": [], "x": ' + "9" * 5000 + "}", "holds a number of 5000 digits (at most 30)"),
        (
            '{"play": [{"face": "RRRRRR/R", "at": [0, 0], "dir": "E"}], '
            '"expect": [{"closed_surfaces": [1, "a"]}]}',
            "'closed_surfaces' must be a list of whole numbers",
        ),
        ('{"play": [{"face": "RRRRRR/R", "at": [0, 99999999], "dir": "E"}]}', "table's edge"),
    ],
)
def test_absurd_files_get_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "absurd.json"
    path.write_text(content)
    for command in ("score", "check"):
        code, out, err = run(capsys, command, str(path))
        assert code == 2
        assert message in (one_line_error(err) if command == "score" else out)


def test_tiles_file_with_a_byte_order_mark(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from figures.colour.tiles import TILESET_FORMAT, default_tileset

    data = {"format": TILESET_FORMAT, "version": 1, "tiles": default_tileset().to_json()}
    path = tmp_path / "tiles.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode())
    code, out, _ = run(capsys, "tiles", "--file", str(path))
    assert code == 0 and len(out.splitlines()) == 120
    path.write_bytes(b"\xff\xfe" + "{}".encode("utf-16-le"))
    code, _, err = run(capsys, "tiles", "--file", str(path))
    assert code == 2 and "not UTF-8 text" in one_line_error(err)


@pytest.mark.bench
def test_bench_prints_every_measure_with_the_reference_beside_it(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["bench", "--repeat", "2", "--games", "1", "--decisions", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    names = [m["name"] for m in data["measures"]]
    assert any("110 on the table" in n for n in names)
    assert any("scoring one candidate" in n for n in names)
    assert any("medium players" in n for n in names)
    assert any("hard decision" in n for n in names)
    for m in data["measures"]:
        assert m["fast"] > 0
        if m["reference"] is not None:
            assert m["ratio"] > 1  # the fast path is faster, even on a tiny run


def test_bench_refuses_nonsense_counts(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["bench", "--games", "0"]) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
