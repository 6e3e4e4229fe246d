"""Computer players: each level's contract, determinism, cancellation, progress, and the
information-hiding rule (a decision depends only on what the player can see)."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest
from conftest import choose, settings

from figures.ai.hard import HardConfig, HardPlayer
from figures.ai.players import PLAYERS, DecisionCancelled, computer_player
from figures.colour.actions import EndTurn, Place
from figures.colour.errors import FiguresError
from figures.colour.game import Game, Phase, SeededBag
from figures.colour.rules import SECOND_PLACEMENT_COST, evaluate
from figures.colour.views import PlayerView, view_of

LEVELS = ["random", "easy", "medium", "hard"]


def positions(seed: int, phase: Phase, count: int, *, pay: bool = False) -> Iterator[Game]:
    """Mid-game positions in ``phase`` (with a second placement affordable when ``pay``),
    reached by a seeded policy; each yielded game is a private copy."""
    rng = random.Random(seed)
    game = Game(settings(seed=seed, target=240))
    found = 0
    while not game.is_over and found < count:
        if game.phase is phase and len(game.board) > 6 and (not pay or game.can_pay_second()):
            found += 1
            yield copy.deepcopy(game)
        game.apply(choose(game, rng))


def points(view: PlayerView, place: Place) -> int:
    board = view.board.copy()
    face = view.tileset[place.tile].faces[place.face]
    return evaluate(board, face, place.at, place.dir).points


def snapshot(view: PlayerView) -> tuple[object, ...]:
    board = view.board
    return (len(board), dict(board.cells), dict(board.colours), dict(board.spots.need))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_registered_and_plays_legally(level: str) -> None:
    assert level in PLAYERS
    player = computer_player(level, 3)
    assert player.name == level
    for game in positions(7, Phase.TURN, 2):
        view = view_of(game, game.current)
        before = snapshot(view)
        action = player.choose(view)
        assert action in view.legal_actions
        assert snapshot(view) == before  # the shown table is never touched


def test_unknown_players_and_settings_are_refused() -> None:
    with pytest.raises(FiguresError, match="unknown computer player 'wizard'"):
        computer_player("wizard")
    with pytest.raises(FiguresError, match="only 'hard' takes settings"):
        computer_player("medium:threat=0")
    with pytest.raises(FiguresError, match="bad hard player setting"):
        computer_player("hard:nonsense=1")
    player = computer_player("hard:threat=0.5:samples=3", 1)
    assert isinstance(player, HardPlayer)
    assert player.config == HardConfig(threat=0.5, samples=3)


def test_medium_takes_the_most_points_now() -> None:
    medium = computer_player("medium")
    for game in positions(11, Phase.TURN, 4):
        view = view_of(game, game.current)
        action = medium.choose(view)
        assert isinstance(action, Place)
        best = max(points(view, p) for p in view.legal_actions if isinstance(p, Place))
        assert points(view, action) == best


def test_medium_pays_exactly_when_the_second_gains_more_than_it_costs() -> None:
    medium = computer_player("medium")
    seen = set()
    for seed in range(1, 40):
        for game in positions(seed, Phase.SECOND, 3, pay=True):
            view = view_of(game, game.current)
            places = [p for p in view.legal_actions if isinstance(p, Place)]
            best = max((points(view, p) for p in places), default=0)
            action = medium.choose(view)
            if best > SECOND_PLACEMENT_COST:
                assert isinstance(action, Place) and points(view, action) == best
            else:
                assert action == EndTurn()
            seen.add(best > SECOND_PLACEMENT_COST)
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_easy_never_pays_and_plays_decent_placements() -> None:
    easy = computer_player("easy", 5)
    for game in positions(3, Phase.SECOND, 3, pay=True):
        assert easy.choose(view_of(game, game.current)) == EndTurn()
    for game in positions(4, Phase.TURN, 4):
        view = view_of(game, game.current)
        action = easy.choose(view)
        assert isinstance(action, Place)
        best = max(points(view, p) for p in view.legal_actions if isinstance(p, Place))
        assert 2 * points(view, action) >= best


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_decision(level: str) -> None:
    for game in positions(21, Phase.TURN, 2):
        view = view_of(game, game.current)
        first = computer_player(level, 9).choose(view)
        assert computer_player(level, 9).choose(view) == first


@pytest.mark.parametrize("level", LEVELS)
def test_a_cancelled_decision_raises(level: str) -> None:
    game = next(positions(5, Phase.TURN, 1))
    with pytest.raises(DecisionCancelled):
        computer_player(level).choose(view_of(game, game.current), cancelled=lambda: True)


def test_hard_notices_a_cancel_in_the_middle_of_its_search() -> None:
    game = next(positions(5, Phase.TURN, 1))
    calls = 0

    def cancel_on_the_fifth_look() -> bool:
        nonlocal calls
        calls += 1
        return calls >= 5

    with pytest.raises(DecisionCancelled):
        computer_player("hard").choose(
            view_of(game, game.current), cancelled=cancel_on_the_fifth_look
        )
    assert calls == 5


@pytest.mark.parametrize("level", LEVELS)
def test_progress_rises_to_one(level: str) -> None:
    game = next(positions(6, Phase.TURN, 1))
    seen: list[float] = []
    computer_player(level).choose(view_of(game, game.current), progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert seen == sorted(seen) and all(0.0 <= f <= 1.0 for f in seen)
    if level == "hard":
        assert len(seen) > 3  # a long decision reports along the way


def hidden_shuffled(game: Game, player: int, seed: int) -> Game:
    """The same game with every domino ``player`` cannot see dealt again at random between
    the other hands and the bag (the bag in a new order)."""
    other = copy.deepcopy(game)
    hidden = sorted(
        other.bag.contents() | {t for p, h in enumerate(other.hands) if p != player for t in h}
    )
    rng = random.Random(seed)
    rng.shuffle(hidden)
    for seat, hand in enumerate(other.hands):
        if seat != player:
            count = len(hand)
            other.hands[seat] = [hidden.pop() for _ in range(count)]
    other.bag = SeededBag(hidden, seed)
    return other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("phase", [Phase.TURN, Phase.SECOND])
def test_decisions_depend_only_on_what_the_player_sees(level: str, phase: Phase) -> None:
    checked = 0
    for index, game in enumerate(positions(31, phase, 2, pay=phase is Phase.SECOND)):
        me = game.current
        other = hidden_shuffled(game, me, seed=index + 1)
        assert other.hands[1 - me] != game.hands[1 - me]
        view, view2 = view_of(game, me), view_of(other, me)
        assert view.unseen() == view2.unseen() and view.legal_actions == view2.legal_actions
        assert computer_player(level, 4).choose(view) == computer_player(level, 4).choose(view2)
        checked += 1
    assert checked == 2


def test_the_chance_of_winning_counts_ties_as_shares() -> None:
    from figures.ai.hard import _share

    assert _share(120, [[110, 90]]) == 1.0
    assert _share(120, [[120, 90]]) == 0.5  # level with one rival: half the win
    assert _share(120, [[120, 120]]) == pytest.approx(1 / 3)
    assert _share(100, [[110], [90], [100], [130]]) == pytest.approx((0 + 1 + 0.5 + 0) / 4)


def test_hard_plays_to_win_the_last_turn() -> None:
    """When the rival has reached the target and nobody plays after this turn, a plan is worth
    its exact chance of winning: hard takes the plan that wins, here one with a second
    placement or a better first, as the single best placement would only tie."""
    from figures.ai.common import Control

    checked = 0
    for seed in range(41, 60):
        for game in positions(seed, Phase.TURN, 8):
            me = game.current
            if game.turns_played[me] >= game.turns_played[1 - me]:
                continue  # not the last player of the round
            view = view_of(game, me)
            best = max(points(view, p) for p in view.legal_actions if isinstance(p, Place))
            game.scores[me] = game.settings.target
            game.scores[1 - me] = game.settings.target + best  # the best placement only ties
            view = view_of(game, me)
            hard = HardPlayer(1, HardConfig(finish=True))
            plans = hard.plans(view, Control(None, None))
            for plan in plans:
                final = view.scores[me] + plan.points
                rival = view.scores[1 - me]
                expected = 1.0 if final > rival else 0.5 if final == rival else 0.0
                assert plan.parts["win"] == expected
            chosen = max(plans, key=lambda p: p.value)
            assert chosen.parts["win"] == max(p.parts["win"] for p in plans)
            assert hard.choose(view) == chosen.action
            checked += 1
        if checked >= 2:
            return
    raise AssertionError("no position where this player is last in the round")


def test_every_level_plays_the_last_dominoes_of_a_four_player_game() -> None:
    """Four players and a far target: the dominoes run out, so players decide with fewer
    than two unseen dominoes left."""
    rng = random.Random(2)
    game = Game(settings(players=4, target=240, seed=2))
    late = 0
    while not game.is_over:
        view = view_of(game, game.current)
        if game.phase is Phase.TURN and len(view.unseen()) < 2:
            for level in LEVELS:
                assert computer_player(level, 1).choose(view) in view.legal_actions
            late += 1
        game.apply(choose(game, rng))
    assert late > 0
