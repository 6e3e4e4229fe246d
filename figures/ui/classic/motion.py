"""What moves on its own on the classic screen: a computer's tile sliding from its seat to
the table, tiles drawn flying from the stock to their hands, points rising from a tile that
scored, the All Fives count popping.

:meth:`Motion.update` works out, from the time, where each thing is (and forgets what has
landed); :meth:`Motion.draw_under`, :meth:`Motion.draw_over` and :meth:`Motion.draw_flights`
draw that and change nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from figures.classic.actions import Action
from figures.classic.tiles import HIGH, LOW
from figures.ui import theme
from figures.ui.classic.paint import Look, Tile, TileLayer, seat_colour
from figures.ui.classic.table import COUNT_STRIP, MARGIN, ClassicTable
from figures.ui.theme import SIZES
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import draw_text, text

#: How long the All Fives count pops when a play scores, and how much it grows.
COUNT_POP = 0.7
POP_GROWTH = 0.6

Box = tuple[float, float, float, float]


def ease(elapsed: float, duration: float) -> float:
    """How far a move of ``duration`` seconds has got after ``elapsed`` (0 to 1), quick at
    first and slowing down as it lands."""
    t = min(1.0, max(0.0, elapsed / max(1e-6, duration)))
    return 1 - (1 - t) ** 3


@dataclass
class Slide:
    """A computer's tile on its way from its seat to its place on the table."""

    action: Action
    start: float
    origin: tuple[float, float]
    target: Tile
    version: int

    def at(self, now: float, duration: float) -> Tile:
        """The tile where it is at ``now`` on a slide of ``duration`` seconds."""
        done = ease(now - self.start, duration)
        target = self.target
        cx = (target.first[0] + target.second[0]) / 2
        cy = (target.first[1] + target.second[1]) / 2
        dx = (self.origin[0] - cx) * (1 - done)
        dy = (self.origin[1] - cy) * (1 - done)
        return Tile(
            (target.first[0] + dx, target.first[1] + dy),
            (target.second[0] + dx, target.second[1] + dy),
            target.side,
            target.first_number,
            target.second_number,
        )


@dataclass
class Flight:
    """A tile drawn, on its way from the stock to its seat's hand (face up to the hand
    shown, face down to another seat's row)."""

    tile: int
    seat: int
    start: float


