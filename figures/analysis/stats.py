"""Statistics across games, per player name: every finished game summarised when it ends (its
game, date, players, scores and winners, and for each human their best placement or round,
largest closed surface and rounds), and the figures of a name from them (games, wins, win
rate, wins against each computer level, average score, best placement, largest surface,
streaks, each game's own).

The games are kept in ``stats.json`` in the data folder, written atomically (a write that
fails leaves the file as it was); a file that cannot be read is renamed aside
(``stats.bad-<time>.json``) and a new one started, never an error for the player; a file
of which some games cannot be used (a score of 4,300 digits, a name of megabytes) is kept
as it was under that name, and the others are kept. A game is recorded once: its id is the
hash of its record, the same file for the same game.

No arcade and no UI here: the data folder is given by the caller.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import shutil
import stat
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from figures.classic import records as classic_records
from figures.classic.game import Game as ClassicGame
from figures.colour import records as colour_records
from figures.colour.game import Game as ColourGame
from figures.core.errors import FiguresError, RecordError, SettingsError
from figures.core.files import Unread, json_shown, read_json
from figures.core.records import write_json_atomic
from figures.core.seats import HUMAN, MAX_KIND_LENGTH
from figures.core.text import check_name
from figures.games import CLASSIC, COLOUR, GAMES
from figures.texts import names

STATS_FILE = "stats.json"
STATS_FORMAT = "figures-stats"
STATS_VERSION = 1
#: The computer levels the figures count wins against, weakest first.
LEVELS = ("easy", "medium", "hard")
#: How many games the file keeps, the oldest dropped first (a few years of play).
MAX_GAMES = 5000
#: What a game kept in the file may hold, and no more (a file that holds more is not one
#: the game wrote: it is set aside): the most seats of any game, a score or a count below
#: :data:`MOST`, texts (its id, game and date) of at most :data:`MOST_TEXT` characters, and
#: names as a seat's (:func:`~figures.core.text.check_name`).
MOST_SEATS = max(info.players[-1] for info in GAMES.values())
MOST = 10**9
MOST_TEXT = 64


def name_key(name: str) -> str:
    """A player's name as the statistics count it: a default name as its role's token, in
    whichever language an older file wrote it ("Vous", "You" and ``@you`` are one player;
    "Ordinateur 2" and ``@computer:2`` too: :func:`figures.texts.names.key`), a typed name
    trimmed."""
    return names.key(name)


def level_of(kind: str) -> str:
    """A computer's level from its kind (``hard:samples=32`` is ``hard``)."""
    return kind.split(":", 1)[0]


def _number(value: Any) -> float:
    number = float(value)
    return int(number) if number.is_integer() else round(number, 2)


