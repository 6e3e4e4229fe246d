"""The scores panel: each player's row (name, kind, dominoes held, score), the score track and
the log of the last moves.

Painted again only when the game, the window or the language changes (or the computer starts
or stops thinking); each frame draws the picture and the thinking indicator.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from figures.texts.i18n import kind_name, language, number_text, tr
from figures.ui import theme
from figures.ui.colour.presenter import held, log_lines
from figures.ui.theme import SIZES
from figures.ui.widgets.shapes import Canvas, Picture, Rect, fill_rect
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.ui.colour.match import Match


class SidePanel:
    """The panel right of the table, for one match."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.rect = Rect()
        self.picture = Picture()

    def place(self, rect: Rect) -> None:
        self.rect = rect

    def row(self, seat: int) -> Rect:
        """The row of ``seat``."""
        side = self.rect
        top = side.top - 26 - 12
        return Rect(side.left + 8, top - 46 - 50 * seat, side.width - 16, 44)

    # ----------------------------------------------------------------- drawing

    def draw(self, thinking: bool, progress: float, now: float) -> None:
        """``thinking``: the computer to move is deciding (``progress`` of 1), or its domino
        is on its way."""
        side = self.rect
        key = (self.match.version, side.left, side.width, side.height, language(), thinking)
        picture = self.picture
        if picture.start(key):
            self.paint(picture, thinking)
            picture.finish()
        picture.draw()
        if thinking and not self.match.game.is_over:
            self.draw_thinking(progress, now)

    def draw_thinking(self, progress: float, now: float) -> None:
        """In the row of the computer to move: "Thinking" with dots that go round, and the
        progress of its decision."""
        seat = self.match.game.current
        row = self.row(seat)
        dots = "●" * (1 + int(now * 4) % 3)
        draw_text(
            tr("top.thinking", name="").strip() + " " + dots,
            row.left + 20,
            row.bottom + 7,
            size=SIZES.small,
            colour=theme.MUTED,
        )
        fill_rect(
            Rect(row.left + 20, row.bottom, (row.width - 110) * progress, 2),
            theme.SEATS[seat % 4],
        )

    def paint(self, canvas: Canvas, thinking: bool) -> None:
        side = self.rect
        canvas.fill(side, theme.PANEL)
        canvas.line(side.left, side.bottom, side.left, side.top, theme.PANEL_EDGE, 1)
        game = self.match.game
        names = self.match.names()
        x = side.left + 14
        y = side.top - 26
        heading = tr("panel.players")
        canvas.text(heading, x, y, size=SIZES.heading, bold=True)
        # The target and the bag right of the heading, in the room it leaves (the bag alone,
        # then cut, where a language's words are long: "Puntuaciones", "Bolsa: 119").
        room = (
            side.right
            - 12
            - (x + text(heading, 0, 0, size=SIZES.heading, bold=True).content_width + 12)
        )
        bag = tr("top.bag", count=len(game.bag))
        counts = f"{tr('top.target', target=game.settings.target)} · {bag}"
        if text(counts, 0, 0, size=SIZES.small).content_width > room:
            counts = fit_text(bag, room, SIZES.small)
        canvas.text(
            counts,
            side.right - 12,
            y,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
        )
        y -= 12
        for seat, name in enumerate(names):
            row = self.row(seat)
            current = seat == game.current and not game.is_over
            if current:
                canvas.fill(row, theme.mix(theme.SEATS[seat % 4], (255, 255, 255), 0.85))
                canvas.outline(row, theme.SEATS[seat % 4])
            canvas.fill(Rect(row.left + 6, row.bottom + 8, 6, 28), theme.SEATS[seat % 4])
            kind = game.settings.players[seat].kind
            kind_text = kind_name(kind)
            canvas.text(
                fit_text(name, row.width - 120, SIZES.text, bold=True),
                row.left + 20,
                row.top - 18,
                bold=True,
            )
            score_w = text(number_text(game.scores[seat]), 0, 0, size=20, bold=True).content_width
            room = row.width - 20 - score_w - 22
            count = held(game, seat)
            sub = first_fitting(
                [
                    f"{kind_text} · {tr('panel.hand_count', count=count)}",
                    f"{kind_name(kind, short=True)} · " + tr("panel.hand_count", count=count),
                    kind_name(kind, short=True),
                ],
                room,
                SIZES.small,
            )
            if not (current and thinking):  # (else drawn every frame: draw_thinking)
                canvas.text(
                    fit_text(sub, room, SIZES.small),
                    row.left + 20,
                    row.bottom + 7,
                    size=SIZES.small,
                    colour=theme.MUTED,
                )
            canvas.text(
                number_text(game.scores[seat]),
                row.right - 10,
                row.cy,
                size=20,
                bold=True,
                anchor_x="right",
                anchor_y="center",
            )
            y -= 50
        # The score track.
        y -= 14
        canvas.text(tr("panel.track"), x, y, size=SIZES.text, bold=True)
        y -= 26
        # "0" left of the track, so that the markers at the start never cover it.
        track = Rect(x + 16, y, side.width - 56, 8)
        canvas.fill(track, theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.3))
        target = game.settings.target
        for tick in range(0, target + 1, 20):
            tx = track.left + track.width * tick / target
            canvas.line(tx, track.bottom - 3, tx, track.top + 3, theme.MUTED, 1)
        canvas.line(track.right, track.bottom - 6, track.right, track.top + 6, theme.INK, 2)
        for seat in range(game.player_count):
            score = min(game.scores[seat], target)
            tx = track.left + track.width * score / target
            ty = track.cy + (seat - (game.player_count - 1) / 2) * 7
            canvas.disc(tx, ty, 6, theme.SEATS[seat % 4])
            canvas.circle(tx, ty, 6, (255, 255, 255), 1.5)
        canvas.text(
            "0",
            x + 4,
            track.cy,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="center",
            anchor_y="center",
        )
        canvas.text(
            number_text(target),
            track.right,
            track.bottom - 16,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="center",
        )
        # The log of the last moves.
        y -= 46
        canvas.text(tr("panel.log"), x, y, size=SIZES.text, bold=True)
        y -= 22
        lines = log_lines(self.match)
        if not lines:
            canvas.text(tr("panel.log.empty"), x, y, size=SIZES.small, colour=theme.MUTED)
        room_rows = max(1, int((y - side.bottom - 10) // 20) + 1)
        for seat, line in lines[-room_rows:][::-1]:
            rows = log_rows(line, side.width - 40)
            if y - 20 * (len(rows) - 1) < side.bottom + 8:
                break  # (an entry is shown whole or not at all)
            canvas.disc(x + 4, y + 4, 4, theme.SEATS[seat % 4])
            for entry in rows:
                canvas.text(entry, x + 14, y, size=SIZES.small)
                y -= 20


@functools.lru_cache(maxsize=256)
def log_rows(line: str, width: float) -> tuple[str, ...]:
    """A log line as the panel shows it: whole on one row when it fits, else wrapped before
    its breakdown, the breakdown on rows of its own, set in (wrapped again between words
    when it is still too long), so that every word stays readable; only a word wider than
    a row is cut."""
    if _width(line) <= width:
        return (line,)
    cut = line.find(" (")
    head, rest = (line[:cut], line[cut + 1 :]) if cut >= 0 else (line, "")
    rows = _wrap(head, width, "")
    if rest:
        rows += _wrap(rest, width, INDENT)
    return tuple(rows)


#: What sets in a log line's rows after its first.
INDENT = "  "


def _wrap(content: str, width: float, indent: str) -> list[str]:
    """``content`` on rows of ``width`` pixels between its words, each row after the first
    set in; ``indent`` before the first as well."""
    rows: list[str] = []
    row = indent
    for word in content.split(" "):
        trial = f"{row} {word}" if row.strip() else row + word
        if _width(trial) <= width or not row.strip():
            row = trial
        else:
            rows.append(row)
            row = INDENT + word
    rows.append(row)
    return [fit_text(r, width, SIZES.small) for r in rows]


@functools.lru_cache(maxsize=4096)
def _width(content: str) -> float:
    return float(text(content, 0, 0, size=SIZES.small).content_width)


def first_fitting(options: list[str], width: float, size: float) -> str:
    """The first of ``options`` that fits ``width`` pixels, else the last one cut."""
    for option in options:
        if text(option, 0, 0, size=size).content_width <= width:
            return option
    return fit_text(options[-1], width, size)
