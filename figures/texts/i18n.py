"""Every text the desktop game shows, in every language it ships, read from Fluent catalogues.

The texts are data: ``figures/texts/locales/<language>/*.ftl``, one folder per language, in
`Fluent <https://projectfluent.org/>`_'s syntax, which translators' tools read. A language is
a folder of catalogues (and, if it has them, its rules pages ``rules.md`` and
``rules-classic.md``): the game offers every folder it finds, named by the folder's own
``language-name`` message, so a new language needs no Python.

``tr("setup.seat", n=3)`` gives the text of a key in the current language with its fields
filled in. A key is written with dots in the code and with hyphens in the catalogues
(``setup.seat`` is the message ``setup-seat``), as Fluent's identifiers have no dots; a text
the current language lacks is the English one. What varies with the words is the catalogue's
business, through Fluent's selectors:

- a number's plural form by the language's own rule (Unicode CLDR's, through Babel): the
  code passes the number (``n=0``) and the message chooses (English "0 points", French
  "0 point"; 1.5 is "1.5 points" and "1,5 point");
- who a text is about (``role``: ``you``, the ``computer``, or ``other``, the default), for the
  texts that speak to the player ("Your turn") or of the computer ("l'ordinateur"): the
  role of a player's name comes with the name shown (:mod:`figures.texts.names`, :func:`trn`);
- French elision ("d'Ada", "qu'Ada"), the one grammar hook, a function of the French
  catalogue (``ELIDE("de", $name)``).

Numbers passed to a text are written as a player reads them (:func:`number_text`): the
typographic minus, halves as "½".
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Final

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentFloat, FluentInt, FluentNone
from fluent.syntax import FluentParser, FluentSerializer, ast

#: The folder of the catalogues, one sub-folder per language.
LOCALES: Final[Traversable] = resources.files("figures.texts").joinpath("locales")
#: The language every text exists in, and that a missing text falls back on.
SOURCE: Final = "en"
#: The message of each catalogue that names its language in that language ("Français").
NAME_MESSAGE: Final = "language-name"


class UnknownText(KeyError):
    """A key no catalogue has."""


@dataclass
class Catalogue:
    """One language's texts: its Fluent bundle and, for the tests, each message's variables."""

    language: str
    bundle: FluentBundle
    variables: dict[str, frozenset[str]] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)  # message id -> its catalogue's name
    sources: dict[str, str] = field(default_factory=dict)  # message id -> its Fluent source

    def has(self, message: str) -> bool:
        return self.bundle.has_message(message)


def _elide(word: object, name: object) -> str:
    """French elision before a name: "de Ada" is "d'Ada", "que Ana" "qu'Ana"."""
    word, name = str(word), str(name)
    if name[:1] in _FRENCH_VOWELS:
        return f"{word[:-1]}'{name}"
    return f"{word} {name}"


_FRENCH_VOWELS: Final = frozenset("AEIOUYÀÂÉÈÊËÎÏÔÛÜHaeiouyàâéèêëîïôûüh")
#: The grammar a language's catalogue calls as functions, by language (only French has one).
HOOKS: Final[dict[str, dict[str, Callable[..., Any]]]] = {"fr": {"ELIDE": _elide}}


def _variables(node: object) -> Iterator[str]:
    """The variables (``$name``) a Fluent message reads, anywhere in it."""
    if isinstance(node, ast.VariableReference):
        yield node.id.name
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _variables(child)


_SERIALIZER = FluentSerializer()


def catalogue_files(language: str) -> list[Traversable]:
    folder = LOCALES.joinpath(language)
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name)


@cache
def catalogue(language: str) -> Catalogue:
    """The texts of ``language``, read once from its catalogue files."""
    bundle = FluentBundle([language], functions=HOOKS.get(language, {}), use_isolating=False)
    found = Catalogue(language, bundle)
    parser = FluentParser(with_spans=False)
    for source in catalogue_files(language):
        resource = parser.parse(source.read_text("utf-8"))
        bundle.add_resource(resource)
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                found.variables[entry.id.name] = frozenset(_variables(entry))
                found.files[entry.id.name] = source.name.removesuffix(".ftl")
                written = _SERIALIZER.serialize_entry(entry).split("=", 1)[1]
                found.sources[entry.id.name] = written.strip()
    return found


@cache
def _languages() -> tuple[str, ...]:
    found = [f.name for f in LOCALES.iterdir() if f.is_dir() and catalogue_files(f.name)]
    return tuple(sorted(found, key=lambda code: (code != SOURCE, code)))


def languages() -> tuple[str, ...]:
    """The languages the catalogues hold, English first."""
    return _languages()


def language_name(code: str) -> str:
    """A language's name in that language, as its catalogue writes it ("Español")."""
    texts = catalogue(code)
    if texts.has(NAME_MESSAGE):
        value = texts.bundle.get_message(NAME_MESSAGE).value
        if value is not None:
            return str(texts.bundle.format_pattern(value)[0])
    return Locale.parse(code).get_display_name(code) or code


class Translator:
    """The current language; ``tr`` reads it."""

    def __init__(self, language: str = SOURCE) -> None:
        self.language = language

    def set(self, language: str) -> None:
        if language not in languages():
            known = ", ".join(languages())
            raise ValueError(f"unknown language {language!r} (known: {known})")
        self.language = language


CURRENT = Translator()


def set_language(language: str) -> None:
    CURRENT.set(language)


def language() -> str:
    return CURRENT.language


#: The keys of the desktop's key binding table by action (registered there,
#: :mod:`figures.ui.shell.keys`), each its name in the current language: a text says the key
#: of action ``X`` as the variable ``$key_X``, filled in by :func:`tr`.
KEY_NAMES: dict[str, Callable[[], str]] = {}


