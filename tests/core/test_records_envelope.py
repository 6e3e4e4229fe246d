"""Game records of every family in one envelope: the colour game's version-1 files
(tests/records/), made by the version-1 writer and kept as they were, load and check through
the library, the registry and ``figures replay``; version 2 and classic records round-trip;
a tampered record is refused or contradicted at its place, in the same words for both
families; the registry refuses what is no record it reads."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from conftest import play, settings
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from test_classic_properties import rules_strategy

from figures.classic import records as classic_records
from figures.classic.game import Game as ClassicGame
from figures.classic.game import SeededChance
from figures.classic.rules import Rules
from figures.cli import main
from figures.colour.game import Game, Phase
from figures.colour.house import DEFAULT_RULES
from figures.colour.records import check_record, game_to_json, load_game, save_game
from figures.core.errors import FileWriteError, RecordError
from figures.core.files import read_json
from figures.core.records import write_json_atomic
from figures.core.seats import PlayerSpec
from figures.games import (
    UnknownRecordError,
    load_record,
    record_family,
    replay_record,
)
from figures.games import check_record as check_record_of_any

RECORDS = Path(__file__).resolve().parents[1] / "records"
COLOUR_V1 = sorted(RECORDS.glob("colour-v1-*.json"))


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def cli(argv: list[str]) -> tuple[int, str, str]:
    """``figures ARGV`` in this process: the exit status, standard output and error."""
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def test_the_version_1_fixtures_are_there() -> None:
    names = {p.name for p in COLOUR_V1}
    assert {
        "colour-v1-finished-target.json",
        "colour-v1-finished-pass.json",
        "colour-v1-mid-turn.json",
        "colour-v1-opening.json",
        "colour-v1-no-actions.json",
    } <= names
    for path in COLOUR_V1:
        data = read(path)
        assert (data["format"], data["version"]) == ("figures-game", 1)


@pytest.mark.parametrize("path", COLOUR_V1, ids=lambda p: p.name)
def test_colour_version_1_records_load_and_check(path: Path) -> None:
    data = read(path)
    for game in (load_game(path), check_record(path)[0]):
        assert [p.name for p in game.settings.players] == [
            p["name"] for p in data["settings"]["players"]
        ]
        assert game.settings.seed == data["settings"]["seed"]
        if "actions" in data:
            assert [str(a) for a in game.actions] == data["actions"]
        assert [t.score_after for t in game.turns] == [t["score_after"] for t in data["turns"]]
        assert game.deal == data["deal"]
        if data["final"] is None:
            assert game.outcome is None
        else:
            assert game.outcome is not None
            assert list(game.outcome.scores) == data["final"]["scores"]
            assert list(game.outcome.winners) == data["final"]["winners"]
            assert game.outcome.reason.value == data["final"]["reason"]
        if data["opening_pending"] is not None:
            assert game.phase is Phase.OPENING
            assert game.opening_tile == data["opening_pending"]["tile"]
        if data["turns"] and data["turns"][-1].get("complete") is False:
            assert game.phase is Phase.SECOND
    assert check_record(path)[1] == []


def test_colour_version_1_records_pass_replay_check(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["replay", "--check", *map(str, COLOUR_V1)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out.count(": ok: ") == len(COLOUR_V1) and "note:" not in out


@pytest.mark.parametrize("path", COLOUR_V1, ids=lambda p: p.name)
def test_colour_version_1_records_replay(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    finished = read(path)["final"] is not None
    assert out.splitlines()[-1].startswith("final" if finished else "not finished")


# ----------------------------------------------------------------------------- version 1


@pytest.mark.parametrize("path", COLOUR_V1, ids=lambda p: p.name)
def test_colour_version_1_records_load_through_the_registry(path: Path) -> None:
    for record in (load_record(path), check_record_of_any(path)):
        assert record.family == "colour" and record.problems == []
        assert isinstance(record.game, Game)
        assert [p.name for p in record.players] == [
            p["name"] for p in read(path)["settings"]["players"]
        ]


@pytest.mark.parametrize("path", COLOUR_V1, ids=lambda p: p.name)
def test_a_version_1_record_says_the_same_as_version_2(path: Path, tmp_path: Path) -> None:
    """Saving a loaded version-1 record writes version 2 with every figure of the old file in
    its new place; that file loads to the same game."""
    old = read(path)
    game = load_game(path)
    new = game_to_json(game)
    assert (new["format"], new["version"]) == ("figures-game", 2)
    settings = old["settings"]
    assert new["rules"] == {
        "version": old["rules"],
        "target": settings["target"],
        **DEFAULT_RULES.to_json(),  # (a version-1 record was played under the defaults)
    }
    assert new["players"] == settings["players"]
    assert (new["first"], new["seed"]) == (settings["first_player"], settings["seed"])
    assert new["tiles"] == old["tiles"] and new["final"] == old["final"]
    (the_round,) = new["rounds"]
    for key in ("opening", "opening_pending", "deal", "turns"):
        assert the_round[key] == old[key], key
    assert the_round["actions"] == old.get("actions", the_round["actions"])
    save_game(game, tmp_path / "v2.json")
    assert game_to_json(load_game(tmp_path / "v2.json")) == new
    assert check_record(tmp_path / "v2.json")[1] == []


def test_a_version_1_record_without_actions_is_the_same_game() -> None:
    full = load_game(RECORDS / "colour-v1-finished-target.json")
    bare = load_game(RECORDS / "colour-v1-no-actions.json")
    assert bare.actions == full.actions and game_to_json(bare) == game_to_json(full)


def test_a_version_1_record_without_actions_names_the_turn_of_a_refused_one(
    tmp_path: Path,
) -> None:
    data = read(RECORDS / "colour-v1-no-actions.json")
    data["turns"][0]["placements"][0]["at"] = [500, 500]
    path = write(tmp_path / "old.json", data)
    with pytest.raises(RecordError) as info:
        check_record(path)
    message = str(info.value)
    assert message.startswith(f"{path}: round 1, action 4 (turn 1, placement 1): ")
    assert "is refused (not-touching: " in message


# ----------------------------------------------------------------------------- version 2


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), "utf-8")
    return path


def colour_game(seed: int = 11, steps: int | None = None) -> Game:
    return play(Game(settings(players=3, target=60, seed=seed)), random.Random(seed), limit=steps)


def classic_game(name: str = "block-points", players: int = 2, seed: int = 3) -> ClassicGame:
    game = ClassicGame(Rules.preset(name, players), SeededChance(seed), first=1)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


NAMES = [PlayerSpec(n, "random") for n in ("Ada", "Bob", "Cy", "Di")]


def actions_of(game: ClassicGame) -> list[list[str]]:
    return [[str(step.action) for step in entry.round.log] for entry in game.rounds]


def test_both_families_write_the_same_envelope(tmp_path: Path) -> None:
    colour, classic = colour_game(), classic_game("all-fives", 3)
    save_game(colour, tmp_path / "colour.json")
    classic_records.save_record(tmp_path / "classic.json", classic, NAMES[:3])
    for path, family in (
        (tmp_path / "colour.json", "colour"),
        (tmp_path / "classic.json", "classic"),
    ):
        data = read(path)
        assert list(data)[:5] == ["format", "version", "rules", "players", "first"]
        assert {"rounds", "final"} <= set(data)
        assert all({"deal", "actions", "result"} <= set(r) for r in data["rounds"])
        assert set(data["final"]) >= {"scores", "winners"}
        assert record_family(data) == family


def test_colour_version_2_round_trips(tmp_path: Path) -> None:
    game = colour_game()
    path = tmp_path / "game.json"
    save_game(game, path)
    for record in (load_record(path), check_record_of_any(path)):
        loaded = record.game
        assert isinstance(loaded, Game) and record.problems == [] and record.notes == []
        assert loaded.actions == game.actions and loaded.scores == game.scores
        assert loaded.outcome == game.outcome
        assert game_to_json(loaded) == game_to_json(game) == read(path)


def test_classic_records_round_trip_through_the_registry(tmp_path: Path) -> None:
    game = classic_game()
    path = tmp_path / "game.json"
    classic_records.save_record(path, game, NAMES[:2])
    for record in (load_record(path), check_record_of_any(path)):
        loaded = record.game
        assert isinstance(loaded, ClassicGame) and record.problems == []
        assert record.players == tuple(NAMES[:2])
        assert actions_of(loaded) == actions_of(game)
        assert loaded.scores == game.scores and loaded.outcome == game.outcome
        assert classic_records.game_to_json(loaded, NAMES[:2]) == read(path)


def colour_action(data: dict[str, Any], turn: int) -> int:
    """The number (from 1) of the first action of a colour record's turn (from 0)."""
    return (
        len(data["rounds"][0]["opening"])
        + 1
        + sum(
            1 if not t["placements"] else len(t["placements"]) + (len(t["placements"]) == 1)
            for t in data["rounds"][0]["turns"][:turn]
        )
    )


