"""A peer is a stranger: wrong tokens, moves out of turn, stale and replayed moves, forged
codes, oversized frames, floods and hostile frames are refused with a reason, change nothing,
and leave the other tables playing."""

from __future__ import annotations

import asyncio
import json

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from netplay import WAIT, close_all, play_all, run, serving, table_of
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from figures.net import protocol as p
from figures.net.server import Limits

pytestmark = pytest.mark.slow


async def raw(url: str):
    ws = await connect(url, compression=None)
    await ws.send(p.encode(p.Hello(p.PROTOCOL)).decode())
    assert isinstance(p.decode_server(await ws.recv()), p.Welcome)
    return ws


async def reply(ws) -> p.ServerMessage:
    return p.decode_server(await asyncio.wait_for(ws.recv(), WAIT))


async def started(url: str, game: str = "all-fives"):
    clients, code = await table_of(url, game, 2)
    await clients[0].send(p.Start())
    for c in clients:
        await c.expect(p.State, WAIT)
    return clients, code


def test_refusals_change_nothing() -> None:
    async def scenario() -> None:
        async with serving() as (url, server):
            clients, code = await started(url)
            table = server.tables[code].table
            version, history = table.version, list(table.game.history())
            mover = next(c for c in clients if c.state.view["legal"])
            waiter = next(c for c in clients if c is not mover)
            legal = mover.state.view["legal"][0]

            async def refused(c, message, reason: str) -> None:
                await c.send(message)
                answer = await c.expect(p.Refused, WAIT)
                assert answer.reason == reason, answer
                assert table.version == version and list(table.game.history()) == history

            await refused(waiter, p.Move(version, legal), "turn")  # not this seat's turn
            await refused(mover, p.Move(version - 1, legal), "stale")
            await refused(mover, p.Move(version, "9-9@L"), "illegal")
            await refused(mover, p.Move(version, "nonsense"), "illegal")
            await refused(waiter, p.Start(), "state")
            await refused(mover, p.Join(code, "Again"), "state")  # (already seated)
            stranger = await raw(url)
            await stranger.send(p.encode(p.Resume("x" * 43)).decode())
            assert (await reply(stranger)).reason == "token"
            await stranger.send(p.encode(p.Join("ZZZZZZ", "Eve")).decode())
            assert (await reply(stranger)).reason == "table"
            await stranger.send(p.encode(p.Join(code, "Eve")).decode())
            assert (await reply(stranger)).reason == "seat"  # (no seat free)
            await stranger.send(p.encode(p.Move(version, legal)).decode())
            assert (await reply(stranger)).reason == "state"  # (at no table)
            assert table.version == version

            # a move accepted, then the same message again: stale
            await mover.send(p.Move(version, legal))
            await mover.expect(p.State, WAIT)
            await refused_after(mover, p.Move(version, legal), table)
            await stranger.close()
            await close_all(clients)

    async def refused_after(c, message, table) -> None:
        before = table.version
        await c.send(message)
        answer = await c.expect(p.Refused, WAIT)
        assert answer.reason in ("stale", "turn") and table.version == before

    run(scenario)


def test_a_token_takes_back_only_its_own_seat() -> None:
    async def scenario() -> None:
        async with serving() as (url, _server):
            clients, code = await started(url)
            token = clients[1].token
            await clients[1].close()
            back = await raw(url)
            await back.send(p.encode(p.Resume(token)).decode())
            seated = await reply(back)
            assert isinstance(seated, p.Seated) and seated.seat == 1 and seated.code == code
            state = await reply(back)
            assert isinstance(state, p.State) and state.seat == 1
            # the view sent is seat 1's: its hand, not seat 0's
            assert state.view.get("hand") != clients[0].state.view.get("hand")
            await back.close()
            await close_all(clients[:1])

    run(scenario)


def test_oversized_frames_floods_and_garbage_close_only_their_connection() -> None:
    async def scenario() -> None:
        limits = Limits(rate=50, burst=20, flood=10)
        async with serving(limits=limits) as (url, _server):
            clients, _code = await table_of(url, "block", 2)
            await clients[0].send(p.Start())
            playing = asyncio.create_task(play_all(clients))

            big = await raw(url)  # an oversized frame: closed (1009), nothing else
            await big.send("x" * (p.MAX_CLIENT_FRAME + 1))
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(5):
                    await reply(big)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009

            flood = await raw(url)  # a flood: refused, then closed (1008)
            with pytest.raises(ConnectionClosed):
                for _ in range(500):
                    await flood.send(p.encode(p.Say("hi")).decode())
                for _ in range(500):
                    await reply(flood)

            garbage = await raw(url)  # malformed frames: refused, then closed
            for frame in ["{", "[]", '{"type": "move"}', '{"type": "nope"}', "null"]:
                await garbage.send(frame)
            reasons = []
            with pytest.raises(ConnectionClosed):
                for _ in range(10):
                    reasons.append((await reply(garbage)).reason)
            assert reasons == ["frame"] * 5

            records = await asyncio.wait_for(playing, 60)
            assert records[0]["final"] is not None  # (the other table played on)
            await close_all(clients)

    run(scenario)


def test_no_hello_no_table() -> None:
    async def scenario() -> None:
        async with serving() as (url, _):
            ws = await connect(url, compression=None)
            await ws.send(p.encode(p.Hello(99)).decode())
            assert p.decode_server(await ws.recv()).reason == "protocol"
            ws = await connect(url, compression=None)
            await ws.send(p.encode(p.Watch("ABCDEF")).decode())
            assert p.decode_server(await ws.recv()).reason == "state"

    run(scenario)


FRAMES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
TYPED = st.builds(
    lambda kind, body: {**body, "type": kind} if isinstance(body, dict) else body,
    st.sampled_from(
        [
            "hello",
            "open",
            "join",
            "resume",
            "watch",
            "start",
            "move",
            "say",
            "mute",
            "takeback",
            "answer",
            "rematch",
            "leave",
            "x",
        ]
    ),
    FRAMES,
)


@settings(max_examples=examples(60), suppress_health_check=list(HealthCheck), deadline=None)
@given(frames=st.lists(TYPED | FRAMES | st.binary(max_size=50), min_size=1, max_size=8))
def test_hostile_frames_never_change_a_table(frames) -> None:
    async def scenario() -> None:
        async with serving() as (url, server):
            clients, code = await started(url, "block")
            table = server.tables[code].table
            version = table.version
            ws = await raw(url)
            with pytest.raises((ConnectionClosed, TimeoutError)):
                for frame in frames:
                    await ws.send(frame if isinstance(frame, bytes) else json.dumps(frame))
                    answer = await asyncio.wait_for(ws.recv(), 2)
                    assert isinstance(
                        p.decode_server(answer),
                        p.Refused | p.Seated | p.Lobby | p.State | p.Welcome,
                    )
                raise TimeoutError
            assert table.version == version
            records = await play_all(clients)  # (the table plays on)
            assert records[0]["final"] is not None
            await close_all(clients)

    run(scenario)
