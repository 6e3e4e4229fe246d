"""A game's options in the set-up, as a panel of their own: what the set-up
(:mod:`figures.ui.setup.view`) asks of a family's panel (:class:`OptionsPanel`), what a panel
may ask of the set-up (:class:`SetupHost`), and the pieces the families' panels share (a seat's
row, the list its kind is picked from and the default name that follows the kind, the refusal
of a setting in the player's words).

A seat's field shows its name in the player's language; the seat keeps its default name's role
beside (:attr:`Seat.default`, a token of :mod:`figures.texts.names`), and the settings hold
the role while the field shows it, the name typed otherwise (:meth:`Seat.held`).

Each family's entry in :mod:`figures.ui.shell.shells` makes its panel: the colour game's is
:mod:`figures.ui.colour.setup`, the classic presets' :mod:`figures.ui.classic.setup`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Protocol

import arcade

from figures.core.errors import SettingsError
from figures.core.seats import HUMAN, PlayerSpec
from figures.texts import names
from figures.texts.i18n import kind_name, tr
from figures.ui import theme
from figures.ui.widgets.buttons import Button, Widget
from figures.ui.widgets.field import TextField
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = [
    "ChoiceButton",
    "ChoiceList",
    "OptionsPanel",
    "Seat",
    "SetupHost",
    "kind_list",
    "refusal_text",
    "seat_of",
    "seat_specs",
    "set_kind",
]


class SetupHost(Protocol):
    """The set-up, as a game's options panel sees it."""

    #: The window's navigation (its options: each game's last set-up).
    app: Navigator
    #: What went wrong with Start, in the player's language ("": nothing).
    error: str

    def focus(self, field: TextField) -> None:
        """Give ``field`` the keyboard's focus (a new ``TextField()``: no field has it)."""
        ...

    def build(self) -> None:
        """Make the set-up's widgets again (after a seat was added or removed)."""
        ...

    def is_game(self, name: str) -> bool:
        """Whether game ``name``'s options are the ones shown."""
        ...

    def open_list(self, choices: ChoiceList) -> None:
        """Show ``choices`` over the set-up, taking the keys and clicks until it closes."""
        ...


class OptionsPanel(Protocol):
    """A game's options in the set-up: its rows, their layout, their widgets (the set-up
    presses and Tabs through them), and the settings they make."""

    #: The game (a name of :data:`figures.games.GAMES`) whose options these are.
    game: str
    #: The panel's widgets, in reading order (shown only while its game is chosen).
    widgets: list[Widget]

    def fields(self) -> list[TextField]:
        """The text fields, in reading order."""
        ...

    def build(self) -> None:
        """Make the widgets again."""
        ...

    def layout(
        self, area: Rect, top: float, bottom: float, shared: Sequence[tuple[str, Widget]]
    ) -> bool:
        """Rows from ``top`` in ``area``, then the set-up's ``shared`` rows (a label and
        its widget each: language, colour-blind mode) at the same pitch; ``bottom`` is the
        bottom of the set-up's panel. Returns whether there is room left for the typing
        hint."""
        ...

    def draw(self) -> None:
        """The labels and values of the rows (the widgets are drawn by the set-up)."""
        ...

    def settings(self) -> object | None:
        """The new game's settings chosen (remembered as the game's last set-up); else None,
        with the host's ``error`` saying why and the field at fault focused."""
        ...

    def keep(self) -> None:
        """Keep the choices while another game is looked at."""
        ...

    def add(self) -> None:
        """One more seat, when the game allows it."""
        ...

    def step_target(self, delta: int) -> None:
        """The target up or down by ``delta`` (the arrow keys)."""
        ...

    def relabel(self) -> None:
        """The language changed: the default names follow it, typed ones stay."""
        ...

    def numeric(self, field: TextField) -> bool:
        """Whether ``field`` takes digits only."""
        ...


# ----------------------------------------------------------------------------- shared pieces

_SEAT_FIELD = re.compile(r"players\[(\d+)\](\.kind)?")


