"""Playing online from the app, headless: the set-up's Play online, hosting a table inside
the app (the server on its own thread), the waiting room, and a whole All Fives game on the
classic screen driven by the server, against ``figures bot``'s computer over loopback.

The window's side goes only through its screens (:class:`~figures.ui.online.lobby.OnlineView`,
:class:`~figures.ui.online.game.RemoteClassicView`): the test presses their buttons and
plays the seat's moves through the screen's own ``apply``, chosen among the legal actions the
screen offers; the network thread's news is taken as the window takes it (``on_network``).
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from figures.app.autosave import flush_autosaves
from figures.classic.records import game_from_json, replay
from figures.classic.settings import ClassicSettings
from figures.core.fairness import Fairness, verify
from figures.core.files import read_json
from figures.core.seats import PlayerSpec
from figures.net import bot
from figures.net import protocol as p
from figures.net.session import Link, Session, TableBook
from figures.net.store import STORE_FILE

TARGET = (("target", {"points": 50}),)


def all_fives(players: int = 2, host: str = "Ada") -> ClassicSettings:
    seats = (PlayerSpec(host), *(PlayerSpec(f"Friend {n}") for n in range(1, players)))
    return ClassicSettings("all-fives", seats, 1, None, False, TARGET)


def wait_for(app: Any, test: Any, what: str, seconds: float = 30.0) -> Any:
    """Let the window take the network's news until ``test()`` holds (the news goes to the
    window's handler and to the view shown, as the window dispatches it)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.on_network()
        view = app.window.current_view
        if hasattr(view, "on_network"):
            view.on_network()
        if hasattr(view, "on_update"):
            view.on_update(1 / 60)
        value = test()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def code_of(folder: Path) -> str:
    with sqlite3.connect(folder / STORE_FILE) as db:
        return str(db.execute("select code from tables").fetchone()[0])


class BotThread(threading.Thread):
    """``figures bot`` at a table, on a thread of its own (its own event loop)."""

    def __init__(self, url: str, code: str, games: int = 1) -> None:
        super().__init__(daemon=True)
        self.url, self.code, self.games = url, code, games
        self.records: list[dict[str, Any]] = []
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.records = asyncio.run(
                bot.play(
                    self.url, self.code, level="easy", name="Bot", games=self.games, timeout=240
                )
            )
        except BaseException as exc:  # (handed to the test)
            self.error = exc


def test_host_from_the_setup_and_play_a_whole_all_fives_game(app: Any, tmp_path: Path) -> None:
    from figures.ui.online.end import RemoteClassicEndView
    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView
    from figures.ui.setup.view import SetupView

    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    app.show_online(all_fives())
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.on_draw()  # (the choice: host or join)
    lobby.name.value = "Ada"
    lobby.host_button.action()
    link = lobby.link
    assert link is not None and link.hosting is not None
    wait_for(app, lambda: link.lobby is not None, "the waiting room")
    assert link.is_host and link.seat == 0
    assert [s.kind for s in link.lobby.seats] == ["person", "open"]
    lobby.on_draw()  # (the waiting room: the code, the addresses, the seats)
    code = link.code
    assert code is not None and code == code_of(tmp_path / "online-tables")
    # The table is remembered with its token, for taking the seat back later.
    entry = TableBook(tmp_path / "online.json").entries()[0]
    assert (entry.code, entry.game) == (code, "all-fives") and entry.token
    # The mirrors are made on the network thread, the window takes them made.
    made: list[int] = []
    prepare = link.session.prepare
    assert prepare is not None
    link.session.prepare = lambda state: made.append(state.version) or prepare(state)
    friend = BotThread(link.hosting.url, code, games=2)
    friend.start()
    wait_for(app, lambda: link.lobby.seats[1].kind == "person", "the friend seated")
    lobby.start_button.action()
    view = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view,
        "the game screen",
    )
    match = view.remote
    assert match.seat == 0 and match.names()[1] == "Bot"
    moves = play_to_the_end(app, view)
    assert moves >= 5
    assert len(made) >= moves and not link.session._made  # (each one made was taken)
    record = match.final
    assert record is not None
    # The record is the real game: it re-plays, it checks, the deal follows from the seed
    # revealed, and the screen now shows it (every hand as it was).
    game, _ = game_from_json(record, "record")
    assert replay(record, "record")[2] == []
    assert verify(Fairness.from_json(record["fairness"])) == []
    assert match.game.is_over and match.scores() == game.scores
    # Kept with the statistics, among the finished games, as a local game is.
    flush_autosaves(timeout=30)
    kept = [read_json(f) for f in (tmp_path / "saves" / "finished").glob("*.json")]
    assert [k["fairness"] for k in kept] == [record["fairness"]]
    # The end: a rematch at the same table, a new deal, a new commitment.
    view.show_results()
    end = app.window.current_view
    assert isinstance(end, RemoteClassicEndView)
    end.on_draw()
    end.new_deal()
    end.on_draw()
    second = wait_for(
        app,
        lambda: (
            isinstance(app.window.current_view, RemoteClassicView)
            and app.window.current_view is not view
            and app.window.current_view
        ),
        "the rematch",
    )
    assert second.remote.state.game == 2
    assert second.remote.state.commitment != match.state.commitment
    play_to_the_end(app, second)
    friend.join(30)
    assert friend.error is None, friend.error
    assert friend.records == [record, second.remote.final]
    link.close()


