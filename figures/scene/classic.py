"""Where every tile of a classic position lies: one scene, painted by Pillow and by Arcade.

:func:`scene_of` reads a :class:`~figures.classic.round.Round` (its layout, the markers and
the number of seats: what everyone at the table sees) and returns a :class:`Scene`: every tile
with the centres of its two halves and the numbers on them, every open end with the number it
shows and the place the next tile would take (the end's *slot*, what a player clicks), the
numbers that met at every join, and for Mexican Train the hub, each train's track and the
markers. :mod:`figures.pictures.classic` paints it with Pillow for the docs and
:mod:`figures.ui.classic` with Arcade for the game; neither works out a position again.
Nothing here decides a rule: a tile goes where the end the engine put it on leads.

Geometry, in *units* of one tile half (a square), ``y`` growing upwards: a tile is 2 units
long and 1 wide; a double lies crosswise, 1 unit along its arm and 2 across (in line in
Matador, where doubles join like any tile). Every open end is a cursor: the middle of the edge
the next tile will touch and the way the arm grows. The lead lies at the origin.

**Bounds.** Without bounds every arm runs straight on (the docs' pictures). With bounds
``(width, height)``, centred on the lead, the line is laid as on a real table: each arm runs
straight until the next tile would come too near the edge of its part of the table (its
*lane*), then turns a corner (a tile laid across the end, as players do), comes back alongside
itself and turns again: a snake that never leaves the bounds. The lanes keep the arms apart:

- the line: ``R`` below the lead's row and ``L`` above it, each snaking towards its own edge;
- a spinner (All Fives) and every double of the draw-5 preset: a pinwheel around the double,
  each of its arms given the quarter of the table to its right and snaking away from the
  others (``R`` downwards, ``D`` leftwards, ``L`` upwards, ``U`` rightwards round the lead);
- Mexican Train: the hub at the centre, half the trains to its right and half to its left,
  one band of rows each, from the top of the table down, each band as high as its train
  needs (its rows, its next tile's slot and the strip above it where its name is written),
  so the trains lie together and the camera shows them large. With two, five or six seats
  the table is smaller (:data:`TABLE_SIZES`): shorter rows, larger tiles.

Every tile is checked against those already laid, so no two ever overlap; a tile that finds no
room where its arm leads (rare: a double's arm walled in by a neighbouring row) is laid at the
nearest free place with a :class:`Jump` drawn from its end. When even that fails the bounds
grow by a quarter (``Scene.bounds`` says which were used) rather than let a tile leave them.
Each tile's place depends only on the tiles laid before it, so a new tile never moves the
others: the scene of the table with a tile laid is where that tile will lie, beside tiles that
stay where they are (the game previews a play so). The one exception is Mexican Train's bands:
a train that takes a new row moves the trains under it down, whole (never itself nor the
trains above it, and its next row was already in its band). Keeping the tiles in the middle
of the window is the camera's work, not the scene's.
Each train is laid in its own frame and kept, so a move lays again only the train it changed.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from figures.classic.layout import ARMS, EMPTY, TRAINS, Layout
from figures.classic.round import Round, SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import DOUBLE, HIGH, IS_DOUBLE, LOW, TEXT

Point = tuple[float, float]
Vector = tuple[int, int]
#: ``(x0, y0, x1, y1)`` in units.
Box = tuple[float, float, float, float]

_EPS = 1e-6
_INF = math.inf
_EVERYWHERE: Box = (-_INF, -_INF, _INF, _INF)

#: Room an arm keeps ahead of it before it turns: a corner tile (1 unit) and, in the column
#: it steps down, the overhang of a double lying across it (half a unit), after the tile just
#: laid; a regular tile also leaves room for a double after it (1 unit more).
_ROOM_AFTER_DOUBLE = 1.5
_ROOM_AFTER_TILE = 2.5
#: How far (half units) a walled-in arm may hop straight on over what walls it in.
_HOP = 6
#: All Fives: how far short of the edges the line turns until the spinner comes.
_SPINNER_ROOM = 5.0
#: Mexican Train: where the trains start (units from the hub's centre), the rows of the
#: unbounded picture, and the radius of the hub.
TRAIN_START = 6.0
ROW_GAP = 2.6
HUB_RADIUS = 1.45
#: Mexican Train on a table of bounds: where the trains start (the train's name is written
#: above its first tiles, not on its track, so the track is short), and the strip above each
#: train's band its name takes (the name's baseline that far above the row's doubles).
BOUNDED_START = 4.5
LABEL_STRIP = 0.8
LABEL_RISE = 0.18
#: Mexican Train: the gap between two bands.
_BAND_GAP = 0.5
#: The end of the lead (it has none: ``Layout.placed`` writes it with the end ``""``), the name
#: of its slot on an empty table.
LEAD = ""

# ----------------------------------------------------------------------------- pips

#: Pip positions in a unit square (x right, y down), by number.
_C3 = (0.25, 0.5, 0.75)
_C4 = (0.2, 0.4, 0.6, 0.8)


def _pip_layout(n: int) -> tuple[Point, ...]:
    lo, mid, hi = _C3
    centre = (mid, mid)
    corners = ((lo, lo), (hi, hi), (hi, lo), (lo, hi))
    sides = ((lo, mid), (hi, mid))
    if n == 0:
        return ()
    if n == 1:
        return (centre,)
    if n == 2:
        return corners[:2]
    if n == 3:
        return (*corners[:2], centre)
    if n == 4:
        return corners
    if n == 5:
        return (*corners, centre)
    if n == 6:
        return (*corners, *sides)
    if n == 7:
        return (*corners, *sides, centre)
    if n == 8:
        return (*corners, *sides, (mid, lo), (mid, hi))
    if n == 9:
        return tuple((x, y) for x in _C3 for y in _C3)
    # 10 to 12: four rows in the outer columns, and 2, 3 or 4 in the middle one.
    outer = tuple((x, y) for x in (0.22, 0.78) for y in _C4)
    middle = {10: (0.35, 0.65), 11: (0.25, 0.5, 0.75), 12: _C4}[n]
    return (*outer, *((0.5, y) for y in middle))


#: ``PIPS_AT[n]``: where the pips of the number ``n`` lie in a half, as fractions of its side
#: (x right, y down; swap them for a half of an upright tile). Both painters draw these.
PIPS_AT: tuple[tuple[Point, ...], ...] = tuple(_pip_layout(n) for n in range(13))
#: The radius of a pip, as a fraction of a half's side (smaller from 10 pips on).
PIP_RADIUS: tuple[float, ...] = tuple(0.085 if n <= 9 else 0.066 for n in range(13))

# ----------------------------------------------------------------------------- the scene


@dataclass(frozen=True, slots=True)
class Piece:
    """A tile on the table: its two halves' centres (units), the number on each, its order of
    placement (-1: the Mexican Train engine) and the end it was laid on (``""`` for the lead,
    ``"hub"`` for the engine)."""

    tile: int
    first: Point  # centre of the touching half (the left half of the lead)
    second: Point
    first_number: int
    second_number: int
    index: int
    end: str = ""

    @property
    def centre(self) -> Point:
        return ((self.first[0] + self.second[0]) / 2, (self.first[1] + self.second[1]) / 2)

    @property
    def level(self) -> bool:
        """True when the tile's long side runs along x."""
        return abs(self.first[1] - self.second[1]) < 1e-9

    @property
    def double(self) -> bool:
        return IS_DOUBLE[self.tile]

    @property
    def box(self) -> Box:
        return _halves_box(self.first, self.second)


