"""The messages between the table server and its clients, declared once.

Every frame is one JSON object whose ``type`` names the message; the fields of each type are
the msgspec structs below, so that the server and every client (the app, ``figures bot``, a
bot someone else writes from docs/online.md) read them the same way. :data:`PROTOCOL` is the
version both ends name in their first message; a change that an older peer would misread
gives it a new number.

A peer is a stranger: :func:`decode_client` refuses, with one line saying why, a frame that is
not JSON, too large, of no known type, or with a field of the wrong type or out of its bounds.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from figures.core.errors import FiguresError

#: The protocol's version: a client names it in its Hello, the server in its Welcome.
PROTOCOL = 1
#: The largest frame a client may send (bytes); a move or a chat line is far smaller.
MAX_CLIENT_FRAME = 8 * 1024
#: The largest frame the server sends (a seat's view of a full table, a game's record).
MAX_SERVER_FRAME = 4 * 1024 * 1024
#: A chat line's length, in characters.
MAX_CHAT = 200
#: A player's name, in characters.
MAX_NAME = 24
#: Tables in one Listing.
MAX_LISTED = 50

#: The turn clocks a table may have (seconds; 0: none).
CLOCKS = (0, 30, 60, 120)

Code = Annotated[str, msgspec.Meta(min_length=4, max_length=12, pattern=r"^[A-Z0-9]+$")]
Token = Annotated[str, msgspec.Meta(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
Version = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
Seat = Annotated[int, msgspec.Meta(ge=0, le=7)]


class ProtocolError(FiguresError, ValueError):
    """A frame that is not a message of the protocol."""


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    pass


# ----------------------------------------------------------------- client to server


class Hello(_Message, tag="hello"):
    """The first message of every connection: the protocol the client speaks."""

    protocol: int
    client: Annotated[str, msgspec.Meta(max_length=40)] = ""


class SeatSpec(msgspec.Struct, forbid_unknown_fields=True):
    """A seat of a table to open: ``open`` for a person to join, or ``computer`` with its
    level (the registry's computer players: ``easy``, ``medium``, ``hard``...)."""

    kind: Literal["open", "computer"] = "open"
    level: Annotated[str, msgspec.Meta(max_length=20)] = "medium"


class Open(_Message, tag="open"):
    """Open a table of ``game`` (a name of the registry) with its options; the opener takes
    seat 0 under ``name``."""

    game: Annotated[str, msgspec.Meta(max_length=30)]
    name: Name
    seats: Annotated[list[SeatSpec], msgspec.Meta(min_length=1, max_length=8)]
    options: Annotated[dict[str, Any], msgspec.Meta(max_length=20)] = {}
    clock: int = 0
    takeback: bool = True
    spectators: bool = True
    #: Listed in the server's lobby (:class:`Tables`) while it waits for players.
    public: bool = False


class Join(_Message, tag="join"):
    """Take a free seat of the table ``code`` (the first free one when ``seat`` is None)."""

    code: Code
    name: Name
    seat: Seat | None = None


class Resume(_Message, tag="resume"):
    """Take back the seat a token was given for (after a dropped connection or a relaunch)."""

    token: Token


class Watch(_Message, tag="watch"):
    """Watch the table ``code`` as a spectator (the public view only)."""

    code: Code


class Start(_Message, tag="start"):
    """The host starts the game; seats still free are played by the computer."""


class Move(_Message, tag="move"):
    """Play ``action`` (its notation, docs/notation.md) on the state numbered ``version``."""

    version: Version
    action: Annotated[str, msgspec.Meta(max_length=60)]


class Say(_Message, tag="say"):
    """A chat line to the table."""

    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHAT)]


class Mute(_Message, tag="mute"):
    """Hide (or show again) the chat of the player in ``seat``, for this connection."""

    seat: Seat
    muted: bool = True


class Takeback(_Message, tag="takeback"):
    """Ask the other people at the table to take back the last action."""


class Answer(_Message, tag="answer"):
    """Accept or refuse the takeback asked for."""

    accept: bool


class Rematch(_Message, tag="rematch"):
    """Ask for another game with the same seats (it starts when every person has asked)."""


class Leave(_Message, tag="leave"):
    """Give up the seat for good (a computer plays it from now on)."""


class Tables(_Message, tag="tables"):
    """List the public tables waiting for players (of ``game`` only, if given): the answer
    is a :class:`Listing`. Asked before sitting at a table."""

    game: Annotated[str, msgspec.Meta(max_length=30)] | None = None


