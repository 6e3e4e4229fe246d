"""The classic table's scene (figures/scene/classic.py): where every tile lies, pure and fast.

Random games of every preset are played through the engine's own ``apply``; the scene of
their tables, laid in the bounds the game uses, never lets two tiles overlap nor a tile leave
the bounds, names every open end the engine has with the number it shows, and keeps every
tile where it was when later tiles come (Mexican Train's bands apart)."""

from __future__ import annotations

import random

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from figures.classic.game import Game, SeededChance
from figures.classic.round import Round
from figures.classic.rules import PRESETS, Rules
from figures.classic.tiles import IS_DOUBLE, LOW
from figures.scene.classic import (
    LEAD,
    PIPS_AT,
    TABLE_SIZES,
    Box,
    Scene,
    inside,
    layout_of,
    overlap,
    readable_size,
    scene_of,
    table_size,
    view_scene,
)
from figures.scene.classic_samples import round_ends
from tools.docs_images import CLASSIC_SPINNER, CLASSIC_TRAINS, classic_position

#: The player counts each preset is played with here.
COUNTS = {name: (2, 3, 4) for name in PRESETS} | {
    "block-teams": (4,),
    "mexican-train": (2, 3, 5, 8),
}
CASES = [(name, n) for name in PRESETS for n in COUNTS[name]]
ASPECTS = (1.25, 1.8, 2.4)


def check(scene: Scene, game: Round, size: tuple[float, float]) -> None:
    """Every invariant of a laid scene."""
    bounds: Box = (-size[0] / 2, -size[1] / 2, size[0] / 2, size[1] / 2)
    assert scene.bounds == bounds, "the table grew: the position did not fit"
    boxes = [p.box for p in scene.pieces]
    for i, box in enumerate(boxes):
        assert inside(box, bounds), (scene.pieces[i], bounds)
        for j in range(i):
            assert not overlap(box, boxes[j]), (scene.pieces[i], scene.pieces[j])
    placed = sorted(t for t, _, _ in game.layout.placed)
    assert sorted(p.tile for p in scene.pieces if p.index >= 0) == placed
    shown = {t.name: t.shows for t in scene.tags if not t.closed}
    assert shown == game.layout.ends
    for tag in scene.tags:
        assert inside(tag.slot, bounds) or scene.jumps, tag
    for piece in scene.pieces:
        across = abs(piece.first[0] - piece.second[0]) + abs(piece.first[1] - piece.second[1])
        assert across == pytest.approx(1.0)  # halves side by side, one unit apart


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
def test_random_tables_stay_in_bounds_without_overlaps(name: str, players: int) -> None:
    rules = Rules.preset(name, players)
    for aspect in ASPECTS:
        size = table_size(rules, aspect)
        for seed in range(12):
            for game in round_ends(rules, seed, 2):
                check(scene_of(game, size), game, size)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_position_of_a_game_is_laid_and_tiles_stay_put(name: str) -> None:
    """After every action of a long game: the invariants, and each tile laid exactly where
    it lay before: a new tile never moves the others (so a tile previewed on an end lies
    where it will be laid, beside its neighbours). Mexican Train's bands are as high as
    their trains need: a train taking a new row moves the trains under it down, whole,
    never itself nor the trains above it."""
    rules = Rules.preset(name, 4)
    size = table_size(rules, 1.8)
    rng = random.Random(name)
    game = Game(rules, SeededChance(3))
    before: dict[int, tuple[tuple[float, float], tuple[float, float]]] = {}
    number = game.current.number
    for _ in range(400):
        if game.is_over:
            break
        current = game.current
        if current.number != number:
            before, number = {}, current.number
        scene = scene_of(current, size)
        check(scene, current, size)
        now = {p.index: (p.first, p.second) for p in scene.pieces}
        if rules.branching == "trains" and before:
            trains = {p.index: p.end for p in scene.pieces}
            laid_on = current.layout.placed[-1][1] if len(now) > len(before) else None
            shifts: dict[str, set[tuple[float, float]]] = {}
            for i, at in before.items():
                dx, dy = now[i][0][0] - at[0][0], now[i][0][1] - at[0][1]
                assert now[i][1] == (at[1][0] + dx, at[1][1] + dy)
                shifts.setdefault(trains[i], set()).add((round(dx, 9), round(dy, 9)))
            for train, moved in shifts.items():
                assert len(moved) == 1, train  # (a train moves whole)
                ((dx, dy),) = moved
                assert dx == 0 and dy <= 0, train  # (down only)
                if train == laid_on or train == "hub":
                    assert dy == 0, train
        else:
            assert all(now[i] == at for i, at in before.items())
        before = now
        legal = current.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 10_000),
    width=st.integers(24, 70),
    height=st.integers(12, 40),
)
def test_any_bounds_hold_any_table(name: str, seed: int, width: int, height: int) -> None:
    """Whatever the bounds, no two tiles overlap and none leaves them (a table too small for
    its position grows, and says so in ``bounds``)."""
    rules = Rules.preset(name, 4)
    for game in round_ends(rules, seed, 1):
        scene = scene_of(game, (float(width), float(height)))
        assert scene.bounds is not None
        boxes = [p.box for p in scene.pieces]
        for i, box in enumerate(boxes):
            assert inside(box, scene.bounds)
            assert not any(overlap(box, other) for other in boxes[:i])
        assert scene.bounds[2] - scene.bounds[0] >= width


