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

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import arcade

from figures.ai.classic_hints import ClassicHint
from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Play
from figures.classic.round import Round
from figures.classic.tiles import HIGH, LOW
from figures.core.errors import FiguresError, IllegalMoveError
from figures.scene.classic import LEAD
from figures.texts.i18n import count_text, language, tr, trn
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.hand import BESIDE_BELOW, LABEL_ROOM, HandRow
from figures.ui.classic.match import ClassicMatch, Played
from figures.ui.classic.paint import Look, Tile, TileLayer, seat_colour
from figures.ui.classic.table import COUNT_STRIP, MARGIN, ClassicTable, arm_ways
from figures.ui.parts.message import ConfirmPanel, MessageLine
from figures.ui.shell.ai_driver import Cancelled, Progress, Task
from figures.ui.shell.game_screen import GameScreenBase
from figures.ui.shell.keys import bound
from figures.ui.shell.sound import cue
from figures.ui.shell.top_bar import STATUS_SIZES, TopBar, bar_button
from figures.ui.theme import SIZES
from figures.ui.widgets import (
    Button,
    Picture,
    Rect,
    draw_text,
    fill_rect,
    fit_text,
    press_widgets,
    shadowed_panel,
    text,
)

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

#: Sizes of the screen's parts, in pixels.
#: The top bar's buttons that go into its More menu first when the window is narrow (in the
#: colour game's order).
TOP_OVERFLOW = ("rules", "fit", "hint", "save", "menu", "redo")
#: The entries always in the More menu: the guided first game again.
MENU_ONLY = ("guide",)
HAND_HEIGHT = 150
#: The step between the target's two rows in the side panel.
TARGET_LINE = 18
MESSAGE_HEIGHT = 32  # (room for two rows of a long hint)
BACKS_ROW = 40
#: The rows' height at a round's end, when they show the hands face up.
ENDED_ROW = 84
BACKS_PER_ROW = 4
ACTIONS_WIDTH = 350
SIDE_WIDTH = 300
LOG_LINE = 19
#: The height of a line under a round's scores (the rule, the needs, the next leader).
NOTE_LINE = 20
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
#: How long the All Fives count pops when a play scores, and how much it grows.
COUNT_POP = 0.7
POP_GROWTH = 0.6


@dataclass
class Slide:
    """A computer's tile on its way from its seat to its place on the table."""

    action: Action
    start: float
    origin: tuple[float, float]
    target: Tile
    version: int


