"""The texts of the colour game's house rules (the set-up's House rules section), in English
and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

HOUSE_TEXTS: Final[dict[str, dict[str, str]]] = {
    "house.title": {"en": "House rules", "fr": "Règles maison"},
    "house.usual": {"en": "The usual rules", "fr": "Les règles habituelles"},
    "house.changed.one": {"en": "{n} rule changed", "fr": "{n} règle changée"},
    "house.changed.many": {"en": "{n} rules changed", "fr": "{n} règles changées"},
    "house.cost": {"en": "Second placement costs", "fr": "La seconde pose coûte"},
    "house.bonus_from": {"en": "Bonus from edge", "fr": "Bonus dès le bord"},
    "house.hand": {"en": "Dominoes in a hand", "fr": "Dominos en main"},
    "house.square": {"en": "Points a closed square", "fr": "Points par carré fermé"},
    "house.min_target": {"en": "Lowest target", "fr": "Objectif le plus bas"},
    "house.max_target": {"en": "Highest target", "fr": "Objectif le plus haut"},
    "house.default": {"en": "{value} (default)", "fr": "{value} (par défaut)"},
    "house.never": {"en": "never", "fr": "jamais"},
    "house.range": {"en": "{low}–{high}", "fr": "{low}–{high}"},
    "house.range.never": {"en": "{low}–{high}, never", "fr": "{low}–{high}, jamais"},
    "house.reset": {"en": "Defaults", "fr": "Par défaut"},
    "house.done": {"en": "Done", "fr": "Terminé"},
    "house.keys": {
        "en": "← → change the rule marked, ↑ ↓ mark another",
        "fr": "← → changent la règle marquée, ↑ ↓ une autre",
    },
    "house.error.range": {
        "en": "{rule}: from {low} to {high}",
        "fr": "{rule} : de {low} à {high}",
    },
    "house.error.order": {
        "en": "The lowest target cannot be above the highest",
        "fr": "L'objectif le plus bas ne peut dépasser le plus haut",
    },
}
