"""What the network tests share: a server on a loopback port, clients that seat themselves,
and players that play random legal moves from the view the server sends them (every loop
bounded by a time-out)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from figures.net import protocol as p
from figures.net.client import Client
from figures.net.server import Limits, TableServer, Timing, address, start

#: The seconds any one wait of a test may take.
WAIT = 20.0


def run(test: Callable[[], Awaitable[Any]], timeout: float = 120.0) -> Any:
    """Run a coroutine test, bounded."""

    async def bounded() -> Any:
        async with asyncio.timeout(timeout):
            return await test()

    return asyncio.run(bounded())


@asynccontextmanager
async def serving(
    folder: Path | None = None, *, limits: Limits | None = None, timing: Timing | None = None
):
    server, tables = await start(
        folder, "127.0.0.1", 0, limits=limits, timing=timing or Timing(grace=2, computer_delay=0)
    )
    try:
        yield address(server), tables
    finally:
        server.close()
        await server.wait_closed()


async def client(url: str) -> Client:
    c = Client(url)
    await c.start()
    return c


async def table_of(
    url: str, game: str, people: int, computers: int = 0, **options: Any
) -> tuple[list[Client], str]:
    """A table of ``game`` opened by a host, ``people`` clients seated in all (the host
    first), the rest of the seats computers; not started."""
    host = await client(url)
    seats = [p.SeatSpec()] * people + [p.SeatSpec("computer", "easy")] * computers
    await host.send(p.Open(game, "Host", seats, **options))
    seated = await host.expect(p.Seated, WAIT)
    clients = [host]
    for n in range(1, people):
        c = await client(url)
        await c.send(p.Join(seated.code, f"Guest {n}"))
        await c.expect(p.Seated, WAIT)
        clients.append(c)
    return clients, seated.code


async def play_random(c: Client, seed: int, *, until_ended: bool = True) -> dict[str, Any]:
    """Play random legal moves from the views received until the game's record comes,
    through faults too: once the client has taken its seat back (a reconnect), the state of
    a version it moved on is played again (that move may have been lost with the
    connection; if it was not, the server refuses the second as stale)."""
    rng = random.Random(seed)
    moved: set[int] = set()
    state = c.state  # (a state already taken from the inbox may be this seat's turn)
    if state is not None and state.view["legal"] and c.inbox.empty():
        moved.add(state.version)
        await c.send(p.Move(state.version, rng.choice(state.view["legal"])))
    while True:
        m = await asyncio.wait_for(c.inbox.get(), WAIT)
        if isinstance(m, p.Seated):
            moved.clear()
        elif isinstance(m, p.State) and m.view["legal"] and m.version not in moved:
            moved.add(m.version)
            await c.send(p.Move(m.version, rng.choice(m.view["legal"])))
        elif isinstance(m, p.Refused) and m.reason == "rate":
            await asyncio.sleep(0.1)
            state = c.state
            if state is not None and state.view["legal"]:
                await c.send(p.Move(state.version, rng.choice(state.view["legal"])))
        elif isinstance(m, p.Refused) and m.reason != "stale":
            raise AssertionError(f"refused: {m}")
        elif isinstance(m, p.Ended) and until_ended:
            return m.record


async def latest(c: Client) -> p.State:
    """The last state the client has, once every message received is read."""
    while True:
        try:
            m = await asyncio.wait_for(c.inbox.get(), 0.3)
        except TimeoutError:
            assert c.state is not None
            return c.state
        assert not isinstance(m, p.Refused) or m.reason == "stale", m


async def play_all(clients: Sequence[Client], seed: int = 0) -> list[dict[str, Any]]:
    return list(await asyncio.gather(*(play_random(c, seed + n) for n, c in enumerate(clients))))


async def close_all(clients: Sequence[Client]) -> None:
    for c in clients:
        await c.close()


def tables(server: TableServer) -> dict[str, Any]:
    return server.tables


@asynccontextmanager
async def fleet(
    redis_url: str,
    members: int = 3,
    *,
    lease: float = 1.5,
    limits: Limits | None = None,
    timing: Timing | None = None,
):
    """``members`` servers of one fleet on loopback ports, sharing ``redis_url``; yields
    their addresses and their TableServers."""
    started = []
    try:
        for n in range(members):
            started.append(
                await start(
                    None, "127.0.0.1", 0, limits=limits,
                    timing=timing or Timing(grace=2, computer_delay=0),
                    redis=redis_url, lease=lease, member=f"member-{n + 1}",
                )
            )  # fmt: skip
        yield [address(server) for server, _ in started], [tables for _, tables in started]
    finally:
        for server, tables in started:
            server.close()
            await tables.stop()
            await server.wait_closed()
