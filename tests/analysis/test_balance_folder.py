"""Issue 21, point 21: ``figures balance --out`` never writes into a folder that is not a
report, says a folder it cannot write before playing a game, and replaces a previous report
whole: the new report is written beside it, then put in its place, so that Ctrl+C leaves the
old report or the new one, never a mix. The real command, as a subprocess."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from bounded import FIGURES, Run, environment, figures

from figures.analysis.report import REPORT_FILES, ReportFolder, is_report

pytestmark = pytest.mark.slow  # (balance reports written by the command, in child processes)

pytest.importorskip("matplotlib")

#: Enough games that playing them shows in the time a refusal takes (about 20 s).
MANY = "400"


def balance(out: Path | str, games: str = "2", *more: str, cwd: Path | None = None) -> Run:
    return figures(
        "balance",
        "--games",
        games,
        "--out",
        str(out),
        "--no-progress",
        *more,
        cwd=cwd,
        timeout=120,
    )


def refused(run: Run) -> str:
    assert run.code == 2 and b"Traceback" not in run.err, run.err[-2000:]
    (line,) = run.error_lines()
    assert run.seconds < 10, run.seconds  # (said before the games, not after them)
    return line


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_a_users_folder_is_never_written_into(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "index.html").write_text("<h1>My home page</h1>")
    (mine / "summary.csv").write_text("my,accounts\n")
    before = snapshot(mine)
    line = refused(balance(mine, MANY))
    assert line == (
        f"figures: error: --out: {mine} holds files that are not a balance report "
        "(index.html, summary.csv): name a new or empty folder, or a previous report to replace"
    )
    assert snapshot(mine) == before and sorted(os.listdir(tmp_path)) == ["mine"]


def test_the_current_folder_is_refused_when_it_holds_other_files(tmp_path: Path) -> None:
    (tmp_path / "thesis.tex").write_text("\\begin{document}")
    line = refused(balance(".", MANY, cwd=tmp_path))
    assert "--out: . holds files that are not a balance report (thesis.tex)" in line
    assert os.listdir(tmp_path) == ["thesis.tex"]


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ("file/report", "is a file, not a folder"),
        ("file/deeper/report", "is a file, not a folder"),
        ("/proc/report", "cannot write the report in /proc/report: "),
    ],
)
def test_a_folder_that_cannot_be_written_is_said_before_the_games(
    tmp_path: Path, where: str, words: str
) -> None:
    (tmp_path / "file").write_text("a file")
    line = refused(balance(tmp_path / where if not where.startswith("/") else where, MANY))
    assert line.startswith("figures: error: --out: ") and words in line, line


def test_a_new_an_empty_and_a_previous_reports_folder_are_written(tmp_path: Path) -> None:
    new = tmp_path / "new" / "report"
    run = balance(new)
    assert run.code == 0, run.err[-2000:]
    assert is_report(new) and {p.name for p in new.iterdir()} <= REPORT_FILES
    assert (new / "surfaces.csv").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert balance(empty).code == 0 and is_report(empty)
    # A previous report (of the colour game) replaced by a classic one: its files only.
    run = balance(new, "2", "--game", "block", "--players", "random,random")
    assert run.code == 0, run.err[-2000:]
    assert not (new / "surfaces.csv").exists() and "block" in (new / "index.html").read_text()
    assert sorted(p.name for p in (tmp_path / "new").iterdir()) == ["report"]  # (no leftovers)


def test_a_path_with_escapes_is_printed_escaped(tmp_path: Path) -> None:
    out = tmp_path / "re\x1b[31mport\x07"
    run = balance(out)
    assert run.code == 0, run.err[-2000:]
    printed = run.out.decode()
    assert "\x1b" not in printed and "\x07" not in printed
    assert f"report: {tmp_path}/re\\x1b[31mport\\x07/index.html (10 files)" in printed


def test_ctrl_c_while_the_report_is_written_leaves_the_old_report_whole(tmp_path: Path) -> None:
    out = tmp_path / "report"
    assert balance(out, "2").code == 0
    old = snapshot(out)
    child = subprocess.Popen(
        [str(FIGURES), "balance", "--games", "3", "--out", str(out), "--no-progress"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=environment(),
    )
    start = time.monotonic()
    try:
        while time.monotonic() - start < 120:  # the first file of the new report written
            if any(p.is_dir() and any(p.iterdir()) for p in tmp_path.glob(".report.new-*")):
                break
            time.sleep(0.002)
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 130 and b"Traceback" not in err, err[-2000:]
    assert snapshot(out) == old  # the old report, every file as it was
    assert sorted(os.listdir(tmp_path)) == ["report"]  # no half report beside it


def test_an_interrupted_write_leaves_the_old_report_or_none(tmp_path: Path) -> None:
    out = tmp_path / "report"
    out.mkdir()
    (out / "index.html").write_text('<meta name="generator" content="figures balance">old')
    folder = ReportFolder.prepare(out)

    def half(place: Path) -> list[Path]:
        (place / "summary.csv").write_text("new")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        folder.publish(half)
    assert snapshot(out) == {"index.html": b'<meta name="generator" content="figures balance">old'}
    assert os.listdir(tmp_path) == ["report"]
    fresh = ReportFolder.prepare(tmp_path / "new" / "deeper" / "fresh")
    with pytest.raises(KeyboardInterrupt):
        fresh.publish(half)
    assert os.listdir(tmp_path) == ["report"]  # (nothing of the interrupted one)
