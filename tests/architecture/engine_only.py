"""A pytest plugin for a run of tests that should not need the desktop UI
(``pytest -p engine_only``, test_engine_tests.py): at the end of the run it says which modules of
the UI (arcade, pyglet, figures.ui) the run imported, on one line of its own."""

from __future__ import annotations

import sys

import pytest

#: The line's start; the names follow it, separated by spaces (none: nothing of the UI).
MARK = "modules of the UI imported:"


def ui_modules() -> list[str]:
    roots = ("arcade", "pyglet", "figures.ui")
    return sorted(n for n in sys.modules if any(n == r or n.startswith(r + ".") for r in roots))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.write_line(" ".join([MARK, *ui_modules()]))
