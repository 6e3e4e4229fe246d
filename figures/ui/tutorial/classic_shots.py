"""Pictures of the classic guided first game, one or two per lesson, for looking at it:
``python -m figures.ui.tutorial.classic_shots [FOLDER] [--lang fr] [--size 900x600]``
(under Xvfb, or headless).

The guide is driven as a player drives it, through the screen's own handlers: Next, the
lesson's tile clicked in the hand and its end on the table, the Draw button.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Sequence
from pathlib import Path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m figures.ui.tutorial.classic_shots")
    parser.add_argument("folder", nargs="?", default="tutorial-shots")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1280x800", help="the window's size, WxH")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    os.environ.setdefault("FIGURES_AUDIO", "off")
    import arcade

    from figures.ui.app import App, FiguresWindow
    from figures.ui.options import Options
    from figures.ui.tutorial import start
    from figures.ui.tutorial.classic_view import ClassicGuidedView

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow((size[0], size[1]), visible=False)
    app = App(window, Options(language=args.lang))
    from figures.ui.i18n import set_language

    set_language(args.lang)
    view = start(app, game="classic")
    assert isinstance(view, ClassicGuidedView)
    view.slide_time = 0.2
    key = arcade.key

    def pump(seconds: float = 0.0) -> None:
        end = time.monotonic() + seconds
        while True:
            view.on_update(1 / 60)
            settled = view.slide is None and view.task is None
            waiting = not view.match.computer_to_move or view.guide.can_go_on()
            if time.monotonic() >= end and settled and waiting:
                break
            time.sleep(0.01)

    def shot(name: str) -> None:
        for _ in range(2):
            window.clear()
            view.on_draw()
        path = folder / f"classic-{args.lang}-{args.size}-{name}.png"
        arcade.get_image(0, 0, size[0], size[1]).convert("RGB").save(path)
        print(f"wrote {path}")

    def click(x: float, y: float) -> None:
        view.on_mouse_motion(int(x), int(y), 0, 0)
        view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
        view.on_mouse_release(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)

    def play(lesson: str) -> None:
        target = view.guide.script.target(lesson)
        view.on_draw()
        box = view.hand.box_of(target.tile)
        assert box is not None
        click((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        if view.end is None:
            for name, b in view.table.targets():
                if name == target.end:
                    x0, y0, x1, y1 = view.table.frame.box(b)
                    click((x0 + x1) / 2, (y0 + y1) / 2)
        shot(f"{lesson}-b-preview")
        view.on_key_press(key.ENTER, 0)
        pump(0.3)
        shot(f"{lesson}-c-done")

    pump(0.2)
    shot("intro")
    view.on_key_press(key.N, 0)
    pump(0.5)
    shot("match-a-asked")
    play("match")
    view.on_key_press(key.N, 0)
    pump(0.5)
    shot("draw-a-asked")
    rect = view.draw_button.rect
    click(rect.cx, rect.cy)
    pump(0.6)
    shot("draw-b-again")
    view.on_key_press(key.D, 0)
    pump(0.6)
    play("draw")
    view.on_key_press(key.N, 0)
    pump(0.5)
    shot("five-a-asked")
    play("five")
    view.on_key_press(key.N, 0)
    pump(0.5)
    shot("ready")
    view.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
