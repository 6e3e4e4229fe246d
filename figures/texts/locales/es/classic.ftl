# Figures: classic texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/


## words

classic-level-random = al azar
classic-level-easy = fácil
classic-level-medium = medio
classic-level-hard = difícil
classic-or = {" "}o{" "}
classic-and = {" "}y{" "}
classic-pips =
    { $n ->
        [one] { $n } pinta
       *[other] { $n } pintas
    }
classic-tiles =
    { $n ->
        [one] { $n } ficha
       *[other] { $n } fichas
    }
classic-tiles-short =
    { $n ->
        [one] { $n } ficha
       *[other] { $n } fichas
    }

## ends and plays

classic-end-lead = la salida
classic-end-left = el extremo izquierdo
classic-end-right = el extremo derecho
classic-end-mex = el tren mexicano
classic-train-mex = Tren mexicano
# (the side panel's title, where the game's name says a target the game may not have)
classic-title-block-points = Bloqueo a puntos
classic-end-train =
    { $role ->
        [you] tu tren
       *[other] el tren de { $name }
    }
# (another player named in a sentence: a seat called "Computer" is "the computer")
classic-the_computer = la computadora
# A seat named in a sentence: French calls a seat named "Computer" "l'ordinateur"
# ("au tour de l'ordinateur", never "à Ordinateur"); other names as they are.
classic-article =
    { $role ->
        [computer] la computadora
       *[other] { $name }
    }
classic-end-up = el brazo de arriba del { $tile }
classic-end-down = el brazo de abajo del { $tile }
classic-end-leftof = el brazo a la izquierda del { $tile }
classic-end-rightof = el brazo a la derecha del { $tile }
classic-labelled = { $label }: { $text }
classic-sep = ;{" "}
classic-play = { $tile } en { $end }
classic-play-lead = { $tile } de salida

## the count

classic-count-caption = Cuenta de los extremos:
classic-count-scores = { $sum } = { $total }: { $points }
classic-count-none = { $sum } = { $total }: no anota
classic-preview-out =
    { $role ->
        [you] dominas
       *[other] { $name } domina
    }
classic-preview-award =
    { $role ->
        [you] te anotas { $points }
       *[other] { $name } se anota { $points }
    }
classic-preview-award-team = { $name } se anotan { $points }
classic-preview-blocked = la ronda queda trancada
classic-preview-target = se alcanza el objetivo

## draw and pass

classic-button-draw = Robar ({ $key_draw })
classic-button-pass = Pasar ({ $key_pass })
classic-button-next = Otra ronda ({ $key_confirm })
classic-button-see_results = Ver resultados ({ $key_confirm })
classic-button-results = Resultados ({ $key_confirm })
classic-keys-results = La mesa al terminar la partida · Enter o Esc: los resultados
classic-reason-draw = Ninguna ficha va con { $numbers }: roba
classic-reason-draw-sum = Ninguna ficha suma { $total } con { $numbers }: roba
classic-reason-draw-matador = Solo van matadores: puedes robar en su lugar
classic-reason-pass = Ninguna ficha va con { $numbers }: pasa
classic-reason-pass-sum = Ninguna ficha suma { $total } con { $numbers }: pasa
classic-reason-pass-stock = Ninguna va con { $numbers } y el pozo está vacío: pasa
classic-reason-pass-stock-sum = Ninguna suma { $total } con { $numbers } y el pozo está vacío: pasa
classic-unavailable-play = { $button }: tienes una jugada
classic-unavailable-stock = { $button }: el pozo está vacío
classic-unavailable-drew = { $button }: se roba una vez por turno
classic-unavailable-draw_first = { $button }: roba primero
classic-reason-pass-drew = La ficha robada tampoco va: pasa

## status line

classic-status-pick =
    { $role ->
        [you] Te toca: elige una ficha
       *[other] Turno de { $name }: elige una ficha
    }
classic-status-lead =
    { $role ->
        [you] Sales tú: elige una ficha
       *[other] Sale { $name }: elige una ficha
    }
classic-status-double =
    { $role ->
        [you] Te toca: cubre el { $tile }
       *[other] Turno de { $name }: cubre el { $tile }
    }
