"""The classic tables' texts (block, draw, All Fives, Mexican Train, Matador),
in English and French.

Part of the one catalogue of :mod:`figures.texts.i18n` (merged there, read with ``tr``); plain
data, importing nothing of the UI.
"""

from __future__ import annotations

from typing import Final

CLASSIC_TEXTS: Final[dict[str, dict[str, str]]] = {
    # ------------------------------------------------------------------ words
    "classic.level.random": {"en": "random", "fr": "hasard"},
    "classic.level.easy": {"en": "easy", "fr": "facile"},
    "classic.level.medium": {"en": "medium", "fr": "moyen"},
    "classic.level.hard": {"en": "hard", "fr": "difficile"},
    "classic.or": {"en": " or ", "fr": " ou "},
    "classic.and": {"en": " and ", "fr": " et "},
    "classic.pips.one": {"en": "{n} pip", "fr": "valeur {n}"},
    "classic.pips.many": {"en": "{n} pips", "fr": "valeur {n}"},
    "classic.tiles.one": {"en": "{n} tile", "fr": "{n} domino"},
    "classic.tiles.many": {"en": "{n} tiles", "fr": "{n} dominos"},
    "classic.tiles.short.one": {"en": "{n} tile", "fr": "{n} dom."},
    "classic.tiles.short.many": {"en": "{n} tiles", "fr": "{n} dom."},
    # ------------------------------------------------------------------ ends and plays
    "classic.end.lead": {"en": "the lead", "fr": "l'ouverture"},
    "classic.end.left": {"en": "the left end", "fr": "le bout gauche"},
    "classic.end.right": {"en": "the right end", "fr": "le bout droit"},
    "classic.end.mex": {"en": "the Mexican train", "fr": "le train mexicain"},
    "classic.train.mex": {"en": "Mexican train", "fr": "Train mexicain"},
    # (the side panel's title, where the game's name says a target the game may not have)
    "classic.title.block-points": {"en": "Block game to points", "fr": "Jeu bloqué aux points"},
    "classic.end.train": {"en": "{name}'s train", "fr": "le train de {name}"},
    # (another player named in a sentence: a seat called "Computer" is "the computer")
    "classic.the_computer": {"en": "the computer", "fr": "l'ordinateur"},
    "classic.end.train.you": {"en": "your train", "fr": "votre train"},
    "classic.end.up": {"en": "the arm above {tile}", "fr": "la branche au-dessus du {tile}"},
    "classic.end.down": {"en": "the arm below {tile}", "fr": "la branche sous le {tile}"},
    "classic.end.leftof": {
        "en": "the arm left of {tile}",
        "fr": "la branche à gauche du {tile}",
    },
    "classic.end.rightof": {
        "en": "the arm right of {tile}",
        "fr": "la branche à droite du {tile}",
    },
    "classic.labelled": {"en": "{label}: {text}", "fr": "{label} : {text}"},
    "classic.sep": {"en": "; ", "fr": " ; "},
    "classic.play": {"en": "{tile} on {end}", "fr": "{tile} sur {end}"},
    "classic.play.lead": {"en": "{tile} to lead", "fr": "{tile} en ouverture"},
    # ------------------------------------------------------------------ the count
    "classic.count.caption": {"en": "Count of the ends:", "fr": "Compte des bouts :"},
    "classic.count.scores": {"en": "{sum} = {total}: {points}", "fr": "{sum} = {total} : {points}"},
    "classic.count.none": {
        "en": "{sum} = {total}: no score",
        "fr": "{sum} = {total} : pas de points",
    },
    "classic.preview.out": {"en": "{name} goes out", "fr": "{name} pose son dernier domino"},
    "classic.preview.out.you": {"en": "you go out", "fr": "vous posez votre dernier domino"},
    "classic.preview.award": {"en": "{name} scores {points}", "fr": "{name} marque {points}"},
    "classic.preview.award.you": {"en": "you score {points}", "fr": "vous marquez {points}"},
    "classic.preview.award.team": {
        "en": "{name} score {points}",
        "fr": "{name} marquent {points}",
    },
    "classic.preview.blocked": {"en": "the round is blocked", "fr": "la manche est bloquée"},
    "classic.preview.target": {"en": "the target is reached", "fr": "le but est atteint"},
    # ------------------------------------------------------------------ draw and pass
    "classic.button.draw": {"en": "Draw ({key_draw})", "fr": "Piocher ({key_draw})"},
    "classic.button.pass": {"en": "Pass ({key_pass})", "fr": "Passer ({key_pass})"},
    "classic.button.next": {
        "en": "Next round ({key_confirm})",
        "fr": "Manche suivante ({key_confirm})",
    },
    "classic.button.see_results": {
        "en": "See the results ({key_confirm})",
        "fr": "Voir les résultats ({key_confirm})",
    },
    "classic.button.results": {
        "en": "Results ({key_confirm})",
        "fr": "Résultats ({key_confirm})",
    },
    "classic.keys.results": {
        "en": "The table as the game ended · Enter or Esc: the results",
        "fr": "La table en fin de partie · Entrée ou Échap : les résultats",
    },
    "classic.reason.draw": {
        "en": "No tile fits {numbers}: draw",
        "fr": "Aucun domino ne va sur {numbers} : piochez",
    },
    "classic.reason.draw.sum": {
        "en": "No tile makes {total} with {numbers}: draw",
        "fr": "Aucun ne fait {total} avec {numbers} : piochez",
    },
    "classic.reason.draw.matador": {
        "en": "Only matadors fit: you may draw instead",
        "fr": "Seuls des matadors vont : vous pouvez piocher",
    },
    "classic.reason.pass": {
        "en": "No tile fits {numbers}: pass",
        "fr": "Aucun domino ne va sur {numbers} : passez",
    },
    "classic.reason.pass.sum": {
        "en": "No tile makes {total} with {numbers}: pass",
        "fr": "Aucun ne fait {total} avec {numbers} : passez",
    },
    "classic.reason.pass.stock": {
        "en": "No tile fits {numbers}, stock empty: pass",
        "fr": "Rien ne va sur {numbers}, pioche vide : passez",
    },
    "classic.reason.pass.stock.sum": {
        "en": "None makes {total} with {numbers}, stock empty: pass",
        "fr": "Rien ne fait {total} avec {numbers}, pioche vide : passez",
    },
    "classic.unavailable.play": {
        "en": "{button}: you have a play",
        "fr": "{button} : vous pouvez jouer",
    },
    "classic.unavailable.stock": {
        "en": "{button}: the stock is empty",
        "fr": "{button} : la pioche est vide",
    },
    "classic.unavailable.drew": {
        "en": "{button}: one draw a turn",
        "fr": "{button} : une pioche par tour",
    },
    "classic.unavailable.draw_first": {
        "en": "{button}: draw first",
        "fr": "{button} : piochez d'abord",
    },
    "classic.reason.pass.drew": {
        "en": "The tile drawn does not fit either: pass",
        "fr": "Le domino pioché ne va pas non plus : passez",
    },
    # ------------------------------------------------------------------ status line
    "classic.status.pick": {
        "en": "{name}'s turn: pick a tile",
        "fr": "Au tour de {name} : choisissez un domino",
    },
    "classic.status.pick.you": {
        "en": "Your turn: pick a tile",
        "fr": "À vous : choisissez un domino",
    },
    "classic.status.lead": {
        "en": "{name} leads: pick a tile",
        "fr": "{name} ouvre : choisissez un domino",
    },
    "classic.status.lead.you": {
        "en": "Your lead: pick a tile",
        "fr": "À vous d'ouvrir : choisissez un domino",
    },
    "classic.status.double": {
        "en": "{name}'s turn: cover the {tile}",
        "fr": "Au tour de {name} : couvrez le {tile}",
    },
    "classic.status.double.you": {
        "en": "Your turn: cover the {tile}",
        "fr": "À vous : couvrez le {tile}",
    },
    "classic.status.end": {
        "en": "Where does {tile} go? Pick a lit end",
        "fr": "Où poser le {tile} ? Choisissez un bout éclairé",
    },
    "classic.status.confirm": {  # (the rule first: a long play is cut, not the rule)
        "en": "Click there again or Enter: {play}",
        "fr": "Recliquez-y ou Entrée : {play}",
    },
    # The one rule of confirming, said while a tile is held and nothing is shown yet.
    "classic.held": {
        "en": "A click on a lit end shows {tile} there; a second click there or Enter plays "
        "it · {tile} clicked again in your hand goes back",
        "fr": "Un clic sur un bout éclairé y montre le {tile} ; un second clic au même "
        "endroit ou Entrée le pose · le {tile} recliqué dans votre main y retourne",
    },
    "classic.demand.cover": {
        "en": "{name} must cover the {tile} on {end} first",
        "fr": "{name} doit d'abord couvrir le {tile} sur {end}",
    },
    "classic.demand.cover.you": {
        "en": "Cover the {tile} on {end}: nothing else may be played",
        "fr": "Couvrez le {tile} sur {end} : rien d'autre ne peut être joué",
    },
    "classic.demand.open": {
        "en": "{name}'s train is open: the others may play on it",
        "fr": "Le train de {name} est ouvert : les autres peuvent y jouer",
    },
    "classic.demand.open.you": {
        "en": "Your train is open: the others may play on it",
        "fr": "Votre train est ouvert : les autres peuvent y jouer",
    },
    "classic.demand.matador": {
        "en": "Only matadors make {total} with {numbers}: play one",
        "fr": "Seuls des matadors font {total} avec {numbers} : posez-en un",
    },
    "classic.status.draw": {
        "en": "{name} must draw: no tile fits",
        "fr": "{name} doit piocher : aucun domino ne va",
    },
    "classic.status.draw.you": {
        "en": "You must draw: no tile fits",
        "fr": "Vous devez piocher : aucun domino ne va",
    },
    "classic.status.pass": {
        "en": "{name} must pass: no tile fits",
        "fr": "{name} doit passer : aucun domino ne va",
    },
    "classic.status.pass.you": {
        "en": "You must pass: no tile fits",
        "fr": "Vous devez passer : aucun domino ne va",
    },
    "classic.status.thinking": {
        "en": "{name} ({level}) is thinking…",
        "fr": "{name} ({level}) réfléchit…",
    },
    "classic.status.computer": {
        "en": "{name} ({level}) to play",
        "fr": "Au tour de {name} ({level})",
    },
    "classic.status.paused": {
        "en": "{name} waits: Redo plays on",
        "fr": "{name} attend : Rétablir continue",
    },
    "classic.status.cover": {
        "en": "{name}'s turn: the tiles are hidden",
        "fr": "Au tour de {name} : les dominos sont cachés",
    },
    "classic.status.cover.you": {
        "en": "Your turn: the tiles are hidden",
        "fr": "À vous : les dominos sont cachés",
    },
    "classic.status.round_over": {
        "en": "Round {n} is over: {how}",
        "fr": "Manche {n} terminée : {how}",
    },
    "classic.status.game_over": {"en": "Game over: {title}", "fr": "Partie terminée : {title}"},
    # ------------------------------------------------------------------ hints
    "classic.hint": {"en": "Hint: {play}: {why}", "fr": "Conseil : {play} : {why}"},
    "classic.hint.plain": {"en": "Hint: {play}", "fr": "Conseil : {play}"},
    "classic.hint.thinking": {
        "en": "Looking for a good play…",
        "fr": "Recherche d'un bon coup…",
    },
    "classic.hint.none": {
        "en": "No play to suggest",
        "fr": "Aucun coup à conseiller",
    },
    "classic.hint.none.draw": {
        "en": "No play to suggest: draw",
        "fr": "Aucun coup à conseiller : piochez",
    },
    "classic.hint.none.pass": {
        "en": "No play to suggest: pass",
        "fr": "Aucun coup à conseiller : passez",
    },
    "classic.hint.none.both": {
        "en": "No play to suggest: draw or pass",
        "fr": "Aucun coup à conseiller : piochez ou passez",
    },
    "classic.why.out": {"en": "empties your hand", "fr": "vide votre main"},
    "classic.why.scores": {"en": "scores {n} now", "fr": "marque {n} tout de suite"},
    "classic.why.keeps": {
        "en": "keeps {n}s open (you hold {k} more)",
        "fr": "garde des {n} ouverts (il vous en reste {k})",
    },
    "classic.why.blocks": {
        "en": "leaves a {n}, which the next player lacks",
        "fr": "laisse un {n}, qui manque au joueur suivant",
    },
    "classic.why.heavy": {
        "en": "sheds a heavy tile ({n} pips)",
        "fr": "se défait d'un domino lourd (valeur {n})",
    },
    "classic.why.double": {"en": "gets the double {n} away", "fr": "place le double {n}"},
    "classic.why.train": {"en": "grows your own train", "fr": "allonge votre propre train"},
    "classic.why.keeps_matador": {
        "en": "keeps your matadors for later",
        "fr": "garde vos matadors pour plus tard",
    },
    "classic.why.matador": {"en": "plays a matador", "fr": "joue un matador"},
    # A hint scoring less now than another play: what the search says it buys instead.
    "classic.why.trade": {
        "en": "{other} scores {best} now, but this leaves your opponents about {fewer} less "
        "and you {more} more this round",
        "fr": "{other} marque {best} tout de suite, mais celui-ci laisse à vos adversaires "
        "environ {fewer} de moins et vous en garde {more} de plus dans la manche",
    },
    "classic.why.trade.denies": {
        "en": "{other} scores {best} now, but this leaves your opponents about {fewer} less "
        "this round",
        "fr": "{other} marque {best} tout de suite, mais celui-ci laisse à vos adversaires "
        "environ {fewer} de moins dans la manche",
    },
    "classic.why.trade.keeps": {
        "en": "{other} scores {best} now, but this keeps about {more} more for you later "
        "this round",
        "fr": "{other} marque {best} tout de suite, mais celui-ci vous garde environ {more} de "
        "plus pour la suite de la manche",
    },
    "classic.why.trade.game": {
        "en": "{other} scores {best} now, but the search rates this higher for the end of the game",
        "fr": "{other} marque {best} tout de suite, mais la recherche classe celui-ci plus haut "
        "pour la fin de la partie",
    },
    # ------------------------------------------------------------------ log
    "classic.log.round": {"en": "Round {n}", "fr": "Manche {n}"},
    "classic.log.play": {"en": "{name}: {play}", "fr": "{name} : {play}"},
    "classic.log.scores": {
        "en": "{name}: {play}, scores {n}",
        "fr": "{name} : {play}, marque {n}",
    },
    "classic.log.draw": {"en": "{name} draws", "fr": "{name} pioche"},
    "classic.log.draw.you": {"en": "You draw", "fr": "Vous piochez"},
    "classic.log.draws": {"en": "{name} draws {n} tiles", "fr": "{name} pioche {n} dominos"},
    "classic.log.draws.you": {"en": "You draw {n} tiles", "fr": "Vous piochez {n} dominos"},
    "classic.log.drew": {"en": "{name} draws {tile}", "fr": "{name} pioche le {tile}"},
    "classic.log.drew.you": {"en": "You draw {tile}", "fr": "Vous piochez le {tile}"},
    "classic.log.drew.many": {
        "en": "{name} draws {n} tiles: {tiles}",
        "fr": "{name} pioche {n} dominos : {tiles}",
    },
    "classic.log.drew.many.you": {
        "en": "You draw {n} tiles: {tiles}",
        "fr": "Vous piochez {n} dominos : {tiles}",
    },
    "classic.log.pass": {"en": "{name} passes", "fr": "{name} passe"},
    "classic.log.pass.you": {"en": "You pass", "fr": "Vous passez"},
    # ------------------------------------------------------------------ a round's end
    "classic.how.out": {"en": "{name} went out", "fr": "{name} a posé son dernier domino"},
    "classic.how.out.you": {"en": "you went out", "fr": "vous avez posé votre dernier domino"},
    "classic.how.blocked": {
        "en": "blocked, {name} holds the fewest pips",
        "fr": "bloquée, {name} garde la plus petite valeur en main",
    },
    "classic.how.blocked.you": {
        "en": "blocked, you hold the fewest pips",
        "fr": "bloquée, vous gardez la plus petite valeur en main",
    },
    "classic.how.blocked.team": {
        "en": "blocked, {name} hold the fewest pips",
        "fr": "bloquée, {name} gardent la plus petite valeur en main",
    },
    "classic.how.tie": {
        "en": "blocked, and tied: nobody wins it",
        "fr": "bloquée, à égalité : personne ne la gagne",
    },
    "classic.how.target": {"en": "{name} reached the target", "fr": "{name} atteint le but"},
    "classic.how.target.you": {"en": "you reached the target", "fr": "vous atteignez le but"},
    "classic.how.target.team": {
        "en": "{name} reached the target",
        "fr": "{name} atteignent le but",
    },
    "classic.summary.title": {"en": "Round {n} is over", "fr": "Manche {n} terminée"},
    # (the rule that gave a round's points, with its figures)
    "classic.rule.win": {
        "en": "{name}: {points} for winning the round",
        "fr": "{name} : {points} pour la manche gagnée",
    },
    "classic.rule.opponents": {
        "en": "{name}: {points}, the {pips} pips left in the others' hands",
        "fr": "{name} : {points}, la valeur des mains des autres ({pips})",
    },
    "classic.rule.difference": {
        "en": "{name}: {points}, the others' {pips} pips less the winner's {own} for each "
        "other side",
        "fr": "{name} : {points}, la valeur des mains des autres ({pips}) moins celle du "
        "gagnant ({own}) par adversaire",
    },
    "classic.rule.fives": {
        "en": "{name}: {points}, the others' {pips} pips rounded to the nearest 5",
        "fr": "{name} : {points}, la valeur des mains des autres ({pips}) arrondie au 5 "
        "le plus proche",
    },
    "classic.rule.all-pips": {
        "en": "{name}: {points}, all the {all} pips left in hand, its own too",
        "fr": "{name} : {points}, la valeur de toutes les mains ({all}), la sienne comprise",
    },
    # (the same, when a single player is on the other side: named, or "your")
    "classic.rule.opponents.one": {
        "en": "{name}: {points}, the {pips} pips left in {other}'s hand",
        "fr": "{name} : {points}, la valeur de la main de {other} ({pips})",
    },
    "classic.rule.opponents.one.you": {
        "en": "{name}: {points}, the {pips} pips left in your hand",
        "fr": "{name} : {points}, la valeur de votre main ({pips})",
    },
    "classic.rule.difference.one": {
        "en": "{name}: {points}, {other}'s {pips} pips less the winner's {own}",
        "fr": "{name} : {points}, la valeur de la main de {other} ({pips}) moins celle du "
        "gagnant ({own})",
    },
    "classic.rule.difference.one.you": {
        "en": "{name}: {points}, your {pips} pips less the winner's {own}",
        "fr": "{name} : {points}, la valeur de votre main ({pips}) moins celle du gagnant ({own})",
    },
    "classic.rule.fives.one": {
        "en": "{name}: {points}, {other}'s {pips} pips rounded to the nearest 5",
        "fr": "{name} : {points}, la valeur de la main de {other} ({pips}) arrondie au 5 "
        "le plus proche",
    },
    "classic.rule.fives.one.you": {
        "en": "{name}: {points}, your {pips} pips rounded to the nearest 5",
        "fr": "{name} : {points}, la valeur de votre main ({pips}) arrondie au 5 le plus proche",
    },
    "classic.rule.share": {
        "en": "A tie for the fewest pips: {names} each take half of {third}'s {pips} pips "
        "rounded to 5, {points}",
        "fr": "Égalité de la plus petite valeur en main : {names} prennent chacun la moitié "
        "de la valeur de la main de {third} ({pips}) arrondie à 5, {points}",
    },
    "classic.rule.tie": {
        "en": "A tie for the fewest pips: nobody scores",
        "fr": "Égalité de la plus petite valeur en main : personne ne marque",
    },
    "classic.rule.penalty": {
        "en": "Each side takes the pips left in hand as penalty points: the fewest is best",
        "fr": "Chacun marque en pénalité la valeur de sa main : le moins est le mieux",
    },
    "classic.rule.instant": {
        "en": "The target was reached in play: the round's end scores nothing",
        "fr": "Le but a été atteint en jeu : la fin de manche ne rapporte rien",
    },
    # (what each side still needs, after a round)
    "classic.needs.points": {
        "en": "To reach {goal}: {parts}",
        "fr": "Pour atteindre {goal} : {parts}",
    },
    "classic.needs.side": {"en": "{name} {points} more", "fr": "{name} encore {points}"},
    "classic.needs.rounds.one": {"en": "{n} round left", "fr": "Reste {n} manche"},
    "classic.needs.rounds.many": {"en": "{n} rounds left", "fr": "Restent {n} manches"},
    # (who leads the next round)
    "classic.next.leads": {
        "en": "Next round: {name} leads",
        "fr": "Manche suivante : {name} ouvre",
    },
    "classic.next.leads.you": {
        "en": "Next round: you lead",
        "fr": "Manche suivante : vous ouvrez",
    },
    # (who opens a round, and why: the log's line under the round's heading)
    "classic.opens.lot": {
        "en": "{name} starts: drawn by lot",
        "fr": "{name} commence : tiré au sort",
    },
    "classic.opens.lot.you": {
        "en": "You start: drawn by lot",
        "fr": "Vous commencez : tiré au sort",
    },
    "classic.opens.chosen": {
        "en": "{name} starts, as chosen at set-up",
        "fr": "{name} commence, comme choisi aux réglages",
    },
    "classic.opens.chosen.you": {
        "en": "You start, as chosen at set-up",
        "fr": "Vous commencez, comme choisi aux réglages",
    },
    "classic.opens.rotate": {
        "en": "{name} starts: each round, the next player starts",
        "fr": "{name} commence : à chaque manche, le joueur suivant commence",
    },
    "classic.opens.rotate.you": {
        "en": "You start: each round, the next player starts",
        "fr": "Vous commencez : à chaque manche, le joueur suivant commence",
    },
    "classic.opens.double": {
        "en": "{name} leads: holds the highest double, {tile}",
        "fr": "{name} ouvre : a le plus fort double, le {tile}",
    },
    "classic.opens.double.you": {
        "en": "You lead: you hold the highest double, {tile}",
        "fr": "Vous ouvrez : vous avez le plus fort double, le {tile}",
    },
    "classic.opens.heaviest": {
        "en": "{name} leads: no double dealt, holds the heaviest tile, {tile}",
        "fr": "{name} ouvre : aucun double distribué, a le plus fort domino, le {tile}",
    },
    "classic.opens.heaviest.you": {
        "en": "You lead: no double dealt, you hold the heaviest tile, {tile}",
        "fr": "Vous ouvrez : aucun double distribué, vous avez le plus fort domino, le {tile}",
    },
    "classic.lead.lot": {
        "en": "{name} leads: drawn by lot",
        "fr": "{name} ouvre : tiré au sort",
    },
    "classic.lead.lot.you": {
        "en": "You lead: drawn by lot",
        "fr": "Vous ouvrez : tiré au sort",
    },
    "classic.lead.chosen": {
        "en": "{name} leads, as chosen at set-up",
        "fr": "{name} ouvre, comme choisi aux réglages",
    },
    "classic.lead.chosen.you": {
        "en": "You lead, as chosen at set-up",
        "fr": "Vous ouvrez, comme choisi aux réglages",
    },
    "classic.lead.again": {
        "en": "{name} leads again: round {n} was tied",
        "fr": "{name} ouvre encore : la manche {n} était à égalité",
    },
    "classic.lead.again.you": {
        "en": "You lead again: round {n} was tied",
        "fr": "Vous ouvrez encore : la manche {n} était à égalité",
    },
    "classic.lead.lot.blocked": {
        "en": "{name} leads: drawn by lot after round {n} was blocked",
        "fr": "{name} ouvre : tiré au sort, la manche {n} ayant été bloquée",
    },
    "classic.lead.lot.blocked.you": {
        "en": "You lead: drawn by lot after round {n} was blocked",
        "fr": "Vous ouvrez : tiré au sort, la manche {n} ayant été bloquée",
    },
    "classic.lead.out": {
        "en": "{name} leads: went out in round {n}",
        "fr": "{name} ouvre : a fini la manche {n} le premier",
    },
    "classic.lead.out.you": {
        "en": "You lead: you went out in round {n}",
        "fr": "Vous ouvrez : vous avez fini la manche {n} le premier",
    },
    "classic.lead.lightest": {
        "en": "{name} leads: the lightest hand of round {n}'s winners",
        "fr": "{name} ouvre : la main la plus légère des gagnants de la manche {n}",
    },
    "classic.lead.lightest.you": {
        "en": "You lead: the lightest hand of round {n}'s winners",
        "fr": "Vous ouvrez : la main la plus légère des gagnants de la manche {n}",
    },
    "classic.next.engine": {
        "en": "Next round: the double-{double} is the engine, {name} starts",
        "fr": "Manche suivante : le double {double} est la locomotive, {name} commence",
    },
    "classic.next.engine.you": {
        "en": "Next round: the double-{double} is the engine, you start",
        "fr": "Manche suivante : le double {double} est la locomotive, vous commencez",
    },
    "classic.col.side": {"en": "Player", "fr": "Joueur"},
    "classic.col.pips": {"en": "Left in hand", "fr": "Valeur en main"},
    "classic.col.play": {"en": "In play", "fr": "En jeu"},
    "classic.col.award": {"en": "Round", "fr": "Manche"},
    "classic.col.bonus": {"en": "End bonus", "fr": "Bonus final"},
    "classic.col.won": {"en": "Rounds won", "fr": "Manches gagnées"},
    "classic.col.total": {"en": "Score", "fr": "Score"},
    # ------------------------------------------------------------------ the game's end
    "classic.wins": {"en": "{name} wins", "fr": "{name} gagne"},
    "classic.wins.you": {"en": "you win", "fr": "vous gagnez"},
    "classic.wins.team": {"en": "{name} win", "fr": "{name} gagnent"},
    "classic.tie": {"en": "a tie between {names}", "fr": "égalité entre {names}"},
    # the end screen (figures/ui/classic/end.py)
    "classic.end.screen.ranking": {"en": "Ranking", "fr": "Classement"},
    "classic.end.screen.chart": {
        "en": "Scores over the rounds",
        "fr": "Scores manche après manche",
    },
    "classic.end.screen.chart.won": {
        "en": "Rounds won over the rounds",
        "fr": "Manches gagnées, manche après manche",
    },
    "classic.end.screen.chart.low": {
        "en": "Scores over the rounds (the lowest wins)",
        "fr": "Scores manche après manche (le plus bas gagne)",
    },
    "classic.end.screen.axis": {"en": "rounds", "fr": "manches"},
    "classic.end.screen.goal": {"en": "target", "fr": "objectif"},
    "classic.end.screen.rounds.one": {"en": "{n} round", "fr": "{n} manche"},
    "classic.end.screen.rounds.many": {"en": "{n} rounds", "fr": "{n} manches"},
    "classic.end.screen.reason.target": {
        "en": "{game} · {target} points reached after {rounds}",
        "fr": "{game} · {target} points atteints en {rounds}",
    },
    "classic.end.screen.reason.won": {
        "en": "{game} · {target} rounds won, after {rounds}",
        "fr": "{game} · {target} manches gagnées, en {rounds}",
    },
    "classic.end.screen.reason.instant": {
        "en": "{game} · {target} points reached in play in round {n}: the game is won at once",
        "fr": "{game} · {target} points atteints en jeu à la manche {n} : partie gagnée d'office",
    },
    "classic.end.screen.reason.rounds": {
        "en": "{game} · every round played: {rounds}",
        "fr": "{game} · toutes les manches jouées : {rounds}",
    },
    "classic.end.screen.reason.rounds.low": {
        "en": "{game} · every round played: {rounds}, the lowest score wins",
        "fr": "{game} · toutes les manches jouées : {rounds}, le plus bas score gagne",
    },
    "classic.end.screen.reason.one": {
        "en": "{game} · a game of one round",
        "fr": "{game} · une partie en une manche",
    },
    "classic.end.screen.best.one": {
        "en": "Best round: round {n}, {points} point",
        "fr": "Meilleure manche : la {n}, {points} point",
    },
    "classic.end.screen.best.many": {
        "en": "Best round: round {n}, {points} points",
        "fr": "Meilleure manche : la {n}, {points} points",
    },
    "classic.end.screen.best.low.one": {
        "en": "Best round: round {n}, {points} penalty point",
        "fr": "Meilleure manche : la {n}, {points} point de pénalité",
    },
    "classic.end.screen.best.low.many": {
        "en": "Best round: round {n}, {points} penalty points",
        "fr": "Meilleure manche : la {n}, {points} points de pénalité",
    },
    "classic.end.screen.won.one": {"en": "{n} round won", "fr": "{n} manche gagnée"},
    "classic.end.screen.won.many": {"en": "{n} rounds won", "fr": "{n} manches gagnées"},
    "classic.end.screen.won.none": {"en": "No round won", "fr": "Aucune manche gagnée"},
    "classic.end.screen.best.none": {
        "en": "No round scored a point",
        "fr": "Aucune manche n'a rapporté de point",
    },
    "classic.end.screen.new": {"en": "New deal", "fr": "Nouvelle donne"},
    "classic.end.screen.same": {"en": "Same deal again", "fr": "Rejouer la même donne"},
    "classic.end.screen.same.short": {"en": "Same deal", "fr": "Même donne"},
    "classic.end.screen.table": {"en": "Look at the table", "fr": "Voir la table"},
    "classic.end.screen.setup": {"en": "Back to set-up", "fr": "Retour aux réglages"},
    "classic.end.screen.setup.short": {"en": "Set-up", "fr": "Réglages"},
    "classic.end.screen.table.short": {"en": "The table", "fr": "La table"},
    "classic.end.screen.keys": {
        "en": "Enter: new deal · S: same deal · T: the table · R: replay · Esc: set-up · "
        "Tab, Space: the buttons",
        "fr": "Entrée : nouvelle donne · S : même donne · T : la table · R : revoir · "
        "Échap : réglages · Tab, Espace : les boutons",
    },
    "classic.target.points": {"en": "First to {n} points", "fr": "Premier à {n} points"},
    "classic.target.instant": {
        "en": "First to {n} points, scored in play",
        "fr": "Premier à {n} points, marqués en jeu",
    },
    "classic.target.one": {"en": "One round", "fr": "Une seule manche"},
    "classic.target.rounds": {"en": "{n} rounds", "fr": "{n} manches"},
    "classic.target.rounds.low": {
        "en": "{n} rounds, the lowest score wins",
        "fr": "{n} manches, le plus petit score gagne",
    },
    # ------------------------------------------------------------------ the screen
    "classic.side.scores": {"en": "Scores", "fr": "Scores"},
    "classic.side.round": {"en": "Round {n}", "fr": "Manche {n}"},
    "classic.side.stock": {"en": "Stock: {n}", "fr": "Pioche : {n}"},
    "classic.side.log": {"en": "Plays", "fr": "Coups"},
    "classic.undone.one": {"en": "{n} move taken back", "fr": "{n} coup défait"},
    "classic.undone.many": {"en": "{n} moves taken back", "fr": "{n} coups défaits"},
    "classic.redone.one": {"en": "{n} move played again", "fr": "{n} coup rejoué"},
    "classic.redone.many": {"en": "{n} moves played again", "fr": "{n} coups rejoués"},
    "classic.toast.nothing_undo": {
        "en": "Nothing of yours to take back",
        "fr": "Aucun de vos coups à défaire",
    },
    "classic.toast.no_fit": {
        "en": "{tile} fits none of the open ends",
        "fr": "Le {tile} ne va sur aucun bout ouvert",
    },
    "classic.toast.matadors_only": {
        "en": "Only matadors fit: Enter plays the one picked, Tab picks another, D draws instead",
        "fr": "Seuls des matadors vont : Entrée pose celui choisi, Tab en choisit un autre, "
        "D pioche à la place",
    },
    "classic.toast.pick_first": {
        "en": "Several tiles fit there: pick one first",
        "fr": "Plusieurs dominos vont là : choisissez-en un d'abord",
    },
    "classic.keys": {
        "en": "Keys: ← → Tab 1–9 pick a tile · ↑ ↓ 1–9 an end · Enter plays · {more}"
        "{key_hint} hint · {key_undo} undo",
        "fr": "Touches : ← → Tab 1–9 un domino · ↑ ↓ 1–9 un bout · Entrée joue · {more}"
        "{key_hint} conseil · {key_undo} défait",
    },
    "classic.preview.flip": {
        "en": " · F: the other way round",
        "fr": " · F : dans l'autre sens",
    },
    "classic.keys.draw": {"en": "D draw · ", "fr": "D pioche · "},
    "classic.keys.pass": {"en": "P pass · ", "fr": "P passe · "},
    "classic.keys.flip": {"en": "F turns a matador · ", "fr": "F retourne · "},
    "classic.keys.summary": {
        "en": "Esc: see the table · Esc again or a click: the summary",
        "fr": "Échap : voir la table · Échap ou un clic : le résumé",
    },
    "classic.keys.peek": {
        "en": "The table as the round ended · Esc or a click: the summary again",
        "fr": "La table à la fin de la manche · Échap ou un clic : revoir le résumé",
    },
}
