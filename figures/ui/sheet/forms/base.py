"""What the sheet's entry forms share: the panel, the focus and Tab, the message, Enter and
Esc, the sheet's own preview of an entry, the footer's keys and buttons."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from figures.classic.scoring import Points
from figures.sheet.model import ClassicRound, ColourTurn, Line, Sheet, SheetError
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.sheet.forms.field import ENTER, LABEL, MARGIN, NumberField
from figures.ui.sheet.refusal import refusal
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.focus import next_in_ring
from figures.ui.widgets.shapes import Rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text


class Form:
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
        elif symbol in ENTER:
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

    def draw_footer(
        self, keys: str, hover: tuple[float, float] | None, *, message: bool = True
    ) -> None:
        """The buttons, the keys and (unless the form shows it elsewhere) the message."""
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
        if self.message and message:
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


def name_fits(name: str, width: float, size: float = LABEL) -> str:
    return fit_text(name, width, size)


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
