"""The score sheet's standings and whose turn it is: each side's card (its colour, name, score
in digits readable across a table, what it still needs, the points in play, the leader or the
winner) and the line of the turn under them (Mexican Train's engine double drawn big)."""

from __future__ import annotations

import arcade
from arcade.types import LBWH

from figures.app.sheet_session import first_is_chosen
from figures.sheet.model import Sheet, double_number
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic.match import points_words
from figures.ui.classic.paint import Look, face_texture, seat_colour
from figures.ui.sheet.words import SheetWords
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

__all__ = ["BIG", "ENGINE_HALF", "draw_standings", "draw_turn", "leaders", "side_colour"]

#: The size of the standings' scores (readable across a table).
BIG = 52
#: The side of a half of Mexican Train's engine double, drawn big.
ENGINE_HALF = 84


def leaders(sheet: Sheet) -> list[int]:
    """The sides ahead (the winners when the game is over); none before anything is scored."""
    if sheet.outcome is not None:
        return list(sheet.outcome.winners)
    scores = sheet.live_scores
    if not any(scores) and not sheet.lines:
        return []
    best = min(scores) if sheet.lowest_wins else max(scores)
    ahead = [s for s, v in enumerate(scores) if v == best]
    return ahead if len(ahead) < sheet.sides else []


def side_colour(sheet: Sheet, side: int) -> RGB:
    return seat_colour(sheet.seats_of(side)[0])


def draw_standings(sheet: Sheet, r: Rect, words: SheetWords) -> None:
    """The standings, a card a side, in ``r``."""
    shadowed_panel(r)
    draw_text(tr("sheet.standings"), r.left + 14, r.top - 22, size=SIZES.heading, bold=True)
    draw_text(
        words.target_words(),
        r.right - 14,
        r.top - 22,
        colour=theme.MUTED,
        anchor_x="right",
    )
    ahead = leaders(sheet)
    scores = sheet.live_scores
    n = sheet.sides
    gap = 10
    card_w = (r.width - 28 - gap * (n - 1)) / n
    card_h = r.height - 40
    big = BIG if card_h >= 100 else 48
    for side in range(n):
        left = round(r.left + 14 + side * (card_w + gap))  # (whole pixels: sharp text)
        card = Rect(left, r.bottom + 8, round(card_w), card_h)
        colour = side_colour(sheet, side)
        lead = side in ahead
        fill_rect(card, theme.mix(theme.SELECTED, (255, 255, 255), 0.85) if lead else theme.FIELD)
        outline_rect(card, theme.SELECTED if lead else theme.PANEL_EDGE, 2 if lead else 1)
        fill_rect(Rect(card.left, card.top - 6, card.width, 6), colour)
        name = sheet.side_name(side)
        tag = tr("sheet.winner" if sheet.over else "sheet.leader") if lead else ""
        tag_w = text(tag, 0, 0, size=SIZES.small, bold=True).content_width if tag else 0
        draw_text(
            fit_text(name, card.width - 24 - tag_w, SIZES.heading, True),
            card.left + 10,
            card.top - 26,
            size=SIZES.heading,
            bold=True,
        )
        if tag:
            draw_text(
                tag,
                card.right - 8,
                card.top - 24,
                size=SIZES.small,
                bold=True,
                colour=theme.SELECTED,
                anchor_x="right",
            )
        # The score big on the right; what it needs (and the points in play) on the left.
        score = points_words(scores[side])
        score_w = text(score, 0, 0, size=big, bold=True).content_width
        draw_text(
            score,
            card.right - 12,
            card.bottom + 12,
            size=big,
            bold=True,
            colour=theme.mix(colour, theme.INK, 0.45),
            anchor_x="right",
        )
        room = card.width - score_w - 34
        draw_text(
            fit_text(words.needs_words(side), room, SIZES.text),
            card.left + 10,
            card.bottom + 10,
            colour=theme.MUTED,
        )
        in_play = sum(p for s, p in sheet.pending if s == side)
        if in_play:
            draw_text(
                fit_text(tr("sheet.in_play.now", n=in_play), room, SIZES.text, True),
                card.left + 10,
                card.bottom + 30,
                colour=theme.LEGAL,
                bold=True,
            )


def draw_turn(sheet: Sheet, r: Rect, words: SheetWords) -> None:
    """Whose turn it is, in ``r``, and what to do next under it."""
    shadowed_panel(r)
    x = r.left + 16
    lead = sheet.next_lead()
    if lead is not None and lead.engine is not None and sheet.rules is not None:
        half = min(ENGINE_HALF, int(r.height - 30))
        number = double_number(lead.engine)
        look = Look.for_set(sheet.rules.set)
        texture = face_texture(number, number, True, half, look)
        draw_text(tr("sheet.engine"), x, r.top - 18, size=SIZES.small, colour=theme.MUTED)
        arcade.draw_texture_rect(texture, LBWH(x, r.bottom + 8, 2 * half, half))
        x += 2 * half + 20
    turn = words.turn_words()
    draw_text(
        fit_text(turn, r.right - x - 16, 22, True),
        x,
        r.top - 38,
        size=22,
        bold=True,
    )
    if sheet.pending:
        items = ", ".join(f"{sheet.side_name(s)} {p}" for s, p in sheet.pending)
        below = tr("sheet.pending", items=items)
    elif sheet.over:
        below = tr("sheet.hint.over")
    else:
        below = tr("sheet.hint.classic" if sheet.is_classic else "sheet.hint.colour")
        if first_is_chosen(sheet):
            below = tr("sheet.hint.first") + " · " + below
    draw_text(fit_text(below, r.right - x - 16), x, r.bottom + 16, colour=theme.MUTED)
