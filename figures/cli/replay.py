"""``figures replay``: a saved game shown turn by turn (a classic one round by round), or
records of either family re-checked with ``--check``."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from figures.classic.game import Deal
from figures.classic.game import Game as ClassicGame
from figures.classic.tiles import TEXT
from figures.cli.classic_text import (
    ranking_text,
    round_end_text,
    score_text,
    side_names,
    tiles_text,
)
from figures.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_ENGINE_FAULT,
    EXIT_MISMATCH,
    UsageError,
    breakdown,
    plural,
    print_error,
)
from figures.cli.score import fault_lines
from figures.colour.actions import Place
from figures.colour.game import Game, OpeningRecord, PlacementRecord
from figures.colour.geometry import Side
from figures.colour.judges import MODELS, judge_game
from figures.core.errors import FiguresError
from figures.core.fairness import FIELD as FAIRNESS_FIELD
from figures.core.fairness import Fairness
from figures.core.files import read_json
from figures.core.records import first_of
from figures.core.seats import PlayerSpec
from figures.core.text import printable
from figures.games import Replayed, check_fairness, load_record, lookup, replay_record
from figures.texts.names import shown


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("replay", help="show a saved game, or re-check records with --check")
    p.add_argument("files", nargs="+", metavar="FILE", help="game record (JSON), colour or classic")
    p.add_argument(
        "--check",
        action="store_true",
        help="re-score every placement from the rules and verify every figure, using the "
        "draws the record lists (a classic record: its deals, every action and every round's "
        "result); exit 1 on any disagreement. A record of an online game carries the deal's "
        "commitment: it is verified, and the deals checked to follow from its seed",
    )
    p.add_argument(
        "--models",
        choices=MODELS,
        default="fast",
        help="with --check, colour records: judge every placement again with the graph model "
        "and check the table's geometry (both; a disagreement is an engine fault, exit 3), or "
        "not (fast, the default)",
    )
    p.set_defaults(run=cmd_replay)


def cmd_replay(args: argparse.Namespace) -> int:
    if args.check:
        codes = [_check_record(path, args.models) for path in args.files]
        return max(codes)
    if len(args.files) > 1:
        raise UsageError("show one game at a time (several files go with --check)")
    record = load_record(args.files[0])  # the registry tells the families' records apart
    if isinstance(record.game, ClassicGame):
        _show_classic_record(record.game, record.players)
    else:
        _show_record(record.game)
    return 0


def _check_record(path: str, models: str = "fast") -> int:
    """One record of either family re-played from the draws or deals it lists; every
    disagreement with the rules printed by place ("round 2, action 14: ..."); with both
    models, a colour record's placements judged again (engine faults, exit 3)."""
    try:
        data = read_json(path)
        record = replay_record(data, path, check=True)
        deal = check_fairness(data, path)
    except FiguresError as exc:
        print_error(exc)
        return EXIT_BAD_INPUT
    name = printable(path)
    if models == "both" and isinstance(record.game, Game):
        faults = judge_game(record.game, models)
        if faults:
            for line in fault_lines(faults):
                print(f"{name}: {line}")
            return EXIT_ENGINE_FAULT
    if record.problems:
        for problem in record.problems:
            print(f"{name}: {printable(problem)}")
        if deal:
            print(f"{name}: deal: {printable(first_of(deal))}")
        print(f"{name}: {plural(len(record.problems), 'disagreement')} with the rules")
        return EXIT_MISMATCH
    if deal:
        print(f"{name}: deal: {printable(first_of(deal))}")
        return EXIT_MISMATCH
    agree = "; the graph model and the geometry agree" if models == "both" else ""
    if models == "both" and not isinstance(record.game, Game):
        agree = "; (the classic family has one model)"
    print(f"{name}: ok: {_checked(record)}{agree}")
    if deal is not None:
        print(f"{name}: deal: {_verified(data)}")
    for note in record.notes:
        print(f"{name}: note: {note}")
    return 0


def _verified(data: dict[str, Any]) -> str:
    """What the deal's commitment of a record whose deals follow from it proves."""
    fairness = Fairness.from_json(data[FAIRNESS_FIELD])
    return (
        f"commitment verified (seed {fairness.seed} and salt match sha256 "
        f"{fairness.commitment}; the deals follow from the seed)"
    )


def _checked(record: Replayed) -> str:
    """What a record that agrees with the rules was checked for."""
    game = record.game
    state = "finished" if game.is_over else "not finished"
    if isinstance(game, ClassicGame):
        actions = sum(len(entry.round.log) for entry in game.rounds)
        return (
            f"{plural(len(game.rounds), 'round')} ({state}), {plural(actions, 'action')} re-checked"
        )
    placements = sum(len(t.placements) for t in game.turns)
    return (
        f"{plural(len(game.opening), 'opening domino', 'opening dominoes')}, "
        f"{plural(len(game.turns), 'turn')} ({state}), "
        f"{plural(placements, 'scored placement')} re-checked"
    )


