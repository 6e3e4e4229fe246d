"""The public lobby from the app, headless, against a real table server over loopback: the
Join page lists the public tables at the address typed (never a private one), a click on
one takes its seat (the table, full, starts by itself: the game's screen comes), a quick
join of the set-up's game opens a public table that the next quick joiner fills; the host's
"Listed in the lobby" is sent in its Open; nobody at the address is one line.

The window's side goes only through its screens: the test clicks their buttons where they
are drawn, and takes the network thread's news as the window does (``on_network``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_ui_online import all_fives, wait_for

from figures.classic.settings import ClassicSettings
from figures.core.seats import PlayerSpec
from figures.net import protocol as p
from figures.net.session import Hosting, Session


def click(view: Any, widget: Any) -> None:
    """A press of the mouse in the middle of ``widget``, as the window hands it over."""
    view.on_mouse_press(widget.rect.cx, widget.rect.cy, 1, 0)


def opened(app: Any, url: str, message: p.Open) -> tuple[Session, p.Seated]:
    session = Session(url, message.name)
    session.start(message)
    seated = wait_for(
        app, lambda: next((m for m in session.take() if isinstance(m, p.Seated)), None), "open"
    )
    return session, seated


def test_list_the_public_tables_and_take_a_seat_by_a_click(app: Any, tmp_path: Path) -> None:
    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView

    hosting = Hosting(tmp_path / "srv", host="127.0.0.1", port=0)
    hosting.start()
    two, three = [p.SeatSpec()] * 2, [p.SeatSpec()] * 3
    ann, table = opened(app, hosting.url, p.Open("all-fives", "Ann", two, public=True))
    cy, other = opened(app, hosting.url, p.Open("draw", "Cy", three, public=True))
    secret, hidden = opened(app, hosting.url, p.Open("all-fives", "Sec", two))
    try:
        app.show_online(all_fives(host="Bea"))
        lobby = app.window.current_view
        assert isinstance(lobby, OnlineView)
        lobby.name.value = "Bea"
        lobby.address.value = f"127.0.0.1:{hosting.bound}"
        lobby.on_draw()
        assert lobby.quick_button.label() == "Quick join: All Fives"
        click(lobby, lobby.tables_button)
        assert lobby.browsing is not None and lobby.link is None
        lobby.on_draw()  # ("Asking …")
        wait_for(app, lambda: lobby.listed is not None, "the listing")
        assert {t.code for t in lobby.listed} == {table.code, other.code}
        assert hidden.code not in {t.code for t in lobby.listed}  # (a private table)
        rows = {t.code: b.label() for t, b in zip(lobby.listed, lobby.listed_buttons, strict=True)}
        assert rows[table.code] == f"All Fives · 1 seat free · Ann · {table.code}"
        assert rows[other.code] == f"Draw game · 2 seats free · Cy · {other.code}"
        assert lobby.listed_buttons[0] in lobby.widgets()
        lobby.on_draw()
        row = next(
            b
            for t, b in zip(lobby.listed, lobby.listed_buttons, strict=True)
            if t.code == table.code
        )
        click(lobby, row)
        link = lobby.link
        assert link is not None
        # The last seat taken: the public table starts by itself, and the game comes.
        view = wait_for(
            app,
            lambda: (
                isinstance(app.window.current_view, RemoteClassicView) and app.window.current_view
            ),
            "the game screen",
        )
        assert (link.code, link.seat) == (table.code, 1)
        assert list(view.remote.names()) == ["Ann", "Bea"]
        view.on_draw()
        link.close()
    finally:
        for session in (ann, cy, secret):
            session.close()
        hosting.stop()


def test_quick_join_opens_a_public_table_the_next_one_fills(app: Any, tmp_path: Path) -> None:
    from figures.ui.online.game import RemoteClassicView
    from figures.ui.online.lobby import OnlineView

    hosting = Hosting(tmp_path / "srv", host="127.0.0.1", port=0)
    hosting.start()
    looker = Session(hosting.url, "looker")
    looker.start()
    quick = Session(hosting.url, "Dan")
    try:
        app.show_online(all_fives(3, host="Bea"))
        lobby = app.window.current_view
        assert isinstance(lobby, OnlineView)
        lobby.name.value = "Bea"
        lobby.address.value = f"127.0.0.1:{hosting.bound}"
        click(lobby, lobby.quick_button)  # (no public table of All Fives: one is opened)
        link = lobby.link
        assert link is not None
        wait_for(app, lambda: link.lobby is not None, "the waiting room")
        assert (link.seat, link.is_host, link.lobby.game) == (0, True, "all-fives")
        assert [s.kind for s in link.lobby.seats] == ["person", "open", "open"]
        lobby.on_draw()
        looker.send(p.Tables("all-fives"))
        listing = wait_for(
            app, lambda: next((m for m in looker.take() if isinstance(m, p.Listing)), None), "list"
        )
        assert [(t.code, t.host, t.free) for t in listing.tables] == [(link.code, "Bea", 2)]
        quick.start(p.QuickJoin("all-fives", "Dan", players=4))  # (lands at Bea's table)
        wait_for(app, lambda: link.lobby.seats[1].name == "Dan", "the next quick joiner")
        # The host may start now (the computer takes the last seat), or wait for it to fill.
        later = Session(hosting.url, "Eve")
        later.start(p.QuickJoin("all-fives", "Eve"))
        try:
            view = wait_for(
                app,
                lambda: (
                    isinstance(app.window.current_view, RemoteClassicView)
                    and app.window.current_view
                ),
                "the game, started by itself",
            )
            assert list(view.remote.names()) == ["Bea", "Dan", "Eve"]
        finally:
            later.close()
        link.close()
    finally:
        for session in (looker, quick):
            session.close()
        hosting.stop()


def test_a_quick_join_the_server_cannot_open_is_one_line(app: Any, tmp_path: Path) -> None:
    from figures.ui.online.lobby import OnlineView

    hosting = Hosting(tmp_path / "srv", host="127.0.0.1", port=0)
    hosting.start()
    try:
        seats = tuple(PlayerSpec(f"P{n}") for n in range(4))
        app.show_online(ClassicSettings("matador", seats, 1))
        lobby = app.window.current_view
        assert isinstance(lobby, OnlineView)
        lobby.name.value = "Bea"
        lobby.address.value = f"127.0.0.1:{hosting.bound}"
        lobby.settings = ClassicSettings("matador", (*seats, *seats), 1)  # (as if it were 8)
        lobby.quick_join()
        wait_for(app, lambda: lobby.link is None and lobby.error, "the refusal")
        assert lobby.error == "This server opens no table of Matador for 8 players"
        assert hosting.tables is not None and hosting.tables.tables == {}
    finally:
        hosting.stop()


def test_the_host_lists_the_table_in_the_lobby(app: Any) -> None:
    from figures.ui.online.lobby import OnlineView

    app.show_online(all_fives(host="Bea"))
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.name.value = "Bea"
    listed = lobby.public_button
    assert listed.label() == "Lobby: not listed (the code only)"
    click(lobby, listed)
    assert listed.label() == "Lobby: listed, for anyone to join" and lobby.public
    lobby.on_draw()
    lobby.host_button.action()
    link = lobby.link
    assert link is not None and link.hosting is not None
    wait_for(app, lambda: link.lobby is not None, "the waiting room")
    looker = Session(link.hosting.url, "looker")
    looker.start(p.Tables())
    try:
        listing = wait_for(
            app, lambda: next((m for m in looker.take() if isinstance(m, p.Listing)), None), "list"
        )
        assert [(t.code, t.host) for t in listing.tables] == [(link.code, "Bea")]
    finally:
        looker.close()
        link.close()


def test_nobody_at_the_address_is_one_line(app: Any) -> None:
    from figures.ui.online.lobby import OnlineView

    app.show_online(all_fives(host="Bea"))
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    lobby.address.value = "ftp://nowhere"
    click(lobby, lobby.tables_button)
    assert lobby.browsing is None and "ws://" in lobby.error
    lobby.address.value = "127.0.0.1:1"
    click(lobby, lobby.tables_button)
    wait_for(app, lambda: lobby.error, "the failure")
    assert lobby.browsing is None and lobby.listed is None and "\n" not in lobby.error
    assert lobby.error.startswith("Nobody answers at 127.0.0.1:1:")
    lobby.on_draw()


def test_the_online_drivers_sums_are_where_the_screen_draws_its_buttons(app: Any) -> None:
    """tests/e2e/e2e_online.py clicks the online screen by the sums of its layout (it never
    reaches into the window's process): those sums must be the layout's, in the roomy and the
    compact layout alike."""
    import sys

    from figures.ui.online.lobby import OnlineView

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))
    try:
        from e2e_online import lobby_rects
    finally:
        sys.path.pop(0)
    app.show_online(all_fives(host="Bea"))
    lobby = app.window.current_view
    assert isinstance(lobby, OnlineView)
    for size in ((1280, 800), (1280, 700), (900, 640)):
        lobby.layout(*size)
        spots = lobby_rects(*size)
        widgets = {
            "host": lobby.host_button,
            "address": lobby.address,
            "code": lobby.code,
            "start": lobby.start_button,
        }
        for name, widget in widgets.items():
            assert spots[name] == (widget.rect.cx, widget.rect.cy), (size, name)
