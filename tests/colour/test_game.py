"""Turn flow: opening, turns, second placements, returns, the end, undo and redo."""

from __future__ import annotations

import random

import pytest
from conftest import play, settings

from figures.colour.actions import EndTurn, Place, Return, parse_action
from figures.colour.errors import (
    GameOverError,
    IllegalMoveError,
    NotAffordableError,
    NothingToUndoError,
    NotYourTileError,
    WrongActionError,
)
from figures.colour.game import Game, Phase, ScriptedBag, Settings, SettingsError
from figures.colour.geometry import Side
from figures.colour.records import game_to_json
from figures.colour.tiles import Face, Tile, TileSet
from figures.colour.views import view_of
from figures.core.seats import PlayerSpec

RED, BLUE = "RRRRRR/R", "BBBBBB/B"


def toy_tiles(blue_from: int = 100) -> TileSet:
    """Red tiles fit anywhere next to red; blue tiles never fit on a red table."""
    return TileSet(
        [
            Tile(i, (Face.parse(RED if i < blue_from else BLUE),) * 2)  # type: ignore[arg-type]
            for i in range(120)
        ]
    )


def scripted(script: list[int], players: int = 2, target: int = 60) -> Game:
    return Game(settings(players, target), toy_tiles(), ScriptedBag(range(120), script))


def state(game: Game) -> tuple[object, ...]:
    return (game_to_json(game), sorted(game.bag.contents()), game.phase, game.current)


