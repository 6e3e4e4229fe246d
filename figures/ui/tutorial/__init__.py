"""The guided first games: a short scripted game on the real table with the real rules, one
lesson at a time, for each family (:mod:`figures.ui.tutorial.guide` for the flow and the
colour game's script, :mod:`figures.ui.tutorial.classic_guide` for the classic family's,
:mod:`figures.ui.tutorial.view` and :mod:`figures.ui.tutorial.classic_view` for the screens).

The set-up shows one with ``tutorial.start(nav, game=...)``: ``game`` is ``"colour"`` (the
default) or ``"classic"`` (or any classic game's name: they share the classic guide, All
Fives); the set-up shown after it is on that classic game (All Fives for ``"classic"``). Finishing
or skipping it sets ``nav.options.guide_seen`` (the colour guide) or
``nav.options.classic_guide_seen`` (remembered), so that the set-up can offer each once:
:func:`seen` says whether a game's guide was seen (:func:`mark_seen` remembers it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    import arcade

    from figures.app.options import Options
    from figures.ui.shell.navigation import Navigator

COLOUR: Final = "colour"
CLASSIC: Final = "classic"


def family(game: str) -> str:
    """The guide of ``game``: ``colour`` for the colour game, ``classic`` for a classic one
    (a family's name or a game's, as the set-up names it)."""
    if game in (COLOUR, CLASSIC):
        return game
    from figures.games import GAMES

    entry = GAMES.get(game)
    return CLASSIC if entry is not None and entry.family == CLASSIC else COLOUR


def seen(options: Options, game: str = COLOUR) -> bool:
    """Whether the player finished or skipped ``game``'s guide (the set-up offers it until
    then)."""
    if family(game) == CLASSIC:
        return options.classic_guide_seen
    return options.guide_seen


def mark_seen(options: Options, game: str = COLOUR) -> None:
    """Remember that the player finished or skipped ``game``'s guide."""
    if family(game) == CLASSIC:
        options.classic_guide_seen = True
    else:
        options.guide_seen = True


def start(nav: Navigator, game: str = COLOUR) -> arcade.View:
    """Show ``game``'s guided first game in ``nav``'s window (the player's own game,
    autosaved, is left as it is), and return its screen."""
    view: arcade.View
    if family(game) == CLASSIC:
        from figures.ui.tutorial.classic_view import guided_classic

        view = guided_classic(nav, game)
    else:
        from figures.ui.tutorial.view import guided_colour

        view = guided_colour(nav)
    nav.window.show_view(view)
    return view
