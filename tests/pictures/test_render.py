"""Pictures: the table and the tile sheet draw the engine's colours where the engine puts them,
saving is atomic, and the pictures of docs/rules.md can all be drawn."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from figures.cli import main as cli_main
from figures.colour.board import Board, Placed, domino_triangles
from figures.colour.geometry import Side, Triangle
from figures.colour.rules import place
from figures.colour.shapes import triangle_polygon
from figures.colour.tiles import Colour, Face, TileSet, default_tileset
from figures.pictures.colour import (
    PALETTE,
    RenderError,
    SheetLayout,
    render_board,
    render_tile_sheet,
    save_image,
)

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
SCALE = 40
MARGIN = 10


def small_board() -> tuple[Board, Placed]:
    """Three dominoes, the last one closing a yellow surface (see docs/rules.md)."""
    board = Board()
    for text, at, direction in (
        ("YRGGYY/Y", (0, 1), Side.E),
        ("GGBBYY/B", (-1, 0), Side.N),
        ("YYYRGG/Y", (0, 0), Side.E),
    ):
        last = Placed(Face.parse(text), at, direction)
        place(board, last)
    return board, last


def centre_pixel(triangle: Triangle, x0: int, y1: int) -> tuple[int, int]:
    """The pixel at a triangle's centroid, by the flip documented in figures.pictures.colour."""
    c = triangle_polygon(triangle).centroid
    return int(MARGIN + (c.x - x0) * SCALE), int(MARGIN + (y1 + 1 - c.y) * SCALE)


def test_palette_is_calm_and_complete() -> None:
    assert set(PALETTE) == set(Colour)
    assert len(set(PALETTE.values())) == 4
    for rgb in PALETTE.values():
        assert rgb not in {(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)}


def test_board_picture_size_and_colours(tmp_path: Path) -> None:
    board, last = small_board()
    path = tmp_path / "board.png"
    image = render_board(board, path, scale=SCALE, margin=MARGIN, highlight=last)
    with Image.open(path) as saved:
        assert saved.format == "PNG"
        assert saved.size == image.size
    xs = [x for x, _ in board.cells]
    ys = [y for _, y in board.cells]
    width = (max(xs) - min(xs) + 1) * SCALE + 2 * MARGIN
    height = (max(ys) - min(ys) + 1) * SCALE + 2 * MARGIN
    assert image.size == (width, height) == (3 * SCALE + 2 * MARGIN, 2 * SCALE + 2 * MARGIN)
    assert len(board.colours) == 24
    for triangle, colour in board.colours.items():
        pixel = centre_pixel(triangle, min(xs), max(ys))
        assert image.getpixel(pixel) == PALETTE[colour], (triangle, colour)


