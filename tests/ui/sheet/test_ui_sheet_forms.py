"""The score sheet's entry forms (figures/ui/sheet/forms/) and the tile picker, headless,
driven by keys and typed text as the sheet's screen hands them (a key press, then its text)
on real sheets: the exact entry each form submits, the sheet's own preview, the refusals in
the player's language, the tile picker's choices and refusals, editing, French."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

from collections.abc import Iterator
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from figures.classic.rules import Rules  # noqa: E402
from figures.classic.tiles import DOUBLE, tile  # noqa: E402
from figures.sheet import ClassicRound, ColourTurn, Placement, Remaining, Sheet, SheetError  # noqa: E402
from figures.sheet.model import Line  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.sheet.forms import form_for  # noqa: E402
from figures.ui.sheet.forms.classic import ClassicRoundForm  # noqa: E402
from figures.ui.sheet.forms.colour import ColourTurnForm  # noqa: E402
from figures.ui.sheet.forms.field import DIGITS, NumberField, numbers  # noqa: E402
from figures.ui.sheet.forms.in_play import InPlayForm  # noqa: E402
from figures.ui.sheet.refusal import refusal  # noqa: E402
from figures.ui.widgets.shapes import Rect  # noqa: E402

KEY = arcade.key
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
RECT = Rect(140, 90, 1000, 620)
SMALL = Rect(280, 180, 720, 440)
_SYMBOLS = {"+": KEY.PLUS, " ": KEY.SPACE}


class Recorder:
    """A ``submit`` that writes down what it was given and answers ``answer``; the sheet
    takes the entry when ``add`` is set and the answer is None, or answers its refusal as the
    sheet's screen does."""

    def __init__(self, sheet: Sheet | None = None, answer: str | None = None) -> None:
        self.sheet = sheet
        self.answer = answer
        self.got: list[Any] = []
        self.cancelled = 0

    def __call__(self, *entry: Any) -> str | None:
        self.got.append(entry[0] if len(entry) == 1 else entry)
        if self.answer is None and self.sheet is not None and len(entry) == 1:
            try:
                self.sheet.add(entry[0])
            except SheetError as exc:
                return refusal(exc, self.sheet)
        return self.answer

    def cancel(self) -> None:
        self.cancelled += 1


def typed(form: Any, content: str) -> None:
    """Each character as a key press then its text, as pyglet sends them."""
    for char in content:
        if char.isdigit():
            symbol = KEY.KEY_0 + int(char)
        elif char.isalpha():
            symbol = getattr(KEY, char.upper())
        else:
            symbol = _SYMBOLS[char]
        form.on_key(symbol, 0)
        form.on_text(char)


def key(form: Any, symbol: int, modifiers: int = 0) -> None:
    form.on_key(symbol, modifiers)


@pytest.fixture(autouse=True)
def _english(window: Any) -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def classic(preset: str, players: int, **overrides: Any) -> Sheet:
    return Sheet.classic(Rules.preset(preset, players, **overrides), NAMES[:players])


def open_round(sheet: Sheet, rec: Recorder, editing: int | None = None) -> ClassicRoundForm:
    form = ClassicRoundForm(sheet, rec, rec.cancel, editing=editing)
    form.layout(RECT)
    return form


# ----------------------------------------------------------------------------- classic


def test_a_draw_round_typed_from_the_keyboard() -> None:
    sheet = classic("draw", 3)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    assert form.step == 1
    typed(form, "2")  # Bob went out: the hands, Ann's field focused (Bob's is 0)
    assert (form.step, form.how, form.seat) == (2, "out", 1)
    assert form.focus is form.pips[0]
    assert [f is form.pips[1] for f in form.fields()] == [False, False]
    typed(form, "12")
    key(form, KEY.TAB)
    typed(form, "7")
    entry, why = form.entry()
    expected = ClassicRound("out", 1, (Remaining(12), Remaining(0), Remaining(7)), ())
    assert (entry, why) == (expected, "")
    preview = form.preview(entry, None)
    assert isinstance(preview, Line)
    key(form, KEY.ENTER)
    assert rec.got == [expected]
    assert form.message == ""
    # the preview was the sheet's own line for it
    assert sheet.lines[-1].awards == preview.awards
    assert sheet.lines[-1].scores == preview.scores
    assert sheet.scores == (0, 19, 0)  # Bob scores the pips the others still hold


