"""The guided first game of the colour game: its script replayed through the engine, and
its screen driven headless as a player drives it (clicks and keys on the view)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

arcade = pytest.importorskip("arcade")

from test_ui import click, click_card, frame, hold, key  # noqa: E402

from figures.app.options import Options, load_options, save_options  # noqa: E402
from figures.colour.actions import EndTurn, Place  # noqa: E402
from figures.colour.errors import ColourMismatchError  # noqa: E402
from figures.colour.game import Phase  # noqa: E402
from figures.scene.colour import middle_of  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui import tutorial  # noqa: E402
from figures.ui.colour.controller import reason_text  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.tutorial.colour_script import DRAWS  # noqa: E402
from figures.ui.tutorial.guide import (  # noqa: E402
    COMPUTER,
    PLAYER,
    GuidedMatch,
    ScriptedComputer,
    colour_script,
    replay,
)
from figures.ui.tutorial.view import GuidedView  # noqa: E402
from tools.find_colour_deal import same_cells, unique_and_refused  # noqa: E402

K = arcade.key


# --------------------------------------------------------------------------- the script


def test_the_script_replays_through_the_engine_with_each_lesson_at_its_step() -> None:
    script = colour_script()
    assert sorted(DRAWS) == list(range(120))  # the whole real tile set, each domino once
    assert script.lessons == ("touch", "match", "close", "second")
    game, done = replay(script)
    assert done == [(1, "touch"), (4, "match"), (8, "close"), (9, "second")]
    assert len(game.actions) == len(script.steps) == 12
    assert game.scores == [8, 13] and not game.is_over
    # Each lesson's move in numbers, as the engine recorded it.
    opening = game.opening[1]
    assert (opening.player, opening.tile) == (0, 96)
    match, close, second = (p for turn in game.turns if turn.player == 0 for p in turn.placements)
    assert (match.score.connected_edges, match.score.closed_surfaces, match.score.points) == (
        2,
        (),
        2,
    )
    assert (close.score.closed_surfaces, close.score.points, close.paid) == ((2,), 4, 0)
    assert (second.score.connected_edges, second.score.points, second.paid) == (4, 6, 4)
    # The player's second placement is in the same turn as the closing one.
    turn = next(t for t in game.turns if len(t.placements) == 2)
    assert turn.player == 0 and [p.tile for p in turn.placements] == [100, 114]


def test_each_lesson_move_is_the_only_one_on_its_cells_and_a_wrong_face_is_refused() -> None:
    script = colour_script()
    game = script.game()
    for who, action in script.steps:
        if who not in (COMPUTER, PLAYER):
            assert isinstance(action, Place)
            assert game.current == 0
            assert unique_and_refused(game, action), who
        game.apply(action)


def test_the_scripted_computer_plays_the_script_then_the_medium_player() -> None:
    script = colour_script()
    computer = ScriptedComputer(script)
    game = script.game()
    for who, action in script.steps:
        if who == COMPUTER:
            assert computer.choose(game.view(1)) == action
        game.apply(action)
    # After the script, a legal move of its own (the medium player's).
    assert game.current == 0 and game.phase is Phase.TURN
    game.apply(game.legal_actions()[0])
    game.apply(EndTurn())
    move = computer.choose(game.view(1))
    assert move in game.legal_actions()


def test_the_guided_match_is_not_autosaved_and_has_no_undo() -> None:
    match = GuidedMatch(colour_script())
    assert match.autosave is None
    match.apply(match.game.legal_actions()[0])
    assert match.game.can_undo and not match.can_undo()


# --------------------------------------------------------------------------- the screen


def wait_for_human(app: App, timeout: float = 20.0) -> GuidedView:
    """Let the scripted computer play, through the view's own polling, until the player is
    to move."""
    view = app.window.current_view
    assert isinstance(view, GuidedView)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        frame(app.window)
        if view.match.human_to_move and view.slide is None and view.task is None:
            return view
        time.sleep(0.005)
    raise AssertionError("the computer did not finish its turn")


def guided(app: App) -> GuidedView:
    view = tutorial.start(app)
    assert app.window.current_view is view and isinstance(view, GuidedView)
    return view


def target_in_view(view: GuidedView, action: Place) -> tuple[float, float]:
    view.camera.fit([*view.game.board.cells, action.at])
    x, y = view.camera.to_screen(*middle_of(action.at, action.dir))
    assert view.camera.contains(x, y) and not view.band.contains(x, y)
    return x, y


def play_lesson_move(view: GuidedView, action: Place) -> None:
    """Hold the domino as the lesson asks (hand click, F, R, the mouse over the cells), then
    click twice: preview, confirm."""
    x, y = target_in_view(view, action)
    hold(view, action)
    click(view, x, y)
    assert view.placing.preview == action
    click(view, x, y)


def wrong_way(view: GuidedView, action: Place) -> tuple[Place, ColourMismatchError]:
    """Another way onto the lesson's cells that the engine refuses for its colours."""
    for other in same_cells(view.game, action):
        try:
            view.game.preview(other)
        except ColourMismatchError as exc:
            return other, exc
    raise AssertionError("no wrong way")


