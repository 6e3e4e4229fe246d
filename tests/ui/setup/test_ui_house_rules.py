"""The set-up's House rules (headless, ARCADE_HEADLESS=1 set by conftest.py): each rule with
its value and the default marked, changed with the mouse (− +) and the arrow keys, judged by
the house rules themselves (a refusal said in the player's language), and passed to the game
in its settings: a game started with a second placement at 3 charges 3, and its autosave
records it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

arcade = pytest.importorskip("arcade")

from conftest import texts_drawn  # noqa: E402

from figures.app.options import Options  # noqa: E402
from figures.colour.actions import EndTurn, Place  # noqa: E402
from figures.colour.game import Phase  # noqa: E402
from figures.colour.house import DEFAULT_RULES, HouseRules  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui.colour.setup import HOUSE_ROWS, house_summary, house_value_text  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT


def the_setup(app: App) -> SetupView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    return setup


def press(setup: SetupView, button: object) -> None:
    rect = button.rect  # type: ignore[attr-defined]
    assert button.visible(), "the button is not shown"  # type: ignore[attr-defined]
    setup.on_mouse_press(int(rect.cx), int(rect.cy), LEFT, 0)
    setup.on_draw()


def drawn(setup: SetupView, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the set-up draws in a frame."""
    import figures.ui.colour.setup as panel

    seen: list[str] = []
    real = panel.draw_text

    def spy(content: str, *args: object, **kwargs: object) -> object:
        seen.append(content)
        return real(content, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(panel, "draw_text", spy)
    setup.on_draw()
    monkeypatch.setattr(panel, "draw_text", real)
    return seen


def test_the_section_shows_each_rule_with_the_default_marked(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = the_setup(app)
    pane = setup.colour
    assert pane.house_button.label() == "The usual rules"
    press(setup, pane.house_button)
    assert pane.editing_house and not pane.seats[0].name.visible()
    texts = drawn(setup, monkeypatch)
    assert "House rules" in texts
    for shown in ("4 (default)", "3 (default)", "2 (default)", "1 (default)", "60 (default)"):
        assert shown in texts
    assert "Second placement costs" in texts and "1–6, never" in texts
    less, _ = pane.house_steps[HOUSE_ROWS.index("cost")]
    press(setup, less)  # the mouse: cost 4 -> 3
    assert pane.house.cost == 3 and "3" in drawn(setup, monkeypatch)
    press(setup, pane.done_button)
    assert not pane.editing_house and pane.seats[0].name.visible()
    assert pane.house_button.label() == "Cost 3"  # (which rule, not "1 rule changed")
    set_language("fr")
    assert pane.house_button.label() == "Coût 3"
    assert house_value_text(DEFAULT_RULES, "bonus_from") == "3 (par défaut)"
    assert house_value_text(HouseRules(bonus_from=None), "bonus_from") == "jamais"


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1200)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_house_rules_button_says_which_rules_are_changed(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    """Not "2 rules changed": the rules and their values, in the words that fit the button
    (the first ones and how many more when all of them do not)."""
    from figures.ui.widgets.text import fit_text

    set_language(language)
    app.window.set_size(*size)
    try:
        setup = the_setup(app)
        pane = setup.colour
        button = pane.house_button
        pane.house = HouseRules(cost=3, square=2)
        shown = texts_drawn(setup.on_draw, monkeypatch)
        expected = {"en": "Cost 3, 2 a square", "fr": "Coût 3, 2 par carré"}[language]
        assert button.label() == expected and expected in shown
        pane.house = HouseRules(bonus_from=None)
        assert button.label() == {"en": "No bonus", "fr": "Sans bonus"}[language]
        # Every rule changed: what is drawn fits the button, whole words, the first rule named.
        pane.house = HouseRules(
            cost=2, bonus_from=5, hand=3, square=3, min_target=80, max_target=200
        )
        label = button.label()
        assert fit_text(label, button.rect.width - 12, button.size) == label
        assert label.startswith({"en": "Cost 2", "fr": "Coût 2"}[language])
        more = {"en": " and ", "fr": " et "}[language]
        named = label.split(more)[0].split(", ")
        if more in label:  # (the last rules counted)
            assert label.endswith(tr("house.short.more", rules="", n=5 - len(named)))
        else:
            assert len(named) == 5 and named[-1].endswith("80–200")
        # The words of each rule (in a window wide enough they are all named).
        assert (
            house_summary(pane.house)
            == {
                "en": "Cost 2, bonus from edge 5, 3 in a hand, 3 a square, targets 80–200",
                "fr": "Coût 2, bonus dès le bord 5, 3 en main, 3 par carré, objectifs 80–200",
            }[language]
        )
    finally:
        app.window.set_size(1280, 800)
        set_language("en")


def test_the_arrow_keys_change_the_rule_marked(app: App) -> None:
    setup = the_setup(app)
    pane = setup.colour
    pane.open_house()
    setup.on_draw()
    assert pane.house_row == 0
    setup.on_key_press(K.DOWN, 0)  # mark the bonus
    assert pane.house_row == 1
    for _ in range(4):
        setup.on_key_press(K.RIGHT, 0)  # 3, 4, 5, 6, then never
    assert pane.house.bonus_from is None
    setup.on_key_press(K.LEFT, 0)
    assert pane.house.bonus_from == 6
    setup.on_key_press(K.DOWN, 0)
    setup.on_key_press(K.DOWN, 0)  # points a closed square
    setup.on_key_press(K.RIGHT, 0)
    assert pane.house.square == 2
    setup.on_key_press(K.UP, 0)
    setup.on_key_press(K.UP, 0)
    setup.on_key_press(K.UP, 0)  # back to the cost, then up wraps to the highest target
    assert pane.house_row == 0
    setup.on_key_press(K.UP, 0)
    assert HOUSE_ROWS[pane.house_row] == "max_target"
    press(setup, pane.reset_button)
    assert pane.house == DEFAULT_RULES and not pane.reset_button.enabled()


@pytest.mark.parametrize(
    ("language", "row", "presses", "message"),
    [
        ("en", "cost", 5, "Second placement costs: from 0 to 20"),
        ("fr", "hand", 3, "Dominos en main\u00a0: de 1 à 4"),
        ("en", "min_target", 19, "The lowest target cannot be above the highest"),
    ],
)
def test_a_value_the_rules_refuse_is_not_taken(
    app: App, language: str, row: str, presses: int, message: str
) -> None:
    setup = the_setup(app)
    set_language(language)
    pane = setup.colour
    pane.open_house()
    delta = -1 if row == "cost" else 1
    for _ in range(presses):
        pane.step_house(HOUSE_ROWS.index(row), delta)
    assert setup.error == message
    before = pane.house
    pane.step_house(HOUSE_ROWS.index(row), delta)
    assert pane.house == before  # the refused value is not taken
    setup.on_draw()


def test_the_target_stays_in_the_house_range(app: App) -> None:
    setup = the_setup(app)
    pane = setup.colour
    pane.open_house()
    for _ in range(12):
        pane.step_house(HOUSE_ROWS.index("max_target"), -1)  # 240 -> 120
    assert pane.house.max_target == 120 and pane.target == 120
    pane.step_house(HOUSE_ROWS.index("max_target"), -1)
    assert pane.target == 110
    pane.close_house()
    setup.on_key_press(K.UP, 0)  # +10, held at the highest target allowed
    assert pane.target == 110


def test_a_game_started_with_cost_3_charges_3(app: App, tmp_path: Path) -> None:
    setup = the_setup(app)
    pane = setup.colour
    while pane.seats[1].kind != "human":  # two people at the screen: no computer to wait for
        pane.cycle_kind(pane.seats[1])
    press(setup, pane.house_button)
    press(setup, pane.house_steps[HOUSE_ROWS.index("cost")][0])
    press(setup, pane.done_button)
    setup.seed.value = "7"
    setup.on_key_press(K.ENTER, 0)
    view = app.game_view
    assert isinstance(view, GameView)
    match = view.match
    game = match.game
    assert game.rules == HouseRules(cost=3) and game.settings.seed == 7
    from figures.app.options import load_options

    assert load_options(tmp_path / "settings.json").settings.rules == HouseRules(cost=3)
    paid = None
    while not game.is_over and paid is None:
        if game.phase is Phase.SECOND:
            places = [a for a in game.legal_actions() if isinstance(a, Place)]
            if places and game.can_pay_second():
                # The screen says the game's cost: the button, the offer, the top bar.
                labels = [b.label() for b in view.hand.action_buttons]
                assert tr("button.second", cost=3) in labels
                offer = view.presenter.hand_status(show_hints=False, hints=None)[0][0]
                assert offer == tr("second.offer", score=game.scores[game.current], cost=3)
                before = game.scores[game.current]
                score = game.preview(places[0]).score
                assert game.preview(places[0]).paid == 3
                match.apply(places[0])
                paid = game.turns[-1].placements[-1].paid
                assert game.scores[game.turns[-1].player] == before + score.points - 3
                break
            match.apply(EndTurn())
            continue
        actions = game.legal_actions()
        places = [a for a in actions if isinstance(a, Place)]
        best = max(places, key=lambda a: game.preview(a).points) if places else actions[0]
        match.apply(best)
    assert paid == 3
    assert game.placement_cost in (0, 3)
    match.flush_autosave()
    record = json.loads((tmp_path / "autosave.json").read_text())
    assert record["rules"]["cost"] == 3


def test_the_house_rules_chosen_come_back_at_the_next_launch(tmp_path: Path) -> None:
    from figures.app.options import load_options, save_options
    from figures.colour.game import Settings
    from figures.core.seats import PlayerSpec

    rules = HouseRules(cost=3, bonus_from=None, square=2, min_target=30, max_target=90)
    seats = (PlayerSpec("Zoé", "human"), PlayerSpec("Hal", "hard"))
    save_options(tmp_path / "settings.json", Options(settings=Settings(seats, 40, 0, 0, rules)))
    again = load_options(tmp_path / "settings.json")
    assert again.settings.rules == rules and again.settings.target == 40 and again.note == ""
    # A file of an older version (no house rules) keeps the defaults...
    data = json.loads((tmp_path / "settings.json").read_text())
    del data["house_rules"]
    data["target"] = 120
    (tmp_path / "settings.json").write_text(json.dumps(data))
    assert load_options(tmp_path / "settings.json").settings.rules == DEFAULT_RULES
    # ... and a damaged one is set aside with a word, the usual set-up shown.
    data["house_rules"] = {"cost": 99}
    (tmp_path / "settings.json").write_text(json.dumps(data))
    damaged = load_options(tmp_path / "settings.json")
    assert damaged.settings.rules == DEFAULT_RULES and "cost" in damaged.note
    assert list(tmp_path.glob("settings.bad-*"))
