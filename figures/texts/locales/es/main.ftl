# Figures: main texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

# The language's own name, as the language picker shows it.
language-name = Español

## general

app-title = Figures
kind-human = Humano
kind-random = Computadora: al azar
kind-easy = Computadora: fácil
kind-medium = Computadora: medio
kind-hard = Computadora: difícil
kind-short-human = Humano
kind-short-random = Al azar
kind-short-easy = Comp. fácil
kind-short-medium = Comp. medio
kind-short-hard = Comp. difícil
kind-brief-random = Comp. al azar
kind-brief-easy = Comp. fácil
kind-brief-medium = Comp. medio
kind-brief-hard = Comp. difícil
kind-level-random = Al azar
kind-level-easy = Fácil
kind-level-medium = Medio
kind-level-hard = Difícil
colour-R = rojo
colour-Y = amarillo
colour-G = verde
colour-B = azul
on = sí
off = no

## set-up

setup-players = Jugadores
setup-default-you = Tú
setup-default-computer = Computadora
setup-seat = Jugador { $n }
setup-add = Agregar jugador
setup-remove = Quitar
setup-target = Puntuación objetivo
setup-first = Primer jugador
setup-first-random = al azar
setup-seed = Número de reparto (semilla)
setup-seed-random = vacío: un reparto nuevo
setup-language = Idioma
setup-colour_blind = Símbolos para daltónicos
setup-start = Empezar la partida
setup-open = Abrir una partida…
setup-rules = Reglas
setup-resume = Quedó una partida sin terminar ({ $summary }).
setup-resume-confirm = Una partida nueva reemplaza a la que quedó sin terminar ({ $summary }): pulsa Empezar otra vez para guardarla en la carpeta de partidas y empezar, o reanúdala.
autosave-bad = No se pudo leer la partida guardada automáticamente ({ $problem }); se conservó como { $name }.
autosave-bad-kept = No se pudo leer la partida guardada automáticamente ({ $problem }) ni apartarla ({ $error }).
settings-bad = No se pudo leer la preparación recordada de la última vez: { $problem }. Se conservó como { $name } y se muestra la preparación habitual.
settings-bad-kept = No se pudo leer la preparación recordada de la última vez: { $problem }. Tampoco se pudo apartar ({ $error }); se muestra la preparación habitual.
slot-busy = Otra ventana de Figures está jugando la partida guardada automáticamente{ $who }: esta ventana guarda su propia partida, en { $name }, y no toca la otra.
slot-busy-who = {" "}(proceso { $pid })
slot-none = Todos los lugares para partidas guardadas automáticamente están ocupados por otras ventanas de Figures: la partida de esta ventana no se guarda automáticamente ({ $key_save } la guarda).
slot-orphan = Una partida que quedó sin terminar en otra ventana se conservó como { $name }.
setup-resume-yes = Reanudarla
setup-resume-no = Descartar
# The set-up's refusals: the game judges the settings (a SettingsError's field, reason
# and values), the set-up says it in the player's language.
setup-error-seed = El número de reparto debe ser un número entero.
setup-error-seed-range = El número de reparto debe ser { $low } o más.
setup-error-name-empty = El jugador { $n } necesita un nombre.
setup-error-name-long = El nombre del jugador { $n } es demasiado largo: { $high } caracteres como máximo.
setup-error-name-control = El nombre del jugador { $n } tiene un carácter que no se puede mostrar.
setup-error-name-other = El nombre del jugador { $n } no se puede usar.
# (only the default names begin with @)
setup-error-name-token = El nombre del jugador { $n } no puede empezar por { $mark }.
setup-error-kind = El jugador { $n } no es ni un humano ni un nivel de la computadora de este juego.
setup-error-players = Una partida necesita de { $low } a { $high } jugadores.
setup-error-target = La puntuación objetivo debe estar entre { $low } y { $high }.
setup-error-first = El primer jugador debe ser uno de los { $n } jugadores.
setup-error-other = Con esta preparación no se puede jugar.

