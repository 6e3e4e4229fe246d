"""The table server: asyncio and websockets, one process, every table in memory and in its
store (:mod:`figures.net.store`).

Each connection says Hello, then opens a table, joins one with its code, takes its seat back
with its token, or watches. From then on it sends intentions (a move naming the version it
was made on, a chat line, a takeback...) and the server answers each one it refuses with a
:class:`~figures.net.protocol.Refused` saying why; nothing changed. An accepted change is
written to the store, then every connection of the table is sent the state as its own seat
may see it (:meth:`figures.net.table.Table.view`).

The server plays for the computer seats, for a person away longer than the grace period on
their own turn, and when the turn clock runs out; the computer thinks on a thread, from the
seat's view alone, so that no table waits for another.

Limits: frames of at most :data:`~figures.net.protocol.MAX_CLIENT_FRAME` bytes, a rate per
connection, a number of tables and connections, an idle time-out; a peer that keeps sending
what is refused as malformed or too fast is closed. A broken frame never stops the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import signal
import ssl
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from figures.core.errors import FiguresError
from figures.net import protocol as p
from figures.net.fleet import Fleet, Relay, Tunnel, new_member
from figures.net.store import SQLiteStore, StoreError, TableStore
from figures.net.table import OPEN, PERSON, Refusal, Spec, Table

log = logging.getLogger("figures.net.server")

SERVER_NAME = "figures"


@dataclass(frozen=True, slots=True)
class Limits:
    """What one server allows. The defaults suit a club or friends on the internet."""

    max_tables: int = 500
    max_connections: int = 2000
    #: Spectators per table.
    max_watchers: int = 20
    #: Messages per second per connection, and the burst allowed above it.
    rate: float = 30.0
    burst: float = 60.0
    #: Chat lines per second per connection, and the burst.
    chat_rate: float = 0.5
    chat_burst: float = 5.0
    #: Frames refused as malformed before the connection is closed.
    strikes: int = 5
    #: Frames refused for the rate, one after another, before the connection is closed (a
    #: client that slows down when told is never closed).
    flood: int = 50
    #: Seconds without a message (pings aside) before a connection is closed.
    idle: float = 600.0
    #: Seconds to say Hello.
    hello: float = 10.0


@dataclass(frozen=True, slots=True)
class Timing:
    #: Seconds an away person's own turns are waited for before the computer plays them.
    grace: float = 60.0
    #: Seconds before a computer's move is played (so that people see each move).
    computer_delay: float = 0.6
    #: The turn clock's seconds are multiplied by this (1; the tests make it short).
    clock_scale: float = 1.0


class Bucket:
    """A token bucket: :meth:`take` is False when the rate is exceeded."""

    __slots__ = ("burst", "level", "rate", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.level, self.stamp = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Line(Protocol):
    """What the server sends through: a websocket, or (in a fleet) a relay to the member
    that holds the client's websocket (:class:`figures.net.fleet.Relay`)."""

    async def send(self, frame: str) -> None: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...


@dataclass(eq=False, slots=True)
class Peer:
    """One connection: the table and seat it holds (seat None: watching). In a fleet, a
    connection here whose table another member owns has a :attr:`tunnel` to it, and a
    connection of another member's to a table owned here is :attr:`remote`."""

    ws: Line
    bucket: Bucket
    chat: Bucket
    live: Live | None = None
    seat: int | None = None
    strikes: int = 0
    flooding: int = 0
    muted: set[int] = field(default_factory=set)
    said_hello: bool = False
    id: str = ""
    tunnel: Tunnel | None = None
    remote: bool = False


@dataclass(eq=False, slots=True)
class Live:
    """A table and what the server does around it: its connections, timers, a takeback
    asked for."""

    table: Table
    peers: set[Peer] = field(default_factory=set)
    #: Seconds of grace still left to each away person (counted on their own turns only).
    grace: dict[int, float] = field(default_factory=dict)
    timer: asyncio.TimerHandle | None = None
    deadline: float | None = None
    thinking: asyncio.Task[None] | None = None
    asked: int | None = None
    answers: set[int] = field(default_factory=set)
    ended_sent: int = 0

    def connected(self, seat: int) -> bool:
        return any(peer.seat == seat for peer in self.peers)


