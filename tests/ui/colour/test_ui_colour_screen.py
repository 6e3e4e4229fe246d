"""The colour game's table screen as new players found it (issue 21): a ghost that goes
with the pointer, hints that never pile up, the hand showing the held domino as it will be
laid, breakdowns that add up under house rules, both dominoes of a computer's turn framed,
Fit filling a large table, the words that fit a small window and the buttons of a finished
table."""

from __future__ import annotations

import os
import re
from collections.abc import Callable

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade
from test_ui_colour_table import open_view as colour_table_view
from test_ui_colour_table import seed7

from figures.colour.actions import Place
from figures.colour.board import domino_triangles
from figures.colour.game import MIN_TARGET, Phase, Settings
from figures.colour.geometry import OFFSET, Side
from figures.colour.house import HouseRules
from figures.core.seats import PlayerSpec
from figures.scene.colour import middle_of
from figures.texts.i18n import set_language
from figures.ui.colour.hand import UPRIGHT, card_transform
from figures.ui.colour.match import Event, Match
from figures.ui.colour.side import log_rows
from figures.ui.colour.table import hint_layers, hint_marker_rects, last_turns
from figures.ui.colour.view import GameView
from figures.ui.draw.camera import fit_limit
from figures.ui.shell.app import App
from figures.ui.theme import SIZES
from figures.ui.widgets.text import text
from tools.screenshots import play_turn

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


def open_view(app: App, match: Match, *, hints: bool = False) -> GameView:
    """The game screen on ``match`` (its hints shown only when asked)."""
    return colour_table_view(app, match, hints=hints)


# --------------------------------------------------------------------------- the ghost


def test_the_ghost_and_its_reason_go_when_the_pointer_leaves_the_table(app: App) -> None:
    view = open_view(app, seed7(6))
    view.on_key_press(K.KEY_1, 0)
    # Over a domino already laid: red, with its reason beside it and in the hand.
    laid = view.match.game.board.placed[0]
    x, y = view.camera.to_screen(*middle_of(laid.at, laid.dir))
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_draw()
    verdict = view.placing.verdict(view.match.game)
    assert verdict is not None and not verdict.legal
    assert view.table.ghost_label() is not None
    assert any(
        tone == "illegal" for _, tone in view.presenter.hand_status(show_hints=False, hints=None)
    )
    # Onto the scores panel: the ghost, its caption and the red line go.
    side = view.side.rect
    view.on_mouse_motion(int(side.cx), int(side.cy), 0, 0)
    view.on_draw()
    assert view.placing.at is None and view.placing.tile is not None
    assert view.table.ghost_label() is None
    lines = view.presenter.hand_status(show_hints=False, hints=None)
    assert not any(tone == "illegal" for _, tone in lines), lines
    # Back on the table it follows the pointer again; out of the window it goes too.
    view.on_mouse_motion(int(x), int(y), 0, 0)
    assert view.placing.at is not None
    view.on_mouse_leave(int(x), int(y))
    assert view.placing.at is None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keys_line_is_drawn_once_when_the_pointer_leaves_the_table(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    from conftest import texts_drawn

    from figures.texts.i18n import tr

    set_language(language)
    view = open_view(app, seed7(6))
    keys = tr("hand.keys")
    view.on_key_press(K.KEY_1, 0)  # a domino held, the pointer not yet on the table
    assert texts_drawn(view.on_draw, monkeypatch).count(keys) == 1
    laid = view.match.game.board.placed[0]
    x, y = view.camera.to_screen(*middle_of(laid.at, laid.dir))
    view.on_mouse_motion(int(x), int(y), 0, 0)  # over the table: the verdict, then the keys
    assert texts_drawn(view.on_draw, monkeypatch).count(keys) == 1
    side = view.side.rect
    view.on_mouse_motion(int(side.cx), int(side.cy), 0, 0)  # off the table, onto the scores
    assert view.placing.tile is not None and view.placing.at is None
    assert texts_drawn(view.on_draw, monkeypatch).count(keys) == 1
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_leave(int(x), int(y))  # out of the window
    assert texts_drawn(view.on_draw, monkeypatch).count(keys) == 1


# --------------------------------------------------------------------------- a finished table


def test_undo_and_spots_are_off_on_a_finished_table_and_so_are_their_keys(app: App) -> None:
    import random

    from conftest import choose

    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), MIN_TARGET, 3)
    match = Match.new(settings)
    rng = random.Random(3)
    while not match.game.is_over:
        match.apply(choose(match.game, rng))
    assert match.can_undo()  # (the match could take the end back: the table does not)
    view = open_view(app, match)
    bar = view.top_bar
    assert not bar.button("undo").enabled() and not bar.button("spots").enabled()
    assert not bar.button("spots").selected()
    events, version = len(match.events), match.version
    view.on_key_press(K.Z, K.MOD_CTRL)
    view.on_key_press(K.L, 0)
    view.on_draw()
    assert (len(match.events), match.version) == (events, version) and match.game.is_over
    assert not app.options.show_spots
    assert view.message.live() is None  # nothing said either
    # Pressing the buttons does nothing as well.
    for name in ("undo", "spots"):
        button = bar.button(name)
        if button in bar.toolbar:
            bar.press(button.rect.cx, button.rect.cy)
    assert (len(match.events), match.version) == (events, version)
    assert not app.options.show_spots


