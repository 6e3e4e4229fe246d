"""The players' default names in the player's language: the set-up's "You" and "Computer",
and the name it gives a seat added ("Seat 3", "Place 3"), whichever language they were
written in; a typed name as it is. Read by the set-up, the open dialog and the replay. Plain
(no arcade)."""

from __future__ import annotations

import re

from figures.ui.i18n import COMPUTER_NAMES, YOU_NAMES, tr

__all__ = ["default_name"]

#: The name the set-up gives a seat added ("Seat 3", "Place 3"), in either language.
_SEAT_NAME = re.compile(r"(?:Seat|Place) ([1-9]\d?)")


def default_name(name: str) -> str:
    """A default name ("You", "Ordinateur", an added seat's "Seat 3"...) in the current
    language; any other as it is."""
    if name in YOU_NAMES:
        return tr("setup.default.you")
    if name in COMPUTER_NAMES:
        return tr("setup.default.computer")
    seat = _SEAT_NAME.fullmatch(name.strip())
    if seat is not None:
        return tr("setup.seat", n=int(seat.group(1)))
    return name