@dataclass
class Flight:
    """A tile drawn, on its way from the stock to its seat's hand (face up to the hand
    shown, face down to another seat's row)."""

    tile: int
    seat: int
    start: float


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
        self.rows: dict[int, HandRow] = {}
        self.row_rects: dict[int, Rect] = {}
        #: The tile held, the end chosen for it and which of its plays there (Matador's
        #: matadors join either way round).
        self.held: int | None = None
        self.end: str | None = None
        self.choice = 0
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
        self.slide_layer = TileLayer()
        #: Tiles drawn, flying from the stock to their hands; how long a flight takes.
        self.flights: list[Flight] = []
        self.flight_time = theme.SLIDE
        #: The tiles a seat drew since its last play or pass (framed in its hand until its
        #: next action), and which seat.
        self.fresh: list[int] = []
        self.fresh_seat = -1
        #: When the All Fives count last scored (it pops for a moment).
        self.pop_at: float | None = None
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
        self.side = Rect()
        self.hand_rect = Rect()
        self.message_rect = Rect()
        self.table_rect = Rect()
        self.panel_rect = Rect()
        self.side_picture = Picture()
        #: Points scored in play rising from their tiles: text, x, y, start, seat.
        self.floats: list[tuple[str, int, int, float, int]] = []
        #: The log's lines as the side panel shows them: text, x, y, colour, bold.
        self.log_texts: list[tuple[str, float, float, tuple[int, int, int], bool, float]] = []
        #: The side panel: its frame, a picture for each row of the scores, the plays' dots,
        #: and what was last painted.
        self.row_pictures: list[Picture] = []
        self.log_picture = Picture()
        self.side_key: object = None
        #: The plays list: how many rows it scrolled back from the newest (0: the newest
        #: shown, following each new play), how many rows it has and shows, and where.
        self.log_scroll = 0
        self.log_total = 0
        self.log_room = 0
        self.log_area = Rect()
        #: Which way each arm of a double runs on the screen, for the words.
        self.towards: dict[str, str] = {}
        self.towards_key: object = None
        self.panel_picture = Picture()
        self._make_buttons()
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
        self.side = Rect(width - side_w, 0, side_w, height - SIZES.top_bar)
        main_w = width - side_w
        hand_h = HAND_HEIGHT if height >= 700 else 120
        self.hand_rect = Rect(0, 0, main_w, hand_h)
        self.message_rect = Rect(0, hand_h, main_w, MESSAGE_HEIGHT)
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
        seats = list(range(self.match.rules.players))
        count = len(seats) - 1 if self.shown_seat() is not None else len(seats)
        lines = max(1, math.ceil(count / BACKS_PER_ROW))
        strip_top = self.top.bottom - 4
        self.row_rects = {}
        self.layout_rows(main_w, strip_top)
        table_bottom = hand_h + MESSAGE_HEIGHT
        table_top = strip_top - lines * self.row_height() - 4
        self.table_rect = Rect(0, table_bottom, main_w, max(40, table_top - table_bottom))
        self.toast_line.place(self.table_rect.left, self.table_rect.bottom, self.table_rect.width)
        # (at a round's end the rows grow and the table keeps its tiles where they lay)
        self.table.place(*self._table_box(), keep=self.ended())
        self.top_bar.arrange(self.status())
        w, h = min(560, main_w - 40), 0
        self.panel_rect = Rect((main_w - w) / 2, 0, w, h)

    def _table_box(self) -> tuple[float, float, float, float]:
        r = self.table_rect
        return (r.left + 6, r.bottom + 2, r.width - 12, r.height - 4)

    def row_height(self) -> int:
        """The height of a row of another seat's tiles: backs, or at a round's end its hand
        face up, large enough to read."""
        return ENDED_ROW if self.ended() else BACKS_ROW

    def layout_rows(self, main_w: float, strip_top: float) -> None:
        """One row of backs (or, at a round's end, tiles face up) for each seat not shown in
        the hand."""
        viewer = self.shown_seat()
        seats = [s for s in range(self.match.rules.players) if s != viewer]
        per = min(BACKS_PER_ROW, max(1, len(seats)))
        share = int((main_w - 8) / per)
        self.row_rects = {}
        high = self.row_height()
        for i, seat in enumerate(seats):
            line, col = divmod(i, per)
            rect = Rect(4 + col * share, strip_top - (line + 1) * high, share - 6, high - 4)
            self.row_rects[seat] = rect
            row = self.rows.get(seat)
            if row is None:
                row = self.rows[seat] = HandRow(self.match.rules.set)
            row.place(rect.left + 4, rect.bottom, rect.width - 8, rect.height)
        for seat in list(self.rows):
            if seat not in self.row_rects:
                del self.rows[seat]

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
        # Names too long for their rows shortened, every one still apart from the others
        # ("Ordi. 2" and "Ordi. 3", not "Ordinat…" twice), and "12 dom." on every row when
        # "12 dominos" is too long for one.
        counts = {seat: game.hands[seat].bit_count() for seat in self.rows}
        counted = {seat: presenter.tiles_words(counts[seat]) for seat in self.rows}
        if not all(self.row_fits(row, counted[seat], False) for seat, row in self.rows.items()):
            counted = {seat: presenter.tiles_short(counts[seat]) for seat in self.rows}

        def fits(seat: int, name: str) -> bool:
            row = self.rows.get(seat)
            return row is None or self.row_fits(row, label(seat, name), ended)

        short = presenter.short_names(names, fits)
        for seat, row in self.rows.items():
            if ended:
                row.show(game.hand(seat), label=label(seat, short[seat]))
            else:
                row.show_backs(counts[seat], short[seat], counted[seat])
        if self.held is not None and (
            not self.may_act() or self.held not in match.playable_tiles()
        ):
            self.cancel()
        self.hand.select(self.held)
        self.table.select(self.held, match.legal())
        if self.end is not None and self.end not in self.table.lit:
            self.end = None
        self.update_ghost()

    @staticmethod
    def row_fits(row: HandRow, words: str, face_up: bool) -> bool:
        """Whether ``words`` fit whole where ``row`` writes its seat's name: left of its
        backs, or beside its tiles face up at a round's end (above them there is room)."""
        _left, _bottom, width, height = row.rect
        if face_up:
            if height >= BESIDE_BELOW:
                return True
            return text(words, 0, 0, size=SIZES.small).content_width + 12 <= width * 0.45
        size = SIZES.small if height < 40 else SIZES.text
        room = min(width * 0.45, LABEL_ROOM) - 4  # (the least room left of the backs)
        return text(words, 0, 0, size=size).content_width <= room

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
        self.held = tile
        self.end = None
        self.choice = 0
        self.hand.select(tile)
        self.table.select(tile, self.match.legal())
        self.update_ghost()
        return True

    def choose_end(self, end: str) -> bool:
        """Put the held tile's ghost on ``end`` (a lit end), with what it scores; the same
        end again plays it (for a matador, the other way round first when it has two)."""
        if self.held is None or end not in self.table.lit or not self.may_act():
            return False
        if end == self.end:
            self.confirm()
            return True
        self.end = end
        self.choice = 0
        self.update_ghost()
        return True

    def current_action(self) -> Play | Lead | None:
        if self.held is None or self.end is None:
            return None
        options = self.match.action_for(self.held, "" if self.end == LEAD else self.end)
        if not options:
            return None
        return options[self.choice % len(options)]

    def flip(self) -> None:
        """A matador on an end: the other half touching."""
        if self.end is not None:
            self.choice += 1
            self.update_ghost()

    def cancel(self) -> None:
        """Let go of the held tile (Esc)."""
        self.held = None
        self.end = None
        self.choice = 0
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
        return True

    def after(self, played: Played, ended: bool) -> None:
        """What a step shows and sounds besides the table: a tile laid clicks (and in All
        Fives, when it scores, its points rise and the count pops); a tile drawn flies from
        the stock to its hand and stays framed there until its seat's next play or pass; a
        round's end sounds."""
        seat = played.seat
        if played.drew >= 0:
            cue("draw")
            self.flights.append(Flight(played.drew, seat, time.monotonic()))
            if seat != self.fresh_seat:
                self.fresh = []
            self.fresh_seat = seat
            self.fresh.append(played.drew)
        elif seat == self.fresh_seat:
            self.fresh = []  # (its next action: the tiles it drew are its like the others)
        if isinstance(played.action, Play | Lead):
            cue("place")
            if played.points:
                self.float_points(played.action.tile, played.points, played.seat)
                if self.match.rules.in_play == "fives":
                    self.pop_at = time.monotonic()
        if not ended and self.ended():
            cue("round-end")

    def float_points(self, tile: int, points: int, seat: int) -> None:
        """What a play scored in play (All Fives), rising from its tile for a moment."""
        piece = self.table.scene.piece_of(tile)
        if piece is None:
            return
        x, _ = self.table.frame.px(piece.centre)
        top = self.table.frame.box(piece.box)[3] + 6  # (just above the tile)
        self.floats.append((f"+{points}", round(x), round(top), time.monotonic(), seat))

    def draw_floats(self) -> None:
        now = time.monotonic()
        self.floats = [f for f in self.floats if now - f[3] < theme.FLOAT]
        for content, x, y, start, seat in self.floats:
            t = (now - start) / theme.FLOAT
            alpha = 255 if t < 0.6 else int(255 * (1 - t) / 0.4) // 32 * 32  # (few steps)
            draw_text(
                content,
                x,
                y + round(24 * t),
                size=SIZES.heading + 4,
                bold=True,
                colour=seat_colour(seat),
                anchor_x="center",
                alpha=max(0, alpha),
            )

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
        self.flights = []
        self.fresh = []
        self.fresh_seat = -1
        self.pop_at = None
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
            or any(now - f.start < self.flight_time for f in self.flights)
            or (self.pop_at is not None and now - self.pop_at < COUNT_POP)
            or any(now - f[3] < theme.FLOAT for f in self.floats)
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
        """The held tile's ghost on the chosen end, and the words of what it would do."""
        self.ghost = TileLayer()
        self.ghost_text = ""
        action = self.current_action()
        self.table.veil(self.end if action is not None else None)
        if action is None:
            return
        tile = self.landing(action)
        if tile is not None:
            self.ghost.add(tile, Look.for_set(self.match.rules.set), alpha=GHOST_ALPHA)
        try:
            self.ghost_text = presenter.preview_text(self.match, action, self.towards)
        except FiguresError:
            self.ghost_text = ""
        assert self.held is not None and self.end is not None
        end = "" if self.end == LEAD else self.end
        if self.ghost_text and len(self.match.action_for(self.held, end)) > 1:
            self.ghost_text += tr("classic.preview.flip")  # (a matador: either half touching)

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
        rect = self.row_rects.get(seat)
        origin = (rect.cx, rect.cy) if rect is not None else (self.hand_rect.cx, self.hand_rect.cy)
        self.slide = Slide(action, self.now, origin, target, self.match.version)

    def slide_tile(self) -> Tile | None:
        slide = self.slide
        if slide is None:
            return None
        t = min(1.0, max(0.0, (self.now - slide.start) / max(1e-6, self.slide_time)))
        ease = 1 - (1 - t) ** 3
        target = slide.target
        cx = (target.first[0] + target.second[0]) / 2
        cy = (target.first[1] + target.second[1]) / 2
        dx = (slide.origin[0] - cx) * (1 - ease)
        dy = (slide.origin[1] - cy) * (1 - ease)
        return Tile(
            (target.first[0] + dx, target.first[1] + dy),
            (target.second[0] + dx, target.second[1] + dy),
            target.side,
            target.first_number,
            target.second_number,
        )

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
                    options = self.match.action_for(best.tile, best.end)
                    if best.action in options:  # (a matador: the way round the hint means)
                        self.choice = options.index(best.action)
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

    def on_draw(self) -> None:
        self.now = time.monotonic()
        self.clear(color=arcade.types.Color(*theme.BACKGROUND))
        self.table.draw()
        self.draw_count_pop()
        self.ghost.draw()
        tile = self.slide_tile()
        if tile is not None:
            layer = TileLayer()
            layer.add(tile, Look.for_set(self.match.rules.set))
            layer.draw()
        self.draw_floats()
        self.draw_rows()
        self.draw_hand_area()
        self.draw_message_line()
        self.draw_side()
        self.draw_flights()
        self.draw_top()
        dragged = self.dragged_tile()
        if dragged is not None:
            layer = TileLayer()
            layer.add(dragged, Look.for_set(self.match.rules.set))
            layer.draw()
        if self.ended() and not self.peek and not self.at_results():
            self.draw_panel()
        if self.covered():
            self.draw_cover()
        self.top_bar.draw_menu(self.hover)
        self.modals.draw(self.hover)
        self.toast_line.draw(self.now)

    def live_toast(self) -> str | None:
        """The message being shown, if it is still time (read by the screens that cover the
        game, which show it where the player is)."""
        return self.toast_line.live()

    def draw_top(self) -> None:
        """The top bar, laid out again when its status changes and painted again only when
        what it shows changes (the status says itself that a computer is thinking)."""
        self.top_bar.arrange(self.status())
        self.top_bar.draw(self.hover, False, self.now)

    def draw_rows(self) -> None:
        turn = self.match.turn if self.match.round_end is None and not self.match.is_over else -1
        for seat, row in self.rows.items():
            rect = self.row_rects[seat]
            colour = seat_colour(seat)
            if seat == turn:
                fill_rect(rect, theme.rgba(theme.mix(colour, theme.BACKGROUND, 0.75)))
            fill_rect(Rect(rect.left, rect.bottom, 4, rect.height), colour)
            row.draw()
            if seat == turn and self.task is not None:  # how far its thinking has got
                done = max(0.05, min(1.0, self.task.progress))
                fill_rect(Rect(rect.left, rect.bottom, round(rect.width * done), 3), colour)

    def draw_count_pop(self) -> None:
        """The All Fives count, when a play has just scored, grows and shrinks back over its
        line above the table."""
        if self.pop_at is None:
            return
        t = (self.now - self.pop_at) / COUNT_POP
        if t >= 1 or not self.table.count:
            self.pop_at = None
            return
        caption = f"{self.table.count_caption}  " if self.table.count_caption else ""
        left, bottom, _width, height = self.table.rect
        x, y = left + MARGIN + 4, bottom + height - COUNT_STRIP / 2
        size = round(SIZES.text * (1 + POP_GROWTH * math.sin(math.pi * t)))  # (whole sizes)
        label = text(caption + self.table.count, x, y, size=size, bold=True, anchor_y="center")
        h = label.content_height
        back = Rect(x - 6, y - h / 2 - 2, label.content_width + 12, h + 4)
        fill_rect(back, theme.mix(theme.LEGAL, theme.PANEL, 0.85))
        label = text(
            caption + self.table.count,
            x,
            y,
            size=size,
            bold=True,
            colour=theme.LEGAL,
            anchor_y="center",
        )
        label.draw()

    def stock_point(self) -> tuple[float, float]:
        """Where a drawn tile starts from: the stock's line in the side panel."""
        return (self.side.left + self.side.width * 0.55, self.side.top - 66)

    def draw_flights(self) -> None:
        """Each tile drawn, from the stock to its place in the hand shown (face up, turning
        over halfway), or to its seat's row of backs."""
        now = self.now
        self.flights = [f for f in self.flights if now - f.start < self.flight_time]
        if not self.flights:
            return
        shown = self.shown_seat()
        ox, oy = self.stock_point()
        layer = TileLayer()
        for flight in self.flights:
            t = min(1.0, max(0.0, (now - flight.start) / max(1e-6, self.flight_time)))
            ease = 1 - (1 - t) ** 3
            box = self.hand.box_of(flight.tile) if flight.seat == shown else None
            rect = self.row_rects.get(flight.seat)
            if box is not None:
                tx, ty = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
                wide = box[2] - box[0]
            elif rect is not None:
                tx, ty, wide = rect.cx, rect.cy, rect.height * 0.45
            else:
                continue
            wide *= 0.7 + 0.3 * ease
            cx, cy = ox + (tx - ox) * ease, oy + (ty - oy) * ease
            tall = wide * 2
            tile = Tile(
                (cx, cy + tall / 4),
                (cx, cy - tall / 4),
                wide,
                HIGH[flight.tile],
                LOW[flight.tile],
            )
            look = Look.for_set(self.match.rules.set)
            layer.add(tile, look, back=box is None or t < 0.5)
        layer.draw()

    def drawn_marks(self, shown: int | None) -> frozenset[int]:
        """The tiles of seat ``shown``'s hand framed as just drawn (until its next action)."""
        return frozenset(self.fresh) if shown == self.fresh_seat else frozenset()

    def draw_hand_area(self) -> None:
        fill_rect(self.hand_rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.35))
        shown = self.shown_seat()
        flying = frozenset(
            f.tile
            for f in self.flights
            if f.seat == shown and self.now - f.start < self.flight_time
        )
        self.hand.hidden = flying
        self.hand.marked = self.drawn_marks(shown)
        if shown is not None:
            fill_rect(
                Rect(self.hand_rect.left, self.hand_rect.top - 4, self.hand_rect.width, 4),
                seat_colour(shown),
            )
            self.hand.draw()
        for button in (self.draw_button, self.pass_button):
            button.size = fitting_size(button.text(), button.rect.width - 14)
        for button in self.action_buttons:
            button.draw(self.hover)

    def draw_message_line(self) -> None:
        content, colour = self.message()
        if not content:
            return
        r = self.message_rect
        bold = colour != theme.MUTED
        size, rows = message_rows(content, r.width - 24, bold)
        gap = size + 4  # (two rows a line apart, centred on the line)
        for i, row in enumerate(rows):
            draw_text(
                row,
                r.left + 12,
                r.cy + gap * ((len(rows) - 1) / 2 - i),
                colour=colour,
                size=size,
                bold=bold,
                anchor_y="center",
            )

    def draw_side(self) -> None:
        r = self.side
        key = (self.match.version, r.left, r.width, r.height, language())
        if key != self.side_key:
            self.side_key = key
            self.log_texts = []
            self.paint_side(self.side_picture)
        self.side_picture.draw()
        for picture in self.row_pictures:
            picture.draw()
        self.log_picture.draw()
        for content, x, y, colour, bold, size in self.log_texts:
            draw_text(content, x, y, size=size, colour=colour, bold=bold)

    def paint_side(self, canvas: Picture) -> None:
        """The side panel after a change: what stays (the title, the target, the headings)
        painted again only when it changes, each seat's row of the scores only when that
        row changes (a move changes two or three rows of eight), the round and stock and the
        plays drawn from the text cache."""
        match = self.match
        r = self.side
        x = r.left + 14
        title = presenter.preset_title(match.rules.preset_name)
        target = presenter.target_text(match)
        # (a row a seat, and in teams a row above each team's with its name and score)
        seats = sum(len(s) + (len(s) > 1) for s in match.sides())
        # (a target too long for the panel's width takes a second row, and what is under it
        # goes down by one)
        targets = wrap_text(target, r.width - 28, SIZES.text)
        down = TARGET_LINE * (len(targets) - 1)
        y = r.top - 30 - 20 - 20 - 30 - 8 - 22 * seats - 30 - down
        if canvas.start((r.left, r.bottom, r.width, r.height, title, target, seats, language())):
            self.paint_side_frame(canvas, title, targets, y)
            canvas.finish()
        game = match.shown_round()
        info = tr("classic.side.round", n=game.number)
        if match.rules.cannot_play != "pass":
            info += "   " + tr("classic.side.stock", n=len(game.stock_left))
        self.log_texts.append((info, x, r.top - 70 - down, theme.MUTED, False, SIZES.text))
        row_y = r.top - 30 - 20 - 20 - 30 - 8 - down
        scores = match.scores()
        counts = [h.bit_count() for h in game.hands]
        turn = match.turn if match.round_end is None and not match.is_over else -1

        def tiles_of(seat: int, short: bool) -> str:
            return (presenter.tiles_short if short else presenter.tiles_words)(counts[seat])

        # (names too long shortened, the tiles said shorter first: "Ordi. 2  12 dom.")
        full = match.names()
        tight = any(self.score_room(s, tiles_of(s, False), n) < 0 for s, n in enumerate(full))
        tiles = [tiles_of(seat, tight) for seat in range(len(full))]
        names = presenter.short_names(
            full, lambda seat, name: self.score_room(seat, tiles[seat], name) >= 0
        )
        i = 0
        for side, seats_of_side in enumerate(match.sides()):
            team = len(seats_of_side) > 1
            if team:  # the team's row: its name and its score, for both partners
                row_y -= 22
                if i == len(self.row_pictures):
                    self.row_pictures.append(Picture())
                name = presenter.side_name(match, side)
                points = presenter.points_words(scores[side])
                picture = self.row_pictures[i]
                key = ("team", r.left, r.width, row_y, side, name, points, language())
                if picture.start(key):
                    self.paint_team_row(picture, row_y, seats_of_side[0], name, points)
                    picture.finish()
                i += 1
            for seat in seats_of_side:
                row_y -= 22
                if i == len(self.row_pictures):
                    self.row_pictures.append(Picture())
                points = "" if team else presenter.points_words(scores[side])
                name = names[seat]
                level = "" if match.is_human(seat) else match.players[seat].kind
                row = (r.left, r.width, row_y, seat, name, level, tiles[seat], points)
                picture = self.row_pictures[i]
                if picture.start((*row, seat == turn, language())):
                    self.paint_score_row(
                        picture, row_y, seat, name, tiles[seat], points, seat == turn
                    )
                    picture.finish()
                i += 1
        del self.row_pictures[i:]
        self.paint_log(y)

    def paint_side_frame(
        self, canvas: Picture, title: str, targets: tuple[str, ...], log_y: float
    ) -> None:
        """The side panel's ground and what stays on it: the game, its target (in rows of
        whole words, at most two), the headings."""
        r = self.side
        canvas.fill(r, theme.PANEL)
        canvas.line(r.left, r.bottom, r.left, r.top, theme.PANEL_EDGE)
        x = r.left + 14
        y = r.top - 30
        size = float(SIZES.heading)
        while size > SIZES.small and text(title, 0, 0, size=size, bold=True).content_width > (
            r.width - 28
        ):
            size -= 1  # a long title in a smaller type rather than cut
        canvas.text(fit_text(title, r.width - 28, size, True), x, y, size=size, bold=True)
        y -= 20
        for line in targets:
            canvas.text(line, x, y, colour=theme.MUTED)
            y -= TARGET_LINE
        y -= 20 + 30 - TARGET_LINE
        canvas.text(tr("classic.side.scores"), x, y, bold=True)
        canvas.text(tr("classic.side.log"), x, log_y, bold=True)

    def paint_team_row(self, canvas: Picture, y: float, first: int, name: str, points: str) -> None:
        """A team's row of the scores, above its partners' rows: its name and its score
        (the partners' rows under it, indented, have none)."""
        r = self.side
        x = r.left + 14
        colour = seat_colour(first)
        canvas.fill(Rect(r.left + 6, y - 6, r.width - 12, 21), theme.mix(colour, theme.PANEL, 0.9))
        canvas.fill(Rect(r.left + 6, y - 6, 3, 21), colour)
        room = r.right - 14 - text(points, 0, 0, bold=True).content_width - 10 - x
        canvas.text(fit_text(name, room, SIZES.text, True), x, y, bold=True)
        canvas.text(points, r.right - 14, y, bold=True, anchor_x="right")

    def score_room(self, seat: int, tiles: str, name: str) -> float:
        """The room left on ``seat``'s row of the scores once ``name`` is written there
        beside its ``tiles`` (negative: it does not fit)."""
        r = self.side
        x = r.left + 14 + (10 if self.match.rules.teams else 0)
        room = r.right - 70 - text(tiles, 0, 0, size=SIZES.small).content_width - 8
        return room - (x + 16) - text(name, 0, 0).content_width

    def paint_score_row(
        self,
        canvas: Picture,
        y: float,
        seat: int,
        name: str,
        tiles: str,
        points: str,
        turn: bool,
    ) -> None:
        """One seat's row of the scores: its colour, name (shortened where it does not fit,
        and its level when there is room), tiles in hand and its points (in teams, the
        team's row above says them: the partners' rows are indented)."""
        match = self.match
        r = self.side
        x = r.left + 14 + (10 if match.rules.teams else 0)
        colour = seat_colour(seat)
        if turn:
            band = Rect(r.left + 6, y - 6, r.width - 12, 21)
            canvas.fill(band, theme.mix(colour, theme.PANEL, 0.8))
        canvas.disc(x + 5, y + 4, 5, colour)
        room = r.right - 70 - text(tiles, 0, 0, size=SIZES.small).content_width - 8
        if not match.is_human(seat) and name == match.names()[seat]:  # the level, if room
            level = f"{name} ({presenter.level_words(match.players[seat].kind)})"
            if self.score_room(seat, tiles, level) >= 0:
                name = level
        canvas.text(fit_text(name, room - (x + 16)), x + 16, y)
        canvas.text(tiles, r.right - 70, y, colour=theme.MUTED, size=SIZES.small, anchor_x="right")
        if points:
            canvas.text(points, r.right - 14, y, bold=True, anchor_x="right")

    def paint_log(self, y: float) -> None:
        """The plays under their heading at ``y``, from the text cache: the newest that fit,
        or, scrolled back with the wheel (:meth:`on_mouse_scroll`), older ones, with a bar
        on the right saying where they are. A new play brings the newest back."""
        match = self.match
        r = self.side
        x = r.left + 14
        canvas = self.log_picture  # (the seats' dots; the lines are drawn from the cache)
        canvas.start(object())
        y -= 6
        viewer = match.viewer() if match.human_count == 1 else None
        rows: list[tuple[int, str, bool]] = []  # (seat, text, the line's first row)
        for seat, line in presenter.log_lines(match, viewer, self.towards):
            width = r.width - (36 if seat >= 0 else 24)
            for i, part in enumerate(wrap_text(line, width, SIZES.small, bold=seat < 0)):
                rows.append((seat, part, i == 0))
        room = max(0, int((y - r.bottom - 8) // LOG_LINE))
        self.log_area = Rect(r.left, r.bottom, r.width, max(0.0, y - r.bottom))
        if len(rows) != self.log_total:  # (a new play, or one taken back: the newest)
            self.log_scroll = 0
        self.log_total = len(rows)
        self.log_room = room
        self.log_scroll = max(0, min(self.log_scroll, len(rows) - room))
        end = len(rows) - self.log_scroll
        while 0 < end < len(rows) and not rows[end][2]:  # (nor a line's head without its tail)
            end -= 1
        shown = rows[max(0, end - room) : end] if room else []
        while shown and not shown[0][2]:  # (never the lone tail of a line cut at the top)
            shown.pop(0)
        top = y
        for seat, line, first in shown:
            y -= LOG_LINE
            colour = theme.MUTED if seat < 0 else theme.TEXT
            if seat >= 0 and first:
                canvas.disc(x + 3, y + 4, 3, seat_colour(seat))
            # (drawn each frame from the text cache: only a new line is made anew)
            left = x + (12 if seat >= 0 else 0)
            self.log_texts.append((line, left, y, colour, seat < 0, SIZES.small))
        if room and len(rows) > room:  # the scroll bar: the part shown of all the plays
            track = Rect(r.right - 7, r.bottom + 8, 3, top - r.bottom - 12)
            canvas.fill(track, theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.5))
            size = max(12.0, track.height * room / len(rows))
            ahead = self.log_scroll / max(1, len(rows) - room)
            thumb_bottom = track.bottom + (track.height - size) * ahead
            canvas.fill(Rect(track.left, thumb_bottom, 3, size), theme.MUTED)
        canvas.finish()

    def game_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel over the plays: back to older plays (up) or on to newer ones (down)."""
        if self.log_area.contains(x, y) and scroll_y:
            step = 3 if abs(scroll_y) < 3 else int(abs(scroll_y))
            self.scroll_log(step if scroll_y > 0 else -step)
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

    def scroll_log(self, rows: int) -> None:
        """The plays ``rows`` rows back (older), or on (newer) when negative."""
        most = max(0, self.log_total - self.log_room)
        scroll = max(0, min(most, self.log_scroll + rows))
        if scroll != self.log_scroll:
            self.log_scroll = scroll
            self.side_key = None  # (painted again)

    def draw_panel(self) -> None:
        """The round's end (how it ended, each side's pips and points) with its button: the
        next round, or after the last the results."""
        match = self.match
        summary = presenter.round_summary(match)
        rows = len(summary.rows) if summary is not None else 0
        area = Rect(0, 0, self.side.left, self.top.bottom)
        lines = rows
        notes = len(self.summary_notes(summary))
        fixed = 96 + 64 + (14 + NOTE_LINE * notes if notes else 0)
        # (whole pixels: text drawn between two pixels loses a sliver of its glyphs)
        line = float(max(16, min(24, int((area.height - 30 - fixed) / max(1, lines)))))
        height = fixed + lines * line
        width = min(640, area.width - 30)
        rect = Rect(
            round(area.left + (area.width - width) / 2),
            round(area.bottom + (area.height - height) / 2),
            round(width),
            round(height),
        )
        self.panel_rect = rect
        bw = float(min(260, int(rect.width - 60)))
        self.next_button.rect = Rect(rect.cx - bw / 2, rect.bottom + 16, bw, 36)
        canvas = self.panel_picture
        key = (match.version, language(), rect.left, rect.bottom, rect.width, rect.height)
        if canvas.start(key):
            self.paint_panel(canvas, rect, line)
            canvas.finish()
        canvas.draw()
        for button in self.panel_buttons:
            button.draw(self.hover)

    def paint_panel(self, canvas: Picture, rect: Rect, line: float) -> None:
        match = self.match
        summary = presenter.round_summary(match)
        fives = match.rules.in_play == "fives"
        canvas.fill(Rect(rect.left + 3, rect.bottom - 3, rect.width, rect.height), theme.SHADOW)
        canvas.fill(rect, theme.PANEL)
        canvas.outline(rect, theme.PANEL_EDGE)
        x = rect.left + 20
        y = rect.top - 34
        if summary is not None:
            canvas.text(
                fit_text(summary.title, rect.width - 40, SIZES.heading + 2, True),
                x,
                y,
                size=SIZES.heading + 2,
                bold=True,
            )
            y -= 24
            how = presenter.capital(summary.how)
            canvas.text(fit_text(how, rect.width - 40), x, y, colour=theme.MUTED)
            y -= 34
            right = rect.right - 20
            # (no points in play outside All Fives: that column's room goes to the names)
            pips = right - 300 if fives else right - 210
            columns = [x, pips, right - 210, right - 110, right]
            heads = [
                tr("classic.col.side"),
                tr("classic.col.pips"),
                tr("classic.col.play") if fives else "",
                tr("classic.col.bonus" if fives else "classic.col.award"),
                tr("classic.col.total"),
            ]
            for i, head in enumerate(heads):
                canvas.text(
                    head,
                    columns[i],
                    y,
                    size=SIZES.small,
                    colour=theme.MUTED,
                    anchor_x="left" if i == 0 else "right",
                )
            for row in summary.rows:
                y -= line
                seat = match.sides()[row.side][0]
                room = columns[1] - columns[0] - 70  # (the pips, right-aligned, need 70)
                size = float(SIZES.text)  # (two partners' names: smaller rather than cut)
                while (
                    size > SIZES.small
                    and text(row.name, 0, 0, size=size, bold=True).content_width > room
                ):
                    size -= 1
                canvas.text(
                    fit_text(row.name, room, size, True),
                    columns[0],
                    y,
                    size=size,
                    colour=seat_colour(seat),
                    bold=True,
                )
                values = [
                    presenter.pips_words(row.pips),
                    presenter.points_words(row.in_play) if fives else "",
                    "+" + presenter.points_words(row.award) if row.award else "0",
                    presenter.points_words(row.total),
                ]
                for i, value in enumerate(values, 1):
                    canvas.text(value, columns[i], y, anchor_x="right", bold=i == 4)
            y -= 14
            for note, colour in self.summary_notes(summary):
                y -= NOTE_LINE
                canvas.text(note, x, y, size=SIZES.small, colour=colour)

    def summary_notes(
        self, summary: presenter.Summary | None
    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines under a round's scores, each in rows that fit the panel: the rule that
        gave the points, what each side still needs, who leads the next round."""
        if summary is None:
            return []
        room = min(640, self.side.left - 30) - 40
        notes: list[tuple[str, tuple[int, int, int]]] = []
        for content, colour in (
            (summary.rule, theme.MUTED),
            (summary.needs, theme.TEXT),
            (summary.next, theme.TEXT),
        ):
            if content:
                rows = wrap_text(presenter.capital(content), room, SIZES.small)
                notes.extend((row, colour) for row in rows)
        return notes

    def draw_cover(self) -> None:
        """Pass-and-play: the tiles hidden until the human to move asks to see them."""
        below = Rect(0, 0, self.window.width, self.top.bottom)
        fill_rect(below, theme.rgba(theme.TOP_BAR, 235))
        w, h = min(560, self.window.width - 40), 220
        rect = Rect((self.window.width - w) // 2, (self.top.bottom - h) // 2, w, h)
        shadowed_panel(rect)
        name = self.match.names()[self.match.turn]
        fill_rect(Rect(rect.left, rect.top - 8, rect.width, 8), seat_colour(self.match.turn))
        draw_text(
            fit_text(tr("pass.title", name=name), rect.width - 40, 20, True),
            rect.cx,
            rect.top - 56,
            size=20,
            bold=True,
            anchor_x="center",
        )
        draw_text(
            fit_text(trn("pass.body", name), rect.width - 40),
            rect.cx,
            rect.top - 92,
            colour=theme.MUTED,
            anchor_x="center",
        )
        self.show_button.rect = Rect(rect.cx - 140, rect.bottom + 24, 280, 46)
        self.show_button.draw(self.hover)


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


@lru_cache(maxsize=256)
def message_rows(content: str, width: float, bold: bool) -> tuple[float, tuple[str, ...]]:
    """The message line's text size and rows: one row at the text size, else at the small
    size, else two rows of whole words at a size smaller still (a long hint's reasons
    wrap rather than run off the table's edge mid-word)."""
    for size in (float(SIZES.text), float(SIZES.small)):
        if text(content, 0, 0, size=size, bold=bold).content_width <= width:
            return size, (content,)
    size = float(SIZES.small - 1)
    return size, wrap_text(content, width, size, bold)


@lru_cache(maxsize=4096)
def wrap_text(content: str, width: float, size: float, bold: bool = False) -> tuple[str, ...]:
    """``content`` in rows of whole words no wider than ``width`` (at most two: the second
    cut with an ellipsis), for a line of the plays that would otherwise lose its end."""
    if text(content, 0, 0, size=size, bold=bold).content_width <= width:
        return (content,)
    words = content.split(" ")
    first = words[0]
    for i in range(1, len(words)):
        longer = f"{first} {words[i]}"
        if text(longer, 0, 0, size=size, bold=bold).content_width > width:
            rest = " ".join(words[i:])
            return (first, fit_text(rest, width, size, bold))
        first = longer
    return (fit_text(content, width, size, bold),)


def _number_key(symbol: int) -> int | None:
    key = arcade.key
    for n in range(1, 10):
        if symbol in (getattr(key, f"KEY_{n}"), getattr(key, f"NUM_{n}")):
            return n
    return None
