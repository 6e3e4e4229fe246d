"""Reading JSON with one-line errors, and writing files so that a crash or a full disk never
leaves a half-written one."""

from __future__ import annotations

import json
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Literal

from figures.core.errors import FileWriteError, RecordError


@contextmanager
def atomic_writer(path: str | Path, mode: Literal["w", "wb"] = "w") -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path``; when the block ends without error, flush it to
    disk and rename it over ``path``. On error the old file is left as it was, and an
    operating-system error becomes a one-line FileWriteError."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        permissions = target.stat().st_mode & 0o777 if target.exists() else 0o644
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise FileWriteError(f"cannot write {path}: {exc.strerror}") from None
    try:
        os.chmod(temporary, permissions)
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except OSError as exc:
        Path(temporary).unlink(missing_ok=True)
        raise FileWriteError(f"cannot write {path}: {exc.strerror or exc}") from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


#: The largest file :func:`read_json` reads: far above any real record (a whole four-player
#: game is about 100 KB) or scenario, far below what would take the reader seconds and
#: hundreds of megabytes to parse and check.
MAX_FILE_SIZE = 10_000_000


def _size(count: int) -> str:
    return f"{count // 1_000_000} MB" if count % 1_000_000 == 0 else f"{count} bytes"


def _too_large(name: str, limit: int) -> RecordError:
    return RecordError(f"{name} is larger than {_size(limit)}: not a Figures file")