@dataclass(frozen=True, slots=True)
class EndTag:
    """An open end: its name, the number it shows, where its cursor is and which way it grows,
    and its ``slot``: the box a tile laid on it next would take (where a player clicks);
    ``empty`` for an arm or train with no tile yet; ``closed`` for a spinner arm not open yet."""

    name: str
    shows: int
    at: Point
    way: Vector
    empty: bool = False
    closed: bool = False
    #: The tile at this end is a double (All Fives counts it twice).
    double: bool = False
    slot: Box = (0.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True, slots=True)
class Join:
    """Where a tile touched an end: the sum of the two numbers that met (Matador)."""

    at: Point
    before: int
    touch: int


@dataclass(frozen=True, slots=True)
class Track:
    """Mexican Train: a train's track from the hub to its first tile (``points``), its name,
    its owner (-1 for the Mexican train), where its label goes (the label's baseline starts
    there, or ends there when ``side`` is -1: the train runs left of the hub) and how long it
    may be (units: up to the marker or the train's first tile, clear of both)."""

    name: str
    seat: int
    points: tuple[Point, ...]
    label: Point
    side: int
    room: float = TRAIN_START - 2.8


@dataclass(frozen=True, slots=True)
class Marker:
    """A seat's marker on its own train: at the foot of a pole just before the first tile,
    on the train's ``side`` of the hub."""

    seat: int
    at: Point
    side: int


@dataclass(frozen=True, slots=True)
class Jump:
    """A tile that found no room where its end leads, laid at the nearest free place: from the
    end (``start``) to the edge of the tile that touches it (``end``)."""

    start: Point
    end: Point


@dataclass(slots=True)
class Scene:
    pieces: list[Piece] = field(default_factory=list)
    tags: list[EndTag] = field(default_factory=list)
    joins: list[Join] = field(default_factory=list)
    #: Mexican Train: the hub's centre, each train's track, the markers.
    hub: Point | None = None
    tracks: list[Track] = field(default_factory=list)
    markers: list[Marker] = field(default_factory=list)
    jumps: list[Jump] = field(default_factory=list)
    #: On an empty table (but Mexican Train's), where the lead goes.
    lead_slot: Box | None = None
    #: The bounds the tiles were laid in (``None``: unbounded); larger than asked only when
    #: the position did not fit the ones asked.
    bounds: Box | None = None

    def extent(self) -> Box:
        """The box of every tile, slot, the hub and the trains' names (the table's content)."""
        boxes = [p.box for p in self.pieces] + [t.slot for t in self.tags]
        if self.lead_slot is not None:
            boxes.append(self.lead_slot)
        if self.hub is not None:
            hx, hy = self.hub
            boxes.append((hx - HUB_RADIUS, hy - HUB_RADIUS, hx + HUB_RADIUS, hy + HUB_RADIUS))
            for track in self.tracks:  # (the names' first letters, over their trains)
                x, y = track.label
                boxes.append((min(x, x + 2 * track.side), y, max(x, x + 2 * track.side), y + 0.6))
        if not boxes:
            return (-1.0, -0.5, 1.0, 0.5)
        return (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )

    def piece_of(self, tile: int) -> Piece | None:
        return next((p for p in self.pieces if p.tile == tile and p.index >= 0), None)


