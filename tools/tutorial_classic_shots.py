"""Pictures of the classic guided first game, one or two per lesson, for looking at it:
``python -m tools.tutorial_classic_shots [FOLDER] [--lang fr] [--size 900x600]``
(under Xvfb, or headless).

The guide is driven as a player drives it, through the screen's own handlers: Next, the
lesson's tile clicked in the hand and its end on the table, the Draw button.
"""

from __future__ import annotations

from collections.abc import Sequence

from tools.tutorial_shooting import Shots


def main(argv: Sequence[str] | None = None) -> int:
    shots = Shots("python -m tools.tutorial_classic_shots", argv, "classic", "classic-")
    import arcade

    from figures.ui.tutorial.classic_view import ClassicGuidedView

    assert isinstance(shots.view, ClassicGuidedView)
    view: ClassicGuidedView = shots.view
    view.slide_time = 0.2
    pump, shot = shots.pump, shots.shot
    key = arcade.key

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

    def next_page(name: str) -> None:
        view.on_key_press(key.N, 0)
        pump(0.5)
        shot(name)

    pump(0.2)
    shot("intro")
    for lesson in ("match", "draw", "five"):
        next_page(f"{lesson}-a-asked")
        if lesson == "draw":  # the Draw button, then D: the second tile drawn fits
            rect = view.draw_button.rect
            click(rect.cx, rect.cy)
            pump(0.6)
            shot("draw-b-again")
            view.on_key_press(key.D, 0)
            pump(0.6)
        play(lesson)
    next_page("ready")
    view.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
