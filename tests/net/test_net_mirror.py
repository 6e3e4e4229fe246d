"""The client's mirror (figures.net.mirror), over random legal games of every classic preset at
2, 3 and 4 players: a local engine game made from one seat's view alone (a spectator's too),
whose own view of that seat is the view, key for key, whose legal actions are the real game's,
made from the view's JSON alone (two games that show a seat the same view give it the same
mirror), and quickly, late in a game."""

from __future__ import annotations

import copy
import json
import random
import statistics
import time
from typing import Any

import pytest

from figures.classic.game import Game as ClassicGame
from figures.core.seats import PlayerSpec
from figures.games import GAMES, lookup, new_game
from figures.net.mirror import MirrorError, mirror, mirror_classic
from figures.net.views import ViewError, finished_from_json, view_from_json, view_json

CLASSIC_GAMES = [name for name, info in GAMES.items() if info.family == "classic"]
CASES = [
    (name, count) for name in CLASSIC_GAMES for count in lookup(name).players if count in (2, 3, 4)
]


def seats(count: int) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"P{n + 1}") for n in range(count))


def states(name: str, count: int, seed: int, looks: int) -> list[ClassicGame]:
    """``looks`` states of one random game (its last among them), each a game of its own."""
    game = new_game(name, seats(count), seed=seed, first=seed % count)
    assert isinstance(game, ClassicGame)
    rng = random.Random(seed)
    actions: list[Any] = []
    while not game.is_over and len(actions) < 600:
        action = rng.choice(game.legal_actions())
        actions.append(action)
        game.apply(action)
    picks = sorted({len(actions), 0, *(rng.randrange(len(actions) + 1) for _ in range(looks))})
    out = []
    for upto in picks:
        state = new_game(name, seats(count), seed=seed, first=seed % count)
        assert isinstance(state, ClassicGame)
        for action in actions[:upto]:
            state.apply(action)
        out.append(state)
    return out


def deals(game: ClassicGame) -> list[Any]:
    return [(e.deal, e.redeals, e.leader) for e in game.rounds]


@pytest.mark.parametrize(("name", "count"), CASES)
def test_the_mirror_shows_each_seat_its_view(name: str, count: int) -> None:
    for seed in range(3):
        for real in states(name, count, seed, looks=8):
            for seat in (None, *range(count)):
                sent = view_json(real, seat)
                received = json.loads(json.dumps(sent))
                local = mirror(received, seats(count))
                assert view_json(local, seat) == sent
                assert local.players == seats(count)
                if seat == real.turn and not real.is_over:
                    assert local.legal_actions() == real.legal_actions()
                # the rounds over are the real ones, the round in play only as seen
                assert deals(local)[:-1] == deals(real)[:-1]
                # made from the view alone: a game that shows the seat the same view (the
                # mirror itself, whose hidden tiles differ) gives the same mirror
                again = mirror(view_json(local, seat))
                assert deals(again) == deals(local)


def test_the_hidden_tiles_are_made_up() -> None:
    """The other hands of a mirror are not the real ones (but by chance): over many views at
    the start of a Draw game, the tiles of another seat's hand it guesses right stay near
    what chance gives (7 of the 21 tiles unseen, a third)."""
    right = held = 0
    for seed in range(40):
        real = new_game("draw", seats(2), seed=seed)
        assert isinstance(real, ClassicGame)
        local = mirror_classic(view_json(real, 0))
        guessed, actual = set(local.current.hand(1)), set(real.current.hand(1))
        right += len(guessed & actual)
        held += len(actual)
    assert right / held < 0.6


def test_a_late_game_mirror_is_quick() -> None:
    times = {}
    for name in ("all-fives", "mexican-train", "draw"):
        count = 4
        game = new_game(name, seats(count), seed=7)
        assert isinstance(game, ClassicGame)
        rng = random.Random(7)
        for _ in range(600):
            if game.is_over or (game.current.number >= 4 and len(game.current.log) > 8):
                break
            game.apply(rng.choice(game.legal_actions()))
        view = view_json(game, 1)
        spent = []
        for _ in range(5):
            start = time.perf_counter()
            mirror(view)
            spent.append(time.perf_counter() - start)
        times[name] = statistics.median(spent)
        assert times[name] < 0.5, (name, times[name])
    print("mirror build, median of 5 (ms):", {k: round(v * 1000, 1) for k, v in times.items()})


def test_views_without_the_new_keys_are_read() -> None:
    game = new_game("all-fives", seats(2), seed=3)
    assert isinstance(game, ClassicGame)
    rng = random.Random(3)
    while game.current.number < 2:
        game.apply(rng.choice(game.legal_actions()))
    data = view_json(game, 0)
    assert len(data["finished"]) == 1 and data["first"] == game.first
    old = {k: v for k, v in data.items() if k not in ("finished", "first")}
    assert view_from_json(old) == view_from_json(data)
    assert finished_from_json(old) == []
    with pytest.raises(MirrorError, match="first seat"):
        mirror(old)
    with pytest.raises(MirrorError, match="rounds over"):
        mirror({**old, "first": data["first"]})


def test_malformed_views_are_refused_in_one_line() -> None:
    game = new_game("draw", seats(3), seed=5)
    assert isinstance(game, ClassicGame)
    rng = random.Random(5)
    while game.current.number < 2:
        game.apply(rng.choice(game.legal_actions()))
    data = view_json(game, 2)
    twice = copy.deepcopy(data)
    hand = twice["finished"][0]["deal"]["hands"][0]
    hand[1] = hand[0]
    with pytest.raises(ViewError, match="twice"):
        finished_from_json(twice)
    with pytest.raises(MirrorError) as caught:
        mirror(twice)
    assert "\n" not in str(caught.value)
    lying = copy.deepcopy(data)
    lying["hand_counts"][0] += 1
    with pytest.raises(MirrorError):
        mirror(lying)
    with pytest.raises(MirrorError, match="seat"):
        mirror({**data, "seat": 7})
    with pytest.raises(MirrorError, match="family"):
        mirror({"family": "chess"})
