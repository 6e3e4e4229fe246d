"""What the score sheet's forms say (issue 21), headless through the real sheet screen: under
house rules of 2 points a square a colour placement's breakdown says the squares and the
points of each as the colour table does, so that its parts add up to the sum it shows (12);
a player called "You" ("Vous") is addressed in the second person ("your turn", "You have"),
never "You plays" or "You has", while a name the players typed is left as it is."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.classic.rules import Rules  # noqa: E402
from figures.colour.house import HouseRules  # noqa: E402
from figures.sheet.model import (  # noqa: E402
    ClassicRound,
    ColourTurn,
    Placement,
    Remaining,
    Sheet,
    SheetError,
)
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.sheet.forms import base, classic, colour, in_play  # noqa: E402
from figures.ui.sheet.forms.classic import ClassicRoundForm  # noqa: E402
from figures.ui.sheet.forms.colour import ColourTurnForm  # noqa: E402
from figures.ui.sheet.refusal import refusal  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

K = arcade.key
#: The modules of the forms (each draws its own texts).
FORMS = (base, classic, colour, in_play)


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def key(view: Any, symbol: int, modifiers: int = 0) -> None:
    view.on_key_press(symbol, modifiers)
    view.on_key_release(symbol, modifiers)


def typed(view: Any, content: str) -> None:
    """Each character as a key press then its text, as pyglet sends them."""
    for char in content:
        symbol = K.KEY_0 + int(char) if char.isdigit() else K.SPACE if char == " " else 0
        view.on_key_press(symbol, 0)
        view.on_text(char)


def drawn(view: SheetView, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the sheet's form draws in a frame of the screen."""
    seen: list[str] = []
    real = base.draw_text

    def spy(content: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(content)
        return real(content, *args, **kwargs)

    for module in FORMS:
        monkeypatch.setattr(module, "draw_text", spy)
    view.on_draw()
    for module in FORMS:
        monkeypatch.setattr(module, "draw_text", real)
    return seen


def turn_form(app: App, sheet: Sheet) -> tuple[SheetView, ColourTurnForm]:
    """The sheet on its screen, the next turn's form opened with N as a player does."""
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    key(view, K.N)
    view.on_text("n")
    assert isinstance(view.form, ColourTurnForm)
    return view, view.form


#: The words of a breakdown, by language, that stand for nothing but the numbers beside them.
WORDS = {
    "en": r"\b(edges?|bonus|closed|squares?|points?)\b",
    "fr": r"\b(bords?|bonus|fermées?|carrés?|points?)\b",
}


def worked_out(line: str, language: str) -> tuple[int, int]:
    """The sum a breakdown's words give (``3 edges + bonus 1 + closed (4 + 3) squares × 2
    points`` is 3 + 1 + (4 + 3) × 2) and the sum it shows after its ``=``."""
    words, shown = line.rsplit(" = ", 1)
    sum_ = re.sub(WORDS[language], "", words).replace("×", "*")
    assert re.fullmatch(r"[\d+*() ]+", sum_), (line, sum_)
    return eval(sum_, {"__builtins__": {}}), int(shown)  # (digits, +, × and brackets only)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(
    ("edges", "closed", "expected"),
    [
        ("1", "1", 3),  # 1 edge + 1 square × 2 points
        ("3", "4 3", 3 + 1 + 7 * 2),  # the bonus of the third edge, two surfaces
    ],
)
def test_a_house_rules_breakdown_adds_up_to_the_sum_it_shows(
    app: App,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    edges: str,
    closed: str,
    expected: int,
) -> None:
    set_language(language)
    try:
        view, _ = turn_form(app, Sheet.colour(("Ann", "Bob"), 60, house=HouseRules(square=2)))
        typed(view, edges)
        key(view, K.TAB)
        typed(view, closed)
        lines = [t for t in drawn(view, monkeypatch) if " = " in t]
        assert len(lines) == 1, lines
        line = lines[0]
        squares = "carré" if language == "fr" else "square"
        assert f"{squares}s × 2 points" in line or f"{squares} × 2 points" in line, line
        words, shown = worked_out(line, language)
        assert words == shown == expected, line
        key(view, K.ENTER)
        assert view.form is None and view.sheet.scores == (expected, 0)  # what was added
    finally:
        set_language("en")