class QuickJoin(_Message, tag="quick"):
    """Take a seat at the public table of ``game`` that waits for players (the one with the
    most seated), or open one of ``players`` seats for others to join: it starts by itself
    once every seat is taken."""

    game: Annotated[str, msgspec.Meta(max_length=30)]
    name: Name
    players: Annotated[int, msgspec.Meta(ge=1, le=8)] = 2


ClientMessage = (
    Hello
    | Open
    | Join
    | Resume
    | Watch
    | Start
    | Move
    | Say
    | Mute
    | Takeback
    | Answer
    | Rematch
    | Leave
    | Tables
    | QuickJoin
)


# ----------------------------------------------------------------- server to client


class Welcome(_Message, tag="welcome"):
    protocol: int
    server: str


class Seated(_Message, tag="seated"):
    """The seat this connection holds at table ``code``, and its secret token (keep it to
    come back; it is never sent to anyone else)."""

    code: str
    seat: int
    token: str


class SeatState(msgspec.Struct):
    """A seat as everyone at the table sees it: its name, who plays it (``person``,
    ``computer``, or ``open`` before the start), and whether its person is away (in which
    case the computer may be playing for them); a computer's ``level``."""

    name: str
    kind: str
    away: bool = False
    standin: bool = False
    level: str = ""


class Lobby(_Message, tag="lobby"):
    """The waiting room of a table not yet started."""

    code: str
    game: str
    options: dict[str, Any]
    seats: list[SeatState]
    host: int
    clock: int
    takeback: bool
    spectators: bool


class State(_Message, tag="state"):
    """The table as the receiver may see it: ``view`` is the seat's view (the public one for
    a spectator, docs/online.md), numbered ``version``; a move names that number.
    ``commitment`` is the hash of the deal's seed and salt, published at the start of the
    game; ``deadline`` the seconds left on the turn clock (None: no clock)."""

    code: str
    game: int
    version: int
    seat: int | None
    view: dict[str, Any]
    seats: list[SeatState]
    commitment: str
    deadline: float | None = None
    last: str | None = None


class Refused(_Message, tag="refused"):
    """A message refused, and why; nothing changed. ``reason`` is a short code (``stale``,
    ``illegal``, ``turn``, ``token``, ``table``, ``seat``, ``frame``, ``rate``, ``limit``,
    ``state``), ``detail`` one line in English."""

    request: str
    reason: str
    detail: str


class Said(_Message, tag="said"):
    seat: int | None
    name: str
    text: str


class Asked(_Message, tag="asked"):
    """A takeback asked for by ``seat``; the other people answer."""

    seat: int


class Ended(_Message, tag="ended"):
    """The game is over: its whole record (with the deal's seed and salt revealed in its
    ``fairness`` field) for every player to keep and check."""

    code: str
    game: int
    record: dict[str, Any]


class Listed(msgspec.Struct):
    """A public table in the lobby: its code, game and options, seats, host's name and the
    number of seats still free."""

    code: str
    game: str
    options: dict[str, Any]
    seats: list[SeatState]
    host: str
    free: int
    clock: int
    takeback: bool


class Listing(_Message, tag="listing"):
    """The answer to :class:`Tables`: at most :data:`MAX_LISTED` tables, fullest first."""

    tables: list[Listed]


ServerMessage = Listing | Welcome | Seated | Lobby | State | Refused | Said | Asked | Ended

_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


def encode(message: msgspec.Struct) -> bytes:
    return _encoder.encode(message)


def _decode(decoder: msgspec.json.Decoder[Any], frame: str | bytes, limit: int) -> Any:
    if len(frame) > limit:
        raise ProtocolError(f"frame too large: {len(frame)} bytes (at most {limit})")
    try:
        return decoder.decode(frame)
    except msgspec.ValidationError as exc:
        raise ProtocolError(f"bad message: {exc}") from None
    except msgspec.DecodeError as exc:
        raise ProtocolError(f"not a JSON message: {exc}") from None


def decode_client(frame: str | bytes) -> ClientMessage:
    """The client's message in ``frame``; a ProtocolError, one line, for anything else."""
    message: ClientMessage = _decode(_client_decoder, frame, MAX_CLIENT_FRAME)
    return message


def decode_server(frame: str | bytes) -> ServerMessage:
    """The server's message in ``frame``; a ProtocolError, one line, for anything else."""
    message: ServerMessage = _decode(_server_decoder, frame, MAX_SERVER_FRAME)
    return message


def kind(message: msgspec.Struct) -> str:
    """A message's ``type``."""
    return str(message.__struct_config__.tag)
