"""The set-up chooses the game first: every game of the registry with its picture, title and
line, then its options; a classic preset's seats, teams, switches, who starts and the deal
number reach the classic game; each game's last set-up is remembered across launches (an
old settings.json still loads); the window resumes, opens and starts games of either family
and shows the classic rules beside a classic game. Headless (ARCADE_HEADLESS=1); the
classic screen is a stand-in recording what it was given, so that these tests hold the
set-up and the window's wiring, not the classic screen."""

from __future__ import annotations

import json
import os
import re
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

os.environ["ARCADE_HEADLESS"] = "1"

import pytest
from conftest import running_app

arcade = pytest.importorskip("arcade")

from figures.app.options import (  # noqa: E402
    ClassicChoice,
    load_options,
    save_options,
    settings_path,
)
from figures.classic.rules import Rules  # noqa: E402
from figures.classic.settings import ClassicSettings  # noqa: E402
from figures.classic.tiles import TEXT  # noqa: E402
from figures.colour.game import Settings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.games import CLASSIC, COLOUR, GAMES  # noqa: E402
from figures.texts.i18n import kind_name, languages, message_id, sources, tr  # noqa: E402
from figures.ui.classic import presenter  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.rules.view import RulesView, rules_source  # noqa: E402
from figures.ui.setup.view import (  # noqa: E402
    GameCard,
    SetupView,
    game_card_title,
    game_line,
    game_picture,
    game_title,
)
from figures.ui.shell.app import App, FiguresWindow  # noqa: E402
from figures.ui.theme import SIZES  # noqa: E402
from figures.ui.widgets.buttons import Button  # noqa: E402
from figures.ui.widgets.field import TextField  # noqa: E402
from figures.ui.widgets.text import text  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
K = arcade.key
CLASSICS = [name for name, info in GAMES.items() if info.family == CLASSIC]


class FakeClassicView(arcade.View):
    """The classic screen's stand-in: ``ClassicGameView(nav, match)``."""

    shown: ClassVar[list[FakeClassicView]] = []

    def __init__(self, nav: Any, match: ClassicMatch) -> None:
        super().__init__(nav.window)
        self.nav = nav
        self.match = match
        self.said: list[str] = []
        self.stopped = False
        FakeClassicView.shown.append(self)

    def say(self, message: str) -> None:
        self.said.append(message)

    def stop(self) -> None:
        self.stopped = True


@pytest.fixture
def app(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    """The shared ``app`` (conftest.py), its classic screen the stand-in."""
    fake = types.ModuleType("figures.ui.classic.view")
    fake.ClassicGameView = FakeClassicView  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "figures.ui.classic.view", fake)
    FakeClassicView.shown.clear()
    return app


def click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def press(view: arcade.View, button: Button | TextField | GameCard) -> None:
    assert button.visible(), button
    click(view, button.rect.cx, button.rect.cy)


def pick(setup: SetupView, button: Button, value: str) -> None:
    """``value`` clicked in the list ``button`` opens."""
    press(setup, button)
    popup = setup.popup
    assert popup is not None
    setup.on_draw()  # (the list drawn over the set-up)
    row = popup.rows[list(popup.values).index(value)]
    click(setup, row.cx, row.cy)
    assert setup.popup is None


def setup_of(app: App, **kwargs: Any) -> SetupView:
    app.show_setup(**kwargs)
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    return setup


def card(setup: SetupView, name: str) -> GameCard:
    return next(c for c in setup.cards if c.name == name)


def choose(setup: SetupView, name: str) -> None:
    press(setup, card(setup, name))
    assert setup.game == name
    setup.on_draw()


def classic_view(app: App) -> FakeClassicView:
    view = app.window.current_view
    assert isinstance(view, FakeClassicView) and app.game_view is view
    return view


# --------------------------------------------------------------------------- the choice


