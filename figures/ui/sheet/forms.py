"""The score sheet's entry forms: a classic round, a colour turn, points scored in play.

Each form follows :class:`figures.ui.sheet.form.EntryForm`: the sheet's screen lays it out,
draws it over the sheet, hands it the keys, the typed text and the clicks, and gets the entry
back through ``submit`` (None: taken, the screen closes the form; else the reason, shown in
the form, which stays open as it was). Esc calls ``cancel`` (in a classic round's hands, it
goes back to how the round ended first; in the tile picker, back to the hands).

Everything can be entered from the keyboard: the choices have keys (1..n, B, T, R, 0, P),
Tab and Shift+Tab move between the fields, Enter confirms. The fields show big digits. What a
form can check it checks itself, with a message in the player's language, before calling
``submit``; the points previewed before confirming are the sheet's own, worked out by trying
the entry on a copy of the sheet (never added up here).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import arcade

from figures.classic.game import engine_of
from figures.classic.scoring import Points
from figures.classic.tiles import PIPS, tile_count, tile_text
from figures.colour.house import MOST_EDGES
from figures.sheet.model import (
    MOST_SQUARES,
    ClassicRound,
    ColourTurn,
    Line,
    Placement,
    Remaining,
    Sheet,
    SheetError,
    most_in_play,
    most_points,
)
from figures.ui import theme
from figures.ui.controller import breakdown
from figures.ui.i18n import count_text, number_text, signed_text, tr, trn
from figures.ui.sheet.refusal import refusal
from figures.ui.sheet.tiles import TilePicker
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.field import TextField
from figures.ui.widgets.focus import next_in_ring
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

SubmitRound = Callable[[ClassicRound], "str | None"]
SubmitTurn = Callable[[ColourTurn], "str | None"]
SubmitInPlay = Callable[[int, int], "str | None"]

#: The size of the digits typed in a field, and of the totals.
DIGITS = 28
TOTALS = 34
#: A field's height for :data:`DIGITS`.
FIELD_HEIGHT = 46
CHOICE = 18
LABEL = 16
MARGIN = 24

_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)


#: Points as written on the sheet ("12", "12½"), and won or lost ("+5", "−2"): the
#: catalogue's own forms.
points_shown = number_text
signed = signed_text


def numbers(content: str) -> list[int] | None:
    """The whole numbers of "10+15+5", "4 3" or "4, 3" (none for an empty text); None when
    anything else is in it."""
    parts = content.replace("+", " ").replace(",", " ").split()
    if not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


# ----------------------------------------------------------------------------- a field


@dataclass(eq=False)
class NumberField(TextField):
    """A text field for numbers, its digits big; it takes only the characters of
    ``allowed``. Two fields are the same field only when they are one (not when their
    texts are equal)."""

    allowed: str = "0123456789"
    size: float = DIGITS
    bold: bool = True
    max_length: int = 16

    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def takes(self, content: str) -> bool:
        return bool(content) and all(c in self.allowed for c in content)


# ----------------------------------------------------------------------------- the base


class _Form:
    """What the forms share: the panel, the focus and Tab, the message, Enter and Esc."""

    def __init__(self, sheet: Sheet, cancel: Callable[[], None]) -> None:
        self.sheet = sheet
        self.cancel = cancel
        self.rect = Rect(0, 0, 1000, 620)
        self.message = ""
        self.focus: NumberField | None = None
        self.buttons: list[Button] = []
        self._preview_key: object = None
        self._preview: Line | str | None = None
        self._trial: Sheet | None = None

    # ----------------------------------------------------------------- to override

    def fields(self) -> list[NumberField]:
        """The fields Tab goes through, in order."""
        return []

    def confirm(self) -> None:
        raise NotImplementedError

    def escape(self) -> None:
        self.cancel()

    def choose_key(self, char: str) -> bool:
        """A character typed outside a field (or not taken by it): a choice's key."""
        return False

    def typed(self, field: NumberField) -> None:
        """``field`` was changed by the keyboard."""

    # ----------------------------------------------------------------- focus

    def focus_on(self, field: NumberField | None) -> None:
        for f in self.fields():
            f.focused = False
        if self.focus is not None:
            self.focus.focused = False
        self.focus = field
        if field is not None:
            field.focused = True
            field.selected = bool(field.value)

    def tab(self, back: bool) -> None:
        order: list[NumberField | None] = list(self.fields())
        if self.tab_includes_none():
            order.insert(0, None)
        if not order:
            return
        self.focus_on(next_in_ring(order, self.focus, back))

    def tab_includes_none(self) -> bool:
        return False

    # ----------------------------------------------------------------- events

    def layout(self, rect: Rect) -> None:
        self.rect = rect

    def on_key(self, symbol: int, modifiers: int) -> bool:
        key = arcade.key
        if symbol == key.ESCAPE:
            self.escape()
        elif symbol == key.TAB:
            self.tab(bool(modifiers & key.MOD_SHIFT))
        elif symbol in _ENTER:
            self.confirm()
        elif self.focus is not None and self.focus.edit_key(symbol, modifiers):
            self.typed(self.focus)
        else:
            return False
        return True

    def on_text_motion(self, motion: int, select: bool) -> bool:
        if self.focus is not None and self.focus.text_motion(motion, select):
            self.typed(self.focus)
            return True
        return False

    def on_text(self, content: str) -> bool:
        if content in ("\r", "\n", "\t") or not content.isprintable():
            return False
        field = self.focus
        if field is not None and field.takes(content):
            field.type(content)
            self.message = ""
            self.typed(field)
            return True
        used = False
        for char in content:
            used = self.choose_key(char) or used
        return used

    def on_mouse_press(self, x: float, y: float) -> bool:
        for button in self.buttons:
            if button.press(x, y):
                return True
        for field in self.fields():
            if field.visible() and field.rect.contains(x, y):
                if field is self.focus:
                    field.press(x, y)  # (in the field that has the focus: the caret there)
                else:
                    self.focus_on(field)
                return True
        return self.rect.contains(x, y)

    # ----------------------------------------------------------------- submitting

    def send(self, reason: str | None) -> bool:
        """What ``submit`` answered: True when taken; else the reason is shown."""
        if reason:
            self.message = reason
            return False
        self.message = ""
        return True

    def preview(self, entry: ClassicRound | ColourTurn | None, editing: int | None) -> Line | str:
        """The sheet's own line for ``entry`` (tried on a copy of the sheet), or why the sheet
        refuses it; worked out once per entry."""
        if entry is None:
            return ""
        if entry == self._preview_key and self._preview is not None:
            return self._preview
        trial = self.sheet.copy()
        result: Line | str
        try:
            if editing is None:
                result = trial.add(entry)
            else:
                trial.edit(editing, entry)
                result = trial.lines[editing]
        except SheetError as exc:
            result = refusal(exc, self.sheet)
        self._preview_key, self._preview, self._trial = entry, result, trial
        return result

    # ----------------------------------------------------------------- drawing

    def draw_frame(self, title: str, subtitle: str = "") -> None:
        r = self.rect
        shadowed_panel(r)
        label = draw_text(
            fit_text(title, r.width - 2 * MARGIN, theme.SIZES.title, bold=True),
            r.left + MARGIN,
            r.top - 18,
            size=theme.SIZES.title,
            bold=True,
            anchor_y="top",
        )
        if subtitle:
            x = r.left + MARGIN + label.content_width + 18
            draw_text(
                fit_text(subtitle, r.right - MARGIN - x, LABEL),
                x,
                r.top - 26,
                size=LABEL,
                colour=theme.MUTED,
                anchor_y="top",
            )

    def draw_footer(self, keys: str, hover: tuple[float, float] | None) -> None:
        r = self.rect
        for button in self.buttons:
            button.draw(hover)
        left = r.left + MARGIN
        room = self.footer_room()
        draw_text(
            fit_text(keys, room, theme.SIZES.small),
            left,
            r.bottom + 14,
            size=theme.SIZES.small,
            colour=theme.MUTED,
        )
        if self.message:
            draw_text(
                fit_text(self.message, room, LABEL, bold=True),
                left,
                r.bottom + 40,
                size=LABEL,
                bold=True,
                colour=theme.WARNING,
            )

    def footer_room(self) -> float:
        r = self.rect
        lefts = [b.rect.left for b in self.buttons if b.rect.bottom < r.bottom + 70]
        return (min(lefts) if lefts else r.right - MARGIN) - r.left - MARGIN - 12

    def footer_buttons(self, confirm: Callable[[], str]) -> list[Button]:
        """Cancel and Confirm, bottom right."""
        r = self.rect
        height, width = 40, 150
        ok = Button(
            Rect(r.right - MARGIN - width, r.bottom + 14, width, height),
            label=confirm,
            action=self.confirm,
            primary=True,
            size=LABEL,
        )
        back = Button(
            Rect(ok.rect.left - 12 - 120, r.bottom + 14, 120, height),
            label=lambda: tr("forms.cancel"),
            action=self.escape,
            size=LABEL,
        )
        return [back, ok]


