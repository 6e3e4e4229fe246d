"""The set-up: two to four seats (a name and human or a computer level each), the target, who
starts, a deal number for a repeatable game, the language and colour-blind mode; and the
offer to resume an autosaved game."""

from __future__ import annotations

import random
import re
import string
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from figures.colour.errors import SettingsError
from figures.colour.game import (
    MAX_PLAYERS,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    Settings,
)
from figures.core.seats import PlayerSpec
from figures.ui import theme
from figures.ui.i18n import LANGUAGE_NAMES, LANGUAGES, kind_name, tr
from figures.ui.match import HUMAN, Match, computer_kinds, random_seed
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
    press_widgets,
    shadowed_panel,
    text,
)

if TYPE_CHECKING:
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


class SetupView(arcade.View):
    def __init__(self, app: Navigator, *, resume: Match | None = None) -> None:
        super().__init__(app.window)
        self.app = app
        self.resume = resume
        #: Start was pressed while a game is unfinished: the banner asks to confirm.
        self.confirming = False
        self.hover: tuple[float, float] | None = None
        self.error = ""
        self.dialog: FileDialog | None = None
        options = app.options
        settings = options.settings
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
        )
        self.widgets: list[Widget] = []
        self.build()

    # ----------------------------------------------------------------- widgets

    def fields(self) -> list[TextField]:
        return [s.name for s in self.seats] + [self.seed]

    def focus(self, field: TextField) -> None:
        for other in self.fields():
            other.focused = other is field
            if other is not field:
                other.selected = False

    def build(self) -> None:
        w: list[Widget] = []
        for index, seat in enumerate(self.seats):
            w.append(seat.name)
            w.append(
                Button(label=partial(self.kind_label, seat), action=partial(self.cycle_kind, seat))
            )
            w.append(
                Button(
                    label=lambda: tr("setup.remove"),
                    action=partial(self.remove, index),
                    enabled=lambda: len(self.seats) > MIN_PLAYERS,
                )
            )
        self.add_button = Button(
            label=lambda: tr("setup.add"),
            action=self.add,
            visible=lambda: len(self.seats) < MAX_PLAYERS,
        )
        w.append(self.add_button)
        self.steppers = [
            Button(label=partial("{:+d}".format, d), action=partial(self.step_target, d))
            for d in (-10, -1, 1, 10)
        ]
        w.extend(self.steppers)
        self.first_button = Button(label=self.first_label, action=self.cycle_first)
        w.append(self.first_button)
        w.append(self.seed)
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
        self.start_button = Button(
            label=lambda: tr("setup.start"), action=self.start, primary=True, size=16
        )
        self.open_button = Button(label=lambda: tr("setup.open"), action=self.open_dialog)
        self.rules_button = Button(
            label=lambda: tr("setup.rules"), action=lambda: self.app.show_rules(self)
        )
        w += [self.start_button, self.open_button, self.rules_button]
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
        w += [self.resume_yes, self.resume_no]
        self.widgets = w
        self.layout()

    def layout(self) -> None:
        """Rows from the top of the panel; in a low window the rows come closer together
        (and the typing hint goes) so that everything stays on the panel; the fields start
        after the widest label."""
        width, height = self.window.width, self.window.height
        panel_w = min(760, width - 40)
        left = (width - panel_w) / 2
        self.panel = Rect(left, 20, panel_w, height - 40)
        self.title_top = height - (78 if height >= 700 else 64)
        top = height - (150 if height >= 700 else 120)
        self.banner = Rect(left + 20, top - 46, panel_w - 40, 50)
        self.resume_yes.rect = Rect(self.banner.right - 250, self.banner.bottom + 9, 120, 32)
        self.resume_no.rect = Rect(self.banner.right - 124, self.banner.bottom + 9, 114, 32)
        if self.resume is not None or self.app.note:
            top -= 60
        labels = [tr("setup.target"), tr("setup.first"), tr("setup.seed"), tr("setup.language")]
        labels += [tr("setup.colour_blind"), tr("setup.seat", n=4)]
        widest = max(text(label, 0, 0).content_width for label in labels)
        x_label = left + 30
        x_field = left + max(200, 30 + widest + 20)
        room = self.panel.right - 20 - x_field
        name_w = min(220.0, room * 0.4)
        kind_w = min(200.0, room * 0.37)
        remove_w = min(100.0, room - name_w - kind_w - 20)
        # Vertical room: shrink the pitch of the rows when the window is low.
        add_h = 44 if len(self.seats) < MAX_PLAYERS else 0
        needed = 56 + len(self.seats) * 44 + add_h + 16 + 5 * 50
        self.show_hint = top - needed >= self.panel.bottom + 120
        bottom_room = 120 if self.show_hint else 80
        f = min(1.0, (top - self.panel.bottom - bottom_room) / needed)
        h = min(34.0, 44 * f - 4)
        y = top - 56 * f
        self.rows: list[tuple[str, float]] = [(tr("setup.players"), top)]
        buttons = [w for w in self.widgets if isinstance(w, Button)]
        for index, seat in enumerate(self.seats):
            row_y = y - index * 44 * f
            seat.name.rect = Rect(x_field, row_y, name_w, h)
            self.rows.append((tr("setup.seat", n=index + 1), row_y + h / 2))
            kind_button, remove_button = buttons[index * 2], buttons[index * 2 + 1]
            kind_button.rect = Rect(x_field + name_w + 10, row_y, kind_w, h)
            remove_button.rect = Rect(x_field + name_w + kind_w + 20, row_y, remove_w, h)
        y -= len(self.seats) * 44 * f
        self.add_button.rect = Rect(x_field, y, name_w, h)
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
        self.first_button.rect = Rect(x_field, y, name_w, h)
        y -= pitch
        self.seed_y = y + h / 2
        self.seed.rect = Rect(x_field, y, name_w, h)
        y -= pitch
        self.language_y = y + h / 2
        self.language_button.rect = Rect(x_field, y, name_w, h)
        y -= pitch
        self.colour_y = y + h / 2
        self.colour_button.rect = Rect(x_field, y, name_w, h)
        self.x_label = x_label
        bottom = self.panel.bottom + 24
        self.start_button.rect = Rect(self.panel.right - 270, bottom, 240, 46)
        self.open_button.rect = Rect(self.panel.left + 30, bottom + 6, 200, 34)
        self.rules_button.rect = Rect(self.panel.left + 240, bottom + 6, 120, 34)

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
        if len(self.seats) < MAX_PLAYERS:
            kind = computer_kinds()[0] if "medium" not in self.kinds else "medium"
            self.seats.append(Seat(f"{tr('setup.seat', n=len(self.seats) + 1)}", kind, self.focus))
            self.build()

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

    def cycle_language(self) -> None:
        index = LANGUAGES.index(self.app.options.language)
        before = {tr("setup.default.you"): "setup.default.you"}
        before[tr("setup.default.computer")] = "setup.default.computer"
        self.app.set_language(LANGUAGES[(index + 1) % len(LANGUAGES)])
        for seat in self.seats:  # default names follow the language; typed ones stay
            if seat.name.value in before:
                seat.name.value = tr(before[seat.name.value])
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
        settings = self.settings()
        if settings is None:
            return
        if self.resume is not None and not self.confirming:
            self.confirming = True
            return
        self.resume = None
        self.app.note = ""  # read on this screen
        self.app.start(settings)

    def do_resume(self) -> None:
        if self.resume is not None:
            self.app.show_match(self.resume)

    def discard(self) -> None:
        self.resume = None
        self.app.discard_autosave()
        self.layout()

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

    def on_draw(self) -> None:
        self.clear()
        shadowed_panel(self.panel)
        top = self.title_top
        draw_text(tr("app.title"), self.panel.left + 30, top, size=34, bold=True)
        draw_text(tr("app.subtitle"), self.panel.left + 32, top - 26, colour=theme.MUTED)
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
                tr(key, summary=self.resume.summary()),
                self.banner.left + 12,
                self.banner.cy,
                anchor_y="center",
                width=int(self.banner.width - 280),
                size=SIZES.small if self.confirming else SIZES.text,
            )
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
            self.target_x + 190,
            self.target_y,
            colour=theme.MUTED,
            anchor_y="center",
        )
        draw_text(tr("setup.first"), self.x_label, self.first_y, anchor_y="center")
        draw_text(tr("setup.seed"), self.x_label, self.seed_y, anchor_y="center")
        draw_text(tr("setup.language"), self.x_label, self.language_y, anchor_y="center")
        draw_text(tr("setup.colour_blind"), self.x_label, self.colour_y, anchor_y="center")
        draw_widgets(self.widgets, self.hover)
        if self.show_hint:
            draw_text(
                tr("setup.hint"),
                self.panel.left + 30,
                self.panel.bottom + 90,
                size=SIZES.small,
                colour=theme.MUTED,
            )
        if self.error:
            draw_text(
                self.error,
                self.panel.left + 30,
                self.panel.bottom + (110 if self.show_hint else 80),
                colour=theme.ILLEGAL,
            )
        if self.dialog is not None:
            self.dialog.draw(self.hover)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.dialog is not None:
            self.dialog.press(x, y)
            return
        self.error = ""
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
            fields = self.fields()
            index = fields.index(focused) + 1 if focused is not None else 0
            self.focus(fields[index % len(fields)])
        elif focused is not None and focused.edit_key(symbol, modifiers):
            pass  # Backspace, Ctrl+A and the other editing keys of the field
        elif symbol == key.ESCAPE:
            self.focus(TextField())
        elif symbol == key.F1:
            self.app.show_rules(self)
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
            if focused is self.seed:
                content = "".join(c for c in content if c in string.digits)
            focused.type(content)


__all__ = ["SetupView", "fill_rect"]