def test_every_game_of_the_registry_is_offered_with_its_picture_and_words(app: App) -> None:
    setup = setup_of(app)
    assert [c.name for c in setup.cards] == list(GAMES)
    assert setup.game == COLOUR  # the first launch: the colour game, as always
    for name in GAMES:
        assert game_picture(name) is not None, name  # shipped in the package
        for key in (f"game.title.{name}", f"game.desc.{name}"):
            assert all(message_id(key) in sources(lang) for lang in languages()), key
    shipped = Path(__file__).resolve().parents[3] / "figures" / "data" / "pictures"
    assert sorted(p.stem for p in shipped.glob("*.png")) == sorted(GAMES)


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_game_s_options_fit_the_panel(app: App, size: tuple[int, int], language: str) -> None:
    """Every game chosen in turn, its largest table too: every widget shown is on the panel,
    no two overlap, and none of the other game's widgets is shown."""
    app.set_language(language)
    app.window.on_resize(*size)
    setup = setup_of(app, resume=Match.new(_colour_settings()))
    for name in GAMES:
        choose(setup, name)
        for _ in range(8):
            setup.add()
        setup.on_resize(*size)
        setup.on_draw()
        _fits(setup)
        pane = setup.classic
        if pane is None:
            assert not any(c.visible() for c in setup.widgets if _of_a_pane(setup, c))
        else:
            assert len(pane.seats) == GAMES[name].players[-1]
            assert not any(s.name.visible() for s in setup.seats)
            assert not setup.add_button.visible() and not setup.steppers[0].visible()


def _of_a_pane(setup: SetupView, widget: Any) -> bool:
    return any(widget in pane.widgets for pane in setup.panes.values())


def _fits(setup: SetupView) -> None:
    panel = setup.panel
    boxes = [w.rect for w in setup.widgets if w.visible() and isinstance(w, (Button, TextField))]
    boxes += [c.rect for c in setup.cards]
    for rect in boxes:
        assert panel.left <= rect.left and rect.right <= panel.right, rect
        assert panel.bottom <= rect.bottom and rect.top <= panel.top, rect
        assert rect.height >= 14, rect
    for a in boxes:
        for b in boxes:
            if a is not b:
                apart = (
                    a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom
                )
                assert apart, (a, b)


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("resume", [False, True])
def test_every_game_s_line_is_read_whole(
    app: App, size: tuple[int, int], language: str, resume: bool
) -> None:
    """A game's line about itself is never cut: the cards show each whole, in rows of whole
    words (all of them, or none when one has no room), or the heading under the title says
    it for the game chosen, with the guided game's offer, whole too; a title is whole too."""
    app.set_language(language)
    app.window.on_resize(*size)
    setup = setup_of(app, resume=Match.new(_colour_settings()) if resume else None)
    shown_on = {c.line_rows() is not None for c in setup.cards}
    assert len(shown_on) == 1  # on every card or on none
    for name in GAMES:
        choose(setup, name)
        chosen = card(setup, name)
        shown = chosen.line_rows()
        if size == (1280, 800) and not resume:
            assert shown is not None, name  # (room on every card at the usual size)
        if shown is not None:  # (the line, or its fewer words on a lower card)
            assert " ".join(shown[0]) in (game_line(name), tr(f"game.brief.{name}"))
        titles, title_size = chosen.title_rows()  # the title whole too (or in fewer words)
        assert " ".join(titles) in (game_title(name), game_card_title(name))
        room = chosen.text_room()
        assert all(text(t, 0, 0, size=title_size, bold=True).content_width <= room for t in titles)
        rows = setup.heading_rows()
        width = setup.panel.width - 64
        for row, _, size_, _ in rows:
            assert not row.endswith("…") and text(row, 0, 0, size=size_).content_width <= width
        heading = " ".join(row for row, _, _, _ in rows)
        if not chosen.line_is_whole() or not setup.guide_offered():
            assert game_line(name) in heading, (name, heading)
        if setup.guide_offered():
            assert heading.startswith(
                tr("tutorial.offer" if name == COLOUR else "tutorial.classic.offer")
            )
        baselines = [y for _, y, _, _ in rows]
        assert min(baselines) - 4 > setup.games_y + SIZES.heading  # above the games' heading


def test_the_colour_blind_symbols_are_offered_for_the_colour_game_only(app: App) -> None:
    setup = setup_of(app)
    assert setup.colour_button.visible() and setup.colour_button in setup.ring()
    assert tr("setup.colour_blind") in [label for label, _ in setup.colour.shared]
    for name in CLASSICS:
        choose(setup, name)
        pane = setup.classic
        assert pane is not None
        assert not setup.colour_button.visible() and setup.colour_button not in setup.ring()
        assert tr("setup.colour_blind") not in [label for label, _ in pane.rows]
        _fits(setup)
    choose(setup, COLOUR)
    assert setup.colour_button.visible()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", [COLOUR, "all-fives"])
