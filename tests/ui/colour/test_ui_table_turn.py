"""The colour table within a turn after the second new-user play test: the table keeps its
zoom after a confirmed domino (the second placement's hints do not re-zoom it), a domino
brought into view stays in view when the hints come next, and the words of a turn fit the
top bar, the action buttons and the hand at 1280x800 and 900x600 in both languages."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.colour.actions import EndTurn, Place
from figures.colour.game import Phase, Settings
from figures.core.seats import PlayerSpec
from figures.scene.colour import box_of
from figures.texts.i18n import set_language, trn
from figures.ui.colour.match import Match, find_hints, private_view
from figures.ui.colour.view import BANNER, GameView
from figures.ui.draw.camera import TableCamera
from figures.ui.shell.app import App
from figures.ui.widgets.text import fit_text, text

K = arcade.key

# The camera tests' loop; the computer without its least thinking time.
from test_ui_table_camera import _run  # noqa: E402

pytestmark = pytest.mark.usefixtures("quick_computer")


def _settled(view: GameView) -> bool:
    return (
        view.match.human_to_move
        and view.slide is None
        and view.camera.glide is None
        and (not view.show_hints or view.hints is not None)
    )


def _game(app: App, seed: int, size: tuple[int, int]) -> GameView:
    players = (PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium"))
    match = Match.new(Settings(players, 120, seed))
    view = GameView(app, match)
    app.window.show_view(view)
    view.on_resize(*size)
    while True:
        _run(view, lambda: match.human_to_move or match.game.is_over)
        if match.game.phase is not Phase.OPENING:
            return view
        view.apply(next(a for a in match.game.legal_actions() if isinstance(a, Place)))


def _in_table(view: GameView, box: tuple[float, float, float, float]) -> bool:
    left, bottom, width, height = view.camera.viewport
    x0, y0 = view.camera.to_screen(box[0], box[1])
    x1, y1 = view.camera.to_screen(box[2], box[3])
    eps = 0.5
    return (
        left - eps <= x0
        and x1 <= left + width + eps
        and bottom - eps <= y0
        and y1 <= bottom + height - BANNER + eps
    )


# --------------------------------------------------------------------------- the camera


def test_a_reveal_during_a_glide_keeps_where_the_glide_goes(app: App) -> None:
    camera = TableCamera((0, 168, 950, 588))
    camera.scale = 46.0
    camera.centre = (0.0, 0.0)
    camera._sync()
    # A domino placed off the top edge: the view glides up to it...
    placed = (-2.0, 7.0, 0.0, 8.0)
    assert camera.reveal(placed, 0.0, top=BANNER)
    goal = camera.goal()
    camera.step(0.05)  # ...and the hints come in mid-way, below it, in view already.
    hints = (-2.0, 3.0, 2.0, 5.0)
    camera.reveal(hints, 0.05, top=BANNER)
    camera.step(10.0)
    assert camera.glide is None
    assert camera.shows(placed, top=BANNER) and camera.shows(hints, top=BANNER)
    assert (camera.centre, camera.scale) == goal


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
def test_the_table_keeps_its_zoom_within_a_turn(app: App, size: tuple[int, int]) -> None:
    """With the hints on, confirming the first domino of a turn neither re-zooms the table
    nor leaves the domino out of view: the second placement's hints come into view by a pan
    (all of them when they fit, else the best one)."""
    view = _game(app, 7, size)
    view.on_key_press(K.H, 0)
    seconds = 0
    for _ in range(12):
        _run(view, lambda: _settled(view) or view.match.game.is_over)
        game = view.match.game
        if game.is_over:
            break
        scale = view.camera.scale
        hints = view.hints or find_hints(private_view(game, game.current), 1)
        if not hints:
            view.pass_turn()
            continue
        first = hints[0].action
        view.apply(first)
        if game.phase is Phase.SECOND and view.presenter.second_possible():
            _run(view, lambda: _settled(view))
            assert view.hints
            assert view.camera.scale == scale  # no re-zoom within the turn
            assert _in_table(view, box_of(first.at, first.dir))
            best = view.hints[0].action
            assert _in_table(view, box_of(best.at, best.dir))
            seconds += 1
        if game.phase is Phase.SECOND:
            view.apply(EndTurn())
    assert seconds >= 2


# --------------------------------------------------------------------------- the words fit


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_words_of_a_turn_fit(app: App, size: tuple[int, int], language: str) -> None:
    app.set_language(language)
    try:
        view = _game(app, 11, size)
        bar = view.top_bar
        cost = view.match.game.rules.cost
        you = "Vous" if language == "fr" else "You"
        for key in ("top.opening", "top.second", "top.end_only", "top.turn"):
            status = trn(key, you, cost=cost)
            places = [b.rect for b in bar.widgets()]
            bar.arrange(status)
            assert bar.shown_status == status, (key, status, bar.status_width)
            assert [b.rect for b in bar.widgets()] == places  # the buttons stay put
        # The second domino's button: its price always shows.
        second = next(b for b in view.hand.action_buttons if b.short is not None)
        view.hand.fit_buttons()
        label = second.text()
        assert f"−{cost}" in label
        assert fit_text(label, second.rect.width - 12, second.size) == label
        # The hand's status with the hints never runs past the window's bottom.
        view.on_key_press(K.H, 0)
        for _ in range(6):
            _run(view, lambda: _settled(view) or view.match.game.is_over)
            game = view.match.game
            if game.is_over:
                break
            view.feed()
            _, status_w = view.hand.status_box()
            gap = view.hand.status_gap()
            used = sum(
                text(line, 0, 0, size=fsize, width=int(status_w), anchor_y="top").content_height
                + gap
                for line, _, fsize in view.hand.status_lines()
            )
            assert used - gap <= view.hand.rect.height - 14
            hints = view.hints or []
            if hints:
                view.apply(hints[0].action)
                _run(view, lambda: _settled(view) or view.match.game.is_over)
                if game.phase is Phase.SECOND:
                    view.feed()
                    _, status_w = view.hand.status_box()
                    lines = view.hand.status_lines()
                    used = sum(
                        text(
                            line, 0, 0, size=fsize, width=int(status_w), anchor_y="top"
                        ).content_height
                        + gap
                        for line, _, fsize in lines
                    )
                    assert used - gap <= view.hand.rect.height - 14, lines
                    # Hints that do not all fit go from the last: those kept are whole (only a
                    # last one left alone may be cut short).
                    rows = [
                        r for line, tone, _ in lines if tone == "hint" for r in line.split("\n")
                    ]
                    if len(rows) > 1:
                        assert not any(r.endswith("…") for r in rows), rows
                    view.apply(EndTurn())
            else:
                view.pass_turn()
    finally:
        app.set_language("en")
        set_language("en")
