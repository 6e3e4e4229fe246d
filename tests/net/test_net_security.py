"""A peer is a stranger: wrong tokens, moves out of turn, stale and replayed moves, forged
codes, oversized frames, floods and hostile frames are refused with a reason, change nothing,
and leave the other tables playing; on one server and on a fleet of three, where each table's
people are spread over the members and the strangers come in through a member that does not
own the table (:mod:`spread`): what an edge forwards, its owner refuses as one server would."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
from typing import Any

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from netplay import WAIT, close_all, play_all, run
from spread import PLACES, At, Spread, table_at
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from figures.net import protocol as p
from figures.net.server import Limits
from figures.net.table import token_hash

pytestmark = pytest.mark.slow


@pytest.fixture(params=PLACES)
def spread(request, tmp_path):
    with Spread.of(request.param, tmp_path) as made:
        yield made


async def raw(url: str):
    ws = await connect(url, compression=None)
    await ws.send(p.encode(p.Hello(p.PROTOCOL)).decode())
    assert isinstance(p.decode_server(await ws.recv()), p.Welcome)
    return ws


async def reply(ws) -> p.ServerMessage:
    return p.decode_server(await asyncio.wait_for(ws.recv(), WAIT))


async def started(at: At, game: str = "all-fives"):
    clients, code = await table_at(at, game, 2)
    await clients[0].send(p.Start())
    for c in clients:
        await c.expect(p.State, WAIT)
    return clients, code


def test_refusals_change_nothing(spread) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            clients, code = await started(at)
            table = at.live(code).table
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
            stranger = await raw(at.stranger())
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


def test_a_token_takes_back_only_its_own_seat(spread) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            clients, code = await started(at)
            token = clients[1].token
            await clients[1].close()
            back = await raw(at.watcher)  # (on a fleet, neither the owner nor the seat's edge)
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


def test_oversized_frames_floods_and_garbage_close_only_their_connection(spread) -> None:
    async def scenario() -> None:
        limits = Limits(rate=50, burst=20, flood=10)
        async with spread.serving(limits=limits) as at:
            clients, _code = await table_at(at, "block", 2)
            await clients[0].send(p.Start())
            playing = asyncio.create_task(play_all(clients))

            big = await raw(at.stranger(0))  # an oversized frame: closed (1009), nothing else
            await big.send("x" * (p.MAX_CLIENT_FRAME + 1))
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(5):
                    await reply(big)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009

            flood = await raw(at.stranger(1))  # a flood: refused, then closed (1008)
            with pytest.raises(ConnectionClosed):
                for _ in range(500):
                    await flood.send(p.encode(p.Say("hi")).decode())
                for _ in range(500):
                    await reply(flood)

            garbage = await raw(at.stranger(0))  # malformed frames: refused, then closed
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


def test_no_hello_no_table(spread) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            ws = await connect(at.stranger(), compression=None)
            await ws.send(p.encode(p.Hello(99)).decode())
            assert p.decode_server(await ws.recv()).reason == "protocol"
            ws = await connect(at.stranger(), compression=None)
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
def test_hostile_frames_never_change_a_table(spread, frames) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            clients, code = await started(at, "block")
            table = at.live(code).table
            version = table.version
            ws = await raw(at.stranger())
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


# ----------------------------------------------------------------------- the fleet only
# (what only a fleet has: an edge that forwards a client's frames to another member, and a
# seat whose connection moves from one edge to another)

fleet_only = pytest.mark.parametrize("spread", [PLACES[1]], indirect=True)


async def frames_of(ws, into: list) -> None:
    """Keep every frame ``ws`` receives until it is closed."""
    with contextlib.suppress(ConnectionClosed):
        async for frame in ws:
            into.append(p.decode_server(frame))


async def taken_back_twice(at: At, guest) -> tuple[Any, Any, p.State]:
    """The guest's seat, its connection closed, taken back on its own edge (member 2: the
    old line), then on member 3 (the new line); the new line's state."""
    token = guest.token
    await guest.close()
    old = await raw(at.guest(1))
    await old.send(p.encode(p.Resume(token)).decode())
    assert isinstance(await reply(old), p.Seated)
    assert isinstance(await reply(old), p.State)
    new = await raw(at.watcher)
    await new.send(p.encode(p.Resume(token)).decode())
    seated = await reply(new)
    assert isinstance(seated, p.Seated) and seated.seat == 1
    state = await reply(new)
    assert isinstance(state, p.State) and state.seat == 1
    return old, new, state


@fleet_only
def test_a_seat_taken_back_elsewhere_leaves_its_old_edge_nothing(spread) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            clients, code = await started(at)
            live = at.live(code)
            old, new, state = await taken_back_twice(at, clients[1])
            table = live.table
            version, history = table.version, list(table.game.history())
            legal = (state.view["legal"] or [""])[0]
            frames = [p.Say("from the old line"), p.Move(version, legal), p.Start()]
            frames += [p.Takeback(), p.Rematch(), p.Leave()]
            reasons, closed = [], None
            try:  # (each refused as at no table, until the edge closes the old line)
                for message in frames:
                    await old.send(p.encode(message).decode())
                    answer = await reply(old)
                    assert isinstance(answer, p.Refused), answer
                    reasons.append(answer.reason)
                await old.recv()
            except ConnectionClosed as exc:
                closed = exc.rcvd
            assert set(reasons) <= {"state"}, reasons
            assert closed is not None and closed.code == 1000, closed
            assert table.version == version and list(table.game.history()) == history
            assert table.seats[1].name == "Guest 1" and not table.seats[1].away
            holders = [peer for peer in live.peers if peer.seat == 1]
            assert len(holders) == 1 and holders[0].ws.member == "member-3"
            assert all(member != "member-2" for member, _ in at.owner(code).remote)
            await new.send(p.encode(p.Say("from the new line")).decode())
            said = await clients[0].expect(p.Said, WAIT)
            assert said.seat == 1 and said.text == "from the new line"
            await new.close()
            await close_all(clients[:1])

    run(scenario)


