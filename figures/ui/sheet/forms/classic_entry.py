"""A classic round as its form holds it: how it ended, what each seat still holds (typed,
or tapped on the picture of the set: :mod:`figures.ui.sheet.tiles`), the points scored in play,
the keys and clicks that change them, and where everything lies. How it is drawn is
:mod:`figures.ui.sheet.forms.classic`'s."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from figures.classic.game import engine_of
from figures.classic.tiles import PIPS
from figures.sheet.model import ClassicRound, Line, Remaining, Sheet
from figures.texts.i18n import tr, trn
from figures.ui.sheet.forms.base import Form
from figures.ui.sheet.forms.field import CHOICE, FIELD_HEIGHT, LABEL, MARGIN, NumberField, numbers
from figures.ui.sheet.tiles import TilePicker
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect

SubmitRound = Callable[[ClassicRound], "str | None"]


class ClassicRoundEntry(Form):
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
        return self.target_refused() is None

    def target_refused(self) -> str | None:
        """Why the sheet refuses a round ended by the target reached in play with the points
        in play as they stand (None: it takes it)."""
        items, why = self.in_play()
        if items is None:
            return why
        line = self.preview(ClassicRound("target", in_play=items), self.editing)
        return None if isinstance(line, Line) else line

    # ----------------------------------------------------------------- choosing

    def _tiles_shown(self, seat: int) -> bool:
        """Whether ``seat``'s tiles button shows: in the hands' step, for a seat that holds
        some."""
        return self.step == 2 and self.how != "target" and not self._went_out(seat)

    def _went_out_label(self, seat: int) -> str:
        return f"{seat + 1}    " + trn("forms.round.went_out", self.sheet.name(seat))

    def _went_out_chosen(self, seat: int) -> bool:
        return self.how == "out" and self.seat == seat

    def _choice_buttons(self) -> list[Button]:
        buttons = []
        for seat in range(len(self.sheet.players)):
            buttons.append(
                Button(
                    label=partial(self._went_out_label, seat),
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
        refused = self.target_refused() if how == "target" else None
        if refused is not None:
            self.message = refused
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
            return "← " + trn("forms.round.went_out", self.sheet.name(self.seat))
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
                    taken[t] = self.sheet.name(other)
        self.picker = TilePicker(
            self.rules.set,
            engine=self.engine,
            taken=taken,
            chosen=self.tiles[seat] or (),
            name=self.sheet.name(seat),
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
        remaining = []
        for seat, field in enumerate(self.pips):
            name = self.sheet.name(seat)
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
                remaining.append(Remaining(int(value)))
        out = self.seat if self.how == "out" else None
        return ClassicRound(self.how, out, tuple(remaining), in_play), ""

    def confirm(self) -> None:
        if self.picker is not None:
            return
        if self.step == 1:
            if self.how is None:
                self.message = tr("forms.round.how_first")
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
