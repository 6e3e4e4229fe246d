"""The game screen: the table, the hand, the scores, the log, and the computer's turns.

Input goes to :class:`figures.ui.controller.Placing` (which asks the engine) and actions to
:meth:`figures.ui.match.Match.apply`; computer decisions and hints run in
:class:`figures.ui.ai_driver.Task` threads polled in ``on_update``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from figures.ai.hints import Hint
from figures.ai.players import DecisionCancelled
from figures.engine.actions import Action, EndTurn, Place, Return
from figures.engine.board import Placed
from figures.engine.errors import FiguresError, IllegalMoveError
from figures.engine.game import Game, Phase
from figures.engine.geometry import OFFSET, Side
from figures.engine.shapes import domino_polygon
from figures.ui import theme
from figures.ui.ai_driver import Cancelled_, Task, decide
from figures.ui.camera import TableCamera
from figures.ui.controller import Click, Placing, breakdown
from figures.ui.i18n import tr
from figures.ui.match import Event, Match, find_hints, private_view
from figures.ui.table import (
    Batch,
    CachedShape,
    TableRenderer,
    add_domino,
    ghost_batch,
    rect_outline,
    spots_batch,
    surface_outline,
)
from figures.ui.theme import SIZES, rgba
from figures.ui.views.dialog import FileDialog
from figures.ui.widgets import (
    Button,
    Rect,
    draw_text,
    draw_widgets,
    fill_rect,
    fit_text,
    outline_rect,
    press_widgets,
    shadowed_panel,
    text,
)

if TYPE_CHECKING:
    from figures.ui.app import App

DRAG_THRESHOLD = 5


@dataclass
class Slide:
    """A computer's placement on its way to the table."""

    action: Place
    start: float
    origin: tuple[float, float]  # table units, where it comes from


@dataclass
class Floating:
    text: str
    at: tuple[float, float]  # table units
    start: float
    colour: tuple[int, int, int]


@dataclass
class Press:
    x: float
    y: float
    button: int
    where: str  # "table", "hand", "ui"
    dragged: bool = False
    rotated: bool = False