# ----------------------------------------------------------------------------- geometry


def _add(point: Point, way: Vector, length: float) -> Point:
    return (point[0] + way[0] * length, point[1] + way[1] * length)


def _neg(way: Vector) -> Vector:
    return (-way[0], -way[1])


def _left(way: Vector) -> Vector:
    """``way`` turned a quarter anticlockwise."""
    return (-way[1], way[0])


def _across(way: Vector) -> tuple[Vector, Vector]:
    """The two arms of a double lying across ``way``, named as the engine names them: the
    ``.U`` arm goes up on a level arm and left on an upright one, the ``.D`` arm the other way."""
    if way[1] == 0:
        return (0, 1), (0, -1)
    return (-1, 0), (1, 0)


def _halves_box(a: Point, b: Point) -> Box:
    return (
        min(a[0], b[0]) - 0.5,
        min(a[1], b[1]) - 0.5,
        max(a[0], b[0]) + 0.5,
        max(a[1], b[1]) + 0.5,
    )


def overlap(a: Box, b: Box) -> bool:
    """True when two boxes share more than an edge."""
    return a[0] < b[2] - _EPS and b[0] < a[2] - _EPS and a[1] < b[3] - _EPS and b[1] < a[3] - _EPS


def inside(box: Box, bounds: Box) -> bool:
    return (
        box[0] >= bounds[0] - _EPS
        and box[1] >= bounds[1] - _EPS
        and box[2] <= bounds[2] + _EPS
        and box[3] <= bounds[3] + _EPS
    )


def _room(lane: Box, at: Point, way: Vector) -> float:
    """How far ``lane`` reaches beyond ``at`` in the direction ``way``."""
    if way == (1, 0):
        return lane[2] - at[0]
    if way == (-1, 0):
        return at[0] - lane[0]
    if way == (0, 1):
        return lane[3] - at[1]
    return at[1] - lane[1]


@dataclass(frozen=True, slots=True)
class _Move:
    """Where a tile goes: its halves, its box, and the end's cursor and way after it."""

    first: Point
    second: Point
    box: Box
    at: Point
    way: Vector


def _straight(at: Point, way: Vector, across: bool) -> _Move:
    """The tile straight on; a double ``across`` the arm takes 1 unit of it."""
    if across:
        centre = _add(at, way, 0.5)
        up = _across(way)[0]
        first, second = _add(centre, up, 0.5), _add(centre, up, -0.5)
        return _Move(first, second, _halves_box(first, second), _add(at, way, 1.0), way)
    first, second = _add(at, way, 0.5), _add(at, way, 1.5)
    return _Move(first, second, _halves_box(first, second), _add(at, way, 2.0), way)


def _corner(at: Point, way: Vector, side: Vector) -> _Move:
    """A tile laid across the end, turning the arm towards ``side``: its touching half just
    beyond the end, its other half towards ``side``."""
    first = _add(at, way, 0.5)
    second = _add(first, side, 1.0)
    return _Move(first, second, _halves_box(first, second), _add(first, side, 1.5), side)


class _Overflow(Exception):
    """No free place in the bounds for a tile."""


class _Space:
    """The boxes laid so far, in buckets of 2 units, for the overlap tests."""

    def __init__(self, bounds: Box | None) -> None:
        self.bounds = bounds
        self.buckets: dict[tuple[int, int], list[Box]] = {}

    @staticmethod
    def _keys(box: Box) -> Iterator[tuple[int, int]]:
        for i in range(math.floor(box[0] / 2), math.floor((box[2] - _EPS) / 2) + 1):
            for j in range(math.floor(box[1] / 2), math.floor((box[3] - _EPS) / 2) + 1):
                yield i, j

    def inside(self, box: Box) -> bool:
        return self.bounds is None or inside(box, self.bounds)

    def free(self, box: Box) -> bool:
        buckets = self.buckets
        for key in self._keys(box):
            for other in buckets.get(key, ()):
                if overlap(box, other):
                    return False
        return True

    def add(self, box: Box) -> None:
        for key in self._keys(box):
            self.buckets.setdefault(key, []).append(box)


@dataclass(slots=True)
class _Arm:
    """An end's cursor and how it snakes: ``step`` is the way it moves over at a U-turn,
    ``lane`` the part of the table it keeps to; ``turning`` between the two corners of a
    U-turn, coming back ``back``."""

    at: Point
    way: Vector
    step: Vector
    lane: Box = _EVERYWHERE
    turning: bool = False
    back: Vector = (0, 0)


