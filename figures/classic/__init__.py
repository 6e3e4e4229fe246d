"""The classic domino family (double-six block, draw, All Fives, teams; double-twelve Mexican
Train; Matador) as one engine with rule switches, per ``classic-rules.md``.

- :mod:`~figures.classic.tiles`: tiles as small ints, their halves and pips, bit masks of hands.
- :mod:`~figures.classic.rules`: the switches, the eight presets, validation in one place.
- :mod:`~figures.classic.actions`: ``Lead``, ``Play``, ``Draw``, ``Pass`` and their text forms.
- :mod:`~figures.classic.layout`: the open ends of every branching, joining, the All Fives count.
- :mod:`~figures.classic.round`: one deal in play: ``legal_actions``, ``apply``, ``undo``, the end
  of a round and its result.
- :mod:`~figures.classic.game`: a match of rounds: dealing (chance), leads, targets, undo.
- :mod:`~figures.classic.scenario` and :mod:`~figures.classic.records`: the files of Part B.
- :mod:`~figures.classic.bench`: whole random games timed (`figures bench --game NAME`).

Pure Python: imports only itself, a few of the engine's helpers (errors, files, text) and the
standard library.
"""
