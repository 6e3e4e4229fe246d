"""``figures serve --redis``: a bad address, a Redis nobody answers at, a lease out of range
or two stores at once end in one line and exit 2, before anything listens."""

from __future__ import annotations

import socket

import pytest
from bounded import figures

pytestmark = pytest.mark.slow  # (each case a real process)


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--redis", "http://127.0.0.1:6379"], "--redis is an address redis://HOST:PORT/DB"),
        (["--redis", "redis://127.0.0.1:6379/0", "--lease", "0.1"], "--lease is 0.5 to 600"),
        (["--redis", "redis://127.0.0.1:6379/0", "--data", "x"], "--data and --redis are two"),
        (["--redis", "redis://127.0.0.1:{closed}/0"], "Redis at redis://127.0.0.1:"),
        (["--redis", "redis://127.0.0.1:notaport/0"], "redis://127.0.0.1:notaport/0"),
    ],
)
def test_a_bad_fleet_option_is_one_line(argv: list[str], words: str) -> None:
    argv = [a.replace("{closed}", str(_closed_port())) for a in argv]
    run = figures("serve", "--port", "0", *argv, timeout=30)
    assert run.code == 2, run
    assert b"Traceback" not in run.err, run.err[-2000:]
    lines = run.error_lines()
    assert len(lines) == 1 and words in lines[0], run.err[:2000]
