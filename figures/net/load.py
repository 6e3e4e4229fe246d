"""The load benchmark of the table server (``figures loadtest``): many tables at once over
loopback on one ``figures serve`` process, every seat a network client that plays a random
legal move as soon as its state comes; what is measured is the server.

It reports the move round trip (a move sent until the state that follows it comes back to
the mover: median and 99th percentile), the moves per second the server sustained, and the
server's memory per table (its resident size after the tables started, less before, shared
out among them).

With ``members`` of a fleet (``figures serve --redis``), each table's seats are spread over
the members (seat k of table t on member (t + k) mod N: the tables' owners, where their
hosts open them, are spread too, and every move of a guest crosses from its edge member to
the owner and back through Redis); the report then has each member's memory and processor
time, and Redis's own processor time and commands per move (from its ``INFO``), so that one
sees what grows with the members. Without an address of Redis, a ``redis-server`` of its
own is started on a free loopback port in a temporary folder, with the persistence the fleet
is run with (append-only, written to disk before each write is answered), and stopped after.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from figures.core.errors import FiguresError
from figures.net import protocol as p
from figures.net.client import ConnectionError_

#: The most members one benchmark starts (each a process on this machine).
MAX_MEMBERS = 8


class LoadError(FiguresError):
    """The benchmark cannot run (no redis-server, a member that did not start)."""


@dataclass(frozen=True, slots=True)
class MemberLoad:
    """One member's share of a fleet's load."""

    #: Its resident size after the tables started, less before, per table of the benchmark.
    memory_per_table_kib: float
    #: Its processor time per move of the whole fleet, in milliseconds.
    cpu_per_move_ms: float


@dataclass(frozen=True, slots=True)
class LoadReport:
    tables: int
    clients: int
    seconds: float
    moves: int
    games: int
    round_trip_median_ms: float
    round_trip_p99_ms: float
    moves_per_second: float
    memory_per_table_kib: float
    #: The clients' mean pause before each move, in seconds (0: they move at once).
    think: float = 0.0
    #: Messages the server refused for the rate (sent again a moment later).
    slowed: int = 0
    #: The server's processor time per move, in milliseconds (0: not measured).
    server_cpu_per_move_ms: float = 0.0
    #: A fleet's members, in order (empty: one server on its SQLite store); the figures
    #: above are then the fleet's (memory and processor time: the members' added up).
    members: tuple[MemberLoad, ...] = ()
    #: Redis's processor time per move, in milliseconds (a fleet's; 0: not measured).
    redis_cpu_per_move_ms: float = 0.0
    #: Commands Redis processed per move (the fleet's writes, reads and messages).
    redis_commands_per_move: float = 0.0
    #: The clients' processor time per move (this process, which plays every seat), ms.
    clients_cpu_per_move_ms: float = 0.0
    #: How busy the machine's processors were during the play, 0 to 1 (all its work).
    machine_busy: float = 0.0
    #: A fleet's moves from a client on another member than the table's owner (they cross
    #: Redis twice), their round trip's median and 99th percentile in milliseconds.
    crossing_moves: int = 0
    crossing_median_ms: float = 0.0
    crossing_p99_ms: float = 0.0

    def lines(self) -> list[str]:
        pace = f", {self.think:g} s to think a move" if self.think else ", moving at once"
        memory = f"{self.memory_per_table_kib:.0f} KiB" if self.memory_per_table_kib else "-"
        cpu = self.server_cpu_per_move_ms
        n = len(self.members)
        fleet = f", a fleet of {n} member{'s' if n > 1 else ''} on Redis" if n else ""
        lines = [
            f"{self.tables} tables, {self.clients} clients, {self.seconds:.1f} s{pace}{fleet}",
            f"moves: {self.moves} ({self.moves_per_second:.0f} per second), games ended: "
            f"{self.games}, refused for the rate: {self.slowed}",
            f"move round trip: median {self.round_trip_median_ms:.2f} ms, "
            f"99th percentile {self.round_trip_p99_ms:.2f} ms",
            f"server memory per table: {memory}, processor time per move: "
            + (f"{cpu:.2f} ms" if cpu else "-"),
        ]
        for k, member in enumerate(self.members, 1):
            lines.append(
                f"member {k}: memory per table {member.memory_per_table_kib:.0f} KiB, "
                f"processor time per move {member.cpu_per_move_ms:.2f} ms"
            )
        if self.members:
            lines.append(
                f"moves through another member than the table's: {self.crossing_moves}, "
                f"round trip median {self.crossing_median_ms:.2f} ms, "
                f"99th percentile {self.crossing_p99_ms:.2f} ms"
            )
            lines.append(
                f"redis: processor time per move {self.redis_cpu_per_move_ms:.2f} ms, "
                f"{self.redis_commands_per_move:.1f} commands per move"
            )
            lines.append(
                f"clients: processor time per move {self.clients_cpu_per_move_ms:.2f} ms; "
                f"the machine's {os.cpu_count()} processors busy {self.machine_busy:.0%}"
            )
        return lines


def _rss_kib(pid: int | None) -> int:
    if pid is None:  # (a server of another process tree: its memory is not measured)
        return 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int | None) -> float:
    """The processor time a process has used (user and system), 0 for none."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class _View(msgspec.Struct):
    """What a load client reads of a view: the moves it may make."""

    legal: list[str] = []


