"""The one place the command line turns its options into a game's settings, for ``figures
play`` and ``figures simulate`` and for every game of the registry (:mod:`figures.games`).

The options are only read here (a comma list split, ``--first`` counted from 1, a classic
target written ``rounds:N``); whether the settings can be played is the game's to say: the
table every game shares is judged by :meth:`figures.core.seats.Table.check`, the colour
game's target by its :class:`~figures.colour.game.Settings`, a classic preset's switches by
its :class:`~figures.classic.rules.Rules`. A refusal comes back as a
:class:`~figures.cli.common.UsageError` naming the option the user typed, said from the
values the error carries (the field, the reason, the value, the range), not from its words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figures.cli.common import UsageError, whole_number
from figures.colour.game import MAX_TARGET, MIN_TARGET, Settings
from figures.colour.house import (
    DEFAULT_RULES,
    NAMES,
    HouseRules,
    parse_house_rules,
    parse_rule_text,
)
from figures.core.errors import FiguresError, SettingsError
from figures.core.seats import HUMAN, PlayerSpec, Table, check_deal_number
from figures.core.text import shown
from figures.core.values import is_whole
from figures.games import COLOUR, GAMES, GameInfo
from figures.texts import names as roles

if TYPE_CHECKING:
    from figures.classic.rules import Rules

#: The kinds of a classic game's target (``--target KIND:N``).
TARGET_KINDS = ("points", "rounds", "instant")
#: A target as ``--target`` reads it: a number, or a classic game's ``(kind, N)``.
TargetOption = int | tuple[str, int]


@dataclass(frozen=True, slots=True)
class Chosen:
    """A game's settings as the options chose them, accepted by the game: the table every
    game shares, and the colour game's :class:`Settings` or a classic game's :class:`Rules`."""

    info: GameInfo
    table: Table
    settings: Settings | None = None
    rules: Rules | None = None

    @property
    def kinds(self) -> list[str]:
        return [seat.kind for seat in self.table.players]


def span(low: int, high: int) -> str:
    """A count allowed: "4", or "2 to 8"."""
    return str(low) if low == high else f"{low} to {high}"


def seat_kinds(text: str, info: GameInfo, *, humans: bool = False) -> list[str]:
    """The seats' kinds ``--players`` lists (separated by commas): ``human`` (with
    ``humans``, the desktop game) or a computer level the game has; one line for an empty
    entry or a level the game does not have. How many seats a game takes is the game's to
    say (:func:`choose`)."""
    kinds = [k.strip().lower() if humans else k.strip() for k in text.split(",")]
    if info.family == COLOUR:
        from figures.ai.players import PLAYERS, computer_player

        known = [*([HUMAN] if humans else []), *PLAYERS]
    else:
        from figures.ai.classic import CLASSIC_PLAYERS, classic_player

        known = [*([HUMAN] if humans else []), *CLASSIC_PLAYERS]
    if "" in kinds:
        raise UsageError(
            f"--players has an empty name in {shown(text)}: "
            f"{span(info.players[0], info.players[-1])} kinds separated by commas "
            f"({', '.join(known)})"
        )
    for kind in kinds:
        if info.family != COLOUR:
            if not (humans and kind == HUMAN):
                classic_player(kind)  # a level the classic games do not have: one line
        elif humans:
            if kind not in known:
                raise UsageError(f"unknown player kind {shown(kind)} ({', '.join(known)})")
        else:
            computer_player(kind)  # an unknown level or setting ('human' too): one line
    return kinds


def seat_names(kinds: Sequence[str], names: str | None) -> list[str]:
    """The players' names: ``--names`` (separated by commas, one a seat; none may begin with
    "@", the mark of the default names), or the default names as roles
    (:mod:`figures.texts.names`): "You" for the one human ("Player N" for several) and
    "Computer N (level)", each shown in the window's language."""
    if names is not None:
        listed = [n.strip() for n in names.split(",")]
        if len(listed) != len(kinds):
            raise UsageError(f"--names needs one name per player ({len(kinds)}), got {names!r}")
        for seat, name in enumerate(listed):
            try:
                roles.check_typed(name)
            except SettingsError:
                raise UsageError(
                    f"--names: player {seat + 1}'s name {shown(name)} begins with "
                    f"{roles.MARK!r}, which only the default names do"
                ) from None
        return listed
    humans = list(kinds).count(HUMAN)
    return [
        (roles.you() if humans == 1 else roles.player(seat + 1))
        if kind == HUMAN
        else roles.computer(seat + 1, kind)
        for seat, kind in enumerate(kinds)
    ]


