"""A game as the desktop front end holds it: the engine's Game, who is human, the computer
players, undo and redo by whole actions, autosave, and the figures the screens show.

No arcade here: every rule goes through :meth:`Game.apply`, and this module only decides
*which* engine calls to make (undo until a human is to move, save after every action...).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

from figures.ai.hints import Hint, hints
from figures.ai.players import PLAYERS, ComputerPlayer, computer_player
from figures.analysis import stats
from figures.app import storage
from figures.app.names import default_name
from figures.classic.game import Game as ClassicGame
from figures.colour.actions import Action, EndTurn, Place
from figures.colour.errors import FiguresError
from figures.colour.game import Game, Phase, PlacementRecord, Settings
from figures.colour.records import game_to_json, load_game, save_game, write_json_atomic
from figures.colour.rules import Score
from figures.colour.views import PlayerView, view_of
from figures.core.ranks import ranking
from figures.texts.i18n import tr

HUMAN = "human"
#: Versions of the games held, shared by every match (a new match never reuses one).
_VERSIONS = itertools.count(1)
#: The threads writing ended games to the statistics (:meth:`Autosaved.note_the_end`), and
#: the locks of that list and of the writing (one write at a time).
_STATS_THREADS: list[threading.Thread] = []
_STATS_LOCK = threading.Lock()
_STATS_WRITING = threading.Lock()
#: Computer levels the set-up offers, strongest last, when the AI package has them.
LEVELS = ("easy", "medium", "hard")


def computer_kinds() -> list[str]:
    """The computer players this build has, in the order the set-up shows them."""
    known = [k for k in LEVELS if k in PLAYERS]
    return known + [k for k in PLAYERS if k not in known]


def default_computer() -> str:
    return "medium" if "medium" in PLAYERS else computer_kinds()[0]


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


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


class Autosaved:
    """A match of any family kept in its autosave: ``record()`` is what is written, after
    every action, by the autosave's writer thread (:class:`AutosaveWriter`).

    When the match ends (after the action that ended it, never when a finished game is
    opened or resumed), the game is recorded in the statistics kept beside the autosave
    (:mod:`figures.analysis.stats`), once, by a thread of its own (:func:`flush_autosaves` waits for
    it)."""

    autosave: Path | None
    #: Whether the game was over when last written (None: not written yet, the state it was
    #: made in: a game first seen over was finished before, and is not recorded again).
    over_seen: bool | None = None
    #: The id the game was recorded under in the statistics, when it was.
    stats_id: str | None = None
    #: Why the game could not be recorded in the statistics, when it could not.
    stats_error: str | None = None

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def record(self) -> dict[str, Any]:
        raise NotImplementedError

    def write_autosave(self) -> None:
        """Hand a snapshot of the record to the autosave's writer thread (the UI thread never
        waits for the disk); :meth:`flush_autosave` waits until it is on disk. A game that has
        just ended is recorded in the statistics."""
        if self.autosave is not None:
            AutosaveWriter.of(self.autosave).put(self.record())
        self.note_the_end()

    def note_the_end(self) -> None:
        """Record the game in the statistics of the autosave's folder when it has just ended
        (it was not over when last seen); the same match ended again after an undo takes
        the place of what it recorded. A failure there never reaches the game: it is kept in
        :attr:`stats_error`."""
        over = self.is_over
        before, self.over_seen = self.over_seen, over
        if not over or before is not False or self.autosave is None:
            return
        game = getattr(self, "game", None)  # (each family's match holds its engine's game)
        if not isinstance(game, Game | ClassicGame):
            return
        try:
            summary = stats.summarise(game)  # (here: nothing changes the game meanwhile)
        except FiguresError as exc:
            self.stats_error = str(exc)
            return
        replaces, self.stats_id, self.stats_error = self.stats_id, summary.id, None
        record = self.record()  # (its snapshot here: the game goes on changing)
        thread = threading.Thread(
            target=self._keep_stats,
            args=(self.autosave.parent, summary, replaces, record),
            name="figures-stats",
            daemon=True,
        )
        with _STATS_LOCK:
            _STATS_THREADS[:] = [t for t in _STATS_THREADS if t.is_alive()]
            _STATS_THREADS.append(thread)
        thread.start()

    def _keep_stats(
        self,
        folder: Path,
        summary: stats.GameSummary,
        replaces: str | None,
        record: dict[str, Any],
    ) -> None:
        """Off the UI thread (reading and writing the file takes a moment when it holds
        years of games), one window's writes one after the other; the game is kept in the
        saves folder's finished games too, for the replay list (never an error: the game
        and its statistics do not depend on it)."""
        with contextlib.suppress(FiguresError, OSError, TypeError, ValueError):
            storage.keep_finished(record, saves=folder / "saves", key=summary.id, replaces=replaces)
        with _STATS_WRITING:
            try:
                stats.keep(folder, summary, replaces)
            except (FiguresError, OSError) as exc:
                self.stats_error = str(exc)
                if self.stats_id == summary.id:
                    self.stats_id = None  # (not recorded: nothing of it to replace)

    def flush_autosave(self, timeout: float | None = 10.0) -> bool:
        """Wait until every snapshot handed over is written; False on timeout."""
        return self.autosave is None or AutosaveWriter.of(self.autosave).flush(timeout)

    @property
    def autosave_error(self) -> str | None:
        """Why the latest autosave could not be written, if it could not."""
        return None if self.autosave is None else AutosaveWriter.of(self.autosave).error


class Match(Autosaved):
    """One game in the front end."""

    def __init__(self, game: Game, *, autosave: Path | None = None) -> None:
        self.game = game
        self.autosave = autosave
        self.over_seen = game.is_over
        self.computers: dict[int, ComputerPlayer] = {}
        for seat, spec in enumerate(game.settings.players):
            if spec.kind != HUMAN:
                kind = spec.kind if spec.kind in PLAYERS else default_computer()
                self.computers[seat] = computer_player(kind, game.settings.seed * 31 + seat)
        #: ``(player, action)`` of the latest undo or redo, in the order they were taken.
        self.steps: list[tuple[int, Action]] = []
        self.steps_undone = True
        self.events: list[Event] = []
        self._rebuild_events()
        #: Changed on every change of the game (apply, undo, redo), so that views and caches
        #: know when to redraw; never the same number for two states, even across matches.
        self.version = next(_VERSIONS)
        #: The version last read from or written to a file the player chose (open, save):
        #: while the game is still at it, a copy of it is already on disk.
        self.stored_version: int | None = None

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

    def save(self, path: str | Path) -> None:
        save_game(self.game, path)
        self.stored_version = self.version

    @property
    def unchanged(self) -> bool:
        """Whether the game is as it was last opened from or saved to a file."""
        return self.stored_version == self.version

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def played(self) -> list[Action]:
        """Every action of the game so far, in order (none: nothing worth keeping)."""
        return list(self.game.actions)

    # ----------------------------------------------------------------- who is who

    @property
    def settings(self) -> Settings:
        return self.game.settings

    def names(self) -> list[str]:
        """The seats' names as shown: a default name in the window's language."""
        return [default_name(p.name) for p in self.settings.players]

    def is_human(self, seat: int) -> bool:
        return seat not in self.computers

    @property
    def human_count(self) -> int:
        return sum(1 for s in range(self.game.player_count) if self.is_human(s))

    @property
    def human_to_move(self) -> bool:
        return not self.game.is_over and self.is_human(self.game.current)

    @property
    def computer_to_move(self) -> bool:
        return not self.game.is_over and not self.is_human(self.game.current)

    def viewer(self) -> int | None:
        """Whose dominoes the screen may show: the player to move when human, else the only
        human; None when several humans share the screen and a computer is to move."""
        if self.human_to_move:
            return self.game.current
        humans = [s for s in range(self.game.player_count) if self.is_human(s)]
        return humans[0] if len(humans) == 1 else None

    # ----------------------------------------------------------------- playing

    def apply(self, action: Action) -> Event:
        """Play an action for the player to move (raises IllegalMoveError, changing nothing)."""
        self.game.apply(action)
        event = self._rebuild_events()
        self._changed()
        return event

    def can_undo(self) -> bool:
        """Whether undo is allowed: always when one human plays; with several humans at the
        screen only the moves of the current human's turn, never another human's turn."""
        game = self.game
        if not game.can_undo:
            return False
        if self.human_count < 2:
            return True
        return self.human_to_move and game.phase is Phase.SECOND

    def undo(self) -> list[Action]:
        """Take back the last action, and the computer's before it, until a human is to move
        (or the start of the game); one action at a time when only computers play. Returns
        what was undone, latest first. The engine replays the game once for all of them."""
        game = self.game
        played = len(game.actions)
        count = 1  # after taking back ``count`` actions, the player of the earliest is to move
        while (
            self.human_count and count < played and not self.is_human(game.actors[played - count])
        ):
            count += 1
        taken = [(p.seat, p.action) for p in game.history()[played - count :]][::-1]  # latest first
        game.undo(count)
        self.steps, self.steps_undone = taken, True
        self._rebuild_events()
        self._changed()
        return [action for _, action in taken]

    def redo(self) -> list[Action]:
        """Play again what undo took back, through the computer's replies."""
        game = self.game
        self.steps, self.steps_undone = [], False
        redone = [self._redo_one()]
        while self.human_count and game.can_redo and not self.is_human(game.current):
            redone.append(self._redo_one())
        self._rebuild_events()
        self._changed()
        return redone

    def _redo_one(self) -> Action:
        player = self.game.current
        action = self.game.redo()
        self.steps.append((player, action))
        return action

    def clear_redo(self) -> None:
        """Forget what was undone, so that the computer to move decides afresh."""
        self.game.clear_redo()
        self._changed()

    def _changed(self) -> None:
        self.version = next(_VERSIONS)
        self.write_autosave()

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
        scores = ", ".join(f"{n} {s}" for n, s in zip(self.names(), self.game.scores, strict=True))
        return tr("setup.resume.game", game=tr("game.title.colour"), scores=scores)


