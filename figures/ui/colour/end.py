"""The end of a game: the ranking (ties share a rank), the scores over the game, each
player's best placement and largest closed surface; then a new game, the same deal again or
back to the set-up."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import arcade

from figures.app.match import random_seed
from figures.colour.game import PlacementRecord
from figures.texts.i18n import count_text, number_text, tr, trn
from figures.ui import theme
from figures.ui.colour.controller import breakdown
from figures.ui.colour.match import Match
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, fill_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator


@dataclass(frozen=True)
class EndFigures:
    version: int
    names: Sequence[str]
    ranking: list[tuple[int, int, int]]
    best: list[PlacementRecord | None]
    largest: list[int]
    counts: list[tuple[int, int]]
    history: list[list[int]]


class EndView(arcade.View):
    def __init__(self, app: Navigator, match: Match) -> None:
        super().__init__(app.window)
        self.app = app
        self.match = match
        self.hover: tuple[float, float] | None = None
        #: When the screen was shown: Enter starts a new game only a moment after.
        self.shown_at = time.monotonic()
        self._figures: EndFigures | None = None
        self.buttons = [
            Button(label=lambda: tr("end.new"), action=self.new_game, primary=True),
            Button(label=lambda: tr("end.same"), action=self.same_deal),
            Button(label=lambda: tr("end.setup"), action=self.to_setup),
            Button(label=lambda: tr("end.view_table"), action=self.view_table),
            Button(label=lambda: tr("end.replay"), action=self.replay),
        ]

    # ----------------------------------------------------------------- actions

    def new_game(self) -> None:
        self.app.start(replace(self.match.settings, seed=random_seed()))

    def same_deal(self) -> None:
        self.app.start(self.match.settings)

    def to_setup(self) -> None:
        self.app.close_game()
        self.app.show_setup()

    def view_table(self) -> None:
        self.app.back_to_game()

    def replay(self) -> None:
        """R: the game just finished, move by move (Esc comes back here)."""
        from figures.ui.replay.steps import Replay
        from figures.ui.replay.view import ReplayView

        replay = Replay.of_game(self.match.game, self.match.names())
        self.window.show_view(
            ReplayView(
                self.window,
                replay,
                self,
                title=tr("game.title.colour"),
                colour_blind=self.app.options.colour_blind,
            )
        )

    # ----------------------------------------------------------------- drawing

    def figures(self) -> EndFigures:
        """What the screen shows of the game, worked out once (again only if it changes)."""
        match = self.match
        if self._figures is None or self._figures.version != match.version:
            self._figures = EndFigures(
                match.version,
                match.names(),
                match.ranking(),
                match.best_placements(),
                match.largest_closed(),
                match.counts(),
                match.score_history(),
            )
        return self._figures

    def winners_line(self) -> str:
        outcome = self.match.game.outcome
        names = self.match.names()
        if outcome is None:
            return ""
        if len(outcome.winners) > 1:
            return tr("end.winners", names=tr("end.and").join(names[w] for w in outcome.winners))
        won = names[outcome.winners[0]]  # (as shown, knowing who it is: "You won")
        return trn("end.winner", won, names=won)

    def on_draw(self) -> None:
        self.clear()
        width, height = self.window.width, self.window.height
        panel = Rect(30, 30, width - 60, height - 60)
        shadowed_panel(panel)
        outcome = self.match.game.outcome
        draw_text(tr("end.title"), panel.left + 30, panel.top - 50, size=SIZES.title, bold=True)
        draw_text(
            self.winners_line(),
            panel.left + 30,
            panel.top - 88,
            size=20,
            bold=True,
            colour=theme.SELECTED,
        )
        if outcome is not None:
            draw_text(
                tr(f"end.reason.{outcome.reason.value}"),
                panel.left + 30,
                panel.top - 116,
                colour=theme.MUTED,
            )
        # Ranking with the figures of each player.
        left_w = min(560, panel.width * 0.48)
        y = panel.top - 160
        draw_text(tr("end.ranking"), panel.left + 30, y, size=SIZES.heading, bold=True)
        y -= 12
        figures = self.figures()
        names, best, largest, counts = figures.names, figures.best, figures.largest, figures.counts
        for rank, seat, score in figures.ranking:
            row = Rect(panel.left + 24, y - 86, left_w, 82)
            colour = theme.SEATS[seat % len(theme.SEATS)]
            fill_rect(row, theme.mix(colour, (255, 255, 255), 0.88))
            arcade.draw_lbwh_rectangle_filled(row.left, row.bottom, 6, row.height, colour)
            draw_text(
                fit_text(
                    tr("end.rank_line", rank=rank, name=names[seat], score=score),
                    row.width - 30,
                    16,
                    True,
                ),
                row.left + 16,
                row.top - 24,
                size=16,
                bold=True,
            )
            record = best[seat]
            best_text = (
                tr("end.best", points=record.score.points, detail=breakdown(record.score))
                if record is not None
                else tr("end.best.none")
            )
            closed = (
                tr("end.largest", size=largest[seat]) if largest[seat] else tr("end.largest.none")
            )
            draw_text(
                fit_text(best_text, row.width - 30, SIZES.small),
                row.left + 16,
                row.top - 44,
                size=SIZES.small,
            )
            draw_text(
                fit_text(closed, row.width - 30, SIZES.small),
                row.left + 16,
                row.top - 60,
                size=SIZES.small,
            )
            placed, closures = counts[seat]
            draw_text(
                fit_text(
                    tr(
                        "end.counts",
                        placed=count_text("end.placed", placed),
                        closed=count_text("end.closed", closures),
                    ),
                    row.width - 30,
                    SIZES.small,
                ),
                row.left + 16,
                row.top - 76,
                size=SIZES.small,
                colour=theme.MUTED,
            )
            y -= 92
        # The score track over the game.
        chart_left = panel.left + left_w + 90
        chart_bottom = panel.bottom + 110
        chart = Rect(
            chart_left,
            chart_bottom,
            panel.right - chart_left - 110,
            panel.top - 210 - chart_bottom,
        )
        self.draw_chart(chart)
        # Buttons.
        gap = 14
        bw = min(190.0, (panel.width - 60 - gap * (len(self.buttons) - 1)) / len(self.buttons))
        x = panel.left + 30
        for button in self.buttons:
            button.rect = Rect(x, panel.bottom + 24, bw, 40)
            x += bw + gap
            button.draw(self.hover)

    def draw_chart(self, rect: Rect) -> None:
        if rect.width < 80 or rect.height < 80:
            return
        draw_text(tr("end.track"), rect.left, rect.top + 46, size=SIZES.heading, bold=True)
        history = self.figures().history
        target = self.match.settings.target
        top_score = max([target, *[max(h) for h in history]])
        turns = max(1, max(len(h) for h in history) - 1)
        fill_rect(rect, (255, 255, 255))
        arcade.draw_lbwh_rectangle_outline(
            rect.left, rect.bottom, rect.width, rect.height, theme.PANEL_EDGE, 1
        )
        ty = rect.bottom + rect.height * target / top_score
        arcade.draw_line(rect.left, ty, rect.right, ty, theme.MUTED, 1)
        draw_text(
            number_text(target),
            rect.left - 6,
            ty,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="center",
        )
        draw_text(
            "0",
            rect.left - 6,
            rect.bottom,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="center",
        )
        draw_text(
            tr("end.turn_axis") + f" ({turns})",
            rect.right,
            rect.bottom - 18,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
        )
        names = self.figures().names
        for seat, scores in enumerate(history):
            colour = theme.SEATS[seat % len(theme.SEATS)]
            points = [
                (rect.left + rect.width * i / turns, rect.bottom + rect.height * s / top_score)
                for i, s in enumerate(scores)
            ]
            if len(points) > 1:
                arcade.draw_line_strip(points, colour, 3)
            x, y = points[-1]
            arcade.draw_circle_filled(x, y, 5, colour)
            draw_text(
                names[seat],
                rect.right + 8,
                y,
                size=SIZES.small,
                colour=colour,
                bold=True,
                anchor_y="center",
            )

    def on_show_view(self) -> None:
        self.shown_at = time.monotonic()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        for widget in self.buttons:
            if widget.press(x, y):
                return

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER):
            if time.monotonic() - self.shown_at >= theme.SETTLE:  # (not the Enter of a moment
                self.new_game()  # ago, meant for the game's last placement)
        elif symbol == arcade.key.ESCAPE:
            self.view_table()
        elif symbol == arcade.key.R:
            self.replay()
