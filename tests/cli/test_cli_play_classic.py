"""``figures play --game G`` goes straight into a game of any preset of the registry, with
the switches ``figures simulate`` reads (``--teams``, ``--target KIND:N``) and the preset's
own (``--hand``, ``--lead``, ``--cannot-play``), built where the command line builds every
game's settings (figures/cli/settings.py) and judged by the game: a bad value is one line on
standard error and exit status 2, before any window opens. ``--game colour`` (the default)
is the colour game as it always was. No window here: ``run`` is replaced by a recorder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from figures.classic.rules import Rules
from figures.cli import main
from figures.cli.settings import classic_switches, parse_target
from figures.colour.game import Settings
from figures.games import GAMES


@pytest.fixture
def launched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What ``figures play`` hands the window, one entry per launch."""
    import figures.ui.shell.app as ui_app

    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    seen: list[dict[str, Any]] = []
    monkeypatch.setattr(ui_app, "run", lambda **kwargs: seen.append(kwargs) or 0)
    return seen


def play(launched: list[dict[str, Any]], *argv: str) -> Any:
    assert main(["play", *argv]) == 0
    return launched[-1]["settings"]


def test_a_preset_with_its_players_goes_straight_into_the_game(
    launched: list[dict[str, Any]],
) -> None:
    from figures.classic.settings import ClassicSettings

    settings = play(launched, "--game", "all-fives", "--players", "human,hard", "--seed", "7")
    assert isinstance(settings, ClassicSettings)
    assert settings.game == "all-fives" and settings.seed == 7 and settings.first == 0
    assert [p.kind for p in settings.players] == ["human", "hard"]
    assert [p.name for p in settings.players] == ["@you", "@computer:2:hard"]  # (roles)
    assert settings.rules() == Rules.preset("all-fives", 2)  # the preset as it is


def test_teams_target_and_switches(launched: list[dict[str, Any]]) -> None:
    settings = play(
        launched,
        "--game", "all-fives",
        "--players", "human,medium,medium,medium",
        "--teams",
        "--target", "instant:150",
        "--hand", "6",
        "--lead", "highest-double",
        "--cannot-play", "pass",
        "--first", "3",
        "--names", "Ada,Bob,Cy,Di",
    )  # fmt: skip
    rules = settings.rules()
    assert settings.teams and rules.teams and settings.first == 2
    assert rules.target.threshold(4) == 150 and rules.hand_size == 6
    assert rules.lead == "highest-double" and rules.cannot_play == "pass"
    assert [p.name for p in settings.players] == ["Ada", "Bob", "Cy", "Di"]


def test_a_preset_alone_needs_no_players(launched: list[dict[str, Any]]) -> None:
    """A switch without --players: you against medium at the game's smallest table (four
    in teams); --game alone opens the set-up on the game."""
    settings = play(launched, "--game", "draw", "--cannot-play", "pass")
    assert [p.kind for p in settings.players] == ["human", "medium"]
    settings = play(launched, "--game", "draw-5", "--teams")
    assert len(settings.players) == 4 and settings.rules().teams
    settings = play(launched, "--game", "block-teams", "--seed", "3")
    assert len(settings.players) == 4 and settings.rules().teams
    assert play(launched, "--game", "mexican-train") is None
    assert launched[-1]["options"].game == "mexican-train"


def test_the_colour_game_is_unchanged(launched: list[dict[str, Any]]) -> None:
    for argv in ([], ["--game", "colour"]):
        settings = play(launched, *argv, "--players", "human,hard", "--target", "90")
        assert isinstance(settings, Settings) and settings.target == 90
        assert [p.kind for p in settings.players] == ["human", "hard"]
    assert play(launched) is None and play(launched, "--game", "colour") is None
    assert launched[-1]["options"].game == "colour"


