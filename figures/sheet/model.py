"""A score sheet for a game played on a real table: what the players say happened, scored by
the engine's own rules.

A :class:`Sheet` holds the entries of one game, in order, and works out everything else from
them each time they change: the points of each entry, the running totals, who leads or plays
next, whether the game is over and who won. A change works out again only the entries from the
first one it changes (adding an entry works out that entry alone), so a sheet of any length is
entered, read or taken back in one pass. The arithmetic is never written here a second
time: a classic round is scored by :func:`figures.classic.scoring.round_result` (the same
function that scores a round on screen), the All Fives count in play is judged by
:func:`figures.classic.scoring.instant_winner`, and a colour placement by
:class:`figures.colour.rules.Score` under the sheet's house rules
(:class:`~figures.colour.house.HouseRules`: the cost of a second placement, the bonus, the
points of a closed square, the targets allowed).

- A classic game is entered round by round (:class:`ClassicRound`): how it ended (a seat went
  out, it was blocked, or a side reached the instant target in play), each seat's remaining
  pips (a total, or the tiles themselves) and, for All Fives, the points scored in play.
- The colour game is entered turn by turn (:class:`ColourTurn`): each placement's connected
  edges and closed surfaces (or its points), the second placement of a turn being the paid one.

Every change is checked first: a refused entry raises a :class:`SheetError` (one line, with
the place) and leaves the sheet as it was.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from figures.classic.game import engine_of
from figures.classic.rules import Rules
from figures.classic.scoring import Points, RoundResult, instant_winner, normal, round_result
from figures.classic.tiles import DOUBLE, PIPS, tile_count, tile_text
from figures.colour.game import MAX_PLAYERS, MIN_PLAYERS, Flow, Termination, after_turn
from figures.colour.geometry import CORE, EXTERNAL, Side
from figures.colour.house import DEFAULT_RULES, MOST_EDGES, MOST_PLACEMENTS, HouseRules
from figures.colour.rules import Score
from figures.colour.tiles import TILE_COUNT
from figures.core.errors import FiguresError
from figures.core.ranks import Place, ranking
from figures.core.text import check_name, shown
from figures.core.values import is_whole
from figures.texts.names import Shown
from figures.texts.names import shown as shown_name

COLOUR = "colour"
#: How a classic round may end (§A6 and §A10 of the classic rules).
HOW = ("out", "blocked", "target")
#: The squares a domino covers: its eight triangles (six outer ones and the two of its core),
#: two to a square.
DOMINO_SQUARES = (len(EXTERNAL[Side.E]) + len(CORE[Side.E])) // 2
#: The most squares the surfaces closed by one placement can have: every square of the box.
MOST_SQUARES = TILE_COUNT * DOMINO_SQUARES
#: The most entries a sheet holds: far more than any game (Mexican Train has 13 rounds; a
#: colour game at most a few hundred turns), and what a sheet's file may list.
MOST_ENTRIES = 10_000


class SheetError(FiguresError, ValueError):
    """An entry, a change or a file the sheet refuses: one line saying where and why. The
    sheet is left as it was.

    Besides its English line, the error carries values, so that a front end says it in its own
    words: ``entry``, the index of the entry at fault (from 0), if any (and, in a colour turn,
    ``values["placement"]``, its placement at fault, from 1); ``code``, what is wrong
    (``ended``, ``over``, ``reached``, ``not-reached``, ``holds-nothing``, ``pips``, ``twice``,
    ``engine``, ``too-many-pips``, ``second-cost``, ``box``, ``fives``, ``in-play-most``,
    ``no-in-play``, ``placement-points``, ``placement-squares``, ``placement-nothing``,
    ``edges``, ``surface``, ``placements``, ``full``, ``nothing-to-undo``,
    ``nothing-to-redo``; ``""`` for a value no form can send); and ``values``, the names and
    numbers the message quotes."""

    def __init__(
        self, message: str, entry: int | None = None, *, code: str = "", **values: object
    ) -> None:
        super().__init__(message)
        self.entry = entry
        self.code = code
        self.values = values

    def at(self, entry: int, message: str) -> SheetError:
        """The same refusal, placed at entry ``entry`` with a new message."""
        return SheetError(message, entry, code=self.code, **self.values)


# ----------------------------------------------------------------------------- entries


@dataclass(frozen=True, slots=True)
class Remaining:
    """What a seat still holds at the end of a round: its pips, and the tiles themselves when
    they were given one by one (the sheet adds their pips)."""

    pips: int
    tiles: tuple[int, ...] | None = None

    @staticmethod
    def of_tiles(tiles: Sequence[int]) -> Remaining:
        return Remaining(sum(PIPS[t] for t in tiles), tuple(tiles))


@dataclass(frozen=True, slots=True)
class ClassicRound:
    """One round of a classic game as the table tells it.

    ``how``: ``out`` (``seat`` went out), ``blocked``, or ``target`` (a side reached the
    instant target in play, All Fives: the hands are not counted). ``remaining``: one
    :class:`Remaining` per seat (not needed after ``target``). ``in_play``: the points scored
    during the round, in order, as ``(side, points)``, each a multiple of 5 (All Fives only):
    one item per scoring placement, or one total per side."""

    how: str
    seat: int | None = None
    remaining: tuple[Remaining, ...] = ()
    in_play: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Placement:
    """One placement of the colour game: the edges it connected and the sizes of the surfaces
    it closed, or (``points`` given) its points worked out at the table, before any payment."""

    edges: int | None = None
    closed: tuple[int, ...] = ()
    points: int | None = None

    @property
    def score(self) -> Score | None:
        """The engine's score of the placement under the seed's rules, when its edges were
        given (:meth:`score_under` for a sheet's house rules)."""
        return self.score_under(DEFAULT_RULES)

    @property
    def gross(self) -> int:
        """What the placement earns before the payment, under the seed's rules."""
        return self.gross_under(DEFAULT_RULES)

    def score_under(self, house: HouseRules) -> Score | None:
        """The engine's score of the placement under ``house``, when its edges were given."""
        if self.edges is None:
            return None
        return Score(self.edges, tuple(sorted(self.closed, reverse=True)), house)

    def gross_under(self, house: HouseRules) -> int:
        """What the placement earns under ``house`` before the payment for a second one."""
        score = self.score_under(house)
        return score.points if score is not None else (self.points or 0)


@dataclass(frozen=True, slots=True)
class ColourTurn:
    """One turn of the colour game: no placement (the player returned dominoes or passed),
    one, or two (the second is the paid one)."""

    placements: tuple[Placement, ...] = ()


Entry = ClassicRound | ColourTurn
#: Points scored in play (All Fives): ``(side, points)``.
InPlay = tuple[int, int]


# ----------------------------------------------------------------------------- worked out


@dataclass(frozen=True, slots=True)
class Lead:
    """Who starts a classic round: ``rule`` (the rules name the seat from the tiles: the
    highest double, else the heaviest tile), ``seat`` (that seat, freely; Mexican Train's first
    player), or ``lot`` (drawn by lot at the table). ``engine``: Mexican Train's engine double."""

    how: str
    seat: int | None = None
    engine: int | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """What the sheet made of one entry."""

    number: int  # the round (classic) or the turn (colour), from 1
    seat: int | None  # colour: who played the turn; classic: who went out
    awards: tuple[Points, ...]  # per side, this entry's points (payments taken off)
    scores: tuple[Points, ...]  # per side, after it
    in_play: tuple[Points, ...] = ()  # classic: per side, the points scored in play
    result: RoundResult | None = None  # classic: the engine's result of the round
    lead: Lead | None = None  # classic: how this round was led
    paid: int = 0  # colour: the payment for a second placement
    bonus: int = 0  # colour: the bonus of the placements (from the third edge)


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[Points, ...]
    winners: tuple[int, ...]
    how: str  # classic: how the last round ended; colour: a Termination value


# ----------------------------------------------------------------------------- the sheet


class _Step(NamedTuple):
    """Everything the players said, from which the sheet works out the rest, told from the
    state beside it in the sheet's history (the one it was left for, or the one it comes back
    from): its entries are the first ``kept`` entries of that state, then ``tail``. Adding an
    entry, or taking it back, so keeps one entry, never a copy of the whole sheet."""

    first: int
    kept: int
    tail: tuple[Entry, ...]
    finished: str | None
    pending: tuple[InPlay, ...]


class _Tally(NamedTuple):
    """Where a colour game stands after a turn, for working out the turns after it."""

    placed: int  # the dominoes placed so far (the opening aside)
    flow: Flow
    ended: str | None  # how the turns ended the game, if they did


class Sheet:
    """The entries of one game played on a table, and everything worked out from them.

    Build one with :meth:`classic` or :meth:`colour`; change it with :meth:`add`,
    :meth:`end_round`, :meth:`score_in_play`, :meth:`edit`, :meth:`set_first` and
    :meth:`finish`, each checked whole (each later entry again) before anything changes, and
    each taken back by :meth:`undo` (and made again by :meth:`redo`)."""

    def __init__(
        self,
        game: str,
        players: Sequence[str],
        *,
        rules: Rules | None = None,
        target: int | None = None,
        first: int = 0,
        house: HouseRules = DEFAULT_RULES,
    ) -> None:
        self.game = game
        self.rules = rules
        self.target = target
        #: The colour game's house rules (the seed's for a classic sheet, which has none).
        self.house = house
        names = []
        for seat, name in enumerate(players):
            names.append(check_name(name, f"player {seat + 1}'s name", field=f"players[{seat}]"))
        self.players = tuple(names)
        if rules is not None:
            if len(self.players) != rules.players:
                raise SheetError(
                    f"the rules are for {rules.players} players; {len(self.players)} are named"
                )
        else:
            if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
                raise SheetError(
                    f"the colour game is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                    f"not {len(self.players)}"
                )
            if not isinstance(house, HouseRules):
                raise SheetError(f"the house rules are a HouseRules, not {shown(house)}")
            low, high = house.min_target, house.max_target
            if not is_whole(target) or not low <= target <= high:
                raise SheetError(
                    f"the target is a whole number from {low} to {high}, not {shown(target)}"
                )
        if not is_whole(first) or not 0 <= first < len(self.players):
            raise SheetError(
                f"the first player is a seat from 0 to {len(self.players) - 1}, not {shown(first)}"
            )
        self.first = first
        self.entries: list[Entry] = []
        self.finished: str | None = None  # colour: "all-placed" when the players said so
        #: All Fives: the points scored in play so far in the round under way, in order.
        self.pending: list[InPlay] = []
        self.lines: list[Line] = []
        self.outcome: Outcome | None = None
        #: The colour game: where it stands after each line (classic: empty).
        self._tallies: list[_Tally] = []
        #: What the sheet was before each change (undo), and before each undo (redo).
        self._done: list[_Step] = []
        self._undone: list[_Step] = []

    @staticmethod
    def classic(rules: Rules, players: Sequence[str], first: int = 0) -> Sheet:
        return Sheet(rules.preset_name, players, rules=rules, first=first)

    @staticmethod
    def colour(
        players: Sequence[str], target: int, first: int = 0, house: HouseRules = DEFAULT_RULES
    ) -> Sheet:
        return Sheet(COLOUR, players, target=target, first=first, house=house)

    # ------------------------------------------------------------------------- reading

    @property
    def is_classic(self) -> bool:
        return self.rules is not None

    @property
    def sides(self) -> int:
        return self.rules.sides if self.rules is not None else len(self.players)

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat) if self.rules is not None else seat

    def seats_of(self, side: int) -> list[int]:
        return [s for s in range(len(self.players)) if self.side_of(s) == side]

    def name(self, seat: int) -> Shown:
        """Seat ``seat``'s name as shown (a default name in the current language:
        :func:`figures.texts.names.shown`; :attr:`players` holds them as kept)."""
        return shown_name(self.players[seat])

    def side_name(self, side: int) -> str:
        """A side's name as shown: its player's, or the partners' joined with "&"."""
        seats = self.seats_of(side)
        if len(seats) == 1:
            return self.name(seats[0])
        return " & ".join(self.name(s) for s in seats)

    @property
    def scores(self) -> tuple[Points, ...]:
        return self.lines[-1].scores if self.lines else (0,) * self.sides

    @property
    def live_scores(self) -> tuple[Points, ...]:
        """The scores with the points scored in play in the round under way."""
        scores = list(self.scores)
        for side, points in self.pending:
            scores[side] += points
        return tuple(scores)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def lowest_wins(self) -> bool:
        return self.rules is not None and self.rules.scoring == "penalty"

    def ranking(self) -> list[int]:
        """The sides best first: the winners, then the others by score; ties keep seat order."""
        return [p.side for p in self.places()]

    def places(self) -> list[Place]:
        """The sides best first with their places, tied sides sharing one (1, 1, 3): the
        core's :func:`~figures.core.ranks.ranking` of the winners, then the scores."""
        winners = self.outcome.winners if self.outcome else ()
        return ranking(self.scores, lowest_best=self.lowest_wins, winners=winners)

    def needs(self) -> list[Points | None]:
        """What each side still needs to end the game: points to the target (rounds left for
        a game of so many rounds, the same for every side), None once the game is over."""
        if self.over:
            return [None] * self.sides
        if self.rules is None:
            assert self.target is not None
            return [max(0, self.target - s) for s in self.scores]
        target = self.rules.target
        if target.kind == "rounds":
            return [target.value - len(self.lines)] * self.sides
        goal = target.value if target.kind == "points" else self.rules.instant_threshold
        assert goal is not None
        return [max(0, normal(goal - s)) for s in self.live_scores]

    @property
    def number(self) -> int:
        """The number of the next entry: the round (classic) or the turn (colour), from 1."""
        return len(self.entries) + 1

    def next_lead(self) -> Lead | None:
        """Who starts the next classic round (None when the game is over or not classic)."""
        if self.rules is None or self.over:
            return None
        return self._lead_after(self.lines)

    def next_seat(self) -> int | None:
        """Whose turn it is in the colour game (None when it is over or not colour)."""
        if self.rules is not None or self.over:
            return None
        return self.seat_of_turn(len(self.entries))

    def seat_of_turn(self, index: int) -> int:
        """Who plays the colour turn ``index`` (from 0): each in turn from the first."""
        return (self.first + index) % len(self.players)

    def round_of_turn(self, index: int) -> int:
        """The round (from 1) of the colour turn ``index`` (from 0): every player plays once
        a round."""
        return index // len(self.players) + 1

    def chart(self) -> list[tuple[Points, ...]]:
        """The scores after each round, from 0 at the start: a classic round each, or a round
        of turns of the colour game (the last one possibly incomplete)."""
        points: list[tuple[Points, ...]] = [(0,) * self.sides]
        if self.rules is not None:
            points.extend(line.scores for line in self.lines)
            return points
        n = len(self.players)
        for index in range(n - 1, len(self.lines) + n - 1, n):
            points.append(self.lines[min(index, len(self.lines) - 1)].scores)
        return points

    # ------------------------------------------------------------------------- changing

    def add(self, entry: Entry) -> Line:
        """Add the next entry; returns what it scored. The points in play of the round under
        way are forgotten (:meth:`end_round` counts them)."""
        if len(self.entries) >= MOST_ENTRIES:
            raise SheetError(
                f"a sheet holds at most {MOST_ENTRIES} entries", code="full", most=MOST_ENTRIES
            )
        self._change(self._here()._replace(tail=(entry,), pending=()))
        return self.lines[-1]

    def add_all(self, entries: Sequence[Entry]) -> None:
        """Add ``entries`` one after the other, as :meth:`add` would, worked out in one pass;
        the history is the one those adds leave (each one taken back by its own undo). A
        refusal adds none of them."""
        if not entries:
            return
        start = len(self.entries)
        if start + len(entries) > MOST_ENTRIES:
            raise SheetError(
                f"a sheet holds at most {MOST_ENTRIES} entries", code="full", most=MOST_ENTRIES
            )
        self._change(self._here()._replace(tail=tuple(entries), pending=()))
        self._done.extend(
            _Step(self.first, start + k, (), self.finished, ()) for k in range(1, len(entries))
        )

    def end_round(
        self,
        how: str,
        seat: int | None,
        remaining: Sequence[Remaining],
        extra: Sequence[InPlay] = (),
    ) -> Line:
        """Add the round under way, ended ``how``, with the points scored in play so far
        (:meth:`score_in_play`) and any ``extra`` ones."""
        return self.add(ClassicRound(how, seat, tuple(remaining), (*self.pending, *extra)))

    def score_in_play(self, side: int, points: int) -> Line | None:
        """All Fives: ``side`` scored ``points`` during the round under way. When that takes
        the side alone to the instant target the round (and the game) ends there: the round is
        added and returned."""
        rules = self.rules
        if rules is None or rules.in_play != "fives":
            raise SheetError(f"{self.game} scores nothing in play", code="no-in-play")
        if self.over:
            raise SheetError("the game is over", code="over")
        _check_in_play(rules, side, points)
        items = (*self.pending, (side, points))
        scores = list(self.live_scores)
        scores[side] += points
        if instant_winner(rules, scores) is not None:
            return self.add(ClassicRound("target", in_play=items))
        self._change(self._here()._replace(pending=items))
        return None

    def edit(self, index: int, entry: Entry) -> None:
        """Replace entry ``index`` (from 0); every later total is worked out again. Refused
        when a later entry no longer fits (the game would have ended before it, say)."""
        if not is_whole(index) or not 0 <= index < len(self.entries):
            raise SheetError(f"there is no entry {shown(index)} to change")
        self._change(self._here(index)._replace(tail=(entry, *self.entries[index + 1 :])))

    def set_first(self, seat: int) -> None:
        """Who plays first (colour), or leads or plays first in round 1 when the rules let a
        chosen seat do it (classic): only before anything is entered."""
        if self.entries or self.pending:
            raise SheetError("who starts is set before the first entry", code="started")
        if not is_whole(seat) or not 0 <= seat < len(self.players):
            raise SheetError(f"the first player is a seat from 0 to {len(self.players) - 1}")
        self._change(self._here()._replace(first=seat))

    def finish(self) -> None:
        """The colour game ended because every domino was placed: the players say so."""
        if self.rules is not None:
            raise SheetError("a classic game ends by its own rules; enter its last round")
        if self.over:
            raise SheetError("the game is already over", code="over")
        self._change(self._here()._replace(finished=Termination.ALL_PLACED.value))

    def copy(self) -> Sheet:
        """A sheet to try a change on (a form's preview) without touching this one. What it
        holds is immutable or replaced whole by a change, never changed in place, so only its
        lists are copied, not the entries and lines in them: a long sheet copies at once."""
        twin = copy.copy(self)
        twin.entries, twin.lines, twin.pending = (
            list(self.entries),
            list(self.lines),
            list(self.pending),
        )
        twin._tallies, twin._done, twin._undone = (
            list(self._tallies),
            list(self._done),
            list(self._undone),
        )
        return twin

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> None:
        """Take back the last change, whatever it was: a round or a turn entered, a past one
        edited, points scored in play, the players' word that the game ended, who starts."""
        if not self._done:
            raise SheetError("nothing to undo: the sheet is empty", code="nothing-to-undo")
        before = self._done.pop()
        after = self._here(before.kept)
        self._restore(before)
        self._undone.append(after)

    def redo(self) -> None:
        """Make again the last change taken back."""
        if not self._undone:
            raise SheetError("nothing to redo", code="nothing-to-redo")
        after = self._undone.pop()
        before = self._here(after.kept)
        self._restore(after)
        self._done.append(before)

    def _here(self, kept: int | None = None) -> _Step:
        """The sheet as it is, told from a state that has the same first ``kept`` entries
        (all of them by default)."""
        kept = len(self.entries) if kept is None else kept
        tail = tuple(self.entries[kept:])
        return _Step(self.first, kept, tail, self.finished, tuple(self.pending))

    def _change(self, step: _Step) -> None:
        """Make ``step`` (told from the sheet as it is) the sheet's, once it is worked out
        whole (a refusal changes nothing); the state before is kept for undo, and what was
        undone is forgotten."""
        before = self._here(step.kept)
        self._restore(step)
        self._done.append(before)
        self._undone.clear()

    def _restore(self, step: _Step) -> None:
        """Make ``step`` (told from the sheet as it is) the sheet's: the lines of the entries
        it keeps stay as they are (unless who starts changes), the others are worked out."""
        kept = step.kept if step.first == self.first else 0
        entries = [*self.entries[: step.kept], *step.tail]
        first = self.first
        self.first = step.first
        try:
            self._apply(entries, step.finished, kept)
        except SheetError:
            self.first = first
            raise
        self.pending = list(step.pending)

    # ------------------------------------------------------------------------- working out

    def _apply(self, entries: list[Entry], finished: str | None, kept: int = 0) -> None:
        """Work out ``entries``, of which the first ``kept`` are the sheet's own (their lines
        are kept, the entries after them worked out in one pass), and ``finished``."""
        kept = min(kept, len(self.lines))
        if self.rules is not None:
            lines, outcome = self._classic(self.rules, entries, self.lines[:kept])
            tallies: list[_Tally] = []
        else:
            lines, tallies, outcome = self._colour(
                entries, finished, self.lines[:kept], self._tallies[:kept]
            )
        self.entries, self.finished, self.lines, self.outcome = entries, finished, lines, outcome
        self._tallies = tallies

    def _lead_after(self, lines: Sequence[Line]) -> Lead:
        rules = self.rules
        assert rules is not None
        number = len(lines) + 1
        engine = engine_of(rules, number)
        if not lines:
            if rules.lead == "highest-double":
                return Lead("rule", engine=engine)
            return Lead("seat", self.first, engine)
        last = lines[-1]
        assert last.result is not None and last.lead is not None
        after = last.result.next_lead
        if after == "rule":
            return Lead("rule", engine=engine)
        if after == "same":
            return Lead(last.lead.how, last.lead.seat, engine)
        if after == "lot":
            return Lead("lot", engine=engine)
        assert isinstance(after, int)
        return Lead("seat", after, engine)

    def _classic(
        self, rules: Rules, entries: Sequence[Entry], lines: list[Line]
    ) -> tuple[list[Line], Outcome | None]:
        """The lines of a classic game's ``entries``, from the ``lines`` of the first ones."""
        scores: tuple[Points, ...] = lines[-1].scores if lines else (0,) * rules.sides
        outcome: Outcome | None = None
        if lines:
            last = lines[-1].result
            assert last is not None
            if last.game_over:
                outcome = Outcome(last.scores, last.game_winners, last.how)
        for index in range(len(lines), len(entries)):
            entry = entries[index]
            number = index + 1
            if outcome is not None:
                raise SheetError(
                    f"round {number}: the game ended after round {number - 1}",
                    index,
                    code="ended",
                    after=number - 1,
                )
            if not isinstance(entry, ClassicRound):
                raise SheetError(f"round {number}: not a round of a classic game", index)
            lead = self._lead_after(lines)
            try:
                line = self._classic_round(rules, entry, number, scores, lead)
            except SheetError as exc:
                raise exc.at(index, f"round {number}: {exc}") from None
            lines.append(line)
            scores = line.scores
            result = line.result
            assert result is not None
            if result.game_over:
                outcome = Outcome(result.scores, result.game_winners, result.how)
        return lines, outcome

    def _classic_round(
        self, rules: Rules, entry: ClassicRound, number: int, before: tuple[Points, ...], lead: Lead
    ) -> Line:
        n = rules.players
        if entry.how not in HOW:
            raise SheetError(f"a round ends {', '.join(HOW)}, not {shown(entry.how)}")
        scores = list(before)
        in_play = [0] * rules.sides
        threshold = rules.instant_threshold
        reached: int | None = None
        if entry.in_play and rules.in_play != "fives":
            raise SheetError(f"{rules.preset_name} scores nothing in play", code="no-in-play")
        for side, points in entry.in_play:
            if reached is not None:
                raise SheetError(
                    f"{self.side_name(reached)} reached {threshold} in play: the game ended "
                    "there, nothing is scored after",
                    code="reached",
                    name=self.side_name(reached),
                    threshold=threshold,
                )
            _check_in_play(rules, side, points)
            scores[side] += points
            in_play[side] += points
            reached = instant_winner(rules, scores)
        if entry.how == "target":
            if reached is None:
                if threshold is None:
                    raise SheetError(f"{rules.preset_name} has no target reached in play")
                raise SheetError(
                    f"nobody reached {threshold} in play with the points given",
                    code="not-reached",
                    threshold=threshold,
                )
            result = round_result(rules, "target", 0, (0,) * n, tuple(scores), number, self.first)
            return Line(number, None, tuple(in_play), result.scores, tuple(in_play), result, lead)
        if reached is not None:
            raise SheetError(
                f"{self.side_name(reached)} reached {threshold} in play: the round ended there "
                "(say the target was reached)",
                code="reached",
                name=self.side_name(reached),
                threshold=threshold,
            )
        pips = self._pips(rules, entry, number)
        seat = 0
        if entry.how == "out":
            if not is_whole(entry.seat) or not 0 <= entry.seat < n:
                raise SheetError(f"who went out? {shown(entry.seat)} is not a seat")
            seat = entry.seat
            left = entry.remaining[seat]
            if left.pips or left.tiles:
                name = self.name(seat)
                raise SheetError(
                    f"{name} went out, so holds no tile", code="holds-nothing", name=name
                )
        elif entry.seat is not None:
            raise SheetError("nobody goes out of a blocked round")
        result = round_result(
            rules,
            entry.how,
            seat,
            tuple(pips),
            tuple(normal(s) for s in scores),
            number,
            self.first,
        )
        awards = tuple(normal(a + b) for a, b in zip(in_play, result.points, strict=True))
        out = seat if entry.how == "out" else None
        return Line(number, out, awards, result.scores, tuple(in_play), result, lead)

    def _pips(self, rules: Rules, entry: ClassicRound, number: int) -> list[int]:
        n = rules.players
        if len(entry.remaining) != n:
            raise SheetError(
                f"give what each of the {n} players still holds, not {len(entry.remaining)}"
            )
        engine = engine_of(rules, number)
        in_set = {t for t in range(tile_count(rules.set)) if t != engine}
        most = sum(PIPS[t] for t in in_set)
        seen: dict[int, int] = {}
        pips = []
        for seat, left in enumerate(entry.remaining):
            name = self.name(seat)
            if not is_whole(left.pips) or not 0 <= left.pips <= most:
                raise SheetError(
                    f"{name}'s pips are a whole number from 0 to {most}, not {shown(left.pips)}",
                    code="pips",
                    name=name,
                    most=most,
                )
            for t in left.tiles or ():
                if t not in in_set:
                    why = "is this round's engine" if t == engine else "is not in the set"
                    raise SheetError(
                        f"{name}'s tile {tile_text(t)} {why}",
                        code="engine" if t == engine else "",
                        name=name,
                        tile=tile_text(t),
                    )
                if t in seen:
                    holder = self.name(seen[t])
                    where = f"{name}'s hand" if holder == name else f"{holder} and {name}"
                    raise SheetError(
                        f"{tile_text(t)} is given twice ({where})",
                        code="twice",
                        tile=tile_text(t),
                        name=holder,
                        other=name,
                    )
                seen[t] = seat
            if left.tiles is not None and sum(PIPS[t] for t in left.tiles) != left.pips:
                raise SheetError(f"{name}'s tiles add up to {sum(PIPS[t] for t in left.tiles)}")
            pips.append(left.pips)
        if sum(pips) > most:
            raise SheetError(
                f"the hands add up to {sum(pips)} pips; the set has {most}",
                code="too-many-pips",
                total=sum(pips),
                most=most,
            )
        return pips

    def _colour(
        self,
        entries: Sequence[Entry],
        finished: str | None,
        lines: list[Line],
        tallies: list[_Tally],
    ) -> tuple[list[Line], list[_Tally], Outcome | None]:
        """The lines of a colour game's ``entries`` (and where it stands after each), from the
        ``lines`` and ``tallies`` of the first ones."""
        n = len(self.players)
        assert self.target is not None
        scores = [int(s) for s in lines[-1].scores] if lines else [0] * n  # (whole)
        placed, flow, ended = tallies[-1] if tallies else (0, Flow(), None)
        room = TILE_COUNT - n  # the opening places one domino a player
        house = self.house
        # (a hand of one domino places one a turn: nothing is left for a second)
        most = min(MOST_PLACEMENTS, house.hand)
        for index in range(len(lines), len(entries)):
            entry = entries[index]
            number = index + 1
            seat = self.seat_of_turn(index)
            if ended is not None:
                raise SheetError(f"turn {number}: the game is over", index, code="ended")
            if not isinstance(entry, ColourTurn):
                raise SheetError(f"turn {number}: not a turn of the colour game", index)
            if len(entry.placements) > most:
                raise SheetError(
                    f"turn {number}: a turn places at most {most} dominoes, "
                    f"not {len(entry.placements)}",
                    index,
                    code="placements",
                    most=most,
                    placed=len(entry.placements),
                )
            gained = paid = bonus = 0
            for k, placement in enumerate(entry.placements):
                where = f"turn {number}, placement {k + 1}"
                try:
                    gross = self._placement_points(placement, where, index)
                except SheetError as exc:  # (said at its placement: from 1)
                    raise SheetError(
                        str(exc), index, code=exc.code, placement=k + 1, **exc.values
                    ) from None
                cost = 0
                if k == 1:
                    if not house.affords_second(scores[seat]):
                        raise SheetError(
                            f"{where}: a second placement costs {house.cost} points; "
                            f"{self.name(seat)} has {scores[seat]}",
                            index,
                            code="second-cost",
                            name=self.name(seat),
                            score=scores[seat],
                            cost=house.cost,
                        )
                    cost = house.cost
                score = placement.score_under(house)
                bonus += score.bonus if score is not None else 0
                scores[seat] += gross - cost
                gained += gross - cost
                paid += cost
            placed += len(entry.placements)
            if placed > room:
                raise SheetError(
                    f"turn {number}: the box holds {TILE_COUNT} dominoes",
                    index,
                    code="box",
                    count=TILE_COUNT,
                )
            awards = tuple(gained if s == seat else 0 for s in range(n))
            lines.append(Line(number, seat, awards, tuple(scores), paid=paid, bonus=bonus))
            flow, ending = after_turn(  # the engine's own turn flow
                flow,
                seat=seat,
                players=n,
                first=self.first,
                placed=len(entry.placements),
                score=scores[seat],
                target=self.target,
                all_placed=placed == room,
            )
            ended = None if ending is None else ending.value
            tallies.append(_Tally(placed, flow, ended))
        if finished is not None:
            if ended is not None:
                raise SheetError("the game is already over", code="over")
            ended = Termination.TARGET.value if flow.reached else finished
        if ended is None:
            return lines, tallies, None
        best = max(scores)
        winners = tuple(p for p, s in enumerate(scores) if s == best)
        return lines, tallies, Outcome(tuple(scores), winners, ended)

    def placement_points(self, placement: Placement) -> int:
        """What ``placement`` earns under the sheet's house rules before any payment, when a
        turn can have it (else refused: :class:`SheetError`)."""
        return self._placement_points(placement, "placement", None)

    def _placement_points(self, placement: Placement, where: str, index: int | None) -> int:
        if not isinstance(placement, Placement):
            raise SheetError(f"{where}: not a placement", index)
        if placement.edges is None:
            most = most_points(self.house)
            if not is_whole(placement.points) or placement.points < 1:
                raise SheetError(
                    f"{where}: give the edges it connected, or points from 1, "
                    f"not {shown(placement.points)}",
                    index,
                    code="placement-nothing",
                )
            if placement.points > most:
                raise SheetError(
                    f"{where}: a placement earns at most {most} points, "
                    f"not {shown(placement.points)}",
                    index,
                    code="placement-points",
                    most=most,
                )
            if placement.closed:
                raise SheetError(f"{where}: give its points or its edges and surfaces", index)
            return placement.points
        if placement.points is not None:
            raise SheetError(f"{where}: give its points or its edges and surfaces", index)
        if not is_whole(placement.edges) or not 1 <= placement.edges <= MOST_EDGES:
            raise SheetError(
                f"{where}: a placement connects 1 to {MOST_EDGES} edges, "
                f"not {shown(placement.edges)}",
                index,
                code="edges",
                most=MOST_EDGES,
                edges=shown(placement.edges),
            )
        for size in placement.closed:
            if not is_whole(size) or size < 1:
                raise SheetError(
                    f"{where}: a closed surface has 1 square or more, not {shown(size)}",
                    index,
                    code="surface",
                    size=shown(size),
                )
        squares = sum(placement.closed)
        if squares > MOST_SQUARES:
            raise SheetError(
                f"{where}: the surfaces a placement closes have at most {MOST_SQUARES} squares "
                f"(the box's {TILE_COUNT} dominoes), not {shown(squares)}",
                index,
                code="placement-squares",
                most=MOST_SQUARES,
            )
        return placement.gross_under(self.house)


