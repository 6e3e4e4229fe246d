"""The window's link to an online table: the connection (a
:class:`~figures.net.session.Session` on its own thread), the server hosted in the app when
this window hosts (:class:`~figures.net.session.Hosting`), and what the table's screens show
between two states: the waiting room's seats, the chat, the connection, a takeback asked.

The network thread reaches the window only through pyglet's thread-safe event posting: the
session's ``wake`` posts ``on_network`` to the window (:func:`wake_window`), and the window's
handler (and each online screen's ``on_update``, a safety net) calls :meth:`OnlineLink.pump`
on the window's thread, which takes the messages off the session's queue and hands each to the
screen shown (:attr:`OnlineLink.screen`). Nothing here blocks a frame.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import msgspec
import pyglet

from figures.net import protocol as p
from figures.net.session import Hosting, Link, Session, TableBook

__all__ = ["ChatLine", "LinkScreen", "OnlineLink", "wake_window"]

#: Chat lines kept for the screens.
CHAT_KEPT = 40


@dataclass(frozen=True, slots=True)
class ChatLine:
    name: str
    text: str
    when: float


class LinkScreen(Protocol):
    """A screen the link hands the server's news to."""

    def on_message(self, message: p.ServerMessage | Link) -> None: ...


def wake_window(window: pyglet.event.EventDispatcher) -> Callable[[], None]:
    """A ``wake`` for a session: posts ``on_network`` to ``window`` from any thread."""

    def wake() -> None:
        pyglet.app.platform_event_loop.post_event(window, "on_network")

    return wake


class OnlineLink:
    """One online table of the window, from the first message to leaving it."""

    def __init__(
        self,
        session: Session,
        *,
        address: str,
        book: TableBook | None = None,
        hosting: Hosting | None = None,
    ) -> None:
        self.session = session
        self.address = address
        self.book = book
        self.hosting = hosting
        self.screen: LinkScreen | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.lobby: p.Lobby | None = None
        self.state: p.State | None = None
        self.record: dict[str, object] | None = None
        self.chat: list[ChatLine] = []
        #: Seats this window does not want to read (muted).
        self.muted: set[int] = set()
        #: Whether the line is up; when it last dropped (None: up).
        self.up = True
        self.down_since: float | None = None
        #: A seat asking for a takeback, waiting for this seat's answer (None: none).
        self.asking: int | None = None
        #: The connection could not be made (its one-line reason).
        self.failed: str | None = None
        #: When the last state came, for the turn clock's countdown.
        self.state_at = time.monotonic()

    # ----------------------------------------------------------------- the news

    def pump(self) -> int:
        """Take what the server sent and hand it to the screen; how many messages."""
        items = self.session.take()
        for item in items:
            self._note(item)
            if self.screen is not None:
                self.screen.on_message(item)
        return len(items)

    def _note(self, item: p.ServerMessage | Link) -> None:
        if isinstance(item, Link):
            if item.status == "failed":
                self.failed = item.detail
            self.up = item.status == "up"
            self.down_since = None if self.up else time.monotonic()
        elif isinstance(item, p.Seated):
            self.code, self.seat = item.code, item.seat
            if self.book is not None:  # (a seat taken back: the game the book knows)
                game = self.lobby.game if self.lobby is not None else ""
                game = game or self.book.game(self.address, item.code)
                self.book.keep(self.address, item.code, game, item.token)
        elif isinstance(item, p.Lobby):
            self.lobby = item
            if self.book is not None and self.code is not None and self.session.token:
                self.book.keep(self.address, self.code, item.game, self.session.token)
        elif isinstance(item, p.State):
            self.state = item
            self.state_at = time.monotonic()
            self.asking = None
        elif isinstance(item, p.Said):
            if item.seat is None or item.seat not in self.muted:
                self.chat.append(ChatLine(item.name, item.text, time.monotonic()))
                del self.chat[:-CHAT_KEPT]
        elif isinstance(item, p.Asked):
            if item.seat != self.seat:
                self.asking = item.seat
        elif isinstance(item, p.Ended):
            self.record = item.record

    # ----------------------------------------------------------------- sending

    def send(self, message: msgspec.Struct) -> None:
        self.session.send(message)

    @property
    def takeback(self) -> bool:
        """Whether the table takes takebacks (as its waiting room said)."""
        return self.lobby.takeback if self.lobby is not None else True

    def prepared(self, state: p.State) -> object | None:
        """The mirror the network thread made of ``state``, if it made one."""
        return self.session.prepared(state)

    def say(self, text: str) -> None:
        text = text.strip()[: p.MAX_CHAT]
        if text:
            self.send(p.Say(text))

    def answer(self, accept: bool) -> None:
        self.asking = None
        self.send(p.Answer(accept))

    def mute(self, seat: int, muted: bool = True) -> None:
        (self.muted.add if muted else self.muted.discard)(seat)
        self.send(p.Mute(seat, muted))

    @property
    def is_host(self) -> bool:
        return self.lobby is not None and self.seat is not None and self.lobby.host == self.seat

    def clock_left(self) -> float | None:
        """Seconds left on the turn clock now (None: no clock running)."""
        state = self.state
        if state is None or state.deadline is None:
            return None
        return max(0.0, state.deadline - (time.monotonic() - self.state_at))

    def close(self, leave: bool = False) -> None:
        """Leave the table's connection (``leave``: give the seat up for good) and stop the
        server hosted here."""
        if leave:
            self.send(p.Leave())
            time.sleep(0.05)  # (the message on its way before the line closes)
            if self.book is not None and self.code is not None:
                self.book.forget(self.address, self.code)  # (the seat is no longer ours)
        self.session.close()
        if self.hosting is not None:
            self.hosting.stop()
        self.screen = None


def server_folder(data: Path) -> Path:
    """Where a server hosted in the app keeps its tables: ``online-tables`` of the data
    folder."""
    return data / "online-tables"
