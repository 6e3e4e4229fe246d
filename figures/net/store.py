"""Where the server keeps its tables, behind one interface (:class:`TableStore`) with two
stores: one SQLite file in the server's data folder (:class:`SQLiteStore`, the default) and
Redis, shared by the members of a fleet (:class:`figures.net.store_redis.RedisStore`).
Either writes each change in one transaction before the change is told to anyone.

What is kept is what rebuilds a table after a crash (``kill -9``) or a restart: how it was
opened, its seats (a token's hash, never the token), each game's seed and salt, and the log
of accepted changes (``move`` with its notation, ``takeback``), which :func:`rebuild` replays
through the engine's own ``apply`` and ``undo``.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from figures.core.errors import FiguresError
from figures.net.table import Seat, Spec, Table, token_hash

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, spec TEXT NOT NULL, host INTEGER NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
    level TEXT NOT NULL, token TEXT, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS games (
    code TEXT NOT NULL, number INTEGER NOT NULL, seed INTEGER NOT NULL, salt TEXT NOT NULL,
    version INTEGER NOT NULL, PRIMARY KEY (code, number));
CREATE TABLE IF NOT EXISTS log (
    code TEXT NOT NULL, number INTEGER NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL,
    kind TEXT NOT NULL, action TEXT NOT NULL, version INTEGER NOT NULL,
    PRIMARY KEY (code, number, n));
"""
STORE_FILE = "tables.sqlite3"


def holds_seat(folder: Path, token: str) -> bool:
    """Whether the store in ``folder`` (if there is one) holds a seat of ``token``: read
    without writing anything, and no store made where there is none."""
    path = folder / STORE_FILE
    if not path.is_file():
        return False
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            row = db.execute("SELECT 1 FROM seats WHERE token = ?", (token_hash(token),))
            return row.fetchone() is not None
    except sqlite3.Error:
        return False


class StoreError(FiguresError, OSError):
    """The server's store cannot be opened, read or written."""


class TableStore(Protocol):
    """What the server asks of a store. Every writing method is one transaction, done (or a
    :class:`StoreError`) before it returns; the server tells nobody of a change before."""

    def opened(self, table: Table) -> None:
        """A new table, with its seats."""

    def seated(self, table: Table) -> None:
        """The seats changed (a person sat down or left, the computer took the seats still
        open), and with them perhaps the host."""

    def started(self, table: Table) -> None:
        """A game was dealt (the first or a rematch): its number, seed, salt and version."""

    def logged(self, table: Table, seat: int, kind: str, action: str) -> None:
        """One accepted change of the game in play: ``move`` (its notation) or ``takeback``."""

    def closed(self, code: str) -> None:
        """The table is over for good."""

    def load(self) -> list[Table]:
        """Every table not closed, each at its last accepted change."""

    def load_table(self, code: str) -> Table | None:
        """One table at its last accepted change (None: no such table, or closed)."""

    def code_of(self, token: str) -> str | None:
        """The table whose seat ``token`` holds, if any (the seat itself the table checks)."""

    def waiting(self) -> list[Table]:
        """The public tables not started, for the lobby (those with a free seat are listed)."""

    def close(self) -> None:
        """Let the store go (the writes are already kept)."""


def rebuild(
    code: str,
    spec: Spec,
    host: int,
    seats: Iterable[tuple[str, str, str, str | None]],
    game: tuple[int, int, str, int] | None,
    log: Iterable[tuple[int, str, str, int]],
) -> Table:
    """A table made again from what a store kept: its seats (name, kind, level, token
    hash), its last game (number, seed, salt, version at the deal) and that game's log
    (seat, kind, action, version after it), replayed through the engine."""
    table = Table(code, spec, [Seat(*seat) for seat in seats], host)
    if game is None:
        return table
    number, seed, salt, version = game
    table.number = number - 1
    table.start(seed, salt)
    table.version = version  # (the versions go on where they were: no old move matches)
    for seat, kind, action, after in log:
        if kind == "move":
            table.move(seat, table.version, action)
        else:
            table.takeback(seat)
        table.version = after
    return table


def seat_rows(table: Table) -> list[tuple[str, str, str, str | None]]:
    """The seats as a store keeps them: name, kind, level, token hash."""
    return [(s.name, s.kind, s.level, s.token) for s in table.seats]