def _name_fits(name: str, width: float, size: float = LABEL) -> str:
    return fit_text(name, width, size)


# ----------------------------------------------------------------------------- classic round


def note(text: str, area: Rect, below: float, colour: theme.RGB) -> None:
    """A line of the preview (why there is none yet, or why the sheet refuses the entry),
    wrapped to the width of ``area``, ``below`` its top."""
    draw_text(
        text, area.left, area.top - below, colour=colour, anchor_y="top", width=int(area.width)
    )


def award_colour(sheet: Sheet, award: Points) -> theme.RGB:
    """Green for points won, red for penalty points (the lowest total wins), grey for none."""
    if not award:
        return theme.MUTED
    return theme.ILLEGAL if sheet.lowest_wins else theme.LEGAL


class ClassicRoundForm(_Form):
    """A classic round as the table tells it: how it ended, then what each seat still holds
    (typed, or tapped on the picture of the set) and, in All Fives, the points scored in
    play; with the points of the round and the totals after it before confirming."""

    def __init__(
        self,
        sheet: Sheet,
        submit: SubmitRound,
        cancel: Callable[[], None],
        *,
        editing: int | None = None,
    ) -> None:
        super().__init__(sheet, cancel)
        rules = sheet.rules
        if rules is None:
            raise ValueError("a classic round on a colour sheet")
        self.rules = rules
        self.submit = submit
        self.editing = editing
        self.number = editing + 1 if editing is not None else sheet.number
        self.engine = engine_of(rules, self.number)
        n = rules.players
        self.how: str | None = None
        self.seat: int | None = None
        self.step = 1
        self.fives = rules.in_play == "fives"
        self.pips = [NumberField(placeholder=lambda: tr("forms.round.pips_hint")) for _ in range(n)]
        self.tiles: list[tuple[int, ...] | None] = [None] * n
        self.extra = [
            NumberField(allowed="0123456789+ ", placeholder=lambda: tr("forms.in_play.add_hint"))
            for _ in range(rules.sides)
        ]
        #: Points scored in play before the form opened (the round under way), read-only.
        self.already: tuple[tuple[int, int], ...] = (
            () if editing is not None else tuple(sheet.pending)
        )
        self._edited_in_play: tuple[tuple[int, int], ...] | None = None
        self.picker: TilePicker | None = None
        self.picking: int | None = None
        if editing is not None:
            self._fill(sheet.entries[editing])
        self.choices = self._choice_buttons()
        self.tiles_buttons = [
            Button(
                label=lambda: tr("forms.round.tiles"),
                action=partial(self.open_picker, s),
                size=LABEL,
                visible=partial(self._tiles_shown, s),
            )
            for s in range(n)
        ]
        self.back_button = Button(
            label=lambda: self._how_text(),
            action=self.go_back,
            size=LABEL,
            visible=lambda: self.step == 2,
        )
        if editing is not None:
            fields = self.fields()
            self.focus_on(fields[0] if fields else None)
        self.layout(self.rect)

    # ----------------------------------------------------------------- filling

    def _fill(self, entry: object) -> None:
        if not isinstance(entry, ClassicRound):
            return
        self.how, self.seat = entry.how, entry.seat
        self.step = 2
        for s, left in enumerate(entry.remaining):
            if s < len(self.pips):
                self.pips[s].value = str(left.pips)
                self.tiles[s] = left.tiles if left.tiles else None
        grouped: dict[int, list[int]] = {}
        for side, points in entry.in_play:
            grouped.setdefault(side, []).append(points)
        for side, field in enumerate(self.extra):
            field.value = "+".join(str(p) for p in grouped.get(side, []))
        self._edited_in_play = entry.in_play

    def _went_out(self, seat: int) -> bool:
        return self.how == "out" and self.seat == seat

    def target_reachable(self) -> bool:
        """Whether the points in play (those scored, and those typed here) take a side to
        the instant target: the sheet says, tried on a copy."""
        if not self.fives or self.rules.instant_threshold is None:
            return False
        items, _ = self.in_play()
        if items is None or not items:
            return False
        line = self.preview(ClassicRound("target", in_play=items), self.editing)
        return isinstance(line, Line)

    # ----------------------------------------------------------------- choosing

    def _tiles_shown(self, seat: int) -> bool:
        """Whether ``seat``'s tiles button shows: in the hands' step, for a seat that holds
        some."""
        return self.step == 2 and self.how != "target" and not self._went_out(seat)

    def _went_out_label(self, seat: int, name: str) -> str:
        return f"{seat + 1}    " + trn("forms.round.went_out", name)

    def _went_out_chosen(self, seat: int) -> bool:
        return self.how == "out" and self.seat == seat

    def _choice_buttons(self) -> list[Button]:
        buttons = []
        for seat, name in enumerate(self.sheet.players):
            buttons.append(
                Button(
                    label=partial(self._went_out_label, seat, name),
                    action=partial(self.choose, "out", seat),
                    size=CHOICE,
                    selected=partial(self._went_out_chosen, seat),
                    visible=lambda: self.step == 1,
                )
            )
        buttons.append(
            Button(
                label=lambda: "B    " + tr("forms.round.blocked"),
                action=lambda: self.choose("blocked"),
                size=CHOICE,
                selected=lambda: self.how == "blocked",
                visible=lambda: self.step == 1,
            )
        )
        if self.fives and self.rules.instant_threshold is not None:
            buttons.append(
                Button(
                    label=lambda: (
                        "T    " + tr("forms.round.target", n=self.rules.instant_threshold)
                    ),
                    action=lambda: self.choose("target"),
                    size=CHOICE,
                    selected=lambda: self.how == "target",
                    visible=lambda: self.step == 1 and self.target_reachable(),
                )
            )
        return buttons

    def choose(self, how: str, seat: int | None = None) -> None:
        if how == "target" and not self.target_reachable():
            self.message = tr("forms.round.no_target", n=self.rules.instant_threshold)
            return
        self.how, self.seat = how, seat
        self.step = 2
        self.message = ""
        if how == "out" and seat is not None:
            self.pips[seat].value = "0"
            self.tiles[seat] = None
        fields = self.fields()
        self.focus_on(fields[0] if fields else None)
        self.layout(self.rect)

    def go_back(self) -> None:
        self.step = 1
        self.message = ""
        self.focus_on(None)
        self.layout(self.rect)

    def choose_key(self, char: str) -> bool:
        if self.picker is not None:
            return False
        if self.step != 1:
            if char in "tT" and self.focus in self.pips:
                self.open_picker(self.pips.index(self.focus))
                return True
            return False
        n = len(self.sheet.players)
        if char.isdigit() and 1 <= int(char) <= n:
            self.choose("out", int(char) - 1)
        elif char in "bB":
            self.choose("blocked")
        elif char in "tT" and self.fives and self.rules.instant_threshold is not None:
            self.choose("target")
        else:
            return False
        return True

    def _how_text(self) -> str:
        if self.how == "out" and self.seat is not None:
            return "← " + trn("forms.round.went_out", self.sheet.players[self.seat])
        if self.how == "blocked":
            return "← " + tr("forms.round.blocked")
        return "← " + tr("forms.round.target", n=self.rules.instant_threshold)

    # ----------------------------------------------------------------- the tiles

    def open_picker(self, seat: int) -> None:
        if self._went_out(seat) or self.how == "target":
            return
        taken = {}
        for other, tiles in enumerate(self.tiles):
            if other != seat and tiles:
                for t in tiles:
                    taken[t] = self.sheet.players[other]
        self.picker = TilePicker(
            self.rules.set,
            engine=self.engine,
            taken=taken,
            chosen=self.tiles[seat] or (),
            name=self.sheet.players[seat],
            accept=self._picked,
            back=self._close_picker,
        )
        self.picking = seat
        self.layout(self.rect)

    def _picked(self, tiles: tuple[int, ...]) -> None:
        seat = self.picking
        assert seat is not None
        self.tiles[seat] = tiles or None
        self.pips[seat].value = str(sum(PIPS[t] for t in tiles))
        self.pips[seat].selected = True
        self._close_picker()

    def _close_picker(self) -> None:
        seat = self.picking
        self.picker, self.picking = None, None
        self.focus_on(self.pips[seat] if seat is not None else None)

    # ----------------------------------------------------------------- fields

    def fields(self) -> list[NumberField]:
        if self.step == 1:
            return list(self.extra) if self.fives else []
        hands = (
            []
            if self.how == "target"
            else [f for s, f in enumerate(self.pips) if not self._went_out(s)]
        )
        return hands + (list(self.extra) if self.fives else [])

    def tab_includes_none(self) -> bool:
        return self.step == 1

    def typed(self, field: NumberField) -> None:
        if field in self.pips:
            self.tiles[self.pips.index(field)] = None  # a total typed replaces the tiles

    # ----------------------------------------------------------------- the entry

    def in_play(self) -> tuple[tuple[tuple[int, int], ...] | None, str]:
        """The points scored in play: those scored before, then each side's typed ones."""
        extra: list[tuple[int, int]] = []
        for side, field in enumerate(self.extra):
            items = numbers(field.value)
            name = self.sheet.side_name(side)
            if items is None:
                return None, trn("forms.in_play.bad", name)
            for points in items:
                if points <= 0 or points % 5:
                    return None, tr("forms.in_play.fives", name=name, points=points)
            extra.extend((side, p) for p in items)
        if self._edited_in_play is not None and sorted(extra) == sorted(self._edited_in_play):
            return self._edited_in_play, ""  # unchanged: in the order the table gave them
        return (*self.already, *extra), ""

    def entry(self) -> tuple[ClassicRound | None, str]:
        """The round as the form stands, or why not yet (in the player's language)."""
        if self.how is None:
            return None, tr("forms.round.how_first")
        in_play, why = self.in_play()
        if in_play is None:
            return None, why
        if self.how == "target":
            return ClassicRound("target", in_play=in_play), ""
        most = sum(PIPS[t] for t in range(tile_count(self.rules.set)) if t != self.engine)
        remaining = []
        for seat, field in enumerate(self.pips):
            name = self.sheet.players[seat]
            tiles = self.tiles[seat]
            if self._went_out(seat):
                remaining.append(Remaining(0))
            elif tiles is not None:
                remaining.append(Remaining.of_tiles(tiles))
            else:
                value = field.value.strip()
                if not value:
                    return None, trn("forms.round.pips_missing", name)
                if not value.isdigit():
                    return None, trn("forms.round.pips_bad", name)
                if int(value) > most:
                    return None, trn("forms.round.pips_most", name, most=most)
                remaining.append(Remaining(int(value)))
        total = sum(r.pips for r in remaining)
        if total > most:
            return None, tr("forms.round.pips_set", total=total, most=most)
        out = self.seat if self.how == "out" else None
        return ClassicRound(self.how, out, tuple(remaining), in_play), ""

    def confirm(self) -> None:
        if self.picker is not None:
            return
        if self.step == 1:
            if self.how is None:
                self.message = tr("forms.round.how_first")
            elif self.how == "target" and not self.target_reachable():
                self.message = tr("forms.round.no_target", n=self.rules.instant_threshold)
            else:
                self.choose(self.how, self.seat)
            return
        entry, why = self.entry()
        if entry is None:
            self.message = why
            return
        self.send(self.submit(entry))

    def escape(self) -> None:
        if self.step == 2:  # back to how the round ended (kept), then Esc again cancels
            self.go_back()
        else:
            self.cancel()

    # ----------------------------------------------------------------- events

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if self.picker is not None:
            return self.picker.on_key(symbol, modifiers) or True
        return super().on_key(symbol, modifiers)

    def on_text(self, content: str) -> bool:
        if self.picker is not None:
            return True  # (Space and the arrows are keys)
        return super().on_text(content)

    def on_mouse_press(self, x: float, y: float) -> bool:
        if self.picker is not None:
            self.picker.on_mouse_press(x, y)
            return True
        for button in [*self.choices, *self.tiles_buttons, self.back_button]:
            if button.press(x, y):
                return True
        return super().on_mouse_press(x, y)

    # ----------------------------------------------------------------- layout

    def _columns(self) -> tuple[Rect, Rect]:
        """The body's left column (the choices or the hands) and its right one (the points
        in play and the preview)."""
        r = self.rect
        top, bottom = r.top - 70, r.bottom + 66
        right_w = max(290.0, r.width * 0.38)
        left = Rect(r.left + MARGIN, bottom, r.width - right_w - 2 * MARGIN - 16, top - bottom)
        right = Rect(left.right + 24, bottom, right_w - 8, top - bottom)
        return left, right

    def layout(self, rect: Rect) -> None:
        self.rect = rect
        left, right = self._columns()
        self.buttons = self.footer_buttons(
            lambda: tr("forms.next") if self.step == 1 else tr("forms.confirm")
        )
        if self.picker is not None:
            self.picker.layout(
                Rect(
                    rect.left + MARGIN, rect.bottom + 40, rect.width - 2 * MARGIN, rect.height - 116
                )
            )
        # step 1: the choices, in one column or two
        shown = len(self.choices)
        per_column = shown if shown <= 6 else (shown + 1) // 2
        columns = 1 if shown <= 6 else 2
        height = min(50.0, (left.height - 40) / per_column - 8)
        width = (left.width - 12 * (columns - 1)) / columns
        for i, button in enumerate(self.choices):
            col, row = divmod(i, per_column)
            button.rect = Rect(
                left.left + col * (width + 12),
                left.top - 40 - (row + 1) * (height + 8),
                width,
                height,
            )
        # step 2: a row per seat
        self.back_button.rect = Rect(left.left, left.top - 38, min(left.width, 360), 34)
        n = len(self.pips)
        head = 80.0 if (left.height - 80) / n >= 40 else 42.0  # (many seats: no heading)
        self._hands_heading = head > 50
        row_h = min(66.0, (left.height - head) / n)
        field_h = min(FIELD_HEIGHT, row_h - (8 if row_h > 40 else 3))
        name_w = min(170.0, left.width * 0.3)
        for seat, field in enumerate(self.pips):
            y = left.top - head + 2 - (seat + 1) * row_h + (row_h - field_h) / 2
            field.rect = Rect(left.left + name_w, y, 120, field_h)
            wide = min(150.0, left.right - field.rect.right - 10)
            self.tiles_buttons[seat].rect = Rect(field.rect.right + 10, y, wide, field_h)
        # the points in play, right
        sides = len(self.extra)
        first = right.top - (60 if self.already or self.editing is None else 34)
        step = min(56.0, (right.height * 0.56 - 60) / max(1, sides))
        for side, field in enumerate(self.extra):
            h = min(FIELD_HEIGHT, step - 6)
            field.rect = Rect(
                right.left + right.width * 0.42, first - (side + 1) * step, right.width * 0.58, h
            )
        self._in_play_bottom = first - sides * step if self.fives else right.top

    # ----------------------------------------------------------------- drawing

    def draw(self, hover: tuple[float, float] | None) -> None:
        title = tr("forms.round.title", n=self.number)
        if self.editing is not None:
            title = tr("forms.round.editing", n=self.number)
        sub = ""
        if self.engine is not None:
            sub = tr("forms.round.engine", tile=_double(self.engine))
        self.draw_frame(title, sub)
        if self.picker is not None:
            self.picker.draw(hover)
            self.buttons, buttons = [], self.buttons
            self.draw_footer(self.picker.keys(), hover)
            self.buttons = buttons
            return
        left, right = self._columns()
        if self.step == 1:
            draw_text(
                tr("forms.round.how"),
                left.left,
                left.top - 8,
                size=LABEL + 2,
                bold=True,
                anchor_y="top",
            )
            for button in self.choices:
                button.draw(hover)
        else:
            self.back_button.draw(hover)
            self._draw_hands(left, hover)
        if self.fives:
            self._draw_in_play(right, hover)
        if self.step == 2:
            self._draw_preview(
                Rect(
                    right.left, right.bottom, right.width, self._in_play_bottom - right.bottom - 12
                )
            )
        self.draw_footer(self._keys(), hover)

    def _keys(self) -> str:
        """The keys of the step shown: those of this game only (All Fives adds the target
        reached in play and the points in play)."""
        if self.step == 2:
            return tr("forms.round.keys2")
        parts = [tr("forms.round.keys.out"), tr("forms.round.keys.blocked")]
        if self.fives:
            parts += [tr("forms.round.keys.target"), tr("forms.round.keys.in_play")]
        return " · ".join([*parts, tr("forms.round.keys.cancel")])

    def _draw_hands(self, area: Rect, hover: tuple[float, float] | None) -> None:
        if self.how == "target":
            draw_text(
                tr("forms.round.no_hands"),
                area.left,
                area.top - 60,
                size=LABEL,
                colour=theme.MUTED,
                anchor_y="top",
                width=int(area.width),
            )
            return
        if self._hands_heading:
            draw_text(
                tr("forms.round.hands"),
                area.left,
                area.top - 48,
                size=LABEL,
                bold=True,
                anchor_y="top",
            )
        for seat, field in enumerate(self.pips):
            name = self.sheet.players[seat]
            r = field.rect
            draw_text(
                _name_fits(name, r.left - area.left - 10, CHOICE),
                area.left,
                r.cy,
                size=CHOICE,
                anchor_y="center",
            )
            if self._went_out(seat):
                draw_text(
                    "0",
                    r.left + 9,
                    r.cy,
                    size=DIGITS,
                    bold=True,
                    colour=theme.MUTED,
                    anchor_y="center",
                )
                draw_text(
                    trn("forms.round.out_holds", name),
                    r.left + 50,
                    r.cy,
                    size=LABEL,
                    colour=theme.MUTED,
                    anchor_y="center",
                )
                continue
            field.draw(hover)
            self.tiles_buttons[seat].draw(hover)
            tiles = self.tiles[seat]
            if tiles:
                x = self.tiles_buttons[seat].rect.right + 10
                listed = " ".join(_double_text(t) for t in sorted(tiles, reverse=True))
                draw_text(
                    fit_text(listed, area.right - x, theme.SIZES.text),
                    x,
                    r.cy,
                    colour=theme.MUTED,
                    anchor_y="center",
                )

    def _draw_in_play(self, area: Rect, hover: tuple[float, float] | None) -> None:
        draw_text(
            tr("forms.in_play.title"),
            area.left,
            area.top - 8,
            size=LABEL,
            bold=True,
            anchor_y="top",
        )
        if self.editing is None:
            if self.already:
                scored = " · ".join(
                    f"{self.sheet.side_name(side)} {points}" for side, points in self.already
                )
                line = tr("forms.in_play.already", points=scored)
            else:
                line = tr("forms.in_play.none")
            draw_text(
                fit_text(line, area.width, theme.SIZES.text),
                area.left,
                area.top - 34,
                colour=theme.MUTED,
                anchor_y="top",
            )
        for side, field in enumerate(self.extra):
            name = self.sheet.side_name(side)
            draw_text(
                _name_fits(name, field.rect.left - area.left - 8),
                area.left,
                field.rect.cy,
                size=LABEL,
                anchor_y="center",
            )
            field.draw(hover)

    def _draw_preview(self, area: Rect) -> None:
        if area.height < 60:
            return
        entry, why = self.entry()
        draw_text(
            tr("forms.preview.title"), area.left, area.top, size=LABEL, bold=True, anchor_y="top"
        )
        if entry is None:
            note(why, area, 30, theme.MUTED)
            return
        line = self.preview(entry, self.editing)
        if isinstance(line, str):
            note(line, area, 30, theme.WARNING)
            return
        sides = len(line.scores)
        row = min(48.0, (area.height - 60) / max(1, sides))
        size = min(TOTALS, row * 0.72)
        y = area.top - 30
        draw_text(
            tr("forms.preview.round"),
            area.left + area.width * 0.62,
            y,
            size=theme.SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="top",
        )
        draw_text(
            tr("forms.preview.total"),
            area.right,
            y,
            size=theme.SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="top",
        )
        y -= 18
        for side in range(sides):
            cy = y - (side + 0.5) * row
            draw_text(
                _name_fits(self.sheet.side_name(side), area.width * 0.36),
                area.left,
                cy,
                size=LABEL,
                anchor_y="center",
            )
            award = line.awards[side]
            draw_text(
                signed(award),
                area.left + area.width * 0.62,
                cy,
                size=size * 0.75,
                colour=award_colour(self.sheet, award),
                anchor_x="right",
                anchor_y="center",
                bold=True,
            )
            draw_text(
                points_shown(line.scores[side]),
                area.right,
                cy,
                size=size,
                bold=True,
                anchor_x="right",
                anchor_y="center",
            )
        trial = self._trial
        if trial is not None and trial.outcome is not None and self.editing is None:
            names = ", ".join(trial.side_name(s) for s in trial.outcome.winners)
            draw_text(
                fit_text(tr("forms.preview.over", names=names), area.width, LABEL),
                area.left,
                y - sides * row - 8,
                size=LABEL,
                bold=True,
                colour=theme.LEGAL,
                anchor_y="top",
            )


