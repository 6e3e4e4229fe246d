"""What the open dialog says of a saved file before it is opened: which game, who played,
how it stands, when it was saved, read from the file's own fields without re-playing it (a
list of files must show at once); a file that cannot be read says so. And a small picture of
the table as the game stands (:func:`thumbnail`, which re-plays the record: about 50 ms for a
finished 3-player game, so the dialog has them made off the UI thread by :class:`Thumbnails`,
and both are kept by file, its date and its size, for the next time the list is shown).
No arcade here."""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from PIL import Image

from figures.classic.game import Game as ClassicGame
from figures.classic.scenario import is_classic_scenario
from figures.colour.scenario import build_board, parse_scenario
from figures.core.errors import FiguresError
from figures.core.files import read_json
from figures.core.seats import seats_of_sides
from figures.games import GAMES, load_record
from figures.pictures.classic import render_round
from figures.pictures.colour import render_board
from figures.sheet.files import is_sheet
from figures.texts.i18n import datetime_text, decimal_text, has_text, number_text, tr
from figures.texts.names import shown as shown_name

#: The largest file the list reads to describe it (a whole game is about 100 KB).
MOST_BYTES = 2_000_000


@dataclass(frozen=True, slots=True)
class FileSummary:
    """One line for the title (the game, or the sheet of a game, and the players) and one for
    the details (when, and the scores or how far it went). A game in progress keeps its
    date and players' names, for its scores when a replay has them (:meth:`with_scores`)."""

    title: str
    detail: str
    when: str = ""
    names: tuple[str, ...] = ()
    going: bool = False

    def with_scores(self, scores: Sequence[float] | None) -> str:
        """The details of a game in progress with its scores as it stands (``scores``, from
        :class:`Preview`), else :attr:`detail`."""
        shown = _scores(list(self.names), list(scores)) if self.going and scores else ""
        if not shown:
            return self.detail
        return f"{self.when} · {tr('file.summary.going.scores', scores=shown)}"


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
    if len(names) == 4 and len(scores) == 2:  # two teams of partners
        sides = [" & ".join(names[seat] for seat in seats) for seats in seats_of_sides(4, True)]
        return ", ".join(f"{n} {_number(s)}" for n, s in zip(sides, scores, strict=True))
    return " – ".join(_number(s) for s in scores)


def _number(value: Any) -> str:
    """A score of the file as the language writes it ("1,234", "12½", "−3")."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return str(value)
    exact = Fraction(value)
    return number_text(exact) if exact.denominator <= 2 else decimal_text(value, 2)


def describe(path: Path) -> FileSummary:
    """The two lines the open dialog shows for ``path``."""
    try:
        when = datetime_text(datetime.fromtimestamp(path.stat().st_mtime))
        data = read_json(path, MOST_BYTES)
    except (FiguresError, OSError):
        return FileSummary(path.name, tr("file.summary.unreadable"))
    if not isinstance(data, dict):
        return FileSummary(path.name, tr("file.summary.unreadable"))
    if _is_scenario(data):
        return _scenario(data, when)
    game = _game(data)
    key = f"game.title.{game}"
    title = tr(key) if has_text(key) else game
    names: list[str] = [shown_name(n) for n in _names(data)]
    if is_sheet(data):
        title = tr("file.summary.sheet", game=title)
    if names:
        title += " — " + ", ".join(names)
    final = data.get("final")
    if isinstance(final, dict):
        state = tr("file.summary.finished", scores=_scores(names, final.get("scores")))
        return FileSummary(title, f"{when} · {state}")
    going = not is_sheet(data)
    detail = f"{when} · {tr('file.summary.going')}"
    return FileSummary(title, detail, when, tuple(names), going)


def _is_scenario(data: dict[str, Any]) -> bool:
    """Whether a file's JSON is a scenario's (a colour one's table or plays, or a classic one's
    hands and actions) rather than a game's record or a score sheet."""
    if "players" in data or "settings" in data:
        return False
    if {"board", "play"} & data.keys():
        return True
    return is_classic_scenario(data) and {"hands", "actions"} <= data.keys()


def _scenario(data: dict[str, Any], when: str) -> FileSummary:
    """A scenario file's two lines: which family (a classic one's preset), what it holds, and
    its description."""
    if is_classic_scenario(data):
        rules = data.get("rules")
        preset = rules.get("preset") if isinstance(rules, dict) else None
        key = f"game.title.{preset}"
        game = tr(key) if has_text(key) else tr("file.summary.classic")
        actions = data.get("actions")
        held = tr("file.summary.actions", count=len(actions) if isinstance(actions, list) else 0)
    else:
        game = tr("game.title.colour")
        board, plays = data.get("board"), data.get("play")
        held = tr(
            "file.summary.position",
            dominoes=len(board) if isinstance(board, list) else 0,
            plays=len(plays) if isinstance(plays, list) else 0,
        )
    title = tr("file.summary.scenario", game=game)
    description = data.get("description")
    if isinstance(description, str) and description.strip():
        title += " — " + " ".join(description.split())
    return FileSummary(title, f"{when} · {held}")


#: The largest thumbnail, in pixels.
THUMBNAIL = (72, 40)


@dataclass(frozen=True, slots=True)
class Preview:
    """What one replay of a saved game gives the list: the small picture of its table (None:
    none) and its scores as it stands (None: no game, a score sheet or a scenario)."""

    image: Image.Image | None
    scores: tuple[float, ...] | None = None


