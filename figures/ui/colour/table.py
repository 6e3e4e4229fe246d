"""The table: the dominoes laid (through :class:`~figures.ui.colour.paint.TableRenderer`) under a
camera that pans and zooms, and what lies on it: the last placement of each player, the
newly closed surfaces filling in, the hints, the spots where the held domino fits, the ghost
with its caption, a computer's domino sliding in, the points floating up and the legend of
an aid.

It owns the camera (the screen routes the table's clicks through it) and its drawing caches;
the game screen feeds it each update (:meth:`TableArea.feed`) and tells it of each change of
the game (:meth:`TableArea.sync`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade

from figures.colour.actions import Place
from figures.colour.board import Placed
from figures.colour.closing import closing, dead_cells
from figures.colour.geometry import Cell
from figures.colour.rules import contacts
from figures.colour.shapes import domino_polygon
from figures.colour.surfaces import Surface
from figures.scene.colour import box_of, cells_of, middle_of
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.colour.paint import (
    FILL,
    Filling,
    TableRenderer,
    add_domino,
    closing_batch,
    contact_marks,
    dead_batch,
    fill_batch,
    filling,
    ghost_batch,
    rect_outline,
    spots_batch,
)
from figures.ui.colour.presenter import Caption
from figures.ui.colour.tones import colour_of
from figures.ui.draw.batch import Batch, CachedShape
from figures.ui.draw.camera import TableCamera
from figures.ui.theme import RGB, SIZES, rgba
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, make_text, text

if TYPE_CHECKING:
    from figures.ai.hints import Hint
    from figures.colour.game import Game
    from figures.ui.colour.controller import Placing
    from figures.ui.colour.match import Event, Match
    from figures.ui.colour.presenter import Presenter

#: The side of a hint's numbered badge, in pixels (a rounded square).
MARKER = 18
#: The gap kept between two badges, in pixels.
MARKER_GAP = 3
#: A last move's frame: how far inside its domino it starts, and its width, in cells.
MARK_INSET = 0.028
MARK_WIDTH = 0.056
#: The outlines of the hints, in cells (how far inside its domino, how wide): the focused
#: hint's over its solid domino's border, the others' (markers) thin and further in.
HINT_FOCUS = (0.0, 0.09)
HINT_MARK = (0.1, 0.05)
#: The shapes a closed surface's filling in goes through (one every FILL / FILL_STEPS s).
FILL_STEPS = 24


@dataclass
class Slide:
    """A computer's placement on its way to the table."""

    action: Place
    start: float
    origin: tuple[float, float]  # table units, where it comes from
    version: int  # of the match, when it was decided


@dataclass
class Floating:
    text: str
    at: tuple[float, float]  # table units
    start: float
    colour: tuple[int, int, int]
    #: Its one label, moved and faded frame by frame.
    label: arcade.Text | None = None


def last_turns(events: Sequence[Event]) -> dict[int, list[Place]]:
    """The dominoes each player laid in their last turn (or their opening domino, while it
    is their last move), in the order laid; a turn that placed none (a return, a pass)
    leaves none. A turn is a run of one player's events; an opening is a turn of its own."""
    out: dict[int, list[Place]] = {}
    before: Event | None = None
    for event in events:
        if before is None or before.player != event.player or before.opening or event.opening:
            out[event.player] = []  # a new turn of this player
        if isinstance(event.action, Place):
            out[event.player].append(event.action)
        before = event
    return {seat: actions for seat, actions in out.items() if actions}


