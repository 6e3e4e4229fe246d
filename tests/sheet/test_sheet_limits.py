"""A score sheet within bounds (issue 21): numbers of thousands of digits, NaN and 1e309 in a
sheet's file refused in one line as it is read (15); a long sheet scored in one pass, with the
totals of a full replay of every entry (16); colour placements no game can make refused, in
the model and in the file, naming the place (17); the CSV's text cells neutralised so that a
spreadsheet does not run them as formulas (18). Files and commands run as the real command."""

from __future__ import annotations

import csv
import io
import json
import random
import time
from pathlib import Path
from typing import Any

import pytest
from bounded import figures
from timing import best_of

from figures.classic.rules import Rules
from figures.colour.house import HouseRules
from figures.sheet import ClassicRound, ColourTurn, Placement, Remaining, Sheet, SheetError
from figures.sheet.files import csv_cell, load, save, to_json
from figures.sheet.model import MOST_SQUARES, most_in_play, most_points

NAMES = ("Ann", "Bob", "Cy", "Dee")


def _write(path: Path, document: Any, numbers: dict[str, str] | None = None) -> Path:
    """``document`` as JSON, each ``"@name@"`` string replaced by the number text given (what
    ``json.dumps`` cannot write: 4,300 digits, NaN, 1e309)."""
    text = json.dumps(document)
    for name, number in (numbers or {}).items():
        text = text.replace(json.dumps(f"@{name}@"), number)
    path.write_text(text)
    return path


def _colour_document() -> dict[str, Any]:
    sheet = Sheet.colour(NAMES[:2], 60)
    sheet.add(ColourTurn((Placement(points=5),)))
    return to_json(sheet)


# ----------------------------------------------------------------------------- 15: numbers


HUGE = "9" * 4300  # as many digits as Python turns into an int by default


@pytest.mark.slow
def test_a_sheet_with_4300_digit_totals_is_refused_in_one_line(tmp_path: Path) -> None:
    # A placement's points and the total of 4,300 digits agreed with each other: the sheet
    # was taken as valid, and the desktop game then failed to draw it.
    document = _colour_document()
    document["turns"][0]["placements"][0]["points"] = "@big@"
    document["turns"][0]["scores"] = ["@big@", 0]
    path = _write(tmp_path / "big.json", document, {"big": HUGE})
    for argv in (("sheet", "--check"), ("sheet",), ("sheet", "--csv")):
        run = figures(*argv, str(path))
        assert run.code == 2, (argv, run.code, run.out[:300])
        lines = run.error_lines()
        assert len(lines) == 1 and len(run.err) < 300, run.err[:400]
        assert "number of 4300 digits" in lines[0] and "Traceback" not in lines[0]


@pytest.mark.parametrize(
    ("number", "said"),
    [
        ("-" + HUGE, "a number of 4300 digits (at most 15)"),
        ("1" + "0" * 5000, "a number of 5001 digits (at most 15)"),
        ("1e309", "the number 1e309 (at most 15 digits)"),
        ("-1e309", "the number -1e309 (at most 15 digits)"),
        ("NaN", "NaN, which is not a number"),
        ("Infinity", "Infinity, which is not a number"),
        ("1234567890123456", "a number of 16 digits (at most 15)"),
    ],
)
@pytest.mark.slow
def test_numbers_no_sheet_holds_are_refused_as_the_file_is_read(
    tmp_path: Path, number: str, said: str
) -> None:
    document = _colour_document()
    document["turns"][0]["scores"] = [5, "@n@"]
    run = figures("sheet", "--check", str(_write(tmp_path / "n.json", document, {"n": number})))
    assert run.code == 2
    assert run.error_lines() == [
        f"figures: error: {tmp_path / 'n.json'} holds {said}: not a Figures file"
    ]


def test_written_totals_of_many_digits_are_quoted_short(tmp_path: Path) -> None:
    # within the digits a file may have, a total that does not add up is quoted, not copied
    document = _colour_document()
    document["turns"][0]["scores"] = ["@n@", 0]
    path = _write(tmp_path / "n.json", document, {"n": "123456789012345"})
    run = figures("sheet", "--check", str(path))
    assert run.code == 1
    assert run.out.decode().splitlines() == [
        f"{path}: turns[0].scores: the sheet says 123456789012345, 0, the rules give 5, 0"
    ]


