# Figures: main texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

# The language's own name, as the language picker shows it.
language-name = English

## general

app-title = Figures
kind-human = Human
kind-random = Computer: random
kind-easy = Computer: easy
kind-medium = Computer: medium
kind-hard = Computer: hard
kind-short-human = Human
kind-short-random = Random
kind-short-easy = Easy computer
kind-short-medium = Medium computer
kind-short-hard = Hard computer
kind-brief-random = Comp. random
kind-brief-easy = Comp. easy
kind-brief-medium = Comp. medium
kind-brief-hard = Comp. hard
kind-level-random = Random
kind-level-easy = Easy
kind-level-medium = Medium
kind-level-hard = Hard
colour-R = red
colour-Y = yellow
colour-G = green
colour-B = blue
on = on
off = off

## set-up

setup-players = Players
setup-default-you = You
setup-default-computer = Computer
setup-seat = Seat { $n }
setup-add = Add a player
setup-remove = Remove
setup-target = Target score
setup-first = First player
setup-first-random = at random
setup-seed = Deal number (seed)
setup-seed-random = empty: a new deal
setup-language = Language
setup-colour_blind = Colour-blind symbols
setup-start = Start the game
setup-open = Open a saved game…
setup-rules = Rules
setup-resume = A game was left unfinished ({ $summary }).
setup-resume-confirm = A new game replaces the unfinished one ({ $summary }): press Start again to keep it in the saves folder and begin, or resume it.
autosave-bad = The game saved automatically could not be read ({ $problem }); it was kept as { $name }.
autosave-bad-kept = The game saved automatically could not be read ({ $problem }) nor set aside ({ $error }).
settings-bad = The set-up remembered from the last time could not be read: { $problem }. It was kept as { $name } and the usual set-up is shown.
settings-bad-kept = The set-up remembered from the last time could not be read: { $problem }. It could not be set aside either ({ $error }); the usual set-up is shown.
slot-busy = Another Figures window is playing the game saved automatically{ $who }: this window keeps its own game, in { $name }, and leaves that one alone.
slot-busy-who = {" "}(process { $pid })
slot-none = Every place for a game saved automatically is taken by other Figures windows: this window's game is not saved automatically ({ $key_save } saves it).
slot-orphan = A game left unfinished in another window was kept as { $name }.
setup-resume-yes = Resume it
setup-resume-no = Discard
# The set-up's refusals: the game judges the settings (a SettingsError's field, reason
# and values), the set-up says it in the player's language.
setup-error-seed = The deal number must be a whole number.
setup-error-seed-range = The deal number must be { $low } or more.
setup-error-name-empty = Player { $n } needs a name.
setup-error-name-long = Player { $n }'s name is too long: { $high } characters at most.
setup-error-name-control = Player { $n }'s name has a character that cannot be shown.
setup-error-name-other = Player { $n }'s name cannot be used.
setup-error-kind = Player { $n } is neither a human nor a computer level of this game.
setup-error-players = A game needs { $low } to { $high } players.
setup-error-target = The target score must be from { $low } to { $high }.
setup-error-first = The first player must be one of the { $n } players.
setup-error-other = These settings cannot be played.
# ($mark: what only the default names begin with, "@")
setup-error-name-token = Player { $n }'s name cannot begin with { $mark }.

## game: top bar

top-turn =
    { $role ->
        [you] Your turn
        [computer] The computer to play
       *[other] { $name } to play
    }
# (Short enough for the top bar of a 900-pixel window: the hand says the rest.)
top-opening =
    { $role ->
        [you] Opening: place a domino
       *[other] Opening: { $name } places a domino
    }
top-second =
    { $role ->
        [you] 2nd domino (−{ $cost }) or end turn
       *[other] { $name }: second domino (−{ $cost }) or end
    }
top-end_only =
    { $role ->
        [you] End your turn
       *[other] { $name }: end the turn
    }
top-over = The game is over
top-target = Target { $target }
top-bag = Bag: { $count }
top-thinking =
    { $role ->
        [computer] The computer is thinking
       *[other] { $name } is thinking
    }
