"""Matches of several rounds, for every game of the app: the target that ends them, the log
of who played what, and the machinery of rounds played one after another.

- :class:`Target`: first to a number of points, a number of rounds, or an instant win in play
  (a threshold by player count); :func:`target_winners` judges it from the scores carried
  over, the same way for every family.
- :class:`Played`: one entry of a game's log, ``(seat, action, round)``; every game's
  ``history()`` gives these, so no caller pairs actions with turns again after the fact.
- :class:`Match`: the rounds of a game. The round in play takes every action; when it ends and
  the match goes on, the family deals the next (:meth:`Match._next_round`); :meth:`Match.undo`
  steps back across a round's end and :meth:`Match.redo` plays again what was undone.

A game of a single round (the colour game) is a match of one round: it has the same
``history()`` and undo/redo, without the machinery.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple, Protocol

from figures.core.errors import NothingToUndoError

#: A score: a whole number, or a half (a three-player share of five).
Score = int | Fraction


class Played(NamedTuple):
    """One action of a game's log: the seat that played it, the action, and its round (from
    1; a game of one round has only round 1)."""

    seat: int
    action: Any
    round: int


@dataclass(frozen=True, slots=True)
class Target:
    """The end of a match: ``kind`` is ``points`` (the first side to ``value`` points),
    ``rounds`` (after ``value`` rounds) or ``instant`` (a side alone at or above the threshold
    ``instant`` gives for the player count, at once, in play)."""

    kind: str
    value: int = 0
    instant: tuple[tuple[int, int], ...] = ()

    def threshold(self, players: int) -> int | None:
        """The instant win's threshold for ``players`` (None for other targets)."""
        return dict(self.instant).get(players) if self.kind == "instant" else None

    def to_json(self) -> dict[str, Any]:
        if self.kind == "instant":
            return {"instant": {str(n): p for n, p in self.instant}}
        return {self.kind: self.value}


def instant_winner(threshold: int | None, scores: Sequence[Score]) -> int | None:
    """The side that wins at once: alone with the highest score, and that score at least
    ``threshold`` (None: no instant win)."""
    if threshold is None:
        return None
    best = max(scores)
    if best < threshold or list(scores).count(best) != 1:
        return None
    return list(scores).index(best)


def target_winners(
    target: Target,
    scores: Sequence[Score],
    rounds: int,
    *,
    players: int,
    lowest_best: bool = False,
) -> tuple[int, ...] | None:
    """The sides that win the match once ``rounds`` rounds are scored, or None when it goes
    on. Every side with the best score wins (a tie); with ``lowest_best`` the lowest score is
    the best (each side's own penalty points)."""
    if target.kind == "instant":
        winner = instant_winner(target.threshold(players), scores)
        return None if winner is None else (winner,)
    if target.kind == "points":
        if max(scores) < target.value:
            return None
    elif rounds < target.value:
        return None
    best = min(scores) if lowest_best else max(scores)
    return tuple(side for side, score in enumerate(scores) if score == best)


class RoundEnd(Protocol):
    @property
    def game_over(self) -> bool: ...


class Step(Protocol):
    @property
    def seat(self) -> int: ...

    @property
    def action(self) -> Any: ...


class Round(Protocol):
    """What a match asks of a round of its family."""

    log: list[Any]

    @property
    def result(self) -> RoundEnd | None: ...

    def apply(self, action: Any) -> Any: ...

    def push(self, action: Any) -> Any: ...

    def undo(self) -> Any: ...


class Entry(Protocol):
    """A round of a match as the match keeps it: its number (from 1) and the round."""

    @property
    def number(self) -> int: ...

    @property
    def round(self) -> Round: ...


class Match:
    """The rounds of a game, played one after another. A family's game mixes this in and
    keeps ``rounds`` (its entries, the round in play last), ``current`` (that round) and
    ``redone`` (the actions undone, the next to redo last), and deals the next round in
    :meth:`_next_round`."""

    __slots__ = ()

    rounds: list[Any]
    current: Any
    redone: list[Any]

    def _next_round(self) -> None:
        """Deal the next round when the one in play has ended and the match goes on (or
        leave it waiting when there is nothing to deal it from)."""
        raise NotImplementedError

    # ----------------------------------------------------------------------- reading

    @property
    def is_over(self) -> bool:
        """Whether the match has ended (the round in play is over and the match with it)."""
        result = self.current.result
        return result is not None and result.game_over

    @property
    def waiting(self) -> bool:
        """True when the round in play is over, the match is not, and the next round could
        not be dealt (a record of a game in progress)."""
        result = self.current.result
        return result is not None and not result.game_over

    def history(self) -> list[Played]:
        """Every action of the match with its seat and round, in order."""
        return [
            Played(step.seat, step.action, entry.number)
            for entry in self.rounds
            for step in entry.round.log
        ]

    @property
    def can_undo(self) -> bool:
        return any(entry.round.log for entry in self.rounds)

    @property
    def can_redo(self) -> bool:
        return bool(self.redone)

    # ----------------------------------------------------------------------- changing

    def apply(self, action: Any) -> Any:
        """Judge and play ``action`` for the seat on turn (the round's rules raise, and change
        nothing, when it is not allowed); deal the next round when this one ends and the
        match goes on. Forgets what was undone."""
        current = self.current
        step = current.apply(action)
        self.redone.clear()
        if current.result is not None:
            self._next_round()
        return step

    def push(self, action: Any) -> Any:
        """:meth:`apply` without the checks, for an action of ``legal_actions()`` (search)."""
        current = self.current
        step = current.push(action)
        if self.redone:
            self.redone.clear()
        if current.result is not None:
            self._next_round()
        return step

    def undo(self) -> Any:
        """Take back the last action, into the previous round when this one has none; redo
        plays it again."""
        if not self.current.log:
            if len(self.rounds) == 1:
                raise NothingToUndoError("nothing to undo: the game has just been dealt")
            self.rounds.pop()
            self.current = self.rounds[-1].round
        step = self.current.undo()
        self.redone.append(step.action)
        return step

    def redo(self) -> Any:
        """Play again the last action undone (through the rules, as :meth:`apply`)."""
        if not self.redone:
            raise NothingToUndoError("nothing to redo")
        kept = self.redone[:-1]
        step = self.apply(self.redone[-1])  # (nothing changes if it raises)
        self.redone[:] = kept
        return step
