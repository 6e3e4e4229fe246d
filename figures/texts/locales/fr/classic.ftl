# Figures: classic texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/


## words

classic-level-random = hasard
classic-level-easy = facile
classic-level-medium = moyen
classic-level-hard = difficile
classic-or = {" "}ou{" "}
classic-and = {" "}et{" "}
classic-pips =
    { $n ->
        [one] valeur { $n }
       *[other] valeur { $n }
    }
classic-tiles =
    { $n ->
        [one] { $n } domino
       *[other] { $n } dominos
    }
classic-tiles-short =
    { $n ->
        [one] { $n } dom.
       *[other] { $n } dom.
    }

## ends and plays

classic-end-lead = l'ouverture
classic-end-left = le bout gauche
classic-end-right = le bout droit
classic-end-mex = le train mexicain
classic-train-mex = Train mexicain
# (the side panel's title, where the game's name says a target the game may not have)
classic-title-block-points = Jeu bloqué aux points
classic-end-train =
    { $role ->
        [you] votre train
       *[other] le train { ELIDE("de", $name) }
    }
# (another player named in a sentence: a seat called "Computer" is "the computer")
classic-the_computer = l'ordinateur
# A seat named in a sentence: French calls a seat named "Computer" "l'ordinateur"
# ("au tour de l'ordinateur", never "à Ordinateur"); other names as they are.
classic-article =
    { $role ->
        [computer] l'ordinateur
       *[other] { $name }
    }
classic-end-up = la branche au-dessus du { $tile }
classic-end-down = la branche sous le { $tile }
classic-end-leftof = la branche à gauche du { $tile }
classic-end-rightof = la branche à droite du { $tile }
classic-labelled = { $label } : { $text }
classic-sep =  ;{" "}
classic-play = { $tile } sur { $end }
classic-play-lead = { $tile } en ouverture

## the count

classic-count-caption = Compte des bouts :
classic-count-scores = { $sum } = { $total } : { $points }
classic-count-none = { $sum } = { $total } : pas de points
classic-preview-out =
    { $role ->
        [you] vous posez votre dernier domino
       *[other] { $name } pose son dernier domino
    }
classic-preview-award =
    { $role ->
        [you] vous marquez { $points }
       *[other] { $name } marque { $points }
    }
classic-preview-award-team = { $name } marquent { $points }
classic-preview-blocked = la manche est bloquée
classic-preview-target = le but est atteint

## draw and pass

classic-button-draw = Piocher ({ $key_draw })
classic-button-pass = Passer ({ $key_pass })
classic-button-next = Manche suivante ({ $key_confirm })
classic-button-see_results = Voir les résultats ({ $key_confirm })
classic-button-results = Résultats ({ $key_confirm })
classic-keys-results = La table en fin de partie · Entrée ou Échap : les résultats
classic-reason-draw = Aucun domino ne va sur { $numbers } : piochez
classic-reason-draw-sum = Aucun ne fait { $total } avec { $numbers } : piochez
classic-reason-draw-matador = Seuls des matadors vont : vous pouvez piocher
classic-reason-pass = Aucun domino ne va sur { $numbers } : passez
classic-reason-pass-sum = Aucun ne fait { $total } avec { $numbers } : passez
classic-reason-pass-stock = Rien ne va sur { $numbers }, pioche vide : passez
classic-reason-pass-stock-sum = Rien ne fait { $total } avec { $numbers }, pioche vide : passez
classic-unavailable-play = { $button } : vous pouvez jouer
classic-unavailable-stock = { $button } : la pioche est vide
classic-unavailable-drew = { $button } : une pioche par tour
classic-unavailable-draw_first = { $button } : piochez d'abord
classic-reason-pass-drew = Le domino pioché ne va pas non plus : passez

## status line

classic-status-pick =
    { $role ->
        [you] À vous : choisissez un domino
       *[other] Au tour { ELIDE("de", $name) } : choisissez un domino
    }
classic-status-lead =
    { $role ->
        [you] À vous d'ouvrir : choisissez un domino
       *[other] { $name } ouvre : choisissez un domino
    }
classic-status-double =
    { $role ->
        [you] À vous : couvrez le { $tile }
       *[other] Au tour { ELIDE("de", $name) } : couvrez le { $tile }
    }
