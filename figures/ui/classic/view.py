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
from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Play
from figures.classic.round import Round
from figures.core.errors import FiguresError, IllegalMoveError
from figures.scene.classic import LEAD
from figures.texts.i18n import count_text, language, tr
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.cover import Cover
from figures.ui.classic.hand import HandRow
from figures.ui.classic.holding import Holding
from figures.ui.classic.match import ClassicMatch, Played
from figures.ui.classic.motion import Motion, Slide
from figures.ui.classic.paint import Look, Tile, TileLayer, seat_colour
from figures.ui.classic.prompt import PromptLine
from figures.ui.classic.round_panel import RoundPanel
from figures.ui.classic.seats import SeatRows
from figures.ui.classic.side import SidePanel
from figures.ui.classic.table import ClassicTable, arm_ways
from figures.ui.shell.ai_driver import Cancelled, Progress, Task
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.shell.keys import bound
from figures.ui.shell.sound import cue
from figures.ui.shell.top_bar import STATUS_SIZES, TopBar, bar_button
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, press_widgets
from figures.ui.widgets.message import ConfirmPanel, MessageLine
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

#: Sizes of the screen's parts, in pixels.
#: The top bar's buttons that go into its More menu first when the window is narrow (in the
#: colour game's order).
TOP_OVERFLOW = ("rules", "fit", "hint", "save", "menu", "redo")
#: The entries always in the More menu: the guided first game again.
MENU_ONLY = ("guide",)
HAND_HEIGHT = 150
MESSAGE_HEIGHT = 32  # (room for two rows of a long hint)
ACTIONS_WIDTH = 350
SIDE_WIDTH = 300
#: How opaque the ghost of a play being previewed is.
GHOST_ALPHA = 165
#: How far (in pixels, across and up) a pressed hand tile moves before it is dragged (and a
#: press on the table before it pans the table).
DRAG_START = 8
#: How long a computer's move stays the news (the status says it, its tile framed) before the
#: next computer plays: each move gets a moment, however many computers sit at the table.
MOMENT = 0.7
#: How much one step of the wheel zooms the table (the colour table's step).
WHEEL_ZOOM = 1.15


#: The actions of the key table this screen's keys do (:mod:`figures.ui.shell.keys`): those
#: that work at any moment, and those of the table in play.
KEYS = ("undo", "redo", "save", "open", "rules")
TABLE_KEYS = ("fit", "hint")
PLAY_KEYS = ("draw", "pass")


