"""Issue 21, point 15: a damaged data file never stops the app. Every file is read through
the one bounded JSON reader (figures.core.files.parse_json): a number of thousands of digits,
one past a float's range, NaN or Infinity is refused as invalid JSON is, and a file of the
data folder that holds one is set aside with a word, the app starting with its defaults.
The launch runs the real ``figures play`` (headless) as a subprocess."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from bounded import figures
from conftest import play
from conftest import settings as game_settings

from figures.analysis import stats
from figures.app.options import Options, load_options
from figures.colour.game import Game
from figures.colour.records import game_to_json
from figures.core.errors import RecordError
from figures.core.files import MAX_NUMBER_DIGITS, parse_json, read_json

SETTINGS = {
    "format": "figures-settings",
    "version": 1,
    "language": "en",
    "target": 120,
    "players": [{"name": "Ann", "kind": "human"}, {"name": "Hal", "kind": "hard"}],
    "first": 0,
}


def with_number(data: object, key: str, number: str) -> str:
    """``data`` as JSON with the value of ``key`` written as ``number`` (what json.dumps would
    not write)."""
    return json.dumps(data).replace(json.dumps(f"@{key}@"), number)


@pytest.mark.parametrize(
    "number",
    ["1" * 4300, "1" * 5000, "1e309", "-1e400", "Infinity", "NaN", "0." + "0" * 80 + "1"],
)
def test_the_reader_refuses_unbounded_numbers_in_one_line(tmp_path: Path, number: str) -> None:
    path = tmp_path / "f.json"
    path.write_text(f'{{"a": [1, {number}]}}')
    with pytest.raises(RecordError) as refused:
        read_json(path)
    message = str(refused.value)
    assert message.startswith(f"{path} holds ") and "\n" not in message and len(message) < 200


def test_the_reader_keeps_every_number_a_game_writes() -> None:
    big = 10**MAX_NUMBER_DIGITS - 1
    text = f"[0, -7, 12.5, -0.0, 1e-400, {2**63}, {big}, 0.30000000000000004, 1.5e29]"
    assert parse_json(text, "x") == [0, -7, 12.5, 0.0, 0.0, 2**63, big, 0.30000000000000004, 1.5e29]


def run_the_app(data: Path, until: str, seconds: float = 90.0) -> tuple[int | None, str]:
    """``figures play`` headless on the data folder ``data``, until a file matching ``until``
    appears there (then ended): its exit code while it ran (None: still running) and its
    standard error."""
    env = dict(os.environ, FIGURES_DATA_DIR=str(data), ARCADE_HEADLESS="1", FIGURES_AUDIO="off")
    command = [sys.executable, "-m", "figures.cli", "play"]
    with open(data / "err.txt", "wb") as err:
        child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=err)
        start = time.monotonic()
        try:
            while child.poll() is None and time.monotonic() - start < seconds:
                if list(data.glob(until)):
                    time.sleep(2.0)  # (the window opened after reading it: let it draw)
                    break
                time.sleep(0.2)
            code = child.poll()
        finally:
            child.kill()
            child.wait()
    return code, (data / "err.txt").read_text("utf-8", "replace")


@pytest.mark.slow
def test_the_app_starts_with_a_settings_file_of_4300_digits(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    settings.write_text(with_number({**SETTINGS, "volume": "@volume@"}, "volume", "9" * 4300))
    code, err = run_the_app(tmp_path, "settings.bad-*.json")
    assert code is None and "Traceback" not in err, err[-3000:]
    assert not settings.exists()
    aside = list(tmp_path.glob("settings.bad-*.json"))
    assert len(aside) == 1 and "9" * 4300 in aside[0].read_text()  # (kept as it was)


@pytest.mark.parametrize("number", ["9" * 4300, "1e400", "Infinity"])
def test_a_settings_file_with_a_huge_number_is_set_aside_with_a_word(
    tmp_path: Path, number: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(with_number({**SETTINGS, "volume": "@volume@"}, "volume", number))
    options = load_options(path)
    assert "could not be read" in options.note and "settings.bad-" in options.note
    assert len(options.note) < 400 and options.settings == Options().settings
    assert not path.exists()


def finished_game() -> Game:
    return play(Game(game_settings(seed=3)), random.Random(3))


def stats_file(folder: Path, score: str) -> Path:
    """A statistics file of one game whose first score is written ``score``."""
    summary = stats.summarise(finished_game())
    data = stats.Stats([summary]).to_json()
    data["games"][0]["players"][0]["score"] = "@score@"
    path = folder / "stats.json"
    path.write_text(with_number(data, "score", score))
    return path


@pytest.mark.parametrize("score", [str(10**309), "1" * 4300, "1e400", "-Infinity", "1e12"])
def test_a_statistics_file_with_a_huge_score_is_set_aside_and_games_still_recorded(
    tmp_path: Path, score: str
) -> None:
    path = stats_file(tmp_path, score)
    damaged = path.read_bytes()
    loaded = stats.load(tmp_path)
    assert loaded.games == [] and loaded.set_aside is not None
    assert loaded.set_aside.read_bytes() == damaged
    game = finished_game()
    assert stats.record(tmp_path, game) == stats.summarise(game).id  # recorded, not lost
    assert len(stats.load(tmp_path).games) == 1


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ('"score": ' + str(10**309), "a number of 310 digits (at most 30)"),
        ('"score": ' + "1" * 4300, "a number of 4300 digits (at most 30)"),
        ('"score": 1e400', "the number 1e400"),
        ('"score": 1e12', "not a score: 1000000000000.0"),
        ('"name": "' + "N" * 2_000_000 + '"', "longer than 40 characters"),
    ],
)
def test_a_bad_entry_of_the_statistics_leaves_out_that_game_alone(
    tmp_path: Path, bad: str, reason: str
) -> None:
    """One huge score or one name of 2 MB among valid games: those games are kept, the one
    that cannot be used is left out and said, and the file as it was is kept aside whole."""
    games = [stats.summarise(play(Game(game_settings(seed=n)), random.Random(n))) for n in (3, 4)]
    data = stats.Stats(games).to_json()
    data["games"].insert(1, json.loads(json.dumps(data["games"][0])))
    data["games"][1]["id"] = "f" * 32
    data["games"][1]["players"][0]["@bad@"] = 0
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(data).replace('"@bad@": 0', bad))
    damaged = path.read_bytes()
    loaded = stats.load(tmp_path)
    assert [g.id for g in loaded.games] == [g.id for g in games]  # the valid games kept
    assert loaded.dropped == 1 and reason in loaded.problem and len(loaded.problem) < 200
    assert loaded.set_aside is not None and loaded.set_aside.name.startswith("stats.bad-")
    assert loaded.set_aside.read_bytes() == damaged  # nothing lost
    assert stats.load(tmp_path).games == loaded.games  # written again without it
    assert stats.load(tmp_path).dropped == 0 and len(list(tmp_path.glob("stats.bad-*"))) == 1
    stats.record(tmp_path, play(Game(game_settings(seed=9)), random.Random(9)))
    assert len(stats.load(tmp_path).games) == 3  # and the next game is recorded


def test_a_statistics_file_that_is_not_json_is_still_set_aside_whole(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text('{"format": "figures-stats", "version": 1, "games": [{"id": ')
    loaded = stats.load(tmp_path)
    assert loaded.games == [] and loaded.dropped == 0 and not path.exists()
    assert loaded.set_aside is not None and "not valid JSON" in loaded.problem


@pytest.mark.slow
def test_a_finished_game_with_a_huge_score_is_refused_by_replay_in_one_line(
    tmp_path: Path,
) -> None:
    record = game_to_json(finished_game())
    record["final"]["scores"][0] = "@score@"
    path = tmp_path / "finished.json"
    path.write_text(with_number(record, "score", "7" * 4300))
    for argv in (["replay", str(path)], ["replay", "--check", str(path)]):
        run = figures(*argv)
        assert run.code == 2 and b"Traceback" not in run.err, run.err[-2000:]
        assert run.error_lines() == [
            f"figures: error: {path} holds a number of 4300 digits (at most 30): not a Figures file"
        ]