def _read_file(path: str | Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of a file. Only regular files and pipes are read: a
    device (``/dev/zero``, a terminal) or a socket is refused before reading. A named pipe
    is opened without waiting for a writer (with none, it reads as empty)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{path} is a folder, not a file") from None
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    chunks: list[bytes] = []
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise RecordError(f"{path} is a folder, not a file")
        if stat.S_ISFIFO(info.st_mode):
            os.set_blocking(fd, True)  # a pipe: wait for what its writer sends
        elif not stat.S_ISREG(info.st_mode):
            raise RecordError(f"{path} is not a regular file (a device or a socket)")
        elif info.st_size > limit:
            raise _too_large(str(path), limit)
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def _read_stdin(limit: int) -> bytes:
    """At most ``limit + 1`` bytes of standard input."""
    if sys.stdin is None:
        raise RecordError("there is no standard input to read")
    binary = getattr(sys.stdin, "buffer", None)
    if binary is not None:
        data: bytes = binary.read(limit + 1)
        return data
    return sys.stdin.read(limit + 1).encode("utf-8", "surrogatepass")


def read_json(
    path: str | Path,
    limit: int = MAX_FILE_SIZE,
    *,
    digits: int | None = None,
    unread: bool = False,
) -> Any:
    """JSON from a file (or standard input for ``-``), with one-line errors. Reads at most
    ``limit`` bytes: a larger file, or one that never ends (``/dev/zero``, a pipe fed
    forever), is refused, and so is a device, before anything is read. Its numbers are
    bounded as it is parsed (:func:`parse_json`), to ``digits`` digits where a reader
    knows its file holds fewer than :data:`MAX_NUMBER_DIGITS`; with ``unread``, a number
    out of bounds is an :class:`Unread` in its place."""
    if str(path) == "-":
        name = "standard input"
        raw = _read_stdin(limit)
    else:
        name = str(path)
        raw = _read_file(path, limit)
    if len(raw) > limit:
        raise _too_large(name, limit)
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is fine
    except UnicodeDecodeError:
        raise RecordError(f"{name} is not UTF-8 text") from None
    return parse_json(text, name, digits, unread=unread)


#: The most digits a number in a file may have, and the magnitude it stays below: far above
#: any score, count or seed a game writes (a seed is below 2**63, 19 digits), far below what
#: turns into an overflow when a reader makes a float of it (1e309) or takes seconds to read
#: (Python refuses an integer of more than 4,300 digits, and reads one in quadratic time).
MAX_NUMBER_DIGITS = 30
MAX_NUMBER = 10**MAX_NUMBER_DIGITS
#: The longest text of a number with a fraction or an exponent ("-0.30000000000000004e-12").
_MAX_FLOAT_TEXT = 40


class _Unbounded(ValueError):
    """A number :func:`parse_json` does not read (its words say why)."""


class Unread:
    """A number :func:`parse_json` does not read, in its place when it is asked to go on
    (``unread``): a reader that keeps what it can use drops the entry that holds it. Its
    text says why ("a number of 4300 digits (at most 30)")."""

    __slots__ = ("words",)

    def __init__(self, words: str) -> None:
        self.words = words

    def __str__(self) -> str:
        return self.words

    __repr__ = __str__


def _number_hooks(digits: int, unread: bool = False) -> dict[str, Any]:
    """``json.loads`` hooks that refuse, as each number is read, an integer of more than
    ``digits`` digits, a number whose magnitude reaches ``10**digits`` or written with more
    than :data:`_MAX_FLOAT_TEXT` characters, and NaN or Infinity (with ``unread``, put an
    :class:`Unread` in its place)."""
    largest = 10**digits

    def refused(words: str) -> Unread:
        if unread:
            return Unread(words)
        raise _Unbounded(words)

    def whole(text: str) -> int | Unread:
        length = len(text.lstrip("-"))
        if length > digits:
            return refused(f"a number of {length} digits (at most {digits})")
        return int(text)

    def decimal(text: str) -> float | Unread:
        if len(text) > _MAX_FLOAT_TEXT:
            return refused(
                f"a number written with {len(text)} characters (at most {_MAX_FLOAT_TEXT})"
            )
        value = float(text)
        if not -largest < value < largest:
            return refused(f"the number {text} (at most {digits} digits)")
        return value

    def constant(text: str) -> Unread:
        return refused(f"{text}, which is not a number")

    return {"parse_int": whole, "parse_float": decimal, "parse_constant": constant}


_BOUNDED = _number_hooks(MAX_NUMBER_DIGITS)


def parse_json(text: str, name: str, digits: int | None = None, *, unread: bool = False) -> Any:
    """The JSON document ``text`` (read from ``name``, for the messages), every number in it
    bounded: the one JSON reader of every file of the project (records, scenarios, tile sets,
    the set-up, the statistics, the score sheets, the finished games: through
    :func:`read_json`). An integer of more than :data:`MAX_NUMBER_DIGITS` digits, a number
    whose magnitude reaches :data:`MAX_NUMBER` (``1e400``) and ``NaN`` or ``Infinity`` (which
    JSON does not have, but Python writes and reads) are refused with a one-line RecordError,
    as invalid JSON is: no reader has to fear an overflow or a float that is not finite. A
    reader whose numbers are smaller gives its own ``digits`` (the score sheet's 15). With
    ``unread``, such a number is an :class:`Unread` in its place, for a reader that keeps
    the entries it can use (the statistics)."""
    if not text.strip():
        raise RecordError(f"{name} is empty")
    try:
        top = MAX_NUMBER_DIGITS if digits is None else min(digits, MAX_NUMBER_DIGITS)
        hooks = _BOUNDED if digits is None and not unread else _number_hooks(top, unread)
        return json.loads(text, **hooks)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"{name} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except _Unbounded as exc:
        raise RecordError(f"{name} holds {exc}: not a Figures file") from None
    except (ValueError, RecursionError) as exc:  # absurd nesting
        raise RecordError(f"{name} is not usable JSON: {str(exc)[:80]}") from None


#: How much of a value :func:`json_shown` quotes: a rule's whole reason ("colour mismatch at
#: cell -12,40 side N: yellow against blue") and a short list of scores fit.
JSON_SHOWN_LENGTH = 100


def json_shown(value: Any, limit: int = JSON_SHOWN_LENGTH) -> str:
    """``value`` as JSON for a message (written as the file writes it: ``true``, ``null``,
    ``"text"``), shortened to about ``limit`` characters with "..." like
    :func:`~figures.core.text.shown`: a 10 MB string in a file must not become a 10 MB
    line. ``json.dumps`` escapes control characters and lone surrogates."""
    if isinstance(value, str) and len(value) > limit:
        return json.dumps(value[: max(1, limit - 3)]) + "..."
    text = json.dumps(value)
    return text if len(text) <= limit else text[: max(1, limit - 3)] + "..."


#: How old a temporary file of :func:`atomic_writer` must be before it is taken for the
#: remains of a killed program: a write takes milliseconds, so ten minutes never catches a
#: write still under way in another window.
STALE_AFTER = 600.0


def remove_stale_temporaries(
    folder: str | Path, targets: str, older_than: float = STALE_AFTER
) -> list[Path]:
    """Delete the temporary files :func:`atomic_writer` left in ``folder`` when the program
    was killed in the middle of a write of a file whose name matches the regular expression
    ``targets`` (``.autosave.json.k3j_x9q2.tmp`` for ``autosave[.]json``): only names of that
    form, only regular files, only those untouched for ``older_than`` seconds, so that
    another program's files, even in a folder the user named, are never touched. Returns
    what was removed; a file that cannot be removed is left (never an error)."""
    pattern = re.compile(rf"^\.(?:{targets})\.[a-z0-9_]{{8}}\.tmp$")
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not pattern.match(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