class TableServer:
    """The tables of one server and the handling of every message."""

    def __init__(
        self,
        store: TableStore,
        limits: Limits | None = None,
        timing: Timing | None = None,
        fleet: Fleet | None = None,
    ) -> None:
        self.store = store
        self.limits = limits or Limits()
        self.timing = timing or Timing()
        #: The tables this server owns (in a fleet: those it holds the lease of).
        self.tables: dict[str, Live] = {}
        self.peers: set[Peer] = set()
        self.fleet = fleet
        #: Clients of other members at tables owned here, by (member, their id there).
        self.remote: dict[tuple[str, str], Peer] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._ids = itertools.count(1)
        #: The table the message being handled concerns (dropped if the store fails).
        self._touched: Live | None = None
        if fleet is None:  # (a fleet's members adopt the tables nobody owns as they go)
            for table in store.load():
                self.tables[table.code] = self._live(table)

    @staticmethod
    def _live(table: Table) -> Live:
        for seat in table.seats:  # (after a restart, every person is away until back)
            seat.away = seat.kind == PERSON
        return Live(table)

    # ------------------------------------------------------------------- running

    def resume_all(self) -> None:
        """After a restart: let every table go on (computers, grace periods, clocks)."""
        for live in self.tables.values():
            self._next(live)

    async def handler(self, ws: ServerConnection) -> None:
        limits = self.limits
        if len(self.peers) >= limits.max_connections:
            await ws.close(1013, "the server is full")
            return
        peer = Peer(
            ws,
            Bucket(limits.rate, limits.burst),
            Bucket(limits.chat_rate, limits.chat_burst),
            id=str(next(self._ids)),
        )
        self.peers.add(peer)
        try:
            while True:
                timeout = limits.idle if peer.said_hello else limits.hello
                try:  # (a timeout, not wait_for: no task made for each frame)
                    async with asyncio.timeout(timeout):
                        frame = await ws.recv()
                except TimeoutError:
                    await ws.close(1000, "idle")
                    return
                if not await self._frame(peer, frame):
                    return
        except ConnectionClosed:
            pass
        finally:
            self.peers.discard(peer)
            if self.fleet is not None:
                self.fleet.left(peer)
            self._gone(peer)

    async def _frame(self, peer: Peer, frame: str | bytes) -> bool:
        """Handle one frame; False when the connection is to be closed."""
        if not peer.bucket.take():
            peer.flooding += 1
            if peer.flooding >= self.limits.flood:
                await peer.ws.close(1008, "flood")
                return False
            await self._send(peer, p.Refused("?", "rate", "too many messages: slow down"))
            return True
        peer.flooding = 0
        try:
            message = p.decode_client(frame)
        except p.ProtocolError as exc:
            return await self._strike(peer, "?", "frame", str(exc))
        name = p.kind(message)
        if not peer.said_hello:
            if not isinstance(message, p.Hello):
                return await self._strike(peer, name, "state", "say hello first")
            if message.protocol != p.PROTOCOL:
                await self._send(
                    peer, p.Refused(name, "protocol", f"this server speaks protocol {p.PROTOCOL}")
                )
                await peer.ws.close(1002, "protocol version")
                return False
            peer.said_hello = True
            await self._send(peer, p.Welcome(p.PROTOCOL, SERVER_NAME))
            return True
        if peer.tunnel is not None and self.fleet is not None:
            self.fleet.forward(peer, frame)  # (checked here, handled by the table's owner)
            return True
        self._touched = None
        try:
            self._handle(peer, message)
        except Refusal as exc:
            await self._send(peer, p.Refused(name, exc.reason, exc.detail))
        except StoreError as exc:
            # What the store did not keep did not happen: the table is made again from the
            # store when its people come back (they reconnect by themselves).
            log.warning("the store failed: %s", exc)
            touched = self._touched or peer.live
            if touched is not None:
                self.drop(touched.table.code, "the server's store failed: reconnect", 1011)
            await peer.ws.close(1013, "the server's store is unavailable: try again")
            return False
        except FiguresError as exc:  # (a rule's refusal that no table turned into a reason)
            await self._send(peer, p.Refused(name, "illegal", str(exc)))
        return True

    async def _strike(self, peer: Peer, request: str, reason: str, detail: str) -> bool:
        peer.strikes += 1
        await self._send(peer, p.Refused(request, reason, detail))
        if peer.strikes >= self.limits.strikes:
            await peer.ws.close(1008, f"too many refused frames ({reason})")
            return False
        return True

    async def _send(self, peer: Peer, message: msgspec.Struct | str) -> None:
        """Send a message, or its frame already encoded; a closed peer is skipped."""
        frame = message if isinstance(message, str) else _encoded(message)
        with contextlib.suppress(ConnectionClosed):
            await peer.ws.send(frame)

    def _post(self, peer: Peer, message: msgspec.Struct | str) -> None:
        """Send without waiting (from the synchronous handlers): the message is encoded now,
        as the table is, and sent in order after the frames posted before it."""
        self._spawn(self._send(peer, message if isinstance(message, str) else _encoded(message)))

    def spawn(self, work: Any) -> asyncio.Task[Any]:
        return self._spawn(work)

    def _spawn(self, work: Any) -> asyncio.Task[Any]:
        """A task kept until it is done (the loop itself keeps only a weak reference)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ------------------------------------------------------------------- messages

    def _handle(self, peer: Peer, m: p.ClientMessage) -> None:
        if isinstance(m, p.Hello):
            raise Refusal("state", "hello was already said")
        if isinstance(m, p.Tables):
            self._post(peer, self._listing(m.game))
            return
        entering = p.Open | p.Join | p.Resume | p.Watch | p.QuickJoin
        if isinstance(m, entering) and peer.live is not None:
            raise Refusal("state", "this connection is already at a table")
        if isinstance(m, p.QuickJoin):
            m = self._quick(m)
        code: str | None = None  # (in a fleet, the table a Resume's token is at: asked once)
        if isinstance(m, p.Join | p.Resume | p.Watch) and self.fleet is not None:
            code = self._code_of(m.token) if isinstance(m, p.Resume) else m.code
            owner = self._owner(code)
            if owner is not None:  # (another member's table: this one is the client's edge)
                if peer.remote:
                    raise Refusal("state", f"table {code} is on another server: try again")
                peer.tunnel = Tunnel(code, owner)
                self.fleet.forward(peer, _encoded(m))
                return
        if isinstance(m, p.Open):
            self._open(peer, m)
        elif isinstance(m, p.Join):
            live = self._table(m.code)
            token = live.table.take(m.seat, m.name)
            seat = live.table.seat_of(token)
            self.store.seated(live.table)
            self._seat(peer, live, seat, token)
            table = live.table
            if (
                table.spec.public and not table.started and all(s.kind != OPEN for s in table.seats)
            ):  # (a public table starts by itself once full)
                self._deal(live)
        elif isinstance(m, p.Resume):
            live, seat = self._token(m.token, code)
            self._seat(peer, live, seat, m.token)
        elif isinstance(m, p.Watch):
            live = self._table(m.code)
            if not live.table.spec.spectators:
                raise Refusal("table", f"table {m.code} takes no spectators")
            if sum(1 for q in live.peers if q.seat is None) >= self.limits.max_watchers:
                raise Refusal("limit", f"table {m.code} has all the spectators it takes")
            peer.live, peer.seat = live, None
            live.peers.add(peer)
            self._tell(live, [peer])
        else:
            live, at = self._at(peer)
            self._play(peer, live, at, m)

    def _open(self, peer: Peer, m: p.Open) -> None:
        if len(self.tables) >= self.limits.max_tables:
            raise Refusal("limit", "the server has all the tables it takes")
        spec = Spec(
            m.game, dict(m.options), tuple(m.seats), m.clock, m.takeback, m.spectators, m.public
        )
        code = None
        while code is None or code in self.tables or not self._claim(code):
            table, token = Table.open(spec, m.name)
            code = table.code
        self.store.opened(table)
        live = self.tables[code] = Live(table)
        self._seat(peer, live, 0, token)

    def _table(self, code: str) -> Live:
        live = self.tables.get(code)
        if live is None:
            raise Refusal("table", f"no table {code}")
        self._touched = live
        return live

    def _token(self, token: str, code: str | None) -> tuple[Live, int]:
        """The table and seat ``token`` holds: at the table ``code`` when the store said
        which (a fleet), else at whichever of this server's tables knows it."""
        if code is not None:
            live = self.tables.get(code)
            if live is not None:
                self._touched = live
                return live, live.table.seat_of(token)
        else:
            for live in self.tables.values():
                with contextlib.suppress(Refusal):
                    return live, live.table.seat_of(token)
        raise Refusal("token", "no seat holds this token")

    # ------------------------------------------------------------------- the lobby

    def _listing(self, game: str | None) -> p.Listing:
        listed = []
        for table in self.store.waiting():
            free = sum(1 for s in table.seats if s.kind == OPEN)
            if not free or not table.persons() or (game is not None and table.spec.game != game):
                continue  # (a table everyone left waits for nobody: not listed)
            spec = table.spec
            host = table.seats[table.host].name
            seats = table.seat_states()
            listed.append(
                p.Listed(
                    table.code, spec.game, spec.options, seats, host, free, spec.clock,
                    spec.takeback,
                )
            )  # fmt: skip
        listed.sort(key=lambda t: (t.free, t.code))
        return p.Listing(listed[: p.MAX_LISTED])

    def _quick(self, m: p.QuickJoin) -> p.Join | p.Open:
        """A quick join: the public table of the game waiting with the fewest seats free, or
        a new one."""
        for table in self._listing(m.game).tables:
            return p.Join(table.code, m.name)
        return p.Open(m.game, m.name, [p.SeatSpec()] * m.players, public=True)

    # ------------------------------------------------------------------- the fleet

    def _code_of(self, token: str) -> str:
        code = self.store.code_of(token)
        if code is None:
            raise Refusal("token", "no seat holds this token")
        return code

    def _claim(self, code: str) -> bool:
        """Whether this server may open a table of this code (in a fleet: its lease taken)."""
        return self.fleet is None or self.fleet.store.claim(code)

    def _owner(self, code: str) -> str | None:
        """The member owning the table ``code`` when it is not this one (None: this server
        owns it, adopting it if nobody did, or there is no such table)."""
        if code in self.tables or self.fleet is None:
            return None
        owner = self.fleet.store.owner(code)
        if owner is None or owner == self.fleet.member:
            self.adopt(code)
            return None
        return owner

    def adopt(self, code: str) -> Live | None:
        """Own the table ``code`` (in a fleet: nobody held its lease) and let it go on from
        its last accepted change; None if it is not to be had."""
        live = self.tables.get(code)
        if live is not None:
            return live
        if not self._claim(code):
            return None
        table = self.store.load_table(code)
        if table is None:
            if self.fleet is not None:
                self.fleet.store.release(code)
            return None
        live = self.tables[code] = self._live(table)
        log.info("table %s adopted", code)
        self._next(live)
        return live

    def drop(self, code: str, reason: str, close: int = 1012) -> None:
        """Let a table go (its lease lost, its store failed): its clients are closed and come
        back by themselves, to whichever server then owns it."""
        live = self.tables.pop(code, None)
        if live is None:
            return
        if live.timer is not None:
            live.timer.cancel()
        if live.thinking is not None:
            live.thinking.cancel()
        for peer in list(live.peers):
            peer.live = None
            self._spawn(peer.ws.close(close, reason))
        live.peers.clear()

    def drop_all(self, reason: str) -> None:
        for code in list(self.tables):
            self.drop(code, reason)

    async def remote_frame(self, fleet: Fleet, member: str, peer_id: str, frame: str) -> None:
        """A frame of another member's client, for a table owned here."""
        key = (member, peer_id)
        peer = self.remote.get(key)
        if peer is None:
            relay = Relay(fleet, member, peer_id)
            limits = self.limits
            peer = Peer(
                relay,
                Bucket(limits.rate, limits.burst),
                Bucket(limits.chat_rate, limits.chat_burst),
                said_hello=True,
                id=peer_id,
                remote=True,
            )
            relay.subject = peer
            self.remote[key] = peer
        if await self._frame(peer, frame) and peer.live is None:
            self.remote.pop(key, None)  # (at no table here now: the edge handles it again)
            fleet.post(member, {"k": "free", "peer": peer_id})

    def remote_gone(self, member: str, peer_id: str) -> None:
        peer = self.remote.pop((member, peer_id), None)
        if peer is not None:
            self._gone(peer)

    async def deliver(self, peer: Peer, frame: str) -> None:
        """A frame from a table's owner for this member's client."""
        await self._send(peer, frame)

    async def stop(self) -> None:
        """Stop the fleet's work and let this member's leases go (others adopt the tables
        at once); a single server has nothing to stop."""
        if self.fleet is None:
            return
        for code in list(self.tables):
            with contextlib.suppress(StoreError):
                self.fleet.store.release(code)
        self.drop_all("the server stopped: reconnect")
        await asyncio.sleep(0)  # (the closes just spawned queue their envelopes)
        await self.fleet.flush(0.5)
        await self.fleet.stop()

    def _at(self, peer: Peer) -> tuple[Live, int | None]:
        if peer.live is None:
            raise Refusal("state", "join a table first")
        self._touched = peer.live
        return peer.live, peer.seat

    def _seat(self, peer: Peer, live: Live, seat: int, token: str) -> None:
        for other in list(live.peers):  # (a seat has one connection: the newest)
            if other.seat == seat:
                live.peers.discard(other)
                other.live = None
                self._spawn(other.ws.close(1000, "seat taken back"))
        peer.live, peer.seat = live, seat
        live.peers.add(peer)
        self._post(peer, p.Seated(live.table.code, seat, token))
        state = live.table.seats[seat]
        if state.away or state.standin:
            state.away = state.standin = False
            live.grace.pop(seat, None)
            self._changed(live, None)
        else:  # (the waiting room shows everyone the seat taken)
            self._tell(live, [peer] if live.table.started else live.peers)

    def _play(self, peer: Peer, live: Live, seat: int | None, m: p.ClientMessage) -> None:
        table = live.table
        if seat is None and not isinstance(m, p.Mute):
            raise Refusal("seat", "a spectator only watches")
        if isinstance(m, p.Mute):
            (peer.muted.add if m.muted else peer.muted.discard)(m.seat)
            return
        assert seat is not None
        if isinstance(m, p.Start):
            if table.started:
                raise Refusal("state", "the game has started")
            if seat != table.host:
                raise Refusal("seat", "only the host starts the game")
            self._deal(live)
        elif isinstance(m, p.Move):
            if table.seats[seat].standin:  # (a move of the person back: the computer stops)
                table.seats[seat].standin = False
            notation = table.move(seat, m.version, m.action)
            self.store.logged(table, seat, "move", notation)
            self._changed(live, notation)
        elif isinstance(m, p.Say):
            if not peer.chat.take():
                raise Refusal("rate", "too many chat lines: wait a moment")
            text = " ".join(m.text.split())
            if not text or not text.isprintable():
                raise Refusal("frame", "a chat line is printable text")
            message = _encoded(p.Said(seat, table.seats[seat].name, text))
            for other in live.peers:
                if seat not in other.muted:
                    self._post(other, message)
        elif isinstance(m, p.Takeback):
            self._takeback(live, seat)
        elif isinstance(m, p.Answer):
            self._answer(live, seat, m.accept)
        elif isinstance(m, p.Rematch):
            if table.game is None or not table.game.is_over:
                raise Refusal("state", "a rematch follows a finished game")
            table.rematch.add(seat)
            if set(table.persons()) <= table.rematch:
                self._deal(live)
            else:
                self._tell(live, live.peers)
        elif isinstance(m, p.Leave):
            table.leave(seat)
            live.asked = None  # (a takeback asked is dropped: whom it asked has changed)
            self.store.seated(table)
            live.peers.discard(peer)
            peer.live = None
            self._changed(live, None)

    def _deal(self, live: Live) -> None:
        live.table.start()
        self.store.started(live.table)
        live.ended_sent = 0
        self._changed(live, None)

    def _takeback(self, live: Live, seat: int) -> None:
        table = live.table
        if not table.spec.takeback:
            raise Refusal("state", "takebacks are off at this table")
        if table.game is None or table.game.is_over:
            raise Refusal("state", "there is no game in play to take back")
        if live.asked is not None:
            raise Refusal("state", "a takeback is already asked for")
        table.to_take_back(seat)  # (nobody is asked to take back what is not there)
        others = [n for n in table.persons() if n != seat and not table.seats[n].away]
        if not others:
            self._take_back(live, seat)
            return
        live.asked, live.answers = seat, set()
        asked = _encoded(p.Asked(seat))
        for peer in live.peers:
            self._post(peer, asked)

    def _answer(self, live: Live, seat: int, accept: bool) -> None:
        asker = live.asked
        if asker is None or seat == asker:
            raise Refusal("state", "no takeback is asked of you")
        if not accept:
            live.asked = None
            self._tell(live, live.peers)
            return
        live.answers.add(seat)
        table = live.table
        others = {n for n in table.persons() if n != asker and not table.seats[n].away}
        if others <= live.answers:
            live.asked = None
            self._take_back(live, asker)

    def _take_back(self, live: Live, seat: int) -> None:
        table = live.table
        table.takeback(seat)
        self.store.logged(table, seat, "takeback", "")
        self._changed(live, "takeback")

    def _gone(self, peer: Peer) -> None:
        live = peer.live
        if live is None:
            return
        live.peers.discard(peer)
        seat = peer.seat
        if seat is None or live.connected(seat):
            return
        state = live.table.seats[seat]
        if state.kind == PERSON:
            state.away = True
            live.grace.setdefault(seat, self.timing.grace)
            self._changed(live, None)

    # ------------------------------------------------------------------- telling

    def _changed(self, live: Live, last: str | None) -> None:
        self._next(live)
        self._tell(live, live.peers, last)

    def _tell(self, live: Live, peers: Iterable[Peer], last: str | None = None) -> None:
        table = live.table
        if not table.started:
            lobby = _encoded(
                p.Lobby(
                    table.code,
                    table.spec.game,
                    table.spec.options,
                    table.seat_states(),
                    table.host,
                    table.spec.clock,
                    table.spec.takeback,
                    table.spec.spectators,
                )
            )
            for peer in peers:
                self._post(peer, lobby)
            return
        left = None if live.deadline is None else max(0.0, live.deadline - time.monotonic())
        seats = table.seat_states()
        commitment = table.commitment
        frames: dict[int | None, str] = {}  # (each seat's state encoded once: the watchers')
        for peer in list(peers):
            frame = frames.get(peer.seat)
            if frame is None:
                state = p.State(
                    table.code,
                    table.number,
                    table.version,
                    peer.seat,
                    table.view(peer.seat),
                    seats,
                    commitment,
                    left,
                    last,
                )
                frame = frames[peer.seat] = _encoded(state)
            self._post(peer, frame)
        game = table.game
        if game is not None and game.is_over and live.ended_sent != table.number:
            live.ended_sent = table.number
            ended = _encoded(p.Ended(table.code, table.number, table.record()))
            for peer in live.peers:
                self._post(peer, ended)

    # ------------------------------------------------------------------- the computer

    def _next(self, live: Live) -> None:
        """Set what happens next at the table: the computer's move, an away person's grace
        period, the turn clock."""
        if live.timer is not None:
            live.timer.cancel()
            live.timer = None
        live.deadline = None
        table = live.table
        game = table.game
        if game is None or game.is_over or live.thinking is not None:
            return
        loop = asyncio.get_running_loop()
        seat = game.turn
        state = table.seats[seat]
        version = table.version
        if state.computer_plays:
            live.timer = loop.call_later(
                self.timing.computer_delay, self._think, live, seat, version
            )
        elif state.away:
            left = live.grace.get(seat, self.timing.grace)
            started = time.monotonic()

            def standin() -> None:
                live.grace[seat] = 0.0
                state.standin = True
                self._changed(live, None)

            live.timer = loop.call_later(left, standin)
            live.deadline = started + left
        elif table.spec.clock:
            clock = table.spec.clock * self.timing.clock_scale
            live.timer = loop.call_later(clock, self._think, live, seat, version)
            live.deadline = time.monotonic() + clock

    def _think(self, live: Live, seat: int, version: int) -> None:
        live.timer = None
        live.deadline = None
        live.thinking = self._spawn(self._computer(live, seat, version))

    async def _computer(self, live: Live, seat: int, version: int) -> None:
        table = live.table
        try:
            notation = await asyncio.to_thread(table.computer_move, seat)
            if table.version == version and table.game is not None and table.game.turn == seat:
                notation = table.move(seat, version, notation)
                self.store.logged(table, seat, "move", notation)
                live.thinking = None
                self._changed(live, notation)
        except StoreError as exc:
            log.warning("table %s: the store failed: %s", table.code, exc)
            self.drop(table.code, "the server's store failed: reconnect", 1011)
        except Exception:  # (never the end of the server: the table waits for a person)
            log.exception("table %s: the computer could not play seat %d", table.code, seat)
        finally:
            live.thinking = None
            if table.version != version:
                self._next(live)


