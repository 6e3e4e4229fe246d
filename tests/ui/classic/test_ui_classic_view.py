"""The classic game screen (figures/ui/classic/view.py), headless, driven by synthetic mouse
and key events through the view's own handlers: a whole game of every preset with one human
choosing every move through the screen against computer players, to the end screen's ranking
and back to the finished table; dragging a tile onto an end; the Draw and
Pass buttons; undo and redo; the hint; pass-and-play; the rules and the set-up."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import random
import time
from pathlib import Path
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")


from figures.app.options import Options  # noqa: E402
from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Pass, Play  # noqa: E402
from figures.classic.rules import PRESETS  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.scene.classic import LEAD  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic.end import ClassicEndView  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.widgets.buttons import Button  # noqa: E402

KEY = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


class FakeNavigator:
    """The navigation the screen may ask for, writing down what it was asked."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.options = Options()
        self.note = ""
        self.kept: Path | None = None
        self.calls: list[str] = []

    def show_setup(self, *, offer_resume: bool = False, resume: Any = None) -> None:
        self.calls.append("setup")
        self.resume = resume

    def show_rules(self, back: Any, game: str = "colour") -> None:
        self.calls.append(f"rules:{game}")

    def start_classic(self, settings: ClassicSettings) -> None:
        self.calls.append("start")
        match = ClassicMatch.new(settings)
        self.game = ClassicGameView(self, match)  # type: ignore[arg-type]
        self.window.show_view(self.game)

    def start(self, settings: ClassicSettings) -> None:
        self.start_classic(settings)

    def show_end(self, match: ClassicMatch) -> None:
        self.calls.append("end")
        self.window.show_view(ClassicEndView(self, match))  # type: ignore[arg-type]

    def back_to_game(self) -> None:
        self.calls.append("back")
        self.window.show_view(self.game)

    def close_game(self) -> None:
        self.calls.append("close")

    def say(self, message: str) -> None:
        self.calls.append(f"say:{message}")

    def remember(self) -> None:
        self.calls.append("remember")

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: self.calls.append(name)


