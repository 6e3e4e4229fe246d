"""What the game screen tells the player, worked out with no window: the presenter
(``figures/ui/colour/presenter.py``) reads the match and the held domino and says it in words."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from figures.ai.hints import Hint
from figures.colour.actions import EndTurn, Place
from figures.colour.game import Phase, Settings
from figures.colour.geometry import Side
from figures.colour.rules import SECOND_PLACEMENT_COST, Score
from figures.core.seats import PlayerSpec
from figures.texts.i18n import points_text, set_language, tr, trn
from figures.ui.colour.controller import Placing, breakdown
from figures.ui.colour.match import Match
from figures.ui.colour.presenter import (
    Presenter,
    held,
    hint_text,
    log_lines,
    log_place,
    points_captions,
    signed,
)


def _match(*kinds: str, seed: int = 5) -> Match:
    names = ("Ada", "Bob", "Cy")
    players = tuple(PlayerSpec(names[i], k) for i, k in enumerate(kinds or ("human", "human")))
    return Match.new(Settings(players, 60, seed, 0))


def _presenter(match: Match) -> Presenter:
    return Presenter(match, Placing(lambda: match.version))


def _open(match: Match) -> None:
    """Both openings played (the first legal placement of each)."""
    while match.game.phase is Phase.OPENING:
        match.apply(next(a for a in match.game.legal_actions() if isinstance(a, Place)))


def _scoring_place(match: Match) -> Place:
    game = match.game
    return max(
        (a for a in game.legal_actions() if isinstance(a, Place)),
        key=lambda a: game.preview(a).score.points,
    )


def test_the_presenter_imports_no_arcade_nor_pillow() -> None:
    """Neither itself nor through what it imports (the ui package sets a pyglet option
    before anything else, which is all of pyglet it loads)."""
    path = Path(__file__).resolve().parents[3] / "figures" / "ui" / "colour" / "presenter.py"
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            continue
        assert not any(n.startswith(("arcade", "pyglet", "PIL")) for n in names), names
    code = (
        "import sys, figures.ui.colour.presenter\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('arcade', 'PIL')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_status_line_says_whose_turn_and_what_is_possible() -> None:
    match = _match()
    presenter = _presenter(match)
    assert presenter.status_line(thinking=False) == trn("top.opening", "Ada")
    assert presenter.status_line(thinking=True) == tr("top.thinking", name="Ada")
    _open(match)
    game = match.game
    assert game.phase is Phase.TURN
    name = match.names()[game.current]
    assert presenter.status_line(thinking=False) == trn("top.turn", name)
    match.apply(_scoring_place(match))
    assert game.phase is Phase.SECOND
    if presenter.second_possible():
        expected = trn("top.second", name, cost=SECOND_PLACEMENT_COST)
    else:
        expected = trn("top.end_only", name)
    assert presenter.status_line(thinking=False) == expected


def test_a_computer_waits_after_an_undo_and_the_status_says_so() -> None:
    match = _match("human", "random")
    presenter = _presenter(match)
    match.apply(next(a for a in match.game.legal_actions() if isinstance(a, Place)))
    match.apply(next(a for a in match.game.legal_actions() if isinstance(a, Place)))
    match.undo()
    assert match.game.can_redo
    if match.computer_to_move:
        assert presenter.paused() and presenter.status_line(thinking=False) == tr("top.paused")
    assert presenter.steps_text()  # the undo in words


def test_the_hand_status_follows_the_held_domino() -> None:
    set_language("en")
    match = _match()
    presenter = _presenter(match)
    placing = presenter.placing
    game = match.game
    lines = presenter.hand_status(show_hints=False, hints=None)
    assert lines == [(tr("hand.select.opening"), "text")]
    # The hints still being looked for are said, in the hint's tone.
    lines = presenter.hand_status(show_hints=True, hints=None)
    assert lines[-1] == (tr("hint.thinking"), "hint")
    # The opening domino where it may go: legal, and it scores nothing.
    assert game.opening_tile is not None
    placing.select(game, game.opening_tile)
    placing.move_to((0.9, 0.5))
    lines = presenter.hand_status(show_hints=False, hints=None)
    assert lines[0] == (tr("status.legal.opening"), "legal")
    assert lines[-1] == (tr("hand.keys"), "muted")
    assert presenter.ghost_caption() is None  # the opening scores nothing
    match.apply(placing.action())  # type: ignore[arg-type]
    placing.sync(game)
    # The next opening over the first domino: the engine's reason, in red.
    assert game.opening_tile is not None
    placing.select(game, game.opening_tile)
    placing.move_to((0.9, 0.5))
    verdict = placing.verdict(game)
    assert verdict is not None and not verdict.legal
    lines = presenter.hand_status(show_hints=False, hints=None)
    assert lines[0] == (tr("status.illegal", reason=verdict.reason), "illegal")
    caption = presenter.ghost_caption()
    assert caption is not None and caption.text == verdict.reason and caption.tone == "illegal"
    assert caption.top == caption.bottom + 1  # a horizontal domino spans one row


def test_the_ghost_caption_gives_the_points_then_the_breakdown() -> None:
    match = _match()
    _open(match)
    presenter = _presenter(match)
    placing = presenter.placing
    action = _scoring_place(match)
    game = match.game
    placing.select(game, action.tile)
    placing.face, placing.dir, placing.at = action.face, action.dir, action.at
    score = game.preview(action).score
    caption = presenter.ghost_caption()
    assert caption is not None and caption.tone == "legal"
    assert caption.text == f"+{score.points}"
    placing.click(game)  # the preview
    caption = presenter.ghost_caption()
    assert caption is not None and caption.text == f"{breakdown(score)} = {score.points}"
    lines = presenter.hand_status(show_hints=False, hints=None)
    assert lines[0][1] == "legal" and str(score.points) in lines[0][0]


def test_log_lines_and_the_points_that_float_up() -> None:
    match = _match()
    assert log_lines(match) == []
    _open(match)
    assert [seat for seat, _ in log_lines(match)] == [0, 1]
    assert log_lines(match)[0][1] == trn("log.opening", "Ada", tile=match.events[0].action.tile)  # type: ignore[attr-defined]
    seat = match.game.current
    event = match.apply(_scoring_place(match))
    assert event.score is not None
    captions = points_captions(event)
    assert [c.text for c in captions] == [tr("animation.points", points=event.score.points)]
    assert captions[0].seat == seat and captions[0].delay == 0
    assert log_lines(match)[-1] == (seat, log_place(match.names()[seat], event.score, 0))
    assert points_captions(match.events[0]) == []  # an opening scores nothing
    match.apply(EndTurn())
    assert len(log_lines(match)) == 3  # ending the turn is not a line


def test_a_paid_placement_floats_its_payment_after_its_points() -> None:
    from figures.ui.colour.match import Event

    action = Place(3, 0, (4, 2), Side.E)
    event = Event(1, action, Score(2, (6,)), False, paid=4)
    points, paid = points_captions(event)
    assert points.text == tr("animation.points", points=event.score.points)  # type: ignore[union-attr]
    assert paid.text == tr("animation.paid", paid=4) and paid.seat is None
    assert paid.delay == 0.5 and paid.at == (points.at[0], points.at[1] - 0.6)
    line = log_place("Bob", Score(2, (6,)), 4)
    assert line.startswith("Bob +") and "−4" in line


def test_hint_text_says_why_fewer_points_may_rank_first() -> None:
    set_language("en")
    assert hint_text(None) == (tr("hint.thinking"), "hint")
    assert hint_text([]) == (tr("hint.none"), "hint")
    a, b = (Place(t, 0, (9, 9), Side.E) for t in (1, 2))
    hints = [Hint(a, Score(1, ()), 0, 5.5), Hint(b, Score(2, (2,)), 0, 4.0)]
    text, tone = hint_text(hints)
    caption, first, second = text.split("\n")
    assert tone == "hint" and caption == tr("hint.caption")
    assert first.endswith(f"= {points_text(1)}{tr('hint.leaves')}")
    assert second.endswith(f"= {points_text(4)}")
    hints[0] = Hint(a, Score(1, ()), 0, 870.0)  # ends the game: its chance of winning
    assert hint_text(hints)[0].split("\n")[1].endswith(tr("hint.wins"))


def test_the_questions_are_asked_once_per_change_of_the_game() -> None:
    match = _match()
    presenter = _presenter(match)
    calls: list[str] = []
    game = match.game
    real = game.must_return

    def must_return() -> bool:
        calls.append("asked")
        return real()

    game.must_return = must_return  # type: ignore[method-assign]
    assert presenter.stuck() is presenter.stuck()
    assert calls == ["asked"]
    _open(match)
    presenter.stuck()
    assert calls == ["asked", "asked"]
    assert presenter.second_possible() is False  # no second domino in a turn's first place


def test_held_counts_the_opening_domino_and_the_hand_shows_it() -> None:
    match = _match()
    presenter = _presenter(match)
    game = match.game
    assert held(game, 0) == 1 and held(game, 1) == 0
    assert presenter.hand_tiles(0) == [game.opening_tile]
    assert presenter.hand_title(0) == trn("hand.opening", "Ada")
    assert presenter.waiting() == trn("pass.body", "Ada")
    _open(match)
    assert held(game, 0) == len(game.hands[0])
    assert presenter.hand_tiles(0) == list(game.hands[0])
    assert presenter.hand_title(0) == trn("hand.title", "Ada")


def test_a_net_change_is_signed_with_the_typographic_minus() -> None:
    # (A paid second placement that loses points: "+1 − 3 = −2" on the ghost, never "-2".)
    assert signed(-2) == "\u22122" and signed(3) == "+3" and signed(0) == "+0"


def test_points_are_written_one_way_everywhere() -> None:
    from fractions import Fraction

    from figures.texts.i18n import number_text, signed_text

    assert [number_text(v) for v in (12, Fraction(25, 2), Fraction(1, 2), -3, Fraction(-1, 2))] == [
        "12",
        "12½",
        "½",
        "\u22123",
        "\u2212½",
    ]
    assert signed_text(5) == "+5" and signed_text(Fraction(1, 2)) == "+½"
    assert signed_text(-2) == "\u22122" and signed_text(0) == "0" and signed_text(0, "+0") == "+0"
