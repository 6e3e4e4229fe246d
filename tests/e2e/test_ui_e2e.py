"""End to end: ``figures play`` as a real process in a virtual X server, played with xdotool.

The test starts ``xvfb-run`` on this file; run as a script inside the X server, the driver
below starts ``figures play --players human,random --seed 7``, places the opening domino
with the keyboard, plays a scoring domino by clicking the hand and pressing Enter, saves
with Ctrl+S and takes screenshots along the way. The test then reads the autosave and the
saved record: a domino was placed and scored, and the screenshots are not blank.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

SIZE = (1280, 800)
TIMEOUT = 60


def _round(path: Path) -> dict[str, Any]:
    """The one round of the colour record at ``path`` ({} while there is none)."""
    rounds = (_record(path) or {}).get("rounds") or [{}]
    the_round: dict[str, Any] = rounds[0]
    return the_round


def _record(path: Path) -> dict[str, Any] | None:
    try:
        data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return data


def _wait(what: str, test: Any, timeout: float = 30.0) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = test()
        if value:
            return value
        time.sleep(0.1)
    raise SystemExit(f"e2e: timed out waiting for {what}")


def _xdotool(*args: str) -> str:
    return subprocess.run(
        ["xdotool", *args], check=True, capture_output=True, text=True, timeout=30
    ).stdout.strip()


def _shot(out: Path, name: str) -> None:
    from PIL import ImageGrab

    ImageGrab.grab(xdisplay=os.environ["DISPLAY"]).save(out / f"{name}.png")


def _drawn() -> bool:
    """Whether the screen shows more than one flat colour (the window has drawn a frame)."""
    from PIL import ImageGrab

    low, high = ImageGrab.grab(xdisplay=os.environ["DISPLAY"]).convert("L").getextrema()
    return bool(high - low > 100)


def drive(out: Path) -> None:
    """Runs inside the X server."""
    data = out / "data"
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["FIGURES_DATA_DIR"] = str(data)
    figures = [sys.executable, "-m", "figures.cli"]
    command = [*figures, "play", "--players", "human,random", "--names", "Ada,Bot"]
    command += ["--seed", "7", "--target", "60", "--size", f"{SIZE[0]}x{SIZE[1]}"]
    log = (out / "figures.log").open("w")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    autosave = data / "autosave.json"
    try:
        window = _wait("the window", lambda: _search("Figures"))
        _xdotool("mousemove", "--window", window, "400", "300")  # focus follows the pointer
        time.sleep(1.0)
        _wait("the first frame", _drawn)  # (later than a second on a loaded machine)
        _shot(out, "1-start")
        # The opening, with the keyboard: 1 selects, Enter puts the ghost on a legal spot,
        # Enter previews, Enter confirms.
        for name in ("1", "Return", "Return", "Return"):
            _xdotool("key", name)
            time.sleep(0.25)
        _wait("the opening", lambda: len(_round(autosave).get("opening", [])) == 2)
        _wait("the deal", lambda: _round(autosave).get("deal", [[]])[0])
        time.sleep(0.5)
        _shot(out, "2-opening")
        # Ada's first turn: click her first domino (the ghost goes to a legal spot, as the
        # pointer is off the table), Enter previews it with its points, Enter confirms.
        card = (40 + 52, SIZE[1] - (34 + 26))
        _xdotool("mousemove", "--window", window, str(card[0]), str(card[1]))
        _xdotool("click", "1")
        time.sleep(0.3)
        _xdotool("key", "Return")
        time.sleep(0.5)
        _shot(out, "3-preview")
        _xdotool("key", "Return")

        def placed() -> bool:
            turns = _round(autosave).get("turns", [])
            return bool(turns and turns[0]["placements"])

        _wait("Ada's placement", placed)
        time.sleep(0.3)
        if _round(autosave).get("turns", [{}])[-1].get("complete") is False:
            _xdotool("key", "e")  # end the turn without a second domino
        time.sleep(1.5)
        _shot(out, "4-placed")
        # Save with Ctrl+S: the dialog proposes a file in the saves folder; Enter saves.
        _xdotool("key", "ctrl+s")
        time.sleep(0.5)
        _shot(out, "5-save-dialog")
        _xdotool("key", "Return")
        _wait("the saved game", lambda: list((data / "saves").glob("*.json")))
        time.sleep(0.3)
        _shot(out, "6-saved")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def _search(name: str) -> str:
    try:
        found = _xdotool("search", "--onlyvisible", "--name", name)
    except subprocess.CalledProcessError:
        return ""
    return found.splitlines()[0] if found else ""


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
def test_play_through_a_real_window(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["PYTHONPATH"] = str(root)
    result = subprocess.run(
        [
            "xvfb-run",
            "-a",
            "-s",
            f"-screen 0 {SIZE[0]}x{SIZE[1]}x24",
            sys.executable,
            __file__,
            str(tmp_path),
        ],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
        timeout=TIMEOUT * 2,
    )
    log = (tmp_path / "figures.log").read_text() if (tmp_path / "figures.log").exists() else ""
    assert result.returncode == 0, result.stdout + result.stderr + log
    autosave = _record(tmp_path / "data" / "autosave.json")
    assert autosave is not None
    first = autosave["rounds"][0]["turns"][0]
    assert first["player"] == 0 and first["placements"]
    placement = first["placements"][0]
    assert placement["points"] >= 1 and placement["connected_edges"] >= 1
    saved = list((tmp_path / "data" / "saves").glob("*.json"))
    assert len(saved) == 1
    from figures.colour.records import load_game

    game = load_game(saved[0])
    assert game.turns[0].placements[0].score.points == placement["points"]
    from PIL import Image

    for name in ("1-start", "3-preview", "4-placed", "6-saved"):
        image = Image.open(tmp_path / f"{name}.png").convert("L")
        low, high = image.getextrema()
        assert high - low > 100, f"{name}.png looks blank"


if __name__ == "__main__":
    drive(Path(sys.argv[1]))
