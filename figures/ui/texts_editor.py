"""The texts of the position editor (Edit a position), in English and French.

Part of the one catalogue of :mod:`figures.ui.i18n` (merged there, read with ``tr``); plain
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
    "editor.open": {"en": "Open… (Ctrl+O)", "fr": "Ouvrir… (Ctrl+O)"},
    "editor.open.short": {"en": "Open…", "fr": "Ouvrir…"},
    "editor.save": {"en": "Save… (Ctrl+S)", "fr": "Enregistrer… (Ctrl+S)"},
    "editor.save.short": {"en": "Save…", "fr": "Enregistrer…"},
    "editor.new": {"en": "New (Ctrl+N)", "fr": "Nouvelle (Ctrl+N)"},
    "editor.new.short": {"en": "New", "fr": "Nouvelle"},
    "editor.back": {"en": "Back (Esc)", "fr": "Retour (Échap)"},
    "editor.mode.table": {"en": "Lay on the table (T)", "fr": "Poser sur la table (T)"},
    "editor.mode.table.short": {"en": "Table (T)", "fr": "Table (T)"},
    "editor.mode.plays": {"en": "Add as a play (P)", "fr": "Ajouter un coup (P)"},
    "editor.mode.plays.short": {"en": "Play (P)", "fr": "Coup (P)"},
    "editor.undo": {"en": "Undo (Ctrl+Z)", "fr": "Annuler (Ctrl+Z)"},
    "editor.undo.short": {"en": "Undo", "fr": "Annuler"},
    "editor.redo": {"en": "Redo (Ctrl+Y)", "fr": "Rétablir (Ctrl+Y)"},
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
    "editor.description.none": {
        "en": "click to describe the position",
        "fr": "cliquez pour décrire la position",
    },
    # Files.
    "editor.dialog.save": {"en": "Save the position", "fr": "Enregistrer la position"},
    "editor.dialog.open": {"en": "Open a scenario", "fr": "Ouvrir un scénario"},
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
        "en": "The position is not saved: Esc again leaves without saving (Ctrl+S saves)",
        "fr": "La position n'est pas enregistrée : Échap encore pour partir sans enregistrer "
        "(Ctrl+S enregistre)",
    },
    "editor.nothing_held": {
        "en": "Pick a domino on the right first",
        "fr": "Choisissez d'abord un domino à droite",
    },
}
