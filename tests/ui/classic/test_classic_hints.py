"""Hints for a human seat of a classic game: the hard player's best plays, best first, with
what each scores now and why it ranks there."""

from __future__ import annotations

import pytest
from test_classic_ai import positions
from test_classic_support import act, make

from figures.ai.classic import DecisionCancelled, classic_player, plays_of
from figures.ai.classic_hints import ClassicHint, Reason, hints
from figures.ai.classic_search import HardClassicPlayer
from figures.ai.common import Control
from figures.classic.actions import PASS, Lead, Play
from figures.classic.game import Game, SeededChance
from figures.classic.rules import PRESETS, Rules
from figures.classic.tiles import PIPS, TEXT, parse_tile


@pytest.mark.parametrize("name", list(PRESETS))
def test_hints_are_legal_plays_best_first(name: str) -> None:
    rules = Rules.preset(name, 4 if name in ("block-teams", "mexican-train") else 2)
    shown_any = False
    for r in positions(rules, 13, 2):
        legal = r.legal_actions()
        view = r.view(r.turn)
        shown = hints(view, legal, rules, count=4)
        plays = plays_of(legal)
        assert len(shown) == min(4, len(plays))
        assert [h.value for h in shown] == sorted((h.value for h in shown), reverse=True)
        assert len({h.action for h in shown}) == len(shown)
        for hint in shown:
            assert isinstance(hint, ClassicHint) and hint.action in plays
            assert hint.tile == hint.action.tile
            assert hint.points == r.preview(hint.action)[0].points
            assert hint.text.startswith(TEXT[hint.tile]) and "\n" not in hint.text
            assert hint.end == (hint.action.end if isinstance(hint.action, Play) else "")
            shown_any = True
        assert r.view(r.turn) == view
    assert shown_any


def test_the_best_hint_is_the_hard_players_choice() -> None:
    for name in ("all-fives", "draw", "block-teams"):
        rules = Rules.preset(name, 4 if name == "block-teams" else 2)
        for r in positions(rules, 19, 2):
            legal = r.legal_actions()
            view = r.view(r.turn)
            choice = classic_player("hard", 5, rules).choose(view, legal)
            if isinstance(choice, Play | Lead):
                assert hints(view, legal, rules, count=1, seed=5)[0].action == choice


def test_what_a_hint_says_and_scores() -> None:
    # All Fives. Seat 1 draws on the ends 0 and 5 of the lead 0-5 (so the tiles it held then
    # have neither), draws 0-6 and plays it: the table shows 6 and 5.
    r = make(
        "all-fives", 2, [["5-5", "6-4", "6-6", "6-3", "5-4"], ["1-1", "2-2", "3-3"]], ["0-5"],
        ["0-6", "4-4", "0-1"], turn=1,
    )  # fmt: skip
    act(r, "draw")
    act(r, "6-0@L")
    shown = hints(r.view(0), r.legal_actions(), r.rules, count=10)
    by_play = {f"{TEXT[h.tile]}@{h.end}": h for h in shown}
    scoring = by_play["4-5@R"]
    assert scoring.points == 10 and Reason("scores", 10) in scoring.reasons  # 6 + 4
    assert "scores 10 now" in scoring.text
    double = by_play["5-5@R"]
    assert double.points == 0  # 6 + 10 is no multiple of 5
    assert Reason("double", 5) in double.reasons
    assert Reason("blocks-next", 5) in double.reasons  # seat 1 drew on a 5
    assert "gets the double 5 away" in double.text and "next player has none" in double.text
    assert Reason("blocks-next", 4) not in scoring.reasons  # it showed nothing about 4s
    heavy = by_play["6-6@L"]
    left = sum(PIPS[parse_tile(t, 6)] for t in ("5-5", "6-4", "6-3", "5-4"))
    assert Reason("sheds-weight", 12, left) in heavy.reasons
    assert heavy.text.startswith("6-6 on L: ") and "sheds a heavy tile (12 pips" in heavy.text


