"""The parts of the colour game's screen (``figures/ui/colour/``), each with its rectangle, its
drawing and its hit-testing, headless (ARCADE_HEADLESS=1, set by conftest.py)."""

from __future__ import annotations

import ast
import copy
from pathlib import Path
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")


from figures.colour.actions import Place  # noqa: E402
from figures.colour.game import Settings  # noqa: E402
from figures.colour.geometry import Side  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.ui import theme  # noqa: E402
from figures.ui.colour.hand import HandContent, HandPanel  # noqa: E402
from figures.ui.colour.presenter import Caption  # noqa: E402
from figures.ui.colour.table import hint_marker_positions  # noqa: E402
from figures.ui.colour.view import NAMES, OVERFLOW_ORDER, GameView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.shell.top_bar import TopBar  # noqa: E402
from figures.ui.widgets.buttons import Button  # noqa: E402
from figures.ui.widgets.message import KeysPanel, MessageLine  # noqa: E402
from figures.ui.widgets.shapes import Rect  # noqa: E402

UI = Path(__file__).resolve().parents[3] / "figures" / "ui"
#: The parts of the screens: the colour screen's, the shell's top bar, the shared message line.
PARTS = [
    *(UI / "colour" / f"{name}.py" for name in ("table", "hand", "side")),
    UI / "shell" / "top_bar.py",
    UI / "widgets" / "message.py",
]
#: The screens and the window, which the parts never import.
SCREENS = (
    "figures.ui.colour.view",
    "figures.ui.setup.view",
    "figures.ui.replay.view",
    "figures.ui.rules.view",
    "figures.ui.stats.view",
    "figures.ui.colour.end",
    "figures.ui.shell.passing",
    "figures.ui.shell.app",
)


def _bar() -> tuple[TopBar, list[str]]:
    pressed: list[str] = []
    buttons = {
        name: Button(label=lambda n=name: f"Button {n}", action=lambda n=name: pressed.append(n))
        for name in NAMES
    }
    return TopBar(buttons, OVERFLOW_ORDER), pressed


@pytest.mark.usefixtures("window")
def test_the_top_bar_finds_its_buttons_by_name_and_overflows_the_least_needed_first() -> None:
    bar, pressed = _bar()
    bar.place(1800, 800)
    bar.arrange("Ada to play")
    assert not bar.overflow and bar.toolbar == bar.buttons
    assert [bar.button(n) for n in NAMES] == bar.buttons
    help_button = bar.button("help")
    assert bar.shows("help", help_button.rect.cx, help_button.rect.cy)
    assert bar.press(help_button.rect.cx, help_button.rect.cy) and pressed == ["help"]
    # Narrow: the buttons go into the More menu in the order of need.
    bar.place(500, 800)
    bar.arrange("Ada to play")
    assert bar.overflow
    assert bar.overflow == [bar.button(n) for n in OVERFLOW_ORDER[: len(bar.overflow)]]
    assert bar.button("undo") in bar.toolbar
    assert not bar.shows("help", help_button.rect.cx, help_button.rect.cy)  # in the closed menu
    assert bar.press(bar.more.rect.cx, bar.more.rect.cy) and bar.more_open
    assert bar.shows("help", help_button.rect.cx, help_button.rect.cy)
    assert bar.press(help_button.rect.cx, help_button.rect.cy)  # a choice closes the menu
    assert pressed == ["help", "help"] and not bar.more_open
    assert not bar.press(-50, -50)


@pytest.mark.usefixtures("window")
def test_the_top_bar_lays_out_again_only_when_its_status_changes() -> None:
    bar, _ = _bar()
    bar.place(900, 600)
    bar.arrange("Ada to play")
    key, end = bar.key, bar.status_end
    bar.arrange("Ada to play")
    assert bar.key is key and bar.status_end == end > 14
    bar.arrange("Bob to play, with a longer status than before")
    assert bar.key != key and bar.status_end > end


@pytest.mark.usefixtures("window")
def test_the_hand_names_the_domino_under_a_pixel() -> None:
    buttons = [Button(label=lambda: "b", action=lambda: None) for _ in range(7)]
    hand = HandPanel(buttons)
    hand.place(Rect(0, 0, 900, 168), 52)
    assert all(b.rect.right <= 900 - 12 for b in buttons)
    hand.show(HandContent(title="Your hand", tiles=[7, 12]))
    (first, seven), (second, twelve) = hand.rects
    assert (seven, twelve) == (7, 12) and first.right < second.left
    assert hand.tile_at(first.cx, first.cy) == 7 and hand.tile_at(second.cx, second.cy) == 12
    assert hand.tile_at(second.right + 5, second.cy) is None
    status_x, width = hand.status_box()
    assert status_x > second.right - 30 and width >= 100
    # A smaller cell in a narrow window; a hidden hand or a finished game has nothing to pick.
    hand.place(Rect(0, 0, 600, 168), 40)
    assert hand.rects[0][0].width == 40 * 2 + 16
    hand.show(HandContent(title="Bob's turn", face_up=False, hidden=2))
    assert hand.rects == [] and hand.tile_at(first.cx, first.cy) is None
    hand.show(HandContent(over=True))
    assert hand.rects == []


