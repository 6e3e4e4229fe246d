"""The colour game's hints after the new-user play test (issue 13): each shown hint line says
what it scores and what sets it apart (no two lines of a turn read the same, none is a bare
number), and H is a clean show / hide toggle (its state on its button, a hint's preview gone
with the hints)."""

from __future__ import annotations

import itertools
import os
import re

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade

from figures.ai.hints import Hint
from figures.colour.actions import Place
from figures.colour.game import Phase, Settings
from figures.colour.geometry import Side
from figures.colour.rules import Score
from figures.core.seats import PlayerSpec
from figures.texts.i18n import set_language
from figures.ui.colour.controller import Placing
from figures.ui.colour.match import Match, find_hints, private_view
from figures.ui.colour.presenter import Presenter, hint_lines
from figures.ui.colour.view import GameView
from figures.ui.shell.app import App
from tools.screenshots import play_turn

K = arcade.key

#: A line that is a number and nothing else ("+5", "5 points").
BARE = re.compile(r"^\s*[+\-−]?\d+(\s*points?)?\s*$")


def _body(line: str) -> str:
    """A hint line without its rank ("2. ")."""
    return re.sub(r"^\d+\.\s*", "", line)


def _shown_hint_lines(match: Match, hints: list[Hint]) -> list[str]:
    """The hint lines the hand shows (the presenter's, as the game screen asks)."""
    presenter = Presenter(match, Placing(lambda: match.version))
    lines = presenter.hand_status(show_hints=True, hints=hints)
    hint_block = next(text for text, tone in lines if tone == "hint")
    return hint_block.split("\n")[1:]  # (after the caption)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_shown_hint_lines_differ_and_none_is_a_bare_number(language: str) -> None:
    set_language(language)
    try:
        turns = 0
        for seed in (1, 2, 7):
            players = (PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium"))
            match = Match.new(Settings(players, 120, seed))
            seen = 0
            while not match.game.is_over and seen < 5:
                game = match.game
                if match.human_to_move and game.phase in (Phase.TURN, Phase.SECOND):
                    hints = find_hints(private_view(game, game.current), 3)
                    if len(hints) >= 2:
                        lines = _shown_hint_lines(match, hints)
                        assert len(lines) == len(hints)
                        bodies = [_body(line) for line in lines]
                        for a, b in itertools.combinations(bodies, 2):
                            assert a != b, lines
                        for line, hint in zip(lines, hints, strict=True):
                            assert not BARE.match(_body(line)), line
                            # Which domino, as the hand shows it; no engine number, no
                            # decimal, two reasons at most.
                            words = Presenter(match, Placing(lambda: 0)).hand_words()
                            assert words.place(hint.action) in line
                            assert "#" not in line and not re.search(r"\d[.,]\d", line), line
                            # Ranked above a hint below it, named by its number.
                            above = re.findall(
                                r" · (?:ranked above hint|classé avant le conseil) (\d) ?: ",
                                line,
                            )
                            assert len(above) <= 1, line
                            assert all(int(n) > int(line.split(".")[0]) for n in above), line
                            assert "ranked higher" not in line and "mieux classé" not in line
                            why = line.partition(": ")[2].partition(" · ")[2]
                            assert why.count("; ") <= 1, line
                        seen += 1
                        turns += 1
                play_turn(match)
        assert turns >= 12
    finally:
        set_language("en")


def test_hints_alike_say_what_sets_them_apart() -> None:
    """Hints of the same domino that score the same say what else differs: what each leaves
    open, then the next reply, the dominoes touched, which way it lies, where it lies."""
    set_language("en")
    a = Place(5, 0, (0, 0), Side.E)
    b = Place(5, 0, (0, 2), Side.E)
    c = Place(5, 0, (3, 0), Side.N)
    same = [Hint(x, Score(2, ()), 0, 2.0) for x in (a, b, c)]
    lines = hint_lines(same)
    assert len({_body(line) for line in lines}) == 3
    assert lines[2].endswith("standing upright")  # the only upright one
    assert "below hint 2" in lines[0] and "above hint 1" in lines[1]
    # Three alike in every way (the same cells, turned round, and a third beside them).
    alike = [Place(5, 0, (0, 0), Side.E), Place(5, 0, (1, 0), Side.W), Place(5, 0, (0, 1), Side.E)]
    lines = hint_lines([Hint(x, Score(2, ()), 0, 2.0) for x in alike])
    assert len({_body(line) for line in lines}) == 3, lines
    assert "on the cells of hint 2, turned round" in lines[0]
    opened = [
        Hint(a, Score(2, ()), 0, 3.0, threat=0.4, opens=("blue", 7)),
        Hint(b, Score(2, ()), 0, 2.5, threat=1.2, opens=("blue", 7)),
        Hint(c, Score(1, ()), 0, 1.0, opens=("red", 5)),
    ]
    first, second, third = hint_lines(opened)
    # A reply worth under half a point is not said; one worth more in whole points.
    assert first.endswith("= 2 points · leaves a blue 7 open · lying across")
    assert second.endswith("= 2 points · leaves a blue 7 open · next player's best reply +1")
    assert third.endswith("= 1 point")  # alone with its points: they set it apart


# --------------------------------------------------------------------------- H


def _seed7(turns: int) -> Match:
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium")), 120, 7)
    match = Match.new(settings)
    while True:
        play_turn(match)
        game = match.game
        if match.human_to_move and game.phase is Phase.TURN and len(game.turns) >= turns:
            return match


def _wait_hints(view: GameView) -> None:
    import time

    end = time.monotonic() + 30
    while view.hints is None and time.monotonic() < end:
        view.on_update(1 / 60)
        time.sleep(0.01)
    assert view.hints


def test_h_shows_and_hides_the_hints_and_a_hint_preview_goes_with_them(app: App) -> None:
    view = GameView(app, _seed7(16))
    app.window.show_view(view)
    button = view.top_bar.button("hint")
    assert not view.show_hints and not button.selected()
    view.on_key_press(K.H, 0)
    assert view.show_hints and button.selected()  # its state shows on its button
    _wait_hints(view)
    hints = view.hints
    assert hints is not None
    view.on_key_press(K.KEY_2, 0)  # a number takes a hint: previewed
    assert view.placing.preview == hints[1].action and view.table.focus == 1
    view.on_key_press(K.H, 0)  # hidden: the hint's preview and its domino go too
    assert not view.show_hints and not button.selected()
    assert view.placing.preview is None and view.placing.tile is None
    assert view.hints is None and view.hint_task is None
    view.on_draw()
    view.on_key_press(K.H, 0)  # shown again: the same hints, the first in front, no preview
    assert view.show_hints and button.selected()
    _wait_hints(view)
    assert [h.action for h in view.hints or []] == [h.action for h in hints]
    assert view.table.focus == 0 and view.placing.preview is None
    view.on_key_press(K.KEY_3, 0)
    assert view.placing.preview == hints[2].action
    view.on_key_press(K.ESCAPE, 0)  # Esc drops the preview, then hides the hints
    assert view.placing.preview is None and view.show_hints
    while view.placing.tile is not None:
        view.on_key_press(K.ESCAPE, 0)
    view.on_key_press(K.ESCAPE, 0)
    assert not view.show_hints and not button.selected()


def test_a_preview_of_ones_own_stays_when_the_hints_hide(app: App) -> None:
    view = GameView(app, _seed7(16))
    app.window.show_view(view)
    view.on_key_press(K.H, 0)
    _wait_hints(view)
    hints = view.hints or []
    game = view.match.game
    own = next(
        a
        for t in game.hands[game.current]
        for a in game.legal_placements(t)
        if all(a != h.action for h in hints)
    )
    placing = view.placing
    placing.select(game, own.tile)
    placing.face, placing.dir, placing.at = own.face, own.dir, own.at
    view.keyboard = True
    placing.click(game)
    assert placing.preview == own
    view.on_key_press(K.H, 0)
    assert not view.show_hints and placing.preview == own


def test_numbers_wait_for_the_hints_while_they_are_looked_for(app: App) -> None:
    view = GameView(app, _seed7(16))
    app.window.show_view(view)
    view.on_key_press(K.H, 0)
    view.on_update(1 / 60)
    if view.hints is None:  # still searching: 1 takes no domino of the hand meanwhile
        view.on_key_press(K.KEY_1, 0)
        assert view.placing.tile is None
    _wait_hints(view)
    view.on_key_press(K.KEY_1, 0)
    assert view.hints is not None and view.placing.preview == view.hints[0].action


def test_a_second_hint_ranked_up_gives_a_reason_of_its_own() -> None:
    """Two hints ranked above a richer move for the same plan (then the same paid second):
    the second says what is its own, not the first's reason again (the play test's
    repeated "then domino #53 as a paid second")."""
    set_language("en")
    a, b, c, then = (Place(t, 0, (0, 0), Side.E) for t in (70, 70, 53, 53))
    b = Place(70, 1, (4, 0), Side.N)
    first = Hint(
        a, Score(1, ()), 0, 20.0, threat=0.2, opens=("yellow", 4), then=then, then_points=17
    )
    second = Hint(
        b, Score(1, ()), 0, 19.0, threat=0.2, opens=("yellow", 5), then=then, then_points=17
    )
    rich = Hint(c, Score(2, (13,)), 0, 15.0, threat=0.1, opens=("", 0))
    one, two, _ = hint_lines([first, second, rich])
    assert "then domino #53 as a paid second" in one
    assert "then domino #53" not in two and two.endswith(
        "ranked above hint 3: leaves a yellow 5 open"
    )
    for line in (one, two):
        parts = line.split(" · ")
        assert len(parts) == len(set(parts))  # no reason twice in a line
