"""The classic screen's side panel: the game and its target, each seat's (and team's) row of
the scores, the round and the stock, and the plays list, which the wheel scrolls.

:meth:`SidePanel.update` paints what changed (the frame, each row of the scores only when
that row changes, the plays list) and works out the list's scroll and its area; :meth:`draw`
draws the pictures and the lines and changes nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from figures.core.seats import HUMAN
from figures.texts.i18n import language, tr
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.paint import seat_colour
from figures.ui.theme import SIZES
from figures.ui.widgets.scroll import clamped
from figures.ui.widgets.shapes import Picture, Rect
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.ui.classic.match import ClassicMatch

#: The step between the target's two rows.
TARGET_LINE = 18
LOG_LINE = 19


class SidePanel:
    """The panel right of the table, for one match."""

    def __init__(self, match: ClassicMatch) -> None:
        self.match = match
        self.rect = Rect()
        #: Which way each arm of a double runs on the screen, for the words.
        self.towards: dict[str, str] = {}
        #: The frame, a picture for each row of the scores, the plays' dots, and what was
        #: last painted.
        self.picture = Picture()
        self.row_pictures: list[Picture] = []
        self.log_picture = Picture()
        self.key: object = None
        #: The lines the panel shows, drawn each frame from the text cache: text, x, y,
        #: colour, bold, size.
        self.log_texts: list[tuple[str, float, float, tuple[int, int, int], bool, float]] = []
        #: The plays list: how many rows it scrolled back from the newest (0: the newest
        #: shown, following each new play), how many rows it has and shows, and where.
        self.log_scroll = 0
        self.log_total = 0
        self.log_room = 0
        self.log_area = Rect()

    def place(self, rect: Rect) -> None:
        self.rect = rect

    def stock_point(self) -> tuple[float, float]:
        """Where a drawn tile starts from: the stock's line."""
        return (self.rect.left + self.rect.width * 0.55, self.rect.top - 66)

    def scroll(self, rows: int) -> None:
        """The plays ``rows`` rows back (older), or on (newer) when negative."""
        scroll = clamped(self.log_scroll + rows, self.log_total, self.log_room)
        if scroll != self.log_scroll:
            self.log_scroll = scroll
            self.key = None  # (painted again)
            self.update(self.towards)

    # ----------------------------------------------------------------- update

    def update(self, towards: dict[str, str]) -> None:
        """After a change of the game, the panel or the language: painted again."""
        r = self.rect
        key = (self.match.version, r.left, r.width, r.height, language())
        self.towards = towards
        if key == self.key:
            return
        self.key = key
        self.log_texts = []
        self.paint()

    def paint(self) -> None:
        """What stays (the title, the target, the headings) painted again only when it
        changes, each seat's row of the scores only when that row changes (a move changes
        two or three rows of eight), the round and stock and the plays drawn from the text
        cache."""
        match = self.match
        r = self.rect
        canvas = self.picture
        x = r.left + 14
        title = presenter.preset_title(match.rules.preset_name)
        target = presenter.target_text(match)
        # (a row a seat, and in teams a row above each team's with its name and score)
        seats = sum(len(s) + (len(s) > 1) for s in match.sides())
        # (a target too long for the panel's width takes a second row, and what is under it
        # goes down by one)
        targets = wrap_text(target, r.width - 28, SIZES.text)
        down = TARGET_LINE * (len(targets) - 1)
        y = r.top - 30 - 20 - 20 - 30 - 8 - 22 * seats - 30 - down
        if canvas.start((r.left, r.bottom, r.width, r.height, title, target, seats, language())):
            self.paint_frame(canvas, title, targets, y)
            canvas.finish()
        game = match.shown_round()
        info = tr("classic.side.round", n=game.number)
        if match.rules.cannot_play != "pass":
            info += "   " + tr("classic.side.stock", n=len(game.stock_left))
        self.log_texts.append((info, x, r.top - 70 - down, theme.MUTED, False, SIZES.text))
        row_y = r.top - 30 - 20 - 20 - 30 - 8 - down
        scores = match.scores()
        counts = [h.bit_count() for h in game.hands]
        turn = match.turn if match.round_end is None and not match.is_over else -1

        def tiles_of(seat: int, short: bool) -> str:
            return (presenter.tiles_short if short else presenter.tiles_words)(counts[seat])

        # (names too long shortened, the tiles said shorter first: "Ordi. 2  12 dom.")
        full = match.names()
        tight = any(self.score_room(s, tiles_of(s, False), n) < 0 for s, n in enumerate(full))
        tiles = [tiles_of(seat, tight) for seat in range(len(full))]
        names = presenter.short_names(
            full, lambda seat, name: self.score_room(seat, tiles[seat], name) >= 0
        )
        i = 0
        for side, seats_of_side in enumerate(match.sides()):
            team = len(seats_of_side) > 1
            if team:  # the team's row: its name and its score, for both partners
                row_y -= 22
                if i == len(self.row_pictures):
                    self.row_pictures.append(Picture())
                name = presenter.side_name(match, side)
                points = presenter.points_words(scores[side])
                picture = self.row_pictures[i]
                key = ("team", r.left, r.width, row_y, side, name, points, language())
                if picture.start(key):
                    self.paint_team_row(picture, row_y, seats_of_side[0], name, points)
                    picture.finish()
                i += 1
            for seat in seats_of_side:
                row_y -= 22
                if i == len(self.row_pictures):
                    self.row_pictures.append(Picture())
                points = "" if team else presenter.points_words(scores[side])
                name = names[seat]
                kind = match.players[seat].kind
                level = "" if match.is_human(seat) or kind == HUMAN else kind
                row = (r.left, r.width, row_y, seat, name, level, tiles[seat], points)
                picture = self.row_pictures[i]
                if picture.start((*row, seat == turn, language())):
                    self.paint_score_row(
                        picture, row_y, seat, name, tiles[seat], points, seat == turn
                    )
                    picture.finish()
                i += 1
        del self.row_pictures[i:]
        self.paint_log(y)

    def paint_frame(
        self, canvas: Picture, title: str, targets: tuple[str, ...], log_y: float
    ) -> None:
        """The panel's ground and what stays on it: the game, its target (in rows of whole
        words, at most two), the headings."""
        r = self.rect
        canvas.fill(r, theme.PANEL)
        canvas.line(r.left, r.bottom, r.left, r.top, theme.PANEL_EDGE)
        x = r.left + 14
        y = r.top - 30
        size = float(SIZES.heading)
        while size > SIZES.small and text(title, 0, 0, size=size, bold=True).content_width > (
            r.width - 28
        ):
            size -= 1  # a long title in a smaller type rather than cut
        canvas.text(fit_text(title, r.width - 28, size, True), x, y, size=size, bold=True)
        y -= 20
        for line in targets:
            canvas.text(line, x, y, colour=theme.MUTED)
            y -= TARGET_LINE
        y -= 20 + 30 - TARGET_LINE
        canvas.text(tr("classic.side.scores"), x, y, bold=True)
        canvas.text(tr("classic.side.log"), x, log_y, bold=True)

    def paint_team_row(self, canvas: Picture, y: float, first: int, name: str, points: str) -> None:
        """A team's row of the scores, above its partners' rows: its name and its score
        (the partners' rows under it, indented, have none)."""
        r = self.rect
        x = r.left + 14
        colour = seat_colour(first)
        canvas.fill(Rect(r.left + 6, y - 6, r.width - 12, 21), theme.mix(colour, theme.PANEL, 0.9))
        canvas.fill(Rect(r.left + 6, y - 6, 3, 21), colour)
        room = r.right - 14 - text(points, 0, 0, bold=True).content_width - 10 - x
        canvas.text(fit_text(name, room, SIZES.text, True), x, y, bold=True)
        canvas.text(points, r.right - 14, y, bold=True, anchor_x="right")

    def score_room(self, seat: int, tiles: str, name: str) -> float:
        """The room left on ``seat``'s row of the scores once ``name`` is written there
        beside its ``tiles`` (negative: it does not fit)."""
        r = self.rect
        x = r.left + 14 + (10 if self.match.rules.teams else 0)
        room = r.right - 70 - text(tiles, 0, 0, size=SIZES.small).content_width - 8
        return room - (x + 16) - text(name, 0, 0).content_width

    def paint_score_row(
        self,
        canvas: Picture,
        y: float,
        seat: int,
        name: str,
        tiles: str,
        points: str,
        turn: bool,
    ) -> None:
        """One seat's row of the scores: its colour, name (shortened where it does not fit,
        and its level when there is room), tiles in hand and its points (in teams, the
        team's row above says them: the partners' rows are indented)."""
        match = self.match
        r = self.rect
        x = r.left + 14 + (10 if match.rules.teams else 0)
        colour = seat_colour(seat)
        if turn:
            band = Rect(r.left + 6, y - 6, r.width - 12, 21)
            canvas.fill(band, theme.mix(colour, theme.PANEL, 0.8))
        canvas.disc(x + 5, y + 4, 5, colour)
        room = r.right - 70 - text(tiles, 0, 0, size=SIZES.small).content_width - 8
        computer = not match.is_human(seat) and match.players[seat].kind != HUMAN
        if computer and name == match.names()[seat]:  # the level, if room (a person's: none)
            level = f"{name} ({presenter.level_words(match.players[seat].kind)})"
            if self.score_room(seat, tiles, level) >= 0:
                name = level
        canvas.text(fit_text(name, room - (x + 16)), x + 16, y)
        canvas.text(tiles, r.right - 70, y, colour=theme.MUTED, size=SIZES.small, anchor_x="right")
        if points:
            canvas.text(points, r.right - 14, y, bold=True, anchor_x="right")

    def paint_log(self, y: float) -> None:
        """The plays under their heading at ``y``, from the text cache: the newest that fit,
        or, scrolled back with the wheel (:meth:`scroll`), older ones, with a bar on the
        right saying where they are. A new play brings the newest back."""
        match = self.match
        r = self.rect
        x = r.left + 14
        canvas = self.log_picture  # (the seats' dots; the lines are drawn from the cache)
        canvas.start(object())
        y -= 6
        viewer = match.viewer() if match.human_count == 1 else None
        rows: list[tuple[int, str, bool]] = []  # (seat, text, the line's first row)
        for seat, line in presenter.log_lines(match, viewer, self.towards):
            width = r.width - (36 if seat >= 0 else 24)
            for i, part in enumerate(wrap_text(line, width, SIZES.small, bold=seat < 0)):
                rows.append((seat, part, i == 0))
        room = max(0, int((y - r.bottom - 8) // LOG_LINE))
        self.log_area = Rect(r.left, r.bottom, r.width, max(0.0, y - r.bottom))
        if len(rows) != self.log_total:  # (a new play, or one taken back: the newest)
            self.log_scroll = 0
        self.log_total = len(rows)
        self.log_room = room
        self.log_scroll = clamped(self.log_scroll, len(rows), room)
        end = len(rows) - self.log_scroll
        while 0 < end < len(rows) and not rows[end][2]:  # (nor a line's head without its tail)
            end -= 1
        shown = rows[max(0, end - room) : end] if room else []
        while shown and not shown[0][2]:  # (never the lone tail of a line cut at the top)
            shown.pop(0)
        top = y
        for seat, line, first in shown:
            y -= LOG_LINE
            colour = theme.MUTED if seat < 0 else theme.TEXT
            if seat >= 0 and first:
                canvas.disc(x + 3, y + 4, 3, seat_colour(seat))
            # (drawn each frame from the text cache: only a new line is made anew)
            left = x + (12 if seat >= 0 else 0)
            self.log_texts.append((line, left, y, colour, seat < 0, SIZES.small))
        if room and len(rows) > room:  # the scroll bar: the part shown of all the plays
            track = Rect(r.right - 7, r.bottom + 8, 3, top - r.bottom - 12)
            canvas.fill(track, theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.5))
            size = max(12.0, track.height * room / len(rows))
            ahead = self.log_scroll / max(1, len(rows) - room)
            thumb_bottom = track.bottom + (track.height - size) * ahead
            canvas.fill(Rect(track.left, thumb_bottom, 3, size), theme.MUTED)
        canvas.finish()

    # ----------------------------------------------------------------- drawing

    def draw(self) -> None:
        self.picture.draw()
        for picture in self.row_pictures:
            picture.draw()
        self.log_picture.draw()
        for content, x, y, colour, bold, size in self.log_texts:
            draw_text(content, x, y, size=size, colour=colour, bold=bold)


@lru_cache(maxsize=4096)
def wrap_text(content: str, width: float, size: float, bold: bool = False) -> tuple[str, ...]:
    """``content`` in rows of whole words no wider than ``width`` (at most two: the second
    cut with an ellipsis), for a line of the plays that would otherwise lose its end."""
    if text(content, 0, 0, size=size, bold=bold).content_width <= width:
        return (content,)
    words = content.split(" ")
    first = words[0]
    for i in range(1, len(words)):
        longer = f"{first} {words[i]}"
        if text(longer, 0, 0, size=size, bold=bold).content_width > width:
            rest = " ".join(words[i:])
            return (first, fit_text(rest, width, size, bold))
        first = longer
    return (fit_text(content, width, size, bold),)
