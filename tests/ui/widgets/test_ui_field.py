"""The text field behaves like a desktop field, driven by the window's own key and mouse
events into the real screens that hold one: the set-up's names and deal number, the sheet's
number fields, the file dialog's name. Headless (ARCADE_HEADLESS=1), but for the clipboard,
copied to and pasted from under a virtual X server of the test's own
(:func:`test_copy_cut_and_paste_through_the_system_clipboard`)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest
from xvfb import virtual_display

arcade = pytest.importorskip("arcade")

from figures.sheet.model import Sheet  # noqa: E402
from figures.ui import theme  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.sheet.forms.field import NumberField  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402
from figures.ui.shell.app import App, FiguresWindow  # noqa: E402
from figures.ui.widgets.field import TextField  # noqa: E402
from figures.ui.widgets.text import text  # noqa: E402

K = arcade.key
LEFT = arcade.MOUSE_BUTTON_LEFT
#: The motions the X11 window sends after a key (pyglet's table, with Ctrl or without).
SENT = {
    (K.LEFT, False): K.MOTION_LEFT,
    (K.RIGHT, False): K.MOTION_RIGHT,
    (K.LEFT, True): K.MOTION_PREVIOUS_WORD,
    (K.RIGHT, True): K.MOTION_NEXT_WORD,
    (K.HOME, False): K.MOTION_BEGINNING_OF_LINE,
    (K.END, False): K.MOTION_END_OF_LINE,
    (K.BACKSPACE, False): K.MOTION_BACKSPACE,
    (K.DELETE, False): K.MOTION_DELETE,
    (K.C, True): 7,  # MOTION_COPY
    (K.V, True): 8,  # MOTION_PASTE
}


def send(window: FiguresWindow, *event: Any) -> None:
    """An event as the system gives it to the window: queued, then dispatched."""
    window.dispatch_event(*event)
    window.dispatch_events()


def press(window: FiguresWindow, symbol: int, modifiers: int = 0) -> None:
    """A key as the window sends it: pressed, then its motion (selecting, with Shift), then
    let go."""
    send(window, "on_key_press", symbol, modifiers)
    motion = SENT.get((symbol, bool(modifiers & K.MOD_CTRL)))
    if motion is not None:
        selecting = bool(modifiers & K.MOD_SHIFT)
        send(window, "on_text_motion_select" if selecting else "on_text_motion", motion)
    send(window, "on_key_release", symbol, modifiers)


def held(window: FiguresWindow, motion: int) -> None:
    """A key held down: the window repeats its motion alone."""
    send(window, "on_text_motion", motion)


def type_in(window: FiguresWindow, content: str) -> None:
    send(window, "on_text", content)


def click(window: FiguresWindow, x: float, y: float) -> None:
    """A click at ``(x, y)`` of the layout (the window's pixels are ``ui_scale`` times
    more)."""
    s = window.ui_scale
    send(window, "on_mouse_press", x * s, y * s, LEFT, 0)
    send(window, "on_mouse_release", x * s, y * s, LEFT, 0)


def drag(window: FiguresWindow, x0: float, x1: float, y: float) -> None:
    s = window.ui_scale
    send(window, "on_mouse_press", x0 * s, y * s, LEFT, 0)
    send(window, "on_mouse_drag", x1 * s, y * s, (x1 - x0) * s, 0, LEFT, 0)
    send(window, "on_mouse_release", x1 * s, y * s, LEFT, 0)


def at(field: TextField, prefix: str) -> float:
    """The window's x just after ``prefix`` of the field's text (where a click puts the
    caret after it)."""
    size, _ = field.sizes()
    return field.rect.left + field.pad() + text(prefix, 0, 0, size=size).content_width + 1


@pytest.fixture
def setup(app: App) -> SetupView:
    app.show_setup()
    view = app.window.current_view
    assert isinstance(view, SetupView)
    view.on_draw()
    return view


def name_field(setup: SetupView, value: str) -> TextField:
    """The first seat's name, focused by a click and set to ``value`` by the keyboard."""
    field = setup.seats[0].name
    window = setup.window
    assert window is not None
    click(window, field.rect.cx, field.rect.cy)
    assert field.focused
    press(window, K.A, K.MOD_CTRL)
    type_in(window, value)
    setup.on_draw()
    assert field.value == value and field.caret == len(value)
    return field