def test_points_in_play_are_bounded_by_what_a_round_can_score() -> None:
    rules = Rules.preset("all-fives", 2)
    most = most_in_play(rules)
    assert most == 28 * 168 // 5 * 5  # a count for each of the 28 tiles, each all 168 pips
    sheet = Sheet.classic(rules, NAMES[:2])
    with pytest.raises(SheetError, match=f"at most {most} points in a round") as refused:
        sheet.score_in_play(0, 10**4299 * 5)
    assert refused.value.code == "in-play-most" and sheet.pending == []
    with pytest.raises(SheetError, match="at most"):
        sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(3)), ((1, most + 5),)))
    assert sheet.score_in_play(0, most) is not None  # the most ends the game at once


# ----------------------------------------------------------------------------- 16: one pass


def _blocked_sheet(path: Path, rounds: int) -> Path:
    """A valid sheet of ``rounds`` blocked rounds of block-points, each a tie that scores
    nothing, so the game goes on."""
    document = {
        "format": "figures-sheet",
        "version": 1,
        "game": "block-points",
        "rules": {"preset": "block-points", "players": 2},
        "players": ["Ann", "Bob"],
        "first": 0,
        "rounds": [{"how": "blocked", "remaining": [10, 10], "scores": [0, 0]}] * rounds,
        "in_play": [],
        "final": None,
    }
    return _write(path, document)


@pytest.mark.bench
def test_a_sheet_of_10000_rounds_is_checked_in_seconds(tmp_path: Path) -> None:
    # Each round was scored by replaying every round before it: 5,000 rounds took 329 s.
    path = _blocked_sheet(tmp_path / "long.json", 10_000)
    run = figures("sheet", "--check", str(path), timeout=60)
    assert run.code == 0, (run.code, run.seconds, run.err[-300:])
    assert run.out.decode() == (f"{path}: ok: 10000 rounds (not finished), every total agrees\n")
    assert run.seconds < 60


@pytest.mark.slow
def test_a_sheet_longer_than_a_sheet_holds_is_refused_whole(tmp_path: Path) -> None:
    run = figures("sheet", "--check", str(_blocked_sheet(tmp_path / "l.json", 10_001)))
    assert run.code == 2
    assert run.error_lines() == [
        f"figures: error: {tmp_path / 'l.json'}: rounds: lists 10001 entries, more than a game "
        "can have (at most 10000)"
    ]
    sheet = load(_blocked_sheet(tmp_path / "full.json", 10_000))
    with pytest.raises(SheetError, match="at most 10000 entries") as refused:
        sheet.add(ClassicRound("blocked", None, (Remaining(10), Remaining(10))))
    assert refused.value.code == "full" and len(sheet.entries) == 10_000
    sheet.undo()  # the file's last round, taken back at once
    assert len(sheet.entries) == 9_999 and sheet.can_redo


@pytest.mark.bench
def test_a_long_sheet_is_copied_at_once_to_try_an_entry_on(tmp_path: Path) -> None:
    # The forms preview an entry on a copy of the sheet: a deep copy of a long sheet took
    # seconds, at every key typed in the form. (The best of a few copies: :mod:`timing`.)
    sheet = load(_blocked_sheet(tmp_path / "long.json", 9_999))
    before = (list(sheet.entries), list(sheet.lines), sheet.can_undo, sheet.can_redo)

    def copy() -> tuple[Sheet, float]:
        start = time.monotonic()
        trial = sheet.copy()
        return trial, time.monotonic() - start

    trial, seconds = best_of(copy, lambda got: got[1] < 0.5)
    assert seconds < 0.5
    trial.add(ClassicRound("out", 0, (Remaining(0), Remaining(30))))
    trial.undo()
    trial.undo()
    trial.edit(0, ClassicRound("out", 1, (Remaining(5), Remaining(0))))
    assert trial.scores != sheet.scores and len(trial.entries) == 9_998
    assert (list(sheet.entries), list(sheet.lines), sheet.can_undo, sheet.can_redo) == before
    sheet.undo()  # the original's own history is whole
    assert len(sheet.entries) == 9_998 and sheet.can_redo