@pytest.mark.parametrize(
    ("players", "target", "first", "message"),
    [
        (2, 59, 0, "from 60 to 240, not 59"),
        (2, 241, 0, "from 60 to 240, not 241"),
        (1, 120, 0, "2 to 4 players"),
        (5, 120, 0, "2 to 4 players"),
        (2, 120, 2, "first player"),
    ],
)
def test_settings_are_validated(players: int, target: int, first: int, message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings(tuple(PlayerSpec(f"P{i}") for i in range(players)), target, 1, first)


def test_targets_at_the_limits_are_accepted() -> None:
    assert settings(target=60).target == 60
    assert settings(target=240).target == 240


def test_opening_then_deal() -> None:
    game = Game(settings(players=3, first=1))
    assert game.phase is Phase.OPENING and game.current == 1
    for seat in (1, 2, 0):
        assert game.current == seat
        tile = game.opening_tile
        assert tile is not None
        score = game.apply(game.legal_actions()[0])
        assert score is not None and score.points >= 0
    assert game.phase is Phase.TURN and game.current == 1
    assert [len(h) for h in game.hands] == [2, 2, 2]
    assert game.scores == [0, 0, 0]
    assert [o.player for o in game.opening] == [1, 2, 0]
    assert game.deal == game.hands


def test_opening_domino_must_be_the_one_drawn() -> None:
    game = Game(settings())
    other = next(t for t in range(120) if t != game.opening_tile)
    before = state(game)
    with pytest.raises(NotYourTileError):
        game.apply(Place(other, 0, (0, 0), Side.E))
    assert state(game) == before


def test_a_turn_places_then_ends_and_draws() -> None:
    game = scripted([0, 1, 2, 3, 4, 5, 6, 7, 8])
    game.apply(Place(0, 0, (0, 0), Side.E))
    game.apply(Place(1, 0, (0, 1), Side.E))
    assert game.hands == [[2, 3], [4, 5]]
    score = game.apply(Place(2, 0, (2, 0), Side.E))
    assert score is not None and score.connected_edges == 1
    assert game.phase is Phase.SECOND and game.scores[0] == 1
    with pytest.raises(NotAffordableError, match="costs 4 points and the score is 1") as info:
        game.apply(Place(3, 0, (-2, 0), Side.E))
    assert (info.value.cost, info.value.score) == (4, 1)  # values, not words to map back
    assert game.legal_actions() == [EndTurn()]
    game.apply(EndTurn())
    assert game.hands[0] == [3, 6] and game.turns[-1].drawn == [6]
    assert game.current == 1 and game.phase is Phase.TURN


def test_second_placement_pays_four() -> None:
    game = scripted(list(range(20)))
    game.apply(Place(0, 0, (0, 0), Side.E))
    game.apply(Place(1, 0, (0, 1), Side.E))
    score = game.apply(Place(2, 0, (0, 2), Side.E))  # on top of the second: 2 edges
    assert score is not None and score.points == 2
    game.apply(EndTurn())
    game.apply(Place(4, 0, (2, 0), Side.N))  # beside both: 2 edges
    game.apply(EndTurn())
    game.apply(Place(3, 0, (0, 3), Side.E))  # 2 more edges: P1 has 4 and may pay
    assert game.scores[0] == 4 and game.can_pay_second()
    score = game.apply(Place(6, 0, (-1, 0), Side.N))
    assert score is not None
    assert game.scores[0] == 4 + score.points - 4
    turn = game.turns[-1]
    assert [p.paid for p in turn.placements] == [0, 4]
    assert len(turn.drawn) == 2 and game.current == 1


def test_end_turn_only_after_a_placement() -> None:
    game = scripted(list(range(20)))
    game.apply(Place(0, 0, (0, 0), Side.E))
    game.apply(Place(1, 0, (0, 1), Side.E))
    with pytest.raises(WrongActionError):
        game.apply(EndTurn())


def test_cannot_place_then_return_and_draw() -> None:
    game = scripted([0, 1, 2, 3, 100, 101, 4, 5])
    game.apply(Place(0, 0, (0, 0), Side.E))
    game.apply(Place(1, 0, (0, 1), Side.E))
    game.apply(Place(2, 0, (2, 0), Side.E))
    game.apply(EndTurn())  # P1 draws 4
    # The second player holds two blue dominoes: no place on a red table.
    assert game.current == 1 and game.hands[1] == [100, 101]
    actions = game.legal_actions()
    assert set(actions) == {Return(()), Return((100,)), Return((101,)), Return((100, 101))}
    with pytest.raises(NotYourTileError):
        game.apply(Return((7,)))
    game.apply(Return((100,)))
    assert game.shown[1] == (100, 101)
    assert game.hands[1] == [101, 5] and game.turns[-1].returned == [100]
    assert 100 in game.bag.contents()


def test_return_refused_when_a_domino_fits() -> None:
    game = scripted(list(range(10)))
    game.apply(Place(0, 0, (0, 0), Side.E))
    game.apply(Place(1, 0, (0, 1), Side.E))
    with pytest.raises(WrongActionError, match="must be"):
        game.apply(Return(()))


def test_a_round_without_placement_ends_the_game() -> None:
    game = Game(settings(), toy_tiles(blue_from=2), ScriptedBag(range(120), [0, 1, 2, 3, 4, 5]))
    game.apply(Place(0, 0, (0, 0), Side.E))
    game.apply(Place(1, 0, (0, 1), Side.E))
    game.apply(Return(()))
    assert not game.is_over
    game.apply(Return(()))
    assert game.outcome is not None and game.outcome.reason.value == "blocked"
    with pytest.raises(GameOverError):
        game.apply(Return(()))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_target_round_is_completed(seed: int) -> None:
    game = play(
        Game(settings(players=3, target=60, seed=seed, first=seed % 3)), random.Random(seed)
    )
    outcome = game.outcome
    assert outcome is not None
    if outcome.reason.value == "target":
        assert len(set(game.turns_played)) == 1, game.turns_played
        assert max(outcome.scores) >= 60
    best = max(outcome.scores)
    assert outcome.winners == tuple(p for p, s in enumerate(outcome.scores) if s == best)


def test_same_settings_and_actions_give_the_same_game() -> None:
    first = play(Game(settings(seed=9)), random.Random(3), limit=40)
    again = Game.replay(first.settings, first.actions)
    assert game_to_json(again) == game_to_json(first)
    assert sorted(again.bag.contents()) == sorted(first.bag.contents())


def test_undo_to_the_start_and_redo_to_the_end() -> None:
    game = play(Game(settings(seed=5)), random.Random(5), limit=30)
    states = [state(Game(game.settings))]
    replayed = Game(game.settings)
    for action in game.actions:
        replayed.apply(action)
        states.append(state(replayed))
    final = state(game)
    for index in range(len(game.actions), 0, -1):
        game.undo()
        assert state(game) == states[index - 1]
    with pytest.raises(NothingToUndoError):
        game.undo()
    while game.can_redo:
        game.redo()
    assert state(game) == final
    with pytest.raises(NothingToUndoError):
        game.redo()


def test_undo_several_at_once_equals_one_at_a_time() -> None:
    game = play(Game(settings(seed=5)), random.Random(5), limit=30)
    stepwise = Game.replay(game.settings, game.actions)
    for _ in range(4):
        stepwise.undo()
    first = game.undo(4)
    assert state(game) == state(stepwise)
    redone = [game.redo() for _ in range(4)]
    assert redone[0] == first
    assert not game.can_redo
    assert state(game) == state(Game.replay(game.settings, game.actions))
    with pytest.raises(NothingToUndoError):
        game.undo(len(game.actions) + 1)


def test_clear_redo_forgets_what_was_undone() -> None:
    game = play(Game(settings(seed=6)), random.Random(6), limit=6)
    game.undo(2)
    game.clear_redo()
    assert not game.can_redo


def test_preview_says_what_apply_would_do_and_changes_nothing() -> None:
    game = Game(settings(seed=11))
    rng = random.Random(11)
    checked = 0
    while not game.is_over and checked < 40:
        before = state(game)
        places = [a for a in game.legal_actions() if isinstance(a, Place)]
        for action in places[:3]:
            preview = game.preview(action)
            assert state(game) == before
            if game.phase is Phase.OPENING:
                assert not preview.counts and preview.points == 0
            else:
                trial = Game.replay(game.settings, game.actions)
                score_before = trial.scores[trial.current]
                assert trial.apply(action) == preview.score
                player = game.current
                assert trial.scores[player] - score_before == preview.points
                assert preview.paid == (4 if game.phase is Phase.SECOND else 0)
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    hand_tile = game.hands[game.current][0] if game.hands[game.current] else 0
    with pytest.raises(IllegalMoveError):
        game.preview(Place(hand_tile, 0, (90, 90), Side.N))


def test_must_return_only_when_nothing_in_hand_fits() -> None:
    game = play(Game(settings(seed=12)), random.Random(12), limit=20)
    hand = game.hands[game.current]
    fits = any(game.placeable(t) for t in hand)
    assert game.must_return() == (game.phase is Phase.TURN and not fits)


def test_a_new_action_clears_redo() -> None:
    game = play(Game(settings(seed=6)), random.Random(6), limit=6)
    game.undo()
    game.apply(game.legal_actions()[-1])
    assert not game.can_redo


def test_illegal_actions_change_nothing() -> None:
    game = play(Game(settings(seed=7)), random.Random(7), limit=12)
    before = state(game)
    other = next(t for t in range(120) if t not in game.hands[game.current])
    hand_tile = game.hands[game.current][0]
    bad = [
        Place(other, 0, (50, 50), Side.E),
        Place(hand_tile, 0, (0, 0), Side.E),  # on the first domino
        Place(hand_tile, 1, (90, 90), Side.N),  # touching nothing
        Return((hand_tile,)),
    ]
    if game.phase is not Phase.SECOND:
        bad.append(EndTurn())
    for action in bad:
        with pytest.raises(IllegalMoveError):
            game.apply(action)
        assert state(game) == before


def test_view_shows_only_what_the_player_may_see() -> None:
    game = play(Game(settings(players=3, seed=8)), random.Random(8), limit=10)
    view = view_of(game, 1)
    assert view.hand == tuple(game.hands[1])
    assert view.hand_counts == tuple(len(h) for h in game.hands)
    assert view.bag_count == len(game.bag)
    unseen = view.unseen()
    assert set(game.hands[0]) <= unseen and set(game.hands[2]) <= unseen
    assert game.bag.contents() <= unseen and not set(game.hands[1]) & unseen
    assert not hasattr(view, "hands") and not hasattr(view, "bag")
    assert (view.legal_actions != ()) == (game.current == 1)


@pytest.mark.parametrize("text", ["17.1@3,-2N", "0.0@0,0E", "end", "pass", "return 4,88"])
def test_action_text_round_trips(text: str) -> None:
    assert str(parse_action(text)) == text


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Place(0, True, (0, 0), Side.E), "face must be 0 or 1"),  # type: ignore[arg-type]
        (Place(0, 0, (0.5, 0), Side.E), "pair of whole numbers"),  # type: ignore[arg-type]
        (Place(0, 0, [0, 0], Side.E), "pair of whole numbers"),  # type: ignore[arg-type]
        (Place(0, 0, (0, 0), "E"), "a direction"),  # type: ignore[arg-type]
        (Place("0", 0, (0, 0), Side.E), "whole number"),  # type: ignore[arg-type]
        (Place(0, 0, (10**7, 0), Side.E), "beyond the table's edge"),
    ],
)
def test_malformed_places_are_refused(action: Place, message: str) -> None:
    game = Game(settings())
    before = state(game)
    with pytest.raises(WrongActionError, match=message):
        game.apply(action)
    assert state(game) == before


