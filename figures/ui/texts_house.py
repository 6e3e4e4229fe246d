"""The texts of the colour game's house rules (the set-up's House rules section), in English
and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

HOUSE_TEXTS: Final[dict[str, dict[str, str]]] = {}
