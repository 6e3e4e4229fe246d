"""The rules, in the player's language, with the pictures of docs/rules.md.

The screen opens on a short how-to-play, a screenful of cards (a heading, a picture, a few
sentences), and the exact reference follows it: scrolling on reaches it and Tab jumps between
the two. In the pages, the how-to-play is everything above the ``<!-- reference -->`` line,
each ``###`` heading a card; a picture's caption is the italic line right under it (its alt
text when it has none), in the page's language.

The rules ship inside the package, read through ``importlib.resources`` (from an installed
wheel as from a checkout): ``figures/data/rules`` holds ``rules.md`` and ``rules-classic.md``
and the ``images`` they show. In a checkout these are links to ``docs/rules.md``, ``docs/rules-
classic.md`` and ``docs/images``, the project's documents and the one copy of them; building
the package copies the files the links point at (``package-data`` in ``pyproject.toml``, as
``figures/data/tiles.json`` is ``assets/tiles.json``). English is ``rules.md`` itself; another
language's pages are its catalogue folder's ``rules.md`` and ``rules-classic.md``
(``figures/texts/locales/fr/``), translations showing the same pictures. The markdown is read
into blocks (headings, paragraphs, list items, pictures) laid out in a scrolling column.
Opening the rules pauses the game view (its ``on_update`` does not run), so the computer
players wait.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Final

import arcade
from arcade.types import LBWH

from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.texts.i18n import SOURCE, language, locale_file, tr
from figures.ui import theme
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.message import draw_message
from figures.ui.widgets.scroll import clamped
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import text

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator

#: How far list items are set in from the column, their number or bullet in the margin.
LIST_INDENT = 38
#: The rules shipped with the package and the folder their pictures are relative to.
RULES = resources.files("figures").joinpath("data", "rules")
#: Each game's page, by its file name (in English and in every language's catalogue folder).
PAGES: Final = {"colour": "rules.md", "classic": "rules-classic.md"}
#: The line of a page that ends its how-to-play and starts its reference.
SPLIT = "<!-- reference -->"
MISSING = "# Figures\n\nThe rules are missing from this copy of Figures."


def rules_source(lang: str, game: str = "colour") -> tuple[str, Traversable]:
    """The rules of ``game`` (``colour`` or ``classic``) in ``lang``, as markdown, and the
    folder its pictures are relative to."""
    # (English is the documents' page; a language without the page reads English)
    source = None if lang == SOURCE else locale_file(lang, PAGES[game])
    if source is None:
        source = RULES.joinpath(PAGES[game])
    if not source.is_file():
        return MISSING, RULES
    return source.read_text("utf-8"), RULES


@dataclass
class Block:
    kind: str  # "h1", "h2", "h3", "p", "li", "img", "split" (where the reference starts)
    content: str
    number: str = ""  # a list item's number or bullet; a picture's alt text
    caption: str = ""  # a picture's caption: the italic line under it


def caption_of(block: Block) -> str:
    """What is written under a picture: its caption, else its alt text."""
    return block.caption or block.number


_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")
_IMAGE = re.compile(r"^!\[([^\]]*)\]\(([^)]+)\)\s*$")
_ITEM = re.compile(r"^(\s*)(?:([-*])|(\d+)\.)\s+(.*)$")
_EMPHASIS = re.compile(r"(?<![\w*])\*([^*\s][^*]*?)\*(?![\w*])")
_CAPTION = re.compile(r"^\*([^*].*[^*])\*$")


def plain(line: str) -> str:
    """Markdown inline marks removed: links keep their text, bold and code lose their marks."""
    line = _LINK.sub(r"\1", line)
    line = line.replace("**", "").replace("`", "")
    return _EMPHASIS.sub(r"\1", line)


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
        if block.kind not in ("img", "split"):
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
    in_table = False
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if not line.strip():
            current = None
            in_table = False
            continue
        if line.startswith("|"):  # a table: each row below its heading row, as a list item
            cells = [plain(c.strip()) for c in line.strip().strip("|").split("|")]
            header, in_table = not in_table, True
            if not header and not all(set(c) <= set("-: ") for c in cells):
                middle = f" ({', '.join(cells[1:-1])})" if len(cells) > 2 else ""
                said = f"{cells[0]}{middle}: {cells[-1]}"
                blocks.append(Block("li", said, "•"))
            current = None
            continue
        in_table = False
        if line.strip() == SPLIT:
            blocks.append(Block("split", ""))
            current = None
            continue
        if line.lstrip().startswith("<!--"):
            continue
        image = _IMAGE.match(line.strip())
        if image:
            current = Block("img", image.group(2), image.group(1))
            blocks.append(current)
            continue
        if current is not None and current.kind == "img":
            caption = _CAPTION.match(line.strip())
            if caption and not current.caption:
                current.caption = plain(caption.group(1))
                continue
            current = None
        if line.startswith("#"):
            level = min(3, len(line) - len(line.lstrip("#")))
            blocks.append(Block(f"h{level}", plain(line.lstrip("#").strip())))
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


@dataclass
class Item:
    """A block laid out: its left edge, its top (pixels down from the top of the page), its
    width and height."""

    block: Block
    left: float
    top: float
    width: float
    height: float


@dataclass
class Card:
    """A card of the how-to-play: its heading and what follows it, down to the next one."""

    heading: Block
    body: list[Block]


def split(blocks: list[Block]) -> tuple[list[Block], list[Block]]:
    """The how-to-play and the reference of a page (all reference when it has no split)."""
    for index, block in enumerate(blocks):
        if block.kind == "split":
            return blocks[:index], blocks[index + 1 :]
    return [], blocks


def cards(guide: list[Block]) -> tuple[list[Block], list[Card]]:
    """The how-to-play's lead blocks (its title) and its cards."""
    lead: list[Block] = []
    found: list[Card] = []
    for block in guide:
        if block.kind == "h3":
            found.append(Card(block, []))
        elif found:
            found[-1].body.append(block)
        else:
            lead.append(block)
    return lead, found