def test_the_line_turns_at_the_edge_and_comes_back() -> None:
    """A block game's long line in narrow bounds: it turns (tiles laid upright at the
    corners), runs back along itself, and stays inside."""
    rules = Rules.preset("block", 4)
    longest = max(
        (game for seed in range(30) for game in round_ends(rules, seed, 1)),
        key=lambda g: max(sum(1 for _, e, _ in g.layout.placed if e == end) for end in "LR"),
    )
    size = (16.0, 14.0)
    scene = scene_of(longest, size)
    check(scene, longest, size)
    upright = [p for p in scene.pieces if not p.level and not IS_DOUBLE[p.tile]]
    assert upright, "no corner in a long line"
    rows = {p.centre[1] for p in scene.pieces if p.level}
    assert len(rows) >= 3  # the lead's row and at least one row back on each side
    # R snakes below the lead's row, L above it.
    row = next(p for p in scene.pieces if p.index == 0).centre[1]
    for piece in scene.pieces:
        if piece.end == "R":
            assert piece.box[3] <= row + 1.0 + 1e-9
        elif piece.end == "L":
            assert piece.box[1] >= row - 1.0 - 1e-9


def test_unbounded_arms_run_straight() -> None:
    """The docs' pictures: without bounds the line is one row, doubles across it."""
    rules = Rules.preset("block", 4)
    game = next(round_ends(rules, 5, 1))
    scene = scene_of(game)
    assert scene.bounds is None
    for piece in scene.pieces:
        assert piece.centre[1] == 0.0
        assert piece.level != IS_DOUBLE[piece.tile]


def test_the_spinner_arms_take_their_quarters() -> None:
    """All Fives with the lead as spinner: R snakes down on the right, D left below, L up on
    the left, U right above; the arms shut until both sides are covered show as closed."""
    before, _ = classic_position(CLASSIC_SPINNER, 2)
    closed = [t for t in scene_of(before, (36.0, 20.0)).tags if t.closed]
    assert {t.name for t in closed} == {"5-5.U", "5-5.D"}
    after, _ = classic_position(CLASSIC_SPINNER)
    scene = scene_of(after, (36.0, 20.0))
    up = next(p for p in scene.pieces if p.end == "5-5.U")
    assert up.box[1] >= 1.0 and abs(up.centre[0]) <= 0.5
    tags = {t.name: t for t in scene.tags}
    assert tags["5-5.D"].way == (0, -1) and tags["5-5.D"].empty


