"""The ``figures`` command: check rules from scenario files, simulate and replay games."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from figures.core.text import printable
from figures.engine.actions import Place
from figures.engine.errors import FiguresError
from figures.engine.game import (
    MAX_PLAYERS,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    OpeningRecord,
    PlacementRecord,
)
from figures.engine.geometry import Side
from figures.engine.rules import Score
from figures.engine.scenario import judge, mismatches, parse_scenario

EXIT_MISMATCH = 1
EXIT_BAD_INPUT = 2
#: How much of a scenario's description ``figures check`` shows (the longest in
#: tests/scenarios is 173 characters).
DESCRIPTION_SHOWN = 300
#: figures simulate stopped by SIGTERM: 128 + 15, what a shell reports for a process the
#: signal ended (as 130 for Ctrl+C, see main).
EXIT_TERMINATED = 128 + 15


class UsageError(FiguresError):
    """A command-line value the command cannot use."""


def plural(count: float, word: str, many: str | None = None) -> str:
    """``plural(1, "edge")`` -> "1 edge"; ``plural(2, "edge")`` -> "2 edges"."""
    return f"{count:g} {word if count == 1 else (many or word + 's')}"


def _verdict_line(index: int, verdict: dict[str, Any]) -> str:
    if not verdict["legal"]:
        return f"play {index}: illegal ({verdict['kind']}): {verdict['reason']}"
    closed = ", ".join(str(s) for s in verdict["closed_surfaces"]) or "none"
    return (
        f"play {index}: legal, {plural(verdict['connected_edges'], 'edge')} + "
        f"{verdict['bonus']} bonus + closed surfaces [{closed}] = "
        f"{plural(verdict['points'], 'point')}"
    )


def _load_scenario(path: str) -> tuple[Any, list[dict[str, Any]]]:
    from figures.core.files import read_json

    name = "standard input" if path == "-" else path
    scenario = parse_scenario(read_json(path), name)
    return scenario, judge(scenario, name)


def cmd_score(args: argparse.Namespace) -> int:
    _, verdicts = _load_scenario(args.file)
    if args.json:
        print(json.dumps({"plays": verdicts}))
    elif not verdicts:
        print("no plays to judge (the 'play' list is empty)")
    else:
        for index, verdict in enumerate(verdicts, 1):
            print(_verdict_line(index, verdict))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    rows: list[tuple[str, str, str]] = []
    passed = failed = broken = 0
    for path in args.files:
        try:
            scenario, verdicts = _load_scenario(path)
            if scenario.expect is None:
                raise UsageError("no 'expect' list in this file")
        except FiguresError as exc:
            rows.append((path, "ERROR", str(exc).removeprefix(f"{path}: ")))
            broken += 1
            continue
        problems = [
            f"play {i}: {m}"
            for i, (expected, verdict) in enumerate(zip(scenario.expect, verdicts, strict=True), 1)
            for m in mismatches(expected, verdict)
        ]
        if problems:
            failed += 1
            rows.append((path, "FAIL", "; ".join(problems)))
        else:
            passed += 1
            rows.append((path, "pass", printable(scenario.description, DESCRIPTION_SHOWN)))
    # A file's name and text are printed escaped (printable): neither can move the cursor,
    # retitle the terminal or fail to encode.
    shown_rows = [(printable(path), status, printable(detail)) for path, status, detail in rows]
    width = max((len(r[0]) for r in shown_rows), default=4)
    for path, status, detail in shown_rows:
        print(f"{path:<{width}}  {status:<5}  {detail}".rstrip())
    summary = f"{plural(passed, 'scenario')} passed, {failed} failed"
    print(summary + (f", {broken} could not be read" if broken else ""))
    if broken:
        return EXIT_BAD_INPUT
    return EXIT_MISMATCH if failed else 0


def _players(text: str) -> list[str]:
    from figures.ai.players import computer_player

    kinds = [k.strip() for k in text.split(",")]
    if "" in kinds:
        raise UsageError(f"--players has an empty name in {text!r}")
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        raise UsageError(
            f"--players needs {MIN_PLAYERS} to {MAX_PLAYERS} names separated by commas, "
            f"got {text!r}"
        )
    for kind in kinds:
        computer_player(kind)  # refuses an unknown name or setting with a one-line error
    return kinds


def _target(value: int) -> int:
    if not MIN_TARGET <= value <= MAX_TARGET:
        raise UsageError(f"--target must be from {MIN_TARGET} to {MAX_TARGET}, not {value}")
    return value


def cmd_simulate(args: argparse.Namespace) -> int:
    from figures.ai.tournament import GameResult, run_games, summarise

    kinds = _players(args.players)
    target = _target(args.target)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    save_dir = Path(args.save_dir) if args.save_dir else None
    if save_dir is not None:
        if save_dir.exists() and not save_dir.is_dir():
            raise UsageError(f"--save-dir {save_dir} is a file, not a folder")
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot create {save_dir}: {exc.strerror}") from None
        from figures.core.files import remove_stale_temporaries

        remove_stale_temporaries(save_dir)  # what an earlier run killed mid-write left
    bar = _ProgressBar(args.games, enabled=not args.no_progress)

    def finished(result: GameResult) -> None:
        bar.advance()

    try:
        with _sigterm_raises():
            try:
                results = run_games(
                    kinds,
                    games=args.games,
                    target=target,
                    seed=args.seed,
                    jobs=min(args.jobs, args.games),
                    save_dir=save_dir,
                    on_result=finished,
                )
            finally:
                bar.close()
    except _Terminated:
        # run_games has ended its workers on the way out (Ctrl+C, a KeyboardInterrupt, takes
        # the same way, and main() prints its one line).
        print(f"figures: terminated after {bar.done} of {args.games} games", file=sys.stderr)
        return EXIT_TERMINATED
    summary = summarise(kinds, results)
    if args.json:
        print(
            json.dumps(
                {
                    "players": kinds,
                    "target": target,
                    "seed": args.seed,
                    "games": [r.to_json() for r in results],
                    "wins": [s.wins for s in summary],
                    "summary": [s.to_json() for s in summary],
                    "interval": "Wilson score interval, 95%, ties counted as shared wins",
                }
            )
        )
        return 0
    for result in results:
        scores = ", ".join(f"{k} {s}" for k, s in zip(kinds, result.scores, strict=True))
        won = " and ".join(f"P{w + 1}" for w in result.winners)
        print(
            f"game {result.index + 1}: seed {result.seed}: {scores}; won by {won} ({result.reason})"
        )
    for s in summary:
        print(
            f"P{s.seat + 1} ({s.kind}): {plural(s.wins, 'win')} of {s.games} (ties count shared), "
            f"win rate {100 * s.win_rate:.1f}% [95% CI {100 * s.ci_low:.1f}-"
            f"{100 * s.ci_high:.1f}%, Wilson], mean score {s.mean_score:.1f}, "
            f"mean turns {s.mean_turns:.1f}, decision time mean {1000 * s.mean_decision_s:.1f} ms"
            f" worst {1000 * s.max_decision_s:.0f} ms"
        )
    return 0


class _Terminated(BaseException):
    """SIGTERM received during ``figures simulate`` (a BaseException, like
    KeyboardInterrupt, so that nothing on the way mistakes it for an error to handle)."""


@contextlib.contextmanager
def _sigterm_raises() -> Iterator[None]:
    """Turn SIGTERM into ``_Terminated`` while the games run, so that ``run_games`` stops its
    worker processes before the command ends (by default SIGTERM ends the parent on the spot
    and the workers play on). The previous handler comes back afterwards. Only the main
    thread may set a handler; elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    owner = os.getpid()

    def terminated(signum: int, frame: object) -> None:
        # Once only: a second SIGTERM during the clean-up ends the process at once (the
        # workers, on Linux, are ended by the kernel with it).
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        if os.getpid() != owner:
            # A worker, forked with this handler, told to end before its set-up gave SIGTERM
            # its default action back: it ends, as that action would.
            os.kill(os.getpid(), signal.SIGTERM)
            return
        raise _Terminated

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        yield
    finally:
        # None: a handler set outside Python, which cannot be put back; the default then.
        signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)


