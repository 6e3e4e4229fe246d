"""The end of a round shown on the classic table: how it ended, each side's pips and points,
the rule that gave them, what each side still needs and who leads next, with its button (the
next round, or after the last the results).

:meth:`RoundPanel.update` sizes the panel to its rows, places its button and paints it when
the game changes; :meth:`RoundPanel.draw` draws it and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.texts.i18n import language, tr
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.paint import seat_colour
from figures.ui.classic.side import wrap_text
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Picture, Rect
from figures.ui.widgets.text import fit_text, text

if TYPE_CHECKING:
    from figures.ui.classic.match import ClassicMatch

#: The height of a line under a round's scores (the rule, the needs, the next leader).
NOTE_LINE = 20


class RoundPanel:
    """The round's summary over the table, for one match; ``button`` goes on (its action
    and when it shows are the screen's)."""

    def __init__(self, match: ClassicMatch, button: Button) -> None:
        self.match = match
        self.button = button
        #: Where it may go (the room left of the side panel, under the top bar), where it
        #: is and the height of a side's row in it.
        self.area = Rect()
        self.rect = Rect()
        self.line = 24.0
        self.picture = Picture()

    def place(self, area: Rect) -> None:
        self.area = area

    def update(self) -> None:
        """The panel sized to the round's summary and its notes, centred in its area, its
        button under its rows; painted again when the game or the language changes."""
        match = self.match
        summary = presenter.round_summary(match)
        area = self.area
        lines = len(summary.rows) if summary is not None else 0
        notes = len(self.notes(summary))
        fixed = 96 + 64 + (14 + NOTE_LINE * notes if notes else 0)
        # (whole pixels: text drawn between two pixels loses a sliver of its glyphs)
        self.line = float(max(16, min(24, int((area.height - 30 - fixed) / max(1, lines)))))
        height = fixed + lines * self.line
        width = min(640, area.width - 30)
        rect = self.rect = Rect(
            round(area.left + (area.width - width) / 2),
            round(area.bottom + (area.height - height) / 2),
            round(width),
            round(height),
        )
        bw = float(min(260, int(rect.width - 60)))
        self.button.rect = Rect(rect.cx - bw / 2, rect.bottom + 16, bw, 36)
        canvas = self.picture
        key = (match.version, language(), rect.left, rect.bottom, rect.width, rect.height)
        if canvas.start(key):
            self.paint(canvas, summary)
            canvas.finish()

    def notes(self, summary: presenter.Summary | None) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines under a round's scores, each in rows that fit the panel: the rule that
        gave the points, what each side still needs, who leads the next round."""
        if summary is None:
            return []
        room = min(640, self.area.width - 30) - 40
        notes: list[tuple[str, tuple[int, int, int]]] = []
        for content, colour in (
            (summary.rule, theme.MUTED),
            (summary.needs, theme.TEXT),
            (summary.next, theme.TEXT),
        ):
            if content:
                rows = wrap_text(presenter.capital(content), room, SIZES.small)
                notes.extend((row, colour) for row in rows)
        return notes

    def paint(self, canvas: Picture, summary: presenter.Summary | None) -> None:
        match = self.match
        rect, line = self.rect, self.line
        fives = match.rules.in_play == "fives"
        canvas.fill(Rect(rect.left + 3, rect.bottom - 3, rect.width, rect.height), theme.SHADOW)
        canvas.fill(rect, theme.PANEL)
        canvas.outline(rect, theme.PANEL_EDGE)
        x = rect.left + 20
        y = rect.top - 34
        if summary is None:
            return
        canvas.text(
            fit_text(summary.title, rect.width - 40, SIZES.heading + 2, True),
            x,
            y,
            size=SIZES.heading + 2,
            bold=True,
        )
        y -= 24
        how = presenter.capital(summary.how)
        canvas.text(fit_text(how, rect.width - 40), x, y, colour=theme.MUTED)
        y -= 34
        right = rect.right - 20
        # (no points in play outside All Fives: that column's room goes to the names)
        pips = right - 300 if fives else right - 210
        columns = [x, pips, right - 210, right - 110, right]
        heads = [
            tr("classic.col.side"),
            tr("classic.col.pips"),
            tr("classic.col.play") if fives else "",
            tr("classic.col.bonus" if fives else "classic.col.award"),
            tr("classic.col.total"),
        ]
        for i, head in enumerate(heads):
            canvas.text(
                head,
                columns[i],
                y,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="left" if i == 0 else "right",
            )
        for row in summary.rows:
            y -= line
            seat = match.sides()[row.side][0]
            room = columns[1] - columns[0] - 70  # (the pips, right-aligned, need 70)
            size = float(SIZES.text)  # (two partners' names: smaller rather than cut)
            while (
                size > SIZES.small
                and text(row.name, 0, 0, size=size, bold=True).content_width > room
            ):
                size -= 1
            canvas.text(
                fit_text(row.name, room, size, True),
                columns[0],
                y,
                size=size,
                colour=seat_colour(seat),
                bold=True,
            )
            values = [
                presenter.pips_words(row.pips),
                presenter.points_words(row.in_play) if fives else "",
                "+" + presenter.points_words(row.award) if row.award else "0",
                presenter.points_words(row.total),
            ]
            for i, value in enumerate(values, 1):
                canvas.text(value, columns[i], y, anchor_x="right", bold=i == 4)
        y -= 14
        for note, colour in self.notes(summary):
            y -= NOTE_LINE
            canvas.text(note, x, y, size=SIZES.small, colour=colour)

    def draw(self, hover: tuple[float, float] | None) -> None:
        self.picture.draw()
        self.button.draw(hover)
