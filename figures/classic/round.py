"""One round of a classic game in play: hands, stock, layout, turn, and the one ``apply``.

Every action of every seat goes through :meth:`Round.apply`, which judges it in the order of
§B5 and raises a :class:`~figures.classic.errors.ClassicMoveError` whose ``reason`` is the
spec's reason code, changing nothing, when the rules refuse it. :meth:`Round.push` is the same
action without the checks, for search over :meth:`Round.legal_actions`; :meth:`Round.undo`
takes back the last action of either kind from a stack of small snapshots (and the layout's
own undo log).

Hands are bit masks of tiles (see :mod:`~figures.classic.tiles`), so "which of my tiles join
this end" is one ``&`` with a table built once per rules object, and a snapshot is a handful
of ints. End-of-round scoring lives in :mod:`~figures.classic.scoring`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Pass, Play
from figures.classic.errors import (
    AlreadyDrewError,
    MustCoverDoubleError,
    MustDrawError,
    MustPlayError,
    NoDrawingError,
    NoMatchError,
    NoSuchEndError,
    NotInHandError,
    RedealError,
    RoundOverError,
    SpinnerSidesFirstError,
    StockEmptyError,
    TrainClosedError,
    WrongLeadError,
)
from figures.classic.layout import EMPTY, TRAINS, Layout, matadors, need_table
from figures.classic.rules import Rules
from figures.classic.scoring import (
    Points,
    RoundResult,
    instant_winner,
    normal,
    round_result,
)
from figures.classic.tiles import (
    DOUBLE,
    HIGH,
    IS_DOUBLE,
    LOW,
    PIPS,
    TEXT,
    bits,
    mask_of,
    pips_of,
    set_mask,
)
from figures.core.errors import NothingToUndoError, WrongActionError
from figures.core.text import shown
from figures.core.values import is_whole


class Step(NamedTuple):
    """What one action did: who acted, the action as logged (touching half first), the points
    it scored in play, and the tile drawn (``-1`` when it was not a draw)."""

    seat: int
    action: Action
    points: int
    drew: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see: its own hand, how many tiles the others hold, the stock's size,
    the table and every action so far (draws without their tiles)."""

    seat: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    ends: tuple[tuple[str, int], ...]
    placed: tuple[tuple[int, str, int], ...]
    history: tuple[tuple[int, Action], ...]
    turn: int
    scores: tuple[Points, ...]
    markers: tuple[int, ...]
    uncovered: str | None


#: What :meth:`Round.undo` restores besides the layout: the acting seat's hand, held, drawn,
#: turn (the acting seat), markers, draws this step, scores and points in play.
_Snapshot = tuple[int, int, int, int, int, int, tuple[Points, ...], tuple[int, ...]]

#: Plays made once and shared: legal-move lists are built in the hot path, and a dict look-up
#: is several times cheaper than making a named tuple.
_PLAYS: dict[tuple[int, str, int], Play] = {}


def _play(t: int, end: str, touch: int) -> Play:
    key = (t, end, touch)
    play = _PLAYS.get(key)
    if play is None:
        play = _PLAYS[key] = Play(t, end, touch)
    return play


#: ``_ROWS[end, touch][t]``: the play of tile ``t`` on ``end`` through its half ``touch``, for
#: every tile with that half (None for the others): one look-up per end, one index per play.
_ROWS: dict[tuple[str, int], list[Play | None]] = {}


def _row(end: str, touch: int) -> list[Play | None]:
    row = _ROWS.get((end, touch))
    if row is None:
        row = [
            _play(t, end, touch) if touch in (LOW[t], HIGH[t]) else None for t in range(len(LOW))
        ]
        _ROWS[end, touch] = row
    return row


