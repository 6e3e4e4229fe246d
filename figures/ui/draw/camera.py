"""The table's camera: a Camera2D over the table area, in table units (one unit per cell).

Panning moves the camera, zooming changes its pixels per cell around a fixed point, and
``fit`` frames a set of cells. Nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.types import LBWH

from figures.ui.theme import SIZES

Point = tuple[float, float]
#: Seconds a gentle pan takes.
GLIDE = 0.5
#: Pixels kept between a box brought into view and the view's edges (a hint's badge sits
#: 9 pixels outside its domino's corner).
PAD = 14.0


@dataclass
class Glide:
    """A gentle pan (and zoom) under way: from a centre and scale to others, from ``start``."""

    centre: Point
    to: Point
    start: float
    scale: float
    to_scale: float


#: Fit shows at least this many cells across the view's shorter side (at the window's
#: usual size, as many as the start scale shows).
FIT_CELLS = 9


def fit_limit(width: float, height: float) -> float:
    """The closest :meth:`TableCamera.fit` zooms in a view of ``width`` by ``height`` pixels:
    :data:`FIT_CELLS` cells across its shorter side, and at least a little more than the
    start scale (a small window)."""
    return max(SIZES.cell * 1.4, min(width, height) / FIT_CELLS)


class TableCamera:
    def __init__(self, viewport: tuple[int, int, int, int]) -> None:
        self.camera = arcade.Camera2D()
        self.viewport = viewport
        self.centre: Point = (0.5, 0.5)
        self.scale = SIZES.cell
        #: A gentle pan under way; any move by the player stops it.
        self.glide: Glide | None = None
        self.resize(viewport)

    # ----------------------------------------------------------------- geometry

    def resize(self, viewport: tuple[int, int, int, int]) -> None:
        """``viewport`` is ``(left, bottom, width, height)`` in window pixels."""
        left, bottom, width, height = viewport
        width, height = max(1, width), max(1, height)
        self.viewport = (left, bottom, width, height)
        self.camera.viewport = LBWH(left, bottom, width, height)
        # Set the projection itself: the ``projection`` property multiplies by the zoom.
        self.camera.projection_data.rect = LBWH(-width / 2, -height / 2, width, height)
        self._sync()

    def _sync(self) -> None:
        self.camera.zoom = self.scale
        self.camera.position = self.centre

    def contains(self, x: float, y: float) -> bool:
        left, bottom, width, height = self.viewport
        return left <= x < left + width and bottom <= y < bottom + height

    def to_world(self, x: float, y: float) -> Point:
        left, bottom, width, height = self.viewport
        return (
            self.centre[0] + (x - left - width / 2) / self.scale,
            self.centre[1] + (y - bottom - height / 2) / self.scale,
        )

    def to_screen(self, wx: float, wy: float) -> Point:
        left, bottom, width, height = self.viewport
        return (
            left + width / 2 + (wx - self.centre[0]) * self.scale,
            bottom + height / 2 + (wy - self.centre[1]) * self.scale,
        )

    def visible(self) -> tuple[float, float, float, float]:
        """``(x0, y0, x1, y1)`` of the table the camera shows."""
        _, _, width, height = self.viewport
        hw, hh = width / 2 / self.scale, height / 2 / self.scale
        return (self.centre[0] - hw, self.centre[1] - hh, self.centre[0] + hw, self.centre[1] + hh)

    # ----------------------------------------------------------------- moving

    def pan_pixels(self, dx: float, dy: float) -> None:
        """Drag the table by ``dx, dy`` pixels (the table follows the cursor)."""
        self.glide = None
        self.centre = (self.centre[0] - dx / self.scale, self.centre[1] - dy / self.scale)
        self._sync()

    def pan_cells(self, dx: float, dy: float) -> None:
        self.glide = None
        self.centre = (self.centre[0] + dx, self.centre[1] + dy)
        self._sync()

    def zoom_at(self, x: float, y: float, factor: float) -> None:
        """Zoom by ``factor`` keeping the table point under the pixel ``(x, y)`` in place."""
        self.glide = None
        before = self.to_world(x, y)
        self.scale = max(SIZES.cell_min, min(SIZES.cell_max, self.scale * factor))
        after = self.to_world(x, y)
        self.centre = (
            self.centre[0] + before[0] - after[0],
            self.centre[1] + before[1] - after[1],
        )
        self._sync()

    def fit(self, cells: list[tuple[int, int]], margin: float = 1.5) -> None:
        """Frame ``cells`` (the whole table) with a margin, as large as the view allows: in a
        large window the table fills it. Never closer than :func:`fit_limit` (a lone domino
        at the start is not blown up to fill the view)."""
        if not cells:
            cells = [(0, 0), (1, 0)]
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0, x1 = min(xs) - margin, max(xs) + 1 + margin
        y0, y1 = min(ys) - margin, max(ys) + 1 + margin
        _, _, width, height = self.viewport
        scale = min(width / (x1 - x0), height / (y1 - y0), fit_limit(width, height))
        self.look_at(((x0 + x1) / 2, (y0 + y1) / 2), scale)

    def look_at(self, centre: Point, scale: float) -> None:
        """Put the view at ``centre`` and ``scale`` at once (within the zoom limits)."""
        self.glide = None
        self.centre = centre
        self.scale = max(SIZES.cell_min, min(SIZES.cell_max, scale))
        self._sync()

    def fit_box(
        self, box: tuple[float, float, float, float], *, pad: float = PAD, most: float
    ) -> None:
        """Frame ``box`` (table units) in the middle of the view, ``pad`` pixels from its
        edges, as large as it allows up to ``most`` pixels a unit."""
        _, _, width, height = self.viewport
        bw, bh = max(box[2] - box[0], 1e-6), max(box[3] - box[1], 1e-6)
        scale = min((width - 2 * pad) / bw, (height - 2 * pad) / bh, most)
        self.look_at(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), scale)

    def follow(self, point: Point, border: float = 1.0) -> None:
        """Pan just enough that ``point`` (table units) is inside the view."""
        self.glide = None
        self.centre = self.follow_centre(point, border)
        self._sync()

    def follow_centre(self, point: Point, border: float = 1.0) -> Point:
        """The centre that ``follow`` would move to."""
        x0, y0, x1, y1 = self.visible()
        cx, cy = self.centre
        if point[0] < x0 + border:
            cx -= x0 + border - point[0]
        elif point[0] > x1 - border:
            cx += point[0] - (x1 - border)
        if point[1] < y0 + border:
            cy -= y0 + border - point[1]
        elif point[1] > y1 - border:
            cy += point[1] - (y1 - border)
        return (cx, cy)

    def shows(self, box: tuple[float, float, float, float], top: float = 0.0) -> bool:
        """Whether ``box`` ``(x0, y0, x1, y1)`` (table units) lies wholly inside the view,
        ``top`` pixels at the top of the view (under a banner) not counting."""
        x0, y0, x1, y1 = self.visible()
        y1 -= top / self.scale
        return x0 <= box[0] and box[2] <= x1 and y0 <= box[1] and box[3] <= y1

    def box_centre(
        self, box: tuple[float, float, float, float], border: float = 0.5, top: float = 0.0
    ) -> Point:
        """The nearest centre that shows ``box`` wholly, ``border`` cells from the view's
        edges and ``top`` pixels more at its top (when the box is larger than the view,
        its top left corner wins)."""
        x0, y0, x1, y1 = self.visible()
        cx, cy = self.centre
        pad_top = border + top / self.scale
        if box[2] > x1 - border:
            cx += box[2] - (x1 - border)
        if box[0] < x0 + border + (cx - self.centre[0]):
            cx = self.centre[0] + box[0] - (x0 + border)
        if box[1] < y0 + border:
            cy -= y0 + border - box[1]
        if box[3] > y1 - pad_top + (cy - self.centre[1]):
            cy = self.centre[1] + box[3] - (y1 - pad_top)
        return (cx, cy)

    def glide_to_box(
        self, box: tuple[float, float, float, float], now: float, top: float = 0.0
    ) -> None:
        """Start a gentle pan that brings the whole of ``box`` into the view."""
        self.glide = Glide(self.centre, self.box_centre(box, top=top), now, self.scale, self.scale)

    def goal(self) -> tuple[Point, float]:
        """Where the view is going: the end of the glide under way, else where it is."""
        glide = self.glide
        if glide is not None:
            return glide.to, glide.to_scale
        return self.centre, self.scale

    def reveal_target(
        self,
        box: tuple[float, float, float, float],
        *,
        pad: float = PAD,
        top: float = 0.0,
        base: tuple[Point, float] | None = None,
    ) -> tuple[Point, float]:
        """The least change of the view that shows the whole of ``box`` (table units),
        ``pad`` pixels from the view's edges and ``top`` pixels more at its top (under a
        banner): the same scale when the box fits at it (else zoomed out just enough, down
        to the smallest scale), and the centre moved as little as that scale allows; from
        ``base`` (a centre and a scale) instead of the view as it is, when given."""
        _, _, width, height = self.viewport
        start, scale = base if base is not None else (self.centre, self.scale)
        bw, bh = max(box[2] - box[0], 1e-6), max(box[3] - box[1], 1e-6)
        room = min((width - 2 * pad) / bw, (height - 2 * pad - top) / bh)
        if room < scale:
            scale = max(SIZES.cell_min, room)
        hw, hh = width / 2 / scale, height / 2 / scale
        edge, head = pad / scale, (pad + top) / scale

        def least(now: float, low: float, high: float) -> float:
            if low > high:  # larger than the view: its middle in the middle
                return (low + high) / 2
            return min(max(now, low), high)

        cx = least(start[0], box[2] - hw + edge, box[0] + hw - edge)
        cy = least(start[1], box[3] - hh + head, box[1] + hh - edge)
        return (cx, cy), scale

    def reveals(
        self, box: tuple[float, float, float, float], *, pad: float = PAD, top: float = 0.0
    ) -> bool:
        """Whether ``box`` is wholly in view, as :meth:`reveal_target` wants it."""
        centre, scale = self.reveal_target(box, pad=pad, top=top)
        return centre == self.centre and scale == self.scale

    def reveal(
        self,
        box: tuple[float, float, float, float],
        now: float,
        *,
        pad: float = PAD,
        top: float = 0.0,
    ) -> bool:
        """Bring the whole of ``box`` into view, gently and by the least change
        (:meth:`reveal_target`); nothing moves when it is in view already. A glide under way
        is not given up: the change is the least from where it goes (a domino just placed
        and being brought into view stays in view when the hints come next). Whether the
        view moves."""
        glide = self.glide
        centre, scale = self.reveal_target(box, pad=pad, top=top, base=self.goal())
        if glide is None and centre == self.centre and scale == self.scale:
            return False
        if glide is not None and glide.to == centre and glide.to_scale == scale:
            return True  # on its way there already
        self.glide = Glide(self.centre, centre, now, self.scale, scale)
        return True

    def shift(self, paused: float) -> None:
        """A glide under way starts ``paused`` seconds later (the screen was covered)."""
        if self.glide is not None:
            self.glide.start += paused

    def step(self, now: float) -> None:
        """Advance a gentle pan (called every frame)."""
        glide = self.glide
        if glide is None:
            return
        t = min(1.0, max(0.0, (now - glide.start) / GLIDE))
        ease = 1 - (1 - t) ** 3
        (x0, y0), (x1, y1) = glide.centre, glide.to
        self.centre = (x0 + (x1 - x0) * ease, y0 + (y1 - y0) * ease)
        self.scale = glide.scale + (glide.to_scale - glide.scale) * ease
        if t >= 1.0:
            self.centre, self.scale = glide.to, glide.to_scale
            self.glide = None
        self._sync()

    def use(self) -> None:
        self.camera.use()
