# Figures: replay texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

# The replay's file dialog (figures/ui/widgets/dialog.py): its list, and what a row says of
# a game that is not a file the player saved.
replay-dialog-recent = Partidas guardadas en { $folder } y las partidas jugadas hasta el final:
replay-dialog-autosave = la última partida jugada
replay-dialog-kept = conservada al terminar
# The steps (figures/ui/replay/steps.py): what was done.
replay-open = coloca la ficha de apertura #{ $tile }
replay-place = coloca la ficha #{ $tile }
replay-second = paga una segunda ficha, #{ $tile }
replay-end = termina el turno
replay-return = nada cabe: devuelve { $n } a la bolsa
replay-pass = pasa
replay-lead = sale con { $tile }
replay-play = { $tile } en { $end }
replay-draw = roba { $tile }
replay-round = fin de la ronda { $n }
replay-edges =
    { $n ->
        [one] { $n } lado
       *[other] { $n } lados
    }
replay-bonus = { $n } de bonificación
replay-closes = cierra { $surface }
replay-surface-R = un rojo de { $n }
replay-surface-Y = un amarillo de { $n }
replay-surface-G = un verde de { $n }
replay-surface-B = un azul de { $n }
replay-sum = { $parts } = { $points }
replay-why-paid = { $text }, − { $paid } pagados: { $net }
replay-why-drawn = { $text }; saca { $n }
replay-why-open = la apertura no da puntos
replay-why-end = sin segunda ficha; saca { $n }
replay-why-nothing = sin puntos
replay-why-return = sin puntos; saca { $n } en su lugar
replay-why-pass = nada cabe y la bolsa está vacía
replay-why-count = los extremos suman { $n }: +{ $n }
replay-why-draw = ninguna ficha sirve: roba del pozo
replay-how = { $how }; puntos: { $points }
replay-how-out = { $name } dominó
replay-how-target = { $name } alcanzó el objetivo
replay-how-blocked = la partida está trancada
replay-how-tie = un empate
replay-how-over = { $text }. La partida terminó con la victoria de { $names }
replay-over = La partida terminó con la victoria de { $names }.
# The screen (figures/ui/replay/view.py).
replay-title = Repasar la partida
replay-start = El comienzo de la partida
replay-start-why = → o Espacio para recorrer la partida
replay-position = Jugada { $k } de { $n }
replay-turn = Turno { $n }
replay-turn-opening = Apertura
replay-round-n = Ronda { $n }
replay-scores = Puntuaciones
replay-moves = Jugadas
replay-keys = ← → una jugada · RePág AvPág por { $unit } · Inicio Fin · n.º de { $unit } + Enter · Espacio: reproducir · Esc: volver
replay-unit-turn = turno
replay-unit-round = ronda
replay-typed = Ir a: { $unit } { $n }…
replay-no_such = No hay { $unit } { $n }
replay-playing = Reproduciendo (Espacio: pausa)
replay-back = Volver (Esc)
replay-first = |←
replay-prev = ←
replay-play_button = Reproducir
replay-pause_button = Pausa
replay-next = →
replay-last = →|
replay-who = { $name }: { $what }
# Reaching it: the set-up and the end screen.
setup-replay = Repasar partida… (R)
setup-open-short = Abrir…
setup-replay-short = Repasar (R)
replay-dialog-title = Repasar una partida
replay-error-sheet = Esto es una hoja de puntos, no el registro de una partida: no tiene jugadas que repasar.
replay-error-bad = Este archivo no se puede repasar: { $message }
replay-error-empty = Esta partida todavía no tiene jugadas que repasar.
end-replay = Repasar (R)
