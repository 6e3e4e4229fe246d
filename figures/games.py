"""Every game the app plays, by name: the one place the command line, the computer players
and the front end look a game up, instead of importing a family's engine themselves.

``colour`` is the colour-figure game (:mod:`figures.colour`); the classic presets (``block``,
``block-teams``, ``block-points``, ``draw``, ``draw-5``, ``all-fives``, ``mexican-train``,
``matador``) are the double-six family (:mod:`figures.classic`). What a game allows (how many
players, teams) is asked from its family's own rules, never written again here.

Game records of every family are read here too (:func:`load_record`, :func:`check_record`):
the file is read once, its ``format`` and ``version`` say which family re-plays it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from figures.classic import records as classic_records
from figures.classic.game import Game as ClassicGame
from figures.classic.game import SeededChance
from figures.classic.rules import PRESETS, TEAMS_OFFERED, Rules
from figures.colour import records as colour_records
from figures.colour.game import MAX_PLAYERS, MIN_PLAYERS, Game, Settings
from figures.core.errors import FiguresError, RecordError
from figures.core.files import read_json
from figures.core.protocol import GameState
from figures.core.records import record_kind
from figures.core.seats import PlayerSpec
from figures.core.text import shown
from figures.core.values import is_whole

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
    rules = info.rules(len(seats), **options)
    return ClassicGame(rules, SeededChance(seed), first, players=tuple(seats))


# ----------------------------------------------------------------------------- records


class UnknownRecordError(RecordError):
    """A file whose ``format`` and ``version`` are no game record this build reads."""


#: Each record format the app reads: the family that reads it and the versions it reads.
RECORD_FORMATS: dict[str, tuple[str, tuple[int, ...]]] = {
    colour_records.RECORD_FORMAT: (COLOUR, colour_records.READ_VERSIONS),
    classic_records.RECORD_FORMAT: (CLASSIC, (classic_records.RECORD_VERSION,)),
}


@dataclass(frozen=True, slots=True)
class Replayed:
    """A record re-played through its family's rules: the game reached, its players, every
    disagreement with the record's figures by place (``round 2, action 14: ...``), and notes
    worth saying about a record that agrees (a colour record whose draws do not come from
    its seed)."""

    family: str
    game: Game | ClassicGame
    players: tuple[PlayerSpec, ...]
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def record_family(data: Any, source: str = "record") -> str:
    """The family that reads a record (``colour`` or ``classic``), from its ``format`` and
    ``version``; an UnknownRecordError, one line, for anything else."""
    record_format, version = record_kind(data)
    entry = RECORD_FORMATS.get(record_format) if isinstance(record_format, str) else None
    if entry is not None and is_whole(version) and version in entry[1]:
        return entry[0]
    known = ", ".join(
        f"{name!r} version {' and '.join(map(str, versions))}"
        for name, (_, versions) in RECORD_FORMATS.items()
    )
    if not isinstance(data, dict):
        what = f"not a game record (a JSON {type(data).__name__})"
    elif "format" not in data:
        what = "no 'format' field"
    elif entry is not None:
        what = f"{shown(record_format)} version {shown(version)}"
    else:
        what = shown(record_format)
    raise UnknownRecordError(f"{source}: unknown record format: {what} (this build reads {known})")


def replay_record(data: Any, source: str = "record", *, check: bool = False) -> Replayed:
    """Re-play a record already read, through the rules of the family its ``format`` names.

    Without ``check``, the record is loaded to play on: a colour game's draws come from its
    seed, and any disagreement with the record raises a RecordError. With ``check`` the draws
    come from the record itself and every disagreement is listed in ``problems``. A record
    that cannot be played (an action the rules refuse, a malformed field) raises a
    RecordError naming the place either way."""
    if record_family(data, source) == COLOUR:
        if not check:
            game = colour_records.game_from_json(data, source)
            return Replayed(COLOUR, game, game.settings.players)
        record = colour_records.parse_record(data, source)
        game, problems = colour_records.replay_record(record, scripted=True)
        notes = []
        if not problems and not colour_records.follows_seed(record):
            notes.append(f"its draws do not come from seed {record.settings.seed} in this build")
        return Replayed(COLOUR, game, game.settings.players, problems, notes)
    if not check:
        classic, players = classic_records.game_from_json(data, source)
        return Replayed(CLASSIC, classic, tuple(players))
    classic, players, problems = classic_records.replay(data, source)
    return Replayed(CLASSIC, classic, tuple(players), problems)


def load_record(path: str | Path) -> Replayed:
    """The game a record file holds, of either family, re-played to play on or to show; a
    RecordError (one line, naming the place) for a file that is not a record this build
    reads or that disagrees with the rules."""
    return replay_record(read_json(path), str(path))


def check_record(path: str | Path) -> Replayed:
    """A record file of either family re-checked from the draws and deals it lists: every
    disagreement with the rules in ``problems``, by place."""
    return replay_record(read_json(path), str(path), check=True)
