"""The replay screen: a saved or finished game stepped through move by move.

The table as it stands at the step (the colour game's dominoes through the shared
:class:`~figures.ui.colour.paint.TableRenderer` under a :class:`~figures.ui.draw.camera.TableCamera`
framed on the whole game; a classic game's line through :class:`~figures.ui.classic.table.
ClassicTable`), the last domino placed framed in its player's colour; on the right the
scores, the step shown and why it scored what it did, and the list of moves with the current
one lit. ← → a move, Page Up / Page Down a turn (a round), Home / End, a number and Enter
a turn (a round), Space plays on at a steady pace, Esc goes back to the screen it was opened
from. The steps and the states come from :class:`~figures.ui.replay.steps.Replay`.
"""

from __future__ import annotations

import arcade

from figures.classic.round import Round
from figures.colour.actions import Place
from figures.colour.game import Game
from figures.scene.colour import cells_of
from figures.texts.i18n import number_text, tr
from figures.ui import theme
from figures.ui.classic.paint import seat_colour as classic_seat_colour
from figures.ui.classic.table import ClassicTable
from figures.ui.colour.paint import TableRenderer, rect_outline
from figures.ui.colour.table import MARK_INSET, MARK_WIDTH
from figures.ui.draw.batch import Batch, CachedShape
from figures.ui.draw.camera import TableCamera
from figures.ui.replay.steps import Replay, Step
from figures.ui.theme import RGB, SIZES, rgba
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.scroll import clamped
from figures.ui.widgets.shapes import Rect, fill_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

#: Seconds between two steps while the replay plays on.
PACE = 0.7
#: The side panel's width, and a row of the list of moves.
PANEL_W = 400
ROW = 20


