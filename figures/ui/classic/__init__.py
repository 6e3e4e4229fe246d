"""The classic games' table and hands, as components the desktop shell hosts, and the parts
of the classic game screen.

- :mod:`~figures.ui.classic.paint`: tiles painted with Arcade in batches (faces, pips or
  numerals, backs), the second painter of :mod:`figures.scene.classic`.
- :mod:`~figures.ui.classic.table`: :class:`ClassicTable`, the line of play with its open ends
  as targets.
- :mod:`~figures.ui.classic.hand`: :class:`HandRow`, a seat's tiles face up, or another seat's
  as backs with their count.
- The game screen (:mod:`~figures.ui.classic.view`) and its parts: holding a tile
  (:mod:`~figures.ui.classic.holding`, plain data), the side panel and its plays list
  (:mod:`~figures.ui.classic.side`), the round's end (:mod:`~figures.ui.classic.round_panel`)
  and what moves on its own (:mod:`~figures.ui.classic.motion`); the seats' rows
  (:mod:`~figures.ui.classic.seats`), the prompt line (:mod:`~figures.ui.classic.prompt`), the
  pass-and-play cover (:mod:`~figures.ui.classic.cover`), the buttons
  (:mod:`~figures.ui.classic.controls`), the ghost of a play previewed
  (:mod:`~figures.ui.classic.ghost`), the keys and clicks picking a tile and its end
  (:mod:`~figures.ui.classic.picking`), the mouse on the table and the hand
  (:mod:`~figures.ui.classic.pointer`), the hints (:mod:`~figures.ui.classic.hints`), the
  computers' turns (:mod:`~figures.ui.classic.turns`) and the status and message wording
  (:mod:`~figures.ui.classic.lines`).

The components are imported when first asked for, so that the parts without drawing
(:mod:`~figures.ui.classic.holding`) import without Arcade.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from figures.ui.classic.hand import HandRow
    from figures.ui.classic.holding import ends_for
    from figures.ui.classic.table import ClassicTable

__all__ = ["ClassicTable", "HandRow", "ends_for"]


def __getattr__(name: str) -> object:
    if name == "ClassicTable":
        from figures.ui.classic.table import ClassicTable

        return ClassicTable
    if name == "HandRow":
        from figures.ui.classic.hand import HandRow

        return HandRow
    if name == "ends_for":
        from figures.ui.classic.holding import ends_for

        return ends_for
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
