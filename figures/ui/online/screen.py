"""What an online table adds to a game screen of any family: the server's news taken on
the window's thread, the connection (a dot and the table's code at the table's top right;
"reconnecting" while the line is down: the client comes back by itself), each seat that is
away or played by the computer meanwhile, the turn clock's seconds in the status line, the
chat (T opens a line to type, Enter sends it, Esc closes it; the last lines show under the
table's code a while), a takeback another player asks for (a question: Enter accepts, Esc
refuses), Undo asking for one, and leaving the table.

:class:`OnlineScreen` is a mixin of the family's own game screen (``class
RemoteClassicView(OnlineScreen, ClassicGameView)``): the family says what a state changes on
its screen (:meth:`OnlineScreen.take_state`), where its table is (:meth:`OnlineScreen.area`)
and what its end screen is.
"""

from __future__ import annotations

import time
from typing import Any, Protocol

import arcade

from figures.core.errors import FiguresError
from figures.core.seats import HUMAN
from figures.net import protocol as p
from figures.net.session import Link
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.online.end import leave_table
from figures.ui.online.link import OnlineLink
from figures.ui.online.match import seat_words
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.widgets.field import TextField
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import draw_text, fit_text

__all__ = ["OnlineScreen", "RemoteMatch"]

#: Seconds a chat line stays at the table's top.
CHAT_SHOWN = 12.0
CHAT_LINES = 4


class RemoteMatch(Protocol):
    """What the online parts read of a family's remote match."""

    seat: int
    state: p.State
    pending: bool
    final: dict[str, Any] | None

    @property
    def is_over(self) -> bool: ...

    @property
    def turn(self) -> int: ...

    @property
    def players(self) -> Any: ...

    def names(self) -> list[Any]: ...

    def can_undo(self) -> bool: ...

    def undo(self) -> Any: ...

    def finish(self, record: dict[str, Any]) -> None: ...


