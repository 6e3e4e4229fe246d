"""The players' default names in the player's language: the set-up's "You" and "Computer",
and the name it gives a seat added ("Seat 3", "Joueur 3"), whichever language they were
written in; a typed name as it is. Read by the set-up, the open dialog and the replay. Plain
(no arcade)."""

from __future__ import annotations

import re

from figures.texts.i18n import COMPUTER_NAMES, YOU_NAMES, tr

__all__ = ["default_name", "is_default_name", "numbered_computer"]

#: The name the set-up gives a seat added in English ("Seat 3"), or in French as older versions
#: wrote it ("Place 3"; French now writes "Joueur 3", the command line's player).
_SEAT_NAME = re.compile(r"(?:Seat|Place) ([1-9]\d?)")
#: The names ``figures play`` gives seats without ``--names`` ("Player 2", "Computer 2
#: (medium)"), in either language.
_PLAYER_NAME = re.compile(r"(?:Player|Joueur) ([1-9]\d?)")
_COMPUTER_NAME = re.compile(r"(?:Computer|Ordinateur) ([1-9]\d?)(?: \((\w+)\))?")
#: A computer level's word, in either language, to its level.
_LEVELS = {"random": "random", "easy": "easy", "medium": "medium", "hard": "hard"}
_LEVELS.update(hasard="random", facile="easy", moyen="medium", difficile="hard")


def default_name(name: str) -> str:
    """A default name ("You", "Ordinateur", an added seat's "Seat 3", the command line's
    "Computer 2 (medium)"...) in the current language; any other as it is."""
    if name in YOU_NAMES:
        return tr("setup.default.you")
    if name in COMPUTER_NAMES:
        return tr("setup.default.computer")
    seat = _SEAT_NAME.fullmatch(name.strip())
    if seat is not None:
        return tr("setup.seat", n=int(seat.group(1)))
    player = _PLAYER_NAME.fullmatch(name.strip())
    if player is not None:
        return tr("names.player", n=int(player.group(1)))
    computer = _COMPUTER_NAME.fullmatch(name.strip())
    if computer is not None and computer.group(2) is None:
        return f"{tr('setup.default.computer')} {int(computer.group(1))}"
    if computer is not None and computer.group(2) in _LEVELS:
        level = tr(f"names.level.{_LEVELS[computer.group(2)]}")
        return tr("names.computer", n=int(computer.group(1)), level=level)
    return name


def is_default_name(name: str) -> bool:
    """Whether ``name`` is one of the default names (in either language), not one typed."""
    name = name.strip()
    if name in YOU_NAMES or name in COMPUTER_NAMES:
        return True
    patterns = (_SEAT_NAME, _PLAYER_NAME, _COMPUTER_NAME)
    return any(pattern.fullmatch(name) is not None for pattern in patterns)


def numbered_computer(name: str) -> tuple[int, str | None] | None:
    """``Computer 2 (hard)`` (in either language) as its number and level (the English
    level's name; None when it has none), or None for any other name."""
    computer = _COMPUTER_NAME.fullmatch(name.strip())
    if computer is None or (computer.group(2) is not None and computer.group(2) not in _LEVELS):
        return None
    level = computer.group(2)
    return int(computer.group(1)), None if level is None else _LEVELS[level]
