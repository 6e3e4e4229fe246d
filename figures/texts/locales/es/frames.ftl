# Figures: frames texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/


## the colour game's hints

hint-more = {" "}· { $fact }
hint-reply-fact = mejor respuesta del siguiente jugador +{ $gain }
hint-across = acostada
hint-upright = de pie
hint-left_of = a la izquierda de la pista { $n }
hint-right_of = a la derecha de la pista { $n }
hint-above = encima de la pista { $n }
hint-below = debajo de la pista { $n }
hint-reversed = en las casillas de la pista { $n }, al revés

## the guide, from a game

button-guide = Repetir la guía
guide-confirm-title = ¿Dejar esta partida por la guía?
guide-confirm-body = Se conserva: al terminar la guía, la pantalla de preparación te ofrecerá reanudarla.
guide-confirm-yes = Ir a la guía ({ $key_confirm })
guide-confirm-no = Seguir ({ $key_cancel })