# ----------------------------------------------------------------------------- one game


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A seat of a finished game: who sat there, their side's score and whether they won;
    for a human, their best placement (colour: its points; classic: their side's best round,
    the lowest with penalty scoring), largest closed surface (colour), turns (colour) or
    rounds played (classic) and rounds won (classic)."""

    name: str
    kind: str
    score: float
    won: bool
    side: int
    best: float | None = None
    largest: int | None = None
    rounds: int = 0
    rounds_won: int | None = None

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind,
            "score": self.score,
            "won": self.won,
            "side": self.side,
            "rounds": self.rounds,
        }
        for key in ("best", "largest", "rounds_won"):
            if getattr(self, key) is not None:
                data[key] = getattr(self, key)
        return data

    @classmethod
    def from_json(cls, data: Any) -> SeatSummary:
        if not isinstance(data, dict):
            raise RecordError("a player is not an object")
        name, kind = data.get("name"), data.get("kind")
        if not isinstance(name, str) or not isinstance(kind, str):
            raise RecordError("a player has no name or kind")
        try:  # (a name of megabytes would freeze the page that lists them)
            check_name(name)
            check_name(kind, "a player's kind", MAX_KIND_LENGTH)
        except SettingsError as exc:  # (said without a long name's start: the page shows it)
            words = str(exc).split(": ", 1)[0] if exc.reason == "long" else str(exc)
            raise RecordError(words) from None
        won = data.get("won")
        if not isinstance(won, bool):
            raise RecordError("a player's win is not true or false")
        best, largest, rounds_won = data.get("best"), data.get("largest"), data.get("rounds_won")
        return cls(
            name,
            kind,
            _checked_number(data.get("score")),
            won,
            _checked_int(data.get("side", 0)),
            None if best is None else _checked_number(best),
            None if largest is None else _checked_int(largest),
            _checked_int(data.get("rounds", 0)),
            None if rounds_won is None else _checked_int(rounds_won),
        )


def _checked_number(value: Any) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not -MOST < value < MOST  # (NaN and infinities too; no int turned into a float)
    ):
        raise RecordError(f"not a score: {_shown(value)}")
    return _number(value)


def _checked_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MOST:
        raise RecordError(f"not a count: {_shown(value)}")
    return value


def _shown(value: Any) -> str:
    """A value of the file for a message: a number too long to read in words."""
    return str(value) if isinstance(value, Unread) else json_shown(value, 40)


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A finished game as the statistics keep it."""

    id: str
    family: str
    game: str
    date: str
    rounds: int
    seats: tuple[SeatSummary, ...]
    #: Whether the lowest score is the best (a classic game's penalty scoring).
    lowest_wins: bool = False

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, s in enumerate(self.seats) if s.won)

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(s.score for s in self.seats)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "family": self.family,
            "game": self.game,
            "date": self.date,
            "rounds": self.rounds,
            "players": [s.to_json() for s in self.seats],
        }
        if self.lowest_wins:
            data["lowest_wins"] = True
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameSummary:
        if not isinstance(data, dict):
            raise RecordError("a game is not an object")
        texts = [data.get(k) for k in ("id", "family", "game", "date")]
        if not all(isinstance(t, str) and 0 < len(t) <= MOST_TEXT for t in texts):
            raise RecordError(
                f"a game has no id, family, game or date of at most {MOST_TEXT} characters"
            )
        players = data.get("players")
        if not isinstance(players, list) or not 0 < len(players) <= MOST_SEATS:
            raise RecordError(f"a game has no players, or more than {MOST_SEATS}")
        return cls(
            str(texts[0]),
            str(texts[1]),
            str(texts[2]),
            str(texts[3]),
            _checked_int(data.get("rounds", 0)),
            tuple(SeatSummary.from_json(p) for p in players),
            data.get("lowest_wins") is True,
        )


