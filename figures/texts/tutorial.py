"""The texts of the guided first game, in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

TUTORIAL_TEXTS: Final[dict[str, dict[str, str]]] = {
    # For the set-up: its button, and its offer on a first launch (options.guide_seen).
    "tutorial.start": {
        "en": "Learn to play (guided game)",
        "fr": "Apprendre à jouer (partie guidée)",
    },
    "tutorial.setup_button": {"en": "Learn to play (G)", "fr": "Apprendre à jouer (G)"},
    "tutorial.offer": {
        "en": "New to Figures? A short guided game teaches the rules in four lessons.",
        "fr": "Nouveau venu ? Une courte partie guidée apprend les règles en quatre leçons.",
    },
    "tutorial.you": {"en": "You", "fr": "Vous"},
    "tutorial.computer": {"en": "Computer", "fr": "Ordinateur"},
    "tutorial.badge": {"en": "Guide {n} / {count}", "fr": "Guide {n} / {count}"},
    "tutorial.next": {"en": "Next (N)", "fr": "Suivant (N)"},
    "tutorial.skip": {"en": "Skip the guide (Esc)", "fr": "Passer le guide (Échap)"},
    "tutorial.finish": {"en": "Set up a game (Enter)", "fr": "Préparer une partie (Entrée)"},
    "tutorial.intro.title": {"en": "Your first game", "fr": "Votre première partie"},
    "tutorial.intro.text": {
        "en": "A short game against the computer, on the real table with the real rules, "
        "in four lessons: place a domino, match the colours, close a surface, pay for a "
        "second domino.",
        "fr": "Une courte partie contre l'ordinateur, sur la vraie table et avec les vraies "
        "règles, en quatre leçons : poser un domino, accorder les couleurs, fermer une "
        "surface, payer un second domino.",
    },
    "tutorial.intro.do": {
        "en": "Press Next to begin.",
        "fr": "Appuyez sur Suivant pour commencer.",
    },
    "tutorial.touch.title": {"en": "1. Place a domino", "fr": "1. Poser un domino"},
    "tutorial.touch.text": {
        "en": "The computer has laid the first domino. Yours must touch the table along an "
        "edge: the dominoes of the start score nothing.",
        "fr": "L'ordinateur a posé le premier domino. Le vôtre doit toucher la table par un "
        "bord : les dominos du début ne rapportent rien.",
    },
    # (the lesson's domino in a player's words: where it is in the hand, outlined there)
    "tutorial.hand.held": {"en": "the domino you hold", "fr": "le domino que vous tenez"},
    "tutorial.hand.left": {
        "en": "the domino on the left of your hand (outlined)",
        "fr": "le domino de gauche de votre main (entouré)",
    },
    "tutorial.hand.right": {
        "en": "the domino on the right of your hand (outlined)",
        "fr": "le domino de droite de votre main (entouré)",
    },
    "tutorial.hand.only": {"en": "your last domino", "fr": "votre dernier domino"},
    "tutorial.hand.nth": {
        "en": "domino {n} of your hand from the left (outlined)",
        "fr": "le domino n° {n} de votre main en partant de la gauche (entouré)",
    },
    "tutorial.hand.outlined": {
        "en": "the outlined domino of your hand",
        "fr": "le domino entouré de votre main",
    },
    "tutorial.touch.do": {
        "en": "Click your domino, then the outlined cells: once to see it there, once more to "
        "place it. R turns it, F shows its other face.",
        "fr": "Cliquez sur votre domino, puis sur les cases entourées : une fois pour le voir, "
        "une autre pour le poser. R le tourne, F montre son autre face.",
    },
    "tutorial.touch.done": {
        "en": "Well done: your domino touches the table.",
        "fr": "Bravo : votre domino touche la table.",
    },
    "tutorial.match.title": {"en": "2. Match the colours", "fr": "2. Accorder les couleurs"},
    "tutorial.match.text": {
        "en": "Where two dominoes touch, the edges must be the same colour. A matching edge "
        "scores a point (from the third, two: the bonus).",
        "fr": "Là où deux dominos se touchent, les bords doivent être de la même couleur. "
        "Un bord accordé rapporte un point (dès le troisième, deux : le bonus).",
    },
    "tutorial.match.do": {
        "en": "Place {which} on the outlined cells: turn it (R) or flip it (F) until every "
        "edge matches; a wrong colour is refused.",
        "fr": "Posez {which} sur les cases entourées : tournez-le (R) ou retournez-le (F) "
        "jusqu'à ce que chaque bord s'accorde ; une mauvaise couleur est refusée.",
    },
    "tutorial.match.done": {
        "en": "+{points}: {edges} edges of the same colour.",
        "fr": "+{points} : {edges} bords de la même couleur.",
    },
    "tutorial.close.title": {"en": "3. Close a surface", "fr": "3. Fermer une surface"},
    "tutorial.close.text": {
        "en": "A patch of one colour closed on every side scores a point per square in it, "
        "on top of the edges.",
        "fr": "Une tache d'une couleur fermée de tous côtés rapporte un point par carré, en "
        "plus des bords.",
    },
    "tutorial.close.do": {
        "en": "Place {which} on the outlined cells: it closes a small surface.",
        "fr": "Posez {which} sur les cases entourées : il ferme une petite surface.",
    },
    "tutorial.close.done": {
        "en": "+{points}: {edges} edges and a closed surface of {squares} squares.",
        "fr": "+{points} : {edges} bords et une surface fermée de {squares} carrés.",
    },
    "tutorial.second.title": {"en": "4. A second domino", "fr": "4. Un second domino"},
    "tutorial.second.text": {
        "en": "With {cost} points or more you may place your other domino in the same turn: "
        "it costs {cost} points, so play it when it earns more.",
        "fr": "Avec {cost} points ou plus, vous pouvez poser votre autre domino dans le même "
        "tour : il coûte {cost} points, jouez-le quand il rapporte plus.",
    },
    "tutorial.second.do": {
        "en": "Press “Play the second domino” (S), then place {which} on the outlined cells.",
        "fr": "Appuyez sur « Jouer le second domino » (S), puis posez {which} sur les cases "
        "entourées.",
    },
    "tutorial.second.done": {
        "en": "+{points} − {paid} = +{net}: a second domino worth its price.",
        "fr": "+{points} − {paid} = +{net} : un second domino qui vaut son prix.",
    },
    "tutorial.ready.title": {"en": "You're ready", "fr": "Vous êtes prêt"},
    "tutorial.ready.text": {
        "en": "You can place, match, close and pay for a second domino. The game ends with "
        "the round in which a player reaches the target; the highest score wins. Set up a "
        "real game!",
        "fr": "Vous savez poser, accorder, fermer et payer un second domino. La partie "
        "s'arrête à la fin du tour de table où un joueur atteint l'objectif ; le meilleur "
        "score gagne. Préparez une vraie partie !",
    },
    "tutorial.wait": {"en": "The computer is playing…", "fr": "L'ordinateur joue…"},
    "tutorial.end_turn": {
        "en": "First end your turn (E): the computer plays next.",
        "fr": "Terminez d'abord votre tour (E) : l'ordinateur joue ensuite.",
    },
    "tutorial.press_next": {"en": "Press Next (N).", "fr": "Appuyez sur Suivant (N)."},
    "tutorial.refused": {
        "en": "Refused: {reason}. Turn it (R) or flip it (F).",
        "fr": "Refusé : {reason}. Tournez-le (R) ou retournez-le (F).",
    },
    "tutorial.elsewhere": {
        "en": "It fits there too, but this guide goes on from the outlined cells.",
        "fr": "Il va aussi là, mais ce guide continue depuis les cases entourées.",
    },
    "tutorial.no_undo": {
        "en": "The guide has no undo.",
        "fr": "Le guide n'a pas d'annulation.",
    },
    # ------------------------------------------------------------------ the classic guide
    "tutorial.classic.offer": {
        "en": "New to dominoes? A short guided game teaches All Fives in three lessons.",
        "fr": "Nouveau aux dominos ? Une courte partie guidée apprend « Tous les cinq » en "
        "trois leçons.",
    },
    "tutorial.classic.intro.title": {
        "en": "Your first game of dominoes",
        "fr": "Votre première partie de dominos",
    },
    "tutorial.classic.intro.text": {
        "en": "A short game of All Fives against the computer, on the real table with the real "
        "rules, in three lessons: match an end, draw when no tile fits, score a five.",
        "fr": "Une courte partie de « Tous les cinq » contre l'ordinateur, sur la vraie table "
        "et avec les vraies règles, en trois leçons : poser sur un bout, piocher quand rien ne va, "
        "marquer un cinq.",
    },
    "tutorial.classic.match.title": {"en": "1. Match an end", "fr": "1. Poser sur un bout"},
    "tutorial.classic.match.text": {
        "en": "The computer has laid the first tile. Yours goes at one end of the line, its "
        "matching number against the number showing there: a {touch} against a {touch}.",
        "fr": "L'ordinateur a posé le premier domino. Le vôtre se pose à un bout de la "
        "ligne, le même nombre contre celui qui s'y montre : un {touch} contre un {touch}.",
    },
    "tutorial.classic.match.do": {
        "en": "Click your {tile} (outlined in your hand), then {end}, lit in green, to see it "
        "there; a second click there or Enter plays it.",
        "fr": "Cliquez sur votre {tile} (entouré dans votre main), puis sur {end}, éclairé en "
        "vert, pour l'y voir ; un second clic au même endroit ou Entrée le pose.",
    },
    "tutorial.classic.match.done": {
        "en": "Your {tile} joins the {touch}: the ends now show {left} and {right}.",
        "fr": "Votre {tile} rejoint le {touch} : les bouts montrent maintenant {left} et {right}.",
    },
    "tutorial.classic.draw.title": {
        "en": "2. Draw when you cannot play",
        "fr": "2. Piocher quand rien ne va",
    },
    "tutorial.classic.draw.text": {
        "en": "When no tile of yours matches an end, take one from the stock (Draw), and "
        "again until one fits; then play it.",
        "fr": "Quand aucun de vos dominos ne va sur un bout, prenez-en un dans la pioche "
        "(Piocher), et encore jusqu'à ce qu'un domino aille ; posez-le ensuite.",
    },
    "tutorial.classic.draw.do": {
        "en": "No tile of yours shows a {numbers}: press Draw (D).",
        "fr": "Aucun de vos dominos ne montre de {numbers} : appuyez sur Piocher (D).",
    },
    "tutorial.classic.draw.again": {
        "en": "The {drawn} you drew does not fit either: draw again (D).",
        "fr": "Le {drawn} pioché ne va pas non plus : piochez encore (D).",
    },
    "tutorial.classic.draw.play": {
        "en": "The {tile} you drew fits: play it on {end}.",
        "fr": "Le {tile} pioché va : posez-le sur {end}.",
    },
    "tutorial.classic.draw.done": {
        "en": "You drew {n} tiles and played the one that fits.",
        "fr": "Vous avez pioché {n} dominos et posé celui qui va.",
    },
    "tutorial.classic.five.title": {"en": "3. Score a five", "fr": "3. Marquer un cinq"},
    "tutorial.classic.five.text": {
        "en": "After each play the numbers at the ends are added up (the count over the "
        "table): a multiple of 5 (5, 10, 15…) scores that many points.",
        "fr": "Après chaque pose, on additionne les nombres des bouts (le compte au-dessus de "
        "la table) : un multiple de 5 (5, 10, 15…) rapporte autant de points.",
    },
    "tutorial.classic.five.do": {
        "en": "One of your tiles makes the ends add up to a multiple of 5: play your {tile} "
        "(outlined) on {end}.",
        "fr": "Un de vos dominos fait un multiple de 5 aux bouts : posez votre {tile} "
        "(entouré) sur {end}.",
    },
    "tutorial.classic.five.done": {
        "en": "The ends add up to {sum} = {total}: +{points} for you.",
        "fr": "Les bouts font {sum} = {total} : +{points} pour vous.",
    },
    "tutorial.classic.ready.title": {"en": "You're ready", "fr": "Vous êtes prêt"},
    "tutorial.classic.ready.text": {
        "en": "You can match an end, draw and score fives. A round ends when a player lays "
        "their last tile or nobody can play; the first to the target wins. Play on, or set "
        "up a real game!",
        "fr": "Vous savez poser sur un bout, piocher et marquer des cinq. Une manche finit "
        "quand un joueur pose son dernier domino ou que personne ne peut jouer ; le premier "
        "à l'objectif gagne. Jouez la suite, ou préparez une vraie partie !",
    },
    "tutorial.classic.elsewhere": {
        "en": "That play is allowed too, but this guide goes on with the outlined tile.",
        "fr": "Ce coup est permis aussi, mais ce guide continue avec le domino entouré.",
    },
}
