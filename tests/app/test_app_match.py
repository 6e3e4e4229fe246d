"""The one match protocol of the front end (figures/app/match.py), run against both families:
the same tests over a colour match and a classic match. Undo goes back to the human's last
decision past the computers' moves, redo plays them again, several humans at the screen
never take back another's turn, a save read back is the same game, and every change is
autosaved."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from figures.app.autosave import flush_autosaves
from figures.app.match import BaseMatch
from figures.classic.actions import Draw
from figures.classic.settings import ClassicSettings
from figures.colour.game import Phase, Settings
from figures.core.errors import NothingToUndoError
from figures.core.seats import PlayerSpec
from figures.ui.classic.match import ClassicMatch
from figures.ui.colour.match import Match, private_view


@dataclass(frozen=True)
class Family:
    """How a test makes, plays and reads back a match of one family."""

    name: str
    #: The computer level used (a quick one).
    computer: str
    #: A new match of these seats, autosaved in the path given, the first seat to play.
    make: Callable[[tuple[PlayerSpec, ...], Path | None, int], BaseMatch[Any]]
    load: Callable[[Path], BaseMatch[Any]]
    legal: Callable[[Any], list[Any]]
    decide: Callable[[Any], Any]
    #: Whether the turn of the player to move goes on after their last action (a second
    #: placement may follow; a draw keeps the turn).
    in_turn: Callable[[Any], bool]
    #: When no human has acted yet, whether undo goes back to the start (the colour game: the
    #: computer's opening) or there is nothing to undo (a classic game).
    undo_to_start: bool


def _colour_decision(match: Match) -> Any:
    seat = match.turn
    return match.computers[seat].choose(private_view(match.game, seat))


COLOUR = Family(
    "colour",
    "easy",
    lambda seats, autosave, first: Match.new(Settings(seats, 120, 5, first), autosave=autosave),
    lambda path: Match.open(path),
    lambda match: match.game.legal_actions(),
    _colour_decision,
    lambda match: match.game.phase is Phase.SECOND,
    True,
)
CLASSIC = Family(
    "classic",
    "random",
    lambda seats, autosave, first: ClassicMatch.new(
        ClassicSettings("draw", seats, seed=5, first=first), autosave
    ),
    lambda path: ClassicMatch.load(path),
    lambda match: match.legal(),
    lambda match: match.decision()(lambda _: None, lambda: False),
    lambda match: (
        isinstance(match.game.history()[-1].action, Draw)
        and match.game.history()[-1].seat == match.turn
    ),
    False,
)


@pytest.fixture(params=[COLOUR, CLASSIC], ids=lambda family: family.name)
def family(request: pytest.FixtureRequest) -> Family:
    return request.param  # type: ignore[no-any-return]


def seats(*kinds: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"Seat {n + 1}", kind) for n, kind in enumerate(kinds))


def play(family: Family, match: BaseMatch[Any], done: Callable[[], bool], seed: int = 3) -> None:
    """Play on (a human's move at random among the legal ones, a computer's by its player)
    until ``done()``; a round's end is read as the screen's "Next round" does."""
    rng = random.Random(seed)
    for _ in range(2000):
        if done():
            return
        assert not match.is_over, "the game ended first"
        if match.waiting_summary:
            match.next_round()  # type: ignore[attr-defined]
            continue
        if match.human_to_move:
            legal = family.legal(match)
            match.apply(legal[rng.randrange(len(legal))])  # type: ignore[attr-defined]
        else:
            match.apply(family.decide(match))  # type: ignore[attr-defined]
    raise AssertionError("never reached")


def last_human(match: BaseMatch[Any]) -> int | None:
    """The index in the game's log of the latest action a human played."""
    history = match.game.history()
    return max((i for i, p in enumerate(history) if match.is_human(p.seat)), default=None)


