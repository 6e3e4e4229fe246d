"""The texts of sound: volume, mute and what each sound is, in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

SOUND_TEXTS: Final[dict[str, dict[str, str]]] = {
    # ------------------------------------------------------------------ the set-up's controls
    "sound.title": {"en": "Sound", "fr": "Son"},
    "sound.volume": {"en": "Volume", "fr": "Volume"},
    "sound.volume.value": {"en": "{percent}%", "fr": "{percent} %"},
    "sound.volume.down": {"en": "Quieter", "fr": "Moins fort"},
    "sound.volume.up": {"en": "Louder", "fr": "Plus fort"},
    # the mute switch: its label, its two states, and the actions that flip it
    "sound.mute": {"en": "Mute", "fr": "Couper le son"},
    "sound.on": {"en": "On", "fr": "Activé"},
    "sound.muted": {"en": "Muted", "fr": "Coupé"},
    "sound.unmute": {"en": "Sound on", "fr": "Remettre le son"},
    # when nothing can be heard whatever the setting (no audio device, FIGURES_AUDIO=off)
    "sound.unavailable": {
        "en": "No sound on this computer: sounds are off",
        "fr": "Pas de son sur cet ordinateur : les sons sont coupés",
    },
    # ------------------------------------------------------------------ what each sound is
    "sound.cue.place": {"en": "A domino laid", "fr": "Un domino posé"},
    "sound.cue.close": {"en": "A surface closed", "fr": "Une surface fermée"},
    "sound.cue.turn": {"en": "Your turn", "fr": "À vous de jouer"},
    "sound.cue.round-end": {"en": "End of the round", "fr": "Fin de la manche"},
    "sound.cue.draw": {"en": "A domino drawn", "fr": "Un domino pioché"},
}
