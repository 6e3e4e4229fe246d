"""The colour game's options in the set-up: two to four seats (a name and human or a
computer level each), the target, who starts and the deal number, where they always were;
then its house rules (:mod:`figures.colour.house`): a row that says whether they are the
usual ones and opens their section, where each rule has its value (the default marked) and
− + buttons, the arrow keys changing the rule marked. Every change is judged by
:class:`~figures.colour.house.HouseRules` itself, and the rules go to the game in its
:class:`Settings`.

A panel of :mod:`figures.ui.setup.panel`, made by the colour game's entry of
:mod:`figures.ui.shell.shells`.
"""

from __future__ import annotations

import random
import string
from collections.abc import Sequence
from functools import partial

from figures.app.match import random_seed
from figures.app.options import computer_kinds
from figures.colour.errors import SettingsError
from figures.colour.game import MAX_PLAYERS, MIN_PLAYERS, Settings
from figures.colour.house import DEFAULT_RULES, RANGES, HouseRules
from figures.core.seats import HUMAN
from figures.texts import names
from figures.texts.i18n import count_text, kind_forms, kind_name, number_text, tr
from figures.ui import theme
from figures.ui.setup.panel import (
    ChoiceButton,
    Seat,
    SetupHost,
    draw_row_labels,
    kind_list,
    refusal_text,
    seat_of,
    seat_rows,
    seat_specs,
    set_kind,
)
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, Widget
from figures.ui.widgets.field import TextField
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import draw_text, fit_text, text

__all__ = [
    "HOUSE_ROWS",
    "ColourPanel",
    "house_refusal",
    "house_summary",
    "house_value_text",
    "stepped",
]

#: The house rules' rows, in order: the fields of :class:`HouseRules`.
HOUSE_ROWS = ("cost", "bonus_from", "hand", "square", "min_target", "max_target")
#: How much a press of − or + changes each rule (the targets go by tens).
_STEP = {"min_target": 10, "max_target": 10}
#: Where each row's range comes from (:data:`figures.colour.house.RANGES`).
_RANGE_OF = {"min_target": "targets", "max_target": "targets"}


def stepped(rules: HouseRules, row: str, delta: int) -> HouseRules:
    """``rules`` with rule ``row`` moved by ``delta`` presses (the bonus goes from 6 to
    never and back), judged by :class:`HouseRules`: a SettingsError when it would leave what
    the rules allow."""
    fields = {name: getattr(rules, name) for name in HOUSE_ROWS}
    value = fields[row]
    if row == "bonus_from":
        high = RANGES["bonus_from"][1]
        if value is None:
            fields[row] = high if delta < 0 else None  # (nothing after never)
        elif value + delta > high:
            fields[row] = None
        else:
            fields[row] = value + delta
    else:
        fields[row] = value + delta * _STEP.get(row, 1)
    return HouseRules(**fields)


def house_value_text(rules: HouseRules, row: str) -> str:
    """A rule's value as the set-up shows it: ``3``, ``never``, ``4 (default)``."""
    value = getattr(rules, row)
    shown = tr("house.never") if value is None else number_text(value)
    if value == getattr(DEFAULT_RULES, row):
        return tr("house.default", value=shown)
    return shown


def house_words(rules: HouseRules) -> list[str]:
    """The rules that differ from the usual ones, each in a few words (``cost 3``,
    ``2 a square``, ``no bonus``), in the order they are shown."""
    usual = DEFAULT_RULES
    words = []
    if rules.cost != usual.cost:
        words.append(tr("house.short.cost", value=rules.cost))
    if rules.bonus_from != usual.bonus_from:
        if rules.bonus_from is None:
            words.append(tr("house.short.bonus_never"))
        else:
            words.append(tr("house.short.bonus_from", value=rules.bonus_from))
    if rules.hand != usual.hand:
        words.append(tr("house.short.hand", value=rules.hand))
    if rules.square != usual.square:
        words.append(tr("house.short.square", value=rules.square))
    if (rules.min_target, rules.max_target) != (usual.min_target, usual.max_target):
        words.append(tr("house.short.targets", low=rules.min_target, high=rules.max_target))
    return words


