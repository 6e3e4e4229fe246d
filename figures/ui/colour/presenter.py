"""What the game screen tells the player, in words: the status line, the hand's status, the
hints, the log, the caption beside the ghost, the points that float up from a placement and
what an undo or redo took back.

Worked out from the :class:`~figures.ui.colour.match.Match` and the held domino
(:class:`~figures.ui.colour.controller.Placing`) only, with no arcade and no colours: each line says
its *tone* (``"legal"``, ``"illegal"``, ...), which the screen's parts turn into colours. The
game screen (:class:`figures.ui.colour.view.GameView`) asks here and draws what it is told.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from figures.colour.actions import Action, Place, Return
from figures.colour.board import Board
from figures.colour.game import Game, Phase, Preview
from figures.colour.rules import Score
from figures.scene.colour import cells_of, middle_of
from figures.texts.i18n import language, points_text, signed_text, tr, trn
from figures.ui.colour.controller import breakdown, domino_words

if TYPE_CHECKING:
    from figures.ai.hints import Hint
    from figures.ui.colour.controller import Placing
    from figures.ui.colour.match import Event, Match

#: How a line reads: plain text, muted (keys, asides), legal (green), illegal (red), a hint.
Tone = Literal["text", "muted", "legal", "illegal", "hint"]
Line = tuple[str, Tone]

#: A hint's value at least this far from its points is the end-of-game term (the chance of
#: winning, weighed 1000), not what the move leaves open.
WIN_TERM = 100.0
#: Where a hint's rank goes in its line while the lines are compared.
RANK = "\x00"
MOVE = "\x01"


@dataclass(frozen=True, slots=True)
class Caption:
    """Points floating up from a placement: the text, where (table units), how long after
    the placement it shows, and whose (the seat; None for a payment)."""

    text: str
    at: tuple[float, float]
    delay: float
    seat: int | None


@dataclass(frozen=True, slots=True)
class GhostCaption:
    """Beside the held domino: what it would score or why it cannot go there, and the
    rows of cells it spans (to put the caption above or below it)."""

    text: str
    tone: Tone
    middle_x: float
    top: int
    bottom: int


def held(game: Game, seat: int) -> int:
    """How many dominoes ``seat`` holds: its hand, or its opening domino while it places it
    (the engine keeps that one out of the hand)."""
    opening = game.phase is Phase.OPENING and seat == game.current
    return len(game.hands[seat]) + (1 if opening and game.opening_tile is not None else 0)


def log_place(name: str, score: Score, paid: int) -> str:
    """A placement in the log: the points (and the payment) before the breakdown, so that a
    line cut to the panel's width always shows them."""
    key = "log.place.paid" if paid else "log.place"
    return trn(key, name, points=score.points, paid=paid, detail=breakdown(score))


def log_lines(match: Match) -> list[tuple[int, str]]:
    """The last moves, each with the seat that made it (the newest last)."""
    names = match.names()
    out: list[tuple[int, str]] = []
    events = match.events[-40:]
    # The dominoes a player showed because neither fitted, on their latest return or pass.
    last_return = {e.player: i for i, e in enumerate(events) if isinstance(e.action, Return)}
    for index, event in enumerate(events):
        name = names[event.player]
        action = event.action
        if isinstance(action, Place):
            if event.opening:
                out.append((event.player, trn("log.opening", name, tile=action.tile)))
            elif event.score is not None:
                out.append((event.player, log_place(name, event.score, event.paid)))
        elif isinstance(action, Return):
            if action.tiles:
                line = trn("log.return", name, count=len(action.tiles))
            else:
                line = trn("log.pass", name)
            shown = match.game.shown[event.player]
            if last_return.get(event.player) == index and shown:
                line += trn("log.showed", name, tiles=", ".join(f"#{t}" for t in shown))
            out.append((event.player, line))
    return out[-12:]


@dataclass(frozen=True, slots=True)
class HandWords:
    """How the hints name a domino: as the player sees it in their hand, left to right
    ("your left domino", "your right domino, other face"), from the hand's dominoes in
    their order and the face each shows."""

    tiles: Sequence[int]
    shown: Callable[[int], int] = lambda tile: 0

    def tile(self, tile: int) -> str:
        tiles = list(self.tiles)
        if tile not in tiles:
            return domino_words(tile=tile)
        if len(tiles) == 1:
            return tr("hint.hand.one")
        if len(tiles) == 2:
            return tr("hint.hand.left" if tiles.index(tile) == 0 else "hint.hand.right")
        return tr("hint.hand.nth", n=tiles.index(tile) + 1)

    def place(self, action: Place) -> str:
        if action.tile not in self.tiles:
            return domino_words(action)
        words = self.tile(action.tile)
        if action.face != self.shown(action.tile):
            return tr("hint.hand.flip", domino=words)
        return words


