"""The table's people over loopback: spectators (the public view, refused where the table takes
none or has all it takes), chat (to everyone at the table, limited, muted for the muter
alone), takebacks (asked, accepted or refused, off at a table) and leaving a seat (the
computer plays it from then on); each says what it changes of the table and what it does not."""

from __future__ import annotations

import asyncio

import pytest
from netplay import WAIT, client, close_all, play_random, run, serving, table_of

from figures.net import protocol as p
from figures.net.client import Client
from figures.net.server import Limits, Timing
from figures.net.store import Store
from figures.net.views import may_see, tiles_named

pytestmark = pytest.mark.slow


async def started(url: str, game: str = "block", people: int = 2, **options) -> list[Client]:
    clients, _ = await table_of(url, game, people, **options)
    await clients[0].send(p.Start())
    for c in clients:
        await c.expect(p.State, WAIT)
    return clients


async def refused(c: Client, message, reason: str) -> p.Refused:
    await c.send(message)
    answer = await c.expect(p.Refused, WAIT)
    assert answer.reason == reason, answer
    return answer


async def state_at(c: Client, version: int) -> p.State:
    """The first state of ``version`` or later that ``c`` receives."""
    while True:
        state = await c.expect(p.State, WAIT)
        if state.version >= version:
            return state


# ----------------------------------------------------------------------- spectators


def test_a_spectator_sees_the_public_view_and_only_watches() -> None:
    async def scenario() -> None:
        async with serving(limits=Limits(max_watchers=1)) as (url, server):
            clients, code = await table_of(url, "draw", 2)
            watcher = await client(url)
            await watcher.send(p.Watch(code))
            lobby = await watcher.expect(p.Lobby, WAIT)
            assert lobby.code == code and watcher.token is None
            await refused(await client(url), p.Watch(code), "limit")  # (one spectator here)
            await clients[0].send(p.Start())
            state = await watcher.expect(p.State, WAIT)
            live = server.tables[code]
            table = live.table
            assert state.seat is None and state.version == table.version
            assert not {"hand", "legal", "opening_tile"} & set(state.view)
            assert state.view == table.view(None)
            assert tiles_named(state.view) <= may_see(table.game, None)
            version, history = table.version, list(table.game.history())
            legal = next(c.state.view["legal"][0] for c in clients if c.state.view["legal"])
            await refused(watcher, p.Move(version, legal), "seat")
            await refused(watcher, p.Say("hi"), "seat")
            await refused(watcher, p.Takeback(), "seat")
            await refused(watcher, p.Join(code, "Eve"), "state")  # (already at the table)
            assert table.version == version and list(table.game.history()) == history
            await watcher.close()  # (a spectator gone leaves no seat away)
            for _ in range(250):
                if all(q.seat is not None for q in live.peers):
                    break
                await asyncio.sleep(0.02)
            assert len(live.peers) == 2
            assert not any(s.away for s in table.seats) and table.version == version
            records = await asyncio.gather(*(play_random(c, n) for n, c in enumerate(clients)))
            assert records[0] == records[1]
            await close_all(clients)

    run(scenario)


def test_a_table_without_spectators_refuses_them() -> None:
    async def scenario() -> None:
        async with serving() as (url, server):
            clients, code = await table_of(url, "block", 2, spectators=False)
            version = server.tables[code].table.version
            stranger = await client(url)
            answer = await refused(stranger, p.Watch(code), "table")
            assert code in answer.detail
            live = server.tables[code]
            assert live.table.version == version and all(q.seat is not None for q in live.peers)
            await refused(stranger, p.Watch("ZZZZZZ"), "table")  # (no such table)
            await close_all([*clients, stranger])

    run(scenario)


# ----------------------------------------------------------------------- chat


def test_chat_reaches_the_table_is_limited_and_muted_for_the_muter_alone() -> None:
    async def scenario() -> None:
        limits = Limits(chat_rate=0.01, chat_burst=3)
        async with serving(limits=limits) as (url, server):
            clients, code = await table_of(url, "block", 3)
            host, guest, third = clients
            watcher = await client(url)
            await watcher.send(p.Watch(code))
            await watcher.expect(p.Lobby, WAIT)
            table = server.tables[code].table
            version = table.version

            await host.send(p.Say("  hello \t  world "))
            for c in [*clients, watcher]:  # (everyone at the table, the speaker and spectators)
                said = await c.expect(p.Said, WAIT)
                assert said == p.Said(0, "Host", "hello world")

            await host.send(p.Mute(1))  # the host hides seat 1's chat
            await guest.send(p.Say("one"))
            for c in (guest, third, watcher):
                assert (await c.expect(p.Said, WAIT)).text == "one"
            await third.send(p.Say("two"))  # (after "one", which the host never receives)
            said = await host.expect(p.Said, WAIT)
            assert (said.seat, said.text) == (2, "two")
            await host.send(p.Mute(1, muted=False))
            await guest.send(p.Say("three"))
            assert (await host.expect(p.Said, WAIT)).text == "three"

            await refused(third, p.Say("   "), "frame")  # (nothing left once spaces go)
            await refused(third, p.Say("a\x00b"), "frame")
            await host.send(p.Say("a"))
            await host.send(p.Say("b"))
            answer = await refused(host, p.Say("c"), "rate")  # (a burst of three lines)
            assert "chat" in answer.detail
            assert table.version == version and not table.started  # (chat changes no table)
            await close_all([*clients, watcher])

    run(scenario)


# ----------------------------------------------------------------------- takebacks


