"""A whole game through the real window: ``xvfb-run -a python tests/e2e/e2e_whole_game.py OUT``.

Not run by ``make test`` (a game takes a few minutes). Starts ``figures play`` against a
computer player and plays the human seat with xdotool only: Space frames the table, 1 / 2
pick the domino, F and R set its face and direction, the mouse points at the spot and two
clicks preview and confirm; E ends a turn, Enter returns or passes when nothing fits. The
moves are chosen with the hint engine on a copy of the game read from the autosave, and
the positions on screen from the camera's own fit rule. Screenshots go to OUT every few
turns, and the final scores are printed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from figures.colour.actions import Place
from figures.colour.errors import FiguresError
from figures.colour.game import Game, Phase
from figures.colour.geometry import OFFSET, Side
from figures.colour.records import load_game
from figures.ui.colour.match import find_hints, private_view
from figures.ui.theme import SIZES

W, H = 1280, 800
CLOCKWISE = (Side.E, Side.S, Side.W, Side.N)


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=30)


def shot(out: Path, name: str) -> None:
    from PIL import ImageGrab

    ImageGrab.grab(xdisplay=os.environ["DISPLAY"]).save(out / f"{name}.png")


def table_viewport() -> tuple[float, float, float, float]:
    side = min(SIZES.side_panel, max(260, W // 4))
    return 0, SIZES.hand_area, W - side, H - SIZES.top_bar - SIZES.hand_area


def to_screen(game: Game, point: tuple[float, float]) -> tuple[int, int]:
    """Where ``point`` (table units) is after Space (the fit rule of figures.ui.draw.camera)."""
    cells = list(game.board.cells) or [(0, 0), (1, 0)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, x1 = min(xs) - 1.5, max(xs) + 2.5
    y0, y1 = min(ys) - 1.5, max(ys) + 2.5
    left, bottom, width, height = table_viewport()
    scale = min(width / (x1 - x0), height / (y1 - y0), SIZES.cell * 1.4)
    scale = max(SIZES.cell_min, min(SIZES.cell_max, scale))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    sx = left + width / 2 + (point[0] - cx) * scale
    sy = bottom + height / 2 + (point[1] - cy) * scale
    return round(sx), round(H - sy)


def middle(action: Place) -> tuple[float, float]:
    dx, dy = OFFSET[action.dir]
    return action.at[0] + 0.5 + dx / 2, action.at[1] + 0.5 + dy / 2


def read(path: Path) -> Game | None:
    try:
        return load_game(path)
    except FiguresError:
        return None


def choose(game: Game) -> Place | None:
    if game.phase is Phase.OPENING:
        return next(a for a in game.legal_actions() if isinstance(a, Place))
    hints = find_hints(private_view(game, game.current), 1)
    if not hints:
        return None
    best = hints[0]
    if game.phase is Phase.SECOND and best.score.points - best.paid <= 1:
        return None
    return best.action


def place(window: str, game: Game, action: Place) -> None:
    xdo("key", "space")
    time.sleep(0.15)
    tiles = [game.opening_tile] if game.phase is Phase.OPENING else game.hands[game.current]
    xdo("key", str(tiles.index(action.tile) + 1))
    if action.face == 1:
        xdo("key", "f")
    for _ in range(CLOCKWISE.index(action.dir)):
        xdo("key", "r")
    x, y = to_screen(game, middle(action))
    xdo("mousemove", "--window", window, str(x), str(y))
    time.sleep(0.15)
    xdo("click", "1")
    time.sleep(0.2)
    xdo("click", "1")


def main(out: Path, opponent: str = "medium", seed: int = 21) -> int:
    out.mkdir(parents=True, exist_ok=True)
    data = out / "data"
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["FIGURES_DATA_DIR"] = str(data)
    command = [sys.executable, "-m", "figures.cli", "play", "--players", f"human,{opponent}"]
    command += ["--names", f"Me,{opponent.title()}", "--seed", str(seed), "--size", f"{W}x{H}"]
    log = (out / "figures.log").open("w")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    autosave = data / "autosave.json"
    try:
        window = ""
        for _ in range(100):
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "Figures"],
                capture_output=True,
                text=True,
            )
            if found.stdout.strip():
                window = found.stdout.split()[0]
                break
            time.sleep(0.2)
        xdo("mousemove", "--window", window, "400", "300")
        time.sleep(1.0)
        moves = 0
        seen = -1
        started = time.monotonic()
        while time.monotonic() - started < 1200:
            game = read(autosave)
            if game is None:
                time.sleep(0.2)
                continue
            if game.is_over:
                break
            if game.current != 0 or len(game.actions) == seen:
                time.sleep(0.2)
                continue
            time.sleep(0.3)  # let the slide and the points show
            seen = len(game.actions)
            if game.phase is Phase.SECOND:
                action = choose(game)
                if action is None:
                    xdo("key", "e")
                else:
                    place(window, game, action)
            elif game.phase is not Phase.OPENING and not any(
                game.placeable(t) for t in game.hands[0]
            ):
                xdo("key", "1")  # put the first domino back and draw another
                xdo("key", "Return")
            else:
                action = choose(game)
                assert action is not None
                place(window, game, action)
            moves += 1
            if moves % 8 == 1:
                time.sleep(0.3)
                shot(out, f"move-{moves:03d}")
            # Wait for the window to take the move (the autosave moves on).
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                now = read(autosave)
                if now is not None and len(now.actions) > seen:
                    break
                time.sleep(0.1)
            else:
                shot(out, f"stuck-{moves:03d}")
                print(f"move {moves} was not taken ({game.phase.value})")
                return 1
        time.sleep(2.5)
        shot(out, "final")
        game = read(autosave)
        assert game is not None and game.outcome is not None
        print(
            f"{moves} moves through the window; scores {game.outcome.scores}, "
            f"winners {game.outcome.winners}, reason {game.outcome.reason.value}, "
            f"{len(game.turns)} turns, {time.monotonic() - started:.0f} s"
        )
        return 0
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), *(sys.argv[2:3] or [])))
