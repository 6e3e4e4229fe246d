"""Every game the registry names, driven through the one state API of
:mod:`figures.core.protocol` by the same random player (OpenSpiel's generic random-game
test): refusals change nothing, undo restores what was legal, the end names its winners."""

from __future__ import annotations

import random

import pytest

from figures.core.errors import FiguresError, IllegalMoveError
from figures.core.protocol import GameState
from figures.core.seats import PlayerSpec
from figures.games import GAMES, lookup, new_game

CASES = [(name, players, False) for name, info in GAMES.items() for players in info.players[:3]] + [
    ("all-fives", 4, True),
    ("draw-5", 4, True),
]


def seats(count: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{s + 1}", "random") for s in range(count)]


def snapshot(game: GameState) -> tuple[object, ...]:
    return (game.turn, game.is_over, tuple(map(str, game.legal_actions())))


@pytest.mark.parametrize("case", CASES, ids=lambda c: "-".join(map(str, c)))
def test_random_games_through_the_protocol(case: tuple[str, int, bool]) -> None:
    name, players, teams = case
    options = {"teams": True} if teams else {}
    for seed in range(2):
        game = new_game(name, seats(players), seed=seed, **options)
        assert isinstance(game, GameState)
        assert not game.can_undo and not game.can_redo and game.history() == []
        assert len(game.table.players) == players and game.table.seed == seed
        rng = random.Random(seed)
        limit = 40 if lookup(name).family == "colour" else 400
        for step in range(limit):
            if game.is_over:
                break
            before = snapshot(game)
            assert before[2], "a game that is not over offers an action"
            with pytest.raises(IllegalMoveError):
                game.apply(object())
            assert snapshot(game) == before  # a refusal changes nothing
            for seat in range(players):
                game.view(seat)
            action = rng.choice(list(game.legal_actions()))
            seat = game.turn
            game.apply(action)
            assert game.history()[-1].seat == seat  # every action knows who played it
            if step % 7 == 3:
                after = snapshot(game)
                history = game.history()
                game.undo()
                assert snapshot(game) == before and game.can_redo
                game.redo()
                assert snapshot(game) == after and game.history() == history
                assert not game.can_redo
        if game.is_over:
            outcome = game.outcome
            assert outcome is not None and outcome.winners
            assert set(outcome.winners) <= set(range(len(outcome.scores)))


def test_a_game_refuses_options_it_does_not_have() -> None:
    with pytest.raises(FiguresError):
        new_game("colour", seats(2), teams=True)
    with pytest.raises(FiguresError):
        new_game("block", seats(3), teams=True)
    with pytest.raises(FiguresError):
        new_game("colour", seats(2), target="lots")


def test_a_colour_game_takes_its_house_rules_as_records_write_them() -> None:
    game = new_game("colour", seats(2), rules={"hand": 3, "bonus_from": "never"})
    rules = game.settings.rules  # type: ignore[attr-defined]
    assert (rules.hand, rules.bonus_from, rules.cost) == (3, None, 4)
    assert new_game("colour", seats(2)).settings.rules.is_default  # type: ignore[attr-defined]
    for bad in ({"hand": 9}, {"kings": 1}, "hand 3", {"targets": [1]}):
        with pytest.raises(FiguresError):
            new_game("colour", seats(2), rules=bad)