def test_an_opening_seat_with_nothing_that_fits_places_nothing() -> None:
    game = Game(settings(), toy_tiles(blue_from=1), ScriptedBag(range(120), [0, 5, 6, 7, 8]))
    game.apply(Place(0, 0, (0, 0), Side.E))
    # Nothing blue fits next to red: the second seat skips the opening without drawing.
    assert game.phase is Phase.TURN and [o.player for o in game.opening] == [0]
    assert game.hands == [[5, 6], [7, 8]]


def test_every_action_in_the_log_knows_its_seat() -> None:
    """The engine's log pairs each action with the seat that played it, through undo and
    redo; nobody has to pair them again from the turn records."""
    game = play(Game(settings(players=3, seed=8)), random.Random(8), limit=30)
    seats = [seat for seat, _, _ in game.history()]
    assert [a for _, a, _ in game.history()] == game.actions and len(seats) == 30
    replayed = Game(game.settings)
    for seat, action, _ in game.history():
        assert replayed.turn == seat
        replayed.apply(action)
    game.undo(5)
    assert [s for s, _, _ in game.history()] == seats[:25]
    for _ in range(5):
        game.redo()
    assert [s for s, _, _ in game.history()] == seats


def test_what_a_placement_costs_is_asked_from_the_engine() -> None:
    """The cost of a placement now and whether a second one is affordable come from the
    engine (Game, its view, and the error's values), never worked out again by a caller."""
    from figures.colour.rules import SECOND_PLACEMENT_COST, affords_second, reaches_target

    game = Game(settings(seed=3))
    while game.phase is not Phase.SECOND:
        play(game, random.Random(3), limit=1)
    view = game.view(game.turn)
    assert game.placement_cost == view.placement_cost == SECOND_PLACEMENT_COST
    assert view.affords_second_after(0) == affords_second(game.scores[game.turn])
    assert game.can_pay_second() == affords_second(game.scores[game.turn])
    assert game.view((game.turn + 1) % 2).placement_cost == 0  # not their move
    assert reaches_target(120, 120) and not reaches_target(119, 120)