def most_points(house: HouseRules) -> int:
    """The most one placement can earn under ``house``: every edge connected, and surfaces of
    every square of the box closed."""
    return Score(MOST_EDGES, (MOST_SQUARES,), house).points


def most_in_play(rules: Rules) -> int:
    """The most a side can score in play in one round (All Fives): a count for every tile
    of the set, each count at most every pip of the set."""
    count = tile_count(rules.set)
    return count * sum(PIPS[t] for t in range(count)) // 5 * 5


def engine_text(engine: int | None) -> str | None:
    """Mexican Train's engine double as written (``"9-9"``)."""
    return None if engine is None else tile_text(engine)


def double_number(engine: int) -> int:
    """The number of an engine double (9 for 9-9)."""
    return DOUBLE.index(engine)


def _check_in_play(rules: Rules, side: object, points: object) -> None:
    if not is_whole(side) or not 0 <= side < rules.sides:
        raise SheetError(f"in play: {shown(side)} is not a side")
    if not is_whole(points) or points <= 0 or points % 5:
        raise SheetError(
            f"in play: points are scored in multiples of 5, not {shown(points)}",
            code="fives",
            points=shown(points),
        )
    most = most_in_play(rules)
    if points > most:
        raise SheetError(
            f"in play: a side scores at most {most} points in a round, not {shown(points)}",
            code="in-play-most",
            most=most,
        )
