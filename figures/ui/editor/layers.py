"""What the position editor draws on its table, over the game's own pieces: the dominoes the
rules refuse (red outlines, their clashes crossed), the legal plays laid faded with their
numbers, the domino judged where it would go (its ghost, contacts and the surfaces it would
close) with its caption, and the table's state at its foot. Each layer is cached until what
it shows changes."""

from __future__ import annotations

from typing import Protocol

import arcade

from figures.colour.rules import contacts
from figures.colour.shapes import domino_polygon
from figures.scene.colour import cells_of, middle_of
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.colour.controller import breakdown, reason_text
from figures.ui.colour.paint import (
    TableRenderer,
    add_domino,
    closing_batch,
    contact_marks,
    ghost_batch,
)
from figures.ui.draw.batch import Batch, CachedShape
from figures.ui.draw.camera import TableCamera
from figures.ui.editor.model import PLAYS, Editor, Judged
from figures.ui.theme import SIZES
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text

__all__ = ["TableHost", "TableLayers"]


class TableHost(Protocol):
    """The editor's screen, as its table's layers see it."""

    editor: Editor
    camera: TableCamera
    renderer: TableRenderer
    colour_blind: bool
    #: The table's place in the window.
    table_rect: Rect

    def shown_plays(self) -> tuple[int, Judged | None]:
        """How many plays the table shows as laid, and the play shown judged on it."""
        ...

    def on_hover_table(self) -> bool:
        """Whether the domino held is on the table."""
        ...

    def just_put_here(self, hover: Judged) -> bool:
        """Whether ``hover`` is the domino just laid where it is."""
        ...


