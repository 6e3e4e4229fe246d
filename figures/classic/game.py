"""A classic game: rounds dealt and played until the target (§A3, §A10).

Chance is an explicit source (:class:`Chance`): :class:`SeededChance` shuffles for play, each
deal and lot drawn from its own generator seeded by the game's seed, the round and the attempt,
so undoing into an earlier round and playing on deals the same tiles again;
:class:`ScriptedChance` takes the deals and lots a record lists, so a record is re-checked
without the random generator by the very same code.

A game is a core :class:`~figures.core.match.Match`: every action goes through
:meth:`Game.apply` (which asks the current :class:`Round`); when an action ends a round that
does not end the game, the next round is dealt at once. Every step in :attr:`Round.log` knows
its seat (``history()`` gives ``(seat, action, round)``); :meth:`Game.undo` steps back across a
round's end and :meth:`Game.redo` plays again what was undone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple, Protocol

from figures.classic.actions import Action
from figures.classic.round import Round, SeatView, Step
from figures.classic.rules import Rules
from figures.classic.scoring import Points, RoundResult
from figures.classic.tiles import DOUBLE, tile_count
from figures.core import chance as core_chance
from figures.core.errors import RecordError
from figures.core.match import Match
from figures.core.seats import PlayerSpec, Table


class Deal(NamedTuple):
    """Tiles as dealt: one tuple per seat, and the stock in draw order."""

    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]


def engine_of(rules: Rules, number: int) -> int | None:
    """Round ``number``'s engine (Mexican Train), or None."""
    if rules.branching != "trains":
        return None
    top = rules.set
    return DOUBLE[(top - (number - 1)) % (top + 1)]


def round_tiles(rules: Rules, number: int) -> list[int]:
    """The tiles dealt in round ``number``: the whole set, the engine apart."""
    return list(_round_tiles(rules, number))


@cache
def _round_tiles(rules: Rules, number: int) -> tuple[int, ...]:
    engine = engine_of(rules, number)
    return tuple(t for t in range(tile_count(rules.set)) if t != engine)


def split(rules: Rules, tiles: Sequence[int]) -> Deal:
    """A shuffled list of tiles dealt: ``hand[n]`` tiles to each seat, the rest the stock."""
    size = rules.hand_size
    n = rules.players
    return Deal(
        tuple(tuple(tiles[s * size : (s + 1) * size]) for s in range(n)), tuple(tiles[n * size :])
    )


class Chance(Protocol):
    """Where deals and lots come from."""

    def deal(self, rules: Rules, number: int, attempt: int) -> Deal | None:
        """Round ``number``'s deal; ``attempt`` counts the redeals before it. None: not dealt
        yet (a record of a game in progress ends before it)."""
        ...

    def lot(self, rules: Rules, number: int) -> int | None:
        """The seat drawn by lot to lead round ``number`` (None: not drawn yet)."""
        ...


class _Drawn:
    """Deals and lots from a core chance: a deal is the round's tiles shuffled under the key
    ``(round, attempt)`` and split; a lot is a seat drawn under ``(round, "lot")``."""

    source: core_chance.Chance

    def deal(self, rules: Rules, number: int, attempt: int) -> Deal:
        tiles = round_tiles(rules, number)
        self.source.shuffle(tiles, number, attempt)
        return split(rules, tiles)

    def lot(self, rules: Rules, number: int) -> int:
        return self.source.randrange(rules.players, number, "lot")


class SeededChance(_Drawn):
    """Deals and lots fixed by a seed (a core :class:`~figures.core.chance.SeededChance`): each
    from its own generator, seeded by the seed, the round and the attempt, so the same seed
    deals the same rounds whatever was played."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.source = core_chance.SeededChance(seed, "classic")


class StreamChance(_Drawn):
    """Deals and lots drawn from a generator the caller holds (many games from one seeded
    generator, as a simulation or a benchmark plays them, without seeding one per game).
    Each deal and lot is kept once drawn (a core
    :class:`~figures.core.chance.StreamChance`), so undoing into an earlier round and playing
    on deals the same tiles again."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.source = core_chance.StreamChance(rng)


@dataclass(frozen=True, slots=True)
class ScriptedRound:
    deals: tuple[Deal, ...]  # the redeals, then the deal played
    leader: int


class ScriptedChance:
    """The deals and lots of a record, round by round; after them, ``then``'s (or nothing:
    the game waits before its next round, see :attr:`Game.waiting`)."""

    def __init__(self, rounds: Sequence[ScriptedRound], then: Chance | None = None) -> None:
        self.rounds = tuple(rounds)
        self.then = then

    def deal(self, rules: Rules, number: int, attempt: int) -> Deal | None:
        if number > len(self.rounds):
            return None if self.then is None else self.then.deal(rules, number, attempt)
        deals = self.rounds[number - 1].deals
        if attempt >= len(deals):
            raise RecordError(
                f"round {number}: no hand of the last deal holds a double, so the tiles are "
                "dealt again, but the record lists no further deal"
            )
        return deals[attempt]

    def lot(self, rules: Rules, number: int) -> int | None:
        if number > len(self.rounds):
            return None if self.then is None else self.then.lot(rules, number)
        return self.rounds[number - 1].leader


