"""What a seat knows of the tiles it cannot see, and deals of them consistent with it.

A classic computer player sees its :class:`~figures.classic.round.SeatView`: its own hand, the
tiles on the table, every action of the round (draws without their tiles), how many tiles each
hand and the stock hold. Everything else (the other hands, the stock and its order) is hidden.
What the actions give away is which numbers a seat did not hold: a seat that passed or drew
held no tile it could play on the ends open to it then (with Matador's optional matadors, no
tile but matadors). Those numbers stay ruled out for the tiles it held at that moment, not for
the tiles it drew afterwards.

:class:`Knowledge` replays the round's public actions once through the engine and keeps, for
every other seat, one *slot* per tile in its hand with the tiles ruled out for that slot;
:meth:`Knowledge.deal` fills the slots at random with unseen tiles that fit them and puts the
rest in the stock in a random order. :func:`public_round` builds a :class:`Round` in the view's
position from such a deal (the table laid as the view shows it), for a search to play on.
Nothing here reads anything but the view, the rules and the generator it is given.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from figures.classic.actions import Draw, Lead, Pass, Play
from figures.classic.layout import matadors
from figures.classic.round import Round, SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import DOUBLE, bits, mask_of, set_mask

__all__ = ["Knowledge", "engine_number", "public_round", "round_number"]

#: Attempts at a deal that fits every slot before the tightest slots are let go.
ATTEMPTS = 12


def engine_number(view: SeatView, rules: Rules) -> int | None:
    """The number of the round's engine (Mexican Train), read off the table: an empty train
    shows it, and the first tile of every train touches it. None without trains."""
    if rules.branching != "trains":
        return None
    if view.placed:
        return view.placed[0][2]
    return view.ends[0][1]


def round_number(view: SeatView, rules: Rules) -> int:
    """The round's number as far as it matters to play it out: Mexican Train's engine says it
    (12-12 is round 1); the other games play every round alike (1)."""
    engine = engine_number(view, rules)
    if engine is None:
        return 1
    return rules.set - engine + 1


def public_round(
    view: SeatView,
    rules: Rules,
    hands: Sequence[int] | None = None,
    stock: Sequence[int] = (),
) -> Round:
    """A round in the position ``view`` shows, with ``hands`` (masks, one per seat; by default
    the seat's own hand and empty hands for the others) and ``stock`` (the tiles left to draw,
    next first). The table is laid as the view shows it; the round's history starts there."""
    if hands is None:
        own = mask_of(view.hand)
        hands = [own if seat == view.seat else 0 for seat in range(rules.players)]
    return Round(
        rules,
        [tuple(bits(h)) for h in hands],
        stock,
        number=round_number(view, rules),
        leader=view.turn,
        scores=view.scores,
        line=_line(view.placed),
        turn=view.turn,
        markers=view.markers,
    )


def _line(placed: Sequence[tuple[int, str, int]]) -> list[Lead | Play]:
    """The placements that lay ``placed`` (a view's table) again, in order."""
    return [Lead(t, touch) if not end else Play(t, end, touch) for t, end, touch in placed]


def unseen_mask(view: SeatView, rules: Rules) -> int:
    """The tiles the seat has not seen: in another hand or in the stock."""
    seen = mask_of(view.hand) | mask_of(t for t, _, _ in view.placed)
    engine = engine_number(view, rules)
    if engine is not None:
        seen |= 1 << DOUBLE[engine]
    return set_mask(rules.set) & ~seen


