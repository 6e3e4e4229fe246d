"""Two app windows play All Fives online: ``xvfb-run -a -s "-screen 0 2580x820x24" python
tests/e2e/e2e_online.py OUT``.

Run as a script inside an X server, the driver starts two ``figures play`` processes, each
with a data folder of its own, and puts their windows side by side. With xdotool only:

- the first window goes to Play online (O), clicks Host (the set-up remembered All Fives for
  two people, Ada and Bea, to 70 points) and shows the code;
- the second goes to Play online, types the host's address and the code and presses Enter;
- the host presses Enter on the waiting room's empty chat line: the game starts;
- each window plays its own seat with the keys and clicks of the one-window driver
  (:func:`e2e_classic.make`), each round's end is closed with Enter in both windows.

The driver knows the game only as a referee would: it reads the host's table store (the
server's SQLite file, re-played through the engine) for whose turn it is and what may be
played; it never calls into either window's process. ``OUT/summary.json`` says how the game
went; screenshots of the whole screen go to ``OUT``.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from e2e_classic import KEY_GAP, Screen, choose, key, make, shot, xdo

from figures.app.options import ClassicChoice, Options, save_options
from figures.classic.game import Game
from figures.core.seats import HUMAN, PlayerSpec
from figures.net.store import STORE_FILE, Store

SIZE = (1280, 800)
NAMES = ("Ada", "Bea")
#: The points to reach: enough for a round's end or two, most deals.
TARGET = 70
MOVE_TIMEOUT = 60.0
GAME_TIMEOUT = 600.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def window_of(known: set[str], timeout: float = 120.0) -> str:
    """The window named Figures that is not one of ``known`` (the windows set no process
    id for xdotool to search by without a window manager: the new one is the process's)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "Figures"],
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout.split()
        new = [w for w in found if w not in known]
        if new:
            return new[0]
        time.sleep(0.2)
    raise SystemExit(f"e2e: no new window after {timeout:.0f} s")


def prepare(data: Path, name: str) -> None:
    """The set-up remembered: All Fives, two people (this window's first), to :data:`TARGET`."""
    data.mkdir(parents=True, exist_ok=True)
    seats = (PlayerSpec(name, HUMAN), PlayerSpec("Friend", HUMAN))
    choice = ClassicChoice(seats, target=("points", TARGET))
    save_options(data / "settings.json", Options(game="all-fives", classic={"all-fives": choice}))


class Player:
    """One window and its seat."""

    def __init__(self, name: str, data: Path, out: Path, env: dict[str, str]) -> None:
        self.name = name
        self.data = data
        self.log = (out / f"{name}.log").open("w")
        line = [sys.executable, "-m", "figures.cli", "play", "--size", f"{SIZE[0]}x{SIZE[1]}"]
        self.process = subprocess.Popen(
            line, env={**env, "FIGURES_DATA_DIR": str(data)}, stdout=self.log, stderr=self.log
        )
        self.window = ""
        self.screen: Screen | None = None
        self.seat = -1
        self.rounds_read = 1
        self.moves = 0

    def show(self, x: int, known: set[str]) -> None:
        self.window = window_of(known)
        xdo("windowmove", self.window, str(x), "0")
        time.sleep(0.5)
        self.screen = Screen(self.window, *SIZE)
        self.point()

    def point(self) -> None:
        """The pointer into this window and the keyboard's focus given to it (no window
        manager gives it: a window takes it when it opens)."""
        assert self.screen is not None
        xdo("mousemove", "--window", self.window, *map(str, self.screen.rest))
        xdo("windowfocus", "--sync", self.window)
        time.sleep(KEY_GAP)

    def click(self, x: float, y: float) -> None:
        assert self.screen is not None
        self.screen.click(x, y)

    def type(self, text: str) -> None:
        xdo("type", "--delay", "60", text)
        time.sleep(KEY_GAP)

    def alive(self) -> None:
        if self.process.poll() is not None:
            raise SystemExit(f"e2e: {self.name}'s window exited ({self.process.returncode})")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        self.log.close()


def lobby_rects(width: int, height: int) -> dict[str, tuple[float, float]]:
    """The centres of the online screen's buttons and fields, in arcade's pixels (from the
    bottom left): the sums of ``OnlineView.layout`` (figures/ui/online/lobby.py)."""
    top = height - 150
    panel = min(440, (width - 80) / 2)
    left = max(30, width / 2 - panel - 20)
    right = width / 2 + 20
    w = panel - 40
    toggles = top - (140 if height < 760 else 250)
    return {
        "host": (left + 20 + w / 2, toggles - 170 + 20),
        "address": (right + 20 + w / 2, top - 40 + 17),
        "code": (right + 20 + w / 2, top - 110 + 21),
        "start": (width - 230 + 100, 24 + 20),
    }


def table_game(folder: Path) -> Game | None:
    """The host's table as its store has it (None while there is none, or no game yet)."""
    try:
        tables = Store(folder).load()
    except Exception:
        return None
    for table in tables:
        if isinstance(table.game, Game):
            return table.game
    return None


def table_code(folder: Path) -> str | None:
    try:
        with sqlite3.connect(f"file:{folder / STORE_FILE}?mode=ro", uri=True) as db:
            row = db.execute("select code from tables").fetchone()
    except sqlite3.Error:
        return None
    return str(row[0]) if row else None


def count(game: Game) -> int:
    return sum(len(entry.round.log) for entry in game.rounds)


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env["FIGURES_ONLINE_PORT"] = str(port)
    host_data, guest_data = out / "host", out / "guest"
    prepare(host_data, NAMES[0])
    prepare(guest_data, NAMES[1])
    folder = host_data / "online-tables"
    summary: dict[str, Any] = {"port": port, "moves": []}
    host = Player(NAMES[0], host_data, out, env)
    host.show(0, set())
    guest = Player(NAMES[1], guest_data, out, env)
    started = time.monotonic()

    def wait(what: str, test: Any, timeout: float = MOVE_TIMEOUT) -> Any:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            host.alive()
            guest.alive()
            value = test()
            if value:
                return value
            time.sleep(0.1)
        shot(out, f"stuck-{len(summary['moves']):03d}")
        raise SystemExit(f"e2e: timed out waiting for {what}")

    try:
        guest.show(SIZE[0] + 10, {host.window})
        time.sleep(1.5)
        shot(out, "setups")
        spots = lobby_rects(*SIZE)
        # The host: Play online, Host.
        host.point()
        key("o")
        time.sleep(1.0)
        host.click(*spots["host"])
        code = wait("the table's code", lambda: table_code(folder))
        time.sleep(1.0)
        summary["code"] = code
        # The guest: Play online, the address and the code, Enter.
        guest.point()
        key("o")
        time.sleep(1.0)
        guest.click(*spots["address"])
        key("ctrl+a")
        guest.type(f"127.0.0.1:{port}")
        guest.click(*spots["code"])
        guest.type(code.lower())
        shot(out, "joining")
        key("Return")
        time.sleep(2.0)
        shot(out, "waiting-room")
        # The host starts (Enter on the empty chat line).
        host.point()
        key("Return")
        game = wait("the game's start", lambda: table_game(folder))
        host.seat, guest.seat = 0, 1
        time.sleep(2.0)
        shot(out, "start")
        players = {0: host, 1: guest}
        last = -1
        while True:
            if time.monotonic() - started > GAME_TIMEOUT:
                shot(out, "timeout")
                raise SystemExit(f"e2e: the game took more than {GAME_TIMEOUT:.0f} s")
            game = wait("the table", lambda: table_game(folder))
            if game.is_over:
                break
            rounds = len(game.rounds)
            behind = [p for p in players.values() if p.rounds_read < rounds]
            if behind:
                time.sleep(1.5)  # (the round's summary paints in both windows)
                shot(out, f"round-{rounds - 1}-end")
                for player in behind:
                    player.point()
                    key("Return")
                    player.rounds_read = rounds
                time.sleep(0.8)
                continue
            done = count(game)
            if done == last:
                time.sleep(0.1)
                continue
            player = players[game.turn]
            time.sleep(0.5)  # (the state has reached the window, the last tile has landed)
            action = choose(game)
            player.point()
            assert player.screen is not None
            sent = make(player.screen, game, action, player.moves, player.seat)
            player.moves += 1
            summary["moves"].append(
                {"seat": player.seat, "round": rounds, "action": str(action), "inputs": sent}
            )
            last = done

            def taken(done: int = done) -> Game | None:
                now = table_game(folder)
                return now if now is not None and count(now) > done else None

            after = wait(f"{player.name}'s move ({action}, {' '.join(sent)})", taken)
            step = [s for e in after.rounds for s in e.round.log][done]
            if step.seat != player.seat or step.action != action:
                shot(out, f"wrong-{len(summary['moves']):03d}")
                raise SystemExit(
                    f"e2e: {player.name}: {' '.join(sent)} made {step.action} "
                    f"(seat {step.seat + 1}), not {action}"
                )
            if len(summary["moves"]) % 10 == 1:
                shot(out, f"move-{len(summary['moves']):03d}")
        time.sleep(3.0)  # (the record reaches both windows, the last round's end paints)
        shot(out, "final")
        for player in players.values():
            player.point()
            key("Return")  # (the last round's summary: on to the game's end)
        time.sleep(2.0)
        shot(out, "ends")
        outcome = game.outcome
        assert outcome is not None
        summary.update(
            {
                "rounds": len(game.rounds),
                "actions": count(game),
                "scores": [str(s) for s in outcome.scores],
                "winners": list(outcome.winners),
                "seconds": round(time.monotonic() - started, 1),
            }
        )
        print(json.dumps({k: v for k, v in summary.items() if k != "moves"}))
        return 0
    finally:
        (out / "summary.json").write_text(json.dumps(summary, indent=1), "utf-8")
        host.stop()
        guest.stop()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
