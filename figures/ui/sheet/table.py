"""The score sheet's rounds table: a row an entry (its number, the entry in words, each side's
points and running total), the rows shown said when not all are, the chosen row marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from figures.app.sheet_session import row_words
from figures.sheet.model import Sheet
from figures.texts.i18n import signed_text, tr
from figures.ui import theme
from figures.ui.classic.match import points_words
from figures.ui.sheet.standings import side_colour
from figures.ui.theme import SIZES
from figures.ui.widgets.shapes import Rect, fill_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

if TYPE_CHECKING:
    from figures.classic.scoring import Points

__all__ = ["ROW", "columns", "draw_table"]

#: The height of a row of the rounds table, in pixels.
ROW = 26


def columns(sheet: Sheet, r: Rect) -> tuple[float, float, float, float]:
    """The x of the number, the words, the first side's points, and a side's width."""
    sides = sheet.sides
    if sheet.is_classic:  # each side's points and total (the total alone if narrow)
        side_w = min(170.0, max(60.0, (r.width - 70 - 170) / sides))
    else:  # the player's points beside the words, then each total
        side_w = min(80.0, max(60.0, (r.width - 70 - 330) / sides))
    words_w = r.width - 24 - 60 - side_w * sides
    return r.left + 12, r.left + 72, r.left + 72 + words_w, side_w


def draw_table(sheet: Sheet, r: Rect, first: int, shown: int, selected: int | None) -> None:
    """The table in ``r``: its rows from ``first``, ``shown`` of them, ``selected`` marked."""
    shadowed_panel(r)
    num_x, words_x, sides_x, side_w = columns(sheet, r)
    top = r.top - 12
    head = top - 18
    unit = "sheet.col.round" if sheet.is_classic else "sheet.col.turn"
    draw_text(tr(unit), num_x, head, bold=True, size=SIZES.small)
    what = "sheet.col.how" if sheet.is_classic else "sheet.col.player"
    what_room = sides_x - words_x - (8 if sheet.is_classic else 64)
    if sheet.entries and (first > 0 or first + shown < len(sheet.entries)):
        # the rows shown, at the end of the words' column (clear of the sides' names)
        rows = f"{first + 1}–{min(len(sheet.entries), first + shown)} / {len(sheet.entries)}"
        label = draw_text(
            rows,
            words_x + what_room,
            head,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
        )
        what_room -= label.content_width + 12
    draw_text(
        fit_text(tr(what), what_room, SIZES.small, True),
        words_x,
        head,
        bold=True,
        size=SIZES.small,
    )
    if not sheet.is_classic:
        draw_text(
            tr("sheet.col.points"),
            sides_x - 8,
            head,
            bold=True,
            size=SIZES.small,
            anchor_x="right",
        )
    for side in range(sheet.sides):
        x = sides_x + side * side_w
        draw_text(
            fit_text(sheet.side_name(side), side_w - 8, SIZES.small, True),
            x + side_w - 6,
            head,
            bold=True,
            size=SIZES.small,
            colour=theme.mix(side_colour(sheet, side), theme.INK, 0.3),
            anchor_x="right",
        )
    arcade.draw_line(r.left + 8, top - ROW + 2, r.right - 8, top - ROW + 2, theme.PANEL_EDGE, 1)
    if not sheet.entries:
        key = "sheet.empty.round" if sheet.is_classic else "sheet.empty.turn"
        draw_text(fit_text(tr(key), r.width - 24), num_x, top - ROW - 26, colour=theme.MUTED)
        return
    y = top - ROW
    for index in range(first, min(len(sheet.entries), first + shown)):
        row = Rect(r.left + 6, y - ROW, r.width - 12, ROW)
        if index == selected:
            fill_rect(row, theme.mix(theme.SELECTED, (255, 255, 255), 0.75))
        elif index % 2:
            fill_rect(row, (244, 240, 232))
        line = sheet.lines[index]
        base = row.bottom + 8
        draw_text(str(line.number), num_x, base)
        words_room = sides_x - words_x - (8 if sheet.is_classic else 64)
        draw_text(fit_text(row_words(sheet, index), words_room), words_x, base)
        if not sheet.is_classic:
            award = line.awards[line.seat or 0]
            draw_text(_signed(award), sides_x - 8, base, bold=True, anchor_x="right")
        for side in range(sheet.sides):
            x = sides_x + side * side_w
            award = line.awards[side]
            # (penalty points are each side's own: every side's is shown, 0 included)
            quiet = not award and line.seat != side and not sheet.lowest_wins
            shown_award = "" if quiet else _signed(award)
            if sheet.is_classic and side_w >= 96:
                draw_text(
                    shown_award, x + side_w * 0.42, base, colour=theme.MUTED, anchor_x="right"
                )
            draw_text(
                points_words(line.scores[side]),
                x + side_w - 6,
                base,
                bold=True,
                anchor_x="right",
            )
        y -= ROW


def _signed(points: Points) -> str:
    return signed_text(points, zero="+0")
