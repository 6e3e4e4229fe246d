# Figures: house texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

house-title = House rules
house-usual = The usual rules
house-changed =
    { $n ->
        [one] { $n } rule changed
       *[other] { $n } rules changed
    }
house-short-cost = cost { $value }
house-short-bonus_from = bonus from edge { $value }
house-short-bonus_never = no bonus
house-short-hand = { $value } in a hand
house-short-square = { $value } a square
house-short-targets = targets { $low }–{ $high }
house-short-sep = ,{" "}
house-short-more = { $rules } and { $n } more
house-cost = Second placement costs
house-bonus_from = Bonus from edge
house-hand = Dominoes in a hand
house-square = Points a closed square
house-min_target = Lowest target
house-max_target = Highest target
house-default = { $value } (default)
house-never = never
house-range = { $low }–{ $high }
house-range-never = { $low }–{ $high }, never
house-reset = Defaults
house-done = Done
house-keys = ← → change the rule marked, ↑ ↓ mark another
house-error-range = { $rule }: from { $low } to { $high }
house-error-order = The lowest target cannot be above the highest
house-note-game = This game's house rules: { $rules }.
house-note-chosen = The house rules chosen: { $rules }.
house-note-cost = a second domino costs { $value } (usually { $usual })
house-note-bonus_from = the bonus starts at the connected edge { $value } (usually { $usual })
house-note-bonus_never = connected edges earn no bonus (usually from the edge { $usual })
house-note-hand = { $value } dominoes in a hand (usually { $usual })
house-note-square = a closed surface scores { $value } per square (usually { $usual })
house-note-targets = targets from { $low } to { $high } (usually { $usual_low } to { $usual_high })
house-note-sep = ;{" "}
