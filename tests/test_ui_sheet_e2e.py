"""End to end: keeping score in a real window, in a virtual X server, with xdotool keys only.

``figures play`` runs as a real process on an empty data folder; the driver chooses All Fives
on the set-up (Page Down), starts a sheet with K, scores points in play (F), enters a round
through the form (N, who went out, the pips, Enter), goes back to the set-up (Esc), chooses
Mexican Train and starts a new sheet (Shift+K) with one round entered. The test then reads what
the window wrote: the autosaved sheet with the engine's totals, the unfinished All Fives sheet
kept in the saves folder, a screenshot that is not blank.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from figures.sheet import files

pytestmark = [
    pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed"),
    pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed"),
]

ROOT = Path(__file__).resolve().parents[1]

DRIVER = textwrap.dedent(
    """
    import subprocess, sys, time
    from pathlib import Path

    from PIL import ImageGrab

    out = Path(sys.argv[1])
    window = subprocess.Popen(
        [sys.executable, "-m", "figures.cli", "play", "--size", "1280x800"],
        stdout=open(out / "figures.log", "w"), stderr=subprocess.STDOUT,
    )
    try:
        wid = ""
        for _ in range(100):
            time.sleep(0.2)
            found = subprocess.run(
                ["xdotool", "search", "--name", "Figures"], capture_output=True, text=True
            ).stdout.split()
            if found:
                wid = found[0]
                break
        assert wid, "no window"
        time.sleep(2.0)

        def key(*names):
            for name in names:
                subprocess.run(["xdotool", "key", "--window", wid, name], check=True)
                time.sleep(0.35)

        def typed(content):
            subprocess.run(
                ["xdotool", "type", "--window", wid, "--delay", "80", content], check=True
            )
            time.sleep(0.35)

        key(*["Next"] * 6)  # colour, block, block-teams, block-points, draw, draw-5, all-fives
        key("k")
        key("f"); typed("1"); typed("15"); key("Return")  # You scored 15 in play
        key("f"); typed("2"); typed("10"); key("Return")  # the computer 10
        key("n"); typed("1"); typed("23"); key("Return")  # you went out; it holds 23
        time.sleep(0.5)
        ImageGrab.grab().save(out / "all-fives.png")
        key("Escape")  # the set-up
        key("Next")  # Mexican Train
        key("shift+k")  # a new sheet
        key("n"); typed("2"); typed("30"); key("Return")  # it went out; you hold 30
        time.sleep(0.5)
        ImageGrab.grab().save(out / "mexican-train.png")
    finally:
        window.terminate()
        window.wait(timeout=20)
    """
)


def test_keeping_score_of_all_fives_and_a_mexican_train_round_with_keys(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER)
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["PYTHONPATH"] = str(ROOT)
    env["FIGURES_DATA_DIR"] = str(data)
    out = str(tmp_path)
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, str(driver), out],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    log = (tmp_path / "figures.log").read_text("utf-8", "replace")
    assert result.returncode == 0, result.stdout + result.stderr + log
    assert "Traceback" not in log, log
    # The Mexican Train sheet in the autosave: round 1, the computer went out, 30 to you.
    train = files.load(data / "sheet.json")
    assert train.game == "mexican-train" and train.players == ("You", "Computer")
    assert train.scores == (30, 0) and train.lines[0].seat == 1
    # The All Fives sheet it replaced, kept: 15 and 10 in play, then you went out against 23
    # pips (25, rounded to five).
    (kept,) = list((data / "saves").glob("unfinished-sheet-*.json"))
    fives = files.load(kept)
    assert fives.game == "all-fives"
    assert fives.lines[0].in_play == (15, 10)
    assert fives.scores == (15 + 25, 10)
    for name in ("all-fives.png", "mexican-train.png"):
        from PIL import Image

        image = Image.open(tmp_path / name).convert("L")
        low, high = image.getextrema()
        assert isinstance(low, int) and isinstance(high, int)
        assert high - low > 100, name  # not blank
