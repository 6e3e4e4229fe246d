"""The texts of the rules screen's own controls, in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``; the
rules themselves are the markdown pages); plain data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

RULES_TEXTS: Final[dict[str, dict[str, str]]] = {
    "rules.to_reference": {"en": "Exact rules (Tab)", "fr": "Règles exactes (Tab)"},
    "rules.to_guide": {"en": "How to play (Tab)", "fr": "Comment jouer (Tab)"},
    "rules.more": {
        "en": "The exact rules follow: scroll on, or press Tab.",
        "fr": "Les règles exactes suivent : faites défiler, ou appuyez sur Tab.",
    },
}
