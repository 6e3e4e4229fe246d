"""Games of several rounds: deals and redeals, leads, targets, scores carried, undo (§A3, §A10)."""

from __future__ import annotations

import random

import pytest

from figures.classic.game import Deal, Game, ScriptedChance, ScriptedRound, SeededChance
from figures.classic.rules import Rules
from figures.classic.tiles import DOUBLE, IS_DOUBLE, parse_tile, tile_count
from figures.core.errors import FiguresError, NothingToUndoError, RecordError


def deal_of(hands: list[list[str]], top: int = 6) -> Deal:
    dealt = [[parse_tile(t, top) for t in hand] for hand in hands]
    used = {t for hand in dealt for t in hand}
    stock = tuple(t for t in range(tile_count(top)) if t not in used)
    return Deal(tuple(tuple(h) for h in dealt), stock)


NO_DOUBLE = deal_of(
    [
        ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"],
        ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"],
    ]
)
WITH_DOUBLE = deal_of(
    [
        ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "3-3"],
        ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"],
    ]
)


def play_out(game: Game, rng: random.Random, rounds: int | None = None) -> None:
    while not game.is_over and (rounds is None or len(game.rounds) <= rounds):
        actions = game.legal_actions()
        game.push(actions[rng.randrange(len(actions))])


def test_a_deal_without_doubles_is_dealt_again() -> None:
    chance = ScriptedChance([ScriptedRound((NO_DOUBLE, NO_DOUBLE, WITH_DOUBLE), 0)])
    game = Game(Rules.preset("block", 2), chance)
    entry = game.rounds[0]
    assert entry.redeals == [NO_DOUBLE, NO_DOUBLE] and entry.deal == WITH_DOUBLE
    assert game.turn == 0 and [str(a) for a in game.legal_actions()] == ["3-3"]
    short = ScriptedChance([ScriptedRound((NO_DOUBLE,), 0)])
    with pytest.raises(RecordError):
        Game(Rules.preset("block", 2), short)


def test_the_heaviest_tile_leads_without_doubles() -> None:
    game = Game(Rules.preset("block-points", 2), ScriptedChance([ScriptedRound((NO_DOUBLE,), 0)]))
    assert game.rounds[0].redeals == [] and game.turn == 1
    assert [str(a) for a in game.legal_actions()] == ["1-6"]  # 7 pips, and a 6


def test_the_winner_leads_freely_and_a_tie_leads_the_same() -> None:
    rng = random.Random(3)
    for seed in range(30):
        game = Game(Rules.preset("block-points", 3), SeededChance(seed))
        play_out(game, rng)
        for before, after in zip(game.rounds, game.rounds[1:], strict=False):
            assert before.result is not None
            lead = before.result.next_lead
            if lead == "same":
                assert after.lead == before.lead
            else:
                assert after.lead.how == "free" and after.leader == lead
                assert not after.round.lead_by_rule and after.round.lead_tile < 0
        outcome = game.outcome
        assert outcome is not None and max(outcome.scores) >= 100
        assert outcome.winners == tuple(
            s for s, v in enumerate(outcome.scores) if v == max(outcome.scores)
        )


def test_rule_leads_every_round_and_a_drawn_block_game() -> None:
    rng = random.Random(4)
    for seed in range(20):
        game = Game(Rules.preset("draw-5", 2), SeededChance(seed))
        play_out(game, rng, rounds=3)
        for entry in game.rounds:
            assert entry.lead.how == "rule" and entry.round.lead_tile >= 0
            assert IS_DOUBLE[entry.round.lead_tile]


def test_all_fives_out_else_lot() -> None:
    rng = random.Random(5)
    seen = set()
    for seed in range(30):
        game = Game(Rules.preset("all-fives", 3), SeededChance(seed), first=2)
        assert game.rounds[0].leader == 2
        play_out(game, rng)
        for before, after in zip(game.rounds, game.rounds[1:], strict=False):
            assert before.result is not None
            if before.result.how == "out":
                assert after.lead.how == "free" and after.leader == before.result.next_lead
            else:
                assert before.result.next_lead == "lot" and after.lead.how == "lot"
                seen.add("lot")
        assert game.outcome is not None
    assert seen == {"lot"}


def test_mexican_train_rounds_engines_and_rotation() -> None:
    rng = random.Random(6)
    game = Game(Rules.preset("mexican-train", 3), SeededChance(1), first=1)
    play_out(game, rng)
    assert len(game.rounds) == 13
    for entry in game.rounds:
        assert entry.engine == DOUBLE[12 - (entry.number - 1)]
        assert entry.leader == (1 + entry.number - 1) % 3
        assert entry.engine not in entry.deal.stock
        assert all(entry.engine not in hand for hand in entry.deal.hands)
        assert len(entry.deal.hands[0]) == 15
    outcome = game.outcome
    assert outcome is not None
    assert outcome.winners == tuple(
        s for s, v in enumerate(outcome.scores) if v == min(outcome.scores)
    )
    totals = [0] * 3
    for entry in game.rounds:
        assert entry.result is not None
        for side, points in enumerate(entry.result.points):
            totals[side] += points
    assert tuple(totals) == outcome.scores