#: How a round is led: ``("rule", -1)``, ``("free", seat)``, or ``("lot", seat)`` (freely, by
#: the seat drawn).
class LeadSpec(NamedTuple):
    how: str
    seat: int = -1


@dataclass(slots=True)
class RoundEntry:
    """One round of the game: its deals, how it was led, and the round in play."""

    number: int
    deal: Deal
    redeals: list[Deal]
    lead: LeadSpec
    round: Round
    engine: int | None = None

    @property
    def leader(self) -> int:
        return self.round.leader

    @property
    def result(self) -> RoundResult | None:
        return self.round.result


@cache
def default_players(count: int) -> tuple[PlayerSpec, ...]:
    """Who sits at a game nobody named: "Player 1"... humans."""
    return tuple(PlayerSpec(f"Player {n + 1}") for n in range(count))


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[Points, ...]
    winners: tuple[int, ...]


@dataclass(slots=True)
class Game(Match):
    """A classic game: a :class:`~figures.core.match.Match` of classic rounds. Read the state
    freely; change it only through :meth:`apply`, :meth:`undo` and :meth:`redo`."""

    rules: Rules
    chance: Chance = field(default_factory=lambda: SeededChance(0))
    first: int = 0
    rounds: list[RoundEntry] = field(default_factory=list)
    #: The round in play (the last of :attr:`rounds`).
    current: Round = field(init=False)
    #: The actions undone, the next to redo last.
    redone: list[Action] = field(default_factory=list)
    #: Who sits at the table, in order of play ("Player 1"... humans when not given).
    players: tuple[PlayerSpec, ...] = ()

    def __post_init__(self) -> None:
        if not self.players:
            self.players = default_players(self.rules.players)
        self.table.check(self.rules.players, self.rules.players, teams=self.rules.teams)
        if not self.rounds:
            first_lead = (
                LeadSpec("free", self.first) if self.rules.lead == "any" else LeadSpec("rule")
            )
            self._start(1, first_lead, tuple(0 for _ in range(self.rules.sides)))

    # --------------------------------------------------------------------- reading

    @property
    def table(self) -> Table:
        """The settings every game shares: the seats, the seed (when the deals come from
        one), the first seat and the teams."""
        seed = self.chance.seed if isinstance(self.chance, SeededChance) else 0
        return Table(tuple(self.players), seed, self.first, self.rules.teams)

    @property
    def turn(self) -> int:
        return self.current.turn

    @property
    def scores(self) -> tuple[Points, ...]:
        return self.current.scores

    @property
    def outcome(self) -> Outcome | None:
        result = self.current.result
        if result is None or not result.game_over:
            return None
        return Outcome(result.scores, result.game_winners)

    def legal_actions(self) -> list[Action]:
        return self.current.legal_actions()

    def view(self, seat: int) -> SeatView:
        return self.current.view(seat)

    def preview(self, action: Action) -> tuple[Step, RoundResult | None]:
        """What ``action`` would do in the round in play, without doing it."""
        return self.current.preview(action)

    # --------------------------------------------------------------------- changing

    def deal_next(self, chance: Chance | None = None) -> bool:
        """Deal the next round when :attr:`waiting`, from ``chance`` (kept for later rounds)
        or the game's own; False when there is still nothing to deal it from."""
        if chance is not None:
            self.chance = chance
        if self.waiting:
            self._next_round()
        return not self.waiting

    def _next_round(self) -> None:
        entry = self.rounds[-1]
        result = entry.round.result
        if result is None or result.game_over:
            return
        lead = result.next_lead
        if lead == "rule":
            spec = LeadSpec("rule")
        elif lead == "same":
            spec = entry.lead
        elif lead == "lot":
            seat = self.chance.lot(self.rules, entry.number + 1)
            if seat is None:
                return
            spec = LeadSpec("lot", seat)
        else:
            assert isinstance(lead, int)
            spec = LeadSpec("free", lead)
        self._start(entry.number + 1, spec, result.scores)

    def _start(self, number: int, lead: LeadSpec, scores: Sequence[Points]) -> None:
        rules = self.rules
        redeals: list[Deal] = []
        attempt = 0
        while True:
            deal = self.chance.deal(rules, number, attempt)
            if deal is None:
                if number == 1:
                    raise RecordError("the record lists no deal")
                return
            leader = None if lead.how == "rule" else lead.seat
            current = Round(
                rules,
                deal.hands,
                deal.stock,
                number=number,
                first=self.first,
                leader=leader,
                scores=scores,
            )
            if not current.redeal:
                break
            redeals.append(deal)
            attempt += 1
        self.rounds.append(
            RoundEntry(number, deal, redeals, lead, current, engine_of(rules, number))
        )
        self.current = current