class TableLayers:
    """The table's layers, each a cached shape, drawn for ``host``."""

    def __init__(self) -> None:
        self.refused = CachedShape()
        self.plays = CachedShape()
        self.ghost = CachedShape()

    def draw_world(self, host: TableHost) -> None:
        """The table in the camera's coordinates: the dominoes, the plays, the ghosts."""
        editor = host.editor
        host.camera.use()
        renderer = host.renderer
        renderer.cover(host.camera.visible())
        renderer.grid.draw()
        renderer.dominoes.draw()
        self.draw_refused(host)
        renderer.closed.draw()
        if editor.mode == PLAYS:
            count, judged = host.shown_plays()
            self.draw_plays(host, count)
            if judged is not None:
                self.draw_judged(host, judged, strong=True)
        if host.on_hover_table():
            hover = editor.hover()
            if hover is not None and not host.just_put_here(hover):
                self.draw_judged(host, hover, strong=False)

    def draw_refused(self, host: TableHost) -> None:
        """The table's dominoes the rules refuse: red outlines, their clashes crossed."""
        editor = host.editor
        key = ("refused", editor.position, host.colour_blind)
        if key != self.refused.key:
            batch = Batch()
            table = editor.table
            for index in sorted(table.refused):
                domino = editor.position.board[index]
                add_domino(
                    batch,
                    domino.placed().triangles(),
                    domino_polygon(domino.placed()),
                    colour_blind=host.colour_blind,
                    outline=theme.ILLEGAL,
                    outline_width=SIZES.outline * 2.4,
                )
            for index in sorted(table.refused):
                domino = editor.position.board[index]
                touching = contacts(table.board, domino.face, domino.at, domino.dir)
                contact_marks(batch, [t for t in touching if not t[1]])
            self.refused.update(key, batch)
        self.refused.draw()

    def draw_plays(self, host: TableHost, count: int) -> None:
        """The legal plays among the first ``count``, laid faded over the table."""
        editor = host.editor
        key = ("plays", editor.position, count, host.colour_blind)
        if key != self.plays.key:
            batch = Batch()
            for play, verdict in zip(
                editor.position.plays[:count], editor.verdicts[:count], strict=True
            ):
                if verdict.legal:
                    add_domino(
                        batch,
                        play.placed().triangles(),
                        domino_polygon(play.placed()),
                        colour_blind=host.colour_blind,
                        alpha=150,
                        outline=theme.LEGAL,
                    )
            self.plays.update(key, batch)
        self.plays.draw()

    def draw_judged(self, host: TableHost, judged: Judged, *, strong: bool) -> None:
        """A domino where it would go: the ghost (green or red outline), its contacts with
        the table, the surfaces it would close."""
        placed = judged.domino.placed()
        key = (
            "ghost",
            judged.domino,
            judged.verdict.legal,
            strong,
            host.editor.position,
            host.editor.mode,
            host.colour_blind,
        )
        if key != self.ghost.key:
            batch = ghost_batch(
                placed,
                legal=judged.verdict.legal,
                colour_blind=host.colour_blind,
                alpha=255 if strong else 190,
            )
            contact_marks(batch, judged.contacts)
            if judged.closing:
                closing_batch(batch, judged.closing, strong=strong)
            self.ghost.update(key, batch)
        self.ghost.draw()

    def draw_table_overlays(self, host: TableHost) -> None:
        """In window pixels: the plays' numbers, the caption over the domino judged, the
        table's state and the frame."""
        editor = host.editor
        r = host.table_rect
        camera = host.camera
        if editor.mode == PLAYS:
            count, judged = host.shown_plays()
            numbered = [
                (i, editor.position.plays[i]) for i in range(count) if editor.verdicts[i].legal
            ]
            if judged is not None and editor.selected is not None:
                numbered.append((editor.selected, judged.domino))
            for index, play in numbered:
                x, y = camera.to_screen(*middle_of(play.at, play.dir))
                if camera.contains(x, y):
                    arcade.draw_circle_filled(x, y, 10, (255, 255, 255, 230))
                    arcade.draw_circle_outline(x, y, 10, theme.INK, 1.5)
                    draw_text(
                        str(index + 1),
                        x,
                        y,
                        size=SIZES.small,
                        bold=True,
                        anchor_x="center",
                        anchor_y="center",
                    )
            if judged is not None:
                self.draw_caption(host, judged)
        if host.on_hover_table():
            hover = editor.hover()
            if hover is not None and not host.just_put_here(hover):
                self.draw_caption(host, hover)
        # The table's state, at its foot.
        table = editor.table
        n = len(editor.position.board)
        if table.refused:
            line, colour = (
                tr("editor.table.refused", refused=len(table.refused), n=n),
                theme.ILLEGAL,
            )
        elif n:
            line, colour = tr("editor.table.count", n=n), theme.TOP_BAR
        else:
            line, colour = tr("editor.table.empty"), theme.TOP_BAR
        label = text(
            fit_text(line, r.width - 30, SIZES.small),
            r.left + 12,
            r.bottom + 10,
            size=SIZES.small,
            colour=(255, 255, 255),
        )
        fill_rect(Rect(r.left + 6, r.bottom + 4, label.content_width + 14, 20), (*colour, 225))
        label.draw()
        outline_rect(r, theme.PANEL_EDGE)

    def draw_caption(self, host: TableHost, judged: Judged) -> None:
        """Over the domino: what it scores (its parts) or why it is refused."""
        verdict = judged.verdict
        if verdict.score is not None:
            content = f"{breakdown(verdict.score)} = {verdict.score.points}"
            colour = theme.LEGAL
        else:
            assert verdict.error is not None
            content, colour = reason_text(verdict.error), theme.ILLEGAL
        domino = judged.domino
        cells = cells_of(domino.at, domino.dir)
        camera = host.camera
        x, top = camera.to_screen(middle_of(domino.at, domino.dir)[0], max(c[1] for c in cells) + 1)
        r = host.table_rect
        content = fit_text(content, r.width - 24, SIZES.small, bold=True)
        probe = text(content, 0, 0, size=SIZES.small, bold=True)
        w, h = probe.content_width + 14, probe.content_height + 6
        # (clear of the contact marks on the domino's edge)
        lift = 0.2 * camera.scale + h / 2 + 2
        cy = top + lift
        if cy + h / 2 > r.top - 2:
            cy = camera.to_screen(0, min(c[1] for c in cells))[1] - lift
        cx = min(max(x, r.left + w / 2 + 4), r.right - w / 2 - 4)
        if not r.contains(cx, cy):
            return
        fill_rect(Rect(cx - w / 2, cy - h / 2, w, h), (*colour, 235))
        draw_text(
            content,
            cx,
            cy,
            size=SIZES.small,
            bold=True,
            colour=(255, 255, 255),
            anchor_x="center",
            anchor_y="center",
        )
