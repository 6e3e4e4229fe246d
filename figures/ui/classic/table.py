"""The classic table: a component the desktop shell hosts in a rectangle of its window.

:class:`ClassicTable` owns its layout, its drawing and its hit-testing. Fed a
:class:`~figures.classic.round.Round` (or a seat's :class:`~figures.classic.round.SeatView`
and the rules), it lays the table with :func:`~figures.scene.classic.layout_scene` in bounds
of the rectangle's shape, at a readable size (:func:`~figures.scene.classic.readable_size`),
and shows it through the colour table's camera (:class:`~figures.ui.draw.camera.TableCamera`, in
the scene's units): the wheel zooms around the pointer (:meth:`ClassicTable.zoom_at`), a drag
pans (:meth:`ClassicTable.pan`), and :meth:`ClassicTable.fit` frames the tiles and the open
ends as large as the room allows, which the table keeps doing as it grows until the player
moves the view. The scene is painted once per change (and per zoom, for sharp tiles) into a
batch of shapes, a sprite list (numerals) and a batch of texts; a pan only moves the camera
they are drawn through. The open ends are targets: :meth:`ClassicTable.end_at` names the end
whose slot is under a pixel, and :meth:`ClassicTable.select` lights the ends a tile may go
on, asked of the engine's legal actions, each at the place that tile would take there
(:meth:`ClassicTable.landing`: the table laid with it, by the same function that lays every
tile, so the lit place, the preview and the tile laid are one). No game flow here: the shell
decides what a click does.

Its hit-testing and :attr:`ClassicTable.frame` are in window pixels; :meth:`ClassicTable.draw`
puts the window's default camera back when it is done.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList
from arcade.types import LBWH

from figures.classic.actions import Action, Lead, Play
from figures.classic.layout import EMPTY, Layout
from figures.classic.round import Round, SeatView
from figures.classic.rules import Rules
from figures.core.errors import FiguresError
from figures.scene.classic import (
    HUB_RADIUS,
    LEAD,
    Box,
    EndTag,
    Marker,
    Piece,
    Point,
    Scene,
    layout_of,
    layout_scene,
    readable_size,
)
from figures.ui import theme
from figures.ui.classic.holding import ends_for
from figures.ui.classic.paint import (
    TAG_INK,
    Look,
    Tile,
    TileLayer,
    dashed,
    disc,
    dotted,
    frame,
    numeral,
    outline,
    polyline,
    rounded,
    seat_colour,
)
from figures.ui.classic.presenter import layout_sum
from figures.ui.draw.batch import Batch, batch_shapes
from figures.ui.draw.camera import TableCamera
from figures.ui.theme import RGBA, rgba
from figures.ui.widgets.text import TextBatch, make_text, text

#: The cloth the tiles lie on, a shade deeper than the window, and its edge.
CLOTH = theme.mix(theme.TABLE, theme.GRID, 0.55)
CLOTH_EDGE = theme.mix(theme.GRID, theme.INK, 0.12)
#: Pixels kept free round the cloth, and above it for the All Fives count.
MARGIN = 6.0
COUNT_STRIP = 26.0
#: The largest a half is drawn when the table is fitted, in pixels (a hand's tile is about
#: as large): a table with a few tiles shows them large, not huge.
LARGEST_HALF = 56.0
#: Pixels kept between the table's tiles and ends and the view's edges when it is fitted.
FIT_PAD = 10.0
#: The smallest size of a train's name (points).
LEAST_LABEL = 6.0


@dataclass(frozen=True, slots=True)
class Frame:
    """The scene's units in window pixels: its bounds fitted, centred, in a rectangle."""

    scale: float
    x: float
    y: float

    @staticmethod
    def of(camera: TableCamera) -> Frame:
        """The frame a camera shows the scene in."""
        x, y = camera.to_screen(0.0, 0.0)
        return Frame(camera.scale, x, y)

    def px(self, point: Point) -> Point:
        return (self.x + point[0] * self.scale, self.y + point[1] * self.scale)

    def box(self, box: Box) -> Box:
        s = self.scale
        return (self.x + box[0] * s, self.y + box[1] * s, self.x + box[2] * s, self.y + box[3] * s)

    def units(self, x: float, y: float) -> Point:
        return ((x - self.x) / self.scale, (y - self.y) / self.scale)


#: A label of the table as made: its text, place, colour, size, anchors and weight.
TextSpec = tuple[str, float, float, RGBA, float, str, str, bool]


