"""The game screen: the host of the table, the hand, the scores panel, the top bar and the
message line (:mod:`figures.ui.widgets.message`), and the game's flow.

It places its parts on a resize, feeds them what they show at each frame (the words from
:class:`figures.ui.colour.presenter.Presenter`), routes the input to them and owns what happens:
input goes to :class:`figures.ui.colour.controller.Placing` (which asks the engine) and actions to
:meth:`figures.ui.colour.match.Match.apply`; computer decisions and hints run in
:class:`figures.ui.shell.ai_driver.Task` threads polled in ``on_update``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from figures.ai.hints import Hint
from figures.colour.actions import Action, EndTurn, Place, Return
from figures.colour.errors import IllegalMoveError
from figures.colour.game import Game, Phase
from figures.scene.colour import box_of, cells_of
from figures.texts.i18n import tr
from figures.ui.colour.controller import DRAG_THRESHOLD, Click, Placing, Press, reason_text, snap
from figures.ui.colour.hand import HandContent, HandPanel
from figures.ui.colour.match import Event, Match, find_hints, private_view
from figures.ui.colour.presenter import Presenter, hint_text, points_captions
from figures.ui.colour.side import SidePanel
from figures.ui.colour.table import (
    Floating,
    Slide,
    TableArea,
    hint_marker_rects,
    hints_box,
)
from figures.ui.colour.tones import colour_of
from figures.ui.shell import sound
from figures.ui.shell.ai_driver import Cancelled, Progress, Task, decide
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.shell.keys import bound, key_name
from figures.ui.shell.passing import PassingView
from figures.ui.shell.top_bar import TopBar, bar_button
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button, press_widgets
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

#: Pixels at the top of the table that a banner (the aid's legend) may cover.
BANNER = 32
#: The actions of the key table this screen's keys do (:mod:`figures.ui.shell.keys`).
KEYS = ("undo", "redo", "save", "open", "rules", "help", "fit", "spots", "hint")


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
        buttons = self._top_buttons()
        assert tuple(buttons) == NAMES, tuple(buttons)
        # (The status asks for more room than the classic games': a turn's words fit whole.
        # Even widths put each centred label on whole pixels: on a half pixel, letters such
        # as the U of "Undo" or the C of "Cadrer" show a column twice.)
        self.top_bar = TopBar(buttons, OVERFLOW_ORDER, even=True, menu=MENU_ONLY, status_min=300)
        self.hand = HandPanel(self._action_buttons())
        self.side = SidePanel(match)
        self.message = MessageLine()
        self.keys = KeysPanel()
        # The game's flow.
        self.hint_task: Task[list[Hint]] | None = None
        self.hints: list[Hint] | None = None
        self.hints_version = -1
        self.show_hints = False
        #: New hints whose best one is still to be brought into view (once the button is up).
        self.hint_reveal = False
        #: The hints were asked for (H): all of them come into view, zoomed out if need be.
        self.hints_asked = False
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
            "help": self.toggle_help,
            "fit": self.fit,
            "spots": self.toggle_spots,
            "hint": self.toggle_hints,
        }

    def _top_buttons(self) -> dict[str, Button]:
        def game() -> Game:
            return self.match.game

        do = self.commands()
        return {
            "undo": bar_button(
                "undo",
                do["undo"],
                # (A finished table is over: nothing is taken back there, by key either.)
                enabled=lambda: self.match.can_undo() and not game().is_over,
            ),
            "redo": bar_button(
                "redo",
                do["redo"],
                enabled=lambda: game().can_redo,
            ),
            "save": bar_button(
                "save",
                do["save"],
                short=True,
            ),
            "open": bar_button("open", do["open"]),
            "spots": bar_button(
                "aid_spots",
                do["spots"],
                short=True,
                enabled=lambda: not game().is_over,  # nothing left to place
                selected=lambda: self.app.options.show_spots and not game().is_over,
            ),
            "hint": bar_button(
                "hint",
                do["hint"],
                short=True,
                enabled=lambda: not game().is_over,  # nothing to hint on a finished table
                selected=lambda: self.show_hints and not game().is_over,
            ),
            "fit": bar_button(
                "fit",
                do["fit"],
                short=True,
            ),
            "rules": bar_button(
                "rules",
                do["rules"],
                short=True,
            ),
            "help": Button(
                label=lambda: tr("button.help"),
                short=lambda: key_name("help"),
                action=do["help"],
                selected=lambda: self.help,
                dark=True,
            ),
            "menu": bar_button("menu", self.to_setup),
            "guide": bar_button("guide", self.ask_guide),
        }

    def _action_buttons(self) -> list[Button]:
        def game() -> Game:
            return self.match.game

        def human() -> bool:
            return self.match.human_to_move and self.hand_visible()

        return [
            Button(
                label=lambda: tr("button.confirm"),
                action=self.confirm,
                visible=lambda: human() and self.placing.preview is not None,
                primary=True,
            ),
            Button(
                label=lambda: tr("button.cancel"),
                action=self.cancel,
                visible=lambda: human() and self.placing.preview is not None,
            ),
            Button(
                label=lambda: tr("button.second", cost=self.game.rules.cost),
                short=lambda: tr("button.second.short", cost=self.game.rules.cost),
                action=self.second,
                visible=lambda: (
                    human()
                    and self.placing.preview is None
                    and game().phase is Phase.SECOND
                    and self.second_possible()
                ),
            ),
            Button(
                label=lambda: tr("button.end_turn"),
                action=self.end_turn,
                visible=lambda: (
                    human() and self.placing.preview is None and game().phase is Phase.SECOND
                ),
                primary=True,
            ),
            Button(
                label=lambda: tr("button.return", count=len(self.returning)),
                action=self.return_selected,
                visible=lambda: human() and self.stuck() and len(game().bag) > 0,
                enabled=lambda: bool(self.returning),
                primary=True,
            ),
            Button(
                label=lambda: tr("button.pass"),
                action=self.pass_turn,
                visible=lambda: human() and self.stuck(),
            ),
            Button(
                label=lambda: tr("button.results"),
                action=lambda: self.app.show_end(self.match),
                visible=lambda: game().is_over,
                primary=True,
            ),
        ]

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
        self.hand.show(self.hand_content())
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

    def hand_content(self) -> HandContent:
        game = self.game
        viewer = self.match.viewer()
        if game.is_over:
            return HandContent(over=True)
        if viewer is None or not self.hand_visible():
            hidden = len(game.hands[game.current])
            return HandContent(title=self.presenter.waiting(), face_up=False, hidden=hidden)
        tiles = self.presenter.hand_tiles(viewer)
        own = viewer == game.current and self.match.human_to_move
        presenter = self.presenter
        return HandContent(
            title=presenter.hand_title(viewer),
            tiles=tiles,
            lines=presenter.hand_status(show_hints=self.show_hints, hints=self.hints)
            if own
            else (),
            shorter=presenter.shorter(show_hints=self.show_hints, hints=self.hints) if own else {},
            selected=self.placing.tile,
            returning=frozenset(self.returning),
            faces={tile: self.placing.face_of(tile) for tile in tiles},
            dirs={tile: self.placing.dir_of(tile) for tile in tiles},
            colour_blind=self.app.options.colour_blind,
            tileset=game.tileset,
        )

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

    def stuck(self) -> bool:
        """The human to move can place neither domino (they return or pass)."""
        return self.presenter.stuck()

    def second_possible(self) -> bool:
        """The player to move may pay for a second domino and it fits somewhere."""
        return self.presenter.second_possible()

    def paused(self) -> bool:
        """After an undo back to a computer's move, the computer waits for redo or 'continue'."""
        return self.presenter.paused()

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

    def cancel_hints(self) -> None:
        """Stop a hint search (the position it was asked for is gone)."""
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None
        self.hints = None

    def after_event(self, event: Event) -> None:
        self.placing.reset()
        self.cancel_hints()
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

    def second(self) -> None:
        if self.may_act() and self.game.phase is Phase.SECOND and self.game.can_pay_second():
            hand = self.game.hands[self.game.current]
            if hand:
                self.placing.select(self.game, hand[0])
                self.start_keyboard_ghost()

    def end_turn(self) -> None:
        if self.may_act() and self.game.phase is Phase.SECOND:
            self.apply(EndTurn())

    def return_selected(self) -> None:
        if self.may_act() and self.stuck() and self.returning:
            hand = self.game.hands[self.game.current]
            self.apply(Return(tuple(t for t in hand if t in self.returning)))

    def pass_turn(self) -> None:
        if self.may_act() and self.stuck():
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
        self.say(tr("toast.undo", what=self.steps_text()))

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
        self.say(tr("toast.redo", what=self.steps_text()))

    def steps_text(self) -> str:
        """The latest undo or redo in words (the presenter's)."""
        return self.presenter.steps_text()

    def toggle_spots(self) -> None:
        if self.game.is_over:
            return  # (nothing left to place: the button is off, and so is its key)
        self.app.options.show_spots = not self.app.options.show_spots

    def toggle_hints(self) -> None:
        """H or the Hint button: show the hints, or hide them (see :meth:`hide_hints`)."""
        if self.show_hints:
            self.hide_hints()
        else:
            self.show_hints = True
            self.hints_asked = True

    def hide_hints(self) -> None:
        """Hide the hints: their search stops, and a hint being previewed goes with them
        (its domino back in the hand, the table left as it was before the hint was taken);
        a placement of the player's own stays."""
        hints = self.hints or []
        preview = self.placing.preview
        if preview is not None and any(h.action == preview for h in hints):
            self.placing.reset()
        self.show_hints = False
        self.hint_reveal = False
        self.table.focus = 0
        self.cancel_hints()

    def toggle_help(self) -> None:
        self.help = not self.help

    def fit(self) -> None:
        """The whole table in view, and the hints shown with it."""
        cells = list(self.game.board.cells)
        if self.show_hints and self.hints and self.may_act():
            cells += [c for h in self.hints for c in cells_of(h.action.at, h.action.dir)]
        self.camera.fit(cells)

    # ----------------------------------------------------------------- hints taken

    def take_hint(self, index: int) -> bool:
        """Hold the domino of hint ``index`` (1 is 0) as the hint places it and preview it:
        the player then confirms as usual (click it again, Enter). Whether it was taken."""
        hints = self.hints
        if not (self.show_hints and hints and 0 <= index < len(hints) and self.may_act()):
            return False
        action = hints[index].action
        placing = self.placing
        if not placing.select(self.game, action.tile):
            return False
        placing.preview = None
        placing.face, placing.dir, placing.at = action.face, action.dir, action.at
        self.table.focus = index
        self.keyboard = True  # the ghost stays where the hint put it
        if placing.click(self.game) is not Click.PREVIEW:
            return False
        self.show_if_hidden(action)
        return True

    def hint_at(self, x: float, y: float) -> int | None:
        """The hint under the window point: its badge, else a hint covering the cell (the
        one after the focused hint among those sharing the cell, so that clicks go round
        them)."""
        hints = self.hints
        if not (self.show_hints and hints and self.may_act()):
            return None
        for rank, rect in enumerate(hint_marker_rects(self.camera, hints)):
            if rect.contains(x, y):
                return rank
        if not self.camera.contains(x, y):
            return None
        wx, wy = self.camera.to_world(x, y)
        cell = (math.floor(wx), math.floor(wy))
        under = [i for i, h in enumerate(hints) if cell in cells_of(h.action.at, h.action.dir)]
        if not under:
            return None
        focus = self.table.focus
        if focus in under and self.placing.preview == hints[focus].action:
            return under[(under.index(focus) + 1) % len(under)] if len(under) > 1 else focus
        return focus if focus in under else under[0]

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
        self.update_hints()
        self.table.update(self.now)
        over = self.game.is_over and self.over_since is not None
        if over and self.now - self.over_since > 1.6 and self.slide is None and not self.modals:  # type: ignore[operator]
            self.over_since = math.inf  # once
            self.app.show_end(self.match)

    def decision(self) -> Callable[[Progress, Cancelled], Action] | None:
        if self.paused():
            return None  # (after an undo, Redo or C)
        seat = self.game.current
        self.cancel_hints()  # the computer gets the processor to itself
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
        return self.show_box(box_of(action.at, action.dir))

    def show_box(self, box: tuple[float, float, float, float] | None) -> bool:
        """Bring ``box`` (table units) wholly into the table's view unless it is there (see
        :meth:`show_if_hidden`): gently, by the least pan, zoomed out only when it does not
        fit, clear of the banner at the top and far enough from the edges for the hints'
        badges. Whether it could (the mouse button was free)."""
        if self.press is not None:
            return False
        if box is not None:
            self.camera.reveal(box, self.now, top=BANNER)
        return True

    def hints_to_show(self, hints: list[Hint]) -> tuple[float, float, float, float] | None:
        """What of new ``hints`` comes into view: all of them, except within a turn (its
        second placement) unasked, where the table keeps its zoom and the domino just placed
        stays in view: then all with it when they fit at that zoom, else the best one with
        it, else the best one alone (the table does not jump after a confirmed domino)."""
        box = hints_box(hints)
        if box is None or self.hints_asked or self.game.phase is not Phase.SECOND:
            return box
        best = hints[0].action
        choices = [box, box_of(best.at, best.dir)]
        last = self.match.events[-1].action if self.match.events else None
        if isinstance(last, Place):
            placed = box_of(last.at, last.dir)
            choices = [_union(c, placed) for c in choices] + choices[1:]
        goal = self.camera.goal()
        for choice in choices:
            if self.camera.reveal_target(choice, top=BANNER, base=goal)[1] == goal[1]:
                return choice
        return choices[-1]

    def follow_ghost(self) -> None:
        """The held domino moved by the keyboard: in view, by the least gentle pan."""
        if self.placing.at is not None and self.placing.tile is not None:
            box = box_of(self.placing.at, self.placing.dir)
            self.camera.reveal(box, self.now, pad=self.camera.scale * 0.5, top=BANNER)

    def update_hints(self) -> None:
        if not self.show_hints or not self.match.human_to_move or not self.hand_visible():
            return
        if self.game.phase is Phase.OPENING:
            return
        if self.hints_version == self.match.version and (
            self.hints is not None or self.hint_task is not None
        ):
            if self.hint_task is not None and self.hint_task.done:
                task = self.hint_task
                self.hint_task = None
                self.hints = task.result if task.error is None and task.result is not None else []
                self.hint_reveal = bool(self.hints)
                self.table.focus = 0
            if self.hint_reveal and self.hints and self.show_box(self.hints_to_show(self.hints)):
                self.hint_reveal = False
                self.hints_asked = False
                self.table.focus = 0
            return
        if self.hint_task is not None:
            self.hint_task.cancel()
        view = private_view(self.game, self.game.current)
        self.hints_version = self.match.version
        self.hints = None
        self.hint_task = Task(
            lambda progress, cancelled: find_hints(view, 3, cancelled), name="figures-hints"
        )

    # ----------------------------------------------------------------- input: keys

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.question_key = False
        super().on_key_press(symbol, modifiers)

    def game_key(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        shift = bool(modifiers & key.MOD_SHIFT)
        if self.command_key(symbol, modifiers, KEYS):
            if bound(symbol, modifiers, ("help",)):
                # The "?" typed that comes with this key press is the same request.
                self.question_key = symbol != key.F2
            return
        if bound(symbol, modifiers, ("cancel",)):
            if self.top_bar.more_open:
                self.top_bar.more_open = False
            elif self.help:
                self.help = False
            elif not self.placing.cancel() and self.show_hints:
                self.hide_hints()
            return
        if symbol == key.C and self.match.computer_to_move and self.paused():
            self.match.clear_redo()  # let the computer decide afresh
            return
        arrows = {key.LEFT: (-1, 0), key.RIGHT: (1, 0), key.UP: (0, 1), key.DOWN: (0, -1)}
        if symbol in arrows:
            dx, dy = arrows[symbol]
            if self.placing.tile is not None and not shift and self.may_act():
                if self.placing.at is None or not self.keyboard:
                    self.start_keyboard_ghost()
                else:
                    self.placing.move_by(dx, dy)
                self.keyboard = True
                self.follow_ghost()
            else:
                self.camera.pan_cells(dx * 2, dy * 2)
            return
        if not self.may_act():
            return
        game = self.game
        numbers = {key.KEY_1: 0, key.NUM_1: 0, key.KEY_2: 1, key.NUM_2: 1, key.KEY_3: 2}
        numbers[key.NUM_3] = 2
        hinting = self.show_hints and self.hints != [] and game.phase is not Phase.OPENING
        if symbol in numbers and hinting and not self.stuck():
            # With the hints shown, 1 / 2 / 3 take them (nothing while they are looked for:
            # a number does not mean a domino of the hand one moment and a hint the next).
            self.take_hint(numbers[symbol])
        elif symbol in (key.KEY_1, key.NUM_1, key.KEY_2, key.NUM_2):
            index = 0 if symbol in (key.KEY_1, key.NUM_1) else 1
            if self.stuck():
                self.toggle_return(index)
            elif self.placing.select_index(game, index):
                self.after_select()
        elif symbol == key.TAB:
            if self.placing.cycle(game):
                self.after_select()
        elif symbol == key.R:
            self.rotate(-1 if shift else 1)
        elif symbol == key.F:
            self.placing.flip()
        elif bound(symbol, modifiers, ("confirm",)):
            if self.stuck():  # return the dominoes chosen with 1 / 2, or pass
                if self.returning and len(game.bag):
                    self.return_selected()
                else:
                    self.pass_turn()
                return
            if (
                self.placing.tile is None
                and game.phase is Phase.SECOND
                and not game.can_pay_second()
            ):
                self.end_turn()
                return
            if self.placing.tile is not None and self.placing.at is None:
                self.start_keyboard_ghost()
                return
            self.click_ghost()
        elif symbol == key.E:
            self.end_turn()
        elif symbol == key.S:
            self.second()

    def game_text(self, content: str) -> None:
        """Typed text: "?" for the keys. The window does not always send a key press with a
        "?" (a second one in a row under X comes as Shift and the text alone), so the text
        opens and closes the keys too, once per "?"."""
        if content == "?":
            if self.question_key:
                self.question_key = False
            else:
                self.toggle_help()

    def after_select(self) -> None:
        if self.keyboard or self.hover is None or not self.camera.contains(*self.hover):
            self.start_keyboard_ghost()
        else:
            self.placing.move_to(self.camera.to_world(*self.hover))

    def start_keyboard_ghost(self) -> None:
        """Put the held domino on a legal spot near the middle of the view (keyboard play)."""
        self.keyboard = True
        x0, y0, x1, y1 = self.camera.visible()
        self.placing.place_near(self.game, ((x0 + x1) / 2, (y0 + y1) / 2))
        self.follow_ghost()

    def rotate(self, steps: int) -> None:
        """R, the right button or the wheel while held: turn the held domino; with the mouse
        on the table it stays centred under the cursor."""
        self.placing.rotate(steps)
        if not self.keyboard and self.hover is not None and self.camera.contains(*self.hover):
            self.placing.move_to(self.camera.to_world(*self.hover))

    def toggle_return(self, index: int) -> None:
        hand = self.game.hands[self.game.current]
        if 0 <= index < len(hand):
            self.returning ^= {hand[index]}

    def click_ghost(self) -> None:
        result = self.placing.click(self.game)
        if result is Click.CONFIRM:
            self.confirm()

    # ----------------------------------------------------------------- input: mouse

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)
        if self.placing.preview is None:  # pointing at a hint brings its ghost forward
            pointed = self.hint_at(x, y)
            if pointed is not None and self.placing.tile is None:
                self.table.focus = pointed
        if self.placing.tile is None or not self.may_act():
            return
        if self.camera.contains(x, y):
            self.keyboard = False
            self.placing.move_to(self.camera.to_world(x, y))
        elif not self.keyboard:
            self.placing.lift()  # the ghost that followed the pointer goes with it

    def on_mouse_leave(self, x: int, y: int) -> None:
        """The pointer left the window: a ghost that followed it goes."""
        self.hover = None
        if not self.keyboard:
            self.placing.lift()

    def game_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.help:  # a click closes the keys; outside their panel it also does its work
            self.help = False
            if self.top_bar.shows("help", x, y) or self.keys.contains(x, y):
                return  # (the Keys button would open them again)
        if self.top_bar.press(x, y):
            self.press = Press(x, y, button, "ui")
            return
        if press_widgets(list(self.hand.action_buttons), x, y):
            self.press = Press(x, y, button, "ui")
            return
        if self.hand.rect.contains(x, y):
            self.press = Press(x, y, button, "hand")
            self.click_hand(x, y)
            return
        if self.camera.contains(x, y):
            self.press = Press(x, y, button, "table")
            return
        self.press = Press(x, y, button, "ui")

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.hover = (x, y)
        press = self.press
        if press is None or press.where != "table":
            return
        if not press.dragged and math.hypot(x - press.x, y - press.y) >= DRAG_THRESHOLD:
            press.dragged = True
        if press.dragged:
            self.camera.pan_pixels(dx, dy)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        press = self.press
        self.press = None
        if press is None or press.where != "table" or press.dragged or press.rotated:
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            if self.may_act():
                self.rotate(1)
            return
        if button != arcade.MOUSE_BUTTON_LEFT or not self.may_act():
            return
        if self.click_hint(x, y):
            return
        if self.placing.tile is None:
            return
        world = self.camera.to_world(x, y)
        preview = self.placing.preview
        if preview is not None:
            if snap(world, self.placing.dir) != preview.at and not _inside(preview, world):
                self.placing.preview = None
                self.placing.move_to(world)
        else:
            self.placing.move_to(world)
        self.keyboard = False
        self.click_ghost()

    def click_hint(self, x: float, y: float) -> bool:
        """A click on a hint (its badge, or its cells when no domino is held, or when the
        held one would not fit there): preview it, or confirm it when it is the one
        previewed. Whether the click was a hint's."""
        rank = self.hint_at(x, y)
        if rank is None or self.hints is None:
            return False
        on_badge = any(r.contains(x, y) for r in hint_marker_rects(self.camera, self.hints))
        preview = self.placing.preview
        if not on_badge and preview is not None and _inside(preview, self.camera.to_world(x, y)):
            return False  # a click on the placement previewed confirms it
        if not on_badge and self.placing.tile is not None and preview is None:
            self.placing.move_to(self.camera.to_world(x, y))
            verdict = self.placing.verdict(self.game)
            if verdict is not None and verdict.legal:
                return False  # the held domino fits there: the usual click
        if preview == self.hints[rank].action:
            self.confirm()
        else:
            self.take_hint(rank)
        return True

    def game_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        held = self.press is not None and self.press.where == "table"
        if held and self.placing.tile is not None and self.may_act():
            self.rotate(1 if scroll_y < 0 else -1)
            if self.press is not None:
                self.press.rotated = True
            return
        if self.camera.contains(x, y):
            self.camera.zoom_at(x, y, 1.15**scroll_y)

    def click_hand(self, x: float, y: float) -> None:
        if not self.may_act():
            return
        tile = self.hand.tile_at(x, y)
        if tile is None:
            return
        if self.stuck():
            self.returning ^= {tile}
        elif self.placing.tile == tile:
            self.placing.flip()
        elif self.placing.select(self.game, tile):
            self.after_select()

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

    def status_line(self) -> str:
        return self.presenter.status_line(thinking=self.thinking())

    def hand_status(self) -> list[tuple[str, RGB]]:
        lines = self.presenter.hand_status(show_hints=self.show_hints, hints=self.hints)
        return [(line, colour_of(tone)) for line, tone in lines]

    def hint_text(self) -> tuple[str, RGB]:
        line, tone = hint_text(self.hints, self.game.board, hand=self.presenter.hand_words())
        return line, colour_of(tone)

    def log_lines(self) -> list[tuple[int, str]]:
        return self.presenter.log_lines()

    def fps(self) -> float:
        """Frames per second over the last second of updates."""
        recent = [t for t in self.frames if self.now - t <= 1.0]
        if len(recent) < 2:
            return 0.0
        return (len(recent) - 1) / (recent[-1] - recent[0]) if recent[-1] > recent[0] else 0.0


def kept_note(kept: Path | None) -> str:
    """Where the unfinished game an opened one replaced was kept, for the toast."""
    return "" if kept is None else tr("toast.kept", name=kept.name)


def _union(
    a: tuple[float, float, float, float], b: tuple[float, float, float, float]
) -> tuple[float, float, float, float]:
    """The rectangle holding both ``a`` and ``b``."""
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _cells_box(cells: list[tuple[int, int]]) -> tuple[float, float, float, float]:
    """The rectangle of ``cells``, in table units."""
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)


def _inside(action: Place, world: tuple[float, float]) -> bool:
    cell = (math.floor(world[0]), math.floor(world[1]))
    return cell in cells_of(action.at, action.dir)
