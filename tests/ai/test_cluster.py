"""``figures simulate --cluster ADDRESS``: the games played on a Dask cluster (a
``LocalCluster`` of two worker processes on this machine, reached over TCP on the loopback
address) give the summary and the records of ``--jobs 1`` for the same seed; a bad address, a
scheduler that does not answer and one without workers get one line, exit 2, within the
connection timeout; stopping the games cancels those left on the cluster."""

from __future__ import annotations

import contextlib
import http.server
import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from figures.ai.tournament import ClusterError, run_games
from figures.cli import main

distributed = pytest.importorskip("distributed")

# Each scheduler serves a little HTTP on port 8787, or on another port when that one is taken.
pytestmark = [pytest.mark.filterwarnings("ignore:Port 8787 is already in use"), pytest.mark.slow]


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """The address of a scheduler with two single-threaded worker processes."""
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    ) as local:
        yield local.scheduler_address


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code = main(["simulate", *argv, "--json", "--no-progress"])
    out, err = capsys.readouterr()
    assert code == 0 and err == "", err
    data: dict[str, Any] = json.loads(out)
    return data


def without_times(data: dict[str, Any], folder: Path) -> dict[str, Any]:
    """The output less what is measured (the decision times) and with each record's folder
    left out of its path (each run writes into its own)."""
    for entry in data["summary"]:
        assert entry["max_decision_s"] >= entry["mean_decision_s"] > 0
        del entry["mean_decision_s"], entry["max_decision_s"]
    for game in data["games"]:
        assert Path(game["file"]).parent == folder
        game["file"] = Path(game["file"]).name
    return data


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "medium,easy", "--games", "5", "--target", "60", "--seed", "11"],
        ["--game", "all-fives", "--players", "medium,easy,random,hard", "--teams",
         "--target", "points:60", "--games", "4", "--seed", "3"],
    ],
    ids=["colour", "classic-teams"],
)  # fmt: skip
def test_the_cluster_gives_the_summary_and_records_of_one_job(
    cluster: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    local, remote = tmp_path / "jobs", tmp_path / "cluster"
    one = simulate(capsys, *argv, "--jobs", "1", "--save-dir", str(local))
    spread = simulate(capsys, *argv, "--cluster", cluster, "--save-dir", str(remote))
    assert without_times(spread, remote) == without_times(one, local)
    names = sorted(p.name for p in local.iterdir())
    assert (
        names == sorted(p.name for p in remote.iterdir()) == sorted(g["file"] for g in one["games"])
    )
    for name in names:  # written here, from what the workers sent back, byte for byte
        assert (remote / name).read_bytes() == (local / name).read_bytes()
    code = main(["replay", "--check", *(str(remote / name) for name in names)])
    assert code == 0, capsys.readouterr()


def test_the_text_summary_is_the_same(cluster: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "draw", "--players", "medium,random", "--games", "3",
            "--no-progress"]  # fmt: skip
    outputs = []
    for where in (["--jobs", "1"], ["--cluster", cluster]):
        assert main([*argv, *where]) == 0
        out = capsys.readouterr().out
        # Everything but the measured times.
        outputs.append([line.partition(", decision time")[0] for line in out.splitlines()])
    assert outputs[0] == outputs[1] and len(outputs[0]) == 5


def test_stopping_cancels_the_games_left_on_the_cluster(cluster: str) -> None:
    seen = []

    def stop(result: object) -> None:
        seen.append(result)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_games(["medium", "medium"], games=40, target=120, seed=1, cluster=cluster,
                  on_result=stop)  # fmt: skip
    assert len(seen) == 1
    with distributed.Client(cluster, timeout=10, set_as_default=False) as client:

        def left() -> int:
            return int(client.run_on_scheduler(lambda dask_scheduler: len(dask_scheduler.tasks)))

        deadline = time.monotonic() + 10
        while left() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert left() == 0


def test_a_scheduler_without_workers_gets_one_line() -> None:
    with distributed.LocalCluster(
        n_workers=0, processes=False, protocol="tcp", host="127.0.0.1", dashboard_address=None
    ) as empty:
        start = time.monotonic()
        with pytest.raises(ClusterError, match=r"has no worker \(waited 0.5 s\)"):
            run_games(["random", "random"], games=1, target=60, seed=1,
                      cluster=empty.scheduler_address, connect_timeout=0.5)  # fmt: skip
        assert time.monotonic() - start < 10


@pytest.mark.parametrize(
    ("address", "message"),
    [
        # Nothing listens on port 1 of the loopback address: tried until the timeout.
        ("tcp://127.0.0.1:1", "cannot reach a Dask scheduler at 'tcp://127.0.0.1:1' within 1 s"),
        ("nonsense", "'nonsense' is not a Dask scheduler's address (tcp://HOST:8786)"),
        ("http://127.0.0.1:1", "unknown address scheme 'http'"),
        ("tcp://127.0.0.1:8x", "'tcp://127.0.0.1:8x' is not a Dask scheduler's address"),
    ],
)
def test_a_bad_address_gets_one_line_in_bounded_time(address: str, message: str) -> None:
    """As a real process: also nothing printed at its exit (a half-built Dask client closed
    then would wait for a dead event loop and print a traceback)."""
    command = [sys.executable, "-m", "figures.cli", "simulate", "--cluster", address,
               "--connect-timeout", "1"]  # fmt: skip
    start = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert time.monotonic() - start < 15
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1, done.stderr
    assert lines[0].startswith("figures: error: ") and message in lines[0]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--cluster", "tcp://127.0.0.1:1", "--jobs", "2"], "--jobs and --cluster"),
        (["--cluster", " "], "--cluster needs the scheduler's address"),
        (["--connect-timeout", "3"], "--connect-timeout goes with --cluster"),
        (["--cluster", "tcp://127.0.0.1:1", "--connect-timeout", "0"],
         "--connect-timeout must be more than 0 and at most 3600 seconds, not 0"),
        (["--cluster", "tcp://127.0.0.1:1", "--connect-timeout", "nan"],
         "--connect-timeout must be more than 0"),
        (["--cluster", "tcp://127.0.0.1:1", "--connect-timeout", "soon"],
         "invalid float value: 'soon'"),
    ],
)  # fmt: skip
def test_bad_options_get_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    try:
        code = main(["simulate", *argv, "--no-progress"])
    except SystemExit as stop:  # argparse's own mistakes
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and len(lines) == 1 and message in lines[0], err


