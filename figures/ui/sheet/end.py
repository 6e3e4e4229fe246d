"""The score sheet's chart of the scores over the rounds, and a finished sheet's end: who won,
why the game ended and the ranking, tied sides sharing a place."""

from __future__ import annotations

from figures.sheet.model import Sheet
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic.match import points_words
from figures.ui.sheet.standings import side_colour
from figures.ui.theme import SIZES
from figures.ui.widgets.chart import draw_chart
from figures.ui.widgets.shapes import Rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

__all__ = ["draw_chart_panel", "draw_end", "ranks"]


def ranks(sheet: Sheet) -> dict[int, int]:
    """Each side's rank, winners first, tied sides sharing one (1, 1, 3)."""
    return {p.side: p.rank for p in sheet.places()}


def draw_chart_panel(sheet: Sheet, panel: Rect, target: int) -> None:
    """The chart of the scores in ``panel``, ``target`` drawn across it (0: none)."""
    shadowed_panel(panel)
    chart = sheet.chart()
    label_room = max(84.0, min(130.0, panel.width * 0.22))
    rect = Rect(
        panel.left + 52,
        panel.bottom + 44,
        panel.width - 52 - label_room - 8,
        panel.height - 44 - 48,
    )
    history = [[point[side] for point in chart] for side in range(sheet.sides)]
    places = ranks(sheet)
    order = sorted(range(sheet.sides), key=lambda s: -places[s])
    draw_chart(
        rect,
        label_room,
        title=tr("sheet.chart"),
        history=history,
        rounds=len(chart) - 1,
        target=target,
        order=order,
        names=[sheet.side_name(s) for s in range(sheet.sides)],
        colours=[side_colour(sheet, s) for s in range(sheet.sides)],
        ranks=places,
    )


def draw_end(sheet: Sheet, r: Rect, title: str, reason: str) -> None:
    """A finished sheet's end in ``r``: ``title`` (who won), ``reason`` and the ranking."""
    shadowed_panel(r)
    left = r.left + 16
    draw_text(
        fit_text(title, r.width - 32, 26, True),
        left,
        r.top - 38,
        size=26,
        bold=True,
        colour=theme.SELECTED,
    )
    draw_text(fit_text(reason, r.width - 32), left, r.top - 62, colour=theme.MUTED)
    draw_text(tr("sheet.end.ranking"), left, r.top - 94, size=SIZES.heading, bold=True)
    places = ranks(sheet)
    y = r.top - 132
    pitch = min(44.0, (r.top - 132 - (r.bottom + 60)) / max(1, sheet.sides))
    for side in sheet.ranking():
        draw_text(f"{places[side]}.", left, y, size=22, bold=True)
        draw_text(
            fit_text(sheet.side_name(side), r.width - 220, 20, True),
            left + 44,
            y,
            size=20,
            bold=True,
            colour=theme.mix(side_colour(sheet, side), theme.INK, 0.3),
        )
        draw_text(
            points_words(sheet.scores[side]),
            r.right - 24,
            y,
            size=26,
            bold=True,
            anchor_x="right",
        )
        y -= pitch
