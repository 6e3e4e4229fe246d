"""The score sheet's entry forms' texts (a classic round, a colour turn, points in play, the
tile picker), in English and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

SHEET_FORMS_TEXTS: Final[dict[str, dict[str, str]]] = {}
