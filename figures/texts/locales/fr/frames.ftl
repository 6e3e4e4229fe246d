# Figures: frames texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/


## the colour game's hints

hint-more = {" "}· { $fact }
hint-reply-fact = meilleure réponse du suivant +{ $gain }
hint-across = couché
hint-upright = debout
hint-left_of = à gauche du conseil { $n }
hint-right_of = à droite du conseil { $n }
hint-above = au-dessus du conseil { $n }
hint-below = au-dessous du conseil { $n }
hint-reversed = sur les cases du conseil { $n }, retourné

## the guide, from a game

button-guide = Revoir le guide
guide-confirm-title = Quitter cette partie pour le guide ?
guide-confirm-body = Elle est gardée : les réglages proposent de la reprendre après le guide.
guide-confirm-yes = Aller au guide ({ $key_confirm })
guide-confirm-no = Rester ({ $key_cancel })
