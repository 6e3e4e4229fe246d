"""Fuzzing the classic parsers: whatever a file or a command line holds, the answer is a value
or a one-line error of the project's own kinds, never another exception."""

from __future__ import annotations

import copy
from typing import Any

from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from test_classic_records import SPEC_RECORD
from test_classic_scenario import SPEC_EXAMPLE

from figures.classic.actions import parse_action
from figures.classic.errors import RulesError
from figures.classic.records import replay
from figures.classic.rules import Rules
from figures.classic.scenario import check, parse_scenario
from figures.core.errors import FiguresError, NotationError, RecordError

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-20, 20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["3-5", "6-6", "7-1", "L", "R", "6-6.U", "p1", "mex", "draw", "pass", ""])
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            found.extend(paths(value, (*prefix, key)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.extend(paths(value, (*prefix, index)))
    return found


def replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@given(st.text(max_size=30))
def test_any_text_is_an_action_or_a_notation_error(text: str) -> None:
    try:
        action = parse_action(text, 12)
    except NotationError as exc:
        assert "\n" not in str(exc)
    else:
        assert parse_action(str(action), 12) == action


@given(
    st.dictionaries(
        st.sampled_from(
            ["preset", "players", "teams", "hand", "lead", "reserve", "target", "set", "x"]
        ),
        JSON,
        max_size=5,
    )
)
def test_any_rules_object_is_rules_or_a_rules_error(data: dict[str, Any]) -> None:
    try:
        rules = Rules.from_json(data)
    except RulesError as exc:
        assert "\n" not in str(exc)
    else:
        assert Rules.from_json(rules.to_json()) == rules


SCENARIO_PATHS = paths(SPEC_EXAMPLE)
RECORD_PATHS = paths(SPEC_RECORD)


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(SCENARIO_PATHS), JSON)
def test_a_damaged_scenario_is_judged_or_refused_in_one_line(
    path: tuple[Any, ...], value: Any
) -> None:
    data = replaced(SPEC_EXAMPLE, path, value)
    try:
        scenario = parse_scenario(data, "f.json")
    except RecordError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("f.json")
    else:
        check(scenario)


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(RECORD_PATHS), JSON)
def test_a_damaged_record_is_checked_or_refused_in_one_line(
    path: tuple[Any, ...], value: Any
) -> None:
    data = replaced(SPEC_RECORD, path, value)
    try:
        replay(data, "g.json")
    except FiguresError as exc:
        assert isinstance(exc, RecordError), exc
        assert "\n" not in str(exc) and str(exc).startswith("g.json")
