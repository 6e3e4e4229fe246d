"""The interface's scale: the layout is made for 1280x800 and a larger window shows it larger
(texts made at the larger size, sharp), the system's factor too; 900x600 and 1280x800 are
drawn as they always were. Driven through the real window and screens, headless."""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from figures.ui import theme  # noqa: E402
from figures.ui.setup.view import SetupView, game_line, game_title  # noqa: E402
from figures.ui.shell.app import App, FiguresWindow  # noqa: E402

SIZES = ((900, 600), (1280, 800), (1920, 1200))


@contextmanager
def window_of(window: FiguresWindow, size: tuple[int, int]) -> Iterator[FiguresWindow]:
    """The shared window resized to ``size`` (the platform's pixels), then back."""
    window.set_size(*size)
    try:
        yield window
    finally:
        window.set_size(1280, 800)


def drawn(view: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Every text a frame of ``view`` makes (drawn at once or painted into a picture of a
    panel), by its content (the last of each), from a cache emptied first."""
    from collections import OrderedDict

    from figures.ui.widgets import text as widgets

    seen: dict[str, Any] = {}
    real = widgets.make_text

    def spy(content: str, *args: Any, **kwargs: Any) -> Any:
        label = real(content, *args, **kwargs)
        seen[content] = label
        return label

    monkeypatch.setattr(widgets, "_TEXTS", OrderedDict())
    monkeypatch.setattr(widgets, "make_text", spy)
    try:
        view.on_draw()
    finally:
        monkeypatch.setattr(widgets, "make_text", real)
    return seen


def setup_of(app: App) -> SetupView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    return setup


def read_row(y: int, width: int) -> list[tuple[int, int, int]]:
    """One row of the screen's pixels (from the bottom), as drawn."""
    from pyglet import gl

    buffer = (ctypes.c_ubyte * (width * 3))()
    gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1)
    gl.glReadPixels(0, y, width, 1, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, buffer)
    raw = bytes(buffer)
    return [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, len(raw), 3)]


def test_the_scale_of_each_size() -> None:
    scale = theme.interface_scale
    assert scale((900, 600)) == scale((1280, 800)) == 1.0  # (as they always were)
    assert scale((640, 480)) == 1.0  # (never smaller)
    assert scale((1920, 1200)) == pytest.approx(1.5)
    assert scale((2560, 1600)) == pytest.approx(2.0)
    assert scale((1920, 1080)) == pytest.approx(1.35)  # (the height decides)
    assert scale((7680, 4800)) == theme.SCALE_MAX
    # The system's factor (a desktop at 150%): at least that, while the layout keeps the
    # room of the smallest window (1280x800 at 1.5 would leave 853x533).
    assert scale((1920, 1200), system=1.5) == pytest.approx(1.5)
    assert scale((2560, 1600), system=1.5) == pytest.approx(2.0)
    assert scale((1280, 800), system=1.5) == pytest.approx(1.3)
    assert scale((1280, 800), system=1.25) == pytest.approx(1.25)
    # FIGURES_UI_SCALE fixes it (within the same room); a value that is no number is not
    # taken.
    assert scale((1920, 1200), fixed="1") == 1.0
    assert scale((1920, 1200), fixed="1.75") == pytest.approx(1.75)
    assert scale((1280, 800), fixed="2") == pytest.approx(1.3)
    assert scale((1920, 1200), fixed="abc") == scale((1920, 1200), fixed="nan") == 1.5