class GameView(arcade.View):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app.window)
        self.app = app
        self.match = match
        self.placing = Placing()
        self.renderer = TableRenderer()
        self.camera = TableCamera((0, SIZES.hand_area, 800, 500))
        self.ghost = CachedShape()
        self.spots = CachedShape()
        self.marks = CachedShape()
        self.hint_shape = CachedShape()
        self.slide_shape = CachedShape()
        self.flash_shape = CachedShape()
        self.flash_start = -10.0
        self.task: Task[Action] | None = None
        self.task_seat: int | None = None
        self.hint_task: Task[list[Hint]] | None = None
        self.hints: list[Hint] | None = None
        self.hints_version = -1
        self.show_hints = False
        self.slide: Slide | None = None
        self.floats: list[Floating] = []
        self.toast: tuple[str, float] | None = None
        self.returning: set[int] = set()
        self.revealed: int | None = None
        self.last_current: int | None = None
        self.dialog: FileDialog | None = None
        self.help = False
        self.hover: tuple[float, float] | None = None
        self.press: Press | None = None
        self.keyboard = False
        self.now = time.monotonic()
        self.over_since: float | None = None
        self.frames: list[float] = []
        self.synced_version = -1
        self.stuck_cache: tuple[int, bool] = (-1, False)
        self.hand_rects: list[tuple[Rect, int]] = []
        self.top = Rect()
        self.side = Rect()
        self.hand = Rect()
        self.buttons: list[Button] = []
        self.action_buttons: list[Button] = []
        self._make_buttons()
        self.layout(self.window.width, self.window.height)
        self.camera.fit(list(match.game.board.cells))
        self.sync()

    # ----------------------------------------------------------------- set-up

    def _make_buttons(self) -> None:
        def game() -> Game:
            return self.match.game

        self.buttons = [
            Button(
                label=lambda: tr("button.undo"),
                action=self.undo,
                enabled=lambda: game().can_undo,
                dark=True,
            ),
            Button(
                label=lambda: tr("button.redo"),
                action=self.redo,
                enabled=lambda: game().can_redo,
                dark=True,
            ),
            Button(
                label=lambda: tr("button.save"), action=lambda: self.open_dialog("save"), dark=True
            ),
            Button(
                label=lambda: tr("button.open"), action=lambda: self.open_dialog("open"), dark=True
            ),
            Button(
                label=lambda: tr("button.aid_spots"),
                action=self.toggle_spots,
                selected=lambda: self.app.options.show_spots,
                dark=True,
            ),
            Button(
                label=lambda: tr("button.hint"),
                action=self.toggle_hints,
                selected=lambda: self.show_hints,
                dark=True,
            ),
            Button(label=lambda: tr("button.fit"), action=self.fit, dark=True),
            Button(label=lambda: tr("button.rules"), action=self.open_rules, dark=True),
            Button(
                label=lambda: tr("button.help"),
                action=self.toggle_help,
                selected=lambda: self.help,
                dark=True,
            ),
            Button(label=lambda: tr("button.menu"), action=self.to_setup, dark=True),
        ]

        def human() -> bool:
            return self.match.human_to_move and self.hand_visible()

        self.action_buttons = [
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
                label=lambda: tr("button.second"),
                action=self.second,
                visible=lambda: (
                    human()
                    and self.placing.preview is None
                    and game().phase is Phase.SECOND
                    and game().can_pay_second()
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
        side = min(SIZES.side_panel, max(260, width // 4))
        self.top = Rect(0, height - SIZES.top_bar, width, SIZES.top_bar)
        self.side = Rect(width - side, 0, side, height - SIZES.top_bar)
        self.hand = Rect(0, 0, width - side, SIZES.hand_area)
        table_h = height - SIZES.top_bar - SIZES.hand_area
        self.camera.resize((0, SIZES.hand_area, width - side, max(1, table_h)))
        # Top bar buttons, right to left.
        # Each as wide as its label, all narrowed together when the window is small.
        natural = [text(b.label(), 0, 0).content_width + 22 for b in self.buttons]
        room = max(200.0, width - 330.0)
        shrink = min(1.0, room / sum(natural))
        x = width - 6
        for button, wanted in zip(reversed(self.buttons), reversed(natural), strict=True):
            bw = max(40, int(wanted * shrink))
            x -= bw + 4
            button.rect = Rect(x, self.top.bottom + 6, bw, SIZES.top_bar - 12)
        self.status_width = x - 16
        # Action buttons: in the hand area's right part, stacked.
        right = self.hand.right - 12
        bw2 = int(min(230, max(160, self.hand.width * 0.24)))
        rows = [0, 1, 0, 1, 0, 1, 0]
        for button, row in zip(self.action_buttons, rows, strict=True):
            button.rect = Rect(right - bw2, 16 + (1 - row) * 42, bw2, 36)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_show_view(self) -> None:
        self.layout(self.window.width, self.window.height)

    def stop(self) -> None:
        """Cancel background work (the view is being left for good)."""
        for task in (self.task, self.hint_task):
            if task is not None:
                task.cancel()
        self.task = None
        self.hint_task = None

    # ----------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        return self.match.game

    def sync(self) -> None:
        """After any change of the game: shapes, the held domino, the flash of new closures."""
        self.synced_version = self.match.version
        self.placing.sync(self.game)
        changed = self.renderer.sync(self.game.board, colour_blind=self.app.options.colour_blind)
        if changed and self.renderer.new_closed:
            batch = Batch()
            for surface in self.renderer.new_closed:
                surface_outline(
                    batch, surface, self.game.board, rgba((255, 255, 255)), SIZES.closed * 2.4
                )
            self.flash_shape.update(("flash", self.match.version), batch)
            self.flash_start = self.now
        if self.game.current != self.last_current:
            self.last_current = self.game.current
            self.returning = set()
            if self.revealed != self.game.current:
                self.revealed = None
        if self.game.phase is not Phase.TURN:
            self.returning = set()
        if self.game.is_over and self.over_since is None:
            self.over_since = self.now
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
            and self.dialog is None
        )

    def reveal(self) -> None:
        self.revealed = self.game.current

    def stuck(self) -> bool:
        """The human to move can place neither domino (they return or pass)."""
        version = self.match.version
        if self.stuck_cache[0] != version:
            game = self.game
            value = (
                game.phase is Phase.TURN
                and not game.is_over
                and not any(game.placeable(t) for t in game.hands[game.current])
            )
            self.stuck_cache = (version, value)
        return self.stuck_cache[1]

    def may_act(self) -> bool:
        return (
            self.match.human_to_move
            and self.slide is None
            and self.dialog is None
            and self.hand_visible()
        )

    # ----------------------------------------------------------------- actions

    def apply(self, action: Action) -> Event | None:
        try:
            event = self.match.apply(action)
        except IllegalMoveError as exc:
            self.say(tr("toast.error", message=str(exc)))
            return None
        self.after_event(event)
        return event

    def after_event(self, event: Event) -> None:
        self.placing.reset()
        self.hints = None
        self.sync()
        if self.match.autosave_error:
            self.say(tr("toast.autosave_failed", message=self.match.autosave_error))
        if isinstance(event.action, Place) and event.score is not None and not event.opening:
            middle = _middle(event.action)
            points = event.score.points
            colour = theme.SEATS[event.player % len(theme.SEATS)]
            label = tr("animation.points", points=points)
            self.floats.append(Floating(label, middle, self.now, colour))
            if event.paid:
                self.floats.append(
                    Floating("-4", (middle[0], middle[1] - 0.6), self.now + 0.5, theme.ILLEGAL)
                )
        if isinstance(event.action, Place):
            # Keep the new domino in view without undoing the player's zoom.
            self.camera.follow(_middle(event.action), border=1.5)

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
        self.stop_thinking()
        self.slide = None
        if not self.game.can_undo:
            self.say(tr("toast.nothing_undo"))
            return
        undone = self.match.undo()
        self.placing.reset()
        self.hints = None
        self.sync()
        self.say(tr("toast.undo", what=", ".join(str(a) for a in undone)))

    def redo(self) -> None:
        self.stop_thinking()
        self.slide = None
        if not self.game.can_redo:
            self.say(tr("toast.nothing_redo"))
            return
        redone = self.match.redo()
        self.placing.reset()
        self.hints = None
        self.sync()
        self.say(tr("toast.redo", what=", ".join(str(a) for a in redone)))

    def stop_thinking(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None

    def toggle_spots(self) -> None:
        self.app.options.show_spots = not self.app.options.show_spots

    def toggle_hints(self) -> None:
        self.show_hints = not self.show_hints
        if not self.show_hints and self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None

    def toggle_help(self) -> None:
        self.help = not self.help

    def fit(self) -> None:
        self.camera.fit(list(self.game.board.cells))

    def open_rules(self) -> None:
        self.app.show_rules(self)

    def to_setup(self) -> None:
        self.stop()
        self.app.game_view = None
        self.app.show_setup()

    def open_dialog(self, mode: str) -> None:
        self.dialog = FileDialog(
            mode, self.save_to if mode == "save" else self.open_from, self.close_dialog
        )

    def close_dialog(self) -> None:
        self.dialog = None

    def save_to(self, path: Path) -> str | None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.match.save(path)
        except (FiguresError, OSError) as exc:
            return str(exc)
        self.say(tr("toast.saved", path=str(path)))
        return None

    def open_from(self, path: Path) -> str | None:
        try:
            self.stop()
            self.app.open(path)
        except FiguresError as exc:
            return tr("file.error", message=str(exc))
        view = self.app.game_view
        if isinstance(view, GameView):
            view.say(tr("toast.opened", path=str(path)))
        return None

    def say(self, message: str) -> None:
        self.toast = (message, self.now)

    # ----------------------------------------------------------------- the computer and hints

    def on_update(self, delta_time: float) -> None:
        self.now = time.monotonic()
        self.frames.append(self.now)
        if len(self.frames) > 120:
            del self.frames[:-120]
        if self.synced_version != self.match.version:
            self.sync()
        if self.needs_passing():
            from figures.ui.views.passing import PassingView

            self.window.show_view(PassingView(self.app, self))
            return
        self.update_computer()
        self.update_hints()
        self.floats = [f for f in self.floats if self.now - f.start < theme.FLOAT]
        over = self.game.is_over and self.over_since is not None
        if over and self.now - self.over_since > 1.6 and self.slide is None and self.dialog is None:  # type: ignore[operator]
            self.over_since = math.inf  # once
            self.app.show_end(self.match)

    def paused(self) -> bool:
        """After an undo back to a computer's move, the computer waits for redo or 'continue'."""
        return self.game.can_redo

    def update_computer(self) -> None:
        match = self.match
        if self.slide is not None:
            if self.now - self.slide.start >= theme.SLIDE:
                action = self.slide.action
                self.slide = None
                self.apply(action)
            return
        if not match.computer_to_move or self.dialog is not None:
            if self.task is not None:
                self.task.cancel()
                self.task = None
            return
        if self.task is None:
            if self.paused():
                return
            seat = self.game.current
            player = match.computers[seat]
            self.task = Task(decide(player, private_view(self.game, seat)), name="figures-computer")
            self.task_seat = seat
            return
        task = self.task
        if not task.done or task.elapsed < theme.THINK_AT_LEAST:
            return
        self.task = None
        if task.error is not None:
            if isinstance(task.error, (Cancelled_, DecisionCancelled)):
                return
            self.say(tr("toast.error", message=str(task.error)))
            actions = self.game.legal_actions()
            if not actions:
                return
            result: Action = actions[0]
        else:
            assert task.result is not None
            result = task.result
        if isinstance(result, Place):
            self.start_slide(result)
        else:
            self.apply(result)

    def start_slide(self, action: Place) -> None:
        _, y0, x1, y1 = self.camera.visible()
        seat = self.game.current
        # From the side of the table next to the scores panel, at the height of the seat's row.
        origin = (x1 + 1.0, y1 - (y1 - y0) * (0.12 + 0.1 * seat))
        self.slide = Slide(action, self.now, origin)
        face = self.game.tileset[action.tile].faces[action.face]
        placed = Placed(face, action.at, action.dir, action.tile)
        self.slide_shape.update(
            ("slide", action),
            ghost_batch(placed, legal=None, colour_blind=self.app.options.colour_blind, alpha=255),
        )
        target = _middle(action)
        self.camera.follow(target, border=1.5)

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
        key = arcade.key
        ctrl = bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))
        shift = bool(modifiers & key.MOD_SHIFT)
        if self.dialog is not None:
            self.dialog.key(symbol, modifiers)
            return
        if ctrl:
            if symbol == key.Z and shift:
                self.redo()
            elif symbol == key.Z:
                self.undo()
            elif symbol == key.Y:
                self.redo()
            elif symbol == key.S:
                self.open_dialog("save")
            elif symbol == key.O:
                self.open_dialog("open")
            return
        if symbol == key.F1:
            self.open_rules()
            return
        if symbol in (key.QUESTION, key.F2) or (symbol == key.SLASH and shift):
            self.toggle_help()
            return
        if symbol == key.ESCAPE:
            if self.help:
                self.help = False
            elif not self.placing.cancel() and self.show_hints:
                self.show_hints = False
            return
        if symbol in (key.SPACE, key.HOME):
            self.fit()
            return
        if symbol == key.L:
            self.toggle_spots()
            return
        if symbol == key.H:
            self.toggle_hints()
            return
        if symbol == key.C and self.match.computer_to_move and self.paused():
            self.game._redo.clear()  # let the computer decide afresh
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
                middle = self.placing.middle()
                if middle is not None:
                    self.camera.follow(middle)
            else:
                self.camera.pan_cells(dx * 2, dy * 2)
            return
        if not self.may_act():
            return
        game = self.game
        if symbol in (key.KEY_1, key.NUM_1, key.KEY_2, key.NUM_2):
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
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
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

    def on_text(self, content: str) -> None:
        if self.dialog is not None:
            self.dialog.text(content)

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
        middle = self.placing.middle()
        if middle is not None:
            self.camera.follow(middle)

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
        if self.camera.contains(x, y) and self.may_act() and self.placing.tile is not None:
            self.keyboard = False
            self.placing.move_to(self.camera.to_world(x, y))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        if self.dialog is not None:
            self.dialog.press(x, y)
            return
        if self.help:
            self.help = False
            return
        if press_widgets(list(self.buttons), x, y):
            self.press = Press(x, y, button, "ui")
            return
        if press_widgets(list(self.action_buttons), x, y):
            self.press = Press(x, y, button, "ui")
            return
        if self.hand.contains(x, y):
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
        if button != arcade.MOUSE_BUTTON_LEFT or not self.may_act() or self.placing.tile is None:
            return
        world = self.camera.to_world(x, y)
        preview = self.placing.preview
        if preview is not None:
            from figures.ui.controller import snap

            if snap(world, self.placing.dir) != preview.at and not _inside(preview, world):
                self.placing.preview = None
                self.placing.move_to(world)
        else:
            self.placing.move_to(world)
        self.keyboard = False
        self.click_ghost()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.dialog is not None:
            return
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
        for rect, tile in self.hand_rects:
            if rect.contains(x, y):
                if self.stuck():
                    self.returning ^= {tile}
                elif self.placing.tile == tile:
                    self.placing.flip()
                elif self.placing.select(self.game, tile):
                    self.after_select()
                return

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        self.clear()
        self.camera.use()
        self.draw_table()
        self.window.default_camera.use()
        self.draw_table_overlays()
        self.draw_top()
        self.draw_side()
        self.draw_hand()
        self.draw_toast()
        if self.help:
            self.draw_help()
        if self.dialog is not None:
            self.dialog.draw(self.hover)

    def draw_table(self) -> None:
        self.renderer.draw()
        self.update_marks()
        self.marks.draw()
        if (
            self.now - self.flash_start < theme.FLASH
            and int((self.now - self.flash_start) * 6) % 2 == 0
        ):
            self.flash_shape.draw()
        if self.may_act() and self.placing.tile is not None:
            if self.app.options.show_spots:
                spots = self.placing.spots(self.game)
                key = (
                    "spots",
                    self.placing.tile,
                    self.placing.face,
                    self.placing.dir,
                    self.match.version,
                )
                if key != self.spots.key:
                    self.spots.update(key, spots_batch(spots, self.placing.dir))
                self.spots.draw()
            self.draw_ghost()
        if self.show_hints and self.hints and self.may_act():
            hint_key = ("hints", tuple(h.action for h in self.hints))
            if hint_key != self.hint_shape.key:
                batch = Batch()
                for rank, hint in enumerate(self.hints):
                    face = self.game.tileset[hint.action.tile].faces[hint.action.face]
                    placed = Placed(face, hint.action.at, hint.action.dir)
                    alpha = 150 if rank == 0 else 90
                    rect_outline(batch, placed.cells, 0.06, 0.09, rgba(theme.HINT, alpha + 60))
                    add_domino(
                        batch,
                        placed.triangles(),
                        domino_polygon(placed),
                        colour_blind=False,
                        alpha=alpha,
                        outline=theme.HINT,
                    )
                self.hint_shape.update(hint_key, batch)
            self.hint_shape.draw()
        if self.slide is not None:
            t = min(1.0, (self.now - self.slide.start) / theme.SLIDE)
            ease = 1 - (1 - t) ** 3
            target = _middle(self.slide.action)
            dx = (self.slide.origin[0] - target[0]) * (1 - ease)
            dy = (self.slide.origin[1] - target[1]) * (1 - ease)
            self.slide_shape.shapes.position = (dx, dy)
            self.slide_shape.draw()

    def draw_ghost(self) -> None:
        placing = self.placing
        if placing.at is None or placing.tile is None:
            return
        verdict = placing.verdict(self.game)
        legal = verdict.legal if verdict is not None else None
        previewing = placing.preview is not None
        key = (
            "ghost",
            placing.tile,
            placing.face,
            placing.at,
            placing.dir,
            legal,
            previewing,
            self.app.options.colour_blind,
        )
        if key != self.ghost.key:
            face = self.game.tileset[placing.tile].faces[placing.face]
            placed = Placed(face, placing.at, placing.dir, placing.tile)
            batch = ghost_batch(
                placed,
                legal=legal,
                colour_blind=self.app.options.colour_blind,
                alpha=255 if previewing else 185,
            )
            if previewing:
                rect_outline(batch, placed.cells, -0.08, 0.07, rgba(theme.LEGAL))
            self.ghost.update(key, batch)
        self.ghost.draw()

    def update_marks(self) -> None:
        last: dict[int, Place] = {}
        for event in self.match.events:
            if isinstance(event.action, Place):
                last[event.player] = event.action
        key = ("marks", tuple(sorted((s, str(a)) for s, a in last.items())))
        if key == self.marks.key:
            return
        batch = Batch()
        for seat, action in last.items():
            dx, dy = OFFSET[action.dir]
            cells = [action.at, (action.at[0] + dx, action.at[1] + dy)]
            colour = theme.SEATS[seat % len(theme.SEATS)]
            rect_outline(batch, cells, -0.06, 0.07, rgba(colour, 230))
        self.marks.update(key, batch)

    def draw_table_overlays(self) -> None:
        """Texts that belong to table places: the floating points, the hint numbers."""
        left, bottom, width, height = self.camera.viewport
        for item in self.floats:
            age = self.now - item.start
            if age < 0:
                continue
            x, y = self.camera.to_screen(*item.at)
            fade = max(0.0, 1 - max(0.0, age - theme.FLOAT * 0.6) / (theme.FLOAT * 0.4))
            y += 24 + age * 36
            label = text(
                item.text,
                x,
                y,
                size=20,
                bold=True,
                colour=(255, 255, 255),
                anchor_x="center",
                anchor_y="center",
                alpha=int(255 * fade),
            )
            w, h = label.content_width + 18, label.content_height + 6
            arcade.draw_lbwh_rectangle_filled(
                x - w / 2, y - h / 2, w, h, (*item.colour, int(230 * fade))
            )
            label.draw()
        if self.show_hints and self.hints and self.may_act():
            for rank, hint in enumerate(self.hints):
                x, y = self.camera.to_screen(*_middle(hint.action))
                if self.camera.contains(x, y):
                    arcade.draw_circle_filled(x, y, 13, theme.HINT)
                    draw_text(
                        str(rank + 1),
                        x,
                        y,
                        size=12,
                        bold=True,
                        colour=(255, 255, 255),
                        anchor_x="center",
                        anchor_y="center",
                    )
        # The table's frame.
        outline_rect(Rect(left, bottom, width, height), theme.PANEL_EDGE)

    def status_line(self) -> str:
        game = self.game
        names = self.match.names()
        name = names[game.current] if not game.is_over else ""
        if game.is_over:
            return tr("top.over")
        if self.task is not None or self.slide is not None:
            return tr("top.thinking", name=name)
        if self.match.computer_to_move and self.paused():
            return tr("top.paused")
        if game.phase is Phase.OPENING:
            return tr("top.opening", name=name)
        if game.phase is Phase.SECOND:
            return tr("top.second", name=name)
        return tr("top.turn", name=name)

    def draw_top(self) -> None:
        fill_rect(self.top, theme.TOP_BAR)
        status = self.status_line()
        if self.task is not None or self.slide is not None:
            dots = "." * (1 + int(self.now * 3) % 3)
            status += dots
        draw_text(
            fit_text(status, self.status_width, SIZES.heading, bold=True),
            14,
            self.top.cy,
            size=SIZES.heading,
            bold=True,
            colour=theme.TOP_TEXT,
            anchor_y="center",
        )
        draw_widgets(list(self.buttons), self.hover)

    def draw_side(self) -> None:
        side = self.side
        fill_rect(side, theme.PANEL)
        arcade.draw_line(side.left, side.bottom, side.left, side.top, theme.PANEL_EDGE, 1)
        game = self.game
        names = self.match.names()
        x = side.left + 14
        y = side.top - 26
        draw_text(tr("panel.players"), x, y, size=SIZES.heading, bold=True)
        counts = f"{tr('top.target', target=game.settings.target)} · "
        draw_text(
            counts + tr("top.bag", count=len(game.bag)),
            side.right - 12,
            y,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
        )
        y -= 12
        for seat, name in enumerate(names):
            row = Rect(side.left + 8, y - 46, side.width - 16, 44)
            current = seat == game.current and not game.is_over
            if current:
                fill_rect(row, theme.mix(theme.SEATS[seat % 4], (255, 255, 255), 0.85))
                outline_rect(row, theme.SEATS[seat % 4])
            arcade.draw_lbwh_rectangle_filled(
                row.left + 6, row.bottom + 8, 6, 28, theme.SEATS[seat % 4]
            )
            kind = game.settings.players[seat].kind
            kind_text = tr(f"kind.{kind}") if f"kind.{kind}" in _KINDS else kind
            draw_text(
                fit_text(name, row.width - 120, SIZES.text, bold=True),
                row.left + 20,
                row.top - 18,
                bold=True,
            )
            sub = f"{kind_text} · {tr('panel.hand_count', count=len(game.hands[seat]))}"
            if current and (self.task is not None or self.slide is not None):
                sub = tr("top.thinking", name="").strip() + " " + "●" * (1 + int(self.now * 4) % 3)
                progress = self.task.progress if self.task is not None else 1.0
                bar = Rect(row.left + 20, row.bottom + 2, (row.width - 110) * progress, 3)
                fill_rect(bar, theme.SEATS[seat % 4])
            draw_text(
                fit_text(sub, row.width - 110, SIZES.small),
                row.left + 20,
                row.bottom + 7,
                size=SIZES.small,
                colour=theme.MUTED,
            )
            draw_text(
                str(game.scores[seat]),
                row.right - 10,
                row.cy,
                size=20,
                bold=True,
                anchor_x="right",
                anchor_y="center",
            )
            y -= 50
        # The score track.
        y -= 14
        draw_text(tr("panel.track"), x, y, size=SIZES.text, bold=True)
        y -= 26
        track = Rect(x + 4, y, side.width - 44, 8)
        fill_rect(track, theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.3))
        target = game.settings.target
        for tick in range(0, target + 1, 20):
            tx = track.left + track.width * tick / target
            arcade.draw_line(tx, track.bottom - 3, tx, track.top + 3, theme.MUTED, 1)
        arcade.draw_line(track.right, track.bottom - 6, track.right, track.top + 6, theme.INK, 2)
        for seat in range(game.player_count):
            score = min(game.scores[seat], target)
            tx = track.left + track.width * score / target
            ty = track.cy + (seat - (game.player_count - 1) / 2) * 7
            arcade.draw_circle_filled(tx, ty, 6, theme.SEATS[seat % 4])
            arcade.draw_circle_outline(tx, ty, 6, (255, 255, 255), 1.5)
        draw_text(
            "0",
            track.left,
            track.bottom - 16,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="center",
        )
        draw_text(
            str(target),
            track.right,
            track.bottom - 16,
            size=SIZES.small,
            colour=theme.MUTED,
            anchor_x="center",
        )
        # The log of the last moves.
        y -= 46
        draw_text(tr("panel.log"), x, y, size=SIZES.text, bold=True)
        y -= 22
        lines = self.log_lines()
        if not lines:
            draw_text(tr("panel.log.empty"), x, y, size=SIZES.small, colour=theme.MUTED)
        room = max(1, int((y - side.bottom - 10) // 20) + 1)
        for seat, line in lines[-room:][::-1]:
            if y < side.bottom + 8:
                break
            arcade.draw_circle_filled(x + 4, y + 4, 4, theme.SEATS[seat % 4])
            draw_text(fit_text(line, side.width - 40, SIZES.small), x + 14, y, size=SIZES.small)
            y -= 20

    def log_lines(self) -> list[tuple[int, str]]:
        names = self.match.names()
        out: list[tuple[int, str]] = []
        for event in self.match.events[-40:]:
            name = names[event.player]
            action = event.action
            if isinstance(action, Place):
                if event.opening:
                    out.append((event.player, tr("log.opening", name=name) + f"  {action}"))
                elif event.score is not None:
                    points = event.score.points
                    line = tr("log.place", name=name, points=points, detail=breakdown(event.score))
                    if event.paid:
                        line += " −4"
                    out.append((event.player, line))
            elif isinstance(action, Return):
                if action.tiles:
                    out.append((event.player, tr("log.return", name=name, count=len(action.tiles))))
                else:
                    out.append((event.player, tr("log.pass", name=name)))
        return out[-12:]

    def draw_hand(self) -> None:
        hand = self.hand
        fill_rect(hand, theme.PANEL)
        arcade.draw_line(hand.left, hand.top, hand.right, hand.top, theme.PANEL_EDGE, 1)
        game = self.game
        names = self.match.names()
        viewer = self.match.viewer()
        self.hand_rects = []
        x = hand.left + 16
        title_y = hand.top - 24
        if game.is_over:
            draw_text(tr("top.over"), x, title_y, size=SIZES.heading, bold=True)
            draw_widgets(list(self.action_buttons), self.hover)
            return
        if viewer is None or not self.hand_visible():
            who = names[game.current]
            message = (
                tr("hand.waiting", name=who)
                if not self.match.human_to_move
                else tr("pass.body", name=who)
            )
            draw_text(message, x, title_y, size=SIZES.heading, bold=True)
            self.draw_cards([], hidden=len(game.hands[game.current]))
            return
        if game.phase is Phase.OPENING and viewer == game.current:
            draw_text(
                tr("hand.opening", name=names[viewer]), x, title_y, size=SIZES.heading, bold=True
            )
            tiles = [game.opening_tile] if game.opening_tile is not None else []
        else:
            draw_text(
                tr("hand.title", name=names[viewer]), x, title_y, size=SIZES.heading, bold=True
            )
            tiles = list(game.hands[viewer])
        self.draw_cards(tiles, hidden=0)
        # The status line: what the ghost would do, or what to do next.
        status_x = x + 2 * (SIZES.hand_cell * 2 + 40) + 20
        status_w = max(100, self.action_buttons[0].rect.left - status_x - 16)
        lines = self.hand_status() if viewer == game.current and self.match.human_to_move else []
        sy = hand.top - 60
        for line, colour in lines:
            label = draw_text(
                line,
                status_x,
                sy,
                size=SIZES.text if colour != theme.HINT else SIZES.small,
                colour=colour,
                width=int(status_w),
                anchor_y="top",
            )
            sy -= label.content_height + 8
        draw_widgets(list(self.action_buttons), self.hover)

    def hand_status(self) -> list[tuple[str, tuple[int, int, int]]]:
        game = self.game
        placing = self.placing
        if self.stuck():
            lines = [(tr("stuck.title"), theme.ILLEGAL)]
            lines.append(
                (tr("stuck.choose") if len(game.bag) else tr("stuck.empty_bag"), theme.TEXT)
            )
            return lines
        if game.phase is Phase.SECOND and placing.tile is None:
            if game.can_pay_second():
                return [(tr("second.offer", score=game.scores[game.current]), theme.TEXT)]
            return [(tr("second.cannot"), theme.TEXT)]
        if placing.tile is None:
            lines = [(tr("hand.select"), theme.TEXT)]
            if self.show_hints:
                lines.append(self.hint_text())
            return lines
        verdict = placing.verdict(game)
        out: list[tuple[str, tuple[int, int, int]]] = []
        if not placing.spots(game) and game.board.placed:
            out.append((tr("status.no_spot"), theme.ILLEGAL))
        elif verdict is None:
            out.append((tr("hand.keys"), theme.MUTED))
        elif verdict.legal and verdict.score is not None:
            if game.phase is Phase.OPENING:
                out.append((tr("status.legal.opening"), theme.LEGAL))
            else:
                detail = breakdown(verdict.score)
                key = "status.preview" if placing.preview is not None else "status.legal"
                line = tr(key, detail=detail, points=verdict.score.points)
                if game.phase is Phase.SECOND:
                    line += tr("status.preview.paid")
                out.append((line, theme.LEGAL))
        else:
            out.append((tr("status.illegal", reason=verdict.reason), theme.ILLEGAL))
        if self.show_hints:
            out.append(self.hint_text())
        else:
            out.append((tr("hand.keys"), theme.MUTED))
        return out

    def hint_text(self) -> tuple[str, tuple[int, int, int]]:
        if self.hints is None:
            return (tr("hint.thinking"), theme.HINT)
        if not self.hints:
            return (tr("hint.none"), theme.HINT)
        parts = [
            tr(
                "hint.line",
                n=i + 1,
                move=str(h.action),
                detail=breakdown(h.score),
                points=h.score.points - h.paid,
            )
            for i, h in enumerate(self.hints)
        ]
        return ("\n".join(parts), theme.HINT)

    def draw_cards(self, tiles: list[int], hidden: int) -> None:
        cell = SIZES.hand_cell
        x = self.hand.left + 40
        bottom = self.hand.bottom + 34
        count = len(tiles) if tiles else hidden
        for index in range(count):
            rect = Rect(x - 8, bottom - 10, cell * 2 + 16, cell + 20)
            if not tiles:
                fill_rect(
                    Rect(x, bottom, cell * 2, cell), theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.2)
                )
                outline_rect(Rect(x, bottom, cell * 2, cell), theme.PANEL_EDGE, 2)
                draw_text(
                    tr("hand.hidden"),
                    x + cell,
                    bottom + cell / 2,
                    colour=theme.MUTED,
                    anchor_x="center",
                    anchor_y="center",
                )
                x += cell * 2 + 40
                continue
            tile = tiles[index]
            selected = self.placing.tile == tile
            returning = tile in self.returning
            if selected or returning:
                fill_rect(
                    rect,
                    theme.mix(
                        theme.ILLEGAL if returning else theme.SELECTED, (255, 255, 255), 0.75
                    ),
                )
                outline_rect(rect, theme.ILLEGAL if returning else theme.SELECTED, 2)
            face = self.placing.face if selected else 0
            self.draw_card_domino(tile, face, x, bottom, cell)
            label = f"{index + 1}" if self.stuck() or len(tiles) > 1 else "1"
            draw_text(
                label,
                x - 22,
                bottom + cell / 2,
                size=SIZES.heading,
                bold=True,
                colour=theme.MUTED,
                anchor_y="center",
            )
            draw_text(
                f"#{tile} · {tr('hand.face', n=face + 1)}",
                x + cell * 2,
                bottom - 20,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="right",
            )
            self.hand_rects.append((rect, tile))
            x += cell * 2 + 40

    def draw_card_domino(self, tile: int, face_index: int, x: float, y: float, cell: int) -> None:
        key = ("card", tile, face_index, x, y, cell, self.app.options.colour_blind)
        cache = _CARD_CACHE.get(key)
        if cache is None:
            face = self.game.tileset[tile].faces[face_index]
            placed = Placed(face, (0, 0), Side.E, tile)
            batch = Batch()
            add_domino(
                batch,
                placed.triangles(),
                domino_polygon(placed),
                colour_blind=self.app.options.colour_blind,
            )
            batch.points = [(x + px * cell, y + py * cell) for px, py in batch.points]
            cache = CachedShape()
            cache.update(key, batch)
            if len(_CARD_CACHE) > 64:
                _CARD_CACHE.clear()
            _CARD_CACHE[key] = cache
        cache.draw()

    def draw_toast(self) -> None:
        if self.toast is None:
            return
        message, start = self.toast
        if self.now - start > theme.TOAST:
            self.toast = None
            return
        left, bottom, width, _ = self.camera.viewport
        label = fit_text(message, width - 60)
        probe = draw_text(label, -1000, -1000)
        w = probe.content_width + 28
        rect = Rect(left + (width - w) / 2, bottom + 14, w, 30)
        fill_rect(rect, (58, 62, 74, 230))
        draw_text(
            label, rect.cx, rect.cy, colour=(255, 255, 255), anchor_x="center", anchor_y="center"
        )

    def draw_help(self) -> None:
        left, bottom, width, height = self.camera.viewport
        rect = Rect(left + 30, bottom + height / 2 - 110, width - 60, 220)
        shadowed_panel(rect)
        draw_text(tr("help.title"), rect.left + 20, rect.top - 30, size=SIZES.heading, bold=True)
        draw_text(
            tr("help.body"),
            rect.left + 20,
            rect.top - 46,
            width=int(rect.width - 40),
            anchor_y="top",
        )

    def fps(self) -> float:
        """Frames per second over the last second of updates."""
        recent = [t for t in self.frames if self.now - t <= 1.0]
        if len(recent) < 2:
            return 0.0
        return (len(recent) - 1) / (recent[-1] - recent[0]) if recent[-1] > recent[0] else 0.0


_KINDS = {"kind.human", "kind.random", "kind.easy", "kind.medium", "kind.hard"}
_CARD_CACHE: dict[object, CachedShape] = {}


def _middle(action: Place) -> tuple[float, float]:
    dx, dy = OFFSET[action.dir]
    return (action.at[0] + 0.5 + dx / 2, action.at[1] + 0.5 + dy / 2)


def _inside(action: Place, world: tuple[float, float]) -> bool:
    dx, dy = OFFSET[action.dir]
    cells = [action.at, (action.at[0] + dx, action.at[1] + dy)]
    cell = (math.floor(world[0]), math.floor(world[1]))
    return cell in cells
