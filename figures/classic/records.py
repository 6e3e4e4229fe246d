"""Classic game records (§B6): every deal and action of a game, written atomically, loaded by
re-playing them through :class:`~figures.classic.game.Game` with a
:class:`~figures.classic.game.ScriptedChance`, and checked with every disagreement reported by
place ("round 2, action 14: ...").

No rule is written here: the record's deals feed the same game code that plays, and its results
are compared with what that code computes.
"""

from __future__ import annotations

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
from figures.core import fairness
from figures.core.errors import FiguresError, NotationError, RecordError
from figures.core.files import json_shown, read_json
from figures.core.records import (
    ENVELOPE_FIELDS,
    at,
    first_of,
    mismatch,
    open_envelope,
    place,
    players_json,
    read_final,
    read_players,
    read_rounds,
    refused,
    write_json_atomic,
)
from figures.core.seats import PlayerSpec
from figures.core.text import shown

RECORD_FORMAT = "classic-dominoes-game"
RECORD_VERSION = 1
#: More rounds than a file the readers take can hold (each round lists its deal, the 28
#: tiles of a double-six set at least: some 170 bytes even written without spaces, so 10 MB
#: hold fewer than 60,000): a guard against absurd files that never refuses a record the
#: writer wrote (it refuses more than 10 MB, :func:`~figures.core.records.write_json_atomic`).
MAX_ROUNDS = 60_000
#: The fields of a round; all but ``engine`` (Mexican Train's) are required.
ROUND_KEYS = ("deal", "redeals", "engine", "leader", "actions", "result", "play_points")
#: The top-level fields: the envelope's (:mod:`figures.core.records`), each required.
TOP_KEYS = ENVELOPE_FIELDS
#: The top-level fields a record may carry besides: the deal's commitment of an online game
#: (:mod:`figures.core.fairness`).
OPTIONAL_KEYS = (fairness.FIELD,)


# ----------------------------------------------------------------------------- writing


def _deal_json(deal: Deal) -> dict[str, Any]:
    return {
        "hands": [[TEXT[t] for t in hand] for hand in deal.hands],
        "stock": [TEXT[t] for t in deal.stock],
    }


def game_to_json(game: Game, players: list[PlayerSpec] | None = None) -> dict[str, Any]:
    """The record of a game, finished or in progress; ``players`` are the game's own unless
    given."""
    if players is None:
        players = list(game.players)
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
        "players": players_json(players),
        "first": game.first,
        "rounds": rounds,
        "final": final,
    }


def save_record(path: str | Path, game: Game, players: list[PlayerSpec] | None = None) -> None:
    """Write the game's record atomically (a crash never leaves half a file)."""
    write_json_atomic(path, game_to_json(game, players))


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


@dataclass(frozen=True, slots=True)
class _RoundData:
    deals: tuple[Deal, ...]
    leader: int
    engine: Any
    actions: tuple[str, ...]
    result: Any
    play_points: Any


def _parse(data: Any, source: str) -> tuple[Rules, list[PlayerSpec], int, list[_RoundData], Any]:
    root = open_envelope(data, source, RECORD_FORMAT, (RECORD_VERSION,), TOP_KEYS, OPTIONAL_KEYS)
    if fairness.FIELD in data:
        fairness.Fairness.from_json(data[fairness.FIELD], source)
    try:
        rules = Rules.from_json(data["rules"])
    except RulesError as exc:
        raise root.field("rules").fail(str(exc)) from None
    players = list(read_players(root.field("players"), rules.players, rules.players))
    first = root.field("first").seat(rules.players)
    rounds: list[_RoundData] = []
    required = [k for k in ROUND_KEYS if k != "engine"]
    for number, item in enumerate(
        read_rounds(root.field("rounds"), MAX_ROUNDS, ROUND_KEYS, required), 1
    ):
        where = f"{source}: {place(number)}"
        redeals = item.field("redeals")
        deals = [
            _deal(d.data, rules, number, f"{where}: redeal {i}")
            for i, d in enumerate(redeals.as_list(most=1000), 1)
        ]
        deals.append(_deal(item.data["deal"], rules, number, f"{where}: deal"))
        leader = item.field("leader").seat(rules.players)
        actions = item.field("actions").as_strs()
        rounds.append(
            _RoundData(
                tuple(deals),
                leader,
                item.data.get("engine"),
                tuple(actions),
                item.data["result"],
                item.data["play_points"],
            )
        )
    final = read_final(root.field("final"), rules.sides)
    return rules, players, first, rounds, final


def replay(data: Any, source: str = "record") -> tuple[Game, list[PlayerSpec], list[str]]:
    """Re-play a record through the engine. Returns the game, its players and every
    disagreement with the record's results (by place); raises a RecordError, naming the place,
    when the record cannot be played (an illegal action, a deal that is not the rules')."""
    rules, players, first, rounds, final = _parse(data, source)
    chance = ScriptedChance([ScriptedRound(r.deals, r.leader) for r in rounds])
    try:
        game = Game(rules, chance, first, players=tuple(players))
    except FiguresError as exc:
        raise RecordError(f"{source}: {exc}") from None
    problems: list[str] = []
    for number, item in enumerate(rounds, 1):
        where = place(number)
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
                f"{source}: {where}: player {entry.leader + 1} leads by the rules, "
                f"not player {item.leader + 1}"
            )
        for index, text in enumerate(item.actions, 1):
            here = place(number, index)
            if entry.round.result is not None:
                raise RecordError(f"{source}: {here}: {shown(text)} comes after the round's end")
            try:
                game.apply(parse_action(text, rules.set))
            except NotationError as exc:
                raise RecordError(f"{source}: {at(here, str(exc))}") from None
            except FiguresError as exc:
                raise RecordError(f"{source}: {refused(here, text, exc)}") from None
        result = entry.round.result
        last = number == len(rounds)
        if result is None and not last:
            raise RecordError(f"{source}: {where} is not over after its last action")
        if item.result is None:
            if result is not None:
                problems.append(mismatch(where, "result", None, result.to_json()))
        elif result is None:
            problems.append(at(where, "result: the round is not over"))
        elif isinstance(item.result, dict):
            problems.extend(
                at(where, f"result.{m}") for m in mismatches(item.result, result.to_json())
            )
        else:
            problems.append(at(where, "result must be an object or null"))
        points = [points_json(p) for p in entry.round.play_points]
        if not _numbers_equal(item.play_points, points):
            problems.append(mismatch(where, "play_points", item.play_points, points))
    outcome = game.outcome
    if outcome is None:
        if final is not None:
            problems.append(f"final: expected {json_shown(final)}, the game is not over")
    else:
        got = {"scores": [points_json(s) for s in outcome.scores], "winners": list(outcome.winners)}
        if final is None:
            problems.append(mismatch("", "final", final, got))
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
    return game_from_json(read_json(path), str(path))


def game_from_json(data: Any, source: str = "record") -> tuple[Game, list[PlayerSpec]]:
    """:func:`load_record` for a record already read (``source`` names it in messages)."""
    game, players, problems = replay(data, source)
    if problems:
        raise RecordError(f"{source}: {first_of(problems)}")
    return game, players


def check_record(path: str | Path) -> list[str]:
    """Every disagreement between a record and the rules, by place ([] when it agrees)."""
    return replay(read_json(path), str(path))[2]
