"""The classic games' computer players: each level's contract, the information-hiding rule (a
decision depends only on the seat's view), determinism, cancellation, progress, what the seat
knows of the hidden tiles, and the search against an exhaustive one where nothing is hidden."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest
from test_classic_support import act, make

from figures.ai.classic import (
    CLASSIC_PLAYERS,
    DecisionCancelled,
    classic_player,
    judge,
    medium_key,
    plays_of,
)
from figures.ai.classic_deals import Knowledge, public_round
from figures.ai.classic_search import HardClassicPlayer, HardConfig, Search
from figures.ai.classic_trials import duplicate
from figures.ai.classic_trials import main as trials_main
from figures.ai.common import Control
from figures.classic.actions import DRAW, PASS, Draw, Lead, Pass, Play
from figures.classic.game import Game, SeededChance
from figures.classic.layout import TRAINS
from figures.classic.round import Round
from figures.classic.rules import PRESETS, Rules
from figures.classic.tiles import HAS, IS_DOUBLE, PIPS, TEXT, bits, mask_of, parse_tile
from figures.core.errors import FiguresError

LEVELS = ["random", "easy", "medium", "hard"]
#: Every preset with the seats it is tried with.
TABLES = [(name, 4 if name in ("block-teams", "mexican-train") else 2) for name in PRESETS]
TABLES += [("block-points", 3), ("all-fives", 4)]


def positions(rules: Rules, seed: int, count: int, *, skip: int = 3) -> Iterator[Round]:
    """Positions where the seat on turn has a choice, after at least ``skip`` actions of its
    round, reached by random play through ``Game`` (games dealt from ``seed``, ``seed + 1``...);
    each a private copy of the round."""
    rng = random.Random(seed)
    found = 0
    for number in range(seed, seed + 100):
        game = Game(rules, SeededChance(number), number % rules.players)
        wait = skip
        while not game.is_over and found < count:
            legal = game.legal_actions()
            if len(legal) > 1 and len(game.current.log) >= wait:
                found += 1
                yield game.current.copy()
                wait = len(game.current.log) + 5
            game.apply(rng.choice(legal))
        if found == count:
            return


def redealt(r: Round, seat: int, seed: int) -> Round:
    """The same round with every tile ``seat`` cannot see dealt again at random between the
    other hands and the stock (in a new order)."""
    other = r.copy()
    hidden = [t for s, hand in enumerate(r.hands) if s != seat for t in bits(hand)]
    hidden += r.stock_left
    rng = random.Random(seed)
    rng.shuffle(hidden)
    for s, hand in enumerate(r.hands):
        if s != seat:
            count = hand.bit_count()
            other.hands[s] = mask_of(hidden[:count])
            hidden = hidden[count:]
    other.held = 0
    for hand in other.hands:
        other.held |= hand
    other.stock = r.stock[: r.drawn] + tuple(hidden)
    return other


# --------------------------------------------------------------------- every level


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_registered_and_plays_every_preset_legally(level: str) -> None:
    assert level in CLASSIC_PLAYERS
    for name, players in TABLES:
        rules = Rules.preset(name, players)
        player = classic_player(level, 3, rules)
        assert player.name == level
        for r in positions(rules, 7, 1):
            legal = r.legal_actions()
            before = r.view(r.turn)
            assert player.choose(r.view(r.turn), legal) in legal
            assert r.view(r.turn) == before  # the round is never touched


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("name", "players"), TABLES)
@pytest.mark.slow
def test_decisions_depend_only_on_what_the_seat_sees(level: str, name: str, players: int) -> None:
    """The hidden tiles dealt again between the other hands and the stock (the stock's order
    too): the same view, so the same decision with the same seed."""
    rules = Rules.preset(name, players)
    checked = 0
    for index, r in enumerate(positions(rules, 31 + index_of(name), 2)):
        seat = r.turn
        other = redealt(r, seat, seed=index + 1)
        before = [*(h for s, h in enumerate(r.hands) if s != seat), r.stock_left]
        after = [*(h for s, h in enumerate(other.hands) if s != seat), other.stock_left]
        assert before != after
        view = r.view(seat)
        assert other.view(seat) == view and other.legal_actions() == r.legal_actions()
        first = classic_player(level, 4, rules).choose(view, r.legal_actions())
        second = classic_player(level, 4, rules).choose(other.view(seat), other.legal_actions())
        assert first == second
        checked += 1
    assert checked == 2


def index_of(name: str) -> int:
    return list(PRESETS).index(name)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_decision_whatever_came_before(level: str) -> None:
    rules = Rules.preset("draw", 2)
    rounds = list(positions(rules, 21, 3))
    player = classic_player(level, 9, rules)
    first = [player.choose(r.view(r.turn), r.legal_actions()) for r in rounds]
    again = classic_player(level, 9, rules)
    assert [again.choose(r.view(r.turn), r.legal_actions()) for r in reversed(rounds)] == list(
        reversed(first)
    )


@pytest.mark.parametrize("level", LEVELS)
def test_a_cancelled_decision_raises(level: str) -> None:
    rules = Rules.preset("all-fives", 2)
    r = next(positions(rules, 5, 1))
    with pytest.raises(DecisionCancelled):
        classic_player(level, 0, rules).choose(
            r.view(r.turn), r.legal_actions(), cancelled=lambda: True
        )


def test_hard_notices_a_cancel_in_the_middle_of_its_search() -> None:
    rules = Rules.preset("all-fives", 2)
    r = next(positions(rules, 5, 1))
    calls = 0

    def cancel_on_the_fifth_look() -> bool:
        nonlocal calls
        calls += 1
        return calls >= 5

    with pytest.raises(DecisionCancelled):
        classic_player("hard", 0, rules).choose(
            r.view(r.turn), r.legal_actions(), cancelled=cancel_on_the_fifth_look
        )
    assert calls == 5


@pytest.mark.parametrize("level", LEVELS)
def test_progress_rises_to_one(level: str) -> None:
    rules = Rules.preset("draw", 2)
    r = next(positions(rules, 6, 1))
    seen: list[float] = []
    classic_player(level, 0, rules).choose(r.view(r.turn), r.legal_actions(), progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert seen == sorted(seen) and all(0.0 <= f <= 1.0 for f in seen)
    if level == "hard":
        assert len(seen) > 3  # one step a deal searched


def test_names_settings_and_rules_are_checked() -> None:
    with pytest.raises(FiguresError, match="unknown computer player 'wizard' for a classic game"):
        classic_player("wizard")
    with pytest.raises(FiguresError, match="only 'hard' takes settings"):
        classic_player("medium:samples=3")
    with pytest.raises(FiguresError, match="bad hard player setting"):
        classic_player("hard:nonsense=1")
    with pytest.raises(FiguresError, match="bad value for hard player setting 'samples'"):
        classic_player("hard:samples=many")
    player = classic_player("hard:samples=3:win=0", 1)
    assert isinstance(player, HardClassicPlayer)
    assert player.config == HardConfig(samples=3, win=0.0)
    rules = Rules.preset("draw", 2)
    r = next(positions(rules, 5, 1))
    for level in ("medium", "hard"):  # every level can be named without rules, to check it
        with pytest.raises(FiguresError, match=f"the classic {level} player needs the game's"):
            classic_player(level).choose(r.view(r.turn), r.legal_actions())
    with pytest.raises(FiguresError, match="not this player's move"):
        classic_player("easy").choose(r.view(r.turn), [])


# --------------------------------------------------------------------- easy and medium


def test_easy_plays_whenever_it_can_and_prefers_heavy_tiles() -> None:
    rules = Rules.preset("matador", 2)
    chosen, offered = [], []
    for seed in range(1, 30):
        for r in positions(rules, seed, 3):
            legal = r.legal_actions()
            plays = plays_of(legal)
            choice = classic_player("easy", seed, rules).choose(r.view(r.turn), legal)
            if plays:
                assert choice in plays  # never draws instead of a matador
                chosen.append(PIPS[choice.tile])  # type: ignore[union-attr]
                offered.append(sum(PIPS[p.tile] for p in plays) / len(plays))
    assert len(chosen) > 50
    assert sum(chosen) / len(chosen) > sum(offered) / len(offered) + 0.5


def test_medium_scores_the_most_points_now_in_all_fives() -> None:
    rules = Rules.preset("all-fives", 2)
    medium = classic_player("medium", 0, rules)
    scored = 0
    for seed in range(1, 8):
        for r in positions(rules, seed, 4):
            legal = r.legal_actions()
            points = {a: r.preview(a)[0].points for a in plays_of(legal)}
            if not points:
                continue
            choice = medium.choose(r.view(r.turn), legal)
            assert points[choice] == max(points.values())  # type: ignore[index]
            scored += max(points.values()) > 0
    assert scored >= 3


def test_medium_plays_a_double_or_the_heaviest_tile_that_keeps_a_play_in_block_games() -> None:
    rules = Rules.preset("block-points", 2)
    medium = classic_player("medium", 0, rules)
    checked = 0
    for seed in range(1, 10):
        for r in positions(rules, seed, 3):
            legal = r.legal_actions()
            plays = plays_of(legal)
            view = r.view(r.turn)
            judged = judge(view, rules, plays)
            if len(plays) < 2 or any(j.out for j in judged):
                continue
            choice = medium.choose(view, legal)
            keeping = [j for j in judged if j.playable] or judged
            doubles = [j for j in keeping if IS_DOUBLE[j.action.tile]] or keeping
            assert choice in [j.action for j in doubles]
            best = max(PIPS[j.action.tile] + 2 * j.playable for j in doubles)
            (made,) = [j for j in doubles if j.action == choice]
            assert PIPS[made.action.tile] + 2 * made.playable == best
            checked += 1
    assert checked >= 5


def test_medium_keeps_its_matadors_for_when_they_are_needed() -> None:
    # Seat 0 holds the matador 6-1 and 1-5, which joins nothing: the rules let it draw, but it
    # plays the matador (drawing could take the whole stock).
    r = make("matador", 2, [["6-1", "1-5"], ["0-0", "5-5"]], ["3-3"], ["1-1", "0-1"])
    legal = r.legal_actions()
    assert DRAW in legal and Play(parse_tile("6-1", 6), "L", 6) in legal
    medium = classic_player("medium", 0, r.rules)
    assert medium.choose(r.view(0), legal).tile == parse_tile("6-1", 6)  # type: ignore[union-attr]
    # With a plain play on offer it plays that, not the matador.
    r = make("matador", 2, [["6-1", "4-2"], ["0-0", "5-5"]], ["3-3"], ["1-1", "0-1"])
    assert medium.choose(r.view(0), r.legal_actions()).tile == parse_tile("4-2", 6)  # type: ignore[union-attr]
    # With nothing to draw, the matador is needed.
    r = make("matador", 2, [["6-1", "2-2"], ["0-0", "5-5"]], ["3-3"])
    assert medium.choose(r.view(0), r.legal_actions()).tile == parse_tile("6-1", 6)  # type: ignore[union-attr]


#: Matador, both ends blank: seat 0 holds two matadors (6-1, 5-2) and four tiles that fit
#: nothing, with fourteen tiles in the stock. Drawing is allowed, and every tile drawn that is
#: no matador fits nothing either.
BLANK_ENDS = (
    [["6-1", "5-2", "3-3", "4-4", "5-5", "2-4"], ["6-6", "2-2", "1-1", "3-6", "4-5", "2-6"]],
    ["0-6", "1-0@R"],
)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_drains_the_stock_while_it_holds_a_matador(level: str) -> None:
    hands, line = BLANK_ENDS
    taken = {parse_tile(t, 6) for hand in hands for t in hand} | {
        parse_tile("0-6", 6), parse_tile("0-1", 6)
    }  # fmt: skip
    stock = [TEXT[t] for t in range(28) if t not in taken]
    for seed in range(5):
        r = make("matador", 2, hands, line, stock, turn=0)
        legal = r.legal_actions()
        assert r.layout.ends == {"L": 0, "R": 0} and DRAW in legal and len(r.stock_left) == 14
        choice = classic_player(level, seed, r.rules).choose(r.view(0), legal)
        assert choice in plays_of(legal), (level, seed, choice)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.slow
def test_a_level_draws_instead_of_a_matador_only_when_its_search_says_it_pays(
    level: str,
) -> None:
    # Matador positions reached by random play where the seat on turn may play only matadors
    # and may draw instead: the levels without a search play; ``hard`` draws only when its
    # search values the draw above every play.
    rules = Rules.preset("matador", 2)
    checked = drew = 0
    for seed in range(1, 60):
        for r in positions(rules, seed, 6, skip=2):
            legal = r.legal_actions()
            plays = plays_of(legal)
            if not plays or DRAW not in legal:
                continue
            view = r.view(r.turn)
            if level == "hard":
                player = HardClassicPlayer(seed, rules)
                ranked = player.ranked(view, legal, Control(None, None))
                choice = ranked[0][0]
                assert choice == player.choose(view, legal)
                if choice == DRAW:
                    drew += 1
                    assert ranked[0][1] > max(v for a, v in ranked if a in plays)
            else:
                choice = classic_player(level, seed, rules).choose(view, legal)
                assert choice in plays, (level, seed, choice)
            checked += 1
            if checked == 12:
                return
    pytest.fail(f"only {checked} positions where matadors alone fit ({drew} draws)")


def test_medium_plays_its_own_train_first_and_doubles_it_can_cover() -> None:
    hands = [["12-5", "12-3", "5-5", "5-1"], ["0-0", "1-1"], ["2-2", "2-3"], ["4-4", "4-3"]]
    r = make("mexican-train", 4, hands, [], ["0-1", "0-2", "0-3"])
    legal = r.legal_actions()
    assert {a.end for a in plays_of(legal)} == {"p0", "mex"}  # type: ignore[union-attr]
    medium = classic_player("medium", 0, r.rules)
    choice = medium.choose(r.view(0), legal)
    assert isinstance(choice, Play) and choice.end == TRAINS[0]
    assert choice.tile == parse_tile("12-5", 12)  # the heaviest on its own train
    # Its train shows 5: the double 5-5, which it can cover with 5-1, before 5-1 itself.
    hands = [["5-5", "5-1", "12-3"], ["0-0", "1-1"], ["2-2", "2-3"], ["4-4", "4-3"]]
    r = make("mexican-train", 4, hands, ["12-5@p0"], ["0-1", "0-2", "0-3"])
    choice = medium.choose(r.view(0), r.legal_actions())
    assert choice == Play(parse_tile("5-5", 12), "p0", 5)
    assert isinstance(choice, Play)
    key = medium_key(r.rules, 0, judge(r.view(0), r.rules, [choice])[0])
    assert key[2] == 2  # a double it can cover


# --------------------------------------------------------------------- what the seat knows


def test_a_seat_that_passed_is_dealt_none_of_the_numbers_it_lacked() -> None:
    r = make(
        "block-points", 2, [["3-3", "6-6", "2-4"], ["0-1", "1-1", "0-2", "6-2"]], ["3-5"],
        ["4-4", "4-5", "1-2"], turn=1,
    )  # fmt: skip
    act(r, "pass")
    view = r.view(0)
    knowledge = Knowledge(view, r.rules)
    lacked = HAS[3] | HAS[5]
    assert knowledge.ruled_out(1) == knowledge.unseen & lacked
    rng = random.Random(1)
    for _ in range(50):
        hands, stock = knowledge.deal(rng)
        assert hands[0] == mask_of(view.hand) and hands[1].bit_count() == 4
        assert not hands[1] & lacked and len(stock) == view.stock_count
        dealt = hands[1] | mask_of(stock)
        assert not hands[1] & mask_of(stock) and not dealt & ~knowledge.unseen


def test_tiles_drawn_after_a_draw_are_not_ruled_out() -> None:
    # Seat 1 draws on ends 3 and 5 until it holds a tile that fits (5-4), and plays it; on 3
    # and 4 it must draw again. The tiles it held before each draw hold none of those
    # numbers; the tile it has just drawn may be anything.
    r = make(
        "draw", 2, [["3-3", "6-6", "2-0"], ["1-1", "1-2"]], ["3-5"],
        ["2-2", "6-2", "5-4", "0-0", "1-4"], turn=1,
    )  # fmt: skip
    for text in ("draw", "draw", "draw", "5-4@R", "3-3@L", "draw"):
        act(r, text)
    view = r.view(0)
    assert view.hand_counts[1] == 5 and view.turn == 1
    knowledge = Knowledge(view, r.rules)
    lacked = (HAS[3] | HAS[4] | HAS[5]) & knowledge.unseen
    slots = sorted(mask & knowledge.unseen for mask in knowledge.slots[1])
    assert slots == [0, lacked, lacked, lacked, lacked]
    rng = random.Random(2)
    for _ in range(30):
        hands, _ = knowledge.deal(rng)
        assert (hands[1] & lacked).bit_count() <= 1


def test_deals_fit_every_preset_and_keep_the_counts() -> None:
    for name, players in TABLES:
        rules = Rules.preset(name, players)
        for r in positions(rules, 11, 2, skip=8):
            seat = r.turn
            view = r.view(seat)
            knowledge = Knowledge(view, rules)
            truth = [h for s, h in enumerate(r.hands) if s != seat]
            for s, hand in enumerate(r.hands):  # the truth fits what the seat knows
                assert not hand & knowledge.ruled_out(s)
            hands, stock = knowledge.deal(random.Random(3))
            assert [h.bit_count() for h in hands] == list(view.hand_counts)
            assert len(stock) == view.stock_count
            dealt = mask_of(stock)
            for s, hand in enumerate(hands):
                if s != seat:
                    assert not hand & dealt and not hand & knowledge.ruled_out(s)
                    dealt |= hand
            assert dealt == knowledge.unseen and truth


# --------------------------------------------------------------------- the search


def exhaustive(r: Round, side: int, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """The round played out by a plain minimax: ``side``'s points gained less the best other
    side's (Mexican Train's penalties counted against), everyone else against ``side``."""
    if r.result is not None:
        sign = -1 if r.rules.scoring == "penalty" else 1
        base = exhaustive.base  # type: ignore[attr-defined]
        gains = [sign * float(s - b) for s, b in zip(r.result.scores, base, strict=True)]
        return gains[side] - max(g for i, g in enumerate(gains) if i != side)
    ours = r.rules.side_of(r.turn) == side
    best = -math.inf if ours else math.inf
    for action in r.legal_actions():
        r.push(action)
        value = exhaustive(r, side, alpha, beta)
        r.undo()
        if ours:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def late_positions(rules: Rules, seed: int, tiles: int) -> Iterator[Round]:
    """Positions with a choice and at most ``tiles`` tiles left in the hands."""
    rng = random.Random(seed)
    for n in range(200):
        game = Game(rules, SeededChance(seed * 1000 + n))
        r = game.current
        while r.result is None:
            legal = r.legal_actions()
            if len(legal) > 1 and sum(h.bit_count() for h in r.hands) <= tiles:
                yield r.copy()
                break
            r.push(rng.choice(legal))


@pytest.mark.parametrize(
    ("name", "players", "teams", "tiles"),
    [("block-points", 2, False, 8), ("block-teams", 4, False, 9), ("all-fives", 2, False, 8),
     ("matador", 3, False, 9), ("draw-5", 4, True, 9), ("draw", 2, False, 6),
     ("mexican-train", 3, False, 4)],
)  # fmt: skip
@pytest.mark.parametrize("table", [0, 1])
@pytest.mark.slow
def test_the_search_of_a_deal_matches_an_exhaustive_one(
    name: str, players: int, teams: bool, tiles: int, table: int
) -> None:
    """With every hand and the stock known (one deal), the search reaches every end of the
    round and values each action exactly as a plain minimax does (for the seat's side, in
    teams too), with or without the table of positions met before."""
    rules = Rules.preset(name, players, **({"teams": True} if teams else {}))
    config = HardConfig(nodes=10**6, win=0.0, round=1.0, table=table)
    checked = 0
    for r in late_positions(rules, 1, tiles):
        legal = r.legal_actions()
        side = rules.side_of(r.turn)
        search = Search(rules, r.turn, config, Control(None, None))
        exhaustive.base = tuple(float(s) for s in r.scores)  # type: ignore[attr-defined]
        expected = []
        for action in legal:
            r.push(action)
            expected.append(exhaustive(r, side))
            r.undo()
        assert search.root(r, legal) == pytest.approx(expected)
        # The two gains kept beside each value add up to it (no game to win: ``win`` is 0).
        assert [mine - theirs for mine, theirs in search.splits] == pytest.approx(expected)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_with_nothing_hidden_hard_makes_the_best_play() -> None:
    """Late in a draw game with an empty stock every unseen tile is in the other hand: each
    deal is the truth, and hard's choice is worth the exhaustive best."""
    rules = Rules.preset("draw", 2)
    hard = HardClassicPlayer(0, rules, HardConfig(samples=2, nodes=10**6, win=0.0))
    checked = 0
    for seed in range(1, 300):
        for r in late_positions(rules, seed, 12):
            if r.drawable:
                continue
            legal = r.legal_actions()
            side = rules.side_of(r.turn)
            exhaustive.base = tuple(float(s) for s in r.scores)  # type: ignore[attr-defined]
            values = {}
            for action in legal:
                r.push(action)
                values[action] = exhaustive(r, side)
                r.undo()
            choice = hard.choose(r.view(r.turn), legal)
            assert values[choice] == max(values.values())
            checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_hard_leads_freely_and_plays_the_lead_it_rates() -> None:
    rules = Rules.preset("all-fives", 2)
    game = Game(rules, SeededChance(4))
    legal = game.legal_actions()
    assert len(legal) == 9 and all(isinstance(a, Lead) for a in legal)
    hard = HardClassicPlayer(1, rules)
    ranked = hard.ranked(game.view(game.turn), legal, Control(None, None))
    assert ranked[0][0] == hard.choose(game.view(game.turn), legal)
    assert sorted(a for a, _ in ranked) == sorted(legal)  # type: ignore[type-var]
    values = [v for _, v in ranked]
    assert values == sorted(values, reverse=True)


