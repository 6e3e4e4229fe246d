"""``figures tiles``: the tile set listed, or drawn with ``--render``."""

from __future__ import annotations

import argparse
from typing import Any

from figures.cli.common import UsageError
from figures.core.text import printable


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("tiles", help="list the tile set, or draw it with --render")
    p.add_argument("--render", metavar="FILE.png", help="draw both faces of every tile")
    p.add_argument("--file", help="another tile set file (default: the built-in set)")
    p.set_defaults(run=cmd_tiles)


def cmd_tiles(args: argparse.Namespace) -> int:
    from figures.colour.tiles import default_tileset, load_tileset

    tiles = load_tileset(args.file) if args.file else default_tileset()
    if args.render and not args.render.lower().endswith(".png"):
        raise UsageError("--render writes a PNG picture: give a file name ending in .png")
    if args.render:
        from figures.pictures.colour import render_tile_sheet

        render_tile_sheet(tiles, args.render)
        print(f"wrote {printable(args.render)}")
    else:
        for tile in tiles:
            print(f"{tile.id:3d}  {tile.faces[0]}  {tile.faces[1]}")
    return 0
