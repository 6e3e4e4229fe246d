"""What a newcomer met on the classic game screen (figures/ui/classic/view.py), headless: the
hint that names only what the rules allow, Undo and Hint off on a finished game, the seats'
names told apart when they are shortened, the long titles given the room there is, the
French words for Undo and for the pips held, and the seats' colours apart."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import itertools
import math
import random
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import (  # noqa: E402
    FakeNavigator,
    click,
    key,
    make_view,
    reach,
    tile_point,
)

from figures.classic.actions import DRAW, PASS, Lead  # noqa: E402
from figures.classic.round import Round  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.classic.tiles import tile as tile_of  # noqa: E402
from figures.colour.tiles import Colour  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.scene.colour import PALETTE  # noqa: E402
from figures.texts.i18n import set_language, sources, tr  # noqa: E402
from figures.ui import theme  # noqa: E402
from figures.ui.classic import lines, presenter  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.classic.paint import seat_colour  # noqa: E402
from figures.ui.classic.table import CLOTH  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402
from figures.ui.widgets.shapes import Canvas, Picture  # noqa: E402

KEY = arcade.key


def position(window: Any, game: str, hands: list[list[int]], stock: list[int]) -> ClassicGameView:
    """``game`` with You and Bob, the 6-6 led, You to move with ``hands[0]``."""
    players = (PlayerSpec("You"), PlayerSpec("Bob", "random"))
    match = ClassicMatch.new(ClassicSettings(game, players, seed=1))
    current = Round(match.rules, hands, stock, line=[Lead(tile_of(6, 6), 6)], turn=0)
    match.game.rounds[0].round = current
    match.game.current = current
    view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
    view.think_at_least = 10.0
    window.show_view(view)
    return view


@pytest.mark.parametrize(
    ("game", "stock"),
    [
        ("all-fives", [tile_of(2, 3), tile_of(4, 5)]),
        ("draw", [tile_of(2, 3)]),
        ("draw", []),
        ("block", []),
    ],
)
def test_the_hint_without_a_play_names_only_what_the_rules_allow(
    window: Any, game: str, stock: list[int]
) -> None:
    """No tile fits the 6-6: the hint says draw while the engine allows a draw, pass only
    when it allows a pass (All Fives with stock left: draw, never 'draw or pass')."""
    hands = [[tile_of(0, 1), tile_of(1, 2)], [tile_of(0, 3), tile_of(4, 4)]]
    view = position(window, game, hands, stock)
    match = view.match
    assert not match.plays()
    key(view, KEY.H)
    view.on_update(1 / 60)
    line = lines.hint_line(view)
    legal = match.legal()
    if DRAW in legal and PASS in legal:
        assert line == tr("classic.hint.none.both")
    elif DRAW in legal:
        assert line == tr("classic.hint.none.draw")
        assert "pass" not in line
    else:
        assert PASS in legal
        assert line == tr("classic.hint.none.pass")
        assert "draw" not in line
    if game == "all-fives":
        assert DRAW in legal and PASS not in legal  # the engine's word, not the screen's
    view.stop()


def test_undo_and_hint_are_off_on_a_finished_game(window: Any) -> None:
    """The game over and its results read: the table is shown finished, and neither the
    buttons nor Ctrl+Z and H take anything back or look for a play."""
    view, _ = make_view(
        window, "draw", ("human", "random"), seed=3, overrides=(("target", {"points": 5}),)
    )
    match = view.match
    reach(view, lambda v: v.match.is_over, random.Random(2))
    view.show_results()
    view.window.show_view(view)
    view.on_update(1 / 30)
    view.on_draw()
    assert match.can_undo()  # the match could, but the finished screen does not offer it
    bar = view.top_bar
    assert not bar.button("undo").enabled()
    assert not bar.button("hint").enabled()
    played = match.game.history()
    key(view, KEY.Z, KEY.MOD_CTRL)
    assert match.game.history() == played and match.is_over
    key(view, KEY.H)
    assert not view.show_hints and lines.hint_line(view) == ""
    assert not bar.button("hint").selected()
    view.stop()


def test_french_says_undo_and_cancel_in_different_words(window: Any) -> None:
    """A tile held: Undo in the top bar and Cancel (Esc) under the hand are both shown, and
    French gives them different words ('Défaire', 'Annuler (Échap)'), the colour screen's
    Undo button saying the same word (one text for both screens)."""
    set_language("fr")
    try:
        view, _ = make_view(window, "draw", ("human", "random"), seed=3)
        view.on_resize(900, 600)
        reach(view, lambda v: v.match.human_to_move and v.match.plays(), random.Random(1))
        click(view, *tile_point(view, view.match.plays()[0].tile))
        view.on_draw()
        assert view.held is not None and view.cancel_button.visible()
        undo = view.top_bar.button("undo")
        assert undo in view.top_bar.toolbar
        assert undo.text() == tr("button.undo") == "Défaire"
        cancel = view.cancel_button.text()
        assert cancel.split()[0] != undo.text().split()[0], (cancel, undo.text())
        view.stop()
    finally:
        set_language("en")


def lab(colour: tuple[int, ...]) -> tuple[float, float, float]:
    """sRGB to CIELAB (D65)."""

    def linear(u: float) -> float:
        u /= 255
        return ((u + 0.055) / 1.055) ** 2.4 if u > 0.04045 else u / 12.92

    r, g, b = (linear(v) for v in colour[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def test_the_eight_seats_colours_stand_apart() -> None:
    """Eight seats, eight colours told apart (Computer 2's and Computer 6's were both blue):
    every two more than 30 apart in CIELAB, the first four the colour game's own."""
    colours = [seat_colour(seat) for seat in range(8)]
    assert colours[:4] == [PALETTE[c] for c in (Colour.R, Colour.B, Colour.G, Colour.Y)]
    for a, b in itertools.combinations(colours, 2):
        assert math.dist(lab(a), lab(b)) > 30, (a, b)
    for colour in colours:  # and readable on the cloth, beside the ink
        assert min(math.dist(lab(colour), lab(o)) for o in (CLOTH, theme.INK)) > 30, colour