def test_a_default_name_follows_the_seat_s_kind(app: App, language: str, name: str) -> None:
    """A seat turned from a computer into a human (and back) takes that kind's default name;
    a name the player typed stays."""
    app.set_language(language)
    setup = setup_of(app)
    if name != COLOUR:
        choose(setup, name)
    pane = setup.pane
    seats = pane.seats  # type: ignore[attr-defined]
    kinds = pane.seat_buttons  # type: ignore[attr-defined]
    you, computer = tr("setup.default.you"), tr("setup.default.computer")
    assert [s.name.value for s in seats] == [you, computer]
    pick(setup, kinds[1][0], "human")
    assert seats[1].kind == "human" and seats[1].name.value == tr("setup.seat", n=2)
    pick(setup, kinds[0][0], "hard")  # the only computer now
    assert seats[0].name.value == computer
    pick(setup, kinds[1][0], "easy")  # a second computer: numbered
    assert seats[1].name.value == f"{computer} 2"
    pick(setup, kinds[0][0], "human")
    assert seats[0].name.value == you
    pick(setup, kinds[1][0], "random")  # computer to computer: the name stays
    assert seats[1].name.value == f"{computer} 2"
    press(setup, seats[1].name)
    for _ in range(20):
        setup.on_key_press(K.BACKSPACE, 0)
    setup.on_text("Zoé")
    pick(setup, kinds[1][0], "human")  # typed: kept
    assert seats[1].name.value == "Zoé" and seats[1].kind == "human"
    setup.on_key_press(K.ENTER, 0)
    started = app.match
    assert started is not None
    assert [(p.name, p.kind) for p in started.settings.players] == [
        ("@you", "human"),  # (the default name as its role, whatever the language)
        ("Zoé", "human"),
    ]


@pytest.mark.parametrize("name", [COLOUR, "matador"])
def test_a_seat_s_kind_is_picked_from_a_list(app: App, name: str) -> None:
    """The kind's button opens a list of the five kinds, the chosen one marked: a click on a
    row picks it; Up, Down, Home and End move the mark, Enter picks it, Esc closes the list
    unchanged, a click outside it too; Space or Down on the focused button opens it."""
    setup = setup_of(app)
    if name != COLOUR:
        choose(setup, name)
    pane = setup.pane
    seat = pane.seats[1]  # type: ignore[attr-defined]
    button = pane.seat_buttons[1][0]  # type: ignore[attr-defined]
    kind = seat.kind
    press(setup, button)
    popup = setup.popup
    kinds = pane.kinds  # type: ignore[attr-defined]
    assert popup is not None and list(popup.values) == kinds and len(kinds) == 5
    assert kinds[0] == "human" and set(kinds[1:]) == {"random", "easy", "medium", "hard"}
    assert popup.values[popup.marked] == kind
    setup.on_draw()
    box = popup.layout()
    assert box.top <= button.rect.bottom and setup.panel.bottom <= box.bottom
    assert [popup.words(v) for v in popup.values] == [kind_name(v) for v in popup.values]
    setup.on_key_press(K.UP, 0)
    setup.on_text("x")  # nothing typed under the list
    assert seat.name.value == tr("setup.default.computer")
    setup.on_key_press(K.ESCAPE, 0)
    assert setup.popup is None and seat.kind == kind  # closed unchanged
    press(setup, button)
    assert setup.popup is not None
    setup.popup.layout()
    first = setup.popup.rows[0]
    setup.on_mouse_motion(int(first.cx), int(first.cy), 0, 0)
    setup.on_draw()  # the mark follows the pointer...
    assert setup.popup is not None and setup.popup.marked == 0
    setup.on_key_press(K.DOWN, 0)
    setup.on_draw()  # ...and a pointer resting there does not undo the key
    assert setup.popup.marked == 1
    click(setup, setup.panel.left + 5, setup.panel.bottom + 5)  # outside: closed
    assert setup.popup is None and seat.kind == kind
    while setup.key_focus is not button:
        setup.on_key_press(K.TAB, 0)
    setup.on_key_press(K.DOWN, 0)  # opens it
    assert setup.popup is not None
    setup.on_key_press(K.HOME, 0)
    setup.on_key_press(K.DOWN, 0)
    setup.on_key_press(K.DOWN, 0)
    setup.on_key_press(K.RETURN, 0)
    assert seat.kind == kinds[2] and setup.popup is None
    assert app.window.current_view is setup  # (that Enter started nothing)
    setup.on_key_press(K.SPACE, 0)
    setup.on_key_press(K.END, 0)
    setup.on_key_press(K.ENTER, 0)
    assert seat.kind == kinds[-1]
    assert button.label() == kind_name(kinds[-1])


