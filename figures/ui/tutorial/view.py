"""The guided first game's screen: the real colour game screen (:class:`GameView`) playing
the guide's scripted match, with the lesson's panel in a band over the table.

The lesson advances when the engine's event for the player's move passes the lesson's check
(:meth:`Guide.observe`), never on a timer; the panel then offers Next. While the script
lasts, the player's moves are the script's (a legal move elsewhere is explained, not
played); a placement the rules refuse is explained in the player's words, as the game
says it. Esc skips the guide (after putting down a domino held, as in any game), and the
end says "You're ready" and goes back to the set-up; both remember that the guide was seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from figures.colour.actions import Action, Place
from figures.colour.game import Phase
from figures.colour.rules import SECOND_PLACEMENT_COST
from figures.colour_scene import cells_of
from figures.ui import theme
from figures.ui.i18n import tr
from figures.ui.match import Event
from figures.ui.theme import SIZES
from figures.ui.tutorial.guide import Guide, GuidedMatch, Script, lesson_points
from figures.ui.views.game import GameView
from figures.ui.widgets import Button, Rect, draw_text, fill_rect, outline_rect, press_widgets

if TYPE_CHECKING:
    from figures.ui.navigation import Navigator

#: The height of the lesson's band over the table, in pixels.
BAND = 118
#: Below this width of the table the band's buttons go under its texts.
NARROW = 800
#: The width of the band's buttons, in pixels.
BUTTON = 230
#: The outline of the cells and the hand domino a lesson is about.
MARK = (236, 140, 20)


class GuidedView(GameView):
    """The colour game's screen with a guide over it."""

    def __init__(self, app: Navigator, script: Script) -> None:
        self.guide = Guide(script)
        self.band = Rect()
        #: The height the band's texts need (measured as they are drawn), and whether the
        #: window is too narrow for the texts beside the buttons.
        self.band_height = BAND
        self.narrow = False
        #: The lesson's placement last brought into view.
        self.target_shown: Place | None = None
        self.next_button = Button(
            label=lambda: tr(
                "tutorial.finish" if self.guide.lesson == "ready" else "tutorial.next"
            ),
            action=self.go_on,
            visible=lambda: self.guide.can_go_on() or self.guide.lesson == "ready",
            primary=True,
        )
        self.skip_button = Button(
            label=lambda: tr("tutorial.skip"),
            action=self.skip,
            visible=lambda: self.guide.lesson != "ready",
        )
        super().__init__(app, GuidedMatch(script))

    # ----------------------------------------------------------------- the guide's flow

    def go_on(self) -> None:
        """Next: the next page, or at the end back to the set-up."""
        if self.guide.lesson == "ready":
            self.leave()
        elif self.guide.next():
            self.show_target()

    def skip(self) -> None:
        self.leave()

    def leave(self) -> None:
        """The guide is over (finished or skipped): remembered, and back to the set-up,
        which offers the player's own unfinished game as before."""
        self.guide.finished = True
        self.app.options.guide_seen = True
        self.app.remember()
        self.stop()
        self.app.show_setup(offer_resume=True)

    def show_target(self) -> None:
        """The lesson's cells in view, once, when the player is to move on them."""
        target = self.guide.target()
        if target is None or target == self.target_shown or not self.may_act():
            return
        if not self.lesson_move_next():
            return
        if self.show_if_hidden(target):
            self.target_shown = target

    def lesson_move_next(self) -> bool:
        """Whether the script's next action is the lesson's own (not the computer's, nor
        the end of the player's turn before it)."""
        step = self.guide.expected(len(self.game.actions))
        return step is not None and step[0] == self.guide.lesson

    def update_computer(self) -> None:
        """The computer waits while the guide does (the welcome, a lesson done and its Next
        not pressed yet): the player reads about their move before the next one comes."""
        guide = self.guide
        if guide.can_go_on() and self.slide is None and self.match.computer_to_move:
            if self.task is not None:
                self.task.cancel()
                self.task = None
            return
        super().update_computer()

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.window.current_view is self:
            self.show_target()

    # ----------------------------------------------------------------- the game screen's hooks

    def layout(self, width: int, height: int) -> None:
        """The game screen's layout, the table lowered under the lesson's band: the texts
        beside the buttons in a wide window, above them in a narrow one; the band as high
        as its texts need (:meth:`draw_guide` measures them)."""
        super().layout(width, height)
        left, bottom, w, h = self.camera.viewport
        self.narrow = w < NARROW
        needed = self.band_height if not self.narrow else self.band_height + 44
        high = max(BAND, min(needed, h // 2))
        self.band = Rect(left, bottom + h - high, w, high)
        self.table.place(left, bottom, w, h - high)
        self.message.place(*self.camera.viewport[:3])
        self.keys.place(self.camera.viewport)
        right = self.band.right - SIZES.margin
        base = self.band.bottom + 10
        if self.narrow:  # side by side under the texts, Next on the right
            self.next_button.rect = Rect(right - BUTTON, base, BUTTON, 32)
            self.skip_button.rect = Rect(right - 2 * BUTTON - 10, base, BUTTON, 32)
        else:
            self.next_button.rect = Rect(right - BUTTON, base + 38, BUTTON, 34)
            self.skip_button.rect = Rect(right - BUTTON, base, BUTTON, 32)

    def text_width(self) -> int:
        band = self.band
        return int(band.width - 44 if self.narrow else band.width - BUTTON - 50)

    def apply(self, action: Action) -> Event | None:
        """The player's move, when it is the script's (the engine judges it as ever)."""
        game = self.game
        if self.match.human_to_move and not self.guide.allows(len(game.actions), action):
            if isinstance(action, Place):
                self.guide.elsewhere = True
                self.placing.preview = None
            self.say(tr("tutorial.elsewhere"))
            return None
        index = len(game.actions)
        event = super().apply(action)
        if event is not None:
            self.guide.observe(index, event)
        return event

    def click_ghost(self) -> None:
        """A click where the ghost is: a refusal of the rules is said in the lesson too."""
        verdict = self.placing.verdict(self.game)
        before = self.placing.preview
        super().click_ghost()
        if verdict is not None and not verdict.legal:
            self.guide.refused = verdict.reason
            self.guide.elsewhere = False
        elif before is None and self.placing.preview is not None:
            self.guide.refused = ""
            self.guide.elsewhere = not self.guide.allows(
                len(self.game.actions), self.placing.preview
            )

    def undo(self) -> None:
        self.say(tr("tutorial.no_undo"))

    def redo(self) -> None:
        self.say(tr("tutorial.no_undo"))

    def to_setup(self) -> None:
        """The Menu button leaves the guide (as Skip does)."""
        self.skip()

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
            self.top_bar.more_open or self.help or self.placing.tile is not None or self.show_hints
        )

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        if self.dialog is None and self.band.contains(x, y):
            press_widgets([self.next_button, self.skip_button], x, y)
            self.press = None
            return
        super().on_mouse_press(x, y, button, modifiers)

    def on_draw(self) -> None:
        super().on_draw()
        if self.dialog is None:
            self.draw_guide()

    # ----------------------------------------------------------------- what the guide says

    def words(self) -> tuple[str, str, str]:
        """The page's title, its sentence or two, and what to do now (or what was done)."""
        guide = self.guide
        lesson = guide.lesson
        if lesson in ("intro", "ready"):
            do = tr("tutorial.intro.do") if lesson == "intro" else ""
            return tr(f"tutorial.{lesson}.title"), tr(f"tutorial.{lesson}.text"), do
        title = tr(f"tutorial.{lesson}.title")
        body = tr(f"tutorial.{lesson}.text", cost=SECOND_PLACEMENT_COST)
        event = guide.done.get(lesson)
        if event is not None:
            return title, body, self.done_words(lesson, event) + " " + tr("tutorial.press_next")
        return title, body, self.do_words()

    def done_words(self, lesson: str, event: Event) -> str:
        points, paid = lesson_points(event)
        score = event.score
        edges = 0 if score is None else score.connected_edges
        squares = 0 if score is None or not score.closed_surfaces else score.closed_surfaces[0]
        return tr(
            f"tutorial.{lesson}.done",
            points=points,
            paid=paid,
            net=points - paid,
            edges=edges,
            squares=squares,
        )

    def do_words(self) -> str:
        """What to do now in the lesson shown: wait for the computer, end the turn first,
        or the lesson's move, with the last refusal."""
        guide = self.guide
        game = self.game
        if guide.refused:
            verdict = self.placing.verdict(game)
            if verdict is not None and verdict.legal:  # turned or flipped: it fits now
                guide.refused = ""
            else:
                return tr("tutorial.refused", reason=guide.refused)
        if guide.elsewhere:
            return tr("tutorial.elsewhere")
        if not self.match.human_to_move:
            return tr("tutorial.wait")
        target = guide.target()
        if game.phase is Phase.SECOND and not self.lesson_move_next():
            return tr("tutorial.end_turn")
        tile = target.tile if target is not None else ""
        return tr(f"tutorial.{guide.lesson}.do", tile=tile)

    def draw_guide(self) -> None:
        """The lesson's band over the table, and the marks on the cells and the domino the
        lesson is about."""
        self.draw_marks()
        band = self.band
        fill_rect(band, theme.PANEL)
        fill_rect(Rect(band.left, band.bottom, 6, band.height), MARK)
        outline_rect(band, theme.PANEL_EDGE)
        title, body, do = self.words()
        left = band.left + 22
        width = self.text_width()
        guide = self.guide
        count = len(guide.pages) - 2
        if guide.is_lesson:
            badge = tr("tutorial.badge", n=guide.page, count=count)
            x = band.right - SIZES.margin - (BUTTON if not self.narrow else 70)
            draw_text(badge, x, band.top - 22, size=SIZES.small, colour=theme.MUTED)
        draw_text(title, left, band.top - 26, size=SIZES.heading, bold=True)
        said = draw_text(body, left, band.top - 36, width=width, anchor_y="top")
        used = 36 + said.content_height + 8
        if do:
            colour = theme.ILLEGAL if guide.refused else theme.FOCUS
            if guide.lesson_done:
                colour = theme.LEGAL
            top = band.top - used
            label = draw_text(do, left, top, width=width, colour=colour, bold=True, anchor_y="top")
            used += label.content_height
        used += 12
        if used > self.band_height:  # taller texts than the band holds: a higher band
            self.band_height = int(used)
            self.layout(self.window.width, self.window.height)
            request = getattr(self.window, "request_frame", None)
            if request is not None:
                request()
        for button in (self.next_button, self.skip_button):
            button.draw(self.hover)

    def draw_marks(self) -> None:
        """An outline round the lesson's cells on the table and its domino in the hand."""
        target = self.guide.target()
        if target is None or not self.match.human_to_move or not self.lesson_move_next():
            return
        camera = self.camera
        cells = cells_of(target.at, target.dir)
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0, y0 = camera.to_screen(min(xs), min(ys))
        x1, y1 = camera.to_screen(max(xs) + 1, max(ys) + 1)
        left, bottom, width, height = camera.viewport
        if x1 > left and x0 < left + width and y1 > bottom and y0 < bottom + height:
            outline_rect(Rect(x0 - 3, y0 - 3, x1 - x0 + 6, y1 - y0 + 6), MARK, 4)
        if self.placing.tile != target.tile:
            for rect, tile in self.hand.rects:
                if tile == target.tile:
                    outline_rect(rect, MARK, 3)


def guided_colour(app: Navigator) -> GuidedView:
    """The colour game's guided first game, names in the player's language."""
    from figures.ui.tutorial.guide import colour_script

    return GuidedView(app, colour_script(tr("tutorial.you"), tr("tutorial.computer")))
