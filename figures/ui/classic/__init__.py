"""The classic games' table and hands, as components the desktop shell hosts.

- :mod:`~figures.ui.classic.paint`: tiles painted with Arcade in batches (faces, pips or
  numerals, backs), the second painter of :mod:`figures.scene.classic`.
- :mod:`~figures.ui.classic.table`: :class:`ClassicTable`, the line of play with its open ends
  as targets.
- :mod:`~figures.ui.classic.hand`: :class:`HandRow`, a seat's tiles face up, or another seat's
  as backs with their count.
"""

from figures.ui.classic.hand import HandRow
from figures.ui.classic.table import ClassicTable, ends_for

__all__ = ["ClassicTable", "HandRow", "ends_for"]
