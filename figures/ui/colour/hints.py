"""The hints of the colour game screen: their search (a thread started when they are shown
and the position changes), which of them comes into view, taking one (a number key, a click
on its marker or its cells) and hiding them.

The screen keeps what its parts read (``hints``, ``show_hints``, ``hint_task``: the table and
the hand draw them); :class:`HintAid` changes them and owns the rest of the hints' state.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from figures.colour.actions import Place
from figures.colour.game import Phase
from figures.scene.colour import box_of, cells_of
from figures.ui.colour.controller import Click
from figures.ui.colour.match import find_hints, private_view
from figures.ui.colour.table import hint_marker_rects, hints_box
from figures.ui.shell.ai_driver import Task

if TYPE_CHECKING:
    from figures.ai.hints import Hint
    from figures.ui.colour.screen import Screen

__all__ = ["BANNER", "HintAid", "inside", "show_box"]

#: Pixels at the top of the table that a banner (the aid's legend) may cover.
BANNER = 32

Box = tuple[float, float, float, float]


class HintAid:
    """The hints of ``screen``: asked for, searched, brought into view, taken, hidden."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen
        #: The match's version the hints were searched for.
        self.version = -1
        #: New hints whose best one is still to be brought into view (once the button is up).
        self.reveal = False
        #: The hints were asked for (H): all of them come into view, zoomed out if need be.
        self.asked = False

    def cancel(self) -> None:
        """Stop a hint search (the position it was asked for is gone)."""
        screen = self.screen
        if screen.hint_task is not None:
            screen.hint_task.cancel()
            screen.hint_task = None
        screen.hints = None

    def toggle(self) -> None:
        """H or the Hint button: show the hints, or hide them (see :meth:`hide`)."""
        if self.screen.show_hints:
            self.hide()
        else:
            self.screen.show_hints = True
            self.asked = True

    def hide(self) -> None:
        """Hide the hints: their search stops, and a hint being previewed goes with them
        (its domino back in the hand, the table left as it was before the hint was taken);
        a placement of the player's own stays."""
        screen = self.screen
        hints = screen.hints or []
        preview = screen.placing.preview
        if preview is not None and any(h.action == preview for h in hints):
            screen.placing.reset()
        screen.show_hints = False
        self.reveal = False
        screen.table.focus = 0
        self.cancel()

    def cells(self) -> list[tuple[int, int]]:
        """The cells of the hints shown, to fit into view with the table."""
        screen = self.screen
        if not (screen.show_hints and screen.hints and screen.may_act()):
            return []
        return [c for h in screen.hints for c in cells_of(h.action.at, h.action.dir)]

    def take(self, index: int) -> bool:
        """Hold the domino of hint ``index`` (1 is 0) as the hint places it and preview it:
        the player then confirms as usual (click it again, Enter). Whether it was taken."""
        screen = self.screen
        hints = screen.hints
        if not (screen.show_hints and hints and 0 <= index < len(hints) and screen.may_act()):
            return False
        action = hints[index].action
        placing = screen.placing
        if not placing.select(screen.game, action.tile):
            return False
        placing.preview = None
        placing.face, placing.dir, placing.at = action.face, action.dir, action.at
        screen.table.focus = index
        screen.keyboard = True  # the ghost stays where the hint put it
        if placing.click(screen.game) is not Click.PREVIEW:
            return False
        screen.show_if_hidden(action)
        return True

    def at(self, x: float, y: float) -> int | None:
        """The hint under the window point: its badge, else a hint covering the cell (the
        one after the focused hint among those sharing the cell, so that clicks go round
        them)."""
        screen = self.screen
        hints = screen.hints
        if not (screen.show_hints and hints and screen.may_act()):
            return None
        camera = screen.camera
        for rank, rect in enumerate(hint_marker_rects(camera, hints)):
            if rect.contains(x, y):
                return rank
        if not camera.contains(x, y):
            return None
        wx, wy = camera.to_world(x, y)
        cell = (math.floor(wx), math.floor(wy))
        under = [i for i, h in enumerate(hints) if cell in cells_of(h.action.at, h.action.dir)]
        if not under:
            return None
        focus = screen.table.focus
        if focus in under and screen.placing.preview == hints[focus].action:
            return under[(under.index(focus) + 1) % len(under)] if len(under) > 1 else focus
        return focus if focus in under else under[0]

    def click(self, x: float, y: float) -> bool:
        """A click on a hint (its badge, or its cells when no domino is held, or when the
        held one would not fit there): preview it, or confirm it when it is the one
        previewed. Whether the click was a hint's."""
        screen = self.screen
        rank = self.at(x, y)
        if rank is None or screen.hints is None:
            return False
        camera, placing = screen.camera, screen.placing
        on_badge = any(r.contains(x, y) for r in hint_marker_rects(camera, screen.hints))
        preview = placing.preview
        if not on_badge and preview is not None and inside(preview, camera.to_world(x, y)):
            return False  # a click on the placement previewed confirms it
        if not on_badge and placing.tile is not None and preview is None:
            placing.move_to(camera.to_world(x, y))
            verdict = placing.verdict(screen.game)
            if verdict is not None and verdict.legal:
                return False  # the held domino fits there: the usual click
        if preview == screen.hints[rank].action:
            screen.confirm()
        else:
            self.take(rank)
        return True

    def to_show(self, hints: list[Hint]) -> Box | None:
        """What of new ``hints`` comes into view: all of them, except within a turn (its
        second placement) unasked, where the table keeps its zoom and the domino just placed
        stays in view: then all with it when they fit at that zoom, else the best one with
        it, else the best one alone (the table does not jump after a confirmed domino)."""
        screen = self.screen
        box = hints_box(hints)
        if box is None or self.asked or screen.game.phase is not Phase.SECOND:
            return box
        best = hints[0].action
        choices = [box, box_of(best.at, best.dir)]
        events = screen.match.events
        last = events[-1].action if events else None
        if isinstance(last, Place):
            placed = box_of(last.at, last.dir)
            choices = [_union(c, placed) for c in choices] + choices[1:]
        camera = screen.camera
        goal = camera.goal()
        for choice in choices:
            if camera.reveal_target(choice, top=BANNER, base=goal)[1] == goal[1]:
                return choice
        return choices[-1]

    def update(self) -> None:
        """At each frame: a search started for a new position, its hints taken when done and
        brought into view."""
        screen = self.screen
        if not screen.show_hints or not screen.match.human_to_move or not screen.hand_visible():
            return
        game = screen.game
        if game.phase is Phase.OPENING:
            return
        if self.version == screen.match.version and (
            screen.hints is not None or screen.hint_task is not None
        ):
            if screen.hint_task is not None and screen.hint_task.done:
                task = screen.hint_task
                screen.hint_task = None
                found = task.result if task.error is None and task.result is not None else []
                screen.hints = found
                self.reveal = bool(found)
                screen.table.focus = 0
            hints = screen.hints
            if self.reveal and hints and show_box(screen, self.to_show(hints)):
                self.reveal = False
                self.asked = False
                screen.table.focus = 0
            return
        if screen.hint_task is not None:
            screen.hint_task.cancel()
        view = private_view(game, game.current)
        self.version = screen.match.version
        screen.hints = None
        screen.hint_task = Task(
            lambda progress, cancelled: find_hints(view, 3, cancelled), name="figures-hints"
        )


def show_box(screen: Screen, box: Box | None) -> bool:
    """Bring ``box`` (table units) wholly into the table's view unless it is there (see
    :meth:`~figures.ui.colour.view.GameView.show_if_hidden`): gently, by the least pan,
    zoomed out only when it does not fit, clear of the banner at the top and far enough from
    the edges for the hints' badges. Whether it could (the mouse button was free)."""
    if screen.press is not None:
        return False
    if box is not None:
        screen.camera.reveal(box, screen.now, top=BANNER)
    return True


def inside(action: Place, world: tuple[float, float]) -> bool:
    """Whether the table point ``world`` is on the cells ``action`` covers."""
    cell = (math.floor(world[0]), math.floor(world[1]))
    return cell in cells_of(action.at, action.dir)


def _union(a: Box, b: Box) -> Box:
    """The rectangle holding both ``a`` and ``b``."""
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