def test_a_tampered_colour_action_is_refused_at_its_place(tmp_path: Path) -> None:
    data = game_to_json(colour_game())
    actions = data["rounds"][0]["actions"]
    k = 6
    actions[k - 1] = "0.0@500,500E"
    path = write(tmp_path / "bad.json", data)
    with pytest.raises(RecordError, match=rf"^{re.escape(str(path))}: round 1, action {k}: "):
        check_record(path)
    code, out, err = cli(["replay", "--check", str(path)])
    assert code == 2 and out == ""
    assert err.startswith(f"figures: error: {path}: round 1, action {k}: 0.0@500,500E is refused")


def test_a_tampered_classic_action_is_refused_at_its_place(tmp_path: Path) -> None:
    game = classic_game()
    data = classic_records.game_to_json(game, NAMES[:2])
    assert len(data["rounds"]) >= 2
    data["rounds"][1]["actions"][2] = "6-6@Q"
    path = write(tmp_path / "bad.json", data)
    code, out, err = cli(["replay", "--check", str(path)])
    assert code == 2 and out == ""
    assert err.startswith(f"figures: error: {path}: round 2, action 3: 6-6@Q ")


def test_disagreements_read_alike_in_both_families(tmp_path: Path) -> None:
    colour = game_to_json(colour_game())
    turn = next(i for i, t in enumerate(colour["rounds"][0]["turns"]) if t["placements"])
    points = colour["rounds"][0]["turns"][turn]["placements"][0]["points"]
    colour["rounds"][0]["turns"][turn]["placements"][0]["points"] = points + 5
    colour["final"]["scores"][0] += 1
    classic = classic_records.game_to_json(classic_game(), NAMES[:2])
    classic["rounds"][0]["play_points"] = [5, 0]
    classic["final"]["scores"][0] += 1
    paths = [write(tmp_path / "colour.json", colour), write(tmp_path / "classic.json", classic)]
    code, out, _ = cli(["replay", "--check", *map(str, paths)])
    assert code == 1
    lines = out.splitlines()
    number = colour_action(colour, turn)
    assert f"{paths[0]}: round 1, action {number}: points: expected {points + 5}, got {points}" in (
        lines
    )
    assert any(line.startswith(f"{paths[0]}: final.scores: expected [") for line in lines)
    assert f"{paths[1]}: round 1: play_points: expected [5, 0], got [0, 0]" in lines
    assert any(line.startswith(f"{paths[1]}: final.scores: expected [") for line in lines)
    wording = re.compile(r"^\S+: (round \d+(, action \d+)?: )?[\w.]+: expected .+, got .+$")
    problems = [line for line in lines if not line.endswith(" with the rules")]
    assert problems and all(wording.match(line) for line in problems), problems


