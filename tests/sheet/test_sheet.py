"""The score sheet scores as the engines do: whole games played by the engine, entered on a
sheet round by round (turn by turn for the colour game), give the same points, totals, leads
and winners. Then each rule of the sheet, its refusals, and its file."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from figures.classic.bench import random_game
from figures.classic.rules import PRESETS, Rules
from figures.classic.tiles import tile
from figures.colour.game import Game as ColourGame
from figures.colour.game import Settings
from figures.core.errors import RecordError
from figures.core.seats import PlayerSpec
from figures.sheet import (
    ClassicRound,
    ColourTurn,
    Lead,
    Placement,
    Remaining,
    Sheet,
    SheetError,
)
from figures.sheet.files import from_json, load, save, to_csv, to_json

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def _tables() -> list[tuple[str, int, dict[str, object]]]:
    tables: list[tuple[str, int, dict[str, object]]] = []
    for name, preset in PRESETS.items():
        for players in sorted(dict(preset.hand))[:4]:
            tables.append((name, players, {}))
    tables.append(("all-fives", 4, {"teams": True}))
    tables.append(("draw-5", 4, {"teams": True}))
    tables.append(("block-points", 3, {"target": {"points": 50}}))
    return tables


def _entry_of(rules: Rules, entry) -> ClassicRound:  # type: ignore[no-untyped-def]
    """A round the engine played, as the players would enter it at the table."""
    current = entry.round
    result = current.result
    in_play = tuple((rules.side_of(step.seat), step.points) for step in current.log if step.points)
    if result.how == "target":
        return ClassicRound("target", in_play=in_play)
    seat = current.log[-1].seat if result.how == "out" else None
    remaining = tuple(Remaining.of_tiles(current.hand(s)) for s in range(rules.players))
    return ClassicRound(result.how, seat, remaining, in_play)


@pytest.mark.parametrize(("preset", "players", "overrides"), _tables())
def test_classic_rounds_score_as_the_engine_scores_them(
    preset: str, players: int, overrides: dict[str, object]
) -> None:
    rules = Rules.preset(preset, players, **overrides)
    for seed in range(6):
        game, _ = random_game(rules, seed, random.Random(seed))
        sheet = Sheet.classic(rules, NAMES[:players], first=game.first)
        for entry in game.rounds:
            result = entry.round.result
            assert result is not None
            lead = sheet.next_lead()
            assert lead is not None
            # who leads: as the engine dealt the round
            if entry.lead.how == "rule" and rules.lead != "engine":
                assert lead.how == "rule"
            elif entry.lead.how == "lot":
                assert lead.how == "lot"
            else:
                assert lead.how == "seat"
                assert lead.seat == entry.round.leader
            assert lead.engine == entry.engine
            line = sheet.add(_entry_of(rules, entry))
            assert line.scores == result.scores
            assert line.result is not None
            if result.how == "target":  # the hands are not counted: the table gives none
                assert line.result == replace(result, pips=line.result.pips)
            else:
                assert line.result == result
        assert sheet.outcome is not None
        outcome = game.outcome
        assert outcome is not None
        assert sheet.outcome.scores == outcome.scores
        assert sheet.outcome.winners == outcome.winners
        assert sheet.next_lead() is None
        assert from_json(json.loads(json.dumps(to_json(sheet)))).lines == sheet.lines


def _colour_game(seed: int, players: int, target: int) -> ColourGame:
    rng = random.Random(seed)
    specs = tuple(PlayerSpec(n) for n in NAMES[:players])
    game = ColourGame(Settings(specs, target=target, seed=seed, first_player=seed % players))
    while game.outcome is None:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize(("seed", "players", "target"), [(1, 2, 60), (2, 3, 80), (3, 4, 60)])
def test_colour_turns_score_as_the_engine_scores_them(seed: int, players: int, target: int) -> None:
    game = _colour_game(seed, players, target)
    sheet = Sheet.colour(NAMES[:players], target, first=game.settings.first_player)
    for turn in game.turns:
        assert sheet.next_seat() == turn.player
        placements = tuple(
            Placement(p.score.connected_edges, p.score.closed_surfaces) for p in turn.placements
        )
        line = sheet.add(ColourTurn(placements))
        assert line.scores[turn.player] == turn.score_after
        assert line.paid == sum(p.paid for p in turn.placements)
    if sheet.outcome is None:  # every domino placed: the players say so
        sheet.finish()
    assert game.outcome is not None and sheet.outcome is not None
    assert sheet.outcome.scores == game.outcome.scores
    assert sheet.outcome.winners == game.outcome.winners
    assert sheet.outcome.how == game.outcome.reason.value


# ----------------------------------------------------------------------------- classic rules


def _left(*pips: int) -> tuple[Remaining, ...]:
    return tuple(Remaining(p) for p in pips)


def test_draw_game_winner_scores_the_opponents_pips() -> None:
    sheet = Sheet.classic(Rules.preset("draw", 3), NAMES[:3])
    line = sheet.add(ClassicRound("out", 1, _left(12, 0, 7)))
    assert line.awards == (0, 19, 0)
    lead = sheet.next_lead()
    assert lead is not None and (lead.how, lead.seat) == ("seat", 1)  # the winner leads freely


def test_blocked_round_lightest_hand_wins_and_a_tie_scores_nothing() -> None:
    sheet = Sheet.classic(Rules.preset("draw", 3), NAMES[:3])
    assert sheet.add(ClassicRound("blocked", None, _left(5, 9, 11))).awards == (20, 0, 0)
    tied = sheet.add(ClassicRound("blocked", None, _left(5, 5, 11)))
    assert tied.awards == (0, 0, 0) and tied.result is not None and tied.result.winner is None
    lead = sheet.next_lead()
    assert lead is not None and (lead.how, lead.seat) == ("seat", 0)  # the same seat again


def test_draw_five_blocked_round_scores_the_difference() -> None:
    sheet = Sheet.classic(Rules.preset("draw-5", 3), NAMES[:3])
    assert sheet.add(ClassicRound("blocked", None, _left(4, 10, 13))).awards == (15, 0, 0)
    assert sheet.next_lead() is not None and sheet.next_lead().how == "rule"  # type: ignore[union-attr]


def test_all_fives_bonus_is_rounded_to_five_and_three_players_share_a_half() -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES[:3])
    line = sheet.add(ClassicRound("out", 0, _left(0, 6, 6), in_play=((0, 10), (1, 15))))
    assert line.awards == (20, 15, 0)  # 10 in play + 12 rounded to 10; 15 in play
    tied = sheet.add(ClassicRound("blocked", None, _left(4, 4, 13)))
    assert tied.awards == (Fraction(15, 2), Fraction(15, 2), 0)
    lead = sheet.next_lead()
    assert lead is not None and lead.how == "lot"  # a blocked round: drawn by lot


def test_all_fives_instant_win_in_play_ends_the_game() -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), NAMES[:2])
    sheet.add(ClassicRound("out", 0, _left(0, 15), in_play=((0, 45),) * 5))
    assert sheet.scores == (240, 0)
    with pytest.raises(SheetError, match="reached 250 in play"):
        sheet.add(ClassicRound("out", 0, _left(0, 3), in_play=((0, 10),)))
    with pytest.raises(SheetError, match="nobody reached 250"):
        sheet.add(ClassicRound("target", in_play=((1, 10),)))
    line = sheet.add(ClassicRound("target", in_play=((0, 5), (0, 10))))
    assert line.scores == (255, 0)
    assert sheet.outcome is not None and sheet.outcome.winners == (0,)
    assert sheet.outcome.how == "target"


def test_mexican_train_scores_penalties_names_the_engine_and_rotates() -> None:
    rules = Rules.preset("mexican-train", 3)
    sheet = Sheet.classic(rules, NAMES[:3], first=2)
    lead = sheet.next_lead()
    assert lead is not None and (lead.seat, lead.engine) == (2, tile(12, 12))
    sheet.add(ClassicRound("out", 1, (Remaining(30), Remaining(0), Remaining.of_tiles([0]))))
    assert sheet.scores == (30, 0, 0)  # 0-0 counts nothing
    lead = sheet.next_lead()
    assert lead is not None and (lead.seat, lead.engine) == (0, tile(11, 11))
    with pytest.raises(SheetError, match="11-11 is this round's engine"):
        sheet.add(ClassicRound("blocked", None, (Remaining.of_tiles([tile(11, 11)]),) * 3))
    assert sheet.needs() == [12, 12, 12]  # rounds left


def test_block_teams_one_round_is_the_game() -> None:
    sheet = Sheet.classic(Rules.preset("block-teams", 4), NAMES[:4])
    sheet.add(ClassicRound("out", 3, _left(4, 0, 9, 0)))
    assert sheet.scores == (0, 1)
    assert sheet.side_name(1) == "Bob & Di"
    assert sheet.outcome is not None and sheet.outcome.winners == (1,)
    with pytest.raises(SheetError, match="the game ended after round 1"):
        sheet.add(ClassicRound("out", 0, _left(0, 1, 1, 1)))


def test_refusals_leave_the_sheet_as_it_was() -> None:
    sheet = Sheet.classic(Rules.preset("draw", 2), NAMES[:2])
    sheet.add(ClassicRound("out", 0, _left(0, 30)))
    before = (list(sheet.entries), sheet.lines, sheet.scores)
    bad = [
        (ClassicRound("out", 0, _left(3, 30)), "holds no tile"),
        (ClassicRound("out", 5, _left(0, 30)), "not a seat"),
        (ClassicRound("gone", 0, _left(0, 30)), "a round ends"),
        (ClassicRound("out", 0, _left(0)), "each of the 2 players"),
        (ClassicRound("out", 0, _left(0, 200)), "from 0 to 168"),
        (ClassicRound("blocked", 1, _left(1, 2)), "nobody goes out"),
        (ClassicRound("out", 0, _left(0, 3), in_play=((0, 5),)), "scores nothing in play"),
        (
            ClassicRound("out", 0, (Remaining(0), Remaining.of_tiles([tile(6, 4), tile(4, 6)]))),
            r"4-6 is given twice \(Bob's hand\)",
        ),
        (ClassicRound("out", 0, (Remaining(0), Remaining(9, (tile(6, 4),)))), "add up to 10"),
    ]
    for entry, reason in bad:
        with pytest.raises(SheetError, match=reason):
            sheet.add(entry)
        assert (list(sheet.entries), sheet.lines, sheet.scores) == before


def test_fives_in_play_are_multiples_of_five() -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), NAMES[:2])
    with pytest.raises(SheetError, match="multiples of 5, not 12"):
        sheet.add(ClassicRound("out", 0, _left(0, 3), in_play=((0, 12),)))


def test_editing_a_past_round_recomputes_every_later_total() -> None:
    sheet = Sheet.classic(Rules.preset("draw", 2), NAMES[:2])
    sheet.add(ClassicRound("out", 0, _left(0, 30)))
    sheet.add(ClassicRound("out", 1, _left(20, 0)))
    sheet.add(ClassicRound("out", 0, _left(0, 25)))
    assert sheet.scores == (55, 20)
    sheet.edit(0, ClassicRound("out", 0, _left(0, 40)))
    assert [line.scores for line in sheet.lines] == [(40, 0), (40, 20), (65, 20)]
    # an edit after which the game would have ended before a later round is refused
    with pytest.raises(SheetError, match="round 2: the game ended after round 1"):
        sheet.edit(0, ClassicRound("out", 0, _left(0, 120)))
    assert sheet.scores == (65, 20)


def test_undo_and_redo() -> None:
    sheet = Sheet.classic(Rules.preset("draw", 2), NAMES[:2])
    with pytest.raises(SheetError, match="nothing to undo"):
        sheet.undo()
    sheet.add(ClassicRound("out", 0, _left(0, 30)))
    sheet.undo()
    assert sheet.scores == (0, 0)
    sheet.redo()
    assert sheet.scores == (30, 0)
    with pytest.raises(SheetError, match="nothing to redo"):
        sheet.redo()


# ----------------------------------------------------------------------------- colour rules


def test_colour_placement_bonus_payment_and_target_with_equal_turns() -> None:
    sheet = Sheet.colour(NAMES[:2], 60)
    line = sheet.add(ColourTurn((Placement(4, (6, 3)),)))  # 4 edges + 2 bonus + 9 squares
    assert line.awards == (15, 0) and line.bonus == 2
    with pytest.raises(SheetError, match="costs 4 points; Bob has 1"):
        sheet.add(ColourTurn((Placement(1), Placement(2))))
    line = sheet.add(ColourTurn((Placement(1),)))
    line = sheet.add(ColourTurn((Placement(points=50), Placement(2))))  # 50, then 2 - 4
    assert line.awards == (48, 0) and line.paid == 4 and sheet.scores == (63, 1)
    assert not sheet.over  # Bob still plays this round
    assert sheet.next_seat() == 1
    sheet.add(ColourTurn())
    assert sheet.outcome is not None and sheet.outcome.winners == (0,)
    assert sheet.outcome.how == "target"
    assert sheet.chart() == [(0, 0), (15, 1), (63, 1)]


def test_colour_game_blocked_when_everyone_returns() -> None:
    sheet = Sheet.colour(NAMES[:3], 100)
    for _ in range(3):
        sheet.add(ColourTurn())
    assert sheet.outcome is not None and sheet.outcome.how == "blocked"


def test_colour_refusals() -> None:
    sheet = Sheet.colour(NAMES[:2], 60)
    for entry, reason in [
        (ColourTurn((Placement(7),)), "1 to 6 edges"),
        (ColourTurn((Placement(2, (0,)),)), "1 square or more"),
        (ColourTurn((Placement(points=0),)), "points from 1"),
        (ColourTurn((Placement(),) * 3), "at most 2"),
    ]:
        with pytest.raises(SheetError, match=reason):
            sheet.add(entry)
    assert sheet.entries == []
    with pytest.raises(SheetError, match="target"):
        Sheet.colour(NAMES[:2], 50)


# ----------------------------------------------------------------------------- files


def test_file_round_trip_csv_and_a_sheet_that_does_not_add_up(tmp_path: Path) -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES[:3])
    sheet.add(
        ClassicRound("out", 0, (Remaining(0), Remaining.of_tiles([tile(6, 6)]), Remaining(1)))
    )
    path = tmp_path / "s.json"
    save(sheet, path)
    again = load(path)
    assert again.lines == sheet.lines and again.players == sheet.players
    text = to_csv(sheet)
    assert text.splitlines()[0].startswith("round,how,Ann points,Ann total")
    assert "1,out: Ann,15,15,0,0,0,0" in text
    data = json.loads(path.read_text())
    assert data["rounds"][0]["remaining"][1] == {"tiles": ["6-6"]}
    data["rounds"][0]["scores"] = [20, 0, 0]
    path.write_text(json.dumps(data))
    with pytest.raises(
        RecordError,
        match=r"rounds\[0\]\.scores: the sheet says 20, 0, 0, "
        r"the rules give 15, 0, 0",
    ):
        load(path)
    data["rounds"][0]["remaining"][1] = {"tiles": ["6-7"]}
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match="numbers 0 to 6"):
        load(path)


def test_fives_scored_as_they_happen_count_in_the_round_and_survive_a_save(
    tmp_path: Path,
) -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), NAMES[:2])
    assert sheet.score_in_play(0, 10) is None
    assert sheet.score_in_play(1, 15) is None
    assert sheet.live_scores == (10, 15) and sheet.scores == (0, 0)
    assert sheet.needs() == [240, 235]
    sheet.undo()
    assert sheet.pending == [(0, 10)]
    sheet.score_in_play(1, 20)
    path = tmp_path / "s.json"
    save(sheet, path)
    assert load(path).pending == [(0, 10), (1, 20)]
    line = sheet.end_round("out", 1, _left(8, 0))
    assert line.in_play == (10, 20) and line.scores == (10, 30)  # 8 rounded to 10
    assert sheet.pending == []
    with pytest.raises(SheetError, match="multiples of 5"):
        sheet.score_in_play(0, 7)


def test_an_instant_win_in_play_ends_the_round_at_once() -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 2), NAMES[:2])
    sheet.add(ClassicRound("out", 0, _left(0, 15), in_play=((0, 45),) * 5))
    line = sheet.score_in_play(0, 10)
    assert line is not None and line.result is not None and line.result.how == "target"
    assert sheet.over and sheet.outcome is not None and sheet.outcome.winners == (0,)


def test_undo_takes_back_the_last_change_whatever_it_was(tmp_path: Path) -> None:
    sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES[:3])
    sheet.set_first(2)
    assert sheet.next_lead() == Lead("seat", 2)
    sheet.add(ClassicRound("out", 0, _left(0, 12, 3)))
    sheet.add(ClassicRound("out", 1, _left(20, 0, 3)))
    with pytest.raises(SheetError, match="before the first entry"):
        sheet.set_first(0)
    sheet.edit(0, ClassicRound("out", 0, _left(0, 22, 3)))  # 25, not 15
    assert sheet.scores == (25, 25, 0)
    sheet.undo()  # the edit, not the last round
    assert sheet.scores == (15, 25, 0) and len(sheet.entries) == 2
    sheet.redo()
    assert sheet.scores == (25, 25, 0)
    sheet.score_in_play(2, 10)
    sheet.undo()
    assert sheet.pending == [] and sheet.can_redo
    sheet.redo()
    assert sheet.pending == [(2, 10)]
    # a sheet read from its file can be taken back entry by entry too
    save(sheet, tmp_path / "s.json")
    again = load(tmp_path / "s.json")
    again.undo()
    assert again.pending == [] and again.scores == (25, 25, 0)
    again.undo()
    again.undo()
    assert again.entries == [] and again.first == 2 and not again.can_undo
    undone = 0
    while sheet.can_undo:  # in the sheet as it was made, who starts is the first change
        sheet.undo()
        undone += 1
    assert undone == 5  # who starts, two rounds, the edit, the points in play
    assert sheet.first == 0 and sheet.entries == []


@settings(max_examples=examples(25), deadline=None, derandomize=True)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    pick=st.integers(0, 10_000),
)
def test_any_engine_game_through_a_sheet_edited_and_undone(
    preset: str, seed: int, players: int, pick: int
) -> None:
    """Invariants over random games: the sheet scores every round as the engine did; changing
    any round to another the rules allow and taking the change back restores every line;
    the file gives the same sheet."""
    counts = sorted(dict(PRESETS[preset].hand))
    rules = Rules.preset(preset, counts[pick % len(counts)] if preset != "block-teams" else 4)
    game, _ = random_game(rules, seed, random.Random(seed))
    sheet = Sheet.classic(rules, NAMES[: rules.players], first=game.first)
    for entry in game.rounds:
        line = sheet.add(_entry_of(rules, entry))
        assert line.scores == entry.round.result.scores  # type: ignore[union-attr]
    before = list(sheet.lines)
    index = pick % len(sheet.entries)
    changed = sheet.entries[index]
    assert isinstance(changed, ClassicRound)
    if changed.how != "target":
        # one pip more in the hand of a seat that did not go out (typed, not tapped)
        seat = next(s for s in range(rules.players) if s != changed.seat)
        remaining = list(changed.remaining)
        remaining[seat] = Remaining(remaining[seat].pips + 1)
        edited = ClassicRound(changed.how, changed.seat, tuple(remaining), changed.in_play)
        try:
            sheet.edit(index, edited)
        except SheetError as refused:  # the game would end before a later round
            assert refused.code in ("ended", "too-many-pips", "pips")
            assert sheet.lines == before
        else:
            assert sheet.entries[index] == edited
            sheet.undo()
            assert sheet.lines == before
            sheet.redo()
            assert sheet.entries[index] == edited
    assert from_json(json.loads(json.dumps(to_json(sheet)))).lines == sheet.lines


def test_a_placement_no_turn_can_have_is_refused_with_its_code_and_placement() -> None:
    """The codes a front end says in its own words (the forms ask the sheet, never check)."""
    sheet = Sheet.colour(("Ann", "Bob"), 60)
    assert sheet.placement_points(Placement(3, (4,))) == 3 + 1 + 4
    cases = [
        (Placement(0), "edges", {"most": 6, "edges": "0"}),
        (Placement(7), "edges", {"most": 6, "edges": "7"}),
        (Placement(2, (4, 0)), "surface", {"size": "0"}),
        (Placement(points=0), "placement-nothing", {}),
        (Placement(), "placement-nothing", {}),
        (Placement(points=491), "placement-points", {"most": 490}),
        (Placement(1, (481,)), "placement-squares", {"most": 480}),
    ]
    for placement, code, values in cases:
        with pytest.raises(SheetError) as asked:
            sheet.placement_points(placement)
        assert (asked.value.code, asked.value.values, asked.value.entry) == (code, values, None)
        for k, turn in enumerate([(placement,), (Placement(3), placement)]):
            with pytest.raises(SheetError) as refused:
                sheet.add(ColourTurn(turn))
            assert (refused.value.code, refused.value.entry) == (code, 0)
            assert refused.value.values == {**values, "placement": k + 1}
    assert sheet.entries == [] and not sheet.can_undo


def test_the_seat_of_each_colour_turn() -> None:
    sheet = Sheet.colour(("Ann", "Bob", "Cy"), 60, first=2)
    assert [sheet.seat_of_turn(i) for i in range(5)] == [2, 0, 1, 2, 0]
    for index in range(4):
        assert sheet.next_seat() == sheet.seat_of_turn(index)
        line = sheet.add(ColourTurn((Placement(1),)))
        assert line.seat == sheet.seat_of_turn(index)
