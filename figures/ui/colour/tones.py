"""The tones of the colour game's parts. The parts of its screen each own their rectangle of the
window, their drawing and what a click on them hits: the top bar
(:mod:`figures.ui.shell.top_bar`), the table (:mod:`.table`), the hand (:mod:`.hand`), the
scores panel with the log (:mod:`.side`), the message line and the keys panel
(:mod:`figures.ui.widgets.message`, shared by every screen).

The game screen (:class:`figures.ui.colour.view.GameView`) places them on a resize, feeds them
what they show on each update and routes the input to them; their ``draw`` methods only read.
All in window pixels but the table, which draws through its camera.
"""

from __future__ import annotations

from figures.ui import theme
from figures.ui.colour.presenter import Tone
from figures.ui.theme import RGB

#: The colour of each tone of the presenter's lines.
TONES: dict[Tone, RGB] = {
    "text": theme.TEXT,
    "muted": theme.MUTED,
    "legal": theme.LEGAL,
    "illegal": theme.ILLEGAL,
    "hint": theme.HINT,
}


def colour_of(tone: Tone) -> RGB:
    return TONES[tone]
