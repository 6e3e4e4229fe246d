"""The rule switches of the classic family (§A2), the eight presets, and their validation.

A :class:`Rules` value is a preset's switches with any of them overridden. Every check of a
combination lives in :meth:`Rules.validated`, which :meth:`Rules.from_json` and
:meth:`Rules.preset` call: one place for the scenario files, records, the command line and the
front end.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from figures.classic.errors import RulesError
from figures.core.match import Target
from figures.core.seats import side_of
from figures.core.text import shown
from figures.core.values import is_whole

__all__ = ["PRESETS", "TEAMS_OFFERED", "Rules", "RulesError", "Target"]


#: The values each switch of a fixed set of choices may take.
CHOICES: dict[str, tuple[str, ...]] = {
    "lead": ("highest-double", "any", "engine"),
    "no_double": ("redeal", "heaviest"),
    "next_lead": ("rule", "winner", "out-else-lot", "rotate"),
    "branching": ("none", "spinner", "all-doubles", "trains"),
    "match": ("equal", "matador"),
    "cannot_play": ("pass", "draw-until", "draw-one"),
    "in_play": ("none", "fives"),
    "scoring": ("win", "opponents", "difference", "fives", "penalty", "all-pips"),
    "blocked_tie": ("nobody", "share-third"),
}
SWITCHES = (
    "set",
    "players",
    "teams",
    "hand",
    "lead",
    "no_double",
    "next_lead",
    "branching",
    "match",
    "matador_optional",
    "cannot_play",
    "reserve",
    "in_play",
    "scoring",
    "blocked_tie",
    "target",
)
MAX_PLAYERS = 4
MAX_TRAIN_PLAYERS = 8
#: The most rounds a game is played to (``{"rounds": R}``): the record of that many rounds
#: stays well within the largest file the readers take (about 6 MB of 10 for four players).
MAX_ROUNDS_TARGET = 5_000


def target_from_json(data: Any) -> Target:
    """A target (§A10, a core :class:`~figures.core.match.Target`) from its JSON form."""
    if not isinstance(data, dict) or len(data) != 1:
        raise RulesError(
            'target must be {"points": P}, {"rounds": R} or {"instant": {"2": 250, ...}}, '
            f"not {shown(data)}"
        )
    ((kind, value),) = data.items()
    if kind in ("points", "rounds"):
        if not is_whole(value) or value < 1:
            raise RulesError(f"target {kind} must be a whole number from 1, not {shown(value)}")
        if kind == "rounds" and value > MAX_ROUNDS_TARGET:
            raise RulesError(
                f"target rounds must be at most {MAX_ROUNDS_TARGET} (a record of more could "
                f"not be read back), not {shown(value)}"
            )
        return Target(kind, value)
    if kind == "instant":
        return Target("instant", instant=_count_table(value, "target instant"))
    raise RulesError(f"unknown target {shown(kind)} (known: points, rounds, instant)")


@dataclass(frozen=True, slots=True)
class Rules:
    """Every switch of §A2. Build one with :meth:`preset` or :meth:`from_json`."""

    preset_name: str
    set: int
    players: int
    teams: bool
    hand: tuple[tuple[int, int], ...]
    lead: str
    no_double: str
    next_lead: str
    branching: str
    match: str
    matador_optional: bool
    cannot_play: str
    reserve: int
    in_play: str
    scoring: str
    blocked_tie: str
    target: Target

    # ------------------------------------------------------------------------- derived

    @property
    def sides(self) -> int:
        """Number of sides: 2 with teams, else one per seat."""
        return 2 if self.teams else self.players

    def side_of(self, seat: int) -> int:
        return side_of(seat, self.players, self.teams)

    @property
    def hand_size(self) -> int:
        return dict(self.hand)[self.players]

    @property
    def instant_threshold(self) -> int | None:
        return self.target.threshold(self.players)

    # ------------------------------------------------------------------------- building

    @staticmethod
    def preset(name: str, players: int | None = None, **overrides: Any) -> Rules:
        """The preset ``name`` for ``players`` seats with switches overridden (JSON values)."""
        data: dict[str, Any] = {"preset": name, **overrides}
        if players is not None:
            data["players"] = players
        return Rules.from_json(data)

    @staticmethod
    def from_json(data: Any) -> Rules:
        """``{"preset": NAME, "players": N, switch: value, ...}``, validated."""
        if not isinstance(data, dict):
            raise RulesError(
                f'rules must be an object such as {{"preset": "block"}}, not {shown(data)}'
            )
        name = data.get("preset")
        if not isinstance(name, str) or name not in PRESETS:
            if "preset" not in data:
                raise RulesError("rules need a 'preset' (" + ", ".join(PRESETS) + ")")
            raise RulesError(f"unknown preset {shown(name)} (known: {', '.join(PRESETS)})")
        base = PRESETS[name]
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key == "preset":
                continue
            if key not in SWITCHES:
                raise RulesError(
                    f"unknown rules switch {shown(key)} (known: {', '.join(SWITCHES)})"
                )
            values[key] = _parse_switch(key, value)
        if "players" not in values:
            counts = [n for n, _ in values.get("hand", base.hand)]
            if len(counts) != 1:
                raise RulesError(f"rules of {name!r} need 'players' ({counts[0]} to {counts[-1]})")
            values["players"] = counts[0]
        return replace(base, **values).validated()

    def validated(self) -> Rules:
        """This rules object, or a RulesError naming what the family does not allow."""
        trains = self.branching == "trains"
        most = MAX_TRAIN_PLAYERS if trains else MAX_PLAYERS
        if not 2 <= self.players <= most:
            raise RulesError(
                f"{self.preset_name} is for 2 to {most} players, not {self.players}"
                + ("" if trains else " (only Mexican Train's trains seat up to 8)")
            )
        table = dict(self.hand)
        if self.players not in table:
            counts = sorted(table)
            low, high = counts[0], counts[-1]
            span = str(low) if low == high else f"{low} to {high}"
            raise RulesError(
                f"{self.preset_name} is for {span} players, not {self.players} (its hand sizes "
                f"are given for {span})"
            )
        if self.teams and self.players != 4:
            raise RulesError(f"teams need 4 players, not {self.players}")
        if trains != (self.lead == "engine"):
            raise RulesError("branching 'trains' and lead 'engine' go together (Mexican Train)")
        if self.in_play == "fives" and self.branching in ("all-doubles", "trains"):
            raise RulesError(f"in_play 'fives' cannot be counted with branching {self.branching!r}")
        if self.target.kind == "instant" and self.players not in dict(self.target.instant):
            raise RulesError(f"the instant target has no threshold for {self.players} players")
        tiles = (self.set + 1) * (self.set + 2) // 2 - (1 if trains else 0)
        if trains and self.target.kind == "rounds" and self.target.value > self.set + 1:
            raise RulesError(
                f"Mexican Train with the double-{self.set} set has {self.set + 1} engines, "
                f"not {self.target.value} rounds"
            )
        dealt = table[self.players] * self.players
        if dealt > tiles:
            raise RulesError(
                f"{self.players} hands of {table[self.players]} need {dealt} tiles; "
                f"the set has {tiles}"
            )
        if self.reserve > tiles - dealt and self.cannot_play != "pass":
            raise RulesError(
                f"a reserve of {self.reserve} is more than the {tiles - dealt} tiles left"
            )
        return self

    def to_json(self) -> dict[str, Any]:
        """The preset's name, the player count and every switch that differs from the preset:
        ``Rules.from_json(rules.to_json()) == rules``."""
        base = PRESETS[self.preset_name]
        data: dict[str, Any] = {"preset": self.preset_name, "players": self.players}
        for f in fields(self):
            if f.name in ("preset_name", "players"):
                continue
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
                data[f.name] = _switch_json(f.name, value)
        return data


def _count_table(value: Any, what: str) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, dict) or not value:
        raise RulesError(
            f'{what} must be an object of player counts, such as {{"2": 7}}, not {shown(value)}'
        )
    table: list[tuple[int, int]] = []
    for key, count in value.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 2):
            raise RulesError(f"{what}: {shown(key)} is not a player count")
        if not is_whole(count) or count < 1:
            raise RulesError(
                f"{what} for {key} players must be a whole number from 1, not {shown(count)}"
            )
        table.append((int(key), count))
    return tuple(sorted(table))


def _parse_switch(key: str, value: Any) -> Any:
    if key in CHOICES:
        if value not in CHOICES[key] or not isinstance(value, str):
            raise RulesError(
                f"{key} cannot be {shown(value)} (choose from {', '.join(CHOICES[key])})"
            )
        return value
    if key == "set":
        if not is_whole(value) or value not in (6, 12):
            raise RulesError(f"set must be 6 or 12, not {shown(value)}")
        return value
    if key == "players":
        if not is_whole(value):
            raise RulesError(f"players must be a whole number, not {shown(value)}")
        return value
    if key in ("teams", "matador_optional"):
        if not isinstance(value, bool):
            raise RulesError(f"{key} must be true or false, not {shown(value)}")
        return value
    if key == "hand":
        return _count_table(value, "hand")
    if key == "reserve":
        if not is_whole(value) or value < 0:
            raise RulesError(f"reserve must be a whole number from 0, not {shown(value)}")
        return value
    assert key == "target"
    return target_from_json(value)


def _switch_json(key: str, value: Any) -> Any:
    if key == "hand":
        return {str(n): c for n, c in value}
    if isinstance(value, Target):
        return value.to_json()
    return value


_767 = ((2, 7), (3, 6), (4, 6))


def _preset(name: str, **values: Any) -> Rules:
    defaults: dict[str, Any] = {
        "set": 6,
        "players": 2,
        "teams": False,
        "hand": _767,
        "lead": "highest-double",
        "no_double": "heaviest",
        "next_lead": "winner",
        "branching": "none",
        "match": "equal",
        "matador_optional": False,
        "cannot_play": "pass",
        "reserve": 0,
        "in_play": "none",
        "scoring": "opponents",
        "blocked_tie": "nobody",
        "target": Target("points", 100),
    }
    defaults.update(values)
    return Rules(preset_name=name, **defaults)


#: The presets whose table in §A2 offers teams as an option at four players ("option (4)");
#: ``block-teams`` always plays in teams, the others never by default.
TEAMS_OFFERED = frozenset({"draw-5", "all-fives"})

#: The presets of §A2, for their smallest player count.
PRESETS: dict[str, Rules] = {
    "block": _preset(
        "block", no_double="redeal", next_lead="rule", scoring="win", target=Target("rounds", 1)
    ),
    "block-teams": _preset(
        "block-teams",
        players=4,
        teams=True,
        hand=((4, 7),),
        no_double="redeal",
        next_lead="rule",
        scoring="win",
        target=Target("rounds", 1),
    ),
    "block-points": _preset("block-points"),
    "draw": _preset("draw", cannot_play="draw-until"),
    "draw-5": _preset(
        "draw-5",
        hand=((2, 5), (3, 5), (4, 5)),
        no_double="redeal",
        next_lead="rule",
        branching="all-doubles",
        cannot_play="draw-until",
        scoring="difference",
    ),
    "all-fives": _preset(
        "all-fives",
        hand=((2, 9), (3, 7), (4, 5)),
        lead="any",
        no_double="redeal",
        next_lead="out-else-lot",
        branching="spinner",
        cannot_play="draw-until",
        in_play="fives",
        scoring="fives",
        blocked_tie="share-third",
        target=Target("instant", instant=((2, 250), (3, 200), (4, 200))),
    ),
    "mexican-train": _preset(
        "mexican-train",
        set=12,
        hand=((2, 15), (3, 15), (4, 15), (5, 12), (6, 12), (7, 10), (8, 10)),
        lead="engine",
        no_double="redeal",
        next_lead="rotate",
        branching="trains",
        cannot_play="draw-one",
        scoring="penalty",
        target=Target("rounds", 13),
    ),
    "matador": _preset("matador", match="matador", matador_optional=True, cannot_play="draw-until"),
}
