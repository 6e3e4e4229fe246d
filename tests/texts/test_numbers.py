"""Numbers, percentages and dates as a player of each language reads them, through Babel
(figures.texts.i18n): grouping by the locale's rule, its decimal sign, the typographic minus,
halves as "½"; the same in the texts that receive a number; and an identifier (a process's
id) passed as its text, never grouped. English and French by the current language, Spanish
(no catalogue needed) by an explicit locale."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from fractions import Fraction

import pytest

from figures.texts.i18n import (
    MINUS,
    date_text,
    datetime_text,
    decimal_text,
    locale_of,
    number_text,
    percent_text,
    set_language,
    signed_text,
    tr,
)

NNBSP = "\u202f"  # (the thin no-break space: French groups and its "%")
NBSP = "\u00a0"


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    try:
        yield
    finally:
        set_language("en")


def test_whole_numbers_are_grouped_by_the_language_s_rule(french: None) -> None:
    assert number_text(1234, "en") == "1,234" and number_text(1234567, "en") == "1,234,567"
    assert number_text(1234) == f"1{NNBSP}234"  # (the current language: French)
    assert number_text(12) == "12" and number_text(0) == "0"
    # Spanish groups from five digits only (CLDR's minimum grouping digits), with a point.
    assert number_text(1234, "es") == "1234"
    assert number_text(12345, "es") == "12.345" and number_text(1234567, "es") == "1.234.567"
    # Latin American Spanish is not Spain's: a comma, from four digits.
    assert number_text(1234, "es_MX") == "1,234"


def test_negative_numbers_take_the_typographic_minus() -> None:
    assert MINUS == "\u2212"
    for code in ("en", "fr", "es"):
        assert number_text(-3, code) == "−3"
        assert decimal_text(-0.5, 1, code) in ("−0.5", "−0,5")
        assert percent_text(-0.05, 0, code).startswith("−5")
        assert "-" not in number_text(-1234567, code)
    assert number_text(-12345, "fr") == f"−12{NNBSP}345"
    assert signed_text(-2) == "−2" and signed_text(5) == "+5" and signed_text(0, "+0") == "+0"
    assert decimal_text(-0.04, 1, "en") == "0"  # (nothing left to be negative)


def test_halves_are_written_as_a_half(french: None) -> None:
    assert number_text(Fraction(25, 2)) == "12½"
    assert number_text(Fraction(1, 2)) == "½" and number_text(Fraction(-1, 2)) == "−½"
    assert number_text(Fraction(-25, 2)) == "−12½"
    assert number_text(Fraction(24691, 2), "en") == "12,345½"
    assert number_text(Fraction(2469, 2), "es") == "1234½"
    assert number_text(Fraction(4, 2)) == "2"  # (a whole number, though a Fraction)
    assert number_text(Fraction(1, 3), "en") == "0.33"  # (another fraction: two decimals)
    assert number_text(Fraction(1, 3)) == "0,33"
    assert signed_text(Fraction(1, 2)) == "+½"


def test_decimals_by_the_language_s_sign(french: None) -> None:
    assert decimal_text(62.5, 1, "en") == "62.5" and decimal_text(62.5) == "62,5"
    assert decimal_text(62.5, 1, "es") == "62,5"
    assert decimal_text(62.0) == "62" and decimal_text(62.04) == "62"  # (no trailing zero)
    assert decimal_text(2 / 3, 2, "en") == "0.67" and decimal_text(2 / 3, 0, "en") == "1"
    assert decimal_text(1234.5, 1, "en") == "1,234.5" and decimal_text(1234.5) == f"1{NNBSP}234,5"
    assert decimal_text(1234.5, 1, "es") == "1234,5"
    assert decimal_text(12345.67, 1, "es") == "12.345,7"


def test_percentages(french: None) -> None:
    assert percent_text(0.62, 0, "en") == "62%" and percent_text(0.625, 1, "en") == "62.5%"
    assert percent_text(0.62) == f"62{NNBSP}%"  # (French: a thin no-break space)
    assert percent_text(0.625, 1) == f"62,5{NNBSP}%"
    assert percent_text(0.62, 0, "es") == f"62{NBSP}%"  # (Spanish: CLDR's no-break space)
    assert percent_text(0.625, 1, "es") == f"62,5{NBSP}%"
    assert percent_text(0.6) == f"60{NNBSP}%" and percent_text(0.6, 1) == f"60{NNBSP}%"
    assert percent_text(1, 0, "en") == "100%" and percent_text(0, 0, "en") == "0%"
    assert percent_text(123.45, 0, "en") == "12,345%"
    assert percent_text(Fraction(5, 8), 1, "en") == "62.5%"


def test_dates_by_the_language() -> None:
    day = date(2026, 12, 2)
    assert date_text(day, "en") == "Dec 2, 2026"
    assert date_text(day, "fr") == "2 déc. 2026"
    assert date_text(day, "es") == "2 dic 2026"
    moment = datetime(2026, 12, 2, 15, 4, 30)
    assert date_text(moment, "fr") == "2 déc. 2026"
    assert datetime_text(moment, "en") == f"Dec 2, 2026, 3:04{NNBSP}PM"
    assert datetime_text(moment, "fr") == "2 déc. 2026, 15:04"
    assert datetime_text(moment, "es") == "2 dic 2026, 15:04"
    # An aware moment is shown in the computer's own time.
    aware = moment.replace(tzinfo=timezone(timedelta(hours=5)))
    local = aware.astimezone().replace(tzinfo=None)
    assert datetime_text(aware, "fr") == datetime_text(local, "fr")
    assert datetime_text(datetime(2026, 12, 2, 0, 0, tzinfo=UTC), "fr").count(":") == 1


def test_the_locale_follows_the_current_language(french: None) -> None:
    assert locale_of().language == "fr" and locale_of("es").language == "es"
    assert locale_of("pt-BR").territory == "BR"
    set_language("en")
    assert number_text(1234) == "1,234" and percent_text(0.5) == "50%"
    assert date_text(date(2026, 1, 5)) == "Jan 5, 2026"


def test_numbers_passed_to_a_text_are_written_by_its_language(french: None) -> None:
    assert tr("points", n=12345) == f"12{NNBSP}345 points"
    assert tr("points", n=-1) == "−1 point"
    assert tr("points", n=Fraction(3, 2)) == "1½ point"  # (French: 1.5 is singular)
    assert tr("points", n=1.5) == "1,5 point"
    set_language("en")
    assert tr("points", n=12345) == "12,345 points"
    assert tr("points", n=-1) == "−1 point" and tr("points", n=-2) == "−2 points"
    assert tr("points", n=Fraction(25, 2)) == "12½ points"
    assert tr("points", n=1.5) == "1.5 points"


def test_an_identifier_is_passed_as_its_text() -> None:
    # A process's id names it: never "12,345".
    assert tr("slot.busy.who", pid=str(12345)) == " (process 12345)"
    assert tr("slot.busy.who", pid=12345) == " (process 12,345)"  # (what the str avoids)


def test_the_volume_is_a_percentage_written_by_the_game(french: None) -> None:
    assert tr("sound.volume.value", percent=percent_text(0.8)) == f"80{NNBSP}%"
    set_language("en")
    assert tr("sound.volume.value", percent=percent_text(0.8)) == "80%"
