"""Reading JSON with one-line errors, and writing files so that a crash or a full disk never
leaves a half-written one."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Literal

from figures.engine.errors import FileWriteError, RecordError


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


def read_json(path: str | Path) -> Any:
    """JSON from a file (or standard input for ``-``), with one-line errors."""
    if str(path) == "-":
        binary = getattr(sys.stdin, "buffer", None)
        raw = binary.read() if binary is not None else sys.stdin.read().encode("utf-8")
        name = "standard input"
    else:
        try:
            raw = Path(path).read_bytes()
        except FileNotFoundError:
            raise RecordError(f"{path}: no such file") from None
        except IsADirectoryError:
            raise RecordError(f"{path} is a folder, not a file") from None
        except OSError as exc:
            raise RecordError(f"cannot read {path}: {exc.strerror}") from None
        name = str(path)
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is fine
    except UnicodeDecodeError:
        raise RecordError(f"{name} is not UTF-8 text") from None
    if not text.strip():
        raise RecordError(f"{name} is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"{name} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except (ValueError, RecursionError) as exc:  # absurd nesting or numbers
        raise RecordError(f"{name} is not usable JSON: {str(exc)[:80]}") from None
