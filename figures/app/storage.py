"""Where the desktop game keeps its files, and what keeps them safe between two windows.

- The data folder (``$FIGURES_DATA_DIR``, else the system's own data folder for the user, from
  ``platformdirs``) holds the autosave, the remembered set-up and the ``saves`` folder.
- A window plays in an autosave *slot* it holds a lock on: ``autosave.json`` for the first
  window, ``autosave-2.json`` and on for more windows on the same folder, so that a second
  window never writes over the game of the first (:func:`claim_autosave`). The lock is an
  advisory ``flock`` on a file beside the slot: the operating system lets it go when its
  owner ends, however it ends, so a slot is taken over only when its owner is gone.
- A file that cannot be read is renamed aside, never overwritten (:func:`set_aside`).
- Every game played to its end is kept in the ``finished`` folder of the saves folder
  (:func:`keep_finished`, the newest :data:`KEEP_FINISHED`), so that it can be replayed after
  the autosave has moved on to the next game; :func:`replayable_games` lists the games the
  replay list offers: the saved ones, the finished ones and the finished games still in an
  autosave slot.

No arcade here.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

try:  # POSIX; elsewhere (Windows) a second window is not detected: every slot is free
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

from platformdirs import PlatformDirs

from figures.core.errors import FiguresError
from figures.core.files import read_json, remove_stale_temporaries
from figures.core.records import write_json_atomic

#: The name of the data folder, in the system's folder for the data of applications.
APP_NAME = "figures"

#: How many windows may play on one data folder at once, each in its own autosave slot.
MAX_SLOTS = 9


def data_dir() -> Path:
    """Where autosave and saved games live: ``$FIGURES_DATA_DIR``, else the user's data folder
    of the system (``platformdirs``): ``$XDG_DATA_HOME/figures`` or ``~/.local/share/figures``
    on Linux, ``~/Library/Application Support/figures`` on macOS, ``%LOCALAPPDATA%\\figures``
    on Windows. The folder earlier versions used on every system (:func:`legacy_data_dir`, the
    same one on Linux) is kept while it holds the data and the system's folder does not exist
    yet, so that no one loses their games on upgrading."""
    configured = os.environ.get("FIGURES_DATA_DIR")
    if configured:
        return Path(configured)
    folder = PlatformDirs(APP_NAME, appauthor=False).user_data_path
    if not folder.exists():
        legacy = legacy_data_dir()
        if legacy.is_dir():
            return legacy
    return folder


def legacy_data_dir() -> Path:
    """The data folder of the versions before ``platformdirs``, on every system: the XDG data
    folder (``$XDG_DATA_HOME``, else ``~/.local/share``), with ``figures`` in it."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_NAME


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


#: The folder of the saves folder where the games played to their end are kept, and how many
#: of them (the newest; older ones are removed as new ones come).
FINISHED = "finished"
KEEP_FINISHED = 50
#: The largest file read to tell whether an autosave holds a finished game.
_MOST_BYTES = 2_000_000


def finished_dir(saves: Path | None = None) -> Path:
    """Where the games played to their end are kept: ``saves/finished``."""
    return (saves_dir() if saves is None else saves) / FINISHED


