"""Every game the app plays, by name: the one place the command line, the computer players
and the front end look a game up, instead of importing a family's engine themselves.

``colour`` is the colour-figure game (:mod:`figures.colour`); the classic presets (``block``,
``block-teams``, ``block-points``, ``draw``, ``draw-5``, ``all-fives``, ``mexican-train``,
``matador``) are the double-six family (:mod:`figures.classic`). What a game allows (how many
players, teams) is asked from its family's own rules, never written again here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from figures.classic.game import Game as ClassicGame
from figures.classic.game import SeededChance
from figures.classic.rules import PRESETS, TEAMS_OFFERED, Rules
from figures.colour.game import MAX_PLAYERS, MIN_PLAYERS, Game, Settings
from figures.core.errors import FiguresError
from figures.core.protocol import GameState
from figures.core.seats import PlayerSpec
from figures.core.text import shown

COLOUR = "colour"
CLASSIC = "classic"


class UnknownGameError(FiguresError, ValueError):
    """A game name the app does not know."""


@dataclass(frozen=True, slots=True)
class GameInfo:
    name: str
    #: ``colour`` or ``classic``: which engine plays it.
    family: str
    title: str
    #: The player counts the game allows, smallest first.
    players: tuple[int, ...]
    #: Whether four players may play as two teams of partners.
    teams: bool

    def rules(self, players: int | None = None, **overrides: object) -> Rules:
        """A classic game's rules for ``players`` seats (a RulesError when not allowed)."""
        if self.family != CLASSIC:
            raise UnknownGameError(f"{self.name} has no classic rules")
        return Rules.preset(self.name, players, **overrides)


_TITLES = {
    COLOUR: "Colour figures",
    "block": "Block game",
    "block-teams": "Block game in teams",
    "block-points": "Block game to 100 points",
    "draw": "Draw game",
    "draw-5": "Draw game with five tiles and crossroads",
    "all-fives": "All Fives",
    "mexican-train": "Mexican Train",
    "matador": "Matador",
}


def _classic(name: str, rules: Rules) -> GameInfo:
    counts = tuple(sorted(dict(rules.hand)))
    return GameInfo(name, CLASSIC, _TITLES[name], counts, rules.teams or name in TEAMS_OFFERED)


GAMES: dict[str, GameInfo] = {
    COLOUR: GameInfo(
        COLOUR, COLOUR, _TITLES[COLOUR], tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), False
    ),
    **{name: _classic(name, rules) for name, rules in PRESETS.items()},
}


def lookup(name: object) -> GameInfo:
    """The game called ``name``; an UnknownGameError (one line, naming the known games)."""
    if isinstance(name, str) and name in GAMES:
        return GAMES[name]
    raise UnknownGameError(f"unknown game {shown(name)} (known: {', '.join(GAMES)})")


def new_game(
    name: str,
    seats: Sequence[PlayerSpec],
    seed: int = 0,
    first: int = 0,
    **options: object,
) -> GameState:
    """A new game of ``name`` for ``seats``, dealt from ``seed``, ``first`` to start; the
    game's own options (the colour game's ``target``, a classic preset's switches such as
    ``teams``) are validated by the game itself."""
    info = lookup(name)
    if info.family == COLOUR:
        target = options.pop("target", 120)
        if options:
            raise UnknownGameError(f"the colour game has no option {shown(next(iter(options)))}")
        # (Settings refuses a target that is not a whole number, with its own message)
        return Game(Settings(tuple(seats), cast(int, target), seed, first))
    return ClassicGame(info.rules(len(seats), **options), SeededChance(seed), first)
