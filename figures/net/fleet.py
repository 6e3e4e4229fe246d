"""One member of a fleet of table servers (``figures serve --redis``): what it does with Redis
besides the store.

A table has one owner, the member holding its lease (:class:`~figures.net.store_redis.
RedisStore`); the owner alone applies its moves, through the same :class:`TableServer` code
as a single server. A client may be connected to any member. A member that holds a client of
a table it does not own is that client's *edge*: it checks the client's frames (size, rate,
schema) and forwards them to the owner, which handles them as it handles its own clients'
and sends its answers back the same way. Between members the messages go by Redis pub/sub,
one channel per member (``figures:m:{member}``):

- pub/sub, not streams, because these messages are not what must last: each is worth
  something only while both ends live. What must last (the moves) is in the table's stream,
  written by the owner before it sends anything. A message lost with a dying member is a
  move not accepted, or a state the client gets again when it comes back;
- a channel per member, so that a frame goes to the one member that holds its client.

Envelopes (JSON): ``in`` (edge to owner: a client's frame), ``gone`` (edge to owner: that
client left), ``edges`` (edge to owner, every third of a lease: its clients at that owner's
tables; a client not named, or every client of an edge silent for a lease, is gone),
``out`` (owner to edge: a frame for the client, with whether the client is still at a table
of that owner), ``free`` (owner to edge: the client is at no table there now), ``close``
(owner to edge: close the client's connection).

Every third of a lease, the member renews the leases of its tables (a table whose lease it
lost is dropped, its clients told to come back), adopts the tables nobody owns (an owner
died: its tables are rebuilt from their logs here), and checks that its edge clients' tables
still have the owner they are forwarded to (if not, they are closed with 1012, and come back
through any member to the new owner).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import redis.asyncio as aredis
from redis.exceptions import RedisError

from figures.net.store import StoreError
from figures.net.store_redis import PREFIX, RedisStore


class Peer(Protocol):
    """What the fleet reads of a connection of the server (:class:`figures.net.server.Peer`)."""

    id: str
    tunnel: Tunnel | None
    live: Any

    @property
    def ws(self) -> Any: ...


class Tables(Protocol):
    """What the fleet asks of its member's server (:class:`figures.net.server.TableServer`;
    the server imports the fleet, never the other way round)."""

    tables: dict[str, Any]
    remote: dict[tuple[str, str], Any]

    def spawn(self, work: Any) -> Any: ...

    async def remote_frame(self, fleet: Fleet, member: str, peer_id: str, frame: str) -> None: ...

    def remote_gone(self, member: str, peer_id: str) -> None: ...

    async def deliver(self, peer: Any, frame: str) -> None: ...

    def adopt(self, code: str) -> Any: ...

    def drop(self, code: str, reason: str, close: int = 1012) -> None: ...

    def drop_all(self, reason: str) -> None: ...


log = logging.getLogger("figures.net.fleet")

#: Envelopes queued for Redis before the oldest are dropped (a member cut off from Redis).
MAX_QUEUE = 10_000


def new_member() -> str:
    """A member's name: its machine, process and a random part (unique in the fleet)."""
    return f"{socket.gethostname()[:20]}-{os.getpid()}-{secrets.token_hex(3)}"


def channel(member: str) -> str:
    return f"{PREFIX}m:{member}"


@dataclass(eq=False, slots=True)
class Tunnel:
    """An edge client's table: its code and the member that owns it."""

    code: str
    owner: str


class Relay:
    """What the owner holds for a client of another member: a connection whose frames go
    through Redis to that member (``send``, ``close``)."""

    __slots__ = ("fleet", "member", "peer", "subject")

    def __init__(self, fleet: Fleet, member: str, peer: str) -> None:
        self.fleet, self.member, self.peer = fleet, member, peer
        self.subject: Peer | None = None

    async def send(self, frame: str) -> None:
        at = self.subject is not None and self.subject.live is not None
        self.fleet.post(self.member, {"k": "out", "peer": self.peer, "frame": frame, "at": at})

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.fleet.post(
            self.member, {"k": "close", "peer": self.peer, "code": code, "reason": reason}
        )
        self.fleet.server.remote_gone(self.member, self.peer)