@cache
def _tables(rules: Rules) -> tuple[tuple[int, ...], int, bool, bool, bool, bool, tuple[int, ...]]:
    """What a round reads of its rules in the hot path, worked out once per rules object."""
    return (
        need_table(rules.set, rules.match),
        matadors(rules.set) if rules.match == "matador" else 0,
        rules.cannot_play != "pass",
        rules.cannot_play == "draw-one",
        rules.branching == "trains",
        rules.in_play == "fives",
        tuple(rules.side_of(s) for s in range(rules.players)),
    )


_new = tuple.__new__


class Round:
    """One deal played out. Read the state freely; change it only through :meth:`apply`,
    :meth:`push` and :meth:`undo`.

    ``leader`` is the seat that leads freely (any tile: after a winner or a lot, or with
    ``lead: any``); ``None`` leads by rule (the highest double, else per ``no_double``), or,
    with trains, starts with the round's first player. ``line`` (scenarios) lays tiles before
    play; then ``turn`` names the seat on turn.
    """

    def __init__(
        self,
        rules: Rules,
        hands: Sequence[Iterable[int]],
        stock: Sequence[int] = (),
        *,
        number: int = 1,
        first: int = 0,
        leader: int | None = None,
        scores: Sequence[Points] | None = None,
        line: Sequence[Action] = (),
        turn: int | None = None,
        markers: Iterable[int] = (),
    ) -> None:
        n = rules.players
        if len(hands) != n:
            raise ValueError(f"{n} hands expected, not {len(hands)}")
        self.rules = rules
        self.players = n
        self.number = number
        self.first = first
        self.top = rules.set
        self.hands: list[int] = [mask_of(h) for h in hands]
        #: Every tile in some hand (kept up to date: the blocked test reads it).
        self.held = 0
        for hand in self.hands:
            self.held |= hand
        self.stock: tuple[int, ...] = tuple(stock)
        self.drawn = 0
        (
            self._need,
            self._matadors,
            self._draws,
            self._draw_one,
            self._trains,
            self._fives,
            self._side,
        ) = _tables(rules)
        self._reserve = rules.reserve
        self.engine = EMPTY
        if self._trains:
            self.engine = DOUBLE[(self.top - (number - 1)) % (self.top + 1)]
        self.layout = Layout(rules.branching, n, self.engine)
        self.scores: tuple[Points, ...] = (
            tuple(normal(s) for s in scores) if scores is not None else (0,) * rules.sides
        )
        self.play_points: tuple[int, ...] = (0,) * rules.sides
        self.markers = 0
        for seat in markers:
            self.markers |= 1 << seat
        self.draws = 0  # tiles the seat on turn drew in this step (draw-one)
        self.result: RoundResult | None = None
        self.log: list[Step] = []
        self._history: list[_Snapshot] = []
        # The lead: by rule (the lead tile, or a redeal), freely by a seat, or the engine.
        self.lead_by_rule = leader is None and not self._trains
        self.lead_tile = EMPTY
        self.redeal = False
        if self._trains:
            self.leader = (first + number - 1) % n if leader is None else leader
        elif leader is not None or line:
            self.lead_by_rule = False
            self.leader = leader if leader is not None else turn if turn is not None else 0
        else:
            self.leader = self._rule_leader()
        for action in line:
            self._lay(action)
        self.turn = self.leader if turn is None else turn

    # ------------------------------------------------------------------------ the lead

    def _rule_leader(self) -> int:
        """The seat that leads by rule, setting the tile it must lead (or the redeal)."""
        if self.rules.lead == "any":
            return self.first
        held = self.held
        for number in range(self.top, -1, -1):
            if held >> DOUBLE[number] & 1:
                self.lead_tile = DOUBLE[number]
                break
        else:
            if self.rules.no_double == "redeal":
                self.redeal = True
                return 0
            self.lead_tile = max(bits(held), key=lambda t: (PIPS[t], HIGH[t]), default=EMPTY)
        return self.holder(self.lead_tile)

    def holder(self, t: int) -> int:
        """The seat holding tile ``t`` (0 when nobody does)."""
        for seat, hand in enumerate(self.hands):
            if hand >> t & 1:
                return seat
        return 0

    def _lay(self, action: Action) -> None:
        """Put a tile of ``line`` on the table, from nobody's hand (scenarios)."""
        layout = self.layout
        if isinstance(action, Lead):
            if not layout.empty:
                raise NoSuchEndError(f"{action}: the table is not empty; a play needs an end")
            layout.lead(action.tile, action.left)
            return
        if not isinstance(action, Play):
            raise WrongActionError(f"{action} is not a placement")
        if layout.empty:
            raise NoSuchEndError(f"{action}: the table is empty; the first tile is a lead")
        play = self._judge_end(action, None)
        layout.place(play.tile, play.end, play.touch)

    # ------------------------------------------------------------------------ reading

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def drawable(self) -> int:
        """How many tiles the stock can still give (the reserve stays)."""
        if not self._draws:
            return 0
        return max(0, len(self.stock) - self.drawn - self._reserve)

    @property
    def stock_left(self) -> tuple[int, ...]:
        return self.stock[self.drawn :]

    def hand(self, seat: int) -> tuple[int, ...]:
        return tuple(bits(self.hands[seat]))

    def pips(self, seat: int) -> int:
        return pips_of(self.hands[seat])

    def side_of(self, seat: int) -> int:
        return self._side[seat]

    def open_ends(self, seat: int) -> Iterable[tuple[str, int]]:
        """The ends ``seat`` may play on now: the uncovered double's only, else every end
        (with trains: its own, the Mexican train and the marked ones)."""
        layout = self.layout
        if layout.uncovered is not None:
            return ((layout.uncovered, layout.ends[layout.uncovered]),)
        if not self._trains:
            return layout.ends.items()
        ends = layout.ends
        own = TRAINS[seat]
        result = [(own, ends[own]), ("mex", ends["mex"])]
        marked = self.markers & ~(1 << seat)
        for other in range(self.players):
            if marked >> other & 1:
                name = TRAINS[other]
                result.append((name, ends[name]))
        return result

    def playable(self, seat: int) -> int:
        """The mask of ``seat``'s tiles it could play now (its whole hand on an empty table)."""
        hand = self.hands[seat]
        if self.layout.empty:
            return hand
        need = self._need
        joined = 0
        for _, value in self.open_ends(seat):
            joined |= need[value]
        return hand & joined

    def must_play(self, seat: int) -> bool:
        """True when ``seat`` holds a play it must make: always on an empty table; with
        ``matador_optional``, not when its only plays are matadors and it may still draw."""
        if self.layout.empty:
            return True
        playable = self.playable(seat)
        if not playable:
            return False
        return not (
            self.rules.matador_optional and not playable & ~self._matadors and self._draw_allowed()
        )

    def _draw_allowed(self) -> bool:
        """A tile can be drawn and the rules let the seat on turn draw it now (draw-one: not a
        second time in the step), plays aside."""
        return self.drawable > 0 and not (self._draw_one and self.draws)

    def legal_actions(self) -> list[Action]:
        """Every action the seat on turn may take, plays first (touching half first)."""
        if self.result is not None or self.redeal:
            return []
        seat = self.turn
        hand = self.hands[seat]
        layout = self.layout
        trains = self._trains
        if not layout.placed and not trains:
            if self.lead_tile >= 0:
                return [Lead(self.lead_tile, LOW[self.lead_tile])]
            return [Lead(t, LOW[t]) for t in bits(hand)]
        actions: list[Action] = []
        need = self._need
        mats = self._matadors
        rows = _ROWS
        ends = (
            self.open_ends(seat) if trains or layout.uncovered is not None else layout.ends.items()
        )
        for end, value in ends:
            mask = hand & need[value]
            if not mask:
                continue
            if not mats:
                row = rows.get((end, value)) or _row(end, value)
                while mask:
                    low = mask & -mask
                    mask ^= low
                    actions.append(row[low.bit_length() - 1])  # type: ignore[arg-type]
                continue
            while mask:
                low = mask & -mask
                t = low.bit_length() - 1
                mask ^= low
                if mats >> t & 1:
                    actions.append(_play(t, end, LOW[t]))
                    if HIGH[t] != LOW[t]:
                        actions.append(_play(t, end, HIGH[t]))
                else:
                    actions.append(_play(t, end, self.top + 1 - value))
        if actions:
            if (
                self.rules.matador_optional
                and not self.playable(seat) & ~mats
                and self._draw_allowed()
            ):
                actions.append(DRAW)
            return actions
        if (
            not self._draws
            or (self._draw_one and self.draws)
            or len(self.stock) - self.drawn <= self._reserve
        ):
            return [PASS]
        return [DRAW]

    # ------------------------------------------------------------------------ judging

    def check(self, action: object) -> Action:
        """The action as it would be logged, or the error :meth:`apply` would raise."""
        if self.result is not None:
            raise RoundOverError("the round is over")
        if self.redeal:
            raise RedealError("no hand holds a double: the tiles must be dealt again")
        seat = self.turn
        if isinstance(action, Play | Lead):
            return self._judge_play(seat, action)
        if isinstance(action, Draw):
            self._judge_draw(seat)
            return DRAW
        if isinstance(action, Pass):
            self._judge_pass(seat)
            return PASS
        raise WrongActionError(f"unknown action {shown(action)}")

    def _judge_play(self, seat: int, action: Play | Lead) -> Action:
        t = action.tile
        if not (is_whole(t) and 0 <= t < len(TEXT)) or not (set_mask(self.top) >> t & 1):
            raise WrongActionError(f"not a tile of the double-{self.top} set: {shown(t)}")
        if not self.hands[seat] >> t & 1:
            raise NotInHandError(f"player {seat + 1} does not hold {TEXT[t]}", tile=t)
        if self.layout.empty:
            if isinstance(action, Play):
                raise NoSuchEndError(
                    f"the table is empty: {TEXT[t]} is led without an end", tile=t, end=action.end
                )
            if self.lead_tile >= 0 and t != self.lead_tile:
                raise WrongLeadError(
                    f"the lead must be {TEXT[self.lead_tile]}, not {TEXT[t]}", tile=t
                )
            if action.left not in (LOW[t], HIGH[t]):
                raise WrongActionError(f"{shown(action.left)} is not a half of {TEXT[t]}")
            return action
        if isinstance(action, Lead):
            raise NoSuchEndError(
                f"{action}: the table is not empty, so a play needs an end", tile=t
            )
        return self._judge_end(action, seat)

    def _judge_end(self, action: Play, seat: int | None) -> Play:
        """``action`` with its touching half found, or why it cannot go on its end (``seat``
        None: a scenario's line, where nobody's rights apply)."""
        t, end = action.tile, action.end
        layout = self.layout
        value = layout.ends.get(end) if isinstance(end, str) else None
        if value is None:
            if isinstance(end, str) and layout.spinner_arm_closed(end):
                raise SpinnerSidesFirstError(
                    f"{end} opens once both sides of the spinner {TEXT[layout.spinner]} "
                    "are covered",
                    tile=t,
                    end=end,
                )
            raise NoSuchEndError(
                f"no open end {shown(end)} (open: {layout.describe()})", tile=t, end=str(end)
            )
        uncovered = layout.uncovered
        if uncovered is not None and end != uncovered:
            raise MustCoverDoubleError(
                f"the double on {uncovered} must be covered first", tile=t, end=end
            )
        if seat is not None and (
            self._trains
            and uncovered is None
            and end != "mex"
            and end != TRAINS[seat]
            and not self.markers >> int(end[1:]) & 1
        ):
            raise TrainClosedError(f"train {end} carries no marker", tile=t, end=end)
        touch = self._touch(t, value, action.touch)
        if touch < 0:
            raise NoMatchError(
                f"{TEXT[t]} does not join {end}, which shows {value}", tile=t, end=end
            )
        return Play(t, end, touch)

    def _touch(self, t: int, value: int, written: int) -> int:
        """The half of ``t`` that joins an end showing ``value``, or -1."""
        if self.rules.match == "equal":
            return value if value in (LOW[t], HIGH[t]) else -1
        if self._matadors >> t & 1:
            return written if written in (LOW[t], HIGH[t]) else LOW[t]
        want = self.top + 1 - value
        return want if want in (LOW[t], HIGH[t]) else -1

    def _judge_draw(self, seat: int) -> None:
        if not self._draws:
            raise NoDrawingError("these rules have no drawing: pass when you cannot play")
        if self.must_play(seat):
            raise MustPlayError(f"player {seat + 1} can play and must")
        if self._draw_one and self.draws:
            raise AlreadyDrewError(f"player {seat + 1} has drawn its one tile")
        if self.drawable <= 0:
            raise StockEmptyError("no tile can be drawn")

    def _judge_pass(self, seat: int) -> None:
        if self.must_play(seat):
            raise MustPlayError(f"player {seat + 1} can play and must")
        if self._draws and self.drawable > 0 and not (self._draw_one and self.draws):
            raise MustDrawError(f"player {seat + 1} must draw first")

    # ------------------------------------------------------------------------ changing

    def preview(self, action: Action) -> tuple[Step, RoundResult | None]:
        """What ``action`` would do, judged as :meth:`apply` judges it, without doing it: the
        step (its points in play, the tile a draw would give) and the round's result if the
        action would end it."""
        step = self.push(self.check(action))
        result = self.result
        self.undo()
        return step, result

    def apply(self, action: Action) -> Step:
        """Judge ``action`` for the seat on turn and play it; raise, changing nothing, when
        the rules refuse it.

        An action written as :meth:`legal_actions` lists it (what a player picks from that
        list) is found there and played as listed; any other goes through :meth:`check`, which
        accepts exactly the listed actions (tests/classic/test_classic_properties.py) and says
        why it refuses the rest. The look-up makes a checked move about a third cheaper."""
        kind = type(action)
        # (a bool is an int that no tile is: check refuses it, so it goes there)
        if (
            kind is Draw
            or kind is Pass
            or (isinstance(action, Play) and type(action.tile) is int and type(action.end) is str)
        ):
            legal = self.legal_actions()
            try:
                listed = legal[legal.index(action)]
            except ValueError:
                pass
            else:
                return self.push(listed)
        return self.push(self.check(action))

    def push(self, action: Action) -> Step:
        """Play an action known to be legal (one of :meth:`legal_actions`), unchecked."""
        seat = self.turn
        hands = self.hands
        self._history.append(
            (
                hands[seat],
                self.held,
                self.drawn,
                self.turn,
                self.markers,
                self.draws,
                self.scores,
                self.play_points,
            )
        )
        points = 0
        drew = -1
        kind = type(action)
        if kind is Play:
            t, end, touch = action  # type: ignore[misc]
            bit = 1 << t
            hands[seat] &= ~bit
            self.held &= ~bit
            self.layout.place(t, end, touch)
            if self._trains:
                if end == TRAINS[seat]:
                    self.markers &= ~(1 << seat)
                points = self._after_placement(seat, t)
            elif self._fives or not hands[seat]:
                points = self._after_placement(seat, t)
            else:  # the common case, inline: the turn passes on, unless the round is blocked
                self.turn = (seat + 1) % self.players
                self.draws = 0
                if self._blocked():
                    self._finish("blocked", seat)
        elif kind is Lead:
            assert isinstance(action, Lead)
            t = action.tile
            self.hands[seat] &= ~(1 << t)
            self.held &= ~(1 << t)
            self.layout.lead(t, action.left)
            points = self._after_placement(seat, t)
        elif kind is Draw:
            drew = self.stock[self.drawn]
            self.drawn += 1
            self.hands[seat] |= 1 << drew
            self.held |= 1 << drew
            self.draws += 1
            if self._blocked():
                self._finish("blocked", seat)
        else:
            if self._trains:
                self.markers |= 1 << seat
            self.turn = (seat + 1) % self.players
            self.draws = 0
            if self._blocked():
                self._finish("blocked", seat)
        step: Step = _new(Step, (seat, action, points, drew))
        self.log.append(step)
        return step

    def _after_placement(self, seat: int, t: int) -> int:
        """Score the count, then end the round (§A6 in order) or pass the turn on."""
        points = 0
        if self._fives:
            count = self.layout.fives_count()
            if count and count % 5 == 0:
                points = count
                side = self._side[seat]
                scores = list(self.scores)
                scores[side] += count
                self.scores = tuple(scores)
                gained = list(self.play_points)
                gained[side] += count
                self.play_points = tuple(gained)
                if (
                    self.rules.target.kind == "instant"
                    and instant_winner(self.rules, self.scores) is not None
                ):
                    self._finish("target", seat)
                    return points
        if not self.hands[seat]:
            self._finish("out", seat)
        else:
            if not (self._trains and IS_DOUBLE[t]):
                self.turn = (seat + 1) % self.players
            self.draws = 0
            if self._blocked():
                self._finish("blocked", seat)
        return points

    def blocked_now(self) -> bool:
        """True when the round in play can go no further (§A6's blocked round)."""
        return self.result is None and self._blocked()

    def _blocked(self) -> bool:
        """No tile can be drawn and no seat holds a tile it could play (every train counted
        open; only the uncovered double when there is one)."""
        if self._draws and len(self.stock) - self.drawn > self._reserve:
            return False
        layout = self.layout
        if not layout.placed and not self._trains:
            return False
        held = self.held
        need = self._need
        if layout.uncovered is not None:
            return not held & need[layout.ends[layout.uncovered]]
        joined = 0
        for value in layout.ends.values():
            joined |= need[value]
        return not held & joined

    def undo(self) -> Step:
        """Take back the last action; returns it."""
        if not self._history:
            raise NothingToUndoError("nothing to undo in this round")
        (
            hand,
            self.held,
            self.drawn,
            seat,
            self.markers,
            self.draws,
            self.scores,
            self.play_points,
        ) = self._history.pop()
        self.hands[seat] = hand
        self.turn = seat
        self.result = None
        step = self.log.pop()
        if isinstance(step.action, Play | Lead):
            self.layout.unplace()
        return step

    # ------------------------------------------------------------------------ the end

    def side_totals(self) -> list[int]:
        totals = [0] * self.rules.sides
        for seat in range(self.players):
            totals[self._side[seat]] += pips_of(self.hands[seat])
        return totals

    def _finish(self, how: str, seat: int) -> None:
        pips = tuple(pips_of(h) for h in self.hands)
        result = round_result(self.rules, how, seat, pips, self.scores, self.number, self.first)
        self.scores = result.scores
        self.result = result

    def copy(self) -> Round:
        """An independent copy, undo history included: a search may play and take back on it
        (or on hands it samples for the other seats) without touching this round."""
        other = Round.__new__(Round)
        other.__dict__.update(self.__dict__)
        other.hands = list(self.hands)
        other.layout = self.layout.copy()
        other.log = list(self.log)
        other._history = list(self._history)
        return other

    # ------------------------------------------------------------------------ views

    def view(self, seat: int) -> SeatView:
        return SeatView(
            seat=seat,
            hand=self.hand(seat),
            hand_counts=tuple(h.bit_count() for h in self.hands),
            stock_count=len(self.stock) - self.drawn,
            ends=tuple(self.layout.ends.items()),
            placed=tuple(self.layout.placed),
            history=tuple((step.seat, step.action) for step in self.log),
            turn=self.turn,
            scores=self.scores,
            markers=tuple(s for s in range(self.players) if self.markers >> s & 1),
            uncovered=self.layout.uncovered,
        )

    def next_seat(self) -> int | None:
        """The seat on turn, or None when the round is over (a verdict's ``next``)."""
        return None if self.result is not None else self.turn