def test_a_takeback_accepted_takes_the_move_back_refused_changes_nothing() -> None:
    async def scenario() -> None:
        async with serving() as (url, server):
            clients = await started(url)
            code = clients[0].code
            assert code is not None
            live = server.tables[code]
            table = live.table
            mover = next(c for c in clients if c.state.view["legal"])
            other = next(c for c in clients if c is not mover)
            start = table.version
            # nothing of the other's to take back yet: refused, nobody is asked
            await refused(other, p.Takeback(), "state")
            assert live.asked is None
            await refused(other, p.Answer(True), "state")  # (no takeback asked)
            await mover.send(p.Move(start, mover.state.view["legal"][0]))
            for c in clients:
                await state_at(c, start + 1)
            assert len(table.game.history()) == 1

            await mover.send(p.Takeback())
            for c in clients:
                assert (await c.expect(p.Asked, WAIT)).seat == mover.seat
            await refused(mover, p.Answer(True), "state")  # (not asked of the asker)
            await refused(other, p.Takeback(), "state")  # (one takeback asked at a time)
            await other.send(p.Answer(False))
            for c in clients:
                assert (await c.expect(p.State, WAIT)).version == start + 1
            assert table.version == start + 1 and len(table.game.history()) == 1
            assert live.asked is None

            await mover.send(p.Takeback())
            await other.expect(p.Asked, WAIT)
            await other.send(p.Answer(True))
            for c in clients:
                state = await state_at(c, start + 2)
                assert state.last == "takeback" and state.view["history"] == []
            assert table.version == start + 2 and table.game.history() == []
            assert mover.state.view["legal"]  # (the mover's turn again)
            await close_all(clients)

    run(scenario)


def test_a_table_without_takebacks_refuses_them() -> None:
    async def scenario() -> None:
        async with serving() as (url, server):
            clients = await started(url, takeback=False)
            table = server.tables[clients[0].code].table
            mover = next(c for c in clients if c.state.view["legal"])
            await mover.send(p.Move(table.version, mover.state.view["legal"][0]))
            await state_at(mover, table.version)
            version = table.version
            answer = await refused(mover, p.Takeback(), "state")
            assert "off" in answer.detail
            assert table.version == version and len(table.game.history()) == 1
            await close_all(clients)

    run(scenario)


# ----------------------------------------------------------------------- leaving


def test_a_person_who_leaves_is_played_by_the_computer() -> None:
    async def scenario() -> None:
        async with serving(timing=Timing(computer_delay=0)) as (url, server):
            clients = await started(url, "all-fives")
            host, guest = clients
            code = host.code
            assert code is not None
            table = server.tables[code].table
            token, version = guest.token, table.version
            await guest.send(p.Leave())
            # the others are shown the seat played by the computer; the game did not change
            state = await host.expect(p.State, WAIT)
            while state.seats[1].kind != "computer":
                state = await host.expect(p.State, WAIT)
            assert table.seats[1].kind == "computer" and table.seats[1].token is None
            assert table.persons() == [0]
            assert state.version >= version
            # the connection stays, at no table: nothing of the table reaches it any more
            await refused(guest, p.Move(table.version, "x"), "state")
            assert all(q is not guest for q in server.tables[code].peers)
            before = sum(1 for h in table.game.history() if h.seat == 1)
            record = await play_random(host, 3)
            assert sum(1 for h in table.game.history() if h.seat == 1) > before
            assert record["players"][1]["kind"] == "medium"
            assert guest.inbox.empty()  # (no state nor record after the refusal)
            await refused(guest, p.Resume(token), "token")  # (the token holds no seat now)
            await close_all(clients)

    run(scenario)


def test_the_host_who_leaves_the_waiting_room_hands_the_start_on(tmp_path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, timing=Timing(computer_delay=0)) as (url, server):
            clients, code = await table_of(url, "block", 3)
            host, guest, third = clients
            table = server.tables[code].table
            await host.send(p.Leave())
            lobby = await guest.expect(p.Lobby, WAIT)
            while lobby.seats[0].kind != "open":  # (free again, in the waiting room)
                lobby = await guest.expect(p.Lobby, WAIT)
            assert lobby.host == 1 and table.host == 1 and not table.started
            assert Store(tmp_path).load()[0].host == 1  # (the store keeps the new host)
            await refused(third, p.Start(), "seat")  # (the host's part went to seat 1 only)
            await guest.send(p.Start())
            state = await guest.expect(p.State, WAIT)
            assert state.seats[0].kind == "computer" and table.started
            await close_all(clients)

    run(scenario)


def test_a_takeback_asked_of_a_person_who_leaves_is_dropped() -> None:
    async def scenario() -> None:
        async with serving() as (url, server):
            clients = await started(url)
            live = server.tables[clients[0].code]
            mover = next(c for c in clients if c.state.view["legal"])
            other = next(c for c in clients if c is not mover)
            start = live.table.version
            await mover.send(p.Move(start, mover.state.view["legal"][0]))
            await state_at(mover, start + 1)
            await mover.send(p.Takeback())
            await other.expect(p.Asked, WAIT)
            await other.send(p.Leave())  # (the one person asked will never answer)
            await state_at(mover, start + 1)
            assert live.asked is None
            await mover.send(p.Takeback())  # (nobody left to ask: taken back at once)
            state = await mover.expect(p.State, WAIT)
            while state.last != "takeback":
                state = await mover.expect(p.State, WAIT)
            assert not [h for h in live.table.game.history() if h.seat == mover.seat]
            await close_all(clients)

    run(scenario)
