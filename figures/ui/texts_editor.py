"""The texts of the position editor (Edit a position), in English and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

EDITOR_TEXTS: Final[dict[str, dict[str, str]]] = {}
