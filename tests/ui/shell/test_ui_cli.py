"""``figures play`` refuses bad input with one line on standard error and exit status 2,
before any window opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from figures.cli import main


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--target", "300"], "--target: the target must be from 60 to 240, not 300"),
        (["--players", "human"], "--players: a game needs 2 to 4 players, not 1"),
        (["--players", "human,"], "2 to 4 kinds"),
        (["--players", "human,bogus"], "unknown player kind 'bogus'"),
        (["--players", "human,medium", "--names", "Ada"], "one name per player"),
        (["--players", "human,medium", "--first", "3"], "--first must be a seat from 1 to 2"),
        (["--seed", "-4"], "--seed must be 0 or more"),
        (["--size", "big"], "--size is WIDTHxHEIGHT"),
        (["--size", "640x480"], "--size must be at least 900x600"),
        (["--open", "x.json", "--players", "human,medium"], "does not go with"),
        (["--lang", "de"], "invalid choice"),
    ],
)
def test_bad_options(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    if argv[0] == "--lang":  # refused by the argument parser itself
        with pytest.raises(SystemExit) as info:
            main(["play", *argv])
        assert info.value.code == 2
    else:
        assert main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err


@pytest.mark.parametrize(
    "content",
    ["", "not json", '{"format": "figures-tiles"}', '{"format": "figures-game", "version": 9}'],
)
def test_damaged_or_foreign_file(
    tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(content)
    assert main(["play", "--open", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("figures: error: ") and err.count("\n") == 1, err
    assert main(["play", "--open", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_no_display_is_one_line_and_exit_2(tmp_path: Path) -> None:
    """Without a display the window cannot open: one line, no traceback, exit status 2."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")
    }
    env["FIGURES_DATA_DIR"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "figures.cli", "play", "--players", "human,medium"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("figures: error: no display to open the game window on (")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_the_smallest_window_is_the_one_the_window_enforces() -> None:
    from figures.cli import MIN_WINDOW
    from figures.ui.theme import SIZES

    assert SIZES.minimum == MIN_WINDOW


def test_play_starts_with_the_remembered_setup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import figures.app.options as ui_options
    import figures.ui.shell.app as ui_app
    from figures.colour.game import Settings
    from figures.core.seats import PlayerSpec

    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    remembered = ui_options.Options(
        language="fr",
        colour_blind=True,
        settings=Settings((PlayerSpec("Ada", "human"), PlayerSpec("Hal", "hard")), 90, 0, 1),
    )
    ui_options.save_options(tmp_path / "settings.json", remembered)
    seen: list[ui_options.Options] = []
    monkeypatch.setattr(ui_app, "run", lambda **kwargs: seen.append(kwargs["options"]) or 0)
    assert main(["play"]) == 0
    assert seen[-1].language == "fr" and seen[-1].colour_blind
    assert seen[-1].settings.target == 90 and seen[-1].settings.first_player == 1
    assert main(["play", "--lang", "en"]) == 0  # the option wins over the remembered one
    assert seen[-1].language == "en" and seen[-1].settings.players[1].name == "Hal"
