"""The hints of the classic screen: the search for the best plays run off the UI thread for
the position shown, and the best one picked and previewed when it comes. The hints found and
whether they are shown stay the screen's (its words and buttons read them; the base's ``stop``
cancels the search); the position searched for is this part's."""

from __future__ import annotations

from typing import Any

from figures.scene.classic import LEAD
from figures.ui.shell.ai_driver import Task


class Hinting:
    """The hints of the classic screen ``host`` (a
    :class:`~figures.ui.classic.view.ClassicGameView`)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        #: The match's version the hints are (or are being found) for.
        self.version = -1

    def toggle(self) -> None:
        """Hints on or off (H, or the Hint button)."""
        host = self.host
        if host.match.is_over and not host.show_hints:
            return  # (nothing is left to play: the button is off, and so is its key)
        host.show_hints = not host.show_hints
        if not host.show_hints:
            if host.hint_task is not None:
                host.hint_task.cancel()
                host.hint_task = None
            host.hints = None
        host.refresh()

    def update(self) -> None:
        """At each tick: the search started for a new position, or its result shown."""
        host = self.host
        match = host.match
        if not host.show_hints or not host.may_act():
            return
        if self.version == match.version and (host.hints is not None or host.hint_task is not None):
            task = host.hint_task
            if task is not None and task.done:
                host.hint_task = None
                host.hints = task.result if task.error is None and task.result is not None else []
                if host.hints:
                    self.show_best()
            return
        if host.hint_task is not None:
            host.hint_task.cancel()
        self.version = match.version
        host.hints = None
        if not match.plays():
            host.hints = []
            return
        host.hint_task = Task(match.hint_work(3), name="figures-classic-hints")

    def show_best(self) -> None:
        """The best hint's tile held and previewed on its end, the way round it means."""
        host = self.host
        best = host.hints[0]
        host.pick(best.tile)
        if best.end != "" and host.end != best.end:
            host.picking.choose_end(best.end)
        elif best.end == "" and host.end is None and LEAD in host.table.lit:
            host.picking.choose_end(LEAD)
        # (a matador: the way round the hint means)
        host.holding.aim(best.action, host.match.action_for)
        host.update_ghost()
