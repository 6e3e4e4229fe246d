"""The set-up lets the game judge the settings and says each refusal in the player's language,
from the values the error carries, pointing at the field at fault; no English text of the
engine reaches the screen (headless, ARCADE_HEADLESS=1 set by conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

arcade = pytest.importorskip("arcade")

from figures.colour.game import MAX_TARGET, Settings  # noqa: E402
from figures.core.errors import SettingsError  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.core.text import MAX_NAME_LENGTH  # noqa: E402
from figures.texts.i18n import set_language  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.setup.view import SetupView, refusal_text  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

K = arcade.key


def setup_in(app: App, language: str) -> SetupView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    if app.options.language != language:
        setup.pick_language(language)
    assert app.options.language == language
    setup.on_draw()
    return setup


def engine_words(setup: SetupView) -> str:
    """What the engine itself says of the set-up's settings (English, for a log)."""
    players = tuple(PlayerSpec(s.name.value.strip(), s.kind) for s in setup.seats)
    first = setup.first if setup.first is not None else 0
    try:
        Settings(players, setup.target, 1, first)
    except SettingsError as exc:
        return str(exc)
    raise AssertionError("the engine accepts these settings")


def empty_third_name(setup: SetupView) -> None:
    setup.add()
    setup.seats[2].name.value = "   "


def long_first_name(setup: SetupView) -> None:
    setup.seats[0].name.value = "x" * (MAX_NAME_LENGTH + 1)  # past the field's own limit


def control_in_second_name(setup: SetupView) -> None:
    setup.seats[1].name.value = "Bo\x07b"


def target_too_high(setup: SetupView) -> None:
    setup.target = MAX_TARGET + 10  # past the steppers' own limit


#: Each refusal: how it is made, its text in English and French, and the seat whose name field
#: gets the focus (None: no field).
REFUSALS: list[tuple[Callable[[SetupView], None], str, str, int | None]] = [
    (empty_third_name, "Player 3 needs a name.", "Le joueur 3 doit avoir un nom.", 2),
    (
        long_first_name,
        "Player 1's name is too long: 40 characters at most.",
        "Le nom du joueur 1 est trop long\u00a0: 40 caractères au plus.",
        0,
    ),
    (
        control_in_second_name,
        "Player 2's name has a character that cannot be shown.",
        "Le nom du joueur 2 contient un caractère qui ne peut pas être affiché.",
        1,
    ),
    (
        target_too_high,
        "The target score must be from 60 to 240.",
        "Le score à atteindre doit être compris entre 60 et 240.",
        None,
    ),
]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("make", "english", "french", "seat"), REFUSALS)
def test_each_refusal_is_said_in_the_players_language(
    app: App,
    language: str,
    make: Callable[[SetupView], None],
    english: str,
    french: str,
    seat: int | None,
) -> None:
    setup = setup_in(app, language)
    make(setup)
    words = engine_words(setup)
    seed_before = app.options.seed
    setup.on_key_press(K.ENTER, 0)  # Start
    assert app.window.current_view is setup and app.game_view is None  # nothing started
    assert app.options.seed == seed_before
    assert setup.error == (english if language == "en" else french)
    assert words not in setup.error and setup.error != words
    focused = [index for index, s in enumerate(setup.seats) if s.name.focused]
    assert focused == ([] if seat is None else [seat])
    setup.on_draw()  # the refusal is drawn


def test_the_deal_number_is_read_by_the_setup_in_both_languages(app: App) -> None:
    for language, message in (
        ("en", "The deal number must be a whole number."),
        ("fr", "Le numéro de donne doit être un nombre entier."),
    ):
        setup = setup_in(app, language)
        setup.seed.value = "²"  # a digit to str.isdigit, not a deal number
        setup.start()
        assert app.window.current_view is setup and setup.error == message
        assert setup.seed.focused


def test_once_corrected_the_game_starts(app: App) -> None:
    setup = setup_in(app, "en")
    empty_third_name(setup)
    setup.start()
    assert setup.error == "Player 3 needs a name." and setup.seats[2].name.focused
    setup.on_text("Cy")  # typed where the focus went
    setup.start()
    view = app.game_view
    assert isinstance(view, GameView)
    assert [p.name for p in view.match.settings.players][2] == "Cy"


#: Refusals the set-up's own controls cannot reach (the seat count, the first seat and the
#: seed have buttons and a digits-only field), said all the same from the error's values.
UNREACHABLE = [
    (
        SettingsError("x", "players", reason="count", value=5, low=2, high=4),
        "A game needs 2 to 4 players.",
        "Une partie se joue de 2 à 4 joueurs.",
    ),
    (
        SettingsError("x", "seed", reason="range", value=-1, low=0),
        "The deal number must be 0 or more.",
        "Le numéro de donne doit être 0 ou plus.",
    ),
    (
        SettingsError("x", "seed", reason="type", value="7"),
        "The deal number must be a whole number.",
        "Le numéro de donne doit être un nombre entier.",
    ),
    (
        SettingsError("x", "first_player", reason="range", value=4, low=0, high=2),
        "The first player must be one of the 3 players.",
        "Le premier joueur doit être l'un des 3 joueurs.",
    ),
    (
        SettingsError("x", "players[1].kind", reason="empty", value=""),
        "Player 2 is neither a human nor a computer level of this game.",
        "Le joueur 2 n'est ni un humain ni un niveau de l'ordinateur de ce jeu.",
    ),
    (
        SettingsError("x", "players[3]", reason="type", value=3),
        "Player 4's name cannot be used.",
        "Le nom du joueur 4 ne peut pas servir.",
    ),
    (
        SettingsError("x", "teams", reason="teams", value=3),
        "These settings cannot be played.",
        "Ces réglages ne permettent pas de jouer.",
    ),
]


@pytest.mark.parametrize(("exc", "english", "french"), UNREACHABLE)
def test_every_refusal_has_its_words_in_both_languages(
    exc: SettingsError, english: str, french: str
) -> None:
    exc.args = ("ENGINE WORDS",)
    try:
        set_language("en")
        assert refusal_text(exc) == english
        set_language("fr")
        assert refusal_text(exc) == french
    finally:
        set_language("en")
