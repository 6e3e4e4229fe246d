"""A bridge between our classic engine and the ``dominoes`` package (6.1.0, a test-only
dependency): whole partnership games in which one side is played by our computer players and
the other by one of the package's own heuristic players, both engines in lockstep.

The game is the package's: four seats, partners facing (seats 0 and 2 against 1 and 3), the
double-six set dealt out seven each, block play (a seat that cannot play passes), and the
Puerto Rican partnership count (the side that goes out, or the side with fewer pips in a
blocked hand, scores every pip left in all four hands; a blocked tie scores nothing). Ours is
the same game with ``block-teams`` rules, ``scoring: all-pips`` (tests/classic/test_classic_peers.py
shows that the two agree move for move) and a target of :data:`TARGET` points, the target of
the package's :class:`dominoes.Series` (its default ``target_score``).

A *game* is one whole ``dominoes.Series``: hands are played until a side has :data:`TARGET`
points. The series itself keeps the scores and names who starts each hand, by its own rules:
the first hand is led by the holder of 6-6, who must lead it; a later hand is led, with any
tile, by the seat that went out, by the seat that blocked the hand when its side won it, by
the next seat when its side lost it, and after a tie by the seat that led the tied hand. Our
engine plays each hand as a :class:`~figures.classic.round.Round` led the same way (by rule
for the first, ``leader=`` that seat for the others), carrying the scores, so our players see
the scores and the target as the package does.

Every action goes to both engines. Before each decision the bridge checks that they agree on
the seat on turn, the open ends and the legal plays (the package lists a tile that fits both
ends once when both ends show the same number; we list both ends), and at the end of each hand
on how it ended, the pips left in every hand, the points, the scores and whether the game is
over. A disagreement raises :class:`Disagreement`.

Honesty: our players decide from their own :class:`~figures.classic.round.SeatView` only (a
seat's hand, the table, the counts, the actions so far, the scores). The package's heuristics
(``double``: doubles first; ``bota_gorda``: the heaviest tile first) only sort
``game.valid_moves``, which the package computes from the seat's own hand and the two ends;
they never read another hand. The bridge checks it at each of their decisions
(``check_honest``): the same heuristic on a copy of the game with the three hidden hands dealt
again at random (same sizes) must make the same move.

Fairness: game ``i`` is dealt from ``seed + i // 2`` and our players hold seats 0 and 2 when
``i`` is even, 1 and 3 when it is odd. Each series of deals is so played twice, once from each
side (who leads the first hand is the deal's: the holder of 6-6). Hand ``h`` of a game is the
tiles shuffled by ``random.Random(f"peer-match:{deal_seed}:{h}")``, seven to each seat in the
shuffled order (the order matters: the package's heuristics keep their hand's order among
equals).
"""

from __future__ import annotations

import copy
import inspect
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import dominoes
import dominoes.players

from figures.ai.classic import ClassicPlayer, classic_player
from figures.classic.actions import PASS, Action, Lead, Play
from figures.classic.round import Round
from figures.classic.rules import Rules
from figures.classic.scoring import RoundResult
from figures.classic.tiles import HIGH, LOW, bits, pips_of, tile

__all__ = [
    "OPPONENTS",
    "RULES",
    "TARGET",
    "Disagreement",
    "GameResult",
    "deal",
    "play_game",
]

#: The target of ``dominoes.Series`` (its ``target_score`` by default): a game ends when a side
#: has this many points.
TARGET: int = inspect.signature(dominoes.Series).parameters["target_score"].default
#: The package's partnership game in our engine's switches.
RULES = Rules.preset("block-teams", scoring="all-pips", target={"points": TARGET})
#: The package's honest heuristic players (its ``omniscient`` player reads every hand, and
#: ``probabilistic_alphabeta`` is a search, not a heuristic).
OPPONENTS: dict[str, Callable[[Any], None]] = {
    "double": dominoes.players.double,
    "bota_gorda": dominoes.players.bota_gorda,
}
SEATS = 4
SIX_SIX = tile(6, 6)


class Disagreement(AssertionError):
    """The two engines disagree (or a package player looked at a hidden hand)."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand: who led it, who moved last (the seat that went out or blocked it), how it
    ended ("out" or "blocked"), the points (positive for seats 0 and 2, as the package counts
    them) and the scores after it."""

    starter: int
    last: int
    how: str
    points: int
    scores: tuple[int, int]


@dataclass(slots=True)
class GameResult:
    """One whole game (a ``dominoes.Series``)."""

    index: int
    deal_seed: int
    opponent: str
    #: Our side: 0 (seats 0 and 2) or 1 (seats 1 and 3).
    ours: int
    #: The side that reached the target.
    winner: int
    scores: tuple[int, int]
    hands: list[HandResult] = field(default_factory=list)
    #: Steps at which the two engines were compared (each seat's turn, passes included).
    checks: int = 0
    #: Our players' decisions with a choice, and the seconds they took.
    decisions: int = 0
    thinking: float = 0.0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        return self.winner == self.ours