def make_view(
    window: Any, game: str, kinds: tuple[str, ...], seed: int = 1, **kwargs: Any
) -> tuple[ClassicGameView, FakeNavigator]:
    names = ("You", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
    players = tuple(PlayerSpec(names[i], kind) for i, kind in enumerate(kinds))
    match = ClassicMatch.new(ClassicSettings(game, players, seed=seed, **kwargs))
    nav = FakeNavigator(window)
    view = ClassicGameView(nav, match)  # type: ignore[arg-type]
    nav.game = view
    view.think_at_least = 0.0
    view.slide_time = 0.0
    view.turns.moment = 0.0
    window.show_view(view)
    return view, nav


def click(view: ClassicGameView, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def click_button(view: ClassicGameView, button: Button) -> None:
    assert button.visible(), "the button is not shown"
    click(view, button.rect.cx, button.rect.cy)


def key(view: ClassicGameView, symbol: int, modifiers: int = 0) -> None:
    view.on_key_press(symbol, modifiers)
    view.on_key_release(symbol, modifiers)


def pump(view: ClassicGameView, timeout: float = 60.0) -> None:
    """Frames until a human may act, a round's end is shown, or the game is over (the
    computer's decisions run in their threads meanwhile)."""
    match = view.match
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        view.on_update(1 / 30)
        if match.is_over or match.round_end is not None:
            return
        if match.human_to_move and view.slide is None:
            return
        if view.task is not None:
            view.task.wait(5)
        elif view.slide is not None:
            time.sleep(0.005)
    raise AssertionError("the computer never played")


def tile_point(view: ClassicGameView, tile: int) -> tuple[float, float]:
    """A pixel of ``tile`` in the hand that no other tile covers (its left edge)."""
    box = view.hand.box_of(tile)
    assert box is not None, "the tile is not in the hand"
    return box[0] + 3, (box[1] + box[3]) / 2


def end_point(view: ClassicGameView, end: str) -> tuple[float, float]:
    box = view.table.slot_px(end)
    assert box is not None, f"no slot for {end!r}"
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def play_through_view(view: ClassicGameView, action: Action, rng: random.Random) -> None:
    """The human plays ``action`` with the mouse and keys, as a person would."""
    match = view.match
    before = len(match.game.history())
    if isinstance(action, Draw):
        assert view.draw_button.enabled()
        label = view.draw_button.text()
        assert label == presenter.draw_reason(match)
        if rng.random() < 0.5:
            click_button(view, view.draw_button)
        else:
            key(view, KEY.D)
    elif isinstance(action, Pass):
        assert view.pass_button.enabled() and not view.draw_button.enabled()
        assert view.pass_button.text() == presenter.pass_reason(match)
        if rng.random() < 0.5:
            click_button(view, view.pass_button)
        else:
            key(view, KEY.P)
    else:
        assert isinstance(action, Play | Lead)
        end = LEAD if isinstance(action, Lead) else action.end
        click(view, *tile_point(view, action.tile))
        assert view.held == action.tile
        assert end in view.table.lit
        if view.end != end:
            if rng.random() < 0.5:
                click(view, *end_point(view, end))
            else:
                number = view.picking.lit_order().index(end) + 1
                key(view, getattr(KEY, f"KEY_{number}") if number < 10 else KEY.KEY_1)
                if view.end != end:
                    click(view, *end_point(view, end))
        assert view.end == end
        for _ in range(3):
            if view.current_action() == action:
                break
            key(view, KEY.F)  # a matador the other way round
        assert view.current_action() == action
        assert view.ghost.text and len(view.ghost) == 1
        if rng.random() < 0.5:
            click(view, *end_point(view, end))  # the same end again plays it
        else:
            key(view, KEY.ENTER)
    assert len(match.game.history()) == before + 1, "the action was not played"
    assert match.game.history()[-1].action == action
    scored = match.played()[-1].points
    if scored:  # All Fives: the points rise from the tile
        assert view.motion.floats and view.motion.floats[-1][0] == f"+{scored}"


def play_game(view: ClassicGameView, rng: random.Random, draw_every: int = 40) -> int:
    """The whole game: the human's moves through the screen, the computers' by their
    threads, each round's end read with the Next round button or Enter."""
    match = view.match
    moves = 0
    frames = 0
    while not match.is_over:
        pump(view)
        if match.is_over:
            break
        if match.round_end is not None:
            view.on_draw()
            assert view.next_button.visible()
            shown = match.shown_round()
            for seat, row in view.seat_rows.rows.items():
                assert row.face_up and row.tiles == shown.hand(seat)
            if rng.random() < 0.5:
                click_button(view, view.next_button)
            else:
                key(view, KEY.ENTER)
            assert match.round_end is None
            continue
        assert view.may_act()
        legal = match.legal()
        assert set(view.hand.tiles) == set(match.current.hand(match.turn))
        for seat, row in view.seat_rows.rows.items():
            assert not row.face_up and row.tiles == ()  # nobody else's tiles on the screen
            assert row.count == match.current.hands[seat].bit_count()
        assert view.draw_button.enabled() == (DRAW in legal and view.held is None)
        assert view.pass_button.enabled() == (PASS in legal and view.held is None)
        action = legal[rng.randrange(len(legal))]
        play_through_view(view, action, rng)
        moves += 1
        frames += 1
        if frames % draw_every == 0:
            view.on_draw()
    view.on_update(1 / 30)
    view.on_draw()
    return moves


PLAYERS = {name: ("human", "random") for name in PRESETS} | {
    "block-teams": ("human", "easy", "random", "medium"),
    "all-fives": ("human", "medium", "easy"),
    "mexican-train": ("human", "easy", "random"),
}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_whole_game_of_every_preset_through_the_screen(window: Any, name: str) -> None:
    view, nav = make_view(window, name, PLAYERS[name], seed=7)
    moves = play_game(view, random.Random(len(name)))
    match = view.match
    assert match.is_over and moves > 0
    end = to_the_end_screen(view, nav, random.Random(len(name)))
    ranking = presenter.ranking(match)
    assert ranking and ranking[0].rank == 1
    assert end.figures().ranking == ranking
    # Look at the table: the finished table, and the way back to the results.
    key(end, KEY.T)
    assert nav.calls[-1] == "back" and window.current_view is view
    view.on_update(1 / 30)
    view.on_draw()
    assert view.results_button.visible() and not view.next_button.visible()
    assert not view.draw_button.visible()
    assert view.status().startswith("Game over: ")
    for seat, row in view.seat_rows.rows.items():
        assert row.face_up and row.tiles == match.shown_round().hand(seat)
    key(view, KEY.ESCAPE)
    assert nav.calls[-1] == "end"
    end = window.current_view
    assert isinstance(end, ClassicEndView)
    key(end, KEY.ESCAPE)  # back to the set-up
    assert nav.calls[-2:] == ["close", "setup"] and nav.resume is None


def to_the_end_screen(view: ClassicGameView, nav: FakeNavigator, rng: random.Random) -> Any:
    """The game over: the last round's summary as any round's (the hands face up), and its
    button (or Enter) to the end screen."""
    match = view.match
    view.on_draw()
    assert match.round_end is not None and presenter.round_summary(match) is not None
    assert view.next_button.visible() and view.next_button.text().startswith("See the results")
    assert not view.results_button.visible()
    for seat, row in view.seat_rows.rows.items():
        assert row.face_up and row.tiles == match.shown_round().hand(seat)
    if rng.random() < 0.5:
        click_button(view, view.next_button)
    else:
        key(view, KEY.ENTER)
    assert nav.calls[-1] == "end"
    end = view.window.current_view
    assert isinstance(end, ClassicEndView) and end.match is match
    end.on_draw()
    return end


def test_a_new_game_from_the_ranking(window: Any) -> None:
    view, nav = make_view(window, "block", ("human", "random"), seed=3)
    play_game(view, random.Random(1))
    end = to_the_end_screen(view, nav, random.Random(2))
    click_button(end, end.buttons[0])  # New deal
    assert nav.calls[-1] == "start"
    shown = window.current_view
    assert isinstance(shown, ClassicGameView) and shown is not view
    assert shown.match.settings.players == view.match.settings.players
    assert not shown.match.game.history() or not shown.match.is_human(0)


def reach(view: ClassicGameView, done: Any, rng: random.Random, limit: int = 3000) -> None:
    """Play on (the human at random, through the match) until ``done``."""
    match = view.match
    for _ in range(limit):
        pump(view)
        if done(view):
            return
        if match.is_over:
            break
        if match.round_end is not None:
            view.next_round()
            continue
        legal = match.legal()
        view.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("never reached")


def test_draw_and_pass_are_enabled_only_when_the_rules_allow(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "random"), seed=5)
    rng = random.Random(2)
    reach(view, lambda v: v.match.human_to_move and DRAW in v.match.legal(), rng)
    assert view.draw_button.enabled() and not view.pass_button.enabled()
    assert view.draw_button.text().endswith(": draw")
    assert view.message()[0] == view.draw_button.text()
    key(view, KEY.P)  # not allowed: nothing happens
    assert view.match.game.history()[-1].action != PASS or view.match.turn != 0
    before = len(view.match.game.history())
    click_button(view, view.draw_button)
    assert len(view.match.game.history()) == before + 1
    assert view.match.game.history()[-1].action == DRAW
    view.on_draw()
    block, _ = make_view(window, "block-points", ("human", "random"), seed=6)
    reach(block, lambda v: v.match.human_to_move and PASS in v.match.legal(), rng)
    assert block.pass_button.enabled() and not block.draw_button.enabled()
    assert block.pass_button.text().endswith(": pass")
    key(block, KEY.D)  # no drawing in the block games
    assert block.match.human_to_move
    key(block, KEY.P)
    assert block.match.game.history()[-1].action == PASS
    # A human with a play cannot draw nor pass.
    reach(block, lambda v: v.match.human_to_move and v.match.plays(), rng)
    assert not block.draw_button.enabled() and not block.pass_button.enabled()


def test_undo_and_redo_with_the_keys_and_buttons(window: Any) -> None:
    view, _ = make_view(window, "all-fives", ("human", "random"), seed=4)
    rng = random.Random(3)
    reach(view, lambda v: v.match.human_to_move and len(v.match.game.history()) > 4, rng)
    match = view.match
    hand = view.hand.tiles
    history = match.game.history()
    play = match.plays()[0]
    play_through_view(view, play, rng)
    pump(view)
    after = match.game.history()
    key(view, KEY.Z, KEY.MOD_CTRL)
    assert match.game.history() == history
    assert match.human_to_move and set(view.hand.tiles) == set(hand)
    assert "taken back" in (view.live_toast() or "")
    key(view, KEY.Y, KEY.MOD_CTRL)
    assert match.game.history() == after
    click_button(view, view.controls.top_buttons()[0])  # Undo
    assert match.game.history() == history
    click_button(view, view.controls.top_buttons()[1])  # Redo
    assert match.game.history() == after
    view.on_draw()


def test_the_hint_picks_the_best_play_and_enter_plays_it(window: Any) -> None:
    view, _ = make_view(window, "all-fives", ("human", "random"), seed=8)
    rng = random.Random(4)
    reach(view, lambda v: v.match.human_to_move and len(v.match.plays()) > 1, rng)
    key(view, KEY.H)
    assert view.show_hints
    deadline = time.monotonic() + 30
    while view.hints is None and time.monotonic() < deadline:
        if view.hint_task is not None:
            view.hint_task.wait(5)
        view.on_update(1 / 30)
    assert view.hints
    best = view.hints[0]
    assert view.held == best.tile and view.current_action() == best.action
    assert view.message()[0] == presenter.hint_text(best, view.match.names())
    view.on_draw()
    key(view, KEY.ENTER)
    assert view.match.game.history()[-1].action == best.action
    key(view, KEY.H)
    assert not view.show_hints


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_long_hint_fits_the_message_line_in_whole_words(window: Any, language: str) -> None:
    """The All Fives hint with four reasons ran off the table's edge mid-word."""
    from figures.ai.classic_hints import ClassicHint, Reason
    from figures.classic.tiles import tile
    from figures.ui.classic.prompt import message_rows
    from figures.ui.theme import SIZES
    from figures.ui.widgets.text import text

    play = Play(tile(5, 5), "L", 5)
    reasons = (Reason("goes-out"), Reason("blocks-next", 5), Reason("sheds-weight", 10, 0))
    set_language(language)
    try:
        hint = ClassicHint(play, play.tile, "L", 0, 0.0, (*reasons, Reason("double", 5)), "")
        content = presenter.hint_text(hint, ["You", "Bob"])
        width = 950.0
        size, rows = message_rows(content, width, True)
        assert 1 <= len(rows) <= 2 and size >= 9
        for row in rows:
            assert text(row, 0, 0, size=size, bold=True).content_width <= width
        assert rows[0] == content or content.startswith(rows[0] + " ")  # (whole words)
        assert " ".join(rows).rstrip("…") in content
        short = "Hint: 1-2 on the left end"  # (a short one: one row at the text size)
        assert message_rows(short, width, True) == (float(SIZES.text), (short,))
    finally:
        set_language("en")


def test_keys_pick_tiles_and_ends_and_escape_lets_go(window: Any) -> None:
    view, _ = make_view(window, "draw-5", ("human", "random"), seed=2)
    rng = random.Random(5)
    reach(view, lambda v: v.match.human_to_move and len(v.match.plays()) > 1, rng)
    key(view, KEY.RIGHT)
    assert view.held in view.match.playable_tiles()
    first = view.held
    key(view, KEY.TAB)
    key(view, KEY.LEFT)
    assert view.held == first
    key(view, KEY.ESCAPE)
    if view.end is not None:
        key(view, KEY.ESCAPE)
    assert view.held is None and view.end is None
    key(view, KEY.RIGHT)
    key(view, KEY.ENTER)  # its first lit end
    assert view.end is not None
    key(view, KEY.UP)
    action = view.current_action()
    assert action is not None
    before = len(view.match.game.history())
    key(view, KEY.ENTER)
    assert len(view.match.game.history()) == before + 1
    assert view.match.game.history()[-1].action == action


def test_a_computer_tile_slides_in_and_the_window_keeps_drawing(window: Any) -> None:
    view, _ = make_view(window, "block", ("human", "hard"), seed=9)
    view.slide_time = 0.15
    view.think_at_least = 0.05
    match = view.match
    rng = random.Random(6)
    reach(view, lambda v: v.match.human_to_move and v.match.plays(), rng)
    play_through_view(view, match.plays()[0], rng)
    if match.is_over:
        return
    frames = 0
    slid = False
    start = time.monotonic()
    while not (match.human_to_move or match.is_over) and time.monotonic() - start < 30:
        view.on_update(1 / 30)
        view.on_draw()
        frames += 1
        slid = slid or view.slide is not None
        if view.task is not None:
            assert view.status().endswith("is thinking…")
    assert frames >= 3
    assert slid or not isinstance(match.game.history()[-1].action, Play)


def test_rules_pause_the_computer_and_setup_leaves(window: Any) -> None:
    view, nav = make_view(window, "all-fives", ("random", "human"), seed=1, first=0)
    view.think_at_least = 10.0  # the computer is still "thinking" when the rules open
    view.on_update(1 / 30)
    assert view.task is not None
    task = view.task
    click_button(view, view.top_bar.button("rules"))  # Rules
    assert nav.calls[-1] == "rules:classic" and task.cancelled and view.task is None
    key(view, KEY.F1)
    assert nav.calls[-1] == "rules:classic"
    click_button(view, view.top_bar.button("menu"))  # Set-up
    assert nav.calls[-2:] == ["close", "setup"]
    assert nav.resume is view.match  # offered to resume, unfinished


def test_the_top_bar_takes_short_labels_then_a_more_menu_when_narrow(window: Any) -> None:
    """The classic screen's top bar is the colour game's: its buttons found by name, short
    labels in a narrow window, then the least needed in a More menu that works."""
    view, nav = make_view(window, "all-fives", ("human", "random"), seed=1, first=0)
    bar = view.top_bar
    names = ("undo", "redo", "hint", "fit", "rules", "save", "menu")
    assert view.controls.top_buttons() == [bar.button(n) for n in names]
    # (wide: every button in the bar; the More menu holds only "Replay the guide")
    assert bar.overflow == [bar.button("guide")] and not any(b.compact for b in bar.buttons)
    try:
        view.on_resize(560, 600)
        view.on_draw()
        assert bar.overflow and bar.overflow[0] is bar.button("rules")
        assert bar.overflow[-1] is bar.button("guide")
        assert all(b.compact for b in bar.toolbar)  # (short labels in the bar)
        assert bar.button("undo") in bar.toolbar
        assert all(b.rect.right <= 560 for b in bar.widgets())
        assert bar.widgets()[0].rect.left > bar.status_width
        rules = bar.button("rules")
        click(view, bar.more.rect.cx, bar.more.rect.cy)
        assert bar.more_open
        view.on_draw()  # (the menu drawn over the table)
        click_button(view, rules)
        assert nav.calls[-1] == "rules:classic" and not bar.more_open
    finally:
        view.on_resize(window.width, window.height)


def test_pass_and_play_hides_the_hands_until_asked(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "human", "random"), seed=3)
    match = view.match
    rng = random.Random(7)
    pump(view)
    assert view.covered()
    view.on_draw()
    assert view.shown_seat() is None
    assert not view.may_act()
    first = match.turn
    click_button(view, view.show_button)
    assert not view.covered() and view.shown_seat() == first
    view.sync()
    assert set(view.hand.tiles) == set(match.current.hand(first))
    legal = match.legal()
    play_through_view(view, legal[rng.randrange(len(legal))], rng)
    pump(view)
    if match.human_to_move and match.turn != first:
        assert view.covered()
        key(view, KEY.ENTER)
        assert view.shown_seat() == match.turn