class _Layer:
    """Lays tiles on arms, one after the other, in a space of boxes."""

    def __init__(self, bounds: Box | None) -> None:
        self.space = _Space(bounds)
        self.jumps: list[Jump] = []

    def _fits(self, move: _Move, lane: Box | None, room: float) -> bool:
        space = self.space
        if not space.inside(move.box) or not space.free(move.box):
            return False
        if lane is None:
            return True
        return inside(move.box, lane) and _room(lane, move.at, move.way) >= room - _EPS

    def choose(self, arm: _Arm, across: bool) -> tuple[_Move, _Arm]:
        """The move for the next tile on ``arm`` (a double ``across`` it when ``across``) and
        the arm after it: straight on while its lane leaves room to turn after, else a corner
        towards its ``step`` (a U-turn's first), the second corner coming back; failing
        those, the same moves outside the lane; failing those, a jump."""
        at, way, step = arm.at, arm.way, arm.step
        options: list[tuple[_Move, float, _Arm]] = []
        if not arm.turning:
            room = _ROOM_AFTER_DOUBLE if across else _ROOM_AFTER_TILE
            options.append((_straight(at, way, across), room, arm))
            for side in (step, _neg(step)):
                options.append(
                    (_corner(at, way, side), 1.0, _Arm(at, side, side, arm.lane, True, _neg(way)))
                )
        else:
            back = arm.back
            run = _Arm(at, back, step, arm.lane)
            if across:
                options.append((_straight(at, way, True), 1.0, arm))
                options.append((_corner(at, way, back), 0.0, run))
            else:
                options.append((_corner(at, way, back), 0.0, run))
                options.append((_straight(at, way, False), 1.0, arm))
            other = _Arm(at, _neg(back), step, arm.lane)
            options.append((_corner(at, way, _neg(back)), 0.0, other))
        for lane in (arm.lane, None):
            for move, room, after in options:
                if self._fits(move, lane, room):
                    return move, self._after(after, move)
        move = self._jump(arm)
        turned = _Arm(move.at, move.way, arm.step, arm.lane)
        if turned.step in (move.way, _neg(move.way)):
            turned.step = _left(move.way)
        return move, turned

    @staticmethod
    def _after(arm: _Arm, move: _Move) -> _Arm:
        return _Arm(move.at, move.way, arm.step, arm.lane, arm.turning, arm.back)

    def _jump(self, arm: _Arm) -> _Move:
        """A free place for a tile whose end is walled in: straight on just past the wall
        (an arm passing under a row of the line), else the nearest, searched ring by ring;
        places clear of every tile first."""
        bounds = self.space.bounds
        if bounds is None:
            reach = 80
        else:
            reach = math.ceil(2 * max(bounds[2] - bounds[0], bounds[3] - bounds[1]))
        for k in range(1, _HOP + 1):
            move = _straight(_add(arm.at, arm.way, k / 2), arm.way, False)
            if self._clear(move):
                return self._jumped(arm, move)
        for clear in (True, False):
            move_near = self._nearest(arm, reach, clear)
            if move_near is not None:
                return self._jumped(arm, move_near)
        raise _Overflow

    def _clear(self, move: _Move) -> bool:
        """The move fits with a quarter of a unit free all round it."""
        x0, y0, x1, y1 = move.box
        grown = (x0 - 0.25, y0 - 0.25, x1 + 0.25, y1 + 0.25)
        return self._fits(move, None, 0.0) and self.space.free(grown)

    def _jumped(self, arm: _Arm, move: _Move) -> _Move:
        self.jumps.append(Jump(arm.at, _add(move.first, move.way, -0.5)))
        return move

    def _nearest(self, arm: _Arm, reach: int, clear: bool) -> _Move | None:
        cx, cy = arm.at
        orders = ((1, 0), (0, 1)) if arm.way[1] == 0 else ((0, 1), (1, 0))
        for ring in range(reach + 1):
            for i in range(-ring, ring + 1):
                for dx, dy in ((i, -ring), (i, ring), (-ring, i), (ring, i)) if ring else ((0, 0),):
                    centre = (cx + dx / 2, cy + dy / 2)
                    for axis in orders:
                        a, b = _add(centre, axis, -0.5), _add(centre, axis, 0.5)
                        near = math.dist(a, arm.at) <= math.dist(b, arm.at)
                        first, second = (a, b) if near else (b, a)
                        way = axis if near else _neg(axis)
                        move = _Move(
                            first, second, _halves_box(first, second), _add(second, way, 0.5), way
                        )
                        if self._clear(move) if clear else self._fits(move, None, 0.0):
                            return move
        return None

    def slot(self, arm: _Arm) -> Box:
        """Where a regular tile laid next on ``arm`` would go (without laying it)."""
        jumps = len(self.jumps)
        try:
            move, _ = self.choose(arm, across=False)
        except _Overflow:
            move = _straight(arm.at, arm.way, False)
        del self.jumps[jumps:]
        return move.box


# ----------------------------------------------------------------------------- lanes


