"""The parts of the desktop game that need no window: the placing state, the match (undo by
whole actions, autosave, figures for the end screen), the rules' markdown (the catalogues'
tests are in tests/texts/)."""

from __future__ import annotations

import ast
import re
from itertools import pairwise
from pathlib import Path

import pytest

from figures.ai.hints import hints as ai_hints
from figures.colour.actions import EndTurn, Place
from figures.colour.errors import IllegalMoveError
from figures.colour.game import Game, Phase, Settings
from figures.colour.geometry import Side
from figures.colour.records import load_game
from figures.core.seats import PlayerSpec
from figures.texts.i18n import languages, set_language, sources, tr, trn
from figures.texts.names import shown
from figures.ui.colour.controller import (
    CLOCKWISE,
    Click,
    Placing,
    breakdown,
    domino_words,
    reason_text,
    snap,
)
from figures.ui.colour.match import Match, find_hints, private_view

UI = Path(__file__).resolve().parents[3] / "figures" / "ui"
#: UI modules that draw nothing and must stay free of arcade.
PLAIN = ("../texts/i18n.py", "colour/match.py", "colour/controller.py", "shell/ai_driver.py")


def test_the_plain_ui_modules_import_no_arcade() -> None:
    for name in PLAIN:
        tree = ast.parse((UI / name).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(n.startswith(("arcade", "pyglet")) for n in names), name


def test_translation() -> None:
    set_language("fr")
    try:
        assert tr("setup.start") == "Commencer la partie"
        assert tr("top.turn", name="Bob") == "Au tour de Bob"
        # (a name with a vowel takes d', the computer its article)
        assert trn("top.turn", "Ada") == "Au tour d'Ada"
        # (who a name is comes with the name shown: the words alone are another player)
        assert trn("top.turn", shown("@computer")) == "Au tour de l'ordinateur"
        assert trn("top.thinking", shown("@computer")) == "L'ordinateur réfléchit"
        assert trn("top.turn", "Ordinateur") == "Au tour d'Ordinateur"
    finally:
        set_language("en")
    assert tr("top.turn", name="Ada") == "Ada to play"
    with pytest.raises(ValueError):
        set_language("de")


def _game(seed: int = 1) -> Game:
    players = (PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random"))
    return Game(Settings(players, 60, seed, 0))


def test_snap_puts_the_middle_of_the_domino_under_the_cursor() -> None:
    assert snap((3.7, 1.2), Side.E) == (3, 1)
    assert snap((3.2, 1.2), Side.E) == (2, 1)
    assert snap((3.2, 1.7), Side.N) == (3, 1)
    assert snap((3.2, 1.2), Side.S) == (3, 1)
    assert snap((3.2, 1.2), Side.W) == (3, 1)


def test_rotation_turns_about_cell_a() -> None:
    placing = Placing()
    game = _game()
    assert placing.select_index(game, 0)
    placing.move_to((3.7, 1.5))
    for step in range(4):
        placing.rotate(1)
        assert placing.dir == CLOCKWISE[(step + 1) % 4]
        assert placing.at == (3, 1)
    placing.rotate(-1)
    assert placing.dir == CLOCKWISE[3]


def test_preview_then_confirm_and_reasons() -> None:
    game = _game()
    placing = Placing()
    placing.select(game, game.opening_tile)  # type: ignore[arg-type]
    placing.move_to((0.9, 0.5))
    assert placing.click(game) is Click.PREVIEW
    assert placing.click(game) is Click.CONFIRM
    action = placing.preview
    assert action is not None
    game.apply(action)
    placing.sync(game)
    assert placing.tile is None
    placing.select(game, game.opening_tile)  # type: ignore[arg-type]
    placing.move_to((0.9, 0.5))  # over the first domino
    verdict = placing.verdict(game)
    assert verdict is not None and not verdict.legal and verdict.reason == tr("reason.overlap")
    assert placing.click(game) is Click.ILLEGAL
    set_language("fr")
    try:
        placing._verdict_key = None  # ask again, in French
        verdict = placing.verdict(game)
        assert verdict is not None and verdict.reason == tr("reason.overlap")
    finally:
        set_language("en")


def test_breakdown_words() -> None:
    from figures.colour.rules import Score

    assert breakdown(Score(1, ())) == "1 edge"
    assert breakdown(Score(4, (6, 2))) == "4 edges + bonus 2 + closed 6 + 2"


def _play(match: Match, steps: int) -> None:
    game = match.game
    for _ in range(steps):
        actions = game.legal_actions()
        places = [a for a in actions if isinstance(a, Place)]
        match.apply(EndTurn() if game.phase is Phase.SECOND else (places or actions)[0])


def test_undo_takes_back_the_computers_reply_too(tmp_path: Path) -> None:
    match = Match(_game(3), autosave=tmp_path / "auto.json")
    _play(match, 2)  # both openings
    assert match.human_to_move
    _play(match, 2)  # Ada places and ends her turn
    assert not match.human_to_move
    _play(match, 2)  # Bob's reply
    if match.game.phase is Phase.SECOND:
        _play(match, 1)
    assert match.human_to_move
    played = list(match.game.actions)
    undone = match.undo()
    assert match.human_to_move and len(undone) >= 2
    assert match.game.phase is Phase.SECOND  # back to Ada, after her placement
    match.redo()
    assert match.game.actions == played
    assert match.flush_autosave()  # written in the background, after every action
    assert load_game(tmp_path / "auto.json").actions == played


def test_figures_for_the_end_screen() -> None:
    match = Match(_game(4))
    _play(match, 30)
    history = match.score_history()
    assert [h[-1] for h in history] == match.game.scores
    placed = sum(len(t.placements) for t in match.game.turns)
    assert sum(c[0] for c in match.counts()) == placed
    best = match.best_placements()
    for seat, record in enumerate(best):
        if record is not None:
            assert all(
                p.score.points <= record.score.points
                for t in match.game.turns
                if t.player == seat
                for p in t.placements
            )


def test_hints_come_best_first() -> None:
    match = Match(_game(5))
    _play(match, 2)
    hints = find_hints(private_view(match.game, 0), 3)
    assert hints and all(a.value >= b.value for a, b in pairwise(hints))
    assert hints == ai_hints(private_view(match.game, 0), 3)
    assert all(isinstance(h.action, Place) for h in hints)


def test_rules_markdown_is_read_into_blocks() -> None:
    from figures.ui.rules.view import parse, plain, rules_source

    assert plain("**bold** and `code` and [a link](x.md)") == "bold and code and a link"
    for language in languages():
        text, folder = rules_source(language)
        blocks = parse(text)
        kinds = {b.kind for b in blocks}
        assert {"h1", "h2", "p", "li", "img"} <= kinds, language
        for block in blocks:
            if block.kind == "img":
                assert (folder / block.content).exists(), block.content


def test_undo_between_computers_goes_one_action_at_a_time() -> None:
    players = (PlayerSpec("A", "random"), PlayerSpec("B", "random"))
    match = Match(Game(Settings(players, 60, 2, 0)))
    _play(match, 6)
    assert len(match.undo()) == 1 and len(match.game.actions) == 5
    assert len(match.redo()) == 1 and len(match.game.actions) == 6


def test_the_you_seat_is_addressed_in_the_second_person() -> None:
    """Who a name is comes with the name as shown (its role): the set-up's human is "you",
    whatever the language calls it; the same words typed are another player's."""
    you, computer = shown("@you"), shown("@computer")
    assert trn("top.turn", you) == "Your turn"
    assert trn("top.turn", "Ada") == "Ada to play"
    assert trn("end.winner", you, names=you) == "You win!"
    assert trn("end.winner", "Ada", names="Ada") == "Ada wins!"
    assert trn("log.pass", you) == "You cannot place and pass"
    assert trn("hand.title", you) == "Your hand"
    assert trn("undo.reply", computer, dominoes="domino #3") == ("the computer's reply (domino #3)")
    assert trn("top.turn", "You") == "You to play"  # (plain words: another player)
    set_language("fr")
    try:
        you = shown("@you")
        assert trn("top.opening", you) == "Ouverture\u00a0: posez un domino"
        assert trn("hand.opening", you).startswith("Votre domino d'ouverture")
        assert trn("end.winner", you, names=you) == "Vous gagnez\u202f!"
        assert trn("hand.title", "Ada") == "Main d'Ada"  # elision before a vowel
        assert trn("hand.title", "Bob") == "Main de Bob"
        assert (
            trn("log.opening", shown("Ordinateur"), tile=4)  # (an older file's words: the role)
            == "Ordinateur pose le domino d'ouverture #4"
        )
    finally:
        set_language("en")


def test_players_read_words_not_notation() -> None:
    from figures.colour.geometry import Side
    from figures.colour.rules import Score

    action = Place(54, 1, (1, 1), Side.S)
    assert domino_words(action) == "domino #54, face 2"  # faces from 1, as in the hand
    assert domino_words(tile=48) == "domino #48"
    assert breakdown(Score(2, (9,)), 4) == "2 edges + closed 9 − 4"
    for language in languages():  # no notation in any text a player reads
        for key, text in sources(language).items():
            assert "@" not in text and ".0" not in text and ".1" not in text, key


def test_several_humans_undo_only_their_own_turn() -> None:
    players = (PlayerSpec("Ada", "human"), PlayerSpec("Bob", "human"))
    match = Match(Game(Settings(players, 60, 2, 0)))
    _play(match, 2)  # both openings
    assert not match.can_undo()  # Bob's opening is not Ada's to take back
    places = [a for a in match.game.legal_actions() if isinstance(a, Place)]
    match.apply(places[0])
    assert match.game.phase is Phase.SECOND and match.can_undo()
    match.apply(EndTurn())
    assert match.game.current == 1 and not match.can_undo()
    single = Match(_game(3))
    _play(single, 4)
    assert single.can_undo()  # alone against the computer: back to the start


def test_the_rules_screen_shows_no_developer_commands() -> None:
    from figures.ui.rules.view import for_players, parse, rules_source

    for language in languages():
        markdown, _ = rules_source(language)
        blocks = for_players(markdown)
        words = " ".join(b.content for b in blocks if b.kind != "img")
        for dev in ("python -m", "docs_images", "notation.md", ".py", "figures/", "scenario file"):
            assert dev not in words, (language, dev)
        # Only developer matter goes: the rules, the clarifications and the pictures stay.
        full = parse(markdown)
        assert sum(b.kind == "img" for b in blocks) == sum(b.kind == "img" for b in full)
        assert sum(b.kind == "li" for b in blocks) >= sum(b.kind == "li" for b in full) - 1


def test_spots_and_verdict_follow_the_game_after_an_undo_and_another_line() -> None:
    """The legal spots and the ghost's verdict are kept per version of the game: after an
    undo and another line of play with as many actions and dominoes, they are asked again."""
    stale = 0
    for seed in range(1, 40):
        players = (PlayerSpec("Ada", "human"), PlayerSpec("Bob", "human"))
        match = Match(Game(Settings(players, 60, seed, 0)))
        game = match.game
        while game.phase is Phase.OPENING:
            match.apply(game.legal_actions()[0])
        first, other = game.hands[game.current]
        lines = game.legal_placements(first)
        if len(lines) < 2:
            continue
        placing = Placing(lambda match=match: match.version)  # type: ignore[misc]
        match.apply(lines[0])
        placing.tile = other  # held whatever the score (the cache is what is tested)
        before = sorted(placing.spots(game))
        placing.at, placing.dir = before[0] if before else ((9, 9), Side.E)
        said = placing.verdict(game)
        match.undo()
        match.apply(lines[-1])
        truth = sorted((p.at, p.dir) for p in game.legal_placements(other) if p.face == 0)
        assert sorted(placing.spots(game)) == truth, seed
        stale += before != truth
        action = placing.action()
        assert action is not None
        try:
            game.preview(action)
            reason = ""
        except IllegalMoveError as error:
            reason = reason_text(error)
        verdict = placing.verdict(game)
        assert verdict is not None and verdict.reason == reason, (seed, said, verdict)
        placing.reset()
        assert placing._spots_key is None
    assert stale, "no seed where the two lines give different spots"


def test_one_undo_replays_the_game_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+Z over the replies of three computers takes them all back with one replay."""
    players = (PlayerSpec("Ada", "human"), *(PlayerSpec(n, "random") for n in "BCD"))
    match = Match(Game(Settings(players, 240, 4, 0)))
    game = match.game
    from figures.colour.views import view_of

    while len(game.actions) < 30 or not match.human_to_move:
        seat = game.current
        if match.is_human(seat):
            actions = game.legal_actions()
            places = [a for a in actions if isinstance(a, Place)]
            match.apply(EndTurn() if game.phase is Phase.SECOND else (places or actions)[0])
        else:
            match.apply(match.computers[seat].choose(view_of(game, seat)))
    played = list(game.actions)
    replays = []
    real = Game.replay.__func__  # type: ignore[attr-defined]

    def counted(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        replays.append(1)
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(Game, "replay", classmethod(counted))
    undone = match.undo()
    assert len(undone) >= 3 and len(replays) == 1
    assert game.actions == played[: len(played) - len(undone)]
    assert undone == played[::-1][: len(undone)]
    assert match.human_to_move
    assert [p for p, _ in match.steps][-1] == 0  # the human's own action, taken back last
    assert len(game.actors) == len(game.actions)  # who played each, in the engine's log
    match.redo()
    assert game.actions == played


def test_the_ui_copies_neither_the_renderer_nor_the_engine() -> None:
    """Colours are mixed and geometry split by figures.pictures.colour's own functions; what a
    placement earns comes from Game.preview, its payment from the engine's records."""
    from figures.pictures import colour as render
    from figures.ui import theme
    from figures.ui.colour import paint as table

    assert theme.mix is render.mix and table.polygons is render.polygons
    sources = {p.name: p.read_text("utf-8") for p in UI.rglob("*.py")}
    for name, source in sources.items():
        for copy in ("def mix(", "def _polygons(", "def _place_of(", "_KINDS =", "._redo."):
            assert copy not in source, (name, copy)
        # (a payment of 4 written out; "close-4", a sound's name, is not one)
        assert not re.search(r"(?<![a-z])[-−]4\b", source.replace("{cost}", "")), name
    game = _game(2)
    placing = Placing()
    placing.select(game, game.opening_tile)  # type: ignore[arg-type]
    placing.move_to((0.9, 0.5))
    verdict = placing.verdict(game)
    assert verdict is not None and verdict.preview is not None and not verdict.preview.counts


def test_the_autosave_is_written_off_the_ui_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow disk never holds up a move: each action hands a snapshot of the record to the
    writer thread, which writes the newest one atomically."""
    import threading

    import figures.app.autosave as match_module

    gate = threading.Event()
    threads: list[str] = []
    real = match_module.write_json_atomic

    def slow(path, data):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread().name)
        gate.wait(10)
        real(path, data)

    monkeypatch.setattr(match_module, "write_json_atomic", slow)
    match = Match(_game(3), autosave=tmp_path / "auto.json")
    _play(match, 6)  # would wait for the gate six times on the UI thread
    assert not (tmp_path / "auto.json").exists() and not match.flush_autosave(0.05)
    gate.set()
    assert match.flush_autosave()
    assert load_game(tmp_path / "auto.json").actions == match.game.actions
    assert threads and "MainThread" not in threads
    assert len(threads) < 6  # snapshots that waited were replaced by newer ones
    assert match.autosave_error is None
