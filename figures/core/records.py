"""Game records of every family: one envelope, read the same way, written the same way, and
disagreements said the same way.

Every record is a JSON object with the same top-level fields, whatever the game
(docs/notation.md, "Game records")::

    {"format": "<the family's format>", "version": N,
     "rules": <the family's rules>,
     "players": [{"name": "Ada", "kind": "human"}, ...],
     "first": <the seat that starts, from 0>,
     "rounds": [{"deal": ..., "actions": [...], "result": ..., ...}, ...],
     "final": null or {"scores": [...], "winners": [...], ...}}

A family adds its own fields (the colour game its seed and tile set, a classic round its
leader); what they mean, and re-playing the actions through the family's rules, is the
family's. This module holds what does not depend on the game:

- :class:`Reader`: typed access to a JSON document that names the place of every error
  (``game.json: players[2].name: ...``);
- :func:`open_envelope` and the readers of the common fields (:func:`read_players`,
  :func:`read_seat`, :func:`read_rounds`, :func:`read_final`);
- :func:`write_json_atomic`: a record written so that no crash leaves half a file;
- :func:`place`, :func:`mismatch` and :func:`refused`: the one wording of where a record
  disagrees with the rules ("round 2, action 14: points: expected 9, got 7").
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Sequence
from pathlib import Path
from typing import Any, Self, TypeVar

from figures.core.errors import (
    FiguresError,
    FileWriteError,
    IllegalMoveError,
    RecordError,
    SettingsError,
)
from figures.core.files import MAX_FILE_SIZE, atomic_writer, json_shown
from figures.core.seats import MAX_KIND_LENGTH, PlayerSpec
from figures.core.text import check_name, shown
from figures.core.values import is_whole

#: The fields every record has, in the order records write them.
ENVELOPE_FIELDS = ("format", "version", "rules", "players", "first", "rounds", "final")
#: The fields every round of every record has.
ROUND_FIELDS = ("deal", "actions", "result")

# ----------------------------------------------------------------------------- where


def place(round_number: int | None = None, action: int | None = None) -> str:
    """Where in a record, as every checker says it: ``round 2, action 14``, ``round 2``, or
    ``""`` for the game as a whole (rounds and actions counted from 1)."""
    parts = []
    if round_number is not None:
        parts.append(f"round {round_number}")
    if action is not None:
        parts.append(f"action {action}")
    return ", ".join(parts)


def at(where: str, what: str) -> str:
    """``what`` said at a place: ``round 2, action 14: what`` (``what`` alone without one)."""
    return f"{where}: {what}" if where else what


def mismatch(where: str, field: str, expected: Any, got: Any, *, count: str | None = None) -> str:
    """A figure of a record that the rules work out differently, in the one wording of every
    family: ``round 2, action 14: points: expected 9, got 7``. ``expected`` is the record's
    value, ``got`` the rules'; both are shown as JSON, shortened. With ``count`` they are
    numbers of things: ``round 1: turns: expected 12 entries, got 11``."""
    if count is not None:
        told = f"expected {expected} {count}, got {got}"
    else:
        told = f"expected {json_shown(expected)}, got {json_shown(got)}"
    return at(where, f"{field}: {told}" if field else told)


def first_of(problems: Sequence[str]) -> str:
    """The first of a record's disagreements, saying how many more there are (the message of
    a loader, which refuses a record at its first disagreement)."""
    more = len(problems) - 1
    if more <= 0:
        return problems[0]
    return f"{problems[0]} (and {more} more disagreement{'s' if more > 1 else ''})"


def refused(where: str, action: str, error: FiguresError) -> str:
    """An action of a record that the rules refuse (or that cannot be played), in the one
    wording of every family: ``round 1, action 3: 3-4@U is refused (no-such-end: ...)``."""
    if isinstance(error, IllegalMoveError):
        return at(where, f"{action} is refused ({error.reason}: {error})")
    return at(where, str(error))


# ----------------------------------------------------------------------------- reading


class Reader:
    """Typed access to a JSON document that names the place of every error: a RecordError
    reads ``game.json: rounds[0].turns[3].drawn: expected a list, found int``."""

    __slots__ = ("_index", "_path", "data", "source")

    def __init__(self, data: Any, source: str = "record", path: str = "") -> None:
        self.data = data
        self.source = source
        self._path = path
        self._index: int | None = None

    def _item(self, data: Any, index: int) -> Self:
        item = type(self)(data, self.source, self._path)
        item._index = index  # the place is written only when needed: a list may be huge
        return item

    @property
    def where(self) -> str:
        """Where the value lies in the document (``players[2].name``; ``""`` for the whole)."""
        return self._path if self._index is None else f"{self._path}[{self._index}]"

    def fail(self, message: str) -> RecordError:
        return RecordError(
            at(f"{self.source}: {self.where}" if self.where else self.source, message)
        )

    def child(self, key: str) -> Self:
        """The value of ``key`` (present or not) as a reader."""
        data = self.data.get(key) if isinstance(self.data, dict) else None
        where = self.where
        return type(self)(data, self.source, f"{where}.{key}" if where else key)

    def object(self) -> dict[str, Any]:
        if not isinstance(self.data, dict):
            raise self.fail(f"expected an object, found {_kind(self.data)}")
        return self.data

    def field(self, key: str) -> Self:
        if key not in self.object():
            raise self.fail(f"missing field {key!r}")
        return self.child(key)

    def optional(self, key: str) -> Self | None:
        return self.field(key) if isinstance(self.data, dict) and key in self.data else None

    def only(self, known: Collection[str], required: Iterable[str] = ()) -> dict[str, Any]:
        """The object, refused when it has a field not in ``known`` (a misspelt field must
        not go unnoticed) or lacks one of ``required``."""
        data = self.object()
        for key in data:
            if key not in known:
                raise self.fail(f"unknown field {shown(key)}")
        for key in required:
            if key not in data:
                raise self.fail(f"missing field {key!r}")
        return data

    def as_int(self) -> int:
        if not is_whole(self.data):
            raise self.fail(f"expected a whole number, found {shown(self.data)}")
        return self.data

    def as_number(self) -> int | float:
        """A whole number or a decimal one (a classic score may end in .5)."""
        if isinstance(self.data, bool) or not isinstance(self.data, int | float):
            raise self.fail(f"expected a number, found {shown(self.data)}")
        return self.data

    def as_str(self) -> str:
        if not isinstance(self.data, str):
            raise self.fail(f"expected a string, found {shown(self.data)}")
        return self.data

    def seat(self, count: int, what: str = "seat") -> int:
        """A seat of a table of ``count`` (or a side, with ``what``), from 0."""
        if not is_whole(self.data) or not 0 <= self.data < count:
            raise self.fail(f"expected a {what} from 0 to {count - 1}, found {shown(self.data)}")
        return self.data

    def _list(self, most: int | None) -> list[Any]:
        """The list itself; one longer than ``most`` is refused before any item is read."""
        if not isinstance(self.data, list):
            raise self.fail(f"expected a list, found {_kind(self.data)}")
        if most is not None and len(self.data) > most:
            raise self.fail(
                f"lists {len(self.data)} entries, more than a game can have (at most {most})"
            )
        return self.data

    def as_list(self, most: int | None = None) -> list[Self]:
        return [self._item(item, i) for i, item in enumerate(self._list(most))]

    def as_ints(self, most: int | None = None) -> list[int]:
        items = self._list(most)
        for index, item in enumerate(items):
            if not is_whole(item):
                self._item(item, index).as_int()  # raises, naming the place
        return list(items)

    def as_strs(self, most: int | None = None) -> list[str]:
        items = self._list(most)
        for index, item in enumerate(items):
            if not isinstance(item, str):
                self._item(item, index).as_str()  # raises, naming the place
        return list(items)


R = TypeVar("R", bound=Reader)


def _kind(value: Any) -> str:
    """What a JSON value is, for a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    names = {dict: "an object", list: "a list", str: "a string", int: "a number", float: "a number"}
    return names.get(type(value), type(value).__name__)


