"""A saved or finished game as a list of steps to go through: one step per action (who, what,
the points and why, in words, the scores after), a classic round's end as a step of its own,
and the game's state at any step, rebuilt from the record's actions.

No arcade here (the replay screen, :mod:`figures.ui.replay.view`, draws what this gives).
The texts are made when read (``Step.what``, ``Step.why``), so that they follow the language.

The state at step ``k`` (after the first ``k`` steps; 0 is the start):

- the colour game: the :class:`~figures.colour.game.Game` re-played from its settings and bag
  through the first actions (what undo does), from the game as it stood every :data:`EVERY`
  actions, kept pickled;
- a classic game: the :class:`~figures.classic.round.Round` in play, dealt again from the
  round's deal and led as it was, its actions pushed again, from a copy kept every
  :data:`EVERY` actions.

The last state asked is kept: the next step forward is one action played on it.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from figures.classic.actions import Action as ClassicAction
from figures.classic.actions import Draw, Lead, Pass, Play
from figures.classic.game import Game as ClassicGame
from figures.classic.layout import TRAINS
from figures.classic.round import Round
from figures.classic.scoring import Points, RoundResult
from figures.classic.tiles import HIGH, LOW, TEXT
from figures.colour.actions import EndTurn, Place, Return
from figures.colour.game import Game, Phase
from figures.colour.rules import Score
from figures.colour.tiles import Colour
from figures.core.errors import FiguresError
from figures.core.files import read_json
from figures.games import COLOUR, load_record, replay_record
from figures.sheet.files import is_sheet
from figures.texts.i18n import count_text, signed_text, tr, trn
from figures.texts.names import shown
from figures.ui.colour.presenter import log_place

#: A copy of the state is kept every so many steps: a jump plays fewer than this many.
EVERY = 8


@dataclass(frozen=True)
class Step:
    """One step of a replay. ``kind``: colour ``open``, ``place``, ``second``, ``end``,
    ``return``, ``pass``; classic ``lead``, ``play``, ``draw``, ``pass``, ``round``."""

    kind: str
    #: The seat that acted (None for a classic round's end).
    seat: int | None
    #: The colour game's turn (0: the opening), or the classic round.
    group: int
    #: The points the step earned for its side (net of a paid second placement).
    points: Points
    #: Everyone's scores after the step (per seat; per side in a classic game).
    scores: tuple[Points, ...]
    #: The placement to mark on the table: a colour ``Place``, a classic tile, or None.
    mark: Place | int | None = None
    # What the texts are made from.
    score: Score | None = None
    paid: int = 0
    closed: tuple[tuple[Colour, int], ...] = ()
    tiles: int = 0
    drawn: int = 0
    classic: ClassicAction | None = None
    drew: int = -1
    result: RoundResult | None = None
    names: tuple[str, ...] = field(default=(), repr=False)
    sides: tuple[str, ...] = field(default=(), repr=False)
    #: Whether the step is a colour game's (said as its log says it).
    colour: bool = False

    @property
    def who(self) -> str:
        return "" if self.seat is None else self.names[self.seat]

    @property
    def what(self) -> str:
        """The move in a few words: "places domino #12", "6-5 on the right end"."""
        kind = self.kind
        if kind in ("open", "place", "second"):
            assert isinstance(self.mark, Place)
            return tr(f"replay.{kind}", tile=self.mark.tile)
        if kind == "end":
            return tr("replay.end")
        if kind == "return":
            return tr("replay.return", n=self.tiles)
        if kind == "pass":
            return tr("replay.pass")
        if kind == "lead":
            assert isinstance(self.classic, Lead)
            return tr("replay.lead", tile=str(self.classic))
        if kind == "play":
            assert isinstance(self.classic, Play)
            end = end_words(self.classic.end, self.names)
            return tr("replay.play", tile=play_text(self.classic), end=end)
        if kind == "draw":
            return tr("replay.draw", tile=TEXT[self.drew])
        assert self.result is not None
        return tr("replay.round", n=self.group)

    @property
    def why(self) -> str:
        """The points and why: "3 edges + 1 bonus + closes a blue 4 = 8" (and a paid second
        placement's price taken off); "the ends count 15: +15"; a round's result."""
        kind = self.kind
        if kind == "open":
            return tr("replay.why.open")
        if kind in ("place", "second"):
            assert self.score is not None
            text = colour_sum(self.score, self.closed)
            if self.paid:
                text = tr(
                    "replay.why.paid", text=text, paid=self.paid, net=signed_text(self.points)
                )
            if self.drawn:
                text = tr("replay.why.drawn", text=text, n=self.drawn)
            return text
        if kind == "end":
            return tr("replay.why.end", n=self.drawn) if self.drawn else tr("replay.why.nothing")
        if kind == "return":
            return tr("replay.why.return", n=self.drawn)
        if kind == "pass":
            return tr("replay.why.pass")
        if kind in ("lead", "play"):
            if self.points:
                return tr("replay.why.count", n=self.points)
            return tr("replay.why.nothing")
        if kind == "draw":
            return tr("replay.why.draw")
        assert self.result is not None
        return round_text(self.result, self.names, self.sides)

    @property
    def head(self) -> str:
        """Who and what. A colour game's move as its game's "Last moves" list says it
        ("Ann opens with domino #12", "Ann +3 (1 edge + closed 2)", "You cannot place and
        pass"); else "Ann: 2-5 on the right end"."""
        logged = self.logged()
        if logged:
            return logged
        who = self.who
        return tr("replay.who", name=who, what=self.what) if who else self.what

    def logged(self) -> str:
        """The colour game's move in the words of the game's log (its points and their
        breakdown, no domino number for a placement), or "" for a step the log does not
        show (the end of a turn, a classic game's)."""
        kind, who = self.kind, self.who
        if kind == "open":
            assert isinstance(self.mark, Place)
            return trn("log.opening", who, tile=self.mark.tile)
        if kind in ("place", "second"):
            assert self.score is not None
            return log_place(who, self.score, self.paid)
        if kind == "return" and self.colour:
            return trn("log.return", who, count=self.tiles)
        if kind == "pass" and self.colour:
            return trn("log.pass", who)
        return ""

    @property
    def line(self) -> str:
        """The step in the list: who and what, and the points when it earned some (a colour
        placement's are in its words already)."""
        text = self.head
        if self.kind in ("lead", "play") and self.points:
            text += f"  {signed_text(self.points)}"
        return text


def colour_sum(score: Score, closed: Sequence[tuple[Colour, int]]) -> str:
    """``3 edges + 1 bonus + closes a blue 4 = 8``."""
    parts = [count_text("replay.edges", score.connected_edges)]
    if score.bonus:
        parts.append(tr("replay.bonus", n=score.bonus))
    for colour, size in closed:
        parts.append(tr("replay.closes", surface=tr(f"replay.surface.{colour.value}", n=size)))
    return tr("replay.sum", parts=" + ".join(parts), points=score.points)


def play_text(action: Play) -> str:
    """The tile as laid, its touching half first: "6-5"."""
    other = HIGH[action.tile] if LOW[action.tile] == action.touch else LOW[action.tile]
    return f"{action.touch}-{other}"


def end_words(end: str, names: Sequence[str]) -> str:
    """An open end in words (as the classic screen says it, without its scene: a double's
    arms are above and below it)."""
    if end == "":
        return tr("classic.end.lead")
    if end in ("L", "R"):
        return tr("classic.end.left" if end == "L" else "classic.end.right")
    if end == "mex":
        return tr("classic.end.mex")
    if end in TRAINS:
        seat = TRAINS.index(end)
        return trn("classic.end.train", names[seat] if seat < len(names) else str(seat + 1))
    double, _, arm = end.rpartition(".")
    if arm in ("U", "D"):
        return tr("classic.end.up" if arm == "U" else "classic.end.down", tile=double)
    return end


def round_text(result: RoundResult, names: Sequence[str], sides: Sequence[str]) -> str:
    """How a round ended, the points it gave and the scores after."""
    if result.how == "blocked":
        how = tr("replay.how.blocked")
    elif result.winner is None:
        how = tr("replay.how.tie")
    else:
        key = "replay.how.out" if result.how == "out" else "replay.how.target"
        how = tr(key, name=sides[result.winner])
    given = [f"{sides[s]} {signed_text(p)}" for s, p in enumerate(result.points) if p]
    text = tr("replay.how", how=how, points=", ".join(given) or "0")
    if result.game_over:
        won = " & ".join(sides[s] for s in result.game_winners)
        text = tr("replay.how.over", text=text, names=won)
    return text


# ----------------------------------------------------------------------------- the replay


class Replay:
    """The steps of one game and its state at any of them. Make it with :meth:`of_game` (a
    game just played) or :meth:`load` (a record file)."""

    def __init__(self, game: Game | ClassicGame, names: Sequence[str]) -> None:
        #: The players' names, the default ones ("You", "Computer") in the player's language.
        self.names = tuple(shown(n) for n in names)
        self.family = "colour" if isinstance(game, Game) else "classic"
        self.steps: list[Step] = []
        #: The states kept: position -> a copy of the state there.
        self._kept: dict[int, Game | Round | bytes] = {}
        self._cursor: tuple[int, Game | Round] | None = None
        if isinstance(game, Game):
            self.colour: Game | None = game
            self.classic: ClassicGame | None = None
            #: Each side's name (a seat's, or its partners' joined).
            self.sides: tuple[str, ...] = self.names
            #: Each side's seats, in order (a seat each in the colour game; a team's partners).
            self.side_seats: tuple[tuple[int, ...], ...] = tuple((s,) for s in range(len(names)))
            self._build_colour(game)
        else:
            self.colour = None
            self.classic = game
            rules = game.rules
            first = game.rounds[0].round
            self.side_seats = tuple(
                tuple(seat for seat in range(len(self.names)) if first.side_of(seat) == s)
                for s in range(rules.sides)
            )
            self.sides = tuple(  # (a side of one seat: its name as shown, who it is kept)
                self.names[seats[0]]
                if len(seats) == 1
                else " & ".join(self.names[s] for s in seats)
                for seats in self.side_seats
            )
            self._starts: list[int] = []  # each round's first position
            self._build_classic(game)

    @classmethod
    def of_game(cls, game: Game | ClassicGame, names: Sequence[str] | None = None) -> Replay:
        if names is None:
            players = game.settings.players if isinstance(game, Game) else game.players
            names = [p.name for p in players]
        return cls(game, names)

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """The replay of a record file (a RecordError, one line, when it is none)."""
        replayed = load_record(path)
        return cls(replayed.game, [p.name for p in replayed.players])

    def __len__(self) -> int:
        return len(self.steps)

    def over_text(self) -> str:
        """The colour game's end in words ("The game is over: P2 won"), "" when it did not
        end (a classic game's last round's end says it already)."""
        game = self.colour
        if game is None or game.outcome is None:
            return ""
        won = " & ".join(self.names[w] for w in game.outcome.winners)
        return tr("replay.over", names=won)

    def game_name(self) -> str:
        """The game's name in :data:`figures.games.GAMES` (``colour``, ``all-fives``...)."""
        if self.classic is not None:
            return self.classic.rules.preset_name
        return COLOUR

    # ----------------------------------------------------------------- groups

    def group_of(self, position: int) -> int:
        """The turn (colour; 0 the opening) or round (classic) of the step at ``position``
        (the first step's for position 0)."""
        if not self.steps:
            return 0
        return self.steps[max(0, position - 1)].group

    def groups(self) -> list[tuple[int, int, int]]:
        """Each turn or round: its number, its first and last positions."""
        out: list[tuple[int, int, int]] = []
        for index, step in enumerate(self.steps, 1):
            if out and out[-1][0] == step.group:
                out[-1] = (step.group, out[-1][1], index)
            else:
                out.append((step.group, index, index))
        return out

    def next_group(self, position: int, delta: int) -> int:
        """PgDn (+1): the end of this turn, else of the next; PgUp (−1): the end of the turn
        before (the start before the first). A turn's end is its last step that did
        something on the table: a colour turn's closing "ends the turn" says nothing of it."""
        groups = self.groups()
        if not groups:
            return 0
        index = next((i for i, g in enumerate(groups) if g[1] <= position <= g[2]), -1)
        if delta > 0:
            if index == -1:
                return self._landing(groups[0])
            if position < self._landing(groups[index]):
                return self._landing(groups[index])
            return self._landing(groups[min(index + 1, len(groups) - 1)])
        if index <= 0:
            return 0
        return self._landing(groups[index - 1])

    def _landing(self, group: tuple[int, int, int]) -> int:
        """Where a page stops in ``group``: its last step that is not only the end of a
        turn (its last step when there is no other)."""
        _number, first, last = group
        for position in range(last, first - 1, -1):
            if self.steps[position - 1].kind != "end":
                return position
        return last

    def group_start(self, number: int) -> int | None:
        """The position of the first step of turn (round) ``number``, None if none."""
        for group, first, _last in self.groups():
            if group == number:
                return first
        return None

    # ----------------------------------------------------------------- the colour game

    def _build_colour(self, game: Game) -> None:
        live = Game(game.settings, game.tileset, game.bag.fresh())
        names = self.names
        self._kept[0] = self._keep(live)
        for index, action in enumerate(game.actions):
            phase = live.phase
            seat = live.current
            paid = live.placement_cost
            before = _closed_keys(live) if isinstance(action, Place) else set()
            score = live.apply(action)
            finished = live.phase in (Phase.TURN, Phase.OVER) and phase is not Phase.OPENING
            drawn = len(live.turns[-1].drawn) if finished and live.turns else 0
            group = 0 if phase is Phase.OPENING else len(live.turns)
            scores = tuple(live.scores)
            if isinstance(action, Place):
                closed = _new_closed(live, before)
                if phase is Phase.OPENING:
                    step = Step("open", seat, 0, 0, scores, action, names=names)
                else:
                    assert score is not None
                    kind = "second" if phase is Phase.SECOND else "place"
                    step = Step(
                        kind,
                        seat,
                        group,
                        score.points - paid,
                        scores,
                        action,
                        score=score,
                        paid=paid,
                        closed=closed,
                        drawn=drawn,
                        names=names,
                    )
            elif isinstance(action, EndTurn):
                step = Step("end", seat, group, 0, scores, drawn=drawn, names=names)
            else:
                assert isinstance(action, Return)
                kind = "return" if action.tiles else "pass"
                step = Step(
                    kind,
                    seat,
                    group,
                    0,
                    scores,
                    tiles=len(action.tiles),
                    drawn=drawn,
                    names=names,
                    colour=True,
                )
            self.steps.append(step)
            if (index + 1) % EVERY == 0:
                self._kept[index + 1] = self._keep(live)

    def _keep(self, state: Game | Round) -> Game | Round | bytes:
        """What is kept of a state: a classic round's copy; a colour game pickled (loading
        it again takes a quarter of the time of a deep copy), its tile set left out."""
        if isinstance(state, Round):
            return state.copy()
        buffer = io.BytesIO()
        _Pickler(buffer, state.tileset).dump(state)
        return buffer.getvalue()

    def _unkeep(self, kept: Game | Round | bytes) -> Game | Round:
        """A state of its own from what was kept."""
        if isinstance(kept, bytes):
            assert self.colour is not None
            state = _Unpickler(io.BytesIO(kept), self.colour.tileset).load()
            assert isinstance(state, Game)
            return state
        if isinstance(kept, Round):
            return kept.copy()
        return kept

    # ----------------------------------------------------------------- the classic game

    def _round_at_start(self, index: int) -> Round:
        assert self.classic is not None
        game = self.classic
        entry = game.rounds[index]
        scores = game.rounds[index - 1].round.result.scores if index else None  # type: ignore[union-attr]
        return Round(
            game.rules,
            entry.deal.hands,
            entry.deal.stock,
            number=entry.number,
            first=game.first,
            leader=None if entry.lead.how == "rule" else entry.lead.seat,
            scores=scores,
        )

    def _build_classic(self, game: ClassicGame) -> None:
        names, sides = self.names, self.sides
        position = 0
        for index, entry in enumerate(game.rounds):
            live = self._round_at_start(index)
            self._starts.append(position)
            self._kept[position] = live.copy()
            for step in entry.round.log:
                side = live.side_of(step.seat)
                done = live.push(step.action)
                action = done.action
                if isinstance(action, Lead | Play):
                    kind = "lead" if isinstance(action, Lead) else "play"
                    mark: int | None = action.tile
                elif isinstance(action, Draw):
                    kind, mark = "draw", None
                else:
                    assert isinstance(action, Pass)
                    kind, mark = "pass", None
                position += 1
                self.steps.append(
                    Step(
                        kind,
                        step.seat,
                        entry.number,
                        done.points if side is not None else 0,
                        live.scores,
                        mark,
                        classic=action,
                        drew=done.drew,
                        names=names,
                        sides=sides,
                    )
                )
                if (position - self._starts[-1]) % EVERY == 0:
                    self._kept[position] = live.copy()
            if live.result is not None:
                position += 1
                self.steps.append(
                    Step(
                        "round",
                        None,
                        entry.number,
                        0,
                        live.result.scores,
                        result=live.result,
                        names=names,
                        sides=sides,
                    )
                )

    # ----------------------------------------------------------------- the state

    def state(self, position: int) -> Game | Round:
        """The game (colour) or the round in play (classic) after ``position`` steps. It is
        the replay's own: read it, do not change it; it may change at the next call."""
        position = max(0, min(position, len(self.steps)))
        target = position
        # A round's end shows the round as it ended (the next round's first step, that
        # round dealt and its lead).
        if self.classic is not None and position and self.steps[position - 1].kind == "round":
            target = position - 1
        cursor = self._cursor
        if cursor is not None and cursor[0] <= target and self._same_round(cursor[0], target):
            start, state = cursor
            if target - start >= EVERY:
                cursor = None
        else:
            cursor = None
        if cursor is None:
            start = max(k for k in self._kept if k <= target and self._same_round(k, target))
            state = self._unkeep(self._kept[start])
        state = self._forward(state, start, target)
        self._cursor = (target, state)
        return state

    def _same_round(self, a: int, b: int) -> bool:
        if self.classic is None:
            return True
        return self._round_index(a) == self._round_index(b)

    def _round_index(self, position: int) -> int:
        return max(i for i, s in enumerate(self._starts) if s <= position)

    def _forward(self, state: Game | Round, start: int, target: int) -> Game | Round:
        if isinstance(state, Game):
            assert self.colour is not None
            for action in self.colour.actions[start:target]:
                state.apply(action)
            return state
        for step in self.steps[start:target]:
            assert step.classic is not None
            state.push(step.classic)
        return state

    def scores_at(self, position: int) -> tuple[Points, ...]:
        """Everyone's scores after ``position`` steps."""
        if position <= 0 or not self.steps:
            if self.colour is not None:
                return tuple(0 for _ in self.names)
            return tuple(0 for _ in self.sides)
        return self.steps[position - 1].scores


def open_replay(path: str | Path) -> tuple[Replay | None, str]:
    """The replay of the record in ``path``, or None and why not in one line (a score sheet,
    a file that is no game record, a game with no move yet)."""
    try:
        data = read_json(path)
    except (FiguresError, OSError, ValueError, RecursionError) as exc:
        return None, tr("replay.error.bad", message=_one_line(str(exc)))
    if is_sheet(data):
        return None, tr("replay.error.sheet")
    try:
        replayed = replay_record(data, str(Path(path).name))
        replay = Replay(replayed.game, [p.name for p in replayed.players])
    except (FiguresError, OSError, ValueError, RecursionError) as exc:
        return None, tr("replay.error.bad", message=_one_line(str(exc)))
    if not replay.steps:
        return None, tr("replay.error.empty")
    return replay, ""


def _one_line(message: str) -> str:
    line = message.splitlines()[0] if message else ""
    return line if len(line) <= 140 else line[:139] + "…"


class _Pickler(pickle.Pickler):
    """Pickles a game without its tile set (shared, never changed)."""

    def __init__(self, file: io.BytesIO, tileset: object) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.tileset = tileset

    def persistent_id(self, obj: object) -> str | None:
        return "tileset" if obj is self.tileset else None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, tileset: object) -> None:
        super().__init__(file)
        self.tileset = tileset

    def persistent_load(self, pid: object) -> object:
        return self.tileset


def _closed_keys(game: Game) -> set[frozenset[tuple[int, int, int]]]:
    return {s.squares for s in game.board.surfaces.surfaces() if s.closed}


def _new_closed(
    game: Game, before: set[frozenset[tuple[int, int, int]]]
) -> tuple[tuple[Colour, int], ...]:
    new = [s for s in game.board.surfaces.surfaces() if s.closed and s.squares not in before]
    new.sort(key=lambda s: -s.size)
    return tuple((s.colour, s.size) for s in new)
