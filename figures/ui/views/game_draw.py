"""Drawing the game screen: the table and what lies on it, the top bar, the scores panel
with the score track and the log, the hand with the status line, the toasts and the help.

Functions of the :class:`figures.ui.views.game.GameView` they draw, seen as a
:class:`GameScreen`: they read the view's state, keep its drawing caches up to date and change
nothing in the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import arcade

from figures.colour.actions import Place
from figures.colour.board import Placed
from figures.colour.game import Game
from figures.colour.rules import contacts
from figures.colour.shapes import domino_polygon
from figures.ui import theme
from figures.ui.controller import box_of, cells_of, middle_of
from figures.ui.i18n import tr
from figures.ui.parts import colour_of
from figures.ui.presenter import hint_text as hints_in_words
from figures.ui.presenter import log_lines as match_log_lines
from figures.ui.table import (
    Batch,
    CachedShape,
    add_domino,
    contact_marks,
    ghost_batch,
    rect_outline,
    spots_batch,
)
from figures.ui.theme import SIZES, rgba
from figures.ui.widgets import (
    Rect,
    draw_text,
    fill_rect,
    fit_text,
    outline_rect,
    text,
)

if TYPE_CHECKING:
    from figures.ai.hints import Hint
    from figures.colour.actions import Action
    from figures.ui.ai_driver import Task
    from figures.ui.camera import TableCamera
    from figures.ui.controller import Placing
    from figures.ui.match import Match
    from figures.ui.navigation import Navigator
    from figures.ui.parts.hand import HandPanel
    from figures.ui.parts.message import KeysPanel, MessageLine
    from figures.ui.parts.side import SidePanel
    from figures.ui.parts.top_bar import TopBar
    from figures.ui.presenter import Presenter
    from figures.ui.table import TableRenderer
    from figures.ui.views.dialog import FileDialog


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


class GameScreen(Protocol):
    """The game screen as its drawing sees it (:class:`figures.ui.views.game.GameView`)."""

    app: Navigator
    match: Match
    placing: Placing
    presenter: Presenter
    renderer: TableRenderer
    camera: TableCamera
    ghost: CachedShape
    top_bar: TopBar
    spots: CachedShape
    marks: CachedShape
    hint_shape: CachedShape
    slide_shape: CachedShape
    flash_shape: CachedShape
    flash_start: float
    task: Task[Action] | None
    hints: list[Hint] | None
    show_hints: bool
    slide: Slide | None
    floats: list[Floating]
    returning: set[int]
    dialog: FileDialog | None
    help: bool
    hover: tuple[float, float] | None
    now: float
    side: SidePanel
    message: MessageLine
    keys: KeysPanel
    hand: HandPanel

    @property
    def window(self) -> arcade.Window: ...

    @property
    def game(self) -> Game: ...

    def clear(self) -> None: ...

    def may_act(self) -> bool: ...

    def stuck(self) -> bool: ...

    def second_possible(self) -> bool: ...

    def paused(self) -> bool: ...

    def hand_visible(self) -> bool: ...


#: The radius of a hint's numbered badge, in pixels.
MARKER = 9


def draw(view: GameScreen) -> None:
    view.clear()
    view.camera.use()
    draw_table(view)
    view.window.default_camera.use()
    draw_table_overlays(view)
    thinking = view.task is not None or view.slide is not None
    view.top_bar.draw(view.hover, thinking, view.now)
    progress = view.task.progress if view.task is not None else 1.0
    view.side.draw(thinking, progress, view.now)
    view.hand.draw(view.hover)
    view.message.draw(view.now)
    view.top_bar.draw_menu(view.hover)
    if view.help:
        view.keys.draw()
    if view.dialog is not None:
        view.dialog.draw(view.hover)


def draw_table(view: GameScreen) -> None:
    view.renderer.cover(view.camera.visible())
    view.renderer.draw()
    update_marks(view)
    view.marks.draw()
    if (
        view.now - view.flash_start < theme.FLASH
        and int((view.now - view.flash_start) * 6) % 2 == 0
    ):
        view.flash_shape.draw()
    # The hints under the spots and the ghost, whose colours stay readable over them.
    if view.show_hints and view.hints and view.may_act():
        hint_key = ("hints", tuple(h.action for h in view.hints))
        if hint_key != view.hint_shape.key:
            batch = Batch()
            for rank, hint in enumerate(view.hints):
                face = view.game.tileset[hint.action.tile].faces[hint.action.face]
                placed = Placed(face, hint.action.at, hint.action.dir)
                alpha = 150 if rank == 0 else 90
                rect_outline(batch, placed.cells, 0.06, 0.09, rgba(theme.HINT, alpha + 60))
                add_domino(
                    batch,
                    placed.triangles(),
                    domino_polygon(placed),
                    colour_blind=False,
                    alpha=alpha,
                    outline=theme.HINT,
                )
            view.hint_shape.update(hint_key, batch)
        view.hint_shape.draw()
    if view.may_act() and view.placing.tile is not None:
        if view.app.options.show_spots:
            spots = view.placing.spots(view.game)
            key = (
                "spots",
                view.placing.tile,
                view.placing.face,
                view.placing.dir,
                view.match.version,
            )
            if key != view.spots.key:
                view.spots.update(key, spots_batch(spots, view.placing.dir))
            view.spots.draw()
        draw_ghost(view)
    if view.slide is not None:
        t = min(1.0, (view.now - view.slide.start) / theme.SLIDE)
        ease = 1 - (1 - t) ** 3
        target = middle_of(view.slide.action.at, view.slide.action.dir)
        dx = (view.slide.origin[0] - target[0]) * (1 - ease)
        dy = (view.slide.origin[1] - target[1]) * (1 - ease)
        view.slide_shape.shapes.position = (dx, dy)
        view.slide_shape.draw()


def draw_ghost(view: GameScreen) -> None:
    placing = view.placing
    if placing.at is None or placing.tile is None:
        return
    verdict = placing.verdict(view.game)
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
        view.app.options.colour_blind,
        view.match.version,
    )
    if key != view.ghost.key:
        board = view.game.board
        face = view.game.tileset[placing.tile].faces[placing.face]
        placed = Placed(face, placing.at, placing.dir, placing.tile)
        batch = ghost_batch(
            placed,
            legal=legal,
            colour_blind=view.app.options.colour_blind,
            alpha=255 if previewing else 185,
        )
        if previewing:
            rect_outline(batch, placed.cells, -0.08, 0.07, rgba(theme.LEGAL))
        if not any(cell in board.cells for cell in placed.cells):
            # Where it touches the table: a green dot where the colours agree, a red cross
            # where they clash (the engine's own list of contacts).
            contact_marks(batch, contacts(board, face, placing.at, placing.dir))
        view.ghost.update(key, batch)
    view.ghost.draw()


def update_marks(view: GameScreen) -> None:
    last: dict[int, Place] = {}
    for event in view.match.events:
        if isinstance(event.action, Place):
            last[event.player] = event.action
    key = ("marks", tuple(sorted((s, str(a)) for s, a in last.items())))
    if key == view.marks.key:
        return
    batch = Batch()
    for seat, action in last.items():
        colour = theme.SEATS[seat % len(theme.SEATS)]
        rect_outline(batch, cells_of(action.at, action.dir), -0.06, 0.07, rgba(colour, 230))
    view.marks.update(key, batch)


def draw_table_overlays(view: GameScreen) -> None:
    """Texts that belong to table places: the floating points, the hint numbers."""
    left, bottom, width, height = view.camera.viewport
    for item in view.floats:
        age = view.now - item.start
        if age < 0:
            continue
        x, y = view.camera.to_screen(*item.at)
        fade = max(0.0, 1 - max(0.0, age - theme.FLOAT * 0.6) / (theme.FLOAT * 0.4))
        y += 24 + age * 36
        label = item.label
        if label is None:  # one label per float, made once
            label = item.label = arcade.Text(
                item.text,
                x,
                y,
                color=(255, 255, 255, 255),
                font_size=20,
                font_name=theme.FONT,
                bold=True,
                anchor_x="center",
                anchor_y="center",
            )
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
    if view.show_hints and view.hints and view.may_act():
        for rank, (x, y) in enumerate(hint_marker_positions(view)):
            if view.camera.contains(x, y):  # a small badge at the hint's corner
                arcade.draw_circle_filled(x, y, MARKER, (255, 255, 255, 235))
                arcade.draw_circle_outline(x, y, MARKER, theme.HINT, 2)
                draw_text(
                    str(rank + 1),
                    x,
                    y,
                    size=SIZES.small,
                    bold=True,
                    colour=theme.HINT,
                    anchor_x="center",
                    anchor_y="center",
                )
    draw_ghost_label(view)
    if view.app.options.show_spots and view.may_act() and view.placing.tile is not None:
        draw_legend(view, tr("legend.spots"), theme.SPOT)
    # The table's frame.
    outline_rect(Rect(left, bottom, width, height), theme.PANEL_EDGE)


def draw_legend(view: GameScreen, content: str, colour: tuple[int, int, int]) -> None:
    """One line at the top of the table saying what an aid shows."""
    left, bottom, width, height = view.camera.viewport
    line = fit_text(content, width - 40, SIZES.small)
    label = text(line, left + 12, bottom + height - 22, size=SIZES.small, colour=(255, 255, 255))
    fill_rect(Rect(left + 6, bottom + height - 28, label.content_width + 14, 20), (*colour, 225))
    label.draw()


def hint_marker_positions(view: GameScreen) -> list[tuple[float, float]]:
    """Where each hint's number goes: a small badge on the top left corner of its
    placement, off the middle where the ghost's colours are; a badge that would touch
    another moves right along the edge until it does not, so no number hides another."""
    out: list[tuple[float, float]] = []
    for hint in view.hints or []:
        x0, _, _, y1 = box_of(hint.action.at, hint.action.dir)
        x, y = view.camera.to_screen(x0, y1)
        x, y = x + MARKER + 2, y - MARKER - 2
        while any(math.hypot(x - ox, y - oy) < 2 * MARKER + 2 for ox, oy in out):
            x += 2 * MARKER + 3
        out.append((x, y))
    return out


def ghost_label(view: GameScreen) -> tuple[str, tuple[int, int, int], Rect] | None:
    """Beside the ghost: what it would score or why it cannot go there, and where (always
    inside the table area)."""
    if not view.may_act():
        return None
    caption = view.presenter.ghost_caption()
    if caption is None:
        return None
    camera = view.camera
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


def draw_ghost_label(view: GameScreen) -> None:
    found = ghost_label(view)
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


def status_line(view: GameScreen) -> str:
    thinking = view.task is not None or view.slide is not None
    return view.presenter.status_line(thinking=thinking)


def log_lines(view: GameScreen) -> list[tuple[int, str]]:
    return match_log_lines(view.match)


def hand_status(view: GameScreen) -> list[tuple[str, tuple[int, int, int]]]:
    lines = view.presenter.hand_status(show_hints=view.show_hints, hints=view.hints)
    return [(line, colour_of(tone)) for line, tone in lines]


def hint_text(view: GameScreen) -> tuple[str, tuple[int, int, int]]:
    line, tone = hints_in_words(view.hints)
    return line, colour_of(tone)
