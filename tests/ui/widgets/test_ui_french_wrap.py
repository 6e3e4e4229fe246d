"""French texts wrapped into lines never start a line with ":", ";", "?", "!" or "»": the
catalogues put a no-break space before them (U+00A0 before ":", the narrow U+202F before the
others and inside « »), and neither wrapper breaks a line there.

- pyglet's layout (an ``arcade.Text`` with ``multiline=True`` and a width) breaks a line only
  at U+0020, U+200B and a tab (``TextLayout._flow_glyphs_wrap`` in pyglet 2.1): never at
  U+00A0 or U+202F;
- the app's own wrappers (the classic message panel's :func:`~figures.ui.classic.side.wrap_text`,
  the game cards' :func:`~figures.ui.setup.games.word_rows`) cut only at ordinary spaces.

Every French message, formatted with long values, is wrapped by both at the widths the
screens pass them at 900x600 and 1280x800 (read from the screens themselves while they
draw), and the French rules pages at the rules screen's."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from itertools import accumulate
from typing import Any

import arcade
import pytest

from figures.classic.settings import ClassicSettings
from figures.colour.game import Settings
from figures.core.seats import PlayerSpec
from figures.texts.i18n import LOCALES, set_language, sources, texts, tr
from figures.ui import theme
from figures.ui.classic import prompt, round_panel, side
from figures.ui.setup import games
from figures.ui.setup import view as setup_view
from figures.ui.shell.app import App
from figures.ui.widgets import text as texts_module
from figures.ui.widgets.dialog import FileDialog
from figures.ui.widgets.message import KeysPanel
from figures.ui.widgets.text import words

SIZES = ((900, 600), (1280, 800))
NBSP, NNBSP = "\u00a0", "\u202f"
#: What may not start a line: the marks French sets off with a no-break space, and the space.
NOT_FIRST = frozenset(":;?!»") | {NBSP, NNBSP}
#: A long value for a text's fields (a name, a tile, a list...), and a number for its counts.
LONG = "Anne-Charlotte Dupont-Aignan"
COUNT = 12


def said(message: str, role: str) -> str:
    """A French message with long values in its fields."""
    source = sources("fr")[message]
    counted = set(re.findall(r"\{ *\$(\w+) *->", source))
    fields: dict[str, object] = {}
    for name in texts("fr")[message]:
        if name == "role":
            fields[name] = role
        elif not name.startswith("key_"):
            fields[name] = COUNT if name in counted else LONG
    return tr(message, **fields)


def french_texts() -> list[str]:
    """Every French message (each of its variants for who it is about) that has a mark a
    line may not start with."""
    set_language("fr")
    found = set()
    for message, variables in texts("fr").items():
        for role in ("other", "you", "computer") if "role" in variables else ("other",):
            content = said(message, role)
            if NOT_FIRST & set(content) or "«" in content:
                found.add(content)
    return sorted(found)


def rules_paragraphs() -> list[str]:
    """The French rules pages' paragraphs with such a mark, as the rules screen joins them."""
    found = []
    for page in ("rules.md", "rules-classic.md"):
        content = LOCALES.joinpath("fr", page).read_text("utf-8")
        for block in content.split("\n\n"):
            paragraph = " ".join(line.strip() for line in block.splitlines())
            if NOT_FIRST & set(paragraph):
                found.append(paragraph)
    return found


PARAGRAPH = "\u2029"


def layout_lines(paragraphs: list[str], width: int, size: float, bold: bool) -> tuple[str, list]:
    """``paragraphs`` laid out by pyglet in one text at ``width``, and its lines (pyglet's
    own: where each starts in the text, and how wide it is)."""
    content = PARAGRAPH.join(paragraphs)
    label = arcade.Text(
        content, 0, 0, width=width, multiline=True, font_size=size, bold=bold, font_name=theme.FONT
    )
    return content, list(label._label._lines)


def line_starts(paragraphs: list[str], width: int, size: float, bold: bool) -> list[str]:
    """The start of each line that pyglet's layout wraps onto at ``width`` (not those that
    start a paragraph)."""
    content, lines = layout_lines(paragraphs, width, size, bold)
    return [
        content[line.start : line.start + 12]
        for line in lines
        if line.start > 0 and content[line.start - 1] != PARAGRAPH
    ]


