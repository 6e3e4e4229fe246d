"""The texts of the position editor (Edit a position), in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

EDITOR_TEXTS: Final[dict[str, dict[str, str]]] = {
    # The set-up's way in.
    "editor.setup_button": {"en": "Edit a position (E)", "fr": "Éditer une position (E)"},
    "editor.setup_button.short": {"en": "Position (E)", "fr": "Position (E)"},
    # The screen.
    "editor.title": {"en": "Edit a position", "fr": "Éditer une position"},
    "editor.untitled": {"en": "new position", "fr": "nouvelle position"},
    "editor.changed": {"en": "(not saved)", "fr": "(non enregistrée)"},
    "editor.open": {"en": "Open… ({key_open})", "fr": "Ouvrir… ({key_open})"},
    "editor.open.short": {"en": "Open…", "fr": "Ouvrir…"},
    "editor.save": {"en": "Save… ({key_save})", "fr": "Enregistrer… ({key_save})"},
    "editor.save.short": {"en": "Save…", "fr": "Enregistrer…"},
    "editor.new": {"en": "New (Ctrl+N)", "fr": "Nouvelle (Ctrl+N)"},
    "editor.new.short": {"en": "New", "fr": "Nouvelle"},
    "editor.back": {"en": "Back (Esc)", "fr": "Retour (Échap)"},
    "editor.mode.table": {"en": "Lay on the table (T)", "fr": "Poser sur la table (T)"},
    "editor.mode.table.short": {"en": "Table (T)", "fr": "Table (T)"},
    "editor.mode.plays": {"en": "Add as a play (P)", "fr": "Ajouter un coup (P)"},
    "editor.mode.plays.short": {"en": "Play (P)", "fr": "Coup (P)"},
    "editor.undo": {"en": "Undo ({key_undo})", "fr": "Annuler ({key_undo})"},
    "editor.undo.short": {"en": "Undo", "fr": "Annuler"},
    "editor.redo": {"en": "Redo ({key_redo})", "fr": "Rétablir ({key_redo})"},
    "editor.redo.short": {"en": "Redo", "fr": "Rétablir"},
    "editor.keys.table": {
        "en": "Click: lay the domino held, legal or not · right click or Delete: take one off · "
        "R, Shift+R, Shift+wheel: turn · F: other face · drag: move · wheel: zoom",
        "fr": "Clic : poser le domino tenu, permis ou non · clic droit ou Suppr : en retirer un · "
        "R, Maj+R, Maj+molette : tourner · F : autre face · glisser : déplacer · molette : zoom",
    },
    "editor.keys.plays": {
        "en": "Click: add the domino held as the next play · right click or Delete: remove a "
        "play · R: turn · F: other face · click a play in the list to see it",
        "fr": "Clic : ajouter le domino tenu comme coup suivant · clic droit ou Suppr : retirer "
        "un coup · R : tourner · F : autre face · un clic dans la liste montre un coup",
    },
    # The picker.
    "editor.picker": {"en": "Dominoes · face {face} (F)", "fr": "Dominos · face {face} (F)"},
    "editor.picker.rows": {
        "en": "rows {first}–{last} of {rows} · wheel",
        "fr": "lignes {first}–{last} sur {rows} · molette",
    },
    "editor.held": {
        "en": "Held: {domino}, facing {dir}",
        "fr": "En main : {domino}, vers {dir}",
    },
    "editor.free_face": {"en": "face {face}", "fr": "face {face}"},
    "editor.dir.N": {"en": "north", "fr": "le nord"},
    "editor.dir.E": {"en": "east", "fr": "l'est"},
    "editor.dir.S": {"en": "south", "fr": "le sud"},
    "editor.dir.W": {"en": "west", "fr": "l'ouest"},
    # The table's state.
    "editor.table.count": {
        "en": "Dominoes on the table: {n}, every one placed by the rules",
        "fr": "Dominos sur la table : {n}, tous posés selon les règles",
    },
    "editor.table.empty": {
        "en": "The table is empty: the first play may go anywhere",
        "fr": "La table est vide : le premier coup se pose n'importe où",
    },
    "editor.table.refused": {
        "en": "Dominoes breaking the rules (red): {refused} of {n}; the position cannot be saved",
        "fr": "Dominos hors des règles (en rouge) : {refused} sur {n} ; enregistrement impossible",
    },
    "editor.refused": {
        "en": "This domino breaks the rules: {reason}",
        "fr": "Ce domino enfreint les règles : {reason}",
    },
    # The plays.
    "editor.plays": {"en": "Plays", "fr": "Coups"},
    "editor.plays.none": {
        "en": "No play yet: press P, then click on the table to add the domino held as a play.",
        "fr": "Aucun coup : appuyez sur P, puis cliquez sur la table pour ajouter le domino "
        "tenu comme coup.",
    },
    "editor.play.head": {"en": "{n}. {domino}, facing {dir}", "fr": "{n}. {domino}, vers {dir}"},
    "editor.play.legal": {"en": "Legal: {detail} = {points}", "fr": "Permis : {detail} = {points}"},
    "editor.play.illegal": {"en": "Illegal: {reason}", "fr": "Interdit : {reason}"},
    "editor.play.differs": {
        "en": "the file expected otherwise ({what})",
        "fr": "le fichier attendait autre chose ({what})",
    },
    "editor.play.on_table": {
        "en": "(judged on the table with the legal plays before it)",
        "fr": "(jugé sur la table avec les coups permis qui le précèdent)",
    },
    "editor.description": {
        "en": "Description (what figures check prints beside the file)",
        "fr": "Description (ce que figures check affiche à côté du fichier)",
    },
    "editor.description.short": {
        "en": "Description (for figures check)",
        "fr": "Description (pour figures check)",
    },
    "editor.description.word": {"en": "Description", "fr": "Description"},
    "editor.description.none": {
        "en": "click to describe the position",
        "fr": "cliquez pour décrire la position",
    },
    # Files.
    "editor.dialog.save": {"en": "Save the position", "fr": "Enregistrer la position"},
    "editor.dialog.open": {"en": "Open a scenario", "fr": "Ouvrir un scénario"},
    "editor.dialog.recent": {
        "en": "Scenario files in {folder}:",
        "fr": "Fichiers de scénario dans {folder} :",
    },
    "editor.saved": {
        "en": "Saved to {path}: figures check {name} passes it",
        "fr": "Enregistrée dans {path} : figures check {name} la valide",
    },
    "editor.opened": {"en": "Opened {path}", "fr": "{path} ouvert"},
    "editor.cannot_save": {
        "en": "Cannot be saved: dominoes of the table break the rules (in red: {count}), and a "
        "scenario's table is laid by the rules. The first: {reason}",
        "fr": "Enregistrement impossible : des dominos de la table enfreignent les règles (en "
        "rouge : {count}), et la table d'un scénario est posée selon les règles. Le premier : "
        "{reason}",
    },
    "editor.leave": {
        "en": "The position is not saved: Esc again leaves without saving ({key_save} saves)",
        "fr": "La position n'est pas enregistrée : Échap encore pour partir sans enregistrer "
        "({key_save} enregistre)",
    },
    "editor.used_again": {
        "en": "Domino #{tile} is already on the table: a game could not play it twice",
        "fr": (
            "Le domino #{tile} est déjà sur la table : une partie ne pourrait pas le jouer "
            "deux fois"
        ),
    },
    "editor.nothing_held": {
        "en": "Pick a domino on the right first",
        "fr": "Choisissez d'abord un domino à droite",
    },
    # The classic side.
    "editor.classic.open": {"en": "Classic game (C)", "fr": "Jeu classique (C)"},
    "editor.classic.open.short": {"en": "Classic (C)", "fr": "Classique (C)"},
    "editor.classic.colour": {"en": "Colour table (C)", "fr": "Table de couleurs (C)"},
    "editor.classic.title": {
        "en": "Edit a classic position",
        "fr": "Éditer une position classique",
    },
    "editor.classic.title.short": {"en": "Classic position", "fr": "Position classique"},
    "editor.classic.game": {
        "en": "Game · players · seat on turn (click to change; Page Up/Down: game)",
        "fr": "Jeu · joueurs · joueur au trait (cliquez pour changer ; Pg préc./suiv. : jeu)",
    },
    "editor.classic.game.short": {
        "en": "Game · players · seat on turn (click to change)",
        "fr": "Jeu · joueurs · joueur au trait (cliquez pour changer)",
    },
    "editor.classic.game.word": {
        "en": "Game · players · on turn",
        "fr": "Jeu · joueurs · au trait",
    },
    "editor.classic.players": {"en": "{n} players", "fr": "{n} joueurs"},
    "editor.classic.turn": {"en": "On turn: seat {seat}", "fr": "Au trait : joueur {seat}"},
    "editor.classic.turn.rules": {
        "en": "On turn: by the rules",
        "fr": "Au trait : selon les règles",
    },
    "editor.classic.turn.short": {"en": "Turn: seat {seat}", "fr": "Trait : joueur {seat}"},
    "editor.classic.turn.rules.short": {"en": "By the rules", "fr": "Selon les règles"},
    "editor.classic.seat": {"en": "Seat {seat}", "fr": "Joueur {seat}"},
    "editor.classic.stock": {"en": "Stock", "fr": "Pioche"},
    "editor.classic.on_line": {"en": "On the line", "fr": "Sur la ligne"},
    "editor.classic.mode.deal": {"en": "Deal (D)", "fr": "Donner (D)"},
    "editor.classic.mode.line": {"en": "Line (L)", "fr": "Ligne (L)"},
    "editor.classic.mode.actions": {"en": "Actions (A)", "fr": "Actions (A)"},
    "editor.classic.keys.deal": {
        "en": "Click a tile: into the hand chosen (keys 1 to 4) or the stock (0), again: out · "
        "{key_undo} undo · C colour table · Esc back",
        "fr": "Clic sur une tuile : dans la main choisie (touches 1 à 4) ou la pioche (0), "
        "encore : retirée · {key_undo} annuler · C table de couleurs · Échap retour",
    },
    "editor.classic.keys.line": {
        "en": "Click a tile of nobody's, then an open end above: the line grows by the rules "
        "of placement · Delete takes the last one back",
        "fr": "Clic sur une tuile libre, puis sur une extrémité ci-dessus : la ligne grandit "
        "selon les règles de pose · Suppr retire la dernière",
    },
    "editor.classic.keys.actions": {
        "en": "Click a tile, then how it is played (legal or not: the engine judges it), or "
        "draw / pass · click an action to see the table after it · right click or Delete "
        "removes one",
        "fr": "Clic sur une tuile, puis sa façon d'être jouée (permise ou non : le moteur "
        "juge), ou pioche / passe · clic sur une action : la table après elle · clic droit "
        "ou Suppr en retire une",
    },
    "editor.classic.hint.deal": {
        "en": "Deal the tiles: every seat needs at least one",
        "fr": "Donnez les tuiles : chaque joueur en a besoin d'au moins une",
    },
    "editor.classic.hint.line": {
        "en": "Lay the line of play already on the table",
        "fr": "Posez la ligne de jeu déjà sur la table",
    },
    "editor.classic.hint.actions": {
        "en": "List the actions to judge, in order",
        "fr": "Listez les actions à juger, dans l'ordre",
    },
    "editor.classic.malformed": {
        "en": "Not a scenario yet: {reason}",
        "fr": "Pas encore un scénario : {reason}",
    },
    "editor.classic.empty_hand": {
        "en": "Seat {seat} holds no tile yet: deal it one (D, then {seat}, then a tile)",
        "fr": "Le joueur {seat} n'a encore aucune tuile : donnez-lui en une (D, puis {seat}, "
        "puis une tuile)",
    },
    "editor.classic.cannot_save": {
        "en": "Cannot be saved: {reason}",
        "fr": "Enregistrement impossible : {reason}",
    },
    "editor.classic.nowhere": {
        "en": "{tile} has no place here",
        "fr": "{tile} n'a pas de place ici",
    },
    "editor.classic.line": {"en": "Line: {line}", "fr": "Ligne : {line}"},
    "editor.classic.line.none": {"en": "empty", "fr": "vide"},
    "editor.classic.actions": {"en": "Actions", "fr": "Actions"},
    "editor.classic.actions.none": {
        "en": "No action yet: press A, click a tile, then how it is played.",
        "fr": "Aucune action : appuyez sur A, cliquez une tuile, puis sa façon d'être jouée.",
    },
    "editor.classic.legal": {"en": "Legal: {what}", "fr": "Permise : {what}"},
    "editor.classic.points": {"en": "{points} points", "fr": "{points} points"},
    "editor.classic.drew": {"en": "drew {tile}", "fr": "a pioché {tile}"},
    "editor.classic.next": {"en": "seat {seat} next", "fr": "puis joueur {seat}"},
    "editor.classic.over": {"en": "the round ends ({how})", "fr": "la manche finit ({how})"},
    "editor.classic.how.out": {"en": "a hand is out", "fr": "une main est vide"},
    "editor.classic.how.blocked": {"en": "blocked", "fr": "bloquée"},
    "editor.classic.how.target": {"en": "target reached", "fr": "objectif atteint"},
    "editor.classic.reason.round-over": {
        "en": "the round is over",
        "fr": "la manche est finie",
    },
    "editor.classic.reason.redeal": {
        "en": "the deal is void (nobody holds a double)",
        "fr": "la donne est nulle (personne n'a de double)",
    },
    "editor.classic.reason.not-in-hand": {
        "en": "the seat on turn does not hold that tile",
        "fr": "le joueur au trait n'a pas cette tuile",
    },
    "editor.classic.reason.no-such-end": {
        "en": "there is no such open end",
        "fr": "cette extrémité n'existe pas",
    },
    "editor.classic.reason.wrong-lead": {
        "en": "the rules name another tile to lead",
        "fr": "les règles désignent une autre tuile pour commencer",
    },
    "editor.classic.reason.spinner-sides-first": {
        "en": "the spinner's sides come first",
        "fr": "les côtés du carrefour d'abord",
    },
    "editor.classic.reason.must-cover-double": {
        "en": "the double left open must be covered first",
        "fr": "le double resté ouvert doit d'abord être couvert",
    },
    "editor.classic.reason.train-closed": {
        "en": "that train carries no marker",
        "fr": "ce train ne porte pas de marqueur",
    },
    "editor.classic.reason.no-match": {
        "en": "the tile does not join that end",
        "fr": "la tuile ne se raccorde pas à cette extrémité",
    },
    "editor.classic.reason.no-drawing": {
        "en": "these rules do not draw",
        "fr": "ces règles ne piochent pas",
    },
    "editor.classic.reason.must-play": {
        "en": "the seat can play, so it must",
        "fr": "le joueur peut jouer, il le doit",
    },
    "editor.classic.reason.already-drew": {
        "en": "one draw already this step",
        "fr": "déjà une pioche à ce tour",
    },
    "editor.classic.reason.stock-empty": {
        "en": "nothing is left to draw",
        "fr": "il n'y a plus rien à piocher",
    },
    "editor.classic.reason.must-draw": {
        "en": "the seat must draw first",
        "fr": "le joueur doit d'abord piocher",
    },
}