def test_save_from_the_screen_and_french(window: Any, tmp_path: Path) -> None:
    view, nav = make_view(window, "matador", ("human", "random", "easy"), seed=2)
    reach(
        view, lambda v: v.match.human_to_move and len(v.match.game.history()) > 3, random.Random(1)
    )
    path = tmp_path / "game.json"
    assert view.save_to(path) is None
    assert ClassicMatch.load(path).game.history() == view.match.game.history()
    assert view.save_to(tmp_path / "missing" / "deep" / "game.json")  # the reason, in a line
    key(view, KEY.S, KEY.MOD_CTRL)
    assert view.dialog is not None
    view.on_draw()
    key(view, KEY.ESCAPE)
    view.dialog = None
    key(view, KEY.O, KEY.MOD_CTRL)
    assert view.dialog is not None and view.dialog.mode == "open"
    view.dialog = None
    view.open_from(path)
    assert nav.calls[-1] == "open_game"
    set_language("fr")
    try:
        view.synced = None
        view.on_update(1 / 30)
        view.on_draw()
        assert view.status().startswith(("À vous", "Vous"))
    finally:
        set_language("en")
    window.set_size(900, 600)
    try:
        view.on_resize(900, 600)
        view.on_draw()
        assert view.table_rect.height > 100
    finally:
        window.set_size(1280, 800)
        view.on_resize(1280, 800)