def deal(deal_seed: int, hand: int) -> list[list[int]]:
    """Hand ``hand`` (from 1) of the games dealt from ``deal_seed``: four hands of seven tiles,
    in the order dealt."""
    tiles = list(range(28))
    random.Random(f"peer-match:{deal_seed}:{hand}").shuffle(tiles)
    return [tiles[s * 7 : (s + 1) * 7] for s in range(SEATS)]


def domino(t: int) -> Any:
    return dominoes.Domino(LOW[t], HIGH[t])


def tile_of(d: Any) -> int:
    return tile(d.first, d.second)


def peer_hands(hands: Sequence[Sequence[int]]) -> list[Any]:
    return [dominoes.Hand([domino(t) for t in h]) for h in hands]


def first_peer_game(hands: Sequence[Sequence[int]]) -> Any:
    """The series' first game on our deal, as ``Game.new(starting_domino=6-6)`` makes it: the
    holder of 6-6 has led it."""
    holder = next(s for s, h in enumerate(hands) if SIX_SIX in h)
    six_six = domino(SIX_SIX)
    game = dominoes.Game(
        dominoes.Board(), peer_hands(hands), [], holder, ((six_six, True),), holder, None
    )
    game.make_move(six_six, True)
    return game


def free_peer_game(hands: Sequence[Sequence[int]], starter: int) -> Any:
    """A later game of the series on our deal, as ``Game.new(starting_player=starter)`` makes
    it: ``starter`` leads any tile."""
    held = peer_hands(hands)
    moves = tuple((d, True) for d in held[starter])
    return dominoes.Game(dominoes.Board(), held, [], starter, moves, starter, None)


def our_moves(r: Round) -> set[tuple[int, bool]]:
    """Our legal actions in the package's terms: (tile, on the left)."""
    ends = r.layout.ends
    moves = set()
    for action in r.legal_actions():
        if isinstance(action, Lead):
            moves.add((action.tile, True))
            continue
        if not isinstance(action, Play):
            raise Disagreement(f"seat {r.turn} is offered {action} besides its plays")
        if action.end == "R" and ends["L"] == ends["R"]:
            continue  # the package lists it once, on the left
        moves.add((action.tile, action.end == "L"))
    return moves


def peer_moves(game: Any) -> set[tuple[int, bool]]:
    return {(tile_of(d), left) for d, left in game.valid_moves}


def to_peer(action: Action) -> tuple[Any, bool]:
    """Our play as the package's move."""
    if isinstance(action, Lead):
        other = HIGH[action.tile] if LOW[action.tile] == action.left else LOW[action.tile]
        return dominoes.Domino(action.left, other), True
    if not isinstance(action, Play):
        raise Disagreement(f"{action} is not a play")
    return domino(action.tile), action.end == "L"


def to_ours(r: Round, move: tuple[Any, bool]) -> Action:
    """The package's move as our play."""
    d, left = move
    t = tile_of(d)
    if r.layout.empty:
        return Lead(t, d.first)
    end = "L" if left else "R"
    return Play(t, end, r.layout.ends[end])


def with_hidden_redealt(game: Any, rng: random.Random) -> Any:
    """A copy of ``game`` in which the hands of every seat but the one on turn are dealt again
    at random from their tiles (each keeps its size)."""
    other = copy.deepcopy(game)
    seats = [s for s in range(SEATS) if s != game.turn]
    pool = [d for s in seats for d in game.hands[s]]
    rng.shuffle(pool)
    for s in seats:
        size = len(game.hands[s])
        other.hands[s] = dominoes.Hand(pool[:size])
        pool = pool[size:]
    return other


def peer_choice(
    heuristic: Callable[[Any], None], game: Any, honesty: random.Random | None
) -> tuple[Any, bool]:
    """The package player's move: the first of ``game.valid_moves`` once it has sorted them.
    With ``honesty``, the same heuristic must make the same move with the hidden hands dealt
    again."""
    if honesty is not None:
        other = with_hidden_redealt(game, honesty)
        heuristic(other)
        expected = other.valid_moves[0]
    heuristic(game)
    move: tuple[Any, bool] = game.valid_moves[0]
    if honesty is not None and (tile_of(move[0]), move[1]) != (
        tile_of(expected[0]),
        expected[1],
    ):
        raise Disagreement(f"the package's player chose {move} but {expected} in the same view")
    return move


def _agree(r: Round, game: Any, where: str) -> None:
    if (r.result is None) != (game.result is None):
        raise Disagreement(f"{where}: the hand is over in one engine only")
    if r.result is not None:
        return
    if r.turn != game.turn:
        raise Disagreement(f"{where}: seat {r.turn} on turn in ours, {game.turn} in the package")
    if not r.layout.empty:
        ends = (r.layout.ends["L"], r.layout.ends["R"])
        theirs = (game.board.left_end(), game.board.right_end())
        if ends != theirs:
            raise Disagreement(f"{where}: ends {ends} in ours, {theirs} in the package")
    if our_moves(r) != peer_moves(game):
        raise Disagreement(
            f"{where}: legal plays {sorted(our_moves(r))} in ours, "
            f"{sorted(peer_moves(game))} in the package"
        )