def record_kind(data: Any) -> tuple[object, object]:
    """A document's ``format`` and ``version`` as written (``None`` where missing): what a
    reader looks at first to know which family reads it."""
    if not isinstance(data, dict):
        return None, None
    return data.get("format"), data.get("version")


def record_version(data: Any, source: str, record_format: str, versions: Collection[int]) -> int:
    """The version of a record of ``record_format``, one of ``versions``; a RecordError for a
    document that is not such a record or is of a version this build does not read."""
    if not isinstance(data, dict) or data.get("format") != record_format:
        raise RecordError(f"{source} is not a Figures game record (format {record_format!r})")
    if "version" not in data:
        raise RecordError(f"{source}: missing field 'version'")
    version = data["version"]
    if not is_whole(version) or version not in versions:
        known = " and ".join(str(v) for v in sorted(versions))
        raise RecordError(
            f"{source}: unsupported record version {shown(version)} of {record_format!r} "
            f"(this build reads {known})"
        )
    return version


def open_envelope(
    data: Any,
    source: str,
    record_format: str,
    versions: Collection[int],
    fields: Collection[str] = ENVELOPE_FIELDS,
    optional: Collection[str] = (),
) -> Reader:
    """The record's root, once it is known to be a record of ``record_format`` in one of
    ``versions`` with exactly the ``fields`` of that version (the common ones and the
    family's), each present, and perhaps some of the ``optional`` ones. The family reads
    each field next, with the readers below."""
    record_version(data, source, record_format, versions)
    root = Reader(data, source)
    root.only((*fields, *optional), fields)
    return root


