"""The score sheet's entry forms: a classic round, a colour turn, points scored in play.

Each form follows :class:`figures.ui.sheet.form.EntryForm`: the sheet's screen lays it out,
draws it over the sheet, hands it the keys, the typed text and the clicks, and gets the entry
back through ``submit`` (None: taken, the screen closes the form; else the reason, shown in
the form, which stays open as it was). Esc calls ``cancel`` (in a classic round's hands, it
goes back to how the round ended first; in the tile picker, back to the hands).

Everything can be entered from the keyboard: the choices have keys (1..n, B, T, R, 0, P),
Tab and Shift+Tab move between the fields, Enter confirms. The fields show big digits. A form
asks only what it needs to make an entry (how the round ended, a field left empty, numbers it
cannot read) before calling ``submit``; the rules (points in play in fives, the most pips, a
paid second placement, whose turn it is...) are the sheet's alone, and its refusal comes back
in the player's language (:mod:`figures.ui.sheet.refusal`). The points previewed before
confirming are the sheet's own, worked out by trying the entry on a copy of the sheet (never
added up here), and so is its refusal, shown before confirming.

- :mod:`.field`: the number field and the sizes the forms share;
- :mod:`.base`: what every form shares (the panel, the focus and Tab, Enter and Esc, the
  message, the preview tried on a copy of the sheet);
- :mod:`.classic_entry` and :mod:`.classic`: a classic round, what the form holds and does,
  then how it is drawn;
- :mod:`.colour`: a colour turn; :mod:`.in_play`: All Fives' points scored in play.
"""

from __future__ import annotations

from collections.abc import Callable

from figures.sheet.model import Sheet
from figures.ui.sheet.forms.classic import ClassicRoundForm
from figures.ui.sheet.forms.colour import ColourTurnForm


def form_for(
    sheet: Sheet,
    submit: Callable[..., str | None],
    cancel: Callable[[], None],
    editing: int | None = None,
) -> ClassicRoundForm | ColourTurnForm:
    """The entry form of the sheet's game: a classic round or a colour turn."""
    if sheet.is_classic:
        return ClassicRoundForm(sheet, submit, cancel, editing=editing)
    return ColourTurnForm(sheet, submit, cancel, editing=editing)
