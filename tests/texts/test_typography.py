"""French typography: a no-break space before the high punctuation and inside the
guillemets, never an ordinary one (where a line may break, and leave a ":" or a "»" alone at
the start of the next). The catalogues write U+00A0 before ":" and the narrow U+202F before
";", "?", "!" and inside « »; the rules pages (rules.md, rules-classic.md) the same."""

from __future__ import annotations

import re

import pytest

from figures.texts.i18n import LOCALES, sources

NBSP, NNBSP = "\u00a0", "\u202f"
#: A space a line may break at, then a mark that may not start a line; or « and a space.
BREAKABLE = re.compile(r"[ \t\n][:;?!»]|«[ \t\n]")
#: The space each mark takes before it (after it, for «).
SPACE_BEFORE = {":": NBSP, ";": NNBSP, "?": NNBSP, "!": NNBSP, "»": NNBSP}

PAGES = sorted(f.name for f in LOCALES.joinpath("fr").iterdir() if f.name.endswith(".md"))


def breakable(content: str) -> list[str]:
    """Each place of ``content`` where a line may break before a mark, with what is around."""
    return [content[max(0, m.start() - 20) : m.end() + 10] for m in BREAKABLE.finditer(content)]


def test_no_french_text_has_an_ordinary_space_before_a_mark() -> None:
    found = {message: breakable(text) for message, text in sources("fr").items()}
    assert {m: places for m, places in found.items() if places} == {}


def test_the_french_texts_use_the_no_break_space_each_mark_takes() -> None:
    wrong = {}
    for message, text in sources("fr").items():
        for at, mark in enumerate(text):
            before = text[at - 1] if at else ""
            if mark in SPACE_BEFORE and before.isspace() and before != SPACE_BEFORE[mark]:
                wrong[message] = (mark, hex(ord(before)))
            if mark == "«" and text[at + 1 : at + 2] != NNBSP:
                wrong[message] = (mark, text[at + 1 : at + 2])
    assert wrong == {}
    texts = "".join(sources("fr").values())
    assert f"{NBSP}:" in texts and f"{NNBSP};" in texts  # (the test sees them)


@pytest.mark.parametrize("page", PAGES)
def test_no_french_rules_page_has_an_ordinary_space_before_a_mark(page: str) -> None:
    content = LOCALES.joinpath("fr", page).read_text("utf-8")
    content = re.sub(r"(^|\s)!\[", r"\1[", content)  # (a picture's "![", not a "!")
    assert breakable(content) == []


def test_the_check_finds_an_ordinary_space() -> None:
    assert breakable("Tour 3 : un bord") and breakable("« Domino »")
    assert breakable("mot\n: suite") and not breakable(f"Tour 3{NBSP}: un bord")
    assert not breakable(f"«{NNBSP}Domino{NNBSP}»")
