"""The classic game screen at an online table: the local screen
(:class:`~figures.ui.classic.view.ClassicGameView`), driven by a
:class:`~figures.ui.online.match.RemoteClassicMatch`.

Everything of a game at one screen is here (the table, the hand, hints from the seat's own
view, the round's end and the game's), and besides: the connection (a dot and the table's code
in the top bar; "reconnecting" while the line is down: the client comes back by itself), each
seat that is away or played by the computer meanwhile, the turn clock's seconds, the chat (T
opens a line to type, Enter sends it, Esc closes it; the last lines show at the table's top
left) and a takeback another player asks for (a question: Y or N). A move shows when the
server's state says it was played; until then the hand waits.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import arcade

from figures.classic.actions import Action
from figures.core.errors import FiguresError
from figures.core.seats import HUMAN
from figures.net import protocol as p
from figures.net.session import Link
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic.view import ClassicGameView
from figures.ui.online.end import RemoteClassicEndView, leave_table
from figures.ui.online.link import OnlineLink
from figures.ui.online.match import RemoteClassicMatch, seat_words
from figures.ui.widgets.field import TextField
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import draw_text, fit_text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["RemoteClassicView"]

#: Seconds a chat line stays at the table's top.
CHAT_SHOWN = 12.0
CHAT_LINES = 4


class RemoteClassicView(ClassicGameView):
    """A classic game of an online table, seen from this window's seat."""

    def __init__(self, nav: Navigator, match: RemoteClassicMatch, link: OnlineLink) -> None:
        self.link = link
        self.remote = match
        #: The chat line being typed (None: closed), and whether the T that opened it is
        #: still to come as text (it is not typed into the line).
        self.chat: TextField | None = None
        self.chat_opening = False
        #: The takeback's question was closed (answered, or put away with Esc).
        self.takeback_closed = False
        super().__init__(nav, match)
        link.screen = self

    # ----------------------------------------------------------------- the server's news

    def on_network(self) -> None:
        self.link.pump()

    def on_show_view(self) -> None:
        self.link.screen = self  # (back from the end screen or the rules)
        super().on_show_view()

    def show_end(self) -> None:
        """The game's end, with a rematch at this table (:mod:`figures.ui.online.end`)."""
        self.window.show_view(RemoteClassicEndView(self.nav, self.remote, self.link))

    def on_message(self, message: p.ServerMessage | Link) -> None:
        match = self.remote
        if isinstance(message, p.State):
            if message.game != match.state.game:
                self.nav.play_online(self.link, message)  # (a rematch: a new game)
                return
            ended = self.ended()
            added = match.receive(message)
            if not added:
                self.forget_moves()
            self.cancel()
            self.sync()
            for played in added:
                self.after(played, ended)
                ended = self.ended()
        elif isinstance(message, p.Ended):
            match.finish(message.record)
            self.synced = None
            self.sync()
        elif isinstance(message, p.Asked):
            if message.seat != match.seat:
                self.ask_takeback(message.seat)
        elif isinstance(message, p.Refused):
            match.pending = False
            self.say(tr("toast.error", message=message.detail))
        elif isinstance(message, p.Said):
            pass  # (the link keeps it: the table's top right shows the last lines a while)
        elif isinstance(message, Link):
            if message.status == "down":
                self.say(tr("online.link.down"))
            elif message.status == "up":
                self.say(tr("online.link.up"))
        self.refresh()
        request = getattr(self.window, "request_frame", None)
        if request is not None:
            request()

    def ask_takeback(self, seat: int) -> None:
        name = self.match.names()[seat] if 0 <= seat < len(self.match.players) else "?"
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

    def apply(self, action: Action) -> bool:
        try:
            self.remote.apply(action)
        except FiguresError as exc:
            self.say(tr("toast.error", message=str(exc)))
            return False
        self.cancel()
        self.hints = None
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None
        self.sync()
        self.refresh()
        return True

    def undo(self) -> None:
        if not self.remote.can_undo():
            self.say(tr("classic.toast.nothing_undo"))
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
        lately take it back)."""
        self.stop()
        leave_table(self.nav, self.link)

    # ----------------------------------------------------------------- each frame

    def on_update(self, delta_time: float) -> None:
        self.link.pump()
        if self.takeback_closed:  # (the question closed without a yes: the answer is no)
            self.takeback_closed = False
            if self.link.asking is not None:
                self.link.answer(False)
        super().on_update(delta_time)

    def animating(self) -> bool:
        return super().animating() or self.link.clock_left() is not None or not self.link.up

    def status(self) -> str:
        match = self.remote
        playing = not match.is_over and match.round_end is None
        if playing and match.pending:
            status = tr("online.status.sent")
        elif playing and match.turn != match.seat and match.players[match.turn].kind == HUMAN:
            status = tr("online.status.waiting", name=match.names()[match.turn])
        else:
            status = super().status()
        left = self.link.clock_left()
        if left is not None and not self.match.is_over:
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

    def on_draw(self) -> None:
        super().on_draw()
        self.draw_online()

    def draw_online(self) -> None:
        """The connection, the table's code, the seats away and the chat, at the table's top
        right (its top left is the count's)."""
        table = self.table_rect
        link = self.link
        right, y = table.right - 12, table.top - 22
        words = tr("online.table", code=link.code or "?")
        if not link.up:
            words = tr("online.link.reconnecting", table=words)
        label = draw_text(words, right, y, size=theme.SIZES.small, bold=True, anchor_x="right")
        colour = theme.LEGAL if link.up else theme.WARNING
        arcade.draw_circle_filled(right - label.content_width - 10, y + 4, 5, colour)
        state = self.remote.state
        row = y - 20
        small = theme.SIZES.small
        for seat, name in enumerate(self.match.names()):
            said = seat_words(state.seats, seat)
            if said:
                draw_text(
                    f"{name}: {said}",
                    right,
                    row,
                    size=small,
                    colour=theme.WARNING,
                    anchor_x="right",
                )
                row -= 18
        now = time.monotonic()
        lines = [c for c in link.chat if now - c.when < CHAT_SHOWN][-CHAT_LINES:]
        for line in lines:
            words = fit_text(
                tr("online.chat.line", name=line.name, text=line.text), table.width / 2, small
            )
            draw_text(words, right, row, size=small, anchor_x="right")
            row -= 18
        if self.chat is not None:
            box = Rect(table.left + 10, table.bottom + 10, min(520, table.width - 20), 34)
            fill_rect(box, theme.PANEL)
            self.chat.rect = Rect(box.left + 80, box.bottom + 3, box.width - 86, 28)
            draw_text(tr("online.chat.say"), box.left + 8, box.bottom + 11, bold=True)
            self.chat.draw(None)