def test_french_says_numero_de_donne_and_joueur(app: App) -> None:
    """The words a French player expects, the same on every screen: "Numéro de donne" for the
    seed, "Joueur 1" for a seat; no "graine", no "Place 1" anywhere."""
    app.set_language("fr")
    setup = setup_of(app)
    labels = [label for label, _ in setup.colour.rows]
    assert labels[1:3] == ["Joueur 1", "Joueur 2"]
    choose(setup, "draw")
    pane = setup.classic
    assert pane is not None
    labels = [label for label, _ in pane.rows]
    assert "Joueur 1" in labels and "Numéro de donne" in labels
    press(setup, pane.add_button)
    assert pane.seats[2].name.value == "Joueur 3"
    french = list(sources("fr").values())
    assert not [t for t in french if "graine" in t.lower()]
    assert not [t for t in french if re.search(r"\b[Pp]laces? (\{|\d|au trait)", t)]
    assert not [t for t in french if re.search(r"(?<!à )\bla place\b|\bchaque place\b", t)]


def test_the_keyboard_changes_the_game_and_presses_buttons(app: App) -> None:
    setup = setup_of(app)
    setup.on_key_press(K.PAGEDOWN, 0)
    assert setup.game == list(GAMES)[1]
    setup.on_key_press(K.PAGEUP, 0)
    setup.on_key_press(K.PAGEUP, 0)
    assert setup.game == list(GAMES)[-1]
    choose(setup, "all-fives")
    pane = setup.classic
    assert pane is not None
    setup.on_key_press(K.TAB, 0)
    assert pane.seats[0].name.focused  # the first field
    setup.on_key_press(K.TAB, 0)  # the first seat's kind
    assert setup.key_focus is pane.seat_buttons[0][0]
    setup.on_key_press(K.SPACE, 0)  # its list opens, the kind chosen marked
    assert setup.popup is not None and setup.popup.values[setup.popup.marked] == "human"
    setup.on_key_press(K.DOWN, 0)
    setup.on_key_press(K.ENTER, 0)  # picks, and starts nothing
    assert pane.seats[0].kind == "random" and setup.popup is None
    assert setup.key_focus is pane.seat_buttons[0][0]
    setup.on_draw()  # the focus drawn
    while setup.key_focus is not pane.play_button:
        setup.on_key_press(K.TAB, 0)
    setup.on_key_press(K.SPACE, 0)
    assert pane.rules() is not None and pane.rules().cannot_play == "pass"  # type: ignore[union-attr]
    setup.on_key_press(K.TAB, K.MOD_SHIFT)
    assert setup.key_focus is not pane.play_button
    setup.on_key_press(K.ESCAPE, 0)
    setup.on_key_press(K.RIGHT, 0)  # the arrows step the target, as in the colour game
    assert pane.target_now() == ("instant", 251)


# --------------------------------------------------------------------------- a classic game


