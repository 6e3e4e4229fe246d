"""What the pictures of the two guided games share (:mod:`tools.tutorial_shots`,
:mod:`tools.tutorial_classic_shots`): the command line (``[FOLDER] [--lang fr]
[--size WxH]``), a window under Xvfb or headless with the guide of a family in it, waiting
for the screen to settle, and writing what it shows.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Sequence
from pathlib import Path


class Shots:
    """A family's guided game in a window of its own, driven through its screen's handlers
    (:attr:`view`), and its pictures (:meth:`shot`)."""

    def __init__(self, prog: str, argv: Sequence[str] | None, game: str, prefix: str = "") -> None:
        parser = argparse.ArgumentParser(prog=prog)
        parser.add_argument("folder", nargs="?", default="tutorial-shots")
        parser.add_argument("--lang", default="en")
        parser.add_argument("--size", default="1280x800", help="the window's size, WxH")
        args = parser.parse_args(argv)
        size = tuple(int(v) for v in args.size.split("x"))
        if not os.environ.get("DISPLAY"):
            os.environ.setdefault("ARCADE_HEADLESS", "1")
        os.environ.setdefault("FIGURES_AUDIO", "off")

        from figures.app.options import Options
        from figures.ui.shell.app import App, FiguresWindow
        from figures.ui.tutorial import start
        from figures.ui.tutorial.screen import GuideScreen

        self.size = (size[0], size[1])
        #: The pictures' names start with this (the window's language and size follow).
        self.prefix = f"{prefix}{args.lang}-{args.size}-"
        self.folder = Path(args.folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.window = FiguresWindow(self.size, visible=False)
        self.app = App(self.window, Options(language=args.lang))
        view = start(self.app, game=game)
        assert isinstance(view, GuideScreen)
        self.view = view

    def pump(self, seconds: float = 0.0) -> None:
        """Frames for ``seconds`` at least, then until nothing moves and the computer does
        not think (or waits for the guide)."""
        view = self.view
        end = time.monotonic() + seconds
        while True:
            view.on_update(1 / 60)
            settled = view.slide is None and view.task is None
            waiting = not view.match.computer_to_move or view.guide.can_go_on()
            if time.monotonic() >= end and settled and waiting:
                break
            time.sleep(0.01)

    def shot(self, name: str) -> None:
        """The window's picture, as ``name``."""
        import arcade

        for _ in range(2):
            self.window.clear()
            self.view.on_draw()
        path = self.folder / f"{self.prefix}{name}.png"
        arcade.get_image(0, 0, *self.size).convert("RGB").save(path)
        print(f"wrote {path}")


__all__ = ["Shots"]