class _ProgressBar:
    """A one-line progress bar on standard error, redrawn as games finish."""

    def __init__(self, total: int, *, enabled: bool = True, width: int = 30) -> None:
        self.total = total
        self.done = 0
        self.enabled = enabled
        self.width = width
        self._start = time.monotonic()
        self._draw()

    def advance(self) -> None:
        self.done += 1
        self._draw()

    def _draw(self) -> None:
        if not self.enabled:
            return
        filled = self.width * self.done // max(1, self.total)
        elapsed = time.monotonic() - self._start
        line = (
            f"\r[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} games "
            f"{elapsed:.0f} s"
        )
        sys.stderr.write(line)
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()


def cmd_replay(args: argparse.Namespace) -> int:
    if args.check:
        codes = [_check_record(path) for path in args.files]
        return max(codes)
    if len(args.files) > 1:
        raise UsageError("show one game at a time (several files go with --check)")
    _show_record(args.files[0])
    return 0


def _check_record(path: str) -> int:
    from figures.core.files import read_json
    from figures.engine.records import follows_seed, parse_record, replay_record

    try:
        record = parse_record(read_json(path), path)
        game, problems = replay_record(record, scripted=True)
    except FiguresError as exc:
        _error(exc)
        return EXIT_BAD_INPUT
    name = printable(path)
    for problem in problems:
        print(f"{name}: {printable(problem)}")
    if problems:
        print(f"{name}: {plural(len(problems), 'disagreement')} with the rules")
        return EXIT_MISMATCH
    placements = sum(len(t.placements) for t in game.turns)
    state = "finished" if game.is_over else "not finished"
    print(
        f"{name}: ok: {plural(len(game.opening), 'opening domino', 'opening dominoes')}, "
        f"{plural(len(game.turns), 'turn')} ({state}), "
        f"{plural(placements, 'scored placement')} re-checked"
    )
    if not follows_seed(record):
        print(f"{name}: note: its draws do not come from seed {record.settings.seed} in this build")
    return 0