def game_id(record: dict[str, Any]) -> str:
    """A finished game's id: the hash of its record (the same game, the same id)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def summarise(game: ColourGame | ClassicGame, *, date: str | None = None) -> GameSummary:
    """A finished game of either family, summarised from the game itself (a FiguresError
    when it is not finished)."""
    if not game.is_over or game.outcome is None:
        raise FiguresError("the game is not finished")
    date = date or now()
    if isinstance(game, ColourGame):
        return _colour(game, date)
    return _classic(game, date)


def _colour(game: ColourGame, date: str) -> GameSummary:
    outcome = game.outcome
    assert outcome is not None
    count = game.player_count
    best: list[float | None] = [None] * count
    largest = [0] * count
    turns = [0] * count
    for turn in game.turns:
        turns[turn.player] += 1
        for placement in turn.placements:
            points = placement.score.points
            current = best[turn.player]
            best[turn.player] = points if current is None else max(current, points)
            for size in placement.score.closed_surfaces:
                largest[turn.player] = max(largest[turn.player], size)
    seats = []
    for seat, spec in enumerate(game.settings.players):
        human = spec.kind == HUMAN
        seats.append(
            SeatSummary(
                name_key(spec.name),
                spec.kind,
                _number(outcome.scores[seat]),
                seat in outcome.winners,
                seat,
                (best[seat] or 0) if human else None,
                largest[seat] if human else None,
                turns[seat],
            )
        )
    record = colour_records.game_to_json(game)
    return GameSummary(game_id(record), COLOUR, COLOUR, date, 1, tuple(seats))


def _classic(game: ClassicGame, date: str) -> GameSummary:
    outcome = game.outcome
    assert outcome is not None
    rules = game.rules
    lowest = rules.scoring == "penalty"
    sides = rules.sides
    gains: list[list[float]] = [[] for _ in range(sides)]
    rounds_won = [0] * sides
    before = [0.0] * sides
    played = 0
    for entry in game.rounds:
        result = entry.result
        if result is None:
            continue
        played += 1
        for side in range(sides):
            after = float(result.scores[side])
            gains[side].append(after - before[side])
            before[side] = after
        if result.winner is not None:
            rounds_won[result.winner] += 1
    seats = []
    for seat, spec in enumerate(game.players):
        side = rules.side_of(seat)
        human = spec.kind == HUMAN
        best = (min if lowest else max)(gains[side]) if gains[side] else 0.0
        seats.append(
            SeatSummary(
                name_key(spec.name),
                spec.kind,
                _number(outcome.scores[side]),
                side in outcome.winners,
                side,
                _number(best) if human else None,
                None,
                played,
                rounds_won[side] if human else None,
            )
        )
    record = classic_records.game_to_json(game)
    return GameSummary(
        game_id(record), CLASSIC, rules.preset_name, date, played, tuple(seats), lowest
    )


# ----------------------------------------------------------------------------- the figures


@dataclass(slots=True)
class Tally:
    """Games and wins, and the scores of those games."""

    games: int = 0
    wins: int = 0
    total: float = 0.0
    best: float | None = None

    @property
    def rate(self) -> float:
        """Wins over games, from 0 to 1 (0 with no game)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class Played:
    """One game of a player's, for the chart: its game, date, score, and whether they won."""

    game: str
    date: str
    score: float
    won: bool


@dataclass(slots=True)
class Figures:
    """A player name's figures over every game recorded with that name."""

    name: str
    #: Whether the name played as a human at least once.
    human: bool = False
    all: Tally = field(default_factory=Tally)
    #: Wins and games against each computer level among the opponents.
    levels: dict[str, Tally] = field(default_factory=dict)
    #: Each game's own (``colour``, ``all-fives``...), with its best placement or round.
    games: dict[str, Tally] = field(default_factory=dict)
    best_placement: float | None = None
    largest_surface: int | None = None
    streak: int = 0
    longest_streak: int = 0
    #: Every game, oldest first.
    played: list[Played] = field(default_factory=list)

    @property
    def wins(self) -> int:
        return self.all.wins

    @property
    def count(self) -> int:
        return self.all.games

    @property
    def win_rate(self) -> float:
        return self.all.rate

    @property
    def average(self) -> float:
        """The average score over every game, whatever the game (the games score on scales
        of their own: :meth:`average_of` is each game's)."""
        return self.all.average

    @property
    def main_game(self) -> str | None:
        """The game played most (of two as often, the one played last), or None."""
        if not self.games:
            return None
        last = {p.game: n for n, p in enumerate(self.played)}
        return max(self.games, key=lambda g: (self.games[g].games, last.get(g, -1)))

    def average_of(self, game: str) -> float:
        """The average score over the games of ``game`` alone (0 with none)."""
        return self.games.get(game, Tally()).average

    def level(self, level: str) -> Tally:
        return self.levels.get(level, Tally())


