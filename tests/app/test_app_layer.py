"""The app's data layer (figures/app/) and the command line's ``figures play`` import no
desktop: importing every module of figures.app and figures.cli.play in a fresh interpreter
loads neither arcade, nor pyglet, nor any module of figures.ui."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

IMPORTS = """
import importlib, json, pkgutil, sys
import figures.app
names = sorted(m.name for m in pkgutil.iter_modules(figures.app.__path__))
for name in names:
    importlib.import_module(f"figures.app.{name}")
import figures.cli.play
desktop = sorted(
    n for n in sys.modules
    if n.split(".")[0] in ("arcade", "pyglet") or n == "figures.ui" or n.startswith("figures.ui.")
)
print(json.dumps({"app": names, "desktop": desktop}))
"""


def test_the_app_layer_and_figures_play_import_no_desktop() -> None:
    done = subprocess.run(
        [sys.executable, "-c", IMPORTS], capture_output=True, text=True, cwd=ROOT, check=True
    )
    found = json.loads(done.stdout)
    assert {"autosave", "match", "options", "sheet_session", "storage"} <= set(found["app"])
    assert found["desktop"] == []


def test_figures_play_reads_the_options_from_the_app_layer() -> None:
    """The command line reaches the desktop only to open it (the window, the draw bench)."""
    source = (ROOT / "figures" / "cli" / "play.py").read_text("utf-8")
    desktop = sorted(
        line.strip() for line in source.splitlines() if "figures.ui" in line and "import" in line
    )
    assert desktop == [
        "from figures.ui.bench.colour import main as bench_main",
        "from figures.ui.shell.app import run",
    ]
