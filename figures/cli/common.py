"""What every command of ``figures`` shares: the usage error, the exit codes, plurals, the one
formatter of a colour score breakdown, and printing text that came from outside."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from figures.colour.errors import FiguresError
from figures.core.text import printable, shown

EXIT_MISMATCH = 1
EXIT_BAD_INPUT = 2
#: The engine's models disagree (``--models both``): a fault of the program, not of the file.
EXIT_ENGINE_FAULT = 3
#: figures simulate stopped by SIGTERM: 128 + 15, what a shell reports for a process the
#: signal ended (as 130 for Ctrl+C, see main).
EXIT_TERMINATED = 128 + 15
#: How much of a scenario's description ``figures check`` shows (the longest in
#: tests/scenarios is 173 characters).
DESCRIPTION_SHOWN = 300


#: The most games one command plays (``figures simulate``, ``figures balance``): each game's
#: result is kept for the summary, and the games of a million would take hours and
#: gigabytes (``--games 10**8`` ran out of memory at 3.8 GB). Several runs with other seeds
#: play more.
MAX_GAMES = 100_000
#: The most digits a whole number of the command line has (a seed: 19).
MAX_DIGITS = 30


class UsageError(FiguresError):
    """A command-line value the command cannot use."""


def whole_number(text: str) -> int:
    """A whole number as an option takes it (argparse's ``type``): ASCII digits, perhaps a
    sign, at most :data:`MAX_DIGITS` of them. ``int`` also reads "²", "٣" and "３" (digits
    of other scripts), which the program would then play and show as 3: refused, as any
    other text, with argparse's one line."""
    import argparse

    digits = text.strip().removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= MAX_DIGITS):
        raise argparse.ArgumentTypeError(f"invalid int value: {shown(text)}")
    return int(text.strip())


def games_count(text: str) -> int:
    """``--games``: a whole number of at most :data:`MAX_GAMES` (the command says the
    least)."""
    import argparse

    count = whole_number(text)
    if count > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} games a run, not {count}")
    return count


def plural(count: float, word: str, many: str | None = None) -> str:
    """``plural(1, "edge")`` -> "1 edge"; ``plural(2, "edge")`` -> "2 edges"."""
    return f"{count:g} {word if count == 1 else (many or word + 's')}"


def breakdown(edges: int, bonus: int, closed: Sequence[int], *, every_part: bool = False) -> str:
    """A colour placement's score in its parts, the one text of it: "3 edges + 1 bonus +
    closed [6]", the closed surfaces named only when there are some; with ``every_part`` (the
    verdict lines of ``figures score``, docs/notation.md) every part is named, none or not:
    "3 edges + 1 bonus + closed surfaces [none]"."""
    parts = f"{plural(edges, 'edge')} + {bonus} bonus"
    if every_part:
        return f"{parts} + closed surfaces [{', '.join(map(str, closed)) or 'none'}]"
    return parts + (f" + closed {list(closed)}" if closed else "")


def print_rows(rows: Sequence[tuple[str, str, str]]) -> None:
    """Rows of (file, status, detail) in aligned columns. A file's name and text are printed
    escaped (printable): neither can move the cursor, retitle the terminal or fail to
    encode."""
    shown_rows = [(printable(path), status, printable(detail)) for path, status, detail in rows]
    width = max((len(r[0]) for r in shown_rows), default=4)
    for path, status, detail in shown_rows:
        print(f"{path:<{width}}  {status:<5}  {detail}".rstrip())


def print_error(exc: FiguresError) -> None:
    """An error's one line on standard error. It may quote a file's name or text: printed
    escaped, it stays one line and cannot act on the terminal."""
    print(f"figures: error: {printable(str(exc))}", file=sys.stderr)
