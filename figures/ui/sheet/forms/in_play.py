"""All Fives: the form of one scoring placement as it happens."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import arcade

from figures.sheet.model import Sheet
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.sheet.forms.base import Form
from figures.ui.sheet.forms.field import CHOICE, LABEL, MARGIN, NumberField
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text

SubmitInPlay = Callable[[int, int], "str | None"]


class InPlayForm(Form):
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
        if not value.isdigit():  # (the field takes digits only: empty)
            self.message = tr("forms.in_play.points_missing")
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
            if self.message:  # (under the field, the sheet's reasons wrapped whole)
                draw_text(
                    self.message,
                    panel.left + MARGIN,
                    self.points.rect.bottom - 14,
                    size=LABEL,
                    bold=True,
                    colour=theme.WARNING,
                    anchor_y="top",
                    width=int(panel.width - 2 * MARGIN),
                )
            self.draw_footer(tr("forms.in_play.keys"), hover, message=False)
        finally:
            self.rect = saved
