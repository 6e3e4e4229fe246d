"""The classic family's guided first game: its script replayed through the engine, and its
screen driven headless as a player drives it (clicks on the hand, the ends, the Draw button
and the band's buttons, keys); the guide again from the classic game's More menu."""

from __future__ import annotations

import itertools
import json
import time
from pathlib import Path

import pytest

arcade = pytest.importorskip("arcade")

from test_ui import click, frame, key  # noqa: E402

from figures.app.options import Options, load_options  # noqa: E402
from figures.classic.actions import DRAW, Draw, Lead, Play  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.classic.tiles import tile_count  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui import tutorial  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.tutorial.classic_guide import (  # noqa: E402
    COMPUTER,
    ClassicGuidedMatch,
    ScriptedClassicComputer,
    checks_for,
    classic_script,
    replay_classic,
)
from figures.ui.tutorial.classic_view import ClassicGuidedView  # noqa: E402

K = arcade.key


# --------------------------------------------------------------------------- the script


def test_the_classic_script_replays_through_the_engine_with_each_lesson_at_its_step() -> None:
    script = classic_script()
    hands, stock = script.deal.hands, script.deal.stock
    dealt = sorted([*hands[0], *hands[1], *stock])
    assert dealt == list(range(tile_count(6)))  # the whole double-six set, each tile once
    assert len(hands[0]) == len(hands[1]) == script.settings.rules().hand_size == 9
    assert script.lessons == ("match", "draw", "five")
    match, done = replay_classic(script)
    steps = script.steps
    assert [i for i, _ in done] == [script.lesson_step(name) for name in script.lessons]
    assert [name for _, name in done] == ["match", "draw", "five"]
    log = match.current.log
    assert len(log) == len(steps)
    # The computer leads; the player's first score is the five lesson's, the only one.
    assert isinstance(log[0].action, Lead) and log[0].seat == 1
    assert [(s.seat, s.points) for s in log if s.points] == [(0, log[7].points)]
    five = log[script.lesson_step("five")]
    ends = match.current.layout
    assert five.points > 0 and five.points % 5 == 0
    # The draws: the first tile drawn does not fit, the second does and is played.
    draw_at = script.lesson_step("draw")
    assert [s.action for s in log[draw_at - 2 : draw_at]] == [DRAW, DRAW]
    assert log[draw_at].action.tile == log[draw_at - 1].drew  # type: ignore[union-attr]
    assert match.scores() == (five.points, 0) and ends.fives_count() % 5 != 0


def test_each_lesson_asks_for_the_one_play_the_rules_leave_or_the_one_that_scores() -> None:
    script = classic_script()
    match = ClassicGuidedMatch(script)
    for who, action in script.steps:
        plays = match.plays()
        if who == "match" or who == "draw":
            assert plays == [action]  # one tile fits, on one end
            assert match.preview(action)[0].points == 0
        if who == "five":
            scoring = [p for p in plays if match.preview(p)[0].points]
            assert scoring == [action] and len(plays) > 1
        if action == DRAW:
            assert match.legal() == [DRAW]  # nothing fits: draw
        match.apply(action)


def test_the_scripted_computer_plays_the_script_then_the_medium_player() -> None:
    script = classic_script()
    computer = ScriptedClassicComputer(script)
    match = ClassicGuidedMatch(script)
    for who, action in script.steps:
        if who == COMPUTER:
            assert computer.choose(match.view(1), match.legal()) == action
        match.apply(action)
    match.apply(match.legal()[0])
    assert match.turn == 1
    assert computer.choose(match.view(1), match.legal()) in match.legal()


def test_each_lessons_check_reads_the_engines_event() -> None:
    """The checks pass on the lesson's move and not on another: a play of a tile not drawn
    is no draw lesson, a play that scores nothing no five."""
    script = classic_script()
    match = ClassicGuidedMatch(script)
    checks = checks_for(match)
    first = match.apply(script.steps[0][1])
    assert not checks["match"](first)  # (a lead is no tile on an end)
    played = match.apply(script.steps[1][1])  # the match lesson's play
    assert checks["match"](played)
    assert not checks["draw"](played) and not checks["five"](played)
    for _, action in script.steps[2 : script.lesson_step("draw") + 1]:
        played = match.apply(action)
    assert checks["draw"](played) and not checks["five"](played)