def _show_record(path: str) -> None:
    from figures.engine.records import load_game

    game = load_game(path)
    names = [printable(p.name) for p in game.settings.players]  # Settings refuses controls too
    for entry in game.opening:
        print(f"opening: {names[entry.player]}: {_move(entry)}")
    for number, turn in enumerate(game.turns, 1):
        parts = [
            f"{_move(p)} +{p.score.points} ({_breakdown(p.score)})"
            + (f" -{p.paid}" if p.paid else "")
            for p in turn.placements
        ] or [f"cannot place, returns {', '.join(map(str, turn.returned)) or 'nothing'}"]
        drawn = f", draws {len(turn.drawn)}" if turn.placements or turn.returned else ""
        print(
            f"turn {number}: {names[turn.player]}: {'; '.join(parts)}{drawn} -> {turn.score_after}"
        )
    scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores, strict=True))
    if game.outcome is None:
        print(f"not finished: {scores}; {names[game.current]} to play")
    else:
        winners = " and ".join(names[w] for w in game.outcome.winners)
        print(f"final ({game.outcome.reason.value}): {scores}; won by {winners}")


def _move(entry: OpeningRecord | PlacementRecord) -> str:
    return str(Place(entry.tile, entry.face, entry.at, Side.parse(entry.dir)))


def _breakdown(score: Score) -> str:
    closed = f" + closed {list(score.closed_surfaces)}" if score.closed_surfaces else ""
    return f"{plural(score.connected_edges, 'edge')} + {score.bonus} bonus{closed}"


