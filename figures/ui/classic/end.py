"""The end of a classic game (block, draw, All Fives, Mexican Train, Matador...): who won, the
ranking (teams as teams, ties sharing a rank), the scores over the rounds, each side's best
round and how the game ended; then a new deal, the same deal again, a look at the table or
back to the set-up.

The figures come from :mod:`figures.ui.classic.end_figures` (no arcade); this screen only
lays them out. Keys: Enter a new deal, S the same deal again, T the table, Esc the set-up,
Tab / Shift+Tab through the buttons and Space presses the one that has the focus.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING

import arcade

from figures.app.match import random_seed
from figures.classic.scoring import Points
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic.end_figures import EndFigures, end_figures
from figures.ui.classic.match import ClassicMatch, points_words
from figures.ui.classic.paint import seat_colour
from figures.ui.classic.presenter import capital, game_title, pips_words, preset_title
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.chart import LABEL_GAP, draw_chart, nice_step, spread
from figures.ui.widgets.focus import next_in_ring
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["LABEL_GAP", "ClassicEndView", "nice_step", "spread"]


def plural(key: str, value: Points, **fields: object) -> str:
    """``key`` with ``points`` the value in words (7, 7½), in the plural form it takes."""
    return tr(key, count=float(value), points=points_words(value), **fields)


def rounds_words(n: int) -> str:
    return tr("classic.end.screen.rounds", n=n)


class ClassicEndView(arcade.View):
    """The end of ``match`` (a finished :class:`ClassicMatch`)."""

    def __init__(self, nav: Navigator, match: ClassicMatch) -> None:
        super().__init__(nav.window)
        self.nav = nav
        self.match = match
        #: When the screen was shown: Enter starts a new deal only a moment after.
        self.shown_at = time.monotonic()
        self.hover: tuple[float, float] | None = None
        #: The window's size as last told (``on_resize``).
        self.shown_size = (self.window.width, self.window.height)
        self._figures: EndFigures | None = None
        #: The button the keyboard is on (Tab moves it, Space presses it).
        self.focus = 0
        self.buttons = [
            Button(label=lambda: tr("classic.end.screen.new"), action=self.new_deal, primary=True),
            Button(
                label=lambda: tr("classic.end.screen.same"),
                short=lambda: tr("classic.end.screen.same.short"),
                action=self.same_deal,
            ),
            Button(
                label=lambda: tr("classic.end.screen.table"),
                short=lambda: tr("classic.end.screen.table.short"),
                action=self.view_table,
            ),
            Button(label=lambda: tr("end.replay"), action=self.replay),
            Button(
                label=lambda: tr("classic.end.screen.setup"),
                short=lambda: tr("classic.end.screen.setup.short"),
                action=self.to_setup,
            ),
        ]
        self.layout()

    # ----------------------------------------------------------------- actions

    def new_deal(self) -> None:
        """Another game with the same settings, dealt from a new seed."""
        self.nav.start(replace(self.match.settings, seed=random_seed()))

    def same_deal(self) -> None:
        """The same game again: the same settings and seed deal the same tiles."""
        self.nav.start(self.match.settings)

    def view_table(self) -> None:
        self.nav.back_to_game()

    def replay(self) -> None:
        """R: the game just finished, stepped through move by move (Esc comes back here)."""
        from figures.ui.replay.steps import Replay
        from figures.ui.replay.view import ReplayView

        replay = Replay.of_game(self.match.game, self.match.names())
        title = preset_title(self.match.settings.game)
        self.window.show_view(ReplayView(self.window, replay, self, title=title))

    def to_setup(self) -> None:
        self.nav.close_game()
        self.nav.show_setup()

    # ----------------------------------------------------------------- figures and layout

    def figures(self) -> EndFigures:
        """What the screen shows, worked out once (again only if the match changes)."""
        if self._figures is None or self._figures.version != self.match.version:
            self._figures = end_figures(self.match)
        return self._figures

    def panel(self) -> Rect:
        width, height = self.shown_size
        margin = 30 if width >= 1100 and height >= 700 else 14
        return Rect(margin, margin, width - 2 * margin, height - 2 * margin)

    def layout(self) -> None:
        """The buttons' places, in a row along the panel's bottom."""
        panel = self.panel()
        gap = 12
        width = min(220.0, (panel.width - 40 - gap * (len(self.buttons) - 1)) / len(self.buttons))
        x = panel.left + 20
        for button in self.buttons:
            button.rect = Rect(x, panel.bottom + 34, width, 36)
            x += width + gap
            # (a narrow window: the short label when the whole one does not fit)
            button.compact = False
            button.compact = fit_text(button.text(), width - 12, button.size) != button.text()

    def on_show_view(self) -> None:
        self.shown_at = time.monotonic()
        self.on_resize(self.window.width, self.window.height)

    def on_resize(self, width: int, height: int) -> None:
        self.shown_size = (width, height)
        self.layout()

    def reason_line(self) -> str:
        """What game it was and how it ended."""
        figures = self.figures()
        game = preset_title(self.match.settings.game)
        rounds = rounds_words(figures.rounds)
        if not figures.ending:  # (not over: nothing to say of its end)
            return game
        if figures.ending == "instant":
            return tr(
                "classic.end.screen.reason.instant",
                game=game,
                target=figures.target,
                n=figures.rounds,
            )
        if figures.ending == "rounds":
            if figures.rounds == 1:
                return tr("classic.end.screen.reason.one", game=game)
            key = "reason.rounds.low" if figures.lowest_wins else "reason.rounds"
            return tr(f"classic.end.screen.{key}", game=game, rounds=rounds)
        key = "reason.won" if figures.rounds_won else "reason.target"
        return tr(f"classic.end.screen.{key}", game=game, target=figures.target, rounds=rounds)

    def best_line(self, side: int) -> str:
        """What a side did best: its best round and its points; in a game without points
        (the score counts the rounds won), the rounds it won."""
        figures = self.figures()
        if figures.rounds_won:
            won = int(figures.history[side][-1])
            if not won:
                return tr("classic.end.screen.won.none")
            return tr("classic.end.screen.won", n=won)
        best = figures.best[side]
        if best is None:
            return tr("classic.end.screen.best.none")
        key = "classic.end.screen.best.low" if figures.lowest_wins else "classic.end.screen.best"
        return plural(key, best.points, n=best.number)

    def side_words(self, side: int, width: float, size: float) -> tuple[str, float]:
        """A side's name to fit ``width`` and its type size: whole, in a smaller type if it
        must; partners too long for that are each cut, so that a team still reads as two
        ("Computer 2 (me… & Computer 4 (me…")."""
        figures = self.figures()
        name = figures.names[side]
        smallest = float(SIZES.text)
        shown = float(size)
        while shown > smallest and text(name, 0, 0, size=shown, bold=True).content_width > width:
            shown -= 1
        if text(name, 0, 0, size=shown, bold=True).content_width <= width:
            return name, shown
        seats = figures.seats[side]
        if len(seats) == 1:
            return fit_text(name, width, shown, True), shown
        names = self.match.names()
        joint = " & "
        each = (width - text(joint, 0, 0, size=shown, bold=True).content_width) / len(seats)
        return joint.join(fit_text(names[s], each - 1, shown, True) for s in seats), shown

    def side_colour(self, side: int) -> RGB:
        """A side's colour: its first seat's (partners have the first partner's)."""
        return seat_colour(self.figures().seats[side][0])

    # ----------------------------------------------------------------- drawing

    def animating(self) -> bool:
        """Nothing here moves on its own: the window draws it after input only (its frame
        policy, :mod:`figures.ui.shell.frames`)."""
        return False

    def on_draw(self) -> None:
        self.clear()
        self.layout()
        panel = self.panel()
        shadowed_panel(panel)
        left = panel.left + 20
        # Who won, and how the game ended.
        words = capital(game_title(self.match)) or tr("end.title")
        size = float(SIZES.title)
        while size > SIZES.heading and (
            text(words, 0, 0, size=size, bold=True).content_width > panel.width - 40
        ):
            size -= 1
        draw_text(
            fit_text(words, panel.width - 40, size, True),
            left,
            panel.top - 42,
            size=size,
            bold=True,
            colour=theme.SELECTED,
        )
        draw_text(
            fit_text(self.reason_line(), panel.width - 40),
            left,
            panel.top - 68,
            colour=theme.MUTED,
        )
        # The ranking on the left, the chart on the right.
        below = panel.top - 104
        above = self.buttons[0].rect.top + 14
        left_w = min(440.0, panel.width * 0.42)
        self.draw_ranking(Rect(left, above, left_w, below - above))
        chart_left = left + left_w + 64
        label_room = max(84.0, min(150.0, panel.width * 0.12))
        chart = Rect(
            chart_left,
            above + 40,
            panel.right - 20 - label_room - chart_left,
            below - 30 - (above + 40),
        )
        if self.figures().rounds == 1:
            self.draw_round(chart, label_room)  # (a chart of one round says little)
        else:
            self.draw_chart(chart, label_room)
        # The buttons, the one the keyboard is on ringed, and the keys under them.
        for i, button in enumerate(self.buttons):
            button.draw(self.hover)
            if i == self.focus:
                r = button.rect
                outline_rect(
                    Rect(r.left - 4, r.bottom - 4, r.width + 8, r.height + 8), theme.FOCUS, 2
                )
        draw_text(
            fit_text(tr("classic.end.screen.keys"), panel.width - 40, SIZES.small),
            left,
            panel.bottom + 12,
            size=SIZES.small,
            colour=theme.MUTED,
        )

    def draw_ranking(self, area: Rect) -> None:
        """The sides best first: rank, colours, name and score, and the best round under."""
        figures = self.figures()
        draw_text(
            tr("classic.end.screen.ranking"), area.left, area.top, size=SIZES.heading, bold=True
        )
        rows = figures.ranking
        room = area.height - 14
        step = float(int(max(30.0, min(58.0, room / max(1, len(rows))))))  # (whole pixels: text
        # at a fraction of one is drawn cut)
        big = SIZES.heading if step >= 52 else SIZES.text
        gap = 4 if big == SIZES.heading else 2
        y = float(round(area.top) - 12)
        for ranked in rows:
            row = Rect(area.left, y - step + gap, area.width, step - gap)
            seats = figures.seats[ranked.side]
            tint = 0.82 if ranked.rank == 1 else 0.92
            fill_rect(row, theme.mix(self.side_colour(ranked.side), (255, 255, 255), tint))
            for k, seat in enumerate(seats):  # a strip per partner
                arcade.draw_lbwh_rectangle_filled(
                    row.left + 6 * k, row.bottom, 6, row.height, seat_colour(seat)
                )
            inner = row.left + 6 * len(seats) + 10
            two_lines = step >= 40
            lift = 6 if big == SIZES.heading else 2
            name_y = row.top - (big + lift) if two_lines else row.cy - big / 2.5
            draw_text(f"{ranked.rank}.", inner, name_y, size=big, bold=True)
            score = points_words(ranked.score)
            score_label = draw_text(
                score, row.right - 10, name_y, size=big, bold=True, anchor_x="right"
            )
            name_x = inner + 30
            name, name_size = self.side_words(
                ranked.side, row.right - 20 - score_label.content_width - name_x, big
            )
            draw_text(name, name_x, name_y, size=name_size, bold=True)
            best = self.best_line(ranked.side)
            if two_lines:
                draw_text(
                    fit_text(best, row.right - 10 - name_x, SIZES.small),
                    name_x,
                    row.bottom + (7 if big == SIZES.heading else 5),
                    size=SIZES.small,
                    colour=theme.MUTED,
                )
            y -= step

    def draw_round(self, rect: Rect, label_room: float) -> None:
        """A game of one round: how the round ended and the pips left in each side's hands,
        in the place of the chart."""
        last = self.figures().last
        if last is None:
            return
        width = rect.width + label_room
        draw_text(
            fit_text(last.title, width, SIZES.heading, True),
            rect.left,
            rect.top + 26,
            size=SIZES.heading,
            bold=True,
        )
        y = float(round(rect.top) - 6)
        draw_text(fit_text(capital(last.how), width), rect.left, y, colour=theme.MUTED)
        y -= 34
        pips_x = rect.left + width * 0.62
        draw_text(tr("classic.col.side"), rect.left + 14, y, size=SIZES.small, colour=theme.MUTED)
        draw_text(
            tr("classic.col.pips"),
            pips_x,
            y,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
        )
        draw_text(
            tr("classic.col.won" if self.figures().rounds_won else "classic.col.total"),
            rect.left + width,
            y,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
        )
        for row in last.rows:
            y -= 30
            for k, seat in enumerate(self.figures().seats[row.side]):  # a strip per partner
                arcade.draw_lbwh_rectangle_filled(
                    rect.left + 4 * k, y - 6, 4, 22, seat_colour(seat)
                )
            name, size = self.side_words(row.side, pips_x - 90 - rect.left, SIZES.text)
            draw_text(name, rect.left + 14, y, size=size, bold=True)
            draw_text(pips_words(row.pips), pips_x, y, anchor_x="right")
            draw_text(points_words(row.total), rect.left + width, y, bold=True, anchor_x="right")

    def draw_chart(self, rect: Rect, label_room: float) -> None:
        """Every side's score after every round: a line each in its colour."""
        if rect.width < 60 or rect.height < 60:
            return
        figures = self.figures()
        title = tr(
            "classic.end.screen.chart.won" if figures.rounds_won else "classic.end.screen.chart"
        )
        if figures.lowest_wins:  # (said again here when it fits: the line above says it too)
            low = tr("classic.end.screen.chart.low")
            if text(low, 0, 0, size=SIZES.heading, bold=True).content_width <= rect.width:
                title = low
        draw_chart(
            rect,
            label_room,
            title=title,
            history=figures.history,
            rounds=figures.rounds,
            target=figures.target if figures.ending in ("target", "instant") else 0,
            order=[ranked.side for ranked in reversed(figures.ranking)],
            names=figures.names,
            colours=[self.side_colour(side) for side in range(len(figures.names))],
            ranks={ranked.side: ranked.rank for ranked in figures.ranking},
        )

    # ----------------------------------------------------------------- input

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.layout()
        for i, widget in enumerate(self.buttons):
            if widget.rect.contains(x, y):
                self.focus = i
            if widget.press(x, y):
                return

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER):
            if time.monotonic() - self.shown_at >= theme.SETTLE:  # (not the Enter of a moment
                self.new_deal()  # ago, meant for the game's last round)
        elif symbol == arcade.key.S:
            self.same_deal()
        elif symbol == arcade.key.T:
            self.view_table()
        elif symbol == arcade.key.R:
            self.replay()
        elif symbol == arcade.key.ESCAPE:
            self.to_setup()
        elif symbol == arcade.key.TAB:
            back = bool(modifiers & arcade.key.MOD_SHIFT)
            self.focus = next_in_ring(range(len(self.buttons)), self.focus, back)
        elif symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            back = symbol == arcade.key.LEFT
            self.focus = next_in_ring(range(len(self.buttons)), self.focus, back)
        elif symbol == arcade.key.SPACE:
            self.buttons[self.focus].action()