def _double(engine: int) -> str:
    high = tile_text(engine).split("-")[1]
    return f"{high}-{high}"


def _double_text(t: int) -> str:
    """A tile the higher half first ("6-5")."""
    low, high = tile_text(t).split("-")
    return f"{high}-{low}"


# ----------------------------------------------------------------------------- colour turn


@dataclass
class _PlacementFields:
    edges: NumberField
    closed: NumberField
    points: NumberField
    direct: bool = False  # the points given directly (P)

    def shown(self) -> list[NumberField]:
        return [self.points] if self.direct else [self.edges, self.closed]

    def empty(self) -> bool:
        return not any(f.value.strip() for f in (self.edges, self.closed, self.points))


class ColourTurnForm(_Form):
    """One turn of the colour game: up to two placements (the second paid), each its edges
    and closed surfaces or its points, or none (dominoes returned); the breakdown and the
    turn's points shown before confirming."""

    def __init__(
        self,
        sheet: Sheet,
        submit: SubmitTurn,
        cancel: Callable[[], None],
        *,
        editing: int | None = None,
    ) -> None:
        super().__init__(sheet, cancel)
        if sheet.rules is not None:
            raise ValueError("a colour turn on a classic sheet")
        self.submit = submit
        self.editing = editing
        n = len(sheet.players)
        index = editing if editing is not None else len(sheet.entries)
        self.number = index + 1
        self.seat = (sheet.first + index) % n
        before = sheet.lines[index - 1].scores if index > 0 and sheet.lines else (0,) * n
        self.before = int(before[self.seat])
        self.returned = False
        self._compact = False
        self.placements = [self._fields(), self._fields()]
        if editing is not None:
            entry = sheet.entries[editing]
            if isinstance(entry, ColourTurn):
                self._fill(entry)
        self.return_button = Button(
            label=lambda: "R / 0    " + tr("forms.colour.returned"),
            action=self.toggle_returned,
            size=LABEL,
            selected=lambda: self.returned,
        )
        self.mode_buttons = [
            Button(
                label=partial(self._mode_label, k),
                action=partial(self.toggle_direct, k),
                size=theme.SIZES.text,
            )
            for k in range(2)
        ]
        self.focus_on(self.placements[0].edges if not self.returned else None)
        self.layout(self.rect)

    @staticmethod
    def _fields() -> _PlacementFields:
        return _PlacementFields(
            NumberField(placeholder=lambda: tr("forms.colour.edges_hint")),
            NumberField(allowed="0123456789+ ", placeholder=lambda: tr("forms.colour.closed_hint")),
            NumberField(),
        )

    def _fill(self, entry: ColourTurn) -> None:
        if not entry.placements:
            self.returned = True
        for k, placement in enumerate(entry.placements[:2]):
            fields = self.placements[k]
            if placement.edges is None:
                fields.direct = True
                fields.points.value = str(placement.points or "")
            else:
                fields.edges.value = str(placement.edges)
                fields.closed.value = " ".join(str(s) for s in placement.closed)

    # ----------------------------------------------------------------- choosing

    def toggle_returned(self) -> None:
        self.returned = not self.returned
        self.message = ""
        self.focus_on(None if self.returned else self.placements[0].shown()[0])

    def _mode_label(self, k: int) -> str:
        """Placement ``k``'s button: to its edges when its points are given, else to points."""
        return tr(
            "forms.colour.to_edges" if self.placements[k].direct else "forms.colour.to_points"
        )

    def toggle_direct(self, k: int) -> None:
        fields = self.placements[k]
        fields.direct = not fields.direct
        self.returned = False
        self.focus_on(fields.shown()[0])

    def fields(self) -> list[NumberField]:
        if self.returned:
            return []
        return [f for p in self.placements for f in p.shown()]

    def choose_key(self, char: str) -> bool:
        if char in "rR" or (char == "0" and self._all_empty()):
            self.toggle_returned()
        elif char in "pP":
            k = next((k for k, p in enumerate(self.placements) if self.focus in p.shown()), 0)
            self.toggle_direct(k)
        else:
            return False
        return True

    def on_text(self, content: str) -> bool:
        if content == "0" and self._all_empty() and not self.returned:
            return self.choose_key("0")
        if self.returned and content.isdigit():
            self.toggle_returned()
        return super().on_text(content)

    def _all_empty(self) -> bool:
        return all(p.empty() for p in self.placements)

    # ----------------------------------------------------------------- the entry

    def placement(self, k: int) -> tuple[Placement | None, str]:
        fields = self.placements[k]
        which = tr("forms.colour.first") if k == 0 else tr("forms.colour.second")
        if fields.direct:
            value = fields.points.value.strip()
            if not value.isdigit() or int(value) < 1:
                return None, tr("forms.colour.points_bad", which=which)
            most = most_points(self.sheet.house)
            if int(value) > most:
                return None, tr("forms.colour.points_most", which=which, most=most)
            return Placement(points=int(value)), ""
        edges = fields.edges.value.strip()
        if not edges.isdigit() or not 1 <= int(edges) <= MOST_EDGES:
            return None, tr("forms.colour.edges_bad", which=which, most=MOST_EDGES)
        sizes = numbers(fields.closed.value)
        if sizes is None or any(s < 1 for s in sizes):
            return None, tr("forms.colour.closed_bad", which=which)
        if sum(sizes) > MOST_SQUARES:
            return None, tr("forms.colour.closed_most", which=which, most=MOST_SQUARES)
        return Placement(int(edges), tuple(sizes)), ""

    def _given(self, k: int) -> bool:
        fields = self.placements[k]
        return any(f.value.strip() for f in fields.shown())

    def entry(self) -> tuple[ColourTurn | None, str]:
        if self.returned:
            return ColourTurn(), ""
        if not self._given(0):
            if self._given(1):
                return None, tr("forms.colour.second_alone")
            return None, tr("forms.colour.nothing")
        first, why = self.placement(0)
        if first is None:
            return None, why
        if not self._given(1):
            return ColourTurn((first,)), ""
        second, why = self.placement(1)
        if second is None:
            return None, why
        house = self.sheet.house
        have = self.before + first.gross_under(house)
        if not house.affords_second(have):
            return None, trn(
                "forms.colour.afford",
                self.sheet.players[self.seat],
                points=count_text("forms.colour.points_n", have),
                cost=house.cost,
            )
        return ColourTurn((first, second)), ""

    def confirm(self) -> None:
        entry, why = self.entry()
        if entry is None:
            self.message = why
            return
        self.send(self.submit(entry))

    # ----------------------------------------------------------------- events

    def on_mouse_press(self, x: float, y: float) -> bool:
        for button in [self.return_button, *self.mode_buttons]:
            if button.press(x, y):
                return True
        return super().on_mouse_press(x, y)

    # ----------------------------------------------------------------- layout

    def layout(self, rect: Rect) -> None:
        self.rect = rect
        self.buttons = self.footer_buttons(lambda: tr("forms.confirm"))
        r = rect
        right_w = max(260.0, r.width * 0.3)
        left_w = r.width - right_w - 2 * MARGIN - 24
        self._left = Rect(r.left + MARGIN, r.bottom + 66, left_w, r.height - 136)
        self._right = Rect(self._left.right + 24, self._left.bottom, right_w, self._left.height)
        box_h = min(164.0, (self._left.height - 60) / 2 - 8)
        self._boxes = []
        for k, fields in enumerate(self.placements):
            top = self._left.top - k * (box_h + 12)
            box = Rect(self._left.left, top - box_h, self._left.width, box_h)
            self._boxes.append(box)
            # a short box (a small window) has no labels over its fields: their hints say
            self._compact = box_h < 150
            if self._compact:
                fh = max(30.0, min(FIELD_HEIGHT, box_h - 76))
                y = box.top - 40 - fh
            else:
                fh = max(30.0, min(FIELD_HEIGHT, box_h - 110))
                y = box.top - 62 - fh
            fields.edges.rect = Rect(box.left + 16, y, 100, fh)
            fields.closed.rect = Rect(box.left + 150, y, min(220.0, box.width - 166), fh)
            fields.points.rect = Rect(box.left + 16, y, 140, fh)
            self.mode_buttons[k].rect = Rect(box.right - 176, box.top - 38, 164, 30)
        bottom = self._boxes[-1].bottom - 12 - 44
        self.return_button.rect = Rect(self._left.left, bottom, self._left.width * 0.8, 44)

    # ----------------------------------------------------------------- drawing

    def draw(self, hover: tuple[float, float] | None) -> None:
        name = self.sheet.players[self.seat]
        title = (
            tr("forms.colour.editing", n=self.number, name=name)
            if self.editing is not None
            else trn("forms.colour.title", name, n=self.number)
        )
        self.draw_frame(
            title,
            trn(
                "forms.colour.has",
                name,
                points=count_text("forms.colour.points_n", self.before),
            ),
        )
        for k, box in enumerate(self._boxes):
            self._draw_placement(k, box, hover)
        self.return_button.draw(hover)
        self._draw_total(self._right)
        self.draw_footer(tr("forms.colour.keys"), hover)

    def _draw_placement(self, k: int, box: Rect, hover: tuple[float, float] | None) -> None:
        fields = self.placements[k]
        faded = self.returned
        fill_rect(
            box,
            theme.mix(theme.PANEL, (255, 255, 255), 0.5) if not faded else theme.BUTTON_DISABLED,
        )
        outline_rect(box, theme.PANEL_EDGE)
        heading = (
            tr("forms.colour.first")
            if k == 0
            else tr("forms.colour.second_paid", cost=self.sheet.house.cost)
        )
        draw_text(
            fit_text(heading, self.mode_buttons[k].rect.left - box.left - 24, LABEL, bold=True),
            box.left + 16,
            box.top - 12,
            size=LABEL,
            bold=True,
            anchor_y="top",
            colour=theme.MUTED if faded else theme.TEXT,
        )
        if faded:
            return
        self.mode_buttons[k].draw(hover)
        labels = (
            [tr("forms.colour.points")]
            if fields.direct
            else [tr("forms.colour.edges"), tr("forms.colour.closed")]
        )
        for label, field in zip(labels, fields.shown(), strict=True):
            field.draw(hover)
            if self._compact:
                continue
            draw_text(
                label,
                field.rect.left,
                field.rect.top + 4,
                size=theme.SIZES.small,
                colour=theme.MUTED,
            )
        line = self._breakdown(k)
        if line:
            size = LABEL - 1 if self._compact else CHOICE
            room = box.width - 32
            # (a house rule's squares × points and a payment make a long line: smaller first)
            while size > LABEL - 3 and text(line, 0, 0, size=size, bold=True).content_width > room:
                size -= 1
            draw_text(
                fit_text(line, room, size, bold=True),
                box.left + 16,
                box.bottom + (8 if self._compact else 14),
                size=size,
                bold=True,
            )

    def _breakdown(self, k: int) -> str:
        """The placement's points as the colour table says them, "3 edges + bonus 1 +
        closed 4 + 3 = 11" (under house rules of 2 points a square "1 edge + closed 1 square ×
        2 points = 3"), the second also saying what it paid and what is left: the numbers of
        the engine's score."""
        if not self._given(k):
            return ""
        placement, _ = self.placement(k)
        if placement is None:
            return ""
        house = self.sheet.house
        score = placement.score_under(house)
        if score is None:
            line = count_text("forms.colour.points_n", placement.gross_under(house))
        else:
            line = f"{breakdown(score)} = {score.points}"
        if k == 1:
            net = placement.gross_under(house) - house.cost
            line += ", " + tr("forms.colour.paid", cost=house.cost, net=signed(net))
        return line

    def _draw_total(self, area: Rect) -> None:
        draw_text(
            tr("forms.preview.turn"), area.left, area.top, size=LABEL, bold=True, anchor_y="top"
        )
        entry, why = self.entry()
        if entry is None:
            if self._given(0) or self._given(1):
                note(why, area, 34, theme.MUTED)
            return
        line = self.preview(entry, self.editing)
        if isinstance(line, str):
            note(line, area, 34, theme.WARNING)
            return
        award = line.awards[self.seat]
        draw_text(
            signed(award),
            area.left,
            area.top - 34,
            size=56,
            bold=True,
            colour=award_colour(self.sheet, award),
            anchor_y="top",
        )
        name = self.sheet.players[self.seat]
        after = trn(
            "forms.colour.after",
            name,
            before=self.before,
            after=points_shown(line.scores[self.seat]),
        )
        draw_text(
            fit_text(after, area.width, CHOICE),
            area.left,
            area.top - 120,
            size=CHOICE,
            anchor_y="top",
        )
        if line.paid:
            draw_text(
                fit_text(tr("forms.colour.paid_line", cost=line.paid), area.width),
                area.left,
                area.top - 152,
                colour=theme.MUTED,
                anchor_y="top",
            )


