"""Hints for a human seat of a classic game: the best plays by the ``hard`` player's judgement,
best first, each with what it scores now (All Fives) and why it ranks there, as reason codes
with their numbers (for the front end to say in its own language) and an English sentence.

The reasons are read from the seat's view, never from hidden tiles:

- ``goes-out``: the play empties the hand;
- ``scores`` (number: the points): it scores in play now (All Fives);
- ``keeps-number`` (number: the number it leaves open; count: the seat's other tiles of it):
  it leaves open a number the seat holds at least two more of;
- ``blocks-next`` (number: the number it leaves open): the next seat, an opponent, has shown
  it holds none of that number (it passed or drew on it);
- ``sheds-weight`` (number: the tile's pips; count: the hand's pips after): the heaviest tile
  the seat can play, of 8 pips or more;
- ``double`` (number: its number): it gets a double away (a double fits fewer ends);
- ``own-train``: Mexican Train: it goes on the seat's own train;
- ``keeps-matador`` (count: the matadors held): Matador: it is no matador, and the seat keeps
  its matadors for later;
- ``matador``: Matador: it plays a matador;
- ``trade`` (other: the best-scoring play; number: what that one scores now; count: the points
  fewer the other sides are expected to gain over the round; more: the points more the seat is
  expected to gain after this play): a play that scores less now than another is ranked above
  it by the search, and this says what it buys instead, from the two gains behind the search's
  values (:attr:`~figures.ai.classic_search.Search.split`), as means over its deals rounded
  to whole points (each 0 when it buys none of it; both 0: the search rates it higher for the
  game's end).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from figures.ai.classic import judge, plays_of
from figures.ai.classic_deals import Knowledge
from figures.ai.classic_search import HardClassicPlayer, HardConfig
from figures.ai.common import Control
from figures.classic.actions import Action, Lead, Play
from figures.classic.layout import TRAINS, matadors
from figures.classic.round import SeatView
from figures.classic.rules import Rules
from figures.classic.tiles import (
    HAS,
    HIGH,
    IS_DOUBLE,
    LOW,
    PIPS,
    TEXT,
    mask_of,
    other_half,
    pips_of,
)

__all__ = ["ClassicHint", "Reason", "hints"]

#: A tile this heavy or heavier is worth shedding (a 6-2, a 5-3...).
HEAVY = 8


@dataclass(frozen=True, slots=True)
class Reason:
    #: One of the codes in the module's list.
    code: str
    #: The number, points or pips the reason is about (see the module's list).
    number: int = 0
    #: A count that goes with it (see the module's list).
    count: int = 0
    #: ``trade``: the play scoring more now that this one is ranked above, and the points more
    #: the seat is expected to gain after this one.
    other: Play | Lead | None = None
    more: int = 0

    def text(self) -> str:
        """The reason in plain English."""
        n, k = self.number, self.count
        if self.code == "trade":
            return _trade_text(self)
        return {
            "goes-out": "empties your hand",
            "scores": f"scores {n} now",
            "keeps-number": f"keeps {n}s open (you hold {k} more)",
            "blocks-next": f"leaves a {n} the next player has none of",
            "sheds-weight": f"sheds a heavy tile ({n} pips; {k} left in your hand)",
            "double": f"gets the double {n} away",
            "own-train": "grows your own train",
            "keeps-matador": f"keeps your {'matador' if k == 1 else f'{k} matadors'} for later",
            "matador": "plays a matador",
        }[self.code]


@dataclass(frozen=True, slots=True)
class ClassicHint:
    #: The play to make.
    action: Play | Lead
    #: Its tile, and the end it goes on ("" for a lead).
    tile: int
    end: str
    #: What it scores in play now (All Fives; 0 in the other games).
    points: int
    #: Its value by the ``hard`` player's judgement, in points for the seat's side (higher is
    #: better): the mean over the deals it searched.
    value: float
    #: Why it ranks there.
    reasons: tuple[Reason, ...]
    #: The hint in plain English: ``"5-5 on R: scores 10 now; gets the double 5 away"``.
    text: str


def hints(
    view: SeatView,
    legal: Sequence[Action],
    rules: Rules,
    count: int = 3,
    *,
    cancelled: Callable[[], bool] | None = None,
    seed: int = 0,
    config: HardConfig | None = None,
) -> list[ClassicHint]:
    """Up to ``count`` plays for the seat on turn, best first by the ``hard`` player (seeded
    by ``seed``): its first hint is the play it would make, unless it would rather draw
    (Matador's optional matadors). Empty when the seat has no play (a draw or a pass is all it
    may do) or ``count`` is below 1."""
    control = Control(None, cancelled)
    control.check()
    plays = plays_of(legal)
    if not plays or count < 1:
        return []
    player = HardClassicPlayer(seed, rules, config)
    if len(legal) == 1:
        ranked: list[tuple[Action, tuple[float, float, float]]] = [(legal[0], (0.0, 0.0, 0.0))]
    else:
        ranked = player.explained(view, legal, control)
    judged = {j.action: j for j in judge(view, rules, plays)}
    knowledge = Knowledge(view, rules)
    heaviest = max(PIPS[p.tile] for p in plays)
    most = max(j.points for j in judged.values())
    # The best-ranked of the plays that score the most now: what a play scoring less passes up.
    best, best_means = next(
        (a, m) for a, m in ranked if isinstance(a, Play | Lead) and judged[a].points == most
    )
    out = []
    for action, means in ranked:
        if not isinstance(action, Play | Lead):
            continue
        points = judged[action].points
        reasons = _reasons(view, rules, knowledge, action, points, heaviest)
        if points < most:
            reasons = (_trade(action, points, means, best, most, best_means), *reasons)
        end = action.end if isinstance(action, Play) else ""
        words = "; ".join(r.text() for r in reasons)
        where = f"{action} " if isinstance(action, Lead) else f"{TEXT[action.tile]} on {end}"
        text = f"{where.strip()}: {words}" if words else where.strip()
        out.append(ClassicHint(action, action.tile, end, points, means[0], reasons, text))
        if len(out) == count:
            break
    return out


def _reasons(
    view: SeatView,
    rules: Rules,
    knowledge: Knowledge,
    action: Play | Lead,
    points: int,
    heaviest: int,
) -> tuple[Reason, ...]:
    """Why a play is good, from the view: see the module's list."""
    t = action.tile
    me = view.seat
    hand = mask_of(view.hand) & ~(1 << t)
    reasons: list[Reason] = []
    if not hand:
        reasons.append(Reason("goes-out"))
    if points:
        reasons.append(Reason("scores", points))
    shown = [other_half(t, action.touch)] if isinstance(action, Play) else _halves(t)
    for number in shown:
        held = (hand & HAS[number]).bit_count()
        if held >= 2 and rules.match == "equal":
            reasons.append(Reason("keeps-number", number, held))
    following = (me + 1) % rules.players
    if rules.side_of(following) != rules.side_of(me) and rules.match == "equal":
        lacks = knowledge.ruled_out(following)
        for number in shown:
            unseen = knowledge.unseen & HAS[number]
            if unseen and not unseen & ~lacks:
                reasons.append(Reason("blocks-next", number))
    if PIPS[t] >= HEAVY and PIPS[t] == heaviest:
        reasons.append(Reason("sheds-weight", PIPS[t], pips_of(hand)))
    if IS_DOUBLE[t]:
        reasons.append(Reason("double", LOW[t]))
    if rules.branching == "trains" and isinstance(action, Play) and action.end == TRAINS[me]:
        reasons.append(Reason("own-train"))
    if rules.match == "matador":
        kept = matadors(rules.set)
        if kept >> t & 1:
            reasons.append(Reason("matador"))
        elif hand & kept:
            reasons.append(Reason("keeps-matador", 0, (hand & kept).bit_count()))
    return tuple(reasons)


