"""The player's input on the colour game screen: the keys and the mouse on the table and the
hand, which move, turn and drop the held domino (:class:`~figures.ui.colour.controller.Placing`)
or pan and zoom the table, and the turn's own actions (a second domino, the end of the turn,
dominoes returned).

:class:`PlayInput` keeps no state of its own: the held domino is the screen's ``placing``,
the button held its ``press`` (read by the hints and the guide), ``keyboard`` whether the
ghost was last moved by a key."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import arcade

from figures.colour.actions import EndTurn, Return
from figures.colour.game import Phase
from figures.scene.colour import box_of
from figures.ui.colour.controller import DRAG_THRESHOLD, Press, snap
from figures.ui.colour.hints import BANNER, inside
from figures.ui.shell.keys import bound
from figures.ui.widgets.buttons import press_widgets

if TYPE_CHECKING:
    from figures.ui.colour.hints import HintAid
    from figures.ui.colour.screen import Screen

__all__ = ["KEYS", "PlayInput"]

#: The actions of the key table this screen's keys do (:mod:`figures.ui.shell.keys`).
KEYS = ("undo", "redo", "save", "open", "rules", "help", "fit", "spots", "hint")


class PlayInput:
    """The keys and clicks of ``screen`` with nothing open over it; ``hints`` takes theirs."""

    def __init__(self, screen: Screen, hints: HintAid) -> None:
        self.screen = screen
        self.hints = hints

    # ----------------------------------------------------------------- the turn's actions

    def second(self) -> None:
        screen = self.screen
        game = screen.game
        if screen.may_act() and game.phase is Phase.SECOND and game.can_pay_second():
            hand = game.hands[game.current]
            if hand:
                screen.placing.select(game, hand[0])
                self.start_ghost()

    def end_turn(self) -> None:
        if self.screen.may_act() and self.screen.game.phase is Phase.SECOND:
            self.screen.apply(EndTurn())

    def return_selected(self) -> None:
        screen = self.screen
        if screen.may_act() and screen.presenter.stuck() and screen.returning:
            hand = screen.game.hands[screen.game.current]
            screen.apply(Return(tuple(t for t in hand if t in screen.returning)))

    def toggle_return(self, index: int) -> None:
        hand = self.screen.game.hands[self.screen.game.current]
        if 0 <= index < len(hand):
            self.screen.returning ^= {hand[index]}

    def toggle_spots(self) -> None:
        if self.screen.game.is_over:
            return  # (nothing left to place: the button is off, and so is its key)
        options = self.screen.app.options
        options.show_spots = not options.show_spots

    def toggle_help(self) -> None:
        self.screen.help = not self.screen.help

    # ----------------------------------------------------------------- the held domino

    def after_select(self) -> None:
        screen = self.screen
        hover = screen.hover
        if screen.keyboard or hover is None or not screen.camera.contains(*hover):
            self.start_ghost()
        else:
            screen.placing.move_to(screen.camera.to_world(*hover))

    def start_ghost(self) -> None:
        """Put the held domino on a legal spot near the middle of the view (keyboard play)."""
        screen = self.screen
        screen.keyboard = True
        x0, y0, x1, y1 = screen.camera.visible()
        screen.placing.place_near(screen.game, ((x0 + x1) / 2, (y0 + y1) / 2))
        self.follow_ghost()

    def follow_ghost(self) -> None:
        """The held domino moved by the keyboard: in view, by the least gentle pan."""
        screen = self.screen
        placing, camera = screen.placing, screen.camera
        if placing.at is not None and placing.tile is not None:
            box = box_of(placing.at, placing.dir)
            camera.reveal(box, screen.now, pad=camera.scale * 0.5, top=BANNER)

    def rotate(self, steps: int) -> None:
        """R, the right button or the wheel while held: turn the held domino; with the mouse
        on the table it stays centred under the cursor."""
        screen = self.screen
        screen.placing.rotate(steps)
        hover = screen.hover
        if not screen.keyboard and hover is not None and screen.camera.contains(*hover):
            screen.placing.move_to(screen.camera.to_world(*hover))

    # ----------------------------------------------------------------- keys

    def key(self, symbol: int, modifiers: int) -> None:
        screen = self.screen
        key = arcade.key
        shift = bool(modifiers & key.MOD_SHIFT)
        if screen.command_key(symbol, modifiers, KEYS):
            if bound(symbol, modifiers, ("help",)):
                # The "?" typed that comes with this key press is the same request.
                screen.question_key = symbol != key.F2
            return
        placing = screen.placing
        if bound(symbol, modifiers, ("cancel",)):
            if screen.top_bar.more_open:
                screen.top_bar.more_open = False
            elif screen.help:
                screen.help = False
            elif not placing.cancel() and screen.show_hints:
                self.hints.hide()
            return
        if symbol == key.C and screen.match.computer_to_move and screen.presenter.paused():
            screen.match.clear_redo()  # let the computer decide afresh
            return
        arrows = {key.LEFT: (-1, 0), key.RIGHT: (1, 0), key.UP: (0, 1), key.DOWN: (0, -1)}
        if symbol in arrows:
            dx, dy = arrows[symbol]
            if placing.tile is not None and not shift and screen.may_act():
                if placing.at is None or not screen.keyboard:
                    self.start_ghost()
                else:
                    placing.move_by(dx, dy)
                screen.keyboard = True
                self.follow_ghost()
            else:
                screen.camera.pan_cells(dx * 2, dy * 2)
            return
        if screen.may_act():
            self.play_key(symbol, modifiers)

    def play_key(self, symbol: int, modifiers: int) -> None:
        """A key of the player to move: take a hint, choose, turn or drop the domino, end
        the turn."""
        screen = self.screen
        key = arcade.key
        game, placing = screen.game, screen.placing
        stuck = screen.presenter.stuck()
        numbers = {key.KEY_1: 0, key.NUM_1: 0, key.KEY_2: 1, key.NUM_2: 1, key.KEY_3: 2}
        numbers[key.NUM_3] = 2
        hinting = screen.show_hints and screen.hints != [] and game.phase is not Phase.OPENING
        if symbol in numbers and hinting and not stuck:
            # With the hints shown, 1 / 2 / 3 take them (nothing while they are looked for:
            # a number does not mean a domino of the hand one moment and a hint the next).
            self.hints.take(numbers[symbol])
        elif symbol in (key.KEY_1, key.NUM_1, key.KEY_2, key.NUM_2):
            index = 0 if symbol in (key.KEY_1, key.NUM_1) else 1
            if stuck:
                self.toggle_return(index)
            elif placing.select_index(game, index):
                self.after_select()
        elif symbol == key.TAB:
            if placing.cycle(game):
                self.after_select()
        elif symbol == key.R:
            self.rotate(-1 if modifiers & key.MOD_SHIFT else 1)
        elif symbol == key.F:
            placing.flip()
        elif bound(symbol, modifiers, ("confirm",)):
            if stuck:  # return the dominoes chosen with 1 / 2, or pass
                if screen.returning and len(game.bag):
                    self.return_selected()
                else:
                    screen.pass_turn()
                return
            if placing.tile is None and game.phase is Phase.SECOND and not game.can_pay_second():
                self.end_turn()
                return
            if placing.tile is not None and placing.at is None:
                self.start_ghost()
                return
            screen.click_ghost()
        elif symbol == key.E:
            self.end_turn()
        elif symbol == key.S:
            self.second()

    def text(self, content: str) -> None:
        """Typed text: "?" for the keys. The window does not always send a key press with a
        "?" (a second one in a row under X comes as Shift and the text alone), so the text
        opens and closes the keys too, once per "?"."""
        if content == "?":
            if self.screen.question_key:
                self.screen.question_key = False
            else:
                self.toggle_help()

    # ----------------------------------------------------------------- mouse

    def motion(self, x: int, y: int) -> None:
        screen = self.screen
        screen.hover = (x, y)
        placing = screen.placing
        if placing.preview is None:  # pointing at a hint brings its ghost forward
            pointed = self.hints.at(x, y)
            if pointed is not None and placing.tile is None:
                screen.table.focus = pointed
        if placing.tile is None or not screen.may_act():
            return
        if screen.camera.contains(x, y):
            screen.keyboard = False
            placing.move_to(screen.camera.to_world(x, y))
        elif not screen.keyboard:
            placing.lift()  # the ghost that followed the pointer goes with it

    def leave(self) -> None:
        """The pointer left the window: a ghost that followed it goes."""
        self.screen.hover = None
        if not self.screen.keyboard:
            self.screen.placing.lift()

    def press(self, x: int, y: int, button: int) -> None:
        screen = self.screen
        if screen.help:  # a click closes the keys; outside their panel it also does its work
            screen.help = False
            if screen.top_bar.shows("help", x, y) or screen.keys.contains(x, y):
                return  # (the Keys button would open them again)
        if screen.top_bar.press(x, y):
            screen.press = Press(x, y, button, "ui")
            return
        if press_widgets(list(screen.hand.action_buttons), x, y):
            screen.press = Press(x, y, button, "ui")
            return
        if screen.hand.rect.contains(x, y):
            screen.press = Press(x, y, button, "hand")
            self.click_hand(x, y)
            return
        if screen.camera.contains(x, y):
            screen.press = Press(x, y, button, "table")
            return
        screen.press = Press(x, y, button, "ui")

    def drag(self, x: int, y: int, dx: int, dy: int) -> None:
        screen = self.screen
        screen.hover = (x, y)
        press = screen.press
        if press is None or press.where != "table":
            return
        if not press.dragged and math.hypot(x - press.x, y - press.y) >= DRAG_THRESHOLD:
            press.dragged = True
        if press.dragged:
            screen.camera.pan_pixels(dx, dy)

    def release(self, x: int, y: int, button: int) -> None:
        screen = self.screen
        press = screen.press
        screen.press = None
        if press is None or press.where != "table" or press.dragged or press.rotated:
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            if screen.may_act():
                self.rotate(1)
            return
        if button != arcade.MOUSE_BUTTON_LEFT or not screen.may_act():
            return
        if self.hints.click(x, y):
            return
        placing = screen.placing
        if placing.tile is None:
            return
        world = screen.camera.to_world(x, y)
        preview = placing.preview
        if preview is not None:
            if snap(world, placing.dir) != preview.at and not inside(preview, world):
                placing.preview = None
                placing.move_to(world)
        else:
            placing.move_to(world)
        screen.keyboard = False
        screen.click_ghost()

    def scroll(self, x: int, y: int, scroll_y: float) -> None:
        screen = self.screen
        held = screen.press is not None and screen.press.where == "table"
        if held and screen.placing.tile is not None and screen.may_act():
            self.rotate(1 if scroll_y < 0 else -1)
            if screen.press is not None:
                screen.press.rotated = True
            return
        if screen.camera.contains(x, y):
            screen.camera.zoom_at(x, y, 1.15**scroll_y)

    def click_hand(self, x: float, y: float) -> None:
        screen = self.screen
        if not screen.may_act():
            return
        tile = screen.hand.tile_at(x, y)
        if tile is None:
            return
        placing = screen.placing
        if screen.presenter.stuck():
            screen.returning ^= {tile}
        elif placing.tile == tile:
            placing.flip()
        elif placing.select(screen.game, tile):
            self.after_select()
