"""Picking and playing with the keys on the classic screen: the playable tiles and the lit
ends in the order they are shown, choosing an end for the tile held (the same end again plays
it), a matador turned round, and the keys (Esc, Enter, the arrows, Tab, F and the numbers) on
the table in play. One rule for the mouse and the keys: both go through :meth:`Picking.choose_end`
and the screen's ``pick``."""

from __future__ import annotations

import time
from typing import Any

import arcade

from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.shell.keys import bound

#: The actions of the key table this screen's keys do (:mod:`figures.ui.shell.keys`): those
#: that work at any moment, and those of the table in play.
KEYS = ("undo", "redo", "save", "open", "rules")
TABLE_KEYS = ("fit", "hint")
PLAY_KEYS = ("draw", "pass")


class Picking:
    """The tile held and its end chosen by the keys and the clicks of the classic screen
    ``host`` (a :class:`~figures.ui.classic.view.ClassicGameView`)."""

    def __init__(self, host: Any) -> None:
        self.host = host

    def playable_order(self) -> list[int]:
        """The tiles that may be played, in the order the hand shows them."""
        host = self.host
        playable = host.match.playable_tiles()
        return [t for t in host.hand.tiles if t in playable]

    def lit_order(self) -> list[str]:
        """The lit ends in the order the table lists them (number keys count in it)."""
        table = self.host.table
        return [name for name, _ in table.targets() if name in table.lit]

    def choose_end(self, end: str) -> bool:
        """Put the held tile's ghost on ``end`` (a lit end), with what it scores; the same
        end again plays it (for a matador, the other way round first when it has two)."""
        host = self.host
        if end not in host.holding.fits or not host.may_act():
            return False
        if end == host.end:
            host.confirm()
            return True
        host.holding.choose(end)
        host.update_ghost()
        return True

    def flip(self) -> None:
        """A matador on an end: the other half touching."""
        if self.host.holding.flip():
            self.host.update_ghost()

    def key(self, symbol: int, modifiers: int) -> None:
        """A key on the game (nothing open over it)."""
        host = self.host
        key = arcade.key
        shift = bool(modifiers & key.MOD_SHIFT)
        if host.command_key(symbol, modifiers, KEYS):
            return
        if host.covered():
            if bound(symbol, modifiers, ("confirm",)) or symbol == key.SPACE:
                host.reveal()
            return
        if host.at_results():
            if bound(symbol, modifiers, ("confirm", "cancel")):
                host.show_results()
            return
        if host.peek:
            host.peek = False  # (any key brings the summary back, as the message line says)
            return
        if bound(symbol, modifiers, ("cancel",)):
            if host.ended():
                host.peek = True
            elif host.end is not None:
                host.holding.end = None
                host.update_ghost()
            elif host.held is not None:
                host.cancel()
            elif host.show_hints:
                host.hinting.toggle()
            return
        if bound(symbol, modifiers, ("confirm",)):
            self.enter()
            return
        if host.command_key(symbol, modifiers, TABLE_KEYS):
            return
        if not host.may_act() or host.command_key(symbol, modifiers, PLAY_KEYS):
            return
        if symbol == key.F:
            self.flip()
        elif symbol in (key.LEFT, key.RIGHT, key.TAB):
            self.step_tile(-1 if symbol == key.LEFT or (symbol == key.TAB and shift) else 1)
        elif symbol in (key.UP, key.DOWN):
            self.step_end(1 if symbol == key.UP else -1)
        else:
            number = _number_key(symbol)
            if number is not None:
                self.number(number)

    def settling(self) -> bool:
        """Whether the end shown came up too recently for Enter to leave it."""
        since = self.host.ended_since
        return since is not None and time.monotonic() - since < theme.SETTLE

    def enter(self) -> None:
        """Enter: the next round after a round's end (the results after the last); else play
        what is previewed, put the held tile on its first lit end, or draw or pass when that is
        all there is to do."""
        host = self.host
        match = host.match
        if match.round_end is not None or match.is_over:
            if self.settling():
                return  # (a key meant for the game a moment ago: the end is read first)
            host.next_round()
            return
        if not host.may_act():
            return
        if host.end is not None:
            host.confirm()
        elif host.held is not None:
            lit = self.lit_order()
            if lit:
                self.choose_end(lit[0])
        elif match.can_draw() and not match.plays():
            host.draw_tile()
        elif match.can_pass():
            host.pass_turn()
        elif self.playable_order():  # (nothing held: the first tile that fits is picked)
            self.step_tile(1)
            if match.can_draw():  # Matador: only matadors fit, and drawing is allowed
                host.say(tr("classic.toast.matadors_only"))

    def step_tile(self, by: int) -> None:
        """The next (``by`` 1) or the previous (-1) playable tile held."""
        order = self.playable_order()
        if not order:
            return
        held = self.host.held
        if held not in order:
            self.host.pick(order[0] if by > 0 else order[-1])
        else:
            self.host.pick(order[(order.index(held) + by) % len(order)])

    def step_end(self, by: int) -> None:
        """The next (``by`` 1) or the previous (-1) lit end chosen."""
        lit = self.lit_order()
        if not lit:
            return
        end = self.host.end
        if end not in lit:
            self.choose_end(lit[0])
        else:
            target = lit[(lit.index(end) + by) % len(lit)]
            if target != end:
                self.choose_end(target)

    def number(self, n: int) -> None:
        """A number key: with a tile held, its n-th lit end; else the hand's n-th tile."""
        host = self.host
        if host.held is not None:
            lit = self.lit_order()
            if 1 <= n <= len(lit):
                self.choose_end(lit[n - 1])
            return
        tiles = host.hand.tiles
        if 1 <= n <= len(tiles):
            host.pick(tiles[n - 1])


def _number_key(symbol: int) -> int | None:
    key = arcade.key
    for n in range(1, 10):
        if symbol in (getattr(key, f"KEY_{n}"), getattr(key, f"NUM_{n}")):
            return n
    return None