## game: top bar

top-turn =
    { $role ->
        [you] Te toca
        [computer] Le toca a la computadora
       *[other] Le toca a { $name }
    }
# (Short enough for the top bar of a 900-pixel window: the hand says the rest.)
top-opening =
    { $role ->
        [you] Apertura: coloca una ficha
       *[other] Apertura: { $name } coloca una ficha
    }
top-second =
    { $role ->
        [you] 2.ª ficha (−{ $cost }) o fin del turno
       *[other] { $name }: segunda ficha (−{ $cost }) o fin
    }
top-end_only =
    { $role ->
        [you] Termina tu turno
       *[other] { $name }: fin del turno
    }
top-over = La partida terminó
top-target = Objetivo { $target }
top-bag = Bolsa: { $count }
top-thinking =
    { $role ->
        [computer] La computadora está pensando
       *[other] { $name } está pensando
    }
top-paused = Computadora en pausa tras deshacer: { $key_redo } rehace, C la deja jugar
button-rules = Reglas ({ $key_rules })
button-undo = Deshacer
button-redo = Rehacer
button-save = Guardar
button-open = Abrir
button-fit = Ajustar ({ $key_fit })
button-aid_spots = Sitios ({ $key_spots })
button-hint = Pista ({ $key_hint })
button-menu = Menú
button-more = Más
button-save-short = Guardar
button-aid_spots-short = Sitios
button-hint-short = Pista
button-fit-short = Ajustar
button-rules-short = Reglas
button-help = Teclas ({ $key_help })

## game: side panel

panel-players = Puntuaciones
panel-hand_count = { $count } en mano
panel-track = Recorrido de puntos
panel-log = Últimas jugadas
panel-log-empty = Todavía no hay jugadas.
log-opening =
    { $role ->
        [you] Abres con la ficha #{ $tile }
       *[other] { $name } abre con la ficha #{ $tile }
    }
log-place = { $name } +{ $points } ({ $detail })
log-place-paid = { $name } +{ $points } −{ $paid } ({ $detail })
log-return =
    { $role ->
        [you] No puedes colocar, devuelves { $count }
       *[other] { $name } no puede colocar, devuelve { $count }
    }
log-showed =
    { $role ->
        [you] {" "}(mostraste { $tiles })
       *[other] {" "}(mostró { $tiles })
    }
log-pass =
    { $role ->
        [you] No puedes colocar y pasas
       *[other] { $name } no puede colocar y pasa
    }
detail-edges =
    { $n ->
        [one] { $n } lado
       *[other] { $n } lados
    }
detail-bonus = bonificación { $n }
detail-closed = cerrada { $sizes }
detail-closed-square = cerrada { $squares } × { $points }
detail-squares =
    { $n ->
        [one] { $n } cuadrado
       *[other] { $n } cuadrados
    }
# A sum of several surfaces' squares: "(4 + 6) squares".
detail-squares-sum = { $sizes } cuadrados

## game: hand and placing

hand-title =
    { $role ->
        [you] Tu mano
       *[other] Mano de { $name }
    }
hand-opening =
    { $role ->
        [you] Tu ficha de apertura
       *[other] Ficha de apertura de { $name }
    }
