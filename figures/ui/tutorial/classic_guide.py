"""The classic family's guided first game, as the screen needs it and without arcade: All
Fives for two on a scripted deal (:mod:`figures.ui.tutorial.classic_script`, found by
:mod:`tools.find_classic_deal`), the computer playing the script's moves, and the
lessons' checks on the engine's events (:class:`~figures.ui.classic.match.Played`).

The lessons: *match* (a tile on an end showing one of its numbers), *draw* (no tile fits:
draw until one does, then play it), *five* (the ends add up to a multiple of 5: it scores).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from figures.ai.classic import BasePlayer, MediumClassicPlayer
from figures.ai.common import Control
from figures.classic.actions import DRAW, Action, Draw, Lead, Play
from figures.classic.game import Deal, Game, ScriptedChance, ScriptedRound, SeededChance
from figures.classic.round import SeatView
from figures.classic.settings import ClassicSettings
from figures.classic.tiles import tile
from figures.core.seats import HUMAN, PlayerSpec
from figures.texts import names
from figures.ui.classic.match import ClassicMatch, Played
from figures.ui.tutorial.guide import COMPUTER, YOU, Guide, Lessons, lessons_done

#: The game of the classic guide (two seats: the player, then the computer, which leads).
PRESET: Final = "all-fives"
FIRST_PLAYER: Final = 1


def matches(event: Played) -> bool:
    """A tile laid on an end of the line (the engine joins it by a number it shows)."""
    return isinstance(event.action, Play)


def scores(event: Played) -> bool:
    """A play after which the ends add up to a multiple of 5: the engine scored it."""
    return isinstance(event.action, Play | Lead) and event.points > 0


def checks_for(match: ClassicMatch) -> dict[str, Callable[[Played], bool]]:
    """What the engine must say for each lesson of the classic guide to be done, in
    ``match``: *match*, a tile laid on an end; *draw*, a tile laid that the player drew from
    the stock (the round's log says which tiles the draws gave); *five*, a play that
    scored."""

    def plays_a_drawn_tile(event: Played) -> bool:
        drawn = {s.drew for s in match.current.log if s.seat == YOU and s.drew >= 0}
        return isinstance(event.action, Play) and event.action.tile in drawn

    return {"match": matches, "draw": plays_a_drawn_tile, "five": scores}


def _action(end: str, halves: tuple[int, ...]) -> Action:
    """A step of :mod:`~figures.ui.tutorial.classic_script` as the engine's action."""
    if end == "draw":
        return DRAW
    first, second = halves
    if end == "lead":
        return Lead(tile(first, second), first)
    return Play(tile(first, second), end, first)


@dataclass(frozen=True)
class ClassicScript(Lessons):
    """The classic guide: its settings, the deal, and every action in order with who plays
    it (:data:`COMPUTER`, :data:`~figures.ui.tutorial.guide.PLAYER`)
    or the lesson it teaches (the player plays those)."""

    settings: ClassicSettings
    deal: Deal
    steps: tuple[tuple[str, Action], ...]

    def target(self, lesson: str) -> Play:
        return self.lesson_action(lesson, Play)

    def game(self) -> Game:
        """The game at its start: the real engine dealing the script's deal (later rounds
        dealt from the settings' seed)."""
        chance = ScriptedChance(
            [ScriptedRound((self.deal,), FIRST_PLAYER)], then=SeededChance(self.settings.seed)
        )
        return Game(
            self.settings.rules(), chance, FIRST_PLAYER, players=tuple(self.settings.players)
        )


def classic_script(you: str | None = None, computer: str | None = None) -> ClassicScript:
    """The classic family's guided game (found by :mod:`tools.find_classic_deal`), the seats
    named by their roles unless given (shown in the player's language)."""
    from figures.ui.tutorial import classic_script as data

    players = (
        PlayerSpec(you or names.you(), HUMAN),
        PlayerSpec(computer or names.computer(), "medium"),
    )
    settings = ClassicSettings(PRESET, players, seed=0, first=FIRST_PLAYER)
    deal = Deal(
        (tuple(tile(*t) for t in data.YOURS), tuple(tile(*t) for t in data.THEIRS)),
        tuple(tile(*t) for t in data.STOCK),
    )
    steps = tuple((who, _action(end, halves)) for who, end, halves in data.STEPS)
    return ClassicScript(settings, deal, steps)


class ScriptedClassicComputer(BasePlayer):
    """The computer of the classic guide: the script's move while the round has followed
    the script, else the medium player's (a level of figures.ai's: its ``choose`` looks at
    the front end's hooks)."""

    name = "guide"

    def __init__(self, script: ClassicScript) -> None:
        super().__init__(0, script.settings.rules())
        self._steps = tuple(action for _, action in script.steps)
        self._moves: dict[int, Action] = {}
        for index, (who, action) in enumerate(script.steps):
            if who == COMPUTER:
                self._moves[index] = action
        self._fallback = MediumClassicPlayer(0, script.settings.rules())

    def decide(self, view: SeatView, legal: Sequence[Action], control: Control) -> Action:
        played = tuple(action for _, action in view.history)
        move = self._moves.get(len(played))
        if move is not None and move in legal and played == self._steps[: len(played)]:
            return move
        return self._fallback.decide(view, legal, control)


class ClassicGuidedMatch(ClassicMatch):
    """The match of the classic guide: never autosaved (the player's own game stays where it
    is), no undo (the script goes on from each lesson's move), the computer scripted."""

    def __init__(self, script: ClassicScript) -> None:
        super().__init__(script.game(), script.settings, autosave=None)
        for seat in self.computers:
            self.computers[seat] = ScriptedClassicComputer(script)

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False


def classic_guide(script: ClassicScript, match: ClassicMatch) -> Guide[Play]:
    """Where the player is in the classic guide played in ``match`` (its pages and the
    lessons' checks)."""
    return Guide(script, checks=checks_for(match))


def replay_classic(script: ClassicScript) -> tuple[ClassicMatch, list[tuple[int, str]]]:
    """The whole script played through the engine: the match at the end, and each lesson
    done with the index of the action that did it (for the tests)."""
    match = ClassicGuidedMatch(script)
    done = lessons_done(match, classic_guide(script, match), script.steps)
    return match, done


def drew_this_turn(match: ClassicMatch) -> list[int]:
    """The tiles the player drew since their last play (the round's log, newest last)."""
    drawn: list[int] = []
    for step in reversed(match.current.log):
        if step.seat != YOU or not isinstance(step.action, Draw):
            break
        drawn.append(step.drew)
    return drawn[::-1]


__all__: Sequence[str] = (
    "ClassicGuidedMatch",
    "ClassicScript",
    "ScriptedClassicComputer",
    "checks_for",
    "classic_guide",
    "classic_script",
    "drew_this_turn",
    "replay_classic",
)
