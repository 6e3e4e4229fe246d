"""A new classic game as the set-up and the command line ask for it: the preset, the seats,
the seed of the deals, who starts, teams and the preset's switches overridden. A plain
value; the rules judge it (:meth:`ClassicSettings.rules`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from figures.classic.rules import Rules
from figures.core.seats import PlayerSpec

__all__ = ["ClassicSettings", "overrides_of"]


@dataclass(frozen=True, slots=True)
class ClassicSettings:
    """A new classic game: the preset, the seats (``human`` or a computer level), the seed of
    the deals, the first seat (None: drawn from the seed), teams (four players in two pairs,
    where the preset offers it) and the preset's switches overridden (``Rules.preset``'s)."""

    game: str
    players: tuple[PlayerSpec, ...]
    seed: int = 0
    first: int | None = None
    teams: bool = False
    overrides: tuple[tuple[str, object], ...] = ()

    def rules(self) -> Rules:
        """The rules these settings play by (a one-line RulesError when they are not
        allowed)."""
        switches: dict[str, Any] = dict(self.overrides)
        if self.teams:
            switches["teams"] = True
        return Rules.preset(self.game, len(self.players), **switches)

    def first_seat(self) -> int:
        if self.first is not None:
            return self.first
        return random.Random(f"first|{self.seed}").randrange(max(1, len(self.players)))


def overrides_of(rules: Rules) -> tuple[tuple[str, object], ...]:
    """The switches of ``rules`` as :attr:`ClassicSettings.overrides` keeps them: all but the
    preset, the players and teams (a setting of its own)."""
    data = rules.to_json()
    return tuple((k, v) for k, v in data.items() if k not in ("preset", "players", "teams"))
