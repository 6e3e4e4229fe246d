"""Run the ``figures`` command as a user would, in a child process bounded in time and memory,
and read what it did: exit code, standard output and error (as bytes), wall time and peak
memory. Used by the hostile-input tests and the fuzz harness of the file readers."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

#: The address space a child may use: far above what reading any file needs (about 30 MB),
#: far below what the machine has, so that a reader that grows without bound fails fast.
MEMORY_LIMIT = 1 << 30
#: The console script of this virtualenv.
FIGURES = Path(sys.executable).with_name("figures")


def limit_memory(limit: int = MEMORY_LIMIT) -> None:
    """For ``preexec_fn``: cap the child's address space."""
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def environment() -> dict[str, str]:
    """A UTF-8 terminal's environment: standard output refuses what UTF-8 cannot encode (as a
    real terminal's does), whatever the caller's locale."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8")}
    env["LC_ALL"] = "C.UTF-8"
    return env


@dataclass(frozen=True)
class Run:
    code: int | None  # None when it ran out of time and was killed
    out: bytes
    err: bytes
    seconds: float
    peak_mb: float
    #: the processor time the child spent (user and system), which a loaded machine does not
    #: stretch as it stretches ``seconds``: what a bound on the work a file costs is made on
    cpu_seconds: float = 0.0

    def error_lines(self) -> list[str]:
        return self.err.decode("utf-8", "replace").splitlines()


def run_bounded(
    command: Sequence[str | bytes],
    *,
    stdin: bytes | None = None,
    timeout: float = 30.0,
    memory: int = MEMORY_LIMIT,
    cwd: str | Path | None = None,
) -> Run:
    """Run ``command`` with its address space capped at ``memory`` bytes, killed after
    ``timeout`` seconds; its peak resident memory is read from ``wait4``."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        with tempfile.TemporaryFile() as given:
            if stdin is not None:
                given.write(stdin)
                given.seek(0)
            start = time.monotonic()
            child = subprocess.Popen(
                command,
                stdin=given if stdin is not None else subprocess.DEVNULL,
                stdout=out,
                stderr=err,
                cwd=cwd,
                env=environment(),
                preexec_fn=lambda: limit_memory(memory),
            )
        code: int | None = None
        usage = None
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                code = os.waitstatus_to_exitcode(status)
                break
            if time.monotonic() - start > timeout:
                child.send_signal(signal.SIGKILL)
                _, _, usage = os.wait4(child.pid, 0)
                break
            time.sleep(0.005)
        child.returncode = -9 if code is None else code  # reaped here, not by Popen
        seconds = time.monotonic() - start
        out.seek(0)
        err.seek(0)
        cpu = usage.ru_utime + usage.ru_stime
        return Run(code, out.read(), err.read(), seconds, usage.ru_maxrss / 1024, cpu)


def figures(
    *argv: str | bytes,
    stdin: bytes | None = None,
    timeout: float = 30.0,
    cwd: str | Path | None = None,
) -> Run:
    """The ``figures`` console script, bounded (see :func:`run_bounded`)."""
    return run_bounded([str(FIGURES), *argv], stdin=stdin, timeout=timeout, cwd=cwd)
