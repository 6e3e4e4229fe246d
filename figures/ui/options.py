"""What the player chose that outlives one game, and the file that remembers it between
launches (``settings.json`` beside the autosave).

A remembered set-up that cannot be used (damaged, edited by hand into something the game
does not allow, foreign) never stops the game from starting: it is renamed aside, as a
damaged autosave is, the defaults are used, and :attr:`Options.note` says so. No arcade here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from figures.colour.errors import FiguresError, RecordError
from figures.colour.game import Settings
from figures.core.files import atomic_writer, read_json
from figures.core.seats import PlayerSpec
from figures.core.text import shown
from figures.core.values import is_whole
from figures.ui.i18n import LANGUAGES, tr
from figures.ui.match import HUMAN, default_computer
from figures.ui.storage import set_aside

SETTINGS_FORMAT = "figures-settings"
SETTINGS_VERSION = 1


@dataclass
class Options:
    """What the player chose that outlives one game."""

    language: str = "en"
    colour_blind: bool = False
    show_spots: bool = False
    settings: Settings = field(
        default_factory=lambda: Settings(
            (PlayerSpec("You", HUMAN), PlayerSpec("Computer", default_computer())), 120, 0, 0
        )
    )
    #: Seed chosen in the set-up (None: a new deal each game) and whether the first player is
    #: drawn at random.
    seed: int | None = None
    random_first: bool = False
    #: What became of a remembered set-up that could not be used, for the first screen to
    #: say (empty when it was read, or when there was none).
    note: str = ""


def settings_path(autosave: Path | None) -> Path | None:
    """Where the last set-up is remembered: ``settings.json`` beside the autosave."""
    return None if autosave is None else autosave.parent / "settings.json"


def load_options(path: str | Path | None) -> Options:
    """The set-up remembered in ``path`` (target, seats, who starts, language, colour-blind
    mode); the defaults when there is none. A file that cannot be used is set aside and the
    defaults come back with a :attr:`~Options.note` saying so."""
    if path is None:
        return Options()
    path = Path(path)
    if not (path.exists() or path.is_symlink()):
        return Options()
    try:
        return _parse(read_json(path))
    except FiguresError as exc:
        problem = str(exc).removeprefix(f"{path}: ").removeprefix(f"{path} ")
    try:
        aside = set_aside(path)
    except OSError as exc:
        return Options(note=tr("settings.bad.kept", problem=problem, error=exc.strerror))
    return Options(note=tr("settings.bad", problem=problem, name=aside.name))


def _parse(data: Any) -> Options:
    """Options from a settings document, or a RecordError saying what is wrong with it."""
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        raise RecordError("not a Figures set-up file")
    if data.get("version") != SETTINGS_VERSION:
        raise RecordError(f"unknown version {shown(data.get('version'))}")

    def whole(key: str, value: Any) -> int:
        if not is_whole(value):
            raise RecordError(f"{key!r} must be a whole number, not {shown(value)}")
        return value

    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError("'players' must be a list of seats")
    specs = []
    for seat in players:
        name, kind = seat.get("name"), seat.get("kind")
        if not isinstance(name, str) or not isinstance(kind, str):
            raise RecordError("every seat needs a name and a kind")
        specs.append(PlayerSpec(name, kind))
    first = data.get("first")
    settings = Settings(  # raises SettingsError (a FiguresError) for what the game refuses
        tuple(specs),
        whole("target", data.get("target")),
        0,
        0 if first is None else whole("first", first),
    )
    language = data.get("language", "en")
    colour_blind = data.get("colour_blind", False)
    if not isinstance(colour_blind, bool):
        raise RecordError(f"'colour_blind' must be true or false, not {shown(colour_blind)}")
    return Options(
        language=language if language in LANGUAGES else "en",
        colour_blind=colour_blind,
        settings=settings,
        random_first=first is None,
    )


def save_options(path: Path, options: Options) -> None:
    """Remember the set-up in ``path`` (written whole or not at all)."""
    settings = options.settings
    data = {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "language": options.language,
        "colour_blind": options.colour_blind,
        "target": settings.target,
        "players": [{"name": p.name, "kind": p.kind} for p in settings.players],
        "first": None if options.random_first else settings.first_player,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_writer(path) as handle:
        json.dump(data, handle, ensure_ascii=False, indent=2)
        handle.write("\n")
