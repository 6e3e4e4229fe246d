"""The set-up's games: each game's picture, title and line about itself, and its card in the
games' column (:class:`GameCard`: the picture, the title in one or two rows, the line when
there is room for it), with the words it draws fitted to its room."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade
from arcade.types import LBWH

from figures.games import COLOUR
from figures.texts.i18n import has_text, tr
from figures.ui import theme
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Widget
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text, words

if TYPE_CHECKING:
    pass

#: The pictures of the games, as textures, loaded once (None: no picture to show).
_PICTURES: dict[str, arcade.Texture | None] = {}


def game_picture(name: str) -> arcade.Texture | None:
    """The picture of game ``name`` (:mod:`figures.pictures.games`), or None."""
    if name not in _PICTURES:
        from figures.app.pictures import picture_path

        path = picture_path(name)
        texture = None
        if path is not None:
            try:
                texture = arcade.load_texture(path)
            except Exception:  # (a damaged picture: the name alone)
                texture = None
        _PICTURES[name] = texture
    return _PICTURES[name]


def game_title(name: str) -> str:
    return tr(f"game.title.{name}")


def game_line(name: str) -> str:
    """The game's line about itself."""
    return tr(f"game.desc.{name}")


def game_brief(name: str) -> str:
    """The game's line about itself in fewer words, for a card with room for one row (its
    line when it has none)."""
    key = f"game.brief.{name}"
    return tr(key) if has_text(key) else game_line(name)


def game_card_title(name: str) -> str:
    """The game's title in fewer words for a narrow card, or its title when it has none."""
    key = f"game.short.{name}"
    return tr(key) if has_text(key) else game_title(name)


def word_rows(
    content: str, width: float, size: float, most: int, bold: bool = False
) -> tuple[str, ...] | None:
    """``content`` in rows of whole words no wider than ``width``, at most ``most`` of them;
    None when it does not fit so (it is never cut)."""
    rows: list[str] = []
    for word in words(content):
        longer = f"{rows[-1]} {word}" if rows else word
        if rows and text(longer, 0, 0, size=size, bold=bold).content_width <= width:
            rows[-1] = longer
        else:
            rows.append(word)
            wide = text(word, 0, 0, size=size, bold=bold).content_width > width
            if wide or len(rows) > most:
                return None
    return tuple(rows)


@dataclass
class GameCard(Widget):
    """A game of the registry in the set-up's column: its picture, title and line."""

    name: str = COLOUR
    chosen: Callable[[], bool] = lambda: False
    action: Callable[[], None] = lambda: None
    #: Whether the line goes on the card (set by the set-up's layout: on every card, when
    #: each has room for all of its own, else on none).
    show_line: bool = True

    def line_rows(self) -> tuple[tuple[str, ...], float] | None:
        """The game's line as the card shows it under the title, whole, in the rows there is
        room for (and its type size); None when it goes on no card (the set-up's heading says
        it then, for the game chosen)."""
        return self.fitted_line() if self.show_line else None

    def fitted_line(self) -> tuple[tuple[str, ...], float] | None:
        """The game's line in the rows of whole words the card has room for, and its type
        size; None when the card is too low or narrow for all of it."""
        r = self.rect
        most = int((r.height - 8 - 18) // 13)
        if most < 1:
            return None
        room = self.text_room()
        for line in (game_line(self.name), game_brief(self.name)):
            for size in (float(SIZES.small), SIZES.small - 1.0):
                rows = word_rows(line, room, size, most)
                if rows is not None:
                    return rows, size
        return None

    def line_is_whole(self) -> bool:
        """Whether the card shows the game's whole line (not its fewer words, nor none)."""
        shown = self.line_rows()
        return shown is not None and " ".join(shown[0]) == game_line(self.name)

    def text_room(self) -> float:
        """The room right of the picture, for the title and the line."""
        r = self.rect
        return r.right - (r.left + 4 + (r.height - 8) * 1.6 + 8) - 6

    def title_rows(self) -> tuple[tuple[str, ...], float]:
        """The title as the card shows it, and its type size: in a smaller type, or in two
        rows of it on a card without the line, rather than cut."""
        title, room = game_title(self.name), self.text_room()
        if text(title, 0, 0, size=SIZES.text, bold=True).content_width <= room:
            return (title,), float(SIZES.text)
        two = word_rows(title, room, SIZES.small, 2, bold=True)
        if two is not None and self.line_rows() is None and self.rect.height >= 30:
            return two, float(SIZES.small)
        short = game_card_title(self.name)  # (one row too low for two: fewer words)
        if text(title, 0, 0, size=SIZES.small, bold=True).content_width > room:
            title = short
        return (title,), float(SIZES.small)

    def draw(self, hover: tuple[float, float] | None) -> None:
        if not self.visible():
            return
        r = self.rect
        chosen = self.chosen()
        over = hover is not None and r.contains(*hover)
        if chosen:
            fill_rect(r, theme.mix(theme.SELECTED, (255, 255, 255), 0.78))
            outline_rect(r, theme.SELECTED, 2)
        elif over:
            fill_rect(r, theme.BUTTON_HOVER)
        pad = 4
        pic_h = r.height - 2 * pad
        pic_w = pic_h * 1.6
        texture = game_picture(self.name)
        if texture is not None:
            arcade.draw_texture_rect(texture, LBWH(r.left + pad, r.bottom + pad, pic_w, pic_h))
            outline_rect(Rect(r.left + pad, r.bottom + pad, pic_w, pic_h), theme.PANEL_EDGE)
        x = r.left + pad + pic_w + 8
        room = r.right - x - 6
        line = self.line_rows()
        rows, size = line if line is not None else ((), float(SIZES.small))
        pitch = size + 3
        # The title and the rows of the line under it, the whole centred in the card.
        title_y = r.cy + len(rows) * pitch / 2
        titles, title_size = self.title_rows()
        for index, row in enumerate(titles):
            draw_text(
                fit_text(row, room, title_size, bold=True),
                x,
                title_y + (len(titles) - 1 - 2 * index) * 6.5,
                size=title_size,
                bold=True,
                anchor_y="center",
            )
        for index, row in enumerate(rows):
            draw_text(
                row,
                x,
                title_y - 15 - index * pitch,
                size=size,
                colour=theme.MUTED,
                anchor_y="center",
            )

    def press(self, x: float, y: float) -> bool:
        if self.visible() and self.rect.contains(x, y):
            self.action()
            return True
        return False
