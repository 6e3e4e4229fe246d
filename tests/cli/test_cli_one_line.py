"""Issue 21, point 19: command lines that ended in a traceback end in one line and a non-zero
exit. Digits of other scripts ("²", "٣", "３": int() reads the last two as 3), a balance
setting that is not one, standard output on a full disk, a number of games no machine holds,
and balance without its plotting extra. Each runs the real ``figures`` command."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from bounded import FIGURES, Run, environment, figures

from figures.classic.rules import Rules
from figures.cli.common import MAX_GAMES
from figures.sheet import ClassicRound, Remaining, Sheet
from figures.sheet.files import save

pytestmark = pytest.mark.slow  # (each case a real process)

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "030-mapping-east.json"


def one_line(run: Run) -> str:
    assert run.code == 2, run
    assert b"Traceback" not in run.err, run.err[-2000:]
    lines = run.error_lines()
    assert len(lines) == 1, run.err[:2000]
    return lines[0]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "--set", "cost=²"], "the house rule cost must be a whole number"),
        (["simulate", "--set", "targets=²..240"], "the house rule targets is written LOW..HIGH"),
        (["simulate", "--set", "cost=٣"], "the house rule cost must be a whole number"),
        (["simulate", "--set", "cost=３"], "the house rule cost must be a whole number"),
        (["balance", "--set", "cost=٣,4", "--out", "{tmp}"], "cost must be a whole number"),
        (["simulate", "--game", "block", "--target", "rounds:²"], "is not a target"),
        (["simulate", "--game", "block", "--target", "rounds:٣"], "is not a target"),
        (["simulate", "--target", "１２０"], "argument --target: invalid int value"),
        (["simulate", "--seed", "٣"], "argument --seed: invalid int value: '٣'"),
        (["simulate", "--games", "３"], "argument --games: invalid int value: '３'"),
        (["play", "--seed", "٣"], "argument --seed: invalid int value: '٣'"),
    ],
)
def test_only_ascii_digits_are_numbers(tmp_path: Path, argv: list[str], words: str) -> None:
    line = one_line(figures(*(a.replace("{tmp}", str(tmp_path / "r")) for a in argv)))
    assert words in line, line


def test_ascii_digits_still_set_a_rule(tmp_path: Path) -> None:
    run = figures("simulate", "--set", "cost=3,targets=60..240", "--target", "60", "--json")
    assert run.code == 0 and b"Traceback" not in run.err, run.err[-2000:]


@pytest.mark.parametrize("value", ["abc", "points:x", "rounds:²"])
def test_balance_says_a_target_that_is_not_one_in_one_line(tmp_path: Path, value: str) -> None:
    out = tmp_path / "report"
    line = one_line(
        figures("balance", "--games", "2", "--set", f"target={value}", "--out", str(out))
    )
    assert line.startswith("figures: error: --set target: "), line
    assert not out.exists()


def a_sheet(folder: Path) -> Path:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), ("Ann", "Bob"))
    sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(12)), ((0, 10),)))
    path = folder / "sheet.json"
    save(sheet, path)
    return path


def to_a_full_disk(*argv: str) -> subprocess.CompletedProcess[str]:
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [str(FIGURES), *argv],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=environment(),
            timeout=120,
        )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
def test_every_command_writing_to_a_full_disk_says_so_in_one_line(tmp_path: Path) -> None:
    record = tmp_path / "records"
    done = subprocess.run(
        [str(FIGURES), "simulate", "--games", "1", "--save-dir", str(record)],
        capture_output=True,
        env=environment(),
    )
    assert done.returncode == 0, done.stderr
    (game,) = record.glob("*.json")
    sheet = a_sheet(tmp_path)
    for argv in (
        ["sheet", str(sheet)],
        ["sheet", "--csv", str(sheet)],
        ["replay", str(game)],
        ["replay", "--check", str(game)],
        ["tiles"],
        ["simulate", "--games", "2"],
        ["simulate", "--games", "1", "--json"],
        ["score", str(SCENARIO)],
        ["check", str(SCENARIO)],
    ):
        run = to_a_full_disk(*argv)
        assert run.returncode == 2, (argv, run.returncode, run.stderr)
        assert run.stderr == "figures: error: cannot write the output: No space left on device\n", (
            argv,
            run.stderr,
        )


@pytest.mark.parametrize("command", ["simulate", "balance"])
@pytest.mark.bench
def test_more_games_than_a_run_holds_are_refused_at_once(tmp_path: Path, command: str) -> None:
    argv = [command, "--games", str(10**8)]
    if command == "balance":
        argv += ["--out", str(tmp_path / "report")]
    run = figures(*argv, timeout=30)
    line = one_line(run)
    assert f"argument --games: at most {MAX_GAMES:,} games a run, not 100000000 (" in line, line
    assert run.seconds < 15 and run.peak_mb < 300


def test_balance_without_the_plotting_extra_says_how_to_install_it_before_playing(
    tmp_path: Path,
) -> None:
    """matplotlib hidden by a package of that name that cannot be imported, first on the path
    (as a missing one is met)."""
    hidden = tmp_path / "hidden" / "matplotlib"
    hidden.mkdir(parents=True)
    (hidden / "__init__.py").write_text(
        "raise ModuleNotFoundError('No module named matplotlib', name='matplotlib')\n"
    )
    env = environment() | {"PYTHONPATH": str(hidden.parent)}
    out = tmp_path / "report"
    done = subprocess.run(
        [str(FIGURES), "balance", "--games", "50", "--out", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.stderr == (
        "figures: error: figures balance draws its plots with matplotlib, which is not "
        "installed: pip install 'figures[report]' (or pip install matplotlib)\n"
    )
    assert not out.exists()  # (nothing played, nothing written)