def test_a_classic_preset_set_up_and_started(app: App) -> None:
    setup = setup_of(app)
    choose(setup, "all-fives")
    pane = setup.classic
    assert pane is not None
    assert [s.name.value for s in pane.seats] == ["You", "Computer"]
    assert not pane.teams_button.visible()
    press(setup, pane.add_button)
    setup.add()  # the set-up's own add goes to the game shown
    assert len(pane.seats) == 4 and pane.teams_button.visible()
    press(setup, pane.teams_button)
    pick(setup, pane.seat_buttons[2][0], "hard")  # seat 3: medium -> hard
    assert pane.seats[2].kind == "hard"
    press(setup, pane.hand_steppers[1])  # 5 -> 6 tiles each
    assert pane.hand_now() == 6
    for _ in range(3):  # 7 tiles for four is the whole set: refused
        press(setup, pane.hand_steppers[1])
    assert pane.hand_now() == 7 and not pane.hand_steppers[1].enabled()
    press(setup, pane.play_button)  # draw until able -> pass
    assert pane.first_button.visible()  # All Fives: the first player leads any tile
    press(setup, pane.first_button)
    press(setup, pane.first_button)  # at random -> You -> Computer
    press(setup, pane.target_button)  # reached in play -> points
    press(setup, pane.target_steppers[3])
    assert pane.target_now() == ("points", 110)
    press(setup, pane.seed)
    setup.on_text("4a2")
    assert pane.seed.value == "42"
    setup.on_draw()
    press(setup, setup.start_button)
    view = classic_view(app)
    settings = view.match.settings
    assert isinstance(settings, ClassicSettings)
    assert settings.game == "all-fives" and settings.seed == 42 and settings.first == 1
    assert settings.teams and [p.kind for p in settings.players][2] == "hard"
    rules = settings.rules()
    assert rules.teams and rules.hand_size == 7 and rules.cannot_play == "pass"
    assert rules.target.kind == "points" and rules.target.value == 110
    assert view.match.game.players == settings.players
    assert view.match.flush_autosave() and app.autosave is not None
    assert ClassicMatch.load(app.autosave).settings.game == "all-fives"
    assert app.options.game == "all-fives"


@pytest.mark.parametrize("name", CLASSICS)
def test_every_preset_starts_as_set_up(app: App, name: str) -> None:
    setup = setup_of(app)
    choose(setup, name)
    pane = setup.classic
    assert pane is not None
    preset = Rules.preset(name, len(pane.seats))
    assert pane.rules() == preset  # untouched: the preset itself
    assert pane.lead_button.visible() == (preset.lead != "engine")
    setup.start()
    settings = classic_view(app).match.settings
    assert settings.game == name and settings.rules() == preset


@pytest.mark.parametrize("language", ["en", "fr"])
def test_mexican_train_offers_the_first_player(app: App, language: str) -> None:
    """Mexican Train has no lead to choose, but who starts the first round is the player's to
    choose (at random, or a seat), as in the other games; the round's opening says why."""
    app.set_language(language)
    setup = setup_of(app)
    choose(setup, "mexican-train")
    pane = setup.classic
    assert pane is not None and not pane.lead_button.visible()
    assert pane.first_button.visible() and pane.first_button.enabled()
    assert tr("setup.first") in [label for label, _ in pane.rows]
    assert pane.first_label() == tr("setup.first.random")
    press(setup, pane.add_button)
    press(setup, pane.first_button)
    press(setup, pane.first_button)
    press(setup, pane.first_button)  # at random -> seat 1 -> seat 2 -> seat 3
    assert pane.first_label() == pane.seats[2].name.value
    setup.on_draw()
    _fits(setup)
    press(setup, setup.start_button)
    match = classic_view(app).match
    assert match.settings.first == 2 and match.game.rounds[0].round.leader == 2
    words = presenter.opening_words(match, 1)
    name = match.names()[2]
    assert words == tr("classic.opens.chosen", name=name)
    assert (-1, words) in presenter.log_lines(match)  # under the round's heading


