# Figures: replay texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

# The replay's file dialog (figures/ui/widgets/dialog.py): its list, and what a row says of
# a game that is not a file the player saved.
replay-dialog-recent = Saved games in { $folder }, and the games played to their end:
replay-dialog-autosave = the last game played
replay-dialog-kept = kept when it ended
# The steps (figures/ui/replay/steps.py): what was done.
replay-open = lays opening domino #{ $tile }
replay-place = places domino #{ $tile }
replay-second = pays for a second domino, #{ $tile }
replay-end = ends the turn
replay-return = nothing fits: returns { $n } to the bag
replay-pass = passes
replay-lead = leads { $tile }
replay-play = { $tile } on { $end }
replay-draw = draws { $tile }
replay-round = end of round { $n }
replay-edges =
    { $n ->
        [one] { $n } edge
       *[other] { $n } edges
    }
replay-bonus = { $n } bonus
replay-closes = closes { $surface }
replay-surface-R = a red { $n }
replay-surface-Y = a yellow { $n }
replay-surface-G = a green { $n }
replay-surface-B = a blue { $n }
replay-sum = { $parts } = { $points }
replay-why-paid = { $text }, − { $paid } paid: { $net }
replay-why-drawn = { $text }; draws { $n }
replay-why-open = the opening scores nothing
replay-why-end = no second domino; draws { $n }
replay-why-nothing = no points
replay-why-return = no points; draws { $n } in their place
replay-why-pass = nothing fits and the bag is empty
replay-why-count = the ends count { $n }: +{ $n }
replay-why-draw = no tile fits: draws from the stock
replay-how = { $how }; points: { $points }
replay-how-out = { $name } went out
replay-how-target = { $name } reached the target
replay-how-blocked = the game is blocked
replay-how-tie = a tie
replay-how-over = { $text }. The game is over: { $names } won
replay-over = The game is over: { $names } won.
# The screen (figures/ui/replay/view.py).
replay-title = Replay
replay-start = The start of the game
replay-start-why = → or Space to go through the game
replay-position = Move { $k } of { $n }
replay-turn = Turn { $n }
replay-turn-opening = Opening
replay-round-n = Round { $n }
replay-scores = Scores
replay-moves = Moves
replay-keys = ← → a move · PgUp PgDn a { $unit } · Home End · a { $unit } number + Enter · Space: play on · Esc: back
replay-unit-turn = turn
replay-unit-round = round
replay-typed = Go to { $unit } { $n }…
replay-no_such = There is no { $unit } { $n }
replay-playing = Playing (Space: pause)
replay-back = Back (Esc)
replay-first = |←
replay-prev = ←
replay-play_button = Play
replay-pause_button = Pause
replay-next = →
replay-last = →|
replay-who = { $name }: { $what }
# Reaching it: the set-up and the end screen.
setup-replay = Replay a game… (R)
setup-open-short = Open…
setup-replay-short = Replay (R)
replay-dialog-title = Replay a game
replay-error-sheet = This is a score sheet, not a game record: it has no moves to replay.
replay-error-bad = This file cannot be replayed: { $message }
replay-error-empty = This game has no moves to replay yet.
end-replay = Replay (R)
