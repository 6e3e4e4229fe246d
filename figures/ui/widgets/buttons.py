"""Widgets with a rectangle that draw themselves and answer a click, and buttons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from figures.ui import theme
from figures.ui.theme import SIZES
from figures.ui.widgets.shapes import SCREEN, Canvas, Rect
from figures.ui.widgets.text import fit_text


@dataclass
class Widget:
    rect: Rect = field(default_factory=Rect)
    visible: Callable[[], bool] = lambda: True

    def draw(self, hover: tuple[float, float] | None) -> None:
        raise NotImplementedError

    def press(self, x: float, y: float) -> bool:
        return False


@dataclass
class Button(Widget):
    label: Callable[[], str] = lambda: ""
    action: Callable[[], None] = lambda: None
    enabled: Callable[[], bool] = lambda: True
    primary: bool = False
    size: float = SIZES.text
    selected: Callable[[], bool] = lambda: False
    dark: bool = False
    #: A shorter label for narrow windows, used when ``compact`` is set.
    short: Callable[[], str] | None = None
    compact: bool = False

    def text(self) -> str:
        """The label shown: the short one when the button is compact."""
        if self.compact and self.short is not None:
            return self.short()
        return self.label()

    def draw(self, hover: tuple[float, float] | None, canvas: Canvas | None = None) -> None:
        canvas = canvas or SCREEN
        if not self.visible():
            return
        enabled = self.enabled()
        over = enabled and hover is not None and self.rect.contains(*hover)
        if self.primary and enabled:
            colour = theme.BUTTON_PRIMARY_HOVER if over else theme.BUTTON_PRIMARY
            ink = (255, 255, 255)
        elif self.dark:
            colour = (84, 90, 104) if over else (70, 75, 88)
            ink = theme.TOP_TEXT if enabled else (140, 140, 150)
            if self.selected():
                colour = (108, 128, 160)
        else:
            colour = (
                theme.BUTTON_HOVER if over else theme.BUTTON if enabled else theme.BUTTON_DISABLED
            )
            ink = theme.TEXT if enabled else theme.MUTED
            if self.selected():
                colour = theme.mix(theme.SELECTED, (255, 255, 255), 0.7)
        canvas.fill(self.rect, colour)
        if not self.dark:
            canvas.outline(self.rect, theme.PANEL_EDGE if not self.selected() else theme.SELECTED)
        content = fit_text(self.text(), self.rect.width - 12, self.size)
        canvas.text(
            content,
            self.rect.cx,
            self.rect.cy,
            size=self.size,
            colour=ink,
            anchor_x="center",
            anchor_y="center",
        )

    def press(self, x: float, y: float) -> bool:
        if self.visible() and self.rect.contains(x, y):
            if self.enabled():
                self.action()
            return True
        return False


def draw_widgets(widgets: list[Widget], hover: tuple[float, float] | None) -> None:
    for widget in widgets:
        widget.draw(hover)


def press_widgets(widgets: list[Widget], x: float, y: float) -> bool:
    return any(widget.press(x, y) for widget in reversed(widgets))