def signed(n: int) -> str:
    """``n`` with its sign, a negative one with the typographic minus: "+1", "−2", "+0"."""
    return signed_text(n, zero="+0")


def _tile_words(tile: int, hand: HandWords | None) -> str:
    return hand.tile(tile) if hand is not None else domino_words(tile=tile)


def _gain(threat: float) -> str:
    """A reply's gain in whole points (said only from :data:`REPLY_WORTH`, so at least 1)."""
    return str(max(1, int(threat + 0.5)))


def hint_text(
    hints: Sequence[Hint] | None,
    board: Board | None = None,
    *,
    caption: bool = True,
    hand: HandWords | None = None,
) -> Line:
    """The hints in words: a caption saying how they are ranked (unless ``caption`` is
    False), then one line per hint (:func:`hint_lines`). None: still searching. In a second
    placement whose best hint loses points, the first line says ending the turn is better."""
    if hints is None:
        return (tr("hint.thinking"), "hint")
    if not hints:
        return (tr("hint.none"), "hint")
    head = [tr("hint.caption")] if caption else []
    best = max(Preview(h.score, h.paid).points for h in hints)
    if any(h.paid for h in hints) and best < 0:
        head = [tr("hint.end_better", net=points_text(best))]
    return ("\n".join([*head, *hint_lines(hints, board, hand)]), "hint")


def hint_lines(
    hints: Sequence[Hint], board: Board | None = None, hand: HandWords | None = None
) -> list[str]:
    """Each hint in a line of its own: what it scores now, and why it is ranked where it
    is when a hint below earns more now (the hard computer's value weighs what a move
    leaves to the next player and for one's next turn, or the chance to win when the move
    ends the game). Two lines never read the same: a line equal to another says more of
    what sets it apart, in order: what it leaves open, the next player's best reply, the
    points kept for the next turn, the dominoes it touches on ``board``, which way it lies,
    and at last where it is against the other. Lines are compared without their rank and
    domino: two moves that score the same say what else sets them apart."""
    nets = [Preview(h.score, h.paid).points for h in hints]  # the engine's change
    lines: list[str] = []
    facts: list[list[str]] = []
    explained = False
    #: The reasons given so far (a later line gives one of its own, not the same again).
    given: set[str] = set()
    for i, h in enumerate(hints):
        line = tr(
            "hint.line",
            # (The rank and the domino are put in at the end: lines are compared without
            # them, so that two moves scoring the same say what else sets them apart.)
            n=RANK,
            move=MOVE,
            detail=breakdown(h.score, h.paid),
            points=points_text(nets[i]),
        )
        said: set[str] = set()
        better = [j for j in range(i + 1, len(hints)) if nets[j] > nets[i]]
        if better:  # ranked up for its value: say by which numbers
            if abs(h.value - nets[i]) >= WIN_TERM:
                line += tr("hint.wins")
            elif h.threat is None and h.kept is None and h.then is None and not h.opens[1]:
                line += tr("hint.leaves")  # no numbers known behind the value
            else:
                other = max(better, key=lambda j: nets[j])
                # In full once; a later hint says one reason only (the hand's room), the
                # first of its own not given above, else what else sets it apart.
                parts = _why_parts(h, hints[other], nets[other], hand)
                own = [(tag, text) for tag, text in parts if tag != "other"]
                told = (
                    _telling(parts) if not explained else [p for p in own if p[1] not in given][:1]
                )
                said = {word for tag, _ in told for word in tag.split()}
                if not told:
                    said = {word for tag, _ in own for word in tag.split()}
                    fresh = [f for f in _facts(h, board, said, hand) if f not in given][:1]
                    told = [("fact", fact) for fact in fresh]
                    said |= {"fact"}
                if told:  # (ranked above the hint that earns the most of those below)
                    why = tr("hint.sep").join(text for _, text in told)
                    line += tr("hint.why", n=other + 1, why=why)
                    given |= {text for _, text in told}
                explained = True
        lines.append(line)
        facts.append([fact for fact in _facts(h, board, said, hand) if fact not in line])
    apart = _apart(lines, facts, hints)
    return [
        line.replace(RANK, str(i + 1), 1).replace(MOVE, _move_words(hints[i].action, hand), 1)
        for i, line in enumerate(apart)
    ]