def hand_words(view: GuidedView, tile: int) -> str:
    """Where ``tile`` lies in the hand shown, as the guide says it (the hand's order read
    from the screen's hand, not from the guide)."""
    tiles = [t for _, t in view.hand.rects]
    index = tiles.index(tile)
    if len(tiles) == 1:
        return "your last domino"
    side = "left" if index == 0 else "right" if index == len(tiles) - 1 else ""
    assert side, tiles
    return f"the domino on the {side} of your hand (outlined)"


def to_lesson(view: GuidedView, lesson: str) -> None:
    assert view.guide.can_go_on()
    key(view, K.N)
    assert view.guide.lesson == lesson


def test_the_guided_screen_goes_lesson_by_lesson_on_the_players_moves(
    app: App, tmp_path: Path
) -> None:
    view = guided(app)
    script = view.guide.script
    assert view.match.autosave is None
    title, body, do = view.words()
    assert title == "Your first game" and "four lessons" in body and do == "Press Next to begin."
    frame(app.window)
    # Next is never a timer: the welcome stays until Next.
    for _ in range(5):
        frame(app.window)
    assert view.guide.lesson == "intro"
    assert len(view.game.board) == 0  # the computer waits for the guide too
    to_lesson(view, "touch")
    view = wait_for_human(app)  # (the computer lays the first domino)
    assert isinstance(view, GuidedView) and len(view.game.board) == 1
    target = script.target("touch")
    assert view.guide.target() == target
    assert view.words()[2].startswith("Click your domino")
    # Not done before the move: N does nothing.
    key(view, K.N)
    assert view.guide.lesson == "touch" and not view.guide.lesson_done
    # A wrong face on the right cells: refused, in the player's words.
    wrong, error = wrong_way(view, target)
    x, y = target_in_view(view, wrong)
    hold(view, wrong)
    click(view, x, y)
    assert len(view.game.board) == 1 and view.placing.preview is None
    colour = tr(f"colour.{error.colour[0].upper()}")
    assert view.guide.refused == reason_text(error)
    assert view.words()[2] == f"Refused: {reason_text(error)}. Turn it (R) or flip it (F)."
    assert colour in view.words()[2] and "cell" not in view.words()[2]
    # Turned and flipped the right way on the same cells: the refusal is no longer said.
    placing = view.placing
    placing.face, placing.dir, placing.at = target.face, target.dir, target.at
    assert not view.words()[2].startswith("Refused") and view.guide.refused == ""
    key(view, K.ESCAPE)  # puts the domino down, the guide stays
    assert view.placing.tile is None and app.window.current_view is view
    play_lesson_move(view, target)
    assert len(view.game.board) == 2 and view.guide.lesson_done
    assert view.words()[2] == "Well done: your domino touches the table. Press Next (N)."
    for _ in range(5):  # the computer waits until the player has read it
        frame(app.window)
    assert view.game.current == 1 and len(view.game.board) == 2 and view.task is None
    to_lesson(view, "match")
    # The computer's first turn, then the player's.
    view = wait_for_human(app)
    assert view.game.phase is Phase.TURN and view.game.current == 0
    target = script.target("match")
    said = view.words()[2]
    assert said.startswith(f"Place {hand_words(view, target.tile)} on the outlined cells")
    assert "#" not in said and str(target.tile) not in said  # never the engine's number
    play_lesson_move(view, target)
    assert view.guide.lesson_done and view.game.scores[0] == 2
    assert view.words()[2] == "+2: 2 edges of the same colour. Press Next (N)."
    to_lesson(view, "close")
    assert view.words()[2] == "First end your turn (E): the computer plays next."
    key(view, K.E)
    assert view.game.current == 1
    assert view.words()[2] == "The computer is playing…"
    view = wait_for_human(app)
    target = script.target("close")
    assert view.words()[2] == (
        f"Place {hand_words(view, target.tile)} on the outlined cells: it closes a small surface."
    )
    play_lesson_move(view, target)
    assert view.guide.lesson_done and view.game.scores[0] == 6
    assert view.game.phase is Phase.SECOND
    assert view.words()[2].startswith("+4: 2 edges and a closed surface of 2 squares.")
    to_lesson(view, "second")
    target = script.target("second")
    key(view, K.S)  # the second domino, paid for
    assert view.placing.tile == target.tile
    play_lesson_move(view, target)
    assert view.guide.lesson_done and view.game.scores[0] == 8
    assert view.words()[2].startswith("+6 − 4 = +2")
    to_lesson(view, "ready")
    assert view.words()[0] == "You're ready"
    frame(app.window)
    key(view, K.ENTER)
    assert isinstance(app.window.current_view, SetupView)
    assert app.options.guide_seen is True
    settings_file = tmp_path / "settings.json"
    assert json.loads(settings_file.read_text())["guide_seen"] is True
    assert not (tmp_path / "autosave.json").exists()  # the guide is never autosaved