# --------------------------------------------------------------------------- sharp labels


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1200)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_button_label_sits_on_whole_pixels(
    app: App, size: tuple[int, int], language: str
) -> None:
    # A label centred on a half pixel shows a column of its first letters twice ("Undo",
    # "Cadrer" in the play test): pyglet puts a centred text at x - width // 2.
    set_language(language)
    app.window.set_size(*size)
    view = open_view(app, seed7(6))
    view.on_resize(*size)
    view.on_key_press(K.KEY_1, 0)
    view.on_key_press(K.ENTER, 0)  # a preview: Confirm and Cancel show
    view.on_draw()
    bar = view.top_bar
    buttons = [*bar.toolbar, *([bar.more] if bar.overflow else []), *bar.overflow]
    buttons += [b for b in view.hand.action_buttons if b.visible()]
    assert any(b.text() in ("Undo", "Défaire") for b in buttons)
    for button in buttons:
        assert button.rect.cx == int(button.rect.cx), (button.text(), button.rect)
        assert button.rect.cy == int(button.rect.cy), (button.text(), button.rect)


# --------------------------------------------------------------------------- the last moves


def test_both_dominoes_of_a_computers_turn_are_framed(app: App) -> None:
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium")), 120, 2)
    match = Match.new(settings)

    def two(events: list[Event]) -> bool:  # the computer's last turn placed two dominoes
        run = events[-2:]
        return len(run) == 2 and all(
            e.player == 1 and isinstance(e.action, Place) and not e.opening for e in run
        )

    while not two(match.events):
        play_turn(match)
        assert not match.game.is_over
    first, second = (e.action for e in match.events[-2:])
    ada = [e.action for e in match.events if e.player == 0 and isinstance(e.action, Place)][-1]
    view = open_view(app, match)
    assert last_turns(match.events) == {0: [ada], 1: [first, second]}
    framed = dict(view.table.marks.key[1])  # (what the frames were drawn from)
    assert framed == {0: (str(ada),), 1: (str(first), str(second))}
    # Ada's next turn: her frame moves to her new domino, the computer's two stay.
    play_turn(match)
    view.on_update(0.0)
    view.on_draw()
    mine = match.events[-1].action
    assert dict(view.table.marks.key[1]) == {0: (str(mine),), 1: (str(first), str(second))}


# --------------------------------------------------------------------------- breakdowns


