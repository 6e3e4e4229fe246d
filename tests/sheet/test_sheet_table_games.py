"""The four games of tests/sheets/table-games.md, written down with totals worked by hand
before they were entered: the sheet gives the same totals, leads and winners."""

from __future__ import annotations

from figures.classic.rules import Rules
from figures.classic.tiles import tile
from figures.sheet import ClassicRound, ColourTurn, Placement, Remaining, Sheet


def _pips(*counts: int) -> tuple[Remaining, ...]:
    return tuple(Remaining(c) for c in counts)


def test_game_a_all_fives() -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 3), ["Ada", "Bob", "Cy"])
    for side, points in [(0, 10), (1, 15), (0, 5), (2, 10)]:
        assert sheet.score_in_play(side, points) is None
    bob = Remaining.of_tiles([tile(6, 6), tile(5, 3)])
    cy = Remaining.of_tiles([tile(4, 1), tile(2, 0)])
    assert (bob.pips, cy.pips) == (20, 7)
    sheet.end_round("out", 0, (Remaining(0), bob, cy))
    assert sheet.scores == (40, 15, 10)
    lead = sheet.next_lead()
    assert lead is not None and (lead.how, lead.seat) == ("seat", 0)
    for side, points in [(1, 20), (2, 5), (1, 10)]:
        sheet.score_in_play(side, points)
    sheet.end_round("blocked", None, _pips(9, 9, 12))
    assert sheet.scores == (45, 50, 15)
    assert sheet.next_lead() is not None and sheet.next_lead().how == "lot"  # type: ignore[union-attr]
    sheet.score_in_play(2, 25)
    sheet.score_in_play(2, 10)
    sheet.end_round("out", 2, _pips(8, 14, 0))
    assert sheet.scores == (45, 50, 70)
    assert sheet.needs() == [155, 150, 130]


def test_game_b_mexican_train() -> None:
    sheet = Sheet.classic(Rules.preset("mexican-train", 4), ["Ada", "Bob", "Cy", "Di"])
    lead = sheet.next_lead()
    assert lead is not None and (lead.engine, lead.seat) == (tile(12, 12), 0)
    sheet.add(
        ClassicRound(
            "out", 1, (Remaining(34), Remaining(0), Remaining.of_tiles([tile(0, 0)]), Remaining(51))
        )
    )
    assert sheet.scores == (34, 0, 0, 51)
    lead = sheet.next_lead()
    assert lead is not None and (lead.engine, lead.seat) == (tile(11, 11), 1)
    sheet.add(ClassicRound("blocked", None, _pips(12, 25, 7, 40)))
    assert sheet.scores == (46, 25, 7, 91)
    lead = sheet.next_lead()
    assert lead is not None and (lead.engine, lead.seat) == (tile(10, 10), 2)
    assert sheet.needs() == [11, 11, 11, 11]


def test_game_c_draw_game() -> None:
    sheet = Sheet.classic(Rules.preset("draw", 2), ["Ada", "Bob"])
    bob = Remaining.of_tiles([tile(6, 5), tile(4, 4), tile(3, 1)])
    sheet.add(ClassicRound("out", 0, (Remaining(0), bob)))
    assert sheet.scores == (23, 0)
    sheet.add(ClassicRound("blocked", None, _pips(15, 10)))
    assert sheet.scores == (23, 15)
    lead = sheet.next_lead()
    assert lead is not None and (lead.how, lead.seat) == ("seat", 1)
    ada = Remaining.of_tiles([tile(6, 6), tile(6, 4), tile(5, 5), tile(5, 4), tile(6, 3)])
    assert ada.pips == 50
    sheet.add(ClassicRound("out", 1, (ada, Remaining(0))))
    assert sheet.scores == (23, 65)
    sheet.add(ClassicRound("out", 1, _pips(40, 0)))
    assert sheet.outcome is not None
    assert (sheet.outcome.scores, sheet.outcome.winners) == ((23, 105), (1,))


def test_game_d_colour_game() -> None:
    sheet = Sheet.colour(["Ada", "Bob"], 60)
    sheet.add(ColourTurn((Placement(2),)))
    sheet.add(ColourTurn((Placement(3, (4,)),)))
    assert sheet.scores == (2, 8)
    sheet.add(ColourTurn((Placement(4, (5, 2)), Placement(1))))
    assert sheet.scores == (12, 8)
    sheet.add(ColourTurn())
    sheet.add(ColourTurn((Placement(points=50),)))
    assert sheet.scores == (62, 8) and not sheet.over
    sheet.add(ColourTurn((Placement(5),)))
    assert sheet.outcome is not None
    assert (sheet.outcome.scores, sheet.outcome.winners, sheet.outcome.how) == (
        (62, 16),
        (0,),
        "target",
    )