def play_to_the_end(app: Any, view: Any) -> int:
    """Play this window's seat to the game's end through the screen (each legal action in
    turn), reading every round's end; how many moves it made."""
    match = view.remote
    moves = 0
    end = time.monotonic() + 120
    while not (match.is_over and match.final is not None):
        assert time.monotonic() < end, "the game did not end"
        app.on_network()
        view.on_update(1 / 60)
        if match.round_end is not None and not match.is_over:
            view.next_round()
        elif view.may_act():
            legal = match.legal()
            assert legal and set(map(str, legal)) == set(match.state.view["legal"])
            assert view.apply(legal[moves % len(legal)])
            assert not view.may_act()  # (waiting for the server's word)
            moves += 1
            if moves % 7 == 3:
                view.on_draw()
        time.sleep(0.005)
    view.on_draw()
    return moves


def test_join_refused_with_a_forged_code_says_why(app: Any, tmp_path: Path) -> None:
    from figures.net.session import Hosting
    from figures.ui.online.lobby import OnlineView

    hosting = Hosting(tmp_path / "srv", host="127.0.0.1", port=0)
    hosting.start()
    try:
        app.show_online(all_fives())
        lobby = app.window.current_view
        assert isinstance(lobby, OnlineView)
        lobby.name.value = "Eve"
        lobby.address.value = f"127.0.0.1:{hosting.bound}"
        lobby.code.value = "ZZZZZ"
        lobby.join_button.action()
        assert lobby.link is None and "6" in lobby.error  # (a code has 6 letters)
        lobby.code.value = "ZZZZZZ"
        lobby.join_button.action()
        wait_for(app, lambda: lobby.link is None and lobby.error, "the refusal")
        assert lobby.error == "No table has this code at this address: check the code with the host"
        lobby.address.value = "ftp://nowhere"
        lobby.join_button.action()
        assert lobby.link is None and "ws://" in lobby.error
    finally:
        hosting.stop()


def test_nobody_at_the_address_is_one_line(app: Any) -> None:
    from figures.ui.online.lobby import OnlineView

    app.show_online(all_fives())
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Eve"
    lobby.address.value = "127.0.0.1:1"
    lobby.code.value = "ABCDEF"
    lobby.join_button.action()
    wait_for(app, lambda: lobby.error, "the failure")
    assert lobby.link is None and "\n" not in lobby.error
    assert lobby.error.startswith("Nobody answers at 127.0.0.1:1:")


