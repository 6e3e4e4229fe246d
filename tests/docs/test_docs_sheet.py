"""The score sheet examples of docs/notation.md read as they are, and add up."""

from __future__ import annotations

import json
import re
from pathlib import Path

from figures.sheet.files import from_json

NOTATION = Path(__file__).resolve().parents[2] / "docs" / "notation.md"


def test_the_sheet_examples_read_and_add_up() -> None:
    text = NOTATION.read_text("utf-8")
    section = text[text.index("## Score sheets") :]
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", section, re.S)]
    assert [b["game"] for b in blocks] == ["all-fives", "colour"]
    five = from_json(blocks[0], "notation.md")
    assert five.scores == (52.5, 12.5, 0) and five.pending == [(2, 20)]
    colour = from_json(blocks[1], "notation.md")
    assert colour.scores == (8, 4) and colour.lines[1].paid == 4
