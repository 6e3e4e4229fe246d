"""End to end: two app windows play All Fives online, one hosting and one joining, in a
virtual X server with xdotool only (``tests/e2e/e2e_online.py`` drives them; see there).

Then the test reads what each window kept: both kept the same finished game, with the deal's
commitment and its opening, which ``figures replay --check`` verifies; the game is the one the
host's server stored, every move made with the keys and clicks the driver sent to the window
of the seat that made it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_ui_e2e_classic import replay_check

from figures.core.files import read_json

pytestmark = [
    pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed"),
    pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed"),
]

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("e2e_online.py")
#: Two windows of 1280x800 side by side.
SCREEN = "2580x820x24"
TIMEOUT = 720


def test_two_windows_play_all_fives_one_hosting_one_joining(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}", sys.executable, str(DRIVER), str(tmp_path)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    logs = "".join(
        (tmp_path / f"{name}.log").read_text("utf-8", "replace")
        for name in ("Ada", "Bea")
        if (tmp_path / f"{name}.log").exists()
    )
    assert result.returncode == 0, result.stdout + result.stderr + logs
    summary = json.loads((tmp_path / "summary.json").read_text("utf-8"))
    moves = summary["moves"]
    assert {m["seat"] for m in moves} == {0, 1}, "both windows made moves"
    # Each window kept the game among its finished games: the same record, the server's.
    kept = []
    for who in ("host", "guest"):
        files = sorted((tmp_path / who / "saves" / "finished").glob("*.json"))
        assert len(files) == 1, f"the {who}'s window kept {len(files)} finished games"
        kept.append(files[0])
    host, guest = (read_json(path) for path in kept)
    assert host == guest
    assert host["fairness"]["commitment"] and host["fairness"]["seed"]
    assert [p["name"] for p in host["players"]] == ["Ada", "Bea"]
    actions = [a for r in host["rounds"] for a in r["actions"]]
    assert len(actions) == summary["actions"]
    assert summary["rounds"] == len(host["rounds"])
    said = replay_check(kept[1])
    assert "deal:" in said and "(finished)" in said
    assert_not_blank_wide(tmp_path, ["waiting-room", "start", "move-001", "final", "ends"])


def assert_not_blank_wide(out: Path, names: list[str]) -> None:
    """The screenshots (of the whole screen: two windows) are not blank."""
    from PIL import Image

    for name in names:
        image = Image.open(out / f"{name}.png")
        left = image.crop((0, 0, 1280, 800))
        right = image.crop((1290, 0, 2570, 800))
        for half in (left, right):
            low, high = half.convert("L").getextrema()
            assert high - low > 100, f"{name}.png looks blank"