def hint_heads(
    hints: Sequence[Hint],
    board: Board | None = None,
    hand: HandWords | None = None,
    *,
    apart: bool = True,
) -> list[str]:
    """Each hint in short, for a status with little room: its number, domino and points
    (the start of its :func:`hint_lines` line), and when two would read the same but for
    their numbers, which way it lies or where it lies against the other (unless not
    ``apart``: their badges on the table tell them apart)."""
    lines = [
        tr(
            "hint.line",
            n=RANK,  # (compared without their rank, with their domino)
            move=_move_words(h.action, hand),
            detail=breakdown(h.score, h.paid),
            points=points_text(Preview(h.score, h.paid).points),
        )
        for h in hints
    ]
    if apart:
        facts = [list(_facts(h, board, {"opens", "reply", "kept", "then"}, hand)) for h in hints]
        lines = _apart(lines, facts, hints)
    return [line.replace(RANK, str(i + 1), 1) for i, line in enumerate(lines)]


def _move_words(action: Place, hand: HandWords | None) -> str:
    return hand.place(action) if hand is not None else domino_words(action)


#: The reasons most telling first: the paid second the plan goes on with, the points kept
#: for the next turn, what the move earning more leaves open, what this one leaves open.
TELLING = ("then", "kept", "other", "opens")


