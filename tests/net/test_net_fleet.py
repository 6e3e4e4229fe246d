"""The fleet (issue 25): whole games with the clients spread over three members sharing a real
Redis, and its faults: a table's owner killed with ``kill -9`` (the table goes on at another
member once its lease runs out), Redis itself killed and started again (no accepted move
lost), a member stopped (another takes its tables at once). Each record checks, deal
commitment included."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import redis
from netplay import WAIT, close_all, fleet, latest, play_all, run
from redis_server import RedisServer, free_port, needs_redis

from figures import games
from figures.cli import main
from figures.core.fairness import commitment
from figures.net import protocol as p
from figures.net.client import Client

pytestmark = [needs_redis, pytest.mark.slow]

#: The seconds of a lease in the tests with ``figures serve`` processes.
LEASE = 2.0
#: What a table's move to another member may take beyond its lease: the survivors' next
#: look at the leases (a third of a lease), the edges' (as long), the client's reconnect.
MARGIN = 3.0

CASES = [("colour", 2), ("colour", 3), ("colour", 4)] + [
    (name, n)
    for name, info in games.GAMES.items()
    if info.family == games.CLASSIC
    for n in sorted({min(info.players), min(max(info.players), 4)})
]


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path / "redis").start()
    try:
        yield server
    finally:
        server.kill()


# ----------------------------------------------------------------------- helpers


def turned(urls: Sequence[str], first: int) -> list[str]:
    """The addresses, ``first``'s first (where a client connects, then where it goes next)."""
    return [*urls[first:], *urls[:first]]


async def connect(urls: Sequence[str], first: int) -> Client:
    c = Client(turned(urls, first))
    await c.start()
    return c


async def spread(
    urls: Sequence[str],
    game: str,
    people: int,
    computers: int = 0,
    *,
    first: int = 0,
    **options: Any,
) -> tuple[list[Client], str]:
    """A table of ``game`` opened through member ``first``, person ``n`` seated through the
    member ``first + n`` round-robin, the other seats computers; not started."""
    host = await connect(urls, first)
    seats = [p.SeatSpec()] * people + [p.SeatSpec("computer", "easy")] * computers
    await host.send(p.Open(game, "Host", seats, **options))
    seated = await host.expect(p.Seated, WAIT)
    clients = [host]
    for n in range(1, people):
        c = await connect(urls, (first + n) % len(urls))
        await c.send(p.Join(seated.code, f"Guest {n}"))
        await c.expect(p.Seated, WAIT)
        clients.append(c)
    return clients, seated.code


async def watch(urls: Sequence[str], member: int, code: str) -> Client:
    watcher = await connect(urls, member)
    await watcher.send(p.Watch(code))
    await watcher.expect(p.Lobby, WAIT)
    return watcher


async def ended(c: Client) -> dict[str, Any]:
    """The record of the game a client watches, once it comes."""
    while True:
        m = await asyncio.wait_for(c.inbox.get(), WAIT)
        if isinstance(m, p.Ended):
            return m.record


async def agreed(clients: Sequence[Client], after: int) -> list[p.State]:
    """The clients' last states once they all have the same one, later than version ``after``,
    with a seat to play (a state may take longer than :func:`latest`'s quiet spell to come
    through a fleet on a busy machine)."""
    end = time.monotonic() + WAIT
    while True:
        states = [await latest(c) for c in clients]
        versions = {s.version for s in states}
        if len(versions) == 1 and min(versions) > after and any(s.view["legal"] for s in states):
            return states
        assert time.monotonic() < end, f"no common state after version {after}: {versions}"


async def moves(clients: Sequence[Client], count: int, rng: random.Random) -> p.State:
    """``count`` moves, each played once every client knows the state; the last state."""
    version = -1
    for _ in range(count):
        states = await agreed(clients, version)
        mover = next(n for n, s in enumerate(states) if s.view["legal"])
        state = states[mover]
        version = state.version
        await clients[mover].send(p.Move(state.version, rng.choice(state.view["legal"])))
    before, *_ = await agreed(clients, version)  # (all read: what comes next is new)
    assert before.view["outcome"] is None and len(before.view["history"]) >= count
    return before


async def first_state(clients: Sequence[Client], since: float) -> float:
    """The seconds from ``since`` to the first state any of the clients receives."""

    async def one(c: Client) -> float:
        while True:
            m = await c.inbox.get()
            if isinstance(m, p.State):
                c.inbox.put_nowait(m)  # (kept: it is read again, in order, by what follows)
                return time.monotonic() - since

    waits = [asyncio.ensure_future(one(c)) for c in clients]
    try:
        done, _ = await asyncio.wait(waits, timeout=WAIT, return_when=asyncio.FIRST_COMPLETED)
        assert done, f"no state came {WAIT:g} s after the fault"
        return min(w.result() for w in done)
    finally:
        for w in waits:
            w.cancel()