#: What ``--set`` says of the house rules (``figures play``, ``simulate``, ``balance``).
HOUSE_HELP = (
    "a house rule of the colour game: cost=0..20 (a second placement's price, default 4), "
    "bonus_from=1..6 or never (the edge the bonus starts from, default 3), hand=1..4 "
    "(dominoes in a hand, default 2), square=0..5 (points per square of a closed surface, "
    "default 1), targets=LOW..HIGH (the targets allowed, default 60..240)"
)


def add_house_option(parser: Any) -> None:
    """``--set NAME=VALUE``, the colour game's house rules, as ``figures play`` and
    ``figures simulate`` take them (``figures balance`` takes several values a rule)."""
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        dest="house",
        metavar="NAME=VALUE",
        help=HOUSE_HELP + "; one --set a rule, or several NAME=VALUE separated by commas",
    )


def house_rule_fields(name: str, value: str) -> dict[str, object]:
    """One house rule as ``--set`` writes it, as fields of a rules object; a UsageError in one
    line for an unknown name or a value that is not one."""
    try:
        return parse_rule_text(name, value)
    except SettingsError as exc:
        raise UsageError(f"--set {name.strip()}: {exc}") from None


def house_rules(texts: Sequence[str], base: HouseRules | None = None) -> HouseRules:
    """The house rules ``--set NAME=VALUE`` gives (each text may list several, separated by
    commas), judged by :class:`HouseRules`: a UsageError in one line when refused."""
    fields: dict[str, object] = {}
    for text in texts:
        for item in text.split(","):
            name, sep, value = item.partition("=")
            if not sep or not name.strip() or not value.strip():
                raise UsageError(
                    f"--set takes NAME=VALUE, such as cost=3 (house rules: {', '.join(NAMES)}), "
                    f"not {shown(item)}"
                )
            key = name.strip().lower().replace("-", "_")
            if key in fields:
                raise UsageError(f"--set {key} is given twice")
            fields.update(house_rule_fields(name, value))
    return checked_house_rules(fields, base)


def checked_house_rules(fields: dict[str, object], base: HouseRules | None = None) -> HouseRules:
    """House rules from a rules object's fields, a refusal said as ``--set NAME: ...``."""
    try:
        return parse_house_rules(fields, base)
    except SettingsError as exc:
        raise UsageError(f"--set {exc.field}: {exc}" if exc.field else f"--set: {exc}") from None


def choose(
    info: GameInfo,
    seats: Sequence[PlayerSpec],
    *,
    seed: int,
    first: int = 0,
    teams: bool = False,
    target: TargetOption | None = None,
    names_option: str = "--players",
    switches: dict[str, object] | None = None,
    house: HouseRules | None = None,
) -> Chosen:
    """The settings of ``info`` for ``seats``, dealt from ``seed``, seat ``first`` (from 0)
    to start, in ``teams`` or not, to ``target`` (the game's default when None), with a
    classic preset's other ``switches`` (:func:`classic_switches`) or the colour game's
    ``house`` rules (:func:`house_rules`), judged by the game; a refusal is a UsageError
    naming the option (``names_option``: the option the players' names came from)."""
    if info.family != COLOUR and house is not None and not house.is_default:
        raise UsageError(
            f"--set {next(iter(house.changed()))}: the house rules are the colour game's; "
            f"{info.name} has its own switches (--hand, --lead, --cannot-play, --target)"
        )
    rules = house if house is not None else DEFAULT_RULES
    if info.family == COLOUR and switches:
        option = "--" + next(iter(switches)).replace("_", "-")
        raise UsageError(f"{option} is a switch of the classic presets, not of the colour game")
    if info.family == COLOUR and isinstance(target, tuple):
        raise UsageError(
            f"the colour game's --target is a number from {MIN_TARGET} to {MAX_TARGET}"
        )
    table = Table(tuple(seats), seed, first, teams)
    try:
        check_deal_number(seed)
        table.check(info.players[0], info.players[-1], teams=info.teams)
        if info.family == COLOUR:
            if isinstance(target, int):
                settings = Settings(table.players, target, seed, first, rules)
            else:
                settings = Settings(table.players, seed=seed, first_player=first, rules=rules)
            return Chosen(info, table, settings=settings)
        overrides: dict[str, object] = {"teams": True} if teams else {}
        if target is not None:
            overrides["target"] = classic_target(target, len(seats))
        overrides.update(switches or {})
        return Chosen(info, table, rules=info.rules(len(seats), **overrides))
    except SettingsError as exc:
        raise refusal(exc, info, names_option=names_option) from None
    except FiguresError as exc:  # a classic preset's own rules: said in their words
        raise UsageError(str(exc)) from None


