"""What every game of the app shares, whatever its family: errors with one-line messages,
safe file reading and writing, text from outside made safe, the registry of games.

Pure Python, standard library only; the families (``figures.colour`` for the colour game,
``figures.classic`` for the double-six family) build on it and never on each other.
"""
