"""The players' default names follow the window's language, whichever language they were
written in: the set-up's ("You", "Computer", "Seat 3") and those ``figures play`` gives seats
without ``--names`` ("Player 2", "Computer 2 (medium)"); a typed name is kept as it is."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from figures.app.names import default_name
from figures.cli.settings import seat_names
from figures.texts.i18n import set_language


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def test_the_command_lines_default_names_are_said_in_french() -> None:
    names = seat_names(["human", "medium", "hard"], None)
    assert names == ["You", "Computer 2 (medium)", "Computer 3 (hard)"]
    set_language("fr")
    assert [default_name(n) for n in names] == [
        "Vous",
        "Ordinateur 2 (moyen)",
        "Ordinateur 3 (difficile)",
    ]
    several = seat_names(["human", "human", "random"], None)
    assert [default_name(n) for n in several] == ["Joueur 1", "Joueur 2", "Ordinateur 3 (hasard)"]
    set_language("en")
    assert default_name("Ordinateur 3 (difficile)") == "Computer 3 (hard)"
    assert default_name("Place 4") == "Seat 4" and default_name("Joueur 2") == "Player 2"


def test_a_typed_name_is_kept() -> None:
    set_language("fr")
    for name in ("Ada", "Computer 2 (strong)", "Player one", "Computerless"):
        assert default_name(name) == name
