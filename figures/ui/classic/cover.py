"""Pass-and-play on the classic screen: everything under the top bar covered until the human
to move asks to see their tiles, with their name in their colour and the button that shows
them.

:meth:`Cover.place` lays the panel and its button out; :meth:`Cover.draw` changes nothing.
"""

from __future__ import annotations

from figures.texts.i18n import tr, trn
from figures.ui import theme
from figures.ui.classic.paint import seat_colour
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, fill_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text


class Cover:
    """The cover over the screen, with its ``button`` (its action is the screen's)."""

    def __init__(self, button: Button) -> None:
        self.button = button
        #: What it covers (the window under the top bar) and its panel.
        self.area = Rect()
        self.rect = Rect()

    def place(self, width: float, top: float) -> None:
        """Over the window's ``width`` under ``top``, the panel in its middle."""
        self.area = Rect(0, 0, width, top)
        w, h = min(560, width - 40), 220
        rect = self.rect = Rect((width - w) // 2, (top - h) // 2, w, h)
        self.button.rect = Rect(rect.cx - 140, rect.bottom + 24, 280, 46)

    def draw(self, name: str, seat: int, hover: tuple[float, float] | None) -> None:
        """``name`` (at ``seat``) asked to take the screen."""
        fill_rect(self.area, theme.rgba(theme.TOP_BAR, 235))
        rect = self.rect
        shadowed_panel(rect)
        fill_rect(Rect(rect.left, rect.top - 8, rect.width, 8), seat_colour(seat))
        draw_text(
            fit_text(tr("pass.title", name=name), rect.width - 40, 20, True),
            rect.cx,
            rect.top - 56,
            size=20,
            bold=True,
            anchor_x="center",
        )
        draw_text(
            fit_text(trn("pass.body", name), rect.width - 40),
            rect.cx,
            rect.top - 92,
            colour=theme.MUTED,
            anchor_x="center",
        )
        self.button.draw(hover)
