# Figures: sound texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/


## the set-up's controls

sound-title = Sonido
sound-volume = Volumen
# the volume: $percent is written by the game, its sign included ("80%", "80 %")
sound-volume-value = { $percent }
sound-volume-down = Más bajo
sound-volume-up = Más alto
# the mute switch: its label, its two states, and the actions that flip it
sound-mute = Silenciar
sound-on = Activado
sound-muted = Silenciado
sound-unmute = Activar sonido
# when nothing can be heard whatever the setting (no audio device, FIGURES_AUDIO=off)
sound-unavailable = No hay sonido en esta computadora: los sonidos están desactivados

## what each sound is

sound-cue-place = Una ficha colocada
sound-cue-close = Una superficie cerrada
sound-cue-turn = Te toca
sound-cue-round-end = Fin de la ronda
sound-cue-draw = Una ficha robada
