"""Properties over random legal games of every preset (hypothesis): tiles conserved, every
placement joins, nobody passes or draws when it may not, rounds end exactly when §A6 says,
scores are the sum of the awards, undo restores, and records re-load to the same game."""

from __future__ import annotations

import random

from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from test_classic_support import state_of

from figures.classic.actions import DRAW, PASS, Draw, Lead, Pass, Play
from figures.classic.errors import ClassicMoveError
from figures.classic.game import Game, SeededChance, round_tiles
from figures.classic.layout import matadors
from figures.classic.records import game_to_json, replay
from figures.classic.round import Round
from figures.classic.rules import PRESETS, Rules
from figures.classic.tiles import HIGH, LOW, bits

PLAYER_COUNTS = {name: (4,) if name == "block-teams" else (2, 3, 4) for name in PRESETS}
PLAYER_COUNTS["mexican-train"] = (2, 4, 6, 8)


def rules_strategy() -> st.SearchStrategy[Rules]:
    def build(name: str, index: int, teams: bool, reserve: int, variant: int) -> Rules:
        counts = PLAYER_COUNTS[name]
        players = counts[index % len(counts)]
        overrides: dict[str, object] = {}
        if teams and players == 4 and name in ("draw-5", "all-fives", "block-points"):
            overrides["teams"] = True
        if reserve and name in ("draw", "matador"):
            overrides["reserve"] = reserve
        if name != "mexican-train":  # switches of §A2 beyond the presets' own values
            if variant == 1:
                overrides["cannot_play"] = "draw-one"
            elif variant == 2:
                overrides["lead"] = "any"
                # points count rounds won with `win` scoring
                overrides["target"] = {"points": 3 if name.startswith("block") else 50}
            elif variant == 3 and name not in ("all-fives", "block-teams"):
                overrides["next_lead"] = "out-else-lot"
                overrides["scoring"] = "all-pips"
            elif variant == 4 and name != "all-fives":
                overrides["branching"] = "spinner"
                overrides["matador_optional"] = False
        return Rules.preset(name, players, **overrides)

    return st.builds(
        build,
        st.sampled_from(list(PRESETS)),
        st.integers(0, 3),
        st.booleans(),
        st.integers(0, 2),
        st.integers(0, 6),
    )


def joins(game: Round, t: int, value: int) -> bool:
    """The joining rule written plainly (§A4.1), as a reference for the engine's tables."""
    if game.rules.match == "equal":
        return value in (LOW[t], HIGH[t])
    return bool(matadors(game.top) >> t & 1) or game.top + 1 - value in (LOW[t], HIGH[t])


def allowed_ends(game: Round, seat: int, every_train: bool = False) -> list[str]:
    layout = game.layout
    if layout.uncovered is not None:
        return [layout.uncovered]
    if game.rules.branching != "trains" or every_train:
        return list(layout.ends)
    return [e for e in layout.ends if e in ("mex", f"p{seat}") or game.markers >> int(e[1:]) & 1]


def can_play(game: Round, seat: int, every_train: bool = False) -> bool:
    if game.layout.empty:
        return True
    return any(
        joins(game, t, game.layout.ends[e])
        for t in bits(game.hands[seat])
        for e in allowed_ends(game, seat, every_train)
    )


def drawable(game: Round) -> int:
    if game.rules.cannot_play == "pass":
        return 0
    return max(0, len(game.stock) - game.drawn - game.rules.reserve)


def check_round_before(game: Round, action: object) -> None:
    seat = game.turn
    if isinstance(action, Pass):
        assert not can_play(game, seat)
        assert drawable(game) == 0 or (game.rules.cannot_play == "draw-one" and game.draws)
    elif isinstance(action, Draw):
        assert game.rules.cannot_play != "pass" and drawable(game) > 0
        playable = [
            t
            for t in bits(game.hands[seat])
            for e in allowed_ends(game, seat)
            if joins(game, t, game.layout.ends[e])
        ]
        if playable:  # only matadors, and the rules let the seat keep them
            assert game.rules.matador_optional
            assert all(matadors(game.top) >> t & 1 for t in playable)
    elif isinstance(action, Play):
        value = game.layout.ends[action.end]
        assert action.end in allowed_ends(game, seat)
        assert joins(game, action.tile, value)
        if game.rules.match == "equal":
            assert action.touch == value
    else:
        assert isinstance(action, Lead) and game.layout.empty


def accepted(game: Round) -> set[object]:
    """Every action ``check`` (the validating path) accepts, as it would log it."""
    seat = game.turn
    candidates: list[object] = [DRAW, PASS]
    ends = list(game.layout.ends) or [""]
    for t in bits(game.hands[seat]):
        for half in {LOW[t], HIGH[t]}:
            candidates.append(Lead(t, half))
            candidates.extend(Play(t, e, half) for e in ends)
    result: set[object] = set()
    for action in candidates:
        try:
            logged = game.check(action)
        except ClassicMoveError:
            continue
        if isinstance(logged, Lead):
            logged = Lead(logged.tile, LOW[logged.tile])
        result.add(logged)
    return result


def check_round_after(game: Round, acted: int, action: object, tiles: list[int]) -> None:
    held = [t for hand in game.hands for t in bits(hand)]
    on_table = [t for t, _, _ in game.layout.placed]
    rest = list(game.stock[game.drawn :])
    assert sorted(held + on_table + rest) == sorted(tiles)
    result = game.result
    blocked = drawable(game) == 0 and not any(
        can_play(game, s, every_train=True) for s in range(game.players)
    )
    if result is None:
        assert game.hands[acted] and not blocked
        if isinstance(action, Play | Lead) and game.rules.branching == "trains":
            assert game.turn == (
                acted if LOW[action.tile] == HIGH[action.tile] else (acted + 1) % game.players
            )
    elif result.how == "out":
        assert not game.hands[acted] and isinstance(action, Play | Lead)
    elif result.how == "blocked":
        assert blocked and game.hands[acted]
    else:
        assert result.how == "target" and game.rules.target.kind == "instant"
        assert result.game_over and max(result.scores) >= (game.rules.instant_threshold or 0)


@settings(max_examples=examples(100), deadline=None)
@given(rules_strategy(), st.integers(0, 10_000))
def test_random_games_keep_every_rule(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    game = Game(rules, SeededChance(seed), first=seed % rules.players)
    awards = [0] * rules.sides
    steps = 0
    while not game.is_over and steps < 3000:
        entry = game.rounds[-1]
        current = entry.round
        tiles = list(round_tiles(rules, entry.number))
        actions = current.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        action = actions[rng.randrange(len(actions))]
        check_round_before(current, action)
        if rng.random() < 0.3:
            assert accepted(current) == set(actions)
        if rng.random() < 0.2:  # push and take back: everything restored
            before = state_of(current)
            current.push(action)
            current.undo()
            assert state_of(current) == before
        acted = current.turn
        step = game.apply(action)
        assert step.seat == acted
        check_round_after(current, acted, action, tiles)
        terms = current.layout.fives_terms()  # the count as shown, against the fast sum
        assert sum(2 * v if double else v for _, v, double in terms) == current.layout.fives_count()
        if current.result is not None:
            for side in range(rules.sides):
                awards[side] += current.play_points[side] + current.result.points[side]
            assert tuple(awards) == current.result.scores
        steps += 1
    assert game.is_over
    loaded, _, problems = replay(game_to_json(game))
    assert problems == []
    assert game_to_json(loaded) == game_to_json(game)
