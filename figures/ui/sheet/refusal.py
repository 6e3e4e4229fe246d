"""A refusal of the score sheet (:class:`~figures.sheet.model.SheetError`) in the player's
language: its code and values said with the catalogue's words, placed at its round or turn
(and a colour turn's placement); a refusal no form can cause keeps the model's English line."""

from __future__ import annotations

from figures.sheet.model import Sheet, SheetError
from figures.texts.i18n import has_text, tr, trn


def refusal(exc: SheetError, sheet: Sheet) -> str:
    key = f"sheet.error.{exc.code}"
    if not exc.code or not has_text(key):
        return str(exc)
    values = dict(exc.values)
    # (the name as the sheet showed it, knowing who it is: the set-up's human is told in the
    # second person)
    name = values.pop("name", None)
    name = name if name is None or isinstance(name, str) else str(name)
    placement = values.pop("placement", None)
    reason = tr(key, **values) if name is None else trn(key, name, **values)
    if exc.entry is None:
        return reason
    if placement is not None:
        return tr("sheet.error.at_placement", number=exc.entry + 1, k=placement, reason=reason)
    place = "sheet.error.at_round" if sheet.is_classic else "sheet.error.at_turn"
    return tr(place, number=exc.entry + 1, reason=reason)
