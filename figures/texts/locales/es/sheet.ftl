# Figures: sheet texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

# The top bar.
button-sheet_round = Nueva ronda (N)
button-sheet_round-short = Ronda
button-sheet_turn = Nuevo turno (N)
button-sheet_turn-short = Turno
button-sheet_in_play = Puntos en juego (F)
button-sheet_in_play-short = En juego
button-sheet_all_placed = Todo puesto (A)
button-sheet_all_placed-short = Todo puesto
button-sheet_undo = Deshacer
button-sheet_redo = Rehacer
button-sheet_rules = Reglas (R)
button-sheet_rules-short = Reglas
button-sheet_save = Guardar
button-sheet_save-short = Guardar
button-sheet_open = Abrir
button-sheet_export = Exportar CSV (X)
button-sheet_export-short = CSV
button-sheet_setup = Preparar
# The status and the standings.
sheet-status = Hoja de puntos: { $game }
sheet-standings = Clasificación
sheet-target-points = a { $n }
sheet-target-rounds =
    { $n ->
        [one] { $n } ronda
       *[other] { $n } rondas
    }
sheet-target-lowest =
    { $n ->
        [one] { $n } ronda, gana el total más bajo
       *[other] { $n } rondas, gana el total más bajo
    }
sheet-needs-points = faltan { $n }
sheet-needs-rounds =
    { $n ->
        [one] queda { $n } ronda
       *[other] quedan { $n } rondas
    }
sheet-needs-done = alcanzado
sheet-leader = en cabeza
sheet-hint-first = P: cambiar quién empieza
sheet-winner = gana
sheet-in_play-now = +{ $n } en juego
# Whose turn.
sheet-turn-rule = Ronda { $n } — sale el doble más alto
sheet-turn-seat =
    { $role ->
        [you] Ronda { $n } — sales tú (cualquier ficha)
       *[other] Ronda { $n } — sale { $name } (cualquier ficha)
    }
sheet-turn-lot = Ronda { $n } — se sortea quién sale
sheet-turn-engine-seat =
    { $role ->
        [you] Ronda { $n } — locomotora { $tile }: empiezas tú
       *[other] Ronda { $n } — locomotora { $tile }: empieza { $name }
    }
sheet-turn-engine-rule = Ronda { $n } — locomotora { $tile }: sale el doble más alto
sheet-turn-engine-lot = Ronda { $n } — locomotora { $tile }: se sortea quién empieza
sheet-turn-colour =
    { $role ->
        [you] Turno { $n } — te toca
       *[other] Turno { $n } — juega { $name }
    }
sheet-engine = Locomotora
sheet-over = Partida terminada
sheet-pending = Puntos en juego hasta ahora en esta ronda: { $items }
sheet-hint-classic = N nueva ronda · ↑↓ elige una ronda, E o Enter la corrige · { $key_undo } deshacer
sheet-hint-colour = N nuevo turno · ↑↓ elige un turno, E o Enter lo corrige · A todo puesto · { $key_undo } deshacer
sheet-hint-over = N nueva hoja, mismos jugadores · T las rondas o la clasificación · { $key_undo } deshacer
# The rounds table.
sheet-col-round = Ronda
sheet-col-turn = Turno
sheet-col-how = Cómo terminó
sheet-last_round =
    { $role ->
        [you] { $words } · última vuelta: llegaste a { $target }
       *[other] { $words } · última vuelta: { $name } llegó a { $target }
    }
sheet-col-player = Jugador
sheet-col-points = Puntos
sheet-how-out =
    { $role ->
        [you] dominaste
       *[other] { $name } dominó
    }
sheet-how-blocked = tranque
sheet-how-target = objetivo alcanzado en juego
sheet-turn-none = sin colocación
sheet-turn-bonus = bonificación { $n }
sheet-turn-paid = −{ $n } pagados
sheet-turn-placements =
    { $n ->
        [one] { $n } colocación
       *[other] { $n } colocaciones
    }
sheet-empty-round = Aún no hay rondas: pulsa N para anotar la primera.
sheet-empty-turn = Aún no hay turnos: pulsa N para anotar el primero.
sheet-chart = Puntos ronda a ronda
# Messages.
sheet-nothing_to_undo = Nada que deshacer: la hoja está vacía.
sheet-nothing_to_redo = Nada que rehacer.
sheet-undone = Deshecho.
sheet-redone = Rehecho.
sheet-saved = Hoja guardada en { $path }
sheet-exported = CSV escrito en { $path }
sheet-autosave-error = No se pudo guardar la hoja: { $message }
sheet-no_forms = Los formularios de anotación no están disponibles en esta versión.
sheet-nothing_to_edit = Elige primero una fila con ↑ y ↓.
sheet-no_in_play = Este juego no anota nada en juego.
sheet-all_placed-done = Todas las fichas están colocadas: la partida terminó.
sheet-kept = La hoja sin terminar se guardó como { $name }.
sheet-bad = No se pudo leer la hoja de puntos en curso ({ $problem }); se le cambió el nombre a { $name }.
# The end.
sheet-end-one = Gana { $name }
sheet-end-you = Ganas tú
sheet-end-team = Ganan { $name }
sheet-end-many = { $names } comparten la victoria
sheet-end-how-points = Se alcanzó el objetivo de { $n }.
sheet-end-how-rounds =
    { $n ->
        [one] Se jugó la ronda.
       *[other] Se jugaron las { $n } rondas.
    }