@pytest.mark.parametrize("language", ["en", "fr"])
def test_who_opens_a_round_and_why_is_said(app: App, language: str) -> None:
    """The seat that opens is the engine's, and the log says why: drawn by lot (the first
    player left at random), the next one each round (Mexican Train), the highest double."""
    app.set_language(language)
    seats = tuple(PlayerSpec(n, "random") for n in ("Ann", "Bob", "Cy", "Dee", "Eve"))
    train = ClassicMatch.new(ClassicSettings("mexican-train", seats, seed=8))
    leader = train.game.rounds[0].round.leader
    assert leader == train.settings.first_seat()
    opening = tr("classic.opens.lot", name=seats[leader].name)
    lines = presenter.log_lines(train)
    assert lines[:2] == [(-1, tr("classic.log.round", n=1)), (-1, opening)]
    while train.round_end is None:
        train.apply(train.decision()(lambda _: None, lambda: False))
    train.next_round()
    second = train.game.rounds[1].round.leader
    assert second == (leader + 1) % len(seats)
    assert presenter.opening_words(train, 2) == tr("classic.opens.rotate", name=seats[second].name)
    block = ClassicMatch.new(ClassicSettings("block", seats[:2], seed=3))
    entry = block.game.rounds[0]
    tile = entry.round.lead_tile
    holder = seats[entry.round.leader].name
    assert presenter.opening_words(block, 1) == tr(
        "classic.opens.double", name=holder, tile=TEXT[tile]
    )
    assert all("{" not in line for _, line in presenter.log_lines(block))


