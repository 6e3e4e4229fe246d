"""Chance as an explicit, replayable source, for every game of the app.

A game never calls the random module itself: it asks a :class:`Chance` to shuffle the tiles or
draw a seat, naming the event by a key (``(round, attempt)``, ``(round, "lot")``...), and a
record lists what chance gave, so that anyone re-checks a game without the random generator:

- :class:`SeededChance` gives each event its own generator, seeded by the game's seed and the
  event's key: the same event has the same outcome whatever was played before it (undoing
  into an earlier round and playing on deals the same tiles again);
- :class:`StreamChance` draws the events in order from one generator the caller holds (many
  games from one seeded generator, as a simulation or a benchmark plays them), keeping each
  keyed outcome once drawn, so asking for it again gives it again;
- :class:`Script` hands out, in order, the outcomes a record lists, and says when the record
  lists fewer than the game needs.

A family adapts these to its own events (the colour game's bag of dominoes, the classic
games' deals and lots); see :mod:`figures.colour.game` and :mod:`figures.classic.game`.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Hashable, Iterable, MutableSequence
from typing import Any, Generic, Protocol, TypeVar

from figures.core.errors import RecordError

T = TypeVar("T")


class Chance(Protocol):
    """Where a game's random events come from. ``key`` names the event."""

    def shuffle(self, items: MutableSequence[Any], *key: Hashable) -> None:
        """Put ``items`` in a random order, in place."""
        ...

    def randrange(self, stop: int, *key: Hashable) -> int:
        """A number from 0 to ``stop - 1``."""
        ...


class SeededChance:
    """Each event from its own generator, seeded by ``family/seed/key...``."""

    def __init__(self, seed: int, family: str) -> None:
        self.seed = seed
        self.family = family

    def generator(self, *key: Hashable) -> random.Random:
        """The generator of the event ``key``: the same for the same seed and key."""
        return random.Random("/".join(map(str, (self.family, self.seed, *key))))

    def shuffle(self, items: MutableSequence[Any], *key: Hashable) -> None:
        self.generator(*key).shuffle(items)

    def randrange(self, stop: int, *key: Hashable) -> int:
        return self.generator(*key).randrange(stop)


class StreamChance:
    """Events drawn in order from ``rng``. An event with a key is drawn once: asked again, it
    gives the same outcome without drawing; an event without a key is drawn every time."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._kept: dict[tuple[Hashable, ...], Any] = {}

    def shuffle(self, items: MutableSequence[Any], *key: Hashable) -> None:
        if key and ("shuffle", *key) in self._kept:
            items[:] = self._kept["shuffle", *key]
            return
        self.rng.shuffle(items)
        if key:
            self._kept["shuffle", *key] = tuple(items)

    def randrange(self, stop: int, *key: Hashable) -> int:
        if key and ("randrange", *key) in self._kept:
            kept: int = self._kept["randrange", *key]
            return kept
        value = self.rng.randrange(stop)
        if key:
            self._kept["randrange", *key] = value
        return value


class Script(Generic[T]):
    """The outcomes a record lists, handed out in order. ``what`` names one in the error when
    the record lists fewer than the game asks for ("the record lists fewer draws than the
    game needs")."""

    def __init__(self, outcomes: Iterable[T], what: str) -> None:
        self._outcomes: deque[T] = deque(outcomes)
        self._initial = tuple(self._outcomes)
        self.what = what

    def next(self) -> T:
        if not self._outcomes:
            raise RecordError(f"the record lists fewer {self.what}s than the game needs")
        return self._outcomes.popleft()

    def leftover(self) -> int:
        """How many outcomes the game has not asked for."""
        return len(self._outcomes)

    def fresh(self) -> Script[T]:
        """The script as it was before its first outcome was taken."""
        return Script(self._initial, self.what)
