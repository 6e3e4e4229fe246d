"""The shell's texts shared by every game (choosing the game, per-game set-up),
in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

SHELL_TEXTS: Final[dict[str, dict[str, str]]] = {
    "shell.subtitle": {
        "en": "colour figures and the classic domino games",
        "fr": "figures de couleurs et les jeux de dominos classiques",
    },
    "shell.game": {"en": "Game", "fr": "Jeu"},
    "shell.about": {"en": "{title}: {line}", "fr": "{title} : {line}"},
    "shell.hint": {
        "en": "Page Up/Down: another game · Tab: next field or button · Space: press it · "
        "Enter: start",
        "fr": "Pg préc./suiv. : autre jeu · Tab : champ ou bouton · Espace : appuyer · "
        "Entrée : commencer",
    },
    # ------------------------------------------------------------------ the games
    "game.title.colour": {"en": "Colour figures", "fr": "Figures de couleurs"},
    "game.desc.colour": {
        "en": "Match colours on triangle dominoes and close figures.",
        "fr": "Accordez les couleurs des dominos triangles, fermez des figures.",
    },
    "game.brief.colour": {"en": "Match colours, close figures.", "fr": "Accordez les couleurs."},
    "game.title.block": {"en": "Block game", "fr": "Jeu bloqué"},
    "game.desc.block": {
        "en": "Double-six end to end, no drawing: first out wins.",
        "fr": "Double-six bout à bout, sans pioche : le premier sans domino gagne.",
    },
    "game.brief.block": {"en": "Double-six, no drawing.", "fr": "Double-six, sans pioche."},
    "game.title.block-teams": {"en": "Block game in teams", "fr": "Jeu bloqué en équipes"},
    "game.desc.block-teams": {
        "en": "The block game for four, partners sitting opposite.",
        "fr": "Le jeu bloqué à quatre, les partenaires face à face.",
    },
    "game.brief.block-teams": {"en": "Four players, two teams.", "fr": "À quatre, en équipes."},
    "game.title.block-points": {
        "en": "Block game to 100 points",
        "fr": "Jeu bloqué à 100 points",
    },
    "game.desc.block-points": {
        "en": "No drawing; the winner scores the others' pips.",
        "fr": "Sans pioche ; le gagnant marque les points des autres.",
    },
    "game.brief.block-points": {
        "en": "The winner scores the others' pips.",
        "fr": "Le gagnant marque les points.",
    },
    "game.title.draw": {"en": "Draw game", "fr": "Jeu avec pioche"},
    "game.desc.draw": {
        "en": "Draw from the boneyard until you can play.",
        "fr": "Piochez jusqu'à pouvoir jouer.",
    },
    "game.brief.draw": {"en": "Draw until you can play.", "fr": "Piochez jusqu'à pouvoir jouer."},
    "game.title.draw-5": {
        "en": "Draw game with crossroads",
        "fr": "Pioche et carrefours",
    },
    "game.short.draw-5": {"en": "Draw with crossroads", "fr": "Pioche et carrefours"},
    "game.desc.draw-5": {
        "en": "Five tiles each; every double opens a crossroads.",
        "fr": "Cinq dominos chacun ; chaque double ouvre un carrefour.",
    },
    "game.brief.draw-5": {
        "en": "Every double opens a crossroads.",
        "fr": "Chaque double ouvre un carrefour.",
    },
    "game.title.all-fives": {"en": "All Fives", "fr": "Tous les cinq"},
    "game.desc.all-fives": {
        "en": "Score when the open ends add up to a multiple of five.",
        "fr": "Marquez quand les bouts font un multiple de cinq.",
    },
    "game.brief.all-fives": {
        "en": "Score the multiples of five.",
        "fr": "Marquez les multiples de cinq.",
    },
    "game.title.mexican-train": {"en": "Mexican Train", "fr": "Train mexicain"},
    "game.desc.mexican-train": {
        "en": "Double-twelve trains from a hub, up to eight players.",
        "fr": "Des trains en double-douze autour d'un moyeu, jusqu'à huit.",
    },
    "game.brief.mexican-train": {
        "en": "Double-twelve trains, up to eight.",
        "fr": "Trains en double-douze, jusqu'à huit.",
    },
    "game.title.matador": {"en": "Matador", "fr": "Matador"},
    "game.desc.matador": {
        "en": "Each join makes seven; the matadors go anywhere.",
        "fr": "Chaque jonction fait sept ; les matadors vont partout.",
    },
    "game.brief.matador": {"en": "Each join makes seven.", "fr": "Chaque jonction fait sept."},
    # ------------------------------------------------------------------ a classic set-up
    "setup.teams": {"en": "Teams of two", "fr": "Équipes de deux"},
    "setup.hand": {"en": "Tiles in each hand", "fr": "Dominos par main"},
    "setup.lead": {"en": "Who leads", "fr": "Qui ouvre"},
    "setup.lead.highest-double": {"en": "the highest double", "fr": "le plus fort double"},
    "setup.lead.any": {"en": "first player, any tile", "fr": "premier joueur, au choix"},
    "setup.cannot_play": {"en": "Cannot play", "fr": "Sans coup possible"},
    "setup.cannot_play.pass": {"en": "pass (block game)", "fr": "passer (jeu bloqué)"},
    "setup.cannot_play.draw-until": {"en": "draw until able", "fr": "piocher jusqu'à jouer"},
    "setup.cannot_play.draw-one": {"en": "draw one, or pass", "fr": "piocher un, ou passer"},
    "setup.target.points": {"en": "points to reach", "fr": "points à faire"},
    "setup.target.rounds": {"en": "rounds to play", "fr": "manches"},
    "setup.target.instant": {"en": "points in play", "fr": "points en jeu"},
    "setup.first.rule": {"en": "whoever holds it", "fr": "celui qui l'a"},
    "setup.error.rules": {
        "en": "These switches cannot be played together.",
        "fr": "Ces règles ne peuvent pas se jouer ensemble.",
    },
    # what the open dialog says of each file
    "file.summary.unreadable": {"en": "cannot be read", "fr": "illisible"},
    "file.summary.sheet": {"en": "Score sheet: {game}", "fr": "Feuille de marque : {game}"},
    "file.summary.finished": {"en": "finished: {scores}", "fr": "terminée : {scores}"},
    "file.summary.going": {"en": "in progress", "fr": "en cours"},
    # The set-up's offer to resume a colour game: which game, and the scores.
    "setup.resume.game": {"en": "{game}: {scores}", "fr": "{game} : {scores}"},
    "file.summary.going.scores": {
        "en": "in progress: {scores}",
        "fr": "en cours : {scores}",
    },
    # The names figures play gives seats without --names, in the window's language.
    "names.player": {"en": "Player {n}", "fr": "Joueur {n}"},
    "names.computer": {"en": "Computer {n} ({level})", "fr": "Ordinateur {n} ({level})"},
    "names.level.random": {"en": "random", "fr": "hasard"},
    "names.level.easy": {"en": "easy", "fr": "facile"},
    "names.level.medium": {"en": "medium", "fr": "moyen"},
    "names.level.hard": {"en": "hard", "fr": "difficile"},
    "file.summary.scenario": {"en": "Scenario: {game}", "fr": "Scénario : {game}"},
    "file.summary.classic": {"en": "classic game", "fr": "jeu classique"},
    "file.summary.position": {
        "en": "dominoes on the table: {dominoes} · plays judged: {plays}",
        "fr": "dominos sur la table : {dominoes} · coups jugés : {plays}",
    },
    "file.summary.actions": {"en": "actions judged: {count}", "fr": "actions jugées : {count}"},
    "file.hint.open": {
        "en": "↑↓ or a click: choose · Enter or a double click: open",
        "fr": "↑↓ ou un clic : choisir · Entrée ou un double clic : ouvrir",
    },
}
