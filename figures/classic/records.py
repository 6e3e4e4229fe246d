"""Classic game records (§B6): every deal and action of a game, written atomically, loaded by
re-playing them through :class:`~figures.classic.game.Game` with a
:class:`~figures.classic.game.ScriptedChance`, and checked with every disagreement reported by
place ("round 2, action 14: ...").

No rule is written here: the record's deals feed the same game code that plays, and its results
are compared with what that code computes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from figures.classic.actions import parse_action
from figures.classic.errors import RulesError
from figures.classic.game import (
    Deal,
    Game,
    ScriptedChance,
    ScriptedRound,
    engine_of,
    round_tiles,
)
from figures.classic.rules import Rules
from figures.classic.scenario import mismatches
from figures.classic.scoring import points_json
from figures.classic.tiles import TEXT, parse_tile
from figures.core.errors import FiguresError, IllegalMoveError, NotationError, RecordError
from figures.core.files import atomic_writer, json_shown, read_json
from figures.core.seats import PlayerSpec, check_seats
from figures.core.text import shown
from figures.core.values import is_whole

RECORD_FORMAT = "classic-dominoes-game"
RECORD_VERSION = 1
#: More rounds than any game may list: a guard against absurd files.
MAX_ROUNDS = 10_000
ROUND_KEYS = frozenset({"deal", "redeals", "engine", "leader", "actions", "result", "play_points"})
TOP_KEYS = frozenset({"format", "version", "rules", "players", "first", "rounds", "final"})


# ----------------------------------------------------------------------------- writing


def _deal_json(deal: Deal) -> dict[str, Any]:
    return {
        "hands": [[TEXT[t] for t in hand] for hand in deal.hands],
        "stock": [TEXT[t] for t in deal.stock],
    }


def game_to_json(game: Game, players: list[PlayerSpec] | None = None) -> dict[str, Any]:
    """The record of a game, finished or in progress."""
    if players is None:
        players = [PlayerSpec(f"Seat {s + 1}", "human") for s in range(game.rules.players)]
    rounds = []
    for entry in game.rounds:
        item: dict[str, Any] = {"deal": _deal_json(entry.deal)}
        item["redeals"] = [_deal_json(d) for d in entry.redeals]
        if entry.engine is not None:
            item["engine"] = TEXT[entry.engine]
        item["leader"] = entry.leader
        item["actions"] = [str(step.action) for step in entry.round.log]
        item["result"] = None if entry.result is None else entry.result.to_json()
        item["play_points"] = [points_json(p) for p in entry.round.play_points]
        rounds.append(item)
    outcome = game.outcome
    final = None
    if outcome is not None:
        final = {
            "scores": [points_json(s) for s in outcome.scores],
            "winners": list(outcome.winners),
        }
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules": game.rules.to_json(),
        "players": [{"name": p.name, "kind": p.kind} for p in players],
        "first": game.first,
        "rounds": rounds,
        "final": final,
    }


def save_record(path: str | Path, game: Game, players: list[PlayerSpec] | None = None) -> None:
    """Write the game's record atomically (a crash never leaves half a file)."""
    data = game_to_json(game, players)
    with atomic_writer(path) as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")


# ----------------------------------------------------------------------------- reading