def test_public_round_is_the_views_position() -> None:
    rules = Rules.preset("mexican-train", 4)
    for r in positions(rules, 3, 2, skip=20):
        view = r.view(r.turn)
        rebuilt = public_round(view, rules, list(r.hands), list(r.stock_left))
        assert rebuilt.view(r.turn) == view.__class__(**{**_fields(view), "history": ()})
        assert rebuilt.legal_actions() == r.legal_actions()


def _fields(view: object) -> dict[str, object]:
    return {name: getattr(view, name) for name in view.__slots__}  # type: ignore[attr-defined]


def test_a_draw_or_a_pass_alone_is_taken_at_once() -> None:
    rules = Rules.preset("draw", 2)
    for action in (DRAW, PASS):
        seen: list[float] = []
        chosen = classic_player("hard", 0, rules).choose(
            Game(rules).view(0), [action], progress=seen.append
        )
        assert chosen == action and seen == [1.0]
    assert isinstance(DRAW, Draw) and isinstance(PASS, Pass)


def test_the_trials_print_wins_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "block", "--players", "random,easy", "--games", "3", "--no-progress"]
    assert trials_main(argv) == 0
    out = capsys.readouterr().out
    assert "side 0 (random):" in out and "side 1 (easy):" in out and "of 3 games" in out
    assert "easy decisions all:" in out
    argv = ["--game", "block-points", "--players", "easy,random", "--duplicate", "4"]
    assert trials_main([*argv, "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("easy: ") and "over 4 deals played twice" in out


def test_duplicate_rounds_give_each_hand_to_each_kind() -> None:
    rules = Rules.preset("all-fives", 2)
    same = duplicate(["random", "random"], rules, 3, 5, progress=False)
    assert same[0] == 0.0 and same[2] == 0.5  # a kind against itself: nothing either way
    mean, spread, won = duplicate(["medium", "random"], rules, 6, 5, progress=False)
    assert mean > 0 and spread > 0 and 0.5 < won <= 1
