"""The statistics page: a player's figures across every game finished in this data folder
(:mod:`figures.analysis.stats`): the names seen (humans first) to choose from, their figures in
large
type, a table per game, their wins against each computer level, their streaks, and a chart of
their last games (the score of each, and the win rate so far). ← and → change the player,
Esc goes back to the screen it was opened over."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from figures.analysis import stats
from figures.analysis.stats import LEVELS, Figures, Played, Stats
from figures.games import COLOUR
from figures.texts import names
from figures.texts.i18n import decimal_text, has_text, number_text, percent_text, tr
from figures.ui import theme
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button, Widget, draw_widgets, press_widgets
from figures.ui.widgets.chart import nice_step
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

#: How many of a player's last games the chart shows.
CHART_GAMES = 20
#: The colour of a game won, and of one lost, in the chart.
WON: RGB = (58, 140, 84)
LOST: RGB = (196, 188, 176)
#: A level's bar, light enough for its words in ink.
WON_LIGHT: RGB = theme.mix(WON, (255, 255, 255), 0.5)
RATE: RGB = theme.SELECTED


def shown_name(name: str) -> str:
    """A name as the screens show it (the set-up's default names in the current language)."""
    return names.shown(name)


def game_title(name: str) -> str:
    key = f"game.title.{name}"
    return tr(key) if has_text(key) else name


def damage_note(loaded: Stats) -> str:
    """What became of a statistics file that could not be used whole, and why: set aside,
    some of its games left out (the file as it was kept), or left as it is ("" when it was
    read whole)."""
    problem = loaded.problem
    if not loaded.writable:
        return tr("stats.bad.kept", problem=problem, error=loaded.error)
    if loaded.set_aside is None:
        return ""
    name = loaded.set_aside.name
    if loaded.dropped:
        return tr("stats.dropped", n=loaded.dropped, problem=problem, name=name)
    return tr("stats.set_aside", problem=problem, name=name)


def label_lines(label: str, width: float, size: float = SIZES.text) -> list[str]:
    """A card's label on one line, or two (cut at the space nearest its middle) when it is
    wider than ``width``, each fitted to it."""
    if text(label, 0, 0, size=size, bold=True).content_width <= width or " " not in label:
        return [fit_text(label, width, size, True)]
    middle = len(label) / 2
    cut = min((i for i, c in enumerate(label) if c == " "), key=lambda i: abs(i - middle))
    return [fit_text(part, width, size, True) for part in (label[:cut], label[cut + 1 :])]


@dataclass(frozen=True, slots=True)
class Big:
    """A figure in large type: its value, its label, and a line under it."""

    value: str
    label: str
    note: str = ""


class StatsView(arcade.View):
    """The statistics of the data folder ``folder``, over the screen ``back``."""

    def __init__(
        self,
        app: Navigator,
        back: arcade.View,
        folder: Path | None,
        *,
        player: str | None = None,
    ) -> None:
        super().__init__(app.window)
        self.app = app
        self.back_view = back
        self.folder = folder
        self.stats = Stats() if folder is None else stats.load(folder)
        #: What became of a statistics file that could not be read, for the page to say.
        self.note = damage_note(self.stats)
        self.names = self.stats.names()
        self.index = 0
        if player is not None and stats.name_key(player) in self.names:
            self.index = self.names.index(stats.name_key(player))
        self.hover: tuple[float, float] | None = None
        self.back_button = Button(label=lambda: tr("stats.back"), action=self.leave, dark=True)
        self.previous_button = Button(label=lambda: "←", action=partial(self.step, -1))
        self.next_button = Button(label=lambda: "→", action=partial(self.step, 1))
        #: A button for each name the row has room for (made by :meth:`layout`; ← and →
        #: reach every name, thousands of them too).
        self.name_buttons: list[Button] = []
        self._figures: Figures | None = None
        self.layout()

    # ----------------------------------------------------------------- the player

    @property
    def name(self) -> str | None:
        return self.names[self.index] if self.names else None

    @property
    def figures(self) -> Figures | None:
        """The figures of the player shown (None: no game recorded)."""
        if self.name is None:
            return None
        if self._figures is None or self._figures.name != self.name:
            self._figures = self.stats.figures(self.name)
        return self._figures

    def is_chosen(self, index: int) -> bool:
        return index == self.index

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.names):
            self.index = index
            self.layout()  # (the table's height follows the player's games)

    def step(self, delta: int) -> None:
        if self.names:
            self.choose((self.index + delta) % len(self.names))

    def leave(self) -> None:
        self.window.show_view(self.back_view)

    # ----------------------------------------------------------------- what is shown

    def big_figures(self) -> list[Big]:
        """The player's figures in large type, in reading order."""
        f = self.figures
        if f is None:
            return []
        none = tr("stats.none.value")
        colour_note = game_title(COLOUR)  # (the game named as everywhere on the page)
        return [
            Big(number_text(f.count), tr("stats.games")),
            Big(number_text(f.wins), tr("stats.wins")),
            Big(percent_text(f.win_rate), tr("stats.rate")),
            self.average_figure(),
            Big(
                none if f.best_placement is None else decimal_text(f.best_placement),
                tr("stats.best"),
                colour_note,
            ),
            Big(
                none if f.largest_surface is None else number_text(f.largest_surface),
                tr("stats.largest"),
                colour_note,
            ),
            Big(
                number_text(f.streak),
                tr("stats.streak"),
                tr("stats.streak.longest", n=f.longest_streak),
            ),
        ]

    def average_figure(self) -> Big:
        """The average score of one game, never of several mixed (an All Fives score and a
        colour game's are not on one scale): the game played most (or last), named under it;
        the table below has each game's."""
        f = self.figures
        assert f is not None
        main = f.main_game
        if main is None:
            return Big(tr("stats.none.value"), tr("stats.average"))
        return Big(decimal_text(f.average_of(main)), tr("stats.average"), game_title(main))

    def table_rows(self) -> list[tuple[str, ...]]:
        """A row per game played: its title, games, wins, win rate, average score, best."""
        f = self.figures
        if f is None:
            return []
        rows: list[tuple[str, ...]] = []
        order = sorted(f.games, key=lambda g: (-f.games[g].games, game_title(g)))
        for name in order:
            tally = f.games[name]
            best = tr("stats.none.value") if tally.best is None else decimal_text(tally.best)
            rows.append(
                (
                    game_title(name),
                    number_text(tally.games),
                    number_text(tally.wins),
                    percent_text(tally.rate),
                    decimal_text(tally.average),
                    best,
                )
            )
        return rows

    def level_rows(self) -> list[tuple[str, str, float | None]]:
        """Each computer level: its name, the wins over the games against it, the rate
        (None: never played)."""
        f = self.figures
        if f is None:
            return []
        out: list[tuple[str, str, float | None]] = []
        for level in LEVELS:
            tally = f.level(level)
            if tally.games:
                words = tr("stats.level.value", wins=tally.wins, games=tally.games)
                out.append((tr(f"stats.level.{level}"), words, tally.rate))
            else:
                out.append((tr(f"stats.level.{level}"), tr("stats.level.none"), None))
        return out

    def chart_games(self) -> list[tuple[Played, float]]:
        """The player's last games, oldest first, each with the win rate after it."""
        f = self.figures
        if f is None:
            return []
        out = []
        wins = 0
        for count, played in enumerate(f.played, 1):
            wins += played.won
            out.append((played, wins / count))
        return out[-CHART_GAMES:]

    # ----------------------------------------------------------------- layout

    def layout(self) -> None:
        """The title and Back on top, the names under them, the figures in large type, the
        table per game and the levels side by side, the chart at the bottom; in a low window
        the figures' cards are lower and the chart gives up height first."""
        width, height = self.window.width, self.window.height
        self.panel = Rect(20, 20, width - 40, height - 40)
        p = self.panel
        self.compact = height < 700
        self.back_button.rect = Rect(p.right - 160, p.top - 52, 140, 34)
        self.title_y = p.top - 46
        # The names: ← the name →, then each name seen, to click (lower when a note of a
        # damaged file takes more than the two rows beside the title).
        row = p.top - 96
        if self.note:
            _, room = self.note_box()
            high = text(self.note, 0, 0, size=SIZES.small, width=int(room), anchor_y="top")
            row -= max(0, high.content_height - (self.title_y + 18 - (row + 34) - 4))
        self.previous_button.rect = Rect(p.left + 24, row, 34, 34)
        self.name_box = Rect(p.left + 64, row, min(300.0, p.width * 0.26), 34)
        self.next_button.rect = Rect(self.name_box.right + 6, row, 34, 34)
        x = self.next_button.rect.right + 24
        self.name_buttons = []
        for index, name in enumerate(self.names):  # (up to the first that has no room)
            button = Button(
                label=partial(shown_name, name),
                action=partial(self.choose, index),
                selected=partial(self.is_chosen, index),
            )
            w = min(200.0, text(button.label(), 0, 0).content_width + 24)
            if x + w > p.right - 24:
                break
            button.rect = Rect(x, row + 3, w, 28)
            self.name_buttons.append(button)
            x += w + 8
        # The figures in large type.
        card_h = 88 if self.compact else 100
        self.cards_box = Rect(p.left + 24, row - 14 - card_h, p.width - 48, card_h)
        # The table per game on the left, the levels on the right, the chart under them.
        lower_top = self.cards_box.bottom - 16
        room = lower_top - p.bottom
        rows = len(self.table_rows())
        middle_h = max(150.0, min(room - 84 - 200, 48 + 22 * max(3, rows) + 28))
        middle_bottom = lower_top - middle_h
        self.chart_box = Rect(p.left + 70, p.bottom + 50, p.width - 150, 0)
        self.chart_box.height = middle_bottom - 34 - self.chart_box.bottom
        split = p.left + 24 + (p.width - 48) * 0.64
        self.table_box = Rect(p.left + 24, middle_bottom, split - p.left - 56, middle_h)
        self.levels_box = Rect(split, middle_bottom, p.right - 24 - split, middle_h)

    # ----------------------------------------------------------------- drawing

    def widgets(self) -> list[Widget]:
        return [self.back_button, self.previous_button, self.next_button, *self.name_buttons]

    def on_draw(self) -> None:
        self.clear()
        shadowed_panel(self.panel)
        p = self.panel
        draw_text(tr("stats.title"), p.left + 24, self.title_y, size=SIZES.title, bold=True)
        self.back_button.draw(self.hover)
        self.draw_hint()
        if self.name is None:
            draw_text(
                tr("stats.none"),
                p.left + 24,
                self.name_box.top - 58,  # (under the words of a damaged file)
                width=int(p.width - 48),
                size=SIZES.heading,
                colour=theme.MUTED,
            )
            return
        self.draw_names()
        self.draw_cards()
        self.draw_table()
        self.draw_levels()
        self.draw_chart()

    def note_box(self) -> tuple[float, float]:
        """The left and the width of the text beside the title."""
        title = text(tr("stats.title"), 0, 0, size=SIZES.title, bold=True).content_width
        left = self.panel.left + 24 + title + 24
        return left, self.back_button.rect.left - 12 - left

    def draw_hint(self) -> None:
        """Beside the title: what became of a damaged file, else the keys."""
        left, room = self.note_box()
        if self.note:
            draw_text(
                self.note,
                left,
                self.title_y + 18,
                size=SIZES.small,
                colour=theme.ILLEGAL,
                width=int(room),
                anchor_y="top",
            )
        elif self.name is not None:
            draw_text(
                fit_text(tr("stats.pick"), room, SIZES.small),
                left,
                self.title_y,
                size=SIZES.small,
                colour=theme.MUTED,
            )

    def draw_names(self) -> None:
        box = self.name_box
        fill_rect(box, (255, 255, 255))
        outline_rect(box, theme.SELECTED, 2)
        f = self.figures
        name = shown_name(self.name or "")
        role = names.role(self.name or "")
        computer_named = role is not None and role.what == "computer"
        plain = f is None or f.human or computer_named  # (never "Computer (computer)")
        label = name if plain else f"{name} ({tr('stats.computer')})"
        draw_text(
            fit_text(label, box.width - 16, SIZES.heading, True),
            box.cx,
            box.cy,
            size=SIZES.heading,
            bold=True,
            anchor_x="center",
            anchor_y="center",
        )
        draw_widgets([self.previous_button, self.next_button], self.hover)
        draw_widgets(list(self.name_buttons), self.hover)
        self.draw_hint()

    def draw_cards(self) -> None:
        bigs = self.big_figures()
        box = self.cards_box
        gap = 10
        w = (box.width - gap * (len(bigs) - 1)) / len(bigs)
        biggest = 22 if self.compact else 30
        for index, big in enumerate(bigs):
            r = Rect(box.left + index * (w + gap), box.bottom, w, box.height)
            fill_rect(r, (255, 255, 255))
            outline_rect(r, theme.PANEL_EDGE)
            size = biggest
            if text(big.value, 0, 0, size=size, bold=True).content_width > w - 16:
                size = 18
            draw_text(
                big.value,
                r.cx,
                r.top - (28 if self.compact else 42),
                size=size,
                bold=True,
                anchor_x="center",
            )
            label_size = SIZES.small if self.compact else SIZES.text
            y = r.bottom + ((22 if self.compact else 26) if big.note else 12)
            for line in reversed(label_lines(big.label, w - 12, label_size)):
                draw_text(line, r.cx, y, size=label_size, bold=True, anchor_x="center")
                y += label_size + 3
            if big.note:
                draw_text(
                    fit_text(big.note, w - 12, SIZES.small),
                    r.cx,
                    r.bottom + 8,
                    size=SIZES.small,
                    colour=theme.MUTED,
                    anchor_x="center",
                )

    def draw_table(self) -> None:
        box = self.table_box
        draw_text(tr("stats.table"), box.left, box.top - 18, size=SIZES.heading, bold=True)
        heads = [
            tr(k)
            for k in (
                "stats.col.game",
                "stats.col.games",
                "stats.col.wins",
                "stats.col.rate",
                "stats.col.average",
                "stats.col.best",
            )
        ]
        first = box.width * 0.28
        rest = (box.width - first) / 5
        lefts = [box.left] + [box.left + first + i * rest for i in range(5)]
        y = box.top - 46
        for index, head in enumerate(heads):
            room = first if index == 0 else rest
            x = lefts[index] if index == 0 else lefts[index] + room - 6
            draw_text(
                fit_text(head, room - 2, SIZES.small, True),
                x,
                y,
                size=SIZES.small,
                bold=True,
                colour=theme.MUTED,
                anchor_x="left" if index == 0 else "right",
            )
        arcade.draw_line(box.left, y - 6, box.right, y - 6, theme.PANEL_EDGE, 1)
        rows = self.table_rows()
        pitch = 22
        room_rows = max(1, int((y - 8 - box.bottom - 20) // pitch))
        for number, row in enumerate(rows[:room_rows]):
            y -= pitch
            if number % 2:
                fill_rect(Rect(box.left, y - 6, box.width, pitch), (244, 240, 232))
            for index, cell in enumerate(row):
                room = first if index == 0 else rest
                x = lefts[index] if index == 0 else lefts[index] + room - 6
                draw_text(
                    fit_text(cell, room - 6),
                    x + (4 if index == 0 else 0),
                    y,
                    anchor_x="left" if index == 0 else "right",
                    bold=index == 0,
                )
        draw_text(
            fit_text(tr("stats.col.best.note"), box.width, SIZES.small),
            box.left,
            box.bottom + 4,
            size=SIZES.small,
            colour=theme.MUTED,
        )

    def draw_levels(self) -> None:
        box = self.levels_box
        draw_text(tr("stats.levels"), box.left, box.top - 18, size=SIZES.heading, bold=True)
        y = box.top - 54
        label_w = min(110.0, box.width * 0.3)
        for label, words, rate in self.level_rows():
            draw_text(label, box.left, y, bold=True, anchor_y="center")
            bar = Rect(box.left + label_w, y - 9, box.width - label_w - 4, 18)
            fill_rect(bar, (236, 232, 224))
            if rate is not None:
                fill_rect(Rect(bar.left, bar.bottom, bar.width * rate, bar.height), WON_LIGHT)
                draw_text(
                    percent_text(rate),
                    bar.right - 6,
                    y,
                    size=SIZES.small,
                    bold=True,
                    anchor_x="right",
                    anchor_y="center",
                )
            draw_text(
                fit_text(words, bar.width - 60, SIZES.small),
                bar.left + 6,
                y,
                size=SIZES.small,
                anchor_y="center",
            )
            y -= 36

    def draw_chart(self) -> None:
        games = self.chart_games()
        box = self.chart_box
        if not games or box.height < 40:
            return
        title = tr("stats.chart", n=len(games)) if len(games) > 1 else tr("stats.chart.one")
        draw_text(
            fit_text(title, box.width, SIZES.heading, True),
            box.left - 46,
            box.top + 16,
            size=SIZES.heading,
            bold=True,
        )
        fill_rect(box, (255, 255, 255))
        outline_rect(box, theme.PANEL_EDGE)
        scores = [played.score for played, _ in games]
        low = min(0.0, *scores)
        high = max(1.0, *scores)
        step = nice_step(high - low)
        top = math.ceil(high / step) * step
        bottom = math.floor(low / step) * step

        def y_of(score: float) -> float:
            return box.bottom + box.height * (score - bottom) / (top - bottom)

        value = bottom
        while value <= top + 1e-9:
            y = y_of(value)
            if value not in (bottom, top):
                arcade.draw_line(box.left, y, box.right, y, (236, 232, 224), 1)
            draw_text(
                decimal_text(value),
                box.left - 6,
                y,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="right",
                anchor_y="center",
            )
            value += step
        for rate in (0.0, 0.5, 1.0):  # the win rate's scale on the right
            draw_text(
                percent_text(rate),
                box.right + 6,
                box.bottom + box.height * rate,
                size=SIZES.small,
                colour=RATE,
                anchor_y="center",
            )
        slot = box.width / max(len(games), CHART_GAMES // 2)
        bar_w = max(4.0, slot * 0.6)
        zero = y_of(0)
        first = len(self.figures.played) - len(games) + 1 if self.figures else 1
        points = []
        for index, (played, rate) in enumerate(games):
            cx = box.left + slot * (index + 0.5)
            y = y_of(played.score)
            bar = Rect(cx - bar_w / 2, min(zero, y), bar_w, max(1.0, abs(y - zero)))
            fill_rect(bar, WON if played.won else LOST)
            points.append((cx, box.bottom + box.height * rate))
            draw_text(
                number_text(first + index),
                cx,
                box.bottom - 14,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="center",
            )
        if len(points) > 1:
            arcade.draw_line_strip(points, RATE, 2)
        for x, y in points:
            arcade.draw_circle_filled(x, y, 3.5, RATE)
        # The legend under the chart.
        x = box.left
        y = box.bottom - 34
        for colour, words in (
            (WON, tr("stats.chart.won")),
            (LOST, tr("stats.chart.lost")),
            (RATE, tr("stats.chart.rate")),
        ):
            fill_rect(Rect(x, y - 5, 14, 10), colour)
            label = draw_text(words, x + 20, y, size=SIZES.small, anchor_y="center")
            x += 20 + label.content_width + 18
        draw_text(
            tr("stats.chart.axis"),
            box.right,
            y,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="center",
        )

    # ----------------------------------------------------------------- events

    def on_resize(self, width: int, height: int) -> None:
        self.layout()

    def on_show_view(self) -> None:
        self.layout()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        press_widgets(self.widgets(), x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        if symbol in (key.ESCAPE, key.BACKSPACE, key.S):
            self.leave()
        elif symbol in (key.LEFT, key.UP):
            self.step(-1)
        elif symbol in (key.RIGHT, key.DOWN):
            self.step(1)
        elif symbol == key.HOME:
            self.choose(0)


__all__ = ["StatsView"]
