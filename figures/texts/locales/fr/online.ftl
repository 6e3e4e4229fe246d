# Figures : jouer en ligne (fr). Syntaxe Fluent : https://projectfluent.org/fluent/guide/

setup-online = Jouer en ligne… (O)
setup-online-short = En ligne (O)

## héberger ou rejoindre

online-title = Jouer en ligne
online-host-title = Héberger une table
online-join-title = Rejoindre une table
online-name = Votre nom à la table
online-name-hint = Votre nom
online-host-game = Jeu : { $game }, avec les options choisies
online-host-about = Vos amis rejoignent avec le code et l’adresse de cette machine. Les places des joueurs restent libres pour eux ; les ordinateurs jouent sur cette machine.
online-clock-off = Pendule : aucune
online-clock = Pendule : { $seconds } s par coup
online-takebacks-on = Reprises : demandées aux autres
online-takebacks-off = Reprises : aucune
online-spectators-on = Spectateurs : bienvenus
online-spectators-off = Spectateurs : aucun
online-public-on = Salon : listée, ouverte à tous
online-public-off = Salon : non listée (le code seulement)
online-host = Héberger
online-address = L’adresse de l’hôte
online-address-hint = L’adresse qu’affiche l’écran de l’hôte
online-code = Le code de la table
online-code-hint = ABC234
online-join = Rejoindre
online-back = Retour (Échap)
online-recent = Tables récentes : un clic reprend votre place
online-recent-row = { $code } · { $game } · { $address }
online-tables = Tables publiques
online-quick = Partie rapide : { $game }
online-tables-asking = Demande des tables publiques à { $address }…
online-tables-none = Aucune table publique n’attend de joueurs à { $address }
online-tables-title = Tables publiques à { $address }
online-tables-row = { $game } · { $n ->
        [one] { $n } place libre
       *[other] { $n } places libres
    } · { $host } · { $code }
online-error-name = Tapez d’abord votre nom
online-error-code = Le code d’une table a { $n } lettres et chiffres

## la salle d’attente

online-connecting = Connexion à { $address }…
online-room-code = Le code de la table
online-room-addresses = Vos amis rejoignent à
online-room-game = { $game }
online-room-wait = L’hôte lance la partie quand tout le monde est là
online-start = Lancer la partie
online-seat-host = {" "}(hôte)
online-seat-open = (libre)
online-seat-you = {" "}· vous
online-kind-person = joueur
online-kind-computer = ordinateur
online-kind-open = en attente d’un joueur
online-chat = Discussion
online-chat-hint = Dites quelque chose
online-chat-send = Envoyer

## à la table

online-table = En ligne · table { $code }
online-link-reconnecting = { $table } · reconnexion…
online-link-down = La connexion est coupée : elle revient d’elle-même…
online-link-up = Connecté à nouveau
online-seat-away = absent
online-seat-standin = absent : l’ordinateur joue en attendant
online-status-clock = { $status } · { $seconds } s
online-chat-say = Dire :
online-chat-line = { $name } : { $text }
online-takeback-title = Reprendre ?
online-takeback-body = { $name } demande à reprendre son dernier coup.
online-takeback-yes = Accepter (Entrée)
online-takeback-no = Refuser (Échap)
online-takeback-asked = Reprise demandée : les autres joueurs répondent
online-toast-not_yours = Ce n’est pas à vous de jouer
online-toast-no_save = Une partie en ligne est gardée par son serveur : son relevé est à vous à la fin

## the end

online-status-waiting = À { $name } de jouer
online-status-sent = Votre coup est en route…
online-end-rematch = Revanche (M)
online-end-asked = Revanche demandée : on attend les autres

## errors and leaving

online-error-code_letters = Le code d’une table n’a ni O, ni 0, ni I, ni 1 : seulement des lettres et chiffres faciles à lire à voix haute
online-error-unreachable = Personne ne répond à { $address } : l’application de l’hôte est-elle sur l’écran Jouer en ligne, l’adresse et le port sont-ils justes ?
online-error-no_table = Aucune table n’a ce code à cette adresse : vérifiez le code avec l’hôte
online-error-no_seat = Cette table n’a plus de place libre
online-error-token = Cette place n’est plus la vôtre (la table l’a libérée) : rejoignez-la avec le code
online-error-full = Le serveur a toutes les tables et tous les joueurs qu’il peut prendre : réessayez plus tard
online-error-quick = Ce serveur n’ouvre pas de table de { $game } à { $n } joueurs
online-leave-title = Quitter votre table ?
online-leave-body = Vous hébergez cette table : elle se ferme pour tous tant que votre application n’est pas là. Leurs places sont gardées, et la partie reprend où elle en était quand vous reprenez votre place depuis les tables récentes.
online-leave-yes = Quitter (Entrée)
online-leave-no = Rester (Échap)
