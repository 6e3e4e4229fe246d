# Figures: sheet texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

# The top bar.
button-sheet_round = New round (N)
button-sheet_round-short = Round
button-sheet_turn = New turn (N)
button-sheet_turn-short = Turn
button-sheet_in_play = Points in play (F)
button-sheet_in_play-short = In play
button-sheet_all_placed = All placed (A)
button-sheet_all_placed-short = All placed
button-sheet_undo = Undo
button-sheet_redo = Redo
button-sheet_rules = Rules (R)
button-sheet_rules-short = Rules
button-sheet_save = Save
button-sheet_save-short = Save
button-sheet_open = Open
button-sheet_export = Export CSV (X)
button-sheet_export-short = CSV
button-sheet_setup = Set-up
# The status and the standings.
sheet-status = Score sheet: { $game }
sheet-standings = Standings
sheet-target-points = to { $n }
sheet-target-rounds =
    { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
sheet-target-lowest =
    { $n ->
        [one] { $n } round, the lowest total wins
       *[other] { $n } rounds, the lowest total wins
    }
sheet-needs-points = needs { $n }
sheet-needs-rounds =
    { $n ->
        [one] { $n } round left
       *[other] { $n } rounds left
    }
sheet-needs-done = reached
sheet-leader = ahead
sheet-hint-first = P: change who starts
sheet-winner = wins
sheet-in_play-now = +{ $n } in play
# Whose turn.
sheet-turn-rule = Round { $n } — the highest double leads
sheet-turn-seat =
    { $role ->
        [you] Round { $n } — you lead (any tile)
       *[other] Round { $n } — { $name } leads (any tile)
    }
sheet-turn-lot = Round { $n } — draw lots for who leads
sheet-turn-engine-seat =
    { $role ->
        [you] Round { $n } — engine { $tile }: you start
       *[other] Round { $n } — engine { $tile }: { $name } starts
    }
sheet-turn-engine-rule = Round { $n } — engine { $tile }: the highest double leads
sheet-turn-engine-lot = Round { $n } — engine { $tile }: draw lots for who starts
sheet-turn-colour =
    { $role ->
        [you] Turn { $n } — your turn
       *[other] Turn { $n } — { $name } plays
    }
sheet-engine = Engine
sheet-over = Game over
sheet-pending = Points in play so far this round: { $items }
sheet-hint-classic = N new round · ↑↓ choose a round, E or Enter edits it · { $key_undo } undo
sheet-hint-colour = N new turn · ↑↓ choose a turn, E or Enter edits it · A all placed · { $key_undo } undo
sheet-hint-over = N new sheet, same players · T the rounds or the ranking · { $key_undo } undo
# The rounds table.
sheet-col-round = Round
sheet-col-turn = Turn
sheet-col-how = How it ended
sheet-last_round =
    { $role ->
        [you] { $words } · last round: you reached { $target }
       *[other] { $words } · last round: { $name } reached { $target }
    }
sheet-col-player = Player
sheet-col-points = Points
sheet-how-out =
    { $role ->
        [you] you went out
       *[other] { $name } went out
    }
sheet-how-blocked = blocked
sheet-how-target = target reached in play
sheet-turn-none = no placement
sheet-turn-bonus = bonus { $n }
sheet-turn-paid = −{ $n } paid
sheet-turn-placements =
    { $n ->
        [one] { $n } placement
       *[other] { $n } placements
    }
sheet-empty-round = No round yet: press N to enter the first one.
sheet-empty-turn = No turn yet: press N to enter the first one.
sheet-chart = Scores over the rounds
# Messages.
sheet-nothing_to_undo = Nothing to undo: the sheet is empty.
sheet-nothing_to_redo = Nothing to redo.
sheet-undone = Taken back.
sheet-redone = Put back.
sheet-saved = Sheet saved to { $path }
sheet-exported = CSV written to { $path }
sheet-autosave-error = The sheet could not be saved: { $message }
sheet-no_forms = The entry forms are not available in this version.
sheet-nothing_to_edit = Choose a row with ↑ and ↓ first.
sheet-no_in_play = This game scores nothing in play.
sheet-all_placed-done = Every domino is placed: the game is over.
sheet-kept = The unfinished sheet was kept as { $name }.
sheet-bad = The score sheet in progress could not be read ({ $problem }); it was renamed { $name }.
# The end.
sheet-end-one = { $name } wins
sheet-end-you = You win
sheet-end-team = { $name } win
sheet-end-many = { $names } share the win
sheet-end-how-points = The target of { $n } was reached.
sheet-end-how-rounds =
    { $n ->
        [one] The round is played.
       *[other] All { $n } rounds are played.
    }
sheet-end-how-rounds-low =
    { $n ->
        [one] The round is played: the lowest total wins.
       *[other] All { $n } rounds are played: the lowest total wins.
    }
sheet-end-how-instant = { $n } was reached in play: the game ends at once.
sheet-end-how-target = { $n } was reached; the round of turns was finished.
sheet-end-how-all-placed = Every domino was placed.
sheet-end-how-blocked = Nobody could place a domino for a whole round.
sheet-end-ranking = Ranking
sheet-end-new = New sheet, same players (N)
sheet-end-setup = Set-up (Esc)
sheet-end-rounds = See the rounds (T)
sheet-end-back = See the ranking (T)
# The set-up.
setup-sheet = Keep score of a table game (K)
setup-sheet-short = Keep score (K)
setup-sheet-resume = Resume the score sheet (K)
setup-sheet-resume-short = Resume (K)
setup-sheet-summary = Score sheet under way: { $summary }
setup-sheet-new = New sheet (Shift+K)
setup-sheet-new-short = New
sheet-summary-round = { $game }, round { $n }
sheet-summary-turn = { $game }, turn { $n }
# Refusals of the sheet (figures.sheet.model.SheetError codes).
sheet-error-at_round = Round { $number }: { $reason }
sheet-error-at_turn = Turn { $number }: { $reason }
sheet-error-at_placement = Turn { $number }, placement { $k }: { $reason }
sheet-error-ended = the game would be over before this entry: undo the later ones first
sheet-error-over = the game is over
sheet-error-reached =
    { $role ->
        [you] you reached { $threshold } in play: the game ended there
       *[other] { $name } reached { $threshold } in play: the game ended there
    }
sheet-error-not-reached = nobody reached { $threshold } in play with these points
sheet-error-holds-nothing =
    { $role ->
        [you] you went out, so hold no tile
       *[other] { $name } went out, so holds no tile
    }
sheet-error-pips =
    { $role ->
        [you] your pips are a number from 0 to { $most }
       *[other] { $name }'s pips are a number from 0 to { $most }
    }
sheet-error-twice = { $tile } is given twice ({ $name } and { $other })
sheet-error-engine = { $tile } is this round's engine: nobody holds it
sheet-error-too-many-pips = the hands add up to { $total } pips; the whole set has { $most }
sheet-error-second-cost =
    { $role ->
        [you] a second domino costs { $cost } points; you have { $score }
       *[other] a second domino costs { $cost } points; { $name } has { $score }
    }
sheet-error-box = the box holds only { $count } dominoes
sheet-error-placement-points = a placement earns at most { $most } points
sheet-error-placement-squares = the surfaces a placement closes have at most { $most } squares in all
sheet-error-placement-nothing = give the edges a placement connected, or its points (from 1)
sheet-error-edges = a placement connects 1 to { $most } edges, not { $edges }
sheet-error-surface = a closed surface has 1 square or more, not { $size }
sheet-error-placements = a turn places at most { $most } of its hand's dominoes, not { $placed }
sheet-error-full = a sheet holds at most { $most } entries
sheet-error-fives = points in play are multiples of 5, not { $points }
sheet-error-in-play-most = a side scores at most { $most } points in play in a round
sheet-error-no-in-play = this game scores nothing in play
sheet-error-nothing-to-undo = nothing to undo: the sheet is empty
sheet-error-nothing-to-redo = nothing to redo
# The file dialogs of the sheet's screen.
sheet-file-save-title = Save the score sheet
sheet-file-open-title = Open a score sheet or a saved game
sheet-file-export-title = Export the sheet as CSV (a spreadsheet)
