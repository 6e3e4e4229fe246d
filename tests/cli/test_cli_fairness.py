"""The deal's commitment in the records of both families (figures/core/fairness.py,
``figures.games.check_fairness``): a game played to its end, its record written with the
``fairness`` field, passes ``figures replay --check`` with a line about the deal; a salt or a
seed tampered with, or a record whose deal is not the one committed to, fails with one line
and exit status 1; a record without the field loads and checks as before."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from conftest import play, settings

from figures.classic.game import Deal, SeededChance
from figures.classic.game import Game as ClassicGame
from figures.classic.records import game_to_json as classic_json
from figures.classic.rules import Rules
from figures.cli import main
from figures.cli.common import EXIT_BAD_INPUT, EXIT_MISMATCH
from figures.colour.game import Game
from figures.colour.records import game_to_json as colour_json
from figures.core.errors import RecordError
from figures.core.fairness import FIELD, Fairness, new_salt, with_fairness
from figures.core.seats import PlayerSpec
from figures.games import check_fairness, load_record, new_game

RECORDS = Path(__file__).resolve().parents[1] / "records"
SEED = 1234
OTHER_SEED = 99
GAMES = ("colour", "all-fives", "mexican-train")


def played(name: str, seed: int = SEED) -> dict[str, Any]:
    """The record of a whole game of ``name`` dealt from ``seed`` (random legal actions), as
    the program writes it."""
    if name == "colour":
        return colour_json(play(Game(settings(3, 60, seed)), random.Random(seed)))
    seats = [PlayerSpec(n, "random") for n in ("Ada", "Bob", "Cy")]
    game = new_game(name, seats, seed, first=1)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return classic_json(game)


@pytest.fixture(scope="module")
def records() -> dict[str, dict[str, Any]]:
    return {name: played(name) for name in GAMES}


def check(tmp_path: Path, data: Any, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``figures replay --check`` on ``data`` written to a file: the status and the output."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), "utf-8")
    code = main(["replay", "--check", str(path)])
    out, err = capsys.readouterr()
    return code, out + err


def deal_lines(out: str) -> list[str]:
    return [line.split(": ", 1)[1] for line in out.splitlines() if ": deal: " in line]


@pytest.mark.parametrize("name", GAMES)
def test_a_record_carrying_its_commitment_checks_and_says_so(
    name: str,
    records: dict[str, dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    fairness = Fairness.reveal(SEED, new_salt())
    data = with_fairness(records[name], fairness)
    assert check_fairness(data) == []
    code, out = check(tmp_path, data, capsys)
    assert code == 0, out
    assert ": ok: " in out
    assert deal_lines(out) == [
        f"deal: commitment verified (seed {SEED} and salt match sha256 {fairness.commitment}; "
        "the deals follow from the seed)"
    ]
    loaded = load_record(tmp_path / "game.json")  # the field is read, not refused
    assert loaded.game.is_over


def _tampered_salt(f: Fairness) -> Fairness:
    return Fairness(f.commitment, new_salt(), f.seed)


def _tampered_seed(f: Fairness) -> Fairness:
    return Fairness(f.commitment, f.salt, f.seed + 1)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("tamper", [_tampered_salt, _tampered_seed])
def test_a_commitment_that_the_seed_and_salt_revealed_do_not_open_fails(
    name: str,
    tamper: Any,
    records: dict[str, dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    fairness = tamper(Fairness.reveal(SEED, new_salt()))
    code, out = check(tmp_path, with_fairness(records[name], fairness), capsys)
    assert code == EXIT_MISMATCH
    assert ": ok: " not in out
    (line,) = deal_lines(out)
    assert line.startswith(
        f"deal: the commitment {fairness.commitment} is not the hash of seed {fairness.seed}"
    )


@pytest.mark.parametrize("name", ["all-fives", "mexican-train"])
def test_a_classic_record_whose_deals_are_not_the_committed_seeds_fails(
    name: str,
    records: dict[str, dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # a commitment that opens, but to a seed that deals other tiles than the record lists
    fairness = Fairness.reveal(OTHER_SEED, new_salt())
    data = with_fairness(records[name], fairness)
    problems = check_fairness(data)
    assert problems is not None
    rounds = len(data["rounds"])
    assert len(problems) == rounds  # every round is dealt otherwise by that seed
    assert problems[0].startswith(f"round 1: the deal is not the one seed {OTHER_SEED} gives (")
    code, out = check(tmp_path, data, capsys)
    assert code == EXIT_MISMATCH
    assert deal_lines(out) == [
        f"deal: {problems[0]} (and {rounds - 1} more disagreements)",
    ]


class _SecondRoundElsewhere:
    """Deals and lots from :data:`SEED`, but round 2's from :data:`OTHER_SEED`."""

    def __init__(self) -> None:
        self.seeds = {seed: SeededChance(seed) for seed in (SEED, OTHER_SEED)}

    def _of(self, number: int) -> SeededChance:
        return self.seeds[OTHER_SEED if number == 2 else SEED]

    def deal(self, rules: Rules, number: int, attempt: int) -> Deal:
        return self._of(number).deal(rules, number, attempt)

    def lot(self, rules: Rules, number: int) -> int:
        return self._of(number).lot(rules, number)


