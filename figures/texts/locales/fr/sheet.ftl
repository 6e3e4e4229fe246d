# Figures: sheet texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

# The top bar.
button-sheet_round = Nouvelle manche (N)
button-sheet_round-short = Manche
button-sheet_turn = Nouveau tour (N)
button-sheet_turn-short = Tour
button-sheet_in_play = Points en jeu (F)
button-sheet_in_play-short = En jeu
button-sheet_all_placed = Tout posé (A)
button-sheet_all_placed-short = Tout posé
button-sheet_undo = Annuler
button-sheet_redo = Refaire
button-sheet_rules = Règles (R)
button-sheet_rules-short = Règles
button-sheet_save = Enregistrer
button-sheet_save-short = Enreg.
button-sheet_open = Ouvrir
button-sheet_export = Exporter en CSV (X)
button-sheet_export-short = CSV
button-sheet_setup = Réglages
# The status and the standings.
sheet-status = Feuille de score : { $game }
sheet-standings = Classement
sheet-target-points = en { $n }
sheet-target-rounds =
    { $n ->
        [one] { $n } manche
       *[other] { $n } manches
    }
sheet-target-lowest =
    { $n ->
        [one] { $n } manche, le plus petit total gagne
       *[other] { $n } manches, le plus petit total gagne
    }
sheet-needs-points = encore { $n }
sheet-needs-rounds =
    { $n ->
        [one] { $n } manche restante
       *[other] { $n } manches restantes
    }
