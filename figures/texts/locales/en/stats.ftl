# Figures: stats texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

# The set-up's button.
setup-stats = Statistics (S)
setup-stats-short = Stats (S)
# The page.
stats-title = Statistics
stats-back = Back (Esc)
stats-pick = ← → or a click: another player
stats-none = No finished game yet: each game played to its end on this computer is counted here.
stats-set_aside = The statistics file could not be read ({ $problem }): it is kept as { $name }, and new statistics begin.
stats-dropped =
    { $n ->
        [one] 1 game of the statistics file could not be used ({ $problem }) and is left out; the file as it was is kept as { $name }.
       *[other] { $n } games of the statistics file could not be used (the first: { $problem }) and are left out; the file as it was is kept as { $name }.
    }
stats-bad-kept = The statistics file could not be used ({ $problem }) nor set aside ({ $error }): it is left as it is, and no game is recorded in it.
stats-computer = computer
# The figures in large type.
stats-games = Games
stats-wins = Wins
stats-rate = Win rate
stats-average = Average score
stats-best = Best placement
stats-largest = Largest surface
stats-streak = Winning streak
stats-streak-longest = longest { $n }
stats-none-value = –
# The table per game.
stats-table = Each game
stats-col-game = Game
stats-col-games = Games
stats-col-wins = Wins
stats-col-rate = Rate
stats-col-average = Average
stats-col-best = Best
stats-col-best-note = Best: the most points scored in one placement (Colour figures) or in one round (the other games).
# Against the computer.
stats-levels = Against the computer
stats-level-easy = Easy
stats-level-medium = Medium
stats-level-hard = Hard
stats-level-value = { $wins } won of { $games }
stats-level-none = not played yet
# The chart.
stats-chart = The last { $n } games: score, and the win rate so far
stats-chart-one = The last game: score, and the win rate so far
stats-chart-won = won
stats-chart-lost = lost
stats-chart-rate = win rate
stats-chart-axis = games
