"""The score sheet's entry forms' texts (a classic round, a colour turn, points in play, the
tile picker), in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

SHEET_FORMS_TEXTS: Final[dict[str, dict[str, str]]] = {
    # shared
    "forms.cancel": {"en": "Cancel", "fr": "Annuler"},
    "forms.confirm": {"en": "Confirm", "fr": "Valider"},
    "forms.next": {"en": "Next", "fr": "Suite"},
    "forms.add": {"en": "Add", "fr": "Ajouter"},
    "forms.preview.title": {"en": "This round", "fr": "Cette manche"},
    "forms.preview.turn": {"en": "This turn", "fr": "Ce tour"},
    "forms.preview.round": {"en": "round", "fr": "manche"},
    "forms.preview.total": {"en": "total", "fr": "total"},
    "forms.preview.over": {
        "en": "Game over: {names} won",
        "fr": "Partie finie : victoire de {names}",
    },
    # a classic round
    "forms.round.title": {"en": "Round {n}", "fr": "Manche {n}"},
    "forms.round.editing": {"en": "Round {n} (changing it)", "fr": "Manche {n} (modification)"},
    "forms.round.engine": {"en": "Engine {tile}", "fr": "Double de départ {tile}"},
    "forms.round.how": {"en": "How did the round end?", "fr": "Comment la manche a-t-elle fini ?"},
    "forms.round.went_out": {"en": "{name} went out", "fr": "{name} a posé tout son jeu"},
    "forms.round.went_out.you": {"en": "You went out", "fr": "Vous avez posé tout votre jeu"},
    "forms.round.blocked": {"en": "Blocked", "fr": "Bloquée"},
    "forms.round.target": {
        "en": "Target reached in play ({n})",
        "fr": "Objectif atteint en jeu ({n})",
    },
    "forms.round.how_first": {
        "en": "Say first how the round ended (1…, B)",
        "fr": "Dites d'abord comment la manche a fini (1…, B)",
    },
    "forms.round.hands": {
        "en": "Pips each player still holds",
        "fr": "Points que chacun a encore en main",
    },
    "forms.round.no_hands": {
        "en": "The target was reached in play: the hands are not counted.",
        "fr": "L'objectif a été atteint en jeu : les mains ne comptent pas.",
    },
    "forms.round.out_holds": {"en": "went out", "fr": "a tout posé"},
    "forms.round.out_holds.you": {"en": "went out", "fr": "avez tout posé"},
    "forms.round.pips_hint": {"en": "pips", "fr": "points"},
    "forms.round.tiles": {"en": "Tiles (T)", "fr": "Dominos (T)"},
    "forms.round.pips_missing": {
        "en": "Give {name}'s pips (type them, or T for the tiles)",
        "fr": "Donnez les points de {name} (tapez-les, ou T pour les dominos)",
    },
    "forms.round.pips_missing.you": {
        "en": "Give your pips (type them, or T for the tiles)",
        "fr": "Donnez vos points (tapez-les, ou T pour les dominos)",
    },
    "forms.round.pips_bad": {
        "en": "{name}'s pips: a whole number",
        "fr": "Points de {name} : un nombre entier",
    },
    "forms.round.pips_bad.you": {
        "en": "Your pips: a whole number",
        "fr": "Vos points : un nombre entier",
    },
    "forms.round.keys.out": {"en": "1…9: who went out", "fr": "1…9 : qui a fini"},
    "forms.round.keys.blocked": {"en": "B: blocked", "fr": "B : bloquée"},
    "forms.round.keys.target": {"en": "T: target", "fr": "T : objectif"},
    "forms.round.keys.in_play": {"en": "Tab: points in play", "fr": "Tab : points en jeu"},
    "forms.round.keys.cancel": {"en": "Esc: cancel", "fr": "Échap : annuler"},
    "forms.round.keys2": {
        "en": "Tab / Shift+Tab: fields · T: tap the tiles · Enter: confirm · Esc: back",
        "fr": (
            "Tab / Maj+Tab : champs · T : choisir les dominos · Entrée : valider · Échap : retour"
        ),
    },
    # points in play (All Fives)
    "forms.in_play.title": {"en": "Points scored in play", "fr": "Points marqués en jeu"},
    "forms.in_play.already": {"en": "Already scored: {points}", "fr": "Déjà marqués : {points}"},
    "forms.in_play.none": {"en": "None scored yet", "fr": "Aucun point marqué pour l'instant"},
    "forms.in_play.add_hint": {"en": "e.g. 10+15", "fr": "ex. 10+15"},
    "forms.in_play.bad": {
        "en": "{name}'s points in play: numbers like 15 or 10+15+5",
        "fr": "Points en jeu de {name} : des nombres comme 15 ou 10+15+5",
    },
    "forms.in_play.bad.you": {
        "en": "Your points in play: numbers like 15 or 10+15+5",
        "fr": "Vos points en jeu : des nombres comme 15 ou 10+15+5",
    },
    "forms.in_play.form_title": {"en": "Points scored in play", "fr": "Points marqués en jeu"},
    "forms.in_play.who": {"en": "Who scored?", "fr": "Qui a marqué ?"},
    "forms.in_play.points_hint": {"en": "points", "fr": "points"},
    "forms.in_play.multiple": {"en": "a multiple of 5", "fr": "un multiple de 5"},
    "forms.in_play.side_first": {
        "en": "Choose first who scored (1, 2…)",
        "fr": "Choisissez d'abord qui a marqué (1, 2…)",
    },
    "forms.in_play.points_missing": {
        "en": "Type the points scored",
        "fr": "Tapez les points marqués",
    },
    "forms.in_play.keys": {
        "en": "1…: who · Enter: add · Esc: cancel",
        "fr": "1… : qui · Entrée : ajouter · Échap : annuler",
    },
    # a colour turn
    "forms.colour.title": {"en": "Turn {n} — {name} plays", "fr": "Tour {n} — {name} joue"},
    "forms.colour.title.you": {"en": "Turn {n} — your turn", "fr": "Tour {n} — à vous"},
    "forms.colour.editing": {
        "en": "Turn {n} — {name} (changing it)",
        "fr": "Tour {n} — {name} (modification)",
    },
    "forms.colour.has": {"en": "{name} has {points}", "fr": "{name} a {points}"},
    "forms.colour.has.you": {"en": "You have {points}", "fr": "Vous avez {points}"},
    "forms.colour.first": {"en": "First placement", "fr": "Première pose"},
    "forms.colour.second": {"en": "Second placement", "fr": "Deuxième pose"},
    "forms.colour.second_paid": {
        "en": "Second placement (paid −{cost})",
        "fr": "Deuxième pose (payée −{cost})",
    },
    "forms.colour.edges": {"en": "Edges connected", "fr": "Bords reliés"},
    "forms.colour.closed": {"en": "Surfaces closed (squares)", "fr": "Surfaces fermées (cases)"},
    "forms.colour.closed_hint": {"en": "e.g. 4 3", "fr": "ex. 4 3"},
    "forms.colour.edges_hint": {"en": "edges", "fr": "bords"},
    "forms.colour.points": {"en": "Points", "fr": "Points"},
    "forms.colour.to_points": {"en": "P: points", "fr": "P : points"},
    "forms.colour.to_edges": {"en": "P: edges", "fr": "P : bords"},
    "forms.colour.returned": {
        "en": "Returned dominoes / no placement",
        "fr": "Dominos rendus / aucune pose",
    },
    "forms.colour.points_n.one": {"en": "{n} point", "fr": "{n} point"},
    "forms.colour.points_n.many": {"en": "{n} points", "fr": "{n} points"},
    "forms.colour.paid": {"en": "−{cost} paid → {net}", "fr": "−{cost} payés → {net}"},
    "forms.colour.paid_line": {
        "en": "{cost} points paid for the second placement",
        "fr": "{cost} points payés pour la deuxième pose",
    },
    "forms.colour.after": {"en": "{name}: {before} → {after}", "fr": "{name} : {before} → {after}"},
    "forms.colour.after.you": {"en": "You: {before} → {after}", "fr": "Vous : {before} → {after}"},
    "forms.colour.nothing": {
        "en": "Give the first placement, or R for no placement",
        "fr": "Donnez la première pose, ou R pour aucune pose",
    },
    "forms.colour.second_alone": {
        "en": "A second placement comes after a first one",
        "fr": "Une deuxième pose vient après une première",
    },
    "forms.colour.edges_missing": {
        "en": "{which}: give the edges it connected",
        "fr": "{which} : donnez les bords reliés",
    },
    "forms.colour.closed_bad": {
        "en": "{which}: each closed surface is a number of squares, like 4 3",
        "fr": "{which} : chaque surface fermée est un nombre de cases, comme 4 3",
    },
    "forms.colour.points_bad": {
        "en": "{which}: the points are a whole number from 1",
        "fr": "{which} : les points sont un nombre entier à partir de 1",
    },
    "forms.colour.keys": {
        "en": (
            "Tab: fields · P: points directly · R / 0: no placement · Enter: confirm · Esc: cancel"
        ),
        "fr": (
            "Tab : champs · P : points directs · R / 0 : aucune pose · "
            "Entrée : valider · Échap : annuler"
        ),
    },
    # the tile picker
    "forms.picker.total": {"en": "Pips", "fr": "Points"},
    "forms.picker.tiles.one": {"en": "{n} tile", "fr": "{n} domino"},
    "forms.picker.tiles.many": {"en": "{n} tiles", "fr": "{n} dominos"},
    "forms.picker.taken": {
        "en": "{tile} is already in {name}'s hand",
        "fr": "{tile} est déjà dans la main de {name}",
    },
    "forms.picker.taken.you": {
        "en": "{tile} is already in your hand",
        "fr": "{tile} est déjà dans votre main",
    },
    "forms.picker.engine": {
        "en": "{tile} is this round's engine",
        "fr": "{tile} est la locomotive de cette manche",
    },
    "forms.picker.keys.toggle": {
        "en": "Click, or arrows + Space: a tile",
        "fr": "Clic, ou flèches + Espace : un domino",
    },
    "forms.picker.keys.accept": {"en": "Enter: these tiles", "fr": "Entrée : ces dominos"},
    "forms.picker.keys.back": {"en": "Esc: back", "fr": "Échap : retour"},
}