def test_undo_back_into_the_last_round_and_redo_through_its_end(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "random"), seed=3)
    match = view.match
    reach(view, lambda v: len(v.match.game.rounds) == 2 and v.match.human_to_move, random.Random(8))
    played = match.game.history()
    while len(match.game.rounds) == 2:
        key(view, KEY.Z, KEY.MOD_CTRL)
    assert match.human_to_move and match.game.history() == played[: len(match.game.history())]
    view.on_draw()
    for _ in range(500):
        if match.game.history() == played:
            break
        if match.round_end is not None:
            key(view, KEY.ENTER)
        elif match.human_to_move:
            key(view, KEY.Y, KEY.MOD_CTRL)
        else:
            pump(view)  # a computer's move undone: played again as it was
    assert match.game.history() == played
    assert match.human_to_move and not match.can_redo()


def test_a_tile_that_fits_nowhere_says_so(window: Any) -> None:
    view, _ = make_view(window, "draw", ("human", "random"), seed=12)
    match = view.match
    reach(
        view,
        lambda v: (
            v.match.human_to_move
            and v.match.plays()
            and set(v.hand.tiles) - v.match.playable_tiles()
        ),
        random.Random(9),
    )
    view.sync()
    assert view.message()[0].startswith("Keys: ")
    stuck = sorted(set(view.hand.tiles) - match.playable_tiles())[0]
    click(view, *tile_point(view, stuck))
    assert view.held is None
    assert (view.live_toast() or "").endswith("fits none of the open ends")


