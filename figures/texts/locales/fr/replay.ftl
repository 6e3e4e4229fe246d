# Figures: replay texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

# The replay's file dialog (figures/ui/widgets/dialog.py): its list, and what a row says of
# a game that is not a file the player saved.
replay-dialog-recent = Parties enregistrées dans { $folder }, et les parties jouées jusqu'au bout :
replay-dialog-autosave = la dernière partie jouée
replay-dialog-kept = gardée à sa fin
# The steps (figures/ui/replay/steps.py): what was done.
replay-open = pose le domino d'ouverture #{ $tile }
replay-place = pose le domino #{ $tile }
replay-second = paie un second domino, #{ $tile }
replay-end = finit son tour
replay-return = rien ne va : en rend { $n } au sac
replay-pass = passe
replay-lead = ouvre avec le { $tile }
replay-play = { $tile } sur { $end }
replay-draw = pioche le { $tile }
replay-round = fin de la manche { $n }
replay-edges =
    { $n ->
        [one] { $n } bord
       *[other] { $n } bords
    }
replay-bonus = { $n } de bonus
replay-closes = ferme { $surface }
replay-surface-R = un rouge de { $n }
replay-surface-Y = un jaune de { $n }
replay-surface-G = un vert de { $n }
replay-surface-B = un bleu de { $n }
replay-sum = { $parts } = { $points }
replay-why-paid = { $text }, − { $paid } payés : { $net }
replay-why-drawn = { $text } ; pioche { $n }
replay-why-open = l'ouverture ne rapporte rien
replay-why-end = pas de second domino ; pioche { $n }
replay-why-nothing = aucun point
replay-why-return = aucun point ; en pioche { $n } à la place
replay-why-pass = rien ne va et le sac est vide
replay-why-count = les bouts font { $n } : +{ $n }
replay-why-draw = aucun domino ne va : pioche
replay-how = { $how } ; points : { $points }
replay-how-out = { $name } a posé son dernier domino
replay-how-target = { $name } atteint le but
replay-how-blocked = le jeu est bloqué
replay-how-tie = égalité
replay-how-over = { $text }. Partie finie : { $names } gagne
replay-over = La partie est finie : { $names } gagne.
# The screen (figures/ui/replay/view.py).
replay-title = Rejouer la partie
replay-start = Le début de la partie
replay-start-why = → ou Espace pour parcourir la partie
replay-position = Coup { $k } sur { $n }
replay-turn = Tour { $n }
replay-turn-opening = Ouverture
replay-round-n = Manche { $n }
replay-scores = Scores
replay-moves = Coups
replay-keys = ← → un coup · PgPréc PgSuiv par { $unit } · Début Fin · n° de { $unit } + Entrée · Espace : lecture · Échap : retour
replay-unit-turn = tour
replay-unit-round = manche
replay-typed = Aller à : { $unit } { $n }…
replay-no_such = Il n'y a pas de { $unit } { $n }
replay-playing = Lecture (Espace : pause)
replay-back = Retour (Échap)
replay-first = |←
replay-prev = ←
replay-play_button = Lecture
replay-pause_button = Pause
replay-next = →
replay-last = →|
replay-who = { $name } : { $what }
# Reaching it: the set-up and the end screen.
setup-replay = Revoir une partie… (R)
setup-open-short = Ouvrir…
setup-replay-short = Revoir (R)
replay-dialog-title = Revoir une partie
replay-error-sheet = C'est une feuille de score, pas une partie : elle n'a pas de coups à revoir.
replay-error-bad = Ce fichier ne peut pas être revu : { $message }
replay-error-empty = Cette partie n'a encore aucun coup à revoir.
end-replay = Revoir (R)
