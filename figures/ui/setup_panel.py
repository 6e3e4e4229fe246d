"""A game's options in the set-up, as a panel of their own: what the set-up
(:mod:`figures.ui.views.setup`) asks of a family's panel (:class:`OptionsPanel`), what a panel
may ask of the set-up (:class:`SetupHost`), and the pieces the families' panels share (a seat's
row, the refusal of a setting in the player's words).

Each family's entry in :mod:`figures.ui.shells` makes its panel: the colour game's is
:mod:`figures.ui.setup_colour`, the classic presets' :mod:`figures.ui.classic.setup`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Protocol

from figures.core.errors import SettingsError
from figures.ui.i18n import COMPUTER_NAMES, YOU_NAMES, tr
from figures.ui.names import default_name
from figures.ui.widgets import Button, Rect, TextField, Widget

if TYPE_CHECKING:
    from figures.ui.navigation import Navigator

__all__ = [
    "OptionsPanel",
    "Seat",
    "SetupHost",
    "default_name",
    "localized_name",
    "refusal_text",
    "seat_of",
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
    """A seat's row: its name's field and its kind (``human`` or a computer level)."""

    def __init__(self, name: str, kind: str, focus: object) -> None:
        self.name = TextField(value=name, max_length=20, on_focus=focus)  # type: ignore[arg-type]
        self.kind = kind


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


def localized_name(name: str) -> str:
    """A default name of a classic set-up ("You", "Computer 2"...) in the current language;
    a typed name as it is."""
    if name in YOU_NAMES or name in COMPUTER_NAMES:
        return default_name(name)
    base, _, number = name.rpartition(" ")
    if base in COMPUTER_NAMES and number.isdigit():
        return f"{tr('setup.default.computer')} {number}"
    return name
