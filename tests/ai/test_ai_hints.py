"""Hints: the best placements for the player to move, best first, with their breakdown."""

from __future__ import annotations

import pytest
from test_ai_players import positions

from figures.ai.common import DecisionCancelled
from figures.ai.hints import Hint, hints
from figures.colour.actions import Place
from figures.colour.game import Phase
from figures.colour.rules import SECOND_PLACEMENT_COST, evaluate
from figures.colour.views import view_of


def test_hints_are_legal_best_first_with_their_breakdown() -> None:
    for game in positions(13, Phase.TURN, 3):
        view = view_of(game, game.current)
        before = len(view.board)
        shown = hints(view, count=4)
        assert 1 <= len(shown) <= 4 and len(view.board) == before
        assert [h.value for h in shown] == sorted((h.value for h in shown), reverse=True)
        assert len({h.action for h in shown}) == len(shown)
        for hint in shown:
            assert isinstance(hint, Hint) and hint.action in view.legal_actions
            face = view.tileset[hint.action.tile].faces[hint.action.face]
            board = view.board.copy()
            assert hint.score == evaluate(board, face, hint.action.at, hint.action.dir)
            assert hint.paid == 0


def test_second_placement_hints_show_the_payment() -> None:
    game = next(positions(17, Phase.SECOND, 1, pay=True))
    view = view_of(game, game.current)
    shown = hints(view, count=2)
    assert shown and all(h.paid == SECOND_PLACEMENT_COST for h in shown)


def test_no_hints_when_there_is_nothing_to_place() -> None:
    game = next(positions(13, Phase.TURN, 1))
    assert hints(view_of(game, 1 - game.current)) == []  # not this player's move
    assert hints(view_of(game, game.current), count=0) == []


def test_the_best_hint_is_the_hard_players_choice() -> None:
    from figures.ai.players import computer_player

    for game in positions(19, Phase.TURN, 2):
        view = view_of(game, game.current)
        choice = computer_player("hard").choose(view)
        assert isinstance(choice, Place)
        assert hints(view, count=1)[0].action == choice


def test_hints_can_be_cancelled() -> None:
    game = next(positions(13, Phase.TURN, 1))
    with pytest.raises(DecisionCancelled):
        hints(view_of(game, game.current), cancelled=lambda: True)


@pytest.mark.slow
def test_hints_carry_the_numbers_behind_their_rank() -> None:
    from figures.ai.hard import HardConfig, HardPlayer

    for game in positions(13, Phase.TURN, 3):
        view = view_of(game, game.current)
        shown = hints(view, count=3)
        plans = HardPlayer(0).ranked_plans(view)
        # The same ranking as before, and its numbers: the value is points, plus the kept
        # domino's term, minus the threat, plus the win term (the hard player's weights).
        assert [(h.action, h.score, h.value) for h in shown] == HardPlayer(0).ranked(view)[:3]
        config = HardConfig()
        for hint, plan in zip(shown, plans, strict=False):
            assert hint.threat == plan.parts.get("threat")
            parts = plan.parts
            total = parts["points"] + config.keep * parts["hand"]
            total -= config.threat * parts.get("threat", 0.0)
            if "win" in parts:
                total += 1000 * parts["win"]
            assert hint.value == pytest.approx(total)
            if plan.second is not None:
                assert hint.then == plan.second and hint.kept is None
                assert hint.then_points == plan.second_score.points  # type: ignore[union-attr]
            else:
                assert hint.then is None and hint.kept == plan.kept_best
            label, size = hint.opens
            assert (label == "") == (size == 0)
