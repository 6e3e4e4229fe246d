"""The classic family's guided first game on screen: the real classic game screen
(:class:`~figures.ui.classic.view.ClassicGameView`) playing the guide's scripted match (All
Fives for two), with the lesson's band over the table.

As in the colour guide (:mod:`figures.ui.tutorial.view`): a lesson is done when the engine's
event for the player's move passes the lesson's check, never on a timer; while the script
lasts the player's moves are the script's (another legal play is explained, not played);
Esc skips, the end goes back to the set-up, both remember that the guide was seen
(``options.classic_guide_seen``). The lesson's tile is outlined in the hand and its end on
the table, and named by its numbers as the hand shows them ("your 5-3"), never by an index.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from figures.classic.actions import DRAW, Action, Play
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.match import Played
from figures.ui.classic.view import ClassicGameView
from figures.ui.i18n import tr
from figures.ui.tutorial.band import MARK, Band, Words
from figures.ui.tutorial.classic_guide import (
    ClassicGuidedMatch,
    ClassicScript,
    classic_guide,
    classic_script,
    drew_this_turn,
)
from figures.ui.widgets import Button, Rect, outline_rect, press_widgets

if TYPE_CHECKING:
    from figures.ui.navigation import Navigator

#: The least height of the band, and the most of the table's height it takes before its
#: type gets smaller.
BAND = 118
SHARE = 0.5


class ClassicGuidedView(ClassicGameView):
    """The classic game screen with a guide over it."""

    def __init__(self, nav: Navigator, script: ClassicScript) -> None:
        match = ClassicGuidedMatch(script)
        self.guide = classic_guide(script, match)
        self.band_height = BAND
        self.area = Rect()
        self.guide_next = Button(
            label=lambda: tr(
                "tutorial.finish" if self.guide.lesson == "ready" else "tutorial.next"
            ),
            action=self.go_on,
            visible=lambda: self.guide.can_go_on() or self.guide.lesson == "ready",
            primary=True,
        )
        self.guide_skip = Button(
            label=lambda: tr("tutorial.skip"),
            action=self.skip,
            visible=lambda: self.guide.lesson != "ready",
        )
        self.lesson_band = Band(self.guide_next, self.guide_skip)
        super().__init__(nav, match)

    @property
    def band(self) -> Rect:
        return self.lesson_band.rect

    # ----------------------------------------------------------------- the guide's flow

    def go_on(self) -> None:
        if self.guide.lesson == "ready":
            self.leave()
        else:
            self.guide.next()
            self.synced = None

    def skip(self) -> None:
        self.leave()

    def leave(self) -> None:
        """The guide is over (finished or skipped): remembered, and back to the set-up,
        which offers the player's own unfinished game as before."""
        self.guide.finished = True
        self.nav.options.classic_guide_seen = True
        self.nav.remember()
        self.stop()
        self.nav.show_setup(offer_resume=True)

    def played_count(self) -> int:
        return len(self.match.played())

    def lesson_move_next(self) -> bool:
        step = self.guide.expected(self.played_count())
        return step is not None and step[0] == self.guide.lesson

    def update_computer(self) -> None:
        """The computer waits while the guide does (the welcome, a lesson done and its Next
        not pressed yet)."""
        if self.guide.can_go_on() and self.slide is None and self.match.computer_to_move:
            if self.task is not None:
                self.task.cancel()
                self.task = None
            return
        super().update_computer()

    def apply(self, action: Action) -> bool:
        """The player's move, when it is the script's (the engine judges it as ever)."""
        match = self.match
        if match.human_to_move and not self.guide.allows(self.played_count(), action):
            self.guide.elsewhere = True
            self.cancel()
            self.say(tr("tutorial.classic.elsewhere"))
            return False
        return super().apply(action)

    def after(self, played: Played, ended: bool) -> None:
        super().after(played, ended)
        self.guide.observe(self.played_count() - 1, played)

    def pick(self, tile: int | None) -> bool:
        picked = super().pick(tile)
        if picked and tile is not None:
            self.guide.elsewhere = False
        return picked

    def undo(self) -> None:
        self.say(tr("tutorial.no_undo"))

    def redo(self) -> None:
        self.say(tr("tutorial.no_undo"))

    def to_setup(self) -> None:
        """The Set-up button leaves the guide (as Skip does)."""
        self.skip()

    def ask_guide(self) -> None:
        """Replay the guide, from within the guide: it starts again from its welcome (nothing
        to keep: the guide is never saved)."""
        from figures.ui import tutorial

        self.stop()
        tutorial.start(self.nav, game="classic")

    # ----------------------------------------------------------------- layout

    def layout(self, width: int, height: int) -> None:
        """The game screen's layout, the table lowered under the lesson's band."""
        super().layout(width, height)
        if not hasattr(self, "guide"):
            return
        self.area = self.table_rect
        self.place_band()

    def place_band(self) -> None:
        area = self.area
        if not area.width:
            return
        band = self.lesson_band.arrange(
            area.left,
            area.top,
            area.width,
            self.band_words(),
            area.height * SHARE,
            self.band_height,
        )
        self.band_height = max(self.band_height, int(band.height))
        table = Rect(area.left, area.bottom, area.width, max(40, area.height - band.height))
        if table != self.table_rect:
            self.table_rect = table
            self.toast_line.place(table.left, table.bottom, table.width)
            self.table.place(*self._table_box())
            self.synced = None

    # ----------------------------------------------------------------- input

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        if self.dialog is None and not modifiers & (key.MOD_CTRL | key.MOD_COMMAND):
            if symbol == key.ESCAPE and not self.escape_has_work():
                self.skip()
                return
            if symbol == key.N:
                self.go_on()
                return
            if symbol in (key.ENTER, key.RETURN) and self.guide.lesson in ("intro", "ready"):
                self.go_on()
                return
        super().on_key_press(symbol, modifiers)

    def escape_has_work(self) -> bool:
        """Whether Esc has something of the game's to close or put down first."""
        return (
            self.top_bar.more_open
            or self.held is not None
            or self.show_hints
            or self.ended()
            or self.asking
        )

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        free = self.dialog is None and not self.asking and not self.top_bar.more_open
        if free and self.band.contains(x, y):
            press_widgets([self.guide_next, self.guide_skip], x, y)
            return
        super().on_mouse_press(x, y, button, modifiers)

    # ----------------------------------------------------------------- what the guide says

    def words(self) -> tuple[str, str, str]:
        """The page's title, its sentence or two, and what to do now (or what was done)."""
        guide = self.guide
        lesson = guide.lesson
        key = f"tutorial.classic.{lesson}"
        if lesson in ("intro", "ready"):
            do = tr("tutorial.intro.do") if lesson == "intro" else ""
            return tr(f"{key}.title"), tr(f"{key}.text"), do
        target = guide.script.target(lesson)
        body = tr(f"{key}.text", touch=target.touch)
        event = guide.done.get(lesson)
        if event is not None:
            return tr(f"{key}.title"), body, self.done_words(lesson, event)
        return tr(f"{key}.title"), body, self.do_words()

    def tile_words(self, tile: int) -> str:
        """A tile as the hand shows it (its higher number on top): "5-3"."""
        return presenter.held_words(tile)

    def end_words(self, end: str) -> str:
        return presenter.end_words(end, self.match.names(), self.towards)

    def done_words(self, lesson: str, event: Played) -> str:
        action = event.action
        ends = dict(self.match.current.layout.ends)
        fields: dict[str, object] = {"points": event.points}
        if isinstance(action, Play):
            fields["tile"] = self.tile_words(action.tile)
            fields["touch"] = action.touch
        fields["left"] = ends.get("L", "")
        fields["right"] = ends.get("R", "")
        if lesson == "draw":
            fields["n"] = sum(
                1 for step in self.match.current.log if step.seat == 0 and step.drew >= 0
            )
        if lesson == "five":
            written, total = presenter.count_sum(self.match.current)
            fields["sum"], fields["total"] = written, total
        said = tr(f"tutorial.classic.{lesson}.done", **fields)
        return said + " " + tr("tutorial.press_next")

    def do_words(self) -> str:
        """What to do now in the lesson shown: wait for the computer, draw, or the lesson's
        play, with the last refusal."""
        guide = self.guide
        match = self.match
        if guide.elsewhere:
            return tr("tutorial.classic.elsewhere")
        if not match.human_to_move:
            return tr("tutorial.wait")
        step = guide.expected(self.played_count())
        target = guide.target()
        if step is not None and step[1] == DRAW:
            drawn = drew_this_turn(match)
            if drawn:
                return tr("tutorial.classic.draw.again", drawn=self.tile_words(drawn[-1]))
            numbers = presenter.join_or([value for _, value in match.current.layout.ends.items()])
            return tr("tutorial.classic.draw.do", numbers=numbers)
        if target is None:
            return ""
        fields = {"tile": self.tile_words(target.tile), "end": self.end_words(target.end)}
        if guide.lesson == "draw":
            return tr("tutorial.classic.draw.play", **fields)
        return tr(f"tutorial.classic.{guide.lesson}.do", **fields)

    def band_words(self) -> Words:
        title, body, do = self.words()
        guide = self.guide
        colour = theme.LEGAL if guide.lesson_done else theme.FOCUS
        badge = ""
        if guide.is_lesson:
            badge = tr("tutorial.badge", n=guide.page, count=len(guide.pages) - 2)
        return Words(title, body, do, colour, badge)

    # ----------------------------------------------------------------- drawing

    def draw_flights(self) -> None:
        """(Drawn here, after the table, the hand and the side, before the tiles flying
        from the stock, the top bar and its menu: the lesson's marks and band.)"""
        self.draw_guide()
        super().draw_flights()

    def draw_guide(self) -> None:
        before = self.lesson_band.rect.height
        self.place_band()
        if self.lesson_band.rect.height != before:
            request = getattr(self.window, "request_frame", None)
            if request is not None:
                request()
        self.draw_marks()
        self.lesson_band.draw(self.hover)

    def draw_marks(self) -> None:
        """An outline round the lesson's tile in the hand and its end on the table, or round
        the Draw button when drawing is the lesson's next step."""
        guide = self.guide
        if not guide.is_lesson or guide.lesson_done or not self.may_act():
            return
        step = guide.expected(self.played_count())
        if step is not None and step[1] == DRAW:
            outline_rect(_grown(self.draw_button.rect, 3), MARK, 3)
            return
        target = guide.target()
        if target is None or not self.lesson_move_next():
            return
        if self.held != target.tile:
            box = self.hand.box_of(target.tile)
            if box is not None:
                x0, y0, x1, y1 = box
                outline_rect(Rect(x0 - 4, y0 - 4, x1 - x0 + 8, y1 - y0 + 8), MARK, 3)
        frame = self.table.frame
        for name, box in self.table.targets():
            if name == target.end:
                x0, y0, x1, y1 = frame.box(box)
                outline_rect(Rect(x0 - 4, y0 - 4, x1 - x0 + 8, y1 - y0 + 8), MARK, 3)


def _grown(rect: Rect, by: float) -> Rect:
    return Rect(rect.left - by, rect.bottom - by, rect.width + 2 * by, rect.height + 2 * by)


def guided_classic(nav: Navigator) -> ClassicGuidedView:
    """The classic family's guided first game, names in the player's language."""
    return ClassicGuidedView(nav, classic_script(tr("tutorial.you"), tr("tutorial.computer")))


__all__ = ["ClassicGuidedView", "guided_classic"]