def test_the_round_refuses_in_the_form_before_the_sheet_and_says_why() -> None:
    sheet = classic("draw", 3)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    key(form, KEY.ENTER)  # nothing chosen yet
    assert form.message == "Say first how the round ended (1…, B)"
    typed(form, "b")
    assert (form.how, form.seat, form.focus) == ("blocked", None, form.pips[0])
    typed(form, "5")
    key(form, KEY.ENTER)
    assert form.message == "Give Bob's pips (type them, or T for the tiles)"
    key(form, KEY.TAB)
    typed(form, "200")
    key(form, KEY.ENTER)
    assert form.message == "Give Cy's pips (type them, or T for the tiles)"
    assert rec.got == []  # (the form asks for every field before the sheet is asked)
    key(form, KEY.TAB)
    typed(form, "0")
    key(form, KEY.ENTER)  # the sheet's refusals, in the player's words
    assert form.message == "Round 1: Bob's pips are a number from 0 to 168"
    key(form, KEY.TAB, KEY.MOD_SHIFT)
    key(form, KEY.BACKSPACE)
    typed(form, "200")
    key(form, KEY.BACKSPACE)  # the field's text was replaced, not added to
    assert form.pips[1].value == "20"
    key(form, KEY.TAB)
    typed(form, "150")
    key(form, KEY.ENTER)
    assert form.message == "Round 1: the hands add up to 175 pips; the whole set has 168"
    assert not sheet.entries
    # letters are not typed into a pips field
    typed(form, "x")
    assert form.pips[2].value == "150"


def test_a_refused_entry_keeps_the_form_open_with_the_sheets_reason() -> None:
    sheet = classic("draw", 3)
    rec = Recorder(sheet, answer="round 1: the sheet says no")
    form = open_round(sheet, rec)
    typed(form, "1")
    typed(form, "4")
    key(form, KEY.TAB)
    typed(form, "9")
    key(form, KEY.ENTER)
    assert rec.got == [ClassicRound("out", 0, (Remaining(0), Remaining(4), Remaining(9)), ())]
    assert form.message == "round 1: the sheet says no"
    assert (form.step, form.pips[1].value, form.pips[2].value) == (2, "4", "9")
    assert not sheet.entries


def test_escape_goes_back_to_how_it_ended_then_cancels() -> None:
    sheet = classic("draw", 2)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    typed(form, "2")
    typed(form, "6")
    key(form, KEY.ESCAPE)
    assert (form.step, rec.cancelled) == (1, 0)
    typed(form, "2")  # Ann's 6 is kept
    assert form.pips[0].value == "6"
    key(form, KEY.ENTER)
    assert rec.got == [ClassicRound("out", 1, (Remaining(6), Remaining(0)), ())]
    form = open_round(sheet, rec)
    key(form, KEY.ESCAPE)
    assert rec.cancelled == 1


def test_the_tiles_tapped_on_the_whole_set() -> None:
    sheet = classic("draw", 3)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    typed(form, "1")  # Ann went out; Bob's field is focused
    typed(form, "t")
    picker = form.picker
    assert picker is not None and form.picking == 1
    assert picker.tile_at(-5, -5) is None
    assert len(picker.boxes) == 28
    key(form, KEY.SPACE)  # the cursor starts on 6-6
    x0, y0, x1, y1 = picker.boxes[tile(5, 4)]
    assert form.on_mouse_press((x0 + x1) / 2, (y0 + y1) / 2)
    assert picker.total == 21
    key(form, KEY.ENTER)
    assert form.picker is None
    assert form.tiles[1] == (tile(4, 5), tile(6, 6))
    assert form.pips[1].value == "21"
    key(form, KEY.TAB)
    typed(form, "T")  # Cy's tiles
    picker = form.picker
    assert picker is not None
    assert picker.taken == {tile(4, 5): "Bob", tile(6, 6): "Bob"}
    key(form, KEY.SPACE)  # 6-6 is Bob's: refused
    assert picker.chosen == set()
    assert picker.message == "6-6 is already in Bob's hand"
    picker.tile_at(0, 0)
    x0, y0, x1, y1 = picker.boxes[tile(5, 4)]
    form.on_mouse_press((x0 + x1) / 2, (y0 + y1) / 2)
    assert picker.chosen == set()
    assert picker.cursor == (5, 4)  # the click moved the keyboard's cursor
    for _ in range(4):
        key(form, KEY.UP)
    key(form, KEY.LEFT)
    key(form, KEY.SPACE)  # 1-0
    key(form, KEY.DOWN)
    key(form, KEY.SPACE)  # 2-0
    key(form, KEY.SPACE)  # and back
    assert picker.tiles == (tile(0, 1),)
    key(form, KEY.ENTER)
    key(form, KEY.ENTER)
    assert rec.got == [
        ClassicRound(
            "out",
            0,
            (Remaining(0), Remaining(21, (tile(4, 5), tile(6, 6))), Remaining(1, (tile(0, 1),))),
            (),
        )
    ]