hand-select-opening = Colócala donde quepa: elígela (haz clic en ella, o 1)
hand-face = cara { $n }
domino = ficha #{ $tile }
domino-face = ficha #{ $tile }, cara { $face }
hand-hidden = Oculta
hand-waiting = Esperando a { $name }
hand-keys = 1/2 o Tab elegir · R girar · F voltear · clic o Enter: vista previa, otra vez: confirmar
hand-select = Elige una ficha (haz clic en ella, o 1 / 2)
hand-select-hints = Elige una pista (haz clic en ella, o 1 / 2 / 3) o una ficha (haz clic en ella, o Tab)
status-legal = Cabe aquí: { $detail } = { $points }{ $paid }
status-legal-opening = Cabe aquí (apertura: sin puntos)
status-preview = Vista previa: { $detail } = { $points }{ $paid }. Haz clic otra vez o Enter para confirmar, Esc para cancelar
status-preview-short = Vista previa: { $detail } = { $points }{ $paid }
status-preview-paid = , luego pagas { $cost }
status-illegal = Aquí no: { $reason }
status-no_spot = Esta cara no cabe en ningún sitio; prueba la otra cara (F) o la otra ficha
reason-overlap = quedaría encima de una ficha de la mesa
reason-not_touching = debe tocar una ficha por un lado
reason-mismatch = el lado { $colour } tocaría uno { $other }
reason-not_affordable = una segunda ficha cuesta { $cost } puntos
button-second = Jugar la segunda ficha (−{ $cost })
button-second-short = Segunda (−{ $cost })
button-end_turn = Fin del turno
button-return = Devolver selección ({ $count })
button-pass = Pasar
button-results = Resultados
button-confirm = Confirmar ({ $key_confirm })
button-cancel = Cancelar ({ $key_cancel })
stuck-title = Ninguna de tus dos fichas cabe en la mesa.
stuck-choose = Haz clic en las fichas (o pulsa 1 / 2) que quieres devolver a la bolsa; sacas otras tantas. Enter las devuelve (o pasa si no elegiste ninguna).
stuck-empty_bag = La bolsa está vacía: solo puedes pasar.
second-offer = Puntuación { $score }: puedes jugar tu otra ficha (suma puntos y luego pagas { $cost }).
second-nowhere = Tu otra ficha no cabe en ningún sitio de la mesa: termina tu turno.
toast-undo_others = Solo se pueden deshacer las jugadas de tu propio turno.
second-cannot = Una segunda ficha necesita al menos { $cost } puntos: termina tu turno.
hint-none = No hay ninguna colocación que sugerir.
hint-thinking = Buscando las mejores colocaciones…
hint-caption = Ordenadas por la computadora difícil: los puntos de ahora y lo que cada jugada deja abierto
hint-leaves = {" "}· deja menos al siguiente jugador o más para ti
hint-why = {" "}· por delante de la pista { $n }: { $why }
hint-opens = deja abierto un { $colour } de { $size }
hint-sep = ;{" "}
hint-opens-none = no deja abierta ninguna superficie de { $size }+
hint-reply = {" "}(mejor respuesta del siguiente jugador +{ $gain })
hint-other = la jugada de { $points } puntos { $opens }
hint-kept = tu otra ficha guarda { $points } para el próximo turno
hint-then = luego { $domino } como segunda pagada: +{ $points } − { $cost }
hint-hand-one = tu ficha
hint-hand-left = tu ficha de la izquierda
hint-hand-right = tu ficha de la derecha
hint-hand-nth = tu ficha { $n }
hint-hand-flip = { $domino }, la otra cara
hint-end_better = Mejor termina tu turno (mejor segunda ficha: { $net })
hint-wins = {" "}· más posibilidades de ganar la partida
hint-line = { $n }. { $move }: { $detail } = { $points }
points =
    { $n ->
        [one] { $n } punto
       *[other] { $n } puntos
    }
legend-spots = Sitios (L): cada lugar donde cabe esta cara, enmarcado en verde; en negrita en su dirección actual (R la gira)
toast-saved = Guardado en { $path }
toast-opened = Abierto: { $path }
toast-kept = ; la partida sin terminar se conserva como { $name }
toast-kept-new = Partida nueva; la que quedó sin terminar se conserva en la carpeta de partidas como { $name }.
toast-undo = Deshecho: { $what }
undo-own =
    { $role ->
        [you] tu jugada ({ $dominoes })
       *[other] la jugada de { $name } ({ $dominoes })
    }
undo-own_end =
    { $role ->
        [you] el final de tu turno
       *[other] el final del turno de { $name }
    }
