"""The registry of the families (``figures/ui/shell/shells.py``): every game of
:data:`figures.games.GAMES` has its family's entry; each entry's set-up panel makes settings
that start a game of that family on its screen; and a third family, added to the registry and
to ``GAMES`` only, is offered by the set-up, started, resumed and shown by the window
without a line of the window for it. Headless (ARCADE_HEADLESS=1); the classic screen is a
stand-in recording what it was given."""

from __future__ import annotations

import os
import sys
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from figures.app.options import Options  # noqa: E402
from figures.games import GAMES, GameInfo  # noqa: E402
from figures.texts import i18n  # noqa: E402
from figures.ui.classic.match import ClassicMatch  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.colour.view import GameView  # noqa: E402
from figures.ui.setup.panel import SetupHost  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell import shells  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.shell.navigation import GameMatch, Navigator  # noqa: E402
from figures.ui.widgets.buttons import Button, Widget  # noqa: E402
from figures.ui.widgets.field import TextField  # noqa: E402
from figures.ui.widgets.shapes import Rect  # noqa: E402
from figures.ui.widgets.text import draw_text  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
#: What the window asks of a game in play (the GameMatch protocol's members).
MATCH_MEMBERS = (
    "autosave",
    "is_over",
    "unchanged",
    "played",
    "summary",
    "save",
    "write_autosave",
    "flush_autosave",
)


class FakeClassicView(arcade.View):
    """The classic screen's stand-in: ``ClassicGameView(nav, match)``."""

    def __init__(self, nav: Any, match: ClassicMatch) -> None:
        super().__init__(nav.window)
        self.match = match
        self.said: list[str] = []

    def say(self, message: str) -> None:
        self.said.append(message)

    def stop(self) -> None:
        pass


@pytest.fixture
def app(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    """The shared ``app`` (conftest.py), its classic screen the stand-in."""
    fake = types.ModuleType("figures.ui.classic.view")
    fake.ClassicGameView = FakeClassicView  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "figures.ui.classic.view", fake)
    return app


def setup_of(app: App, **kwargs: Any) -> SetupView:
    app.show_setup(**kwargs)
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    return setup


def press(view: arcade.View, widget: Any) -> None:
    assert widget.visible(), widget
    x, y = int(widget.rect.cx), int(widget.rect.cy)
    view.on_mouse_motion(x, y, 0, 0)
    view.on_mouse_press(x, y, LEFT, 0)
    view.on_mouse_release(x, y, LEFT, 0)


def choose(setup: SetupView, name: str) -> None:
    press(setup, next(c for c in setup.cards if c.name == name))
    assert setup.game == name
    setup.on_draw()


# --------------------------------------------------------------------------- the registry


def test_every_game_has_its_family_s_entry() -> None:
    assert set(shells.SHELLS) == {info.family for info in GAMES.values()}
    for name, info in GAMES.items():
        shell = shells.shell_of_game(name)
        assert shell is shells.SHELLS[info.family] and shell.family == info.family
        assert shell.rules == info.family  # the rules text of the family


def test_a_match_of_each_family_is_a_game_match_of_its_entry() -> None:
    colour = shells.shell_of_game("colour")
    classic = shells.shell_of_game("block")
    assert colour is not classic
    for match, shell in (
        (Match.new(Options().settings), colour),
        (ClassicMatch.new(_classic_settings()), classic),
    ):
        for member in MATCH_MEMBERS:
            assert hasattr(match, member), (type(match).__name__, member)
        assert shells.shell_of_match(match) is shell
        assert not match.is_over and not match.played() and match.summary()


def _classic_settings() -> Any:
    from figures.classic.settings import ClassicSettings
    from figures.core.seats import PlayerSpec

    return ClassicSettings("block", (PlayerSpec("You", "human"), PlayerSpec("Bo", "medium")), 3)