class AutosaveWriter:
    """Writes snapshots of a game's record to one file from a background thread, atomically
    (a crash leaves the previous snapshot whole), the newest first: a snapshot handed over
    while another is being written replaces any still waiting. One writer per file, so that
    two matches never race on the same autosave."""

    _writers: ClassVar[dict[Path, AutosaveWriter]] = {}
    _registry_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, path: Path) -> None:
        self.path = path
        self.error: str | None = None
        self._pending: dict[str, Any] | None = None
        self._busy = False
        self._running = False
        self._cond = threading.Condition()

    @classmethod
    def of(cls, path: Path) -> AutosaveWriter:
        key = Path(os.path.abspath(path))
        with cls._registry_lock:
            writer = cls._writers.get(key)
            if writer is None:
                writer = cls._writers[key] = cls(key)
            return writer

    def put(self, record: dict[str, Any]) -> None:
        with self._cond:
            self._pending = record
            if not self._running:  # a thread while there is something to write
                self._running = True
                threading.Thread(target=self._run, name="figures-autosave", daemon=True).start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._pending is None:  # all written: the thread ends
                    self._running = False
                    self._cond.notify_all()
                    return
                record, self._pending = self._pending, None
                self._busy = True
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                write_json_atomic(self.path, record)
                error = None
            except (FiguresError, OSError) as exc:
                error = str(exc)
            with self._cond:
                self.error = error
                self._busy = False
                self._cond.notify_all()


def flush_autosaves(timeout: float | None = 10.0) -> bool:
    """Wait until every autosave handed over is on disk (at exit, before reading one), and
    every game ended is in the statistics."""
    with AutosaveWriter._registry_lock:
        writers = list(AutosaveWriter._writers.values())
    saved = all(writer.flush(timeout) for writer in writers)
    with _STATS_LOCK:
        threads = list(_STATS_THREADS)
    for thread in threads:
        thread.join(timeout)
    return saved and not any(thread.is_alive() for thread in threads)


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