def _telling(parts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The two most telling of ``parts`` (:data:`TELLING`), in their own order."""
    rank = sorted(range(len(parts)), key=lambda i: TELLING.index(parts[i][0].split()[0]))
    return [parts[i] for i in sorted(rank[:2])]


def _facts(
    hint: Hint, board: Board | None, said: set[str], hand: HandWords | None = None
) -> list[str]:
    """What may set a hint's line apart from another's, most telling first (those already
    ``said`` left out; a reply worth less than half a point is not said)."""
    out = []
    if "opens" not in said:
        out.append(_opens(hint))
    if "reply" not in said and hint.threat is not None and hint.threat >= REPLY_WORTH:
        out.append(tr("hint.reply.fact", gain=_gain(hint.threat)))
    if "kept" not in said and hint.kept is not None:
        out.append(tr("hint.kept", points=points_text(hint.kept)))
    if "then" not in said and hint.then is not None and hint.then_points is not None:
        out.append(
            tr(
                "hint.then",
                domino=_tile_words(hint.then.tile, hand),
                points=hint.then_points,
                cost=hint.score.rules.cost,
            )
        )
    # (The dominoes a hint touches are not named: their numbers are the engine's, not the
    # player's.)
    action = hint.action
    cells = cells_of(action.at, action.dir)
    across = cells[0][1] == cells[1][1]
    out.append(tr("hint.across" if across else "hint.upright"))
    return out


def _apart(lines: list[str], facts: list[list[str]], hints: Sequence[Hint]) -> list[str]:
    """``lines`` with facts added to those equal to another until no two read the same;
    the last resort says where a hint lies against the one it reads like."""
    used = [0] * len(lines)
    while True:
        same = [i for i in range(len(lines)) if lines.count(lines[i]) > 1]
        if not same:
            return lines
        grown = False
        for i in same:
            if used[i] < len(facts[i]):
                lines[i] += tr("hint.more", fact=facts[i][used[i]])
                used[i] += 1
                grown = True
        if not grown:
            break
    before = list(lines)
    for i in range(len(lines)):
        # Against every line it reads like: each then names the others' numbers and not its
        # own, so no two can read the same.
        for j in (j for j in range(len(lines)) if j != i and before[j] == before[i]):
            lines[i] += tr("hint.more", fact=_where(hints[i], hints[j], j + 1))
    return lines


def _where(hint: Hint, other: Hint, rank: int) -> str:
    """Where ``hint`` lies against ``other`` (hint number ``rank``), in words."""
    (x, y), (ox, oy) = (middle_of(h.action.at, h.action.dir) for h in (hint, other))
    if (x, y) == (ox, oy):
        return tr("hint.reversed", n=rank)
    if abs(x - ox) >= abs(y - oy):
        return tr("hint.left_of" if x < ox else "hint.right_of", n=rank)
    return tr("hint.below" if y < oy else "hint.above", n=rank)


#: An open surface at least this large is worth naming: the next player may close it.
OPEN_WORTH = 4
#: A gain of the next player's best reply worth saying, in points.
REPLY_WORTH = 0.5


def _opens(hint: Hint) -> str:
    """What a hint leaves open, in words: "leaves a blue 7 open" or "leaves no surface of
    4+ open"."""
    label, size = hint.opens
    if size >= OPEN_WORTH:
        return tr("hint.opens", colour=tr(f"colour.{label[:1].upper()}"), size=size)
    return tr("hint.opens.none", size=OPEN_WORTH)


def hint_why(
    hint: Hint,
    other: Hint,
    other_points: int,
    *,
    rank: int,
    full: bool = True,
    hand: HandWords | None = None,
) -> str:
    """Why ``hint`` is ranked above ``other`` (hint number ``rank``, named in the words),
    which earns ``other_points`` now, in the hard computer's numbers: the paid second
    placement its plan goes on with, the points the domino kept would earn next turn, what
    each move leaves open and how much the next player's best reply gains after each (when
    it gains half a point or more), in whole points. Two reasons at most, the most telling
    (:data:`TELLING`); one unless ``full``."""
    parts = _why_parts(hint, other, other_points, hand)
    told = _telling(parts) if full else parts[:1]
    return tr("hint.why", n=rank, why=tr("hint.sep").join(text for _, text in told))


def _why_parts(
    hint: Hint, other: Hint, other_points: int, hand: HandWords | None = None
) -> list[tuple[str, str]]:
    """The reasons of :func:`hint_why`, each with what it tells of ``hint`` ("then",
    "kept", "opens", "opens reply" or "other")."""
    parts = []
    if hint.then is not None and hint.then_points is not None:
        then = tr(
            "hint.then",
            domino=_tile_words(hint.then.tile, hand),
            points=hint.then_points,
            cost=hint.score.rules.cost,
        )
        parts.append(("then", then))
    if hint.kept is not None and (other.kept is None or hint.kept > other.kept):
        parts.append(("kept", tr("hint.kept", points=points_text(hint.kept))))
    mine, tag = _opens(hint), "opens"
    if hint.threat is not None and hint.threat >= REPLY_WORTH:
        mine += tr("hint.reply", gain=_gain(hint.threat))
        tag = "opens reply"
    parts.append((tag, mine))
    theirs = tr("hint.other", points=other_points, opens=_opens(other))
    if other.threat is not None and other.threat >= REPLY_WORTH:
        theirs += tr("hint.reply", gain=_gain(other.threat))
    parts.append(("other", theirs))
    return parts


def points_captions(event: Event) -> list[Caption]:
    """The points a placement earned (and what it paid), floating up from its middle."""
    action = event.action
    if not isinstance(action, Place) or event.score is None or event.opening:
        return []
    middle = middle_of(action.at, action.dir)
    out = [Caption(tr("animation.points", points=event.score.points), middle, 0.0, event.player)]
    if event.paid:
        paid = tr("animation.paid", paid=event.paid)
        out.append(Caption(paid, (middle[0], middle[1] - 0.6), 0.5, None))
    return out


class Presenter:
    """The words of one match's screen, and the two questions about the player to move that
    they depend on (asked of the engine once per change of the game)."""

    def __init__(self, match: Match, placing: Placing) -> None:
        self.match = match
        self.placing = placing
        #: ``(version, answer)`` of :meth:`stuck` and :meth:`second_possible`.
        self.stuck_cache: tuple[int, bool] = (-1, False)
        self.second_cache: tuple[int, bool] = (-1, False)
        #: ``(key, answer)`` of :meth:`shorter`.
        self.shorter_cache: tuple[object, dict[str, str]] = (None, {})

    @property
    def game(self) -> Game:
        return self.match.game

    # ----------------------------------------------------------------- questions

    def stuck(self) -> bool:
        """The human to move can place neither domino (they return or pass)."""
        version = self.match.version
        if self.stuck_cache[0] != version:
            self.stuck_cache = (version, self.game.must_return())
        return self.stuck_cache[1]

    def second_possible(self) -> bool:
        """The player to move may pay for a second domino and it fits somewhere."""
        version = self.match.version
        if self.second_cache[0] != version:
            game = self.game
            value = game.can_pay_second() and any(
                game.placeable(t) for t in game.hands[game.current]
            )
            self.second_cache = (version, value)
        return self.second_cache[1]

    def paused(self) -> bool:
        """After an undo back to a computer's move, the computer waits for redo or 'continue'."""
        return self.game.can_redo

    # ----------------------------------------------------------------- words

    def status_line(self, *, thinking: bool) -> str:
        """The top bar's status: whose turn and what they may do (``thinking``: a computer's
        decision is under way or on its way to the table)."""
        game = self.game
        if game.is_over:
            return tr("top.over")
        name = self.match.names()[game.current]
        if thinking:
            return trn("top.thinking", name)
        if self.match.computer_to_move and self.paused():
            return tr("top.paused")
        if game.phase is Phase.OPENING:
            return trn("top.opening", name)
        if game.phase is Phase.SECOND:  # say only what is possible
            if self.second_possible():
                return trn("top.second", name, cost=game.rules.cost)
            return trn("top.end_only", name)
        return trn("top.turn", name)

    def hand_status(self, *, show_hints: bool, hints: Sequence[Hint] | None) -> list[Line]:
        """Beside the hand: what the ghost would do, or what to do next (and the hints when
        they are shown)."""
        game = self.game
        placing = self.placing
        if self.stuck():
            lines: list[Line] = [(tr("stuck.title"), "illegal")]
            lines.append((tr("stuck.choose") if len(game.bag) else tr("stuck.empty_bag"), "text"))
            return lines
        if game.phase is Phase.SECOND and placing.tile is None:
            if self.second_possible():
                offer = tr("second.offer", score=game.scores[game.current], cost=game.rules.cost)
                lines = [(offer, "text")]
                if show_hints:  # the hints for the second domino
                    lines.append(hint_text(hints, game.board, hand=self.hand_words()))
                return lines
            if game.can_pay_second():
                return [(tr("second.nowhere"), "text")]
            return [(tr("second.cannot", cost=game.rules.cost), "text")]
        if placing.tile is None:
            opening = game.phase is Phase.OPENING
            key = "hand.select.opening" if opening else "hand.select"
            if show_hints and hints and not opening:
                key = "hand.select.hints"
            lines = [(tr(key), "text")]
            if show_hints:
                lines.append(hint_text(hints, game.board, hand=self.hand_words()))
            return lines
        verdict = placing.verdict(game)
        keys: Line = (tr("hand.keys"), "muted")
        out: list[Line] = []
        if not placing.spots(game) and game.board.placed:
            out.append((tr("status.no_spot"), "illegal"))
        elif verdict is None:  # (off the table: the keys, said once)
            out.append(keys)
        elif verdict.legal and verdict.preview is not None:
            preview = verdict.preview
            if not preview.counts:  # the opening scores nothing
                out.append((tr("status.legal.opening"), "legal"))
            else:
                detail = breakdown(preview.score)
                key = "status.preview" if placing.preview is not None else "status.legal"
                paid = tr("status.preview.paid", cost=preview.paid) if preview.paid else ""
                line = tr(key, detail=detail, points=preview.score.points, paid=paid)
                out.append((line, "legal"))
        else:
            out.append((tr("status.illegal", reason=verdict.reason), "illegal"))
        if show_hints:  # (without the caption: the status above and the buttons take room)
            out.append(hint_text(hints, game.board, caption=False, hand=self.hand_words()))
        elif keys not in out:
            out.append(keys)
        return out

    def shorter(self, *, show_hints: bool, hints: Sequence[Hint] | None) -> dict[str, str]:
        """The shorter form of lines and rows of :meth:`hand_status`, for a status without
        room for them whole: the preview without the keys (its Confirm and Cancel buttons
        say them), each hint without its reasons (:func:`hint_heads`), and that again
        without what sets it apart from another but its number."""
        key = (
            self.match.version,
            tuple(h.action for h in hints or ()) if show_hints else None,
            self.placing.preview,
            self.placing.tile,
            language(),
        )
        if self.shorter_cache[0] == key:
            return self.shorter_cache[1]
        out: dict[str, str] = {}
        game = self.game
        verdict = self.placing.verdict(game) if self.placing.preview is not None else None
        if verdict is not None and verdict.legal and verdict.preview is not None:
            preview = verdict.preview
            if preview.counts:
                paid = tr("status.preview.paid", cost=preview.paid) if preview.paid else ""
                fields = {"detail": breakdown(preview.score), "points": preview.score.points}
                out[tr("status.preview", **fields, paid=paid)] = tr(
                    "status.preview.short", **fields, paid=paid
                )
        if show_hints and hints:
            hand = self.hand_words()
            rows = hint_lines(hints, game.board, hand)
            heads = hint_heads(hints, game.board, hand)
            bare = hint_heads(hints, game.board, hand, apart=False)
            out.update((head, short) for head, short in zip(heads, bare, strict=True))
            out.update(zip(rows, heads, strict=True))
        self.shorter_cache = (key, out)
        return out

    def hand_words(self) -> HandWords:
        """How the hints name the dominoes of the player to move: as their hand shows them."""
        return HandWords(self.hand_tiles(self.game.current), self.placing.face_of)

    def hand_title(self, viewer: int) -> str:
        """The hand's title: whose dominoes (or the one opening domino)."""
        game = self.game
        name = self.match.names()[viewer]
        if game.phase is Phase.OPENING and viewer == game.current:
            return trn("hand.opening", name)
        return trn("hand.title", name)

    def hand_tiles(self, viewer: int) -> list[int]:
        """The dominoes shown in the hand of ``viewer``: the opening one while they place
        it, else their hand."""
        game = self.game
        if game.phase is Phase.OPENING and viewer == game.current:
            return [game.opening_tile] if game.opening_tile is not None else []
        return list(game.hands[viewer])

    def waiting(self) -> str:
        """The hand's title while the dominoes of the player to move are hidden."""
        who = self.match.names()[self.game.current]
        if not self.match.human_to_move:
            return tr("hand.waiting", name=who)
        return trn("pass.body", who)

    def ghost_caption(self) -> GhostCaption | None:
        """Beside the held domino: what it would score (with the breakdown once previewed)
        or why it cannot go there; nothing for the opening domino, which scores nothing."""
        placing = self.placing
        action = placing.action()
        if action is None:
            return None
        verdict = placing.verdict(self.game)
        if verdict is None:
            return None
        tone: Tone
        if verdict.legal and verdict.preview is not None:
            preview = verdict.preview
            if not preview.counts:
                return None
            earned, paid = preview.score.points, preview.paid
            net = preview.points
            # A paid second placement shows what it changes: +5 − 4 = +1.
            content = f"+{earned} − {paid} = {signed(net)}" if paid else f"+{earned}"
            if placing.preview is not None:
                content = (
                    f"{breakdown(preview.score, paid)} = {signed(net)}"
                    if paid
                    else (f"{breakdown(preview.score)} = {earned}")
                )
            tone = "legal"
        else:
            content, tone = verdict.reason, "illegal"
        cells = cells_of(action.at, action.dir)
        return GhostCaption(
            content,
            tone,
            middle_of(action.at, action.dir)[0],
            max(c[1] for c in cells) + 1,
            min(c[1] for c in cells),
        )

    def log_lines(self) -> list[tuple[int, str]]:
        return log_lines(self.match)

    def steps_text(self) -> str:
        """The latest undo or redo in words: "your move (domino #48) and the computer's
        reply (domino #12)", in the order the moves were played."""
        match = self.match
        steps = match.steps
        if steps and match.steps_undone:
            steps = steps[::-1]
        names = match.names()
        screen = match.viewer()
        groups: list[tuple[int, list[Action]]] = []
        for player, action in steps:
            if groups and groups[-1][0] == player:
                groups[-1][1].append(action)
            else:
                groups.append((player, [action]))
        parts = []
        for player, actions in groups:
            tiles = [a.tile for a in actions if isinstance(a, Place)]
            dominoes = ", ".join(domino_words(tile=t) for t in tiles)
            name = names[player]
            if player == screen and match.is_human(player):
                parts.append(
                    tr("undo.own", role="you", dominoes=dominoes)
                    if tiles
                    else tr("undo.own_end", role="you")
                )
            elif not tiles:
                parts.append(trn("undo.turn", name))
            elif match.is_human(player):
                parts.append(trn("undo.own", name, dominoes=dominoes))
            else:
                parts.append(trn("undo.reply", name, dominoes=dominoes))
        return tr("undo.and").join(parts)
