"""The colour game screen's buttons (the top bar's and the hand's) and what its hand shows
(:class:`~figures.ui.colour.hand.HandContent`), built from the screen's state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.colour.game import Game, Phase
from figures.texts.i18n import tr
from figures.ui.colour.hand import HandContent
from figures.ui.shell.keys import key_name
from figures.ui.shell.top_bar import bar_button
from figures.ui.widgets.buttons import Button

if TYPE_CHECKING:
    from figures.ui.colour.play import PlayInput
    from figures.ui.colour.screen import Screen

__all__ = ["action_buttons", "hand_content", "top_buttons"]


def top_buttons(screen: Screen) -> dict[str, Button]:
    """The top bar's buttons, by name, left to right."""

    def game() -> Game:
        return screen.match.game

    do = screen.commands()
    return {
        "undo": bar_button(
            "undo",
            do["undo"],
            # (A finished table is over: nothing is taken back there, by key either.)
            enabled=lambda: screen.match.can_undo() and not game().is_over,
        ),
        "redo": bar_button(
            "redo",
            do["redo"],
            enabled=lambda: game().can_redo,
        ),
        "save": bar_button(
            "save",
            do["save"],
            short=True,
        ),
        "open": bar_button("open", do["open"]),
        "spots": bar_button(
            "aid_spots",
            do["spots"],
            short=True,
            enabled=lambda: not game().is_over,  # nothing left to place
            selected=lambda: screen.app.options.show_spots and not game().is_over,
        ),
        "hint": bar_button(
            "hint",
            do["hint"],
            short=True,
            enabled=lambda: not game().is_over,  # nothing to hint on a finished table
            selected=lambda: screen.show_hints and not game().is_over,
        ),
        "fit": bar_button(
            "fit",
            do["fit"],
            short=True,
        ),
        "rules": bar_button(
            "rules",
            do["rules"],
            short=True,
        ),
        "help": Button(
            label=lambda: tr("button.help"),
            short=lambda: key_name("help"),
            action=do["help"],
            selected=lambda: screen.help,
            dark=True,
        ),
        "menu": bar_button("menu", screen.to_setup),
        "guide": bar_button("guide", screen.ask_guide),
    }


def action_buttons(screen: Screen, play: PlayInput) -> list[Button]:
    """The hand's buttons: confirm and cancel a placement, a second domino, the end of the
    turn, dominoes returned, a pass, the results."""

    def game() -> Game:
        return screen.match.game

    def human() -> bool:
        return screen.match.human_to_move and screen.hand_visible()

    presenter = screen.presenter
    return [
        Button(
            label=lambda: tr("button.confirm"),
            action=screen.confirm,
            visible=lambda: human() and screen.placing.preview is not None,
            primary=True,
        ),
        Button(
            label=lambda: tr("button.cancel"),
            action=screen.cancel,
            visible=lambda: human() and screen.placing.preview is not None,
        ),
        Button(
            label=lambda: tr("button.second", cost=game().rules.cost),
            short=lambda: tr("button.second.short", cost=game().rules.cost),
            action=play.second,
            visible=lambda: (
                human()
                and screen.placing.preview is None
                and game().phase is Phase.SECOND
                and presenter.second_possible()
            ),
        ),
        Button(
            label=lambda: tr("button.end_turn"),
            action=play.end_turn,
            visible=lambda: (
                human() and screen.placing.preview is None and game().phase is Phase.SECOND
            ),
            primary=True,
        ),
        Button(
            label=lambda: tr("button.return", count=len(screen.returning)),
            action=play.return_selected,
            visible=lambda: human() and presenter.stuck() and len(game().bag) > 0,
            enabled=lambda: bool(screen.returning),
            primary=True,
        ),
        Button(
            label=lambda: tr("button.pass"),
            action=screen.pass_turn,
            visible=lambda: human() and presenter.stuck(),
        ),
        Button(
            label=lambda: tr("button.results"),
            action=screen.show_end,
            visible=lambda: game().is_over,
            primary=True,
        ),
    ]


def hand_content(screen: Screen) -> HandContent:
    """What the hand shows now: the dominoes of the player shown, face down while they may
    not be seen, their status lines."""
    game = screen.game
    match = screen.match
    viewer = match.viewer()
    presenter = screen.presenter
    if game.is_over:
        return HandContent(over=True)
    if viewer is None or not screen.hand_visible():
        hidden = len(game.hands[game.current])
        return HandContent(title=presenter.waiting(), face_up=False, hidden=hidden)
    tiles = presenter.hand_tiles(viewer)
    own = viewer == game.current and match.human_to_move
    placing = screen.placing
    shown, hints = screen.show_hints, screen.hints
    return HandContent(
        title=presenter.hand_title(viewer),
        tiles=tiles,
        lines=presenter.hand_status(show_hints=shown, hints=hints) if own else (),
        shorter=presenter.shorter(show_hints=shown, hints=hints) if own else {},
        selected=placing.tile,
        returning=frozenset(screen.returning),
        faces={tile: placing.face_of(tile) for tile in tiles},
        dirs={tile: placing.dir_of(tile) for tile in tiles},
        colour_blind=screen.app.options.colour_blind,
        tileset=game.tileset,
    )