def game_key(record: dict[str, Any]) -> str:
    """A short key of a game's record (the same record, the same key): the first characters
    of its hash, as :func:`figures.analysis.stats.game_id` makes it (so that the statistics' id can
    be
    given instead)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def keep_finished(
    record: dict[str, Any],
    *,
    saves: Path | None = None,
    key: str | None = None,
    replaces: str | None = None,
    keep: int = KEEP_FINISHED,
    when: float | None = None,
) -> Path:
    """Keep the record of a game just played to its end in :func:`finished_dir`, written
    atomically (a temporary file renamed: a crash leaves no half file) as
    ``finished-<date>-<time>-<key>.json``; returns its path. ``key`` names the game (the
    statistics' id; else :func:`game_key` of the record): a game kept under it already is not
    written twice, and ``replaces`` (the key of the same match finished before an undo) is
    removed. Only the newest ``keep`` finished games are kept. Raises OSError or FiguresError
    when it cannot be written (the caller says it, or lets it be: nothing else depends on it).
    Call it off the UI thread (it writes a file of about 100 KB)."""
    folder = finished_dir(saves)
    key = (key or game_key(record))[:12]
    folder.mkdir(parents=True, exist_ok=True)
    if replaces:
        for old in folder.glob(f"finished-*-{replaces[:12]}.json"):
            old.unlink(missing_ok=True)
    same = sorted(folder.glob(f"finished-*-{key}.json"))
    if same:
        return same[0]
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    target = folder / f"finished-{stamp}-{key}.json"
    write_json_atomic(target, record)
    prune_finished(folder, keep)
    return target


def prune_finished(folder: Path, keep: int = KEEP_FINISHED) -> list[Path]:
    """Remove all but the newest ``keep`` finished games of ``folder`` (by the time in their
    names, then their dates on disk); returns what was removed."""
    try:
        kept = sorted(
            (p for p in folder.glob("finished-*.json") if p.is_file()),
            key=lambda p: (p.name[9:24], p.stat().st_mtime),
            reverse=True,
        )
    except OSError:
        return []
    removed = []
    for old in kept[max(0, keep) :]:
        with contextlib.suppress(OSError):
            old.unlink()
            removed.append(old)
    return removed


def is_finished_record(path: Path) -> bool:
    """Whether ``path`` holds a game record played to its end (its ``final`` field); False
    for anything that cannot be read."""
    try:
        data = read_json(path, _MOST_BYTES)
    except (FiguresError, OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and isinstance(data.get("final"), dict)


def replayable_games(saves: Path | None = None, *, autosaves: bool = True) -> list[Path]:
    """The games the replay list offers, newest first: the files of the saves folder, the
    finished games of :func:`finished_dir`, and (with ``autosaves``) the finished games still
    in an autosave slot of the data folder (the saves folder's parent) that are not kept
    among the finished ones already. Only the names and dates are read, but for the few
    autosave slots (whether their game is finished). Never raises: a folder that cannot be
    read gives nothing."""
    saves = saves_dir() if saves is None else saves
    found: list[Path] = []
    for folder in (saves, finished_dir(saves)):
        with contextlib.suppress(OSError):
            found.extend(p for p in folder.glob("*.json") if p.is_file())
    if autosaves:
        kept_keys = {p.stem.rsplit("-", 1)[-1] for p in found if p.name.startswith("finished-")}
        first = saves.parent / "autosave.json"
        for number in range(1, MAX_SLOTS + 1):
            slot = slot_path(first, number)
            if not slot.is_file() or not is_finished_record(slot):
                continue
            try:
                key = game_key(read_json(slot, _MOST_BYTES))[:12]
            except (FiguresError, OSError, ValueError, RecursionError):
                continue
            if key not in kept_keys:
                found.append(slot)

    def newest(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=newest, reverse=True)


def set_aside(path: Path) -> Path:
    """Rename a file that cannot be read to ``<name>.bad-<time><suffix>`` beside it, so that
    nothing overwrites it; returns the new path. Raises OSError when it cannot be renamed, and
    for anything but a regular file or a link (a device or a pipe at that name is never
    moved: renaming ``/dev/null`` would break the whole system)."""
    mode = path.lstat().st_mode
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    aside = unused_name(
        path.parent, f"{path.stem}.bad-{time.strftime('%Y%m%d-%H%M%S')}", path.suffix
    )
    path.rename(aside)
    return aside


def unused_name(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """``folder/stem.json``, or ``stem-2.json``... when that is taken."""
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def remove_leftovers(autosave: Path) -> list[Path]:
    """The temporary files a killed window left beside the autosave (of the autosaves, the
    score sheets kept beside them and the remembered set-up) and in the saves folder (of any
    game or sheet saved there, or a sheet exported as CSV) and in its folder of finished
    games: old ones only, see
    :func:`remove_stale_temporaries`."""
    sheet = sheet_path(autosave)
    ours = (
        rf"({re.escape(autosave.stem)}(-\d+)?{re.escape(autosave.suffix)}"
        rf"|{re.escape(sheet.stem)}(-\d+)?{re.escape(sheet.suffix)}|settings\.json)"
    )
    return [
        *remove_stale_temporaries(autosave.parent, ours),
        *remove_stale_temporaries(autosave.parent / "saves", r".+\.(json|csv)"),
        *remove_stale_temporaries(autosave.parent / "saves" / FINISHED, r"finished-.+\.json"),
    ]


# --------------------------------------------------------------------------- autosave slots


def slot_path(autosave: Path, number: int) -> Path:
    """Slot 1 is ``autosave.json`` itself; slot 2 ``autosave-2.json``, and so on."""
    if number == 1:
        return autosave
    return autosave.with_name(f"{autosave.stem}-{number}{autosave.suffix}")


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


class SlotLock:
    """An exclusive lock on one autosave slot, held while a window plays in it."""

    def __init__(self, path: Path, handle: IO[str]) -> None:
        self.path = path
        self._handle: IO[str] | None = handle

    @classmethod
    def take(cls, path: Path) -> SlotLock | None:
        """The lock of the slot ``path``, or None when another process holds it. Raises
        OSError when the lock file cannot be made (a read-only folder)."""
        lock = _lock_path(path)
        lock.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock, "a+", encoding="utf-8")  # noqa: SIM115 (held while playing)
        if fcntl is None:  # pragma: no cover - no locks on this system: every slot is free
            return cls(path, handle)
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return None
        # Who holds it, for the message of another window (the lock itself is the flock).
        with contextlib.suppress(OSError):
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n")
            handle.flush()
        return cls(path, handle)

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                self._handle.close()  # closing lets the flock go
            self._handle = None


def holder(path: Path) -> int | None:
    """The process that last took the lock of slot ``path``, when it says."""
    try:
        return int(_lock_path(path).read_text("utf-8").split()[0])
    except (OSError, ValueError, IndexError):
        return None


@dataclass
class Claim:
    """The autosave slot a window plays in."""

    #: None when every slot is held by another window: this one plays without an autosave.
    path: Path | None
    lock: SlotLock | None
    #: The slot's number: 1 for ``autosave.json``; more when other windows hold the first.
    number: int
    #: The process holding slot 1, when this window had to take another.
    busy_with: int | None = None

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()


def claim_autosave(autosave: Path) -> Claim:
    """The first free autosave slot, locked for this window. A folder where no lock can be
    made (read-only, full) gives slot 1 unlocked: the game still plays, as it did before
    there were locks, and writing the autosave reports its own error. Once another window is
    known to hold slot 1, a slot whose lock cannot be made is never used unlocked: this
    window then plays without an autosave rather than beside the other's game."""
    first_holder: int | None = None
    for number in range(1, MAX_SLOTS + 1):
        path = slot_path(autosave, number)
        try:
            lock = SlotLock.take(path)
        except OSError:
            if number == 1:
                return Claim(autosave, None, 1)
            break
        if lock is not None:
            return Claim(path, lock, number, first_holder if number > 1 else None)
        if number == 1:
            first_holder = holder(path) or 0
    return Claim(None, None, 0, first_holder)  # never write over another window's game


def orphaned_slots(autosave: Path) -> list[SlotLock]:
    """The locks of the autosaves of other slots than the first that no window holds any
    more (their window was closed or killed): their games (and score sheets) are to be kept,
    then the locks released."""
    found = []
    for number in range(2, MAX_SLOTS + 1):
        path = slot_path(autosave, number)
        if not path.exists() and not sheet_path(path).exists():  # (nothing kept there)
            continue
        try:
            lock = SlotLock.take(path)
        except OSError:
            continue
        if lock is not None:  # (None: its window still plays)
            found.append(lock)
    return found


def sheet_path(autosave: Path) -> Path:
    """The score sheet kept beside the autosave slot ``autosave``: ``sheet.json`` beside
    ``autosave.json``, ``sheet-2.json`` beside ``autosave-2.json``... (a second window keeps
    its own sheet, as it keeps its own game)."""
    name = autosave.name
    stem = name.replace("autosave", "sheet", 1) if "autosave" in name else f"sheet-{name}"
    return autosave.with_name(stem)
