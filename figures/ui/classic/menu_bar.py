"""The classic game screen's top bar (:class:`~figures.ui.parts.top_bar.TopBar`) with
entries that always sit in its More menu, whatever the window's width ("Replay the guide"):
the bar lays its buttons out as ever, then makes room for More when it has none, and puts
those entries at the bottom of its menu."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from figures.ui.i18n import tr
from figures.ui.parts.top_bar import TopBar
from figures.ui.theme import SIZES
from figures.ui.widgets import Button, Rect, fit_text, text


class MenuBar(TopBar):
    """A top bar whose ``menu_only`` buttons are always in the More menu."""

    def __init__(
        self,
        buttons: Mapping[str, Button],
        overflow_order: Sequence[str],
        menu_only: Sequence[str],
        *,
        even: bool = False,
    ) -> None:
        super().__init__(buttons, overflow_order, even=even)
        self.menu_only = [self.named[name] for name in menu_only]
        self.buttons = [b for b in self.buttons if b not in self.menu_only]

    def arrange(self, status: str) -> None:
        width = int(self.rect.width)
        key = (width, status, tr("button.undo"))
        if key == self.key:
            return
        was_open = self.more_open
        super().arrange(status)
        if not self.menu_only:
            return
        self.more_open = was_open  # (the menu is never empty: it stays open as it was)
        pad, gap = 22, 4
        if not self.overflow:  # room for More on the right: the bar's buttons move left
            bw = self.width_of(self.more.label(), pad)
            y, h = self.rect.bottom + 6, SIZES.top_bar - 12
            self.more.rect = Rect(width - 6 - bw - gap, y, bw, h)
            shift = bw + gap
            for button in self.toolbar:
                r = button.rect
                button.rect = Rect(r.left - shift, r.bottom, r.width, r.height)
            self.status_width -= shift
            self.shown_status = fit_text(status, self.status_width - 24, SIZES.heading, bold=True)
            label = text(self.shown_status, 0, 0, size=SIZES.heading, bold=True)
            self.status_end = 14 + label.content_width
        self.overflow = [*self.overflow, *self.menu_only]
        menu_w = max(self.width_of(b.label(), pad) for b in self.overflow)
        top = self.rect.bottom - 4
        for button in self.overflow:
            button.compact = False
            top -= 34
            button.rect = Rect(width - 6 - menu_w, top, menu_w, 32)
