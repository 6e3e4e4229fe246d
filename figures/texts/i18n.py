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

Numbers passed to a text are written as a player of its language reads them, through Babel
(:func:`number_text`): the digits grouped by the language's rule ("1,234", "1 234", and in
Spanish "1234" but "12.345"), its decimal sign ("62.5", "62,5"), the typographic minus, halves
as "½". :func:`decimal_text`, :func:`percent_text`, :func:`date_text` and
:func:`datetime_text` write the other figures a screen shows. A number that names something
(a deal's seed, a process, a version) is no quantity: it is passed as its text, ungrouped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from copy import copy
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from functools import cache, lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Final

from babel import Locale
from babel.core import get_global
from babel.dates import format_date, format_time, get_datetime_format
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentFloat, FluentInt, FluentNone, FluentType
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser, FluentSerializer, ast

#: The folder of the catalogues, one sub-folder per language.
LOCALES: Final[Traversable] = resources.files("figures.texts").joinpath("locales")
#: The language every text exists in, and that a missing text falls back on.
SOURCE: Final = "en"
#: The message of each catalogue that names its language in that language ("Français").
NAME_MESSAGE: Final = "language-name"


class UnknownText(KeyError):
    """A key no catalogue has."""


class _Bundle(FluentBundle):
    """Fluent's bundle, but the fields given as Fluent's types keep their own: its
    ``format_pattern`` makes every ``int`` a plain ``FluentInt`` again (written "-1" and
    "12.5", not by :func:`number_text`)."""

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        fields = {
            name: value if isinstance(value, FluentType) else native_to_fluent(value)
            for name, value in (args or {}).items()
        }
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self, current=CurrentEnvironment(args=fields), errors=errors
        )
        try:
            result = pattern(env)
        except ValueError as e:  # (as Fluent's own: a message too long)
            errors.append(e)
            result = "{???}"
        return result, errors


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

    def add(self, resource: ast.Resource, file: str, *, replace: bool = False) -> None:
        """The messages of a parsed catalogue file, known by ``file``'s name (a message
        already there kept, unless ``replace``)."""
        self.bundle.add_resource(resource, allow_overrides=replace)
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                self.variables[entry.id.name] = frozenset(_variables(entry))
                self.files[entry.id.name] = file
                written = _SERIALIZER.serialize_entry(entry).split("=", 1)[1]
                self.sources[entry.id.name] = written.strip()


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


def locale_file(language: str, name: str) -> Traversable | None:
    """A file of a language's folder beside its catalogues (its rules page ``rules.md``), or
    None when the language has none."""
    found = LOCALES.joinpath(language, name)
    return found if found.is_file() else None


def catalogue_files(language: str) -> list[Traversable]:
    folder = LOCALES.joinpath(language)
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name)


@cache
def catalogue(language: str) -> Catalogue:
    """The texts of ``language``, read once from its catalogue files."""
    bundle = _Bundle([language], functions=HOOKS.get(language, {}), use_isolating=False)
    found = Catalogue(language, bundle)
    parser = FluentParser(with_spans=False)
    for source in catalogue_files(language):
        found.add(parser.parse(source.read_text("utf-8")), source.name.removesuffix(".ftl"))
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
        return number_text(int(self), locale)


class _Float(FluentFloat):
    """A number that is not whole, passed to a text: Fluent chooses its plural form by the
    float, and it is written exactly (a half as "½", a float to three decimals at most)."""

    value: Fraction | float | Decimal

    def format(self, locale: Locale) -> str:
        if isinstance(self.value, Fraction):
            return number_text(self.value, locale)
        return decimal_text(self.value, 3, locale)


def _float(value: Fraction | float | Decimal) -> _Float:
    number = _Float(float(value))
    number.value = value
    return number


def _argument(value: object) -> object:
    """A field as Fluent takes it: numbers stay numbers (the plural forms choose by them),
    written as :func:`number_text` writes them in the catalogue's language; anything else as
    its text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return _Int(value)
    if isinstance(value, Fraction) and value.denominator == 1:
        return _Int(int(value))
    if isinstance(value, (Fraction, float, Decimal)):
        return _float(value)
    if isinstance(value, FluentNone):
        return value
    return str(value)


#: The texts made lately, by language, key and fields: a screen asks for the same texts every
#: frame, and Fluent takes tens of microseconds to make one (a number written by Babel).
_MADE: dict[tuple[object, ...], str] = {}
_MADE_AT_MOST: Final = 8192


def _name(field: tuple[str, object]) -> str:
    return field[0]


def tr(key: str, **fields: object) -> str:
    """The text of ``key`` in the current language, its fields filled in (and the keys'
    names, ``$key_X``, from :data:`KEY_NAMES`); ``role`` is ``other`` unless given."""
    # (each field's type too: 1.5 and Fraction(3, 2) are equal keys but written "1,5" and "1½")
    memo: tuple[object, ...] | None = (
        CURRENT.language,
        key,
        *((name, type(value), value) for name, value in sorted(fields.items(), key=_name)),
    )
    try:
        made = _MADE.get(memo)  # type: ignore[arg-type]
    except TypeError:  # (a field that cannot be a key: made each time)
        memo, made = None, None
    if made is not None:
        return made
    text = _made(key, fields)
    if memo is not None:
        if len(_MADE) >= _MADE_AT_MOST:
            _MADE.clear()
        _MADE[memo] = text
    return text


def _made(key: str, fields: dict[str, object]) -> str:
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


#: The minus sign of every number shown, whatever the language's own (most have "-").
MINUS: Final = "\u2212"
#: The languages where Unicode CLDR groups a number's digits from five of them only (its
#: ``minimumGroupingDigits``, which Babel's data lack): Spanish writes "1234" but "12.345".
#: A regional locale not listed takes its parent's (Latin American Spanish groups from four).
MIN_GROUPING: Final = {"bg": 2, "es": 2, "es_419": 1, "pl": 2, "pt_PT": 2}
#: The space before the percent sign where the game's typography is not CLDR's: French sets
#: the thin no-break space (U+202F) there, as before ";", "?" and "!" in its catalogues.
PERCENT_SPACE: Final = {"fr": "\u202f"}

#: A locale, or a language's code ("fr", "es", "pt_BR"); None for the current language.
LocaleLike = Locale | str | None


def locale_of(locale: LocaleLike = None) -> Locale:
    """Babel's locale for a language code (any Babel knows, with or without a catalogue), the
    current language's when none is given."""
    if isinstance(locale, Locale):
        return locale
    return _parse_locale(locale or CURRENT.language)


