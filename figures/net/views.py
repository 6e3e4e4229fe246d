"""What one seat sees of a game, as JSON for the wire, and the engine's view made again from it.

The table server sends each seat :func:`view_json` of the game after every action: exactly what
the game's own ``view(seat)`` holds (its hand, the table, the scores and counts), the actions
that seat may take now when it is on turn, and the whole public history, every action as its
notation text. A spectator (seat None) is sent the public part alone: no hand at all, no
opening domino, no actions. Nothing else of the game goes out: never another hand, never the
order of the bag or the stock, only how many tiles they hold. A classic view adds the game's
first seat and, for every round that is over (its tiles turned face up to be counted), its
deals and its leader (:func:`finished_from_json` reads them): what a client needs to play the
game again as a local engine game (:mod:`figures.net.mirror`).

On the other machine :func:`view_from_json` makes the engine's own view object again (a colour
:class:`~figures.colour.views.PlayerView` with its :class:`~figures.colour.board.Board` laid
domino by domino, or a classic :class:`~figures.classic.round.SeatView`), so that a computer
player chooses from it as it would at the table; :func:`legal_from_json` gives the actions a
classic player chooses among and :func:`rules_from_json` the rules it plays by. Anything
malformed is refused with a one-line :class:`ViewError` naming the place.

:func:`tiles_named` lists every tile a view's JSON names and :func:`may_see` every tile the
engine lets a seat know: the tests hold the first within the second.

The colour tile set goes out only when the game is not played with the built-in one (a server
that sent it once may leave it out, ``tiles=False``, and the client gives it back with
``tileset=``); the house rules always go, as records write them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from fractions import Fraction
from functools import wraps
from typing import Any, ParamSpec, TypeVar

from figures.classic import actions as classic_actions
from figures.classic.game import Deal, RoundEntry, ScriptedRound, round_tiles
from figures.classic.game import Game as ClassicGame
from figures.classic.round import SeatView
from figures.classic.rules import MAX_TRAIN_PLAYERS, Rules
from figures.classic.scoring import Points, normal, points_json
from figures.classic.tiles import tile_count
from figures.colour import actions as colour_actions
from figures.colour.board import Board, Placed
from figures.colour.game import MAX_PLAYERS as COLOUR_MAX_PLAYERS
from figures.colour.game import Game as ColourGame
from figures.colour.geometry import MAX_COORDINATE, OFFSET, Side
from figures.colour.house import HouseRules, parse_house_rules
from figures.colour.phase import Phase
from figures.colour.tiles import Face, TileSet, default_tileset
from figures.colour.views import PlayerView
from figures.core.errors import FiguresError, RecordError
from figures.core.match import Played
from figures.core.records import Reader
from figures.core.text import shown
from figures.games import CLASSIC, COLOUR

__all__ = [
    "FAMILIES",
    "SPECTATOR",
    "KeptJson",
    "ViewError",
    "finished_from_json",
    "history_from_json",
    "legal_from_json",
    "may_see",
    "public_view",
    "rules_from_json",
    "tiles_named",
    "view_from_json",
    "view_json",
]

#: The families a view names in its ``family`` field.
FAMILIES = (COLOUR, CLASSIC)
#: The seat of a spectator's view made again (``seat`` is null in its JSON): no seat's.
SPECTATOR = -1
#: What the messages call the JSON read.
SOURCE = "view"
#: More history entries than any game sends (a classic game of many rounds stays far below).
MOST_ENTRIES = 1_000_000

T = TypeVar("T")
P = ParamSpec("P")
ColourAction = colour_actions.Action
ClassicAction = classic_actions.Action


class ViewError(FiguresError, ValueError):
    """A view's JSON that is malformed: a missing or unknown field, a value of the wrong type,
    a tile outside the set, an action that is no notation."""


# ----------------------------------------------------------------------------- writing


def public_view(game: object) -> PlayerView | SeatView:
    """The engine's view of a spectator: seat 0's view with everything of a seat's own taken
    out (its hand, its opening domino, its actions and what a placement costs it), and the
    seat :data:`SPECTATOR`."""
    if isinstance(game, ColourGame):
        view = game.view(0)
        return replace(
            view,
            player=SPECTATOR,
            hand=(),
            opening_tile=None,
            legal_actions=(),
            placement_cost=0,
        )
    if isinstance(game, ClassicGame):
        return replace(game.view(0), seat=SPECTATOR, hand=())
    raise ViewError(f"no view of {shown(game)}: not a game of the registry")


def view_json(
    game: object, seat: int | None, *, tiles: bool = True, kept: KeptJson | None = None
) -> dict[str, Any]:
    """What ``seat`` may see of ``game`` now, as JSON (str, int, float, bool, None, lists and
    dicts only); ``seat`` None: a spectator's, the public part alone. Without ``tiles`` a
    colour game's own tile set is left out even when it is not the built-in one. ``kept``
    keeps parts of this one game's JSON from view to view (the same JSON, written again only
    for what changed since the last view)."""
    if isinstance(game, ColourGame):
        return _colour_json(game, seat, tiles, kept)
    if isinstance(game, ClassicGame):
        return _classic_json(game, seat, kept)
    raise ViewError(f"no view of {shown(game)}: not a game of the registry")


class KeptJson:
    """Parts of one game's view JSON kept from view to view (a table's server sends a view to
    every seat after every action): the rules, and the public history, which grows by one
    entry each time.

    The rules' JSON is written again when the game's rules are other rules. Each round's log
    is kept as it was last written; a log that still begins with it has only its new actions
    written, any other (a takeback, a new deal) is written again whole. The history's list is
    new each time, its entries shared; the JSON given out is shared, never changed: a view's
    JSON is read, not changed."""

    __slots__ = ("_rounds", "_rules")

    def __init__(self) -> None:
        self._rules: tuple[object, dict[str, Any]] | None = None
        #: Per round: its number, its log as last written (the seats and the actions, or the
        #: steps), and each entry's JSON.
        self._rounds: list[tuple[int, list[Any], list[Any], list[list[Any]]]] = []

    def rules(self, rules: HouseRules | Rules) -> dict[str, Any]:
        """The JSON of ``rules`` (frozen: the same rules, the same JSON)."""
        if self._rules is None or self._rules[0] is not rules:
            self._rules = (rules, rules.to_json())
        return self._rules[1]

    def history(self, game: ColourGame | ClassicGame) -> list[list[Any]]:
        """The history's JSON of ``game`` now: :func:`view_json`'s ``history`` field."""
        logs: list[tuple[int, list[Any], list[Any]]]
        colour = isinstance(game, ColourGame)
        if isinstance(game, ColourGame):
            logs = [(1, game.actors, game.actions)]
        else:  # (a classic round's steps name their seat and action)
            logs = [(entry.number, [], entry.round.log) for entry in game.rounds]
        rounds = self._rounds
        del rounds[len(logs) :]
        out: list[list[Any]] = []
        for n, (number, seats, steps) in enumerate(logs):
            rows: list[list[Any]] = []
            done = 0
            if n < len(rounds):
                kept_number, kept_seats, kept_steps, rows = rounds[n]
                done = len(kept_steps)
                if (
                    kept_number != number
                    or steps[:done] != kept_steps
                    or seats[:done] != kept_seats
                ):
                    rows, done = [], -1
            if done != len(steps):
                done = max(done, 0)
                new: Iterable[tuple[int, Any]]
                if colour:
                    new = zip(seats[done:], steps[done:], strict=True)
                else:
                    new = ((step.seat, step.action) for step in steps[done:])
                rows = rows + [[seat, str(action), number] for seat, action in new]
                entry = (number, list(seats), list(steps), rows)
                if n < len(rounds):
                    rounds[n] = entry
                else:
                    rounds.append(entry)
            out += rows
        return out


def _seat_checked(seat: object, count: int) -> None:
    if seat is not None and not (type(seat) is int and 0 <= seat < count):
        raise ViewError(f"no seat {shown(seat)} at a table of {count}")


def _history_json(game: ColourGame | ClassicGame, kept: KeptJson | None) -> list[list[Any]]:
    if kept is not None:
        return kept.history(game)
    return [[played.seat, str(played.action), played.round] for played in game.history()]


def _outcome_json(game: ColourGame | ClassicGame) -> dict[str, Any] | None:
    outcome = game.outcome
    if outcome is None:
        return None
    return {
        "scores": [points_json(s) for s in outcome.scores],
        "winners": list(outcome.winners),
    }


def _placed_json(placed: Placed) -> dict[str, Any]:
    return {
        "tile": placed.tile,
        "face": str(placed.face),
        "at": list(placed.at),
        "dir": placed.dir.name,
    }


def _colour_json(
    game: ColourGame, seat: int | None, tiles: bool, kept: KeptJson | None
) -> dict[str, Any]:
    _seat_checked(seat, game.player_count)
    view = game.view(seat) if seat is not None else public_view(game)
    assert isinstance(view, PlayerView)
    data: dict[str, Any] = {
        "family": COLOUR,
        "seat": seat,
        "phase": view.phase.value,
        "current": view.current,
        "target": view.target,
        "rules": view.rules.to_json() if kept is None else kept.rules(view.rules),
    }
    tileset = view.tileset
    if tiles and tileset is not default_tileset() and tileset != default_tileset():
        data["tiles"] = tileset.to_json()
    data["board"] = [_placed_json(p) for p in view.board.placed]
    if seat is not None:
        data["hand"] = list(view.hand)
        data["opening_tile"] = view.opening_tile
        data["legal"] = [str(a) for a in view.legal_actions]
        data["placement_cost"] = view.placement_cost
    data.update(
        scores=list(view.scores),
        turns_played=list(view.turns_played),
        hand_counts=list(view.hand_counts),
        bag_count=view.bag_count,
        shown=[list(s) for s in view.shown],
        history=_history_json(game, kept),
        outcome=_outcome_json(game),
    )
    return data


def _classic_json(game: ClassicGame, seat: int | None, kept: KeptJson | None) -> dict[str, Any]:
    _seat_checked(seat, game.rules.players)
    view = game.view(seat) if seat is not None else public_view(game)
    assert isinstance(view, SeatView)
    data: dict[str, Any] = {
        "family": CLASSIC,
        "seat": seat,
        "rules": game.rules.to_json() if kept is None else kept.rules(game.rules),
        "round": game.current.number,
        "first": game.first,
    }
    if seat is not None:
        data["hand"] = list(view.hand)
        on_turn = seat == view.turn and not game.is_over
        data["legal"] = [str(a) for a in game.legal_actions()] if on_turn else []
    data.update(
        hand_counts=list(view.hand_counts),
        stock_count=view.stock_count,
        ends=[[end, value] for end, value in view.ends],
        placed=[[t, end, touch] for t, end, touch in view.placed],
        turn=view.turn,
        scores=[points_json(s) for s in view.scores],
        markers=list(view.markers),
        uncovered=view.uncovered,
        history=_history_json(game, kept),
        results=[e.result.to_json() for e in game.rounds if e.result is not None],
        finished=[_finished_json(e) for e in game.rounds if e.result is not None],
        outcome=_outcome_json(game),
    )
    return data


def _deal_json(deal: Deal) -> dict[str, Any]:
    return {"hands": [list(hand) for hand in deal.hands], "stock": list(deal.stock)}


def _finished_json(entry: RoundEntry) -> dict[str, Any]:
    """A round that is over, as every seat may see it: its tiles are turned face up to be
    counted, so its deal (and the deals before it that no hand could lead) and the seat that
    led it go out. A client's mirror (:mod:`figures.net.mirror`) plays it again from them."""
    return {
        "deal": _deal_json(entry.deal),
        "redeals": [_deal_json(d) for d in entry.redeals],
        "leader": entry.leader,
    }


