"""Holding a tile on the classic screen (figures/ui/classic/holding.py) as plain data, on the
engine's own positions: which ends the tile fits, the end chosen and refused, a matador
turned round, the end forgotten when the game moves on, the way round of a hint; and the
model imports without Arcade."""

from __future__ import annotations

import subprocess
import sys

from figures.classic.actions import Lead, Play
from figures.core.seats import PlayerSpec
from figures.scene.classic import LEAD
from figures.ui.classic.holding import Holding, ends_for
from figures.ui.classic.match import ClassicMatch, ClassicSettings


def matador_after_the_lead() -> ClassicMatch:
    """Matador for two, the lead played: a matador (tile 17) fits both ends, and on the
    left either way round."""
    players = (PlayerSpec("Ann", "human"), PlayerSpec("Bob", "human"))
    match = ClassicMatch.new(ClassicSettings("matador", players, seed=2, first=0))
    match.apply(match.legal()[0])
    return match


def test_a_tile_taken_fits_the_ends_the_engine_lists_none_chosen_yet() -> None:
    match = matador_after_the_lead()
    holding = Holding()
    legal = match.legal()
    fits = holding.take(17, legal)
    assert fits == {a.end for a in match.plays() if isinstance(a, Play) and a.tile == 17}
    assert fits == {"L", "R"} and holding.fits == fits
    assert holding.tile == 17 and holding.end is None and holding.action(match.action_for) is None
    assert holding.options(match.action_for) == []


def test_an_end_is_chosen_only_where_the_tile_fits() -> None:
    match = matador_after_the_lead()
    holding = Holding()
    assert not holding.choose("L"), "nothing held: no end"
    holding.take(17, match.legal())
    assert not holding.choose(LEAD) and holding.end is None
    assert holding.choose("R") and holding.end == "R"
    action = holding.action(match.action_for)
    assert isinstance(action, Play) and action.tile == 17 and action.end == "R"
    assert action in match.legal()


def test_a_matador_turns_round_on_its_end_and_a_hint_picks_the_way() -> None:
    match = matador_after_the_lead()
    holding = Holding()
    assert not holding.flip(), "no end chosen: nothing to turn"
    holding.take(17, match.legal())
    holding.choose("L")
    ways = match.action_for(17, "L")
    assert len(ways) == 2 and holding.options(match.action_for) == ways
    first = holding.action(match.action_for)
    assert holding.flip() and holding.action(match.action_for) == ways[1] != first
    assert holding.flip() and holding.action(match.action_for) == first  # (round again)
    holding.aim(ways[1], match.action_for)
    assert holding.action(match.action_for) == ways[1]
    holding.choose("L")  # (the end again: its first way)
    assert holding.choice == 0


def test_the_end_is_forgotten_when_the_game_moves_on_and_letting_go_clears_all() -> None:
    match = matador_after_the_lead()
    holding = Holding()
    holding.take(17, match.legal())
    holding.choose("L")
    holding.refit(match.legal())
    assert holding.end == "L", "the same position: the end stays"
    holding.refit([])  # (another seat's turn: the tile fits nowhere now)
    assert holding.fits == frozenset() and holding.end is None and holding.tile == 17
    holding.take(17, match.legal())
    holding.choose("R")
    holding.unchoose()
    assert holding.tile == 17 and holding.end is None
    holding.let_go()
    assert (holding.tile, holding.end, holding.choice, holding.fits) == (None, None, 0, frozenset())


def test_a_lead_is_the_lead_end() -> None:
    players = (PlayerSpec("Ann", "human"), PlayerSpec("Bob", "human"))
    match = ClassicMatch.new(ClassicSettings("draw", players, seed=1, first=0))
    lead = next(a for a in match.legal() if isinstance(a, Lead))
    assert ends_for(lead.tile, match.legal()) == {LEAD}
    holding = Holding()
    holding.take(lead.tile, match.legal())
    assert holding.choose(LEAD) and holding.action(match.action_for) == lead


def test_the_model_imports_without_arcade() -> None:
    code = "import sys, figures.ui.classic.holding; print('arcade' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