def parse_target(text: str) -> TargetOption:
    """``--target`` as ``figures play`` and ``figures simulate`` read it: a number, or a
    classic game's ``points:N``, ``rounds:N``, ``instant:N`` (an ArgumentTypeError, which
    the parser says in one line, for anything else)."""
    import argparse

    kind, colon, value = text.partition(":")
    if not colon:
        return whole_number(text)
    if kind not in TARGET_KINDS or not (value.strip().isascii() and value.strip().isdigit()):
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a target: points:N, rounds:N or instant:N"
        )
    return kind, whole_number(value)


def classic_switches(
    players: int,
    *,
    hand: int | None = None,
    lead: str | None = None,
    cannot_play: str | None = None,
) -> dict[str, object]:
    """A classic preset's switches as ``--hand``, ``--lead`` and ``--cannot-play`` give them,
    in the rules' own words (``hand`` for this many players); the rules judge them."""
    switches: dict[str, object] = {}
    if hand is not None:
        switches["hand"] = {str(players): hand}
    if lead is not None:
        switches["lead"] = lead
    if cannot_play is not None:
        switches["cannot_play"] = cannot_play
    return switches


def classic_target(target: TargetOption, players: int) -> dict[str, object]:
    """``--target`` as a classic game's rules write it: N (points), ``points:N``,
    ``rounds:N``, ``instant:N`` (the threshold for this many players)."""
    if isinstance(target, int):
        return {"points": target}
    kind, value = target
    return {"instant": {str(players): value}} if kind == "instant" else {kind: value}


_SEAT_FIELD = re.compile(r"players\[(\d+)\](\.kind)?")


def refusal(exc: SettingsError, info: GameInfo, *, names_option: str = "--players") -> UsageError:
    """A setting the game refused, said with the option the user typed and the values the
    error carries (``--first`` counted from 1, as the option is)."""
    field, reason, value = exc.field or "", exc.reason, exc.value
    low, high = exc.low, exc.high
    seat = _SEAT_FIELD.fullmatch(field)
    if field == "players" and reason == "count" and low is not None and high is not None:
        game = "a game needs" if info.family == COLOUR else f"{info.name} is for"
        return UsageError(f"--players: {game} {span(low, high)} players, not {value}")
    if seat is not None:
        option, what = ("--players", "kind") if seat.group(2) else (names_option, "name")
        whose = f"player {int(seat.group(1)) + 1}'s {what}"
        if reason == "empty":
            return UsageError(f"{option}: {whose} is empty")
        if reason == "long":
            return UsageError(f"{option}: {whose} is longer than {high} characters: {shown(value)}")
        if reason == "control":
            return UsageError(
                f"{option}: {whose} has a control character or bytes that are not text: "
                f"{shown(value)}"
            )
        return UsageError(f"{option}: {whose} must be text, not {shown(value)}")
    if field == "target" and reason == "range":
        ruled = "" if (low, high) == (MIN_TARGET, MAX_TARGET) else " (the house rule targets)"
        return UsageError(
            f"--target: the target must be from {low} to {high}{ruled}, not {shown(value)}"
        )
    if field == "seed" and reason == "range" and low is not None:
        return UsageError(f"--seed must be {low} or more, not {shown(value)}")
    if field == "first_player" and reason == "range" and low is not None and high is not None:
        shown_value = value + 1 if is_whole(value) else shown(value)
        return UsageError(f"--first must be a seat from {low + 1} to {high + 1}, not {shown_value}")
    if field == "teams" and reason == "teams":
        if info.teams:
            return UsageError(f"--teams: teams need {high} players, not {value}")
        game = "the colour game" if info.family == COLOUR else info.name
        offered = ", ".join(g.name for g in GAMES.values() if g.teams)
        return UsageError(f"--teams: {game} is not played in teams (teams: {offered})")
    # (values no option of the command line can give, such as a seed or a target that is not
    # a whole number: said with the game's words)
    named = {"target": "--target", "seed": "--seed", "first_player": "--first"}.get(field)
    return UsageError(f"{named}: {exc}" if named else str(exc))
