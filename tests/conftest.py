"""Shared helpers: small games played by a seeded policy through the engine's one ``apply``;
the markers by folder and the Hypothesis profiles; and the UI tests' helpers, which import the
UI only when called (the UI tests' fixtures are in tests/ui/conftest.py, which only they see:
the other tests never import arcade or figures.ui)."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import settings as hypothesis_settings

from figures.colour.actions import Action, EndTurn, Place
from figures.colour.game import Game, Phase, Settings
from figures.colour.rules import evaluate
from figures.core.seats import PlayerSpec

if TYPE_CHECKING:
    from figures.ui.shell.app import App, FiguresWindow

#: The tests' folders (laid out as the package is): each on the import path, so that a test
#: module or helper is imported by its name from any folder (``from test_ui import click``),
#: as when they all lay in tests/. The data beside them (records, scenarios, sheets) are not.
DATA = {"records", "scenarios", "sheets", "__pycache__"}
_TESTS = Path(__file__).resolve().parent
for _folder in sorted(_TESTS.rglob("*")):
    _inside = set(_folder.relative_to(_TESTS).parts)
    if _folder.is_dir() and not DATA & _inside and str(_folder) not in sys.path:
        sys.path.append(str(_folder))

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("FIGURES_AUDIO", "off")  # no sound from any test (figures.ui.shell.sound)

# Hypothesis profiles, chosen by HYPOTHESIS_PROFILE: ``ci`` (the default, and ``make test``'s)
# tries as many examples as each test asks; ``quick`` (``make quick``) a few of each. Neither
# has a deadline: a test's time is the bench tests' concern, measured on a machine at rest.
QUICK_EXAMPLES = 10
hypothesis_settings.register_profile("ci", deadline=None)
hypothesis_settings.register_profile("quick", max_examples=QUICK_EXAMPLES, deadline=None)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
hypothesis_settings.load_profile(PROFILE)


def examples(count: int) -> int:
    """The examples a test that asks for ``count`` tries under the profile loaded: ``count``,
    or the quick profile's few at most."""
    return min(count, QUICK_EXAMPLES) if PROFILE == "quick" else count


#: The markers that each folder of tests/ gives every test in it (the others are set on the
#: tests themselves: ``slow`` on a file that takes long, ``bench`` on a test that measures time).
FOLDER_MARKERS = {"ui": ("ui",), "e2e": ("e2e", "ui")}
TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        folder = item.path.resolve().relative_to(TESTS).parts[0]
        for name in FOLDER_MARKERS.get(folder, ()):
            item.add_marker(name)


def settings(players: int = 2, target: int = 60, seed: int = 1, first: int = 0) -> Settings:
    return Settings(
        tuple(PlayerSpec(f"P{i + 1}", "random") for i in range(players)), target, seed, first
    )


def choose(game: Game, rng: random.Random, greed: float = 0.6, pay: float = 0.3) -> Action:
    """A legal action: often the best-scoring placement, sometimes any; pays now and then."""
    actions = game.legal_actions()
    places = [a for a in actions if isinstance(a, Place)]
    if game.phase is Phase.SECOND and (not places or rng.random() > pay):
        return EndTurn()
    if places and game.phase is not Phase.OPENING and rng.random() < greed:

        def points(p: Place) -> int:
            face = game.tileset[p.tile].faces[p.face]
            return evaluate(game.board, face, p.at, p.dir).points

        return max(places, key=points)
    return rng.choice(actions)


def play(
    game: Game,
    rng: random.Random,
    after: Callable[[Game, Action], None] | None = None,
    limit: int | None = None,
) -> Game:
    steps = 0
    while not game.is_over and (limit is None or steps < limit):
        action = choose(game, rng)
        game.apply(action)
        steps += 1
        if after is not None:
            after(game, action)
    return game


@pytest.fixture
def new_game() -> Callable[..., Game]:
    def make(**kwargs: int) -> Game:
        return Game(settings(**kwargs))

    return make


@contextmanager
def running_app(
    window: FiguresWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[App]:
    """The window's navigation (:class:`figures.ui.shell.app.App`, default options, in English) with
    its autosave slot and settings file in ``tmp_path``; afterwards the screens shown stop,
    a blank view replaces them, every autosave is written, and the window's size, the
    language and the sound's volume and mute are as before."""
    import arcade

    from figures.app.autosave import flush_autosaves
    from figures.app.options import Options
    from figures.texts.i18n import set_language
    from figures.ui.shell import sound
    from figures.ui.shell.app import App

    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    set_language("en")
    volume, muted = sound.volume(), sound.muted()
    application = App(window, Options(), autosave=tmp_path / "autosave.json")
    yield application
    stop = getattr(window.current_view, "stop", None)  # a guided game, another game screen
    if callable(stop):
        stop()
    application.stop_game_view()
    window.show_view(arcade.View())
    flush_autosaves(timeout=None)
    window.set_size(1280, 800)
    window.on_resize(1280, 800)
    set_language("en")
    sound.set_volume(volume)
    sound.set_muted(muted)


def texts_drawn(draw: Callable[[], None], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The content of every ``arcade.Text`` drawn on its own while ``draw`` runs (a frame of a
    screen: ``texts_drawn(view.on_draw, monkeypatch)``)."""
    import arcade

    shown: list[str] = []
    real = arcade.Text.draw

    def spy(label: arcade.Text) -> None:
        shown.append(label.text)
        real(label)

    monkeypatch.setattr(arcade.Text, "draw", spy)
    try:
        draw()
    finally:
        monkeypatch.setattr(arcade.Text, "draw", real)
    return shown
