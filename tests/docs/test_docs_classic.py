"""The classic pages: their pictures are drawn from positions the engine reached by legal
moves, are not blank, and every picture docs/rules-classic.md shows exists; the notation's
classic examples say what the engine says."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageStat

from figures.classic.errors import ClassicMoveError
from figures.classic.game import Game, SeededChance
from figures.classic.layout import EMPTY
from figures.classic.records import replay
from figures.classic.rules import PRESETS, Rules
from figures.classic.scenario import judge, mismatches, parse_scenario
from figures.pictures.classic import count_terms, render_round, scene_of
from figures.pictures.colour import WARNING
from figures.scene.classic import table_size
from tools.docs_images import (
    CLASSIC_COUNT,
    CLASSIC_CROSSROADS,
    CLASSIC_LINE,
    CLASSIC_MATADOR,
    CLASSIC_PICTURES,
    CLASSIC_SPINNER,
    CLASSIC_TRAINS,
    HOWTO_CLASSIC_PICTURES,
    classic_position,
    render_classic_all,
)

DOCS = Path(__file__).resolve().parents[2] / "docs"
RULES = DOCS / "rules-classic.md"
NOTATION = DOCS / "notation.md"
SETUPS = [CLASSIC_LINE, CLASSIC_SPINNER, CLASSIC_COUNT, CLASSIC_CROSSROADS, CLASSIC_TRAINS]
SETUPS.append(CLASSIC_MATADOR)


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: str(s["rules"]["preset"]))
def test_every_position_is_played_through_the_engine(setup: dict[str, Any]) -> None:
    game, steps = classic_position(setup)
    assert [str(s.action) for s in steps] == [str(s.action) for s in game.log]
    assert len(steps) == len(setup["actions"])
    placements = [a for a in setup["actions"] if a not in ("draw", "pass")]
    assert len(game.layout.placed) == len(placements)
    assert game.result is None  # every picture shows a round in play
    # The renderer reads the engine's ends: one tag per open end, showing its number.
    scene = scene_of(game)
    shown = {t.name: t.shows for t in scene.tags if not t.closed}
    assert shown == game.layout.ends
    tiles = sorted(p.tile for p in scene.pieces if p.index >= 0)
    assert tiles == sorted(t for t, _, _ in game.layout.placed)


def test_a_picture_cannot_place_a_tile_the_rules_refuse() -> None:
    with pytest.raises(ClassicMoveError):
        classic_position({**CLASSIC_LINE, "actions": ["5-5", "0-1@R"]})  # 0-1 does not join 5
    with pytest.raises(ClassicMoveError):
        classic_position({**CLASSIC_LINE, "actions": ["5-3"]})  # 5-5 must lead


def test_the_count_in_the_pictures_is_the_engines() -> None:
    game, steps = classic_position(CLASSIC_COUNT)
    terms = count_terms(game)
    assert sum(2 * v if double else v for _, v, double in terms) == game.layout.fives_count()
    assert steps[-1].points == game.layout.fives_count() == 15
    assert any(double for _, _, double in terms)  # the worked example has a double at an end


def test_rendering_reads_the_round_and_changes_nothing() -> None:
    game, _ = classic_position(CLASSIC_TRAINS)
    before = (list(game.layout.placed), dict(game.layout.ends), list(game.hands), game.turn)
    render_round(game, names=("A", "B", "C"))
    render_round(game, tags=False, joins=True, count=False)
    after = (list(game.layout.placed), dict(game.layout.ends), list(game.hands), game.turn)
    assert before == after
    assert game.markers  # the Mexican Train picture shows a marker
    assert any(game.layout.tails[t] == EMPTY for t in game.layout.tails)  # and an empty train


def test_classic_pictures_are_drawn_and_not_blank(tmp_path: Path) -> None:
    written = render_classic_all(tmp_path)
    assert {p.name for p in written} == set(CLASSIC_PICTURES)
    for path in written:
        assert path.name.startswith("classic-")
        with Image.open(path) as picture:
            assert picture.format == "PNG"
            assert 200 <= picture.width <= 1200 and 150 <= picture.height <= 1000
            rgb = picture.convert("RGB")
            assert len(rgb.getcolors(maxcolors=1 << 16) or range(1 << 16)) > 50, path.name
            assert max(ImageStat.Stat(rgb).stddev) > 20, path.name


def test_every_picture_of_the_classic_rules_exists_and_is_drawn() -> None:
    linked = set(re.findall(r"!\[[^\]]*\]\(images/([^)\s]+)\)", RULES.read_text("utf-8")))
    assert linked, "docs/rules-classic.md shows no pictures"
    for name in linked:
        assert (DOCS / "images" / name).is_file(), f"docs/images/{name} is missing"
    assert linked == set(CLASSIC_PICTURES) | set(HOWTO_CLASSIC_PICTURES), (
        "the page and the picture lists disagree"
    )


def test_the_classic_pages_link_only_what_exists() -> None:
    for page in (RULES, NOTATION):
        for target in re.findall(r"\]\(([^)#\s]+\.md)", page.read_text("utf-8")):
            assert (page.parent / target).is_file(), f"{page.name} links {target}"


def _json_blocks(section: str) -> list[Any]:
    return [json.loads(b) for b in re.findall(r"```json\n(.*?)```", section, re.S)]


def _classic_section() -> str:
    text = NOTATION.read_text("utf-8")
    return text[text.index("## Classic dominoes") :]


def test_the_classic_scenario_example_is_what_the_engine_says() -> None:
    scenario = next(b for b in _json_blocks(_classic_section()) if "rules" in b and "hands" in b)
    parsed = parse_scenario(scenario, "notation.md")
    verdicts = judge(parsed)
    assert parsed.expect is not None
    for expected, verdict in zip(parsed.expect, verdicts, strict=True):
        assert not mismatches(expected, verdict), (expected, verdict)
    reasons = {v["reason"] for v in verdicts if not v["legal"]}
    assert {"no-match", "train-closed", "must-draw", "must-cover-double"} <= reasons


def test_the_classic_record_example_replays_cleanly() -> None:
    record = next(b for b in _json_blocks(_classic_section()) if b.get("format"))
    game, players, problems = replay(record, "notation.md")
    assert problems == []
    assert game.is_over and [p.name for p in players] == ["Ada", "Bob"]


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.slow
def test_any_position_of_any_game_can_be_drawn(name: str) -> None:
    """Random rounds of every game, drawn every few actions: every end the engine opens has
    a place in the picture (arms of arms included), and the count reads as the engine's."""
    rules = Rules.preset(name, 4 if name == "block-teams" else 3)
    rng = random.Random(name)
    game = Game(rules, SeededChance(7))
    for step in range(60):
        current = game.current
        if current.result is not None:
            break
        if step % 6 == 5:
            scene = scene_of(current)
            assert {t.name for t in scene.tags if not t.closed} == set(current.layout.ends)
            if rules.in_play == "fives" and current.layout.placed:
                count_terms(current)
            image = render_round(current, count=rules.in_play == "fives", joins=True)
            if not current.layout.empty:  # a new round's empty table is just the cloth
                assert max(ImageStat.Stat(image).stddev) > 10
            if step % 12 == 11 and current.layout.placed:  # laid as the game lays it
                bounded = render_round(current, bounds=table_size(rules, 1.8), unit=16)
                assert max(ImageStat.Stat(bounded).stddev) > 3  # mostly cloth
        legal = current.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def test_an_uncovered_double_is_framed_in_red() -> None:
    setup = {
        "rules": {"preset": "mexican-train", "players": 2},
        "hands": [["12-4", "4-4", "7-8"], ["12-9", "5-6"]],
        "stock": ["1-7"],
        "actions": ["12-4@p0", "12-9@p1", "4-4@p0"],
    }
    game, _ = classic_position(setup)
    assert game.layout.uncovered == "p0" and game.turn == 0
    image = render_round(game).convert("RGB")
    colours = {rgb for _, rgb in image.getcolors(maxcolors=1 << 20) or []}
    assert WARNING in colours