def _tiles(value: Any, top: int, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list of tiles")
    try:
        return tuple(parse_tile(text, top) for text in value)
    except NotationError as exc:
        raise RecordError(f"{where}: {exc}") from None


def _deal(value: Any, rules: Rules, number: int, where: str) -> Deal:
    if not isinstance(value, dict) or set(value) != {"hands", "stock"}:
        raise RecordError(f"{where} must be an object with 'hands' and 'stock'")
    hands_data = value["hands"]
    if not isinstance(hands_data, list) or len(hands_data) != rules.players:
        raise RecordError(f"{where}: 'hands' must list {rules.players} hands")
    hands = tuple(_tiles(h, rules.set, f"{where}: hand {s}") for s, h in enumerate(hands_data))
    stock = _tiles(value["stock"], rules.set, f"{where}: stock")
    for seat, hand in enumerate(hands):
        if len(hand) != rules.hand_size:
            raise RecordError(f"{where}: hand {seat} has {len(hand)} tiles, not {rules.hand_size}")
    dealt = [t for hand in hands for t in hand] + list(stock)
    expected = round_tiles(rules, number)
    if sorted(dealt) != sorted(expected):
        seen: set[int] = set()
        for t in dealt:
            if t in seen:
                raise RecordError(f"{where}: tile {TEXT[t]} is dealt twice")
            seen.add(t)
        missing = sorted(set(expected) - seen)
        if missing:
            raise RecordError(f"{where}: tile {TEXT[missing[0]]} is not dealt")
        extra = sorted(seen - set(expected))
        raise RecordError(f"{where}: tile {TEXT[extra[0]]} is not in this round's set")
    return Deal(hands, stock)


def _players(value: Any, count: int) -> list[PlayerSpec]:
    if not isinstance(value, list) or len(value) != count:
        raise RecordError(f"'players' must list {count} players, one per seat")
    players = []
    for seat, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"name", "kind"}:
            raise RecordError(f"player {seat}: expected an object with 'name' and 'kind'")
        players.append(PlayerSpec(item["name"], item["kind"]))
    try:
        check_seats(players, count, count)
    except FiguresError as exc:
        raise RecordError(str(exc)) from None
    return players


@dataclass(frozen=True, slots=True)
class _RoundData:
    deals: tuple[Deal, ...]
    leader: int
    engine: Any
    actions: tuple[str, ...]
    result: Any
    play_points: Any