top-paused = Computer paused after undo: { $key_redo } redoes, C lets it play
button-rules = Rules ({ $key_rules })
button-undo = Undo
button-redo = Redo
button-save = Save
button-open = Open
button-fit = Fit ({ $key_fit })
button-aid_spots = Spots ({ $key_spots })
button-hint = Hint ({ $key_hint })
button-menu = Set-up
button-more = More
button-save-short = Save
button-aid_spots-short = Spots
button-hint-short = Hint
button-fit-short = Fit
button-rules-short = Rules
button-help = Keys ({ $key_help })

## game: side panel

panel-players = Scores
panel-hand_count = { $count } in hand
panel-track = Score track
panel-log = Last moves
panel-log-empty = No move yet.
log-opening =
    { $role ->
        [you] You open with domino #{ $tile }
       *[other] { $name } opens with domino #{ $tile }
    }
log-place = { $name } +{ $points } ({ $detail })
log-place-paid = { $name } +{ $points } −{ $paid } ({ $detail })
log-return =
    { $role ->
        [you] You cannot place, return { $count }
       *[other] { $name } cannot place, returns { $count }
    }
log-showed =
    { $role ->
        [you] {" "}(showed { $tiles })
       *[other] {" "}(showed { $tiles })
    }
log-pass =
    { $role ->
        [you] You cannot place and pass
       *[other] { $name } cannot place and passes
    }
detail-edges =
    { $n ->
        [one] { $n } edge
       *[other] { $n } edges
    }
detail-bonus = bonus { $n }
detail-closed = closed { $sizes }
detail-closed-square = closed { $squares } × { $points }
detail-squares =
    { $n ->
        [one] { $n } square
       *[other] { $n } squares
    }
# A sum of several surfaces' squares: "(4 + 6) squares".
detail-squares-sum = { $sizes } squares

## game: hand and placing

hand-title =
    { $role ->
        [you] Your hand
       *[other] Hand of { $name }
    }
hand-opening =
    { $role ->
        [you] Your opening domino
       *[other] Opening domino of { $name }
    }
