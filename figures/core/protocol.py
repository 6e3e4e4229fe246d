"""The small state API every game of the app offers (OpenSpiel's, in our words), so that the
computer players, the command line, the tests and the front end can drive any game the
registry names without knowing its family:

- ``turn``: the seat on turn;
- ``legal_actions()``: what that seat may do now, every action the game's own value;
- ``apply(action)``: the one path for every rule, raising an
  :class:`~figures.core.errors.IllegalMoveError` (with its ``reason`` code) and changing
  nothing when the action is not allowed;
- ``preview(action)``: what an action would do (its score, what it closes or ends), without
  doing it;
- ``undo()`` and ``redo()`` (with ``can_undo`` and ``can_redo``): take the last action back,
  across a round's end, and play it again;
- ``history()``: every action with the seat that played it and its round
  (:class:`~figures.core.match.Played`);
- ``table``: the settings every game shares (:class:`~figures.core.seats.Table`);
- ``view(seat)``: what that seat may see, and nothing more;
- ``is_over`` and ``outcome``: the end, with each side's score and the winners (several on
  a tie).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from figures.core.match import Played
from figures.core.seats import Table


@runtime_checkable
class Outcome(Protocol):
    @property
    def scores(self) -> Sequence[Any]: ...

    @property
    def winners(self) -> Sequence[int]: ...


@runtime_checkable
class GameState(Protocol):
    @property
    def turn(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def outcome(self) -> Outcome | None: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> Any: ...

    def preview(self, action: Any) -> Any: ...

    def undo(self) -> Any: ...

    def redo(self) -> Any: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def history(self) -> Sequence[Played]: ...

    @property
    def table(self) -> Table: ...

    def view(self, seat: int) -> Any: ...
