"""Keeping score of a game played on a real table: the sheet's screen
(:mod:`figures.ui.sheet.view`) and its entry forms (:mod:`figures.ui.sheet.forms`), over the
pure model :mod:`figures.sheet`."""
