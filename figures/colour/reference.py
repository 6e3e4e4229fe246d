"""The slow reference model of the placement rule and the scoring, kept to test the fast path.

It is written the plain way on purpose: a networkx graph of squares updated at each
placement, legal spots found by judging every spot next to the frontier against the colours
of the table, and scoring by placing and taking back. It shares with the fast path only the
geometry tables and the board's plain dictionaries. Tests and ``figures bench`` compare the
two on random games, and :mod:`figures.colour.judges` gives rule designers its verdicts as a
second opinion (``figures score``, ``check``, ``replay --check --models both``); nothing in
play uses this module.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import networkx as nx

from figures.colour.board import Placed
from figures.colour.geometry import (
    ADJACENT,
    DIRS,
    FACING,
    OFFSET,
    SIDES,
    Cell,
    Side,
    Square,
    Triangle,
    square_of,
)
from figures.colour.house import DEFAULT_RULES, HouseRules, Score
from figures.colour.spots import spot_key
from figures.colour.surfaces import Surface
from figures.colour.tiles import Colour, Face


@dataclass(slots=True)
class _Change:
    """What one placement did to the graph, so that it can be undone exactly."""

    added_nodes: list[Square]
    completed: list[Square]
    added_edges: list[tuple[Square, Square]]


class SurfaceGraph:
    """Squares as nodes (with colour and how many of their two triangles are down), linked
    when two same-colour triangles of one cell touch; a surface is a connected component."""

    def __init__(self) -> None:
        self.graph: nx.Graph = nx.Graph()
        self._history: list[_Change] = []

    def add(
        self, triangles: Iterable[tuple[Triangle, Colour]], colour_at: dict[Triangle, Colour]
    ) -> None:
        change = _Change([], [], [])
        graph = self.graph
        new = list(triangles)
        for (x, y, side), colour in new:
            square = square_of(x, y, side)
            if square in graph:
                graph.nodes[square]["count"] = 2
                if square not in change.added_nodes:  # the core's two triangles are both new
                    change.completed.append(square)
            else:
                graph.add_node(square, colour=colour, count=1)
                change.added_nodes.append(square)
        for (x, y, side), colour in new:
            square = square_of(x, y, side)
            for other_side in ADJACENT[Side(side)]:
                if colour_at.get((x, y, other_side)) is colour:
                    other = square_of(x, y, other_side)
                    if not graph.has_edge(square, other):
                        graph.add_edge(square, other)
                        change.added_edges.append((square, other))
        self._history.append(change)

    def undo(self) -> None:
        change = self._history.pop()
        graph = self.graph
        graph.remove_edges_from(change.added_edges)
        graph.remove_nodes_from(change.added_nodes)
        for square in change.completed:
            graph.nodes[square]["count"] = 1

    def _surface(self, squares: frozenset[Square], member: Square) -> Surface:
        nodes = self.graph.nodes
        closed = all(nodes[s]["count"] == 2 for s in squares)
        return Surface(nodes[member]["colour"], squares, closed)

    def surface_of(self, square: Square) -> Surface:
        return self._surface(frozenset(nx.node_connected_component(self.graph, square)), square)

    def closed_surfaces_through(self, squares: Iterable[Square]) -> list[Surface]:
        seen: set[Square] = set()
        closed = []
        for square in squares:
            if square in seen:
                continue
            surface = self.surface_of(square)
            seen |= surface.squares
            if surface.closed:
                closed.append(surface)
        return closed

    def surfaces(self) -> Iterator[Surface]:
        for component in nx.connected_components(self.graph):
            squares = frozenset(component)
            yield self._surface(squares, next(iter(squares)))


class ReferenceBoard:
    """A table with a frontier of empty cells and the networkx surface graph, scored under
    the house rules ``rules`` (the same numbers as the fast path's table)."""

    def __init__(self, placed: Iterable[Placed] = (), rules: HouseRules = DEFAULT_RULES) -> None:
        self.rules = rules
        self.cells: dict[Cell, int] = {}
        self.colours: dict[Triangle, Colour] = {}
        self.placed: list[Placed] = []
        self.frontier: set[Cell] = set()
        self.surfaces = SurfaceGraph()
        self._frontier_history: list[tuple[set[Cell], set[Cell]]] = []
        for p in placed:
            self.place(p)

    def __len__(self) -> int:
        return len(self.placed)

    def place(self, placed: Placed) -> list[Surface]:
        """Put a domino down, unchecked; returns the closed surfaces through it."""
        triangles = placed.triangles()
        index = len(self.placed)
        self.placed.append(placed)
        cells = placed.cells
        for cell in cells:
            self.cells[cell] = index
        for triangle, colour in triangles:
            self.colours[triangle] = colour
        self.surfaces.add(triangles, self.colours)
        removed = {c for c in cells if c in self.frontier}
        self.frontier -= removed
        added = set()
        for x, y in cells:
            for side in SIDES:
                dx, dy = OFFSET[side]
                n = (x + dx, y + dy)
                if n not in self.cells and n not in self.frontier:
                    added.add(n)
        self.frontier |= added
        self._frontier_history.append((removed, added))
        return self.surfaces.closed_surfaces_through(square_of(*t) for t, _ in triangles)

    def undo(self) -> Placed:
        placed = self.placed.pop()
        for cell in placed.cells:
            del self.cells[cell]
        for triangle, _ in placed.triangles():
            del self.colours[triangle]
        self.surfaces.undo()
        removed, added = self._frontier_history.pop()
        self.frontier -= added
        self.frontier |= removed
        return placed


def connected_edges(board: ReferenceBoard, face: Face, at: Cell, direction: Side) -> int | None:
    """The number of connected edges of a legal placement, None when it is not legal."""
    x, y = at
    dx, dy = OFFSET[direction]
    if at in board.cells or (x + dx, y + dy) in board.cells:
        return None
    connected = 0
    for _, _, _, fx, fy, facing_side, slot in FACING[direction]:
        other = board.colours.get((x + fx, y + fy, facing_side))
        if other is None:
            continue
        if other is not face.colours[slot]:
            return None
        connected += 1
    if connected == 0 and board.placed:
        return None
    return connected


def candidate_spots(board: ReferenceBoard) -> Iterator[tuple[Cell, Side]]:
    """Every ``(at, dir)`` whose two cells are empty and one of them is on the frontier."""
    if not board.placed:
        for direction in DIRS:
            yield (0, 0), direction
        return
    seen: set[tuple[Cell, Side]] = set()
    for fx, fy in board.frontier:
        for direction in DIRS:
            dx, dy = OFFSET[direction]
            for at in ((fx, fy), (fx - dx, fy - dy)):
                spot = (at, direction)
                if spot in seen:
                    continue
                seen.add(spot)
                if at not in board.cells and (at[0] + dx, at[1] + dy) not in board.cells:
                    yield spot


def legal_spots(board: ReferenceBoard, face: Face) -> list[tuple[Cell, Side]]:
    spots = [s for s in candidate_spots(board) if connected_edges(board, face, *s) is not None]
    spots.sort(key=spot_key)
    return spots


def evaluate(board: ReferenceBoard, face: Face, at: Cell, direction: Side) -> Score | None:
    """The score of a placement by placing it and taking it back; None when it is illegal."""
    connected = connected_edges(board, face, at, direction)
    if connected is None:
        return None
    closed = board.place(Placed(face, at, direction))
    board.undo()
    return Score(connected, tuple(sorted((s.size for s in closed), reverse=True)), board.rules)