# ----------------------------------------------------------------------------- reading


class _View(Reader):
    """A reader of a view's JSON: its errors are :class:`ViewError`, naming the place."""

    __slots__ = ()

    def seat_or_none(self, count: int) -> int | None:
        return None if self.data is None else self.seat(count)

    def tile(self, count: int) -> int:
        if type(self.data) is not int or not 0 <= self.data < count:
            raise self.fail(f"expected a tile from 0 to {count - 1}, found {shown(self.data)}")
        return self.data

    def tiles(self, count: int) -> tuple[int, ...]:
        found = tuple(item.tile(count) for item in self.as_list(count))
        if len(set(found)) != len(found):
            raise self.fail(f"names a tile twice: {shown(list(found))}")
        return found

    def counts(self, players: int) -> tuple[int, ...]:
        found = tuple(self.as_ints(players))
        if len(found) != players or any(n < 0 for n in found):
            raise self.fail(f"expected {players} counts from 0, found {shown(list(found))}")
        return found

    def string_or_none(self) -> str | None:
        return None if self.data is None else self.as_str()


def _reader(data: object) -> _View:
    view = _View(data, SOURCE)
    view.object()
    return view


def _family(view: _View) -> str:
    family = view.field("family").data
    if family not in FAMILIES:
        raise view.child("family").fail(
            f"unknown family {shown(family)} (known: {', '.join(FAMILIES)})"
        )
    assert isinstance(family, str)
    return family


