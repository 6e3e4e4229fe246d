"""Game state and turn flow: the opening, turns, second placements, returns, the end.

A game is fully determined by its settings (which hold the seed) and its list of actions:
the bag is a seeded random generator held in the state. ``apply`` is the one entry point for
every action of every player; it validates and raises an ``IllegalMoveError`` subclass,
leaving the state untouched, when the action is not allowed.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations
from typing import Protocol

from figures.colour.actions import Action, EndTurn, Place, Return
from figures.colour.board import Board, Placed
from figures.colour.errors import (
    GameOverError,
    NotAffordableError,
    NothingToUndoError,
    NotYourTileError,
    RecordError,
    SettingsError,
    WrongActionError,
)
from figures.colour.geometry import MAX_COORDINATE, Side
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.house import HAND_SIZE as HAND_SIZE  # (the defaults, kept by their names)
from figures.colour.house import MAX_TARGET as MAX_TARGET
from figures.colour.house import MIN_TARGET as MIN_TARGET
from figures.colour.phase import Phase as Phase  # (kept by its name: the game's phases)
from figures.colour.rules import (
    Score,
    check,
    evaluate,
    fits_somewhere,
    legal_spots,
    place,
    reaches_target,
)
from figures.colour.tiles import Face, TileSet, default_tileset
from figures.colour.views import PlayerView
from figures.core.chance import Script, StreamChance
from figures.core.match import Played
from figures.core.seats import PlayerSpec, Table, check_seats
from figures.core.text import shown
from figures.core.values import is_whole

MIN_PLAYERS = 2
MAX_PLAYERS = 4
#: (``MIN_TARGET``, ``MAX_TARGET`` and ``HAND_SIZE`` are the defaults of the house rules,
#: :mod:`figures.colour.house`; a game reads its own in ``settings.rules``.)
#: Bumped whenever a rule changes behaviour; stored in every record.
RULES_VERSION = 1


def most_turns(tiles: int, players: int) -> int:
    """More turns than any game of ``tiles`` dominoes between ``players`` can have: a turn
    places dominoes or none, at most ``tiles`` are placed, and ``players`` turns in a row
    without a placement end the game, so at most ``players`` turns come before each turn that
    places and after the last one."""
    return tiles + (tiles + 1) * players


def most_actions(tiles: int, players: int) -> int:
    """More actions than any game can have: one opening placement per player, then at most
    two actions a turn (two placements, a placement and 'end', or a return)."""
    return players + 2 * most_turns(tiles, players)


@dataclass(frozen=True, slots=True)
class Settings:
    players: tuple[PlayerSpec, ...]
    target: int = 120
    seed: int = 0
    first_player: int = 0
    #: The house rules (validated by :class:`HouseRules` itself); the seed's by default.
    rules: HouseRules = DEFAULT_RULES

    def __post_init__(self) -> None:
        check_seats(self.players, MIN_PLAYERS, MAX_PLAYERS)
        if not isinstance(self.rules, HouseRules):
            raise SettingsError(
                f"the house rules are a HouseRules, not {shown(self.rules)}",
                "rules",
                reason="type",
                value=self.rules,
            )
        low, high = self.rules.min_target, self.rules.max_target
        if isinstance(self.target, bool) or not isinstance(self.target, int):
            raise SettingsError(
                f"the target must be a whole number, not {shown(self.target)}",
                "target",
                reason="type",
                value=self.target,
            )
        if not low <= self.target <= high:
            raise SettingsError(
                f"the target must be from {low} to {high}, not {shown(self.target)}",
                "target",
                reason="range",
                value=self.target,
                low=low,
                high=high,
            )
        self.table.check(MIN_PLAYERS, MAX_PLAYERS)

    @property
    def table(self) -> Table:
        """The settings every game shares (the colour game has no teams)."""
        return Table(self.players, self.seed, self.first_player)


class Termination(Enum):
    TARGET = "target"
    ALL_PLACED = "all-placed"
    BLOCKED = "blocked"


@dataclass(frozen=True, slots=True)
class Outcome:
    reason: Termination
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Preview:
    """What a placement would earn: its score, the payment for a second placement, and
    whether it counts (opening placements score nothing)."""

    score: Score
    paid: int
    counts: bool = True

    @property
    def points(self) -> int:
        """The change to the player's score."""
        return self.score.points - self.paid if self.counts else 0