def test_the_picker_goes_back_with_escape_and_a_typed_total_replaces_the_tiles() -> None:
    sheet = classic("draw", 2)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    typed(form, "2t")
    key(form, KEY.SPACE)
    key(form, KEY.ESCAPE)  # back: nothing taken
    assert form.picker is None and form.tiles[0] is None and form.step == 2
    assert rec.cancelled == 0
    typed(form, "t")
    key(form, KEY.SPACE)
    key(form, KEY.ENTER)
    assert form.tiles[0] == (tile(6, 6),)
    typed(form, "9")  # the total typed instead (the field's text was selected)
    assert (form.tiles[0], form.pips[0].value) == (None, "9")
    key(form, KEY.ENTER)
    assert rec.got == [ClassicRound("out", 1, (Remaining(9), Remaining(0)), ())]


def test_mexican_train_picker_has_the_double_twelve_set_without_the_engine() -> None:
    sheet = classic("mexican-train", 3)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    assert form.engine == DOUBLE[12]
    typed(form, "3")
    typed(form, "t")
    picker = form.picker
    assert picker is not None
    picker.tile_at(0, 0)
    assert len(picker.boxes) == 90 and DOUBLE[12] not in picker.boxes
    key(form, KEY.SPACE)  # the cursor starts where 12-12 would be: refused
    assert picker.message == "12-12 is this round's engine"
    key(form, KEY.LEFT)
    key(form, KEY.SPACE)
    key(form, KEY.ENTER)
    key(form, KEY.TAB)
    typed(form, "30")
    key(form, KEY.ENTER)
    assert rec.got == [
        ClassicRound("out", 2, (Remaining(23, (tile(11, 12),)), Remaining(30), Remaining(0)), ())
    ]
    # round 2's engine is 11-11: in the set again for round 2's hands, the 11-11 not
    form = open_round(sheet, rec)
    typed(form, "1t")
    assert form.picker is not None and form.picker.engine == DOUBLE[11]
    form.picker.tile_at(0, 0)
    assert DOUBLE[12] in form.picker.boxes and DOUBLE[11] not in form.picker.boxes


def test_all_fives_points_in_play_scored_before_and_added_in_the_form() -> None:
    sheet = classic("all-fives", 3)
    sheet.score_in_play(0, 10)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    assert form.already == ((0, 10),)
    typed(form, "2")  # Bob went out
    typed(form, "5")
    key(form, KEY.TAB)
    typed(form, "9")
    key(form, KEY.TAB)  # Ann's points in play
    key(form, KEY.TAB)  # Bob's
    assert form.focus is form.extra[1]
    typed(form, "10+12")
    key(form, KEY.ENTER)
    assert form.message == "Round 1: points in play are multiples of 5, not 12"
    assert not sheet.entries and sheet.pending == [(0, 10)]
    rec.got.clear()
    key(form, KEY.BACKSPACE)
    key(form, KEY.BACKSPACE)
    typed(form, "5")
    entry, _ = form.entry()
    line = form.preview(entry, None)
    assert isinstance(line, Line)
    key(form, KEY.ENTER)
    assert rec.got == [
        ClassicRound(
            "out", 1, (Remaining(5), Remaining(0), Remaining(9)), ((0, 10), (1, 10), (1, 5))
        )
    ]
    assert sheet.lines[-1].scores == line.scores
    assert sheet.lines[-1].in_play == (10, 15, 0)
    assert not sheet.pending