class _Frame(msgspec.Struct):
    """What a load client reads of a server's frame (the rest is parsed and passed over)."""

    type: str
    code: str = ""
    version: int = 0
    view: _View | None = None
    reason: str = ""


_read = msgspec.json.Decoder(_Frame).decode


class _Seat:
    """One load client: a websocket that says hello and plays (lighter than
    :class:`~figures.net.client.Client`: no reconnecting, only the fields it plays by read,
    so that the server, not the clients sharing its machine, is what is measured)."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws

    @staticmethod
    async def connect(url: str) -> _Seat:
        ws = await connect(url, max_size=p.MAX_SERVER_FRAME, compression=None)
        seat = _Seat(ws)
        await seat.send(p.Hello(p.PROTOCOL, "load"))
        await seat.expect("welcome")
        return seat

    async def send(self, message: msgspec.Struct) -> None:
        await self.ws.send(p.encode(message).decode())

    async def close(self) -> None:
        await self.ws.close()

    async def expect(self, kind: str) -> _Frame:
        async with asyncio.timeout(30):
            while True:
                frame = _read(await self.ws.recv())
                if frame.type == kind:
                    return frame
                if frame.type == "refused":
                    raise ConnectionError_(f"refused ({frame.reason})")


async def _seat(urls: list[str], t: int, game: str, people: int) -> list[_Seat]:
    """Table ``t``'s clients, seat k on the member (t + k) mod N (one server: all on it)."""
    host = await _Seat.connect(urls[t % len(urls)])
    await host.send(p.Open(game, "Host", [p.SeatSpec()] * people))
    seated = await host.expect("seated")
    clients = [host]
    for n in range(1, people):
        c = await _Seat.connect(urls[(t + n) % len(urls)])
        await c.send(p.Join(seated.code, f"Guest {n}"))
        await c.expect("seated")
        clients.append(c)
    return clients


