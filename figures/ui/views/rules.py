"""The rules, in the player's language, with the pictures of docs/rules.md.

The rules ship inside the package, read through ``importlib.resources`` (from an installed
wheel as from a checkout): ``figures/data/rules`` holds ``rules.md`` and ``rules-classic.md``
and the ``images`` they show. In a checkout these are links to ``docs/rules.md``,
``docs/rules-classic.md`` and ``docs/images``, the project's documents and the one copy of
them; building the package copies the files the links point at (``package-data`` in
``pyproject.toml``, as ``figures/data/tiles.json`` is ``assets/tiles.json``). English is
``rules.md`` itself; French is ``figures/ui/rules_fr.md``, a translation of it, showing the same
pictures. The markdown is read into blocks (headings, paragraphs, list items, pictures) laid
out in a scrolling column. Opening the rules pauses the game view (its ``on_update`` does not
run), so the computer players wait.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING

import arcade
from arcade.types import LBWH

from figures.ui import theme
from figures.ui.i18n import language, tr
from figures.ui.theme import SIZES
from figures.ui.widgets import Button, Rect, draw_message, fill_rect, text

if TYPE_CHECKING:
    from figures.ui.navigation import Navigator

#: How far list items are set in from the column, their number or bullet in the margin.
LIST_INDENT = 38
#: The rules shipped with the package and the folder their pictures are relative to.
RULES = resources.files("figures").joinpath("data", "rules")
#: The rules of each game, by language; a language missing from a game reads its English.
SOURCES: dict[str, dict[str, Traversable]] = {
    "colour": {
        "en": RULES.joinpath("rules.md"),
        "fr": resources.files("figures.ui").joinpath("rules_fr.md"),
    },
    "classic": {"en": RULES.joinpath("rules-classic.md")},
}
MISSING = "# Figures\n\nThe rules are missing from this copy of Figures."


def rules_source(lang: str, game: str = "colour") -> tuple[str, Traversable]:
    """The rules of ``game`` (``colour`` or ``classic``) in ``lang``, as markdown, and the
    folder its pictures are relative to."""
    sources = SOURCES[game]
    source = sources.get(lang, sources["en"])
    if not source.is_file():
        return MISSING, RULES
    return source.read_text("utf-8"), RULES


@dataclass
class Block:
    kind: str  # "h1", "h2", "p", "li", "img"
    content: str
    number: str = ""


_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")
_IMAGE = re.compile(r"^!\[([^\]]*)\]\(([^)]+)\)\s*$")
_ITEM = re.compile(r"^(\s*)(?:([-*])|(\d+)\.)\s+(.*)$")


def plain(line: str) -> str:
    """Markdown inline marks removed: links keep their text, bold and code lose their marks."""
    line = _LINK.sub(r"\1", line)
    return line.replace("**", "").replace("`", "")


#: A parenthesis holding a developer's command or a source file: ``(`python -m ...`)``.
_DEV_PAREN = re.compile(
    r"\s*\((?:[^()`]|`[^`]*`)*?`[^`]*(?:python -m|\.py\b|figures/)[^`]*`(?:[^()`]|`[^`]*`)*\)"
)
#: Sentences meant for developers and rule designers, not for players.
_DEV_WORDS = ("notation.md", "scenario file", "python -m", ".py", "figures/")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9*À-Ý])")


def for_players(markdown: str) -> list[Block]:
    """The rules as a player reads them: the blocks of ``markdown`` without the commands,
    source files and file formats that ``docs/rules.md`` also tells developers about."""
    blocks = []
    for block in parse(_DEV_PAREN.sub("", markdown)):
        if block.kind != "img":
            sentences = _SENTENCE.split(block.content)
            kept = [s for s in sentences if not any(w in s.lower() for w in _DEV_WORDS)]
            block.content = " ".join(kept).strip()
            if not block.content:
                continue
        blocks.append(block)
    return blocks


def parse(markdown: str) -> list[Block]:
    blocks: list[Block] = []
    current: Block | None = None
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if not line.strip():
            current = None
            continue
        image = _IMAGE.match(line.strip())
        if image:
            blocks.append(Block("img", image.group(2), image.group(1)))
            current = None
            continue
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            blocks.append(Block("h1" if level == 1 else "h2", plain(line.lstrip("#").strip())))
            current = None
            continue
        item = _ITEM.match(line)
        if item and not item.group(1):
            number = f"{item.group(3)}." if item.group(3) else "•"
            current = Block("li", plain(item.group(4)), number)
            blocks.append(current)
            continue
        if current is not None:
            current.content += " " + plain(line.strip())
            continue
        current = Block("p", plain(line.strip()))
        blocks.append(current)
    return blocks


class RulesView(arcade.View):
    def __init__(self, app: Navigator, back: arcade.View, game: str = "colour") -> None:
        super().__init__(app.window)
        self.app = app
        self.back_view = back
        #: The rules text shown (a family's, :attr:`figures.ui.shells.Shell.rules`).
        self.game = game
        self.scroll = 0.0
        self.hover: tuple[float, float] | None = None
        self.language = language()
        markdown, self.folder = rules_source(self.language, game)
        self.blocks = for_players(markdown)
        self.textures: dict[str, arcade.Texture | None] = {}
        self.laid: list[tuple[float, float, Block]] = []  # (top offset, height, block)
        self.height_total = 0.0
        self.width_laid = 0
        self.back = Button(label=lambda: tr("rules.back"), action=self.leave, dark=True)

    def leave(self) -> None:
        self.window.show_view(self.back_view)

    def texture(self, name: str) -> arcade.Texture | None:
        if name not in self.textures:
            picture = self.folder.joinpath(name)
            if picture.is_file():
                with resources.as_file(picture) as path:
                    self.textures[name] = arcade.load_texture(path)
            else:
                self.textures[name] = None
        return self.textures[name]

    def column(self) -> Rect:
        width = min(860, self.window.width - 80)
        return Rect((self.window.width - width) / 2, 0, width, self.window.height - SIZES.top_bar)

    def layout(self) -> None:
        column = self.column()
        if self.width_laid == int(column.width):
            return
        self.width_laid = int(column.width)
        y = 20.0
        self.laid = []
        for block in self.blocks:
            height = self.block_height(block, int(column.width))
            self.laid.append((y, height, block))
            y += height + (18 if block.kind in ("h1", "h2") else 12)
        self.height_total = y + 40

    def label(self, block: Block, width: int) -> arcade.Text:
        size = {"h1": 24, "h2": 18}.get(block.kind, 13)
        indent = LIST_INDENT if block.kind == "li" else 0
        return text(
            block.content,
            0,
            0,
            size=size,
            bold=block.kind in ("h1", "h2"),
            width=width - indent,
            anchor_y="top",
        )

    def block_height(self, block: Block, width: int) -> float:
        if block.kind == "img":
            texture = self.texture(block.content)
            if texture is None:
                return 20
            scale = min(1.0, width / texture.width)
            return texture.height * scale + 24
        return float(self.label(block, width).content_height)

    def on_draw(self) -> None:
        self.clear()
        self.layout()
        column = self.column()
        fill_rect(Rect(column.left - 20, 0, column.width + 40, self.window.height), theme.PANEL)
        top = column.top + self.scroll
        for offset, height, block in self.laid:
            y_top = top - offset
            if y_top - height > column.top or y_top < 0:
                continue
            if block.kind == "img":
                texture = self.texture(block.content)
                if texture is not None:
                    scale = min(1.0, column.width / texture.width)
                    w, h = texture.width * scale, texture.height * scale
                    arcade.draw_texture_rect(
                        texture, LBWH(column.left + (column.width - w) / 2, y_top - h, w, h)
                    )
                    text(
                        block.number,
                        column.cx,
                        y_top - h - 6,
                        size=SIZES.small,
                        colour=theme.MUTED,
                        anchor_x="center",
                        anchor_y="top",
                    ).draw()
                continue
            indent = LIST_INDENT if block.kind == "li" else 0
            label = self.label(block, int(column.width))
            label.position = (column.left + indent, y_top)
            label.draw()
            if block.kind == "li":
                number = text(block.number, 0, y_top, anchor_y="top", anchor_x="right", bold=True)
                number.position = (column.left + LIST_INDENT - 8, y_top)
                number.draw()
        bar = Rect(0, self.window.height - SIZES.top_bar, self.window.width, SIZES.top_bar)
        fill_rect(bar, theme.TOP_BAR)
        text(
            tr("rules.title"),
            16,
            bar.cy,
            size=SIZES.heading,
            bold=True,
            colour=theme.TOP_TEXT,
            anchor_y="center",
        ).draw()
        note = tr("rules.paused") + "   " + tr("rules.scroll")
        text(note, 120, bar.cy, size=SIZES.small, colour=theme.TOP_TEXT, anchor_y="center").draw()
        self.back.rect = Rect(self.window.width - 150, bar.bottom + 6, 140, SIZES.top_bar - 12)
        self.back.draw(self.hover)
        message = self.message()
        if message is not None:
            draw_message(message, 0, 0, self.window.width)

    def message(self) -> str | None:
        """The game's message still being shown (a save just made, say), shown here too."""
        live = getattr(self.back_view, "live_toast", None)
        return live() if live is not None else None

    def scroll_by(self, pixels: float) -> None:
        visible = self.window.height - SIZES.top_bar
        self.scroll = max(0.0, min(max(0.0, self.height_total - visible), self.scroll + pixels))

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.layout()
        self.scroll_by(-scroll_y * 60)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.back.press(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.layout()
        key = arcade.key
        page = self.window.height - SIZES.top_bar - 60
        steps = {
            key.DOWN: 60,
            key.UP: -60,
            key.PAGEDOWN: page,
            key.SPACE: page,
            key.PAGEUP: -page,
            key.HOME: -1e9,
            key.END: 1e9,
        }
        if symbol in steps:
            self.scroll_by(steps[symbol])
        elif symbol in (key.ESCAPE, key.F1, key.BACKSPACE):
            self.leave()

    def on_resize(self, width: int, height: int) -> None:
        self.width_laid = 0