#: Text sizes by kind of block.
def house_phrase(rules: HouseRules, name: str) -> str:
    """One house rule of ``rules`` (a name of :data:`figures.colour.house.NAMES`) in a
    player's words, with its usual value: "a second domino costs 3 (usually 4)"."""
    usual = DEFAULT_RULES
    if name == "targets":
        return tr(
            "house.note.targets",
            low=rules.min_target,
            high=rules.max_target,
            usual_low=usual.min_target,
            usual_high=usual.max_target,
        )
    if name == "bonus_from" and rules.bonus_from is None:
        return tr("house.note.bonus_never", usual=usual.bonus_from)
    return tr(f"house.note.{name}", value=rules.value(name), usual=usual.value(name))


def house_note(rules: HouseRules | None, chosen: bool = False) -> str:
    """The note the rules screen opens on when ``rules`` differ from the defaults (empty
    when they do not): each rule changed in a player's words, the game's own or, with
    ``chosen``, the set-up's choice."""
    if rules is None or rules.is_default:
        return ""
    phrases = [house_phrase(rules, name) for name in rules.changed()]
    key = "house.note.chosen" if chosen else "house.note.game"
    return tr(key, rules=tr("house.note.sep").join(phrases))


TEXT_SIZE = {"h1": 22, "h2": 18, "h3": 15}
#: The space between two cards, and inside a card round its content.
CARD_GAP = 12
CARD_PAD = 10
#: The tallest a card's picture is drawn, and the smallest.
PICTURE_MAX = 320
PICTURE_MIN = 110
#: The share of a card's width its picture may take, and a long flat picture's (a line of
#: tiles), with its aspect from which it counts as one.
PICTURE_SHARE = 0.38
WIDE_SHARE = 0.5
WIDE = 2.3


