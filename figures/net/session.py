"""The desktop's side of playing online, without the desktop: a connection to a table server
on a thread of its own (:class:`Session`), the server itself run inside the app for a host
(:class:`Hosting`), and the tables played lately with their seat tokens (:class:`TableBook`).

The window never waits on the network. A :class:`Session` runs its own asyncio loop on a
daemon thread; what the server sends is put on a thread-safe queue and ``wake`` is called
(the desktop passes a function that posts an event to the window through pyglet's
thread-safe event posting), and the window takes the messages off the queue on its own
thread (:meth:`Session.take`). What the window sends is handed to the loop with
``call_soon_threadsafe``. Nothing here imports the desktop.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from figures.core.errors import FiguresError
from figures.core.files import read_json
from figures.core.records import write_json_atomic
from figures.net import protocol as p
from figures.net.client import Client, ConnectionError_
from figures.net.server import Limits, TableServer, Timing, address
from figures.net.server import start as start_server

__all__ = [
    "DEFAULT_PORT",
    "Entry",
    "Hosting",
    "Link",
    "Session",
    "TableBook",
    "local_addresses",
    "table_address",
]

#: The port a hosted table listens on when it is free (another is taken when it is not).
DEFAULT_PORT = 8765
#: Seconds to reach a server before giving up with a one-line error.
CONNECT_TIMEOUT = 8.0
#: Tables remembered in the book.
BOOK_SIZE = 12


@dataclass(frozen=True, slots=True)
class Link:
    """The connection's news, put on the queue among the server's messages: ``up`` (connected
    again after a drop), ``down`` (the line dropped: the client is coming back by itself) or
    ``failed`` (the server could not be reached at all; ``detail`` says why)."""

    status: str
    detail: str = ""


def table_address(text: str) -> str:
    """A server's address as a person types it ("192.168.1.20", "host:8765", "ws://host:8765")
    made a websocket URL; a one-line FiguresError when it is none."""
    text = text.strip()
    if not text:
        raise FiguresError("type the address of the machine that hosts the table")
    if "://" in text:
        scheme = text.split("://", 1)[0].lower()
        if scheme not in ("ws", "wss"):
            raise FiguresError(f"{text}: an address starts with ws:// or wss://, or with none")
        rest = text.split("://", 1)[1]
    else:
        scheme, rest = "ws", text
    host, _, port = rest.rstrip("/").rpartition(":")
    if not host:
        host, port = rest.rstrip("/"), str(DEFAULT_PORT)
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not host or any(c.isspace() or c in "/?#@" for c in host):
        raise FiguresError(f"{text}: not a machine's name or address")
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise FiguresError(f"{text}: the port is a number from 1 to 65535")
    shown_host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown_host}:{int(port)}"


class Session:
    """One connection to a table server, on its own thread.

    ``wake`` is called on the network thread whenever something is put on the queue (it must
    be thread-safe and quick). :meth:`take` hands the messages over on the caller's thread, in
    the order received: server messages (:mod:`figures.net.protocol`) and :class:`Link`
    news."""

    def __init__(
        self,
        url: str,
        name: str,
        *,
        wake: Callable[[], None] = lambda: None,
        prepare: Callable[[p.State], object] | None = None,
    ) -> None:
        self.url = url
        self.name = name
        self.wake = wake
        #: Work done for each state on the network thread, before the window takes it (the
        #: desktop's mirror of the game: a few milliseconds the window's frames do not wait
        #: for); what it made is handed over by :meth:`prepared`.
        self.prepare = prepare
        self._made: dict[int, object] = {}
        self._made_lock = threading.Lock()
        self._queue: queue.SimpleQueue[p.ServerMessage | Link] = queue.SimpleQueue()
        self._loop = asyncio.new_event_loop()
        self._client = Client(url, name=name)
        self._stopped = threading.Event()
        #: Whether the line is up now (read on any thread).
        self.connected = False
        self._thread = threading.Thread(target=self._run, name="figures-network", daemon=True)
        self._first: list[msgspec.Struct] = []

    # ----------------------------------------------------------------- the thread

    def start(self, *first: msgspec.Struct) -> None:
        """Connect and send ``first`` (an open, a join, a resume) once connected; a failure
        comes as ``Link("failed")``."""
        self._first = list(first)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            with contextlib.suppress(Exception):
                self._loop.run_until_complete(self._loop.shutdown_asyncgens())
            self._loop.close()

    async def _main(self) -> None:
        client = self._client
        try:
            await asyncio.wait_for(client.start(), CONNECT_TIMEOUT)
        except (ConnectionError_, TimeoutError, OSError) as exc:
            detail = str(exc) or f"{self.url}: no answer"
            self._put(Link("failed", detail))
            return
        self.connected = True
        for first in self._first:
            await client.send(first)
        watcher = asyncio.get_running_loop().create_task(self._watch())
        try:
            while not self._stopped.is_set():
                with contextlib.suppress(TimeoutError):
                    received = await asyncio.wait_for(client.inbox.get(), 0.25)
                    if isinstance(received, p.State) and self.prepare is not None:
                        self._make(received)
                    self._put(received)
        finally:
            watcher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await watcher
            await client.close()

    async def _watch(self) -> None:
        """Tell the window when the line drops and when it is back."""
        client = self._client
        while True:
            await asyncio.sleep(0.1)
            up = client.connected.is_set()
            if up != self.connected:
                self.connected = up
                self._put(Link("up" if up else "down"))

    def _make(self, state: p.State) -> None:
        try:
            made = self.prepare(state) if self.prepare is not None else None
        except FiguresError:
            return  # (the window's thread makes it again, and says what is wrong)
        if made is not None:
            with self._made_lock:
                self._made[id(state)] = made

    def prepared(self, state: p.State) -> object | None:
        """What :attr:`prepare` made for ``state`` (a state taken off the queue), once."""
        with self._made_lock:
            return self._made.pop(id(state), None)

    def _put(self, item: p.ServerMessage | Link) -> None:
        self._queue.put(item)
        with contextlib.suppress(Exception):  # (a window closing: nobody to wake)
            self.wake()

    # ----------------------------------------------------------------- the window's side

    def take(self) -> list[p.ServerMessage | Link]:
        """Everything received since the last call, oldest first (never waits)."""
        out: list[p.ServerMessage | Link] = []
        with contextlib.suppress(queue.Empty):
            while True:
                out.append(self._queue.get_nowait())
        return out

    def send(self, message: msgspec.Struct) -> None:
        """Send ``message`` from any thread (dropped while the line is down: the server's
        next state says what stands)."""
        if self._stopped.is_set() or self._loop.is_closed():
            return

        def go() -> None:
            if self._client.ws is not None:
                self._loop.create_task(self._client.send(message))

        with contextlib.suppress(RuntimeError):  # (the loop closing)
            self._loop.call_soon_threadsafe(go)

    @property
    def token(self) -> str | None:
        return self._client.token

    def close(self, timeout: float = 3.0) -> None:
        """Leave the server (the seat stays the player's: the token takes it back)."""
        self._stopped.set()
        if self._thread.is_alive():
            self._thread.join(timeout)


class Hosting:
    """A table server run inside the app, on its own thread, for friends to join: its tables
    are kept in ``folder`` (so a host who quits and comes back finds them), on ``port`` when
    it is free, else on any port the system gives (with ``exact``, only on ``port``). The
    host's own window connects to it like any other client."""

    def __init__(
        self,
        folder: Path | None,
        *,
        host: str = "0.0.0.0",
        port: int = DEFAULT_PORT,
        limits: Limits | None = None,
        timing: Timing | None = None,
        exact: bool = False,
    ) -> None:
        self.folder = folder
        self.host = host
        self.port = port
        #: Only ``port`` will do (a table hosted again after a restart, where its players'
        #: clients are coming back); else another port is taken when it is busy.
        self.exact = exact
        self.limits = limits
        self.timing = timing
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._error: str | None = None
        self._stop: asyncio.Event | None = None
        self.tables: TableServer | None = None
        #: The port listened on (0 until started).
        self.bound = 0
        self._thread = threading.Thread(target=self._run, name="figures-host", daemon=True)

    def start(self, timeout: float = 10.0) -> None:
        """Start serving; a one-line FiguresError when the server cannot listen."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise FiguresError("the table server did not start in time")
        if self._error is not None:
            raise FiguresError(self._error)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        server = None
        for port in (self.port,) if self.exact else (self.port, 0):
            try:
                server, self.tables = await start_server(
                    self.folder, self.host, port, limits=self.limits, timing=self.timing
                )
                break
            except OSError as exc:
                self._error = f"cannot host a table on port {port}: {exc.strerror or exc}"
            except FiguresError as exc:
                self._error = str(exc)
                break
        if server is None:
            self._ready.set()
            return
        self._error = None
        self.bound = int(address(server).rsplit(":", 1)[1])
        self._ready.set()
        try:
            await self._stop.wait()
        finally:
            server.close()
            await server.wait_closed()

    @property
    def url(self) -> str:
        """Where the host's own window connects (the loopback address)."""
        return f"ws://127.0.0.1:{self.bound}"

    def addresses(self) -> list[str]:
        """What the host tells friends to type: this machine's addresses, with the port."""
        return [f"{ip}:{self.bound}" for ip in local_addresses()]

    def stop(self, timeout: float = 5.0) -> None:
        """Stop serving (the tables stay in the folder)."""
        if self._stop is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread.is_alive():
            self._thread.join(timeout)


def local_addresses() -> list[str]:
    """This machine's addresses on the networks it is on, the most likely first (the one a
    route out would use, found without sending anything), loopback last."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))  # (UDP: no packet is sent)
        found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            ip = str(info[4][0])
            if ip not in found and not ip.startswith("127."):
                found.append(ip)
    found = [ip for ip in found if not ip.startswith("127.") and ip != "0.0.0.0"]
    return [*found, "127.0.0.1"]


# ----------------------------------------------------------------------------- the book


@dataclass(frozen=True, slots=True)
class Entry:
    """A table played lately: where, its code, the game, the seat's token (which takes the seat
    back) and when it was last played (seconds since the epoch)."""

    address: str
    code: str
    game: str
    token: str
    when: float

    def to_json(self) -> dict[str, Any]:
        return {
            "address": self.address,
            "code": self.code,
            "game": self.game,
            "token": self.token,
            "when": self.when,
        }


class TableBook:
    """The tables played lately, newest first, in one JSON file of the data folder
    (``online.json``), written atomically; the tokens never leave it but to the server that
    gave them. A file that cannot be read is an empty book (it is rewritten at the next
    table)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def name(self) -> str:
        """The name this player last gave at a table ("" when none)."""
        try:
            data = read_json(self.path)
        except (FiguresError, OSError):
            return ""
        name = data.get("name") if isinstance(data, dict) else None
        return name if isinstance(name, str) else ""

    def keep_name(self, name: str) -> None:
        """Remember the name given at a table, for the next one."""
        self._write(self.entries(), name)

    def game(self, address: str, code: str) -> str:
        """The game of table ``code`` of ``address`` as last kept ("" when not known)."""
        for entry in self.entries():
            if entry.address == address and entry.code == code:
                return entry.game
        return ""

    def entries(self) -> list[Entry]:
        try:
            data = read_json(self.path)
        except (FiguresError, OSError):
            return []
        out: list[Entry] = []
        items = data.get("tables") if isinstance(data, dict) else None
        for item in items if isinstance(items, list) else []:
            with contextlib.suppress(KeyError, TypeError, ValueError):
                out.append(
                    Entry(
                        str(item["address"]),
                        str(item["code"]),
                        str(item["game"]),
                        str(item["token"]),
                        float(item["when"]),
                    )
                )
        return out[:BOOK_SIZE]

    def token(self, address: str, code: str) -> str | None:
        """The token of the seat taken at table ``code`` of ``address``, if one was."""
        for entry in self.entries():
            if entry.address == address and entry.code == code:
                return entry.token
        return None

    def keep(self, address: str, code: str, game: str, token: str) -> None:
        """Remember the seat taken at table ``code`` (the newest first); never an error: a
        book that cannot be written only forgets."""
        entries = [e for e in self.entries() if (e.address, e.code) != (address, code)]
        entries.insert(0, Entry(address, code, game, token, time.time()))
        self._write(entries)

    def forget(self, address: str, code: str) -> None:
        """No longer offer table ``code`` of ``address`` (its game is over, or gone)."""
        self._write([e for e in self.entries() if (e.address, e.code) != (address, code)])

    def _write(self, entries: list[Entry], name: str | None = None) -> None:
        data = {
            "format": "figures-online-tables",
            "version": 1,
            "name": self.name() if name is None else name,
            "tables": [e.to_json() for e in entries[:BOOK_SIZE]],
        }
        with contextlib.suppress(FiguresError, OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_json_atomic(self.path, data)
