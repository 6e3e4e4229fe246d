"""The rules screen: it opens on a how-to-play of cards with pictures, in the player's words,
for each family and language; Tab switches to the exact reference and back, the keys scroll,
Esc goes back; every caption is in the page's language and every picture exists. Headless
(ARCADE_HEADLESS=1, set by the conftest), through the screen's own event handlers."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from figures.texts.i18n import LOCALES, languages, set_language, tr  # noqa: E402
from figures.ui.rules.view import (  # noqa: E402
    PAGES,
    RULES,
    Block,
    RulesView,
    caption_of,
    for_players,
    parse,
    rules_source,
    split,
)

K = arcade.key
FAMILIES = ("colour", "classic")
LANGUAGES = languages()
#: What the how-to-play never says: slot names, face codes, coordinates, end names.
NOTATION = re.compile(r"\bc[1-7]\b|[RYGB]{6}/[RYGB]|\b-?\d+,-?\d+\b|\b\d+-\d+\.[UDLR]\b|\bdir\b")
#: Words that give a caption's language away.
FRENCH = re.compile(r"\b(le|la|les|des|du|une|est|et|dans|à)\b|[éèàùç]", re.I)
ENGLISH = re.compile(r"\b(the|and|is|of|with|its|on|to|at|for|after)\b", re.I)


class Nav:
    def __init__(self, window: Any) -> None:
        self.window = window


@pytest.fixture
def screen(window: Any) -> Iterator[Any]:
    back = arcade.View(window)
    window.show_view(back)

    def make(game: str, lang: str = "en") -> RulesView:
        set_language(lang)
        view = RulesView(Nav(window), back, game=game)  # type: ignore[arg-type]
        window.show_view(view)
        view.on_draw()
        return view

    yield make
    set_language("en")


def pages(game: str, lang: str) -> list[Block]:
    markdown, _ = rules_source(lang, game)
    return for_players(markdown)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", FAMILIES)
def test_the_screen_opens_on_the_how_to_play(screen: Any, game: str, lang: str) -> None:
    view = screen(game, lang)
    assert view.scroll == 0 and not view.on_reference
    assert len(view.cards) >= 5
    pictures = [c for c in view.cards if any(b.kind == "img" for b in c.body)]
    assert len(pictures) >= 4
    # One screenful: every card lies within the window as it opens.
    assert view.boxes and all(b.bottom + b.height <= view.visible() for b in view.boxes)
    assert view.reference_at <= view.visible()
    # Large pictures: each card's picture is drawn at least 150 pixels wide.
    laid = [i for i in view.laid if i.block.kind == "img"]
    assert laid and all(i.width >= 150 for i in laid)
    # In a player's words: no notation in the how-to-play.
    for card in view.cards:
        for block in [card.heading, *card.body]:
            words = caption_of(block) if block.kind == "img" else block.content
            assert not NOTATION.search(words), words
    assert view.switch_label() == tr("rules.to_reference")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", FAMILIES)
def test_tab_switches_to_the_reference_and_back(screen: Any, game: str, lang: str) -> None:
    view = screen(game, lang)
    view.on_key_press(K.TAB, 0)
    assert view.on_reference and view.scroll == pytest.approx(view.reference_at)
    assert view.switch_label() == tr("rules.to_guide")
    view.on_draw()
    view.on_key_press(K.PAGEDOWN, 0)
    assert view.scroll > view.reference_at
    view.on_key_press(K.UP, 0)
    view.on_key_press(K.DOWN, 0)
    view.on_key_press(K.TAB, 0)
    assert view.scroll == 0 and not view.on_reference
    # Scrolling on from the how-to-play reaches the reference too.
    view.on_key_press(K.PAGEDOWN, 0)
    view.on_key_press(K.PAGEDOWN, 0)
    assert view.on_reference
    view.on_key_press(K.HOME, 0)
    assert view.scroll == 0
    # The button does what Tab does.
    view.on_draw()
    button = view.switch.rect
    view.on_mouse_press(button.cx, button.bottom + button.height / 2, 1, 0)
    assert view.on_reference
    view.on_key_press(K.ESCAPE, 0)
    assert view.window.current_view is view.back_view


@pytest.mark.parametrize("game", FAMILIES)
def test_the_reference_keeps_the_exact_rules(game: str) -> None:
    guide, reference = split(pages(game, "en"))
    assert guide and reference
    assert any("exact" in b.content.lower() for b in reference if b.kind == "h2")
    words = " ".join(b.content for b in reference)
    for rule in (
        ("a bonus of 1 point", "pay 4 points", "between 60 and 240")
        if game == "colour"
        else ("multiple of 5", "thirteen rounds", "add up to 7")
    ):
        assert rule in words


def test_french_pages_show_french_captions_and_english_pages_english() -> None:
    for game in FAMILIES:
        for lang, own in (("en", ENGLISH), ("fr", FRENCH)):
            guide, reference = split(pages(game, lang))
            pictures = [b for b in guide + reference if b.kind == "img"]
            assert pictures, (game, lang)
            for block in pictures:
                caption = caption_of(block)
                assert caption and own.search(caption), (game, lang, caption)
                if lang == "en":
                    assert not re.search(r"[éèàùç]", caption), caption
    # A French page shows the very pictures of the English one, each captioned anew.
    for game in FAMILIES:
        english = [b for b in pages(game, "en") if b.kind == "img"]
        french = [b for b in pages(game, "fr") if b.kind == "img"]
        assert [b.content for b in english] == [b.content for b in french]
        for en, fr in zip(english, french, strict=True):
            assert caption_of(en) != caption_of(fr)


def test_every_picture_a_page_shows_exists() -> None:
    for game in FAMILIES:
        for lang in LANGUAGES:
            markdown, folder = rules_source(lang, game)
            names = [b.content for b in parse(markdown) if b.kind == "img"]
            assert names
            for name in names:
                assert folder.joinpath(name).is_file(), (game, lang, name)


def test_a_caption_is_the_line_under_its_picture() -> None:
    blocks = parse("![alt words](images/x.png)\n*The caption, in words.*\n\nA paragraph.\n")
    assert [b.kind for b in blocks] == ["img", "p"]
    assert (
        blocks[0].caption == "The caption, in words." and caption_of(blocks[0]) == blocks[0].caption
    )
    assert caption_of(parse("![only alt](images/x.png)")[0]) == "only alt"
    assert [b.kind for b in parse("# T\n\n<!-- reference -->\n\n## R\n")] == ["h1", "split", "h2"]


def test_the_french_classic_page_is_french_to_its_end() -> None:
    guide, reference = split(pages("classic", "fr"))
    _, english_reference = split(pages("classic", "en"))
    assert guide[0].content.startswith("Les dominos classiques")
    headings = [b.content for b in reference if b.kind == "h2"]
    assert "Train mexicain" in headings and "Tous les cinq" in headings
    assert len(headings) == len([b for b in english_reference if b.kind == "h2"])
    # Every numbered decision is there, in the same order.
    numbers = [b.number for b in reference if b.kind == "li" and b.number != "•"]
    english = [b.number for b in english_reference if b.kind == "li" and b.number != "•"]
    assert numbers == english
    assert LOCALES.joinpath("fr", PAGES["classic"]).is_file()
    assert RULES.joinpath("rules-classic.md").is_file()


def test_a_table_is_read_as_a_list() -> None:
    blocks = parse("| game | players | set |\n| --- | --- | --- |\n| Block | 2–4 | six |\n")
    assert [(b.kind, b.content) for b in blocks] == [("li", "Block (2–4): six")]
    assert parse("| a | b |\n| --- | --- |\n| Draw | 2–4 |\n")[0].content == "Draw: 2–4"


def test_a_language_without_its_own_rules_reads_the_english() -> None:
    for game in FAMILIES:
        assert rules_source("de", game)[0] == rules_source("en", game)[0]
        assert rules_source("fr", game)[0] != rules_source("en", game)[0]


def test_the_house_rules_of_the_game_show_at_the_top(screen: Any) -> None:
    """A game played with a second domino at 3 opens its rules on a note that says so, in
    the player's words and language; the usual rules have no note, nor do the classic's."""
    from figures.colour.house import HouseRules

    back = arcade.View(screen("colour").window)
    for lang, words in (("en", "a second domino costs 3 (usually 4)"), ("fr", "coûte 3")):
        set_language(lang)
        view = RulesView(Nav(back.window), back, house=HouseRules(cost=3, bonus_from=None))  # type: ignore[arg-type]
        assert words in view.house_note
        view.window.show_view(view)
        view.on_draw()
        top = min(view.laid, key=lambda item: item.top)
        assert top.block.kind == "house" and top.block.content == view.house_note
    set_language("en")
    chosen = RulesView(Nav(back.window), back, house=HouseRules(hand=3), chosen=True)  # type: ignore[arg-type]
    assert chosen.house_note.startswith("The house rules chosen: 3 dominoes in a hand")
    assert RulesView(Nav(back.window), back, house=HouseRules()).house_note == ""  # type: ignore[arg-type]
    classic = RulesView(Nav(back.window), back, game="classic", house=HouseRules(cost=3))  # type: ignore[arg-type]
    assert classic.house_note == ""


def test_every_house_rule_has_its_words() -> None:
    from figures.colour.house import HouseRules
    from figures.ui.rules.view import house_note

    rules = HouseRules(cost=2, bonus_from=5, hand=3, square=2, min_target=30, max_target=90)
    note = house_note(rules)
    assert note.count("usually") == 5
    assert "targets from 30 to 90 (usually 60 to 240)" in note
    assert "{" not in note
