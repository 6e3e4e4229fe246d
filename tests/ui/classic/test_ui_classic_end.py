"""The end of a classic game (``figures/ui/classic/end_figures.py`` and ``end.py``): the
figures worked out from real games played to their end by computer players (the ranking
with teams as teams and ties sharing a rank, the scores over the rounds, the best rounds,
how the game ended), then the end screen opened through the window's ``show_end``, headless
(ARCADE_HEADLESS=1): its buttons and keys start a new deal, the same deal again, go back to
the table or to the set-up; teams, French and the smallest window."""

from __future__ import annotations

import itertools
import os
import sys
import time
import types
from dataclasses import replace
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic.end import ClassicEndView, nice_step, spread  # noqa: E402
from figures.ui.classic.end_figures import (  # noqa: E402
    BestRound,
    best_rounds,
    end_figures,
    ending,
    score_history,
)
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell import shells  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.theme import SIZES  # noqa: E402
from figures.ui.widgets.text import fit_text  # noqa: E402

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT
NAMES = ("You", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def settings(
    game: str, players: int, *, seed: int = 1, teams: bool = False, kind: str = "easy"
) -> ClassicSettings:
    seats = tuple(PlayerSpec(NAMES[s], kind) for s in range(players))
    return ClassicSettings(game, seats, seed=seed, teams=teams)


def played_out(match: ClassicMatch, limit: int = 20000) -> ClassicMatch:
    """``match`` played to its end by its computer players (a round's end read at once)."""
    for _ in range(limit):
        if match.is_over:
            return match
        if match.round_end is not None:
            match.next_round()
        match.apply(match.decision()(lambda _: None, lambda: False))
    raise AssertionError("the game never ended")


def finished(game: str, players: int, **kwargs: Any) -> ClassicMatch:
    return played_out(ClassicMatch.new(settings(game, players, **kwargs)))


def check_figures(match: ClassicMatch) -> None:
    """What every finished game's figures agree with: the engine's rounds and scores."""
    figures = end_figures(match)
    rounds = [entry for entry in match.game.rounds if entry.result is not None]
    assert figures.rounds == len(rounds) == len(match.game.rounds) >= 1
    assert figures.ranking == presenter.ranking(match)
    assert figures.names == [presenter.side_name(match, s) for s in range(match.rules.sides)]
    assert figures.history == score_history(match)
    for side, scores in enumerate(figures.history):
        assert len(scores) == figures.rounds + 1 and scores[0] == 0
        assert scores[-1] == match.scores()[side]
        for entry, after in zip(rounds, scores[1:], strict=True):
            assert entry.result is not None and entry.result.scores[side] == after
        gains = [b - a for a, b in itertools.pairwise(scores)]
        best = figures.best[side]
        if figures.lowest_wins:
            assert best == BestRound(gains.index(min(gains)) + 1, min(gains))
        elif max(gains) > 0:
            assert best == BestRound(gains.index(max(gains)) + 1, max(gains))
        else:
            assert best is None
    ranks = [ranked.rank for ranked in figures.ranking]
    assert ranks[0] == 1 and ranks == sorted(ranks)
    assert sorted(ranked.side for ranked in figures.ranking) == list(range(match.rules.sides))


# ----------------------------------------------------------------------------- the figures


def test_all_fives_ends_at_once_when_a_side_reaches_the_target_in_play() -> None:
    endings: set[str] = set()
    for seed in range(1, 7):
        match = finished("all-fives", 2 + seed % 2, seed=seed, kind="random")
        check_figures(match)
        figures = end_figures(match)
        assert figures.target == match.rules.instant_threshold
        assert not figures.lowest_wins
        last = match.game.rounds[-1].result
        assert last is not None
        assert figures.ending == ("instant" if last.how == "target" else "target")
        winner = figures.ranking[0]
        assert winner.score >= figures.target and winner.rank == 1
        endings.add(figures.ending)
    assert "instant" in endings  # (points scored in play end most games of All Fives)


def test_a_draw_game_ends_when_the_target_is_reached() -> None:
    match = finished("draw", 3, seed=4)
    check_figures(match)
    figures = end_figures(match)
    assert figures.ending == ending(match) == "target"
    assert figures.target == 100 and figures.rounds > 1
    assert max(figures.history[s][-1] for s in range(3)) >= 100
    # The scores only grow from round to round in a game to points.
    assert all(a <= b for h in figures.history for a, b in itertools.pairwise(h))


def test_block_teams_ranks_the_teams_as_teams() -> None:
    match = finished("block-teams", 4, teams=True, seed=2)
    check_figures(match)
    figures = end_figures(match)
    assert figures.seats == [(0, 2), (1, 3)]
    assert figures.names == ["You & Cy", "Bob & Dee"]
    assert len(figures.ranking) == 2 and len(figures.history) == 2
    assert figures.ending == "rounds" and figures.rounds == 1
    winner, loser = figures.ranking
    assert winner.name in figures.names and winner.score > loser.score
    assert figures.best[loser.side] is None  # (no point in its one round)
    assert figures.best[winner.side] == BestRound(1, winner.score)


def test_a_game_of_one_round_keeps_how_it_ended() -> None:
    match = finished("block-teams", 4, teams=True, seed=2)
    last = end_figures(match).last
    entry = match.game.rounds[-1]
    assert last is not None and entry.result is not None and last.number == 1
    assert [row.name for row in last.rows] == ["You & Cy", "Bob & Dee"]
    for row in last.rows:  # the pips left in both partners' hands
        seats = (row.side, row.side + 2)
        assert row.pips == sum(entry.result.pips[s] for s in seats)
    assert last.how


def test_losers_with_the_same_score_share_a_rank() -> None:
    match = finished("block", 4, seed=3)
    check_figures(match)
    figures = end_figures(match)
    ranks = [ranked.rank for ranked in figures.ranking]
    scores = [ranked.score for ranked in figures.ranking]
    assert ranks[0] == 1 and len(set(scores[1:])) == 1
    assert ranks[1:] == [2, 2, 2]  # three seats that won nothing, second together


def test_mexican_train_of_eight_plays_thirteen_rounds_and_the_fewest_penalties_are_best() -> None:
    match = finished("mexican-train", 8, seed=5, kind="random")
    check_figures(match)
    figures = end_figures(match)
    assert figures.lowest_wins and figures.ending == "rounds"
    assert figures.rounds == figures.target == 13
    assert len(figures.history) == 8 and all(len(h) == 14 for h in figures.history)
    scores = [ranked.score for ranked in figures.ranking]
    assert scores == sorted(scores)  # the lowest first
    for side, best in enumerate(best_rounds(match)):
        assert best is not None
        gains = [b - a for a, b in itertools.pairwise(figures.history[side])]
        assert best.points == min(gains) and 1 <= best.number <= 13


def test_chart_helpers() -> None:
    assert nice_step(1) == 1 and nice_step(0.2) == 1  # never less than a point
    assert nice_step(250) == 100 and nice_step(343) == 100 and nice_step(40) == 10
    # Names at the chart's right end: at least the gap apart, within the chart if room.
    placed = spread([100, 101, 102, 50], 0, 200, 14)
    assert sorted(placed)[1] - sorted(placed)[0] >= 14
    assert all(abs(b - a) >= 14 - 1e-9 for a, b in itertools.pairwise(sorted(placed)))
    assert placed[3] == 50
    assert all(0 <= y <= 200 for y in spread([0, 0, 0, 0], 0, 200, 14))


# ----------------------------------------------------------------------------- the screen


class FakeClassicView(arcade.View):
    """The classic game screen's stand-in (another screen, another test's)."""

    def __init__(self, nav: Any, match: ClassicMatch) -> None:
        super().__init__(nav.window)
        self.match = match

    def say(self, message: str) -> None:
        pass

    def stop(self) -> None:
        pass


@pytest.fixture
def app(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    """The shared ``app`` (conftest.py), its classic screen the stand-in."""
    fake = types.ModuleType("figures.ui.classic.view")
    fake.ClassicGameView = FakeClassicView  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "figures.ui.classic.view", fake)
    return app


def end_of(app: App, match: ClassicMatch) -> ClassicEndView:
    """``match`` on the game screen, then its end through the window."""
    app.show_game(match)
    app.show_end(match)
    view = app.window.current_view
    assert isinstance(view, ClassicEndView)
    view.on_draw()
    return view


def click(view: ClassicEndView, index: int) -> None:
    rect = view.buttons[index].rect
    x, y = int(rect.cx), int(rect.cy)
    view.on_mouse_motion(x, y, 0, 0)
    view.on_mouse_press(x, y, LEFT, 0)


def new_match(app: App) -> ClassicMatch:
    match = app.match
    assert isinstance(match, ClassicMatch) and not match.is_over
    assert isinstance(app.window.current_view, FakeClassicView)
    return match


@pytest.fixture(scope="module")
def draw_game() -> ClassicMatch:
    return finished("draw", 3, seed=4)


def test_the_classic_shell_gives_the_end_screen(app: App, draw_game: ClassicMatch) -> None:
    view = shells.ClassicShell().end_of_game(app, draw_game)
    assert isinstance(view, ClassicEndView) and view.match is draw_game


def test_enter_deals_a_new_game_with_another_seed(app: App, draw_game: ClassicMatch) -> None:
    match = ClassicMatch.new(draw_game.settings)
    played_out(match)
    view = end_of(app, match)
    view.on_key_press(K.ENTER, 0)
    new = new_match(app)
    assert new is not match and new.settings.seed != match.settings.seed
    assert new.settings == replace(match.settings, seed=new.settings.seed)


def test_an_enter_just_as_the_end_shows_starts_nothing(
    app: App, draw_game: ClassicMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Enter that read the last round (or one pressed twice) does not deal a new game
    the moment the end screen shows: it waits theme.SETTLE first."""
    from figures.ui import theme

    monkeypatch.setattr(theme, "SETTLE", 0.6)
    match = played_out(ClassicMatch.new(draw_game.settings))
    view = end_of(app, match)
    view.shown_at = time.monotonic()
    view.on_key_press(K.ENTER, 0)
    assert app.window.current_view is view, "still the end screen"
    view.shown_at -= 0.7
    view.on_key_press(K.ENTER, 0)
    assert new_match(app) is not match


def test_s_and_the_button_deal_the_same_game_again(app: App, draw_game: ClassicMatch) -> None:
    match = played_out(ClassicMatch.new(draw_game.settings))
    end_of(app, match).on_key_press(K.S, 0)
    again = new_match(app)
    assert again.settings == match.settings
    # The same seed deals the same tiles.
    assert again.game.rounds[0].deal == match.game.rounds[0].deal
    played_out(again)
    click(end_of(app, again), 1)
    assert new_match(app).settings == match.settings
    click(end_of(app, played_out(new_match(app))), 0)
    assert new_match(app).settings.seed != match.settings.seed


def test_escape_and_the_button_go_back_to_the_setup(app: App, draw_game: ClassicMatch) -> None:
    match = played_out(ClassicMatch.new(draw_game.settings))
    end_of(app, match).on_key_press(K.ESCAPE, 0)
    assert isinstance(app.window.current_view, SetupView) and app.game_view is None
    click(end_of(app, match), 4)  # (the last button: after Replay)
    assert isinstance(app.window.current_view, SetupView) and app.game_view is None


def test_t_and_the_button_look_at_the_table(app: App, draw_game: ClassicMatch) -> None:
    match = played_out(ClassicMatch.new(draw_game.settings))
    end_of(app, match).on_key_press(K.T, 0)
    assert app.window.current_view is app.game_view
    assert isinstance(app.game_view, FakeClassicView) and app.game_view.match is match
    click(end_of(app, match), 2)
    assert app.window.current_view is app.game_view


def test_r_and_the_button_replay_the_game_and_esc_comes_back(
    app: App, draw_game: ClassicMatch
) -> None:
    from figures.ui.replay.view import ReplayView

    match = played_out(ClassicMatch.new(draw_game.settings))
    end = end_of(app, match)
    end.on_key_press(K.R, 0)
    replay = app.window.current_view
    assert isinstance(replay, ReplayView)
    assert len(replay.replay) == sum(len(e.round.log) + 1 for e in match.game.rounds)
    replay.on_key_press(K.ESCAPE, 0)
    assert app.window.current_view is end
    click(end_of(app, match), 3)
    assert isinstance(app.window.current_view, ReplayView)


def test_tab_and_space_go_through_the_buttons(app: App, draw_game: ClassicMatch) -> None:
    match = played_out(ClassicMatch.new(draw_game.settings))
    view = end_of(app, match)
    assert view.focus == 0
    view.on_key_press(K.TAB, 0)
    view.on_key_press(K.TAB, 0)
    assert view.focus == 2
    view.on_draw()  # (the ring round the button the keyboard is on)
    view.on_key_press(K.SPACE, 0)
    assert app.window.current_view is app.game_view  # Look at the table
    view = end_of(app, match)
    view.on_key_press(K.TAB, K.MOD_SHIFT)
    assert view.focus == 4
    view.on_key_press(K.SPACE, 0)
    assert isinstance(app.window.current_view, SetupView)
    view = end_of(app, match)
    view.on_key_press(K.TAB, 0)
    view.on_key_press(K.SPACE, 0)
    assert new_match(app).settings == match.settings  # Same deal again


def test_teams_are_shown_as_teams(app: App) -> None:
    match = finished("block-teams", 4, teams=True, seed=2)
    view = end_of(app, match)
    ranked = [r.name for r in view.figures().ranking]
    assert sorted(ranked) == ["Bob & Dee", "You & Cy"]
    assert view.side_colour(1) != view.side_colour(0)
    view.on_key_press(K.ENTER, 0)
    assert new_match(app).settings.teams


def test_partners_too_long_for_their_row_are_each_cut(app: App) -> None:
    names = tuple(f"Computer {n} (medium)" for n in range(1, 5))
    seats = tuple(PlayerSpec(name, "random") for name in names)
    match = played_out(ClassicMatch.new(ClassicSettings("all-fives", seats, seed=3, teams=True)))
    view = end_of(app, match)
    view.on_resize(*SIZES.minimum)
    view.on_draw()
    words, size = view.side_words(0, 200, SIZES.heading)
    assert size == SIZES.text and words.count("…") == 2
    assert words.startswith("Comp") and " & Comp" in words
    assert view.side_words(0, 2000, SIZES.heading) == (
        "Computer 1 (medium) & Computer 3 (medium)",
        SIZES.heading,
    )


def test_french(app: App) -> None:
    match = finished("mexican-train", 4, seed=6, kind="random")
    set_language("fr")
    view = end_of(app, match)
    labels = [button.text() for button in view.buttons]
    assert labels == [
        "Nouvelle donne",
        "Rejouer la même donne",
        "Voir la table",
        "Revoir (R)",
        "Retour aux réglages",
    ]
    assert "manches" in view.reason_line() and "pénalité" in view.best_line(0)
    assert tr("classic.end.screen.keys").startswith("Entrée")


def test_the_end_in_words_in_both_languages(app: App) -> None:
    matches = [
        finished("all-fives", 2, seed=1, kind="random"),
        finished("block-teams", 4, teams=True, seed=2),
        finished("mexican-train", 3, seed=5, kind="random"),
        finished("draw", 2, seed=4),
    ]
    for language in ("en", "fr"):
        set_language(language)
        for match in matches:
            view = end_of(app, match)
            line = view.reason_line()
            assert presenter.preset_title(match.settings.game) in line
            assert "{" not in line
            for side in range(match.rules.sides):
                assert "{" not in view.best_line(side)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_smallest_window(app: App, language: str) -> None:
    match = finished("mexican-train", 8, seed=5, kind="random")
    set_language(language)
    view = end_of(app, match)
    width, height = SIZES.minimum
    view.on_resize(width, height)
    view.on_draw()
    panel = view.panel()
    assert panel.left >= 0 and panel.right <= width and panel.bottom >= 0 and panel.top <= height
    rects = [button.rect for button in view.buttons]
    for rect in rects:
        assert panel.left <= rect.left and rect.right <= panel.right and rect.bottom >= 0
    for a, b in itertools.pairwise(rects):
        assert a.right < b.left  # side by side, apart
    for button in view.buttons:  # every label whole
        assert fit_text(button.text(), button.rect.width - 12, button.size) == button.text()
    view.on_key_press(K.ENTER, 0)
    assert new_match(app).settings.game == "mexican-train"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_game_without_points_says_nothing_of_points(app: App, language: str) -> None:
    """The block game scores rounds won, not points: its end says the rounds each side won
    (no "Best round: 1 point"), its target in rounds won, its columns and chart the same."""
    set_language(language)
    point = "point"
    one = finished("block", 2, seed=3)
    longer = played_out(
        ClassicMatch.new(
            replace(settings("block", 3, seed=5), overrides=(("target", {"points": 3}),))
        )
    )
    for match in (one, longer):
        view = end_of(app, match)
        figures = view.figures()
        assert figures.rounds_won
        for side in range(match.rules.sides):
            won = int(match.scores()[side])
            line = view.best_line(side)
            assert point not in line.lower(), line
            if won == 0:
                assert line == tr("classic.end.screen.won.none")
            else:
                assert line == tr("classic.end.screen.won", n=won)
        assert point not in view.reason_line().lower(), view.reason_line()
    assert end_figures(longer).rounds > 1 and end_figures(longer).ending == "target"
    assert tr("classic.end.screen.reason.won", game="", target=3, rounds="").strip(" ·,")
    played = finished("block-points", 2, seed=3)  # (a block game to points says points)
    view = end_of(app, played)
    assert not view.figures().rounds_won
    assert any(point in view.best_line(s) for s in range(2))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_all_fives_round_columns_say_what_they_hold(window: Any, language: str) -> None:
    """At an All Fives round's end the points scored in play and the bonus at the end are two
    columns, each titled for what it holds ("In play", "End bonus"), and they add up to the
    change of the score; not a "Round" column holding only the bonus."""
    from test_ui_classic_view import FakeNavigator

    from figures.ui.classic.view import ClassicGameView

    set_language(language)
    try:
        match = ClassicMatch.new(settings("all-fives", 2, seed=2, kind="random"))
        while match.round_end is None:
            match.apply(match.decision()(lambda _: None, lambda: False))
        nav = FakeNavigator(window)
        view = ClassicGameView(nav, match)  # type: ignore[arg-type]
        nav.game = view
        window.show_view(view)
        view.on_draw()
        labels = {label.text: label for label in view.round_panel.picture._labels}
        assert tr("classic.col.play") in labels and tr("classic.col.bonus") in labels
        assert tr("classic.col.award") not in labels
        heads = [labels[tr(f"classic.col.{c}")] for c in ("pips", "play", "bonus", "total")]
        for left, right in itertools.pairwise(heads):  # (right-aligned, apart)
            assert left.x + 6 <= right.x - right.content_width, (left.text, right.text)
        summary = presenter.round_summary(match)
        assert summary is not None
        assert summary.number == 1 and any(row.in_play for row in summary.rows)
        for row in summary.rows:  # (the first round: from 0)
            assert row.total == row.in_play + row.award
    finally:
        set_language("en")