class Fleet:
    """This member's part of the fleet: its channel, its publisher and its periodic work."""

    def __init__(self, store: RedisStore) -> None:
        self.store = store
        self.member = store.member
        self.period = store.lease_ms / 3000
        self.server: Tables
        self.redis = aredis.Redis.from_url(
            store.url, socket_connect_timeout=2, socket_timeout=None, decode_responses=True
        )
        self.queue: asyncio.Queue[tuple[str, str]] = asyncio.Queue(MAX_QUEUE)
        self.tasks: list[asyncio.Task[None]] = []
        #: The edge clients of this member, by their peer id.
        self.edges: dict[str, Peer] = {}
        self.subscribed = asyncio.Event()
        self._renewed = time.monotonic()
        #: When each member last said which of its clients are at tables owned here.
        self.heard: dict[str, float] = {}

    async def start(self, server: Tables) -> None:
        self.server = server
        loop = asyncio.get_running_loop()
        self.tasks = [
            loop.create_task(self._listen()),
            loop.create_task(self._publish()),
            loop.create_task(self._tend()),
        ]
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(5):
                await self.subscribed.wait()

    async def flush(self, timeout: float) -> None:
        """Wait (at most ``timeout`` seconds) for the envelopes queued to be sent (the last
        one taken from the queue too, not only the queue empty)."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                await self.queue.join()

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    # ------------------------------------------------------------------- sending

    def post(self, member: str, envelope: dict[str, Any]) -> None:
        """Queue an envelope for ``member`` (sent in order; the oldest dropped if Redis is
        away so long that the queue fills)."""
        if self.queue.full():
            with contextlib.suppress(asyncio.QueueEmpty):
                self.queue.get_nowait()
                self.queue.task_done()
        self.queue.put_nowait((member, json.dumps(envelope)))

    async def _publish(self) -> None:
        while True:
            member, text = await self.queue.get()
            while True:  # (the same envelope until Redis takes it: a client's frame dropped
                try:  # here would leave it waiting on an edge that never hears again)
                    heard = await self.redis.publish(channel(member), text)
                    break
                except RedisError as exc:
                    log.warning("cannot publish to %s: %s", member, exc)
                    await asyncio.sleep(0.2)
            self.queue.task_done()
            if not heard:  # (nobody listens on that member's channel: it is gone)
                try:
                    self._member_gone(member, json.loads(text))
                except Exception:  # (never the end of the publisher: the fleet needs it)
                    log.exception("after %s went away", member)

    def _member_gone(self, member: str, envelope: dict[str, Any]) -> None:
        kind = envelope["k"]
        if kind == "edges":  # (the owner is gone: its tables' edges are told as they tend)
            return
        if kind in ("in", "gone"):  # (an edge client's owner is gone)
            peer = self.edges.get(envelope["peer"])
            if peer is not None:
                self.server.spawn(peer.ws.close(1012, "the table's server went away"))
        else:  # (the owner's client's edge is gone)
            self.server.remote_gone(member, envelope["peer"])

    def forward(self, peer: Peer, frame: str | bytes) -> None:
        """Send an edge client's frame to its table's owner."""
        assert peer.tunnel is not None
        if isinstance(frame, bytes):
            frame = frame.decode("utf-8", "replace")
        self.edges[peer.id] = peer
        self.post(
            peer.tunnel.owner, {"k": "in", "from": self.member, "peer": peer.id, "frame": frame}
        )

    def left(self, peer: Peer) -> None:
        """An edge client's connection closed."""
        self.edges.pop(peer.id, None)
        if peer.tunnel is not None:
            self.post(peer.tunnel.owner, {"k": "gone", "from": self.member, "peer": peer.id})
            peer.tunnel = None

    # ------------------------------------------------------------------- receiving

    async def _listen(self) -> None:
        delay, first = 0.1, True
        while True:
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(channel(self.member))
                self.subscribed.set()
                if not first:  # (what came meanwhile is lost: the edge clients come back)
                    self._close_edges("the fleet lost its messages: reconnect")
                first, delay = False, 0.1
                async for message in pubsub.listen():
                    if message.get("type") == "message":
                        await self._envelope(json.loads(message["data"]))
            except (RedisError, OSError) as exc:
                log.warning("the fleet's channel is down (%s); again in %.1f s", exc, delay)
                await asyncio.sleep(delay)
                delay = min(5.0, delay * 2)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]

    async def _envelope(self, e: dict[str, Any]) -> None:
        kind = e.get("k")
        if kind == "in":
            self.heard[e["from"]] = time.monotonic()  # (an edge that speaks lives)
            await self.server.remote_frame(self, e["from"], e["peer"], e["frame"])
        elif kind == "gone":
            self.server.remote_gone(e["from"], e["peer"])
        elif kind == "edges":  # (an edge's clients here: any other is gone, its word lost)
            member, alive = e["from"], set(e["peers"])
            self.heard[member] = time.monotonic()
            for other, peer_id in list(self.server.remote):
                if other == member and peer_id not in alive:
                    self._forget(member, peer_id)
        elif kind in ("out", "close", "free"):
            peer = self.edges.get(e["peer"])
            if peer is None:
                return
            if kind == "free":  # (the client is at no table of that owner now)
                peer.tunnel = None
                return
            if kind == "close":
                peer.tunnel = None
                await peer.ws.close(e["code"], e["reason"])
                return
            if not e["at"]:  # (the client is at no table of that owner now)
                peer.tunnel = None
            await self.server.deliver(peer, e["frame"])

    def _close_edges(self, reason: str, only: Callable[[Peer], bool] = lambda _: True) -> None:
        for peer in list(self.edges.values()):
            if peer.tunnel is not None and only(peer):
                self.server.spawn(peer.ws.close(1012, reason))

    # ------------------------------------------------------------------- tending

    async def _tend(self) -> None:
        while True:
            await asyncio.sleep(self.period)
            try:
                self.tend()
            except StoreError as exc:
                log.warning("cannot reach the fleet's store: %s", exc)
                if time.monotonic() - self._renewed > self.period * 3:
                    self.server.drop_all("this server lost the fleet's store: reconnect")
            except Exception:  # (never the end of the member)
                log.exception("the fleet's periodic work failed")

    def tend(self) -> None:
        """Renew the leases, adopt the tables nobody owns, check the edges' owners."""
        server, store = self.server, self.store
        owned = list(server.tables)
        held = store.renew(owned)
        self._renewed = time.monotonic()
        for code in owned:
            if code not in held:
                server.drop(code, "the table moved to another server: reconnect")
        orphans = [code for code in store.codes() if code not in server.tables]
        for code, owner in zip(orphans, store.owners(orphans), strict=True):
            if owner is None:
                server.adopt(code)
        self._roll_call()
        tunnels = {p.tunnel.code: p.tunnel.owner for p in self.edges.values() if p.tunnel}
        codes = list(tunnels)
        moved = {
            code
            for code, owner in zip(codes, store.owners(codes), strict=True)
            if owner != tunnels[code]
        }
        if moved:
            self._close_edges(
                "the table moved to another server: reconnect",
                lambda p: p.tunnel is not None and p.tunnel.code in moved,
            )

    def _roll_call(self) -> None:
        """Tell each owner which clients of this member are at its tables, and forget the
        clients of members that said nothing for a lease (dead, or cut off): their seats
        are then away, and the computer stands in after the grace period."""
        owners: dict[str, list[str]] = {}
        for peer in self.edges.values():
            if peer.tunnel is not None:
                owners.setdefault(peer.tunnel.owner, []).append(peer.id)
        for owner, peers in owners.items():
            self.post(owner, {"k": "edges", "from": self.member, "peers": peers})
        silent = time.monotonic() - 3 * self.period
        for member, peer_id in list(self.server.remote):
            if self.heard.get(member, 0.0) < silent:
                self._forget(member, peer_id)

    def _forget(self, member: str, peer_id: str) -> None:
        """Forget a client of another member: its seat is away from now on, and its edge, if
        it lives, closes it (the client comes back and takes its seat again)."""
        self.post(
            member,
            {"k": "close", "peer": peer_id, "code": 1012, "reason": "come back: reconnect"},
        )
        self.server.remote_gone(member, peer_id)
