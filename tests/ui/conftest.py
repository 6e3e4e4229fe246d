"""The UI tests' fixtures, seen by the tests of tests/ui/ only: the one hidden window, the
navigation in it, and the few settings of :mod:`figures.ui.theme` the tests change."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from conftest import running_app

if TYPE_CHECKING:
    from figures.ui.shell.app import App, FiguresWindow


@pytest.fixture(autouse=True)
def _ends_take_enter_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Screens driven by tests take Enter at a round's or game's end at once (a person gets a
    moment's pause there, :data:`figures.ui.theme.SETTLE`; its own test sets it back)."""
    from figures.ui import theme

    monkeypatch.setattr(theme, "SETTLE", 0.0)


@pytest.fixture(scope="session")
def window() -> Iterator[FiguresWindow]:
    """The one hidden game window of the headless UI tests. One for the whole run: text drawn
    in a window opened after another was closed would reuse the closed one's shader program
    (pyglet caches it), so UI test modules share this window instead of opening their own."""
    from figures.ui.shell.app import FiguresWindow

    win = FiguresWindow((1280, 800), visible=False)
    yield win
    win.close()


@pytest.fixture
def app(window: FiguresWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The headless UI tests' navigation in the shared :func:`window` (:func:`running_app`)."""
    with running_app(window, tmp_path, monkeypatch) as application:
        yield application


@pytest.fixture
def quick_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer plays without its least thinking time (tests that wait for its moves)."""
    from figures.ui import theme

    monkeypatch.setattr(theme, "THINK_AT_LEAST", 0.0)
