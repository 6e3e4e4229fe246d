"""Every text the desktop game shows, in English and French, in one catalogue.

``tr("key", name="Ada")`` gives the text in the current language with its fields filled in.
A test checks that every key has both languages and that every ``tr`` call in the UI names a
key of the catalogue.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Final

from figures.texts.classic import CLASSIC_TEXTS
from figures.texts.editor import EDITOR_TEXTS
from figures.texts.frames import FRAMES_TEXTS
from figures.texts.house import HOUSE_TEXTS
from figures.texts.replay import REPLAY_TEXTS
from figures.texts.rules import RULES_TEXTS
from figures.texts.sheet import SHEET_TEXTS
from figures.texts.sheet_forms import SHEET_FORMS_TEXTS
from figures.texts.shell import SHELL_TEXTS
from figures.texts.sound import SOUND_TEXTS
from figures.texts.stats import STATS_TEXTS
from figures.texts.tutorial import TUTORIAL_TEXTS

LANGUAGES: Final = ("en", "fr")
LANGUAGE_NAMES: Final = {"en": "English", "fr": "Français"}

CATALOGUE: Final[dict[str, dict[str, str]]] = {
    # ------------------------------------------------------------------ general
    "app.title": {"en": "Figures", "fr": "Figures"},
    "app.subtitle": {
        "en": "colour dominoes for two to four players",
        "fr": "dominos de couleurs pour deux à quatre joueurs",
    },
    "kind.human": {"en": "Human", "fr": "Humain"},
    "kind.random": {"en": "Computer: random", "fr": "Ordinateur : hasard"},
    "kind.easy": {"en": "Computer: easy", "fr": "Ordinateur : facile"},
    "kind.medium": {"en": "Computer: medium", "fr": "Ordinateur : moyen"},
    "kind.hard": {"en": "Computer: hard", "fr": "Ordinateur : difficile"},
    "kind.short.human": {"en": "Human", "fr": "Humain"},
    "kind.short.random": {"en": "Random", "fr": "Hasard"},
    "kind.short.easy": {"en": "Easy computer", "fr": "Ordinateur facile"},
    "kind.short.medium": {"en": "Medium computer", "fr": "Ordinateur moyen"},
    "kind.short.hard": {"en": "Hard computer", "fr": "Ordinateur difficile"},
    "kind.brief.random": {"en": "Comp. random", "fr": "Ordi. hasard"},
    "kind.brief.easy": {"en": "Comp. easy", "fr": "Ordi. facile"},
    "kind.brief.medium": {"en": "Comp. medium", "fr": "Ordi. moyen"},
    "kind.brief.hard": {"en": "Comp. hard", "fr": "Ordi. difficile"},
    "kind.level.random": {"en": "Random", "fr": "Hasard"},
    "kind.level.easy": {"en": "Easy", "fr": "Facile"},
    "kind.level.medium": {"en": "Medium", "fr": "Moyen"},
    "kind.level.hard": {"en": "Hard", "fr": "Difficile"},
    "colour.R": {"en": "red", "fr": "rouge"},
    "colour.Y": {"en": "yellow", "fr": "jaune"},
    "colour.G": {"en": "green", "fr": "vert"},
    "colour.B": {"en": "blue", "fr": "bleu"},
    "on": {"en": "on", "fr": "oui"},
    "off": {"en": "off", "fr": "non"},
    # ------------------------------------------------------------------ set-up
    "setup.players": {"en": "Players", "fr": "Joueurs"},
    "setup.default.you": {"en": "You", "fr": "Vous"},
    "setup.default.computer": {"en": "Computer", "fr": "Ordinateur"},
    "setup.seat": {"en": "Seat {n}", "fr": "Joueur {n}"},
    "setup.name": {"en": "Name", "fr": "Nom"},
    "setup.add": {"en": "Add a player", "fr": "Ajouter un joueur"},
    "setup.remove": {"en": "Remove", "fr": "Retirer"},
    "setup.target": {"en": "Target score", "fr": "Score à atteindre"},
    "setup.first": {"en": "First player", "fr": "Premier joueur"},
    "setup.first.random": {"en": "at random", "fr": "au hasard"},
    "setup.seed": {"en": "Deal number (seed)", "fr": "Numéro de donne"},
    "setup.seed.random": {"en": "empty: a new deal", "fr": "vide : nouvelle donne"},
    "setup.language": {"en": "Language", "fr": "Langue"},
    "setup.colour_blind": {"en": "Colour-blind symbols", "fr": "Symboles daltoniens"},
    "setup.start": {"en": "Start the game", "fr": "Commencer la partie"},
    "setup.open": {"en": "Open a saved game…", "fr": "Ouvrir une partie…"},
    "setup.rules": {"en": "Rules", "fr": "Règles"},
    "setup.resume": {
        "en": "A game was left unfinished ({summary}).",
        "fr": "Une partie est restée inachevée ({summary}).",
    },
    "setup.resume.confirm": {
        "en": "A new game replaces the unfinished one ({summary}): press Start again to "
        "keep it in the saves folder and begin, or resume it.",
        "fr": "Une nouvelle partie remplace celle qui est inachevée ({summary}) : appuyez de "
        "nouveau sur Commencer pour la garder dans le dossier des parties et commencer, ou "
        "reprenez-la.",
    },
    "autosave.bad": {
        "en": "The game saved automatically could not be read ({problem}); it was kept as {name}.",
        "fr": "La partie enregistrée automatiquement est illisible ({problem}) ; elle est "
        "gardée sous le nom {name}.",
    },
    "autosave.bad.kept": {
        "en": "The game saved automatically could not be read ({problem}) nor set aside ({error}).",
        "fr": "La partie enregistrée automatiquement est illisible ({problem}) et n'a pu être "
        "mise de côté ({error}).",
    },
    "settings.bad": {
        "en": "The set-up remembered from the last time could not be read: {problem}. It was "
        "kept as {name} and the usual set-up is shown.",
        "fr": "Les réglages gardés de la dernière fois sont illisibles : {problem}. Ils sont "
        "gardés sous le nom {name} et les réglages habituels sont proposés.",
    },
    "settings.bad.kept": {
        "en": "The set-up remembered from the last time could not be read: {problem}. It "
        "could not be set aside either ({error}); the usual set-up is shown.",
        "fr": "Les réglages gardés de la dernière fois sont illisibles : {problem}. Ils n'ont "
        "pu être mis de côté ({error}) ; les réglages habituels sont proposés.",
    },
    "slot.busy": {
        "en": "Another Figures window is playing the game saved automatically{who}: this window "
        "keeps its own game, in {name}, and leaves that one alone.",
        "fr": "Une autre fenêtre de Figures joue la partie enregistrée automatiquement{who} : "
        "cette fenêtre garde sa propre partie, dans {name}, et laisse l'autre intacte.",
    },
    "slot.busy.who": {"en": " (process {pid})", "fr": " (processus {pid})"},
    "slot.none": {
        "en": "Every place for a game saved automatically is taken by other Figures windows: "
        "this window's game is not saved automatically ({key_save} saves it).",
        "fr": "Toutes les places de partie enregistrée automatiquement sont prises par "
        "d'autres fenêtres de Figures : la partie de cette fenêtre ne l'est pas ({key_save} "
        "l'enregistre).",
    },
    "slot.orphan": {
        "en": "A game left unfinished in another window was kept as {name}.",
        "fr": "Une partie laissée inachevée dans une autre fenêtre est gardée sous {name}.",
    },
    "setup.resume.yes": {"en": "Resume it", "fr": "La reprendre"},
    "setup.resume.no": {"en": "Discard", "fr": "L'abandonner"},
    # The set-up's refusals: the game judges the settings (a SettingsError's field, reason
    # and values), the set-up says it in the player's language.
    "setup.error.seed": {
        "en": "The deal number must be a whole number.",
        "fr": "Le numéro de donne doit être un nombre entier.",
    },
    "setup.error.seed.range": {
        "en": "The deal number must be {low} or more.",
        "fr": "Le numéro de donne doit être {low} ou plus.",
    },
    "setup.error.name.empty": {
        "en": "Player {n} needs a name.",
        "fr": "Le joueur {n} doit avoir un nom.",
    },
    "setup.error.name.long": {
        "en": "Player {n}'s name is too long: {high} characters at most.",
        "fr": "Le nom du joueur {n} est trop long : {high} caractères au plus.",
    },
    "setup.error.name.control": {
        "en": "Player {n}'s name has a character that cannot be shown.",
        "fr": "Le nom du joueur {n} contient un caractère qui ne peut pas être affiché.",
    },
    "setup.error.name.other": {
        "en": "Player {n}'s name cannot be used.",
        "fr": "Le nom du joueur {n} ne peut pas servir.",
    },
    "setup.error.kind": {
        "en": "Player {n} is neither a human nor a computer level of this game.",
        "fr": "Le joueur {n} n'est ni un humain ni un niveau de l'ordinateur de ce jeu.",
    },
    "setup.error.players": {
        "en": "A game needs {low} to {high} players.",
        "fr": "Une partie se joue de {low} à {high} joueurs.",
    },
    "setup.error.target": {
        "en": "The target score must be from {low} to {high}.",
        "fr": "Le score à atteindre doit être compris entre {low} et {high}.",
    },
    "setup.error.first": {
        "en": "The first player must be one of the {n} players.",
        "fr": "Le premier joueur doit être l'un des {n} joueurs.",
    },
    "setup.error.other": {
        "en": "These settings cannot be played.",
        "fr": "Ces réglages ne permettent pas de jouer.",
    },
    "setup.hint": {
        "en": "Click a field to type. Tab moves between fields, Enter starts.",
        "fr": "Cliquez un champ pour écrire. Tab passe au suivant, Entrée commence.",
    },
    # ------------------------------------------------------------------ game: top bar
    "top.turn": {"en": "{name} to play", "fr": "Au tour de {name}"},
    "top.turn.you": {"en": "Your turn", "fr": "À vous de jouer"},
    "top.turn.computer": {"en": "The computer to play", "fr": "Au tour de l'ordinateur"},
    # (Short enough for the top bar of a 900-pixel window: the hand says the rest.)
    "top.opening": {
        "en": "Opening: {name} places a domino",
        "fr": "Ouverture : {name} pose un domino",
    },
    "top.opening.you": {
        "en": "Opening: place a domino",
        "fr": "Ouverture : posez un domino",
    },
    "top.second": {
        "en": "{name}: second domino (−{cost}) or end",
        "fr": "{name} : second domino (−{cost}) ou fin",
    },
    "top.second.you": {
        "en": "2nd domino (−{cost}) or end turn",
        "fr": "2e domino (−{cost}) ou fin du tour",
    },
    "top.end_only": {
        "en": "{name}: end the turn",
        "fr": "{name} : fin du tour",
    },
    "top.end_only.you": {"en": "End your turn", "fr": "Finissez votre tour"},
    "top.over": {"en": "The game is over", "fr": "La partie est finie"},
    "top.target": {"en": "Target {target}", "fr": "Objectif {target}"},
    "top.bag": {"en": "Bag: {count}", "fr": "Sac : {count}"},
    "top.thinking": {"en": "{name} is thinking", "fr": "{name} réfléchit"},
    "top.thinking.computer": {"en": "The computer is thinking", "fr": "L'ordinateur réfléchit"},
    "top.paused": {
        "en": "Computer paused after undo: {key_redo} redoes, C lets it play",
        "fr": "Ordinateur en pause après un coup défait : {key_redo} refait, C le laisse jouer",
    },
    "button.rules": {"en": "Rules ({key_rules})", "fr": "Règles ({key_rules})"},
    "button.undo": {"en": "Undo", "fr": "Défaire"},
    "button.redo": {"en": "Redo", "fr": "Refaire"},
    "button.save": {"en": "Save", "fr": "Enregistrer"},
    "button.open": {"en": "Open", "fr": "Ouvrir"},
    "button.fit": {"en": "Fit ({key_fit})", "fr": "Cadrer ({key_fit})"},
    "button.aid_spots": {"en": "Spots ({key_spots})", "fr": "Places ({key_spots})"},
    "button.hint": {"en": "Hint ({key_hint})", "fr": "Conseil ({key_hint})"},
    "button.menu": {"en": "Set-up", "fr": "Réglages"},
    "button.more": {"en": "More", "fr": "Plus"},
    "button.save.short": {"en": "Save", "fr": "Enreg."},
    "button.aid_spots.short": {"en": "Spots", "fr": "Places"},
    "button.hint.short": {"en": "Hint", "fr": "Conseil"},
    "button.fit.short": {"en": "Fit", "fr": "Cadrer"},
    "button.rules.short": {"en": "Rules", "fr": "Règles"},
    "button.help": {"en": "Keys ({key_help})", "fr": "Touches ({key_help})"},
    # ------------------------------------------------------------------ game: side panel
    "panel.players": {"en": "Scores", "fr": "Scores"},
    "panel.hand_count": {"en": "{count} in hand", "fr": "{count} en main"},
    "panel.track": {"en": "Score track", "fr": "Piste de score"},
    "panel.log": {"en": "Last moves", "fr": "Derniers coups"},
    "panel.log.empty": {"en": "No move yet.", "fr": "Aucun coup pour l'instant."},
    "log.opening": {
        "en": "{name} opens with domino #{tile}",
        "fr": "{name} pose le domino d'ouverture #{tile}",
    },
    "log.opening.you": {
        "en": "You open with domino #{tile}",
        "fr": "Vous posez le domino d'ouverture #{tile}",
    },
    "log.place": {"en": "{name} +{points} ({detail})", "fr": "{name} +{points} ({detail})"},
    "log.place.paid": {
        "en": "{name} +{points} −{paid} ({detail})",
        "fr": "{name} +{points} −{paid} ({detail})",
    },
    "log.return": {
        "en": "{name} cannot place, returns {count}",
        "fr": "{name} ne peut pas poser, rend {count}",
    },
    "log.return.you": {
        "en": "You cannot place, return {count}",
        "fr": "Vous ne pouvez pas poser, rendez {count}",
    },
    "log.showed": {"en": " (showed {tiles})", "fr": " (a montré {tiles})"},
    "log.showed.you": {"en": " (showed {tiles})", "fr": " (avez montré {tiles})"},
    "log.pass": {"en": "{name} cannot place and passes", "fr": "{name} ne peut pas poser et passe"},
    "log.pass.you": {
        "en": "You cannot place and pass",
        "fr": "Vous ne pouvez pas poser et passez",
    },
    "detail.edges.many": {"en": "{n} edges", "fr": "{n} bords"},
    "detail.edges.one": {"en": "{n} edge", "fr": "{n} bord"},
    "detail.bonus": {"en": "bonus {n}", "fr": "bonus {n}"},
    "detail.closed": {"en": "closed {sizes}", "fr": "fermée {sizes}"},
    "detail.closed.square": {
        "en": "closed {squares} × {points}",
        "fr": "fermée {squares} × {points}",
    },
    "detail.squares.one": {"en": "{n} square", "fr": "{n} carré"},
    "detail.squares.many": {"en": "{n} squares", "fr": "{n} carrés"},
    # ------------------------------------------------------------------ game: hand and placing
    "hand.title": {"en": "Hand of {name}", "fr": "Main de {name}"},
    "hand.title.you": {"en": "Your hand", "fr": "Votre main"},
    "hand.opening": {
        "en": "Opening domino of {name}",
        "fr": "Domino d'ouverture de {name}",
    },
    "hand.opening.you": {
        "en": "Your opening domino",
        "fr": "Votre domino d'ouverture",
    },
    "hand.select.opening": {
        "en": "Place it anywhere it fits: select it (click it, or 1)",
        "fr": "Posez-le où il s'accorde : choisissez-le (clic, ou 1)",
    },
    "hand.face": {"en": "face {n}", "fr": "face {n}"},
    "domino": {"en": "domino #{tile}", "fr": "domino #{tile}"},
    "domino.face": {"en": "domino #{tile}, face {face}", "fr": "domino #{tile}, face {face}"},
    "hand.hidden": {"en": "Hidden", "fr": "Caché"},
    "hand.waiting": {"en": "Waiting for {name}", "fr": "En attente de {name}"},
    "hand.keys": {
        "en": "1/2 or Tab select · R rotate · F flip · click or Enter: preview, again: confirm",
        "fr": "1/2 ou Tab choisir · R tourner · F retourner · clic ou Entrée : aperçu, encore : "
        "valider",
    },
    "hand.select": {
        "en": "Select a domino (click it, or 1 / 2)",
        "fr": "Choisissez un domino (clic, ou 1 / 2)",
    },
    "hand.select.hints": {
        "en": "Take a hint (click it, or 1 / 2 / 3) or select a domino (click it, or Tab)",
        "fr": "Prenez un conseil (clic, ou 1 / 2 / 3) ou choisissez un domino (clic, ou Tab)",
    },
    "status.legal": {
        "en": "Fits here: {detail} = {points}{paid}",
        "fr": "Se pose ici : {detail} = {points}{paid}",
    },
    "status.legal.opening": {
        "en": "Fits here (opening: no points)",
        "fr": "Se pose ici (ouverture : sans points)",
    },
    "status.preview": {
        "en": "Preview: {detail} = {points}{paid}. Click again or Enter to confirm, Esc to cancel",
        "fr": "Aperçu : {detail} = {points}{paid}. Cliquez encore ou Entrée pour valider, "
        "Échap pour annuler",
    },
    "status.preview.short": {
        "en": "Preview: {detail} = {points}{paid}",
        "fr": "Aperçu : {detail} = {points}{paid}",
    },
    "status.preview.paid": {"en": ", then pay {cost}", "fr": ", puis payer {cost}"},
    "status.illegal": {"en": "Not here: {reason}", "fr": "Pas ici : {reason}"},
    "status.no_spot": {
        "en": "This face fits nowhere; try the other face (F) or the other domino",
        "fr": "Cette face ne va nulle part ; essayez l'autre face (F) ou l'autre domino",
    },
    "reason.overlap": {
        "en": "it would lie on a domino of the table",
        "fr": "il serait posé sur un domino de la table",
    },
    "reason.not_touching": {
        "en": "it must touch a domino along an edge",
        "fr": "il doit toucher un domino par un bord",
    },
    "reason.mismatch": {
        "en": "the {colour} edge would touch {other}",
        "fr": "le bord {colour} toucherait du {other}",
    },
    "reason.not_affordable": {
        "en": "a second domino costs {cost} points",
        "fr": "un second domino coûte {cost} points",
    },
    "button.second": {
        "en": "Play the second domino (−{cost})",
        "fr": "Jouer le second domino (−{cost})",
    },
    "button.second.short": {"en": "Second (−{cost})", "fr": "Second (−{cost})"},
    "button.end_turn": {"en": "End turn", "fr": "Fin du tour"},
    "button.return": {"en": "Return the selected ({count})", "fr": "Rendre la sélection ({count})"},
    "button.pass": {"en": "Pass", "fr": "Passer"},
    "button.results": {"en": "Results", "fr": "Résultats"},
    "button.confirm": {"en": "Confirm ({key_confirm})", "fr": "Valider ({key_confirm})"},
    "button.cancel": {"en": "Cancel ({key_cancel})", "fr": "Annuler ({key_cancel})"},
    "stuck.title": {
        "en": "Neither domino fits anywhere on the table.",
        "fr": "Aucun de vos dominos ne se pose sur la table.",
    },
    "stuck.choose": {
        "en": "Click the dominoes (or press 1 / 2) to put back into the bag, you draw as many; "
        "Enter returns them (or passes when none is chosen).",
        "fr": "Cliquez les dominos (ou 1 / 2) à remettre dans le sac, vous en tirez autant ; "
        "Entrée les rend (ou passe si aucun n'est choisi).",
    },
    "stuck.empty_bag": {
        "en": "The bag is empty: you can only pass.",
        "fr": "Le sac est vide : vous ne pouvez que passer.",
    },
    "second.offer": {
        "en": "Score {score}: you may play your other domino (it scores, then you pay {cost}).",
        "fr": "Score {score} : vous pouvez jouer l'autre domino (il marque, puis vous payez "
        "{cost}).",
    },
    "second.nowhere": {
        "en": "Your other domino fits nowhere on the table: end your turn.",
        "fr": "Votre autre domino ne se pose nulle part : finissez votre tour.",
    },
    "toast.undo_others": {
        "en": "Only the moves of your own turn can be undone.",
        "fr": "Seuls les coups de votre tour peuvent être défaits.",
    },
    "second.cannot": {
        "en": "A second domino needs at least {cost} points: end your turn.",
        "fr": "Un second domino demande au moins {cost} points : finissez votre tour.",
    },
    "hint.title": {"en": "Hints", "fr": "Conseils"},
    "hint.none": {"en": "No placement to suggest.", "fr": "Aucune pose à proposer."},
    "hint.thinking": {
        "en": "Looking for the best placements…",
        "fr": "Recherche des meilleures poses…",
    },
    "hint.caption": {
        "en": "Ranked by the hard computer: points now, and what each move leaves open",
        "fr": "Classés par l'ordinateur difficile : les points, et ce que le coup laisse ouvert",
    },
    "hint.leaves": {
        "en": " · leaves less to the next player or more for you",
        "fr": " · laisse moins au joueur suivant ou plus pour vous",
    },
    "hint.why": {
        "en": " · ranked above hint {n}: {why}",
        "fr": " · classé avant le conseil {n} : {why}",
    },
    "hint.opens": {
        "en": "leaves a {colour} {size} open",
        "fr": "laisse ouvert un {colour} de {size}",
    },
    "hint.sep": {"en": "; ", "fr": " ; "},
    "hint.opens.none": {
        "en": "leaves no surface of {size}+ open",
        "fr": "ne laisse aucune surface de {size}+ ouverte",
    },
    "hint.reply": {
        "en": " (next player's best reply +{gain})",
        "fr": " (meilleure réponse du suivant +{gain})",
    },
    "hint.other": {
        "en": "the {points}-point move {opens}",
        "fr": "le coup à {points} points {opens}",
    },
    "hint.kept": {
        "en": "your other domino keeps {points} for next turn",
        "fr": "votre autre domino garde {points} pour le tour suivant",
    },
    "hint.then": {
        "en": "then {domino} as a paid second: +{points}\u00a0−\u00a0{cost}",
        "fr": "puis {domino} en second payant : +{points}\u00a0−\u00a0{cost}",
    },
    "hint.hand.one": {"en": "your domino", "fr": "votre domino"},
    "hint.hand.left": {"en": "your left domino", "fr": "votre domino de gauche"},
    "hint.hand.right": {"en": "your right domino", "fr": "votre domino de droite"},
    "hint.hand.nth": {"en": "your domino {n}", "fr": "votre domino {n}"},
    "hint.hand.flip": {"en": "{domino}, other face", "fr": "{domino}, autre face"},
    "hint.end_better": {
        "en": "Better end your turn (best second domino: {net})",
        "fr": "Mieux vaut finir le tour (meilleur second domino : {net})",
    },
    "hint.wins": {
        "en": " · a better chance to win the game",
        "fr": " · plus de chances de gagner la partie",
    },
    "hint.line": {
        "en": "{n}. {move}: {detail} = {points}",
        "fr": "{n}. {move} : {detail} = {points}",
    },
    "points.one": {"en": "{n} point", "fr": "{n} point"},
    "points.many": {"en": "{n} points", "fr": "{n} points"},
    "legend.spots": {
        "en": "Spots (L): every place this face fits, framed in green; bold in its current "
        "direction (R turns it)",
        "fr": "Places (L) : partout où cette face se pose, encadré en vert ; en gras dans sa "
        "direction actuelle (R la tourne)",
    },
    "aid.on": {"en": "Legal spots shown", "fr": "Places légales affichées"},
    "toast.saved": {"en": "Saved to {path}", "fr": "Enregistré dans {path}"},
    "toast.opened": {"en": "Opened {path}", "fr": "Ouvert : {path}"},
    "toast.kept": {
        "en": "; the unfinished game is kept as {name}",
        "fr": " ; la partie inachevée est gardée sous {name}",
    },
    "toast.kept.new": {
        "en": "New game; the unfinished one is kept in the saves folder as {name}.",
        "fr": "Nouvelle partie ; l'inachevée est gardée dans le dossier des parties sous {name}.",
    },
    "toast.undo": {"en": "Undone: {what}", "fr": "Défait : {what}"},
    "undo.own": {"en": "{name}'s move ({dominoes})", "fr": "le coup de {name} ({dominoes})"},
    "undo.own.you": {"en": "your move ({dominoes})", "fr": "votre coup ({dominoes})"},
    "undo.own_end": {"en": "the end of {name}'s turn", "fr": "la fin du tour de {name}"},
    "undo.own_end.you": {"en": "the end of your turn", "fr": "la fin de votre tour"},
    "undo.reply": {"en": "{name}'s reply ({dominoes})", "fr": "la réponse de {name} ({dominoes})"},
    "undo.reply.computer": {
        "en": "the computer's reply ({dominoes})",
        "fr": "la réponse de l'ordinateur ({dominoes})",
    },
    "undo.turn": {"en": "{name}'s turn", "fr": "le tour de {name}"},
    "undo.turn.you": {"en": "your turn", "fr": "votre tour"},
    "undo.turn.computer": {"en": "the computer's turn", "fr": "le tour de l'ordinateur"},
    "undo.and": {"en": " and ", "fr": " et "},
    "toast.redo": {"en": "Redone: {what}", "fr": "Refait : {what}"},
    "toast.nothing_undo": {"en": "Nothing to undo", "fr": "Rien à défaire"},
    "toast.nothing_redo": {"en": "Nothing to redo", "fr": "Rien à refaire"},
    "toast.error": {"en": "Error: {message}", "fr": "Erreur : {message}"},
    "toast.autosave_failed": {
        "en": "Autosave failed: {message}",
        "fr": "Échec de la sauvegarde automatique : {message}",
    },
    "help.title": {"en": "Keys", "fr": "Touches"},
    "key.space": {"en": "Space", "fr": "Espace"},
    "key.home": {"en": "Home", "fr": "Origine"},
    "key.enter": {"en": "Enter", "fr": "Entrée"},
    "key.escape": {"en": "Esc", "fr": "Échap"},
    "key.shift": {"en": "Shift", "fr": "Maj"},
    "help.body": {
        "en": "1 / 2, Tab: select a domino    R / Shift+R: rotate    F: flip (other face)\n"
        "Arrows: move the domino (pan the table without one; Shift+arrows always pan)\n"
        "Enter or click: preview, again: confirm    Esc: cancel    E: end turn\n"
        "S: second domino    Wheel: zoom    Drag: pan    {key_fit}: fit the table\n"
        "{key_spots}: legal spots    {key_hint}: hints on / off (1 / 2 / 3 take one)    "
        "{key_undo} / {key_redo}: undo / redo\n"
        "{key_save} / {key_open}: save / open    {key_rules}: rules    {key_help}: this help",
        "fr": "1 / 2, Tab : choisir un domino    R / Maj+R : tourner    F : retourner\n"
        "Flèches : déplacer le domino (sans domino, la table ; Maj+flèches : toujours la table)\n"
        "Entrée ou clic : aperçu, encore : valider    Échap : annuler    E : fin du tour\n"
        "S : second domino    Molette : zoom    Glisser : déplacer    "
        "{key_fit} : cadrer la table\n"
        "{key_spots} : places légales    "
        "{key_hint} : conseils oui / non (1 / 2 / 3 en prennent un)    "
        "{key_undo} / {key_redo} : défaire / refaire\n"
        "{key_save} / {key_open} : enregistrer / ouvrir    {key_rules} : règles    "
        "{key_help} : cette aide",
    },
    # ------------------------------------------------------------------ pass-and-play
    "pass.title": {"en": "Pass the computer to {name}", "fr": "Passez l'ordinateur à {name}"},
    "pass.body": {
        "en": "The dominoes stay hidden until {name} is ready.",
        "fr": "Les dominos restent cachés jusqu'à ce que {name} soit prêt.",
    },
    "pass.body.you": {
        "en": "The dominoes stay hidden until you are ready.",
        "fr": "Les dominos restent cachés jusqu'à ce que vous soyez prêt.",
    },
    "pass.show": {"en": "Show my dominoes", "fr": "Montrer mes dominos"},
    "pass.last": {"en": "Last moves:", "fr": "Derniers coups :"},
    # ------------------------------------------------------------------ files
    "file.save.title": {"en": "Save the game", "fr": "Enregistrer la partie"},
    "file.open.title": {"en": "Open a saved game", "fr": "Ouvrir une partie enregistrée"},
    "file.path": {"en": "File:", "fr": "Fichier :"},
    "file.recent": {"en": "Saved games in {folder}:", "fr": "Parties enregistrées dans {folder} :"},
    "file.none": {"en": "(none yet)", "fr": "(aucune pour l'instant)"},
    "file.ok.save": {"en": "Save", "fr": "Enregistrer"},
    "file.ok.open": {"en": "Open", "fr": "Ouvrir"},
    "file.cancel": {"en": "Cancel", "fr": "Annuler"},
    "file.error": {
        "en": "Cannot open this file: {message}",
        "fr": "Impossible d'ouvrir : {message}",
    },
    "file.error.no_folder": {
        "en": "There is no folder {folder}: type the path of an existing folder.",
        "fr": "Le dossier {folder} n'existe pas : indiquez un dossier existant.",
    },
    "file.error.path": {
        "en": "This path cannot be used: {message}.",
        "fr": "Ce chemin est inutilisable : {message}.",
    },
    "file.error.is_folder": {
        "en": "{path} is a folder: type a file name.",
        "fr": "{path} est un dossier : indiquez un nom de fichier.",
    },
    # ------------------------------------------------------------------ rules
    "rules.title": {"en": "Rules", "fr": "Règles"},
    "rules.back": {"en": "Back (Esc)", "fr": "Retour (Échap)"},
    "rules.paused": {
        "en": "The computer players wait while you read.",
        "fr": "Les joueurs ordinateur attendent pendant votre lecture.",
    },
    "rules.scroll": {
        "en": "Wheel, arrows or Page keys to scroll",
        "fr": "Molette, flèches ou Page pour défiler",
    },
    # ------------------------------------------------------------------ end of game
    "end.title": {"en": "End of the game", "fr": "Fin de la partie"},
    "end.reason.target": {"en": "The target was reached.", "fr": "L'objectif a été atteint."},
    "end.reason.all-placed": {
        "en": "Every domino is on the table.",
        "fr": "Tous les dominos sont sur la table.",
    },
    "end.reason.blocked": {
        "en": "A whole round went by without a placement.",
        "fr": "Un tour de table complet s'est passé sans pose.",
    },
    "end.winner": {"en": "{names} wins!", "fr": "{names} gagne !"},
    "end.winner.you": {"en": "You win!", "fr": "Vous gagnez !"},
    "end.winners": {"en": "{names} share the win!", "fr": "{names} se partagent la victoire !"},
    "end.and": {"en": " and ", "fr": " et "},
    "end.ranking": {"en": "Ranking", "fr": "Classement"},
    "end.rank_line": {"en": "{rank}. {name}: {score}", "fr": "{rank}. {name} : {score}"},
    "end.best": {
        "en": "best placement: {points} ({detail})",
        "fr": "meilleure pose : {points} ({detail})",
    },
    "end.best.none": {"en": "no placement", "fr": "aucune pose"},
    "end.largest": {
        "en": "largest closed surface: {size}",
        "fr": "plus grande surface fermée : {size}",
    },
    "end.largest.none": {"en": "no closed surface", "fr": "aucune surface fermée"},
    "end.counts": {"en": "{placed}, {closed}", "fr": "{placed}, {closed}"},
    "end.placed.one": {"en": "{n} domino placed", "fr": "{n} domino posé"},
    "end.placed.many": {"en": "{n} dominoes placed", "fr": "{n} dominos posés"},
    "end.closed.one": {"en": "{n} surface closed", "fr": "{n} surface fermée"},
    "end.closed.many": {"en": "{n} surfaces closed", "fr": "{n} surfaces fermées"},
    "end.track": {"en": "Scores over the game", "fr": "Les scores au fil de la partie"},
    "end.turn_axis": {"en": "turns", "fr": "tours"},
    "end.new": {"en": "New game", "fr": "Nouvelle partie"},
    "end.same": {"en": "Same deal again", "fr": "Rejouer la même donne"},
    "end.setup": {"en": "Back to set-up", "fr": "Retour aux réglages"},
    "end.view_table": {"en": "Look at the table", "fr": "Voir la table"},
    "end.summary": {"en": "{names}: {scores}", "fr": "{names} : {scores}"},
    "animation.points": {"en": "+{points}", "fr": "+{points}"},
    "animation.paid": {"en": "−{paid}", "fr": "−{paid}"},
    # The classic tables' texts and the shell's (game choice, per-game set-up) live in their
    # own modules, merged here: one catalogue, one test of it.
    **CLASSIC_TEXTS,
    **SHELL_TEXTS,
    **SHEET_TEXTS,
    **SHEET_FORMS_TEXTS,
    **STATS_TEXTS,
    **SOUND_TEXTS,
    **FRAMES_TEXTS,
    **RULES_TEXTS,
    **REPLAY_TEXTS,
    **TUTORIAL_TEXTS,
    **HOUSE_TEXTS,
    **EDITOR_TEXTS,
}


class Translator:
    """The current language; ``tr`` reads it."""

    def __init__(self, language: str = "en") -> None:
        self.language = language

    def set(self, language: str) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
        self.language = language


CURRENT = Translator()


def set_language(language: str) -> None:
    CURRENT.set(language)


def language() -> str:
    return CURRENT.language


#: The keys of the desktop's key binding table by action (registered there,
#: :mod:`figures.ui.shell.keys`), each its name in the current language: a text says the key
#: of action ``X`` as the field ``{key_X}``, filled in by :func:`tr`.
KEY_NAMES: dict[str, Callable[[], str]] = {}


def tr(key: str, **fields: object) -> str:
    """The text of ``key`` in the current language, its ``{fields}`` filled in (and the keys'
    names, ``{key_X}``, from :data:`KEY_NAMES`)."""
    entry = CATALOGUE[key]
    text = entry.get(CURRENT.language) or entry["en"]
    if "{key_" in text:
        fields = {**{f"key_{a}": name() for a, name in KEY_NAMES.items()}, **fields}
    return text.format(**fields) if fields else text


#: The default names of the set-up, in both languages: a seat with one of them is addressed
#: in the second person ("Your turn"), or named as "the computer".
YOU_NAMES: Final = frozenset(("You", "Vous"))
COMPUTER_NAMES: Final = frozenset(("Computer", "Ordinateur"))
_VOWELS: Final = frozenset("AEIOUYÀÂÉÈÊËÎÏÔÛÜHaeiouyàâéèêëîïôûüh")


def count_text(key: str, n: int) -> str:
    """``n`` things in words from ``key.one`` or ``key.many``, singular where the language
    wants it ("1 point", "−1 point"; in French also "0 point")."""
    one = abs(n) <= 1 if CURRENT.language == "fr" else abs(n) == 1
    # A negative number with the typographic minus, like every other number shown.
    return tr(f"{key}.one" if one else f"{key}.many", n=f"{n}".replace("-", "\u2212"))


def number_text(value: int | Fraction) -> str:
    """Points as written for a player: a whole number or a half ("12", "12½", "½"), a
    negative one with the typographic minus ("−3", "−½")."""
    if value < 0:
        return "\u2212" + number_text(-value)
    if isinstance(value, Fraction) and value.denominator != 1:
        whole = int(value)
        if value.denominator == 2:
            return f"{whole}½" if whole else "½"
        return f"{float(value):.2f}"
    return str(int(value))


def signed_text(value: int | Fraction, zero: str = "0") -> str:
    """Points won or lost: "+5", "−2", "+½"; ``zero`` for none ("0", or "+0" in a sum)."""
    if value == 0:
        return zero
    return number_text(value) if value < 0 else "+" + number_text(value)


def points_text(n: int) -> str:
    """``n`` points in words: "1 point", "4 points"."""
    return count_text("points", n)


def is_you(name: str) -> bool:
    return name.strip() in YOU_NAMES


def kind_forms(kind: str) -> list[str]:
    """A seat's kind in words, from the longest to the shortest that still says the level
    ("Computer: medium", "Comp. medium", "Medium"): a narrow button shows the first that
    fits."""
    forms = [kind_name(kind)]
    forms += [tr(k) for k in (f"kind.brief.{kind}", f"kind.level.{kind}") if k in CATALOGUE]
    return forms


def kind_name(kind: str, *, short: bool = False) -> str:
    """A seat's kind in words ("Computer: medium", or "Medium computer" when ``short``);
    a kind the catalogue does not know is shown as it is."""
    key = f"kind.short.{kind}" if short else f"kind.{kind}"
    if key not in CATALOGUE:
        return kind_name(kind) if short and f"kind.{kind}" in CATALOGUE else kind
    return tr(key)


def trn(key: str, name: str, **fields: object) -> str:
    """``tr`` for a text about a player: the second-person form (``key.you``) for a seat
    called "You" ("Vous"), the ``key.computer`` form for one called "Computer", when the
    catalogue has them; in French, "de Ada" becomes "d'Ada"."""
    if is_you(name) and f"{key}.you" in CATALOGUE:
        key = f"{key}.you"
    elif name.strip() in COMPUTER_NAMES and f"{key}.computer" in CATALOGUE:
        key = f"{key}.computer"
    entry = CATALOGUE[key]
    text = entry.get(CURRENT.language) or entry["en"]
    if CURRENT.language == "fr" and name[:1] in _VOWELS:
        text = text.replace("de {name}", "d'{name}").replace("De {name}", "D'{name}")
    return text.format(name=name, **fields)