class RulesView(arcade.View):
    def __init__(
        self,
        app: Navigator,
        back: arcade.View,
        game: str = "colour",
        house: HouseRules | None = None,
        chosen: bool = False,
    ) -> None:
        super().__init__(app.window)
        if house is None:  # (the house rules of the game the screen behind shows)
            rules = getattr(getattr(getattr(back, "match", None), "game", None), "rules", None)
            house = rules if isinstance(rules, HouseRules) else None
        #: The note on the house rules at the top (empty for the usual rules): the game's
        #: being played, or with ``chosen`` the set-up's.
        self.house_note = house_note(house, chosen) if game == "colour" else ""
        self.app = app
        self.back_view = back
        #: The rules text shown (a family's, :attr:`figures.ui.shell.shells.Shell.rules`).
        self.game = game
        self.scroll = 0.0
        self.hover: tuple[float, float] | None = None
        self.language = language()
        markdown, self.folder = rules_source(self.language, game)
        #: Every block of the page, the how-to-play's then the reference's.
        self.blocks = [b for b in for_players(markdown) if b.kind != "split"]
        guide, self.reference = split(for_players(markdown))
        self.lead, self.cards = cards(guide)
        self.textures: dict[str, arcade.Texture | None] = {}
        self.laid: list[Item] = []
        self.boxes: list[Rect] = []  # the cards' frames, top-down as laid (bottom = offset)
        self.height_total = 0.0
        #: Where the reference starts, pixels down from the top of the page.
        self.reference_at = 0.0
        self.size_laid = (0, 0)
        self.back = Button(label=lambda: tr("rules.back"), action=self.leave, dark=True)
        self.switch = Button(label=self.switch_label, action=self.toggle, dark=True)

    # ----------------------------------------------------------------- what is shown

    @property
    def on_reference(self) -> bool:
        """Whether the reader is in the reference (rather than the how-to-play)."""
        self.layout()
        return bool(self.cards) and self.scroll >= self.reference_at - 1

    def switch_label(self) -> str:
        return tr("rules.to_guide" if self.on_reference else "rules.to_reference")

    def toggle(self) -> None:
        """From the how-to-play to the reference, and back to the top."""
        if not self.cards:
            return
        self.scroll_by(-self.scroll if self.on_reference else self.reference_at - self.scroll)

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

    def visible(self) -> float:
        return float(self.window.height - SIZES.top_bar)

    def column(self) -> Rect:
        width = min(860, self.window.width - 80)
        return Rect((self.window.width - width) / 2, 0, width, self.visible())

    def wide(self) -> Rect:
        """The how-to-play's width: the cards use the window."""
        width = min(1240, self.window.width - 40)
        return Rect((self.window.width - width) / 2, 0, width, self.visible())

    # ----------------------------------------------------------------- layout

    def label(self, block: Block, width: float) -> arcade.Text:
        indent = LIST_INDENT if block.kind == "li" else 0
        return text(
            block.content,
            0,
            0,
            size=TEXT_SIZE.get(block.kind, 13),
            bold=block.kind in TEXT_SIZE or block.kind == "house",
            width=int(width - indent),
            anchor_y="top",
        )

    def caption(self, block: Block, width: float) -> arcade.Text:
        return text(
            caption_of(block),
            0,
            0,
            size=SIZES.small,
            colour=theme.MUTED,
            width=int(width),
            anchor_y="top",
        )

    def picture_size(self, block: Block, width: float, height: float) -> tuple[float, float]:
        texture = self.texture(block.content)
        if texture is None:
            return 0.0, 20.0
        scale = min(1.0, width / texture.width, height / texture.height)
        return texture.width * scale, texture.height * scale

    def layout(self) -> None:
        size = (self.window.width, self.window.height)
        if self.size_laid == size:
            return
        self.size_laid = size
        self.laid = []
        self.boxes = []
        y = 16.0
        if self.house_note:
            wide = self.wide()
            note = Block("house", self.house_note)
            height = float(self.label(note, wide.width - 2 * CARD_PAD).content_height)
            self.laid.append(Item(note, wide.left, y, wide.width, height + 2 * CARD_PAD))
            y += height + 2 * CARD_PAD + CARD_GAP
        if self.cards:
            y = self.layout_guide(y)
        self.reference_at = max(0.0, y - 16) if self.cards else 0.0
        column = self.column()
        for block in self.reference:
            y = self.lay_block(block, column.left, column.width, y)
        self.height_total = y + 40

    def lay_block(self, block: Block, left: float, width: float, y: float) -> float:
        """Lay ``block`` in a column at ``left``, ``y`` down; returns where the next goes."""
        if block.kind == "img":
            w, h = self.picture_size(block, width, 10_000)
            self.laid.append(Item(block, left + (width - w) / 2, y, w, h))
            words = self.caption(block, width).content_height if caption_of(block) else 0
            return y + h + 8 + words + 16
        height = float(self.label(block, width).content_height)
        self.laid.append(Item(block, left, y, width, height))
        return y + height + (14 if block.kind in TEXT_SIZE else 10)

    def layout_guide(self, y: float) -> float:
        """The how-to-play: its title, then its cards, two to a row, each a picture on the
        left and its words on the right, the pictures as large as lets every card fit in the
        window at once."""
        wide = self.wide()
        titles = [b.content for b in self.lead if b.kind in TEXT_SIZE]
        if titles:  # (the page's title and the how-to-play's, on one line)
            y = self.lay_block(Block("h1", "  ·  ".join(titles)), wide.left, wide.width, y)
        for block in self.lead:
            if block.kind not in TEXT_SIZE:
                y = self.lay_block(block, wide.left, wide.width, y)
        per_row = 2 if wide.width >= 900 else 1
        card_width = (wide.width - CARD_GAP * (per_row - 1)) / per_row
        inner = card_width - 2 * CARD_PAD
        rows = [self.cards[i : i + per_row] for i in range(0, len(self.cards), per_row)]
        note = float(self.label(Block("p", tr("rules.more")), wide.width).content_height)
        room = self.visible() - y - note - 24 - CARD_GAP * len(rows)
        tallest = max(PICTURE_MIN, min(PICTURE_MAX, room / max(1, len(rows)) - 2 * CARD_PAD))
        for row in rows:
            heights = []
            for card in row:
                picture = self.card_picture(card)
                share = self.share(picture)
                words_w = inner - (inner * share + CARD_PAD if picture is not None else 0)
                words = self.words_height(card, words_w)
                picture_h = tallest if picture is not None else 0.0
                heights.append(max(words, picture_h) + 2 * CARD_PAD)
            height = max(heights)
            for n, card in enumerate(row):
                left = wide.left + n * (card_width + CARD_GAP)
                self.boxes.append(Rect(left, y, card_width, height))
                self.lay_card(card, left + CARD_PAD, inner, y + CARD_PAD, height - 2 * CARD_PAD)
            y += height + CARD_GAP
        self.laid.append(Item(Block("note", tr("rules.more")), wide.left, y, wide.width, note))
        return y + note + 24

    def share(self, picture: Block | None) -> float:
        """The share of its card's width ``picture`` takes."""
        texture = self.texture(picture.content) if picture is not None else None
        if texture is not None and texture.width > WIDE * texture.height:
            return WIDE_SHARE
        return PICTURE_SHARE

    def card_picture(self, card: Card) -> Block | None:
        return next((b for b in card.body if b.kind == "img"), None)

    def words_height(self, card: Card, width: float) -> float:
        height = self.label(card.heading, width).content_height + 6.0
        for block in card.body:
            if block.kind != "img":
                height += self.label(block, width).content_height + 6
        return height

    def lay_card(self, card: Card, left: float, width: float, y: float, height: float) -> None:
        """A card's picture on the left, as large as ``height`` lets it, its heading and
        words on the right (the whole width when it has no picture)."""
        picture = self.card_picture(card)
        if picture is not None:
            box = width * self.share(picture)
            w, h = self.picture_size(picture, box, height)
            self.laid.append(Item(picture, left + (box - w) / 2, y + (height - h) / 2, w, h))
            left, width = left + box + CARD_PAD, width - box - CARD_PAD
        words = self.words_height(card, width)
        y += max(0.0, (height - words) / 2)
        for block in [card.heading, *(b for b in card.body if b.kind != "img")]:
            size = float(self.label(block, width).content_height)
            self.laid.append(Item(block, left, y, width, size))
            y += size + 6

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        self.clear()
        self.layout()
        top = self.visible() + self.scroll
        wide, column = self.wide(), self.column()
        if self.cards and self.scroll < self.reference_at:
            panel_bottom = max(0.0, top - self.reference_at)
            fill_rect(Rect(wide.left - 10, panel_bottom, wide.width + 20, top), theme.PANEL)
            for box in self.boxes:
                y_top = top - box.bottom
                outline_rect(
                    Rect(box.left, y_top - box.height, box.width, box.height), theme.PANEL_EDGE, 2
                )
        reference_top = top - self.reference_at
        if reference_top > 0:
            fill_rect(
                Rect(column.left - 20, 0, column.width + 40, min(reference_top, self.visible())),
                theme.PANEL,
            )
        cards = {id(c.heading) for c in self.cards} | {id(b) for c in self.cards for b in c.body}
        for item in self.laid:
            y_top = top - item.top
            if y_top - item.height > self.visible() or y_top < 0:
                continue
            block = item.block
            if block.kind == "img":
                texture = self.texture(block.content)
                if texture is not None:
                    arcade.draw_texture_rect(
                        texture, LBWH(item.left, y_top - item.height, item.width, item.height)
                    )
                    if id(block) not in cards and caption_of(block):
                        width = max(item.width, column.width)
                        label = self.caption(block, width)
                        label.position = (column.left, y_top - item.height - 8)
                        label.draw()
                continue
            if block.kind == "house":
                box = Rect(item.left, y_top - item.height, item.width, item.height)
                fill_rect(box, theme.BUTTON)
                outline_rect(box, theme.FOCUS, 2)
                label = self.label(block, item.width - 2 * CARD_PAD)
                label.position = (item.left + CARD_PAD, y_top - CARD_PAD)
                label.draw()
                continue
            if block.kind == "note":
                text(
                    block.content,
                    item.left + item.width / 2,
                    y_top,
                    size=SIZES.small,
                    colour=theme.MUTED,
                    anchor_x="center",
                    anchor_y="top",
                ).draw()
                continue
            indent = LIST_INDENT if block.kind == "li" else 0
            label = self.label(block, item.width)
            label.position = (item.left + indent, y_top)
            label.draw()
            if block.kind == "li":
                number = text(block.number, 0, y_top, anchor_y="top", anchor_x="right", bold=True)
                number.position = (item.left + LIST_INDENT - 8, y_top)
                number.draw()
        self.draw_bar()
        message = self.message()
        if message is not None:
            draw_message(message, 0, 0, self.window.width)

    def draw_bar(self) -> None:
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
        self.back.rect = Rect(self.window.width - 150, bar.bottom + 6, 140, SIZES.top_bar - 12)
        self.back.draw(self.hover)
        room = self.window.width - 150 - 130
        if self.cards:
            self.switch.rect = Rect(
                self.window.width - 360, bar.bottom + 6, 200, SIZES.top_bar - 12
            )
            self.switch.draw(self.hover)
            room -= 210
        for note in self.notes():
            label = text(note, 120, bar.cy, size=SIZES.small, colour=theme.TOP_TEXT)
            if label.content_width <= room:  # (the longest that fits beside the buttons)
                label.anchor_y = "center"
                label.draw()
                break

    def notes(self) -> list[str]:
        """The top bar's note, longest first (the longest that fits is shown): that the
        computer players wait, unless the screen behind has none (the score sheet), and how
        to scroll."""
        notes = [tr("rules.scroll")]
        if not getattr(self.back_view, "no_computers", False):
            notes.insert(0, tr("rules.paused") + "   " + tr("rules.scroll"))
        return notes

    def message(self) -> str | None:
        """The game's message still being shown (a save just made, say), shown here too."""
        live = getattr(self.back_view, "live_toast", None)
        return live() if live is not None else None

    # ----------------------------------------------------------------- input

    def scroll_by(self, pixels: float) -> None:
        self.layout()
        visible = self.visible()
        self.scroll = clamped(self.scroll + pixels, self.height_total, visible)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll_by(-scroll_y * 60)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if not self.back.press(x, y) and self.cards:
            self.switch.press(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.layout()
        key = arcade.key
        page = self.visible() - 60
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
        elif symbol == key.TAB:
            self.toggle()
        elif symbol in (key.ESCAPE, key.F1, key.BACKSPACE):
            self.leave()

    def on_resize(self, width: int, height: int) -> None:
        self.size_laid = (0, 0)
