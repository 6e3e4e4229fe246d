# Figures: playing online (en). Fluent syntax: https://projectfluent.org/fluent/guide/

setup-online = Play online… (O)
setup-online-short = Online (O)

## host or join

online-title = Play online
online-host-title = Host a table
online-join-title = Join a table
online-name = Your name at the table
online-name-hint = Your name
online-host-game = Game: { $game }, with the options chosen in the set-up
online-host-about = Friends join with the code and this machine's address. Seats of people left open are theirs; the computers play on this machine.
online-clock-off = Turn clock: off
online-clock = Turn clock: { $seconds } s
online-takebacks-on = Takebacks: asked of the others
online-takebacks-off = Takebacks: none
online-spectators-on = Spectators: welcome
online-spectators-off = Spectators: none
online-public-on = Lobby: listed, for anyone to join
online-public-off = Lobby: not listed (the code only)
online-host = Host
online-address = The host's address
online-address-hint = The address the host's screen shows
online-code = The table's code
online-code-hint = ABC234
online-join = Join
online-back = Back (Esc)
online-recent = Tables played lately: a click takes your seat back
online-recent-row = { $code } · { $game } · { $address }
online-tables = Public tables
online-quick = Quick join: { $game }
online-tables-asking = Asking { $address } for its public tables…
online-tables-none = No public table waits for players at { $address }
online-tables-title = Public tables at { $address }
online-tables-row = { $game } · { $n ->
        [one] { $n } seat free
       *[other] { $n } seats free
    } · { $host } · { $code }
online-error-name = Type your name first
online-error-code = A table's code has { $n } letters and digits

## the waiting room

online-connecting = Connecting to { $address }…
online-room-code = The table's code
online-room-addresses = Friends join at
online-room-game = { $game }
online-room-wait = The host starts the game when everyone is in
online-start = Start the game
online-seat-host = {" "}(host)
online-seat-open = (open)
online-seat-you = {" "}· you
online-kind-person = person
online-kind-computer = computer
online-kind-open = waiting for a player
online-chat = Chat
online-chat-hint = Say something
online-chat-send = Send

## at the table

online-table = Online · table { $code }
online-link-reconnecting = { $table } · reconnecting…
online-link-down = The connection dropped: coming back by itself…
online-link-up = Connected again
online-seat-away = away
online-seat-standin = away: the computer plays meanwhile
online-status-clock = { $status } · { $seconds } s
online-chat-say = Say:
online-chat-line = { $name }: { $text }
online-takeback-title = Take back?
online-takeback-body = { $name } asks to take back their last move.
online-takeback-yes = Accept (Enter)
online-takeback-no = Refuse (Esc)
online-takeback-asked = Takeback asked: the other players answer
online-toast-not_yours = Not your move to play now
online-toast-no_save = An online game is kept by its server: its record is yours when it ends

## the end

online-status-waiting = { $name } to play
online-status-sent = Your move is on its way…
online-end-rematch = Rematch (M)
online-end-asked = Rematch asked: waiting for the others

## errors and leaving

online-error-code_letters = A table's code has no O, 0, I or 1: only the letters and digits it can be read out with
online-error-unreachable = Nobody answers at { $address }: is the host's app on the Play online screen, and the address and port right?
online-error-no_table = No table has this code at this address: check the code with the host
online-error-no_seat = This table has no free seat
online-error-token = This seat is no longer yours (the table let it go): join again with the code
online-error-full = The server has all the tables and players it takes: try again later
online-error-quick = This server opens no table of { $game } for { $n } players
online-leave-title = Leave your table?
online-leave-body = You host this table: it closes for everyone while your app is away. Their seats are kept, and the game goes on where it was when you take your seat back from Tables played lately.
online-leave-yes = Leave (Enter)
online-leave-no = Stay (Esc)
