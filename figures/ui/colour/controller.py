"""Placing a domino: the state between the player's input and the engine's actions.

The game view turns mouse and keys into calls here (select, rotate, flip, move, click); this
module asks the engine whether the ghost fits (:func:`figures.colour.rules.check`, whose
error gives the reason) and what it would score, and hands back the ``Place`` to apply. It
never decides a rule itself and imports no arcade.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from figures.colour.actions import Place
from figures.colour.errors import (
    ColourMismatchError,
    IllegalMoveError,
    NotAffordableError,
    NotTouchingError,
    OverlapError,
)
from figures.colour.game import Game, Phase, Preview
from figures.colour.geometry import DIRS, OFFSET, Cell, Side
from figures.colour.rules import Score, legal_spots
from figures.scene.colour import middle_of
from figures.texts.i18n import count_text, tr

#: Pixels the pointer moves, a button held, before a press becomes a drag (the table's pan).
DRAG_THRESHOLD = 5


@dataclass
class Press:
    """A mouse button held down on a table screen: where, and what it has done since."""

    x: float
    y: float
    button: int
    where: str  # "table", "hand", "ui"
    dragged: bool = False
    rotated: bool = False


#: The order R turns a domino in: a quarter turn clockwise per press (E -> S -> W -> N).
CLOCKWISE = (Side.E, Side.S, Side.W, Side.N)


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether the ghost fits where it is, and what it would earn (the engine's preview:
    score, payment, whether it counts) or why not."""

    legal: bool
    reason: str = ""
    preview: Preview | None = None

    @property
    def score(self) -> Score | None:
        return None if self.preview is None else self.preview.score


class Click(Enum):
    NOTHING = "nothing"
    PREVIEW = "preview"
    CONFIRM = "confirm"
    ILLEGAL = "illegal"


def reason_text(error: IllegalMoveError) -> str:
    """The engine's reason, in the player's language and a player's words: the colours
    that would meet, never a cell's coordinates."""
    if isinstance(error, OverlapError):
        return tr("reason.overlap")
    if isinstance(error, NotAffordableError):
        return tr("reason.not_affordable", cost=error.cost)
    if isinstance(error, NotTouchingError):
        return tr("reason.not_touching")
    if isinstance(error, ColourMismatchError):
        colour = tr(f"colour.{_letter(error.colour)}")
        other = tr(f"colour.{_letter(error.other)}")
        return tr("reason.mismatch", colour=colour, other=other)
    return str(error)


def _letter(label: str) -> str:
    return {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}.get(label, "R")


def snap(world: tuple[float, float], direction: Side) -> Cell:
    """Cell A of a domino facing ``direction`` whose middle is nearest the point ``world``."""
    dx, dy = OFFSET[direction]
    return (math.floor(world[0] - dx / 2), math.floor(world[1] - dy / 2))


