"""The score sheet between the set-up and the window: a sheet from the set-up's choices, its
autosave beside the game's, what the set-up says of an unfinished one. No arcade here."""

from __future__ import annotations

import time
from pathlib import Path

from figures.app.storage import saves_dir, unused_name
from figures.classic.settings import ClassicSettings
from figures.colour.game import Settings
from figures.sheet import files
from figures.sheet.model import COLOUR, ClassicRound, Sheet
from figures.texts.i18n import tr, trn


def sheet_from_settings(settings: object) -> Sheet:
    """A new sheet for the game the set-up's ``settings`` describe (the colour game's
    :class:`Settings` or a classic preset's :class:`ClassicSettings`): the players' names
    only (a computer level means nothing at a real table), the target, who starts. Raises
    a one-line FiguresError (SheetError, RulesError) when they do not make a sheet."""
    if isinstance(settings, ClassicSettings):
        names = [p.name for p in settings.players]
        # "at random" draws a seat for a game on screen; at a table the first player listed
        # starts unless the players say otherwise (the sheet's P, before the first entry)
        first = settings.first if settings.first is not None else 0
        return Sheet.classic(settings.rules(), names, first)
    if isinstance(settings, Settings):
        names = [p.name for p in settings.players]
        return Sheet.colour(names, settings.target, settings.first_player, settings.rules)
    raise TypeError(f"no score sheet for {type(settings).__name__}")


def same_players(sheet: Sheet) -> Sheet:
    """A new sheet of the same game, players, target and first player."""
    if sheet.rules is not None:
        return Sheet.classic(sheet.rules, sheet.players, sheet.first)
    assert sheet.target is not None
    return Sheet.colour(sheet.players, sheet.target, sheet.first, sheet.house)


def game_title(sheet: Sheet) -> str:
    return tr(f"game.title.{COLOUR if sheet.rules is None else sheet.game}")


def summary(sheet: Sheet) -> str:
    """What the set-up says of an unfinished sheet: its game and the next round or turn."""
    key = "sheet.summary.round" if sheet.is_classic else "sheet.summary.turn"
    return tr(key, game=game_title(sheet), n=sheet.number)


def unfinished(path: Path | None) -> Sheet | None:
    """The sheet at ``path`` when there is one not finished (None when there is no file);
    raises FiguresError or OSError when it cannot be read."""
    if path is None or not path.exists():
        return None
    sheet = files.load(path)
    return None if sheet.over else sheet


def first_is_chosen(sheet: Sheet) -> bool:
    """Whether the players choose who starts (the sheet's P, before the first entry): the
    colour game's first player, the first leader of a game led by a chosen seat (All Fives),
    Mexican Train's first player; not a game led by the highest double."""
    if sheet.entries or sheet.pending:
        return False
    return sheet.rules is None or sheet.rules.lead in ("any", "engine")


def started(sheet: Sheet) -> bool:
    """Whether anything was entered on the sheet."""
    return bool(sheet.entries or sheet.pending)


def keep(sheet: Sheet) -> Path | None:
    """Save ``sheet`` into the saves folder as ``unfinished-sheet-<time>.json``; None when it
    cannot be written."""
    folder = saves_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = unused_name(folder, time.strftime("unfinished-sheet-%Y%m%d-%H%M%S"))
        files.save(sheet, target)
    except OSError:
        return None
    return target


def row_words(sheet: Sheet, index: int) -> str:
    """How an entry of the sheet is told in its row: how the round ended (who went out), or
    the turn's placements, bonus and payment."""
    entry = sheet.entries[index]
    line = sheet.lines[index]
    if isinstance(entry, ClassicRound):
        if entry.how == "out" and entry.seat is not None:
            name = sheet.name(entry.seat)
            return trn("sheet.how.out", name)
        return tr(f"sheet.how.{entry.how}")
    name = sheet.name(line.seat or 0)
    count = len(entry.placements)
    if not count:
        return f"{name} · {tr('sheet.turn.none')}"
    parts = [tr("sheet.turn.placements", n=count)]
    if line.bonus:
        parts.append(tr("sheet.turn.bonus", n=line.bonus))
    if line.paid:
        parts.append(tr("sheet.turn.paid", n=line.paid))
    return f"{name} · " + " · ".join(parts)