def test_the_breakdown_under_the_usual_rules_is_the_colour_table_s(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, _ = turn_form(app, Sheet.colour(("Ann", "Bob"), 60))
    typed(view, "3")
    key(view, K.TAB)
    typed(view, "4 3")
    assert "3 edges + bonus 1 + closed 4 + 3 = 11" in drawn(view, monkeypatch)


def test_the_colour_form_speaks_to_you_in_the_second_person(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, form = turn_form(app, Sheet.colour(("You", "Bob"), 60))
    texts = drawn(view, monkeypatch)
    assert "Turn 1 — your turn" in texts and "You have 0 points" in texts
    assert not [t for t in texts if re.search(r"\bYou (plays|has)\b", t)], texts
    form.placements[0].edges.value = "1"
    form.placements[1].edges.value = "1"
    key(view, K.ENTER)  # 1 point has not the 4 a second placement costs
    assert form.message == "Turn 1: a second domino costs 4 points; you have 1"
    assert view.sheet.entries == []


def test_the_colour_form_speaks_to_vous_in_french(
    app: App, monkeypatch: pytest.MonkeyPatch, french: None
) -> None:
    view, form = turn_form(app, Sheet.colour(("Vous", "Bob"), 60))
    texts = drawn(view, monkeypatch)
    assert "Tour 1 — à vous" in texts and "Vous avez 0 point" in texts
    assert not [t for t in texts if re.search(r"\bVous (joue|a)\b", t)], texts
    for name in ("Vous", "You"):  # (a sheet begun in English says "Vous" in French too)
        view, form = turn_form(app, Sheet.colour((name, "Bob"), 60))
        form.placements[0].edges.value = "3"  # 3 edges and the bonus of the third
        assert "Vous\u00a0: 0 → 4" in drawn(view, monkeypatch)
    form.placements[0].edges.value = "1"
    form.placements[1].edges.value = "1"
    key(view, K.ENTER)
    assert form.message == "Tour 1\u00a0: un second domino coûte 4 points\u202f; vous en avez 1"


def test_names_the_players_typed_are_said_as_they_are(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    sheet = Sheet.colour(("Youssef", "Bob"), 60)
    view, form = turn_form(app, sheet)
    texts = drawn(view, monkeypatch)
    assert "Turn 1 — Youssef plays" in texts and "Youssef has 0 points" in texts
    form.placements[0].edges.value = "1"
    form.placements[1].edges.value = "1"
    key(view, K.ENTER)
    assert form.message == "Turn 1: a second domino costs 4 points; Youssef has 1"


def test_a_classic_round_says_you_went_out_in_french(
    app: App, monkeypatch: pytest.MonkeyPatch, french: None
) -> None:
    app.show_sheet(Sheet.classic(Rules.preset("block-points", players=2), ("Vous", "Bob")))
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    key(view, K.N)
    view.on_text("n")
    form = view.form
    assert isinstance(form, ClassicRoundForm)
    buttons = [b.label() for b in form.choices]
    assert "1    Vous avez posé tout votre jeu" in buttons, buttons
    assert "2    Bob a posé tout son jeu" in buttons, buttons
    typed(view, "1")  # the next step: what each still holds, beside the name
    texts = drawn(view, monkeypatch)
    assert texts[texts.index("Vous") + 2] == "avez tout posé", texts  # (after its 0)
    assert not [t for t in texts + buttons if "Vous a " in t], texts


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_paid_second_s_breakdown_under_house_rules_is_drawn_whole(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    set_language(language)
    try:
        view, form = turn_form(app, Sheet.colour(("Ann", "Bob"), 60, house=HouseRules(square=2)))
        form.placements[0].edges.value, form.placements[0].closed.value = "3", "4 3"
        form.placements[1].edges.value, form.placements[1].closed.value = "3", "2"
        lines = [t for t in drawn(view, monkeypatch) if " = " in t]
        assert len(lines) == 2 and not [t for t in lines if "…" in t], lines
        second, paid = lines[1].split(", ", 1)
        assert worked_out(second, language) == (8, 8)
        assert paid == ("−4 payés → +4" if language == "fr" else "−4 paid → +4")
    finally:
        set_language("en")


def test_the_sheet_s_other_words_about_you(app: App) -> None:
    rules = Rules.preset("block-points", players=2)
    sheet = Sheet.classic(rules, ("You", "Bob"))
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    key(view, K.N)
    view.on_text("n")
    form = view.form
    assert isinstance(form, ClassicRoundForm)
    typed(view, "2")  # Bob went out; your pips not given yet
    key(view, K.ENTER)
    assert form.message == "Give your pips (type them, or T for the tiles)"
    with pytest.raises(SheetError) as refused:
        sheet.add(ClassicRound("out", 0, (Remaining(5), Remaining(3))))
    assert refusal(refused.value, sheet) == "Round 1: you went out, so hold no tile"
    set_language("fr")
    try:
        assert refusal(refused.value, sheet) == (
            "Manche 1\u00a0: vous avez fini vos dominos et n'en avez donc plus"
        )
    finally:
        set_language("en")
    other = Sheet.classic(rules, ("Ann", "Bob"))
    with pytest.raises(SheetError) as refused:
        other.add(ClassicRound("out", 0, (Remaining(5), Remaining(3))))
    assert refusal(refused.value, other) == "Round 1: Ann went out, so holds no tile"
    colour = Sheet.colour(("You", "Bob"), 60)
    colour.add(ColourTurn((Placement(points=60),)))  # you reach the target: Bob's last turn
    app.show_sheet(colour)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    assert view.turn_words() == "Turn 2 — Bob plays · last round: you reached 60"
