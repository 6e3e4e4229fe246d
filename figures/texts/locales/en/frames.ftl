# Figures: frames texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/


## the colour game's hints

hint-more = {" "}· { $fact }
hint-reply-fact = next player's best reply +{ $gain }
hint-across = lying across
hint-upright = standing upright
hint-left_of = left of hint { $n }
hint-right_of = right of hint { $n }
hint-above = above hint { $n }
hint-below = below hint { $n }
hint-reversed = on the cells of hint { $n }, turned round

## the guide, from a game

button-guide = Replay the guide
guide-confirm-title = Leave this game for the guide?
guide-confirm-body = It is kept: the set-up offers to resume it when the guide is over.
guide-confirm-yes = Go to the guide ({ $key_confirm })
guide-confirm-no = Stay ({ $key_cancel })
