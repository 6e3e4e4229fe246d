"""A client of the table server: the connection, the messages in and out, and coming back.

:class:`Client` speaks the protocol over one websocket and, when the connection drops, comes
back by itself (after 0.2 s, then twice as long each time, at most :data:`MAX_BACKOFF`) and
takes its seat back with its token. What it receives is put on :attr:`Client.inbox` in order;
:attr:`Client.state` is the last state received, so a caller that reconnects simply goes on
from it.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import AsyncIterator, Sequence
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from figures.core.errors import FiguresError
from figures.net import protocol as p

#: The longest wait between two attempts to reconnect, in seconds.
MAX_BACKOFF = 5.0


class ConnectionError_(FiguresError, OSError):
    """The server cannot be reached, or refused what was asked."""


class Client:
    """One connection to a table server, kept up while :attr:`running`."""

    def __init__(
        self,
        url: str | Sequence[str],
        *,
        name: str = "figures",
        tls: ssl.SSLContext | None = None,
    ):
        #: The server's addresses: one, or the members of a fleet, tried in turn when the
        #: line is down (as a DNS name with several addresses would be).
        self.urls = [url] if isinstance(url, str) else list(url)
        self.url = self.urls[0]
        self.name = name
        self.tls = tls
        self.ws: ClientConnection | None = None
        self.inbox: asyncio.Queue[p.ServerMessage] = asyncio.Queue()
        self.token: str | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.state: p.State | None = None
        self.lobby: p.Lobby | None = None
        self.record: dict[str, Any] | None = None
        self.connected = asyncio.Event()
        self.running = True
        self.reconnects = 0
        #: The table watched (watched again after a reconnect).
        self.watching: str | None = None
        self._reader: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------- connecting

    async def _connect(self) -> None:
        try:
            ws = await connect(
                self.url, max_size=p.MAX_SERVER_FRAME, ssl=self.tls, compression=None
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise ConnectionError_(f"{self.url}: cannot connect: {exc}") from None
        await ws.send(p.encode(p.Hello(p.PROTOCOL, self.name)).decode())
        reply = p.decode_server(await ws.recv())
        if isinstance(reply, p.Refused):
            await ws.close()
            raise ConnectionError_(f"{self.url}: {reply.detail}")
        self.ws = ws
        if self.token is not None:
            await self.send(p.Resume(self.token))
        elif self.watching is not None:
            await self.send(p.Watch(self.watching))
        self.connected.set()

    async def start(self) -> None:
        """Connect (a ConnectionError_ when no address can be reached), then keep reading."""
        for n, url in enumerate(self.urls):
            self.url = url
            try:
                await self._connect()
                break
            except ConnectionError_:
                if n == len(self.urls) - 1:
                    raise
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        delay = 0.2
        while self.running:
            ws = self.ws
            assert ws is not None
            try:
                async for frame in ws:
                    self._received(p.decode_server(frame))
                    delay = 0.2
            except ConnectionClosed:
                pass
            except p.ProtocolError:  # (a server this client cannot read: come back)
                await ws.close(1002, "unreadable frame")
            self.connected.clear()
            while self.running:
                await asyncio.sleep(delay)
                delay = min(MAX_BACKOFF, delay * 2)
                try:
                    await self._connect()
                    self.reconnects += 1
                    break
                except ConnectionError_:  # (the next address, if there are several)
                    self.url = self.urls[(self.urls.index(self.url) + 1) % len(self.urls)]
                    continue

    def _received(self, message: p.ServerMessage) -> None:
        if isinstance(message, p.Seated):
            self.token, self.code, self.seat = message.token, message.code, message.seat
        elif isinstance(message, p.State):
            self.state = message
        elif isinstance(message, p.Lobby):
            self.lobby = message
        elif isinstance(message, p.Ended):
            self.record = message.record
        self.inbox.put_nowait(message)

    async def close(self) -> None:
        self.running = False
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self.ws is not None:
            await self.ws.close()

    # ------------------------------------------------------------------- sending

    async def send(self, message: msgspec.Struct) -> None:
        """Send one message (dropped, and sent again as a resume, if the line is down)."""
        ws = self.ws
        if ws is None:
            raise ConnectionError_("not connected")
        if isinstance(message, p.Watch):
            self.watching = message.code
        with contextlib.suppress(ConnectionClosed):
            await ws.send(p.encode(message).decode())

    async def move(self, action: str) -> None:
        """Play ``action`` on the last state received."""
        assert self.state is not None
        await self.send(p.Move(self.state.version, action))

    async def messages(self, timeout: float) -> AsyncIterator[p.ServerMessage]:
        """The messages received, until none comes for ``timeout`` seconds."""
        while True:
            try:
                yield await asyncio.wait_for(self.inbox.get(), timeout)
            except TimeoutError:
                return

    async def expect(self, kind: type[Any], timeout: float = 10.0) -> Any:
        """The next message of ``kind`` (others before it are passed over); a
        ConnectionError_ after ``timeout`` seconds, or the server's refusal."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self.inbox.get()
                if isinstance(message, kind):
                    return message
                if isinstance(message, p.Refused) and kind is not p.Refused:
                    raise ConnectionError_(f"refused ({message.reason}): {message.detail}")