def test_a_legal_move_elsewhere_is_explained_and_not_played(app: App) -> None:
    view = guided(app)
    key(view, K.N)
    view = wait_for_human(app)
    assert isinstance(view, GuidedView)
    target = view.guide.script.target("touch")
    others = [p for p in view.game.legal_actions() if isinstance(p, Place) and p != target]
    elsewhere = next(p for p in others if not set(p.at) & set(target.at))
    x, y = target_in_view(view, elsewhere)
    hold(view, elsewhere)
    click(view, x, y)
    assert view.guide.elsewhere
    assert view.words()[2] == "It fits there too, but this guide goes on from the outlined cells."
    view.apply(elsewhere)  # (what a confirm would do)
    assert len(view.game.board) == 1 and not view.guide.lesson_done


def test_esc_skips_the_guide_and_it_is_remembered(app: App, tmp_path: Path) -> None:
    view = guided(app)
    key(view, K.N)
    view = wait_for_human(app)
    assert isinstance(view, GuidedView)
    click_card(view, view.game.opening_tile)  # type: ignore[arg-type]
    key(view, K.ESCAPE)  # the domino held is put down first
    assert view.placing.tile is None and app.window.current_view is view
    assert not app.options.guide_seen
    key(view, K.ESCAPE)
    assert isinstance(app.window.current_view, SetupView)
    assert app.options.guide_seen
    assert load_options(tmp_path / "settings.json").guide_seen is True


def test_the_skip_button_and_undo(app: App) -> None:
    view = guided(app)
    frame(app.window)
    key(view, K.Z, K.MOD_CTRL)
    assert view.message.live() == "The guide has no undo."
    rect = view.skip_button.rect
    assert view.band.contains(rect.cx, rect.cy)
    click(view, rect.cx, rect.cy)
    assert isinstance(app.window.current_view, SetupView) and app.options.guide_seen


def test_the_players_own_game_stays_in_its_autosave(app: App, tmp_path: Path) -> None:
    from test_ui import settings

    app.start(settings("human", "random"))
    game = app.game_view.match.game  # type: ignore[union-attr]
    game_view = app.game_view
    click_card(game_view, game.opening_tile)  # type: ignore[arg-type, arg-type]
    x, y = game_view.camera.to_screen(3.2, 1.7)  # type: ignore[union-attr]
    click(game_view, x, y)  # type: ignore[arg-type]
    click(game_view, x, y)  # type: ignore[arg-type]
    app.game_view.match.flush_autosave()  # type: ignore[union-attr]
    game_view.to_setup()  # type: ignore[union-attr]
    saved = (tmp_path / "autosave.json").read_text()
    view = guided(app)
    key(view, K.N)
    view = wait_for_human(app)
    assert isinstance(view, GuidedView)
    play_lesson_move(view, view.guide.script.target("touch"))
    key(view, K.ESCAPE)
    assert (tmp_path / "autosave.json").read_text() == saved
    setup = app.window.current_view
    assert isinstance(setup, SetupView) and setup.resume is not None