def test_a_whole_colour_game_hosted_against_a_bot(app: Any, tmp_path: Path) -> None:
    """The colour game with a house rule, hosted from the app: its screen driven by the
    server through the seat's mirror, played to the end, the record the real game's."""
    from figures.colour.game import Settings
    from figures.colour.house import HouseRules
    from figures.colour.records import game_from_json as colour_game
    from figures.ui.online.colour import RemoteColourView
    from figures.ui.online.end import RemoteColourEndView
    from figures.ui.online.lobby import OnlineView

    rules = HouseRules(cost=3)
    app.show_online(Settings((PlayerSpec("Ada"), PlayerSpec("Friend")), 60, 1, rules=rules))
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Ada"
    lobby.host_button.action()
    link = lobby.link
    assert link is not None and link.hosting is not None
    wait_for(app, lambda: link.code is not None and link.lobby is not None, "the table")
    assert link.lobby.game == "colour" and link.lobby.options["target"] == 60
    friend = BotThread(link.hosting.url, link.code)
    friend.start()
    wait_for(app, lambda: link.lobby.seats[1].kind == "person", "the friend seated")
    lobby.start_button.action()
    view = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteColourView) and app.window.current_view,
        "the colour game's screen",
    )
    match = view.remote
    assert match.game.settings.rules == rules and match.seat == 0
    moves = 0
    end = time.monotonic() + 150
    while not (match.is_over and match.final is not None):
        assert time.monotonic() < end, "the game did not end"
        app.on_network()
        view.on_update(1 / 60)
        if view.may_act():
            legal = match.game.legal_actions()
            assert set(map(str, legal)) == set(match.state.view["legal"])
            view.apply(legal[moves % len(legal)])
            assert not view.may_act()
            moves += 1
            if moves % 9 == 4:
                view.on_draw()
        time.sleep(0.005)
    view.on_draw()
    friend.join(30)
    assert friend.error is None, friend.error
    record = match.final
    assert friend.records == [record] and moves >= 5
    game = colour_game(record)
    assert game.is_over and game.settings.rules == rules
    assert verify(Fairness.from_json(record["fairness"])) == []
    assert match.game.is_over and list(match.game.scores) == list(game.scores)
    view.show_end()
    end_view = app.window.current_view
    assert isinstance(end_view, RemoteColourEndView)
    end_view.on_draw()
    link.close()


def test_the_book_keeps_tokens_newest_first_and_survives_a_bad_file(tmp_path: Path) -> None:
    book = TableBook(tmp_path / "online.json")
    assert book.entries() == []
    book.keep("ws://a:1", "AAAAAA", "draw", "t1")
    book.keep("ws://b:2", "BBBBBB", "block", "t2")
    book.keep("ws://a:1", "AAAAAA", "draw", "t3")
    assert [(e.code, e.token) for e in book.entries()] == [("AAAAAA", "t3"), ("BBBBBB", "t2")]
    assert book.token("ws://b:2", "BBBBBB") == "t2" and book.token("ws://b:2", "X") is None
    book.forget("ws://a:1", "AAAAAA")
    assert [e.code for e in book.entries()] == ["BBBBBB"]
    (tmp_path / "online.json").write_text("{not json", "utf-8")
    assert book.entries() == []
    book.keep("ws://c:3", "CCCCCC", "draw", "t4")
    assert [e.code for e in book.entries()] == ["CCCCCC"]


def test_addresses_as_people_type_them() -> None:
    from figures.core.errors import FiguresError
    from figures.net.session import table_address

    assert table_address("192.168.1.20") == "ws://192.168.1.20:8765"
    assert table_address(" host:9000 ") == "ws://host:9000"
    assert table_address("wss://example.org:443/") == "wss://example.org:443"
    assert table_address("[::1]:8765") == "ws://[::1]:8765"
    for bad in ("", "http://x", "host:0", "host:99999", "ho st", "host:abc"):
        with pytest.raises(FiguresError):
            table_address(bad)


