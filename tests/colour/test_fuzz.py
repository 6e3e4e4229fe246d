"""Every parser answers damaged input with a FiguresError (one line for the user), never with
another exception: records, scenarios, tile sets and actions are fuzzed by hypothesis."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from conftest import examples, play
from conftest import settings as game_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from figures.colour.actions import parse_action
from figures.colour.errors import FiguresError
from figures.colour.game import Game
from figures.colour.records import game_to_json, parse_record, replay_record
from figures.colour.scenario import judge, parse_scenario
from figures.colour.tiles import Face, TileSet

FUZZ = settings(
    max_examples=examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 200),
    st.floats(allow_nan=False),
    st.text(max_size=10),
    st.lists(st.integers(-2, 3), max_size=3),
    st.just({}),
)


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    game = play(Game(game_settings(seed=21)), random.Random(21), limit=40)
    return game_to_json(game)


def paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (tile list shortened to keep the search useful)."""
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:3] if prefix == ("tiles",) else data):
            found += paths(value, (*prefix, index))
    return found


def mutate(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copied = copy.deepcopy(data)
    node = copied
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return copied


def load(data: Any) -> None:
    replay_record(parse_record(json.loads(json.dumps(data))), scripted=False)
    replay_record(parse_record(json.loads(json.dumps(data))), scripted=True)


@FUZZ
@given(choice=st.integers(min_value=0), value=junk)
def test_damaged_records_give_one_clear_error(
    record: dict[str, Any], choice: int, value: Any
) -> None:
    every = paths(record)
    path = every[choice % len(every)]
    try:
        load(mutate(record, path, value))
    except FiguresError as exc:
        assert str(exc) and "\n" not in str(exc)


SCENARIO = {
    "board": [{"face": "RYYRRR/Y", "at": [0, 0], "dir": "E"}],
    "play": [{"face": "RRRRYY/Y", "at": [0, 1], "dir": "E"}],
    "expect": [{"legal": True}],
}


@FUZZ
@given(choice=st.integers(min_value=0), value=junk)
def test_damaged_scenarios_give_one_clear_error(choice: int, value: Any) -> None:
    every = paths(SCENARIO)
    try:
        judge(parse_scenario(mutate(SCENARIO, every[choice % len(every)], value)))
    except FiguresError as exc:
        assert str(exc) and "\n" not in str(exc)


@FUZZ
@given(text=st.text(max_size=12))
def test_faces_and_actions_parse_or_refuse(text: str) -> None:
    for parser in (Face.parse, parse_action):
        try:
            parsed = parser(text)
        except FiguresError:
            continue
        assert parser(str(parsed)) == parsed


@FUZZ
@given(value=junk)
def test_tile_lists_parse_or_refuse(value: Any) -> None:
    with pytest.raises(FiguresError):
        TileSet.from_json([{"id": 0, "faces": value}])


def test_fuzzing_reaches_the_deep_fields(record: dict[str, Any], tmp_path: Path) -> None:
    # A sanity check of the fuzzer itself: it can address a placement's figures.
    assert ("rounds", 0, "turns", 0, "placements", 0, "points") in paths(record)