def test_keeping_a_number_and_going_out_are_said() -> None:
    r = make(
        "block-points", 2, [["4-2", "2-2", "2-5", "2-6"], ["0-0", "1-1"]], ["4-4"], turn=0,
    )  # fmt: skip
    shown = hints(r.view(0), r.legal_actions(), r.rules, count=5)
    assert shown and all(h.action.tile == parse_tile("4-2", 6) for h in shown)
    assert Reason("keeps-number", 2, 3) in shown[0].reasons
    assert "keeps 2s open (you hold 3 more)" in shown[0].text
    r = make("block-points", 2, [["4-2"], ["0-0", "1-1"]], ["4-4"], turn=0)
    (only, *_) = hints(r.view(0), r.legal_actions(), r.rules)
    assert Reason("goes-out") in only.reasons and "empties your hand" in only.text


def test_matador_and_train_reasons() -> None:
    r = make("matador", 2, [["6-1", "4-2", "5-5"], ["0-0", "3-3"]], ["3-3"], ["1-1"], turn=0)
    shown = {h.tile: h for h in hints(r.view(0), r.legal_actions(), r.rules, count=9)}
    assert Reason("matador") in shown[parse_tile("6-1", 6)].reasons
    assert Reason("keeps-matador", 0, 1) in shown[parse_tile("4-2", 6)].reasons
    hands = [["12-5", "12-3", "5-5", "5-1"], ["0-0", "1-1"], ["2-2", "2-3"], ["4-4", "4-3"]]
    r = make("mexican-train", 4, hands, [], ["0-1", "0-2", "0-3"])
    shown_list = hints(r.view(0), r.legal_actions(), r.rules, count=9)
    own = [h for h in shown_list if h.end == "p0"]
    assert own and all(Reason("own-train") in h.reasons for h in own)
    assert "grows your own train" in own[0].text


def test_no_hints_without_a_play_and_hints_can_be_cancelled() -> None:
    rules = Rules.preset("draw", 2)
    game = Game(rules, SeededChance(1))
    assert hints(game.view(game.turn), [PASS], rules) == []
    legal = game.legal_actions()
    assert hints(game.view(game.turn), legal, rules, count=0) == []
    r = next(positions(rules, 13, 1))
    with pytest.raises(DecisionCancelled):
        hints(r.view(r.turn), r.legal_actions(), rules, cancelled=lambda: True)


#: All Fives: the spinner 0-0 led, 0-1 on its left, 0-5 then 5-2 on its right; its arms are
#: open. Seat 0 may play 0-2 on an arm for 5 now (1 + 2 + 2), or 0-2 on the right end, 0-6
#: on an arm (1 + 2 + 6 = 9) for nothing: the hard player ranks these above the 5.
PASSED_UP = (
    [["0-2", "0-6", "6-6", "3-6", "4-6", "3-3", "4-4"],
     ["1-1", "4-5", "1-2", "5-6", "2-4", "0-4", "2-3"]],
    ["0-0", "0-1@L", "0-5@R", "5-2@R"],
    ["1-3", "1-4", "1-5", "1-6", "2-2", "2-6", "3-4", "3-5", "5-5", "0-3"],
)  # fmt: skip


