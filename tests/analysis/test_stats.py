"""Statistics across games (figures.analysis.stats): colour and classic games played by the engine
are
summarised from the game itself, a name's figures (wins against each computer level,
streaks, best placement, largest surface, each game's own) come from them, a game counts
once, and the file in the data folder survives a damaged file and a failed write."""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest
from conftest import play

from figures.analysis import stats
from figures.analysis.stats import GameSummary, SeatSummary, Stats
from figures.classic.game import Game as ClassicGame
from figures.colour.game import Game, Settings
from figures.core.errors import FiguresError
from figures.core.seats import PlayerSpec
from figures.games import new_game


def colour_game(seed: int = 3, level: str = "easy", name: str = "Ann") -> Game:
    seats = (PlayerSpec(name), PlayerSpec("Computer", level))
    game = Game(Settings(seats, 60, seed, 0))
    return play(game, random.Random(seed))


def classic_game(seed: int = 3, preset: str = "all-fives", level: str = "hard") -> ClassicGame:
    seats = [PlayerSpec("Ann"), PlayerSpec("Ordinateur", level)]
    game = new_game(preset, seats, seed)
    assert isinstance(game, ClassicGame)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


# --------------------------------------------------------------------------- one game


def test_a_colour_game_is_summarised_from_the_game() -> None:
    game = colour_game()
    summary = stats.summarise(game, date="2026-01-02T03:04:05Z")
    outcome = game.outcome
    assert outcome is not None
    placements = [p for t in game.turns if t.player == 0 for p in t.placements]
    assert summary.family == summary.game == "colour"
    assert summary.date == "2026-01-02T03:04:05Z"
    assert summary.scores == tuple(outcome.scores)
    assert summary.winners == tuple(outcome.winners)
    ann, computer = summary.seats
    assert (ann.name, ann.kind, computer.name, computer.kind) == (
        "Ann",
        "human",
        "@computer",  # (the default name as its role)
        "easy",
    )
    assert ann.best == max(p.score.points for p in placements) > 0
    assert ann.largest == max(s for p in placements for s in p.score.closed_surfaces)
    assert ann.rounds == sum(1 for t in game.turns if t.player == 0)
    # seed 3: Ann (the seeded policy) loses 61 to 64, her best placement 13, her largest 5
    assert (summary.scores, ann.won, ann.best, ann.largest) == ((61, 64), False, 13, 5)
    assert computer.best is None and computer.largest is None  # (a computer's: not kept)


def test_a_classic_game_is_summarised_with_its_rounds() -> None:
    game = classic_game()
    summary = stats.summarise(game)
    outcome = game.outcome
    assert outcome is not None
    assert (summary.family, summary.game) == ("classic", "all-fives")
    assert summary.rounds == len(game.rounds) == 8
    ann, computer = summary.seats
    assert computer.name == "@computer"  # (an older file's French default name: its role)
    won = sum(1 for e in game.rounds if e.result is not None and e.result.winner == 0)
    assert ann.rounds_won == won == 5
    before, gains = 0, []
    for entry in game.rounds:
        assert entry.result is not None
        gains.append(entry.result.scores[0] - before)
        before = entry.result.scores[0]
    assert ann.best == max(gains) == 45
    assert (ann.score, computer.score, ann.won) == (255, 140, True)


def test_an_unfinished_game_is_not_summarised() -> None:
    game = Game(Settings((PlayerSpec("Ann"), PlayerSpec("Bob")), 60, 1, 0))
    with pytest.raises(FiguresError):
        stats.summarise(game)


# --------------------------------------------------------------------------- the figures


def _game(number: int, won: bool, level: str, score: float, game: str = "colour") -> GameSummary:
    seats = (
        SeatSummary("Ann", "human", score, won, 0, best=number, largest=number % 5, rounds=3),
        SeatSummary("Computer", level, 50, not won, 1),
    )
    date = f"2026-01-{number + 1:02d}T10:00:00Z"
    family = "colour" if game == "colour" else "classic"
    return GameSummary(f"id{number}", family, game, date, 1, seats)