sheet-needs-done = atteint
sheet-leader = en tête
sheet-hint-first = P : changer qui commence
sheet-winner = gagne
sheet-in_play-now = +{ $n } en jeu
# Whose turn.
sheet-turn-rule = Manche { $n } — le plus fort double commence
sheet-turn-seat =
    { $role ->
        [you] Manche { $n } — vous commencez (n'importe quel domino)
       *[other] Manche { $n } — { $name } commence (n'importe quel domino)
    }
sheet-turn-lot = Manche { $n } — tirez au sort qui commence
sheet-turn-engine-seat =
    { $role ->
        [you] Manche { $n } — double de départ { $tile } : vous commencez
       *[other] Manche { $n } — double de départ { $tile } : { $name } commence
    }
sheet-turn-engine-rule = Manche { $n } — double de départ { $tile } : le plus fort double commence
sheet-turn-engine-lot = Manche { $n } — double de départ { $tile } : tirez au sort qui commence
sheet-turn-colour =
    { $role ->
        [you] Tour { $n } — à vous
       *[other] Tour { $n } — { $name } joue
    }
sheet-engine = Départ
sheet-over = Partie finie
sheet-pending = Points en jeu jusqu'ici cette manche : { $items }
sheet-hint-classic = N nouvelle manche · ↑↓ choisir une manche, E ou Entrée la corrige · { $key_undo } annule
sheet-hint-colour = N nouveau tour · ↑↓ choisir un tour, E ou Entrée le corrige · A tout posé · { $key_undo } annule
sheet-hint-over = N nouvelle feuille, mêmes joueurs · T les manches ou le classement · { $key_undo } annule la dernière
# The rounds table.
sheet-col-round = N°
sheet-col-turn = Tour
sheet-col-how = Issue
sheet-last_round =
    { $role ->
        [you] { $words } · dernier tour de table : vous avez atteint { $target }
       *[other] { $words } · dernier tour de table : { $name } a atteint { $target }
    }
sheet-col-player = Joueur
sheet-col-points = Points
sheet-how-out =
    { $role ->
        [you] vous avez fini
       *[other] { $name } a fini
    }
sheet-how-blocked = bloquée
sheet-how-target = objectif atteint en jeu
sheet-turn-none = aucune pose
sheet-turn-bonus = bonus { $n }
sheet-turn-paid = −{ $n } payés
sheet-turn-placements =
    { $n ->
        [one] { $n } pose
       *[other] { $n } poses
    }
sheet-empty-round = Aucune manche encore : N pour saisir la première.
sheet-empty-turn = Aucun tour encore : N pour saisir le premier.
sheet-chart = Les scores au fil des manches
# Messages.
sheet-nothing_to_undo = Rien à annuler : la feuille est vide.
sheet-nothing_to_redo = Rien à refaire.
sheet-undone = Annulé.
sheet-redone = Rétabli.
sheet-saved = Feuille enregistrée dans { $path }
sheet-exported = CSV écrit dans { $path }
sheet-autosave-error = La feuille n'a pas pu être enregistrée : { $message }
sheet-no_forms = Les formulaires de saisie ne sont pas disponibles dans cette version.
sheet-nothing_to_edit = Choisissez d'abord une ligne avec ↑ et ↓.
sheet-no_in_play = Ce jeu ne marque rien en cours de manche.
sheet-all_placed-done = Tous les dominos sont posés : la partie est finie.
sheet-kept = La feuille inachevée a été gardée sous le nom { $name }.
sheet-bad = La feuille de score en cours n'a pas pu être lue ({ $problem }) ; elle a été renommée { $name }.
# The end.
sheet-end-one = { $name } gagne
sheet-end-you = Vous gagnez
sheet-end-team = { $name } gagnent
sheet-end-many = { $names } gagnent ex æquo
sheet-end-how-points = L'objectif de { $n } points a été atteint.
sheet-end-how-rounds =
    { $n ->
        [one] La manche est jouée.
       *[other] Les { $n } manches sont jouées.
    }
sheet-end-how-rounds-low =
    { $n ->
        [one] La manche est jouée : le plus petit total gagne.
       *[other] Les { $n } manches sont jouées : le plus petit total gagne.
    }
sheet-end-how-instant = { $n } a été atteint en cours de manche : la partie s'arrête là.
sheet-end-how-target = { $n } a été atteint ; le tour de table a été terminé.
sheet-end-how-all-placed = Tous les dominos ont été posés.
sheet-end-how-blocked = Personne n'a pu poser de domino pendant tout un tour.
sheet-end-ranking = Classement
sheet-end-new = Nouvelle feuille, mêmes joueurs (N)
sheet-end-setup = Réglages (Échap)
sheet-end-rounds = Voir les manches (T)
sheet-end-back = Voir le classement (T)
# The set-up.
setup-sheet = Compter une partie à table (K)
setup-sheet-short = Compter (K)
setup-sheet-resume = Reprendre la feuille de score (K)
setup-sheet-resume-short = Reprendre
setup-sheet-summary = Feuille en cours : { $summary }
setup-sheet-new = Nouvelle (Maj+K)
setup-sheet-new-short = Nouvelle
sheet-summary-round = { $game }, manche { $n }
sheet-summary-turn = { $game }, tour { $n }
# Refusals of the sheet (figures.sheet.model.SheetError codes).
sheet-error-at_round = Manche { $number } : { $reason }
sheet-error-at_turn = Tour { $number } : { $reason }
sheet-error-at_placement = Tour { $number }, pose { $k } : { $reason }
sheet-error-ended = la partie serait finie avant cette saisie : annulez d'abord les suivantes
sheet-error-over = la partie est finie
sheet-error-reached =
    { $role ->
        [you] vous avez atteint { $threshold } en cours de jeu : la partie s'est arrêtée là
       *[other] { $name } a atteint { $threshold } en cours de jeu : la partie s'est arrêtée là
    }
sheet-error-not-reached = personne n'atteint { $threshold } en cours de jeu avec ces points
sheet-error-holds-nothing =
    { $role ->
        [you] vous avez fini vos dominos et n'en avez donc plus
       *[other] { $name } a fini ses dominos et n'en a donc plus
    }
sheet-error-pips =
    { $role ->
        [you] vos points vont de 0 à { $most }
       *[other] les points { ELIDE("de", $name) } vont de 0 à { $most }
    }
sheet-error-twice = { $tile } est donné deux fois ({ $name } et { $other })
sheet-error-engine = { $tile } est le double de départ de cette manche : personne ne l'a en main
sheet-error-too-many-pips = les mains totalisent { $total } points ; le jeu entier en a { $most }
sheet-error-second-cost =
    { $role ->
        [you] un second domino coûte { $cost } points ; vous en avez { $score }
       *[other] un second domino coûte { $cost } points ; { $name } en a { $score }
    }
sheet-error-box = la boîte ne contient que { $count } dominos
sheet-error-placement-points = une pose rapporte au plus { $most } points
sheet-error-placement-squares = les surfaces fermées par une pose ont au plus { $most } cases en tout
sheet-error-placement-nothing = donnez les bords reliés par une pose, ou ses points (à partir de 1)
sheet-error-edges = une pose relie de 1 à { $most } bords, pas { $edges }
sheet-error-surface = une surface fermée a 1 case ou plus, pas { $size }
sheet-error-placements = un tour pose au plus { $most } des dominos de sa main, pas { $placed }
sheet-error-full = une feuille contient au plus { $most } saisies
sheet-error-fives = les points en jeu sont des multiples de 5, pas { $points }
sheet-error-in-play-most = un camp marque au plus { $most } points en cours de jeu dans une manche
sheet-error-no-in-play = ce jeu ne marque rien en cours de jeu
sheet-error-nothing-to-undo = rien à annuler : la feuille est vide
sheet-error-nothing-to-redo = rien à refaire
# The file dialogs of the sheet's screen.
sheet-file-save-title = Enregistrer la feuille de marque
sheet-file-open-title = Ouvrir une feuille de marque ou une partie
sheet-file-export-title = Exporter la feuille en CSV (tableur)
