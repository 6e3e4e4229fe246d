"""The store behind the server (:class:`~figures.net.store.TableStore`): one contract, kept by
the SQLite file of one server and by the Redis of a fleet (a real ``redis-server``), each
case run against both; then what only Redis does: the leases that fence every write, and the
stream ids that keep a change from being logged twice."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
from redis_server import REDIS, RedisServer, needs_redis

from figures.net import protocol as p
from figures.net.store import SQLiteStore, StoreError, TableStore
from figures.net.store_redis import LeaseLost, RedisStore
from figures.net.table import Spec, Table

#: A lease long enough never to lapse during a case (the case of its lapse makes its own).
LEASE = 30.0
PERSONS = (p.SeatSpec(), p.SeatSpec(), p.SeatSpec("computer", "easy"))


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory) -> Iterator[str]:
    if REDIS is None:
        pytest.skip("redis-server is not installed")
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    try:
        yield server.url
    finally:
        server.kill()


@dataclass
class Kept:
    """A store under test, how to open it again (a restarted server, or another member on the
    same Redis), and what a member does before it writes a table (takes its lease)."""

    store: TableStore
    again: Callable[[], TableStore]
    own: Callable[[str], None]


@pytest.fixture(params=["sqlite", pytest.param("redis", marks=needs_redis)])
def kept(request, tmp_path: Path) -> Iterator[Kept]:
    if request.param == "sqlite":
        store = SQLiteStore(tmp_path)
        yield Kept(store, lambda: SQLiteStore(tmp_path), lambda code: None)
        store.close()
        return
    url = request.getfixturevalue("redis_url")
    with redis.Redis.from_url(url) as db:
        db.flushdb()
    member = RedisStore(url, "member-1", LEASE)

    def own(code: str) -> None:
        assert member.claim(code)

    yield Kept(member, lambda: RedisStore(url, "member-2", LEASE), own)
    member.close()


def opened(kept: Kept, spec: Spec, name: str = "Ada") -> tuple[Table, str]:
    table, token = Table.open(spec, name)
    kept.own(table.code)
    kept.store.opened(table)
    return table, token


def play(kept: Kept, table: Table, moves: int, rng: random.Random) -> None:
    """``moves`` random legal moves, each logged (fewer if the game ends)."""
    for _ in range(moves):
        game = table.game
        assert game is not None
        if game.is_over:
            return
        seat = game.turn
        notation = table.move(seat, table.version, str(rng.choice(game.legal_actions())))
        kept.store.logged(table, seat, "move", notation)


def seats(table: Table) -> list[tuple[Any, ...]]:
    return [(s.name, s.kind, s.level, s.token) for s in table.seats]


def same(rebuilt: Table | None, table: Table) -> None:
    """The table made again from the store is the live one, as far as anyone can tell."""
    assert rebuilt is not None
    assert (rebuilt.code, rebuilt.spec, rebuilt.host) == (table.code, table.spec, table.host)
    assert (rebuilt.number, rebuilt.seed, rebuilt.salt) == (table.number, table.seed, table.salt)
    assert seats(rebuilt) == seats(table)
    if table.game is None:  # (a waiting table's version is not kept: no message names it)
        assert rebuilt.game is None
        return
    assert rebuilt.version == table.version
    assert rebuilt.game is not None
    assert rebuilt.game.history() == table.game.history()
    for seat in (None, *range(len(table.seats))):
        assert rebuilt.view(seat) == table.view(seat)


def test_a_table_comes_back_as_it_was_at_each_change(kept: Kept) -> None:
    rng = random.Random(5)
    spec = Spec("mexican-train", {}, PERSONS)
    table, host = opened(kept, spec)
    same(kept.store.load_table(table.code), table)
    guest = table.take(None, "Bob")
    kept.store.seated(table)
    same(kept.store.load_table(table.code), table)
    table.start()
    kept.store.started(table)
    same(kept.store.load_table(table.code), table)
    play(kept, table, 30, rng)
    same(kept.store.load_table(table.code), table)
    assert table.game is not None
    seat = table.game.history()[-1].seat
    table.takeback(seat)
    kept.store.logged(table, seat, "takeback", "")
    play(kept, table, 5, rng)
    same(kept.store.load_table(table.code), table)
    again = kept.again()  # (what is kept is in the store, not in the store's object)
    rebuilt = again.load_table(table.code)
    same(rebuilt, table)
    assert rebuilt is not None and rebuilt.seat_of(host) == 0 and rebuilt.seat_of(guest) == 1
    assert kept.store.code_of(host) == kept.store.code_of(guest) == table.code
    assert again.code_of(guest) == table.code and again.code_of("x" * 43) is None
    assert [t.code for t in again.load()] == [table.code]
    again.close()


def test_a_rematch_comes_back_with_its_own_log_only(kept: Kept) -> None:
    rng = random.Random(8)
    table, _ = opened(kept, Spec("all-fives", {}, PERSONS[:2]))
    table.take(None, "Bob")
    kept.store.seated(table)
    table.start()
    kept.store.started(table)
    play(kept, table, 5000, rng)  # (all of the first game)
    assert table.game is not None and table.game.is_over
    table.start()
    kept.store.started(table)
    play(kept, table, 6, rng)
    rebuilt = kept.store.load_table(table.code)
    same(rebuilt, table)
    assert rebuilt is not None and rebuilt.number == 2


def test_load_lists_only_the_open_tables_and_waiting_only_the_public_not_started(
    kept: Kept,
) -> None:
    def made(public: bool, start: bool = False, close: bool = False) -> tuple[Table, str]:
        spec = Spec("block", {}, PERSONS[:2], public=public)
        table, token = opened(kept, spec)
        if start:
            table.start()
            kept.store.started(table)
        if close:
            kept.store.closed(table.code)
        return table, token

    waiting, _ = made(public=True)
    private, _ = made(public=False)
    playing, _ = made(public=True, start=True)
    over, over_token = made(public=True, close=True)
    ended, ended_token = made(public=False, start=True, close=True)
    for store in (kept.store, kept.again()):
        loaded = {t.code: t for t in store.load()}
        assert set(loaded) == {waiting.code, private.code, playing.code}
        same(loaded[playing.code], playing)
        assert store.load_table(over.code) is None and store.load_table(ended.code) is None
        assert store.code_of(over_token) is None and store.code_of(ended_token) is None
        assert [t.code for t in store.waiting()] == [waiting.code]
        same(store.waiting()[0], waiting)
        assert store.load_table("ZZZZZZ") is None
    waiting.take(None, "Bob")  # (full, then started: no longer waiting)
    kept.store.seated(waiting)
    assert [t.code for t in kept.store.waiting()] == [waiting.code]
    waiting.start()
    kept.store.started(waiting)
    assert kept.store.waiting() == []


def test_an_old_sqlite_table_kept_before_the_lobby_loads_as_private(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path)
    table, token = Table.open(Spec("block", {}, PERSONS[:2], public=True), "Ada")
    store.opened(table)
    old = table.spec.to_json()
    del old["public"]
    with sqlite3.connect(tmp_path / "tables.sqlite3") as db:
        db.execute("UPDATE tables SET spec = ? WHERE code = ?", (json.dumps(old), table.code))
    store.close()
    again = SQLiteStore(tmp_path)
    rebuilt = again.load_table(table.code)
    assert rebuilt is not None and rebuilt.spec.public is False
    assert rebuilt.spec.game == "block" and rebuilt.seat_of(token) == 0
    assert [t.code for t in again.load()] == [table.code] and again.waiting() == []
    again.close()


# ----------------------------------------------------------------------- Redis only


@pytest.fixture
def members(redis_url: str) -> Iterator[tuple[RedisStore, RedisStore]]:
    with redis.Redis.from_url(redis_url) as db:
        db.flushdb()
    a, b = RedisStore(redis_url, "member-a", LEASE), RedisStore(redis_url, "member-b", LEASE)
    yield a, b
    a.close()
    b.close()


def started_by(store: RedisStore, moves: int = 4) -> Table:
    rng = random.Random(2)
    table, _ = Table.open(Spec("block", {}, PERSONS[:2]), "Ada")
    assert store.claim(table.code)
    store.opened(table)
    table.start()
    store.started(table)
    for _ in range(moves):
        assert table.game is not None
        seat = table.game.turn
        notation = table.move(seat, table.version, str(rng.choice(table.game.legal_actions())))
        store.logged(table, seat, "move", notation)
    return table


def dump(url: str) -> dict[str, Any]:
    """Every key of the fleet's Redis with its value (a stream's entries, a set sorted)."""
    out: dict[str, Any] = {}
    with redis.Redis.from_url(url, decode_responses=True) as db:
        for key in sorted(db.keys("*")):
            kind = db.type(key)
            if kind == "hash":
                out[key] = db.hgetall(key)
            elif kind == "set":
                out[key] = sorted(db.smembers(key))
            elif kind == "stream":
                out[key] = db.xrange(key)
            else:
                out[key] = db.get(key)
    return out


@needs_redis
def test_a_write_without_the_lease_is_refused_and_changes_nothing(members, redis_url) -> None:
    a, b = members
    table = started_by(a)
    before = dump(redis_url)
    assert table.game is not None
    seat = table.game.turn
    notation = table.move(seat, table.version, str(table.game.legal_actions()[0]))
    for write in (
        lambda: b.logged(table, seat, "move", notation),
        lambda: b.seated(table),
        lambda: b.started(table),
        lambda: b.closed(table.code),
        lambda: b.opened(table),
    ):
        with pytest.raises(LeaseLost):
            write()
        assert dump(redis_url) == before
    fresh, _ = Table.open(Spec("block", {}, PERSONS[:2]), "Eve")  # (never claimed)
    with pytest.raises(LeaseLost):
        a.opened(fresh)
    assert dump(redis_url) == before and a.load_table(fresh.code) is None
    assert fresh.code not in a.codes()
    rebuilt = b.load_table(table.code)  # (reading needs no lease)
    assert rebuilt is not None and rebuilt.version == table.version - 1


@needs_redis
def test_a_lease_held_is_not_claimed_and_renewed_only_by_its_holder(members) -> None:
    a, b = members
    mine, also = started_by(a), started_by(a, 0)
    theirs, _ = Table.open(Spec("block", {}, PERSONS[:2]), "Bob")
    assert b.claim(theirs.code)
    assert not b.claim(mine.code) and a.owner(mine.code) == "member-a"
    assert a.claim(mine.code)  # (claiming again what one holds: still held)
    codes = [mine.code, also.code, theirs.code, "ZZZZZZ"]
    assert a.renew(codes) == {mine.code, also.code}
    assert b.renew(codes) == {theirs.code}
    assert a.renew([]) == set()
    assert a.owners(codes) == ["member-a", "member-a", "member-b", None]
    b.release(mine.code)  # (releasing another's lease does nothing)
    assert a.owner(mine.code) == "member-a"
    a.release(mine.code)
    assert a.owner(mine.code) is None and b.claim(mine.code)


@needs_redis
def test_a_lease_lapses_and_another_member_takes_the_table(redis_url) -> None:
    with redis.Redis.from_url(redis_url) as db:
        db.flushdb()
    lease = 0.3
    a, b = RedisStore(redis_url, "member-a", lease), RedisStore(redis_url, "member-b", lease)
    table = started_by(a)
    assert not b.claim(table.code)
    deadline = time.monotonic() + 5
    while a.owner(table.code) is not None:  # (a paused: no renewal)
        assert time.monotonic() < deadline, "the lease never lapsed"
        time.sleep(0.05)
    assert b.claim(table.code) and a.owner(table.code) == "member-b"
    assert a.renew([table.code]) == set() and b.renew([table.code]) == {table.code}
    rebuilt = b.load_table(table.code)
    same(rebuilt, table)
    assert rebuilt is not None and rebuilt.game is not None
    seat = rebuilt.game.turn
    notation = str(rebuilt.game.legal_actions()[0])
    with pytest.raises(LeaseLost):  # (the old owner, back, cannot write over the new one)
        a.logged(table, seat, "move", table.move(seat, table.version, notation))
    b.logged(rebuilt, seat, "move", rebuilt.move(seat, rebuilt.version, notation))
    same(a.load_table(table.code), rebuilt)
    a.close()
    b.close()


@needs_redis
def test_a_change_logged_twice_under_one_number_is_kept_once(members, redis_url) -> None:
    a, _ = members
    table = started_by(a, 3)
    log_key = f"figures:log:{table.code}"
    with redis.Redis.from_url(redis_url, decode_responses=True) as db:
        assert [i for i, _ in db.xrange(log_key)] == [f"1-{n}" for n in (1, 2, 3)]
    before = dump(redis_url)
    # The same member started again (same name, its lease still held), before it loaded the
    # table: it numbers its next change 1, as the change already kept under 1-1.
    restarted = RedisStore(redis_url, "member-a", LEASE)
    assert table.game is not None
    first = table.game.history()[0]
    with pytest.raises(StoreError) as refused:
        restarted.logged(table, first.seat, "move", str(first.action))
    assert not isinstance(refused.value, LeaseLost)
    assert dump(redis_url) == before
    same(restarted.load_table(table.code), table)  # (loaded: it numbers from 4 on)
    seat = table.game.turn
    notation = table.move(seat, table.version, str(table.game.legal_actions()[0]))
    restarted.logged(table, seat, "move", notation)
    with redis.Redis.from_url(redis_url, decode_responses=True) as db:
        assert [i for i, _ in db.xrange(log_key)] == [f"1-{n}" for n in (1, 2, 3, 4)]
    same(a.load_table(table.code), table)
    restarted.close()


@needs_redis
def test_reading_the_lobby_keeps_no_numbering_for_tables_another_member_owns(members) -> None:
    a, b = members
    table, _ = Table.open(Spec("block", {}, PERSONS[:2], public=True), "Ada")
    assert a.claim(table.code)
    a.opened(table)
    for _ in range(3):  # (every member answers the lobby: it reads, it does not own)
        assert [t.code for t in b.waiting()] == [table.code]
    assert table.code not in b._n  # (nothing kept per table a member only listed)
