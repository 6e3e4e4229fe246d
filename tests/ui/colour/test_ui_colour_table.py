"""The colour game's table as a player uses it (issue 13): hints taken with a number or a
click, the surfaces a placement would close shown before it is confirmed (the engine's), the
net points of a paid second domino, the top bar that does not move during a turn, the keys
panel and the More menu that close, the legal-spots aid reset, the cells no domino can fill
(the engine's), and the words of the hints and of the red reasons."""

from __future__ import annotations

import itertools
import math
import os

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.ai.hints import Hint
from figures.colour.actions import EndTurn, Place
from figures.colour.board import Placed
from figures.colour.closing import closing, dead_cells, opened
from figures.colour.game import MIN_TARGET, Phase, Settings
from figures.colour.geometry import DIRS, OFFSET, Side
from figures.colour.rules import Score, evaluate, is_legal
from figures.colour.tiles import default_tileset
from figures.core.seats import PlayerSpec
from figures.scene.colour import PALETTE, cells_of, middle_of
from figures.texts.i18n import set_language, tr
from figures.ui import theme
from figures.ui.colour.match import Match, find_hints, private_view
from figures.ui.colour.presenter import HandWords, hint_text, hint_why
from figures.ui.colour.table import hint_layers, hint_marker_rects, hint_shown, hints_box
from figures.ui.colour.view import GameView
from figures.ui.shell import sound
from figures.ui.shell.app import App
from tools.screenshots import play_turn

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


def seed7(turns: int) -> Match:
    """The play test's game (seed 7, Ada against the medium computer), played by the best
    hints and the computer until Ada is to move after at least ``turns`` turns."""
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium")), 120, 7)
    match = Match.new(settings)
    while True:
        play_turn(match)
        game = match.game
        if match.human_to_move and game.phase is Phase.TURN and len(game.turns) >= turns:
            return match


def open_view(app: App, match: Match, *, hints: bool = True) -> GameView:
    view = GameView(app, match)
    app.window.show_view(view)
    view.fit()
    if hints:
        view.show_hints = True
        view.hints = find_hints(private_view(match.game, match.game.current), 3)
        view.hint_aid.version = match.version
    view.on_draw()
    return view