sheet-end-how-rounds-low =
    { $n ->
        [one] Se jugó la ronda: gana el total más bajo.
       *[other] Se jugaron las { $n } rondas: gana el total más bajo.
    }
sheet-end-how-instant = Se alcanzó { $n } en juego: la partida termina en el acto.
sheet-end-how-target = Se alcanzó { $n }; se terminó la vuelta.
sheet-end-how-all-placed = Se colocaron todas las fichas.
sheet-end-how-blocked = Nadie pudo colocar una ficha durante toda una vuelta.
sheet-end-ranking = Clasificación
sheet-end-new = Nueva hoja, mismos jugadores (N)
sheet-end-setup = Preparar (Esc)
sheet-end-rounds = Ver las rondas (T)
sheet-end-back = Ver la clasificación (T)
# The set-up.
setup-sheet = Anotar una partida en la mesa (K)
setup-sheet-short = Anotar (K)
setup-sheet-resume = Retomar la hoja de puntos (K)
setup-sheet-resume-short = Retomar (K)
setup-sheet-summary = Hoja de puntos en curso: { $summary }
setup-sheet-new = Nueva hoja (Mayús+K)
setup-sheet-new-short = Nueva
sheet-summary-round = { $game }, ronda { $n }
sheet-summary-turn = { $game }, turno { $n }
# Refusals of the sheet (figures.sheet.model.SheetError codes).
sheet-error-at_round = Ronda { $number }: { $reason }
sheet-error-at_turn = Turno { $number }: { $reason }
sheet-error-at_placement = Turno { $number }, colocación { $k }: { $reason }
sheet-error-ended = la partida terminaría antes de esta anotación: deshaz primero las posteriores
sheet-error-over = la partida terminó
sheet-error-reached =
    { $role ->
        [you] llegaste a { $threshold } en juego: la partida terminó ahí
       *[other] { $name } llegó a { $threshold } en juego: la partida terminó ahí
    }
sheet-error-not-reached = nadie llega a { $threshold } en juego con estos puntos
sheet-error-holds-nothing =
    { $role ->
        [you] dominaste, así que no te queda ninguna ficha
       *[other] { $name } dominó, así que no le queda ninguna ficha
    }
sheet-error-pips =
    { $role ->
        [you] tus pintas son un número de 0 a { $most }
       *[other] las pintas de { $name } son un número de 0 a { $most }
    }
sheet-error-twice = el { $tile } aparece dos veces ({ $name } y { $other })
sheet-error-engine = el { $tile } es la locomotora de esta ronda: nadie lo tiene
sheet-error-too-many-pips = las manos suman { $total } pintas; el juego completo tiene { $most }
sheet-error-second-cost =
    { $role ->
        [you] una segunda ficha cuesta { $cost } puntos; tienes { $score }
       *[other] una segunda ficha cuesta { $cost } puntos; { $name } tiene { $score }
    }
sheet-error-box = la caja solo tiene { $count } fichas
sheet-error-placement-points = una colocación da como máximo { $most } puntos
sheet-error-placement-squares = las superficies que cierra una colocación tienen como máximo { $most } cuadrados en total
sheet-error-placement-nothing = indica los lados que conectó una colocación, o sus puntos (desde 1)
sheet-error-edges = una colocación conecta de 1 a { $most } lados, no { $edges }
sheet-error-surface = una superficie cerrada tiene 1 cuadrado o más, no { $size }
sheet-error-placements = un turno coloca como máximo { $most } de las fichas de su mano, no { $placed }
sheet-error-full = una hoja admite como máximo { $most } anotaciones
sheet-error-fives = los puntos en juego son múltiplos de 5, no { $points }
sheet-error-in-play-most = un bando anota como máximo { $most } puntos en juego en una ronda
sheet-error-no-in-play = este juego no anota nada en juego
sheet-error-nothing-to-undo = nada que deshacer: la hoja está vacía
sheet-error-nothing-to-redo = nada que rehacer
# The file dialogs of the sheet's screen.
sheet-file-save-title = Guardar la hoja de puntos
sheet-file-open-title = Abrir una hoja de puntos o una partida guardada
sheet-file-export-title = Exportar la hoja como CSV (una hoja de cálculo)