def read_players(players: Reader, least: int, most: int) -> tuple[PlayerSpec, ...]:
    """The ``players`` field: one ``{"name", "kind"}`` per seat, ``least`` to ``most`` of
    them, each name and kind checked as every game checks them, the place of a bad one named
    (``players[2].name: player 3's name is empty``)."""
    items = players.as_list(most=1000)
    if not least <= len(items) <= most:
        wanted = str(least) if least == most else f"{least} to {most}"
        raise players.fail(f"expected {wanted} players, one per seat, found {len(items)}")
    specs = []
    for seat, item in enumerate(items):
        item.only(("name", "kind"), ("name", "kind"))
        name, kind = item.field("name"), item.field("kind")
        try:
            check_name(name.data, f"player {seat + 1}'s name")
        except SettingsError as exc:
            raise name.fail(str(exc)) from None
        try:
            check_name(kind.data, f"player {seat + 1}'s kind", MAX_KIND_LENGTH)
        except SettingsError as exc:
            raise kind.fail(str(exc)) from None
        specs.append(PlayerSpec(name.data, kind.data))
    return tuple(specs)


def read_rounds(
    rounds: R, most: int, known: Collection[str], required: Collection[str] = ROUND_FIELDS
) -> list[R]:
    """The ``rounds`` field: at least one round and at most ``most``, each an object with
    every field of ``required`` (at least ``deal``, ``actions`` and ``result``) and no field
    outside ``known``."""
    items = rounds.as_list(most=most)
    if not items:
        raise rounds.fail("expected at least one round, found none")
    for item in items:
        item.only(known, required)
    return items


def read_final(final: Reader, sides: int, known: Collection[str] = ("scores", "winners")) -> Any:
    """The ``final`` field: ``null`` while the game goes on, else an object with ``scores``
    (a number per side: a seat, or a team of partners) and ``winners`` (sides), and the
    family's other ``known`` fields, which the family reads."""
    if final.data is None:
        return None
    final.only(known, ("scores", "winners"))
    scores = final.field("scores")
    for item in scores.as_list(most=sides):
        item.as_number()
    for item in final.field("winners").as_list(most=sides):
        item.seat(sides, "side")
    return final.data


# ----------------------------------------------------------------------------- writing


def write_json_atomic(path: str | Path, data: Any) -> None:
    """Write JSON to a temporary file beside ``path``, then rename it over ``path``: a crash,
    a full disk or a value that is not JSON leaves the old file as it was. Only what
    :func:`~figures.core.files.read_json` reads back is written: a document larger than
    :data:`~figures.core.files.MAX_FILE_SIZE` is refused with a FileWriteError (the old file
    left as it was), never written for every reader to refuse."""
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_FILE_SIZE:
        raise FileWriteError(
            f"cannot write {path}: it would be {size / 1e6:.1f} MB, and a Figures file is at "
            f"most {MAX_FILE_SIZE // 1_000_000} MB (no reader would read it)"
        )
    with atomic_writer(path) as handle:
        handle.write(text)


def players_json(players: Sequence[PlayerSpec]) -> list[dict[str, str]]:
    """The ``players`` field of a record."""
    return [{"name": p.name, "kind": p.kind} for p in players]
