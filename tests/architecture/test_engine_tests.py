"""The tests of the rules and of what builds on them without a window never import the desktop
UI: neither the root conftest nor any of their modules imports arcade or figures.ui (the UI
tests' fixtures are in tests/ui/conftest.py, which these tests do not see). Each test runs
pytest as ``make quick`` does, in a child, with the plugin engine_only.py, which says at the end
which modules of the UI were imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from engine_only import MARK

TESTS = Path(__file__).resolve().parents[1]
#: The folders of tests/ whose tests need no window (the CLI's tests of ``figures play``, the
#: data folder's (figures.app.storage, figures.app.options) and the UI's own do).
ENGINE = ("core", "colour", "classic", "ai", "sheet", "scene", "pictures", "analysis", "bench")
ENGINE += ("docs", "texts")


def ui_imported(*args: str) -> list[str]:
    """The modules of the UI imported by a run of pytest on the engine's folders."""
    env = dict(os.environ, HYPOTHESIS_PROFILE="quick")
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).parent), env.get("PYTHONPATH", "")])
    command = [sys.executable, "-m", "pytest", "-p", "engine_only", "-p", "no:xdist"]
    command += ["-p", "no:cacheprovider", *args, *(str(TESTS / f) for f in ENGINE)]
    run = subprocess.run(
        command, cwd=TESTS.parent, env=env, capture_output=True, text=True, timeout=1800
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    (line,) = [line for line in run.stdout.splitlines() if line.startswith(MARK)]
    return line.split()[len(MARK.split()) :]


@pytest.mark.slow
def test_the_engine_tests_import_no_ui_when_collected() -> None:
    assert ui_imported("--collect-only", "-q") == []


@pytest.mark.slow
def test_the_engine_tests_import_no_ui_when_run() -> None:
    assert ui_imported("-q", "-m", "not slow and not bench") == []
