"""Helpers shared by the classic engine's tests (no tests here): rounds built from the notation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from figures.classic.actions import parse_action
from figures.classic.errors import ClassicMoveError
from figures.classic.round import Round, Step
from figures.classic.rules import Rules
from figures.classic.tiles import parse_tile


def make(
    preset: str,
    players: int,
    hands: Sequence[Sequence[str]],
    line: Sequence[str] = (),
    stock: Sequence[str] = (),
    *,
    turn: int | None = None,
    leader: int | None = None,
    scores: Sequence[Any] | None = None,
    markers: Sequence[int] = (),
    number: int = 1,
    first: int = 0,
    **overrides: Any,
) -> Round:
    rules = Rules.preset(preset, players, **overrides)
    top = rules.set
    return Round(
        rules,
        [[parse_tile(t, top) for t in hand] for hand in hands],
        [parse_tile(t, top) for t in stock],
        line=[parse_action(a, top) for a in line],
        turn=turn,
        leader=leader,
        scores=scores,
        markers=markers,
        number=number,
        first=first,
    )


def act(game: Round, text: str) -> Step:
    return game.apply(parse_action(text, game.top))


def refused(game: Round, text: str) -> str:
    """The reason code ``text`` is refused with; checks that nothing changed."""
    before = state_of(game)
    with pytest.raises(ClassicMoveError) as info:
        act(game, text)
    assert state_of(game) == before
    message = str(info.value)
    assert message and "\n" not in message
    return info.value.reason


def state_of(game: Round) -> tuple[Any, ...]:
    layout = game.layout
    return (
        tuple(game.hands),
        game.drawn,
        game.turn,
        game.markers,
        game.draws,
        game.scores,
        game.play_points,
        dict(layout.ends),
        dict(layout.tails),
        tuple(layout.placed),
        layout.spinner,
        layout.spinner_sides,
        layout.uncovered,
        game.result,
        len(game.log),
    )


def legal_texts(game: Round) -> list[str]:
    return [str(a) for a in game.legal_actions()]