def painted(view: ClassicGameView, monkeypatch: Any) -> list[str]:
    """Every text of a frame of ``view``: drawn on its own, or painted on a canvas (a panel's
    picture, painted afresh)."""
    said: list[str] = []
    for kind in (Canvas, Picture):
        real = kind.text

        def spy(self: Any, content: str, *args: Any, real: Any = real, **kwargs: Any) -> Any:
            said.append(content)
            return real(self, content, *args, **kwargs)

        monkeypatch.setattr(kind, "text", spy)
    side = view.side_panel
    pictures = [*vars(view).values(), side.picture, side.log_picture, *side.row_pictures]
    for picture in [*pictures, view.round_panel.picture]:
        if isinstance(picture, Picture):
            picture.key = None
    side.key = None
    view.refresh()  # (the panels are painted when fed, before the frame)
    view.on_draw()
    monkeypatch.undo()
    return said


def test_french_never_calls_the_pips_held_points(window: Any, monkeypatch: Any) -> None:
    """French says 'valeur en main' for the pips a hand holds, never 'points' (the word of
    the score beside it): in every text of the classic screens that speaks of pips, and on a
    round's end as drawn (the pips column and its figures)."""
    french_texts = sources("fr")
    for key_, english in sources("en").items():
        french = french_texts[key_]
        if key_.startswith("classic-") and "pip" in english:
            assert "point" not in french.replace("$points", ""), (key_, french)
    set_language("fr")
    try:
        view, _ = make_view(window, "draw", ("human", "random"), seed=3)
        match = view.match
        reach(view, lambda v: v.match.round_end is not None, random.Random(4))
        view.on_resize(900, 600)
        shown = painted(view, monkeypatch)
        summary = presenter.round_summary(match)
        assert summary is not None
        assert tr("classic.col.pips") in shown
        for row in summary.rows:
            words = presenter.pips_words(row.pips)
            assert words in shown and "valeur" in words and "point" not in words
        view.stop()
    finally:
        set_language("en")


