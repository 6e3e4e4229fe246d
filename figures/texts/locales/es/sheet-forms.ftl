# Figures: sheet-forms texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

# shared
forms-cancel = Cancelar
forms-confirm = Confirmar
forms-next = Siguiente
forms-add = Agregar
forms-preview-title = Esta ronda
forms-preview-turn = Este turno
forms-preview-round = ronda
forms-preview-total = total
forms-preview-over = Fin de la partida: ganaron { $names }
# a classic round
forms-round-title = Ronda { $n }
forms-round-editing = Ronda { $n } (editándola)
forms-round-engine = Locomotora { $tile }
forms-round-how = ¿Cómo terminó la ronda?
forms-round-went_out =
    { $role ->
        [you] Dominaste
       *[other] { $name } dominó
    }
forms-round-blocked = Tranque
forms-round-target = Objetivo alcanzado en juego ({ $n })
forms-round-how_first = Di primero cómo terminó la ronda (1…, B)
forms-round-hands = Pintas que le quedan a cada jugador
forms-round-no_hands = El objetivo se alcanzó en juego: las manos no se cuentan.
forms-round-out_holds =
    { $role ->
        [you] dominaste
       *[other] dominó
    }
forms-round-pips_hint = pintas
forms-round-tiles = Fichas (T)
forms-round-pips_missing =
    { $role ->
        [you] Indica tus pintas (escríbelas, o T para las fichas)
       *[other] Indica las pintas de { $name } (escríbelas, o T para las fichas)
    }
forms-round-pips_bad =
    { $role ->
        [you] Tus pintas: un número entero
       *[other] Pintas de { $name }: un número entero
    }
forms-round-keys-out = 1…9: quién dominó
forms-round-keys-blocked = B: tranque
forms-round-keys-target = T: objetivo
forms-round-keys-in_play = Tab: puntos en juego
forms-round-keys-cancel = Esc: cancelar
forms-round-keys2 = Tab / Mayús+Tab: campos · T: elegir las fichas · Enter: confirmar · Esc: volver
# points in play (All Fives)
forms-in_play-title = Puntos anotados en juego
forms-in_play-already = Ya anotados: { $points }
forms-in_play-none = Aún no hay puntos anotados
forms-in_play-add_hint = p. ej. 10+15
forms-in_play-bad =
    { $role ->
        [you] Tus puntos en juego: números como 15 o 10+15+5
       *[other] Puntos en juego de { $name }: números como 15 o 10+15+5
    }
forms-in_play-form_title = Puntos anotados en juego
forms-in_play-who = ¿Quién anotó?
forms-in_play-points_hint = puntos
forms-in_play-multiple = un múltiplo de 5
forms-in_play-side_first = Elige primero quién anotó (1, 2…)
forms-in_play-points_missing = Escribe los puntos anotados
forms-in_play-keys = 1…: quién · Enter: agregar · Esc: cancelar
# a colour turn
forms-colour-title =
    { $role ->
        [you] Turno { $n } — te toca
       *[other] Turno { $n } — juega { $name }
    }
forms-colour-editing = Turno { $n } — { $name } (editándolo)
forms-colour-has =
    { $role ->
        [you] Tienes { $points }
       *[other] { $name } tiene { $points }
    }
forms-colour-first = Primera colocación
forms-colour-second = Segunda colocación
forms-colour-second_paid = Segunda colocación (pagada −{ $cost })
forms-colour-edges = Lados conectados
forms-colour-closed = Superficies cerradas (cuadrados)
forms-colour-closed_hint = p. ej. 4 3
forms-colour-edges_hint = lados
forms-colour-points = Puntos
forms-colour-to_points = P: puntos
forms-colour-to_edges = P: lados
forms-colour-returned = Fichas devueltas / sin colocación
forms-colour-points_n =
    { $n ->
        [one] { $n } punto
       *[other] { $n } puntos
    }
forms-colour-paid = −{ $cost } pagados → { $net }
forms-colour-paid_line = { $cost } puntos pagados por la segunda colocación
forms-colour-after =
    { $role ->
        [you] Tú: { $before } → { $after }
       *[other] { $name }: { $before } → { $after }
    }
forms-colour-nothing = Indica la primera colocación, o R si no hubo colocación
forms-colour-second_alone = Una segunda colocación va después de una primera
forms-colour-edges_missing = { $which }: indica los lados que conectó
forms-colour-closed_bad = { $which }: cada superficie cerrada es un número de cuadrados, como 4 3
forms-colour-points_bad = { $which }: los puntos son un número entero desde 1
forms-colour-keys = Tab: campos · P: puntos directamente · R / 0: sin colocación · Enter: confirmar · Esc: cancelar
# the tile picker
forms-picker-total = Pintas
forms-picker-tiles =
    { $n ->
        [one] { $n } ficha
       *[other] { $n } fichas
    }
forms-picker-taken =
    { $role ->
        [you] El { $tile } ya está en tu mano
       *[other] El { $tile } ya está en la mano de { $name }
    }
forms-picker-engine = El { $tile } es la locomotora de esta ronda
forms-picker-keys-toggle = Clic, o flechas + Espacio: una ficha
forms-picker-keys-accept = Enter: estas fichas
forms-picker-keys-back = Esc: volver