def test_a_hint_that_scores_less_now_says_what_it_buys_by_the_search() -> None:
    hands, line, stock = PASSED_UP
    r = make("all-fives", 2, hands, line, stock, turn=0)
    view, legal = r.view(0), r.legal_actions()
    shown = hints(view, legal, r.rules, count=10)
    by_play = {f"{TEXT[h.tile]}@{h.end}": h for h in shown}
    assert by_play["0-2@0-0.U"].points == by_play["0-2@0-0.D"].points == 5
    assert by_play["0-6@0-0.U"].points == by_play["0-2@R"].points == 0
    assert shown[0].points == 0  # the best hint passes up 5 points now
    # What each hint buys, from the search's own means: the others' points it denies, and
    # the seat's points after the play that it adds, against the best-ranked play scoring 5.
    explained = dict(HardClassicPlayer(0, r.rules).explained(view, legal, Control(None, None)))
    five = next(h for h in shown if h.points == 5)
    _, five_mine, five_theirs = explained[five.action]
    for hint in shown:
        trades = [reason for reason in hint.reasons if reason.code == "trade"]
        if hint.points == 5:
            assert not trades
            continue
        (trade,) = trades
        assert hint.reasons[0] == trade and trade.other == five.action and trade.number == 5
        value, mine, theirs = explained[hint.action]
        assert value == hint.value > explained[five.action][0]
        assert trade.count == max(0, round(five_theirs - theirs))
        assert trade.more == max(0, round((mine - hint.points) - (five_mine - 5)))
        assert hint.text.startswith(f"{TEXT[hint.tile]} on {hint.end}: {TEXT[five.tile]} on ")
        assert "scores 5 now, but this " in hint.text
    six = by_play["0-6@0-0.U"]
    (trade,) = [reason for reason in six.reasons if reason.code == "trade"]
    assert trade.count > 0 and trade.more > 0  # it denies points and keeps some: both said
    assert trade.text() == (
        f"{TEXT[five.tile]} on {five.end} scores 5 now, but this leaves your opponents about "
        f"{trade.count} points less and you {trade.more} points more this round"
    )


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Hint: 0-6 on the arm above 0-0: 0-2 on the arm {where} 0-0 scores 5 now, but this "
             "leaves your opponents about {fewer} points less and you {more} points more this "
             "round; keeps 6s open"),
     ("fr", "Conseil\u00a0: 0-6 sur la branche au-dessus du 0-0\u00a0: 0-2 sur la branche "
            "{where} 0-0 "
            "marque 5 tout de suite, mais celui-ci laisse à vos adversaires environ {fewer} "
            "points de moins et vous en garde {more} points de plus dans la manche\u202f; "
            "garde des "
            "6 ouverts")],
)  # fmt: skip
def test_what_a_hint_buys_is_said_in_english_and_french(language: str, words: str) -> None:
    from figures.texts.i18n import set_language
    from figures.ui.classic import presenter

    hands, line, stock = PASSED_UP
    r = make("all-fives", 2, hands, line, stock, turn=0)
    six = next(
        h for h in hints(r.view(0), r.legal_actions(), r.rules, count=10)
        if TEXT[h.tile] == "0-6" and h.end == "0-0.U"
    )  # fmt: skip
    (trade,) = [reason for reason in six.reasons if reason.code == "trade"]
    assert isinstance(trade.other, Play)
    where = {"en": {"U": "above", "D": "below"}, "fr": {"U": "au-dessus du", "D": "sous le"}}
    set_language(language)
    try:
        text = presenter.hint_text(six, ["You", "Bob"])
    finally:
        set_language("en")
    side = trade.other.end.rpartition(".")[2]
    expected = words.format(where=where[language][side], fewer=trade.count, more=trade.more)
    assert text.startswith(expected), text


def test_every_hint_below_the_best_score_now_names_what_it_buys() -> None:
    rules = Rules.preset("all-fives", 2)
    checked = 0
    for seed in range(1, 12):
        for r in positions(rules, seed, 3):
            legal = r.legal_actions()
            shown = hints(r.view(r.turn), legal, rules, count=3)
            if not shown:
                continue
            most = max(r.preview(a)[0].points for a in plays_of(legal))
            for hint in shown:
                trades = [reason for reason in hint.reasons if reason.code == "trade"]
                assert len(trades) == (hint.points < most)
                if trades:
                    other = trades[0].other
                    assert other is not None and r.preview(other)[0].points == most
                    assert trades[0].number == most and hint.reasons[0] == trades[0]
                    checked += 1
    assert checked >= 5