def test_a_classic_record_with_one_round_dealt_otherwise_names_that_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # every round is re-played from the deal it lists: the record agrees with the rules, and
    # only its second round disagrees with the seed committed to
    rules = Rules.preset("all-fives", 3)
    game = ClassicGame(rules, _SecondRoundElsewhere(), first=1)
    rng = random.Random(SEED)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert len(game.rounds) >= 2
    data = with_fairness(classic_json(game), Fairness.reveal(SEED, new_salt()))
    problems = check_fairness(data)
    assert problems is not None
    (problem,) = problems
    assert re.fullmatch(
        rf"round 2: the deal is not the one seed {SEED} gives "
        r"\((player \d's hand|the stock) differs\)",
        problem,
    )
    code, out = check(tmp_path, data, capsys)
    assert code == EXIT_MISMATCH
    assert deal_lines(out) == [f"deal: {problem}"]


def test_a_colour_record_whose_seed_is_not_the_one_revealed_fails(
    records: dict[str, dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = with_fairness(records["colour"], Fairness.reveal(OTHER_SEED, new_salt()))
    problems = check_fairness(data)
    assert problems is not None
    assert problems[0] == f"the record's seed {SEED} is not the seed revealed, {OTHER_SEED}"
    assert problems[1].startswith(
        f"the draws the record lists are not the ones seed {OTHER_SEED} gives (dealt from it, "
    )
    code, out = check(tmp_path, data, capsys)
    assert code == EXIT_MISMATCH
    (line,) = deal_lines(out)
    assert line.startswith(f"deal: the record's seed {SEED} is not the seed revealed")


def test_a_colour_record_whose_draws_are_not_its_seeds_fails(
    records: dict[str, dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the seed written over, in the record and in the commitment alike: the draws the record
    # lists (the tiles played) are not the ones that seed gives
    data = with_fairness(records["colour"], Fairness.reveal(OTHER_SEED, new_salt()))
    data["seed"] = OTHER_SEED
    code, out = check(tmp_path, data, capsys)
    assert code == EXIT_MISMATCH
    (line,) = deal_lines(out)
    assert line.startswith(f"deal: the draws the record lists are not the ones seed {OTHER_SEED}")


@pytest.mark.parametrize("name", GAMES)
def test_a_record_without_the_field_checks_as_before(
    name: str,
    records: dict[str, dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = records[name]
    assert FIELD not in data
    assert check_fairness(data) is None
    code, out = check(tmp_path, data, capsys)
    assert code == 0
    assert deal_lines(out) == []
    assert [line for line in out.splitlines() if ": ok: " in line]


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.name)
def test_the_kept_records_check_as_before(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check_fairness(json.loads(path.read_text("utf-8"))) is None
    code = main(["replay", "--check", str(path)])
    out, _ = capsys.readouterr()
    assert code == 0
    assert out.startswith(f"{path}: ok: ")
    assert deal_lines(out) == []


@pytest.mark.parametrize("name", GAMES)
def test_a_field_of_the_wrong_form_is_refused_in_one_line(
    name: str,
    records: dict[str, dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = with_fairness(records[name], Fairness.reveal(SEED, new_salt()))
    data[FIELD]["salt"] = "not hex"
    with pytest.raises(RecordError, match=r"^game\.json: fairness\.salt: expected 64 lowercase"):
        check_fairness(data, "game.json")
    code, out = check(tmp_path, data, capsys)
    assert code == EXIT_BAD_INPUT
    assert out.startswith("figures: error: ")
    assert "fairness.salt: expected 64 lowercase hex digits" in out
    assert len(out.strip().splitlines()) == 1
    # a misspelt field is no commitment: refused as every unknown field is
    data[FIELD + "s"] = data.pop(FIELD)
    code, out = check(tmp_path, data, capsys)
    assert code == EXIT_BAD_INPUT
    assert "unknown field 'fairnesss'" in out
