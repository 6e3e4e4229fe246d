"""Writing files so that a crash or a full disk never leaves a half-written one."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Literal

from figures.engine.errors import FileWriteError


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