hand-select-opening = Place it anywhere it fits: select it (click it, or 1)
hand-face = face { $n }
domino = domino #{ $tile }
domino-face = domino #{ $tile }, face { $face }
hand-hidden = Hidden
hand-waiting = Waiting for { $name }
hand-keys = 1/2 or Tab select · R rotate · F flip · click or Enter: preview, again: confirm
hand-select = Select a domino (click it, or 1 / 2)
hand-select-hints = Take a hint (click it, or 1 / 2 / 3) or select a domino (click it, or Tab)
status-legal = Fits here: { $detail } = { $points }{ $paid }
status-legal-opening = Fits here (opening: no points)
status-preview = Preview: { $detail } = { $points }{ $paid }. Click again or Enter to confirm, Esc to cancel
status-preview-short = Preview: { $detail } = { $points }{ $paid }
status-preview-paid = , then pay { $cost }
status-illegal = Not here: { $reason }
status-no_spot = This face fits nowhere; try the other face (F) or the other domino
reason-overlap = it would lie on a domino of the table
reason-not_touching = it must touch a domino along an edge
reason-mismatch = the { $colour } edge would touch { $other }
reason-not_affordable = a second domino costs { $cost } points
button-second = Play the second domino (−{ $cost })
button-second-short = Second (−{ $cost })
button-end_turn = End turn
button-return = Return the selected ({ $count })
button-pass = Pass
button-results = Results
button-confirm = Confirm ({ $key_confirm })
button-cancel = Cancel ({ $key_cancel })
stuck-title = Neither domino fits anywhere on the table.
stuck-choose = Click the dominoes (or press 1 / 2) to put back into the bag, you draw as many; Enter returns them (or passes when none is chosen).
stuck-empty_bag = The bag is empty: you can only pass.
second-offer = Score { $score }: you may play your other domino (it scores, then you pay { $cost }).
second-nowhere = Your other domino fits nowhere on the table: end your turn.
toast-undo_others = Only the moves of your own turn can be undone.
second-cannot = A second domino needs at least { $cost } points: end your turn.
hint-none = No placement to suggest.
hint-thinking = Looking for the best placements…
hint-caption = Ranked by the hard computer: points now, and what each move leaves open
hint-leaves = {" "}· leaves less to the next player or more for you
hint-why = {" "}· ranked above hint { $n }: { $why }
hint-opens = leaves a { $colour } { $size } open
hint-sep = ;{" "}
hint-opens-none = leaves no surface of { $size }+ open
hint-reply = {" "}(next player's best reply +{ $gain })
hint-other = the { $points }-point move { $opens }
hint-kept = your other domino keeps { $points } for next turn
hint-then = then { $domino } as a paid second: +{ $points } − { $cost }
hint-hand-one = your domino
hint-hand-left = your left domino
hint-hand-right = your right domino
hint-hand-nth = your domino { $n }
hint-hand-flip = { $domino }, other face
hint-end_better = Better end your turn (best second domino: { $net })
hint-wins = {" "}· a better chance to win the game
hint-line = { $n }. { $move }: { $detail } = { $points }
points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
legend-spots = Spots (L): every place this face fits, framed in green; bold in its current direction (R turns it)
toast-saved = Saved to { $path }
toast-opened = Opened { $path }
toast-kept = ; the unfinished game is kept as { $name }
toast-kept-new = New game; the unfinished one is kept in the saves folder as { $name }.
toast-undo = Undone: { $what }
undo-own =
    { $role ->
        [you] your move ({ $dominoes })
       *[other] { $name }'s move ({ $dominoes })
    }
undo-own_end =
    { $role ->
        [you] the end of your turn
       *[other] the end of { $name }'s turn
    }
undo-reply =
    { $role ->
        [computer] the computer's reply ({ $dominoes })
       *[other] { $name }'s reply ({ $dominoes })
    }
undo-turn =
    { $role ->
        [you] your turn
        [computer] the computer's turn
       *[other] { $name }'s turn
    }
undo-and = {" "}and{" "}
toast-redo = Redone: { $what }
toast-nothing_undo = Nothing to undo
toast-nothing_redo = Nothing to redo
toast-error = Error: { $message }
toast-autosave_failed = Autosave failed: { $message }
help-title = Keys
key-space = Space
key-home = Home
key-enter = Enter
key-escape = Esc
key-shift = Shift
help-body =
    1 / 2, Tab: select a domino    R / Shift+R: rotate    F: flip (other face)
    Arrows: move the domino (pan the table without one; Shift+arrows always pan)
    Enter or click: preview, again: confirm    Esc: cancel    E: end turn
    S: second domino    Wheel: zoom    Drag: pan    { $key_fit }: fit the table
    { $key_spots }: legal spots    { $key_hint }: hints on / off (1 / 2 / 3 take one)    { $key_undo } / { $key_redo }: undo / redo
    { $key_save } / { $key_open }: save / open    { $key_rules }: rules    { $key_help }: this help

## pass-and-play

pass-title = Pass the computer to { $name }
pass-body =
    { $role ->
        [you] The dominoes stay hidden until you are ready.
       *[other] The dominoes stay hidden until { $name } is ready.
    }
pass-show = Show my dominoes
pass-last = Last moves:

## files

file-save-title = Save the game
file-open-title = Open a saved game
file-path = File:
file-recent = Saved games in { $folder }:
file-none = (none yet)
file-ok-save = Save
file-ok-open = Open
file-cancel = Cancel
file-error = Cannot open this file: { $message }
file-error-no_folder = There is no folder { $folder }: type the path of an existing folder.
file-error-path = This path cannot be used: { $message }.
file-error-is_folder = { $path } is a folder: type a file name.

## rules

rules-title = Rules
rules-back = Back (Esc)
rules-paused = The computer players wait while you read.
rules-scroll = Wheel, arrows or Page keys to scroll

## end of game

end-title = End of the game
end-reason-target = The target was reached.
end-reason-all-placed = Every domino is on the table.
end-reason-blocked = A whole round went by without a placement.
end-winner =
    { $role ->
        [you] You win!
       *[other] { $names } wins!
    }
end-winners = { $names } share the win!
end-and = {" "}and{" "}
end-ranking = Ranking
end-rank_line = { $rank }. { $name }: { $score }
end-best = best placement: { $points } ({ $detail })
end-best-none = no placement
end-largest = largest closed surface: { $size }
end-largest-none = no closed surface
end-counts = { $placed }, { $closed }
end-placed =
    { $n ->
        [one] { $n } domino placed
       *[other] { $n } dominoes placed
    }
end-closed =
    { $n ->
        [one] { $n } surface closed
       *[other] { $n } surfaces closed
    }
end-track = Scores over the game
end-turn_axis = turns
end-new = New game
end-same = Same deal again
end-setup = Back to set-up
end-view_table = Look at the table
animation-points = +{ $points }
animation-paid = −{ $paid }
