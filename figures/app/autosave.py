"""A match of any family kept in its autosave: the writer thread that puts every snapshot on
disk (the newest first, atomically), and the game recorded in the statistics and the
finished games when it ends. No arcade here."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import Any, ClassVar

from figures.analysis import stats
from figures.app import storage
from figures.classic.game import Game as ClassicGame
from figures.colour.game import Game as ColourGame
from figures.core.errors import FiguresError
from figures.core.records import write_json_atomic

__all__ = ["AutosaveWriter", "Autosaved", "flush_autosaves"]

#: The threads writing ended games to the statistics (:meth:`Autosaved.note_the_end`), and
#: the locks of that list and of the writing (one write at a time).
_STATS_THREADS: list[threading.Thread] = []
_STATS_LOCK = threading.Lock()
_STATS_WRITING = threading.Lock()


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
        self.keep_the_end(self.autosave.parent)

    def keep_the_end(self, folder: Path) -> None:
        """Record the finished game in the statistics of ``folder`` and keep it among its
        finished games, by a thread of its own (an online game, which has no autosave, is
        recorded this way when its server sends the record)."""
        game = getattr(self, "game", None)  # (each family's match holds its engine's game)
        if not isinstance(game, ColourGame | ClassicGame):
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
            args=(folder, summary, replaces, record),
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
