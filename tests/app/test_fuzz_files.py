"""Every file reader, fed hostile files by hypothesis, each case in a child process bounded in
time and memory (issue 12): random bytes, valid documents with fields changed, dropped,
added, copied and repeated, then perhaps cut or flipped; huge strings, deep nesting, lone
surrogates, escape sequences, numbers JSON allows and Python does not (1e400, Infinity, NaN,
5000 digits), very long lists; and special files (/dev/zero, a named pipe, a folder, 11 MB).

Whatever the file, a reader must end with exit 0, 1 or 2, never a traceback, at most one
line of at most ``MAX_ERROR_BYTES`` on standard error, nothing on either stream that a
terminal acts on (escapes, bells, carriage returns, bidirectional overrides), within
``PER_CASE_SECONDS`` and the child's address space of 1 GiB (tests/bounded.py).

Cases run in batches: one child (tests/app/fuzz_driver.py) reads a batch of files, each as the
command would, with its own output streams and timer; two children run at once (two cores).

**Adding a reader** (a new family's files): one
:class:`Reader` in ``READERS``, with a name, the valid documents to damage, and either the
``figures`` command line that reads the file (``{file}`` stands for it) or a library function
called with the file's path, ``"module:function"``, whose refusals are FiguresErrors. For
example, ``Reader("settings", settings_documents, call="figures.app.options:load_options")``.

``FIGURES_FUZZ_EXAMPLES=200 pytest tests/app/test_fuzz_files.py`` searches longer than ``make
test`` does (8 batches of 12 files per reader, the same each run); ``FIGURES_FUZZ_RANDOM=1``
draws other files each run.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import random
import sys
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from bounded import run_bounded
from conftest import play
from conftest import settings as game_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fuzz import paths

from figures.colour.game import Game
from figures.colour.records import game_to_json
from figures.colour.tiles import TILESET_FORMAT, TILESET_VERSION, default_tileset

pytestmark = pytest.mark.slow  # (every reader fuzzed in child processes)

DRIVER = Path(__file__).with_name("fuzz_driver.py")
SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
EXAMPLES = int(os.environ.get("FIGURES_FUZZ_EXAMPLES", "8"))
BATCH = 12
PER_CASE_SECONDS = 10.0
MAX_ERROR_BYTES = 600
MAX_OUTPUT_BYTES = 1_000_000

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize="FIGURES_FUZZ_RANDOM" not in os.environ,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ------------------------------------------------------------------------------ the readers


@functools.cache
def scenario_documents() -> list[Any]:
    chosen = ("030-mapping-east.json", "046-ring-built-by-plays.json", "009-tile0-face-a.json")
    return [json.loads((SCENARIOS / name).read_text()) for name in chosen]


@functools.cache
def classic_scenario_documents() -> list[Any]:
    files = sorted((SCENARIOS / "classic").glob("*.json"))
    return [json.loads(path.read_text()) for path in files[::10]]  # every preset, some rules


@functools.cache
@functools.cache
def classic_record_documents() -> list[Any]:
    """Records of short classic games, played at random through the engine."""
    from figures.classic.records import game_to_json as classic_json

    tables = (("block-points", 2, 60), ("all-fives", 3, 60), ("mexican-train", 4, 60))
    return [classic_json(classic_game(*table)) for table in tables]


def classic_game(preset: str, players: int, most: int) -> Any:
    """A classic game played at random through the engine, ``most`` actions at most."""
    from figures.classic.game import Game as ClassicGame
    from figures.classic.game import SeededChance
    from figures.classic.rules import Rules

    game = ClassicGame(Rules.preset(preset, players), SeededChance(3))
    rng = random.Random(3)
    for _ in range(most):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def settings_documents() -> list[Any]:
    return [
        {
            "format": "figures-settings",
            "version": 1,
            "language": "fr",
            "colour_blind": True,
            "target": 130,
            "players": [{"name": "Zoé", "kind": "human"}, {"name": "Hal", "kind": "hard"}],
            "first": None,
        }
    ]


@functools.cache
def stats_documents() -> list[Any]:
    """A statistics file of three games: a colour game and a classic one's seats, a human
    among them, and one with penalty scoring."""
    from figures.analysis import stats

    games = [
        stats.summarise(play(Game(game_settings(seed=21)), random.Random(21))),
        stats.summarise(classic_game("block", 2, 10_000), date="2026-12-01T10:00:00Z"),
    ]
    data = stats.Stats(games).to_json()
    human = copy.deepcopy(data["games"][1])
    human["id"] = "e" * 32
    human["lowest_wins"] = True
    human["players"][0] |= {"kind": "human", "best": 12.5, "rounds_won": 1}
    data["games"].append(human)
    return [data]


def finished_documents() -> list[Any]:
    return [*record_documents(), *classic_record_documents()]


def record_documents() -> list[Any]:
    unfinished = play(Game(game_settings(seed=21)), random.Random(21), limit=40)
    finished = play(Game(game_settings(players=3, seed=4)), random.Random(4))
    return [game_to_json(unfinished), game_to_json(finished)]


@functools.cache
def tileset_documents() -> list[Any]:
    tiles = default_tileset().to_json()
    return [{"format": TILESET_FORMAT, "version": TILESET_VERSION, "tiles": tiles}]


@dataclass(frozen=True)
class Reader:
    """One way a file is read: the valid documents to damage, and how to run the reader."""

    name: str
    documents: Callable[[], list[Any]]
    argv: tuple[str, ...] = ()  # a figures command line; "{file}" stands for the file
    call: str = ""  # or a library reader, "module:function", called with the path
    stdin: bool = False  # the file's bytes go to standard input (the command reads "-")
    table: bool = False  # says why a file is refused on its table (check), not on stderr
    #: reads every file (one it cannot use is set aside and the defaults used): exit 0
    never_refuses: bool = False
    #: a missing file is no error (no autosave yet): exit 0
    missing_ok: bool = False

    def case(self, path: str) -> dict[str, Any]:
        if self.argv:
            return {"path": path, "argv": list(self.argv), "stdin": self.stdin}
        return {"path": path, "call": self.call}


READERS = [
    Reader("score", scenario_documents, argv=("score", "{file}")),
    Reader("score --json stdin", scenario_documents, argv=("score", "--json", "-"), stdin=True),
    Reader("check", scenario_documents, argv=("check", "{file}"), table=True),
    Reader("check classic", classic_scenario_documents, argv=("check", "{file}"), table=True),
    Reader("replay --check", record_documents, argv=("replay", "--check", "{file}")),
    Reader("replay", record_documents, argv=("replay", "{file}")),
    Reader("load_game", record_documents, call="figures.colour.records:load_game"),
    Reader("tiles --file", tileset_documents, argv=("tiles", "--file", "{file}")),
    Reader(
        "replay --check classic",
        classic_record_documents,
        argv=("replay", "--check", "{file}"),
    ),
    Reader("replay classic", classic_record_documents, argv=("replay", "{file}")),
    # The desktop game's own files: a damaged settings.json is set aside (never an error),
    # an autosave that cannot be read is refused with a FiguresError (the app sets it aside).
    Reader(
        "settings.json",
        settings_documents,
        call="figures.app.options:load_options",
        never_refuses=True,
    ),
    Reader(
        "autosave", record_documents, call="figures.ui.colour.match:Match.resume", missing_ok=True
    ),
    # The statistics (a file that cannot be used is set aside, and a game finished after is
    # still recorded) and the finished games the replay list reads (never an error).
    Reader("stats.json", stats_documents, call="fuzz_driver:stats_folder", never_refuses=True),
    Reader(
        "finished games",
        finished_documents,
        call="fuzz_driver:finished_folder",
        never_refuses=True,
    ),
]


# ----------------------------------------------------------------------- hostile documents


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


#: JSON text put in place of a value (or, for strings, of a key): what json.dumps cannot
#: write is written here as text.
FRAGMENTS: dict[str, Callable[[], str]] = {
    "1e400": lambda: "1e400",
    "-1e400": lambda: "-1e400",
    "Infinity": lambda: "Infinity",
    "-Infinity": lambda: "-Infinity",
    "NaN": lambda: "NaN",
    "1e-400": lambda: "1e-400",
    "-0.0": lambda: "-0.0",
    "0.5": lambda: "0.5",
    "4001 digits": lambda: "1" + "0" * 4000,
    "4300 digits": lambda: "9" * 4300,
    "5001 digits": lambda: "1" + "0" * 5000,
    "-4300 digits": lambda: "-" + "9" * 4300,
    "10**309": lambda: str(10**309),
    "1e309": lambda: "1e309",
    "31 digits": lambda: "1" * 31,
    "2**64": lambda: str(2**64),
    "-1": lambda: "-1",
    "0": lambda: "0",
    "1": lambda: "1",
    "2": lambda: "2",
    "119": lambda: "119",
    "120": lambda: "120",
    "1000001": lambda: "1000001",
    "true": lambda: "true",
    "false": lambda: "false",
    "null": lambda: "null",
    "lone surrogate": lambda: '"A\\ud800B"',
    "low surrogate": lambda: '"\\udfff"',
    "escapes": lambda: '"\\u001b]0;PWNED\\u0007\\u001b[2J\\r\\u0008\\u202e"',
    "nul": lambda: '"\\u0000"',
    "newlines": lambda: '"a\\nb\\r\\nc"',
    "empty string": lambda: '""',
    "spaces": lambda: '"   "',
    "a face": lambda: '"RRRRRR/R"',
    "a direction": lambda: '"E"',
    "a kind": lambda: '"random"',
    "a format": lambda: '"figures-game"',
    "string 100 KB": lambda: '"' + "A" * 100_000 + '"',
    "string 3 MB": lambda: '"' + "R" * 3_000_000 + '"',
    "empty list": lambda: "[]",
    "cell": lambda: "[0, 0]",
    "list 100k zeros": lambda: "[" + ",".join(["0"] * 100_000) + "]",
    "list 2M ones": lambda: "[" + ",".join(["1"] * 2_000_000) + "]",
    "list 100k objects": lambda: "[" + ",".join(["{}"] * 100_000) + "]",
    "nested 500": lambda: _nested(500),
    "nested 5000": lambda: _nested(5000),
    "objects nested 500": lambda: '{"a":' * 500 + "1" + "}" * 500,
    "unclosed 100k": lambda: "[" * 100_000,
    "empty object": lambda: "{}",
    "object 100k keys": lambda: "{" + ",".join(f'"k{i}":0' for i in range(100_000)) + "}",
}
FRAGMENT_TEXT = {name: functools.cache(make) for name, make in FRAGMENTS.items()}
OPERATIONS = ("set", "set", "set", "nudge", "nudge", "drop", "key", "copy", "repeat")
REPEATS = (2, 30, 3000)
LARGEST = 12_000_000  # a document repeated past this is repeated less


def _parent(doc: Any, path: tuple[Any, ...]) -> tuple[Any, Any] | None:
    """The container holding ``path`` and its key there, or None if it is gone."""
    node = doc
    for key in path[:-1]:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return None
    if isinstance(node, dict) and path[-1] in node:
        return node, path[-1]
    if isinstance(node, list) and isinstance(path[-1], int) and path[-1] < len(node):
        return node, path[-1]
    return None


@dataclass(frozen=True)
class Edit:
    operation: str  # set, nudge, drop, key, copy, repeat
    where: int  # which place (an index into paths(), modulo)
    fragment: str  # the text put there (set, key)
    other: int  # copy: the place copied; repeat: how many times; nudge: by how much

    def __repr__(self) -> str:
        return f"Edit({self.operation!r}, {self.where}, {self.fragment!r}, {self.other})"


@dataclass(frozen=True)
class Damage:
    kind: str  # truncate, flip, insert
    at: int
    data: bytes


@dataclass(frozen=True)
class Recipe:
    """How one hostile file is made; printed by hypothesis when a case fails."""

    document: int = 0
    edits: tuple[Edit, ...] = ()
    damage: Damage | None = None
    raw: bytes | None = None

    def build(self, documents: Sequence[Any]) -> bytes:
        if self.raw is not None:
            return self.raw
        original = documents[self.document % len(documents)]
        every = paths(original)
        doc = copy.deepcopy(original)
        texts: dict[str, str] = {}
        for number, edit in enumerate(self.edits):
            path = every[edit.where % len(every)]
            token = f"\x00F{number}\x00"
            texts[json.dumps(token)] = FRAGMENT_TEXT[edit.fragment]()
            doc = self._apply(doc, edit, path, token, every)
        text = json.dumps(doc)
        for token, fragment in texts.items():
            text = text.replace(token, fragment)
        data = text.encode("utf-8")
        return data if self.damage is None else self._damage(data, self.damage)

    @staticmethod
    def _apply(doc: Any, edit: Edit, path: tuple[Any, ...], token: str, every: list[Any]) -> Any:
        if not path:  # the whole document
            return token if edit.operation == "set" else doc
        place = _parent(doc, path)
        if place is None:
            return doc
        node, key = place
        if edit.operation == "set":
            node[key] = token
        elif edit.operation == "drop":
            del node[key]
        elif edit.operation == "key":
            target = node[key]
            if isinstance(target, dict):
                is_text = FRAGMENT_TEXT[edit.fragment]().startswith('"')
                target[token if is_text else "unexpected"] = 0
            else:
                node[key] = token
        elif edit.operation == "copy":
            copied = every[edit.other % len(every)]
            source = _parent(doc, copied) if copied else (doc, None)
            if source is not None:
                value = source[0] if source[1] is None else source[0][source[1]]
                node[key] = copy.deepcopy(value)
        elif edit.operation == "nudge":  # a number off by a little: deeper than a bad type
            value = node[key]
            if isinstance(value, int) and not isinstance(value, bool):
                node[key] = value + edit.other % 7 - 3
        elif edit.operation == "repeat" and isinstance(node[key], list):
            times = REPEATS[edit.other % len(REPEATS)]
            size = len(json.dumps(node[key])) or 1
            node[key] = node[key] * max(2, min(times, LARGEST // size))
        return doc

    @staticmethod
    def _damage(data: bytes, damage: Damage) -> bytes:
        at = damage.at % (len(data) + 1)
        if damage.kind == "truncate":
            return data[:at]
        if damage.kind == "flip" and at < len(data):
            return data[:at] + bytes([data[at] ^ (damage.data[0] | 1)]) + data[at + 1 :]
        return data[:at] + damage.data + data[at:]


JSONISH = st.text(alphabet='[]{}",:0123456789eE.-+ \\untrfalsNIy\x1b', max_size=200)
edits = st.builds(
    Edit,
    st.sampled_from(OPERATIONS),
    st.integers(0, 10**6),
    st.sampled_from(sorted(FRAGMENTS)),
    st.integers(0, 10**6),
)
damages = st.builds(
    Damage,
    st.sampled_from(("truncate", "flip", "insert")),
    st.integers(0, 10**7),
    st.binary(min_size=1, max_size=8),
)
mutated = st.builds(
    Recipe,
    document=st.integers(0, 10),
    edits=st.lists(edits, min_size=1, max_size=3).map(tuple),
    damage=st.one_of(st.none(), st.none(), st.none(), st.none(), st.none(), damages),
)
raw = st.one_of(st.binary(max_size=300), JSONISH.map(lambda t: t.encode("utf-8"))).map(
    lambda data: Recipe(raw=data)
)
recipes = st.one_of(*[mutated] * 7, raw)


# ----------------------------------------------------------------------------- running them


def run_cases(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Run the cases in two bounded children at once; their results in order."""
    halves = [cases[: (len(cases) + 1) // 2], cases[(len(cases) + 1) // 2 :]]

    def run(half: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if not half:
            return []
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as manifest:
            json.dump(half, manifest)
        try:
            child = run_bounded(
                [sys.executable, str(DRIVER), manifest.name, "--seconds", str(PER_CASE_SECONDS)],
                timeout=PER_CASE_SECONDS * len(half) + 30,
            )
        finally:
            os.unlink(manifest.name)
        assert child.code == 0, (child.code, child.err[-3000:])
        results: list[dict[str, Any]] = json.loads(child.out)
        return results

    with ThreadPoolExecutor(2) as pool:
        first, second = pool.map(run, halves)
    return first + second


def check_survived(reader: Reader, what: str, result: dict[str, Any]) -> None:
    where = f"{reader.name} on {what}"
    assert result["status"] == "ok", f"{where}: {result['status']}\n{result['traceback']}"
    assert result["code"] in (0, 1, 2), f"{where}: exit {result['code']}: {result['err'][:500]}"
    assert "Traceback" not in result["err"], f"{where}: {result['err'][-2000:]}"
    lines = result["err"].splitlines()
    assert len(lines) <= 1, f"{where}: {len(lines)} lines on stderr: {result['err'][:1000]}"
    assert result["err_bytes"] <= MAX_ERROR_BYTES, f"{where}: {result['err'][:300]}"
    if result["code"] == 2 and not reader.table:
        assert len(lines) == 1, f"{where}: exit 2 without a word"
    assert not result["out_controls"], f"{where}: {result['out_controls']} in {result['out']}"
    assert not result["err_controls"], f"{where}: {result['err_controls']} in {result['err']}"
    assert result["out_bytes"] <= MAX_OUTPUT_BYTES, f"{where}: {result['out_bytes']} bytes out"


@pytest.mark.parametrize("reader", READERS, ids=lambda r: r.name)
@FUZZ
@given(data=st.data())
def test_readers_survive_hostile_files(reader: Reader, data: st.DataObject) -> None:
    batch = data.draw(st.lists(recipes, min_size=BATCH, max_size=BATCH), label="batch")
    with tempfile.TemporaryDirectory() as folder:
        cases = []
        for number, recipe in enumerate(batch):
            path = Path(folder) / f"case-{number}.json"
            path.write_bytes(recipe.build(reader.documents()))
            cases.append(reader.case(str(path)))
        for recipe, result in zip(batch, run_cases(cases), strict=True):
            check_survived(reader, repr(recipe), result)


def test_readers_survive_special_files(tmp_path: Path) -> None:
    """Files no document makes, through every reader in one batch."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    big = tmp_path / "big.json"
    big.write_bytes(b"[" + b"0," * 5_500_000 + b"0]")  # 11 MB of valid JSON
    made = {
        "empty": b"",
        "byte-order mark only": b"\xef\xbb\xbf",
        "UTF-16": '{"play": []}'.encode("utf-16"),
        "NUL bytes": b"\x00" * 1000,
        "invalid UTF-8": b'{"description": "\xff\xfe"}',
        "one number": b"1e400",
    }
    specials = {"/dev/zero": "/dev/zero", "/dev/null": "/dev/null", "a folder": str(tmp_path)}
    specials |= {"a named pipe": str(fifo), "11 MB": str(big), "missing": str(tmp_path / "no")}
    for name, content in made.items():
        path = tmp_path / f"{len(specials)}.json"
        path.write_bytes(content)
        specials[name] = str(path)
    cases, labels = [], []
    for number, reader in enumerate(READERS):
        own = dict(specials)
        if reader.never_refuses:  # it renames what it cannot read: its own copies, then
            for name in [*made, "11 MB"]:
                copy_of = tmp_path / f"{number}-{Path(specials[name]).name}"
                copy_of.write_bytes(Path(specials[name]).read_bytes())
                own[name] = str(copy_of)
        for name, path in own.items():
            if reader.stdin and name not in made and name != "11 MB":
                continue  # standard input holds bytes, not a device or a folder
            cases.append(reader.case(path))
            labels.append((reader, name))
    results = run_cases(cases)
    for (reader, name), result in zip(labels, results, strict=True):
        check_survived(reader, name, result)
        if reader.never_refuses or (name == "missing" and reader.missing_ok):
            assert result["code"] == 0, (reader.name, name, result)
        elif name in ("/dev/zero", "11 MB", "a named pipe", "a folder", "missing"):
            assert result["code"] == 2, (reader.name, name, result)
    # A reader that sets a damaged file aside never moves a device, a pipe or a folder.
    assert Path("/dev/zero").is_char_device() and Path("/dev/null").is_char_device()
    assert fifo.is_fifo() and tmp_path.is_dir()