def spec_of(data: Any, code: str) -> Spec:
    try:
        return Spec.from_json(json.loads(data))
    except (KeyError, ValueError, TypeError) as exc:
        raise StoreError(f"table {code}: cannot be rebuilt from the store: {exc}") from exc


class SQLiteStore:
    """The SQLite file of one server. ``path`` None keeps it in memory (tests)."""

    def __init__(self, folder: Path | None) -> None:
        if folder is None:
            where = ":memory:"
        else:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"{folder}: cannot make the server's folder: {exc}") from None
            where = str(folder / STORE_FILE)
        try:
            self.db = sqlite3.connect(where, isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            # (in WAL mode, NORMAL survives a killed process; FULL also a lost power supply)
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise StoreError(f"{where}: cannot open the server's store: {exc}") from None
        self._n: dict[str, int] = {}

    def close(self) -> None:
        self.db.close()

    # ------------------------------------------------------------------- writing

    def _seats(self, table: Table) -> list[tuple[object, ...]]:
        return [(table.code, n, *row) for n, row in enumerate(seat_rows(table))]

    def opened(self, table: Table) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO tables (code, spec, host) VALUES (?, ?, ?)",
                (table.code, json.dumps(table.spec.to_json()), table.host),
            )
            self.db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)", self._seats(table))

    def seated(self, table: Table) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany(
                "INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?)", self._seats(table)
            )
            self.db.execute("UPDATE tables SET host = ? WHERE code = ?", (table.host, table.code))

    def started(self, table: Table) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany(
                "INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?)", self._seats(table)
            )
            self.db.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?)",
                (table.code, table.number, table.seed, table.salt, table.version),
            )
        self._n[table.code] = 0

    def logged(self, table: Table, seat: int, kind: str, action: str) -> None:
        n = self._n.get(table.code, 0) + 1
        with self.db:
            self.db.execute(
                "INSERT INTO log VALUES (?, ?, ?, ?, ?, ?, ?)",
                (table.code, table.number, n, seat, kind, action, table.version),
            )
        self._n[table.code] = n

    def closed(self, code: str) -> None:
        with self.db:
            self.db.execute("UPDATE tables SET closed = 1 WHERE code = ?", (code,))

    # ------------------------------------------------------------------- reading

    def load(self) -> list[Table]:
        codes = self.db.execute("SELECT code FROM tables WHERE closed = 0").fetchall()
        return [t for (code,) in codes if (t := self.load_table(code)) is not None]

    def load_table(self, code: str) -> Table | None:
        row = self.db.execute(
            "SELECT spec, host FROM tables WHERE code = ? AND closed = 0", (code,)
        ).fetchone()
        if row is None:
            return None
        spec, host = row
        seats = self.db.execute(
            "SELECT name, kind, level, token FROM seats WHERE code = ? ORDER BY seat", (code,)
        ).fetchall()
        game = self.db.execute(
            "SELECT number, seed, salt, version FROM games WHERE code = ? "
            "ORDER BY number DESC LIMIT 1",
            (code,),
        ).fetchone()
        log = []
        if game is not None:
            log = self.db.execute(
                "SELECT seat, kind, action, version FROM log WHERE code = ? AND number = ? "
                "ORDER BY n",
                (code, game[0]),
            ).fetchall()
        how = spec_of(spec, code)
        try:
            table = rebuild(code, how, host, seats, game, log)
        except FiguresError as exc:
            raise StoreError(f"table {code}: cannot be rebuilt from the store: {exc}") from exc
        self._n[code] = len(log)
        return table

    def code_of(self, token: str) -> str | None:
        row = self.db.execute(
            "SELECT seats.code FROM seats JOIN tables ON tables.code = seats.code "
            "WHERE token = ? AND closed = 0",
            (token_hash(token),),
        ).fetchone()
        return None if row is None else str(row[0])

    def waiting(self) -> list[Table]:
        rows = self.db.execute(
            "SELECT code, spec FROM tables WHERE closed = 0 "
            "AND code NOT IN (SELECT code FROM games) ORDER BY code"
        ).fetchall()
        return [
            t
            for code, spec in rows
            if json.loads(spec).get("public") and (t := self.load_table(code)) is not None
        ]


#: The name the first server's code and tests know the SQLite store by.
Store = SQLiteStore