@pytest.mark.usefixtures("window")
def test_the_message_line_forgets_a_message_once_its_time_is_up() -> None:
    line = MessageLine()
    line.place(0, 168, 900)
    line.say("Saved", 100.0)
    line.update(100.0 + theme.TOAST - 0.1)
    assert line.toast == ("Saved", 100.0)
    line.update(100.0 + theme.TOAST + 0.1)
    assert line.toast is None and line.live() is None
    keys = KeysPanel()
    keys.place((0, 168, 900, 588))
    assert keys.contains(450, 168 + 294) and not keys.contains(10, 170)


def test_the_table_floats_points_in_the_players_colour_and_badges_stand_apart(app: App) -> None:
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "human")), 60, 5, 0)
    app.start(settings)
    view = app.game_view
    assert isinstance(view, GameView)
    table = view.table
    table.float_up([Caption("+5", (0.5, 0.5), 0.0, 1), Caption("−4", (0.5, 0.0), 0.5, None)], 10)
    points, paid = table.floats[-2:]
    assert points.colour == theme.SEATS[1] and paid.colour == theme.ILLEGAL
    assert points.start == 10 and paid.start == 10.5
    table.update(10.1)
    assert points.label is not None and paid.label is not None
    table.update(10 + theme.FLOAT + 0.6)
    assert points not in table.floats and paid not in table.floats

    class Fake:
        def __init__(self, tile: int) -> None:
            self.action = Place(tile, 0, (0, 0), Side.E)

    positions = hint_marker_positions(view.camera, [Fake(1), Fake(2), Fake(3)])  # type: ignore[list-item]
    assert len(set(positions)) == 3


def _layout(view: GameView) -> dict[str, Any]:
    """What drawing must leave as it found it: every part's layout and state."""
    return {
        "top": (
            [b.rect for b in view.top_bar.buttons],
            list(view.top_bar.toolbar),
            list(view.top_bar.overflow),
            view.top_bar.status_width,
            view.top_bar.status_end,
            view.top_bar.more_open,
        ),
        "hand": (copy.deepcopy(view.hand.rects), view.hand.content),
        "side": view.side.rect,
        "message": view.message.toast,
        "keys": view.keys.rect,
        "camera": (view.camera.viewport, view.camera.centre, view.camera.scale),
        "floats": [(f.text, f.start) for f in view.table.floats],
    }


def test_drawing_the_parts_changes_nothing(app: App) -> None:
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Bob", "random")), 60, 5, 0)
    app.start(settings)
    view = app.game_view
    assert isinstance(view, GameView)
    view.say("A message")
    view.help = True
    view.on_update(1 / 60)
    view.feed()
    before = _layout(view)
    for _ in range(2):
        view.clear()
        view.table.draw()
        view.window.default_camera.use()
        view.table.draw_overlays()
        view.top_bar.draw(view.hover, True, view.now)
        view.side.draw(True, 0.5, view.now)
        view.hand.draw(view.hover)
        view.message.draw(view.now + theme.TOAST + 1)  # (an old message is not drawn)
        view.top_bar.draw_menu(view.hover)
        view.keys.draw()
    assert _layout(view) == before


def test_the_parts_reach_no_screen_and_the_drawing_no_view() -> None:
    """The parts import neither the screens nor the window: they are given what they show."""
    for path in PARTS:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(SCREENS), (
                    path.name,
                    node.module,
                )


# --------------------------------------------------------------------------- the colour scene


def test_the_colour_scene_is_one_description_for_both_painters() -> None:
    """The pictures (Pillow) and the table (Arcade) take the palette, the symbols and a
    domino's triangles from figures/scene/colour.py, which imports neither toolkit."""
    from figures.colour.board import Placed
    from figures.colour.tiles import Colour, default_tileset
    from figures.pictures import colour as render
    from figures.scene import colour as colour_scene
    from figures.ui.colour import paint as table

    path = Path(colour_scene.__file__)
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
            )
            assert not any(n.startswith(("arcade", "pyglet", "PIL", "figures.ui")) for n in names)
    assert render.PALETTE is colour_scene.PALETTE and render.SYMBOLS is colour_scene.SYMBOLS
    assert render.mix is colour_scene.mix and theme.TILE == colour_scene.PALETTE
    assert table.symbol_strokes is colour_scene.symbol_strokes
    # A symbol is the same shape on the screen (y up) and in a picture (y down).
    up = colour_scene.symbol_strokes(Colour.Y, (0.0, 0.0))
    down = colour_scene.symbol_strokes(Colour.Y, (0.0, 0.0), y_down=True)
    (top_up, *_), (top_down, *_) = (s.points for s in (up[0], down[0]))  # type: ignore[union-attr]
    assert top_up[1] > 0 > top_down[1] and top_up[1] == -top_down[1]
    assert len(colour_scene.symbol_strokes(Colour.B, (0.0, 0.0))) == 2  # a cross
    # A domino's pieces: the engine's eight triangles, each with its corners and centre.
    face = default_tileset()[5].faces[0]
    placed = Placed(face, (2, 3), Side.N, 5)
    pieces = colour_scene.domino_pieces(placed.triangles())
    assert [(p.triangle, p.colour) for p in pieces] == list(placed.triangles())
    for piece in pieces:
        assert piece.ring[0] == piece.ring[-1] and len(set(piece.corners)) == 3
        x, y = piece.centre
        assert piece.triangle[0] < x < piece.triangle[0] + 1
        assert piece.triangle[1] < y < piece.triangle[1] + 1
