"""Over the table: the message line (a short message that fades after a few seconds, near
the table's bottom, drawn by :func:`draw_message`), the panel of the keys and a question
asked before leaving a game (shared by every screen)."""

from __future__ import annotations

import time
from collections.abc import Callable

import arcade

from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.shell.keys import bound
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button, draw_widgets, press_widgets
from figures.ui.widgets.shapes import Rect, fill_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text


def draw_message(message: str, left: float, bottom: float, width: float) -> None:
    """A short message (a toast) in a dark box, centred near the bottom of an area."""
    label = fit_text(message, width - 60)
    probe = text(label, -1000, -1000)
    w = probe.content_width + 28
    rect = Rect(left + (width - w) / 2, bottom + 14, w, 30)
    fill_rect(rect, (58, 62, 74, 230))
    draw_text(label, rect.cx, rect.cy, colour=(255, 255, 255), anchor_x="center", anchor_y="center")


class MessageLine:
    """The latest message said to the player, shown for ``theme.TOAST`` seconds."""

    def __init__(self) -> None:
        #: The message and when it was said (None: nothing to show).
        self.toast: tuple[str, float] | None = None
        #: The table area it is centred in: left, bottom, width.
        self.area = (0.0, 0.0, 800.0)

    def place(self, left: float, bottom: float, width: float) -> None:
        self.area = (left, bottom, width)

    def say(self, message: str, now: float) -> None:
        self.toast = (message, now)

    def update(self, now: float) -> None:
        """Forget the message once its time is up."""
        if self.toast is not None and now - self.toast[1] > theme.TOAST:
            self.toast = None

    def live(self) -> str | None:
        """The message being shown, if it is still time (by the clock, for the screens that
        cover the game and show it where the player is)."""
        if self.toast is None or time.monotonic() - self.toast[1] > theme.TOAST:
            return None
        return self.toast[0]

    def draw(self, now: float) -> None:
        if self.toast is None:
            return
        message, start = self.toast
        if now - start > theme.TOAST:
            return
        draw_message(message, *self.area)


class KeysPanel:
    """The keys of the game, in a panel across the middle of the table."""

    def __init__(self) -> None:
        self.rect = Rect()

    def place(self, viewport: tuple[float, float, float, float]) -> None:
        left, bottom, width, height = viewport
        self.rect = Rect(left + 30, bottom + height / 2 - 110, width - 60, 220)

    def contains(self, x: float, y: float) -> bool:
        return self.rect.contains(x, y)

    def draw(self) -> None:
        rect = self.rect
        shadowed_panel(rect)
        draw_text(tr("help.title"), rect.left + 20, rect.top - 30, size=SIZES.heading, bold=True)
        draw_text(
            tr("help.body"),
            rect.left + 20,
            rect.top - 46,
            width=int(rect.width - 40),
            anchor_y="top",
        )


class ConfirmPanel:
    """A question over the middle of the table, with its two answers (Enter and Esc say them
    too; with ``letters``, Y and N as well): asked before something leaves the game in
    progress, as a layer of the screen's modal stack (:mod:`figures.ui.widgets.modal`), which
    ``on_close`` tells when it is answered. With ``veil``, the screen under it is dimmed."""

    def __init__(self, *, letters: bool = False, veil: bool = False) -> None:
        self.rect = Rect()
        self.letters = letters
        self.veil = veil
        #: The question's title and body, while it is asked (None: not asked).
        self.asked: tuple[str, str] | None = None
        self.on_yes: Callable[[], None] = lambda: None
        self.on_close: Callable[[], None] = lambda: None
        self.yes = Button(label=lambda: self.labels[0], action=self.answer_yes, primary=True)
        self.no = Button(label=lambda: self.labels[1], action=self.answer_no)
        self.labels = ("", "")

    @property
    def open(self) -> bool:
        return self.asked is not None

    def ask(self, title: str, body: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        self.asked = (title, body)
        self.labels = (yes, no)
        self.on_yes = on_yes
        self.arrange()

    def answer_yes(self) -> None:
        self.asked = None
        self.on_close()
        self.on_yes()

    def answer_no(self) -> None:
        self.asked = None
        self.on_close()

    def key(self, symbol: int, modifiers: int) -> None:
        """The key table's confirm (Enter) answers yes, its cancel (Esc) no (and with
        ``letters`` Y and N); other keys wait."""
        key = arcade.key
        answer = bound(symbol, modifiers, ("confirm", "cancel"))
        if answer == "confirm" or (self.letters and symbol == key.Y):
            self.answer_yes()
        elif answer == "cancel" or (self.letters and symbol == key.N):
            self.answer_no()

    def text(self, content: str) -> None:
        """Typed text: a question has nothing to type in."""

    def place(self, viewport: tuple[float, float, float, float]) -> None:
        left, bottom, width, height = viewport
        w = min(560.0, width - 40)
        self.rect = Rect(left + (width - w) / 2, bottom + height / 2 - 80, w, 160)
        self.arrange()

    def arrange(self) -> None:
        """The answers at the bottom right, each as wide as its words."""
        yes_w, no_w = (max(120.0, text(label, 0, 0).content_width + 28) for label in self.labels)
        base = self.rect.bottom + 16
        self.no.rect = Rect(self.rect.right - 20 - no_w, base, no_w, 36)
        self.yes.rect = Rect(self.no.rect.left - 12 - yes_w, base, yes_w, 36)

    def press(self, x: float, y: float) -> bool:
        """A click while the question is asked: an answer, or nothing (the question stays).
        Whether the question took the click (always, while it is asked)."""
        if not self.open:
            return False
        press_widgets([self.yes, self.no], x, y)
        return True

    def draw(self, hover: tuple[float, float] | None) -> None:
        if self.asked is None:
            return
        title, body = self.asked
        if self.veil:
            window = arcade.get_window()
            fill_rect(Rect(0, 0, window.width, window.height), (0, 0, 0, 90))
        rect = self.rect
        shadowed_panel(rect)
        draw_text(title, rect.left + 20, rect.top - 32, size=SIZES.heading, bold=True)
        draw_text(
            body,
            rect.left + 20,
            rect.top - 46,
            width=int(rect.width - 40),
            anchor_y="top",
            colour=theme.MUTED,
        )
        draw_widgets([self.yes, self.no], hover)