def _pinwheel(
    centre: Point, way: Vector, step: Vector, bounds: Box
) -> dict[str, tuple[Vector, Box, Vector]]:
    """The lanes round a double at ``centre`` on an arm running ``way`` and snaking towards
    ``step``: for the arm going on (``forward``), the arm it came from (``back``) and the arms
    across it (``near``, on the ``step`` side, and ``far``), each ``(way, lane, step)``. Each
    arm takes the quarter of the table on its own ``step`` side, turning the same way round
    the double as the arm going on."""
    u, n = way, _neg(step)
    corners = [(bounds[0], bounds[1]), (bounds[2], bounds[3])]
    us = [(x - centre[0]) * u[0] + (y - centre[1]) * u[1] for x, y in corners]
    vs = [(x - centre[0]) * n[0] + (y - centre[1]) * n[1] for x, y in corners]
    u0, u1 = min(us), max(us)
    v0, v1 = min(vs), max(vs)

    def world(a0: float, a1: float, b0: float, b1: float) -> Box:
        points = [
            (centre[0] + a * u[0] + b * n[0], centre[1] + a * u[1] + b * n[1])
            for a in (a0, a1)
            for b in (b0, b1)
        ]
        return (
            min(p[0] for p in points),
            min(p[1] for p in points),
            max(p[0] for p in points),
            max(p[1] for p in points),
        )

    return {
        "forward": (u, world(0.5, u1, v0, 1.0), _neg(n)),
        "near": (_neg(n), world(u0, 1.0, v0, -1.0), _neg(u)),
        "back": (_neg(u), world(u0, -0.5, -1.0, v1), n),
        "far": (n, world(-1.0, u1, 1.0, v1), u),
    }


def _clip(a: Box, b: Box) -> Box | None:
    box = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return box if box[0] < box[2] and box[1] < box[3] else None


# ----------------------------------------------------------------------------- the line


def _line_scene(layout: Layout, crosswise: bool, bounds: Box | None, scene: Scene) -> None:
    """The line and its arms (every branching but the trains)."""
    area = bounds if bounds is not None else _EVERYWHERE
    layer = _Layer(bounds)
    arms: dict[str, _Arm] = {}
    showing: dict[str, int] = {}
    spinner = layout.spinner if layout.branching == "spinner" else EMPTY
    every_double = layout.branching == "all-doubles"
    # Until the spinner comes, the line turns short of the edges: a spinner at the end of
    # the line still leaves its arm going on the room to snake.
    margin = _SPINNER_ROOM if layout.branching == "spinner" else 0.0

    def open_arms(
        piece: Piece, way: Vector, step: Vector, across: bool, *, lead: bool, on: str
    ) -> None:
        """The two arms of a double that opens them, from its ends when it lies across its
        arm (from its long sides when it had to lie in line), with their lanes."""
        centre = piece.centre
        axis = (round(piece.second[0] - piece.first[0]), round(piece.second[1] - piece.first[1]))
        if across:
            ways = _across(way)
            reach = 1.0
        else:
            ways = _across(axis)
            reach = 0.5
        if step in (way, _neg(way)):
            step = _left(way)
        wheel = _pinwheel(centre, way, step, area)
        by_way = {wheel[k][0]: wheel[k] for k in ("near", "far")}
        for name, arm_way in zip(ARMS[LOW[piece.tile]], ways, strict=True):
            start = _add(centre, arm_way, reach)
            _, lane, step = by_way.get(arm_way, (arm_way, area, _left(arm_way)))
            arms[name] = _Arm(start, arm_way, step, lane)
            showing[name] = LOW[piece.tile]
        if not across:
            return
        # The arms of the line through the double keep to their side of the wheel: all of it
        # round the spinner or the lead; in the draw-5 preset, the arm going on only narrows.
        _, lane, step = wheel["forward"]
        forward = "R" if lead else on
        current = arms[forward]
        if not (lead or piece.tile == spinner):
            lane = _clip(lane, current.lane) or lane
        arms[forward] = _Arm(current.at, current.way, step, lane, current.turning, current.back)
        other = "L" if lead else ("R" if on == "L" else "L" if on == "R" else "")
        if other and (lead or piece.tile == spinner):
            _, lane, step = wheel["back"]
            current = arms[other]
            arms[other] = _Arm(current.at, current.way, step, lane, current.turning, current.back)

    for index, (t, end, touch) in enumerate(layout.placed):
        outer = HIGH[t] if LOW[t] == touch else LOW[t]
        across = IS_DOUBLE[t] and crosswise
        if not end:  # the lead: touch is the left half
            if across:
                first, second = (0.0, 0.5), (0.0, -0.5)
                left_at, right_at = (-0.5, 0.0), (0.5, 0.0)
            else:
                first, second = (-0.5, 0.0), (0.5, 0.0)
                left_at, right_at = (-1.0, 0.0), (1.0, 0.0)
            x0, x1 = area[0] + margin, area[2] - margin
            arms["L"] = _Arm(left_at, (-1, 0), (0, 1), (x0, -1.0, x1, area[3]))
            arms["R"] = _Arm(right_at, (1, 0), (0, -1), (x0, area[1], x1, 1.0))
            showing["L"], showing["R"] = touch, outer
            piece = Piece(t, first, second, touch, outer, index, "")
            scene.pieces.append(piece)
            layer.space.add(piece.box)
            if IS_DOUBLE[t] and (every_double or t == spinner):
                open_arms(piece, (1, 0), (0, -1), across, lead=True, on="")
            continue
        arm = arms[end]
        scene.joins.append(Join(arm.at, showing[end], touch))
        move, arms[end] = layer.choose(arm, across)
        laid_across = across and move.way == arm.way and move.at == _add(arm.at, arm.way, 1.0)
        piece = Piece(t, move.first, move.second, touch, outer, index, end)
        scene.pieces.append(piece)
        layer.space.add(move.box)
        showing[end] = outer
        if IS_DOUBLE[t] and (every_double or t == spinner):
            way = arm.way if laid_across else move.way
            step = arm.step if laid_across else arms[end].step
            open_arms(piece, way, step, laid_across, lead=False, on=end)
    scene.jumps = layer.jumps

    for name, shows in layout.ends.items():
        arm = arms[name]
        tail = layout.tails[name]
        scene.tags.append(
            EndTag(
                name,
                shows,
                arm.at,
                arm.way,
                empty=tail == EMPTY,
                double=tail != EMPTY and IS_DOUBLE[tail],
                slot=layer.slot(arm),
            )
        )
    if layout.spinner != EMPTY and layout.spinner_sides:
        for name in ARMS[LOW[layout.spinner]]:
            arm = arms[name]
            scene.tags.append(
                EndTag(
                    name,
                    LOW[layout.spinner],
                    arm.at,
                    arm.way,
                    empty=True,
                    closed=True,
                    slot=layer.slot(arm),
                )
            )
    if not layout.placed:
        scene.lead_slot = (-1.0, -0.5, 1.0, 0.5)