@fleet_only
def test_an_old_line_whose_close_was_lost_is_refused_by_the_owner(spread) -> None:
    """Pub/sub may lose a message: the owner's ``close`` of the old line never reaches its
    edge, which keeps forwarding its frames; the owner refuses each (at no table), and sends
    that line nothing of the table."""

    async def scenario() -> None:
        async with spread.serving() as at:
            edge = at.servers[1].fleet
            assert edge is not None
            envelope = edge._envelope

            async def losing(e: dict) -> None:
                if e.get("k") != "close":
                    await envelope(e)

            edge._envelope = losing  # type: ignore[method-assign]
            clients, code = await started(at)
            live = at.live(code)
            old, new, state = await taken_back_twice(at, clients[1])
            table = live.table
            version, history = table.version, list(table.game.history())
            legal = (state.view["legal"] or ["?"])[0]
            frames = [p.Say("from the old line"), p.Move(version, legal), p.Start()]
            frames += [p.Takeback(), p.Answer(True), p.Rematch(), p.Leave(), p.Mute(0, True)]
            for message in frames:  # (each forwarded, each refused by the owner)
                await old.send(p.encode(message).decode())
                answer = await reply(old)
                assert isinstance(answer, p.Refused) and answer.reason == "state", answer
            assert table.version == version and list(table.game.history()) == history
            assert not table.seats[1].away
            holders = [peer for peer in live.peers if peer.seat == 1]
            assert len(holders) == 1 and holders[0].ws.member == "member-3"
            assert all(member != "member-2" for member, _ in at.owner(code).remote)
            await clients[0].send(p.Say("to the table"))
            assert (await reply(new)).text == "to the table"
            if state.view["legal"]:
                await new.send(p.encode(p.Move(version, legal)).decode())
            else:
                host = clients[0].state
                await clients[0].send(p.Move(host.version, host.view["legal"][0]))
            after = await reply(new)
            assert isinstance(after, p.State) and after.version == version + 1
            with pytest.raises(TimeoutError):  # (the old line was sent nothing of the table)
                await asyncio.wait_for(old.recv(), 0.5)
            await old.close()
            await new.close()
            await close_all(clients[:1])

    run(scenario)


@fleet_only
def test_forged_and_guessed_codes_and_tokens_through_an_edge(spread) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            clients, code = await started(at)
            near = code[:-1] + ("Z" if code[-1] != "Z" else "Y")
            forged = [c for c in ("ZZZZZZ", "AAAAAA", near, code[:5], code + "2") if c != code]
            stranger = await raw(at.stranger())
            for guess in forged:  # (well-formed: asked of the store, found nowhere)
                for message in (p.Join(guess, "Eve"), p.Watch(guess)):
                    await stranger.send(p.encode(message).decode())
                    assert (await reply(stranger)).reason == "table", (guess, message)
            malformed = await raw(at.stranger(1))  # (ill-formed: refused by the edge itself)
            for guess in (code.lower(), "", code[:3] + "-" + code[3:], code * 3):
                await malformed.send(p.encode(p.Join(guess, "Eve")).decode())
                assert (await reply(malformed)).reason == "frame", guess
            await malformed.close()
            mine = clients[0].token
            near = mine[:-1] + ("A" if mine[-1] != "A" else "B")
            for token in ("x" * 43, near, token_hash(mine), mine.upper()):
                await stranger.send(p.encode(p.Resume(token)).decode())
                assert (await reply(stranger)).reason == "token", token
            for server in at.servers:  # (no forged code adopted, kept or leased anywhere)
                assert set(server.tables) <= {code}
            store = at.servers[0].fleet.store
            assert store.codes() == {code}
            assert store.owners(forged) == [None] * len(forged)
            assert [t.code for t in store.load()] == [code]
            await stranger.send(p.encode(p.Watch(code)).decode())  # (the real code: watched)
            state = await reply(stranger)
            assert isinstance(state, p.State) and state.seat is None and "hand" not in state.view
            await stranger.close()
            await close_all(clients)

    run(scenario)


@fleet_only
@settings(max_examples=examples(40), suppress_health_check=list(HealthCheck), deadline=None)
@given(frames=st.lists(TYPED | FRAMES | st.binary(max_size=50), min_size=1, max_size=8))
def test_hostile_frames_forwarded_by_an_edge_are_refused_by_the_owner(spread, frames) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            clients, code = await started(at, "block")
            live = at.live(code)
            table = live.table
            version, seats = table.version, [dataclasses.astuple(s) for s in table.seats]
            ws = await raw(at.watcher)  # (a spectator through an edge: its frames forwarded)
            await ws.send(p.encode(p.Watch(code)).decode())
            assert isinstance(await reply(ws), p.State)
            answers = []
            with pytest.raises((ConnectionClosed, TimeoutError)):
                for frame in frames:
                    await ws.send(frame if isinstance(frame, bytes) else json.dumps(frame))
                    answers.append(p.decode_server(await asyncio.wait_for(ws.recv(), 2)))
                raise TimeoutError
            assert all(isinstance(a, p.Refused) for a in answers), answers
            assert table.version == version
            assert [dataclasses.astuple(s) for s in table.seats] == seats
            assert at.live(code) is live and [q.seat for q in live.peers].count(None) <= 1
            await ws.close()  # (a spectator left unread would hold its line's closing up)
            records = await play_all(clients)  # (the table plays on)
            assert records[0]["final"] is not None
            await close_all(clients)

    run(scenario)
