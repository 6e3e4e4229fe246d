"""What the mirrors of both families share (:mod:`figures.net.mirror`,
:mod:`figures.net.mirror_colour`): their one error and how many deals they may make up."""

from __future__ import annotations

from figures.core.errors import FiguresError

__all__ = ["ATTEMPTS", "MirrorError"]

#: How many deals a mirror makes up before it gives up.
ATTEMPTS = 64


class MirrorError(FiguresError):
    """A view no local game can mirror: malformed, or no deal agrees with it."""
