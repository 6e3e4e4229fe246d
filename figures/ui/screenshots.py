"""The screenshots of the README: ``python -m figures.ui.screenshots [FOLDER]``.

Makes ``ui-setup.png`` (the set-up screen), ``ui-game.png`` (a game in progress, with closed
surfaces on the table and a placement being previewed) and ``ui-end.png`` (the end of a
game), and for every classic preset ``ui-classic-<preset>.png`` (its table in play, a tile
held and previewed, drawn by :func:`figures.ui.classic_shots.screens`) and
``ui-classic-end.png`` (the end of an All Fives game), in ``docs/images`` unless another
folder is given. The games are played through the
same :class:`~figures.ui.match.Match` the window uses, from fixed seeds, so the pictures are
the same on every run. Runs headless (``ARCADE_HEADLESS=1``) or under Xvfb.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from figures.colour.actions import EndTurn, Place, Return
from figures.colour.game import Phase, Settings
from figures.colour.views import view_of
from figures.core.seats import PlayerSpec
from figures.ui.match import Match, find_hints, private_view

SIZE = (1280, 800)


def play_turn(match: Match) -> None:
    """One action for the player to move: the computer's choice, or for a human the best
    hint (ending the turn after one domino)."""
    game = match.game
    seat = game.current
    if not match.is_human(seat):
        match.apply(match.computers[seat].choose(view_of(game, seat)))
        return
    if game.phase is Phase.SECOND:
        match.apply(EndTurn())
        return
    if game.phase is Phase.OPENING:
        match.apply(next(a for a in game.legal_actions() if isinstance(a, Place)))
        return
    hints = find_hints(private_view(game, seat), 1)
    if hints:
        match.apply(hints[0].action)
    else:
        match.apply(Return(()))


def _closed_from_graph(match: Match) -> int:
    return sum(1 for s in match.game.board.surfaces.surfaces() if s.closed)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m figures.ui.screenshots", description=__doc__)
    parser.add_argument("folder", nargs="?", default="docs/images", help="where to write")
    parser.add_argument("--rules", action="store_true", help="also the rules and pass screens")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from figures.ui.app import App, FiguresWindow
    from figures.ui.options import Options
    from figures.ui.views.end import EndView
    from figures.ui.views.game import GameView
    from figures.ui.views.setup import SetupView

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow(SIZE, visible=False)
    app = App(window, Options())

    def shot(view: arcade.View, name: str) -> None:
        window.show_view(view)
        for _ in range(2):
            window.clear()
            view.on_draw()
        image = arcade.get_image(0, 0, *SIZE)
        image.convert("RGB").save(folder / name)
        print(f"wrote {folder / name}")

    shot(SetupView(app), "ui-setup.png")

    # A game in progress: Ada against the medium computer, stopped on Ada's turn once the
    # table has closed surfaces, with her best placement previewed.
    settings = Settings((PlayerSpec("Ada", "human"), PlayerSpec("Computer", "medium")), 120, 7, 0)
    match = Match.new(settings)
    while not match.game.is_over:
        play_turn(match)
        game = match.game
        if (
            match.human_to_move
            and game.phase is Phase.TURN
            and len(game.turns) >= 14
            and _closed_from_graph(match) >= 3
        ):
            break
    view = GameView(app, match)
    window.show_view(view)
    view.fit()
    hints = find_hints(private_view(match.game, match.game.current), 3)
    if hints:  # the one that scores most now, to show a full breakdown
        best = max(hints, key=lambda h: h.score.points).action
        view.placing.select(match.game, best.tile)
        view.placing.face = best.face
        view.placing.dir = best.dir
        view.placing.at = best.at
        view.placing.click(match.game)  # the preview
    view.now = 0.0
    shot(view, "ui-game.png")
    if args.rules:
        from figures.ui.views.rules import RulesView

        rules = RulesView(app, view)
        rules.scroll = 900
        shot(rules, "ui-rules.png")

    # The end: the same game played on to its end.
    while not match.game.is_over:
        play_turn(match)
    shot(EndView(app, match), "ui-end.png")
    _classic(window, folder)
    return 0


def _classic(window: object, folder: Path) -> None:
    """Each classic preset's table in play, and the end of an All Fives game."""
    import shutil
    import tempfile

    import arcade

    from figures.classic.rules import PRESETS
    from figures.ui.classic.end import ClassicEndView
    from figures.ui.classic.end_shots import ShotNavigator, finished
    from figures.ui.classic_shots import screens

    assert isinstance(window, arcade.Window)
    with tempfile.TemporaryDirectory() as scratch:
        for path in screens(window, Path(scratch), list(PRESETS)):
            target = folder / path.name.replace("screen-", "ui-classic-")
            shutil.move(path, target)
            print(f"wrote {target}")
    view = ClassicEndView(ShotNavigator(window), finished("all-fives", 3))
    window.show_view(view)
    view.on_draw()
    arcade.get_image(0, 0, window.width, window.height).convert("RGB").save(
        folder / "ui-classic-end.png"
    )
    print(f"wrote {folder / 'ui-classic-end.png'}")


if __name__ == "__main__":
    sys.exit(main())
