"""The look of the desktop game in one place: colours, sizes, fonts.

The four tile colours and the colour-blind symbols are those of the scene the Pillow pictures
paint too (:mod:`figures.scene.colour`), so the pictures of the docs and the game look alike.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Final

from figures.colour.tiles import Colour
from figures.scene import colour as scene
from figures.scene.colour import GRID, HIGHLIGHT, INK, PALETTE, SEAM, SYMBOLS, TABLE, WARNING, mix

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

__all__ = ["GRID", "HIGHLIGHT", "INK", "PALETTE", "SEAM", "SYMBOLS", "TABLE", "WARNING", "mix"]


def rgba(rgb: RGB, alpha: int = 255) -> RGBA:
    return (rgb[0], rgb[1], rgb[2], alpha)


#: The tile colours, from the scene.
TILE: Final[dict[Colour, RGB]] = dict(PALETTE)
#: The symbol kind drawn in each colour's triangles in colour-blind mode.
SYMBOL: Final[dict[Colour, str]] = dict(SYMBOLS)
#: Ink of the colour-blind symbols: a dark shade of the triangle's own colour (the scene's).
SYMBOL_INK: Final[dict[Colour, RGB]] = dict(scene.SYMBOL_INK)
#: Seams between the triangles of a domino, per colour.
SEAM_OF: Final[dict[Colour, RGB]] = {c: mix(SEAM, rgb, 0.45) for c, rgb in PALETTE.items()}
#: The outline of a closed surface, per colour (the scene's).
CLOSED_OF: Final[dict[Colour, RGB]] = dict(scene.CLOSED_INK)

BACKGROUND: Final[RGB] = TABLE
PANEL: Final[RGB] = (250, 248, 243)
PANEL_EDGE: Final[RGB] = (214, 206, 192)
TOP_BAR: Final[RGB] = (58, 62, 74)
TOP_TEXT: Final[RGB] = (244, 240, 232)
TEXT: Final[RGB] = INK
MUTED: Final[RGB] = (120, 116, 110)
BUTTON: Final[RGB] = (232, 226, 214)
BUTTON_HOVER: Final[RGB] = (220, 212, 196)
BUTTON_DISABLED: Final[RGB] = (238, 235, 229)
BUTTON_PRIMARY: Final[RGB] = (62, 110, 160)
BUTTON_PRIMARY_HOVER: Final[RGB] = (50, 94, 140)
FIELD: Final[RGB] = (255, 255, 255)
FOCUS: Final[RGB] = (62, 110, 160)
LEGAL: Final[RGB] = (40, 150, 70)
ILLEGAL: Final[RGB] = WARNING
SPOT: Final[RGB] = (40, 150, 70)
HINT: Final[RGB] = (90, 60, 200)
#: The cells no domino can ever fill.
DEAD: Final[RGB] = (150, 144, 134)
SELECTED: Final[RGB] = (62, 110, 160)
SHADOW: Final[RGBA] = (0, 0, 0, 40)
OVERLAY: Final[RGBA] = (40, 38, 36, 150)
#: One colour per seat: the frame of each player's last placement and their marker on the
#: score track. Apart from each other, from the four tile colours, from the dominoes' dark
#: borders, from the dark outlines of closed surfaces and from the hints' violet (more than
#: 30 apart in CIELAB, checked in a test): magenta, teal, orange, leaf green.
SEATS: Final[tuple[RGB, ...]] = ((196, 30, 140), (0, 165, 165), (215, 95, 0), (100, 150, 0))

FONT: Final = ("Liberation Sans", "Arial", "DejaVu Sans")
FONT_FILES: Final = (
    ":system:fonts/ttf/Liberation/Liberation_Sans_Regular.ttf",
    ":system:fonts/ttf/Liberation/Liberation_Sans_Bold.ttf",
)


@dataclass(frozen=True, slots=True)
class Sizes:
    """Layout sizes in pixels (before any scaling for a small window)."""

    window: tuple[int, int] = (1280, 800)
    #: The window cannot be made smaller (``figures play --size`` refuses less too); the
    #: layout still degrades gracefully below it where a window manager does not enforce it.
    minimum: tuple[int, int] = (900, 600)
    top_bar: int = 44
    side_panel: int = 330
    hand_area: int = 168
    margin: int = 12
    button_height: int = 32
    text: int = 13
    small: int = 11
    title: int = 26
    heading: int = 16
    #: Pixels per cell when a game starts, and the zoom limits.
    cell: float = 46.0
    cell_min: float = 6.0
    cell_max: float = 160.0
    #: Line widths on the table, in cells.
    seam: float = 0.018
    outline: float = 0.05
    closed: float = 0.06
    #: Size of a hand domino's cell in pixels.
    hand_cell: int = 52


SIZES: Final = Sizes()

# ----------------------------------------------------------------------------- the scale

#: The largest scale of the interface (a wall-sized window is not drawn at 5x).
SCALE_MAX: Final = 3.0
#: The scale moves in steps of a twentieth (a window dragged wider does not remake its texts
#: at every pixel).
SCALE_STEP: Final = 0.05
#: An environment variable that fixes the scale (``FIGURES_UI_SCALE=1.5``), in place of the
#: window's size and the system's factor; still never so large that the layout loses the room
#: of the smallest window.
SCALE_VARIABLE: Final = "FIGURES_UI_SCALE"


def interface_scale(
    size: tuple[float, float], system: float = 1.0, fixed: str | None = None
) -> float:
    """How much larger than its design the interface is drawn in a window of ``size``
    (pixels): the layout is made for :attr:`Sizes.window` (1280x800) and shown at
    ``min(width / 1280, height / 800)`` of it in a larger window (1.5 in 1920x1200), at
    least at the system's own factor ``system`` (a desktop set to 150%), or at ``fixed``
    (:data:`SCALE_VARIABLE`'s value) when it is a number; never below 1 (a smaller window
    keeps today's sizes) nor so large that the layout has less room than
    :attr:`Sizes.minimum` (900x600)."""
    width, height = size
    design_w, design_h = SIZES.window
    wanted = max(system, min(width / design_w, height / design_h))
    if fixed is not None and fixed.strip():
        try:
            value = float(fixed)
        except ValueError:
            value = math.nan
        if math.isfinite(value) and value > 0:
            wanted = value
    least_w, least_h = SIZES.minimum
    room = min(width / least_w, height / least_h)
    scale = max(1.0, min(wanted, room, SCALE_MAX))
    return math.floor(scale / SCALE_STEP + 1e-9) * SCALE_STEP


def scale_setting() -> str | None:
    """The scale the environment fixes (:data:`SCALE_VARIABLE`), if any."""
    return os.environ.get(SCALE_VARIABLE)


#: The scale of the window shown, and the pixels of the screen per pixel of the layout
#: (the scale times the platform's own ratio, 2 on a Retina screen): texts are made that many
#: times larger and drawn back into the layout, so they stay sharp (set by the window).
_SCALE: list[float] = [1.0, 1.0]


def scale() -> float:
    """The interface's scale in the window shown (:func:`interface_scale`): the layout's
    sizes are multiplied by it on the screen."""
    return _SCALE[0]


def pixels() -> float:
    """The screen's pixels per pixel of the layout (texts are rasterised at this size)."""
    return _SCALE[1]


def set_scale(value: float, pixel_ratio: float | None = None) -> None:
    """The window's scale (and its pixels per layout pixel, the same by default)."""
    _SCALE[0] = value
    _SCALE[1] = value if pixel_ratio is None else pixel_ratio


#: Timings of the computer's moves, in seconds.
THINK_AT_LEAST: Final = 0.45
SLIDE: Final = 0.45
FLOAT: Final = 1.4
FLASH: Final = 1.2
TOAST: Final = 3.0
#: How long a round's or a game's end ignores Enter once it shows, in seconds: a key pressed
#: for the game a moment before (to play, to draw) does not skip what the end says.
SETTLE: float = 0.6
