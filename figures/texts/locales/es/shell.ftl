# Figures: shell texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

shell-game = Juego
shell-about = { $title }: { $line }
shell-hint = RePág/AvPág: otro juego · Tab: campo o botón siguiente · Espacio: pulsarlo · Enter: empezar

## the games

game-title-colour = Figuras de colores
game-desc-colour = Haz coincidir los colores de las fichas de triángulos y cierra figuras.
game-brief-colour = Une colores, cierra figuras.
game-title-block = Dominó de bloqueo
game-desc-block = Doble seis, ficha tras ficha, sin robar: gana quien domine primero.
game-brief-block = Doble seis, sin robar.
game-title-block-teams = Dominó por parejas
game-desc-block-teams = El bloqueo para cuatro, con los compañeros sentados frente a frente.
game-brief-block-teams = Cuatro jugadores en parejas.
game-title-block-points = Bloqueo a 100 puntos
game-desc-block-points = Sin robar; el ganador se anota las pintas de los demás.
game-brief-block-points = El ganador se anota las pintas ajenas.
game-title-draw = Dominó de robo
game-desc-draw = Roba del pozo hasta que puedas jugar.
game-brief-draw = Roba hasta poder jugar.
game-title-draw-5 = Robo de cinco fichas con cruces
game-short-draw-5 = Robo con cruces
game-desc-draw-5 = Cinco fichas cada uno; cada doble abre un cruce.
game-brief-draw-5 = Cada doble abre un cruce.
game-title-all-fives = Los cincos
game-desc-all-fives = Anótate puntos cuando los extremos abiertos sumen un múltiplo de cinco.
game-brief-all-fives = Anótate los múltiplos de cinco.
game-title-mexican-train = Tren mexicano
game-desc-mexican-train = Trenes de doble doce desde una estación, hasta ocho jugadores.
game-brief-mexican-train = Trenes de doble doce, hasta ocho.
game-title-matador = Matador
game-desc-matador = Cada unión suma siete; los matadores van en cualquier sitio.
game-brief-matador = Cada unión suma siete.

## a classic set-up

setup-teams = Por parejas
setup-hand = Fichas por mano
setup-lead = Quién sale
setup-lead-highest-double = el doble más alto
setup-lead-any = el primer jugador, cualquier ficha
setup-cannot_play = Si no puede jugar
setup-cannot_play-pass = pasa (bloqueo)
setup-cannot_play-draw-until = roba hasta poder
setup-cannot_play-draw-one = roba una, o pasa
setup-target-points = puntos a alcanzar
setup-target-rounds = rondas a jugar
setup-target-instant = puntos en juego
setup-first-rule = quien lo tenga
setup-error-rules = Estas opciones no se pueden jugar juntas.
# what the open dialog says of each file
file-summary-unreadable = no se puede leer
file-summary-sheet = Hoja de puntos: { $game }
file-summary-finished = terminada: { $scores }
file-summary-going = en curso
# The set-up's offer to resume a colour game: which game, and the scores.
setup-resume-game = { $game }: { $scores }
file-summary-going-scores = en curso: { $scores }
# The names figures play gives seats without --names, in the window's language.
names-player = Jugador { $n }
names-computer = Computadora { $n } ({ $level })
names-level-random = al azar
names-level-easy = fácil
names-level-medium = medio
names-level-hard = difícil
file-summary-scenario = Escenario: { $game }
file-summary-classic = partida clásica
file-summary-position = fichas en la mesa: { $dominoes } · jugadas evaluadas: { $plays }
file-summary-actions = acciones evaluadas: { $count }
file-hint-open = ↑↓ o un clic: elegir · Enter o doble clic: abrir
# A computer named by its seat (the set-up's "Computer 3" when there are several).
names-computer-seat = Computadora { $n }
