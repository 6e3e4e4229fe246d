"""Saved games: round trips, atomic writes, damaged and foreign files, re-checking figures."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import play, settings

from figures.colour.errors import FileWriteError, RecordError
from figures.colour.game import Game
from figures.colour.records import check_record, game_to_json, load_game, save_game


@pytest.fixture(scope="module")
def finished() -> Game:
    return play(Game(settings(players=3, target=60, seed=11)), random.Random(11))


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data))
    return path


def test_record_has_every_required_field(finished: Game) -> None:
    data = game_to_json(finished)
    assert data["format"] == "figures-game" and data["version"] == 2
    assert set(data) == {
        "format",
        "version",
        "rules",
        "players",
        "first",
        "seed",
        "tiles",
        "rounds",
        "final",
    }
    assert data["rules"] == {
        "version": 1,
        "target": 60,
        "cost": 4,
        "bonus_from": 3,
        "hand": 2,
        "square": 1,
        "targets": [60, 240],
    }
    assert data["players"] == [{"name": f"P{i}", "kind": "random"} for i in (1, 2, 3)]
    assert (data["first"], data["seed"]) == (0, 11)
    assert len(data["tiles"]) == 120
    (the_round,) = data["rounds"]
    assert set(the_round) == {"opening", "opening_pending", "deal", "actions", "turns", "result"}
    assert set(the_round["opening"][0]) == {"player", "tile", "face", "at", "dir", "returned"}
    assert all(len(hand) == 2 for hand in the_round["deal"])
    assert the_round["actions"] == [str(a) for a in finished.actions]
    placement = next(t for t in the_round["turns"] if t["placements"])["placements"][0]
    assert set(placement) >= {
        "tile",
        "face",
        "at",
        "dir",
        "connected_edges",
        "bonus",
        "closed_surfaces",
        "points",
        "paid",
    }
    assert set(the_round["turns"][0]) >= {
        "player",
        "placements",
        "returned",
        "drawn",
        "score_after",
    }
    assert data["final"]["reason"] in {"target", "all-placed", "blocked"}
    assert data["final"]["scores"] == finished.scores
    assert the_round["result"] == {"how": data["final"]["reason"], "scores": finished.scores}


def test_finished_game_round_trips_and_checks(finished: Game, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(finished, path)
    assert game_to_json(load_game(path)) == game_to_json(finished)
    game, problems = check_record(path)
    assert problems == []
    assert game.outcome == finished.outcome


def test_saving_leaves_no_temporary_file_and_replaces_atomically(
    finished: Game, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    path.write_text("old")
    save_game(finished, path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert json.loads(path.read_text())["format"] == "figures-game"


def test_a_failed_save_keeps_the_old_file(finished: Game, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    save_game(finished, path)
    before = path.read_text()

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    # (the disk fills while the new file is put on it, after the old one was read)
    monkeypatch.setattr("figures.core.files.os.fsync", boom)
    with pytest.raises(FileWriteError, match=r"cannot write .*disk full"):
        save_game(finished, path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def tampered(finished: Game, tmp_path: Path, change) -> Path:  # type: ignore[no-untyped-def]
    data = game_to_json(finished)
    change(data)
    return write(tmp_path / "bad.json", data)


def first_placement(data: dict) -> dict:  # type: ignore[type-arg]
    return next(t for t in data["rounds"][0]["turns"] if t["placements"])["placements"][0]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: first_placement(d).update(points=99), "points"),
        (lambda d: first_placement(d).update(closed_surfaces=[7]), "closed_surfaces"),
        (lambda d: d["rounds"][0]["turns"][0].update(score_after=1000), "score_after"),
        (lambda d: d["final"].update(winners=[2, 1]), "winners"),
    ],
)
def test_check_finds_wrong_figures(finished: Game, tmp_path: Path, change, message: str) -> None:  # type: ignore[no-untyped-def]
    path = tampered(finished, tmp_path, change)
    _, problems = check_record(path)
    assert problems and any(message in p for p in problems)
    with pytest.raises(RecordError):
        load_game(path)


def test_check_refuses_an_illegal_placement(finished: Game, tmp_path: Path) -> None:
    def move(data: dict) -> None:  # type: ignore[type-arg]
        actions = data["rounds"][0]["actions"]
        first = len(data["rounds"][0]["opening"])  # the first turn's first action
        actions[first] = actions[first].split("@")[0] + "@500,500E"

    with pytest.raises(RecordError, match=r"round 1, action 4: .* is refused \(not-touching: "):
        check_record(tampered(finished, tmp_path, move))


def test_check_refuses_a_draw_that_is_not_in_the_bag(finished: Game, tmp_path: Path) -> None:
    def draw_twice(data: dict) -> None:  # type: ignore[type-arg]
        turn = next(t for t in data["rounds"][0]["turns"] if t["drawn"])
        turn["drawn"][0] = data["rounds"][0]["opening"][0]["tile"]

    with pytest.raises(RecordError, match="not in the bag"):
        check_record(tampered(finished, tmp_path, draw_twice))


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else"}', "not a Figures game record"),
        ('{"format": "figures-game", "version": 9}', "unsupported record version"),
        ('{"format": "figures-game", "version": 1}', "missing field 'settings'"),
    ],
)
def test_damaged_or_foreign_files_are_refused(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "x.json"
    path.write_text(content)
    with pytest.raises(RecordError, match=message):
        load_game(path)


def test_bad_settings_in_a_record_are_refused(finished: Game, tmp_path: Path) -> None:
    path = tampered(finished, tmp_path, lambda d: d["rules"].update(target=500))
    with pytest.raises(RecordError, match="from 60 to 240"):
        load_game(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="no such file"):
        load_game(tmp_path / "nope.json")


def test_game_in_the_middle_of_a_turn_round_trips(tmp_path: Path) -> None:
    game = Game(settings(seed=3))
    rng = random.Random(3)
    while game.phase.value != "second":
        play(game, rng, limit=1)
    path = tmp_path / "mid.json"
    save_game(game, path)
    assert game_to_json(game)["rounds"][0]["turns"][-1]["complete"] is False
    loaded = load_game(path)
    assert loaded.phase is game.phase and game_to_json(loaded) == game_to_json(game)


@pytest.mark.parametrize("steps", [0, 1, 2])
def test_games_saved_during_the_opening_check_and_load(tmp_path: Path, steps: int) -> None:
    game = Game(settings(players=3, seed=4))
    for _ in range(steps):
        game.apply(game.legal_actions()[0])
    path = tmp_path / "opening.json"
    save_game(game, path)
    pending = game_to_json(game)["rounds"][0]["opening_pending"]
    assert pending["tile"] == game.opening_tile and pending["player"] == game.current
    checked, problems = check_record(path)
    assert problems == [] and checked.opening_tile == game.opening_tile
    assert game_to_json(load_game(path)) == game_to_json(game)


def test_a_checked_record_can_be_undone_with_its_own_draws(finished: Game, tmp_path: Path) -> None:
    data = game_to_json(finished)
    data["seed"] += 1  # the draws no longer follow from the seed
    path = write(tmp_path / "reseeded.json", data)
    game, problems = check_record(path)
    assert problems == []
    before = game_to_json(Game.replay(game.settings, game.actions[:-1], game.tileset, game.bag))
    game.undo()
    assert game_to_json(game) == before
