"""The classic screen's side of the computer-turn driver
(:class:`~figures.ui.shell.ai_driver.ComputerTurns`): when a computer may think (not while
the last computer's move is still the news), how long it seems to think at least, its tile
sliding from its seat, and the turn's sound when the turn comes to a human."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from figures.classic.actions import Action, Draw, Lead, Play
from figures.ui.classic.motion import Slide
from figures.ui.shell.ai_driver import Cancelled, Progress, Sliding
from figures.ui.shell.sound import cue

#: How long a computer's move stays the news (the status says it, its tile framed) before the
#: next computer plays: each move gets a moment, however many computers sit at the table.
MOMENT = 0.7


class ClassicTurns:
    """The computers' turns of the classic screen ``host`` (a
    :class:`~figures.ui.classic.view.ClassicGameView`), as the driver asks them."""

    def __init__(self, host: Any) -> None:
        self.host = host
        #: A computer's move just made (seat, action) and when: the next computer waits a
        #: :data:`MOMENT` (``moment``; tests set it to 0) before it thinks, the status saying
        #: that move.
        self.moment = MOMENT
        self.moved: tuple[int, Action] | None = None
        self.moved_at = 0.0
        #: Whose turn it was last seen (the turn's sound when it comes to a human).
        self.seen: tuple[int, int] = (-1, -1)

    @property
    def slide(self) -> Sliding | None:
        """The tile sliding in: the screen's (it draws it)."""
        slide: Sliding | None = self.host.slide
        return slide

    @slide.setter
    def slide(self, slide: Sliding | None) -> None:
        self.host.slide = slide

    def turn_version(self) -> int:
        return int(self.host.turn_version())

    def computer_thinks(self) -> bool:
        return bool(self.host.computer_thinks())

    def fallback(self, error: BaseException | None) -> Action | None:
        action: Action | None = self.host.fallback(error)
        return action

    def in_moment(self) -> bool:
        """Whether a computer's move is still the news, the next computer waiting."""
        return (
            self.moved is not None
            and time.monotonic() - self.moved_at < self.moment
            and self.host.match.computer_to_move
            and not self.host.ended()
        )

    def decision(self) -> Callable[[Progress, Cancelled], Action] | None:
        match = self.host.match
        if self.in_moment():
            return None  # (the last computer's move is read first)
        if match.can_redo():
            if match.human_count:  # (a redo stopped at a round's end: it plays on)
                match.redo()
                self.host.sync()
            return None  # (only computers: after an undo, Redo plays on)
        work: Callable[[Progress, Cancelled], Action] | None = match.decision()
        return work

    def least_think(self, result: Action | None) -> float:
        """How long a computer seems to think at least: the whole pause before a tile it
        plays, a third of it before a draw or a pass (nothing slides; the plays say it), and
        shorter round a table of more than three computers, so that seven of them in Mexican
        Train do not keep the player waiting seven full pauses for each turn."""
        least = float(self.host.think_at_least)
        computers = len(self.host.match.computers)
        if computers > 3:
            least *= 3 / computers
        if not isinstance(result, Play | Lead):
            least /= 3
        return least

    def slide_seconds(self) -> float:
        return float(self.host.slide_time)

    def slides(self, action: Action) -> bool:
        return isinstance(action, Play | Lead) and self.host.slide_time > 0

    def start_slide(self, action: Play | Lead) -> None:
        """The computer's tile on its way from its seat's row to where it lands."""
        host = self.host
        target = host.table.landing_tile(action)
        if target is None:
            self.apply_computer(action)
            return
        rect = host.seat_rows.rects.get(host.match.turn)
        origin = (rect.cx, rect.cy) if rect is not None else (host.hand_rect.cx, host.hand_rect.cy)
        host.slide = Slide(action, host.now, origin, target, host.match.version)

    def apply_computer(self, action: Action) -> None:
        """A computer's decision played; a tile laid or a pass is then the news for a moment
        (a draw is not: its turn goes on)."""
        seat = self.host.match.turn
        if self.host.apply(action) and not isinstance(action, Draw):
            self.moved = (seat, action)
            self.moved_at = time.monotonic()

    def turn_key(self) -> tuple[int, int]:
        """Whose turn it is, in which round."""
        match = self.host.match
        return (match.turn, match.shown_round().number)

    def sound(self) -> None:
        """The turn's sound when the turn comes to a human (not at a round's end, not for
        a human's draws one after the other)."""
        key = self.turn_key()
        if key == self.seen:
            return
        self.seen = key
        if self.host.match.human_to_move and not self.host.ended():
            cue("turn")

    def forget(self) -> None:
        """Undo, redo or a new round: no computer's move is the news, the turn seen is now."""
        self.moved = None
        self.seen = self.turn_key()
