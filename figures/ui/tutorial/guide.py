"""A guided first game, as the screens need it and without arcade: the scripted game (the
real engine, its bag in a scripted order), the computer that plays the script's moves, and
the lessons, each done when the engine's event says the player did what it teaches.

A family's guide is a script (the settings, the deal, every action with who plays it or the
lesson it teaches) and its lessons' checks; the colour game's is :func:`colour_script` with
:data:`CHECKS`, the classic family's is in :mod:`figures.ui.tutorial.classic_guide`. Both go
through the same :class:`Guide`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Generic, Protocol, TypeVar

from figures.ai.players import MediumPlayer
from figures.colour.actions import Action, Place, parse_action
from figures.colour.game import Game, Phase, ScriptedBag, Settings
from figures.colour.tiles import default_tileset
from figures.colour.views import PlayerView
from figures.core.seats import HUMAN, PlayerSpec
from figures.texts import names
from figures.ui.colour.match import Event, Match

#: The player's seat in a guided game (the computer is the other one).
YOU: Final = 0
#: Who plays a step that teaches nothing.
COMPUTER: Final = "computer"
PLAYER: Final = "you"


def touches(event: Event) -> bool:
    """The player's opening domino is on the table (the engine places one only where it
    touches another along an edge)."""
    return event.opening and isinstance(event.action, Place)


def matches(event: Event) -> bool:
    """A placement whose edges met others of their colour and scored."""
    return (
        not event.opening
        and event.score is not None
        and event.score.connected_edges > 0
        and not event.paid
    )


def closes(event: Event) -> bool:
    """A placement that closed a surface."""
    return event.score is not None and bool(event.score.closed_surfaces)


def pays(event: Event) -> bool:
    """A second placement in the turn, paid for."""
    return event.score is not None and event.paid > 0


#: What the engine must say for each lesson of the colour game to be done.
CHECKS: Final[dict[str, Callable[[Event], bool]]] = {
    "touch": touches,
    "match": matches,
    "close": closes,
    "second": pays,
}


T_co = TypeVar("T_co", covariant=True)
T = TypeVar("T")
A = TypeVar("A")


class Scripted(Protocol[T_co]):
    """What :class:`Guide` reads of a family's script: every action in order with who plays
    it or the lesson it teaches, the lessons, and the action of each lesson."""

    @property
    def steps(self) -> Sequence[tuple[str, object]]: ...

    @property
    def lessons(self) -> tuple[str, ...]: ...

    def target(self, lesson: str) -> T_co: ...


def seat_of(event: Any) -> int:
    """The seat an engine event is about (the colour game's ``player``, a classic ``seat``)."""
    seat = getattr(event, "player", None)
    return int(getattr(event, "seat", -1) if seat is None else seat)


class Lessons:
    """What both families' scripts read of their steps (every action in order with who
    plays it or the lesson it teaches): the lessons, and the action of each."""

    if TYPE_CHECKING:  # (each script's own field)

        @property
        def steps(self) -> Sequence[tuple[str, object]]: ...

    @property
    def lessons(self) -> tuple[str, ...]:
        return tuple(who for who, _ in self.steps if who not in (COMPUTER, PLAYER))

    def lesson_step(self, lesson: str) -> int:
        """The index of the action that teaches ``lesson``."""
        return next(i for i, (who, _) in enumerate(self.steps) if who == lesson)

    def lesson_action(self, lesson: str, kind: type[A]) -> A:
        """The action that teaches ``lesson`` (a ``kind``: a lesson's action is a tile laid)."""
        action = self.steps[self.lesson_step(lesson)][1]
        assert isinstance(action, kind)
        return action


@dataclass(frozen=True)
class Script(Lessons):
    """A guided game: its settings, the bag's order, and every action in order with who
    plays it (:data:`COMPUTER`, :data:`PLAYER`) or the lesson it teaches (the player plays
    those)."""

    settings: Settings
    draws: tuple[int, ...]
    steps: tuple[tuple[str, Action], ...]

    def target(self, lesson: str) -> Place:
        return self.lesson_action(lesson, Place)

    def game(self) -> Game:
        """The game at its start: the real engine, its bag in the script's order."""
        tileset = default_tileset()
        return Game(self.settings, tileset, ScriptedBag(range(len(tileset)), self.draws))


def colour_script(you: str | None = None, computer: str | None = None) -> Script:
    """The colour game's guided game (found by :mod:`tools.find_colour_deal`), the seats
    named by their roles unless given (shown in the player's language)."""
    from figures.ui.tutorial import colour_script as data

    players = (
        PlayerSpec(you or names.you(), HUMAN),
        PlayerSpec(computer or names.computer(), "medium"),
    )
    settings = Settings(players, target=120, seed=0, first_player=data.FIRST_PLAYER)
    steps = tuple((who, parse_action(text)) for who, text in data.STEPS)
    return Script(settings, data.DRAWS, steps)


class ScriptedComputer:
    """The computer of a guided game: the script's move for the position, else the medium
    player's (after the script, play goes on as in any game)."""

    name = "guide"

    def __init__(self, script: Script) -> None:
        self._moves: dict[tuple[int, Phase, int], Action] = {}
        game = script.game()
        for who, action in script.steps:
            if who == COMPUTER:
                self._moves[_key(game.view(game.current))] = action
            game.apply(action)
        self._fallback = MediumPlayer()

    def choose(
        self,
        view: PlayerView,
        *,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Action:
        move = self._moves.get(_key(view))
        if move is not None and move in view.legal_actions:
            return move
        return self._fallback.choose(view, progress=progress, cancelled=cancelled)


def _key(view: PlayerView) -> tuple[int, Phase, int]:
    return (len(view.board.placed), view.phase, sum(view.turns_played))


class GuidedMatch(Match):
    """The match of a guided game: never autosaved (the player's own game stays where it
    is), no undo (the script goes on from each lesson's move), the computer scripted."""

    def __init__(self, script: Script) -> None:
        super().__init__(script.game(), autosave=None)
        for seat in self.computers:
            self.computers[seat] = ScriptedComputer(script)

    def can_undo(self) -> bool:
        return False


@dataclass
class Guide(Generic[T]):
    """Where the player is in the guide: the page shown (0: the welcome, then one per
    lesson, then "you're ready"), the lessons done (each when the engine's event for its
    step passed its check), and the last refusal to explain."""

    script: Scripted[T]
    checks: dict[str, Callable[[Any], bool]] = field(default_factory=lambda: dict(CHECKS))
    page: int = 0
    done: dict[str, Any] = field(default_factory=dict)
    #: The engine's refusal of the player's last try, in the player's words ("" when none).
    refused: str = ""
    #: The player tried a legal placement that is not the lesson's.
    elsewhere: bool = False
    finished: bool = False

    @property
    def pages(self) -> tuple[str, ...]:
        return ("intro", *self.script.lessons, "ready")

    @property
    def lesson(self) -> str:
        return self.pages[self.page]

    @property
    def is_lesson(self) -> bool:
        return self.lesson in self.script.lessons

    @property
    def lesson_done(self) -> bool:
        return self.lesson in self.done

    def can_go_on(self) -> bool:
        """Whether Next is offered: on the welcome, and once the lesson shown is done."""
        if self.lesson == "intro":
            return True
        return self.is_lesson and self.lesson_done

    def next(self) -> bool:
        """The next page; False when Next is not offered now."""
        if not self.can_go_on() or self.page + 1 >= len(self.pages):
            return False
        self.page += 1
        self.refused = ""
        self.elsewhere = False
        return True

    def expected(self, played: int) -> tuple[str, object] | None:
        """The step the script plays after ``played`` actions (None: the script is over)."""
        steps = self.script.steps
        return steps[played] if played < len(steps) else None

    def allows(self, played: int, action: object) -> bool:
        """Whether the player may play ``action`` after ``played`` actions: the script's
        action while it lasts (its lessons' moves are what the next ones build on), then
        anything the rules allow."""
        step = self.expected(played)
        return step is None or step[1] == action

    def observe(self, index: int, event: Any) -> str | None:
        """The engine's event for the action at ``index``: the lesson it completes, if it
        is a lesson's step and the engine says the player did what the lesson teaches."""
        self.refused = ""
        step = self.expected(index)
        if step is None or seat_of(event) != YOU:
            return None
        who, _ = step
        check = self.checks.get(who)
        if check is None or not check(event):
            return None
        self.done[who] = event
        self.elsewhere = False
        return who

    def target(self) -> T | None:
        """The move the lesson shown asks for (None on the other pages, or once done)."""
        if not self.is_lesson or self.lesson_done:
            return None
        return self.script.target(self.lesson)


def replay(script: Script) -> tuple[Game, list[tuple[int, str]]]:
    """The whole script played through the engine: the game at the end, and each lesson
    done with the index of the action that did it (for the tests)."""
    match = GuidedMatch(script)
    done = lessons_done(match, Guide(script), script.steps)
    return match.game, done


class Applies(Protocol):
    """A match the script is played through (each action's engine event returned)."""

    def apply(self, action: Any, /) -> Any: ...


def lessons_done(
    match: Applies, guide: Guide[Any], steps: Sequence[tuple[str, Any]]
) -> list[tuple[int, str]]:
    """``steps`` played through ``match``'s engine, in order: each lesson ``guide`` saw done
    with the index of the action that did it."""
    done: list[tuple[int, str]] = []
    for index, (_, action) in enumerate(steps):
        event = match.apply(action)
        lesson = guide.observe(index, event)
        if lesson is not None:
            done.append((index, lesson))
    return done


def lesson_points(event: Event) -> tuple[int, int]:
    """A lesson's placement in numbers: its points and its payment."""
    return (0 if event.score is None else event.score.points), event.paid


__all__: Sequence[str] = (
    "CHECKS",
    "Guide",
    "GuidedMatch",
    "Lessons",
    "Script",
    "Scripted",
    "ScriptedComputer",
    "colour_script",
    "lessons_done",
    "replay",
)