class Placing:
    """The domino the player is holding: which tile, face and direction, where, and whether
    it is being previewed."""

    def __init__(self, version: Callable[[], object] | None = None) -> None:
        #: The version of the game held (the match's counter, bumped by every apply, undo,
        #: redo and open): what the engine said of the ghost and the spots found are kept
        #: until it changes. Without one, the list of actions played stands for it.
        self._version = version
        self.tile: int | None = None
        self.face = 0
        self.dir = Side.E
        self.at: Cell | None = None
        self.preview: Place | None = None
        self._verdict: Verdict | None = None
        self._verdict_key: tuple[object, ...] | None = None
        self._spots_key: tuple[object, ...] | None = None
        self._spots: list[tuple[Cell, Side]] = []
        #: The face and direction of each domino of the hand the player has handled, kept
        #: while it stays in the hand; a domino not in it starts on face 0, lying east.
        self.orientation: dict[int, tuple[int, Side]] = {}

    # ----------------------------------------------------------------- what may be held

    @staticmethod
    def choices(game: Game) -> list[int]:
        """The dominoes the player to move may place now, in hand order."""
        if game.phase is Phase.OPENING:
            return [game.opening_tile] if game.opening_tile is not None else []
        if game.phase is Phase.TURN:
            return list(game.hands[game.current])
        if game.phase is Phase.SECOND and game.can_pay_second():
            return list(game.hands[game.current])
        return []

    def reset(self) -> None:
        self._remember()
        self.tile = None
        self.preview = None
        self._verdict = None
        self._verdict_key = None
        self._spots = []
        self._spots_key = None

    def _state(self, game: Game) -> tuple[object, ...]:
        """What the caches are keyed on: the game and its version."""
        if self._version is not None:
            return (id(game), self._version())
        return (id(game), tuple(game.actions))

    def sync(self, game: Game) -> None:
        """Drop a held domino that is no longer the player's to place (after a move, an undo),
        and forget the orientation of dominoes that left the hand."""
        if self.tile is not None and self.tile not in self.choices(game):
            self.reset()
        kept = {t for hand in game.hands for t in hand}
        if game.opening_tile is not None:
            kept.add(game.opening_tile)
        self.orientation = {t: o for t, o in self.orientation.items() if t in kept}

    def _remember(self) -> None:
        if self.tile is not None:
            self.orientation[self.tile] = (self.face, self.dir)

    def face_of(self, tile: int) -> int:
        """The face shown for a hand domino: the held one's, else the one it was left on."""
        if tile == self.tile:
            return self.face
        return self.orientation.get(tile, (0, Side.E))[0]

    def dir_of(self, tile: int) -> Side:
        """The way a hand domino lies: the held one's (as its ghost), else as it was left."""
        if tile == self.tile:
            return self.dir
        return self.orientation.get(tile, (0, Side.E))[1]

    # ----------------------------------------------------------------- handling the domino

    def select(self, game: Game, tile: int) -> bool:
        if tile not in self.choices(game):
            return False
        if tile != self.tile:  # each domino as it was left; a new one on face 0, lying east
            self._remember()
            self.tile = tile
            self.face, self.dir = self.orientation.get(tile, (0, Side.E))
            self.preview = None
        return True

    def select_index(self, game: Game, index: int) -> bool:
        choices = self.choices(game)
        return 0 <= index < len(choices) and self.select(game, choices[index])

    def cycle(self, game: Game) -> bool:
        """Tab: the next domino of the hand."""
        choices = self.choices(game)
        if not choices:
            return False
        if self.tile not in choices:
            return self.select(game, choices[0])
        index = choices.index(self.tile)
        return self.select(game, choices[(index + 1) % len(choices)])

    def rotate(self, steps: int = 1) -> None:
        """A quarter turn clockwise per step (negative: anticlockwise) about cell A, so that
        four turns bring the domino back where it was; with the mouse, the view snaps it to
        the cursor again."""
        if self.tile is None:
            return
        self.dir = CLOCKWISE[(CLOCKWISE.index(self.dir) + steps) % 4]
        self.preview = None

    def flip(self) -> None:
        if self.tile is not None:
            self.face = 1 - self.face
            self.preview = None

    def move_to(self, world: tuple[float, float]) -> None:
        """The cursor is at ``world`` (table units): the ghost snaps to the nearest cells."""
        if self.preview is None:
            self.at = snap(world, self.dir)

    def lift(self) -> None:
        """The pointer left the table: the ghost that followed it goes with its verdict (a
        placement being previewed stays where it is)."""
        if self.preview is None:
            self.at = None

    def move_by(self, dx: int, dy: int) -> None:
        if self.at is None:
            self.at = (0, 0)
        self.at = (self.at[0] + dx, self.at[1] + dy)
        self.preview = None

    def place_near(self, game: Game, world: tuple[float, float]) -> None:
        """Put the ghost on the legal spot of its face nearest ``world`` (keyboard play)."""
        spots = self.spots(game)
        if not spots:
            self.at = snap(world, self.dir)
            return
        at, direction = min(spots, key=lambda s: (_dist2(middle_of(*s), world), DIRS.index(s[1])))
        self.at, self.dir = at, direction

    def middle(self) -> tuple[float, float] | None:
        return None if self.at is None else middle_of(self.at, self.dir)

    # ----------------------------------------------------------------- judging

    def action(self) -> Place | None:
        if self.tile is None or self.at is None:
            return None
        return Place(self.tile, self.face, self.at, self.dir)

    def verdict(self, game: Game) -> Verdict | None:
        """What the engine says of the ghost where it is (cached until something changes)."""
        action = self.action()
        if action is None:
            return None
        key = (action, self._state(game))
        if key == self._verdict_key and self._verdict is not None:
            return self._verdict
        self._verdict_key = key
        self._verdict = self._judge(game, action)
        return self._verdict

    @staticmethod
    def _judge(game: Game, action: Place) -> Verdict:
        """The engine's own judgement of the placement (:meth:`Game.preview`)."""
        try:
            return Verdict(True, "", game.preview(action))
        except IllegalMoveError as error:
            return Verdict(False, reason_text(error))

    def spots(self, game: Game) -> list[tuple[Cell, Side]]:
        """Every legal spot of the held face (for the L aid and keyboard play)."""
        if self.tile is None:
            return []
        key = (self.tile, self.face, self._state(game))
        if key != self._spots_key:
            face = game.tileset[self.tile].faces[self.face]
            self._spots = legal_spots(game.board, face)
            self._spots_key = key
        return self._spots

    # ----------------------------------------------------------------- preview and confirm

    def click(self, game: Game) -> Click:
        """A click (or Enter) where the ghost is: the first on a legal spot previews, a second
        on the previewed spot confirms."""
        action = self.action()
        if action is None:
            return Click.NOTHING
        if self.preview is not None and self.preview == action:
            return Click.CONFIRM
        verdict = self.verdict(game)
        if verdict is None or not verdict.legal:
            self.preview = None
            return Click.ILLEGAL
        self.preview = action
        return Click.PREVIEW

    def cancel(self) -> bool:
        """Escape: drop the preview, or else put the domino down. False when nothing changed."""
        if self.preview is not None:
            self.preview = None
            return True
        if self.tile is not None:
            self.reset()
            return True
        return False


