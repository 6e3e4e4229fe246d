"""The texts of statistics across games and the statistics page, in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

STATS_TEXTS: Final[dict[str, dict[str, str]]] = {
    # The set-up's button.
    "setup.stats": {"en": "Statistics (S)", "fr": "Statistiques (S)"},
    "setup.stats.short": {"en": "Stats (S)", "fr": "Stats (S)"},
    # The page.
    "stats.title": {"en": "Statistics", "fr": "Statistiques"},
    "stats.back": {"en": "Back (Esc)", "fr": "Retour (Échap)"},
    "stats.pick": {
        "en": "← → or a click: another player",
        "fr": "← → ou un clic : un autre joueur",
    },
    "stats.none": {
        "en": "No finished game yet: each game played to its end on this computer is counted here.",
        "fr": "Aucune partie terminée : chaque partie jouée jusqu'au bout sur cet ordinateur "
        "est comptée ici.",
    },
    "stats.set_aside": {
        "en": "The statistics file could not be read ({problem}): it is kept as {name}, and "
        "new statistics begin.",
        "fr": "Le fichier des statistiques était illisible ({problem}) : il est gardé sous le "
        "nom {name}, et de nouvelles statistiques commencent.",
    },
    "stats.dropped.one": {
        "en": "1 game of the statistics file could not be used ({problem}) and is left out; "
        "the file as it was is kept as {name}.",
        "fr": "1 partie du fichier des statistiques était inutilisable ({problem}) et n'est "
        "pas comptée ; le fichier tel qu'il était est gardé sous le nom {name}.",
    },
    "stats.dropped.many": {
        "en": "{n} games of the statistics file could not be used (the first: {problem}) and "
        "are left out; the file as it was is kept as {name}.",
        "fr": "{n} parties du fichier des statistiques étaient inutilisables (la première : "
        "{problem}) et ne sont pas comptées ; le fichier tel qu'il était est gardé sous le "
        "nom {name}.",
    },
    "stats.bad.kept": {
        "en": "The statistics file could not be used ({problem}) nor set aside ({error}): it "
        "is left as it is, and no game is recorded in it.",
        "fr": "Le fichier des statistiques était inutilisable ({problem}) et n'a pu être mis "
        "de côté ({error}) : il est laissé tel quel, et aucune partie n'y est enregistrée.",
    },
    "stats.computer": {"en": "computer", "fr": "ordinateur"},
    # The figures in large type.
    "stats.games": {"en": "Games", "fr": "Parties"},
    "stats.wins": {"en": "Wins", "fr": "Victoires"},
    "stats.rate": {"en": "Win rate", "fr": "Taux de victoire"},
    "stats.average": {"en": "Average score", "fr": "Score moyen"},
    "stats.best": {"en": "Best placement", "fr": "Meilleure pose"},
    "stats.largest": {"en": "Largest surface", "fr": "Plus grande surface"},
    "stats.streak": {"en": "Winning streak", "fr": "Série de victoires"},
    "stats.streak.longest": {"en": "longest {n}", "fr": "record {n}"},
    "stats.none.value": {"en": "–", "fr": "–"},
    # The table per game.
    "stats.table": {"en": "Each game", "fr": "Par jeu"},
    "stats.col.game": {"en": "Game", "fr": "Jeu"},
    "stats.col.games": {"en": "Games", "fr": "Parties"},
    "stats.col.wins": {"en": "Wins", "fr": "Victoires"},
    "stats.col.rate": {"en": "Rate", "fr": "Taux"},
    "stats.col.average": {"en": "Average", "fr": "Moyenne"},
    "stats.col.best": {"en": "Best", "fr": "Meilleur"},
    "stats.col.best.note": {
        "en": "Best: the most points scored in one placement (Colour figures) or in one "
        "round (the other games).",
        "fr": "Meilleur : le plus de points marqués en une pose (Figures de couleurs) ou en "
        "une manche (les autres jeux).",
    },
    # Against the computer.
    "stats.levels": {"en": "Against the computer", "fr": "Contre l'ordinateur"},
    "stats.level.easy": {"en": "Easy", "fr": "Facile"},
    "stats.level.medium": {"en": "Medium", "fr": "Moyen"},
    "stats.level.hard": {"en": "Hard", "fr": "Difficile"},
    "stats.level.value": {"en": "{wins} won of {games}", "fr": "{wins} gagnées sur {games}"},
    "stats.level.none": {"en": "not played yet", "fr": "pas encore jouée"},
    # The chart.
    "stats.chart": {
        "en": "The last {n} games: score, and the win rate so far",
        "fr": "Les {n} dernières parties : le score, et le taux de victoire jusque-là",
    },
    "stats.chart.one": {
        "en": "The last game: score, and the win rate so far",
        "fr": "La dernière partie : le score, et le taux de victoire jusque-là",
    },
    "stats.chart.won": {"en": "won", "fr": "gagnée"},
    "stats.chart.lost": {"en": "lost", "fr": "perdue"},
    "stats.chart.rate": {"en": "win rate", "fr": "taux de victoire"},
    "stats.chart.axis": {"en": "games", "fr": "parties"},
    # Numbers.
    "stats.percent": {"en": "{n}%", "fr": "{n} %"},
    "stats.decimal": {"en": ".", "fr": ","},
}
