# Figures: sound texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/


## the set-up's controls

sound-title = Son
sound-volume-value = { $percent } %
# the mute switch's two states
sound-on = Activé
sound-muted = Coupé
