"""The texts of the guided first game, in English and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

TUTORIAL_TEXTS: Final[dict[str, dict[str, str]]] = {}
