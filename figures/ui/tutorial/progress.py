"""Which guided first game a game has (the colour game's or the classic family's) and whether
the player has been through it (finished or skipped: remembered in the options). The guide's
screens read it, and :mod:`figures.ui.tutorial` gives it to the shell and the set-up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from figures.app.options import Options

COLOUR: Final = "colour"
CLASSIC: Final = "classic"


def family(game: str) -> str:
    """The guide of ``game``: ``colour`` for the colour game, ``classic`` for a classic one
    (a family's name or a game's, as the set-up names it)."""
    if game in (COLOUR, CLASSIC):
        return game
    from figures.games import GAMES

    entry = GAMES.get(game)
    return CLASSIC if entry is not None and entry.family == CLASSIC else COLOUR


def seen(options: Options, game: str = COLOUR) -> bool:
    """Whether the player finished or skipped ``game``'s guide (the set-up offers it until
    then)."""
    if family(game) == CLASSIC:
        return options.classic_guide_seen
    return options.guide_seen


def mark_seen(options: Options, game: str = COLOUR) -> None:
    """Remember that the player finished or skipped ``game``'s guide."""
    if family(game) == CLASSIC:
        options.classic_guide_seen = True
    else:
        options.guide_seen = True
