"""The colour game's house rules on the command line: ``--set NAME=VALUE`` for ``figures
play`` and ``figures simulate``, ``--set NAME=VALUES`` for ``figures balance`` (several values
played side by side); a bad value is one line on standard error and exit status 2."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from figures.cli import main
from figures.colour.game import Settings
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.colour.records import check_record


def one_line(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command, which must refuse its options: exit 2, one line, nothing on stdout."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert err.startswith("figures: error: ") and "Traceback" not in err
    return err.removeprefix("figures: error: ").rstrip("\n")


@pytest.fixture
def launched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What ``figures play`` hands the window (no window: ``run`` records its arguments)."""
    import figures.ui.shell.app as ui_app

    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    seen: list[dict[str, Any]] = []
    monkeypatch.setattr(ui_app, "run", lambda **kwargs: seen.append(kwargs) or 0)
    return seen


def test_play_takes_the_house_rules(launched: list[dict[str, Any]]) -> None:
    argv = ["play", "--set", "cost=3", "--set", "bonus_from=never,square=2", "--seed", "4"]
    assert main(argv) == 0
    settings = launched[-1]["settings"]
    assert isinstance(settings, Settings)
    assert settings.rules == HouseRules(cost=3, bonus_from=None, square=2)
    assert [p.kind for p in settings.players] == ["human", "medium"]
    assert main(["play", "--set", "targets=30..90", "--target", "30"]) == 0
    settings = launched[-1]["settings"]
    assert settings.target == 30 and settings.rules.min_target == 30


def test_play_alone_keeps_the_set_up(launched: list[dict[str, Any]]) -> None:
    assert main(["play"]) == 0
    assert launched[-1]["settings"] is None


def test_simulate_plays_and_records_under_the_house_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--players", "medium,medium", "--games", "2", "--target", "60"]
    argv += ["--set", "cost=2,hand=3", "--save-dir", str(tmp_path), "--json", "--no-progress"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["house_rules"] == {**DEFAULT_RULES.to_json(), "cost": 2, "hand": 3}
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 2
    for path in records:
        data = json.loads(path.read_text())
        assert data["rules"]["cost"] == 2 and data["rules"]["hand"] == 3
        assert all(len(hand) == 3 for hand in data["rounds"][0]["deal"])
        game, problems = check_record(path)
        assert problems == [] and game.rules == HouseRules(cost=2, hand=3)
        paid = {p.paid for t in game.turns for p in t.placements}
        assert paid <= {0, 2}
    assert main(["simulate", "--games", "1", "--set", "square=3", "--no-progress"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "house rules: square 3"


@pytest.mark.parametrize("command", ["play", "simulate"])
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--set", "cost=21"],
         "--set cost: the house rule cost (the points a second placement costs) must be from "
         "0 to 20, not 21"),
        (["--set", "cost=-1"], "--set cost: the house rule cost must be a whole number"),
        (["--set", "bonus_from=7"], "--set bonus_from: the house rule bonus_from"),
        (["--set", "bonus_from=sometimes"],
         "--set bonus_from: the house rule bonus_from must be a whole number or never"),
        (["--set", "hand=5"], "--set hand: the house rule hand (dominoes in a hand) must be"),
        (["--set", "square=6"], "--set square: the house rule square"),
        (["--set", "targets=200..100"], "--set targets: the house rule targets must go from"),
        (["--set", "targets=100"], "--set targets: the house rule targets is written LOW..HIGH"),
        (["--set", "price=3"], "--set price: unknown house rule 'price' (the house rules: cost"),
        (["--set", "cost"], "--set takes NAME=VALUE, such as cost=3"),
        (["--set", "cost=3", "--set", "cost=4"], "--set cost is given twice"),
        (["--set", "targets=30..100", "--target", "120"],
         "--target: the target must be from 30 to 100 (the house rule targets), not 120"),
        (["--game", "draw", "--set", "cost=3"],
         "--set cost: the house rules are the colour game's; draw has its own switches"),
    ],
)  # fmt: skip
def test_bad_house_rules_get_one_line(
    capsys: pytest.CaptureFixture[str], command: str, argv: list[str], message: str
) -> None:
    extra = ["--no-progress"] if command == "simulate" else []
    assert one_line(capsys, command, *argv, *extra).startswith(message)


@pytest.mark.slow
def test_balance_plays_house_rules_side_by_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report"
    argv = ["balance", "--players", "random,random", "--games", "4", "--set", "cost=3,4"]
    argv += ["--set", "target=60", "--out", str(out), "--no-progress"]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert "cost 3, target 60: the first player wins" in printed
    with (out / "summary.csv").open() as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["measure", "cost 3, target 60", "cost 4, target 60"]
    measures = [r[0] for r in rows]
    assert "net points of a paid second placement (its points less its cost)" in measures


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--set", "cost=3,99"], "--set cost: the house rule cost"),
        (["--set", "bonus_from=0"], "--set bonus_from: the house rule bonus_from"),
        (["--set", "colour=3"], "--set: unknown setting 'colour' (settable: target, cost,"),
        (["--game", "draw", "--set", "hand=3"], "--set hand: the house rules are the colour"),
    ],
)
def test_balance_refuses_bad_house_rules_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    text = one_line(capsys, "balance", "--out", str(tmp_path / "r"), "--no-progress", *argv)
    assert text.startswith(message), text
    assert not (tmp_path / "r").exists()