def _refusing(read: Callable[P, T]) -> Callable[P, T]:
    """``read`` with every FiguresError it raises made a ViewError with the same line (the
    one kind a reader of views catches)."""

    @wraps(read)
    def guarded(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return read(*args, **kwargs)
        except ViewError:
            raise
        except FiguresError as exc:
            raise ViewError(str(exc)) from None

    return guarded


@_refusing
def view_from_json(data: object, *, tileset: TileSet | None = None) -> PlayerView | SeatView:
    """The engine's view that :func:`view_json` wrote (a spectator's with the seat
    :data:`SPECTATOR`). A colour view without its ``tiles`` is played with ``tileset``, or the
    built-in set. Raises a one-line ViewError for anything malformed."""
    view = _reader(data)
    if _family(view) == COLOUR:
        return _colour_view(view, tileset)
    return _classic_view(view)


@_refusing
def rules_from_json(data: object) -> HouseRules | Rules:
    """The rules a view's game is played by: a colour game's house rules, a classic game's
    :class:`~figures.classic.rules.Rules` (what ``classic_player(name, seed, rules)`` needs)."""
    view = _reader(data)
    if _family(view) == COLOUR:
        return _house_rules(view)
    return _classic_rules(view)


@_refusing
def legal_from_json(data: object) -> list[ColourAction] | list[ClassicAction]:
    """The actions a view's seat may take now, as the engine's values (empty when it is not on
    turn, and for a spectator)."""
    view = _reader(data)
    if _family(view) == COLOUR:
        return _colour_legal(view)
    return _classic_legal(view, _classic_rules(view))


@_refusing
def history_from_json(data: object) -> list[Played]:
    """The public history a view lists: every action with its seat and round, as the engine's
    values (:class:`~figures.core.match.Played`)."""
    view = _reader(data)
    if _family(view) == COLOUR:
        players = len(view.field("scores").as_list(COLOUR_MAX_PLAYERS))
        return _history(view, players, _colour_parser())
    rules = _classic_rules(view)
    return _history(view, rules.players, _classic_parser(rules))


# ------------------------------------------------------------------- reading: actions


def _text(item: _View) -> str:
    text = item.as_str()
    if len(text) > 1000:
        raise item.fail("an action's text is too long")
    return text


def _colour_parser() -> Any:
    return colour_actions.parse_action


def _classic_parser(rules: Rules) -> Any:
    return lambda text: classic_actions.parse_action(text, rules.set)


def _action(item: _View, parse: Any) -> Any:
    text = _text(item)
    try:
        return parse(text)
    except (FiguresError, ValueError) as exc:
        raise item.fail(str(exc)) from None


def _history(view: _View, players: int, parse: Any) -> list[Played]:
    out = []
    for entry in view.field("history").as_list(MOST_ENTRIES):
        items = entry.as_list()
        if len(items) != 3:
            raise entry.fail(f"expected [seat, action, round], found {shown(entry.data)}")
        seat = items[0].seat(players)
        action = _action(items[1], parse)
        number = items[2].as_int()
        if number < 1:
            raise items[2].fail(f"expected a round from 1, found {number}")
        out.append(Played(seat, action, number))
    return out


def _legal(view: _View, parse: Any) -> list[Any]:
    legal = view.optional("legal")
    if legal is None:
        return []
    return [_action(item, parse) for item in legal.as_list(MOST_ENTRIES)]


# ------------------------------------------------------------------- reading: colour


def _house_rules(view: _View) -> HouseRules:
    rules = view.field("rules")
    try:
        return parse_house_rules(rules.object())
    except FiguresError as exc:
        raise rules.fail(str(exc)) from None


def _colour_legal(view: _View) -> list[ColourAction]:
    return _legal(view, _colour_parser())


def _tileset(view: _View, given: TileSet | None) -> TileSet:
    tiles = view.optional("tiles")
    if tiles is None:
        return given if given is not None else default_tileset()
    try:
        return TileSet.from_json(tiles.data)
    except RecordError as exc:
        raise tiles.fail(str(exc)) from None


def _board(view: _View, rules: HouseRules, count: int) -> Board:
    board = Board(rules)
    for item in view.field("board").as_list(count):
        item.only(("tile", "face", "at", "dir"), ("tile", "face", "at", "dir"))
        tile_item = item.child("tile")
        tile = None if tile_item.data is None else tile_item.tile(count)
        try:
            face = Face.parse(item.child("face").as_str())
            direction = Side.parse(item.child("dir").as_str())
        except (FiguresError, ValueError) as exc:
            raise item.fail(str(exc)) from None
        at_item = item.child("at")
        at = at_item.as_ints(2)
        if len(at) != 2 or not all(abs(v) <= MAX_COORDINATE for v in at):
            raise at_item.fail(f"expected a cell [x, y] on the table, found {shown(at)}")
        dx, dy = OFFSET[direction]
        cells = ((at[0], at[1]), (at[0] + dx, at[1] + dy))
        if any(cell in board.cells for cell in cells):
            raise item.fail(f"covers a cell already covered: {shown(list(at))}")
        board.place(Placed(face, cells[0], direction, tile))
    return board


def _colour_view(view: _View, given: TileSet | None) -> PlayerView:
    rules = _house_rules(view)
    tileset = _tileset(view, given)
    count = len(tileset)
    scores = tuple(view.field("scores").as_ints(COLOUR_MAX_PLAYERS))
    players = len(scores)
    if players < 1:
        raise view.child("scores").fail("expected a score for each player, found none")
    seat = view.field("seat").seat_or_none(players)
    phase_item = view.field("phase")
    phase_text = phase_item.as_str()
    if phase_text not in {p.value for p in Phase}:
        raise phase_item.fail(f"unknown phase {shown(phase_text)}")
    hand: tuple[int, ...] = ()
    opening: int | None = None
    cost = 0
    legal: list[ColourAction] = []
    if seat is not None:
        hand = view.field("hand").tiles(count)
        opening_item = view.field("opening_tile")
        opening = None if opening_item.data is None else opening_item.tile(count)
        cost = view.field("placement_cost").as_int()
        legal = _colour_legal(view)
    else:
        for key in ("hand", "opening_tile", "legal", "placement_cost"):
            if key in view.object():
                raise view.child(key).fail("a spectator's view holds no seat's own part")
    _history(view, players, _colour_parser())
    shown_item = view.field("shown")
    shown_tiles = tuple(item.tiles(count) for item in shown_item.as_list(players))
    if len(shown_tiles) != players:
        raise shown_item.fail(f"expected {players} lists, found {len(shown_tiles)}")
    bag = view.field("bag_count").as_int()
    if not 0 <= bag <= count:
        raise view.child("bag_count").fail(f"expected 0 to {count}, found {bag}")
    return PlayerView(
        player=SPECTATOR if seat is None else seat,
        phase=Phase(phase_text),
        current=view.field("current").seat(players),
        target=view.field("target").as_int(),
        tileset=tileset,
        board=_board(view, rules, count),
        hand=hand,
        opening_tile=opening,
        scores=scores,
        turns_played=view.field("turns_played").counts(players),
        hand_counts=view.field("hand_counts").counts(players),
        bag_count=bag,
        shown=shown_tiles,
        legal_actions=tuple(legal),
        placement_cost=cost,
        rules=rules,
    )


# ------------------------------------------------------------------- reading: classic


def _classic_rules(view: _View) -> Rules:
    rules = view.field("rules")
    try:
        return Rules.from_json(rules.data)
    except FiguresError as exc:
        raise rules.fail(str(exc)) from None


def _classic_legal(view: _View, rules: Rules) -> list[ClassicAction]:
    return _legal(view, _classic_parser(rules))


def _points(item: _View) -> Points:
    value = item.as_number()
    if isinstance(value, float):
        if not math.isfinite(value):
            raise item.fail(f"expected a score, found {shown(value)}")
        return normal(Fraction(value))
    return value


def _classic_view(view: _View) -> SeatView:
    rules = _classic_rules(view)
    top = rules.set
    count = tile_count(top)
    players = rules.players
    seat = view.field("seat").seat_or_none(players)
    number = view.field("round").as_int()
    if number < 1:
        raise view.child("round").fail(f"expected a round from 1, found {number}")
    hand: tuple[int, ...] = ()
    if seat is not None:
        hand = view.field("hand").tiles(count)
        _classic_legal(view, rules)
    else:
        for key in ("hand", "legal"):
            if key in view.object():
                raise view.child(key).fail("a spectator's view holds no seat's own part")
    ends = []
    for item in view.field("ends").as_list(count + MAX_TRAIN_PLAYERS + 1):
        pair = item.as_list()
        if len(pair) != 2:
            raise item.fail(f"expected [end, number], found {shown(item.data)}")
        ends.append((pair[0].as_str(), _half(pair[1], top)))
    placed = []
    for item in view.field("placed").as_list(count):
        triple = item.as_list()
        if len(triple) != 3:
            raise item.fail(f"expected [tile, end, half], found {shown(item.data)}")
        placed.append((triple[0].tile(count), triple[1].as_str(), _half(triple[2], top)))
    history = _history(view, players, _classic_parser(rules))
    scores_item = view.field("scores")
    scores = tuple(_points(item) for item in scores_item.as_list(rules.sides))
    if len(scores) != rules.sides:
        raise scores_item.fail(f"expected {rules.sides} scores, found {len(scores)}")
    stock = view.field("stock_count").as_int()
    if not 0 <= stock <= count:
        raise view.child("stock_count").fail(f"expected 0 to {count}, found {stock}")
    return SeatView(
        seat=SPECTATOR if seat is None else seat,
        hand=hand,
        hand_counts=view.field("hand_counts").counts(players),
        stock_count=stock,
        ends=tuple(ends),
        placed=tuple(placed),
        history=tuple((p.seat, p.action) for p in history if p.round == number),
        turn=view.field("turn").seat(players),
        scores=scores,
        markers=tuple(item.seat(players) for item in view.field("markers").as_list(players)),
        uncovered=view.field("uncovered").string_or_none(),
    )


def _deal(item: _View, rules: Rules, number: int) -> Deal:
    item.only(("hands", "stock"), ("hands", "stock"))
    count = tile_count(rules.set)
    hands_item = item.child("hands")
    hands = tuple(hand.tiles(count) for hand in hands_item.as_list(rules.players))
    if len(hands) != rules.players or any(len(h) != rules.hand_size for h in hands):
        raise hands_item.fail(f"expected {rules.players} hands of {rules.hand_size} tiles")
    stock = item.child("stock").tiles(count)
    if sorted([*stock, *(t for hand in hands for t in hand)]) != round_tiles(rules, number):
        raise item.fail(f"is not a deal of round {number}'s tiles, each once")
    return Deal(hands, stock)


@_refusing
def finished_from_json(data: object) -> list[ScriptedRound]:
    """The rounds of a classic view that are over, as a record lists them: each one's deals
    (the redeals first, then the deal played) and the seat that led it, to play them again
    (empty for a view without them, as views were written before they went out)."""
    view = _reader(data)
    if _family(view) != CLASSIC:
        raise view.child("family").fail("only a classic view lists rounds that are over")
    rules = _classic_rules(view)
    finished = view.optional("finished")
    if finished is None:
        return []
    rounds = []
    for number, item in enumerate(finished.as_list(MOST_ENTRIES), 1):
        item.only(("deal", "redeals", "leader"), ("deal", "redeals", "leader"))
        deals = [_deal(d, rules, number) for d in item.child("redeals").as_list(MOST_ENTRIES)]
        deals.append(_deal(item.child("deal"), rules, number))
        rounds.append(ScriptedRound(tuple(deals), item.child("leader").seat(rules.players)))
    return rounds


def _half(item: _View, top: int) -> int:
    value = item.as_int()
    if not 0 <= value <= top:
        raise item.fail(f"expected a number from 0 to {top}, found {value}")
    return value


# ----------------------------------------------------------------------------- tiles


def _action_tiles(action: object) -> set[int]:
    if isinstance(action, colour_actions.Place):
        return {action.tile}
    if isinstance(action, colour_actions.Return):
        return set(action.tiles)
    if isinstance(action, classic_actions.Play | classic_actions.Lead):
        return {action.tile}
    return set()


@_refusing
def tiles_named(data: object) -> set[int]:
    """Every tile a view's JSON names: the hand, the opening domino, the table, the dominoes
    shown, the actions on offer, every action of the history and the deals of the classic
    rounds that are over. Raises a ViewError for JSON that is no view."""
    view = view_from_json(data)
    named: set[int] = set(view.hand)
    if isinstance(view, PlayerView):
        named |= {p.tile for p in view.board.placed if p.tile is not None}
        if view.opening_tile is not None:
            named.add(view.opening_tile)
        for tiles in view.shown:
            named |= set(tiles)
        legal: Sequence[object] = view.legal_actions
    else:
        named |= {t for t, _, _ in view.placed}
        for finished in finished_from_json(data):
            named |= {t for deal in finished.deals for hand in deal.hands for t in hand}
            named |= {t for deal in finished.deals for t in deal.stock}
        legal = legal_from_json(data)
    for action in legal:
        named |= _action_tiles(action)
    for played in history_from_json(data):
        named |= _action_tiles(played.action)
    return named


def may_see(game: object, seat: int | None) -> set[int]:
    """Every tile the engine lets ``seat`` (None: a spectator) know now: its own hand (and a
    colour opening domino it is to place), the table, every tile an action so far named (placed,
    led, returned to the bag), the colour dominoes shown, a Mexican Train round's engine, and
    every tile dealt in a classic round that is over."""
    known: set[int] = set()
    if isinstance(game, ColourGame):
        _seat_checked(seat, game.player_count)
        known |= {p.tile for p in game.board.placed if p.tile is not None}
        for tiles in game.shown:
            known |= set(tiles)
        if seat is not None:
            known |= set(game.hands[seat])
            if game.current == seat and game.opening_tile is not None:
                known.add(game.opening_tile)
    elif isinstance(game, ClassicGame):
        _seat_checked(seat, game.rules.players)
        known |= {t for t, _, _ in game.current.layout.placed}
        known |= {e.engine for e in game.rounds if e.engine is not None}
        # A round that is over has its hands turned face up to be counted, its stock with
        # them: every tile it dealt is known (it tells nothing of the round in play's deal).
        for entry in game.rounds:
            if entry.result is not None:
                for deal in (*entry.redeals, entry.deal):
                    known |= {t for hand in deal.hands for t in hand} | set(deal.stock)
        if seat is not None:
            known |= set(game.current.hand(seat))
    else:
        raise ViewError(f"no view of {shown(game)}: not a game of the registry")
    for played in game.history():
        known |= _action_tiles(played.action)
    return known
