"""A classic preset's options in the set-up: its seats, teams for four when the preset
offers them, its switches (tiles in each hand, who leads, what a player who cannot play does,
the target), who starts and the deal number. Every change is judged by the preset's rules
before it is taken.

A panel of :mod:`figures.ui.setup.panel`, made by the classic games' entry of
:mod:`figures.ui.shell.shells`.
"""

from __future__ import annotations

import math
import string
from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from figures.app.match import random_seed
from figures.app.options import (
    CLASSIC_LEVELS,
    TARGETS_OFFERED,
    ClassicChoice,
    classic_choice,
    with_choice,
)
from figures.classic.settings import ClassicSettings
from figures.core.errors import FiguresError, SettingsError
from figures.core.seats import HUMAN, PlayerSpec, Table
from figures.games import GAMES
from figures.texts import names
from figures.texts.i18n import kind_forms, kind_name, number_text, tr
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
)
from figures.ui.widgets.buttons import Button, Widget
from figures.ui.widgets.field import TextField
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.classic.rules import Rules

__all__ = ["ClassicPane"]


class ClassicPane:
    """A classic preset's options: seats, teams, the switches, who starts and the deal
    number. Every change is judged by the preset's rules before it is taken (a step the
    rules refuse is not taken), so Start always has rules that can be played."""

    def __init__(self, host: SetupHost, game: str) -> None:
        self.host = host
        self.game = game
        self.info = GAMES[game]
        choice = classic_choice(host.app.options, game)
        self.kinds = [HUMAN, *CLASSIC_LEVELS]
        self.seats = [
            Seat(p.name, p.kind if p.kind in self.kinds else "medium", host.focus)
            for p in choice.players
        ]
        self.teams = choice.teams
        self.first = choice.first
        self.hand = choice.hand
        self.lead = choice.lead
        self.cannot_play = choice.cannot_play
        self.target = choice.target
        self.seed = TextField(
            value="" if choice.seed is None else str(choice.seed),
            max_length=9,
            allowed=string.digits,
            on_focus=host.focus,
            placeholder=lambda: tr("setup.seed.random"),
        )
        self._rules: tuple[object, Rules | None] = (None, None)
        self.widgets: list[Widget] = []
        self.rows: list[tuple[str, float]] = []
        self.values: list[tuple[str, float, float]] = []
        self.build()

    def shown(self) -> bool:
        return self.host.is_game(self.game)

    def numeric(self, field: TextField) -> bool:
        return field is self.seed

    def relabel(self) -> None:
        for seat in self.seats:  # default names follow the language; typed ones stay
            seat.relabel()

    # ----------------------------------------------------------------- the choice

    def choice(self, **changes: Any) -> ClassicChoice:
        text = self.seed.value.strip()
        seed = int(text) if text.isascii() and text.isdigit() else None
        choice = ClassicChoice(
            tuple(PlayerSpec(s.held(), s.kind) for s in self.seats),
            self.teams,
            self.first,
            seed,
            self.hand,
            self.lead,
            self.cannot_play,
            self.target,
        )
        return replace(choice, **changes) if changes else choice

    def rules(self) -> Rules | None:
        """The rules the pane's switches make (None: the rules refuse them)."""
        key = (len(self.seats), self.teams, self.hand, self.lead, self.cannot_play, self.target)
        if self._rules[0] != key:
            self._rules = (key, self.judge(self.choice()))
        return self._rules[1]

    def judge(self, choice: ClassicChoice) -> Rules | None:
        try:
            return choice.rules(self.game)
        except FiguresError:
            return None

    def allowed(self, **changes: Any) -> bool:
        return self.judge(self.choice(**changes)) is not None

    def take(self, **changes: Any) -> None:
        """Change the switches, if the rules allow the result."""
        if self.allowed(**changes):
            for key, value in changes.items():
                setattr(self, key, value)

    def settle(self) -> None:
        """After a change of seats: teams only for four, and a switch the new table refuses
        goes back to the preset's."""
        if len(self.seats) != 4:
            self.teams = False
        if self.first is not None and self.first >= len(self.seats):
            self.first = None
        for key in ("hand", "target", "cannot_play", "lead"):
            if self.rules() is None:
                setattr(self, key, None)

    # ----------------------------------------------------------------- widgets

    def fields(self) -> list[TextField]:
        return [s.name for s in self.seats] + [self.seed]

    def build(self) -> None:
        shown = self.shown
        kinds: list[Button] = [
            ChoiceButton(
                label=partial(self.kind_label, index),
                action=partial(self.open_kinds, index),
                visible=shown,
                forms=partial(self.kind_forms, index),
            )
            for index in range(len(self.seats))
        ]
        w, self.seat_buttons, self.add_button = seat_rows(
            self.seats,
            kinds,
            remove=self.remove,
            add=self.add,
            low=self.info.players[0],
            high=self.info.players[-1],
            shown=shown,
        )
        self.teams_button = Button(
            label=lambda: tr("on") if self.teams else tr("off"),
            action=self.toggle_teams,
            selected=lambda: self.teams,
            visible=lambda: shown() and self.offers_teams(),
        )
        w += [self.add_button, self.teams_button]
        self.hand_steppers = [
            Button(
                label=partial("{:+d}".format, d),
                action=partial(self.step_hand, d),
                enabled=partial(self.can_step_hand, d),
                visible=shown,
            )
            for d in (-1, 1)
        ]
        w += self.hand_steppers
        self.lead_button = Button(
            label=self.lead_label,
            action=self.cycle_lead,
            visible=lambda: shown() and self.offers_lead(),
        )
        self.first_button = Button(  # who leads freely; with the highest double: the rule
            label=self.first_label,
            action=self.cycle_first,
            enabled=self.leads_freely,
            visible=lambda: shown() and (self.offers_lead() or self.offers_first()),
        )
        self.play_button = Button(label=self.play_label, action=self.cycle_play, visible=shown)
        self.target_button = Button(
            label=self.target_label, action=self.cycle_target_kind, visible=shown
        )
        self.target_steppers = [
            Button(
                label=partial("{:+d}".format, d),
                action=partial(self.step_target, d),
                enabled=partial(self.can_step_target, d),
                visible=shown,
            )
            for d in (-10, -1, 1, 10)
        ]
        self.seed.visible = shown
        w += [self.lead_button, self.first_button, self.play_button, self.target_button]
        w += [*self.target_steppers, self.seed]
        self.widgets = w

    def offers_teams(self) -> bool:
        return self.info.teams and len(self.seats) == 4

    def offers_lead(self) -> bool:
        """Whether who leads is the player's to choose (not Mexican Train's engine)."""
        return self.allowed(lead="any") and self.allowed(lead="highest-double")

    def offers_first(self) -> bool:
        """Whether the first player has a row of its own: Mexican Train's, who starts the
        first round (the next player starts each round after), without a lead to choose."""
        rules = self.rules()
        return rules is not None and rules.lead == "engine" and not self.offers_lead()

    def leads_freely(self) -> bool:
        """Whether the set-up's first player opens the first round (not the highest double's
        holder)."""
        rules = self.rules()
        return rules is not None and rules.lead in ("any", "engine")

    # ----------------------------------------------------------------- labels

    def lead_label(self) -> str:
        rules = self.rules()
        return tr(f"setup.lead.{rules.lead}") if rules is not None else "?"

    def play_label(self) -> str:
        rules = self.rules()
        return tr(f"setup.cannot_play.{rules.cannot_play}") if rules is not None else "?"

    def target_now(self) -> tuple[str, int]:
        rules = self.rules()
        if rules is None:
            return self.target or ("points", 100)
        target = rules.target
        if target.kind == "instant":
            return "instant", target.threshold(len(self.seats)) or 0
        return target.kind, target.value

    def target_label(self) -> str:
        return tr(f"setup.target.{self.target_now()[0]}")

    def hand_now(self) -> int:
        rules = self.rules()
        return rules.hand_size if rules is not None else self.hand or 0

    def first_label(self) -> str:
        if not self.leads_freely():
            return tr("setup.first.rule")
        if self.first is None:
            return tr("setup.first.random")
        return fit_text(
            self.seats[self.first].name.value or tr("setup.seat", n=self.first + 1), 200
        )

    # ----------------------------------------------------------------- changes

    def kind_label(self, index: int) -> str:
        return kind_name(self.seats[index].kind) if index < len(self.seats) else ""

    def kind_forms(self, index: int) -> list[str]:
        return kind_forms(self.seats[index].kind) if index < len(self.seats) else [""]

    def open_kinds(self, index: int) -> None:
        """The list of the kinds seat ``index`` may be, under its button."""
        button = self.seat_buttons[index][0]
        self.host.open_list(kind_list(button, self.seats, index, self.kinds))

    def add(self) -> None:
        if len(self.seats) < self.info.players[-1]:
            self.seats.append(Seat(names.seat(len(self.seats) + 1), "medium", self.host.focus))
            self.settle()
            self.host.build()

    def remove(self, index: int) -> None:
        if len(self.seats) > self.info.players[0]:
            del self.seats[index]
            if self.first is not None and self.first >= len(self.seats):
                self.first = None
            self.settle()
            self.host.build()

    def toggle_teams(self) -> None:
        self.take(teams=not self.teams)

    def default_hand(self) -> int | None:
        rules = self.judge(self.choice(hand=None))
        return rules.hand_size if rules is not None else None

    def step_hand(self, delta: int) -> None:
        value = self.hand_now() + delta
        self.take(hand=None if value == self.default_hand() else value)

    def can_step_hand(self, delta: int) -> bool:
        value = self.hand_now() + delta
        return value >= 1 and self.allowed(hand=None if value == self.default_hand() else value)

    def cycle_lead(self) -> None:
        rules = self.rules()
        now = rules.lead if rules is not None else "highest-double"
        wanted = "any" if now == "highest-double" else "highest-double"
        default = self.judge(self.choice(lead=None))
        self.take(lead=None if default is not None and default.lead == wanted else wanted)

    def cycle_first(self) -> None:
        options: list[int | None] = [None, *range(len(self.seats))]
        self.first = options[(options.index(self.first) + 1) % len(options)]

    def cycle_play(self) -> None:
        rules = self.rules()
        ways = ("draw-until", "pass", "draw-one")
        now = rules.cannot_play if rules is not None else ways[0]
        default = self.judge(self.choice(cannot_play=None))
        for step in range(1, len(ways) + 1):
            wanted = ways[(ways.index(now) + step) % len(ways)]
            value = None if default is not None and default.cannot_play == wanted else wanted
            if self.allowed(cannot_play=value):
                self.cannot_play = value
                return

    def target_for(self, kind: str, value: int) -> tuple[str, int] | None:
        """A target as the pane keeps it: None when it is the preset's own."""
        default = self.judge(self.choice(target=None))
        if default is not None:
            target = default.target
            same = target.threshold(len(self.seats)) if kind == "instant" else target.value
            if target.kind == kind and same == value:
                return None
        return kind, value

    def cycle_target_kind(self) -> None:
        kind, _ = self.target_now()
        default = self.judge(self.choice(target=None))
        for step in range(1, len(TARGETS_OFFERED) + 1):
            wanted = TARGETS_OFFERED[(TARGETS_OFFERED.index(kind) + step) % len(TARGETS_OFFERED)]
            if default is not None and default.target.kind == wanted:
                candidate = None
            else:
                candidate = (wanted, {"points": 100, "rounds": 5, "instant": 200}[wanted])
            if self.allowed(target=candidate):
                self.target = candidate
                return

    def step_target(self, delta: int) -> None:
        kind, value = self.target_now()
        value = max(1, value + delta)
        self.take(target=self.target_for(kind, value))

    def can_step_target(self, delta: int) -> bool:
        kind, value = self.target_now()
        if value + delta < 1:
            return value > 1 and self.allowed(target=self.target_for(kind, 1))
        return self.allowed(target=self.target_for(kind, value + delta))

    # ----------------------------------------------------------------- starting

    def settings(self) -> ClassicSettings | None:
        """The :class:`~figures.classic.settings.ClassicSettings` chosen, judged as every
        game judges its seats and by the preset's rules; else None, with the host's
        ``error`` saying why in the player's language and the field at fault focused. The
        choice is remembered as this game's last set-up."""
        host = self.host
        text = self.seed.value.strip()
        if text and not (text.isascii() and text.isdigit()):
            host.error = tr("setup.error.seed")
            host.focus(self.seed)
            return None
        seed = int(text) if text else random_seed()
        first = self.first if self.first is not None else 0
        try:
            players = seat_specs(self.seats)
            Table(players, seed, first, self.teams).check(
                self.info.players[0], self.info.players[-1], teams=self.info.teams
            )
        except SettingsError as exc:
            host.error = refusal_text(exc)
            seat = seat_of(exc)
            if seat is not None and seat < len(self.seats):
                host.focus(self.seats[seat].name)
            elif exc.field == "seed":
                host.focus(self.seed)
            return None
        choice = self.choice(seed=int(text) if text else None)
        if self.judge(choice) is None:
            host.error = tr("setup.error.rules")
            return None
        with_choice(host.app.options, self.game, choice)
        overrides = tuple((k, v) for k, v in choice.overrides().items() if k != "teams")
        return ClassicSettings(
            game=self.game,
            players=players,
            seed=seed,
            first=self.first,  # (None: drawn from the seed)
            teams=self.teams,
            overrides=overrides,
        )

    def keep(self) -> None:
        """Keep the pane's choices as the game's set-up while another game is looked at."""
        if self.rules() is not None:
            self.host.app.options.classic[self.game] = self.choice()

    # ----------------------------------------------------------------- layout and drawing

    def layout(
        self, area: Rect, top: float, bottom: float, shared: Sequence[tuple[str, Widget]]
    ) -> bool:
        """The rows from ``top``, above the typing hint when they need not come closer for
        it, else down to ``bottom + 80``."""
        show_hint = self.place(area, top, bottom + 120, shared) >= 0.85
        if not show_hint:
            self.place(area, top, bottom + 80, shared)
        return show_hint

    def place(
        self, area: Rect, top: float, bottom: float, shared: Sequence[tuple[str, Widget]]
    ) -> float:
        """Rows from ``top`` down to ``bottom`` in ``area``, closer together when the window
        is low (the share of their full pitch is returned); the fields start after the
        widest label. More than four seats go in two columns."""
        labels = [tr("setup.seat", n=len(self.seats)), tr("setup.teams"), tr("setup.hand")]
        labels += [tr("setup.lead"), tr("setup.first"), tr("setup.cannot_play")]
        labels.append(tr("setup.target"))
        labels += [tr("setup.seed"), *(label for label, _ in shared)]
        widest = max(text(label, 0, 0).content_width for label in labels)
        x_label = area.left
        x_field = area.left + max(170, widest + 20)
        room = area.right - x_field
        name_w = min(220.0, room * 0.3)
        kind_w = min(200.0, room * 0.46)
        remove_w = min(100.0, room - name_w - kind_w - 20)
        wide_w = min(220.0, room * 0.55)  # a row's one field or button
        two = len(self.seats) > 4
        per_column = (len(self.seats) + 1) // 2 if two else len(self.seats)
        switches = 4 + len(shared) + self.offers_teams() + self.offers_lead()
        switches += self.offers_first()
        needed = 56 + per_column * 44 + 12 + switches * 48
        f = min(1.0, (top - bottom) / needed)
        h = min(34.0, 44 * f - 4)
        self.rows = [(tr("setup.players"), top)]
        self.values = []
        # Add a player on the players' heading row: it stays under the pointer while seats
        # are added (the rows below it make room for them, in two columns past four).
        add_h = min(h, 26.0)
        self.add_button.rect = Rect(x_field, top - add_h / 2 - 2, wide_w, add_h)
        y = top - h / 2 - 44 * f
        column_w = (area.width - 20) / 2
        for index, seat in enumerate(self.seats):
            kind, remove = self.seat_buttons[index]
            if two:  # name, kind and a narrow remove button in each of two columns
                column, row = divmod(index, per_column)
                row_y = y - row * 44 * f
                x = area.left + column * (column_w + 20)
                narrow_w = column_w * 0.42
                seat.name.rect = Rect(x, row_y, narrow_w, h)
                kind.rect = Rect(x + narrow_w + 8, row_y, column_w * 0.4, h)
                right = kind.rect.right + 8
                remove.rect = Rect(right, row_y, x + column_w - right, h)
                remove.compact = remove.rect.width < 80
                continue
            row_y = y - index * 44 * f
            seat.name.rect = Rect(x_field, row_y, name_w, h)
            self.rows.append((tr("setup.seat", n=index + 1), row_y + h / 2))
            kind.rect = Rect(x_field + name_w + 10, row_y, kind_w, h)
            remove.rect = Rect(x_field + name_w + kind_w + 20, row_y, remove_w, h)
            remove.compact = remove_w < 80
        y -= per_column * 44 * f + 12 * f
        pitch = 48 * f
        h = min(34.0, pitch - 4)
        if self.offers_teams():
            self.rows.append((tr("setup.teams"), y + h / 2))
            self.teams_button.rect = Rect(x_field, y, wide_w, h)
            y -= pitch
        self.rows.append((tr("setup.hand"), y + h / 2))
        self.hand_steppers[0].rect = Rect(x_field, y, 50, h)
        self.hand_steppers[1].rect = Rect(x_field + 56 + 60, y, 50, h)
        self.values.append(("hand", x_field + 56 + 30, y + h / 2))
        y -= pitch
        if self.offers_lead():
            self.rows.append((tr("setup.lead"), y + h / 2))
            self.lead_button.rect = Rect(x_field, y, name_w + 10 + kind_w * 0.45, h)
            right = self.lead_button.rect.right + 10
            self.first_button.rect = Rect(right, y, area.right - right, h)
            y -= pitch
        elif self.offers_first():
            self.rows.append((tr("setup.first"), y + h / 2))
            self.first_button.rect = Rect(x_field, y, wide_w, h)
            y -= pitch
        self.rows.append((tr("setup.cannot_play"), y + h / 2))
        self.play_button.rect = Rect(x_field, y, name_w + 10 + kind_w * 0.45, h)
        y -= pitch
        self.rows.append((tr("setup.target"), y + h / 2))
        # The steppers as wide as their longest label ("+10") needs, whole at any scale.
        widest = max(text(b.text(), 0, 0, size=b.size).content_width for b in self.target_steppers)
        step_w = max(40.0, math.ceil(widest) + 16)
        step = step_w + 2
        kind_button_w = min(170.0, room - 4.4 * step - step_w - 10)
        self.target_button.rect = Rect(x_field, y, kind_button_w, h)
        x = x_field + kind_button_w + 10
        for index, button in enumerate(self.target_steppers):
            offset = index if index < 2 else index + 1.4
            button.rect = Rect(x + offset * step, y, step_w, h)
        self.values.append(("target", x + 2 * step + 0.7 * step - 1, y + h / 2))
        y -= pitch
        self.rows.append((tr("setup.seed"), y + h / 2))
        self.seed.rect = Rect(x_field, y, wide_w, h)
        for label, widget in shared:
            y -= pitch
            self.rows.append((label, y + h / 2))
            widget.rect = Rect(x_field, y, wide_w, h)
        self.x_label = x_label
        return f

    def draw(self) -> None:
        draw_row_labels(self.rows, self.x_label)
        for what, x, y in self.values:
            value = self.hand_now() if what == "hand" else self.target_now()[1]
            draw_text(
                number_text(value), x, y, size=18, bold=True, anchor_x="center", anchor_y="center"
            )
