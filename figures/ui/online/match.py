"""A classic game played online, as the classic screen holds it: a
:class:`~figures.ui.classic.match.ClassicMatch` whose game is the server's, seen from one
seat.

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

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from figures.classic.actions import Action
from figures.classic.game import Game
from figures.classic.records import game_from_json
from figures.classic.settings import ClassicSettings, overrides_of
from figures.core.errors import FiguresError, NothingToUndoError
from figures.core.seats import HUMAN, PlayerSpec
from figures.net import protocol as p
from figures.net.mirror import mirror
from figures.net.table import COMPUTER
from figures.texts.i18n import tr
from figures.texts.names import Shown, shown
from figures.ui.classic.match import ClassicMatch, Played, Undone

__all__ = ["RemoteClassicMatch", "players_of"]


def players_of(state: p.State) -> tuple[PlayerSpec, ...]:
    """Who sits at the table, as the engine names them: people as ``human``, the server's
    computers at their level (the state says only that they are computers: ``medium``)."""
    return tuple(
        PlayerSpec(s.name or f"Seat {n + 1}", "medium" if s.kind == COMPUTER else HUMAN)
        for n, s in enumerate(state.seats)
    )


class RemoteClassicMatch(ClassicMatch):
    """The classic game of an online table, seen from seat :attr:`seat`. ``send`` hands a
    message to the connection (never waits); ``folder`` is the data folder, where the game's
    record is kept with the statistics when it ends (None: not kept)."""

    def __init__(
        self,
        state: p.State,
        send: Any,
        *,
        takeback: bool = True,
        folder: Path | None = None,
    ) -> None:
        if state.seat is None:
            raise FiguresError("a spectator has no seat to play")
        self.seat: int = state.seat
        self.send = send
        self.takeback = takeback
        self.folder = folder
        self.state = state
        #: A move sent and not yet answered by a state (the screen waits for it).
        self.pending = False
        #: The server's record once the game is over (every tile revealed).
        self.final: dict[str, Any] | None = None
        game = mirror(state.view, players=players_of(state))
        assert isinstance(game, Game)
        rules = game.rules
        settings = ClassicSettings(
            rules.preset_name,
            tuple(game.players),
            state.game,
            game.first,
            rules.teams and rules.preset_name != "block-teams",
            overrides_of(rules),
        )
        super().__init__(game, settings, autosave=None)
        self.over_seen = game.is_over

    # ----------------------------------------------------------------- the server's news

    def receive(self, state: p.State) -> list[Played]:
        """A state from the server: the mirror made again; returns the actions it adds to
        what the screen showed (oldest first; none after a takeback), and a round that ended
        among them waits to be read, as at one screen."""
        before = len(self.game.history())
        rounds_before = len(self.game.rounds)
        game = mirror(state.view, players=players_of(state))
        assert isinstance(game, Game)
        self.state = state
        self.pending = False
        self.game = game
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

    def finish(self, record: dict[str, Any]) -> None:
        """The server's record at the end: it takes the mirror's place (the screens show every
        hand as it really was) and is kept in the statistics."""
        self.final = record
        try:
            game, _ = game_from_json(record, "the server's record")
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
            for seat, p in enumerate(self.game.players)
        ]

    # ----------------------------------------------------------------- playing

    def legal(self) -> list[Action]:
        if self.pending or self.round_end is not None or self.is_over:
            return []
        if self.turn != self.seat:
            return []
        return self.game.legal_actions()

    def apply(self, action: Action) -> Played:
        """Send ``action`` to the server (refused here, changing nothing, when it is not this
        seat's to play); it shows when the server's state says it was played."""
        if self.round_end is not None:
            raise FiguresError("the round is over: go on to the next round first")
        if not self.human_to_move or action not in self.legal():
            raise FiguresError(tr("online.toast.not_yours"))
        self.send(p.Move(self.state.version, str(action)))
        self.pending = True
        self._changed(save=False)
        return Played(len(self.game.rounds), self.seat, action, 0, -1)

    def can_undo(self) -> bool:
        """A takeback may be asked: the table allows it and this seat has played."""
        return (
            self.takeback
            and not self.is_over
            and any(step.seat == self.seat for step in self.game.history())
        )

    def undo(self) -> list[Played]:
        """Ask the other players to let this seat take its last action back (the server's
        next state shows it taken back, or nothing changes)."""
        if not self.can_undo():
            raise NothingToUndoError("nothing to take back")
        self.send(p.Takeback())
        return []

    def can_redo(self) -> bool:
        return False

    def redo(self) -> list[Played]:
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

    def played(self) -> list[Played]:
        return super().played()

    def summary(self) -> str:
        return super().summary()


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
