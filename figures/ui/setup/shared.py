"""The rows every game's set-up shares, under its options: the language, the colour-blind
symbols (for the colour game only: the classic games' tiles have pips only) and the sound
(− the volume + and the mute switch, in the room of one widget)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from figures.games import COLOUR, GAMES
from figures.texts.i18n import language_name, percent_text, tr
from figures.ui import theme
from figures.ui.setup.panel import ChoiceButton
from figures.ui.shell import sound
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, Widget
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

__all__ = ["SharedRows"]


class SharedRows:
    """The shared rows' buttons, what they change (remembered in the options), their place
    beside the panel's labels and the volume drawn between − and +."""

    def __init__(
        self, app: Navigator, game: Callable[[], str], choose_language: Callable[[], None]
    ) -> None:
        self.app = app
        #: The game shown.
        self.game = game
        self.language_button = ChoiceButton(
            label=lambda: language_name(self.app.options.language), action=choose_language
        )
        self.colour_button = Button(
            label=lambda: tr("on") if self.app.options.colour_blind else tr("off"),
            action=self.toggle_colour_blind,
            selected=lambda: self.app.options.colour_blind,
            visible=self.offers_colour_blind,
        )
        self.mute_button = Button(
            label=lambda: tr("sound.muted") if sound.muted() else tr("sound.on"),
            action=self.toggle_mute,
            selected=sound.muted,
        )
        self.quieter_button = Button(
            label=lambda: "−",
            action=partial(self.step_volume, -1),
            enabled=lambda: sound.volume() > 0,
        )
        self.louder_button = Button(
            label=lambda: "+",
            action=partial(self.step_volume, 1),
            enabled=lambda: sound.volume() < 1,
        )
        #: Where the volume is written, between − and +.
        self.volume_at = (0.0, 0.0)

    def widgets(self) -> list[Widget]:
        """The buttons, in reading order."""
        return [
            self.language_button,
            self.colour_button,
            self.quieter_button,
            self.louder_button,
            self.mute_button,
        ]

    def rows(self) -> list[tuple[str, Widget]]:
        """The rows for the panel's layout, each a label and its one widget."""
        shared: list[tuple[str, Widget]] = [(tr("setup.language"), self.language_button)]
        if self.offers_colour_blind():
            shared.append((tr("setup.colour_blind"), self.colour_button))
        shared.append((tr("sound.title"), self.mute_button))
        return shared

    def place_sound(self) -> None:
        """The sound's row, once the panel gave its widget a place: − the volume + and the
        mute switch, in the room of that one widget."""
        row = self.mute_button.rect
        step_w = min(36.0, row.height + 4)
        self.quieter_button.rect = Rect(row.left, row.bottom, step_w, row.height)
        self.volume_at = (row.left + step_w + 28, row.cy)
        self.louder_button.rect = Rect(row.left + step_w + 56, row.bottom, step_w, row.height)
        mute_left = self.louder_button.rect.right + 8
        self.mute_button.rect = Rect(mute_left, row.bottom, row.right - mute_left, row.height)

    def draw(self) -> None:
        """The volume, over the buttons (drawn with the set-up's widgets)."""
        draw_text(
            tr("sound.volume.value", percent=percent_text(sound.volume())),
            *self.volume_at,
            size=SIZES.small,
            colour=theme.MUTED if sound.muted() else theme.TEXT,
            anchor_x="center",
            anchor_y="center",
        )

    def offers_colour_blind(self) -> bool:
        """Whether the colour-blind symbols mean something in the game shown: the colour
        game's tiles have colours, the classic games' have pips only."""
        return GAMES[self.game()].family == COLOUR

    def toggle_colour_blind(self) -> None:
        self.app.options.colour_blind = not self.app.options.colour_blind
        self.app.remember()

    def step_volume(self, delta: int) -> None:
        """The volume a step (a tenth) quieter or louder, remembered."""
        sound.set_volume(sound.volume() + delta / 10)
        self.app.options.volume = sound.volume()
        self.app.remember()

    def toggle_mute(self) -> None:
        sound.set_muted(not sound.muted())
        self.app.options.muted = sound.muted()
        self.app.remember()