undo-reply =
    { $role ->
        [computer] la respuesta de la computadora ({ $dominoes })
       *[other] la respuesta de { $name } ({ $dominoes })
    }
undo-turn =
    { $role ->
        [you] tu turno
        [computer] el turno de la computadora
       *[other] el turno de { $name }
    }
undo-and = {" "}y{" "}
toast-redo = Rehecho: { $what }
toast-nothing_undo = Nada que deshacer
toast-nothing_redo = Nada que rehacer
toast-error = Error: { $message }
toast-autosave_failed = Falló el guardado automático: { $message }
help-title = Teclas
key-space = Espacio
key-home = Inicio
key-enter = Enter
key-escape = Esc
key-shift = Mayús
help-body =
    1 / 2, Tab: elegir una ficha    R / Mayús+R: girar    F: voltear (la otra cara)
    Flechas: mover la ficha (sin ficha, mueven la mesa; Mayús+flechas siempre la mueven)
    Enter o clic: vista previa, otra vez: confirmar    Esc: cancelar    E: fin del turno
    S: segunda ficha    Rueda: zoom    Arrastrar: mover la mesa    { $key_fit }: ajustar la mesa
    { $key_spots }: sitios válidos    { $key_hint }: pistas sí / no (1 / 2 / 3 eligen una)    { $key_undo } / { $key_redo }: deshacer / rehacer
    { $key_save } / { $key_open }: guardar / abrir    { $key_rules }: reglas    { $key_help }: esta ayuda

## pass-and-play

pass-title = Pasa la computadora a { $name }
pass-body =
    { $role ->
        [you] Las fichas siguen ocultas hasta que quieras verlas.
       *[other] Las fichas siguen ocultas hasta que { $name } quiera verlas.
    }
pass-show = Mostrar mis fichas
pass-last = Últimas jugadas:

## files

file-save-title = Guardar la partida
file-open-title = Abrir una partida guardada
file-path = Archivo:
file-recent = Partidas guardadas en { $folder }:
file-none = (todavía ninguna)
file-ok-save = Guardar
file-ok-open = Abrir
file-cancel = Cancelar
file-error = No se puede abrir este archivo: { $message }
file-error-no_folder = No existe la carpeta { $folder }: escribe la ruta de una carpeta que exista.
file-error-path = Esta ruta no se puede usar: { $message }.
file-error-is_folder = { $path } es una carpeta: escribe un nombre de archivo.

## rules

rules-title = Reglas
rules-back = Volver (Esc)
rules-paused = Las computadoras esperan mientras lees.
rules-scroll = Rueda, flechas o teclas RePág/AvPág para desplazarte

## end of game

end-title = Fin de la partida
end-reason-target = Se alcanzó el objetivo.
end-reason-all-placed = Todas las fichas están en la mesa.
end-reason-blocked = Pasó una vuelta entera sin ninguna colocación.
end-winner =
    { $role ->
        [you] ¡Ganaste!
       *[other] ¡Ganó { $names }!
    }
end-winners = ¡{ $names } comparten la victoria!
end-and = {" "}y{" "}
end-ranking = Clasificación
end-rank_line = { $rank }. { $name }: { $score }
end-best = mejor colocación: { $points } ({ $detail })
end-best-none = ninguna colocación
end-largest = mayor superficie cerrada: { $size }
end-largest-none = ninguna superficie cerrada
end-counts = { $placed }, { $closed }
end-placed =
    { $n ->
        [one] { $n } ficha colocada
       *[other] { $n } fichas colocadas
    }
end-closed =
    { $n ->
        [one] { $n } superficie cerrada
       *[other] { $n } superficies cerradas
    }
end-track = Las puntuaciones a lo largo de la partida
end-turn_axis = turnos
end-new = Nueva partida
end-same = Repetir el reparto
end-setup = Volver al menú
end-view_table = Ver la mesa
animation-points = +{ $points }
animation-paid = −{ $paid }
