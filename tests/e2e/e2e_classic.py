"""A classic game through the real window: ``xvfb-run -a python tests/e2e/e2e_classic.py OUT GAME``.

``GAME`` is ``all-fives`` (a whole game against the hard computer, to its ranking, then
saved with Ctrl+S) or ``mexican-train`` (one round, the human against two computers, to the
round's summary). Run as a script inside an X server, the driver starts ``figures play`` as
a real process and plays the human seat (seat 1) with xdotool only:

- a tile is picked by Tab (the playable tiles in the hand's order), Left (the same, from the
  end), its number key (the hand's n-th tile) or a click on it in the hand;
- an end by Up, Down or its number key (the n-th lit end), or Enter (the first), even the
  only end of a tile with one: the first press shows the tile there;
- the play is made with Enter or a click on the Play button;
- a draw with D, Enter (when no tile can be played) or the Draw button; a pass likewise
  with P, Enter or the Pass button;
- a round's end is read and closed with Enter.

Between its moves the driver reads the autosave only (re-played through
:mod:`figures.classic.records`): whose turn it is, the legal actions, the hand as the screen
orders it (by tile), the ends in the order the table lists them
(:func:`figures.scene.classic.scene_of`, what the view counts Up/Down and the number keys
in). It never calls into the window's process. Each move is checked in the autosave before
the next: ``OUT/moves.json`` lists every move with the keys or clicks that made it, and
``OUT/summary.json`` how the game went. Screenshots go to ``OUT``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from figures.classic.actions import DRAW, PASS, Action, Lead, Play
from figures.classic.game import Game
from figures.classic.records import load_record
from figures.classic.round import Step
from figures.classic.tiles import PIPS
from figures.core.errors import FiguresError
from figures.scene.classic import LEAD, scene_of

SIZE = (1280, 800)
HUMAN = 0
#: The games the driver plays: the command line's options, and whether it stops at the end
#: of the first round (else at the game's end).
GAMES: dict[str, dict[str, Any]] = {
    "all-fives": {
        "players": "human,hard",
        "names": "Ada,Hal",
        "seed": 6,
        "target": "points:70",
        "one_round": False,
    },
    "mexican-train": {
        "players": "human,medium,easy",
        "names": "Ada,Max,Eve",
        "seed": 3,
        "target": None,
        "one_round": True,
    },
}
#: How long the window may take to show a move in its autosave (a loaded machine, software
#: OpenGL), and a whole game.
MOVE_TIMEOUT = 90.0
GAME_TIMEOUT = 600.0
#: A little time between keys, for a slow event loop (xdotool keeps them in order anyway).
KEY_GAP = 0.08


# ----------------------------------------------------------------------------- the X server


def xdo(*args: str) -> str:
    return subprocess.run(
        ["xdotool", *args], check=True, capture_output=True, text=True, timeout=30
    ).stdout.strip()


def key(*names: str) -> None:
    for name in names:
        xdo("key", name)
        time.sleep(KEY_GAP)


def shot(out: Path, name: str) -> None:
    from PIL import ImageGrab

    ImageGrab.grab(xdisplay=os.environ["DISPLAY"]).save(out / f"{name}.png")


def find_window(name: str, timeout: float = 120.0) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", name],
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout.split()
        if found:
            return found[0]
        time.sleep(0.2)
    raise SystemExit(f"e2e: no window named {name!r} after {timeout:.0f} s")


def window_size(window: str) -> tuple[int, int]:
    fields = dict(
        line.split("=", 1) for line in xdo("getwindowgeometry", "--shell", window).splitlines()
    )
    return int(fields["WIDTH"]), int(fields["HEIGHT"])


# ----------------------------------------------------------------------------- the screen


class Screen:
    """Where the classic screen puts its hand and its buttons, in the window's pixels from
    the top left (xdotool's), for a window ``width`` x ``height``: the sums of
    ``ClassicGameView.layout`` and ``HandRow._layout`` (figures/ui/classic/view.py and
    hand.py), written again here since the driver never runs the window's code."""

    def __init__(self, window: str, width: int, height: int) -> None:
        self.window = window
        self.width, self.height = width, height
        side_w = int(min(300, max(230, width // 4.3)))
        main_w = width - side_w
        self.hand_h = 150 if height >= 700 else 120
        actions_w = int(min(350, main_w * 0.4))
        self.hand = (8.0, 4.0, float(main_w - actions_w - 24), float(self.hand_h - 8))
        right = main_w - 10
        bh = 34
        # Rect(left, bottom, width, height), y upwards: Play (and Draw) above Pass.
        self.play = (right - actions_w, self.hand_h - 12 - bh, actions_w, bh)
        self.pass_ = (right - actions_w, self.hand_h - 12 - 2 * bh - 8, actions_w, bh)
        #: A place for the pointer that hovers nothing (the table's top left corner).
        self.rest = (40, 120)

    def click(self, x: float, y: float) -> None:
        """A click at ``(x, y)`` in arcade's pixels (from the bottom left)."""
        xdo("mousemove", "--window", self.window, str(round(x)), str(round(self.height - y)))
        time.sleep(KEY_GAP)
        xdo("click", "1")
        time.sleep(KEY_GAP)
        xdo("mousemove", "--window", self.window, *map(str, self.rest))

    def click_button(self, rect: tuple[float, float, float, float]) -> None:
        left, bottom, width, height = rect
        self.click(left + width / 2, bottom + height / 2)

    def click_tile(self, index: int, count: int) -> None:
        """A click on the ``index``-th of ``count`` tiles of the hand (face up, none held):
        in the part of it no later tile covers."""
        left, bottom, width, height = self.hand
        room = width - 8
        tall = max(28.0, min(120.0, height * 0.74))
        wide = tall / 2
        share = 1.22
        step = wide * share
        if count > 1 and wide + step * (count - 1) > room:
            fit = room / (1 + share * (count - 1))
            wide = max(14.0, fit)
            tall = wide * 2
            step = min(wide * share, (room - wide) / (count - 1))
        used = wide + step * (count - 1)
        first = left + (width - used) / 2
        y0 = bottom + (height - tall) / 2 - tall * 0.16 / 2
        x0 = first + index * step
        self.click(x0 + min(step, wide) / 2, y0 + tall / 2)


# ----------------------------------------------------------------------------- the game


def read(path: Path) -> Game | None:
    try:
        return load_record(path)[0]
    except (FiguresError, OSError, ValueError):
        return None


def steps(game: Game) -> list[Step]:
    """Every action of the game so far, every round's, in order."""
    return [step for entry in game.rounds for step in entry.round.log]


def done(game: Game) -> int:
    """How many actions the game has seen."""
    return len(steps(game))


def choose(game: Game) -> Action:
    """The human's move: All Fives, the play that scores most in play (the heavier tile on a
    tie); Mexican Train, the heaviest tile; else a draw, else a pass."""
    legal = game.legal_actions()
    plays = [a for a in legal if isinstance(a, Play | Lead)]
    if not plays:
        return DRAW if DRAW in legal else PASS
    if game.rules.in_play == "fives":
        return max(plays, key=lambda a: (game.preview(a)[0].points, PIPS[a.tile]))
    return max(plays, key=lambda a: PIPS[a.tile])


def ends_of(game: Game, tile: int) -> list[str]:
    """The ends ``tile`` may go on, in the order the table lists them (``LEAD`` last)."""
    legal = game.legal_actions()
    lit = {a.end for a in legal if isinstance(a, Play) and a.tile == tile}
    if any(isinstance(a, Lead) and a.tile == tile for a in legal):
        lit.add(LEAD)
    scene = scene_of(game.current)
    order = [tag.name for tag in scene.tags if not tag.closed and tag.name in lit]
    if scene.lead_slot is not None and LEAD in lit:
        order.append(LEAD)
    return order


def make(screen: Screen, game: Game, action: Action, turn: int, seat: int = HUMAN) -> list[str]:
    """Make ``action`` of ``seat`` (the window's) in the window; ``turn`` (the human's move
    number) varies the way. Returns the inputs sent, in words."""
    legal = game.legal_actions()
    if action in (DRAW, PASS):
        letter, rect = ("d", screen.play) if action == DRAW else ("p", screen.pass_)
        way = turn % 3
        if way == 1 and not any(isinstance(a, Play | Lead) for a in legal):
            key("Return")
            return ["Enter"]
        if way == 2:
            screen.click_button(rect)
            return [f"click {action} button"]
        key(letter)
        return [letter.upper()]
    assert isinstance(action, Play | Lead)
    hand = list(game.current.hand(seat))
    playable = [t for t in hand if any(isinstance(a, Play | Lead) and a.tile == t for a in legal)]
    sent: list[str] = []
    # The tile.
    k = playable.index(action.tile)
    way = turn % 4
    if way == 1 and hand.index(action.tile) < 9:
        number = str(hand.index(action.tile) + 1)
        key(number)
        sent.append(f"key {number}")
    elif way == 2:
        screen.click_tile(hand.index(action.tile), len(hand))
        sent.append(f"click tile {hand.index(action.tile) + 1}/{len(hand)}")
    elif way == 3:
        presses = len(playable) - k
        key(*["Left"] * presses)
        sent.append(f"Left x{presses}")
    else:
        key(*["Tab"] * (k + 1))
        sent.append(f"Tab x{k + 1}")
    # The end (shown there first, even a tile's only end).
    ends = ends_of(game, action.tile)
    end = LEAD if isinstance(action, Lead) else action.end
    options = [
        a
        for a in legal
        if isinstance(a, Play | Lead)
        and a.tile == action.tile
        and (a.end if isinstance(a, Play) else LEAD) == end
    ]
    i = ends.index(end)
    way = (turn // 4) % 3
    if len(ends) == 1:  # its one end: Enter (the first lit end) or Up shows it there
        key("Return" if way else "Up")
        sent.append("Enter" if way else "Up")
    else:
        if way == 1 and i < 9:
            key(str(i + 1))
            sent.append(f"end key {i + 1}/{len(ends)}")
        elif way == 2:
            presses = 1 + (len(ends) - i) % len(ends)  # the first press lights the first end
            key(*["Down"] * presses)
            sent.append(f"Down x{presses}/{len(ends)}")
        else:
            key(*["Up"] * (i + 1))
            sent.append(f"Up x{i + 1}/{len(ends)}")
    if len(options) > 1:  # a matador that joins either way round: F turns it
        flips = options.index(action)
        key(*["f"] * flips)
        sent.append(f"F x{flips}")
    # The play.
    if turn % 5 == 2:
        screen.click_button(screen.play)
        sent.append("click Play")
    else:
        key("Return")
        sent.append("Enter")
    return sent


def command(game: str) -> list[str]:
    spec = GAMES[game]
    line = [sys.executable, "-m", "figures.cli", "play", "--game", game]
    line += ["--players", spec["players"], "--names", spec["names"], "--seed", str(spec["seed"])]
    if spec["target"]:
        line += ["--target", spec["target"]]
    return [*line, "--size", f"{SIZE[0]}x{SIZE[1]}"]


def main(out: Path, game_name: str) -> int:
    out.mkdir(parents=True, exist_ok=True)
    spec = GAMES[game_name]
    data = out / "data"
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["FIGURES_DATA_DIR"] = str(data)
    log = (out / "figures.log").open("w")
    process = subprocess.Popen(command(game_name), env=env, stdout=log, stderr=subprocess.STDOUT)
    autosave = data / "autosave.json"
    moves: list[dict[str, Any]] = []
    summary: dict[str, Any] = {"game": game_name, "command": command(game_name)[2:]}
    started = time.monotonic()

    def wait(what: str, test: Any, timeout: float = MOVE_TIMEOUT) -> Any:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if process.poll() is not None:
                raise SystemExit(f"e2e: figures play exited ({process.returncode}) {what}")
            value = test()
            if value:
                return value
            time.sleep(0.1)
        shot(out, f"stuck-{len(moves):03d}")
        raise SystemExit(f"e2e: timed out waiting for {what}")

    try:
        window = find_window("Figures")
        screen = Screen(window, *window_size(window))
        summary["window"] = [screen.width, screen.height]
        xdo("mousemove", "--window", window, *map(str, screen.rest))  # focus follows it
        wait("the first autosave", lambda: read(autosave))
        time.sleep(1.5)
        shot(out, "start")
        rounds_read = 1
        last = -1
        while True:
            if time.monotonic() - started > GAME_TIMEOUT:
                shot(out, "timeout")
                raise SystemExit(f"e2e: the game took more than {GAME_TIMEOUT:.0f} s")
            game = read(autosave)
            if game is None:
                time.sleep(0.1)
                continue
            if game.is_over or (spec["one_round"] and game.rounds[0].result is not None):
                break
            if len(game.rounds) > rounds_read:
                # A round's end: its summary shows until Enter.
                time.sleep(1.5)
                shot(out, f"round-{rounds_read}-end")
                key("Return")
                rounds_read = len(game.rounds)
                time.sleep(0.5)
                shot(out, f"round-{rounds_read}-start")
                continue
            count = done(game)
            if game.turn != HUMAN or count == last:
                time.sleep(0.1)
                continue
            time.sleep(0.2)  # (as a person would: the computer's tile has landed)
            action = choose(game)
            turn = len(moves)
            sent = make(screen, game, action, turn)
            last = count
            moves.append(
                {"round": len(game.rounds), "action": str(action), "inputs": sent, "at": count}
            )

            def taken(count: int = count) -> Game | None:
                now = read(autosave)
                return now if now is not None and done(now) > count else None

            after = wait(f"move {turn + 1} ({action}, {' '.join(sent)})", taken)
            step = steps(after)[count]
            if step.seat != HUMAN or step.action != action:
                shot(out, f"wrong-{turn + 1:03d}")
                raise SystemExit(
                    f"e2e: move {turn + 1}: {' '.join(sent)} made {step.action} "
                    f"(seat {step.seat + 1}), not {action}"
                )
            if turn % 6 == 0:
                time.sleep(0.6)
                shot(out, f"move-{turn + 1:03d}")
        time.sleep(2.0)  # the last tile lands, the summary or the ranking paints
        game = read(autosave)
        assert game is not None
        shot(out, "final")
        if not spec["one_round"]:
            # Save the finished game with Ctrl+S: the dialog proposes a file; Enter saves.
            key("ctrl+s")
            time.sleep(1.0)
            shot(out, "save-dialog")
            key("Return")
            wait("the saved game", lambda: list((data / "saves").glob("*.json")))
            time.sleep(0.5)
            shot(out, "saved")
        outcome = game.outcome
        summary.update(
            {
                "moves": len(moves),
                "actions": done(game),
                "rounds": len(game.rounds),
                "scores": [str(s) for s in game.scores]
                if outcome is None
                else [str(s) for s in outcome.scores],
                "winners": [] if outcome is None else list(outcome.winners),
                "seconds": round(time.monotonic() - started, 1),
            }
        )
        print(json.dumps(summary))
        return 0
    finally:
        (out / "moves.json").write_text(json.dumps(moves, indent=1), "utf-8")
        (out / "summary.json").write_text(json.dumps(summary, indent=1), "utf-8")
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        log.close()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "all-fives"))
