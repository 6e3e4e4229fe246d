"""A local engine game made from one seat's view alone: the client's mirror of a table.

The desktop app's game screens read an engine game (its rounds, hands, layout, scores), so a
client playing online keeps one: :func:`mirror` makes, from the JSON a seat receives
(:func:`~figures.net.views.view_json`), a game whose own view of that seat is exactly that JSON.
It reads nothing but the dict: the tiles the seat cannot know are made up. A colour game's
mirror is :func:`figures.net.mirror_colour.mirror_colour` (its bag's order made up); the rest
of this module is the classic one's.

A classic game (:func:`mirror_classic`) plays again the rounds that are over from their true
deals (the view lists them: their tiles are face up once counted), then deals the round in play
as the seat may believe it was dealt: its own hand, every tile a seat has played from that
seat's hand, the rest of the unseen tiles at random, drawn from a generator seeded by the view
(the same view, the same mirror). The made-up deal keeps everything the history shows:

- a seat's tiles fill its slots (its dealt hand, then the stock's places it drew, in order of
  time) so that each tile is in hand before it is played, and no tile is in hand when the seat
  drew or passed while it could have played it (a matching per seat, the played tiles taking
  the earliest slots they may, which leaves the latest, least bound, to the unknown tiles);
- a round led by the rule is led by the same seat with the same tile: no hand is dealt a tile
  the rule would lead before it (so no redeal the real game did not have either).

A round the real game did not find blocked may still come out blocked (no tile of any hand
joins): the deal is then made again, a bounded number of times (:data:`ATTEMPTS`). Every
mirror is checked: its view of the seat must equal the JSON, key for key; else a one-line
:class:`MirrorError`. A spectator's view (seat None) is mirrored the same way, with no hand
of its own.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from typing import Any

from figures.classic.actions import Draw, Lead, Pass, Play
from figures.classic.game import (
    Deal,
    Game,
    LeadSpec,
    ScriptedChance,
    ScriptedRound,
    engine_of,
    round_tiles,
)
from figures.classic.layout import EMPTY, Layout, matadors, need_table
from figures.classic.round import Round
from figures.classic.rules import Rules
from figures.classic.tiles import HIGH, IS_DOUBLE, PIPS
from figures.colour.game import Game as ColourGame
from figures.core.errors import FiguresError
from figures.core.match import Played
from figures.core.seats import PlayerSpec
from figures.games import CLASSIC, COLOUR
from figures.net.mirror_colour import mirror_colour
from figures.net.mirror_common import ATTEMPTS, MirrorError
from figures.net.views import (
    ViewError,
    finished_from_json,
    history_from_json,
    rules_from_json,
    view_from_json,
    view_json,
)

__all__ = ["ATTEMPTS", "MirrorError", "mirror", "mirror_classic"]

#: A play after every event of a round: how long a tile stays in hand when never played.
NEVER = 1 << 30


def mirror(view: dict[str, Any], players: Sequence[PlayerSpec] | None = None) -> Game | ColourGame:
    """The local engine game of ``view`` (its ``family``'s): see :func:`mirror_classic` and
    :func:`figures.net.mirror_colour.mirror_colour`."""
    family = view.get("family") if isinstance(view, dict) else None
    if family == CLASSIC:
        return mirror_classic(view, players)
    if family == COLOUR:
        return mirror_colour(view, players)
    raise MirrorError(f"no mirror of a view of family {family!r}")


def mirror_classic(view: dict[str, Any], players: Sequence[PlayerSpec] | None = None) -> Game:
    """A classic game whose ``view_json`` for the view's seat is ``view``: the rounds that are
    over from their true deals, the round in play from a made-up one (see the module). The
    seats are ``players`` (the table's names) or "Player 1"... Raises a one-line MirrorError
    for a view that is malformed or that no deal agrees with."""
    try:
        return _Mirror(view, players).build()
    except MirrorError:
        raise
    except FiguresError as exc:
        raise MirrorError(f"no mirror of this view: {exc}") from None


def _rank(t: int) -> tuple[int, int, int]:
    """How the rule picks a lead among the tiles held: any double before any other tile, the
    highest double first, else the heaviest tile (ties by the higher half)."""
    return (1, HIGH[t], 0) if IS_DOUBLE[t] else (0, PIPS[t], HIGH[t])


class _Mirror:
    """One mirror in the making: the view read once, the deals made up until one agrees."""

    def __init__(self, view: dict[str, Any], players: Sequence[PlayerSpec] | None) -> None:
        if not isinstance(view, dict) or view.get("family") != CLASSIC:
            raise MirrorError("not a classic view")
        # every field checked (the history, the longest, read once below): what follows reads
        # them as they are
        view_from_json({**view, "history": []})
        rules = rules_from_json(view)
        assert isinstance(rules, Rules)
        self.view = view
        self.rules = rules
        self.players = tuple(players) if players else ()
        self.seat: int | None = view.get("seat")
        self.number: int = view["round"]
        if "first" not in view:
            raise MirrorError("the view names no first seat (it is older than the mirror)")
        first = view["first"]
        if type(first) is not int or not 0 <= first < rules.players:
            raise ViewError(f"view: first: no seat {first!r}")
        self.first = first
        self.finished = finished_from_json(view)
        self.history = history_from_json(view)
        if len(self.finished) not in (self.number - 1, self.number):
            raise MirrorError(
                f"the view lists {len(self.finished)} rounds over in round {self.number}"
            )
        self.now = [p for p in self.history if p.round == self.number]
        digest = hashlib.sha256(
            json.dumps([self.seat, self.history_json()], separators=(",", ":")).encode()
        ).digest()
        self.rng = random.Random(int.from_bytes(digest[:8], "big"))

    def history_json(self) -> Any:
        return self.view.get("history")

    # ------------------------------------------------------------------ building

    def build(self) -> Game:
        if len(self.finished) == self.number:  # the game is over: every deal is known
            game = self._game(list(self.finished), self.history)
            if game is None or not self._agrees(game):
                raise MirrorError("the view disagrees with its own rounds' deals")
            return game
        over = self._game(self.finished, [p for p in self.history if p.round < self.number])
        if over is not None and not (over.waiting and len(over.rounds) == self.number - 1):
            raise MirrorError(f"the rounds over do not lead to round {self.number}")
        spec, scores = self._lead_and_scores(over)
        lot = spec.seat if spec.how != "rule" else 0
        for _ in range(ATTEMPTS):
            deal = self._made_up(spec)
            if deal is None or not self._round_agrees(deal, spec, scores):
                continue
            rounds = [*self.finished, ScriptedRound((deal,), lot)]
            if over is None:
                game = self._game(rounds, self.now)
            else:  # the rounds over played once: the round in play dealt after them
                game, over = over, None
                game.deal_next(ScriptedChance(rounds))
                for played in self.now:
                    game.apply(played.action)
            assert game is not None
            if self._agrees(game):
                return game
            over = self._game(self.finished, [p for p in self.history if p.round < self.number])
        raise MirrorError(f"no deal of round {self.number} agrees with the view")

    def _game(self, rounds: Sequence[ScriptedRound], actions: Sequence[Played]) -> Game | None:
        """The game dealt ``rounds`` with ``actions`` played (None before any round)."""
        if not rounds:
            return None
        game = Game(self.rules, ScriptedChance(rounds), self.first, players=self.players)
        for played in actions:
            game.apply(played.action)
        return game

    def _agrees(self, game: Game | None) -> bool:
        return game is not None and view_json(game, self.seat) == self.view

    def _lead_and_scores(self, over: Game | None) -> tuple[LeadSpec, tuple[Any, ...]]:
        """How the round in play is led and the scores it starts from, as the game works them
        out (:meth:`Game._next_round`) from the rounds ``over`` (None: the first round); a
        round led by lot is led by the seat that led it (the first to act, or the one on
        turn)."""
        rules = self.rules
        if over is None:
            spec = LeadSpec("free", self.first) if rules.lead == "any" else LeadSpec("rule")
            return spec, (0,) * rules.sides
        entry = over.rounds[-1]
        result = entry.result
        assert result is not None
        lead = result.next_lead
        if lead == "rule":
            spec = LeadSpec("rule")
        elif lead == "same":
            spec = entry.lead
        elif lead == "lot":
            spec = LeadSpec("lot", self.now[0].seat if self.now else self.view["turn"])
        else:
            assert isinstance(lead, int)
            spec = LeadSpec("free", lead)
        return spec, result.scores

    def _round_agrees(self, deal: Deal, spec: LeadSpec, scores: tuple[Any, ...]) -> bool:
        """Whether the round in play, dealt ``deal``, takes every action of the history and
        ends where the view is (cheaper than the whole game, made only for a deal that does)."""
        try:
            current = Round(
                self.rules,
                deal.hands,
                deal.stock,
                number=self.number,
                first=self.first,
                leader=None if spec.how == "rule" else spec.seat,
                scores=scores,
            )
            if current.redeal:
                return False
            for played in self.now:
                if current.result is not None or current.turn != played.seat:
                    return False
                current.apply(played.action)
        except FiguresError:
            return False
        if current.result is not None or current.turn != self.view["turn"]:
            return False
        return self.seat is None or list(current.hand(self.seat)) == self.view["hand"]

    # ------------------------------------------------------------------ the made-up deal

    def _made_up(self, spec: LeadSpec) -> Deal | None:
        """A deal of the round in play that agrees with what the view shows of it (the module
        says how), or None when this draw of chance found none."""
        rules, rng = self.rules, self.rng
        n, size = rules.players, rules.hand_size
        tiles = round_tiles(rules, self.number)
        stock_size = len(tiles) - n * size
        # Every event of the round: the slots it gives (draws) and the tiles it bars (a draw
        # or a pass while a tile could be played).
        slots: list[list[int]] = [[-1] * size for _ in range(n)]  # a slot: the event it came
        draw_place: dict[int, int] = {}  # event -> the stock's place it drew
        bars: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # seat: (event, mask)
        plays: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # seat: (tile, event)
        for index, (seat, action, barred) in enumerate(self._events()):
            if isinstance(action, Draw):
                draw_place[index] = len(draw_place)
                slots[seat].append(index)
            if barred:
                bars[seat].append((index, barred))
            if isinstance(action, Play | Lead):
                plays[seat].append((action.tile, index))
        if len(draw_place) > stock_size:
            raise MirrorError(f"round {self.number} draws more tiles than its stock holds")
        # What the view shows: its own tiles (a spectator has none) and the tiles played.
        counts = self.view["hand_counts"]
        known: list[list[tuple[int, int]]] = [list(p) for p in plays]
        if self.seat is not None:
            known[self.seat] += [(t, NEVER) for t in self.view["hand"]]
        seen = {t for k in known for t, _ in k}
        unseen = [t for t in tiles if t not in seen]
        rng.shuffle(unseen)
        # The rule's lead: no dealt hand holds a tile it would lead before the tile led.
        lead_bar = 0
        if spec.how == "rule" and rules.lead != "any" and rules.branching != "trains":
            lead = self._lead_tile(known, unseen, spec)
            if lead is None:
                return None
            lead_bar = sum(1 << t for t in tiles if _rank(t) > _rank(lead))
        # Each seat's tiles into its slots; the slots left over wait for unseen tiles.
        filled: list[dict[int, int]] = []  # seat: slot index -> tile
        open_slots: list[tuple[int, int, int]] = []  # (seat, slot index, barred mask)
        for seat in range(n):
            wanted = len(slots[seat]) - len(known[seat])
            if wanted != counts[seat] - (len(known[seat]) - len(plays[seat])):
                raise MirrorError(f"player {seat + 1}'s count disagrees with its draws")
            if wanted < 0:
                raise MirrorError(f"player {seat + 1} played more tiles than it held")
            matched = _fill(slots[seat], known[seat], bars[seat], lead_bar, rng)
            if matched is None:
                return None
            filled.append(matched)
            for index, at in enumerate(slots[seat]):
                if index not in matched:
                    barred = _barred(bars[seat], at, NEVER) | (lead_bar if at < 0 else 0)
                    open_slots.append((seat, index, barred))
        # The unseen tiles into the slots left (a matching: each slot bars some), the rest the
        # stock not drawn yet, in the shuffled order.
        rng.shuffle(open_slots)
        placed = _match([barred for _, _, barred in open_slots], unseen)
        if placed is None:
            return None
        for (seat, index, _), t in zip(open_slots, placed, strict=True):
            filled[seat][index] = t
        taken = set(placed)
        rest = [t for t in unseen if t not in taken]
        stock = [EMPTY] * stock_size
        hands: list[tuple[int, ...]] = []
        for seat in range(n):
            hand = []
            for index, at in enumerate(slots[seat]):
                if at < 0:
                    hand.append(filled[seat][index])
                else:
                    stock[draw_place[at]] = filled[seat][index]
            hands.append(tuple(sorted(hand)))
        stock[len(draw_place) :] = rest
        return Deal(tuple(hands), tuple(stock))

    def _lead_tile(
        self, known: list[list[tuple[int, int]]], unseen: list[int], spec: LeadSpec
    ) -> int | None:
        """The tile the rule leads in the round in play: the first tile led, or the one the
        seat on turn must lead (its own legal action), or, when another seat is yet to lead,
        an unseen tile the rule would pick before any the seat holds (given to that seat)."""
        for played in self.now[:1]:
            if isinstance(played.action, Lead):
                return played.action.tile
            raise MirrorError(f"round {self.number} led by the rule opens with {played.action}")
        leader = self.view["turn"]
        if leader == self.seat:
            hand: list[int] = self.view["hand"]
            return max(hand, key=_rank)
        best = max(((0, -1, 0), *(_rank(t) for t in self.view.get("hand", ()))))
        doubles_only = self.rules.no_double == "redeal"
        choices = [t for t in unseen if _rank(t) > best and (IS_DOUBLE[t] or not doubles_only)]
        if not choices:
            return None
        lead = self.rng.choice(choices)
        unseen.remove(lead)
        known[leader].append((lead, NEVER))
        return lead

    def _events(self) -> list[tuple[int, object, int]]:
        """The round in play's actions as ``(seat, action, barred)``: ``barred`` the mask of
        the tiles the seat could not hold when it drew or passed (it would have had to play
        them), 0 for a play."""
        rules = self.rules
        n = rules.players
        engine = engine_of(rules, self.number)
        layout = Layout(rules.branching, n, EMPTY if engine is None else engine)
        probe = Round(rules, [()] * n, number=self.number, first=self.first, leader=0)
        probe.layout = layout
        need = need_table(rules.set, rules.match)
        mats = matadors(rules.set) if rules.match == "matador" else 0
        trains = rules.branching == "trains"
        out: list[tuple[int, object, int]] = []
        for played in self.now:
            seat, action = played.seat, played.action
            barred = 0
            if isinstance(action, Draw | Pass):
                for _, value in probe.open_ends(seat):
                    barred |= need[value]
                if isinstance(action, Draw) and rules.matador_optional:
                    barred &= ~mats  # a seat holding only matadors may draw
                if trains and isinstance(action, Pass):
                    probe.markers |= 1 << seat
            elif isinstance(action, Lead):
                layout.lead(action.tile, action.left)
            elif isinstance(action, Play):
                layout.place(action.tile, action.end, action.touch)
                if trains and action.end == f"p{seat}":
                    probe.markers &= ~(1 << seat)
            out.append((seat, action, barred))
        return out


def _barred(bars: list[tuple[int, int]], start: int, end: int) -> int:
    """The tiles a seat could not hold from event ``start`` (its slot) to event ``end`` (its
    play): every bar between."""
    mask = 0
    for at, barred in bars:
        if start < at < end:
            mask |= barred
    return mask


def _fill(
    slots: list[int],
    tiles: list[tuple[int, int]],
    bars: list[tuple[int, int]],
    lead_bar: int,
    rng: random.Random,
) -> dict[int, int] | None:
    """Seat's known tiles (``(tile, event played)``) into its slots (the event each came at,
    -1 dealt), each in hand before its play and never while it was barred, the earliest
    slots taken first (slot by slot, a growing matching: the slots it leaves are the latest
    any matching could leave). Returns slot index -> tile, or None when none fits."""
    allowed: list[list[int]] = []
    for at in slots:
        fits = []
        for i, (t, played) in enumerate(tiles):
            barred = _barred(bars, at, played) | (lead_bar if at < 0 else 0)
            if at < played and not barred >> t & 1:
                fits.append(i)
        rng.shuffle(fits)
        allowed.append(fits)
    owner: dict[int, int] = {}  # tile index -> slot index

    def augment(slot: int, visited: set[int]) -> bool:
        for i in allowed[slot]:
            if i in visited:
                continue
            visited.add(i)
            if i not in owner or augment(owner[i], visited):
                owner[i] = slot
                return True
        return False

    order = sorted(range(len(slots)), key=lambda s: slots[s])
    for slot in order:
        if len(owner) == len(tiles):
            break
        augment(slot, set())
    if len(owner) != len(tiles):
        return None
    return {slot: tiles[i][0] for i, slot in owner.items()}


def _match(barred: list[int], tiles: list[int]) -> list[int] | None:
    """A tile for each slot (``barred[k]``: the tiles slot k may not take), all different,
    taken in the order of ``tiles`` where they may be; None when there is no such choice."""
    owner: dict[int, int] = {}  # tile -> slot
    choice: dict[int, int] = {}  # slot -> tile

    def augment(slot: int, visited: set[int]) -> bool:
        for t in tiles:
            if barred[slot] >> t & 1 or t in visited:
                continue
            visited.add(t)
            if t not in owner or augment(owner[t], visited):
                owner[t] = slot
                choice[slot] = t
                return True
        return False

    for slot in range(len(barred)):
        if not augment(slot, set()):
            return None
    return [choice[slot] for slot in range(len(barred))]