class ReplayView(arcade.View):
    """``back``: the view Esc returns to. ``colour_blind``: the colour game's symbols."""

    def __init__(
        self,
        window: arcade.Window,
        replay: Replay,
        back: arcade.View | None,
        *,
        title: str = "",
        colour_blind: bool = False,
    ) -> None:
        super().__init__(window)
        self.replay = replay
        self.back = back
        self.title = title
        self.colour_blind = colour_blind
        #: How many steps are shown done (0: the start).
        self.position = 0
        self.playing = False
        self.clock = 0.0
        #: The digits typed for a jump.
        self.typed = ""
        self.note = ""
        self.hover: tuple[float, float] | None = None
        self.state: Game | Round = replay.state(0)
        self.renderer: TableRenderer | None = None
        self.camera: TableCamera | None = None
        self.marks = CachedShape()
        self.classic_table: ClassicTable | None = None
        if replay.colour is not None:
            self.renderer = TableRenderer()
            self.camera = TableCamera((0, 0, 800, 500))
        else:
            assert replay.classic is not None
            self.classic_table = ClassicTable(replay.classic.rules, replay.names)
        self.row_rects: list[tuple[Rect, int]] = []
        #: Where each side's colour is shown beside its score (the last frame drawn).
        self.swatches: list[tuple[Rect, int]] = []
        self.buttons = [
            Button(label=lambda: tr("replay.first"), action=self.home),
            Button(label=lambda: tr("replay.prev"), action=lambda: self.step(-1)),
            Button(
                label=lambda: tr("replay.pause_button" if self.playing else "replay.play_button"),
                action=self.toggle_play,
                primary=True,
            ),
            Button(label=lambda: tr("replay.next"), action=lambda: self.step(1)),
            Button(label=lambda: tr("replay.last"), action=self.end),
            Button(label=lambda: tr("replay.back"), action=self.leave),
        ]
        self.layout()
        self.show()

    # ----------------------------------------------------------------- moving

    @property
    def unit(self) -> str:
        return tr("replay.unit.turn" if self.replay.colour is not None else "replay.unit.round")

    def go(self, position: int) -> None:
        """Show the game after ``position`` steps."""
        position = max(0, min(position, len(self.replay)))
        if position != self.position:
            self.position = position
            self.show()

    def step(self, delta: int) -> None:
        self.playing = False
        self.go(self.position + delta)

    def home(self) -> None:
        self.playing = False
        self.go(0)

    def end(self) -> None:
        self.playing = False
        self.go(len(self.replay))

    def page(self, delta: int) -> None:
        self.playing = False
        self.go(self.replay.next_group(self.position, delta))

    def jump(self) -> None:
        """Enter after digits: the first move of that turn (round)."""
        typed, self.typed = self.typed, ""
        if not typed:
            return
        found = self.replay.group_start(int(typed))
        if found is None:
            self.note = tr("replay.no_such", unit=self.unit, n=int(typed))
            return
        self.playing = False
        self.go(found)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= len(self.replay):
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0

    def leave(self) -> None:
        self.playing = False
        if self.back is not None:
            self.window.show_view(self.back)

    def animating(self) -> bool:
        """True only while the replay plays on by itself."""
        return self.playing

    def on_update(self, delta_time: float) -> None:
        if not self.playing:
            return
        self.clock += delta_time
        while self.clock >= PACE and self.playing:
            self.clock -= PACE
            self.go(self.position + 1)
            if self.position >= len(self.replay):
                self.playing = False

    # ----------------------------------------------------------------- the state shown

    @property
    def current(self) -> Step | None:
        return self.replay.steps[self.position - 1] if self.position else None

    def last_mark(self) -> tuple[int, Place | int] | None:
        """The last placement up to the step shown, with its seat (a classic one only in
        the round shown)."""
        steps = self.replay.steps
        group = steps[self.position - 1].group if self.position else None
        for index in range(self.position - 1, -1, -1):
            step = steps[index]
            if self.replay.classic is not None and step.group != group:
                return None  # (a round before the one shown)
            if step.mark is not None and step.seat is not None:
                return step.seat, step.mark
        return None

    def show(self) -> None:
        self.state = self.replay.state(self.position)
        if isinstance(self.state, Game):
            assert self.renderer is not None
            self.renderer.sync(self.state.board, colour_blind=self.colour_blind)
        else:
            assert self.classic_table is not None
            self.classic_table.show(self.state)

    # ----------------------------------------------------------------- colours

    def seat_colour(self, seat: int) -> RGB:
        """A seat's colour as its game's screen shows it: the colour game's (its table's
        frames and its score track: ``theme.SEATS``), a classic game's (its rows, trains and
        markers: :func:`figures.ui.classic.paint.seat_colour`)."""
        if self.replay.classic is not None:
            return classic_seat_colour(seat)
        return theme.SEATS[seat % len(theme.SEATS)]

    def side_colour(self, side: int) -> RGB:
        """A side's colour: its seat's; a team's, its first partner's (as the classic
        screen's team row)."""
        seats = self.replay.side_seats
        return self.seat_colour(seats[side][0] if side < len(seats) and seats[side] else side)

    # ----------------------------------------------------------------- layout and drawing

    def layout(self) -> None:
        width, height = self.window.width, self.window.height
        margin = SIZES.margin
        self.panel = Rect(width - PANEL_W - margin, margin, PANEL_W, height - 2 * margin)
        table_w = self.panel.left - 2 * margin
        self.table_rect = Rect(margin, 80, table_w, height - 80 - 80)
        x = margin
        widths = (48, 48, 110, 48, 48, 130)
        for button, w in zip(self.buttons, widths, strict=True):
            button.rect = Rect(x, margin, w, 36)
            x += w + 8
        r = self.table_rect
        if self.camera is not None:
            assert self.replay.colour is not None
            self.camera.resize((int(r.left), int(r.bottom), int(r.width), int(r.height)))
            self.camera.fit(list(self.replay.colour.board.cells))
        if self.classic_table is not None:
            self.classic_table.place(r.left, r.bottom, r.width, r.height)

    def on_resize(self, width: int, height: int) -> None:
        self.layout()

    def on_show_view(self) -> None:
        self.layout()

    def on_draw(self) -> None:
        self.clear()
        self.draw_table()
        self.window.default_camera.use()
        self.draw_header()
        self.draw_panel()
        for button in self.buttons:
            button.draw(self.hover)
        keys = tr("replay.keys", unit=self.unit)
        room = self.panel.left - 2 * SIZES.margin
        draw_text(
            fit_text(keys, room, SIZES.small),
            SIZES.margin,
            58,
            size=SIZES.small,
            colour=theme.MUTED,
        )
        if self.typed or self.note:
            line = tr("replay.typed", unit=self.unit, n=self.typed) if self.typed else self.note
            left = self.buttons[-1].rect.right + 16
            colour = theme.ILLEGAL if self.note else theme.TEXT
            draw_text(
                fit_text(line, room - left, SIZES.text, True), left, 24, bold=True, colour=colour
            )

    def draw_header(self) -> None:
        margin = SIZES.margin
        top = self.window.height
        width = self.panel.left - 2 * margin
        title = tr("replay.title") + (f" · {self.title}" if self.title else "")
        draw_text(
            fit_text(title, width, SIZES.title, True),
            margin,
            top - 40,
            size=SIZES.title,
            bold=True,
        )
        where = tr("replay.position", k=self.position, n=len(self.replay))
        group = self.replay.group_of(self.position)
        if self.replay.colour is not None:
            name = tr("replay.turn", n=group) if group else tr("replay.turn.opening")
        else:
            name = tr("replay.round.n", n=group)
        if self.playing:
            name += " · " + tr("replay.playing")
        draw_text(f"{where} · {name}", margin, top - 66, colour=theme.MUTED)

    def draw_table(self) -> None:
        mark = self.last_mark()
        if self.renderer is not None and self.camera is not None:
            self.camera.use()
            self.renderer.cover(self.camera.visible())
            self.renderer.grid.draw()
            self.renderer.dominoes.draw()
            key = ("mark", mark and (mark[0], str(mark[1])))
            if key != self.marks.key:
                batch = Batch()
                if mark is not None and isinstance(mark[1], Place):
                    seat, action = mark[0], mark[1]
                    colour = self.seat_colour(seat)
                    cells = cells_of(action.at, action.dir)
                    rect_outline(batch, cells, MARK_INSET, MARK_WIDTH * 1.6, rgba(colour))
                self.marks.update(key, batch)
            self.marks.draw()
            self.renderer.closed.draw()
            return
        table = self.classic_table
        assert table is not None
        table.draw()
        if mark is not None and isinstance(mark[1], int):
            seat, tile = mark
            for piece in table.scene.pieces:
                if piece.tile == tile:
                    x0, y0, x1, y1 = table.frame.box(piece.box)
                    colour = self.seat_colour(seat)
                    # (on the tile's own edge: never over a neighbour or an end's slot)
                    arcade.draw_lbwh_rectangle_outline(x0, y0, x1 - x0, y1 - y0, colour, 3)

    def draw_panel(self) -> None:
        panel = self.panel
        shadowed_panel(panel)
        left = panel.left + 16
        inner = panel.width - 32
        y = panel.top - 30
        draw_text(tr("replay.scores"), left, y, size=SIZES.heading, bold=True)
        y -= 8
        scores = self.replay.scores_at(self.position)
        self.swatches = []
        current = self.current
        acting = None
        if current is not None and current.seat is not None:
            acting = current.seat
            if self.replay.classic is not None and isinstance(self.state, Round):
                acting = self.state.side_of(current.seat)
        for index, (name, score) in enumerate(zip(self.replay.sides, scores, strict=False)):
            y -= 22
            colour = self.side_colour(index)
            swatch = Rect(left, y - 3, 6, 18)
            self.swatches.append((swatch, index))
            arcade.draw_lbwh_rectangle_filled(left, y - 3, 6, 18, colour)
            bold = index == acting
            draw_text(fit_text(name, inner - 90, SIZES.text, bold), left + 14, y, bold=bold)
            draw_text(number_text(score), panel.right - 16, y, bold=bold, anchor_x="right")
        # The step shown, in full.
        y -= 34
        box = Rect(panel.left + 8, y - 74, panel.width - 16, 92)
        fill_rect(box, theme.mix(theme.SELECTED, (255, 255, 255), 0.85))
        if current is None:
            head, why = tr("replay.start"), tr("replay.start.why")
        else:
            head = current.head
            why = current.why
            if self.position == len(self.replay) and self.replay.over_text():
                why = f"{why}\n{self.replay.over_text()}"
        draw_text(fit_text(head, inner, SIZES.text, True), left, y - 2, bold=True)
        for index, line in enumerate(why.split("\n")):
            draw_text(
                line,
                left,
                y - 22 - index * 34,
                size=SIZES.small,
                width=int(inner),
                anchor_y="top",
                bold=index > 0,
            )
        # The list of moves around the one shown.
        y = box.bottom - 28
        draw_text(tr("replay.moves"), left, y, size=SIZES.heading, bold=True)
        y -= 10
        rows = max(1, int((y - panel.bottom - 8) // ROW))
        steps = self.replay.steps
        first = clamped(self.position - 1 - rows // 2, len(steps), rows)
        self.row_rects = []
        for index in range(first, min(len(steps), first + rows)):
            step = steps[index]
            rect = Rect(panel.left + 8, y - ROW, panel.width - 16, ROW)
            self.row_rects.append((rect, index + 1))
            lit = index == self.position - 1
            if lit:
                fill_rect(rect, theme.mix(theme.SELECTED, (255, 255, 255), 0.6))
            shown = index == first or steps[index - 1].group != step.group
            number = (f"{step.group}." if step.group else "·") if shown else ""
            draw_text(number, rect.left + 30, rect.bottom + 5, size=SIZES.small, anchor_x="right")
            draw_text(
                fit_text(step.line, rect.width - 42, SIZES.small, lit),
                rect.left + 36,
                rect.bottom + 5,
                size=SIZES.small,
                bold=lit,
            )
            y -= ROW

    # ----------------------------------------------------------------- events

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        for widget in self.buttons:
            if widget.press(x, y):
                return
        for rect, position in self.row_rects:
            if rect.contains(x, y):
                self.playing = False
                self.go(position)
                return

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.panel.contains(x, y) and scroll_y:
            self.step(-1 if scroll_y > 0 else 1)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        self.note = ""
        if symbol == key.ESCAPE:
            if self.typed:
                self.typed = ""
            else:
                self.leave()
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.jump()
        elif symbol == key.BACKSPACE:
            self.typed = self.typed[:-1]
        elif symbol == key.RIGHT:
            self.step(1)
        elif symbol == key.LEFT:
            self.step(-1)
        elif symbol == key.PAGEDOWN:
            self.page(1)
        elif symbol == key.PAGEUP:
            self.page(-1)
        elif symbol == key.HOME:
            self.home()
        elif symbol == key.END:
            self.end()
        elif symbol == key.SPACE:
            self.toggle_play()

    def on_text(self, content: str) -> None:
        digits = "".join(c for c in content if c.isdigit())
        if digits:
            self.typed = (self.typed + digits)[:4]
