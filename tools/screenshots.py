"""The screenshots of the README: ``python -m tools.screenshots [FOLDER]``.

Makes ``ui-setup.png`` (the set-up screen), ``ui-game.png`` (a game in progress, with closed
surfaces on the table and a placement being previewed) and ``ui-end.png`` (the end of a
game), and for every classic preset ``ui-classic-<preset>.png`` (its table in play, a tile
held and previewed, drawn by :func:`tools.classic_shots.screens`) and
``ui-classic-end.png`` (the end of an All Fives game), and the score sheet of a game played
at a table (``ui-sheet-all-fives.png`` with points in play, ``ui-sheet-mexican-train.png``
with its engine double, ``ui-sheet-colour.png``, ``ui-sheet-form.png`` with a round being
entered, ``ui-sheet-end.png``), in ``docs/images`` unless another folder is given
(``--sheets`` makes the sheet's alone). The games are played through the
same :class:`~figures.ui.colour.match.Match` the window uses, from fixed seeds, so the pictures are
the same on every run. Runs headless (``ARCADE_HEADLESS=1``) or under Xvfb.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from figures.colour.actions import EndTurn, Place, Return
from figures.colour.game import Phase, Settings
from figures.colour.views import view_of
from figures.core.seats import PlayerSpec
from figures.ui.colour.match import Match, find_hints, private_view

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
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__)
    parser.add_argument("folder", nargs="?", default="docs/images", help="where to write")
    parser.add_argument("--rules", action="store_true", help="also the rules and pass screens")
    parser.add_argument("--sheets", action="store_true", help="only the score sheet's")
    parser.add_argument("--lang", default="en", help="the language of the screens (default en)")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from figures.app.options import Options
    from figures.texts.i18n import set_language
    from figures.ui.colour.end import EndView
    from figures.ui.colour.view import GameView
    from figures.ui.setup.view import SetupView
    from figures.ui.shell.app import App, FiguresWindow

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow(SIZE, visible=False)
    set_language(args.lang)
    app = App(window, Options(language=args.lang))

    def shot(view: arcade.View, name: str) -> None:
        window.show_view(view)
        for _ in range(2):
            window.clear()
            view.on_draw()
        image = arcade.get_image(0, 0, *SIZE)
        image.convert("RGB").save(folder / name)
        print(f"wrote {folder / name}")

    if args.sheets:
        sheets(app, shot)
        return 0
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
        from figures.ui.rules.view import RulesView

        rules = RulesView(app, view)
        rules.scroll = 900
        shot(rules, "ui-rules.png")

    shot(_editor(window, app, match, hints, folder), "ui-editor.png")

    # The end: the same game played on to its end.
    while not match.game.is_over:
        play_turn(match)
    shot(EndView(app, match), "ui-end.png")
    _classic(window, folder)
    sheets(app, shot)
    return 0


def _editor(window: Any, app: Any, match: Match, hints: Sequence[Any], folder: Path) -> Any:
    """The position editor on the game's table: its best placements as plays (the first one
    shown), and the best one turned a quarter as one more."""
    import tempfile

    from figures.colour.geometry import Side
    from figures.colour.scenario_write import Domino, Position, write_scenario
    from figures.ui.editor.model import PLAYS, Editor
    from figures.ui.editor.view import EditorView

    game = match.game
    tileset = game.tileset

    def domino(action: Place) -> Domino:
        face = tileset[action.tile].faces[action.face]
        return Domino(face, action.at, action.dir, action.tile, action.face)

    def side(placed: Any) -> int:
        return 0 if placed.tile is None else tileset[placed.tile].faces.index(placed.face)

    board = tuple(Domino(p.face, p.at, p.dir, p.tile, side(p)) for p in game.board.placed)
    plays = [domino(h.action) for h in hints]
    if plays:  # the best play turned a quarter
        first = plays[0]
        plays.append(Domino(first.face, first.at, Side((first.dir + 1) % 4), first.tile, 0))
    position = Position(board, tuple(plays), {"description": "A position of a game in play"})
    editor = Editor(tileset)
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "position.json"
        write_scenario(path, position)
        editor.open(path)
    editor.set_mode(PLAYS)
    if len(plays) > 1:
        editor.select(1)
    return EditorView(window, None, editor=editor)


def _classic(window: object, folder: Path) -> None:
    """Each classic preset's table in play, and the end of an All Fives game."""
    import shutil
    import tempfile

    import arcade

    from figures.classic.rules import PRESETS
    from figures.ui.classic.end import ClassicEndView
    from tools.classic_end_shots import ShotNavigator, finished
    from tools.classic_shots import screens

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