def _parse(data: Any, source: str) -> tuple[Rules, list[PlayerSpec], int, list[_RoundData], Any]:
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a game record is a JSON object")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError(f"{source}: format {shown(data.get('format'))} is not {RECORD_FORMAT!r}")
    if data.get("version") != RECORD_VERSION:
        raise RecordError(f"{source}: version {shown(data.get('version'))} is not {RECORD_VERSION}")
    extra = sorted(str(k) for k in data if k not in TOP_KEYS)
    if extra:
        raise RecordError(f"{source}: unknown field {shown(extra[0])}")
    for key in TOP_KEYS:
        if key not in data:
            raise RecordError(f"{source}: missing {key!r}")
    try:
        rules = Rules.from_json(data["rules"])
    except RulesError as exc:
        raise RecordError(f"{source}: rules: {exc}") from None
    try:
        players = _players(data["players"], rules.players)
    except RecordError as exc:
        raise RecordError(f"{source}: {exc}") from None
    first = data["first"]
    if not is_whole(first) or not 0 <= first < rules.players:
        raise RecordError(f"{source}: 'first' must be a seat from 0 to {rules.players - 1}")
    rounds_data = data["rounds"]
    if not isinstance(rounds_data, list) or not rounds_data or len(rounds_data) > MAX_ROUNDS:
        raise RecordError(f"{source}: 'rounds' must be a list of at least one round")
    rounds: list[_RoundData] = []
    for number, item in enumerate(rounds_data, 1):
        where = f"{source}: round {number}"
        if not isinstance(item, dict):
            raise RecordError(f"{where}: expected an object")
        extra = sorted(str(k) for k in item if k not in ROUND_KEYS)
        if extra:
            raise RecordError(f"{where}: unknown field {shown(extra[0])}")
        for key in ("deal", "redeals", "leader", "actions", "result", "play_points"):
            if key not in item:
                raise RecordError(f"{where}: missing {key!r}")
        redeals = item["redeals"]
        if not isinstance(redeals, list) or len(redeals) > 1000:
            raise RecordError(f"{where}: 'redeals' must be a list of deals")
        deals = [_deal(d, rules, number, f"{where}: redeal {i}") for i, d in enumerate(redeals, 1)]
        deals.append(_deal(item["deal"], rules, number, f"{where}: deal"))
        leader = item["leader"]
        if not is_whole(leader) or not 0 <= leader < rules.players:
            raise RecordError(f"{where}: 'leader' must be a seat from 0 to {rules.players - 1}")
        actions = item["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError(f"{where}: 'actions' must be a list of action texts")
        rounds.append(
            _RoundData(
                tuple(deals),
                leader,
                item.get("engine"),
                tuple(actions),
                item["result"],
                item["play_points"],
            )
        )
    return rules, players, first, rounds, data["final"]


def replay(data: Any, source: str = "record") -> tuple[Game, list[PlayerSpec], list[str]]:
    """Re-play a record through the engine. Returns the game, its players and every
    disagreement with the record's results (by place); raises a RecordError, naming the place,
    when the record cannot be played (an illegal action, a deal that is not the rules')."""
    rules, players, first, rounds, final = _parse(data, source)
    chance = ScriptedChance([ScriptedRound(r.deals, r.leader) for r in rounds])
    try:
        game = Game(rules, chance, first)
    except RecordError as exc:
        raise RecordError(f"{source}: {exc}") from None
    problems: list[str] = []
    for number, item in enumerate(rounds, 1):
        where = f"round {number}"
        if len(game.rounds) != number:
            raise RecordError(f"{source}: {where} is listed after the game's end")
        entry = game.rounds[-1]
        if len(entry.redeals) + 1 != len(item.deals):
            raise RecordError(
                f"{source}: {where}: the record lists {len(item.deals) - 1} redeals, "
                f"the rules make {len(entry.redeals)}"
            )
        engine = engine_of(rules, number)
        if rules.branching == "trains" and item.engine != TEXT[engine or 0]:
            raise RecordError(
                f"{source}: {where}: the engine is {TEXT[engine or 0]}, not {shown(item.engine)}"
            )
        if entry.leader != item.leader:
            raise RecordError(
                f"{source}: {where}: seat {entry.leader} leads by the rules, not {item.leader}"
            )
        for index, text in enumerate(item.actions, 1):
            here = f"{source}: {where}, action {index}"
            if entry.round.result is not None:
                raise RecordError(f"{here}: {shown(text)} comes after the round's end")
            try:
                action = parse_action(text, rules.set)
                game.apply(action)
            except NotationError as exc:
                raise RecordError(f"{here}: {exc}") from None
            except IllegalMoveError as exc:
                raise RecordError(f"{here}: {text} is refused ({exc.reason}: {exc})") from None
        result = entry.round.result
        last = number == len(rounds)
        if result is None and not last:
            raise RecordError(f"{source}: {where} is not over after its last action")
        if item.result is None:
            if result is not None:
                problems.append(
                    f"{where}: result: expected null, got {json_shown(result.to_json())}"
                )
        elif result is None:
            problems.append(f"{where}: result: the round is not over")
        elif isinstance(item.result, dict):
            problems.extend(
                f"{where}: result.{m}" for m in mismatches(item.result, result.to_json())
            )
        else:
            problems.append(f"{where}: result must be an object or null")
        points = [points_json(p) for p in entry.round.play_points]
        if not _numbers_equal(item.play_points, points):
            problems.append(
                f"{where}: play_points: expected {json_shown(item.play_points)}, "
                f"got {json_shown(points)}"
            )
    outcome = game.outcome
    if outcome is None:
        if final is not None:
            problems.append(f"final: expected {json_shown(final)}, the game is not over")
    else:
        got = {"scores": [points_json(s) for s in outcome.scores], "winners": list(outcome.winners)}
        if not isinstance(final, dict):
            problems.append(f"final: expected {json_shown(final)}, got {json_shown(got)}")
        else:
            problems.extend(f"final.{m}" for m in mismatches(final, got))
    return game, players, problems


def _numbers_equal(expected: Any, actual: list[int | float]) -> bool:
    return (
        isinstance(expected, list)
        and len(expected) == len(actual)
        and all(
            isinstance(e, int | float) and not isinstance(e, bool) and e == a
            for e, a in zip(expected, actual, strict=True)
        )
    )


def load_record(path: str | Path) -> tuple[Game, list[PlayerSpec]]:
    """The game a record holds, re-played; a RecordError for any disagreement."""
    game, players, problems = replay(read_json(path), str(path))
    if problems:
        raise RecordError(f"{path}: {problems[0]}")
    return game, players


def check_record(path: str | Path) -> list[str]:
    """Every disagreement between a record and the rules, by place ([] when it agrees)."""
    return replay(read_json(path), str(path))[2]
