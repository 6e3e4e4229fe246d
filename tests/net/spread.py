"""Where a network test's clients connect: to one server, or to a fleet of three in-process
members sharing a real ``redis-server``, each table's people spread over the members (the host
on the first, the guests on the others in turn, a spectator on the last) and strangers on a
member that does not own the table, so that what a test shows of one server it shows of the
fleet's edges and owners too.

A test file asks for it with a fixture parametrized over :data:`PLACES`::

    @pytest.fixture(params=PLACES)
    def spread(request, tmp_path):
        with Spread.of(request.param, tmp_path) as made:
            yield made

and serves with ``async with spread.serving() as at`` (an :class:`At`)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
from netplay import WAIT, client, fleet, serving
from redis_server import RedisServer, needs_redis

from figures.net import protocol as p
from figures.net.client import Client
from figures.net.server import Limits, Live, TableServer, Timing

#: One server, or a fleet of three (skipped without ``redis-server``; left to ``make test``,
#: out of ``make quick``, which is for the engines).
PLACES = ["one", pytest.param("fleet", marks=[needs_redis, pytest.mark.slow])]
#: The members' lease, in seconds: long enough that a loaded machine never lets one lapse
#: in the middle of a test (these tests are not about an owner replaced).
LEASE = 4.0


@dataclass(frozen=True, slots=True)
class At:
    """The addresses of the servers of a test and their TableServers."""

    urls: list[str]
    servers: list[TableServer]

    @property
    def fleet(self) -> bool:
        return len(self.urls) > 1

    @property
    def host(self) -> str:
        """Where a table's host connects (and so where the table is owned)."""
        return self.urls[0]

    def guest(self, n: int) -> str:
        """Where guest ``n`` (1, 2...) connects: the members after the host's in turn."""
        if not self.fleet:
            return self.urls[0]
        return self.urls[1 + (n - 1) % (len(self.urls) - 1)]

    @property
    def watcher(self) -> str:
        """Where a spectator connects: the last member."""
        return self.urls[-1]

    def stranger(self, n: int = 0) -> str:
        """Where stranger ``n`` connects: a member that does not own the host's tables."""
        return self.guest(n + 1)

    def owner(self, code: str) -> TableServer:
        """The server whose tables hold ``code`` (in a fleet, exactly one member's do)."""
        owners = [s for s in self.servers if code in s.tables]
        assert len(owners) == 1, f"table {code} is owned by {len(owners)} servers"
        return owners[0]

    def live(self, code: str) -> Live:
        return self.owner(code).tables[code]


class Spread:
    """One server or a fleet, for one test; the fleet's ``redis-server`` is started the first
    time it is needed and emptied before each serving (a Hypothesis test serves many times)."""

    def __init__(self, kind: str, folder: Path) -> None:
        self.kind = kind
        self.folder = folder
        self.redis: RedisServer | None = None

    @classmethod
    @contextmanager
    def of(cls, kind: str, folder: Path) -> Iterator[Spread]:
        made = cls(kind, folder)
        try:
            yield made
        finally:
            if made.redis is not None:
                made.redis.kill()

    @asynccontextmanager
    async def serving(
        self, *, limits: Limits | None = None, timing: Timing | None = None
    ) -> AsyncIterator[At]:
        if self.kind == "one":
            async with serving(limits=limits, timing=timing) as (url, server):
                yield At([url], [server])
            return
        if self.redis is None:
            self.redis = RedisServer(self.folder / "redis").start()
        with redis.Redis.from_url(self.redis.url) as db:
            db.flushdb()
        async with fleet(self.redis.url, 3, lease=LEASE, limits=limits, timing=timing) as (
            urls,
            servers,
        ):
            yield At(urls, servers)


async def table_at(
    at: At, game: str, people: int, computers: int = 0, **options: Any
) -> tuple[list[Client], str]:
    """A table of ``game`` opened by a host, ``people`` clients seated in all (the host first,
    each where :class:`At` puts it), the rest of the seats computers; not started."""
    host = await client(at.host)
    seats = [p.SeatSpec()] * people + [p.SeatSpec("computer", "easy")] * computers
    await host.send(p.Open(game, "Host", seats, **options))
    seated = await host.expect(p.Seated, WAIT)
    clients = [host]
    for n in range(1, people):
        c = await client(at.guest(n))
        await c.send(p.Join(seated.code, f"Guest {n}"))
        await c.expect(p.Seated, WAIT)
        clients.append(c)
    return clients, seated.code
