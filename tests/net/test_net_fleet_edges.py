"""A fleet's owner and its edges: a member that dies (or is cut off from Redis) says nothing
more of its clients, and the owner forgets them a lease later, so their seats are away and
the computer stands in after the grace period: nobody holds a table hostage by dying with
the edge. A member that lives names its clients every third of a lease; one whose ``gone``
was lost is forgotten when it is not named."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from netplay import WAIT, client, fleet, run
from redis_server import RedisServer, needs_redis

from figures.net import protocol as p
from figures.net.client import Client
from figures.net.server import Timing

pytestmark = [needs_redis, pytest.mark.slow]

LEASE = 1.5


async def _away(c, seat: int, timeout: float) -> float:
    """Seconds until a state says ``seat`` is away (or the computer plays it)."""
    start = time.monotonic()
    async with asyncio.timeout(timeout):
        while True:
            m = await c.inbox.get()
            seats = m.seats if isinstance(m, p.State | p.Lobby) else None
            if seats is not None and (seats[seat].away or seats[seat].standin):
                return time.monotonic() - start


async def host_and_guest(urls: list[str]) -> tuple[Client, Client, p.Seated]:
    """A host seated at a table of two on the first member, a guest on the second."""
    host = await client(urls[0])
    await host.send(p.Open("all-fives", "Host", [p.SeatSpec(), p.SeatSpec()]))
    seated = await host.expect(p.Seated, WAIT)
    guest = await client(urls[1])
    await guest.send(p.Join(seated.code, "Guest"))
    await guest.expect(p.Seated, WAIT)
    return host, guest, seated


def test_the_clients_of_a_dead_edge_are_away_a_lease_later(tmp_path: Path) -> None:
    redis = RedisServer(tmp_path / "redis").start()

    async def test() -> None:
        timing = Timing(grace=0.5, computer_delay=0)
        async with fleet(redis.url, 2, lease=LEASE, timing=timing) as (urls, servers):
            host, guest, seated = await host_and_guest(urls)
            await host.send(p.Start())
            await host.expect(p.State, WAIT)
            owner = servers[0]
            assert seated.code in owner.tables and len(owner.remote) == 1
            await asyncio.sleep(LEASE)  # (named by its edge meanwhile: not forgotten)
            assert len(owner.remote) == 1
            assert not owner.tables[seated.code].table.seats[1].away
            # The edge dies without a word: its channel and its roll call stop at once.
            await servers[1].fleet.stop()
            took = await _away(host, 1, 4 * LEASE)
            assert took <= LEASE + 1.5, f"the dead edge's client away after {took:.2f} s"
            assert not owner.remote
            await host.close()
            await guest.close()

    try:
        run(test, 60)
    finally:
        redis.stop()


def test_a_client_whose_gone_was_lost_is_forgotten_when_not_named(tmp_path: Path) -> None:
    redis = RedisServer(tmp_path / "redis").start()

    async def test() -> None:
        async with fleet(redis.url, 2, lease=LEASE) as (urls, servers):
            host, guest, _ = await host_and_guest(urls)
            owner, edge = servers[0], servers[1]
            assert len(owner.remote) == 1
            # The edge forgets its client without telling the owner (its "gone" lost).
            for peer in list(edge.fleet.edges.values()):
                peer.tunnel = None
            took = await _away(host, 1, 4 * LEASE)
            assert took <= LEASE + 1.5 and not owner.remote
            await host.close()
            await guest.close()

    try:
        run(test, 60)
    finally:
        redis.stop()
