# Figures: jugar en línea (es). Sintaxis Fluent: https://projectfluent.org/fluent/guide/

setup-online = Jugar en línea… (O)
setup-online-short = En línea (O)

## alojar o unirse

online-title = Jugar en línea
online-host-title = Alojar una mesa
online-join-title = Unirse a una mesa
online-name = Tu nombre en la mesa
online-name-hint = Tu nombre
online-host-game = Juego: { $game }, con las opciones elegidas
online-host-about = Tus amigos se unen con el código y la dirección de esta máquina. Los asientos de personas quedan libres para ellos; las computadoras juegan en esta máquina.
online-clock-off = Reloj: sin reloj
online-clock = Reloj: { $seconds } s por jugada
online-takebacks-on = Deshacer: se pide a los demás
online-takebacks-off = Deshacer: no
online-spectators-on = Espectadores: bienvenidos
online-spectators-off = Espectadores: no
online-host = Alojar
online-address = La dirección del anfitrión
online-address-hint = 192.168.1.20:8765
online-code = El código de la mesa
online-code-hint = ABC234
online-join = Unirse
online-back = Volver (Esc)
online-recent = Mesas recientes: un clic recupera tu asiento
online-recent-row = { $code } · { $game } · { $address }
online-error-name = Escribe primero tu nombre
online-error-code = El código de una mesa tiene { $n } letras y cifras
online-error-classic_only = Esta versión juega en línea los juegos clásicos desde la aplicación; el juego de colores se juega en línea con figures serve y figures bot

## la sala de espera

online-connecting = Conectando con { $address }…
online-room-code = El código de la mesa
online-room-addresses = Tus amigos se unen en
online-room-game = { $game }
online-room-wait = El anfitrión empieza la partida cuando todos están
online-start = Empezar la partida
online-seat-host = {" "}(anfitrión)
online-seat-open = (libre)
online-seat-you = {" "}· tú
online-kind-person = persona
online-kind-computer = computadora
online-kind-open = esperando a un jugador
online-chat = Chat
online-chat-hint = Di algo
online-chat-send = Enviar

## en la mesa

online-table = En línea · mesa { $code }
online-link-reconnecting = { $table } · reconectando…
online-link-down = Se cortó la conexión: vuelve sola…
online-link-up = Conectado de nuevo
online-seat-away = ausente
online-seat-standin = ausente: la computadora juega mientras tanto
online-status-clock = { $status } · { $seconds } s
online-chat-say = Decir:
online-chat-line = { $name }: { $text }
online-takeback-title = ¿Deshacer?
online-takeback-body = { $name } pide deshacer su última jugada.
online-takeback-yes = Aceptar (Enter)
online-takeback-no = Rechazar (Esc)
online-takeback-asked = Deshacer pedido: responden los demás jugadores
online-toast-not_yours = No te toca jugar ahora
online-toast-no_save = Una partida en línea la guarda su servidor: su registro es tuyo al final

## the end

online-status-waiting = Le toca a { $name }
online-status-sent = Tu jugada va en camino…
online-end-rematch = Revancha (Enter)
online-end-asked = Revancha pedida: la siguiente partida empieza cuando todos la pidan
