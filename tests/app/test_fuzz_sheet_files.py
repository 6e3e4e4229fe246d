"""The score sheet's readers, fed hostile files through the harness of tests/app/test_fuzz_files.py
(issue 21): ``figures sheet --check``, ``figures sheet``, ``figures sheet --csv`` and the
reader of the desktop game's sheet autosave (:func:`figures.sheet.files.load`, which
:func:`figures.app.sheet_session.unfinished` calls at launch and on K).

Besides the harness's damaged documents, every number of a sheet is replaced by numbers no
sheet holds: thousands of digits (4,300, Python's own limit, and more), 1e309, NaN, Infinity,
points of 10^300, surfaces of 9,999,999 squares. Whatever the file, each reader ends with exit
0, 1 or 2 and at most one short line, within the time and memory of the harness.
"""

from __future__ import annotations

import functools
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_fuzz_files import (
    BATCH,
    FUZZ,
    Reader,
    Recipe,
    check_survived,
    recipes,
    run_cases,
)

from figures.classic.rules import Rules
from figures.colour.house import HouseRules
from figures.sheet import ClassicRound, ColourTurn, Placement, Remaining, Sheet
from figures.sheet.files import to_json

pytestmark = pytest.mark.slow  # (the sheet readers fuzzed in child processes)


@functools.cache
def sheet_documents() -> list[Any]:
    """Sheets of each kind: All Fives with points in play (one round under way), a finished
    Mexican Train round with tiles, block in teams, the colour game under house rules with a
    paid second placement, a finished colour game."""
    fives = Sheet.classic(Rules.preset("all-fives", 3), ("Ann", "Bob", "Cy"))
    fives.add(ClassicRound("out", 0, (Remaining(0), Remaining(12), Remaining(3)), ((0, 10),)))
    fives.score_in_play(1, 15)
    train = Sheet.classic(Rules.preset("mexican-train", 4), ("Ann", "Bob", "Cy", "Dee"), 1)
    train.add(
        ClassicRound(
            "out",
            2,
            (Remaining.of_tiles([3, 7]), Remaining(12), Remaining(0), Remaining(40)),
        )
    )
    teams = Sheet.classic(Rules.preset("block-teams", 4), ("Ann", "Bob", "Cy", "Dee"))
    teams.add(ClassicRound("blocked", None, tuple(Remaining(p) for p in (4, 9, 4, 12))))
    colour = Sheet.colour(("Ann", "Bob"), 60, 1, HouseRules(cost=3, square=2))
    colour.add(ColourTurn((Placement(3, (4, 1)),)))
    colour.add(ColourTurn((Placement(points=7), Placement(2, ()))))
    colour.add(ColourTurn())
    ended = Sheet.colour(("Ann", "Bob", "Cy"), 60)
    for _ in range(3):
        ended.add(ColourTurn((Placement(6, (480,)),)))
    return [to_json(s) for s in (fives, train, teams, colour, ended)]


SHEET_READERS = [
    Reader("sheet --check", sheet_documents, argv=("sheet", "--check", "{file}")),
    Reader("sheet", sheet_documents, argv=("sheet", "{file}")),
    Reader("sheet --csv", sheet_documents, argv=("sheet", "--csv", "{file}")),
    Reader("sheet autosave", sheet_documents, call="figures.sheet.files:load"),
]

#: Numbers no sheet holds, as JSON text (what json.dumps cannot write among them).
NUMBERS = {
    "4300 digits": "9" * 4300,
    "-4300 digits": "-" + "9" * 4300,
    "4301 digits": "1" + "0" * 4300,
    "6000 digits": "7" * 6000,
    "10^300": "1" + "0" * 300,
    "1e300": "1e300",
    "1e309": "1e309",
    "-1e309": "-1e309",
    "NaN": "NaN",
    "Infinity": "Infinity",
    "-Infinity": "-Infinity",
    "9999999": "9999999",
    "15 digits": "999999999999999",
    "0.5": "0.5",
    "-5": "-5",
}


def numeric_places(document: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place of ``document`` that holds a number."""
    if isinstance(document, dict):
        return [p for key, value in document.items() for p in numeric_places(value, (*at, key))]
    if isinstance(document, list):
        return [p for i, value in enumerate(document) for p in numeric_places(value, (*at, i))]
    if isinstance(document, int | float) and not isinstance(document, bool):
        return [at]
    return []


def with_number(document: Any, *changes: tuple[tuple[Any, ...], str]) -> bytes:
    """``document`` as JSON with the number at each place given written as the text given."""
    copied = json.loads(json.dumps(document))
    texts = {}
    for count, (place, number) in enumerate(changes):
        node = copied
        for key in place[:-1]:
            node = node[key]
        token = f"\x00number {count}\x00"
        node[place[-1]] = token
        texts[json.dumps(token)] = number
    data = json.dumps(copied)
    for token, number in texts.items():
        data = data.replace(token, number)
    return data.encode()


@st.composite
def numbered(draw: st.DrawFn) -> Recipe:
    """A sheet with one or two of its numbers replaced by :data:`NUMBERS`."""
    documents = sheet_documents()
    document = documents[draw(st.integers(0, len(documents) - 1))]
    places = st.sampled_from(numeric_places(document))
    numbers = st.sampled_from(sorted(NUMBERS)).map(NUMBERS.__getitem__)
    changes = draw(st.lists(st.tuples(places, numbers), min_size=1, max_size=2))
    return Recipe(raw=with_number(document, *changes))


def _run(reader: Reader, files: list[bytes]) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        cases = []
        for number, content in enumerate(files):
            path = Path(folder) / f"case-{number}.json"
            path.write_bytes(content)
            cases.append(reader.case(str(path)))
        return run_cases(cases)


def test_the_sheets_are_valid_before_they_are_damaged() -> None:
    results = _run(SHEET_READERS[0], [json.dumps(d).encode() for d in sheet_documents()])
    assert [r["code"] for r in results] == [0] * len(sheet_documents()), results


@pytest.mark.parametrize("reader", SHEET_READERS, ids=lambda r: r.name)
@FUZZ
@given(data=st.data())
def test_sheet_readers_survive_hostile_files(reader: Reader, data: st.DataObject) -> None:
    batch = data.draw(
        st.lists(st.one_of(recipes, numbered()), min_size=BATCH, max_size=BATCH), label="batch"
    )
    results = _run(reader, [recipe.build(reader.documents()) for recipe in batch])
    for recipe, result in zip(batch, results, strict=True):
        check_survived(reader, repr(recipe)[:300], result)


def test_every_number_of_a_sheet_replaced_by_one_no_sheet_holds() -> None:
    """Each number of each sheet in turn, as each of :data:`NUMBERS`, read as the app reads
    its autosave: refused with one line (exit 2), or, for the few that fit (a 15-digit total
    that does not add up, -5 points), refused as not adding up; never taken as valid with a
    number no sheet holds, never a traceback."""
    reader = SHEET_READERS[3]
    files, labels = [], []
    for index, document in enumerate(sheet_documents()):
        for place in numeric_places(document):
            for name, number in NUMBERS.items():
                files.append(with_number(document, (place, number)))
                labels.append(f"sheet {index}, {place} = {name}")
    results = _run(reader, files)
    for label, result in zip(labels, results, strict=True):
        check_survived(reader, label, result)
        huge = not label.endswith(("= 15 digits", "= 0.5", "= -5", "= 9999999"))
        if huge:
            assert result["code"] == 2, (label, result["err"])
