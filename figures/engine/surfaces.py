"""Squares and same-colour surfaces, kept as a networkx graph updated at each placement.

A node is a square (see :mod:`figures.engine.geometry`) with its colour and how many of its
two triangles are on the table. An edge links two squares of the same colour that contain
adjacent triangles of one cell. A surface is a connected component; it is closed when every
square in it is complete.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import networkx as nx

from figures.engine.geometry import ADJACENT, Side, Square, Triangle, square_of
from figures.engine.tiles import Colour


@dataclass(frozen=True, slots=True)
class Surface:
    colour: Colour
    squares: frozenset[Square]
    closed: bool

    @property
    def size(self) -> int:
        return len(self.squares)


@dataclass(slots=True)
class _Change:
    """What one placement did to the graph, so that it can be undone exactly."""

    added_nodes: list[Square]
    completed: list[Square]
    added_edges: list[tuple[Square, Square]]


class SurfaceGraph:
    def __init__(self) -> None:
        self.graph: nx.Graph = nx.Graph()
        self._history: list[_Change] = []

    def add(
        self, triangles: Iterable[tuple[Triangle, Colour]], colour_at: dict[Triangle, Colour]
    ) -> None:
        """Add the triangles of one domino. ``colour_at`` already holds them (and the table)."""
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
        """Take back the last :meth:`add`."""
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
        """The surface that contains ``square``."""
        return self._surface(frozenset(nx.node_connected_component(self.graph, square)), square)

    def closed_surfaces_through(self, squares: Iterable[Square]) -> list[Surface]:
        """The distinct closed surfaces that contain any of ``squares``."""
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
        """Every surface on the table."""
        for component in nx.connected_components(self.graph):
            squares = frozenset(component)
            yield self._surface(squares, next(iter(squares)))
