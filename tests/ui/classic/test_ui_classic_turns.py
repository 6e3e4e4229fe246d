"""The classic screen's turn flow, headless, driven through the real ClassicGameView's own
handlers: each seat's last tiles framed in its colour until its next turn, a moment after
each computer's move (the status saying it), what the position demands (a double to cover,
a train open), one rule of confirming a play (a first click on an end shows the tile there,
a second click there or Enter plays it, even on a tile's only end; the held tile clicked
again in the hand goes back, as the screen says); other seats' names and counts said
apart."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import random
import time
from itertools import pairwise
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import (  # noqa: E402
    KEY,
    FakeNavigator,
    click,
    end_point,
    key,
    make_view,
    reach,
    tile_point,
)

from figures.classic.actions import DRAW, Lead, Pass, Play  # noqa: E402
from figures.classic.round import Round  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.classic.tiles import tile as tile_of  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.classic.paint import seat_colour  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.theme import rgba  # noqa: E402


def ends_of(view: ClassicGameView, tile: int) -> frozenset[str]:
    """The ends ``tile`` lights (asked of the table as the view asks it), nothing held."""
    lit = view.table.select(tile, view.match.legal())
    view.table.highlight(())
    return lit


def tile_with(view: ClassicGameView, count: int) -> int | None:
    """A playable tile of the hand with exactly ``count`` ends, or with at least two when
    ``count`` is 2."""
    for tile in view.picking.playable_order():
        n = len(ends_of(view, tile))
        if n == count or (count == 2 and n >= 2):
            return tile
    return None


def played(view: ClassicGameView) -> int:
    return len(view.match.game.history())


@pytest.mark.parametrize("seed", [1, 2])
def test_a_tile_with_one_end_is_shown_there_by_a_first_click_and_played_by_a_second(
    window: Any, seed: int
) -> None:
    view, _ = make_view(window, "block", ("human", "random"), seed=seed)
    reach(view, lambda v: v.match.human_to_move and tile_with(v, 1) is not None, random.Random(3))
    tile = tile_with(view, 1)
    assert tile is not None
    (end,) = ends_of(view, tile)
    before = played(view)
    click(view, *tile_point(view, tile))
    # Held, its one end lit, nothing shown yet: the screen says how to go on.
    assert view.held == tile and view.table.lit == {end}
    assert view.end is None and view.current_action() is None and len(view.ghost) == 0
    words = tr("classic.held", tile=presenter.held_words(tile))
    assert view.message()[0] == words
    assert "a second click there or Enter plays it" in words
    # A first click on the end shows the tile there, and plays nothing.
    click(view, *end_point(view, end))
    assert played(view) == before
    assert view.end == end and len(view.ghost) == 1 and view.ghost.text
    assert view.status().startswith("Click there again or Enter: ")
    # A second click on the same end plays it.
    click(view, *end_point(view, end))
    assert played(view) == before + 1
    assert view.match.game.history()[-1].action.tile == tile  # type: ignore[union-attr]


def test_enter_shows_the_tile_on_its_end_then_plays_it(window: Any) -> None:
    view, _ = make_view(window, "block", ("human", "random"), seed=1)
    reach(view, lambda v: v.match.human_to_move and tile_with(v, 1) is not None, random.Random(4))
    tile = tile_with(view, 1)
    assert tile is not None
    before = played(view)
    click(view, *tile_point(view, tile))
    assert view.held == tile and view.end is None
    key(view, KEY.ENTER)  # shows it on its (first) lit end
    assert played(view) == before and view.end is not None and len(view.ghost) == 1
    key(view, KEY.ENTER)  # plays what is shown
    assert played(view) == before + 1


def test_a_click_on_another_end_moves_the_preview_and_the_held_tile_clicked_again_goes_back(
    window: Any,
) -> None:
    view, _ = make_view(window, "draw-5", ("human", "random"), seed=2)
    reach(view, lambda v: v.match.human_to_move and tile_with(v, 2) is not None, random.Random(5))
    tile = tile_with(view, 2)
    assert tile is not None
    before = played(view)
    click(view, *tile_point(view, tile))
    first, second = view.picking.lit_order()[:2]
    click(view, *end_point(view, first))
    assert view.end == first and played(view) == before
    click(view, *end_point(view, second))  # another end: shown there instead, not played
    assert view.end == second and played(view) == before
    # What the screen says a click on the held tile in the hand does, it does: it goes back.
    click(view, *tile_point(view, tile))
    assert view.held is None and view.end is None and played(view) == before
    click(view, *tile_point(view, tile))
    assert "clicked again in your hand goes back" in view.message()[0]
    click(view, *tile_point(view, tile))
    assert view.held is None and played(view) == before
    # And the rule said the same way in the guide's first lesson.
    assert "a second click there or Enter plays it" in tr(
        "tutorial.classic.match.do", tile="3-5", end="the left end"
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_another_seats_row_says_its_name_and_its_tiles_apart(window: Any, language: str) -> None:
    """ "Computer 2" over "7 tiles" (or "Computer 2 · 7 tiles" when it fits), never
    "Computer 2  7", read as one name and number."""
    set_language(language)
    try:
        computer = "Computer" if language == "en" else "Ordinateur"
        computers = [PlayerSpec(f"{computer} {n}", "random") for n in range(2, 6)]
        players = (PlayerSpec("You"), *computers)
        match = ClassicMatch.new(ClassicSettings("mexican-train", players, seed=1))
        view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
        window.show_view(view)
        view.on_resize(1280, 800)
        for seat, row in view.seat_rows.rows.items():
            view.on_draw()
            said = [label.text for label in row._labels]
            count = view.match.current.hands[seat].bit_count()
            words = presenter.tiles_words(count)
            name = view.match.names()[seat]
            assert said in ([f"{name} · {words}"], [name, words]), said
    finally:
        set_language("en")


def computers_view(window: Any, game: str, count: int, seed: int = 3) -> ClassicGameView:
    players = tuple(PlayerSpec(f"Computer {n + 1}", "random") for n in range(count))
    match = ClassicMatch.new(ClassicSettings(game, players, seed=seed))
    view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
    view.think_at_least = 0.0
    view.slide_time = 0.0
    view.turns.moment = 0.0
    window.show_view(view)
    return view


def next_move(view: ClassicGameView, timeout: float = 20.0) -> None:
    """Frames until the match changes (a computer's move)."""
    version = view.match.version
    deadline = time.monotonic() + timeout
    while view.match.version == version:
        assert time.monotonic() < deadline, "no move came"
        view.on_update(1 / 60)
        if view.task is not None:
            view.task.wait(1)
        else:
            time.sleep(0.002)


def painted_colours(view: ClassicGameView) -> set[tuple[int, ...]]:
    view.on_draw()
    return {tuple(c) for shape in view.table.shapes for c in shape.colors}


def test_each_seats_last_tile_is_framed_in_its_colour_until_its_next_turn(window: Any) -> None:
    """Four computers in teams (one step a turn): after each move, every seat but the one
    on turn has its last tile framed in its own colour, when its last turn laid one; three
    frames at once, not only the last tile laid."""
    view = computers_view(window, "block-teams", 4)
    match = view.match
    most = 0
    for _ in range(14):
        next_move(view)
        if match.round_end is not None:
            break
        game = match.current
        expected: dict[int, int] = {}
        for seat in range(4):
            steps = [step for step in game.log if step.seat == seat]
            if seat != game.turn and steps and isinstance(steps[-1].action, Play | Lead):
                expected[steps[-1].action.tile] = seat
        assert view.table.framed == expected
        colours = painted_colours(view)
        for seat in expected.values():
            assert rgba(seat_colour(seat)) in colours, f"no frame in seat {seat}'s colour"
        assert rgba(seat_colour(game.turn)) not in colours or game.turn in expected.values()
        most = max(most, len(expected))
    assert most == 3


def test_a_double_and_the_tile_covering_it_are_framed_as_one_turn() -> None:
    """Mexican Train: a seat that lays a double plays on to cover it; both are its turn's,
    framed together until its next turn; the seat on turn has none of its last turn."""
    from figures.ui.classic.view import last_turns

    rules = ClassicMatch.new(
        ClassicSettings("mexican-train", (PlayerSpec("You"), PlayerSpec("Bob", "random")))
    ).rules
    hands = [
        [tile_of(12, 3), tile_of(3, 3), tile_of(3, 7), tile_of(1, 2)],
        [tile_of(12, 4), tile_of(5, 6), tile_of(0, 1)],
    ]
    game = Round(rules, hands, [tile_of(9, 9), tile_of(8, 9)], turn=0)
    assert last_turns(game) == {}
    game.apply(Play(tile_of(12, 3), "p0", 12))
    assert last_turns(game) == {tile_of(12, 3): 0}
    game.apply(Play(tile_of(12, 4), "p1", 12))
    assert last_turns(game) == {tile_of(12, 4): 1}  # (seat 0's turn again: its 12-3 is old)
    game.apply(Play(tile_of(3, 3), "p0", 3))
    assert game.turn == 0 and game.layout.uncovered == "p0"
    assert last_turns(game) == {tile_of(12, 4): 1, tile_of(3, 3): 0}
    game.apply(Play(tile_of(3, 7), "p0", 3))
    assert game.turn == 1
    assert last_turns(game) == {tile_of(3, 3): 0, tile_of(3, 7): 0}
    game.apply(game.legal_actions()[0])  # Bob draws: its turn goes on, seat 0's frames stay
    assert isinstance(game.log[-1].action, Pass) or game.log[-1].drew >= 0
    assert last_turns(game) == {tile_of(3, 3): 0, tile_of(3, 7): 0}


def test_each_computer_move_gets_a_moment_the_status_saying_it(window: Any) -> None:
    """Four computers: the next computer waits a moment after each play or pass before it
    thinks, the top bar saying the move just made; no computer plays sooner."""
    view = computers_view(window, "block-teams", 4)
    view.turns.moment = 0.3
    match = view.match
    times = []
    for _ in range(5):
        next_move(view)
        times.append(time.monotonic())
        if match.round_end is not None:
            break
        step = match.current.log[-1]
        assert view.turns.in_moment() and view.task is None
        said = presenter.moved_words(match, step.seat, step.action, view.towards)
        assert view.status() == said
        assert said.startswith(match.names()[step.seat])
        view.on_update(1 / 60)
        assert view.task is None, "the next computer thinks only after the moment"
    gaps = [b - a for a, b in pairwise(times)]
    assert gaps and min(gaps) >= 0.3 - 0.02, gaps


def mexican_position(window: Any, turn: int) -> ClassicGameView:
    """Mexican Train, You and Bob: the 3-3 laid on the Mexican train, not covered yet, and
    your train marked open; ``turn`` to move."""
    players = (PlayerSpec("You"), PlayerSpec("Bob", "random"))
    match = ClassicMatch.new(ClassicSettings("mexican-train", players, seed=1))
    hands = [
        [tile_of(3, 7), tile_of(1, 2), tile_of(12, 5)],
        [tile_of(3, 9), tile_of(5, 6), tile_of(0, 1)],
    ]
    line = [Play(tile_of(12, 3), "mex", 12), Play(tile_of(3, 3), "mex", 3)]
    current = Round(match.rules, hands, [tile_of(9, 9)], line=line, turn=turn, markers=[0])
    assert current.layout.uncovered == "mex"
    match.game.rounds[0].round = current
    match.game.current = current
    view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
    view.think_at_least = 10.0  # (the computer keeps thinking while it is read)
    window.show_view(view)
    view.on_update(1 / 60)
    return view


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_message_line_says_the_double_to_cover_and_the_open_train(
    window: Any, language: str
) -> None:
    set_language(language)
    try:
        view = mexican_position(window, turn=0)
        message, _ = view.message()
        cover, train = message.split(" · ")
        if language == "en":
            assert cover == "Cover the 3-3 on the Mexican train: nothing else may be played"
            assert train == "Your train is open: the others may play on it"
            assert view.status() == "Your turn: cover the 3-3"
        else:
            assert cover.startswith("Couvrez le 3-3 sur le train mexicain")
            assert train.startswith("Votre train est ouvert")
            assert view.status() == "À vous\u00a0: couvrez le 3-3"
        # The engine agrees: only a tile on the 3-3 may be played.
        assert {a.end for a in view.match.plays()} == {"mex"}
        # Bob on turn: what Bob must do, and your train still open.
        view.stop()
        bob = mexican_position(window, turn=1)
        message, _ = bob.message()
        if language == "en":
            assert message.startswith("Bob must cover the 3-3 on the Mexican train first")
        else:
            assert message.startswith("Bob doit d'abord couvrir le 3-3")
        assert message.endswith(train)
        bob.stop()
    finally:
        set_language("en")


@pytest.mark.parametrize("stock", [[], [tile_of(5, 6), tile_of(2, 5)]])
def test_the_message_line_says_when_only_matadors_fit(window: Any, stock: list[int]) -> None:
    """Matador, both ends blank: nothing but a matador joins them (the engine's legal plays
    are all matadors): play one, or draw instead while the stock allows."""
    players = (PlayerSpec("You"), PlayerSpec("Bob", "random"))
    match = ClassicMatch.new(ClassicSettings("matador", players, seed=1))
    hands = [[tile_of(3, 4), tile_of(1, 1), tile_of(2, 2)], [tile_of(1, 6), tile_of(4, 4)]]
    line = [Lead(tile_of(0, 0), 0)]
    current = Round(match.rules, hands, stock, line=line, turn=0)
    match.game.rounds[0].round = current
    match.game.current = current
    view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
    window.show_view(view)
    assert {a.tile for a in match.plays()} == {tile_of(3, 4)}
    assert (DRAW in match.legal()) == bool(stock)
    message, _ = view.message()
    if stock:
        assert message == "Only matadors fit: you may draw instead"
    else:
        assert message == "Only matadors make 7 with 0: play one"
    view.stop()
