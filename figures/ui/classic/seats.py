"""The other seats along the top of the classic table: a row for each seat not shown in the
hand, four a line, its tiles as backs with their count, or at a round's end face up with the
pips left; the seat on turn's row tinted, with how far its thinking has got.

:meth:`SeatRows.place` lays the rows out, :meth:`SeatRows.show` gives them what they show
(names too long shortened, every one still apart from the others); :meth:`SeatRows.draw`
changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from figures.classic.round import Round
from figures.classic.rules import Rules
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.hand import BESIDE_BELOW, LABEL_ROOM, HandRow
from figures.ui.classic.paint import seat_colour
from figures.ui.theme import SIZES
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import text

BACKS_ROW = 40
#: The rows' height at a round's end, when they show the hands face up.
ENDED_ROW = 84
BACKS_PER_ROW = 4


class SeatRows:
    """The rows of the seats other than the one the hand shows, for one game's ``rules``."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.rows: dict[int, HandRow] = {}
        self.rects: dict[int, Rect] = {}

    def place(self, viewer: int | None, width: float, top: float, ended: bool) -> float:
        """A row for each seat but ``viewer``, under ``top`` across ``width`` (taller at a
        round's end, their hands face up large enough to read); how far down they go."""
        seats = [s for s in range(self.rules.players) if s != viewer]
        per = min(BACKS_PER_ROW, max(1, len(seats)))
        share = int((width - 8) / per)
        high = ENDED_ROW if ended else BACKS_ROW
        self.rects = {}
        for i, seat in enumerate(seats):
            line, col = divmod(i, per)
            rect = Rect(4 + col * share, top - (line + 1) * high, share - 6, high - 4)
            self.rects[seat] = rect
            row = self.rows.get(seat)
            if row is None:
                row = self.rows[seat] = HandRow(self.rules.set)
            row.place(rect.left + 4, rect.bottom, rect.width - 8, rect.height)
        for seat in list(self.rows):
            if seat not in self.rects:
                del self.rows[seat]
        return max(1, math.ceil(len(seats) / BACKS_PER_ROW)) * high

    def show(
        self, game: Round, names: Sequence[str], ended: bool, label: Callable[[int, str], str]
    ) -> None:
        """Each row's tiles (backs, or face up when ``ended``) and its seat's ``label``
        (its name, shortened where it does not fit, and "12 dom." on every row when "12
        dominos" is too long for one)."""
        rows = self.rows
        counts = {seat: game.hands[seat].bit_count() for seat in rows}
        counted = {seat: presenter.tiles_words(counts[seat]) for seat in rows}
        if not all(row_fits(row, counted[seat], False) for seat, row in rows.items()):
            counted = {seat: presenter.tiles_short(counts[seat]) for seat in rows}

        def fits(seat: int, name: str) -> bool:
            row = rows.get(seat)
            return row is None or row_fits(row, label(seat, name), ended)

        short = presenter.short_names(names, fits)
        for seat, row in rows.items():
            if ended:
                row.show(game.hand(seat), label=label(seat, short[seat]))
            else:
                row.show_backs(counts[seat], short[seat], counted[seat])

    def draw(self, turn: int, progress: float | None) -> None:
        """The rows, ``turn``'s tinted with how far its thinking has got (``progress`` of
        1, None: not thinking)."""
        for seat, row in self.rows.items():
            rect = self.rects[seat]
            colour = seat_colour(seat)
            if seat == turn:
                fill_rect(rect, theme.rgba(theme.mix(colour, theme.BACKGROUND, 0.75)))
            fill_rect(Rect(rect.left, rect.bottom, 4, rect.height), colour)
            row.draw()
            if seat == turn and progress is not None:
                done = max(0.05, min(1.0, progress))
                fill_rect(Rect(rect.left, rect.bottom, round(rect.width * done), 3), colour)


def row_fits(row: HandRow, words: str, face_up: bool) -> bool:
    """Whether ``words`` fit whole where ``row`` writes its seat's name: left of its backs,
    or beside its tiles face up at a round's end (above them there is room)."""
    _left, _bottom, width, height = row.rect
    if face_up:
        if height >= BESIDE_BELOW:
            return True
        return text(words, 0, 0, size=SIZES.small).content_width + 12 <= width * 0.45
    size = SIZES.small if height < 40 else SIZES.text
    room = min(width * 0.45, LABEL_ROOM) - 4  # (the least room left of the backs)
    return text(words, 0, 0, size=size).content_width <= room
