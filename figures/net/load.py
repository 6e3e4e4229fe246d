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
import random
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from figures.net import protocol as p
from figures.net.client import Client


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

    def lines(self) -> list[str]:
        return [
            f"{self.tables} tables, {self.clients} clients, {self.seconds:.1f} s",
            f"moves: {self.moves} ({self.moves_per_second:.0f} per second), games ended: "
            f"{self.games}",
            f"move round trip: median {self.round_trip_median_ms:.2f} ms, "
            f"99th percentile {self.round_trip_p99_ms:.2f} ms",
            f"server memory per table: {self.memory_per_table_kib:.0f} KiB",
        ]


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _seat(url: str, game: str, people: int) -> list[Client]:
    host = Client(url, name="load")
    await host.start()
    await host.send(p.Open(game, "Host", [p.SeatSpec()] * people))
    seated = await host.expect(p.Seated, 30)
    clients = [host]
    for n in range(1, people):
        c = Client(url, name="load")
        await c.start()
        await c.send(p.Join(seated.code, f"Guest {n}"))
        await c.expect(p.Seated, 30)
        clients.append(c)
    return clients


async def _play(
    c: Client, rng: random.Random, stop: float, trips: list[float], ended: list[int]
) -> None:
    sent: dict[int, float] = {}
    while time.monotonic() < stop:
        try:
            m = await asyncio.wait_for(c.inbox.get(), max(0.01, stop - time.monotonic()))
        except TimeoutError:
            return
        if isinstance(m, p.State):
            started = sent.pop(m.version - 1, None)
            if started is not None:
                trips.append(time.perf_counter() - started)
            if m.view.get("legal") and m.version not in sent:
                sent[m.version] = time.perf_counter()
                await c.send(p.Move(m.version, rng.choice(m.view["legal"])))
        elif isinstance(m, p.Ended):
            ended.append(1)
            await c.send(p.Rematch())  # (the table plays on: a new deal, the same seats)
        elif isinstance(m, p.Refused) and m.reason == "rate":
            await asyncio.sleep(0.05)


async def _load(
    url: str, pid: int, tables: int, game: str, people: int, seconds: float
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
    rng = random.Random(1)
    began = time.monotonic()
    stop = began + seconds
    await asyncio.gather(*(_play(c, rng, stop, trips, ended) for g in groups for c in g))
    elapsed = time.monotonic() - began
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
    )


def run_load(
    tables: int = 200,
    game: str = "all-fives",
    people: int = 2,
    seconds: float = 20.0,
    folder: Path | None = None,
) -> LoadReport:
    """Start ``figures serve`` on a free loopback port (its tables in ``folder``, or a
    temporary folder), load it, stop it, and report."""
    import tempfile

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
            return asyncio.run(_load(url, server.pid, tables, game, people, seconds))
        finally:
            server.kill()
            server.wait()