def test_losing_the_scheduler_gets_one_line() -> None:
    """The scheduler goes away after the first game: the games left are lost, and said so in
    one line (ClusterError), in bounded time."""
    lost = distributed.LocalCluster(
        n_workers=1, processes=False, protocol="tcp", host="127.0.0.1", dashboard_address=None
    )
    start = time.monotonic()
    try:
        with pytest.raises(ClusterError, match=r"^the games on the cluster at .* stopped: "):
            run_games(["medium", "medium"], games=50, target=120, seed=1,
                      cluster=lost.scheduler_address, connect_timeout=2,
                      on_result=lambda result: lost.close())  # fmt: skip
    finally:
        lost.close()
    assert time.monotonic() - start < 30


def run_simulate(*argv: str, limit: float) -> tuple[subprocess.CompletedProcess[str], float]:
    """``figures simulate`` as a real process, stopped by force (a failure) past ``limit``
    seconds; with the time it took."""
    command = [sys.executable, "-m", "figures.cli", "simulate", *argv, "--no-progress"]
    start = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=limit + 30)
    return done, time.monotonic() - start


def one_line_error(done: subprocess.CompletedProcess[str], message: str) -> None:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert lines[0].startswith("figures: error: ") and message in lines[0], lines[0]


class _Answers(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"not a scheduler\n")

    def log_message(self, *args: Any) -> None:
        pass


@contextlib.contextmanager
def listening(kind: str) -> Iterator[int]:
    """The port of an HTTP server, or of a socket that accepts connections and never says a
    word, on the loopback address."""
    if kind == "http":
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Answers)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield server.server_address[1]
        finally:
            server.shutdown()
            server.server_close()
        return
    accepted: list[socket.socket] = []
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()

        def accept() -> None:
            with contextlib.suppress(OSError):
                while True:
                    accepted.append(silent.accept()[0])

        threading.Thread(target=accept, daemon=True).start()
        try:
            yield silent.getsockname()[1]
        finally:
            for conn in accepted:
                conn.close()