def test_the_guide_speaks_french(app: App) -> None:
    set_language("fr")
    view = guided(app)
    assert view.words() == (
        "Votre première partie",
        tr("tutorial.intro.text"),
        "Appuyez sur Suivant pour commencer.",
    )
    for _ in range(3):
        frame(app.window)
    assert not view.animating()  # at rest on the welcome: nothing drawn again (idle cost)
    assert view.next_button.label() == "Suivant (N)"
    assert view.skip_button.label() == "Passer le guide (Échap)"
    key(view, K.N)
    view = wait_for_human(app)
    assert isinstance(view, GuidedView)
    assert view.words()[0] == "1. Poser un domino"
    target = view.guide.script.target("touch")
    wrong, _ = wrong_way(view, target)
    x, y = target_in_view(view, wrong)
    hold(view, wrong)
    click(view, x, y)
    said = view.words()[2]
    assert said.startswith("Refusé\u00a0: le bord ") and "toucherait du" in said
    assert said.endswith("Tournez-le (R) ou retournez-le (F).")
    assert view.match.names() == ["Vous", "Ordinateur"]


def test_a_narrow_window_puts_the_buttons_under_the_texts(app: App) -> None:
    view = guided(app)
    frame(app.window)
    width, height = app.window.width, app.window.height
    assert not view.narrow and view.next_button.rect.left > view.band.left + view.text_width()
    view.layout(900, 600)
    try:
        boxes = view.lesson_band.boxes
        assert view.narrow and view.lesson_band.overlaps() == []
        lowest = min(box.bottom for name, box in boxes.items() if name in ("title", "body", "do"))
        for button in (view.next_button, view.skip_button):
            assert view.band.contains(button.rect.cx, button.rect.cy)
            assert button.rect.top < lowest  # under the texts
        assert view.skip_button.rect.right < view.next_button.rect.left
        _, bottom, _, h = view.camera.viewport
        assert bottom + h == view.band.bottom  # the table ends where the band starts
    finally:
        view.layout(width, height)


def test_every_text_of_the_guide_is_in_both_languages_with_the_same_fields() -> None:
    from figures.texts.i18n import sources, texts

    english, french = sources("en", "tutorial"), sources("fr", "tutorial")
    assert len(english) >= 30
    assert set(english) == set(french)
    for name, text in english.items():
        assert name.startswith("tutorial-"), name
        assert text.strip() and french[name].strip(), name
        assert texts("en")[name] == texts("fr")[name], name
    for lesson in ("intro", "touch", "match", "close", "second", "ready"):
        assert f"tutorial-{lesson}-title" in english


# --------------------------------------------------------------------------- remembered


def test_guide_seen_is_remembered_and_old_files_still_load(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_options(path, Options(guide_seen=True))
    assert json.loads(path.read_text())["guide_seen"] is True
    assert load_options(path).guide_seen is True
    old = json.loads(path.read_text())
    del old["guide_seen"]  # a file written before the guide
    path.write_text(json.dumps(old))
    options = load_options(path)
    assert options.guide_seen is False and options.note == ""
    old["guide_seen"] = "yes"
    path.write_text(json.dumps(old))
    options = load_options(path)
    assert options.guide_seen is False and "guide_seen" in options.note


def test_the_set_up_offers_the_guide_on_a_first_launch_and_g_starts_it(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    assert not app.options.guide_seen and setup.guide_button.primary  # offered, highlighted
    assert setup.guide_button.label() == "Learn to play (G)"
    frame(app.window)
    key(setup, arcade.key.G)
    view = app.window.current_view
    assert isinstance(view, GuidedView)
    key(view, arcade.key.ESCAPE)  # skipped: seen, no longer offered
    assert app.options.guide_seen
    app.show_setup()
    assert not app.window.current_view.guide_button.primary
