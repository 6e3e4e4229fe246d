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
online-public-on = Sala: en la lista, abierta a todos
online-public-off = Sala: fuera de la lista (solo con el código)
online-host = Alojar
online-address = La dirección del anfitrión
online-address-hint = La dirección que muestra la pantalla del anfitrión
online-code = El código de la mesa
online-code-hint = ABC234
online-join = Unirse
online-back = Volver (Esc)
online-recent = Mesas recientes: un clic recupera tu asiento
online-recent-row = { $code } · { $game } · { $address }
online-tables = Mesas públicas
online-quick = Partida rápida: { $game }
online-tables-asking = Pidiendo a { $address } sus mesas públicas…
online-tables-none = Ninguna mesa pública espera jugadores en { $address }
online-tables-title = Mesas públicas en { $address }
online-tables-row = { $game } · { $n ->
        [one] { $n } asiento libre
       *[other] { $n } asientos libres
    } · { $host } · { $code }
online-error-name = Escribe primero tu nombre
online-error-code = El código de una mesa tiene { $n } letras y cifras

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
online-end-rematch = Revancha (M)
online-end-asked = Revancha pedida: esperando a los demás

## errors and leaving

online-error-code_letters = El código de una mesa no tiene O, 0, I ni 1: solo letras y cifras fáciles de leer en voz alta
online-error-unreachable = Nadie responde en { $address }: ¿está la aplicación del anfitrión en la pantalla Jugar en línea, y son correctos la dirección y el puerto?
online-error-no_table = Ninguna mesa tiene este código en esta dirección: comprueba el código con el anfitrión
online-error-no_seat = Esta mesa no tiene asientos libres
online-error-token = Este asiento ya no es tuyo (la mesa lo liberó): únete de nuevo con el código
online-error-full = El servidor tiene todas las mesas y jugadores que admite: inténtalo más tarde
online-error-quick = Este servidor no abre mesas de { $game } para { $n } jugadores
online-leave-title = ¿Dejar tu mesa?
online-leave-body = Alojas esta mesa: se cierra para todos mientras tu aplicación no esté. Sus asientos se guardan, y la partida sigue donde estaba cuando recuperes tu asiento desde las mesas recientes.
online-leave-yes = Salir (Enter)
online-leave-no = Quedarse (Esc)
