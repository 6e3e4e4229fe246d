"""A game played online, as its family's screen holds it: a
:class:`~figures.ui.classic.match.ClassicMatch` or a colour
:class:`~figures.ui.colour.match.Match` whose game is the server's, seen from one seat.

The server is the authority. What the screen reads (the rounds, the table, the hand, the
legal plays, the hints) is a mirror: an engine game made from the seat's view alone
(:func:`figures.net.mirror.mirror`), made again from each state the server sends, so the
screen, its hints and its words are those of a game at one screen, and nothing the seat may
not see is in it. A move is sent to the server (:class:`~figures.net.protocol.Move`, naming the
version it was made on) and shows when the server's next state says it was played. Undo asks
the other players for a takeback; there is no redo. At the end the server's record (every tile
revealed, with the deal's commitment) replaces the mirror, and is kept with the statistics.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from figures.classic.actions import Action, Lead, Play
from figures.classic.game import Game
from figures.classic.records import game_from_json
from figures.classic.settings import ClassicSettings, overrides_of
from figures.colour.actions import Action as ColourAction
from figures.colour.game import Game as ColourGame
from figures.colour.records import game_from_json as colour_game_from_json
from figures.core.errors import FiguresError, NothingToUndoError
from figures.core.seats import HUMAN, PlayerSpec
from figures.net import protocol as p
from figures.net.mirror import mirror
from figures.net.table import COMPUTER
from figures.texts.i18n import tr
from figures.texts.names import Shown, shown
from figures.ui.classic.match import ClassicMatch, Played, Undone
from figures.ui.colour.match import Event, Match

__all__ = ["RemoteClassicMatch", "RemoteColourMatch", "RemoteParts", "players_of"]


def mirror_of(state: p.State) -> Any:
    """The engine game ``state`` shows its seat (:func:`figures.net.mirror.mirror`)."""
    return mirror(state.view, players=players_of(state))


def players_of(state: p.State) -> tuple[PlayerSpec, ...]:
    """Who sits at the table, as the engine names them: people as ``human``, the server's
    computers at their level (``medium`` from a server that does not say it)."""
    return tuple(
        PlayerSpec(
            s.name or f"Seat {n + 1}", (s.level or "medium") if s.kind == COMPUTER else HUMAN
        )
        for n, s in enumerate(state.seats)
    )


class RemoteParts:
    """What a remote match of any family does besides its family's match (a mixin before
    it: ``class RemoteClassicMatch(RemoteParts, ClassicMatch)``): only this window's seat is
    played here, a move and a takeback are sent, there is no redo and no autosave, and the
    server's record takes the mirror's place at the end."""

    #: This window's seat, the server's last state, a move sent and not yet answered by a
    #: state, the server's record once the game is over (every tile revealed).
    seat: int
    state: p.State
    pending: bool
    final: dict[str, Any] | None
    game: Any
    version: int

    def remote_parts(
        self,
        state: p.State,
        send: Any,
        takeback: bool,
        folder: Path | None,
        prepared: Callable[[p.State], object | None],
    ) -> Any:
        """Set the remote parts up from the server's first ``state``; returns its mirror.
        ``prepared`` gives the mirror of a state the network thread made already (None: it
        is made here)."""
        if state.seat is None:
            raise FiguresError("a spectator has no seat to play")
        self.seat = state.seat
        self.send = send
        self.takeback = takeback
        self.folder = folder
        self.prepared = prepared
        self.final = None
        return self.mirrored(state)

    def mirrored(self, state: p.State) -> Any:
        """The game as ``state`` shows it to this seat (and ``state`` kept)."""
        game = self.prepared(state) or mirror_of(state)
        self.state = state
        self.pending = False
        return game

    def real_game(self, record: dict[str, Any]) -> Any:
        """The game of the server's record (every tile revealed)."""
        raise NotImplementedError

    def finish(self, record: dict[str, Any]) -> None:
        """The server's record at the end: it takes the mirror's place (the screens show every
        hand as it really was) and is kept in the statistics."""
        self.final = record
        try:
            game = self.real_game(record)
        except FiguresError:
            return  # (the mirror's end stays shown; the record is still offered to save)
        if game.is_over:
            self.game = game
            self._changed(save=False)
        if self.folder is not None:
            self.keep_the_end(self.folder)

    # ----------------------------------------------------------------- who plays here

    def is_human(self, seat: int) -> bool:
        """Only this window's seat is played here; the others are played elsewhere."""
        return seat == self.seat

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def computer_to_move(self) -> bool:
        return False  # (the server plays its computers)

    @property
    def human_to_move(self) -> bool:
        return (
            not self.is_over
            and not self.waiting_summary
            and not self.pending
            and self.turn == self.seat
        )

    def viewer(self) -> int | None:
        return self.seat

    def names(self) -> list[Shown]:
        """The seats' names as typed at the table; this window's own seat is spoken to ("Your
        turn"), the others are spoken of."""
        return [
            Shown(p.name, "you") if seat == self.seat else shown(p.name, p.kind)
            for seat, p in enumerate(self.players)
        ]

    def send_move(self, action: object) -> None:
        """Send ``action`` to the server (refused here, changing nothing, when it is not this
        seat's to play); it shows when the server's state says it was played."""
        if not self.human_to_move:
            raise FiguresError(tr("online.toast.not_yours"))
        self.send(p.Move(self.state.version, str(action)))
        self.pending = True
        self._changed(save=False)

    def can_undo(self) -> bool:
        """A takeback may be asked: the table allows it and this seat has played."""
        return (
            self.takeback
            and not self.is_over
            and any(step.seat == self.seat for step in self.game.history())
        )

    def undo(self) -> list[Any]:
        """Ask the other players to let this seat take its last action back (the server's
        next state shows it taken back, or nothing changes)."""
        if not self.can_undo():
            raise NothingToUndoError("nothing to take back")
        self.send(p.Takeback())
        return []

    def can_redo(self) -> bool:
        return False

    def redo(self) -> list[Any]:
        raise NothingToUndoError("an online game plays on: nothing to redo")

    # ----------------------------------------------------------------- files

    def write_autosave(self) -> None:
        """An online game is kept by its server, not in this window's autosave."""

    def record(self) -> dict[str, Any]:
        """The server's record at the end; before it, the game as this seat knows it has no
        record to give (the other hands are not known)."""
        if self.final is None:
            raise FiguresError(tr("online.toast.no_save"))
        return self.final

    # (from the family's match)
    is_over: bool
    waiting_summary: bool
    turn: int
    players: Any
    keep_the_end: Any
    _changed: Any


