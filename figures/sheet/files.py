"""A score sheet as a file (``docs/notation.md``, "Score sheets") and as CSV.

The file lists what the players entered and, beside each entry, the totals after it. Reading
a file works every total out again through :class:`~figures.sheet.model.Sheet`, in one pass,
and refuses a sheet whose written totals are not the ones the rules give, naming the first
entry that disagrees; a number longer than :data:`MOST_DIGITS` (or NaN, Infinity, 1e309) is
refused as the file is parsed. Writing goes through a temporary file, so a crash never leaves
half a sheet. The CSV form neutralises a text cell a spreadsheet would run as a formula.
"""

from __future__ import annotations

import csv
import io
from functools import partial
from pathlib import Path
from typing import Any

from figures.classic.errors import RulesError
from figures.classic.rules import Rules
from figures.classic.scoring import points_json
from figures.classic.tiles import parse_tile, tile_text
from figures.colour.house import DEFAULT_RULES, NAMES, parse_house_rules
from figures.core.errors import FiguresError, NotationError, RecordError, SettingsError
from figures.core.files import atomic_writer, read_json
from figures.core.records import Reader, record_version, write_json_atomic
from figures.core.text import shown
from figures.sheet.model import (
    COLOUR,
    MOST_ENTRIES,
    ClassicRound,
    ColourTurn,
    Line,
    Placement,
    Remaining,
    Sheet,
    SheetError,
)


class SheetMismatchError(RecordError):
    """A sheet that reads well but does not add up: an entry the rules refuse, or a total
    (or the end of the game) other than the one the rules give."""


SHEET_FORMAT = "figures-sheet"
SHEET_VERSION = 1
#: The most characters a number of a sheet's file is written with (its sign aside): its
#: numbers are seats, pips and points, whose largest totals have a few digits.
MOST_DIGITS = 15
#: What a spreadsheet takes for the start of a formula in a cell (OWASP's list): a text cell
#: starting so is written after a single quote, which the spreadsheet shows as text.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

_CLASSIC_FIELDS = (
    "format",
    "version",
    "game",
    "rules",
    "players",
    "first",
    "rounds",
    "in_play",
    "final",
)
_COLOUR_FIELDS = (
    "format",
    "version",
    "game",
    "target",
    "rules",
    "players",
    "first",
    "turns",
    "finished",
    "final",
)
#: A colour sheet's ``rules`` (its house rules) came later: a sheet without them is played
#: under the defaults.
_COLOUR_REQUIRED = tuple(f for f in _COLOUR_FIELDS if f != "rules")


# ----------------------------------------------------------------------------- writing


def to_json(sheet: Sheet) -> dict[str, Any]:
    """The sheet as a JSON object: ``from_json(to_json(sheet))`` is the same sheet."""
    data: dict[str, Any] = {"format": SHEET_FORMAT, "version": SHEET_VERSION, "game": sheet.game}
    if sheet.rules is not None:
        data["rules"] = sheet.rules.to_json()
    else:
        data["target"] = sheet.target
        data["rules"] = sheet.house.to_json()
    data["players"] = list(sheet.players)
    data["first"] = sheet.first
    items = []
    for entry, line in zip(sheet.entries, sheet.lines, strict=True):
        item = _entry_json(entry)
        item["scores"] = [points_json(s) for s in line.scores]
        items.append(item)
    data["rounds" if sheet.rules is not None else "turns"] = items
    if sheet.rules is None:
        data["finished"] = sheet.finished
    else:  # the points scored in play in the round under way
        data["in_play"] = [[side, points] for side, points in sheet.pending]
    outcome = sheet.outcome
    data["final"] = (
        None
        if outcome is None
        else {
            "scores": [points_json(s) for s in outcome.scores],
            "winners": list(outcome.winners),
            "how": outcome.how,
        }
    )
    return data


def _entry_json(entry: ClassicRound | ColourTurn) -> dict[str, Any]:
    if isinstance(entry, ColourTurn):
        placements: list[dict[str, Any]] = []
        for p in entry.placements:
            if p.edges is None:
                placements.append({"points": p.points})
            else:
                placements.append({"edges": p.edges, "closed": list(p.closed)})
        return {"placements": placements}
    item: dict[str, Any] = {"how": entry.how}
    if entry.how == "out":
        item["seat"] = entry.seat
    if entry.how != "target":
        item["remaining"] = [
            left.pips if left.tiles is None else {"tiles": [tile_text(t) for t in left.tiles]}
            for left in entry.remaining
        ]
    if entry.in_play:
        item["in_play"] = [[side, points] for side, points in entry.in_play]
    return item