def test_a_click_in_the_focused_field_places_the_caret(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann Lee")
    click(window, at(field, "Ann"), field.rect.cy)
    assert field.caret == 3 and field.anchor is None
    type_in(window, "a")
    assert field.value == "Anna Lee"
    click(window, field.rect.left + 2, field.rect.cy)  # before the text: its start
    type_in(window, "M")
    assert field.value == "MAnna Lee"
    click(window, field.rect.right - 3, field.rect.cy)  # after it: its end
    assert field.caret == len(field.value)


def test_the_arrows_home_and_end_move_the_caret(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Bob")
    press(window, K.LEFT)
    press(window, K.LEFT)
    assert field.caret == 1  # one step a key (the key and its motion are one move)
    type_in(window, "-")
    assert field.value == "B-ob"
    press(window, K.HOME)
    type_in(window, "<")
    press(window, K.END)
    type_in(window, ">")
    press(window, K.RIGHT)  # at the end: it stays
    assert field.value == "<B-ob>" and field.caret == 6
    held(window, K.MOTION_LEFT)  # a held key repeats its motion
    held(window, K.MOTION_LEFT)
    assert field.caret == 4


def test_ctrl_and_the_arrows_move_a_word_at_a_time(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann and Bob")
    press(window, K.LEFT, K.MOD_CTRL)
    assert field.caret == 8
    press(window, K.LEFT, K.MOD_CTRL)
    assert field.caret == 4
    press(window, K.LEFT, K.MOD_CTRL)
    press(window, K.LEFT, K.MOD_CTRL)
    assert field.caret == 0
    press(window, K.RIGHT, K.MOD_CTRL)
    assert field.caret == 4
    press(window, K.RIGHT, K.MOD_CTRL)
    press(window, K.RIGHT, K.MOD_CTRL)
    assert field.caret == 11


def test_shift_with_a_motion_selects_and_typing_replaces_the_selection(
    setup: SetupView,
) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann Lee")
    press(window, K.LEFT, K.MOD_SHIFT)
    press(window, K.LEFT, K.MOD_SHIFT)
    assert field.selection() == "ee"
    press(window, K.LEFT, K.MOD_SHIFT | K.MOD_CTRL)
    assert field.selection() == "Lee"
    setup.on_draw()  # (the selection painted)
    type_in(window, "Ray")
    assert field.value == "Ann Ray" and field.anchor is None
    press(window, K.HOME, K.MOD_SHIFT)
    assert field.selected  # the whole text
    press(window, K.RIGHT)  # an arrow without Shift: to the selection's end, unselected
    assert field.caret == 7 and field.anchor is None


def test_a_drag_selects_and_a_double_click_selects_a_word(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann Lee Ray")
    y = field.rect.cy
    drag(window, at(field, "A"), at(field, "Ann L"), y)
    assert field.selection() == "nn L"
    setup.on_draw()
    click(window, at(field, "Ann L"), y)
    click(window, at(field, "Ann L"), y)
    assert field.selection() == "Lee"
    type_in(window, "Zoé")
    assert field.value == "Ann Zoé Ray"


def test_backspace_and_delete_remove_the_selection_or_one_character(
    setup: SetupView,
) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann Lee")
    press(window, K.HOME)
    press(window, K.DELETE)
    assert field.value == "nn Lee" and field.caret == 0
    press(window, K.BACKSPACE)  # nothing before the caret
    assert field.value == "nn Lee"
    press(window, K.END)
    press(window, K.BACKSPACE)
    assert field.value == "nn Le"
    held(window, K.MOTION_BACKSPACE)  # Backspace held down
    assert field.value == "nn L"
    press(window, K.HOME)
    press(window, K.RIGHT, K.MOD_SHIFT)
    press(window, K.RIGHT, K.MOD_SHIFT)
    press(window, K.DELETE)
    assert field.value == " L"
    press(window, K.END, K.MOD_SHIFT)
    press(window, K.BACKSPACE)
    assert field.value == ""


def test_ctrl_backspace_deletes_the_word_before_the_caret(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann Lee Ray")
    press(window, K.BACKSPACE, K.MOD_CTRL)
    assert field.value == "Ann Lee "
    press(window, K.LEFT, K.MOD_CTRL)
    press(window, K.BACKSPACE, K.MOD_CTRL)
    assert field.value == "Lee " and field.caret == 0
    press(window, K.A, K.MOD_CTRL)
    assert field.selected
    press(window, K.BACKSPACE, K.MOD_CTRL)  # a selection: it goes
    assert field.value == ""


def test_ctrl_a_selects_the_whole_text_and_typing_replaces_it(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "Ann")
    press(window, K.A, K.MOD_CTRL)
    assert field.selected and field.selection() == "Ann"
    type_in(window, "Bo")
    assert field.value == "Bo" and not field.selected


def test_the_length_limit_and_the_allowed_characters_are_kept(setup: SetupView) -> None:
    window = setup.window
    assert window is not None
    field = name_field(setup, "x" * 18)
    press(window, K.HOME)
    type_in(window, "abcd")  # a name has at most 20 characters
    assert field.value == "ab" + "x" * 18
    seed = setup.seed
    click(window, seed.rect.cx, seed.rect.cy)
    type_in(window, "12ab34")
    assert seed.value == "1234"
    press(window, K.LEFT)
    press(window, K.LEFT)
    type_in(window, "5678901")  # nine digits at most
    assert seed.value == "125678934"


def test_a_number_field_of_the_sheet_edits_as_the_others(app: App) -> None:
    app.show_sheet(Sheet.colour(["Ann", "Bob"], 60, 0))
    view = app.window.current_view
    assert isinstance(view, SheetView)
    window = app.window
    press(window, K.ENTER)  # the turn's form
    form = view.form
    assert form is not None
    view.on_draw()
    field = form.focus
    assert isinstance(field, NumberField) and field.focused
    type_in(window, "13")
    press(window, K.LEFT)
    type_in(window, "2")
    assert field.value == "123" and field.caret == 2
    view.on_draw()  # drawn by the field itself, its digits big and bold
    shown = field._shown
    assert shown is not None and shown.layout.document.text == "123"
    assert shown.layout.document.get_style("font_size") == field.sizes()[0] * theme.pixels()
    press(window, K.END, K.MOD_SHIFT)
    press(window, K.DELETE)
    assert field.value == "12"
    press(window, K.BACKSPACE)
    held(window, K.MOTION_BACKSPACE)  # held down: the form hears of each change
    assert field.value == "" and form.message == ""
    type_in(window, "4")
    assert field.value == "4"
    type_in(window, "56")
    view.on_draw()
    click(window, at(field, "4"), field.rect.cy)  # in the focused field: the caret there
    assert field.caret == 1 and field.focused
    type_in(window, "0")
    assert field.value == "4056"


def test_the_file_dialog_s_name_takes_the_mouse_and_the_keys(app: App, tmp_path: Path) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    window = app.window
    press(window, K.O, K.MOD_CTRL)
    dialog = setup.dialog
    assert dialog is not None
    field = dialog.field
    field.value = "games/old.json"
    setup.on_draw()
    y = field.rect.cy
    drag(window, at(field, "games/"), at(field, "games/old"), y)
    assert field.selection() == "old"
    type_in(window, "new")
    assert field.value == "games/new.json"
    press(window, K.HOME, K.MOD_SHIFT)  # the window's own handler for the dialog's motions
    assert field.selection() == "games/new"
    held(window, K.MOTION_DELETE)
    assert field.value == ".json"
    press(window, K.ESCAPE)


@contextmanager
def window_sized(
    window: FiguresWindow, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """The shared window at ``size``, then back at 1280×800 and at the scale of no setting."""
    window.set_size(*size)
    try:
        yield
    finally:
        monkeypatch.delenv(theme.SCALE_VARIABLE, raising=False)
        window.set_size(1280, 800)
        window.rescale()


@pytest.mark.parametrize(
    ("size", "fixed"), [((900, 600), None), ((1280, 800), None), ((1920, 1200), None),
                        ((1920, 1200), "1.25")]
)  # fmt: skip
def test_the_field_fits_at_every_window_size_and_scale(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], fixed: str | None
) -> None:
    if fixed is not None:
        monkeypatch.setenv(theme.SCALE_VARIABLE, fixed)
    with window_sized(app.window, size, monkeypatch):
        app.show_setup()
        setup = app.window.current_view
        assert isinstance(setup, SetupView)
        if fixed is not None:
            assert app.window.ui_scale == pytest.approx(float(fixed))
        setup.on_draw()
        long = "Maximilienne-Apolline"[:20]
        field = name_field(setup, long)
        shown = field._shown
        assert shown is not None
        # The text made at the screen's pixels, its box inside the field's, the caret in it.
        assert shown.ratio == theme.pixels()
        layout = shown.layout
        r = field.rect
        assert layout.x / shown.ratio >= r.left and layout.width / shown.ratio <= r.width
        assert r.left < shown.caret_x() <= r.right - field.pad() + 1
        press(app.window, K.HOME)
        setup.on_draw()
        assert shown.caret_x() == pytest.approx(r.left + field.pad(), abs=1.5)
        press(app.window, K.END)
        setup.on_draw()
        assert r.left < shown.caret_x() <= r.right - field.pad() + 1


# ----------------------------------------------------------------------------- the clipboard

#: Run in a window of a real X server: the first seat's name copied, cut and pasted.
_CLIPBOARD_SCRIPT = textwrap.dedent(
    """
    import json, select, sys
    import arcade
    from figures.ui.shell.app import App, FiguresWindow
    from figures.app.options import Options
    from figures.texts.i18n import set_language

    K = arcade.key
    set_language("en")
    window = FiguresWindow((1280, 800), visible=True)
    app = App(window, Options(), autosave=None)
    app.show_setup()
    setup = window.current_view

    def frame():
        window.dispatch_events()
        window.on_draw()
        window.flip()

    def send(*event):
        window.dispatch_event(*event)
        window.dispatch_events()

    def key(symbol, modifiers=0, motion=None):
        send("on_key_press", symbol, modifiers)
        if motion is not None:
            send("on_text_motion", motion)

    def ask(line):
        # (the window goes on answering the X server, another program asking it for its
        # clipboard among others, while the answer comes)
        print(line, flush=True)
        while not select.select([sys.stdin], [], [], 0.01)[0]:
            window.display.select()  # (every event of the display: a selection's asks too)
            window.dispatch_events()
        answer = sys.stdin.readline().strip()
        window.display.select()
        return answer

    frame()
    field = setup.seats[0].name
    send("on_mouse_press", field.rect.cx, field.rect.cy, 1, 0)
    key(K.A, K.MOD_CTRL)
    send("on_text", "Ann Lee")
    key(K.LEFT, K.MOD_CTRL | K.MOD_SHIFT)  # "Lee" selected
    send("on_text_motion_select", K.MOTION_PREVIOUS_WORD)
    key(K.C, K.MOD_CTRL, 7)  # Ctrl+C, and the window's copy motion
    for _ in range(20):
        frame()
    seen = {"copied": ask("copied")}  # (another program reads the clipboard meanwhile)
    key(K.X, K.MOD_CTRL)
    seen["after cut"] = field.value
    seen["cut"] = ask("cut")
    key(K.HOME)
    send("on_text_motion", K.MOTION_BEGINNING_OF_LINE)
    key(K.V, K.MOD_CTRL, 8)
    seen["pasted"] = field.value
    ask("set")  # another program puts a text of its own on the clipboard
    seed = setup.seed
    send("on_mouse_press", seed.rect.cx, seed.rect.cy, 1, 0)
    key(K.V, K.MOD_CTRL, 8)
    seen["seed"] = seed.value
    print("result " + json.dumps(seen), flush=True)
    window.close()
    """
)

#: Another program on the same display: reads the clipboard, or owns it with a text.
_OTHER_SCRIPT = textwrap.dedent(
    """
    import sys, time
    import pyglet
    window = pyglet.window.Window(64, 64, visible=True)
    for line in sys.stdin:
        command = line.strip()
        if command == "read":
            print(window.get_clipboard_text().replace("\\n", " "), flush=True)
        elif command.startswith("own "):
            window.set_clipboard_text(command[4:])
            print("owned", flush=True)
        elif command == "serve":
            end = time.monotonic() + 5
            while time.monotonic() < end:
                window.display.select()
                window.dispatch_events()
                time.sleep(0.01)
        elif command == "quit":
            break
    """
)


@pytest.fixture
def display() -> Iterator[str]:
    """A virtual X server of the test's own; its display name."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    with virtual_display() as name:
        yield name


def _start(script: str, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", script],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _say(process: subprocess.Popen[str], line: str) -> None:
    assert process.stdin is not None
    process.stdin.write(line + "\n")
    process.stdin.flush()


def _hear(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line, process.stderr.read() if process.stderr else ""
    return line.rstrip("\n")


def test_copy_cut_and_paste_through_the_system_clipboard(display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env.update(DISPLAY=display, FIGURES_DATA_DIR=str(tmp_path), FIGURES_AUDIO="off")
    game = _start(_CLIPBOARD_SCRIPT, env)
    other = _start(_OTHER_SCRIPT, env)
    try:
        assert _hear(game) == "copied"
        _say(other, "read")  # the game's window serves its selection while it is asked
        copied = _hear(other)
        _say(game, copied)
        assert _hear(game) == "cut"
        _say(other, "read")
        _say(game, _hear(other))
        assert _hear(game) == "set"
        _say(other, "own 12ab34567890")
        assert _hear(other) == "owned"
        _say(other, "serve")
        _say(game, "")
        result = _hear(game)
        assert result.startswith("result "), result
        seen: dict[str, Any] = __import__("json").loads(result[len("result ") :])
        assert seen["copied"] == "Lee"
        assert seen["after cut"] == "Ann "
        assert seen["cut"] == "Lee"
        assert seen["pasted"] == "LeeAnn "
        assert seen["seed"] == "123456789"  # the digits only, nine at most
        assert game.wait(timeout=30) == 0
    finally:
        for process in (game, other):
            if process.poll() is None:
                if process is other:
                    _say(other, "quit")
                process.kill()
            process.wait(timeout=10)
