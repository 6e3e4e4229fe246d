# Figures: tutorial texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

tutorial-setup_button = Aprende a jugar (G)
tutorial-offer = ¿Es tu primera vez en Figures? Una partida guiada corta te enseña las reglas en cuatro lecciones.
tutorial-badge = Guía { $n } / { $count }
tutorial-next = Seguir (N)
tutorial-skip = Saltar la guía (Esc)
tutorial-finish = Preparar partida (Enter)
tutorial-intro-title = Tu primera partida
tutorial-intro-text = Una partida corta contra la computadora, en la mesa de verdad y con las reglas de verdad, en cuatro lecciones: colocar una ficha, hacer coincidir los colores, cerrar una superficie y pagar una segunda ficha.
tutorial-intro-do = Pulsa Seguir para empezar.
tutorial-touch-title = 1. Coloca una ficha
tutorial-touch-text = La computadora colocó la primera ficha. La tuya debe tocar la mesa por un lado: las fichas del comienzo no dan puntos.
# (the lesson's domino in a player's words: where it is in the hand, outlined there)
tutorial-hand-held = la ficha que tienes en la mano
tutorial-hand-left = la ficha de la izquierda de tu mano (marcada)
tutorial-hand-right = la ficha de la derecha de tu mano (marcada)
tutorial-hand-only = tu última ficha
tutorial-hand-nth = la ficha { $n } de tu mano empezando por la izquierda (marcada)
tutorial-hand-outlined = la ficha marcada de tu mano
tutorial-touch-do = Haz clic en tu ficha y luego en las casillas marcadas: una vez para verla ahí y otra más para colocarla. R la gira, F muestra su otra cara.
tutorial-touch-done = Muy bien: tu ficha toca la mesa.
tutorial-match-title = 2. Haz coincidir los colores
tutorial-match-text = Donde dos fichas se tocan, los lados deben ser del mismo color. Cada lado que coincide da un punto (a partir del tercero, dos: la bonificación).
tutorial-match-do = Coloca { $which } en las casillas marcadas: gírala (R) o voltéala (F) hasta que todos los lados coincidan; un color equivocado se rechaza.
tutorial-match-done = +{ $points }: { $edges } lados del mismo color.
tutorial-close-title = 3. Cierra una superficie
tutorial-close-text = Una zona de un solo color cerrada por todos sus lados da un punto por cada cuadrado que contiene, además de los lados.
tutorial-close-do = Coloca { $which } en las casillas marcadas: cierra una superficie pequeña.
tutorial-close-done = +{ $points }: { $edges } lados y una superficie cerrada de { $squares } cuadrados.
tutorial-second-title = 4. Una segunda ficha
tutorial-second-text = Con { $cost } puntos o más puedes colocar tu otra ficha en el mismo turno: cuesta { $cost } puntos, así que juégala cuando te dé más.
tutorial-second-do = Pulsa «Jugar la segunda ficha» (S) y luego coloca { $which } en las casillas marcadas.
tutorial-second-done = +{ $points } − { $paid } = +{ $net }: una segunda ficha que vale su precio.
tutorial-ready-title = Ya sabes jugar
tutorial-ready-text = Sabes colocar, hacer coincidir, cerrar y pagar una segunda ficha. La partida termina con la vuelta en la que un jugador alcanza el objetivo; gana la puntuación más alta. ¡Prepara una partida de verdad!
tutorial-wait = La computadora está jugando…
tutorial-end_turn = Primero termina tu turno (E): luego juega la computadora.
tutorial-press_next = Pulsa Seguir (N).
tutorial-refused = Rechazada: { $reason }. Gírala (R) o voltéala (F).
tutorial-elsewhere = También cabe ahí, pero esta guía sigue desde las casillas marcadas.
tutorial-no_undo = En la guía no se puede deshacer.

## the classic guide

tutorial-classic-offer = ¿Es tu primera vez con el dominó? Una partida guiada corta te enseña Los cincos en tres lecciones.
tutorial-classic-intro-title = Tu primera partida de dominó
tutorial-classic-intro-text = Una partida corta de Los cincos contra la computadora, en la mesa de verdad y con las reglas de verdad, en tres lecciones: jugar en un extremo, robar cuando ninguna ficha sirve y anotarte un cinco.
tutorial-classic-match-title = 1. Juega en un extremo
tutorial-classic-match-text = La computadora colocó la primera ficha. La tuya va en un extremo de la línea de juego, con el número que coincide junto al número que se ve ahí: un { $touch } contra un { $touch }.
tutorial-classic-match-do = Haz clic en tu ficha { $tile } (marcada en tu mano) y luego en { $end }, en verde, para verla ahí; otro clic ahí o Enter la juega.
tutorial-classic-match-done = Tu ficha { $tile } se une al { $touch }: ahora los extremos muestran { $left } y { $right }.
tutorial-classic-draw-title = 2. Roba cuando no puedas jugar
tutorial-classic-draw-text = Cuando ninguna de tus fichas coincide con un extremo, toma una del pozo (Robar), y otra más hasta que alguna sirva; luego juégala.
tutorial-classic-draw-do = Ninguna de tus fichas tiene un { $numbers }: pulsa Robar (D).
tutorial-classic-draw-again = La ficha { $drawn } que robaste tampoco sirve: roba otra vez (D).
tutorial-classic-draw-play = La ficha { $tile } que robaste sirve: juégala en { $end }.
tutorial-classic-draw-done = Robaste { $n } fichas y jugaste la que sirve.
tutorial-classic-five-title = 3. Anótate un cinco
tutorial-classic-five-text = Después de cada jugada se suman los números de los extremos (la cuenta, encima de la mesa): un múltiplo de 5 (5, 10, 15…) vale esa misma cantidad de puntos.
tutorial-classic-five-do = Una de tus fichas hace que los extremos sumen un múltiplo de 5: juega tu ficha { $tile } (marcada) en { $end }.
tutorial-classic-five-done = Los extremos suman { $sum } = { $total }: +{ $points } para ti.
tutorial-classic-ready-title = Ya sabes jugar
tutorial-classic-ready-text = Sabes jugar en un extremo, robar y anotarte cincos. Una ronda termina cuando un jugador coloca su última ficha o nadie puede jugar; gana el primero que llega al objetivo. ¡Sigue jugando o prepara una partida de verdad!
tutorial-classic-elsewhere = Esa jugada también vale, pero esta guía sigue con la ficha marcada.
