"""The colour family's mirror (figures.net.mirror_colour), over random legal games at 2, 3 and 4
players, under varied house rules, with the built-in tile set and with one whose dominoes often
fit nowhere (so that seats return dominoes and show their hands): a local engine game made from
one seat's view alone (a spectator's too), whose own view of that seat is the view, key for
key, whose legal actions are the real game's, made from the view's JSON alone (two games that
show a seat the same view give it the same mirror), and quickly, late in a game."""

from __future__ import annotations

import copy
import itertools
import json
import random
import statistics
import time
from typing import Any

import pytest

from figures.colour.actions import Return
from figures.colour.game import Game, Settings
from figures.colour.house import HouseRules
from figures.colour.tiles import Face, Tile, TileSet, default_tileset
from figures.core.seats import PlayerSpec
from figures.net.mirror import MirrorError, mirror
from figures.net.mirror_colour import mirror_colour
from figures.net.views import view_json

#: Dominoes of one colour a face, two colours a domino (six pairs): a domino fits only beside
#: one of its two colours, so hands often fit nowhere and go back to the bag.
PAIRS = list(itertools.combinations("RYGB", 2))
PLAIN = TileSet(
    [
        Tile(i, (Face.parse(a * 6 + "/" + a), Face.parse(b * 6 + "/" + b)))
        for i, (a, b) in enumerate(PAIRS[i % len(PAIRS)] for i in range(len(default_tileset())))
    ]
)
TILESETS = {"built-in": default_tileset(), "plain": PLAIN}


def seats(count: int) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"P{n + 1}") for n in range(count))


def new(count: int, seed: int, tiles: str) -> Game:
    rules = HouseRules(hand=1 + seed % 4, cost=seed % 3 * 2, bonus_from=None if seed % 2 else 3)
    return Game(Settings(seats(count), 200, seed, seed % count, rules), TILESETS[tiles])


def states(count: int, seed: int, tiles: str, looks: int) -> list[Game]:
    """``looks`` states of one random game (its last among them), each a game of its own."""
    game = new(count, seed, tiles)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    actions = game.actions
    picks = sorted({len(actions), 0, *(rng.randrange(len(actions) + 1) for _ in range(looks))})
    return [Game.replay(game.settings, actions[:upto], game.tileset) for upto in picks]


def hidden(game: Game) -> Any:
    """What a seat cannot see of a game: every hand, the deal, every draw."""
    return game.hands, game.deal, [turn.drawn for turn in game.turns], game.opening_tile


@pytest.mark.parametrize(
    "tiles",
    # (the built-in set's games are long: the fast tier, make quick, leaves them to make test)
    [t if t != "built-in" else pytest.param(t, marks=pytest.mark.slow) for t in TILESETS],
)
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_mirror_shows_each_seat_its_view(count: int, tiles: str) -> None:
    returns = shown = 0
    for seed in range(2):
        for real in states(count, seed + count, tiles, looks=5):
            returns += sum(isinstance(a, Return) and bool(a.tiles) for a in real.actions)
            for seat in (None, *range(count)):
                sent = view_json(real, seat)
                shown += any(sent["shown"])
                received = json.loads(json.dumps(sent))
                local = mirror(received, seats(count))
                assert isinstance(local, Game)
                assert view_json(local, seat) == sent
                assert local.settings.players == seats(count)
                if seat == real.turn and not real.is_over:
                    assert local.legal_actions() == real.legal_actions()
                    # the mirror plays on (its bag holds what the seat's bag may hold)
                    local.apply(local.legal_actions()[-1])
                    local.undo()
                # made from the view alone: a game that shows the seat the same view (the
                # mirror itself, whose hidden dominoes differ) gives the same mirror
                again = mirror(view_json(local, seat))
                assert isinstance(again, Game)
                assert hidden(again) == hidden(local)
    if tiles == "plain":  # (the games did return and show dominoes)
        assert returns and shown


def test_the_hidden_dominoes_are_made_up() -> None:
    """The other hands of a mirror are not the real ones (but by chance): over many views
    after the deal, few of the dominoes of another seat's hand are guessed right."""
    right = held = 0
    for seed in range(20):
        real = Game(Settings(seats(2), 120, seed, 0))
        rng = random.Random(seed)
        while len(real.actions) < 6:
            real.apply(rng.choice(real.legal_actions()))
        local = mirror_colour(view_json(real, 0))
        right += len(set(local.hands[1]) & set(real.hands[1]))
        held += len(real.hands[1])
    assert right / held < 0.2


def test_a_late_game_mirror_is_quick() -> None:
    times = {}
    for tiles, count in (("built-in", 4), ("plain", 4), ("built-in", 2)):
        game = new(count, 7, tiles)
        rng = random.Random(7)
        while not game.is_over and len(game.board) < 80:
            game.apply(rng.choice(game.legal_actions()))
        view = view_json(game, 1)
        spent = []
        for _ in range(5):
            start = time.perf_counter()
            mirror(view)
            spent.append(time.perf_counter() - start)
        times[tiles, count] = statistics.median(spent)
        assert times[tiles, count] < 0.5, (tiles, count, times[tiles, count])
    print(
        "colour mirror build, median of 5 (ms):", {k: round(v * 1000, 1) for k, v in times.items()}
    )


def _played(seed: int = 3) -> dict[str, Any]:
    game = new(3, seed, "plain")
    rng = random.Random(seed)
    while len(game.actions) < 40:
        game.apply(rng.choice(game.legal_actions()))
    return view_json(game, 1)


def test_malformed_views_are_refused_in_one_line() -> None:
    data = _played()
    lying = copy.deepcopy(data)
    lying["hand_counts"][0] += 1
    with pytest.raises(MirrorError, match="counts") as caught:
        mirror(lying)
    assert "\n" not in str(caught.value)
    bag = copy.deepcopy(data)
    bag["bag_count"] -= 1
    with pytest.raises(MirrorError, match="counts"):
        mirror(bag)
    stolen = copy.deepcopy(data)  # its own hand holds a domino it placed in a turn
    tile = next(a for s, a, _ in data["history"][3:] if "@" in a and s == 1).split(".")[0]
    stolen["hand"][0] = int(tile)
    with pytest.raises(MirrorError, match="placed"):
        mirror(stolen)
    with pytest.raises(MirrorError, match="seat"):
        mirror({**data, "seat": 7})
    with pytest.raises(MirrorError, match="players"):
        mirror(data, seats(2))
    with pytest.raises(MirrorError, match="colour"):
        mirror_colour({**data, "family": "classic"})


def test_a_domino_shown_by_two_seats_is_held_by_the_later() -> None:
    """A domino one seat returned (and showed) and another drew and showed since is in the
    second hand, not back in the bag: every seat's mirror holds it there."""
    game = Game(Settings(seats(4), 240, 1, 1, HouseRules(hand=3, cost=1)), PLAIN)
    rng = random.Random(1)
    for _ in range(50):
        game.apply(rng.choice(game.legal_actions()))
    both = set(game.shown[0]) & set(game.shown[3])
    assert both and both <= set(game.hands[0])
    for seat in (None, *range(4)):
        local = mirror_colour(view_json(game, seat))
        assert view_json(local, seat) == view_json(game, seat)
        assert both <= set(local.hands[0])
