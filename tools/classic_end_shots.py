"""Screenshots of the classic games' end screen: ``python -m tools.classic_end_shots OUT/``.

Games played to their end by computer players (seeded), their end screen
(:class:`~figures.ui.classic.end.ClassicEndView`) drawn at the window's usual and minimum
sizes, in English and French: ``end-<game>[-fr][-small].png``. Runs under Xvfb
(``xvfb-run -a``) or headless.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from figures.classic.settings import ClassicSettings
from figures.core.seats import PlayerSpec
from figures.ui.classic.match import ClassicMatch

NAMES = ("You", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
#: Long names, to see them cut or shrunk where they must be.
LONG = tuple(f"Computer {n + 1} (medium)" for n in range(8))
#: The games shot: (file name, preset, players, teams, names).
GAMES = (
    ("all-fives", "all-fives", 3, False, NAMES),
    ("block-teams", "block-teams", 4, True, NAMES),
    ("mexican-train", "mexican-train", 8, False, NAMES),
    ("draw", "draw", 4, False, NAMES),
    ("all-fives-teams-long", "all-fives", 4, True, LONG),
)


def finished(
    game: str,
    players: int,
    *,
    teams: bool = False,
    seed: int = 7,
    names: Sequence[str] = NAMES,
) -> ClassicMatch:
    """A game of ``game`` played to its end by computer players."""
    seats = tuple(PlayerSpec(names[s], "easy") for s in range(players))
    match = ClassicMatch.new(ClassicSettings(game, seats, seed=seed, teams=teams))
    while not match.is_over:
        if match.round_end is not None:
            match.next_round()
        match.apply(match.decision()(lambda _: None, lambda: False))
    return match


class ShotNavigator:
    """Enough of the window's navigation for the end screen to be drawn."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.classic_end_shots")
    parser.add_argument("folder", help="where to write the PNG files")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from figures.texts.i18n import set_language
    from figures.ui.classic.end import ClassicEndView
    from figures.ui.shell.app import FiguresWindow
    from figures.ui.theme import SIZES

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow(SIZES.window, visible=False)
    nav = ShotNavigator(window)
    for name, game, players, teams, names in GAMES:
        match = finished(game, players, teams=teams, names=names)
        for language in ("en", "fr"):
            set_language(language)
            for size in (SIZES.window, SIZES.minimum):
                window.set_size(*size)
                window.on_resize(*size)
                view = ClassicEndView(nav, match)
                window.show_view(view)
                view.on_draw()
                path = folder / (
                    f"end-{name}{'-fr' if language == 'fr' else ''}"
                    f"{'-small' if size == SIZES.minimum else ''}.png"
                )
                arcade.get_image(0, 0, *size).convert("RGB").save(path)
                print(f"wrote {path}")
    set_language("en")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