def click(view: GameView, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


# --------------------------------------------------------------------------- hints


def test_a_number_key_previews_its_hint_and_enter_confirms_it(app: App) -> None:
    view = open_view(app, seed7(16))
    assert view.hints is not None and len(view.hints) == 3
    second = view.hints[1].action
    view.on_key_press(K.KEY_2, 0)
    placing = view.placing
    assert (placing.tile, placing.face, placing.at, placing.dir) == (
        second.tile,
        second.face,
        second.at,
        second.dir,
    )
    assert placing.preview == second  # previewed, not played
    assert view.match.game.turns[-1:] != [] and view.table.focus == 1
    played = len(view.match.events)
    view.on_key_press(K.ENTER, 0)
    assert len(view.match.events) == played + 1
    assert view.match.events[-1].action == second


def test_clicking_a_hint_badge_previews_it_and_again_confirms(app: App) -> None:
    view = open_view(app, seed7(16))
    assert view.hints is not None
    third = view.hints[2].action
    rect = hint_marker_rects(view.camera, view.hints)[2]
    click(view, rect.cx, rect.cy)
    assert view.placing.preview == third
    view.on_draw()
    rect = hint_marker_rects(view.camera, view.hints)[2]
    played = len(view.match.events)
    click(view, rect.cx, rect.cy)
    assert view.match.events[-1].action == third and len(view.match.events) == played + 1


def test_clicking_a_hint_cell_with_no_domino_held_previews_it(app: App) -> None:
    view = open_view(app, seed7(6))
    assert view.hints is not None
    first = view.hints[0].action
    x, y = view.camera.to_screen(*middle_of(first.at, first.dir))
    click(view, x, y)
    assert view.placing.preview == first


def test_badges_never_overlap_and_no_two_ghosts_share_a_cell(app: App) -> None:
    # Seed 7, turn 6: hints 1 and 3 lie on the same two cells (the play test's "1 3" and
    # the olive tints).
    view = open_view(app, seed7(6))
    hints = view.hints
    assert hints is not None
    same = [
        (i, j)
        for i, j in itertools.combinations(range(len(hints)), 2)
        if set(cells_of(hints[i].action.at, hints[i].action.dir))
        & set(cells_of(hints[j].action.at, hints[j].action.dir))
    ]
    assert same == [(0, 2)]
    for many in (hints, [hints[0]] * 3):
        rects = hint_marker_rects(view.camera, many)
        for a, b in itertools.combinations(rects, 2):
            assert a.right < b.left or b.right < a.left or a.top < b.bottom or b.top < a.bottom
    for focus in range(3):
        # The focused hint alone is whole (issue 21: no ghosts stacked or side by side in
        # translucent colours); none while a domino held lies on the table.
        assert hint_shown(hints, focus) == [i == focus for i in range(3)]
        assert hint_shown(hints, focus, hints[1].action) == [False] * 3


def test_the_focused_hint_is_solid_and_the_others_are_markers_under_it(app: App) -> None:
    # Seed 7, turn 6: hint 3 shares hint 1's cells. One look per hint (issue 21): the
    # focused one solid with its bold outline on top, every other one a thin marker drawn
    # under it (hidden where they share cells: its badge says it is there).
    view = open_view(app, seed7(6))
    hints = view.hints
    assert hints is not None and len(hints) == 3
    for focus in range(3):
        layers = hint_layers(hints, focus)
        assert [layer for layer, _ in layers] == ["mark", "mark", "fill", "outline"]
        assert layers[-2:] == [("fill", focus), ("outline", focus)]
        assert sorted(rank for layer, rank in layers if layer == "mark") == [
            i for i in range(3) if i != focus
        ]
    # The held domino on the table: its ghost is the solid one, the hints all outlines.
    layers = hint_layers(hints, 0, hints[0].action)
    assert not [layer for layer, _ in layers if layer == "fill"]
    assert ("outline", 0) in layers and ("mark", 2) in layers
    view.on_draw()  # and the screen draws them


def test_space_fits_the_table_and_the_hints(app: App) -> None:
    view = open_view(app, seed7(16))
    assert view.hints is not None
    view.camera.pan_cells(30, 30)
    view.on_key_press(K.SPACE, 0)
    box = hints_box(view.hints)
    assert box is not None and view.camera.shows(box)
    cells = list(view.match.game.board.cells)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    assert view.camera.shows((min(xs), min(ys), max(xs) + 1, max(ys) + 1))


# --------------------------------------------------------------------------- closing


def _closing_place(match: Match) -> Place:
    game = match.game
    for action in game.legal_actions():
        if isinstance(action, Place):
            face = game.tileset[action.tile].faces[action.face]
            if evaluate(game.board, face, action.at, action.dir).closed_surfaces:
                return action
    raise AssertionError("no placement closes anything")


def test_the_ghost_outlines_exactly_what_the_engine_would_close(app: App) -> None:
    match = seed7(16)
    view = open_view(app, match, hints=False)
    action = _closing_place(match)
    game = match.game
    placing = view.placing
    assert placing.select(game, action.tile)
    placing.face, placing.dir, placing.at = action.face, action.dir, action.at
    view.keyboard = True
    view.on_draw()
    shown = view.table.closing_preview
    face = game.tileset[action.tile].faces[action.face]
    expected = evaluate(game.board, face, action.at, action.dir).closed_surfaces
    assert tuple(s.size for s in shown) == expected and expected
    # The same surfaces the table has once the placement is made.
    after = game.board.copy()
    before = {s.squares for s in after.surfaces.surfaces() if s.closed}
    after.place(Placed(face, action.at, action.dir, action.tile))
    made = {s.squares for s in after.surfaces.surfaces() if s.closed} - before
    assert {s.squares for s in shown} == made
    # The preview keeps them; a spot that closes nothing shows none.
    assert placing.click(game).value == "preview"
    view.on_draw()
    assert {s.squares for s in view.table.closing_preview} == made
    placing.preview = None
    plain = next(
        a
        for a in game.legal_placements(action.tile)
        if not evaluate(game.board, game.tileset[a.tile].faces[a.face], a.at, a.dir).closed_surfaces
    )
    placing.face, placing.dir, placing.at = plain.face, plain.dir, plain.at
    view.on_draw()
    assert view.table.closing_preview == []


def test_the_points_float_above_the_surfaces_they_closed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[tuple[str, float]] = []
    monkeypatch.setattr(sound, "cue", lambda name, strength=1.0: heard.append((name, strength)))
    match = seed7(16)
    view = open_view(app, match, hints=False)
    action = _closing_place(match)
    view.apply(action)
    event = view.match.events[-1]
    assert event.score is not None
    assert heard == [("place", 1.0), ("close", max(event.score.closed_surfaces))]
    closed = view.table.renderer.new_closed
    assert closed and view.table.floats
    top = max(s[1] + 1 for surface in closed for s in surface.squares)
    assert view.table.floats[0].at[1] >= top
    assert view.animating()
    view.now += 10
    view.table.now = view.now
    view.table.update(view.now)
    view.camera.glide = None
    view.message.toast = None
    assert not view.animating()
    view.show_hints = True  # a hint search under way: its hints will show by themselves
    view.hint_aid.update()
    assert view.hint_task is not None and view.animating()
    view.stop()
    assert not view.animating()


def test_closing_matches_evaluate_on_every_spot_of_a_game() -> None:
    match = seed7(22)
    game = match.game
    checked = 0
    for action in game.legal_actions():
        if isinstance(action, Place):
            face = game.tileset[action.tile].faces[action.face]
            sizes = tuple(s.size for s in closing(game.board, face, action.at, action.dir))
            assert sizes == evaluate(game.board, face, action.at, action.dir).closed_surfaces
            checked += 1
            surface = opened(game.board, face, action.at, action.dir)
            assert surface is None or not surface.closed
    assert checked > 20


# --------------------------------------------------------------------------- second domino


def test_a_paid_second_ghost_shows_its_net_points(app: App) -> None:
    match = seed7(16)
    game = match.game
    assert game.scores[game.current] >= 4
    first = find_hints(private_view(game, game.current), 1)[0].action
    match.apply(first)
    assert game.phase is Phase.SECOND and game.can_pay_second()
    view = open_view(app, match, hints=False)
    other = game.hands[game.current][0]
    spot = game.legal_placements(other)[0]
    view.placing.select(game, other)
    view.placing.face, view.placing.dir, view.placing.at = spot.face, spot.dir, spot.at
    caption = view.presenter.ghost_caption()
    face = game.tileset[spot.tile].faces[spot.face]
    points = evaluate(game.board, face, spot.at, spot.dir).points
    assert caption is not None
    net = f"{points - 4:+d}".replace("-", "\u2212")  # (the typographic minus: "+1 − 4 = −3")
    assert caption.text == f"+{points} − 4 = {net}"


# --------------------------------------------------------------------------- the bar, keys


def test_top_bar_buttons_keep_their_places_across_a_turn(app: App) -> None:
    match = seed7(16)
    view = open_view(app, match, hints=False)
    names = [
        name for name in view.top_bar.named if view.top_bar.button(name) in view.top_bar.toolbar
    ]
    before = {n: view.top_bar.button(n).rect for n in names}
    labels = {n: view.top_bar.button(n).text() for n in names}
    first = find_hints(private_view(match.game, match.game.current), 1)[0].action
    view.apply(first)  # now the status offers a second domino: a longer line
    view.on_draw()
    assert match.game.phase is Phase.SECOND
    assert {n: view.top_bar.button(n).rect for n in names} == before
    assert {n: view.top_bar.button(n).text() for n in names} == labels
    assert labels["spots"] == tr("button.aid_spots")


def test_question_mark_closes_the_keys_it_opened_and_esc_the_more_menu(app: App) -> None:
    view = open_view(app, seed7(6), hints=False)
    view.on_key_press(K.QUESTION, K.MOD_SHIFT)
    assert view.help
    view.on_key_press(K.QUESTION, K.MOD_SHIFT)
    assert not view.help
    view.on_key_press(K.SLASH, K.MOD_SHIFT)
    assert view.help
    view.on_key_press(K.SLASH, K.MOD_SHIFT)
    assert not view.help
    # What X sends for "?" pressed twice: the first comes as the key and its text, the
    # second as Shift and the text alone (seen under Xvfb with xdotool).
    view.on_key_press(K.QUESTION, K.MOD_SHIFT)
    view.on_text("?")
    assert view.help
    view.on_key_press(K.LSHIFT, 0)
    view.on_text("?")
    assert not view.help
    view.layout(640, 560)  # narrow: some buttons go into the More menu
    view.on_draw()
    bar = view.top_bar
    assert bar.overflow
    click(view, bar.more.rect.cx, bar.more.rect.cy)
    assert bar.more_open
    view.on_key_press(K.ESCAPE, 0)
    assert not bar.more_open
    view.layout(1280, 800)


def test_the_spots_aid_ends_with_its_game(app: App) -> None:
    app.options.show_spots = True
    app.start(Settings((PlayerSpec("Ada", "random"), PlayerSpec("Bob", "random")), MIN_TARGET, 3))
    view = app.game_view
    assert isinstance(view, GameView)
    assert not app.options.show_spots  # a new game starts without it
    view.play.toggle_spots()
    assert app.options.show_spots
    match = view.match
    view.stop()
    while not match.game.is_over:
        seat = match.game.current
        from figures.colour.views import view_of

        match.apply(match.computers[seat].choose(view_of(match.game, seat)))
    view.sync()
    assert not app.options.show_spots  # off at the end


# --------------------------------------------------------------------------- the table


def test_dead_cells_are_those_no_remaining_face_can_cover(app: App) -> None:
    match = seed7(22)
    game = match.game
    used = {p.tile for p in game.board.placed}
    faces = [f for t in range(len(game.tileset)) if t not in used for f in game.tileset[t].faces]
    dead = dead_cells(game.board, faces)
    board = game.board
    around = {
        (x, y)
        for x, y in {(x + dx, y + dy) for x, y in board.cells for dx, dy in OFFSET.values()}
        if (x, y) not in board.cells
        and sum((x + dx, y + dy) in board.cells for dx, dy in OFFSET.values()) >= 2
    }
    brute = set()
    distinct = {f.code: f for f in faces}.values()
    for x, y in around:
        spots = [((x - sx, y - sy), d) for d in DIRS for sx, sy in ((0, 0), OFFSET[d])]
        if not any(is_legal(board, f, at, d) for at, d in spots for f in distinct):
            brute.add((x, y))
    assert dead == brute and dead
    assert dead_cells(board, []) == set()  # nothing left to place: nothing to mark
    view = open_view(app, match, hints=False)
    assert view.table.dead == dead


def test_seat_colours_stand_apart() -> None:
    def lab(c: tuple[int, int, int]) -> tuple[float, float, float]:
        def lin(u: float) -> float:
            u /= 255
            return ((u + 0.055) / 1.055) ** 2.4 if u > 0.04045 else u / 12.92

        r, g, b = (lin(v) for v in c)
        x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

        def f(t: float) -> float:
            return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))

    # The tiles, the dominoes' borders, the hints, the table and the dark outline of every
    # closed surface (a seat's frame beside a closed yellow must not read as its outline).
    others = [*PALETTE.values(), theme.INK, theme.HINT, theme.TABLE, *theme.CLOSED_OF.values()]
    seats = list(theme.SEATS)
    for a, b in itertools.combinations(seats, 2):
        assert math.dist(lab(a), lab(b)) > 30, (a, b)
    for seat in seats:
        assert min(math.dist(lab(seat), lab(o)) for o in others) > 30, seat


