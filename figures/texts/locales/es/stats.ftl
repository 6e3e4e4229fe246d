# Figures: stats texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

# The set-up's button.
setup-stats = Estadísticas (S)
setup-stats-short = Estad. (S)
# The page.
stats-title = Estadísticas
stats-back = Volver (Esc)
stats-pick = ← → o un clic: otro jugador
stats-none = Todavía no hay partidas terminadas: aquí se cuenta cada partida jugada hasta el final en esta computadora.
stats-set_aside = No se pudo leer el archivo de estadísticas ({ $problem }): se conserva como { $name } y empiezan estadísticas nuevas.
stats-dropped =
    { $n ->
        [one] 1 partida del archivo de estadísticas no se pudo usar ({ $problem }) y se deja fuera; el archivo tal como estaba se conserva como { $name }.
       *[other] { $n } partidas del archivo de estadísticas no se pudieron usar (la primera: { $problem }) y se dejan fuera; el archivo tal como estaba se conserva como { $name }.
    }
stats-bad-kept = No se pudo usar el archivo de estadísticas ({ $problem }) ni apartarlo ({ $error }): se deja como está y no se registra en él ninguna partida.
stats-computer = computadora
# The figures in large type.
stats-games = Partidas
stats-wins = Victorias
stats-rate = Tasa de victorias
stats-average = Puntuación media
stats-best = Mejor colocación
stats-largest = Mayor superficie
stats-streak = Racha de victorias
stats-streak-longest = máxima { $n }
stats-none-value = –
# The table per game.
stats-table = Por juego
stats-col-game = Juego
stats-col-games = Partidas
stats-col-wins = Victorias
stats-col-rate = Tasa
stats-col-average = Media
stats-col-best = Mejor
stats-col-best-note = Mejor: la mayor cantidad de puntos anotados en una colocación (Figuras de colores) o en una ronda (los demás juegos).
# Against the computer.
stats-levels = Contra la computadora
stats-level-easy = Fácil
stats-level-medium = Medio
stats-level-hard = Difícil
stats-level-value =
    { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    } de { $games }
stats-level-none = sin jugar todavía
# The chart.
stats-chart = Las últimas { $n } partidas: la puntuación y la tasa de victorias hasta entonces
stats-chart-one = La última partida: la puntuación y la tasa de victorias hasta entonces
stats-chart-won = ganada
stats-chart-lost = perdida
stats-chart-rate = tasa de victorias
stats-chart-axis = partidas
