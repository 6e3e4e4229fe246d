"""No tile leaks through the frames the server actually sends: over whole games of the colour
game and of every classic preset, every frame each connection received is kept as its text
(the websocket's own ``recv``), and every ``state`` is checked against what its seat could know
at its version (the server's game seen at that version, with ``may_see`` and the tiles hidden
from that seat: the other hands, the bag, the stock). A spectator's states hold no hand; the
``lobby``, ``said``, ``refused``, ``seated`` and ``asked`` frames hold no view at all, and a
seat's token reaches only its own connection, in its ``seated`` frame.

Each case is played on one server and on a fleet of three (:mod:`spread`): the host on the
member that owns the table, the guests on the others in turn and the spectator on the last,
so that most frames checked are those an edge relayed from the owner; the frames are kept
where they arrive (at the client), whichever member sent them."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from netplay import WAIT, close_all, play_all, run
from spread import PLACES, Spread
from test_net_games import CASES
from test_net_views import hidden_classic, hidden_colour
from websockets.asyncio.client import ClientConnection, connect

from figures.classic.game import Game as ClassicGame
from figures.colour.game import Game as ColourGame
from figures.net import client as client_module
from figures.net import protocol as p
from figures.net.client import Client
from figures.net.table import Table
from figures.net.views import may_see, tiles_named

pytestmark = pytest.mark.slow


@pytest.fixture(params=PLACES)
def spread(request, tmp_path):
    with Spread.of(request.param, tmp_path) as made:
        yield made


#: Keys no frame but a ``state`` (and the ``ended`` record) may hold anywhere in its JSON.
PRIVATE_KEYS = {"view", "hand", "hands", "stock", "bag", "legal", "record", "seed", "salt"}
#: A table's options by game: Mexican Train to three rounds (still several rounds, each with
#: draws from the stock; its thirteen cost minutes here and show nothing more).
OPTIONS: dict[str, dict[str, Any]] = {"mexican-train": {"target": {"rounds": 3}}}
#: Keys a spectator's view never holds.
OWN_PART = {"hand", "legal", "opening_tile", "placement_cost"}


@dataclass(frozen=True, slots=True)
class Known:
    """What one seat (None: a spectator) could know at one version of a table's game: every
    tile the engine lets it know, the tiles hidden from it, and those of the hidden ones the
    rules made public (a colour game's dominoes shown or returned to the bag)."""

    may: frozenset[int]
    hidden: frozenset[int]
    public: frozenset[int]


def known_now(table: Table) -> dict[int | None, Known]:
    game = table.game
    assert isinstance(game, ColourGame | ClassicGame)
    out: dict[int | None, Known] = {}
    for seat in (None, *range(len(table.seats))):
        if isinstance(game, ColourGame):
            hidden, public = hidden_colour(game, seat)
        else:
            hidden, public = hidden_classic(game, seat), set()
        out[seat] = Known(frozenset(may_see(game, seat)), frozenset(hidden), frozenset(public))
    return out


@pytest.fixture
def versions(monkeypatch) -> dict[tuple[str, int, int], dict[int | None, Known]]:
    """What each seat could know at each (table, game, version), taken on the server as each
    change is made (a deal, a move, a takeback)."""
    seen: dict[tuple[str, int, int], dict[int | None, Known]] = {}

    def after(name: str) -> None:
        original = getattr(Table, name)

        def changed(self: Table, *args: Any, **kwargs: Any) -> Any:
            result = original(self, *args, **kwargs)
            seen[(self.code, self.number, self.version)] = known_now(self)
            return result

        monkeypatch.setattr(Table, name, changed)

    for name in ("start", "move", "takeback"):
        after(name)
    return seen


@pytest.fixture
def frames(monkeypatch) -> dict[ClientConnection, list[str]]:
    """The text of every frame each client's connection received, Welcome included."""
    kept: dict[ClientConnection, list[str]] = {}

    async def recording(*args: Any, **kwargs: Any) -> ClientConnection:
        ws = await connect(*args, **kwargs)
        texts = kept[ws] = []
        recv = ws.recv

        async def recv_kept(*a: Any, **kw: Any) -> Any:
            frame = await recv(*a, **kw)
            texts.append(frame)
            return frame

        ws.recv = recv_kept
        return ws

    monkeypatch.setattr(client_module, "connect", recording)
    return kept


def keys(value: object) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from keys(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys(item)


def check_state(
    state: p.State,
    seat: int | None,
    known: dict[tuple[str, int, int], dict[int | None, Known]],
    history: list[list[Any]],
) -> None:
    """Check one state frame against what its seat could know at its version; ``history`` is
    the game's whole public history at its end (the frame's is the start of it)."""
    assert state.seat == seat
    at = known[(state.code, state.game, state.version)][seat]
    sent = state.view["history"]
    assert sent == history[: len(sent)]
    if state.view["family"] == "colour":
        named = tiles_named(state.view)
        assert named <= at.may, (state.version, named - at.may)
        assert named & at.hidden <= at.public
    else:  # (a tile played in an earlier round may be dealt again: the round in play's parts;
        # the history's earlier rounds are public, and the same for everyone, and so are the
        # deals of the rounds that are over, turned face up to be counted: only theirs)
        number = state.view["round"]
        over = number if state.view["outcome"] is not None else number - 1
        assert len(state.view.get("finished", [])) == over
        now = dict(state.view, history=[e for e in sent if e[2] == number], finished=[])
        named = tiles_named(now)
        assert named <= at.may, (state.version, named - at.may)
        assert not named & at.hidden, (state.version, named & at.hidden)
    if seat is None:
        assert not OWN_PART & set(state.view)


def check_frames(
    texts: list[str],
    seat: int | None,
    token: str | None,
    tokens: set[str],
    known: dict[tuple[str, int, int], dict[int | None, Known]],
    history: list[list[Any]],
) -> dict[str, int]:
    """Check one connection's frames; the count of each type received."""
    counts: dict[str, int] = {}
    for text in texts:
        message = p.decode_server(text)
        kind = p.kind(message)
        counts[kind] = counts.get(kind, 0) + 1
        for other in tokens - {token}:
            assert other not in text, f"another seat's token in a {kind} frame"
        if token is not None and token in text:
            assert isinstance(message, p.Seated) and message.token == token
        if isinstance(message, p.State):
            check_state(message, seat, known, history)
        elif not isinstance(message, p.Ended):
            assert not PRIVATE_KEYS & set(keys(json.loads(text))), text
    return counts


async def watcher(url: str, code: str) -> tuple[ClientConnection, list[str], asyncio.Task[None]]:
    """A spectator's raw connection, its frames kept by a reading task until it is closed."""
    ws = await connect(url, compression=None, max_size=p.MAX_SERVER_FRAME)
    await ws.send(p.encode(p.Hello(p.PROTOCOL)).decode())
    texts: list[str] = [await ws.recv()]
    await ws.send(p.encode(p.Watch(code)).decode())

    async def drain() -> None:
        async for frame in ws:
            texts.append(frame)

    return ws, texts, asyncio.get_running_loop().create_task(drain())


async def arrived(texts: list[str], kind: str) -> None:
    """Wait (bounded) until a frame of ``kind`` is among ``texts``."""
    async with asyncio.timeout(WAIT):
        while not any(p.kind(p.decode_server(t)) == kind for t in texts):
            await asyncio.sleep(0.05)


@pytest.mark.parametrize(("game", "people"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_no_frame_sent_names_a_tile_its_receiver_may_not_know(
    game: str, people: int, spread, versions, frames
) -> None:
    async def scenario() -> None:
        async with spread.serving() as at:
            host = Client(at.host)
            await host.start()
            seats = [p.SeatSpec()] * people
            await host.send(p.Open(game, "Host", seats, options=OPTIONS.get(game, {})))
            code = (await host.expect(p.Seated, WAIT)).code
            clients = [host]
            for n in range(1, people):
                c = Client(at.guest(n))
                await c.start()
                await c.send(p.Join(code, f"Guest {n}"))
                await c.expect(p.Seated, WAIT)
                clients.append(c)
            ws, watched, reading = await watcher(at.watcher, code)
            await arrived(watched, "lobby")
            for c in clients:  # (chat and a refusal in the waiting room)
                await c.send(p.Say(f"hello from {c.seat}"))
            await clients[1].send(p.Start())
            assert (await clients[1].expect(p.Refused, WAIT)).reason == "seat"
            await host.send(p.Start())
            for c in clients:
                await c.expect(p.State, WAIT)
            mover = next(c for c in clients if c.state is not None and c.state.view["legal"])
            assert mover.state is not None
            version = mover.state.version
            await mover.send(p.Move(version, mover.state.view["legal"][0]))
            for c in clients:
                while c.state is None or c.state.version <= version:
                    await c.expect(p.State, WAIT)
            await mover.send(p.Takeback())  # (asked of the others: one says no)
            for c in clients:
                await c.expect(p.Asked, WAIT)
            await next(c for c in clients if c is not mover).send(p.Answer(False))
            await play_all(clients, seed=people)
            await arrived(watched, "ended")  # (the spectator is told of the end too)
            await ws.close()
            await reading
            await close_all(clients)
            table = at.live(code).table  # (on a fleet: the owner's)
            assert not at.fleet or at.owner(code) is at.servers[0]  # (the others' edges relayed)
            assert table.game is not None and table.game.is_over
            assert game not in OPTIONS or len(table.game.rounds) == 3

            history = table.view(None)["history"]
            tokens = {c.token for c in clients if c.token is not None}
            assert len(tokens) == people
            for c in clients:
                counts = check_frames(frames[c.ws], c.seat, c.token, tokens, versions, history)
                assert counts["seated"] == 1 and counts["ended"] == 1
                assert counts["said"] == people and counts["asked"] == 1
                assert counts["state"] >= len(table.game.history())
            counts = check_frames(watched, None, None, tokens, versions, history)
            assert "seated" not in counts and counts["ended"] == 1
            assert counts["said"] == people and counts["asked"] == 1
            assert counts["state"] >= len(table.game.history())
            assert counts["lobby"] >= 1 and frames[host.ws]

    run(scenario)