def _random_round(rng: random.Random, sheet: Sheet) -> ClassicRound:
    rules = sheet.rules
    assert rules is not None
    n = rules.players
    how = rng.choice(("out", "out", "blocked", "target"))
    seat = rng.randrange(n) if how == "out" else None
    remaining = tuple(
        Remaining(0 if s == seat else rng.choice((0, 3, 7, 12, 25))) for s in range(n)
    )
    in_play: tuple[tuple[int, int], ...] = ()
    if rules.in_play == "fives" and rng.random() < 0.6:
        in_play = tuple((rng.randrange(rules.sides), rng.choice((5, 10, 45, 90))) for _ in "ab")
    return ClassicRound(how, seat, remaining if how != "target" else (), in_play)


def _random_turn(rng: random.Random) -> ColourTurn:
    def placement() -> Placement:
        if rng.random() < 0.3:
            return Placement(points=rng.randint(1, 12))
        return Placement(rng.randint(1, 6), tuple(rng.choice(((), (), (2,), (4, 1)))))

    return ColourTurn(tuple(placement() for _ in range(rng.choice((0, 1, 1, 1, 2)))))


def _worked_out(sheet: Sheet) -> tuple[Any, ...]:
    return (list(sheet.lines), sheet.outcome, sheet.scores, sheet.next_lead(), sheet.next_seat())


@pytest.mark.parametrize(
    "game", ["all-fives", "block-points", "draw", "mexican-train", "matador", "colour"]
)
def test_one_pass_gives_what_replaying_every_entry_gives(game: str) -> None:
    """Random sheets, entered entry by entry (each change working out only what it changed),
    against the same entries worked out again from the first (an edit of the first entry
    replays them all, as every change did before): the same lines, totals, outcome and turn,
    and the same refusals; then undo and redo back and forth."""
    rng = random.Random(game)
    for players in (2, 3, 4):
        if game == "colour":
            sheet = Sheet.colour(NAMES[:players], 60, first=rng.randrange(players))
        else:
            sheet = Sheet.classic(Rules.preset(game, players), NAMES[:players])
        for _ in range(60):
            entry = _random_turn(rng) if game == "colour" else _random_round(rng, sheet)
            before = _worked_out(sheet)
            try:
                sheet.add(entry)
            except SheetError:
                assert _worked_out(sheet) == before  # a refusal changes nothing
                continue
            fast = _worked_out(sheet)
            replayed = (
                Sheet.colour(sheet.players, 60, sheet.first)
                if game == "colour"
                else (
                    Sheet.classic(sheet.rules, sheet.players, sheet.first)  # type: ignore[arg-type]
                )
            )
            for earlier in sheet.entries:
                replayed.add(earlier)
            replayed.edit(0, replayed.entries[0])  # every entry worked out again
            assert _worked_out(replayed) == fast
            if sheet.over:
                break
        done = _worked_out(sheet)
        steps = 0
        while sheet.can_undo:
            sheet.undo()
            steps += 1
        assert sheet.entries == [] and sheet.lines == []
        for _ in range(steps):
            sheet.redo()
        assert _worked_out(sheet) == done


@pytest.mark.parametrize("game", ["all-fives", "mexican-train", "colour"])
def test_entries_added_at_once_leave_what_adding_each_leaves(game: str) -> None:
    """A file's entries are added in one pass (add_all): the same lines and totals as adding
    them one by one, and the same history, each entry taken back by its own undo; a refused
    batch adds nothing."""
    rng = random.Random(f"all {game}")

    def new() -> Sheet:
        if game == "colour":
            return Sheet.colour(NAMES[:3], 60, first=1)
        return Sheet.classic(Rules.preset(game, 3), NAMES[:3])

    one_by_one = new()
    for _ in range(40):
        entry = _random_turn(rng) if game == "colour" else _random_round(rng, one_by_one)
        try:
            one_by_one.add(entry)
        except SheetError:
            continue
    at_once = new()
    at_once.add_all(list(one_by_one.entries))
    assert len(at_once.entries) > 3
    while one_by_one.can_undo:
        assert _worked_out(at_once) == _worked_out(one_by_one)
        one_by_one.undo()
        at_once.undo()
    assert not at_once.can_undo and at_once.entries == []
    at_once.redo()
    assert len(at_once.entries) == 1
    refused = new()
    bad: ClassicRound | ColourTurn = (
        ColourTurn((Placement(points=5),) * 3)  # three placements in a turn
        if game == "colour"
        else ClassicRound("out", 0, (Remaining(0),))  # one seat's hand for three
    )
    with pytest.raises(SheetError):
        refused.add_all([*at_once.entries, bad])
    assert refused.entries == [] and not refused.can_undo