classic-status-end = Où poser le { $tile } ? Choisissez un bout éclairé
classic-status-confirm = Recliquez-y ou Entrée : { $play }
# The one rule of confirming, said while a tile is held and nothing is shown yet.
classic-held = Un clic sur un bout éclairé y montre le { $tile } ; un second clic au même endroit ou Entrée le pose · le { $tile } recliqué dans votre main y retourne
classic-demand-cover =
    { $role ->
        [you] Couvrez le { $tile } sur { $end } : rien d'autre ne peut être joué
       *[other] { $name } doit d'abord couvrir le { $tile } sur { $end }
    }
classic-demand-open =
    { $role ->
        [you] Votre train est ouvert : les autres peuvent y jouer
       *[other] Le train { ELIDE("de", $name) } est ouvert : les autres peuvent y jouer
    }
classic-demand-matador = Seuls des matadors font { $total } avec { $numbers } : posez-en un
classic-status-draw =
    { $role ->
        [you] Vous devez piocher : aucun domino ne va
       *[other] { $name } doit piocher : aucun domino ne va
    }
classic-status-pass =
    { $role ->
        [you] Vous devez passer : aucun domino ne va
       *[other] { $name } doit passer : aucun domino ne va
    }
classic-status-thinking = { $name } ({ $level }) réfléchit…
classic-status-computer = Au tour { ELIDE("de", $name) } ({ $level })
classic-status-paused = { $name } attend : Rétablir continue
classic-status-cover =
    { $role ->
        [you] À vous : les dominos sont cachés
       *[other] Au tour { ELIDE("de", $name) } : les dominos sont cachés
    }
classic-status-round_over = Manche { $n } terminée : { $how }
classic-status-game_over = Partie terminée : { $title }

## hints

classic-hint = Conseil : { $play } : { $why }
classic-hint-plain = Conseil : { $play }
classic-hint-thinking = Recherche d'un bon coup…
classic-hint-none = Aucun coup à conseiller
classic-hint-none-draw = Aucun coup à conseiller : piochez
classic-hint-none-pass = Aucun coup à conseiller : passez
classic-hint-none-both = Aucun coup à conseiller : piochez ou passez
classic-why-out = vide votre main
classic-why-scores = marque { $n } tout de suite
classic-why-keeps = garde des { $n } ouverts (il vous en reste { $k })
classic-why-blocks = laisse un { $n }, qui manque au joueur suivant
classic-why-heavy = se défait d'un domino lourd (valeur { $n })
classic-why-double = place le double { $n }
classic-why-train = allonge votre propre train
classic-why-keeps_matador = garde vos matadors pour plus tard
classic-why-matador = joue un matador
# A hint scoring less now than another play: what the search says it buys instead.
classic-why-trade = { $other } marque { $best } tout de suite, mais celui-ci laisse à vos adversaires environ { $fewer } de moins et vous en garde { $more } de plus dans la manche
classic-why-trade-denies = { $other } marque { $best } tout de suite, mais celui-ci laisse à vos adversaires environ { $fewer } de moins dans la manche
classic-why-trade-keeps = { $other } marque { $best } tout de suite, mais celui-ci vous garde environ { $more } de plus pour la suite de la manche
classic-why-trade-game = { $other } marque { $best } tout de suite, mais la recherche classe celui-ci plus haut pour la fin de la partie

## log

classic-log-round = Manche { $n }
classic-log-play = { $name } : { $play }
classic-log-scores = { $name } : { $play }, marque { $n }
classic-log-draw =
    { $role ->
        [you] Vous piochez
       *[other] { $name } pioche
    }
classic-log-draws =
    { $role ->
        [you] Vous piochez { $n } dominos
       *[other] { $name } pioche { $n } dominos
    }
classic-log-drew =
    { $role ->
        [you] Vous piochez le { $tile }
       *[other] { $name } pioche le { $tile }
    }
classic-log-drew-many =
    { $role ->
        [you] Vous piochez { $n } dominos : { $tiles }
       *[other] { $name } pioche { $n } dominos : { $tiles }
    }
classic-log-pass =
    { $role ->
        [you] Vous passez
       *[other] { $name } passe
    }

## a round's end

classic-how-out =
    { $role ->
        [you] vous avez posé votre dernier domino
       *[other] { $name } a posé son dernier domino
    }
classic-how-blocked =
    { $role ->
        [you] bloquée, vous gardez la plus petite valeur en main
       *[other] bloquée, { $name } garde la plus petite valeur en main
    }
classic-how-blocked-team = bloquée, { $name } gardent la plus petite valeur en main
classic-how-tie = bloquée, à égalité : personne ne la gagne
classic-how-target =
    { $role ->
        [you] vous atteignez le but
       *[other] { $name } atteint le but
    }
