# Figures: tutorial texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

# For the set-up: its button, and its offer on a first launch (options.guide_seen).
tutorial-setup_button = Apprendre à jouer (G)
tutorial-offer = Nouveau venu ? Une courte partie guidée apprend les règles en quatre leçons.
tutorial-badge = Guide { $n } / { $count }
tutorial-next = Suivant (N)
tutorial-skip = Passer le guide (Échap)
tutorial-finish = Préparer une partie (Entrée)
tutorial-intro-title = Votre première partie
tutorial-intro-text = Une courte partie contre l'ordinateur, sur la vraie table et avec les vraies règles, en quatre leçons : poser un domino, accorder les couleurs, fermer une surface, payer un second domino.
tutorial-intro-do = Appuyez sur Suivant pour commencer.
tutorial-touch-title = 1. Poser un domino
tutorial-touch-text = L'ordinateur a posé le premier domino. Le vôtre doit toucher la table par un bord : les dominos du début ne rapportent rien.
# (the lesson's domino in a player's words: where it is in the hand, outlined there)
tutorial-hand-held = le domino que vous tenez
tutorial-hand-left = le domino de gauche de votre main (entouré)
tutorial-hand-right = le domino de droite de votre main (entouré)
tutorial-hand-only = votre dernier domino
tutorial-hand-nth = le domino n° { $n } de votre main en partant de la gauche (entouré)
tutorial-hand-outlined = le domino entouré de votre main
tutorial-touch-do = Cliquez sur votre domino, puis sur les cases entourées : une fois pour le voir, une autre pour le poser. R le tourne, F montre son autre face.
tutorial-touch-done = Bravo : votre domino touche la table.
tutorial-match-title = 2. Accorder les couleurs
tutorial-match-text = Là où deux dominos se touchent, les bords doivent être de la même couleur. Un bord accordé rapporte un point (dès le troisième, deux : le bonus).
tutorial-match-do = Posez { $which } sur les cases entourées : tournez-le (R) ou retournez-le (F) jusqu'à ce que chaque bord s'accorde ; une mauvaise couleur est refusée.
tutorial-match-done = +{ $points } : { $edges } bords de la même couleur.
tutorial-close-title = 3. Fermer une surface
tutorial-close-text = Une tache d'une couleur fermée de tous côtés rapporte un point par carré, en plus des bords.
tutorial-close-do = Posez { $which } sur les cases entourées : il ferme une petite surface.
tutorial-close-done = +{ $points } : { $edges } bords et une surface fermée de { $squares } carrés.
tutorial-second-title = 4. Un second domino
tutorial-second-text = Avec { $cost } points ou plus, vous pouvez poser votre autre domino dans le même tour : il coûte { $cost } points, jouez-le quand il rapporte plus.
tutorial-second-do = Appuyez sur « Jouer le second domino » (S), puis posez { $which } sur les cases entourées.
tutorial-second-done = +{ $points } − { $paid } = +{ $net } : un second domino qui vaut son prix.
tutorial-ready-title = Vous êtes prêt
tutorial-ready-text = Vous savez poser, accorder, fermer et payer un second domino. La partie s'arrête à la fin du tour de table où un joueur atteint l'objectif ; le meilleur score gagne. Préparez une vraie partie !
tutorial-wait = L'ordinateur joue…
tutorial-end_turn = Terminez d'abord votre tour (E) : l'ordinateur joue ensuite.
tutorial-press_next = Appuyez sur Suivant (N).
tutorial-refused = Refusé : { $reason }. Tournez-le (R) ou retournez-le (F).
tutorial-elsewhere = Il va aussi là, mais ce guide continue depuis les cases entourées.
tutorial-no_undo = Le guide n'a pas d'annulation.

## the classic guide

tutorial-classic-offer = Nouveau aux dominos ? Une courte partie guidée apprend « Tous les cinq » en trois leçons.
tutorial-classic-intro-title = Votre première partie de dominos
tutorial-classic-intro-text = Une courte partie de « Tous les cinq » contre l'ordinateur, sur la vraie table et avec les vraies règles, en trois leçons : poser sur un bout, piocher quand rien ne va, marquer un cinq.
tutorial-classic-match-title = 1. Poser sur un bout
tutorial-classic-match-text = L'ordinateur a posé le premier domino. Le vôtre se pose à un bout de la ligne, le même nombre contre celui qui s'y montre : un { $touch } contre un { $touch }.
tutorial-classic-match-do = Cliquez sur votre { $tile } (entouré dans votre main), puis sur { $end }, éclairé en vert, pour l'y voir ; un second clic au même endroit ou Entrée le pose.
tutorial-classic-match-done = Votre { $tile } rejoint le { $touch } : les bouts montrent maintenant { $left } et { $right }.
tutorial-classic-draw-title = 2. Piocher quand rien ne va
tutorial-classic-draw-text = Quand aucun de vos dominos ne va sur un bout, prenez-en un dans la pioche (Piocher), et encore jusqu'à ce qu'un domino aille ; posez-le ensuite.
tutorial-classic-draw-do = Aucun de vos dominos ne montre de { $numbers } : appuyez sur Piocher (D).
tutorial-classic-draw-again = Le { $drawn } pioché ne va pas non plus : piochez encore (D).
tutorial-classic-draw-play = Le { $tile } pioché va : posez-le sur { $end }.
tutorial-classic-draw-done = Vous avez pioché { $n } dominos et posé celui qui va.
tutorial-classic-five-title = 3. Marquer un cinq
tutorial-classic-five-text = Après chaque pose, on additionne les nombres des bouts (le compte au-dessus de la table) : un multiple de 5 (5, 10, 15…) rapporte autant de points.
tutorial-classic-five-do = Un de vos dominos fait un multiple de 5 aux bouts : posez votre { $tile } (entouré) sur { $end }.
tutorial-classic-five-done = Les bouts font { $sum } = { $total } : +{ $points } pour vous.
tutorial-classic-ready-title = Vous êtes prêt
tutorial-classic-ready-text = Vous savez poser sur un bout, piocher et marquer des cinq. Une manche finit quand un joueur pose son dernier domino ou que personne ne peut jouer ; le premier à l'objectif gagne. Jouez la suite, ou préparez une vraie partie !
tutorial-classic-elsewhere = Ce coup est permis aussi, mais ce guide continue avec le domino entouré.
