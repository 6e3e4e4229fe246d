# Figures: sound texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/


## the set-up's controls

sound-title = Son
sound-volume = Volume
# the volume: $percent is written by the game, its sign included ("80%", "80 %")
sound-volume-value = { $percent }
sound-volume-down = Moins fort
sound-volume-up = Plus fort
# the mute switch: its label, its two states, and the actions that flip it
sound-mute = Couper le son
sound-on = Activé
sound-muted = Coupé
sound-unmute = Remettre le son
# when nothing can be heard whatever the setting (no audio device, FIGURES_AUDIO=off)
sound-unavailable = Pas de son sur cet ordinateur : les sons sont coupés

## what each sound is

sound-cue-place = Un domino posé
sound-cue-close = Une surface fermée
sound-cue-turn = À vous de jouer
sound-cue-round-end = Fin de la manche
sound-cue-draw = Un domino pioché