def draw_row_labels(rows: Sequence[tuple[str, float]], x: float) -> None:
    """The labels of a panel's rows at ``x``, each centred on its row's height; the players'
    heading larger and bold."""
    players = tr("setup.players")
    for label, y in rows:
        bold = label == players
        size = theme.SIZES.heading if bold else theme.SIZES.text
        draw_text(label, x, y, anchor_y="center", bold=bold, size=size)


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
        if reason == "token":
            return tr("setup.error.name.token", n=seat + 1, mark=names.MARK)
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
    """A seat's row: its name's field and its kind (``human`` or a computer level). ``name``
    is the name as held (a role's token, or a name typed): the field shows it in the player's
    language."""

    def __init__(self, name: str, kind: str, focus: object) -> None:
        found = names.role(name)
        #: The seat's default name, as a role's token (None: the name was typed).
        self.default: str | None = None if found is None else found.token
        shown = str(names.shown(name))
        self.name = TextField(value=shown, max_length=20, on_focus=focus)  # type: ignore[arg-type]
        #: The words the default name was last shown in (the language may change since).
        self.default_words = shown
        self.kind = kind

    def shows_default(self) -> bool:
        """Whether the field shows the seat's default name (as it was last written in it)."""
        return self.default is not None and self.name.value.strip() == self.default_words

    def held(self) -> str:
        """The name as the settings hold it: the default's token while the field shows it,
        else the name typed (trimmed)."""
        if self.default is not None and self.shows_default():
            return self.default
        return self.name.value.strip()

    def set_default(self, token: str) -> None:
        """The seat's name becomes the default name ``token``, shown in the field."""
        self.default = token
        self.name.value = self.default_words = str(names.shown(token))
        self.name.selected = False

    def relabel(self) -> None:
        """The language changed: a default name shown follows it, a typed one stays."""
        if self.default is not None and self.shows_default():
            self.name.value = self.default_words = str(names.shown(self.default))


def seat_specs(seats: Sequence[Seat]) -> tuple[PlayerSpec, ...]:
    """The seats as the settings hold them; a SettingsError for a name typed with the mark of
    the default names (``@``), naming its seat."""
    for index, seat in enumerate(seats):
        if not seat.shows_default():
            names.check_typed(seat.name.value, f"players[{index}]")
    return tuple(PlayerSpec(seat.held(), seat.kind) for seat in seats)


def kind_default(seats: Sequence[Seat], index: int, kind: str) -> str:
    """The default name of seat ``index`` for ``kind``, as a role's token: a human is "You"
    (when no other seat is), else "Seat 3"; a computer is "Computer" when it is the only one,
    else "Computer 3"."""
    others = [seat for i, seat in enumerate(seats) if i != index]
    if kind == HUMAN:
        if any(names.is_you(seat.held()) for seat in others):
            return names.seat(index + 1)
        return names.you()
    if any(seat.kind != HUMAN for seat in others):
        return names.computer(index + 1)
    return names.computer()


def set_kind(seats: Sequence[Seat], index: int, kind: str) -> None:
    """Seat ``index`` made ``kind``; a default name follows a change between a human and a
    computer ("Computer" becomes "You"), a name the player typed stays."""
    seat = seats[index]
    turned = (seat.kind == HUMAN) != (kind == HUMAN)
    seat.kind = kind
    if turned and names.is_default(seat.held()):
        seat.set_default(kind_default(seats, index, kind))


@dataclass
class ChoiceButton(Button):
    """A button that opens a list to pick from (:class:`ChoiceList`): its label is the value
    chosen, a small arrow at its right says that it opens a list. ``forms``, when given, are
    the value in words from the longest to the shortest: the first that fits is shown."""

    forms: Callable[[], Sequence[str]] | None = None

    def shown_label(self) -> str:
        """The label as drawn: the longest of the forms that fits whole, else cut."""
        room = self.rect.width - 34
        forms = [self.label()] if self.forms is None else list(self.forms())
        for form in forms:
            if text(form, 0, 0, size=self.size).content_width <= room:
                return form
        return fit_text(forms[-1], room, self.size)

    def draw(self, hover: tuple[float, float] | None, canvas: object = None) -> None:
        if not self.visible():
            return
        label, self.label = self.label, lambda: ""
        try:
            super().draw(hover)  # (the button itself; its label is drawn clear of the arrow)
        finally:
            self.label = label
        r = self.rect
        ink = theme.TEXT if self.enabled() else theme.MUTED
        draw_text(
            self.shown_label(),
            r.cx - 8,
            r.cy,
            size=self.size,
            colour=ink,
            anchor_x="center",
            anchor_y="center",
        )
        x, y = r.right - 12, r.cy
        arcade.draw_triangle_filled(x - 5, y + 3, x + 5, y + 3, x, y - 3, ink)