def test_red_reasons_speak_as_a_player(app: App) -> None:
    match = seed7(6)
    view = open_view(app, match, hints=False)
    game = match.game
    tile = game.hands[game.current][0]
    placing = view.placing
    placing.select(game, tile)
    reasons = set()
    for x, y in {(c[0] + 1, c[1]) for c in game.board.cells}:
        for d in (Side.E, Side.N):
            placing.at, placing.dir = (x, y), d
            verdict = placing.verdict(game)
            if verdict is not None and not verdict.legal:
                reasons.add(verdict.reason)
    assert reasons
    for reason in reasons:
        assert not any(ch.isdigit() for ch in reason), reason
    assert any(r.startswith("the ") and " edge would touch " in r for r in reasons)


# --------------------------------------------------------------------------- hint words


def test_a_hint_ranked_above_more_points_says_its_numbers() -> None:
    set_language("en")
    a, b, c = (Place(t, 0, (9, 9), Side.E) for t in (1, 2, 3))
    low = Hint(a, Score(1, ()), 0, 18.0, threat=0.2, then=c, then_points=17, opens=("yellow", 4))
    high = Hint(b, Score(2, (13,)), 0, 17.7, threat=2.6, kept=2, opens=("blue", 7))
    hand = HandWords((1, 3), lambda tile: 1 if tile == 1 else 0)
    why = hint_why(low, high, 15, rank=2, hand=hand)
    # The two most telling reasons, in whole points, the dominoes as the hand shows them;
    # ranked above which hint.
    assert why == (
        " · ranked above hint 2: then your right domino as a paid second: +17\u00a0−\u00a04; "
        "the 15-point move leaves a blue 7 open (next player's best reply +3)"
    )
    text, _ = hint_text([low, high], hand=hand)
    first = text.split("\n")[1]
    assert first.startswith("1. your left domino, other face: ") and first.endswith(why)
    set_language("fr")
    try:
        why = hint_why(low, high, 15, rank=2, hand=hand)
        assert why.startswith(" · classé avant le conseil 2\u00a0: ")
        assert "puis votre domino de droite en second payant\u00a0: +17\u00a0−\u00a04" in why
        assert "le coup à 15 points laisse ouvert un bleu de 7" in why
        assert why.count("\u202f; ") == 1
    finally:
        set_language("en")