class ClassicGameView(GameScreenBase[Action]):
    """A classic game in the window. ``nav`` is the window's navigation, ``match`` the game."""

    #: The rules the Rules screen should show for this screen.
    rules_game = "classic"

    def __init__(self, nav: Navigator, match: ClassicMatch) -> None:
        question = ConfirmPanel(letters=True, veil=True)
        super().__init__(nav, match, question, "figures-classic-computer")
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
        self.ghost = TileLayer()
        self.ghost_text = ""
        self.hint_task: Task[list[ClassicHint]] | None = None
        self.hint_version = -1
        self.hints: list[ClassicHint] | None = None
        self.show_hints = False
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
        #: Whose turn it was last seen (the turn's sound when it comes to a human).
        self.turn_seen: tuple[int, int] = (-1, -1)
        #: What the player was last told, fading after a few seconds near the table's bottom.
        self.toast_line = MessageLine()
        self.revealed: int | None = None
        #: A hand tile pressed (its press may become a drag onto an end), where, whether it
        #: was already held (a click on it lets go; a drag keeps it), and the pointer while
        #: it is dragged.
        self.pressed: int | None = None
        self.pressed_at = (0.0, 0.0)
        self.pressed_held = False
        self.drag_at: tuple[float, float] | None = None
        #: A press on the table (it pans the table once dragged), and whether it did.
        self.table_press: tuple[float, float] | None = None
        self.panning = False
        self.autosave_said: str | None = None
        self.synced: object = None
        #: Timings (tests set them to 0): the least time a computer seems to think, and the
        #: slide of its tile.
        self.think_at_least = theme.THINK_AT_LEAST
        self.slide_time = theme.SLIDE
        #: A computer's move just made (seat, action) and when: the next computer waits a
        #: :data:`MOMENT` (``moment``) before it thinks, the status saying that move.
        self.moment = MOMENT
        self.moved: tuple[int, Action] | None = None
        self.moved_at = 0.0
        #: The scores and the plays, right of the table.
        self.side_panel = SidePanel(match)
        self.hand_rect = Rect()
        #: The line between the table and the hand: what to do, or what happened.
        self.prompt = PromptLine()
        self.table_rect = Rect()
        #: Which way each arm of a double runs on the screen, for the words.
        self.towards: dict[str, str] = {}
        self.towards_key: object = None
        self._make_buttons()
        #: The round's end over the table, with its button.
        self.round_panel = RoundPanel(match, self.next_button)
        #: Pass-and-play: the screen covered until the human to move asks to see it.
        self.cover = Cover(self.show_button)
        self.layout(self.window.width, self.window.height)
        self.sync()
        self.turn_seen = self.turn_key()

    # ----------------------------------------------------------------- buttons

    def _make_buttons(self) -> None:
        match = self.match

        def acting() -> bool:
            return self.may_act()

        do = self.commands()

        #: The top bar: the status, and the buttons found by name (short labels, then a More
        #: menu, in a narrow window).
        self.top_bar = TopBar(
            {
                "undo": bar_button(
                    "undo",
                    do["undo"],
                    # (A finished game is over: nothing is taken back there, by key either.)
                    enabled=lambda: match.can_undo() and not match.is_over,
                ),
                "redo": bar_button(
                    "redo",
                    do["redo"],
                    enabled=lambda: match.can_redo(),
                ),
                "hint": bar_button(
                    "hint",
                    do["hint"],
                    short=True,
                    enabled=lambda: not match.is_over,
                    selected=lambda: self.show_hints and not match.is_over,
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
                "save": bar_button(
                    "save",
                    do["save"],
                    short=True,
                ),
                "menu": bar_button("menu", self.to_setup),
                "guide": bar_button("guide", self.ask_guide),
            },
            TOP_OVERFLOW,
            even=True,
            menu=MENU_ONLY,
        )
        self.draw_button = Button(
            label=lambda: (
                presenter.draw_reason(match)
                or (acting() and presenter.unavailable(match, DRAW))
                or tr("classic.button.draw")
            ),
            action=do["draw"],
            enabled=lambda: acting() and match.can_draw(),
            visible=lambda: (
                self.held is None
                and not match.is_over
                and match.round_end is None
                and match.rules.cannot_play != "pass"  # (the block games never draw)
            ),
            primary=True,
            size=SIZES.small + 1,
        )
        self.pass_button = Button(
            label=lambda: (
                presenter.pass_reason(match)
                or (acting() and presenter.unavailable(match, PASS))
                or tr("classic.button.pass")
            ),
            action=do["pass"],
            enabled=lambda: acting() and match.can_pass(),
            visible=lambda: self.held is None and not match.is_over and match.round_end is None,
            primary=True,
            size=SIZES.small + 1,
        )
        self.play_button = Button(
            label=lambda: tr("button.confirm"),
            action=self.confirm,
            visible=lambda: acting() and self.end is not None,
            primary=True,
        )
        self.cancel_button = Button(
            label=lambda: tr("button.cancel"),
            action=self.cancel,
            visible=lambda: acting() and self.held is not None,
        )
        self.action_buttons = [self.draw_button, self.pass_button, self.play_button]
        self.action_buttons.append(self.cancel_button)
        self.next_button = Button(
            label=lambda: tr(
                "classic.button.see_results" if match.is_over else "classic.button.next"
            ),
            action=self.next_round,
            visible=lambda: match.round_end is not None and not self.at_results(),
            primary=True,
        )
        self.panel_buttons = [self.next_button]
        #: Back from the end screen to look at the table: the way back to the results.
        self.results_button = Button(
            label=lambda: tr("classic.button.results"),
            action=self.show_results,
            visible=self.at_results,
            primary=True,
        )
        self.action_buttons.append(self.results_button)
        self.show_button = Button(
            label=lambda: tr("pass.show"),
            action=self.reveal,
            visible=lambda: self.covered(),
            primary=True,
            size=16,
        )

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
        right = main_w - 10
        bh = 34
        self.draw_button.rect = Rect(right - actions_w, hand_h - 12 - bh, actions_w, bh)
        self.pass_button.rect = Rect(right - actions_w, hand_h - 12 - 2 * bh - 8, actions_w, bh)
        self.play_button.rect = Rect(right - actions_w, hand_h - 12 - bh, actions_w, bh)
        self.cancel_button.rect = Rect(right - actions_w, hand_h - 12 - 2 * bh - 8, actions_w, bh)
        self.results_button.rect = Rect(right - actions_w, hand_h - 12 - bh, actions_w, bh)
        # The other seats' backs along the top of the table, four a row.
        strip_top = self.top.bottom - 4
        rows = self.seat_rows.place(self.shown_seat(), main_w, strip_top, self.ended())
        table_bottom = hand_h + MESSAGE_HEIGHT
        table_top = strip_top - rows - 4
        self.table_rect = Rect(0, table_bottom, main_w, max(40, table_top - table_bottom))
        self.toast_line.place(self.table_rect.left, self.table_rect.bottom, self.table_rect.width)
        # (at a round's end the rows grow and the table keeps its tiles where they lay)
        self.table.place(*self._table_box(), keep=self.ended())
        self.top_bar.arrange(self.status())
        self.round_panel.place(Rect(0, 0, width - side_w, self.top.bottom))
        self.cover.place(width, self.top.bottom)

    def _table_box(self) -> tuple[float, float, float, float]:
        r = self.table_rect
        return (r.left + 6, r.bottom + 2, r.width - 12, r.height - 4)

    @property
    def top(self) -> Rect:
        """The top bar's rectangle."""
        return self.top_bar.rect

    @property
    def top_buttons(self) -> list[Button]:
        """The top bar's buttons, left to right: Undo, Redo, Hint, Rules, Save, Set-up (not
        the entries always in its More menu)."""
        menu = {id(self.top_bar.button(name)) for name in MENU_ONLY}
        return [b for b in self.top_bar.buttons if id(b) not in menu]

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)
        self.synced = None
        self.refresh()

    def on_show_view(self) -> None:
        self.synced = None
        super().on_show_view()

    def shift_clocks(self, paused: float) -> None:
        super().shift_clocks(paused)
        self.moved_at += paused  # (the moment after a computer's move goes on)

    def commands(self) -> dict[str, Callable[[], None]]:
        return {
            **super().commands(),
            "fit": self.fit_table,
            "hint": self.toggle_hints,
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
            self.towards = arm_ways(self.table)
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

    def playable_order(self) -> list[int]:
        """The tiles that may be played, in the order the hand shows them."""
        playable = self.match.playable_tiles()
        return [t for t in self.hand.tiles if t in playable]

    def lit_order(self) -> list[str]:
        """The lit ends in the order the table lists them (number keys count in it)."""
        return [name for name, _ in self.table.targets() if name in self.table.lit]

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

    def choose_end(self, end: str) -> bool:
        """Put the held tile's ghost on ``end`` (a lit end), with what it scores; the same
        end again plays it (for a matador, the other way round first when it has two)."""
        if end not in self.holding.fits or not self.may_act():
            return False
        if end == self.end:
            self.confirm()
            return True
        self.holding.choose(end)
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

    @end.setter
    def end(self, end: str | None) -> None:
        self.holding.end = end

    def current_action(self) -> Play | Lead | None:
        return self.holding.action(self.match.action_for)

    def flip(self) -> None:
        """A matador on an end: the other half touching."""
        if self.holding.flip():
            self.update_ghost()

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
        self.hints = None
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None
        self.sync()
        self.after(played, ended)
        self.refresh()
        return True

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

    def settling(self) -> bool:
        """Whether the end shown came up too recently for Enter to leave it."""
        since = self.ended_since
        return since is not None and time.monotonic() - since < theme.SETTLE

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
        self.moved = None
        self.turn_seen = self.turn_key()

    def turn_key(self) -> tuple[int, int]:
        """Whose turn it is, in which round."""
        return (self.match.turn, self.match.shown_round().number)

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

    def toggle_hints(self) -> None:
        if self.match.is_over and not self.show_hints:
            return  # (nothing is left to play: the button is off, and so is its key)
        self.show_hints = not self.show_hints
        if not self.show_hints:
            if self.hint_task is not None:
                self.hint_task.cancel()
                self.hint_task = None
            self.hints = None
        self.refresh()

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
            or self.in_moment()
        )

    def in_moment(self) -> bool:
        """Whether a computer's move is still the news, the next computer waiting."""
        return (
            self.moved is not None
            and time.monotonic() - self.moved_at < self.moment
            and self.match.computer_to_move
            and not self.ended()
        )

    # ----------------------------------------------------------------- the ghost

    def update_ghost(self) -> None:
        """The held tile's ghost on the chosen end, and the words of what it would do; the
        parts fed what they show after it."""
        self.ghost = TileLayer()
        self.ghost_text = ""
        action = self.current_action()
        self.table.veil(self.end if action is not None else None)
        if action is not None:
            tile = self.landing(action)
            if tile is not None:
                self.ghost.add(tile, self.motion.look, alpha=GHOST_ALPHA)
            try:
                self.ghost_text = presenter.preview_text(self.match, action, self.towards)
            except FiguresError:
                self.ghost_text = ""
            if self.ghost_text and len(self.holding.options(self.match.action_for)) > 1:
                self.ghost_text += tr("classic.preview.flip")  # (a matador: either half)
        self.refresh()

    def landing(self, action: Action) -> Tile | None:
        """Where ``action``'s tile would lie on the table, in window pixels: where the table
        lays it (:meth:`~figures.ui.classic.table.ClassicTable.landing`), lit there too."""
        return self.table.landing_tile(action)

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
        self.update_hints()
        self.sound_turn()
        self.refresh()

    def sound_turn(self) -> None:
        """The turn's sound when the turn comes to a human (not at a round's end, not for
        a human's draws one after the other)."""
        key = self.turn_key()
        if key == self.turn_seen:
            return
        self.turn_seen = key
        if self.match.human_to_move and not self.ended():
            cue("turn")

    def decision(self) -> Callable[[Progress, Cancelled], Action] | None:
        match = self.match
        if self.in_moment():
            return None  # (the last computer's move is read first)
        if match.can_redo():
            if match.human_count:  # (a redo stopped at a round's end: it plays on)
                match.redo()
                self.sync()
            return None  # (only computers: after an undo, Redo plays on)
        return match.decision()

    def legal_actions(self) -> list[Action]:
        return list(self.match.legal())

    def slides(self, action: Action) -> bool:
        return isinstance(action, Play | Lead) and self.slide_time > 0

    def slide_seconds(self) -> float:
        return self.slide_time

    def apply_computer(self, action: Action) -> None:
        """A computer's decision played; a tile laid or a pass is then the news for a moment
        (a draw is not: its turn goes on)."""
        seat = self.match.turn
        if self.apply(action) and not isinstance(action, Draw):
            self.moved = (seat, action)
            self.moved_at = time.monotonic()

    def least_think(self, result: Action | None) -> float:
        """How long a computer seems to think at least: the whole pause before a tile it
        plays, a third of it before a draw or a pass (nothing slides; the plays say it), and
        shorter round a table of more than three computers, so that seven of them in Mexican
        Train do not keep the player waiting seven full pauses for each turn."""
        least = self.think_at_least
        computers = len(self.match.computers)
        if computers > 3:
            least *= 3 / computers
        if not isinstance(result, Play | Lead):
            least /= 3
        return least

    def start_slide(self, action: Play | Lead) -> None:
        target = self.landing(action)
        if target is None:
            self.apply_computer(action)
            return
        seat = self.match.turn
        rect = self.seat_rows.rects.get(seat)
        origin = (rect.cx, rect.cy) if rect is not None else (self.hand_rect.cx, self.hand_rect.cy)
        self.slide = Slide(action, self.now, origin, target, self.match.version)

    def update_hints(self) -> None:
        match = self.match
        if not self.show_hints or not self.may_act():
            return
        if self.hint_version == match.version and (
            self.hints is not None or self.hint_task is not None
        ):
            task = self.hint_task
            if task is not None and task.done:
                self.hint_task = None
                self.hints = task.result if task.error is None and task.result is not None else []
                if self.hints:
                    best = self.hints[0]
                    self.pick(best.tile)
                    if best.end != "" and self.end != best.end:
                        self.choose_end(best.end)
                    elif best.end == "" and self.end is None and LEAD in self.table.lit:
                        self.choose_end(LEAD)
                    # (a matador: the way round the hint means)
                    self.holding.aim(best.action, self.match.action_for)
                    self.update_ghost()
            return
        if self.hint_task is not None:
            self.hint_task.cancel()
        self.hint_version = match.version
        self.hints = None
        if not match.plays():
            self.hints = []
            return
        self.hint_task = Task(match.hint_work(3), name="figures-classic-hints")

    def hint_line(self) -> str:
        if not self.show_hints or not self.match.human_to_move:
            return ""
        if self.hints is None:
            return tr("classic.hint.thinking")
        if not self.hints:
            # Only what the rules allow now: a draw while the stock has tiles, a pass when not.
            draw, pass_ = self.match.can_draw(), self.match.can_pass()
            if draw and pass_:
                return tr("classic.hint.none.both")
            if draw or pass_:
                return tr("classic.hint.none.draw" if draw else "classic.hint.none.pass")
            return tr("classic.hint.none")
        return presenter.hint_text(self.hints[0], self.match.names(), self.towards)

    # ----------------------------------------------------------------- input: keys

    def game_key(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        shift = bool(modifiers & key.MOD_SHIFT)
        if self.command_key(symbol, modifiers, KEYS):
            return
        if self.covered():
            if bound(symbol, modifiers, ("confirm",)) or symbol == key.SPACE:
                self.reveal()
            return
        if self.at_results():
            if bound(symbol, modifiers, ("confirm", "cancel")):
                self.show_results()
            return
        if self.peek:
            self.peek = False  # (any key brings the summary back, as the message line says)
            return
        if bound(symbol, modifiers, ("cancel",)):
            if self.ended():
                self.peek = True
            elif self.end is not None:
                self.end = None
                self.update_ghost()
            elif self.held is not None:
                self.cancel()
            elif self.show_hints:
                self.toggle_hints()
            return
        if bound(symbol, modifiers, ("confirm",)):
            self.enter()
            return
        if self.command_key(symbol, modifiers, TABLE_KEYS):
            return
        if not self.may_act() or self.command_key(symbol, modifiers, PLAY_KEYS):
            return
        if symbol == key.F:
            self.flip()
        elif symbol in (key.LEFT, key.RIGHT, key.TAB):
            self.step_tile(-1 if symbol == key.LEFT or (symbol == key.TAB and shift) else 1)
        elif symbol in (key.UP, key.DOWN):
            self.step_end(1 if symbol == key.UP else -1)
        else:
            number = _number_key(symbol)
            if number is not None:
                self.number(number)

    def enter(self) -> None:
        """Enter: the next round after a round's end (the results after the last); else play
        what is previewed, put the held tile on its first lit end, or draw or pass when that is
        all there is to do."""
        match = self.match
        if match.round_end is not None or match.is_over:
            if self.settling():
                return  # (a key meant for the game a moment ago: the end is read first)
            self.next_round()
            return
        if not self.may_act():
            return
        if self.end is not None:
            self.confirm()
        elif self.held is not None:
            lit = self.lit_order()
            if lit:
                self.choose_end(lit[0])
        elif match.can_draw() and not match.plays():
            self.draw_tile()
        elif match.can_pass():
            self.pass_turn()
        elif self.playable_order():  # (nothing held: the first tile that fits is picked)
            self.step_tile(1)
            if match.can_draw():  # Matador: only matadors fit, and drawing is allowed
                self.say(tr("classic.toast.matadors_only"))

    def step_tile(self, by: int) -> None:
        order = self.playable_order()
        if not order:
            return
        if self.held not in order:
            self.pick(order[0] if by > 0 else order[-1])
        else:
            assert self.held is not None
            self.pick(order[(order.index(self.held) + by) % len(order)])

    def step_end(self, by: int) -> None:
        lit = self.lit_order()
        if not lit:
            return
        if self.end not in lit:
            self.choose_end(lit[0])
        else:
            assert self.end is not None
            target = lit[(lit.index(self.end) + by) % len(lit)]
            if target != self.end:
                self.choose_end(target)

    def number(self, n: int) -> None:
        """A number key: with a tile held, its n-th lit end; else the hand's n-th tile."""
        if self.held is not None:
            lit = self.lit_order()
            if 1 <= n <= len(lit):
                self.choose_end(lit[n - 1])
            return
        tiles = self.hand.tiles
        if 1 <= n <= len(tiles):
            self.pick(tiles[n - 1])

    # ----------------------------------------------------------------- input: mouse

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)
        if self.may_act():
            self.hand.hover(x, y)
            self.table.hover(x, y)

    def game_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.top_bar.press(x, y):
            return
        if self.covered():
            self.show_button.press(x, y)
            return
        if button == arcade.MOUSE_BUTTON_LEFT and self.table.contains(x, y) and not self.ended():
            self.table_press, self.panning = (x, y), False
        if self.peek:
            self.peek = False
            return
        if press_widgets(list(self.panel_buttons), x, y):
            return
        if press_widgets(list(self.action_buttons), x, y):
            return
        if not self.may_act():
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.cancel()
            return
        if self.hand_rect.contains(x, y):
            tile = self.hand.tile_at(x, y)
            if tile is not None:
                if tile == self.held:
                    # (let go on release, unless the press becomes a drag)
                    self.pressed, self.pressed_held = tile, True
                elif self.pick(tile):
                    self.pressed, self.pressed_held = tile, False
                else:
                    self.say(tr("classic.toast.no_fit", tile=presenter.held_words(tile)))
                self.pressed_at = (x, y)
            return
        end = self.table.end_at(x, y)
        if end is not None:
            if self.held is None:
                fitting = [
                    t
                    for t in self.playable_order()
                    if end in self.table.select(t, self.match.legal())
                ]
                self.table.highlight(())
                if len(fitting) == 1:
                    self.pick(fitting[0])
                    if self.end != end:
                        self.choose_end(end)
                elif fitting:
                    self.say(tr("classic.toast.pick_first"))
                return
            self.choose_end(end)
            return
        if self.ghost_contains(x, y):
            self.confirm()

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        """A hand tile pressed and moved: it follows the pointer, the lit end under it
        brighter. A press on the table pans it."""
        self.hover = (x, y)
        if self.pressed is None and self.table_press is not None:
            px, py = self.table_press
            if self.panning or abs(x - px) + abs(y - py) >= DRAG_START:
                self.panning = True
                self.table.pan(dx, dy)
                self.camera_moved()
            return
        if self.pressed is None or self.pressed != self.held or not self.may_act():
            self.drag_at = None
            return
        if self.drag_at is None:
            px, py = self.pressed_at
            if abs(x - px) + abs(y - py) < DRAG_START:
                return  # (a click that shook a little is still a click)
        self.drag_at = (x, y)
        self.table.hover(x, y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        """The end of a press on a hand tile: dropped on a lit end, it is previewed there
        (as a click on the end does); dropped elsewhere, it stays held; not dragged at all,
        a click on the held tile lets it go."""
        pressed, dragged, held = self.pressed, self.drag_at is not None, self.pressed_held
        self.pressed = None
        self.table_press = None
        self.drag_at = None
        if pressed is None or pressed != self.held or not self.may_act():
            return
        if not dragged:
            if held:
                self.cancel()
            return
        end = self.table.end_at(x, y)
        if end is not None and end in self.table.lit and end != self.end:
            self.choose_end(end)

    def dragged_tile(self) -> Tile | None:
        """The tile being dragged, drawn at the pointer."""
        if self.drag_at is None or self.held is None:
            return None
        return self.hand.tile_centred(self.held, *self.drag_at)

    def ghost_contains(self, x: float, y: float) -> bool:
        action = self.current_action()
        if action is None:
            return False
        tile = self.landing(action)
        if tile is None:
            return False
        x0, y0, x1, y1 = tile.box
        return x0 <= x <= x1 and y0 <= y <= y1

    # ----------------------------------------------------------------- drawing

    def status(self) -> str:
        """The top bar's status; at a round's end too long for the bar's room even in its
        smallest type, the round's title alone ("Round 1 is over"), the summary under it
        saying how it ended whole, rather than a sentence cut ("…le moins de poi…"); at the
        game's end, who won ("Ada wins")."""
        said = presenter.status(
            self.match,
            thinking=self.task is not None or self.slide is not None,
            held=self.held,
            chosen=self.current_action(),
            covered=self.covered(),
            towards=self.towards,
            moved=self.moved if self.in_moment() else None,
        )
        number = self.match.round_end
        if number is not None or self.match.is_over:
            room = self.top_bar.status_width - 24  # (as the bar fits it: its buttons stay)
            if text(said, 0, 0, size=STATUS_SIZES[-1], bold=True).content_width > room:
                if self.match.is_over:  # ("Ordinateur 1 gagne", the results saying more)
                    return presenter.capital(presenter.game_title(self.match))
                return tr("classic.summary.title", n=number)
        return said

    def ended(self) -> bool:
        """A round's end or the game's: the summary is (or may be) shown."""
        return self.match.round_end is not None or self.match.is_over

    def message(self) -> tuple[str, tuple[int, int, int]]:
        """The message line: a play being previewed, a hint, how to play the tile held, the
        draw or pass reason, what the position demands (a double to cover, a train open, only
        matadors), the count of the last play in All Fives; at a round's end, how to see the
        table."""
        if self.at_results():
            return tr("classic.keys.results"), theme.MUTED
        if self.ended() and not self.covered():
            return tr("classic.keys.peek" if self.peek else "classic.keys.summary"), theme.MUTED
        hint = self.hint_line()
        hinted = self.hints[0].action if self.hints else None
        if hint and (self.current_action() is None or self.current_action() == hinted):
            return hint, theme.HINT
        if self.ghost_text:
            return self.ghost_text, theme.SELECTED
        if self.held is not None and self.end is None and self.may_act():
            return tr("classic.held", tile=presenter.held_words(self.held)), theme.TEXT
        if self.may_act():
            reason = presenter.draw_reason(self.match) or presenter.pass_reason(self.match)
            if reason and not self.match.plays():
                return reason, theme.TEXT
        demand = presenter.demand(self.match, self.towards)
        if demand:  # (a double to cover, a train open, only matadors: whoever is on turn)
            return demand, theme.WARNING
        count = self.last_count()
        if not count and self.may_act() and self.held is None:
            return presenter.keys_text(
                self.match
            ), theme.MUTED  # (what the keys do, while nothing is said)
        return count, theme.MUTED

    def last_count(self) -> str:
        """What the last play of the round shown scored, in All Fives."""
        match = self.match
        if match.rules.in_play != "fives":
            return ""
        game = match.shown_round()
        if not game.log:
            return ""
        step = game.log[-1]
        if not step.points:
            return ""
        name = match.names()[step.seat]
        return tr("classic.labelled", label=name, text=presenter.count_caption(game, step.points))

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
        for button in (self.draw_button, self.pass_button):
            button.size = fitting_size(button.text(), button.rect.width - 14)
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
        self.draw_hand_area()
        self.prompt.draw()
        self.side_panel.draw()
        self.draw_flights()
        self.top_bar.draw(self.hover, False, self.now)
        dragged = self.dragged_tile()
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

    def draw_hand_area(self) -> None:
        fill_rect(self.hand_rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.35))
        shown = self.shown_seat()
        if shown is not None:
            fill_rect(
                Rect(self.hand_rect.left, self.hand_rect.top - 4, self.hand_rect.width, 4),
                seat_colour(shown),
            )
            self.hand.draw()
        for button in self.action_buttons:
            button.draw(self.hover)

    def game_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel over the plays: back to older plays (up) or on to newer ones (down)."""
        if self.side_panel.log_area.contains(x, y) and scroll_y:
            step = 3 if abs(scroll_y) < 3 else int(abs(scroll_y))
            self.side_panel.scroll(step if scroll_y > 0 else -step)
        elif self.table.contains(x, y) and scroll_y and not (self.ended() and not self.peek):
            self.table.zoom_at(x, y, WHEEL_ZOOM**scroll_y)
            self.camera_moved()

    def fit_table(self) -> None:
        """The whole table in view again, as large as it fits (Space, or the Fit button); it
        follows the game from now on."""
        self.table.fit()
        self.camera_moved()

    def camera_moved(self) -> None:
        """The table's view moved: the ghost follows it, and the end under the pointer."""
        if self.end is not None:
            self.update_ghost()
        if self.hover is not None and self.may_act():
            self.table.hover(*self.hover)


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


def fitting_size(content: str, width: float) -> float:
    """The largest type, from the usual down to a small one, that fits ``content`` (a reason
    on a button) in ``width`` pixels; below it the text is cut."""
    size = float(SIZES.small + 1)
    while size > SIZES.small - 2 and text(content, 0, 0, size=size).content_width > width:
        size -= 1
    return size


def _number_key(symbol: int) -> int | None:
    key = arcade.key
    for n in range(1, 10):
        if symbol in (getattr(key, f"KEY_{n}"), getattr(key, f"NUM_{n}")):
            return n
    return None
