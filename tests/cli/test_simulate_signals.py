"""``figures simulate --jobs 2`` stopped from outside: its worker processes end with it.

The command runs in a session of its own, so its process group holds the parent and its
workers and nothing else; the workers are found by scanning ``/proc`` for that group (Linux
only), and every process left in it is killed at the end whatever happens."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.skipif(
        not Path("/proc/self/stat").exists() or not hasattr(os, "killpg"),
        reason="finds the workers through /proc (Linux)",
    ),
    pytest.mark.slow,  # (runs of figures simulate stopped by signals)
]

#: How long the workers may take to end once the parent is stopped.
GRACE = 10.0


def _stat(pid: int) -> tuple[str, int] | None:
    """The state letter and process group of ``pid``, or None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the command name may hold spaces
    return fields[0], int(fields[2])


def _group(pgid: int) -> set[int]:
    """The live processes of process group ``pgid`` (zombies count as ended)."""
    members = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        stat = _stat(int(entry.name))
        if stat is not None and stat[1] == pgid and stat[0] not in "ZX":
            members.add(int(entry.name))
    return members


def _wait_for(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _records(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize(
    ("how", "code", "message"),
    [
        ("SIGKILL", -signal.SIGKILL, None),
        ("SIGTERM", 128 + signal.SIGTERM, "figures: terminated"),
        # Ctrl+C in a terminal reaches the whole foreground group, workers included.
        ("SIGINT to the group", 128 + signal.SIGINT, "figures: interrupted"),
    ],
)
def test_simulate_workers_end_with_their_parent(
    tmp_path: Path, how: str, code: int, message: str | None
) -> None:
    folder = tmp_path / "records"
    command = [
        sys.executable, "-m", "figures.cli", "simulate", "--players", "medium,medium",
        "--games", "200", "--jobs", "2", "--seed", "1", "--save-dir", str(folder),
        "--no-progress",
    ]  # fmt: skip
    # Standard error goes to a file, not a pipe: workers that outlive the parent would hold
    # a pipe open, and reading it would wait for them.
    log = tmp_path / "stderr.txt"
    with log.open("w") as stderr:
        parent = subprocess.Popen(
            command,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            start_new_session=True,  # its own process group: the parent and its workers
            # Ctrl+C acts as in a terminal even when the tests run as a background job (a
            # shell starts those with SIGINT ignored, and a child inherits that).
            preexec_fn=_default_sigint,
        )
    group = parent.pid
    try:
        # Both workers started and at least one game saved: the pool is at work.
        started = _wait_for(
            lambda: (
                len(_group(group) - {parent.pid}) >= 2
                and folder.is_dir()
                and any(name.endswith(".json") for name in _records(folder))
            ),
            GRACE,
        )
        assert started, f"the workers did not start: {parent.poll()=}"
        workers = _group(group) - {parent.pid}

        if how == "SIGKILL":
            parent.kill()
        elif how == "SIGTERM":
            parent.terminate()
        else:
            os.killpg(group, signal.SIGINT)
        parent.wait(timeout=GRACE)

        gone = _wait_for(lambda: not (_group(group) & workers), GRACE)
        assert gone, f"workers still running {GRACE:.0f} s after {how}: {_group(group)}"
        assert parent.returncode == code
        err = log.read_text()
        if message is not None:
            # One line, no traceback (from the parent or from a worker).
            lines = err.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith(message), err

        # Nothing more is written once the workers are gone, and no file is left half-done.
        before = _records(folder)
        time.sleep(0.5)
        assert _records(folder) == before
        assert all(name.endswith(".json") and not name.startswith(".") for name in before)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(timeout=GRACE)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(group, signal.SIGKILL)  # any stray worker: the group is ours alone


def _run_script(tmp_path: Path, code: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _end(parent: subprocess.Popen[bytes]) -> None:
    if parent.poll() is None:
        parent.kill()
        parent.wait(timeout=GRACE)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(parent.pid, signal.SIGKILL)


def test_without_pdeathsig_idle_workers_notice_their_parent_is_gone(tmp_path: Path) -> None:
    """The fallback for systems without PR_SET_PDEATHSIG: the workers' watchdog. Both games
    are over and the workers wait for work (the parent sits in on_result) when it is killed."""
    code = """if True:
        import pathlib, time
        import figures.ai.tournament as tournament
        tournament._die_with_parent = lambda signum: None
        def done(result):
            pathlib.Path("done").touch()
            time.sleep(60)
        tournament.run_games(["medium", "medium"], games=2, target=60, seed=1, jobs=2,
                             on_result=done)
    """
    parent = _run_script(tmp_path, code)
    try:
        assert _wait_for(lambda: (tmp_path / "done").exists(), GRACE)
        workers = _group(parent.pid) - {parent.pid}
        assert len(workers) == 2
        parent.kill()
        parent.wait(timeout=GRACE)
        assert _wait_for(lambda: not (_group(parent.pid) & workers), GRACE)
    finally:
        _end(parent)


def test_a_record_being_written_is_finished_before_the_worker_ends(tmp_path: Path) -> None:
    """Writing a record is made slow (a second); the parent is killed in the middle of it."""
    code = """if True:
        import time
        import figures.ai.tournament as tournament
        import figures.colour.records as records
        from figures.core.files import atomic_writer
        def slow_save(game, path):
            with atomic_writer(path) as handle:
                handle.write("{}")
                time.sleep(1.0)
        records.save_game = slow_save
        tournament.run_games(["medium", "medium"], games=2, target=60, seed=1, jobs=2,
                             save_dir="records")
    """
    folder = tmp_path / "records"
    folder.mkdir()
    parent = _run_script(tmp_path, code)
    try:
        assert _wait_for(lambda: any(n.endswith(".tmp") for n in _records(folder)), GRACE)
        workers = _group(parent.pid) - {parent.pid}
        parent.kill()
        parent.wait(timeout=GRACE)
        assert _wait_for(lambda: not (_group(parent.pid) & workers), GRACE)
        names = _records(folder)
        assert names and all(n.startswith("game-") and n.endswith(".json") for n in names)
        assert all((folder / n).read_text() == "{}" for n in names)
    finally:
        _end(parent)


def test_temporary_files_a_killed_run_left_go_at_the_next_run(tmp_path: Path) -> None:
    """Issue 12, case 3: a run killed with SIGKILL may leave ``.game-….json.*.tmp`` in its
    save folder; the next run into that folder removes old ones of that form, nothing else."""
    from figures.cli import main

    old = time.time() - 3600
    left = tmp_path / ".game-0001-seed1.json.x1y2z3w4.tmp"
    young = tmp_path / ".game-0002-seed2.json.a1b2c3d4.tmp"
    mine = tmp_path / "notes.tmp"
    for path in (left, young, mine):
        path.write_text("{")
    for path in (left, mine):
        os.utime(path, (old, old))
    argv = ["simulate", "--players", "random,random", "--games", "1", "--seed", "1"]
    assert main([*argv, "--save-dir", str(tmp_path), "--no-progress", "--json"]) == 0
    assert not left.exists() and young.exists() and mine.exists()
