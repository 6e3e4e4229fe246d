"""The set-up's offer to resume an unfinished game names the game, in the player's language,
for both families, with the default names in that language too ("Seat 3" is "Joueur 3" in
French), whether the game holds them as roles or, from an older file, as English words.
Headless (ARCADE_HEADLESS=1, set by conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

arcade = pytest.importorskip("arcade")

from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.colour.game import Settings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.texts.names import shown  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402


@pytest.fixture(autouse=True)
def english() -> object:
    set_language("en")
    yield None
    set_language("en")


@pytest.mark.parametrize(
    "held", [("@you", "@computer", "@seat:3"), ("You", "Computer", "Seat 3")], ids=["roles", "old"]
)
def test_the_colour_game_s_banner_names_it_and_its_seats_in_french(
    app: App, tmp_path: Path, held: tuple[str, str, str]
) -> None:
    seats = (
        PlayerSpec(held[0]),
        PlayerSpec(held[1], "medium"),
        PlayerSpec(held[2], "medium"),
        PlayerSpec("Ann", "medium"),
    )
    match = Match.new(Settings(seats, 60, 5, 0), autosave=tmp_path / "autosave.json")
    view = SetupView(app, resume=match)
    scores = match.game.scores
    assert view.resume_summary() == (
        f"Colour figures: You {scores[0]}, Computer {scores[1]}, Seat 3 {scores[2]}, "
        f"Ann {scores[3]}"
    )
    set_language("fr")
    assert view.resume_summary() == (
        f"Figures de couleurs\u00a0: Vous {scores[0]}, Ordinateur {scores[1]}, "
        f"Joueur 3 {scores[2]}, "
        f"Ann {scores[3]}"
    )
    app.window.show_view(view)
    view.on_draw()


def test_the_classic_banner_names_its_game_in_french(app: App, tmp_path: Path) -> None:
    seats = (PlayerSpec("You"), PlayerSpec("Computer", "medium"))
    match = ClassicMatch.new(
        ClassicSettings("all-fives", seats, 3), autosave=tmp_path / "autosave.json"
    )
    view = SetupView(app, resume=match)
    assert view.resume_summary().startswith("All Fives · Round 1: You 0")
    set_language("fr")
    assert view.resume_summary().startswith("Tous les cinq · Manche 1\u00a0: Vous 0, Ordinateur 0")


def test_an_added_seat_s_default_name_follows_the_language() -> None:
    set_language("fr")
    assert shown("@seat:3") == "Joueur 3" and shown("Seat 3") == "Joueur 3"
    assert shown("Joueur 4") == "Joueur 4"
    assert shown("Place 4") == "Joueur 4"  # (the word of older versions)
    assert shown("Seat of power") == "Seat of power"
    set_language("en")
    assert shown("Place 3") == "Seat 3" and shown("Bob") == "Bob"
    assert shown("Joueur 3") == "Player 3"
