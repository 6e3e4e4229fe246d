"""What a new player met on the set-up: a damaged settings.json said beside the offer to
resume, a seat's kind read whole with its level, default names that follow the language,
Add a player that stays under the pointer, the target's buttons whole. Headless, on the real
set-up."""

from __future__ import annotations

import os
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest
from conftest import texts_drawn

arcade = pytest.importorskip("arcade")

from figures.app.options import load_options, settings_path  # noqa: E402
from figures.colour.game import MAX_PLAYERS, Settings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.games import COLOUR, GAMES  # noqa: E402
from figures.texts.i18n import tr  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.setup.panel import ChoiceButton  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.widgets.buttons import Button  # noqa: E402
from figures.ui.widgets.text import fit_text, text  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
SIZES = [(900, 600), (1280, 800), (1920, 1200)]


def click(view: arcade.View, x: float, y: float) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), LEFT, 0)
    view.on_mouse_release(int(x), int(y), LEFT, 0)


def setup_of(app: App, **kwargs: object) -> SetupView:
    app.show_setup(**kwargs)  # type: ignore[arg-type]
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    return setup


def test_a_damaged_settings_file_is_said_beside_the_offer_to_resume(
    app: App, window: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert app.autosave is not None
    match = Match.new(Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), 60, 5))
    match.apply(match.game.legal_actions()[0])
    match.save(app.autosave)
    path = settings_path(app.autosave)
    assert path is not None
    path.write_text('{"format": ' + "9" * 4300 + "}")
    fresh = App(app.window, load_options(path), autosave=app.autosave)
    setup = setup_of(fresh, offer_resume=True)
    assert setup.resume is not None and "could not be read" in fresh.note
    shown = " ".join(texts_drawn(setup.on_draw, monkeypatch))
    assert tr("setup.resume", summary=setup.resume_summary()) in shown
    assert "could not be read" in shown and "4300 digits" in shown
    note = fresh.note
    inside = note[note.index("(") + 1 :] if "(" in note else ""
    assert "(" not in inside.split(")")[0], note  # no parentheses inside parentheses
    # the two texts do not lie over each other, nor over the options
    assert setup.note_box.bottom >= setup.banner.top or setup.note_box.top <= setup.banner.bottom
    assert setup.colour.rows[0][1] < min(setup.note_box.bottom, setup.banner.bottom)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", [COLOUR, "draw", "mexican-train"])
def test_a_seat_s_kind_is_read_whole_with_its_level(
    app: App, size: tuple[int, int], language: str, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(language)
    app.window.set_size(*size)
    setup = setup_of(app, resume=None)
    if game != COLOUR:
        setup.choose(game)
    for _ in range(8):
        setup.add()
    setup.layout()
    kinds = [button for button, _ in setup.pane.seat_buttons]  # type: ignore[attr-defined]
    assert len(kinds) >= 4 and all(isinstance(k, ChoiceButton) for k in kinds)
    shown = texts_drawn(setup.on_draw, monkeypatch)
    words = ("Comp", "Ordi", "Medium", "Moyen", "Human", "Humain", "Random", "Hasard")
    assert not any("…" in t for t in shown if t.startswith(words)), shown  # never cut
    level = tr("names.level.medium")
    for button in kinds[2:]:  # the seats added: medium computers
        label = button.shown_label()
        assert label in shown and "…" not in label
        assert level.lower() in label.lower(), label


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", [COLOUR, "draw", "mexican-train"])
def test_the_target_s_buttons_are_read_whole(
    app: App, size: tuple[int, int], language: str, game: str
) -> None:
    app.set_language(language)
    app.window.set_size(*size)
    setup = setup_of(app)
    if game != COLOUR:
        setup.choose(game)
        setup.on_draw()
    pane = setup.pane
    steppers = setup.steppers if game == COLOUR else pane.target_steppers  # type: ignore[attr-defined]
    for button in steppers:
        assert button.visible()
        assert fit_text(button.text(), button.rect.width - 12, button.size) == button.text()
        assert button.rect.right <= setup.area.right  # (on the panel)
    _apart([b.rect for b in steppers])


def _apart(rects: list[object]) -> None:
    for a in rects:
        for b in rects:
            if a is not b:
                assert a.right <= b.left or b.right <= a.left  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", [COLOUR, "draw", "mexican-train"])
def test_default_names_follow_the_language_typed_ones_stay(app: App, game: str) -> None:
    setup = setup_of(app)
    if game != COLOUR:
        setup.choose(game)
    pane = setup.pane
    while len(pane.seats) < 4:
        setup.add()
    pane.seats[1].name.value = "Bob"
    setup.pick_language("fr")
    assert app.options.language == "fr"
    names = [seat.name.value for seat in pane.seats]
    assert names[1] == "Bob"
    assert names[3] == tr("setup.seat", n=4) == "Joueur 4", names
    assert "Seat" not in " ".join(names)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", [COLOUR, "draw", "mexican-train"])
def test_three_clicks_on_add_a_player_add_three_seats(
    app: App, size: tuple[int, int], game: str
) -> None:
    app.window.set_size(*size)
    setup = setup_of(app)
    if game != COLOUR:
        setup.choose(game)
        setup.on_draw()
    pane = setup.pane
    add = setup.add_button if game == COLOUR else pane.add_button  # type: ignore[attr-defined]
    x, y = add.rect.cx, add.rect.cy
    before = [(s.name.value, s.kind) for s in pane.seats]
    others = _others(setup, pane)
    count = len(before)
    for _ in range(3):
        click(setup, x, y)
        setup.on_draw()
        assert setup.popup is None
    high = MAX_PLAYERS if game == COLOUR else GAMES[game].players[-1]
    assert len(pane.seats) == min(count + 3, high)  # (then the button goes, the click is lost)
    assert [(s.name.value, s.kind) for s in pane.seats][:count] == before
    assert _others(setup, pane) == others  # nothing else changed


def _others(setup: SetupView, pane: object) -> list[str]:
    """The labels of the buttons shown that are not a seat's nor Add a player."""
    rows = {id(b) for row in pane.seat_buttons for b in row}  # type: ignore[attr-defined]
    add = pane.add_button  # type: ignore[attr-defined]
    return sorted(
        w.label()
        for w in setup.widgets
        if isinstance(w, Button) and w.visible() and w is not add and id(w) not in rows
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("note", ["", "The set-up remembered from the last time..."])
def test_the_games_list_keeps_its_lines_and_whole_titles_beside_the_resume_banner(
    app: App, size: tuple[int, int], language: str, note: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the offer to resume (and a note about the files over it), every card still says
    what its game is, in fewer words if need be, where the window has the room (not
    900x600: the heading says the chosen game's line), and every title is whole."""
    app.set_language(language)
    app.window.set_size(*size)
    app.note = note
    resume = Match.new(Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), 60, 5))
    setup = setup_of(app, resume=resume)
    shown = texts_drawn(setup.on_draw, monkeypatch)
    if size != (900, 600):
        assert all(card.line_rows() is not None for card in setup.cards)
    for card in setup.cards:
        titles, title_size = card.title_rows()
        for row in titles:
            assert row in shown and not row.endswith("…"), row
            width = text(row, 0, 0, size=title_size, bold=True).content_width
            assert width <= card.text_room(), row
        lines = card.line_rows()
        for row in lines[0] if lines is not None else ():
            assert row in shown and not row.endswith("…")
    labels = {tr("setup.open"), tr("setup.open.short")}  # (a dialog's buttons say "…")
    cut = [t for t in shown if t.endswith("…") and t not in labels]
    assert not cut, cut
