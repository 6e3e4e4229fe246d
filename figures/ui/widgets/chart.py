"""The chart of the scores over the rounds: a line a side in its colour, the score lines
across, the rounds along the bottom, the names at the right end (the classic game's end screen
and the score sheet's screen draw the same chart).

Its lines and dots are one batch of triangles, built again only when what the chart shows
changes (a frame then draws it in one call), and a side's line has at most about one point a
horizontal pixel: a sheet of 10,000 rounds draws as fast as one of ten."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

import arcade
from arcade.shape_list import Shape, ShapeElementList

from figures.classic.scoring import Points
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic.match import points_words
from figures.ui.draw.batch import Batch, Point
from figures.ui.theme import RGB, SIZES, rgba
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text

#: The smallest gap between two names at the right end of the chart, in pixels.
LABEL_GAP = 14
#: A side's line keeps the lowest and the highest of the rounds in each slice this many
#: pixels wide (so about one point a pixel), when it has more rounds than that.
SLICE = 2.0
#: Each round's dot is drawn when the rounds are at least this many pixels apart.
DOT_ROOM = 4.0
#: The score lines across the chart.
GRID = (236, 232, 224)


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


def thinned(points: Sequence[Point], slice_width: float = SLICE) -> list[Point]:
    """``points`` (left to right) with at most two in each slice ``slice_width`` pixels wide:
    the lowest and the highest of the slice, in the order they come, so that the line keeps
    every rise and fall a pixel can show; the first and the last points are kept as they
    are."""
    if len(points) <= 2:
        return list(points)
    if points[-1][0] - points[0][0] >= (len(points) - 1) * slice_width:
        return list(points)  # (no slice holds more than one point)
    kept = [points[0]]
    slice_of: float | None = None
    low = high = points[0]
    for point in points[1:-1]:
        here = point[0] // slice_width
        if here != slice_of:
            if slice_of is not None:
                kept.extend(_in_order(low, high))
            slice_of, low, high = here, point, point
        elif point[1] < low[1]:
            low = point
        elif point[1] > high[1]:
            high = point
    kept.extend(_in_order(low, high))
    kept.append(points[-1])
    return kept


def _in_order(low: Point, high: Point) -> tuple[Point, ...]:
    if low is high:
        return (low,)
    return (low, high) if low[0] <= high[0] else (high, low)


@dataclass
class _Drawn:
    """What a chart's frames share until it changes: its scale and its shapes."""

    key: tuple[object, ...]
    step: float
    bottom: float
    top: float
    ends: dict[int, float]  # the height of each side's last point
    shapes: ShapeElementList[Shape]


#: The chart drawn last, kept for the next frame when nothing it shows has changed.
_LAST: list[_Drawn] = []


def _scale(history: Sequence[Sequence[Points]], target: int) -> tuple[float, float, float]:
    highest = max([float(target), *[float(max(h)) for h in history if h], 1.0])
    lowest = min([0.0, *[float(min(h)) for h in history if h]])
    step = nice_step(highest - lowest)
    return step, math.floor(lowest / step) * step, math.ceil(highest / step) * step


def _built(
    rect: Rect,
    history: Sequence[Sequence[Points]],
    rounds: int,
    target: int,
    order: Sequence[int],
    colours: Sequence[RGB],
) -> _Drawn:
    """The chart's shapes for what it shows: those of the last frame when nothing changed."""
    key = (
        (rect.left, rect.bottom, rect.width, rect.height),
        rounds,
        target,
        tuple(order),
        tuple(colours),
        tuple(tuple(h) for h in history),
    )
    if _LAST and _LAST[0].key == key:
        return _LAST[0]
    step, bottom, top = _scale(history, target)
    x_step = rect.width / rounds
    y_scale = rect.height / (top - bottom)
    batch = Batch()
    value = bottom + step
    while value <= top + 1e-9:  # the score lines across
        y = rect.bottom + (value - bottom) * y_scale
        batch.segment((rect.left, y), (rect.right, y), 1, rgba(GRID), cap=False)
        value += step
    if target:
        y = rect.bottom + (target - bottom) * y_scale
        batch.segment((rect.left, y), (rect.right, y), 1, rgba(theme.MUTED), cap=False)
    width = 3 if len(history) <= 4 else 2
    radius = (3.5 if rounds <= 20 else 2) if x_step >= DOT_ROOM else 0
    ends: dict[int, float] = {}
    for side in order:  # a line a side, the winners last (on top)
        colour = rgba(colours[side])
        points = [
            (rect.left + i * x_step, rect.bottom + (float(s) - bottom) * y_scale)
            for i, s in enumerate(history[side])
        ]
        line = thinned(points)
        for a, b in pairwise(line):
            batch.segment(a, b, width, colour)
        if radius:
            for point in points:
                batch.disc(point, radius, colour)
        ends[side] = points[-1][1]
    shapes: ShapeElementList[Shape] = ShapeElementList()
    shape = batch.shape()
    if shape is not None:
        shapes.append(shape)
    drawn = _Drawn(key, step, bottom, top, ends, shapes)
    _LAST[:] = [drawn]
    return drawn


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
    fill_rect(rect, (255, 255, 255))
    outline_rect(rect, theme.PANEL_EDGE)
    drawn = _built(rect, history, rounds, target, order, colours)
    drawn.shapes.draw()
    step, bottom, top = drawn.step, drawn.bottom, drawn.top

    def height(score: float) -> float:
        return rect.bottom + rect.height * (score - bottom) / (top - bottom)

    # The score lines numbered on the left.
    value = bottom
    while value <= top + 1e-9:
        draw_text(
            points_words(int(value)),
            rect.left - 6,
            height(value),
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="center",
        )
        value += step
    if target:
        y = height(target)
        draw_text(
            tr("classic.end.screen.goal"),
            rect.left + 6,
            y + 4 if y + 18 < rect.top else y - 14,  # (under a line at the top)
            size=SIZES.small,
            colour=theme.MUTED,
        )
    # The rounds along the bottom (every one, or every few when there are many: a round
    # step, as far apart as the longest number needs).
    room = text(str(rounds), 0, 0, size=SIZES.small).content_width + 14
    every = max(1, int(nice_step(rounds, max(1, int(rect.width / max(28.0, room))))))
    for index in range(0, rounds + 1, every):
        draw_text(
            str(index),
            rect.left + rect.width * index / rounds,
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
    # The names at the right end of the lines.
    ends = drawn.ends
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