async def _play(
    c: _Seat,
    rng: random.Random,
    stop: float,
    think: float,
    trips: list[float],
    ended: list[int],
    slowed: list[int],
) -> None:
    """Play a random legal move on every state that offers one, after a pause of 0 to
    ``2 * think`` seconds, until ``stop`` (the loop's clock); each move's round trip, from
    its first sending, is counted when the state after it comes back. A message refused for
    the rate is sent again a moment later."""
    sent: dict[int, float] = {}
    last: msgspec.Struct | None = None
    with contextlib.suppress(TimeoutError, ConnectionClosed):
        async with asyncio.timeout_at(stop):
            async for text in c.ws:
                m = _read(text)
                if m.type == "state":
                    started = sent.pop(m.version - 1, None)
                    if started is not None:
                        trips.append(time.perf_counter() - started)
                    legal = m.view.legal if m.view is not None else []
                    if legal and m.version not in sent:
                        if think:
                            await asyncio.sleep(rng.uniform(0, 2 * think))
                        sent[m.version] = time.perf_counter()
                        last = p.Move(m.version, rng.choice(legal))
                        await c.send(last)
                elif m.type == "ended":
                    ended.append(1)
                    last = p.Rematch()  # (the table plays on: a new deal, the same seats)
                    await c.send(last)
                elif m.type == "refused" and m.reason == "rate" and last is not None:
                    slowed.append(1)
                    await asyncio.sleep(0.05)
                    await c.send(last)


def _median_p99(trips: list[float]) -> tuple[float, float]:
    ms = sorted(t * 1000 for t in trips) or [0.0]
    return statistics.median(ms), ms[min(len(ms) - 1, int(len(ms) * 0.99))]