def test_a_second_placement_losing_points_says_to_end_the_turn() -> None:
    set_language("en")
    a, b = (Place(t, 0, (9, 9), Side.E) for t in (1, 2))
    cost = Score(0, ()).rules.cost
    hints = [Hint(a, Score(cost - 2, ()), cost, -2.0), Hint(b, Score(cost - 3, ()), cost, -3.0)]
    text, _ = hint_text(hints, hand=HandWords((1,)))
    lines = text.split("\n")
    assert lines[0] == "Better end your turn (best second domino: \u22122 points)"
    assert lines[1].startswith("1. your domino: ") and lines[1].endswith("= \u22122 points")
    assert "-" not in text
    # A second placement that earns more than it pays is ranked as usual.
    fine = [Hint(a, Score(cost + 1, ()), cost, 1.0)]
    assert hint_text(fine)[0].split("\n")[0] == tr("hint.caption")


def test_opened_names_the_largest_open_surface_a_move_joins() -> None:
    tiles = default_tileset()
    match = seed7(16)
    board = match.game.board
    for action in match.game.legal_actions():
        if isinstance(action, Place):
            face = tiles[action.tile].faces[action.face]
            surface = opened(board, face, action.at, action.dir)
            if surface is not None:
                mine = set(cells_of(action.at, action.dir))
                from figures.colour.geometry import square_cells

                assert any(c in mine for s in surface.squares for c in square_cells(s))
                return
    raise AssertionError("no move opens anything")