def test_the_guided_match_is_not_autosaved_and_has_no_undo() -> None:
    match = ClassicGuidedMatch(classic_script())
    assert match.autosave is None
    match.apply(match.legal()[0])
    assert not match.can_undo() and not match.can_redo()


# --------------------------------------------------------------------------- the screen


def guided(app: App) -> ClassicGuidedView:
    view = tutorial.start(app, game="classic")
    assert app.window.current_view is view and isinstance(view, ClassicGuidedView)
    view.think_at_least = 0.0
    view.slide_time = 0.0
    return view


def wait_for_human(view: ClassicGuidedView, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        frame(view.window)
        if view.match.human_to_move and view.slide is None and view.task is None:
            return
        time.sleep(0.005)
    raise AssertionError("the computer did not play")


def click_tile(view: ClassicGuidedView, tile: int) -> None:
    view.on_draw()
    box = view.hand.box_of(tile)
    assert box is not None
    click(view, (box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def click_end(view: ClassicGuidedView, end: str) -> None:
    box = next(view.table.frame.box(b) for name, b in view.table.targets() if name == end)
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    assert not view.band.contains(x, y)
    click(view, x, y)


def play(view: ClassicGuidedView, action: Play) -> None:
    """Click the tile in the hand, then its end (the ghost shows there, even on a tile's only
    end), then the end again: the play."""
    click_tile(view, action.tile)
    assert view.held == action.tile and view.end is None
    click_end(view, action.end)
    assert view.current_action() == action
    before = len(view.match.current.log)
    click_end(view, action.end)
    assert len(view.match.current.log) == before + 1


def test_the_classic_guide_goes_lesson_by_lesson_on_the_players_moves(
    app: App, tmp_path: Path
) -> None:
    view = guided(app)
    script = view.guide.script
    assert view.match.autosave is None
    assert view.words()[0] == "Your first game of dominoes"
    for _ in range(5):  # the welcome waits for Next: the computer does not lead yet
        frame(app.window)
    assert not view.match.current.log and view.guide.lesson == "intro"
    click(view, view.guide_next.rect.cx, view.guide_next.rect.cy)
    assert view.guide.lesson == "match"
    wait_for_human(view)
    # 1. match: the tile and the end named in a player's words, outlined.
    target = script.target("match")
    said = view.words()[2]
    tile = view.tile_words(target.tile)
    assert f"your {tile} (outlined in your hand)" in said and "the right end" in said
    assert "#" not in said and target.touch in (int(tile[0]), int(tile[-1]))
    assert view.words()[1].endswith(f"a {target.touch} against a {target.touch}.")
    key(view, K.N)  # not done yet: Next does nothing
    assert view.guide.lesson == "match"
    play(view, target)
    assert view.guide.lesson_done
    ends = dict(view.match.current.layout.ends)
    assert view.words()[2] == (
        f"Your {tile} joins the {target.touch}: the ends now show {ends['L']} and "
        f"{ends['R']}. Press Next (N)."
    )
    for _ in range(5):  # the computer waits until the player has read it
        frame(app.window)
    assert view.match.turn == 1 and view.task is None
    key(view, K.N)
    assert view.guide.lesson == "draw"
    wait_for_human(view)
    # 2. draw: nothing fits; the Draw button, twice; the tile drawn is played.
    assert view.match.legal() == [DRAW]
    numbers = " or ".join(str(v) for v in dict(view.match.current.layout.ends).values())
    assert view.words()[2] == f"No tile of yours shows a {numbers}: press Draw (D)."
    click(view, view.draw_button.rect.cx, view.draw_button.rect.cy)
    first = view.match.current.log[-1]
    assert isinstance(first.action, Draw) and first.seat == 0
    assert view.words()[2] == (
        f"The {view.tile_words(first.drew)} you drew does not fit either: draw again (D)."
    )
    key(view, K.D)
    target = script.target("draw")
    assert view.match.current.log[-1].drew == target.tile
    assert view.words()[2] == (
        f"The {view.tile_words(target.tile)} you drew fits: play it on the "
        f"{'left' if target.end == 'L' else 'right'} end."
    )
    view.on_draw()
    # only the tile asked for is framed (the guide's mark), not both tiles drawn
    assert view.lesson_marks() and view.hand.marked == frozenset()
    # and the plays list writes the drawn tiles as the guide does
    drew = [text for text, *_ in view.side_panel.log_texts if text.startswith("You draw")]
    assert drew and view.tile_words(first.drew) in drew[-1]
    assert view.tile_words(target.tile) in drew[-1]
    # the frame round the last tile of the hand stays clear of the Draw button
    _, _, x1, _ = view.hand.box_of(view.hand.tiles[-1]) or (0, 0, 0, 0)
    assert x1 + 14 <= view.draw_button.rect.left  # (the frame: 7 pixels out)
    play(view, target)
    assert view.guide.lesson_done
    assert view.words()[2] == "You drew 2 tiles and played the one that fits. Press Next (N)."
    key(view, K.N)
    wait_for_human(view)
    # 3. five: the play that makes a multiple of 5; another play is explained, not played.
    target = script.target("five")
    other = next(p for p in view.match.plays() if p != target and p.tile != target.tile)
    click_tile(view, other.tile)
    if view.end != other.end:
        click_end(view, other.end)
    click_end(view, other.end)
    assert view.match.current.log[-1].seat == 1  # not played
    assert view.words()[2] == tr("tutorial.classic.elsewhere")
    play(view, target)
    assert view.guide.lesson_done
    points = view.match.current.log[-1].points
    assert points == 5 and view.match.scores()[0] == 5
    assert view.words()[2].startswith("The ends add up to ")
    assert view.words()[2].endswith("= 5: +5 for you. Press Next (N).")
    key(view, K.N)
    assert view.guide.lesson == "ready" and view.words()[0] == "You're ready"
    assert app.options.game == "colour"  # (a new player's set-up: on the colour game)
    key(view, K.ENTER)
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    assert setup.game == "all-fives"  # the game the guide taught, not the colour game
    assert app.options.classic_guide_seen and not app.options.guide_seen
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["classic_guide_seen"] is True
    assert not (tmp_path / "autosave.json").exists()  # the guide is never autosaved


def test_esc_skips_the_classic_guide_after_putting_the_tile_down(app: App) -> None:
    view = guided(app)
    key(view, K.N)
    wait_for_human(view)
    target = view.guide.script.target("match")
    click_tile(view, target.tile)
    assert view.end is None  # (its one end lit, not shown until clicked)
    click_end(view, target.end)
    assert view.end is not None
    key(view, K.ESCAPE)  # the ghost goes, then the tile held is put down, as in any game
    assert view.end is None and view.held is not None
    key(view, K.ESCAPE)
    assert view.held is None and app.window.current_view is view
    key(view, K.Z, K.MOD_CTRL)
    assert view.live_toast() == "The guide has no undo."
    key(view, K.ESCAPE)
    assert isinstance(app.window.current_view, SetupView)
    assert app.options.classic_guide_seen
    assert load_options(Path(app.autosave).parent / "settings.json").classic_guide_seen


def test_replay_the_guide_within_the_guide_starts_it_again(app: App) -> None:
    view = guided(app)
    key(view, K.N)
    wait_for_human(view)
    open_more_and_pick_guide(view)
    again = app.window.current_view
    assert isinstance(again, ClassicGuidedView) and again is not view
    assert again.guide.lesson == "intro" and not again.match.current.log
    assert not app.options.classic_guide_seen  # (started again, not skipped)


def test_the_classic_guide_speaks_french(app: App) -> None:
    set_language("fr")
    view = guided(app)
    for _ in range(3):
        frame(app.window)
    assert not view.animating()  # at rest on the welcome: nothing drawn again (idle cost)
    assert view.words()[0] == "Votre première partie de dominos"
    assert view.guide_next.label() == "Suivant (N)"
    key(view, K.N)
    wait_for_human(view)
    assert view.words()[0] == "1. Poser sur un bout"
    assert view.words()[2].startswith("Cliquez sur votre ")
    assert "le bout droit" in view.words()[2]
    assert view.match.names() == ["Vous", "Ordinateur"]


def test_start_takes_the_game_and_seen_tells_each_family() -> None:
    options = Options()
    assert tutorial.family("colour") == "colour" and tutorial.family("all-fives") == "classic"
    assert tutorial.family("classic") == "classic" and tutorial.family("mexican-train") == "classic"
    options.classic_guide_seen = True
    assert tutorial.seen(options, "draw") and not tutorial.seen(options)


# --------------------------------------------------------------------------- from a game


def classic_game(app: App) -> ClassicGameView:
    players = (PlayerSpec("You", "human"), PlayerSpec("Computer", "random"))
    app.start(ClassicSettings("draw", players, seed=3, first=0))
    view = app.window.current_view
    assert isinstance(view, ClassicGameView)
    view.think_at_least = 0.0
    view.slide_time = 0.0
    return view


def open_more_and_pick_guide(view: ClassicGameView) -> None:
    bar = view.top_bar
    view.on_draw()
    assert bar.more in bar.widgets()  # More is always there: the guide lives in it
    click(view, bar.more.rect.cx, bar.more.rect.cy)
    guide = bar.named["guide"]
    assert guide in bar.widgets() and guide.label() == "Replay the guide"
    view.on_draw()
    click(view, guide.rect.cx, guide.rect.cy)


def test_replay_the_guide_asks_before_leaving_a_game_in_progress(app: App, tmp_path: Path) -> None:
    view = classic_game(app)
    view.apply(view.match.legal()[0])  # a move made: the game is in progress
    open_more_and_pick_guide(view)
    assert view.asking and app.window.current_view is view
    frame(app.window)
    key(view, K.ESCAPE)  # stay
    assert not view.asking and app.window.current_view is view
    open_more_and_pick_guide(view)
    assert view.asking
    rect = view.question.yes.rect
    click(view, rect.cx, rect.cy)
    guide = app.window.current_view
    assert isinstance(guide, ClassicGuidedView)
    saved = json.loads((tmp_path / "autosave.json").read_text())
    assert saved["format"].startswith("classic")  # the game in progress stays in its autosave
    app.options.game = "colour"  # (whatever the set-up showed last)
    key(guide, K.ESCAPE)
    setup = app.window.current_view
    assert isinstance(setup, SetupView) and setup.resume is not None  # offered again
    assert setup.game == "draw"  # the set-up is on the game the player came from


def test_replay_the_guide_goes_at_once_before_any_move(app: App) -> None:
    view = classic_game(app)
    open_more_and_pick_guide(view)
    assert isinstance(app.window.current_view, ClassicGuidedView)


def test_the_bar_keeps_its_buttons_clear_of_more_at_every_width(app: App) -> None:
    view = classic_game(app)
    for width in (900, 1024, 1280, 1600):
        view.top_bar.place(width, 700)
        view.top_bar.arrange(view.status())
        bar = view.top_bar
        shown = [*bar.toolbar, bar.more]
        for a, b in itertools.pairwise(shown):
            assert a.rect.right <= b.rect.left, width
        assert bar.more.rect.right <= width and bar.status_width > 100
        assert bar.named["guide"] in bar.overflow
    view.layout(app.window.width, app.window.height)


def test_the_set_up_offers_and_starts_the_chosen_familys_guide(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.choose("colour")
    setup.on_draw()
    assert setup.guide_button.primary and setup.guide_offered()
    setup.choose("all-fives")
    app.options.classic_guide_seen = True
    setup.on_draw()
    assert not setup.guide_button.primary  # (the classic guide seen, the colour one not)
    app.options.classic_guide_seen = False
    setup.on_draw()
    assert setup.guide_button.primary
    key(setup, arcade.key.G)
    assert isinstance(app.window.current_view, ClassicGuidedView)


def test_the_guide_asked_from_a_classic_game_s_set_up_goes_back_to_that_game(app: App) -> None:
    app.options.game = "colour"
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.choose("mexican-train")
    app.options.classic_guide_seen = False
    setup.on_draw()
    key(setup, arcade.key.G)
    guide = app.window.current_view
    assert isinstance(guide, ClassicGuidedView)
    key(guide, K.ESCAPE)  # skipped
    back = app.window.current_view
    assert isinstance(back, SetupView) and back.game == "mexican-train"
    assert app.options.game == "mexican-train"