def test_every_preset_starts_from_its_smallest_table(launched: list[dict[str, Any]]) -> None:
    for name, info in GAMES.items():
        if info.family == "classic":
            settings = play(launched, "--game", name, "--seed", "1")
            assert settings.game == name and len(settings.players) == info.players[0]
            settings.rules()  # allowed


def one_line(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(["play", *argv])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert err.startswith("figures: error: ") and "Traceback" not in err
    return err.removeprefix("figures: error: ").rstrip("\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game 'chess' (known: colour, block"),
        (["--game", "draw", "--players", "human,wizard"],
         "unknown computer player 'wizard' for a classic game"),
        (["--game", "draw", "--players", "human"], "--players: draw is for 2 to 4 players, not 1"),
        (["--game", "block-teams", "--players", "human,easy"],
         "--players: block-teams is for 4 players, not 2"),
        (["--game", "block", "--teams"], "--teams: block is not played in teams"),
        (["--game", "all-fives", "--teams", "--players", "human,easy,easy"],
         "--teams: teams need 4 players, not 3"),
        (["--game", "draw", "--players", "human,easy", "--first", "3"],
         "--first must be a seat from 1 to 2, not 3"),
        (["--game", "draw", "--seed", "-2"], "--seed must be 0 or more, not -2"),
        (["--game", "draw", "--hand", "20"], "2 hands of 20 need 40 tiles; the set has 28"),
        (["--game", "draw", "--hand", "0"], "hand for 2 players must be a whole number from 1"),
        (["--game", "draw", "--target", "rounds:0"], "target rounds must be a whole number"),
        (["--game", "draw", "--lead", "engine"], "branching 'trains' and lead 'engine' go"),
        (["--game", "mexican-train", "--target", "rounds:20"],
         "Mexican Train with the double-12 set has 13 engines, not 20 rounds"),
        (["--game", "draw", "--players", "human,medium", "--names", "Ada"],
         "--names needs one name per player (2)"),
        (["--hand", "5"], "--hand is a switch of the classic presets, not of the colour game"),
        (["--target", "rounds:3"], "the colour game's --target is a number from 60 to 240"),
        (["--teams"], "--teams: the colour game is not played in teams"),
        (["--open", "x.json", "--game", "draw"], "--open plays a saved game: it does not go"),
    ],
)  # fmt: skip
def test_bad_values_are_one_line(
    capsys: pytest.CaptureFixture[str],
    launched: list[dict[str, Any]],
    argv: list[str],
    message: str,
) -> None:
    assert message in one_line(capsys, *argv)
    assert not launched  # no window


@pytest.mark.parametrize(
    "argv",
    [["--target", "laps:3"], ["--lead", "nobody"], ["--cannot-play", "cry"], ["--hand", "x"]],
)
def test_the_parser_refuses_what_is_no_value(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(["play", "--game", "draw", *argv])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_the_settings_builder_reads_the_options_only() -> None:
    assert parse_target("150") == 150 and parse_target("rounds:3") == ("rounds", 3)
    assert classic_switches(3, hand=5, lead="any") == {"hand": {"3": 5}, "lead": "any"}
    assert classic_switches(2) == {}


def test_a_classic_record_opens_from_the_command_line(
    tmp_path: Path, launched: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    """--open takes a record of either family: a classic one passes the check before the
    window; a damaged one is one line."""
    from figures.classic.game import Game, SeededChance
    from figures.classic.records import save_record

    game = Game(Rules.preset("draw", 2), SeededChance(3))
    game.apply(game.legal_actions()[0])
    path = tmp_path / "draw.json"
    save_record(path, game)
    assert main(["play", "--open", str(path)]) == 0
    assert launched[-1]["open_path"] == str(path) and launched[-1]["settings"] is None
    from figures.classic.records import RECORD_FORMAT, RECORD_VERSION

    path.write_text(f'{{"format": "{RECORD_FORMAT}", "version": {RECORD_VERSION}, "rules": 4}}')
    assert str(path) in one_line(capsys, "--open", str(path))