def test_a_target_reached_in_play_is_offered_only_when_the_points_reach_it() -> None:
    sheet = classic("all-fives", 2)
    sheet.score_in_play(0, 200)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    target = form.choices[-1]
    assert not target.visible()  # 200 of 250
    typed(form, "t")
    assert form.message == "Round 1: nobody reached 250 in play with these points"
    assert form.step == 1
    key(form, KEY.TAB)  # to Ann's points in play
    assert form.focus is form.extra[0]
    typed(form, "50")
    assert target.visible()
    key(form, KEY.TAB, KEY.MOD_SHIFT)  # back to the choices
    assert form.focus is None
    typed(form, "T")
    assert (form.step, form.how) == (2, "target")
    assert form.fields() == form.extra  # no hands to give
    key(form, KEY.ENTER)
    assert rec.got == [ClassicRound("target", None, (), ((0, 200), (0, 50)))]
    assert sheet.over


def test_editing_a_round_prefills_it_and_previews_the_edit() -> None:
    sheet = classic("draw", 3)
    sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(8), Remaining(14))))
    sheet.add(
        ClassicRound(
            "blocked", None, (Remaining(3), Remaining.of_tiles((tile(6, 5),)), Remaining(12))
        )
    )
    rec = Recorder()
    form = open_round(sheet, rec, editing=1)
    assert (form.number, form.step, form.how, form.seat) == (2, 2, "blocked", None)
    assert [f.value for f in form.pips] == ["3", "11", "12"]
    assert form.tiles == [None, (tile(5, 6),), None]
    assert form.focus is form.pips[0]
    typed(form, "4")  # replaces the selected 3
    entry, _ = form.entry()
    expected = ClassicRound(
        "blocked", None, (Remaining(4), Remaining(11, (tile(5, 6),)), Remaining(12))
    )
    assert entry == expected
    line = form.preview(entry, 1)
    assert isinstance(line, Line) and line.number == 2
    key(form, KEY.ENTER)
    assert rec.got == [expected]
    # the first round, who went out chosen again
    form = open_round(sheet, rec, editing=0)
    assert [f.value for f in form.pips] == ["0", "8", "14"]
    key(form, KEY.ESCAPE)  # back to how it ended, Ann's choice shown
    assert (form.step, form.how, form.seat, rec.cancelled) == (1, "out", 0, 0)
    typed(form, "b")  # blocked after all: Ann's 0 is to be given again
    assert (form.step, form.how, form.seat) == (2, "blocked", None)
    assert form.fields()[0] is form.pips[0] and form.pips[0].value == "0"
    key(form, KEY.ENTER)
    assert rec.got[-1] == ClassicRound("blocked", None, (Remaining(0), Remaining(8), Remaining(14)))
    key(form, KEY.ESCAPE)
    key(form, KEY.ESCAPE)
    assert rec.cancelled == 1


def test_editing_keeps_the_order_of_unchanged_points_in_play() -> None:
    sheet = classic("all-fives", 2)
    items = ((1, 5), (0, 10), (1, 15))
    sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(7)), items))
    rec = Recorder()
    form = open_round(sheet, rec, editing=0)
    assert [f.value for f in form.extra] == ["10", "5+15"]
    assert form.already == ()
    key(form, KEY.ENTER)
    assert rec.got == [ClassicRound("out", 0, (Remaining(0), Remaining(7)), items)]


def test_the_round_form_in_french() -> None:
    set_language("fr")
    sheet = classic("all-fives", 3)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    assert form.choices[0].label() == "1    Ann a posé tout son jeu"
    assert form.choices[3].label() == "B    Bloquée"
    key(form, KEY.ENTER)
    assert form.message == "Dites d'abord comment la manche a fini (1…, B)"
    typed(form, "1")
    key(form, KEY.ENTER)
    assert form.message == "Donnez les points de Bob (tapez-les, ou T pour les dominos)"
    typed(form, "5")
    key(form, KEY.TAB)
    typed(form, "5")
    key(form, KEY.TAB)
    typed(form, "7")
    key(form, KEY.ENTER)
    assert form.message == "Manche 1\u00a0: les points en jeu sont des multiples de 5, pas 7"
    assert not sheet.entries


