"""A computer player over the network (``figures bot``): it joins a seat of a table like any
client, and plays with the app's own computer players from the view the server sends it, and
from nothing else. It is also the protocol's reference client (docs/online.md)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

from figures.ai.classic import classic_player
from figures.ai.players import computer_player
from figures.net import protocol as p
from figures.net.client import Client, ConnectionError_
from figures.net.views import legal_from_json, rules_from_json, view_from_json


def choose(view: dict[str, Any], level: str, seed: int) -> str | None:
    """The notation of the move the computer of ``level`` plays from ``view`` (None when the
    view's seat has nothing to do)."""
    if not view.get("legal"):
        return None
    engine_view = view_from_json(view)
    if view["family"] == "colour":
        return str(computer_player(level, seed).choose(engine_view))  # type: ignore[arg-type]
    rules = rules_from_json(view)
    player = classic_player(level, seed, rules)  # type: ignore[arg-type]
    return str(player.choose(engine_view, legal_from_json(view)))  # type: ignore[arg-type]


async def play(
    url: str | Sequence[str],
    code: str,
    *,
    level: str = "medium",
    name: str = "Bot",
    seat: int | None = None,
    games: int = 1,
    seed: int = 0,
    say: Callable[[str], None] | None = None,
    timeout: float = 600.0,
) -> list[dict[str, Any]]:
    """Join table ``code`` and play ``games`` games (asking for a rematch between them);
    returns each game's record. ``url`` may be several addresses (the members of a fleet),
    tried in turn."""
    client = Client(url, name="figures-bot")
    await client.start()
    records: list[dict[str, Any]] = []
    try:
        await client.send(p.Join(code, name, seat))
        seated = await client.expect(p.Seated, 10.0)
        if say is not None:
            say(f"seated at table {seated.code}, seat {seated.seat + 1}")
        played: set[int] = set()
        async with asyncio.timeout(timeout):
            while len(records) < games:
                message = await client.inbox.get()
                if isinstance(message, p.State) and message.seat == client.seat:
                    if message.version in played:
                        continue
                    notation = await asyncio.to_thread(
                        choose, message.view, level, seed * 31 + (client.seat or 0)
                    )
                    if notation is not None:
                        played.add(message.version)
                        await client.send(p.Move(message.version, notation))
                elif isinstance(message, p.Ended):
                    records.append(message.record)
                    if say is not None:
                        say(f"game {message.game} over")
                    if len(records) < games:
                        await client.send(p.Rematch())
                elif isinstance(message, p.Refused) and message.reason == "rate":
                    await asyncio.sleep(0.2)  # (told to slow down: the move again, later)
                    state = client.state
                    if state is not None and state.seat == client.seat:
                        played.discard(state.version)
                        client.inbox.put_nowait(state)
                elif isinstance(message, p.Refused) and message.reason not in ("stale", "turn"):
                    raise ConnectionError_(f"refused ({message.reason}): {message.detail}")
    finally:
        await client.close()
    return records