def test_mexican_train_bands_and_markers() -> None:
    """Mexican Train: the engine at the hub, half the trains right of it and half left, one
    track each, the markers where the engine put them; unbounded (the docs) all on the
    right."""
    game, _ = classic_position(CLASSIC_TRAINS)
    scene = scene_of(game, (60.0, 26.0))
    assert scene.hub == (0.0, 0.0)
    engine = next(p for p in scene.pieces if p.index == -1)
    assert engine.tile == game.engine and engine.end == "hub"
    sides = {t.name: t.side for t in scene.tracks}
    assert sides == {"p0": 1, "p1": 1, "p2": -1, "mex": -1}
    for piece in scene.pieces:
        if piece.index >= 0:
            assert (piece.centre[0] > 0) == (sides[piece.end] > 0)
    assert [m.seat for m in scene.markers] == [s for s in range(3) if game.markers >> s & 1]
    flat = scene_of(game)
    assert {t.side for t in flat.tracks} == {1}
    assert all(p.centre[0] > 0 for p in flat.pieces if p.index >= 0)


def test_a_seat_view_gives_the_rounds_scene() -> None:
    """A caller holding a seat's view (and the rules) lays the very table the round gives."""
    for name in ("all-fives", "draw-5", "mexican-train", "matador"):
        rules = Rules.preset(name, 3)
        for game in round_ends(rules, 2, 1):
            for seat in range(3):
                view = game.view(seat)
                layout = layout_of(view, rules)
                assert layout.ends == game.layout.ends and layout.tails == game.layout.tails
                size = table_size(rules, 1.8)
                assert view_scene(view, rules, size) == scene_of(game, size)


def test_an_empty_table_has_the_lead_slot() -> None:
    rules = Rules.preset("block", 2)
    game = Game(rules, SeededChance(1)).current
    scene = scene_of(game, table_size(rules))
    assert not scene.pieces and not scene.tags
    assert scene.lead_slot == (-1.0, -0.5, 1.0, 0.5)
    assert LEAD == ""  # the lead's end, as Layout.placed writes it
    trains = Game(Rules.preset("mexican-train", 2), SeededChance(1)).current
    scene = scene_of(trains, table_size(trains.rules))
    assert scene.lead_slot is None and len(scene.tags) == 3
    assert all(t.empty and t.shows == LOW[trains.engine] for t in scene.tags)


def test_a_crowded_double_jumps_clear_and_says_so() -> None:
    """A double walled in on one side (its arm's first tile has nowhere to go) is laid apart,
    clear of every tile, with a jump from its end; nothing overlaps."""
    found = 0
    for seed in range(60):
        for game in round_ends(Rules.preset("all-fives", 2), seed, 2):
            scene = scene_of(game, table_size(game.rules, 1.8))
            for jump in scene.jumps:
                found += 1
                assert jump.start != jump.end
            boxes = [p.box for p in scene.pieces]
            assert not any(overlap(a, b) for i, a in enumerate(boxes) for b in boxes[:i])
    assert found < 20  # rare: a spinner laid where one of its arms is walled in


#: Table rooms in pixels (a normal game and the guide's table, at 1280x800 and 900x600).
ROOMS = ((953, 338), (953, 238), (640, 198), (640, 126))
LINES = [(name, n) for name, n in CASES if PRESETS[name].branching != "trains"]


@pytest.mark.parametrize(("name", "players"), LINES, ids=[f"{n}-{p}" for n, p in LINES])
def test_a_short_room_turns_the_line_sooner_and_holds_every_round(name: str, players: int) -> None:
    """Where a game's own bounds would draw tiny tiles (the guide's band over the table, a
    900x600 window), the line is laid in the room at a readable size: tiles at least
    READABLE pixels to a half (or the least bounds' size), and no random round outgrows
    those bounds (so the tiles never move or shrink as it grows)."""
    rules = Rules.preset(name, players)
    for width, height in ROOMS:
        size = readable_size(rules, width, height)
        scale = min(width / size[0], height / size[1])
        own = table_size(rules, width / height)
        assert scale >= min(width / own[0], height / own[1]) - 1e-9  # never smaller
        assert scale >= 18.0 or height == 126  # (the guide's band at 900x600: 126 px high)
        assert size[0] / size[1] == pytest.approx(width / height)  # the table fills the room
        for seed in range(6):
            for game in round_ends(rules, seed, 2):
                check(scene_of(game, size), game, size)