# ----------------------------------------------------------------------------- the trains


@dataclass(slots=True)
class _Train:
    """One train laid in its own frame: starting at the origin, running towards +x, rows
    stepping down (a band of the table places and mirrors it)."""

    name: str
    seat: int
    pieces: list[Piece] = field(default_factory=list)
    joins: list[Join] = field(default_factory=list)
    #: The height the train needs after each of its tiles (index 0: with none), the next
    #: tile's slot included.
    heights: list[float] = field(default_factory=list)
    arm: _Arm | None = None
    slot: Box = (0.0, 0.0, 0.0, 0.0)
    jumps: list[Jump] = field(default_factory=list)


def _lay_train(
    train: _Train,
    placed: list[tuple[int, int, int]],
    engine: int,
    crosswise: bool,
    length: float,
) -> None:
    layer = _Layer(None)
    arm = _Arm((0.0, 0.0), (1, 0), (0, -1), (0.0, -_INF, length, 1.0))
    lowest = 0.0
    showing = LOW[engine]

    def height(slot: Box) -> float:
        return 1.0 - min(lowest, slot[1], -1.0) + _BAND_GAP

    train.heights.append(height(layer.slot(arm)))
    for index, t, touch in placed:
        outer = HIGH[t] if LOW[t] == touch else LOW[t]
        train.joins.append(Join(arm.at, showing, touch))
        move, arm = layer.choose(arm, IS_DOUBLE[t] and crosswise)
        layer.space.add(move.box)
        lowest = min(lowest, move.box[1])
        train.pieces.append(Piece(t, move.first, move.second, touch, outer, index, train.name))
        train.heights.append(height(layer.slot(arm)))
        showing = outer
    train.arm = arm
    train.slot = layer.slot(arm)
    train.jumps = layer.jumps


#: Trains laid before, by what they were laid from: a move changes one train, the others are
#: taken from here rather than laid again (a train is never changed once laid).
_TRAINS: dict[tuple[str, int, tuple[tuple[int, int, int], ...], int, bool, float], _Train] = {}
_TRAINS_KEPT = 256


def _laid_train(
    name: str,
    seat: int,
    placed: tuple[tuple[int, int, int], ...],
    engine: int,
    crosswise: bool,
    length: float,
) -> _Train:
    """The train ``name`` laid from ``placed`` (see :func:`_lay_train`), the same object for
    the same arguments while it is kept."""
    key = (name, seat, placed, engine, crosswise, length)
    train = _TRAINS.get(key)
    if train is None:
        train = _Train(name, seat)
        _lay_train(train, list(placed), engine, crosswise, length)
        if len(_TRAINS) >= _TRAINS_KEPT:
            _TRAINS.clear()
        _TRAINS[key] = train
    return train


def _bands(trains: list[_Train], counts: Mapping[str, int], height: float) -> dict[str, float]:
    """The height of each train's band on one side of the hub: what the train needs with its
    ``counts[name]`` tiles (its next tile's slot included) and its name's strip, no more, so
    the trains lie together and the table shows them as large as its room allows (a train
    that takes a new row moves the trains under it down, never itself nor those above)."""
    bands = {t.name: t.heights[counts[t.name]] + LABEL_STRIP for t in trains}
    if sum(bands.values()) > height + _EPS:
        raise _Overflow
    return bands


def _mirror(point: Point, side: int) -> Point:
    return (point[0] * side, point[1])


