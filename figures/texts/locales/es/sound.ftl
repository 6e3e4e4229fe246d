# Figures: sound texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/


## the set-up's controls

sound-title = Sonido
# the volume: $percent is written by the game, its sign included ("80%", "80 %")
sound-volume-value = { $percent }
# the mute switch's two states
sound-on = Activado
sound-muted = Silenciado