@pytest.mark.parametrize("name", list(GAMES))
def test_each_entry_s_panel_makes_settings_that_start_its_game(app: App, name: str) -> None:
    setup = setup_of(app)
    choose(setup, name)
    shell = shells.shell_of_game(name)
    pane = setup.pane
    assert pane.game == name and pane.widgets and all(w in setup.widgets for w in pane.widgets)
    settings = pane.settings()
    assert settings is not None, setup.error
    assert shells.shell_of_settings(settings) is shell
    press(setup, setup.start_button)
    assert app.match is not None and shells.shell_of_match(app.match) is shell
    assert app.game_view is app.window.current_view
    assert app.options.game == name
    assert not isinstance(app.window.current_view, SetupView)


def test_the_rules_of_the_game_shown_are_its_family_s(app: App) -> None:
    for name in ("colour", "all-fives"):
        setup = setup_of(app)
        choose(setup, name)
        press(setup, setup.rules_button)
        assert getattr(app.window.current_view, "game", None) == shells.shell_of_game(name).rules


# --------------------------------------------------------------------------- a third family


@dataclass(frozen=True)
class TileSettings:
    """A new game of the third family: its number of tiles."""

    tiles: int


class TileMatch:
    """A game of the third family: nothing to play but a count."""

    def __init__(self, settings: TileSettings, autosave: Path | None = None) -> None:
        self.settings = settings
        self.autosave = autosave
        self.moves: list[str] = []
        self.writes = 0

    @property
    def is_over(self) -> bool:
        return False

    @property
    def unchanged(self) -> bool:
        return False

    def played(self) -> Sequence[object]:
        return self.moves

    def summary(self) -> str:
        return f"Tiles of {self.settings.tiles}"

    def save(self, path: str | Path) -> None:
        Path(path).write_text("{}", "utf-8")

    def write_autosave(self) -> None:
        self.writes += 1

    def flush_autosave(self, timeout: float | None = 10.0) -> bool:
        return True


class TileView(arcade.View):
    shown: ClassVar[list[TileView]] = []

    def __init__(self, nav: Navigator, match: TileMatch) -> None:
        super().__init__(nav.window)
        self.match = match
        self.said: list[str] = []
        self.stopped = False
        TileView.shown.append(self)

    def say(self, message: str) -> None:
        self.said.append(message)

    def stop(self) -> None:
        self.stopped = True


class TilePanel:
    """The third family's options: one button that counts the tiles up."""

    def __init__(self, host: SetupHost, game: str) -> None:
        self.host = host
        self.game = game
        self.tiles = 3
        self.widgets: list[Widget] = []
        self.shared: list[tuple[str, float]] = []
        self.build()

    def fields(self) -> list[TextField]:
        return []

    def build(self) -> None:
        self.more = Button(
            label=lambda: f"{self.tiles} tiles",
            action=self.add,
            visible=lambda: self.host.is_game(self.game),
        )
        self.widgets = [self.more]

    def layout(
        self, area: Rect, top: float, bottom: float, shared: Sequence[tuple[str, Widget]]
    ) -> bool:
        self.more.rect = Rect(area.left + 200, top - 40, 200, 34)
        self.shared = []
        for index, (label, widget) in enumerate(shared):
            y = top - 90 - 50 * index
            widget.rect = Rect(area.left + 200, y, 200, 34)
            self.shared.append((label, y + 17))
        self.x_label = area.left
        return True

    def draw(self) -> None:
        for label, y in self.shared:
            draw_text(label, self.x_label, y, anchor_y="center")

    def settings(self) -> TileSettings | None:
        if self.tiles > 5:
            self.host.error = "too many tiles"
            return None
        return TileSettings(self.tiles)

    def keep(self) -> None:
        pass

    def add(self) -> None:
        self.tiles += 1

    def step_target(self, delta: int) -> None:
        self.tiles += delta

    def relabel(self) -> None:
        pass

    def numeric(self, field: TextField) -> bool:
        return False


