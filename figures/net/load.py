"""The load benchmark of the table server (``figures loadtest``): many tables at once over
loopback on one ``figures serve`` process, every seat a network client that plays a random
legal move as soon as its state comes; what is measured is the server.

It reports the move round trip (a move sent until the state that follows it comes back to
the mover: median and 99th percentile), the moves per second the server sustained, and the
server's memory per table (its resident size after the tables started, less before, shared
out among them).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from figures.net import protocol as p
from figures.net.client import ConnectionError_


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

    def lines(self) -> list[str]:
        pace = f", {self.think:g} s to think a move" if self.think else ", moving at once"
        memory = f"{self.memory_per_table_kib:.0f} KiB" if self.memory_per_table_kib else "-"
        cpu = self.server_cpu_per_move_ms
        return [
            f"{self.tables} tables, {self.clients} clients, {self.seconds:.1f} s{pace}",
            f"moves: {self.moves} ({self.moves_per_second:.0f} per second), games ended: "
            f"{self.games}, refused for the rate: {self.slowed}",
            f"move round trip: median {self.round_trip_median_ms:.2f} ms, "
            f"99th percentile {self.round_trip_p99_ms:.2f} ms",
            f"server memory per table: {memory}, processor time per move: "
            + (f"{cpu:.2f} ms" if cpu else "-"),
        ]


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


async def _seat(url: str, game: str, people: int) -> list[_Seat]:
    host = await _Seat.connect(url)
    await host.send(p.Open(game, "Host", [p.SeatSpec()] * people))
    seated = await host.expect("seated")
    clients = [host]
    for n in range(1, people):
        c = await _Seat.connect(url)
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


async def _load(
    url: str, pid: int | None, tables: int, game: str, people: int, seconds: float, think: float
) -> LoadReport:
    before = _rss_kib(pid)
    groups = []
    for start in range(0, tables, 20):  # (opened twenty at a time)
        groups += await asyncio.gather(
            *(_seat(url, game, people) for _ in range(min(20, tables - start)))
        )
    for group in groups:
        await group[0].send(p.Start())
    await asyncio.sleep(0.5)
    after = _rss_kib(pid)
    trips: list[float] = []
    ended: list[int] = []
    slowed: list[int] = []
    rng = random.Random(1)
    clock = asyncio.get_running_loop().time
    cpu = _cpu_seconds(pid)
    began = clock()
    stop = began + seconds
    await asyncio.gather(
        *(_play(c, rng, stop, think, trips, ended, slowed) for g in groups for c in g)
    )
    elapsed = clock() - began
    cpu = _cpu_seconds(pid) - cpu
    for group in groups:
        for c in group:
            await c.close()
    trips.sort()
    ms = [t * 1000 for t in trips] or [0.0]
    return LoadReport(
        tables,
        tables * people,
        elapsed,
        len(trips),
        len(ended) // people,
        statistics.median(ms),
        ms[min(len(ms) - 1, int(len(ms) * 0.99))],
        len(trips) / elapsed,
        (after - before) / tables,
        think,
        len(slowed),
        cpu * 1000 / max(1, len(trips)),
    )


def run_load(
    tables: int = 200,
    game: str = "all-fives",
    people: int = 2,
    seconds: float = 20.0,
    folder: Path | None = None,
    address: str | None = None,
    think: float = 0.0,
) -> LoadReport:
    """Start ``figures serve`` on a free loopback port (its tables in ``folder``, or a
    temporary folder), load it, stop it, and report; with ``address``, load the server
    already running there instead (its memory is then not measured: 0). The clients move at
    once, or after ``think`` seconds on average (a table's pace of play)."""
    import tempfile

    if address is not None:
        return asyncio.run(_load(address, None, tables, game, people, seconds, think))

    port = _free_port()
    with tempfile.TemporaryDirectory() as scratch:
        data = folder or Path(scratch)
        command = [sys.executable, "-m", "figures.cli", "serve", "--port", str(port)]
        command += ["--data", str(data), "--max-tables", str(tables + 10)]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            server.stdout.readline()
            url = f"ws://127.0.0.1:{port}"
            return asyncio.run(_load(url, server.pid, tables, game, people, seconds, think))
        finally:
            server.kill()
            server.wait()