def cmd_tiles(args: argparse.Namespace) -> int:
    from figures.engine.tiles import default_tileset, load_tileset

    tiles = load_tileset(args.file) if args.file else default_tileset()
    if args.render and not args.render.lower().endswith(".png"):
        raise UsageError("--render writes a PNG picture: give a file name ending in .png")
    if args.render:
        from figures.render import render_tile_sheet

        render_tile_sheet(tiles, args.render)
        print(f"wrote {printable(args.render)}")
    else:
        for tile in tiles:
            print(f"{tile.id:3d}  {tile.faces[0]}  {tile.faces[1]}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from figures import bench

    for name in ("repeat", "games", "decisions"):
        if getattr(args, name) < 1:
            raise UsageError(f"--{name} must be at least 1, not {getattr(args, name)}")
    measures = bench.run(repeat=args.repeat, games=args.games, decisions=args.decisions)
    if args.json:
        print(json.dumps({"seed": bench.SEED, "measures": [m.to_json() for m in measures]}))
    else:
        print(bench.report(measures))
    return 0


def _play_settings(args: argparse.Namespace) -> Any:
    """The settings ``--players/--target/--seed/--first/--names`` ask for, or None."""
    from figures.ai.players import PLAYERS
    from figures.core.seats import PlayerSpec
    from figures.engine.game import Settings

    asked = (args.players, args.target, args.seed, args.names)
    if all(value is None for value in asked) and args.first == 1:
        return None
    text = args.players or "human,medium"
    kinds = [k.strip().lower() for k in text.split(",")]
    if "" in kinds or not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        raise UsageError(
            f"--players needs {MIN_PLAYERS} to {MAX_PLAYERS} kinds separated by commas "
            f"(human or {', '.join(PLAYERS)}), got {text!r}"
        )
    for kind in kinds:
        if kind != "human" and kind not in PLAYERS:
            raise UsageError(f"unknown player kind {kind!r} (human or {', '.join(PLAYERS)})")
    if args.names is not None:
        names = [n.strip() for n in args.names.split(",")]
        if len(names) != len(kinds) or "" in names:
            raise UsageError(
                f"--names needs one name per player ({len(kinds)}), got {args.names!r}"
            )
    else:
        humans = kinds.count("human")
        names = []
        for seat, kind in enumerate(kinds):
            if kind == "human":
                names.append("You" if humans == 1 else f"Player {seat + 1}")
            else:
                names.append(f"Computer {seat + 1} ({kind})")
    target = _target(args.target if args.target is not None else 120)
    if args.seed is not None and args.seed < 0:
        raise UsageError(f"--seed must be 0 or more, not {args.seed}")
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "big")
    if not 1 <= args.first <= len(kinds):
        raise UsageError(f"--first must be a seat from 1 to {len(kinds)}, not {args.first}")
    players = tuple(PlayerSpec(n, k) for n, k in zip(names, kinds, strict=True))
    return Settings(players, target, seed, args.first - 1)


#: The smallest game window (``figures.ui.theme.SIZES.minimum``, which the window enforces).
MIN_WINDOW = (900, 600)


def _window_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size is WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    low_w, low_h = MIN_WINDOW
    if width < low_w or height < low_h or width > 10000 or height > 10000:
        raise UsageError(f"--size must be at least {low_w}x{low_h}, not {text!r}")
    return width, height


def cmd_play(args: argparse.Namespace) -> int:
    settings = _play_settings(args)
    if args.open is not None and settings is not None:
        raise UsageError(
            "--open plays a saved game: it does not go with --players, --target or --seed"
        )
    if args.open is not None:
        from figures.engine.records import load_game

        load_game(args.open)  # a damaged or foreign file is refused before a window opens
    size = _window_size(args.size) if args.size else None
    if args.bench_draw:
        from figures.ui.bench_draw import main as bench_main

        return bench_main(["--frames", str(args.bench_draw)])
    from figures.ui.app import load_options, run, settings_path
    from figures.ui.match import autosave_path

    # The set-up remembered from the last launch; --lang and --colour-blind win over it.
    options = load_options(settings_path(autosave_path()))
    if args.lang is not None:
        options.language = args.lang
    if args.colour_blind:
        options.colour_blind = True
    return run(settings=settings, open_path=args.open, options=options, size=size)


