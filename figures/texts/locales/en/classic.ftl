# Figures: classic texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/


## words

classic-level-random = random
classic-level-easy = easy
classic-level-medium = medium
classic-level-hard = hard
classic-or = {" "}or{" "}
classic-and = {" "}and{" "}
classic-pips =
    { $n ->
        [one] { $n } pip
       *[other] { $n } pips
    }
classic-tiles =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
classic-tiles-short =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }

## ends and plays

classic-end-lead = the lead
classic-end-left = the left end
classic-end-right = the right end
classic-end-mex = the Mexican train
classic-train-mex = Mexican train
# (the side panel's title, where the game's name says a target the game may not have)
classic-title-block-points = Block game to points
classic-end-train =
    { $role ->
        [you] your train
       *[other] { $name }'s train
    }
# (another player named in a sentence: a seat called "Computer" is "the computer")
classic-the_computer = the computer
# A seat named in a sentence: French calls a seat named "Computer" "l'ordinateur"
# ("au tour de l'ordinateur", never "à Ordinateur"); other names as they are.
classic-article =
    { $role ->
        [computer] { $name }
       *[other] { $name }
    }
classic-end-up = the arm above { $tile }
classic-end-down = the arm below { $tile }
classic-end-leftof = the arm left of { $tile }
classic-end-rightof = the arm right of { $tile }
classic-labelled = { $label }: { $text }
classic-sep = ;{" "}
classic-play = { $tile } on { $end }
classic-play-lead = { $tile } to lead

## the count

classic-count-caption = Count of the ends:
classic-count-scores = { $sum } = { $total }: { $points }
classic-count-none = { $sum } = { $total }: no score
classic-preview-out =
    { $role ->
        [you] you go out
       *[other] { $name } goes out
    }
classic-preview-award =
    { $role ->
        [you] you score { $points }
       *[other] { $name } scores { $points }
    }
classic-preview-award-team = { $name } score { $points }
classic-preview-blocked = the round is blocked
classic-preview-target = the target is reached

## draw and pass

classic-button-draw = Draw ({ $key_draw })
classic-button-pass = Pass ({ $key_pass })
classic-button-next = Next round ({ $key_confirm })
classic-button-see_results = See the results ({ $key_confirm })
classic-button-results = Results ({ $key_confirm })
classic-keys-results = The table as the game ended · Enter or Esc: the results
classic-reason-draw = No tile fits { $numbers }: draw
classic-reason-draw-sum = No tile makes { $total } with { $numbers }: draw
classic-reason-draw-matador = Only matadors fit: you may draw instead
classic-reason-pass = No tile fits { $numbers }: pass
classic-reason-pass-sum = No tile makes { $total } with { $numbers }: pass
classic-reason-pass-stock = No tile fits { $numbers }, stock empty: pass
classic-reason-pass-stock-sum = None makes { $total } with { $numbers }, stock empty: pass
classic-unavailable-play = { $button }: you have a play
classic-unavailable-stock = { $button }: the stock is empty
classic-unavailable-drew = { $button }: one draw a turn
classic-unavailable-draw_first = { $button }: draw first
classic-reason-pass-drew = The tile drawn does not fit either: pass

## status line

classic-status-pick =
    { $role ->
        [you] Your turn: pick a tile
       *[other] { $name }'s turn: pick a tile
    }
classic-status-lead =
    { $role ->
        [you] Your lead: pick a tile
       *[other] { $name } leads: pick a tile
    }
classic-status-double =
    { $role ->
        [you] Your turn: cover the { $tile }
       *[other] { $name }'s turn: cover the { $tile }
    }
classic-status-end = Where does { $tile } go? Pick a lit end
classic-status-confirm = Click there again or Enter: { $play }
# The one rule of confirming, said while a tile is held and nothing is shown yet.
classic-held = A click on a lit end shows { $tile } there; a second click there or Enter plays it · { $tile } clicked again in your hand goes back
classic-demand-cover =
    { $role ->
        [you] Cover the { $tile } on { $end }: nothing else may be played
       *[other] { $name } must cover the { $tile } on { $end } first
    }
classic-demand-open =
    { $role ->
        [you] Your train is open: the others may play on it
       *[other] { $name }'s train is open: the others may play on it
    }
classic-demand-matador = Only matadors make { $total } with { $numbers }: play one
classic-status-draw =
    { $role ->
        [you] You must draw: no tile fits
       *[other] { $name } must draw: no tile fits
    }
classic-status-pass =
    { $role ->
        [you] You must pass: no tile fits
       *[other] { $name } must pass: no tile fits
    }
classic-status-thinking = { $name } ({ $level }) is thinking…
classic-status-computer = { $name } ({ $level }) to play
classic-status-paused = { $name } waits: Redo plays on
classic-status-cover =
    { $role ->
        [you] Your turn: the tiles are hidden
       *[other] { $name }'s turn: the tiles are hidden
    }
classic-status-round_over = Round { $n } is over: { $how }
classic-status-game_over = Game over: { $title }

## hints