classic-how-target-team = { $name } atteignent le but
classic-summary-title = Manche { $n } terminée
# (the rule that gave a round's points, with its figures)
classic-rule-win = { $name } : { $points } pour la manche gagnée
classic-rule-opponents = { $name } : { $points }, la valeur des mains des autres ({ $pips })
classic-rule-difference = { $name } : { $points }, la valeur des mains des autres ({ $pips }) moins celle du gagnant ({ $own }) par adversaire
classic-rule-fives = { $name } : { $points }, la valeur des mains des autres ({ $pips }) arrondie au 5 le plus proche
classic-rule-all-pips = { $name } : { $points }, la valeur de toutes les mains ({ $all }), la sienne comprise
# (the same, when a single player is on the other side: named, or "your")
classic-rule-opponents-one =
    { $role ->
        [you] { $name } : { $points }, la valeur de votre main ({ $pips })
       *[other] { $name } : { $points }, la valeur de la main { ELIDE("de", $other) } ({ $pips })
    }
classic-rule-difference-one =
    { $role ->
        [you] { $name } : { $points }, la valeur de votre main ({ $pips }) moins celle du gagnant ({ $own })
       *[other] { $name } : { $points }, la valeur de la main { ELIDE("de", $other) } ({ $pips }) moins celle du gagnant ({ $own })
    }
classic-rule-fives-one =
    { $role ->
        [you] { $name } : { $points }, la valeur de votre main ({ $pips }) arrondie au 5 le plus proche
       *[other] { $name } : { $points }, la valeur de la main { ELIDE("de", $other) } ({ $pips }) arrondie au 5 le plus proche
    }
classic-rule-share = Égalité de la plus petite valeur en main : { $names } prennent chacun la moitié de la valeur de la main { ELIDE("de", $third) } ({ $pips }) arrondie à 5, { $points }
classic-rule-tie = Égalité de la plus petite valeur en main : personne ne marque
classic-rule-penalty = Chacun marque en pénalité la valeur de sa main : le moins est le mieux
classic-rule-instant = Le but a été atteint en jeu : la fin de manche ne rapporte rien
# (what each side still needs, after a round)
classic-needs-points = Pour atteindre { $goal } : { $parts }
classic-needs-side = { $name } encore { $points }
classic-needs-rounds =
    { $n ->
        [one] Reste { $n } manche
       *[other] Restent { $n } manches
    }
# (who leads the next round)
classic-next-leads =
    { $role ->
        [you] Manche suivante : vous ouvrez
       *[other] Manche suivante : { $name } ouvre
    }
# (who opens a round, and why: the log's line under the round's heading)
classic-opens-lot =
    { $role ->
        [you] Vous commencez : tiré au sort
       *[other] { $name } commence : tiré au sort
    }
classic-opens-chosen =
    { $role ->
        [you] Vous commencez, comme choisi aux réglages
       *[other] { $name } commence, comme choisi aux réglages
    }
classic-opens-rotate =
    { $role ->
        [you] Vous commencez : à chaque manche, le joueur suivant commence
       *[other] { $name } commence : à chaque manche, le joueur suivant commence
    }
classic-opens-double =
    { $role ->
        [you] Vous ouvrez : vous avez le plus fort double, le { $tile }
       *[other] { $name } ouvre : a le plus fort double, le { $tile }
    }
classic-opens-heaviest =
    { $role ->
        [you] Vous ouvrez : aucun double distribué, vous avez le plus fort domino, le { $tile }
       *[other] { $name } ouvre : aucun double distribué, a le plus fort domino, le { $tile }
    }
classic-lead-lot =
    { $role ->
        [you] Vous ouvrez : tiré au sort
       *[other] { $name } ouvre : tiré au sort
    }
classic-lead-chosen =
    { $role ->
        [you] Vous ouvrez, comme choisi aux réglages
       *[other] { $name } ouvre, comme choisi aux réglages
    }
classic-lead-again =
    { $role ->
        [you] Vous ouvrez encore : la manche { $n } était à égalité
       *[other] { $name } ouvre encore : la manche { $n } était à égalité
    }
classic-lead-lot-blocked =
    { $role ->
        [you] Vous ouvrez : tiré au sort, la manche { $n } ayant été bloquée
       *[other] { $name } ouvre : tiré au sort, la manche { $n } ayant été bloquée
    }
classic-lead-out =
    { $role ->
        [you] Vous ouvrez : vous avez fini la manche { $n } le premier
       *[other] { $name } ouvre : a fini la manche { $n } le premier
    }
