"""A game as the desktop holds it, whatever its family: the engine's game, who is human and
the computer players, undo back to a human's decision and redo through the computers'
replies, the version that tells the screens when to redraw, the file last saved or opened,
and the autosave after every change (:class:`~figures.app.autosave.Autosaved`).

Each family's match in the desktop (the colour game's ``Match``, the classic games'
``ClassicMatch``) is a :class:`BaseMatch` and supplies only what differs: its computer
players, how its engine takes back and plays again, what a turn is, its record, its names and
summary. Every rule goes through the engine: this module only decides
*which* engine calls to make. No arcade here.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from figures.app.autosave import Autosaved
from figures.core.errors import NothingToUndoError
from figures.core.match import Played
from figures.core.records import write_json_atomic
from figures.core.seats import HUMAN, PlayerSpec
from figures.texts.names import Shown

__all__ = ["BaseMatch", "EngineGame", "random_seed"]

#: What undo and redo hand back, one per action (each family's own: an action, a log entry).
StepT = TypeVar("StepT")
#: Versions of the games held, shared by every match of every family (a new match never
#: reuses one).
_VERSIONS = itertools.count(1)


def random_seed() -> int:
    """A new deal's number, for a game that does not ask for one."""
    return random.SystemRandom().randrange(1, 1_000_000)


class EngineGame(Protocol):
    """What the shared logic reads of a family's engine game."""

    @property
    def is_over(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def history(self) -> Sequence[Played]: ...


class BaseMatch(Autosaved, Generic[StepT]):
    """One game in the front end, of any family: what every family's match shares.

    Undo takes back the last action and the computers' before it, until a human is to move
    (one action at a time when only computers play); with several humans at the screen, only
    the action of the human now to move in the turn still going on, never another human's.
    Redo plays again what undo took back, through the computers' replies until a human is to
    move. Every change gives the match a new :attr:`version` and writes the autosave."""

    game: EngineGame
    #: The computer players, by seat (the seats not ``human``).
    computers: dict[int, Any]
    #: When no human has acted yet, whether undo takes the game back to its start (True), or
    #: there is nothing to undo (False).
    undo_to_start: ClassVar[bool] = False

    def __init__(self, game: EngineGame, *, autosave: Path | None = None) -> None:
        self.game = game
        self.autosave = autosave
        self.over_seen = game.is_over  # (a game made finished is not recorded as just ended)
        self.computers = {
            seat: self._computer(seat, spec.kind)
            for seat, spec in enumerate(self.players)
            if spec.kind != HUMAN
        }
        #: Changed on every change of the game (apply, undo, redo), so that views and caches
        #: know when to redraw; never the same number for two states, even across matches.
        self.version = next(_VERSIONS)
        #: The version last read from or written to a file the player chose (open, save):
        #: while the game is still at it, a copy of it is already on disk.
        self.stored_version: int | None = None

    # ----------------------------------------------------------------- what a family supplies

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats, in order."""
        raise NotImplementedError

    @property
    def turn(self) -> int:
        """The seat to move."""
        raise NotImplementedError

    def _computer(self, seat: int, kind: str) -> Any:
        """The computer player of ``seat``, of level ``kind``."""
        raise NotImplementedError

    def _same_turn(self, latest: Played) -> bool:
        """Whether ``latest``, the last action played, belongs to the turn still going on."""
        raise NotImplementedError

    def _take_back(self, count: int) -> list[StepT]:
        """Take back the last ``count`` actions through the engine and note what was taken;
        returns it in the family's order."""
        raise NotImplementedError

    def _redo_one(self) -> StepT:
        """Play again the last action undone through the engine."""
        raise NotImplementedError

    def _replayed(self, done: list[StepT]) -> None:
        """Note what a redo played again, oldest first."""
        raise NotImplementedError

    def names(self) -> list[Shown]:
        """The seats' names as the screen shows them, in the current language, each knowing
        who it is (:func:`figures.texts.names.shown`)."""
        raise NotImplementedError

    def played(self) -> Sequence[object]:
        """Every action of the game so far, in order (none: nothing worth keeping)."""
        raise NotImplementedError

    def summary(self) -> str:
        """The game in a few words, for the set-up's offer to resume it."""
        raise NotImplementedError

    # ----------------------------------------------------------------- who is who

    def is_human(self, seat: int) -> bool:
        return seat not in self.computers

    @property
    def humans(self) -> list[int]:
        return [s for s in range(len(self.players)) if self.is_human(s)]

    @property
    def human_count(self) -> int:
        return len(self.humans)

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def waiting_summary(self) -> bool:
        """Play waits for the player to read something first (a round's end); never in a
        family without one."""
        return False

    @property
    def human_to_move(self) -> bool:
        return not self.is_over and not self.waiting_summary and self.is_human(self.turn)

    @property
    def computer_to_move(self) -> bool:
        return not self.is_over and not self.waiting_summary and not self.is_human(self.turn)

    def viewer(self) -> int | None:
        """Whose tiles the screen may show: the human on turn, else the only human; None when
        several humans share the screen and none is on turn."""
        if not self.is_over and self.is_human(self.turn):
            return self.turn
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    # ----------------------------------------------------------------- undo and redo

    def _undo_count(self) -> int:
        """How many actions undo takes back (0: nothing may be undone)."""
        history = self.game.history()
        if not history:
            return 0
        if not self.human_count:
            return 1
        count = next(
            (n for n, step in enumerate(reversed(history), 1) if self.is_human(step.seat)), 0
        )
        if not count:  # no human has acted yet
            return len(history) if self.undo_to_start else 0
        if self.human_count >= 2:  # only the human to move's own action in this turn
            latest = history[-1]
            mine = count == 1 and self.human_to_move and latest.seat == self.turn
            if not (mine and self._same_turn(latest)):
                return 0
        return count

    def can_undo(self) -> bool:
        return self._undo_count() > 0

    def can_redo(self) -> bool:
        return self.game.can_redo

    def undo(self) -> list[StepT]:
        """Take back the last action, and the computers' before it, until a human is to move
        (a NothingToUndoError when :meth:`can_undo` says no)."""
        count = self._undo_count()
        if not count:
            raise NothingToUndoError("nothing to undo")
        taken = self._take_back(count)
        self._changed()
        return taken

    def redo(self) -> list[StepT]:
        """Play again what undo took back: one action, then the computers' after it, until a
        human is to move (or play waits: a round's end); oldest first."""
        if not self.can_redo():
            raise NothingToUndoError("nothing to redo")
        done = [self._redo_one()]
        while self.human_count and self.can_redo() and self.computer_to_move:
            done.append(self._redo_one())
        self._replayed(done)
        self._changed()
        return done

    def _changed(self, save: bool = True) -> None:
        self.version = next(_VERSIONS)
        if save:
            self.write_autosave()

    # ----------------------------------------------------------------- files

    def save(self, path: str | Path) -> None:
        """Write the game's record atomically (a temporary file renamed over ``path``)."""
        write_json_atomic(path, self.record())
        self.stored_version = self.version

    @property
    def unchanged(self) -> bool:
        """Whether the game is as it was last opened from or saved to a file."""
        return self.stored_version == self.version