class RemoteClassicMatch(RemoteParts, ClassicMatch):
    """The classic game of an online table, seen from seat :attr:`seat`. ``send`` hands a
    message to the connection (never waits); ``folder`` is the data folder, where the game's
    record is kept with the statistics when it ends (None: not kept)."""

    game: Game

    def __init__(
        self,
        state: p.State,
        send: Any,
        *,
        takeback: bool = True,
        folder: Path | None = None,
        prepared: Callable[[p.State], object | None] = lambda state: None,
    ) -> None:
        game = self.remote_parts(state, send, takeback, folder, prepared)
        assert isinstance(game, Game)
        #: This seat's draws as it saw them, by (round, action in the round): the tile.
        self.own_draws: dict[tuple[int, int], int] = {}
        rules = game.rules
        settings = ClassicSettings(
            rules.preset_name,
            tuple(game.players),
            state.game,
            game.first,
            rules.teams and rules.preset_name != "block-teams",
            overrides_of(rules),
        )
        ClassicMatch.__init__(self, game, settings, autosave=None)
        self.over_seen = game.is_over

    def receive(self, state: p.State) -> list[Played]:
        """A state from the server: the mirror made again; returns the actions it adds to
        what the screen showed (oldest first; none after a takeback), and a round that ended
        among them waits to be read, as at one screen."""
        before = len(self.game.history())
        rounds_before = len(self.game.rounds)
        old_hand = set(self.game.current.hand(self.seat))
        game = self.mirrored(state)
        assert isinstance(game, Game)
        self.game = game
        self.note_draws(before, rounds_before, old_hand)
        played = self.played()
        added = played[before:] if len(played) >= before else []
        if len(played) < before:  # (taken back: nothing new to show)
            self.round_end = None
        ended = [entry.number for entry in game.rounds if entry.result is not None]
        if (
            added
            and ended
            and (len(game.rounds) > rounds_before or game.is_over)
            and ended[-1] >= rounds_before
        ):
            self.round_end = ended[-1]
        self.last = Undone(added, False)
        self._changed(save=False)
        return added

    def real_game(self, record: dict[str, Any]) -> Game:
        game, _ = game_from_json(record, "the server's record")
        self.own_draws.clear()  # (the record's draws are the real ones)
        return game

    def note_draws(self, before: int, rounds_before: int, old_hand: set[int]) -> None:
        """The tiles this seat drew among the actions new since ``before``: the view names
        the hand, not which draw gave which tile, so the mirror's own may differ; the tiles
        new in the hand are kept for those draws (in the order of the set when several came
        at once, as they were seen), and shown as the seat saw them."""
        steps = [
            (entry.number, index, step)
            for entry in self.game.rounds
            for index, step in enumerate(entry.round.log)
        ]
        kept = {(n, i) for n, i, _ in steps}  # (draws taken back: forgotten)
        self.own_draws = {k: v for k, v in self.own_draws.items() if k in kept}
        current = self.game.current
        if len(self.game.rounds) != rounds_before:
            return  # (a new deal: a round over is revealed, its draws with it)
        mine = [
            (n, i) for n, i, step in steps[before:] if step.seat == self.seat and step.drew >= 0
        ]
        laid = {
            step.action.tile
            for _, _, step in steps[before:]
            if step.seat == self.seat and isinstance(step.action, Play | Lead)
        }
        got = sorted((set(current.hand(self.seat)) | laid) - old_hand)
        if mine and len(got) == len(mine):
            self.own_draws.update(zip(mine, got, strict=True))

    def drew(self, number: int, index: int) -> int:
        """This seat's draws with the tiles it saw drawn (the mirror's may differ)."""
        return self.own_draws.get((number, index), super().drew(number, index))

    def legal(self) -> list[Action]:
        if self.pending or self.round_end is not None or self.is_over:
            return []
        if self.turn != self.seat:
            return []
        return self.game.legal_actions()

    def apply(self, action: Action) -> Played:
        if self.round_end is not None:
            raise FiguresError("the round is over: go on to the next round first")
        if action not in self.legal():
            raise FiguresError(tr("online.toast.not_yours"))
        self.send_move(action)
        return Played(len(self.game.rounds), self.seat, action, 0, -1)


