"""The classic screen's message line, between the table and the hand: a play previewed, a
hint, how to play the tile held, what the position demands, the keys; in one row at the
text size, else the small size, else two rows of whole words smaller still.

:meth:`PromptLine.show` fits the words to the line; :meth:`PromptLine.draw` changes nothing.
"""

from __future__ import annotations

from functools import lru_cache

from figures.ui import theme
from figures.ui.classic.side import wrap_text
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text, text


class PromptLine:
    """The line's rectangle and the words it shows, fitted."""

    def __init__(self) -> None:
        self.rect = Rect()
        self.content = ""
        self.colour: RGB = theme.MUTED
        #: The type's size and the rows it takes.
        self.size = float(SIZES.text)
        self.rows: tuple[str, ...] = ()

    def place(self, rect: Rect) -> None:
        self.rect = rect

    def show(self, content: str, colour: RGB) -> None:
        """``content`` in ``colour`` (bold but for the muted words)."""
        self.content, self.colour = content, colour
        self.rows = ()
        if content:
            self.size, self.rows = message_rows(content, self.rect.width - 24, self.bold)

    @property
    def bold(self) -> bool:
        return self.colour != theme.MUTED

    def draw(self) -> None:
        r = self.rect
        gap = self.size + 4  # (two rows a line apart, centred on the line)
        for i, row in enumerate(self.rows):
            draw_text(
                row,
                r.left + 12,
                r.cy + gap * ((len(self.rows) - 1) / 2 - i),
                colour=self.colour,
                size=self.size,
                bold=self.bold,
                anchor_y="center",
            )


@lru_cache(maxsize=256)
def message_rows(content: str, width: float, bold: bool) -> tuple[float, tuple[str, ...]]:
    """The message line's text size and rows: one row at the text size, else at the small
    size, else two rows of whole words at a size smaller still (a long hint's reasons
    wrap rather than run off the table's edge mid-word)."""
    for size in (float(SIZES.text), float(SIZES.small)):
        if text(content, 0, 0, size=size, bold=bold).content_width <= width:
            return size, (content,)
    size = float(SIZES.small - 1)
    return size, wrap_text(content, width, size, bold)
