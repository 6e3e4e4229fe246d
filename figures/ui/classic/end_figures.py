"""What the end screen of a classic game shows (:mod:`figures.ui.classic.end`), worked out
from the match: the ranking (teams as teams, ties sharing a rank), each side's score after
every round, each side's best round, the rounds played and how the game ended.

No arcade here: the figures are tested headless.
"""

from __future__ import annotations

from dataclasses import dataclass

from figures.classic.scoring import Points
from figures.ui.classic.match import ClassicMatch
from figures.ui.classic.presenter import Ranked, Summary, ranking, round_summary, side_name

__all__ = ["BestRound", "EndFigures", "best_rounds", "end_figures", "ending", "score_history"]

#: How a game ended: ``target`` (a side reached the target score at a round's end),
#: ``instant`` (All Fives: a side reached the threshold with points scored in play, the round
#: cut short), ``rounds`` (the rounds the game plays were all played), or ``""`` (not over).
ENDINGS = ("target", "instant", "rounds", "")


@dataclass(frozen=True, slots=True)
class BestRound:
    """A side's best round: its number (from 1) and the points it scored in it (the penalty
    points it took, with ``penalty`` scoring, where fewer is better)."""

    number: int
    points: Points


@dataclass(frozen=True, slots=True)
class EndFigures:
    """Everything the end screen shows, by side (a player, or partners)."""

    #: The version of the match the figures were worked out from.
    version: int
    #: Each side's name (partners joined: "Ada & Cy").
    names: list[str]
    #: Each side's seats, in order.
    seats: list[tuple[int, ...]]
    #: The sides best first, tied sides sharing a rank.
    ranking: list[Ranked]
    #: Each side's score before the first round (0) and after every round played.
    history: list[list[Points]]
    #: Each side's best round (None when no round was finished).
    best: list[BestRound | None]
    #: The rounds finished.
    rounds: int
    #: How the game ended (one of :data:`ENDINGS`).
    ending: str
    #: Whether the lowest score is the best (``penalty`` scoring).
    lowest_wins: bool
    #: Whether a score counts rounds won, not points (``win`` scoring: the block games).
    rounds_won: bool
    #: The target: points to reach, rounds to play, or the instant threshold (0: none).
    target: int
    #: The last round's end (how it ended, the pips left...), None when none ended.
    last: Summary | None


def finished_rounds(match: ClassicMatch) -> list[tuple[int, tuple[Points, ...]]]:
    """The rounds of the game that ended, as ``(number, scores after it)``, in order."""
    out: list[tuple[int, tuple[Points, ...]]] = []
    for entry in match.game.rounds:
        result = entry.result
        if result is not None:
            out.append((entry.number, tuple(result.scores)))
    return out


def score_history(match: ClassicMatch) -> list[list[Points]]:
    """Each side's score at the start (0) and after every finished round, one list a side;
    in All Fives the points scored in play count in the round they were scored in."""
    sides = match.rules.sides
    history: list[list[Points]] = [[0] for _ in range(sides)]
    for _, scores in finished_rounds(match):
        for side in range(sides):
            history[side].append(scores[side])
    return history


def best_rounds(match: ClassicMatch) -> list[BestRound | None]:
    """Each side's best round: the most points it scored in one round (with ``penalty``
    scoring, the fewest penalty points it took); the earliest such round on a tie; None when
    no round ended, or when no round scored it a point."""
    lowest = match.rules.scoring == "penalty"
    numbers = [number for number, _ in finished_rounds(match)]
    out: list[BestRound | None] = []
    for scores in score_history(match):
        gains = [scores[i + 1] - scores[i] for i in range(len(scores) - 1)]
        if not gains:
            out.append(None)
            continue
        pick = min(gains) if lowest else max(gains)
        if not lowest and pick <= 0:
            out.append(None)  # (no round scored it anything)
            continue
        out.append(BestRound(numbers[gains.index(pick)], pick))
    return out


def ending(match: ClassicMatch) -> str:
    """How the game ended (one of :data:`ENDINGS`)."""
    outcome = match.game.outcome
    if outcome is None:
        return ""
    last = match.game.rounds[-1].result
    if last is not None and last.how == "target":
        return "instant"
    if match.rules.target.kind == "rounds":
        return "rounds"
    return "target"


def target_value(match: ClassicMatch) -> int:
    """The target's figure: points to reach, rounds to play, the instant threshold."""
    rules = match.rules
    if rules.target.kind == "instant":
        return rules.instant_threshold or 0
    return int(rules.target.value or 0)


def end_figures(match: ClassicMatch) -> EndFigures:
    """The figures of the end of ``match``."""
    sides = match.rules.sides
    rounds = finished_rounds(match)
    return EndFigures(
        version=match.version,
        names=[side_name(match, side) for side in range(sides)],
        seats=match.sides(),
        ranking=ranking(match),
        history=score_history(match),
        best=best_rounds(match),
        rounds=len(rounds),
        ending=ending(match),
        lowest_wins=match.rules.scoring == "penalty",
        rounds_won=match.rules.scoring == "win",
        target=target_value(match),
        last=round_summary(match, rounds[-1][0]) if rounds else None,
    )