classic-status-end = ¿Dónde va el { $tile }? Elige un extremo iluminado
classic-status-confirm = Otro clic ahí o Enter: { $play }
# The one rule of confirming, said while a tile is held and nothing is shown yet.
classic-held = Un clic en un extremo iluminado muestra ahí el { $tile }; otro clic ahí o Enter lo juega · otro clic en el { $tile } de tu mano lo devuelve
classic-demand-cover =
    { $role ->
        [you] Cubre el { $tile } en { $end }: no se puede jugar nada más
       *[other] { $name } debe cubrir primero el { $tile } en { $end }
    }
classic-demand-open =
    { $role ->
        [you] Tu tren está abierto: los demás pueden jugar en él
       *[other] El tren de { $name } está abierto: los demás pueden jugar en él
    }
classic-demand-matador = Solo los matadores suman { $total } con { $numbers }: juega uno
classic-status-draw =
    { $role ->
        [you] Debes robar: ninguna ficha va
       *[other] { $name } debe robar: ninguna ficha va
    }
classic-status-pass =
    { $role ->
        [you] Debes pasar: ninguna ficha va
       *[other] { $name } debe pasar: ninguna ficha va
    }
classic-status-thinking = { $name } ({ $level }) piensa…
classic-status-computer = Le toca a { $name } ({ $level })
classic-status-paused = { $name } espera: Rehacer sigue la partida
classic-status-cover =
    { $role ->
        [you] Te toca: las fichas están ocultas
       *[other] Turno de { $name }: las fichas están ocultas
    }
classic-status-round_over = Fin de la ronda { $n }: { $how }
classic-status-game_over = Fin de la partida: { $title }

## hints

classic-hint = Pista: { $play }: { $why }
classic-hint-plain = Pista: { $play }
classic-hint-thinking = Buscando una buena jugada…
classic-hint-none = No hay jugada que sugerir
classic-hint-none-draw = No hay jugada que sugerir: roba
classic-hint-none-pass = No hay jugada que sugerir: pasa
classic-hint-none-both = No hay jugada que sugerir: roba o pasa
classic-why-out = te deja sin fichas
classic-why-scores = anota { $n } ahora
classic-why-keeps = deja abierto el { $n } (tienes { $k } más)
classic-why-blocks = deja un { $n }, que el siguiente jugador no tiene
classic-why-heavy = suelta una ficha pesada ({ $n } pintas)
classic-why-double = se deshace del doble { $n }
classic-why-train = alarga tu tren propio
classic-why-keeps_matador = guarda tus matadores para más adelante
classic-why-matador = juega un matador
# A hint scoring less now than another play: what the search says it buys instead.
classic-why-trade = { $other } anota { $best } ahora, pero esta deja a tus rivales unos { $fewer } menos y a ti { $more } más en esta ronda
classic-why-trade-denies = { $other } anota { $best } ahora, pero esta deja a tus rivales unos { $fewer } menos en esta ronda
classic-why-trade-keeps = { $other } anota { $best } ahora, pero esta te guarda unos { $more } más para el resto de la ronda
classic-why-trade-game = { $other } anota { $best } ahora, pero la búsqueda valora más esta para el final de la partida

## log

classic-log-round = Ronda { $n }
classic-log-play = { $name }: { $play }
classic-log-scores = { $name }: { $play }, anota { $n }
classic-log-draw =
    { $role ->
        [you] Robas
       *[other] { $name } roba
    }
classic-log-draws =
    { $role ->
        [you] Robas { $n } fichas
       *[other] { $name } roba { $n } fichas
    }
classic-log-drew =
    { $role ->
        [you] Robas el { $tile }
       *[other] { $name } roba el { $tile }
    }
classic-log-drew-many =
    { $role ->
        [you] Robas { $n } fichas: { $tiles }
       *[other] { $name } roba { $n } fichas: { $tiles }
    }
classic-log-pass =
    { $role ->
        [you] Pasas
       *[other] { $name } pasa
    }

## a round's end

classic-how-out =
    { $role ->
        [you] dominaste
       *[other] { $name } dominó
    }
classic-how-blocked =
    { $role ->
        [you] tranque, tienes menos pintas en mano que nadie
       *[other] tranque, { $name } tiene menos pintas en mano que nadie
    }
classic-how-blocked-team = tranque, { $name } tienen menos pintas en mano que nadie
classic-how-tie = tranque con empate: nadie gana la ronda
classic-how-target =
    { $role ->
        [you] alcanzaste el objetivo
       *[other] { $name } alcanzó el objetivo
    }
