"""The texts of the colour game's house rules (the set-up's House rules section), in English
and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

HOUSE_TEXTS: Final[dict[str, dict[str, str]]] = {
    "house.title": {"en": "House rules", "fr": "Règles maison"},
    "house.usual": {"en": "The usual rules", "fr": "Les règles habituelles"},
    "house.changed.one": {"en": "{n} rule changed", "fr": "{n} règle changée"},
    "house.changed.many": {"en": "{n} rules changed", "fr": "{n} règles changées"},
    "house.short.cost": {"en": "cost {value}", "fr": "coût {value}"},
    "house.short.bonus_from": {"en": "bonus from edge {value}", "fr": "bonus dès le bord {value}"},
    "house.short.bonus_never": {"en": "no bonus", "fr": "sans bonus"},
    "house.short.hand": {"en": "{value} in a hand", "fr": "{value} en main"},
    "house.short.square": {"en": "{value} a square", "fr": "{value} par carré"},
    "house.short.targets": {"en": "targets {low}–{high}", "fr": "objectifs {low}–{high}"},
    "house.short.sep": {"en": ", ", "fr": ", "},
    "house.short.more": {"en": "{rules} and {n} more", "fr": "{rules} et {n} de plus"},
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
    "house.note.game": {
        "en": "This game's house rules: {rules}.",
        "fr": "Règles maison de cette partie : {rules}.",
    },
    "house.note.chosen": {
        "en": "The house rules chosen: {rules}.",
        "fr": "Règles maison choisies : {rules}.",
    },
    "house.note.cost": {
        "en": "a second domino costs {value} (usually {usual})",
        "fr": "un second domino coûte {value} (d'habitude {usual})",
    },
    "house.note.bonus_from": {
        "en": "the bonus starts at the connected edge {value} (usually {usual})",
        "fr": "le bonus commence au côté relié {value} (d'habitude {usual})",
    },
    "house.note.bonus_never": {
        "en": "connected edges earn no bonus (usually from the edge {usual})",
        "fr": "les côtés reliés ne rapportent aucun bonus (d'habitude dès le côté {usual})",
    },
    "house.note.hand": {
        "en": "{value} dominoes in a hand (usually {usual})",
        "fr": "{value} dominos en main (d'habitude {usual})",
    },
    "house.note.square": {
        "en": "a closed surface scores {value} per square (usually {usual})",
        "fr": "une surface fermée rapporte {value} par carré (d'habitude {usual})",
    },
    "house.note.targets": {
        "en": "targets from {low} to {high} (usually {usual_low} to {usual_high})",
        "fr": "objectifs de {low} à {high} (d'habitude de {usual_low} à {usual_high})",
    },
    "house.note.sep": {"en": "; ", "fr": " ; "},
}
