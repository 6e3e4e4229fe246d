"""The guided first game: a short scripted game on the real table with the real rules, one
lesson at a time (:mod:`figures.ui.tutorial.guide` for the script and the lessons,
:mod:`figures.ui.tutorial.view` for the screen).

The set-up shows it with ``tutorial.start(nav)``; finishing or skipping it sets
``nav.options.guide_seen`` (remembered), so that a first launch can offer it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from figures.ui.navigation import Navigator
    from figures.ui.tutorial.view import GuidedView


def start(nav: Navigator) -> GuidedView:
    """Show the colour game's guided first game in ``nav``'s window (the player's own game,
    autosaved, is left as it is), and return its screen."""
    from figures.ui.tutorial.view import guided_colour

    view = guided_colour(nav)
    nav.window.show_view(view)
    return view
