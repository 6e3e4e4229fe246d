"""The shipped tile set keeps every rule, the generator rebuilds it, the checker finds faults."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from figures.colour.tilegen import (
    DEFAULT_SEED,
    check_tileset,
    generate_tiles,
    main,
    pair_problem,
    tileset_json,
    tileset_text,
    write_tileset,
)
from figures.colour.tiles import COLOURS, Colour, Face, Tile, TileSet, load_tileset

pytestmark = pytest.mark.slow  # (tile sets generated from their seeds)

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "tiles.json"


@pytest.fixture(scope="module")
def tiles() -> TileSet:
    return load_tileset(ASSETS)


@pytest.fixture(scope="module")
def faces(tiles: TileSet) -> list[Face]:
    return [face for tile in tiles for face in tile.faces]


def runs_of(face: Face, colour: Colour) -> int:
    """Runs of a colour round the six external triangles, counted independently of tilegen."""
    ext = face.external
    if all(c == colour for c in ext):
        return 1
    return sum(1 for i in range(6) if ext[i] == colour and ext[i - 1] != colour)


def percent(count: int, total: int) -> float:
    return 100 * count / total


# --- The shipped set ------------------------------------------------------------------------


def test_shipped_set_loads_and_passes_the_checker(tiles: TileSet) -> None:
    assert len(tiles) == 120
    assert check_tileset(tiles) == []


def test_built_in_set_is_the_committed_file(tiles: TileSet) -> None:
    assert load_tileset() == tiles


def test_count(tiles: TileSet, faces: list[Face]) -> None:
    assert len(tiles) == 120
    assert all(len(tile.faces) == 2 for tile in tiles)
    assert len(faces) == 240


def test_ids(tiles: TileSet) -> None:
    assert [tile.id for tile in tiles] == list(range(120))


def test_two_or_three_colours_outside(faces: list[Face]) -> None:
    for face in faces:
        assert len(set(face.external)) in (2, 3), str(face)


def test_one_run_per_colour(faces: list[Face]) -> None:
    for face in faces:
        for colour in set(face.external):
            assert runs_of(face, colour) == 1, f"{face}: {colour.value}"


def test_core_matches_a_neighbour(faces: list[Face]) -> None:
    for face in faces:
        c = face.colours
        assert face.core in (c[1], c[2], c[4], c[5]), str(face)


def test_external_balance(faces: list[Face]) -> None:
    counts = Counter(c for face in faces for c in face.external)
    assert sum(counts.values()) == 1440
    for colour in COLOURS:
        assert 23 <= percent(counts[colour], 1440) <= 27, colour


def test_core_balance(faces: list[Face]) -> None:
    counts = Counter(face.core for face in faces)
    for colour in COLOURS:
        assert 23 <= percent(counts[colour], 240) <= 27, colour


def test_faces_unique_even_after_a_half_turn(faces: list[Face]) -> None:
    keys = [min(str(f), str(f.half_turn())) for f in faces]
    assert len(set(keys)) == 240
    for i, a in enumerate(faces):
        for b in faces[i + 1 :]:
            assert a != b and a.half_turn() != b, f"{a} ~ {b}"


def test_faces_of_a_tile_differ(tiles: TileSet) -> None:
    for tile in tiles:
        first, second = tile.faces
        assert first != second and first.half_turn() != second, tile.id


# --- Variety (the generator's own aims) -----------------------------------------------------


def test_mix_of_two_and_three_colour_faces(faces: list[Face]) -> None:
    mix = Counter(len(set(face.external)) for face in faces)
    assert 30 <= percent(mix[2], 240) <= 50
    assert mix[2] + mix[3] == 240


def test_every_tile_has_a_three_colour_face(tiles: TileSet) -> None:
    for tile in tiles:
        assert max(len(set(f.external)) for f in tile.faces) == 3, tile.id


def test_run_lengths_vary(faces: list[Face]) -> None:
    longest = Counter(max(Counter(face.external).values()) for face in faces)
    assert set(longest) == {2, 3, 4, 5}


def test_faces_of_a_tile_are_not_near_copies(tiles: TileSet) -> None:
    for tile in tiles:
        assert pair_problem(*tile.faces) is None, tile.id


# --- The generator --------------------------------------------------------------------------


def test_generator_is_deterministic() -> None:
    assert generate_tiles() == generate_tiles(DEFAULT_SEED)
    assert tileset_text(generate_tiles()) == tileset_text(generate_tiles())


def test_regenerating_gives_the_committed_file(tiles: TileSet) -> None:
    assert TileSet(generate_tiles()) == tiles
    assert tileset_text(generate_tiles()) == ASSETS.read_text("utf-8")


def test_json_document() -> None:
    document = tileset_json(generate_tiles())
    assert document["format"] == "figures-tiles"
    assert document["version"] == 1
    assert document["tiles"][0] == {"id": 0, "faces": [str(f) for f in generate_tiles()[0].faces]}
    assert TileSet.from_json(document["tiles"]) == TileSet(generate_tiles())


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_other_seeds_give_other_good_sets(seed: int) -> None:
    other = generate_tiles(seed)
    assert check_tileset(other) == []
    assert other != generate_tiles()


def test_write_tileset_replaces_the_file_and_leaves_no_temp(tmp_path: Path) -> None:
    path = tmp_path / "tiles.json"
    path.write_text("old", "utf-8")
    assert write_tileset(path) == generate_tiles()
    assert load_tileset(path) == TileSet(generate_tiles())
    assert [p.name for p in tmp_path.iterdir()] == ["tiles.json"]


def test_command_line_writes_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "out" / "tiles.json"
    assert main([str(path)]) == 0
    assert path.read_text("utf-8") == ASSETS.read_text("utf-8")
    assert "25.00%" in capsys.readouterr().out


def test_module_run_is_independent_of_hash_seed(tmp_path: Path) -> None:
    """``python -m figures.colour.tilegen`` gives the committed file whatever PYTHONHASHSEED is."""
    root = str(ASSETS.parent.parent)
    path = tmp_path / "tiles.json"
    env = {**os.environ, "PYTHONHASHSEED": "4242"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    command = [sys.executable, "-m", "figures.colour.tilegen", str(path)]
    subprocess.run(command, check=True, capture_output=True, env=env, cwd=root)
    assert path.read_text("utf-8") == ASSETS.read_text("utf-8")


# --- The checker catches faults -------------------------------------------------------------


def _with_face(tiles: list[Tile], tile_id: int, side: int, face: str | Face) -> list[Tile]:
    new = face if isinstance(face, Face) else Face.parse(face)
    faces = list(tiles[tile_id].faces)
    faces[side] = new
    tiles = list(tiles)
    tiles[tile_id] = Tile(tile_id, (faces[0], faces[1]))
    return tiles


def _more_red_outside(tiles: list[Tile]) -> list[Tile]:
    """Paint yellow triangles red on 40 tiles; red then covers far more than 27%."""
    out = list(tiles)
    for tile in tiles[:40]:
        face = tile.faces[0]
        ext = "".join("R" if c is Colour.Y else c.value for c in face.external)
        out = _with_face(out, tile.id, 0, f"{ext}/{face.core.value}")
    return out


def _more_red_cores(tiles: list[Tile]) -> list[Tile]:
    """Turn 12 cores red where a red neighbour allows it, keeping the core rule."""
    out = list(tiles)
    changed = 0
    for tile in tiles:
        face = tile.faces[0]
        c = face.colours
        if changed < 12 and face.core is not Colour.R and Colour.R in (c[1], c[2], c[4], c[5]):
            out = _with_face(out, tile.id, 0, str(face)[:7] + "R")
            changed += 1
    return out


MUTATIONS: dict[str, tuple[Callable[[list[Tile]], list[Tile]], str]] = {
    "count": (lambda t: t[:-1], "expected 120 tiles, found 119"),
    "ids": (lambda t: [*t[:5], Tile(6, t[5].faces), *t[6:]], "has id 6, expected 5"),
    "one colour": (lambda t: _with_face(t, 3, 0, "RRRRRR/R"), "uses 1 colour outside"),
    "four colours": (lambda t: _with_face(t, 3, 0, "RYGBBB/Y"), "uses 4 colours"),
    "split run": (lambda t: _with_face(t, 3, 1, "RRYRYY/R"), "colour R is split into 2 runs"),
    "core": (lambda t: _with_face(t, 7, 0, "RRRYYY/G"), "core G matches none"),
    "external balance": (_more_red_outside, "red covers"),
    "core balance": (_more_red_cores, "of the cores"),
    "repeat": (
        lambda t: _with_face(t, 9, 0, t[2].faces[1].half_turn()),
        "tile 9 face 0",
    ),
    "same faces": (
        lambda t: _with_face(t, 4, 1, t[4].faces[0].half_turn()),
        "tile 4: its two faces are the same",
    ),
}


@pytest.mark.parametrize("name", list(MUTATIONS))
def test_checker_reports_each_broken_rule(tiles: TileSet, name: str) -> None:
    mutate, expected = MUTATIONS[name]
    problems = check_tileset(mutate(list(tiles)))
    assert any(expected in problem for problem in problems), problems


def test_checker_names_the_repeat(tiles: TileSet) -> None:
    broken = _with_face(list(tiles), 9, 0, tiles[2].faces[1].half_turn())
    problems = check_tileset(broken)
    assert any("repeats tile 2 face 1" in p for p in problems), problems


def test_checker_reports_external_balance_only_outside(tiles: TileSet) -> None:
    problems = check_tileset(_more_red_outside(list(tiles)))
    assert any("red covers" in p and "external triangles" in p for p in problems)
    assert not any("of the cores" in p for p in problems)


def test_checker_reports_core_balance_only_in_cores(tiles: TileSet) -> None:
    problems = check_tileset(_more_red_cores(list(tiles)))
    assert any("red covers" in p and "of the cores" in p for p in problems), problems
    assert not any("external triangles" in p or "matches none" in p for p in problems)
