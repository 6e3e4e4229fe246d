"""The classic game screen at an online table: the local screen
(:class:`~figures.ui.classic.view.ClassicGameView`), driven by a
:class:`~figures.ui.online.match.RemoteClassicMatch`, with what every online table adds
(:class:`~figures.ui.online.screen.OnlineScreen`).

Everything of a game at one screen is here: the table, the hand, hints from the seat's own
view, the round's end and the game's. A move shows when the server's state says it was played
(the tile clicks, the points rise, a drawn tile flies as at one screen); until then the hand
waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.classic.actions import Action
from figures.core.errors import FiguresError
from figures.net import protocol as p
from figures.ui.classic.view import ClassicGameView
from figures.ui.online.end import RemoteClassicEndView
from figures.ui.online.link import OnlineLink
from figures.ui.online.match import RemoteClassicMatch
from figures.ui.online.screen import OnlineScreen
from figures.ui.widgets.shapes import Rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["RemoteClassicView"]


class RemoteClassicView(OnlineScreen, ClassicGameView):
    """A classic game of an online table, seen from this window's seat."""

    remote: RemoteClassicMatch

    def __init__(self, nav: Navigator, match: RemoteClassicMatch, link: OnlineLink) -> None:
        self.start_online(link, match)
        super().__init__(nav, match)
        link.screen = self

    def take_state(self, state: p.State) -> None:
        ended = self.ended()
        added = self.remote.receive(state)
        if not added:
            self.forget_moves()
        self.cancel()
        self.sync()
        for played in added:
            self.after(played, ended)
            ended = self.ended()
        self.refresh()

    def take_end(self) -> None:
        self.synced = None
        self.sync()
        self.refresh()

    def area(self) -> Rect:
        return self.table_rect

    def waiting_words(self) -> bool:
        return not self.remote.is_over and self.remote.round_end is None

    def show_end(self) -> None:
        """The game's end, with a rematch at this table (:mod:`figures.ui.online.end`)."""
        self.window.show_view(RemoteClassicEndView(self.nav, self.remote, self.link))

    def apply(self, action: Action) -> bool:
        try:
            self.remote.apply(action)
        except FiguresError as exc:
            self.send_failed(exc)
            return False
        self.cancel()
        self.drop_hints()
        self.sync()
        self.refresh()
        return True

    def animating(self) -> bool:
        return super().animating() or self.online_animating()

    def status(self) -> str:
        return self.online_status(super().status())

    def on_draw(self) -> None:
        super().on_draw()
        self.draw_online()
