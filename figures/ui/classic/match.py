"""A classic game as the desktop front end holds it: the engine's Game, its computer
players, undo and redo across rounds, and the round-end summary waiting to be read; what
every family's match shares (who is human, undo back to a human's decision, redo, files,
autosave) is :class:`~figures.app.match.BaseMatch`.

No arcade here. Every rule goes through the engine (:meth:`Game.apply`, ``legal_actions``,
``preview``); this module only decides *which* engine calls to make. Computer players and
hints are given a seat's :class:`~figures.classic.round.SeatView` and the legal actions, never
the round itself, so no hidden tile reaches them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from figures.ai.classic import ClassicPlayer, classic_player
from figures.ai.classic_hints import ClassicHint, hints
from figures.app.match import BaseMatch, random_seed
from figures.classic.actions import DRAW, PASS, Action, Lead, Play
from figures.classic.game import Game, ScriptedChance, SeededChance
from figures.classic.records import game_from_json, game_to_json
from figures.classic.round import Round, SeatView, Step
from figures.classic.rules import Rules
from figures.classic.scoring import Points, RoundResult
from figures.classic.settings import ClassicSettings, overrides_of
from figures.core.errors import FiguresError, SettingsError
from figures.core.files import read_json
from figures.core.match import Played as Logged
from figures.core.seats import PlayerSpec
from figures.texts.i18n import has_text, number_text, tr
from figures.texts.names import Shown, shown

__all__ = ["ClassicMatch", "Played"]


@dataclass(frozen=True, slots=True)
class Played:
    """One action of the game, for the log and the animations: its round (from 1), the seat,
    the action as logged, what it scored in play, and the tile a draw gave (-1 otherwise)."""

    round: int
    seat: int
    action: Action
    points: int
    drew: int


@dataclass(slots=True)
class Undone:
    """What the latest undo or redo took back or played, oldest first."""

    steps: list[Played] = field(default_factory=list)
    undone: bool = True


class ClassicMatch(BaseMatch[Played]):
    """One classic game in the front end: undo and redo return what they took back or played
    again, oldest first, across a round's end; when no human has acted yet there is nothing
    to undo."""

    game: Game
    computers: dict[int, ClassicPlayer]

    def __init__(
        self, game: Game, settings: ClassicSettings, *, autosave: Path | None = None
    ) -> None:
        self.settings = settings
        super().__init__(game, autosave=autosave)
        #: The round whose end is shown and not yet acknowledged (the game has dealt the next
        #: one already), or None.
        self.round_end: int | None = None
        self.last = Undone()

    # ----------------------------------------------------------------- construction

    @classmethod
    def new(cls, settings: ClassicSettings, autosave: Path | None = None) -> ClassicMatch:
        """A new game; a one-line FiguresError when the settings are not allowed."""
        if not isinstance(settings, ClassicSettings):
            raise SettingsError("a classic game needs classic settings", "settings")
        rules = settings.rules()
        game = Game(
            rules,
            SeededChance(settings.seed),
            settings.first_seat(),
            players=tuple(settings.players),
        )
        match = cls(game, settings, autosave=autosave)
        match.write_autosave()
        return match

    @classmethod
    def load(cls, path: str | Path, autosave: Path | None = None) -> ClassicMatch:
        """The classic game recorded in ``path``; a one-line FiguresError when it is not a
        classic record or does not agree with the rules (nothing else is changed). The rounds
        after those recorded are dealt from a new seed."""
        data = read_json(path)
        game, players = game_from_json(data, str(path))
        seed = random_seed()
        chance = game.chance
        if isinstance(chance, ScriptedChance) and chance.then is None:
            chance.then = SeededChance(seed)
        if game.waiting:
            game.deal_next()
        rules = game.rules
        settings = ClassicSettings(
            rules.preset_name,
            tuple(players),
            seed,
            game.first,
            rules.teams and rules.preset_name != "block-teams",
            overrides_of(rules),
        )
        match = cls(game, settings, autosave=autosave)
        match.stored_version = match.version
        match.write_autosave()
        return match

    def summary(self) -> str:
        """The game in a few words, for the set-up's offer to resume it: "All Fives, round
        3: You 45, Bob 60"."""
        key = f"game.title.{self.rules.preset_name}"
        title = tr(key) if has_text(key) else self.rules.preset_name
        names = self.names()
        scores = self.game.scores
        sides = ", ".join(
            f"{' & '.join(names[s] for s in seats)} {points_words(scores[side])}"
            for side, seats in enumerate(self.sides())
        )
        label = f"{title} · {tr('classic.side.round', n=len(self.game.rounds))}"
        return tr("classic.labelled", label=label, text=sides)

    # ----------------------------------------------------------------- who is who

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        return self.game.players

    def names(self) -> list[Shown]:
        """The players' names as the screen shows them: a default name ("You", "Computer",
        "Computer 2 (hard)" as the command line names a seat) in the current language, its
        level left out (the screen says it where it matters)."""
        return [display_name(p) for p in self.game.players]

    def _computer(self, seat: int, kind: str) -> ClassicPlayer:
        return classic_player(kind, self.settings.seed * 31 + seat, self.game.rules)

    @property
    def turn(self) -> int:
        return self.game.turn

    @property
    def waiting_summary(self) -> bool:
        """A round's end is shown and waits for "Next round" (or the game's end)."""
        return self.round_end is not None

    # ----------------------------------------------------------------- reading the game

    @property
    def current(self) -> Round:
        return self.game.current

    def shown_round(self) -> Round:
        """The round the table shows: the one whose end is being read, else the one in
        play."""
        if self.round_end is not None and 0 < self.round_end <= len(self.game.rounds):
            return self.game.rounds[self.round_end - 1].round
        return self.game.current

    def shown_result(self) -> RoundResult | None:
        return self.shown_round().result

    def legal(self) -> list[Action]:
        """What the seat on turn may do now (nothing while a round's end is shown)."""
        if self.round_end is not None or self.is_over:
            return []
        return self.game.legal_actions()

    def can_draw(self) -> bool:
        return DRAW in self.legal()

    def can_pass(self) -> bool:
        return PASS in self.legal()

    def plays(self) -> list[Play | Lead]:
        return [a for a in self.legal() if isinstance(a, Play | Lead)]

    def playable_tiles(self) -> frozenset[int]:
        return frozenset(a.tile for a in self.plays())

    def view(self, seat: int) -> SeatView:
        return self.game.view(seat)

    def preview(self, action: Action) -> tuple[Step, RoundResult | None]:
        return self.game.preview(action)

    def after(self, action: Action) -> Round:
        """A copy of the round in play with ``action`` played (judged by the engine): what
        the table would look like, for the ghost and the count."""
        copy = self.game.current.copy()
        copy.push(copy.check(action))
        return copy

    def scores(self) -> tuple[Points, ...]:
        result = self.shown_result()
        return result.scores if result is not None else self.game.scores

    def played(self) -> list[Played]:
        """Every action of the game with its round, seat, points and tile drawn, in order."""
        return [
            Played(entry.number, step.seat, step.action, step.points, self.drew(entry.number, i))
            for entry in self.game.rounds
            for i, step in enumerate(entry.round.log)
        ]

    def drew(self, number: int, index: int) -> int:
        """The tile action ``index`` of round ``number`` drew (-1: none), as the screens say
        it (to the seat that drew it)."""
        return self.game.rounds[number - 1].round.log[index].drew

    # ----------------------------------------------------------------- playing

    def apply(self, action: Action) -> Played:
        """Play ``action`` for the seat on turn (an IllegalMoveError changes nothing). When
        it ends a round, that round's end waits to be read (:attr:`round_end`)."""
        if self.round_end is not None:
            raise FiguresError("the round is over: go on to the next round first")
        number = len(self.game.rounds)
        step = self.game.apply(action)
        played = Played(number, step.seat, step.action, step.points, step.drew)
        self._ended(number)
        self.last = Undone([played], False)
        self._changed()
        return played

    def _ended(self, number: int) -> None:
        if len(self.game.rounds) > number or self.game.is_over or self.game.waiting:
            self.round_end = number

    def next_round(self) -> None:
        """The round's end has been read: play goes on in the next round."""
        if self.round_end is not None and not self.game.is_over:
            self.round_end = None
            self._changed(save=False)

    def _same_turn(self, latest: Logged) -> bool:
        """The turn goes on in the same round (a draw keeps it)."""
        return latest.round == len(self.game.rounds)

    def _take_back(self, count: int) -> list[Played]:
        """One action at a time, across a round's end; oldest first."""
        taken = []
        for _ in range(count):
            step = self.game.undo()
            number = len(self.game.rounds)
            taken.append(Played(number, step.seat, step.action, step.points, step.drew))
        taken.reverse()
        self.round_end = None
        self.last = Undone(taken, True)
        return taken

    def _redo_one(self) -> Played:
        self.round_end = None
        number = len(self.game.rounds)
        step = self.game.redo()
        self._ended(number)
        return Played(number, step.seat, step.action, step.points, step.drew)

    def _replayed(self, done: list[Played]) -> None:
        self.last = Undone(done, False)

    # ----------------------------------------------------------------- autosave

    def record(self) -> dict[str, Any]:
        """The game's record (``classic-dominoes-game``), as the autosave and a save write it."""
        return game_to_json(self.game)

    # ----------------------------------------------------------------- computers and hints

    def decision(self) -> Callable[[Callable[[float], None], Callable[[], bool]], Action]:
        """The work of the computer to move deciding, for a background thread: it gets its
        seat's view and the legal actions (copies nobody changes), nothing else."""
        seat = self.turn
        player = self.computers[seat]
        view = self.game.view(seat)
        legal = tuple(self.game.legal_actions())

        def work(progress: Callable[[float], None], cancelled: Callable[[], bool]) -> Action:
            return player.choose(view, legal, progress=progress, cancelled=cancelled)

        return work

    def hint_work(
        self, count: int = 3
    ) -> Callable[[Callable[[float], None], Callable[[], bool]], list[ClassicHint]]:
        """The work of finding hints for the human to move, for a background thread."""
        seat = self.turn
        view = self.game.view(seat)
        legal = tuple(self.game.legal_actions())
        rules = self.rules
        seed = self.settings.seed

        def work(progress: Callable[[float], None], cancelled: Callable[[], bool]) -> list[Any]:
            return hints(view, legal, rules, count, cancelled=cancelled, seed=seed)

        return work

    def find_hints(self, count: int = 3) -> list[ClassicHint]:
        """Hints at once (tests, or a caller that may wait)."""
        return self.hint_work(count)(lambda _: None, lambda: False)

    # ----------------------------------------------------------------- figures

    def sides(self) -> list[tuple[int, ...]]:
        """The seats of each side: one a side, or partners."""
        out: dict[int, tuple[int, ...]] = {}
        for seat in range(self.rules.players):
            side = self.rules.side_of(seat)
            out[side] = (*out.get(side, ()), seat)
        return [out[s] for s in sorted(out)]

    def actions_of(self, tile: int) -> list[Play | Lead]:
        return [a for a in self.plays() if a.tile == tile]

    def action_for(self, tile: int, end: str) -> list[Play | Lead]:
        """The plays of ``tile`` on ``end`` the engine allows ("" for a lead)."""
        out: list[Play | Lead] = []
        for a in self.plays():
            if a.tile != tile:
                continue
            if (isinstance(a, Lead) and end == "") or (isinstance(a, Play) and a.end == end):
                out.append(a)
        return out

    def hands_count(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self.shown_round().hands)


def points_words(value: Points) -> str:
    """A score as people write it: ``7``, ``7½``, ``−3`` (the catalogue's one form)."""
    return number_text(value)


def display_name(player: PlayerSpec) -> Shown:
    """A seat's name in the current language when it is one of the default names (the
    set-up's "You" and "Computer", the command line's "Computer 2 (hard)"); the level in
    brackets is dropped when it is the seat's own, so no text says it twice."""
    return shown(player.name, player.kind)


def seats_named(names: Sequence[str], seats: Sequence[int]) -> str:
    return " & ".join(names[s] for s in seats)
