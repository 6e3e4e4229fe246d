"""A game of the colour figures as the desktop front end holds it: the engine's Game, its
computer players, undo and redo by whole actions, the events the log and the animations
show, and the figures the screens show; what every family's match shares (who is human, undo
back to a human's decision, redo, files, autosave) is :class:`~figures.app.match.BaseMatch`.

No arcade here: every rule goes through :meth:`Game.apply`, and this module only decides
*which* engine calls to make.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

from figures.ai.hints import Hint, hints
from figures.ai.players import PLAYERS, ComputerPlayer, computer_player
from figures.app.autosave import flush_autosaves
from figures.app.match import BaseMatch
from figures.app.options import default_computer
from figures.colour.actions import Action, EndTurn, Place
from figures.colour.game import Game, Phase, PlacementRecord, Settings
from figures.colour.records import game_to_json, load_game
from figures.colour.rules import Score
from figures.colour.views import PlayerView, view_of
from figures.core.match import Played
from figures.core.ranks import ranking
from figures.core.seats import PlayerSpec
from figures.texts.i18n import number_text, tr
from figures.texts.names import Shown, shown


def find_hints(
    view: PlayerView, count: int = 3, cancelled: Callable[[], bool] | None = None
) -> list[Hint]:
    """The best placements for the player to move, best first, from the AI's hint engine.

    ``view.board`` must be a board nobody else changes (this runs off the UI thread)."""
    return hints(view, count, cancelled=cancelled)


def private_view(game: Game, player: int) -> PlayerView:
    """A player's view with a copy of the table, for work off the UI thread."""
    view = view_of(game, player)
    return replace(view, board=game.board.copy())


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log and the animations."""

    player: int
    action: Action
    score: Score | None
    opening: bool
    paid: int = 0


class Match(BaseMatch[Action]):
    """One colour game in the front end: undo and redo return the actions taken back (latest
    first) or played again (oldest first)."""

    game: Game
    computers: dict[int, ComputerPlayer]
    #: When no human has acted yet (a computer's opening placements), undo goes back to the
    #: start of the game.
    undo_to_start: ClassVar[bool] = True

    def __init__(self, game: Game, *, autosave: Path | None = None) -> None:
        super().__init__(game, autosave=autosave)
        #: ``(player, action)`` of the latest undo or redo, in the order they were taken.
        self.steps: list[tuple[int, Action]] = []
        self.steps_undone = True
        self.events: list[Event] = []
        self._rebuild_events()

    # ----------------------------------------------------------------- construction

    @classmethod
    def new(cls, settings: Settings, *, autosave: Path | None = None) -> Match:
        return cls(Game(settings), autosave=autosave)

    @classmethod
    def resume(cls, path: str | Path) -> Match | None:
        """The game autosaved in ``path`` when it is not finished (None when it is, or when
        there is no such file); a FiguresError when it cannot be read, for the caller to set
        the file aside."""
        path = Path(path)
        flush_autosaves()  # what was handed to the writer thread is on disk
        if not path.exists():
            return None
        match = cls(load_game(path), autosave=path)
        return None if match.game.is_over else match

    @classmethod
    def open(cls, path: str | Path, *, autosave: Path | None = None) -> Match:
        """A saved game; raises a FiguresError with a one-line message if the file is bad."""
        match = cls(load_game(path), autosave=autosave)
        match.stored_version = match.version
        return match

    def played(self) -> list[Action]:
        """Every action of the game so far, in order (none: nothing worth keeping)."""
        return list(self.game.actions)

    # ----------------------------------------------------------------- who is who

    @property
    def settings(self) -> Settings:
        return self.game.settings

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        return self.game.settings.players

    @property
    def turn(self) -> int:
        return self.game.current

    def names(self) -> list[Shown]:
        """The seats' names as shown: a default name in the window's language."""
        return [shown(p.name) for p in self.settings.players]

    def _computer(self, seat: int, kind: str) -> ComputerPlayer:
        kind = kind if kind in PLAYERS else default_computer()
        return computer_player(kind, self.game.settings.seed * 31 + seat)

    # ----------------------------------------------------------------- playing

    def apply(self, action: Action) -> Event:
        """Play an action for the player to move (raises IllegalMoveError, changing nothing)."""
        self.game.apply(action)
        event = self._rebuild_events()
        self._changed()
        return event

    def _same_turn(self, latest: Played) -> bool:
        """The turn goes on while its player may place a second domino."""
        return self.game.phase is Phase.SECOND

    def _take_back(self, count: int) -> list[Action]:
        """The engine replays the game once for all of them; latest first."""
        game = self.game
        taken = [(p.seat, p.action) for p in game.history()[-count:]][::-1]
        game.undo(count)
        self.steps, self.steps_undone = taken, True
        self._rebuild_events()
        return [action for _, action in taken]

    def _redo_one(self) -> Action:
        return self.game.redo()

    def _replayed(self, done: list[Action]) -> None:
        history = self.game.history()
        self.steps = [(p.seat, p.action) for p in history[len(history) - len(done) :]]
        self.steps_undone = False
        self._rebuild_events()

    def clear_redo(self) -> None:
        """Forget what was undone, so that the computer to move decides afresh."""
        self.game.clear_redo()
        self._changed()

    def record(self) -> dict[str, Any]:
        """The game's record, as the autosave and a save write it."""
        return game_to_json(self.game)

    def _rebuild_events(self) -> Event:
        """The events of the game so far, from the engine's log and records; returns the event
        of the latest action."""
        every = _events(self.game)
        self.events = [e for e in every if not isinstance(e.action, EndTurn)]
        return every[-1] if every else Event(self.game.current, EndTurn(), None, False)

    # ----------------------------------------------------------------- figures for the screens

    def score_history(self) -> list[list[int]]:
        """For each seat, its score after each of its turns, starting at 0."""
        history = [[0] for _ in range(self.game.player_count)]
        for turn in self.game.turns:
            history[turn.player].append(turn.score_after)
        return history

    def best_placements(self) -> list[PlacementRecord | None]:
        best: list[PlacementRecord | None] = [None] * self.game.player_count
        for turn in self.game.turns:
            for record in turn.placements:
                current = best[turn.player]
                if current is None or record.score.points > current.score.points:
                    best[turn.player] = record
        return best

    def largest_closed(self) -> list[int]:
        largest = [0] * self.game.player_count
        for turn in self.game.turns:
            for record in turn.placements:
                for size in record.score.closed_surfaces:
                    largest[turn.player] = max(largest[turn.player], size)
        return largest

    def counts(self) -> list[tuple[int, int]]:
        """For each seat: dominoes placed in turns (not the opening) and surfaces closed."""
        out = [[0, 0] for _ in range(self.game.player_count)]
        for turn in self.game.turns:
            for record in turn.placements:
                out[turn.player][0] += 1
                out[turn.player][1] += len(record.score.closed_surfaces)
        return [(a, b) for a, b in out]

    def ranking(self) -> list[tuple[int, int, int]]:
        """``(rank, seat, score)`` best first; tied players share a rank."""
        scores = self.game.scores
        return [(p.rank, p.side, scores[p.side]) for p in ranking(scores)]

    def summary(self) -> str:
        """The game in a few words, for the set-up's offer to resume it, in the player's
        language: "Colour figures: You 10, Computer 7" (default names translated too)."""
        scores = ", ".join(
            f"{n} {number_text(s)}" for n, s in zip(self.names(), self.game.scores, strict=True)
        )
        return tr("setup.resume.game", game=tr("game.title.colour"), scores=scores)


def _events(game: Game) -> list[Event]:
    """One event per action played, in order, with the seat that played it from the game's
    own log: the opening placements, then the turns' actions, a placement with its score and
    payment from its turn's record."""
    opening = len(game.opening)
    scores = iter([(r.score, r.paid) for turn in game.turns for r in turn.placements])
    out: list[Event] = []
    for index, (seat, action, _) in enumerate(game.history()):
        if index < opening:
            out.append(Event(seat, action, None, True))
        elif isinstance(action, Place):
            score, paid = next(scores)
            out.append(Event(seat, action, score, False, paid))
        else:
            out.append(Event(seat, action, None, False))
    assert next(scores, None) is None, "every placement has its record"
    return out
