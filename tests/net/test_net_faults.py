"""Faults: the server killed mid-game and started again (no accepted move lost, the clients
come back by themselves), the store read again after a crash, a player away past the grace
period (the computer plays for them, and gives the seat back), the turn clock."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time

import pytest
from netplay import WAIT, client, close_all, latest, play_all, play_random, run, serving, table_of

from figures.cli import main
from figures.net import protocol as p
from figures.net.server import Timing
from figures.net.store import Store
from figures.net.table import Spec, Table

pytestmark = pytest.mark.slow


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(folder, port: int) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "figures.cli", "serve", "--port", str(port)]
    command += ["--data", str(folder), "--computer-delay", "0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith(f"serving on ws://127.0.0.1:{port}"), line
    return process


@pytest.mark.parametrize("game", ["colour", "mexican-train"])
def test_kill_9_mid_game_loses_no_accepted_move(game: str, tmp_path) -> None:
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = serve(tmp_path / "server", port)

    async def scenario() -> dict:
        nonlocal server
        rng = random.Random(5)
        clients, _code = await table_of(url, game, 2)
        await clients[0].send(p.Start())
        for _ in range(12):  # (a dozen moves, each once the state is known)
            states = [await latest(c) for c in clients]
            mover = next(n for n, s in enumerate(states) if s.view["legal"])
            state = states[mover]
            await clients[mover].send(p.Move(state.version, rng.choice(state.view["legal"])))
        before = await latest(clients[0])
        assert before.view["outcome"] is None and len(before.view["history"]) >= 12
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
        server = serve(tmp_path / "server", port)
        after = await clients[0].expect(p.State, WAIT)
        while after.version < before.version:
            after = await clients[0].expect(p.State, WAIT)
        assert all(c.reconnects == 1 for c in clients)  # (each came back by itself)
        assert after.version == before.version
        assert after.view["history"] == before.view["history"]  # (nothing accepted was lost)
        assert after.commitment == before.commitment
        for c in clients:
            await latest(c)
        records = await play_all(clients, seed=7)
        await close_all(clients)
        return records[0]

    try:
        record = run(scenario)
    finally:
        server.kill()
        server.wait()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert main(["replay", "--check", str(path)]) == 0


def test_the_store_rebuilds_every_table_at_its_last_accepted_move(tmp_path) -> None:
    """What a restart after ``kill -9`` reads: each change was committed on its own, so a
    second store opened on the same file (the first never closed) rebuilds the table."""
    rng = random.Random(3)
    first = Store(tmp_path)
    spec = Spec("mexican-train", {}, (p.SeatSpec(), p.SeatSpec(), p.SeatSpec("computer", "easy")))
    table, token = Table.open(spec, "Ada")
    first.opened(table)
    guest = table.take(None, "Bob")
    first.seated(table)
    table.start()
    first.started(table)
    for _ in range(40):
        seat = table.game.turn
        notation = table.move(seat, table.version, str(rng.choice(table.game.legal_actions())))
        first.logged(table, seat, "move", notation)
    seat = table.game.history()[-1].seat
    table.takeback(seat)
    first.logged(table, seat, "takeback", "")
    again = Store(tmp_path).load()
    assert [t.code for t in again] == [table.code]
    rebuilt = again[0]
    assert rebuilt.version == table.version and rebuilt.seed == table.seed
    assert rebuilt.game.history() == table.game.history()
    assert rebuilt.seat_of(token) == 0 and rebuilt.seat_of(guest) == 1
    assert rebuilt.view(1) == table.view(1)


def test_the_computer_plays_for_a_player_away_and_gives_the_seat_back() -> None:
    async def scenario() -> None:
        async with serving(timing=Timing(grace=0.3, computer_delay=0)) as (url, server):
            clients, code = await table_of(url, "all-fives", 2)
            live = server.tables[code]
            await clients[0].send(p.Start())
            for c in clients:
                await c.expect(p.State, WAIT)
            token = clients[1].token
            await clients[1].close()
            mover = asyncio.create_task(play_random(clients[0], 1))
            deadline = time.monotonic() + WAIT
            while not live.table.seats[1].standin and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            assert live.table.seats[1].away and live.table.seats[1].standin
            # the game goes on: seat 0 plays, the computer answers for seat 1
            played = [h for h in live.table.game.history() if h.seat == 1]
            while len([h for h in live.table.game.history() if h.seat == 1]) == len(played):
                await asyncio.sleep(0.02)
                assert time.monotonic() < deadline
            back = await client(url)
            back.token = None
            await back.send(p.Resume(token))
            await back.expect(p.Seated, WAIT)
            assert not live.table.seats[1].away and not live.table.seats[1].standin
            mover.cancel()
            await close_all([clients[0], back])

    run(scenario)


def test_the_turn_clock_plays_when_it_runs_out() -> None:
    async def scenario() -> None:
        async with serving(timing=Timing(clock_scale=0.01, computer_delay=0)) as (url, server):
            clients, code = await table_of(url, "block", 2, clock=30)
            live = server.tables[code]
            await clients[0].send(p.Start())
            state = await clients[0].expect(p.State, WAIT)
            assert state.deadline is not None and state.deadline <= 0.3
            deadline = time.monotonic() + WAIT
            while not live.table.game.history() and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            assert live.table.game.history()  # (nobody moved: the clock did)
            await close_all(clients)

    run(scenario)