# ----------------------------------------------------------------------------- the registry


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"format": "figures-tiles", "version": 1, "tiles": []}, "'figures-tiles'"),
        ({"format": "figures-game", "version": 3}, "'figures-game' version 3"),
        ({"format": "classic-dominoes-game", "version": 2}, "'classic-dominoes-game' version 2"),
        ({"format": "figures-game", "version": True}, "'figures-game' version True"),
        ({"format": "figures-game"}, "'figures-game' version None"),
        ({"board": [], "play": []}, "no 'format' field"),
        ([1, 2], "not a game record (a JSON list)"),
    ],
)
def test_the_registry_refuses_unknown_formats_with_one_line(
    tmp_path: Path, data: Any, words: str
) -> None:
    path = write(tmp_path / "x.json", data)
    for read_it in (load_record, check_record_of_any):
        with pytest.raises(UnknownRecordError) as info:
            read_it(path)
        message = str(info.value)
        assert message.startswith(f"{path}: unknown record format: {words}"), message
        assert "\n" not in message and "'classic-dominoes-game' version 1" in message
    for argv in (["replay", str(path)], ["replay", "--check", str(path)]):
        code, out, err = cli(argv)
        assert code == 2 and out == "" and len(err.splitlines()) == 1
        assert "unknown record format" in err and "Traceback" not in err


