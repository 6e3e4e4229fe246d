"""The classic screen's words for whose turn it is, in French for every kind of name ("vous",
a name, a name starting with a vowel, "Ordinateur"), and the All Fives count in a player's
words (no "L 4 + R 6"); from the presenter, with matches of the real engine."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from figures.classic.actions import Play
from figures.classic.settings import ClassicSettings
from figures.core.seats import PlayerSpec
from figures.texts.i18n import set_language, sources
from figures.texts.names import shown
from figures.ui.classic import presenter
from figures.ui.classic.match import ClassicMatch


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def match_of(first: str, second: str, kinds: tuple[str, str] = ("human", "medium")) -> ClassicMatch:
    players = (PlayerSpec(first, kinds[0]), PlayerSpec(second, kinds[1]))
    return ClassicMatch.new(ClassicSettings("draw", players, seed=2, first=0))


def to_seat(match: ClassicMatch, seat: int) -> None:
    while match.turn != seat:
        match.apply(match.legal()[0])


def test_no_french_turn_line_puts_a_bare_name_after_a(french: None) -> None:
    for key, text in sources("fr", "classic").items():
        assert not re.search(r"(^|\s)[àÀ] \{ \$name \}", text), key


def test_whose_turn_in_french_for_every_kind_of_name(french: None) -> None:
    for name, said in (
        ("Vous", "À vous\u00a0: choisissez un domino"),
        ("Bob", "Au tour de Bob\u00a0: choisissez un domino"),
        ("Ada", "Au tour d'Ada\u00a0: choisissez un domino"),
    ):
        match = match_of(name, "Eve", ("human", "human"))
        to_seat(match, 0)
        if match.plays() and not match.current.layout.empty:
            assert presenter.status(match) == said
        else:  # (the lead: the other form, with the same names)
            assert presenter.status(match).startswith(("À vous", "Bob ouvre", "Ada ouvre"))
    for name, said, thinking in (
        ("Ordinateur", "Au tour de l'ordinateur (moyen)", "L'ordinateur (moyen) réfléchit…"),
        ("Bob", "Au tour de Bob (moyen)", "Bob (moyen) réfléchit…"),
        ("Eve", "Au tour d'Eve (moyen)", "Eve (moyen) réfléchit…"),
    ):
        match = match_of("Vous", name)
        to_seat(match, 1)
        assert presenter.status(match) == said
        assert presenter.status(match, thinking=True) == thinking


def test_whose_turn_in_english(french: None) -> None:
    set_language("en")
    match = match_of("You", "Computer")
    to_seat(match, 1)
    assert presenter.status(match) == "Computer (medium) to play"  # (a name in English)
    match = match_of("You", "Bob")
    to_seat(match, 1)
    assert presenter.status(match) == "Bob (medium) to play"


def test_the_computers_train_and_its_hand_take_the_article(french: None) -> None:
    you, computer = shown("@you"), shown("@computer")  # (as the match shows them)
    assert presenter.end_words("p1", [you, computer]) == "le train de l'ordinateur"
    assert presenter.end_words("p1", [you, shown("Ada")]) == "le train d'Ada"
    assert presenter.end_words("p1", [you, "Ordinateur"]) == "le train d'Ordinateur"  # (typed)
    set_language("en")
    assert presenter.end_words("p1", [shown("@you"), shown("@computer")]) == "Computer's train"


def test_the_count_is_the_numbers_at_the_ends_added_up() -> None:
    match = ClassicMatch.new(
        ClassicSettings(
            "all-fives", (PlayerSpec("You"), PlayerSpec("Bob", "random")), seed=4, first=0
        )
    )
    for _ in range(8):
        plays = [a for a in match.legal() if isinstance(a, Play)] or match.legal()
        match.apply(plays[0])
        layout = match.current.layout
        written, total = presenter.layout_sum(layout)
        assert total == layout.fives_count()
        assert re.fullmatch(r"\d( \+ \d)*", written), written
        assert sum(int(t) for t in written.split(" + ")) == total
