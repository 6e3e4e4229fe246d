"""What the open dialog says of a saved file before it is opened: which game, who played,
how it stands, when it was saved, read from the file's own fields without re-playing it (a
list of files must show at once); a file that cannot be read says so. And a small picture of
the table as the game stands (:func:`thumbnail`, which re-plays the record). No arcade here."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image

from figures.classic.game import Game as ClassicGame
from figures.core.errors import FiguresError
from figures.core.files import read_json
from figures.games import GAMES, load_record
from figures.render import render_board
from figures.render_classic import render_round
from figures.sheet.files import is_sheet
from figures.ui.i18n import CATALOGUE, tr

#: The largest file the list reads to describe it (a whole game is about 100 KB).
MOST_BYTES = 2_000_000


@dataclass(frozen=True, slots=True)
class FileSummary:
    """One line for the title (the game, or the sheet of a game, and the players) and one for
    the details (when, and the scores or how far it went)."""

    title: str
    detail: str


def _names(data: dict[str, Any]) -> list[str]:
    players = data.get("players")
    if players is None and isinstance(data.get("settings"), dict):
        players = data["settings"].get("players")
    names = []
    for player in players if isinstance(players, list) else []:
        name = player.get("name") if isinstance(player, dict) else player
        if isinstance(name, str):
            names.append(name)
    return names


def _game(data: dict[str, Any]) -> str:
    name = data.get("game")
    rules = data.get("rules")
    if not isinstance(name, str) and isinstance(rules, dict):
        name = rules.get("preset")
    return name if isinstance(name, str) and name in GAMES else "colour"


def _scores(names: list[str], scores: Any) -> str:
    if not isinstance(scores, list) or not scores:
        return ""
    if len(scores) == len(names):
        return ", ".join(f"{n} {_number(s)}" for n, s in zip(names, scores, strict=True))
    return " – ".join(_number(s) for s in scores)


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def describe(path: Path) -> FileSummary:
    """The two lines the open dialog shows for ``path``."""
    try:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        data = read_json(path, MOST_BYTES)
    except (FiguresError, OSError):
        return FileSummary(path.name, tr("file.summary.unreadable"))
    if not isinstance(data, dict):
        return FileSummary(path.name, tr("file.summary.unreadable"))
    game = _game(data)
    key = f"game.title.{game}"
    title = tr(key) if key in CATALOGUE else game
    names = _names(data)
    if is_sheet(data):
        title = tr("file.summary.sheet", game=title)
    if names:
        title += " — " + ", ".join(names)
    final = data.get("final")
    if isinstance(final, dict):
        state = tr("file.summary.finished", scores=_scores(names, final.get("scores")))
    else:
        state = tr("file.summary.going")
    return FileSummary(title, f"{when} · {state}")


#: The largest thumbnail, in pixels.
THUMBNAIL = (72, 40)


def thumbnail(path: Path) -> Image.Image | None:
    """A small picture of the table of the game saved in ``path`` as it stands (the round in
    play for a classic game); None for a score sheet, an empty table or a file that cannot be
    re-played."""
    try:
        record = load_record(path)
    except (FiguresError, OSError, ValueError):
        return None
    game = record.game
    if isinstance(game, ClassicGame):
        if not game.current.layout.placed:
            return None
        image = render_round(game.current, unit=10, margin=4, tags=False, highlight_last=False)
    else:
        if not len(game.board):
            return None
        image = render_board(game.board, scale=6, margin=4, outline_closed=False)
    image.thumbnail(THUMBNAIL)
    return image.convert("RGBA")