# ----------------------------------------------------------------------------- colour


def colour_sheet() -> Sheet:
    return Sheet.colour(NAMES[:3], 60)


def open_turn(sheet: Sheet, rec: Recorder, editing: int | None = None) -> ColourTurnForm:
    form = ColourTurnForm(sheet, rec, rec.cancel, editing=editing)
    form.layout(RECT)
    return form


def test_a_colour_turn_with_edges_and_closed_surfaces() -> None:
    sheet = colour_sheet()
    rec = Recorder(sheet)
    form = open_turn(sheet, rec)
    assert (form.number, form.seat, form.before) == (1, 0, 0)
    typed(form, "3")
    key(form, KEY.TAB)
    typed(form, "4+3")
    assert form._breakdown(0) == "3 edges + bonus 1 + closed 4 + 3 = 11"  # (the table's words)
    key(form, KEY.ENTER)
    assert rec.got == [ColourTurn((Placement(3, (4, 3)),))]
    assert sheet.scores == (11, 0, 0)
    form = open_turn(sheet, rec)  # Bob's turn: the points directly
    assert form.seat == 1
    typed(form, "p")
    assert form.focus is form.placements[0].points
    typed(form, "7")
    assert form._breakdown(0) == "7 points"
    key(form, KEY.ENTER)
    assert rec.got[-1] == ColourTurn((Placement(points=7),))


def test_a_paid_second_placement_and_its_refusal_below_four_points() -> None:
    sheet = colour_sheet()
    rec = Recorder(sheet)
    form = open_turn(sheet, rec)
    typed(form, "1")  # 1 point: not enough for a second
    key(form, KEY.TAB)
    key(form, KEY.TAB)
    typed(form, "2")
    key(form, KEY.ENTER)
    assert form.message == "Turn 1: a second domino costs 4 points; Ann has 1"
    assert not sheet.entries
    rec.got.clear()
    # 2 edges and a surface of 4: 6 points, then the second pays 4
    form = open_turn(sheet, rec)
    typed(form, "2 ")  # the edges field takes only digits: the space is not typed in it
    assert form.placements[0].edges.value == "2"
    key(form, KEY.TAB)
    typed(form, "4")
    key(form, KEY.TAB)
    typed(form, "1")
    assert form._breakdown(1) == "1 edge = 1, −4 paid → −3"
    entry, _ = form.entry()
    line = form.preview(entry, None)
    assert isinstance(line, Line)
    assert (line.awards[0], line.paid) == (3, 4)
    key(form, KEY.ENTER)
    assert rec.got == [ColourTurn((Placement(2, (4,)), Placement(1, ())))]
    assert sheet.scores == (3, 0, 0)


def test_a_return_is_one_key() -> None:
    sheet = colour_sheet()
    rec = Recorder(sheet)
    form = open_turn(sheet, rec)
    typed(form, "r")
    assert form.returned and form.fields() == []
    key(form, KEY.ENTER)
    form = open_turn(sheet, rec)
    typed(form, "0")  # an empty form: 0 is no placement too
    assert form.returned
    typed(form, "5")  # a digit takes it back to the first placement
    assert not form.returned and form.placements[0].edges.value == "5"
    typed(form, "r")
    key(form, KEY.ENTER)
    assert rec.got == [ColourTurn(), ColourTurn()]
    form = open_turn(sheet, rec)
    key(form, KEY.ENTER)
    assert form.message == "Give the first placement, or R for no placement"
    typed(form, "9")
    key(form, KEY.ENTER)
    assert form.message == "Turn 3, placement 1: a placement connects 1 to 6 edges, not 9"


def test_editing_a_colour_turn_prefills_it() -> None:
    sheet = colour_sheet()
    sheet.add(ColourTurn((Placement(2, (4,)), Placement(points=5))))
    sheet.add(ColourTurn())
    rec = Recorder()
    form = open_turn(sheet, rec, editing=0)
    assert form.placements[0].edges.value == "2"
    assert form.placements[0].closed.value == "4"
    assert form.placements[1].direct and form.placements[1].points.value == "5"
    key(form, KEY.ENTER)
    assert rec.got == [ColourTurn((Placement(2, (4,)), Placement(points=5)))]
    form = open_turn(sheet, rec, editing=1)
    assert (form.seat, form.before, form.returned) == (1, 0, True)


