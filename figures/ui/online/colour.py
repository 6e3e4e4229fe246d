"""The colour game's screen at an online table: the local screen
(:class:`~figures.ui.colour.view.GameView`), driven by a
:class:`~figures.ui.online.match.RemoteColourMatch`, with what every online table adds
(:class:`~figures.ui.online.screen.OnlineScreen`).

The table, the hand, the preview of a placement with its points, the hints from the seat's own
view and the end are the local screen's. A placement shows when the server's state says it was
played (its points float up, a closed surface fills in, as at one screen); until then the hand
waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.colour.actions import Action
from figures.core.errors import FiguresError
from figures.net import protocol as p
from figures.texts.i18n import tr
from figures.ui.colour.match import Event
from figures.ui.colour.view import GameView
from figures.ui.online.end import RemoteColourEndView
from figures.ui.online.link import OnlineLink
from figures.ui.online.match import RemoteColourMatch
from figures.ui.online.screen import OnlineScreen
from figures.ui.widgets.shapes import Rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["RemoteColourView"]


class RemoteColourView(OnlineScreen, GameView):
    """A colour game of an online table, seen from this window's seat."""

    remote: RemoteColourMatch

    def __init__(self, nav: Navigator, match: RemoteColourMatch, link: OnlineLink) -> None:
        self.start_online(link, match)
        super().__init__(nav, match)
        link.screen = self

    def take_state(self, state: p.State) -> None:
        added = self.remote.receive(state)
        self.placing.reset()
        self.sync()
        for event in added:
            self.after_event(event)
        self.feed()

    def take_end(self) -> None:
        self.sync()
        self.feed()

    def area(self) -> Rect:
        return Rect(*self.camera.viewport)

    def nothing_to_undo(self) -> str:
        return tr("toast.nothing_undo")

    def show_end(self) -> None:
        """The game's end, with a rematch at this table (:mod:`figures.ui.online.end`)."""
        self.window.show_view(RemoteColourEndView(self.app, self.remote, self.link))

    def apply(self, action: Action) -> Event | None:
        try:
            self.remote.apply(action)
        except FiguresError as exc:
            self.send_failed(exc)
            return None
        self.placing.reset()
        self.hint_aid.cancel()
        self.hints = None
        self.feed()
        return None

    def animating(self) -> bool:
        return super().animating() or self.online_animating()

    def status_line(self) -> str:
        return self.online_status(super().status_line())

    def on_draw(self) -> None:
        super().on_draw()
        self.draw_online()
