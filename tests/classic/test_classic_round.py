"""One round of the classic engine, rule by rule (§A3–§A9, reason codes of §B5)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_classic_support import act, legal_texts, make, refused, state_of

from figures.classic.actions import PASS, Play
from figures.classic.tiles import tile
from figures.core.errors import IllegalMoveError

# --------------------------------------------------------------------------- leads


def test_the_highest_double_leads_by_rule() -> None:
    game = make("block", 2, [["1-2", "3-3", "0-5"], ["4-4", "6-5", "0-0"]])
    assert game.turn == 1 and game.lead_by_rule
    assert legal_texts(game) == ["4-4"]
    assert refused(game, "6-5") == "wrong-lead"
    assert refused(game, "3-3") == "not-in-hand"
    assert refused(game, "4-4@L") == "no-such-end"
    assert refused(game, "draw") == "no-drawing"
    assert refused(game, "pass") == "must-play"
    step = act(game, "4-4")
    assert step.seat == 1 and game.turn == 0 and game.layout.ends == {"L": 4, "R": 4}


def test_no_double_redeals_every_action() -> None:
    game = make("block", 2, [["1-2", "3-4"], ["5-6", "0-1"]])
    assert game.redeal and game.legal_actions() == []
    for text in ["1-2", "5-6", "draw", "pass", "1-2@L"]:
        assert refused(game, text) == "redeal"


def test_no_double_leads_the_heaviest_tile() -> None:
    game = make("block-points", 2, [["1-2", "3-6"], ["5-4", "0-1"]])
    assert game.turn == 0 and legal_texts(game) == ["3-6"]
    assert refused(game, "1-2") == "wrong-lead"
    act(game, "6-3")
    assert game.layout.ends == {"L": 6, "R": 3}


def test_a_free_lead_takes_any_tile_and_lead_any_is_the_first_seat() -> None:
    game = make("block-points", 2, [["1-2", "6-6"], ["5-4", "0-1"]], leader=1)
    assert game.turn == 1 and sorted(legal_texts(game)) == ["0-1", "4-5"]
    act(game, "5-4")
    assert game.layout.ends == {"L": 5, "R": 4}
    fives = make("all-fives", 3, [["1-2"], ["5-4", "2-2"], ["6-6"]], first=1)
    assert fives.turn == 1 and sorted(legal_texts(fives)) == ["2-2", "4-5"]


def test_after_the_lead_a_play_needs_an_open_end() -> None:
    game = make("block", 2, [["1-2", "3-3"], ["3-4", "6-5"]], ["3-3"], turn=1)
    assert refused(game, "3-4") == "no-such-end"
    assert refused(game, "3-4@U") == "no-such-end"
    assert refused(game, "6-5@L") == "no-match"
    assert refused(game, "1-2@L") == "not-in-hand"
    assert sorted(legal_texts(game)) == ["3-4@L", "3-4@R"]
    step = act(game, "4-3@R")
    assert str(step.action) == "3-4@R" and game.layout.ends["R"] == 4


# --------------------------------------------------------------------------- passing and drawing


def test_block_passes_only_when_it_cannot_play() -> None:
    game = make("block", 2, [["1-2", "6-0"], ["0-5", "4-3", "2-2"]], ["6-6"], turn=1)
    assert legal_texts(game) == ["pass"]
    assert refused(game, "draw") == "no-drawing"
    act(game, "pass")
    assert game.turn == 0 and not game.over
    assert refused(game, "pass") == "must-play"


def test_draw_until_playable_then_play_it() -> None:
    game = make("draw", 2, [["1-2"], ["0-5", "4-3"]], ["6-6"], ["1-1", "2-6", "3-3"], turn=1)
    assert refused(game, "pass") == "must-draw"
    assert refused(game, "6-2@L") == "not-in-hand"
    step = act(game, "draw")
    assert step.drew == tile(1, 1) and game.turn == 1
    assert legal_texts(game) == ["draw"]
    act(game, "draw")
    assert sorted(legal_texts(game)) == ["6-2@L", "6-2@R"]
    assert refused(game, "draw") == "must-play"
    assert refused(game, "pass") == "must-play"
    act(game, "6-2@L")
    assert game.turn == 0


def test_an_empty_stock_or_the_reserve_lets_the_seat_pass() -> None:
    game = make("draw", 2, [["1-2"], ["0-5", "4-3"]], ["6-6"], ["1-1"], turn=1, reserve=1)
    assert refused(game, "draw") == "stock-empty"
    assert legal_texts(game) == ["pass"]
    act(game, "pass")
    assert game.turn == 0


def test_the_table_being_empty_forbids_drawing() -> None:
    game = make("draw", 2, [["6-6", "1-2"], ["0-5", "4-3"]], [], ["1-1"])
    assert refused(game, "draw") == "must-play"


# --------------------------------------------------------------------------- the end of a round


def test_going_out_wins_the_round() -> None:
    game = make("block", 2, [["6-1"], ["6-5", "4-3"]], ["6-6"], turn=1)
    act(game, "6-5@L")
    step = act(game, "6-1@R")
    assert step.seat == 0 and game.over and game.next_seat() is None
    result = game.result
    assert result is not None
    assert (result.how, result.winner, result.pips, result.points) == ("out", 0, (0, 7), (1, 0))
    assert result.game_over and result.game_winners == (0,) and result.next_lead is None
    assert refused(game, "pass") == "round-over"


def test_blocked_at_once_when_nobody_can_play() -> None:
    game = make("block", 2, [["6-6", "1-2"], ["6-5", "3-4"]])
    act(game, "6-6")
    act(game, "6-5@L")
    result = game.result
    assert result is not None and result.how == "blocked" and result.winner == 0
    assert result.pips == (3, 7) and result.points == (1, 0) and result.game_winners == (0,)


def test_a_blocked_tie_is_a_drawn_block_game() -> None:
    game = make("block", 2, [["6-6", "1-2"], ["6-5", "0-3"]])
    act(game, "6-6")
    act(game, "6-5@L")
    result = game.result
    assert result is not None and result.winner is None and result.points == (0, 0)
    assert result.game_over and result.game_winners == (0, 1)


def test_opponents_scoring_and_the_winner_leads_next() -> None:
    game = make("block-points", 3, [["6-6", "1-2"], ["6-5", "3-4"], ["0-2", "1-1"]])
    act(game, "6-6")
    act(game, "6-5@L")
    result = game.result
    assert result is not None and result.winner == 0
    assert result.points == (7 + 4, 0, 0) and result.next_lead == 0 and not result.game_over


def test_opponents_tie_scores_nothing_and_leads_the_same() -> None:
    game = make("block-points", 2, [["6-6", "1-2"], ["6-5", "0-3"]])
    act(game, "6-6")
    act(game, "6-5@L")
    result = game.result
    assert result is not None and result.points == (0, 0) and result.next_lead == "same"


def test_difference_scoring_blocked_and_out() -> None:
    game = make("draw-5", 3, [["6-6", "1-2"], ["6-5", "3-4"], ["0-1", "0-3"]])
    act(game, "6-6")
    assert set(game.layout.ends) == {"L", "R", "6-6.U", "6-6.D"}
    act(game, "6-5@L")
    result = game.result
    assert result is not None and result.how == "blocked" and result.winner == 0
    assert result.points == (4 + 1, 0, 0) and result.next_lead == "rule"
    out = make("draw-5", 2, [["6-1"], ["6-5", "4-3"]], ["6-6"], turn=1)
    act(out, "6-5@L")
    act(out, "6-1@R")
    assert out.result is not None and out.result.points == (7, 0)


def test_teams_score_team_totals_and_the_lighter_partner_leads() -> None:
    game = make(
        "block-points",
        4,
        [["6-6", "1-2"], ["6-5", "3-4"], ["0-1", "0-0"], ["2-2", "1-1"]],
        teams=True,
    )
    act(game, "6-6")
    act(game, "6-5@L")
    result = game.result
    assert result is not None and result.winner == 0 and result.pips == (3, 7, 1, 6)
    assert result.points == (13, 0) and result.next_lead == 2


def test_all_pips_counts_every_hand() -> None:
    game = make(
        "block-teams",
        4,
        [["6-6", "1-2"], ["6-5", "3-4"], ["0-1", "0-0"], ["2-2", "1-1"]],
        scoring="all-pips",
    )
    act(game, "6-6")
    act(game, "6-5@L")
    assert game.result is not None and game.result.points == (17, 0)


def test_penalty_scores_every_side_its_own_pips_even_tied() -> None:
    game = make("block-points", 2, [["6-6", "1-2"], ["6-5", "0-3"]], scoring="penalty")
    act(game, "6-6")
    act(game, "6-5@L")
    assert game.result is not None and game.result.points == (3, 3)


def test_fives_rounds_the_opponents_once() -> None:
    for held, award in [(["6-6"], 10), (["6-6", "0-1"], 15), (["0-2"], 0), (["0-3"], 5)]:
        game = make("all-fives", 2, [["4-4"], held], ["3-4"], turn=0)
        act(game, "4-4@R")
        assert game.result is not None and game.result.points == (award, 0)
        assert game.result.next_lead == 0


def test_three_players_share_the_third_total_in_halves() -> None:
    game = make(
        "all-fives",
        3,
        [["6-1", "2-2"], ["0-4"], ["5-5", "0-3"]],
        ["6-6"],
        turn=0,
        scores=[20, 35, 10],
    )
    act(game, "6-1@L")
    result = game.result
    assert result is not None and result.how == "blocked" and result.winner is None
    assert result.points == (Fraction(15, 2), Fraction(15, 2), 0)
    assert result.scores == (Fraction(55, 2), Fraction(85, 2), 10)
    assert result.to_json()["scores"] == [27.5, 42.5, 10]
    assert result.next_lead == "lot"


def test_three_equal_or_four_players_share_nothing() -> None:
    game = make("all-fives", 3, [["6-1", "4-4"], ["3-5"], ["2-2", "0-4"]], ["6-6"], turn=0)
    act(game, "6-1@L")
    assert game.result is not None and game.result.points == (0, 0, 0)


# --------------------------------------------------------------------------- the All Fives count


def test_the_lead_counts_once() -> None:
    for lead, points in [("5-5", 10), ("3-2", 5), ("6-6", 0), ("4-1", 5)]:
        game = make("all-fives", 2, [[lead, "0-0"], ["1-2"]])
        assert act(game, lead).points == points


def test_the_spinner_before_and_after_both_sides_are_covered() -> None:
    game = make("all-fives", 2, [["6-2", "6-1", "0-0"], ["1-1"]], ["3-4", "4-6@R", "6-6@R"], turn=0)
    assert game.layout.fives_count() == 3 + 12
    assert refused(game, "6-1@6-6.U") == "spinner-sides-first"
    assert refused(game, "0-0@4-4.U") == "no-such-end"
    assert act(game, "6-2@R").points == 5
    assert "6-6.U" in game.layout.ends
    game.turn = 0
    assert act(game, "6-1@6-6.U").points == 0  # 3 + 2 + 1


def test_a_lead_spinner_covered_both_ways_and_its_arms() -> None:
    game = make(
        "all-fives",
        3,
        [["6-1", "3-3"], ["6-4", "2-2", "1-0"], ["5-5", "4-2"]],
        ["6-6", "6-5@L"],
        turn=0,
        scores=[20, 35, 10],
    )
    assert game.layout.fives_count() == 5 + 12
    assert refused(game, "6-1@6-6.U") == "spinner-sides-first"
    assert act(game, "6-1@R").points == 0
    assert refused(game, "5-5@L") == "not-in-hand"
    step = act(game, "6-4@6-6.U")
    assert step.points == 10 and game.scores == (20, 45, 10) and game.turn == 2


def test_later_doubles_count_both_halves_at_an_end() -> None:
    game = make("all-fives", 2, [["3-3", "6-4"], ["1-1", "0-5"]], ["6-6", "6-3@L", "6-1@R"], turn=0)
    assert act(game, "3-3@L").points == 0  # 6 + 1
    game.turn = 0
    assert act(game, "6-4@6-6.U").points == 0  # 6 + 1 + 4 = 11
    assert game.layout.fives_count() == 11


def test_instant_win_in_play_does_not_count_the_hands() -> None:
    game = make("all-fives", 2, [["4-2"], ["6-6"]], ["3-4"], turn=0, scores=[245, 0])
    step = act(game, "4-2@R")
    result = game.result
    assert step.points == 5 and result is not None
    assert (result.how, result.winner, result.points, result.scores) == (
        "target",
        0,
        (0, 0),
        (250, 0),
    )
    assert result.game_over and result.game_winners == (0,) and result.next_lead is None


def test_tied_leaders_play_on_until_one_leads() -> None:
    game = make(
        "all-fives",
        3,
        [["0-0", "6-6"], ["1-1"], ["5-0", "2-2"]],
        ["5-5"],
        turn=2,
        scores=[200, 200, 0],
    )
    assert act(game, "5-0@L").points == 10
    assert not game.over and game.scores == (200, 200, 10)
    assert act(game, "0-0@L").points == 10
    assert game.result is not None and game.result.how == "target"
    assert game.result.game_winners == (0,)


def test_an_end_of_round_award_can_win_at_once() -> None:
    game = make("all-fives", 2, [["4-4"], ["6-6"]], ["3-4"], turn=0, scores=[240, 100])
    act(game, "4-4@R")
    result = game.result
    assert result is not None and result.how == "out" and result.game_over
    assert result.scores == (250, 100) and result.game_winners == (0,)


# --------------------------------------------------------------------------- all doubles


def test_every_double_opens_two_arms() -> None:
    game = make("draw-5", 2, [["3-5", "5-2", "1-1"], ["5-5", "0-4", "1-2"]], ["3-3"], turn=0)
    assert game.layout.ends == {"L": 3, "R": 3, "3-3.U": 3, "3-3.D": 3}
    act(game, "3-5@3-3.U")
    act(game, "5-5@3-3.U")
    assert game.layout.ends["5-5.U"] == 5 and game.layout.ends["3-3.U"] == 5
    act(game, "5-2@5-5.D")
    assert game.layout.ends["5-5.D"] == 2


# --------------------------------------------------------------------------- Mexican Train


def test_trains_start_at_the_engine_of_each_round() -> None:
    game = make("mexican-train", 3, [["12-1"], ["11-2"], ["0-0"]], stock=["3-4"])
    assert game.layout.ends == {"p0": 12, "p1": 12, "p2": 12, "mex": 12} and game.turn == 0
    later = make("mexican-train", 3, [["12-1"], ["11-2"], ["0-0"]], number=2, first=1)
    assert later.engine == tile(11, 11) and later.turn == 2
    assert later.layout.ends["mex"] == 11


def test_markers_open_and_close_trains() -> None:
    game = make(
        "mexican-train",
        3,
        [["12-1", "5-6"], ["11-2", "12-3"], ["0-0", "9-9"]],
        stock=["3-4", "7-8"],
        turn=0,
    )
    assert refused(game, "12-1@p1") == "train-closed"
    assert refused(game, "12-1@p7") == "no-such-end"
    assert sorted(legal_texts(game)) == ["12-1@mex", "12-1@p0"]
    act(game, "12-1@p0")
    act(game, "12-3@p1")
    assert refused(game, "pass") == "must-draw"
    act(game, "draw")
    assert refused(game, "draw") == "already-drew"
    assert legal_texts(game) == ["pass"]
    act(game, "pass")
    assert game.markers == 1 << 2 and game.turn == 0
    assert refused(game, "1-1@p1") == "not-in-hand"


def test_a_marked_train_is_open_and_playing_on_your_own_lifts_the_marker() -> None:
    game = make(
        "mexican-train",
        2,
        [["12-1", "5-6"], ["1-2", "12-3"]],
        ["12-4@p0"],
        ["3-4"],
        turn=1,
        markers=[0],
    )
    assert refused(game, "12-3@p0") == "no-match"
    assert "12-3@p1" in legal_texts(game)
    act(game, "12-3@p1")
    assert game.markers == 1
    game2 = make(
        "mexican-train",
        2,
        [["12-1", "4-6"], ["1-2", "12-3"]],
        ["12-4@p0"],
        ["3-4"],
        turn=0,
        markers=[0],
    )
    act(game2, "4-6@p0")
    assert game2.markers == 0


def test_a_double_must_be_covered_across_seats() -> None:
    game = make(
        "mexican-train",
        3,
        [["12-5", "5-5", "1-2"], ["5-3", "12-9", "10-11"], ["6-6", "7-8"]],
        stock=["0-1", "0-2", "0-3"],
        turn=0,
    )
    act(game, "12-5@mex")
    act(game, "12-9@p1")
    game.turn = 0
    act(game, "5-5@mex")
    assert game.turn == 0 and game.layout.uncovered == "mex"
    assert legal_texts(game) == ["draw"]
    act(game, "draw")
    assert legal_texts(game) == ["pass"]
    act(game, "pass")
    assert game.turn == 1 and game.markers == 1
    assert refused(game, "9-5@p1") == "not-in-hand"
    assert refused(game, "12-9@p1") == "not-in-hand"
    assert legal_texts(game) == ["5-3@mex"]
    act(game, "5-3@mex")
    assert game.layout.uncovered is None and game.turn == 2


def test_covering_is_allowed_on_a_train_without_marker() -> None:
    game = make(
        "mexican-train",
        2,
        [["12-5", "5-5", "1-2"], ["5-3", "9-10"]],
        ["12-4@p1", "4-5@p1"],
        ["0-1"],
        turn=0,
    )
    assert refused(game, "5-5@p1") == "train-closed"
    act(game, "12-5@p0")
    game.turn = 0
    act(game, "5-5@p0")
    assert refused(game, "1-2@mex") == "must-cover-double"
    act(game, "draw")
    act(game, "pass")
    assert refused(game, "9-10@p1") == "must-cover-double"
    act(game, "5-3@p0")
    line = make("mexican-train", 2, [["4-6", "1-2"], ["5-3"]], ["12-4@p1", "4-4@p1"], turn=0)
    assert line.layout.uncovered == "p1"
    assert legal_texts(line) == ["4-6@p1"]


def test_going_out_on_a_double_ends_the_round() -> None:
    game = make("mexican-train", 2, [["4-4"], ["5-3", "9-10"]], ["12-4@p0"], ["0-1"], turn=0)
    act(game, "4-4@p0")
    result = game.result
    assert result is not None and result.how == "out" and result.points == (0, 27)
    assert result.next_lead == 1


# --------------------------------------------------------------------------- Matador


def test_matador_sums_to_seven() -> None:
    game = make("matador", 2, [["4-1", "3-1", "3-3"], ["0-5", "6-6"]], ["3-5"], ["1-2"], turn=0)
    assert refused(game, "3-1@L") == "no-match"
    step = act(game, "4-1@L")
    assert str(step.action) == "4-1@L" and game.layout.ends["L"] == 1


def test_doubles_join_by_their_number_in_matador() -> None:
    game = make("matador", 2, [["3-3", "1-2"], ["0-5"]], ["4-5"], ["1-2"], turn=0)
    act(game, "3-3@L")
    assert game.layout.ends["L"] == 3


def test_matadors_go_either_way_and_on_a_blank_end() -> None:
    game = make(
        "matador", 2, [["4-3", "2-2", "0-0", "6-1"], ["0-5", "6-6"]], ["0-6"], ["1-2"], turn=0
    )
    assert refused(game, "2-2@L") == "no-match"
    texts = legal_texts(game)
    assert {"3-4@L", "4-3@L", "0-0@L", "1-6@L", "6-1@L"} <= set(texts)
    act(game, "4-3@L")
    assert game.layout.ends["L"] == 3
    game.turn = 0
    act(game, "6-1@R")
    assert game.layout.ends["R"] == 1


def test_matadors_are_optional_while_a_tile_can_be_drawn() -> None:
    game = make("matador", 2, [["4-3", "2-2"], ["0-5", "6-6"]], ["0-6"], ["1-2"], turn=0)
    assert legal_texts(game)[-1] == "draw"
    assert refused(game, "pass") == "must-draw"
    act(game, "draw")
    empty = make("matador", 2, [["4-3", "2-2"], ["0-5", "6-6"]], ["0-6"], [], turn=0)
    assert refused(empty, "draw") == "must-play"
    assert refused(empty, "pass") == "must-play"
    strict = make(
        "matador",
        2,
        [["4-3", "2-2"], ["0-5", "6-6"]],
        ["0-6"],
        ["1-2"],
        turn=0,
        matador_optional=False,
    )
    assert refused(strict, "draw") == "must-play"


# --------------------------------------------------------------------------- undo and views


def test_undo_restores_everything() -> None:
    game = make("draw", 2, [["1-2"], ["0-5", "4-3"]], ["6-6"], ["1-1", "2-6", "3-3"], turn=1)
    before = state_of(game)
    for text in ["draw", "draw", "6-2@L", "1-2@L"]:
        act(game, text)
    for _ in range(4):
        game.undo()
    assert state_of(game) == before


def test_a_seat_sees_its_hand_and_counts() -> None:
    game = make("draw", 2, [["1-2"], ["0-5", "4-3"]], ["6-6"], ["1-1", "2-6"], turn=1)
    act(game, "draw")
    view = game.view(0)
    assert view.hand == (tile(1, 2),) and view.hand_counts == (1, 3) and view.stock_count == 1
    assert view.history[0][0] == 1 and str(view.history[0][1]) == "draw"


# --------------------------------------------------------------------------- the order of checks


def test_reasons_come_in_the_spec_order() -> None:
    game = make("block", 2, [["1-2", "3-3"], ["4-4", "0-0"]])
    assert refused(game, "5-5@Q") == "not-in-hand"  # before no-such-end
    assert refused(game, "3-3@L") == "not-in-hand"
    assert refused(game, "0-0@L") == "no-such-end"  # an end on an empty table, before wrong-lead
    redeal = make("block", 2, [["1-2"], ["4-5"]])
    assert refused(redeal, "6-6@L") == "redeal"  # before not-in-hand
    trains = make(
        "mexican-train",
        3,
        [["12-5", "1-2"], ["3-4", "9-10"], ["6-6", "7-8"]],
        ["12-4@p1", "4-4@p1"],
        turn=0,
    )
    assert refused(trains, "1-2@p9") == "no-such-end"
    assert refused(trains, "1-2@p2") == "must-cover-double"  # before train-closed
    assert refused(trains, "1-2@p1") == "no-match"  # covering: no train-closed
    closed = make("mexican-train", 3, [["12-5", "1-2"], ["3-4"], ["6-6"]], ["12-4@p1"], turn=0)
    assert refused(closed, "1-2@p1") == "train-closed"  # before no-match
    fives = make("all-fives", 2, [["6-1", "2-3"], ["1-1"]], ["6-6"], turn=0)
    assert refused(fives, "2-3@6-6.U") == "spinner-sides-first"  # before no-match
    over = make("block", 2, [["6-1"], ["6-5", "4-3"]], ["6-6"], turn=1)
    act(over, "6-5@L")
    act(over, "1-6@R")
    assert refused(over, "4-4@L") == "round-over"  # before not-in-hand


def test_draw_reasons_in_order() -> None:
    block = make("block", 2, [["1-2"], ["0-5", "4-3"]], ["6-6"], turn=0)
    assert refused(block, "draw") == "no-drawing"
    draw = make("draw", 2, [["6-2"], ["0-5", "4-3"]], ["6-6"], [], turn=0)
    assert refused(draw, "draw") == "must-play"  # before stock-empty
    trains = make("mexican-train", 2, [["1-2", "3-5"], ["0-5"]], stock=["3-3", "4-4"], turn=0)
    act(trains, "draw")
    assert refused(trains, "draw") == "already-drew"
    stuck = make("mexican-train", 2, [["1-2", "3-5"], ["0-5"]], stock=["3-3"], turn=0, reserve=1)
    assert refused(stuck, "draw") == "stock-empty"
    assert legal_texts(stuck) == ["pass"]


def test_draw_one_must_play_what_it_drew() -> None:
    game = make("mexican-train", 2, [["1-2", "3-5"], ["0-5"]], stock=["12-4", "4-4"], turn=0)
    step = act(game, "draw")
    assert step.drew == tile(4, 12) and game.turn == 0
    assert refused(game, "pass") == "must-play"
    assert sorted(legal_texts(game)) == ["12-4@mex", "12-4@p0"]
    act(game, "12-4@p0")
    assert game.turn == 1 and game.draws == 0


def test_preview_judges_without_playing() -> None:
    game = make("all-fives", 2, [["4-2"], ["6-6"]], ["3-4"], turn=0, scores=[245, 0])
    before = state_of(game)
    step, result = game.preview(game.legal_actions()[0])
    assert step.points == 5 and result is not None and result.how == "target"
    assert state_of(game) == before


def test_a_copy_is_independent() -> None:
    game = make("draw", 2, [["1-2"], ["0-5", "4-3"]], ["6-6"], ["1-1", "2-6", "3-3"], turn=1)
    act(game, "draw")
    before = state_of(game)
    other = game.copy()
    assert state_of(other) == before
    act(other, "draw")
    act(other, "6-2@L")
    other.undo()
    other.undo()
    other.undo()
    assert state_of(game) == before and state_of(other) != before
    game.undo()
    assert state_of(game) != before


def test_a_matador_is_optional_only_in_place_of_an_allowed_draw() -> None:
    game = make(
        "matador",
        2,
        [["4-3", "2-2"], ["0-5", "6-6"]],
        ["0-6"],
        ["2-5", "1-1"],
        turn=0,
        cannot_play="draw-one",
    )
    assert legal_texts(game)[-1] == "draw"
    act(game, "draw")  # 2-5 joins neither end (0 takes a matador only, 6 takes a 1)
    assert "draw" not in legal_texts(game) and "pass" not in legal_texts(game)
    assert refused(game, "draw") == "must-play"
    assert refused(game, "pass") == "must-play"


def test_apply_plays_a_listed_action_as_listed_and_judges_any_other() -> None:
    """``apply`` finds an action in ``legal_actions`` before judging it: what it logs and what
    it refuses are those of ``check``."""
    game = make("block", 2, [["6-6", "6-1", "2-3"], ["5-5", "1-1", "0-0"]])
    act(game, "6-6")
    assert game.legal_actions() == [PASS]  # seat 1 holds no 6
    act(game, "pass")
    t = tile(1, 6)
    written = Play(t, "R", 1)  # the wrong half named: not as listed, yet check accepts it
    assert written not in game.legal_actions() and game.check(written) == Play(t, "R", 6)
    assert game.apply(written).action == Play(t, "R", 6)
    game.undo()
    listed = game.legal_actions()[0]
    assert game.apply(listed).action is listed
    game.undo()
    before = state_of(game)
    for bad in (Play(True, "L", 6), Play(t, ["R"], 6), Play(tile(2, 3), "L", 6), PASS):  # type: ignore[arg-type]
        with pytest.raises(IllegalMoveError):
            game.apply(bad)
        assert state_of(game) == before
