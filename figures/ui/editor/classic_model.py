"""The position editor's classic side, without arcade: a classic scenario (§B4 of the classic
rules) built the way a colour position is: the tiles dealt to the hands and the stock, the
line of play laid tile by tile on its open ends, then the actions to judge, each judged by
the engine as ``figures check`` judges it (:func:`figures.classic.scenario.judge`).

Every check is the classic scenario module's own: the position is the JSON of a scenario
file, read by :func:`~figures.classic.scenario.parse_scenario`; what it refuses (a hand left
empty, a line that does not build, a seat on turn the rules do not let lead) is said in its
one line, and such a position cannot be saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from figures.classic.errors import ClassicMoveError
from figures.classic.round import Round
from figures.classic.rules import Rules
from figures.classic.scenario import (
    Scenario,
    check,
    is_classic_scenario,
    judge,
    parse_scenario,
)
from figures.classic.tiles import HIGH, LOW, TEXT, parse_tile, tile_count
from figures.colour.scenario_write import scenario_text
from figures.core.errors import FiguresError, NotationError, RecordError
from figures.core.files import atomic_writer, read_json
from figures.games import CLASSIC, GAMES
from figures.ui.editor.common import History

#: The classic presets, in the registry's order.
PRESETS = tuple(name for name, info in GAMES.items() if info.family == CLASSIC)
#: The fields of a classic scenario the editor writes itself; every other one is kept.
WRITTEN = ("rules", "hands", "line", "stock", "turn", "actions", "expect")
#: Where a tile is dealt besides a seat's hand.
STOCK = -1
#: What a click does: deal a tile, lay it on the line, or add an action.
DEAL, LINE, ACTIONS = "deal", "line", "actions"


@dataclass(frozen=True)
class ClassicPosition:
    """A classic scenario being edited: its rules object, the hands (tiles by number), the
    stock, the line (placements as written), the seat on turn (None: as the rules say), the
    actions (as written) and the file's other fields."""

    rules: Mapping[str, Any] = field(default_factory=lambda: {"preset": "block", "players": 2})
    hands: tuple[tuple[int, ...], ...] = ((), ())
    stock: tuple[int, ...] = ()
    line: tuple[str, ...] = ()
    turn: int | None = None
    actions: tuple[str, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=dict)

    @property
    def description(self) -> str:
        value = self.fields.get("description", "")
        return value if isinstance(value, str) else ""

    def data(self) -> dict[str, Any]:
        """The scenario file's JSON, without ``expect``."""
        out: dict[str, Any] = {k: v for k, v in self.fields.items() if k not in WRITTEN}
        out["rules"] = dict(self.rules)
        out["hands"] = [[TEXT[t] for t in hand] for hand in self.hands]
        if self.line:
            out["line"] = list(self.line)
        if self.stock:
            out["stock"] = [TEXT[t] for t in self.stock]
        if self.turn is not None:
            out["turn"] = self.turn
        out["actions"] = list(self.actions)
        return out

    def owner(self, t: int) -> int | None:
        """The seat holding tile ``t``, :data:`STOCK`, or None."""
        for seat, hand in enumerate(self.hands):
            if t in hand:
                return seat
        return STOCK if t in self.stock else None


def classic_position(data: Any, source: str = "scenario") -> ClassicPosition:
    """The position a classic scenario file's JSON holds (checked by the classic scenario
    module: a malformed file is a one-line RecordError)."""
    parse_scenario(data, source)
    assert isinstance(data, dict)
    top = Rules.from_json(data["rules"]).set
    hands = tuple(tuple(parse_tile(t, top) for t in hand) for hand in data["hands"])
    stock = tuple(parse_tile(t, top) for t in data.get("stock", []))
    turn = data.get("turn")
    return ClassicPosition(
        dict(data["rules"]),
        hands,
        stock,
        tuple(str(a) for a in data.get("line", [])),
        turn if isinstance(turn, int) else None,
        tuple(str(a) for a in data["actions"]),
        {k: v for k, v in data.items() if k not in WRITTEN},
    )


def is_classic_file(path: str | Path) -> bool:
    """Whether ``path`` holds a classic scenario (its fields, none of a colour one's); False
    for a file that cannot be read (the colour side says why)."""
    try:
        data = read_json(path)
    except (FiguresError, OSError):
        return False
    return is_classic_scenario(data)


def read_classic(path: str | Path) -> ClassicPosition:
    return classic_position(read_json(path), str(path))