def test_a_window_far_below_its_minimum_still_draws(window: Any) -> None:
    kinds = ("human",) + ("random",) * 7
    view, _ = make_view(window, "mexican-train", kinds, seed=1)
    reach(
        view, lambda v: v.match.human_to_move and len(v.match.game.history()) > 30, random.Random(2)
    )
    try:
        for size in ((700, 450), (400, 300), (1920, 1080)):
            window.set_size(*size)
            view.on_resize(*size)
            view.picking.step_tile(1)
            view.on_update(1 / 30)
            view.on_draw()
    finally:
        window.set_size(1280, 800)
        view.on_resize(1280, 800)


@pytest.mark.parametrize("name", ["all-fives", "matador", "mexican-train"])
def test_random_clicks_and_keys_never_break_the_screen(window: Any, name: str) -> None:
    """Clicks anywhere and any key, in any state (a tile held, a round's end, the game's
    end, pass-and-play): never an exception, and every move the engine's."""
    view, _ = make_view(window, name, ("human", "human", "random"), seed=5)
    match = view.match
    rng = random.Random(name)
    keys = [
        KEY.LEFT, KEY.RIGHT, KEY.UP, KEY.DOWN, KEY.TAB, KEY.ENTER, KEY.ESCAPE, KEY.D, KEY.P,
        KEY.F, KEY.KEY_1, KEY.KEY_2, KEY.KEY_3, KEY.SPACE, KEY.Q,
    ]  # fmt: skip
    for step in range(1500):
        roll = rng.random()
        if roll < 0.45:
            x, y = rng.randrange(window.width), rng.randrange(window.height)
            view.on_mouse_motion(x, y, 0, 0)
            view.on_mouse_press(x, y, rng.choice([LEFT, arcade.MOUSE_BUTTON_RIGHT]), 0)
            view.on_mouse_release(x, y, LEFT, 0)
        elif roll < 0.9:
            key(view, rng.choice(keys))
        elif roll < 0.95:
            key(view, rng.choice([KEY.Z, KEY.Y]), KEY.MOD_CTRL)
        else:
            legal = match.legal()
            if view.may_act() and legal:
                view.apply(legal[rng.randrange(len(legal))])
        if view.dialog is not None:
            view.dialog = None
        if window.current_view is not view:
            window.show_view(view)
        view.on_update(1 / 30)
        if view.task is not None:
            view.task.wait(5)
        if step % 100 == 0:
            view.on_draw()
        for played in match.game.history()[-1:]:
            assert played.seat in range(match.rules.players)
    view.on_draw()


def test_escape_at_a_round_end_shows_the_table_and_any_key_the_summary(window: Any) -> None:
    view, _ = make_view(window, "block-points", ("human", "random"), seed=4)
    match = view.match
    reach(view, lambda v: v.match.round_end is not None, random.Random(3))
    view.sync()
    assert view.message()[0].startswith("Esc: see the table")
    drawn: list[str] = []
    real = view.round_panel.draw
    view.round_panel.draw = lambda hover: drawn.append("panel")  # type: ignore[method-assign]
    try:
        view.on_draw()
        assert drawn == ["panel"]
        key(view, KEY.ESCAPE)
        assert view.peek
        assert view.message()[0].startswith("The table as the round ended")
        view.on_draw()
        assert drawn == ["panel"], "the summary is put aside"
        key(view, KEY.ENTER)  # the first key brings the summary back, it starts nothing
        assert not view.peek and match.round_end is not None
        key(view, KEY.ESCAPE)
        click(view, view.table_rect.cx, view.table_rect.cy)  # a click too
        assert not view.peek and match.round_end is not None
        view.on_draw()
        assert drawn == ["panel", "panel"]
        key(view, KEY.ESCAPE)
        view.next_round()
        assert not view.peek, "the next round's end shows its summary"
    finally:
        view.round_panel.draw = real  # type: ignore[method-assign]


