"""The texts of the classic screen's animations, the window's frame policy and the colour game's
table (hints, the guide in the menu), in English and
French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

FRAMES_TEXTS: Final[dict[str, dict[str, str]]] = {
    # ------------------------------------------------------------------ the colour game's hints
    "hint.more": {"en": " · {fact}", "fr": " · {fact}"},
    "hint.reply.fact": {
        "en": "next player's best reply +{gain}",
        "fr": "meilleure réponse du suivant +{gain}",
    },
    "hint.across": {"en": "lying across", "fr": "couché"},
    "hint.upright": {"en": "standing upright", "fr": "debout"},
    "hint.left_of": {"en": "left of hint {n}", "fr": "à gauche du conseil {n}"},
    "hint.right_of": {"en": "right of hint {n}", "fr": "à droite du conseil {n}"},
    "hint.above": {"en": "above hint {n}", "fr": "au-dessus du conseil {n}"},
    "hint.below": {"en": "below hint {n}", "fr": "au-dessous du conseil {n}"},
    "hint.reversed": {
        "en": "on the cells of hint {n}, turned round",
        "fr": "sur les cases du conseil {n}, retourné",
    },
    # ------------------------------------------------------------------ the guide, from a game
    "button.guide": {"en": "Replay the guide", "fr": "Revoir le guide"},
    "guide.confirm.title": {
        "en": "Leave this game for the guide?",
        "fr": "Quitter cette partie pour le guide ?",
    },
    "guide.confirm.body": {
        "en": "It is kept: the set-up offers to resume it when the guide is over.",
        "fr": "Elle est gardée : les réglages proposent de la reprendre après le guide.",
    },
    "guide.confirm.yes": {
        "en": "Go to the guide ({key_confirm})",
        "fr": "Aller au guide ({key_confirm})",
    },
    "guide.confirm.no": {"en": "Stay ({key_cancel})", "fr": "Rester ({key_cancel})"},
}