class Friend:
    """A second person at the table, without a window: a connection of its own that plays
    when told to, asks and answers takebacks and chats."""

    def __init__(self, url: str, code: str) -> None:
        self.session = Session(url, "Bea")
        self.session.start(p.Join(code, "Bea"))
        self.state: p.State | None = None
        self.asked: list[int] = []
        self.said: list[str] = []
        self.refused: list[p.Refused] = []
        #: A state came since the line last changed.
        self.back = False

    def pump(self) -> None:
        for message in self.session.take():
            if isinstance(message, Link):
                self.back = False  # (down, or up again: its state comes next)
            elif isinstance(message, p.State):
                self.state = message
                self.back = True
            elif isinstance(message, p.Asked):
                self.asked.append(message.seat)
            elif isinstance(message, p.Said):
                self.said.append(message.text)
            elif isinstance(message, p.Refused):
                self.refused.append(message)

    def play(self) -> None:
        assert self.state is not None and self.state.view["legal"]
        self.session.send(p.Move(self.state.version, self.state.view["legal"][0]))


def test_takebacks_chat_and_an_away_friend_at_the_table(
    app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from conftest import texts_drawn

    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView

    app.show_online(all_fives())
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Ada"
    lobby.host_button.action()
    link = lobby.link
    assert link is not None and link.hosting is not None
    wait_for(app, lambda: link.code is not None and link.lobby is not None, "the table")
    friend = Friend(link.hosting.url, link.code)
    wait_for(app, lambda: link.lobby.seats[1].kind == "person", "the friend seated")
    lobby.start_button.action()
    view = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view,
        "the game screen",
    )
    match = view.remote

    def history() -> list[Any]:
        return list(match.state.view["history"])

    def settle(test: Any, what: str) -> Any:
        def both() -> Any:
            friend.pump()
            return test()

        return wait_for(app, both, what)

    # The window's seat plays, then asks to take it back: the friend says yes.
    assert match.turn == 0 and view.may_act()
    view.apply(match.legal()[0])
    settle(lambda: len(history()) == 1 and friend.state and friend.state.view["legal"], "move")
    assert match.can_undo()
    view.undo()
    settle(lambda: friend.asked == [0], "the question reaching the friend")
    friend.session.send(p.Answer(True))
    settle(lambda: history() == [] and match.turn == 0, "the move taken back")
    # Asked again and refused: nothing changes.
    view.apply(match.legal()[0])
    settle(lambda: len(history()) == 1, "the move again")
    version = match.state.version
    view.undo()
    settle(lambda: friend.asked == [0, 0], "the second question")
    friend.session.send(p.Answer(False))
    settle(lambda: match.state.version > version or link.asking is None, "the refusal")
    assert len(history()) == 1
    # The friend plays, then asks: the window asks its player, who says yes.
    settle(lambda: friend.state and friend.state.view["legal"], "the friend's turn")
    friend.play()
    settle(lambda: len(history()) == 2, "the friend's move")
    friend.session.send(p.Takeback())
    settle(lambda: view.question.open, "the question on the screen")
    assert link.asking == 1
    view.on_draw()
    view.question.answer_yes()
    settle(lambda: len(history()) == 1 and match.turn == 1, "the friend's move taken back")
    # Chat: a line reaches the table's top right; muted, the friend's lines no longer come.
    friend.session.send(p.Say("good luck"))
    settle(lambda: any(c.text == "good luck" for c in link.chat), "the chat line")
    assert "Bea: good luck" in texts_drawn(view.on_draw, monkeypatch)
    link.say("thanks")
    settle(lambda: "thanks" in friend.said, "the answer")
    link.mute(1)
    time.sleep(0.3)
    friend.session.send(p.Say("can you hear me"))
    time.sleep(0.5)
    settle(lambda: True, "the news")
    assert not any(c.text == "can you hear me" for c in link.chat)
    # The friend drops: shown away at the table.
    friend.session.close()
    settle(lambda: match.state.seats[1].away, "the friend away")
    assert "Bea: away" in texts_drawn(view.on_draw, monkeypatch)
    link.close()