def _encoded(message: msgspec.Struct) -> str:
    """A message as the text frame that carries it."""
    return p.encode(message).decode()


# ----------------------------------------------------------------------- starting


def tls_context(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    if certfile is None:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as exc:
        raise FiguresError(f"{certfile}: cannot load the certificate: {exc}") from None
    return context


async def start(
    folder: Path | None,
    host: str = "127.0.0.1",
    port: int = 8765,
    *,
    limits: Limits | None = None,
    timing: Timing | None = None,
    tls: ssl.SSLContext | None = None,
    origins: list[str] | None = None,
    redis: str | None = None,
    lease: float = 5.0,
    member: str | None = None,
) -> tuple[Server, TableServer]:
    """Start a server on ``host:port`` (port 0: any free one) keeping its tables in
    ``folder`` (None: in memory), or, with ``redis`` (an address ``redis://HOST:PORT/DB``),
    a member of the fleet sharing that Redis, its leases lasting ``lease`` seconds. Browsers
    are refused unless their origin is listed."""
    fleet = None
    store: TableStore
    if redis is not None:
        from figures.net.store_redis import RedisStore

        store = RedisStore(redis, member or new_member(), lease)
        store.ping()
        fleet = Fleet(store)
    else:
        store = SQLiteStore(folder)
    tables = TableServer(store, limits, timing, fleet)
    allowed: list[Any] = [None, *(origins or [])]
    server = await serve(
        tables.handler,
        host,
        port,
        max_size=p.MAX_CLIENT_FRAME,
        max_queue=8,
        ssl=tls,
        origins=allowed,
        compression=None,
    )
    if fleet is not None:
        await fleet.start(tables)
    tables.resume_all()
    return server, tables


def address(server: Server, tls: bool = False) -> str:
    host, port = next(iter(server.sockets)).getsockname()[:2]
    return f"{'wss' if tls else 'ws'}://{host}:{port}"


def run(folder: Path, host: str, port: int, *, announce: Callable[[str], None], **kw: Any) -> None:
    """Serve until interrupted (``figures serve``); what goes wrong is logged on standard
    error."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s")

    async def main() -> None:
        server, tables = await start(folder, host, port, **kw)
        with contextlib.suppress(NotImplementedError):  # (a stop by TERM lets leases go)
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, server.close)
        announce(address(server, kw.get("tls") is not None))
        try:
            await server.serve_forever()
        except asyncio.CancelledError:
            pass
        finally:
            server.close()
            await tables.stop()

    asyncio.run(main())
