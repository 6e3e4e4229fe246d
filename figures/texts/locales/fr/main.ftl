# Figures: main texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

# The language's own name, as the language picker shows it.
language-name = Français

## general

app-title = Figures
kind-human = Humain
kind-random = Ordinateur : hasard
kind-easy = Ordinateur : facile
kind-medium = Ordinateur : moyen
kind-hard = Ordinateur : difficile
kind-short-human = Humain
kind-short-random = Hasard
kind-short-easy = Ordinateur facile
kind-short-medium = Ordinateur moyen
kind-short-hard = Ordinateur difficile
kind-brief-random = Ordi. hasard
kind-brief-easy = Ordi. facile
kind-brief-medium = Ordi. moyen
kind-brief-hard = Ordi. difficile
kind-level-random = Hasard
kind-level-easy = Facile
kind-level-medium = Moyen
kind-level-hard = Difficile
colour-R = rouge
colour-Y = jaune
colour-G = vert
colour-B = bleu
on = oui
off = non

## set-up

setup-players = Joueurs
setup-default-you = Vous
setup-default-computer = Ordinateur
setup-seat = Joueur { $n }
setup-add = Ajouter un joueur
setup-remove = Retirer
setup-target = Score à atteindre
setup-first = Premier joueur
setup-first-random = au hasard
setup-seed = Numéro de donne
setup-seed-random = vide : nouvelle donne
setup-language = Langue
setup-colour_blind = Symboles daltoniens
setup-start = Commencer la partie
setup-open = Ouvrir une partie…
setup-rules = Règles
setup-resume = Une partie est restée inachevée ({ $summary }).
setup-resume-confirm = Une nouvelle partie remplace celle qui est inachevée ({ $summary }) : appuyez de nouveau sur Commencer pour la garder dans le dossier des parties et commencer, ou reprenez-la.
autosave-bad = La partie enregistrée automatiquement est illisible ({ $problem }) ; elle est gardée sous le nom { $name }.
autosave-bad-kept = La partie enregistrée automatiquement est illisible ({ $problem }) et n'a pu être mise de côté ({ $error }).
settings-bad = Les réglages gardés de la dernière fois sont illisibles : { $problem }. Ils sont gardés sous le nom { $name } et les réglages habituels sont proposés.
settings-bad-kept = Les réglages gardés de la dernière fois sont illisibles : { $problem }. Ils n'ont pu être mis de côté ({ $error }) ; les réglages habituels sont proposés.
slot-busy = Une autre fenêtre de Figures joue la partie enregistrée automatiquement{ $who } : cette fenêtre garde sa propre partie, dans { $name }, et laisse l'autre intacte.
slot-busy-who = {" "}(processus { $pid })
slot-none = Toutes les places de partie enregistrée automatiquement sont prises par d'autres fenêtres de Figures : la partie de cette fenêtre ne l'est pas ({ $key_save } l'enregistre).
slot-orphan = Une partie laissée inachevée dans une autre fenêtre est gardée sous { $name }.
setup-resume-yes = La reprendre
setup-resume-no = L'abandonner
# The set-up's refusals: the game judges the settings (a SettingsError's field, reason
# and values), the set-up says it in the player's language.
setup-error-seed = Le numéro de donne doit être un nombre entier.
setup-error-seed-range = Le numéro de donne doit être { $low } ou plus.
setup-error-name-empty = Le joueur { $n } doit avoir un nom.
setup-error-name-long = Le nom du joueur { $n } est trop long : { $high } caractères au plus.
setup-error-name-control = Le nom du joueur { $n } contient un caractère qui ne peut pas être affiché.
setup-error-name-other = Le nom du joueur { $n } ne peut pas servir.
setup-error-kind = Le joueur { $n } n'est ni un humain ni un niveau de l'ordinateur de ce jeu.
setup-error-players = Une partie se joue de { $low } à { $high } joueurs.
setup-error-target = Le score à atteindre doit être compris entre { $low } et { $high }.
setup-error-first = Le premier joueur doit être l'un des { $n } joueurs.
setup-error-other = Ces réglages ne permettent pas de jouer.
setup-error-name-token = Le nom du joueur { $n } ne peut pas commencer par { $mark }.

## game: top bar

top-turn =
    { $role ->
        [you] À vous de jouer
        [computer] Au tour de l'ordinateur
       *[other] Au tour { ELIDE("de", $name) }
    }
# (Short enough for the top bar of a 900-pixel window: the hand says the rest.)
top-opening =
    { $role ->
        [you] Ouverture : posez un domino
       *[other] Ouverture : { $name } pose un domino
    }
top-second =
    { $role ->
        [you] 2e domino (−{ $cost }) ou fin du tour
       *[other] { $name } : second domino (−{ $cost }) ou fin
    }
top-end_only =
    { $role ->
        [you] Finissez votre tour
       *[other] { $name } : fin du tour
    }
top-over = La partie est finie
top-target = Objectif { $target }
top-bag = Sac : { $count }
top-thinking =
    { $role ->
        [computer] L'ordinateur réfléchit
       *[other] { $name } réfléchit
    }
top-paused = Ordinateur en pause après un coup défait : { $key_redo } refait, C le laisse jouer
button-rules = Règles ({ $key_rules })
button-undo = Défaire
button-redo = Refaire
button-save = Enregistrer
button-open = Ouvrir
button-fit = Cadrer ({ $key_fit })
button-aid_spots = Places ({ $key_spots })
button-hint = Conseil ({ $key_hint })
button-menu = Réglages
button-more = Plus
button-save-short = Enreg.
button-aid_spots-short = Places
button-hint-short = Conseil
button-fit-short = Cadrer
button-rules-short = Règles
button-help = Touches ({ $key_help })

## game: side panel

panel-players = Scores
panel-hand_count = { $count } en main
panel-track = Piste de score
panel-log = Derniers coups
panel-log-empty = Aucun coup pour l'instant.
log-opening =
    { $role ->
        [you] Vous posez le domino d'ouverture #{ $tile }
       *[other] { $name } pose le domino d'ouverture #{ $tile }
    }
log-place = { $name } +{ $points } ({ $detail })
log-place-paid = { $name } +{ $points } −{ $paid } ({ $detail })
log-return =
    { $role ->
        [you] Vous ne pouvez pas poser, rendez { $count }
       *[other] { $name } ne peut pas poser, rend { $count }
    }
log-showed =
    { $role ->
        [you] {" "}(avez montré { $tiles })
       *[other] {" "}(a montré { $tiles })
    }
log-pass =
    { $role ->
        [you] Vous ne pouvez pas poser et passez
       *[other] { $name } ne peut pas poser et passe
    }
detail-edges =
    { $n ->
        [one] { $n } bord
       *[other] { $n } bords
    }
detail-bonus = bonus { $n }
detail-closed = fermée { $sizes }
detail-closed-square = fermée { $squares } × { $points }
detail-squares =
    { $n ->
        [one] { $n } carré
       *[other] { $n } carrés
    }
# A sum of several surfaces' squares: "(4 + 6) squares".
detail-squares-sum = { $sizes } carrés

## game: hand and placing

hand-title =
    { $role ->
        [you] Votre main
       *[other] Main { ELIDE("de", $name) }
    }
hand-opening =
    { $role ->
        [you] Votre domino d'ouverture
       *[other] Domino d'ouverture { ELIDE("de", $name) }
    }
hand-select-opening = Posez-le où il s'accorde : choisissez-le (clic, ou 1)
hand-face = face { $n }
domino = domino #{ $tile }
domino-face = domino #{ $tile }, face { $face }
hand-hidden = Caché
hand-waiting = En attente { ELIDE("de", $name) }
hand-keys = 1/2 ou Tab choisir · R tourner · F retourner · clic ou Entrée : aperçu, encore : valider
hand-select = Choisissez un domino (clic, ou 1 / 2)
hand-select-hints = Prenez un conseil (clic, ou 1 / 2 / 3) ou choisissez un domino (clic, ou Tab)
status-legal = Se pose ici : { $detail } = { $points }{ $paid }
status-legal-opening = Se pose ici (ouverture : sans points)
status-preview = Aperçu : { $detail } = { $points }{ $paid }. Cliquez encore ou Entrée pour valider, Échap pour annuler
status-preview-short = Aperçu : { $detail } = { $points }{ $paid }
status-preview-paid = , puis payer { $cost }
status-illegal = Pas ici : { $reason }
status-no_spot = Cette face ne va nulle part ; essayez l'autre face (F) ou l'autre domino
reason-overlap = il serait posé sur un domino de la table
reason-not_touching = il doit toucher un domino par un bord
reason-mismatch = le bord { $colour } toucherait du { $other }
reason-not_affordable = un second domino coûte { $cost } points
button-second = Jouer le second domino (−{ $cost })
button-second-short = Second (−{ $cost })
button-end_turn = Fin du tour
button-return = Rendre la sélection ({ $count })
button-pass = Passer
button-results = Résultats
button-confirm = Valider ({ $key_confirm })
button-cancel = Annuler ({ $key_cancel })
stuck-title = Aucun de vos dominos ne se pose sur la table.
stuck-choose = Cliquez les dominos (ou 1 / 2) à remettre dans le sac, vous en tirez autant ; Entrée les rend (ou passe si aucun n'est choisi).
stuck-empty_bag = Le sac est vide : vous ne pouvez que passer.
second-offer = Score { $score } : vous pouvez jouer l'autre domino (il marque, puis vous payez { $cost }).
second-nowhere = Votre autre domino ne se pose nulle part : finissez votre tour.
toast-undo_others = Seuls les coups de votre tour peuvent être défaits.
second-cannot = Un second domino demande au moins { $cost } points : finissez votre tour.
hint-none = Aucune pose à proposer.
hint-thinking = Recherche des meilleures poses…
hint-caption = Classés par l'ordinateur difficile : les points, et ce que le coup laisse ouvert
hint-leaves = {" "}· laisse moins au joueur suivant ou plus pour vous
hint-why = {" "}· classé avant le conseil { $n } : { $why }
hint-opens = laisse ouvert un { $colour } de { $size }
hint-sep =  ;{" "}
hint-opens-none = ne laisse aucune surface de { $size }+ ouverte
hint-reply = {" "}(meilleure réponse du suivant +{ $gain })
hint-other = le coup à { $points } points { $opens }
hint-kept = votre autre domino garde { $points } pour le tour suivant
hint-then = puis { $domino } en second payant : +{ $points } − { $cost }
hint-hand-one = votre domino
hint-hand-left = votre domino de gauche
hint-hand-right = votre domino de droite
hint-hand-nth = votre domino { $n }
hint-hand-flip = { $domino }, autre face
hint-end_better = Mieux vaut finir le tour (meilleur second domino : { $net })
hint-wins = {" "}· plus de chances de gagner la partie
hint-line = { $n }. { $move } : { $detail } = { $points }
points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
legend-spots = Places (L) : partout où cette face se pose, encadré en vert ; en gras dans sa direction actuelle (R la tourne)
toast-saved = Enregistré dans { $path }
toast-opened = Ouvert : { $path }
toast-kept =  ; la partie inachevée est gardée sous { $name }
toast-kept-new = Nouvelle partie ; l'inachevée est gardée dans le dossier des parties sous { $name }.
toast-undo = Défait : { $what }
undo-own =
    { $role ->
        [you] votre coup ({ $dominoes })
       *[other] le coup { ELIDE("de", $name) } ({ $dominoes })
    }
undo-own_end =
    { $role ->
        [you] la fin de votre tour
       *[other] la fin du tour { ELIDE("de", $name) }
    }
undo-reply =
    { $role ->
        [computer] la réponse de l'ordinateur ({ $dominoes })
       *[other] la réponse { ELIDE("de", $name) } ({ $dominoes })
    }
undo-turn =
    { $role ->
        [you] votre tour
        [computer] le tour de l'ordinateur
       *[other] le tour { ELIDE("de", $name) }
    }
undo-and = {" "}et{" "}
toast-redo = Refait : { $what }
toast-nothing_undo = Rien à défaire
toast-nothing_redo = Rien à refaire
toast-error = Erreur : { $message }
toast-autosave_failed = Échec de la sauvegarde automatique : { $message }
help-title = Touches
key-space = Espace
key-home = Origine
key-enter = Entrée
key-escape = Échap
key-shift = Maj
help-body =
    1 / 2, Tab : choisir un domino    R / Maj+R : tourner    F : retourner
    Flèches : déplacer le domino (sans domino, la table ; Maj+flèches : toujours la table)
    Entrée ou clic : aperçu, encore : valider    Échap : annuler    E : fin du tour
    S : second domino    Molette : zoom    Glisser : déplacer    { $key_fit } : cadrer la table
    { $key_spots } : places légales    { $key_hint } : conseils oui / non (1 / 2 / 3 en prennent un)    { $key_undo } / { $key_redo } : défaire / refaire
    { $key_save } / { $key_open } : enregistrer / ouvrir    { $key_rules } : règles    { $key_help } : cette aide

## pass-and-play

pass-title = Passez l'ordinateur à { $name }
pass-body =
    { $role ->
        [you] Les dominos restent cachés jusqu'à ce que vous soyez prêt.
       *[other] Les dominos restent cachés jusqu'à ce { ELIDE("que", $name) } soit prêt.
    }
pass-show = Montrer mes dominos
pass-last = Derniers coups :

## files

file-save-title = Enregistrer la partie
file-open-title = Ouvrir une partie enregistrée
file-path = Fichier :
file-recent = Parties enregistrées dans { $folder } :
file-none = (aucune pour l'instant)
file-ok-save = Enregistrer
file-ok-open = Ouvrir
file-cancel = Annuler
file-error = Impossible d'ouvrir : { $message }
file-error-no_folder = Le dossier { $folder } n'existe pas : indiquez un dossier existant.
file-error-path = Ce chemin est inutilisable : { $message }.
file-error-is_folder = { $path } est un dossier : indiquez un nom de fichier.

## rules

rules-title = Règles
rules-back = Retour (Échap)
rules-paused = Les joueurs ordinateur attendent pendant votre lecture.
rules-scroll = Molette, flèches ou Page pour défiler

## end of game

end-title = Fin de la partie
end-reason-target = L'objectif a été atteint.
end-reason-all-placed = Tous les dominos sont sur la table.
end-reason-blocked = Un tour de table complet s'est passé sans pose.
end-winner =
    { $role ->
        [you] Vous gagnez !
       *[other] { $names } gagne !
    }
end-winners = { $names } se partagent la victoire !
end-and = {" "}et{" "}
end-ranking = Classement
end-rank_line = { $rank }. { $name } : { $score }
end-best = meilleure pose : { $points } ({ $detail })
end-best-none = aucune pose
end-largest = plus grande surface fermée : { $size }
end-largest-none = aucune surface fermée
end-counts = { $placed }, { $closed }
end-placed =
    { $n ->
        [one] { $n } domino posé
       *[other] { $n } dominos posés
    }
end-closed =
    { $n ->
        [one] { $n } surface fermée
       *[other] { $n } surfaces fermées
    }
end-track = Les scores au fil de la partie
end-turn_axis = tours
end-new = Nouvelle partie
end-same = Rejouer la même donne
end-setup = Retour aux réglages
end-view_table = Voir la table
animation-points = +{ $points }
animation-paid = −{ $paid }
