"""The texts of the replay screen (a saved game stepped through move by move), in English and
French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

REPLAY_TEXTS: Final[dict[str, dict[str, str]]] = {}
