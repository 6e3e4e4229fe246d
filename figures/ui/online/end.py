"""The end of an online classic game: the classic end screen
(:class:`~figures.ui.classic.end.ClassicEndView`: the ranking, the last round, the chart, the
replay), with a rematch at the same table in place of a new deal here: Enter (or S) asks for
it, and the next game starts when every person at the table has asked. Esc leaves the table
for the set-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.net import protocol as p
from figures.net.session import Link
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic.end import ClassicEndView
from figures.ui.online.link import OnlineLink
from figures.ui.online.match import RemoteClassicMatch
from figures.ui.widgets.text import draw_text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["RemoteClassicEndView", "leave_table"]


def leave_table(nav: Navigator, link: OnlineLink) -> None:
    """Leave the online table for the set-up: the connection closes (the seat stays the
    player's: the tables played lately take it back) and the set-up offers the local game
    autosaved, not this one."""
    link.close()
    nav.online = None
    nav.close_game()
    nav.show_setup(offer_resume=True)


class RemoteClassicEndView(ClassicEndView):
    """The end of the game of an online table."""

    def __init__(self, nav: Navigator, match: RemoteClassicMatch, link: OnlineLink) -> None:
        super().__init__(nav, match)
        self.link = link
        self.remote = match
        #: A rematch was asked (the others have not all asked yet).
        self.asked = False
        first = self.buttons[0]
        first.label = lambda: tr("online.end.rematch")
        first.enabled = lambda: not self.asked
        del self.buttons[1]  # (the same deal again: a rematch deals a new one, fairly)
        self.layout()

    def on_show_view(self) -> None:
        self.link.screen = self
        super().on_show_view()

    def new_deal(self) -> None:
        """Ask for a rematch with the same seats (a new deal, a new commitment)."""
        if not self.asked:
            self.link.send(p.Rematch())
            self.asked = True

    def same_deal(self) -> None:
        self.new_deal()

    def to_setup(self) -> None:
        leave_table(self.nav, self.link)

    def on_update(self, delta_time: float) -> None:
        self.link.pump()

    def on_network(self) -> None:
        self.link.pump()

    def on_message(self, message: p.ServerMessage | Link) -> None:
        if isinstance(message, p.State) and message.game != self.remote.state.game:
            self.nav.play_online(self.link, message)  # (every person asked: the next game)

    def on_draw(self) -> None:
        super().on_draw()
        if self.asked:
            panel = self.panel()
            draw_text(
                tr("online.end.asked"),
                panel.left + 20,
                panel.bottom + 70,
                colour=theme.MUTED,
            )
