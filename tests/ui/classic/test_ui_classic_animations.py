"""The classic screen's animations that explain (a drawn tile flies from the stock and stays
marked, the All Fives count pops, the sounds cued) and the glitches fixed with them (the
others' hands named when there is one, the player's own draws on one line, Enter when only
matadors fit, the teams' scores)."""

from __future__ import annotations

import os

os.environ["ARCADE_HEADLESS"] = "1"

import time
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from test_ui_classic_view import make_view  # noqa: E402

from figures.classic.actions import DRAW  # noqa: E402
from figures.ui.classic import motion as motion_module  # noqa: E402
from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic import turns as turns_module  # noqa: E402
from figures.ui.classic import view as view_module  # noqa: E402
from figures.ui.classic.view import ClassicGameView  # noqa: E402

HUMAN = ("human", "medium")


@pytest.fixture
def cues(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    heard: list[str] = []
    for module in (view_module, turns_module):  # (the turn's sound is the turns part's)
        monkeypatch.setattr(module, "cue", lambda name, strength=1.0: heard.append(name))
    return heard


def to_a_human_draw(view: ClassicGameView) -> None:
    """Play (the computer's first legal action, the human's last) until the human must
    draw."""
    match = view.match
    for _ in range(400):
        if match.human_to_move and match.can_draw() and not match.plays():
            return
        if match.round_end is not None or match.is_over:
            break
        legal = match.legal()
        match.apply(legal[-1] if match.human_to_move else legal[0])
    pytest.skip("no draw for the human in this deal")


def test_a_drawn_tile_flies_to_the_hand_and_stays_marked_until_the_next_play(
    window: Any, cues: list[str]
) -> None:
    view, _ = make_view(window, "draw", HUMAN, seed=11)
    to_a_human_draw(view)
    view.sync()
    view.draw_tile()
    drawn = view.match.shown_round().log[-1].drew
    assert drawn >= 0 and "draw" in cues
    assert [f.tile for f in view.motion.flights] == [drawn] and view.animating()
    view.on_draw()
    assert view.hand.hidden == frozenset({drawn})  # (on its way: not in the hand yet)
    view.motion.flights[0].start -= view.motion.flight_time  # it has landed
    assert not any(
        time.monotonic() - f.start < view.motion.flight_time for f in view.motion.flights
    )
    view.on_update(0)
    view.on_draw()
    assert view.hand.hidden == frozenset() and drawn in view.hand.marked
    while view.match.human_to_move and view.match.can_draw() and not view.match.plays():
        view.draw_tile()  # (several draws: all marked)
    view.on_draw()
    assert drawn in view.hand.marked and len(view.hand.marked) == len(view.fresh)
    if view.match.human_to_move and view.match.plays():
        view.apply(view.match.plays()[0])  # the player's next action
        assert "place" in cues
        view.on_draw()
        assert view.hand.marked == frozenset()


def test_the_players_own_draws_make_one_line(window: Any) -> None:
    view, _ = make_view(window, "draw", HUMAN, seed=11)
    to_a_human_draw(view)
    match = view.match
    count = 0
    while match.human_to_move and match.can_draw() and not match.plays() and count < 2:
        match.apply(DRAW)
        count += 1
    if count < 2:
        if not match.can_draw():
            pytest.skip("one draw only")
        match.apply(DRAW)
        count += 1
    lines = [text for seat, text in presenter.log_lines(match, 0) if seat == 0]
    assert lines[-1].startswith(f"You draw {count} tiles: "), lines[-1]
    assert lines[-1].count(",") == count - 1


def test_the_all_fives_count_pops_when_a_play_scores(window: Any, cues: list[str]) -> None:
    view, _ = make_view(window, "all-fives", HUMAN, seed=4)
    match = view.match
    for _ in range(300):
        scoring = [a for a in match.plays() if match.preview(a)[0].points]
        if match.human_to_move and scoring:
            break
        legal = match.legal()
        match.apply(legal[0])
    else:
        pytest.skip("no scoring play for the human")
    view.sync()
    assert view.motion.pop_at is None
    view.apply(scoring[0])
    assert view.motion.pop_at is not None and view.animating() and view.motion.floats
    view.on_draw()  # (drawn while it grows)
    view.motion.pop_at -= motion_module.COUNT_POP
    view.motion.floats = []
    view.toast_line.toast = None
    view.on_update(0)
    view.on_draw()
    assert view.motion.pop_at is None
    assert cues.count("place") == 1


def test_a_round_end_and_a_humans_turn_sound(window: Any, cues: list[str]) -> None:
    view, _ = make_view(window, "block", ("human", "random", "random"), seed=2)
    match = view.match
    while match.round_end is None and not match.is_over:
        if match.human_to_move:
            view.on_update(1 / 60)
            view.apply(match.legal()[0])
        else:
            view.on_update(1 / 60)
            if view.task is not None:
                deadline = time.monotonic() + 20
                while view.task is not None and time.monotonic() < deadline:
                    view.on_update(1 / 60)
    assert cues.count("round-end") == 1
    assert "turn" in cues


def test_the_round_end_names_the_one_other_player(window: Any) -> None:
    view, _ = make_view(window, "all-fives", HUMAN, seed=5)
    match = view.match
    while match.round_end is None:
        match.apply(match.legal()[0])
    rule = presenter.rule_words(match, 1)
    assert "others" not in rule
    result = match.game.rounds[0].round.result
    assert result is not None
    assert ("your" in rule) == (result.winner == 1), rule
    view3, _ = make_view(window, "all-fives", ("human", "medium", "medium"), seed=5)
    while view3.match.round_end is None:
        view3.match.apply(view3.match.legal()[0])
    assert "others" in presenter.rule_words(view3.match, 1)


def test_enter_picks_a_matador_when_only_matadors_fit(window: Any) -> None:
    for seed in range(1, 60):
        view, _ = make_view(window, "matador", HUMAN, seed=seed)
        match = view.match
        for _ in range(80):
            if match.is_over or match.round_end is not None:
                break
            if match.human_to_move and match.plays() and match.can_draw():
                break
            legal = match.legal()
            match.apply(legal[-1])
        if match.human_to_move and match.plays() and match.can_draw():
            break
    else:
        pytest.skip("no deal where only matadors fit")
    view.sync()
    assert view.held is None
    view.on_key_press(arcade.key.ENTER, 0)
    assert view.held in match.playable_tiles()
    assert "matador" in (view.toast_line.live() or "").lower()


def test_teams_show_each_teams_score_on_its_own_row(window: Any) -> None:
    view, _ = make_view(window, "block-teams", ("human", "medium", "medium", "medium"))
    view.on_draw()
    # a row for each team (its name and score), then one for each partner (no score)
    assert len(view.side_panel.row_pictures) == 6
    teams = [presenter.side_name(view.match, side) for side in range(2)]
    assert all(" & " in team for team in teams)
