"""Run file readers on many files in one process, for tests/app/test_fuzz_files.py.

``python tests/app/fuzz_driver.py MANIFEST`` reads a JSON list of cases, each
``{"path": FILE, "argv": [...]}`` (the ``figures`` command line, ``{file}`` standing for
the file) or ``{"path": FILE, "call": "module:function"}`` (a library reader called with
the file's path; a FiguresError is its refusal), with ``"stdin": true`` when the file's bytes
go to standard input. Each case runs as the command would: standard output a strict UTF-8
stream (a UTF-8 terminal's), standard error one with backslash escapes (Python's own), at
most ``--seconds`` seconds (a timer interrupts it). Prints a JSON list of results.

The parent starts this process with its address space capped (tests/bounded.py), so a
reader that grows without bound fails here with MemoryError instead of taking the machine.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import io
import json
import resource
import signal
import sys
import time
import traceback
import unicodedata
from typing import Any

#: What a terminal acts on besides the line feed: controls, lone surrogates, bidirectional
#: overrides (figures.core.text.printable escapes them all).
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def raw_controls(text: str) -> list[str]:
    """The characters of ``text`` a terminal would act on (the line feed aside)."""
    found = {
        c for c in text if c != "\n" and (unicodedata.category(c) in ("Cc", "Cs") or c in _BIDI)
    }
    return sorted(repr(c) for c in found)


class TooSlow(BaseException):
    """The case ran past its time (a BaseException: nothing on the way may catch it)."""


def _alarm(signum: int, frame: object) -> None:
    raise TooSlow


def _call(spec: str, path: str) -> int:
    from figures.colour.errors import FiguresError

    module, name = spec.split(":")
    reader = functools.reduce(getattr, name.split("."), importlib.import_module(module))
    try:
        reader(path)
    except FiguresError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


# ------------------------------------------------------------- readers of a data folder
# (called as "fuzz_driver:NAME" with the file's path: the file is put where the app keeps it,
# in a data folder of its own, as a link, so that a device or a pipe is met as it is)


def stats_folder(path: str) -> None:
    """``stats.json``, as the statistics page and the end of a game read it: loaded (a file
    that cannot be used set aside, never an error), every name's figures worked out, then a
    game finished now recorded in it, which must be there afterwards."""
    import os
    import tempfile
    from pathlib import Path

    from figures.analysis import stats

    with tempfile.TemporaryDirectory() as data:
        folder = Path(data)
        os.symlink(os.path.abspath(path), folder / stats.STATS_FILE)
        loaded = stats.load(folder)
        for name in loaded.names():
            loaded.figures(name)
        seats = (
            stats.SeatSummary("Ann", "human", 61, True, 0, best=9, largest=4, rounds=20),
            stats.SeatSummary("Hal", "easy", 50, False, 1, rounds=20),
        )
        summary = stats.GameSummary("f" * 32, "colour", "colour", stats.now(), 1, seats)
        stats.keep(folder, summary)
        if summary.id not in stats.load(folder):
            raise AssertionError("a game finished after reading the file was not recorded")


def finished_folder(path: str) -> None:
    """A finished game, as the replay list reads the saves folder's ``finished`` folder and
    the autosave slots: listed, each file described and previewed (a re-play), then the
    folder pruned as a game kept there prunes it."""
    import os
    import tempfile
    from pathlib import Path

    from figures.app import storage
    from figures.ui.shell import file_summary

    with tempfile.TemporaryDirectory() as data:
        saves = Path(data) / "saves"
        finished = storage.finished_dir(saves)
        finished.mkdir(parents=True)
        target = os.path.abspath(path)
        os.symlink(target, finished / "finished-20261201-101500-0123456789ab.json")
        os.symlink(target, Path(data) / "autosave.json")
        for listed in storage.replayable_games(saves):
            file_summary.describe(listed)
            file_summary.preview(listed)
        storage.prune_finished(finished, keep=1)


def run_case(case: dict[str, Any], seconds: float) -> dict[str, Any]:
    from figures.cli import main

    out, err = io.BytesIO(), io.BytesIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict", write_through=True)
    sys.stderr = io.TextIOWrapper(
        err, encoding="utf-8", errors="backslashreplace", write_through=True
    )
    if case.get("stdin"):
        with open(case["path"], "rb") as handle:
            sys.stdin = io.TextIOWrapper(io.BytesIO(handle.read()), encoding="utf-8")
    else:
        sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
    status, code, trace = "ok", None, ""
    start = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        if "argv" in case:
            code = main([a.replace("{file}", case["path"]) for a in case["argv"]])
        else:
            code = _call(case["call"], case["path"])
    except SystemExit as stop:  # argparse's own refusals
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except TooSlow:
        status = "too slow"
    except BaseException:
        status, trace = "crash", traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        # The wrappers are detached, not dropped: dropping one closes the bytes under it.
        for stream in (sys.stdin, sys.stdout, sys.stderr):
            stream.detach()
        sys.stdin, sys.stdout, sys.stderr = saved
    printed = out.getvalue().decode("utf-8", "replace")
    complained = err.getvalue().decode("utf-8", "replace")
    return {
        "path": case["path"],
        "status": status,
        "code": code,
        "out": printed[:2000],
        "out_bytes": len(out.getvalue()),
        "out_controls": raw_controls(printed),
        "err": complained[:20_000],
        "err_bytes": len(err.getvalue()),
        "err_controls": raw_controls(complained),
        "traceback": trace[-4000:],
        "seconds": time.monotonic() - start,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("manifest")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    with open(args.manifest, encoding="utf-8") as handle:
        cases = json.load(handle)
    signal.signal(signal.SIGALRM, _alarm)
    results = [run_case(case, args.seconds) for case in cases]
    sys.stdout.write(json.dumps(results))


if __name__ == "__main__":
    main()