def _agree_at_end(result: RoundResult, r: Round, game: Any, where: str) -> None:
    peer = game.result
    pips = tuple(sum(d.first + d.second for d in h) for h in game.hands)
    if result.pips != pips or result.pips != tuple(pips_of(h) for h in r.hands):
        raise Disagreement(f"{where}: pips {result.pips} in ours, {pips} in the package")
    if (result.how == "out") != peer.won:
        raise Disagreement(f"{where}: ours ended {result.how}, the package's won={peer.won}")
    if peer.points == 0:
        if result.winner is not None:
            raise Disagreement(f"{where}: a tie in the package, side {result.winner} won ours")
    elif result.winner != (0 if peer.points > 0 else 1) or result.points[result.winner] != abs(
        peer.points
    ):
        raise Disagreement(f"{where}: {result.points} in ours, {peer.points} in the package")
    left = sorted(t for h in r.hands for t in bits(h))
    if left != sorted(tile_of(d) for h in game.hands for d in h):
        raise Disagreement(f"{where}: different tiles left in the hands")


def play_hand(
    r: Round,
    game: Any,
    seats: dict[int, ClassicPlayer],
    heuristic: Callable[[Any], None],
    result: GameResult,
    honesty: random.Random | None,
    where: str,
) -> RoundResult:
    """One hand in both engines, move for move, until it ends."""
    while True:
        while r.result is None and r.legal_actions() == [PASS]:
            r.apply(PASS)  # the package passes for a seat by itself
        _agree(r, game, f"{where}, step {len(r.log)}")
        result.checks += 1
        if r.result is not None:
            break
        seat = r.turn
        player = seats.get(seat)
        if player is not None:
            legal = r.legal_actions()
            start = time.perf_counter()
            action = player.choose(r.view(seat), legal)
            if len(legal) > 1:
                result.decisions += 1
                result.thinking += time.perf_counter() - start
            move = to_peer(action)
        else:
            move = peer_choice(heuristic, game, honesty)
            action = to_ours(r, move)
        game.make_move(*move)
        r.apply(action)
    _agree_at_end(r.result, r, game, where)
    return r.result


def play_game(
    index: int,
    *,
    seed: int,
    opponent: str,
    player: str = "hard",
    check_honest: bool = True,
    rules: Rules = RULES,
) -> GameResult:
    """Game ``index`` of a match: dealt from ``seed + index // 2``, our ``player`` (a name
    ``classic_player`` takes: ``hard``, ``hard:samples=8``...) at seats 0 and 2 when ``index``
    is even, 1 and 3 when odd, the package's ``opponent`` heuristic at the others. ``rules``
    are our engine's (another value than :data:`RULES` is for showing that the bridge sees
    the engines disagree)."""
    started = time.perf_counter()
    heuristic = OPPONENTS[opponent]
    deal_seed = seed + index // 2
    ours = index % 2
    seats = {
        s: classic_player(player, deal_seed * 31 + s, rules) for s in range(SEATS) if s % 2 == ours
    }
    honesty = random.Random(f"peer-match-honesty:{deal_seed}:{ours}") if check_honest else None
    hands = deal(deal_seed, 1)
    series = dominoes.Series(target_score=TARGET)
    series.games[0] = first_peer_game(hands)
    r = Round(rules, hands, number=1)
    if r.legal_actions() != [Lead(SIX_SIX, 6)]:
        raise Disagreement(f"game {index}: our first hand is not led with 6-6")
    r.apply(Lead(SIX_SIX, 6))  # the package's Game.new plays it before anybody decides
    result = GameResult(index, deal_seed, opponent, ours, -1, (0, 0))
    number = 1
    while True:
        where = f"game {index}, hand {number}"
        game = series.games[-1]
        starter = game.starting_player
        end = play_hand(r, game, seats, heuristic, result, honesty, where)
        nxt = series.next_game()
        scores = (int(series.scores[0]), int(series.scores[1]))
        if end.scores != scores:
            raise Disagreement(f"{where}: scores {end.scores} in ours, {scores} in the package")
        if end.game_over != series.is_over() or end.game_over != (nxt is None):
            raise Disagreement(f"{where}: the game is over in one engine only")
        result.hands.append(
            HandResult(starter, game.result.player, end.how, game.result.points, scores)
        )
        if end.game_over:
            winner = 0 if scores[0] >= TARGET else 1
            if end.game_winners != (winner,):
                raise Disagreement(f"{where}: ours names {end.game_winners}, the package {winner}")
            result.winner, result.scores = winner, scores
            break
        number += 1
        starter = nxt.starting_player
        hands = deal(deal_seed, number)
        series.games[-1] = free_peer_game(hands, starter)
        r = Round(rules, hands, number=number, leader=starter, scores=end.scores)
    result.seconds = time.perf_counter() - started
    return result
