"""The set-up: the choice of a game (every game of :data:`figures.games.GAMES`, each with its
picture, title and a line about it), then that game's options: for the colour game two to
four seats (a name and human or a computer level each), the target, who starts; for a
classic preset its seats, teams for four when the preset offers them, its switches (tiles in
each hand, who leads, what a player who cannot play does, the target) and who starts; for
every game a deal number for a repeatable game, the language and colour-blind mode; and the
offer to resume an autosaved game.

The games are a column on the left, the chosen one's options beside it (one screen: the
choice is always in sight, and the colour game's options are where they always were). Page
Up and Page Down change the game; Tab goes through the fields and buttons, Space presses the
button that has the focus, Enter starts. Each game's last set-up is remembered
(:class:`~figures.ui.options.Options`)."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import arcade
from arcade.types import LBWH

from figures.colour.errors import SettingsError
from figures.colour.game import (
    MAX_PLAYERS,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    Settings,
)
from figures.core.errors import FiguresError
from figures.core.seats import PlayerSpec, Table
from figures.games import COLOUR, GAMES
from figures.ui import theme
from figures.ui.i18n import COMPUTER_NAMES, LANGUAGE_NAMES, LANGUAGES, YOU_NAMES, kind_name, tr
from figures.ui.match import HUMAN, Match, computer_kinds, random_seed
from figures.ui.options import (
    CLASSIC_LEVELS,
    TARGETS_OFFERED,
    ClassicChoice,
    classic_choice,
    with_choice,
)
from figures.ui.theme import SIZES
from figures.ui.views.dialog import FileDialog
from figures.ui.views.game import kept_note
from figures.ui.widgets import (
    Button,
    Rect,
    TextField,
    Widget,
    draw_text,
    draw_widgets,
    fill_rect,
    fit_text,
    outline_rect,
    press_widgets,
    shadowed_panel,
    text,
)

if TYPE_CHECKING:
    from figures.classic.rules import Rules
    from figures.ui.navigation import Navigator

_SEAT_FIELD = re.compile(r"players\[(\d+)\](\.kind)?")


def seat_of(exc: SettingsError) -> int | None:
    """The seat (from 0) whose name or kind the error is about, or None."""
    match = _SEAT_FIELD.fullmatch(exc.field or "")
    return int(match.group(1)) if match else None


def refusal_text(exc: SettingsError) -> str:
    """A setting the game refused, in the player's language, from the values the error
    carries (its field, reason, value and range): never the engine's English words."""
    field, reason, low, high = exc.field or "", exc.reason, exc.low, exc.high
    seat = seat_of(exc)
    if seat is not None and field.endswith(".kind"):
        return tr("setup.error.kind", n=seat + 1)
    if seat is not None:
        if reason == "empty":
            return tr("setup.error.name.empty", n=seat + 1)
        if reason == "long":
            return tr("setup.error.name.long", n=seat + 1, high=high)
        if reason == "control":
            return tr("setup.error.name.control", n=seat + 1)
        return tr("setup.error.name.other", n=seat + 1)
    if field == "players" and reason == "count":
        return tr("setup.error.players", low=low, high=high)
    if field == "target" and reason == "range":
        return tr("setup.error.target", low=low, high=high)
    if field == "seed" and reason == "range":
        return tr("setup.error.seed.range", low=low)
    if field == "seed":
        return tr("setup.error.seed")
    if field == "first_player" and high is not None:
        return tr("setup.error.first", n=high + 1)
    return tr("setup.error.other")


class Seat:
    def __init__(self, name: str, kind: str, focus: object) -> None:
        self.name = TextField(value=name, max_length=20, on_focus=focus)  # type: ignore[arg-type]
        self.kind = kind


# ----------------------------------------------------------------------------- the games

#: The pictures of the games, as textures, loaded once (None: no picture to show).
_PICTURES: dict[str, arcade.Texture | None] = {}


def game_picture(name: str) -> arcade.Texture | None:
    """The picture of game ``name`` (:mod:`figures.ui.pictures`), or None."""
    if name not in _PICTURES:
        from figures.ui.pictures import picture_path

        path = picture_path(name)
        texture = None
        if path is not None:
            try:
                texture = arcade.load_texture(path)
            except Exception:  # (a damaged picture: the name alone)
                texture = None
        _PICTURES[name] = texture
    return _PICTURES[name]