def house_summary(rules: HouseRules, room: float | None = None, size: float = SIZES.text) -> str:
    """Which rules differ from the usual ones, in words that fit ``room`` pixels: all of them
    ("Cost 3, 2 a square"), else the first ones and how many more ("Cost 3 and 2 more"),
    else how many ("3 rules changed"); "The usual rules" when none does."""
    words = house_words(rules)
    if not words:
        return tr("house.usual")
    sep = tr("house.short.sep")

    def capital(line: str) -> str:
        return line[:1].upper() + line[1:]

    whole = capital(sep.join(words))
    if room is None or text(whole, 0, 0, size=size).content_width <= room:
        return whole
    for shown in range(len(words) - 1, 0, -1):
        line = capital(tr("house.short.more", rules=sep.join(words[:shown]), n=len(words) - shown))
        if text(line, 0, 0, size=size).content_width <= room:
            return line
    return count_text("house.changed", len(words))


def house_range_text(row: str) -> str:
    low, high = RANGES[_RANGE_OF.get(row, row)]
    key = "house.range.never" if row == "bonus_from" else "house.range"
    return tr(key, low=low, high=high)


def house_refusal(exc: SettingsError, row: str | None = None) -> str:
    """A house rule refused, in the player's language, from the values the error carries."""
    if exc.reason == "order":
        return tr("house.error.order")
    name = row if row is not None else (exc.field or "cost")
    if name == "targets":
        name = "min_target"
    if name not in HOUSE_ROWS:
        return tr("setup.error.other")
    low, high = RANGES[_RANGE_OF.get(name, name)]
    return tr("house.error.range", rule=tr(f"house.{name}"), low=low, high=high)


