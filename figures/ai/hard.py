"""The ``hard`` player (first version: the medium player's choice; planning comes next)."""

from __future__ import annotations

from figures.ai.players import MediumPlayer


class HardPlayer(MediumPlayer):
    name = "hard"