# ----------------------------------------------------------------------------- 17: colour


def test_a_placement_scores_no_more_than_the_game_allows() -> None:
    assert MOST_SQUARES == 120 * 4  # the box's dominoes, eight triangles (four squares) each
    assert most_points(HouseRules()) == 6 + 4 + 480  # six edges, their bonus, every square
    assert most_points(HouseRules(square=2, bonus_from=None)) == 6 + 960
    sheet = Sheet.colour(NAMES[:2], 60)
    for placement, code in (
        (Placement(points=10**300), "placement-points"),
        (Placement(points=491), "placement-points"),
        (Placement(1, (9_999_999,)), "placement-squares"),
        (Placement(3, (400, 81)), "placement-squares"),
    ):
        with pytest.raises(SheetError) as refused:
            sheet.add(ColourTurn((placement,)))
        assert refused.value.code == code and refused.value.entry == 0
        assert "turn 1, placement 1: " in str(refused.value)
    assert sheet.entries == []
    assert sheet.add(ColourTurn((Placement(points=490),))).scores == (490, 0)
    assert sheet.add(ColourTurn((Placement(6, (400, 80)),))).scores == (490, 490)


@pytest.mark.slow
def test_the_file_reader_refuses_impossible_placements_naming_the_place(tmp_path: Path) -> None:
    document = _colour_document()
    document["turns"][0]["placements"] = [{"points": 9_999_999}]
    run = figures("sheet", "--check", str(_write(tmp_path / "p.json", document)))
    assert run.code == 1
    assert run.out.decode().splitlines() == [
        f"{tmp_path / 'p.json'}: turns[0]: turn 1, placement 1: a placement earns at most 490 "
        "points, not 9999999"
    ]
    document["turns"][0]["placements"] = [{"edges": 2, "closed": [9_999_999]}]
    run = figures("sheet", str(_write(tmp_path / "s.json", document)))
    assert run.code == 2
    assert run.error_lines() == [
        f"figures: error: {tmp_path / 's.json'}: turns[0]: turn 1, placement 1: the surfaces a "
        "placement closes have at most 480 squares (the box's 120 dominoes), not 9999999"
    ]


# ----------------------------------------------------------------------------- 18: CSV


FORMULAS = ('=HYPERLINK("http://x")', "+1+cmd|' /C calc'!A0", "@SUM(A1:A9)", "-2+3")


def test_csv_text_cells_that_start_like_formulas_are_neutralised(tmp_path: Path) -> None:
    sheet = Sheet.colour(FORMULAS[:3], 60)
    sheet.add(ColourTurn((Placement(points=5),)))
    sheet.add(ColourTurn((Placement(points=4),)))
    sheet.add(ColourTurn((Placement(points=6),)))
    sheet.add(ColourTurn((Placement(points=1), Placement(points=1))))  # 2 - 4 paid: -2
    save(sheet, tmp_path / "f.json")
    run = figures("sheet", "--csv", str(tmp_path / "f.json"))
    assert run.code == 0
    rows = list(csv.reader(io.StringIO(run.out.decode())))
    for row in rows:
        for cell in row:
            assert not cell.startswith(("=", "+", "@", "\t", "\r")), row
            assert not cell.startswith("-") or cell.lstrip("-").isdigit(), row
    assert rows[0][:4] == [
        "turn",
        "player",
        '\'=HYPERLINK("http://x") points',
        ('\'=HYPERLINK("http://x") total'),
    ]
    assert rows[1][1] == '\'=HYPERLINK("http://x")' and rows[2][1] == "'+1+cmd|' /C calc'!A0"
    assert rows[4] == ["4", '\'=HYPERLINK("http://x")', "-2", "3", "0", "4", "0", "6"]


def test_only_text_cells_are_neutralised() -> None:
    for text in (*FORMULAS, "\tx", "\rx"):
        assert csv_cell(text) == "'" + text
    assert [csv_cell(v) for v in (-3, -2.5, 0, "Ann", "", "a=b")] == [-3, -2.5, 0, "Ann", "", "a=b"]