def _show_record(game: Game) -> None:
    """A colour record turn by turn, each player named."""
    names = [printable(shown(p.name)) for p in game.settings.players]  # (no controls: Settings)
    if not game.rules.is_default:
        print(f"house rules: {game.rules.label()}")
    for entry in game.opening:
        print(f"opening: {names[entry.player]}: {_move(entry)}")
    for number, turn in enumerate(game.turns, 1):
        parts = [
            f"{_move(p)} +{p.score.points} "
            f"({breakdown(p.score.connected_edges, p.score.bonus, p.score.closed_surfaces)})"
            + (f" -{p.paid}" if p.paid else "")
            for p in turn.placements
        ] or [f"cannot place, returns {', '.join(map(str, turn.returned)) or 'nothing'}"]
        drawn = f", draws {len(turn.drawn)}" if turn.placements or turn.returned else ""
        print(
            f"turn {number}: {names[turn.player]}: {'; '.join(parts)}{drawn} -> {turn.score_after}"
        )
    scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores, strict=True))
    if game.outcome is None:
        print(f"not finished: {scores}; {names[game.current]} to play")
    else:
        winners = " and ".join(names[w] for w in game.outcome.winners)
        print(f"final ({game.outcome.reason.value}): {scores}; won by {winners}")


def _move(entry: OpeningRecord | PlacementRecord) -> str:
    return str(Place(entry.tile, entry.face, entry.at, Side.parse(entry.dir)))


def _show_classic_record(game: ClassicGame, players: Sequence[PlayerSpec]) -> None:
    """A classic record round by round: each deal, who led and how, every action with the
    player's name, each round's result, and the final ranking. The game shown is the one the
    engine re-plays from the record's deals (a record that disagrees with it is refused when
    it is loaded; ``replay --check`` lists every disagreement)."""
    rules = game.rules
    names = [printable(shown(p.name)) for p in players]
    sides = side_names(rules, names)
    info = lookup(rules.preset_name)
    shown_already = ("preset", "players", "teams")
    changed = {k: v for k, v in rules.to_json().items() if k not in shown_already}
    switches = ", ".join(f"{k} {json.dumps(v)}" for k, v in changed.items())
    print(
        f"{info.title} ({rules.preset_name}), {plural(rules.players, 'player')}"
        + (", two teams" if rules.teams else "")
        + (f"; switches changed: {switches}" if switches else "")
    )
    print(
        "players: "
        + ", ".join(f"{n} ({printable(p.kind)})" for n, p in zip(names, players, strict=True))
    )
    for entry in game.rounds:
        leader = names[entry.leader]
        if entry.engine is not None:
            head = f"engine {TEXT[entry.engine]}, {leader} plays first"
        else:
            head = f"{leader} leads " + _LEADS[entry.lead.how]
        print(f"round {entry.number}: {head}")
        for attempt, deal in enumerate(entry.redeals, 1):
            print(f"  deal {attempt}, thrown in (no hand holds a double): {_deal(deal, names)}")
        print(f"  deal: {_deal(entry.deal, names)}")
        for index, step in enumerate(entry.round.log, 1):
            move = str(step.action)
            if step.drew >= 0:
                move += f" {TEXT[step.drew]}"
            if step.points:
                move += f" +{step.points}"
            print(f"  {index}. {names[step.seat]}: {move}")
        result = entry.round.result
        if result is not None:
            print("  result: " + round_end_text(rules, result.to_json(), names))
        else:
            print(f"  not finished: {names[entry.round.turn]} to play")
    outcome = game.outcome
    if outcome is None:
        scores = ", ".join(f"{s} {score_text(v)}" for s, v in zip(sides, game.scores, strict=True))
        waiting = "; the next round is not dealt" if game.waiting else ""
        print(f"not finished: scores {scores}{waiting}")
    else:
        print(f"final ranking: {ranking_text(rules, outcome.scores, outcome.winners, sides)}")


#: How a round was led (:class:`figures.classic.game.LeadSpec`).
_LEADS = {"rule": "by rule", "free": "any tile", "lot": "any tile, drawn by lot"}


def _deal(deal: Deal, names: list[str]) -> str:
    hands = "; ".join(f"{n} {tiles_text(h)}" for n, h in zip(names, deal.hands, strict=True))
    return hands + (f"; stock {tiles_text(deal.stock)}" if deal.stock else "")
