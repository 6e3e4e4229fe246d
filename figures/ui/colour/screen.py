"""What the colour game screen's helpers read and call of it
(:class:`~figures.ui.colour.view.GameView`): the hints (:mod:`figures.ui.colour.hints`), the
player's input (:mod:`figures.ui.colour.play`), the buttons and the hand's content
(:mod:`figures.ui.colour.controls`) and its words (:mod:`figures.ui.colour.wording`) are
written against this, not the screen's class, so they import nothing of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from figures.ai.hints import Hint
    from figures.colour.actions import Action, Place
    from figures.colour.game import Game
    from figures.ui.colour.controller import Placing, Press
    from figures.ui.colour.hand import HandPanel
    from figures.ui.colour.match import Event, Match
    from figures.ui.colour.presenter import Presenter
    from figures.ui.colour.table import TableArea
    from figures.ui.draw.camera import TableCamera
    from figures.ui.shell.ai_driver import Task
    from figures.ui.shell.navigation import Navigator
    from figures.ui.shell.top_bar import TopBar
    from figures.ui.widgets.message import KeysPanel

__all__ = ["Screen"]


class Screen(Protocol):
    """The colour game screen, as its helpers see it."""

    app: Navigator
    match: Match
    placing: Placing
    presenter: Presenter
    table: TableArea
    camera: TableCamera
    top_bar: TopBar
    hand: HandPanel
    keys: KeysPanel
    now: float
    hover: tuple[float, float] | None
    #: The hints shown (the table and the hand read them), their search, whether they show.
    hints: list[Hint] | None
    hint_task: Task[Any] | None
    show_hints: bool
    #: The mouse button held, and whether the held domino was last moved by the keyboard.
    press: Press | None
    keyboard: bool
    help: bool
    returning: set[int]
    question_key: bool

    @property
    def game(self) -> Game: ...

    def may_act(self) -> bool: ...

    def thinking(self) -> bool: ...

    def hand_visible(self) -> bool: ...

    def apply(self, action: Action) -> Event | None: ...

    def confirm(self) -> None: ...

    def cancel(self) -> None: ...

    def pass_turn(self) -> None: ...

    def click_ghost(self) -> None: ...

    def show_if_hidden(self, action: Place) -> bool: ...

    def command_key(self, symbol: int, modifiers: int, among: tuple[str, ...]) -> bool: ...

    def commands(self) -> dict[str, Callable[[], None]]: ...

    def to_setup(self) -> None: ...

    def show_end(self) -> None: ...

    def ask_guide(self) -> None: ...
