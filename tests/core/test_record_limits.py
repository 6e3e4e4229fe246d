"""Issue 21, point 22: the game writes only what it reads back. One size, MAX_FILE_SIZE, is
the largest file the readers take and the largest the writer writes; a classic game is
played to at most MAX_ROUNDS_TARGET rounds, whose record is read back; the readers' guard on
rounds never refuses a record the writer wrote. The real commands, as subprocesses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bounded import figures

from figures.classic.records import MAX_ROUNDS
from figures.classic.rules import MAX_ROUNDS_TARGET
from figures.core.errors import FileWriteError
from figures.core.files import MAX_FILE_SIZE, read_json
from figures.core.records import write_json_atomic


def test_a_rounds_target_whose_record_could_not_be_read_is_refused_before_playing(
    tmp_path: Path,
) -> None:
    run = figures(
        "simulate", "--game", "block", "--target", "rounds:20000", "--save-dir", str(tmp_path)
    )
    assert run.code == 2 and b"Traceback" not in run.err, run.err[-2000:]
    assert run.error_lines() == [
        "figures: error: target rounds must be at most 5000 (a record of more could not be "
        "read back), not 20000"
    ]
    assert run.seconds < 20 and not list(tmp_path.glob("*.json"))


@pytest.mark.slow
def test_the_longest_game_the_command_plays_is_read_back(tmp_path: Path) -> None:
    """Four players (the largest rounds of the double-six games) to the most rounds."""
    players = "random,random,random,random"
    target = f"rounds:{MAX_ROUNDS_TARGET}"
    run = figures(
        *("simulate", "--game", "draw", "--players", players, "--target", target),
        *("--save-dir", str(tmp_path), "--no-progress"),
        timeout=240,
    )
    assert run.code == 0, run.err[-2000:]
    (record,) = tmp_path.glob("*.json")
    assert record.stat().st_size < 0.8 * MAX_FILE_SIZE  # (room to spare)
    check = figures("replay", "--check", str(record), timeout=240)
    assert check.code == 0, check.err[-2000:]
    assert f"ok: {MAX_ROUNDS_TARGET} rounds (finished)" in check.out.decode()


def test_the_writer_refuses_what_no_reader_reads_and_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_json_atomic(path, {"kept": True})
    too_large = {"rounds": ["x" * 1000] * (MAX_FILE_SIZE // 1000)}
    with pytest.raises(FileWriteError) as refused:
        write_json_atomic(path, too_large)
    assert str(refused.value) == (
        f"cannot write {path}: it would be 10.1 MB, and a Figures file is at most 10 MB "
        "(no reader would read it)"
    )
    assert read_json(path) == {"kept": True}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # (no temporary left)
    # What it writes up to the limit, the reader reads back.
    largest = {"r": "x" * (MAX_FILE_SIZE - 20)}
    text = json.dumps(largest, indent=1) + "\n"
    assert len(text) <= MAX_FILE_SIZE
    write_json_atomic(path, largest)
    assert read_json(path) == largest


def test_the_readers_guard_on_rounds_is_more_than_the_largest_file_holds() -> None:
    # A round lists its deal: the 28 tiles of a double-six set, '"6-6",' each at the least.
    assert MAX_ROUNDS * 28 * len('"6-6",') > MAX_FILE_SIZE
    assert MAX_ROUNDS_TARGET < MAX_ROUNDS