def _train_scene(
    layout: Layout, players: int, crosswise: bool, markers: int, bounds: Box | None, scene: Scene
) -> None:
    scene.hub = (0.0, 0.0)
    engine = layout.engine
    scene.pieces.append(Piece(engine, (0.0, 0.5), (0.0, -0.5), LOW[engine], LOW[engine], -1, "hub"))
    names = [TRAINS[s] for s in range(players)] + ["mex"]
    seats = {name: (s if name != "mex" else -1) for s, name in enumerate(names)}
    placed: dict[str, list[tuple[int, int, int]]] = {name: [] for name in names}
    for index, (t, end, touch) in enumerate(layout.placed):
        placed[end].append((index, t, touch))
    if bounds is None:
        sides = {name: 1 for name in names}
        length = _INF
        start = TRAIN_START
    else:
        right = (len(names) + 1) // 2
        sides = {name: 1 if row < right else -1 for row, name in enumerate(names)}
        start = BOUNDED_START
        length = bounds[2] - start
    trains = {
        name: _laid_train(name, seats[name], tuple(placed[name]), engine, crosswise, length)
        for name in names
    }

    # Each train's row: the unbounded picture's rows, or the top of the train's band.
    rows: dict[str, float] = {}
    if bounds is None:
        middle = (len(names) - 1) / 2
        for row, name in enumerate(names):
            rows[name] = (middle - row) * ROW_GAP
    else:
        counts = {name: len(placed[name]) for name in names}
        for side in (1, -1):
            group = [trains[n] for n in names if sides[n] == side]
            # (from the top down: a train's tiles move only when a train above it grows)
            top = bounds[3]
            bands = _bands(group, counts, top - bounds[1])
            for train in group:
                rows[train.name] = top - LABEL_STRIP - 1.0
                top -= bands[train.name]

    def place(point: Point, name: str) -> Point:
        x, y = point
        return _mirror((start + x, rows[name] + y), sides[name])

    def place_box(box: Box, name: str) -> Box:
        a, b = place((box[0], box[1]), name), place((box[2], box[3]), name)
        return (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))

    laid: list[Piece] = []
    for name in names:
        train = trains[name]
        for piece in train.pieces:
            laid.append(
                Piece(
                    piece.tile,
                    place(piece.first, name),
                    place(piece.second, name),
                    piece.first_number,
                    piece.second_number,
                    piece.index,
                    name,
                )
            )
        for join in train.joins:
            scene.joins.append(Join(place(join.at, name), join.before, join.touch))
        for jump in train.jumps:
            scene.jumps.append(Jump(place(jump.start, name), place(jump.end, name)))
    laid.sort(key=lambda p: p.index)
    scene.pieces.extend(laid)

    for name in names:
        train = trains[name]
        side = sides[name]
        y = rows[name]
        arm = train.arm
        assert arm is not None
        way = (arm.way[0] * side, arm.way[1])
        tail = layout.tails[name]
        scene.tags.append(
            EndTag(
                name,
                layout.ends[name],
                place(arm.at, name),
                way,
                empty=tail == EMPTY,
                double=tail != EMPTY and IS_DOUBLE[tail],
                slot=place_box(train.slot, name),
            )
        )
        points = ((0.0, 0.0), (1.2 * side, y * 0.35), (2.4 * side, y), (start * side, y))
        seat = seats[name]
        marked = seat >= 0 and bool(markers >> seat & 1)
        if bounds is None:  # (the docs' pictures: the name on the track)
            # (the marker's flag reaches 1.3 units back from the first tile)
            room = TRAIN_START - 2.55 - (1.45 if marked else 0.25)
            label = (2.55 * side, y + 0.42)
        else:  # (above the train's first tiles, clear of a double across them, its row long)
            room = length
            label = (start * side, y + 1.0 + LABEL_RISE)
        scene.tracks.append(Track(name, seat, points, label, side, room))
        if marked:
            scene.markers.append(Marker(seat, ((start - 0.55) * side, y), side))


# ----------------------------------------------------------------------------- entry points


def layout_scene(
    layout: Layout,
    *,
    players: int,
    crosswise: bool = True,
    markers: int = 0,
    bounds: tuple[float, float] | None = None,
) -> Scene:
    """The scene of ``layout`` (``players`` seats; doubles across their arms unless
    ``crosswise`` is False, as in Matador; ``markers`` the mask of the seats whose train
    carries their marker) laid in ``bounds`` ``(width, height)`` centred on the lead, or
    unbounded. Pure: reads the layout and changes nothing."""
    if bounds is None:
        return _build(layout, players, crosswise, markers, None)
    width, height = bounds
    for _ in range(12):
        box = (-width / 2, -height / 2, width / 2, height / 2)
        try:
            return _build(layout, players, crosswise, markers, box)
        except _Overflow:
            width, height = width * 1.25, height * 1.25
    raise RuntimeError("no room for the layout")  # pragma: no cover - 14 times the area


def _build(
    layout: Layout, players: int, crosswise: bool, markers: int, bounds: Box | None
) -> Scene:
    scene = Scene(bounds=bounds)
    if layout.branching == "trains":
        _train_scene(layout, players, crosswise, markers, bounds, scene)
    else:
        _line_scene(layout, crosswise, bounds, scene)
    return scene