class ClassicTable:
    """The line of play of one classic game, its open ends as targets, the All Fives count,
    Mexican Train's hub, trains and markers."""

    def __init__(self, rules: Rules, names: Iterable[str] = (), count_caption: str = "") -> None:
        self.rules = rules
        self.names = tuple(names)
        self.rect: tuple[float, float, float, float] = (0.0, 0.0, 1280.0, 600.0)
        self.scene = Scene()
        #: The camera over the table (units of the scene), and whether it keeps the table
        #: fitted as it changes (until the player zooms or pans; :meth:`fit` again).
        self.camera = TableCamera((0, 0, 1280, 600))
        self.following = True
        #: The frame the shapes were painted in, and the camera they are drawn through (it
        #: moves them by the pan since).
        self.painted = Frame(1.0, 0.0, 0.0)
        self._draw_camera = arcade.Camera2D()
        #: Where the held tile would lie on each lit end (units), as it will be laid.
        self.landings: dict[str, Box] = {}
        self._landed: dict[Action, Piece | None] = {}
        #: The bounds the table is laid in (from the room, :meth:`place`).
        self._size: tuple[float, float] | None = None
        #: The layout shown and the seats whose train carries their marker.
        self.layout: Layout | None = None
        self._markers = 0
        #: The ends lit for the tile the player holds, and the one under the pointer.
        self.lit: frozenset[str] = frozenset()
        self.hovered: str | None = None
        #: The All Fives count as a sum of the numbers at the ends (``6 + 4 + 4 = 14``, a
        #: double's number twice; the words before it, in the player's language, are
        #: ``count_caption``: "Count of the ends:").
        self.count: str = ""
        self.count_caption = count_caption
        #: The Mexican train's label, in the player's language (the engine calls it "mex").
        self.mexican_caption = ""
        self._key: object = None
        self._marks_key: object = None
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.tiles = TileLayer()
        self.over: ShapeElementList[Shape] = ShapeElementList()
        self.marks: ShapeElementList[Shape] = ShapeElementList()
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.texts = TextBatch()
        #: The All Fives count, over the table and not moved with it.
        self.fixed_texts = TextBatch()
        self._labels: list[arcade.Text] = []
        self._text_specs: tuple[list[TextSpec], list[TextSpec]] = ([], [])
        #: How many shapes and sprites the last build made (for tests and the benchmark),
        #: and how many tiles it had to make (those not already where they were).
        self.built = 0
        self.made = 0
        #: Each open end's number (its sprites), and the end whose number is hidden.
        self.numerals: dict[str, list[arcade.Sprite]] = {}
        self.veiled: str | None = None
        #: The tiles framed in their seat's colour (tile: seat), each seat's last turn; None:
        #: the last tile laid only, in the highlight colour.
        self.framed: dict[int, int] | None = None
        #: Whether the round shown is over: its table shows no open slot.
        self.round_over = False

    # ----------------------------------------------------------------- feeding

    @property
    def look(self) -> Look:
        """How the faces are painted: the game's one look, the hand's too."""
        return Look.for_set(self.rules.set)

    def place(
        self, left: float, bottom: float, width: float, height: float, *, keep: bool = False
    ) -> None:
        """Put the table in this rectangle of the window (pixels): the table shown is laid
        again in bounds of its shape (unless ``keep``: in the bounds it has, every tile where
        it lay, as at a round's end, when no tile comes), and fitted in it again while the
        table follows."""
        rect = (float(left), float(bottom), max(1.0, float(width)), max(1.0, float(height)))
        if rect == self.rect:
            return
        self.rect = rect
        x, y, w, h = self.view_rect
        self.camera.resize((round(x), round(y), max(1, round(w)), max(1, round(h))))
        if not keep or self._size is None:
            self._size = readable_size(self.rules, w - 2 * MARGIN, h - 2 * MARGIN)
        if self.layout is not None:
            self._build(self.layout, self._markers, fit=self.following)

    @property
    def view_rect(self) -> tuple[float, float, float, float]:
        """The part of the rectangle the tiles are shown in (under the All Fives count)."""
        left, bottom, width, height = self.rect
        if self.rules.in_play == "fives":
            height = max(1.0, height - COUNT_STRIP)
        return (left, bottom, width, height)

    @property
    def frame(self) -> Frame:
        """The scene's units in window pixels, as the camera shows them now."""
        return Frame.of(self.camera)

    def contains(self, x: float, y: float) -> bool:
        """Whether the pixel ``(x, y)`` is on the table's view."""
        return self.camera.contains(x, y)

    # ----------------------------------------------------------------- the camera

    def content(self) -> Box:
        """The box of every tile and open end (units): what a fit shows."""
        return self.scene.extent()

    def fit(self) -> None:
        """Frame the tiles and the open ends, as large as the view allows (up to
        :data:`LARGEST_HALF`); the table keeps them fitted as it grows from now on."""
        self.following = True
        self.camera.fit_box(self.content(), pad=FIT_PAD, most=LARGEST_HALF)

    def follow(self) -> None:
        """The least change of the view that keeps every tile and open end in it (the same
        size while they fit; the tiles already shown do not move otherwise)."""
        camera = self.camera
        camera.look_at(*camera.reveal_target(self.content(), pad=FIT_PAD))

    def zoom_at(self, x: float, y: float, factor: float) -> None:
        """Zoom by ``factor`` keeping the table point under the pixel ``(x, y)`` in place;
        the table stops following its growth."""
        self.following = False
        self.camera.zoom_at(x, y, factor)

    def pan(self, dx: float, dy: float) -> None:
        """Drag the table by ``dx, dy`` pixels; it stops following its growth."""
        self.following = False
        self.camera.pan_pixels(dx, dy)

    def show(self, game: Round) -> bool:
        """Show ``game``'s table; True when it changed (and was built again)."""
        return self._show(game.layout, game.markers, game.over)

    def show_view(self, view: SeatView) -> bool:
        """Show the table as a seat's view gives it (the same table)."""
        markers = 0
        for seat in view.markers:
            markers |= 1 << seat
        key = (view.placed, markers, self.rect, False)
        if key == self._key:
            return False
        return self._show(layout_of(view, self.rules), markers)

    def _show(self, layout: Layout, markers: int, over: bool = False) -> bool:
        key = (tuple(layout.placed), markers, self.rect, over)
        if key == self._key:
            return False
        self.round_over = over
        # A tile laid or taken back keeps the view (the least change while it follows); an
        # empty table (a new round), or another table, is fitted anew.
        before = tuple(self.layout.placed) if self.layout is not None else None
        now = tuple(layout.placed)
        short = min(len(now), len(before)) if before is not None else 0
        same = before is not None and bool(now) and now[:short] == before[:short]
        if not same:
            self.following = True
        self._build(layout, markers, fit=not same)
        return True

    def frame_turns(self, framed: Mapping[int, int] | None) -> None:
        """Frame these tiles in their seats' colours (tile: seat) from the next :meth:`show`
        on (None: only the last tile laid)."""
        wanted = None if framed is None else dict(framed)
        if wanted != self.framed:
            self.framed = wanted
            self._key = None  # (the next show builds the table again)

    def select(self, tile: int | None, legal: Iterable[Action]) -> frozenset[str]:
        """Light the ends ``tile`` may go on (from the engine's ``legal`` actions), each at
        the place the tile would take there (:meth:`landing`); none for ``None``. Returns
        them."""
        actions = list(legal)
        self.highlight(ends_for(tile, actions))
        for action in actions:
            if isinstance(action, Play | Lead) and action.tile == tile:
                end = action.end if isinstance(action, Play) else LEAD
                if end not in self.landings:
                    piece = self.landing(action)
                    if piece is not None:
                        self.landings[end] = piece.box
        return self.lit

    def landing(self, action: Action) -> Piece | None:
        """Where ``action``'s tile would lie (units): the table shown with it laid by the
        layout's own ``place`` (or ``lead``), laid out by the same function and in the same
        bounds as the table itself, so exactly where it will lie once played. None for an
        action that lays no tile."""
        if self.layout is None or not isinstance(action, Play | Lead):
            return None
        if action in self._landed:
            return self._landed[action]
        after = self.layout.copy()
        try:
            if isinstance(action, Play):
                after.place(action.tile, action.end, action.touch)
            else:
                after.lead(action.tile, action.left)
        except (FiguresError, KeyError, ValueError):
            return None
        piece = self._lay(after, self._markers).piece_of(action.tile)
        self._landed[action] = piece
        return piece

    def landing_tile(self, action: Action) -> Tile | None:
        """:meth:`landing` in window pixels, as the camera shows the table now."""
        piece = self.landing(action)
        if piece is None:
            return None
        frame = self.frame
        return Tile(
            frame.px(piece.first),
            frame.px(piece.second),
            frame.scale,
            piece.first_number,
            piece.second_number,
        )

    def veil(self, end: str | None) -> None:
        """Hide the number of ``end``'s slot (None: show them all): a tile previewed there
        is faint, and the number would show through it."""
        self.veiled = end
        for name, sprites in self.numerals.items():
            for sprite in sprites:
                sprite.visible = name != end

    def highlight(self, ends: Iterable[str]) -> None:
        self.lit = frozenset(ends)
        self.landings = {}

    def hover(self, x: float, y: float) -> str | None:
        """Note the end under the pointer (drawn brighter when lit); returns it."""
        self.hovered = self.end_at(x, y)
        return self.hovered

    # ----------------------------------------------------------------- reading

    def end_at(self, x: float, y: float) -> str | None:
        """The open end whose slot is under the pixel ``(x, y)`` (``LEAD``, ``""``, for the
        lead's place on an empty table), or None. The nearest when slots are close; a lit
        end by the place the held tile would take there."""
        if not self.contains(x, y):
            return None
        ux, uy = self.frame.units(x, y)
        best: tuple[float, str] | None = None
        for name, box in self.targets():
            grow = 0.25
            if box[0] - grow <= ux <= box[2] + grow and box[1] - grow <= uy <= box[3] + grow:
                cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
                distance = (ux - cx) ** 2 + (uy - cy) ** 2
                if best is None or distance < best[0]:
                    best = (distance, name)
        return None if best is None else best[1]

    def targets(self) -> list[tuple[str, Box]]:
        """Every open end's slot (units), the lead's on an empty table; not the arms of a
        spinner still shut, and none once the round is over. A lit end's slot is where the
        held tile would lie there."""
        if self.round_over:
            return []
        result = [(t.name, t.slot) for t in self.scene.tags if not t.closed]
        if self.scene.lead_slot is not None:
            result.append((LEAD, self.scene.lead_slot))
        landings = self.landings
        return [(name, landings.get(name, box)) for name, box in result]

    def slot_px(self, end: str) -> Box | None:
        """The slot of ``end`` in window pixels (where a tile laid there will go: the held
        tile's own place when the end is lit)."""
        for name, box in self.targets():
            if name == end:
                return self.frame.box(box)
        return None

    # ----------------------------------------------------------------- building

    def _lay(self, layout: Layout, markers: int) -> Scene:
        """``layout``'s scene in the bounds of the table's view."""
        size = self._size
        if size is None:
            _, _, width, height = self.view_rect
            size = self._size = readable_size(self.rules, width - 2 * MARGIN, height - 2 * MARGIN)
        return layout_scene(
            layout,
            players=self.rules.players,
            crosswise=self.rules.match != "matador",
            markers=markers,
            bounds=size,
        )

    def _build(self, layout: Layout, markers: int, *, fit: bool = False) -> None:
        """Lay ``layout`` out, keep it in view (fitted anew with ``fit``, else by the least
        change while the table follows), and paint it."""
        self.layout = layout
        self._markers = markers
        self._key = (tuple(layout.placed), markers, self.rect, self.round_over)
        self.landings = {}
        self._landed = {}
        self.scene = self._lay(layout, markers)
        if fit:
            self.fit()
        elif self.following:
            self.follow()
        self._paint()

    def _paint(self) -> None:
        """Paint the scene at the camera's scale, its origin at the pixel (0, 0): drawn
        through a camera that moves it where the table's camera shows it, so that a pan
        paints nothing again and a tile laid paints only itself."""
        layout = self.layout
        assert layout is not None
        scene = self.scene
        assert scene.bounds is not None
        self._marks_key = None
        fit = self.painted = Frame(self.camera.scale, 0.0, 0.0)
        self.numerals = {}
        half = fit.scale
        look = self.look
        under = Batch()  # under the tiles
        over = Batch()  # over them
        tiles: list[tuple[Tile, Look]] = []
        sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # The table's edge: a line, not a fill (filling the whole table would cost more than
        # every tile on it under a software renderer).
        outline(under, _grow(fit.box(scene.bounds), MARGIN - 2), 1.5, rgba(CLOTH_EDGE))
        if scene.hub is not None:
            self._paint_hub(under, scene)
        last = len(layout.placed) - 1
        uncovered = layout.tails[layout.uncovered] if layout.uncovered is not None else EMPTY
        for piece in scene.pieces:
            tile = Tile(
                fit.px(piece.first),
                fit.px(piece.second),
                half,
                piece.first_number,
                piece.second_number,
            )
            seat = None if self.framed is None else self.framed.get(piece.tile)
            cover = piece.index >= 0 and piece.tile == uncovered
            if seat is not None:  # (round a double to cover, outside its warning frame)
                frame(under, tile, seat_colour(seat), grow=0.22 if cover else 0.12)
            if cover:
                frame(under, tile, theme.WARNING)
            elif self.framed is None and piece.index == last:
                frame(under, tile, theme.HIGHLIGHT)
            tiles.append((tile, look))
        for jump in scene.jumps:
            dotted(
                over, fit.px(jump.start), fit.px(jump.end), half * 0.07, half * 0.25, rgba(TAG_INK)
            )
        for tag in () if self.round_over else scene.tags:  # (a round over has no open end)
            self._paint_slot(over, sprites, tag)
        if scene.lead_slot is not None and not self.round_over:
            box = _grow(fit.box(scene.lead_slot), -2)
            dashed(over, box, 1.5, half * 0.18, rgba(TAG_INK, 150))
        for marker in scene.markers:
            self._paint_marker(over, marker)
        self.shapes = batch_shapes(under)
        self.over = batch_shapes(over)
        self.made = self.tiles.refill(tiles)  # (only the tiles not already in place are made)
        self.veil(self.veiled)
        self.sprites = sprites
        self.built = (len(under.points) + len(over.points)) // 3 + 2 * len(tiles) + len(sprites)
        self._make_texts(layout)

    def _paint_slot(
        self, batch: Batch, sprites: arcade.SpriteList[arcade.Sprite], tag: EndTag
    ) -> None:
        """An open end's slot: a dashed place with the number the end shows, faint; a spinner
        arm not open yet, greyer and without its number."""
        half = self.painted.scale
        box = _grow(self.painted.box(tag.slot), -half * 0.08)
        if tag.closed:
            dashed(batch, box, 1.2, half * 0.16, rgba(theme.mix(theme.INK, CLOTH, 0.6)))
            return
        dashed(batch, box, 1.5, half * 0.18, rgba(TAG_INK, 170))
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        before = len(sprites)
        # (within the dashes (1.5 wide on its edge), a pixel clear of them and of the pixel a
        # sprite is rounded to, whatever the size: at 900x600 the 12 ran over its slot)
        room = (box[2] - box[0] - 4.5, box[3] - box[1] - 4.5)
        size = max(half * 0.5, min(half * 0.8, 11.0))
        numeral(sprites, centre, size, tag.shows, TAG_INK, 150, room=room)
        self.numerals[tag.name] = [sprites[i] for i in range(before, len(sprites))]

    def _paint_hub(self, batch: Batch, scene: Scene) -> None:
        frame = self.painted
        half = frame.scale
        assert scene.hub is not None
        for track in scene.tracks:
            colour = theme.mix(seat_colour(track.seat), CLOTH, 0.35)
            polyline(batch, [frame.px(p) for p in track.points], half * 0.16, rgba(colour))
        centre = frame.px(scene.hub)
        disc(batch, centre, HUB_RADIUS * half, rgba(theme.mix(theme.INK, CLOTH, 0.3)), 28)
        disc(
            batch,
            centre,
            (HUB_RADIUS - 0.08) * half,
            rgba(theme.mix(theme.GRID, (255, 255, 255), 0.2)),
            28,
        )

    def _paint_marker(self, batch: Batch, marker: Marker) -> None:
        """A seat's marker: a flag in its colour on a pole before its train's first tile."""
        frame = self.painted
        half = frame.scale
        x, y = frame.px(marker.at)
        base, top = y - half * 0.55, y + half * 0.75
        ink = rgba(theme.INK)
        batch.segment((x, base), (x, top), max(1.5, half * 0.08), ink)
        reach = half * 0.75 * marker.side
        flag = [(x, top), (x - reach, top - half * 0.2), (x, top - half * 0.45)]
        batch.polygon(flag, rgba(seat_colour(marker.seat)))
        batch.ring([*flag, flag[0]], max(1.0, half * 0.04), ink)
        disc(batch, (x, base), half * 0.13, ink, 10)

    def _make_texts(self, layout: Layout) -> None:
        """The train names with their owners, and the All Fives count, in one text batch,
        made again only when one of them changes (a text costs more than a tile to make)."""
        specs: list[TextSpec] = []
        frame = self.painted
        largest = min(13.0, frame.scale * 0.5)  # (its strip over the train holds it)
        for track in self.scene.tracks:
            name = track.name  # (a train's owner, not the engine's "p0", names the train)
            if 0 <= track.seat < len(self.names):
                name = self.names[track.seat]
            elif track.seat < 0 and self.mexican_caption:
                name = self.mexican_caption
            x, y = frame.px(track.label)
            colour = rgba(theme.mix(seat_colour(track.seat), theme.INK, 0.35))
            anchor = "left" if track.side > 0 else "right"
            # Above the train's first tiles, as large as its row leaves room for; whole, never
            # cut ("Comput…"), and no smaller than the least size.
            room = track.room * frame.scale
            wide = text(name, 0, 0, size=largest).content_width
            size = max(LEAST_LABEL, largest * min(1.0, room / max(1.0, wide)))
            specs.append((name, x, y, colour, size, anchor, "baseline", False))
        fixed: list[TextSpec] = []
        self.count = ""
        if self.rules.in_play == "fives" and layout.placed:
            # (the number at each end, a double's twice, as a player adds them up)
            written, total = layout_sum(layout)
            self.count = f"{written} = {total}"
            caption = f"{self.count_caption}  " if self.count_caption else ""
            left, bottom, _width, height = self.rect
            colour = rgba(theme.LEGAL if total and total % 5 == 0 else TAG_INK)
            y = bottom + height - COUNT_STRIP / 2
            line = caption + self.count
            fixed.append(
                (line, left + MARGIN + 4, y, colour, theme.SIZES.text, "left", "center", True)
            )
        if (specs, fixed) == self._text_specs:
            return
        self._text_specs = (specs, fixed)
        self.texts = TextBatch()
        self.fixed_texts = TextBatch()
        self._labels = [
            make_text(
                content,
                x,
                y,
                colour,
                size,
                font_name=theme.FONT,
                anchor_x=anchor_x,
                anchor_y=anchor_y,
                bold=bold,
                batch=batch,
            )
            for group, batch in ((specs, self.texts), (fixed, self.fixed_texts))
            for content, x, y, colour, size, anchor_x, anchor_y, bold in group
        ]

    def _build_marks(self) -> None:
        """The lit ends: a green place where the held tile may go, brighter under the
        pointer."""
        key = (self.lit, self.hovered, self._key, tuple(sorted(self.landings.items())))
        if key == self._marks_key:
            return
        self._marks_key = key
        batch = Batch()
        half = self.painted.scale
        for name, box in self.targets():
            if name not in self.lit:
                continue
            hot = name == self.hovered
            px = _grow(self.painted.box(box), -half * 0.04)
            rounded(batch, px, half * 0.16, rgba(theme.LEGAL, 120 if hot else 60))
            outline(batch, px, max(2.0, half * (0.12 if hot else 0.08)), rgba(theme.LEGAL, 230))
        self.marks = ShapeElementList()
        shape = batch.shape()
        if shape is not None:
            self.marks.append(shape)

    # ----------------------------------------------------------------- drawing

    def draw(self) -> None:
        """The table through its camera, clipped to its view, then the All Fives count over
        it; the window's default camera is in use again after."""
        if self.layout is not None and self.painted.scale != self.camera.scale:
            self._paint()  # (zoomed: painted again at the new size, sharp)
        self._build_marks()
        left, bottom, width, height = self.view_rect
        camera = self._draw_camera
        camera.viewport = LBWH(left, bottom, width, height)
        camera.projection_data.rect = LBWH(-width / 2, -height / 2, width, height)
        # The painted pixel p shows at p + the frame's origin.
        frame = self.frame  # (on whole pixels: the tiles and numbers drawn sharp)
        camera.position = (left + width / 2 - round(frame.x), bottom + height / 2 - round(frame.y))
        camera.zoom = 1.0
        camera.use()
        self.shapes.draw()
        self.tiles.draw()
        self.over.draw()
        self.marks.draw()
        self.sprites.draw()
        self.texts.draw()
        window = arcade.get_window()
        window.default_camera.use()
        self.fixed_texts.draw()


def _grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)
