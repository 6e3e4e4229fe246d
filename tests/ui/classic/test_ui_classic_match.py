"""The classic game as the desktop shell holds it (figures/ui/classic/match.py) and what its
screen says (figures/ui/classic/presenter.py), headless: undo and redo across a round's end,
autosave and files, the words of the status line, the Draw and Pass buttons, the All Fives
count, a round's end and the ranking, computer players that see only their seat, and bad
files refused in one line with nothing changed."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from figures.ai.classic import classic_player
from figures.app.autosave import flush_autosaves
from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Play
from figures.classic.records import game_to_json
from figures.classic.round import Round, SeatView
from figures.classic.rules import PRESETS, Rules
from figures.classic.settings import ClassicSettings
from figures.classic.tiles import tile
from figures.core.errors import FiguresError, NothingToUndoError
from figures.core.seats import PlayerSpec
from figures.texts.i18n import set_language
from figures.texts.names import shown
from figures.ui.classic import presenter
from figures.ui.classic.match import ClassicMatch


def seats(
    *kinds: str, names: tuple[str, ...] = ("You", "Bob", "Cy", "Dee")
) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(names[i], kind) for i, kind in enumerate(kinds))


def new(game: str, *kinds: str, seed: int = 1, **kwargs: Any) -> ClassicMatch:
    return ClassicMatch.new(ClassicSettings(game, seats(*kinds), seed=seed, **kwargs))


def step(match: ClassicMatch, rng: random.Random) -> Action:
    """One action for the seat to move: a human's at random, a computer's by its player (run
    here, as the screen's thread runs it); a round's end is read first."""
    if match.round_end is not None:
        match.next_round()
    if match.is_human(match.turn):
        legal = match.legal()
        action = legal[rng.randrange(len(legal))]
    else:
        action = match.decision()(lambda _: None, lambda: False)
    match.apply(action)
    return action


def until(match: ClassicMatch, done: Any, rng: random.Random, limit: int = 5000) -> None:
    for _ in range(limit):
        if done(match):
            return
        step(match, rng)
    raise AssertionError("never reached")


def test_undo_and_redo_go_back_across_a_round_end_to_the_human() -> None:
    match = new("draw", "human", "random", seed=3)
    rng = random.Random(2)
    until(match, lambda m: len(m.game.rounds) == 2 and m.round_end is not None, rng)
    assert match.waiting_summary and not match.human_to_move and not match.computer_to_move
    assert match.legal() == []
    with pytest.raises(FiguresError):
        match.apply(DRAW)  # the round's end must be read first
    match.next_round()
    until(match, lambda m: m.human_to_move, rng)
    played = match.game.history()
    taken = match.undo()
    assert taken and match.is_human(taken[0].seat)
    assert all(not match.is_human(p.seat) for p in taken[1:])
    assert match.human_to_move and match.turn == taken[0].seat
    assert match.game.history() == played[: len(played) - len(taken)]
    if taken[0].round == 1:  # the human's last decision was in the first round
        assert len(match.game.rounds) == 1
    redone = match.redo()
    assert [p.action for p in redone] == [p.action for p in taken]
    assert match.game.history() == played
    # Undo back over the whole game, one human decision at a time, then redo it all.
    count = 0
    while match.can_undo():
        match.undo()
        count += 1
    assert count >= 2 and len(match.game.rounds) == 1
    with pytest.raises(NothingToUndoError):
        match.undo()
    while match.can_redo():
        match.redo()
        match.next_round()
    assert match.game.history() == played


def test_several_humans_take_back_only_their_own_turn() -> None:
    match = new("draw", "human", "human", seed=4)
    rng = random.Random(1)
    step(match, rng)
    assert not match.can_undo()  # the other human's move is not theirs to take back
    until(match, lambda m: m.game.history() and m.game.history()[-1].action == DRAW, rng)
    if match.turn == match.game.history()[-1].seat:
        assert match.can_undo()
        assert len(match.undo()) == 1


def test_only_computers_undo_one_action_at_a_time() -> None:
    match = new("block", "random", "random", seed=2)
    rng = random.Random(0)
    for _ in range(4):
        step(match, rng)
    assert len(match.undo()) == 1
    assert match.can_redo()


def test_autosave_after_every_action_and_load_it_back(tmp_path: Path) -> None:
    auto = tmp_path / "autosave.json"
    match = ClassicMatch.new(
        ClassicSettings("all-fives", seats("human", "easy", "random"), seed=9), autosave=auto
    )
    rng = random.Random(5)
    until(match, lambda m: len(m.game.rounds) >= 2 and m.human_to_move, rng)
    for _ in range(3):
        step(match, rng)
        assert match.flush_autosave()
        assert json.loads(auto.read_text("utf-8")) == game_to_json(match.game)
    loaded = ClassicMatch.load(auto)
    assert loaded.game.history() == match.game.history()
    assert loaded.game.scores == match.game.scores
    assert loaded.players == match.players and loaded.rules == match.rules
    assert loaded.legal() == match.legal()
    assert loaded.computers.keys() == match.computers.keys()
    assert loaded.unchanged
    # Saved by the player and opened again: the same game, and it plays on past the rounds
    # the record lists (new rounds are dealt from a new seed).
    path = tmp_path / "saved.json"
    loaded.save(path)
    again = ClassicMatch.load(path)
    assert again.game.history() == match.game.history()
    until(again, lambda m: m.is_over or len(m.game.rounds) >= len(match.game.rounds) + 1, rng)
    flush_autosaves()


def test_teams_and_overrides_reach_the_rules() -> None:
    match = new("all-fives", "human", "random", "random", "random", teams=True)
    assert match.rules.teams and match.rules.sides == 2
    match = new("draw", "human", "random", overrides=(("target", {"points": 50}),))
    assert match.rules.target.value == 50
    with pytest.raises(FiguresError) as info:
        new("block", "human", "random", overrides=(("target", {"points": -1}),))
    assert "\n" not in str(info.value)
    with pytest.raises(FiguresError):
        new("nonsense", "human", "random")
    with pytest.raises(FiguresError):
        new("block", "human", "genius")


def test_bad_files_are_refused_in_one_line_and_nothing_changes(tmp_path: Path) -> None:
    auto = tmp_path / "autosave.json"
    match = ClassicMatch.new(
        ClassicSettings("draw", seats("human", "random"), seed=1), autosave=auto
    )
    step(match, random.Random(1))
    match.flush_autosave()
    before = auto.read_bytes()
    history = match.game.history()
    colour = tmp_path / "colour.json"
    from figures.colour.game import Game as ColourGame
    from figures.colour.game import Settings
    from figures.colour.records import save_game

    save_game(ColourGame(Settings(seats("human", "random"), 60, 1, 0)), colour)
    broken = game_to_json(match.game)
    broken["rounds"][0]["actions"].append("6-6@Q")
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(broken), "utf-8")
    files = {
        "missing": tmp_path / "nope.json",
        "folder": tmp_path,
        "text": tmp_path / "text.json",
        "colour": colour,
        "tampered": tampered,
        "list": tmp_path / "list.json",
    }
    files["text"].write_text("not json {", "utf-8")
    files["list"].write_text("[1, 2]", "utf-8")
    for name, path in files.items():
        with pytest.raises(FiguresError) as info:
            ClassicMatch.load(path, autosave=auto)
        message = str(info.value)
        assert message and "\n" not in message and "Traceback" not in message, name
    flush_autosaves()
    assert auto.read_bytes() == before  # a refused file never touched the autosave
    assert match.game.history() == history
    # A save that cannot be written says so in one line and leaves the old file whole.
    target = tmp_path / "kept.json"
    match.save(target)
    kept = target.read_bytes()
    with pytest.raises(FiguresError) as info:
        match.save(tmp_path / "no" / "such" / "folder" / "game.json")
    assert "\n" not in str(info.value)
    assert target.read_bytes() == kept


def test_computers_and_hints_see_only_their_seat() -> None:
    """What a computer player is given is its seat's view and the legal actions: its own
    hand, the others' counts, never their tiles nor the stock."""
    match = new("draw", "human", "medium", "easy", seed=6)
    seen: list[tuple[int, SeatView, tuple[Action, ...]]] = []

    class Spy:
        name = "spy"

        def __init__(self, seat: int) -> None:
            self.seat = seat
            self.inner = classic_player("random", seat)

        def choose(self, view: Any, legal: Any, **kwargs: Any) -> Action:
            seen.append((self.seat, view, tuple(legal)))
            return self.inner.choose(view, legal, **kwargs)

    for seat in list(match.computers):
        match.computers[seat] = Spy(seat)  # type: ignore[assignment]
    rng = random.Random(3)
    while not match.is_over and len(seen) < 60:
        if match.round_end is not None:
            match.next_round()
            continue
        seat = match.turn
        if not match.is_human(seat):
            hand = set(match.current.hand(seat))
            others = {t for s in range(3) if s != seat for t in match.current.hand(s)}
            stock = set(match.current.stock_left)
            work = match.decision()
            action = work(lambda _: None, lambda: False)
            got_seat, got, legal = seen[-1]
            assert got_seat == seat and isinstance(got, SeatView)
            assert set(got.hand) == hand and not set(got.hand) & (others | stock)
            assert not hasattr(got, "hands") and not hasattr(got, "stock")
            assert list(legal) == match.legal()
            match.apply(action)
        else:
            legal = match.legal()
            match.apply(legal[rng.randrange(len(legal))])
    assert seen
    # Hints: the human's seat view only.
    until(match, lambda m: m.human_to_move and len(m.plays()) > 1, rng)
    found = match.find_hints(2)
    assert found and all(h.action in match.legal() for h in found)


# --------------------------------------------------------------------- the words


def scripted(
    game: str,
    players: tuple[PlayerSpec, ...],
    hands: list[list[tuple[int, int]]],
    line: list[Action],
    turn: int = 0,
) -> ClassicMatch:
    """A match whose round in play is the position given (tiles as pairs), for the words."""
    match = ClassicMatch.new(ClassicSettings(game, players, seed=1))
    rules = match.rules
    dealt = [[tile(a, b) for a, b in hand] for hand in hands]
    laid = {a.tile for a in line if isinstance(a, Play | Lead)}
    used = {t for hand in dealt for t in hand} | laid
    stock = [t for t in range(28) if t not in used]
    current = Round(rules, dealt, stock, line=line, turn=turn)
    match.game.rounds[0].round = current
    match.game.current = current
    return match


NO_THREES_OR_FIVES = [(0, 0), (0, 1), (1, 1), (0, 2), (1, 2), (2, 2), (0, 4)]
OTHER = [(6, 6), (4, 4), (4, 6), (1, 4), (2, 4), (0, 6), (1, 6)]


def test_the_draw_and_pass_buttons_say_why() -> None:
    players = seats("human", "random", names=("Ada", "Computer"))
    match = scripted("draw", players, [NO_THREES_OR_FIVES, OTHER], [Lead(tile(3, 5), 3)])
    assert match.legal() == [DRAW]
    assert presenter.draw_reason(match) == "No tile fits 3 or 5: draw"
    assert presenter.pass_reason(match) is None
    assert presenter.status(match) == "Ada must draw: no tile fits"
    you = scripted(
        "draw", seats("human", "random"), [NO_THREES_OR_FIVES, OTHER], [Lead(tile(3, 5), 3)]
    )
    assert presenter.status(you) == "You must draw: no tile fits"
    block = scripted("block", players, [NO_THREES_OR_FIVES, OTHER], [Lead(tile(3, 5), 3)])
    assert block.legal() == [PASS]
    assert presenter.pass_reason(block) == "No tile fits 3 or 5: pass"
    assert presenter.status(block) == "Ada must pass: no tile fits"
    set_language("fr")
    try:
        assert presenter.draw_reason(match) == "Aucun domino ne va sur 3 ou 5\u00a0: piochez"
        assert presenter.status(you) == "Vous devez piocher\u00a0: aucun domino ne va"
    finally:
        set_language("en")


def test_greyed_draw_and_pass_buttons_say_why_not() -> None:
    players = seats("human", "random", names=("Ada", "Computer"))
    must_draw = scripted("draw", players, [NO_THREES_OR_FIVES, OTHER], [Lead(tile(3, 5), 3)])
    assert presenter.unavailable(must_draw, DRAW) is None
    assert presenter.unavailable(must_draw, PASS) == "Pass (P): draw first"
    a_three = [(3, 0), *OTHER[1:]]
    with_play = scripted("draw", players, [a_three, NO_THREES_OR_FIVES], [Lead(tile(3, 5), 3)])
    assert any(isinstance(a, Play) for a in with_play.legal())
    assert presenter.unavailable(with_play, DRAW) == "Draw (D): you have a play"
    assert presenter.unavailable(with_play, PASS) == "Pass (P): you have a play"
    block = scripted("block", players, [NO_THREES_OR_FIVES, OTHER], [Lead(tile(3, 5), 3)])
    assert presenter.unavailable(block, PASS) is None
    assert presenter.unavailable(block, DRAW) == "Draw (D): the stock is empty"
    set_language("fr")
    try:
        assert presenter.unavailable(with_play, DRAW) == "Piocher (D)\u00a0: vous pouvez jouer"
    finally:
        set_language("en")


def test_the_status_line() -> None:
    match = ClassicMatch.new(
        ClassicSettings("draw", seats("human", "hard", names=("You", "Computer")), seed=2)
    )
    rng = random.Random(0)
    until(match, lambda m: not m.is_human(m.turn), rng)
    assert presenter.status(match, thinking=True) == "Computer (hard) is thinking…"
    until(match, lambda m: m.human_to_move and m.plays(), rng)
    words = presenter.status(match)
    assert words in ("Your turn: pick a tile", "Your lead: pick a tile")
    play = match.plays()[0]
    assert presenter.status(match, held=play.tile).startswith("Where does ")
    assert presenter.status(match, chosen=play).startswith("Click there again or Enter: ")


def test_the_all_fives_count_is_written_as_the_rules_write_it() -> None:
    players = seats("human", "random")
    match = scripted(
        "all-fives",
        players,
        [
            [(3, 6), (1, 2), (0, 0), (2, 2), (1, 1), (0, 1), (0, 2), (1, 3), (2, 3)],
            [(6, 5), (4, 4), (4, 6), (1, 4), (2, 4), (0, 6), (1, 6), (3, 3), (0, 3)],
        ],
        [Lead(tile(6, 6), 6)],
    )
    play = next(a for a in match.plays() if a.tile == tile(3, 6) and a.end == "L")
    step_, _ = match.preview(play)
    assert step_.points == 15
    assert presenter.count_caption(match.after(play), 15) == "3 + 6 + 6 = 15: 15 points"
    assert presenter.preview_text(match, play) == "3-6 on the left end · 3 + 6 + 6 = 15: 15 points"
    lead = Round(match.rules, [[tile(5, 5)], [tile(0, 1)]], [], line=[Lead(tile(5, 5), 5)])
    assert presenter.count_caption(lead, 10) == "5 + 5 = 10: 10 points"


def test_round_end_summary_and_ranking() -> None:
    for name in PRESETS:
        count = 4 if name == "block-teams" else 3
        match = new(name, "human", *["random"] * (count - 1), seed=11)
        rng = random.Random(4)
        until(match, lambda m: m.round_end is not None, rng, 20000)
        summary = presenter.round_summary(match)
        assert summary is not None and summary.number == 1
        result = match.game.rounds[0].round.result
        assert result is not None
        assert [r.total for r in summary.rows] == list(result.scores)
        assert sum(r.pips for r in summary.rows) == sum(result.pips)
        assert summary.how and summary.title == "Round 1 is over"
        if not match.is_over:
            assert presenter.status(match).startswith("Round 1 is over: ")
        until(match, lambda m: m.is_over, rng, 50000)
        ranking = presenter.ranking(match)
        outcome = match.game.outcome
        assert outcome is not None
        assert {r.side for r in ranking if r.rank == 1} == set(outcome.winners)
        assert [r.rank for r in ranking] == sorted(r.rank for r in ranking)
        title = presenter.game_title(match)
        assert title and presenter.status(match) == f"Game over: {title}"
        assert presenter.target_text(match)
        lines = presenter.log_lines(match, 0)
        assert lines[0] == (-1, "Round 1")
        # one line an action, but a seat's draws one after the other make one line (the
        # viewer's own with their tiles: "You draw 3 tiles: 2-5, 0-1, 4-4")
        merged = sum(
            1
            for entry in match.game.rounds
            for a, b in itertools.pairwise(entry.round.log)
            if a.seat == b.seat and isinstance(a.action, Draw) and isinstance(b.action, Draw)
        )
        own = [text for s, text in lines if s == 0 and text.startswith("You draw")]
        assert any(": " in text for text in own) == any(
            a.seat == b.seat == 0 and isinstance(a.action, Draw) and isinstance(b.action, Draw)
            for entry in match.game.rounds
            for a, b in itertools.pairwise(entry.round.log)
        )
        assert len([s for s, _ in lines if s >= 0]) == len(match.game.history()) - merged


def test_plays_and_ends_in_words() -> None:
    names = [shown("@you"), shown("Bob")]  # (as the match shows them: "You" knows it is you)
    assert presenter.end_words("L", names) == "the left end"
    assert presenter.end_words("p1", names) == "Bob's train"
    assert presenter.end_words("p0", names) == "your train"
    assert presenter.end_words("mex", names) == "the Mexican train"
    assert presenter.end_words("6-6.U", names) == "the arm above 6-6"
    assert presenter.play_words(Lead(tile(3, 5), 5), names) == "3-5 to lead"
    assert presenter.join_or([1, 2, 3]) == "1, 2 or 3"
    from fractions import Fraction

    assert presenter.points_words(Fraction(15, 2)) == "7½"
    assert presenter.points_words(12) == "12"


def test_every_rules_text_is_in_both_languages() -> None:
    from figures.texts.i18n import sources

    english, french = sources("en", "classic"), sources("fr", "classic")
    assert set(english) == set(french)
    for key, text in [*english.items(), *french.items()]:
        assert text.strip(), key
    assert Rules.preset("draw", 2)


def test_the_blocked_difference_rule_reads_right_when_you_win() -> None:
    """The five-tile game's blocked win named the winner's pips "its own", which read wrong
    after "You" (and "ses" after "Vous")."""
    from figures.texts.i18n import tr

    words = tr("classic.rule.difference", name="You", points="15", pips=23, own=4)
    assert words == "You: 15, the others' 23 pips less the winner's 4 for each other side"
    set_language("fr")
    try:
        words = tr("classic.rule.difference", name="Vous", points="15", pips=23, own=4)
        assert "ses" not in words.split() and "celle du gagnant (4)" in words
    finally:
        set_language("en")


def test_a_summary_for_the_offer_to_resume() -> None:
    match = new("all-fives", "human", "random")
    assert match.summary() == "All Fives · Round 1: You 0, Bob 0"
    set_language("fr")
    try:  # (French puts a space before a colon)
        assert "Manche 1\u00a0: " in match.summary()
    finally:
        set_language("en")


@pytest.mark.parametrize(("language", "sep"), [("en", "; "), ("fr", "\u202f; ")])
def test_a_hint_s_reasons_are_joined_as_the_language_writes_it(language: str, sep: str) -> None:
    from figures.ai.classic_hints import ClassicHint, Reason

    play = Lead(tile(2, 3), 2)
    reasons = (Reason("scores", 5), Reason("double", 6))
    hint = ClassicHint(play, play.tile, "", 5, 0.0, reasons, "")
    set_language(language)
    try:
        words = presenter.hint_text(hint, ["You", "Bob"])
        assert sep.join(presenter.reason_words(r) for r in reasons) in words
        assert words.count(";") == 1 and "2-3" in words
    finally:
        set_language("en")


def test_arms_are_named_by_the_way_they_run_on_the_screen() -> None:
    names = ["You", "Bob"]
    assert presenter.end_words("3-3.U", names, {"3-3.U": "left"}) == "the arm left of 3-3"
    assert presenter.end_words("3-3.D", names, {"3-3.D": "right"}) == "the arm right of 3-3"
    assert presenter.end_words("3-3.D", names) == "the arm below 3-3"


def test_a_play_that_goes_out_says_what_it_scores() -> None:
    players = seats("human", "random", names=("Ada", "Bob"))
    match = scripted("draw", players, [[(5, 6)], OTHER], [Lead(tile(3, 5), 3)])
    play = match.plays()[0]
    words = presenter.preview_text(match, play)
    _, result = match.preview(play)
    assert result is not None and result.how == "out"
    points = presenter.points_words(result.points[0])
    assert words == f"5-6 on the right end · Ada goes out · Ada scores {points}"
    odd = seats("human", "random", names=("{x}", "Bob"))  # braces in a name are only text
    match = scripted("draw", odd, [[(5, 6)], OTHER], [Lead(tile(3, 5), 3)])
    assert presenter.preview_text(match, match.plays()[0]).endswith(f"{{x}} scores {points}")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_word_of_every_preset_can_be_said(language: str) -> None:
    """Status, reasons, previews, the log, summaries and rankings of a whole game of every
    preset, in both languages: every text found, every field filled."""
    set_language(language)
    try:
        for name in PRESETS:
            count = 4 if name == "block-teams" else 3
            match = new(name, "human", *["random"] * (count - 1), seed=21)
            rng = random.Random(name)
            said: set[str] = set()
            while not match.is_over:
                if match.round_end is not None:
                    summary = presenter.round_summary(match)
                    assert summary is not None
                    said |= {summary.title, summary.how, presenter.status(match)}
                    match.next_round()
                    continue
                said.add(presenter.status(match, thinking=not match.is_human(match.turn)))
                said |= {presenter.draw_reason(match) or "", presenter.pass_reason(match) or ""}
                plays = match.plays()
                if plays:
                    play = plays[rng.randrange(len(plays))]
                    said.add(presenter.preview_text(match, play))
                    said.add(presenter.status(match, chosen=play))
                legal = match.legal()
                match.apply(legal[rng.randrange(len(legal))])
            said.add(presenter.status(match))
            said |= {line for _, line in presenter.log_lines(match, 0)}
            said |= {r.name for r in presenter.ranking(match)}
            said.add(presenter.target_text(match))
            assert all("{" not in text for text in said), name
    finally:
        set_language("en")


def test_default_names_are_shown_in_the_language_and_the_level_said_once() -> None:
    players = (PlayerSpec("You", "human"), PlayerSpec("Computer 2 (hard)", "hard"))
    match = ClassicMatch.new(ClassicSettings("draw", players, seed=3))
    try:
        set_language("en")
        assert match.names() == ["You", "Computer 2"]
        if match.is_human(match.turn):
            match.apply(match.legal()[0])
        assert presenter.status(match, thinking=True) == "Computer 2 (hard) is thinking…"
        set_language("fr")
        assert match.names() == ["Vous", "Ordinateur 2"]
        assert presenter.status(match, thinking=True) == "Ordinateur 2 (difficile) réfléchit…"
        lines = [line for _, line in presenter.log_lines(match)]
        assert not any("You" in line or "Computer" in line for line in lines)
    finally:
        set_language("en")
    # a name chosen by the player is left as it is, a level that is not the seat's too
    named = (PlayerSpec("Computer 2 (easy)", "hard"), PlayerSpec("Ada", "human"))
    match = ClassicMatch.new(ClassicSettings("draw", named, seed=3))
    assert match.names() == ["Computer 2 (easy)", "Ada"]


def test_the_game_title_and_the_keys_follow_the_game_and_the_language() -> None:
    try:
        set_language("fr")
        assert presenter.preset_title("draw") == "Jeu avec pioche"
        block = new("block", "human", "hard")
        assert "D pioche" not in presenter.keys_text(block)
        assert "P passe" in presenter.keys_text(block)
    finally:
        set_language("en")
    assert presenter.preset_title("draw") == "Draw game"
    assert presenter.preset_title("block-points") == "Block game to points"
    for name in PRESETS:
        assert "100" not in presenter.preset_title(name)
    assert "D draw" in presenter.keys_text(new("draw", "human", "hard"))
    matador = presenter.keys_text(new("matador", "human", "hard"))
    assert "F turns a matador" in matador and "D draw" in matador
    assert "F " not in presenter.keys_text(new("all-fives", "human", "hard"))


def test_hidden_draws_one_after_the_other_are_one_line_of_the_plays() -> None:
    match = new("draw-5", "human", "hard", seed=6)
    rng = random.Random(1)

    def drew_twice(m: ClassicMatch) -> bool:
        for entry in m.game.rounds:
            log = entry.round.log
            for a, b in itertools.pairwise(log):
                both = isinstance(a.action, Draw) and isinstance(b.action, Draw)
                if both and a.seat == b.seat == 1:
                    return True
        return False

    until(match, drew_twice, rng)
    lines = [line for seat, line in presenter.log_lines(match, viewer=0) if seat == 1]
    assert any(line.startswith("Bob draws ") and line.endswith(" tiles") for line in lines)
    assert not any(a == b == "Bob draws" for a, b in itertools.pairwise(lines))
    # the seat that drew still reads each tile it drew, one a line
    mine = [line for seat, line in presenter.log_lines(match, viewer=0) if seat == 0]
    assert not any(line.endswith(" tiles") for line in mine)


def test_a_tile_is_written_one_way_in_the_title_the_plays_and_the_draws() -> None:
    match = new("draw", "human", "human", seed=3)
    held = tile(0, 5)
    assert presenter.held_words(held) == "0-5"
    assert presenter.status(match, held=held).startswith("Where does 0-5 go?")
    names = match.names()
    # a lead either way round and a play by either half: the same "0-5"
    assert presenter.play_words(Lead(held, 5), names) == "0-5 to lead"
    assert presenter.play_words(Lead(held, 0), names) == "0-5 to lead"
    assert presenter.play_words(Play(held, "L", 5), names).startswith("0-5 on ")
    assert presenter.play_words(Play(held, "R", 0), names).startswith("0-5 on ")


def ended_rounds(game: str, players: int, seed: int, rounds: int) -> list[tuple[int, Any]]:
    """The first ``rounds`` round ends of a seeded random game: (number, summary) for each,
    read when each was shown."""
    match = new(game, *(["random"] * players), seed=seed)
    rng = random.Random(seed)
    out = []
    while len(out) < rounds and not match.is_over:
        if match.round_end is not None:
            out.append((match.round_end, presenter.round_summary(match)))
            if match.is_over:
                break
            match.next_round()
            continue
        legal = match.legal()
        match.apply(legal[rng.randrange(len(legal))])
    out.append((-1, match))
    return out


def test_a_rounds_end_says_the_rule_the_needs_and_the_next_leader() -> None:
    # All Fives, three players: the others' pips rounded to 5 (or the half-five share of a
    # tie), the points each side needs to the instant threshold, who leads next.
    *ends, (_, match) = ended_rounds("all-fives", 3, seed=2, rounds=3)
    assert ends
    goal = match.rules.instant_threshold
    assert goal
    for number, summary in ends:
        result = match.game.rounds[number - 1].round.result
        assert summary is not None and summary.rule
        if result.how == "target":
            assert summary.rule == "The target was reached in play: the round's end scores nothing"
        elif result.winner is not None:
            award = presenter.points_words(result.points[result.winner])
            assert summary.rule.endswith("rounded to the nearest 5")
            assert f": {award}, the others' " in summary.rule
        elif any(result.points):
            assert summary.rule.startswith("A tie for the fewest pips:")
            assert "rounded to 5" in summary.rule
        if result.game_over:
            assert summary.needs == "" and summary.next == ""
            continue
        assert summary.needs.startswith(f"To reach {goal}: ")
        for row in summary.rows:
            left = presenter.points_words(max(0, goal - result.scores[row.side]))
            assert f"{row.name} {left} more" in summary.needs
        leader = match.game.rounds[number].round.leader
        name = match.names()[leader]
        assert summary.next in (f"Next round: {name} leads", "Next round: you lead")


def test_mexican_train_says_the_penalty_the_rounds_left_and_the_next_engine() -> None:
    from figures.classic.tiles import HIGH

    *ends, (_, match) = ended_rounds("mexican-train", 3, seed=4, rounds=2)
    assert len(ends) == 2
    for number, summary in ends:
        assert summary.rule.startswith("Each side takes the pips left in hand as penalty")
        assert summary.needs == f"{match.rules.target.value - number} rounds left"
        entry = match.game.rounds[number]
        assert entry.engine is not None
        name = match.names()[entry.round.leader]
        assert summary.next == (
            f"Next round: the double-{HIGH[entry.engine]} is the engine, {name} starts"
        )
    set_language("fr")
    try:
        summary = presenter.round_summary(match, ends[0][0])
        assert summary is not None
        assert summary.needs.startswith("Restent ") and "locomotive" in summary.next
    finally:
        set_language("en")


def test_a_points_target_says_what_each_side_needs() -> None:
    *ends, (_, match) = ended_rounds("draw", 2, seed=3, rounds=1)
    number, summary = ends[0]
    target = match.rules.target
    assert target.kind == "points"
    result = match.game.rounds[number - 1].round.result
    if not result.game_over:
        assert summary.needs.startswith(f"To reach {target.value}: ")
    if result.winner is not None:
        assert summary.rule.startswith(f"{summary.rows[result.winner].name}: ")
