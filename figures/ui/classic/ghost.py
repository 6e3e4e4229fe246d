"""The ghost of the play being previewed: the held tile drawn faint where it would lie on the
table, and the words of what it would do. Fed by the screen after each change of the tile
held or the end chosen (and when the table's view moves); drawing only reads."""

from __future__ import annotations

from collections.abc import Callable

from figures.classic.actions import Action, Lead, Play
from figures.core.errors import FiguresError
from figures.texts.i18n import tr
from figures.ui.classic import presenter
from figures.ui.classic.match import ClassicMatch
from figures.ui.classic.paint import Look, TileLayer
from figures.ui.classic.table import ClassicTable

#: How opaque the ghost of a play being previewed is.
GHOST_ALPHA = 165


class Ghost:
    """The play previewed: its tile (a layer of none or one) and its words."""

    def __init__(self) -> None:
        self.layer = TileLayer()
        #: What the play would do ("" when nothing is previewed).
        self.text = ""

    def __len__(self) -> int:
        return len(self.layer)

    def show(
        self,
        match: ClassicMatch,
        action: Play | Lead | None,
        table: ClassicTable,
        look: Look,
        towards: dict[str, str],
        ways: Callable[[], int],
    ) -> None:
        """Preview ``action`` (None: nothing) on ``table``; ``ways`` is how many ways round the
        tile held may go on its end (a matador's two halves: the words say so)."""
        self.layer = TileLayer()
        self.text = ""
        if action is None:
            return
        tile = table.landing_tile(action)
        if tile is not None:
            self.layer.add(tile, look, alpha=GHOST_ALPHA)
        try:
            self.text = presenter.preview_text(match, action, towards)
        except FiguresError:
            self.text = ""
        if self.text and ways() > 1:
            self.text += tr("classic.preview.flip")  # (a matador: either half)

    def contains(self, table: ClassicTable, action: Action | None, x: float, y: float) -> bool:
        """Whether (x, y) is on the ghost of ``action`` (where the table would lay it)."""
        if action is None:
            return False
        tile = table.landing_tile(action)
        if tile is None:
            return False
        x0, y0, x1, y1 = tile.box
        return x0 <= x <= x1 and y0 <= y <= y1

    def draw(self) -> None:
        self.layer.draw()