@pytest.mark.parametrize("computers", [5, 6])
def test_computers_names_shortened_stay_apart_at_900x600(
    window: Any, monkeypatch: Any, computers: int
) -> None:
    """French, 900×600, five or six computers: the names too long for the seats' rows and
    the scores are shortened with their numbers kept ('Ordi. 2'), every name shown apart
    from the others and none cut inside a word with '…' ('Ordinateur…' on every row)."""
    set_language("fr")
    try:
        players = (
            PlayerSpec("Vous"),
            *(PlayerSpec(f"Ordinateur {n}", "random") for n in range(2, computers + 2)),
        )
        match = ClassicMatch.new(ClassicSettings("mexican-train", players, seed=1))
        view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
        window.set_size(900, 600)
        window.show_view(view)
        view.on_resize(900, 600)
        view.on_update(1 / 60)
        shown = painted(view, monkeypatch)
        rows = [[label.text for label in row._labels] for row in view.seat_rows.rows.values()]
        assert len(rows) == computers
        for seat, lines in zip(view.seat_rows.rows, rows, strict=True):
            assert all("…" not in line for line in lines), lines
            assert lines[0].split(" · ")[0].endswith(f" {seat + 1}"), lines
        row_names = [lines[0].split(" · ")[0] for lines in rows]
        assert len(set(row_names)) == computers
        scores = [t for t in shown if t.startswith(("O", "Vous")) and not t.startswith("Ouv")]
        named = [t for t in scores if t == "Vous" or t.split()[-1].isdigit()]
        assert len(named) == computers + 1 and len(set(named)) == computers + 1, scores
        assert not any(t.endswith("…") for t in named)
        view.stop()
    finally:
        window.set_size(1280, 800)
        set_language("en")


def test_names_shortened_alike_keep_their_seat_number() -> None:
    """Two names whose shortenings meet ('Alexandre', 'Alexandra': 'Alex.') are told apart
    by their seats' numbers; a name that fits stays whole."""

    def fits(seat: int, name: str) -> bool:
        return len(name) <= 8

    names = ["Vous", "Alexandre", "Alexandra", "Ordinateur 4", "Ordinateur 5"]
    shown = presenter.short_names(names, fits)
    assert shown[0] == "Vous"
    assert shown[3:] == ["Ordi. 4", "Ordi. 5"]
    assert len(set(shown)) == len(shown) and all(fits(0, name) for name in shown), shown
    assert shown[1].endswith(" 2") and shown[2].endswith(" 3"), shown
    assert not any("…" in name for name in shown)


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1200)])
def test_the_round_s_end_and_the_target_are_said_whole(
    window: Any, monkeypatch: Any, size: tuple[int, int]
) -> None:
    """French, at a round's end of All Fives to 250 points marked in play: the top bar's
    status is never a sentence cut with '…' (too long for the bar's room, the round's title,
    the summary under it saying how the round ended whole), and the side panel's target is
    said whole, on two rows when it needs them."""
    set_language("fr")
    window.set_size(*size)
    try:
        players = ("human", "random", "random")
        target = (("target", {"instant": {"2": 250, "3": 250, "4": 250}}),)
        view, _ = make_view(window, "all-fives", players, seed=3, overrides=target)
        view.on_resize(window.width, window.height)
        match = view.match
        reach(view, lambda v: v.match.round_end is not None, random.Random(4))
        view.on_update(1 / 60)
        shown = painted(view, monkeypatch)
        status = view.top_bar.shown_status
        assert "…" not in status, status
        summary = presenter.round_summary(match)
        assert summary is not None
        assert status in (view.status(), summary.title)
        assert presenter.capital(summary.how) in shown
        if status == summary.title:  # (the whole sentence would not fit the bar)
            assert presenter.capital(summary.how) not in status
        target = presenter.target_text(match)
        assert "250" in target
        first = next((i for i, line in enumerate(shown) if line and target.startswith(line)), -1)
        assert first >= 0, f"{target!r} is not said whole: {shown}"
        assert target in (shown[first], f"{shown[first]} {shown[first + 1]}"), shown
        view.stop()
    finally:
        window.set_size(1280, 800)
        set_language("en")


def test_the_game_s_end_says_who_won_whole_at_900x600(window: Any) -> None:
    """French, 900×600: 'Partie terminée : Ordinateur 1 gagne' does not fit the top bar; the
    status says who won whole ('Ordinateur 1 gagne') rather than 'Partie terminée : Ordi…'."""
    set_language("fr")
    window.set_size(900, 600)
    try:
        players = tuple(PlayerSpec(f"Ordinateur {n}", "random") for n in range(1, 5))
        match = ClassicMatch.new(ClassicSettings("block", players, seed=5))
        view = ClassicGameView(FakeNavigator(window), match)  # type: ignore[arg-type]
        view.think_at_least = view.slide_time = view.turns.moment = 0.0
        window.show_view(view)
        view.on_resize(900, 600)
        reach(view, lambda v: v.match.is_over, random.Random(1))
        view.on_update(1 / 60)
        view.on_draw()
        status = view.top_bar.shown_status
        assert "…" not in status and presenter.game_title(match) in status, status
        view.stop()
    finally:
        window.set_size(1280, 800)
        set_language("en")