@dataclass
class ChoiceList:
    """A small list opened from a :class:`ChoiceButton`, over the set-up: one row a choice,
    the one chosen marked. A click on a row picks it, a click elsewhere closes the list; Up and
    Down move the mark, Enter (or Space) picks it, Esc or Tab closes the list unchanged."""

    #: The button it opened from (the list lies under it, or over it near the bottom).
    button: Button
    #: The values to pick from, in order.
    values: Sequence[str]
    #: A value in words.
    words: Callable[[str], str]
    #: Called with the value picked.
    picked: Callable[[str], None]
    #: The row marked (the value chosen when the list opens).
    marked: int = 0
    #: Whether it is still open (picked or closed: not).
    open: bool = True
    row_h: float = 30.0
    rows: list[Rect] = field(default_factory=list)
    #: Where the pointer was when last drawn: the mark follows the pointer when it moves (a
    #: pointer left over a row does not undo the keys' moves).
    pointer: tuple[float, float] | None = None

    def layout(self, bottom: float = 0.0) -> Rect:
        """The rows' places: under the button, else over it when there is no room above
        ``bottom``. Returns the list's box."""
        anchor = self.button.rect
        height = self.row_h * len(self.values)
        below = anchor.bottom - 2 - height
        top = anchor.bottom - 2 if below >= bottom else anchor.top + 2 + height
        self.rows = [
            Rect(anchor.left, top - (i + 1) * self.row_h, anchor.width, self.row_h)
            for i in range(len(self.values))
        ]
        return Rect(anchor.left, top - height, anchor.width, height)

    def draw(self, hover: tuple[float, float] | None) -> None:
        box = self.layout()
        fill_rect(Rect(box.left + 3, box.bottom - 3, box.width, box.height), theme.SHADOW)
        fill_rect(box, theme.FIELD)
        moved, self.pointer = hover != self.pointer, hover
        for index, (value, row) in enumerate(zip(self.values, self.rows, strict=True)):
            if moved and hover is not None and row.contains(*hover):
                self.marked = index
            if index == self.marked:
                fill_rect(row, theme.mix(theme.SELECTED, (255, 255, 255), 0.7))
            draw_text(
                fit_text(self.words(value), row.width - 20),
                row.left + 10,
                row.cy,
                anchor_y="center",
                bold=index == self.marked,
            )
        outline_rect(box, theme.FOCUS, 2)

    def press(self, x: float, y: float) -> None:
        """A click: on a row, that choice; anywhere, the list closes."""
        self.layout()
        for value, row in zip(self.values, self.rows, strict=True):
            if row.contains(x, y):
                self.pick(value)
                return
        self.open = False

    def pick(self, value: str) -> None:
        self.open = False
        self.picked(value)

    def key(self, symbol: int) -> None:
        """A key while the list is open (it takes them all)."""
        key = arcade.key
        if symbol in (key.UP, key.DOWN):
            step = -1 if symbol == key.UP else 1
            self.marked = (self.marked + step) % len(self.values)
        elif symbol in (key.HOME, key.END):
            self.marked = 0 if symbol == key.HOME else len(self.values) - 1
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            self.pick(self.values[self.marked])
        elif symbol in (key.ESCAPE, key.TAB):
            self.open = False


def kind_list(
    button: Button, seats: Sequence[Seat], index: int, kinds: Sequence[str]
) -> ChoiceList:
    """The list of the kinds a seat may be (human, the computer levels), from its button."""
    seat = seats[index]
    marked = list(kinds).index(seat.kind) if seat.kind in kinds else 0
    return ChoiceList(
        button, tuple(kinds), kind_name, partial(set_kind, seats, index), marked=marked
    )


def seat_rows(
    seats: Sequence[Seat],
    kinds: Sequence[Button],
    *,
    remove: Callable[[int], None],
    add: Callable[[], None],
    low: int,
    high: int,
    shown: Callable[[], bool],
) -> tuple[list[Widget], list[tuple[Button, Button]], Button]:
    """The seats' rows of a panel: each seat's name, its kind's button (``kinds``, one a seat)
    and a Remove button (while more than ``low`` seats), then Add a player (while fewer than
    ``high``). Returns the widgets in order, each row's two buttons, and the Add button."""
    widgets: list[Widget] = []
    rows: list[tuple[Button, Button]] = []
    for index, (seat, kind) in enumerate(zip(seats, kinds, strict=True)):
        seat.name.visible = shown
        gone = Button(
            label=lambda: tr("setup.remove"),
            action=partial(remove, index),
            enabled=lambda: len(seats) > low,
            visible=shown,
            short=lambda: "×",
        )
        rows.append((kind, gone))
        widgets += [seat.name, kind, gone]
    more = Button(
        label=lambda: tr("setup.add"),
        action=add,
        visible=lambda: shown() and len(seats) < high,
    )
    return widgets, rows, more
