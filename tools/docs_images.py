"""The pictures of docs/rules.md and docs/rules-classic.md, drawn through the engines.

Run ``python -m tools.docs_images`` (the folder, ``docs/images`` by default, may be given).
Every colour table here is built with :func:`figures.colour.rules.place`, and every score,
closed surface and colour in a picture is what the engine computes; only the faces of the
dominoes and where they go are written here. Every classic position is a scenario whose actions
are played through the classic round's own ``apply`` (see ``classic_position``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from figures.classic.actions import parse_action
from figures.classic.round import Round, Step
from figures.classic.scenario import parse_scenario
from figures.colour.board import Board, Placed
from figures.colour.errors import IllegalMoveError
from figures.colour.geometry import (
    CORE,
    DIRS,
    EXTERNAL,
    OFFSET,
    Side,
    Square,
    square_of,
    square_triangles,
)
from figures.colour.rules import Score, check, contacts, place
from figures.colour.shapes import surface_polygon
from figures.colour.tiles import Face
from figures.pictures.classic import render_round
from figures.pictures.colour import (
    INK,
    PAPER,
    TABLE,
    EdgeMark,
    Mark,
    PointMark,
    SquareMark,
    TextMark,
    font,
    render_board,
    save_image,
    text_width,
)

#: Pixels per cell in the pictures of the rules.
SCALE = 72
MARGIN = 20
CAPTION_SIZE = 17
GAP = 28


# ----------------------------------------------------------------------------- helpers


def face(text: str) -> Face:
    return Face.parse(text)


def lay(board: Board, text: str, at: tuple[int, int], direction: Side) -> tuple[Placed, Score]:
    """Place a face by the placement rule (raises if the picture's table is not legal)."""
    placed = Placed(face(text), at, direction)
    return placed, place(board, placed)


def build(plays: Sequence[tuple[str, tuple[int, int], Side]]) -> Board:
    board = Board()
    for text, at, direction in plays:
        lay(board, text, at, direction)
    return board


def connected_edges(board: Board, placed: Placed) -> list[EdgeMark]:
    """A numbered mark on every edge where ``placed`` touches the table, as the rules see it."""
    touching = contacts(board, placed.face, placed.at, placed.dir)
    return [EdgeMark(triangle, str(number)) for number, (triangle, _) in enumerate(touching, 1)]


def mismatched_edges(board: Board, placed: Placed) -> list[EdgeMark]:
    """Marks on the edges where ``placed`` would touch the table: a tick where the colours
    agree, a cross where they differ."""
    touching = contacts(board, placed.face, placed.at, placed.dir)
    return [EdgeMark(triangle, bad=not agree) for triangle, agree in touching]


def breakdown(score: Score) -> str:
    """``+10 = 4 edges + 2 bonus + 2 + 2 (closed surfaces)``."""
    parts = [f"{score.connected_edges} edge{'s' if score.connected_edges != 1 else ''}"]
    parts.append(f"{score.bonus} bonus")
    if score.closed_surfaces:
        sizes = " + ".join(str(s) for s in score.closed_surfaces)
        noun = "surfaces" if len(score.closed_surfaces) > 1 else "surface"
        parts.append(f"{sizes} (closed {noun})")
    return f"+{score.points} = " + " + ".join(parts)


def slot_labels(placed: Placed, size: float = 0.2) -> list[Mark]:
    """``c1``..``c6`` on the external triangles, ``c7`` on the core, ``A`` and ``B`` on the
    cell centres, all taken from the engine's orientation tables."""
    cells = placed.cells
    marks: list[Mark] = []
    for index, side, slot in EXTERNAL[placed.dir]:
        x, y = cells[index]
        dx, dy = OFFSET[side]
        marks.append(TextMark((x + 0.5 + dx * 0.3, y + 0.5 + dy * 0.3), f"c{slot + 1}", size))
    (ia, sa), _ = CORE[placed.dir]
    x, y = cells[ia]
    dx, dy = OFFSET[sa]
    marks.append(TextMark((x + 0.5 + dx * 0.5, y + 0.5 + dy * 0.5), "c7", size))
    for name, (x, y) in zip("AB", cells, strict=True):
        marks.append(TextMark((x + 0.5, y + 0.5), name, size * 1.1))
    return marks


def squares_of(board: Board) -> tuple[list[Square], list[Square]]:
    """The complete and the half squares on the table, in a stable order."""
    squares = sorted({square_of(*t) for t in board.colours})
    complete: list[Square] = []
    half: list[Square] = []
    for square in squares:
        covered = sum(t in board.colours for t in square_triangles(square))
        (complete if covered == 2 else half).append(square)
    return complete, half


@dataclass(frozen=True, slots=True)
class Panel:
    image: Image.Image
    caption: str = ""


def _wrap(text: str, size: int, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and text_width(trial, size) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def compose(panels: Sequence[Panel]) -> Image.Image:
    """Panels side by side on white, each with its caption centred under it."""
    line = round(CAPTION_SIZE * 1.35)
    wraps = [_wrap(p.caption, CAPTION_SIZE, max(p.image.width, 300)) for p in panels]
    widths = [
        max([p.image.width, *(text_width(t, CAPTION_SIZE) for t in w)])
        for p, w in zip(panels, wraps, strict=True)
    ]
    width = sum(widths) + GAP * (len(panels) + 1)
    top = max(p.image.height for p in panels)
    captions = max(len(w) for w in wraps) * line if any(p.caption for p in panels) else 0
    image = Image.new("RGB", (width, GAP + top + GAP // 2 + captions + GAP), PAPER)
    draw = ImageDraw.Draw(image)
    caption_font = font(CAPTION_SIZE)
    x = GAP
    for panel, lines, w in zip(panels, wraps, widths, strict=True):
        image.paste(
            panel.image, (x + (w - panel.image.width) // 2, GAP + (top - panel.image.height) // 2)
        )
        for n, text in enumerate(lines):
            at = (x + w / 2, GAP + top + GAP // 2 + n * line)
            draw.text(at, text, font=caption_font, fill=INK, anchor="mt")
        x += w + GAP
    return image


# ----------------------------------------------------------------------------- the pictures

_WORDS = {Side.E: "east", Side.N: "north", Side.W: "west", Side.S: "south"}

#: Every face below keeps the rules of the shipped tile set (2 or 3 colours outside, each in
#: one run, a core the colour of a neighbour), except in the picture of surfaces meeting at a
#: cell centre, which such faces cannot make.
NOTATION_FACE = "RYYBBR/Y"


def face_notation(folder: Path) -> None:
    """One face lying east, every colour slot named."""
    board = Board()
    placed, _ = lay(board, NOTATION_FACE, (0, 0), Side.E)
    image = render_board(board, scale=150, marks=slot_labels(placed, 0.16), margin=20)
    panel = Panel(image)
    save_image(compose([panel]), folder / "face-notation.png")


def face_directions(folder: Path) -> None:
    """The same face in the four directions."""
    panels = []
    for direction in DIRS:
        board = Board()
        placed, _ = lay(board, NOTATION_FACE, (0, 0), direction)
        image = render_board(board, scale=96, marks=slot_labels(placed, 0.18), margin=12)
        panels.append(Panel(image))
    save_image(compose(panels), folder / "face-directions.png")


SQUARES_TABLE = [("GGBBYY/Y", (0, 0), Side.E), ("GRRBBG/R", (0, 1), Side.E)]


def squares(folder: Path) -> None:
    """Squares (two triangles across an edge) and half squares (one triangle so far)."""
    board = build(SQUARES_TABLE)
    complete, half = squares_of(board)
    marks: list[Mark] = [SquareMark(s) for s in [*complete, *half]]
    image = render_board(board, scale=96, marks=marks, pad=1, outline_closed=False)
    save_image(compose([Panel(image)]), folder / "squares.png")


PLACEMENT_TABLE = [
    ("YYBBGG/Y", (0, 0), Side.E),
    ("RBBBGG/G", (2, 0), Side.N),
    ("YYGGRY/R", (-1, 0), Side.N),
]
PLACEMENT_PLAY = ("RRBBBY/R", (0, 1), Side.E)


def before_and_after(
    table: Sequence[tuple[str, tuple[int, int], Side]],
    play: tuple[str, tuple[int, int], Side],
    *,
    number_edges: bool = False,
) -> tuple[Board, Image.Image, Image.Image, Score]:
    """The table with the play shown as a ghost, then with the play placed and framed."""
    board = build(table)
    text, at, direction = play
    ghost = Placed(face(text), at, direction)
    before = render_board(board, scale=SCALE, ghosts=[ghost], margin=MARGIN)
    marks = connected_edges(board, ghost) if number_edges else []
    score = place(board, ghost)
    after = render_board(board, scale=SCALE, highlight=ghost, marks=marks, margin=MARGIN)
    return board, before, after, score


def placement(folder: Path) -> None:
    """A placement: before, and after with its connected edges numbered."""
    _, before, after, _ = before_and_after(PLACEMENT_TABLE, PLACEMENT_PLAY, number_edges=True)
    panels = [Panel(before), Panel(after)]
    save_image(compose(panels), folder / "placement.png")


CLOSING_TABLE = [
    ("YRGGYY/Y", (0, 1), Side.E),
    ("GGBBYY/B", (-1, 0), Side.N),
]
CLOSING_PLAY = ("YYYRGG/Y", (0, 0), Side.E)


def closed_surface(folder: Path) -> None:
    """A domino that closes a surface: before and after."""
    _, before, after, _ = before_and_after(CLOSING_TABLE, CLOSING_PLAY)
    panels = [Panel(before), Panel(after)]
    save_image(compose(panels), folder / "closed-surface.png")


CORNER_TABLE = [
    ("RBYRRR/B", (0, 1), Side.E),
    ("BRRGBB/R", (2, 0), Side.N),
    ("YYYYRR/R", (-1, 0), Side.N),
]
CORNER_PLAY = ("RRRRGG/G", (0, 0), Side.E)
#: Not faces of the tile set: no face that keeps its rules puts one colour on two opposite
#: triangles of a cell without the colour reaching a third triangle of that cell.
CENTRE_TABLE = [
    ("YYYBBG/G", (0, 1), Side.E),
    ("RRBYYR/R", (2, 0), Side.N),
    ("GBRGGY/B", (1, -1), Side.E),
]
CENTRE_PLAY = ("GGBRBY/Y", (0, 0), Side.E)


def _meeting_point(board: Board) -> tuple[float, float]:
    """The one point where two closed surfaces of one colour meet (read off the shapes)."""
    closed = [s for s in board.surfaces.surfaces() if s.closed]
    for first, second in combinations(closed, 2):
        if first.colour is second.colour:
            meet = surface_polygon(first.squares, board).intersection(
                surface_polygon(second.squares, board)
            )
            if meet.geom_type == "Point":
                return (float(meet.x), float(meet.y))
    raise AssertionError("the picture shows no two surfaces meeting at a point")


def touching_at_a_point(folder: Path) -> None:
    """Surfaces of one colour that meet only at a point are separate: at a cell corner (as in
    play) and at a cell centre (only with faces outside the tile set)."""
    panels = []
    for table, play in ((CORNER_TABLE, CORNER_PLAY), (CENTRE_TABLE, CENTRE_PLAY)):
        board = build(table)
        text, at, direction = play
        placed, _ = lay(board, text, at, direction)
        marks: list[Mark] = [PointMark(_meeting_point(board))]
        image = render_board(board, scale=SCALE, highlight=placed, marks=marks, margin=MARGIN)
        panels.append(Panel(image))
    save_image(compose(panels), folder / "touching-at-a-point.png")


MISMATCH_TABLE = PLACEMENT_TABLE
MISMATCH_PLAY = ("RRBBYY/R", (0, 1), Side.E)


def mismatch(folder: Path) -> None:
    """A placement refused because two touching triangles differ in colour."""
    board = build(MISMATCH_TABLE)
    text, at, direction = MISMATCH_PLAY
    ghost = Placed(face(text), at, direction)
    try:
        check(board, ghost.face, at, direction)
    except IllegalMoveError:
        pass
    else:  # pragma: no cover - the picture's table is wrong
        raise AssertionError("the mismatch picture shows a legal placement")
    marks = mismatched_edges(board, ghost)
    image = render_board(board, scale=SCALE, ghosts=[ghost], marks=marks, margin=MARGIN)
    save_image(compose([Panel(image)]), folder / "mismatch.png")


PICTURES: dict[str, Callable[[Path], None]] = {
    "face-notation.png": face_notation,
    "face-directions.png": face_directions,
    "squares.png": squares,
    "placement.png": placement,
    "closed-surface.png": closed_surface,
    "touching-at-a-point.png": touching_at_a_point,
    "mismatch.png": mismatch,
}


def render_all(
    folder: str | Path, pictures: dict[str, Callable[[Path], None]] | None = None
) -> list[Path]:
    """Draw every picture of ``pictures`` (those of docs/rules.md unless told) into
    ``folder`` (created if needed); returns the files written."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in (PICTURES if pictures is None else pictures).items():
        make(target)
        written.append(target / name)
    return written


# ----------------------------------------------------------------------------- classic games

#: The classic pictures of docs/rules-classic.md. Each position is a scenario (§B4 of the
#: classic specification: rules, hands, stock, the seat on turn) whose actions are played one
#: by one through :meth:`figures.classic.round.Round.apply`, so every tile lies where the rules
#: put it and every count and score is the engine's.
CLASSIC_LINE: dict[str, Any] = {
    "rules": {"preset": "block", "players": 2},
    "hands": [["5-5", "5-3", "3-3", "3-1", "0-4"], ["5-2", "2-6", "6-4", "0-1"]],
    "actions": ["5-5", "5-2@R", "5-3@L", "2-6@R", "3-3@L", "6-4@R", "3-1@L"],
}
CLASSIC_SPINNER: dict[str, Any] = {
    "rules": {"preset": "all-fives", "players": 2},
    "hands": [["5-5", "5-1", "2-2", "6-6"], ["5-0", "5-4", "3-3", "1-1"]],
    "stock": ["0-2", "6-3"],
    "turn": 0,
    "actions": ["5-5", "5-0@R", "5-1@L", "5-4@5-5.U"],
}
#: How many of CLASSIC_SPINNER's actions the first panel shows (one side still uncovered).
SPINNER_FIRST = 2
CLASSIC_COUNT: dict[str, Any] = {
    "rules": {"preset": "all-fives", "players": 2},
    "hands": [["6-6", "6-5", "5-5", "1-1"], ["6-3", "6-2", "4-4", "0-0"]],
    "stock": ["0-1", "2-4"],
    "turn": 0,
    "actions": ["6-6", "6-3@L", "6-5@R", "6-2@6-6.U", "5-5@R"],
}
CLASSIC_CROSSROADS: dict[str, Any] = {
    "rules": {"preset": "draw-5", "players": 2},
    "hands": [["3-3", "5-5", "3-1", "0-4"], ["3-5", "5-2", "6-6", "0-1"]],
    "stock": ["0-0", "2-4"],
    "lead": "free",
    "turn": 0,
    "actions": ["3-3", "3-5@R", "5-5@R", "5-2@5-5.D", "3-1@3-3.U"],
}
CLASSIC_TRAINS: dict[str, Any] = {
    "rules": {"preset": "mexican-train", "players": 3},
    "hands": [
        ["12-5", "5-9", "7-11", "1-2"],
        ["12-7", "2-4", "0-1", "4-6"],
        ["12-3", "3-3", "3-8", "10-10"],
    ],
    "stock": ["6-10", "0-9"],
    "actions": [
        "12-5@p0",
        "12-7@p1",
        "12-3@mex",
        "5-9@p0",
        "draw",
        "pass",
        "3-3@mex",
        "3-8@mex",
        "7-11@p1",
    ],
}
TRAIN_NAMES = ("Ada", "Bob", "Cy")
CLASSIC_MATADOR: dict[str, Any] = {
    "rules": {"preset": "matador", "players": 2},
    "hands": [["6-3", "5-1", "4-3", "5-5", "2-2"], ["4-2", "6-0", "1-2", "3-3"]],
    "stock": ["0-1", "1-1"],
    "lead": "free",
    "turn": 0,
    "actions": ["6-3", "4-2@R", "5-1@R", "6-0@R", "3-4@R", "1-2@L", "5-5@L"],
}


def classic_position(setup: dict[str, Any], upto: int | None = None) -> tuple[Round, list[Step]]:
    """The round a classic setup describes, with its first ``upto`` actions (all by default)
    played through the round's own ``apply``; raises if the rules refuse one."""
    scenario = parse_scenario({**setup, "actions": []}, "picture")
    game = scenario.start()
    steps = []
    for text in setup["actions"][:upto]:
        steps.append(game.apply(parse_action(text, game.top)))
    return game, steps


def _points_said(step: Step) -> str:
    return f"scores {step.points}" if step.points else "no score"


def classic_line(folder: Path) -> None:
    """The block game's line: a double lies crosswise and the line runs straight on."""
    game, _ = classic_position(CLASSIC_LINE)
    image = render_round(game)  # (no word in the picture: the pages say which tile led)
    save_image(compose([Panel(image)]), folder / "classic-line.png")


def classic_spinner(folder: Path) -> None:
    """All Fives: the spinner's arms stay shut until both its sides are covered."""
    before, _ = classic_position(CLASSIC_SPINNER, SPINNER_FIRST)
    after, _ = classic_position(CLASSIC_SPINNER)
    panels = [Panel(render_round(before, count=True)), Panel(render_round(after, count=True))]
    save_image(compose(panels), folder / "classic-spinner.png")


def classic_count(folder: Path) -> None:
    """A worked All Fives count with a double at an end."""
    game, _ = classic_position(CLASSIC_COUNT)
    image = render_round(game, count=True)
    save_image(compose([Panel(image)]), folder / "classic-count.png")


def classic_crossroads(folder: Path) -> None:
    """The draw game with five tiles: every double is a crossroads."""
    game, _ = classic_position(CLASSIC_CROSSROADS)
    save_image(compose([Panel(render_round(game))]), folder / "classic-crossroads.png")


def classic_trains(folder: Path) -> None:
    """Mexican Train: the engine in the hub, a train per seat, the Mexican train, a marker."""
    game, _ = classic_position(CLASSIC_TRAINS)
    image = render_round(game, names=TRAIN_NAMES)
    save_image(compose([Panel(image)]), folder / "classic-mexican-train.png")


def classic_matador(folder: Path) -> None:
    """Matador: touching halves add up to seven; a matador joins any end, even a blank."""
    game, _ = classic_position(CLASSIC_MATADOR)
    image = render_round(game, joins=True)
    save_image(compose([Panel(image)]), folder / "classic-matador.png")


CLASSIC_PICTURES: dict[str, Callable[[Path], None]] = {
    "classic-line.png": classic_line,
    "classic-spinner.png": classic_spinner,
    "classic-count.png": classic_count,
    "classic-crossroads.png": classic_crossroads,
    "classic-mexican-train.png": classic_trains,
    "classic-matador.png": classic_matador,
}


def render_classic_all(folder: str | Path) -> list[Path]:
    """Draw every picture of docs/rules-classic.md into ``folder``; returns the files."""
    return render_all(folder, CLASSIC_PICTURES)


# ----------------------------------------------------------------------------- how to play

#: The pictures of the short how-to-play that opens both rules pages and the rules screen:
#: larger than the reference's, with no words drawn in them (the pages say what they show,
#: in the reader's language), and built the same way, through the engines.
HOWTO_SCALE = 96
#: The second domino of the turn the "second domino" picture shows, laid after
#: PLACEMENT_PLAY (found among the tile set's legal spots: it closes a surface).
SECOND_PLAY = ("RRRRBB/B", (1, 2), Side.E)


def _centre(placed: Placed) -> tuple[float, float]:
    (ax, ay), (bx, by) = placed.cells
    return ((ax + bx) / 2 + 0.5, (ay + by) / 2 + 0.5)


def howto_place(folder: Path) -> None:
    """A domino about to be laid against the table, every edge it touches ticked."""
    board = build(PLACEMENT_TABLE)
    text, at, direction = PLACEMENT_PLAY
    ghost = Placed(face(text), at, direction)
    marks = mismatched_edges(board, ghost)
    assert not any(m.bad for m in marks), "the picture's domino must fit"
    image = render_board(board, scale=HOWTO_SCALE, ghosts=[ghost], marks=marks, margin=MARGIN)
    save_image(image, folder / "howto-place.png")


def howto_match(folder: Path) -> None:
    """The same spot with a domino whose colour differs on one edge: a cross, refused."""
    board = build(MISMATCH_TABLE)
    text, at, direction = MISMATCH_PLAY
    ghost = Placed(face(text), at, direction)
    marks = mismatched_edges(board, ghost)
    assert any(m.bad for m in marks), "the picture's domino must be refused"
    image = render_board(board, scale=HOWTO_SCALE, ghosts=[ghost], marks=marks, margin=MARGIN)
    save_image(image, folder / "howto-match.png")


def howto_squares(folder: Path) -> None:
    """Two dominoes side by side: their touching triangles make squares."""
    board = build(SQUARES_TABLE)
    complete, half = squares_of(board)
    marks: list[Mark] = [SquareMark(s) for s in [*complete, *half]]
    image = render_board(board, scale=HOWTO_SCALE, marks=marks, pad=1, outline_closed=False)
    save_image(image, folder / "howto-squares.png")


def howto_close(folder: Path) -> None:
    """Before and after a domino closes a surface (outlined once closed)."""
    board = build(CLOSING_TABLE)
    text, at, direction = CLOSING_PLAY
    ghost = Placed(face(text), at, direction)
    before = render_board(board, scale=HOWTO_SCALE, ghosts=[ghost], margin=MARGIN)
    place(board, ghost)
    after = render_board(board, scale=HOWTO_SCALE, highlight=ghost, margin=MARGIN)
    pair = Image.new("RGB", (before.width + after.width, max(before.height, after.height)), TABLE)
    pair.paste(before, (0, (pair.height - before.height) // 2))
    pair.paste(after, (before.width, (pair.height - after.height) // 2))
    save_image(pair, folder / "howto-close.png")


def second_turn() -> tuple[Board, Placed, Score, Placed, Score]:
    """The turn of the "second domino" picture: the board after both placements, each
    placement and its score."""
    board = build(PLACEMENT_TABLE)
    first, first_score = lay(board, *PLACEMENT_PLAY)
    second, second_score = lay(board, *SECOND_PLAY)
    return board, first, first_score, second, second_score


def howto_second(folder: Path) -> None:
    """Two dominoes laid in one turn, numbered 1 and 2, the second one framed."""
    board, first, _, second, _ = second_turn()
    marks: list[Mark] = [TextMark(_centre(p), str(n), 0.5) for n, p in ((1, first), (2, second))]
    image = render_board(board, scale=HOWTO_SCALE, highlight=second, marks=marks, margin=MARGIN)
    save_image(image, folder / "howto-second.png")


#: Pixels per unit in the classic how-to-play pictures, drawn without the end tags (the
#: engine's names of the ends are the reference's business).
HOWTO_UNIT = 56


def howto_classic_match(folder: Path) -> None:
    """A block game's line: every tile joins an end through a matching number."""
    game, _ = classic_position(CLASSIC_LINE)
    image = render_round(game, unit=HOWTO_UNIT, tags=False)
    save_image(image, folder / "howto-classic-match.png")


def howto_all_fives(folder: Path) -> None:
    """All Fives: the ends add up to 15 after the last tile."""
    game, _ = classic_position(CLASSIC_COUNT)
    image = render_round(game, unit=HOWTO_UNIT, tags=False)
    save_image(image, folder / "howto-all-fives.png")


def howto_mexican_train(folder: Path) -> None:
    """Mexican Train: the hub, a train each, the Mexican train and a marker."""
    game, _ = classic_position(CLASSIC_TRAINS)
    image = render_round(game, unit=HOWTO_UNIT, tags=False, names=TRAIN_NAMES)
    save_image(image, folder / "howto-mexican-train.png")


def howto_matador(folder: Path) -> None:
    """Matador: every join adds up to seven (a matador excepted)."""
    game, _ = classic_position(CLASSIC_MATADOR)
    image = render_round(game, unit=HOWTO_UNIT, tags=False, joins=True)
    save_image(image, folder / "howto-matador.png")


HOWTO_PICTURES: dict[str, Callable[[Path], None]] = {
    "howto-place.png": howto_place,
    "howto-match.png": howto_match,
    "howto-squares.png": howto_squares,
    "howto-close.png": howto_close,
    "howto-second.png": howto_second,
}
HOWTO_CLASSIC_PICTURES: dict[str, Callable[[Path], None]] = {
    "howto-classic-match.png": howto_classic_match,
    "howto-all-fives.png": howto_all_fives,
    "howto-mexican-train.png": howto_mexican_train,
    "howto-matador.png": howto_matador,
}


def render_howto_all(folder: str | Path) -> list[Path]:
    """Draw every how-to-play picture of both rules pages into ``folder``."""
    return render_all(folder, {**HOWTO_PICTURES, **HOWTO_CLASSIC_PICTURES})


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) > 1 or any(a.startswith("-") for a in args):
        print("usage: python -m tools.docs_images [FOLDER]  (default docs/images)")
        return 2
    folder = args[0] if args else "docs/images"
    for path in [*render_all(folder), *render_classic_all(folder), *render_howto_all(folder)]:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