class RemoteColourMatch(RemoteParts, Match):
    """The colour game of an online table, seen from seat :attr:`seat` (as
    :class:`RemoteClassicMatch`)."""

    game: ColourGame

    def __init__(
        self,
        state: p.State,
        send: Any,
        *,
        takeback: bool = True,
        folder: Path | None = None,
        prepared: Callable[[p.State], object | None] = lambda state: None,
    ) -> None:
        game = self.remote_parts(state, send, takeback, folder, prepared)
        assert isinstance(game, ColourGame)
        Match.__init__(self, game, autosave=None)
        self.over_seen = game.is_over

    def receive(self, state: p.State) -> list[Event]:
        """A state from the server: the mirror made again; returns the events it adds to what
        the screen showed (oldest first; none after a takeback)."""
        before = len(self.events)
        game = self.mirrored(state)
        assert isinstance(game, ColourGame)
        self.game = game
        self._rebuild_events()
        added = self.events[before:] if len(self.events) >= before else []
        self._changed(save=False)
        return added

    def real_game(self, record: dict[str, Any]) -> ColourGame:
        return colour_game_from_json(record, "the server's record")

    def apply(self, action: ColourAction) -> Event:
        self.send_move(action)
        return Event(self.seat, action, None, False)


def seat_words(seats: Sequence[p.SeatState], seat: int) -> str:
    """How a seat's state reads beside its name: away, the computer playing for it."""
    state = seats[seat] if 0 <= seat < len(seats) else None
    if state is None:
        return ""
    if state.standin:
        return tr("online.seat.standin")
    if state.away:
        return tr("online.seat.away")
    return ""
