"""The chart of the scores over the rounds: a line a side in its colour, the score lines
across, the rounds along the bottom, the names at the right end (the classic game's end screen
and the score sheet's screen draw the same chart)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import arcade

from figures.classic.scoring import Points
from figures.ui import theme
from figures.ui.classic.match import points_words
from figures.ui.i18n import tr
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets import Rect, draw_text, fill_rect, fit_text, outline_rect, text

#: The smallest gap between two names at the right end of the chart, in pixels.
LABEL_GAP = 14


def nice_step(top: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) for about ``ticks`` lines up to ``top``."""
    raw = max(top, 1) / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return float(max(1, factor * power))  # (whole points: never a step of ½)
    return float(max(1, 10 * power))


def spread(wanted: list[float], low: float, high: float, gap: float) -> list[float]:
    """Heights as close to ``wanted`` as they can be, at least ``gap`` apart, between ``low``
    and ``high`` where there is room (the names at the right end of the chart)."""
    order = sorted(range(len(wanted)), key=lambda i: -wanted[i])
    placed = [0.0] * len(wanted)
    y = high + gap
    for i in order:  # from the top down, each below the one above
        y = min(wanted[i], y - gap)
        placed[i] = y
    y = low - gap
    for i in reversed(order):  # then up from the bottom, where they ran out of room
        y = max(placed[i], y + gap)
        placed[i] = y
    return placed


def draw_chart(
    rect: Rect,
    label_room: float,
    *,
    title: str,
    history: Sequence[Sequence[Points]],
    rounds: int,
    target: int,
    order: Sequence[int],
    names: Sequence[str],
    colours: Sequence[RGB],
    ranks: Mapping[int, int],
) -> None:
    """Every side's score after every round in ``rect`` (the names in ``label_room`` on its
    right, the title above it): ``history[side]`` from 0 before the first round, ``rounds``
    along the bottom; a line at
    ``target`` when it is not 0; the sides drawn in ``order`` (the last on top); ``ranks``
    for a name cut to its room ("1. Ad…")."""
    if rect.width < 60 or rect.height < 60:
        return
    draw_text(
        fit_text(title, rect.width + label_room, SIZES.heading, True),
        rect.left,
        rect.top + 26,
        size=SIZES.heading,
        bold=True,
    )
    rounds = max(1, rounds)
    highest = max([float(target), *[float(s) for h in history for s in h], 1.0])
    lowest = min([0.0, *[float(s) for h in history for s in h]])
    step = nice_step(highest - lowest)
    top = math.ceil(highest / step) * step
    bottom = math.floor(lowest / step) * step
    fill_rect(rect, (255, 255, 255))
    outline_rect(rect, theme.PANEL_EDGE)

    def at(index: int, score: Points | float) -> tuple[float, float]:
        return (
            rect.left + rect.width * index / rounds,
            rect.bottom + rect.height * (float(score) - bottom) / (top - bottom),
        )

    # Score lines across, numbered on the left.
    value = bottom
    while value <= top + 1e-9:
        y = at(0, value)[1]
        if value != bottom:
            arcade.draw_line(rect.left, y, rect.right, y, (236, 232, 224), 1)
        draw_text(
            points_words(int(value)),
            rect.left - 6,
            y,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="center",
        )
        value += step
    if target:
        y = at(0, target)[1]
        arcade.draw_line(rect.left, y, rect.right, y, theme.MUTED, 1)
        draw_text(
            tr("classic.end.screen.goal"),
            rect.left + 6,
            y + 4 if y + 18 < rect.top else y - 14,  # (under a line at the top)
            size=SIZES.small,
            colour=theme.MUTED,
        )
    # The rounds along the bottom (every one, or every few when there are many).
    every = max(1, math.ceil(rounds / max(1, rect.width / 28)))
    for index in range(0, rounds + 1, every):
        x = at(index, 0)[0]
        draw_text(
            str(index),
            x,
            rect.bottom - 14,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="center",
        )
    draw_text(
        tr("classic.end.screen.axis"),
        rect.right,
        rect.bottom - 30,
        size=SIZES.small,
        colour=theme.MUTED,
        anchor_x="right",
    )
    # A line a side, the winners drawn last (on top); the names at the right end.
    ends: dict[int, float] = {}
    for side in order:
        colour = colours[side]
        points = [at(i, s) for i, s in enumerate(history[side])]
        if len(points) > 1:
            arcade.draw_line_strip(points, colour, 3 if len(history) <= 4 else 2)
        radius = 3.5 if rounds <= 20 else 2
        for x, y in points:
            arcade.draw_circle_filled(x, y, radius, colour)
        ends[side] = points[-1][1]
    sides = list(ends)
    placed = spread([ends[s] for s in sides], rect.bottom + 6, rect.top - 6, LABEL_GAP)
    for side, y in zip(sides, placed, strict=True):
        colour = colours[side]
        if abs(y - ends[side]) > 2:
            arcade.draw_line(rect.right + 2, ends[side], rect.right + 8, y, colour, 1)
        label = names[side]
        if text(label, 0, 0, size=SIZES.small, bold=True).content_width > label_room - 14:
            label = fit_text(f"{ranks[side]}. {label}", label_room - 14, SIZES.small, True)
        draw_text(
            label,
            rect.right + 10,
            y,
            size=SIZES.small,
            colour=theme.mix(colour, theme.INK, 0.3),  # (a pale seat colour read on white)
            bold=True,
            anchor_y="center",
        )
