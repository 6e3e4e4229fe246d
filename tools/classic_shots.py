"""Screenshots of the classic table and hands: ``python -m tools.classic_shots OUT/``.

For every preset, a round in play (seeded random play, stopped at seat 0's turn with about
two thirds of the round's tiles laid) drawn by the components the desktop shell will host: the
:class:`~figures.ui.classic.ClassicTable` over most of the window, seat 0's
:class:`~figures.ui.classic.HandRow` face up below it, with a playable tile held and the ends
it may go on lit, and the other seats' hands as backs with their counts. Also the largest
tables the draw benchmark times (``largest-mexican-train.png``, ``largest-all-fives.png``) and
the fullest draw-5 crossroads (``largest-draw-5.png``).
Writes ``classic-<preset>.png`` files into OUT; runs under Xvfb (``xvfb-run -a``) or headless.

``--screens`` writes the whole game screen instead (``ClassicGameView``
with its top bar, side panel, hand, buttons and panels): ``screen-*.png`` for a tile held and
previewed on every preset, a draw, a round's end, a game's end (its last round's summary, the
end screen and the finished table seen from it), the pass-and-play cover, the hint, French and
the smallest window.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from figures.classic.actions import Play
from figures.classic.round import Round
from figures.classic.rules import PRESETS, Rules

SIZE = (1280, 800)
#: The players of each preset's screenshot.
PLAYERS = {name: 3 for name in PRESETS} | {"block-teams": 4, "mexican-train": 5}
NAMES = ("Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.classic_shots", description=__doc__)
    parser.add_argument("folder", help="where to write the PNG files")
    parser.add_argument("--preset", action="append", help="only these presets")
    parser.add_argument("--screens", action="store_true", help="the whole game screen")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from figures.scene import classic_samples as samples
    from figures.ui.shell.app import FiguresWindow

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow(SIZE, visible=False)
    written: list[Path] = []
    if args.screens:
        written = screens(window, folder, args.preset)
        for path in written:
            print(f"wrote {path}")
        window.close()
        return 0
    for name in args.preset or list(PRESETS):
        rules = Rules.preset(name, PLAYERS[name])
        game = samples.in_play(rules, seed=4)
        written.append(shoot(window, game, folder / f"classic-{name}.png", hold=True))
    if not args.preset:
        for name in ("mexican-train", "all-fives", "draw-5"):
            game = samples.largest(name)
            written.append(shoot(window, game, folder / f"largest-{name}.png", hold=False))
    for path in written:
        print(f"wrote {path}")
    window.close()
    del arcade
    return 0


def shoot(window: object, game: Round, path: Path, *, hold: bool) -> Path:
    """Draw ``game`` as seat 0 sees it and save the window."""
    import arcade

    from figures.ui.classic import ClassicTable, HandRow

    assert isinstance(window, arcade.Window)
    width, height = SIZE
    rules = game.rules
    names = NAMES[: rules.players]
    hand_height, others_height = 150, 44
    table = ClassicTable(rules, names, count_caption="Count")
    table.place(0, hand_height, width, height - hand_height - others_height)
    table.show(game)
    legal = game.legal_actions() if game.turn == 0 else []
    playable = {a.tile for a in legal if isinstance(a, Play)}
    hand = HandRow(rules.set)
    hand.place(0, 0, width, hand_height)
    hand.show(game.hand(0), playable=playable, label=f"{names[0]} (you)")
    if hold and playable:
        held = max(playable, key=lambda t: len(table.select(t, legal)))
        hand.select(held)
        table.select(held, legal)
        target = min(table.lit)
        box = table.slot_px(target)
        if box is not None:  # the pointer over one of the lit ends
            table.hover((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    # The other seats along the top, each a fan of backs with its count.
    others = [seat for seat in range(rules.players) if seat != 0]
    share = width / max(1, len(others))
    rows = []
    for i, seat in enumerate(others):
        row = HandRow(rules.set)
        row.place(i * share + 4, height - others_height + 2, min(share - 8, 260), others_height - 4)
        row.show_backs(game.hands[seat].bit_count(), names[seat])
        rows.append(row)
    title = arcade.Text(
        f"{rules.preset_name}, {rules.players} players, round {game.number}: "
        f"{len(game.layout.placed)} tiles laid, {names[game.turn]} to play",
        width - 12,
        8,
        (120, 116, 110, 255),
        11,
        anchor_x="right",
    )
    for _ in range(2):
        window.clear()
        table.draw()
        hand.draw()
        for row in rows:
            row.draw()
        title.draw()
    image = arcade.get_image(0, 0, *SIZE)
    image.convert("RGB").save(path)
    return path


class ShotNavigator:
    """The least of a navigator the game screen needs for a picture."""

    def __init__(self, window: object) -> None:
        from figures.app.options import Options

        self.window = window
        self.options = Options()
        self.note = ""
        self.kept = None

    def __getattr__(self, name: str) -> object:
        return lambda *args, **kwargs: None


def _played(match: object, count: int, seed: int = 1, stop_at_human: bool = True) -> None:
    """``count`` actions of seeded random play through the match (the engine's ``apply``),
    stopping at a human's turn with a play when ``stop_at_human``."""
    import random

    from figures.ui.classic.match import ClassicMatch

    assert isinstance(match, ClassicMatch)
    rng = random.Random(seed)
    done = 0
    while not match.is_over:
        if match.round_end is not None:
            match.next_round()
            continue
        if done >= count and (not stop_at_human or (match.human_to_move and match.plays())):
            return
        legal = match.legal()
        match.apply(legal[rng.randrange(len(legal))])
        done += 1


def screens(window: object, folder: Path, presets: Sequence[str] | None = None) -> list[Path]:
    """Pictures of the whole classic game screen in the situations worth looking at."""
    import arcade

    from figures.classic.settings import ClassicSettings
    from figures.core.seats import PlayerSpec
    from figures.texts.i18n import set_language
    from figures.ui.classic.end import ClassicEndView
    from figures.ui.classic.match import ClassicMatch
    from figures.ui.classic.view import ClassicGameView

    assert isinstance(window, arcade.Window)
    nav = ShotNavigator(window)

    def match_of(name: str, players: int, humans: int = 1, seed: int = 3) -> ClassicMatch:
        seats = tuple(
            PlayerSpec(NAMES[s] if s else "You", "human" if s < humans else "medium")
            for s in range(players)
        )
        return ClassicMatch.new(ClassicSettings(name, seats, seed=seed))

    def shot(view: ClassicGameView, path: Path) -> Path:
        window.show_view(view)
        for _ in range(3):
            view.on_update(1 / 60)
            view.on_draw()
        view.on_draw()
        arcade.get_image(0, 0, window.width, window.height).convert("RGB").save(path)
        return path

    written = []
    for name in presets or list(PRESETS):
        match = match_of(name, PLAYERS[name])
        _played(match, 12 if name != "mexican-train" else 30)
        view = ClassicGameView(nav, match)  # type: ignore[arg-type]
        view.picking.step_tile(1)
        if view.end is None:
            view.picking.step_end(1)
        written.append(shot(view, folder / f"screen-{name}.png"))
    if presets:
        return written
    # A draw: the human's only action.
    match = match_of("draw", 2, seed=11)
    rng_seed = 1
    while True:
        _played(match, 1, rng_seed, stop_at_human=False)
        rng_seed += 1
        if (match.human_to_move and match.can_draw()) or match.is_over:
            break
    written.append(shot(ClassicGameView(nav, match), folder / "screen-must-draw.png"))  # type: ignore[arg-type]
    # The human's turn, nothing held yet (the keys said on the message line).
    match = match_of("block-points", 3, seed=6)
    _played(match, 5)
    written.append(shot(ClassicGameView(nav, match), folder / "screen-turn.png"))  # type: ignore[arg-type]
    # A round's end and the game's end.
    match = match_of("all-fives", 3)
    while match.round_end is None:
        legal = match.legal()
        match.apply(legal[0])
    written.append(shot(ClassicGameView(nav, match), folder / "screen-round-end.png"))  # type: ignore[arg-type]
    # The same end with its summary put aside (Esc), to see the table as the round ended.
    view = ClassicGameView(nav, match)  # type: ignore[arg-type]
    view.on_key_press(arcade.key.ESCAPE, 0)
    written.append(shot(view, folder / "screen-round-end-table.png"))
    # The game's end: the last round's summary (its button to the results), the end screen,
    # and the finished table seen from it (Look at the table), with its Results button.
    match = match_of("mexican-train", 8, seed=5)
    _played(match, 10_000)
    written.append(shot(ClassicGameView(nav, match), folder / "screen-game-end.png"))  # type: ignore[arg-type]
    end = ClassicEndView(nav, match)  # type: ignore[arg-type]
    window.show_view(end)
    end.on_draw()
    path = folder / "screen-game-results.png"
    arcade.get_image(0, 0, window.width, window.height).convert("RGB").save(path)
    written.append(path)
    view = ClassicGameView(nav, match)  # type: ignore[arg-type]
    view.results_seen = True
    written.append(shot(view, folder / "screen-game-end-table.png"))
    match = match_of("block-teams", 4)
    _played(match, 10_000)
    written.append(shot(ClassicGameView(nav, match), folder / "screen-game-end-teams.png"))  # type: ignore[arg-type]
    # Two humans sharing the screen: the cover.
    match = match_of("draw", 3, humans=2)
    _played(match, 3)
    written.append(shot(ClassicGameView(nav, match), folder / "screen-cover.png"))  # type: ignore[arg-type]
    # A hint, in French, in the smallest window.
    match = match_of("all-fives", 2)
    _played(match, 6)
    view = ClassicGameView(nav, match)  # type: ignore[arg-type]
    view.hinting.toggle()
    for _ in range(200):
        view.on_update(1 / 60)
        if view.hints is not None:
            break
        import time

        time.sleep(0.02)
    written.append(shot(view, folder / "screen-hint.png"))
    set_language("fr")
    try:
        match = match_of("matador", 3)
        _played(match, 8)
        view = ClassicGameView(nav, match)  # type: ignore[arg-type]
        view.picking.step_tile(1)
        written.append(shot(view, folder / "screen-fr.png"))
    finally:
        set_language("en")
    window.set_size(*_minimum())
    try:
        match = match_of("mexican-train", 6)
        _played(match, 25)
        view = ClassicGameView(nav, match)  # type: ignore[arg-type]
        view.on_resize(window.width, window.height)
        view.picking.step_tile(1)
        written.append(shot(view, folder / "screen-small.png"))
    finally:
        window.set_size(*SIZE)
    return written


def _minimum() -> tuple[int, int]:
    from figures.ui.theme import SIZES

    return SIZES.minimum


if __name__ == "__main__":
    sys.exit(main())
