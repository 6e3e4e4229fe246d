"""Pictures of the guided first game, one or two per lesson, for looking at it:
``python -m tools.tutorial_shots [FOLDER] [--lang fr]`` (under Xvfb, or headless).

The guide is driven as a player drives it, through the screen's own handlers: Next, a
domino held the wrong way on the lesson's cells (refused), then the lesson's move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from figures.colour.errors import IllegalMoveError
from tools.tutorial_shooting import Shots

if TYPE_CHECKING:
    from figures.colour.actions import Place
    from figures.colour.game import Game


def main(argv: Sequence[str] | None = None) -> int:
    shots = Shots("python -m tools.tutorial_shots", argv, "colour")
    import arcade

    from figures.colour.errors import ColourMismatchError
    from figures.scene.colour import middle_of
    from figures.ui.tutorial.view import GuidedView
    from tools.find_colour_deal import same_cells

    assert isinstance(shots.view, GuidedView)
    view: GuidedView = shots.view
    pump, shot = shots.pump, shots.shot
    key = arcade.key

    def at(action: Place) -> tuple[int, int]:
        x, y = view.camera.to_screen(*middle_of(action.at, action.dir))
        return int(x), int(y)

    def hold(action: Place) -> None:
        view.on_draw()
        rect = next(r for r, t in view.hand.rects if t == action.tile)
        if view.placing.tile != action.tile:
            view.on_mouse_press(int(rect.cx), int(rect.cy), arcade.MOUSE_BUTTON_LEFT, 0)
            view.on_mouse_release(int(rect.cx), int(rect.cy), arcade.MOUSE_BUTTON_LEFT, 0)
        if view.placing.face != action.face:
            view.on_key_press(key.F, 0)
        while view.placing.dir != action.dir:
            view.on_key_press(key.R, 0)
        view.on_mouse_motion(*at(action), 0, 0)

    def click(action: Place) -> None:
        x, y = at(action)
        view.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
        view.on_mouse_release(x, y, arcade.MOUSE_BUTTON_LEFT, 0)

    def lesson(name: str, wrong: bool) -> None:
        target = view.guide.script.target(name)
        pump(1.0)  # the camera glides to the lesson's cells
        shot(f"{name}-a-asked")
        if wrong:
            other = next(
                o
                for o in same_cells(view.game, target)
                if _refused(view.game, o, ColourMismatchError)
            )
            hold(other)
            click(other)
            shot(f"{name}-b-refused")
        hold(target)
        click(target)
        shot(f"{name}-c-preview")
        click(target)
        pump(0.3)
        shot(f"{name}-d-done")

    pump(0.2)
    shot("intro")
    view.on_key_press(key.N, 0)
    pump()
    lesson("touch", wrong=True)
    view.on_key_press(key.N, 0)
    pump()
    lesson("match", wrong=True)
    view.on_key_press(key.N, 0)
    shot("close-end-turn")
    view.on_key_press(key.E, 0)
    pump()
    lesson("close", wrong=False)
    view.on_key_press(key.N, 0)
    view.on_key_press(key.S, 0)
    lesson("second", wrong=False)
    view.on_key_press(key.N, 0)
    shot("ready")
    view.stop()
    return 0


def _refused(game: Game, action: Place, error: type[IllegalMoveError]) -> bool:
    """Whether the engine refuses ``action`` with ``error``."""
    try:
        game.preview(action)
    except error:
        return True
    except IllegalMoveError:
        return False
    return False


if __name__ == "__main__":
    raise SystemExit(main())