@pytest.mark.parametrize("kind", ["http", "silent"])
def test_something_that_is_no_scheduler_gets_one_line_within_the_timeout(kind: str) -> None:
    with listening(kind) as port:
        address = f"tcp://127.0.0.1:{port}"
        done, took = run_simulate("--cluster", address, "--connect-timeout", "2", limit=20)
    one_line_error(done, f"nothing at {address!r} answered as a Dask scheduler within 2 s")
    assert took < 20


@pytest.mark.parametrize("scheme", ["tls", "ucx", "wss"])
def test_an_unsupported_scheme_gets_one_line(scheme: str) -> None:
    address = f"{scheme}://127.0.0.1:1"
    done, took = run_simulate("--cluster", address, "--connect-timeout", "2", limit=20)
    one_line_error(done, f"{address!r}: {scheme}:// addresses are not supported (")
    assert "give the scheduler's tcp://HOST:PORT address" in done.stderr and took < 20


def test_losing_the_only_worker_gets_one_line_within_the_timeout(tmp_path: Path) -> None:
    """A scheduler and its one worker, a process of its own without a nanny (nothing starts
    another): the worker is killed after the first game, and the games left would wait for
    ever for a worker; the command ends instead, in one line, the timeout after."""
    with distributed.LocalCluster(
        n_workers=0, processes=False, protocol="tcp", host="127.0.0.1", dashboard_address=None
    ) as local:
        address = local.scheduler_address
        worker = subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", address, "--no-nanny",
             "--nthreads", "1", "--no-dashboard", "--host", "127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            with distributed.Client(address, timeout=10, set_as_default=False) as client:
                client.wait_for_workers(1, timeout=60)
            command = [sys.executable, "-m", "figures.cli", "simulate", "--cluster", address,
                       "--connect-timeout", "3", "--players", "medium,medium", "--games",
                       "400", "--save-dir", str(tmp_path), "--no-progress"]  # fmt: skip
            simulate = subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
            )
            deadline = time.monotonic() + 120
            while not any(tmp_path.iterdir()) and time.monotonic() < deadline:
                time.sleep(0.05)
            assert any(tmp_path.iterdir()), "no game was played"
            worker.kill()
            killed = time.monotonic()
            try:
                out, err = simulate.communicate(timeout=60)
            finally:
                simulate.kill()
            took = time.monotonic() - killed
        finally:
            worker.kill()
            worker.wait()
    done = subprocess.CompletedProcess(command, simulate.returncode, out, err)
    one_line_error(done, f"the Dask scheduler at {address!r} has had no worker for 3 s: ")
    assert done.stderr.strip().endswith("games not played") and took < 3 + 10


def test_an_unread_allexit_of_dask_is_not_reported_after_the_games() -> None:
    """dask's client ends its own waiting task with ``AllExit`` when a gather is cut short,
    and asyncio reports such a task when it is collected, which may come after the games, as
    the command exits: that report is dropped (it is no error of the games), others are not."""
    import asyncio
    import gc
    import io
    import logging

    from distributed.client import AllExit

    from figures.ai.tournament import _quiet_dask

    async def waits() -> None:
        raise AllExit()

    async def fails() -> None:
        raise ValueError("a real one")

    seen = io.StringIO()
    handler = logging.StreamHandler(seen)
    logging.getLogger("asyncio").addHandler(handler)
    try:
        with _quiet_dask():
            pass
        for coroutine in (waits, fails):
            loop = asyncio.new_event_loop()
            task = loop.create_task(coroutine())
            loop.run_until_complete(asyncio.sleep(0))
            loop.close()
            del task
            gc.collect()
    finally:
        logging.getLogger("asyncio").removeHandler(handler)
    assert "AllExit" not in seen.getvalue()
    assert "a real one" in seen.getvalue()
