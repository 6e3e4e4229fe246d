"""The texts of the classic screen's animations and the window's frame policy, in English and
French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

FRAMES_TEXTS: Final[dict[str, dict[str, str]]] = {}
