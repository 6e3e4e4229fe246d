"""The balance report: each game's figures add up to its scores, and ``figures balance`` writes
an HTML page, its plots and the CSV behind them, for the colour game and a classic preset,
several settings side by side."""

from __future__ import annotations

import csv
import random
import re
from pathlib import Path

import pytest
from conftest import play
from conftest import settings as game_settings
from PIL import Image

from figures.analysis.balance import SOURCES, colour_detail
from figures.classic.bench import random_game
from figures.classic.rules import Rules
from figures.cli import main
from figures.colour.game import Game

pytest.importorskip("matplotlib")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_colour_games_points_by_source_add_up_to_its_scores(seed: int) -> None:
    game = play(Game(game_settings(3, 60, seed)), random.Random(seed))
    detail = colour_detail(game)
    for seat in range(3):
        assert sum(detail["sources"][s][seat] for s in SOURCES) == game.scores[seat]
    paid = [p for t in game.turns for p in t.placements if p.paid]
    assert sum(detail["seconds"]) == len(paid)
    assert detail["turns"] == len(game.turns)


def test_a_classic_games_points_in_play_and_at_the_end_add_up_to_its_scores() -> None:
    from figures.analysis.balance import classic_detail

    rules = Rules.preset("all-fives", 3)
    game, _ = random_game(rules, 4, random.Random(4))
    detail = classic_detail(game)
    assert sum(detail["in_play"]) + sum(detail["at_end"]) == pytest.approx(float(sum(game.scores)))
    assert detail["rounds"] == len(game.rounds) == sum(detail["endings"].values())


def _report(folder: Path) -> str:
    page = (folder / "index.html").read_text("utf-8")
    for name in re.findall(r'src="([^"]+\.png)"', page):
        with Image.open(folder / name) as image:
            assert image.format == "PNG" and image.width > 300
    for name in re.findall(r'href="([^"]+\.csv)"', page):
        assert (folder / name).is_file()
    return page


@pytest.mark.slow
def test_the_colour_report_with_two_targets_side_by_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report"
    code = main(
        [
            "balance",
            "--players",
            "random,random",
            "--games",
            "6",
            "--set",
            "target=60,90",
            "--out",
            str(out),
            "--no-progress",
        ]
    )
    printed = capsys.readouterr().out
    assert code == 0
    assert "target 60: the first player wins" in printed
    page = _report(out)
    assert page.count("<img") == 5
    with (out / "summary.csv").open() as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["measure", "target 60", "target 90"]
    measures = [r[0] for r in rows]
    assert "points per game from payments" in measures
    assert "net points of a paid second placement (its points less 4)" in measures
    games = next(r for r in rows if r[0] == "games")
    assert games[1:] == ["6", "6"]
    with (out / "positions.csv").open() as handle:
        positions = list(csv.DictReader(handle))
    assert len(positions) == 4  # two settings, two positions
    assert sum(float(p["wins"]) for p in positions) == pytest.approx(12)


@pytest.mark.slow
def test_a_classic_preset_reports_its_rounds(tmp_path: Path) -> None:
    out = tmp_path / "draw"
    assert (
        main(
            [
                "balance",
                "--game",
                "draw",
                "--players",
                "random,random",
                "--games",
                "4",
                "--out",
                str(out),
                "--no-progress",
            ]
        )
        == 0
    )
    page = _report(out)
    assert "rounds per game, median" in page and "points scored at the end of rounds" in page


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--set", "price=3"], "unknown setting 'price'"),
        (["--set", "cost=30"], "--set cost: the house rule cost"),
        (["--set", "target"], "--set takes NAME=VALUES"),
        (["--set", "target=20"], "target"),
        (["--games", "0"], "--games must be at least 1"),
    ],
)
def test_bad_settings_get_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code = main(["balance", "--out", str(tmp_path / "r"), "--no-progress", *argv])
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1 and message in err
    assert not (tmp_path / "r").exists()
