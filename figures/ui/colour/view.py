"""The game screen: the host of the table, the hand, the scores panel, the top bar and the
message line (:mod:`figures.ui.widgets.message`), and the game's flow.

It places its parts on a resize, feeds them what they show at each frame (the words from
:class:`figures.ui.colour.presenter.Presenter`), routes the input to them and owns what happens:
input goes to :class:`figures.ui.colour.controller.Placing` (which asks the engine) and actions to
:meth:`figures.ui.colour.match.Match.apply`; computer decisions and hints run in
:class:`figures.ui.shell.ai_driver.Task` threads polled in ``on_update``. What it does is
written in helpers given the screen: the hints (:mod:`figures.ui.colour.hints`), the
player's keys and clicks (:mod:`figures.ui.colour.play`), the buttons and the hand's content
(:mod:`figures.ui.colour.controls`) and the words shown (:mod:`figures.ui.colour.wording`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from figures.ai.hints import Hint
from figures.colour.actions import Action, Place, Return
from figures.colour.errors import IllegalMoveError
from figures.colour.game import Game, Phase
from figures.scene.colour import box_of
from figures.texts.i18n import tr
from figures.ui.colour.controller import Click, Placing, Press, reason_text
from figures.ui.colour.controls import action_buttons, hand_content, top_buttons
from figures.ui.colour.hand import HandPanel
from figures.ui.colour.hints import BANNER, HintAid, show_box
from figures.ui.colour.match import Event, Match, private_view
from figures.ui.colour.play import PlayInput
from figures.ui.colour.presenter import Presenter, points_captions
from figures.ui.colour.side import SidePanel
from figures.ui.colour.table import Floating, Slide, TableArea
from figures.ui.colour.wording import Wording
from figures.ui.shell import sound
from figures.ui.shell.ai_driver import Cancelled, Progress, Task, decide
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.shell.passing import PassingView
from figures.ui.shell.top_bar import TopBar
from figures.ui.theme import SIZES
from figures.ui.widgets.message import ConfirmPanel, KeysPanel, MessageLine
from figures.ui.widgets.shapes import Rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["BANNER", "NAMES", "OVERFLOW_ORDER", "Floating", "GameView", "Slide", "kept_note"]

#: The buttons of the top bar, left to right (the last always in the More menu).
NAMES = ("undo", "redo", "save", "open", "spots", "hint", "fit", "rules", "help", "menu", "guide")
#: The buttons always in the More menu, whatever the window's width.
MENU_ONLY = ("guide",)
#: The buttons that go into the More menu first when the window is narrow.
OVERFLOW_ORDER = ("help", "rules", "fit", "spots", "hint", "open", "save", "menu", "redo")


class GameView(GameScreenBase[Action]):
    def __init__(self, app: Navigator, match: Match) -> None:
        super().__init__(app, match, ConfirmPanel(), "figures-computer")
        self.app = app
        self.match: Match = match
        self.placing = Placing(lambda: self.match.version)
        #: What the player is told, in words.
        self.presenter = Presenter(match, self.placing)
        # The parts of the screen.
        self.table = TableArea(match, self.placing, self.presenter)
        #: The table's camera (the table's clicks and keys go through it).
        self.camera = self.table.camera
        # The game's flow.
        self.hint_task: Task[list[Hint]] | None = None
        self.hints: list[Hint] | None = None
        self.show_hints = False
        #: The hints' search, and taking them.
        self.hint_aid = HintAid(self)
        #: The player's keys and clicks.
        self.play = PlayInput(self, self.hint_aid)
        #: What the player is told now.
        self.wording = Wording(self)
        buttons = top_buttons(self)
        assert tuple(buttons) == NAMES, tuple(buttons)
        # (The status asks for more room than the classic games': a turn's words fit whole.
        # Even widths put each centred label on whole pixels: on a half pixel, letters such
        # as the U of "Undo" or the C of "Cadrer" show a column twice.)
        self.top_bar = TopBar(buttons, OVERFLOW_ORDER, even=True, menu=MENU_ONLY, status_min=300)
        self.hand = HandPanel(action_buttons(self, self.play))
        self.side = SidePanel(match)
        self.message = MessageLine()
        self.keys = KeysPanel()
        self.slide: Slide | None = None
        self.returning: set[int] = set()
        self.revealed: int | None = None
        self.last_current: int | None = None
        self.help = False
        self.press: Press | None = None
        self.keyboard = False
        #: A key press has just toggled the keys for a "?" (its text is not counted again).
        self.question_key = False
        self.over_since: float | None = None
        self.frames: list[float] = []
        #: The autosave failure last said (each new one is said once).
        self.autosave_said: str | None = None
        self.synced_version = -1
        # The legal-spots aid is for the game it was asked in: a new game starts without it.
        self.app.options.show_spots = False
        self.layout(self.window.width, self.window.height)
        self.camera.fit(list(match.game.board.cells))
        self.sync()

    # ----------------------------------------------------------------- set-up

    @property
    def confirm_panel(self) -> ConfirmPanel:
        """The question over the table (replaying the guide)."""
        return self.question

    def commands(self) -> dict[str, Callable[[], None]]:
        return {
            **super().commands(),
            "help": self.play.toggle_help,
            "fit": self.fit,
            "spots": self.play.toggle_spots,
            "hint": self.hint_aid.toggle,
        }

    def layout(self, width: int, height: int) -> None:
        """Each part's rectangle: the top bar across the top, the scores panel on the right,
        the hand at the bottom left and the table above it."""
        side = min(SIZES.side_panel, max(260, width // 4))
        #: The hand's dominoes are smaller in a narrow window.
        cell = SIZES.hand_cell if width >= 1100 else 40
        self.top_bar.place(width, height)
        self.side.place(Rect(width - side, 0, side, height - SIZES.top_bar))
        self.hand.place(Rect(0, 0, width - side, SIZES.hand_area), cell)
        table_h = height - SIZES.top_bar - SIZES.hand_area
        self.table.place(0, SIZES.hand_area, width - side, table_h)
        self.message.place(*self.camera.viewport[:3])
        self.keys.place(self.camera.viewport)
        self.place_question()
        self.feed()

    def feed(self) -> None:
        """Give the parts what they show now: the top bar its status (laid out again when it
        changes), the hand its dominoes and status, the table the aids and the animation."""
        self.top_bar.arrange(self.status_line())
        self.hand.show(hand_content(self))
        options = self.app.options
        self.table.feed(
            acting=self.may_act(),
            show_hints=self.show_hints,
            hints=self.hints,
            show_spots=options.show_spots,
            colour_blind=options.colour_blind,
            slide=self.slide,
            now=self.now,
        )

    def status_line(self) -> str:
        """The top bar's status: whose turn and what to do, in words."""
        return self.wording.status_line()

    def show_end(self) -> None:
        """The screen of the game's end (its family's, through the window)."""
        self.app.show_end(self.match)

    def on_resize(self, width: int, height: int) -> None:
        """The parts placed for the new size; the table keeps its place and zoom unless
        some of it went out of the new view, which then changes the least to show it."""
        self.layout(width, height)
        self.camera.glide = None
        cells = list(self.game.board.cells)
        if cells:
            self.camera.reveal(_cells_box(cells), self.now, top=BANNER)

    def place_question(self) -> None:
        self.question.place(self.camera.viewport)

    def shift_clocks(self, paused: float) -> None:
        self.now = time.monotonic()
        super().shift_clocks(paused)
        # (A message is not moved: the screen that covered the game showed it meanwhile.)
        self.table.shift_clocks(paused)
        if self.over_since is not None and math.isfinite(self.over_since):
            self.over_since += paused

    # ----------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        return self.match.game

    def sync(self) -> None:
        """After any change of the game: shapes, the held domino, the filling in of new closures."""
        self.synced_version = self.match.version
        self.placing.sync(self.game)
        self.table.sync(self.now, self.app.options.colour_blind)
        if self.game.current != self.last_current:
            if self.last_current is not None and self.match.human_to_move:
                sound.cue("turn")
            self.last_current = self.game.current
            self.returning = set()
            if self.revealed != self.game.current:
                self.revealed = None
        if self.game.phase is not Phase.TURN:
            self.returning = set()
        if self.game.is_over and self.over_since is None:
            self.over_since = self.now
            self.app.options.show_spots = False  # nothing left to place
        elif not self.game.is_over:
            self.over_since = None

    def hand_visible(self) -> bool:
        """Whether the dominoes of the player shown may be seen now (pass-and-play)."""
        viewer = self.match.viewer()
        if viewer is None:
            return False
        if self.match.human_count < 2:
            return True
        if self.game.phase is Phase.OPENING:
            return True
        return self.revealed == viewer and self.match.human_to_move

    def needs_passing(self) -> bool:
        return (
            self.match.human_count >= 2
            and self.match.human_to_move
            and self.game.phase is not Phase.OPENING
            and self.revealed != self.game.current
            and not self.modals.open
        )

    def reveal(self) -> None:
        self.revealed = self.game.current

    def thinking(self) -> bool:
        """A computer's decision is under way, or its domino on its way to the table."""
        return self.task is not None or self.slide is not None

    def may_act(self) -> bool:
        return (
            self.match.human_to_move
            and self.slide is None
            and not self.modals.open
            and self.hand_visible()
        )

    # ----------------------------------------------------------------- actions

    def apply(self, action: Action) -> Event | None:
        try:
            event = self.match.apply(action)
        except IllegalMoveError as exc:
            self.say(tr("toast.error", message=reason_text(exc)))
            return None
        self.after_event(event)
        return event

    #: A computer's action is played as a player's is.
    apply_computer = apply

    def after_event(self, event: Event) -> None:
        self.placing.reset()
        self.hint_aid.cancel()
        self.sync()
        self.table.float_up(points_captions(event), self.now)
        if isinstance(event.action, Place):
            sound.cue("place")
            if event.score is not None and event.score.closed_surfaces:
                sound.cue("close", max(event.score.closed_surfaces))
            self.show_if_hidden(event.action)

    def confirm(self) -> None:
        if not self.may_act():
            return
        action = self.placing.preview
        if action is None:
            return
        self.apply(action)

    def cancel(self) -> None:
        self.placing.cancel()

    def pass_turn(self) -> None:
        if self.may_act() and self.presenter.stuck():
            self.apply(Return(()))

    def undo(self) -> None:
        if self.game.is_over:
            return  # (the button is off on a finished table, and so is its key)
        self.stop()
        self.slide = None
        if not self.match.can_undo():
            others = self.game.can_undo and self.match.human_count >= 2
            self.say(tr("toast.undo_others" if others else "toast.nothing_undo"))
            return
        self.match.undo()
        self.placing.reset()
        self.hints = None
        self.sync()
        self.say(tr("toast.undo", what=self.presenter.steps_text()))

    def redo(self) -> None:
        self.stop()
        self.slide = None
        if not self.game.can_redo:
            self.say(tr("toast.nothing_redo"))
            return
        self.match.redo()
        self.placing.reset()
        self.hints = None
        self.sync()
        self.say(tr("toast.redo", what=self.presenter.steps_text()))

    def fit(self) -> None:
        """The whole table in view, and the hints shown with it."""
        self.camera.fit(list(self.game.board.cells) + self.hint_aid.cells())

    # ----------------------------------------------------------------- hints taken

    def animating(self) -> bool:
        """Whether anything on the screen moves or flashes now (a domino sliding in, points
        floating up, a closed surface filling in, the camera gliding, the thinking dots, a message
        fading) or is about to change by itself (a hint search whose hints will show): while
        not, a frame drawn again would look the same."""
        now = self.now
        return (
            self.table.animating(now)
            or self.slide is not None
            or self.thinking()
            or self.hint_task is not None
            or self.message.live() is not None
        )

    def open_rules(self) -> None:
        self.app.show_rules(self)

    def guided(self) -> bool:
        """Whether this is the guided game itself (its match never autosaved: the guide
        starts again from its welcome, at once)."""
        from figures.ui.tutorial.guide import GuidedMatch

        return isinstance(self.match, GuidedMatch)

    def guide_game(self) -> str:
        return "colour"

    def opened(self, path: Path) -> None:
        self.app.say(tr("toast.opened", path=path.name) + kept_note(self.app.kept))

    def say(self, message: str) -> None:
        self.message.say(message, self.now)

    def live_toast(self) -> str | None:
        """The message being shown, if it is still time (read by the screens that cover the
        game, which show it where the player is)."""
        return self.message.live()

    # ----------------------------------------------------------------- the computer and hints

    def on_update(self, delta_time: float) -> None:
        self.now = time.monotonic()
        self.frames.append(self.now)
        if len(self.frames) > 120:
            del self.frames[:-120]
        if self.synced_version != self.match.version:
            self.sync()
        error = self.match.autosave_error  # (written in the background: known a bit later)
        if error != self.autosave_said:
            self.autosave_said = error
            if error:
                self.say(tr("toast.autosave_failed", message=error))
        self.message.update(self.now)
        if self.needs_passing():
            self.window.show_view(PassingView(self.app, self))
            return
        self.camera.step(self.now)
        self.update_computer()
        self.hint_aid.update()
        self.table.update(self.now)
        over = self.game.is_over and self.over_since is not None
        if over and self.now - self.over_since > 1.6 and self.slide is None and not self.modals:  # type: ignore[operator]
            self.over_since = math.inf  # once
            self.show_end()

    def decision(self) -> Callable[[Progress, Cancelled], Action] | None:
        if self.presenter.paused():
            return None  # (after an undo, Redo or C)
        seat = self.game.current
        self.hint_aid.cancel()  # the computer gets the processor to itself
        return decide(self.match.computers[seat], private_view(self.game, seat))

    def legal_actions(self) -> list[Action]:
        return list(self.game.legal_actions())

    def slides(self, action: Action) -> bool:
        return isinstance(action, Place)

    def start_slide(self, action: Place) -> None:
        _, y0, x1, y1 = self.camera.visible()
        seat = self.game.current
        # From the side of the table next to the scores panel, at the height of the seat's row.
        origin = (x1 + 1.0, y1 - (y1 - y0) * (0.12 + 0.1 * seat))
        self.slide = Slide(action, self.now, origin, self.match.version)
        self.table.show_slide(action, colour_blind=self.app.options.colour_blind)
        self.show_if_hidden(action)

    def show_if_hidden(self, action: Place) -> bool:
        """The table never re-centres by itself: only when a domino (a computer's new one,
        the best hint) is not wholly in view, under the banner at the top, and the player is
        not holding the mouse button, it pans gently just enough to show it. Whether it could
        (the button was free)."""
        return show_box(self, box_of(action.at, action.dir))

    # ----------------------------------------------------------------- input: keys

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.question_key = False
        super().on_key_press(symbol, modifiers)

    def game_key(self, symbol: int, modifiers: int) -> None:
        self.play.key(symbol, modifiers)

    def game_text(self, content: str) -> None:
        self.play.text(content)

    def click_ghost(self) -> None:
        result = self.placing.click(self.game)
        if result is Click.CONFIRM:
            self.confirm()

    # ----------------------------------------------------------------- input: mouse

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.play.motion(x, y)

    def on_mouse_leave(self, x: int, y: int) -> None:
        self.play.leave()

    def game_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.play.press(x, y, button)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.play.drag(x, y, dx, dy)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.play.release(x, y, button)

    def game_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.play.scroll(x, y, scroll_y)

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        """The parts, fed first, each drawing what it was given: the table through its
        camera, then in window pixels its overlays, the bars and panels, the message, the
        More menu, the keys and a file dialog over everything."""
        self.feed()
        self.clear()
        self.table.draw()
        self.window.default_camera.use()
        self.table.draw_overlays()
        thinking = self.thinking()
        self.top_bar.draw(self.hover, thinking, self.now)
        progress = self.task.progress if self.task is not None else 1.0
        self.side.draw(thinking, progress, self.now)
        self.hand.draw(self.hover)
        self.message.draw(self.now)
        self.top_bar.draw_menu(self.hover)
        if self.help:
            self.keys.draw()
        self.modals.draw(self.hover)

    # ----------------------------------------------------------------- what the player is told

    def fps(self) -> float:
        """Frames per second over the last second of updates."""
        recent = [t for t in self.frames if self.now - t <= 1.0]
        if len(recent) < 2:
            return 0.0
        return (len(recent) - 1) / (recent[-1] - recent[0]) if recent[-1] > recent[0] else 0.0


def kept_note(kept: Path | None) -> str:
    """Where the unfinished game an opened one replaced was kept, for the toast."""
    return "" if kept is None else tr("toast.kept", name=kept.name)


def _cells_box(cells: list[tuple[int, int]]) -> tuple[float, float, float, float]:
    """The rectangle of ``cells``, in table units."""
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