def test_the_host_quits_and_comes_back_to_the_same_table(app: Any, tmp_path: Path) -> None:
    """The host's app stops mid-game (its server with it); launched again, a click on the
    table played lately hosts it again on its port, from the tables its server kept, and
    the friend's app comes back to it by itself: the game goes on where it was."""
    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView

    app.show_online(all_fives())
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Ada"
    lobby.host_button.action()
    link = lobby.link
    assert link is not None and link.hosting is not None
    wait_for(app, lambda: link.code is not None and link.lobby is not None, "the table")
    friend = Friend(link.hosting.url, link.code)
    wait_for(app, lambda: link.lobby.seats[1].kind == "person", "the friend seated")
    lobby.start_button.action()
    view = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view,
        "the game screen",
    )
    view.apply(view.remote.legal()[0])
    wait_for(app, lambda: len(view.remote.state.view["history"]) == 1, "the first move")
    commitment = view.remote.state.commitment
    # The host's app quits (asked first: the table closes with it): its server stops.
    view.to_setup()
    assert view.question.open and app.online is not None
    view.question.answer_yes()
    assert app.online is None

    def friend_down() -> bool:
        friend.pump()
        return not friend.back and not friend.session.connected

    wait_for(app, friend_down, "the friend's app to see the line drop", seconds=10)
    # Launched again: Play online lists the table; a click takes the seat back.
    app.show_online(all_fives())
    again = app.window.current_view
    assert isinstance(again, OnlineView) and again.recent
    again.recent[0].action()
    back = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view,
        "the table again",
    )
    assert back.remote.state.commitment == commitment
    assert len(back.remote.state.view["history"]) == 1 and back.remote.seat == 0

    def friend_back() -> bool:
        friend.pump()
        return bool(friend.back and friend.state and friend.state.view["legal"])

    wait_for(app, friend_back, "the friend's app back by itself", seconds=20)
    assert friend.session._client.reconnects == 1
    friend.play()
    wait_for(app, lambda: len(back.remote.state.view["history"]) == 2, "the friend's move")
    assert friend.refused == []
    friend.session.close()
    assert app.online is not None
    app.online.close()


def test_the_host_chooses_the_clock_takebacks_and_spectators(app: Any) -> None:
    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView

    app.show_online(all_fives())
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Ada"
    clock, takebacks, spectators = lobby.table_buttons
    assert clock.label() == "Turn clock: off"
    clock.action()
    assert clock.label() == "Turn clock: 30 s"
    takebacks.action()
    spectators.action()
    assert (takebacks.label(), spectators.label()) == ("Takebacks: none", "Spectators: none")
    lobby.on_draw()
    lobby.host_button.action()
    link = lobby.link
    assert link is not None
    wait_for(app, lambda: link.lobby is not None, "the waiting room")
    assert (link.lobby.clock, link.lobby.takeback, link.lobby.spectators) == (30, False, False)
    lobby.start_button.action()  # (the open seat: the computer)
    view = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view,
        "the game screen",
    )
    assert view.remote.state.deadline is not None and not view.remote.can_undo()
    left = view.link.clock_left()
    assert left is not None and 0 < left <= 30
    assert re.search(r" · ([1-9]|[12][0-9]|30) s$", view.status())  # ("Your turn: … · 30 s")
    view.on_draw()
    link.close()