def figures_of(name: str, games: Iterable[GameSummary]) -> Figures:
    """The figures of player ``name`` over ``games`` (oldest first)."""
    key = name_key(name)
    out = Figures(key)
    for summary in games:
        seat = next((s for s in summary.seats if name_key(s.name) == key), None)
        if seat is None:
            continue
        out.human = out.human or seat.human
        _count(out.all, seat, summary)
        _count(out.games.setdefault(summary.game, Tally()), seat, summary)
        opponents = {level_of(s.kind) for s in summary.seats if s.side != seat.side and not s.human}
        for level in opponents:
            _count(out.levels.setdefault(level, Tally()), seat, summary)
        if seat.largest is not None:
            out.largest_surface = max(out.largest_surface or 0, seat.largest)
        if summary.family == COLOUR and seat.best is not None:
            out.best_placement = max(out.best_placement or 0, seat.best)
        out.streak = out.streak + 1 if seat.won else 0
        out.longest_streak = max(out.longest_streak, out.streak)
        out.played.append(Played(summary.game, summary.date, seat.score, seat.won))
    return out


def _count(tally: Tally, seat: SeatSummary, summary: GameSummary) -> None:
    tally.games += 1
    tally.wins += seat.won
    tally.total += seat.score
    if seat.best is not None:
        better = min if summary.lowest_wins else max
        tally.best = seat.best if tally.best is None else better(tally.best, seat.best)


# ----------------------------------------------------------------------------- the store


class Stats:
    """The finished games recorded in a data folder, oldest first."""

    def __init__(self, games: Sequence[GameSummary] = ()) -> None:
        self.games: list[GameSummary] = list(games)
        #: The name a damaged file was renamed to when this was loaded, if it was.
        self.set_aside: Path | None = None
        #: False when a damaged file could not be renamed aside: nothing may overwrite it.
        self.writable = True
        #: The games of the file left out because they could not be used, and why the
        #: file, or the first of them, could not be (for the page to say), and what kept
        #: the file from being set aside.
        self.dropped = 0
        self.problem = ""
        self.error = ""

    def __contains__(self, game: str) -> bool:
        return any(g.id == game for g in self.games)

    def add(self, summary: GameSummary, replaces: str | None = None) -> bool:
        """Record ``summary`` once (False when a game with its id is recorded already);
        ``replaces``: the id of a game it takes the place of (the same match finished again
        after an undo), forgotten."""
        if replaces is not None and replaces != summary.id:
            self.games = [g for g in self.games if g.id != replaces]
        if summary.id in self:
            return False
        self.games.append(summary)
        del self.games[:-MAX_GAMES]
        return True

    def names(self) -> list[str]:
        """Every name seen (as :func:`name_key` counts it: a file of older versions holds
        "You", a newer one ``@you``), those who played as humans first, then the computers'
        names, each group by the most games."""
        counts: dict[str, list[int]] = {}
        for summary in self.games:
            for seat in summary.seats:
                entry = counts.setdefault(name_key(seat.name), [0, 0])
                entry[0] += seat.human
                entry[1] += 1
        return sorted(counts, key=lambda n: (counts[n][0] == 0, -counts[n][1], n.casefold()))

    def figures(self, name: str) -> Figures:
        return figures_of(name, self.games)

    # ----------------------------------------------------------------- files

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "games": [g.to_json() for g in self.games],
        }

    @classmethod
    def from_json(cls, data: Any) -> Stats:
        """The statistics of a file's JSON; a RecordError when they are not. A game that
        cannot be used is left out, counted in :attr:`dropped` (the first one's reason in
        :attr:`problem`); the others are kept."""
        if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
            raise RecordError("not a statistics file")
        if data.get("version") != STATS_VERSION:
            raise RecordError(f"statistics version {data.get('version')!r} is not read here")
        games = data.get("games")
        if not isinstance(games, list):
            raise RecordError("the statistics have no list of games")
        kept: dict[str, GameSummary] = {}  # (each game once, as add keeps it: by its id)
        dropped, problem = 0, ""
        for entry in games:
            try:
                summary = GameSummary.from_json(entry)
            except RecordError as exc:
                dropped += 1
                problem = problem or str(exc)
                continue
            kept.setdefault(summary.id, summary)
        stats = cls(list(kept.values())[-MAX_GAMES:])
        stats.dropped, stats.problem = dropped, problem
        return stats

    @classmethod
    def load(cls, folder: Path) -> Stats:
        """The statistics kept in ``folder`` (none yet: empty); never an error. A file that
        cannot be read is renamed aside and empty statistics started; one of which some
        games cannot be used is kept as it was under that name (:func:`_keep_copy`) and
        written again with the others (:attr:`dropped` says how many were left out)."""
        path = Path(folder) / STATS_FILE
        if not path.exists():
            return cls()
        try:
            stats = cls.from_json(read_json(path, unread=True))
        except (FiguresError, OSError, ValueError) as exc:
            stats = cls()
            stats.problem = str(exc).removeprefix(f"{path}: ").removeprefix(f"{path} ")
            try:
                stats.set_aside = _set_aside(path)
            except OSError as error:
                stats.writable = False  # (never written over)
                stats.error = error.strerror or str(error)
            return stats
        if stats.dropped:
            try:
                stats.set_aside = _keep_copy(path)
            except OSError as error:
                stats.writable = False  # (not written over while it is the only copy)
                stats.error = error.strerror or str(error)
                return stats
            with contextlib.suppress(OSError, FiguresError):  # (else the file is as it was,
                write_json_atomic(path, stats.to_json())  # its copy kept: a save writes it)
        return stats

    def save(self, folder: Path) -> None:
        """Write the statistics to ``folder`` atomically: a write that fails (an OSError or a
        FiguresError) leaves the file as it was."""
        if not self.writable:
            raise OSError(f"{Path(folder) / STATS_FILE} cannot be read nor set aside")
        Path(folder).mkdir(parents=True, exist_ok=True)
        write_json_atomic(Path(folder) / STATS_FILE, self.to_json())