def test_mexican_train_keeps_its_own_bounds() -> None:
    """Its trains outgrow smaller bands in most rounds: it keeps the room for its longest."""
    rules = Rules.preset("mexican-train", 8)
    assert readable_size(rules, 640, 198) == table_size(rules, 640 / 198)


def test_sizes_and_pips() -> None:
    rules = Rules.preset("mexican-train", 8)
    assert table_size(rules) == TABLE_SIZES["trains"]
    width, height = table_size(rules, 3.0)
    assert width == pytest.approx(3 * height) and height == TABLE_SIZES["trains"][1]
    width, height = table_size(rules, 1.0)
    assert width == height == TABLE_SIZES["trains"][0]
    assert [len(p) for p in PIPS_AT] == list(range(13))
    for pips in PIPS_AT:
        assert len(set(pips)) == len(pips)
        assert all(0 < x < 1 and 0 < y < 1 for x, y in pips)


def test_matador_doubles_lie_in_line() -> None:
    """Matador's doubles join like any tile (§A8): laid in line, never across."""
    rules = Rules.preset("matador", 2)
    doubles = 0
    for seed in range(10):
        for game in round_ends(rules, seed, 1):
            for piece in scene_of(game).pieces:
                assert piece.level
                doubles += IS_DOUBLE[piece.tile]
    assert doubles


def _tiles_box(scene: Scene) -> Box:
    boxes = [p.box for p in scene.pieces]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


@pytest.mark.parametrize("name", ["block", "draw"])
def test_a_one_sided_line_stays_put(name: str) -> None:
    """A line without spinner growing mostly on one end keeps every tile where it was laid
    (the table's camera, not the scene, keeps it in the middle of the view), and stays in
    its bounds, in rounds played mostly on L, then mostly on R."""
    rules = Rules.preset(name, 2)
    for aspect in ASPECTS:
        size = table_size(rules, aspect)
        for seed in range(6):
            for favoured in ("L", "R"):
                rng = random.Random(seed)
                game = Game(rules, SeededChance(seed))
                current = game.current
                before: dict[int, Box] = {}
                while current.result is None:
                    legal = current.legal_actions()
                    mine = [a for a in legal if getattr(a, "end", "") == favoured]
                    pick = mine if mine and rng.random() < 0.9 else legal
                    game.apply(pick[rng.randrange(len(pick))])
                    if current.result is not None:
                        break
                    scene = scene_of(current, size)
                    check(scene, current, size)
                    now = {p.index: p.box for p in scene.pieces}
                    assert all(now[i] == box for i, box in before.items())
                    before = now


@pytest.mark.parametrize("players", [2, 3])
def test_few_trains_use_the_table(players: int) -> None:
    """Mexican Train with 2 or 3 seats: the trains are spread round the hub, the tiles' box
    covering at least half the table's width in the fullest positions (its bands as high as
    their trains need); with 2 seats the table is smaller than eight seats'."""
    rules = Rules.preset("mexican-train", players)
    size = table_size(rules, 1.8)
    if players == 2:
        largest = table_size(Rules.preset("mexican-train", 8), 1.8)
        assert size[0] * size[1] < largest[0] * largest[1]
    for seed in range(6):
        for game in round_ends(rules, seed, 1):
            scene = scene_of(game, size)
            check(scene, game, size)
            if len(game.layout.placed) < 30:
                continue
            x0, y0, x1, y1 = _tiles_box(scene)
            assert x1 - x0 >= 0.5 * size[0], (x0, y0, x1, y1)
            assert y0 < 0 < y1  # below and above the hub