classic-how-target-team = { $name } alcanzaron el objetivo
classic-summary-title = Fin de la ronda { $n }
# (the rule that gave a round's points, with its figures)
classic-rule-win = { $name }: { $points } por ganar la ronda
classic-rule-opponents = { $name }: { $points }, las { $pips } pintas que quedan en las manos de los demás
classic-rule-difference = { $name }: { $points }, las { $pips } pintas de los demás menos las { $own } del ganador por cada otro bando
classic-rule-fives = { $name }: { $points }, las { $pips } pintas de los demás redondeadas al 5 más cercano
classic-rule-all-pips = { $name }: { $points }, todas las { $all } pintas que quedan en mano, también las suyas
# (the same, when a single player is on the other side: named, or "your")
classic-rule-opponents-one =
    { $role ->
        [you] { $name }: { $points }, las { $pips } pintas que quedan en tu mano
       *[other] { $name }: { $points }, las { $pips } pintas que quedan en la mano de { $other }
    }
classic-rule-difference-one =
    { $role ->
        [you] { $name }: { $points }, tus { $pips } pintas menos las { $own } del ganador
       *[other] { $name }: { $points }, las { $pips } pintas de { $other } menos las { $own } del ganador
    }
classic-rule-fives-one =
    { $role ->
        [you] { $name }: { $points }, tus { $pips } pintas redondeadas al 5 más cercano
       *[other] { $name }: { $points }, las { $pips } pintas de { $other } redondeadas al 5 más cercano
    }
classic-rule-share = Empate con menos pintas: { $names } se llevan cada uno la mitad de las { $pips } pintas de { $third } redondeadas a 5, { $points }
classic-rule-tie = Empate con menos pintas: nadie anota
classic-rule-penalty = Cada bando se anota como castigo las pintas que le quedan en mano: menos es mejor
classic-rule-instant = El objetivo se alcanzó en juego: el final de la ronda no anota nada
# (what each side still needs, after a round)
classic-needs-points = Para llegar a { $goal } faltan: { $parts }
classic-needs-side = { $name } { $points }
classic-needs-rounds =
    { $n ->
        [one] Queda { $n } ronda
       *[other] Quedan { $n } rondas
    }
# (who leads the next round)
classic-next-leads =
    { $role ->
        [you] Próxima ronda: sales tú
       *[other] Próxima ronda: sale { $name }
    }
# (who opens a round, and why: the log's line under the round's heading)
classic-opens-lot =
    { $role ->
        [you] Empiezas tú: por sorteo
       *[other] Empieza { $name }: por sorteo
    }
classic-opens-chosen =
    { $role ->
        [you] Empiezas tú, como se eligió en la preparación
       *[other] Empieza { $name }, como se eligió en la preparación
    }
classic-opens-rotate =
    { $role ->
        [you] Empiezas tú: en cada ronda empieza el jugador siguiente
       *[other] Empieza { $name }: en cada ronda empieza el jugador siguiente
    }
classic-opens-double =
    { $role ->
        [you] Sales tú: tienes el doble más alto, el { $tile }
       *[other] Sale { $name }: tiene el doble más alto, el { $tile }
    }
classic-opens-heaviest =
    { $role ->
        [you] Sales tú: no se repartió ningún doble y tienes la ficha más pesada, el { $tile }
       *[other] Sale { $name }: no se repartió ningún doble y tiene la ficha más pesada, el { $tile }
    }
classic-lead-lot =
    { $role ->
        [you] Sales tú: por sorteo
       *[other] Sale { $name }: por sorteo
    }
classic-lead-chosen =
    { $role ->
        [you] Sales tú, como se eligió en la preparación
       *[other] Sale { $name }, como se eligió en la preparación
    }
classic-lead-again =
    { $role ->
        [you] Sales tú otra vez: la ronda { $n } terminó en empate
       *[other] Sale { $name } otra vez: la ronda { $n } terminó en empate
    }
classic-lead-lot-blocked =
    { $role ->
        [you] Sales tú: por sorteo, tras el tranque de la ronda { $n }
       *[other] Sale { $name }: por sorteo, tras el tranque de la ronda { $n }
    }
classic-lead-out =
    { $role ->
        [you] Sales tú: dominaste la ronda { $n }
       *[other] Sale { $name }: dominó la ronda { $n }
    }
classic-lead-lightest =
    { $role ->
        [you] Sales tú: la mano más ligera de los ganadores de la ronda { $n }
       *[other] Sale { $name }: la mano más ligera de los ganadores de la ronda { $n }
    }