class Knowledge:
    """The seat's knowledge of the hidden tiles, from its view alone."""

    def __init__(self, view: SeatView, rules: Rules) -> None:
        self.view = view
        self.rules = rules
        self.unseen = unseen_mask(view, rules)
        #: For each seat, one mask per tile of its hand: the tiles ruled out for it (empty for
        #: the seat itself, whose hand is known).
        self.slots: list[list[int]] = [[] for _ in range(rules.players)]
        self._replay()

    def _replay(self) -> None:
        """Walk the round's actions through the engine, on a round where every seat holds
        every tile (so that ``playable`` names what an end takes, and nothing ends the round),
        and note at each pass or draw what the acting seat could not hold."""
        view, rules = self.view, self.rules
        n = rules.players
        me = view.seat
        history = view.history
        plays = [0] * n
        draws = [0] * n
        for seat, action in history:
            if isinstance(action, Play | Lead):
                plays[seat] += 1
            elif isinstance(action, Draw):
                draws[seat] += 1
        slots = self.slots
        for seat in range(n):
            if seat != me:
                slots[seat] = [0] * (view.hand_counts[seat] + plays[seat] - draws[seat])
        if not history:
            return
        every = tuple(bits(set_mask(rules.set)))
        laid = view.placed[: len(view.placed) - sum(plays)]  # a scenario's table before play
        replay = Round(
            rules,
            [every] * n,
            (0,) * (sum(draws) + 1),
            number=round_number(view, rules),
            leader=history[0][0],
            line=_line(laid),
            turn=history[0][0],
        )
        optional = matadors(rules.set) if rules.matador_optional else 0
        for seat, action in history:
            if seat != me:
                own = slots[seat]
                if isinstance(action, Play | Lead):
                    _take(own, action.tile, self.unseen)
                elif isinstance(action, Pass | Draw):
                    ruled_out = replay.playable(seat)
                    if isinstance(action, Draw):
                        ruled_out &= ~optional
                    for index in range(len(own)):
                        own[index] |= ruled_out
                    if isinstance(action, Draw):
                        own.append(0)
            replay.push(action)
        for seat in range(n):  # the view's counts win over the model's, should they differ
            if seat != me:
                own = slots[seat]
                count = view.hand_counts[seat]
                while len(own) > count:
                    _take(own, -1, self.unseen)
                own.extend([0] * (count - len(own)))

    def ruled_out(self, seat: int) -> int:
        """The tiles no slot of ``seat`` may hold (the numbers it showed it lacks, as tiles)."""
        slots = self.slots[seat]
        if not slots:
            return 0
        common = -1
        for mask in slots:
            common &= mask
        return common & self.unseen

    def deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """A deal of the unseen tiles consistent with the knowledge: every hand (masks; the
        seat's own as it is) and the stock in draw order. The tightest slots are filled first;
        after :data:`ATTEMPTS` failures, what the tightest group rules out is let go."""
        view = self.view
        n = self.rules.players
        unseen = list(bits(self.unseen))
        groups: dict[tuple[int, int], int] = {}
        for seat in range(n):
            for mask in self.slots[seat]:
                key = (seat, mask & self.unseen)
                groups[key] = groups.get(key, 0) + 1
        order = sorted(groups.items(), key=lambda item: (-item[0][1].bit_count(), item[0]))
        hands = [0] * n
        hands[view.seat] = mask_of(view.hand)
        relaxed: set[tuple[int, int]] = set()
        for attempt in range(ATTEMPTS * len(order) + 1):
            left = set(unseen)
            dealt = [0] * n
            failed = None
            for key, count in order:
                seat, banned = key
                if key in relaxed:
                    banned = 0
                allowed = [t for t in unseen if t in left and not banned >> t & 1]
                if len(allowed) < count:
                    failed = key
                    break
                for t in rng.sample(allowed, count):
                    left.discard(t)
                    dealt[seat] |= 1 << t
            if failed is None:
                for seat in range(n):
                    if seat != view.seat:
                        hands[seat] = dealt[seat]
                stock = [t for t in unseen if t in left]
                rng.shuffle(stock)
                # (a scenario's round may leave tiles out of play: unseen, but nowhere)
                return hands, stock[: view.stock_count]
            if attempt % ATTEMPTS == ATTEMPTS - 1:
                relaxed.add(failed)
        raise AssertionError("no deal of the unseen tiles fits the hands' sizes")


def _take(slots: list[int], t: int, unseen: int) -> None:
    """Remove the slot a played tile ``t`` came from: the tightest one (counting the unseen
    tiles it rules out) that allows ``t``, so that what is left rules out no more than the
    truth; the tightest of all when none allows it (or ``t`` is -1)."""
    best, most = -1, -1
    for index, mask in enumerate(slots):
        tight = (mask & unseen).bit_count()
        if (t < 0 or not mask >> t & 1) and tight > most:
            best, most = index, tight
    if best < 0 and slots:
        best = max(range(len(slots)), key=lambda i: (slots[i] & unseen).bit_count())
    if best >= 0:
        slots.pop(best)
