"""Between two humans sharing the screen: the hands stay hidden until the next player asks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import arcade

from figures.texts.i18n import tr, trn
from figures.ui import theme
from figures.ui.colour.presenter import log_lines
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

if TYPE_CHECKING:
    from figures.ui.colour.match import Match
    from figures.ui.shell.navigation import Navigator


class CoveredGame(Protocol):
    """The game screen the passing screen covers (:class:`figures.ui.colour.view.GameView`)."""

    match: Match

    def reveal(self) -> None: ...

    def needs_passing(self) -> bool: ...


class PassingView(arcade.View):
    def __init__(self, app: Navigator, game_view: CoveredGame) -> None:
        super().__init__(app.window)
        self.app = app
        self.game_view = game_view
        self.seat = game_view.match.game.current
        self.hover: tuple[float, float] | None = None
        self.show = Button(label=lambda: tr("pass.show"), action=self.reveal, primary=True, size=16)
        self.rules = Button(label=lambda: tr("button.rules"), action=lambda: app.show_rules(self))

    @property
    def name(self) -> str:
        return self.game_view.match.names()[self.seat]

    def reveal(self) -> None:
        self.game_view.reveal()
        self.back()

    def back(self) -> None:
        """Back to the game screen."""
        view = self.game_view
        assert isinstance(view, arcade.View)  # (a GameView)
        self.window.show_view(view)

    def panel(self) -> Rect:
        w, h = min(620, self.window.width - 40), 360
        return Rect((self.window.width - w) / 2, (self.window.height - h) / 2, w, h)

    def on_draw(self) -> None:
        self.clear(color=arcade.types.Color(*theme.TOP_BAR))
        rect = self.panel()
        shadowed_panel(rect)
        colour = theme.SEATS[self.seat % len(theme.SEATS)]
        arcade.draw_lbwh_rectangle_filled(rect.left, rect.top - 8, rect.width, 8, colour)
        draw_text(
            tr("pass.title", name=self.name),
            rect.cx,
            rect.top - 56,
            size=22,
            bold=True,
            anchor_x="center",
        )
        draw_text(
            trn("pass.body", self.name),
            rect.cx,
            rect.top - 92,
            colour=theme.MUTED,
            anchor_x="center",
        )
        draw_text(tr("pass.last"), rect.left + 30, rect.top - 136, bold=True)
        y = rect.top - 160
        for line in self.recent()[-5:]:
            draw_text(fit_text(line, rect.width - 60), rect.left + 30, y)
            y -= 22
        self.show.rect = Rect(rect.cx - 140, rect.bottom + 24, 280, 46)
        self.rules.rect = Rect(rect.right - 130, rect.bottom + 30, 110, 34)
        self.show.draw(self.hover)
        self.rules.draw(self.hover)

    def recent(self) -> list[str]:
        """The last moves, as the game screen's log says them."""
        return [line for _, line in log_lines(self.game_view.match)]

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.show.press(x, y) or self.rules.press(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.SPACE):
            self.reveal()
        elif symbol == arcade.key.F1:
            self.app.show_rules(self)

    def on_update(self, delta_time: float) -> None:
        if self.game_view.match.game.current != self.seat or not self.game_view.needs_passing():
            self.back()


__all__ = ["SIZES", "PassingView"]
