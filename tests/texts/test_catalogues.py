"""Every language has every message of the English catalogues, each reading the same
variables, and every catalogue file is Fluent without a fault."""

from __future__ import annotations

from collections import Counter

import pytest
from fluent.syntax import FluentParser, ast

from figures.texts.i18n import SOURCE, catalogue_files, languages, texts

OTHERS = [language for language in languages() if language != SOURCE]


def test_english_comes_first_and_is_not_alone() -> None:
    assert languages()[0] == SOURCE and "fr" in OTHERS


@pytest.mark.parametrize("language", languages())
def test_every_file_parses_without_junk(language: str) -> None:
    """A fault in a catalogue is kept as Junk by Fluent's parser (and its message lost):
    none, and no message twice in a language (the second would be dropped)."""
    ids: Counter[str] = Counter()
    for source in catalogue_files(language):
        resource = FluentParser().parse(source.read_text("utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, (source.name, [(j.content, j.annotations) for j in junk])
        ids.update(e.id.name for e in resource.body if isinstance(e, ast.Message | ast.Term))
    assert [i for i, n in ids.items() if n > 1] == [], language


@pytest.mark.parametrize("language", OTHERS)
def test_every_language_has_every_message(language: str) -> None:
    english, own = set(texts(SOURCE)), set(texts(language))
    assert sorted(english - own) == [], f"{language} lacks these"
    assert sorted(own - english) == [], f"{language} has these, English not"


@pytest.mark.parametrize("language", OTHERS)
def test_every_message_reads_the_variables_of_the_english(language: str) -> None:
    """The same ``$variables`` as the English text; ``role`` (who the text is about) may be
    missing where the language needs no variants for it, but where it has variants the
    English reads it too (the code passes it to the texts about a player)."""
    english = texts(SOURCE)
    differ = {}
    for message, variables in texts(language).items():
        wanted = english.get(message)
        if wanted is None:
            continue
        own = variables if "role" in variables else variables | (wanted & {"role"})
        if own != wanted:
            differ[message] = (sorted(wanted), sorted(variables))
    assert differ == {}, f"{language}: (English, {language})"
