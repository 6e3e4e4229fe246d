"""The guide's band over the table: a lesson's title, its sentence or two, what to do now,
the page's badge and the Next and Skip buttons, laid out from the texts as they measure.

The band grows with its texts: each text is measured wrapped at the width it is drawn at,
and the band is as high as the taller of the texts and the buttons. The buttons keep their
own column on the right of a wide band and a row under the texts of a narrow one, so that
no text ever runs under a button, in any language and at any window size. A band that
would take more than its share of the screen sets its texts a size smaller first.

:meth:`Band.arrange` lays it out (and records each part's rectangle in :attr:`Band.boxes`,
which the tests check for overlaps); :meth:`Band.draw` draws what was laid out.
"""

from __future__ import annotations

from dataclasses import dataclass

from figures.ui import theme
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import text

#: The colour of the band's edge, and of the outlines of what a lesson is about.
MARK = (236, 140, 20)
#: Below this width of the band, its buttons go under its texts.
NARROW = 760
#: Room round the band's parts, in pixels.
PAD = 12
#: Where the texts start, from the band's left edge (after its coloured stripe).
INDENT = 22
#: The buttons' heights, and the gap between them.
NEXT_H = 34
SKIP_H = 32
GAP = 6
#: The narrowest and widest a button may be.
BUTTON_MIN = 170
BUTTON_MAX = 300


@dataclass(frozen=True)
class Words:
    """What the band says: the page's title, its sentence or two, what to do now (and in
    which colour), and its badge ("Guide 2 / 3", empty on the welcome and the end)."""

    title: str
    body: str
    do: str = ""
    do_colour: tuple[int, int, int] = theme.FOCUS
    badge: str = ""


def _height(content: str, width: float, size: float, bold: bool = False) -> float:
    """How high ``content`` is wrapped at ``width`` pixels (0 for no text)."""
    if not content:
        return 0.0
    label = text(content, 0, 0, size=size, bold=bold, width=max(20, int(width)), anchor_y="top")
    return float(label.content_height)


def _width(content: str, size: float, bold: bool = False) -> float:
    return float(text(content, 0, 0, size=size, bold=bold).content_width) if content else 0.0