@cache
def _parse_locale(code: str) -> Locale:
    return Locale.parse(code.replace("-", "_"))


@cache
def _min_grouping(locale: Locale) -> int:
    code = str(locale)
    parents: Mapping[str, str] = get_global("parent_exceptions")
    while code:
        if code in MIN_GROUPING:
            return MIN_GROUPING[code]
        code = parents.get(code) or code.rpartition("_")[0]
    return 1


def _decimal(value: int | float | Fraction | Decimal) -> Decimal:
    if isinstance(value, Fraction):
        return Decimal(value.numerator) / Decimal(value.denominator)
    if isinstance(value, float):
        return Decimal(repr(value))
    return Decimal(value)


def _rounded(value: Decimal, places: int) -> Decimal:
    return value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


@lru_cache(maxsize=4096)  # (the screens write their figures again at every frame)
def _written(value: Decimal, places: int, locale: Locale, *, percent: bool = False) -> str:
    """``value`` (rounded, not negative) by the locale's decimal or percent pattern: at most
    ``places`` decimals, the digits grouped as the locale groups them."""
    formats = locale.percent_formats if percent else locale.decimal_formats
    pattern = copy(formats[None])
    pattern.frac_prec = (0, places)
    shown = value * 100 if percent else value
    grouped = shown >= 10 ** (2 + _min_grouping(locale))
    return str(pattern.apply(value, locale, group_separator=grouped))


def _signed_body(value: Decimal, body: str) -> str:
    return MINUS + body if value < 0 else body


def number_text(value: int | Fraction, locale: LocaleLike = None) -> str:
    """Points as written for a player in the language of ``locale`` (the current one if
    none): a whole number or a half ("12", "12½", "½", "1,234", "1 234"), a negative one with
    the typographic minus ("−3", "−½"); another fraction with two decimals at most."""
    where = locale_of(locale)
    if isinstance(value, Fraction) and value.denominator not in (1, 2):
        return decimal_text(value, 2, where)
    if value < 0:
        return MINUS + number_text(-value, where)
    whole = _written(Decimal(int(value)), 0, where)
    if isinstance(value, Fraction) and value.denominator == 2:
        return f"{whole}½" if int(value) else "½"
    return whole


def decimal_text(
    value: int | float | Fraction | Decimal, places: int = 1, locale: LocaleLike = None
) -> str:
    """A figure with ``places`` decimals at most, its trailing zeros left out, as the language
    of ``locale`` writes it ("62.5" and "62,5"; "62"; "1,234.5"), the typographic minus if
    negative ("−0.5")."""
    where = locale_of(locale)
    rounded = _rounded(_decimal(value), places)
    return _signed_body(rounded, _written(abs(rounded), places, where))


def percent_text(
    ratio: int | float | Fraction | Decimal, places: int = 0, locale: LocaleLike = None
) -> str:
    """A ratio as a percentage with ``places`` decimals at most ("62%" in English, "62 %" with
    a thin no-break space in French, "62 %" with a no-break space in Spanish; "62,5 %")."""
    where = locale_of(locale)
    rounded = _rounded(_decimal(ratio) * 100, places)
    body = _written(abs(rounded) / 100, places, where, percent=True)
    space = PERCENT_SPACE.get(where.language)
    if space:
        body = body.replace("\u00a0%", space + "%").replace(" %", space + "%")
    return _signed_body(rounded, body)


def _local(moment: datetime) -> datetime:
    """A moment in the computer's time zone, as a naive one (Babel writes a naive time as it
    is)."""
    return moment.astimezone().replace(tzinfo=None) if moment.tzinfo is not None else moment


def date_text(moment: date, locale: LocaleLike = None) -> str:
    """A day as the language writes it, with its month's short name ("Dec 2, 2026",
    "2 déc. 2026", "2 dic 2026"); a datetime's day in the computer's time zone."""
    day = _local(moment) if isinstance(moment, datetime) else moment
    return str(format_date(day, "medium", locale=locale_of(locale)))


def datetime_text(moment: datetime, locale: LocaleLike = None) -> str:
    """A day and its hour and minute as the language writes them ("Dec 2, 2026, 3:04 PM",
    "2 déc. 2026, 15:04"), in the computer's time zone."""
    where = locale_of(locale)
    local = _local(moment)
    pattern = str(get_datetime_format("medium", locale=where)).replace("'", "")
    day = str(format_date(local, "medium", locale=where))
    hour = str(format_time(local, "short", locale=where))
    return pattern.replace("{0}", hour).replace("{1}", day)


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
    registered while the program runs); :func:`reload` forgets them."""
    found = catalogue(language)
    _MADE.clear()
    found.add(FluentParser(with_spans=False).parse(source), "added", replace=True)


def reload() -> None:
    """Forget every catalogue read and text made: the next text reads :data:`LOCALES` again
    (a folder of catalogues changed or moved while the program runs)."""
    catalogue.cache_clear()
    _languages.cache_clear()
    _MADE.clear()


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