def game_title(name: str) -> str:
    return tr(f"game.title.{name}")


def game_line(name: str) -> str:
    """The game's line about itself."""
    return tr(f"game.desc.{name}")


@dataclass
class GameCard(Widget):
    """A game of the registry in the set-up's column: its picture, title and line."""

    name: str = COLOUR
    chosen: Callable[[], bool] = lambda: False
    action: Callable[[], None] = lambda: None

    def draw(self, hover: tuple[float, float] | None) -> None:
        if not self.visible():
            return
        r = self.rect
        chosen = self.chosen()
        over = hover is not None and r.contains(*hover)
        if chosen:
            fill_rect(r, theme.mix(theme.SELECTED, (255, 255, 255), 0.78))
            outline_rect(r, theme.SELECTED, 2)
        elif over:
            fill_rect(r, theme.BUTTON_HOVER)
        pad = 4
        pic_h = r.height - 2 * pad
        pic_w = pic_h * 1.6
        texture = game_picture(self.name)
        if texture is not None:
            arcade.draw_texture_rect(texture, LBWH(r.left + pad, r.bottom + pad, pic_w, pic_h))
            outline_rect(Rect(r.left + pad, r.bottom + pad, pic_w, pic_h), theme.PANEL_EDGE)
        x = r.left + pad + pic_w + 8
        room = r.right - x - 6
        two_lines = r.height >= 40
        draw_text(
            fit_text(game_title(self.name), room, SIZES.text, bold=True),
            x,
            r.cy + (8 if two_lines else 0),
            bold=True,
            anchor_y="center",
        )
        if two_lines:
            draw_text(
                fit_text(game_line(self.name), room, SIZES.small),
                x,
                r.cy - 10,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_y="center",
            )

    def press(self, x: float, y: float) -> bool:
        if self.visible() and self.rect.contains(x, y):
            self.action()
            return True
        return False


def localized_name(name: str) -> str:
    """A default name of a classic set-up ("You", "Computer 2"...) in the current language;
    a typed name as it is."""
    if name in YOU_NAMES:
        return tr("setup.default.you")
    if name in COMPUTER_NAMES:
        return tr("setup.default.computer")
    base, _, number = name.rpartition(" ")
    if base in COMPUTER_NAMES and number.isdigit():
        return f"{tr('setup.default.computer')} {number}"
    return name


# ----------------------------------------------------------------------------- a classic game


