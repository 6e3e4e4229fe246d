"""The colour game's options in the set-up: two to four seats (a name and human or a
computer level each), the target, who starts and the deal number, where they always were.

A panel of :mod:`figures.ui.setup_panel`, made by the colour game's entry of
:mod:`figures.ui.shells`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from figures.colour.errors import SettingsError
from figures.colour.game import MAX_PLAYERS, MAX_TARGET, MIN_PLAYERS, MIN_TARGET, Settings
from figures.core.seats import PlayerSpec
from figures.ui import theme
from figures.ui.i18n import kind_name, tr
from figures.ui.match import HUMAN, computer_kinds, random_seed
from figures.ui.setup_panel import (
    Seat,
    SetupHost,
    default_name,
    refusal_text,
    seat_of,
    seat_rows,
)
from figures.ui.theme import SIZES
from figures.ui.widgets import Button, Rect, TextField, Widget, draw_text, fit_text, text

__all__ = ["ColourPanel"]


class ColourPanel:
    """The colour game's options; Start reads them as :class:`Settings` judges them."""

    def __init__(self, host: SetupHost, game: str) -> None:
        self.host = host
        self.game = game
        options = host.app.options
        settings = options.settings
        self.kinds = [HUMAN, *computer_kinds()]
        self.seats = [
            Seat(
                default_name(p.name),
                p.kind if p.kind in self.kinds else self.kinds[-1],
                host.focus,
            )
            for p in settings.players
        ]
        self.target = settings.target
        self.first: int | None = None if options.random_first else settings.first_player
        self.seed = TextField(
            value="" if options.seed is None else str(options.seed),
            max_length=9,
            on_focus=host.focus,
            placeholder=lambda: tr("setup.seed.random"),
            visible=self.shown,
        )
        self.widgets: list[Widget] = []
        self.rows: list[tuple[str, float]] = []
        self.shared: list[tuple[str, float]] = []
        self.x_label = 0.0
        self.build()

    def shown(self) -> bool:
        return self.host.is_game(self.game)

    # ----------------------------------------------------------------- widgets

    def fields(self) -> list[TextField]:
        return [s.name for s in self.seats] + [self.seed]

    def numeric(self, field: TextField) -> bool:
        return field is self.seed

    def build(self) -> None:
        shown = self.shown
        kinds = [
            Button(
                label=partial(self.kind_label, seat),
                action=partial(self.cycle_kind, seat),
                visible=shown,
            )
            for seat in self.seats
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
        self.widgets = w

    def layout(
        self, area: Rect, top: float, bottom: float, shared: Sequence[tuple[str, Widget]]
    ) -> bool:
        """The rows as they always were, in the options' area; in a low window they come
        closer together, and the typing hint goes."""
        labels = [tr("setup.target"), tr("setup.first"), tr("setup.seed")]
        labels += [label for label, _ in shared]
        labels.append(tr("setup.seat", n=4))
        widest = max(text(label, 0, 0).content_width for label in labels)
        self.x_label = area.left
        x_field = area.left + max(170, widest + 20)
        room = area.right - x_field
        name_w = min(220.0, room * 0.3)
        kind_w = min(200.0, room * 0.46)
        remove_w = min(100.0, room - name_w - kind_w - 20)
        wide_w = min(220.0, room * 0.55)  # a row's one field or button
        # Vertical room: shrink the pitch of the rows when the window is low.
        add_h = 44 if len(self.seats) < MAX_PLAYERS else 0
        needed = 56 + len(self.seats) * 44 + add_h + 16 + (3 + len(shared)) * 50
        show_hint = top - needed >= bottom + 120
        bottom_room = 120 if show_hint else 80
        f = min(1.0, (top - bottom - bottom_room) / needed)
        h = min(34.0, 44 * f - 4)
        y = top - 56 * f
        self.rows = [(tr("setup.players"), top)]
        for index, seat in enumerate(self.seats):
            row_y = y - index * 44 * f
            seat.name.rect = Rect(x_field, row_y, name_w, h)
            self.rows.append((tr("setup.seat", n=index + 1), row_y + h / 2))
            kind_button, remove_button = self.seat_buttons[index]
            kind_button.rect = Rect(x_field + name_w + 10, row_y, kind_w, h)
            remove_button.rect = Rect(x_field + name_w + kind_w + 20, row_y, remove_w, h)
            remove_button.compact = remove_w < 80
        y -= len(self.seats) * 44 * f
        self.add_button.rect = Rect(x_field, y, wide_w, h)
        y -= (add_h + 16) * f
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
        self.shared = []
        for label, widget in shared:
            y -= pitch
            self.shared.append((label, y + h / 2))
            widget.rect = Rect(x_field, y, wide_w, h)
        return show_hint

    def draw(self) -> None:
        for label, y in self.rows:
            bold = label == tr("setup.players")
            draw_text(
                label,
                self.x_label,
                y,
                anchor_y="center",
                bold=bold,
                size=SIZES.heading if bold else SIZES.text,
            )
        draw_text(tr("setup.target"), self.x_label, self.target_y, anchor_y="center")
        draw_text(
            str(self.target),
            self.target_x,
            self.target_y,
            size=18,
            bold=True,
            anchor_x="center",
            anchor_y="center",
        )
        draw_text(
            f"{MIN_TARGET}–{MAX_TARGET}",
            self.steppers[-1].rect.right + 16,
            self.target_y,
            colour=theme.MUTED,
            anchor_y="center",
        )
        draw_text(tr("setup.first"), self.x_label, self.first_y, anchor_y="center")
        draw_text(tr("setup.seed"), self.x_label, self.seed_y, anchor_y="center")
        for label, y in self.shared:
            draw_text(label, self.x_label, y, anchor_y="center")

    # ----------------------------------------------------------------- changing the choices

    @staticmethod
    def kind_label(seat: Seat) -> str:
        return kind_name(seat.kind)

    def cycle_kind(self, seat: Seat) -> None:
        seat.kind = self.kinds[(self.kinds.index(seat.kind) + 1) % len(self.kinds)]

    def remove(self, index: int) -> None:
        if len(self.seats) > MIN_PLAYERS:
            del self.seats[index]
            if self.first is not None and self.first >= len(self.seats):
                self.first = 0
            self.host.build()

    def add(self) -> None:
        if len(self.seats) < MAX_PLAYERS:
            kind = computer_kinds()[0] if "medium" not in self.kinds else "medium"
            name = f"{tr('setup.seat', n=len(self.seats) + 1)}"
            self.seats.append(Seat(name, kind, self.host.focus))
            self.host.build()

    def step_target(self, delta: int) -> None:
        self.target = max(MIN_TARGET, min(MAX_TARGET, self.target + delta))

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
            seat.name.value = default_name(seat.name.value)

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
        players = tuple(PlayerSpec(s.name.value.strip(), s.kind) for s in self.seats)
        try:
            settings = Settings(players, self.target, seed, first)
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
