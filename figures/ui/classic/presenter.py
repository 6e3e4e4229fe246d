"""What the classic game screen says, in the player's language: the status line, the reasons
on the Draw and Pass buttons, the All Fives count of a play, a play in words, the log, the
round-end summary and the game's ranking.

No arcade here, and no rule: every fact is read from the engine (legal actions, the round's
open ends, its result, the layout's count) and only put into words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from figures.ai.classic_hints import ClassicHint, Reason
from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Pass, Play
from figures.classic.layout import TRAINS, Layout, matadors
from figures.classic.round import Round
from figures.classic.scoring import Points, lowest_wins
from figures.classic.tiles import HIGH, LOW, TEXT
from figures.core import ranks
from figures.core.errors import FiguresError
from figures.games import lookup
from figures.texts.i18n import (
    CATALOGUE,
    COMPUTER_NAMES,
    count_text,
    is_you,
    language,
    points_text,
    tr,
    trn,
)
from figures.ui.classic.match import ClassicMatch, points_words

__all__ = [
    "Ranked",
    "Summary",
    "count_caption",
    "demand",
    "draw_reason",
    "end_words",
    "hint_text",
    "log_lines",
    "opening_words",
    "pass_reason",
    "play_words",
    "points_words",
    "preview_text",
    "ranking",
    "round_summary",
    "side_name",
    "status",
    "target_text",
]


# --------------------------------------------------------------------- small words


def capital(text: str) -> str:
    """``text`` with its first letter a capital (a phrase used as a sentence)."""
    return text[:1].upper() + text[1:]


def held_words(tile: int) -> str:
    """A tile in words, written one way everywhere on the screen (the title, the hint, the
    plays list, the guide): as the engine writes it, its lower number first ("0-5"); a play
    of it then says "0-5 on the left end", the same tile."""
    return TEXT[tile]


def article(name: str) -> str:
    """A seat's name as French puts it in a sentence: a seat called "Ordinateur" is
    "l'ordinateur" ("au tour de l'ordinateur", "le train de l'ordinateur", never "à
    Ordinateur"); any other name, and any name in English, as it is."""
    if language() == "fr" and name.strip() in COMPUTER_NAMES:
        return tr("classic.the_computer")
    return name


def preset_title(preset: str) -> str:
    """A classic game's name in the current language ("Jeu avec pioche"), without a target
    in it (the line under it says the target played: "Block game to points", not "to 100"
    over "First to 30 points")."""
    for key in (f"classic.title.{preset}", f"game.title.{preset}"):
        if key in CATALOGUE:
            return tr(key)
    try:
        return lookup(preset).title
    except FiguresError:
        return preset


def keys_text(match: ClassicMatch) -> str:
    """What the keys do, for the game played: D only where a player draws, F only in
    Matador."""
    rules = match.rules
    more = ""
    if rules.match == "matador":
        more += tr("classic.keys.flip")
    if rules.cannot_play != "pass":
        more += tr("classic.keys.draw")
    more += tr("classic.keys.pass")
    return tr("classic.keys", more=more)


def level_words(kind: str) -> str:
    """A computer level in words ("hard"), settings after a colon dropped."""
    base = kind.partition(":")[0]
    key = f"classic.level.{base}"
    return tr(key) if key in CATALOGUE else base


def side_name(match: ClassicMatch, side: int) -> str:
    """A side's name: the player's, or the partners' joined."""
    names = match.names()
    seats = [s for s in range(match.rules.players) if match.rules.side_of(s) == side]
    return " & ".join(names[s] for s in seats)


def join_or(numbers: Sequence[int]) -> str:
    """``3``, ``3 or 5``, ``3, 4 or 5`` (in the player's language)."""
    words = [str(n) for n in numbers]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + tr("classic.or") + words[-1]


#: Which way each arm of a double runs on the screen (``up``, ``down``, ``left``, ``right``),
#: by end name: the screen knows it from its scene; without it, ``U`` is up and ``D`` down.
Towards = Mapping[str, str]


def end_words(end: str, names: Sequence[str], towards: Towards | None = None) -> str:
    """An open end in words: the left end, the arm above 6-6, Bob's train, the Mexican
    train, the lead."""
    if end == "":
        return tr("classic.end.lead")
    if end == "L":
        return tr("classic.end.left")
    if end == "R":
        return tr("classic.end.right")
    if end == "mex":
        return tr("classic.end.mex")
    if end in TRAINS:
        seat = TRAINS.index(end)
        name = names[seat] if seat < len(names) else str(seat + 1)
        return trn("classic.end.train", article(name))
    double, _, arm = end.rpartition(".")
    way = (towards or {}).get(end) or {"U": "up", "D": "down"}.get(arm)
    if way == "up":
        return tr("classic.end.up", tile=double)
    if way == "down":
        return tr("classic.end.down", tile=double)
    if way == "left":
        return tr("classic.end.leftof", tile=double)
    if way == "right":
        return tr("classic.end.rightof", tile=double)
    return end


def play_words(action: Action, names: Sequence[str], towards: Towards | None = None) -> str:
    """A play in words: "3-6 on the left end", "5-5 to lead"; a draw or a pass too."""
    if isinstance(action, Lead):
        return tr("classic.play.lead", tile=held_words(action.tile))
    if isinstance(action, Play):
        # (the tile written as everywhere else on the screen: the end says where it goes)
        written = held_words(action.tile)
        return tr("classic.play", tile=written, end=end_words(action.end, names, towards))
    if isinstance(action, Draw):
        return tr("classic.button.draw")
    return tr("classic.button.pass")


# --------------------------------------------------------------------- the count


def count_sum(game: Round) -> tuple[str, int]:
    """The All Fives count of ``game``'s table as a sum people read (``3 + 6 + 6``), and its
    total, from the layout's own terms."""
    return layout_sum(game.layout)


def layout_sum(layout: Layout) -> tuple[str, int]:
    """The All Fives count of ``layout`` as a sum people read: the number at each end, a
    double's twice (``3 + 6 + 6``), a lone first tile's two halves; and its total."""
    if not layout.placed:
        return "", 0
    terms = layout.fives_terms()
    if len(layout.placed) == 1:
        t = layout.placed[0][0]
        parts = [str(LOW[t]), str(HIGH[t])]
    else:
        parts = []
        for _, value, double in terms:
            parts += [str(value), str(value)] if double else [str(value)]
    return " + ".join(parts), layout.fives_count()


def count_caption(after: Round, points: int) -> str:
    """The count after a play, as the rules write it: "3 + 6 + 6 = 15: 15 points", or "no
    score" when the total is no multiple of 5."""
    written, total = count_sum(after)
    if not written:
        return ""
    if points:
        return tr("classic.count.scores", sum=written, total=total, points=points_text(points))
    return tr("classic.count.none", sum=written, total=total)


def preview_text(match: ClassicMatch, action: Play | Lead, towards: Towards | None = None) -> str:
    """What a play would do, said before it is confirmed: where it goes, what it scores (the
    count, in All Fives), whether it ends the round."""
    names = match.names()
    step, result = match.preview(action)
    parts = [play_words(step.action, names, towards)]
    if match.rules.in_play == "fives":
        parts.append(count_caption(match.after(action), step.points))
    if result is not None:
        if result.how == "out":
            parts.append(trn("classic.preview.out", names[step.seat]))
        elif result.how == "blocked":
            parts.append(tr("classic.preview.blocked"))
        elif result.how == "target":
            parts.append(tr("classic.preview.target"))
        winner = result.winner
        if winner is not None and match.rules.scoring != "penalty" and result.points[winner]:
            gained = points_words(result.points[winner])
            parts.append(side_words(match, "classic.preview.award", winner, points=gained))
    return " · ".join(p for p in parts if p)


# --------------------------------------------------------------------- draw and pass


def _open_numbers(match: ClassicMatch) -> list[int]:
    """The numbers the seat on turn could play on (the round's own list of its open ends)."""
    current = match.current
    values = {value for _, value in current.open_ends(current.turn)}
    return sorted(values)


def _fits(match: ClassicMatch, key: str, stock_key: str | None = None) -> str:
    """ "No tile fits 3 or 5" (in Matador: makes 7 with), with the draw or pass after it."""
    numbers = _open_numbers(match)
    matador = match.rules.match == "matador"
    total = match.rules.set + 1
    chosen = stock_key or key
    if matador:
        chosen += ".sum"
    return tr(chosen, numbers=join_or(numbers), total=total)


def draw_reason(match: ClassicMatch) -> str | None:
    """Why the seat on turn may draw, as the Draw button says it (None when it may not)."""
    legal = match.legal()
    if DRAW not in legal:
        return None
    if any(isinstance(a, Play | Lead) for a in legal):
        return tr("classic.reason.draw.matador")  # only matadors fit; drawing is allowed
    return _fits(match, "classic.reason.draw")


def pass_reason(match: ClassicMatch) -> str | None:
    """Why the seat on turn must pass, as the Pass button says it (None when it may not)."""
    legal = match.legal()
    if PASS not in legal:
        return None
    rules = match.rules
    if rules.cannot_play == "pass":
        return _fits(match, "classic.reason.pass")
    if rules.cannot_play == "draw-one" and match.current.draws:
        return tr("classic.reason.pass.drew")
    return _fits(match, "classic.reason.pass", "classic.reason.pass.stock")


def unavailable(match: ClassicMatch, action: Draw | Pass) -> str | None:
    """Why the seat on turn may not draw (or pass), as the greyed button says it: it has a
    play, the stock is empty, it has drawn its one tile, it must draw first (None when it may,
    or when nothing better than the button's name can be said)."""
    legal = match.legal()
    if action in legal:
        return None
    name = tr("classic.button.draw" if action == DRAW else "classic.button.pass")
    if any(isinstance(a, Play | Lead) for a in legal):
        return tr("classic.unavailable.play", button=name)
    if action == DRAW:
        if not match.current.drawable:
            return tr("classic.unavailable.stock", button=name)
        return tr("classic.unavailable.drew", button=name)
    if DRAW in legal:
        return tr("classic.unavailable.draw_first", button=name)
    return None


# --------------------------------------------------------------------- the status line


def status(
    match: ClassicMatch,
    *,
    thinking: bool = False,
    held: int | None = None,
    chosen: Action | None = None,
    covered: bool = False,
    towards: Towards | None = None,
    moved: tuple[int, Action] | None = None,
) -> str:
    """The status line: whose turn, what they may do, the computer thinking (or, for a moment
    after a computer's move, ``moved``: that seat's move), a round's or the game's end."""
    names = match.names()
    if match.is_over:
        return tr("classic.status.game_over", title=game_title(match))
    if match.round_end is not None:
        return tr(
            "classic.status.round_over", n=match.round_end, how=how_words(match, match.round_end)
        )
    seat = match.turn
    name = names[seat]
    if moved is not None and not match.is_human(seat):  # (a computer's move, a moment)
        return capital(moved_words(match, *moved, towards))
    if not match.is_human(seat):
        kind = match.players[seat].kind
        if thinking:
            return capital(trn("classic.status.thinking", article(name), level=level_words(kind)))
        if match.can_redo():
            return tr("classic.status.paused", name=name)
        return capital(trn("classic.status.computer", article(name), level=level_words(kind)))
    if covered:
        return trn("classic.status.cover", name)
    if chosen is not None and isinstance(chosen, Play | Lead):
        return tr("classic.status.confirm", play=play_words(chosen, names, towards))
    if held is not None:
        return tr("classic.status.end", tile=held_words(held))
    legal = match.legal()
    if any(isinstance(a, Play | Lead) for a in legal):
        layout = match.current.layout
        if layout.empty:
            return trn("classic.status.lead", name)
        if layout.uncovered is not None:  # (the engine's one end open: its double's)
            return trn(
                "classic.status.double", name, tile=held_words(layout.tails[layout.uncovered])
            )
        return trn("classic.status.pick", name)
    if DRAW in legal:
        return trn("classic.status.draw", name)
    return trn("classic.status.pass", name)


def demand(match: ClassicMatch, towards: Towards | None = None) -> str:
    """What the position demands, read from the engine's state of the round in play (empty
    when it demands nothing special): the double the round holds uncovered (Mexican Train:
    the only end open to the seat on turn, "Cover the 3-3 on the Mexican train"), a human's
    train marked open, the seat on turn whose only plays are matadors."""
    if match.is_over or match.round_end is not None:
        return ""
    game = match.current
    layout = game.layout
    names = match.names()
    seat = game.turn
    parts = []
    if layout.uncovered is not None:
        double = held_words(layout.tails[layout.uncovered])
        where = end_words(layout.uncovered, names, towards)
        said = trn("classic.demand.cover", article(names[seat]), tile=double, end=where)
        parts.append(capital(said))
    viewer = match.viewer()
    if viewer is not None and game.markers >> viewer & 1:  # (the engine's marker on its train)
        parts.append(capital(trn("classic.demand.open", names[viewer])))
    plays = match.plays() if match.is_human(seat) else []
    kept = matadors(match.rules.set) if match.rules.match == "matador" else 0
    if plays and not layout.empty and all(kept >> a.tile & 1 for a in plays):
        numbers = join_or(_open_numbers(match))
        total = match.rules.set + 1
        words = tr("classic.demand.matador", numbers=numbers, total=total)
        parts.append(draw_reason(match) or words)
    return " · ".join(parts)


def moved_words(match: ClassicMatch, seat: int, action: Action, towards: Towards | None) -> str:
    """A seat's move just made, as the plays list says it ("Bob: 3-5 on the left end")."""
    name = match.names()[seat]
    if isinstance(action, Pass):
        return trn("classic.log.pass", name)
    if isinstance(action, Draw):
        return trn("classic.log.draw", name)
    return tr("classic.log.play", name=name, play=play_words(action, match.names(), towards))


# --------------------------------------------------------------------- hints


def reason_words(reason: Reason, names: Sequence[str] = (), towards: Towards | None = None) -> str:
    n, k = reason.number, reason.count
    code = reason.code
    if code == "trade":  # what a play scoring less now than ``other`` buys instead
        other = play_words(reason.other, names, towards) if reason.other else ""
        key = "classic.why.trade" + (
            "" if k and reason.more else ".denies" if k else ".keeps" if reason.more else ".game"
        )
        return tr(key, other=other, best=n, fewer=points_text(k), more=points_text(reason.more))
    if code == "goes-out":
        return tr("classic.why.out")
    if code == "scores":
        return tr("classic.why.scores", n=n)
    if code == "keeps-number":
        return tr("classic.why.keeps", n=n, k=k)
    if code == "blocks-next":
        return tr("classic.why.blocks", n=n)
    if code == "sheds-weight":
        return tr("classic.why.heavy", n=n)
    if code == "double":
        return tr("classic.why.double", n=n)
    if code == "own-train":
        return tr("classic.why.train")
    if code == "keeps-matador":
        return tr("classic.why.keeps_matador")
    if code == "matador":
        return tr("classic.why.matador")
    return code


def hint_text(hint: ClassicHint, names: Sequence[str], towards: Towards | None = None) -> str:
    """A hint in words: "Hint: 5-5 on the right end: scores 10 now; gets the double 5 away"."""
    play = play_words(hint.action, names, towards)
    why = tr("classic.sep").join(reason_words(r, names, towards) for r in hint.reasons)
    return tr("classic.hint", play=play, why=why) if why else tr("classic.hint.plain", play=play)


# --------------------------------------------------------------------- the log


def log_lines(
    match: ClassicMatch, viewer: int | None = None, towards: Towards | None = None
) -> list[tuple[int, str]]:
    """The plays so far, one line each with the seat it is about (-1: a round's heading or
    how it ended); a draw names its tile only to ``viewer``, the seat that drew it."""
    names = match.names()
    lines: list[tuple[int, str]] = []
    for entry in match.game.rounds:
        if not entry.round.log and match.round_end is not None:
            continue  # (dealt, but its heading waits for the end of the last to be read)
        lines.append((-1, tr("classic.log.round", n=entry.number)))
        opening = opening_words(match, entry.number)
        if opening:
            lines.append((-1, opening))
        hidden = 0  # the hidden draws on the last line
        drawn: list[str] = []  # the viewer's own draws on the last line
        for step in entry.round.log:
            seat, action = step.seat, step.action
            name = names[seat]
            if isinstance(action, Draw):
                if viewer == seat and step.drew >= 0:
                    if drawn and lines[-1][0] == seat:  # one line: "You draw 3 tiles: ..."
                        drawn.append(TEXT[step.drew])
                        tiles = ", ".join(drawn)
                        text = trn("classic.log.drew.many", name, n=len(drawn), tiles=tiles)
                        lines[-1] = (seat, text)
                    else:
                        drawn = [TEXT[step.drew]]
                        lines.append((seat, trn("classic.log.drew", name, tile=drawn[0])))
                    hidden = 0
                elif hidden and lines[-1][0] == seat:  # draws one after the other: one line
                    hidden += 1
                    lines[-1] = (seat, trn("classic.log.draws", name, n=hidden))
                else:
                    hidden, drawn = 1, []
                    lines.append((seat, trn("classic.log.draw", name)))
                continue
            hidden = 0
            drawn = []
            if isinstance(action, Pass):
                lines.append((seat, trn("classic.log.pass", name)))
            else:
                shown = towards if entry.round is match.shown_round() else None
                what = play_words(action, names, shown)
                if step.points:
                    text = tr("classic.log.scores", name=name, play=what, n=step.points)
                else:
                    text = tr("classic.log.play", name=name, play=what)
                lines.append((seat, text))
        if entry.round.result is not None:
            lines.append((-1, capital(how_words(match, entry.number))))
    return lines


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


def side_words(match: ClassicMatch, key: str, side: int, **fields: object) -> str:
    """``key`` said of a side: its player (in the second person for "You"), or the
    partners together (``key.team``, the verb in the plural)."""
    seats = [s for s in range(match.rules.players) if match.rules.side_of(s) == side]
    if len(seats) > 1:
        return tr(f"{key}.team", name=side_name(match, side), **fields)
    return trn(key, match.names()[seats[0]], **fields)


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


def _elides(name: str) -> bool:
    """Whether French writes "d'" before ``name`` (in French only)."""
    return language() == "fr" and name[:1] in "AEIOUYÀÂÉÈÊËÎÏÔÛÜHaeiouyàâéèêëîïôûüh"


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
    if len(losers) == 1 and f"{key}.one" in CATALOGUE:  # one player on the other side
        other = match.names()[losers[0]]
        if other.strip() in COMPUTER_NAMES:  # "the computer's pips", "la main de l'ordinateur"
            other = tr("classic.the_computer")
        key = f"{key}.one.you" if is_you(other) else f"{key}.one"
        text = tr(key).replace("de {other}", "d'{other}") if _elides(other) else tr(key)
        return text.format(
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


def pips_words(n: int) -> str:
    return count_text("classic.pips", n)


def tiles_words(n: int) -> str:
    return count_text("classic.tiles", n)


def tiles_short(n: int) -> str:
    """A tile count in a row too narrow for :func:`tiles_words`: "12 dom." in French."""
    return count_text("classic.tiles.short", n)


def name_shortenings(name: str) -> list[str]:
    """Shorter forms of a seat's name, longest first, never cut inside a word without a
    full stop to say so: "Ordinateur 2" gives "Ordi. 2", "O. 2" and "2" (its number kept to
    the last); "Anne-Marie Dupont" gives "Anne-Marie D.", "Anne-Marie", "Anne.", "A."."""
    words = name.split()
    if not words:
        return []
    forms: list[str] = []

    def cut(word: str) -> list[str]:
        return [word[:k] + "." for k in (4, 1) if len(word) > k + 1]

    if len(words) > 1 and words[-1].isdigit():
        head, number = words[:-1], words[-1]
        if len(head) > 1:
            forms.append(f"{head[0]} {number}")
        forms += [f"{short} {number}" for short in cut(head[0])]
        forms.append(number)
    else:
        if len(words) > 1:
            forms.append(" ".join([*words[:-1], words[-1][0] + "."]))
            forms.append(words[0])
        forms += cut(words[0])
    return [form for form in dict.fromkeys(forms) if form != name]


def short_names(names: Sequence[str], fits: Callable[[int, str], bool]) -> list[str]:
    """The seats' names as a narrow place shows them: each whole when ``fits(seat, name)``,
    else its longest shortening that fits (:func:`name_shortenings`), so that "Ordinateur 2"
    and "Ordinateur 3" become "Ordi. 2" and "Ordi. 3", never both "Ordinat…". Names a
    shortening would make the same ("Alexandre", "Alexandra": "Alex.") keep the seat's
    number after them, so every name shown stays apart from the others."""

    def fitted(seat: int, forms: list[str]) -> str:
        for form in forms:
            if fits(seat, form):
                return form
        return forms[-1]

    shown = [
        fitted(seat, [name, *name_shortenings(name)]) if name else name
        for seat, name in enumerate(names)
    ]
    alike = [name != names[seat] and shown.count(name) > 1 for seat, name in enumerate(shown)]
    for seat, name in enumerate(shown):
        if alike[seat]:
            forms = [f"{form} {seat + 1}" for form in name_shortenings(names[seat])]
            shown[seat] = fitted(seat, forms or [f"{name} {seat + 1}"])
    for seat, name in enumerate(shown):  # (the last resort: the seat's number alone)
        if shown.count(name) > 1 and name != names[seat]:
            shown[seat] = str(seat + 1)
    return shown


def matador_count(match: ClassicMatch, hand: Sequence[int]) -> int:
    kept = matadors(match.rules.set)
    return sum(1 for t in hand if kept >> t & 1)