def _set_aside(path: Path) -> Path:
    """Rename a damaged file to ``stats.bad-<time>.json`` (``-2``... when taken); an OSError
    for anything but a regular file (a folder or a device at that name is never moved)."""
    aside = _aside_name(path)
    path.rename(aside)
    return aside


def _keep_copy(path: Path) -> Path:
    """Copy a file some of whose games cannot be used to ``stats.bad-<time>.json``, whole
    (an OSError, and no copy left, when it cannot be made)."""
    aside = _aside_name(path)
    with path.open("rb") as source, aside.open("xb") as copy:
        try:
            shutil.copyfileobj(source, copy)
            copy.flush()
            os.fsync(copy.fileno())
        except OSError:
            aside.unlink(missing_ok=True)  # (made here: no half copy is left)
            raise
    return aside


def _aside_name(path: Path) -> Path:
    """A free name beside ``path`` for it as it was: ``stats.bad-<time>.json`` (``-2``...
    when taken); an OSError for anything but a regular file (a folder or a device at that
    name is never moved)."""
    mode = path.lstat().st_mode
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    stem = f"{path.stem}.bad-{time.strftime('%Y%m%d-%H%M%S')}"
    aside = path.with_name(f"{stem}{path.suffix}")
    number = 2
    while aside.exists():
        aside = path.with_name(f"{stem}-{number}{path.suffix}")
        number += 1
    return aside


def record(
    folder: Path,
    game: ColourGame | ClassicGame,
    *,
    replaces: str | None = None,
    date: str | None = None,
) -> str:
    """Record finished ``game`` in the statistics kept in ``folder`` (read again first, so
    that two windows do not lose each other's games): the id it is kept under (when it was
    recorded already, nothing is written). A write that fails raises an OSError or a
    FiguresError and leaves the file as it was."""
    summary = summarise(game, date=date)
    keep(folder, summary, replaces)
    return summary.id


def keep(folder: Path, summary: GameSummary, replaces: str | None = None) -> None:
    """Record a game already summarised (:func:`record` without reading the game: the
    front end summarises on its thread and writes on another)."""
    stats = Stats.load(folder)
    if stats.add(summary, replaces) or replaces not in (None, summary.id):
        stats.save(folder)


def load(folder: Path) -> Stats:
    return Stats.load(folder)
