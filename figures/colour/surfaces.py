"""Same-colour surfaces, kept as a union-find that each placement updates and undo reverts.

Every cell lies under one domino, so two triangles of one cell always belong to the same
domino: surfaces cross from one domino to the next only through squares, where an external
triangle meets the one facing it. So each domino brings a fixed set of *groups* (its squares
that are joined inside it, one colour each), and a surface is a set of groups joined through
completed squares. Each surface root keeps its number of squares and its number of *open*
half-squares; it is closed exactly when none is open.

The networkx model in :mod:`figures.colour.reference` is the slow reference this is tested
against.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from figures.colour.geometry import (
    CORE_SLOT,
    FACING,
    SLOT_LINKS,
    Cell,
    Side,
    Square,
    Triangle,
    square_of,
)
from figures.colour.tiles import COLOURS, Colour, Face


@dataclass(frozen=True, slots=True)
class Surface:
    colour: Colour
    squares: frozenset[Square]
    closed: bool

    @property
    def size(self) -> int:
        return len(self.squares)


@dataclass(frozen=True, slots=True)
class Group:
    """Squares of one face joined inside the domino: colour slots 0..5 (external) and the
    core (:data:`CORE_SLOT`)."""

    colour: int  # index into COLOURS
    external: tuple[int, ...]
    core: bool
    #: The external slots as bits (``1 << slot``).
    mask: int


def _groups(code: int) -> tuple[tuple[Group, ...], tuple[int, ...]]:
    colour = [((code >> (4 * slot)) & 15).bit_length() - 1 for slot in range(7)]
    parent = list(range(7))

    def find(slot: int) -> int:
        while parent[slot] != slot:
            slot = parent[slot]
        return slot

    for a, b in SLOT_LINKS:
        if colour[a] == colour[b]:
            parent[find(a)] = find(b)
    roots: list[int] = []
    for slot in range(7):
        if find(slot) not in roots:
            roots.append(find(slot))
    groups = []
    for root in roots:
        members = [s for s in range(7) if find(s) == root]
        external = tuple(s for s in members if s != CORE_SLOT)
        mask = sum(1 << s for s in external)
        groups.append(Group(colour[root], external, CORE_SLOT in members, mask))
    group_of = tuple(roots.index(find(s)) for s in range(7))
    return tuple(groups), group_of


_GROUPS: dict[int, tuple[tuple[Group, ...], tuple[int, ...]]] = {}


def face_groups(face: Face) -> tuple[tuple[Group, ...], tuple[int, ...]]:
    """The groups of a face and, for each colour slot, the index of its group (cached)."""
    found = _GROUPS.get(face.code)
    if found is None:
        found = _GROUPS[face.code] = _groups(face.code)
    return found


_CLOSABLE: dict[int, int] = {}


def closable(face: Face) -> int:
    """For each set of connected slots ``c`` (as bits), bit ``c`` of the result tells whether
    some group of the face has all its external triangles connected: only then can placing
    the face close a surface."""
    found = _CLOSABLE.get(face.code)
    if found is None:
        groups, _ = face_groups(face)
        found = 0
        for connected in range(64):
            if any(g.mask & ~connected == 0 for g in groups):
                found |= 1 << connected
        _CLOSABLE[face.code] = found
    return found


class SurfaceForest:
    """The surfaces of a table as a union-find over domino groups, with exact undo."""

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.size: list[int] = []  # squares, at a root: of the whole surface
        self.open: list[int] = []  # open half-squares, at a root: of the whole surface
        self.colour: list[int] = []
        self.squares: list[tuple[Square, ...]] = []  # the squares each group brought
        self.members: list[list[int]] = []  # at a root: every group of the surface
        #: The group that holds each external triangle still waiting for its partner.
        self.owner: dict[Triangle, int] = {}
        #: Per placement: the first new group, the prior values of every changed node (node,
        #: parent, size, open, length of its member list, 0 when unchanged) and the triangles
        #: added to :attr:`owner`.
        self._history: list[tuple[int, list[tuple[int, int, int, int, int]], list[Triangle]]] = []

    def copy(self) -> SurfaceForest:
        """The same surfaces, without the history (see :meth:`Board.copy`)."""
        forest = SurfaceForest()
        forest.parent = list(self.parent)
        forest.size = list(self.size)
        forest.open = list(self.open)
        forest.colour = list(self.colour)
        forest.squares = list(self.squares)
        forest.members = [list(m) for m in self.members]
        forest.owner = dict(self.owner)
        return forest

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            node = parent[node]
        return node

    # ----------------------------------------------------------------- what a placement would do

    def closures(
        self, face: Face, at: Cell, direction: Side, connected: int | None = None
    ) -> list[int]:
        """Sizes of the surfaces a legal placement would close, without placing it.

        ``connected``, when known, is the set of the face's connected slots as bits: a surface
        can close only through a group of the new domino all of whose external triangles
        connect, so most spots are settled without looking further.
        """
        if connected is not None and not (closable(face) >> connected) & 1:
            return []
        groups, group_of = face_groups(face)
        owner = self.owner
        find = self.find
        x, y = at
        count = len(groups)
        # Per group: squares it adds, open half-squares it adds minus those it completes, and
        # the roots it joins.
        size = [len(g.external) + g.core for g in groups]
        open_ = [len(g.external) for g in groups]
        roots: list[list[int]] = [[] for _ in range(count)]
        for _, _, _, fx, fy, facing_side, slot in FACING[direction]:
            node = owner.get((x + fx, y + fy, facing_side))
            if node is not None:
                g = group_of[slot]
                size[g] -= 1
                open_[g] -= 2
                roots[g].append(find(node))
        # Groups that reach the same surface become one.
        link = list(range(count))
        seen: dict[int, int] = {}
        for g in range(count):
            for root in roots[g]:
                other = seen.setdefault(root, g)
                a, b = g, other
                while link[a] != a:
                    a = link[a]
                while link[b] != b:
                    b = link[b]
                link[a] = b
        total_size: dict[int, int] = {}
        total_open: dict[int, int] = {}
        for g in range(count):
            top = g
            while link[top] != top:
                top = link[top]
            total_size[top] = total_size.get(top, 0) + size[g]
            total_open[top] = total_open.get(top, 0) + open_[g]
        for root, g in seen.items():
            top = g
            while link[top] != top:
                top = link[top]
            total_size[top] += self.size[root]
            total_open[top] += self.open[root]
        return sorted((total_size[t] for t in total_size if total_open[t] == 0), reverse=True)

    # ----------------------------------------------------------------- placing and undoing

    def add(self, face: Face, at: Cell, direction: Side) -> list[int]:
        """Add a placed domino's groups. Returns the sizes of the surfaces it closes."""
        groups, group_of = face_groups(face)
        base = len(self.parent)
        log: list[tuple[int, int, int, int, int]] = []
        owner = self.owner
        x, y = at
        connected = [False] * 6
        partner: list[int | None] = [None] * 6
        for _, _, _, fx, fy, facing_side, slot in FACING[direction]:
            node = owner.get((x + fx, y + fy, facing_side))
            if node is not None:
                connected[slot] = True
                partner[slot] = node
        triangles = {slot: (x + tx, y + ty, side) for tx, ty, side, *_, slot in FACING[direction]}
        core_square = square_of(x, y, direction)  # A's core triangle lies towards B
        added: list[Triangle] = []
        for index, group in enumerate(groups):
            node = base + index
            free = [s for s in group.external if not connected[s]]
            squares = [square_of(*triangles[s]) for s in free]
            if group.core:
                squares.append(core_square)
            self.parent.append(node)
            self.size.append(len(squares))
            self.open.append(len(free))
            self.colour.append(group.colour)
            self.squares.append(tuple(squares))
            self.members.append([node])
            for slot in free:
                owner[triangles[slot]] = node
                added.append(triangles[slot])
        for slot in range(6):
            node = partner[slot]
            if node is None:
                continue
            root = self.find(node)
            log.append((root, self.parent[root], self.size[root], self.open[root], 0))
            self.open[root] -= 1
            self._union(self.find(base + group_of[slot]), root, log)
        self._history.append((base, log, added))
        roots = {self.find(base + i) for i in range(len(groups))}
        return sorted((self.size[r] for r in roots if self.open[r] == 0), reverse=True)

    def _union(self, a: int, b: int, log: list[tuple[int, int, int, int, int]]) -> None:
        if a == b:
            return
        if len(self.members[a]) > len(self.members[b]):
            a, b = b, a
        log.append((a, self.parent[a], self.size[a], self.open[a], len(self.members[a])))
        log.append((b, self.parent[b], self.size[b], self.open[b], len(self.members[b])))
        self.parent[a] = b
        self.size[b] += self.size[a]
        self.open[b] += self.open[a]
        self.members[b].extend(self.members[a])

    def undo(self) -> None:
        """Take back the last :meth:`add`."""
        base, log, added = self._history.pop()
        for node, parent, size, open_, members in reversed(log):
            self.parent[node] = parent
            self.size[node] = size
            self.open[node] = open_
            if members:
                del self.members[node][members:]
        for triangle in added:
            del self.owner[triangle]
        for column in (self.parent, self.size, self.open, self.colour, self.squares, self.members):
            del column[base:]

    # ----------------------------------------------------------------- reading the surfaces

    def _surface(self, root: int) -> Surface:
        squares = frozenset(s for node in self.members[root] for s in self.squares[node])
        return Surface(COLOURS[self.colour[root]], squares, self.open[root] == 0)

    def surfaces(self) -> Iterator[Surface]:
        """Every surface on the table."""
        for node, parent in enumerate(self.parent):
            if node == parent:
                yield self._surface(node)
