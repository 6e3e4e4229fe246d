"""The deterministic generator of the 120-tile set, and the checker of its rules.

A face is written ``c1c2c3c4c5c6/c7`` (see ``figures.colour.tiles.Face``): six external
triangles clockwise round the domino and the core ``c7``. Every shipped set must obey these
rules, which ``check_tileset`` reports one violation at a time:

* 120 tiles with ids 0..119, two faces each;
* each face shows 2 or 3 colours outside, each colour in one unbroken run round the six
  external triangles (``c6`` touches ``c1``);
* the core has the colour of one of its four neighbours ``c2``, ``c3``, ``c5`` or ``c6``;
* each colour covers 25% ± 2 points of all external triangles and, separately, of all cores;
* no face appears twice in the set, not even turned by half a turn; so a tile's two faces
  differ.

How the generator meets them:

1. *Pool.* List every face the rules allow (1584 of them).
2. *Balance by symmetry.* Group the pool into *patterns*: faces that turn into one another by
   a half turn or by moving every colour one step round the cycle R -> Y -> G -> B -> R. Each
   pattern holds exactly four distinct faces, one per step of the cycle: a step changes the
   core colour, a half turn keeps it, so the four never coincide. We pick 60 patterns and use
   all four faces of each, so every colour covers exactly 25% of the external triangles and
   25% of the cores.
3. *Variety.* Patterns are drawn at random, but in fixed numbers per shape (the run lengths
   round the domino): 24 two-colour patterns (96 faces, 40%) and 36 three-colour patterns
   (144 faces, 60%), spread over short, long and even runs (see ``_QUOTAS``). Among the
   two-colour faces, 16 patterns pair colours next to each other on the cycle and 8 pair
   opposite colours, so each of the six colour pairs shows up on 16 faces.
4. *Pairing.* Every tile gets at least one three-colour face (96 tiles pair a two-colour face
   with a three-colour one, 24 pair two three-colour faces). A tile's two faces must have
   different core colours, must not be one pattern in other colours, and must differ in at
   least ``MIN_PAIR_DISTANCE`` of their seven colours, whichever way they are turned.
   Random pairs that break this are mended by swapping faces between tiles.
5. *Presentation.* Tiles are shuffled, and each tile's face order and each face's half turn
   are drawn at random, so the written notation carries no trace of the construction.

All randomness comes from one ``random.Random(seed)``; with ``DEFAULT_SEED`` the output is
``assets/tiles.json``. Regenerate it with ``python -m figures.colour.tilegen assets/tiles.json``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Sequence
from itertools import product
from pathlib import Path
from typing import Any, Final

from figures.colour.tiles import (
    COLOURS,
    TILE_COUNT,
    TILESET_FORMAT,
    TILESET_VERSION,
    Colour,
    Face,
    Tile,
)
from figures.core.files import atomic_writer

DEFAULT_SEED: Final = 1729
DEFAULT_PATH: Final = Path(__file__).resolve().parents[2] / "assets" / "tiles.json"

#: Indices (0-based) of c2, c3, c5 and c6: the external triangles that touch the core.
CORE_NEIGHBOURS: Final = (1, 2, 4, 5)
#: Each colour's share of external triangles and of cores: 25% ± 2 points, in percent.
TARGET_PERCENT: Final = 25
TOLERANCE_PERCENT: Final = 2
#: The least number of the seven colours in which a tile's two faces must differ.
MIN_PAIR_DISTANCE: Final = 4

#: One step round the colour cycle used to balance the set.
_NEXT_COLOUR: Final = {colour: COLOURS[(i + 1) % 4] for i, colour in enumerate(COLOURS)}

#: How many patterns to draw per shape: (sorted run lengths, colour pair kind) -> count.
#: Two-colour shapes say whether their two colours are neighbours or opposites on the cycle.
_QUOTAS: Final[dict[tuple[tuple[int, ...], str], int]] = {
    ((1, 5), "neighbours"): 4,
    ((1, 5), "opposites"): 3,
    ((2, 4), "neighbours"): 7,
    ((2, 4), "opposites"): 3,
    ((3, 3), "neighbours"): 5,
    ((3, 3), "opposites"): 2,
    ((1, 1, 4), "-"): 8,
    ((1, 2, 3), "-"): 18,
    ((2, 2, 2), "-"): 10,
}


# --- Face properties ------------------------------------------------------------------------


def _face(colours: Sequence[Colour]) -> Face:
    c = colours
    return Face((c[0], c[1], c[2], c[3], c[4], c[5], c[6]))


def colour_runs(face: Face) -> dict[Colour, int]:
    """How many separate runs each colour present outside forms round the six triangles."""
    ext = face.external
    runs: dict[Colour, int] = {}
    for colour in COLOURS:
        if colour in ext:
            starts = sum(1 for i in range(6) if ext[i] == colour and ext[i - 1] != colour)
            runs[colour] = max(starts, 1)
    return runs


def run_lengths(face: Face) -> tuple[int, ...]:
    """The lengths of the external runs, smallest first (for a valid face)."""
    ext = face.external
    if len(set(ext)) == 1:
        return (6,)
    start = next(i for i in range(6) if ext[i] != ext[i - 1])
    lengths = [1]
    for i in range(start + 1, start + 6):
        if ext[i % 6] == ext[(i - 1) % 6]:
            lengths[-1] += 1
        else:
            lengths.append(1)
    return tuple(sorted(lengths))


def face_problems(face: Face) -> list[str]:
    """What is wrong with one face on its own (empty list = nothing)."""
    problems = []
    runs = colour_runs(face)
    if len(runs) not in (2, 3):
        plural = "" if len(runs) == 1 else "s"
        problems.append(f"uses {len(runs)} colour{plural} outside, expected 2 or 3")
    for colour, count in runs.items():
        if count > 1:
            problems.append(f"colour {colour.value} is split into {count} runs")
    if face.core not in {face.external[i] for i in CORE_NEIGHBOURS}:
        problems.append(f"core {face.core.value} matches none of its neighbours c2, c3, c5, c6")
    return problems


def same_face(a: Face, b: Face) -> bool:
    """Whether two faces are the same, possibly after a half turn."""
    return a == b or a.half_turn() == b


def _face_key(face: Face) -> str:
    return min(str(face), str(face.half_turn()))


def recolour(face: Face, steps: int = 1) -> Face:
    """The face with every colour moved ``steps`` places round R -> Y -> G -> B -> R."""
    colours = list(face.colours)
    for _ in range(steps % 4):
        colours = [_NEXT_COLOUR[c] for c in colours]
    return _face(colours)


def same_pattern(a: Face, b: Face) -> bool:
    """Whether ``b`` is ``a`` in other colours of the cycle, possibly after a half turn."""
    return any(same_face(recolour(a, steps), b) for steps in range(4))


def pair_distance(a: Face, b: Face) -> int:
    """In how many of the seven colours two faces differ, at best over a half turn."""
    return min(
        sum(x != y for x, y in zip(a.colours, c.colours, strict=True)) for c in (b, b.half_turn())
    )


def pair_problem(a: Face, b: Face) -> str | None:
    """Why two faces make a dull tile, or None if they make a good one."""
    if same_face(a, b):
        return "the two faces are the same"
    if same_pattern(a, b):
        return "the two faces are one pattern in other colours"
    if a.core == b.core:
        return "the two faces have the same core colour"
    distance = pair_distance(a, b)
    if distance < MIN_PAIR_DISTANCE:
        return f"the two faces differ in only {distance} of 7 colours"
    return None


# --- Checking a set -------------------------------------------------------------------------


def _share_problems(counts: Counter[Colour], total: int, what: str) -> list[str]:
    problems = []
    for colour in COLOURS:
        count = counts[colour]
        if total and abs(100 * count - TARGET_PERCENT * total) > TOLERANCE_PERCENT * total:
            problems.append(
                f"{colour.label} covers {100 * count / total:.1f}% of {what} ({count} of {total}),"
                f" outside {TARGET_PERCENT}% ± {TOLERANCE_PERCENT}"
            )
    return problems


def check_tileset(tiles: Sequence[Tile]) -> list[str]:
    """Every broken rule of a tile set, one readable line each (empty list = a good set)."""
    problems = []
    if len(tiles) != TILE_COUNT:
        problems.append(f"expected {TILE_COUNT} tiles, found {len(tiles)}")
    external: Counter[Colour] = Counter()
    cores: Counter[Colour] = Counter()
    seen: dict[str, tuple[int, str]] = {}
    for position, tile in enumerate(tiles):
        if tile.id != position:
            problems.append(f"tile at position {position} has id {tile.id}, expected {position}")
        first, second = tile.faces
        if same_face(first, second):
            problems.append(f"tile {tile.id}: its two faces are the same ({first}, {second})")
        for side, face in enumerate(tile.faces):
            name = f"tile {tile.id} face {side} ({face})"
            problems.extend(f"{name}: {problem}" for problem in face_problems(face))
            external.update(face.external)
            cores[face.core] += 1
            key = _face_key(face)
            if key not in seen:
                seen[key] = (position, name)
            elif seen[key][0] != position:  # a repeat within a tile is reported above
                turned = "" if f"({face})" in seen[key][1] else " after a half turn"
                problems.append(f"{name} repeats {seen[key][1]}{turned}")
    problems += _share_problems(external, sum(external.values()), "the external triangles")
    problems += _share_problems(cores, sum(cores.values()), "the cores")
    return problems


# --- Generating a set -----------------------------------------------------------------------


def _pair_kind(face: Face) -> str:
    colours = sorted({COLOURS.index(c) for c in face.external})
    if len(colours) != 2:
        return "-"
    return "opposites" if colours[1] - colours[0] == 2 else "neighbours"


def _patterns() -> dict[tuple[tuple[int, ...], str], list[Face]]:
    """One face per pattern of the pool, grouped by shape, in a fixed order."""
    seen: set[str] = set()
    groups: dict[tuple[tuple[int, ...], str], list[Face]] = {}
    for external in product(COLOURS, repeat=6):
        neighbours = sorted({external[i] for i in CORE_NEIGHBOURS}, key=COLOURS.index)
        for core in neighbours:
            face = _face((*external, core))
            if face_problems(face):
                continue
            key = min(_face_key(recolour(face, steps)) for steps in range(4))
            if key in seen:
                continue
            seen.add(key)
            groups.setdefault((run_lengths(face), _pair_kind(face)), []).append(face)
    return groups


def _pair_faces(faces: list[Face], rng: random.Random) -> list[tuple[Face, Face]]:
    """Pair faces into tiles: every tile gets a three-colour face, no tile is dull."""
    twos = [f for f in faces if len(colour_runs(f)) == 2]
    threes = [f for f in faces if len(colour_runs(f)) == 3]
    count = len(faces) // 2
    rng.shuffle(twos)
    rng.shuffle(threes)
    seconds = threes[:count]
    firsts = twos + threes[count:]
    for _ in range(100_000):
        bad = [i for i in range(count) if pair_problem(firsts[i], seconds[i])]
        if not bad:
            return list(zip(firsts, seconds, strict=True))
        i = bad[0]
        j = rng.randrange(count)
        if pair_problem(firsts[i], seconds[j]) is None and (
            pair_problem(firsts[j], seconds[i]) is None
        ):
            seconds[i], seconds[j] = seconds[j], seconds[i]
    raise RuntimeError("could not pair the faces into good tiles")


def generate_tiles(seed: int = DEFAULT_SEED) -> list[Tile]:
    """The tile set for a seed; the same seed always gives the same tiles."""
    rng = random.Random(seed)
    groups = _patterns()
    faces = []
    for shape, quota in _QUOTAS.items():
        for pattern in rng.sample(groups[shape], quota):
            faces += [recolour(pattern, steps) for steps in range(4)]
    pairs = _pair_faces(faces, rng)
    rng.shuffle(pairs)
    tiles = []
    for tile_id, pair in enumerate(pairs):
        first, second = pair if rng.randrange(2) else pair[::-1]
        first, second = (f.half_turn() if rng.randrange(2) else f for f in (first, second))
        tiles.append(Tile(tile_id, (first, second)))
    problems = check_tileset(tiles)
    problems += [f"tile {t.id}: {p}" for t in tiles if (p := pair_problem(*t.faces)) is not None]
    if problems:
        raise RuntimeError("generated a bad tile set:\n" + "\n".join(problems))
    return tiles


# --- Writing a set --------------------------------------------------------------------------


def tileset_json(tiles: Sequence[Tile] | None = None) -> dict[str, Any]:
    """The JSON document of a tile set (the default set if none is given)."""
    if tiles is None:
        tiles = generate_tiles()
    return {
        "format": TILESET_FORMAT,
        "version": TILESET_VERSION,
        "tiles": [tile.to_json() for tile in tiles],
    }


def tileset_text(tiles: Sequence[Tile] | None = None) -> str:
    """The file text of a tile set: plain JSON with one tile per line."""
    document = tileset_json(tiles)
    lines = [json.dumps(tile) for tile in document["tiles"]]
    return (
        "{\n"
        f'  "format": {json.dumps(document["format"])},\n'
        f'  "version": {json.dumps(document["version"])},\n'
        '  "tiles": [\n    ' + ",\n    ".join(lines) + "\n  ]\n}\n"
    )


def write_tileset(path: str | Path = DEFAULT_PATH, seed: int = DEFAULT_SEED) -> list[Tile]:
    """Write the set for ``seed`` to ``path`` and return it.

    Readers see the old file or the new one, never half of it: we write a temporary file next
    to the target and rename it over the target.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tiles = generate_tiles(seed)
    text = tileset_text(tiles)
    with atomic_writer(target) as handle:
        handle.write(text)
    return tiles


def summary(tiles: Sequence[Tile]) -> str:
    """A few lines on the colour balance and the face mix of a set."""
    faces = [face for tile in tiles for face in tile.faces]
    external = Counter(c for face in faces for c in face.external)
    cores = Counter(face.core for face in faces)
    mix = Counter(len(colour_runs(face)) for face in faces)
    lines = [f"{len(tiles)} tiles, {len(faces)} faces"]
    for colour in COLOURS:
        lines.append(
            f"{colour.label:>6}: {100 * external[colour] / (6 * len(faces)):5.2f}% of external"
            f" triangles, {100 * cores[colour] / len(faces):5.2f}% of cores"
        )
    lines.append(f"two-colour faces: {mix[2]}, three-colour faces: {mix[3]}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m figures.colour.tilegen", description="Write the Figures tile set."
    )
    parser.add_argument("path", nargs="?", default=str(DEFAULT_PATH), help="file to write")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="random seed")
    args = parser.parse_args(argv)
    tiles = write_tileset(args.path, args.seed)
    print(f"wrote {args.path}")
    print(summary(tiles))
    return 0


if __name__ == "__main__":
    sys.exit(main())