@cache
def natural_widths(paragraphs: tuple[str, ...], size: float, bold: bool) -> list[float]:
    """How wide each paragraph is on one line (its widest, when it has new lines)."""
    _, lines = layout_lines(list(paragraphs), 100_000, size, bold)
    starts = list(accumulate((len(p) + 1 for p in paragraphs), initial=0))
    widths = [0.0] * len(paragraphs)
    for line in lines:
        at = bisect_right(starts, line.start) - 1
        widths[at] = max(widths[at], line.width)
    return widths


def wider_than(paragraphs: tuple[str, ...], width: int, size: float, bold: bool) -> list[str]:
    """The paragraphs that need more than one line at ``width`` (the others cannot wrap)."""
    natural = natural_widths(paragraphs, size, bold)
    return [p for p, w in zip(paragraphs, natural, strict=True) if w >= width - 2]


def wrong_starts(starts: list[str]) -> list[str]:
    """The lines that start with a mark (or a no-break space); not a key's name that is a
    mark, "?" (the help's) before its colon: "?\u00a0: cette aide"."""
    return [s for s in starts if s[:1] in NOT_FIRST and s[1:3] != f"{NBSP}:"]


# --------------------------------------------------------------------------- the wrappers


def test_words_cut_at_ordinary_spaces_only() -> None:
    assert words(f"Tour 3{NBSP}: un bord{NNBSP}!") == ["Tour", f"3{NBSP}:", "un", f"bord{NNBSP}!"]
    assert words(f"«{NNBSP}Domino{NNBSP}»  dit-il\n") == [f"«{NNBSP}Domino{NNBSP}»", "dit-il"]


@pytest.mark.usefixtures("window")
@pytest.mark.parametrize("space", [NBSP, NNBSP])
def test_neither_wrapper_breaks_at_a_no_break_space(space: str) -> None:
    """At the width that ends a line just before the space, the mark stays with its word (an
    ordinary space there would break: the check sees it)."""
    head = "Manche 1 du Jeu avec pioche"
    content = f"{head}{space}: les points de {LONG}"
    size = float(theme.SIZES.small)
    room = texts_module.text(head, 0, 0, size=size).content_width + 3
    for width in (room, room + 2, room + 6):
        rows = games.word_rows(content, width, size, 4) or ()
        assert rows and not wrong_starts(list(rows[1:])), rows
        rows = side.wrap_text(content, width, size)
        assert not wrong_starts(list(rows[1:])), rows
        assert not wrong_starts(line_starts([content], int(width), size, False)), width
    broken = content.replace(space, " ")
    assert wrong_starts(line_starts([broken], int(room), size, False))
    assert wrong_starts(list(games.word_rows(broken, room, size, 4) or ())[1:])


# --------------------------------------------------------------------------- the widths


