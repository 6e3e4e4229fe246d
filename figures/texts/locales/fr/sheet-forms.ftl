# Figures: sheet-forms texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

# shared
forms-cancel = Annuler
forms-confirm = Valider
forms-next = Suite
forms-add = Ajouter
forms-preview-title = Cette manche
forms-preview-turn = Ce tour
forms-preview-round = manche
forms-preview-total = total
forms-preview-over = Partie finie : victoire { ELIDE("de", $names) }
# a classic round
forms-round-title = Manche { $n }
forms-round-editing = Manche { $n } (modification)
forms-round-engine = Double de départ { $tile }
forms-round-how = Comment la manche a-t-elle fini ?
forms-round-went_out =
    { $role ->
        [you] Vous avez posé tout votre jeu
       *[other] { $name } a posé tout son jeu
    }
forms-round-blocked = Bloquée
forms-round-target = Objectif atteint en jeu ({ $n })
forms-round-how_first = Dites d'abord comment la manche a fini (1…, B)
forms-round-hands = Points que chacun a encore en main
forms-round-no_hands = L'objectif a été atteint en jeu : les mains ne comptent pas.
forms-round-out_holds =
    { $role ->
        [you] avez tout posé
       *[other] a tout posé
    }
forms-round-pips_hint = points
forms-round-tiles = Dominos (T)
forms-round-pips_missing =
    { $role ->
        [you] Donnez vos points (tapez-les, ou T pour les dominos)
       *[other] Donnez les points { ELIDE("de", $name) } (tapez-les, ou T pour les dominos)
    }
forms-round-pips_bad =
    { $role ->
        [you] Vos points : un nombre entier
       *[other] Points { ELIDE("de", $name) } : un nombre entier
    }
forms-round-keys-out = 1…9 : qui a fini
forms-round-keys-blocked = B : bloquée
forms-round-keys-target = T : objectif
forms-round-keys-in_play = Tab : points en jeu
forms-round-keys-cancel = Échap : annuler
forms-round-keys2 = Tab / Maj+Tab : champs · T : choisir les dominos · Entrée : valider · Échap : retour
# points in play (All Fives)
forms-in_play-title = Points marqués en jeu
forms-in_play-already = Déjà marqués : { $points }
forms-in_play-none = Aucun point marqué pour l'instant
forms-in_play-add_hint = ex. 10+15
forms-in_play-bad =
    { $role ->
        [you] Vos points en jeu : des nombres comme 15 ou 10+15+5
       *[other] Points en jeu { ELIDE("de", $name) } : des nombres comme 15 ou 10+15+5
    }
forms-in_play-form_title = Points marqués en jeu
forms-in_play-who = Qui a marqué ?
forms-in_play-points_hint = points
forms-in_play-multiple = un multiple de 5
forms-in_play-side_first = Choisissez d'abord qui a marqué (1, 2…)
forms-in_play-points_missing = Tapez les points marqués
forms-in_play-keys = 1… : qui · Entrée : ajouter · Échap : annuler
# a colour turn
forms-colour-title =
    { $role ->
        [you] Tour { $n } — à vous
       *[other] Tour { $n } — { $name } joue
    }
forms-colour-editing = Tour { $n } — { $name } (modification)
forms-colour-has =
    { $role ->
        [you] Vous avez { $points }
       *[other] { $name } a { $points }
    }
forms-colour-first = Première pose
forms-colour-second = Deuxième pose
forms-colour-second_paid = Deuxième pose (payée −{ $cost })
forms-colour-edges = Bords reliés
forms-colour-closed = Surfaces fermées (cases)
forms-colour-closed_hint = ex. 4 3
forms-colour-edges_hint = bords
forms-colour-points = Points
forms-colour-to_points = P : points
forms-colour-to_edges = P : bords
forms-colour-returned = Dominos rendus / aucune pose
forms-colour-points_n =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
forms-colour-paid = −{ $cost } payés → { $net }
forms-colour-paid_line = { $cost } points payés pour la deuxième pose
forms-colour-after =
    { $role ->
        [you] Vous : { $before } → { $after }
       *[other] { $name } : { $before } → { $after }
    }
forms-colour-nothing = Donnez la première pose, ou R pour aucune pose
forms-colour-second_alone = Une deuxième pose vient après une première
forms-colour-edges_missing = { $which } : donnez les bords reliés
forms-colour-closed_bad = { $which } : chaque surface fermée est un nombre de cases, comme 4 3
forms-colour-points_bad = { $which } : les points sont un nombre entier à partir de 1
forms-colour-keys = Tab : champs · P : points directs · R / 0 : aucune pose · Entrée : valider · Échap : annuler
# the tile picker
forms-picker-total = Points
forms-picker-tiles =
    { $n ->
        [one] { $n } domino
       *[other] { $n } dominos
    }
forms-picker-taken =
    { $role ->
        [you] { $tile } est déjà dans votre main
       *[other] { $tile } est déjà dans la main { ELIDE("de", $name) }
    }
forms-picker-engine = { $tile } est la locomotive de cette manche
forms-picker-keys-toggle = Clic, ou flèches + Espace : un domino
forms-picker-keys-accept = Entrée : ces dominos
forms-picker-keys-back = Échap : retour