def save(sheet: Sheet, path: str | Path) -> None:
    """Write the sheet to ``path`` (a temporary file renamed over it)."""
    write_json_atomic(path, to_json(sheet))


def csv_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet cannot run: text that starts like a formula
    (:data:`FORMULA_STARTS`: a name such as ``=HYPERLINK(...)``) gets a single quote before
    it; numbers (-3 among them) stay numbers."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def to_csv(sheet: Sheet) -> str:
    """The sheet as CSV: one row per entry with each side's points and total, then the
    ranking when the game is over. Text cells are neutralised (:func:`csv_cell`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")

    def row(cells: list[Any]) -> None:
        writer.writerow([csv_cell(cell) for cell in cells])

    names = [sheet.side_name(s) for s in range(sheet.sides)]
    unit = "round" if sheet.rules is not None else "turn"
    header = [unit, "player" if sheet.rules is None else "how"]
    for name in names:
        header += [f"{name} points", f"{name} total"]
    row(header)
    for entry, line in zip(sheet.entries, sheet.lines, strict=True):
        if isinstance(entry, ClassicRound):
            what = entry.how if entry.seat is None else f"{entry.how}: {sheet.name(entry.seat)}"
        else:
            what = sheet.name(line.seat or 0)
        cells: list[Any] = [line.number, what]
        for side in range(sheet.sides):
            cells += [points_json(line.awards[side]), points_json(line.scores[side])]
        row(cells)
    if sheet.outcome is not None:
        row([])
        row(["rank", "side", "total", "winner"])
        for rank, side in enumerate(sheet.ranking(), 1):
            won = "yes" if side in sheet.outcome.winners else ""
            row([rank, names[side], points_json(sheet.scores[side]), won])
    return out.getvalue()


def export_csv(sheet: Sheet, path: str | Path) -> None:
    """Write :func:`to_csv` to ``path`` (a temporary file renamed over it)."""
    with atomic_writer(path) as handle:
        handle.write(to_csv(sheet))


# ----------------------------------------------------------------------------- reading


def load(path: str | Path) -> Sheet:
    """The sheet in ``path``, every total checked; a RecordError says what is wrong."""
    return from_json(read_json(path, digits=MOST_DIGITS), str(path))


def is_sheet(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == SHEET_FORMAT


def from_json(data: Any, source: str = "sheet") -> Sheet:
    """A sheet from its JSON form, re-scored entry by entry and compared with the totals the
    file gives; a RecordError names the first place that does not add up."""
    if not is_sheet(data):
        raise RecordError(f"{source} is not a Figures score sheet (format {SHEET_FORMAT!r})")
    record_version(data, source, SHEET_FORMAT, (SHEET_VERSION,))
    root = Reader(data, source)
    game = root.field("game").as_str()
    classic = game != COLOUR
    fields = _CLASSIC_FIELDS if classic else _COLOUR_FIELDS
    root.only(fields, fields if classic else _COLOUR_REQUIRED)
    names = root.field("players").as_strs(most=8)
    first = root.field("first").as_int()
    try:
        if classic:
            try:
                rules = Rules.from_json(root.field("rules").data)
            except RulesError as exc:
                raise root.child("rules").fail(str(exc)) from None
            if rules.preset_name != game:
                raise root.child("game").fail(
                    f"the game is {shown(game)} but the rules are {rules.preset_name!r}"
                )
            sheet = Sheet.classic(rules, names, first)
        else:
            house = DEFAULT_RULES
            ruled = root.optional("rules")
            if ruled is not None:
                try:
                    house = parse_house_rules(ruled.only(NAMES))
                except SettingsError as exc:
                    raise ruled.fail(str(exc)) from None
            sheet = Sheet.colour(names, root.field("target").data, first, house)
    except RecordError:
        raise
    except FiguresError as exc:  # a name, a target or a first seat the sheet refuses
        raise root.fail(str(exc)) from None
    key = "rounds" if classic else "turns"
    items = root.field(key).as_list(most=MOST_ENTRIES)
    if not _added_at_once(sheet, items):  # entry by entry, to name the first place at fault
        for item in items:
            entry = _read_classic(item, sheet) if classic else _read_colour(item)
            try:
                line = sheet.add(entry)
            except SheetError as exc:
                raise _mismatch(item, str(exc)) from None
            _check_scores(item, line, sheet.sides)
    if classic:
        for pair in root.field("in_play").as_list(most=1000):
            side, points = _pair(pair)
            try:
                ended = sheet.score_in_play(side, points)
            except SheetError as exc:
                raise _mismatch(pair, str(exc)) from None
            if ended is not None:
                raise _mismatch(pair, "these points end the game: they belong in a last round")
    else:
        finished = root.field("finished")
        if finished.data is not None:
            if finished.data != "all-placed":
                raise finished.fail(f"expected null or 'all-placed', found {shown(finished.data)}")
            try:
                sheet.finish()
            except SheetError as exc:
                raise _mismatch(finished, str(exc)) from None
    final = root.field("final")
    expected_final = to_json(sheet)["final"]
    if final.data != expected_final:
        if final.data is None or expected_final is None:
            state = "over" if expected_final is not None else "not over"
            raise _mismatch(final, f"the game is {state} by the rules")
        raise _mismatch(final, f"expected {shown(expected_final)}, found {shown(final.data)}")
    return sheet


def _added_at_once(sheet: Sheet, items: list[Reader]) -> bool:
    """Whether the entries of ``items`` were added to the empty ``sheet`` in one pass, their
    totals checked against the file's; False, the sheet left empty, when the file's entries
    cannot be read or added (the caller reads them one by one to say where)."""
    try:
        read = _read_colour if sheet.rules is None else partial(_read_classic, sheet=sheet)
        sheet.add_all([read(item) for item in items])
    except FiguresError:
        return False
    for item, line in zip(items, sheet.lines, strict=True):
        _check_scores(item, line, sheet.sides)
    return True


def _check_scores(item: Reader, line: Line, sides: int) -> None:
    written = item.field("scores").as_list(most=sides)
    got = [w.as_number() for w in written]
    expected = [points_json(s) for s in line.scores]
    if got != expected:
        raise _mismatch(
            item.child("scores"),
            f"the sheet says {_listed(got)}, the rules give {_listed(expected)}",
        )


def _mismatch(where: Reader, message: str) -> SheetMismatchError:
    return SheetMismatchError(str(where.fail(message)))


def _listed(values: list[Any]) -> str:
    return ", ".join(shown(v) for v in values)


def _read_classic(item: Reader, sheet: Sheet) -> ClassicRound:
    rules = sheet.rules
    assert rules is not None
    item.only(("how", "seat", "remaining", "in_play", "scores"), ("how", "scores"))
    how = item.field("how").as_str()
    seat = item.field("seat").seat(rules.players) if how == "out" else None
    if how != "out" and item.optional("seat") is not None:
        raise item.child("seat").fail("only a round someone went out of names a seat")
    remaining: list[Remaining] = []
    if how != "target":
        for left in item.field("remaining").as_list(most=rules.players):
            if isinstance(left.data, dict):
                left.only(("tiles",), ("tiles",))
                tiles = []
                for text in left.field("tiles").as_strs(most=200):
                    try:
                        tiles.append(parse_tile(text, rules.set))
                    except NotationError as exc:
                        raise left.child("tiles").fail(str(exc)) from None
                remaining.append(Remaining.of_tiles(tiles))
            else:
                remaining.append(Remaining(left.as_int()))
    in_play: list[tuple[int, int]] = []
    given = item.optional("in_play")
    for pair in given.as_list(most=1000) if given is not None else []:
        in_play.append(_pair(pair))
    return ClassicRound(how, seat, tuple(remaining), tuple(in_play))


def _pair(pair: Reader) -> tuple[int, int]:
    values = pair.as_ints(most=2)
    if len(values) != 2:
        raise pair.fail("expected [side, points]")
    return values[0], values[1]


def _read_colour(item: Reader) -> ColourTurn:
    item.only(("placements", "scores"), ("placements", "scores"))
    placements = []
    for p in item.field("placements").as_list(most=2):
        data = p.object()
        if "points" in data:
            p.only(("points",), ("points",))
            placements.append(Placement(points=p.field("points").as_int()))
        else:
            p.only(("edges", "closed"), ("edges", "closed"))
            closed = tuple(p.field("closed").as_ints(most=100))
            placements.append(Placement(edges=p.field("edges").as_int(), closed=closed))
    return ColourTurn(tuple(placements))