@dataclass(frozen=True, slots=True)
class Flow:
    """Where the turn flow stands between turns: whether a player has reached the target
    (the game then ends with the round), and how many turns in a row placed nothing."""

    reached: bool = False
    idle: int = 0


def after_turn(
    flow: Flow,
    *,
    seat: int,
    players: int,
    first: int,
    placed: int,
    score: int,
    target: int,
    all_placed: bool,
) -> tuple[Flow, Termination | None]:
    """The end of a turn, the one rule of it (the game and the score sheet both call it):
    ``seat`` has just played a turn that placed ``placed`` dominoes and is at ``score``;
    ``all_placed`` when no domino is left to place. The game ends at the end of the round in
    which a player reached the target (so that every player has had as many turns), when
    every domino is placed, or after a round of turns that placed nothing (blocked); once the
    target was reached, an end is always an end at the target. Returns the flow after the
    turn and how the game ends, or None when it goes on."""
    idle = 0 if placed else flow.idle + 1
    reached = flow.reached or reaches_target(score, target)
    round_complete = (seat + 1) % players == first
    ending: Termination | None = None
    if reached and round_complete:
        ending = Termination.TARGET
    elif all_placed:
        ending = Termination.ALL_PLACED
    elif idle >= players:
        ending = Termination.BLOCKED
    if ending is not None and reached:
        ending = Termination.TARGET
    return Flow(reached, idle), ending


@dataclass(frozen=True, slots=True)
class PlacementRecord:
    tile: int
    face: int
    at: tuple[int, int]
    dir: str
    score: Score
    paid: int


@dataclass(slots=True)
class OpeningRecord:
    player: int
    tile: int
    face: int
    at: tuple[int, int]
    dir: str
    returned: list[int]


@dataclass(slots=True)
class TurnRecord:
    player: int
    placements: list[PlacementRecord] = field(default_factory=list)
    returned: list[int] = field(default_factory=list)
    drawn: list[int] = field(default_factory=list)
    score_after: int = 0


class Bag(Protocol):
    """Where draws come from: a seeded shuffle in play, a record's list when checking one."""

    def __len__(self) -> int: ...
    def contents(self) -> frozenset[int]: ...
    def draw(self) -> int: ...
    def put_back(self, tiles: Sequence[int]) -> None: ...
    def fresh(self) -> Bag:
        """The same bag as it was before the first draw (undo replays from it)."""
        ...


class SeededBag:
    """The bag of play: shuffled by the game's seed (a :class:`StreamChance` on one generator,
    so a seed deals and draws the same dominoes as it always has); returned dominoes go back
    into the bag, shuffled again."""

    def __init__(self, tiles: Iterable[int], seed: int) -> None:
        self._seed = seed
        self._chance = StreamChance(random.Random(seed))
        self._tiles = sorted(tiles)
        self._initial = tuple(self._tiles)
        self._chance.shuffle(self._tiles)

    def fresh(self) -> SeededBag:
        return SeededBag(self._initial, self._seed)

    def __len__(self) -> int:
        return len(self._tiles)

    def contents(self) -> frozenset[int]:
        return frozenset(self._tiles)

    def draw(self) -> int:
        return self._tiles.pop()

    def put_back(self, tiles: Sequence[int]) -> None:
        self._tiles.extend(tiles)
        self._chance.shuffle(self._tiles)


