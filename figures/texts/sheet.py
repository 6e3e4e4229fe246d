"""The score sheet's texts (its screen, its files, keeping score from the set-up), in
English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

SHEET_TEXTS: Final[dict[str, dict[str, str]]] = {
    # The top bar.
    "button.sheet_round": {"en": "New round (N)", "fr": "Nouvelle manche (N)"},
    "button.sheet_round.short": {"en": "Round", "fr": "Manche"},
    "button.sheet_turn": {"en": "New turn (N)", "fr": "Nouveau tour (N)"},
    "button.sheet_turn.short": {"en": "Turn", "fr": "Tour"},
    "button.sheet_in_play": {"en": "Points in play (F)", "fr": "Points en jeu (F)"},
    "button.sheet_in_play.short": {"en": "In play", "fr": "En jeu"},
    "button.sheet_all_placed": {"en": "All placed (A)", "fr": "Tout posé (A)"},
    "button.sheet_all_placed.short": {"en": "All placed", "fr": "Tout posé"},
    "button.sheet_undo": {"en": "Undo", "fr": "Annuler"},
    "button.sheet_redo": {"en": "Redo", "fr": "Refaire"},
    "button.sheet_rules": {"en": "Rules (R)", "fr": "Règles (R)"},
    "button.sheet_rules.short": {"en": "Rules", "fr": "Règles"},
    "button.sheet_save": {"en": "Save", "fr": "Enregistrer"},
    "button.sheet_save.short": {"en": "Save", "fr": "Enreg."},
    "button.sheet_open": {"en": "Open", "fr": "Ouvrir"},
    "button.sheet_export": {"en": "Export CSV (X)", "fr": "Exporter en CSV (X)"},
    "button.sheet_export.short": {"en": "CSV", "fr": "CSV"},
    "button.sheet_setup": {"en": "Set-up", "fr": "Réglages"},
    # The status and the standings.
    "sheet.status": {"en": "Score sheet: {game}", "fr": "Feuille de score : {game}"},
    "sheet.standings": {"en": "Standings", "fr": "Classement"},
    "sheet.target.points": {"en": "to {n}", "fr": "en {n}"},
    "sheet.target.rounds.one": {"en": "{n} round", "fr": "{n} manche"},
    "sheet.target.rounds.many": {"en": "{n} rounds", "fr": "{n} manches"},
    "sheet.target.lowest.one": {
        "en": "{n} round, the lowest total wins",
        "fr": "{n} manche, le plus petit total gagne",
    },
    "sheet.target.lowest.many": {
        "en": "{n} rounds, the lowest total wins",
        "fr": "{n} manches, le plus petit total gagne",
    },
    "sheet.needs.points": {"en": "needs {n}", "fr": "encore {n}"},
    "sheet.needs.rounds.one": {"en": "{n} round left", "fr": "{n} manche restante"},
    "sheet.needs.rounds.many": {"en": "{n} rounds left", "fr": "{n} manches restantes"},
    "sheet.needs.done": {"en": "reached", "fr": "atteint"},
    "sheet.leader": {"en": "ahead", "fr": "en tête"},
    "sheet.hint.first": {"en": "P: change who starts", "fr": "P : changer qui commence"},
    "sheet.winner": {"en": "wins", "fr": "gagne"},
    "sheet.in_play.now": {"en": "+{n} in play", "fr": "+{n} en jeu"},
    # Whose turn.
    "sheet.turn.rule": {
        "en": "Round {n} — the highest double leads",
        "fr": "Manche {n} — le plus fort double commence",
    },
    "sheet.turn.seat": {
        "en": "Round {n} — {name} leads (any tile)",
        "fr": "Manche {n} — {name} commence (n'importe quel domino)",
    },
    "sheet.turn.seat.you": {
        "en": "Round {n} — you lead (any tile)",
        "fr": "Manche {n} — vous commencez (n'importe quel domino)",
    },
    "sheet.turn.lot": {
        "en": "Round {n} — draw lots for who leads",
        "fr": "Manche {n} — tirez au sort qui commence",
    },
    "sheet.turn.engine.seat": {
        "en": "Round {n} — engine {tile}: {name} starts",
        "fr": "Manche {n} — double de départ {tile} : {name} commence",
    },
    "sheet.turn.engine.seat.you": {
        "en": "Round {n} — engine {tile}: you start",
        "fr": "Manche {n} — double de départ {tile} : vous commencez",
    },
    "sheet.turn.engine.rule": {
        "en": "Round {n} — engine {tile}: the highest double leads",
        "fr": "Manche {n} — double de départ {tile} : le plus fort double commence",
    },
    "sheet.turn.engine.lot": {
        "en": "Round {n} — engine {tile}: draw lots for who starts",
        "fr": "Manche {n} — double de départ {tile} : tirez au sort qui commence",
    },
    "sheet.turn.colour": {"en": "Turn {n} — {name} plays", "fr": "Tour {n} — {name} joue"},
    "sheet.turn.colour.you": {"en": "Turn {n} — your turn", "fr": "Tour {n} — à vous"},
    "sheet.turn.colour.round": {"en": "round {n}", "fr": "tour de table {n}"},
    "sheet.engine": {"en": "Engine", "fr": "Départ"},
    "sheet.over": {"en": "Game over", "fr": "Partie finie"},
    "sheet.pending": {
        "en": "Points in play so far this round: {items}",
        "fr": "Points en jeu jusqu'ici cette manche : {items}",
    },
    "sheet.hint.classic": {
        "en": "N new round · ↑↓ choose a round, E or Enter edits it · {key_undo} undo",
        "fr": "N nouvelle manche · ↑↓ choisir une manche, E ou Entrée la corrige · "
        "{key_undo} annule",
    },
    "sheet.hint.colour": {
        "en": "N new turn · ↑↓ choose a turn, E or Enter edits it · A all placed · {key_undo} undo",
        "fr": "N nouveau tour · ↑↓ choisir un tour, E ou Entrée le corrige · A tout posé · "
        "{key_undo} annule",
    },
    "sheet.hint.over": {
        "en": "N new sheet, same players · T the rounds or the ranking · {key_undo} undo",
        "fr": "N nouvelle feuille, mêmes joueurs · T les manches ou le classement · "
        "{key_undo} annule la dernière",
    },
    # The rounds table.
    "sheet.col.round": {"en": "Round", "fr": "N°"},
    "sheet.col.turn": {"en": "Turn", "fr": "Tour"},
    "sheet.col.how": {"en": "How it ended", "fr": "Issue"},
    "sheet.last_round": {
        "en": "{words} · last round: {name} reached {target}",
        "fr": "{words} · dernier tour de table : {name} a atteint {target}",
    },
    "sheet.last_round.you": {
        "en": "{words} · last round: you reached {target}",
        "fr": "{words} · dernier tour de table : vous avez atteint {target}",
    },
    "sheet.col.player": {"en": "Player", "fr": "Joueur"},
    "sheet.col.points": {"en": "Points", "fr": "Points"},
    "sheet.how.out": {"en": "{name} went out", "fr": "{name} a fini"},
    "sheet.how.out.you": {"en": "you went out", "fr": "vous avez fini"},
    "sheet.how.blocked": {"en": "blocked", "fr": "bloquée"},
    "sheet.how.target": {"en": "target reached in play", "fr": "objectif atteint en jeu"},
    "sheet.turn.none": {"en": "no placement", "fr": "aucune pose"},
    "sheet.turn.bonus": {"en": "bonus {n}", "fr": "bonus {n}"},
    "sheet.turn.paid": {"en": "−{n} paid", "fr": "−{n} payés"},
    "sheet.turn.placements.one": {"en": "{n} placement", "fr": "{n} pose"},
    "sheet.turn.placements.many": {"en": "{n} placements", "fr": "{n} poses"},
    "sheet.empty.round": {
        "en": "No round yet: press N to enter the first one.",
        "fr": "Aucune manche encore : N pour saisir la première.",
    },
    "sheet.empty.turn": {
        "en": "No turn yet: press N to enter the first one.",
        "fr": "Aucun tour encore : N pour saisir le premier.",
    },
    "sheet.chart": {"en": "Scores over the rounds", "fr": "Les scores au fil des manches"},
    # Messages.
    "sheet.nothing_to_undo": {
        "en": "Nothing to undo: the sheet is empty.",
        "fr": "Rien à annuler : la feuille est vide.",
    },
    "sheet.nothing_to_redo": {"en": "Nothing to redo.", "fr": "Rien à refaire."},
    "sheet.undone": {"en": "Taken back.", "fr": "Annulé."},
    "sheet.redone": {"en": "Put back.", "fr": "Rétabli."},
    "sheet.refused": {"en": "Refused: {message}", "fr": "Refusé : {message}"},
    "sheet.saved": {"en": "Sheet saved to {path}", "fr": "Feuille enregistrée dans {path}"},
    "sheet.exported": {"en": "CSV written to {path}", "fr": "CSV écrit dans {path}"},
    "sheet.autosave.error": {
        "en": "The sheet could not be saved: {message}",
        "fr": "La feuille n'a pas pu être enregistrée : {message}",
    },
    "sheet.no_forms": {
        "en": "The entry forms are not available in this version.",
        "fr": "Les formulaires de saisie ne sont pas disponibles dans cette version.",
    },
    "sheet.nothing_to_edit": {
        "en": "Choose a row with ↑ and ↓ first.",
        "fr": "Choisissez d'abord une ligne avec ↑ et ↓.",
    },
    "sheet.no_in_play": {
        "en": "This game scores nothing in play.",
        "fr": "Ce jeu ne marque rien en cours de manche.",
    },
    "sheet.all_placed.done": {
        "en": "Every domino is placed: the game is over.",
        "fr": "Tous les dominos sont posés : la partie est finie.",
    },
    "sheet.kept": {
        "en": "The unfinished sheet was kept as {name}.",
        "fr": "La feuille inachevée a été gardée sous le nom {name}.",
    },
    "sheet.bad": {
        "en": "The score sheet in progress could not be read ({problem}); it was renamed {name}.",
        "fr": "La feuille de score en cours n'a pas pu être lue ({problem}) ; "
        "elle a été renommée {name}.",
    },
    # The end.
    "sheet.end.one": {"en": "{name} wins", "fr": "{name} gagne"},
    "sheet.end.you": {"en": "You win", "fr": "Vous gagnez"},
    "sheet.end.team": {"en": "{name} win", "fr": "{name} gagnent"},
    "sheet.end.many": {"en": "{names} share the win", "fr": "{names} gagnent ex æquo"},
    "sheet.end.how.points": {
        "en": "The target of {n} was reached.",
        "fr": "L'objectif de {n} points a été atteint.",
    },
    "sheet.end.how.rounds.one": {
        "en": "The round is played.",
        "fr": "La manche est jouée.",
    },
    "sheet.end.how.rounds.many": {
        "en": "All {n} rounds are played.",
        "fr": "Les {n} manches sont jouées.",
    },
    "sheet.end.how.rounds.low.one": {
        "en": "The round is played: the lowest total wins.",
        "fr": "La manche est jouée : le plus petit total gagne.",
    },
    "sheet.end.how.rounds.low.many": {
        "en": "All {n} rounds are played: the lowest total wins.",
        "fr": "Les {n} manches sont jouées : le plus petit total gagne.",
    },
    "sheet.end.how.instant": {
        "en": "{n} was reached in play: the game ends at once.",
        "fr": "{n} a été atteint en cours de manche : la partie s'arrête là.",
    },
    "sheet.end.how.target": {
        "en": "{n} was reached; the round of turns was finished.",
        "fr": "{n} a été atteint ; le tour de table a été terminé.",
    },
    "sheet.end.how.all-placed": {
        "en": "Every domino was placed.",
        "fr": "Tous les dominos ont été posés.",
    },
    "sheet.end.how.blocked": {
        "en": "Nobody could place a domino for a whole round.",
        "fr": "Personne n'a pu poser de domino pendant tout un tour.",
    },
    "sheet.end.ranking": {"en": "Ranking", "fr": "Classement"},
    "sheet.end.new": {
        "en": "New sheet, same players (N)",
        "fr": "Nouvelle feuille, mêmes joueurs (N)",
    },
    "sheet.end.setup": {"en": "Set-up (Esc)", "fr": "Réglages (Échap)"},
    "sheet.end.rounds": {"en": "See the rounds (T)", "fr": "Voir les manches (T)"},
    "sheet.end.back": {"en": "See the ranking (T)", "fr": "Voir le classement (T)"},
    # The set-up.
    "setup.sheet": {"en": "Keep score of a table game (K)", "fr": "Compter une partie à table (K)"},
    "setup.sheet.short": {"en": "Keep score (K)", "fr": "Compter (K)"},
    "setup.sheet.resume": {
        "en": "Resume the score sheet (K)",
        "fr": "Reprendre la feuille de score (K)",
    },
    "setup.sheet.resume.short": {"en": "Resume (K)", "fr": "Reprendre"},
    "setup.sheet.summary": {
        "en": "Score sheet under way: {summary}",
        "fr": "Feuille en cours : {summary}",
    },
    "setup.sheet.new": {"en": "New sheet (Shift+K)", "fr": "Nouvelle (Maj+K)"},
    "setup.sheet.new.short": {"en": "New", "fr": "Nouvelle"},
    "sheet.summary.round": {"en": "{game}, round {n}", "fr": "{game}, manche {n}"},
    "sheet.summary.turn": {"en": "{game}, turn {n}", "fr": "{game}, tour {n}"},
    # Refusals of the sheet (figures.sheet.model.SheetError codes).
    "sheet.error.at_round": {"en": "Round {number}: {reason}", "fr": "Manche {number} : {reason}"},
    "sheet.error.at_turn": {"en": "Turn {number}: {reason}", "fr": "Tour {number} : {reason}"},
    "sheet.error.at_placement": {
        "en": "Turn {number}, placement {k}: {reason}",
        "fr": "Tour {number}, pose {k} : {reason}",
    },
    "sheet.error.ended": {
        "en": "the game would be over before this entry: undo the later ones first",
        "fr": "la partie serait finie avant cette saisie : annulez d'abord les suivantes",
    },
    "sheet.error.over": {"en": "the game is over", "fr": "la partie est finie"},
    "sheet.error.reached": {
        "en": "{name} reached {threshold} in play: the game ended there",
        "fr": "{name} a atteint {threshold} en cours de jeu : la partie s'est arrêtée là",
    },
    "sheet.error.reached.you": {
        "en": "you reached {threshold} in play: the game ended there",
        "fr": "vous avez atteint {threshold} en cours de jeu : la partie s'est arrêtée là",
    },
    "sheet.error.not-reached": {
        "en": "nobody reached {threshold} in play with these points",
        "fr": "personne n'atteint {threshold} en cours de jeu avec ces points",
    },
    "sheet.error.holds-nothing": {
        "en": "{name} went out, so holds no tile",
        "fr": "{name} a fini ses dominos et n'en a donc plus",
    },
    "sheet.error.holds-nothing.you": {
        "en": "you went out, so hold no tile",
        "fr": "vous avez fini vos dominos et n'en avez donc plus",
    },
    "sheet.error.pips": {
        "en": "{name}'s pips are a number from 0 to {most}",
        "fr": "les points de {name} vont de 0 à {most}",
    },
    "sheet.error.pips.you": {
        "en": "your pips are a number from 0 to {most}",
        "fr": "vos points vont de 0 à {most}",
    },
    "sheet.error.twice": {
        "en": "{tile} is given twice ({name} and {other})",
        "fr": "{tile} est donné deux fois ({name} et {other})",
    },
    "sheet.error.engine": {
        "en": "{tile} is this round's engine: nobody holds it",
        "fr": "{tile} est le double de départ de cette manche : personne ne l'a en main",
    },
    "sheet.error.too-many-pips": {
        "en": "the hands add up to {total} pips; the whole set has {most}",
        "fr": "les mains totalisent {total} points ; le jeu entier en a {most}",
    },
    "sheet.error.second-cost": {
        "en": "a second domino costs {cost} points; {name} has {score}",
        "fr": "un second domino coûte {cost} points ; {name} en a {score}",
    },
    "sheet.error.second-cost.you": {
        "en": "a second domino costs {cost} points; you have {score}",
        "fr": "un second domino coûte {cost} points ; vous en avez {score}",
    },
    "sheet.error.box": {
        "en": "the box holds only {count} dominoes",
        "fr": "la boîte ne contient que {count} dominos",
    },
    "sheet.error.placement-points": {
        "en": "a placement earns at most {most} points",
        "fr": "une pose rapporte au plus {most} points",
    },
    "sheet.error.placement-squares": {
        "en": "the surfaces a placement closes have at most {most} squares in all",
        "fr": "les surfaces fermées par une pose ont au plus {most} cases en tout",
    },
    "sheet.error.placement-nothing": {
        "en": "give the edges a placement connected, or its points (from 1)",
        "fr": "donnez les bords reliés par une pose, ou ses points (à partir de 1)",
    },
    "sheet.error.edges": {
        "en": "a placement connects 1 to {most} edges, not {edges}",
        "fr": "une pose relie de 1 à {most} bords, pas {edges}",
    },
    "sheet.error.surface": {
        "en": "a closed surface has 1 square or more, not {size}",
        "fr": "une surface fermée a 1 case ou plus, pas {size}",
    },
    "sheet.error.placements": {
        "en": "a turn places at most {most} of its hand's dominoes, not {placed}",
        "fr": "un tour pose au plus {most} des dominos de sa main, pas {placed}",
    },
    "sheet.error.full": {
        "en": "a sheet holds at most {most} entries",
        "fr": "une feuille contient au plus {most} saisies",
    },
    "sheet.error.fives": {
        "en": "points in play are multiples of 5, not {points}",
        "fr": "les points en jeu sont des multiples de 5, pas {points}",
    },
    "sheet.error.in-play-most": {
        "en": "a side scores at most {most} points in play in a round",
        "fr": "un camp marque au plus {most} points en cours de jeu dans une manche",
    },
    "sheet.error.no-in-play": {
        "en": "this game scores nothing in play",
        "fr": "ce jeu ne marque rien en cours de jeu",
    },
    "sheet.error.nothing-to-undo": {
        "en": "nothing to undo: the sheet is empty",
        "fr": "rien à annuler : la feuille est vide",
    },
    "sheet.error.nothing-to-redo": {"en": "nothing to redo", "fr": "rien à refaire"},
    # The file dialogs of the sheet's screen.
    "sheet.file.save.title": {
        "en": "Save the score sheet",
        "fr": "Enregistrer la feuille de marque",
    },
    "sheet.file.open.title": {
        "en": "Open a score sheet or a saved game",
        "fr": "Ouvrir une feuille de marque ou une partie",
    },
    "sheet.file.export.title": {
        "en": "Export the sheet as CSV (a spreadsheet)",
        "fr": "Exporter la feuille en CSV (tableur)",
    },
}
