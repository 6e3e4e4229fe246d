"""docs/online.md: every picture it shows exists, and the fleet's picture is the one
``python -m tools.fleet_picture`` draws."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

from tools.fleet_picture import NAME, render

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_every_picture_of_the_page_exists() -> None:
    text = (DOCS / "online.md").read_text(encoding="utf-8")
    shown = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert f"images/{NAME}" in shown
    for path in shown:
        assert (DOCS / path).is_file(), f"docs/{path} is missing"


def test_the_fleet_picture_is_drawn_by_the_tool() -> None:
    kept = Image.open(DOCS / "images" / NAME).convert("RGB")
    drawn = render()
    assert kept.size == drawn.size
    difference = ImageStat.Stat(ImageChops.difference(kept, drawn)).mean
    assert max(difference) < 2.0, "docs/images/online-fleet.png: run python -m tools.fleet_picture"
    assert len(kept.getcolors(1 << 16) or []) > 20  # (not blank)
