"""Pictures of the score sheet's entry forms: ``python -m tools.sheet_shots OUT/``.

Each form drawn over a plain background in a 1280 × 800 window, in the rectangle the sheet's
screen gives it (about 1000 × 620), filled as a player would fill it by the keyboard: a
round of the draw game (who went out, then the pips), the tile picker of the double-six set
and of Mexican Train's double-twelve set, All Fives with points in play and with a target
reached in play offered, a colour turn with a paid second placement, one refused, one of
returned dominoes, the points-in-play form (and points the sheet refuses), and the smallest
rectangle (720 × 440); French too with ``--french``. Writes ``form-*.png`` into OUT; runs
under Xvfb (``xvfb-run -a``) or headless.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from figures.classic.rules import Rules
from figures.sheet.model import (
    ClassicRound,
    ColourTurn,
    Placement,
    Remaining,
    Sheet,
    SheetError,
)

SIZE = (1280, 800)
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def _keys(form: object, script: Sequence[object]) -> None:
    """Feed ``form`` text (a str) and keys (an int, or (symbol, modifiers))."""
    for step in script:
        if isinstance(step, str):
            form.on_text(step)  # type: ignore[attr-defined]
        elif isinstance(step, tuple):
            form.on_key(*step)  # type: ignore[attr-defined]
        else:
            form.on_key(step, 0)  # type: ignore[attr-defined]


def scenes() -> list[tuple[str, Callable[[], object], tuple[float, float, float, float]]]:
    import arcade

    from figures.ui.sheet.forms.classic import ClassicRoundForm
    from figures.ui.sheet.forms.colour import ColourTurnForm
    from figures.ui.sheet.forms.in_play import InPlayForm
    from figures.ui.sheet.refusal import refusal

    key = arcade.key
    big = (140.0, 90.0, 1000.0, 620.0)
    small = (280.0, 180.0, 720.0, 440.0)

    def never(*_: object) -> str | None:
        return None

    def tried(sheet: Sheet) -> Callable[..., str | None]:
        """The sheet's answer to an entry (or to points in play: a side and its points), as
        its screen gives it (tried on a copy)."""

        def submit(*entry: Any) -> str | None:
            try:
                if len(entry) == 2:
                    sheet.copy().score_in_play(*entry)
                else:
                    sheet.copy().add(entry[0])
            except SheetError as exc:
                return refusal(exc, sheet)
            return None

        return submit

    def draw_round() -> object:
        sheet = Sheet.classic(Rules.preset("draw", 3), NAMES[:3])
        sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(9), Remaining(14))))
        form = ClassicRoundForm(sheet, never, lambda: None)
        _keys(form, ["2", "12", key.TAB])
        return form

    def draw_choice() -> object:
        sheet = Sheet.classic(Rules.preset("draw", 4), NAMES[:4])
        return ClassicRoundForm(sheet, never, lambda: None)

    def picker() -> object:
        sheet = Sheet.classic(Rules.preset("draw", 3), NAMES[:3])
        form = ClassicRoundForm(sheet, never, lambda: None)
        _keys(form, ["1", "t", key.SPACE, key.LEFT, key.SPACE, key.ENTER, key.TAB, "t"])
        _keys(form, [key.UP, key.SPACE, key.LEFT, key.LEFT, key.SPACE, key.LEFT, key.SPACE])
        assert form.picker is not None
        form.picker.toggle(27)  # refused: in Bob's hand
        return form

    def mexican() -> object:
        sheet = Sheet.classic(Rules.preset("mexican-train", 5), NAMES[:5])
        form = ClassicRoundForm(sheet, never, lambda: None)
        _keys(form, ["3", "t", key.SPACE, key.DOWN, key.SPACE, key.LEFT, key.SPACE])
        return form

    def mexican_hands() -> object:
        sheet = Sheet.classic(Rules.preset("mexican-train", 8), NAMES[:8])
        form = ClassicRoundForm(sheet, never, lambda: None)
        _keys(form, ["3", "t", key.SPACE, key.LEFT, key.SPACE, key.ENTER])
        _keys(form, [key.TAB, "25", key.TAB, "40", key.TAB, "3"])
        return form

    def fives() -> object:
        sheet = Sheet.classic(Rules.preset("all-fives", 4, teams=True), NAMES[:4])
        sheet.add(ClassicRound("out", 1, tuple(Remaining(p) for p in (12, 0, 7, 9)), ((0, 10),)))
        sheet.score_in_play(0, 15)
        sheet.score_in_play(1, 10)
        form = ClassicRoundForm(sheet, never, lambda: None)
        _keys(form, ["1", "0", key.TAB, "7", key.TAB, "14", key.TAB, "10+5"])
        return form

    def fives_target() -> object:
        sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES[:3])
        sheet.score_in_play(2, 185)
        form = ClassicRoundForm(sheet, never, lambda: None)
        _keys(form, [key.TAB, key.TAB, key.TAB, "15"])
        return form

    def colour_returned() -> object:
        sheet = Sheet.colour(NAMES[:4], 60)
        form = ColourTurnForm(sheet, never, lambda: None)
        _keys(form, ["r"])
        return form

    def colour() -> object:
        sheet = Sheet.colour(NAMES[:3], 60)
        sheet.add(ColourTurn((Placement(2, (4,)),)))
        sheet.add(ColourTurn((Placement(points=3),)))
        sheet.add(ColourTurn())
        form = ColourTurnForm(sheet, never, lambda: None)
        _keys(form, ["3", key.TAB, "4 3", key.TAB, "2", key.TAB, "5"])
        return form

    def colour_refused() -> object:
        sheet = Sheet.colour(NAMES[:3], 60)
        form = ColourTurnForm(sheet, tried(sheet), lambda: None)
        _keys(form, ["1", key.TAB, key.TAB, "2", key.ENTER])
        return form

    def in_play() -> object:
        sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES[:3])
        form = InPlayForm(sheet, never, lambda: None)
        _keys(form, ["2", "15"])
        return form

    def in_play_refused() -> object:
        sheet = Sheet.classic(Rules.preset("all-fives", 3), NAMES[:3])
        form = InPlayForm(sheet, tried(sheet), lambda: None)
        _keys(form, ["2", "9999995", key.ENTER])
        return form

    return [
        ("round-choice", draw_choice, big),
        ("round-hands", draw_round, big),
        ("round-hands-small", draw_round, small),
        ("picker", picker, big),
        ("picker-mexican", mexican, big),
        ("picker-mexican-small", mexican, small),
        ("round-mexican-8", mexican_hands, big),
        ("round-fives", fives, big),
        ("round-fives-small", fives, small),
        ("round-fives-target", fives_target, big),
        ("colour-returned", colour_returned, big),
        ("colour", colour, big),
        ("colour-small", colour, small),
        ("colour-refused", colour_refused, big),
        ("in-play", in_play, big),
        ("in-play-refused", in_play_refused, big),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.sheet_shots")
    parser.add_argument("folder", help="where to write the PNG files")
    parser.add_argument("--only", action="append", help="only these pictures")
    parser.add_argument("--french", action="store_true", help="in French too")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from figures.texts.i18n import set_language
    from figures.ui import theme
    from figures.ui.shell.app import FiguresWindow
    from figures.ui.widgets.shapes import Rect

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow(SIZE, visible=False)
    languages = ["en", "fr"] if args.french else ["en"]
    for language in languages:
        set_language(language)
        for name, make, rect in scenes():
            if args.only and name not in args.only:
                continue
            form = make()
            form.layout(Rect(*rect))  # type: ignore[attr-defined]
            for _ in range(2):
                window.clear()
                arcade.draw_lrbt_rectangle_filled(0, SIZE[0], 0, SIZE[1], theme.BACKGROUND)
                form.draw(None)  # type: ignore[attr-defined]
            suffix = "" if language == "en" else f"-{language}"
            path = folder / f"form-{name}{suffix}.png"
            arcade.get_image(0, 0, *SIZE).convert("RGB").save(path)
            print(f"wrote {path}")
    set_language("en")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