def _machine_times() -> tuple[int, int]:
    """The machine's processor time busy and in all, in clock ticks (``/proc/stat``)."""
    ticks = [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = ticks[3] + ticks[4]  # (idle, and waiting for input or output)
    return sum(ticks) - idle, sum(ticks)


def _redis_counts(url: str | None) -> tuple[float, int]:
    """Redis's processor time (user and system, its main process) and the commands it has
    processed, from its ``INFO`` (0 and 0 without Redis)."""
    if url is None:
        return 0.0, 0
    import redis

    client = redis.Redis.from_url(url)
    try:
        info = client.info("everything")
    finally:
        client.close()
    cpu = float(info["used_cpu_user"]) + float(info["used_cpu_sys"])
    return cpu, int(info["total_commands_processed"])


async def _load(
    urls: list[str],
    pids: list[int | None],
    tables: int,
    game: str,
    people: int,
    seconds: float,
    think: float,
    redis: str | None = None,
) -> LoadReport:
    before = [_rss_kib(pid) for pid in pids]
    groups: list[list[_Seat]] = []
    for start in range(0, tables, 20):  # (opened twenty at a time)
        groups += await asyncio.gather(
            *(_seat(urls, t, game, people) for t in range(start, min(tables, start + 20)))
        )
    for group in groups:
        await group[0].send(p.Start())
    await asyncio.sleep(0.5)
    after = [_rss_kib(pid) for pid in pids]
    trips: list[float] = []
    ended: list[int] = []
    slowed: list[int] = []
    rng = random.Random(1)
    clock = asyncio.get_running_loop().time
    cpus = [_cpu_seconds(pid) for pid in pids]
    own = time.process_time()
    busy, total = _machine_times()
    redis_cpu, commands = _redis_counts(redis)
    began = clock()
    stop = began + seconds
    crossing: list[float] = []  # (seat k of table t is on member (t + k) mod N, its host on t)
    await asyncio.gather(
        *(
            _play(c, rng, stop, think, crossing if k % len(urls) else trips, ended, slowed)
            for g in groups
            for k, c in enumerate(g)
        )
    )
    elapsed = clock() - began
    cpus = [_cpu_seconds(pid) - cpu for pid, cpu in zip(pids, cpus, strict=True)]
    own = time.process_time() - own
    busy_now, total_now = _machine_times()
    redis_cpu_now, commands_now = _redis_counts(redis)
    crossed = len(crossing)
    crossing_median, crossing_p99 = _median_p99(crossing)
    trips += crossing
    moves = max(1, len(trips))
    for group in groups:
        for c in group:
            await c.close()
    median, p99 = _median_p99(trips)
    return LoadReport(
        tables,
        tables * people,
        elapsed,
        len(trips),
        len(ended) // people,
        median,
        p99,
        len(trips) / elapsed,
        (sum(after) - sum(before)) / tables,
        think,
        len(slowed),
        sum(cpus) * 1000 / moves,
        tuple(
            MemberLoad((a - b) / tables, cpu * 1000 / moves)
            for a, b, cpu in zip(after, before, cpus, strict=True)
        )
        if redis is not None
        else (),
        (redis_cpu_now - redis_cpu) * 1000 / moves,
        (commands_now - commands) / moves,
        own * 1000 / moves,
        (busy_now - busy) / max(1, total_now - total),
        crossed,
        crossing_median,
        crossing_p99,
    )


def run_load(
    tables: int = 200,
    game: str = "all-fives",
    people: int = 2,
    seconds: float = 20.0,
    folder: Path | None = None,
    address: str | None = None,
    think: float = 0.0,
    members: int = 1,
    redis: str | None = None,
) -> LoadReport:
    """Start ``figures serve`` on a free loopback port (its tables in ``folder``, or a
    temporary folder), load it, stop it, and report; with ``address``, load the server
    already running there instead (its memory is then not measured: 0). The clients move at
    once, or after ``think`` seconds on average (a table's pace of play).

    With ``members`` above 1, or ``redis`` given, start that many members of a fleet
    (``figures serve --redis``) instead, sharing the Redis at ``redis`` (``""``, or None
    with several members: a ``redis-server`` of its own, started and stopped here)."""
    import tempfile

    if address is not None:
        return asyncio.run(_load([address], [None], tables, game, people, seconds, think))

    with contextlib.ExitStack() as stack:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        fleet = redis is not None or members > 1
        if fleet and not redis:
            redis = stack.enter_context(_redis_server(scratch / "redis"))
        servers: list[subprocess.Popen[str]] = []
        stack.callback(_stop_all, servers)
        urls = []
        for k in range(members):
            port = _free_port()
            command = [sys.executable, "-m", "figures.cli", "serve", "--port", str(port)]
            command += ["--max-tables", str(tables + 10)]
            if fleet:
                command += ["--redis", str(redis)]
            else:
                command += ["--data", str(folder or scratch)]
            said = scratch / f"member-{k + 1}.err"  # (one server: its errors shown as they come)
            errors = stack.enter_context(said.open("w")) if fleet else None
            server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors, text=True)
            servers.append(server)
            assert server.stdout is not None
            if not server.stdout.readline():
                server.wait(10)
                last = said.read_text().strip().splitlines()[-1:] if fleet else []
                why = "".join(f": {line.removeprefix('figures: error: ')}" for line in last)
                raise LoadError(f"figures serve did not start{why}")
            urls.append(f"ws://127.0.0.1:{port}")
        pids: list[int | None] = [s.pid for s in servers]
        return asyncio.run(
            _load(urls, pids, tables, game, people, seconds, think, redis if fleet else None)
        )
    raise AssertionError("unreachable")  # (mypy: ExitStack may swallow exceptions)


def _stop_all(servers: list[subprocess.Popen[str]]) -> None:
    for server in servers:
        server.kill()
    for server in servers:
        server.wait()


@contextlib.contextmanager
def _redis_server(folder: Path) -> Iterator[str]:
    """A ``redis-server`` on a free loopback port, its files in ``folder``, append-only
    persistence written to disk before each write is answered; its address."""
    program = shutil.which("redis-server")
    if program is None:
        raise LoadError("redis-server is not installed: install it, or give --redis URL")
    folder.mkdir(parents=True)
    port = _free_port()
    command = [
        program, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder),
        "--appendonly", "yes", "--appendfsync", "always", "--save", "",
        "--protected-mode", "yes", "--logfile", str(folder / "redis.log"),
    ]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise LoadError(f"redis-server did not start on port {port}")
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.kill()
        process.wait()