def test_undo_goes_back_to_the_human_s_last_decision_and_redo_plays_it_again(
    family: Family,
) -> None:
    match = family.make(seats("human", family.computer, family.computer), None, 0)

    def after_the_computers() -> bool:
        """A human to move, at least two computer actions after their last, in this round."""
        history = match.game.history()
        index = last_human(match)
        return (
            match.human_to_move
            and index is not None
            and len(history) - index >= 3
            and all(p.round == history[-1].round for p in history[index:])
        )

    play(family, match, after_the_computers)
    before = match.game.history()
    index = last_human(match)
    assert index is not None
    version = match.version
    assert match.can_undo() and not match.can_redo()

    taken = match.undo()
    assert len(taken) == len(before) - index  # the human's decision and every reply since
    assert match.game.history() == before[:index]
    assert match.human_to_move and match.turn == before[index].seat
    assert match.can_redo() and match.version != version

    undone = match.version
    redone = match.redo()
    assert len(redone) == len(taken)  # the human's action, then the computers' through to them
    assert match.game.history() == before
    assert match.human_to_move and not match.can_redo()
    assert match.version not in (version, undone)


def test_with_only_computers_undo_and_redo_go_one_action_at_a_time(family: Family) -> None:
    match = family.make(seats(family.computer, family.computer), None, 0)
    play(family, match, lambda: len(match.game.history()) >= 4)
    before = match.game.history()
    assert len(match.undo()) == 1 and match.game.history() == before[:-1]
    assert len(match.redo()) == 1 and match.game.history() == before


def test_nothing_is_undone_before_anything_is_played(family: Family) -> None:
    match = family.make(seats("human", family.computer), None, 0)
    assert not match.game.history() and not match.can_undo() and not match.can_redo()
    with pytest.raises(NothingToUndoError):
        match.undo()
    with pytest.raises(NothingToUndoError):
        match.redo()


def test_before_any_human_acted_undo_is_the_family_s_choice(family: Family) -> None:
    match = family.make(seats(family.computer, "human"), None, 0)  # the computer first
    play(family, match, lambda: match.human_to_move)
    before = match.game.history()
    assert before and last_human(match) is None  # only the computer has played
    assert match.can_undo() is family.undo_to_start
    if not family.undo_to_start:
        with pytest.raises(NothingToUndoError):
            match.undo()
        return
    assert len(match.undo()) == len(before) and not match.game.history()
    assert match.computer_to_move  # back to the start: the computer decides again
    assert len(match.redo()) == len(before) and match.game.history() == before


def test_several_humans_never_take_back_another_s_turn(family: Family) -> None:
    match = family.make(seats("human", "human"), None, 0)

    def passed() -> bool:
        history = match.game.history()
        return bool(history) and history[-1].seat != match.turn and match.human_to_move

    play(family, match, passed)
    assert not match.can_undo()
    with pytest.raises(NothingToUndoError):
        match.undo()


def test_several_humans_take_back_their_own_action_in_the_turn(family: Family) -> None:
    match = family.make(seats("human", "human"), None, 0)
    play(family, match, lambda: bool(match.game.history()) and family.in_turn(match))
    before = match.game.history()
    assert match.can_undo()
    assert len(match.undo()) == 1 and match.game.history() == before[:-1]
    assert match.turn == before[-1].seat


def test_a_save_read_back_is_the_same_game(family: Family, tmp_path: Path) -> None:
    match = family.make(seats("human", family.computer), None, 0)
    play(family, match, lambda: len(match.game.history()) >= 8 and match.human_to_move)
    assert not match.unchanged
    path = tmp_path / "game.json"
    match.save(path)
    assert match.unchanged
    loaded = family.load(path)
    assert loaded.unchanged and type(loaded) is type(match)
    assert loaded.record() == match.record()
    assert loaded.game.history() == match.game.history()
    assert loaded.players == match.players and loaded.turn == match.turn
    assert loaded.humans == match.humans == [0] and loaded.human_to_move
    assert sorted(loaded.computers) == sorted(match.computers) == [1]
    assert loaded.names() == match.names() and loaded.summary() == match.summary()
    play(family, match, lambda: not match.human_to_move)
    assert not match.unchanged  # played on since the save


def test_every_change_is_autosaved(family: Family, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    match = family.make(seats("human", family.computer), path, 0)

    def on_disk() -> Any:
        assert match.flush_autosave(timeout=None) and match.autosave_error is None
        return json.loads(path.read_text("utf-8"))

    play(family, match, lambda: len(match.game.history()) >= 6 and match.human_to_move)
    assert on_disk() == match.record()
    match.undo()
    assert on_disk() == match.record()
    match.redo()
    assert on_disk() == match.record()
    flush_autosaves(timeout=None)
