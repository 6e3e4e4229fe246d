"""Second opinions on every placement: the fast path judges and scores it, and two slower
models, written apart, judge it again.

- The **graph model** (:mod:`figures.colour.reference`): a networkx graph of squares, legal
  spots found by looking at the colours around, scores by placing and taking back. It must give
  the same verdict (legal or not), the same connected edges and the same closed surfaces.
- The **geometry** (:mod:`figures.colour.shapes`): the shapely union of each colour's triangles
  on the table. Each connected piece must be one surface of the fast path's surfaces, of the
  same size, closed exactly when its area is half a unit per square; and the graph model's
  surfaces must be the same squares.

A disagreement is an engine fault: :class:`Judges` lists each one with the place and the
position (the table's dominoes in scenario notation), never silently. Rule designers get it
from ``figures score``, ``figures check`` and ``figures replay --check --models both``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from figures.colour.board import Board, Placed
from figures.colour.errors import IllegalMoveError
from figures.colour.geometry import Side, square_of
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.reference import ReferenceBoard
from figures.colour.reference import evaluate as reference_evaluate
from figures.colour.rules import Score, place
from figures.colour.shapes import colour_pieces, triangle_polygon
from figures.colour.tiles import Face

if TYPE_CHECKING:
    from figures.colour.game import Game

#: Which models judge: the fast path alone, or with the graph model and the geometry.
MODELS = ("fast", "both")


@dataclass(frozen=True, slots=True)
class Fault:
    """A disagreement between the models: where (``play 2``, ``turn 14, placement 1``), what
    differs, and the position (the table's dominoes before the placement, in the scenario
    files' ``board`` notation)."""

    where: str
    what: str
    position: tuple[dict[str, Any], ...]

    def text(self) -> str:
        return f"engine fault at {self.where}: {self.what}"


def _verdict(score: Score | None) -> str:
    if score is None:
        return "illegal"
    closed = ", ".join(map(str, score.closed_surfaces)) or "none"
    return f"legal, {score.connected_edges} connected edges, closed surfaces [{closed}]"


def _entry(placed: Placed) -> dict[str, Any]:
    return {"face": str(placed.face), "at": list(placed.at), "dir": placed.dir.name}


@dataclass(slots=True)
class Judges:
    """A table judged by the fast path, with the graph model kept in step beside it
    (``models="both"``); every placement goes through :meth:`place`. Both tables score
    under the same house rules (``rules``)."""

    models: str = "both"
    rules: HouseRules = DEFAULT_RULES
    board: Board = field(init=False)
    reference: ReferenceBoard = field(init=False)
    faults: list[Fault] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.board = Board(self.rules)
        self.reference = ReferenceBoard(rules=self.rules)

    @property
    def both(self) -> bool:
        return self.models == "both"

    def position(self) -> tuple[dict[str, Any], ...]:
        return tuple(_entry(p) for p in self.board.placed)

    def place(self, placed: Placed, where: str, *, geometry: bool = True) -> Score:
        """Judge and place ``placed`` with the fast path (raising its IllegalMoveError, the
        table unchanged, when it refuses); with both models, the graph model judges it too and
        any disagreement is kept in :attr:`faults`, then (``geometry``) the table is checked
        against the shapely union."""
        second: Score | None = None
        if self.both:
            second = reference_evaluate(self.reference, placed.face, placed.at, placed.dir)
        position = self.position() if self.both else ()
        try:
            score = place(self.board, placed)
        except IllegalMoveError:
            if self.both and second is not None:
                self._fault(
                    where,
                    f"the fast path says illegal; the graph model says {_verdict(second)}",
                    position,
                )
            raise
        if self.both:
            if second != score:
                self._fault(
                    where,
                    f"the fast path says {_verdict(score)}; the graph model says "
                    f"{_verdict(second)}",
                    position,
                )
            self.reference.place(placed)
            if geometry:
                self.check_geometry(where)
        return score

    def judge(self, face: Face, at: tuple[int, int], direction: Side, where: str) -> Score:
        return self.place(Placed(face, at, direction), where)

    def check_geometry(self, where: str) -> None:
        """The fast path's surfaces against the shapely union of the table, and against the
        graph model's surfaces (a fault for each difference)."""
        board = self.board
        position = self.position()
        fast = {s.squares: s for s in board.surfaces.surfaces()}
        graph = {(s.squares, s.colour, s.closed) for s in self.reference.surfaces.surfaces()}
        mine = {(s.squares, s.colour, s.closed) for s in fast.values()}
        if mine != graph:
            self._fault(
                where,
                f"the surfaces differ: {len(mine - graph)} only in the fast path, "
                f"{len(graph - mine)} only in the graph model",
                position,
            )
        found = set()
        for colour, polygons in colour_pieces(board).items():
            for polygon in polygons:
                squares = frozenset(
                    square_of(*t)
                    for t, c in board.colours.items()
                    if c is colour and polygon.contains(triangle_polygon(t).representative_point())
                )
                surface = fast.get(squares)
                if surface is None:
                    self._fault(
                        where,
                        f"a {colour.label} piece of {len(squares)} squares on the table is not "
                        "a surface of the fast path",
                        position,
                    )
                    continue
                closed = abs(polygon.area - 0.5 * len(squares)) < 1e-9
                if surface.closed != closed:
                    self._fault(
                        where,
                        f"a {colour.label} surface of {len(squares)} squares is "
                        f"{'closed' if surface.closed else 'open'} for the fast path and "
                        f"{'closed' if closed else 'open'} for the geometry",
                        position,
                    )
                found.add(squares)
        if found != set(fast):
            self._fault(
                where,
                f"{len(set(fast) - found)} surfaces of the fast path are no piece of the table",
                position,
            )

    def _fault(self, where: str, what: str, position: tuple[dict[str, Any], ...]) -> None:
        self.faults.append(Fault(where, what, position))


def judge_game(game: Game, models: str = "both") -> list[Fault]:
    """Every placement of ``game`` (the opening's, then each turn's) judged again by the
    models, the table's geometry checked once at the end (a whole game's in well under a
    second): the engine faults found."""
    judges = Judges(models, game.rules)
    for number, opening in enumerate(game.opening, 1):
        face = game.tileset[opening.tile].faces[opening.face]
        placed = Placed(face, opening.at, Side.parse(opening.dir), opening.tile)
        judges.place(placed, f"opening {number}", geometry=False)
    for number, turn in enumerate(game.turns, 1):
        for index, record in enumerate(turn.placements, 1):
            face = game.tileset[record.tile].faces[record.face]
            placed = Placed(face, record.at, Side.parse(record.dir), record.tile)
            judges.place(placed, f"turn {number}, placement {index}", geometry=False)
    if judges.both:
        judges.check_geometry("the end of the game")
    return judges.faults
