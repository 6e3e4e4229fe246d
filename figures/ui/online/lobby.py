"""Play online: host a table or join one, then its waiting room.

**Host** starts a table server inside the app (:class:`~figures.net.session.Hosting`, on a
thread of its own) and opens a table of the game chosen in the set-up, with its options: the
set-up's first seat is this window's, its other people's seats are left open for friends,
its computers are the server's. The code and the addresses to give friends are shown in big.
**Join** takes an address and a code; the tables played lately are listed with their seat's
token (:class:`~figures.net.session.TableBook`), so one click takes the seat back. At an
address typed, **Public tables** lists the tables its server shows in its lobby (those opened
"listed", waiting for players: their game, host and free seats; a click takes a seat), and
**Quick join** takes a seat at the public table of the set-up's game that waits for the fewest
players, or opens one for others to join (it starts by itself once full). A table opened
here is listed or not (the code only) as its host chooses.

The waiting room shows the seats filling (a person, a computer, a seat still open) and the
chat; the host starts when ready (seats still open get a computer). When the server's first
state comes, the game's own screen takes over (:mod:`figures.ui.online.game`). Keys: Tab goes
through the fields, Enter does the field's action (Join on the code, Send on the chat), Esc
goes back.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import arcade

from figures.app.storage import data_dir
from figures.classic.settings import ClassicSettings
from figures.colour.game import Settings
from figures.colour.house import DEFAULT_RULES
from figures.core.errors import FiguresError
from figures.core.seats import HUMAN, PlayerSpec
from figures.games import COLOUR, GAMES
from figures.net import protocol as p
from figures.net.session import (
    DEFAULT_PORT,
    Entry,
    Hosting,
    Link,
    Session,
    TableBook,
    table_address,
)
from figures.net.store import holds_seat
from figures.net.table import CODE_LENGTH, CODE_LETTERS
from figures.texts.i18n import tr
from figures.texts.names import role, shown
from figures.ui import theme
from figures.ui.online.link import OnlineLink, server_folder, wake_window
from figures.ui.online.match import mirror_of
from figures.ui.setup.games import game_title
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, Widget, draw_widgets, press_widgets
from figures.ui.widgets.field import TextField
from figures.ui.widgets.focus import next_in_ring
from figures.ui.widgets.shapes import Rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["OnlineView", "open_spec"]

PANEL_WIDTH = 440
ROW = 34
#: Below this height the choice is laid out closer (the host's note left out): the
#: smallest window (900x600) has every button inside its panel.
COMPACT_HEIGHT = 760
#: The panels' bottom edge (in the compact layout: closer to the Back button).
PANELS_BOTTOM, COMPACT_BOTTOM = 110, 80


def open_spec(settings: object, name: str) -> p.Open:
    """The table a host opens for the set-up's ``settings`` (a colour game's or a classic
    preset's): the first seat the host's, the other people's seats open, the computers the
    server's at their level, the game's options (the colour game's target and house rules, a
    preset's switches and teams); a one-line FiguresError for settings of no game."""
    if isinstance(settings, Settings):
        options: dict[str, Any] = {"target": settings.target}
        if settings.rules != DEFAULT_RULES:
            options["rules"] = settings.rules.to_json()
        return p.Open(COLOUR, name, seats_of(settings.players), options)
    if isinstance(settings, ClassicSettings):
        options = dict(settings.overrides)
        if settings.teams:
            options["teams"] = True
        return p.Open(settings.game, name, seats_of(settings.players), options)
    raise FiguresError(f"no game is played online with {type(settings).__name__}")


def seats_of(players: Sequence[PlayerSpec]) -> list[p.SeatSpec]:
    """The set-up's seats at a table: the first this window's, people's open, computers'."""
    return [
        p.SeatSpec("open")
        if n == 0 or spec.kind == HUMAN
        else p.SeatSpec("computer", spec.kind if spec.kind in LEVELS else "medium")
        for n, spec in enumerate(players)
    ]


def seat_mirror(state: p.State) -> object | None:
    """A seat's mirror of a state, made on the network thread (a spectator's: none)."""
    return mirror_of(state) if state.seat is not None else None


def listed_row(table: p.Listed) -> str:
    """A public table of a server's lobby, as its button says it: its game, free seats, host
    and code (what a narrow button cuts first last)."""
    game = game_title(table.game) if table.game in GAMES else table.game
    return tr("online.tables.row", code=table.code, game=game, host=table.host, n=table.free)


def set_up_game(settings: object) -> tuple[str, int]:
    """The game of the set-up's ``settings`` and its number of players (what a quick join
    asks for)."""
    game = settings.game if isinstance(settings, ClassicSettings) else COLOUR
    return game, len(getattr(settings, "players", ())) or 2


def recent_row(entry: Entry) -> str:
    """A table played lately, as its button says it: its code, game and address."""
    game = game_title(entry.game) if entry.game in GAMES else entry.game
    address = entry.address.removeprefix("ws://")
    return tr("online.recent.row", code=entry.code, game=game, address=address)


def loopback_port(url: str) -> int | None:
    """The port of ``url`` when it is this machine's loopback address (a table this app
    hosted), else None."""
    host, _, port = url.removeprefix("ws://").rpartition(":")
    return int(port) if host in ("127.0.0.1", "localhost") and port.isdigit() else None


def hosting_port() -> int:
    """The port a table hosted here listens on: ``$FIGURES_ONLINE_PORT`` (a port a firewall
    lets through), else :data:`~figures.net.session.DEFAULT_PORT` (another when it is taken)."""
    value = os.environ.get(PORT_VARIABLE, "")
    if value.isdigit() and 0 < int(value) < 65536:
        return int(value)
    return DEFAULT_PORT


#: The environment variable that fixes the port a hosted table listens on.
PORT_VARIABLE = "FIGURES_ONLINE_PORT"
#: The levels a server's computer plays at.
LEVELS = ("random", "easy", "medium", "hard")


class OnlineView(arcade.View):
    """Host or join, then the waiting room. ``settings`` are the set-up's choice (what a
    hosted table plays)."""

    def __init__(self, nav: Navigator, settings: object) -> None:
        super().__init__(nav.window)
        self.nav = nav
        self.settings = settings
        self.book = TableBook(data_dir() / "online.json")
        first = getattr(settings, "players", ())
        typed = first[0].name if first and role(first[0].name) is None else self.book.name()
        self.name = TextField(value=typed, max_length=p.MAX_NAME, placeholder=self.name_hint)
        self.address = TextField(max_length=60, placeholder=lambda: tr("online.address.hint"))
        self.code = TextField(
            max_length=CODE_LENGTH,
            allowed=CODE_LETTERS + CODE_LETTERS.lower(),
            placeholder=lambda: tr("online.code.hint"),
            bold=True,
        )
        self.chat = TextField(max_length=p.MAX_CHAT, placeholder=lambda: tr("online.chat.hint"))
        entries = self.book.entries()
        if entries:
            self.address.value = entries[0].address.removeprefix("ws://")
        #: The screen was just opened (by O on the set-up, whose text comes next).
        self.opening_key = True
        #: The table's link once hosting or joining (None: choosing).
        self.link: OnlineLink | None = None
        self.error = ""
        self.hover: tuple[float, float] | None = None
        self.host_button = Button(label=lambda: tr("online.host"), action=self.host, primary=True)
        #: The table's own options, for a table hosted here: the turn clock, takebacks,
        #: spectators.
        self.clock = 0
        self.takeback = True
        self.spectators = True
        #: Listed in the server's lobby (else found by its code only).
        self.public = False
        self.table_buttons = [
            Button(label=self.clock_label, action=self.next_clock),
            Button(
                label=lambda: tr(
                    "online.takebacks.on" if self.takeback else "online.takebacks.off"
                ),
                action=self.toggle_takeback,
            ),
            Button(
                label=lambda: tr(
                    "online.spectators.on" if self.spectators else "online.spectators.off"
                ),
                action=self.toggle_spectators,
            ),
        ]
        #: Under the table's options: listed in the server's lobby, or found by its code.
        self.public_button = Button(
            label=lambda: tr("online.public.on" if self.public else "online.public.off"),
            action=self.toggle_public,
        )
        self.join_button = Button(label=lambda: tr("online.join"), action=self.join, primary=True)
        self.tables_button = Button(label=lambda: tr("online.tables"), action=self.list_tables)
        self.quick_button = Button(label=self.quick_label, action=self.quick_join)
        #: The look at a server's lobby under way: its session and address (None: none).
        self.browsing: tuple[Session, str] | None = None
        #: The public tables of the address last looked at, and that address (None: the
        #: tables played lately are shown instead).
        self.listed: list[p.Listed] | None = None
        self.listed_at = ""
        self.listed_buttons: list[Button] = []
        self.back_button = Button(label=lambda: tr("online.back"), action=self.back)
        self.start_button = Button(
            label=lambda: tr("online.start"),
            action=self.start_game,
            primary=True,
            visible=lambda: self.link is not None and self.link.is_host,
        )
        self.send_button = Button(label=lambda: tr("online.chat.send"), action=self.send_chat)
        self.recent: list[Button] = [
            Button(label=partial(recent_row, e), action=partial(self.resume, e.address, e.token))
            for e in entries[:5]
        ]
        self.focus(self.code if self.name.value else self.name)
        self.layout(self.window.width, self.window.height)

    def name_hint(self) -> str:
        return tr("online.name.hint")

    def clock_label(self) -> str:
        if not self.clock:
            return tr("online.clock.off")
        return tr("online.clock", seconds=self.clock)

    def next_clock(self) -> None:
        """The turn clock's next choice: off, 30 s, 1 min, 2 min."""
        self.clock = p.CLOCKS[(p.CLOCKS.index(self.clock) + 1) % len(p.CLOCKS)]

    def toggle_takeback(self) -> None:
        self.takeback = not self.takeback

    def toggle_spectators(self) -> None:
        self.spectators = not self.spectators

    def toggle_public(self) -> None:
        self.public = not self.public

    def quick_label(self) -> str:
        return tr("online.quick", game=game_title(set_up_game(self.settings)[0]))

    # ----------------------------------------------------------------- what is shown

    def waiting(self) -> bool:
        return self.link is not None

    def fields(self) -> list[TextField]:
        return [self.chat] if self.waiting() else [self.name, self.address, self.code]

    def widgets(self) -> list[Widget]:
        if self.waiting():
            return [self.chat, self.send_button, self.start_button, self.back_button]
        return [
            self.name,
            *self.table_buttons,
            self.public_button,
            self.host_button,
            self.address,
            self.code,
            self.join_button,
            self.tables_button,
            self.quick_button,
            *(self.listed_buttons if self.browsing or self.listed is not None else self.recent)[
                : self.rows_room()
            ],
            self.back_button,
        ]

    @staticmethod
    def panels(width: int, height: int) -> tuple[float, float, float, bool]:
        """The host's and the join panel's left edges, their width, and whether the window
        is too low for the roomy layout."""
        panel = min(PANEL_WIDTH, (width - 80) / 2)
        return max(30, width / 2 - panel - 20), width / 2 + 20, panel, height < COMPACT_HEIGHT

    def layout(self, width: int, height: int) -> None:
        top = height - 150
        left, right, panel, compact = self.panels(width, height)
        self.compact = compact
        w = panel - 40
        self.name.rect = Rect(left + 20, top - 40, w, ROW)
        toggles = top - (140 if compact else 250)
        for n, button in enumerate([*self.table_buttons, self.public_button]):
            button.rect = Rect(left + 20, toggles - n * (ROW + 6), w, ROW)
        self.host_button.rect = Rect(left + 20, toggles - 170, w, ROW + 6)
        self.address.rect = Rect(right + 20, top - 40, w, ROW)
        self.code.rect = Rect(right + 20, top - 110, w, ROW + 8)
        join = top - (164 if compact else 180)
        self.join_button.rect = Rect(right + 20, join, w, ROW + 6)
        narrow = round(w * 0.36)
        self.tables_button.rect = Rect(right + 20, join - 44, narrow - 4, ROW)
        self.quick_button.rect = Rect(right + 20 + narrow + 4, join - 44, w - narrow - 4, ROW)
        #: Where the note over the rows is written, and the first row.
        self.note_y = join - (84 if compact else 100)
        self.rows_y = join - (120 if compact else 140)
        for rows in (self.recent, self.listed_buttons):  # (the one or the other is shown)
            for n, button in enumerate(rows):
                button.rect = Rect(right + 20, self.rows_y - n * (ROW - 4), w, ROW - 8)
        self.back_button.rect = Rect(30, 24, 140, ROW)
        self.start_button.rect = Rect(width - 230, 24, 200, ROW + 6)
        self.chat.rect = Rect(right + 20, 90, w - 110, ROW)
        self.send_button.rect = Rect(right + w - 80, 90, 100, ROW)

    def rows_room(self) -> int:
        """How many rows of tables the Join panel has room for (one at least)."""
        lowest = (COMPACT_BOTTOM if self.compact else PANELS_BOTTOM) + 6
        return max(1, int((self.rows_y - lowest) // (ROW - 4)) + 1)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    # ----------------------------------------------------------------- host and join

    def player_name(self) -> str | None:
        name = " ".join(self.name.value.split())
        if not name:
            self.error = tr("online.error.name")
            self.focus(self.name)
            return None
        self.book.keep_name(name)
        return name

    def host(self) -> None:
        name = self.player_name()
        if name is None:
            return
        try:
            opening = open_spec(self.settings, name)
            opening.clock, opening.takeback = self.clock, self.takeback
            opening.spectators, opening.public = self.spectators, self.public
            hosting = Hosting(server_folder(data_dir()), port=hosting_port())
            hosting.start()
        except FiguresError as exc:
            self.error = str(exc)
            return
        self.connect(hosting.url, name, opening, hosting=hosting)

    def join(self) -> None:
        name = self.player_name()
        if name is None:
            return
        code = self.code.value.strip().upper()
        url = self.typed_address()
        if url is None:
            return
        if len(code) != CODE_LENGTH:
            self.error = tr("online.error.code", n=CODE_LENGTH)
            self.focus(self.code)
            return
        token = self.book.token(url, code)
        first: p.ClientMessage = p.Resume(token) if token else p.Join(code, name)
        self.connect(url, name, first)

    def typed_address(self) -> str | None:
        """The address typed, as a websocket URL (None, the error said, when it is none)."""
        try:
            return table_address(self.address.value)
        except FiguresError as exc:
            self.error = str(exc)
            self.focus(self.address)
            return None

    def list_tables(self) -> None:
        """Ask the server at the address typed for the public tables of its lobby; they come
        on the network thread (:meth:`take_listing`), the window never waits for them."""
        url = self.typed_address()
        if url is None:
            return
        self.stop_browsing()
        self.error = ""
        session = Session(url, "figures", wake=wake_window(self.window))
        self.browsing = (session, url)
        self.listed, self.listed_at, self.listed_buttons = None, url, []
        session.start(p.Tables())

    def take_listing(self) -> None:
        """The lobby's answer, when it came: its tables as buttons (a click takes a seat), or
        the one line saying that nobody answered."""
        if self.browsing is None:
            return
        session, url = self.browsing
        for item in session.take():
            if isinstance(item, p.Listing):
                self.listed = item.tables
                self.listed_buttons = [
                    Button(label=partial(listed_row, t), action=partial(self.take_seat, url, t))
                    for t in item.tables
                ]
            elif isinstance(item, Link) and item.status == "failed":
                self.error = tr("online.error.unreachable", address=url.removeprefix("ws://"))
                self.listed = None
            elif isinstance(item, p.Refused):
                self.error = item.detail
                self.listed = None
            else:
                continue
            self.stop_browsing()
            self.layout(self.window.width, self.window.height)
            request = getattr(self.window, "request_frame", None)
            if request is not None:
                request()
            return

    def stop_browsing(self) -> None:
        """No longer wait for a lobby's answer (its session's thread ends by itself)."""
        if self.browsing is not None:
            self.browsing[0].close(0)
            self.browsing = None

    def take_seat(self, url: str, table: p.Listed) -> None:
        """Take a free seat at a public table of the listing."""
        name = self.player_name()
        if name is not None:
            self.connect(url, name, p.Join(table.code, name))

    def quick_join(self) -> None:
        """A seat at the public table of the set-up's game at the address typed that waits
        for the fewest players, or a new public table of the set-up's number of players."""
        name = self.player_name()
        if name is None:
            return
        url = self.typed_address()
        if url is None:
            return
        game, players = set_up_game(self.settings)
        self.connect(url, name, p.QuickJoin(game, name, players))

    def resume(self, url: str, token: str) -> None:
        """Take back the seat of a table played lately. A table this app hosted is hosted
        again first, on its port, from the tables its server kept (its players' apps are
        coming back to that port by themselves)."""
        hosting = None
        port = loopback_port(url)
        folder = server_folder(data_dir())
        if port is not None and holds_seat(folder, token):
            hosting = Hosting(folder, port=port, exact=True)
            try:
                hosting.start()
            except FiguresError:
                hosting = None  # (served already: by another window, or by figures serve)
        self.connect(url, self.name.value or "?", p.Resume(token), hosting=hosting)

    def connect(
        self, url: str, name: str, first: p.ClientMessage, hosting: Hosting | None = None
    ) -> None:
        self.error = ""
        self.stop_browsing()
        session = Session(url, name, wake=wake_window(self.window), prepare=seat_mirror)
        address = url if hosting is None else hosting.url
        self.link = OnlineLink(session, address=address, book=self.book, hosting=hosting)
        self.link.screen = self
        self.nav.online = self.link
        session.start(first)
        self.focus(self.chat)

    def start_game(self) -> None:
        if self.link is not None and self.link.is_host:
            self.link.send(p.Start())

    def send_chat(self) -> None:
        if self.link is not None:
            self.link.say(self.chat.value)
            self.chat.value = ""

    def back(self) -> None:
        """Leave the waiting room (the seat is given up) or go back to the set-up."""
        self.stop_browsing()
        if self.link is not None:
            self.link.close(leave=True)
            self.link = None
            self.nav.online = None
            return
        self.nav.show_setup()

    # ----------------------------------------------------------------- the server's news

    def on_message(self, message: p.ServerMessage | Link) -> None:
        link = self.link
        if link is None:
            return
        if isinstance(message, Link) and message.status == "failed":
            self.error = tr("online.error.unreachable", address=link.address.removeprefix("ws://"))
            link.close()
            self.link = None
            self.nav.online = None
        elif isinstance(message, p.Refused):
            key = REFUSALS.get(message.reason)
            self.error = tr(key) if key is not None else message.detail
            if message.request == "quick" and message.reason == "table":
                game, players = set_up_game(self.settings)
                self.error = tr("online.error.quick", game=game_title(game), n=players)
            if message.request in ("join", "resume", "open", "quick"):
                if message.reason == "token" and link.code is not None:
                    self.book.forget(link.address, link.code)
                link.close()
                self.link = None
                self.nav.online = None
        elif isinstance(message, p.State) and message.seat is not None:
            self.nav.play_online(link, message)
        request = getattr(self.window, "request_frame", None)
        if request is not None:
            request()

    def on_update(self, delta_time: float) -> None:
        self.opening_key = False  # (the key that opened the screen has sent its text)
        if self.link is not None:
            self.link.pump()
        self.take_listing()

    def on_network(self) -> None:
        """The network thread's news: the lobby's listing, if it is what came."""
        self.take_listing()

    # ----------------------------------------------------------------- input

    def focus(self, field: TextField) -> None:
        for other in (self.name, self.address, self.code, self.chat):
            other.focused = other is field

    def focused(self) -> TextField | None:
        return next((f for f in self.fields() if f.focused), None)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.error = ""
        for field in self.fields():
            if field.rect.contains(x, y):
                self.focus(field)
        press_widgets(self.widgets(), x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        field = self.focused()
        if symbol == key.ESCAPE and field is not None and field.value and self.waiting():
            field.value = ""  # (Esc on a line being typed: the line first)
        elif symbol == key.ESCAPE:
            self.back()
        elif symbol == key.TAB:
            ring = [w for w in self.fields()]
            target = next_in_ring(ring, field, bool(modifiers & key.MOD_SHIFT))
            if isinstance(target, TextField):
                self.focus(target)
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            if field is self.chat and not self.chat.value.strip() and self.link is not None:
                self.start_game()  # (Enter on an empty line: the host starts)
            elif field is self.chat:
                self.send_chat()
            elif field is self.name and not self.waiting():
                self.host()
            elif not self.waiting():
                self.join()
            elif self.link is not None and self.link.is_host:
                self.start_game()
        elif field is not None:
            field.edit_key(symbol, modifiers)

    def on_text(self, content: str) -> None:
        field = self.focused()
        opening, self.opening_key = self.opening_key, False
        if field is None or content in ("\r", "\n") or (opening and content.lower() == "o"):
            return  # (the O that opened the screen is not typed into its first field)
        if field is self.code:
            content = content.upper()
            if any(c not in CODE_LETTERS for c in content):
                self.error = tr("online.error.code_letters")
        field.type(content)

    def on_text_motion(self, motion: int) -> None:
        field = self.focused()
        if field is not None:
            field.text_motion(motion)

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        self.clear(color=arcade.types.Color(*theme.BACKGROUND))
        width, height = self.window.width, self.window.height
        draw_text(tr("online.title"), 30, height - 60, size=SIZES.title, bold=True)
        if self.waiting():
            self.draw_room(width, height)
        else:
            self.draw_choice(width, height)
        draw_widgets(self.widgets(), self.hover)
        if self.error:
            draw_text(
                fit_text(self.error, width - 260),
                200,
                34,
                colour=theme.WARNING,
                anchor_y="center",
            )

    def draw_choice(self, width: int, height: int) -> None:
        top = height - 150
        left, right, panel, compact = self.panels(width, height)
        bottom = COMPACT_BOTTOM if compact else PANELS_BOTTOM
        for x in (left, right):
            shadowed_panel(Rect(x, bottom, panel, top + 60 - bottom))
        game = getattr(self.settings, "game", "colour")
        draw_text(tr("online.host.title"), left + 20, top + 30, size=SIZES.heading, bold=True)
        draw_text(tr("online.name"), left + 20, top + 2, colour=theme.MUTED)
        draw_text(
            fit_text(tr("online.host.game", game=game_title(game)), panel - 40),
            left + 20,
            top - 90,
        )
        if not compact:
            draw_text(
                tr("online.host.about"), left + 20, top - 120, colour=theme.MUTED, width=panel - 40
            )
        draw_text(tr("online.join.title"), right + 20, top + 30, size=SIZES.heading, bold=True)
        draw_text(tr("online.address"), right + 20, top + 2, colour=theme.MUTED)
        draw_text(tr("online.code"), right + 20, top - 62, colour=theme.MUTED)
        address = self.listed_at.removeprefix("ws://")
        if self.browsing is not None:
            note = tr("online.tables.asking", address=address)
        elif self.listed == []:
            note = tr("online.tables.none", address=address)
        elif self.listed is not None:
            note = tr("online.tables.title", address=address)
        else:
            note = tr("online.recent") if self.recent else ""
        draw_text(fit_text(note, panel - 40), right + 20, self.note_y, colour=theme.MUTED)

    def draw_room(self, width: int, height: int) -> None:
        link = self.link
        assert link is not None
        top = height - 130
        left = 40
        lobby = link.lobby
        shadowed_panel(Rect(20, 80, width / 2 - 30, height - 150))
        shadowed_panel(Rect(width / 2 + 20, 80, width / 2 - 40, height - 150))
        if link.code is None:
            draw_text(tr("online.connecting", address=link.address), left, top)
            return
        draw_text(tr("online.room.code"), left, top, colour=theme.MUTED)
        draw_text(link.code, left, top - 60, size=44, bold=True)
        if link.hosting is not None:
            draw_text(tr("online.room.addresses"), left, top - 100, colour=theme.MUTED)
            for n, where in enumerate(link.hosting.addresses()[:3]):
                draw_text(where, left, top - 130 - n * 28, size=SIZES.heading)
        if lobby is None:
            return
        draw_text(
            tr("online.room.game", game=game_title(lobby.game) if lobby.game in GAMES else ""),
            left,
            top - 230,
            bold=True,
        )
        for n, seat in enumerate(lobby.seats):
            y = top - 270 - n * 30
            who = shown(seat.name, "computer") if seat.kind == "computer" else seat.name
            who = who if seat.kind != "open" else tr("online.seat.open")
            kind = tr(KINDS[seat.kind]) if seat.kind in KINDS else seat.kind
            mark = tr("online.seat.host") if n == lobby.host else ""
            you = tr("online.seat.you") if n == link.seat else ""
            draw_text(f"{n + 1}. {who}{mark}", left, y)
            draw_text(f"{kind}{you}", left + 300, y, colour=theme.MUTED)
        chat_left = width / 2 + 40
        draw_text(tr("online.chat"), chat_left, top, colour=theme.MUTED)
        for n, line in enumerate(link.chat[-10:]):
            draw_text(
                fit_text(tr("online.chat.line", name=line.name, text=line.text), width / 2 - 80),
                chat_left,
                top - 34 - n * 26,
            )
        if not link.is_host:
            draw_text(tr("online.room.wait"), width - 40, 44, anchor_x="right", colour=theme.MUTED)


#: What the screen says of a server's refusal, by its reason (the others: the server's words).
REFUSALS = {
    "table": "online.error.no_table",
    "seat": "online.error.no_seat",
    "token": "online.error.token",
    "limit": "online.error.full",
}
#: The kinds of seat the waiting room names, and their words.
KINDS = {
    "person": "online.kind.person",
    "computer": "online.kind.computer",
    "open": "online.kind.open",
}