def test_the_registry_reads_the_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    save_game(colour_game(steps=10), path)
    reads: list[str] = []
    real = read_json

    def counted(name: str | Path) -> Any:
        reads.append(str(name))
        return real(name)

    monkeypatch.setattr("figures.games.read_json", counted)
    load_record(path), check_record_of_any(path)
    assert reads == [str(path), str(path)]


# ----------------------------------------------------------------------------- writing


def test_a_record_that_cannot_be_written_leaves_the_old_file(tmp_path: Path) -> None:
    """(A failed write of a colour record: tests/colour/test_records.py.) A classic record, and a
    value that is not JSON at all, leave the file as it was and no temporary file beside it."""
    path = tmp_path / "game.json"
    classic_records.save_record(path, classic_game(), NAMES[:2])
    before = path.read_bytes()
    with pytest.raises(TypeError):
        write_json_atomic(path, {"rounds": [object()]})
    with pytest.raises(FileWriteError):
        classic_records.save_record(tmp_path / "no-such-folder" / "g.json", classic_game())
    assert path.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["game.json"]


# ----------------------------------------------------------------------------- properties

RECORD_GAMES = hypothesis_settings(
    max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@RECORD_GAMES
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(0, 120))
def test_colour_records_reload_to_the_same_game_through_the_registry(
    seed: int, players: int, steps: int
) -> None:
    """(Saving and loading by the colour library: tests/colour/test_properties.py.) Through the
    registry, with the record's own draws, part-way through a game too."""
    game = play(
        Game(settings(players=players, seed=seed, first=seed % players)),
        random.Random(seed),
        limit=steps,
    )
    data = json.loads(json.dumps(game_to_json(game)))
    record = replay_record(data, check=True)
    assert record.problems == [] and isinstance(record.game, Game)
    assert game_to_json(record.game) == data
    assert record.game.legal_actions() == game.legal_actions()
    assert (record.game.phase, record.game.current) == (game.phase, game.current)


@RECORD_GAMES
@given(rules=rules_strategy(), seed=st.integers(0, 10_000), stop=st.floats(0, 1))
def test_classic_records_reload_to_the_same_game_through_the_registry(
    rules: Rules, seed: int, stop: float
) -> None:
    """(Finished games by the classic library: tests/classic/test_classic_properties.py.) Through
    the registry, stopped anywhere, in the middle of a round too."""
    game = ClassicGame(rules, SeededChance(seed), first=seed % rules.players)
    rng = random.Random(seed)
    actions = 0
    while not game.is_over and actions < 3000:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
    game = ClassicGame(rules, SeededChance(seed), first=seed % rules.players)
    rng = random.Random(seed)
    for _ in range(int(actions * stop)):
        game.apply(rng.choice(game.legal_actions()))
    players = [PlayerSpec(f"Player {s + 1}", "random") for s in range(rules.players)]
    data = json.loads(json.dumps(classic_records.game_to_json(game, players)))
    for check in (False, True):
        record = replay_record(data, check=check)
        assert record.problems == [] and isinstance(record.game, ClassicGame)
        assert classic_records.game_to_json(record.game, players) == data
        assert record.game.scores == game.scores and record.game.turn == game.turn
        assert record.game.legal_actions() == game.legal_actions()