class OnlineScreen(GameScreenBase[Any]):
    """The online parts of a game screen; ``link`` is the table's connection."""

    link: OnlineLink
    remote: RemoteMatch

    def start_online(self, link: OnlineLink, match: RemoteMatch) -> None:
        """Set the online parts up (before the family's screen is made)."""
        self.link = link
        self.remote = match
        #: The chat line being typed (None: closed), and whether the T that opened it is
        #: still to come as text (it is not typed into the line).
        self.chat: TextField | None = None
        self.chat_opening = False
        #: The takeback's question was closed (answered, or put away with Esc).
        self.takeback_closed = False

    # ----------------------------------------------------------------- what a family says

    def take_state(self, state: p.State) -> None:
        """A state of the game in play: the match made again, the screen shown afresh."""
        raise NotImplementedError

    def area(self) -> Rect:
        """The table's rectangle, whose top right the online parts use."""
        raise NotImplementedError

    def waiting_words(self) -> bool:
        """Whether play waits on someone else now (a round's end being read does not)."""
        return not self.remote.is_over

    def nothing_to_undo(self) -> str:
        return tr("classic.toast.nothing_undo")

    # ----------------------------------------------------------------- the server's news

    def on_network(self) -> None:
        self.link.pump()

    def on_show_view(self) -> None:
        self.link.screen = self  # (back from the end screen or the rules)
        super().on_show_view()

    def on_message(self, message: p.ServerMessage | Link) -> None:
        match = self.remote
        if isinstance(message, p.State):
            if message.game != match.state.game:
                self.nav.play_online(self.link, message)  # (a rematch: a new game)
                return
            self.take_state(message)
        elif isinstance(message, p.Ended):
            match.finish(message.record)
            self.take_end()
        elif isinstance(message, p.Asked):
            if message.seat != match.seat:
                self.ask_takeback(message.seat)
        elif isinstance(message, p.Refused):
            match.pending = False
            self.say(tr("toast.error", message=message.detail))
        elif isinstance(message, Link):
            if message.status == "down":
                self.say(tr("online.link.down"))
            elif message.status == "up":
                self.say(tr("online.link.up"))
        # (a chat line: the link keeps it, the table's top right shows the last lines)
        request = getattr(self.window, "request_frame", None)
        if request is not None:
            request()

    def take_end(self) -> None:
        """The server's record came: the screen shows the game as it really was."""

    def ask_takeback(self, seat: int) -> None:
        names = self.remote.names()
        name = names[seat] if 0 <= seat < len(names) else "?"
        self.ask(
            tr("online.takeback.title"),
            tr("online.takeback.body", name=name),
            tr("online.takeback.yes"),
            tr("online.takeback.no"),
            lambda: self.link.answer(True),
        )
        question = self.question
        closed = question.on_close

        def on_close() -> None:  # (then on_yes, when it is a yes: the next frame knows)
            self.takeback_closed = True
            closed()

        question.on_close = on_close

    # ----------------------------------------------------------------- playing

    def undo(self) -> None:
        if not self.remote.can_undo():
            self.say(self.nothing_to_undo())
            return
        self.remote.undo()
        self.say(tr("online.takeback.asked"))

    def redo(self) -> None:
        self.say(tr("toast.nothing_redo"))

    def open_save(self) -> None:
        if self.remote.final is None:
            self.say(tr("online.toast.no_save"))
            return
        super().open_save()

    def to_setup(self) -> None:
        """Leave the table for the set-up (the seat stays this player's: the tables played
        lately take it back). The host is asked first: the table closes with this app."""
        if self.link.hosting is None or self.remote.is_over:
            self.leave()
            return
        self.ask(
            tr("online.leave.title"),
            tr("online.leave.body"),
            tr("online.leave.yes"),
            tr("online.leave.no"),
            self.leave,
        )

    def leave(self) -> None:
        self.stop()
        leave_table(self.nav, self.link)

    def send_failed(self, exc: FiguresError) -> None:
        self.say(tr("toast.error", message=str(exc)))

    # ----------------------------------------------------------------- each frame

    def on_update(self, delta_time: float) -> None:
        self.link.pump()
        if self.takeback_closed:  # (the question closed without a yes: the answer is no)
            self.takeback_closed = False
            if self.link.asking is not None:
                self.link.answer(False)
        super().on_update(delta_time)

    def online_animating(self) -> bool:
        """The clock counts down, the connection is coming back: the screen changes."""
        return self.link.clock_left() is not None or not self.link.up

    def online_status(self, status: str) -> str:
        """The status line at an online table: ``status`` (the family's), or that a move is
        on its way, or whose move is awaited; the turn clock's seconds after it."""
        match = self.remote
        if self.waiting_words() and match.pending:
            status = tr("online.status.sent")
        elif (
            self.waiting_words()
            and match.turn != match.seat
            and match.players[match.turn].kind == HUMAN
        ):
            status = tr("online.status.waiting", name=match.names()[match.turn])
        left = self.link.clock_left()
        if left is not None and not match.is_over:
            status = tr("online.status.clock", status=status, seconds=int(left + 0.999))
        return status

    # ----------------------------------------------------------------- chat

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        chat = self.chat
        if chat is not None:
            if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
                self.link.say(chat.value)
                self.chat = None
            elif symbol == key.ESCAPE:
                self.chat = None
            else:
                chat.edit_key(symbol, modifiers)
            return
        ctrl = modifiers & (key.MOD_CTRL | key.MOD_COMMAND)
        if symbol == key.T and not ctrl and not self.modals.open:
            self.chat = TextField(max_length=p.MAX_CHAT, focused=True)
            self.chat_opening = True
            return
        super().on_key_press(symbol, modifiers)

    def on_text(self, content: str) -> None:
        chat = self.chat
        if chat is not None:
            opening, self.chat_opening = self.chat_opening, False
            if opening and content.lower() == "t":
                return
            if content not in ("\r", "\n"):
                chat.type(content)
            return
        super().on_text(content)

    def on_text_motion(self, motion: int) -> None:
        if self.chat is not None:
            self.chat.text_motion(motion)

    # ----------------------------------------------------------------- drawing

    def draw_online(self) -> None:
        """The connection, the table's code, the seats away and the chat, at the table's top
        right, and the chat line being typed at its bottom left."""
        table = self.area()
        link = self.link
        right, y = table.right - 12, table.top - 22
        small = theme.SIZES.small
        words = tr("online.table", code=link.code or "?")
        if not link.up:
            words = tr("online.link.reconnecting", table=words)
        label = draw_text(words, right, y, size=small, bold=True, anchor_x="right")
        colour = theme.LEGAL if link.up else theme.WARNING
        arcade.draw_circle_filled(right - label.content_width - 10, y + 4, 5, colour)
        seats = self.remote.state.seats
        row = y - 20
        for seat, name in enumerate(self.remote.names()):
            said = seat_words(seats, seat)
            if said:
                line = f"{name}: {said}"
                draw_text(line, right, row, size=small, colour=theme.WARNING, anchor_x="right")
                row -= 18
        now = time.monotonic()
        for chat in [c for c in link.chat if now - c.when < CHAT_SHOWN][-CHAT_LINES:]:
            line = tr("online.chat.line", name=chat.name, text=chat.text)
            draw_text(
                fit_text(line, table.width / 2, small), right, row, size=small, anchor_x="right"
            )
            row -= 18
        if self.chat is not None:
            box = Rect(table.left + 10, table.bottom + 10, min(520, table.width - 20), 34)
            fill_rect(box, theme.PANEL)
            self.chat.rect = Rect(box.left + 80, box.bottom + 3, box.width - 86, 28)
            draw_text(tr("online.chat.say"), box.left + 8, box.bottom + 11, bold=True)
            self.chat.draw(None)