def _sum_of(words: str) -> int:
    """The arithmetic a breakdown writes ("1 edge + closed 1 square × 2 points"), worked out
    from its numbers and signs alone."""
    formula = re.sub(r"[^\d+×−() ]", "", words).replace("×", "*").replace("−", "-")
    assert re.fullmatch(r"[\d+*\-() ]+", formula), words
    return int(eval(formula))  # (digits, signs and brackets only)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("square", [2, 0, 1])
def test_a_breakdown_adds_up_to_its_sum_under_house_rules(
    app: App, language: str, square: int
) -> None:
    rules = HouseRules(square=square)
    players = (PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium"))
    match = Match.new(Settings(players, 120, 7, rules=rules))
    while True:
        play_turn(match)
        game = match.game
        if match.human_to_move and game.phase is Phase.TURN:
            closing = [
                a
                for a in game.legal_actions()
                if isinstance(a, Place) and game.preview(a).score.closed_surfaces
            ]
            if closing:
                break
    action = closing[0]
    score = game.preview(action).score
    set_language(language)
    view = open_view(app, match)
    placing = view.placing
    assert placing.select(game, action.tile)
    placing.face, placing.dir, placing.at = action.face, action.dir, action.at
    view.keyboard = True
    view.on_key_press(K.ENTER, 0)  # the preview, with its breakdown
    assert placing.preview == action
    caption = view.presenter.ghost_caption()
    assert caption is not None
    words, total = caption.text.rsplit(" = ", 1)
    assert int(total) == score.points == _sum_of(words), caption.text
    if square != 1:  # the squares and the points of each are said
        assert ("square" if language == "en" else "carré") in words, words
    status = view.presenter.hand_status(show_hints=False, hints=None)[0][0]
    assert words in status and f"= {score.points}" in status
    view.on_key_press(K.ENTER, 0)  # confirmed: the log says the same
    line = view.presenter.log_lines()[-1][1]
    points, detail = re.fullmatch(r"Ada \+(\d+) \((.*)\)", line).groups()  # type: ignore[union-attr]
    assert int(points) == _sum_of(detail) == score.points


# --------------------------------------------------------------------------- fit


@pytest.mark.parametrize("size", [(1920, 1200), (1280, 800), (900, 600)])
def test_fit_zooms_the_table_to_fill_the_view(app: App, size: tuple[int, int]) -> None:
    app.window.set_size(*size)
    view = open_view(app, seed7(16))
    view.on_resize(*size)
    camera = view.camera
    camera.zoom_at(*camera.to_screen(0, 0), 0.5)
    camera.pan_cells(5, 3)
    view.on_key_press(K.SPACE, 0)
    cells = list(view.match.game.board.cells)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    box = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
    assert camera.shows(box)
    # The board spans the view's width or its height, but for Fit's margin of 1.5 cells.
    _, _, width, height = camera.viewport
    span = max(
        (box[2] - box[0] + 3) * camera.scale / width, (box[3] - box[1] + 3) * camera.scale / height
    )
    assert span > 0.99, (span, camera.scale)
    # A lone opening domino is not blown up to fill a large table.
    view = open_view(app, Match.new(seed7(0).game.settings))
    view.on_resize(*size)
    view.on_key_press(K.SPACE, 0)
    assert view.camera.scale == pytest.approx(fit_limit(width, height))
    assert view.camera.scale < min(width / 5, height / 4)  # (a domino and its margins)


# --------------------------------------------------------------------------- the hand


def _layout(
    triangles: list[tuple[tuple[int, int, int], object]],
    at: tuple[float, float],
    scale: float,
    origin: tuple[float, float] = (0.0, 0.0),
    transform: Callable[[float, float], tuple[float, float]] | None = None,
) -> list[tuple[object, float, float]]:
    """Each triangle's colour and where its middle lies from ``at``, in cells."""
    out = []
    for (x, y, side), colour in triangles:
        ox, oy = OFFSET[Side(side)]
        px, py = x + 0.5 + 0.3 * ox, y + 0.5 + 0.3 * oy
        if transform is not None:
            px, py = transform(px, py)
        out.append((colour, round((px - at[0]) / scale, 3), round((py - at[1]) / scale, 3)))
    return sorted(out, key=repr)


def _hand_matches_ghost(view: GameView) -> None:
    """The hand's picture of the held domino lies as its ghost: the same colours in the same
    places around its middle."""
    placing, game = view.placing, view.match.game
    assert placing.tile is not None and placing.at is not None
    view.on_draw()
    content = view.hand.content
    tile = placing.tile
    face_index, direction = content.faces[tile], content.dirs[tile]
    assert (face_index, direction) == (placing.face, placing.dir)
    face = game.tileset[tile].faces[placing.face]
    ghost = _layout(
        domino_triangles(face, placing.at, placing.dir),
        middle_of(placing.at, placing.dir),
        1.0,
    )
    rect = next(r for r, t in view.hand.rects if t == tile)
    x, y, cell = rect.left + 8, rect.bottom + 26, view.hand.cell
    upright = direction in (Side.N, Side.S)
    scale = cell * (UPRIGHT if upright else 1)
    shown = _layout(
        domino_triangles(game.tileset[tile].faces[face_index], (0, 0), direction),
        (x + cell, y + cell / 2),
        scale,
        transform=card_transform(direction, x, y, cell),
    )
    assert shown == ghost


def test_the_hand_shows_the_held_domino_as_its_ghost_lies(app: App) -> None:
    view = open_view(app, seed7(16))
    placing = view.placing
    first, second = view.match.game.hands[view.match.game.current]
    # Picked by its number: the ghost goes to a legal spot, turned to fit there.
    view.on_key_press(K.KEY_2, 0)
    assert placing.tile == second
    _hand_matches_ghost(view)
    for key, mods in ((K.R, 0), (K.R, 0), (K.F, 0), (K.R, K.MOD_SHIFT)):
        view.on_key_press(key, mods)
        _hand_matches_ghost(view)
    left = (placing.face, placing.dir)
    # The other domino: it lies as its own ghost, the first one as it was left.
    view.on_key_press(K.KEY_1, 0)
    assert placing.tile == first
    _hand_matches_ghost(view)
    assert (view.hand.content.faces[second], view.hand.content.dirs[second]) == left
    # Picked with the pointer over the table, it keeps its own way (not the other's turn).
    x, y = view.camera.to_screen(*middle_of(placing.at, placing.dir))
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_key_press(K.KEY_2, 0)
    assert (placing.face, placing.dir) == left
    _hand_matches_ghost(view)


# --------------------------------------------------------------------------- hints


def test_one_hint_is_solid_and_the_others_are_markers(app: App) -> None:
    # Seed 7, turn 6: hints 1 and 3 on the same cells, 2 beside them (the play test's
    # pile of translucent ghosts).
    view = open_view(app, seed7(6), hints=True)
    hints = view.hints
    assert hints is not None and len(hints) == 3
    table = view.table

    def solid() -> list[int]:
        view.on_draw()
        key = table.hint_shape.key  # (what the hints were drawn from)
        assert key is not None and key[0] == "hints"
        _, _, focus, held, _ = key
        return [rank for layer, rank in hint_layers(hints, focus, held) if layer == "fill"]

    assert solid() == [0]
    # Pointing at the badge of hint 3 brings it forward, alone.
    badge = hint_marker_rects(view.camera, hints)[2]
    view.on_mouse_motion(int(badge.cx), int(badge.cy), 0, 0)
    assert table.focus == 2 and solid() == [2]
    # A domino held on the table: its ghost is the one solid domino.
    view.on_key_press(K.KEY_3, 0)  # hint 3 taken: held where it lies
    assert view.placing.preview == hints[2].action and solid() == []
    view.on_key_press(K.ESCAPE, 0)
    view.on_key_press(K.ESCAPE, 0)
    assert view.placing.tile is None and solid() == [2]


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_hint_stays_in_the_hand_while_a_placement_is_previewed(
    app: App, size: tuple[int, int], language: str
) -> None:
    set_language(language)
    app.window.set_size(*size)
    for turns in (6, 16):
        view = open_view(app, seed7(turns), hints=True)
        view.on_resize(*size)
        hints = view.hints
        assert hints is not None and len(hints) == 3
        for key in (K.KEY_2, K.KEY_3, K.KEY_1):
            view.on_key_press(key, 0)
            assert view.placing.preview is not None
            view.on_draw()
            hand = view.hand
            lines = hand.status_lines()
            rows = [r for line, tone, _ in lines if tone == "hint" for r in line.split("\n")]
            # The three hints, each with its domino and its points, none cut short.
            assert [r.split(".")[0] for r in rows] == ["1", "2", "3"], rows
            heads = view.presenter.shorter(show_hints=True, hints=hints)
            for row, hint in zip(rows, hints, strict=True):
                assert not row.endswith("…") and row in (*heads, *heads.values()), row
                assert view.presenter.hand_words().place(hint.action) in row
            assert len(set(rows)) == 3  # (no two read the same)
            # The preview's own line is there, with its points, and everything fits.
            assert lines[0][1] == "legal" and lines[0][0].startswith(("Preview", "Aperçu"))
            width = int(hand.status_box()[1])
            used = sum(
                text(line, 0, 0, size=fsize, width=width, anchor_y="top").content_height
                for line, _, fsize in lines
            ) + hand.status_gap() * (len(lines) - 1)
            assert used <= hand.rect.height - 14


# --------------------------------------------------------------------------- the log


@pytest.mark.parametrize("language", ["en", "fr"])
def test_last_moves_are_wrapped_whole_in_a_small_window(app: App, language: str) -> None:
    set_language(language)
    app.window.set_size(900, 600)
    players = (
        PlayerSpec("Ada", "human"),
        PlayerSpec("Computer", "medium"),
        PlayerSpec("Computer", "hard"),
    )
    seen = 0
    for seed in (1, 7):
        match = Match.new(Settings(players, 120, seed))
        view = open_view(app, match)
        view.on_resize(900, 600)
        width = view.side.rect.width - 40
        for _ in range(90):
            if match.game.is_over:
                break
            play_turn(match)
            for _, line in view.presenter.log_lines()[-1:]:
                rows = log_rows(line, width)
                assert not any(r.endswith("…") for r in rows), rows
                widths = [text(r, 0, 0, size=SIZES.small).content_width for r in rows]
                assert max(widths) <= width, rows
                assert " ".join(r.strip() for r in rows) == line  # every word, in order
                seen += len(rows) > 2
        view.on_draw()
    assert seen  # (some lines took three rows)


# --------------------------------------------------------------------------- the end screen


def test_the_end_takes_enter_only_after_its_settle_moment(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Enter that confirmed the last placement, or a second one pressed by reflex, does
    not leave the results the moment they show: the end screen takes Enter for a new game
    only after theme.SETTLE, as the classic end does."""
    import random
    import time

    from conftest import choose

    from figures.ui import theme
    from figures.ui.colour.end import EndView

    monkeypatch.setattr(theme, "SETTLE", 0.6)
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), MIN_TARGET, 3)
    match = Match.new(settings)
    rng = random.Random(3)
    while not match.game.is_over:
        match.apply(choose(match.game, rng))
    app.show_match(match)
    table = app.window.current_view
    assert isinstance(table, GameView)
    table.over_since = -10.0  # the last placement shown for a while: the results come
    table.on_update(1 / 60)
    end = app.window.current_view
    assert isinstance(end, EndView)
    end.on_draw()
    for key in (K.ENTER, K.RETURN, K.NUM_ENTER):
        end.on_key_press(key, 0)
        assert app.window.current_view is end and app.game_view is table  # still the results
    end.shown_at = time.monotonic() - 0.7  # the moment has passed
    end.on_key_press(K.ENTER, 0)
    new = app.game_view
    assert isinstance(new, GameView) and new is not table and app.window.current_view is new
    assert new.match.settings.seed != settings.seed and not new.match.game.actions
