"""What the two guided screens share (:class:`GuideScreen`, mixed into the colour game's
screen in :mod:`figures.ui.tutorial.view` and the classic one's in
:mod:`figures.ui.tutorial.classic_view`): the band's Next and Skip buttons, the guide's
flow (Next, Skip, leaving, the computer waiting while the guide does, no undo), the keys
and clicks the guide takes first, and the band's words and their colour.

Each screen says what is its own: its family (:attr:`GuideScreen.family`, which guide is
remembered as seen), its texts' keys (:attr:`GuideScreen.texts`), how many actions were
played, a lesson's fields, what Esc has to close first, and how the table makes room for
the band.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import arcade

from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.tutorial.band import Band, Words
from figures.ui.tutorial.progress import mark_seen
from figures.ui.widgets.buttons import Button, press_widgets
from figures.ui.widgets.shapes import Rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator
    from figures.ui.tutorial.guide import Guide

    class _Screen(arcade.View):
        """What the mixin reads of the game screen it is mixed into (both have these)."""

        match: Any
        task: Any
        computer: Any
        slide: Any
        dialog: Any
        modals: Any
        hover: tuple[float, float] | None

        def update_computer(self) -> None: ...

        def say(self, message: str) -> None: ...

        def stop(self) -> None: ...

else:
    _Screen = object

#: The least height of the lesson's band over the table, in pixels.
BAND = 118


class GuideScreen(_Screen):
    """A game screen with a guide over it (mix in before the game screen)."""

    #: The guide's family, as :func:`figures.ui.tutorial.seen` names it.
    family: str
    #: The start of the keys of the guide's texts (``tutorial`` or ``tutorial.classic``).
    texts: str
    #: The most of the table's height the band takes before its type gets smaller.
    share: float
    guide: Guide[Any]

    def init_guide(self, guide: Guide[Any]) -> None:
        """The guide, its band and the band's buttons (before the game screen's own
        ``__init__``, which lays the screen out)."""
        self.guide = guide
        #: The height the band has grown to (it grows with its texts, never shrinks within
        #: the guide, so that the table does not jump from page to page).
        self.band_height = BAND
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

    @property
    def band(self) -> Rect:
        """The lesson's band over the table, as last laid out."""
        return self.lesson_band.rect

    # ----------------------------------------------------------------- the screen's own

    def navigator(self) -> Navigator:
        raise NotImplementedError

    def played_count(self) -> int:
        """How many actions the match has played."""
        raise NotImplementedError

    def escape_has_work(self) -> bool:
        """Whether Esc has something of the game's to close or put down first."""
        raise NotImplementedError

    def next_page(self) -> None:
        """Next on a page that is not the last."""
        raise NotImplementedError

    def lesson_fields(self, lesson: str) -> dict[str, object]:
        """The fields of ``lesson``'s text."""
        raise NotImplementedError

    def done_words(self, lesson: str, event: Any) -> str:
        """What the player did in ``lesson`` (the engine's ``event``)."""
        raise NotImplementedError

    def do_words(self) -> str:
        """What to do now in the lesson shown."""
        raise NotImplementedError

    def dropped_press(self) -> None:
        """A press on the band (the game screen forgets a press of its own)."""

    def band_takes_clicks(self) -> bool:
        """Whether a click on the band is the band's (nothing of the game's over it)."""
        return not self.modals.open

    # ----------------------------------------------------------------- the guide's flow

    def go_on(self) -> None:
        """Next: the next page, or at the end back to the set-up."""
        if self.guide.lesson == "ready":
            self.leave()
        else:
            self.next_page()

    def skip(self) -> None:
        self.leave()

    def leave(self) -> None:
        """The guide is over (finished or skipped): remembered, and back to the set-up,
        which offers the player's own unfinished game as before."""
        nav = self.navigator()
        self.guide.finished = True
        mark_seen(nav.options, self.family)
        nav.remember()
        self.stop()
        nav.show_setup(offer_resume=True)

    def lesson_move_next(self) -> bool:
        """Whether the script's next action is the lesson's own (not the computer's, nor
        the end of the player's turn before it)."""
        step = self.guide.expected(self.played_count())
        return step is not None and step[0] == self.guide.lesson

    def update_computer(self) -> None:
        """The computer waits while the guide does (the welcome, a lesson done and its Next
        not pressed yet): the player reads about their move before the next one comes."""
        if self.guide.can_go_on() and self.slide is None and self.match.computer_to_move:
            self.computer.cancel()
            return
        super().update_computer()

    def undo(self) -> None:
        self.say(tr("tutorial.no_undo"))

    def redo(self) -> None:
        self.say(tr("tutorial.no_undo"))

    def to_setup(self) -> None:
        """The Menu button leaves the guide (as Skip does)."""
        self.skip()

    # ----------------------------------------------------------------- layout

    def arrange_band(self, left: float, top: float, width: float, height: float) -> Rect:
        """The band laid out under ``top`` over a table area ``height`` high, for what it
        says now (its height remembered: it never shrinks within the guide)."""
        band = self.lesson_band.arrange(
            left, top, width, self.band_words(), height * self.share, self.band_height
        )
        self.band_height = max(self.band_height, int(band.height))
        return band

    def place_band(self) -> None:
        raise NotImplementedError

    def fit_band(self) -> None:
        """The band laid out again for what it says now; when that changes its height, one
        more frame (the table under it moved)."""
        before = self.lesson_band.rect.height
        self.place_band()
        if self.lesson_band.rect.height != before:
            request = getattr(self.window, "request_frame", None)
            if request is not None:
                request()

    # ----------------------------------------------------------------- input

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        if not self.modals.open and not modifiers & (key.MOD_CTRL | key.MOD_COMMAND):
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

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        if self.band_takes_clicks() and self.band.contains(x, y):
            press_widgets([self.guide_next, self.guide_skip], x, y)
            self.dropped_press()
            return
        super().on_mouse_press(x, y, button, modifiers)

    # ----------------------------------------------------------------- what the guide says

    def words(self) -> tuple[str, str, str]:
        """The page's title, its sentence or two, and what to do now (or what was done)."""
        guide = self.guide
        lesson = guide.lesson
        key = f"{self.texts}.{lesson}"
        if lesson in ("intro", "ready"):
            do = tr("tutorial.intro.do") if lesson == "intro" else ""
            return tr(f"{key}.title"), tr(f"{key}.text"), do
        title = tr(f"{key}.title")
        body = tr(f"{key}.text", **self.lesson_fields(lesson))
        event = guide.done.get(lesson)
        if event is not None:
            return title, body, self.done_words(lesson, event) + " " + tr("tutorial.press_next")
        return title, body, self.do_words()

    def band_words(self) -> Words:
        """What the band says now: the page's words, the colour of what to do (a refusal in
        red, a lesson done in green) and the page's badge."""
        title, body, do = self.words()
        guide = self.guide
        colour = theme.ILLEGAL if guide.refused else theme.FOCUS
        if guide.lesson_done:
            colour = theme.LEGAL
        badge = ""
        if guide.is_lesson:
            badge = tr("tutorial.badge", n=guide.page, count=len(guide.pages) - 2)
        return Words(title, body, do, colour, badge)


def grown(rect: Rect, by: float) -> Rect:
    """``rect`` with ``by`` pixels more on each side."""
    return Rect(rect.left - by, rect.bottom - by, rect.width + 2 * by, rect.height + 2 * by)


__all__ = ["BAND", "GuideScreen", "grown"]
