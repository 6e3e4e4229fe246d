"""The set-up's old names of the options shown (``setup.colour``, ``setup.seats``,
``setup.target``...): the colour game's options and the classic presets', from before they
were panels of their own; tests and tools read them. A base of
:class:`~figures.ui.setup.view.SetupView`, reading its panes."""

from __future__ import annotations

from typing import Protocol

from figures.games import COLOUR
from figures.ui.classic.setup import ClassicPane
from figures.ui.colour.setup import ColourPanel
from figures.ui.setup.panel import OptionsPanel, Seat
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.field import TextField


class _Panes(Protocol):
    """What the names read: the set-up's panes (each made the first time it is shown)."""

    option_panes: dict[str, OptionsPanel]

    @property
    def pane(self) -> OptionsPanel: ...

    def pane_of(self, name: str) -> OptionsPanel: ...


def _colour(panes: _Panes) -> ColourPanel:
    pane = panes.pane_of(COLOUR)
    assert isinstance(pane, ColourPanel)
    return pane


class PaneNames:
    """The names of the set-up's options, read from its panes."""

    @property
    def colour(self: _Panes) -> ColourPanel:
        """The colour game's options."""
        return _colour(self)

    @property
    def classic(self: _Panes) -> ClassicPane | None:
        """The options of the classic preset shown, or None for another game."""
        pane = self.pane
        return pane if isinstance(pane, ClassicPane) else None

    @property
    def panes(self: _Panes) -> dict[str, ClassicPane]:
        """The classic presets' options looked at in this set-up."""
        return {n: p for n, p in self.option_panes.items() if isinstance(p, ClassicPane)}

    @property
    def seats(self: _Panes) -> list[Seat]:
        return _colour(self).seats

    @property
    def target(self: _Panes) -> int:
        return _colour(self).target

    @target.setter
    def target(self: _Panes, value: int) -> None:
        _colour(self).target = value

    @property
    def first(self: _Panes) -> int | None:
        return _colour(self).first

    @property
    def seed(self: _Panes) -> TextField:
        return _colour(self).seed

    @property
    def steppers(self: _Panes) -> list[Button]:
        return _colour(self).steppers

    @property
    def add_button(self: _Panes) -> Button:
        return _colour(self).add_button

    @property
    def first_button(self: _Panes) -> Button:
        return _colour(self).first_button

    @property
    def rows(self: _Panes) -> list[tuple[str, float]]:
        return _colour(self).rows
