# Figures: sound texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/


## the set-up's controls

sound-title = Sound
sound-volume = Volume
# the volume: $percent is written by the game, its sign included ("80%", "80 %")
sound-volume-value = { $percent }
sound-volume-down = Quieter
sound-volume-up = Louder
# the mute switch: its label, its two states, and the actions that flip it
sound-mute = Mute
sound-on = On
sound-muted = Muted
sound-unmute = Sound on
# when nothing can be heard whatever the setting (no audio device, FIGURES_AUDIO=off)
sound-unavailable = No sound on this computer: sounds are off

## what each sound is

sound-cue-place = A domino laid
sound-cue-close = A surface closed
sound-cue-turn = Your turn
sound-cue-round-end = End of the round
sound-cue-draw = A domino drawn