class TileShell:
    family = "tiles"
    rules = "colour"

    def takes(self, settings: object) -> bool:
        return isinstance(settings, TileSettings)

    def owns(self, match: GameMatch) -> bool:
        return isinstance(match, TileMatch)

    def new(self, settings: object, autosave: Path | None) -> TileMatch:
        assert isinstance(settings, TileSettings)
        return TileMatch(settings, autosave)

    def load(self, path: str | Path) -> TileMatch:
        raise AssertionError("no file of this family is opened here")

    def resume(self, path: Path) -> TileMatch | None:
        return None

    def remember(self, options: Options, settings: object) -> None:
        options.game = "tiles"

    def opened(self, options: Options, match: GameMatch) -> None:
        pass

    def screen(self, nav: Navigator, match: GameMatch) -> TileView:
        assert isinstance(match, TileMatch)
        match.write_autosave()
        return TileView(nav, match)

    def panel(self, host: SetupHost, game: str) -> TilePanel:
        return TilePanel(host, game)

    def end_of_round(self, match: GameMatch, number: int | None = None) -> object | None:
        return None

    def end_of_game(self, nav: Navigator, match: GameMatch) -> arcade.View | None:
        return None


@pytest.fixture
def tiles(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A third family in the registry, and its one game in ``GAMES`` (with its title and
    line in the catalogue): nothing else of the app is touched."""
    monkeypatch.setitem(shells.SHELLS, "tiles", TileShell())
    monkeypatch.setitem(GAMES, "tiles", GameInfo("tiles", "tiles", "Tiles", (1,), False))
    i18n.add_texts("en", "game-title-tiles = Tiles\ngame-desc-tiles = Count them.\n")
    i18n.add_texts("fr", "game-title-tiles = Tuiles\ngame-desc-tiles = Comptez.\n")
    TileView.shown.clear()
    yield
    i18n.reload()


@pytest.mark.usefixtures("tiles")
def test_a_third_family_in_the_registry_is_offered_and_started(app: App) -> None:
    setup = setup_of(app)
    assert [c.name for c in setup.cards][-1] == "tiles"
    choose(setup, "tiles")
    pane = setup.pane
    assert isinstance(pane, TilePanel) and setup.classic is None
    assert pane.more in setup.widgets and pane.more.visible()
    assert not setup.add_button.visible()  # (the colour game's options are not shown)
    press(setup, pane.more)
    setup.on_key_press(arcade.key.RIGHT, 0)  # the arrows step its target
    assert pane.tiles == 5
    setup.on_key_press(arcade.key.TAB, 0)  # Tab reaches its button
    assert setup.key_focus is pane.more
    setup.on_key_press(arcade.key.SPACE, 0)
    setup.on_key_press(arcade.key.ENTER, 0)  # six tiles: refused, the panel says why
    assert setup.error == "too many tiles" and app.window.current_view is setup
    pane.tiles = 4
    setup.on_key_press(arcade.key.ENTER, 0)
    view = app.window.current_view
    assert isinstance(view, TileView) and TileView.shown == [view]
    assert app.game_view is view and app.match is view.match
    assert view.match.settings == TileSettings(4) and view.match.autosave == app.autosave
    assert view.match.writes == 1 and app.options.game == "tiles"


@pytest.mark.usefixtures("tiles")
def test_a_third_family_s_game_is_resumed_and_kept(app: App) -> None:
    match = TileMatch(TileSettings(2))
    setup = setup_of(app, resume=match)
    assert setup.resume_summary() == "Tiles of 2"
    press(setup, setup.resume_yes)
    assert app.window.current_view is TileView.shown[-1] and app.match is match
    app.say("hello")
    assert TileView.shown[-1].said == ["hello"]
    # A new game of another family over it: its screen stops.
    app.start(Options().settings)
    assert TileView.shown[-1].stopped and isinstance(app.window.current_view, GameView)
    # And back: the third family's game starts from its settings alone.
    app.start(TileSettings(1))
    assert isinstance(app.window.current_view, TileView) and app.options.game == "tiles"


@pytest.mark.usefixtures("tiles")
def test_the_window_has_no_line_for_any_family() -> None:
    source = (Path(shells.__file__).parent / "app.py").read_text("utf-8")
    words = ("CLASSIC", "ClassicMatch", "ClassicSettings", "getattr(", "_family(")
    for word in (*words, "isinstance(settings", "isinstance(match", "isinstance(self.match"):
        assert word not in source, word