class ScriptedBag:
    """Draws the tiles a record says were drawn (a :class:`Script`), checking that each was
    in the bag."""

    def __init__(self, tiles: Iterable[int], script: Iterable[int]) -> None:
        self._tiles = set(tiles)
        self._script = Script(script, "draw")
        self._initial = frozenset(self._tiles)

    def fresh(self) -> ScriptedBag:
        bag = ScriptedBag(self._initial, ())
        bag._script = self._script.fresh()
        return bag

    def __len__(self) -> int:
        return len(self._tiles)

    def contents(self) -> frozenset[int]:
        return frozenset(self._tiles)

    def draw(self) -> int:
        tile = self._script.next()
        if tile not in self._tiles:
            raise RecordError(f"tile {shown(tile)} is drawn while it is not in the bag")
        self._tiles.remove(tile)
        return tile

    def put_back(self, tiles: Sequence[int]) -> None:
        self._tiles.update(tiles)

    def leftover(self) -> int:
        return self._script.leftover()


def check_action(action: object) -> None:
    """Refuse, with a WrongActionError, an action whose values are not of the notation's
    types: a front end's mistake, and a value no record could hold (``Return((1.0,))`` would
    be saved as ``"returned": [1.0]``, which loading refuses). The one type check of every
    action, made by :meth:`Game.apply` and :meth:`Game.preview` before anything else."""
    if isinstance(action, Place):
        _check_place(action)
    elif isinstance(action, Return):
        tiles = action.tiles
        if not (isinstance(tiles, tuple) and all(is_whole(t) for t in tiles)):
            raise WrongActionError(
                f"dominoes returned are a tuple of whole numbers, not {shown(tiles)}"
            )
    elif not isinstance(action, EndTurn):
        raise WrongActionError(f"unknown action {shown(action)}")


def _check_place(action: Place) -> None:
    if not is_whole(action.tile):
        raise WrongActionError(f"a tile is a whole number, not {shown(action.tile)}")
    if not is_whole(action.face) or action.face not in (0, 1):
        raise WrongActionError(f"face must be 0 or 1, not {shown(action.face)}")
    at = action.at
    if not (isinstance(at, tuple) and len(at) == 2 and all(is_whole(v) for v in at)):
        raise WrongActionError(f"a cell is a pair of whole numbers (x, y), not {shown(at)}")
    if not all(abs(v) <= MAX_COORDINATE for v in at):
        raise WrongActionError(f"cell {shown(at)} is beyond the table's edge")
    if not isinstance(action.dir, Side):
        raise WrongActionError(f"a direction is N, E, S or W, not {shown(action.dir)}")


