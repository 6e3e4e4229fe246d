"""Triangles and thick lines collected into one shape: the drawing primitive both tables and
the widgets build their shapes with (:class:`Batch`), drawn in a single call."""

from __future__ import annotations

import math
from array import array
from collections.abc import Sequence
from itertools import chain, pairwise

import arcade
import pyglet.gl as gl
from arcade.shape_list import Shape, ShapeElementList, create_triangles_filled_with_colors

from figures.ui.theme import RGBA

Point = tuple[float, float]


class Batch:
    """Triangles and thick lines collected into one shape."""

    def __init__(self) -> None:
        self.points: list[Point] = []
        self.colours: list[RGBA] = []

    def triangle(self, a: Point, b: Point, c: Point, colour: RGBA) -> None:
        self.points += (a, b, c)
        self.colours += (colour, colour, colour)

    def polygon(self, ring: Sequence[Point], colour: RGBA) -> None:
        """A convex polygon as a fan of triangles."""
        for i in range(1, len(ring) - 1):
            self.triangle(ring[0], ring[i], ring[i + 1], colour)

    def segment(self, a: Point, b: Point, width: float, colour: RGBA, cap: bool = True) -> None:
        """A line ``width`` table units thick; ``cap`` extends it by half its width at both
        ends so that joined segments leave no notch at the corners."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy)
        if length == 0:
            return
        ux, uy = dx / length, dy / length
        h = width / 2
        if cap:
            a = (a[0] - ux * h, a[1] - uy * h)
            b = (b[0] + ux * h, b[1] + uy * h)
        nx, ny = -uy * h, ux * h
        p1, p2 = (a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny)
        p3, p4 = (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)
        self.triangle(p1, p2, p3, colour)
        self.triangle(p1, p3, p4, colour)

    def ring(self, points: Sequence[Point], width: float, colour: RGBA) -> None:
        for a, b in pairwise(points):
            self.segment(a, b, width, colour)

    def circle(self, centre: Point, radius: float, width: float, colour: RGBA) -> None:
        """A ring ``width`` thick as one band of quads between its inner and outer edges
        (no notches where segments would meet)."""
        steps = 18
        inner, outer = radius - width / 2, radius + width / 2
        cx, cy = centre
        ring = []
        for i in range(steps + 1):
            a = 2 * math.pi * i / steps
            c, s = math.cos(a), math.sin(a)
            ring.append(((cx + inner * c, cy + inner * s), (cx + outer * c, cy + outer * s)))
        for (i0, o0), (i1, o1) in pairwise(ring):
            self.triangle(i0, o0, o1, colour)
            self.triangle(i0, o1, i1, colour)

    def disc(self, centre: Point, radius: float, colour: RGBA) -> None:
        steps = 16
        ring = [
            (
                centre[0] + radius * math.cos(2 * math.pi * i / steps),
                centre[1] + radius * math.sin(2 * math.pi * i / steps),
            )
            for i in range(steps)
        ]
        self.polygon(ring, colour)

    def shape(self) -> Shape | None:
        if not self.points:
            return None
        return create_triangles_filled_with_colors(self.points, self.colours)


class CachedShape:
    """A shape rebuilt only when its key changes (the ghost, the aids, the markers)."""

    def __init__(self) -> None:
        self.key: object = None
        self.shapes: ShapeElementList[Shape] = ShapeElementList()

    def update(self, key: object, build: Batch | None) -> None:
        self.key = key
        self.shapes = ShapeElementList()
        if build is not None:
            shape = build.shape()
            if shape is not None:
                self.shapes.append(shape)

    def draw(self) -> None:
        self.shapes.draw()


def batch_shapes(batch: Batch) -> ShapeElementList[Shape]:
    """``batch`` as a list of shapes to draw: one shape of all its triangles, or none."""
    shapes: ShapeElementList[Shape] = ShapeElementList()
    if batch.points:
        shapes.append(fast_triangles(batch))
    return shapes


def fast_triangles(batch: Batch) -> Shape:
    """``batch``'s triangles as one shape, as ``create_triangles_filled_with_colors`` makes
    it but without turning every vertex's colour into a ``Color`` first (the batch's colours
    are already four channels): a third of the cost of a table's build with many trains."""
    shape: Shape = Shape.__new__(Shape)
    ctx = arcade.get_window().ctx
    shape.ctx = ctx
    shape.program = ctx.line_generic_with_colors_program
    shape.mode = gl.GL_TRIANGLES
    shape.points = batch.points
    shape.colors = batch.colours  # type: ignore[assignment]
    shape.data = array(
        "f", chain.from_iterable((*p, *c) for p, c in zip(batch.points, batch.colours, strict=True))
    )
    shape.vertices = len(batch.points)
    shape.geometry = None
    shape.buffer = None
    return shape
