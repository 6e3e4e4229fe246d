"""The top bar: the status on the left, the game's buttons on the right, found by name.

The screen hosting it gives the buttons, by name in the bar's order, and the order in which
they go into the More menu (the colour game's and the classic games' bars are the same part).

Each button is as wide as its label. When they do not all fit, the buttons take their short
labels, and then the least needed go into a menu behind a last button (More); the status
keeps its room. Which labels and which buttons show depends on the window's width and the
language only, never on the status: nothing moves under the pointer during a game (the
status is cut to its room instead). Painted again only when its status, its buttons'
states, the hovered button or the window change; the thinking dots are drawn every frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.shell import keys  # noqa: F401  (the texts' {key_X} fields)
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, draw_widgets, press_widgets
from figures.ui.widgets.shapes import Picture, Rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text


def bar_button(
    text: str, action: Callable[[], None], *, short: bool = False, **options: Any
) -> Button:
    """A button of a top bar: its label is the text ``button.<text>`` (with ``short``, the
    text ``button.<text>.short`` in a narrow window), on the bar's dark background."""
    return Button(
        label=lambda: tr(f"button.{text}"),
        short=(lambda: tr(f"button.{text}.short")) if short else None,
        action=action,
        dark=True,
        **options,
    )


#: The room a status needs at most, in pixels ("Computer (hard) is thinking..." fits).
STATUS_ROOM = 330
#: The status's font sizes, the first that shows it whole (the heading's when it can).
STATUS_SIZES = (SIZES.heading, SIZES.text, SIZES.text - 1, SIZES.small)


