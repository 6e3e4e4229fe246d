"""The ``figures`` command: check rules from scenario files, simulate and replay games.

One module per command (:mod:`~figures.cli.score` for ``score`` and ``check``,
:mod:`~figures.cli.simulate`, :mod:`~figures.cli.replay`, :mod:`~figures.cli.tiles`,
:mod:`~figures.cli.bench`, :mod:`~figures.cli.play`, :mod:`~figures.cli.sheet`,
:mod:`~figures.cli.balance`), each adding to the parser with ``add_parsers``; what they share is in
:mod:`~figures.cli.common`. Every :class:`~figures.colour.errors.FiguresError` a command raises
becomes one line on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from figures.cli import balance, bench, online, play, replay, score, sheet, simulate, tiles
from figures.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_MISMATCH,
    EXIT_TERMINATED,
    UsageError,
    plural,
    print_error,
)
from figures.cli.play import MIN_WINDOW
from figures.colour.errors import FiguresError
from figures.core.text import printable

#: The commands in the order ``figures --help`` lists them.
COMMANDS = (score, simulate, balance, replay, sheet, tiles, bench, play, online)


class _Parser(argparse.ArgumentParser):
    """Usage mistakes get one line, like every other error, and a pointer to --help."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="figures", description="Figures: the colour-figure game and the classic domino family."
    )
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )
    for command in COMMANDS:
        command.add_parsers(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
        sys.stdout.flush()  # (what is still buffered fails here, not at exit)
    except FiguresError as exc:
        print_error(exc)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("figures: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (figures replay ... | head)
        _drop_output()
        return 141
    except OSError as exc:  # standard output on a full disk (> /dev/full), a dead terminal
        reason = exc.strerror or str(exc)
        if _output_fails() or exc.errno == errno.ENOSPC:
            _drop_output()
            print(f"figures: error: cannot write the output: {reason}", file=sys.stderr)
        else:  # (an error of the system that no command turned into words of its own)
            where = "" if exc.filename is None else f"{printable(str(exc.filename))}: "
            print(f"figures: error: {where}{reason}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return code


def _output_fails() -> bool:
    """Whether standard output refuses what is still to be written to it."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        return True
    return False


def _drop_output() -> None:
    """Standard output that cannot be written to any more goes to the null device, so that
    what is left in its buffer is not written (and refused) again as the program ends."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_MISMATCH",
    "EXIT_TERMINATED",
    "MIN_WINDOW",
    "UsageError",
    "build_parser",
    "main",
    "plural",
]