classic-lead-lightest =
    { $role ->
        [you] Vous ouvrez : la main la plus légère des gagnants de la manche { $n }
       *[other] { $name } ouvre : la main la plus légère des gagnants de la manche { $n }
    }
classic-next-engine =
    { $role ->
        [you] Manche suivante : le double { $double } est la locomotive, vous commencez
       *[other] Manche suivante : le double { $double } est la locomotive, { $name } commence
    }
classic-col-side = Joueur
classic-col-pips = Valeur en main
classic-col-play = En jeu
classic-col-award = Manche
classic-col-bonus = Bonus final
classic-col-won = Manches gagnées
classic-col-total = Score

## the game's end

classic-wins =
    { $role ->
        [you] vous gagnez
       *[other] { $name } gagne
    }
classic-wins-team = { $name } gagnent
classic-tie = égalité entre { $names }
# the end screen (figures/ui/classic/end.py)
classic-end-screen-ranking = Classement
classic-end-screen-chart = Scores manche après manche
classic-end-screen-chart-won = Manches gagnées, manche après manche
classic-end-screen-chart-low = Scores manche après manche (le plus bas gagne)
classic-end-screen-axis = manches
classic-end-screen-goal = objectif
classic-end-screen-rounds =
    { $n ->
        [one] { $n } manche
       *[other] { $n } manches
    }
classic-end-screen-reason-target = { $game } · { $target } points atteints en { $rounds }
classic-end-screen-reason-won = { $game } · { $target } manches gagnées, en { $rounds }
classic-end-screen-reason-instant = { $game } · { $target } points atteints en jeu à la manche { $n } : partie gagnée d'office
classic-end-screen-reason-rounds = { $game } · toutes les manches jouées : { $rounds }
classic-end-screen-reason-rounds-low = { $game } · toutes les manches jouées : { $rounds }, le plus bas score gagne
classic-end-screen-reason-one = { $game } · une partie en une manche
classic-end-screen-best =
    { $count ->
        [one] Meilleure manche : la { $n }, { $points } point
       *[other] Meilleure manche : la { $n }, { $points } points
    }
classic-end-screen-best-low =
    { $count ->
        [one] Meilleure manche : la { $n }, { $points } point de pénalité
       *[other] Meilleure manche : la { $n }, { $points } points de pénalité
    }
classic-end-screen-won =
    { $n ->
        [one] { $n } manche gagnée
       *[other] { $n } manches gagnées
    }
classic-end-screen-won-none = Aucune manche gagnée
classic-end-screen-best-none = Aucune manche n'a rapporté de point
classic-end-screen-new = Nouvelle donne
classic-end-screen-same = Rejouer la même donne
classic-end-screen-same-short = Même donne
classic-end-screen-table = Voir la table
classic-end-screen-setup = Retour aux réglages
classic-end-screen-setup-short = Réglages
classic-end-screen-table-short = La table
classic-end-screen-keys = Entrée : nouvelle donne · S : même donne · T : la table · R : revoir · Échap : réglages · Tab, Espace : les boutons
classic-target-points = Premier à { $n } points
classic-target-instant = Premier à { $n } points, marqués en jeu
classic-target-one = Une seule manche
classic-target-rounds = { $n } manches
classic-target-rounds-low = { $n } manches, le plus petit score gagne

## the screen

classic-side-scores = Scores
classic-side-round = Manche { $n }
classic-side-stock = Pioche : { $n }
classic-side-log = Coups
classic-undone =
    { $n ->
        [one] { $n } coup défait
       *[other] { $n } coups défaits
    }
classic-redone =
    { $n ->
        [one] { $n } coup rejoué
       *[other] { $n } coups rejoués
    }
classic-toast-nothing_undo = Aucun de vos coups à défaire
classic-toast-no_fit = Le { $tile } ne va sur aucun bout ouvert
classic-toast-matadors_only = Seuls des matadors vont : Entrée pose celui choisi, Tab en choisit un autre, D pioche à la place
classic-toast-pick_first = Plusieurs dominos vont là : choisissez-en un d'abord
classic-keys = Touches : ← → Tab 1–9 un domino · ↑ ↓ 1–9 un bout · Entrée joue · { $more }{ $key_hint } conseil · { $key_undo } défait
classic-preview-flip = {" "}· F : dans l'autre sens
classic-keys-draw = D pioche ·{" "}
classic-keys-pass = P passe ·{" "}
classic-keys-flip = F retourne ·{" "}
classic-keys-summary = Échap : voir la table · Échap ou un clic : le résumé
classic-keys-peek = La table à la fin de la manche · Échap ou un clic : revoir le résumé