# ----------------------------------------------------------------------------- points in play


class InPlayForm(_Form):
    """All Fives: one scoring placement as it happens: the side that scored and its points."""

    WIDTH = 680.0
    HEIGHT = 360.0

    def __init__(self, sheet: Sheet, submit: SubmitInPlay, cancel: Callable[[], None]) -> None:
        super().__init__(sheet, cancel)
        self.submit = submit
        self.side: int | None = None
        self.points = NumberField(placeholder=lambda: tr("forms.in_play.points_hint"))
        self.points.size = 36
        self.side_buttons = [
            Button(
                label=partial(self._side_label, side),
                action=partial(self.choose, side),
                size=CHOICE,
                selected=partial(self._side_chosen, side),
            )
            for side in range(sheet.sides)
        ]
        self.layout(self.rect)

    def _side_label(self, side: int) -> str:
        return f"{side + 1}   {self.sheet.side_name(side)}"

    def _side_chosen(self, side: int) -> bool:
        return self.side == side

    def choose(self, side: int) -> None:
        self.side = side
        self.message = ""
        self.focus_on(self.points)

    def fields(self) -> list[NumberField]:
        return [self.points] if self.side is not None else []

    def tab_includes_none(self) -> bool:
        return True

    def choose_key(self, char: str) -> bool:
        if char.isdigit() and 1 <= int(char) <= len(self.side_buttons):
            self.choose(int(char) - 1)
            return True
        return False

    def on_text(self, content: str) -> bool:
        if self.side is None or self.focus is None:
            return any([self.choose_key(c) for c in content])
        return super().on_text(content)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        key = arcade.key
        if symbol in (key.UP, key.LEFT, key.DOWN, key.RIGHT):
            step = -1 if symbol in (key.UP, key.LEFT) else 1
            side = 0 if self.side is None else (self.side + step) % len(self.side_buttons)
            self.side = side
            if self.focus is None:
                self.focus_on(self.points)
            return True
        return super().on_key(symbol, modifiers)

    def confirm(self) -> None:
        if self.side is None:
            self.message = tr("forms.in_play.side_first")
            return
        value = self.points.value.strip()
        if not value:
            self.message = tr("forms.in_play.points_missing")
            return
        if not value.isdigit() or int(value) <= 0 or int(value) % 5:
            self.message = tr(
                "forms.in_play.fives", name=self.sheet.side_name(self.side), points=value
            )
            return
        assert self.sheet.rules is not None
        most = most_in_play(self.sheet.rules)
        if int(value) > most:
            self.message = tr("forms.in_play.most", name=self.sheet.side_name(self.side), most=most)
            return
        self.send(self.submit(self.side, int(value)))

    def on_mouse_press(self, x: float, y: float) -> bool:
        for button in self.side_buttons:
            if button.press(x, y):
                return True
        return super().on_mouse_press(x, y)

    def _panel(self) -> Rect:
        r = self.rect
        w, h = min(self.WIDTH, r.width), min(self.HEIGHT, r.height)
        return Rect(r.left + (r.width - w) / 2, r.top - h - (r.height - h) * 0.3, w, h)

    def layout(self, rect: Rect) -> None:
        self.rect = rect
        panel = self._panel()
        n = len(self.side_buttons)
        width = (panel.width - 2 * MARGIN - 10 * (n - 1)) / n
        for side, button in enumerate(self.side_buttons):
            button.rect = Rect(
                panel.left + MARGIN + side * (width + 10), panel.top - 146, width, 46
            )
        self.points.rect = Rect(panel.left + MARGIN, panel.top - 230, 180, 58)
        saved = self.rect
        self.rect = panel
        self.buttons = self.footer_buttons(lambda: tr("forms.add"))
        self.rect = saved

    def draw(self, hover: tuple[float, float] | None) -> None:
        saved = self.rect
        self.rect = self._panel()
        try:
            self.draw_frame(tr("forms.in_play.form_title"))
            panel = self.rect
            draw_text(
                tr("forms.in_play.who"),
                panel.left + MARGIN,
                panel.top - 66,
                size=LABEL,
                anchor_y="top",
                colour=theme.MUTED,
            )
            for button in self.side_buttons:
                button.draw(hover)
            self.points.draw(hover)
            draw_text(
                tr("forms.in_play.multiple"),
                self.points.rect.right + 16,
                self.points.rect.cy,
                colour=theme.MUTED,
                anchor_y="center",
            )
            self.draw_footer(tr("forms.in_play.keys"), hover)
        finally:
            self.rect = saved


# ----------------------------------------------------------------------------- which form


def form_for(
    sheet: Sheet,
    submit: Callable[..., str | None],
    cancel: Callable[[], None],
    editing: int | None = None,
) -> ClassicRoundForm | ColourTurnForm:
    """The entry form of the sheet's game: a classic round or a colour turn."""
    if sheet.is_classic:
        return ClassicRoundForm(sheet, submit, cancel, editing=editing)
    return ColourTurnForm(sheet, submit, cancel, editing=editing)


__all__ = [
    "ClassicRoundForm",
    "ColourTurnForm",
    "InPlayForm",
    "NumberField",
    "form_for",
    "numbers",
    "points_shown",
]
