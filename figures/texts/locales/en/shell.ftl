# Figures: shell texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

shell-game = Game
shell-about = { $title }: { $line }
shell-hint = Page Up/Down: another game · Tab: next field or button · Space: press it · Enter: start

## the games

game-title-colour = Colour figures
game-desc-colour = Match colours on triangle dominoes and close figures.
game-brief-colour = Match colours, close figures.
game-title-block = Block game
game-desc-block = Double-six end to end, no drawing: first out wins.
game-brief-block = Double-six, no drawing.
game-title-block-teams = Block game in teams
game-desc-block-teams = The block game for four, partners sitting opposite.
game-brief-block-teams = Four players, two teams.
game-title-block-points = Block game to 100 points
game-desc-block-points = No drawing; the winner scores the others' pips.
game-brief-block-points = The winner scores the others' pips.
game-title-draw = Draw game
game-desc-draw = Draw from the boneyard until you can play.
game-brief-draw = Draw until you can play.
game-title-draw-5 = Draw game with crossroads
game-short-draw-5 = Draw with crossroads
game-desc-draw-5 = Five tiles each; every double opens a crossroads.
game-brief-draw-5 = Every double opens a crossroads.
game-title-all-fives = All Fives
game-desc-all-fives = Score when the open ends add up to a multiple of five.
game-brief-all-fives = Score the multiples of five.
game-title-mexican-train = Mexican Train
game-desc-mexican-train = Double-twelve trains from a hub, up to eight players.
game-brief-mexican-train = Double-twelve trains, up to eight.
game-title-matador = Matador
game-desc-matador = Each join makes seven; the matadors go anywhere.
game-brief-matador = Each join makes seven.

## a classic set-up

setup-teams = Teams of two
setup-hand = Tiles in each hand
setup-lead = Who leads
setup-lead-highest-double = the highest double
setup-lead-any = first player, any tile
setup-cannot_play = Cannot play
setup-cannot_play-pass = pass (block game)
setup-cannot_play-draw-until = draw until able
setup-cannot_play-draw-one = draw one, or pass
setup-target-points = points to reach
setup-target-rounds = rounds to play
setup-target-instant = points in play
setup-first-rule = whoever holds it
setup-error-rules = These switches cannot be played together.
# what the open dialog says of each file
file-summary-unreadable = cannot be read
file-summary-sheet = Score sheet: { $game }
file-summary-finished = finished: { $scores }
file-summary-going = in progress
# The set-up's offer to resume a colour game: which game, and the scores.
setup-resume-game = { $game }: { $scores }
file-summary-going-scores = in progress: { $scores }
# The names figures play gives seats without --names, in the window's language.
names-player = Player { $n }
names-computer = Computer { $n } ({ $level })
names-level-random = random
names-level-easy = easy
names-level-medium = medium
names-level-hard = hard
file-summary-scenario = Scenario: { $game }
file-summary-classic = classic game
file-summary-position = dominoes on the table: { $dominoes } · plays judged: { $plays }
file-summary-actions = actions judged: { $count }
file-hint-open = ↑↓ or a click: choose · Enter or a double click: open
# A computer named by its seat (the set-up's "Computer 3" when there are several).
names-computer-seat = Computer { $n }
