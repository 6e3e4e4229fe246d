"""Whole games over loopback between two, three and four real clients, for the colour game
and every classic preset; each player's record checks, deal commitment included."""

from __future__ import annotations

import json

import pytest
from netplay import WAIT, client, close_all, play_all, run, serving, table_of

from figures import games
from figures.cli import main
from figures.core.fairness import commitment
from figures.net import protocol as p

pytestmark = pytest.mark.slow

CASES = [("colour", 2), ("colour", 3)] + [
    (name, n)
    for name, info in games.GAMES.items()
    if info.family == games.CLASSIC
    for n in sorted({min(info.players), min(max(info.players), 4)})
]


@pytest.mark.parametrize(("game", "people"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_whole_game(game: str, people: int, tmp_path, capsys) -> None:
    async def scenario() -> list[dict]:
        async with serving() as (url, _):
            clients, _code = await table_of(url, game, people)
            await clients[0].send(p.Start())
            commitments = set()
            records = await play_all(clients, seed=people)
            for c in clients:
                assert c.state is not None
                commitments.add(c.state.commitment)
            await close_all(clients)
            assert len(commitments) == 1
            return records

    records = run(scenario)
    assert all(r == records[0] for r in records)  # (every player gets the same record)
    fair = records[0]["fairness"]
    assert commitment(fair["seed"], fair["salt"]) == fair["commitment"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(records[0]))
    assert main(["replay", "--check", str(path)]) == 0, capsys.readouterr()


def test_computers_fill_the_seats_left_open() -> None:
    async def scenario() -> None:
        async with serving() as (url, _):
            clients, _ = await table_of(url, "all-fives", 1, computers=1)
            await clients[0].send(p.Start())
            record = (await play_all(clients))[0]
            assert record["players"][1]["kind"] == "easy"
            await close_all(clients)

    run(scenario)


def test_rematch_with_the_same_seats() -> None:
    async def scenario() -> None:
        async with serving() as (url, _):
            clients, _ = await table_of(url, "block", 2)
            await clients[0].send(p.Start())
            first = await play_all(clients)
            for c in clients:
                await c.send(p.Rematch())
            second = await play_all(clients, seed=5)
            assert first[0]["fairness"]["commitment"] != second[0]["fairness"]["commitment"]
            assert [s["name"] for s in first[0]["players"]] == [
                s["name"] for s in second[0]["players"]
            ]
            assert clients[0].state is not None and clients[0].state.game == 2
            await close_all(clients)

    run(scenario)


def test_bot_plays_a_whole_game() -> None:
    from figures.net.bot import play

    async def scenario() -> None:
        async with serving() as (url, _):
            host = await client(url)
            await host.send(p.Open("all-fives", "Host", [p.SeatSpec(), p.SeatSpec()]))
            code = (await host.expect(p.Seated, WAIT)).code
            clients = [host]
            bot = __import__("asyncio").create_task(play(url, code, level="medium"))
            lobby = await clients[0].expect(p.Lobby, WAIT)
            while lobby.seats[1].kind != "person":
                lobby = await clients[0].expect(p.Lobby, WAIT)
            await clients[0].send(p.Start())
            mine = await play_all(clients)
            records = await bot
            assert records == mine
            await close_all(clients)

    run(scenario)


def test_a_colour_table_plays_by_its_house_rules(tmp_path, capsys) -> None:
    house = {"hand": 3, "cost": 2, "bonus_from": "never", "targets": [20, 240]}

    async def scenario() -> dict:
        async with serving() as (url, server):
            stranger = await client(url)
            for options, words in [
                ({"rules": {"hand": 9}}, "hand"),
                ({"rules": {"kings": 1}}, "kings"),
                ({"rules": "hand 3"}, "object"),
                ({"target": 30}, "target"),  # (below the default rules' targets)
                ({"rules": house, "teams": True}, "teams"),
            ]:
                seats = [p.SeatSpec(), p.SeatSpec()]
                await stranger.send(p.Open("colour", "Host", seats, options))
                refused = await stranger.expect(p.Refused, WAIT)
                assert refused.reason == "table" and words in refused.detail, refused
                assert not server.tables  # (nothing was opened)
            await stranger.close()
            clients, code = await table_of(url, "colour", 2, options={"target": 30, "rules": house})
            lobby = await clients[0].expect(p.Lobby, WAIT)
            assert lobby.options == {"target": 30, "rules": house}
            await clients[0].send(p.Start())
            records = await play_all(clients, seed=3)
            for c in clients:
                assert c.state is not None
                assert {k: c.state.view["rules"][k] for k in house} == house
            game = server.tables[code].table.game
            assert game.settings.rules.hand == 3 and game.settings.target == 30
            await close_all(clients)
            assert records[0] == records[1]
            return records[0]

    record = run(scenario)
    assert record["rules"]["target"] == 30
    assert {k: record["rules"][k] for k in house} == house
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert main(["replay", "--check", str(path)]) == 0, capsys.readouterr()
    replayed = games.load_record(path)
    assert replayed.game.settings.rules.hand == 3
