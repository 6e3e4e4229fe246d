"""Every game the app plays, by name: the one place the command line, the computer players
and the front end look a game up, instead of importing a family's engine themselves.

``colour`` is the colour-figure game (:mod:`figures.colour`); the classic presets (``block``,
``block-teams``, ``block-points``, ``draw``, ``draw-5``, ``all-fives``, ``mexican-train``,
``matador``) are the double-six family (:mod:`figures.classic`). What a game allows (how many
players, teams) is asked from its family's own rules, never written again here.

Game records of every family are read here too (:func:`load_record`, :func:`check_record`):
the file is read once, its ``format`` and ``version`` say which family re-plays it. A record
of an online game carries the deal's commitment (:mod:`figures.core.fairness`), and
:func:`check_fairness` proves its deals follow from the seed the commitment opens to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, cast

from figures.classic import records as classic_records
from figures.classic.game import Deal, SeededChance
from figures.classic.game import Game as ClassicGame
from figures.classic.rules import PRESETS, TEAMS_OFFERED, Rules
from figures.colour import records as colour_records
from figures.colour.game import MAX_PLAYERS, MIN_PLAYERS, Game, Settings
from figures.colour.house import NAMES as HOUSE_NAMES
from figures.colour.house import HouseRules, parse_house_rules
from figures.core.errors import FiguresError, RecordError, SettingsError
from figures.core.fairness import FIELD as FAIRNESS_FIELD
from figures.core.fairness import Fairness, verify
from figures.core.files import read_json
from figures.core.protocol import GameState
from figures.core.records import at, first_of, place, record_kind
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
    game's own options (the colour game's ``target`` and ``rules``, its house rules as its
    records write them; a classic preset's switches such as ``teams``) are validated by the
    game itself."""
    info = lookup(name)
    if info.family == COLOUR:
        target = options.pop("target", 120)
        house = colour_house(options.pop("rules", {}))
        if options:
            raise UnknownGameError(f"the colour game has no option {shown(next(iter(options)))}")
        # (Settings refuses a target that is not a whole number, with its own message)
        return Game(Settings(tuple(seats), cast(int, target), seed, first, house))
    rules = info.rules(len(seats), **options)
    return ClassicGame(rules, SeededChance(seed), first, players=tuple(seats))


def colour_house(data: object) -> HouseRules:
    """The colour game's house rules from its ``rules`` option: an object of any of the rules'
    names (:data:`figures.colour.house.NAMES`) with their values as records write them; a
    SettingsError, one line, for anything else."""
    if not isinstance(data, dict):
        raise SettingsError(
            f"the house rules are an object of rules, not {shown(data)}", "rules", reason="type"
        )
    unknown = [key for key in data if key not in HOUSE_NAMES]
    if unknown:
        raise SettingsError(
            f"unknown house rule {shown(unknown[0])} (the house rules: {', '.join(HOUSE_NAMES)})",
            "rules",
            reason="unknown",
            value=unknown[0],
        )
    return parse_house_rules(data)


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


def check_fairness(data: Any, source: str = "record") -> list[str] | None:
    """Whether a record's deals are the ones its ``fairness`` field commits to: None for a
    record without the field (every record but an online game's), else every problem ([]
    when there is none): the commitment is not the hash of the seed and salt revealed, the
    record's own seed (a colour record's) is not the one revealed, or the draws and deals it
    lists are not the ones the revealed seed gives (a classic record's deals and lots, round
    by round; a colour record's every draw). A record that cannot be read or played raises a
    RecordError, one line naming the place, as :func:`replay_record` does."""
    if not isinstance(data, dict) or FAIRNESS_FIELD not in data:
        return None
    family = record_family(data, source)
    fairness = Fairness.from_json(data[FAIRNESS_FIELD], source)
    problems = verify(fairness)
    seed = fairness.seed
    if family == COLOUR:
        record = colour_records.parse_record(data, source)
        if record.settings.seed != seed:
            problems.append(
                f"the record's seed {record.settings.seed} is not the seed revealed, {seed}"
            )
            record = replace(record, settings=replace(record.settings, seed=seed))
        try:
            _, differences = colour_records.replay_record(record, scripted=False)
        except RecordError as exc:
            differences = [str(exc).removeprefix(f"{source}: ")]
        if differences:
            problems.append(
                f"the draws the record lists are not the ones seed {seed} gives (dealt from "
                f"it, {first_of(differences)})"
            )
        return problems
    game, _, _ = classic_records.replay(data, source)
    problems.extend(_classic_deal_problems(game, seed))
    return problems


def _classic_deal_problems(game: ClassicGame, seed: int) -> list[str]:
    """Every round of a classic game whose deals (the redeals, then the deal played) or
    whose lot is not what ``seed`` gives: the first difference of each such round."""
    rules = game.rules
    chance = SeededChance(seed)
    problems = []
    for entry in game.rounds:
        number = entry.number
        deals = [*entry.redeals, entry.deal]
        for attempt, deal in enumerate(deals):
            expected = chance.deal(rules, number, attempt)
            if deal != expected:
                which = "the deal" if attempt == len(deals) - 1 else f"redeal {attempt + 1}"
                problems.append(
                    at(
                        place(number),
                        f"{which} is not the one seed {seed} gives ({_differs(deal, expected)})",
                    )
                )
                break
        else:
            if entry.lead.how == "lot":
                drawn = chance.lot(rules, number)
                if entry.lead.seat != drawn:
                    problems.append(
                        at(
                            place(number),
                            f"the lot drew player {entry.lead.seat + 1} to lead, "
                            f"seed {seed} draws player {drawn + 1}",
                        )
                    )
    return problems


def _differs(deal: Deal, expected: Deal) -> str:
    """Where a deal first differs from the one expected, for a message: ``player 2's hand
    differs`` or ``the stock differs``."""
    for seat, (hand, wanted) in enumerate(zip(deal.hands, expected.hands, strict=True)):
        if hand != wanted:
            return f"player {seat + 1}'s hand differs"
    return "the stock differs"
