# Figures: sheet-forms texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

# shared
forms-cancel = Cancel
forms-confirm = Confirm
forms-next = Next
forms-add = Add
forms-preview-title = This round
forms-preview-turn = This turn
forms-preview-round = round
forms-preview-total = total
forms-preview-over = Game over: { $names } won
# a classic round
forms-round-title = Round { $n }
forms-round-editing = Round { $n } (changing it)
forms-round-engine = Engine { $tile }
forms-round-how = How did the round end?
forms-round-went_out =
    { $role ->
        [you] You went out
       *[other] { $name } went out
    }
forms-round-blocked = Blocked
forms-round-target = Target reached in play ({ $n })
forms-round-how_first = Say first how the round ended (1…, B)
forms-round-hands = Pips each player still holds
forms-round-no_hands = The target was reached in play: the hands are not counted.
forms-round-out_holds =
    { $role ->
        [you] went out
       *[other] went out
    }
forms-round-pips_hint = pips
forms-round-tiles = Tiles (T)
forms-round-pips_missing =
    { $role ->
        [you] Give your pips (type them, or T for the tiles)
       *[other] Give { $name }'s pips (type them, or T for the tiles)
    }
forms-round-pips_bad =
    { $role ->
        [you] Your pips: a whole number
       *[other] { $name }'s pips: a whole number
    }
forms-round-keys-out = 1…9: who went out
forms-round-keys-blocked = B: blocked
forms-round-keys-target = T: target
forms-round-keys-in_play = Tab: points in play
forms-round-keys-cancel = Esc: cancel
forms-round-keys2 = Tab / Shift+Tab: fields · T: tap the tiles · Enter: confirm · Esc: back
# points in play (All Fives)
forms-in_play-title = Points scored in play
forms-in_play-already = Already scored: { $points }
forms-in_play-none = None scored yet
forms-in_play-add_hint = e.g. 10+15
forms-in_play-bad =
    { $role ->
        [you] Your points in play: numbers like 15 or 10+15+5
       *[other] { $name }'s points in play: numbers like 15 or 10+15+5
    }
forms-in_play-form_title = Points scored in play
forms-in_play-who = Who scored?
forms-in_play-points_hint = points
forms-in_play-multiple = a multiple of 5
forms-in_play-side_first = Choose first who scored (1, 2…)
forms-in_play-points_missing = Type the points scored
forms-in_play-keys = 1…: who · Enter: add · Esc: cancel
# a colour turn
forms-colour-title =
    { $role ->
        [you] Turn { $n } — your turn
       *[other] Turn { $n } — { $name } plays
    }
forms-colour-editing = Turn { $n } — { $name } (changing it)
forms-colour-has =
    { $role ->
        [you] You have { $points }
       *[other] { $name } has { $points }
    }
forms-colour-first = First placement
forms-colour-second = Second placement
forms-colour-second_paid = Second placement (paid −{ $cost })
forms-colour-edges = Edges connected
forms-colour-closed = Surfaces closed (squares)
forms-colour-closed_hint = e.g. 4 3
forms-colour-edges_hint = edges
forms-colour-points = Points
forms-colour-to_points = P: points
forms-colour-to_edges = P: edges
forms-colour-returned = Returned dominoes / no placement
forms-colour-points_n =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
forms-colour-paid = −{ $cost } paid → { $net }
forms-colour-paid_line = { $cost } points paid for the second placement
forms-colour-after =
    { $role ->
        [you] You: { $before } → { $after }
       *[other] { $name }: { $before } → { $after }
    }
forms-colour-nothing = Give the first placement, or R for no placement
forms-colour-second_alone = A second placement comes after a first one
forms-colour-edges_missing = { $which }: give the edges it connected
forms-colour-closed_bad = { $which }: each closed surface is a number of squares, like 4 3
forms-colour-points_bad = { $which }: the points are a whole number from 1
forms-colour-keys = Tab: fields · P: points directly · R / 0: no placement · Enter: confirm · Esc: cancel
# the tile picker
forms-picker-total = Pips
forms-picker-tiles =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
forms-picker-taken =
    { $role ->
        [you] { $tile } is already in your hand
       *[other] { $tile } is already in { $name }'s hand
    }
forms-picker-engine = { $tile } is this round's engine
forms-picker-keys-toggle = Click, or arrows + Space: a tile
forms-picker-keys-accept = Enter: these tiles
forms-picker-keys-back = Esc: back