def test_the_tiles_this_seat_drew_stay_as_it_saw_them(app: Any, tmp_path: Path) -> None:
    """The view says the hand, not which draw gave which tile: the mirror deals the round
    again at every state, and the screen still names each of this seat's draws with the tile
    it saw come, from the draw to the round's end, as the real game has it."""
    from figures.classic.actions import DRAW
    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView

    seats = (PlayerSpec("Ada"), PlayerSpec("Friend"))
    app.show_online(ClassicSettings("draw", seats, 1, None, False, (("target", {"rounds": 2}),)))
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Ada"
    lobby.host_button.action()
    link = lobby.link
    assert link is not None and link.hosting is not None
    wait_for(app, lambda: link.code is not None and link.lobby is not None, "the table")
    friend = BotThread(link.hosting.url, link.code)
    friend.start()
    wait_for(app, lambda: link.lobby.seats[1].kind == "person", "the friend seated")
    lobby.start_button.action()
    view = wait_for(
        app,
        lambda: isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view,
        "the game screen",
    )
    match = view.remote
    seen: dict[tuple[int, int], int] = {}
    end = time.monotonic() + 120
    while not (match.is_over and match.final is not None):
        assert time.monotonic() < end, "the game did not end"
        app.on_network()
        view.on_update(1 / 60)
        for entry in match.game.rounds:
            for index, step in enumerate(entry.round.log):
                if step.seat == 0 and step.drew >= 0:
                    tile = match.drew(entry.number, index)
                    assert seen.setdefault((entry.number, index), tile) == tile
        if match.round_end is not None and not match.is_over:
            view.next_round()
        elif view.may_act():
            legal = match.legal()
            view.apply(DRAW if DRAW in legal else legal[0])  # (draws whenever it may)
        time.sleep(0.005)
    friend.join(30)
    real, _ = game_from_json(match.final, "record")
    drawn = {
        (entry.number, index): step.drew
        for entry in real.rounds
        for index, step in enumerate(entry.round.log)
        if step.seat == 0 and step.drew >= 0
    }
    assert seen and set(seen) <= set(drawn)
    assert seen == {key: drawn[key] for key in seen}  # (each draw named with its real tile)
    link.close()


def test_a_friend_who_leaves_the_waiting_room_joins_again(app: Any, tmp_path: Path) -> None:
    """Back from the waiting room gives the seat up: it is open again, the table is no
    longer among this player's, and the code seats them again. The O that opened the screen
    is not typed into it; the name typed is there the next time."""
    from figures.net.session import Hosting
    from figures.texts import names
    from figures.ui.online.lobby import OnlineView

    hosting = Hosting(tmp_path / "srv", host="127.0.0.1", port=0)
    hosting.start()
    host = Session(hosting.url, "Ada")
    host.start(p.Open("draw", "Ada", [p.SeatSpec(), p.SeatSpec("open")]))
    try:
        seated = wait_for(
            app, lambda: next((m for m in host.take() if isinstance(m, p.Seated)), None), "open"
        )
        you = ClassicSettings("draw", (PlayerSpec(names.you()), PlayerSpec("Friend")), 1)
        app.show_online(you)
        lobby = app.window.current_view
        assert isinstance(lobby, OnlineView)
        lobby.on_text("o")  # (the key that opened it)
        assert lobby.focused() is lobby.name and lobby.name.value == ""
        lobby.on_update(1 / 60)
        for letter in "Bea":
            lobby.on_text(letter)
        assert lobby.name.value == "Bea"
        lobby.address.value = f"127.0.0.1:{hosting.bound}"
        lobby.focus(lobby.code)
        lobby.on_text("o")  # (no O in a code: said at once)
        assert "no O, 0, I or 1" in lobby.error and lobby.code.value == ""
        lobby.code.value = seated.code
        lobby.join_button.action()
        link = lobby.link
        assert link is not None
        wait_for(app, lambda: link.lobby is not None and link.seat == 1, "seated")
        assert TableBook(tmp_path / "online.json").token(link.address, seated.code)
        lobby.back()  # (the seat given up)
        assert lobby.link is None
        assert TableBook(tmp_path / "online.json").entries() == []

        def open_again() -> bool:
            states = [m for m in host.take() if isinstance(m, p.Lobby)]
            return any(m.seats[1].kind == "open" for m in states)

        wait_for(app, open_again, "the seat open again")
        app.show_online(you)
        again = app.window.current_view
        assert isinstance(again, OnlineView) and again.name.value == "Bea"
        again.address.value = f"127.0.0.1:{hosting.bound}"
        again.code.value = seated.code
        again.join_button.action()
        assert again.link is not None
        wait_for(app, lambda: again.link is not None and again.link.seat == 1, "seated again")
        again.link.close()
    finally:
        host.close()
        hosting.stop()
