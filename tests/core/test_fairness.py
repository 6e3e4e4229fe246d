"""The deal's commitment (figures/core/fairness.py): the hash of the scheme's fixed layout, kept
stable by golden values; a commitment that does not open to the seed and salt revealed is
said in one line; a ``fairness`` field of the wrong form is refused with one line naming the
field; the field attached to a record's JSON."""

from __future__ import annotations

import hashlib
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from figures.core.errors import RecordError
from figures.core.fairness import (
    FIELD,
    SCHEME,
    Fairness,
    commitment,
    new_salt,
    verify,
    with_fairness,
)

SALT = "ab" * 32

#: Commitments of the scheme sha256-v1, worked out once: a change of the layout changes them,
#: and every commitment a server published before the change would then fail.
GOLDEN = [
    (1234, SALT, "f3fe162b9f53862632b8ab901c0789f6f79dc35f3c3c4c81ba40bb933763f32b"),
    (0, "00" * 32, "69d2f3b2f7c4b0e08ad779823f0fd28dd2455151fda74c24b6c30751ce471d77"),
    (-7, "ff" * 32, "b0dafe602142adb035c95229bbf98509dbdfcd93a4b7446a996ca96487e5ca04"),
]


@pytest.mark.parametrize(("seed", "salt", "digest"), GOLDEN)
def test_the_commitment_is_a_stable_hash_of_the_documented_layout(
    seed: int, salt: str, digest: str
) -> None:
    assert commitment(seed, salt) == digest
    layout = b"figures-deal-v1\0" + salt.encode() + b"\0" + str(seed).encode()
    assert hashlib.sha256(layout).hexdigest() == digest


def test_a_salt_is_32_fresh_random_bytes_in_hex() -> None:
    salts = {new_salt() for _ in range(20)}
    assert len(salts) == 20
    assert all(re.fullmatch("[0-9a-f]{64}", s) for s in salts)


@given(st.integers(-(10**30), 10**30))
def test_a_commitment_opened_by_its_own_seed_and_salt_verifies(seed: int) -> None:
    f = Fairness.reveal(seed, SALT)
    assert verify(f) == []
    assert Fairness.from_json(f.to_json()) == f


def test_a_commitment_binds_the_seed_and_the_salt() -> None:
    f = Fairness.reveal(1234, SALT)
    for other in (Fairness(f.commitment, SALT, 1235), Fairness(f.commitment, "cd" * 32, 1234)):
        (problem,) = verify(other)
        assert problem.startswith(f"the commitment {f.commitment} is not the hash of seed")
        assert commitment(other.seed, other.salt) in problem
        assert "\n" not in problem
    # the zero byte keeps the salt's digits and the seed's apart
    assert commitment(12, SALT + "3") != commitment(123, SALT)


def test_the_field_as_records_write_it() -> None:
    f = Fairness.reveal(1234, SALT)
    assert f.to_json() == {
        "scheme": SCHEME,
        "commitment": GOLDEN[0][2],
        "salt": SALT,
        "seed": 1234,
    }
    record: dict[str, Any] = {"format": "x", "version": 1, FIELD: {"old": 1}}
    attached = with_fairness(record, f)
    assert list(attached) == ["format", "version", FIELD]
    assert attached[FIELD] == f.to_json()
    assert record[FIELD] == {"old": 1}  # the record given is left as it was


def _field(**changes: Any) -> dict[str, Any]:
    data = Fairness.reveal(1234, SALT).to_json()
    for key, value in changes.items():
        if value is _MISSING:
            del data[key]
        else:
            data[key] = value
    return data


_MISSING = object()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("sha", "game.json: fairness: expected an object, found 'sha'"),
        (_field(extra=1), "game.json: fairness: unknown field 'extra'"),
        (_field(salt=_MISSING), "game.json: fairness: missing field 'salt'"),
        (_field(scheme="md5"), "game.json: fairness.scheme: unknown scheme 'md5'"),
        (_field(salt="xyz"), "game.json: fairness.salt: expected 64 lowercase hex digits"),
        (_field(salt="AB" * 32), "game.json: fairness.salt: expected 64 lowercase hex digits"),
        (_field(commitment=7), "game.json: fairness.commitment: expected 64 lowercase hex"),
        (_field(commitment="0" * 63), "game.json: fairness.commitment: expected 64"),
        (_field(seed="1234"), "game.json: fairness.seed: expected a whole number, found '1234'"),
        (_field(seed=True), "game.json: fairness.seed: expected a whole number, found True"),
        (_field(seed=1.5), "game.json: fairness.seed: expected a whole number, found 1.5"),
        (_field(seed=10**5000), "game.json: fairness.seed: expected a whole number, found a "),
    ],
)
def test_a_field_of_the_wrong_form_is_refused_in_one_line(data: Any, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        Fairness.from_json(data, "game.json")
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)
    assert len(str(caught.value)) < 200
