"""The mouse on the classic screen: a click picks a hand tile or an end (a second click on
the end, or on the ghost, plays it), a hand tile pressed and moved is dragged onto an end, a
press on the table pans it and the wheel zooms it (or scrolls the plays over the log). The
press and drag in progress are this part's; drawing only reads them."""

from __future__ import annotations

from typing import Any

import arcade

from figures.texts.i18n import tr
from figures.ui.classic import presenter
from figures.ui.classic.paint import Tile
from figures.ui.widgets.buttons import press_widgets

#: How far (in pixels, across and up) a pressed hand tile moves before it is dragged (and a
#: press on the table before it pans the table).
DRAG_START = 8
#: How much one step of the wheel zooms the table (the colour table's step).
WHEEL_ZOOM = 1.15


class Pointer:
    """The clicks, drags and wheel of the classic screen ``host`` (a
    :class:`~figures.ui.classic.view.ClassicGameView`)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        #: A hand tile pressed (its press may become a drag onto an end), where, whether it
        #: was already held (a click on it lets go; a drag keeps it), and the pointer while
        #: it is dragged.
        self.pressed: int | None = None
        self.pressed_at = (0.0, 0.0)
        self.pressed_held = False
        self.drag_at: tuple[float, float] | None = None
        #: A press on the table (it pans the table once dragged), and whether it did.
        self.table_press: tuple[float, float] | None = None
        self.panning = False

    def motion(self, x: int, y: int) -> None:
        host = self.host
        host.hover = (x, y)
        if host.may_act():
            host.hand.hover(x, y)
            host.table.hover(x, y)

    def press(self, x: int, y: int, button: int) -> None:
        host = self.host
        if host.top_bar.press(x, y):
            return
        if host.covered():
            host.show_button.press(x, y)
            return
        if button == arcade.MOUSE_BUTTON_LEFT and host.table.contains(x, y) and not host.ended():
            self.table_press, self.panning = (x, y), False
        if host.peek:
            host.peek = False
            return
        if press_widgets(list(host.panel_buttons), x, y):
            return
        if press_widgets(list(host.action_buttons), x, y):
            return
        if not host.may_act():
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            host.cancel()
            return
        if host.hand_rect.contains(x, y):
            self.press_hand(x, y)
            return
        end = host.table.end_at(x, y)
        if end is not None:
            self.press_end(end)
            return
        if host.ghost.contains(host.table, host.current_action(), x, y):
            host.confirm()

    def press_hand(self, x: int, y: int) -> None:
        """A press on the hand: the tile under it held (a press on the tile held lets go of
        it on release, unless the press becomes a drag)."""
        host = self.host
        tile = host.hand.tile_at(x, y)
        if tile is None:
            return
        if tile == host.held:
            self.pressed, self.pressed_held = tile, True
        elif host.pick(tile):
            self.pressed, self.pressed_held = tile, False
        else:
            host.say(tr("classic.toast.no_fit", tile=presenter.held_words(tile)))
        self.pressed_at = (x, y)

    def press_end(self, end: str) -> None:
        """A click on an end: the held tile previewed there; with nothing held, the only
        playable tile that fits it."""
        host = self.host
        if host.held is not None:
            host.picking.choose_end(end)
            return
        fitting = [
            t
            for t in host.picking.playable_order()
            if end in host.table.select(t, host.match.legal())
        ]
        host.table.highlight(())
        if len(fitting) == 1:
            host.pick(fitting[0])
            if host.end != end:
                host.picking.choose_end(end)
        elif fitting:
            host.say(tr("classic.toast.pick_first"))

    def drag(self, x: int, y: int, dx: int, dy: int) -> None:
        """A hand tile pressed and moved: it follows the pointer, the lit end under it
        brighter. A press on the table pans it."""
        host = self.host
        host.hover = (x, y)
        if self.pressed is None and self.table_press is not None:
            px, py = self.table_press
            if self.panning or abs(x - px) + abs(y - py) >= DRAG_START:
                self.panning = True
                host.table.pan(dx, dy)
                self.camera_moved()
            return
        if self.pressed is None or self.pressed != host.held or not host.may_act():
            self.drag_at = None
            return
        if self.drag_at is None:
            px, py = self.pressed_at
            if abs(x - px) + abs(y - py) < DRAG_START:
                return  # (a click that shook a little is still a click)
        self.drag_at = (x, y)
        host.table.hover(x, y)

    def release(self, x: int, y: int) -> None:
        """The end of a press on a hand tile: dropped on a lit end, it is previewed there
        (as a click on the end does); dropped elsewhere, it stays held; not dragged at all,
        a click on the held tile lets it go."""
        host = self.host
        pressed, dragged, held = self.pressed, self.drag_at is not None, self.pressed_held
        self.pressed = None
        self.table_press = None
        self.drag_at = None
        if pressed is None or pressed != host.held or not host.may_act():
            return
        if not dragged:
            if held:
                host.cancel()
            return
        end = host.table.end_at(x, y)
        if end is not None and end in host.table.lit and end != host.end:
            host.picking.choose_end(end)

    def dragged_tile(self) -> Tile | None:
        """The tile being dragged, drawn at the pointer."""
        held = self.host.held
        if self.drag_at is None or held is None:
            return None
        tile: Tile | None = self.host.hand.tile_centred(held, *self.drag_at)
        return tile

    def scroll(self, x: int, y: int, scroll_y: float) -> None:
        """The wheel over the plays: back to older plays (up) or on to newer ones (down);
        over the table, a zoom there."""
        host = self.host
        if host.side_panel.log_area.contains(x, y) and scroll_y:
            step = 3 if abs(scroll_y) < 3 else int(abs(scroll_y))
            host.side_panel.scroll(step if scroll_y > 0 else -step)
        elif host.table.contains(x, y) and scroll_y and not (host.ended() and not host.peek):
            host.table.zoom_at(x, y, WHEEL_ZOOM**scroll_y)
            self.camera_moved()

    def fit(self) -> None:
        """The whole table in view again, as large as it fits (Space, or the Fit button); it
        follows the game from now on."""
        self.host.table.fit()
        self.camera_moved()

    def camera_moved(self) -> None:
        """The table's view moved: the ghost follows it, and the end under the pointer."""
        host = self.host
        if host.end is not None:
            host.update_ghost()
        if host.hover is not None and host.may_act():
            host.table.hover(*host.hover)
