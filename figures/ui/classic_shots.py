"""Screenshots of the classic table and hands: ``python -m figures.ui.classic_shots OUT/``.

For every preset, a round in play (seeded random play, stopped at seat 0's turn with about
two thirds of the round's tiles laid) drawn by the components the desktop shell will host: the
:class:`~figures.ui.classic.ClassicTable` over most of the window, seat 0's
:class:`~figures.ui.classic.HandRow` face up below it, with a playable tile held and the ends
it may go on lit, and the other seats' hands as backs with their counts. Also the largest
tables the draw benchmark times (``largest-mexican-train.png``, ``largest-all-fives.png``) and
the fullest draw-5 crossroads (``largest-draw-5.png``).
Writes ``classic-<preset>.png`` files into OUT; runs under Xvfb (``xvfb-run -a``) or headless.
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
    parser = argparse.ArgumentParser(prog="python -m figures.ui.classic_shots", description=__doc__)
    parser.add_argument("folder", help="where to write the PNG files")
    parser.add_argument("--preset", action="append", help="only these presets")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from figures.ui.app import FiguresWindow
    from figures.ui.classic import samples

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    window = FiguresWindow(SIZE, visible=False)
    written: list[Path] = []
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


if __name__ == "__main__":
    sys.exit(main())
