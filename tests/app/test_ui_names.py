"""The players' default names are held as roles (:mod:`figures.texts.names`) and shown in the
reader's language: the set-up's ("You", "Computer", "Seat 3") and those ``figures play`` gives
seats without ``--names`` ("Player 2", "Computer 2 (medium)"); the names older files wrote in
English or French read as their roles; a typed name is kept as it is."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from figures.cli.common import UsageError
from figures.cli.settings import seat_names
from figures.core.errors import SettingsError
from figures.texts import i18n, names
from figures.texts.i18n import set_language, tr, trn
from figures.texts.names import Role, shown

#: Just enough Spanish for the default names (the test's own catalogue: a language needs
#: nothing but its catalogue for them).
SPANISH = """
setup-default-you = Tú
setup-default-computer = Computadora
setup-seat = Jugador { $n }
names-player = Jugador { $n }
names-computer = Computadora { $n } ({ $level })
names-computer-seat = Computadora { $n }
names-level-medium = medio
names-level-hard = difícil
top-turn =
    { $role ->
        [you] Te toca
       *[other] Turno de { $name }
    }
"""


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def spanish() -> Iterator[None]:
    """The current language a Spanish of the test's own (no such catalogue ships here)."""
    i18n.add_texts("es", SPANISH)
    i18n.CURRENT.language = "es"
    yield
    i18n.CURRENT.language = "en"
    i18n.catalogue.cache_clear()


def test_the_command_lines_default_names_are_roles_said_in_each_language() -> None:
    held = seat_names(["human", "medium", "hard"], None)
    assert held == ["@you", "@computer:2:medium", "@computer:3:hard"]
    assert [shown(n) for n in held] == ["You", "Computer 2 (medium)", "Computer 3 (hard)"]
    set_language("fr")
    assert [shown(n) for n in held] == ["Vous", "Ordinateur 2 (moyen)", "Ordinateur 3 (difficile)"]
    several = seat_names(["human", "human", "random"], None)
    assert several == ["@player:1", "@player:2", "@computer:3:random"]
    assert [shown(n) for n in several] == ["Joueur 1", "Joueur 2", "Ordinateur 3 (hasard)"]


def test_a_role_is_said_in_a_language_known_only_by_its_catalogue(spanish: None) -> None:
    assert shown("@you") == "Tú" and shown("@computer") == "Computadora"
    assert (
        shown("@seat:3") == "Jugador 3" and shown("@computer:2:hard") == "Computadora 2 (difícil)"
    )
    assert shown("@computer:2") == "Computadora 2"
    # (an older file's words too)
    assert shown("Vous") == "Tú" and shown("Computer 2 (medium)") == "Computadora 2 (medio)"
    assert trn("top.turn", shown("@you")) == "Te toca"
    assert trn("top.turn", shown("Ordinateur")) == "Turno de Computadora"
    assert trn("top.turn", "Tú") == "Turno de Tú"  # (the role comes with the name, not its words)


def test_the_role_reaches_the_texts_from_the_role_not_the_words() -> None:
    set_language("fr")
    you = shown("@you")
    assert you == "Vous" and you.role == "you"
    assert trn("top.turn", you) == tr("top.turn", name="Vous", role="you")
    assert trn("top.turn", you).startswith("À vous")
    assert not trn("top.turn", "Vous").startswith("À vous")  # (a plain text: another player)
    assert shown("@computer").role == "computer" and shown("@computer:2").role == "other"
    assert shown("Ada").role == "other"


def test_older_files_default_names_read_as_their_roles() -> None:
    legacy = {
        "You": "@you",
        "Vous": "@you",
        "Computer": "@computer",
        "Ordinateur": "@computer",
        "Computer 3": "@computer:3",
        "Ordinateur 3": "@computer:3",
        "Seat 3": "@seat:3",
        "Place 3": "@seat:3",
        "Joueur 3": "@player:3",
        "Player 2": "@player:2",
        "Computer 2 (medium)": "@computer:2:medium",
        "Ordinateur 2 (moyen)": "@computer:2:medium",
        "Ordinateur 3 (difficile)": "@computer:3:hard",
    }
    for name, token in legacy.items():
        found = names.role(name)
        assert found is not None and found.token == token, name
        assert names.key(name) == token and names.is_default(name)
    assert shown("Ordinateur 3 (difficile)") == "Computer 3 (hard)"
    assert shown("Place 4") == "Seat 4" and shown("Joueur 2") == "Player 2"
    set_language("fr")
    assert shown("You") == "Vous" and shown("Seat 3") == "Joueur 3"


def test_tokens_round_trip() -> None:
    made = [names.you(), names.seat(4), names.computer(), names.computer(3), names.player(2)]
    made.append(names.computer(2, "hard:samples=32"))
    for token in made:
        found = names.role(token)
        assert found is not None and found.token == token
    assert names.role("@computer:2:hard") == Role("computer", 2, "hard")
    assert shown("@computer:2:hard:samples=32") == "Computer 2 (hard:samples=32)"
    assert shown("@computer:2:hard", "hard") == "Computer 2"  # (the seat's own level: said once)


def test_a_typed_name_is_kept() -> None:
    set_language("fr")
    for name in ("Ada", "Computer 2 (strong)", "Player one", "Computerless", "@bogus", "@you:2"):
        assert shown(name) == name and names.role(name) is None
        assert shown(name).role == "other"
    assert names.key("  Ada   Lovelace ") == "Ada Lovelace"


def test_a_typed_name_may_not_begin_with_the_mark_of_the_roles() -> None:
    with pytest.raises(SettingsError) as caught:
        names.check_typed(" @you", "players[1]")
    assert caught.value.reason == "token" and caught.value.field == "players[1]"
    assert names.check_typed("Ada @ home") == "Ada @ home"
    with pytest.raises(UsageError, match="begins with '@'"):
        seat_names(["human", "medium"], "Ada,@computer")
    assert seat_names(["human", "medium"], "Ada, Bob") == ["Ada", "Bob"]
