"""The public lobby over loopback, on one server and on a fleet of three members sharing a
real Redis: a private table is never listed; a public one waiting for players is, with its
game, options, seats, host and free seats, on every member, until it starts or fills; the
game filter; a quick join takes the fullest public table of its game or opens one, which the
next quick joiner finds and which starts by itself once full; a quick join that cannot be
done is refused and changes nothing; a listing is capped."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path

import pytest
from netplay import WAIT, client, close_all, fleet, play_all, run, serving
from redis_server import RedisServer, needs_redis

from figures.net import protocol as p
from figures.net.client import Client
from figures.net.server import TableServer

pytestmark = pytest.mark.slow

Where = Callable[[], AbstractAsyncContextManager[tuple[list[str], list[TableServer]]]]


@asynccontextmanager
async def one() -> AsyncIterator[tuple[list[str], list[TableServer]]]:
    async with serving() as (url, tables):
        yield [url] * 3, [tables]  # (the three "members" are the one server)


@pytest.fixture(params=["one", pytest.param("fleet", marks=[needs_redis, pytest.mark.slow])])
def where(request: pytest.FixtureRequest, tmp_path: Path):
    """Where the lobby is: one server, or three members of a fleet (each client of a test
    connects to the next member in turn)."""
    if request.param == "one":
        yield one
        return
    redis = RedisServer(tmp_path / "redis").start()
    try:
        yield lambda: fleet(redis.url, 3)
    finally:
        redis.kill()


async def opened(url: str, game: str, seats: int, name: str = "Host", **options) -> Client:
    """A client that opened a table (public unless told) of ``seats`` open seats."""
    c = await client(url)
    options.setdefault("public", True)
    await c.send(p.Open(game, name, [p.SeatSpec()] * seats, **options))
    await c.expect(p.Seated, WAIT)
    await c.expect(p.Lobby, WAIT)
    return c


async def listing(c: Client, game: str | None = None) -> list[p.Listed]:
    await c.send(p.Tables(game))
    answer = await c.expect(p.Listing, WAIT)
    return answer.tables


def test_listed_on_every_member_private_never(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, _):
            private = await opened(urls[0], "block", 3, "Secret", public=False)
            options = {"target": {"points": 100}}
            public = await opened(
                urls[0], "all-fives", 3, "Ann", options=options, clock=60, takeback=False
            )
            lookers = [await client(url) for url in urls]
            for looker in lookers:
                (table,) = await listing(looker)
                assert table.code == public.code != private.code
                assert (table.game, table.options, table.host, table.free) == (
                    "all-fives", options, "Ann", 2
                )  # fmt: skip
                assert (table.clock, table.takeback) == (60, False)
                assert [(s.name, s.kind) for s in table.seats] == [
                    ("Ann", "person"), ("", "open"), ("", "open")
                ]  # fmt: skip
                assert await listing(looker, "block") == []
                assert [t.code for t in await listing(looker, "all-fives")] == [public.code]
            await close_all([private, public, *lookers])

    run(scenario)


def test_a_started_or_full_table_leaves_the_list(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, _):
            started = await opened(urls[0], "block", 2, "Bea")
            filling = await opened(urls[1], "block", 2, "Cy")
            looker = await client(urls[2])
            listed = await listing(looker)
            assert {t.code for t in listed} == {started.code, filling.code}
            await started.send(p.Start())  # (the host starts: the computer takes the seat)
            await started.expect(p.State, WAIT)
            assert [t.code for t in await listing(looker)] == [filling.code]
            guest = await client(urls[2])
            await guest.send(p.Join(filling.code, "Dee"))  # (the last seat: it starts)
            await guest.expect(p.Seated, WAIT)
            state = await guest.expect(p.State, WAIT)
            assert [s.kind for s in state.seats] == ["person", "person"]
            await filling.expect(p.State, WAIT)
            assert await listing(looker) == []
            await close_all([started, filling, guest, looker])

    run(scenario)


def test_quick_join_fullest_table_then_a_new_one_which_starts_full(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, _):
            roomy = await opened(urls[0], "all-fives", 4, "Roomy")
            fuller = await opened(urls[1], "all-fives", 3, "Fuller")
            other = await opened(urls[2], "block", 2, "Other")
            quick = await client(urls[2])
            await quick.send(p.QuickJoin("all-fives", "Quick"))
            seated = await quick.expect(p.Seated, WAIT)
            assert (seated.code, seated.seat) == (fuller.code, 1)  # (the fewest free seats)
            lobby = await fuller.expect(p.Lobby, WAIT)
            assert [s.name for s in lobby.seats] == ["Fuller", "Quick", ""]

            first = await client(urls[0])  # (no public table of draw: one is opened)
            await first.send(p.QuickJoin("draw", "First", players=3))
            opened_ = await first.expect(p.Seated, WAIT)
            assert opened_.seat == 0
            lobby = await first.expect(p.Lobby, WAIT)
            assert (lobby.game, len(lobby.seats)) == ("draw", 3)
            looker = await client(urls[1])
            (table,) = await listing(looker, "draw")
            assert (table.code, table.host, table.free) == (opened_.code, "First", 2)
            second, third = await client(urls[1]), await client(urls[2])
            await second.send(p.QuickJoin("draw", "Second", players=2))  # (lands there)
            assert (await second.expect(p.Seated, WAIT)).code == opened_.code
            await third.send(p.QuickJoin("draw", "Third"))
            assert (await third.expect(p.Seated, WAIT)).code == opened_.code
            players = [first, second, third]
            for c in players:  # (full: it started by itself, every seat a person's)
                state = await c.expect(p.State, WAIT)
                assert [s.name for s in state.seats] == ["First", "Second", "Third"]
            assert await listing(looker, "draw") == []
            records = await play_all(players, seed=25)
            assert len({str(r) for r in records}) == 1
            await close_all([roomy, fuller, other, quick, looker, *players])

    run(scenario, timeout=180)


def test_quick_join_refused_changes_nothing(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, servers):
            host = await opened(urls[0], "block", 2, "Host")
            c = await client(urls[1])
            for message in (
                p.QuickJoin("no-such-game", "Lost"),
                p.QuickJoin("block-teams", "Lost", players=2),  # (four or none)
                p.QuickJoin("matador", "Lost", players=8),
            ):
                await c.send(message)
                refused = await c.expect(p.Refused, WAIT)
                assert (refused.request, refused.reason) == ("quick", "table"), refused
                assert refused.detail and "\n" not in refused.detail
            assert [t.code for t in await listing(c)] == [host.code]
            assert sum(len(s.tables) for s in servers) == 1
            await c.send(p.QuickJoin("block", "Found"))  # (the connection is not spoilt)
            assert (await c.expect(p.Seated, WAIT)).code == host.code
            await close_all([host, c])

    run(scenario)


def test_tables_while_seated(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, _):
            waiting = await opened(urls[0], "block", 3, "Wait")
            seated = await client(urls[1])  # (at another member's table, in a fleet)
            await seated.send(p.Join(waiting.code, "Sat"))
            await seated.expect(p.Seated, WAIT)
            (table,) = await listing(seated)
            assert (table.code, table.free) == (waiting.code, 1)
            assert [t.code for t in await listing(waiting, "block")] == [waiting.code]
            await close_all([waiting, seated])

    run(scenario)


def test_a_listing_is_capped(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, _):
            hosts = [
                await opened(urls[n % 3], "block", 2 + n % 3, f"H{n}")
                for n in range(p.MAX_LISTED + 3)
            ]
            looker = await client(urls[-1])
            listed = await listing(looker)
            assert len(listed) == p.MAX_LISTED
            assert [t.free for t in listed] == sorted(t.free for t in listed)  # (fullest first)
            assert len({t.code for t in listed}) == p.MAX_LISTED
            await close_all([*hosts, looker])

    run(scenario, timeout=180)


def test_a_table_everyone_left_is_not_listed(where: Where) -> None:
    async def scenario() -> None:
        async with where() as (urls, _):
            host = await opened(urls[0], "block", 2, "Gone")
            looker = await client(urls[1])
            assert [t.code for t in await listing(looker)] == [host.code]
            await host.send(p.Leave())
            await host.send(p.Tables())  # (after the Leave: the order of its frames)
            assert await host.expect(p.Listing, WAIT) == p.Listing([])
            assert await listing(looker) == []
            await looker.send(p.QuickJoin("block", "Late"))  # (a table of its own, not that one)
            seated = await looker.expect(p.Seated, WAIT)
            assert (seated.code != host.code, seated.seat) == (True, 0)
            await close_all([host, looker])

    run(scenario)