classic-hint = Hint: { $play }: { $why }
classic-hint-plain = Hint: { $play }
classic-hint-thinking = Looking for a good play…
classic-hint-none = No play to suggest
classic-hint-none-draw = No play to suggest: draw
classic-hint-none-pass = No play to suggest: pass
classic-hint-none-both = No play to suggest: draw or pass
classic-why-out = empties your hand
classic-why-scores = scores { $n } now
classic-why-keeps = keeps { $n }s open (you hold { $k } more)
classic-why-blocks = leaves a { $n }, which the next player lacks
classic-why-heavy = sheds a heavy tile ({ $n } pips)
classic-why-double = gets the double { $n } away
classic-why-train = grows your own train
classic-why-keeps_matador = keeps your matadors for later
classic-why-matador = plays a matador
# A hint scoring less now than another play: what the search says it buys instead.
classic-why-trade = { $other } scores { $best } now, but this leaves your opponents about { $fewer } less and you { $more } more this round
classic-why-trade-denies = { $other } scores { $best } now, but this leaves your opponents about { $fewer } less this round
classic-why-trade-keeps = { $other } scores { $best } now, but this keeps about { $more } more for you later this round
classic-why-trade-game = { $other } scores { $best } now, but the search rates this higher for the end of the game

## log

classic-log-round = Round { $n }
classic-log-play = { $name }: { $play }
classic-log-scores = { $name }: { $play }, scores { $n }
classic-log-draw =
    { $role ->
        [you] You draw
       *[other] { $name } draws
    }
classic-log-draws =
    { $role ->
        [you] You draw { $n } tiles
       *[other] { $name } draws { $n } tiles
    }
classic-log-drew =
    { $role ->
        [you] You draw { $tile }
       *[other] { $name } draws { $tile }
    }
classic-log-drew-many =
    { $role ->
        [you] You draw { $n } tiles: { $tiles }
       *[other] { $name } draws { $n } tiles: { $tiles }
    }
classic-log-pass =
    { $role ->
        [you] You pass
       *[other] { $name } passes
    }

## a round's end

classic-how-out =
    { $role ->
        [you] you went out
       *[other] { $name } went out
    }
classic-how-blocked =
    { $role ->
        [you] blocked, you hold the fewest pips
       *[other] blocked, { $name } holds the fewest pips
    }
classic-how-blocked-team = blocked, { $name } hold the fewest pips
classic-how-tie = blocked, and tied: nobody wins it
classic-how-target =
    { $role ->
        [you] you reached the target
       *[other] { $name } reached the target
    }
classic-how-target-team = { $name } reached the target
classic-summary-title = Round { $n } is over
# (the rule that gave a round's points, with its figures)
classic-rule-win = { $name }: { $points } for winning the round
classic-rule-opponents = { $name }: { $points }, the { $pips } pips left in the others' hands
classic-rule-difference = { $name }: { $points }, the others' { $pips } pips less the winner's { $own } for each other side
classic-rule-fives = { $name }: { $points }, the others' { $pips } pips rounded to the nearest 5
classic-rule-all-pips = { $name }: { $points }, all the { $all } pips left in hand, its own too
# (the same, when a single player is on the other side: named, or "your")
classic-rule-opponents-one =
    { $role ->
        [you] { $name }: { $points }, the { $pips } pips left in your hand
       *[other] { $name }: { $points }, the { $pips } pips left in { $other }'s hand
    }
classic-rule-difference-one =
    { $role ->
        [you] { $name }: { $points }, your { $pips } pips less the winner's { $own }
       *[other] { $name }: { $points }, { $other }'s { $pips } pips less the winner's { $own }
    }
classic-rule-fives-one =
    { $role ->
        [you] { $name }: { $points }, your { $pips } pips rounded to the nearest 5
       *[other] { $name }: { $points }, { $other }'s { $pips } pips rounded to the nearest 5
    }
classic-rule-share = A tie for the fewest pips: { $names } each take half of { $third }'s { $pips } pips rounded to 5, { $points }
classic-rule-tie = A tie for the fewest pips: nobody scores
classic-rule-penalty = Each side takes the pips left in hand as penalty points: the fewest is best
classic-rule-instant = The target was reached in play: the round's end scores nothing
# (what each side still needs, after a round)
classic-needs-points = To reach { $goal }: { $parts }
classic-needs-side = { $name } { $points } more
classic-needs-rounds =
    { $n ->
        [one] { $n } round left
       *[other] { $n } rounds left
    }
# (who leads the next round)
classic-next-leads =
    { $role ->
        [you] Next round: you lead
       *[other] Next round: { $name } leads
    }
# (who opens a round, and why: the log's line under the round's heading)
classic-opens-lot =
    { $role ->
        [you] You start: drawn by lot
       *[other] { $name } starts: drawn by lot
    }
classic-opens-chosen =
    { $role ->
        [you] You start, as chosen at set-up
       *[other] { $name } starts, as chosen at set-up
    }
classic-opens-rotate =
    { $role ->
        [you] You start: each round, the next player starts
       *[other] { $name } starts: each round, the next player starts
    }
classic-opens-double =
    { $role ->
        [you] You lead: you hold the highest double, { $tile }
       *[other] { $name } leads: holds the highest double, { $tile }
    }