def test_a_turn_cue_when_a_human_is_to_move(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[str] = []
    monkeypatch.setattr(sound, "cue", lambda name, strength=1.0: heard.append(name))
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "human")), 120, 7)
    match = Match.new(settings)
    while match.game.phase is not Phase.TURN:
        play_turn(match)
    view = open_view(app, match, hints=False)
    view.reveal()
    first = find_hints(private_view(match.game, match.game.current), 1)[0].action
    view.apply(first)
    if match.game.phase is Phase.SECOND:
        view.apply(EndTurn())
    assert heard[0] == "place" and heard[-1] == "turn"


def test_hints_under_the_hand_are_brought_into_view(app: App) -> None:
    import time

    view = open_view(app, seed7(16), hints=False)
    hints = find_hints(private_view(view.match.game, view.match.game.current), 3)
    box = hints_box(hints)
    assert box is not None
    # The table dragged up: the hints lie below the view, behind the hand panel.
    bottom = view.camera.visible()[1]
    view.camera.pan_cells(0, box[3] - bottom + 1)
    assert not view.camera.shows(box)
    view.on_key_press(K.H, 0)
    end = time.monotonic() + 20
    while (view.hints is None or view.camera.glide is not None) and time.monotonic() < end:
        view.on_update(1 / 60)
        view.on_draw()
        time.sleep(0.01)
    assert view.hints is not None and [h.action for h in view.hints] == [h.action for h in hints]
    assert view.camera.shows(box)
    for rect in hint_marker_rects(view.camera, view.hints):  # the badges too
        assert view.camera.contains(rect.left, rect.bottom)
        assert view.camera.contains(rect.right - 1, rect.top - 1)


def test_a_click_on_ones_own_preview_over_a_hint_confirms_it(app: App) -> None:
    view = open_view(app, seed7(6))
    hints = view.hints
    assert hints is not None
    game = view.match.game
    hinted = {c for h in hints for c in cells_of(h.action.at, h.action.dir)}
    own = next(
        a
        for t in game.hands[game.current]
        for a in game.legal_placements(t)
        if set(cells_of(a.at, a.dir)) & hinted and all(a != h.action for h in hints)
    )
    placing = view.placing
    placing.select(game, own.tile)
    placing.face, placing.dir, placing.at = own.face, own.dir, own.at
    view.keyboard = True
    placing.click(game)
    assert placing.preview == own
    cell = next(iter(set(cells_of(own.at, own.dir)) & hinted))
    x, y = view.camera.to_screen(cell[0] + 0.5, cell[1] + 0.5)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)
    assert view.match.events[-1].action == own
