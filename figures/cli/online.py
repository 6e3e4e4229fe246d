"""``figures serve`` (a table server) and ``figures bot`` (a computer player joining a table
over the network); docs/online.md tells how to host and the protocol."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path
from typing import Any

from figures.cli.common import UsageError, whole_number
from figures.core.text import printable


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a port is a number, not {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {port}")
    return port


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a time is a number of seconds, not {text!r}") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"a time is 0 to 3600 seconds, not {text}")
    return value


def add_parsers(sub: Any) -> None:
    s = sub.add_parser("serve", help="run a table server for games across machines")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    s.add_argument("--port", type=_port, default=8765, help="port (default 8765; 0: any free)")
    s.add_argument("--data", metavar="DIR", help="the server's folder (default: the data folder's)")
    s.add_argument("--certfile", help="TLS certificate (PEM): serve wss://")
    s.add_argument("--keyfile", help="TLS private key (PEM), if not in the certificate file")
    s.add_argument(
        "--grace", type=_seconds, default=60.0, help="seconds an away player's turns wait (60)"
    )
    s.add_argument(
        "--computer-delay", type=_seconds, default=0.6, help="seconds before a computer's move"
    )
    s.add_argument("--max-tables", type=whole_number, default=500, help="tables at most (500)")
    s.add_argument(
        "--redis",
        metavar="URL",
        help="run one member of a fleet sharing its tables in Redis (redis://HOST:PORT/DB)",
    )
    s.add_argument(
        "--lease",
        type=_seconds,
        default=5.0,
        help="with --redis: seconds a dead member's tables wait before another takes them (5)",
    )
    s.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="a web page origin allowed to connect (none by default)",
    )
    s.set_defaults(run=cmd_serve)

    b = sub.add_parser("bot", help="join a table over the network as a computer player")
    b.add_argument(
        "address",
        help="the server, e.g. ws://192.168.1.20:8765 (a fleet's members: several, by commas)",
    )
    b.add_argument("--table", required=True, metavar="CODE", help="the table's code")
    b.add_argument("--level", default="medium", help="random, easy, medium or hard (medium)")
    b.add_argument("--name", default="Bot", help="the name shown at the table")
    b.add_argument("--seat", type=whole_number, help="the seat to take, from 1 (first free)")
    b.add_argument(
        "--games", type=whole_number, default=1, help="games to play (rematches between)"
    )
    b.set_defaults(run=cmd_bot)

    load = sub.add_parser(
        "loadtest", help="measure a table server under many tables of network clients"
    )
    load.add_argument("--tables", type=whole_number, default=200, help="tables at once (200)")
    load.add_argument("--game", default="all-fives", help="the game played (all-fives)")
    load.add_argument("--players", type=int, default=2, help="clients per table (2)")
    load.add_argument("--seconds", type=_seconds, default=20.0, help="seconds of play (20)")
    load.add_argument(
        "--think",
        type=_seconds,
        default=0.0,
        metavar="SECONDS",
        help="a client's mean pause before each move (0: it moves at once)",
    )
    load.add_argument(
        "--address", help="load the server running there (e.g. ws://127.0.0.1:8765) instead"
    )
    load.add_argument(
        "--members",
        type=whole_number,
        default=1,
        help="members of a fleet on Redis, each table's seats spread over them (1: one server)",
    )
    load.add_argument(
        "--redis",
        nargs="?",
        const="",
        metavar="URL",
        help="the fleet's Redis (redis://HOST:PORT/DB, an empty one; alone: start one here)",
    )
    load.set_defaults(run=cmd_load)


def cmd_serve(args: argparse.Namespace) -> int:
    from figures.app.storage import data_dir
    from figures.net.server import Limits, Timing, run, tls_context

    if args.keyfile and not args.certfile:
        raise UsageError("--keyfile goes with --certfile")
    if args.max_tables < 1:
        raise UsageError("--max-tables is at least 1")
    folder = Path(args.data) if args.data else data_dir() / "server"
    tls = tls_context(args.certfile, args.keyfile)
    if args.redis is not None:
        if args.data:
            raise UsageError("--data and --redis are two stores: give one")
        if not args.redis.startswith(("redis://", "rediss://", "unix://")):
            raise UsageError(f"--redis is an address redis://HOST:PORT/DB, not {args.redis!r}")
        if not 0.5 <= args.lease <= 600:
            raise UsageError(f"--lease is 0.5 to 600 seconds, not {args.lease:g}")
    where = (
        f"a member of the fleet on {printable(args.redis)}"
        if args.redis
        else f"tables kept in {printable(str(folder))}"
    )

    def announce(address: str) -> None:
        print(f"serving on {address} ({where})", flush=True)

    try:
        run(
            folder,
            args.host,
            args.port,
            announce=announce,
            limits=Limits(max_tables=args.max_tables),
            timing=Timing(grace=args.grace, computer_delay=args.computer_delay),
            tls=tls,
            origins=args.allow_origin,
            redis=args.redis,
            lease=args.lease,
        )
    except OSError as exc:
        raise UsageError(
            f"cannot serve on {args.host}:{args.port}: {exc.strerror or exc}"
        ) from None
    return 0


def cmd_bot(args: argparse.Namespace) -> int:
    from figures.net.bot import play
    from figures.net.table import LEVELS

    if args.level not in LEVELS:
        raise UsageError(f"--level is one of {', '.join(LEVELS)}, not {args.level!r}")
    if args.games < 1:
        raise UsageError("--games is at least 1")
    code = args.table.strip().upper()
    seat = None if args.seat is None else args.seat - 1
    addresses = [a.strip() for a in args.address.split(",") if a.strip()]
    if not addresses:
        raise UsageError("give the server's address, e.g. ws://127.0.0.1:8765")
    records = asyncio.run(
        play(
            addresses,
            code,
            level=args.level,
            name=args.name,
            seat=seat,
            games=args.games,
            say=lambda line: print(line, flush=True),
        )
    )
    print(f"played {len(records)} game(s) at table {code}")
    return 0


def cmd_load(args: argparse.Namespace) -> int:
    from figures import games
    from figures.net.load import MAX_MEMBERS, run_load

    info = games.lookup(args.game)
    if args.players not in info.players:
        raise UsageError(f"{args.game} is played by {info.players} players, not {args.players}")
    if not 1 <= args.tables <= 2000:
        raise UsageError("--tables is 1 to 2000")
    if not 1 <= args.members <= MAX_MEMBERS:
        raise UsageError(f"--members is 1 to {MAX_MEMBERS}, not {args.members}")
    if args.address is not None and (args.members > 1 or args.redis is not None):
        raise UsageError("--address loads a server already running: no --members or --redis")
    if args.redis and not args.redis.startswith(("redis://", "rediss://", "unix://")):
        raise UsageError(f"--redis is an address redis://HOST:PORT/DB, not {args.redis!r}")
    report = run_load(
        args.tables,
        args.game,
        args.players,
        args.seconds,
        address=args.address,
        think=args.think,
        members=args.members,
        redis=args.redis,
    )
    for line in report.lines():
        print(line)
    return 0