classic-opens-heaviest =
    { $role ->
        [you] You lead: no double dealt, you hold the heaviest tile, { $tile }
       *[other] { $name } leads: no double dealt, holds the heaviest tile, { $tile }
    }
classic-lead-lot =
    { $role ->
        [you] You lead: drawn by lot
       *[other] { $name } leads: drawn by lot
    }
classic-lead-chosen =
    { $role ->
        [you] You lead, as chosen at set-up
       *[other] { $name } leads, as chosen at set-up
    }
classic-lead-again =
    { $role ->
        [you] You lead again: round { $n } was tied
       *[other] { $name } leads again: round { $n } was tied
    }
classic-lead-lot-blocked =
    { $role ->
        [you] You lead: drawn by lot after round { $n } was blocked
       *[other] { $name } leads: drawn by lot after round { $n } was blocked
    }
classic-lead-out =
    { $role ->
        [you] You lead: you went out in round { $n }
       *[other] { $name } leads: went out in round { $n }
    }
classic-lead-lightest =
    { $role ->
        [you] You lead: the lightest hand of round { $n }'s winners
       *[other] { $name } leads: the lightest hand of round { $n }'s winners
    }
classic-next-engine =
    { $role ->
        [you] Next round: the double-{ $double } is the engine, you start
       *[other] Next round: the double-{ $double } is the engine, { $name } starts
    }
classic-col-side = Player
classic-col-pips = Left in hand
classic-col-play = In play
classic-col-award = Round
classic-col-bonus = End bonus
classic-col-won = Rounds won
classic-col-total = Score

## the game's end

classic-wins =
    { $role ->
        [you] you win
       *[other] { $name } wins
    }
classic-wins-team = { $name } win
classic-tie = a tie between { $names }
# the end screen (figures/ui/classic/end.py)
classic-end-screen-ranking = Ranking
classic-end-screen-chart = Scores over the rounds
classic-end-screen-chart-won = Rounds won over the rounds
classic-end-screen-chart-low = Scores over the rounds (the lowest wins)
classic-end-screen-axis = rounds
classic-end-screen-goal = target
classic-end-screen-rounds =
    { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
classic-end-screen-reason-target = { $game } · { $target } points reached after { $rounds }
classic-end-screen-reason-won = { $game } · { $target } rounds won, after { $rounds }
classic-end-screen-reason-instant = { $game } · { $target } points reached in play in round { $n }: the game is won at once
classic-end-screen-reason-rounds = { $game } · every round played: { $rounds }
classic-end-screen-reason-rounds-low = { $game } · every round played: { $rounds }, the lowest score wins
classic-end-screen-reason-one = { $game } · a game of one round
classic-end-screen-best =
    { $count ->
        [one] Best round: round { $n }, { $points } point
       *[other] Best round: round { $n }, { $points } points
    }
classic-end-screen-best-low =
    { $count ->
        [one] Best round: round { $n }, { $points } penalty point
       *[other] Best round: round { $n }, { $points } penalty points
    }
classic-end-screen-won =
    { $n ->
        [one] { $n } round won
       *[other] { $n } rounds won
    }
classic-end-screen-won-none = No round won
classic-end-screen-best-none = No round scored a point
classic-end-screen-new = New deal
classic-end-screen-same = Same deal again
classic-end-screen-same-short = Same deal
classic-end-screen-table = Look at the table
classic-end-screen-setup = Back to set-up
classic-end-screen-setup-short = Set-up
classic-end-screen-table-short = The table
classic-end-screen-keys = Enter: new deal · S: same deal · T: the table · R: replay · Esc: set-up · Tab, Space: the buttons
classic-target-points = First to { $n } points
classic-target-instant = First to { $n } points, scored in play
classic-target-one = One round
classic-target-rounds = { $n } rounds
classic-target-rounds-low = { $n } rounds, the lowest score wins

## the screen

classic-side-scores = Scores
classic-side-round = Round { $n }
classic-side-stock = Stock: { $n }
classic-side-log = Plays
classic-undone =
    { $n ->
        [one] { $n } move taken back
       *[other] { $n } moves taken back
    }
classic-redone =
    { $n ->
        [one] { $n } move played again
       *[other] { $n } moves played again
    }
classic-toast-nothing_undo = Nothing of yours to take back
classic-toast-no_fit = { $tile } fits none of the open ends
classic-toast-matadors_only = Only matadors fit: Enter plays the one picked, Tab picks another, D draws instead
classic-toast-pick_first = Several tiles fit there: pick one first
classic-keys = Keys: ← → Tab 1–9 pick a tile · ↑ ↓ 1–9 an end · Enter plays · { $more }{ $key_hint } hint · { $key_undo } undo
classic-preview-flip = {" "}· F: the other way round
classic-keys-draw = D draw ·{" "}
classic-keys-pass = P pass ·{" "}
classic-keys-flip = F turns a matador ·{" "}
classic-keys-summary = Esc: see the table · Esc again or a click: the summary
classic-keys-peek = The table as the round ended · Esc or a click: the summary again
