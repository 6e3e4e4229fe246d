"""The classic screen's controls: the top bar with its buttons, and the buttons by the hand
(Draw and Pass, saying why when they are off; Confirm and Cancel for the tile held; the way
back to the results), the round panel's Next and the cover's Show. Their labels and whether
they are on are read from the match and the screen; they are laid out by the screen's layout
and drawn reading only."""

from __future__ import annotations

from typing import Any

from figures.classic.actions import DRAW, PASS
from figures.texts.i18n import tr
from figures.ui.classic import presenter
from figures.ui.shell.top_bar import TopBar, bar_button
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import text

#: The top bar's buttons that go into its More menu first when the window is narrow (in the
#: colour game's order).
TOP_OVERFLOW = ("rules", "fit", "hint", "save", "menu", "redo")
#: The entries always in the More menu: the guided first game again.
MENU_ONLY = ("guide",)


class Controls:
    """The buttons of the classic screen ``host`` (a
    :class:`~figures.ui.classic.view.ClassicGameView`)."""

    def __init__(self, host: Any) -> None:
        match = host.match

        def acting() -> bool:
            return bool(host.may_act())

        do = host.commands()

        #: The top bar: the status, and the buttons found by name (short labels, then a More
        #: menu, in a narrow window).
        self.top_bar = TopBar(
            {
                "undo": bar_button(
                    "undo",
                    do["undo"],
                    # (A finished game is over: nothing is taken back there, by key either.)
                    enabled=lambda: match.can_undo() and not match.is_over,
                ),
                "redo": bar_button(
                    "redo",
                    do["redo"],
                    enabled=lambda: match.can_redo(),
                ),
                "hint": bar_button(
                    "hint",
                    do["hint"],
                    short=True,
                    enabled=lambda: not match.is_over,
                    selected=lambda: host.show_hints and not match.is_over,
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
                "save": bar_button(
                    "save",
                    do["save"],
                    short=True,
                ),
                "menu": bar_button("menu", host.to_setup),
                "guide": bar_button("guide", host.ask_guide),
            },
            TOP_OVERFLOW,
            even=True,
            menu=MENU_ONLY,
        )
        self.draw_button = Button(
            label=lambda: (
                presenter.draw_reason(match)
                or (acting() and presenter.unavailable(match, DRAW))
                or tr("classic.button.draw")
            ),
            action=do["draw"],
            enabled=lambda: acting() and match.can_draw(),
            visible=lambda: (
                host.held is None
                and not match.is_over
                and match.round_end is None
                and match.rules.cannot_play != "pass"  # (the block games never draw)
            ),
            primary=True,
            size=SIZES.small + 1,
        )
        self.pass_button = Button(
            label=lambda: (
                presenter.pass_reason(match)
                or (acting() and presenter.unavailable(match, PASS))
                or tr("classic.button.pass")
            ),
            action=do["pass"],
            enabled=lambda: acting() and match.can_pass(),
            visible=lambda: host.held is None and not match.is_over and match.round_end is None,
            primary=True,
            size=SIZES.small + 1,
        )
        self.play_button = Button(
            label=lambda: tr("button.confirm"),
            action=host.confirm,
            visible=lambda: acting() and host.end is not None,
            primary=True,
        )
        self.cancel_button = Button(
            label=lambda: tr("button.cancel"),
            action=host.cancel,
            visible=lambda: acting() and host.held is not None,
        )
        self.action_buttons = [self.draw_button, self.pass_button, self.play_button]
        self.action_buttons.append(self.cancel_button)
        self.next_button = Button(
            label=lambda: tr(
                "classic.button.see_results" if match.is_over else "classic.button.next"
            ),
            action=host.next_round,
            visible=lambda: match.round_end is not None and not host.at_results(),
            primary=True,
        )
        self.panel_buttons = [self.next_button]
        #: Back from the end screen to look at the table: the way back to the results.
        self.results_button = Button(
            label=lambda: tr("classic.button.results"),
            action=host.show_results,
            visible=host.at_results,
            primary=True,
        )
        self.action_buttons.append(self.results_button)
        self.show_button = Button(
            label=lambda: tr("pass.show"),
            action=host.reveal,
            visible=lambda: host.covered(),
            primary=True,
            size=16,
        )

    def place(self, hand_h: int, right: int, actions_w: int) -> None:
        """The action buttons right of the hand (of height ``hand_h``), ``actions_w`` wide,
        their right side at ``right``."""
        bh = 34
        first = Rect(right - actions_w, hand_h - 12 - bh, actions_w, bh)
        second = Rect(right - actions_w, hand_h - 12 - 2 * bh - 8, actions_w, bh)
        self.draw_button.rect = first
        self.pass_button.rect = second
        self.play_button.rect = first
        self.cancel_button.rect = second
        self.results_button.rect = first

    def fit(self) -> None:
        """Draw's and Pass's type, as large as their labels fit."""
        for button in (self.draw_button, self.pass_button):
            button.size = fitting_size(button.text(), button.rect.width - 14)

    def top_buttons(self) -> list[Button]:
        """The top bar's buttons, left to right: Undo, Redo, Hint, Rules, Save, Set-up (not
        the entries always in its More menu)."""
        menu = {id(self.top_bar.button(name)) for name in MENU_ONLY}
        return [b for b in self.top_bar.buttons if id(b) not in menu]


def fitting_size(content: str, width: float) -> float:
    """The largest type, from the usual down to a small one, that fits ``content`` (a reason
    on a button) in ``width`` pixels; below it the text is cut."""
    size = float(SIZES.small + 1)
    while size > SIZES.small - 2 and text(content, 0, 0, size=size).content_width > width:
        size -= 1
    return size
