"""The set-up's banners under its title: a note about the files (an unreadable autosave or
settings.json...) and the offer to resume an unfinished game, with its two buttons (resume
it, discard it), which asks to confirm once Start was pressed over it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import draw_text, text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import GameMatch, Navigator

__all__ = ["ResumeHost", "ResumeOffer"]


class ResumeHost(Protocol):
    """The set-up, as its banners see it."""

    app: Navigator
    #: The unfinished game offered to resume, or None.
    resume: GameMatch | None
    #: Start was pressed over the offer: the banner asks to confirm.
    confirming: bool

    def discard(self) -> None:
        """Drop the unfinished game (the player's own choice)."""
        ...

    def resume_summary(self) -> str:
        """What the banner says of the unfinished game."""
        ...


class ResumeOffer:
    """The banners' places, their buttons and their drawing."""

    def __init__(self, host: ResumeHost) -> None:
        self.host = host
        self.yes = Button(
            label=lambda: tr("setup.resume.yes"),
            action=self.accept,
            primary=True,
            visible=lambda: self.host.resume is not None,
        )
        self.no = Button(
            label=lambda: tr("setup.resume.no"),
            action=host.discard,
            visible=lambda: self.host.resume is not None,
        )
        self.note_box = Rect(0, 0, 0, 0)
        self.banner = Rect(0, 0, 0, 0)

    def accept(self) -> None:
        if self.host.resume is not None:
            self.host.app.show_game(self.host.resume)

    def layout(self, left: float, top: float, width: float) -> float:
        """The banners from ``top`` (the note over the offer when there are both, else in
        its place), ``width`` wide; the top of what comes under them."""
        both = self.host.resume is not None and bool(self.host.app.note)
        self.note_box = Rect(left, top - 46, width, 50)
        if both:
            top -= 56
        self.banner = Rect(left, top - 46, width, 50)
        # The offer's two buttons as wide as their words need ("L'abandonner" at any scale).
        no_w = max(114.0, text(tr("setup.resume.no"), 0, 0).content_width + 24)
        yes_w = max(120.0, text(tr("setup.resume.yes"), 0, 0).content_width + 24)
        self.no.rect = Rect(self.banner.right - 10 - no_w, self.banner.bottom + 9, no_w, 32)
        yes_left = self.no.rect.left - 6 - yes_w
        self.yes.rect = Rect(yes_left, self.banner.bottom + 9, yes_w, 32)
        if self.host.resume is not None or self.host.app.note:
            top -= 60
        return top

    def draw(self) -> None:
        """The banners shown (their buttons are drawn with the set-up's widgets)."""
        host = self.host
        if host.app.note:
            fill_rect(self.note_box, theme.mix(theme.ILLEGAL, (255, 255, 255), 0.82))
            draw_text(
                host.app.note,
                self.note_box.left + 12,
                self.note_box.cy,
                anchor_y="center",
                width=int(self.note_box.width - 24),
                size=SIZES.small,
            )
        if host.resume is not None:
            tint = theme.ILLEGAL if host.confirming else theme.SELECTED
            fill_rect(self.banner, theme.mix(tint, (255, 255, 255), 0.82))
            key = "setup.resume.confirm" if host.confirming else "setup.resume"
            draw_text(
                tr(key, summary=host.resume_summary()),
                self.banner.left + 12,
                self.banner.cy,
                anchor_y="center",
                width=int(self.yes.rect.left - 12 - self.banner.left - 12),
                size=SIZES.small if host.confirming else SIZES.text,
            )
