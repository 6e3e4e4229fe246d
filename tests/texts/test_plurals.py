"""Each plural text takes the form its language's rule (Unicode CLDR's, through Babel) gives
the number: English "0 points", "1 point", "1.5 points"; French "0 point", "1 point",
"1,5 point", "2 points".

A plural text is a message with a selector on a number (``{ $n -> [one] ... *[other] ... }``).
Each one is said through :func:`~figures.texts.i18n.tr` for 0, 1, 2 and 1.5 (as a float and
as the half point the classic games count, ``Fraction(3, 2)``), and compared with the same
message whose selector has kept only the variant the rule names (added beside it with
:func:`~figures.texts.i18n.add_texts`): so the test does not depend on how the digits are
written.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest
from babel import Locale
from fluent.syntax import FluentParser, FluentSerializer, ast

from figures.texts.i18n import (
    add_texts,
    catalogue,
    catalogue_files,
    count_text,
    languages,
    set_language,
    tr,
)

#: The languages checked: English, French, and Spanish once it is there.
CHECKED = [language for language in ("en", "fr", "es") if language in languages()]
NUMBERS: tuple[int | float | Fraction, ...] = (0, 1, 2, 1.5, Fraction(3, 2))
#: The forms CLDR gives, as the catalogues are written for them.
FORMS = {
    "en": {0: "other", 1: "one", 2: "other", 1.5: "other"},
    "fr": {0: "one", 1: "one", 2: "other", 1.5: "one"},
    "es": {0: "other", 1: "one", 2: "other", 1.5: "other"},
}


def _nodes(node: object) -> Iterator[ast.BaseNode]:
    if isinstance(node, ast.BaseNode):
        yield node
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _nodes(child)


def _plural(node: ast.BaseNode) -> str | None:
    """The variable a selector chooses a plural form by (None: not a plural selector)."""
    if not isinstance(node, ast.SelectExpression):
        return None
    if not isinstance(node.selector, ast.VariableReference):
        return None
    keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
    return node.selector.id.name if "one" in keys else None


def plural_messages(language: str) -> dict[str, tuple[ast.Message, set[str]]]:
    """The plural messages of a language, with the variables their selectors choose by."""
    found = {}
    for source in catalogue_files(language):
        for entry in FluentParser(with_spans=False).parse(source.read_text("utf-8")).body:
            if isinstance(entry, ast.Message):
                by = {v for v in map(_plural, _nodes(entry)) if v is not None}
                if by:
                    found[entry.id.name] = (entry, by)
    return found


def chosen(select: ast.SelectExpression, number: int | float, language: str) -> str:
    """The variant Fluent must choose for ``number``: an exact number's, else the form the
    language's rule gives it, else the default."""
    keys = {
        v.key.value if isinstance(v.key, ast.NumberLiteral) else v.key.name: v
        for v in select.variants
    }
    exact = [k for k, v in keys.items() if isinstance(v.key, ast.NumberLiteral)]
    for key in exact:
        if float(key) == number:
            return key
    form = Locale.parse(language).plural_form(number)
    if form in keys:
        return form
    return next(k for k, v in keys.items() if v.default)


def only(message: ast.Message, variable: str, number: int | float, language: str, name: str) -> str:
    """The message (renamed ``name``) with each selector on ``variable`` keeping only the
    variant that ``number`` must choose, in Fluent's syntax."""
    copy = message.clone()
    copy.id = ast.Identifier(name)
    for node in _nodes(copy):
        if _plural(node) == variable:
            assert isinstance(node, ast.SelectExpression)
            key = chosen(node, number, language)
            kept = next(
                v
                for v in node.variants
                if (v.key.value if isinstance(v.key, ast.NumberLiteral) else v.key.name) == key
            )
            node.variants = [ast.Variant(ast.Identifier("other"), kept.value, default=True)]
    return FluentSerializer().serialize_entry(copy)


#: A value for each other field of a plural text.
OTHER = "Ada"


@pytest.fixture
def speaking() -> Iterator[None]:
    """The texts added by a test forgotten after it, and the language English again."""
    yield
    catalogue.cache_clear()
    set_language("en")


def test_the_cldr_forms_are_those_the_catalogues_are_written_for() -> None:
    for language in CHECKED:
        rule = Locale.parse(language).plural_form
        assert {n: rule(n) for n in FORMS[language]} == FORMS[language], language


@pytest.mark.parametrize("language", CHECKED)
def test_every_plural_text_takes_the_form_of_its_number(language: str, speaking: None) -> None:
    messages = plural_messages(language)
    assert len(messages) > 10, language
    set_language(language)
    wrong = []
    for message, (entry, by) in messages.items():
        variables = catalogue(language).variables[message]
        for variable in sorted(by):
            for number in NUMBERS:
                written = str(number).replace("/", "-").replace(".", "-")
                name = f"{message}-only-{variable}-{written}"
                value = number if isinstance(number, int) else float(number)  # (1 is "one",
                add_texts(language, only(entry, variable, value, language, name))  # 1.0 not)
                fields: dict[str, object] = {
                    v: 2 if v in by else OTHER for v in variables if v != "role"
                }
                fields[variable] = number
                said, expected = tr(message, **fields), tr(name, **fields)
                if said != expected:
                    wrong.append((message, variable, number, said, expected))
    assert wrong == [], f"{language}: (message, variable, number, said, the form's text)"


def test_a_few_counts_in_words(speaking: None) -> None:
    """The form, whatever the digits: "0 point" and "1,5 point" in French, "0 points" and
    "1.5 points" in English."""
    set_language("en")
    assert count_text("points", 0) == "0 points" and count_text("points", 1) == "1 point"
    assert tr("points", n=Fraction(3, 2)).endswith(" points")
    set_language("fr")
    assert count_text("points", 0) == "0 point" and count_text("points", 1) == "1 point"
    assert count_text("points", 2) == "2 points"
    assert tr("points", n=Fraction(3, 2)).endswith(" point")
    assert tr("points", n=1.5).endswith(" point")
    assert tr("classic.end.screen.rounds", n=0).endswith(" manche")
    assert tr("classic.end.screen.rounds", n=2).endswith(" manches")
