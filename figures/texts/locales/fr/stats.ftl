# Figures: stats texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

# The set-up's button.
setup-stats = Statistiques (S)
setup-stats-short = Stats (S)
# The page.
stats-title = Statistiques
stats-back = Retour (Échap)
stats-pick = ← → ou un clic : un autre joueur
stats-none = Aucune partie terminée : chaque partie jouée jusqu'au bout sur cet ordinateur est comptée ici.
stats-set_aside = Le fichier des statistiques était illisible ({ $problem }) : il est gardé sous le nom { $name }, et de nouvelles statistiques commencent.
stats-dropped =
    { $n ->
        [one] 1 partie du fichier des statistiques était inutilisable ({ $problem }) et n'est pas comptée ; le fichier tel qu'il était est gardé sous le nom { $name }.
       *[other] { $n } parties du fichier des statistiques étaient inutilisables (la première : { $problem }) et ne sont pas comptées ; le fichier tel qu'il était est gardé sous le nom { $name }.
    }
stats-bad-kept = Le fichier des statistiques était inutilisable ({ $problem }) et n'a pu être mis de côté ({ $error }) : il est laissé tel quel, et aucune partie n'y est enregistrée.
stats-computer = ordinateur
# The figures in large type.
stats-games = Parties
stats-wins = Victoires
stats-rate = Taux de victoire
stats-average = Score moyen
stats-best = Meilleure pose
stats-largest = Plus grande surface
stats-streak = Série de victoires
stats-streak-longest = record { $n }
stats-none-value = –
# The table per game.
stats-table = Par jeu
stats-col-game = Jeu
stats-col-games = Parties
stats-col-wins = Victoires
stats-col-rate = Taux
stats-col-average = Moyenne
stats-col-best = Meilleur
stats-col-best-note = Meilleur : le plus de points marqués en une pose (Figures de couleurs) ou en une manche (les autres jeux).
# Against the computer.
stats-levels = Contre l'ordinateur
stats-level-easy = Facile
stats-level-medium = Moyen
stats-level-hard = Difficile
stats-level-value =
    { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    } sur { $games }
stats-level-none = pas encore jouée
# The chart.
stats-chart = Les { $n } dernières parties : le score, et le taux de victoire jusque-là
stats-chart-one = La dernière partie : le score, et le taux de victoire jusque-là
stats-chart-won = gagnée
stats-chart-lost = perdue
stats-chart-rate = taux de victoire
stats-chart-axis = parties