def thumbnail(path: Path) -> Image.Image | None:
    """A small picture of the table of the game saved in ``path`` as it stands (the round in
    play for a classic game); None for a score sheet, an empty table or a file that cannot be
    re-played."""
    return preview(path).image


def preview(path: Path) -> Preview:
    """The game saved in ``path`` replayed once: its :func:`thumbnail` and its scores after
    its last action (a game in progress has them in no field of its own)."""
    try:
        data = read_json(path, MOST_BYTES)
        if isinstance(data, dict) and _is_scenario(data):
            if is_classic_scenario(data):
                return Preview(None)
            board = build_board(parse_scenario(data, path.name), path.name)
            if not len(board):
                return Preview(None)
            return Preview(_small(render_board(board, scale=6, margin=4, outline_closed=False)))
        record = load_record(path)
    except (FiguresError, OSError, ValueError):
        return Preview(None)
    game = record.game
    scores = tuple(float(s) for s in game.scores)
    if isinstance(game, ClassicGame):
        if not game.current.layout.placed:
            return Preview(None, scores)
        image = render_round(game.current, unit=10, margin=4, tags=False, highlight_last=False)
    else:
        if not len(game.board):
            return Preview(None, scores)
        image = render_board(game.board, scale=6, margin=4, outline_closed=False)
    return Preview(_small(image), scores)


def _small(image: Image.Image) -> Image.Image:
    image.thumbnail(THUMBNAIL)
    return image.convert("RGBA")


# --------------------------------------------------------------------------- kept between lists

#: What identifies a file's content for the caches: its path, its date (ns) and its size.
FileKey = tuple[str, int, int]
#: How many files' summaries and thumbnails are kept (the newest asked).
KEPT = 256


def file_key(path: Path) -> FileKey | None:
    """``path``, its date and size: a file changed since is described again; None when it
    cannot be read."""
    try:
        info = path.stat()
    except OSError:
        return None
    return (str(path), info.st_mtime_ns, info.st_size)


_summaries: OrderedDict[FileKey, FileSummary] = OrderedDict()
_summaries_lock = threading.Lock()


def summary_of(path: Path) -> FileSummary:
    """:func:`describe`, kept by :func:`file_key` (the language's texts: kept per language)."""
    key = file_key(path)
    if key is None:
        return describe(path)
    key = (f"{key[0]}\0{tr('file.summary.going')}", key[1], key[2])
    with _summaries_lock:
        found = _summaries.get(key)
        if found is not None:
            _summaries.move_to_end(key)
            return found
    found = describe(path)
    with _summaries_lock:
        _summaries[key] = found
        while len(_summaries) > KEPT:
            _summaries.popitem(last=False)
    return found


class Thumbnails:
    """Thumbnails made by a thread of their own, kept by :func:`file_key`. :meth:`get` never
    waits: it answers at once with the picture when it is made, else that it is not ready;
    :meth:`want` has those of the rows shown made; ``ready`` is called (from that thread) each
    time one is made, for the window to draw again. The same replay gives a game's scores as
    it stands (:meth:`scores`), when ``make`` gives a :class:`Preview`."""

    def __init__(
        self,
        make: Callable[[Path], Preview | Image.Image | None] = preview,
        kept: int = KEPT,
    ) -> None:
        self._make = make
        self._kept = kept
        self._done: OrderedDict[FileKey, Preview] = OrderedDict()
        self._wanted: list[tuple[FileKey, Path]] = []
        self._cond = threading.Condition()
        self._running = False
        self.ready: Callable[[], None] | None = None

    def get(self, path: Path) -> tuple[bool, Image.Image | None]:
        """(made, picture): (True, None) for a file with no picture (a score sheet, a bad
        file, one gone), (False, None) while it is not made yet (:meth:`want` asks for it)."""
        key = file_key(path)
        if key is None:
            return True, None
        with self._cond:
            if key in self._done:
                self._done.move_to_end(key)
                return True, self._done[key].image
        return False, None

    def scores(self, path: Path) -> tuple[float, ...] | None:
        """The scores of the game in ``path`` as it stands, once its picture is made (None
        before, and for a file with none)."""
        key = file_key(path)
        with self._cond:
            found = None if key is None else self._done.get(key)
        return None if found is None else found.scores

    def want(self, paths: Sequence[Path]) -> None:
        """Make the pictures of ``paths`` not made yet, in that order, in the thread (started
        when needed); what was asked before and not made yet is dropped (rows scrolled
        away). The dialog asks, once its frame is drawn, for the rows it shows: the thread
        would slow that frame down, sharing the interpreter."""
        wanted = []
        for path in paths:
            key = file_key(path)
            if key is not None:
                wanted.append((key, path))
        with self._cond:
            self._wanted = [(k, p) for k, p in wanted if k not in self._done]
            if self._wanted and not self._running:
                self._running = True
                threading.Thread(target=self._run, name="figures-thumbnails", daemon=True).start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every picture asked for is made (tests, measurements)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._running, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._wanted:
                    self._running = False
                    self._cond.notify_all()
                    return
                key, path = self._wanted.pop(0)
            try:
                made = self._make(path)
            except Exception:  # never the dialog's problem: no picture for this one
                made = None
            with self._cond:
                self._done[key] = made if isinstance(made, Preview) else Preview(made)
                while len(self._done) > self._kept:
                    self._done.popitem(last=False)
            ready = self.ready
            if ready is not None:
                ready()


#: The thumbnails of the file dialogs, shared by all (a list shown again draws at once).
THUMBNAILS = Thumbnails()