class Game:
    """One game of Figures. Read its state freely; change it only through :meth:`apply`."""

    def __init__(
        self, settings: Settings, tileset: TileSet | None = None, bag: Bag | None = None
    ) -> None:
        self.settings = settings
        self.tileset = tileset if tileset is not None else default_tileset()
        self.bag: Bag = (
            bag if bag is not None else SeededBag(range(len(self.tileset)), settings.seed)
        )
        self._first_bag = self.bag.fresh()  # undo replays from the bag as it was
        count = len(settings.players)
        self.board = Board(settings.rules)
        self.hands: list[list[int]] = [[] for _ in range(count)]
        self.scores: list[int] = [0] * count
        self.turns_played: list[int] = [0] * count
        #: Dominoes each player last showed because they could place neither.
        self.shown: list[tuple[int, ...]] = [() for _ in range(count)]
        self.phase = Phase.OPENING
        self.current = settings.first_player
        self.actions: list[Action] = []
        #: The seat that played each action of :attr:`actions`.
        self.actors: list[int] = []
        self.opening: list[OpeningRecord] = []
        self.deal: list[list[int]] = [[] for _ in range(count)]
        self.turns: list[TurnRecord] = []
        self.outcome: Outcome | None = None
        self._opening_tile: int | None = None
        self._opening_returned: list[int] = []
        self._flow = Flow()
        self._redo: list[Action] = []
        self._draw_opening_tile()

    # ----------------------------------------------------------------- reading the state

    @property
    def table(self) -> Table:
        """The settings every game shares (seats, seed, first seat)."""
        return self.settings.table

    @property
    def rules(self) -> HouseRules:
        """The house rules the game is played under."""
        return self.settings.rules

    @property
    def player_count(self) -> int:
        return len(self.settings.players)

    @property
    def opening_tile(self) -> int | None:
        """The domino the current player must place during the opening."""
        return self._opening_tile

    @property
    def opening_returned(self) -> tuple[int, ...]:
        """Dominoes the current opening player drew before it and put back (none fitted)."""
        return tuple(self._opening_returned)

    @property
    def turn(self) -> int:
        """The seat on turn, as every game of the app names it (:mod:`figures.core.protocol`)."""
        return self.current

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see of the game right now (:class:`figures.colour.views.PlayerView`:
        its own hand, never another's or the order of the bag)."""
        to_move = self.current == seat and self.phase is not Phase.OVER
        opening = self.opening_tile if to_move and self.phase is Phase.OPENING else None
        return PlayerView(
            player=seat,
            phase=self.phase,
            current=self.current,
            target=self.settings.target,
            tileset=self.tileset,
            board=self.board,
            hand=tuple(self.hands[seat]),
            opening_tile=opening,
            scores=tuple(self.scores),
            turns_played=tuple(self.turns_played),
            hand_counts=tuple(len(h) for h in self.hands),
            bag_count=len(self.bag),
            shown=tuple(self.shown),
            legal_actions=tuple(self.legal_actions()) if to_move else (),
            placement_cost=self.placement_cost if to_move else 0,
            rules=self.rules,
        )

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def placeable(self, tile: int) -> bool:
        """Whether either face of ``tile`` fits somewhere on the table."""
        faces = self.tileset[tile].faces
        return any(fits_somewhere(self.board, face) for face in faces)

    def legal_placements(self, tile: int) -> list[Place]:
        """Every legal placement of one tile, both faces, in a stable order."""
        out: list[Place] = []
        for index, face in enumerate(self.tileset[tile].faces):
            out.extend(Place(tile, index, at, d) for at, d in legal_spots(self.board, face))
        return out

    def legal_actions(self) -> list[Action]:
        """Everything the current player may do now (returns: every subset of the hand)."""
        if self.phase is Phase.OVER:
            return []
        if self.phase is Phase.OPENING:
            assert self._opening_tile is not None
            return list(self.legal_placements(self._opening_tile))
        hand = self.hands[self.current]
        if self.phase is Phase.SECOND:
            actions: list[Action] = [EndTurn()]
            if self.can_pay_second():
                for tile in hand:
                    actions.extend(self.legal_placements(tile))
            return actions
        places: list[Action] = [p for tile in hand for p in self.legal_placements(tile)]
        if places:
            return places
        if len(self.bag) == 0:
            return [Return(())]
        return [Return(tuple(c)) for n in range(len(hand) + 1) for c in combinations(hand, n)]

    def must_return(self) -> bool:
        """Whether the current player is at the start of a turn with no domino that fits, and
        so returns dominoes (or passes) instead of placing."""
        return self.phase is Phase.TURN and not any(
            self.placeable(tile) for tile in self.hands[self.current]
        )

    def can_pay_second(self) -> bool:
        """Whether the current player may pay for a second placement now."""
        return self.phase is Phase.SECOND and self.rules.affords_second(self.scores[self.current])

    @property
    def placement_cost(self) -> int:
        """What placing a domino costs the player to move now: the price of a second
        placement in the second part of a turn, else nothing."""
        return self.rules.cost if self.phase is Phase.SECOND else 0

    # ----------------------------------------------------------------- changing the state

    def apply(self, action: Action) -> Score | None:
        """Play one action for the current player. Returns the score of a placement.

        Raises an IllegalMoveError subclass, and changes nothing, if the action is not allowed.
        """
        seat = self.current
        result = self._apply(action)
        self.actions.append(action)
        self.actors.append(seat)
        self._redo.clear()
        return result

    def history(self) -> list[Played]:
        """Every action played so far with the seat that played it, in order (a colour game
        is a match of one round: every action is in round 1)."""
        pairs = zip(self.actors, self.actions, strict=True)
        return [Played(seat, action, 1) for seat, action in pairs]

    def _apply(self, action: Action) -> Score | None:
        if self.phase is Phase.OVER:
            raise GameOverError("the game is over")
        check_action(action)
        if isinstance(action, Place):
            return self._place(action)
        if isinstance(action, EndTurn):
            if self.phase is not Phase.SECOND:
                raise WrongActionError("'end' only follows a first placement in a turn")
            self._finish_turn(placed=1)
            return None
        self._return(action)  # the one kind left that check_action lets through
        return None

    def _judge(self, action: Place) -> tuple[Face, int]:
        """Everything :meth:`apply` checks before a placement, changing nothing: returns the
        face and the payment, or raises what ``apply`` would raise. The action's types are
        checked by the caller (:func:`check_action`)."""
        if self.phase is Phase.OVER:
            raise GameOverError("the game is over")
        player = self.current
        if self.phase is Phase.OPENING:
            if action.tile != self._opening_tile:
                raise NotYourTileError(
                    f"the opening domino to place is tile {self._opening_tile}, "
                    f"not {shown(action.tile)}"
                )
        elif action.tile not in self.hands[player]:
            raise NotYourTileError(
                f"tile {shown(action.tile)} is not in the hand of player {player + 1}"
            )
        if self.phase is Phase.SECOND and not self.rules.affords_second(self.scores[player]):
            raise NotAffordableError(self.rules.cost, self.scores[player])
        face = self.tileset[action.tile].faces[action.face]
        check(self.board, face, action.at, action.dir)
        return face, self.placement_cost

    def preview(self, action: Place) -> Preview:
        """What :meth:`apply` would make of a placement, without changing anything: its score
        and payment (the opening scores nothing). Raises exactly what ``apply`` would."""
        if self.phase is Phase.OVER:
            raise GameOverError("the game is over")
        check_action(action)
        if not isinstance(action, Place):
            raise WrongActionError(f"only a placement has a preview, not {shown(action)}")
        face, paid = self._judge(action)
        score = evaluate(self.board, face, action.at, action.dir)
        return Preview(score, paid, counts=self.phase is not Phase.OPENING)

    def _place(self, action: Place) -> Score:
        player = self.current
        face, paid = self._judge(action)  # raises before anything changes
        score = place(self.board, Placed(face, action.at, action.dir, action.tile))
        if self.phase is Phase.OPENING:
            self.opening.append(
                OpeningRecord(
                    player,
                    action.tile,
                    action.face,
                    action.at,
                    action.dir.name,
                    self._opening_returned,
                )
            )
            self._opening_tile = None
            self._next_opening_player()
            return score
        self.hands[player].remove(action.tile)
        self.scores[player] += score.points - paid
        record = PlacementRecord(action.tile, action.face, action.at, action.dir.name, score, paid)
        if self.phase is Phase.TURN:
            self.turns.append(TurnRecord(player, [record], score_after=self.scores[player]))
            if self.hands[player]:
                self.phase = Phase.SECOND
            else:
                self._finish_turn(placed=1)
        else:
            self.turns[-1].placements.append(record)
            self._finish_turn(placed=2)
        return score

    def _return(self, action: Return) -> None:
        player = self.current
        if self.phase is not Phase.TURN:
            raise WrongActionError("dominoes go back only at the start of a turn")
        hand = self.hands[player]
        if not self.must_return():
            raise WrongActionError("a domino in the hand can be placed, so it must be")
        if len(set(action.tiles)) != len(action.tiles) or any(t not in hand for t in action.tiles):
            raise NotYourTileError(f"can only return dominoes from the hand {sorted(hand)}")
        if action.tiles and len(self.bag) == 0:
            raise WrongActionError("the bag is empty: the player passes")
        self.shown[player] = tuple(hand)
        for tile in action.tiles:
            hand.remove(tile)
        self.bag.put_back(action.tiles)
        self.turns.append(TurnRecord(player, [], list(action.tiles)))
        self._finish_turn(placed=0, draw=len(action.tiles))

    def _finish_turn(self, placed: int, draw: int | None = None) -> None:
        player = self.current
        turn = self.turns[-1]
        wanted = placed if draw is None else draw
        for _ in range(min(wanted, len(self.bag))):
            tile = self.bag.draw()
            self.hands[player].append(tile)
            turn.drawn.append(tile)
        turn.score_after = self.scores[player]
        self.turns_played[player] += 1
        self._flow, ending = after_turn(
            self._flow,
            seat=player,
            players=self.player_count,
            first=self.settings.first_player,
            placed=placed,
            score=self.scores[player],
            target=self.settings.target,
            all_placed=len(self.board) == len(self.tileset),
        )
        self.current = (player + 1) % self.player_count
        self.phase = Phase.TURN
        if ending is not None:
            self._end(ending)

    def _end(self, reason: Termination) -> None:
        best = max(self.scores)
        winners = tuple(p for p, s in enumerate(self.scores) if s == best)
        self.outcome = Outcome(reason, tuple(self.scores), winners)
        self.phase = Phase.OVER

    # ----------------------------------------------------------------- the opening and the deal

    def _draw_opening_tile(self) -> None:
        """Draw the current player's opening domino; one that fits nowhere goes back and the
        player draws again. A seat for which nothing left in the bag fits places nothing."""
        self._opening_returned = []
        fits = self.board.is_empty() or any(self.placeable(t) for t in self.bag.contents())
        if not fits:  # never seen with the real tile set
            self._opening_tile = None
            self._next_opening_player()
            return
        # The table does not change while the player draws: each tile is judged once (a
        # record may list millions of draws put back, each one judged again took seconds).
        unplaceable: set[int] = set()
        while True:
            tile = self.bag.draw()
            if tile not in unplaceable:
                if self.board.is_empty() or self.placeable(tile):
                    self._opening_tile = tile
                    return
                unplaceable.add(tile)
            self._opening_returned.append(tile)
            self.bag.put_back([tile])

    def _next_opening_player(self) -> None:
        self.current = (self.current + 1) % self.player_count
        if self.current != self.settings.first_player:
            self._draw_opening_tile()
            return
        for offset in range(self.player_count):
            seat = (self.settings.first_player + offset) % self.player_count
            for _ in range(min(self.rules.hand, len(self.bag))):
                tile = self.bag.draw()
                self.hands[seat].append(tile)
                self.deal[seat].append(tile)
        self.phase = Phase.TURN

    # ----------------------------------------------------------------- undo and redo

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self, count: int = 1) -> Action:
        """Take back the last ``count`` actions (the state is rebuilt from the settings and
        the log, once). Returns the earliest action taken back; redo plays them again."""
        if not is_whole(count):
            raise NothingToUndoError(
                f"the number of actions to take back is a whole number, not {shown(count)}"
            )
        if not self.actions:
            raise NothingToUndoError("nothing to undo: this is the start of the game")
        if not 1 <= count <= len(self.actions):
            raise NothingToUndoError(
                f"cannot take back {count} actions: {len(self.actions)} were played"
            )
        kept = len(self.actions) - count
        taken = self.actions[kept:]
        redo = [*self._redo, *reversed(taken)]
        rebuilt = Game.replay(self.settings, self.actions[:kept], self.tileset, self._first_bag)
        self.__dict__.update(rebuilt.__dict__)
        self._redo = redo
        return taken[0]

    def clear_redo(self) -> None:
        """Forget the actions undone (as a new action does)."""
        self._redo.clear()

    def redo(self) -> Action:
        if not self._redo:
            raise NothingToUndoError("nothing to redo")
        redo = self._redo
        action = redo.pop()
        seat = self.current
        self._apply(action)
        self.actions.append(action)
        self.actors.append(seat)
        self._redo = redo
        return action

    @classmethod
    def replay(
        cls,
        settings: Settings,
        actions: Iterable[Action],
        tileset: TileSet | None = None,
        bag: Bag | None = None,
    ) -> Game:
        """The game reached by playing ``actions`` from the start (from ``bag`` as it was
        before its first draw, when given)."""
        game = cls(settings, tileset, bag.fresh() if bag is not None else None)
        for action in actions:
            game.apply(action)
        return game