def test_a_refused_name_is_said_and_focused(app: App) -> None:
    setup = setup_of(app)
    choose(setup, "draw")
    pane = setup.classic
    assert pane is not None
    pane.seats[1].name.value = "  "
    setup.on_key_press(K.ENTER, 0)
    assert setup.error == "Player 2 needs a name." and pane.seats[1].name.focused
    setup.on_draw()
    setup.on_text("Hal")
    setup.on_key_press(K.ENTER, 0)
    assert [p.name for p in classic_view(app).match.settings.players] == ["@you", "Hal"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_typed_name_may_not_look_like_a_role(app: App, language: str) -> None:
    """Only the default names begin with "@" (the roles the files hold): a name typed so is
    refused in the player's words, its field focused."""
    app.set_language(language)
    setup = setup_of(app)
    seat = setup.pane.seats[1]  # type: ignore[attr-defined]
    seat.name.value = "@you"
    setup.on_key_press(K.ENTER, 0)
    assert app.match is None and setup.error == tr("setup.error.name.token", n=2, mark="@")
    assert seat.name.focused and "@" in setup.error
    seat.name.value = "Ada @ home"
    setup.on_key_press(K.ENTER, 0)
    assert app.match is not None
    assert [p.name for p in app.match.settings.players] == ["@you", "Ada @ home"]


def test_the_default_names_follow_the_language_and_start_as_roles(app: App) -> None:
    """The set-up's fields show the default names in the language chosen; the game started
    holds their roles, and a name typed stays typed."""
    setup = setup_of(app)
    seats = setup.pane.seats  # type: ignore[attr-defined]
    assert [s.name.value for s in seats] == ["You", "Computer"]
    setup.pick_language("fr")
    assert [s.name.value for s in seats] == ["Vous", "Ordinateur"]
    seats[1].name.value = "Computer"  # (typed: another language's default name)
    setup.on_key_press(K.ENTER, 0)
    assert app.match is not None
    assert [p.name for p in app.match.settings.players] == ["@you", "Computer"]


def test_the_rules_shown_are_the_game_s(app: App) -> None:
    setup = setup_of(app)
    choose(setup, "matador")
    press(setup, setup.rules_button)
    rules = app.window.current_view
    assert isinstance(rules, RulesView)
    classic_text = rules_source("en", "classic")[0]
    assert rules.blocks and rules.blocks[0].content in classic_text
    assert rules.blocks[0].content not in rules_source("en", "colour")[0]
    rules.leave()
    assert app.window.current_view is setup
    app.show_rules(setup)  # the colour game's, by default
    assert app.window.current_view.blocks[0].content in rules_source("en", "colour")[0]  # type: ignore[union-attr]


# --------------------------------------------------------------------------- remembered


def test_the_last_set_up_of_each_game_is_remembered(app: App, tmp_path: Path) -> None:
    setup = setup_of(app)
    choose(setup, "mexican-train")
    pane = setup.classic
    assert pane is not None
    for _ in range(3):
        pane.add()
    pane.step_hand(-1)
    pane.cycle_target_kind()  # rounds -> instant? the first kind the rules take
    pane.seats[0].name.value = "Ada"
    choose(setup, "draw")  # looked at, changed, left: kept while the set-up is open
    setup.classic.cycle_play()  # type: ignore[union-attr]
    choose(setup, "mexican-train")
    assert setup.classic is pane
    setup.start()
    path = settings_path(app.autosave)
    assert path is not None and path.exists()
    options = load_options(path)
    assert options.game == "mexican-train" and options.note == ""
    choice = options.classic["mexican-train"]
    assert len(choice.players) == 5 and choice.players[0].name == "Ada"
    assert choice.hand == 11 and choice.seed is None
    assert choice.rules("mexican-train") == pane.rules()
    assert options.classic["draw"].cannot_play == "pass"  # the other game looked at
    assert options.settings == app.options.settings  # the colour game's set-up untouched
    # The next launch opens on that game, as it was left.
    again = App(app.window, options, autosave=tmp_path / "autosave.json")
    second = setup_of(again)
    assert second.game == "mexican-train" and second.classic is not None
    assert second.classic.rules() == pane.rules()
    assert second.classic.seats[0].name.value == "Ada"
    choose(second, COLOUR)  # the colour game keeps its own
    assert [s.name.value for s in second.seats] == ["You", "Computer"]


def test_a_colour_start_remembers_the_colour_game(app: App) -> None:
    app.options.game = "draw"
    setup = setup_of(app)
    assert setup.game == "draw"
    choose(setup, COLOUR)
    setup.start()
    assert isinstance(app.game_view, GameView)
    assert app.autosave is not None
    assert load_options(settings_path(app.autosave)).game == COLOUR


def test_an_old_settings_file_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    old = {
        "format": "figures-settings",
        "version": 1,
        "language": "fr",
        "colour_blind": True,
        "target": 90,
        "players": [{"name": "Ada", "kind": "human"}, {"name": "Hal", "kind": "hard"}],
        "first": 1,
    }
    path.write_text(json.dumps(old))
    options = load_options(path)
    assert options.note == "" and options.game == COLOUR and options.classic == {}
    assert options.language == "fr" and options.settings.target == 90
    # Written back, the file keeps what the old one said and adds the games.
    options.classic["draw"] = ClassicChoice((PlayerSpec("Ada"), PlayerSpec("Hal", "hard")))
    save_options(path, options)
    data = json.loads(path.read_text())
    assert {k: data[k] for k in old} == old
    assert load_options(path).classic["draw"].players[1].kind == "hard"
    # A game a later build offers, unknown here: the colour game is shown instead.
    data["game"] = "snooker"
    data["classic"]["snooker"] = {"players": []}
    path.write_text(json.dumps(data))
    assert load_options(path).game == COLOUR and list(load_options(path).classic) == ["draw"]


@pytest.mark.parametrize(
    "entry",
    [
        {"players": [{"name": "Ada", "kind": "human"}]},  # one seat
        {"players": [{"name": "Ada", "kind": "human"}, {"name": "B", "kind": "wizard"}]},
        {"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}], "hand": 20},
        {"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}], "teams": 1},
        "block",
    ],
)
def test_a_damaged_game_set_up_is_set_aside(tmp_path: Path, entry: Any) -> None:
    path = tmp_path / "settings.json"
    data = {
        "format": "figures-settings",
        "version": 1,
        "target": 120,
        "players": [{"name": "Ada", "kind": "human"}, {"name": "Hal", "kind": "hard"}],
        "classic": {"draw": entry},
    }
    path.write_text(json.dumps(data))
    options = load_options(path)
    assert options.classic == {} and "draw" in options.note
    assert not path.exists() and len(list(tmp_path.glob("settings.bad-*.json"))) == 1


# --------------------------------------------------------------------------- the window


def _colour_settings() -> Settings:
    return Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), 60, 5, 0)


def _classic_settings(name: str = "draw") -> ClassicSettings:
    return ClassicSettings(name, (PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), 3)


def _play_some(match: ClassicMatch) -> None:
    match.apply(match.legal()[0])
    match.flush_autosave()


def test_an_unfinished_classic_game_is_offered_at_launch_and_resumed(app: App) -> None:
    app.start_classic(_classic_settings())
    played = classic_view(app).match
    _play_some(played)
    app.close_game()
    app.match = None
    setup = setup_of(app, offer_resume=True)
    assert isinstance(setup.resume, ClassicMatch) and app.note == ""
    assert setup.resume_summary()
    setup.on_draw()
    press(setup, setup.resume_yes)
    resumed = classic_view(app).match
    assert resumed.game.history() == played.game.history()


def test_a_new_game_keeps_the_unfinished_one_of_the_other_family(app: App) -> None:
    app.start_classic(_classic_settings())
    _play_some(classic_view(app).match)
    app.start(_colour_settings())
    assert isinstance(app.game_view, GameView)
    assert app.kept is not None and app.kept.exists()
    assert ClassicMatch.load(app.kept).game.history()  # the classic game, kept whole
    assert FakeClassicView.shown[0].stopped
    # And the other way round: an unfinished colour game kept by a classic start.
    view = app.game_view
    legal = view.match.game.legal_actions()
    view.match.apply(legal[0])
    view.match.flush_autosave()
    app.start_classic(_classic_settings("block"))
    assert app.kept is not None and Match.open(app.kept).game.actions


def test_open_game_reads_either_family(app: App, tmp_path: Path) -> None:
    app.start_classic(_classic_settings("all-fives"))
    match = classic_view(app).match
    _play_some(match)
    saved = tmp_path / "classic.json"
    match.save(saved)
    colour = Match.new(_colour_settings())
    colour.apply(colour.game.legal_actions()[0])
    colour_file = tmp_path / "colour.json"
    colour.save(colour_file)
    assert app.open_game(colour_file) is None and isinstance(app.game_view, GameView)
    assert app.open_game(saved) is None
    opened = classic_view(app).match
    assert opened.settings.game == "all-fives" and opened.game.history() == match.game.history()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "classic-dominoes-game", "version": 1}')
    error = app.open_game(bad)
    assert error is not None and str(bad) in error and app.window.current_view is app.game_view
    assert app.open_game(tmp_path / "missing.json") is not None


