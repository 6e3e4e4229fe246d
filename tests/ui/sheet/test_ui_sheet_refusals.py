"""The rules of an entry are the score sheet's alone (issue 22): each value a form used to
refuse on its own (points in play not in fives, more pips than the set, a target not reached,
a placement no turn can have, a second placement not afforded, points in play no round can
score), and a second placement from a house rules' hand of one, is typed with keys into the
real sheet's screen and confirmed with Enter: the sheet's refusal is shown in the form in the
player's language (English and French), the form staying open and the sheet as it was. The
colour form's player is the one the sheet says plays."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

from collections.abc import Callable, Iterator
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from conftest import texts_drawn  # noqa: E402

from figures.classic.rules import Rules  # noqa: E402
from figures.colour.house import HouseRules  # noqa: E402
from figures.sheet import files  # noqa: E402
from figures.sheet.model import ColourTurn, Placement, Sheet  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.sheet.forms.classic import ClassicRoundForm  # noqa: E402
from figures.ui.sheet.forms.colour import ColourTurnForm  # noqa: E402
from figures.ui.sheet.forms.in_play import InPlayForm  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

K = arcade.key
_KEYS = {" ": K.SPACE, "+": K.PLUS}


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def key(view: SheetView, symbol: int, modifiers: int = 0) -> None:
    view.on_key_press(symbol, modifiers)
    view.on_key_release(symbol, modifiers)


def typed(view: SheetView, content: str) -> None:
    """Each character as a key press then its text, as pyglet sends them."""
    for char in content:
        if char.isdigit():
            symbol = K.KEY_0 + int(char)
        elif char.isalpha():
            symbol = getattr(K, char.upper())
        else:
            symbol = _KEYS[char]
        view.on_key_press(symbol, 0)
        view.on_text(char)
        view.on_key_release(symbol, 0)


def screen(app: App, sheet: Sheet, letter: str = "n") -> SheetView:
    """``sheet`` on its screen, a form opened with its key (N: the next entry, F: points in
    play) as a player does."""
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    key(view, getattr(K, letter.upper()))
    view.on_text(letter)
    assert view.form is not None
    return view


def refused(
    view: SheetView, monkeypatch: pytest.MonkeyPatch, expected: str, fill: Callable[[], None]
) -> None:
    """``fill`` types a value the sheet refuses; Enter then shows ``expected`` (the sheet's
    reason, whole, in the form's footer), the form stays open, and nothing has changed: not
    the sheet, not its file."""
    form, sheet = view.form, view.sheet
    before = files.to_json(sheet)
    fill()
    key(view, K.ENTER)
    assert view.form is form
    assert getattr(form, "message", None) == expected
    drawn = texts_drawn(view.on_draw, monkeypatch)
    assert expected in drawn, [t for t in drawn if t[:3] == expected[:3]]
    assert files.to_json(sheet) == before and view.sheet is sheet
    assert view.autosave is not None
    assert files.to_json(files.load(view.autosave)) == before


def three(preset: str, **overrides: Any) -> Sheet:
    return Sheet.classic(Rules.preset(preset, 3, **overrides), ("Ann", "Bob", "Cy"))


# ----------------------------------------------------------------------------- classic rounds

FIVES = {
    "en": "Round 1: points in play are multiples of 5, not 12",
    "fr": "Manche 1\u00a0: les points en jeu sont des multiples de 5, pas 12",
}


def test_points_in_play_not_in_fives_are_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    sheet = three("all-fives")
    sheet.score_in_play(0, 10)
    view = screen(app, sheet)
    assert isinstance(view.form, ClassicRoundForm)

    def fill() -> None:
        typed(view, "2")  # Bob went out
        typed(view, "5")
        key(view, K.TAB)
        typed(view, "9")
        key(view, K.TAB)  # Ann's points in play
        key(view, K.TAB)  # Bob's
        typed(view, "10+12")

    refused(view, monkeypatch, FIVES[language], fill)
    assert view.sheet.pending == [(0, 10)] and not view.sheet.entries


PIPS = {
    "en": "Round 1: Bob's pips are a number from 0 to 168",
    "fr": "Manche 1\u00a0: les points de Bob vont de 0 à 168",
}
SET = {
    "en": "Round 1: the hands add up to 175 pips; the whole set has 168",
    "fr": "Manche 1\u00a0: les mains totalisent 175 points\u202f; le jeu entier en a 168",
}


def test_more_pips_than_the_set_holds_are_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    view = screen(app, three("draw"))
    assert isinstance(view.form, ClassicRoundForm)

    def one_hand() -> None:
        typed(view, "b5")  # blocked; Ann holds 5
        key(view, K.TAB)
        typed(view, "200")  # Bob more than the whole set
        key(view, K.TAB)
        typed(view, "0")

    refused(view, monkeypatch, PIPS[language], one_hand)

    def the_hands() -> None:
        key(view, K.TAB, K.MOD_SHIFT)
        typed(view, "20")  # (the field's text, selected, replaced)
        key(view, K.TAB)
        typed(view, "150")

    refused(view, monkeypatch, SET[language], the_hands)
    key(view, K.BACKSPACE)
    key(view, K.BACKSPACE)
    key(view, K.ENTER)  # 5 + 20 + 1: the sheet takes it
    assert view.form is None and len(view.sheet.entries) == 1


TARGET = {
    "en": "Round 1: nobody reached 250 in play with these points",
    "fr": "Manche 1\u00a0: personne n'atteint 250 en cours de jeu avec ces points",
}


def test_a_target_not_reached_in_play_is_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), ("Ann", "Bob"))
    sheet.score_in_play(0, 200)
    view = screen(app, sheet)
    form = view.form
    assert isinstance(form, ClassicRoundForm)
    before = files.to_json(sheet)
    typed(view, "t")  # the target: 200 of 250
    assert form.message == TARGET[language] and form.step == 1
    assert TARGET[language] in texts_drawn(view.on_draw, monkeypatch)
    assert files.to_json(view.sheet) == before
    key(view, K.TAB)
    typed(view, "50")  # Ann's 50 more reach it: the sheet takes the target
    key(view, K.TAB, K.MOD_SHIFT)
    typed(view, "t")
    assert (form.step, form.how, form.message) == (2, "target", "")


# ----------------------------------------------------------------------------- colour turns


def turn_screen(app: App, sheet: Sheet | None = None) -> SheetView:
    view = screen(app, sheet or Sheet.colour(("Ann", "Bob"), 60))
    assert isinstance(view.form, ColourTurnForm)
    return view


NOTHING = {
    "en": "Turn 1, placement 1: give the edges a placement connected, or its points (from 1)",
    "fr": "Tour 1, pose 1\u00a0: donnez les bords reliés par une pose, ou ses points "
    "(à partir de 1)",
}
MOST_POINTS = {
    "en": "Turn 1, placement 1: a placement earns at most 490 points",
    "fr": "Tour 1, pose 1\u00a0: une pose rapporte au plus 490 points",
}


def test_points_no_placement_earns_are_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    view = turn_screen(app)

    def zero() -> None:  # (0 in an empty form is no placement: the second given first)
        key(view, K.TAB)
        key(view, K.TAB)
        typed(view, "1")
        key(view, K.TAB, K.MOD_SHIFT)
        key(view, K.TAB, K.MOD_SHIFT)
        typed(view, "p0")  # the first placement's points, directly

    refused(view, monkeypatch, NOTHING[language], zero)

    def too_many() -> None:
        key(view, K.BACKSPACE)
        typed(view, "491")

    refused(view, monkeypatch, MOST_POINTS[language], too_many)


EDGES = {
    "en": "Turn 1, placement {k}: a placement connects 1 to 6 edges, not {n}",
    "fr": "Tour 1, pose {k}\u00a0: une pose relie de 1 à 6 bords, pas {n}",
}


@pytest.mark.parametrize("edges", ["0", "7", "10"])
def test_edges_no_placement_connects_are_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str, edges: str
) -> None:
    view = turn_screen(app)

    def first() -> None:  # (0 in an empty form is no placement: the surface given first)
        key(view, K.TAB)
        typed(view, "4")
        key(view, K.TAB, K.MOD_SHIFT)
        typed(view, edges)

    refused(view, monkeypatch, EDGES[language].format(k=1, n=edges), first)
    form = view.form
    assert isinstance(form, ColourTurnForm)
    assert form._breakdown(0) == ""  # no sum of a placement that cannot be

    def second() -> None:  # the first right (3 edges, its bonus and 4 squares), not the second
        for _ in edges:
            key(view, K.BACKSPACE)
        typed(view, "3")
        key(view, K.TAB)
        key(view, K.TAB)
        typed(view, edges)

    refused(view, monkeypatch, EDGES[language].format(k=2, n=edges), second)


SURFACE = {
    "en": "Turn 1, placement 1: a closed surface has 1 square or more, not 0",
    "fr": "Tour 1, pose 1\u00a0: une surface fermée a 1 case ou plus, pas 0",
}
SQUARES = {
    "en": "Turn 1, placement 1: the surfaces a placement closes have at most 480 squares in all",
    "fr": "Tour 1, pose 1\u00a0: les surfaces fermées par une pose ont au plus 480 cases en tout",
}


def test_surfaces_no_placement_closes_are_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    view = turn_screen(app)

    def empty_surface() -> None:
        typed(view, "2")
        key(view, K.TAB)
        typed(view, "4 0")

    refused(view, monkeypatch, SURFACE[language], empty_surface)

    def too_many() -> None:
        for _ in range(3):
            key(view, K.BACKSPACE)
        typed(view, "400 81")

    refused(view, monkeypatch, SQUARES[language], too_many)


SECOND = {
    "en": "Turn 3: a second domino costs 4 points; Ann has 2",
    "fr": "Tour 3\u00a0: un second domino coûte 4 points\u202f; Ann en a 2",
}


def test_a_second_placement_not_afforded_is_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    sheet = Sheet.colour(("Ann", "Bob"), 60)
    sheet.add(ColourTurn((Placement(1),)))  # Ann 1
    sheet.add(ColourTurn())
    view = turn_screen(app, sheet)

    def fill() -> None:
        typed(view, "1")  # Ann 2 after her first: not the 4 a second costs
        key(view, K.TAB)
        key(view, K.TAB)
        typed(view, "2")

    refused(view, monkeypatch, SECOND[language], fill)


PLACEMENTS = {
    "en": "Turn 1: a turn places at most 1 of its hand's dominoes, not 2",
    "fr": "Tour 1\u00a0: un tour pose au plus 1 des dominos de sa main, pas 2",
}


def test_a_second_placement_from_a_hand_of_one_is_the_sheets_refusal(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    view = turn_screen(app, Sheet.colour(("Ann", "Bob"), 60, house=HouseRules(hand=1)))

    def fill() -> None:
        typed(view, "5")
        key(view, K.TAB)
        key(view, K.TAB)
        typed(view, "1")

    refused(view, monkeypatch, PLACEMENTS[language], fill)


def test_the_colour_form_s_player_is_the_one_the_sheet_says_plays(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    sheet = Sheet.colour(("Ann", "Bob", "Cy"), 60, first=2)
    sheet.add(ColourTurn((Placement(2, (4,)),)))  # Cy
    view = turn_screen(app, sheet)
    form = view.form
    assert isinstance(form, ColourTurnForm)
    assert form.seat == sheet.next_seat() == 0
    assert "Turn 2 — Ann plays" in texts_drawn(view.on_draw, monkeypatch)
    key(view, K.ESCAPE)
    view.edit_entry(0)  # the turn Cy played, changed
    form = view.form
    assert isinstance(form, ColourTurnForm) and form.seat == sheet.lines[0].seat == 2
    typed(view, "3")
    key(view, K.ENTER)
    assert view.form is None and sheet.scores == (0, 0, 8)  # 3 edges, its bonus, 4 squares


# ----------------------------------------------------------------------------- in play

IN_PLAY_FIVES = {
    "en": "points in play are multiples of 5, not 12",
    "fr": "les points en jeu sont des multiples de 5, pas 12",
}
IN_PLAY_MOST = {
    "en": "a side scores at most 4,700 points in play in a round",
    "fr": "un camp marque au plus 4\u202f700 points en cours de jeu dans une manche",
}


def test_points_in_play_the_sheet_refuses_as_they_happen(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    view = screen(app, Sheet.classic(Rules.preset("all-fives", 2), ("Ann", "Bob")), "f")
    assert isinstance(view.form, InPlayForm)
    refused(view, monkeypatch, IN_PLAY_FIVES[language], lambda: typed(view, "212"))
    refused(
        view,
        monkeypatch,
        IN_PLAY_MOST[language],
        lambda: key(view, K.BACKSPACE) or key(view, K.BACKSPACE) or typed(view, "9999995"),
    )
    assert view.sheet.pending == []