def test_wins_against_each_level_streaks_and_bests() -> None:
    results = [
        (True, "easy", 60),
        (True, "easy", 70),
        (False, "hard", 40),
        (True, "hard", 65),
        (True, "medium", 61),
        (True, "hard", 80),
        (False, "medium", 30),
        (True, "hard:samples=32", 90),
    ]
    store = Stats([_game(i, *r) for i, r in enumerate(results)])
    ann = store.figures("Ann")
    assert (ann.count, ann.wins, ann.win_rate) == (8, 6, 0.75)
    assert ann.average == sum(r[2] for r in results) / 8 == 62
    assert {k: (t.wins, t.games) for k, t in ann.levels.items()} == {
        "easy": (2, 2),
        "medium": (1, 2),
        "hard": (3, 4),
    }
    assert (ann.streak, ann.longest_streak) == (1, 3)
    assert ann.best_placement == 7 and ann.largest_surface == 4
    assert [p.won for p in ann.played] == [r[0] for r in results]
    computer = store.figures("Ordinateur")  # (the same name in French)
    assert (computer.count, computer.wins, computer.human) == (8, 2, False)
    assert computer.level("easy").games == 0  # (its opponent is human)
    assert store.names() == ["Ann", "@computer"]


def test_a_role_is_one_player_whichever_language_wrote_it() -> None:
    """Statistics written by older versions hold the default names as shown ("You", "Vous",
    "Computer 2 (medium)"; from before the roles): they are counted with the roles of the
    files written since ("@you"), as one player each."""

    def seats(you: str, computer: str) -> tuple[SeatSummary, SeatSummary]:
        return (
            SeatSummary(you, "human", 60, True, 0),
            SeatSummary(computer, "medium", 50, False, 1),
        )

    played = [
        ("You", "Computer 2 (medium)"),
        ("Vous", "Ordinateur 2 (moyen)"),
        ("@you", "@computer:2:medium"),
    ]
    games = [
        GameSummary(f"id{n}", "colour", "colour", f"2026-01-0{n + 1}T10:00:00Z", 1, seats(*p))
        for n, p in enumerate(played)
    ]
    store = Stats.from_json(Stats(games).to_json())
    assert store.names() == ["@you", "@computer:2:medium"]
    for name in ("You", "Vous", "@you"):
        assert store.figures(name).count == 3 and store.figures(name).wins == 3
    assert store.figures("Ordinateur 2 (moyen)").count == 3


def test_each_game_has_its_own_figures() -> None:
    store = Stats(
        [
            _game(0, True, "easy", 60),
            _game(1, False, "easy", 40, "all-fives"),
            _game(2, True, "easy", 120, "all-fives"),
        ]
    )
    games = store.figures("Ann").games
    assert (games["colour"].games, games["colour"].wins, games["colour"].best) == (1, 1, 0)
    fives = games["all-fives"]
    assert (fives.games, fives.wins, fives.average, fives.best) == (2, 1, 80, 2)
    assert store.figures("Ann").best_placement == 0  # (a colour game's only)


def test_humans_come_first_among_the_names() -> None:
    seats = (SeatSummary("Zoe", "human", 1, True, 0), SeatSummary("Bot", "hard", 0, False, 1))
    many = [GameSummary(f"b{i}", "colour", "colour", "d", 1, seats[1:] * 2) for i in range(3)]
    store = Stats([*many, GameSummary("z", "colour", "colour", "d", 1, seats)])
    assert store.names() == ["Zoe", "Bot"]


# --------------------------------------------------------------------------- the file


def test_a_game_recorded_twice_counts_once(tmp_path: Path) -> None:
    game = colour_game()
    first = stats.record(tmp_path, game)
    written = (tmp_path / "stats.json").read_bytes()
    assert stats.record(tmp_path, game) == first
    assert (tmp_path / "stats.json").read_bytes() == written
    assert len(stats.load(tmp_path).games) == 1
    other = stats.record(tmp_path, classic_game())
    assert other != first and len(stats.load(tmp_path).games) == 2


def test_a_game_finished_again_takes_the_place_of_the_first(tmp_path: Path) -> None:
    first = stats.record(tmp_path, colour_game(seed=3))
    again = stats.record(tmp_path, colour_game(seed=5), replaces=first)
    assert [g.id for g in stats.load(tmp_path).games] == [again]