class Motion:
    """The tiles and numbers moving on the screen, for one set of tiles (``look``)."""

    def __init__(self, look: Look) -> None:
        self.look = look
        #: Tiles drawn, flying from the stock to their hands; how long a flight takes.
        self.flights: list[Flight] = []
        self.flight_time = theme.SLIDE
        #: Points scored in play rising from their tiles: text, x, y, start, seat.
        self.floats: list[tuple[str, int, int, float, int]] = []
        #: When the All Fives count last scored (it pops for a moment).
        self.pop_at: float | None = None
        #: Where things are, as :meth:`update` last found them: the sliding tile, the
        #: flying ones (face down or not), the rising numbers (text, x, y, seat, alpha)
        #: and the count's size.
        self.sliding: Tile | None = None
        self.flying: list[tuple[Tile, bool]] = []
        self.rising: list[tuple[str, int, int, int, int]] = []
        self.pop_size: int | None = None

    # ----------------------------------------------------------------- what moves

    def fly(self, tile: int, seat: int, now: float) -> None:
        self.flights.append(Flight(tile, seat, now))

    def score(self, table: ClassicTable, tile: int, points: int, seat: int, now: float) -> None:
        """What a play of ``tile`` scored in play (All Fives), rising from it for a moment."""
        piece = table.scene.piece_of(tile)
        if piece is None:
            return
        x, _ = table.frame.px(piece.centre)
        top = table.frame.box(piece.box)[3] + 6  # (just above the tile)
        self.floats.append((f"+{points}", round(x), round(top), now, seat))

    def forget(self) -> None:
        """Undo, redo or a new round: no tile flies, the count does not pop."""
        self.flights = []
        self.pop_at = None

    def moving(self, now: float) -> bool:
        """Whether something is still on its way (a slide apart: the screen says that)."""
        return (
            any(now - f.start < self.flight_time for f in self.flights)
            or (self.pop_at is not None and now - self.pop_at < COUNT_POP)
            or any(now - f[3] < theme.FLOAT for f in self.floats)
        )

    def in_flight(self, seat: int | None, now: float) -> frozenset[int]:
        """The tiles on their way to ``seat``'s hand (not in it yet)."""
        return frozenset(
            f.tile for f in self.flights if f.seat == seat and now - f.start < self.flight_time
        )

    # ----------------------------------------------------------------- update

    def update(
        self,
        now: float,
        table: ClassicTable,
        slide: tuple[Slide, float] | None,
        stock: tuple[float, float],
        destination: Callable[[Flight], tuple[Box | None, Rect | None]],
    ) -> None:
        """Where everything is at ``now``, what has landed forgotten: the count popping over
        ``table``, a ``slide`` (and its length), each flight from the ``stock`` to its
        ``destination`` (the tile's box in the hand shown, or else its seat's row)."""
        self.floats = [f for f in self.floats if now - f[3] < theme.FLOAT]
        self.rising = []
        for content, x, y, start, seat in self.floats:
            t = (now - start) / theme.FLOAT
            alpha = 255 if t < 0.6 else int(255 * (1 - t) / 0.4) // 32 * 32  # (few steps)
            self.rising.append((content, x, y + round(24 * t), seat, max(0, alpha)))
        self.pop_size = None
        if self.pop_at is not None:
            t = (now - self.pop_at) / COUNT_POP
            if t >= 1 or not table.count:
                self.pop_at = None
            else:  # (whole sizes)
                self.pop_size = round(SIZES.text * (1 + POP_GROWTH * math.sin(math.pi * t)))
        self.sliding = slide[0].at(now, slide[1]) if slide is not None else None
        self.flights = [f for f in self.flights if now - f.start < self.flight_time]
        self.flying = []
        ox, oy = stock
        for flight in self.flights:
            done = ease(now - flight.start, self.flight_time)
            box, rect = destination(flight)
            if box is not None:
                tx, ty = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
                wide = box[2] - box[0]
            elif rect is not None:
                tx, ty, wide = rect.cx, rect.cy, rect.height * 0.45
            else:
                continue
            wide *= 0.7 + 0.3 * done
            cx, cy = ox + (tx - ox) * done, oy + (ty - oy) * done
            tall = wide * 2
            tile = Tile(
                (cx, cy + tall / 4), (cx, cy - tall / 4), wide, HIGH[flight.tile], LOW[flight.tile]
            )
            half = (now - flight.start) / max(1e-6, self.flight_time) < 0.5
            self.flying.append((tile, box is None or half))

    # ----------------------------------------------------------------- drawing

    def draw_count(self, table: ClassicTable) -> None:
        """The All Fives count, when a play has just scored, grown over its line above the
        table."""
        size = self.pop_size
        if size is None:
            return
        caption = f"{table.count_caption}  " if table.count_caption else ""
        left, bottom, _width, height = table.rect
        x, y = left + MARGIN + 4, bottom + height - COUNT_STRIP / 2
        label = text(caption + table.count, x, y, size=size, bold=True, anchor_y="center")
        h = label.content_height
        back = Rect(x - 6, y - h / 2 - 2, label.content_width + 12, h + 4)
        fill_rect(back, theme.mix(theme.LEGAL, theme.PANEL, 0.85))
        label = text(
            caption + table.count,
            x,
            y,
            size=size,
            bold=True,
            colour=theme.LEGAL,
            anchor_y="center",
        )
        label.draw()

    def draw_tiles(self, tiles: list[tuple[Tile, bool]]) -> None:
        """``tiles`` (face down when said) in a layer of their own."""
        if not tiles:
            return
        layer = TileLayer()
        for tile, back in tiles:
            layer.add(tile, self.look, back=back)
        layer.draw()

    def draw_over(self) -> None:
        """Over the table: the computer's tile sliding, the points rising."""
        if self.sliding is not None:
            self.draw_tiles([(self.sliding, False)])
        for content, x, y, seat, alpha in self.rising:
            draw_text(
                content,
                x,
                y,
                size=SIZES.heading + 4,
                bold=True,
                colour=seat_colour(seat),
                anchor_x="center",
                alpha=alpha,
            )

    def draw_flights(self) -> None:
        """Each tile drawn, from the stock to its place in the hand shown (face up, turning
        over halfway), or to its seat's row of backs."""
        self.draw_tiles(self.flying)
