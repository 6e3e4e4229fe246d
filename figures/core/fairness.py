"""The deal of an online game, fair by construction: a commitment to the seed, published before
the first deal and opened after the game.

At the start of a game the table server draws a secret salt (:func:`new_salt`) and publishes
:func:`commitment` of the game's seed and that salt; nobody can work the seed out from it,
and the server can no longer choose another seed without the commitment showing it. When the
game ends the server reveals the seed and the salt, and every player's record carries the
three in its ``fairness`` field (docs/notation.md, "The deal's commitment")::

    "fairness": {"scheme": "sha256-v1", "commitment": "<64 hex digits>",
                 "salt": "<64 hex digits>", "seed": 1234}

Anyone then checks that the commitment is the hash of the revealed seed and salt
(:func:`verify`), and that the deals the record lists are the ones that seed gives (the
games' layer, :func:`figures.games.check_fairness`).

The scheme ``sha256-v1`` hashes, with SHA-256, the bytes

    ``b"figures-deal-v1\\0"`` + the salt (its hex digits, UTF-8) + ``b"\\0"`` + the seed in
    decimal (ASCII, a ``-`` before a negative seed)

and writes the digest as 64 lowercase hex digits. The prefix names the scheme, so that a hash
made for another purpose is never mistaken for a deal's commitment; the zero bytes keep the
salt and the seed apart (neither holds one). The layout never changes: another layout would
be another scheme.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Any

from figures.core.errors import RecordError
from figures.core.text import shown
from figures.core.values import is_whole

#: The name of the scheme this module writes and reads.
SCHEME = "sha256-v1"
#: The record's top-level field that carries the commitment.
FIELD = "fairness"
#: The fields of :data:`FIELD`, in the order they are written.
FIELDS = ("scheme", "commitment", "salt", "seed")
#: What the hash covers before the salt: the scheme's name and a zero byte.
PREFIX = b"figures-deal-v1\0"
#: The bytes of a salt (:func:`new_salt` writes each as two hex digits).
SALT_BYTES = 32
#: The most digits a revealed seed has (a seed of the app has at most 19; Python refuses to
#: write a number of more than 4,300 digits in decimal).
MAX_SEED_DIGITS = 100

_HEX = frozenset("0123456789abcdef")


def new_salt() -> str:
    """A fresh secret salt: :data:`SALT_BYTES` random bytes from :mod:`secrets`, written as
    64 lowercase hex digits."""
    return secrets.token_hex(SALT_BYTES)


def commitment(seed: int, salt: str) -> str:
    """The commitment to ``seed`` under ``salt`` in the scheme ``sha256-v1`` (the layout is
    in the module's docstring): 64 lowercase hex digits."""
    data = PREFIX + salt.encode("utf-8", "surrogatepass") + b"\0" + str(seed).encode("ascii")
    return hashlib.sha256(data).hexdigest()


def _is_hex(value: object, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and set(value) <= _HEX


@dataclass(frozen=True, slots=True)
class Fairness:
    """A deal's commitment and what opens it: the salt and the seed revealed after the game."""

    commitment: str
    salt: str
    seed: int

    @classmethod
    def reveal(cls, seed: int, salt: str) -> Fairness:
        """The commitment to ``seed`` under ``salt``, with both: what a server that dealt from
        ``seed`` publishes (the commitment at the start, the rest at the end)."""
        return cls(commitment(seed, salt), salt, seed)

    def to_json(self) -> dict[str, Any]:
        """The record's ``fairness`` field."""
        return {
            "scheme": SCHEME,
            "commitment": self.commitment,
            "salt": self.salt,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Any, source: str = "record") -> Fairness:
        """A record's ``fairness`` field read back; a RecordError, one line naming the field
        (``game.json: fairness.salt: expected 64 lowercase hex digits, found 'xyz'``), for a
        field that is missing, unknown or of the wrong form. Whether the commitment matches is
        :func:`verify`'s question, not this one's."""
        where = f"{source}: {FIELD}"
        if not isinstance(data, dict):
            raise RecordError(f"{where}: expected an object, found {shown(data)}")
        for key in data:
            if key not in FIELDS:
                raise RecordError(f"{where}: unknown field {shown(key)}")
        for key in FIELDS:
            if key not in data:
                raise RecordError(f"{where}: missing field {key!r}")
        if data["scheme"] != SCHEME:
            raise RecordError(
                f"{where}.scheme: unknown scheme {shown(data['scheme'])} (this build reads "
                f"{SCHEME!r})"
            )
        digits = 2 * SALT_BYTES
        for key, length in (("commitment", 64), ("salt", digits)):
            if not _is_hex(data[key], length):
                raise RecordError(
                    f"{where}.{key}: expected {length} lowercase hex digits, "
                    f"found {shown(data[key])}"
                )
        seed = data["seed"]
        if not is_whole(seed) or abs(seed) >= 10**MAX_SEED_DIGITS:
            raise RecordError(f"{where}.seed: expected a whole number, found {shown(seed)}")
        return cls(data["commitment"], data["salt"], seed)


def verify(f: Fairness) -> list[str]:
    """What is wrong with a commitment and its opening ([] when the commitment is the hash of
    the revealed seed and salt)."""
    expected = commitment(f.seed, f.salt)
    if expected == f.commitment:
        return []
    return [
        f"the commitment {f.commitment} is not the hash of seed {f.seed} and the salt revealed "
        f"(they hash to {expected})"
    ]


def with_fairness(record: dict[str, Any], f: Fairness) -> dict[str, Any]:
    """A copy of ``record`` (a record's JSON, of either family) carrying ``f`` as its
    ``fairness`` field, written last; any ``fairness`` field it had is replaced."""
    copy = {key: value for key, value in record.items() if key != FIELD}
    copy[FIELD] = f.to_json()
    return copy