def test_the_colour_form_in_french() -> None:
    set_language("fr")
    sheet = colour_sheet()
    rec = Recorder(sheet)
    form = open_turn(sheet, rec)
    typed(form, "3")
    key(form, KEY.TAB)
    typed(form, "4 3")
    assert form._breakdown(0) == "3 bords + bonus 1 + fermée 4 + 3 = 11"
    assert form.return_button.label() == "R / 0    Dominos rendus / aucune pose"
    key(form, KEY.TAB)
    typed(form, "1")
    key(form, KEY.ENTER)
    assert rec.got == [ColourTurn((Placement(3, (4, 3)), Placement(1, ())))]


# ----------------------------------------------------------------------------- in play


def test_a_point_scored_in_play() -> None:
    sheet = classic("all-fives", 4, teams=True)
    got: list[tuple[int, int]] = []

    def submit(side: int, points: int) -> str | None:  # the sheet's, or "no" to 100
        if points == 100:
            return "no"
        try:
            sheet.score_in_play(side, points)
        except SheetError as exc:
            return refusal(exc, sheet)
        got.append((side, points))
        return None

    form = InPlayForm(sheet, submit, lambda: None)
    form.layout(RECT)
    assert [b.label() for b in form.side_buttons] == ["1   Ann & Cy", "2   Bob & Di"]
    typed(form, "3")  # not a side
    assert form.side is None
    key(form, KEY.ENTER)
    assert form.message == "Choose first who scored (1, 2…)"
    typed(form, "2")
    assert form.side == 1 and form.focus is form.points
    typed(form, "12")
    key(form, KEY.ENTER)
    assert form.message == "points in play are multiples of 5, not 12"
    assert sheet.pending == []
    key(form, KEY.BACKSPACE)
    key(form, KEY.BACKSPACE)
    typed(form, "15")
    key(form, KEY.UP)  # the other side
    key(form, KEY.ENTER)
    assert got == [(0, 15)]
    form.points.value = "100"
    key(form, KEY.ENTER)
    assert form.message == "no"


def test_form_for_the_sheets_game() -> None:
    rec = Recorder()
    assert isinstance(form_for(classic("draw", 2), rec, rec.cancel), ClassicRoundForm)
    assert isinstance(form_for(colour_sheet(), rec, rec.cancel), ColourTurnForm)
    sheet = colour_sheet()
    sheet.add(ColourTurn())
    form = form_for(sheet, rec, rec.cancel, editing=0)
    assert isinstance(form, ColourTurnForm) and form.editing == 0


def test_numbers_are_read_as_the_table_writes_them() -> None:
    assert numbers("10+15+5") == [10, 15, 5]
    assert numbers("4 3") == [4, 3]
    assert numbers(" 4, 3 ") == [4, 3]
    assert numbers("") == []
    assert numbers("4-3") is None


# ----------------------------------------------------------------------------- drawing


def _widgets(form: Any) -> list[Rect]:
    rects = [f.rect for f in form.fields() if f.visible()]
    buttons = list(form.buttons)
    for name in ("choices", "tiles_buttons", "side_buttons", "mode_buttons"):
        buttons += getattr(form, name, [])
    for name in ("back_button", "return_button"):
        if hasattr(form, name):
            buttons.append(getattr(form, name))
    return rects + [b.rect for b in buttons if b.visible()]


def _overlap(a: Rect, b: Rect) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top