def test_a_long_line_of_the_plays_wraps_rather_than_losing_its_end(window: Any) -> None:
    from figures.ui.classic.side import wrap_text
    from figures.ui.theme import SIZES

    line = "Blocked, Computer 2 holds the fewest pips"
    rows = wrap_text(line, 200, SIZES.small, bold=True)
    assert len(rows) == 2 and " ".join(rows) == line
    assert wrap_text("Round 2", 200, SIZES.small) == ("Round 2",)


def test_the_plays_never_show_the_lone_tail_of_a_line_cut_at_the_top(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Scrolled so that only the second row of a wrapped line fits, the panel showed a lone
    "pips" above the next round's heading; the cut line is now left out whole."""
    from figures.ui.classic.side import LOG_LINE, wrap_text
    from figures.ui.theme import SIZES

    view, _ = make_view(window, "block-points", ("human", "hard"))
    blocked = "Blocked, Computer 2 holds the fewest pips"
    lines = [(-1, blocked), (-1, "Round 2"), (0, "You: 6-6 to lead")]
    assert len(wrap_text(blocked, view.side_panel.rect.width - 24, SIZES.small, bold=True)) == 2
    monkeypatch.setattr(presenter, "log_lines", lambda *args: lines)
    r = view.side_panel.rect
    view.side_panel.log_texts = []
    view.side_panel.paint_log(
        r.bottom + 8 + 6 + 3 * LOG_LINE + 1
    )  # room for three of the four rows
    assert [t[0] for t in view.side_panel.log_texts] == ["Round 2", "You: 6-6 to lead"]
    view.side_panel.log_texts = []
    view.side_panel.paint_log(r.bottom + 8 + 6 + 4 * LOG_LINE + 1)  # room for all four
    shown = [t[0] for t in view.side_panel.log_texts]
    assert shown[2:] == ["Round 2", "You: 6-6 to lead"] and " ".join(shown[:2]) == blocked


def test_a_move_makes_only_the_new_tile_and_repaints_only_the_rows_it_changes(
    window: Any,
) -> None:
    from figures.scene import classic_samples as samples
    from figures.ui.classic import ClassicTable

    game = samples.largest("mexican-train")
    before = game.copy()
    while isinstance(before.undo().action, Draw | Pass):
        pass
    table = ClassicTable(game.rules, [f"P{s + 1}" for s in range(game.rules.players)])
    table.place(0, 150, 980, 600)
    table.show(before)
    table.show(game)
    assert len(table.tiles) == len(game.layout.placed) + 1  # (the engine in the hub too)
    assert table.made <= 2, "the tiles already on the table are kept, not made again"
    assert len(table.tiles.faces) == len(table.tiles.shadows) == len(table.tiles)
    table.show(before)
    assert len(table.tiles) == len(before.layout.placed) + 1
    # trains are named by their owners and the Mexican train in words, not "p0" or "mex"
    view, _ = make_view(window, "mexican-train", ("human", "random", "random"), seed=2)
    view.sync()
    view.table.show(view.match.shown_round())
    labels = [label.text for label in view.table._labels]
    assert "Mexican train" in labels and "You" in labels and "Bob" in labels
    assert not any(label.startswith(("p0", "p1", "mex")) for label in labels)
    row = view.seat_rows.rows[1]
    row._build()
    assert row._labels[0].text == f"Bob · {row.count} tiles"
    # the side panel: a move repaints the rows of the mover and of the next seat only
    view.on_draw()
    keys = [picture.key for picture in view.side_panel.row_pictures]
    frame_key = view.side_panel.picture.key
    pump(view)
    legal = view.match.legal()
    view.apply(legal[0])
    view.sync()
    view.on_draw()
    changed = [a != b.key for a, b in zip(keys, view.side_panel.row_pictures, strict=True)]
    assert 1 <= sum(changed) <= 3 and view.side_panel.picture.key == frame_key


def test_the_all_fives_count_adds_up_the_numbers_at_the_ends_in_a_players_words(
    window: Any,
) -> None:
    from figures.scene import classic_samples as samples
    from figures.ui.classic import ClassicTable

    game = samples.largest("all-fives")  # the spinner's four arms laid
    table = ClassicTable(game.rules, ["You", "Bob"], count_caption="Count of the ends:")
    table.place(0, 150, 980, 600)
    table.show(game)
    written, _, total = table.count.rpartition(" = ")
    assert int(total) == game.layout.fives_count()
    terms = written.split(" + ")
    assert all(term.isdigit() for term in terms), table.count  # no "L", "R", "0-0.U"
    assert sum(map(int, terms)) == int(total)
    # Each end's number, a double's twice (the engine's terms, read plainly).
    expected = [v for _, v, double in game.layout.fives_terms() for v in [v] * (1 + double)]
    assert sorted(map(int, terms)) == sorted(expected)
    labels = [label.text for label in table._labels]
    assert f"Count of the ends:  {table.count}" in labels
    set_language("fr")
    try:
        assert tr("classic.count.caption") == "Compte des bouts\u00a0:"
    finally:
        set_language("en")


def test_another_seats_name_and_count_never_run_over_its_backs(window: Any) -> None:
    from figures.ui.classic import HandRow

    for width, name in ((900, "Dee"), (240, "Dee"), (200, "Computer 2"), (150, "Bartholomew")):
        row = HandRow(12)
        row.place(10, 100, width, 32)
        row.show_backs(10, name, "10 tiles")
        row._build()
        first = row._layout()[3]
        for label in row._labels:
            assert label.content_width <= first - 10 - 6, (width, label.text)
        said = [label.text for label in row._labels]
        # (the count in words, never a bare number after the name: "Computer 2  10" read
        # as "Computer 210")
        assert said[-1].endswith("10 tiles") or said[-1].endswith("…"), said
        if width == 900:
            assert said == ["Dee · 10 tiles"]
        elif len(said) == 2:
            assert said[1] == "10 tiles" and name.startswith(said[0].rstrip("…"))


def test_a_computer_pauses_less_before_a_draw_or_a_pass_and_round_a_big_table(
    window: Any,
) -> None:
    view, _ = make_view(window, "draw", ("human", "random"))
    view.think_at_least = 0.45
    play = Play(0, "L", 0)
    assert view.turns.least_think(play) == pytest.approx(0.45)
    assert view.turns.least_think(DRAW) == pytest.approx(0.15)
    assert view.turns.least_think(PASS) == pytest.approx(0.15)
    big, _ = make_view(window, "mexican-train", ("human",) + ("random",) * 7)
    big.think_at_least = 0.45
    assert big.turns.least_think(play) == pytest.approx(0.45 * 3 / 7)
    assert big.turns.least_think(DRAW) < view.turns.least_think(DRAW)


def test_a_matador_on_an_end_says_f_turns_it_and_f_does(window: Any) -> None:
    view, _ = make_view(window, "matador", ("human", "random"), seed=21)
    match = view.match
    reach(
        view,
        lambda v: (
            v.match.human_to_move
            and any(
                len(v.match.action_for(a.tile, a.end)) > 1
                for a in v.match.legal()
                if isinstance(a, Play)
            )
        ),
        random.Random(4),
    )
    play = next(
        a for a in match.legal() if isinstance(a, Play) and len(match.action_for(a.tile, a.end)) > 1
    )
    view.pick(play.tile)
    view.picking.choose_end(play.end)
    first = view.current_action()
    assert view.message()[0].endswith("F: the other way round")
    key(view, KEY.F)
    assert view.current_action() != first and view.current_action() is not None
    assert view.message()[0].endswith("F: the other way round")


def test_the_number_of_the_end_a_tile_is_previewed_on_is_hidden(window: Any) -> None:
    view, _ = make_view(window, "block", ("human", "random"), seed=1)
    match = view.match
    reach(view, lambda v: v.match.human_to_move and v.match.plays(), random.Random(1))
    view.sync()
    play = next(a for a in match.legal() if isinstance(a, Play | Lead))
    view.pick(play.tile)
    end = play.end if isinstance(play, Play) else LEAD
    view.picking.choose_end(end)
    numerals = view.table.numerals
    assert numerals[end] and not any(s.visible for s in numerals[end])
    assert all(s.visible for name, ss in numerals.items() if name != end for s in ss)
    key(view, KEY.ESCAPE)
    assert all(s.visible for ss in numerals.values() for s in ss)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keys_line_is_read_whole_in_every_game(window: Any, language: str) -> None:
    from figures.ui.theme import SIZES
    from figures.ui.widgets.text import text

    set_language(language)
    try:
        for name in ("block", "draw", "matador", "mexican-train"):
            view, _ = make_view(window, name, ("human", "random"))
            view.sync()
            keys = presenter.keys_text(view.match)
            width = text(keys, 0, 0, size=SIZES.text).content_width
            assert width <= view.prompt.rect.width - 24, (name, keys)
    finally:
        set_language("en")


def test_a_hand_shown_at_a_rounds_end_in_a_seat_row_keeps_its_label_beside_it(
    window: Any,
) -> None:
    from figures.classic.tiles import tile
    from figures.ui.classic import HandRow

    row = HandRow(6)
    row.place(10, 100, 230, 36)
    tiles = [tile(0, 1), tile(2, 3), tile(4, 5), tile(6, 6), tile(1, 3)]
    row.show(tiles, label="Ordinateur 3 · 30 points")
    row._build()
    label = row._labels[0]
    first = min(box[0] for _, box in row.boxes)
    assert label.x + label.content_width <= first, label.text
    big = HandRow(6)  # the player's own hand: the label above the tiles, whole
    big.place(0, 0, 900, 150)
    big.show(tiles, label="Vous · 30 points")
    big._build()
    assert big._labels[0].text == "Vous · 30 points"


def test_two_partners_names_in_the_summary_are_read_whole_in_french(window: Any) -> None:
    set_language("fr")
    try:
        kinds = ("human", "random", "random", "random")
        names = ("You", "Computer 2 (random)", "Computer 3 (random)", "Computer 4 (random)")
        players = tuple(PlayerSpec(n, k) for n, k in zip(names, kinds, strict=True))
        match = ClassicMatch.new(ClassicSettings("block-teams", players, seed=12, teams=True))
        nav = FakeNavigator(window)
        view = ClassicGameView(nav, match)  # type: ignore[arg-type]
        view.think_at_least = 0.0
        view.slide_time = 0.0
        window.show_view(view)
        reach(view, lambda v: v.match.round_end is not None, random.Random(2))
        view.sync()
        view.on_draw()
        texts = [label.text for label in view.round_panel.picture._labels]
        assert "Ordinateur 2 & Ordinateur 4" in texts, texts
        assert "Vous & Ordinateur 3" in texts
    finally:
        set_language("en")


def test_a_tile_dragged_onto_a_lit_end_is_previewed_there(window: Any) -> None:
    """Press on a hand tile, drag it (it follows the pointer), release over a lit end: the
    tile is previewed there as a click on the end would; released elsewhere it stays held."""
    view, _ = make_view(window, "mexican-train", ("human", "random", "random"), seed=5)
    match = view.match
    rng = random.Random(4)

    def two_ends(v: ClassicGameView) -> bool:
        if not v.match.human_to_move:
            return False
        for tile in v.picking.playable_order():
            v.pick(tile)
            if len(v.table.lit) >= 2:
                v.cancel()
                return True
        v.cancel()
        return False

    reach(view, two_ends, rng)
    tile = next(
        t for t in view.picking.playable_order() if view.pick(t) and len(view.table.lit) >= 2
    )
    view.cancel()
    x0, y0 = tile_point(view, tile)
    view.on_mouse_press(int(x0), int(y0), LEFT, 0)
    assert view.held == tile and view.end is None
    ends = view.picking.lit_order()
    assert len(ends) >= 2
    # Dropped on the table away from any end: still held, nothing previewed.
    away = (view.table_rect.left + 3, view.table_rect.top - 3)
    assert view.table.end_at(*away) is None
    view.on_mouse_drag(int(x0) + 40, int(y0) + 40, 40, 40, LEFT, 0)
    dragged = view.pointer.dragged_tile()
    assert dragged is not None, "the tile follows the pointer"
    cx = (dragged.first[0] + dragged.second[0]) / 2
    cy = (dragged.first[1] + dragged.second[1]) / 2
    assert (round(cx), round(cy)) == (int(x0) + 40, int(y0) + 40)
    view.on_draw()
    view.on_mouse_drag(int(away[0]), int(away[1]), 0, 0, LEFT, 0)
    view.on_mouse_release(int(away[0]), int(away[1]), LEFT, 0)
    assert view.held == tile and view.end is None and view.pointer.dragged_tile() is None
    # Pressed again (it is held: a click would let go) and dropped on an end: previewed.
    before = len(match.game.history())
    for end in ends[:2]:
        view.on_mouse_press(int(x0), int(y0), LEFT, 0)
        assert view.held == tile
        ex, ey = end_point(view, end)
        view.on_mouse_drag(int((x0 + ex) / 2), int((y0 + ey) / 2), 5, 5, LEFT, 0)
        view.on_mouse_drag(int(ex), int(ey), 5, 5, LEFT, 0)
        view.on_draw()
        view.on_mouse_release(int(ex), int(ey), LEFT, 0)
        assert view.held == tile and view.end == end
        assert view.current_action() is not None and view.ghost.text
    assert len(match.game.history()) == before, "a drop previews, it plays nothing"
    # A press and release without moving is still a click: the held tile is let go.
    click(view, x0, y0)
    assert view.held is None


@pytest.mark.parametrize("name", ["all-fives", "mexican-train"])
def test_a_rounds_summary_shows_the_hands_the_rule_the_needs_and_the_next_leader(
    window: Any, name: str
) -> None:
    view, _ = make_view(window, name, ("human", "random", "random"), seed=6)
    match = view.match
    reach(view, lambda v: v.match.round_end is not None, random.Random(5))
    view.sync()
    view.on_draw()
    summary = presenter.round_summary(match)
    assert summary is not None and summary.rule
    shown = match.shown_round()
    viewer = view.shown_seat()
    assert viewer is not None and view.hand.tiles == shown.hand(viewer)
    assert view.hand.label.endswith(presenter.pips_words(shown.pips(viewer)))
    for seat, row in view.seat_rows.rows.items():
        assert row.face_up and row.tiles == shown.hand(seat)
        assert row.label.endswith(presenter.pips_words(shown.pips(seat)))
    texts = [label.text for label in view.round_panel.picture._labels]
    notes = [summary.rule, summary.needs, summary.next]
    if not match.is_over:
        assert summary.needs and summary.next
    for note in notes:
        if note:
            assert any(note.startswith(t.rstrip("…")) for t in texts if t), note


def test_enter_pressed_just_as_a_round_ends_does_not_skip_its_summary(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A key meant for the game a moment before the round ended is not taken as 'next round':
    the end is shown for a moment first (theme.SETTLE), then Enter deals the next round."""
    from figures.ui import theme

    view, _ = make_view(window, "block-points", ("human", "random"), seed=4)
    match = view.match
    reach(view, lambda v: v.match.round_end is not None, random.Random(3))
    monkeypatch.setattr(theme, "SETTLE", 0.6)
    view.sync()
    assert view.ended_since is not None  # (when the end was first shown)
    view.ended_since = time.monotonic()  # (just now, however long the test took to get here)
    key(view, KEY.ENTER)
    assert match.round_end is not None, "the summary stays"
    view.ended_since -= 0.7  # (a moment later)
    key(view, KEY.ENTER)
    assert match.round_end is None, "then Enter deals the next round"