def test_the_file_round_trips(tmp_path: Path) -> None:
    stats.record(tmp_path, colour_game(), date="2026-03-01T10:00:00Z")
    stats.record(tmp_path, classic_game(preset="block", level="medium"))
    data = json.loads((tmp_path / "stats.json").read_text("utf-8"))
    assert (data["format"], data["version"], len(data["games"])) == ("figures-stats", 1, 2)
    assert data["games"][0]["date"] == "2026-03-01T10:00:00Z"
    loaded = Stats.from_json(data)
    assert loaded.to_json() == data
    assert loaded.games == stats.load(tmp_path).games
    assert loaded.games[1].game == "block"
    ann = loaded.figures("Ann")
    assert ann.count == 2 and set(ann.levels) == {"easy", "medium"}


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"format": "figures-stats", "version": 1, "games": {}}', b"[]"],
)
def test_a_damaged_file_is_set_aside_and_a_new_one_started(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "stats.json").write_bytes(content)
    loaded = stats.load(tmp_path)
    assert loaded.games == [] and loaded.set_aside is not None
    assert loaded.set_aside.read_bytes() == content  # kept, renamed
    assert loaded.set_aside.name.startswith("stats.bad-")
    assert not (tmp_path / "stats.json").exists()
    stats.record(tmp_path, colour_game())
    assert len(stats.load(tmp_path).games) == 1
    assert len(list(tmp_path.glob("stats.bad-*.json"))) == 1


def test_a_game_that_cannot_be_used_is_left_out_and_the_file_kept_as_it_was(
    tmp_path: Path,
) -> None:
    stats.record(tmp_path, colour_game(seed=3))
    path = tmp_path / "stats.json"
    data = json.loads(path.read_text())
    data["games"][:0] = [{"id": 3}, "a game"]  # (two entries no game wrote)
    path.write_text(json.dumps(data))
    damaged = path.read_bytes()
    loaded = stats.load(tmp_path)
    assert len(loaded.games) == 1 and loaded.dropped == 2 and loaded.problem
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == damaged
    assert [g.id for g in stats.load(tmp_path).games] == [g.id for g in loaded.games]


def test_a_file_whose_copy_cannot_be_made_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats.record(tmp_path, colour_game(seed=3))
    path = tmp_path / "stats.json"
    data = json.loads(path.read_text())
    data["games"].append({"id": 3})
    path.write_text(json.dumps(data))
    damaged = path.read_bytes()

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(shutil, "copyfileobj", full)
    loaded = stats.load(tmp_path)
    assert len(loaded.games) == 1 and not loaded.writable and "No space" in loaded.error
    assert path.read_bytes() == damaged and not list(tmp_path.glob("stats.bad-*"))
    with pytest.raises(OSError):
        stats.record(tmp_path, colour_game(seed=5))
    assert path.read_bytes() == damaged


def test_a_damaged_file_that_cannot_be_set_aside_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "stats.json").write_bytes(b"{damaged")

    def refuse(self: Path, target: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    with pytest.raises(OSError):
        stats.record(tmp_path, colour_game())
    assert (tmp_path / "stats.json").read_bytes() == b"{damaged"


def test_a_failed_write_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats.record(tmp_path, colour_game(seed=3))
    before = (tmp_path / "stats.json").read_bytes()

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(FiguresError, match="No space left"):
        stats.record(tmp_path, colour_game(seed=5))
    monkeypatch.undo()
    assert (tmp_path / "stats.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.json"]  # (no temporary left)
    assert len(stats.load(tmp_path).games) == 1


def test_each_game_has_its_own_average_and_the_most_played_is_known() -> None:
    store = Stats(
        [
            _game(0, True, "easy", 60),
            _game(1, False, "easy", 40, "all-fives"),
            _game(2, True, "easy", 120, "all-fives"),
            _game(3, True, "easy", 90),
        ]
    )
    ann = store.figures("Ann")
    assert ann.average_of("colour") == 75 and ann.average_of("all-fives") == 80
    assert ann.average_of("block") == 0
    assert ann.main_game == "colour"  # (two games each: the one played last)
    ann = Stats([_game(0, True, "easy", 60), *store.games[1:3]]).figures("Ann")
    assert ann.main_game == "all-fives"
    assert Stats().figures("Ann").main_game is None