class Band:
    """The guide's band, with its two buttons (the screens make them: their labels and
    actions are the guide's)."""

    def __init__(self, next_button: Button, skip_button: Button) -> None:
        self.next_button = next_button
        self.skip_button = skip_button
        self.rect = Rect()
        self.words = Words("", "")
        self.narrow = False
        #: The type sizes of the title and the other texts, as last laid out.
        self.title_size: float = SIZES.heading
        self.size: float = SIZES.text
        #: Each part's rectangle as last laid out: ``title``, ``body``, ``do``, ``badge``,
        #: ``next``, ``skip`` (a part with no text has none).
        self.boxes: dict[str, Rect] = {}
        #: How high the texts and buttons need the band, as last laid out.
        self.need = 0.0
        self._key: object = None

    # ----------------------------------------------------------------- layout

    def button_width(self) -> float:
        """Wide enough for either button's label (both the same width)."""
        labels = [self.next_button.label(), self.skip_button.label()]
        need = max(_width(label, SIZES.text) for label in labels) + 32
        return min(BUTTON_MAX, max(BUTTON_MIN, need))

    def arrange(
        self, left: float, top: float, width: float, words: Words, most: float, least: float = 0
    ) -> Rect:
        """Lay the band out under ``top``, ``width`` wide, for ``words``: as high as its
        texts and buttons need (and ``least`` at least), at most ``most`` when a smaller type
        makes them fit (never smaller than they need). Returns the band's rectangle."""
        labels = (self.next_button.label(), self.skip_button.label())
        key = (left, top, width, words, most, least, labels)
        if key == self._key:
            return self.rect
        self._key = key
        self.words = words
        self.narrow = width < NARROW
        sizes = [(SIZES.heading, SIZES.text)]
        sizes += [(SIZES.heading - d, SIZES.text - d) for d in (1, 2, 3)]
        for title_size, size in sizes:
            self.title_size, self.size = title_size, size
            self._lay(left, top, width, least)
            if self.need <= most:
                break
        return self.rect

    def _lay(self, left: float, top: float, width: float, least: float) -> float:
        words = self.words
        bw = self.button_width()
        boxes: dict[str, Rect] = {}
        x = left + INDENT
        # (a wide band keeps a column for the buttons on its right)
        text_w = width - INDENT - PAD - (0 if self.narrow else bw + 2 * PAD)
        badge_w = _width(words.badge, SIZES.small)
        title_w = text_w
        if self.narrow and words.badge:  # the badge beside the title, on its right
            title_w = text_w - badge_w - PAD
        y = top - PAD
        title_h = _height(words.title, title_w, self.title_size, True)
        boxes["title"] = Rect(x, y - title_h, title_w, title_h)
        y -= title_h + GAP
        body_h = _height(words.body, text_w, self.size)
        if body_h:
            boxes["body"] = Rect(x, y - body_h, text_w, body_h)
            y -= body_h + GAP
        do_h = _height(words.do, text_w, self.size, True)
        if do_h:
            boxes["do"] = Rect(x, y - do_h, text_w, do_h)
            y -= do_h + GAP
        texts = top - y - GAP + PAD
        badge_h = _height(words.badge, badge_w + 4, SIZES.small) if words.badge else 0.0
        right = left + width - PAD
        if self.narrow:
            self.need = texts + NEXT_H + PAD
            height = max(least, self.need)
            bottom = top - height
            nxt = Rect(right - bw, bottom + PAD, bw, NEXT_H)
            skip = Rect(right - 2 * bw - PAD, bottom + PAD, bw, SKIP_H)
            if words.badge:
                boxes["badge"] = Rect(right - badge_w, top - PAD - badge_h, badge_w, badge_h)
        else:
            column = PAD + badge_h + (GAP if badge_h else 0) + NEXT_H + GAP + SKIP_H + PAD
            self.need = max(texts, column)
            height = max(least, self.need)
            bottom = top - height
            skip = Rect(right - bw, bottom + PAD, bw, SKIP_H)
            nxt = Rect(right - bw, skip.top + GAP, bw, NEXT_H)
            if words.badge:
                boxes["badge"] = Rect(right - bw, top - PAD - badge_h, badge_w, badge_h)
        boxes["next"] = nxt
        boxes["skip"] = skip
        self.next_button.rect = nxt
        self.skip_button.rect = skip
        height = float(round(height))
        self.rect = Rect(left, top - height, width, height)
        self.boxes = boxes
        return height

    def overlaps(self) -> list[tuple[str, str]]:
        """The pairs of parts that overlap, and the parts outside the band (with itself):
        none, as laid out (the tests ask)."""
        shown = {
            name: box
            for name, box in self.boxes.items()
            if name not in ("next", "skip")
            or (self.next_button if name == "next" else self.skip_button).visible()
        }
        out = []
        names = sorted(shown)
        for i, a in enumerate(names):
            box = shown[a]
            band = self.rect
            inside = (
                box.left >= band.left - 0.5
                and box.right <= band.right + 0.5
                and box.bottom >= band.bottom - 0.5
                and box.top <= band.top + 0.5
            )
            if not inside:
                out.append((a, a))
            for b in names[i + 1 :]:
                other = shown[b]
                if (
                    box.left < other.right
                    and other.left < box.right
                    and box.bottom < other.top
                    and other.bottom < box.top
                ):
                    out.append((a, b))
        return out

    # ----------------------------------------------------------------- drawing

    def draw(self, hover: tuple[float, float] | None) -> None:
        band = self.rect
        words = self.words
        fill_rect(band, theme.PANEL)
        fill_rect(Rect(band.left, band.bottom, 6, band.height), MARK)
        outline_rect(band, theme.PANEL_EDGE)
        boxes = self.boxes
        for name, content, size, colour, bold in (
            ("title", words.title, self.title_size, theme.TEXT, True),
            ("body", words.body, self.size, theme.TEXT, False),
            ("do", words.do, self.size, words.do_colour, True),
            ("badge", words.badge, SIZES.small, theme.MUTED, False),
        ):
            box = boxes.get(name)
            if box is None or not content:
                continue
            label = text(
                content,
                box.left,
                box.top,
                size=size,
                colour=colour,
                bold=bold,
                width=max(20, int(box.width if name != "badge" else box.width + 4)),
                anchor_y="top",
            )
            label.draw()
        for button in (self.next_button, self.skip_button):
            button.draw(hover)
