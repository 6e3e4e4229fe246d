"""The classic family's texts for the command line, shared by ``score`` and ``replay``: a
verdict (§B5) and a round's result (``round_end``) in words, with seats and sides named.

Everything here reads values the engine worked out (verdicts, results, the rules' sides);
nothing is judged again.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from figures.classic.rules import Rules
from figures.classic.scoring import Points, standing
from figures.classic.tiles import TEXT
from figures.cli.common import plural
from figures.core.seats import seats_of_sides

#: ``next_lead`` values that are not a seat (§B5).
_LEADS = {"rule": "by rule", "same": "as in this round", "lot": "by lot"}


def score_text(value: float | Fraction) -> str:
    """A score or a count as it reads: ``7``, ``7.5`` (scores may end in .5)."""
    exact = float(value)
    return str(int(exact)) if exact.is_integer() else str(exact)


def seat_names(rules: Rules) -> list[str]:
    """Seats named by number, counted from 1 as everything the command line prints counts
    players: "seat 1", "seat 2"... (files count them from 0)."""
    return [f"seat {seat + 1}" for seat in range(rules.players)]


def side_names(rules: Rules, names: Sequence[str]) -> list[str]:
    """Each side named by its seats: a seat's own name, or "Ada and Cy" for a team."""
    return [
        " and ".join(names[seat] for seat in seats)
        for seats in seats_of_sides(rules.players, rules.teams)
    ]


def _each(labels: Sequence[str], values: Sequence[float | Fraction]) -> str:
    return ", ".join(f"{label} {score_text(v)}" for label, v in zip(labels, values, strict=True))


def _winners(sides: Sequence[str], winners: Sequence[int]) -> str:
    return " and ".join(sides[w] for w in winners)


def round_end_text(rules: Rules, result: dict[str, Any], names: Sequence[str]) -> str:
    """A ``round_end`` object (§B5) in words: how the round ended and who won it, every seat's
    pips, each side's points and scores, then the end of the game or who leads next."""
    sides = side_names(rules, names)
    winner = result["winner"]
    how = result["how"]
    if how == "target":
        head = f"won in play by {sides[winner]}"
    else:
        head = f"{how}, " + ("tied" if winner is None else f"won by {sides[winner]}")
    parts = [
        head,
        f"pips {_each(names, result['pips'])}",
        f"points {_each(sides, result['points'])}",
        f"scores {_each(sides, result['scores'])}",
    ]
    if result["game_over"]:
        parts.append(f"game over, won by {_winners(sides, result['game_winners'])}")
    else:
        lead = result["next_lead"]
        parts.append(f"next lead: {names[lead] if isinstance(lead, int) else _LEADS[lead]}")
    return "; ".join(parts)


def verdict_text(
    index: int,
    action: str,
    seat: int | None,
    verdict: dict[str, Any],
    rules: Rules,
    names: Sequence[str],
) -> list[str]:
    """A verdict in words: "action 2 (seat 0): 6-1@R: legal, 0 points, seat 1 next", and the
    round's result on a second, indented line when the action ended it."""
    who = "" if seat is None else f" ({names[seat]})"
    head = f"action {index}{who}: {action}: "
    if not verdict["legal"]:
        return [head + f"illegal ({verdict['reason']})"]
    parts = ["legal"]
    if "points" in verdict:
        parts.append(plural(verdict["points"], "point"))
    if "drew" in verdict:
        parts.append(f"drew {verdict['drew']}")
    following = verdict["next"]
    parts.append("the round is over" if following is None else f"{names[following]} next")
    lines = [head + ", ".join(parts)]
    if verdict["round_end"] is not None:
        lines.append("  " + round_end_text(rules, verdict["round_end"], names))
    return lines


def tiles_text(tiles: Sequence[int]) -> str:
    """Tiles as the notation writes them, smaller number first: "1-5 0-0 3-6"."""
    return " ".join(TEXT[t] for t in tiles)


def ranking_text(
    rules: Rules, scores: Sequence[Points], winners: Sequence[int], sides: Sequence[str]
) -> str:
    """The sides ranked at the end of a game: "1 Bob 103, 2 Ada 6", ties sharing a place, in
    the engine's order (:func:`figures.classic.scoring.standing`)."""
    order = standing(rules, scores, winners)
    parts = []
    place = 0
    for rank, side in enumerate(order, 1):
        previous = order[rank - 2] if rank > 1 else side
        tied = (side in winners) == (previous in winners) and scores[side] == scores[previous]
        if rank == 1 or not tied:
            place = rank
        parts.append(f"{place} {sides[side]} {score_text(scores[side])}")
    return ", ".join(parts)