classic-next-engine =
    { $role ->
        [you] Próxima ronda: el doble { $double } es la locomotora, empiezas tú
       *[other] Próxima ronda: el doble { $double } es la locomotora, empieza { $name }
    }
classic-col-side = Jugador
classic-col-pips = En mano
classic-col-play = En juego
classic-col-award = Ronda
classic-col-bonus = Bono final
classic-col-won = Rondas ganadas
classic-col-total = Puntos

## the game's end

classic-wins =
    { $role ->
        [you] ganas tú
       *[other] gana { $name }
    }
classic-wins-team = ganan { $name }
classic-tie = empate entre { $names }
# the end screen (figures/ui/classic/end.py)
classic-end-screen-ranking = Clasificación
classic-end-screen-chart = Puntos ronda a ronda
classic-end-screen-chart-won = Rondas ganadas, ronda a ronda
classic-end-screen-chart-low = Puntos ronda a ronda (gana el más bajo)
classic-end-screen-axis = rondas
classic-end-screen-goal = objetivo
classic-end-screen-rounds =
    { $n ->
        [one] { $n } ronda
       *[other] { $n } rondas
    }
classic-end-screen-reason-target = { $game } · { $target } puntos alcanzados en { $rounds }
classic-end-screen-reason-won = { $game } · { $target } rondas ganadas, en { $rounds }
classic-end-screen-reason-instant = { $game } · { $target } puntos alcanzados en juego en la ronda { $n }: la partida se gana en el acto
classic-end-screen-reason-rounds = { $game } · todas las rondas jugadas: { $rounds }
classic-end-screen-reason-rounds-low = { $game } · todas las rondas jugadas: { $rounds }, gana la puntuación más baja
classic-end-screen-reason-one = { $game } · una partida de una sola ronda
classic-end-screen-best =
    { $count ->
        [one] Mejor ronda: la { $n }, { $points } punto
       *[other] Mejor ronda: la { $n }, { $points } puntos
    }
classic-end-screen-best-low =
    { $count ->
        [one] Mejor ronda: la { $n }, { $points } punto de castigo
       *[other] Mejor ronda: la { $n }, { $points } puntos de castigo
    }
classic-end-screen-won =
    { $n ->
        [one] { $n } ronda ganada
       *[other] { $n } rondas ganadas
    }
classic-end-screen-won-none = Ninguna ronda ganada
classic-end-screen-best-none = Ninguna ronda dio puntos
classic-end-screen-new = Nuevo reparto
classic-end-screen-same = Repetir el reparto
classic-end-screen-same-short = Repetir
classic-end-screen-table = Ver la mesa
classic-end-screen-setup = Volver a preparar
classic-end-screen-setup-short = Preparar
classic-end-screen-table-short = La mesa
classic-end-screen-keys = Enter: nuevo reparto · S: repetir el reparto · T: la mesa · R: repetición · Esc: preparación · Tab, Espacio: los botones
classic-target-points = A { $n } puntos
classic-target-instant = A { $n } puntos, anotados en juego
classic-target-one = Una sola ronda
classic-target-rounds = { $n } rondas
classic-target-rounds-low = { $n } rondas, gana la puntuación más baja

## the screen

classic-side-scores = Puntos
classic-side-round = Ronda { $n }
classic-side-stock = Pozo: { $n }
classic-side-log = Jugadas
classic-undone =
    { $n ->
        [one] { $n } jugada deshecha
       *[other] { $n } jugadas deshechas
    }
classic-redone =
    { $n ->
        [one] { $n } jugada rehecha
       *[other] { $n } jugadas rehechas
    }
classic-toast-nothing_undo = No hay jugada tuya que deshacer
classic-toast-no_fit = El { $tile } no va en ningún extremo abierto
classic-toast-matadors_only = Solo van matadores: Enter juega el elegido, Tab elige otro, D roba en su lugar
classic-toast-pick_first = Ahí van varias fichas: elige una primero
classic-keys = Teclas: ← → Tab 1–9 una ficha · ↑ ↓ 1–9 un extremo · Enter juega · { $more }{ $key_hint } pista · { $key_undo } deshacer
classic-preview-flip = {" "}· F: al revés
classic-keys-draw = D roba ·{" "}
classic-keys-pass = P pasa ·{" "}
classic-keys-flip = F gira un matador ·{" "}
classic-keys-summary = Esc: ver la mesa · Esc otra vez o un clic: el resumen
classic-keys-peek = La mesa al terminar la ronda · Esc o un clic: otra vez el resumen