@pytest.mark.parametrize("rect", [RECT, SMALL], ids=["1000x620", "720x440"])
def test_every_form_draws_inside_its_rectangle_with_big_digits(rect: Rect) -> None:
    fives = classic("all-fives", 4, teams=True)
    fives.score_in_play(0, 15)
    mexican = classic("mexican-train", 5)
    rec = Recorder()
    forms: list[Any] = []
    for sheet, text in ((classic("draw", 3), "1"), (fives, "2"), (mexican, "3"), (fives, "")):
        form = ClassicRoundForm(sheet, rec, rec.cancel)
        typed(form, text)
        forms.append(form)
    turn = ColourTurnForm(colour_sheet(), rec, rec.cancel)
    typed(turn, "3")
    forms += [turn, InPlayForm(fives, rec, rec.cancel)]
    for form in forms:
        form.layout(rect)
        form.draw(None)
        rects = _widgets(form)
        assert rects
        for r in rects:
            assert rect.left <= r.left and r.right <= rect.right + 0.5, (type(form), r)
            assert rect.bottom <= r.bottom and r.top <= rect.top + 0.5, (type(form), r)
        fields = [f for f in form.fields() if f.visible()]
        for i, a in enumerate(fields):
            assert a.size >= DIGITS
            assert a.rect.height >= 30
            for b in fields[i + 1 :]:
                assert not _overlap(a.rect, b.rect)
    picker_form = forms[0]
    typed(picker_form, "t")
    assert picker_form.picker is not None
    picker_form.draw(None)
    for x0, y0, x1, y1 in picker_form.picker.boxes.values():
        assert rect.left <= x0 and x1 <= rect.right and rect.bottom <= y0 and y1 <= rect.top


def test_a_number_field_takes_only_its_characters() -> None:
    field = NumberField(allowed="0123456789+ ")
    assert field.takes("10+5") and not field.takes("1a") and not field.takes("")


def _click(form: Any, rect: Rect) -> bool:
    return bool(form.on_mouse_press(rect.cx, rect.cy))


def test_a_round_entered_with_the_mouse() -> None:
    sheet = classic("draw", 3)
    rec = Recorder(sheet)
    form = open_round(sheet, rec)
    assert _click(form, form.choices[1].rect)  # Bob went out
    assert (form.step, form.how, form.seat) == (2, "out", 1)
    assert not form.tiles_buttons[1].visible()  # nothing to give for Bob
    assert _click(form, form.pips[2].rect)
    assert form.focus is form.pips[2]
    form.on_text("8")
    assert _click(form, form.tiles_buttons[0].rect)  # Ann's tiles on the picture
    picker = form.picker
    assert picker is not None and picker.name == "Ann"
    picker.tile_at(0, 0)
    for t in (tile(3, 2), tile(6, 1)):
        x0, y0, x1, y1 = picker.boxes[t]
        form.on_mouse_press((x0 + x1) / 2, (y0 + y1) / 2)
    assert picker.total == 12
    key(form, KEY.ENTER)
    ok = form.buttons[-1]
    assert ok.label() == "Confirm"
    assert _click(form, ok.rect)
    assert rec.got == [
        ClassicRound(
            "out", 1, (Remaining(12, (tile(2, 3), tile(1, 6))), Remaining(0), Remaining(8)), ()
        )
    ]
    form = open_round(sheet, rec)
    assert _click(form, form.buttons[0].rect)  # Cancel
    assert rec.cancelled == 1


def test_a_colour_turn_entered_with_the_mouse() -> None:
    sheet = colour_sheet()
    rec = Recorder(sheet)
    form = open_turn(sheet, rec)
    assert _click(form, form.mode_buttons[0].rect)  # the points directly
    assert form.placements[0].direct and form.focus is form.placements[0].points
    form.on_text("9")
    assert _click(form, form.placements[1].edges.rect)
    form.on_text("3")
    assert _click(form, form.buttons[-1].rect)
    assert rec.got == [ColourTurn((Placement(points=9), Placement(3, ())))]
    form = open_turn(sheet, rec)
    assert _click(form, form.return_button.rect)
    assert form.returned
    assert _click(form, form.buttons[-1].rect)
    assert rec.got[-1] == ColourTurn()


def test_the_round_form_shows_only_the_keys_of_its_game() -> None:
    from figures.classic.rules import Rules
    from figures.sheet import Sheet
    from figures.ui.sheet.forms.classic import ClassicRoundForm

    train = Sheet.classic(Rules.preset("mexican-train", 2), ["Ann", "Bob"])
    fives = Sheet.classic(Rules.preset("all-fives", 2), ["Ann", "Bob"])
    keys = ClassicRoundForm(train, lambda entry: None, lambda: None)._keys()
    assert keys == "1…9: who went out · B: blocked · Esc: cancel"
    keys = ClassicRoundForm(fives, lambda entry: None, lambda: None)._keys()
    assert "T: target" in keys and "Tab: points in play" in keys