def test_empty_cells_in_view_show_the_table(tmp_path: Path) -> None:
    board, _ = small_board()
    image = render_board(board, scale=SCALE, margin=MARGIN, pad=1)
    assert image.size == (5 * SCALE + 2 * MARGIN, 4 * SCALE + 2 * MARGIN)
    corner = image.getpixel((MARGIN + SCALE // 2, MARGIN + SCALE // 2))  # cell (-2, 2): empty
    assert corner not in PALETTE.values()


def test_rendering_reads_the_board_only() -> None:
    board, last = small_board()
    colours, cells = dict(board.colours), dict(board.cells)
    first = render_board(board, scale=SCALE, highlight=last, label_cells=True)
    second = render_board(board, scale=SCALE, highlight=last, label_cells=True)
    assert board.colours == colours and board.cells == cells and board.placed[-1] == last
    assert ImageChops.difference(first, second).getbbox() is None


def ink(
    image: Image.Image, triangle: Triangle, board: Board, scale: int, margin: int
) -> Image.Image:
    """A mask of the dark pixels round a triangle's centroid."""
    x0 = min(x for x, _ in board.cells)
    y1 = max(y for _, y in board.cells)
    c = triangle_polygon(triangle).centroid
    px, py = round(margin + (c.x - x0) * scale), round(margin + (y1 + 1 - c.y) * scale)
    box = (px - 7, py - 7, px + 8, py + 8)
    return image.crop(box).convert("L").point(lambda v: 255 if v < 100 else 0)


def test_colour_blind_mode_adds_symbols() -> None:
    board, _ = small_board()
    plain = render_board(board, scale=SCALE, margin=MARGIN)
    symbols = render_board(board, scale=SCALE, margin=MARGIN, colour_blind=True)
    assert plain.size == symbols.size
    assert ImageChops.difference(plain, symbols).getbbox() is not None
    # Bigger, without surface outlines: every triangle gets a symbol, the same for one colour
    # and a different one for each colour.
    plain = render_board(board, scale=80, margin=20, outline_closed=False)
    symbols = render_board(board, scale=80, margin=20, outline_closed=False, colour_blind=True)
    masks: list[tuple[Colour, Image.Image]] = []
    for triangle, colour in board.colours.items():
        assert ink(plain, triangle, board, 80, 20).getbbox() is None
        mask = ink(symbols, triangle, board, 80, 20)
        assert mask.getbbox() is not None, triangle
        if triangle[2] == Side.N:  # same orientation, so the masks can be compared
            masks.append((colour, mask))
    assert {c for c, _ in masks} == set(Colour)
    for colour, mask in masks:
        for other, other_mask in masks:
            differ = sum(1 for v in ImageChops.difference(mask, other_mask).getdata() if v)
            if colour is other:
                assert differ <= 20
            else:
                assert differ >= 30, (colour, other)


def test_empty_board_renders_one_cell() -> None:
    image = render_board(Board(), scale=SCALE, margin=MARGIN)
    assert image.size == (SCALE + 2 * MARGIN, SCALE + 2 * MARGIN)


@pytest.mark.slow
def test_tile_sheet_shows_every_face(tmp_path: Path) -> None:
    tiles = default_tileset()
    path = tmp_path / "tiles.png"
    image = render_tile_sheet(tiles, path, scale=32)
    layout = SheetLayout(len(tiles), 32)
    assert layout.rows * layout.columns >= len(tiles) > (layout.rows - 1) * layout.columns
    assert image.size == layout.size
    with Image.open(path) as saved:
        assert saved.size == layout.size
    for index, tile in enumerate(tiles):
        for number, face in enumerate(tile.faces):
            ox, oy = layout.face_origin(index, number)
            for triangle, colour in domino_triangles(face, (0, 0), Side.E):
                c = triangle_polygon(triangle).centroid
                pixel = (int(ox + c.x * 32), int(oy + (1 - c.y) * 32))
                assert image.getpixel(pixel) == PALETTE[colour], (tile.id, number, triangle)


def test_tile_sheet_of_a_small_set() -> None:
    face = Face.parse("RYYBBR/Y")
    tiles = TileSet.from_json([{"id": 0, "faces": [str(face), str(face.half_turn())]}], count=1)
    image = render_tile_sheet(tiles, scale=32)
    assert image.size == SheetLayout(1, 32).size


@pytest.mark.slow
def test_cli_renders_the_tile_sheet(tmp_path: Path) -> None:
    path = tmp_path / "sheet.png"
    assert cli_main(["tiles", "--render", str(path)]) == 0
    with Image.open(path) as saved:
        assert saved.size == SheetLayout(120, 32).size


def test_saving_is_atomic(tmp_path: Path) -> None:
    image = Image.new("RGB", (4, 4), PALETTE[Colour.G])
    target = tmp_path / "picture.png"
    target.write_bytes(b"old")
    save_image(image, target)
    assert [p.name for p in tmp_path.iterdir()] == ["picture.png"]
    with Image.open(target) as saved:
        assert saved.getpixel((0, 0)) == PALETTE[Colour.G]
    with pytest.raises(RenderError, match="cannot write"):
        save_image(image, tmp_path / "missing" / "picture.png")
    assert [p.name for p in tmp_path.iterdir()] == ["picture.png"]


def test_render_does_not_pull_in_the_desktop_toolkit() -> None:
    code = "import sys, figures.pictures.colour, tools.docs_images; print('arcade' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_docs_pictures_are_all_drawn(tmp_path: Path) -> None:
    from tools.docs_images import HOWTO_PICTURES, PICTURES, render_all

    linked = set(re.findall(r"!\[[^\]]*\]\(images/([^)\s]+\.png)\)", RULES.read_text("utf-8")))
    assert linked, "docs/rules.md links no pictures"
    drawn = {**PICTURES, **HOWTO_PICTURES}
    written = render_all(tmp_path / "images", drawn)
    assert {p.name for p in written} == set(drawn)
    assert linked <= set(drawn), f"rules.md links pictures nobody draws: {linked - set(drawn)}"
    assert set(drawn) <= linked, f"pictures rules.md never shows: {set(drawn) - linked}"
    for name in linked:
        with Image.open(tmp_path / "images" / name) as picture:
            picture.verify()
        with Image.open(tmp_path / "images" / name) as picture:
            assert picture.format == "PNG"
            assert 200 <= picture.width <= 1200 and 150 <= picture.height <= 1000


NOTATION = RULES.parent / "notation.md"


def test_notation_direction_tables_match_the_engine() -> None:
    from figures.colour.geometry import CORE, DIRS, EXTERNAL

    rows = {
        cells[0]: cells[1:]
        for line in NOTATION.read_text("utf-8").splitlines()
        if re.match(r"^\| [NESW] \|", line)
        for cells in [[c.strip() for c in line.strip("|").split("|")]]
    }
    assert set(rows) == {"N", "E", "S", "W"}
    for direction in DIRS:
        slots = {slot: f"{'AB'[cell]}.{side.name}" for cell, side, slot in EXTERNAL[direction]}
        core = " + ".join(f"{'AB'[cell]}.{side.name}" for cell, side in CORE[direction])
        assert rows[direction.name] == [*(slots[i] for i in range(6)), core]


def test_notation_scenario_example_is_what_the_engine_says() -> None:
    import json

    from figures.colour.scenario import judge, mismatches, parse_scenario

    text = NOTATION.read_text("utf-8")
    blocks = re.findall(r"```json\n(.*?)```", text, flags=re.S)
    scenario = parse_scenario(next(json.loads(b) for b in blocks if '"play"' in b))
    verdicts = judge(scenario)
    assert scenario.expect is not None
    for expected, verdict in zip(scenario.expect, verdicts, strict=True):
        assert mismatches(expected, verdict) == []
    assert "colour mismatch at cell 1,1 side S: yellow against blue" in text
    assert verdicts[0]["reason"] == "colour mismatch at cell 1,1 side S: yellow against blue"


def test_notation_record_example_replays(tmp_path: Path) -> None:
    import json

    from figures.colour.records import check_record

    blocks = re.findall(r"```json\n(.*?)```", NOTATION.read_text("utf-8"), flags=re.S)
    record = next(json.loads(b) for b in blocks if '"figures-game"' in b)
    tiles = default_tileset().to_json()
    if tiles[: len(record["tiles"])] != record["tiles"]:
        pytest.skip("the example in docs/notation.md was made with another tile set")
    record["tiles"] = tiles  # the example lists only the first tiles
    path = tmp_path / "example.json"
    path.write_text(json.dumps(record), "utf-8")
    game, problems = check_record(path)
    assert problems == []
    assert [str(a) for a in game.actions] == record["rounds"][0]["actions"]