def check(record: dict[str, Any], folder: Path, capsys) -> None:
    """The record replays and checks, its deal's commitment verified."""
    fair = record["fairness"]
    assert commitment(fair["seed"], fair["salt"]) == fair["commitment"]
    path = folder / "game.json"
    path.write_text(json.dumps(record))
    assert main(["replay", "--check", str(path)]) == 0, capsys.readouterr()


def measured(name: str, seconds: float) -> None:
    """Print a time measured (``pytest -s`` shows it)."""
    print(f"\n{name}: the table resumed {seconds:.2f} s after the fault", flush=True)


# ----------------------------------------------------------------------- whole games


@pytest.mark.parametrize(("game", "people"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_whole_game_over_three_members(game: str, people: int, redis_server, tmp_path, capsys):
    async def scenario() -> list[dict[str, Any]]:
        async with fleet(redis_server.url) as (urls, servers):
            clients, code = await spread(urls, game, people)
            assert code in servers[0].tables  # (the member it was opened through owns it)
            watcher = await watch(urls, people % len(urls), code)
            await clients[0].send(p.Start())
            seen = asyncio.ensure_future(ended(watcher))
            records = await play_all(clients, seed=people)
            records.append(await seen)
            commitments = {c.state.commitment for c in [*clients, watcher] if c.state}
            assert len(commitments) == 1
            assert [c.reconnects for c in [*clients, watcher]] == [0] * (people + 1)
            await close_all([*clients, watcher])
            return records

    records = run(scenario, timeout=240)
    assert all(r == records[0] for r in records)  # (each player's and the spectator's)
    check(records[0], tmp_path, capsys)


def test_computers_fill_the_seats_over_three_members(redis_server, tmp_path, capsys) -> None:
    async def scenario() -> list[dict[str, Any]]:
        async with fleet(redis_server.url) as (urls, _):
            clients, code = await spread(urls, "mexican-train", 2, computers=2, first=1)
            watcher = await watch(urls, 0, code)
            await clients[0].send(p.Start())
            seen = asyncio.ensure_future(ended(watcher))
            records = await play_all(clients, seed=11)
            records.append(await seen)
            await close_all([*clients, watcher])
            return records

    records = run(scenario)
    assert all(r == records[0] for r in records)
    assert [s["kind"] for s in records[0]["players"]][2:] == ["easy", "easy"]
    check(records[0], tmp_path, capsys)


def test_rematch_across_members(redis_server, tmp_path, capsys) -> None:
    async def scenario() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        async with fleet(redis_server.url) as (urls, _):
            clients, _code = await spread(urls, "block", 3, first=2)
            await clients[0].send(p.Start())
            first = await play_all(clients)
            for c in clients:
                await c.send(p.Rematch())
            second = await play_all(clients, seed=5)
            assert all(c.state is not None and c.state.game == 2 for c in clients)
            await close_all(clients)
            return first, second

    first, second = run(scenario)
    assert all(r == first[0] for r in first) and all(r == second[0] for r in second)
    assert first[0]["fairness"]["commitment"] != second[0]["fairness"]["commitment"]
    assert [s["name"] for s in first[0]["players"]] == [s["name"] for s in second[0]["players"]]
    check(first[0], tmp_path, capsys)
    check(second[0], tmp_path, capsys)


# ----------------------------------------------------------------------- an owner killed


def serve(redis_url: str, port: int) -> subprocess.Popen[str]:
    """A member of the fleet, ``figures serve --redis``, once it serves."""
    command = [sys.executable, "-m", "figures.cli", "serve", "--redis", redis_url]
    command += ["--lease", str(LEASE), "--port", str(port), "--computer-delay", "0"]
    command += ["--grace", "2"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith(f"serving on ws://127.0.0.1:{port}"), line
    return process


def pid_of(member: str) -> int:
    """The process of a member named by :func:`figures.net.fleet.new_member`."""
    return int(member.rsplit("-", 2)[1])


@pytest.mark.parametrize("where", ["edges", "owner"])
@pytest.mark.parametrize("game", ["colour", "mexican-train"])
def test_kill_9_of_the_owner_moves_the_table(
    game: str, where: str, redis_server, tmp_path, capsys
) -> None:
    """``where`` the clients are connected: through the other members (``edges``), or
    through the owner itself (``owner``: they must come back through another)."""
    ports = [free_port() for _ in range(3)]
    urls = [f"ws://127.0.0.1:{port}" for port in ports]
    members: list[subprocess.Popen[str]] = []
    keys = redis.Redis.from_url(redis_server.url, decode_responses=True)

    async def scenario() -> list[dict[str, Any]]:
        rng = random.Random(5)
        clients, code = await spread(urls, game, 2)  # (opened through member 1)
        if where == "edges":  # (the host comes back through member 3: nobody is on member 1)
            await clients[0].close()
            host = Client(turned(urls, 2))
            host.token = clients[0].token
            await host.start()
            await host.expect(p.Seated, WAIT)
            clients[0] = host
        else:  # (the guest comes back through member 1: both are on the owner)
            await clients[1].close()
            guest = Client(urls)
            guest.token = clients[1].token
            await guest.start()
            await guest.expect(p.Seated, WAIT)
            clients[1] = guest
        await clients[0].send(p.Start())
        before = await moves(clients, 10, rng)
        owner = keys.get(f"figures:lease:{code}")
        assert owner is not None
        killed = next(m for m in members if m.pid == pid_of(owner))
        assert killed is members[0]  # (the member the table was opened through)
        os.kill(killed.pid, signal.SIGKILL)
        since = time.monotonic()
        killed.wait(10)
        took = await first_state(clients, since)
        measured(f"kill -9 of the owner ({game}, clients on the {where})", took)
        assert took <= LEASE + MARGIN, f"resumed {took:.2f} s after kill -9 (lease {LEASE:g} s)"
        new_owner = keys.get(f"figures:lease:{code}")
        assert new_owner is not None and new_owner != owner
        assert pid_of(new_owner) in {m.pid for m in members[1:]}
        if where == "owner":
            assert all(c.reconnects >= 1 for c in clients)
            assert all(c.url != urls[0] for c in clients)
        after = [await latest(c) for c in clients]
        assert all(s.commitment == before.commitment for s in after)
        assert after[0].view["history"][: len(before.view["history"])] == before.view["history"]
        records = await play_all(clients, seed=7)
        final = clients[0].state
        assert final is not None
        assert final.view["history"][: len(before.view["history"])] == before.view["history"]
        await close_all(clients)
        return records

    try:
        members.extend(serve(redis_server.url, port) for port in ports)
        records = run(scenario)
    finally:
        keys.close()
        for m in members:
            m.kill()
            m.wait(10)
    assert records[0] == records[1]
    check(records[0], tmp_path, capsys)


# ----------------------------------------------------------------------- Redis killed


@pytest.mark.parametrize(("game", "away"), [("colour", 1.0), ("all-fives", 3.0)])
def test_redis_killed_and_started_again_loses_no_accepted_move(
    game: str, away: float, redis_server, tmp_path, capsys
) -> None:
    """Redis away for ``away`` seconds: less than a lease (1.5 s), or more (every lease
    has run out when it is back)."""

    async def scenario() -> dict[str, Any]:
        rng = random.Random(9)
        async with fleet(redis_server.url) as (urls, servers):
            clients, code = await spread(urls, game, 3, first=1)
            await clients[0].send(p.Start())
            before = await moves(clients, 9, rng)
            redis_server.kill()
            since = time.monotonic()
            await asyncio.sleep(away)
            redis_server.start()  # (the same folder and port: what the AOF kept)
            took = await first_state(clients, since)
            measured(f"Redis killed, started again {away:g} s later ({game})", took)
            assert sum(code in s.tables for s in servers) == 1  # (the members came back)
            after = [await latest(c) for c in clients]
            assert all(s.commitment == before.commitment for s in after)
            for s in after:  # (every move accepted before the kill is still there)
                assert s.view["history"][: len(before.view["history"])] == before.view["history"]
            records = await play_all(clients, seed=3)
            final = clients[0].state
            assert final is not None
            assert final.view["history"][: len(before.view["history"])] == before.view["history"]
            assert all(c.reconnects >= 1 for c in clients)  # (each came back by itself)
            await close_all(clients)
            assert all(r == records[0] for r in records)
            assert records[0]["fairness"]["commitment"] == before.commitment
            return records[0]

    check(run(scenario), tmp_path, capsys)


# ----------------------------------------------------------------------- a member stopped


def test_a_member_stopped_gives_its_tables_at_once(redis_server, tmp_path, capsys) -> None:
    lease = 6.0

    async def scenario() -> dict[str, Any]:
        rng = random.Random(2)
        async with fleet(redis_server.url, lease=lease) as (urls, servers):
            clients, code = await spread(urls, "block", 2)
            clients[0], old = Client(turned(urls, 2)), clients[0]
            await old.close()  # (the host comes back through member 3: nobody on member 1)
            clients[0].token = old.token
            await clients[0].start()
            await clients[0].expect(p.Seated, WAIT)
            assert code in servers[0].tables
            await clients[0].send(p.Start())
            before = await moves(clients, 6, rng)
            since = time.monotonic()
            await servers[0].stop()
            while not any(code in s.tables for s in servers[1:]):
                await asyncio.sleep(0.01)
                assert time.monotonic() - since < lease, "nobody adopted the table"
            adopted = time.monotonic() - since
            took = await first_state(clients, since)
            measured("a member stopped: adopted", adopted)
            measured("a member stopped: first state", took)
            # (at once: not at the others' next look at the leases, a third of a lease later)
            assert adopted < lease / 4, f"adopted {adopted:.2f} s after the stop (lease {lease:g})"
            assert took < lease / 4, f"resumed {took:.2f} s after the stop (lease {lease:g})"
            assert code not in servers[0].tables  # (the member stopped took none back)
            after = await latest(clients[0])
            assert after.view["history"][: len(before.view["history"])] == before.view["history"]
            records = await play_all(clients, seed=4)
            await close_all(clients)
            assert records[0] == records[1]
            return records[0]

    check(run(scenario), tmp_path, capsys)