def sheets(app: object, shot: Callable[[Any, str], None]) -> None:
    """The score sheet of games played at a table, entered round by round (turn by turn)."""
    from figures.classic.rules import Rules
    from figures.sheet.model import ClassicRound, ColourTurn, Placement, Remaining, Sheet
    from figures.ui.sheet.view import SheetView
    from figures.ui.shell.app import App

    assert isinstance(app, App)

    def out(seat: int, *pips: int, in_play: tuple[tuple[int, int], ...] = ()) -> ClassicRound:
        return ClassicRound("out", seat, tuple(Remaining(p) for p in pips), in_play)

    def show(sheet: Sheet) -> SheetView:
        app.show_sheet(sheet)
        view = app.window.current_view
        assert isinstance(view, SheetView)
        return view

    # All Fives in teams, the fourth round under way with points scored in play.
    fives = Sheet.classic(Rules.preset("all-fives", 4, teams=True), ["Ann", "Bob", "Cy", "Di"])
    fives.add(out(0, 0, 12, 9, 7, in_play=((0, 10), (1, 15), (0, 5))))
    fives.add(out(3, 14, 6, 11, 0, in_play=((1, 20), (0, 10))))
    fives.add(ClassicRound("blocked", None, tuple(Remaining(p) for p in (8, 13, 5, 9)), ((0, 15),)))
    fives.score_in_play(1, 10)
    fives.score_in_play(0, 15)
    shot(show(fives), "ui-sheet-all-fives.png")

    # Mexican Train: three rounds played, the fourth's engine 9-9 and who starts.
    train = Sheet.classic(Rules.preset("mexican-train", 4), ["Ann", "Bob", "Cy", "Di"])
    train.add(out(0, 0, 23, 41, 12))
    train.add(out(2, 35, 8, 0, 27))
    train.add(out(1, 14, 0, 22, 51))
    shot(show(train), "ui-sheet-mexican-train.png")

    # The colour game turn by turn: bonuses, a paid second placement, a turn chosen.
    colour = Sheet.colour(["Ann", "Bob", "Cy"], 120, 0)
    turns = [
        (Placement(edges=2),),
        (Placement(edges=3),),
        (Placement(edges=2, closed=(2,)),),
        (Placement(edges=4, closed=(3,)),),
        (),
        (Placement(edges=3, closed=(4, 2)),),
        (Placement(edges=5, closed=(6,)), Placement(edges=2)),
        (Placement(points=7),),
        (Placement(edges=3, closed=(2,)),),
        (Placement(edges=4),),
        (Placement(edges=3, closed=(5,)), Placement(edges=3, closed=(2,))),
        (Placement(edges=2),),
    ]
    for placements in turns:
        colour.add(ColourTurn(placements))
    view = show(colour)
    view.selected = 6
    shot(view, "ui-sheet-colour.png")

    # A round being entered on the All Fives sheet: Bob went out, the hands typed.
    view = show(fives)
    view.new_entry()
    if view.form is not None:
        for char in "2":
            view.form.on_text(char)
        for char in "12":
            view.form.on_text(char)
        shot(view, "ui-sheet-form.png")
        view.close_form()

    # The end: a draw game to 100 for three.
    end = Sheet.classic(Rules.preset("draw", 3), ["Ann", "Bob", "Cy"])
    for entry in (out(0, 0, 12, 21), out(1, 18, 0, 9), out(2, 6, 30, 0), out(0, 0, 25, 17)):
        end.add(entry)
    end.add(out(1, 22, 0, 19))
    while not end.over:
        end.add(out(0, 0, 20, 15))
    shot(show(end), "ui-sheet-end.png")


if __name__ == "__main__":
    sys.exit(main())
