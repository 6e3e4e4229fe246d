"""Shared helpers: small games played by a seeded policy through the engine's one ``apply``."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from figures.colour.actions import Action, EndTurn, Place
from figures.colour.game import Game, Phase, Settings
from figures.colour.rules import evaluate
from figures.core.seats import PlayerSpec

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("FIGURES_AUDIO", "off")  # no sound from any test (figures.ui.sound)


@pytest.fixture(autouse=True)
def _ends_take_enter_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Screens driven by tests take Enter at a round's or game's end at once (a person gets a
    moment's pause there, :data:`figures.ui.theme.SETTLE`; its own test sets it back)."""
    from figures.ui import theme

    monkeypatch.setattr(theme, "SETTLE", 0.0)


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


@pytest.fixture(scope="session")
def window() -> Iterator[Any]:
    """The one hidden game window of the headless UI tests. One for the whole run: text drawn
    in a window opened after another was closed would reuse the closed one's shader program
    (pyglet caches it), so UI test modules share this window instead of opening their own."""
    from figures.ui.app import FiguresWindow

    win = FiguresWindow((1280, 800), visible=False)
    yield win
    win.close()
