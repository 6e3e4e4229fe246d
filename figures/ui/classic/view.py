"""The classic game screen: the table, the hand, the other seats' backs, the scores and the
log, the computer's turns in a background thread, hints, undo and redo, the round's end and
the game's.

Every rule goes through the engine: the tiles that may be picked, the ends they light, what a
play scores and whether the Draw and Pass buttons are enabled all come from the match's legal
actions and :meth:`~figures.classic.game.Game.preview`; the words from
:mod:`figures.ui.classic.presenter`.

Flow for a human, one rule for the mouse and the keys: pick a tile (click, arrows, Tab or a
number) and the ends it may go on light, even a single one not previewed yet; a first click on
an end (or Up/Down, its number, Enter for the first) shows a ghost of the tile there with what
it scores; a second click on that end (or on the ghost), its number again, Enter or the Play
button plays it. A click on the held tile in the hand (or Esc) puts it back. Draw (D) and
Pass (P) are enabled only when the engine allows them, their labels saying why.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from figures.ai.classic_hints import ClassicHint
from figures.classic.actions import DRAW, PASS, Action, Lead, Play
from figures.classic.round import Round
from figures.core.errors import FiguresError, IllegalMoveError
from figures.texts.i18n import count_text, language, tr
from figures.ui import theme
from figures.ui.classic import lines, presenter
from figures.ui.classic.controls import Controls
from figures.ui.classic.cover import Cover
from figures.ui.classic.ghost import Ghost
from figures.ui.classic.hand import HandRow
from figures.ui.classic.hints import Hinting
from figures.ui.classic.holding import Holding
from figures.ui.classic.match import ClassicMatch, Played
from figures.ui.classic.motion import Motion, Slide
from figures.ui.classic.paint import Look, seat_colour
from figures.ui.classic.picking import Picking
from figures.ui.classic.pointer import Pointer
from figures.ui.classic.prompt import PromptLine
from figures.ui.classic.round_panel import RoundPanel
from figures.ui.classic.seats import SeatRows
from figures.ui.classic.side import SidePanel
from figures.ui.classic.table import ClassicTable
from figures.ui.classic.turns import ClassicTurns
from figures.ui.shell.ai_driver import Task
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.shell.sound import cue
from figures.ui.theme import SIZES
from figures.ui.widgets.message import ConfirmPanel, MessageLine
from figures.ui.widgets.shapes import Rect, fill_rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

#: Sizes of the screen's parts, in pixels.
HAND_HEIGHT = 150
MESSAGE_HEIGHT = 32  # (room for two rows of a long hint)
ACTIONS_WIDTH = 350
SIDE_WIDTH = 300


class ClassicGameView(GameScreenBase[Action]):
    """A classic game in the window. ``nav`` is the window's navigation, ``match`` the game."""

    #: The rules the Rules screen should show for this screen.
    rules_game = "classic"

    def __init__(self, nav: Navigator, match: ClassicMatch) -> None:
        question = ConfirmPanel(letters=True, veil=True)
        #: The computers' turns as the driver asks them (the move just made, its moment):
        #: the driver drives this part rather than the screen itself.
        self.turns = ClassicTurns(self)
        super().__init__(nav, match, question, "figures-classic-computer", self.turns)
        self.match: ClassicMatch = match
        rules = match.rules
        self.table = ClassicTable(rules, match.names(), count_caption=tr("classic.count.caption"))
        self.table.mexican_caption = tr("classic.train.mex")
        self.hand = HandRow(rules.set)
        #: The other seats' rows along the top of the table.
        self.seat_rows = SeatRows(rules)
        #: The tile held, the ends it fits, the end chosen for it and which of its plays
        #: there.
        self.holding = Holding()
        #: The play previewed: the held tile's ghost on its end, and its words.
        self.ghost = Ghost()
        #: The hints: those found (None: being found), whether they are shown, the search.
        self.hint_task: Task[list[ClassicHint]] | None = None
        self.hints: list[ClassicHint] | None = None
        self.show_hints = False
        self.hinting = Hinting(self)
        #: The round's summary put aside (Esc) to look at the table as the round ended.
        self.peek = False
        #: The game's end screen was shown: back here, the finished table and a way back to
        #: it instead of the last round's summary.
        self.results_seen = False
        #: When the round's (or the game's) end was first shown (None: in play).
        self.ended_since: float | None = None
        self.slide: Slide | None = None
        #: The tiles on their way (a computer's sliding, the drawn ones flying), the points
        #: rising, the count popping.
        self.motion = Motion(Look.for_set(rules.set))
        #: The tiles a seat drew since its last play or pass (framed in its hand until its
        #: next action), and which seat.
        self.fresh: list[int] = []
        self.fresh_seat = -1
        #: What the player was last told, fading after a few seconds near the table's bottom.
        self.toast_line = MessageLine()
        self.revealed: int | None = None
        #: The clicks, drags and wheel; the keys and clicks picking a tile and its end.
        self.pointer = Pointer(self)
        self.picking = Picking(self)
        self.autosave_said: str | None = None
        self.synced: object = None
        #: Timings (tests set them to 0): the least time a computer seems to think, and the
        #: slide of its tile.
        self.think_at_least = theme.THINK_AT_LEAST
        self.slide_time = theme.SLIDE
        #: The scores and the plays, right of the table.
        self.side_panel = SidePanel(match)
        self.hand_rect = Rect()
        #: The line between the table and the hand: what to do, or what happened.
        self.prompt = PromptLine()
        self.table_rect = Rect()
        #: Which way each arm of a double runs on the screen, for the words.
        self.towards: dict[str, str] = {}
        self.towards_key: object = None
        #: The top bar and the buttons by the hand (each found here by name too).
        controls = self.controls = Controls(self)
        self.top_bar, self.next_button = controls.top_bar, controls.next_button
        self.draw_button, self.pass_button = controls.draw_button, controls.pass_button
        self.play_button, self.cancel_button = controls.play_button, controls.cancel_button
        self.results_button, self.show_button = controls.results_button, controls.show_button
        self.action_buttons, self.panel_buttons = controls.action_buttons, controls.panel_buttons
        #: The round's end over the table, with its button.
        self.round_panel = RoundPanel(match, self.next_button)
        #: Pass-and-play: the screen covered until the human to move asks to see it.
        self.cover = Cover(self.show_button)
        self.layout(self.window.width, self.window.height)
        self.sync()
        self.turns.seen = self.turns.turn_key()

    # ----------------------------------------------------------------- layout

    def layout(self, width: int, height: int) -> None:
        side_w = int(min(SIDE_WIDTH, max(230, width // 4.3)))
        self.top_bar.place(width, height)
        self.side_panel.place(Rect(width - side_w, 0, side_w, height - SIZES.top_bar))
        main_w = width - side_w
        hand_h = HAND_HEIGHT if height >= 700 else 120
        self.hand_rect = Rect(0, 0, main_w, hand_h)
        self.prompt.place(Rect(0, hand_h, main_w, MESSAGE_HEIGHT))
        actions_w = int(min(ACTIONS_WIDTH, main_w * 0.4))
        self.hand.place(8, 4, main_w - actions_w - 24, hand_h - 8)
        self.controls.place(hand_h, main_w - 10, actions_w)
        # The other seats' backs along the top of the table, four a row.
        strip_top = self.top_bar.rect.bottom - 4
        rows = self.seat_rows.place(self.shown_seat(), main_w, strip_top, self.ended())
        table_bottom = hand_h + MESSAGE_HEIGHT
        table_top = strip_top - rows - 4
        self.table_rect = Rect(0, table_bottom, main_w, max(40, table_top - table_bottom))
        self.toast_line.place(self.table_rect.left, self.table_rect.bottom, self.table_rect.width)
        # (at a round's end the rows grow and the table keeps its tiles where they lay)
        self.table.place(*self._table_box(), keep=self.ended())
        self.top_bar.arrange(self.status())
        self.round_panel.place(Rect(0, 0, width - side_w, self.top_bar.rect.bottom))
        self.cover.place(width, self.top_bar.rect.bottom)

    def _table_box(self) -> tuple[float, float, float, float]:
        r = self.table_rect
        return (r.left + 6, r.bottom + 2, r.width - 12, r.height - 4)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)
        self.synced = None
        self.refresh()

    def on_show_view(self) -> None:
        self.synced = None
        super().on_show_view()

    def shift_clocks(self, paused: float) -> None:
        super().shift_clocks(paused)
        self.turns.moved_at += paused  # (the moment after a computer's move goes on)

    def commands(self) -> dict[str, Callable[[], None]]:
        return {
            **super().commands(),
            "fit": self.pointer.fit,
            "hint": self.hinting.toggle,
            "draw": self.draw_tile,
            "pass": self.pass_turn,
        }

    # ----------------------------------------------------------------- state

    def shown_seat(self) -> int | None:
        """Whose tiles the hand row shows face up (None: nobody's; pass-and-play)."""
        viewer = self.match.viewer()
        if viewer is None:
            return None
        if self.match.round_end is not None or self.match.is_over:
            return viewer
        if self.covered():
            return None
        return viewer

    def covered(self) -> bool:
        """Several humans share the screen and the one to move has not asked to see their
        tiles yet."""
        match = self.match
        return (
            match.human_count >= 2
            and match.human_to_move
            and self.revealed != match.turn
            and not self.modals.open
        )

    def reveal(self) -> None:
        self.revealed = self.match.turn
        self.synced = None
        self.refresh()

    def may_act(self) -> bool:
        return (
            self.match.human_to_move
            and self.slide is None
            and not self.modals.open
            and not self.covered()
        )

    def sync(self) -> None:
        """After a change of the game (or the screen): the table, the hands, the held tile."""
        match = self.match
        shown = self.shown_seat()
        key = (match.version, shown, self.window.width, self.window.height, language())
        if key == self.synced:
            return
        self.synced = key
        if match.round_end is None and not match.is_over:
            self.peek = False  # (a new round, or the end undone: the next end shows its summary)
        if not match.is_over:
            self.results_seen = False  # (the game's end undone: its end is read afresh)
        self.layout(self.window.width, self.window.height)
        game = match.shown_round()
        self.table.count_caption = tr("classic.count.caption")
        self.table.mexican_caption = tr("classic.train.mex")
        self.table.frame_turns(last_turns(game))
        if self.table.show(game) or self.towards_key is not self.table.scene:
            self.towards_key = self.table.scene
            self.towards = lines.arm_ways(self.table)
        ended = match.round_end is not None or match.is_over
        if not ended:
            self.ended_since = None
        elif self.ended_since is None:
            self.ended_since = time.monotonic()
        names = match.names()

        def label(seat: int, name: str) -> str:
            """A seat's name, and at a round's end the pips left in its hand."""
            if ended:
                return f"{name} · {presenter.pips_words(game.pips(seat))}"
            return name

        if shown is not None:
            playable = match.playable_tiles() if self.may_act() else None
            self.hand.show(game.hand(shown), playable=playable, label=label(shown, names[shown]))
        else:
            self.hand.show_backs(0)
        # (names too long for their rows shortened, every one still apart from the others:
        # "Ordi. 2" and "Ordi. 3", not "Ordinat…" twice)
        self.seat_rows.show(game, names, ended, label)
        if self.held is not None and (
            not self.may_act() or self.held not in match.playable_tiles()
        ):
            self.cancel()
        self.hand.select(self.held)
        self.table.select(self.held, match.legal())
        self.holding.refit(match.legal())
        self.update_ghost()

    # ----------------------------------------------------------------- picking and playing

    def pick(self, tile: int | None) -> bool:
        """Hold ``tile`` (None lets go) and light its ends, none of them previewed yet (even
        the only one: a first click on an end shows the tile there, a second plays it).
        False when the tile cannot be played."""
        if tile is None:
            self.cancel()
            return True
        if not self.may_act() or tile not in self.match.playable_tiles():
            return False
        legal = self.match.legal()
        self.holding.take(tile, legal)
        self.hand.select(tile)
        self.table.select(tile, legal)
        self.update_ghost()
        return True

    @property
    def held(self) -> int | None:
        """The tile held (None: nothing)."""
        return self.holding.tile

    @property
    def end(self) -> str | None:
        """The end chosen for the tile held (None: not yet)."""
        return self.holding.end

    def current_action(self) -> Play | Lead | None:
        return self.holding.action(self.match.action_for)

    def cancel(self) -> None:
        """Let go of the held tile (Esc)."""
        self.holding.let_go()
        self.hand.select(None)
        self.table.highlight(())
        self.update_ghost()

    def confirm(self) -> None:
        action = self.current_action()
        if action is None or not self.may_act():
            return
        self.apply(action)

    def draw_tile(self) -> None:
        if self.may_act() and self.match.can_draw():
            self.apply(DRAW)

    def pass_turn(self) -> None:
        if self.may_act() and self.match.can_pass():
            self.apply(PASS)

    def apply(self, action: Action) -> bool:
        ended = self.ended()
        try:
            played = self.match.apply(action)
        except (IllegalMoveError, FiguresError) as exc:
            self.say(tr("toast.error", message=str(exc)))
            return False
        self.cancel()
        self.drop_hints()
        self.sync()
        self.after(played, ended)
        self.refresh()
        return True

    def drop_hints(self) -> None:
        """A move was made: the hints found for the one before are gone, and their search."""
        self.hints = None
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None

    def after(self, played: Played, ended: bool) -> None:
        """What a step shows and sounds besides the table: a tile laid clicks (and in All
        Fives, when it scores, its points rise and the count pops); a tile drawn flies from
        the stock to its hand and stays framed there until its seat's next play or pass; a
        round's end sounds."""
        seat = played.seat
        if played.drew >= 0:
            cue("draw")
            self.motion.fly(played.drew, seat, time.monotonic())
            if seat != self.fresh_seat:
                self.fresh = []
            self.fresh_seat = seat
            self.fresh.append(played.drew)
        elif seat == self.fresh_seat:
            self.fresh = []  # (its next action: the tiles it drew are its like the others)
        if isinstance(played.action, Play | Lead):
            cue("place")
            if played.points:
                tile, now = played.action.tile, time.monotonic()
                self.motion.score(self.table, tile, played.points, played.seat, now)
                if self.match.rules.in_play == "fives":
                    self.motion.pop_at = time.monotonic()
        if not ended and self.ended():
            cue("round-end")

    def next_round(self) -> None:
        """The round's end read: the next round, or at the game's end the end screen."""
        if self.match.is_over:
            self.show_results()
        elif self.match.round_end is not None:
            self.match.next_round()
            self.forget_moves()
            self.sync()

    def forget_moves(self) -> None:
        """Undo, redo or a new round: no tile flies, none is marked as just drawn."""
        self.motion.forget()
        self.fresh = []
        self.fresh_seat = -1
        self.turns.forget()

    def at_results(self) -> bool:
        """The game is over and its end screen was shown: this screen shows the finished
        table, with a way back to the results."""
        return self.match.is_over and self.results_seen

    def show_results(self) -> None:
        """The game's end screen (:class:`~figures.ui.classic.end.ClassicEndView`)."""
        if not self.match.is_over:
            return
        self.stop()
        self.results_seen = True
        self.peek = False
        self.show_end()

    def show_end(self) -> None:
        """The screen of the game's end (its family's, through the window)."""
        self.nav.show_end(self.match)

    def undo(self) -> None:
        if self.match.is_over:
            return  # (the button is off on a finished table, and so is its key)
        self.stop()
        self.slide = None
        if not self.match.can_undo():
            self.say(tr("classic.toast.nothing_undo"))
            return
        taken = self.match.undo()
        self.forget_moves()
        self.cancel()
        self.hints = None
        self.sync()
        self.say(count_text("classic.undone", len(taken)))

    def redo(self) -> None:
        self.stop()
        self.slide = None
        if not self.match.can_redo():
            self.say(tr("toast.nothing_redo"))
            return
        done = self.match.redo()
        self.forget_moves()
        self.cancel()
        self.hints = None
        self.sync()
        self.say(count_text("classic.redone", len(done)))

    def open_rules(self) -> None:
        """The classic rules; the computer stops thinking meanwhile (it decides afresh on
        return)."""
        self.stop()
        self.nav.show_rules(self, "classic")

    def guide_game(self) -> str:
        return str(self.match.settings.game)

    def say(self, message: str) -> None:
        self.toast_line.say(message, time.monotonic())

    def animating(self) -> bool:
        """Whether the screen changes on its own, so that the window keeps drawing it (its
        frame policy, :mod:`figures.ui.shell.frames`, asks after each ``on_update``): a computer
        thinking or a hint search (their results change the screen), a computer's tile
        sliding, points rising, a message shown until its time is up."""
        now = time.monotonic()
        return (
            self.task is not None
            or self.hint_task is not None
            or self.slide is not None
            or self.motion.moving(now)
            or self.toast_line.live() is not None
            or self.turns.in_moment()
        )

    # ----------------------------------------------------------------- the ghost

    def update_ghost(self) -> None:
        """The held tile's ghost on the chosen end, and the words of what it would do; the
        parts fed what they show after it."""
        action = self.current_action()
        self.table.veil(self.end if action is not None else None)
        self.ghost.show(
            self.match,
            action,
            self.table,
            self.motion.look,
            self.towards,
            lambda: len(self.holding.options(self.match.action_for)),
        )
        self.refresh()

    # ----------------------------------------------------------------- the computer, hints

    def on_update(self, delta_time: float) -> None:
        self.now = time.monotonic()
        if not self.modals.open:
            self.sync()
        error = self.match.autosave_error
        if error != self.autosave_said:
            self.autosave_said = error
            if error:
                self.say(tr("toast.autosave_failed", message=error))
        self.update_computer()
        self.hinting.update()
        self.turns.sound()
        self.refresh()

    def legal_actions(self) -> list[Action]:
        return list(self.match.legal())

    # ----------------------------------------------------------------- input: keys

    def game_key(self, symbol: int, modifiers: int) -> None:
        self.picking.key(symbol, modifiers)

    # ----------------------------------------------------------------- input: mouse

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.pointer.motion(x, y)

    def game_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.pointer.press(x, y, button)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.pointer.drag(x, y, dx, dy)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.pointer.release(x, y)

    def game_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.pointer.scroll(x, y, scroll_y)

    # ----------------------------------------------------------------- drawing

    def status(self) -> str:
        """The top bar's status (:func:`~figures.ui.classic.lines.status`)."""
        return lines.status(self)

    def message(self) -> tuple[str, tuple[int, int, int]]:
        """The message line and its colour (:func:`~figures.ui.classic.lines.message`)."""
        return lines.message(self)

    def ended(self) -> bool:
        """A round's end or the game's: the summary is (or may be) shown."""
        return self.match.round_end is not None or self.match.is_over

    def refresh(self) -> None:
        """The parts fed what they show, after each change of the game or the screen and at
        each tick (so that drawing only reads): the top bar's status and buttons, the side
        panel and its plays list, the round's end, the tiles on their way, the hand's tiles
        flying or just drawn, the action buttons' type."""
        now = self.now = time.monotonic()
        self.top_bar.arrange(self.status())
        self.side_panel.update(self.towards)
        if self.ended():
            self.round_panel.update()
        shown = self.shown_seat()
        self.hand.hidden = self.motion.in_flight(shown, now)
        self.hand.marked = self.drawn_marks(shown)
        slide = (self.slide, self.slide_time) if self.slide is not None else None
        hand, rows = self.hand, self.seat_rows.rects
        self.motion.update(
            now,
            self.table,
            slide,
            self.side_panel.stock_point(),
            lambda f: (hand.box_of(f.tile) if f.seat == shown else None, rows.get(f.seat)),
        )
        self.controls.fit()
        self.prompt.show(*self.message())

    def on_draw(self) -> None:
        """The screen as :meth:`refresh` left it (nothing here changes what a click reads)."""
        self.clear(color=arcade.types.Color(*theme.BACKGROUND))
        self.table.draw()
        self.motion.draw_count(self.table)
        self.ghost.draw()
        self.motion.draw_over()
        turn = self.match.turn if not self.ended() else -1
        self.seat_rows.draw(turn, self.task.progress if self.task is not None else None)
        fill_rect(self.hand_rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.35))
        shown = self.shown_seat()
        if shown is not None:
            hand = self.hand_rect
            fill_rect(Rect(hand.left, hand.top - 4, hand.width, 4), seat_colour(shown))
            self.hand.draw()
        for button in self.action_buttons:
            button.draw(self.hover)
        self.prompt.draw()
        self.side_panel.draw()
        self.draw_flights()
        self.top_bar.draw(self.hover, False, self.now)
        dragged = self.pointer.dragged_tile()
        if dragged is not None:
            self.motion.draw_tiles([(dragged, False)])
        if self.ended() and not self.peek and not self.at_results():
            self.round_panel.draw(self.hover)
        if self.covered():
            self.cover.draw(self.match.names()[self.match.turn], self.match.turn, self.hover)
        self.top_bar.draw_menu(self.hover)
        self.modals.draw(self.hover)
        self.toast_line.draw(self.now)

    def live_toast(self) -> str | None:
        """The message being shown, if it is still time (read by the screens that cover the
        game, which show it where the player is)."""
        return self.toast_line.live()

    def draw_flights(self) -> None:
        """The tiles drawn on their way from the stock to their hands."""
        self.motion.draw_flights()

    def drawn_marks(self, shown: int | None) -> frozenset[int]:
        """The tiles of seat ``shown``'s hand framed as just drawn (until its next action)."""
        return frozenset(self.fresh) if shown == self.fresh_seat else frozenset()


def last_turns(game: Round) -> dict[int, int]:
    """The tiles each seat laid in its last turn (tile: seat), framed in its colour on the
    table until its next turn: read from the round's log, a turn being a seat's steps one
    after the other (a double and the tile covering it, draws before a play). The seat on
    turn has none while it starts a new turn; a seat whose last turn was a draw or a pass
    has none either."""
    runs: dict[int, list[int]] = {}
    seat = -1
    for step in game.log:
        if step.seat != seat:
            seat = step.seat
            runs[seat] = []
        if isinstance(step.action, Play | Lead):
            runs[seat].append(step.action.tile)
    last = game.log[-1].seat if game.log else -1
    framed: dict[int, int] = {}
    for seat, tiles in runs.items():
        if seat == game.turn and seat != last and game.result is None:
            continue  # (its turn again: what it laid last time is no longer news)
        for tile in tiles:
            framed[tile] = seat
    return framed
