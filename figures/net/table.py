"""A table of the server, without the network: its seats and their secret tokens, the game
played through the registry's engine, the version every change numbers, the deal's seed and
salt, and what each seat may see.

The table is the authority: a seat's move is its notation, judged by the same ``apply`` as
every other path of the app; a stale version, a seat not on turn or an action the rules
refuse raise a :class:`Refusal` with a short reason and change nothing. The server
(:mod:`figures.net.server`) keeps one per table, writes every change to its store before it
tells anyone, and asks :meth:`Table.computer_move` for the seats a computer plays.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any

from figures import games
from figures.ai.classic import classic_player
from figures.ai.players import computer_player
from figures.classic import actions as classic_actions
from figures.classic import records as classic_records
from figures.colour import actions as colour_actions
from figures.colour import records as colour_records
from figures.core.errors import FiguresError
from figures.core.fairness import Fairness, commitment, new_salt, with_fairness
from figures.core.protocol import GameState
from figures.core.seats import HUMAN, PlayerSpec
from figures.net.protocol import CLOCKS, MAX_NAME, SeatSpec, SeatState
from figures.net.views import KeptJson, view_json

#: Letters of a table's code: no 0/O or 1/I to misread when it is read out to a friend.
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: Computer levels a seat may be given (the levels both families know).
LEVELS = ("random", "easy", "medium", "hard")

PERSON = "person"
COMPUTER = "computer"
OPEN = "open"


class Refusal(FiguresError, ValueError):
    """A request the table refuses, and why (``reason``: a short code of the protocol)."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A seat's secret: 32 random bytes, URL-safe."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """What the store keeps of a token: never the token itself."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(slots=True)
class Seat:
    name: str
    kind: str
    level: str = "medium"
    #: The hash of the seat's token (a person's seat once taken).
    token: str | None = None
    away: bool = False
    #: Whether the computer is playing for the away person.
    standin: bool = False

    def state(self) -> SeatState:
        level = self.level if self.kind == COMPUTER else ""
        return SeatState(self.name, self.kind, self.away, self.standin, level)

    @property
    def computer_plays(self) -> bool:
        return self.kind == COMPUTER or self.standin


@dataclass(frozen=True, slots=True)
class Spec:
    """How a table was opened: its game and options, its seats, clock, takeback, spectators."""

    game: str
    options: dict[str, Any]
    seats: tuple[SeatSpec, ...]
    clock: int = 0
    takeback: bool = True
    spectators: bool = True
    #: Listed in the server's lobby while it waits for players (else: by its code only).
    public: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "seats": [{"kind": s.kind, "level": s.level} for s in self.seats],
            "clock": self.clock,
            "takeback": self.takeback,
            "spectators": self.spectators,
            "public": self.public,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Spec:
        return Spec(
            data["game"],
            dict(data["options"]),
            tuple(SeatSpec(s["kind"], s["level"]) for s in data["seats"]),
            data["clock"],
            data["takeback"],
            data["spectators"],
            data.get("public", False),  # (tables kept before the lobby are private)
        )


def check_spec(spec: Spec) -> None:
    """Refuse (reason ``table``) a table no game could be played at: an unknown game, a
    player count or an option the game does not allow, a clock or a level not offered."""
    try:
        info = games.lookup(spec.game)
    except FiguresError as exc:
        raise Refusal("table", str(exc)) from None
    if len(spec.seats) not in info.players:
        allowed = ", ".join(map(str, info.players))
        raise Refusal("table", f"{spec.game} is played by {allowed} players, not {len(spec.seats)}")
    if spec.clock not in CLOCKS:
        raise Refusal("table", f"no turn clock of {spec.clock} s (offered: {CLOCKS})")
    for s in spec.seats:
        if s.kind == COMPUTER and s.level not in LEVELS:
            raise Refusal("table", f"no computer level {s.level!r} (known: {', '.join(LEVELS)})")
    players = [PlayerSpec(f"Seat {n + 1}") for n in range(len(spec.seats))]
    try:  # (the game's own checks of its options, on a deal made and thrown away)
        games.new_game(spec.game, players, 0, 0, **spec.options)
    except (FiguresError, TypeError) as exc:
        raise Refusal("table", f"{spec.game}: {exc}") from None


def check_name(name: str) -> str:
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or name.startswith("@") or not name.isprintable():
        raise Refusal("seat", f"a name is 1 to {MAX_NAME} printable characters, not '@...'")
    return name


@dataclass(slots=True)
class Table:
    """One table: :attr:`version` numbers every state the table has been in (a move names the
    version it was made on, so that a stale or replayed move is refused)."""

    code: str
    spec: Spec
    seats: list[Seat]
    host: int = 0
    #: The game's number at this table (1, then one more per rematch); 0 before the start.
    number: int = 0
    seed: int = 0
    salt: str = ""
    first: int = 0
    version: int = 0
    game: GameState | None = None
    #: Seats that asked for a rematch.
    rematch: set[int] = field(default_factory=set)
    #: Parts of the views' JSON kept from one view to the next (the rules, the history).
    kept_json: KeptJson = field(default_factory=KeptJson, init=False, repr=False, compare=False)
    #: The last deal's seed and salt, and their commitment.
    committed: tuple[int, str, str] = field(
        default=(-1, "", ""), init=False, repr=False, compare=False
    )

    # ------------------------------------------------------------------- making

    @staticmethod
    def open(spec: Spec, host_name: str, code: str | None = None) -> tuple[Table, str]:
        """A new table with the host in seat 0; returns it with the host's token."""
        check_spec(spec)
        seats = [
            Seat(f"Computer {n + 1}", COMPUTER, s.level) if s.kind == COMPUTER else Seat("", OPEN)
            for n, s in enumerate(spec.seats)
        ]
        if spec.seats[0].kind == COMPUTER:
            raise Refusal("table", "the host's seat (the first) is a person's")
        table = Table(code or new_code(), spec, seats)
        token = table.take(0, host_name)
        return table, token

    @property
    def family(self) -> str:
        return games.lookup(self.spec.game).family

    @property
    def started(self) -> bool:
        return self.game is not None

    def players(self) -> list[PlayerSpec]:
        return [
            PlayerSpec(s.name or f"Seat {n + 1}", HUMAN if s.kind == PERSON else s.level)
            for n, s in enumerate(self.seats)
        ]

    # ------------------------------------------------------------------- seats

    def take(self, seat: int | None, name: str) -> str:
        """Seat a person; returns their token (refused when the seat is not free)."""
        name = check_name(name)
        free = [n for n, s in enumerate(self.seats) if s.kind == OPEN]
        if seat is None:
            if not free:
                raise Refusal("seat", f"table {self.code} has no free seat")
            seat = free[0]
        if not 0 <= seat < len(self.seats) or seat not in free:
            raise Refusal("seat", f"seat {seat + 1} of table {self.code} is not free")
        token = new_token()
        self.seats[seat] = Seat(name, PERSON, token=token_hash(token))
        self.version += 1
        return token

    def seat_of(self, token: str) -> int:
        """The seat a token holds; refused (``token``) for any other string."""
        digest = token_hash(token)
        for n, s in enumerate(self.seats):
            if s.token is not None and hmac.compare_digest(s.token, digest):
                return n
        raise Refusal("token", "no seat holds this token")

    def leave(self, seat: int) -> None:
        """The person in ``seat`` gives it up for good: the computer plays it from now on (in
        the waiting room the seat is open again, for them or another to take), and the host's
        part (starting the game) passes to the next person at the table, if any."""
        if self.game is None:
            self.seats[seat] = Seat("", OPEN)
        else:
            state = self.seats[seat]
            state.kind, state.level, state.token, state.away = COMPUTER, "medium", None, False
            state.standin = False
        others = [n for n in self.persons() if n > seat] + [n for n in self.persons() if n < seat]
        if seat == self.host and others:
            self.host = others[0]

    def persons(self) -> list[int]:
        return [n for n, s in enumerate(self.seats) if s.kind == PERSON]

    # ------------------------------------------------------------------- playing

    def start(self, seed: int | None = None, salt: str | None = None) -> None:
        """Deal a game (the first, or a rematch): seats still open are given to the computer."""
        for n, s in enumerate(self.seats):
            if s.kind == OPEN:
                self.seats[n] = Seat(f"Computer {n + 1}", COMPUTER, "medium")
        self.number += 1
        self.seed = secrets.randbelow(1_000_000) + 1 if seed is None else seed
        self.salt = new_salt() if salt is None else salt
        self.first = (self.number - 1) % len(self.seats)
        self.game = games.new_game(
            self.spec.game, self.players(), self.seed, self.first, **self.spec.options
        )
        self.rematch.clear()
        self.version += 1

    @property
    def commitment(self) -> str:
        if self.game is None:
            return ""
        seed, salt, digest = self.committed
        if seed != self.seed or salt != self.salt:  # (hashed once per deal, not per state)
            digest = commitment(self.seed, self.salt)
            self.committed = (self.seed, self.salt, digest)
        return digest

    def _playing(self) -> GameState:
        if self.game is None:
            raise Refusal("state", f"the game of table {self.code} has not started")
        return self.game

    def parse(self, text: str) -> Any:
        """The action a notation names, for this table's game (refused: ``illegal``)."""
        try:
            if self.family == games.COLOUR:
                return colour_actions.parse_action(text)
            return classic_actions.parse_action(text, self.game.rules.set)  # type: ignore[union-attr]
        except FiguresError as exc:
            raise Refusal("illegal", str(exc)) from None

    def move(self, seat: int, version: int, text: str) -> str:
        """Play ``text`` for ``seat`` on the state ``version``; returns the notation played."""
        game = self._playing()
        if game.is_over:
            raise Refusal("state", "the game is over")
        if version != self.version:
            raise Refusal("stale", f"the move was made on state {version}; it is {self.version}")
        if game.turn != seat:
            raise Refusal("turn", f"it is seat {game.turn + 1}'s turn, not seat {seat + 1}'s")
        action = self.parse(text)
        try:
            game.apply(action)
        except FiguresError as exc:
            raise Refusal("illegal", str(exc)) from None
        self.version += 1
        return str(action)

    def to_take_back(self, seat: int) -> int:
        """How many actions a takeback of ``seat`` would take back: the last ones up to and
        including its last one (refused when the seat has nothing to take back)."""
        game = self._playing()
        if not self.spec.takeback:
            raise Refusal("state", "takebacks are off at this table")
        history = game.history()
        mine = [i for i, played in enumerate(history) if played.seat == seat]
        if not mine or not game.can_undo:
            raise Refusal("state", "nothing of yours to take back")
        return len(history) - mine[-1]

    def takeback(self, seat: int) -> int:
        """Take back the last actions up to and including ``seat``'s last one; the number of
        actions taken back (refused when the seat has nothing to take back)."""
        game = self._playing()
        count = self.to_take_back(seat)
        done = 0
        try:
            for _ in range(count):
                game.undo()
                done += 1
        except FiguresError as exc:
            for _ in range(done):
                game.redo()
            raise Refusal("state", str(exc)) from None
        self.version += 1
        return count

    def computer_move(self, seat: int) -> str:
        """What the computer plays for ``seat`` now, chosen from that seat's view alone."""
        game = self._playing()
        level = self.seats[seat].level if self.seats[seat].kind == COMPUTER else "medium"
        view = game.view(seat)
        seed = self.seed * 31 + seat
        if self.family == games.COLOUR:
            board = getattr(view, "board", None)
            if board is not None:  # (the computer thinks on a copy: the table may move on)
                view = dataclasses.replace(view, board=board.copy())
            return str(computer_player(level, seed).choose(view))
        player = classic_player(level, seed, game.rules)  # type: ignore[attr-defined]
        return str(player.choose(view, game.legal_actions()))

    # ------------------------------------------------------------------- seeing

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see now (None: a spectator)."""
        return view_json(self._playing(), seat, kept=self.kept_json)

    def seat_states(self) -> list[SeatState]:
        return [s.state() for s in self.seats]

    def fairness(self) -> Fairness:
        return Fairness(self.commitment, self.salt, self.seed)

    def record(self) -> dict[str, Any]:
        """The game's record, with its deal's seed and salt revealed."""
        game = self._playing()
        if self.family == games.COLOUR:
            data = colour_records.game_to_json(game)  # type: ignore[arg-type]
        else:
            data = classic_records.game_to_json(game, self.players())  # type: ignore[arg-type]
        return with_fairness(data, self.fairness())
