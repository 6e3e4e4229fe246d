"""The end of an online game: the family's end screen (the classic
:class:`~figures.ui.classic.end.ClassicEndView`, the colour game's
:class:`~figures.ui.colour.end.EndView`: the ranking, the figures, the replay), with a rematch
at the same table in place of a new game here: its button (or Enter) asks for it, and the next
game starts when every person at the table has asked (a new deal, a new commitment). Leaving
for the set-up leaves the table (:func:`leave_table`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import arcade

from figures.net import protocol as p
from figures.net.session import Link
from figures.texts.i18n import tr
from figures.ui.classic.end import ClassicEndView
from figures.ui.colour.end import EndView
from figures.ui.online.link import OnlineLink
from figures.ui.online.match import RemoteClassicMatch, RemoteColourMatch
from figures.ui.widgets.buttons import Button

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["Rematch", "RemoteClassicEndView", "RemoteColourEndView", "leave_table"]


def leave_table(nav: Navigator, link: OnlineLink) -> None:
    """Leave the online table for the set-up: the connection closes (the seat stays the
    player's: the tables played lately take it back) and the set-up offers the local game
    autosaved, not this one."""
    link.close()
    nav.online = None
    nav.close_game()
    nav.show_setup(offer_resume=True)


class Rematch(arcade.View):
    """What an online table adds to a family's end screen (a mixin before it)."""

    link: OnlineLink
    remote: Any
    buttons: list[Button]

    def start_rematch(self, link: OnlineLink, match: Any, nav: Navigator) -> None:
        self.link = link
        self.remote = match
        self.online_nav = nav
        #: A rematch was asked (the others have not all asked yet).
        self.asked = False

    def rematch_button(self, button: Button) -> None:
        """``button`` (the family's new game) asks for the rematch instead (M; not Enter,
        which closes the last round's summary a moment before and would skip this screen)."""
        button.label = lambda: tr("online.end.asked" if self.asked else "online.end.rematch")
        button.enabled = lambda: not self.asked
        button.action = self.rematch

    def rematch(self) -> None:
        """Ask for a rematch with the same seats (a new deal, a new commitment)."""
        if not self.asked:
            self.link.send(p.Rematch())
            self.asked = True

    def on_show_view(self) -> None:
        self.link.screen = self
        super().on_show_view()

    def on_update(self, delta_time: float) -> None:
        self.link.pump()
        super().on_update(delta_time)

    def on_network(self) -> None:
        self.link.pump()

    def on_message(self, message: p.ServerMessage | Link) -> None:
        if isinstance(message, p.State) and message.game != self.remote.state.game:
            self.online_nav.play_online(self.link, message)  # (everyone asked: the next game)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        if symbol == key.M:
            self.rematch()
        elif symbol not in (key.ENTER, key.RETURN, key.NUM_ENTER):
            super().on_key_press(symbol, modifiers)


class RemoteClassicEndView(Rematch, ClassicEndView):
    """The end of the classic game of an online table."""

    def __init__(self, nav: Navigator, match: RemoteClassicMatch, link: OnlineLink) -> None:
        ClassicEndView.__init__(self, nav, match)
        self.start_rematch(link, match, nav)
        self.rematch_button(self.buttons[0])
        del self.buttons[1]  # (the same deal again: a rematch deals a new one, fairly)
        self.layout()

    def new_deal(self) -> None:
        self.rematch()

    def same_deal(self) -> None:
        self.rematch()

    def to_setup(self) -> None:
        leave_table(self.nav, self.link)


class RemoteColourEndView(Rematch, EndView):
    """The end of the colour game of an online table."""

    def __init__(self, nav: Navigator, match: RemoteColourMatch, link: OnlineLink) -> None:
        EndView.__init__(self, nav, match)
        self.start_rematch(link, match, nav)
        self.rematch_button(self.buttons[0])
        del self.buttons[1]  # (the same deal again: a rematch deals a new one, fairly)

    def new_game(self) -> None:
        self.rematch()

    def same_deal(self) -> None:
        self.rematch()

    def to_setup(self) -> None:
        leave_table(self.app, self.link)