def test_scores_carry_and_equal_the_awards() -> None:
    rng = random.Random(7)
    for name in ["all-fives", "draw", "matador", "draw-5"]:
        game = Game(Rules.preset(name, 4, teams=name in ("all-fives", "draw-5")), SeededChance(9))
        play_out(game, rng)
        total = [0] * game.rules.sides
        for entry in game.rounds:
            result = entry.result
            assert result is not None
            for side in range(game.rules.sides):
                total[side] += entry.round.play_points[side] + result.points[side]
            assert tuple(total) == result.scores


def test_undo_goes_back_across_a_round_and_deals_the_same_again() -> None:
    rng = random.Random(8)
    game = Game(Rules.preset("draw", 2), SeededChance(2))
    while len(game.rounds) < 3:
        actions = game.legal_actions()
        game.push(actions[rng.randrange(len(actions))])
    second = game.rounds[1]
    step = game.undo()
    assert len(game.rounds) == 2 and game.current.result is None
    game.apply(step.action)
    assert len(game.rounds) == 3 and game.rounds[1] is second
    assert game.rounds[2].deal == SeededChance(2).deal(game.rules, 3, 0) or game.rounds[2].redeals
    count = sum(len(e.round.log) for e in game.rounds)
    for _ in range(count):
        game.undo()
    assert len(game.rounds) == 1 and not game.current.log
    with pytest.raises(NothingToUndoError):
        game.undo()


def test_every_step_knows_its_seat() -> None:
    game = Game(Rules.preset("block-teams"), SeededChance(3))
    play_out(game, random.Random(1))
    for played in game.history():
        assert played.round == 1 and 0 <= played.seat < 4


def test_the_bench_plays_whole_games() -> None:
    from figures.classic.bench import time_random_games

    timing = time_random_games(Rules.preset("block-teams"), 20, seed=3)
    assert timing.games == 20 and timing.actions >= 20 * 4 and timing.games_per_second > 0


def test_a_stream_deals_from_the_callers_generator_and_keeps_its_deals() -> None:
    from figures.classic.game import StreamChance

    rng = random.Random(4)
    rules = Rules.preset("draw", 3)
    game = Game(rules, StreamChance(rng))
    first = game.rounds[0].deal
    while len(game.rounds) < 2:
        actions = game.legal_actions()
        game.push(actions[rng.randrange(len(actions))])
    second = game.rounds[1].deal
    step = game.undo()
    game.apply(step.action)
    assert game.rounds[0].deal == first and game.rounds[1].deal == second
    other = Game(rules, StreamChance(random.Random(4)))
    assert other.rounds[0].deal == first


def test_redo_plays_again_what_undo_took_back_across_a_rounds_end() -> None:
    game = Game(Rules.preset("block-points", 2), SeededChance(5))
    rng = random.Random(2)
    while len(game.rounds) < 3:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    before = game.history()
    scores = game.scores
    count = len(before)
    for _ in range(count):
        game.undo()
    assert game.history() == [] and game.can_redo and not game.can_undo
    for _ in range(count):
        game.redo()
    assert game.history() == before and game.scores == scores and len(game.rounds) == 3
    with pytest.raises(NothingToUndoError):
        game.redo()


def test_a_new_action_forgets_what_was_undone() -> None:
    game = Game(Rules.preset("draw", 2), SeededChance(1))
    game.apply(game.legal_actions()[0])
    game.undo()
    assert game.can_redo
    game.apply(game.legal_actions()[-1])
    assert not game.can_redo
    with pytest.raises(NothingToUndoError):
        game.redo()


def test_an_illegal_action_leaves_the_redo_list() -> None:
    game = Game(Rules.preset("draw", 2), SeededChance(1))
    game.apply(game.legal_actions()[0])
    game.undo()
    with pytest.raises(FiguresError):
        game.apply("9-9")
    assert game.can_redo


def test_a_game_holds_its_table_checked_like_every_game() -> None:
    from figures.core.errors import SettingsError
    from figures.core.seats import PlayerSpec

    rules = Rules.preset("block-teams")
    game = Game(rules, SeededChance(4), 1)
    assert [p.name for p in game.players] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    table = game.table
    assert (table.seed, table.first, table.teams) == (4, 1, True) and table.side_of(2) == 0
    with pytest.raises(SettingsError) as refused:
        Game(rules, SeededChance(4), 4)
    assert (refused.value.field, refused.value.low, refused.value.high) == ("first_player", 0, 3)
    with pytest.raises(SettingsError) as refused:
        Game(rules, SeededChance(4), players=(PlayerSpec("Ada"), PlayerSpec("")) * 2)
    assert (refused.value.field, refused.value.reason) == ("players[1]", "empty")
    with pytest.raises(SettingsError) as refused:
        Game(rules, SeededChance(4), players=(PlayerSpec("Ada"),) * 3)
    assert refused.value.reason == "count"
