"""The colour family's mirror: a colour game made from one seat's view alone.

A colour game draws every domino from one bag: each opening domino, the hands dealt after the
opening, the dominoes drawn at the end of each turn. The view shows the seat its own hand, the
table (every domino placed, and who placed it: the history), the dominoes returned, the hand
each seat last showed when it returned, the counts; never the bag's order or another hand.
:func:`mirror_colour` makes up an order of draws that agrees with all of it, and plays the
history again from a :class:`~figures.colour.game.ScriptedBag` drawing in that order (the bag
a record is checked with: the engine is not changed).

Each domino a seat ever held fills one of its slots (a place in its hand, dealt or drawn at
the end of a turn, in order of time), from the moment it is drawn to the action that places
or returns it, or to now:

- a domino is drawn only while it is in the bag (after the return that put it back);
- a domino in hand when its seat returned could not be placed then (else the seat would have
  had to place it): it is drawn after every such return;
- the hand a seat last showed is exactly the dominoes in its slots then, in order, and the
  seat's own hand is its slots now, in order.

Each seat's known dominoes go into its slots by earliest deadline first (each slot the domino
that must leave soonest among those that may be drawn by then), which takes the earliest slots
any order could take and keeps the orders above; the slots left over are the hidden part of
the other hands, filled with unseen dominoes at random (a domino returned and not seen since is
unseen too, drawn after its return), the rest of them the bag, in random order, from a
generator seeded by the view (the same view, the same mirror). The mirror is checked: its view
of the seat must equal the JSON, key for key, else a one-line :class:`MirrorError`.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import random
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from figures.colour.actions import EndTurn, Place, Return
from figures.colour.board import Board, Placed
from figures.colour.game import Game, ScriptedBag, Settings
from figures.colour.tiles import TileSet
from figures.colour.views import PlayerView
from figures.core.errors import FiguresError
from figures.core.match import Played
from figures.core.seats import PlayerSpec
from figures.games import COLOUR
from figures.net.mirror_common import ATTEMPTS, MirrorError
from figures.net.views import history_from_json, view_from_json, view_json

__all__ = ["mirror_colour"]

#: A time after every event: how long a domino held now stays in hand.
NOW = 1 << 30


def mirror_colour(view: dict[str, Any], players: Sequence[PlayerSpec] | None = None) -> Game:
    """A colour game whose ``view_json`` for the view's seat is ``view``: the history played
    again from a made-up order of draws (see the module). The seats are ``players`` (the
    table's names) or "Player 1"... Raises a one-line MirrorError for a view that is
    malformed or that no order of draws agrees with."""
    try:
        return _ColourMirror(view, players).build()
    except MirrorError:
        raise
    except FiguresError as exc:
        raise MirrorError(f"no mirror of this view: {exc}") from None


@dataclass(slots=True)
class _Life:
    """One stay of a domino in a seat's hand: drawn at a slot at time ``lo`` or later, before
    time ``hi``; ``end`` the event that placed or returned it (NOW: held still)."""

    seat: int
    tile: int
    lo: int
    end: int
    hi: int = NOW
    #: Shown at the seat's last return (then drawn before it).
    shown: bool = False


class _ColourMirror:
    """One colour mirror in the making: the view read once, the draws made up."""

    def __init__(self, view: dict[str, Any], players: Sequence[PlayerSpec] | None) -> None:
        if not isinstance(view, dict) or view.get("family") != COLOUR:
            raise MirrorError("not a colour view")
        seen = view_from_json(view)  # every field checked
        assert isinstance(seen, PlayerView)
        self.view = view
        self.seen = seen
        self.seat: int | None = view["seat"]
        self.history: list[Played] = history_from_json(view)
        self.n = len(seen.scores)
        self.tileset: TileSet = seen.tileset
        if players:
            self.players = tuple(players)
        else:
            self.players = tuple(PlayerSpec(f"Player {k + 1}") for k in range(self.n))
        if len(self.players) != self.n:
            raise MirrorError(f"{len(self.players)} players for a view of {self.n} seats")
        # the seat that opened: the first to act, or the one on turn before any action
        self.first = self.history[0].seat if self.history else seen.current
        self.settings = Settings(self.players, seen.target, 0, self.first, seen.rules)
        # (what the made-up draws depend on: the same, the same draws)
        keyed = [self.seat, view.get("hand"), view["shown"], view["history"]]
        digest = hashlib.sha256(json.dumps(keyed, separators=(",", ":")).encode()).digest()
        self.rng = random.Random(int.from_bytes(digest[:8], "big"))

    # ------------------------------------------------------------------ building

    def build(self) -> Game:
        self._walk()
        lives = self._lives()
        self._bar(lives)
        filled: list[dict[int, int]] = []  # seat: slot index -> tile
        hidden: list[tuple[int, int, int]] = []  # (time, seat, slot index)
        for seat in range(self.n):
            mine = [life for life in lives if life.seat == seat]
            matched = self._fill(seat, mine)
            filled.append(matched)
            for index, time in enumerate(self.slots[seat]):
                if index not in matched:
                    if seat == self.seat:
                        raise MirrorError(f"player {seat + 1}'s own hand disagrees with its draws")
                    if time < self.last_return[seat]:
                        raise MirrorError(f"player {seat + 1}'s shown hand misses a domino")
                    hidden.append((time, seat, index))
        hidden.sort()
        why = "no order of draws agrees with the view"
        for _ in range(ATTEMPTS):
            script = self._script(filled, hidden)
            if script is None:
                continue
            bag = ScriptedBag(range(len(self.tileset)), script)
            game = Game(self.settings, self.tileset, bag)
            try:
                for played in self.history:
                    game.apply(played.action)
            except FiguresError as exc:
                why = f"no order of draws agrees with the view: {exc}"
                continue
            if view_json(game, self.seat) == self.view:
                return game
        raise MirrorError(why)

    def _walk(self) -> None:
        """The history's turns without their dominoes, as the game plays them: each seat's
        slots (the time of each, the event it was drawn after), the draws in order, the
        opening dominoes and the seats' last returns; the counts checked against the view."""
        n, hand = self.n, self.seen.rules.hand
        bag = len(self.tileset)
        counts = [0] * n
        self.slots: list[list[int]] = [[] for _ in range(n)]
        self.draws: list[tuple[int, int, int]] = []  # (time, seat, how many)
        self.opening: list[int] = []
        self.last_return = [-1] * n
        current, phase = self.first, "opening"

        def draw(seat: int, time: int, wanted: int) -> None:
            nonlocal bag
            k = min(wanted, bag)
            self.slots[seat] += [time] * k
            self.draws.append((time, seat, k))
            bag -= k
            counts[seat] += k

        for e, played in enumerate(self.history):
            seat, action = played.seat, played.action
            if seat != current:
                raise MirrorError(f"action {e + 1} of the history is not player {current + 1}'s")
            if phase == "opening":
                if not isinstance(action, Place):
                    raise MirrorError(f"the opening's action {e + 1} places nothing")
                self.opening.append(action.tile)
                bag -= 1
                current = (seat + 1) % n
                if len(self.opening) == n:
                    for offset in range(n):
                        draw((self.first + offset) % n, e, hand)
                    phase = "turn"
                continue
            if isinstance(action, Return):
                if phase != "turn":
                    raise MirrorError(f"action {e + 1} returns dominoes after a placement")
                self.last_return[seat] = e
                bag += len(action.tiles)
                counts[seat] -= len(action.tiles)
                draw(seat, e, len(action.tiles))
            elif isinstance(action, EndTurn):
                if phase != "second":
                    raise MirrorError(f"action {e + 1} ends a turn that placed nothing")
                draw(seat, e, 1)
            else:
                counts[seat] -= 1
                if phase == "turn" and counts[seat] > 0:
                    phase = "second"
                    continue
                draw(seat, e, 2 if phase == "second" else 1)
            current, phase = (seat + 1) % n, "turn"
        if phase == "opening":
            bag -= 1  # the opening domino of the seat on turn, drawn
        if counts != list(self.seen.hand_counts) or bag != self.seen.bag_count:
            raise MirrorError("the view's counts disagree with its history")
        self.pending_opening = phase == "opening"

    def _lives(self) -> list[_Life]:
        """Every stay of a domino in a hand the view shows (placed, returned, in its own
        hand, shown and not returned since); the dominoes not in view are the pool, each with
        the time from which it is back in the bag."""
        n_tiles = len(self.tileset)
        events: list[list[tuple[int, int, bool]]] = [[] for _ in range(n_tiles)]
        for e, played in enumerate(self.history[self.n :], self.n):
            action = played.action
            if isinstance(action, Place):
                events[action.tile].append((e, played.seat, True))
            elif isinstance(action, Return):
                for t in action.tiles:
                    events[t].append((e, played.seat, False))
        opened = set(self.opening)
        own = set(self.seen.hand)
        showing: dict[int, list[int]] = {}  # tile -> the seats that showed it
        for seat, tiles in enumerate(self.seen.shown):
            if tiles and self.last_return[seat] < 0:
                raise MirrorError(f"player {seat + 1} shows dominoes it never returned")
            for t in tiles:
                showing.setdefault(t, []).append(seat)
        lives: list[_Life] = []
        self.pool: dict[int, int] = {}  # tile -> the time it may be drawn from
        self.own_opening = self.seen.opening_tile
        for t in range(n_tiles):
            prev, gone = -1, t in opened
            if gone and events[t]:
                raise MirrorError(f"tile {t} is played after the opening placed it")
            for e, seat, placed in events[t]:
                if gone:
                    raise MirrorError(f"tile {t} is played after it was placed")
                lives.append(_Life(seat, t, prev, e))
                prev, gone = e, placed
            if gone or t == self.own_opening:
                continue
            if t in own:
                assert self.seat is not None
                lives.append(_Life(self.seat, t, prev, NOW))
                continue
            # shown since it was last returned (or ever): held since by the seat that showed it
            holders = [s for s in showing.get(t, ()) if prev < self.last_return[s]]
            if len(holders) > 1:
                raise MirrorError(f"tile {t} is shown in two hands at once")
            if holders:
                lives.append(_Life(holders[0], t, prev, NOW))
            else:
                self.pool[t] = prev
        # The hand a seat showed: the stays that span its last return, drawn before it; no
        # other stay of the seat spans it.
        for seat, tiles in enumerate(self.seen.shown):
            last = self.last_return[seat]
            if last < 0:
                continue
            mine = [life for life in lives if life.seat == seat]
            spanning = {life.tile: life for life in mine if life.lo < last <= life.end}
            if any(life.end == last and life.tile not in tiles for life in mine):
                raise MirrorError(f"player {seat + 1} returned dominoes it did not show")
            for t in tiles:
                if t not in spanning:
                    raise MirrorError(f"player {seat + 1} showed tile {t} it did not hold")
                spanning[t].shown = True
                spanning[t].hi = last
            for life in mine:
                if life.end > last and not life.shown:
                    life.lo = max(life.lo, last)
        for life in lives:
            life.hi = min(life.hi, life.end)
        return lives

    def _bar(self, lives: list[_Life]) -> None:
        """A domino that could be placed when its seat returned was not in hand then: its
        stay begins after that return (the table laid again, event by event)."""
        board = Board(self.seen.rules)
        tileset = self.tileset
        last = max(self.last_return)  # (the table after it bars nothing)
        for e, played in enumerate(self.history[: last + 1]):
            action = played.action
            if isinstance(action, Place):
                face = tileset[action.tile].faces[action.face]
                board.place(Placed(face, action.at, action.dir, action.tile))
            elif isinstance(action, Return):
                for life in lives:
                    if life.seat == played.seat and life.lo < e < life.end:
                        faces = tileset[life.tile].faces
                        if any(board.spots.fits(face.code) for face in faces):
                            life.lo = e

    def _fill(self, seat: int, lives: list[_Life]) -> dict[int, int]:
        """The seat's known dominoes into its slots, earliest deadline first (see the module),
        keeping the order of the hand it showed and of its own hand. Returns slot index ->
        tile."""
        times = self.slots[seat]
        span = {
            id(life): [bisect_left(times, life.lo), bisect_left(times, life.hi)] for life in lives
        }
        chains: list[list[_Life]] = []
        shown = {life.tile: life for life in lives if life.shown}
        chains.append([shown[t] for t in self.seen.shown[seat]])
        if seat == self.seat:
            now = {life.tile: life for life in lives if life.end == NOW}
            if any(t not in now for t in self.seen.hand):
                raise MirrorError("the seat's own hand holds a domino it placed")
            chains.append([now[t] for t in self.seen.hand])
        for _ in range(2):  # (the two chains agree where they meet: twice settles them)
            for chain in chains:
                for a, b in pairwise(chain):
                    span[id(b)][0] = max(span[id(b)][0], span[id(a)][0] + 1)
                for b, a in pairwise(reversed(chain)):
                    span[id(a)][1] = min(span[id(a)][1], span[id(b)][1] - 1)
        waiting = sorted(lives, key=lambda life: span[id(life)][0])
        ready: list[tuple[int, int, _Life]] = []
        out: dict[int, int] = {}
        k = 0
        for index in range(len(times)):
            while k < len(waiting) and span[id(waiting[k])][0] <= index:
                life = waiting[k]
                heapq.heappush(ready, (span[id(life)][1], k, life))
                k += 1
            if not ready:
                continue
            deadline, _, life = heapq.heappop(ready)
            if deadline <= index:
                raise MirrorError(f"no slot of player {seat + 1} holds tile {life.tile} in time")
            out[index] = life.tile
        if ready or k < len(waiting):
            raise MirrorError(f"player {seat + 1} played more dominoes than it drew")
        return out

    def _script(
        self, filled: list[dict[int, int]], hidden: list[tuple[int, int, int]]
    ) -> list[int] | None:
        """Every draw in the game's order: the hidden slots filled from the pool at random
        (each domino after the time it is back in the bag), the rest of the pool after."""
        rng = self.rng
        pool = sorted(self.pool.items(), key=lambda item: (item[1], item[0]))
        eligible: list[int] = []
        k = 0
        hands = [dict(f) for f in filled]
        for time, seat, index in hidden:
            while k < len(pool) and pool[k][1] <= time:
                eligible.append(pool[k][0])
                k += 1
            if not eligible:
                return None
            pick = rng.randrange(len(eligible))
            eligible[pick], eligible[-1] = eligible[-1], eligible[pick]
            hands[seat][index] = eligible.pop()
        rest = eligible + [t for t, _ in pool[k:]]
        rng.shuffle(rest)
        script = list(self.opening)
        if self.pending_opening:
            if self.own_opening is not None:
                script.append(self.own_opening)
            else:  # another seat's opening domino: one that fits
                board = self.seen.board
                fits = [
                    t
                    for t in rest
                    if board.is_empty()
                    or any(board.spots.fits(f.code) for f in self.tileset[t].faces)
                ]
                if not fits:
                    return None
                pick = rng.choice(fits)
                rest.remove(pick)
                script.append(pick)
        taken = [0] * self.n
        for _, seat, count in self.draws:
            for index in range(taken[seat], taken[seat] + count):
                script.append(hands[seat][index])
            taken[seat] += count
        return script + rest
