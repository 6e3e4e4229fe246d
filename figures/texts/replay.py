"""The texts of the replay screen (a saved game stepped through move by move), in English and
French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

REPLAY_TEXTS: Final[dict[str, dict[str, str]]] = {
    # The replay's file dialog (figures/ui/widgets/dialog.py): its list, and what a row says of
    # a game that is not a file the player saved.
    "replay.dialog.recent": {
        "en": "Saved games in {folder}, and the games played to their end:",
        "fr": "Parties enregistrées dans {folder}, et les parties jouées jusqu'au bout :",
    },
    "replay.dialog.autosave": {"en": "the last game played", "fr": "la dernière partie jouée"},
    "replay.dialog.kept": {"en": "kept when it ended", "fr": "gardée à sa fin"},
    # The steps (figures/ui/replay/steps.py): what was done.
    "replay.open": {
        "en": "lays opening domino #{tile}",
        "fr": "pose le domino d'ouverture #{tile}",
    },
    "replay.place": {"en": "places domino #{tile}", "fr": "pose le domino #{tile}"},
    "replay.second": {
        "en": "pays for a second domino, #{tile}",
        "fr": "paie un second domino, #{tile}",
    },
    "replay.end": {"en": "ends the turn", "fr": "finit son tour"},
    "replay.return": {
        "en": "nothing fits: returns {n} to the bag",
        "fr": "rien ne va : en rend {n} au sac",
    },
    "replay.pass": {"en": "passes", "fr": "passe"},
    "replay.lead": {"en": "leads {tile}", "fr": "ouvre avec le {tile}"},
    "replay.play": {"en": "{tile} on {end}", "fr": "{tile} sur {end}"},
    "replay.draw": {"en": "draws {tile}", "fr": "pioche le {tile}"},
    "replay.round": {"en": "end of round {n}", "fr": "fin de la manche {n}"},
    # Why: the points explained.
    "replay.edges.one": {"en": "{n} edge", "fr": "{n} bord"},
    "replay.edges.many": {"en": "{n} edges", "fr": "{n} bords"},
    "replay.bonus": {"en": "{n} bonus", "fr": "{n} de bonus"},
    "replay.closes": {"en": "closes {surface}", "fr": "ferme {surface}"},
    "replay.surface.R": {"en": "a red {n}", "fr": "un rouge de {n}"},
    "replay.surface.Y": {"en": "a yellow {n}", "fr": "un jaune de {n}"},
    "replay.surface.G": {"en": "a green {n}", "fr": "un vert de {n}"},
    "replay.surface.B": {"en": "a blue {n}", "fr": "un bleu de {n}"},
    "replay.sum": {"en": "{parts} = {points}", "fr": "{parts} = {points}"},
    "replay.why.paid": {
        "en": "{text}, − {paid} paid: {net}",
        "fr": "{text}, − {paid} payés : {net}",
    },
    "replay.why.drawn": {"en": "{text}; draws {n}", "fr": "{text} ; pioche {n}"},
    "replay.why.open": {
        "en": "the opening scores nothing",
        "fr": "l'ouverture ne rapporte rien",
    },
    "replay.why.end": {
        "en": "no second domino; draws {n}",
        "fr": "pas de second domino ; pioche {n}",
    },
    "replay.why.nothing": {"en": "no points", "fr": "aucun point"},
    "replay.why.return": {
        "en": "no points; draws {n} in their place",
        "fr": "aucun point ; en pioche {n} à la place",
    },
    "replay.why.pass": {
        "en": "nothing fits and the bag is empty",
        "fr": "rien ne va et le sac est vide",
    },
    "replay.why.count": {
        "en": "the ends count {n}: +{n}",
        "fr": "les bouts font {n} : +{n}",
    },
    "replay.why.draw": {
        "en": "no tile fits: draws from the stock",
        "fr": "aucun domino ne va : pioche",
    },
    "replay.how": {"en": "{how}; points: {points}", "fr": "{how} ; points : {points}"},
    "replay.how.out": {"en": "{name} went out", "fr": "{name} a posé son dernier domino"},
    "replay.how.target": {"en": "{name} reached the target", "fr": "{name} atteint le but"},
    "replay.how.blocked": {"en": "the game is blocked", "fr": "le jeu est bloqué"},
    "replay.how.tie": {"en": "a tie", "fr": "égalité"},
    "replay.how.over": {
        "en": "{text}. The game is over: {names} won",
        "fr": "{text}. Partie finie : {names} gagne",
    },
    "replay.over": {
        "en": "The game is over: {names} won.",
        "fr": "La partie est finie : {names} gagne.",
    },
    # The screen (figures/ui/replay/view.py).
    "replay.title": {"en": "Replay", "fr": "Rejouer la partie"},
    "replay.start": {"en": "The start of the game", "fr": "Le début de la partie"},
    "replay.start.why": {
        "en": "→ or Space to go through the game",
        "fr": "→ ou Espace pour parcourir la partie",
    },
    "replay.position": {"en": "Move {k} of {n}", "fr": "Coup {k} sur {n}"},
    "replay.turn": {"en": "Turn {n}", "fr": "Tour {n}"},
    "replay.turn.opening": {"en": "Opening", "fr": "Ouverture"},
    "replay.round.n": {"en": "Round {n}", "fr": "Manche {n}"},
    "replay.scores": {"en": "Scores", "fr": "Scores"},
    "replay.moves": {"en": "Moves", "fr": "Coups"},
    "replay.keys": {
        "en": "← → a move · PgUp PgDn a {unit} · Home End · a {unit} number + Enter · "
        "Space: play on · Esc: back",
        "fr": "← → un coup · PgPréc PgSuiv par {unit} · Début Fin · n° de {unit} + Entrée · "
        "Espace : lecture · Échap : retour",
    },
    "replay.unit.turn": {"en": "turn", "fr": "tour"},
    "replay.unit.round": {"en": "round", "fr": "manche"},
    "replay.typed": {"en": "Go to {unit} {n}…", "fr": "Aller à : {unit} {n}…"},
    "replay.no_such": {"en": "There is no {unit} {n}", "fr": "Il n'y a pas de {unit} {n}"},
    "replay.playing": {"en": "Playing (Space: pause)", "fr": "Lecture (Espace : pause)"},
    "replay.back": {"en": "Back (Esc)", "fr": "Retour (Échap)"},
    "replay.first": {"en": "|←", "fr": "|←"},
    "replay.prev": {"en": "←", "fr": "←"},
    "replay.play_button": {"en": "Play", "fr": "Lecture"},
    "replay.pause_button": {"en": "Pause", "fr": "Pause"},
    "replay.next": {"en": "→", "fr": "→"},
    "replay.last": {"en": "→|", "fr": "→|"},
    "replay.who": {"en": "{name}: {what}", "fr": "{name} : {what}"},
    # Reaching it: the set-up and the end screen.
    "setup.replay": {"en": "Replay a game… (R)", "fr": "Revoir une partie… (R)"},
    "setup.open.short": {"en": "Open…", "fr": "Ouvrir…"},
    "setup.replay.short": {"en": "Replay (R)", "fr": "Revoir (R)"},
    "replay.dialog.title": {"en": "Replay a game", "fr": "Revoir une partie"},
    "replay.error.sheet": {
        "en": "This is a score sheet, not a game record: it has no moves to replay.",
        "fr": "C'est une feuille de score, pas une partie : elle n'a pas de coups à revoir.",
    },
    "replay.error.bad": {
        "en": "This file cannot be replayed: {message}",
        "fr": "Ce fichier ne peut pas être revu : {message}",
    },
    "replay.error.empty": {
        "en": "This game has no moves to replay yet.",
        "fr": "Cette partie n'a encore aucun coup à revoir.",
    },
    "end.replay": {"en": "Replay (R)", "fr": "Revoir (R)"},
}
