"""End to end: keeping score in a real window, in a virtual X server, with xdotool keys only.

``figures play`` runs as a real process on an empty data folder; the driver chooses All Fives
on the set-up (Page Down), starts a sheet with K and keeps the score of a whole match: points
in play (F), three rounds through the form (N, who went out, the pips, Enter), then the points
in play that take you past 250, which end the match at once. It goes back to the set-up (Esc),
chooses Mexican Train and starts a new sheet (K) with one round entered, then starts another
(Shift+K) over it. The test then reads what the window wrote: the finished All Fives sheet and
the Mexican Train one with the engine's totals, the unfinished Mexican Train sheet kept in the
saves folder, screenshots that are not blank.
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

ROOT = Path(__file__).resolve().parents[2]

DRIVER = textwrap.dedent(
    """
    import shutil, subprocess, sys, time
    from pathlib import Path

    from PIL import ImageGrab

    out = Path(sys.argv[1])
    data = Path(sys.argv[2])
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
        key("n"); typed("1"); typed("103"); key("Return")  # 105 more
        key("n"); typed("1"); typed("98"); key("Return")  # 100 more: 245
        key("f"); typed("1"); typed("10"); key("Return")  # 255 in play: you win at once
        time.sleep(0.5)
        ImageGrab.grab().save(out / "all-fives-end.png")
        shutil.copy(data / "sheet.json", out / "all-fives.json")
        key("Escape")  # the set-up
        key("Next")  # Mexican Train
        key("k")  # a new sheet (the finished one is not offered again)
        key("n"); typed("2"); typed("30"); key("Return")  # it went out; you hold 30
        time.sleep(0.5)
        ImageGrab.grab().save(out / "mexican-train.png")
        key("Escape")
        key("shift+k")  # another new sheet: the unfinished one is kept
        time.sleep(0.5)
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
        [
            "xvfb-run",
            "-a",
            "-s",
            "-screen 0 1280x800x24",
            sys.executable,
            str(driver),
            out,
            str(data),
        ],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    log = (tmp_path / "figures.log").read_text("utf-8", "replace")
    assert result.returncode == 0, result.stdout + result.stderr + log
    assert "Traceback" not in log, log
    # The All Fives match: 15 and 10 in play, then you went out against 23 pips (25, rounded
    # to five), 103 (105) and 98 (100): 245; 10 in play take you to 255, past 250: you win.
    fives = files.load(tmp_path / "all-fives.json")
    assert fives.game == "all-fives" and fives.players == ("@you", "@computer")
    assert fives.lines[0].in_play == (15, 10)
    assert [line.scores for line in fives.lines] == [(40, 10), (145, 10), (245, 10), (255, 10)]
    assert fives.outcome is not None and fives.outcome.winners == (0,)
    assert fives.outcome.how == "target"
    # The Mexican Train sheet, replaced by a new one and kept: round 1, the computer went out,
    # 30 to you; the engine of round 2 is 11-11.
    (kept,) = list((data / "saves").glob("unfinished-sheet-*.json"))
    train = files.load(kept)
    assert train.game == "mexican-train" and train.players == ("@you", "@computer")
    assert train.scores == (30, 0) and train.lines[0].seat == 1
    assert files.load(data / "sheet.json").entries == []  # the new sheet
    for name in ("all-fives.png", "all-fives-end.png", "mexican-train.png"):
        from PIL import Image

        image = Image.open(tmp_path / name).convert("L")
        low, high = image.getextrema()
        assert isinstance(low, int) and isinstance(high, int)
        assert high - low > 100, name  # not blank
