"""The small state API every game of the app offers (OpenSpiel's, in our words), so that the
computer players, the command line, the tests and the front end can drive any game the
registry names without knowing its family:

- ``turn``: the seat on turn;
- ``legal_actions()``: what that seat may do now, every action the game's own value;
- ``apply(action)``: the one path for every rule, raising an
  :class:`~figures.core.errors.IllegalMoveError` (with its ``reason`` code) and changing
  nothing when the action is not allowed;
- ``undo()``: take the last action back;
- ``view(seat)``: what that seat may see, and nothing more;
- ``is_over`` and ``outcome``: the end, with each side's score and the winners (several on
  a tie).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


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

    def undo(self) -> Any: ...

    def view(self, seat: int) -> Any: ...
