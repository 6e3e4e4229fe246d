"""Text that comes from outside (files, the command line, a text field) made safe to keep,
save and show.

- :func:`check_name` is the one rule for a player's name, used by :class:`Settings` so that
  every entry point (command line, set-up field, remembered set-up, records) refuses the
  same names with the same one-line message.
- :func:`printable` escapes what a terminal would act on (escape sequences, carriage
  returns, bells) and what it cannot encode (lone surrogates), for text read from a file
  and printed by the command line.
- :func:`shown` quotes a value in an error message, shortened: a 10 MB face string must not
  become a 10 MB line on standard error.
"""

from __future__ import annotations

import unicodedata

from figures.core.errors import SettingsError

#: The longest player name: room for it in the scores panel, the log and the end screen.
MAX_NAME_LENGTH = 40
#: How much of a bad value an error message quotes.
SHOWN_LENGTH = 40


def shown(value: object, limit: int = SHOWN_LENGTH) -> str:
    """``repr(value)``, shortened to about ``limit`` characters with "..." (for messages).

    ``repr`` escapes control characters and lone surrogates, so the result is safe to print.
    Long strings are cut before ``repr`` (a huge value is never copied whole).
    """
    if isinstance(value, str) and len(value) > limit:
        return repr(value[: max(1, limit - 3)]) + "..."
    try:
        text = repr(value)
    except ValueError:  # an integer beyond Python's limit on digits for text
        digits = int(value.bit_length() * 0.30103) if isinstance(value, int) else 0
        return f"a whole number of about {digits} digits"
    return text if len(text) <= limit else text[: max(1, limit - 3)] + "..."


def _unsafe(char: str) -> bool:
    """A character a terminal acts on or cannot encode: controls (C0, DEL, C1), lone
    surrogates, and the bidirectional overrides that reorder what follows them."""
    category = unicodedata.category(char)
    return category in ("Cc", "Cs") or char in _BIDI_CONTROLS


_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def printable(text: str, limit: int | None = None) -> str:
    """``text`` with every control character, lone surrogate and bidirectional override
    written as an escape (``\\x1b``, ``\\ud800``), so that printing it cannot move the
    cursor, clear the screen, retitle the window or fail to encode; cut to ``limit``
    characters with "..." when given."""
    if limit is not None and len(text) > limit:
        text = text[: max(1, limit - 3)] + "..."
    if not any(_unsafe(c) for c in text):
        return text
    return "".join(
        c if not _unsafe(c) else c.encode("unicode_escape").decode("ascii") for c in text
    )


def check_name(
    name: object,
    what: str = "a player's name",
    limit: int = MAX_NAME_LENGTH,
    field: str | None = None,
) -> str:
    """``name`` stripped of surrounding spaces, or a SettingsError whose message says why it
    cannot be a player's name: not text, empty, longer than ``limit``, with a
    control character or not valid Unicode text (a lone surrogate, as undecodable bytes on
    the command line become). The error names ``field`` and its reason (``type``, ``empty``,
    ``long``, ``control``)."""
    if not isinstance(name, str):
        raise SettingsError(
            f"{what} must be text, not {shown(name)}", field, reason="type", value=name
        )
    cleaned = name.strip()
    if not cleaned:
        raise SettingsError(f"{what} is empty", field, reason="empty", value=name)
    if len(cleaned) > limit:  # before looking at every character of a huge one
        raise SettingsError(
            f"{what} is longer than {limit} characters ({len(cleaned)}): {shown(cleaned)}",
            field,
            reason="long",
            value=cleaned,
            high=limit,
        )
    for char in cleaned:
        category = unicodedata.category(char)
        if category == "Cs":
            raise SettingsError(
                f"{what} is not valid text (undecodable bytes or a lone surrogate): "
                f"{shown(cleaned)}",
                field,
                reason="control",
                value=cleaned,
            )
        if category == "Cc" or char in _BIDI_CONTROLS:
            raise SettingsError(
                f"{what} has a control character: {shown(cleaned)}",
                field,
                reason="control",
                value=cleaned,
            )
    return cleaned