def _dist2(a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def breakdown(score: Score, paid: int = 0) -> str:
    """``4 edges + bonus 2 + closed 6`` in the player's language; ``− 4`` after it when the
    placement is a paid second one. Under a house rule of other than a point a square, the
    closed surfaces say their squares and the points of each (``1 edge + closed 1 square ×
    2 points``), so that the parts add up to the sum shown after them."""
    n = score.connected_edges
    parts = [count_text("detail.edges", n)]
    if score.bonus:
        parts.append(tr("detail.bonus", n=score.bonus))
    closed = score.closed_surfaces
    if closed and score.rules.square == 1:
        parts.append(tr("detail.closed", sizes=" + ".join(str(s) for s in closed)))
    elif closed:  # (house rules) the squares and the points of each: the parts add up
        if len(closed) == 1:
            squares = count_text("detail.squares", closed[0])
        else:
            sizes = "(" + " + ".join(str(s) for s in closed) + ")"
            squares = tr("detail.squares.sum", sizes=sizes)
        points = count_text("points", score.rules.square)
        parts.append(tr("detail.closed.square", squares=squares, points=points))
    text = " + ".join(parts)
    return f"{text} − {paid}" if paid else text


def domino_words(action: Place | None = None, *, tile: int | None = None) -> str:
    """A domino as a player reads it: "domino #48, face 2" for a placement (faces counted
    from 1, as in the hand), "domino #48" for a tile. The notation (``48.1@3,-3S``) is for
    files and the command line only."""
    if action is not None:
        return tr("domino.face", tile=action.tile, face=action.face + 1)
    return tr("domino", tile=tile)
