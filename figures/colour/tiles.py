"""Colours, faces, tiles and the tile set."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from importlib import resources
from pathlib import Path
from typing import Any, Final

from figures.colour.errors import NotationError, RecordError
from figures.core.files import read_json
from figures.core.text import shown

TILE_COUNT: Final = 120
TILESET_FORMAT: Final = "figures-tiles"
TILESET_VERSION: Final = 1


class Colour(Enum):
    R = "R"
    Y = "Y"
    G = "G"
    B = "B"

    @property
    def label(self) -> str:
        return _COLOUR_NAMES[self]


_COLOUR_NAMES: Final = {Colour.R: "red", Colour.Y: "yellow", Colour.G: "green", Colour.B: "blue"}
COLOURS: Final = tuple(Colour)
COLOUR_INDEX: Final = {c: i for i, c in enumerate(COLOURS)}


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a domino: six external colours c1..c6 and the core c7 (see docs/notation.md)."""

    colours: tuple[Colour, Colour, Colour, Colour, Colour, Colour, Colour]
    #: The colours as bits, four per slot with one set (``1 << (4 * slot + colour index)``),
    #: so that the fast path matches a face against what a spot needs with one ``&``.
    code: int = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        code = 0
        for slot, colour in enumerate(self.colours):
            code |= 1 << (4 * slot + COLOUR_INDEX[colour])
        object.__setattr__(self, "code", code)

    @classmethod
    def parse(cls, text: str) -> Face:
        """``"RRGGGB/G"`` -> Face. Raises NotationError with the reason."""
        if not isinstance(text, str):
            raise NotationError(f"a face must be a string like 'RRGGGB/G', not {shown(text)}")
        body = text.strip().upper()
        if len(body) != 8 or body[6] != "/":
            raise NotationError(
                f"bad face {shown(text)}: expected six colour letters, a slash and one colour "
                "letter"
            )
        letters = body[:6] + body[7]
        for letter in letters:
            if letter not in "RYGB":
                raise NotationError(
                    f"bad face {shown(text)}: unknown colour letter {letter!r} (use R, Y, G, B)"
                )
        c = tuple(Colour(letter) for letter in letters)
        return cls((c[0], c[1], c[2], c[3], c[4], c[5], c[6]))

    @property
    def external(self) -> tuple[Colour, ...]:
        return self.colours[:6]

    @property
    def core(self) -> Colour:
        return self.colours[6]

    def half_turn(self) -> Face:
        """The same face as seen after turning the domino by 180 degrees."""
        c = self.colours
        return Face((c[3], c[4], c[5], c[0], c[1], c[2], c[6]))

    def __str__(self) -> str:
        return "".join(c.value for c in self.colours[:6]) + "/" + self.colours[6].value


@dataclass(frozen=True, slots=True)
class Tile:
    id: int
    faces: tuple[Face, Face]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "faces": [str(f) for f in self.faces]}


class TileSet(Sequence[Tile]):
    """The 120 tiles, indexed by id."""

    def __init__(self, tiles: Sequence[Tile]) -> None:
        for index, tile in enumerate(tiles):
            if tile.id != index:
                raise RecordError(f"tile ids must run 0..{len(tiles) - 1} in order")
        self._tiles = tuple(tiles)

    def __getitem__(self, index: int) -> Tile:  # type: ignore[override]
        return self._tiles[index]

    def __len__(self) -> int:
        return len(self._tiles)

    def __iter__(self) -> Iterator[Tile]:
        return iter(self._tiles)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TileSet) and self._tiles == other._tiles

    def __hash__(self) -> int:
        return hash(self._tiles)

    def to_json(self) -> list[dict[str, Any]]:
        return [t.to_json() for t in self._tiles]

    @classmethod
    def from_json(cls, data: Any, *, count: int | None = TILE_COUNT) -> TileSet:
        """Tiles from their JSON list form; refuses anything malformed with a clear message."""
        if not isinstance(data, list):
            raise RecordError("'tiles' must be a list")
        if count is not None and len(data) != count:
            raise RecordError(f"expected {count} tiles, found {len(data)}")
        tiles = []
        for index, item in enumerate(data):
            if not isinstance(item, dict) or not {"id", "faces"} <= set(item):
                raise RecordError(f"tile #{index}: expected an object with 'id' and 'faces'")
            faces = item["faces"]
            if isinstance(item["id"], bool) or item["id"] != index:
                raise RecordError(f"tile #{index}: id is {shown(item['id'])}, expected {index}")
            if not isinstance(faces, list) or len(faces) != 2:
                raise RecordError(f"tile {index}: 'faces' must be a list of two faces")
            try:
                tiles.append(Tile(index, (Face.parse(faces[0]), Face.parse(faces[1]))))
            except NotationError as exc:
                raise RecordError(f"tile {index}: {exc}") from None
        return cls(tiles)


def load_tileset(path: str | Path | None = None) -> TileSet:
    """The project's tile set (``assets/tiles.json``, shipped inside the package), or a file."""
    if path is None:
        text = resources.files("figures").joinpath("data/tiles.json").read_text("utf-8")
        data = json.loads(text)
        source = "the built-in tile set"
    else:
        data = read_json(path)
        source = str(path)
    if not isinstance(data, dict) or data.get("format") != TILESET_FORMAT:
        raise RecordError(f"{source} is not a Figures tile set (format {TILESET_FORMAT!r})")
    if data.get("version") != TILESET_VERSION:
        raise RecordError(f"{source}: unsupported tile set version {shown(data.get('version'))}")
    return TileSet.from_json(data.get("tiles"))


_DEFAULT: TileSet | None = None


def default_tileset() -> TileSet:
    """The built-in tile set, loaded once."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_tileset()
    return _DEFAULT
