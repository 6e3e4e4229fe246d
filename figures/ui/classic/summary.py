"""The classic game screen's ends in words: a round's summary (how it ended, each side's
points, the rule that gave them, what each still needs, who leads next) and the game's
ranking, its winner and its target.

No arcade here, and no rule: every fact is read from the engine and only put into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from figures.classic.scoring import Points, lowest_wins
from figures.classic.tiles import HIGH, LOW, TEXT
from figures.core import ranks
from figures.texts.i18n import count_text, has_text, tr, trn
from figures.ui.classic.match import ClassicMatch, points_words
from figures.ui.classic.words import side_name, side_words

# --------------------------------------------------------------------- a round's end


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """One side at a round's end: its name, its seats' pips left, what it scored in play this
    round, what the end of the round gave it, and its score after."""

    side: int
    name: str
    pips: int
    in_play: Points
    award: Points
    total: Points


@dataclass(frozen=True, slots=True)
class Summary:
    """A round's end: its number, title, how it ended, each side's row, the scoring rule's
    name (``rules.scoring``), then in words the rule that gave the round's points, what each
    side still needs to reach the target (or the rounds left), and who leads the next round
    (empty when there is none to say)."""

    number: int
    title: str
    how: str
    rows: tuple[SummaryRow, ...]
    scoring: str
    rule: str = ""
    needs: str = ""
    next: str = ""


def how_words(match: ClassicMatch, number: int) -> str:
    """How round ``number`` ended, in words."""
    entry = match.game.rounds[number - 1]
    result = entry.round.result
    if result is None:
        return ""
    names = match.names()
    if result.how == "out":
        seat = entry.round.log[-1].seat if entry.round.log else 0
        return trn("classic.how.out", names[seat])
    if result.how == "target":
        winner = result.winner if result.winner is not None else 0
        return side_words(match, "classic.how.target", winner)
    if result.winner is None:
        return tr("classic.how.tie")
    return side_words(match, "classic.how.blocked", result.winner)


def round_summary(match: ClassicMatch, number: int | None = None) -> Summary | None:
    """The end of round ``number`` (the one being shown when not given): how it ended, and
    for each side its pips, points in play, award and score."""
    if number is None:
        number = match.round_end
    if number is None or not 0 < number <= len(match.game.rounds):
        return None
    entry = match.game.rounds[number - 1]
    result = entry.round.result
    if result is None:
        return None
    rules = match.rules
    rows = []
    for side in range(rules.sides):
        pips = sum(result.pips[s] for s in range(rules.players) if rules.side_of(s) == side)
        rows.append(
            SummaryRow(
                side,
                side_name(match, side),
                pips,
                entry.round.play_points[side],
                result.points[side],
                result.scores[side],
            )
        )
    return Summary(
        number,
        tr("classic.summary.title", n=number),
        how_words(match, number),
        tuple(rows),
        rules.scoring,
        rule_words(match, number),
        needs_words(match, number),
        next_round_words(match, number),
    )


def rule_words(match: ClassicMatch, number: int) -> str:
    """The rule that gave round ``number``'s points, with its figures: the engine's awards
    (:attr:`RoundResult.points`) and the pips they came from, never worked out again here."""
    result = match.game.rounds[number - 1].round.result
    if result is None:
        return ""
    rules = match.rules
    if result.how == "target":
        return tr("classic.rule.instant")
    if rules.scoring == "penalty":
        return tr("classic.rule.penalty")
    totals = [0] * rules.sides
    for seat, pips in enumerate(result.pips):
        totals[rules.side_of(seat)] += pips
    if result.winner is None:
        shared = [side for side in range(rules.sides) if result.points[side]]
        if not shared:
            return tr("classic.rule.tie")
        third = next(side for side in range(rules.sides) if side not in shared)
        return tr(
            "classic.rule.share",
            names=tr("classic.and").join(side_name(match, side) for side in shared),
            third=side_name(match, third),
            pips=totals[third],
            points=points_words(result.points[shared[0]]),
        )
    winner = result.winner
    others = sum(totals) - totals[winner]
    scoring = rules.scoring
    if scoring == "difference" and result.how != "blocked":
        scoring = "opponents"  # (going out, the difference is the others' pips)
    key = f"classic.rule.{scoring}"
    losers = [s for s in range(rules.players) if rules.side_of(s) != winner]
    if len(losers) == 1 and has_text(f"{key}.one"):  # one player on the other side
        loser = match.names()[losers[0]]
        role = loser.role  # (who the name shown is)
        # ("the computer's pips", "la main de l'ordinateur")
        other = tr("classic.the_computer") if role == "computer" else loser
        return tr(
            f"{key}.one",
            role=role,
            name=side_name(match, winner),
            other=other,
            points=points_words(result.points[winner]),
            pips=others,
            own=totals[winner],
        )
    return tr(
        key,
        name=side_name(match, winner),
        points=points_words(result.points[winner]),
        pips=others,
        own=totals[winner],
        all=sum(totals),
    )


def needs_words(match: ClassicMatch, number: int) -> str:
    """After round ``number``, what each side still needs: the points to the target (a
    points or an instant target), or the rounds left (a rounds target); empty when the
    game is over."""
    result = match.game.rounds[number - 1].round.result
    if result is None or result.game_over:
        return ""
    rules = match.rules
    target = rules.target
    if target.kind == "rounds":
        return count_text("classic.needs.rounds", max(0, target.value - number))
    goal = target.value if target.kind == "points" else rules.instant_threshold or 0
    if not goal:
        return ""
    parts = [
        tr(
            "classic.needs.side",
            name=side_name(match, side),
            points=points_words(max(0, goal - result.scores[side])),
        )
        for side in range(rules.sides)
    ]
    return tr("classic.needs.points", goal=goal, parts=", ".join(parts))


def next_round_words(match: ClassicMatch, number: int) -> str:
    """Who leads the round after ``number``, as the engine dealt it: "Next round: Ada
    leads", or in Mexican Train the engine double and who starts; empty when there is no next
    round dealt."""
    rounds = match.game.rounds
    if number >= len(rounds):
        return ""
    entry = rounds[number]
    name = match.names()[entry.round.leader]
    if entry.engine is not None:
        return trn("classic.next.engine", name, double=HIGH[entry.engine])
    return trn("classic.next.leads", name)


def opening_words(match: ClassicMatch, number: int) -> str:
    """Who opens round ``number`` and why, as the engine decided it: "Ada starts: drawn by
    lot", "Bob leads: holds the highest double, 6-6", "Cy starts: each round the next player
    starts"; empty for a round not dealt."""
    rounds = match.game.rounds
    if not 0 < number <= len(rounds):
        return ""
    entry = rounds[number - 1]
    name = match.names()[entry.round.leader]
    drawn = match.settings.first is None
    if match.rules.lead == "engine":  # (Mexican Train: no lead, a first player)
        if number > 1:
            return trn("classic.opens.rotate", name)
        return trn("classic.opens.lot" if drawn else "classic.opens.chosen", name)
    tile = entry.round.lead_tile
    if entry.lead.how == "rule" and tile >= 0:
        key = "classic.opens.double" if HIGH[tile] == LOW[tile] else "classic.opens.heaviest"
        return trn(key, name, tile=TEXT[tile])
    if number == 1 or entry.lead.how == "rule":  # (the set-up's first player, any tile)
        return trn("classic.lead.lot" if drawn else "classic.lead.chosen", name)
    before = rounds[number - 2].round.result
    if before is None:
        return ""
    if before.next_lead == "same":
        return trn("classic.lead.again", name, n=number - 1)
    if entry.lead.how == "lot":
        return trn("classic.lead.lot.blocked", name, n=number - 1)
    key = "classic.lead.out" if before.how == "out" else "classic.lead.lightest"
    return trn(key, name, n=number - 1)


