"""The picture of a fleet of table servers in docs/online.md (``docs/images/online-fleet.png``):
``python -m tools.fleet_picture [FOLDER]`` draws it again with Pillow.

What it shows is what figures/net/fleet.py does: clients reach any member through one
address; the member holding a table's lease (its owner) applies the moves and writes them to
the table's stream in Redis before it answers; a member holding another client of that table
(its edge) forwards the client's frames to the owner and the owner's answers back, by the
members' pub/sub channels.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw

from figures.core.files import atomic_writer
from figures.pictures.colour import font

NAME = "online-fleet.png"
SS = 2  # drawn twice as large, then halved: smooth edges
WIDTH, HEIGHT = 1000, 640

INK = (40, 44, 52)
SOFT = (110, 116, 128)
PAPER = (250, 248, 243)
CLIENT = (222, 235, 247)
BALANCER = (236, 236, 236)
MEMBER = (226, 242, 226)
OWNER = (255, 236, 204)
REDIS = (250, 222, 222)
MOVE = (196, 92, 40)
RELAY = (60, 110, 180)

Box = tuple[float, float, float, float]


def _s(v: float) -> int:
    return round(v * SS)


def _box(
    draw: ImageDraw.ImageDraw, box: Box, fill: tuple[int, int, int], title: str, lines: list[str]
) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(
        [_s(x0), _s(y0), _s(x1), _s(y1)], radius=_s(10), fill=fill, outline=INK, width=_s(1.5)
    )
    draw.text((_s((x0 + x1) / 2), _s(y0 + 18)), title, font=font(_s(17)), fill=INK, anchor="mm")
    for n, line in enumerate(lines):
        draw.text(
            (_s((x0 + x1) / 2), _s(y0 + 42 + 19 * n)),
            line,
            font=font(_s(13)),
            fill=SOFT,
            anchor="mm",
        )


def _arrow(
    draw: ImageDraw.ImageDraw,
    start: tuple[float, float],
    end: tuple[float, float],
    colour: tuple[int, int, int],
    *,
    both: bool = False,
    label: str = "",
    at: tuple[float, float] | None = None,
) -> None:
    draw.line([_s(start[0]), _s(start[1]), _s(end[0]), _s(end[1])], fill=colour, width=_s(2.5))
    heads = [(start, end), (end, start)] if both else [(start, end)]
    for a, b in heads:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        ux, uy = dx / length, dy / length
        tip = b
        left = (b[0] - 11 * ux + 5.5 * uy, b[1] - 11 * uy - 5.5 * ux)
        right = (b[0] - 11 * ux - 5.5 * uy, b[1] - 11 * uy + 5.5 * ux)
        draw.polygon([(_s(x), _s(y)) for x, y in (tip, left, right)], fill=colour)
    if label:
        where = at or ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        draw.text((_s(where[0]), _s(where[1])), label, font=font(_s(13)), fill=colour, anchor="mm")


def render() -> Image.Image:
    image = Image.new("RGB", (_s(WIDTH), _s(HEIGHT)), PAPER)
    draw = ImageDraw.Draw(image)
    draw.text(
        (_s(WIDTH / 2), _s(24)),
        "A fleet of table servers: one table, its owner and an edge",
        font=font(_s(20)),
        fill=INK,
        anchor="mm",
    )
    clients = [
        ("Ann's app", "seat 1", 90),
        ("Ben's app", "seat 2", 300),
        ("a bot", "seat 3", 510),
        ("a spectator", "public view", 720),
    ]
    for title, line, x in clients:
        _box(draw, (x, 50, x + 190, 112), CLIENT, title, [line])
    balancer: Box = (90, 150, 910, 198)
    _box(draw, balancer, BALANCER, "one address: a load balancer or DNS round robin", [])
    for _, _, x in clients:
        _arrow(draw, (x + 95, 112), (x + 95, 150), INK, both=True)
    members = [
        (
            "member 1: the owner",
            OWNER,
            ["holds the table's lease", "applies every move", "(the same apply)"],
        ),
        ("member 2: an edge", MEMBER, ["checks Ben's frames", "forwards them", "to the owner"]),
        ("member 3: an edge", MEMBER, ["checks the bot's and", "the spectator's frames", ""]),
    ]
    xs = [90, 380, 670]
    for (title, fill, lines), x in zip(members, xs, strict=True):
        _box(draw, (x, 250, x + 240, 360), fill, title, lines)
    for client_x, member_x in ((90, 90), (300, 380), (510, 670), (720, 670)):
        _arrow(draw, (client_x + 95, 198), (member_x + 120, 250), INK, both=True)
    x0, y0, x1, y1 = 90, 440, 910, 615
    draw.rounded_rectangle(
        [_s(x0), _s(y0), _s(x1), _s(y1)], radius=_s(10), fill=REDIS, outline=INK, width=_s(1.5)
    )
    draw.text(
        (_s((x0 + x1) / 2), _s(y1 - 18)),
        "Redis: append-only, on disk before each write is answered",
        font=font(_s(15)),
        fill=INK,
        anchor="mm",
    )
    parts = [
        ("the table's stream", ["figures:log:CODE", "one entry per accepted move", "id game-n"]),
        ("leases", ["figures:lease:CODE", "= member 1, renewed", "every third of a lease"]),
        ("channels", ["figures:m:MEMBER", "frames between members", "(pub/sub)"]),
    ]
    for (title, lines), x in zip(parts, (110, 380, 650), strict=True):
        _box(draw, (x, 455, x + 240, 570), (255, 246, 246), title, lines)
    _arrow(draw, (150, 360), (200, 455), MOVE, label="1. write the move", at=(120, 405))
    _arrow(draw, (270, 360), (470, 455), SOFT, both=True, label="renew", at=(395, 395))
    _arrow(draw, (320, 348), (690, 455), RELAY, both=True)
    _arrow(draw, (500, 360), (740, 455), RELAY, both=True)
    _arrow(draw, (790, 360), (800, 455), RELAY, both=True)
    for n, line in enumerate(("2. frames:", "in to the owner,", "out to the edges")):
        draw.text((_s(865), _s(385 + 17 * n)), line, font=font(_s(13)), fill=RELAY, anchor="mm")
    return image.resize((WIDTH, HEIGHT), Image.Resampling.LANCZOS)


def write(folder: Path) -> Path:
    path = folder / NAME
    with atomic_writer(path, "wb") as handle:
        render().save(handle, format="PNG", optimize=True)
    return path


if __name__ == "__main__":
    root = Path(__file__).resolve().parents[1]
    print(write(Path(sys.argv[1]) if len(sys.argv) > 1 else root / "docs" / "images"))
