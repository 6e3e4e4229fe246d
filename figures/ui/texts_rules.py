"""The texts of the rules screen's own controls, in English and French.

Plain data, importing nothing of the UI; the rules screen reads it directly (the rules
themselves are the markdown pages). Meant to join the one catalogue of
:mod:`figures.ui.i18n` like the other ``texts_*`` tables.
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