class _Parser(argparse.ArgumentParser):
    """Usage mistakes get one line, like every other error, and a pointer to --help."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="figures", description="Figures, the colour-figure domino game.")
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )

    p = sub.add_parser("score", help="judge and score the plays of a scenario file")
    p.add_argument("file", help="scenario file (JSON), or - for standard input")
    p.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    p.set_defaults(run=cmd_score)

    p = sub.add_parser("check", help="check scenario files against their 'expect' lists")
    p.add_argument("files", nargs="+", metavar="FILE", help="scenario files with 'expect'")
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("simulate", help="play whole games between computer players")
    p.add_argument(
        "--players",
        default="random,random",
        help="2 to 4 of random, easy, medium, hard, separated by commas (default "
        "random,random); game i (from 0) has seed SEED+i and starts with seat i mod players; "
        "hard takes settings for experiments, e.g. hard:threat=0:keep=0.25 (docs/ai.md)",
    )
    p.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    p.add_argument(
        "--target", type=int, default=120, help=f"{MIN_TARGET} to {MAX_TARGET} (default 120)"
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--save-dir", metavar="DIR", help="write one record per game here")
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="games played at once in separate processes (default 1; results do not depend on it)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the results as JSON (seats counted from 0; a tie counts as a shared win)",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar on standard error")
    p.set_defaults(run=cmd_simulate)

    p = sub.add_parser("replay", help="show a saved game, or re-check records with --check")
    p.add_argument("files", nargs="+", metavar="FILE", help="game record (JSON)")
    p.add_argument(
        "--check",
        action="store_true",
        help="re-score every placement from the rules and verify every figure, using the "
        "draws the record lists (exit 1 on any disagreement)",
    )
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("tiles", help="list the tile set, or draw it with --render")
    p.add_argument("--render", metavar="FILE.png", help="draw both faces of every tile")
    p.add_argument("--file", help="another tile set file (default: the built-in set)")
    p.set_defaults(run=cmd_tiles)

    p = sub.add_parser(
        "bench", help="time the engine and the computer players against the reference model"
    )
    p.add_argument("--json", action="store_true", help="print the measurements as JSON")
    p.add_argument("--repeat", type=int, default=50, help="timings per micro-measure (50)")
    p.add_argument("--games", type=int, default=5, help="whole games per player kind (5)")
    p.add_argument("--decisions", type=int, default=60, help="hard decisions to time (60)")
    p.set_defaults(run=cmd_bench)

    p = sub.add_parser(
        "play",
        help="open the desktop game",
        description="Open the desktop game: the set-up screen, or straight into a game with "
        "--players/--target/--seed, or a saved game with --open.",
    )
    p.add_argument(
        "--players",
        help="seat kinds separated by commas: human, or a computer level "
        "(e.g. human,medium); skips the set-up",
    )
    p.add_argument("--names", help="the players' names, separated by commas")
    p.add_argument(
        "--target", type=int, help=f"target score, {MIN_TARGET} to {MAX_TARGET} (default 120)"
    )
    p.add_argument("--seed", type=int, help="deal number, for a repeatable game")
    p.add_argument("--first", type=int, default=1, help="the seat that starts, from 1 (default 1)")
    p.add_argument("--open", metavar="FILE", help="open a saved game (a record)")
    p.add_argument(
        "--lang", choices=("en", "fr"), help="language (en or fr; default: the last one used)"
    )
    p.add_argument("--colour-blind", action="store_true", help="draw a symbol on every triangle")
    p.add_argument("--size", metavar="WxH", help="window size in pixels (default 1280x800)")
    p.add_argument(
        "--bench-draw",
        type=int,
        metavar="FRAMES",
        help="time FRAMES frames of a full table of 120 dominoes and print the median",
    )
    p.set_defaults(run=cmd_play)
    return parser


def _error(exc: FiguresError) -> None:
    """An error's one line on standard error. It may quote a file's name or text: printed
    escaped, it stays one line and cannot act on the terminal."""
    print(f"figures: error: {printable(str(exc))}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
    except FiguresError as exc:
        _error(exc)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("figures: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (figures replay ... | head)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    return code


if __name__ == "__main__":
    sys.exit(main())