def message_id(key: str) -> str:
    """The catalogues' name of a key: ``setup.seat`` is ``setup-seat``."""
    return key.replace(".", "-")


def has_text(key: str) -> bool:
    """Whether the catalogues have a text for ``key`` (in English, so in every language)."""
    return catalogue(SOURCE).has(message_id(key))


class _Int(FluentInt):
    def format(self, locale: Locale) -> str:
        return number_text(int(self))


class _Float(FluentFloat):
    shown: str

    def format(self, locale: Locale) -> str:
        return self.shown


def _float(value: float, shown: str) -> _Float:
    number = _Float(value)
    number.shown = shown
    return number


def _argument(value: object) -> object:
    """A field as Fluent takes it: numbers stay numbers (the plural forms choose by them),
    written as :func:`number_text` writes them; anything else as its text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return _Int(value)
    if isinstance(value, Fraction):
        return (
            _Int(int(value)) if value.denominator == 1 else _float(float(value), number_text(value))
        )
    if isinstance(value, float):
        return _float(value, str(value))
    if isinstance(value, (Decimal, FluentNone)):
        return value
    return str(value)


def tr(key: str, **fields: object) -> str:
    """The text of ``key`` in the current language, its fields filled in (and the keys'
    names, ``$key_X``, from :data:`KEY_NAMES`); ``role`` is ``other`` unless given."""
    message = message_id(key)
    texts = catalogue(CURRENT.language)
    if not texts.has(message):
        texts = catalogue(SOURCE)
        if not texts.has(message):
            raise UnknownText(key)
    wanted = texts.variables[message]
    args: dict[str, Any] = {"role": "other"} if "role" in wanted else {}
    for name in wanted:
        if name.startswith("key_") and name not in fields and name[4:] in KEY_NAMES:
            args[name] = KEY_NAMES[name[4:]]()
    args.update((name, _argument(value)) for name, value in fields.items())
    pattern = texts.bundle.get_message(message).value
    if pattern is None:  # (a message with attributes only: none in our catalogues)
        raise UnknownText(key)
    text, errors = texts.bundle.format_pattern(pattern, args)
    if errors:
        raise KeyError(f"{key}: {'; '.join(str(e) for e in errors)}")
    return str(text)


def count_text(key: str, n: int) -> str:
    """``n`` things in words, in the plural form the language gives ``n`` ("1 point",
    "−1 point"; in French also "0 point")."""
    return tr(key, n=n)


def number_text(value: int | Fraction) -> str:
    """Points as written for a player: a whole number or a half ("12", "12½", "½"), a
    negative one with the typographic minus ("−3", "−½")."""
    if value < 0:
        return "\u2212" + number_text(-value)
    if isinstance(value, Fraction) and value.denominator != 1:
        whole = int(value)
        if value.denominator == 2:
            return f"{whole}½" if whole else "½"
        return f"{float(value):.2f}"
    return str(int(value))


def signed_text(value: int | Fraction, zero: str = "0") -> str:
    """Points won or lost: "+5", "−2", "+½"; ``zero`` for none ("0", or "+0" in a sum)."""
    if value == 0:
        return zero
    return number_text(value) if value < 0 else "+" + number_text(value)


def points_text(n: int) -> str:
    """``n`` points in words: "1 point", "4 points"."""
    return count_text("points", n)


def kind_forms(kind: str) -> list[str]:
    """A seat's kind in words, from the longest to the shortest that still says the level
    ("Computer: medium", "Comp. medium", "Medium"): a narrow button shows the first that
    fits."""
    forms = [kind_name(kind)]
    forms += [tr(k) for k in (f"kind.brief.{kind}", f"kind.level.{kind}") if has_text(k)]
    return forms


def kind_name(kind: str, *, short: bool = False) -> str:
    """A seat's kind in words ("Computer: medium", or "Medium computer" when ``short``);
    a kind the catalogue does not know is shown as it is."""
    key = f"kind.short.{kind}" if short else f"kind.{kind}"
    if not has_text(key):
        return kind_name(kind) if short and has_text(f"kind.{kind}") else kind
    return tr(key)


def trn(key: str, name: str, **fields: object) -> str:
    """``tr`` for a text about the player ``name``, as shown (:func:`figures.texts.names.shown`
    gives it): the catalogue's ``role`` variant for who the name is, which the shown name
    carries (``role``: the second person for the set-up's human, "the computer" for the only
    computer), never guessed from its words; any other text names another player."""
    return tr(key, name=name, role=getattr(name, "role", "other"), **fields)


def add_texts(language: str, source: str) -> None:
    """Messages added to a language's catalogue, in Fluent's syntax (the texts of a game
    registered while the program runs); ``catalogue.cache_clear()`` forgets them."""
    found = catalogue(language)
    resource = FluentParser(with_spans=False).parse(source)
    found.bundle.add_resource(resource, allow_overrides=True)
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            found.variables[entry.id.name] = frozenset(_variables(entry))
            found.files[entry.id.name] = "added"
            found.sources[entry.id.name] = _SERIALIZER.serialize_entry(entry).split("=", 1)[1]


def texts(language: str) -> Mapping[str, frozenset[str]]:
    """Every message of a language's catalogues and the variables it reads (for the tests)."""
    return catalogue(language).variables


def sources(language: str, file: str | None = None) -> dict[str, str]:
    """Each message of a language as its catalogue writes it (Fluent's source, the
    comments left out), by id; only those of the catalogue ``file`` ("classic") if given."""
    found = catalogue(language)
    return {
        message: text
        for message, text in found.sources.items()
        if file is None or found.files[message] == file
    }
