# Figures: shell texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

shell-game = Jeu
shell-about = { $title } : { $line }
shell-hint = Pg préc./suiv. : autre jeu · Tab : champ ou bouton · Espace : appuyer · Entrée : commencer

## the games

game-title-colour = Figures de couleurs
game-desc-colour = Accordez les couleurs des dominos triangles, fermez des figures.
game-brief-colour = Accordez les couleurs.
game-title-block = Jeu bloqué
game-desc-block = Double-six bout à bout, sans pioche : le premier sans domino gagne.
game-brief-block = Double-six, sans pioche.
game-title-block-teams = Jeu bloqué en équipes
game-desc-block-teams = Le jeu bloqué à quatre, les partenaires face à face.
game-brief-block-teams = À quatre, en équipes.
game-title-block-points = Jeu bloqué à 100 points
game-desc-block-points = Sans pioche ; le gagnant marque les points des autres.
game-brief-block-points = Le gagnant marque les points.
game-title-draw = Jeu avec pioche
game-desc-draw = Piochez jusqu'à pouvoir jouer.
game-brief-draw = Piochez jusqu'à pouvoir jouer.
game-title-draw-5 = Pioche et carrefours
game-short-draw-5 = Pioche et carrefours
game-desc-draw-5 = Cinq dominos chacun ; chaque double ouvre un carrefour.
game-brief-draw-5 = Chaque double ouvre un carrefour.
game-title-all-fives = Tous les cinq
game-desc-all-fives = Marquez quand les bouts font un multiple de cinq.
game-brief-all-fives = Marquez les multiples de cinq.
game-title-mexican-train = Train mexicain
game-desc-mexican-train = Des trains en double-douze autour d'un moyeu, jusqu'à huit.
game-brief-mexican-train = Trains en double-douze, jusqu'à huit.
game-title-matador = Matador
game-desc-matador = Chaque jonction fait sept ; les matadors vont partout.
game-brief-matador = Chaque jonction fait sept.

## a classic set-up

setup-teams = Équipes de deux
setup-hand = Dominos par main
setup-lead = Qui ouvre
setup-lead-highest-double = le plus fort double
setup-lead-any = premier joueur, au choix
setup-cannot_play = Sans coup possible
setup-cannot_play-pass = passer (jeu bloqué)
setup-cannot_play-draw-until = piocher jusqu'à jouer
setup-cannot_play-draw-one = piocher un, ou passer
setup-target-points = points à faire
setup-target-rounds = manches
setup-target-instant = points en jeu
setup-first-rule = celui qui l'a
setup-error-rules = Ces règles ne peuvent pas se jouer ensemble.
# what the open dialog says of each file
file-summary-unreadable = illisible
file-summary-sheet = Feuille de marque : { $game }
file-summary-finished = terminée : { $scores }
file-summary-going = en cours
# The set-up's offer to resume a colour game: which game, and the scores.
setup-resume-game = { $game } : { $scores }
file-summary-going-scores = en cours : { $scores }
# The names figures play gives seats without --names, in the window's language.
names-player = Joueur { $n }
names-computer = Ordinateur { $n } ({ $level })
names-level-random = hasard
names-level-easy = facile
names-level-medium = moyen
names-level-hard = difficile
file-summary-scenario = Scénario : { $game }
file-summary-classic = jeu classique
file-summary-position = dominos sur la table : { $dominoes } · coups jugés : { $plays }
file-summary-actions = actions jugées : { $count }
file-hint-open = ↑↓ ou un clic : choisir · Entrée ou un double clic : ouvrir
names-computer-seat = Ordinateur { $n }