def classic_json(position: ClassicPosition) -> dict[str, Any]:
    """The file: the position and what the engine says of each action, read back and
    checked as ``figures check`` checks it. A one-line RecordError when the position is not
    a scenario the classic module reads."""
    data = position.data()
    scenario = parse_scenario(data, "the position")
    data["expect"] = judge(scenario)
    problems = check(parse_scenario(data, "the position"))
    if problems:
        raise RecordError(f"the file read back differs: {problems[0]}")
    return data


def write_classic(path: str | Path, position: ClassicPosition) -> dict[str, Any]:
    data = classic_json(position)
    with atomic_writer(path) as handle:
        handle.write(scenario_text(data))
    return data


class ClassicEditor(History[ClassicPosition]):
    """The classic position edited, with its history."""

    def __init__(self) -> None:
        super().__init__(ClassicPosition())
        self.mode = DEAL
        #: Where a dealt tile goes: a seat, or :data:`STOCK`.
        self.target = 0
        #: The tile chosen for the line or an action.
        self.tile: int | None = None
        self._parsed: tuple[ClassicPosition, Scenario | None, str] | None = None

    # ----------------------------------------------------------------- derived

    @property
    def rules(self) -> Rules:
        return Rules.from_json(dict(self.position.rules))

    @property
    def preset(self) -> str:
        return self.rules.preset_name

    @property
    def tiles(self) -> int:
        """How many tiles the set has."""
        return tile_count(self.rules.set)

    def parsed(self) -> tuple[Scenario | None, str]:
        """The position read as a scenario file, or why it cannot be (one line)."""
        if self._parsed is None or self._parsed[0] is not self.position:
            try:
                scenario: Scenario | None = parse_scenario(self.position.data(), "the position")
                error = ""
            except FiguresError as exc:
                scenario, error = None, str(exc).removeprefix("the position: ")
            self._parsed = (self.position, scenario, error)
        return self._parsed[1], self._parsed[2]

    @property
    def error(self) -> str:
        return self.parsed()[1]

    def verdicts(self) -> list[dict[str, Any]]:
        scenario = self.parsed()[0]
        return [] if scenario is None else judge(scenario)

    def round_at(self, count: int | None = None) -> Round | None:
        """The round as the file sets it up, the legal ones of the first ``count`` actions
        (all by default) played."""
        scenario = self.parsed()[0]
        if scenario is None:
            return None
        game = scenario.start()
        for action in scenario.actions[:count]:
            try:
                game.apply(action)
            except (ClassicMoveError, FiguresError):
                continue
        return game

    # ----------------------------------------------------------------- changes

    def _change(self, position: ClassicPosition) -> None:
        """As :meth:`History._change`; a change to the same position is none."""
        if position != self.position:
            super()._change(position)

    def set_preset(self, name: str) -> None:
        """Another preset: the seats kept where it allows them; the tiles kept when its set
        is the same, else every tile, line and action dropped."""
        info = GAMES[name]
        players = len(self.position.hands)
        if players not in info.players:
            players = info.players[0]
        same_set = info.rules(players).set == self.rules.set
        position = self.position
        hands = position.hands[:players] + ((),) * (players - len(position.hands))
        if not same_set:
            position = replace(position, stock=(), line=(), actions=())
            hands = ((),) * players
        turn = position.turn if position.turn is None or position.turn < players else None
        self._change(
            replace(position, rules={"preset": name, "players": players}, hands=hands, turn=turn)
        )
        self.target = min(self.target, players - 1)
        self.tile = None

    def step_preset(self, delta: int) -> None:
        index = PRESETS.index(self.preset) if self.preset in PRESETS else 0
        self.set_preset(PRESETS[(index + delta) % len(PRESETS)])

    def step_players(self) -> None:
        """The next number of players the preset allows (the last seats' tiles dropped)."""
        counts = GAMES[self.preset].players if self.preset in GAMES else (2,)
        players = len(self.position.hands)
        nxt = counts[(counts.index(players) + 1) % len(counts)] if players in counts else counts[0]
        position = self.position
        hands = position.hands[:nxt] + ((),) * (nxt - len(position.hands))
        turn = position.turn if position.turn is None or position.turn < nxt else None
        rules = {**position.rules, "players": nxt}
        self._change(replace(position, rules=rules, hands=hands, turn=turn))
        self.target = min(self.target, nxt - 1)

    def step_turn(self) -> None:
        """The seat on turn: as the rules say (None), then each seat in turn."""
        turn = self.position.turn
        players = len(self.position.hands)
        nxt = 0 if turn is None else (None if turn + 1 >= players else turn + 1)
        self._change(replace(self.position, turn=nxt))

    def deal(self, t: int) -> None:
        """Tile ``t`` to the target (a seat's hand, or the stock), or back out of it when it
        is already there; a tile on the line stays there."""
        position = self.position
        if any(_tile_of(text, self.rules.set) == t for text in position.line):
            return
        was = position.owner(t)
        hands = tuple(tuple(x for x in hand if x != t) for hand in position.hands)
        stock = tuple(x for x in position.stock if x != t)
        if was != self.target:
            if self.target == STOCK:
                stock = (*stock, t)
            else:
                hands = tuple(
                    (*hand, t) if seat == self.target else hand for seat, hand in enumerate(hands)
                )
        self._change(replace(position, hands=hands, stock=stock))

    def candidates(self, t: int) -> list[str]:
        """What tile ``t`` may be written as here. On the line: each placement on an open end
        that the line builds with (a lead on an empty table). As an action: a lead and a play
        on every open end, legal or not (the engine judges them)."""
        rules = self.rules
        text = TEXT[t]
        halves = {LOW[t], HIGH[t]}
        if self.mode == LINE:
            out = []
            for option in self._line_options(t, text, halves):
                trial = replace(self.position, line=(*self.position.line, option))
                if trial.turn is None:
                    trial = replace(trial, turn=0)
                try:
                    parse_scenario(trial.data(), "trial")
                except FiguresError:
                    continue
                out.append(option)
            return out
        game = self.round_at()
        ends = [] if game is None else list(game.layout.ends.items())
        # (the half that joins written first, as the engine logs a play)
        plays = [f"{_joined(t, value)}@{end}" for end, value in ends]
        if rules.branching == "trains":
            return plays
        return [text, *plays]

    def _line_options(self, t: int, text: str, halves: set[int]) -> list[str]:
        if any(_tile_of(x, self.rules.set) == t for x in self.position.line):
            return []
        if self.position.owner(t) is not None:
            return []
        game = self._line_round()
        if game is None:
            return []
        layout = game.layout
        if layout.empty and self.rules.branching != "trains":
            return [text]
        out = []
        for end, value in layout.ends.items():
            if value in halves:
                touch = value
                other = HIGH[t] if LOW[t] == touch else LOW[t]
                out.append(f"{touch}-{other}@{end}")
        return out

    def _line_round(self) -> Round | None:
        """The round with the line as it is and no action (for the ends the line may grow
        on): the position as a file, the seat on turn the first when none is set."""
        position = self.position
        if position.line and position.turn is None:
            position = replace(position, turn=0)
        try:
            return parse_scenario(position.data(), "trial").start()
        except FiguresError:
            return None

    def add(self, text: str) -> str:
        """``text`` added to the line or the actions (as the mode says); the reason when it
        cannot be read, else ""."""
        text = text.strip()
        try:
            from figures.classic.actions import parse_action

            parse_action(text, self.rules.set)
        except NotationError as exc:
            return str(exc)
        position = self.position
        if self.mode == LINE:
            turn = 0 if position.turn is None else position.turn
            self._change(replace(position, line=(*position.line, text), turn=turn))
        else:
            self._change(replace(position, actions=(*position.actions, text)))
        return ""

    def drop_line(self) -> bool:
        """The last placement of the line taken back."""
        if not self.position.line:
            return False
        self._change(replace(self.position, line=self.position.line[:-1]))
        return True

    def drop_action(self, index: int) -> bool:
        actions = self.position.actions
        if not 0 <= index < len(actions):
            return False
        self._change(replace(self.position, actions=actions[:index] + actions[index + 1 :]))
        return True

    def clear(self) -> None:
        self._change(ClassicPosition(rules={"preset": self.preset, "players": 2}))
        self.path = None

    # ----------------------------------------------------------------- files

    def _write(self, path: Path) -> None:
        write_classic(path, self.position)

    def _read(self, path: Path) -> ClassicPosition:
        return read_classic(path)


def _joined(t: int, value: int) -> str:
    """Tile ``t`` written with the half ``value`` first when it has it."""
    if value == HIGH[t]:
        return f"{HIGH[t]}-{LOW[t]}"
    return TEXT[t]


def _tile_of(text: str, top: int) -> int | None:
    """The tile of a placement written ``6-5@L`` (or a lead ``6-6``)."""
    try:
        return parse_tile(text.partition("@")[0], top)
    except NotationError:
        return None
