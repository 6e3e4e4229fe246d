"""The hand: the dominoes of the player at the screen (or the backs of a hidden hand), its
title, the status beside it and the action buttons (confirm, cancel, second domino, end the
turn, return, pass, results) stacked on its right.

Fed what to show by :meth:`HandPanel.show` (each update); :meth:`HandPanel.tile_at` names the
domino under a pixel.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import arcade

from figures.colour.board import Placed
from figures.colour.geometry import Side
from figures.colour.shapes import domino_polygon
from figures.colour.tiles import TileSet
from figures.scene.colour import box_of
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.colour.paint import add_domino
from figures.ui.colour.presenter import Line, Tone
from figures.ui.colour.tones import colour_of
from figures.ui.draw.batch import Batch, CachedShape
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, draw_widgets
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text

#: The rows of the action buttons, in their order (0: the lower row).
ROWS = (0, 1, 0, 1, 0, 1, 0)


@dataclass
class HandContent:
    """What the hand shows: ``over`` (the game ended), hidden (``hidden`` backs, the
    ``title`` saying whose turn it is) or the ``tiles`` of the player at the screen."""

    title: str = ""
    over: bool = False
    face_up: bool = True
    tiles: list[int] = field(default_factory=list)
    hidden: int = 0
    #: The status beside the dominoes (the presenter's lines), and the shorter form of some
    #: of its lines and hint rows (some shortened again), for when they do not fit whole.
    lines: Sequence[Line] = ()
    shorter: Mapping[str, str] = field(default_factory=dict)
    #: The domino held, those chosen to return, the face shown of each.
    selected: int | None = None
    returning: frozenset[int] = frozenset()
    faces: dict[int, int] = field(default_factory=dict)
    #: The way each domino lies, as its ghost will (the held one's, else as it was left).
    dirs: dict[int, Side] = field(default_factory=dict)
    colour_blind: bool = False
    tileset: TileSet | None = None


class HandPanel:
    """The hand area at the bottom left of the game screen."""

    def __init__(self, action_buttons: Sequence[Button]) -> None:
        self.rect = Rect()
        #: The pixels of a domino's cell (smaller in a narrow window).
        self.cell = SIZES.hand_cell
        self.action_buttons = list(action_buttons)
        self.content = HandContent()
        #: Each domino's place in the hand (its frame, a little larger than the domino).
        self.rects: list[tuple[Rect, int]] = []

    def place(self, rect: Rect, cell: int) -> None:
        self.rect = rect
        self.cell = cell
        # The action buttons: in the hand area's right part, stacked.
        right = rect.right - 12
        # (An even width: each label centred on whole pixels, never a letter drawn doubled.)
        width = 2 * int(min(230, max(140, rect.width * 0.22)) / 2)
        for button, row in zip(self.action_buttons, ROWS, strict=True):
            button.rect = Rect(right - width, 16 + (1 - row) * 42, width, 36)
        self.rects = self._cards()

    def show(self, content: HandContent) -> None:
        self.content = content
        self.rects = self._cards()

    def _cards(self) -> list[tuple[Rect, int]]:
        content = self.content
        if content.over or not content.face_up:
            return []
        cell = self.cell
        x = self.rect.left + 40
        bottom = self.rect.bottom + 34
        out = []
        for tile in content.tiles:
            # The frame holds the domino and its label under it (never striking through it).
            out.append((Rect(x - 8, bottom - 26, cell * 2 + 16, cell + 36), tile))
            x += cell * 2 + 40
        return out

    def tile_at(self, x: float, y: float) -> int | None:
        for rect, tile in self.rects:
            if rect.contains(x, y):
                return tile
        return None

    def status_box(self) -> tuple[float, float]:
        """Left and width of the status text: right of the two dominoes, up to the action
        buttons shown (or the end of the hand area when none is)."""
        x = self.rect.left + 40 + 2 * (self.cell * 2 + 40) - 16
        buttons = [b.rect.left for b in self.action_buttons if b.visible()]
        right = min(buttons) - 16 if buttons else self.rect.right - 16
        return x, max(100.0, right - x)

    # ----------------------------------------------------------------- drawing

    def draw(self, hover: tuple[float, float] | None) -> None:
        hand = self.rect
        content = self.content
        fill_rect(hand, theme.PANEL)
        arcade.draw_line(hand.left, hand.top, hand.right, hand.top, theme.PANEL_EDGE, 1)
        x = hand.left + 16
        title_y = hand.top - 24
        if content.over:
            draw_text(tr("top.over"), x, title_y, size=SIZES.heading, bold=True)
            draw_widgets(list(self.action_buttons), hover)
            return
        if not content.face_up:
            draw_text(content.title, x, title_y, size=SIZES.heading, bold=True)
            self.draw_backs(content.hidden)
            return
        status_x, status_w = self.status_box()
        title = fitted_title(content.title, status_x - x - 12)
        draw_text(title, x, title_y, size=SIZES.heading, bold=True)
        self.draw_cards()
        # The status: what the ghost would do, or what to do next.
        sy = hand.top - 14
        gap = self.status_gap()
        for line, tone, size in self.status_lines():
            label = draw_text(
                line,
                status_x,
                sy,
                size=size,
                colour=colour_of(tone),
                width=int(status_w),
                anchor_y="top",
            )
            sy -= label.content_height + gap
        self.fit_buttons()
        draw_widgets(list(self.action_buttons), hover)

    def fit_buttons(self) -> None:
        """An action button whose label does not fit its width shows its short label."""
        for button in self.action_buttons:
            if button.short is not None:
                width = text(button.label(), 0, 0, size=button.size).content_width
                button.compact = width > button.rect.width - 12

    def status_gap(self) -> int:
        return 8 if self.status_box()[1] >= 300 else 4

    def status_lines(self) -> list[tuple[str, Tone, float]]:
        """The status's lines as drawn, each with its tone and font size, fitted to the hand's
        height: when they would run past its bottom, the hints' caption goes, then the lines
        that are not hints take their shorter forms, then the hints from the last up (their
        number, domino and points; :attr:`HandContent.shorter`), then the last hints go (each
        kept whole), and only a last hint that still does not fit is cut to one row at the
        status's width."""
        _, status_w = self.status_box()
        narrow = status_w < 300
        gap = self.status_gap()
        room = self.rect.height - 14  # (from the status's top to the window's bottom)
        lines: list[tuple[str, Tone, float]] = [
            (line, tone, SIZES.text if tone != "hint" and not narrow else SIZES.small)
            for line, tone in self.content.lines
        ]

        def height(rows: list[tuple[str, Tone, float]]) -> float:
            return sum(
                text(line, 0, 0, size=size, width=int(status_w), anchor_y="top").content_height
                for line, _, size in rows
            ) + gap * (len(rows) - 1)

        if height(lines) <= room:
            return lines
        # First the hints' caption goes.
        caption = tr("hint.caption")
        lines = [
            ("\n".join(r for r in line.split("\n") if r != caption), tone, size)
            if tone == "hint"
            else (line, tone, size)
            for line, tone, size in lines
        ]
        if height(lines) <= room:
            return lines

        shorter = self.content.shorter
        #: The lines and rows as the presenter gave them (a shorter form may be shortened
        #: again: every one is shortened once before any twice).
        first = set(shorter) - set(shorter.values())

        def shorten_last(again: bool) -> bool:
            """The next line or hint row that has a shorter form takes it: the lines that
            are not hints first (a preview without the keys its buttons say), then the hints
            from the last up."""
            order = [i for i, line in enumerate(lines) if line[1] != "hint"]
            order += [i for i, line in enumerate(lines) if line[1] == "hint"][::-1]
            for i in order:
                line, tone, size = lines[i]
                rows = line.split("\n")
                for j in range(len(rows) - 1, -1, -1):
                    short = shorter.get(rows[j]) if again or rows[j] in first else None
                    if short is not None and short != rows[j]:
                        rows[j] = short
                        lines[i] = ("\n".join(rows), tone, size)
                        return True
            return False

        # Then the shorter forms: every hint keeps its number, its domino and its points.
        for again in (False, True):
            while height(lines) > room and shorten_last(again):
                pass
        if height(lines) <= room:
            return lines

        def drop_last_hint() -> bool:
            hint = next((i for i in range(len(lines) - 1, -1, -1) if lines[i][1] == "hint"), None)
            rows = lines[hint][0].split("\n") if hint is not None else []
            if hint is None or len(rows) < 2:
                return False
            lines[hint] = ("\n".join(rows[:-1]), lines[hint][1], lines[hint][2])
            return True

        # Then the last hints go, each kept whole while one is left (a hint cut short says
        # nothing); only the last one left is cut to one row.
        while height(lines) > room and drop_last_hint():
            pass
        if height(lines) <= room:
            return lines

        def one_row(line: str, size: float) -> str:
            return "\n".join(fit_text(row, status_w - 2, size) for row in line.split("\n"))

        return [
            (one_row(line, size) if tone == "hint" else line, tone, size)
            for line, tone, size in lines
        ]

    def draw_backs(self, count: int) -> None:
        cell = self.cell
        x = self.rect.left + 40
        bottom = self.rect.bottom + 34
        for _ in range(count):
            fill_rect(
                Rect(x, bottom, cell * 2, cell), theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.2)
            )
            outline_rect(Rect(x, bottom, cell * 2, cell), theme.PANEL_EDGE, 2)
            draw_text(
                tr("hand.hidden"),
                x + cell,
                bottom + cell / 2,
                colour=theme.MUTED,
                anchor_x="center",
                anchor_y="center",
            )
            x += cell * 2 + 40

    def draw_cards(self) -> None:
        content = self.content
        cell = self.cell
        for index, (rect, tile) in enumerate(self.rects):
            x, bottom = rect.left + 8, rect.bottom + 26
            returning = tile in content.returning
            if content.selected == tile or returning:
                fill_rect(
                    rect,
                    theme.mix(
                        theme.ILLEGAL if returning else theme.SELECTED, (255, 255, 255), 0.75
                    ),
                )
                outline_rect(rect, theme.ILLEGAL if returning else theme.SELECTED, 2)
            face = content.faces.get(tile, 0)
            self.draw_domino(tile, face, x, bottom, content.dirs.get(tile, Side.E))
            draw_text(
                f"{index + 1}",
                x - 22,
                bottom + cell / 2,
                size=SIZES.heading,
                bold=True,
                colour=theme.MUTED,
                anchor_y="center",
            )
            draw_text(
                f"#{tile} · {tr('hand.face', n=face + 1)}",
                x + cell * 2,
                bottom - 20,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="right",
            )

    def draw_domino(
        self, tile: int, face_index: int, x: float, y: float, direction: Side = Side.E
    ) -> None:
        """A domino of the hand in its place (``x, y``: the bottom left of its two cells
        lying across), turned the way its ghost lies on the table: across, or upright at a
        smaller scale within the same place (:func:`card_transform`)."""
        cell = self.cell
        colour_blind = self.content.colour_blind
        key = ("card", tile, face_index, direction, x, y, cell, colour_blind)
        cache = _CARD_CACHE.get(key)
        if cache is None:
            tileset = self.content.tileset
            assert tileset is not None
            face = tileset[tile].faces[face_index]
            placed = Placed(face, (0, 0), direction, tile)
            batch = Batch()
            add_domino(
                batch,
                placed.triangles(),
                domino_polygon(placed),
                colour_blind=colour_blind,
            )
            transform = card_transform(direction, x, y, cell)
            batch.points = [transform(px, py) for px, py in batch.points]
            cache = CachedShape()
            cache.update(key, batch)
            if len(_CARD_CACHE) > 64:
                _CARD_CACHE.clear()
            _CARD_CACHE[key] = cache
        cache.draw()


#: An upright domino in the hand: its cells' size against a domino lying across (it
#: stands in the same place, between the domino's number and its label).
UPRIGHT = 0.62


def card_transform(
    direction: Side, x: float, y: float, cell: float
) -> Callable[[float, float], tuple[float, float]]:
    """From table units of a domino laid at (0, 0) facing ``direction`` to the window
    pixels of its picture in the hand, whose place (two cells across) has its bottom left
    at ``x, y``: across at ``cell`` pixels a cell, upright at :data:`UPRIGHT` of it, centred
    in the place."""
    x0, y0, x1, y1 = box_of((0, 0), direction)
    scale = cell if x1 - x0 > y1 - y0 else cell * UPRIGHT
    cx, cy = x + cell, y + cell / 2  # the middle of the place
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2

    def transform(px: float, py: float) -> tuple[float, float]:
        return (cx + (px - mx) * scale, cy + (py - my) * scale)

    return transform


@functools.lru_cache(maxsize=64)
def fitted_title(title: str, width: float) -> str:
    """The hand's title cut to end before the status text (measured once per title)."""
    return fit_text(title, width, SIZES.heading, bold=True)


_CARD_CACHE: dict[object, CachedShape] = {}