class ColourPanel:
    """The colour game's options; Start reads them as :class:`Settings` judges them."""

    def __init__(self, host: SetupHost, game: str) -> None:
        self.host = host
        self.game = game
        options = host.app.options
        settings = options.settings
        self.kinds = [HUMAN, *computer_kinds()]
        self.seats = [
            Seat(p.name, p.kind if p.kind in self.kinds else self.kinds[-1], host.focus)
            for p in settings.players
        ]
        self.target = settings.target
        self.first: int | None = None if options.random_first else settings.first_player
        #: The house rules chosen, and whether their section is open (it takes the place
        #: of the seats' rows), with the row the arrow keys change.
        self.house: HouseRules = getattr(settings, "rules", DEFAULT_RULES)
        self.editing_house = False
        self.house_row = 0
        self.seed = TextField(
            value="" if options.seed is None else str(options.seed),
            max_length=9,
            allowed=string.digits,
            on_focus=host.focus,
            placeholder=lambda: tr("setup.seed.random"),
            visible=self.shown_plain,
        )
        self.widgets: list[Widget] = []
        self.rows: list[tuple[str, float]] = []
        self.shared: list[tuple[str, float]] = []
        self.x_label = 0.0
        self.build()

    def shown(self) -> bool:
        return self.host.is_game(self.game)

    def shown_plain(self) -> bool:
        """Whether the usual rows show: the game is chosen and its house rules are closed."""
        return self.shown() and not self.editing_house

    def shown_house(self) -> bool:
        """Whether the house rules' section shows instead."""
        return self.shown() and self.editing_house

    # ----------------------------------------------------------------- widgets

    def fields(self) -> list[TextField]:
        return [s.name for s in self.seats] + [self.seed]

    def numeric(self, field: TextField) -> bool:
        return field is self.seed

    def build(self) -> None:
        shown = self.shown_plain
        kinds: list[Button] = [
            ChoiceButton(
                label=partial(self.kind_label, seat),
                action=partial(self.open_kinds, index),
                visible=shown,
                forms=partial(self.kind_forms, seat),
            )
            for index, seat in enumerate(self.seats)
        ]
        w, self.seat_buttons, self.add_button = seat_rows(
            self.seats,
            kinds,
            remove=self.remove,
            add=self.add,
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
            shown=shown,
        )
        w.append(self.add_button)
        self.steppers = [
            Button(
                label=partial("{:+d}".format, d),
                action=partial(self.step_target, d),
                visible=shown,
            )
            for d in (-10, -1, 1, 10)
        ]
        w.extend(self.steppers)
        self.first_button = Button(label=self.first_label, action=self.cycle_first, visible=shown)
        w.append(self.first_button)
        w.append(self.seed)
        self.house_button = Button(
            label=self.house_label, action=self.open_house, visible=shown, selected=self.changed
        )
        w.append(self.house_button)
        house = self.shown_house
        self.house_steps: list[tuple[Button, Button]] = []
        for index in range(len(HOUSE_ROWS)):
            less = Button(
                label=lambda: "−", action=partial(self.step_house, index, -1), visible=house
            )
            more = Button(
                label=lambda: "+", action=partial(self.step_house, index, 1), visible=house
            )
            self.house_steps.append((less, more))
            w += [less, more]
        self.reset_button = Button(
            label=lambda: tr("house.reset"),
            action=self.reset_house,
            visible=house,
            enabled=self.changed,
        )
        self.done_button = Button(
            label=lambda: tr("house.done"), action=self.close_house, visible=house, primary=True
        )
        w += [self.reset_button, self.done_button]
        self.widgets = w

    def layout(
        self, area: Rect, top: float, bottom: float, shared: Sequence[tuple[str, Widget]]
    ) -> bool:
        """The rows as they always were, in the options' area, the house rules' row after
        the deal number (or, while it is open, the house rules' section in their place); in
        a low window they come closer together, and the typing hint goes."""
        labels = [tr("setup.target"), tr("setup.first"), tr("setup.seed"), tr("house.title")]
        labels += [label for label, _ in shared]
        labels.append(tr("setup.seat", n=4))
        if self.editing_house:
            labels += [tr(f"house.{row}") for row in HOUSE_ROWS]
        widest = max(text(label, 0, 0).content_width for label in labels)
        self.x_label = area.left
        x_field = area.left + max(170, widest + 20)
        if self.editing_house:
            return self.layout_house(area, x_field, top, bottom, shared)
        room = area.right - x_field
        name_w = min(220.0, room * 0.3)
        kind_w = min(200.0, room * 0.46)
        remove_w = min(100.0, room - name_w - kind_w - 20)
        wide_w = min(220.0, room * 0.55)  # a row's one field or button
        # Vertical room: shrink the pitch of the rows when the window is low.
        needed = 56 + len(self.seats) * 44 + 16 + (4 + len(shared)) * 50
        show_hint = top - needed >= bottom + 120
        bottom_room = 120 if show_hint else 80
        f = min(1.0, (top - bottom - bottom_room) / needed)
        h = min(34.0, 44 * f - 4)
        # Add a player on the players' heading row: it stays under the pointer while seats
        # are added (the rows below it make room for them).
        add_h = min(h, 26.0)
        self.add_button.rect = Rect(x_field, top - add_h / 2 - 2, wide_w, add_h)
        y = top - h / 2 - 44 * f
        self.rows = [(tr("setup.players"), top)]
        for index, seat in enumerate(self.seats):
            row_y = y - index * 44 * f
            seat.name.rect = Rect(x_field, row_y, name_w, h)
            self.rows.append((tr("setup.seat", n=index + 1), row_y + h / 2))
            kind_button, remove_button = self.seat_buttons[index]
            kind_button.rect = Rect(x_field + name_w + 10, row_y, kind_w, h)
            remove_button.rect = Rect(x_field + name_w + kind_w + 20, row_y, remove_w, h)
            remove_button.compact = remove_w < 80
        y -= len(self.seats) * 44 * f + 16 * f
        pitch = 50 * f
        h = min(34.0, pitch - 4)
        self.target_y = y + h / 2
        for index, button in enumerate(self.steppers):
            offset = index if index < 2 else index + 1.6
            button.rect = Rect(x_field + offset * 56, y, 50, h)
        self.target_x = x_field + 2 * 56 + 45
        y -= pitch
        self.first_y = y + h / 2
        self.first_button.rect = Rect(x_field, y, wide_w, h)
        y -= pitch
        self.seed_y = y + h / 2
        self.seed.rect = Rect(x_field, y, wide_w, h)
        y -= pitch
        self.house_y = y + h / 2
        self.house_button.rect = Rect(x_field, y, wide_w, h)
        self.shared = []
        for label, widget in shared:
            y -= pitch
            self.shared.append((label, y + h / 2))
            widget.rect = Rect(x_field, y, wide_w, h)
        return show_hint

    def layout_house(
        self,
        area: Rect,
        x_field: float,
        top: float,
        bottom: float,
        shared: Sequence[tuple[str, Widget]],
    ) -> bool:
        """The house rules' section: a title, a row a rule (− its value +, the range
        allowed), Defaults and Done, then the set-up's shared rows."""
        room = area.right - x_field
        wide_w = min(220.0, room * 0.55)
        rows = len(HOUSE_ROWS)
        needed = 56 + rows * 44 + 16 + 50 + len(shared) * 50
        f = min(1.0, (top - bottom - 80) / needed)
        h = min(34.0, 44 * f - 4)
        self.house_title_y = top
        y = top - 56 * f
        value_w = min(170.0, max(120.0, room - 2 * 44 - 110))
        self.house_rows: list[float] = []
        for index, (less, more) in enumerate(self.house_steps):
            row_y = y - index * 44 * f
            less.rect = Rect(x_field, row_y, 40, h)
            more.rect = Rect(x_field + 48 + value_w, row_y, 40, h)
            self.house_rows.append(row_y + h / 2)
        self.house_value_x = x_field + 44 + value_w / 2
        self.house_range_x = x_field + 48 + value_w + 52
        self.house_left = x_field
        self.house_h = h
        y -= rows * 44 * f + 16 * f
        pitch = 50 * f
        h = min(30.0, pitch - 4)
        half = (wide_w - 10) / 2
        self.reset_button.rect = Rect(x_field, y, half, h)
        self.done_button.rect = Rect(x_field + half + 10, y, half, h)
        self.shared = []
        for label, widget in shared:
            y -= pitch
            self.shared.append((label, y + h / 2))
            widget.rect = Rect(x_field, y, wide_w, h)
        return False

    def draw(self) -> None:
        if self.editing_house:
            self.draw_house()
            return
        draw_row_labels(self.rows, self.x_label)
        draw_text(tr("setup.target"), self.x_label, self.target_y, anchor_y="center")
        draw_text(
            number_text(self.target),
            self.target_x,
            self.target_y,
            size=18,
            bold=True,
            anchor_x="center",
            anchor_y="center",
        )
        draw_text(
            f"{number_text(self.house.min_target)}–{number_text(self.house.max_target)}",
            self.steppers[-1].rect.right + 16,
            self.target_y,
            colour=theme.MUTED,
            anchor_y="center",
        )
        draw_text(tr("setup.first"), self.x_label, self.first_y, anchor_y="center")
        draw_text(tr("setup.seed"), self.x_label, self.seed_y, anchor_y="center")
        draw_text(tr("house.title"), self.x_label, self.house_y, anchor_y="center")
        for label, y in self.shared:
            draw_text(label, self.x_label, y, anchor_y="center")

    def draw_house(self) -> None:
        draw_text(
            tr("house.title"),
            self.x_label,
            self.house_title_y,
            anchor_y="center",
            bold=True,
            size=SIZES.heading,
        )
        title_w = text(tr("house.title"), 0, 0, bold=True, size=SIZES.heading).content_width
        draw_text(
            fit_text(tr("house.keys"), max(60.0, self.done_button.rect.right - self.x_label)),
            self.x_label + title_w + 18,
            self.house_title_y,
            colour=theme.MUTED,
            anchor_y="center",
        )
        for index, (row, y) in enumerate(zip(HOUSE_ROWS, self.house_rows, strict=True)):
            marked = index == self.house_row
            if marked:
                right = self.house_steps[index][1].rect.right
                mark = Rect(self.x_label - 6, y - self.house_h / 2 - 2, 0, self.house_h + 4)
                mark = Rect(mark.left, mark.bottom, right - mark.left + 6, mark.height)
                fill_rect(mark, theme.mix(theme.SELECTED, (255, 255, 255), 0.82))
            draw_text(tr(f"house.{row}"), self.x_label, y, anchor_y="center", bold=marked)
            value = getattr(self.house, row)
            default = value == getattr(DEFAULT_RULES, row)
            draw_text(
                house_value_text(self.house, row),
                self.house_value_x,
                y,
                size=SIZES.text if default else SIZES.text + 2,
                bold=not default,
                colour=theme.TEXT if not default else theme.MUTED,
                anchor_x="center",
                anchor_y="center",
            )
            draw_text(
                house_range_text(row), self.house_range_x, y, colour=theme.MUTED, anchor_y="center"
            )
        for label, y in self.shared:
            draw_text(label, self.x_label, y, anchor_y="center")

    # ----------------------------------------------------------------- the house rules

    def changed(self) -> bool:
        return not self.house.is_default

    def house_label(self) -> str:
        """The house rules' button: which rules are changed, in the words that fit it."""
        button = self.house_button
        room = button.rect.width - 12 if button.rect.width > 0 else None
        return house_summary(self.house, room, button.size)

    def open_house(self) -> None:
        self.editing_house = True
        self.host.build()

    def close_house(self) -> None:
        self.editing_house = False
        self.host.build()

    def reset_house(self) -> None:
        self.house = DEFAULT_RULES
        self.target = max(self.house.min_target, min(self.house.max_target, self.target))

    def step_house(self, index: int, delta: int) -> None:
        """Rule ``index`` moved by ``delta`` presses and marked, when the house rules allow
        the new value (else the set-up says what they allow); the target stays in their
        range."""
        self.house_row = index
        row = HOUSE_ROWS[index]
        try:
            self.house = stepped(self.house, row, delta)
        except SettingsError as exc:
            self.host.error = house_refusal(exc, row)
            return
        self.host.error = ""
        self.target = max(self.house.min_target, min(self.house.max_target, self.target))

    # ----------------------------------------------------------------- changing the choices

    @staticmethod
    def kind_label(seat: Seat) -> str:
        return kind_name(seat.kind)

    @staticmethod
    def kind_forms(seat: Seat) -> list[str]:
        return kind_forms(seat.kind)

    def cycle_kind(self, seat: Seat) -> None:
        """The seat's next kind (a default name follows it)."""
        kind = self.kinds[(self.kinds.index(seat.kind) + 1) % len(self.kinds)]
        set_kind(self.seats, self.seats.index(seat), kind)

    def open_kinds(self, index: int) -> None:
        """The list of the kinds seat ``index`` may be, under its button."""
        button = self.seat_buttons[index][0]
        self.host.open_list(kind_list(button, self.seats, index, self.kinds))

    def remove(self, index: int) -> None:
        if len(self.seats) > MIN_PLAYERS:
            del self.seats[index]
            if self.first is not None and self.first >= len(self.seats):
                self.first = 0
            self.host.build()

    def add(self) -> None:
        if len(self.seats) < MAX_PLAYERS:
            kind = computer_kinds()[0] if "medium" not in self.kinds else "medium"
            self.seats.append(Seat(names.seat(len(self.seats) + 1), kind, self.host.focus))
            self.host.build()

    def step_target(self, delta: int) -> None:
        """The arrow keys: the target up or down (the house rules' range); in the house
        rules' section, ← → change the rule marked and ↑ ↓ mark another."""
        if self.editing_house:
            if abs(delta) == 1:
                self.step_house(self.house_row, delta)
            else:
                step = -1 if delta > 0 else 1  # (↑ is +10: the row above)
                self.house_row = (self.house_row + step) % len(HOUSE_ROWS)
            return
        low, high = self.house.min_target, self.house.max_target
        self.target = max(low, min(high, self.target + delta))

    def first_label(self) -> str:
        if self.first is None:
            return tr("setup.first.random")
        return fit_text(
            self.seats[self.first].name.value or tr("setup.seat", n=self.first + 1), 200
        )

    def cycle_first(self) -> None:
        options: list[int | None] = [None, *range(len(self.seats))]
        self.first = options[(options.index(self.first) + 1) % len(options)]

    def relabel(self) -> None:
        for seat in self.seats:  # default names follow the language; typed ones stay
            seat.relabel()

    def keep(self) -> None:
        pass  # (the panel lives as long as the set-up: its choices stay in it)

    # ----------------------------------------------------------------- starting

    def settings(self) -> Settings | None:
        """The settings chosen, as the game accepts them (:class:`Settings` judges them);
        else None, with the host's ``error`` saying why in the player's language and the
        field at fault focused. Only the deal number's text is read here: the set-up's own
        form."""
        host = self.host
        text = self.seed.value.strip()
        if text and not (text.isascii() and text.isdigit()):
            host.error = tr("setup.error.seed")
            host.focus(self.seed)
            return None
        seed = int(text) if text else random_seed()
        first = (
            self.first if self.first is not None else random.Random(seed).randrange(len(self.seats))
        )
        try:
            settings = Settings(seat_specs(self.seats), self.target, seed, first, self.house)
        except SettingsError as exc:
            host.error = refusal_text(exc)
            seat = seat_of(exc)
            if seat is not None and seat < len(self.seats):
                host.focus(self.seats[seat].name)
            elif exc.field == "seed":
                host.focus(self.seed)
            return None
        host.app.options.seed = int(text) if text else None
        host.app.options.random_first = self.first is None
        return settings