class ClassicPane:
    """A classic preset's options: seats, teams, the switches, who starts and the deal
    number. Every change is judged by the preset's rules before it is taken (a step the
    rules refuse is not taken), so Start always has rules that can be played."""

    def __init__(self, view: SetupView, game: str) -> None:
        self.view = view
        self.game = game
        self.info = GAMES[game]
        choice = classic_choice(view.app.options, game)
        self.kinds = [HUMAN, *CLASSIC_LEVELS]
        self.seats = [
            Seat(localized_name(p.name), p.kind if p.kind in self.kinds else "medium", view.focus)
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
            on_focus=view.focus,
            placeholder=lambda: tr("setup.seed.random"),
        )
        self._rules: tuple[object, Rules | None] = (None, None)
        self.widgets: list[Widget] = []
        self.rows: list[tuple[str, float]] = []
        self.values: list[tuple[str, float, float]] = []
        self.build()

    # ----------------------------------------------------------------- the choice

    def choice(self, **changes: Any) -> ClassicChoice:
        text = self.seed.value.strip()
        seed = int(text) if text.isascii() and text.isdigit() else None
        choice = ClassicChoice(
            tuple(PlayerSpec(s.name.value.strip(), s.kind) for s in self.seats),
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
        shown = self.view.is_classic
        w: list[Widget] = []
        self.seat_buttons: list[tuple[Button, Button]] = []
        low, high = self.info.players[0], self.info.players[-1]
        for index, seat in enumerate(self.seats):
            seat.name.visible = shown
            kind = Button(
                label=partial(kind_name, seat.kind),
                action=partial(self.cycle_kind, index),
                visible=shown,
            )
            remove = Button(
                label=lambda: tr("setup.remove"),
                action=partial(self.remove, index),
                enabled=lambda: len(self.seats) > low,
                visible=shown,
                short=lambda: "×",
            )
            self.seat_buttons.append((kind, remove))
            w += [seat.name, kind, remove]
        self.add_button = Button(
            label=lambda: tr("setup.add"),
            action=self.add,
            visible=lambda: shown() and len(self.seats) < high,
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
            visible=lambda: shown() and self.offers_lead(),
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

    def leads_freely(self) -> bool:
        rules = self.rules()
        return rules is not None and rules.lead == "any"

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

    def cycle_kind(self, index: int) -> None:
        seat = self.seats[index]
        seat.kind = self.kinds[(self.kinds.index(seat.kind) + 1) % len(self.kinds)]
        self.seat_buttons[index][0].label = partial(kind_name, seat.kind)

    def add(self) -> None:
        if len(self.seats) < self.info.players[-1]:
            name = tr("setup.seat", n=len(self.seats) + 1)
            self.seats.append(Seat(name, "medium", self.view.focus))
            self.settle()
            self.view.build()

    def remove(self, index: int) -> None:
        if len(self.seats) > self.info.players[0]:
            del self.seats[index]
            if self.first is not None and self.first >= len(self.seats):
                self.first = None
            self.settle()
            self.view.build()

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

    def settings(self) -> Any:
        """The :class:`~figures.ui.classic.match.ClassicSettings` chosen, judged as every
        game judges its seats and by the preset's rules; else None, with the view's
        ``error`` saying why in the player's language and the field at fault focused. The
        choice is remembered as this game's last set-up."""
        view = self.view
        text = self.seed.value.strip()
        if text and not (text.isascii() and text.isdigit()):
            view.error = tr("setup.error.seed")
            view.focus(self.seed)
            return None
        seed = int(text) if text else random_seed()
        players = tuple(PlayerSpec(s.name.value.strip(), s.kind) for s in self.seats)
        first = self.first if self.first is not None else 0
        try:
            Table(players, seed, first, self.teams).check(
                self.info.players[0], self.info.players[-1], teams=self.info.teams
            )
        except SettingsError as exc:
            view.error = refusal_text(exc)
            seat = seat_of(exc)
            if seat is not None and seat < len(self.seats):
                view.focus(self.seats[seat].name)
            elif exc.field == "seed":
                view.focus(self.seed)
            return None
        choice = self.choice(seed=int(text) if text else None)
        if self.judge(choice) is None:
            view.error = tr("setup.error.rules")
            return None
        from figures.ui.classic.match import ClassicSettings

        with_choice(view.app.options, self.game, choice)
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
            self.view.app.options.classic[self.game] = self.choice()

    # ----------------------------------------------------------------- layout and drawing

    def layout(self, area: Rect, top: float, bottom: float) -> float:
        """Rows from ``top`` down to ``bottom`` in ``area``, closer together when the window
        is low (the share of their full pitch is returned); the fields start after the
        widest label. More than four seats go in two columns."""
        view = self.view
        labels = [tr("setup.seat", n=len(self.seats)), tr("setup.teams"), tr("setup.hand")]
        labels += [tr("setup.lead"), tr("setup.cannot_play"), tr("setup.target")]
        labels += [tr("setup.seed"), tr("setup.language"), tr("setup.colour_blind")]
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
        add_h = 44 if len(self.seats) < self.info.players[-1] else 0
        switches = 6 + self.offers_teams() + self.offers_lead()
        needed = 56 + per_column * 44 + add_h + 12 + switches * 48
        f = min(1.0, (top - bottom) / needed)
        h = min(34.0, 44 * f - 4)
        self.rows = [(tr("setup.players"), top)]
        self.values = []
        y = top - 56 * f
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
        y -= per_column * 44 * f
        self.add_button.rect = Rect(area.left if two else x_field, y, wide_w, h)
        y -= (add_h + 12) * f
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
        self.rows.append((tr("setup.cannot_play"), y + h / 2))
        self.play_button.rect = Rect(x_field, y, name_w + 10 + kind_w * 0.45, h)
        y -= pitch
        self.rows.append((tr("setup.target"), y + h / 2))
        kind_button_w = min(170.0, room - 4.4 * 42 - 40 - 10)
        self.target_button.rect = Rect(x_field, y, kind_button_w, h)
        x = x_field + kind_button_w + 10
        for index, button in enumerate(self.target_steppers):
            offset = index if index < 2 else index + 1.4
            button.rect = Rect(x + offset * 42, y, 40, h)
        self.values.append(("target", x + 2 * 42 + 28, y + h / 2))
        y -= pitch
        self.rows.append((tr("setup.seed"), y + h / 2))
        self.seed.rect = Rect(x_field, y, wide_w, h)
        y -= pitch
        self.rows.append((tr("setup.language"), y + h / 2))
        view.language_button.rect = Rect(x_field, y, wide_w, h)
        y -= pitch
        self.rows.append((tr("setup.colour_blind"), y + h / 2))
        view.colour_button.rect = Rect(x_field, y, wide_w, h)
        self.x_label = x_label
        return f

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
        for what, x, y in self.values:
            value = self.hand_now() if what == "hand" else self.target_now()[1]
            draw_text(str(value), x, y, size=18, bold=True, anchor_x="center", anchor_y="center")


# ----------------------------------------------------------------------------- the screen


class SetupView(arcade.View):
    def __init__(self, app: Navigator, *, resume: Any = None) -> None:
        super().__init__(app.window)
        self.app = app
        #: The unfinished game offered to resume: a colour :class:`Match` or a classic one.
        self.resume = resume
        #: Start was pressed while a game is unfinished: the banner asks to confirm.
        self.confirming = False
        self.hover: tuple[float, float] | None = None
        self.error = ""
        self.dialog: FileDialog | None = None
        options = app.options
        settings = options.settings
        #: The game whose options are shown.
        self.game = options.game if options.game in GAMES else COLOUR
        self.kinds = [HUMAN, *computer_kinds()]
        self.seats = [
            Seat(p.name, p.kind if p.kind in self.kinds else self.kinds[-1], self.focus)
            for p in settings.players
        ]
        self.target = settings.target
        self.first: int | None = None if options.random_first else settings.first_player
        self.seed = TextField(
            value="" if options.seed is None else str(options.seed),
            max_length=9,
            on_focus=self.focus,
            placeholder=lambda: tr("setup.seed.random"),
            visible=self.is_colour,
        )
        #: The button that has the keyboard's focus (Tab), pressed with Space.
        self.key_focus: Button | None = None
        #: Each classic preset's options looked at in this set-up, kept while another game
        #: is shown.
        self.panes: dict[str, ClassicPane] = {}
        self.widgets: list[Widget] = []
        self.cards = [
            GameCard(
                name=name, chosen=partial(self.is_game, name), action=partial(self.choose, name)
            )
            for name in GAMES
        ]
        self.build()

    # ----------------------------------------------------------------- the game

    def is_game(self, name: str) -> bool:
        return self.game == name

    def is_colour(self) -> bool:
        return self.game == COLOUR

    def is_classic(self) -> bool:
        return self.game != COLOUR

    @property
    def classic(self) -> ClassicPane | None:
        """The options of the classic preset shown, or None for the colour game."""
        if self.game == COLOUR:
            return None
        if self.game not in self.panes:
            self.panes[self.game] = ClassicPane(self, self.game)
        return self.panes[self.game]

    def choose(self, name: str) -> None:
        """Show the options of game ``name``."""
        if name == self.game or name not in GAMES:
            return
        if self.classic is not None:
            self.classic.keep()
        self.game = name
        self.error = ""
        self.focus(TextField())
        self.build()

    def step_game(self, delta: int) -> None:
        names = list(GAMES)
        self.choose(names[(names.index(self.game) + delta) % len(names)])

    # ----------------------------------------------------------------- widgets

    def fields(self) -> list[TextField]:
        pane = self.classic
        if pane is not None:
            return pane.fields()
        return [s.name for s in self.seats] + [self.seed]

    def focus(self, field: TextField) -> None:
        fields = [s.name for s in self.seats] + [self.seed]
        for pane in self.panes.values():
            fields += pane.fields()
        for other in fields:
            other.focused = other is field
            if other is not field:
                other.selected = False
        self.key_focus = None

    def ring(self) -> list[Widget]:
        """What Tab goes through, in reading order: the fields and buttons shown."""
        return [
            w
            for w in self.widgets
            if isinstance(w, (Button, TextField))
            and w.visible()
            and (not isinstance(w, Button) or w.enabled())
        ]

    def tab(self, backwards: bool = False) -> None:
        ring = self.ring()
        if not ring:
            return
        focused = next((f for f in self.fields() if f.focused), None) or self.key_focus
        index = ring.index(focused) if focused in ring else -1
        if index < 0:
            target = ring[-1] if backwards else ring[0]
        else:
            target = ring[(index + (-1 if backwards else 1)) % len(ring)]
        if isinstance(target, TextField):
            self.focus(target)
        else:
            assert isinstance(target, Button)
            self.focus(TextField())
            self.key_focus = target

    def build(self) -> None:
        colour = self.is_colour
        w: list[Widget] = [*self.cards]
        self.seat_buttons: list[tuple[Button, Button]] = []
        for index, seat in enumerate(self.seats):
            seat.name.visible = colour
            kind = Button(
                label=partial(self.kind_label, seat),
                action=partial(self.cycle_kind, seat),
                visible=colour,
            )
            remove = Button(
                label=lambda: tr("setup.remove"),
                action=partial(self.remove, index),
                enabled=lambda: len(self.seats) > MIN_PLAYERS,
                visible=colour,
                short=lambda: "×",
            )
            self.seat_buttons.append((kind, remove))
            w += [seat.name, kind, remove]
        self.add_button = Button(
            label=lambda: tr("setup.add"),
            action=self.add,
            visible=lambda: colour() and len(self.seats) < MAX_PLAYERS,
        )
        w.append(self.add_button)
        self.steppers = [
            Button(
                label=partial("{:+d}".format, d),
                action=partial(self.step_target, d),
                visible=colour,
            )
            for d in (-10, -1, 1, 10)
        ]
        w.extend(self.steppers)
        self.first_button = Button(label=self.first_label, action=self.cycle_first, visible=colour)
        w.append(self.first_button)
        w.append(self.seed)
        pane = self.classic
        if pane is not None:
            pane.build()
            w += pane.widgets
        self.language_button = Button(
            label=lambda: LANGUAGE_NAMES[self.app.options.language], action=self.cycle_language
        )
        w.append(self.language_button)
        self.colour_button = Button(
            label=lambda: tr("on") if self.app.options.colour_blind else tr("off"),
            action=self.toggle_colour_blind,
            selected=lambda: self.app.options.colour_blind,
        )
        w.append(self.colour_button)
        self.resume_yes = Button(
            label=lambda: tr("setup.resume.yes"),
            action=self.do_resume,
            primary=True,
            visible=lambda: self.resume is not None,
        )
        self.resume_no = Button(
            label=lambda: tr("setup.resume.no"),
            action=self.discard,
            visible=lambda: self.resume is not None,
        )
        self.start_button = Button(
            label=lambda: tr("setup.start"), action=self.start, primary=True, size=16
        )
        self.open_button = Button(label=lambda: tr("setup.open"), action=self.open_dialog)
        self.rules_button = Button(label=lambda: tr("setup.rules"), action=self.show_rules)
        w += [self.resume_yes, self.resume_no, self.start_button, self.open_button]
        w.append(self.rules_button)
        self.widgets = w
        self.key_focus = None
        self.layout()

    def layout(self) -> None:
        """The game column on the left, the chosen game's options beside it: rows from the
        top of the panel; in a low window the rows come closer together (and the typing hint
        goes) so that everything stays on the panel; the fields start after the widest
        label."""
        width, height = self.window.width, self.window.height
        panel_w = min(1180, width - 40)
        left = (width - panel_w) / 2
        self.panel = Rect(left, 20, panel_w, height - 40)
        self.title_top = height - (78 if height >= 700 else 64)
        top = height - (150 if height >= 700 else 120)
        self.banner = Rect(left + 20, top - 46, panel_w - 40, 50)
        self.resume_yes.rect = Rect(self.banner.right - 250, self.banner.bottom + 9, 120, 32)
        self.resume_no.rect = Rect(self.banner.right - 124, self.banner.bottom + 9, 114, 32)
        if self.resume is not None or self.app.note:
            top -= 60
        bottom = self.panel.bottom + 24
        self.start_button.rect = Rect(self.panel.right - 270, bottom, 240, 46)
        self.open_button.rect = Rect(self.panel.left + 30, bottom + 6, 200, 34)
        self.rules_button.rect = Rect(self.panel.left + 240, bottom + 6, 120, 34)
        # The games, a column of cards.
        column_w = max(190.0, min(330.0, panel_w * 0.27))
        self.column = Rect(left + 20, bottom + 62, column_w, top - bottom - 62)
        self.games_y = top
        card_top = top - 22
        pitch = min(68.0, (card_top - self.column.bottom) / len(self.cards))
        for index, card in enumerate(self.cards):
            card.rect = Rect(left + 20, card_top - (index + 1) * pitch + 2, column_w, pitch - 4)
        area_left = self.column.right + 24
        self.area = Rect(area_left, self.column.bottom, self.panel.right - 20 - area_left, 0)
        self.x_label = area_left
        pane = self.classic
        if pane is None:
            self.layout_colour(top)
            return
        # The hint goes when the rows would have to come closer to keep it.
        self.show_hint = pane.layout(self.area, top, self.panel.bottom + 120) >= 0.85
        if not self.show_hint:
            pane.layout(self.area, top, self.panel.bottom + 80)

    def layout_colour(self, top: float) -> None:
        """The colour game's rows, as they always were, in the options' area."""
        labels = [tr("setup.target"), tr("setup.first"), tr("setup.seed"), tr("setup.language")]
        labels += [tr("setup.colour_blind"), tr("setup.seat", n=4)]
        widest = max(text(label, 0, 0).content_width for label in labels)
        x_field = self.area.left + max(170, widest + 20)
        room = self.panel.right - 20 - x_field
        name_w = min(220.0, room * 0.3)
        kind_w = min(200.0, room * 0.46)
        remove_w = min(100.0, room - name_w - kind_w - 20)
        wide_w = min(220.0, room * 0.55)  # a row's one field or button
        # Vertical room: shrink the pitch of the rows when the window is low.
        add_h = 44 if len(self.seats) < MAX_PLAYERS else 0
        needed = 56 + len(self.seats) * 44 + add_h + 16 + 5 * 50
        self.show_hint = top - needed >= self.panel.bottom + 120
        bottom_room = 120 if self.show_hint else 80
        f = min(1.0, (top - self.panel.bottom - bottom_room) / needed)
        h = min(34.0, 44 * f - 4)
        y = top - 56 * f
        self.rows: list[tuple[str, float]] = [(tr("setup.players"), top)]
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
        y -= pitch
        self.language_y = y + h / 2
        self.language_button.rect = Rect(x_field, y, wide_w, h)
        y -= pitch
        self.colour_y = y + h / 2
        self.colour_button.rect = Rect(x_field, y, wide_w, h)

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
            self.build()

    def add(self) -> None:
        pane = self.classic
        if pane is not None:
            pane.add()
            return
        if len(self.seats) < MAX_PLAYERS:
            kind = computer_kinds()[0] if "medium" not in self.kinds else "medium"
            self.seats.append(Seat(f"{tr('setup.seat', n=len(self.seats) + 1)}", kind, self.focus))
            self.build()

    def step_target(self, delta: int) -> None:
        pane = self.classic
        if pane is not None:
            pane.step_target(delta)
            return
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

    def cycle_language(self) -> None:
        index = LANGUAGES.index(self.app.options.language)
        before = {tr("setup.default.you"): "setup.default.you"}
        before[tr("setup.default.computer")] = "setup.default.computer"
        self.app.set_language(LANGUAGES[(index + 1) % len(LANGUAGES)])
        for seat in self.seats:  # default names follow the language; typed ones stay
            if seat.name.value in before:
                seat.name.value = tr(before[seat.name.value])
        for pane in self.panes.values():
            for seat in pane.seats:
                seat.name.value = localized_name(seat.name.value)
        self.layout()

    def toggle_colour_blind(self) -> None:
        self.app.options.colour_blind = not self.app.options.colour_blind
        self.app.remember()

    def settings(self) -> Settings | None:
        """The settings chosen, as the game accepts them (:class:`Settings` judges them);
        else None, with ``self.error`` saying why in the player's language and the field at
        fault focused. Only the deal number's text is read here: the set-up's own form."""
        text = self.seed.value.strip()
        if text and not (text.isascii() and text.isdigit()):
            self.error = tr("setup.error.seed")
            self.focus(self.seed)
            return None
        seed = int(text) if text else random_seed()
        first = (
            self.first if self.first is not None else random.Random(seed).randrange(len(self.seats))
        )
        players = tuple(PlayerSpec(s.name.value.strip(), s.kind) for s in self.seats)
        try:
            settings = Settings(players, self.target, seed, first)
        except SettingsError as exc:
            self.error = refusal_text(exc)
            seat = seat_of(exc)
            if seat is not None and seat < len(self.seats):
                self.focus(self.seats[seat].name)
            elif exc.field == "seed":
                self.focus(self.seed)
            return None
        self.app.options.seed = int(text) if text else None
        self.app.options.random_first = self.first is None
        return settings

    def start(self) -> None:
        """A new game; over an unfinished one only when the player says so: the first press
        asks (resume it, discard it, or Start again), the second starts the new game, and
        the unfinished one is kept in the saves folder (the game screen says where)."""
        pane = self.classic
        chosen = self.settings() if pane is None else pane.settings()
        if chosen is None:
            return
        if self.resume is not None and not self.confirming:
            self.confirming = True
            return
        self.resume = None
        self.app.note = ""  # read on this screen
        if pane is None:
            self.app.start(chosen)
        else:
            self.app.start_classic(chosen)

    def do_resume(self) -> None:
        if isinstance(self.resume, Match):
            self.app.show_match(self.resume)
        elif self.resume is not None:
            self.app.show_classic(self.resume)

    def discard(self) -> None:
        self.resume = None
        self.app.discard_autosave()
        self.layout()

    def show_rules(self) -> None:
        self.app.show_rules(self, game=GAMES[self.game].family)

    def open_dialog(self) -> None:
        self.dialog = FileDialog("open", self.open_from, self.close_dialog)

    def close_dialog(self) -> None:
        self.dialog = None

    def open_from(self, path: Path) -> str | None:
        error = self.app.open_game(path)
        if error is None and self.app.kept is not None:
            note = kept_note(self.app.kept).lstrip(" ;")
            self.app.say(note[:1].upper() + note[1:])
        return error

    # ----------------------------------------------------------------- events

    def on_resize(self, width: int, height: int) -> None:
        self.layout()

    def on_show_view(self) -> None:
        self.layout()

    def resume_summary(self) -> str:
        """What the banner says of the unfinished game."""
        summary = getattr(self.resume, "summary", None)
        if callable(summary):
            return str(summary())
        game = getattr(getattr(self.resume, "settings", None), "game", None)
        return game_title(game) if game in GAMES else ""

    def on_draw(self) -> None:
        self.clear()
        shadowed_panel(self.panel)
        top = self.title_top
        draw_text(tr("app.title"), self.panel.left + 30, top, size=34, bold=True)
        line = tr("shell.about", title=game_title(self.game), line=game_line(self.game))
        draw_text(
            fit_text(line, self.panel.width - 260),
            self.panel.left + 32,
            top - 26,
            colour=theme.MUTED,
        )
        # A strip of the four tile colours beside the title.
        for index, colour in enumerate(theme.TILE.values()):
            arcade.draw_lbwh_rectangle_filled(
                self.panel.right - 190 + index * 42, top - 8, 36, 36, colour
            )
        if self.resume is None and self.app.note:  # about the files: an unreadable autosave...
            fill_rect(self.banner, theme.mix(theme.ILLEGAL, (255, 255, 255), 0.82))
            draw_text(
                self.app.note,
                self.banner.left + 12,
                self.banner.cy,
                anchor_y="center",
                width=int(self.banner.width - 24),
                size=SIZES.small,
            )
        if self.resume is not None:
            tint = theme.ILLEGAL if self.confirming else theme.SELECTED
            fill_rect(self.banner, theme.mix(tint, (255, 255, 255), 0.82))
            key = "setup.resume.confirm" if self.confirming else "setup.resume"
            draw_text(
                tr(key, summary=self.resume_summary()),
                self.banner.left + 12,
                self.banner.cy,
                anchor_y="center",
                width=int(self.banner.width - 280),
                size=SIZES.small if self.confirming else SIZES.text,
            )
        draw_text(
            tr("shell.game"),
            self.column.left,
            self.games_y,
            anchor_y="center",
            bold=True,
            size=SIZES.heading,
        )
        pane = self.classic
        if pane is not None:
            pane.draw()
        else:
            self.draw_colour()
        draw_widgets(self.widgets, self.hover)
        if self.key_focus is not None and self.key_focus.visible():
            r = self.key_focus.rect
            outline_rect(Rect(r.left - 3, r.bottom - 3, r.width + 6, r.height + 6), theme.FOCUS, 2)
        if self.show_hint:
            draw_text(
                fit_text(tr("shell.hint"), self.panel.right - 20 - self.area.left, SIZES.small),
                self.area.left,
                self.panel.bottom + 90,
                size=SIZES.small,
                colour=theme.MUTED,
            )
        if self.error:
            draw_text(
                self.error,
                self.area.left,
                self.panel.bottom + (110 if self.show_hint else 80),
                colour=theme.ILLEGAL,
            )
        if self.dialog is not None:
            self.dialog.draw(self.hover)

    def draw_colour(self) -> None:
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
        draw_text(tr("setup.language"), self.x_label, self.language_y, anchor_y="center")
        draw_text(tr("setup.colour_blind"), self.x_label, self.colour_y, anchor_y="center")

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.dialog is not None:
            self.dialog.press(x, y)
            return
        self.error = ""
        self.key_focus = None
        if not press_widgets(self.widgets, x, y):
            self.focus(TextField())  # click elsewhere: no field has the focus

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.dialog is not None:
            self.dialog.key(symbol, modifiers)
            return
        key = arcade.key
        focused = next((f for f in self.fields() if f.focused), None)
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.start()
        elif symbol == key.TAB:
            self.tab(backwards=bool(modifiers & key.MOD_SHIFT))
        elif focused is not None and focused.edit_key(symbol, modifiers):
            pass  # Backspace, Ctrl+A and the other editing keys of the field
        elif symbol == key.ESCAPE:
            self.focus(TextField())
        elif symbol == key.F1:
            self.show_rules()
        elif symbol in (key.PAGEUP, key.PAGEDOWN):
            self.step_game(-1 if symbol == key.PAGEUP else 1)
        elif symbol == key.SPACE and focused is None and self.key_focus is not None:
            pressed = self.key_focus
            if pressed.visible() and pressed.enabled():
                pressed.action()
            if self.key_focus is pressed and not (pressed.visible() and pressed in self.widgets):
                self.key_focus = None
        elif focused is None and symbol in (key.LEFT, key.DOWN):
            self.step_target(-1 if symbol == key.LEFT else -10)
        elif focused is None and symbol in (key.RIGHT, key.UP):
            self.step_target(1 if symbol == key.RIGHT else 10)
        elif symbol == key.O and modifiers & key.MOD_CTRL:
            self.open_dialog()

    def on_text(self, content: str) -> None:
        if self.dialog is not None:
            self.dialog.text(content)
            return
        focused = next((f for f in self.fields() if f.focused), None)
        if focused is not None:
            if focused is self.seed or (self.classic is not None and focused is self.classic.seed):
                content = "".join(c for c in content if c in string.digits)
            focused.type(content)


__all__ = ["ClassicPane", "GameCard", "SetupView", "fill_rect"]