class Widths:
    """The widths texts are wrapped at while screens draw: pyglet's (a multiline text's width,
    type size and weight) and the app's wrappers' (their arguments)."""

    def __init__(self) -> None:
        self.pyglet: set[tuple[str, int, float, bool]] = set()
        self.panel: set[tuple[float, float, bool]] = set()  # wrap_text: width, size, bold
        self.cards: set[tuple[float, float, int, bool]] = set()  # word_rows
        self.screen = ""

    @contextmanager
    def watching(self, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
        made = texts_module.make_text

        def make_text(content: str, x: float, y: float, *args: Any, **kwargs: Any) -> Any:
            width = kwargs.get("width")
            if kwargs.get("multiline") and width is not None:
                key = (self.screen, int(width), float(kwargs.get("font_size", 12)))
                self.pyglet.add((*key, bool(kwargs.get("bold", False))))
            return made(content, x, y, *args, **kwargs)

        wrap, rows = side.wrap_text, games.word_rows

        def wrap_text(content: str, width: float, size: float, bold: bool = False) -> Any:
            self.panel.add((width, size, bold))
            return wrap(content, width, size, bold)

        def word_rows(
            content: str, width: float, size: float, most: int, bold: bool = False
        ) -> Any:
            self.cards.add((width, size, most, bold))
            return rows(content, width, size, most, bold)

        monkeypatch.setattr(texts_module, "make_text", make_text)
        for module in (side, prompt, round_panel):
            monkeypatch.setattr(module, "wrap_text", wrap_text)
        for module in (games, setup_view):
            monkeypatch.setattr(module, "word_rows", word_rows)
        prompt.message_rows.cache_clear()
        try:
            yield
        finally:
            prompt.message_rows.cache_clear()

    def draw(self, screen: str, view: Any, size: tuple[int, int]) -> None:
        """A screen laid out and drawn at ``size``, the texts made again (none from the cache)."""
        self.screen = screen
        texts_module._TEXTS.clear()
        view.on_resize(*size)
        view.on_draw()


def screens(app: App) -> Iterator[tuple[str, Callable[[], Any]]]:
    """The screens with wrapped texts: their names and how each is shown."""
    players = (PlayerSpec("Anne-Charlotte", "human"), PlayerSpec("Ordinateur", "medium"))

    def setup() -> Any:
        app.show_setup()
        return app.window.current_view

    def colour() -> Any:
        app.start(Settings(players, 120, 7, 0))
        return app.window.current_view

    def classic() -> Any:
        app.start(ClassicSettings("all-fives", players, seed=2, first=0))
        return app.window.current_view

    def rules(game: str) -> Callable[[], Any]:
        def show() -> Any:
            app.show_rules(app.window.current_view, game=game)
            return app.window.current_view

        return show

    def guide(game: str) -> Callable[[], Any]:
        def show() -> Any:
            app.start_guide(game)
            return app.window.current_view

        return show

    yield from (("setup", setup), ("colour", colour), ("classic", classic))
    yield from (("rules", rules("colour")), ("rules", rules("classic")))
    yield from (("guide", guide("colour")), ("guide", guide("classic")))


def widths_used(app: App, monkeypatch: pytest.MonkeyPatch) -> Widths:
    """Every width the screens wrap a text at, at 900x600 and 1280x800, in French."""
    set_language("fr")
    widths = Widths()
    window = app.window
    with widths.watching(monkeypatch):
        for size in SIZES:
            window.set_size(*size)
            for name, show in screens(app):
                widths.screen = name
                view = show()
                widths.draw(name, view, size)
                keys = getattr(view, "keys", None)
                if isinstance(keys, KeysPanel):  # the keys' panel over a game
                    widths.screen = "keys"
                    keys.draw()
                stop = getattr(view, "stop", None)
                if callable(stop) and name == "guide":
                    stop()
            dialog = FileDialog("open", lambda _: None, lambda: None)
            dialog.error = LONG  # (said across the dialog, wrapped)
            dialog.layout(*size)
            widths.screen = "dialog"
            dialog.draw(None)
            keys = KeysPanel()
            keys.place((0, 0, *size))
            widths.screen = "keys"
            keys.draw()
    return widths


@pytest.mark.slow  # (about a minute: some 450 texts wrapped at some 60 widths, 3 ways)
def test_no_wrapped_french_line_starts_with_a_mark(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    widths = widths_used(app, monkeypatch)
    seen = {screen for screen, *_ in widths.pyglet}
    assert {"colour", "rules", "guide", "dialog", "keys"} <= seen, seen
    assert widths.panel and widths.cards
    corpus = french_texts()
    assert len(corpus) > 200
    paragraphs = rules_paragraphs()
    wrong: dict[str, list[str]] = {}
    wrapped: dict[tuple[int, float, bool], set[str]] = {}
    for screen, width, size, bold in widths.pyglet:
        wrapped.setdefault((width, size, bold), set()).update(["texts", screen])
    laid = 0
    for (width, size, bold), where in sorted(wrapped.items()):
        chosen = wider_than(tuple(corpus), width, size, bold)
        if "rules" in where:
            chosen += wider_than(tuple(paragraphs), width, size, bold)
        laid += len(chosen)
        found = wrong_starts(line_starts(chosen, width, size, bold)) if chosen else []
        if found:
            wrong[f"pyglet {sorted(where)} {width}px {size}"] = found
    assert laid > 100  # (texts did wrap)
    for width, size, bold in sorted(widths.panel):
        found = [r for t in corpus for r in side.wrap_text(t, width, size, bold)[1:]]
        if wrong_starts(found):
            wrong[f"message panel {width}px {size}"] = wrong_starts(found)
    for width, size, most, bold in sorted(widths.cards):
        found = [r for t in corpus for r in (games.word_rows(t, width, size, most, bold) or ())[1:]]
        if wrong_starts(found):
            wrong[f"game card {width}px {size}"] = wrong_starts(found)
    assert wrong == {}