def hint_marker_rects(camera: TableCamera, hints: Sequence[Hint] | None) -> list[Rect]:
    """Where each hint's number goes, in window pixels: a badge just outside the top left
    corner of its placement, off the ghost's colours. Badges never overlap: one that would
    touch a badge already placed moves right (then down a row) until it touches none, so
    hints sharing cells show every number side by side."""
    out: list[Rect] = []
    step = MARKER + MARKER_GAP
    for hint in hints or []:
        x0, _, _, y1 = box_of(hint.action.at, hint.action.dir)
        x, y = camera.to_screen(x0, y1)
        left, bottom = x - MARKER / 2, y - MARKER / 2
        rect = Rect(left, bottom, MARKER, MARKER)
        shifts = 0
        while any(_touch(rect, other) for other in out):
            shifts += 1
            rect = Rect(left + step * (shifts % 4), bottom - step * (shifts // 4), MARKER, MARKER)
        out.append(rect)
    return out


def hint_marker_positions(
    camera: TableCamera, hints: Sequence[Hint] | None
) -> list[tuple[float, float]]:
    """The centres of the hints' badges (see :func:`hint_marker_rects`)."""
    return [(r.cx, r.cy) for r in hint_marker_rects(camera, hints)]


def _touch(a: Rect, b: Rect) -> bool:
    gap = MARKER_GAP - 1
    return not (
        a.right + gap <= b.left
        or b.right + gap <= a.left
        or a.top + gap <= b.bottom
        or b.top + gap <= a.bottom
    )


def hint_shown(hints: Sequence[Hint], focus: int, held: Place | None = None) -> list[bool]:
    """Which hints show their whole domino: the focused one alone (pointing at another or
    pressing its number brings that one forward), and none while a domino held lies on the
    table (its ghost is then the one domino shown whole). The others are markers: their
    outline and numbered badge, so colours are never stacked."""
    return [i == focus and held is None for i in range(len(hints))]


def hint_layers(
    hints: Sequence[Hint], focus: int, held: Place | None = None
) -> list[tuple[str, int]]:
    """The order the hints are drawn in, as ``("mark", rank)`` (a thin outline), then
    ``("fill", rank)`` (the focused hint solid, :func:`hint_shown`) and ``("outline", rank)``
    (its bold outline, last): the markers under the solid hint, so that one sharing its
    cells hides under it instead of crossing its colours (its badge still says it is there).
    ``held``: the domino held, when it lies on the table (a hint taken is held where it
    lies)."""
    shown = hint_shown(hints, focus, held)
    others = [("mark", i) for i in range(len(hints)) if i != focus]
    if not 0 <= focus < len(hints):
        return others
    fills = [("fill", focus)] if shown[focus] else []
    return [*others, *fills, ("outline", focus)]


def hints_box(hints: Sequence[Hint]) -> tuple[float, float, float, float] | None:
    """The rectangle that holds every hint, in table units."""
    boxes = [box_of(h.action.at, h.action.dir) for h in hints]
    if not boxes:
        return None
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _float_label(content: str) -> arcade.Text:
    """The one label of a floating text, moved and faded frame by frame."""
    return make_text(
        content,
        0,
        0,
        color=(255, 255, 255, 255),
        font_size=20,
        font_name=theme.FONT,
        bold=True,
        anchor_x="center",
        anchor_y="center",
    )


class TableArea:
    """The table of one match, left of the scores panel and above the hand."""

    def __init__(self, match: Match, placing: Placing, presenter: Presenter) -> None:
        self.match = match
        self.placing = placing
        self.presenter = presenter
        self.camera = TableCamera((0, SIZES.hand_area, 800, 500))
        self.renderer = TableRenderer()
        self.ghost = CachedShape()
        self.spots = CachedShape()
        self.marks = CachedShape()
        self.hint_shape = CachedShape()
        self.dead_shape = CachedShape()
        self.closing_shape = CachedShape()
        #: The surfaces the ghost where it is would close (the engine's), outlined and tinted.
        self.closing_preview: list[Surface] = []
        #: The cells no domino can ever fill (the engine's), hatched.
        self.dead: set[Cell] = set()
        #: The hint whose whole ghost shows over those sharing its cells.
        self.focus = 0
        self.slide_shape = CachedShape()
        #: Surfaces just closed, filling in (:func:`figures.ui.colour.paint.fill_batch`) from
        #: ``fill_start`` for :data:`~figures.ui.colour.paint.FILL` seconds.
        self.fill: Filling | None = None
        self.fill_shape = CachedShape()
        self.fill_start = -10.0
        self.floats: list[Floating] = []
        # What the screen feeds each update.
        #: The player at the screen may act on the table now.
        self.acting = False
        self.show_hints = False
        self.hints: Sequence[Hint] | None = None
        self.show_spots = False
        self.colour_blind = False
        self.slide: Slide | None = None
        self.now = 0.0

    @property
    def game(self) -> Game:
        return self.match.game

    # ----------------------------------------------------------------- feeding

    def place(self, left: int, bottom: int, width: int, height: int) -> None:
        self.camera.resize((left, bottom, width, max(1, height)))

    def feed(
        self,
        *,
        acting: bool,
        show_hints: bool,
        hints: Sequence[Hint] | None,
        show_spots: bool,
        colour_blind: bool,
        slide: Slide | None,
        now: float,
    ) -> None:
        self.acting = acting
        self.show_hints = show_hints
        self.hints = hints
        self.show_spots = show_spots
        self.colour_blind = colour_blind
        self.slide = slide
        self.now = now

    def sync(self, now: float, colour_blind: bool) -> None:
        """After a change of the game: the dominoes' shapes, and the surfaces the change
        closed, which fill in from the placement."""
        board = self.game.board
        changed = self.renderer.sync(board, colour_blind=colour_blind)
        if changed and self.renderer.new_closed and board.placed:
            last = board.placed[-1]
            (ax, ay), (bx, by) = last.cells
            origin = ((ax + bx) / 2 + 0.5, (ay + by) / 2 + 0.5)
            self.fill = filling(self.renderer.new_closed, board, origin)
            self.fill_start = now
            self.fill_shape.key = None
        elif changed:
            self.fill = None  # (an undo: nothing left to fill)

    def float_up(self, captions: Sequence[Caption], now: float) -> None:
        """The points of a placement (the presenter's captions), floating up from it; above
        the surfaces it closed, when it closed some, so that they do not sit on them as
        they fill in."""
        lift = 0.0
        closed = self.renderer.new_closed
        if closed and captions:
            top = max(s[1] + 1 for surface in closed for s in surface.squares)
            lift = max(0.0, top + 0.3 - captions[0].at[1])
        for caption in captions:
            colour = theme.ILLEGAL if caption.seat is None else theme.SEATS[caption.seat % 4]
            at = (caption.at[0], caption.at[1] + lift)
            item = Floating(caption.text, at, now + caption.delay, colour)
            item.label = _float_label(item.text)
            self.floats.append(item)

    def show_slide(self, action: Place, *, colour_blind: bool) -> None:
        """The shape of a computer's domino about to slide in."""
        face = self.game.tileset[action.tile].faces[action.face]
        placed = Placed(face, action.at, action.dir, action.tile)
        self.slide_shape.update(
            ("slide", action),
            ghost_batch(placed, legal=None, colour_blind=colour_blind, alpha=255),
        )

    def shift_clocks(self, paused: float) -> None:
        """Every animation's start ``paused`` seconds later, as if no time had gone by."""
        for item in self.floats:
            item.start += paused
        self.fill_start += paused
        self.camera.shift(paused)

    def animating(self, now: float) -> bool:
        """Whether something on the table moves or flashes at ``now``: a surface filling in,
        points floating up, a domino sliding in, the camera gliding."""
        return (
            (self.fill is not None and now - self.fill_start < FILL)
            or any(now - f.start < theme.FLOAT for f in self.floats)
            or self.slide is not None
            or self.camera.glide is not None
        )

    def update(self, now: float) -> None:
        """The floating points: gone once faded (one added without its label gets it)."""
        self.floats = [f for f in self.floats if now - f.start < theme.FLOAT]
        for item in self.floats:
            if item.label is None:
                item.label = _float_label(item.text)

    # ----------------------------------------------------------------- drawing: the table

    def draw(self) -> None:
        """The table through its camera (the caller puts the window's camera back)."""
        self.camera.use()
        renderer = self.renderer
        renderer.cover(self.camera.visible())
        renderer.grid.draw()
        self.draw_dead()
        renderer.dominoes.draw()
        # The last moves' frames inside their dominoes, under the closed surfaces' outlines.
        self.draw_marks()
        renderer.closed.draw()
        now = self.now
        self.draw_fill()
        # The hints under the spots and the ghost, whose colours stay readable over them.
        if self.show_hints and self.hints and self.acting:
            self.draw_hints(self.hints)
        placing = self.placing
        if self.acting and placing.tile is not None:
            if self.show_spots:
                key = ("spots", placing.tile, placing.face, placing.dir, self.match.version)
                if key != self.spots.key:
                    self.spots.update(key, spots_batch(placing.spots(self.game), placing.dir))
                self.spots.draw()
            self.draw_ghost()
        slide = self.slide
        if slide is not None:
            t = min(1.0, (now - slide.start) / theme.SLIDE)
            ease = 1 - (1 - t) ** 3
            target = middle_of(slide.action.at, slide.action.dir)
            dx = (slide.origin[0] - target[0]) * (1 - ease)
            dy = (slide.origin[1] - target[1]) * (1 - ease)
            self.slide_shape.shapes.position = (dx, dy)
            self.slide_shape.draw()

    def draw_fill(self) -> None:
        """The surfaces just closed, filling in (over the table, under the hints)."""
        fill = self.fill
        if fill is None:
            return
        age = self.now - self.fill_start
        if age >= FILL:
            self.fill = None
            return
        step = max(0, int(age / FILL * FILL_STEPS))  # a new shape a few times, not each frame
        key = ("fill", id(fill), step)
        if key != self.fill_shape.key:
            self.fill_shape.update(key, fill_batch(fill, step / FILL_STEPS))
        self.fill_shape.draw()

    def draw_marks(self) -> None:
        """The dominoes of each player's last turn (both when they paid for a second one),
        framed in the player's colour."""
        last = last_turns(self.match.events)
        key = ("marks", tuple(sorted((s, tuple(map(str, a))) for s, a in last.items())))
        if key != self.marks.key:
            batch = Batch()
            for seat, actions in last.items():
                colour = theme.SEATS[seat % len(theme.SEATS)]
                for action in actions:
                    # Over the domino's own border and just inside it: never on a
                    # neighbour, and under the closed surfaces' outlines (further in).
                    cells = cells_of(action.at, action.dir)
                    rect_outline(batch, cells, MARK_INSET, MARK_WIDTH, rgba(colour))
            self.marks.update(key, batch)
        self.marks.draw()

    def draw_dead(self) -> None:
        """The cells no domino can ever fill, hatched (the engine's list)."""
        key = ("dead", self.match.version, id(self.game))
        if key != self.dead_shape.key:
            game = self.game
            used = {p.tile for p in game.board.placed}
            faces = [
                face
                for tile in range(len(game.tileset))
                if tile not in used
                for face in game.tileset[tile].faces
            ]
            self.dead = dead_cells(game.board, faces)
            self.dead_shape.update(key, dead_batch(sorted(self.dead)))
        self.dead_shape.draw()

    def draw_hints(self, hints: Sequence[Hint]) -> None:
        """The focused hint as a solid domino (place, direction, face) with a bold outline,
        every other one as a thin outline under it (:func:`hint_layers`; their numbers are
        the badges of :meth:`draw_overlays`); while a domino held lies on the table, its
        ghost is the one solid domino and every hint a marker."""
        placing = self.placing
        held = placing.action() if placing.tile is not None else None
        focus = self.focus if 0 <= self.focus < len(hints) else 0
        hint_key = ("hints", tuple(h.action for h in hints), focus, held, self.colour_blind)
        if hint_key != self.hint_shape.key:
            batch = Batch()
            halo = rgba((255, 255, 255), 190)
            for layer, rank in hint_layers(hints, focus, held):
                action = hints[rank].action
                face = self.game.tileset[action.tile].faces[action.face]
                placed = Placed(face, action.at, action.dir)
                if layer == "fill":
                    add_domino(
                        batch,
                        placed.triangles(),
                        domino_polygon(placed),
                        colour_blind=self.colour_blind,
                    )
                    continue
                inset, width = HINT_MARK if layer == "mark" else HINT_FOCUS
                rect_outline(batch, placed.cells, inset, width + 0.04, halo)
                rect_outline(batch, placed.cells, inset, width, rgba(theme.HINT))
            self.hint_shape.update(hint_key, batch)
        self.hint_shape.draw()

    def draw_ghost(self) -> None:
        placing = self.placing
        if placing.at is None or placing.tile is None:
            return
        game = self.game
        verdict = placing.verdict(game)
        legal = verdict.legal if verdict is not None else None
        previewing = placing.preview is not None
        key = (
            "ghost",
            placing.tile,
            placing.face,
            placing.at,
            placing.dir,
            legal,
            previewing,
            self.colour_blind,
            self.match.version,
        )
        if key != self.ghost.key:
            board = game.board
            face = game.tileset[placing.tile].faces[placing.face]
            placed = Placed(face, placing.at, placing.dir, placing.tile)
            batch = ghost_batch(
                placed,
                legal=legal,
                colour_blind=self.colour_blind,
                alpha=255 if previewing else 185,
            )
            if previewing:
                rect_outline(batch, placed.cells, -0.08, 0.07, rgba(theme.LEGAL))
            if not any(cell in board.cells for cell in placed.cells):
                # Where it touches the table: a green dot where the colours agree, a red
                # cross where they clash (the engine's own list of contacts).
                contact_marks(batch, contacts(board, face, placing.at, placing.dir))
            # What it would close: the engine's surfaces, tinted and outlined over it.
            score = verdict.score if verdict is not None and verdict.legal else None
            self.closing_preview = (
                closing(board, face, placing.at, placing.dir)
                if score is not None and score.closed_surfaces
                else []
            )
            if self.closing_preview:
                closing_batch(batch, self.closing_preview, strong=previewing)
            self.ghost.update(key, batch)
        self.ghost.draw()

    # ----------------------------------------------------------------- drawing: in pixels

    def draw_overlays(self) -> None:
        """Texts that belong to table places (the floating points, the hint numbers, the
        ghost's caption), an aid's legend and the table's frame; in window pixels."""
        camera = self.camera
        left, bottom, width, height = camera.viewport
        now = self.now
        for item in self.floats:
            age = now - item.start
            label = item.label
            if age < 0 or label is None:
                continue
            x, y = camera.to_screen(*item.at)
            fade = max(0.0, 1 - max(0.0, age - theme.FLOAT * 0.6) / (theme.FLOAT * 0.4))
            y += 24 + age * 36
            w, h = label.content_width + 18, label.content_height + 6
            # Inside the table area, under the top bar.
            y = min(y, bottom + height - h / 2 - 4)
            x = min(max(x, left + w / 2 + 4), left + width - w / 2 - 4)
            label.position = (x, y)
            label.color = (255, 255, 255, int(255 * fade))
            arcade.draw_lbwh_rectangle_filled(
                x - w / 2, y - h / 2, w, h, (*item.colour, int(230 * fade))
            )
            label.draw()
        if self.show_hints and self.hints and self.acting:
            focus = self.focus if 0 <= self.focus < len(self.hints) else 0
            for rank, rect in enumerate(hint_marker_rects(camera, self.hints)):
                if camera.contains(rect.cx, rect.cy):  # a badge at the hint's corner
                    strong = rank == focus
                    fill_rect(rect, theme.HINT if strong else (255, 255, 255))
                    outline_rect(rect, theme.HINT, 2)
                    draw_text(
                        str(rank + 1),
                        rect.cx,
                        rect.cy,
                        size=SIZES.small,
                        bold=True,
                        colour=(255, 255, 255) if strong else theme.HINT,
                        anchor_x="center",
                        anchor_y="center",
                    )
        self.draw_ghost_label()
        if self.show_spots and self.acting and self.placing.tile is not None:
            self.draw_legend(tr("legend.spots"), theme.SPOT)
        # The table's frame.
        outline_rect(Rect(left, bottom, width, height), theme.PANEL_EDGE)

    def draw_legend(self, content: str, colour: RGB) -> None:
        """One line at the top of the table saying what an aid shows."""
        left, bottom, width, height = self.camera.viewport
        line = fit_text(content, width - 40, SIZES.small)
        label = text(
            line, left + 12, bottom + height - 22, size=SIZES.small, colour=(255, 255, 255)
        )
        fill_rect(
            Rect(left + 6, bottom + height - 28, label.content_width + 14, 20), (*colour, 225)
        )
        label.draw()

    def ghost_label(self) -> tuple[str, RGB, Rect] | None:
        """Beside the ghost: what it would score or why it cannot go there (the presenter's
        caption), and where (always inside the table area)."""
        if not self.acting:
            return None
        caption = self.presenter.ghost_caption()
        if caption is None:
            return None
        camera = self.camera
        x, y = camera.to_screen(caption.middle_x, caption.top)
        if not camera.contains(x, y - 1):
            return None
        left, bottom, width, height = camera.viewport
        content = fit_text(caption.text, width - 24, SIZES.small, bold=True)
        probe = text(content, 0, 0, size=SIZES.small, bold=True)
        w, h = probe.content_width + 14, probe.content_height + 6
        # Above the domino, or below it at the top of the view; never over the panels.
        cy = y + 20
        if cy + h / 2 > bottom + height - 2:
            cy = camera.to_screen(0, caption.bottom)[1] - 20
        cx = min(max(x, left + w / 2 + 4), left + width - w / 2 - 4)
        return content, colour_of(caption.tone), Rect(cx - w / 2, cy - h / 2, w, h)

    def draw_ghost_label(self) -> None:
        found = self.ghost_label()
        if found is None:
            return
        content, colour, rect = found
        fill_rect(rect, (*colour, 235))
        draw_text(
            content,
            rect.cx,
            rect.cy,
            size=SIZES.small,
            bold=True,
            colour=(255, 255, 255),
            anchor_x="center",
            anchor_y="center",
        )