def _trade_text(reason: Reason) -> str:
    other = reason.other
    head = f"{'' if other is None else _where(other)} scores {reason.number} now, but this"
    fewer, more = _points(reason.count), _points(reason.more)
    if reason.count and reason.more:
        return f"{head} leaves your opponents about {fewer} less and you {more} more this round"
    if reason.count:
        return f"{head} leaves your opponents about {fewer} less this round"
    if reason.more:
        return f"{head} keeps about {more} more for you later this round"
    return f"{head} is rated higher by the search for the end of the game"


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _where(action: Play | Lead) -> str:
    """A play as the English hints write it: "0-2 on 0-0.U", "5-5 to lead"."""
    if isinstance(action, Lead):
        return f"{TEXT[action.tile]} to lead"
    return f"{TEXT[action.tile]} on {action.end}"


def _trade(
    action: Play | Lead,
    points: int,
    means: tuple[float, float, float],
    best: Play | Lead,
    best_points: int,
    best_means: tuple[float, float, float],
) -> Reason:
    """What ``action``, scoring ``points`` now, buys against ``best``, the best-ranked of the
    plays scoring the most now (``best_points``), from the search's means (value, the seat's
    side's gain, the best other side's): the others' points it denies, and the seat's points
    after the play that it adds (what it scores now left out)."""
    _, mine, theirs = means
    _, best_mine, best_theirs = best_means
    fewer = max(0, round(best_theirs - theirs))
    more = max(0, round((mine - points) - (best_mine - best_points)))
    return Reason("trade", best_points, fewer, other=best, more=more)


def _halves(t: int) -> list[int]:
    return sorted({LOW[t], HIGH[t]})
