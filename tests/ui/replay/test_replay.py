"""The replay model (figures/ui/replay/steps.py): a colour record and a classic record, each
made by playing a game with the engine and saving it, read back as steps; every step's words
and scores checked against the record; the state at every step equal to the game re-played
(undone) to it; a jump anywhere in a long game well under 100 ms."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from conftest import play, settings

from figures.classic.bench import random_game
from figures.classic.records import save_record
from figures.classic.round import Round
from figures.classic.tiles import TEXT
from figures.colour.actions import EndTurn, Place, Return
from figures.colour.game import Game
from figures.colour.records import save_game
from figures.games import GAMES
from figures.texts.i18n import set_language
from figures.texts.i18n import signed_text as signed
from figures.ui.colour.presenter import log_place
from figures.ui.replay.steps import EVERY, Replay, open_replay


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


def colour_record(folder: Path, players: int = 2, target: int = 60, seed: int = 3) -> Path:
    game = play(Game(settings(players, target)), random.Random(seed))
    path = folder / "colour.json"
    save_game(game, path)
    return path


def classic_record(folder: Path, name: str = "all-fives", players: int = 2, seed: int = 5) -> Path:
    game, _ = random_game(GAMES[name].rules(players), seed, random.Random(seed))
    path = folder / f"{name}.json"
    save_record(path, game)
    return path


# ----------------------------------------------------------------------------- colour


def test_colour_steps_say_every_move_and_its_points(tmp_path: Path) -> None:
    replay = Replay.load(colour_record(tmp_path))
    game = replay.colour
    assert game is not None and game.is_over
    assert len(replay) == len(game.actions)
    placements = [p for turn in game.turns for p in turn.placements]
    opening = list(game.opening)
    for step, action in zip(replay.steps, game.actions, strict=True):
        if step.kind == "open":
            record = opening.pop(0)
            assert isinstance(action, Place) and record.tile == action.tile
            assert step.what == f"lays opening domino #{action.tile}"
            assert step.why == "the opening scores nothing"
            assert step.points == 0
        elif step.kind in ("place", "second"):
            record = placements.pop(0)
            assert isinstance(action, Place) and record.tile == action.tile
            score = record.score
            assert step.points == score.points - record.paid
            edges = score.connected_edges
            words = f"{edges} edge" + ("s" if edges != 1 else "")
            assert step.why.startswith(words)
            assert f"= {score.points}" in step.why
            if score.bonus:
                assert f" + {score.bonus} bonus" in step.why
            assert step.why.count("closes a ") == len(score.closed_surfaces)
            for size in score.closed_surfaces:
                assert any(
                    f"closes a {c} {size}" in step.why for c in ("red", "yellow", "green", "blue")
                )
            # (said as the game's "Last moves" list says it: points and why, no number)
            assert step.head == log_place(step.who, score, record.paid) == step.line
            assert f"#{action.tile}" not in step.head
            if record.paid:
                assert step.kind == "second"
                assert f", − {record.paid} paid: {signed(step.points)}" in step.why
                assert step.what == f"pays for a second domino, #{action.tile}"
            else:
                assert step.what == f"places domino #{action.tile}"
        elif step.kind == "end":
            assert isinstance(action, EndTurn)
            assert step.what == "ends the turn"
        else:
            assert isinstance(action, Return)
            assert step.kind in ("return", "pass")
            assert step.head.startswith(step.who) and "cannot place" in step.head
    assert not placements and not opening
    # The scores after each turn are the record's.
    turn_ends = {}
    for index, step in enumerate(replay.steps, 1):
        if step.group:
            turn_ends[step.group] = index
    for number, turn in enumerate(game.turns, 1):
        step = replay.steps[turn_ends[number] - 1]
        assert step.seat == turn.player
        assert step.scores[turn.player] == turn.score_after
    assert replay.steps[-1].scores == game.outcome.scores  # type: ignore[union-attr]


def test_colour_step_words_exactly(tmp_path: Path) -> None:
    """The words of known moves of a known game (seed 3): plain, closing, paid."""
    replay = Replay.load(colour_record(tmp_path))
    lines = [(s.line, s.why) for s in replay.steps[:12]]
    assert lines[0] == ("P1 opens with domino #17", "the opening scores nothing")
    assert lines[2] == ("P1 +2 (2 edges)", "2 edges = 2")
    assert lines[3] == ("P1: ends the turn", "no second domino; draws 1")
    assert lines[8] == ("P2 +3 (1 edge + closed 2)", "1 edge + closes a yellow 2 = 3")
    assert lines[11] == (
        "P1 +2 −4 (1 edge + closed 1)",
        "1 edge + closes a blue 1 = 2, − 4 paid: −2; draws 2",
    )
    assert replay.steps[11].scores == (2, 5)
    set_language("fr")
    assert (
        replay.steps[11].why
        == "1 bord + ferme un bleu de 1 = 2, − 4 payés\u00a0: −2\u202f; pioche 2"
    )
    assert replay.steps[11].head == "P1 +2 −4 (1 bord + fermée 1)"
    assert replay.steps[0].head == "P1 pose le domino d'ouverture #17"


def test_colour_state_at_every_step_is_the_game_replayed(tmp_path: Path) -> None:
    replay = Replay.load(colour_record(tmp_path))
    game = replay.colour
    assert game is not None
    positions = list(range(len(replay) + 1))
    random.Random(1).shuffle(positions)
    for k in [*positions, *range(len(replay) + 1)]:  # jumps, then steps forward
        state = replay.state(k)
        assert isinstance(state, Game)
        again = Game.replay(game.settings, game.actions[:k], game.tileset, game.bag)
        assert state.board.placed == again.board.placed
        assert state.scores == again.scores
        assert state.hands == again.hands
        assert (state.current, state.phase) == (again.current, again.phase)
        assert tuple(state.scores) == replay.scores_at(k)


def test_colour_groups_and_paging(tmp_path: Path) -> None:
    replay = Replay.load(colour_record(tmp_path))
    groups = replay.groups()
    assert groups[0][0] == 0  # the opening
    assert [g[0] for g in groups[1:]] == list(range(1, len(groups)))
    assert replay.group_start(5) == groups[5][1]
    assert replay.group_start(999) is None
    # A page stops at a turn's last move on the table, not on its closing "ends the turn".
    landing = replay._landing
    for group in groups:
        stop = landing(group)
        assert group[1] <= stop <= group[2]
        kinds = [replay.steps[p - 1].kind for p in range(group[1], group[2] + 1)]
        assert replay.steps[stop - 1].kind != "end" or set(kinds) == {"end"}
    assert replay.next_group(0, 1) == landing(groups[0])
    assert replay.next_group(landing(groups[0]), 1) == landing(groups[1])
    assert replay.next_group(groups[3][1], 1) in (landing(groups[3]), landing(groups[4]))
    assert replay.next_group(landing(groups[3]), -1) == landing(groups[2])
    assert replay.next_group(groups[0][1], -1) == 0


def test_a_game_just_played_replays_without_a_file() -> None:
    game = play(Game(settings()), random.Random(4))
    replay = Replay.of_game(game)
    assert replay.names == ("P1", "P2")
    assert len(replay) == len(game.actions)
    assert replay.state(len(replay)).board.placed == game.board.placed  # type: ignore[union-attr]


def test_an_unfinished_saved_game_replays_to_where_it_stopped(tmp_path: Path) -> None:
    game = play(Game(settings()), random.Random(5), limit=23)
    path = tmp_path / "unfinished.json"
    save_game(game, path)
    replay = Replay.load(path)
    assert len(replay) == 23 and replay.over_text() == ""
    state = replay.state(23)
    assert isinstance(state, Game)
    assert state.board.placed == game.board.placed and state.scores == game.scores


# ----------------------------------------------------------------------------- classic


def test_classic_steps_say_every_move_and_its_points(tmp_path: Path) -> None:
    replay = Replay.load(classic_record(tmp_path))
    game = replay.classic
    assert game is not None and game.outcome is not None
    logs = [(entry, step) for entry in game.rounds for step in entry.round.log]
    actions = [s for s in replay.steps if s.kind != "round"]
    ends = [s for s in replay.steps if s.kind == "round"]
    assert len(actions) == len(logs)
    assert len(ends) == len(game.rounds)
    for step, (entry, logged) in zip(actions, logs, strict=True):
        assert step.group == entry.number
        assert step.seat == logged.seat and step.classic == logged.action
        assert step.points == logged.points
        if step.kind == "draw":
            assert step.what == f"draws {TEXT[logged.drew]}"
        elif step.kind == "pass":
            assert step.what == "passes"
        elif step.kind == "play":
            assert " on the " in step.what or "'s train" in step.what
        if step.kind in ("lead", "play"):
            expected = (
                f"the ends count {logged.points}: +{logged.points}"
                if logged.points
                else "no points"
            )
            assert step.why == expected
    for end, entry in zip(ends, game.rounds, strict=True):
        result = entry.round.result
        assert result is not None
        assert end.what == f"end of round {entry.number}"
        assert end.scores == result.scores
        how = {"out": "went out", "blocked": "blocked", "target": "reached the target"}
        assert how[result.how] in end.why or "tie" in end.why
        for side, points in enumerate(result.points):
            if points:
                assert f"{replay.sides[side]} +{points}" in end.why
    assert ends[-1].why.endswith("won")
    assert replay.steps[-1].scores == game.outcome.scores


def test_classic_step_words_exactly(tmp_path: Path) -> None:
    replay = Replay.load(classic_record(tmp_path))
    first = [(s.line, s.why) for s in replay.steps[:8]]
    assert first[0] == ("Player 2: leads 1-4  +5", "the ends count 5: +5")
    assert first[1] == ("Player 1: 1-3 on the left end", "no points")
    assert first[5] == ("Player 1: 2-5 on the right end  +10", "the ends count 10: +10")
    assert first[6] == ("Player 2: draws 2-6", "no tile fits: draws from the stock")
    assert replay.steps[5].scores == (10, 5)
    end = next(s for s in replay.steps if s.kind == "round")
    assert end.why == "Player 1 went out; points: Player 1 +20"
    set_language("fr")
    assert replay.steps[5].head == "Player 1\u00a0: 2-5 sur le bout droit"
    assert replay.steps[5].why == "les bouts font 10\u00a0: +10"


def test_classic_state_at_every_step_is_the_round_replayed(tmp_path: Path) -> None:
    replay = Replay.load(classic_record(tmp_path, "mexican-train", 4, seed=2))
    game = replay.classic
    assert game is not None
    # Each position's round and actions in it, worked out from the game's own rounds.
    expected: list[tuple[int, int]] = [(0, 0)]
    for index, entry in enumerate(game.rounds):
        expected += [(index, j) for j in range(1, len(entry.round.log) + 1)]
        expected.append((index, len(entry.round.log)))  # the round's end: as it ended
    assert len(expected) == len(replay) + 1
    positions = list(range(len(replay) + 1))
    random.Random(2).shuffle(positions)
    for k in positions[:300] + list(range(0, len(replay) + 1, 3)):
        state = replay.state(k)
        assert isinstance(state, Round)
        index, done = expected[k]
        again = game.rounds[index].round.copy()
        for _ in range(len(again.log) - done):
            again.undo()
        assert state.layout.placed == again.layout.placed
        assert state.hands == again.hands
        assert state.scores == again.scores
        assert (state.turn, state.drawn, state.markers) == (again.turn, again.drawn, again.markers)


# ----------------------------------------------------------------------------- timing


def jump_times(replay: Replay) -> list[float]:
    """The time of a jump to each position, from wherever the last one went (in a random
    order): the best of three tries each (the machine is shared: a try another process
    interrupted says nothing of the replay), each from no state kept but the copies."""
    positions = list(range(len(replay) + 1))
    random.Random(3).shuffle(positions)
    times = []
    for k, before in zip(positions, [0, *positions], strict=False):
        best = 1.0
        for _ in range(3):
            replay.state(before)
            start = time.perf_counter()
            replay.state(k)
            best = min(best, time.perf_counter() - start)
        times.append(best)
    return sorted(times)


@pytest.mark.bench
def test_a_jump_anywhere_in_a_long_game_is_instant(tmp_path: Path) -> None:
    colour = Replay.load(colour_record(tmp_path, players=4, target=240, seed=8))
    assert len(colour) > 150
    classic = Replay.load(classic_record(tmp_path, "mexican-train", 4, seed=2))
    assert len(classic) > 1000
    for replay in (colour, classic):
        times = jump_times(replay)
        median, high, worst = times[len(times) // 2], times[len(times) * 95 // 100], times[-1]
        print(
            f"{replay.family}: {len(replay)} steps, a jump: median {median * 1000:.1f} ms, "
            f"95th percentile {high * 1000:.1f} ms, worst {worst * 1000:.1f} ms"
        )
        assert median < 0.02
        assert high < 0.1
        assert worst < 1.0  # (a whole test run beside it can stall one try three times)
    assert EVERY <= 16


# ----------------------------------------------------------------------------- files


def test_open_replay_says_why_in_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    replay, error = open_replay(bad)
    assert replay is None and error.startswith("This file cannot be replayed: ")
    assert "\n" not in error
    sheet = tmp_path / "sheet.json"
    sheet.write_text('{"format": "figures-score-sheet", "version": 1}')
    from figures.sheet.files import SHEET_FORMAT

    sheet.write_text(f'{{"format": "{SHEET_FORMAT}", "version": 1}}')
    assert open_replay(sheet) == (
        None,
        "This is a score sheet, not a game record: it has no moves to replay.",
    )
    good, error = open_replay(colour_record(tmp_path))
    assert good is not None and error == "" and good.game_name() == "colour"
    classic, _ = open_replay(classic_record(tmp_path))
    assert classic is not None and classic.game_name() == "all-fives"
