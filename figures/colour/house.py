"""The colour game's house rules: the numbers of the rules a table may agree to change, with
the seed's values as defaults, and what a placement earns under them (:class:`Score`).

Every number is read here and nowhere else; :class:`HouseRules` is the one place they are
validated (on construction; :func:`parse_house_rules` reads them from a record, a scenario or
the command line and says what is wrong in one line). The settings carry them
(:class:`figures.colour.game.Settings`), and so does the table (:class:`figures.colour.board.
Board`): every score worked out on a table is worked out under its rules.

==============  =========  ===========================================================
name            default    allowed
==============  =========  ===========================================================
``cost``        4          0 to 20: the points paid for a second placement in a turn
``bonus_from``  3          1 to 6, or ``never``: the connected edge from which each
                           edge scores a bonus point (bonus = max(0, edges - (from - 1)))
``hand``        2          1 to 4: dominoes in a hand (a turn still places at most two)
``square``      1          0 to 5: points per square of a closed surface
``targets``     60..240    1 to 999, low <= high: the targets a game may be played to
==============  =========  ===========================================================
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from figures.core.errors import SettingsError
from figures.core.text import shown
from figures.core.values import is_whole

#: Points paid for placing a second domino in the same turn (the default).
SECOND_PLACEMENT_COST = 4
#: The connected edge from which the bonus starts (the default: the third).
BONUS_FROM = 3
#: Dominoes in a hand (the default).
HAND_SIZE = 2
#: Points per square of a closed surface (the default).
SQUARE_POINTS = 1
#: The targets a game may be played to (the default range).
MIN_TARGET = 60
MAX_TARGET = 240
#: A turn places at most this many dominoes (one, then a paid second): not a house rule.
MOST_PLACEMENTS = 2
#: The most connected edges a placement can have (a domino's six external edges).
MOST_EDGES = 6

#: The word for a bonus that never starts.
NEVER = "never"
#: The house rules' names, in the order they are shown and written.
NAMES = ("cost", "bonus_from", "hand", "square", "targets")
#: The ranges allowed: (low, high).
RANGES: dict[str, tuple[int, int]] = {
    "cost": (0, 20),
    "bonus_from": (1, MOST_EDGES),
    "hand": (1, 4),
    "square": (0, 5),
    "targets": (1, 999),
}


def _whole(name: str, value: object) -> int:
    if not is_whole(value):
        raise SettingsError(
            f"the house rule {name} must be a whole number, not {shown(value)}",
            name,
            reason="type",
            value=value,
        )
    assert isinstance(value, int)
    return value


def _in_range(name: str, value: object, what: str) -> None:
    low, high = RANGES[name]
    number = _whole(name, value)
    if not low <= number <= high:
        raise SettingsError(
            f"the house rule {name} ({what}) must be from {low} to {high}, not {shown(value)}",
            name,
            reason="range",
            value=value,
            low=low,
            high=high,
        )


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The numbers of the colour game's rules, validated on construction (a SettingsError
    naming the rule, in one line). ``bonus_from`` None: no bonus at all."""

    cost: int = SECOND_PLACEMENT_COST
    bonus_from: int | None = BONUS_FROM
    hand: int = HAND_SIZE
    square: int = SQUARE_POINTS
    min_target: int = MIN_TARGET
    max_target: int = MAX_TARGET
    #: Points of the connected edges by their number (edges and bonus), worked out once.
    edge_points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: The scores of placements that close nothing, by connected edges (the fast path's).
    plain: tuple[Score, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _in_range("cost", self.cost, "the points a second placement costs")
        if self.bonus_from is not None:
            _in_range("bonus_from", self.bonus_from, f"an edge, or {NEVER}")
        _in_range("hand", self.hand, "dominoes in a hand")
        _in_range("square", self.square, "points per square of a closed surface")
        _in_range("targets", self.min_target, "the lowest target")
        _in_range("targets", self.max_target, "the highest target")
        if self.min_target > self.max_target:
            raise SettingsError(
                f"the house rule targets must go from low to high, not "
                f"{self.min_target}..{self.max_target}",
                "targets",
                reason="order",
                value=(self.min_target, self.max_target),
            )
        edges = tuple(e + self.bonus(e) for e in range(MOST_EDGES + 1))
        object.__setattr__(self, "edge_points", edges)
        object.__setattr__(self, "plain", tuple(Score(e, (), self) for e in range(MOST_EDGES + 1)))

    def bonus(self, edges: int) -> int:
        """The bonus of a placement with ``edges`` connected edges."""
        if self.bonus_from is None:
            return 0
        return max(0, edges - (self.bonus_from - 1))

    def affords_second(self, score: int) -> bool:
        """Whether a player with ``score`` points may pay for a second placement."""
        return score >= self.cost

    @property
    def is_default(self) -> bool:
        return self == DEFAULT_RULES

    def value(self, name: str) -> object:
        """A rule's value as the files write it (``targets`` as ``[low, high]``, a bonus
        that never starts as ``"never"``)."""
        if name == "targets":
            return [self.min_target, self.max_target]
        if name == "bonus_from":
            return NEVER if self.bonus_from is None else self.bonus_from
        return getattr(self, name)

    def text(self, name: str) -> str:
        """A rule's value as the command line writes it: ``4``, ``never``, ``60..240``."""
        if name == "targets":
            return f"{self.min_target}..{self.max_target}"
        return str(self.value(name))

    def to_json(self) -> dict[str, Any]:
        return {name: self.value(name) for name in NAMES}

    def changed(self) -> dict[str, str]:
        """The rules that differ from the defaults, as the command line writes them."""
        return {n: self.text(n) for n in NAMES if self.value(n) != DEFAULT_RULES.value(n)}

    def label(self) -> str:
        """``cost 3, square 2`` (the rules changed), or ``default rules``."""
        changed = self.changed()
        return ", ".join(f"{k} {v}" for k, v in changed.items()) or "default rules"


def _from_value(name: str, value: object) -> dict[str, Any]:
    """One rule's value as the files write it, as the fields of :class:`HouseRules`."""
    if name == "bonus_from":
        return {"bonus_from": None if value == NEVER else _whole(name, value)}
    if name == "targets":
        if not (isinstance(value, list | tuple) and len(value) == 2):
            raise SettingsError(
                f"the house rule targets is a pair [low, high], not {shown(value)}",
                "targets",
                reason="type",
                value=value,
            )
        return {"min_target": _whole(name, value[0]), "max_target": _whole(name, value[1])}
    return {name: _whole(name, value)}


def parse_house_rules(data: Mapping[str, Any], base: HouseRules | None = None) -> HouseRules:
    """House rules from the fields of a record's or scenario's ``rules`` object (any of
    :data:`NAMES`; the others keep their value in ``base``, the defaults when None). Fields
    not named here are the caller's to judge. Raises a one-line SettingsError."""
    fields: dict[str, Any] = {}
    for name in NAMES:
        if name in data:
            fields.update(_from_value(name, data[name]))
    start = base if base is not None else DEFAULT_RULES
    current = {k: getattr(start, k) for k in _FIELDS}
    current.update(fields)
    return HouseRules(**current)


def parse_rule_text(name: str, text: str) -> dict[str, Any]:
    """One rule as the command line and the set-up write it (``cost``, ``3``; ``bonus_from``,
    ``never``; ``targets``, ``60..240``) as fields for :func:`parse_house_rules`. Raises a
    one-line SettingsError for an unknown name or a value that is not one."""
    key = name.strip().lower().replace("-", "_")
    if key not in NAMES:
        raise SettingsError(
            f"unknown house rule {shown(name)} (the house rules: {', '.join(NAMES)})",
            key,
            reason="unknown",
            value=name,
        )
    value = text.strip().lower()
    if key == "bonus_from" and value == NEVER:
        return {key: NEVER}
    if key == "targets":
        low, sep, high = value.partition("..")
        if not sep or not _digits(low) or not _digits(high):
            raise SettingsError(
                f"the house rule targets is written LOW..HIGH, such as 60..240, not {shown(text)}",
                key,
                reason="type",
                value=text,
            )
        return {key: [int(low), int(high)]}
    if not _digits(value):
        more = f" or {NEVER}" if key == "bonus_from" else ""
        raise SettingsError(
            f"the house rule {key} must be a whole number{more}, not {shown(text)}",
            key,
            reason="type",
            value=text,
        )
    return {key: int(value)}


def _digits(text: str) -> bool:
    """ASCII digits only: ``int`` also reads "²" (refused there) and "٣" or "３" (read as 3)."""
    return text.strip().isascii() and text.strip().isdigit() and len(text.strip()) <= 6


@dataclass(frozen=True, slots=True)
class Score:
    """What a placement earns, under the house rules it was made under."""

    connected_edges: int
    closed_surfaces: tuple[int, ...]  # sizes, largest first
    rules: HouseRules = field(default_factory=lambda: DEFAULT_RULES)

    @property
    def bonus(self) -> int:
        return self.rules.bonus(self.connected_edges)

    @property
    def points(self) -> int:
        rules = self.rules
        edges = self.connected_edges
        table = rules.edge_points
        points = table[edges] if edges < len(table) else edges + rules.bonus(edges)
        closed = self.closed_surfaces
        return points + rules.square * sum(closed) if closed else points

    def to_json(self) -> dict[str, Any]:
        return {
            "connected_edges": self.connected_edges,
            "bonus": self.bonus,
            "closed_surfaces": list(self.closed_surfaces),
            "points": self.points,
        }


_FIELDS = ("cost", "bonus_from", "hand", "square", "min_target", "max_target")

#: The seed's rules.
DEFAULT_RULES: HouseRules = HouseRules()