class TopBar:
    """The status and the buttons of a game screen's top bar.

    ``buttons`` are the bar's buttons by name, left to right; ``overflow_order`` names those
    that go into the More menu when the window is narrow, the least needed first (a button
    not named there always stays in the bar). ``even``: each button in the bar as wide as its
    label rounded up to an even number of pixels, so that its centred label sits on whole
    pixels (sharper).
    """

    def __init__(
        self,
        buttons: Mapping[str, Button],
        overflow_order: Sequence[str],
        *,
        even: bool = False,
        menu: Sequence[str] = (),
        status_min: float = 230,
    ) -> None:
        assert set(overflow_order) <= set(buttons), (tuple(overflow_order), tuple(buttons))
        assert set(menu) <= set(buttons) and not set(menu) & set(overflow_order), tuple(menu)
        self.named: dict[str, Button] = dict(buttons)
        #: The names of the buttons that go into the More menu first.
        self.overflow_order: tuple[str, ...] = tuple(overflow_order)
        #: The names of the buttons that are always in the More menu (at its end), however
        #: wide the window: the More button then always shows.
        self.menu: tuple[str, ...] = tuple(menu)
        self.even = even
        #: The least room kept for the status in a narrow window (at most 30% of its width,
        #: or 34% when more is asked), in pixels.
        self.status_min = status_min
        #: The buttons in the bar's order (those always in the menu last).
        self.buttons: list[Button] = [
            *(b for name, b in self.named.items() if name not in self.menu),
            *(self.named[name] for name in self.menu),
        ]
        self.more_open = False
        #: The last button of the bar when some do not fit: it opens a menu of them.
        self.more = Button(
            label=lambda: tr("button.more"),
            action=self.toggle_more,
            selected=lambda: self.more_open,
            dark=True,
        )
        self.rect = Rect()
        #: The buttons in the bar and those in the More menu.
        self.toolbar: list[Button] = []
        self.overflow: list[Button] = []
        self.key: object = None
        self.status = ""
        #: The status as shown (cut to its room), and where it ends (the thinking dots
        #: follow it).
        self.shown_status = ""
        self.status_width = 200.0
        self.status_end = 0.0
        #: The status's font size: the heading's, or the text's when it would be cut.
        self.status_size: float = SIZES.heading
        self.picture = Picture()

    def button(self, name: str) -> Button:
        return self.named[name]

    def width_of(self, label: str, pad: float) -> float:
        """The width of a button of the bar showing ``label``."""
        width = text(label, 0, 0).content_width + pad
        return 2 * math.ceil(width / 2) if self.even else width

    def toggle_more(self) -> None:
        self.more_open = not self.more_open

    # ----------------------------------------------------------------- layout

    def place(self, width: int, height: int) -> None:
        self.rect = Rect(0, height - SIZES.top_bar, width, SIZES.top_bar)
        self.key = None

    def arrange(self, status: str) -> None:
        """Lay the buttons out for ``status`` (again only when it, the width or the language
        changes)."""
        width = int(self.rect.width)
        key = (width, status, tr("button.undo"))
        if key == self.key:
            return
        self.key = key
        self.status = status
        pad, gap = 22, 4
        # The room kept for the status, whatever it says now (see the module's docstring).
        need = float(min(STATUS_ROOM, width * 0.5))
        status_min = float(min(self.status_min, width * (0.3 if self.status_min <= 230 else 0.34)))

        def widths(compact: bool) -> list[float]:
            for button in self.buttons:
                button.compact = compact
            return [self.width_of(b.text(), pad) for b in self.buttons]

        menu_only = [self.named[name] for name in self.menu]
        only = {id(b) for b in menu_only}
        shown = [b for b in self.buttons if id(b) not in only]
        self.overflow = []
        natural = [w for b, w in zip(self.buttons, widths(False), strict=True) if id(b) not in only]
        more = self.width_of(self.more.label(), pad) + gap
        always = more if menu_only else 0
        if min(need, width * 0.5) + sum(natural) + gap * len(natural) + always + 10 > width:
            natural = widths(True)
            by_button = dict(zip(map(id, self.buttons), natural, strict=True))

            def used() -> float:
                extra = more if self.overflow or menu_only else 0
                return status_min + sum(by_button[id(b)] + gap for b in shown) + extra + 10

            for name in self.overflow_order:
                if used() <= width:
                    break
                shown.remove(self.named[name])
                self.overflow.append(self.named[name])
        self.overflow += menu_only
        self.toolbar = shown
        x: float = width - 6
        y, h = self.rect.bottom + 6, SIZES.top_bar - 12
        if self.overflow:
            bw = self.width_of(self.more.label(), pad)
            x -= bw + gap
            self.more.rect = Rect(x, y, bw, h)
        for button in reversed(shown):
            bw = self.width_of(button.text(), pad)
            x -= bw + gap
            button.rect = Rect(x, y, bw, h)
        self.status_width = x - 16
        # A status too long for its room at the heading's size takes a smaller one before it
        # is cut.
        room = self.status_width - 24
        self.status_size = next(
            (
                size
                for size in STATUS_SIZES
                if text(status, 0, 0, size=size, bold=True).content_width <= room
            ),
            STATUS_SIZES[-1],
        )
        self.shown_status = fit_text(status, room, self.status_size, bold=True)
        label = text(self.shown_status, 0, 0, size=self.status_size, bold=True)
        self.status_end = 14 + label.content_width
        # The menu of the buttons that did not fit, under the last button.
        menu_w = max([self.width_of(b.label(), pad) for b in self.overflow] or [0])
        top = self.rect.bottom - 4
        for button in self.overflow:
            button.compact = False
            top -= 34
            button.rect = Rect(width - 6 - menu_w, top, menu_w, 32)
        if not self.overflow:
            self.more_open = False

    # ----------------------------------------------------------------- input

    def widgets(self) -> list[Button]:
        """The buttons of the bar that can be clicked now."""
        out = list(self.toolbar)
        if self.overflow:
            out.append(self.more)
            if self.more_open:
                out += self.overflow
        return out

    def shows(self, name: str, x: float, y: float) -> bool:
        """Whether the button ``name`` can be clicked now and is under ``(x, y)``."""
        button = self.named[name]
        return button in self.widgets() and button.rect.contains(x, y)

    def press(self, x: float, y: float) -> bool:
        """A click: on one of the bar's buttons (a choice in the More menu closes it), or
        elsewhere (the menu closes). Whether it was on the bar."""
        was_open = self.more_open
        if press_widgets(list(self.widgets()), x, y):
            if was_open:
                self.more_open = False
            return True
        self.more_open = False
        return False

    # ----------------------------------------------------------------- drawing

    def draw(self, hover: tuple[float, float] | None, thinking: bool, now: float) -> None:
        buttons = [*self.toolbar, *([self.more] if self.overflow else [])]
        hovered = next(
            (i for i, b in enumerate(buttons) if hover is not None and b.rect.contains(*hover)),
            -1,
        )
        states = tuple((b.text(), b.enabled(), b.selected()) for b in buttons)
        top = self.rect
        key = (self.status, self.key, top.bottom, top.width, top.height, hovered, states)
        picture = self.picture
        if picture.start(key):
            picture.fill(top, theme.TOP_BAR)
            picture.text(
                self.shown_status,
                14,
                top.cy,
                size=self.status_size,
                bold=True,
                colour=theme.TOP_TEXT,
                anchor_y="center",
            )
            for button in buttons:
                button.draw(hover, picture)
            picture.finish()
        picture.draw()
        if thinking:
            draw_text(
                "." * (1 + int(now * 3) % 3),
                self.status_end + 1,
                top.cy,
                size=self.status_size,
                bold=True,
                colour=theme.TOP_TEXT,
                anchor_y="center",
            )

    def draw_menu(self, hover: tuple[float, float] | None) -> None:
        """The menu of the buttons that did not fit, over everything else."""
        if self.overflow and self.more_open:
            last = self.overflow[-1].rect
            first = self.overflow[0].rect
            shadowed_panel(
                Rect(last.left - 4, last.bottom - 4, last.width + 8, first.top - last.bottom + 8),
                theme.TOP_BAR,
            )
            draw_widgets(list(self.overflow), hover)
