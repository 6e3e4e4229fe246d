"""What the two searches for a guided game share (:mod:`tools.find_colour_deal`,
:mod:`tools.find_classic_deal`): the seeded tries, and writing what was found as
a module of data beside them."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def search(attempt: Callable[[random.Random], T | None], seed: int, tries: int) -> T:
    """The first of ``tries`` seeded ``attempt`` s that finds a game."""
    rng = random.Random(seed)
    for _ in range(tries):
        found = attempt(rng)
        if found is not None:
            return found
    raise SystemExit("no scripted game found")


def header(doc: str) -> list[str]:
    """The start of a script's module, in lines: its docstring ``doc``, then its
    imports."""
    return [
        f'"""{doc}"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Final",
        "",
    ]


def write(name: str, lines: list[str]) -> int:
    """``lines`` written as the module ``name`` of the guided games' package
    (``figures/ui/tutorial``); says where."""
    out = Path(__file__).resolve().parents[1] / "figures" / "ui" / "tutorial" / name
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {out}\n")
    return 0