def test_the_window_s_scale_follows_a_resize_and_the_mouse_is_scaled(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = app.window
    assert isinstance(window, FiguresWindow)
    setup = setup_of(app)
    assert window.ui_scale == 1.0 and window.get_size() == (1280, 800)
    with window_of(window, (1920, 1200)):
        # The layout's size is the design's; every pixel of it covers 1.5 of the screen.
        assert window.ui_scale == pytest.approx(1.5) == theme.scale()
        assert window.get_size() == (1280, 800)
        assert window.get_framebuffer_size() == (1920, 1200)
        assert window.get_pixel_ratio() == pytest.approx(1.5)
        assert window.ctx.screen.viewport == (0, 0, 1280, 800)  # (1920x1200 on the screen)
        # The mouse at the screen's (960, 600) is at the layout's middle.
        window.dispatch_event("on_mouse_motion", 960, 600, 3, 0)
        window.dispatch_events()
        assert setup.hover == (640, 400)
        # The screen shown was laid out again at the new size (the resize reached it).
        assert setup.panel.width == 1180
        window.set_size(1000, 1200)  # (narrow: the width decides, no scale)
        assert window.ui_scale == 1.0 and window.get_size() == (1000, 1200)
        assert setup.panel.width == 960
        window.set_size(900, 600)
        assert window.ui_scale == 1.0 and window.get_size() == (900, 600)
        assert setup.panel.width == 860 and theme.pixels() == 1.0
        # A desktop at 150% (pyglet's dpi of the screen, 144): at least that, within the room
        # of the smallest window.
        dpi = window._dpi
        window._dpi = 144
        try:
            window.set_size(1280, 800)
            assert window.ui_scale == pytest.approx(1.3) and window.get_size() == (985, 616)
            window.set_size(1920, 1200)
            assert window.ui_scale == pytest.approx(1.5)
            window.set_size(2560, 1600)
            assert window.ui_scale == pytest.approx(2.0)
        finally:
            window._dpi = dpi
        # The environment's scale, once the window is resized.
        monkeypatch.setenv(theme.SCALE_VARIABLE, "1")
        window.set_size(1920, 1200)
        assert window.ui_scale == 1.0 and window.get_size() == (1920, 1200)
        monkeypatch.delenv(theme.SCALE_VARIABLE)
    assert window.ui_scale == 1.0 and window.get_size() == (1280, 800)


def test_the_setup_is_drawn_larger_in_a_large_window(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 1920x1200 the set-up spans 1.5 times the pixels and its texts are made 1.5 times
    larger (their font size, not a stretched picture); none is cut more than at 1280x800;
    900x600 and 1280x800 are drawn at the sizes they always had."""
    window = app.window
    assert isinstance(window, FiguresWindow)
    seen: dict[tuple[int, int], dict[str, Any]] = {}
    panels = {}
    for size in SIZES:
        with window_of(window, size):
            setup = setup_of(app)
            seen[size] = drawn(setup, monkeypatch)
            panels[size] = setup.panel.width * window.ui_scale
            if size == (1920, 1200):
                # The panel on the screen: its left edge 1.5 times as far from the window's.
                row = read_row(400, 200)
                edge = next(x for x, pixel in enumerate(row) if pixel == theme.PANEL_EDGE)
                assert edge == pytest.approx(setup.panel.left * 1.5, abs=2)
    assert panels[(900, 600)] == 860 and panels[(1280, 800)] == 1180
    assert panels[(1920, 1200)] == pytest.approx(1.5 * 1180)
    small, usual, large = (seen[s] for s in SIZES)
    title = game_title("colour")
    assert small[title].font_size == usual[title].font_size == theme.SIZES.text
    assert large[title].font_size == pytest.approx(1.5 * theme.SIZES.text)
    # Every text of the set-up, at 1.5 times the size (the letters' advances round a little
    # differently at each size: a line cut to its room may end a letter or two apart).
    assert len(large) == len(usual)
    common = set(large) & set(usual)
    assert len(common) > 0.8 * len(usual)
    for content in common:
        assert large[content].font_size == pytest.approx(1.5 * usual[content].font_size), content
        wide = large[content].label.content_width  # (the screen's pixels)
        assert wide == pytest.approx(1.5 * usual[content].content_width, rel=0.1, abs=3), content
    # The games' lines: as much of each as at 1280x800.
    for name in ("colour", "all-fives", "matador", "block-teams"):
        line = game_line(name)

        def shown(texts: dict[str, Any], line: str = line) -> int:
            return max(len(c.rstrip("…")) for c in texts if line.startswith(c.rstrip("…")))

        assert shown(large) >= shown(usual) - 2, name


@pytest.mark.parametrize("family", ["colour", "classic"])
def test_the_game_screens_texts_are_larger_in_a_large_window(
    app: App, monkeypatch: pytest.MonkeyPatch, family: str
) -> None:
    from figures.classic.settings import ClassicSettings
    from figures.colour.game import Settings
    from figures.core.seats import PlayerSpec

    window = app.window
    seen = {}
    bars = {}
    for size in ((1280, 800), (1920, 1200)):
        with window_of(window, size):
            players = (PlayerSpec("You", "human"), PlayerSpec("Computer", "random"))
            if family == "colour":
                app.start(Settings(players, 60, 1, 0))
            else:
                app.start(ClassicSettings("all-fives", players, seed=2, first=0))
            view: Any = app.window.current_view
            view.on_update(1 / 60)
            seen[size] = drawn(view, monkeypatch)
            bars[size] = window.ui_scale
    usual, large = seen[(1280, 800)], seen[(1920, 1200)]
    common = set(usual) & set(large)
    assert len(common) >= 5
    for content in common:
        assert large[content].font_size == pytest.approx(1.5 * usual[content].font_size), content
    assert bars[(1920, 1200)] == pytest.approx(1.5)


def test_texts_land_on_whole_pixels_with_their_descenders(app: App) -> None:
    """At 1.5 a text at y = 101 would sit on the screen's pixel 151.5: it is put on a whole
    one (there pyglet drew it without the bottoms of its p, g and q)."""
    from figures.ui.widgets.text import SharpText, make_text

    window = app.window
    with window_of(window, (1920, 1200)):
        window.clear()
        depths = []
        for x, y in ((20, 100), (200, 101)):
            label = make_text("gpq", x, y, color=(0, 0, 0, 255), font_size=11)
            assert isinstance(label, SharpText)
            assert label.label.y == round(y * 1.5) and label.y == pytest.approx(y, abs=0.34)
            label.draw()
            baseline = round(y * 1.5)
            inked = [
                row
                for row in range(baseline - 12, baseline + 1)
                if any(sum(p) < 300 for p in read_row(row, 400)[round(x * 1.5) :][:60])
            ]
            depths.append(baseline - min(inked))
        assert depths[0] >= 4 and abs(depths[0] - depths[1]) <= 1


def test_the_lines_of_a_wrapped_hint_keep_their_spacing_at_every_scale(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A font's height is rounded at each size (Liberation Sans at 11: 18 pixels, at 16.5:
    25 instead of 27), so at 1920x1200 the hints' lines were drawn 25 pixels apart, their
    letters touching: they are as far apart as at 1280x800, times the scale, a row wrapped
    from a long hint as well as the next hint (at 1.5, and at 1.25 that the environment
    asks; 900x600 is at 1 as 1280x800)."""
    from test_ui_colour_table import open_view, seed7

    window = app.window
    pitches: dict[float, list[int]] = {}
    real = arcade.Text.draw
    for size, fixed in (((1280, 800), None), ((1920, 1200), None), ((1280, 800), "1.25")):
        if fixed is not None:
            monkeypatch.setenv(theme.SCALE_VARIABLE, fixed)
        with window_of(window, size):
            window.rescale()
            view = open_view(app, seed7(16))
            view.on_resize(*window.get_size())
            window.clear()
            boxes: dict[str, tuple[int, int, int, int]] = {}

            def spy(label: Any, boxes: dict[str, tuple[int, int, int, int]] = boxes) -> None:
                real(label)
                screen = label.label  # (the screen's pixels)
                box = (int(screen.left), int(screen.bottom), int(screen.right), int(screen.top))
                boxes[label.text] = box

            monkeypatch.setattr(arcade.Text, "draw", spy)
            view.on_draw()
            monkeypatch.setattr(arcade.Text, "draw", real)
            hint = next(c for c in boxes if "1. " in c and "\n2. " in c)  # the hints' lines
            left, bottom, _, top = boxes[hint]
            back = theme.PANEL  # (the hand's, between the lines)
            inked = [  # (the rows' first words: each has a digit or a tall letter)
                y
                for y in range(bottom, top + 1)
                if any(
                    sum(abs(a - b) for a, b in zip(p, back, strict=True)) > 150
                    for p in read_row(y, left + 300)[left:]
                )
            ]
            starts = [y for y in inked if y + 1 not in inked]  # (the top row of each line)
            assert len(starts) > hint.count("\n") + 1, size  # a hint wraps onto a second row
            pitches[window.ui_scale] = [a - b for a, b in zip(starts[1:], starts, strict=False)]
        monkeypatch.delenv(theme.SCALE_VARIABLE, raising=False)
        window.rescale()
    usual = pitches[1.0]
    assert max(usual) - min(usual) <= 1, usual
    for scale in (1.5, 1.25):
        assert all(abs(p - scale * usual[0]) <= 1 for p in pitches[scale]), (scale, pitches)
