"""The score sheet's texts (its screen, its files, keeping score from the set-up), in
English and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

SHEET_TEXTS: Final[dict[str, dict[str, str]]] = {}
