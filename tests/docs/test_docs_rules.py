"""The rules pages: both open on the same short how-to-play as the rules screen, with
pictures the project draws (committed under docs/images), and every picture a page links
exists; the numbers the captions and the how-to-play quote are the engine's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from tools.docs_images import (
    CLASSIC_COUNT,
    CLOSING_PLAY,
    CLOSING_TABLE,
    HOWTO_CLASSIC_PICTURES,
    HOWTO_PICTURES,
    PLACEMENT_PLAY,
    PLACEMENT_TABLE,
    before_and_after,
    classic_position,
    render_howto_all,
    second_turn,
)

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
LOCALES = ROOT / "figures" / "texts" / "locales"
#: The colour game's pages (English, then every language's) and the classic family's.
COLOUR_PAGES = [DOCS / "rules.md", *sorted(LOCALES.glob("*/rules.md"))]
CLASSIC_PAGES = [DOCS / "rules-classic.md", *sorted(LOCALES.glob("*/rules-classic.md"))]
PAGES = COLOUR_PAGES + CLASSIC_PAGES
LINK = re.compile(r"!\[[^\]]*\]\(images/([^)\s]+)\)")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_picture_a_page_links_exists(page: Path) -> None:
    linked = LINK.findall(page.read_text("utf-8"))
    assert linked, f"{page.name} shows no pictures"
    for name in linked:
        path = DOCS / "images" / name
        assert path.is_file(), f"{page.name} links images/{name}, which is missing"
        with Image.open(path) as picture:
            assert picture.format == "PNG"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_page_opens_on_the_how_to_play(page: Path) -> None:
    text = page.read_text("utf-8")
    head, marker, _ = text.partition("<!-- reference -->")
    assert marker, f"{page.name} has no reference part"
    assert head.count("\n### ") >= 5
    pictures = set(LINK.findall(head))
    expected = HOWTO_PICTURES if "classic" not in page.name else HOWTO_CLASSIC_PICTURES
    assert pictures == set(expected), page.name


def test_the_how_to_play_pictures_are_drawn_large(tmp_path: Path) -> None:
    written = render_howto_all(tmp_path)
    assert {p.name for p in written} == set(HOWTO_PICTURES) | set(HOWTO_CLASSIC_PICTURES)
    for path in written:
        with Image.open(path) as picture:
            assert picture.width >= 400 and picture.height >= 150, path.name


def test_the_numbers_the_pages_quote_are_the_engines() -> None:
    _, first, first_score, _, second_score = second_turn()
    turn = f"{first_score.points} + {second_score.points} − 4 = "
    turn += str(first_score.points + second_score.points - 4)
    _, _, _, placed = before_and_after(PLACEMENT_TABLE, PLACEMENT_PLAY)
    _, _, _, closing = before_and_after(CLOSING_TABLE, CLOSING_PLAY)
    for page in COLOUR_PAGES:
        text = page.read_text("utf-8")
        assert turn in text, page.name
        assert f"+{placed.points} = {placed.connected_edges} " in text
        assert f"+{closing.points} = {closing.connected_edges} " in text
    game, _ = classic_position(CLASSIC_COUNT)
    count = game.layout.fives_count()
    for page in CLASSIC_PAGES:
        assert f"3 + 5 + 5 + 2 = {count}" in page.read_text("utf-8")
    assert first.face is not None