def test_a_damaged_classic_autosave_is_set_aside(app: App, tmp_path: Path) -> None:
    assert app.autosave is not None
    app.autosave.write_text('{"format": "classic-dominoes-game", "version": 1, "rules": 7}')
    setup = setup_of(app, offer_resume=True)
    assert setup.resume is None and "could not be read" in app.note
    assert len(list(tmp_path.glob("autosave.bad-*.json"))) == 1


# --------------------------------------------------------------------------- the real screen


@pytest.fixture
def real_app(
    window: FiguresWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[App]:
    """The window with the classic game's own screen."""
    with running_app(window, tmp_path, monkeypatch) as application:
        yield application


def test_the_set_up_starts_the_classic_screen_and_comes_back_to_it(real_app: App) -> None:
    from figures.ui.classic.view import ClassicGameView

    setup = setup_of(real_app)
    choose(setup, "block")
    setup.start()
    view = real_app.window.current_view
    assert isinstance(view, ClassicGameView) and real_app.game_view is view
    view.on_draw()  # (no update: no computer thinking in its thread while the test plays)
    view.open_rules()  # the classic rules, and back
    rules = real_app.window.current_view
    assert isinstance(rules, RulesView)
    assert rules.blocks[0].content in rules_source("en", "classic")[0]
    rules.leave()
    assert real_app.window.current_view is view
    match = view.match
    match.apply(match.legal()[0])
    view.to_setup()  # the set-up offers to resume it, on the game it was set up for
    again = real_app.window.current_view
    assert isinstance(again, SetupView) and again.resume is match and again.game == "block"
    again.on_draw()
    press(again, again.resume_yes)
    resumed = real_app.window.current_view
    assert isinstance(resumed, ClassicGameView) and resumed.match is match


def test_a_game_without_a_shipped_picture_has_one_painted_in_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PIL import Image

    import figures.app.pictures as pictures

    monkeypatch.setenv("FIGURES_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(pictures, "SHIPPED", tmp_path / "nowhere")
    path = pictures.picture_path("draw")
    assert path == tmp_path / "pictures" / "draw.png"
    with Image.open(path) as image:
        assert image.size == pictures.SIZE
    assert pictures.picture_path("draw") == path  # painted once
    shipped = Path(__file__).resolve().parents[3] / "figures" / "data" / "pictures"
    for name in GAMES:
        with Image.open(shipped / f"{name}.png") as image:
            assert image.size == pictures.SIZE, name