# --------------------------------------------------------------------- the game's end


@dataclass(frozen=True, slots=True)
class Ranked:
    rank: int
    side: int
    name: str
    score: Points


def ranking(match: ClassicMatch) -> list[Ranked]:
    """The sides best first (the engine's standing), tied sides sharing a rank."""
    outcome = match.game.outcome
    scores = match.scores()
    winners = outcome.winners if outcome is not None else ()
    places = ranks.ranking(scores, lowest_best=lowest_wins(match.rules), winners=winners)
    return [Ranked(p.rank, p.side, side_name(match, p.side), scores[p.side]) for p in places]


def game_title(match: ClassicMatch) -> str:
    """Who won: "Ada wins", "You win", "Ada & Cy win", "A tie: Ada and Bob"."""
    outcome = match.game.outcome
    if outcome is None:
        return ""
    winners = list(outcome.winners)
    if len(winners) == 1:
        side = winners[0]
        seats = [s for s in range(match.rules.players) if match.rules.side_of(s) == side]
        if len(seats) == 1:
            return trn("classic.wins", match.names()[seats[0]])
        return tr("classic.wins.team", name=side_name(match, side))
    names = tr("classic.and").join(side_name(match, s) for s in winners)
    return tr("classic.tie", names=names)


def target_text(match: ClassicMatch) -> str:
    """The game's target in words, for the side panel."""
    rules = match.rules
    target = rules.target
    if target.kind == "instant":
        return tr("classic.target.instant", n=rules.instant_threshold or 0)
    if target.kind == "points":
        return tr("classic.target.points", n=target.value)
    if target.value == 1:
        return tr("classic.target.one")
    if rules.scoring == "penalty":
        return tr("classic.target.rounds.low", n=target.value)
    return tr("classic.target.rounds", n=target.value)
