"""The players' names: a name typed by a player, or a default name held as what it is (a
*role*), shown in the reader's language when it is shown. The one place that knows how a
default name is written, in memory and in every file, and how older files wrote it.

**A role is a name that is a token.** The set-up, the remembered set-up, the command line
and every file the game writes (records, saves, autosaves, ``settings.json``, the score
sheet's files, ``stats.json``) hold a default name as a token beginning with ``@``, in the
place of the name::

    "@you"              the set-up's first human (shown "You", "Vous")
    "@seat:3"           a human at seat 3 of the set-up (an added seat: "Seat 3", "Joueur 3")
    "@computer"         the computer, when it is the only one ("Computer", "Ordinateur")
    "@computer:3"       the computer at seat 3 of a set-up with several ("Computer 3")
    "@computer:3:hard"  the command line's computer at seat 3, with its level
                        ("Computer 3 (hard)", "Ordinateur 3 (difficile)")
    "@player:2"         the command line's human at seat 2, when several play ("Player 2")

Why a token in the name rather than a field beside the names: every reader of these files
takes a seat as exactly ``{"name", "kind"}`` and refuses any other field
(:func:`figures.core.records.read_players`, the set-up's and the statistics' readers), so a
role field would make every older version refuse a new file; a token is a name like any other
to them (not empty, short, no control character), and an older version opens a new file and
shows "@you" at worst. No file format changed version. The files hold no word of any language
for a default name: :func:`shown` writes it at display time from the current language's
catalogue (``setup-default-you``, ``setup-default-computer``, ``names-computer-seat``,
``setup-seat``, ``names-player``, ``names-computer`` and ``names-level-*``), so a new language
needs only its catalogue.

**A typed name is never a token:** the set-up and ``figures play --names`` refuse a name that
begins with ``@`` (:func:`check_typed`), and a name that begins with ``@`` without being one of
the tokens above (one typed before there were tokens) is shown as it is.

**Older files** held the default names as shown, in English or in French: "You", "Vous",
"Computer", "Ordinateur", "Computer 2", "Ordinateur 2", an added seat's "Seat 3" (and the
French "Place 3" of older versions, "Joueur 3" since), the command line's "Player 2",
"Joueur 2", "Computer 2 (medium)", "Ordinateur 2 (moyen)". :func:`role` reads each of them as
its role, so they show in the reader's language as they always did, the set-up makes them
tokens, and the statistics count "Vous" and "@you" as one player (:func:`key`). These
recognisers are for reading older files only; no new file holds those words. A name typed as
one of them (a player who typed "You") reads as that role, as it always did: "You" is
addressed as "you" and shown "Vous" in French. Any other typed name is shown as typed.

No arcade here: the desktop, the command line, the statistics and the sheet read names
through this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from figures.core.errors import SettingsError
from figures.texts.i18n import has_text, tr

__all__ = [
    "Role",
    "Shown",
    "check_typed",
    "computer",
    "is_default",
    "is_you",
    "key",
    "player",
    "role",
    "seat",
    "shown",
    "you",
]

#: What every token begins with, and no typed name.
MARK: Final = "@"

_TOKEN = re.compile(
    r"@(?:(?P<you>you)|(?P<what>seat|player):(?P<n>[1-9]\d?)"
    r"|(?P<computer>computer)(?::(?P<cn>[1-9]\d?)(?::(?P<level>.+))?)?)"
)


@dataclass(frozen=True, slots=True)
class Role:
    """A default name as what it is: ``you`` (the set-up's first human), ``seat`` (a human at
    seat :attr:`number` of the set-up), ``computer`` (the only one when :attr:`number` is
    None; the command line's has its :attr:`level`) or ``player`` (the command line's human
    at seat :attr:`number`)."""

    what: str
    #: The seat, counted from 1, as the name says it.
    number: int | None = None
    #: The computer level the command line's name says ("hard").
    level: str | None = None

    @property
    def token(self) -> str:
        """The name as held: ``@you``, ``@seat:3``, ``@computer:2:hard``..."""
        parts = [self.what]
        if self.number is not None:
            parts.append(str(self.number))
        if self.level is not None:
            parts.append(self.level)
        return MARK + ":".join(parts)

    @property
    def who(self) -> str:
        """Who a text about this player speaks of (the ``role`` of the catalogues' texts):
        ``you`` for the set-up's human, ``computer`` for the only computer, else ``other``."""
        if self.what == "you":
            return "you"
        return "computer" if self.what == "computer" and self.number is None else "other"


# ----------------------------------------------------------------------------- made


def you() -> str:
    """The set-up's first human."""
    return Role("you").token


def seat(number: int) -> str:
    """A human at seat ``number`` (from 1) of the set-up ("Seat 3")."""
    return Role("seat", number).token


def computer(number: int | None = None, level: str | None = None) -> str:
    """The computer: the only one (no ``number``), the one at seat ``number`` ("Computer 3"),
    or the command line's with its ``level`` ("Computer 3 (hard)")."""
    return Role("computer", number, level if number is not None else None).token


def player(number: int) -> str:
    """The command line's human at seat ``number`` when several play ("Player 2")."""
    return Role("player", number).token


# ----------------------------------------------------------------------------- read

#: The default names as older files wrote them, in English and French (reading them only).
_LEGACY_YOU: Final = frozenset(("You", "Vous"))
_LEGACY_COMPUTER: Final = frozenset(("Computer", "Ordinateur"))
#: An added seat: English "Seat 3", French "Place 3" (older versions; then "Joueur 3", read
#: as the command line's player, shown the same in French).
_LEGACY_SEAT = re.compile(r"(?:Seat|Place) ([1-9]\d?)")
_LEGACY_PLAYER = re.compile(r"(?:Player|Joueur) ([1-9]\d?)")
#: "Computer 2", and the command line's "Computer 2 (medium)", in either language.
_LEGACY_COMPUTER_SEAT = re.compile(r"(?:Computer|Ordinateur) ([1-9]\d?)(?: \((\w+)\))?")
#: A computer level's word in either language, to its level.
_LEGACY_LEVELS: Final = {
    **{level: level for level in ("random", "easy", "medium", "hard")},
    **{"hasard": "random", "facile": "easy", "moyen": "medium", "difficile": "hard"},
}


def _legacy(name: str) -> Role | None:
    """A default name as older files wrote it, shown in English or French, as its role."""
    if name in _LEGACY_YOU:
        return Role("you")
    if name in _LEGACY_COMPUTER:
        return Role("computer")
    if (found := _LEGACY_SEAT.fullmatch(name)) is not None:
        return Role("seat", int(found.group(1)))
    if (found := _LEGACY_PLAYER.fullmatch(name)) is not None:
        return Role("player", int(found.group(1)))
    if (found := _LEGACY_COMPUTER_SEAT.fullmatch(name)) is not None:
        word = found.group(2)
        if word is None:
            return Role("computer", int(found.group(1)))
        if word in _LEGACY_LEVELS:
            return Role("computer", int(found.group(1)), _LEGACY_LEVELS[word])
    return None


@lru_cache(maxsize=4096)
def role(name: str) -> Role | None:
    """The role a name holds: a token, or a default name as older files wrote it; None for a
    typed name."""
    name = name.strip()
    if name.startswith(MARK):
        found = _TOKEN.fullmatch(name)
        if found is None:
            return None
        if found.group("you"):
            return Role("you")
        if found.group("what"):
            return Role(found.group("what"), int(found.group("n")))
        number = found.group("cn")
        return Role("computer", None if number is None else int(number), found.group("level"))
    return _legacy(name)


def is_default(name: str) -> bool:
    """Whether ``name`` is a default name (a role), not one typed."""
    return role(name) is not None


def is_you(name: str) -> bool:
    """Whether ``name`` is the set-up's human, "You" in every language."""
    found = role(name)
    return found is not None and found.who == "you"


def key(name: str) -> str:
    """A name as the statistics count it: a role as its token (English "You", French "Vous"
    and "@you" are one player), a typed name trimmed, its spaces made single."""
    found = role(name)
    return found.token if found is not None else " ".join(name.split())


def check_typed(name: str, field: str | None = None) -> str:
    """A name as a player typed it, refused (a SettingsError naming ``field``, reason
    ``token``) when it begins with ``@``, which only the default names do."""
    if name.strip().startswith(MARK):
        raise SettingsError(
            f"a typed name may not begin with {MARK!r}: {name.strip()[:40]!r}",
            field,
            reason="token",
            value=name,
        )
    return name


# ----------------------------------------------------------------------------- shown


class Shown(str):
    """A name as shown, knowing who it is: its :attr:`role` (``you``, ``computer`` or
    ``other``) is what :func:`figures.texts.i18n.trn` gives the catalogue's texts, so "Your
    turn" comes from the role, never from the words."""

    role: str

    def __new__(cls, text: str, role: str = "other") -> Shown:
        made = super().__new__(cls, text)
        made.role = role
        return made

    def __reduce__(self) -> tuple[type[Shown], tuple[str, str]]:
        return Shown, (str(self), self.role)


def level_words(level: str) -> str:
    """A computer level in the current language ("difficile"); one the catalogue does not
    know, as it is."""
    return tr(f"names.level.{level}") if has_text(f"names.level.{level}") else level


def shown(name: str, kind: str | None = None) -> Shown:
    """``name`` as the reader sees it, in the current language: a role in words ("Vous",
    "Ordinateur 2 (moyen)"), a typed name as it is. The command line's level is left out
    when it is the seat's own ``kind`` (a screen that says the level elsewhere). A name
    already shown stays as it is."""
    if isinstance(name, Shown):
        return name
    found = role(name)
    if found is None:
        return Shown(name)
    return Shown(_words(found, kind), found.who)


def _words(found: Role, kind: str | None) -> str:
    what, number = found.what, found.number
    if what == "you":
        return tr("setup.default.you")
    if what == "seat":
        return tr("setup.seat", n=number)
    if what == "player":
        return tr("names.player", n=number)
    if number is None:
        return tr("setup.default.computer")
    if found.level is None or found.level == kind:
        return tr("names.computer.seat", n=number)
    return tr("names.computer", n=number, level=level_words(found.level))