#: The least room each shape of table is laid in (units): enough for the longest rounds of
#: random play (tests/scene/test_classic_scene.py) without growing.
TABLE_SIZES: dict[str, tuple[float, float]] = {
    "none": (32.0, 15.0),
    "spinner": (36.0, 20.0),
    "all-doubles": (40.0, 22.0),
    # Mexican Train's bands are as high as their trains (seven and eight seats: the most).
    "trains": (50.0, 23.0),
    # Two seats (three trains) and five or six: shorter rows, so larger tiles.
    "trains-3": (46.0, 21.0),
    "trains-6": (47.0, 21.0),
    "trains-7": (47.0, 21.0),
}


def table_size(rules: Rules, aspect: float | None = None) -> tuple[float, float]:
    """The bounds ``(width, height)`` a game of ``rules`` lays its table in: its shape's
    :data:`TABLE_SIZES`, widened or heightened to the ``aspect`` (width / height) of the
    place it is shown in."""
    shape = rules.branching
    if shape == "trains" and f"trains-{rules.players + 1}" in TABLE_SIZES:
        shape = f"trains-{rules.players + 1}"
    width, height = TABLE_SIZES[shape]
    if aspect is not None and aspect > 0:
        if aspect > width / height:
            width = height * aspect
        else:
            height = width / aspect
    return width, height


#: The least pixels to a half (a tile is two halves long) a table is drawn at while its
#: room allows (:func:`readable_size`): below it a double-six's pips are hard to count.
READABLE = 22.0
#: The least share of its game's :data:`TABLE_SIZES` a line's bounds keep in each
#: direction, however short the room (a spinner's arms need some room to turn in).
LEAST_SHARE = 0.3


def readable_size(
    rules: Rules, width: float, height: float, least: float = READABLE
) -> tuple[float, float]:
    """The bounds a game of ``rules`` lays its table in, in a room ``width`` x ``height``
    pixels: its :func:`table_size` (room for its longest rounds, so that tiles never move as
    a round grows), unless that would draw a half smaller than ``least`` pixels: then, for
    a line (every game but Mexican Train), the room itself at that size, never less than
    :data:`LEAST_SHARE` of the game's own size in either direction: the line turns sooner,
    and the tiles are large enough to read (in random rounds the smaller bounds held every
    round, tests/scene/test_classic_scene.py; a round too long for them grows the bounds, and the
    tiles shrink once). Mexican Train keeps its size: its trains would outgrow smaller bands
    in most rounds, and its numerals read at a smaller size."""
    width, height = max(1.0, width), max(1.0, height)
    size = table_size(rules, max(0.2, width / height))
    if rules.branching == "trains" or min(width / size[0], height / size[1]) >= least:
        return size
    least_w, least_h = table_size(rules)
    scale = min(least, width / (least_w * LEAST_SHARE), height / (least_h * LEAST_SHARE))
    return width / scale, height / scale  # (the room's shape: the table fills it)


def scene_of(game: Round, bounds: tuple[float, float] | None = None) -> Scene:
    """The scene of ``game``'s table (see :func:`layout_scene`)."""
    return layout_scene(
        game.layout,
        players=game.players,
        crosswise=game.rules.match != "matador",
        markers=game.markers,
        bounds=bounds,
    )


def layout_of(view: SeatView, rules: Rules) -> Layout:
    """The layout a seat sees, rebuilt from its view (the tiles placed, in order) through the
    layout's own ``lead`` and ``place``: for a caller that holds a view and not the round.
    Mexican Train's engine is the number every train starts from: what an empty train shows,
    or what the first tile on a train touched."""
    engine = EMPTY
    if rules.branching == "trains":
        number = next(
            (touch for _, end, touch in view.placed if end != ""),
            dict(view.ends).get("mex", 0),
        )
        engine = DOUBLE[number]
    layout = Layout(rules.branching, rules.players, engine)
    for t, end, touch in view.placed:
        if end:
            layout.place(t, end, touch)
        else:
            layout.lead(t, touch)
    return layout


def view_scene(view: SeatView, rules: Rules, bounds: tuple[float, float] | None = None) -> Scene:
    """The scene of the table as ``view``'s seat sees it (the same as the round's)."""
    markers = 0
    for seat in view.markers:
        markers |= 1 << seat
    return layout_scene(
        layout_of(view, rules),
        players=rules.players,
        crosswise=rules.match != "matador",
        markers=markers,
        bounds=bounds,
    )


def count_terms(game: Round) -> list[tuple[str, int, bool]]:
    """The All Fives count (§A9.1) end by end, as the engine gives it
    (:meth:`~figures.classic.layout.Layout.fives_terms`)."""
    return game.layout.fives_terms()


def count_text(game: Round) -> str:
    """``L 3 + R (5+5) + 5-5.U 4 = 17``: the count as a sum, with its total."""
    terms = count_terms(game)
    parts = [f"{name} {f'({v}+{v})' if double else v}" for name, v, double in terms]
    total = game.layout.fives_count()
    return " + ".join(parts) + f" = {total}"


def describe_tile(t: int) -> str:
    """A tile as the program writes it (``3-5``)."""
    return TEXT[t]
